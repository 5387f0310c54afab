"""Every rule one click away in a real game: a click on the prompt bar, a right click on a board element and a
click on a refused move's message each open the rules reference at the entry behind it, and Back returns to
the game unchanged."""

from __future__ import annotations

import pygame

from game.reference import load
from game.scenes.play import PlayScene
from game.scenes.rules_scene import RulesScene
from rules.core import Action
from tests.game.ui.conftest import button, click, drag, frames
from tests.graphics.endeavor.test_play_endeavor import _start, _to_my_action_turn, centre


def test_a_click_on_the_prompt_bar_opens_the_rule_of_the_decision_at_hand(app):
    scene = _start(app)
    assert scene.match.prompt().kind == "build"
    click(app, scene._prompt_text_rect().center)
    assert isinstance(app.scene, RulesScene)
    assert (app.scene.game, app.scene.entry_id) == ("endeavor", "building-phase")
    click(app, button(app.scene, "Back").rect.center)
    assert app.scene is scene


def test_a_right_click_on_a_city_opens_the_occupy_entry_and_its_hover_text_says_so(app):
    scene = _start(app)
    pos = centre(scene, "city:EU1")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    assert scene.hovered == "city:EU1"
    tip = scene.element_tip("city:EU1", scene.view.describe(scene.match.state, "city:EU1"))
    assert tip.endswith("Right-click for the rule: Occupy")
    revision = scene.match.revision
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)], dt=1 / 60)
    frames(app)
    assert isinstance(app.scene, RulesScene) and app.scene.entry_id == "occupy"
    assert scene.match.revision == revision


def test_a_refused_drop_names_its_rule_and_a_click_on_the_message_opens_it(app):
    scene = _to_my_action_turn(app)
    drag(app, centre(scene, "harbor:0"), centre(scene, "building:0:0"))
    drag(app, centre(scene, "harbor:0"), centre(scene, "city:NA1"))  # North America is not open yet
    reason = scene.match.ruleset.explain(scene.match.state, Action.make("occupy", 0, city="NA1"))
    assert scene.last_refusal == reason
    toast = next(t for t in scene.toasts.items if t.text == reason)
    title = load("endeavor").get(toast.link).title
    assert toast.link_label == f"Click for the rule: {title}"
    frames(app)
    rect = next(r for r, t in scene.toasts.hits if t is toast)
    click(app, rect.center)
    assert isinstance(app.scene, RulesScene) and app.scene.entry_id == toast.link


def test_f1_opens_the_rule_of_the_decision_when_nothing_is_hovered(app):
    scene = _start(app)
    scene.hovered = None
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)], dt=1 / 60)
    assert isinstance(app.scene, RulesScene) and app.scene.entry_id == "building-phase"
    assert isinstance(app.scenes[-2], PlayScene)


def test_a_tip_is_shown_once_the_first_time_and_never_with_tips_off(app):
    app.settings.tips = True
    scene = _start(app)
    frames(app, 2)
    shown = [t for t in scene.toasts.items if t.text.startswith("Tip: ")]
    assert len(shown) == 1 and shown[0].link == "building-phase"
    assert "endeavor:first-build" in app.settings.tips_seen
    again = _start(app)  # a second game: the same decision, the tip already seen
    frames(app, 2)
    assert not [t for t in again.toasts.items if t.text.startswith("Tip: ")]
    app.settings.tips, app.settings.tips_seen = False, ()
    off = _start(app)
    frames(app, 2)
    assert not [t for t in off.toasts.items if t.text.startswith("Tip: ")]
