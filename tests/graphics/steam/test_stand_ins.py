"""The three Age of Steam expansion maps are stand-in layouts (their boards were not found): each carries a mark
in the map's corner whose hover says what the rulebook prints of the map and what is ours; Rust Belt has none."""

from __future__ import annotations

import pygame
import pytest

import rules
from graphics import fonts, provisional
from tests.graphics.stand_in_checks import check_words, drawn_marks, kinds_of


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    fonts.reset()  # a UI test before this one may have quit pygame (and its fonts)


@pytest.mark.parametrize("map_id", ["tasmania", "venezuela", "japan"])
def test_a_stand_in_map_is_marked_in_its_corner_with_a_hover_in_a_players_words(map_id):
    rs = rules.get("steam")
    s = rs.new_game(4, 1, {"map": map_id})
    view, marks = drawn_marks(rs, s)
    assert kinds_of(marks, "steam") == {f"map:{map_id}"}
    for eid, text in marks.items():
        check_words(eid, text)
        assert view.element_at(view.rect_of(eid).center) == eid
        assert view.rect_of(eid).colliderect(view.map_rect)


def test_the_rust_belt_map_is_the_printed_one_and_carries_no_mark():
    rs = rules.get("steam")
    _, marks = drawn_marks(rs, rs.new_game(3, 1, {"map": "rust_belt"}))
    assert marks == {}


def test_every_map_kind_in_the_data_has_a_hover():
    for kind in provisional.kinds("steam"):
        check_words(provisional.mark_id(kind), provisional.text("steam", kind))
