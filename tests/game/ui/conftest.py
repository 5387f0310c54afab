"""Headless app fixtures: a window on the dummy driver, saves and settings in temporary folders."""

from __future__ import annotations

import pygame
import pytest

import rules
from tests import tiny, tiny_view


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("BOARDGAMES_CONFIG", str(tmp_path / "config"))
    from game.app import App
    from game.settings import Settings

    settings = Settings(ai_pace=0.0, animation_speed=1.0, tooltip_delay=0.5, tips=False)  # tip tests turn them on
    application = App(settings, (1280, 720))
    yield application
    for scene in reversed(application.scenes):
        scene.close()
    pygame.quit()
    from graphics import fonts

    fonts.set_board_scale(1.0)  # the next test's boards (in this worker) are drawn at the default scale


@pytest.fixture
def tiny_game():
    ruleset = tiny.install()
    tiny_view.install()
    yield ruleset
    tiny_view.uninstall()
    rules.unregister("tiny")


def frames(app, n: int = 1) -> None:
    for _ in range(n):
        app.step(dt=1 / 60)


def click(app, pos: tuple[int, int]) -> None:
    """A real left click: press and release at ``pos``, then the frames pygame_gui needs to report it."""
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        dt=1 / 60,
    )
    frames(app, 2)


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at ``start``, move in a few frames to ``end``, release there."""
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], dt=1 / 60)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))], dt=1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], dt=1 / 60)
    frames(app, 1)


def button(scene, text: str):
    """The scene's button labelled ``text``."""
    for element in scene.callbacks:
        if getattr(element, "text", None) == text:
            return element
    raise AssertionError(f"no button {text!r}; buttons: {[getattr(e, 'text', '?') for e in scene.callbacks]}")


def row_shows(text: str, label: str) -> bool:
    """Whether a row of the choices reading ``text`` shows ``label``: whole, or cut with an ellipsis where it is
    wider than the list (the row's tip then says it whole)."""
    return text == label or (text.endswith("…") and label.startswith(text[:-1]))
