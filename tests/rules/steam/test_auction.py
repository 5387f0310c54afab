"""Phase 2, the turn-order auction (reference 1.5)."""

import pytest

from rules.core import Action, IllegalAction
from rules.steam import STEAM
from rules.steam.phases.auction import payment

from .helpers import game


def to_auction(players: int = 4, order=(0, 1, 2, 3), cash=30, holder=-1):
    s = game(players)
    while s.phase == "shares":
        s = STEAM.apply(s, Action.make("issue", STEAM.to_move(s), n=0))
    assert s.phase == "auction"
    s = s.copy()
    s.order = tuple(order)
    s.cash = (cash,) * players
    s.turn_order_pass = holder
    from rules.steam.phases import Auction

    Auction().enter(STEAM.map_of(s), s)
    return s


def act(s, seat, kind, **kw):
    return STEAM.apply(s, Action.make(kind, seat, **kw))


def test_the_reference_four_player_example_payments():
    """A drops first (4th, $0); B bid $3 and drops (3rd, pays $2); C bid $5 (2nd, $5); D wins with $6 ($6)."""
    a, b, c, d = 0, 1, 2, 3
    s = to_auction()
    s = act(s, a, "drop")
    s = act(s, b, "bid", amount=3)
    s = act(s, c, "bid", amount=5)
    s = act(s, d, "bid", amount=6)
    s = act(s, b, "drop")
    s = act(s, c, "drop")
    assert s.phase == "select"
    assert s.order == (d, c, b, a)
    assert [30 - x for x in s.cash] == [0, 2, 5, 6]


def test_payment_rule_first_out_free_last_two_full_others_half_rounded_up():
    assert payment(7, dropped_before=0, bidders_before=5) == 0
    assert payment(7, dropped_before=1, bidders_before=4) == 4
    assert payment(7, dropped_before=3, bidders_before=2) == 7


def test_the_high_bidder_is_skipped():
    s = to_auction()
    s = act(s, 0, "bid", amount=2)
    s = act(s, 1, "drop")
    s = act(s, 2, "drop")
    assert STEAM.to_move(s) == 3  # seat 0 holds the high bid and is skipped
    s = act(s, 3, "bid", amount=3)
    assert STEAM.to_move(s) == 0


def test_a_bid_must_beat_the_high_bid_and_fit_your_cash():
    s = to_auction(cash=5)
    s = act(s, 0, "bid", amount=4)
    assert "beat the high bid of $4" in STEAM.explain(s, Action.make("bid", 1, amount=4))
    assert "No money" in STEAM.explain(s, Action.make("bid", 1, amount=6))
    with pytest.raises(IllegalAction):
        STEAM.apply(s, Action.make("bid", 1, amount=6))


def test_a_player_who_cannot_beat_the_high_bid_must_drop_out():
    s = to_auction(cash=5)
    s = act(s, 0, "bid", amount=5)
    assert [a.kind for a in STEAM.legal_actions(s)] == ["drop"]


def test_turn_order_holder_passes_once_keeping_the_bid():
    s = to_auction(holder=1)
    s = act(s, 0, "bid", amount=2)
    s = act(s, 1, "bid", amount=3)
    s = act(s, 2, "bid", amount=4)
    s = act(s, 3, "bid", amount=5)
    s = act(s, 0, "drop")
    s = act(s, 1, "pass_bid")  # three bidders still in: the holder stays in with the $3 bid
    assert s.bids[1] == 3 and 1 in s.bidders and STEAM.to_move(s) == 2
    s = act(s, 2, "bid", amount=6)
    s = act(s, 3, "bid", amount=7)
    assert "only once" in STEAM.explain(s, Action.make("pass_bid", 1))


def test_turn_order_pass_is_not_usable_with_two_bidders_left():
    s = to_auction(holder=1)
    s = act(s, 0, "drop")
    s = act(s, 1, "bid", amount=1)
    s = act(s, 2, "drop")
    s = act(s, 3, "bid", amount=2)
    assert "only two bidders remain" in STEAM.explain(s, Action.make("pass_bid", 1))
