"""Phase 2, the turn-order auction (reference 1.5).

Bidding goes round in turn order from the first player; the high bidder is
skipped. A player raises (any amount above the high bid, at most their cash)
or drops out; dropping fixes their place from the bottom up. The first
player out pays nothing, the last two places decided pay their full bid, the
others half rounded up. The holder of Turn Order may once pass without
dropping out, unless only two bidders remain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Event, Prompt
from rules.seats import seat_colour
from rules.steam.events import kept_event
from rules.steam.phases.base import Phase, kept_action

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.state import SteamState

RULE = (
    "Turn order (1.5): raise the high bid or drop out. The first out plays last and pays nothing; "
    "the winner and the last to drop out pay their whole bid; everyone else pays half, rounded up."
)


def payment(bid: int, dropped_before: int, bidders_before: int) -> int:
    """What a player pays on dropping out (1.5): ``dropped_before`` players are already out and
    ``bidders_before`` were still in (this player included)."""
    if dropped_before == 0:
        return 0
    if bidders_before <= 2:
        return bid
    return (bid + 1) // 2


class Auction(Phase):
    name = "auction"
    rule = "Determine player order (1.5)"

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        s.bidders = tuple(p for p in s.order if not s.out[p])
        s.bids = (0,) * s.players
        s.dropped = ()
        s.high = -1
        s.pass_used = False
        s.turn = s.bidders[0] if s.bidders else -1
        if len(s.bidders) <= 1:
            return self._finish(m, s)
        return []

    def finished(self, m: MapRules, s: SteamState) -> bool:
        return s.turn < 0

    def to_move(self, m: MapRules, s: SteamState) -> int | None:
        return s.turn if s.turn >= 0 else None

    def high_bid(self, s: SteamState) -> int:
        return s.bids[s.high] if s.high >= 0 else 0

    def can_pass(self, s: SteamState, seat: int) -> bool:
        return seat == s.turn_order_pass and not s.pass_used and len(s.bidders) > 2

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        hb = self.high_bid(s)
        high = f"the high bid is ${hb} by {seat_colour(s.high)}" if s.high >= 0 else "nobody has bid yet"
        extra = " You hold Turn Order: you may pass once without dropping out." if self.can_pass(s, seat) else ""
        return Prompt(seat, f"Bid for turn order: {high}. Raise, or drop out.{extra}", RULE, self.name)

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        seat = s.turn
        hb = self.high_bid(s)
        acts = _bids(seat, s.cash[seat])[max(hb + 1, 1) :]
        if self.can_pass(s, seat):
            acts.append(kept_action("pass_bid", seat, "action:turn_order", "auction"))
        acts.append(kept_action("drop", seat, None, "auction"))
        return acts

    def check(self, m: MapRules, s: SteamState, action: Action) -> str | None:
        """Direct check (a bid list can be long): the same answer as ``action in legal``."""
        seat = action.seat
        if action.kind == "bid" and len(action.params) == 1:
            a = action.get("amount")
            if isinstance(a, int) and not isinstance(a, bool) and max(self.high_bid(s), 0) < a <= s.cash[seat]:
                return None
        elif action.kind == "pass_bid" and not action.params:
            if self.can_pass(s, seat):
                return None
        elif action.kind == "drop" and not action.params:
            return None
        return self.why(m, s, action)

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        seat = action.seat
        if action.kind == "bid":
            a = action.get("amount")
            hb = self.high_bid(s)
            if not isinstance(a, int) or a <= hb or a < 1:
                return f"A bid must beat the high bid of ${hb} (at least $1) (1.5)."
            return f"No money: you cannot bid ${a}, you have ${s.cash[seat]} (1.5)."
        if action.kind == "pass_bid":
            if seat != s.turn_order_pass:
                return "Only the holder of the Turn Order action may pass without dropping out (1.5)."
            if s.pass_used:
                return "The Turn Order pass can be used only once per auction (1.5)."
            return "The Turn Order pass cannot be used when only two bidders remain (1.5)."
        return "Now is the turn-order auction: raise the bid or drop out (1.5)."

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        seat = action.seat
        if action.kind == "bid":
            a = action["amount"]
            s.set_seat("bids", seat, a)
            s.high = seat
            events = [
                kept_event(
                    ("bid", seat, a),
                    lambda: Event.make("bid", f"{seat_colour(seat)} bids ${a}.", seat, ["auction"], amount=a),
                )
            ]
            self._advance(s, seat)
            return events
        if action.kind == "pass_bid":
            s.pass_used = True
            events = [
                Event.make(
                    "pass_bid",
                    f"{seat_colour(seat)} uses Turn Order to pass and keeps the bid of ${s.bids[seat]}.",
                    seat,
                    ["auction", "action:turn_order"],
                )
            ]
            self._advance(s, seat)
            return events
        bid = s.bids[seat]
        pay = payment(bid, len(s.dropped), len(s.bidders))
        place = len(s.bidders)
        s.add_seat("cash", seat, -pay)
        events = [
            kept_event(
                ("drop", seat, place, pay),
                lambda: Event.make(
                    "drop",
                    f"{seat_colour(seat)} drops out, takes place {place} in turn order and pays ${pay}.",
                    seat,
                    ["auction"],
                    place=place,
                    paid=pay,
                ),
            )
        ]
        idx = s.bidders.index(seat)
        s.bidders = s.bidders[:idx] + s.bidders[idx + 1 :]
        s.dropped = (*s.dropped, seat)
        if s.high == seat:
            s.high = -1
        if len(s.bidders) == 1:
            return events + self._finish(m, s)
        # the next bidder after the one who left, skipping the high bidder
        s.turn = s.bidders[idx % len(s.bidders)]
        if s.turn == s.high:
            self._advance(s, s.turn)
        return events

    def _advance(self, s: SteamState, seat: int) -> None:
        idx = s.bidders.index(seat)
        n = len(s.bidders)
        for step in range(1, n + 1):
            nxt = s.bidders[(idx + step) % n]
            if nxt != s.high:
                s.turn = nxt
                return
        s.turn = seat

    def _finish(self, m: MapRules, s: SteamState) -> list[Event]:
        events: list[Event] = []
        if s.bidders:
            winner = s.bidders[0]
            pay = s.bids[winner]
            s.add_seat("cash", winner, -pay)
            events.append(
                Event.make(
                    "win_auction",
                    f"{seat_colour(winner)} wins the auction, goes first and pays ${pay}.",
                    winner,
                    ["auction"],
                    paid=pay,
                )
            )
            order = (winner, *reversed(s.dropped))
        else:
            order = tuple(reversed(s.dropped))
        s.order = order + tuple(p for p in s.order if p not in order)
        s.turn = -1
        s.turn_order_pass = -1
        names = ", ".join(f"{seat_colour(p)}" for p in s.order if not s.out[p])
        events.append(Event.make("order", f"The new turn order is {names}.", None, ["auction"]))
        return events

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind == "bid":
            return f"Bid ${action['amount']}"
        if action.kind == "pass_bid":
            return "Pass (Turn Order privilege)"
        return "Drop out"


_BIDS: dict[int, list[Action]] = {}


def _bids(seat: int, most: int) -> list[Action]:
    """``seat``'s bids of $0 to ``most`` (a new list; the actions are made once: a rich seat's auction
    lists hundreds of bids on every call)."""
    kept = _BIDS.setdefault(seat, [])
    while len(kept) <= most:
        kept.append(Action("bid", seat, (("amount", len(kept)),), None, ("auction",)))
    return kept[: most + 1]
