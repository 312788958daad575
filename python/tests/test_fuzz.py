"""A fuzz test of every public function's and method's arguments (issue 28), with hypothesis.

Each argument is drawn from its valid values or from garbage: integers of any size (the edges of
every integer type, and beyond 64 bits), floats, text, bytes, None, bools, lists, numpy scalars.
Whatever is passed: no abort, no PanicException (a BaseException that `except Exception` misses),
no OverflowError or MemoryError; a refusal is an ArcheonError, a TypeError or a ValueError; and a
refused call changes nothing (the save and the observations are the same after it).

Sizes that cost real work (a batch's matches, a simulation's matches) are drawn small or out of
range, so that the run stays short: derandomized, 200 examples a test, 25 s on a debug wheel
(a loaded machine).
"""

import json
import tempfile

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import archeon
from archeon import sim
from archeon.env import ArcheonAECEnv, ArcheonGymEnv
from archeon.openspiel import ArcheonGame

SETTINGS = settings(
    max_examples=200,
    # No deadline: a shared CI machine's pauses are not bugs; a hang fails the job's timeout.
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

EDGES = [0, 1, 2, 3, -1, 7, 255, 256, 2**16, 2**20, 2**20 + 1, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**40, 2**62,
         2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**100, 2**200, -(2**63), -(2**64)]
INTS = st.one_of(st.sampled_from(EDGES), st.integers(-(2**70), 2**70), st.integers(-3, 300))
GARBAGE = st.one_of(
    INTS,
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.binary(max_size=40),
    st.none(),
    st.booleans(),
    st.lists(st.integers(-3, 300), max_size=4),
    st.sampled_from([np.int32(1), np.uint64(2**64 - 1), np.float32(1.5), np.int8(-1), np.array([1, 2]), (1, 2), {"a": 1}]),
)
TABLES = archeon.tables()
PACKS = {t: archeon.load(t) for t in TABLES}
ALLOWED = (archeon.ArcheonError, TypeError, ValueError)


def arg(valid):
    return st.one_of(valid, GARBAGE)


def cheap(most):
    """A count that costs little work: 1 to `most`, or out of any bound."""
    return st.one_of(st.integers(1, most), INTS.filter(lambda v: v < 1 or v > 2**40), GARBAGE)


def attempt(fn, *args, **kwargs):
    """Calls fn; True when it was accepted, False when refused with an allowed error. Any other
    exception (PanicException, OverflowError, MemoryError, AttributeError...) fails the test."""
    try:
        fn(*args, **kwargs)
        return True
    except ALLOWED as e:
        # The panic boundary's last resort would hide a bug from the fuzz: it fails it here.
        assert "internal error of the library" not in str(e), str(e)
        return False
    except BaseException as e:  # noqa: BLE001 - PanicException is a BaseException
        if isinstance(e, KeyboardInterrupt):
            raise
        raise AssertionError(f"{getattr(fn, '__name__', fn)}{args!r:.200} raised {type(e).__name__}: {e!s:.300}") from None


def snapshot(m):
    return m.save(), [m.observe(s) for s in range(m.seats)], m.pending


MATCH_CALLS = {
    "legal_actions": lambda seat: [arg(seat)],
    "legal_mask": lambda seat: [arg(seat)],
    "apply": lambda seat: [arg(seat), arg(st.integers(0, 5000))],
    "step": lambda seat: [arg(st.integers(0, 5000))],
    "describe": lambda seat: [arg(st.integers(0, 5000)), arg(seat), arg(st.sampled_from(["en", "ru", "pl", "en-XA"]))],
    "observe": lambda seat: [arg(seat)],
    "observation_tensor": lambda seat: [arg(seat), arg(st.integers(1, 64))],
    "observe_flat": lambda seat: [arg(seat)],
    "view_text": lambda seat: [arg(seat), arg(st.sampled_from(["en", "ru", "pl", "en-XA"]))],
    "events": lambda seat: [arg(seat), arg(st.integers(0, 50))],
    "event_lines": lambda seat: [arg(seat), arg(st.integers(0, 50)), arg(st.sampled_from(["en", "ru", "pl", "en-XA"]))],
    "determinize": lambda seat: [arg(seat), arg(st.integers(0, 2**64 - 1))],
    "result": lambda seat: [],
    "rewards": lambda seat: [],
    "standing": lambda seat: [],
    "same_state": lambda seat: [GARBAGE],
}


@SETTINGS
@given(st.data())
def test_fuzz_match_methods(data):
    table = data.draw(st.sampled_from(TABLES))
    pack = PACKS[table]
    m = archeon.Match(pack, pack.seat_range[0], data.draw(st.integers(0, 2**64 - 1)))
    seat = st.integers(0, m.seats - 1)
    for _ in range(12):
        if data.draw(st.booleans()) and not m.is_over:
            # A legal move now and then, so that later calls meet other positions.
            m.step(data.draw(st.sampled_from(m.legal_actions())))
            continue
        name = data.draw(st.sampled_from(sorted(MATCH_CALLS)))
        args = [data.draw(s) for s in MATCH_CALLS[name](seat)]
        before = snapshot(m)
        if not attempt(getattr(m, name), *args):
            assert snapshot(m) == before, (name, args)


@SETTINGS
@given(st.data())
def test_fuzz_constructors_loaders_and_bots(data):
    table = arg(st.one_of(st.sampled_from(TABLES), st.sampled_from(list(PACKS.values()))))
    seats = arg(st.integers(2, 4))
    seed = arg(st.integers(0, 2**64 - 1))
    calls = [
        lambda: archeon.load(data.draw(table)),
        lambda: archeon.Match(data.draw(table), data.draw(st.one_of(st.none(), seats)), data.draw(seed),
                              data.draw(st.one_of(st.none(), st.just({}), GARBAGE))),
        lambda: archeon.Match.load(data.draw(table), data.draw(arg(st.just(archeon.Match("kessel", 2, 1).save())))),
        lambda: archeon.Bot(data.draw(arg(st.sampled_from(archeon.BOT_NAMES))), data.draw(seed)),
        lambda: archeon.Bot("random").reset(data.draw(seed)),
        lambda: archeon.Bot(data.draw(st.sampled_from(archeon.BOT_NAMES))).choose(
            archeon.Match("kessel", 2, 1), data.draw(arg(st.integers(0, 1)))),
        lambda: PACKS["kessel"].name(data.draw(arg(st.sampled_from(["en", "ru", "pl", "en-XA"])))),
        lambda: PACKS["kessel"].action_bound(data.draw(seats)),
        lambda: archeon.VecMatch(data.draw(table), data.draw(cheap(3)), data.draw(seed), data.draw(st.one_of(st.none(), seats))),
        lambda: archeon.Campaign(data.draw(table), data.draw(seed)),
        lambda: archeon.Campaign.offered(data.draw(table)),
        lambda: archeon.Campaign.load(data.draw(table), data.draw(arg(st.binary(max_size=200)))),
        lambda: ArcheonGymEnv(data.draw(table), seat=data.draw(arg(st.integers(0, 1))), seats=data.draw(st.one_of(st.none(), seats)),
                              opponents=data.draw(arg(st.sampled_from(archeon.BOT_NAMES))), seed=data.draw(seed),
                              size=data.draw(arg(st.integers(1, 64))),
                              illegal_action=data.draw(arg(st.sampled_from(["raise", "lose"])))).reset(),
        lambda: ArcheonAECEnv(data.draw(table), seats=data.draw(st.one_of(st.none(), seats)), seed=data.draw(seed),
                              size=data.draw(arg(st.integers(1, 64)))).reset(),
        lambda: ArcheonGame.of(data.draw(table), players=data.draw(st.one_of(st.none(), seats)), rng_seed=data.draw(seed),
                               tensor_size=data.draw(arg(st.integers(1, 64)))).new_initial_state().information_state_tensor(0),
        lambda: PACKS["kessel"].action_ids(data.draw(seats)),
    ]
    for _ in range(4):
        attempt(data.draw(st.sampled_from(calls)))


@SETTINGS
@given(st.data())
def test_fuzz_batched_steps(data):
    n = data.draw(st.integers(1, 4))
    v = archeon.VecMatch(data.draw(st.sampled_from(TABLES)), n, seed=data.draw(st.integers(0, 2**64 - 1)))
    dtypes = [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float32, np.float64, bool, object]
    for _ in range(6):
        saves = [v.get(i).save() for i in range(n)]
        arrays = [a.copy() for a in (v.mask, v.legal, v.num_legal, v.seat)]
        legal = v.legal[np.arange(n), 0].astype(np.int64)
        kind = data.draw(st.integers(0, 3))
        if kind == 0:
            actions = legal
        elif kind == 1:
            ids = data.draw(st.lists(st.integers(-(2**64), 2**64), min_size=n, max_size=n))
            mixed = [legal[i] if data.draw(st.booleans()) else ids[i] for i in range(n)]
            dtype = data.draw(st.sampled_from(dtypes))
            try:
                actions = np.array(mixed, dtype=object).astype(dtype)
            except (OverflowError, ValueError):
                actions = np.array(mixed, dtype=object)
        elif kind == 2:
            actions = data.draw(GARBAGE)
        else:
            actions = legal[: data.draw(st.integers(0, n + 1))]
        if not attempt(v.step, actions):
            assert [v.get(i).save() for i in range(n)] == saves
            assert all(np.array_equal(a, b) for a, b in zip(arrays, (v.mask, v.legal, v.num_legal, v.seat)))
        attempt(v.observation_tensors, data.draw(arg(st.integers(1, 64))))
        attempt(v.get, data.draw(arg(st.integers(0, n - 1))))


@SETTINGS
@given(st.data())
def test_fuzz_simulation_entry_points(data):
    table = arg(st.sampled_from(["kessel", "pazaak", "corellian"]))
    matches = cheap(2)
    seed = arg(st.integers(0, 2**64 - 1))
    seats = st.one_of(st.none(), arg(st.integers(2, 3)))
    threads = arg(st.integers(0, 2))
    bot = arg(st.sampled_from(["random", "heuristic"]))
    shard = st.one_of(st.none(), st.tuples(arg(st.integers(1, 3)), arg(st.integers(1, 3))), GARBAGE)
    report = json.dumps(sim.run("kessel", 2, 1, bot="random"))
    calls = [
        lambda: archeon._archeon.sim_run(data.draw(table), data.draw(matches), data.draw(seed), seats=data.draw(seats),
                                         bot=data.draw(bot), threads=data.draw(threads), shard=data.draw(shard)),
        lambda: sim.run(data.draw(table), data.draw(matches), data.draw(seed), seats=data.draw(seats), bot=data.draw(bot),
                        threads=data.draw(threads), backend=data.draw(arg(st.just("local")))),
        lambda: archeon._archeon.sim_merge(data.draw(arg(st.just([report]))), partial=data.draw(arg(st.booleans())),
                                           elapsed_ms=data.draw(arg(st.floats())), threads=data.draw(arg(st.integers(0, 9)))),
        lambda: sim.merge(data.draw(arg(st.just([report])))),
        lambda: sim.merge_effects(data.draw(st.lists(GARBAGE, max_size=3))),
        lambda: sim.without_timing(data.draw(arg(st.just(json.loads(report))))),
        lambda: sim.holm(data.draw(arg(st.lists(st.floats(0, 1), max_size=4)))),
        lambda: archeon._archeon.sim_ablate_items(data.draw(table), seats=data.draw(seats), items=data.draw(arg(st.none())),
                                                  seed=data.draw(seed)),
        lambda: archeon._archeon.sim_compare(data.draw(table), data.draw(table), data.draw(cheap(1)), data.draw(seed),
                                             seats=data.draw(seats), bot=data.draw(bot), threads=data.draw(threads)),
        lambda: archeon._archeon.sim_ablate(data.draw(table), data.draw(cheap(1)), data.draw(seed), seats=data.draw(seats),
                                            bot=data.draw(bot), threads=data.draw(threads), items=["no_such_item"]),
    ]
    for _ in range(3):
        attempt(data.draw(st.sampled_from(calls)))
    with tempfile.TemporaryDirectory() as folder:
        attempt(sim.write_report, data.draw(GARBAGE), folder)


@SETTINGS
@given(st.data())
def test_fuzz_campaign_calls(data):
    c = archeon.Campaign("pazaak", data.draw(st.integers(0, 2**64 - 1)))
    for _ in range(15):
        legal = c.legal() or c.legal_actions()
        if legal and data.draw(st.booleans()):
            (c.choose if c.legal() else c.play)(data.draw(st.sampled_from(legal)))
            continue
        save = c.save()
        name, args = data.draw(st.sampled_from([
            ("choose", [arg(st.integers(0, 300))]),
            ("play", [arg(st.integers(0, 5000))]),
            ("describe", [arg(st.integers(0, 300)), arg(st.sampled_from(["en", "ru", "pl", "en-XA"]))]),
            ("view_text", [arg(st.sampled_from(["en", "ru", "pl", "en-XA"]))]),
            ("event_lines", [arg(st.integers(0, 20)), arg(st.sampled_from(["en", "ru", "pl", "en-XA"]))]),
        ]))
        if not attempt(getattr(c, name), *[data.draw(a) for a in args]):
            assert c.save() == save


def test_the_fuzz_would_see_what_it_looks_for():
    # The checker itself: a PanicException-like BaseException or an OverflowError fails it.
    class Panic(BaseException):
        pass

    def panics():
        raise Panic("boom")

    def overflows():
        raise OverflowError("too big")

    for fn in (panics, overflows):
        with pytest.raises(AssertionError, match="raised"):
            attempt(fn)
    assert attempt(lambda: None) is True
    assert attempt(lambda: archeon.load("nope")) is False
