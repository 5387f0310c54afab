"""One naming of seats (issue 16): every text a player reads names a seat by its colour, never "Seat 2".

The same random games as the words-not-ids test, one per game, read every
prompt, hover text, choice, refusal and event; none may say "Seat 2" or
"seat 2", and Age of Empires III's name each seat's nation with its colour.
"""

from __future__ import annotations

import re

import pytest

import rules
from graphics import colours
from rules.seats import COLOURS
from tests.graphics.test_words_not_ids import _texts_of_a_game

SEAT_NUMBER = re.compile(r"\b[Ss]eats? \d")


pytestmark = pytest.mark.usefixtures("board_window")


@pytest.mark.parametrize(("game", "players"), [("endeavor", 4), ("steam", 4), ("aoe3", 3)])
def test_no_text_of_a_random_game_names_a_seat_by_number(game, players):
    texts = _texts_of_a_game(game, {}, players, 80)
    assert sorted({t for t in texts if SEAT_NUMBER.search(t)}) == []
    assert any("Blue" in t for t in texts)  # the seats are there, by colour


def test_the_pieces_colour_and_the_seats_name_come_from_one_list():
    assert tuple(p.name for p in colours.PLAYERS) == COLOURS


def test_age_of_empires_iii_names_each_seat_with_its_nation():
    aoe3 = rules.get("aoe3")
    assert [aoe3.seat_title(s) for s in range(4)] == [
        "Red (England)",
        "Blue (France)",
        "Yellow (Spain)",
        "Green (Portugal)",
    ]
    assert rules.get("endeavor").seat_title(1) == "Blue"
