"""The Age of Expansion discard pile near Europe: drawn beside the Europe and Slavery stacks, and its hover text.

Age of Expansion: discarded cards (but Governors and Slavery cards) "go into a discard pile near Europe where
they may be drawn again". The pile is drawn whenever an Age of Expansion deck is in play, empty or not, so a
player sees where a discard goes (it is the target a dragged card glows on); its place is read from the Europe
and Slavery stacks of the map's layout, to their right in the Atlantic. Its hover text is ``describe``'s.
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics.endeavor import pieces
from graphics.endeavor.ink import blit_text, stack_count
from graphics.view import ViewContext
from rules.endeavor import data as D
from rules.endeavor import readings as E

PILE_ELEMENT = f"stack:{E.PILE_ID}"
#: How far right of the Europe stack the pile lies, in card widths (the Atlantic east of the stacks is open sea).
OFFSET_CARDS = 2.0
#: Cards fanned under the top one, at most (the count says the rest).
FANNED = 3


def _region_of(card: D.Card) -> str:
    return "slavery" if card.slavery else D.REGIONS[D.DECK_REGION[card.deck]]


class DiscardPileLayer:
    """A mixin of ``EndeavorView``: the discard pile on the map."""

    def _pile_rect(self) -> pygame.Rect | None:
        """Right of the Europe stack, level between it and the Slavery stack."""
        europe = self.map_places.get(f"stack:{D.DECKS[D.EUROPE_DECK]}")
        slavery = self.map_places.get(f"stack:{D.DECKS[D.SLAVERY_DECK]}")
        if europe is None or slavery is None:
            return None
        rect = europe.copy()
        rect.x += round(europe.w * OFFSET_CARDS)
        rect.centery = (europe.centery + slavery.centery) // 2
        return rect

    def _draw_discards(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        if not E.aoe_cards(state):
            return
        rect = self._pile_rect()
        if rect is None:
            return
        self.rects[PILE_ELEMENT] = rect
        s = self.scale
        cards = state.discards
        label_fs = max(9, round(10 * s / 0.7))
        if not cards:
            slot = pygame.Surface(rect.size, pygame.SRCALPHA)
            slot.fill((250, 246, 230, 40))
            surface.blit(slot, rect.topleft)
            pygame.draw.rect(surface, (250, 246, 230), rect, 1, border_radius=max(2, rect.w // 10))
            blit_text(surface, "0", label_fs, (250, 246, 230), rect.center, "center", True, (0, 0, 0))
        else:
            under = cards[-1 - FANNED : -1]
            for k, cid in enumerate(under):  # the older ones fanned down-left, the last discarded on top
                card = D.CARDS[cid]
                img = pieces.card(card.name, card.value, _region_of(card), card.icons, card.glory, rect.size)
                shift = (len(under) - k) * max(2, rect.w // 10)
                surface.blit(img, (rect.x - 2 - shift, rect.y - 2 + shift // 2))
            top = D.CARDS[cards[-1]]
            img = pieces.card(top.name, top.value, _region_of(top), top.icons, top.glory, rect.size)
            surface.blit(img, (rect.x - 2, rect.y - 2))
            self._card_mark(surface, rect, cards[-1], "discards")
            stack_count(surface, len(cards), rect, s)
        blit_text(
            surface,
            "Discards",
            max(8, round(9 * s / 0.7)),
            (250, 246, 230),
            (rect.centerx, rect.bottom + 1),
            "midtop",
            True,
            (0, 0, 0),
        )
