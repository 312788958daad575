"""The ecosystem adapters: PettingZoo (api_test on every table), Gymnasium (test_openspiel.py: OpenSpiel)."""

import numpy as np
import pytest

import archeon
from archeon.env import ArcheonAECEnv, ArcheonGymEnv

from pettingzoo import test as pettingzoo_test  # noqa: E402  (installed by .ci/python.sh; a missing one fails)


@pytest.mark.parametrize("table", archeon.tables())
def test_pettingzoo_api_test_passes_on_every_shipped_table(table):
    env = ArcheonAECEnv(table, seed=5, size=128)
    pettingzoo_test.api_test(env, num_cycles=300, verbose_progress=False)


@pytest.mark.parametrize("table", ["kessel", "prof_arcana", "corellian", "pazaak"])
def test_pettingzoo_plays_whole_matches_with_masked_random_actions(table):
    env = ArcheonAECEnv(table, seats=archeon.load(table).seat_range[0], seed=1)
    env.reset(seed=3)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(max_iter=100_000):
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.any()
        env.step(int(np.flatnonzero(mask)[0]))
    assert not env.agents
    assert sorted(set(totals.values())) in ([-1.0, 1.0], [0.0], [1.0])


def test_gymnasium_env_against_the_librarys_bots():
    from gymnasium.utils.env_checker import check_env

    env = ArcheonGymEnv("kessel", seat=1, seats=3, opponents="heuristic", seed=2)
    check_env(env, skip_render_check=True)
    rng = np.random.default_rng(0)
    wins = 0
    for episode in range(10):
        obs, info = env.reset(seed=episode)
        done = False
        while not done:
            legal = np.flatnonzero(obs["action_mask"])
            obs, reward, done, truncated, info = env.step(int(rng.choice(legal)))
        wins += reward > 0
    assert 0 <= wins <= 10
    env = ArcheonGymEnv("kessel", seed=1, illegal_action="raise")
    env.reset()
    with pytest.raises(archeon.IllegalActionError):
        env.step(len(env.actions))


def test_gymnasium_check_env_passes_with_every_default():
    # Issue 28 #11: check_env samples the whole action space; with the defaults an action outside
    # the mask forfeits (terminated, reward -1), the observation bounds are finite and the
    # metadata has render_fps. The only warning left is gymnasium's own about an unregistered env.
    import warnings

    from gymnasium.utils.env_checker import check_env

    env = ArcheonGymEnv("kessel", seat=0, seats=2)
    assert env.illegal_action == "lose" and env.metadata["render_fps"] > 0
    box = env.observation_space["observation"]
    assert np.isfinite(box.low).all() and np.isfinite(box.high).all()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env)
    assert [str(w.message) for w in caught if "spec" not in str(w.message)] == []
    # An illegal id forfeits, leaves the match as it was, and the episode then wants a reset.
    obs, _ = env.reset(seed=4)
    before = env.match.save()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info) == (-1.0, True, False, {"illegal": True})
    assert env.match.save() == before
    with pytest.raises(archeon.ArcheonError, match="reset"):
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    for bad in (-1, 2**40, 2**70):
        env.reset(seed=4)
        assert env.step(bad)[1:4] == (-1.0, True, False)
    # Every observation a played episode gives lies in the declared bounds.
    obs, _ = env.reset(seed=5)
    done = False
    while not done:
        assert env.observation_space.contains(obs)
        obs, _, done, _, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))


def test_environments_refuse_bad_sizes_and_seats_with_archeon_errors():
    for size in (0, -1, 2**40, archeon.MAX_TENSOR_SIZE + 1):
        with pytest.raises(archeon.ArcheonError, match="size is 1 to"):
            ArcheonGymEnv("kessel", size=size)
        with pytest.raises(archeon.ArcheonError, match="size is 1 to"):
            ArcheonAECEnv("kessel", size=size)
    with pytest.raises(archeon.SeatError):
        ArcheonGymEnv("kessel", seat=2, seats=2)
    with pytest.raises(archeon.SetupError):
        ArcheonAECEnv("kessel", seats=300)
    with pytest.raises(archeon.SetupError):
        ArcheonGymEnv("kessel", seats=2**70)


def test_gymnasium_ids_are_registered_for_every_shipped_table():
    import warnings

    import gymnasium
    from gymnasium.utils.env_checker import check_env

    from archeon.env import GYM_IDS, gym_id

    assert gym_id("kessel") == "archeon/Kessel-v0" and gym_id("corellian_cloud_city") == "archeon/CorellianCloudCity-v0"
    assert sorted(GYM_IDS) == sorted(gym_id(t) for t in archeon.tables())
    env = gymnasium.make("archeon/Kessel-v0", render_mode="ansi")
    assert env.unwrapped.pack.id == "kessel"
    # check_env on the made env's own environment (as gymnasium asks): no warning at all; made
    # by id, it has its spec.
    assert env.unwrapped.spec is not None and env.unwrapped.spec.id == "archeon/Kessel-v0"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env.unwrapped)
    assert [str(w.message) for w in caught] == []
    obs, _ = env.reset(seed=3)
    text = env.render()
    assert isinstance(text, str) and text.strip()
    for t in archeon.tables():
        made = gymnasium.make(gym_id(t))
        obs, _ = made.reset(seed=1)
        assert made.observation_space.contains(obs)


def test_gymnasium_env_acts_in_the_compact_action_space_with_action_masks():
    env = ArcheonGymEnv("kessel", seats=2, seed=4)
    pack = archeon.load("kessel")
    ids = pack.action_ids(2)
    assert env.action_space.n == len(ids) == len(env.actions) < pack.num_actions
    obs, _ = env.reset(seed=8)
    steps = 0
    while True:
        masks = env.action_masks()
        # What MaskablePPO calls: a bool vector of the action space's size, the legal actions.
        assert masks.dtype == bool and masks.shape == (env.action_space.n,)
        assert (masks == obs["action_mask"].astype(bool)).all()
        legal_ids = sorted(env.match.legal_actions(0))
        assert [ids[a] for a in np.flatnonzero(masks)] == legal_ids
        obs, reward, done, _, info = env.step(int(np.flatnonzero(masks)[-1]))
        steps += 1
        if done:
            break
    assert reward in (-1.0, 0.0, 1.0) and "illegal" not in info and steps > 3
    assert not env.action_masks().any()
    # sb3-contrib's helper reads action_masks through a VecEnv's env_method; gymnasium's vector
    # envs expose it the same way.
    import gymnasium

    vec = gymnasium.vector.SyncVectorEnv([lambda: ArcheonGymEnv("kessel", seed=1)] * 2)
    vec.reset(seed=0)
    masks = np.stack(vec.call("action_masks"))
    assert masks.shape == (2, len(ids)) and masks.any(axis=1).all()


def test_shaped_rewards_sum_to_the_result_plus_the_change_of_standing():
    for seed in range(3):
        plain = ArcheonGymEnv("kessel", seats=2, seed=seed)
        shaped = ArcheonGymEnv("kessel", seats=2, seed=seed, reward="shaped", shaping=0.5)
        obs_p, _ = plain.reset()
        obs_s, _ = shaped.reset()
        first = float(shaped.match.standing()[0])
        total_p = total_s = 0.0
        rewards_s = []
        done = False
        while not done:
            a = int(np.flatnonzero(obs_p["action_mask"])[0])
            obs_p, r_p, done, _, _ = plain.step(a)
            obs_s, r_s, done_s, _, _ = shaped.step(a)
            assert done == done_s
            total_p += r_p
            total_s += r_s
            rewards_s.append(r_s)
        last = float(shaped.match.standing()[0])
        assert total_s == pytest.approx(total_p + 0.5 * (last - first), abs=1e-5)
        assert any(r != 0 for r in rewards_s[:-1]) or len(rewards_s) == 1
    with pytest.raises(ValueError, match="reward"):
        ArcheonGymEnv("kessel", reward="chips")


def test_pettingzoo_box_observations_pass_api_test_without_a_warning():
    import warnings

    for table in ("kessel", "arcana", "corellian", "pazaak"):
        env = ArcheonAECEnv(table, seed=2, size=64, observation="box")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            pettingzoo_test.api_test(env, num_cycles=200, verbose_progress=False)
        assert [str(w.message) for w in caught] == [], table
        env.reset(seed=1)
        obs, _, _, _, info = env.last()
        assert obs.shape == (64,) and info["action_mask"].dtype == np.int8 and info["action_mask"].any()
        assert len(info["action_mask"]) == len(archeon.load(table).action_ids(env.seats))
    with pytest.raises(ValueError, match="observation"):
        ArcheonAECEnv("kessel", observation="image")
