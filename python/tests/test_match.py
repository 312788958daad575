"""The session API from Python: every call of issue 15 over every shipped table."""

import copy
import json

import numpy as np
import pytest

import archeon

TABLES = archeon.tables()


def test_every_shipped_table_is_listed_and_loads():
    assert {"kessel", "archeon", "arcana", "prof_arcana", "corellian", "pazaak"} <= set(TABLES)
    for t in TABLES:
        pack = archeon.load(t)
        assert pack.id == t and pack.num_actions > 0
        lo, hi = pack.seat_range
        assert 2 <= lo <= hi
    assert archeon.load("prof-arcana").id == "prof_arcana"


def test_a_pack_folder_loads(tmp_path):
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[2] / "content" / "kessel"
    assert root.is_dir(), f"the tests run from the repository: {root}"
    assert archeon.load(str(root)).content_hash == archeon.load("kessel").content_hash


def test_errors_are_python_exceptions_with_the_librarys_messages():
    with pytest.raises(archeon.ContentError, match="no built-in table `kesel`.*did you mean `kessel`"):
        archeon.load("kesel")
    with pytest.raises(archeon.SetupError, match="this table seats 2 to 4 players, not 1"):
        archeon.Match("kessel", 1, 0)
    with pytest.raises(archeon.SetupError, match="unknown field `no_such_field`"):
        archeon.Match("kessel", 2, 0, setup={"no_such_field": 1})
    m = archeon.Match("kessel", 2, 3)
    with pytest.raises(archeon.SeatError, match="seat 9 is not a seat of this match"):
        m.observe(9)
    before = m.save()
    seat, _ = m.pending
    with pytest.raises(archeon.IllegalActionError):
        m.apply(seat, m.num_actions + 5)
    with pytest.raises(archeon.IllegalActionError):
        m.apply(1 - seat, m.legal_actions()[0])
    assert m.save() == before, "a refused action changes nothing"
    with pytest.raises(archeon.LoadError):
        archeon.Match.load("kessel", b"{not json")
    sample = m.determinize(0, 1)
    with pytest.raises(archeon.SaveError):
        sample.save()
    assert issubclass(archeon.IllegalActionError, archeon.ArcheonError)


@pytest.mark.parametrize("table", TABLES)
def test_a_whole_match_through_every_call(table):
    pack = archeon.load(table)
    seats = pack.seat_range[0]
    m = archeon.Match(pack, seats, 42)
    cursors = [0] * seats
    rng = np.random.default_rng(0)
    steps = 0
    while m.pending is not None:
        seat, kind = m.pending
        assert isinstance(kind, str)
        legal = m.legal_actions(seat)
        mask = m.legal_mask(seat)
        assert mask.dtype == np.bool_ and mask.shape == (pack.num_actions,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(legal)
        for other in range(seats):
            if other != seat:
                assert m.legal_actions(other) == [] and not m.legal_mask(other).any()
        obs = m.observe(seat)
        assert obs["family"] == pack.family
        t = m.observation_tensor(seat)
        assert t.dtype == np.float32 and t.shape == (archeon.TENSOR_SIZE,)
        assert m.observation_tensor(seat, 64).shape == (64,)
        events, cursors[seat] = m.events(seat, cursors[seat])
        assert all("to" in e and "type" in e["body"] for e in events)
        action = legal[int(rng.integers(len(legal)))]
        text = m.describe(action, seat)
        assert text is None or isinstance(text, str)
        assert m.describe(pack.num_actions + 1, seat) is None
        m.apply(seat, action)
        steps += 1
    assert steps <= pack.action_bound(seats)
    result = m.result()
    assert set(result) >= {"winners", "chips", "places", "rounds"}
    rewards = m.rewards()
    assert len(rewards) == seats
    for s in range(seats):
        assert rewards[s] == (1.0 if s in result["winners"] else (-1.0 if result["winners"] else 0.0))
    saved = m.save()
    assert json.loads(saved)["pack"] == table
    again = archeon.Match.load(pack, saved)
    assert again.same_state(m) and again.result() == result


def test_clone_is_exact_and_independent():
    m = archeon.Match("archeon", 3, 7)
    for _ in range(20):
        m.step(m.legal_actions()[0])
    c = m.clone()
    assert c.same_state(m) and copy.copy(m).same_state(m) and copy.deepcopy(m).same_state(m)
    c.step(c.legal_actions()[-1])
    assert not c.same_state(m)


def test_determinize_keeps_what_the_seat_saw_and_redraws_the_rest():
    m = archeon.Match("kessel", 3, 11)
    for _ in range(5):
        m.step(m.legal_actions()[0])
    seat = m.current_seat
    samples = [m.determinize(seat, s) for s in range(8)]
    for s in samples:
        assert s.observe(seat) == m.observe(seat)
        assert s.legal_actions(seat) == m.legal_actions(seat)
    others = {json.dumps(s.observe((seat + 1) % 3), sort_keys=True) for s in samples}
    assert len(others) > 1, "another seat's hidden cards are drawn again"
    assert samples[0].determinize(seat, 1).observe(seat) == m.observe(seat)


def test_the_observation_tensor_follows_the_documented_scheme():
    m = archeon.Match("kessel", 2, 5)
    seat = m.current_seat
    size = 97
    flat = m.observe_flat(seat)
    assert flat, "an observation has leaves"

    def fnv1a(text):
        h = 0xCBF29CE484222325
        for b in text.encode():
            h ^= b
            h = (h * 0x100000001B3) % (1 << 64)
        return h

    expected = np.zeros(size, dtype=np.float32)
    for path, value in flat:
        expected[fnv1a(path) % size] += np.float32(value)
    assert np.array_equal(m.observation_tensor(seat, size), expected)
    assert "fnv1a64" in archeon.OBSERVATION_SCHEME


def test_the_tensor_carries_nothing_a_seat_cannot_see():
    # Two matches that differ only in what seat 0 cannot see give seat 0 the same tensor.
    m = archeon.Match("archeon", 3, 21)
    for _ in range(12):
        m.step(m.legal_actions()[0])
    for s in range(6):
        sample = m.determinize(0, s)
        assert np.array_equal(sample.observation_tensor(0), m.observation_tensor(0))


def test_bots_play_a_match_from_python():
    m = archeon.Match("prof_arcana", 2, 3)
    bots = [archeon.Bot("heuristic", 1), archeon.Bot("random", 2)]
    while not m.is_over:
        s = m.current_seat
        m.apply(s, bots[s].choose(m, s))
    assert m.result() is not None
    with pytest.raises(archeon.ArcheonError, match="random, heuristic"):
        archeon.Bot("clever")


def test_the_search_bot_plays_a_pazaak_match_from_python_the_same_each_time():
    def play(seed):
        m = archeon.Match("pazaak", 2, seed)
        bots = [archeon.Bot("medium", 1), archeon.Bot("easy", 2)]
        while not m.is_over:
            s = m.current_seat
            m.apply(s, bots[s].choose(m, s))
        return m.save()

    assert play(4) == play(4)


def test_text_views_and_languages():
    m = archeon.Match("archeon", 2, 1)
    assert m.view_text(0) and m.view_text(0, "ru")
    lines, cursor = m.event_lines(0)
    assert cursor > 0 and all(isinstance(line, str) for line in lines)
    with pytest.raises(archeon.ArcheonError, match="`en` or `ru`"):
        m.view_text(0, "fr")
