"""Tasmania's Tax phase (seed 002, "Tax (new phase after the Income Reduction Phase)"; reference 3.1.1).

"Each player pays $3 for each one of their completed links, regardless of the link's length. If a player
cannot pay, they may issue shares at $5 per share as usual (simply move the marker on the Issued Shares
track)." A player who can pay does so at once; a player who cannot decides how many shares to issue (none
up to the number that covers the tax, within the 15-share limit), and whatever is still missing is paid as
an expense shortfall (1.9): all their cash, then income, bankrupt below 0 (reference 3.1.2's proposed ruling
for a tax still unpaid at 15 shares, applied to any tax left unpaid).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Event, Prompt
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.phases import InTurn, go_bankrupt
from rules.steam.track import network
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.state import SteamState

#: The new Tax phase (seed: $3 per completed link, whatever its length).
TAX_PER_LINK = 3

RULE = (
    "Tax (Tasmania): after income reduction each player pays $3 for each completed link they own, whatever its "
    "length. A player who cannot pay may issue shares at $5 each (at most 15 in all); what is still missing "
    "is paid like an expense shortfall: all your cash, then income, bankrupt below 0."
)


class Tax(InTurn):
    """Pay the tax; the seats who cannot pay from cash decide, in turn order, how many shares to issue."""

    name = "tax"
    rule = "Tax (Tasmania)"

    # -- what is owed -------------------------------------------------------------

    def links_taxed(self, m: MapRules, s: SteamState, seat: int) -> int:
        return sum(1 for link in network(m.board, s).links if link.owner == seat and link.complete)

    def due(self, m: MapRules, s: SteamState, seat: int) -> int:
        return TAX_PER_LINK * self.links_taxed(m, s, seat)

    def shares_to_cover(self, m: MapRules, s: SteamState, seat: int) -> int:
        """The most shares worth issuing: enough to pay the tax, within the share limit."""
        missing = self.due(m, s, seat) - s.cash[seat]
        return min(max(0, -(-missing // K.SHARE_PRICE)), m.max_issue(s, seat))

    # -- the phase ------------------------------------------------------------------

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        events: list[Event] = []
        deciding = []
        for p in [q for q in s.order if not s.out[q]]:
            due = self.due(m, s, p)
            if not due:
                continue
            if s.cash[p] >= due or self.shares_to_cover(m, s, p) == 0:
                events += self._pay(m, s, p, 0)  # nothing to decide: paid in full, or no share left to issue
            else:
                deciding.append(p)
        s.acting, s.turn = tuple(deciding), 0
        return events + self._end_if_alone(s)

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        due, most = self.due(m, s, seat), self.shares_to_cover(m, s, seat)
        text = (
            f"{seat_colour(seat)}: the tax is ${due} for {plural(self.links_taxed(m, s, seat), 'completed link')} and "
            f"you have ${s.cash[seat]}. Issue shares at ${K.SHARE_PRICE} each (up to {most} to cover it), or "
            "fewer: what is still missing comes out of your income."
        )
        return Prompt(seat, text, RULE, self.name)

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        seat = self.to_move(m, s)
        most = self.shares_to_cover(m, s, seat)
        return [Action.make("issue", seat, targets=[f"shares:{seat}"], n=n) for n in range(most + 1)]

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind != "issue":
            return "Now is Tasmania's Tax: issue shares to pay it, or none (Tax, Tasmania)."
        n = action.get("n")
        if not isinstance(n, int) or n < 0:
            return "Issue a whole number of shares, 0 or more."
        most = self.shares_to_cover(m, s, action.seat)
        return (
            f"You may issue at most {plural(most, 'share')} now: that many cover the tax, and no player may hold "
            f"more than {K.SHARE_LIMIT} issued shares."
        )

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        events = self._pay(m, s, action.seat, action["n"])
        return events + self._end_if_alone(s) + (self.next_turn(m, s) if s.phase != "over" else [])

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        n = action["n"]
        if n == 0:
            return "Issue no shares (the rest from income)"
        return f"Issue {plural(n, 'share')} (+${K.SHARE_PRICE * n}) for the tax"

    # -- paying -----------------------------------------------------------------------

    def _pay(self, m: MapRules, s: SteamState, p: int, shares: int) -> list[Event]:
        """Issue ``shares`` for seat ``p``, then pay the tax: in full, or all cash and the rest from income."""
        due = self.due(m, s, p)
        what = plural(self.links_taxed(m, s, p), "completed link")
        issued = f"issues {plural(shares, 'share')} at ${K.SHARE_PRICE} and " if shares else ""
        if shares:
            m.issue_shares(s, p, shares)
        targets = [f"income:{p}", f"shares:{p}"]
        if s.cash[p] >= due:
            s.add_seat("cash", p, -due)
            text = f"{seat_colour(p)} {issued}pays ${due} tax for {what} (Tasmania)."
            return [Event.make("tax", text, p, targets)]
        short = due - s.cash[p]
        s.set_seat("cash", p, 0)
        s.add_seat("income", p, -short)
        if s.income[p] >= 0:
            text = (
                f"{seat_colour(p)} cannot pay ${due} tax for {what}: {issued}pays all their cash and loses {short} "
                "income (Tasmania)."
            )
            return [Event.make("tax", text, p, targets)]
        extra = go_bankrupt(m, s, p)
        text = f"{seat_colour(p)} cannot pay ${due} tax even from income and is bankrupt: out of the game (1.9)."
        return [Event.make("bankrupt", text, p, [f"income:{p}"]), *extra]

    def _end_if_alone(self, s: SteamState) -> list[Event]:
        if len(s.active()) <= 1 and s.phase != "over":
            s.phase = "over"
            return [Event.make("end", "Only one player (or none) is left: the game ends (1.9).")]
        return []
