"""How every text names a seat: by the colour of its pieces (Red, Blue...), never "Seat 2".

The colours are the order the client paints the seats in (``graphics.colours``
takes its names from here, so a seat's name and its pieces always agree). A
game whose seats are also nations (Age of Empires III) adds the nation in its
own ``Ruleset.seat_title``.
"""

from __future__ import annotations

__all__ = ["COLOURS", "seat_colour"]

#: Each seat's colour, in seat order (more seats than colours wrap round). A game whose rulebook fixes the colours
#: gives its own tuple as ``Ruleset.seat_colours`` (Age of Empires III: "Orange for Holland").
COLOURS = ("Red", "Blue", "Yellow", "Green", "Purple", "Black")


def seat_colour(seat: int, colours: tuple[str, ...] = COLOURS) -> str:
    """The colour name of ``seat`` (0-based) in ``colours``: the name every rules text and panel gives it."""
    return colours[seat % len(colours)]
