"""Every screen fits every window from the smallest to 3840x2160 at UI scales 1.0 to 2.0 (issue 16).

For each window size and UI scale the main menu, each game's New game, the
settings, load and rules screens, each game's board, its results and the lesson
are built, and no widget may fall outside the window or overlap another (nor a
text the form paints itself). A window too small for the scale asked holds the
largest scale it can (``fitted_scale``): the screens are laid out for 800x560
at scale 1.0. The boards are painted in a second test: none may raise.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.menu import MenuScene
from game.settings import Settings
from graphics.layout import fitted_scale
from tests.game.ui.screens import GAMES, problems, screens

SIZES = ((800, 600), (1000, 700), (1000, 720), (1280, 720), (3840, 2160))
SCALES = (1.0, 1.5, 2.0)
#: Each window size with the distinct scales it holds (2.0 asked of a 1000x700 window gives the same as 1.5).
SWEEP = sorted({(size, fitted_scale(scale, size)) for size in SIZES for scale in SCALES})


@pytest.fixture
def window(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("BOARDGAMES_CONFIG", str(tmp_path / "config"))
    apps: list[App] = []

    def open_at(size: tuple[int, int], scale: float) -> App:
        app = App(Settings(ui_scale=scale, confirm_turns=False), size)
        app.push(MenuScene(app))
        apps.append(app)
        return app

    yield open_at
    for app in apps:
        for scene in reversed(app.scenes):
            scene.close()
    pygame.quit()


@pytest.mark.parametrize(("size", "scale"), SWEEP, ids=[f"{w}x{h}@{s:g}" for (w, h), s in SWEEP])
def test_no_widget_falls_off_the_window_or_overlaps_another(window, size, scale):
    app = window(size, scale)
    assert app.size == size and app.ui_scale == scale
    found = []
    for name, push in screens():
        push(app)
        found += [f"{name}: {problem}" for problem in problems(app)]
        app.pop_to_menu()
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_every_board_draws_at_the_small_sizes_and_scales(window, game):
    found = []
    for size, scale in (((800, 600), 1.0), ((1000, 700), 1.0), ((1000, 720), 1.0), ((1280, 720), 1.25)):
        app = window(size, scale)
        push = dict(screens())[f"board {game}"]
        scene = push(app)
        app.step(dt=1 / 60)
        if scene._draw_error:
            found.append(f"{size} @{scale}: {scene._draw_error}")
    assert found == []
