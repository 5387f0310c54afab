"""Hovering a seat's score shows its breakdown as the rules score it (issue 16), in every game."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.ui.conftest import frames
from tests.game.ui.screens import GAMES, played


def _hover(app, pos: tuple[int, int]) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    frames(app, 40)  # past the tooltip delay


@pytest.mark.parametrize("game", GAMES)
def test_hovering_a_seats_score_lists_the_rules_own_score_sheet(app, game):
    match = played(game, 3, 60)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    sheets = match.ruleset.scores(match.state)
    seat = 1
    _hover(app, scene.seat_rects[seat].center)
    assert scene.hovered == f"ui:seat:{seat}" and scene.context().hovered is None
    tip = scene._tip[1]
    sheet = next(s for s in sheets if s.seat == seat)
    assert tip.splitlines()[0].startswith(f"{match.seat_name(seat)}: {sheet.total}")
    for item in sheet.items:  # every category the rulebook scores, with its points, in the rules' order
        assert f"{item.category}: {item.points}" in tip
    assert [line.split(":")[0] for line in tip.splitlines()[1 : 1 + len(sheet.items)]] == [
        item.category for item in sheet.items
    ]


def test_in_review_the_breakdown_is_the_reviewed_moves(app):
    match = played("endeavor", 3, 60)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    scene.start_review(5)
    frames(app, 2)
    _hover(app, scene.seat_rects[0].center)
    early = match.ruleset.scores(match.states[5])[0]
    assert scene._tip[1].splitlines()[0].startswith(f"{match.seat_name(0)}: {early.total}")
