"""The results screen's chart of each seat's provisional score after every round (issue 4, End of game)."""

from __future__ import annotations

import random

import pygame
import pytest

import rules
from game.match import Match, Seat
from game.scenes.results import ResultsScene
from graphics.score_chart import ScoreChart, chart_points
from tests.game.ui.conftest import frames


def played_endeavor(players: int, seed: int) -> Match:
    """A whole seeded Endeavor game between random movers, through a real Match."""
    match = Match(rules.get("endeavor"), [Seat("computer", name=f"Seat {i + 1}") for i in range(players)], seed)
    pick = random.Random(seed)
    while not match.is_over():
        match.submit(pick.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 3), ((1920, 1080), 5)])
def test_the_chart_sits_beside_the_sheets_without_overlapping_them(app, size, players):
    match = played_endeavor(players, seed=4)
    assert match.round_scores and all(len(row) == players for row in match.round_scores)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], dt=1 / 60)
    scene = app.push(ResultsScene(app, match))
    frames(app)
    assert scene.chart_rect is not None and scene.chart is not None
    assert not scene.chart_rect.colliderect(scene.sheets_rect)
    assert scene.card.contains(scene.chart_rect)
    assert scene.chart.rect.contains(scene.chart.plot)
    for element in scene.callbacks:
        assert not element.rect.colliderect(scene.chart_rect)


def test_each_round_is_a_point_in_order_and_the_highest_total_is_highest():
    rounds = [[3, 1, 0], [5, 9, 2], [8, 9, 20]]
    plot = pygame.Rect(100, 50, 300, 200)
    lines = chart_points(rounds, plot)
    assert len(lines) == 3 and all(len(line) == 3 for line in lines)
    for line in lines:
        xs = [p[0] for p in line]
        assert xs == sorted(xs) and len(set(xs)) == 3
        assert all(plot.collidepoint(p) or p[1] == plot.bottom for p in line)
    for i, row in enumerate(rounds):
        ys = [lines[seat][i][1] for seat in range(3)]
        best = max(range(3), key=row.__getitem__)
        assert ys[best] == min(ys)
    # a tie in round 2 (9 and 9) lands at the same height
    assert lines[1][1][1] == lines[1][2][1] and lines[1][1][1] < lines[0][1][1]


def test_a_game_without_rounds_draws_no_chart(app, tiny_game):
    match = Match(tiny_game, [Seat("human"), Seat("human")], seed=2)
    while not match.is_over():
        match.submit(match.legal_actions()[0])
    assert match.round_scores == []
    scene = app.push(ResultsScene(app, match))
    frames(app)
    assert scene.chart is None and scene.chart_rect is None
    inner_width = scene.card.width - scene.px(64)
    assert scene.sheets_rect.width == inner_width


def test_an_empty_chart_paints_nothing():
    pygame.init()
    surface = pygame.Surface((200, 200))
    surface.fill((1, 2, 3))
    ScoreChart(pygame.Rect(0, 0, 200, 200), [], []).draw(surface)
    assert pygame.transform.average_color(surface)[:3] == (1, 2, 3)


def test_the_results_screen_is_painted_once_and_then_only_shown(app, tiny_game, monkeypatch):
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("human", None, "Bob")], seed=3)
    while not match.is_over():
        match.submit(match.legal_actions()[0])
    app.push(ResultsScene(app, match))
    frames(app, 2)
    before = pygame.image.tobytes(app.screen, "RGB")
    from graphics import theme

    painted: list[int] = []
    monkeypatch.setattr(theme, "paint_backdrop", lambda surface: painted.append(1))
    frames(app, 5)
    assert painted == []  # the static screen is not painted again on every frame
    assert pygame.image.tobytes(app.screen, "RGB") == before
