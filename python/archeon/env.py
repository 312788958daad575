"""PettingZoo and Gymnasium environments over any Archeon table.

Both act in the table's compact action space (``archeon.actions.ActionIndex``: action ``a`` is
the library's id ``env.actions.ids[a]``), so a policy's output has one entry per action that can
ever be legal at that table and seat count, not one per id of the sparse ``pack.num_actions``.

``ArcheonAECEnv(table, seats=None, seed=0, observation="dict")`` is a PettingZoo AEC environment:
agents ``seat_0``..``seat_{n-1}``. With ``observation="dict"`` each observation is
``{"observation": float32 vector (the generic observation tensor, archeon.OBSERVATION_SCHEME),
"action_mask": int8 vector}``; with ``observation="box"`` it is the float32 vector alone (a
``Box``) and the mask is ``infos[agent]["action_mask"]`` (PettingZoo's convention), which
``pettingzoo.test.api_test`` takes without a warning.

``ArcheonGymEnv(table, seat=0, opponents="heuristic")`` is a Gymnasium single-agent environment:
the agent plays ``seat`` and the library's bots play the other seats. It offers
``action_masks()`` (what sb3-contrib's ``MaskablePPO`` calls), ``render_mode="ansi"``, and is
registered: ``gymnasium.make("archeon/Kessel-v0")`` (every shipped table: ``archeon/<Table>-v0``,
the id in CamelCase, e.g. ``archeon/CorellianCloudCity-v0``, after ``import archeon.env``).

Rewards: by default (``reward="result"``) they come at the end: +1 to each winner, −1 to each
other seat, 0 to every seat of a drawn match. ``reward="shaped"`` adds, at every step, ``shaping
× (Φ' − Φ)`` where Φ is the agent seat's standing (``Match.standing()``: its share of the chips,
fronts or sets that decide the match, in 0..1) after the step against before it; it is
potential-based, so an episode's shaped return is its result plus ``shaping × (final standing −
first standing)``, and a policy that is best for the result stays best. The standing is read
from the whole state: it is a training signal, never part of the observation.

Observations are bounded: each entry of the tensor lies in ``[-OBSERVATION_BOUND,
OBSERVATION_BOUND]`` (an entry beyond it, which no shipped table's observation reaches, is clipped).
"""

from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, SupportsFloat, Tuple, Union

import numpy as np
import numpy.typing as npt

from . import _archeon
from .actions import ActionIndex

# The bound of each entry of an environment's observation tensor (its Box's low and high).
OBSERVATION_BOUND = 1e6

Observation = Union[Dict[str, npt.NDArray[Any]], npt.NDArray[np.float32]]


def _check_size(size: int) -> int:
    """Refuses a tensor size out of 1..MAX_TENSOR_SIZE before any space is built for it."""
    if isinstance(size, bool) or not isinstance(size, (int, np.integer)):
        raise TypeError(f"size is an integer, not {type(size).__name__}")
    if not 1 <= size <= _archeon.MAX_TENSOR_SIZE:
        raise _archeon.ArcheonError(f"an observation tensor's size is 1 to {_archeon.MAX_TENSOR_SIZE}, not {size}")
    return int(size)


def _pack_and_seats(table: Union[str, _archeon.Pack], seats: Optional[int], seed: int) -> Tuple[_archeon.Pack, int]:
    pack = table if isinstance(table, _archeon.Pack) else _archeon.load(table)
    seats = seats if seats is not None else pack.seat_range[0]
    # A match of these seats opens, or the seat count is refused here (SetupError).
    _archeon.Match(pack, seats, seed)
    return pack, seats


def _box(size: int) -> Any:
    from gymnasium import spaces

    bound = np.float32(OBSERVATION_BOUND)
    return spaces.Box(low=-bound, high=bound, shape=(size,), dtype=np.float32)


def _spaces(size: int, num_actions: int) -> Any:
    from gymnasium import spaces

    return spaces.Dict(
        {
            "observation": _box(size),
            "action_mask": spaces.Box(low=0, high=1, shape=(num_actions,), dtype=np.int8),
        }
    )


def _tensor(match: _archeon.Match, seat: int, size: int) -> npt.NDArray[np.float32]:
    return np.clip(match.observation_tensor(seat, size), -OBSERVATION_BOUND, OBSERVATION_BOUND)


def gym_id(table: str) -> str:
    """The Gymnasium id of a shipped table: ``archeon/Kessel-v0``, ``archeon/ProfArcana-v0``."""
    return "archeon/" + "".join(part.capitalize() for part in re.split(r"[_-]", table)) + "-v0"


def make_aec_env(table: Union[str, _archeon.Pack], seats: Optional[int] = None, seed: int = 0,
                 size: int = _archeon.TENSOR_SIZE, render_mode: Optional[str] = None,
                 observation: str = "dict") -> "ArcheonAECEnv":
    """A PettingZoo AEC environment of ``table`` (see the module's text)."""
    return ArcheonAECEnv(table, seats=seats, seed=seed, size=size, render_mode=render_mode, observation=observation)


try:  # pettingzoo is optional: the class exists when it is installed.
    from pettingzoo import AECEnv as _AECEnv
except ImportError:  # pragma: no cover - exercised only without pettingzoo
    _AECEnv = object


class ArcheonAECEnv(_AECEnv):  # type: ignore[misc,valid-type]
    """A PettingZoo AEC environment of one Archeon table."""

    metadata = {"render_modes": ["human", "ansi"], "name": "archeon_v0", "is_parallelizable": False}

    def __init__(self, table: Union[str, _archeon.Pack], seats: Optional[int] = None, seed: int = 0,
                 size: int = _archeon.TENSOR_SIZE, render_mode: Optional[str] = None, observation: str = "dict") -> None:
        from gymnasium import spaces

        super().__init__()
        if observation not in ("dict", "box"):
            raise ValueError(f"observation is 'dict' or 'box', not {observation!r}")
        self.pack, self.seats = _pack_and_seats(table, seats, seed)
        self.size = _check_size(size)
        self.render_mode, self.observation_kind = render_mode, observation
        self.metadata = dict(self.metadata, name=f"archeon_{self.pack.id}_v0")
        self.possible_agents = [f"seat_{i}" for i in range(self.seats)]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        self.actions = ActionIndex(self.pack, self.seats)
        self._obs_space = _box(self.size) if observation == "box" else _spaces(self.size, len(self.actions))
        self._act_space = spaces.Discrete(len(self.actions))
        self._next_seed = seed
        self.match: Optional[_archeon.Match] = None

    def observation_space(self, agent: str) -> Any:
        return self._obs_space

    def action_space(self, agent: str) -> Any:
        return self._act_space

    def _live(self) -> _archeon.Match:
        if self.match is None:
            raise _archeon.ArcheonError("the environment has no match yet: call reset()")
        return self.match

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if seed is not None:
            self._next_seed = seed
        self.match = _archeon.Match(self.pack, self.seats, self._next_seed)
        self._next_seed = (self._next_seed + 1) % 2**64
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.match.current_seat or 0]
        self._update_masks()

    def _update_masks(self) -> None:
        if self.observation_kind == "box":
            m = self._live()
            for agent in self.agents:
                self.infos[agent]["action_mask"] = self.actions.mask(m, self._index[agent]).astype(np.int8)

    def observe(self, agent: str) -> Observation:
        m, seat = self._live(), self._index[agent]
        tensor = _tensor(m, seat, self.size)
        if self.observation_kind == "box":
            return tensor
        return {"observation": tensor, "action_mask": self.actions.mask(m, seat).astype(np.int8)}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        m, seat = self._live(), self._index[agent]
        self._cumulative_rewards[agent] = 0.0
        if action is None:
            raise _archeon.IllegalActionError(f"{agent} must act: None is the step of an agent that is done")
        m.apply(seat, self.actions.id_of(action))
        self._clear_rewards()
        rewards = m.rewards()
        if rewards is not None:
            for a in self.agents:
                self.rewards[a] = float(rewards[self._index[a]])
                self.terminations[a] = True
            self._accumulate_rewards()
            # Every agent now takes its last (None) step, from the first.
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[m.current_seat or 0]
        self._update_masks()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        m = self._live()
        text = "\n".join(m.view_text(m.current_seat or 0))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


try:
    import gymnasium as _gym

    _GymEnv = _gym.Env
except ImportError:  # pragma: no cover
    _GymEnv = object


class ArcheonGymEnv(_GymEnv):  # type: ignore[misc,valid-type]
    """A Gymnasium environment: the agent plays ``seat``, the library's bots play the others.

    The action space is the table's compact one (``Discrete(len(env.actions))``); the legal
    actions are those of ``observation["action_mask"]`` and of ``action_masks()``.
    ``illegal_action`` says what an action outside the mask does:

    - ``"lose"`` (the default): the agent forfeits, so the episode ends (terminated) with reward
      −1 and ``info["illegal"] = True``; the match is left as it was. A policy that samples the
      whole space (``gymnasium``'s ``check_env`` does) thus plays honest, short episodes.
    - ``"raise"``: IllegalActionError (the match is unchanged), for debugging a masked policy.

    ``reward`` is ``"result"`` (the default: ±1 at the end) or ``"shaped"`` (see the module's
    text; ``shaping`` scales it).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, table: Union[str, _archeon.Pack], seat: int = 0, seats: Optional[int] = None,
                 opponents: str = "heuristic", seed: int = 0, size: int = _archeon.TENSOR_SIZE,
                 illegal_action: str = "lose", render_mode: Optional[str] = None, reward: str = "result",
                 shaping: float = 1.0) -> None:
        from gymnasium import spaces

        self.pack, self.seats = _pack_and_seats(table, seats, seed)
        if not 0 <= seat < self.seats:
            raise _archeon.SeatError(f"seat {seat} is not a seat of this match (it has {self.seats} seats)")
        if illegal_action not in ("raise", "lose"):
            raise ValueError("illegal_action is 'raise' or 'lose'")
        if reward not in ("result", "shaped"):
            raise ValueError(f"reward is 'result' or 'shaped', not {reward!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is None or one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.seat, self.size, self.illegal_action, self.render_mode = seat, _check_size(size), illegal_action, render_mode
        self.reward_kind, self.shaping = reward, float(shaping)
        self.actions = ActionIndex(self.pack, self.seats)
        self.observation_space = _spaces(self.size, len(self.actions))
        self.action_space = spaces.Discrete(len(self.actions))
        self._next_seed = seed
        self._bots = {s: _archeon.Bot(opponents, s) for s in range(self.seats) if s != seat}
        self.match: Optional[_archeon.Match] = None
        self._ended = False
        self._standing = 0.0

    def _play_bots(self) -> None:
        m = self._live()
        while not m.is_over and m.current_seat != self.seat:
            s = m.current_seat
            assert s is not None
            choice = self._bots[s].choose(m, s)
            if choice is None:  # the bot of the seat to act always chooses: a library bug
                raise _archeon.ArcheonError(f"the bot of seat {s} chose nothing")
            m.apply(s, choice)

    def _live(self) -> _archeon.Match:
        if self.match is None:
            raise _archeon.ArcheonError("the episode is over (or not begun): call reset()")
        return self.match

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The agent's legal actions now, a bool mask over the compact action space (what
        ``sb3_contrib.MaskablePPO`` asks for); all False once the episode is over."""
        return self.actions.mask(self._live(), self.seat)

    def _obs(self) -> Dict[str, npt.NDArray[Any]]:
        m = self._live()
        return {"observation": _tensor(m, self.seat, self.size), "action_mask": self.action_masks().astype(np.int8)}

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> Tuple[Dict[str, npt.NDArray[Any]], Dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._next_seed = seed
        match_seed = self._next_seed
        self._next_seed = (self._next_seed + 1) % 2**64
        self.match = _archeon.Match(self.pack, self.seats, match_seed)
        self._ended = False
        for s, bot in self._bots.items():
            bot.reset((match_seed * 31 + s) % 2**64)
        self._play_bots()
        self._standing = self._standing_now()
        return self._obs(), {"seed": match_seed}

    def _standing_now(self) -> float:
        return float(self._live().standing()[self.seat])

    def step(self, action: int) -> Tuple[Dict[str, npt.NDArray[Any]], SupportsFloat, bool, bool, Dict[str, Any]]:
        m = self.match
        if m is None or m.is_over or self._ended:
            raise _archeon.ArcheonError("the episode is over (or not begun): call reset()")
        try:
            m.apply(self.seat, self.actions.id_of(action))
        except (_archeon.IllegalActionError, TypeError):
            if self.illegal_action == "raise":
                raise
            self._ended = True
            return self._obs(), -1.0, True, False, {"illegal": True}
        self._play_bots()
        reward = self._shaping_reward()
        rewards = m.rewards()
        if rewards is None:
            return self._obs(), reward, False, False, {}
        return self._obs(), reward + float(rewards[self.seat]), True, False, {"result": m.result()}

    def _shaping_reward(self) -> float:
        if self.reward_kind != "shaped":
            return 0.0
        before, self._standing = self._standing, self._standing_now()
        return self.shaping * (self._standing - before)

    def render(self) -> Optional[str]:
        if self.render_mode == "ansi":
            return "\n".join(self._live().view_text(self.seat))
        return None


def _register_gym_ids() -> List[str]:
    """Registers ``archeon/<Table>-v0`` for every shipped table (once per process)."""
    try:
        import gymnasium
    except ImportError:  # pragma: no cover
        return []
    ids = []
    for table in _archeon.tables():
        env_id = gym_id(table)
        if env_id not in gymnasium.registry:
            gymnasium.register(id=env_id, entry_point="archeon.env:ArcheonGymEnv", kwargs={"table": table})
        ids.append(env_id)
    return ids


GYM_IDS: List[str] = _register_gym_ids()
