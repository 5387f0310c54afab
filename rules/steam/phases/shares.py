"""Phase 1, issue shares (reference 1.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Event, Prompt
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.events import kept_event
from rules.steam.phases.turns import InTurn
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.state import SteamState


class IssueShares(InTurn):
    name = "shares"
    rule = "Issue shares (1.4)"

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        most = m.max_issue(s, seat)
        return Prompt(
            seat,
            f"Issue shares: take ${K.SHARE_PRICE} for each share you issue now (you may issue up to {most}). "
            f"Every share costs $1 a round in expenses and {-K.VP_PER_SHARE} points at the end.",
            "Issue shares (1.4): in turn order each player may issue any number of shares for $5 each, "
            "never more than 15 in total; shares are never bought back.",
            self.name,
        )

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        seat = self.to_move(m, s)
        return [_issue(seat, n) for n in range(m.max_issue(s, seat) + 1)]

    def check(self, m: MapRules, s: SteamState, action: Action) -> str | None:
        """Direct check, the same answer as ``action in legal``: one whole number ``n`` (an int, not a bool)
        from 0 to what the seat may still issue."""
        params = action.params
        if action.kind == "issue" and len(params) == 1 and params[0][0] == "n":
            n = params[0][1]
            if n.__class__ is int and 0 <= n <= m.max_issue(s, action.seat):
                return None
        return self.why(m, s, action)

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind != "issue":
            return "Now is the Issue Shares phase: issue some shares or none (1.4)."
        n = action.get("n")
        if not isinstance(n, int) or n < 0:
            return "Issue a whole number of shares, 0 or more."
        seat = action.seat
        return (
            f"You may issue at most {m.max_issue(s, seat)} more shares: "
            f"no player may hold more than {K.SHARE_LIMIT} issued shares (1.4)."
        )

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        seat, n = action.seat, action["n"]
        events = [kept_event(("issue", seat, n), lambda: _issued(seat, n))]
        events += m.issue_shares(s, seat, n)
        return events + self.next_turn(m, s)

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        n = action["n"]
        return "Issue no shares" if n == 0 else f"Issue {plural(n, 'share')} (+${K.SHARE_PRICE * n})"


_ISSUES: dict[tuple[int, int], Action] = {}


def _issue(seat: int, n: int) -> Action:
    """The action issuing ``n`` shares (made once: actions are values, and this list is asked every turn)."""
    a = _ISSUES.get((seat, n))
    if a is None:
        a = _ISSUES[(seat, n)] = Action.make("issue", seat, targets=[f"shares:{seat}"], n=n)
    return a


def _issued(seat: int, n: int) -> Event:
    """The log's sentence for ``seat`` issuing ``n`` shares (none: it issues none)."""
    if not n:
        return Event.make("issue", f"{seat_colour(seat)} issues no shares.", seat, [f"shares:{seat}"], n=0)
    text = f"{seat_colour(seat)} issues {plural(n, 'share')} for ${K.SHARE_PRICE * n}."
    return Event.make("issue", text, seat, [f"shares:{seat}"], n=n)
