"""The Age of Steam evaluation on hand-made positions where the better one is obvious to a player."""

import pytest

import rules
from game.ai.evaluation import estimator_for, evaluate
from game.ai.evaluation import steam as ev
from rules.core import Rng
from rules.steam.track import network


@pytest.fixture
def steam():
    return rules.get("steam")


def _set(t, i, v):
    return (*t[:i], v, *t[i + 1 :])


def start(steam, players=3, map_id="rust_belt"):
    """Round 1, Issue shares: every seat has $10, 2 shares, engine 1, income 0 (equal seats)."""
    return steam.new_game(players, seed=7, options={"map": map_id}).copy()


def last_round_moves(steam):
    """The last round's Move goods phase (round 10 of 10 with 3 players): no build is left."""
    s = start(steam)
    s.round = 10
    s.phase = "move"
    s.acting, s.turn, s.move_round = s.order, 0, 0
    s.goods = {}  # nothing to deliver: only the score sheet and the expenses count
    s.cash = (20, 20, 20)
    s.income = (8, 8, 8)
    s.shares = (5, 5, 5)
    return s


def to_build(steam, s):
    """Play on from a round's start to its Build phase: nobody issues shares or bids, each takes the first action."""
    while s.phase != "build":
        acts = steam.legal_actions(s)
        pick = next((a for a in acts if a.kind == "issue" and a["n"] == 0), None)
        pick = pick or next((a for a in acts if a.kind == "drop"), None) or acts[0]
        s = steam.apply(s, pick)
    return s


def test_the_steam_module_is_the_estimator_of_age_of_steam(steam):
    assert estimator_for(steam) is ev.estimate


def test_equal_seats_are_estimated_equal(steam):
    est = ev.estimate(steam, start(steam))
    assert max(est) - min(est) < 1e-9


def test_more_income_with_equal_shares_is_better(steam):
    s = start(steam)
    s.income = (0, 5, 0)
    est = ev.estimate(steam, s)
    assert est[1] > est[0] + 5 and est[1] > est[2] + 5


def test_an_extra_share_costs_about_three_points_in_the_last_round(steam):
    """In the last round, after the last build, the $5 a share brought buys nothing: only its -3 remains."""
    s = last_round_moves(steam)
    s.shares = (5, 6, 5)
    s.cash = (20, 25, 20)
    est = ev.estimate(steam, s)
    assert est[0] - est[1] == pytest.approx(3.0, abs=0.5)


def test_early_shares_that_pay_for_this_rounds_build_are_not_a_plain_loss(steam):
    """Round 1, before the build: one share (+$5 of track money) is judged better than its bare -3 points."""
    s = start(steam)
    s.shares = (3, 2, 2)
    s.cash = (15, 10, 10)
    est = ev.estimate(steam, s)
    assert est[0] > est[1] - 3.0


def test_a_seat_that_cannot_pay_its_expenses_is_marked_down(steam):
    """Round 5, Move goods: seat 1 has $0 and income 5 against $7 of expenses (6 shares, engine 1): the $2 it
    cannot pay come off its income (1.9), 3 points each at the end, and more cash is lost on the way."""
    s = last_round_moves(steam)
    s.round = 5
    s.shares = (6, 6, 6)
    s.income = (5, 5, 5)
    s.cash = (0, 20, 20)
    est = ev.estimate(steam, s)
    assert est[0] < est[1] - 3 * 2
    assert est[0] > est[1] - 30  # marked down, not counted as bankrupt


def test_a_seat_that_would_go_bankrupt_is_below_every_seat_still_in(steam):
    """$0 and income 1 against $7 of expenses: the shortfall takes income below 0, out of the game (1.9)."""
    s = last_round_moves(steam)
    s.round = 5
    s.shares = (6, 15, 15)
    s.income = (1, 0, 0)
    s.cash = (0, 20, 20)
    est = ev.estimate(steam, s)
    assert est[0] < min(est[1:]) - 10


def test_a_bankrupt_seat_is_below_every_seat_still_in(steam):
    s = start(steam)
    s.out = (False, True, False)
    s.shares = (5, 2, 5)
    s.income = (0, 20, 0)
    est = ev.estimate(steam, s)
    assert est[1] < min(est[0], est[2])


def test_a_bankrupt_seat_is_below_one_only_about_to_go_bankrupt(steam):
    s = start(steam)
    s.out = (False, True, False)
    s.shares = (15, 2, 5)  # seat 1 cannot pay $16 of expenses even after the round's income
    est = ev.estimate(steam, s)
    assert est[1] < est[0] < est[2]


def test_a_finished_game_is_estimated_at_its_final_score(steam):
    s = last_round_moves(steam)
    s.phase = "over"
    s.income = (8, 12, 3)
    totals = [float(sheet.total) for sheet in steam.scores(s)]
    assert ev.estimate(steam, s) == totals


def test_an_unfinished_link_not_extended_in_its_owners_build_turn_counts_nothing(steam):
    """1.7.4: an unfinished link left untouched at the end of its owner's build turn loses its owner."""
    s = to_build(steam, start(steam))
    seat = steam.to_move(s)
    for action in steam.legal_actions(s):
        if action.kind != "build":
            continue
        after = steam.apply(s, action)
        if any(link.owner == seat and not link.complete for link in network(steam.board(after), after).links):
            break
    else:
        pytest.skip("no single placement makes an unfinished link on this map")
    kept = ev.estimate(steam, after)[seat]
    stale = after.copy()
    stale.touched = ()  # the same track, but not laid in this turn
    assert ev.estimate(steam, stale)[seat] < kept


def with_a_complete_link(steam, map_id):
    """Round 1, Build: the first builder has just laid one tile that makes a complete link (e.g. a town next to
    a city), or None when no single placement does on this map."""
    s = to_build(steam, start(steam, map_id=map_id))
    seat = steam.to_move(s)
    for action in steam.legal_actions(s):
        if action.kind == "build":
            after = steam.apply(s, action)
            if any(link.owner == seat and link.complete for link in network(steam.board(after), after).links):
                return after, seat
    return None, seat


def test_tasmanias_tax_on_complete_links_counts_with_the_expenses(steam):
    """Tasmania: $3 a round per complete link, after the expenses; without the money it costs income (x 3)."""
    s, seat = with_a_complete_link(steam, "tasmania")
    if s is None:
        pytest.skip("no single placement completes a link on this map")
    due = steam.map_of(s).expenses(s, seat)
    short = s.copy()
    short.cash = _set(s.cash, seat, due)  # pays the expenses, not the tax
    enough = s.copy()
    enough.cash = _set(s.cash, seat, due + 3)
    assert ev.estimate(steam, enough)[seat] - ev.estimate(steam, short)[seat] >= 3 * 3


def test_hidden_chance_does_not_change_the_estimate(steam):
    """Only the visible position counts: another generator (future dice, the bag's draws) gives the same estimate."""
    s = to_build(steam, start(steam))
    other = s.copy()
    other.rng = Rng(12345)
    assert ev.estimate(steam, other) == ev.estimate(steam, s)
    for seed in (1, 2):
        assert ev.estimate(steam, steam.determinize(s, seed)) == ev.estimate(steam, s)


@pytest.mark.parametrize("map_id", ["rust_belt", "tasmania", "japan"])
def test_every_map_is_estimated_and_equal_seats_stay_equal(steam, map_id):
    est = ev.estimate(steam, start(steam, map_id=map_id))
    assert len(est) == 3 and max(est) - min(est) < 1e-9


def test_the_seat_value_follows_the_estimate(steam):
    s = start(steam)
    s.income = (0, 0, 6)
    values = evaluate(steam, s)
    assert values[2] == max(values)
