"""OpenSpiel games of every shipped Archeon table, registered with ``pyspiel`` (needs ``open_spiel``).

Importing ``archeon.openspiel`` registers each shipped table with ``pyspiel.register_game`` as
``archeon_<table id>`` (``archeon_kessel``, ``archeon_corellian_cloud_city``, …), so that
``pyspiel.load_game("archeon_kessel", {"players": 3})`` returns a real ``pyspiel.Game`` that
OpenSpiel's algorithms take (ISMCTS, MCCFR, ``evaluate_bots``, ``random_sim_test``).

The game (``GameType``):

- sequential, imperfect information, general-sum (a finished match gives +1 to each winner, −1 to
  each other seat, 0 to every seat of a drawn one), terminal rewards;
- ``ChanceMode.SAMPLED_STOCHASTIC``: chance is sampled inside the table from its own seeded RNG,
  so there are no chance nodes. Each ``new_initial_state()`` deals the next seed of the game's
  sequence (``rng_seed``, ``rng_seed + 1``, …). OpenSpiel's clone of a Python state makes a new
  initial state first, so clones advance that sequence too: for a chosen deal, call
  ``game.new_initial_state_from(seed)``;
- parameters ``players`` (the pack's seat range; default its fewest), ``rng_seed`` (default 0) and
  ``tensor_size`` (each hashed part of a tensor; default ``archeon.TENSOR_SIZE``).

``GameInfo``: ``num_distinct_actions`` is the table's compact action space at that seat count
(``pack.action_ids(players)``: an OpenSpiel action ``a`` is the library's action id
``action_ids[a]``), utilities −1 to 1, ``max_game_length`` the pack's derived action bound.

A state gives what its seat may know and nothing more:

- ``observation_string(p)`` is the JSON of ``match.observe(p)``; ``observation_tensor(p)`` is
  ``match.observation_tensor(p, tensor_size)`` (``archeon.OBSERVATION_SCHEME``).
- ``information_state_string(p)`` has perfect recall: ``p``'s observation at the deal (its own
  dealt cards and tokens), every event ``p`` was shown since (its own actions, draws and
  reveals), and its observation now. ``information_state_tensor(p)`` hashes the same three parts
  by the observation tensor's scheme into ``[deal | now | history]`` (``tensor_size``,
  ``tensor_size`` and ``2 * tensor_size`` entries; each event's leaves keyed by the event's
  index, so two histories share a tensor only by a hash collision).
- ``resample_from_infostate(p, sampler)`` is the library's determinization: a state that agrees
  with everything ``p`` has seen, the rest drawn again (a seed from ``sampler``). In a sample the
  other seats' deals are unknown, so their information states say so instead.

**Perfect-information algorithms cheat here.** ``clone()`` (and ``child``) are exact copies: they
hold the other seats' hidden cards and the future draws, so MCTS or minimax over clones searches
the real deck. Search over ``resample_from_infostate`` (ISMCTS does) instead.

``LibraryBot(game, player, kind, seed)`` is a ``pyspiel.Bot`` playing one of the library's bots
(``archeon.BOT_NAMES``) from its seat's view only, for ``pyspiel.evaluate_bots``.
"""

from __future__ import annotations

import copyreg
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Tuple

import numpy as np
import numpy.typing as npt
import pyspiel

from . import _archeon
from .actions import ActionIndex

PREFIX = "archeon_"
# The history part of an information-state tensor is this many times a part's size.
HISTORY_PARTS = 2
_MASK64 = (1 << 64) - 1


def game_name(table: str) -> str:
    """The name a shipped table is registered under (``archeon_kessel``)."""
    return PREFIX + table


class _Table:
    """One game's table: the pack, the seat count and the compact action index (immutable, shared
    by the game's states, so a state's deep copy keeps it)."""

    def __init__(self, pack: _archeon.Pack, players: int, size: int) -> None:
        self.pack, self.players, self.size = pack, players, size
        self.actions = ActionIndex(pack, players)
        self.openings: Dict[Tuple[int, int], Tuple[str, npt.NDArray[np.float32]]] = {}

    def __deepcopy__(self, memo: Dict[int, Any]) -> "_Table":
        return self

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_Table, (self.pack, self.players, self.size))

    def opening(self, seed: int, seat: int) -> Tuple[str, npt.NDArray[np.float32]]:
        """What ``seat`` saw at the deal of the match of ``seed``, as a string and a tensor."""
        key = (seed, seat)
        if key not in self.openings:
            if len(self.openings) >= 4096:
                self.openings.clear()
            m = _archeon.Match(self.pack, self.players, seed)
            self.openings[key] = (m.observe_text(seat), m.observation_tensor(seat, self.size))
        return self.openings[key]


class ArcheonState(pyspiel.State):  # type: ignore[misc]
    """A match of an Archeon table as an OpenSpiel state (see the module's text)."""

    def __init__(self, game: "ArcheonGame", table: _Table, match: _archeon.Match) -> None:
        super().__init__(game)
        self._table = table
        self.match = match
        # The seats whose deal this state knows (None: every seat's; a sample knows its seat's).
        self._known: Optional[FrozenSet[int]] = None

    # -- the OpenSpiel state API ----------------------------------------------------------------

    def current_player(self) -> int:
        seat = self.match.current_seat
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else int(seat)

    def is_terminal(self) -> bool:
        return bool(self.match.is_over)

    def _legal_actions(self, player: int) -> List[int]:
        if player != self.match.current_seat:
            return []
        return sorted(self._table.actions.index_of(self.match.legal_actions(player)))

    def _apply_action(self, action: int) -> None:
        self.match.step(self._table.actions.id_of(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if not 0 <= action < len(self._table.actions):
            return f"action {action}"
        library_id = self._table.actions.id_of(action)
        if 0 <= player < self._table.players:
            text = self.match.describe(library_id, player)
            if text:
                return f"{text} [{library_id}]"
        return f"id {library_id}"

    def returns(self) -> List[float]:
        rewards = self.match.rewards()
        return [0.0] * self._table.players if rewards is None else [float(r) for r in rewards]

    def rewards(self) -> List[float]:
        # Terminal rewards only: the last transition's rewards are the returns once it ends.
        return self.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> "ArcheonState":
        """The library's determinization for ``player_id`` (its seed drawn from the sampler)."""
        seed = (int(probability_sampler() * 2**53) << 11 ^ int(probability_sampler() * 2**11)) & _MASK64
        sample: ArcheonState = self.clone()
        sample.match = self.match.determinize(player_id, seed)
        known = frozenset(range(self._table.players)) if self._known is None else self._known
        sample._known = known & {player_id}
        return sample

    def __str__(self) -> str:
        # Public facts only: the match's own repr would show its seed, hence the deck.
        seat = self.match.current_seat
        to_act = "over" if seat is None else f"seat {seat} to act"
        return f"{game_name(self._table.pack.id)} players={self._table.players} move={len(self.match.log)} {to_act}"

    # -- what a seat knows ----------------------------------------------------------------------

    def deal_known(self, seat: int) -> bool:
        """Whether this state knows what ``seat`` saw at the deal (a sample knows only its seat's)."""
        return self._known is None or seat in self._known

    def information_state_text(self, seat: int) -> str:
        """``seat``'s perfect-recall information state as text (see the module's text)."""
        m, table = self.match, self._table
        lines = [f"{game_name(table.pack.id)} players={table.players} seat={seat}"]
        if self.deal_known(seat):
            lines.append("deal " + table.opening(m.seed, seat)[0])
        else:
            lines.append("deal unknown (a sample)")
        lines.append(m.events_text(seat, "event ") + "now " + m.observe_text(seat))
        return "\n".join(lines)

    def information_state_into(self, seat: int, out: npt.NDArray[np.float32]) -> None:
        """``seat``'s information-state tensor into ``out`` (``4 * tensor_size`` entries)."""
        m, size = self.match, self._table.size
        out.fill(0.0)
        if self.deal_known(seat):
            out[:size] = self._table.opening(m.seed, seat)[1]
        out[size : 2 * size] = m.observation_tensor(seat, size)
        out[2 * size :] = m.events_tensor(seat, HISTORY_PARTS * size)


class ArcheonObserver:
    """OpenSpiel's observer of an Archeon state: the observation, or the perfect-recall
    information state when ``iig_obs_type.perfect_recall`` (see the module's text)."""

    def __init__(self, table: _Table, iig_obs_type: Optional[Any], params: Optional[Dict[str, Any]]) -> None:
        if params:
            raise ValueError(f"an Archeon observer takes no parameters, not {sorted(params)}")
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        if iig_obs_type is not None and iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER:
            raise ValueError("an Archeon table offers each seat's own view only (PrivateInfoType.SINGLE_PLAYER)")
        size = table.size
        parts = [("deal", size), ("now", size), ("history", HISTORY_PARTS * size)] if self.perfect_recall else [("now", size)]
        self.tensor: npt.NDArray[np.float32] = np.zeros(sum(n for _, n in parts), np.float32)
        self.dict: Dict[str, npt.NDArray[np.float32]] = {}
        at = 0
        for name, n in parts:
            self.dict[name] = self.tensor[at : at + n]
            at += n

    def set_from(self, state: ArcheonState, player: int) -> None:
        if self.perfect_recall:
            state.information_state_into(player, self.tensor)
        else:
            self.tensor[:] = state.match.observation_tensor(player, len(self.tensor))

    def string_from(self, state: ArcheonState, player: int) -> str:
        if self.perfect_recall:
            return state.information_state_text(player)
        return state.match.observe_text(player)


def _game_type(pack: _archeon.Pack) -> Any:
    lo, hi = pack.seat_range
    return pyspiel.GameType(
        short_name=game_name(pack.id),
        long_name=f"Archeon {pack.name('en')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=hi,
        min_num_players=lo,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": lo, "rng_seed": 0, "tensor_size": _archeon.TENSOR_SIZE},
        default_loadable=True,
        provides_factored_observation_string=False,
    )


class ArcheonGame(pyspiel.Game):  # type: ignore[misc]
    """An Archeon table as an OpenSpiel game (see the module's text). ``pyspiel.load_game`` makes
    one of a shipped table; ``ArcheonGame.of(pack, players)`` one of any pack (a folder too)."""

    # The shipped table of a registered subclass (see GAME_CLASSES).
    TABLE: Optional[str] = None

    def __init__(self, params: Optional[Dict[str, Any]] = None, pack: Optional[_archeon.Pack] = None) -> None:
        if pack is None and self.TABLE is not None:
            pack = _archeon.load(self.TABLE)
        if pack is None:
            raise _archeon.ArcheonError("an ArcheonGame is made by pyspiel.load_game('archeon_<table>') or ArcheonGame.of(pack)")
        params = dict(params or {})
        unknown = sorted(set(params) - {"players", "rng_seed", "tensor_size"})
        if unknown:
            raise _archeon.ArcheonError(f"an Archeon game's parameters are players, rng_seed and tensor_size, not {unknown!r:.80}")
        lo, hi = pack.seat_range
        players = _param(params, "players", lo, lo, hi, _archeon.SetupError)
        seed = _param(params, "rng_seed", 0, 0, 2**31 - 1, _archeon.ArcheonError)
        size = _param(params, "tensor_size", _archeon.TENSOR_SIZE, 1, _archeon.MAX_TENSOR_SIZE, _archeon.ArcheonError)
        self._table = _Table(pack, players, size)
        self._next_seed = seed
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self._table.actions),
            max_chance_outcomes=0,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=int(pack.action_bound(players)),
        )
        super().__init__(_game_type(pack), info, {"players": players, "rng_seed": seed, "tensor_size": size})

    @classmethod
    def of(cls, pack: _archeon.Pack | str, players: Optional[int] = None, rng_seed: int = 0,
           tensor_size: int = _archeon.TENSOR_SIZE) -> "ArcheonGame":
        """A game of any pack (a ``Pack``, a built-in id or a pack folder), not registered."""
        pack = pack if isinstance(pack, _archeon.Pack) else _archeon.load(pack)
        players = pack.seat_range[0] if players is None else players
        return cls({"players": players, "rng_seed": rng_seed, "tensor_size": tensor_size}, pack=pack)

    @property
    def pack(self) -> _archeon.Pack:
        return self._table.pack

    def action_ids(self) -> npt.NDArray[np.int64]:
        """The library's action id of each OpenSpiel action (the compact action space)."""
        return self._table.actions.ids.copy()

    def new_initial_state(self) -> ArcheonState:
        seed = self._next_seed
        self._next_seed = (seed + 1) & _MASK64
        return self.new_initial_state_from(seed)

    def new_initial_state_from(self, seed: int) -> ArcheonState:
        """The match of ``seed`` (the sequence of ``new_initial_state`` left as it is)."""
        return ArcheonState(self, self._table, _archeon.Match(self._table.pack, self._table.players, seed))

    def make_py_observer(self, iig_obs_type: Optional[Any] = None, params: Optional[Dict[str, Any]] = None) -> ArcheonObserver:
        return ArcheonObserver(self._table, iig_obs_type, params)


class LibraryBot(pyspiel.Bot):  # type: ignore[misc]
    """One of the library's bots (``archeon.BOT_NAMES``) as a ``pyspiel.Bot`` of ``player``: it
    decides from its seat's view only."""

    def __init__(self, game: ArcheonGame, player: int, kind: str = "heuristic", seed: int = 0) -> None:
        pyspiel.Bot.__init__(self)
        self._player, self._table = player, game._table
        self._bot = _archeon.Bot(kind, seed)

    def player_id(self) -> int:
        return self._player

    def restart_at(self, state: ArcheonState) -> None:
        pass

    def step(self, state: ArcheonState) -> int:
        choice = self._bot.choose(state.match, self._player)
        if choice is None:
            return int(pyspiel.INVALID_ACTION)
        return self._table.actions.index_of([choice])[0]


def _param(params: Dict[str, Any], name: str, default: int, lo: int, hi: int, error: Callable[[str], Exception]) -> int:
    """An integer parameter in lo..hi (OpenSpiel's parameters are 32-bit): TypeError for a
    non-integer, ``error`` out of range."""
    value = params.get(name, default)
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} is an integer, not {type(value).__name__}")
    if not lo <= value <= hi:
        raise error(f"{name} is {lo} to {hi}, not {value}")
    return int(value)


# Each registered table's game class (``GAME_CLASSES["kessel"]``, a subclass of ArcheonGame that
# knows its table). pyspiel's registry keeps its references past the interpreter's end, when
# freeing a Python object would abort the process: a class (which refers to itself) is never
# freed by the registry's last release, where a plain function would be.
GAME_CLASSES: Dict[str, type] = {}


def _register(table: str) -> None:
    pack = _archeon.load(table)
    cls = type(f"ArcheonGame_{table}", (ArcheonGame,), {"TABLE": table, "__doc__": f"The {table} table as an OpenSpiel game."})
    GAME_CLASSES[table] = cls
    pyspiel.register_game(_game_type(pack), cls)


def _reduce_match(m: _archeon.Match) -> Tuple[Any, ...]:
    return (_archeon.Match.load, (m.pack, bytes(m.save())))


def _reduce_pack(pack: _archeon.Pack) -> Tuple[Any, ...]:
    if pack.id in _archeon.tables() and _archeon.load(pack.id).content_hash == pack.content_hash:
        return (_archeon.load, (pack.id,))
    raise TypeError(f"pack {pack.id!r} was loaded from a folder: only a shipped pack pickles (by its id)")


# A state's serialization (and pickle) carries its match as its save: a determinized sample has
# no save and refuses (SaveError).
copyreg.pickle(_archeon.Match, _reduce_match)
copyreg.pickle(_archeon.Pack, _reduce_pack)

REGISTERED: Tuple[str, ...] = tuple(game_name(t) for t in _archeon.tables())
for _t in _archeon.tables():
    if game_name(_t) not in {g.short_name for g in pyspiel.registered_games()}:
        _register(_t)
