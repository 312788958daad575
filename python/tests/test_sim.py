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
    assert html.count("<svg") == 3


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
