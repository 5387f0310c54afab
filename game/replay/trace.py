"""Read a recorded Age of Steam game (a Choo Choo Games replay trace) into our terms.

The trace (``shared/reference/recorded_games/*.trace.json``, its README
describes the format) holds the setup, every action with the engine's own
steps, each seat's numbers after every action, and the scores at each round's
end. This module turns it into what our engine takes: seats, options, the
recorded chance (rules/steam/chance.py) and, per recorded action, the list of
our actions that do the same. Standard library only.

Conventions bridged here (trace README, "conventions"):

- hexes: axial (q, r), flat-topped, odd-q offset ``col = q``, ``row = r + q // 2 - 9``; our
  hexes are named ``"col,row"`` in the same odd-q layout (rules/steam/hexgrid.py);
- sides: the trace numbers them 1 TOP_LEFT .. 6 BOTTOM_LEFT clockwise, we 0 N .. 5 NW, so
  trace side d is our side (d - 2) mod 6; ``"town"`` is our TOWN pseudo-exit;
- tiles: a trace tile type at an orientation is matched with our tile and rotation laying the
  same tracks (on a town hex, the same exits);
- goods-growth columns: the trace moves the last filled slot first, we the top square first,
  so our squares are the trace's slots reversed;
- a build turn that the trace's engine ends by itself (all builds made, or under $2) is a
  ``done`` here, where our engine asks the player to finish.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.core import Action
from rules.steam import constants as K
from rules.steam.mapdata import MapData
from rules.steam.maps import get_map
from rules.steam.tiles import DISTINCT_ROTS, TILES, TOWN, placed_paths

#: Our seat of each recorded colour: the colours of our palette where they match (graphics/colours.py:
#: red, blue, yellow, green, purple), pink on the blue seat and brown on the green one.
SEAT_OF_COLOUR = {"red": 0, "pink": 1, "yellow": 2, "brown": 3, "purple": 4, "blue": 1, "green": 3}

#: The trace's special-action ids (conventions.special_actions) as our action names.
ACTION_OF = {
    0: "locomotive",
    1: "first_build",
    2: "first_move",
    3: "engineer",
    4: "turn_order",
    5: "urbanization",
    6: "production",
}

#: Goods colour ids (conventions.goods).
GOODS = {0: "blue", 1: "black", 2: "red", 3: "purple", 4: "yellow", 5: "white"}


class TraceError(ValueError):
    """A trace this importer cannot read; the message names the action and what is wrong."""


def offset_of(q: int, r: int) -> tuple[int, int]:
    """Our (col, row) of the trace's axial (q, r) (README: ``row = r + floor(q/2) - 9``)."""
    return q, r + q // 2 - 9


def side_of(d: int | str) -> int:
    """Our side number of the trace's side id (1 TOP_LEFT .. 6 BOTTOM_LEFT; "town" the middle)."""
    if d == "town" or d == 9:
        return TOWN
    return (int(d) - 2) % 6


def _paths(tracks: list[list[Any]]) -> tuple[tuple[int, int], ...]:
    """Trace tracks as our normalised paths (each pair sorted, pairs sorted)."""
    return tuple(sorted(tuple(sorted((side_of(a), side_of(b)))) for a, b in tracks))


def tile_of(tracks: list[list[Any]], on_town: bool) -> tuple[str, int]:
    """Our (tile id, rotation) laying exactly these trace tracks (on a town hex: these exits)."""
    want = _paths(tracks)
    for tt in TILES:
        for rot in DISTINCT_ROTS.get((tt.id, on_town), ()):
            if placed_paths(tt.id, rot, on_town) == want:
                return tt.id, rot
    raise TraceError(f"no tile of ours lays the tracks {tracks}")


@dataclass
class Step:
    """One recorded action: its index, our actions doing the same, the numbers after it."""

    index: int
    round: int
    meaning: str
    actions: list[Action]
    after: dict[str, Any]
    round_end: dict[str, Any] | None = None
    #: Parallel to ``actions``: made by the recorded engine itself (a forced move, a build turn it ended).
    automatic: list[bool] = field(default_factory=list)
    #: What the action changed on the board, in our terms: hex name -> the tracks left there
    #: (each ``(path, owner seat)``, -1 unowned; () when the tile went) and hex name -> its goods (sorted).
    tracks: dict[str, tuple[tuple[tuple[int, int], int], ...]] = field(default_factory=dict)
    goods: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass
class Trace:
    """A recorded game, read: seats, chance, and the steps with what to compare after each."""

    source: dict[str, Any]
    rules_as_implemented: dict[str, Any]
    colours: list[str]  # recorded colour of each of our seats
    chance: dict[str, list]
    start_goods: dict[str, tuple[str, ...]]  # hex name -> the goods on it at the start (sorted)
    steps: list[Step] = field(default_factory=list)
    final_standings: list[dict[str, Any]] = field(default_factory=list)

    @property
    def players(self) -> int:
        return len(self.colours)

    def seat(self, colour: str) -> int:
        return self.colours.index(colour)


class _Reader:
    """Walks the trace once; knows the board to name hexes, towns and stops our way."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.board: MapData = get_map("rust_belt").board
        colours = [seat["seat"] for seat in data["setup"]["seats"]]
        ranked = sorted(colours, key=lambda c: (SEAT_OF_COLOUR.get(c, 99), c))
        self.colours = ranked
        self.colour_ids = {int(k): v for k, v in data["conventions"]["player_colors"].items()}
        self.turn_open = ""  # name of the last action of the build turn in progress

    # -- places ----------------------------------------------------------------------

    def hex_at(self, coords: dict[str, int]) -> int:
        col, row = offset_of(coords["q"], coords["r"])
        h = self.board.at(col, row)
        if h is None:
            raise TraceError(f"the trace names a hex off our map: q={coords['q']}, r={coords['r']}")
        return h

    def stop_id(self, coords: dict[str, int]) -> str:
        h = self.hex_at(coords)
        if h in self.board.city_at:
            return self.board.city_at[h].id
        if h in self.board.town_at:
            return self.board.town_at[h].id
        raise TraceError(f"hex {self.board.hexes[h].name} is no city or town")

    def seat_of_colour_id(self, owner: Any) -> int:
        if owner is None:
            return -1
        return self.colours.index(self.colour_ids[int(owner)])

    # -- setup -----------------------------------------------------------------------

    def chance(self) -> dict[str, list]:
        """Recorded chance in draw order: first turn order, the setup cubes (display columns in our
        column order, each top square first, then each printed city), and every goods-growth roll."""
        setup = self.data["setup"]
        slots: dict[str, list[str]] = {}
        for city in setup["goods_growth_display"]["cities"]:
            for column in city["columns"]:
                slots[_column(column["group"], column["number"])] = column["slots"]
        for tile in setup["goods_growth_display"]["new_city_tiles"]:
            slots[tile["letter"]] = tile["display"]["slots"]
        cubes: list[str] = []
        for col in self.board.columns():
            cubes.extend(reversed(slots[col]))
        on_city = {self.hex_at(c): c["goods"] for c in setup["map"]["cities"]}
        for city in self.board.cities.values():
            cubes.extend(on_city[city.hex])
        dice = [
            event["rolled_in_order"]
            for action in self.data["actions"]
            for event in action.get("chance", ())
            if event["type"] == "goods_growth_dice"
        ]
        if any(event["type"] == "bag_draw" for action in self.data["actions"] for event in action.get("chance", ())):
            raise TraceError("the trace draws from the bag during play (Production): not replayed yet")
        order = [self.colours.index(c) for c in setup["turn_order"]]
        return {"order": order, "cubes": cubes, "dice": dice}

    # -- actions ---------------------------------------------------------------------

    def steps(self) -> list[Step]:
        ends = {end["after_action_index"]: end for end in self.data["round_ends"]}
        out = []
        for entry in self.data["actions"]:
            step = Step(entry["index"], entry["round"], entry["meaning"], [], entry["after"])
            step.round_end = ends.get(entry["index"])
            try:
                self.translate(entry, step)
            except (KeyError, TypeError, ValueError) as exc:
                raise TraceError(f"action {entry.get('index')}: {exc}") from exc
            self.board_changes(entry, step)
            out.append(step)
        return out

    def board_changes(self, entry: dict[str, Any], step: Step) -> None:
        """Fill ``step.tracks`` and ``step.goods`` from the spaces the engine's steps changed."""
        for engine_step in entry["engine_steps"]:
            for space in (engine_step.get("changes") or {}).get("spaces", ()):
                name = self.board.hexes[self.hex_at(space)].name
                if "tile" in space:
                    tile = space["tile"][1]
                    step.tracks[name] = () if tile is None else self.tracks(tile["tracks"])
                if "goods" in space:
                    step.goods[name] = tuple(sorted(space["goods"][1]))

    def tracks(self, tracks: list[dict[str, Any]]) -> tuple[tuple[tuple[int, int], int], ...]:
        owner = {None: -1, **{c: i for i, c in enumerate(self.colours)}}
        return tuple(sorted((_paths([t["exits"]])[0], owner[t.get("owner")]) for t in tracks))

    def start_goods(self) -> dict[str, tuple[str, ...]]:
        cities = self.data["setup"]["map"]["cities"]
        return {self.board.hexes[self.hex_at(c)].name: tuple(sorted(c["goods"])) for c in cities}

    def translate(self, entry: dict[str, Any], out: Step) -> None:
        """Our actions for every step the trace's engine processed (recorded, automatic or forced),
        plus the ``done`` of each build turn it ended by itself."""
        for step in entry["engine_steps"]:
            if step["step"] == "ProcessAction":
                seat = self.colours.index(step["seat"])
                out.actions.append(
                    self.action(step["phase"], seat, step["name"], step["data"], step.get("details") or {})
                )
                out.automatic.append(step["origin"] == "forced by the engine")
                if step["phase"] == "BUILDING":
                    self.turn_open = step["name"]
            elif step["step"] == "EndTurn" and step["phase"] == "BUILDING":
                if self.turn_open != "done":
                    ended = step["changes"]["current_player"][0]
                    out.actions.append(Action.make("done", self.colours.index(ended)))
                    out.automatic.append(True)
                self.turn_open = ""

    def action(self, phase: str, seat: int, name: str, data: dict[str, Any], details: dict[str, Any]) -> Action:
        if name == "takeShares":
            return Action.make("issue", seat, n=data["numShares"])
        if name == "bid":
            return Action.make("bid", seat, amount=data["bid"])
        if name == "turnOrderPass":
            return Action.make("pass_bid", seat)
        if name == "pass":
            return Action.make("drop" if phase == "TURN_ORDER" else "pass", seat)
        if name == "select":
            return Action.make("select", seat, action=ACTION_OF[data["action"]])
        if name == "locomotive":
            return Action.make("raise_engine", seat)
        if name == "done":
            return Action.make("done", seat)
        if name == "build":
            h = self.hex_at(data["coordinates"])
            tracks = self.data["conventions"]["tile_types"][str(data["tileType"])]["tracks_by_orientation"]
            tile, rot = tile_of(tracks[str(data["orientation"])], h in self.board.town_at)
            return Action.make("build", seat, hex=self.board.hexes[h].name, tile=tile, rot=rot)
        if name == "urbanize":
            h = self.hex_at(data["coordinates"])
            return Action.make("urbanize", seat, town=self.board.town_at[h].id, city=details["new_city"]["letter"])
        if name == "move":
            stops = [self.stop_id(data["startingCity"])] + [self.stop_id(p["endingStop"]) for p in data["path"]]
            owners = [self.seat_of_colour_id(p.get("owner")) for p in data["path"]]
            return Action.make("move", seat, colour=GOODS[data["good"]], route=stops, owners=owners)
        raise TraceError(f"no translation for the recorded action {name!r} in {phase}")


def _column(group: str, number: int) -> str:
    """Our goods-display column of a trace column: WHITE n -> "L<n>", BLACK n -> "D<n>"."""
    return ("L" if group == "WHITE" else "D") + str(number)


def read_trace(path: str | Path) -> Trace:
    """The recorded game at ``path``; TraceError naming what cannot be read."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TraceError(f"{path.name}: cannot be read as a trace ({exc})") from None
    if not isinstance(data, dict) or data.get("source", {}).get("game_key") != "rust-belt":
        raise TraceError(f"{path.name}: not a recorded Rust Belt game (only that map is imported)")
    reader = _Reader(data)
    colours = set(reader.colours)
    if not colours <= set(SEAT_OF_COLOUR):
        raise TraceError(f"{path.name}: seat colours {sorted(colours)} cannot all be seated")
    if any(c not in K.COLOURS for cubes in data["setup"]["goods_on_cities"].values() for c in cubes):
        raise TraceError(f"{path.name}: goods of a colour this map does not use")
    return Trace(
        data["source"],
        data["conventions"]["rules_as_implemented"],
        reader.colours,
        reader.chance(),
        reader.start_goods(),
        reader.steps(),
        data.get("final_standings", []),
    )
