"""The stand-in marks of the Endeavor board: on the map, each building and card, the tracks, the Prominence tile.

A mixin of ``EndeavorView``: each layer calls ``_mark`` right after drawing a
component whose printed data the rulebook leaves out, so the mark is drawn on
it and recorded after it (the mark, not the component, answers a hover on it).
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics import provisional
from rules.endeavor import data as D

GAME = "endeavor"

#: Cards that only the Age of Expansion decks hold.
AOE_CARDS = frozenset(c for stack in D.DECK_CARDS_AOE for c in stack) - frozenset(
    c for stack in D.DECK_CARDS for c in stack
)


class StandInMarks:
    """Draws a mark on a stand-in component and records it as a hover target."""

    def _mark(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        kind: str,
        key: str = "",
        corner: str = "bottomright",
        size: int | None = None,
    ) -> None:
        provisional.place_mark(surface, self.rects, rect, provisional.mark_id(kind, key), corner, size)

    def _building_mark(self, surface: pygame.Surface, rect: pygame.Rect, building: Any, where: str) -> None:
        kind = "building_aoe" if building.set == "aoe" else "building"
        self._mark(surface, rect, kind, f"{building.id}@{where}", "midbottom")

    def _card_mark(self, surface: pygame.Surface, rect: pygame.Rect, card_id: str, where: str) -> None:
        self._mark(surface, rect, "card_aoe" if card_id in AOE_CARDS else "card", f"{card_id}@{where}", "bottomright")


def describe_mark(state: Any, element_id: str) -> str | None:
    """The hover of a mark, naming the component as the board does."""
    kind, key = provisional.split_mark(element_id)
    item = key.partition("@")[0]
    if kind in ("building", "building_aoe"):
        b = D.BUILDINGS[D.BUILDING_INDEX[item]] if item in D.BUILDING_INDEX else None
        return provisional.text(GAME, kind, b.name if b else None, item)
    if kind in ("card", "card_aoe"):
        card = D.CARDS.get(item)
        return provisional.text(GAME, kind, card.name if card else None, item)
    if kind == "prominence":
        tile = D.TILES.get(item)
        return provisional.text(GAME, kind, tile.name if tile else None, item)
    return provisional.text(GAME, kind)
