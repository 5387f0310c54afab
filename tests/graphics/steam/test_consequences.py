"""Issue 12, item 4: a share issue and an auction bid say what they cost (1.4, 1.5, 1.9)."""

from __future__ import annotations

import rules
from graphics.steam.consequences import consequences


def _start(players: int = 3):
    rs = rules.get("steam")
    s = rs.new_game(players, 1, {"map": "rust_belt"})
    return rs, s, rs.map_of(s)


def test_issuing_shares_shows_the_cash_now_and_the_expenses_of_every_round_after():
    rs, s, m = _start()
    seat = rs.to_move(s)
    two = next(a for a in rs.legal_actions(s) if a.get("n") == 2)
    words = consequences(m, s, two)
    cash, due = s.cash[seat], m.expenses(s, seat)
    assert f"${cash} to ${cash + 10} now" in words
    assert f"expenses ${due} to ${due + 2} every round" in words
    after = rs.apply(s, two)
    assert after.cash[seat] == cash + 10 and m.expenses(after, seat) == due + 2  # what it said is what happens


def test_dropping_out_says_the_place_and_the_price_at_this_point_of_the_auction():
    rs, s, m = _start()
    while s.phase == "shares":
        s = rs.apply(s, next(a for a in rs.legal_actions(s) if a.get("n") == 2))
    first = rs.to_move(s)
    s = rs.apply(s, next(a for a in rs.legal_actions(s) if a.kind == "bid" and a.get("amount") == 4))

    s = rs.apply(s, next(a for a in rs.legal_actions(s) if a.kind == "drop"))  # the first to drop pays nothing
    s = rs.apply(s, next(a for a in rs.legal_actions(s) if a.kind == "bid" and a.get("amount") == 5))
    assert rs.to_move(s) == first
    drop = next(a for a in rs.legal_actions(s) if a.kind == "drop")
    words = consequences(m, s, drop)
    assert words == "Drop out: place 2 in turn order, pay $4 now (of your bid $4)"  # one of the last two: all
    cash = s.cash[first]
    assert rs.apply(s, drop).cash[first] == cash - 4
