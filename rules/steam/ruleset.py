"""The ``steam`` ruleset: Age of Steam on the contract of rules/core.py.

The ruleset only drives the phases of the chosen map (``MapRules.phases``)
and serialises the state; every rule lives in a phase, a rules module
(build, moves, growth) or a map hook.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import Action, Event, IllegalAction, Option, Prompt, Rng, Ruleset, ScoreItem, ScoreSheet
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.chance import check_script, first_order
from rules.steam.mapdata import MapData
from rules.steam.maps import MapRules, all_maps, get_map
from rules.steam.moves import routes
from rules.steam.phases.base import Phase
from rules.steam.phases.build import BuildTrack
from rules.steam.placements import hexes_with_placements, placements_on
from rules.steam.state import SteamState, state_from_json, state_to_json
from rules.steam.tiles import COUNTS, placed_paths
from rules.steam.track import Link, network
from rules.words import plural

BASE_CREDITS = (
    "Age of Steam by Martin Wallace. Base rules and the Rust Belt map follow the project's reference "
    "(its sections 1-2, confirmed by two independent implementations). Provisional rulings: "
    "ties share a place (no tie-break is published); unowned track reaching an urbanized town stays unowned; "
    "Production may use any empty display square (a setting keeps it to cities on the map); "
    "the Turn Order pass is not usable with two bidders left; "
    "a town tile counts as one track tile of each complete link that ends at it, at final scoring (1.13 counts "
    "a link's hexes, 'a link 3 hexes long = 3', and the town's hex is one of them; the recorded game counts a "
    "town tile once per exit: so a town with three finished links of yours scores 3)."
)


class SteamRules(Ruleset):
    id = "steam"
    title = "Age of Steam"
    player_counts = range(3, 7)

    @property
    def credits(self) -> str:  # type: ignore[override]
        extra = " ".join(m.credits for m in all_maps() if m.credits)
        return BASE_CREDITS + (" " + extra if extra else "")

    # -- setup -------------------------------------------------------------

    def progress(self, state: SteamState) -> str:
        if self.is_over(state):
            return "Game over"
        phase = K.PHASE_NAMES.get(state.phase, state.phase)
        return f"Round {state.round} of {self.map_of(state).rounds(state)}, {phase.lower()}"  # Tasmania: 1 fewer

    def options(self) -> list[Option]:
        maps = all_maps()
        opts = [
            Option(
                "map",
                "Map",
                tuple(m.id for m in maps),
                "rust_belt",
                "The board: each map changes some base rules (see its rules page).",
                tuple(m.title for m in maps),
            ),
            Option(
                K.PRODUCTION_OPTION,
                "Production squares",
                (K.PRODUCTION_ANY, K.PRODUCTION_IN_PLAY),
                K.PRODUCTION_ANY,
                "Production (1.6): the two drawn cubes go on any empty square of the goods display, or only "
                "on columns whose city is on the map (the sources differ; 1.14).",
                ("Any empty square", "Only cities on the map"),
            ),
        ]
        for m in maps:
            opts.extend(m.options())
        return opts

    def options_in_play(self, options: Mapping[str, Any]) -> list[Option]:
        """The base options and the chosen map's own (Tasmania's variants mean nothing on Japan)."""
        try:
            own = {o.id for o in get_map(options.get("map", "rust_belt")).options()}
        except KeyError:
            own = set()
        other = {o.id for m in all_maps() for o in m.options()} - own
        return [o for o in self.options() if o.id not in other]

    def allowed_players(self, options: Mapping[str, Any] | None = None) -> range:
        map_id = (options or {}).get("map", "rust_belt")
        try:
            return get_map(map_id).player_counts()
        except KeyError:
            return self.player_counts  # an unknown map is refused by resolve_options with its reason

    def map_of(self, s: SteamState) -> MapRules:
        return get_map(s.map_id)

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> SteamState:
        return self._setup(players, seed, options, {})

    def new_game_scripted(
        self, players: int, seed: int, options: Mapping[str, Any] | None, chance: Mapping[str, Any]
    ) -> SteamState:
        """A game whose first turn order, cube draws and goods-growth dice come from ``chance``
        (rules/steam/chance.py) while it lasts: a game recorded elsewhere, replayed with its own luck."""
        return self._setup(players, seed, options, check_script(chance, players))

    def _setup(self, players: int, seed: int, options: Mapping[str, Any] | None, script: dict) -> SteamState:
        opts = self.check_setup(players, options)
        m = get_map(opts["map"])
        s = SteamState()
        s.map_id = m.id
        s.players = players
        s.options = opts
        s.rng = Rng(seed)
        s.round = 1
        s.phase = ""
        s.script = script
        s.order = tuple(first_order(s, s.rng))
        s.cash = tuple(m.start_cash(s, p) for p in range(players))
        s.shares = (K.START_SHARES,) * players
        s.income = (K.START_INCOME,) * players
        s.engine = (K.START_ENGINE,) * players
        s.out = (False,) * players
        s.taken = (None,) * players
        s.turn_order_pass = -1
        s.acting = ()
        s.turn = 0
        s.bids = (0,) * players
        s.bidders = ()
        s.dropped = ()
        s.high = -1
        s.pass_used = False
        s.placed = ()
        s.touched = ()
        s.spent = 0
        s.builds = 0
        s.urbanized = False
        s.move_round = 0
        s.loco_used = (False,) * players
        s.drawn = ()
        s.track = {}
        s.tiles_left = COUNTS
        s.discs_left = K.TOWN_DISCS
        s.goods = {}
        s.display = {}
        s.bag = tuple(K.CUBES[c] for c in K.COLOURS)
        s.new_city = {}
        s.new_city_left = tuple(m.board.new_cities)
        s.ext = {}
        s.ext = m.init_ext(s)
        events: list[Event] = []
        events += m.setup_display(s)
        events += m.setup_map_goods(s)
        events += m.setup_extra(s)
        first = m.phases(s)[0]
        s.phase = first.name
        events += first.enter(m, s)
        events += self._advance(m, s)
        names = ", ".join(f"{seat_colour(p)}" for p in s.order)
        events.insert(0, Event.make("setup", f"A game on the {m.title} map begins; first turn order: {names}."))
        s.events = tuple(events)
        return s

    # -- phase driving -----------------------------------------------------

    def phase_of(self, m: MapRules, s: SteamState) -> Phase | None:
        """The Phase object of ``s.phase`` on map ``m``, kept on the state while the phase, the map and the
        options (all ``MapRules.phases`` may read) are the same: asked several times a decision."""
        kept = s.__dict__.get("_phase_of")
        if kept is not None and kept[0] == s.phase and kept[1] is m and kept[2] is s.options:
            return kept[3]
        phases = m.phases(s)
        i = _positions(phases).get(s.phase)
        ph = None if i is None else phases[i]
        s.__dict__["_phase_of"] = (s.phase, m, s.options, ph)
        return ph

    def _at(self, s: SteamState) -> tuple[MapRules, Phase | None]:
        """(the map, ``phase_of``) of ``s`` in one look-up while ``phase_of`` has them kept (asked for every
        decision of every playout: ``to_move``, ``legal_actions``, ``apply``)."""
        kept = s.__dict__.get("_phase_of")
        if kept is not None and kept[0] == s.phase and kept[2] is s.options and kept[1].id == s.map_id:
            return kept[1], kept[3]
        m = get_map(s.map_id)
        return m, self.phase_of(m, s)

    def _advance(self, m: MapRules, s: SteamState) -> list[Event]:
        """Enter the following phases while the current one has nothing left to decide."""
        events: list[Event] = []
        while s.phase != "over":
            ph = self.phase_of(m, s)
            if ph is None or not ph.finished(m, s):
                break
            phases = m.phases(s)
            i = _positions(phases)[s.phase]
            nxt = phases[(i + 1) % len(phases)]
            s.phase = nxt.name
            events += nxt.enter(m, s)
        return events

    # -- the contract ----------------------------------------------------

    def num_players(self, state: SteamState) -> int:
        return state.players

    def to_move(self, state: SteamState) -> int | None:
        if state.phase == "over":
            return None
        m, ph = self._at(state)
        return ph.to_move(m, state) if ph else None

    def is_over(self, state: SteamState) -> bool:
        if state.phase == "over":
            return True
        m, ph = self._at(state)
        return ph is None or ph.to_move(m, state) is None

    def prompt(self, state: SteamState) -> Prompt:
        if state.phase == "over":
            return Prompt(None, "The game is over.", "Final scoring (1.13)", "over")
        m = self.map_of(state)
        return self.phase_of(m, state).prompt(m, state)

    def legal_actions(self, state: SteamState) -> list[Action]:
        if state.phase == "over":
            return []
        m, ph = self._at(state)
        return ph.legal(m, state)

    def explain(self, state: SteamState, action: Action) -> str | None:
        m = self.map_of(state)
        return self._explain(m, self.phase_of(m, state) if state.phase != "over" else None, state, action)[0]

    def _explain(self, m: MapRules, ph: Phase | None, state: SteamState, action: Action) -> tuple[str | None, object]:
        """(why ``action`` is refused or None, what checking it found for ``Phase.act_checked``)."""
        seat = ph.to_move(m, state) if ph else None
        if seat is None:
            return "The game is over: no more moves can be made.", None
        if action.seat != seat:
            return f"It is not {seat_colour(action.seat)}'s turn: {seat_colour(seat)} is deciding now.", None
        return ph.checked(m, state, action)

    def why_illegal(self, state: SteamState, action: Action) -> str:
        return self.explain(state, action) or "That move is legal."

    def apply(self, state: SteamState, action: Action) -> SteamState:
        m, ph = self._at(state) if state.phase != "over" else (self.map_of(state), None)
        reason, found = self._explain(m, ph, state, action)
        if reason is not None:
            raise IllegalAction(reason)
        s = state.copy()
        s.rng = state.rng.copy()
        events = ph.act_checked(m, s, action, found)
        events += self._advance(m, s)
        s.events = tuple(events)
        return s

    def describe(self, state: SteamState, action: Action) -> str:
        m = self.map_of(state)
        ph = self.phase_of(m, state)
        label = ph.describe(m, state, action) if ph else None
        return label or super().describe(state, action)

    # -- what a board view needs ------------------------------------------

    def board(self, state: SteamState) -> MapData:
        """The map being played: hexes (col, row, terrain), neighbours, cities, towns, features."""
        return self.map_of(state).board

    def links(self, state: SteamState) -> list[Link]:
        """Every link on the board: its hexes, owner, and whether it is complete (1.7.4)."""
        return network(self.map_of(state).board, state).links

    def tile_at(self, state: SteamState, hex_name: str) -> tuple[str, int, tuple[tuple[int, int], ...]] | None:
        """(tile id, rotation, paths as exit pairs; 6 = the town) of the tile on a hex, or None."""
        board = self.map_of(state).board
        h = board.hex_of(hex_name)
        if h is None or h not in state.track:
            return None
        tile, rot, _ = state.track[h]
        return tile, rot, placed_paths(tile, rot, h in board.town_at)

    def placements_at(self, state: SteamState, hex_id: str, tile: str | None = None) -> list[Action]:
        """The legal ``build`` actions on one hex (``hex:c,r`` or ``c,r``) for the seat to move, of ``tile``
        if given, in ``legal_actions`` order; empty outside a build turn. For a board's drag and drop: it
        asks one hex, never the whole list."""
        seat, m = self._builder(state)
        h = m.board.hex_of(hex_id) if seat is not None else None
        return [] if h is None else placements_on(m, state, seat, h, tile)

    def build_hexes(self, state: SteamState, tile: str | None = None) -> set[str]:
        """Element ids (``hex:c,r``) of the hexes with a legal placement for the seat to move, of ``tile``
        if given (the hexes to glow while that tile is held); empty outside a build turn."""
        seat, m = self._builder(state)
        if seat is None:
            return set()
        return {m.board.element(h) for h in hexes_with_placements(m, state, seat, tile)}

    def _builder(self, state: SteamState) -> tuple[int | None, MapRules]:
        """The seat whose build turn it is (None outside one) and the map."""
        m = self.map_of(state)
        ph = self.phase_of(m, state) if state.phase != "over" else None
        return (ph.to_move(m, state) if isinstance(ph, BuildTrack) else None), m

    # -- scoring -------------------------------------------------------------

    def track_points(self, state: SteamState, seat: int) -> int:
        """1.13: one point per tile in the complete links a seat owns."""
        m = self.map_of(state)
        return sum(link.length for link in network(m.board, state).links if link.owner == seat and link.complete)

    def scores(self, state: SteamState) -> list[ScoreSheet]:
        m = self.map_of(state)
        over = state.phase == "over"
        sheets = []
        for p in range(state.players):
            if state.out[p]:
                items = (ScoreItem("Bankrupt", 0, "out of the game: scores nothing (1.9)"),)
            else:
                items = (
                    ScoreItem("Income", K.VP_PER_INCOME * state.income[p], f"{state.income[p]} income x 3"),
                    ScoreItem("Shares", K.VP_PER_SHARE * state.shares[p], f"{plural(state.shares[p], 'share')} x -3"),
                    ScoreItem("Track", K.VP_PER_TRACK * self.track_points(state, p), "tiles in complete links"),
                    *m.score_items(state, p),
                )
            sheets.append(ScoreSheet(p, items, provisional=not over))
        return sheets

    def ranking(self, state: SteamState) -> list[int]:
        """Best first; bankrupt seats last; tied seats share a place (listed by seat)."""
        sheets = self.scores(state)
        return [s.seat for s in sorted(sheets, key=lambda s: (state.out[s.seat], -s.total, s.seat))]

    def places(self, state: SteamState) -> list[int]:
        """Place of each seat (1 = first); tied seats share a place (1.13: no tie-break)."""
        sheets = self.scores(state)
        key = {s.seat: (state.out[s.seat], -s.total) for s in sheets}
        return [1 + sum(1 for q in key if key[q] < key[p]) for p in range(state.players)]

    def bankrupt_seats(self, state: SteamState) -> list[int]:
        """Seats that went bankrupt: out of the game, placed last."""
        return [p for p in range(state.players) if state.out[p]]

    def heuristic(self, state: SteamState) -> list[float] | None:
        """Estimated final score per seat, for the AI's short search.

        The score now (1.13), plus what is coming: income keeps paying for the rounds left, cash
        turns into track (about 1 point per $4), unfinished own track may still be finished (half a
        point a tile); a seat that cannot meet its next expenses is marked down, a bankrupt seat
        counts far below everyone.
        """
        m = self.map_of(state)
        rounds_left = max(0, m.rounds(state) - state.round)
        net = network(m.board, state)
        best = self.delivery_gains(m, state)
        out = []
        for sheet in self.scores(state):
            p = sheet.seat
            if state.out[p]:
                out.append(-100.0)
                continue
            due = m.expenses(state, p)
            open_tiles = sum(link.length for link in net.links if link.owner == p and not link.complete)
            cash = state.cash[p]
            if state.phase == "auction" and p in state.bidders:
                cash -= state.bids[p]  # a standing bid is money promised (1.5)
            value = float(sheet.total) + 0.5 * open_tiles + cash / 4
            value += rounds_left * (state.income[p] - due) / 4
            if rounds_left or state.phase in K.ROUND_TO_MOVES:
                # the two best deliveries open to this seat now: each own link used is +1 income
                value += sum(best[p][:2]) * (1.5 + rounds_left / 8)
            if cash + state.income[p] < due:
                value -= 3 * (due - cash - state.income[p])
            out.append(value)
        return out

    def delivery_gains(self, m: MapRules, state: SteamState, per_cube: bool = False) -> list[list[int]]:
        """Per seat, the own links each open delivery would use, best first (cubes on the map now).

        One entry per colour a city holds, or with ``per_cube`` one per cube (the AI's
        evaluation counts every cube a seat could still carry).
        """
        gains: list[list[int]] = [[] for _ in range(state.players)]
        if not state.goods:
            return gains
        top = max(state.engine)
        for h in sorted(state.goods):
            for colour in set(state.goods[h]):
                found = routes(m, state, 0, h, colour, limit=top)
                if not found:
                    continue
                for p in range(state.players):
                    if state.out[p] or m.cube_refusal(state, p, h, colour):
                        continue
                    best = max((r.owners.count(p) for r in found if r.links <= state.engine[p]), default=0)
                    if best > 0:
                        gains[p].extend([best] * (state.goods[h].count(colour) if per_cube else 1))
        for g in gains:
            g.sort(reverse=True)
        return gains

    # -- serialisation ---------------------------------------------------

    def determinize(self, state: SteamState, seed: int) -> SteamState:
        """A reseeded copy without any recorded chance left, so a search never sees a replay's future."""
        new = super().determinize(state, seed)
        new.script = {}
        return new

    def to_json(self, state: SteamState) -> dict[str, Any]:
        m = self.map_of(state)
        names = [h.name for h in m.board.hexes]
        return state_to_json(state, names, m.ext_to_json(state.ext))

    def from_json(self, data: Mapping[str, Any]) -> SteamState:
        m = get_map(data["map_id"])
        s = state_from_json(dict(data), m.board.by_name)
        s.display = {col: s.display[col] for col in m.board.columns() if col in s.display}  # board order
        s.ext = m.ext_from_json(data["ext"])
        return s


_POSITIONS: dict[int, tuple[tuple[Phase, ...], dict[str, int]]] = {}


def _positions(phases: tuple[Phase, ...]) -> dict[str, int]:
    """Each phase's place in a map's phase list, by name (asked on every call of the contract; a map's
    lists are module constants, so they are kept by identity)."""
    hit = _POSITIONS.get(id(phases))
    if hit is None or hit[0] is not phases:
        hit = _POSITIONS[id(phases)] = (phases, {p.name: i for i, p in enumerate(phases)})
    return hit[1]


STEAM = SteamRules()
