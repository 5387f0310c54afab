"""The Age of Steam game state: flat tuples and small dicts, copied on write.

Per-seat values are tuples indexed by seat; the board is a dict from hex index
to the placed tile; goods sit in a dict from hex index to a tuple of colours.
``apply`` copies the state (``GameState.copy``) and replaces only the
containers it changes, with the helpers below, so a state is never changed
after it is made. Map modules keep their own fields in ``ext`` (a dict of
JSON-like values, tuples for lists), see rules/steam/maps/README.md.
"""

from __future__ import annotations

from typing import Any

from rules.core import GameState, Rng

NOBODY = -1


class SteamState(GameState):
    """Every field of one moment of an Age of Steam game (see to_json for the list)."""

    map_id: str
    players: int
    options: dict[str, Any]
    rng: Rng
    round: int  # 1-based round number (the turn marker)
    phase: str  # name of the current phase, "over" at the end
    order: tuple[int, ...]  # turn order, first player first (bankrupt seats removed)
    cash: tuple[int, ...]
    shares: tuple[int, ...]
    income: tuple[int, ...]
    engine: tuple[int, ...]
    out: tuple[bool, ...]  # bankrupt and out of the game
    taken: tuple[str | None, ...]  # the action each seat selected this round
    turn_order_pass: int  # seat holding the Turn Order pass for this round's auction, or -1
    # who acts in the current phase, and whose turn it is (index into ``acting``)
    acting: tuple[int, ...]
    turn: int
    # auction (1.5)
    bids: tuple[int, ...]
    bidders: tuple[int, ...]  # still in, in bidding order
    dropped: tuple[int, ...]  # seats in the order they dropped out
    high: int  # current high bidder or -1
    pass_used: bool
    # build turn (1.7)
    placed: tuple[int, ...]  # hexes that received a placement this turn
    touched: tuple[tuple[int, int], ...]  # (hex, path) segments laid or redirected this turn
    spent: int  # gross cost of this turn's placements (before any map adjustment)
    builds: int  # placements (and map build actions) made this turn
    urbanized: bool
    # move goods (1.8)
    move_round: int  # 0 or 1
    loco_used: tuple[bool, ...]
    # goods growth (1.11): cubes drawn by the Production holder, not yet placed
    drawn: tuple[str, ...]
    # the board
    track: dict[int, tuple[str, int, tuple[int, ...]]]  # hex -> (tile id, rotation, owner per path)
    tiles_left: tuple[int, ...]  # per tile type in tiles.TILES order
    discs_left: int  # town discs
    goods: dict[int, tuple[str, ...]]  # hex -> cube colours on it
    display: dict[str, tuple[str | None, ...]]  # goods-display column -> squares top first
    bag: tuple[int, ...]  # cube counts per colour (constants.COLOURS order); the order is never fixed
    new_city: dict[int, str]  # town hex -> New City letter placed there
    new_city_left: tuple[str, ...]
    ext: dict[str, Any]  # map module fields
    # recorded chance still to come (rules/steam/chance.py): kind -> queue; empty in an ordinary game
    script: dict[str, tuple]

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without the Phase object kept for its phase (``SteamRules.phase_of``): in another process the
        copy would not be the map's own, which that process's ruleset looks up again."""
        state = self.__dict__
        if "_phase_of" in state:
            state = dict(state)
            del state["_phase_of"]
        return state

    def set_seat(self, name: str, seat: int, value: Any) -> None:
        """Replace one seat's entry of a per-seat tuple field (copy on write)."""
        values = list(getattr(self, name))
        values[seat] = value
        setattr(self, name, tuple(values))

    def add_seat(self, name: str, seat: int, delta: int) -> None:
        """Add ``delta`` to one seat's entry of a per-seat tuple field."""
        values = list(getattr(self, name))
        values[seat] += delta
        setattr(self, name, tuple(values))

    def set_ext(self, key: str, value: Any) -> None:
        """Set a map-module field (copy on write of ``ext``)."""
        ext = dict(self.ext)
        ext[key] = value
        self.ext = ext

    def active(self) -> list[int]:
        """Seats still in the game (not bankrupt)."""
        return [p for p in range(self.players) if not self.out[p]]


_TUPLE_FIELDS = (
    "order",
    "cash",
    "shares",
    "income",
    "engine",
    "out",
    "taken",
    "acting",
    "bids",
    "bidders",
    "dropped",
    "placed",
    "loco_used",
    "tiles_left",
    "bag",
    "new_city_left",
    "drawn",
)
_SCALARS = ("map_id", "players", "round", "phase", "turn_order_pass", "turn", "high", "pass_used", "spent")
_SCALARS2 = ("urbanized", "move_round", "discs_left", "builds")


def to_tuple(value: Any) -> Any:
    """JSON lists back to tuples, recursively (state containers hold tuples only)."""
    if isinstance(value, list):
        return tuple(to_tuple(v) for v in value)
    if isinstance(value, dict):
        return {k: to_tuple(v) for k, v in value.items()}
    return value


def to_list(value: Any) -> Any:
    """Tuples to JSON lists, recursively."""
    if isinstance(value, tuple | list):
        return [to_list(v) for v in value]
    if isinstance(value, dict):
        return {k: to_list(v) for k, v in value.items()}
    return value


def state_to_json(s: SteamState, hex_names: list[str], ext: dict[str, Any]) -> dict[str, Any]:
    """Plain JSON of a state; hexes are written by name ("c,r")."""
    data: dict[str, Any] = {k: getattr(s, k) for k in _SCALARS + _SCALARS2}
    data.update({k: to_list(getattr(s, k)) for k in _TUPLE_FIELDS})
    data["options"] = dict(s.options)
    data["touched"] = [[hex_names[h], p] for h, p in s.touched]
    data["placed"] = [hex_names[h] for h in s.placed]
    data["track"] = {hex_names[h]: [t, r, list(o)] for h, (t, r, o) in sorted(s.track.items())}
    data["goods"] = {hex_names[h]: list(g) for h, g in sorted(s.goods.items())}
    data["display"] = {k: list(v) for k, v in s.display.items()}
    data["new_city"] = {hex_names[h]: letter for h, letter in sorted(s.new_city.items())}
    data["ext"] = ext
    data["rng"] = s.rng.state
    if s.script:  # written only when a replay's recorded chance is left, so other saves are unchanged
        data["script"] = to_list(s.script)
    return data


def state_from_json(data: dict[str, Any], by_name: dict[str, int]) -> SteamState:
    """The state written by ``state_to_json`` (``ext`` is left as JSON for the map to read)."""
    s = SteamState()
    for k in _SCALARS + _SCALARS2:
        setattr(s, k, data[k])
    for k in _TUPLE_FIELDS:
        setattr(s, k, to_tuple(data[k]))
    s.options = dict(data["options"])
    s.placed = tuple(by_name[h] for h in data["placed"])
    s.touched = tuple((by_name[h], p) for h, p in data["touched"])
    s.track = {by_name[h]: (t, r, tuple(o)) for h, (t, r, o) in data["track"].items()}
    s.goods = {by_name[h]: tuple(g) for h, g in data["goods"].items()}
    s.display = {k: tuple(v) for k, v in data["display"].items()}
    s.new_city = {by_name[h]: letter for h, letter in data["new_city"].items()}
    s.ext = data["ext"]
    s.rng = Rng(data["rng"])
    s.script = to_tuple(dict(data.get("script") or {}))
    s.events = ()
    return s
