"""The compact action space of a table at a seat count: a dense index of its action ids.

A table's action ids are sparse (``pack.num_actions`` wide, a few legal at a time). The ids that
can ever be legal at a table of ``seats`` seats are ``pack.action_ids(seats)`` (ascending);
``ActionIndex`` numbers them ``0..len-1`` and maps both ways. The Gymnasium, PettingZoo and
OpenSpiel adapters act in these indices.
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, List, Tuple

import numpy as np
import numpy.typing as npt

from . import _archeon


class ActionIndex:
    """The compact action space of ``pack`` at ``seats`` seats (immutable; a deep copy is itself)."""

    def __init__(self, pack: _archeon.Pack, seats: int) -> None:
        self.pack, self.seats = pack, seats
        self.ids: npt.NDArray[np.int64] = np.asarray(pack.action_ids(seats), dtype=np.int64)
        self.ids.setflags(write=False)
        self._dense: Dict[int, int] = {int(a): i for i, a in enumerate(self.ids)}

    def __len__(self) -> int:
        return len(self.ids)

    def __deepcopy__(self, memo: Dict[int, Any]) -> "ActionIndex":
        return self

    def __reduce__(self) -> Tuple[Any, ...]:
        return (ActionIndex, (self.pack, self.seats))

    def index_of(self, ids: Iterable[int]) -> List[int]:
        """The compact index of each library action id (ascending ids give ascending indices)."""
        try:
            return [self._dense[int(a)] for a in ids]
        except KeyError as e:  # a legal id outside the index would be a library bug
            raise _archeon.ArcheonError(f"action id {e.args[0]} is not in {self.pack.id}'s compact action space") from None

    def id_of(self, index: int) -> int:
        """The library action id of a compact index; ``IllegalActionError`` outside the space."""
        if isinstance(index, (bool, np.bool_)) or not isinstance(index, (int, np.integer)):
            raise TypeError(f"an action is an integer, not {type(index).__name__}")
        if not 0 <= index < len(self.ids):
            raise _archeon.IllegalActionError(f"action {int(index)} is outside the compact action space 0..{len(self.ids) - 1}")
        return int(self.ids[index])

    def mask(self, match: _archeon.Match, seat: int) -> npt.NDArray[np.bool_]:
        """``seat``'s legal actions now as a bool mask over the compact space (all False when it
        is not ``seat``'s decision)."""
        out = np.zeros(len(self.ids), dtype=bool)
        if match.current_seat == seat:
            out[self.index_of(match.legal_actions(seat))] = True
        return out
