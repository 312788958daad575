"""Type stubs of ``archeon._archeon``, the Rust extension module (python/src/*.rs).

Every integer argument is bounded at run time (a seat 0 to 255, a seed or an id within its
integer type, a tensor's size 1 to ``MAX_TENSOR_SIZE``...): past its bound it raises an
``ArcheonError`` subclass; the types here cannot say so. A ``pack`` or ``table`` argument is a
``Pack``, a built-in table's id or a folder of TOML files (as text). ``lang`` is a BCP 47 tag
(``"en"``, ``"ru"``, ``"pl"``, ``"pt-BR"``; ``Pack.languages()`` lists those its catalogues offer,
and another tag reads along its fallback chain, finally English); a text that is no tag raises
``ArcheonError``. A bot's kind is one of ``BOT_NAMES``.

A default written ``...`` is one the extension does not show to introspection (its signature
says ``...``): a seed's and an event cursor's default is 0, a tensor's size ``TENSOR_SIZE``
(512), and ``threads`` 0 (one thread per core).
"""

import os
from collections.abc import Sequence
from typing import Any, final

import numpy as np
import numpy.typing as npt

# What the extension lists in its __all__ (PyO3 adds each class, function and constant).
__all__ = [
    "Pack",
    "Match",
    "Bot",
    "VecMatch",
    "Campaign",
    "load",
    "tables",
    "sim_run",
    "sim_merge",
    "sim_write",
    "sim_timing_fields",
    "sim_ablate",
    "sim_ablate_items",
    "sim_compare",
    "FEW_PLAYS",
    "MAX_SIM_MATCHES",
    "MAX_TENSOR_SIZE",
    "MAX_VEC_MATCHES",
    "MAX_BATCH_TENSOR",
    "MAX_THREADS",
    "BOT_NAMES",
    "ArcheonError",
    "ContentError",
    "SetupError",
    "SeatError",
    "IllegalActionError",
    "SaveError",
    "LoadError",
    "SimError",
    "CampaignError",
    "MAX_ACTIONS",
    "TENSOR_SIZE",
    "OBSERVATION_SCHEME",
    "__version__",
]

__version__: str

FEW_PLAYS: int
MAX_SIM_MATCHES: int
MAX_TENSOR_SIZE: int
MAX_VEC_MATCHES: int
MAX_BATCH_TENSOR: int
MAX_THREADS: int
MAX_ACTIONS: int
TENSOR_SIZE: int
OBSERVATION_SCHEME: str
BOT_NAMES: tuple[str, ...]

class ArcheonError(Exception):
    """An error of the Archeon library; the message is the library's."""

class ContentError(ArcheonError):
    """A pack could not be loaded: no such table, or its files are wrong."""

class SetupError(ArcheonError):
    """A match could not be set up (the seat count, or the setup document)."""

class SeatError(ArcheonError):
    """A seat that is not a seat of the match."""

class IllegalActionError(ArcheonError):
    """An action that is not legal now (the match is unchanged)."""

class SaveError(ArcheonError):
    """A match that cannot be saved (a determinized sample)."""

class LoadError(ArcheonError):
    """A save that cannot be loaded (other content, corrupt, forged)."""

class SimError(ArcheonError):
    """A simulation that failed, or reports that do not merge."""

class CampaignError(ArcheonError):
    """A campaign that cannot start (the pack has none)."""

@final
class Pack:
    """A content pack: one table's rules, compiled and checked (immutable). Made by ``load``."""

    @property
    def id(self) -> str: ...
    @property
    def family(self) -> str: ...
    @property
    def content_hash(self) -> str: ...
    @property
    def seat_range(self) -> tuple[int, int]: ...
    @property
    def num_actions(self) -> int: ...
    def name(self, lang: str = "en") -> str: ...
    def languages(self) -> list[str]:
        """The languages its texts are offered in: BCP 47 tags, English first, ``en-XA`` last."""
    def action_bound(self, seats: int) -> int: ...
    def action_ids(self, seats: int) -> list[int]:
        """The action ids that can ever be legal at ``seats`` seats, ascending (the compact space)."""

@final
class Match:
    """One match of one table: the session API."""

    def __new__(
        cls,
        pack: Pack | str,
        seats: int | None = None,
        seed: int = ...,
        setup: str | dict[str, Any] | None = None,
    ) -> Match: ...
    @property
    def pack(self) -> Pack: ...
    @property
    def seats(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def num_actions(self) -> int: ...
    @property
    def log(self) -> list[tuple[int, int]]: ...
    @property
    def pending(self) -> tuple[int, str] | None: ...
    @property
    def current_seat(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    def legal_actions(self, seat: int | None = None) -> list[int]: ...
    def legal_mask(self, seat: int | None = None) -> npt.NDArray[np.bool_]: ...
    def apply(self, seat: int, action: int) -> None: ...
    def step(self, action: int) -> None: ...
    def describe(self, action: int, viewer: int, lang: str = "en") -> str | None: ...
    def observe(self, seat: int) -> dict[str, Any]: ...
    def observation_tensor(self, seat: int, size: int = ...) -> npt.NDArray[np.float32]: ...
    def observe_flat(self, seat: int) -> list[tuple[str, float]]: ...
    def view_text(self, seat: int, lang: str = "en") -> list[str]: ...
    def events(self, seat: int, cursor: int = ...) -> tuple[list[dict[str, Any]], int]: ...
    def event_lines(self, seat: int, cursor: int = ..., lang: str = "en") -> tuple[list[str], int]: ...
    def observe_text(self, seat: int) -> str:
        """What ``seat`` may see now as compact JSON text (what ``observe`` parses)."""
    def events_text(self, seat: int, prefix: str = "") -> str:
        """The events ``seat`` may see from the first on, each's compact JSON on a line after ``prefix``."""
    def events_tensor(self, seat: int, size: int = ...) -> npt.NDArray[np.float32]:
        """The events ``seat`` may see, hashed by the observation tensor's scheme (keyed by index)."""
    def result(self) -> dict[str, Any] | None: ...
    def rewards(self) -> list[float] | None: ...
    def standing(self) -> list[float]:
        """Each seat's share of what decides the match now (reads the whole state: a training
        signal, never a player's view)."""
    def clone(self) -> Match: ...
    def __copy__(self) -> Match: ...
    def __deepcopy__(self, memo: Any, /) -> Match: ...
    def determinize(self, seat: int, seed: int) -> Match: ...
    def save(self) -> bytes: ...
    @staticmethod
    def load(pack: Pack | str, data: bytes) -> Match: ...
    def same_state(self, other: Match) -> bool: ...

@final
class Bot:
    """One of the library's bots (``BOT_NAMES``); it decides from its seat's view only."""

    def __new__(cls, kind: str = "heuristic", seed: int = ...) -> Bot: ...
    @property
    def kind(self) -> str: ...
    def choose(self, m: Match, seat: int) -> int | None: ...
    def reset(self, seed: int) -> None: ...

@final
class VecMatch:
    """``n`` matches of one table stepped together, with read-only numpy arrays; with
    ``opponents`` (one of ``BOT_NAMES``) the library's bots play every seat but ``agent_seats``
    (default: seat 0) inside ``step``."""

    def __new__(
        cls,
        pack: Pack | str,
        n: int,
        seed: int = ...,
        seats: int | None = None,
        opponents: str | None = None,
        agent_seats: Sequence[int] | None = None,
    ) -> VecMatch: ...
    @property
    def n(self) -> int: ...
    @property
    def seats(self) -> int: ...
    @property
    def num_actions(self) -> int: ...
    @property
    def finished(self) -> int: ...
    @property
    def opponents(self) -> str | None:
        """The bots' kind at the seats no agent plays, or None (every seat is Python's)."""
    @property
    def agent_seats(self) -> list[int]:
        """The seats Python plays."""
    @property
    def mask(self) -> npt.NDArray[np.bool_]: ...
    @property
    def seat(self) -> npt.NDArray[np.int32]: ...
    @property
    def legal(self) -> npt.NDArray[np.int32]: ...
    @property
    def num_legal(self) -> npt.NDArray[np.int32]: ...
    def step(
        self, actions: npt.NDArray[np.integer[Any]] | Sequence[int]
    ) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.int32]]: ...
    def observation_tensors(self, size: int = ...) -> npt.NDArray[np.float32]: ...
    def get(self, i: int) -> Match: ...

@final
class Campaign:
    """One campaign of a pack that offers one (``Campaign.offered(pack)``)."""

    def __new__(cls, pack: Pack | str, seed: int = ...) -> Campaign: ...
    @staticmethod
    def offered(pack: Pack | str) -> bool: ...
    @property
    def pack(self) -> Pack: ...
    @property
    def steps(self) -> int: ...
    @property
    def pending(self) -> str | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def player(self) -> int: ...
    def legal(self) -> list[int]: ...
    def describe(self, choice: int, lang: str = "en") -> str | None: ...
    def choose(self, choice: int) -> None: ...
    def current_match(self) -> Match | None: ...
    def legal_actions(self) -> list[int]: ...
    def play(self, action: int) -> None: ...
    def observe(self) -> dict[str, Any]: ...
    def view_text(self, lang: str = "en") -> list[str]: ...
    def event_lines(self, cursor: int = ..., lang: str = "en") -> tuple[list[str], int]: ...
    def save(self) -> bytes: ...
    @staticmethod
    def load(pack: Pack | str, data: bytes) -> Campaign: ...
    def same_state(self, other: Campaign) -> bool: ...
    def clone(self) -> Campaign: ...

def load(table: str) -> Pack: ...
def tables() -> list[str]: ...
def sim_run(
    pack: Pack | str,
    matches: int,
    seed: int,
    seats: int | None = None,
    bot: str = "heuristic",
    threads: int = ...,
    check: bool = False,
    shard: tuple[int, int] | None = None,
) -> str: ...
def sim_merge(
    reports: Sequence[str],
    partial: bool = False,
    elapsed_ms: float | None = None,
    threads: int | None = None,
) -> str: ...
def sim_write(report: str, dir: str) -> None: ...
def sim_timing_fields() -> list[str]: ...
def sim_ablate(
    table: Pack | str,
    matches: int,
    seed: int,
    seats: int | None = None,
    bot: str = "lookahead",
    threads: int = ...,
    items: Sequence[str] | None = None,
    lang: str = "en",
    shard: tuple[int, int] | None = None,
    report: str | os.PathLike[str] | None = None,
    table_bot: str | None = None,
) -> str: ...
def sim_ablate_items(
    table: Pack | str,
    seats: int | None = None,
    items: Sequence[str] | None = None,
    seed: int = ...,
) -> list[str]: ...
def sim_compare(
    table_a: Pack | str,
    table_b: Pack | str,
    matches: int,
    seed: int,
    seats: int | None = None,
    bot: str = "heuristic",
    threads: int = ...,
    report: str | os.PathLike[str] | None = None,
) -> str: ...
