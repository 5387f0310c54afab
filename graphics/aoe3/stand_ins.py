"""The stand-in marks of the Age of Empires III board: capital buildings, discovery counters and cards, the map.

A mixin of ``Aoe3View``: the parts call ``_mark`` right after drawing a component
whose printed data the rulebook leaves out (its appendices could not be read), so
the mark is drawn on it and recorded after it (the mark answers a hover on it).
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics import provisional
from graphics.aoe3.canvas import Shifted
from rules.aoe3.data import BUILDINGS, NAME_CONFIRMED, REGION_INDEX, REGIONS

GAME = "aoe3"


class StandInMarks:
    """Draws a mark on a stand-in component (in board coordinates) and records it as a hover target."""

    def _mark(
        self,
        surf: Shifted,
        rect: pygame.Rect,
        kind: str,
        key: str = "",
        corner: str = "bottomright",
        size: int | None = None,
    ) -> None:
        offset = (surf.dx, surf.dy)  # the layer's origin is the board's corner
        provisional.place_mark(surf.s, self.rects, rect, provisional.mark_id(kind, key), corner, size, offset)


def describe_mark(state: Any, element_id: str) -> str | None:
    """The hover of a mark, naming the component as the board does."""
    kind, key = provisional.split_mark(element_id)
    if kind == "building":
        item = key.partition("@")[0]
        b = BUILDINGS.get(item)
        if b is None:
            return provisional.text(GAME, kind)
        said = provisional.kinds(GAME)[kind]["named" if item in NAME_CONFIRMED else "unnamed"]
        return provisional.text(GAME, kind, b.name, extra=said)
    if kind == "counter" and key in REGION_INDEX:
        region = REGIONS[REGION_INDEX[key]].name
        return provisional.text(GAME, kind, f"the one in {region}")
    return provisional.text(GAME, kind)
