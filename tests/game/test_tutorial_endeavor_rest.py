"""Endeavor: the rest of the game stays valid for its seed and teaches what its steps say: the prelude plays
rounds 1-5, then the learner builds, chooses the Payments of the Payment phase, opens the Caribbean (whose
Governor goes to the most discs on its track), attacks to complete a link, keeps within the card limit and
then discards over it, and the game ends with the final scoring."""

from __future__ import annotations

import pytest

import rules
from game.tutorial import Tutorial, available, load_script
from graphics.endeavor.view import EndeavorView
from rules.endeavor import data as D
from rules.endeavor import readings as R
from tests.game.lesson_checks import check_pointers, replay


@pytest.fixture(scope="module")
def script():
    return load_script("endeavor_rest")


@pytest.fixture(scope="module")
def played(script):
    return replay(script)


def _learner(played, expect: str):
    """(state before, action, step) of the learner's move that the step expecting ``expect`` asks for."""
    steps = load_script("endeavor_rest").steps
    return next((s, a, i) for s, a, i in played[0] if i is not None and steps[i].expect == expect)


def test_the_rest_of_the_game_comes_after_the_first_game_in_learn_to_play(script):
    assert "endeavor_rest" in available() and script.game == "endeavor" and script.id == "endeavor_rest"
    assert script.order > load_script("endeavor").order and script.minutes > 0
    assert [s.kind for s in script.seats] == ["human", "ai", "ai"] and script.learner == 0


def test_the_lesson_begins_at_the_building_phase_of_round_6_after_a_prelude(played):
    first_state = played[0][0][0]
    assert (first_state.round, first_state.phase) == (6, "build")


def test_growth_gives_discs_by_culture_as_the_first_step_says(script, played):
    rs = rules.get("endeavor")
    state, action, _ = _learner(played, "0 build building=university")
    after = rs.apply(state, action)
    assert R.growth(after, 0) == 5 and "growth level 5" in script.steps[1].text
    assert f"Culture {R.track(after, 0, 1)}" in script.steps[1].text
    assert after.harbor[0] == state.harbor[0] + 5 and after.step == "payment"


def test_with_more_discs_on_buildings_than_payments_the_learner_chooses_which_come_back(script, played):
    paying = [(s, a) for s, a, i in played[0] if i is not None and s.step == "payment"]
    assert len(paying) == 4
    first = paying[0][0]
    assert R.payments(first, 0) == 4 and bin(first.busy[0]).count("1") == 5
    assert "Wealth 8 gives 4 Payments" in script.steps[1].text
    left = paying[-1][0]
    assert left.busy[0] >> 2 & 1  # the Workshop keeps its disc


def test_the_ship_onto_the_last_space_opens_the_caribbean_and_its_governor_goes_to_the_most_discs(played):
    rs = rules.get("endeavor")
    state, action, _ = _learner(played, "0 ship region=caribbean")
    caribbean = D.REGION_INDEX["caribbean"]
    assert len(state.ship_discs[caribbean]) == D.SHIPPING[caribbean] - 1
    after = rs.apply(state, action)
    assert R.is_open(after, caribbean) and "caribbean_gov" in after.cards[2]


def test_attack_costs_two_discs_and_completes_a_link_whose_token_the_attacker_takes(played):
    rs = rules.get("endeavor")
    state, action, _ = _learner(played, "0 attack city=EU4")
    hamburg, link = D.CITY_INDEX["EU4"], D.LINK_IDS.index("EU4-EU6")
    assert state.city_owner[hamburg] == 1 and state.link_token[link] >= 0
    after = rs.apply(state, action)
    assert after.city_owner[hamburg] == 0 and after.harbor[0] == state.harbor[0] - 2
    assert R.controls_link(after, 0, link) and after.link_token[link] < 0


def test_the_first_pass_keeps_within_the_limit_and_the_last_asks_for_one_discard(script, played):
    passes = [s for s, a, i in played[0] if i is not None and a.kind == "pass"]
    assert [p.round for p in passes] == [6, 7]
    first, last = passes
    assert R.card_slots(first, 0) == 3 and len(first.cards[0]) == 4 and R.cards_over_limit(first, 0) == 0
    assert R.card_slots(last, 0) == 3 and len(last.cards[0]) == 5 and R.cards_over_limit(last, 0) == 1
    state, _action, _ = _learner(played, "0 discard card=europe_2")
    assert state.step == "discard" and D.CARDS["europe_2"].glory == 0


def test_stopping_after_one_draw_leaves_the_abolition_of_slavery_on_the_europe_stack(played):
    state, _action, _ = _learner(played, "0 done")
    assert R.deck_top(state, D.CARDS["europe_1"].deck) == "europe_5"
    assert sum(D.CARDS[c].slavery for c in state.cards[0]) == 2


def test_the_lesson_ends_with_the_game_and_its_closing_words_name_every_scoring_category(script, played):
    rs = rules.get("endeavor")
    _moves, end = played
    assert rs.is_over(end)
    words = {
        "Cities": "cities",
        "Links": "link",
        "Industry": "status tracks",
        "Culture": "status tracks",
        "Wealth": "status tracks",
        "Influence": "status tracks",
        "Asset cards": "cards",
        "Governor space": "Governor space",
        "Universities": "University",
        "Harbor discs": "Harbor",
        "Slavery": "Slavery card",
    }
    categories = {item.category for sheet in rs.scores(end) for item in sheet.items}
    assert categories == set(words)
    for category in categories:
        assert words[category] in script.final, category


def test_each_step_points_at_elements_the_board_draws_where_the_learner_acts(script, played):
    check_pointers(EndeavorView(rules.get("endeavor")), script, played[0])


def test_an_off_script_payment_is_refused_with_the_step_s_reason(script):
    match = script.new_match()
    tutorial = Tutorial(script)
    for text, step in script.moves[len(script.prelude) :]:
        if step == 1:
            break
        match.submit(next(a for a in match.legal_actions() if a.text == text))
    keep_workshop = next(a for a in match.legal_actions() if a.text == "0 payment slot=2")
    assert tutorial.refusal(match, keep_workshop) == script.steps[1].refuse
