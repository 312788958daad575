"""Mass simulation from Python: the Rust simulator on this machine, or sharded over a Ray cluster.

``run(table, matches, seed, ...)`` returns the report as a dict (the JSON of ``archeon sim
--json``). With ``backend="ray"`` the run's seeds are cut into ``shards`` contiguous ranges (by
default one per CPU of the cluster), each a Ray task that runs the Rust simulator on one thread;
the partial reports are merged by the library. The merge equals the single-process report byte
for byte apart from ``TIMING_FIELDS``: every figure is derived from integer tallies that add up.
Its ``elapsed_ms`` is the wall clock around the Ray tasks and ``threads`` the number of shards;
``cpu_ms`` is the shards' summed busy time.

``run(..., ablate=...)`` measures each content item's effect instead (the JSON of ``archeon sim
--ablate``, ``archeon-effects/1``) and ``run(..., compare=B)`` plays pack ``table`` against pack
``B`` on the same seeds (``archeon sim --compare``, ``archeon-compare/1``). On Ray an ablation is
cut by items, not by seeds: each task measures a contiguous part of the selected items over every
match, on one thread, and ``merge_effects`` joins the parts in the pack's order. An item's
figures and p-value are its own, whatever else is measured with it; Holm's adjustment is over
every item tested, so it is done again over the joined list (``holm``, as the library does it),
and the marks, the headline and the number of tests follow from it. The joined report equals the
single-process one apart from its timing fields (``EFFECTS_TIMING_FIELDS``). A comparison does not
split (its paired intervals need every pair, which its JSON does not keep): on Ray it is one task
of ``threads`` threads (default 1).

Point it at a real cluster by connecting first: ``ray.init(address="ray://head:10001")`` (or
``address="auto"`` on a node of the cluster); every node needs this wheel installed.
"""

import json
import math
import os
import time

from . import _archeon

TIMING_FIELDS = tuple(_archeon.sim_timing_fields())
# The timing fields of an effects report (``archeon-effects/1``).
EFFECTS_TIMING_FIELDS = ("elapsed_ms", "cpu_ms", "threads", "matches_per_sec")


class _DefaultBot(str):
    """The default bot: ``heuristic``, or ``lookahead`` for an ablation (as ``archeon sim``)."""

    def __repr__(self):
        return "'heuristic' ('lookahead' with ablate=)"


_DEFAULT_BOT = _DefaultBot("heuristic")


def _shard_task(table, matches, seed, seats, bot, check, index, count):
    """One shard of a run: its report as JSON text."""
    return _archeon.sim_run(table, matches, seed, seats=seats, bot=bot, threads=1, check=check, shard=(index, count))


def run(
    table,
    matches,
    seed,
    seats=None,
    bot=_DEFAULT_BOT,
    backend="local",
    threads=0,
    shards=None,
    check=False,
    ablate=None,
    compare=None,
    lang="en",
    report=None,
    table_bot=None,
):
    """Plays ``matches`` bot matches of ``table`` (a built-in id or a pack folder), match ``i`` from
    seed ``seed + i``, and returns the report as a dict.

    backend: ``"local"`` (this process, ``threads`` threads, 0 for one per core) or ``"ray"``
    (``shards`` Ray tasks, default one per CPU that Ray reports; ``ray.init`` is called with no
    arguments if Ray is not initialised yet).

    ablate: ``"all"``, a list of item ids (or ``kind:id``) or a comma-separated string of them:
    returns the effects report of those items instead, each over ``matches`` paired matches
    (``bot`` defaults to ``"lookahead"``; ``lang`` names the items). On Ray, ``shards`` tasks each
    measure a part of the items. ``table_bot`` names the bots of the table items' (planets', rule
    sets') plays when not ``bot``'s (they are in force whatever the bots play). compare: pack B (a built-in id or a folder; ``table`` is A):
    returns the comparison of A and B on the same seeds; on Ray one task of ``threads`` threads.

    report: a folder to write the report into as well (``write_report``'s files; an ablation's
    report.json, effects.csv, effects.svg and report.html; a comparison's compare.* and a/, b/).
    An ablation's or a comparison's folder is written by the library from the local run only
    (their JSON does not load back): with ``backend="ray"`` it is refused.
    """
    if ablate is not None or compare is not None:
        if ablate is not None and compare is not None:
            raise ValueError("run takes ablate= or compare=, not both")
        if check:
            raise ValueError("check=True is for plain runs, not with ablate= or compare=")
        if backend not in ("local", "ray"):
            raise ValueError(f"backend is 'local' or 'ray', not {backend!r}")
        if report is not None and backend != "local":
            raise ValueError("report= with ablate= or compare= is written from a local run only")
        if ablate is not None:
            bot = "lookahead" if bot is _DEFAULT_BOT else bot
            items = _item_names(ablate)
            return _ablate(table, matches, seed, seats, str(bot), backend, threads, shards, items, lang, report, table_bot)
        return _compare(table, compare, matches, seed, seats, str(bot), backend, threads, report)
    bot = str(bot)
    if report is not None:
        result = run(table, matches, seed, seats=seats, bot=bot, backend=backend, threads=threads, shards=shards, check=check)
        write_report(result, report)
        return result
    if isinstance(table, _archeon.Pack):
        table = table.id
    if backend == "local":
        text = _archeon.sim_run(table, matches, seed, seats=seats, bot=bot, threads=threads, check=check)
        return json.loads(text)
    if backend != "ray":
        raise ValueError(f"backend is 'local' or 'ray', not {backend!r}")
    parts, elapsed_ms, shards = _ray_parts(_shard_task, shards, matches, (table, matches, seed, seats, bot, check))
    # The run's wall clock and its parallelism, which the parts alone cannot tell.
    return json.loads(_archeon.sim_merge(parts, elapsed_ms=elapsed_ms, threads=shards))


def _ray_parts(task_fn, shards, most, args):
    """Runs ``task_fn(*args, k, n)`` for k = 1..n as Ray tasks of one CPU each (n: ``shards``, by
    default one per CPU Ray reports, at most ``most``): the parts, the wall-clock milliseconds
    from submitting them to the last result, and n. ``ray.init()`` is called if Ray is not up."""
    import ray

    if not ray.is_initialized():
        ray.init()
    if shards is None:
        shards = max(1, int(ray.cluster_resources().get("CPU", 1)))
    shards = max(1, min(int(shards), int(most)))
    task = ray.remote(num_cpus=1)(task_fn)
    began = time.monotonic()
    parts = ray.get([task.remote(*args, k, shards) for k in range(1, shards + 1)])
    return parts, (time.monotonic() - began) * 1e3, shards


def _item_names(ablate):
    """``ablate=`` as a list of names (None for every item)."""
    if isinstance(ablate, str):
        names = [n.strip() for n in ablate.split(",") if n.strip()]
    else:
        names = [str(n).strip() for n in ablate]
    return None if not names or names == ["all"] else names


def _table_arg(table):
    """A table for the extension: a Pack as it is, a path as text."""
    return table if isinstance(table, (_archeon.Pack, str)) else os.fspath(table)


def _portable(table):
    """A table that a Ray task can load: a built-in Pack by its id (a Pack of a folder cannot be
    sent: pass the folder, present on every node)."""
    if not isinstance(table, _archeon.Pack):
        return _table_arg(table)
    if table.id in _archeon.tables() and _archeon.load(table.id).content_hash == table.content_hash:
        return table.id
    raise ValueError(f"the Pack {table.id!r} is not a built-in table: pass its folder to run it on Ray")


def _check_matches(matches):
    if not 1 <= int(matches) <= _archeon.MAX_SIM_MATCHES:
        raise _archeon.SimError(f"matches is 1 to {_archeon.MAX_SIM_MATCHES}, not {matches}")


def _ablate_task(table, matches, seed, seats, bot, items, lang, table_bot, index, count):
    """One part of an ablation's items: its effects report as JSON text."""
    return _archeon.sim_ablate(
        table, matches, seed, seats=seats, bot=bot, threads=1, items=items, lang=lang, shard=(index, count), table_bot=table_bot
    )


def _ablate(table, matches, seed, seats, bot, backend, threads, shards, items, lang, report=None, table_bot=None):
    table = _table_arg(table)
    if backend == "local":
        text = _archeon.sim_ablate(
            table, matches, seed, seats=seats, bot=bot, threads=threads, items=items, lang=lang, report=report, table_bot=table_bot
        )
        return json.loads(text)
    _check_matches(matches)
    selected = _archeon.sim_ablate_items(table, seats=seats, items=items, seed=seed)
    table = _portable(table)
    args = (table, matches, seed, seats, bot, items, lang, table_bot)
    parts, elapsed_ms, shards = _ray_parts(_ablate_task, shards, len(selected), args)
    return merge_effects(parts, elapsed_ms=elapsed_ms, threads=shards)


def _compare_task(table_a, table_b, matches, seed, seats, bot, threads):
    return _archeon.sim_compare(table_a, table_b, matches, seed, seats=seats, bot=bot, threads=threads)


def _compare(table, other, matches, seed, seats, bot, backend, threads, report=None):
    table, other = _table_arg(table), _table_arg(other)
    if backend == "local":
        text = _archeon.sim_compare(table, other, matches, seed, seats=seats, bot=bot, threads=threads, report=report)
        return json.loads(text)
    _check_matches(matches)
    table, other = _portable(table), _portable(other)
    import ray

    if not ray.is_initialized():
        ray.init()
    threads = max(1, int(threads))
    task = ray.remote(num_cpus=threads)(_compare_task)
    return json.loads(ray.get(task.remote(table, other, matches, seed, seats, bot, threads)))


def holm(p):
    """Holm's step-down adjustment of the p-values ``p`` (in any order), in the same order: what
    the library's ``archeon::sim::holm`` computes, to the bit."""
    m = len(p)
    order = sorted(range(m), key=lambda i: (p[i], i))
    adjusted = [1.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(float(m - rank) * p[i], 1.0))
        adjusted[i] = running
    return adjusted


def merge_effects(reports, elapsed_ms=None, threads=None):
    """Joins effects reports (dicts or JSON texts) of parts of one ablation's items — the same
    table, bots, seeds, matches and seats, each part other items — into the ablation's report.

    The items are joined in the order the parts are given in: give the parts in the pack's
    order (the shards ``(1, n)`` to ``(n, n)`` of ``sim_ablate``, as ``run`` does). An item is tested when it could be
    measured and its paired differences are not all equal (``matches_for_1pt_paired`` is not
    null); Holm's adjustment (``holm``) is redone over all tested items, and an item is marked
    ``significant`` when its adjusted p-value is below 0.05 (a ``no_data`` or ``not_testable``
    item never is). ``elapsed_ms`` and ``threads`` are the run's wall clock and parallelism
    (default: the longest part's and the parts' sum); ``cpu_ms`` is the parts' sum.
    """
    parts = [_effects_part(r) for r in reports]
    if not parts:
        raise _archeon.SimError("no effects reports to join")
    def same(run):
        return {k: v for k, v in run.items() if k != "tests"}

    first = parts[0]
    for part in parts[1:]:
        if same(part["run"]) != same(first["run"]):
            raise _archeon.SimError("the effects reports are of different runs (table, bots, seeds, matches or seats differ)")
    items = [dict(item) for part in parts for item in part["items"]]
    keys = [(i["kind"], i["id"]) for i in items]
    if len(set(keys)) != len(keys):
        raise _archeon.SimError("the effects reports measure an item twice")
    # The flags before Holm, as the library derives them from an item's own counts.
    few = _archeon.FEW_PLAYS
    for item in items:
        if item["error"] is not None:
            item["flag"] = "not_testable"
        elif item["plays"] == 0:
            item["flag"] = "no_data"
        elif item["plays"] < few and item["question"] == "unavailable":
            item["flag"] = "few_plays"
        else:
            item["flag"] = "none"
        item["p_holm"] = 1.0
    tested = [i for i in items if i["error"] is None and i["matches_for_1pt_paired"] is not None]
    for item, q in zip(tested, holm([i["p"] for i in tested])):
        item["p_holm"] = q
        if q < 0.05 and item["flag"] != "no_data":
            item["flag"] = "significant"
    run = dict(first["run"], tests=len(tested))
    limit = run["threshold_points"] / 100.0
    large = sorted((i for i in items if i["flag"] == "significant" and abs(i["effect"][0]) >= limit), key=lambda i: -abs(i["effect"][0]))
    with_data = [i for i in items if i["flag"] not in ("no_data", "not_testable")]

    def median(values):
        values = sorted(values)
        return values[len(values) // 2] if values else None

    # Every part plays each seed once as shipped; the joined run does so once in all.
    played = sum(p["matches_played"] for p in parts) - (len(parts) - 1) * run["matches"]
    elapsed = max(p["elapsed_ms"] for p in parts) if elapsed_ms is None else float(elapsed_ms)
    secs = elapsed / 1e3
    return {
        "format": "archeon-effects/1",
        "run": run,
        "items": items,
        "headline": {
            "large": [{"kind": i["kind"], "id": i["id"], "name": i["name"], "effect": i["effect"]} for i in large],
            "no_data": [{"kind": i["kind"], "id": i["id"], "name": i["name"]} for i in items if i["flag"] == "no_data"],
        },
        "matches_for_1pt_median": {
            "paired": median([i["matches_for_1pt_paired"] for i in with_data if i["matches_for_1pt_paired"] is not None]),
            "unpaired": median([i["matches_for_1pt_unpaired"] for i in with_data if i["matches_for_1pt_unpaired"] is not None]),
        },
        "matches_played": played,
        "elapsed_ms": elapsed,
        "cpu_ms": float(sum(p["cpu_ms"] for p in parts)),
        "threads": int(sum(p["threads"] for p in parts) if threads is None else threads),
        "matches_per_sec": float(math.floor(played / secs + 0.5)) if secs > 0 else 0.0,
    }


# The fields of an effects report that merge_effects reads, with their types.
_EFFECTS_FIELDS = {"run": dict, "items": list, "matches_played": int, "elapsed_ms": (int, float), "cpu_ms": (int, float), "threads": int}
_EFFECTS_RUN_FIELDS = {"matches": int, "threshold_points": (int, float)}
_EFFECTS_ITEM_FIELDS = ("kind", "id", "name", "error", "plays", "question", "p", "effect", "matches_for_1pt_paired", "matches_for_1pt_unpaired")


def _effects_part(report):
    """One part for merge_effects (a dict or JSON text), checked to be an effects report with the
    fields the join reads: anything else raises SimError."""
    try:
        part = json.loads(report) if isinstance(report, (str, bytes)) else report
    except ValueError as e:
        raise _archeon.SimError(f"an effects report is JSON: {e}") from None
    if not isinstance(part, dict) or part.get("format") != "archeon-effects/1":
        shown = part.get("format") if isinstance(part, dict) else type(part).__name__
        raise _archeon.SimError(f"not an effects report (format {shown!r:.80})")
    wrong = [k for k, t in _EFFECTS_FIELDS.items() if not isinstance(part.get(k), t)]
    wrong += [f"run.{k}" for k, t in _EFFECTS_RUN_FIELDS.items() if not isinstance(part.get("run", {}).get(k), t)]
    items = part.get("items") if isinstance(part.get("items"), list) else []
    if not all(isinstance(i, dict) and all(k in i for k in _EFFECTS_ITEM_FIELDS) for i in items):
        wrong.append("items")
    if wrong:
        raise _archeon.SimError(f"an effects report with missing or wrong fields: {', '.join(wrong)}")
    return part


def merge(reports, partial=False):
    """Merges reports (dicts or JSON texts) of parts of one run into the run's report (a dict).

    The parts must cover the whole run (``SimError`` naming the missing matches otherwise) unless
    ``partial``: then a contiguous part of it will do, and the report says so in its ``partial``
    field. The merged ``elapsed_ms`` is the longest part's (a lower bound of the wall clock) and
    ``cpu_ms`` the parts' summed busy time.
    """
    texts = [r if isinstance(r, str) else json.dumps(r) for r in reports]
    return json.loads(_archeon.sim_merge(texts, partial=partial))


def write_report(report, folder):
    """Writes a report's folder: report.json, items.csv, seats.csv, lengths.csv, report.html."""
    _archeon.sim_write(report if isinstance(report, str) else json.dumps(report), str(folder))


def without_timing(report):
    """The report without its timing fields (what must be equal between two runs of the same seeds):
    ``TIMING_FIELDS``; ``EFFECTS_TIMING_FIELDS`` of an effects report; and of a comparison, also
    those of its two packs' reports."""
    if not isinstance(report, dict):
        raise TypeError(f"a report is a dict, not {type(report).__name__}")
    fields = EFFECTS_TIMING_FIELDS if report.get("format") == "archeon-effects/1" else TIMING_FIELDS
    out = {k: v for k, v in report.items() if k not in fields}
    for key in ("report_a", "report_b"):
        if isinstance(out.get(key), dict):
            out[key] = without_timing(out[key])
    return out
