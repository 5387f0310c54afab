"""The legal actions of a build turn as a list that makes its actions only when they are read.

A build turn offers 100-500 placements. Random play and a search's playouts read the list's length and
one entry; a board or a test reads it whole. So ``BuildList`` keeps the turn's listing (``supplies.Flat``,
with a mask of the shapes the supplies allow, 1 a byte where allowed, or None for all of them: its count is
the length, and an entry's shape is found by counting, without a list of indices) and the turn's other actions
(urbanize, a map's own, done), and is an immutable sequence: its length is counted from the hexes' shape
counts, an entry is made when it is asked for (``Flat.action``), and reading it whole (iterating,
comparing, ``in``) makes the list once and keeps it. It equals a list or tuple holding the same actions
in the same order, and copies, pickles and adds as the plain list it stands for.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import compress
from typing import TYPE_CHECKING, Any

from rules.core import Action
from rules.steam.supplies import Flat

if TYPE_CHECKING:
    from rules.steam.placements import Picks


class BuildList(Sequence[Action]):
    """The placements ``flat`` allows (its shapes where ``mask`` has 1, or all where None), then ``tail``."""

    __slots__ = ("_flat", "_list", "_mask", "_n", "_picks", "_tail")

    def __init__(self, flat: Flat | None, mask: bytes | None, tail: list[Action], picks: Picks | None = None) -> None:
        """``picks``: where an entry made alone is noted (``placements.Picks``), so that ``apply`` finds its
        placement without looking it up again; None: nowhere."""
        self._flat = flat
        self._mask = mask
        self._n = 0 if flat is None else flat.total if mask is None else mask.count(1)
        self._tail = tail
        self._list: list[Action] | None = None
        self._picks = picks

    def __len__(self) -> int:
        return self._n + len(self._tail)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return self.as_list()[i]
        n = self._n
        if i < 0:
            i += n + len(self._tail)
        if i >= n or i < 0:
            return self._tail[i - n] if i >= 0 else self._tail[i - len(self._tail)]
        if self._list is not None:
            return self._list[i]
        j = i if self._mask is None else _nth(self._mask, i)
        if self._picks is None:
            return self._flat.action(j)
        hs, k = self._flat.locate(j)
        action = hs.action_at(k)
        self._picks.note(action, hs, k)
        return action

    def as_list(self) -> list[Action]:
        """The actions as a plain list (made once, kept; do not change it)."""
        if self._list is None:
            if self._flat is None:
                placed: list[Action] = []
            elif self._mask is None:
                placed = list(self._flat.actions)
            else:
                placed = list(compress(self._flat.actions, self._mask))
            self._list = placed + self._tail
        return self._list

    def __iter__(self) -> Iterator[Action]:
        return iter(self.as_list())

    def __contains__(self, action: object) -> bool:
        return action in self.as_list()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, BuildList | list | tuple):
            return len(self) == len(other) and self.as_list() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list is not hashed

    def __add__(self, other: Sequence[Action]) -> list[Action]:
        return self.as_list() + list(other)

    def __radd__(self, other: Sequence[Action]) -> list[Action]:
        return list(other) + self.as_list()

    def copy(self) -> list[Action]:
        return list(self.as_list())

    def __reduce__(self) -> tuple:
        return (list, (self.as_list(),))

    def __repr__(self) -> str:
        return repr(self.as_list())


def _nth(mask: bytes, i: int) -> int:
    """Where the ``i``-th 1 of ``mask`` is (0-based; there are more than ``i``): halving the span by counting."""
    lo, hi, below = 0, len(mask), 0  # mask[:lo] holds ``below`` <= i ones, mask[:hi] more than i
    while hi - lo > 1:
        mid = (lo + hi) >> 1
        n = below + mask.count(1, lo, mid)
        if n <= i:
            lo, below = mid, n
        else:
            hi = mid
    return lo
