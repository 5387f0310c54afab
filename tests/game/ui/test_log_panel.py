"""The log panel (issue 16): at least 15 lines at 1280x720, scrolled by the wheel and its scroll bar,
and a click on a line still reviews that move."""

from __future__ import annotations

import pygame

from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.ui.conftest import click, frames
from tests.game.ui.screens import played


def _long_game(app) -> PlayScene:
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, played("endeavor", 3, 80), computer_moves=False))
    frames(app, 2)
    return scene


def _lines_shown(scene: PlayScene) -> int:
    return sum(rect.h for rect, _ in scene.log_hits) // scene.log_lines().line_h


def _wheel(app, pos: tuple[int, int], notches: int) -> None:
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0, precise_y=notches),
        ],
        dt=1 / 60,
    )
    frames(app, 1)


def test_the_log_shows_at_least_15_lines_at_1280x720(app):
    scene = _long_game(app)
    assert app.size == (1280, 720)
    assert scene.log_lines().fit >= 15 and _lines_shown(scene) >= 15
    assert scene.log_lines().total > 15  # so there is more above to scroll to


def test_the_wheel_over_the_log_scrolls_it_back_and_forth(app):
    scene = _long_game(app)
    newest = {entry.index for _, entry in scene.log_hits}
    inside = scene.layout_rects.log.move(-40, 0).center
    _wheel(app, inside, 2)
    assert scene.log_scroll == 6
    older = {entry.index for _, entry in scene.log_hits}
    assert min(older) < min(newest) and older != newest
    _wheel(app, inside, -5)
    assert scene.log_scroll == 0
    assert {entry.index for _, entry in scene.log_hits} == newest


def test_the_scroll_bar_shows_the_position_and_its_arrow_scrolls_the_log(app):
    scene = _long_game(app)
    bar = scene.log_bar
    assert bar is not None and scene.layout_rects.log.contains(bar.rect)
    bottom = bar.start_percentage
    assert bottom > 0.9  # the newest lines are at the bottom
    arrow = bar.top_button.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=arrow, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=arrow, button=1)], dt=1 / 60)
    frames(app, 30)  # held for half a second
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=arrow, button=1)], dt=1 / 60)
    frames(app, 3)
    assert scene.log_scroll > 0 and bar.start_percentage < bottom
    older = min(entry.index for _, entry in scene.log_hits)
    _wheel(app, scene.layout_rects.log.move(-40, 0).center, -100)
    assert scene.log_scroll == 0 and bar.start_percentage == bottom  # the wheel moves the bar with the log
    _wheel(app, scene.layout_rects.log.move(-40, 0).center, 10)
    # a click on a line shown up there still reviews that move
    rect, entry = next((r, e) for r, e in scene.log_hits if e.ply > 0)
    assert entry.index <= older + 30
    click(app, (rect.x + 60, rect.centery))
    assert scene.review == entry.ply
