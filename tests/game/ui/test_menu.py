"""The main menu and its scenes, driven with real mouse events through the real loop."""

from __future__ import annotations

from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from tests.game.ui.conftest import button, click, frames


def test_menu_new_game_and_back(app):
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "New game").rect.center)
    assert isinstance(app.scene, NewGameScene)
    click(app, button(app.scene, "Back").rect.center)
    assert isinstance(app.scene, MenuScene)
    assert len(app.scenes) == 1


def test_continue_is_disabled_without_an_autosave(app):
    app.push(MenuScene(app))
    frames(app)
    assert not button(app.scene, "Continue").is_enabled
    click(app, button(app.scene, "Continue").rect.center)
    assert isinstance(app.scene, MenuScene)


def test_settings_and_rules_open_and_close(app):
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Settings").rect.center)
    assert isinstance(app.scene, SettingsScene)
    click(app, button(app.scene, "Back").rect.center)
    click(app, button(app.scene, "Rules").rect.center)
    assert isinstance(app.scene, RulesScene)
    click(app, button(app.scene, "Back").rect.center)
    assert isinstance(app.scene, MenuScene)


def test_quit_stops_the_loop(app):
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Quit").rect.center)
    assert not app.running


def test_continue_opens_the_latest_autosave(app, tiny_game):
    from game import saves
    from game.match import Match, Seat
    from game.scenes.play import PlayScene

    match = Match(tiny_game, [Seat("human"), Seat("ai", "random")], seed=9, autosave=saves.autosave)
    match.submit(match.legal_actions()[1])
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Continue").rect.center)
    assert isinstance(app.scene, PlayScene)
    assert app.scene.match.history[0].text == "0 place cell=1"  # the computer may have answered since


def test_settings_are_applied_and_kept_for_the_next_start(app):
    from game.settings import load_settings

    app.push(MenuScene(app))
    frames(app)
    before = button(app.scene, "New game").rect.height
    click(app, button(app.scene, "Settings").rect.center)
    scene = app.scene
    scene._setter("ai_pace", [(1.2, "Slow (1.2 s)")])("Slow (1.2 s)")
    scene._set_scale("1.25×")
    click(app, button(scene, "Save").rect.center)
    assert isinstance(app.scene, MenuScene)
    assert app.settings.ai_pace == 1.2 and app.settings.ui_scale == 1.25
    kept = load_settings()
    assert kept.ai_pace == 1.2 and kept.ui_scale == 1.25
    # the menu was rebuilt at the new scale: its buttons are bigger (as far as the room under the banner allows)
    assert app.ui_scale == 1.25 and button(app.scene, "New game").rect.height > before
