"""The Endeavor evaluation on hand-made positions where the better one is obvious to a player."""

import pytest

import rules
from game.ai.evaluation import endeavor as ev
from game.ai.evaluation import estimator_for, evaluate
from rules.endeavor import data as D


@pytest.fixture
def endeavor():
    return rules.get("endeavor")


def _set(t, i, v):
    return (*t[:i], v, *t[i + 1 :])


def start(endeavor, players=3):
    """A round-2 Build phase where every seat is equal (the estimate compares seats, not setups)."""
    s = endeavor.new_game(players, seed=4).copy()
    s.round = 2
    return s


def test_the_endeavor_module_is_the_estimator_of_endeavor(endeavor):
    assert estimator_for(endeavor) is ev.estimate


def test_equal_seats_are_estimated_equal(endeavor):
    s = start(endeavor)
    est = ev.estimate(endeavor, s)
    assert max(est) - min(est) < 1e-9


def test_an_occupied_city_is_worth_more_than_none(endeavor):
    s = start(endeavor)
    s.city_owner = _set(s.city_owner, D.CITY_INDEX["EU1"], 0)
    est = ev.estimate(endeavor, s)
    assert est[0] > est[1]


def test_a_higher_status_track_is_worth_more(endeavor):
    s = start(endeavor)
    s.tracks = _set(s.tracks, 4 * 1 + D.CULTURE, 4)
    est = ev.estimate(endeavor, s)
    assert est[1] > est[0] and est[1] > est[2]


def last_round_actions(endeavor):
    """Round 7, Action phase: every seat has a Shipyard and a Workshop free and an empty supply."""
    s = start(endeavor)
    s.round, s.last_round = 7, True
    s.phase, s.step, s.done = "action", "turn", 0
    two = (D.BUILDING_INDEX["shipyard"], D.BUILDING_INDEX["workshop"])
    s.buildings = (two,) * s.players
    s.busy = (0,) * s.players
    s.supply = (0,) * s.players
    s.harbor = (0,) * s.players
    return s


def test_harbor_discs_with_buildings_free_to_use_them_are_worth_more_than_none(endeavor):
    s = last_round_actions(endeavor)
    s.harbor = _set(s.harbor, 2, 2)
    est = ev.estimate(endeavor, s)
    assert est[2] > est[0]


def test_after_passing_in_the_last_round_harbor_discs_only_score_a_third(endeavor):
    """Hoarding is no plan: once a seat has passed in round 7, six Harbor discs are worth 2 glory, no more."""
    s = last_round_actions(endeavor)
    s.harbor = (6, 6, 0)
    s.done = 0b001  # seat 1 has passed; seat 2 may still act with its two buildings
    est = ev.estimate(endeavor, s)
    assert est[0] - est[2] == pytest.approx(2.0)
    assert est[1] > est[0]


def test_the_majority_on_a_nearly_full_shipping_track_is_worth_its_governor(endeavor):
    s = start(endeavor)
    r = D.REGION_INDEX["africa"]
    s.ship_discs = _set(s.ship_discs, r, (0, 0, 0, 1, 2, 0))  # one space left of seven: seat 1 leads 4-1-1
    est = ev.estimate(endeavor, s)
    assert est[0] > est[1] + 1.0


def test_cards_over_the_limit_are_counted_as_lost(endeavor):
    s = start(endeavor)
    deck = D.DECK_INDEX["europe"]
    two = D.DECK_CARDS[deck][3:5]  # worth glory, but Influence 0 holds one card
    s.cards = _set(s.cards, 0, two)
    s.cards = _set(s.cards, 1, two[:1])
    est = ev.estimate(endeavor, s)
    assert est[0] < est[1] + sum(D.CARDS[c].glory for c in two[1:])


def test_a_finished_game_is_estimated_at_its_final_score(endeavor):
    s = start(endeavor)
    s.phase = s.step = "over"
    totals = [sheet.total for sheet in endeavor.scores(s)]
    assert ev.estimate(endeavor, s) == [float(t) for t in totals]


def test_an_activation_under_way_keeps_its_value_until_its_action_is_taken(endeavor):
    """Placing a Harbor disc on a building costs nothing in the estimate: the action it pays for is still due."""
    s = start(endeavor)
    mid = s.copy()
    mid.phase, mid.step, mid.current = "action", "action", 0
    mid.pending = ("ship", (), -1, 0)
    mid.buildings = _set(s.buildings, 0, (D.BUILDING_INDEX["shipyard"],))
    base = mid.copy()
    base.step, base.pending = "turn", None
    base.harbor = _set(s.harbor, 0, s.harbor[0] + 1)
    mid.busy = _set(s.busy, 0, 1)
    assert ev.estimate(endeavor, mid)[0] == pytest.approx(ev.estimate(endeavor, base)[0], abs=0.5)


def test_the_seat_value_follows_the_estimate(endeavor):
    s = start(endeavor)
    s.city_owner = _set(s.city_owner, D.CITY_INDEX["EU1"], 2)
    values = evaluate(endeavor, s)
    assert values[2] == max(values)
