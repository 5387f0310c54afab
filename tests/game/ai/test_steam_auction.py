"""Age of Steam's turn-order auction (1.5) as the computer players bid in it (issue 13): a seat that cannot pay
for going first drops out, however little time its search has.

The rules list the raises from the lowest up and dropping out last. Normal and Hard judge a node's moves in
the order their first looks give, and a clock that runs out stops that judging; before, the auction had no
first looks, so a search short of time had compared only the lowest raises and answered the lowest one, by $1
a turn until the seat could not pay its expenses (logged: every seat of a Japan game bankrupt in round 4).
"""

import random

import pytest

import rules
from game.ai import make_agent
from game.ai.evaluation import playout_moves
from game.ai.evaluation import steam as ev
from tests.rules.steam import helpers


@pytest.fixture
def steam():
    return rules.get("steam")


def round_four_auction(steam, cash=5):
    """Round 4's auction, four seats in: seat 1 has bid $1, seat 0 to raise or drop with ``cash``, income 2,
    five shares and engine 2 (expenses $7: any raise leaves it unable to pay them, and no share can be issued
    before they are due)."""
    s = helpers.game(4).copy()
    s.round = 4
    s.phase = "auction"
    s.order = s.bidders = (1, 0, 2, 3)
    s.bids, s.high, s.dropped, s.pass_used, s.turn_order_pass = (0, 1, 0, 0), 1, (), False, -1
    s.turn = 0
    s.cash, s.income, s.shares, s.engine = (cash, 5, 5, 5), (2, 2, 2, 2), (5, 4, 4, 4), (2, 1, 1, 1)
    return s


def after(steam, s, kind, amount=None):
    action = next(a for a in steam.legal_actions(s) if a.kind == kind and (amount is None or a.get("amount") == amount))
    return ev.estimate(steam, steam.apply(s, action))[0]


def test_in_the_auction_a_player_looks_first_at_dropping_out_then_the_turn_order_pass_then_the_smallest_raise(
    steam,
):
    """$30 and a high bid of $4: 26 raises, the Turn Order pass (seat 0 holds it, three bidders are in) and
    dropping out. The moves weighed first are dropping out, the pass and the $5 raise."""
    s = round_four_auction(steam, cash=30)
    s.turn_order_pass = 0
    s.bids = (0, 4, 0, 0)
    legal = steam.legal_actions(s)
    looks = ev.first_looks(steam, s, legal)
    assert [(a.kind, a.get("amount")) for a in looks] == [("drop", None), ("pass_bid", None), ("bid", 5)]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_seat_that_cannot_afford_going_first_drops_out_of_the_auction(steam, level):
    """With $5 against $7 of expenses every raise leaves the seat unable to pay them, and the estimate says so;
    the search drops out even when its clock stops the judging of its moves after the first (before: it
    had judged only the $2 raise, and raised)."""
    s = round_four_auction(steam)
    assert after(steam, s, "drop") > after(steam, s, "bid", 2)
    agent = make_agent(level, steam, seed=3)
    assert agent.choose(s, 0, budget=1e-9).kind == "drop"


def test_a_playout_ply_in_the_auction_weighs_dropping_out_and_the_smallest_raise(steam):
    """Hard's playout ply judges six moves of a long list: in the auction, with $30 and 27 moves, those six
    always hold dropping out and the smallest raise (before: six drawn at random, often neither)."""
    s = round_four_auction(steam, cash=30)
    legal = steam.legal_actions(s)
    for seed in range(20):
        moves = playout_moves(steam, s, legal, random.Random(seed))
        assert len(moves) == 6
        assert [(a.kind, a.get("amount")) for a in moves[:2]] == [("drop", None), ("bid", 2)]
