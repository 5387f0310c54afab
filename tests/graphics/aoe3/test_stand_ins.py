"""Age of Empires III's stand-in components (capital buildings, discovery counters and cards, the New World's
names and goods; the rulebook's appendices could not be read) carry a mark with a hover in a player's words."""

from __future__ import annotations

import pygame
import pytest

from graphics import fonts, provisional
from tests.graphics.aoe3.helpers import midgame
from tests.graphics.stand_in_checks import check_words, drawn_marks, kinds_of


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    fonts.reset()  # a UI test before this one may have quit pygame (and its fonts)


def test_every_stand_in_kind_is_marked_on_the_board_with_a_hover_in_a_players_words():
    rs, s, _ = midgame(players=3, moves=60)
    view, marks = drawn_marks(rs, s)
    assert kinds_of(marks, "aoe3") == set(provisional.kinds("aoe3"))
    for eid, text in marks.items():
        check_words(eid, text)
        assert view.element_at(view.rect_of(eid).center) == eid


def test_a_capital_buildings_hover_says_whether_its_name_is_printed():
    rs, s, _ = midgame(players=3, moves=0)
    _, marks = drawn_marks(rs, s)
    texts = [t for e, t in marks.items() if provisional.split_mark(e)[0] == "building"]
    assert texts
    assert all(("its name is printed" in t) != ("its name is ours too" in t) for t in texts)


def test_a_counters_hover_names_its_region_as_the_board_does():
    rs, s, _ = midgame(players=3, moves=0)
    _, marks = drawn_marks(rs, s)
    counter = next(t for e, t in marks.items() if provisional.split_mark(e)[0] == "counter")
    assert counter.startswith("Discovery counter: the one in ")
