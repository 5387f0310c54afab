"""Events made once and kept: an Event is a value (frozen), and most of a game's events recur word for word.

A bid of $3 by Red, a pass, Blue laying a gentle curve on one hex for $2: a search's playouts make the same
few thousand events over and over, and making one (its sentence formatted, its fields set) cost about as much
as the rest of applying a bid or a pass. ``kept_event`` makes an event the first time its key is met and gives
the same one after. The key must name everything the event is made from (its map where a name or a price
depends on it); ``make`` is only called on a miss.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import Event

__all__ = ["kept_event"]

_KEPT: dict[tuple, Event] = {}
#: Past this many kept events the memo starts again (a long search meets some 10,000 distinct build events a map).
_LIMIT = 50_000


def kept_event(key: tuple, make: Callable[[], Event]) -> Event:
    """The event ``make()`` gives, made once per ``key`` and kept."""
    event = _KEPT.get(key)
    if event is None:
        if len(_KEPT) >= _LIMIT:
            _KEPT.clear()
        event = _KEPT[key] = make()
    return event
