"""What a share issue or an auction bid costs, in the words of the choices list (issue 12, item 4).

Issuing shares gives cash now and raises the expenses of every later round (and
costs points at the end); a bid or a drop in the turn-order auction costs what
1.5 says at this point of the auction. The rules' ``describe`` names the move;
these words add its consequences, from the rules' own readings.
"""

from __future__ import annotations

from typing import Any

from rules.core import Action
from rules.steam import constants as K
from rules.steam.phases.auction import payment
from rules.words import plural


def consequences(m: Any, state: Any, action: Action) -> str | None:
    """The choices-list words of a share issue, a bid, a pass or a drop; None for other moves."""
    seat = action.seat
    cash = state.cash[seat]
    if action.kind == "issue":
        n = action.get("n") or 0
        due = m.expenses(state, seat)
        if n == 0:
            return f"Issue no shares: ${cash} in hand, expenses ${due} a round"
        return (
            f"Issue {plural(n, 'share')}: ${cash} to ${cash + K.SHARE_PRICE * n} now; "
            f"expenses ${due} to ${due + n} every round; {K.VP_PER_SHARE * n} points at the end"
        )
    if state.phase != "auction":
        return None
    if action.kind == "bid":
        a = action.get("amount") or 0
        later = (a + 1) // 2
        return (
            f"Bid ${a} (of your ${cash}): win and pay ${a}; drop out later and pay ${later}, "
            f"or all ${a} as one of the last two"
        )
    if action.kind == "drop":
        pay = payment(state.bids[seat], len(state.dropped), len(state.bidders))
        return f"Drop out: place {len(state.bidders)} in turn order, pay ${pay} now (of your bid ${state.bids[seat]})"
    if action.kind == "pass_bid":
        return f"Pass once (Turn Order action): stay in at your bid ${state.bids[seat]}, pay nothing now"
    return None
