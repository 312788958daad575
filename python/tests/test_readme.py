"""The README's Python examples run as written (all but the one that needs a real Ray cluster),
and python/examples/play.py starts with the README's first example."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]


def python_blocks():
    text = (ROOT / "README.md").read_text()
    section = text.split("\n## Python\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_readme_has_a_python_section_with_examples():
    assert len(python_blocks()) >= 2


def test_the_readme_examples_run(capsys):
    ran = 0
    for block in python_blocks():
        if 'address="ray://' in block:
            continue  # needs a real cluster: the Ray backend itself is tested in test_sim.py
        exec(compile(block, "README.md", "exec"), {})
        ran += 1
    assert ran >= 1
    assert "winners" in capsys.readouterr().out


def test_the_example_file_starts_with_the_readme_example():
    first = python_blocks()[0]
    assert first in (ROOT / "python" / "examples" / "play.py").read_text()
