"""Watching a recorded game in the client: its save opens, and review mode steps through it move by move."""

from __future__ import annotations

import pygame

from game.replay import play_trace, read_trace
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.replay.recorded import TRACE, needs_trace
from tests.game.ui.conftest import frames

pytestmark = needs_trace

ROUND_5 = 183  # the move after which round 5 begins (python -m game.replay prints it)


def test_reviewing_a_move_of_a_recorded_game_scrolls_the_log_to_it_and_shows_its_scores(app):
    match = play_trace(read_trace(TRACE))
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    assert scene.log_scroll == 0  # the game's end
    scene.start_review(ROUND_5)
    frames(app, 2)
    assert scene.log_scroll > 0
    assert any(entry.ply == ROUND_5 for _, entry in scene.log_hits)  # the reviewed move's lines are in view
    state = match.states[ROUND_5]
    assert state.round == 5
    assert scene._totals() == {s.seat: s.total for s in match.ruleset.scores(state)}
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], dt=1 / 60)
    frames(app)
    assert scene.review == ROUND_5 + 1
    assert any(entry.ply == ROUND_5 + 1 for _, entry in scene.log_hits)
