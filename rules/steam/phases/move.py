"""Phase 5, move goods (reference 1.8): two rounds of one delivery, one engine raise, or a pass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Event, Prompt, same_value
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.events import kept_event
from rules.steam.moves import (
    cubes_in_reach,
    deliver,
    move_action,
    route_problem,
    routes,
    stop_by_name,
    stop_label,
)
from rules.steam.phases.base import kept_action
from rules.steam.phases.turns import InTurn
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.moves import Route
    from rules.steam.state import SteamState

RULE = (
    "Move goods (1.8): move one good along complete links, no more links than your engine, to the first "
    "city of its colour, never visiting a city twice; each link's owner gains 1 income. Or raise your engine."
)


class MoveGoods(InTurn):
    name = "move"
    rule = "Move goods (1.8)"

    def order(self, m: MapRules, s: SteamState) -> tuple[int, ...]:
        return m.move_order(s)

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        s.move_round = 0
        s.loco_used = (False,) * s.players
        return super().enter(m, s)

    def next_turn(self, m: MapRules, s: SteamState) -> list[Event]:
        events = super().next_turn(m, s)
        if s.turn >= len(s.acting) and s.move_round == 0:
            s.move_round = 1
            s.turn = 0
            while s.turn < len(s.acting) and s.out[s.acting[s.turn]]:
                s.turn += 1
        return events

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        can_raise = not s.loco_used[seat] and s.engine[seat] < K.ENGINE_MAX
        return Prompt(
            seat,
            f"Move goods, round {s.move_round + 1} of 2: deliver one good (your engine pulls "
            f"{plural(s.engine[seat], 'link')}){', raise your engine' if can_raise else ''}, or pass.",
            RULE,
            self.name,
        )

    def deliveries(self, m: MapRules, s: SteamState, seat: int) -> list[Action]:
        return list(self._listed(m, s, seat))

    def _listed(self, m: MapRules, s: SteamState, seat: int) -> dict[Action, Route]:
        """Every legal delivery with its route, in list order; kept on the state while what routes read
        (goods, track, New Cities, map fields, engines, actions held) is the same objects, so ``apply``
        finds a listed delivery without searching the routes again."""
        kept = s.__dict__.get("_deliveries")
        if kept is not None:
            was = kept[0]
            if (
                was[0] == seat
                and was[1] is s.goods
                and was[2] is s.track
                and was[3] is s.new_city
                and was[4] is s.ext
                and was[5] is s.engine
                and was[6] is s.taken
            ):
                return kept[1]
        reads = (seat, s.goods, s.track, s.new_city, s.ext, s.engine, s.taken)
        out: dict[Action, Route] = {}
        for h, colour in cubes_in_reach(m, s, s.engine[seat]):
            if m.cube_refusal(s, seat, h, colour):
                continue
            for r in routes(m, s, seat, h, colour):
                out.setdefault(move_action(m, s, seat, r), r)
        s.__dict__["_deliveries"] = (reads, out)
        return out

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        seat = self.to_move(m, s)
        acts = self.deliveries(m, s, seat)
        if not s.loco_used[seat] and s.engine[seat] < K.ENGINE_MAX:
            acts.append(kept_action("raise_engine", seat, None, f"engine:{seat}"))
        acts.append(kept_action("pass", seat))
        return acts

    def _route(self, m: MapRules, s: SteamState, action: Action):
        """The legal Route an action names, or the reason it is refused."""
        seat = action.seat
        listed = self._listed(m, s, seat).get(action)
        if listed is not None:
            return listed
        if set(dict(action.params)) != {"colour", "route", "owners"}:
            return "A delivery names the cube's colour, its route of stops and each link's owner."
        colour, names, owners = action.get("colour"), action.get("route"), action.get("owners")
        if not isinstance(names, tuple) or not isinstance(owners, tuple) or not names:
            return "A delivery names the cube's colour, its route of stops and each link's owner."
        stops = [stop_by_name(m, s, n) if isinstance(n, str) else None for n in names]
        if any(h is None for h in stops):
            return "The route names a stop that is not on this map."
        origin = stops[0]
        if colour not in s.goods.get(origin, ()):
            return f"There is no {colour} good on {stop_label(m, s, origin)}."
        refusal = m.cube_refusal(s, seat, origin, colour)
        if refusal:
            return refusal
        for r in routes(m, s, seat, origin, colour):
            if list(r.stops) == stops and same_value(tuple(r.owners), owners):  # an owner true is not seat 1
                return r
        return route_problem(m, s, seat, colour, stops, list(owners))

    def check(self, m: MapRules, s: SteamState, action: Action) -> str | None:
        if action.kind == "move":
            r = self._route(m, s, action)
            return r if isinstance(r, str) else None
        if not action.params:  # the same answer as ``action in legal``, without listing the deliveries
            seat = action.seat
            if action.kind == "pass" or (
                action.kind == "raise_engine" and not s.loco_used[seat] and s.engine[seat] < K.ENGINE_MAX
            ):
                return None
        return self.why(m, s, action)

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        seat = action.seat
        if action.kind == "move":
            r = self._route(m, s, action)
            return r if isinstance(r, str) else "That delivery is open."
        if action.kind == "raise_engine":
            if s.engine[seat] >= K.ENGINE_MAX:
                return f"Your engine is already at the top ({K.ENGINE_MAX} links) (1.1)."
            return "You may raise your engine only once in the move goods phase (1.8)."
        return "Now is the move goods phase: deliver a good, raise your engine, or pass (1.8)."

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        seat = action.seat
        if action.kind == "move":
            events = deliver(m, s, seat, self._route(m, s, action))
        elif action.kind == "raise_engine":
            s.set_seat("loco_used", seat, True)
            s.add_seat("engine", seat, 1)
            links = s.engine[seat]
            events = [
                kept_event(
                    ("engine", seat, links),
                    lambda: Event.make(
                        "engine",
                        f"{seat_colour(seat)} raises the engine to {plural(links, 'link')} instead of moving a good.",
                        seat,
                        [f"engine:{seat}"],
                    ),
                )
            ]
        else:
            events = [kept_event(("pass", seat), lambda: Event.make("pass", f"{seat_colour(seat)} passes.", seat))]
        return events + self.next_turn(m, s)

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind == "move":
            r = self._route(m, s, action)
            if isinstance(r, str):
                return f"Move a {action.get('colour')} good"
            path = " - ".join(stop_label(m, s, h) for h in r.stops)
            return f"Move {r.colour}: {path} ({plural(r.links, 'link')})"
        if action.kind == "raise_engine":
            return f"Raise engine to {s.engine[action.seat] + 1}"
        return "Pass"
