"""Age of Empires III played with the mouse through the real loop: a colonist dragged into an event-box slot,
a dock unit sent to a region, and drops that change nothing and say why."""

from __future__ import annotations

import rules
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from rules.aoe3.data import REGIONS, UNITS
from rules.core import Action
from tests.game.ui.conftest import app, button, click, drag, frames  # noqa: F401  (app is a fixture)


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    rect = scene.view.rect_of(element_id)
    assert rect is not None, element_id
    return rect.center


def _others_play(match: Match) -> None:
    """The computer seats (moved here by the test) take their first listed choice until the human decides."""
    while not match.is_over() and not match.is_human(match.to_move()):
        match.submit(match.legal_actions()[0])


def _start(app, seed: int = 4) -> PlayScene:  # noqa: F811
    rs = rules.get("aoe3")
    seats = [Seat("human", None, "You"), Seat("ai", "random", "Ann"), Seat("ai", "random", "Bob")]
    match = Match(rs, seats, seed=seed)
    _others_play(match)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene


def test_a_colonist_dragged_into_the_first_free_initiative_space_is_placed_there(app):  # noqa: F811
    scene = _start(app)
    s = scene.match.state
    assert s.pending[0] == "place" and scene.match.to_move() == 0
    slot = next(i for i, e in enumerate(s.initiative) if e is None) + 1
    assert f"box:initiative:{slot}" in scene.context().legal_targets
    drag(app, centre(scene, "colonist:0"), centre(scene, f"box:initiative:{slot}"))
    assert scene.match.history[-1].text == f"0 place box=initiative slot={slot} unit=colonist"
    assert scene.match.state.initiative[slot - 1] == (0, 0)
    assert scene.match.state.hand[0][0] == s.hand[0][0] - 1


def test_a_colonist_dropped_on_a_blocked_dock_space_changes_nothing_and_says_why(app):  # noqa: F811
    scene = _start(app)
    rs = scene.match.ruleset
    before = rs.to_json(scene.match.state)
    revision = scene.match.revision
    drag(app, centre(scene, "colonist:0"), centre(scene, "box:dock:9"))  # 3 players: spaces 6-12 are blocked
    assert rs.to_json(scene.match.state) == before
    assert scene.match.revision == revision
    assert scene.last_refusal and scene.last_refusal in scene.toasts.texts
    assert "dock" in scene.last_refusal.lower()


def _to_decision(app, box: str, decision: str, slot: object = None) -> PlayScene:  # noqa: F811
    """Seat 0 puts its units in ``box`` (``slot`` first if given), the others take their first choice,
    until seat 0 faces ``decision``."""
    rs = rules.get("aoe3")
    seats = [Seat("human", None, "You"), Seat("ai", "random", "Ann"), Seat("ai", "random", "Bob")]
    match = Match(rs, seats, seed=4)
    while match.state.pending[0] != decision or match.to_move() != 0:
        acts = match.legal_actions()
        if match.to_move() == 0:
            mine = [a for a in acts if a.get("box") == box]
            mine.sort(key=lambda a: a.get("slot") != slot)
            match.submit(mine[0] if mine else acts[0])
        else:
            match.submit(acts[0])
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene


def test_a_dock_unit_sails_to_the_caribbean_by_drag_and_drop(app):  # noqa: F811
    scene = _to_decision(app, "dock", "dock")
    source = scene.match.legal_actions()[0].source
    before = sum(scene.match.state.colonies[0][0])
    drag(app, centre(scene, source), centre(scene, "region:caribbean"))
    assert scene.match.history[-1].text == "0 dock region=caribbean"
    assert sum(scene.match.state.colonies[0][0]) == before + 1


def test_a_dock_unit_dropped_on_an_undiscovered_region_stays_and_the_rulebook_reason_is_shown(app):  # noqa: F811
    scene = _to_decision(app, "dock", "dock")
    rs = scene.match.ruleset
    source = scene.match.legal_actions()[0].source
    before = rs.to_json(scene.match.state)
    peru = next(i for i, r in enumerate(REGIONS) if r.id == "peru")
    assert not scene.match.state.discovered[peru]
    drag(app, centre(scene, source), centre(scene, "region:peru"))
    assert rs.to_json(scene.match.state) == before
    reason = rs.explain(scene.match.state, Action.make("dock", 0, region="peru"))
    assert reason and "not discovered" in reason
    assert scene.last_refusal == reason


def test_training_dropped_on_your_panel_offers_the_four_specialists_by_name(app):  # noqa: F811
    scene = _to_decision(app, "specialists", "train", slot="training")
    rs = scene.match.ruleset
    assert scene.match.state.money[0] >= 5
    drag(app, centre(scene, "box:specialists:training"), centre(scene, "supply:0"))
    assert scene.chooser is not None and len(scene.chooser) == 4
    labels = [rs.describe(scene.match.state, a) for a in scene.chooser]
    assert all(label.split()[0] == "Train" for label in labels), labels
    chosen = scene.chooser[-1]
    before = scene.match.state.hand[0][UNITS.index(chosen["unit"])]
    click(app, button(scene, labels[-1]).rect.center)
    assert scene.match.history[-1] == chosen
    assert scene.match.state.hand[0][UNITS.index(chosen["unit"])] == before + 1
