"""How every text names a seat: by the colour of its pieces (Red, Blue...), never "Seat 2".

The colours are the order the client paints the seats in (``graphics.colours``
takes its names from here, so a seat's name and its pieces always agree). A
game whose seats are also nations (Age of Empires III) adds the nation in its
own ``Ruleset.seat_title``.
"""

from __future__ import annotations

__all__ = ["COLOURS", "seat_colour"]

#: Each seat's colour, in seat order (more seats than colours wrap round).
COLOURS = ("Red", "Blue", "Yellow", "Green", "Purple", "Black")


def seat_colour(seat: int) -> str:
    """The colour name of ``seat`` (0-based): the name every rules text and panel gives it."""
    return COLOURS[seat % len(COLOURS)]
