"""Endeavor played with the mouse through the real loop: build, activate and Occupy by drag and drop,
an illegal drop that changes nothing and says why, and a whole game with one human seat to the score screen."""

from __future__ import annotations

import threading

import pygame

import rules
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from rules.core import Action
from rules.endeavor import data as D
from tests.game.ui.conftest import app, click, drag, frames  # noqa: F401  (app is a fixture)


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    rect = scene.view.rect_of(element_id)
    assert rect is not None, element_id
    return rect.center


def _others_play(match: Match) -> None:
    """Computer seats (here moved by the test, not the worker) take the first choice, passing when they may."""
    while not match.is_over() and not match.is_human(match.to_move()):
        acts = match.legal_actions()
        passing = [a for a in acts if a.kind == "pass"]
        match.submit(passing[0] if passing else acts[0])


def _start(app, seed: int = 11) -> PlayScene:  # noqa: F811
    rs = rules.get("endeavor")
    seats = [Seat("human", None, "You"), Seat("ai", "random", "Ann"), Seat("ai", "random", "Bob")]
    match = Match(rs, seats, seed=seed)
    _others_play(match)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene


def test_a_workshop_dragged_from_the_market_is_built_on_your_mat(app):  # noqa: F811
    scene = _start(app)
    assert scene.match.state.step == "build" and scene.match.to_move() == 0
    drag(app, centre(scene, "market:workshop"), centre(scene, "building:0:0"))
    assert [a.text for a in scene.match.history if a.seat == 0] == ["0 build building=workshop"]
    assert scene.match.state.buildings[0] == (D.BUILDING_INDEX["workshop"],)


def _to_my_action_turn(app) -> PlayScene:  # noqa: F811
    scene = _start(app)
    drag(app, centre(scene, "market:workshop"), centre(scene, "building:0:0"))
    _others_play(scene.match)
    frames(app, 2)
    s = scene.match.state
    assert (s.phase, s.step, scene.match.to_move()) == ("action", "turn", 0)
    return scene


def test_activating_the_workshop_and_occupying_a_european_city_by_drag_and_drop(app):  # noqa: F811
    scene = _to_my_action_turn(app)
    harbor_before = scene.match.state.harbor[0]
    drag(app, centre(scene, "harbor:0"), centre(scene, "building:0:0"))
    assert scene.match.history[-1].text == "0 activate slot=0"
    assert scene.match.state.busy[0] & 1
    assert "city:EU1" in scene.context().legal_targets
    drag(app, centre(scene, "harbor:0"), centre(scene, "city:EU1"))
    s = scene.match.state
    assert scene.match.history[-1].text == "0 occupy city=EU1"
    assert s.city_owner[D.CITY_INDEX["EU1"]] == 0
    assert s.harbor[0] == harbor_before - 2


def test_a_drop_on_a_city_in_a_closed_region_changes_nothing_and_says_why(app):  # noqa: F811
    scene = _to_my_action_turn(app)
    drag(app, centre(scene, "harbor:0"), centre(scene, "building:0:0"))
    rs = scene.match.ruleset
    before = rs.to_json(scene.match.state)
    revision = scene.match.revision
    drag(app, centre(scene, "harbor:0"), centre(scene, "city:NA1"))
    assert rs.to_json(scene.match.state) == before
    assert scene.match.revision == revision
    reason = rs.explain(scene.match.state, Action.make("occupy", 0, city="NA1"))
    assert reason and "North America" in reason
    assert scene.last_refusal == reason
    assert reason in scene.toasts.texts


def test_a_whole_game_with_one_human_seat_reaches_the_score_screen(app):  # noqa: F811
    rs = rules.get("endeavor")
    seats = [Seat("human", None, "You"), Seat("ai", "random", "Ann"), Seat("ai", "random", "Bob")]
    match = Match(rs, seats, seed=5)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match))
    human_moves = 0
    for _ in range(20000):
        if isinstance(app.scene, ResultsScene):
            break
        frames(app)
        if scene.waiting() == 0:  # the human's turn is done: End turn, as a player presses Enter
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
        elif scene.actions and match.to_move() == 0 and scene.action_list is not None and app.scene is scene:
            items = scene.action_list.item_list_container.elements
            # the human takes the first listed choice (every choice uses up discs or cards, so the game moves on)
            click(app, items[0].rect.center)
            human_moves += 1
        elif not scene.actions:
            threading.Event().wait(0.002)
    assert isinstance(app.scene, ResultsScene)
    assert match.is_over() and match.state.round == 7
    # every click on the action list became exactly one move of the human seat
    assert human_moves >= 7
    assert sum(1 for a in match.history if a.seat == 0) == human_moves
