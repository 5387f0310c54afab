"""The guided scoring turn of Age of Empires III stays valid for its seed: the prelude plays turns 1 and 2, then
the learner places one unit in every kind of event box, makes each box's decision in the board's order, discovers
a region, and sees Age I's colony scoring; every step points at what the board draws, and undo never goes back
into the prelude."""

from __future__ import annotations

import pytest

import rules
from game.tutorial import Tutorial, available, load_script
from graphics.aoe3.view import Aoe3View
from rules.aoe3.placement import BOX_NAMES
from rules.core import Action
from tests.game.lesson_checks import check_pointers, replay_script

#: The decisions of turn 3's resolution, in the order the boxes are resolved (B.2 to B.8).
RESOLUTION = ["dock", "take_good", "buy", "send", "launch", "explore", "train", "pass"]


@pytest.fixture(scope="module")
def script():
    return load_script("aoe3")


@pytest.fixture(scope="module")
def played(script):
    """(state before, action, step) of every scripted move after the prelude, replayed through the engine."""
    return replay_script(script)


def test_age_of_empires_has_a_guided_lesson_with_three_seats(script):
    assert "aoe3" in available()
    assert [s.kind for s in script.seats] == ["human", "ai", "ai"] and script.learner == 0
    assert script.minutes > 0


def test_the_lesson_is_turn_3_and_the_learner_places_in_every_kind_of_box(script, played):
    moves, _ = played
    assert moves[0][0].turn == 3 and all(state.turn == 3 for state, _a, _s in moves)
    boxes = [a.get("box") for _state, a, step in moves if step is not None and a.kind == "place"]
    assert sorted(boxes) == sorted(BOX_NAMES)


def test_the_boxes_are_resolved_in_order_and_the_learner_decides_in_each(script, played):
    moves, _ = played
    kinds = [a.kind for _state, a, step in moves if step is not None and a.kind != "place"]
    assert [k for k in kinds if k != "send"] == [k for k in RESOLUTION if k != "send"]
    assert kinds.count("send") == 3


def test_the_expedition_discovers_a_region_and_the_age_is_scored(script, played):
    moves, end = played
    rs = rules.get("aoe3")
    explore = next((s, a) for s, a, step in moves if a.kind == "explore")
    events = " ".join(e.text for e in rs.apply(*explore).events)
    assert "discovers New France" in events
    last_state, last, _ = moves[-1]
    events = " ".join(e.text for e in rs.apply(last_state, last).events)
    assert "colony scoring at the end of turn 3" in events
    assert end.turn == 4 and not rs.is_over(end)


def test_each_step_points_at_elements_the_board_draws_where_the_learner_acts(script, played):
    check_pointers(Aoe3View(rules.get("aoe3")), script, played[0])


def test_undo_never_goes_back_into_the_prelude_and_steps_the_lesson_back(script):
    match = script.new_match()
    tutorial = Tutorial(script)
    assert match.ply == len(script.prelude) == match.floor
    assert not match.can_undo(0)  # turn 3 starts with the learner: the prelude is not theirs to take back
    first = script.steps[0]
    assert tutorial.waiting_for_learner(match) is first
    match.submit(Action.parse(first.expect))
    match.undo(0)
    assert match.ply == match.floor and tutorial.waiting_for_learner(match) is first
