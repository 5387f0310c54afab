"""The Endeavor game state: one flat layout that the engine, the board view and the AI all read.

Layout (``n`` = number of seats; seat ``p`` counts from 0; every container is a
list or tuple of plain ints/strings, replaced copy-on-write by ``apply``):

Flow
  ``round``      1..7, the current round.
  ``phase``      "build" | "payment" | "action" | "over" (Growth is automatic and never waits).
  ``step``       what ``current`` decides now: "build", "payment" (Payment phase), "turn"
                 (activate / spend a token / pass), "action" (a part of an activation, see ``pending``),
                 "mobilize" (Age of Expansion: mobilize a conscript or not), "discard" (down to the card
                 limit after passing), "over".
  ``current``    the seat deciding now.
  ``first``      the seat holding the first-player marker this round.
  ``done``       bitmask of seats that have finished the current phase (built, paid, passed).
  ``pays_left``  Payments the current seat still makes in the Payment phase.
  ``last_round`` True once the end of the game is triggered (round 7, or a full building mat).
  ``pending``    during step "action": ``(spec, done, where, slot)`` — ``spec`` the action text of the
                 building or token ("occupy+ship", "ship/draw", "attack"...), ``done`` the kinds already
                 performed (tuple), ``where`` the region index (or deck index for draw+draw) a second
                 action is bound to (-1 = free), ``slot`` the activated building space (-1 for a token).

Per seat (index ``p``; ``tracks`` and ``tokens`` are flat with a stride)
  ``tracks[p*4 + t]``   Industry, Culture, Wealth, Influence positions (t = 0..3, data.TRACKS order).
  ``tokens[p*8 + k]``   trade tokens held, by kind (data.TOKEN_KINDS: four brown, then four blue).
  ``harbor[p]``, ``supply[p]``  discs in the Harbor and in the supply.
  ``buildings[p]``      tuple of building indexes (data.BUILDINGS) in space order: space i = ``building:p:i``.
  ``busy[p]``           bitmask: bit i set when building space i holds a disc.
  ``cards[p]``          tuple of card ids held (Governors and Slavery cards included).
  ``slaves_lost[p]``    Slavery cards lying face down (-1 glory each at the end).

Board
  ``market``       tuple: buildings left in the supply, per building index.
  ``stacks``       tuple per deck (data.DECKS) of card ids, top first; the Slavery stack is ``()`` once abolished.
  ``abolished``    True once Abolition of Slavery is drawn.
  ``city_owner``   tuple per city (data.CITIES): owning seat or -1.
  ``city_token``   tuple per city: token kind still lying there or -1.
  ``link_token``   tuple per link (data.LINKS): token kind still lying there or -1.
  ``ship_discs``   tuple per region (data.REGIONS, Europe's always empty) of the seats on its shipping
                   track in placement order; entries past the track length are Ships to a full track.
  ``ship_tokens``  tuple per region of the token kind on each shipping space (-1 once taken).
  ``opened``       bitmask of open regions (bit 0, Europe, is always set).

Age of Expansion buildings (unused, at their start values, in the base game)
  ``fortified``    bitmask over cities (data.CITIES) holding a fortification.
  ``forts``        fortifications left in the supply.
  ``conscripts[p]`` bitmask: bit i set when building space i's Conscription space holds a disc.
  ``mobilize``     the building space whose conscript is being mobilized now, -1 otherwise.
  ``trade_space``  during a Trade, the element id of the board token chosen ("" otherwise).

Prominence (option ``prominence``: the tile id in ``options``; data.TILES)
  ``tile_spots``   tuple per spot of the tile: owning seat or -1; ``()`` when no tile is used. Tile discs count
                   as presence in Europe. Changing Alliances instead keeps counts: ``tile_spots[2*p + box]`` =
                   discs of seat ``p`` in box 0 (orange) or 1 (green).
  ``open_sea``     Naval Superiority: ``open_sea[p*7 + r]`` = discs of ``p`` in region r's open sea (presence
                   only); ``()`` with other tiles.
  ``sailed``       Naval Superiority: the seat to move has already moved a disc to an open sea this turn.

Age of Expansion cards (option ``aoe_cards``; at their start values otherwise)
  ``queue``        decisions a card asks for before the action goes on, first one now: tuples
                   ``(kind, seat, a, b)`` — "subsidy" (a = symbol), "raj", "marriage", "plague", "utrecht",
                   "smallpox", "repel" (a = city, b = Military Buildup casualty spot index or -1).
  ``resume``       ``(kind, where)`` of the action part to finish once the queue is empty, or ``()``.
  ``flags``        this turn: 1 = the Rosetta Stone was used, 2 = a card was reserved under Port of Dejima.
  ``spent``        spent blue tokens by kind (data.TOKEN_KINDS), the pile Flota de Indias and Company Raj take from.
  ``stacked[p]``   Merchant Fleet / Crown Charters pairs: (host, guest, host, guest, ...) card ids.
  ``reserved[p]``  the card kept face down under Port of Dejima ("" for none).
  ``flota``        tokens by kind lying on Flota de Indias.
  ``decl_forts``   fortifications on the Declaration of Independence.
  ``conquistador`` 1 when a disc lies on the Conquistadors' Conscription space.
  ``marriage``     ``(a, b, discs_a, discs_b)`` while the Marriage Alliance stands, else ``()``.
  ``discards``     the discard pile near Europe, in the order the cards were discarded: every discarded card but
                   Governors and Slavery cards goes there instead of back to its stack, and is drawn from it again.

``copy()`` is the shallow ``GameState.copy``; nothing here is ever mutated in place.
"""

from __future__ import annotations

from typing import Any

from rules.core import GameState, Rng

#: Attributes serialised by to_json, in order ("rng" is added as an integer).
FIELDS: tuple[str, ...] = (
    "players",
    "options",
    "round",
    "phase",
    "step",
    "current",
    "first",
    "done",
    "pays_left",
    "last_round",
    "pending",
    "tracks",
    "tokens",
    "harbor",
    "supply",
    "buildings",
    "busy",
    "cards",
    "slaves_lost",
    "market",
    "stacks",
    "abolished",
    "city_owner",
    "city_token",
    "link_token",
    "ship_discs",
    "ship_tokens",
    "opened",
    "fortified",
    "forts",
    "conscripts",
    "mobilize",
    "trade_space",
    "tile_spots",
    "open_sea",
    "sailed",
    "queue",
    "resume",
    "flags",
    "spent",
    "stacked",
    "reserved",
    "flota",
    "decl_forts",
    "conquistador",
    "marriage",
    "discards",
)

#: Fields added after saves were first written, with the value an older save means.
_ADDED: dict[str, Any] = {"discards": []}

#: Fields holding a tuple of tuples (restored as such from JSON).
_NESTED = {"buildings", "cards", "stacks", "ship_discs", "ship_tokens", "stacked", "queue"}


class EndeavorState(GameState):
    """An Endeavor position; see the module docstring for the meaning of every field."""

    players: int
    options: dict[str, Any]
    round: int
    phase: str
    step: str
    current: int
    first: int
    done: int
    pays_left: int
    last_round: bool
    pending: tuple | None
    tracks: tuple[int, ...]
    tokens: tuple[int, ...]
    harbor: tuple[int, ...]
    supply: tuple[int, ...]
    buildings: tuple[tuple[int, ...], ...]
    busy: tuple[int, ...]
    cards: tuple[tuple[str, ...], ...]
    slaves_lost: tuple[int, ...]
    market: tuple[int, ...]
    stacks: tuple[tuple[str, ...], ...]
    abolished: bool
    city_owner: tuple[int, ...]
    city_token: tuple[int, ...]
    link_token: tuple[int, ...]
    ship_discs: tuple[tuple[int, ...], ...]
    ship_tokens: tuple[tuple[int, ...], ...]
    opened: int
    fortified: int
    forts: int
    conscripts: tuple[int, ...]
    mobilize: int
    trade_space: str
    tile_spots: tuple[int, ...]
    open_sea: tuple[int, ...]
    sailed: bool
    queue: tuple[tuple, ...]
    resume: tuple
    flags: int
    spent: tuple[int, ...]
    stacked: tuple[tuple[str, ...], ...]
    reserved: tuple[str, ...]
    flota: tuple[int, ...]
    decl_forts: int
    conquistador: int
    marriage: tuple[int, ...]
    discards: tuple[str, ...]
    rng: Rng


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


def to_json(state: EndeavorState) -> dict[str, Any]:
    """Plain JSON of every field; the generator is stored as the integer under "rng"."""
    out = {name: _jsonable(getattr(state, name)) for name in FIELDS}
    out["rng"] = state.rng.state
    return out


def from_json(data: Any) -> EndeavorState:
    """The exact inverse of to_json (lists become the tuples the engine keeps)."""
    s = EndeavorState()
    for name in FIELDS:
        value = data[name] if name in data or name not in _ADDED else _ADDED[name]
        if name == "options":
            value = dict(value)
        elif name == "pending":
            value = None if value is None else (value[0], tuple(value[1]), value[2], value[3])
        elif name in _NESTED:
            value = tuple(tuple(v) for v in value)
        elif isinstance(value, list):
            value = tuple(value)
        setattr(s, name, value)
    s.rng = Rng(data["rng"])
    s.events = ()
    return s
