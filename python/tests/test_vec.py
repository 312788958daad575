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
