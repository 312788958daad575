"""VecMatch: batched stepping with numpy arrays."""

import numpy as np
import pytest

import archeon


@pytest.mark.parametrize("table", ["kessel", "archeon", "arcana", "corellian", "pazaak"])
def test_a_batch_steps_random_policies_and_replaces_finished_matches(table):
    pack = archeon.load(table)
    n = 16
    v = archeon.VecMatch(pack, n, seed=100)
    assert v.mask.shape == (n, pack.num_actions) and v.mask.dtype == np.bool_
    rng = np.random.default_rng(1)
    finished = 0
    for _ in range(400):
        idx = (rng.random(n) * v.num_legal).astype(np.int64)
        actions = v.legal[np.arange(n), idx].astype(np.int64)
        assert v.mask[np.arange(n), actions].all()
        mask, rewards, dones, seat = v.step(actions)
        assert rewards.shape == (n, v.seats) and rewards.dtype == np.float32
        assert (rewards[~dones] == 0).all()
        for i in np.flatnonzero(dones):
            assert sorted(set(rewards[i].tolist())) in ([-1.0, 1.0], [0.0], [1.0])
        assert (seat >= 0).all() and (v.num_legal == mask.sum(axis=1)).all()
        finished += int(dones.sum())
    assert finished == v.finished
    if table == "kessel":
        assert finished > 0


def test_a_batch_is_the_same_as_its_matches_played_one_by_one():
    n, seed = 4, 9
    v = archeon.VecMatch("kessel", n, seed=seed)
    singles = [archeon.Match("kessel", 2, seed + i) for i in range(n)]
    for _ in range(30):
        actions = v.legal[np.arange(n), 0].astype(np.int64)
        _, _, dones, _ = v.step(actions)
        if dones.any():
            break
        for m, a in zip(singles, actions):
            m.step(int(a))
        for i, m in enumerate(singles):
            assert v.get(i).same_state(m)


def test_an_illegal_action_changes_no_match():
    v = archeon.VecMatch("kessel", 3, seed=1)
    before = [v.get(i).save() for i in range(3)]
    actions = v.legal[np.arange(3), 0].astype(np.int64)
    actions[2] = v.num_actions + 3
    with pytest.raises(archeon.IllegalActionError, match="match 2"):
        v.step(actions)
    assert [v.get(i).save() for i in range(3)] == before
    with pytest.raises(archeon.ArcheonError, match="3 actions"):
        v.step(np.zeros(2, dtype=np.int64))


def test_observation_tensors_of_the_batch():
    v = archeon.VecMatch("arcana", 5, seed=3)
    t = v.observation_tensors(128)
    assert t.shape == (5, 128) and t.dtype == np.float32
    for i in range(5):
        m = v.get(i)
        assert np.array_equal(t[i], m.observation_tensor(m.current_seat, 128))


def test_a_batch_has_a_documented_bound_on_its_size():
    # Issue 28 #8: 10^7 matches aborted the interpreter, 2^62 panicked. Past MAX_VEC_MATCHES the
    # batch is refused before anything is allocated.
    assert archeon.MAX_VEC_MATCHES == 16384
    for n in (0, -1, archeon.MAX_VEC_MATCHES + 1, 10**6, 10**7, 2**62, 2**64, 2**200):
        with pytest.raises(archeon.ArcheonError, match="number of matches is 1 to 16384"):
            archeon.VecMatch("kessel", n)
    with pytest.raises(archeon.SetupError):
        archeon.VecMatch("kessel", 2, seats=300)
    v = archeon.VecMatch("kessel", 4, seed=2**64 - 2)  # seeds wrap past the top, as the library's do
    assert v.n == 4
    for size in (0, -5, 2**40, archeon.MAX_TENSOR_SIZE + 1):
        with pytest.raises(archeon.ArcheonError, match="size is 1 to"):
            v.observation_tensors(size)
    big = archeon.VecMatch("kessel", 128)
    with pytest.raises(archeon.ArcheonError, match="MAX_BATCH_TENSOR"):
        big.observation_tensors(archeon.MAX_TENSOR_SIZE)
    for i in (4, -1, 2**70):
        with pytest.raises(archeon.ArcheonError):
            v.get(i)


def test_a_refused_step_changes_no_match_whatever_the_arrays_say():
    # Issue 28 #9: the legality check read the mask it handed out, which Python could write:
    # matches 0-4 were advanced, then element 5 raised. Now the arrays are read-only views, and
    # every action is checked against the engine's lists before any is applied.
    n = 8
    v = archeon.VecMatch("kessel", n, seed=11)
    for array in (v.mask, v.legal, v.num_legal, v.seat):
        assert not array.flags.writeable
        with pytest.raises(ValueError, match="read-only"):
            array[0] = 1
    mask, rewards, dones, seat = v.step(v.legal[np.arange(n), 0])
    for array in (mask, rewards, dones, seat):
        assert not array.flags.writeable
    illegal = int(np.flatnonzero(~v.mask[5])[0])
    # A determined caller can still make a view writable; it changes nothing the engine checks.
    forged = v.mask
    forged.setflags(write=True)
    forged[5, illegal] = True
    before = [v.get(i).save() for i in range(n)]
    actions = v.legal[np.arange(n), 0].astype(np.int64)
    actions[5] = illegal
    with pytest.raises(archeon.IllegalActionError, match="match 5"):
        v.step(actions)
    assert [v.get(i).save() for i in range(n)] == before
    forged[5, illegal] = False
    v.step(v.legal[np.arange(n), 0])
    assert [v.get(i).save() for i in range(n)] != before


@pytest.mark.parametrize("dtype", [np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.intc, np.longlong])
def test_a_step_takes_any_integer_dtype(dtype):
    # Issue 28 #10: int32 (what `legal` holds and the README's one-liner makes) was refused.
    n = 6
    v = archeon.VecMatch("kessel", n, seed=5)
    twin = archeon.VecMatch("kessel", n, seed=5)
    rng = np.random.default_rng(0)
    for _ in range(20):
        picks = v.legal[np.arange(n), (rng.random(n) * v.num_legal).astype(int)]
        v.step(picks.astype(dtype))
        twin.step(picks.astype(np.int64))
    assert [v.get(i).save() for i in range(n)] == [twin.get(i).save() for i in range(n)]


def test_a_step_takes_lists_and_strided_arrays_and_refuses_what_is_not_n_ids():
    n = 4
    v = archeon.VecMatch("kessel", n, seed=8)
    v.step([int(a) for a in v.legal[:, 0]])  # a list of ints
    v.step(np.repeat(v.legal[:, 0], 2)[::2])  # a strided view
    before = [v.get(i).save() for i in range(n)]
    first = v.legal[:, 0].astype(np.int64)
    bad = [
        (first.astype(np.float64), archeon.ArcheonError, "integers"),
        (first.astype(bool), archeon.ArcheonError, "integers"),
        (first.astype(object) * 2**70, archeon.ArcheonError, "integers"),
        (np.array(["a"] * n), archeon.ArcheonError, "integers"),
        (first[:3], archeon.ArcheonError, "4 actions"),
        (first.reshape(2, 2), archeon.ArcheonError, "4 actions"),
        (np.where(np.arange(n) == 2, -1, first), archeon.IllegalActionError, "match 2"),
        (np.where(np.arange(n) == 3, 2**40, first), archeon.IllegalActionError, "match 3"),
        (np.where(np.arange(n) == 1, np.uint64(2**64 - 1), first.astype(np.uint64)), archeon.IllegalActionError, "match 1"),
    ]
    for actions, error, message in bad:
        with pytest.raises(error, match=message):
            v.step(actions)
        assert [v.get(i).save() for i in range(n)] == before


# --- Issue 29: the tensor hashed while serializing, and an agent against the library's bots. ---

FNV_OFFSET, FNV_PRIME, MASK64 = 0xCBF29CE484222325, 0x100000001B3, (1 << 64) - 1


def fnv1a64(text):
    h = FNV_OFFSET
    for b in text.encode():
        h = ((h ^ b) * FNV_PRIME) & MASK64
    return h


def scheme_tensors(leaves, sizes):
    """archeon.OBSERVATION_SCHEME over observe_flat's leaves (the JSON value's, in its order),
    summed in float32 one leaf at a time as the library does, for each size."""
    hashed = [(fnv1a64(path), np.float32(value)) for path, value in leaves]
    outs = []
    for size in sizes:
        out = np.zeros(size, dtype=np.float32)
        for h, value in hashed:
            out[h % size] = np.float32(out[h % size] + value)
        outs.append(out)
    return outs


def bits(a):
    return np.asarray(a, dtype=np.float32).view(np.uint32)


@pytest.mark.parametrize("table", archeon.tables())
def test_the_tensor_is_the_scheme_over_the_json_leaves_bit_for_bit(table):
    # The tensor is hashed while the observation serializes (no JSON value); it must be what the
    # scheme gives over the JSON value's leaves (observe_flat), collisions and float sums included.
    pack = archeon.load(table)
    rng = np.random.default_rng(29)
    checked = 0
    for seats in sorted({pack.seat_range[0], pack.seat_range[1]}):
        seed = 7
        while checked < 40 * seats:  # decisions over as many matches as it takes, to their ends
            m = archeon.Match(pack, seats, seed)
            seed += 1
            while not m.is_over:
                for seat in range(seats):
                    sizes = (1, 7, 64, archeon.TENSOR_SIZE)
                    for size, want in zip(sizes, scheme_tensors(m.observe_flat(seat), sizes)):
                        assert np.array_equal(bits(m.observation_tensor(seat, size)), bits(want)), (seat, size)
                    checked += 1
                legal = m.legal_actions()
                m.step(legal[int(rng.random() * len(legal))])
    v = archeon.VecMatch(pack, 6, seed=4)
    for _ in range(10):
        t = v.observation_tensors(97)
        for i in range(v.n):
            m = v.get(i)
            assert np.array_equal(bits(t[i]), bits(scheme_tensors(m.observe_flat(m.current_seat), [97])[0]))
        v.step(v.legal[np.arange(v.n), 0])


def bot_seed(seed, seat):
    """The seed of a seat's bot in a match of `seed` (what VecMatch, `archeon play` and sim use)."""
    return seed ^ ((0x9E3779B97F4A7C15 * (seat + 1)) & MASK64)


def random_actions(v, rng):
    return v.legal[np.arange(v.n), (rng.random(v.n) * v.num_legal).astype(np.int64)]


@pytest.mark.parametrize("table", archeon.tables())
def test_opponents_play_inside_so_every_row_waits_on_an_agent_seat(table):
    pack = archeon.load(table)
    seats = pack.seat_range[1]
    agents = [seats - 1]
    v = archeon.VecMatch(pack, 8, seed=3, seats=seats, opponents="heuristic", agent_seats=agents)
    assert v.opponents == "heuristic" and v.agent_seats == agents
    assert (v.seat == agents[0]).all()
    rng = np.random.default_rng(2)
    finished = 0
    for _ in range(150):
        mask, rewards, dones, seat = v.step(random_actions(v, rng))
        assert (seat == agents[0]).all() and (v.num_legal == mask.sum(axis=1)).all() and (v.num_legal > 0).all()
        assert (rewards[~dones] == 0).all()
        for i in np.flatnonzero(dones):
            assert sorted(set(rewards[i].tolist())) in ([-1.0, 1.0], [0.0], [1.0])
        finished += int(dones.sum())
    assert finished == v.finished
    if table == "kessel":
        assert finished > 0


def test_without_opponents_every_seat_is_pythons():
    v = archeon.VecMatch("kessel", 4, seed=1)
    assert v.opponents is None and v.agent_seats == list(range(v.seats))


@pytest.mark.parametrize("table,kind", [("kessel", "heuristic"), ("kessel", "random"), ("arcana", "easy"), ("pazaak", "heuristic")])
def test_a_batch_with_opponents_is_a_match_and_its_bots_played_by_hand(table, kind):
    # Same seeds, same bots, same agent choices: the batch's row i is exactly Match(seed + i) with
    # Bot(kind, bot_seed(seed + i, seat)) at every other seat, to the rewards at its end.
    n, seed = 4, 50
    v = archeon.VecMatch(table, n, seed=seed, opponents=kind)
    singles, bots = [], []
    for i in range(n):
        m = archeon.Match(table, v.seats, seed + i)
        bots.append({s: archeon.Bot(kind, bot_seed(seed + i, s)) for s in range(1, v.seats)})
        singles.append(m)

    def play_bots(i):
        m = singles[i]
        while not m.is_over and m.current_seat != 0:
            m.step(bots[i][m.current_seat].choose(m, m.current_seat))

    for i in range(n):
        play_bots(i)
        assert v.get(i).same_state(singles[i])
    rng = np.random.default_rng(6)
    live = set(range(n))
    for _ in range(400):
        if not live:
            break
        picks = (rng.random(n) * v.num_legal).astype(np.int64)
        actions = v.legal[np.arange(n), picks]
        for i in live:
            assert list(v.legal[i, : v.num_legal[i]]) == singles[i].legal_actions()
        _, rewards, dones, _ = v.step(actions)
        for i in sorted(live):
            singles[i].step(int(actions[i]))
            play_bots(i)
            if dones[i]:
                assert singles[i].is_over
                assert rewards[i].tolist() == singles[i].rewards()
                live.discard(i)
            else:
                assert v.get(i).same_state(singles[i])
    assert not live, "every row finished its first match"


def test_a_batch_with_opponents_is_deterministic_whatever_else_is_asked():
    def run(noise):
        v = archeon.VecMatch("kessel", 16, seed=77, opponents="heuristic")
        other = archeon.VecMatch("kessel", 16, seed=1, opponents="random")
        rng = np.random.default_rng(0)
        out = []
        for _ in range(60):
            if noise:
                v.observation_tensors()
                other.step(other.legal[np.arange(16), 0])
                [v.get(i) for i in range(0, 16, 5)]
            _, rewards, dones, _ = v.step(random_actions(v, rng))
            out.append((rewards.copy(), dones.copy()))
        return out, [v.get(i).save() for i in range(16)], v.finished

    a, b = run(False), run(True)
    assert a[1] == b[1] and a[2] == b[2]
    assert all(np.array_equal(x[0], y[0]) and np.array_equal(x[1], y[1]) for x, y in zip(a[0], b[0]))


def test_bad_opponents_or_agent_seats_are_refused_by_name():
    names = ", ".join(archeon.BOT_NAMES)
    for bad in ("Heuristic", "", "hard ", "x" * 500):
        with pytest.raises(archeon.ArcheonError, match=names):
            archeon.VecMatch("kessel", 4, opponents=bad)
    for seats in ([2], [0, 7], [255]):
        with pytest.raises(archeon.SeatError, match=r"agent seat \d+ is not a seat of a 2-seat match \(0 to 1\)"):
            archeon.VecMatch("kessel", 4, seats=2, opponents="random", agent_seats=seats)
    with pytest.raises(archeon.SeatError, match="a seat is 0 to 255"):
        archeon.VecMatch("kessel", 4, opponents="random", agent_seats=[-1])
    with pytest.raises(archeon.ArcheonError, match="at least one seat"):
        archeon.VecMatch("kessel", 4, opponents="random", agent_seats=[])
    with pytest.raises(archeon.ArcheonError, match="agent_seats is for a batch with opponents"):
        archeon.VecMatch("kessel", 4, agent_seats=[0])
    with pytest.raises(TypeError):
        archeon.VecMatch("kessel", 4, opponents=3)


def test_every_seat_an_agent_leaves_nothing_to_the_bots():
    v = archeon.VecMatch("kessel", 4, seed=5, opponents="hard", agent_seats=[0, 1])
    twin = archeon.VecMatch("kessel", 4, seed=5)
    for _ in range(40):
        a = twin.legal[np.arange(4), 0]
        v.step(a)
        twin.step(a)
    assert [v.get(i).save() for i in range(4)] == [twin.get(i).save() for i in range(4)]


def paired_ratio(n=256, rounds=5, steps=20):
    """The bench's paired timings (python/benches/bench.py `against_bots`: each batch of tensors
    timed right before the step from the same states, kessel against the heuristic), as medians:
    the ratio tensors/step, ns per agent action of step, ns per row of tensors."""
    import importlib.util
    import pathlib
    import statistics

    path = pathlib.Path(__file__).resolve().parents[1] / "benches" / "bench.py"
    spec = importlib.util.spec_from_file_location("archeon_bench", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rounds_ = bench.against_bots("kessel", n, steps, rounds)
    return tuple(statistics.median(r[k] for r in rounds_) for k in (2, 0, 1))


def test_a_batch_of_tensors_costs_at_most_twice_a_batch_step():
    # Issue 29: observation_tensors cost about 60x a step (a JSON value built, then hashed). Now
    # they are hashed while serializing; against the heuristic at n = 256 they must cost at most 2x.
    ratio, step_ns, tensor_ns = paired_ratio()
    assert ratio <= 2.0, f"tensors {tensor_ns:.0f} ns/row vs step {step_ns:.0f} ns/action: {ratio:.2f}x"
