"""Mass simulation from Python: the Rust simulator on this machine, or sharded over a Ray cluster.

``run(table, matches, seed, ...)`` returns the report as a dict (the JSON of ``archeon sim
--json``). With ``backend="ray"`` the run's seeds are cut into ``shards`` contiguous ranges (by
default one per CPU of the cluster), each a Ray task that runs the Rust simulator on one thread;
the partial reports are merged by the library. The merge equals the single-process report byte
for byte apart from ``TIMING_FIELDS``: every figure is derived from integer tallies that add up.

Point it at a real cluster by connecting first: ``ray.init(address="ray://head:10001")`` (or
``address="auto"`` on a node of the cluster); every node needs this wheel installed.
"""

import json

from . import _archeon

TIMING_FIELDS = tuple(_archeon.sim_timing_fields())


def _shard_task(table, matches, seed, seats, bot, check, index, count):
    """One shard of a run: its report as JSON text."""
    return _archeon.sim_run(table, matches, seed, seats=seats, bot=bot, threads=1, check=check, shard=(index, count))


def run(table, matches, seed, seats=None, bot="heuristic", backend="local", threads=0, shards=None, check=False):
    """Plays ``matches`` bot matches of ``table`` (a built-in id or a pack folder), match ``i`` from
    seed ``seed + i``, and returns the report as a dict.

    backend: ``"local"`` (this process, ``threads`` threads, 0 for one per core) or ``"ray"``
    (``shards`` Ray tasks, default one per CPU that Ray reports; ``ray.init`` is called with no
    arguments if Ray is not initialised yet).
    """
    if isinstance(table, _archeon.Pack):
        table = table.id
    if backend == "local":
        text = _archeon.sim_run(table, matches, seed, seats=seats, bot=bot, threads=threads, check=check)
        return json.loads(text)
    if backend != "ray":
        raise ValueError(f"backend is 'local' or 'ray', not {backend!r}")
    import ray

    if not ray.is_initialized():
        ray.init()
    if shards is None:
        shards = max(1, int(ray.cluster_resources().get("CPU", 1)))
    shards = max(1, min(int(shards), int(matches)))
    task = ray.remote(num_cpus=1)(_shard_task)
    futures = [task.remote(table, matches, seed, seats, bot, check, k, shards) for k in range(1, shards + 1)]
    parts = ray.get(futures)
    return json.loads(_archeon.sim_merge(parts))


def merge(reports):
    """Merges reports (dicts or JSON texts) of parts of one run into the run's report (a dict)."""
    texts = [r if isinstance(r, str) else json.dumps(r) for r in reports]
    return json.loads(_archeon.sim_merge(texts))


def write_report(report, folder):
    """Writes a report's folder: report.json, items.csv, seats.csv, lengths.csv, report.html."""
    _archeon.sim_write(report if isinstance(report, str) else json.dumps(report), str(folder))


def without_timing(report):
    """The report without its timing fields (what must be equal between two runs of the same seeds)."""
    return {k: v for k, v in report.items() if k not in TIMING_FIELDS}
