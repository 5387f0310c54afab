"""The guided first game of Endeavor stays valid for its seed: every scripted move is legal when its turn
comes, the computer seats' moves are the seat's own, each step points at elements the board really draws,
and the lesson's bookkeeping (position, refusals, undo) follows the match."""

from __future__ import annotations

import pytest

import rules
from game.tutorial import Tutorial, available, load_script
from graphics.endeavor.view import EndeavorView
from rules.core import Action
from tests.game.lesson_checks import check_pointers


@pytest.fixture(scope="module")
def script():
    return load_script("endeavor")


def test_endeavor_has_a_guided_first_game():
    assert "endeavor" in available()


def test_the_lesson_seats_the_learner_and_two_computer_seats(script):
    assert [s.kind for s in script.seats] == ["human", "ai", "ai"]
    assert script.learner == 0
    assert all(s.level == "easy" for s in script.seats if s.kind == "ai")


def _new_state(script):
    rs = rules.get("endeavor")
    return rs, rs.new_game(len(script.seats), script.seed, rs.check_setup(len(script.seats), script.options))


def _play(rs, state, script, moves):
    """Replay ``moves`` (a tail of ``script.moves``) checking each; a step taking any move of a kind is
    checked with every legal move of that kind (the rest of the lesson must stay valid after each).
    Returns the (state, action, step) of every move made with the first choice."""
    seen = []
    for i, (text, step) in enumerate(moves):
        seat = rs.to_move(state)
        assert (step is not None) == (seat == script.learner), f"{text}: the learner's moves are the steps"
        if text.startswith("kind:"):
            choices = [a for a in rs.legal_actions(state) if a.kind == text[5:]]
            assert choices, f"step {step + 1}: no legal {text[5:]} move"
            for other in choices[1:]:
                _play(rs, rs.apply(state, other), script, moves[i + 1 :])
            action = choices[0]
        else:
            action = Action.parse(text)
            assert action.seat == seat, f"{text}: seat {seat} is to move"
            assert action in rs.legal_actions(state), f"{text}: {rs.explain(state, action)}"
            action = next(a for a in rs.legal_actions(state) if a == action)  # with its element ids
        seen.append((state, action, step))
        state = rs.apply(state, action)
    assert not rs.is_over(state)  # the learner plays on after the lesson
    return seen


def test_every_scripted_move_is_legal_in_turn_and_belongs_to_the_seat_to_move(script):
    rs, state = _new_state(script)
    seen = _play(rs, state, script, script.moves)
    assert len(seen) == len(script.moves)
    assert sum(1 for _s, _a, step in seen if step is not None) == len(script.steps)


def test_the_last_step_passes_within_the_card_limit_as_its_rule_says(script):
    from rules.endeavor import engine as E

    rs, state = _new_state(script)
    state, action, step = _play(rs, state, script, script.moves)[-1]
    assert step == len(script.steps) - 1 and action.kind == "pass"
    assert E.card_slots(state, 0) == 1 and len(state.cards[0]) == 1 and E.cards_over_limit(state, 0) == 0
    assert "Your limit is 1 card and you hold 1" in script.steps[step].rule


def test_the_lesson_covers_the_phases_and_actions_in_the_rulebook_s_words(script):
    words = " ".join(f"{s.text} {s.rule} {s.after}" for s in script.steps)
    for term in ("Build", "Growth", "Payment phase", "Action", "Ship", "Occupy", "Draw", "Payment", "pass"):
        assert term in words, term
    assert "card limit" in words
    kinds = {s.expect[5:] if s.expect.startswith("kind:") else Action.parse(s.expect).kind for s in script.steps}
    assert {"build", "activate", "occupy", "ship", "use_token", "payment", "draw", "pass"} <= kinds


def test_each_step_points_at_elements_the_board_draws_where_the_learner_acts(script):
    rs, start = _new_state(script)
    check_pointers(EndeavorView(rules.get("endeavor")), script, _play(rs, start, script, script.moves))


def test_the_lesson_follows_the_match_refuses_other_moves_and_steps_back_on_undo(script):
    match = script.new_match()
    tutorial = Tutorial(script)
    first = script.steps[0]
    assert tutorial.waiting_for_learner(match) is first
    other = next(a for a in match.legal_actions() if a.text != first.expect)
    assert tutorial.refusal(match, other) == first.refuse
    match.submit(Action.parse(first.expect))
    assert tutorial.position(match) == 1
    assert tutorial.waiting_for_learner(match) is None  # the computer seats move next
    move = tutorial.computer_move(match)
    assert move is not None and move.text == first.computer_after[0]
    assert tutorial.last_done(match) == (first, 1)
    match.undo(0)
    assert tutorial.waiting_for_learner(match) is first


def test_after_the_last_step_the_lesson_allows_anything_and_the_computer_plays_itself(script):
    match = script.new_match()
    tutorial = Tutorial(script)
    for text, _step in script.moves:
        kind = text[5:] if text.startswith("kind:") else None
        match.submit(next(a for a in match.legal_actions() if a.kind == kind) if kind else Action.parse(text))
    assert tutorial.finished(match)
    assert tutorial.computer_move(match) is None
    assert all(tutorial.refusal(match, a) is None for a in match.legal_actions())


def test_a_step_that_takes_any_move_of_a_kind_names_the_kind_when_refusing(script):
    match = script.new_match()
    tutorial = Tutorial(script)
    for text, step in script.moves:
        if step is not None and text == "kind:pass":
            other = Action.make("activate", 0, slot=0)  # (the lesson answers before the rules would)
            assert tutorial.refusal(match, other) == "That move is legal, but this lesson asks you to pass now."
            return
        match.submit(Action.parse(text))
    raise AssertionError("the lesson has no Pass step that could be refused")


def test_a_lesson_that_does_not_exist_is_named_in_the_error():
    with pytest.raises(ValueError, match=r"no_such_game\.json"):
        load_script("no_such_game")
