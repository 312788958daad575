"""The ecosystem adapters: PettingZoo (api_test on every table), Gymnasium, OpenSpiel-shaped."""

import numpy as np
import pytest

import archeon
from archeon.env import ArcheonAECEnv, ArcheonGymEnv
from archeon.openspiel import ArcheonGame

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
        env.step(10_000)


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


def test_openspiel_shaped_game():
    game = ArcheonGame("arcana", seed=4)
    state = game.new_initial_state()
    assert game.num_players() == 2 and game.num_distinct_actions() == archeon.load("arcana").num_actions
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        assert sum(state.legal_actions_mask()) == len(legal)
        assert state.action_to_string(player, legal[0])
        sample = state.resample_from_infostate(player, 1)
        assert sample.observation_tensor(player) == state.observation_tensor(player)
        state.apply_action(legal[-1])
    assert state.current_player() == -4
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])
    assert len(state.history()) <= game.max_game_length()
