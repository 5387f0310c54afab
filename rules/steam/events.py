"""Events made once and kept: an Event is a value (frozen), and most of a game's events recur word for word.

A bid of $3 by Red, a pass, Blue finishing its build: a search's playouts make the same few hundred such events
over and over, and making one (its sentence formatted, its fields set) cost about as much as the rest of
applying a bid or a pass. ``kept_event`` makes an event the first time its key is met and gives the same one
after. The key must name everything the event is made from (its map where a name depends on it); ``make`` is
only called on a miss. A placement's event is not kept: its seat, hex, tile, rotation and price recur too
seldom (bench/README.md).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import Event

__all__ = ["kept_event"]

_KEPT: dict[tuple, Event] = {}
#: Past this many kept events the memo starts again (a game's kinds, seats and amounts make a few hundred).
_LIMIT = 10_000


def kept_event(key: tuple, make: Callable[[], Event]) -> Event:
    """The event ``make()`` gives, made once per ``key`` and kept."""
    event = _KEPT.get(key)
    if event is None:
        if len(_KEPT) >= _LIMIT:
            _KEPT.clear()
        event = _KEPT[key] = make()
    return event
