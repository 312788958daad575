"""archeon.sim: the Rust simulator from Python, shards merged, and the same run on Ray."""

import json

import pytest

import archeon
from archeon import sim


def test_local_run_and_merge_of_shards_equal_the_whole_run():
    whole = sim.run("archeon", 40, 3, seats=3)
    assert whole["matches"] == 40 and len(whole["wins"]) == 3
    assert whole["items"] and all("lift" in i for i in whole["items"])
    parts = [json.loads(archeon._archeon.sim_run("archeon", 40, 3, seats=3, threads=1, shard=(k, 4))) for k in (3, 1, 4, 2)]
    merged = sim.merge(parts)
    assert json.dumps(sim.without_timing(merged), sort_keys=True) == json.dumps(sim.without_timing(whole), sort_keys=True)
    with pytest.raises(archeon.SimError, match="gap"):
        sim.merge([parts[1], parts[0]])


def test_a_report_folder_from_python(tmp_path):
    report = sim.run("prof_arcana", 20, 1, bot="random")
    sim.write_report(report, tmp_path / "r")
    html = (tmp_path / "r" / "report.html").read_text()
    assert html.count("<svg") == 4


def test_bad_runs_raise():
    with pytest.raises(archeon.SetupError):
        sim.run("kessel", 5, 1, seats=1)
    with pytest.raises(archeon.SimError, match="shard"):
        archeon._archeon.sim_run("kessel", 5, 1, shard=(0, 2))
    with pytest.raises(ValueError):
        sim.run("kessel", 5, 1, backend="spark")


def test_ray_backend_on_a_local_two_cpu_cluster_equals_the_single_process_run():
    import ray  # installed by .ci/python.sh; a missing one fails

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        local = sim.run("archeon", 60, 7, seats=4, threads=1)
        on_ray = sim.run("archeon", 60, 7, seats=4, backend="ray", shards=5)
        assert json.dumps(sim.without_timing(on_ray), sort_keys=True) == json.dumps(sim.without_timing(local), sort_keys=True)
        assert on_ray["tally"] == local["tally"]
    finally:
        ray.shutdown()


def test_merge_refuses_parts_that_leave_matches_out_unless_partial():
    parts = [archeon._archeon.sim_run("kessel", 20, 6, threads=1, shard=(k, 4)) for k in (1, 2, 3, 4)]
    with pytest.raises(archeon.SimError, match=r"the parts cover matches 0\.\.15 of 20: missing 15\.\.20; pass partial=True"):
        sim.merge(parts[:3])
    with pytest.raises(archeon.SimError, match=r"missing 0\.\.5"):
        sim.merge(parts[1:])
    with pytest.raises(archeon.SimError, match="gap"):
        sim.merge([parts[0], parts[2]], partial=True)
    partial = sim.merge([parts[2], parts[0], parts[1]], partial=True)
    assert partial["matches"] == 15
    assert partial["partial"] == {"parts": "1-3 of 4", "matches": [0, 15], "run_matches": 20}
    assert json.loads(parts[3])["partial"]["parts"] == "4 of 4"
    whole = sim.merge(parts)
    assert whole["partial"] is None and whole["matches"] == 20
    # The merge's timing: the longest part's wall clock, the parts' busy time added up.
    docs = [json.loads(p) for p in parts]
    assert "cpu_ms" in sim.TIMING_FIELDS
    assert whole["elapsed_ms"] == max(d["elapsed_ms"] for d in docs)
    assert whole["cpu_ms"] == pytest.approx(sum(d["cpu_ms"] for d in docs), abs=1e-2)


def test_ray_backend_reports_the_wall_clock_and_its_shards():
    import time

    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        began = time.monotonic()
        on_ray = sim.run("kessel", 40, 3, backend="ray", shards=4)
        wall_ms = (time.monotonic() - began) * 1e3
        assert on_ray["threads"] == 4
        assert 0 < on_ray["elapsed_ms"] <= wall_ms + 1.0
        assert on_ray["partial"] is None and on_ray["matches"] == 40
        assert on_ray["matches_per_sec"] == pytest.approx(40 / (on_ray["elapsed_ms"] / 1e3), abs=0.51)
        assert on_ray["cpu_ms"] > 0
    finally:
        ray.shutdown()


# Two of Kessel's shift tokens (content/kessel/tokens.toml).
KESSEL_TOKENS = ["refund", "embezzlement"]


def test_ablate_measures_the_named_items():
    report = sim.run("kessel", 40, 1, ablate=",".join(KESSEL_TOKENS))
    assert report["format"] == "archeon-effects/1"
    assert report["run"]["bot"] == "lookahead" and report["run"]["matches"] == 40
    assert [i["id"] for i in report["items"]] == KESSEL_TOKENS
    for item in report["items"]:
        assert len(item["effect"]) == 3 and item["effect"][1] <= item["effect"][0] <= item["effect"][2]
        assert item["name"] and item["flag"] in ("significant", "none", "few_plays", "no_data", "not_testable")
    # A list does as well as the comma-separated text, and the bot may be chosen.
    again = sim.run("kessel", 40, 1, ablate=KESSEL_TOKENS, threads=1)
    assert json.dumps(sim.without_timing(again), sort_keys=True) == json.dumps(sim.without_timing(report), sort_keys=True)
    assert sim.run("kessel", 10, 1, ablate=["refund"], bot="random")["run"]["bot"] == "random"


def test_ablate_refuses_what_it_cannot_run():
    with pytest.raises(archeon.SimError, match="did you mean `refund`"):
        sim.run("kessel", 40, 1, ablate="refnd")
    for matches in (0, 10**9 + 1):
        with pytest.raises(archeon.SimError, match="matches"):
            sim.run("kessel", matches, 1, ablate="all")
        with pytest.raises(archeon.SimError, match="matches"):
            sim.run("kessel", matches, 1, compare="kessel")
    with pytest.raises(archeon.SetupError):
        sim.run("kessel", 5, 1, seats=1, ablate="refund")
    with pytest.raises(archeon.SimError, match="bot"):
        sim.run("kessel", 5, 1, ablate="refund", bot="nobody")
    with pytest.raises(ValueError):
        sim.run("kessel", 5, 1, ablate="refund", compare="kessel")


def test_holm_is_the_library_s():
    # The library's own test case (src/sim/effects.rs).
    assert sim.holm([0.01, 0.04, 0.03, 0.5]) == [0.04, 0.09, 0.09, 0.5]
    assert sim.holm([]) == []


def test_ablation_parts_joined_equal_the_whole_ablation():
    whole = sim.run("kessel", 200, 5, ablate="all", threads=1)
    assert whole["run"]["tests"] > 2
    parts = [archeon._archeon.sim_ablate("kessel", 200, 5, threads=1, shard=(k, 3)) for k in (1, 2, 3)]
    joined = sim.merge_effects(parts)
    assert json.dumps(sim.without_timing(joined), sort_keys=True) == json.dumps(sim.without_timing(whole), sort_keys=True)
    # Each part alone adjusts over fewer tests: Holm is redone over the joined list.
    assert sum(json.loads(p)["run"]["tests"] for p in parts) == whole["run"]["tests"]
    with pytest.raises(archeon.SimError, match="holds none"):
        archeon._archeon.sim_ablate("kessel", 10, 5, items=["refund"], shard=(1, 2))  # one item, two parts


def _kessel_copy(tmp_path, chips):
    import shutil
    from pathlib import Path

    source = Path(__file__).resolve().parents[2] / "content" / "kessel"
    folder = tmp_path / "kessel_b"
    shutil.copytree(source, folder)
    table = folder / "table.toml"
    text = table.read_text()
    assert "starting_chips = 8" in text
    table.write_text(text.replace("starting_chips = 8", f"starting_chips = {chips}", 1))
    return folder


def test_compare_moves_the_measures_a_changed_number_moves(tmp_path):
    folder = _kessel_copy(tmp_path, 3)
    report = sim.run("kessel", 100, 1, compare=folder)
    assert report["format"] == "archeon-compare/1" and report["matches"] == 100
    assert report["a"]["content_hash"] != report["b"]["content_hash"]
    rounds = next(m for m in report["measures"] if m["key"] == "rounds")
    assert rounds["moves"] and rounds["b"] < rounds["a"]  # fewer chips, shorter matches
    assert any("rounds" in sentence for sentence in report["moves"])
    # The same pack against itself moves nothing.
    same = sim.run("kessel", 50, 1, compare="kessel")
    assert not same["moves"] and all(m["difference"][0] == 0 for m in same["measures"])


def test_ablate_and_compare_on_ray_equal_the_local_runs(tmp_path):
    import ray

    folder = _kessel_copy(tmp_path, 3)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        local = sim.run("kessel", 120, 2, ablate="all", threads=1)
        on_ray = sim.run("kessel", 120, 2, ablate="all", backend="ray", shards=5)
        assert json.dumps(sim.without_timing(on_ray), sort_keys=True) == json.dumps(sim.without_timing(local), sort_keys=True)
        assert on_ray["threads"] == 5 and on_ray["cpu_ms"] > 0
        named = sim.run("kessel", 40, 1, ablate=KESSEL_TOKENS, backend="ray", shards=8)  # at most one task an item
        assert named["threads"] == 2
        local = sim.run("kessel", 60, 4, compare=str(folder))
        on_ray = sim.run("kessel", 60, 4, compare=str(folder), backend="ray")
        assert json.dumps(sim.without_timing(on_ray), sort_keys=True) == json.dumps(sim.without_timing(local), sort_keys=True)
    finally:
        ray.shutdown()


def test_ablate_and_compare_write_their_folders(tmp_path):
    effects = sim.run("kessel", 20, 1, ablate=["refund"], bot="random", report=tmp_path / "effects")
    assert json.loads((tmp_path / "effects" / "report.json").read_text())["items"][0]["id"] == "refund"
    assert effects["items"][0]["id"] == "refund"
    assert "<svg" in (tmp_path / "effects" / "report.html").read_text()
    sim.run("kessel", 20, 1, compare="kessel", report=str(tmp_path / "compare"))
    assert (tmp_path / "compare" / "compare.html").is_file() and (tmp_path / "compare" / "b" / "report.json").is_file()
    with pytest.raises(ValueError, match="local"):
        sim.run("kessel", 20, 1, compare="kessel", backend="ray", report=tmp_path / "no")
    plain = sim.run("kessel", 20, 1, report=tmp_path / "plain")
    assert json.loads((tmp_path / "plain" / "report.json").read_text())["matches"] == plain["matches"]
