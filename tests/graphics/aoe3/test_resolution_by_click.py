"""Age of Empires III resolution by click as well as drag, through the real loop: a trade good or a capital
building is clicked, then the player's own box space or mat; a drop on the mat is taken; a drop on another
seat's mat changes nothing and says why in the board's words, linked to the rule."""

from __future__ import annotations

import re

import pygame
import pytest

import rules
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from rules.aoe3.data import UNITS
from tests.game.ui.conftest import app, click, drag, frames  # noqa: F401  (app is a fixture)
from tests.graphics.aoe3.test_play_aoe3 import _to_decision, centre

INTERNAL_ID = re.compile(r"\b(mat|box|good|supply|building|colonist):\w|capital_buildings|trade_goods|seat_\d")


def _expected(scene, action):
    """The state the drag would give: the rules applying the same action."""
    rs = scene.match.ruleset
    return rs.to_json(rs.apply(scene.match.state, action))


def _good_decision(app):  # noqa: F811
    scene = _to_decision(app, "trade_goods", "good")
    assert scene.match.to_move() == 0
    return scene


def test_a_trade_good_clicked_then_the_players_mat_is_taken(app):  # noqa: F811
    scene = _good_decision(app)
    take = scene.match.legal_actions()[-1]
    want = _expected(scene, take)
    click(app, centre(scene, take.source))
    assert scene.dnd.lifted == take.source and scene.dnd.sticky
    assert scene.context().legal_targets == {take.targets[0], "mat:0"}  # its own space and the mat glow
    click(app, centre(scene, "colonist:0"))  # a chip drawn on the mat: the click still lands on the mat
    assert scene.match.history[-1] == take
    assert scene.match.ruleset.to_json(scene.match.state) == want


def test_a_trade_good_dropped_on_the_players_mat_is_taken(app):  # noqa: F811
    scene = _good_decision(app)
    take = scene.match.legal_actions()[0]
    want = _expected(scene, take)
    drag(app, centre(scene, take.source), centre(scene, "mat:0"))
    assert scene.match.history[-1] == take
    assert scene.match.ruleset.to_json(scene.match.state) == want


def test_a_trade_good_dropped_on_another_seats_mat_stays_and_the_board_says_why(app):  # noqa: F811
    scene = _good_decision(app)
    rs = scene.match.ruleset
    before, revision = rs.to_json(scene.match.state), scene.match.revision
    take = scene.match.legal_actions()[0]
    drag(app, centre(scene, take.source), centre(scene, "mat:1"))
    assert scene.match.revision == revision and rs.to_json(scene.match.state) == before
    reason = scene.last_refusal
    assert "not Blue (France)'s" in reason and "Trade Goods, space" in reason and "your own mat" in reason, reason
    assert not INTERNAL_ID.search(reason), reason
    assert any(t.text == reason and t.link for t in scene.toasts.items)  # the message names its rule, a click opens it


def _buy_decision(app):  # noqa: F811
    scene = _to_decision(app, "capital_buildings", "buy")
    state = scene.match.state
    assert scene.match.to_move() == 0 and state.money[0] >= 10, state.money
    return scene


def test_a_capital_building_clicked_then_the_players_mat_is_bought(app):  # noqa: F811
    scene = _buy_decision(app)
    buy = next(a for a in scene.match.legal_actions() if a.kind == "buy")
    want = _expected(scene, buy)
    click(app, centre(scene, buy.source))
    assert scene.context().legal_targets == {buy.targets[0], "mat:0"}
    click(app, centre(scene, "mat:0"))
    assert scene.match.history[-1] == buy
    assert scene.match.ruleset.to_json(scene.match.state) == want
    assert buy["building"] in scene.match.state.owned[0]


def test_a_capital_building_dropped_on_the_players_mat_is_bought(app):  # noqa: F811
    scene = _buy_decision(app)
    buy = next(a for a in scene.match.legal_actions() if a.kind == "buy")
    drag(app, centre(scene, buy.source), centre(scene, "mat:0"))
    assert scene.match.history[-1] == buy


def test_clicking_the_players_mat_with_nothing_picked_offers_the_goods_by_name(app):  # noqa: F811
    scene = _good_decision(app)
    takes = scene.match.legal_actions()
    click(app, centre(scene, "mat:0"))
    assert scene.chooser == takes if len(takes) > 1 else scene.match.history[-1] == takes[0]


def test_a_lifted_good_released_on_itself_stays_picked_up(app):  # noqa: F811
    scene = _good_decision(app)
    source = scene.match.legal_actions()[0].source
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(scene, source), button=1)], dt=1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(scene, source), button=1)], dt=1 / 60)
    frames(app, 1)
    assert scene.dnd.lifted == source and scene.dnd.sticky


def test_a_click_on_your_unit_in_the_discovery_box_sends_it_on_the_expedition(app):  # noqa: F811
    scene = _to_decision(app, "discovery", "expedition")
    state = scene.match.state
    k = next(i for i, e in enumerate(state.discovery) if e[0] == 0) + 1
    unit = state.discovery[k - 1][1]
    assert f"box:discovery:{k}" in scene.context().legal_targets  # your own units there glow
    click(app, centre(scene, f"box:discovery:{k}"))
    sent = scene.match.history[-1]
    assert sent.kind == "send" and sent["unit"] == UNITS[unit]
    assert scene.match.state.pending[2][unit] == 1  # one of that kind chosen for the expedition


@pytest.mark.parametrize("decision", ["good", "buy"])
def test_a_good_or_building_clicked_then_the_players_box_space_is_taken_or_bought(app, decision):  # noqa: F811
    scene = _good_decision(app) if decision == "good" else _buy_decision(app)
    act = [a for a in scene.match.legal_actions() if a.source][-1]
    want = _expected(scene, act)
    click(app, centre(scene, act.source))
    click(app, centre(scene, act.targets[0]))
    assert scene.match.history[-1] == act
    assert scene.match.ruleset.to_json(scene.match.state) == want


def test_a_building_you_cannot_afford_clicked_while_buying_says_why(app):  # noqa: F811
    rs = rules.get("aoe3")
    match = Match(rs, [Seat("human", None, "You"), Seat("ai", "random", "Ann"), Seat("ai", "random", "Bob")], seed=1)
    while not (match.state.pending[0] == "buy" and match.to_move() == 0 and match.state.money[0] < 10):
        acts = match.legal_actions()
        mine = [a for a in acts if a.get("box") == "capital_buildings"] if match.to_move() == 0 else []
        match.submit(mine[0] if mine else acts[0])
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    before = rs.to_json(match.state)
    bid = match.state.building_display[0]
    click(app, centre(scene, f"building:{bid}"))
    assert rs.to_json(match.state) == before
    assert scene.last_refusal.startswith("You cannot afford it: buildings cost $10"), scene.last_refusal
    assert any(t.text == scene.last_refusal and t.link for t in scene.toasts.items)  # linked to its rule


def test_a_colonist_dropped_on_a_unit_already_in_discovery_joins_the_area(app):  # noqa: F811
    """A. Placement: Merchant Shipping and Discovery take units anywhere, so a drop on any unit there places it."""
    rs = rules.get("aoe3")
    match = Match(rs, [Seat("human", None, "You"), Seat("ai", "random", "Ann"), Seat("ai", "random", "Bob")], seed=4)
    while match.to_move() != 0 or not match.state.discovery:
        acts = match.legal_actions()
        match.submit(next((a for a in acts if a.get("box") == "discovery"), acts[0]))
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    held = len(match.state.discovery)
    drag(app, centre(scene, "colonist:0"), centre(scene, "box:discovery:1"))
    assert match.history[-1].text == f"0 place box=discovery slot={held + 1} unit=colonist"
    assert len(match.state.discovery) == held + 1
