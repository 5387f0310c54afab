"""The Rules screen, driven with real mouse and keyboard events: typing in the search box shows the best entry,
a game tab switches the reference, a link opens its entry, and open_reference opens at the entry asked for."""

from __future__ import annotations

import pygame
import pygame_gui

from game.scenes.about_scene import AboutScene
from game.scenes.menu import MenuScene
from game.scenes.rules_scene import RulesScene, open_reference
from tests.game.ui.conftest import button, click, frames


def _type(app, text: str) -> None:
    for ch in text:
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch)], dt=1 / 60)
    frames(app, 2)


def test_typing_a_misspelt_base_rulebook_word_in_the_search_box_shows_its_entry(app):
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Rules").rect.center)
    scene = app.scene
    assert isinstance(scene, RulesScene)
    click(app, scene.search_box.rect.center)
    _type(app, "expidite")
    assert scene.query == "expidite"
    assert scene.entry_id == "ship"
    assert "Ship" in scene.text_box.html_text


def test_a_game_tab_opens_that_game_s_reference_and_keeps_the_search(app):
    scene = open_reference(app, "endeavor")
    frames(app)
    scene.set_query("auction")
    click(app, button(scene, "Age of Steam").rect.center)
    assert scene.game == "steam"
    assert scene.entry_id == "auction"


def test_a_see_also_link_opens_its_entry(app):
    scene = open_reference(app, "aoe3", "discovery")
    frames(app)
    assert "href='regions'" in scene.text_box.html_text
    app.step(
        [pygame.event.Event(pygame_gui.UI_TEXT_BOX_LINK_CLICKED, link_target="regions", ui_element=scene.text_box)]
    )
    assert scene.entry_id == "regions"


def test_open_reference_marks_the_variant_in_play_and_ignores_an_unknown_entry(app):
    scene = open_reference(app, "steam", "build-costs", {"map": "venezuela"})
    frames(app)
    assert "<b>Venezuela</b> <b>(in this game)</b>" in scene.text_box.html_text
    assert "<b>Tasmania</b>:" in scene.text_box.html_text
    other = open_reference(app, "steam", "no-such-entry")
    assert other.entry_id == "goal"


def test_variants_and_data_opens_the_about_screen_and_back_returns(app):
    open_reference(app, "endeavor")
    frames(app)
    click(app, button(app.scene, "Variants and data").rect.center)
    assert isinstance(app.scene, AboutScene)
    click(app, button(app.scene, "Back").rect.center)
    assert isinstance(app.scene, RulesScene)
