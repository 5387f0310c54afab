"""Phases 6-10: income, expenses and bankruptcy, income reduction, goods growth, the turn marker.

All automatic except Production (1.6), whose holder places the two drawn cubes
on empty display squares before the dice are rolled (1.11).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Event, Prompt
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.growth import draw
from rules.steam.phases.base import Phase
from rules.steam.state import NOBODY

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.state import SteamState


class CollectIncome(Phase):
    name = "income"
    rule = "Collect income (1.9)"

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        cash = list(s.cash)
        for p in s.active():
            cash[p] += s.income[p]
        s.cash = tuple(cash)
        text = "; ".join(f"{seat_colour(p)} +${s.income[p]}" for p in s.active())
        return [Event.make("income", f"Income is collected: {text}.", None, [f"income:{p}" for p in s.active()])]


def go_bankrupt(m: MapRules, s: SteamState, seat: int) -> list[Event]:
    """1.9: the seat leaves the game and all its ownership discs come off the board: its track becomes
    unowned here, and ``MapRules.on_bankrupt`` removes the discs a map put elsewhere (Japan's claims).
    Returns the map's events (the caller reports the bankruptcy itself)."""
    s.set_seat("out", seat, True)
    track = dict(s.track)
    for h, (tile, rot, owners) in s.track.items():
        if seat in owners:
            track[h] = (tile, rot, tuple(NOBODY if o == seat else o for o in owners))
    s.track = track
    s.order = tuple(p for p in s.order if p != seat)
    return m.on_bankrupt(s, seat)


class PayExpenses(Phase):
    name = "expenses"
    rule = "Pay expenses (1.9)"

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        events = []
        for p in [q for q in s.order if not s.out[q]]:
            due = m.expenses(s, p)
            if s.cash[p] >= due:
                s.add_seat("cash", p, -due)
                events.append(Event.make("expenses", f"{seat_colour(p)} pays ${due} in expenses.", p, [f"income:{p}"]))
                continue
            short = due - s.cash[p]
            s.set_seat("cash", p, 0)
            s.add_seat("income", p, -short)
            if s.income[p] >= 0:
                events.append(
                    Event.make(
                        "expenses",
                        f"{seat_colour(p)} cannot pay ${due}: pays all their cash and loses {short} income (1.9).",
                        p,
                        [f"income:{p}"],
                    )
                )
                continue
            extra = go_bankrupt(m, s, p)
            events.append(
                Event.make(
                    "bankrupt",
                    f"{seat_colour(p)} cannot pay expenses even from income and is bankrupt: out of the game, "
                    "their track loses its owner (1.9).",
                    p,
                    [f"income:{p}"],
                )
            )
            events += extra
        if len(s.active()) <= 1:
            s.phase = "over"
            events.append(Event.make("end", "Only one player (or none) is left: the game ends (1.9)."))
        return events


class ReduceIncome(Phase):
    name = "reduction"
    rule = "Income reduction (1.10)"

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        parts = []
        for p in s.active():
            cut = m.income_reduction(s, p, s.income[p])
            if cut:
                s.add_seat("income", p, -cut)
                parts.append(f"{seat_colour(p)} -{cut}")
        text = "; ".join(parts) if parts else "no income is high enough to be reduced"
        return [Event.make("reduction", f"Income reduction (1.10): {text}.", None, [f"income:{p}" for p in s.active()])]


class GoodsGrowth(Phase):
    """Production's cubes are placed by its holder, then the dice (or the map's growth) run."""

    name = "growth"
    rule = "Goods growth (1.11)"

    def holder(self, s: SteamState) -> int | None:
        for p in s.active():
            if s.taken[p] == "production":
                return p
        return None

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        s.drawn = ()
        holder = self.holder(s)
        events: list[Event] = []
        if holder is not None:
            rng = s.rng
            cubes = tuple(c for c in (draw(s, rng) for _ in range(K.PRODUCTION_CUBES)) if c is not None)
            s.drawn = cubes
            if cubes:
                events.append(
                    Event.make(
                        "produce_draw",
                        f"{seat_colour(holder)} (Production) draws {' and '.join(cubes)} from the bag.",
                        holder,
                        ["action:production"],
                    )
                )
        return events + self._maybe_grow(m, s)

    def _maybe_grow(self, m: MapRules, s: SteamState) -> list[Event]:
        if s.drawn and not m.production_squares(s):
            bag = list(s.bag)
            for c in s.drawn:
                bag[K.COLOURS.index(c)] += 1
            s.bag = tuple(bag)
            s.drawn = ()
        if s.drawn:
            return []
        return m.goods_growth(s, s.rng)

    def finished(self, m: MapRules, s: SteamState) -> bool:
        return not s.drawn

    def to_move(self, m: MapRules, s: SteamState) -> int | None:
        return self.holder(s) if s.drawn else None

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        where = "the goods display"
        if s.options.get(K.PRODUCTION_OPTION) == K.PRODUCTION_IN_PLAY:
            where = "a column whose city is on the map (this game's setting)"
        return Prompt(
            seat,
            f"Production: place the {s.drawn[0]} cube on an empty square of {where}.",
            "Production (1.6): the holder draws 2 cubes from the bag and places each on an empty square "
            "of the goods display, before the goods-growth dice are rolled.",
            self.name,
        )

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        seat = self.to_move(m, s)
        return [
            Action.make(
                "produce",
                seat,
                source=f"drawn:{s.drawn[0]}",
                targets=[f"display:{i}:{col}"],
                column=col,
                square=i,
            )
            for col, i in m.production_squares(s)
        ]

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind == "produce":
            col, i = action.get("column"), action.get("square")
            squares = s.display.get(col) if isinstance(col, str) else None
            if squares is not None and isinstance(i, int) and 0 <= i < len(squares) and squares[i] is not None:
                return f"Square {i + 1} of column {col} already holds a cube: Production fills empty squares (1.6)."
            if squares is not None and s.options.get(K.PRODUCTION_OPTION) == K.PRODUCTION_IN_PLAY:
                return (
                    "With this game's setting, Production places a cube only on an empty square of a column "
                    "whose city is on the map (1.6, 1.14)."
                )
            return "Production places a cube only on an empty square of the goods display (1.6)."
        return "Now the Production holder places the drawn cubes (1.6)."

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        col, i = action["column"], action["square"]
        cube = s.drawn[0]
        squares = list(s.display[col])
        squares[i] = cube
        display = dict(s.display)
        display[col] = tuple(squares)
        s.display = display
        s.drawn = s.drawn[1:]
        events = [
            Event.make(
                "produce",
                f"{seat_colour(action.seat)} places a {cube} cube on square {i + 1} of display column {col}.",
                action.seat,
                [f"display:{i}:{col}"],
            )
        ]
        return events + self._maybe_grow(m, s)

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        return f"Place {s.drawn[0]} on column {action['column']}, square {action['square'] + 1}"


class AdvanceMarker(Phase):
    name = "advance"
    rule = "Advance the turn marker (1.12)"

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        if s.round >= m.rounds(s):
            s.phase = "over"
            return [Event.make("end", f"Round {s.round} was the last: the game ends (1.12).")]
        s.round += 1
        holder = next((p for p in s.active() if s.taken[p] == "turn_order"), -1)
        s.turn_order_pass = holder
        events = [Event.make("round", f"Round {s.round} begins.")]
        return events + m.on_new_round(s)
