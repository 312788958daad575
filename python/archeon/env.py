"""PettingZoo and Gymnasium environments over any Archeon table.

``ArcheonAECEnv(table, seats=None, seed=0)`` is a PettingZoo AEC environment: agents
``seat_0``..``seat_{n-1}``, each observation a dict ``{"observation": float32 vector (the
generic observation tensor, ``archeon.OBSERVATION_SCHEME``), "action_mask": int8 vector of the
table's ``num_actions``}``, actions the table's stable ids. ``ArcheonGymEnv(table, seat=0,
opponents="heuristic")`` is a Gymnasium single-agent environment: the agent plays ``seat`` and
the library's bots play the other seats. Rewards come at the end: +1 to each winner, −1 to each
other seat, 0 to every seat of a drawn match.

The observation space is bounded: each entry of the tensor lies in ``[-OBSERVATION_BOUND,
OBSERVATION_BOUND]`` (an entry beyond it, which no shipped table's observation reaches, is clipped).
"""

import numpy as np

from . import _archeon

# The bound of each entry of an environment's observation tensor (its Box's low and high).
OBSERVATION_BOUND = 1e6


def _check_size(size):
    """Refuses a tensor size out of 1..MAX_TENSOR_SIZE before any space is built for it."""
    if isinstance(size, bool) or not isinstance(size, (int, np.integer)):
        raise TypeError(f"size is an integer, not {type(size).__name__}")
    if not 1 <= size <= _archeon.MAX_TENSOR_SIZE:
        raise _archeon.ArcheonError(f"an observation tensor's size is 1 to {_archeon.MAX_TENSOR_SIZE}, not {size}")
    return int(size)


def _spaces(size, num_actions):
    from gymnasium import spaces

    bound = np.float32(OBSERVATION_BOUND)
    return spaces.Dict(
        {
            "observation": spaces.Box(low=-bound, high=bound, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(num_actions,), dtype=np.int8),
        }
    )


def _observation(match, seat, size, acting):
    obs = np.clip(match.observation_tensor(seat, size), -OBSERVATION_BOUND, OBSERVATION_BOUND)
    if acting:
        mask = match.legal_mask(seat).astype(np.int8)
    else:
        mask = np.zeros(match.num_actions, dtype=np.int8)
    return {"observation": obs, "action_mask": mask}


def make_aec_env(table, seats=None, seed=0, size=_archeon.TENSOR_SIZE, render_mode=None):
    """A PettingZoo AEC environment of ``table`` (see the module's text)."""
    return ArcheonAECEnv(table, seats=seats, seed=seed, size=size, render_mode=render_mode)


try:  # pettingzoo is optional: the class exists when it is installed.
    from pettingzoo import AECEnv as _AECEnv
except ImportError:  # pragma: no cover - exercised only without pettingzoo
    _AECEnv = object


class ArcheonAECEnv(_AECEnv):
    """A PettingZoo AEC environment of one Archeon table."""

    metadata = {"render_modes": ["human", "ansi"], "name": "archeon_v0", "is_parallelizable": False}

    def __init__(self, table, seats=None, seed=0, size=_archeon.TENSOR_SIZE, render_mode=None):
        super().__init__()
        self.pack = table if isinstance(table, _archeon.Pack) else _archeon.load(table)
        self.seats = seats if seats is not None else self.pack.seat_range[0]
        self.size = _check_size(size)
        # A match of these seats opens, or the seat count is refused here (SetupError).
        _archeon.Match(self.pack, self.seats, seed)
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"archeon_{self.pack.id}_v0")
        self.possible_agents = [f"seat_{i}" for i in range(self.seats)]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        self._obs_space = _spaces(size, self.pack.num_actions)
        from gymnasium import spaces

        self._act_space = spaces.Discrete(self.pack.num_actions)
        self._next_seed = seed
        self.match = None

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._next_seed = seed
        self.match = _archeon.Match(self.pack, self.seats, self._next_seed)
        self._next_seed = (self._next_seed + 1) % 2**64
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.match.current_seat]

    def observe(self, agent):
        seat = self._index[agent]
        acting = self.match.current_seat == seat
        return _observation(self.match, seat, self.size, acting)

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._index[agent]
        self._cumulative_rewards[agent] = 0.0
        self.match.apply(seat, int(action))
        self._clear_rewards()
        rewards = self.match.rewards()
        if rewards is not None:
            for a in self.agents:
                self.rewards[a] = float(rewards[self._index[a]])
                self.terminations[a] = True
            self._accumulate_rewards()
            # Every agent now takes its last (None) step, from the first.
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.match.current_seat]
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            return None
        seat = self.match.current_seat if self.match.current_seat is not None else 0
        text = "\n".join(self.match.view_text(seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


try:
    import gymnasium as _gym

    _GymEnv = _gym.Env
except ImportError:  # pragma: no cover
    _GymEnv = object


class ArcheonGymEnv(_GymEnv):
    """A Gymnasium environment: the agent plays ``seat``, the library's bots play the others.

    The action space is every action id of the table (``Discrete(num_actions)``); the legal ones
    are those of ``observation["action_mask"]``. ``illegal_action`` says what an action outside
    the mask does:

    - ``"lose"`` (the default): the agent forfeits, so the episode ends (terminated) with reward
      −1 and ``info["illegal"] = True``; the match is left as it was. A policy that samples the
      whole space (``gymnasium``'s ``check_env`` does) thus plays honest, short episodes.
    - ``"raise"``: IllegalActionError (the match is unchanged), for debugging a masked policy.
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, table, seat=0, seats=None, opponents="heuristic", seed=0, size=_archeon.TENSOR_SIZE,
                 illegal_action="lose", render_mode=None):
        from gymnasium import spaces

        self.pack = table if isinstance(table, _archeon.Pack) else _archeon.load(table)
        self.seats = seats if seats is not None else self.pack.seat_range[0]
        # A match of these seats opens, or the seat count is refused here (SetupError).
        _archeon.Match(self.pack, self.seats, seed)
        if not 0 <= seat < self.seats:
            raise _archeon.SeatError(f"seat {seat} is not a seat of this match (it has {self.seats} seats)")
        if illegal_action not in ("raise", "lose"):
            raise ValueError("illegal_action is 'raise' or 'lose'")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is None or one of {self.metadata['render_modes']}, not {render_mode!r}")
        size = _check_size(size)
        self.seat, self.size, self.illegal_action, self.render_mode = seat, size, illegal_action, render_mode
        self.observation_space = _spaces(size, self.pack.num_actions)
        self.action_space = spaces.Discrete(self.pack.num_actions)
        self._next_seed = seed
        self._bots = {s: _archeon.Bot(opponents, s) for s in range(self.seats) if s != seat}
        self.match = None
        self._ended = False

    def _play_bots(self):
        m = self.match
        while not m.is_over and m.current_seat != self.seat:
            s = m.current_seat
            m.apply(s, self._bots[s].choose(m, s))

    def _obs(self):
        return _observation(self.match, self.seat, self.size, self.match.current_seat == self.seat)

    def reset(self, seed=None, options=None):
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
        return self._obs(), {"seed": match_seed}

    def step(self, action):
        m = self.match
        if m is None or m.is_over or self._ended:
            raise _archeon.ArcheonError("the episode is over (or not begun): call reset()")
        try:
            m.apply(self.seat, int(action))
        except _archeon.IllegalActionError:
            if self.illegal_action == "raise":
                raise
            self._ended = True
            return self._obs(), -1.0, True, False, {"illegal": True}
        self._play_bots()
        rewards = m.rewards()
        if rewards is None:
            return self._obs(), 0.0, False, False, {}
        return self._obs(), float(rewards[self.seat]), True, False, {"result": m.result()}

    def render(self):
        if self.render_mode == "ansi":
            return "\n".join(self.match.view_text(self.seat))
        return None
