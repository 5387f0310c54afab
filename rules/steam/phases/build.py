"""Phase 4, build track (reference 1.7): placements one at a time, urbanization, then "done"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Event, Prompt
from rules.seats import seat_colour
from rules.steam.build import Placement, evaluate, place
from rules.steam.build_list import BuildList
from rules.steam.events import kept_event
from rules.steam.mapdata import Town
from rules.steam.maps import MapRules
from rules.steam.phases.base import kept_action
from rules.steam.phases.turns import InTurn
from rules.steam.placements import listed, placement_list
from rules.steam.places import link_place, place_name, track_words
from rules.steam.tiles import BY_ID as TILE
from rules.steam.tiles import INDEX, TOWN, needs_disc, placed_paths
from rules.steam.track import abandon_unfinished, is_town
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.state import SteamState

RULE = (
    "Build track (1.7): place up to 3 tiles (4 with Engineer), paying for each as you place it. "
    "New track must start at a city, extend your own unfinished link, or leave a town where you have track."
)


class BuildTrack(InTurn):
    name = "build"
    rule = "Build track (1.7)"

    def order(self, m: MapRules, s: SteamState) -> tuple[int, ...]:
        return m.build_order(s)

    def start_turn(self, m: MapRules, s: SteamState) -> list[Event]:
        s.placed = ()
        s.touched = ()
        s.spent = 0
        s.builds = 0
        s.urbanized = False
        return []

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        most = m.max_placements(s, seat)
        left = most - s.builds
        urb = ""
        if s.taken[seat] == "urbanization" and not s.urbanized:
            urb = " You hold Urbanization: you may also place a New City on a town, free."
        if left > 0:
            text = (
                f"Build track: {plural(left, 'placement')} left this turn, ${s.cash[seat]} in hand. "
                f"Pick a hex, a tile and its rotation, or finish.{urb}"
            )
        else:  # nothing left to lay: do not ask for a hex
            text = f"Build track: all {most} placements made this turn, ${s.cash[seat]} in hand. Finish building.{urb}"
        return Prompt(seat, text, RULE, self.name)

    # -- urbanization ------------------------------------------------------

    def urbanize_problem(self, m: MapRules, s: SteamState, seat: int, town: int | None, letter: str) -> str | None:
        if s.taken[seat] != "urbanization":
            return "Only the holder of the Urbanization action may place a New City (1.6)."
        if s.urbanized:
            return "Urbanization places one New City per round (1.6)."
        if town is None or not is_town(m.board, s, town):
            return "A New City goes on a town hex that is not yet a city (1.6)."
        if letter not in s.new_city_left:
            return f"New City {letter} is not available (the tiles left: {', '.join(s.new_city_left) or 'none'})."
        return m.urbanize_refusal(s, seat, town, letter)

    def urbanize_actions(self, m: MapRules, s: SteamState, seat: int) -> list[Action]:
        """Each (town, New City) pair ``urbanize_problem`` allows, in board order: what it checks of the seat
        and of each town is asked once, not for every letter (a build turn asks this list at every call)."""
        if s.taken[seat] != "urbanization" or s.urbanized:
            return []
        letters = s.new_city_left
        board = m.board
        refusal = m.urbanize_refusal
        own = type(m).urbanize_refusal is not MapRules.urbanize_refusal
        reads = m.urbanize_reads(s, seat) if own else ()
        if reads is not None:  # the list reads the seat, the letters left, the towns urbanized and what the
            # map's refusal reads: kept per map
            memo = m.__dict__.setdefault("_urbanize_lists", {})
            key = (seat, letters, tuple(s.new_city), reads)
            kept = memo.get(key)
            if kept is not None:
                return list(kept)
        acts = [
            _urbanize_action(m, seat, town, letter)
            for town in _towns_in_board_order(m)
            if is_town(board, s, town.hex)
            for letter in letters
            if not own or refusal(s, seat, town.hex, letter) is None
        ]
        if reads is not None:
            if len(memo) > 256:
                memo.clear()
            memo[key] = tuple(acts)
        return acts

    def urbanize(self, m: MapRules, s: SteamState, seat: int, town_id: str, letter: str) -> list[Event]:
        board = m.board
        town = board.towns[town_id]
        h = town.hex
        old = s.track.get(h)
        if old is not None:
            track = dict(s.track)
            del track[h]
            s.track = track
            left = list(s.tiles_left)
            left[INDEX[old[0]]] += 1
            s.tiles_left = tuple(left)
            if needs_disc(TILE[old[0]]):
                s.discs_left += 1
            s.touched = tuple(seg for seg in s.touched if seg[0] != h)
        nc = dict(s.new_city)
        nc[h] = letter
        s.new_city = nc
        s.new_city_left = tuple(x for x in s.new_city_left if x != letter)
        s.urbanized = True
        colour = board.new_cities[letter].colour
        events = [
            Event.make(
                "urbanize",
                f"{seat_colour(seat)} urbanizes {town.name}: New City {letter} ({colour}) is placed there.",
                seat,
                [f"city:{town.id}", f"hex:{board.hexes[h].name}"],
                town=town.id,
                city=letter,
            )
        ]
        return events + m.after_urbanize(s, seat, h, letter)

    # -- the contract -------------------------------------------------------

    def legal(self, m: MapRules, s: SteamState) -> BuildList:
        """The placements (a ``BuildList``: counted, each action made when read), then urbanizing, the map's
        own build actions, and done."""
        seat = self.to_move(m, s)
        tail = self.urbanize_actions(m, s, seat)
        tail += m.extra_build_actions(s, seat)
        tail.append(kept_action("done", seat))
        return placement_list(m, s, seat, tail)

    def check(self, m: MapRules, s: SteamState, action: Action) -> str | None:
        seat = action.seat
        if action.kind == "done" and not action.params:
            return None
        if action.kind == "build":
            problem = self._build_problem(m, s, action)
            return problem if isinstance(problem, str) else None
        if action.kind == "urbanize":
            town = m.board.towns.get(action.get("town"))
            letter = action.get("city")
            if set(dict(action.params)) != {"town", "city"}:
                return "Urbanize names a town and a New City letter."
            return self.urbanize_problem(m, s, seat, town.hex if town else None, letter)
        if action in m.extra_build_actions(s, seat):
            return None
        return m.extra_build_refusal(s, action) or self.why(m, s, action)

    def checked(self, m: MapRules, s: SteamState, action: Action) -> tuple[str | None, object]:
        """A placement's check hands its Placement on to ``act_checked``."""
        if action.kind == "build":
            found = self._build_problem(m, s, action)
            return (found, None) if isinstance(found, str) else (None, found)
        return self.check(m, s, action), None

    def act_checked(self, m: MapRules, s: SteamState, action: Action, found: object) -> list[Event]:
        if action.kind == "build" and isinstance(found, Placement):
            return place(m, s, action.seat, found)
        return self.act(m, s, action)

    def _build_problem(self, m: MapRules, s: SteamState, action: Action) -> Placement | str:
        """The Placement of a build action, or why it is illegal. A listed action is found in the listing
        kept on the state (not evaluated again); any other, typed or parsed, goes through ``evaluate``."""
        p = listed(m, s, action)
        if p is not None:
            return p
        seat = action.seat
        if set(dict(action.params)) != {"hex", "tile", "rot"}:
            return "A placement names a hex, a tile and a rotation."
        if s.builds >= m.max_placements(s, seat):
            return f"You have made all {m.max_placements(s, seat)} placements of this turn (1.7.1)."
        name = action.get("hex")
        h = m.board.hex_of(name) if isinstance(name, str) else None
        if h is None:
            return "That hex is not on this map."
        tile, rot = action.get("tile"), action.get("rot")
        if not isinstance(tile, str) or rot.__class__ is not int:  # rot=false is not rotation 0
            return "There is no such tile or rotation."
        return evaluate(m, s, seat, h, tile, rot)

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind == "build":
            problem = self._build_problem(m, s, action)
            if isinstance(problem, str):
                return problem
            return "That placement gives the same result as another rotation listed."
        return "Now is your build turn: place track, urbanize if you hold Urbanization, or finish (1.7)."

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        seat = action.seat
        if action.kind == "build":
            p = self._build_problem(m, s, action)
            assert isinstance(p, Placement)
            return place(m, s, seat, p)
        if action.kind == "urbanize":
            return self.urbanize(m, s, seat, action["town"], action["city"])
        if action.kind == "done":
            lost = abandon_unfinished(m.board, s, seat)
            events = [
                kept_event(("done", seat), lambda: Event.make("done", f"{seat_colour(seat)} finishes building.", seat))
            ]
            for link in lost:
                events.append(
                    Event.make(
                        "abandon",
                        f"{seat_colour(seat)}'s unfinished link {link_place(m.board, s, link)} was not extended this "
                        "turn and loses its owner (1.7.4).",
                        seat,
                        [f"hex:{m.board.hexes[h].name}" for h in link.hexes()],
                    )
                )
            return events + self.next_turn(m, s)
        return m.apply_extra_build(s, action)

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind == "build":
            p = self._build_problem(m, s, action)
            tile = TILE[action["tile"]].name
            if isinstance(p, Placement):
                cost = m.charge(s, action.seat, s.spent, m.placement_cost(s, action.seat, p))
                kind = p.kind.replace("_", " ")
                where = place_name(m.board, s, p.hex)
                runs = track_words(placed_paths(p.tile, p.rot, is_town(m.board, s, p.hex)), TOWN)
                return f"{kind.capitalize()}: {tile} on {where} ({runs}) for ${cost}"
            h = m.board.hex_of(action["hex"]) if isinstance(action["hex"], str) else None
            where = place_name(m.board, s, h) if h is not None else "a hex not on this map"
            rot = action["rot"]
            try:  # a refused placement may name any turn, or a town tile off a town
                runs = track_words(placed_paths(action["tile"], rot, h is not None and is_town(m.board, s, h)), TOWN)
            except KeyError:
                runs = f"turned {rot}"
            return f"{tile} on {where} ({runs})"
        if action.kind == "urbanize":
            town = m.board.towns[action["town"]].name
            return f"Urbanize {town} as New City {action['city']}"
        if action.kind == "done":
            return "Finish building"
        return m.describe_extra(s, action) or action.kind


def _towns_in_board_order(m: MapRules) -> list[Town]:
    kept = m.__dict__.get("_towns_in_board_order")
    if kept is None:
        kept = m.__dict__["_towns_in_board_order"] = sorted(m.board.towns.values(), key=lambda t: t.hex)
    return kept


def _urbanize_action(m: MapRules, seat: int, town: Town, letter: str) -> Action:
    """The urbanize action (made once per map, seat, town and letter: actions are values)."""
    memo = m.__dict__.setdefault("_urbanize_actions", {})
    key = (seat, town.id, letter)
    action = memo.get(key)
    if action is None:
        action = memo[key] = Action.make(
            "urbanize",
            seat,
            source=f"newcity:{letter}",
            targets=[f"town:{town.id}", f"hex:{m.board.hexes[town.hex].name}"],
            town=town.id,
            city=letter,
        )
    return action
