"""Contextual tips: each links to an entry that exists and waits for a real prompt kind or a named situation,
each is shown once, and the reference lists them all."""

from __future__ import annotations

import pytest

import rules
from game.reference import available, load
from game.reference.tips import SITUATIONS, due, tips


@pytest.mark.parametrize("game", available())
def test_every_tip_links_to_an_entry_and_waits_for_something_that_can_happen(game):
    ref = load(game)
    kinds = {k for e in ref.entries for k in e.prompts}
    assert tips(game)
    for tip in tips(game):
        assert tip.entry in ref, tip.id
        assert (tip.prompt in kinds) != (tip.situation in SITUATIONS), tip.id  # exactly one trigger, a real one


@pytest.mark.parametrize("game", available())
def test_the_reference_lists_every_tip(game):
    listing = load(game).get("tips")
    assert listing is not None
    for tip in tips(game):
        assert tip.text in listing.text and tip.entry in listing.see


def test_a_tip_is_due_the_first_time_its_decision_comes_and_never_once_seen():
    rs = rules.get("steam")
    state = rs.new_game(3, 1, rs.check_setup(3, {}))
    first = due("steam", state, 0, "auction", ())
    assert first is not None and first.id == "first-auction"
    assert due("steam", state, 0, "auction", (first.key,)) is None


def test_age_of_steam_warns_once_when_cash_and_income_cannot_cover_the_expenses():
    rs = rules.get("steam")
    state = rs.new_game(3, 1, rs.check_setup(3, {}))
    assert due("steam", state, 0, "over", ()) is None  # $10 covers 2 shares and an engine of 1
    poor = state.copy()
    poor.cash = (0, *state.cash[1:])
    tip = due("steam", poor, 0, "over", ())
    assert tip is not None and tip.id == "bankruptcy-risk" and tip.entry == "expenses"


def test_age_of_empires_names_the_scoring_turn_at_the_end_of_an_age():
    rs = rules.get("aoe3")
    state = rs.new_game(3, 1, rs.check_setup(3, {}))
    assert state.turn == 1 and due("aoe3", state, 0, "over", ()) is None
    later = state.copy()
    later.turn = 3
    assert due("aoe3", later, 0, "over", ()).id == "scoring-turn"


@pytest.mark.parametrize(
    ("board", "tip_id"),
    [
        ("rust_belt", "first-select"),
        ("japan", "first-select"),
        ("tasmania", "first-select-tasmania"),
        ("venezuela", "first-select-venezuela"),
    ],
)
def test_the_select_actions_tip_tells_the_engineer_as_the_map_has_it(board, tip_id):
    rs = rules.get("steam")
    players = 4 if board == "venezuela" else 3
    state = rs.new_game(players, 1, rs.check_setup(players, {"map": board}))
    tip = due("steam", state, 0, "select", ())
    assert tip is not None and tip.id == tip_id
    assert ("fourth tile" in tip.text) == (board in ("rust_belt", "japan"))  # no extra tile on Tasmania, Venezuela


def test_tasmania_tells_its_tax_and_forest_income_at_the_first_build_turn():
    rs = rules.get("steam")
    state = rs.new_game(3, 1, rs.check_setup(3, {"map": "tasmania"}))
    tip = due("steam", state, 0, "build", ())
    assert tip is not None and tip.id == "first-build-tasmania" and "$3 tax" in tip.text
    assert due("steam", state, 0, "build", (tip.key,)).id == "first-build"  # the base tip at the next build turn
    plain = rs.new_game(3, 1, rs.check_setup(3, {}))
    assert due("steam", plain, 0, "build", ()).id == "first-build"  # Rust Belt has no tax
