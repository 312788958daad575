"""Archeon: card-game rules from the Archeon Rust library.

The session API (``load``, ``Match``, ``Bot``), batched stepping (``VecMatch``) and the simulator
(``archeon.sim``) are the Rust library's; ``archeon.env`` holds the PettingZoo and Gymnasium
environments and ``archeon.openspiel`` an OpenSpiel-shaped game. Every error is an
``ArcheonError`` (or a subclass) with the library's message.
"""

from ._archeon import (  # noqa: F401
    MAX_ACTIONS,
    OBSERVATION_SCHEME,
    TENSOR_SIZE,
    ArcheonError,
    Bot,
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
    "MAX_ACTIONS",
    "OBSERVATION_SCHEME",
    "TENSOR_SIZE",
    "ArcheonError",
    "Bot",
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
