"""Archeon: card-game rules from the Archeon Rust library.

The session API (``load``, ``Match``, ``Bot``, ``Campaign``), batched stepping (``VecMatch``) and
the simulator (``archeon.sim``) are the Rust library's; ``archeon.env`` holds the PettingZoo and
Gymnasium environments (registered as ``archeon/<Table>-v0``), ``archeon.actions`` each table's
compact action space, and ``archeon.openspiel`` registers every shipped table with OpenSpiel
(``pyspiel.load_game("archeon_kessel")``; it needs ``open_spiel``). Every error is an
``ArcheonError`` (or a subclass) with the library's message, and a refused call changes nothing.

Every number an argument carries is bounded: a seat 0 to 255 (and one of the match's), a seed or
an id within its integer type, an observation tensor's size 1 to ``MAX_TENSOR_SIZE``, a
``VecMatch`` of 1 to ``MAX_VEC_MATCHES`` matches (and masks of at most 2^28 entries), a batch's
tensors of at most ``MAX_BATCH_TENSOR`` entries, 1 to ``MAX_SIM_MATCHES`` simulated matches on at
most ``MAX_THREADS`` threads. Past its bound an integer is refused with an ``ArcheonError`` before
anything is allocated (a non-integer is a ``TypeError``).
"""

from ._archeon import (  # noqa: F401
    BOT_NAMES,
    MAX_ACTIONS,
    MAX_BATCH_TENSOR,
    MAX_SIM_MATCHES,
    MAX_TENSOR_SIZE,
    MAX_THREADS,
    MAX_VEC_MATCHES,
    OBSERVATION_SCHEME,
    TENSOR_SIZE,
    ArcheonError,
    Bot,
    Campaign,
    CampaignError,
    ContentError,
    IllegalActionError,
    LoadError,
    Match,
    Pack,
    SaveError,
    SeatError,
    SetupError,
    SimError,
    VecMatch,
    __version__,
    load,
    tables,
)

__all__ = [
    "BOT_NAMES",
    "MAX_ACTIONS",
    "MAX_BATCH_TENSOR",
    "MAX_SIM_MATCHES",
    "MAX_TENSOR_SIZE",
    "MAX_THREADS",
    "MAX_VEC_MATCHES",
    "OBSERVATION_SCHEME",
    "TENSOR_SIZE",
    "ArcheonError",
    "Bot",
    "Campaign",
    "CampaignError",
    "ContentError",
    "IllegalActionError",
    "LoadError",
    "Match",
    "Pack",
    "SaveError",
    "SeatError",
    "SetupError",
    "SimError",
    "VecMatch",
    "load",
    "tables",
]
