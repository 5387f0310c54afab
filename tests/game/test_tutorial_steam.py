"""The guided first game of Age of Steam on Rust Belt stays valid and teaches the rules as the engine applies them:
every scripted move is legal in its turn, each step points at what the board draws, links its rule to an entry of
the reference, and the numbers the steps tell (payments, income, expenses, dice) are the engine's."""

from __future__ import annotations

import pytest

import rules
from game.match import Match
from game.reference import load
from game.tutorial import Tutorial, available, load_script
from graphics.steam.view import SteamView
from rules.core import Action
from tests.game.lesson_checks import check_pointers, replay_script

LESSONS = [name for name in available() if name == "steam" or name.startswith("steam_")]


@pytest.fixture(scope="module")
def script():
    return load_script("steam")


@pytest.fixture(scope="module")
def played(script):
    return replay_script(script)[0]


def _events(played, expect: str, round_: int = 1) -> str:
    """The log sentences of the scripted move ``expect`` (an action's text) in round ``round_``."""
    rs = rules.get("steam")
    state, action = next((s, a) for s, a, _step in played if a.text == expect and s.round == round_)
    return " ".join(e.text for e in rs.apply(state, action).events)


def test_age_of_steam_has_a_lesson_for_rust_belt_and_one_for_each_other_map():
    games = {load_script(name).options.get("map") for name in LESSONS}
    assert games == {"rust_belt", "tasmania", "venezuela", "japan"}
    assert all(load_script(name).game == "steam" and load_script(name).minutes > 0 for name in LESSONS)


def test_the_lesson_seats_the_learner_and_two_computer_seats_on_rust_belt(script):
    assert [s.kind for s in script.seats] == ["human", "ai", "ai"] and script.learner == 0
    assert script.options["map"] == "rust_belt" and script.chance  # a scripted first turn order and dice


def test_the_lesson_plays_a_whole_first_round_and_the_start_of_the_second(script, played):
    kinds = [a.kind for _s, a, step in played if step is not None]
    for kind in ("issue", "bid", "drop", "select", "urbanize", "build", "done", "move", "raise_engine"):
        assert kind in kinds
    last_state, _a, _s = played[-1]
    assert last_state.round == 2 and last_state.phase == "select"
    second = [s for s, _a, step in played if step is not None and s.round == 2]
    assert {s.phase for s in second} == {"shares", "auction", "select"}


def test_every_step_links_its_rule_to_an_entry_of_the_reference():
    for name in LESSONS:
        ref = load("steam")
        for number, step in enumerate(load_script(name).steps, 1):
            assert step.entry in ref, f"{name} step {number}: no entry {step.entry!r}"
            assert step.rule and step.point_at


def test_each_step_points_at_elements_the_board_draws_where_the_learner_acts(script, played):
    check_pointers(SteamView(rules.get("steam")), script, played)


def test_the_turned_tile_is_not_the_first_orientation_the_board_shows(script, played):
    """Step 7 teaches turning: the curve it wants is the second legal orientation on that hex."""
    rs = rules.get("steam")
    state, action, step = next(x for x in played if x[2] is not None and "rot=4" in x[1].text)
    shown = [a for a in rs.legal_actions(state) if a.source == action.source and a.targets == action.targets]
    assert shown.index(action) == 1
    assert "wheel" in script.steps[step].text and "R" in script.steps[step].text


@pytest.mark.parametrize("name", LESSONS)
def test_a_step_whose_tile_must_be_turned_says_how_and_the_others_show_it_first(name):
    """The board shows a held tile in its first legal orientation; a step that wants another says to turn it."""
    rs = rules.get("steam")
    script = load_script(name)
    for state, action, step in replay_script(script)[0]:
        if step is None or action.kind != "build":
            continue
        shown = list(
            dict.fromkeys(
                a for a in rs.legal_actions(state) if a.source == action.source and a.targets == action.targets
            )
        )
        assert (shown.index(action) > 0) == ("wheel" in script.steps[step].text), f"{name} step {step + 1}"


def test_the_auction_payments_the_steps_tell_are_the_engine_s(played):
    assert "drops out, takes place 2 in turn order and pays $2" in _events(played, "0 drop")
    assert "Blue wins the auction, goes first and pays $3" in _events(played, "0 drop")
    assert "Yellow uses Turn Order to pass" in _events(played, "2 pass_bid", 2)
    assert "Red wins the auction, goes first and pays $2" in _events(played, "2 drop", 2)


def test_the_round_end_the_lesson_tells_is_the_engine_s(script, played):
    bob_moves = 'move colour=black route=["chicago","michigan_city"] owners=[0]'
    text = _events(played, "2 " + bob_moves)
    assert "income: Red +1" in text  # Bob's delivery pays the link's owner, the learner
    assert "Red +$2" in text and "Red pays $6 in expenses" in text
    assert "no income is high enough to be reduced" in text
    assert "the dice show 2, 5, 6" in text and "purple to Minneapolis; purple to Michigan City (New City C)" in text
    told = script.steps[11].text + script.steps[12].text
    for words in ("income rose to 2", "$2 of income", "$6 of expenses", "light 2, 5 and 6", "You have $8"):
        assert words in told
    state = next(s for s, a, st in played if st == 11)
    assert state.cash[0] == 8 and state.income[0] == 2 and state.engine[0] == 2 and state.shares[0] == 4


def test_the_link_built_is_finished_and_owned_and_the_other_is_unfinished(played):
    rs = rules.get("steam")
    state = next(s for s, a, st in played if a.text == "0 done")
    links = [link for link in rs.links(state) if link.owner == 0]
    assert sorted(link.complete for link in links) == [False, True]


def test_undo_takes_the_lesson_back_one_step(script):
    match = script.new_match()
    tutorial = Tutorial(script)
    first = script.steps[0]
    match.submit(Action.parse(first.expect))
    match.take_back(0, tutorial.undo_ply(match))
    assert match.ply == 0 and tutorial.waiting_for_learner(match) is first


def test_the_scripted_chance_is_kept_with_the_match(script):
    match = script.new_match()
    assert isinstance(match, Match) and match.chance == script.chance
    assert match.state.order == (0, 1, 2)
