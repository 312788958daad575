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
