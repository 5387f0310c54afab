"""Endeavor's stand-in components carry a mark where they are drawn, and its hover says in a player's words what
the rulebook prints (its map, cards, buildings and track glory are not all printed) and what is ours."""

from __future__ import annotations

import pygame
import pytest

import rules
from graphics import fonts, provisional
from tests.graphics.endeavor.helpers import midgame
from tests.graphics.stand_in_checks import check_words, drawn_marks, kinds_of


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    fonts.reset()  # a UI test before this one may have quit pygame (and its fonts)


def _expansion_midgame(moves: int = 60):
    rs = rules.get("endeavor")
    s = rs.new_game(4, 5, {"aoe_buildings": True, "aoe_cards": True, "prominence": "political_agenda"})
    for _ in range(moves):
        acts = rs.legal_actions(s)
        if not acts:
            break
        s = rs.apply(s, next((a for a in acts if a.kind not in ("pass", "done")), acts[0]))
    return rs, s


def test_every_base_stand_in_kind_is_marked_on_the_board_with_a_hover_in_a_players_words():
    rs, s, _ = midgame()
    view, marks = drawn_marks(rs, s)
    assert kinds_of(marks, "endeavor") >= {"map", "building", "card", "track"}
    for eid, text in marks.items():
        check_words(eid, text)
        assert view.element_at(view.rect_of(eid).center) == eid  # the mark, not what it sits on, answers


def test_every_age_of_expansion_stand_in_kind_is_marked_with_a_hover_in_a_players_words():
    rs, s = _expansion_midgame()
    _, marks = drawn_marks(rs, s)
    assert kinds_of(marks, "endeavor") >= {"map", "building_aoe", "card_aoe", "track", "prominence"}
    for eid, text in marks.items():
        check_words(eid, text)


def test_a_buildings_hover_names_it_and_says_what_its_tile_prints():
    rs, s, _ = midgame()
    _, marks = drawn_marks(rs, s)
    theater = next(t for e, t in marks.items() if e.startswith(provisional.mark_id("building", "theater")))
    assert theater.startswith("Building: Theater")
    assert "two Culture icons" in theater and "Our stand-in: its action." in theater


def test_every_kind_in_the_data_has_a_title_what_is_printed_and_what_is_ours():
    for kind, entry in provisional.kinds("endeavor").items():
        check_words(provisional.mark_id(kind), provisional.text("endeavor", kind))
        assert entry["title"] and entry["known"] and entry["stand_in"]
