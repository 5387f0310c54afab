"""Esc's in-game menu (issue 16): it opens only with nothing in hand, and its buttons do what they say."""

from __future__ import annotations

import time

import pygame

from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from tests.game.ui.conftest import button, click, frames


def _esc(app) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)], dt=1 / 60)
    frames(app, 1)


def _play(app, ruleset, seats=None) -> PlayScene:
    match = Match(ruleset, seats or [Seat("human", None, "Ann"), Seat("human", None, "Bob")], seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene


def _labels(scene) -> list[str]:
    return [getattr(b, "text", "") for b in scene.callbacks]


def test_esc_drops_a_lifted_piece_first_and_only_then_opens_the_menu(app, tiny_game):
    scene = _play(app, tiny_game)
    supply = scene.view.rect_of("supply:0").center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=supply, button=1)], dt=1 / 60)
    assert scene.dnd.lifted == "supply:0"
    _esc(app)
    assert scene.dnd.lifted is None and not scene.menu_open
    _esc(app)
    assert scene.menu_open
    assert {"Resume", "Save", "Settings", "Rules", "Quit to menu"} <= set(_labels(scene))
    _esc(app)
    assert not scene.menu_open and "Resume" not in _labels(scene)


def test_the_menu_resumes_saves_and_quits_to_the_main_menu(app, tiny_game):
    scene = _play(app, tiny_game)
    _esc(app)
    click(app, button(scene, "Save").rect.center)
    assert any(t.startswith("Saved as ") for t in scene.toasts.texts)
    click(app, button(scene, "Resume").rect.center)
    assert not scene.menu_open
    click(app, button(scene, "Menu").rect.center)  # the prompt bar's Menu opens the same menu
    assert scene.menu_open
    click(app, button(scene, "Quit to menu").rect.center)
    assert isinstance(app.scene, MenuScene) and len(app.scenes) == 1


def test_settings_and_rules_open_over_the_game_and_back_returns_to_the_menu(app):
    import rules

    seats = [Seat("human", None, "Ann")] + [Seat("ai", "random", f"Bot {i}") for i in (1, 2)]
    scene = _play(app, rules.get("endeavor"), seats)
    _esc(app)
    click(app, button(scene, "Settings").rect.center)
    assert isinstance(app.scene, SettingsScene)
    click(app, button(app.scene, "Back").rect.center)
    assert app.scene is scene and scene.menu_open
    click(app, button(scene, "Rules").rect.center)
    assert isinstance(app.scene, RulesScene) and app.scene.game == "endeavor"


def test_while_the_menu_is_open_the_board_takes_no_click_and_the_computer_waits(app, tiny_game):
    seats = [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")]
    scene = _play(app, tiny_game, seats)
    scene.computer_moves = True
    _esc(app)
    click(app, scene.view.rect_of("cell:4").center)
    assert scene.match.ply == 0  # the click fell on the menu's backdrop, not on the board
    scene.match.submit(next(a for a in scene.match.legal_actions() if a["cell"] == 0))
    scene.match.end_turn(0) if scene.match.waiting_seat() == 0 else None
    frames(app, 30)
    assert scene.match.ply == 1  # the computer waits behind the menu
    _esc(app)
    deadline = time.monotonic() + 10.0  # the computer thinks off the loop: wait for it by the clock, not by frames
    while scene.match.ply <= 1 and time.monotonic() < deadline:
        frames(app)
        time.sleep(0.005)
    assert scene.match.ply == 2
