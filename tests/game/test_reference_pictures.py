"""Pictures in the rules reference: each game has at least three, each is a real position painted by the game's
own board view (a lesson's, or one the reference file records) round the element it names, and a picture that
names a position that does not exist says so."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.reference import available, load
from game.scenes.rules_pictures import PictureError, draw_picture, picture_position
from graphics import fonts

PICTURED = [(game, entry) for game in available() for entry in load(game).entries if entry.picture is not None]


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    fonts.reset()  # a UI test before this one may have quit pygame (and its fonts)
    draw_picture.cache_clear()
    yield


@pytest.mark.parametrize("game", available())
def test_each_game_s_reference_has_at_least_three_pictures(game):
    assert sum(1 for g, _e in PICTURED if g == game) >= 3


@pytest.mark.parametrize(("game", "entry"), PICTURED, ids=[f"{g}-{e.id}" for g, e in PICTURED])
def test_every_picture_is_drawn_by_the_board_view_within_its_box(game, entry):
    image = draw_picture(game, entry.picture, 400, 300)
    w, h = image.get_size()
    assert 0 < w <= 400 and 0 < h <= 300 and (w == 400 or h == 300)  # as large as the box lets it be
    colours = {tuple(image.get_at((x, y))) for x in range(0, w, 7) for y in range(0, h, 7)}
    assert len(colours) > 20  # a painted position, not an empty board
    assert entry.picture.caption  # the picture says what it shows


@pytest.mark.parametrize(("game", "entry"), PICTURED, ids=[f"{g}-{e.id}" for g, e in PICTURED])
def test_every_picture_s_position_is_replayed_through_the_rules(game, entry):
    _state, played, _viewer = picture_position(game, entry.picture)
    assert len(played) == entry.picture.ply


def test_a_picture_of_a_position_that_does_not_exist_says_which():
    _game, entry = PICTURED[0]
    broken = dataclasses.replace(entry.picture, position="no_such_position")
    with pytest.raises(PictureError, match="no_such_position"):
        draw_picture(_game, broken, 200, 100)
