"""The Age of Expansion discard pile near Europe on the board: its place, its count and its hover text."""

from __future__ import annotations

import pygame

import rules
from graphics.dnd import targets_of
from graphics.endeavor.discard_pile import PILE_ELEMENT
from graphics.layout import play_layout
from graphics.view import ViewContext
from graphics.views import view_for
from rules.endeavor import data as D


def _drawn(s, size=(1280, 720)):
    pygame.init()
    rs = rules.get("endeavor")
    view = view_for(rs)
    view.layout(play_layout(size).board)
    acts = rs.legal_actions(s)
    view.draw(pygame.Surface(size), s, ViewContext(seat=None, legal_targets=set(targets_of(acts))))
    return view


def _with_pile(*cards):
    s = rules.get("endeavor").new_game(4, 2, {"aoe_cards": True}).copy()
    s.discards = cards
    s.stacks = tuple(tuple(c for c in st if c not in cards) for st in s.stacks)
    return s


def test_the_discard_pile_lies_near_europe_and_names_its_cards():
    """Age of Expansion: discarded cards "go into a discard pile near Europe where they may be drawn again"."""
    view = _drawn(_with_pile("aoe_india_4", "aoe_caribbean_2"))
    pile = view.rect_of(PILE_ELEMENT)
    europe, slavery = view.rect_of("stack:europe"), view.rect_of("stack:slavery")
    assert pile is not None and europe.top < pile.centery < slavery.bottom and pile.left > europe.right
    assert not any(pile.colliderect(r) for eid, r in view.rects.items() if eid.startswith(("stack:", "city:")) and
                   eid != PILE_ELEMENT)  # fmt: skip
    assert view.element_at(pile.center) == PILE_ELEMENT
    text = view.describe(_with_pile("aoe_india_4", "aoe_caribbean_2"), PILE_ELEMENT)
    second, first = D.CARDS["aoe_india_4"].name, D.CARDS["aoe_caribbean_2"].name
    assert text.startswith(f"Discard pile near Europe (2 cards, the last discarded first): {first} (value 2), {second}")


def test_the_empty_pile_is_shown_only_with_the_age_of_expansion_cards():
    view = _drawn(_with_pile())
    assert view.rect_of(PILE_ELEMENT) is not None
    assert view.describe(_with_pile(), PILE_ELEMENT).startswith("Discard pile near Europe: empty.")
    base = _drawn(rules.get("endeavor").new_game(4, 2, {}))
    assert base.rect_of(PILE_ELEMENT) is None
