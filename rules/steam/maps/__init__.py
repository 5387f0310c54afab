"""Map modules: every way a map may change the base Age of Steam rules, and the map registry.

The base rules call the hooks of ``MapRules`` at every point where one of the
maps changes a rule (reference section 5). The base map, Rust Belt, uses the
defaults; Tasmania, Venezuela and Japan subclass ``MapRules`` in their own
modules and override only what their rulebook changes. The base never asks
which map it is playing. See README.md next to this file for a guide.

Conventions for hooks that change the state: ``s`` is a fresh copy owned by
the caller; replace its attributes copy-on-write (``s.set_seat``,
``s.add_seat``, ``s.set_ext``, or a new dict/tuple), never mutate a container
in place. Hooks that return ``list[Event]`` report what they did.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING, Any

from rules.core import Action, Event, Option, Rng, ScoreItem
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.mapdata import MapData, load_map
from rules.steam.moves import city_colour
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.build import Placement
    from rules.steam.moves import ExtraLink, Route
    from rules.steam.phases.base import Phase
    from rules.steam.state import SteamState


class MapRules:
    """The base rules' hook points; a map module overrides the ones its rulebook changes."""

    #: Map id (option value ``map=<id>``) and its data file ``data/maps/<data_id>.json``.
    id: str = ""
    data_id: str = ""
    #: One sentence for the About screen about what is provisional in this map (empty if nothing).
    credits: str = ""

    @cached_property
    def board(self) -> MapData:
        """The map's hexes, cities, towns and features (from its data file)."""
        return load_map(self.data_id or self.id)

    @property
    def title(self) -> str:
        return self.board.name

    # ------------------------------------------------------------------ setup

    def player_counts(self) -> range:
        """Allowed player counts (from the data file's ``players``)."""
        return self.board.players

    def options(self) -> list[Option]:
        """The map's own settings. Ids must start with the map id (``tasmania_...``)."""
        return []

    def rounds(self, s: SteamState) -> int:
        """Game length (1.12): rounds by player count at the start of the game."""
        return K.ROUNDS[s.players]

    def init_ext(self, s: SteamState) -> dict[str, Any]:
        """The map's extra state fields (stored in ``s.ext``); values are JSON scalars or tuples."""
        return {}

    def ext_to_json(self, ext: dict[str, Any]) -> Any:
        """JSON form of ``s.ext`` (default: tuples become lists)."""
        from rules.steam.state import to_list

        return to_list(ext)

    def ext_from_json(self, data: Any) -> dict[str, Any]:
        """Inverse of ``ext_to_json`` (default: lists become tuples)."""
        from rules.steam.state import to_tuple

        return to_tuple(dict(data))

    def starting_goods(self, city_id: str) -> int:
        """Cubes drawn onto a printed city at setup (1.2; from the data file, default 2)."""
        return self.board.cities[city_id].goods

    def setup_display(self, s: SteamState) -> list[Event]:
        """Fill the goods display at setup (1.2): random cubes, 3 per numbered and 2 per New City column."""
        from rules.steam.growth import fill_display_at_random

        return fill_display_at_random(self, s, self.display_columns())

    def setup_map_goods(self, s: SteamState) -> list[Event]:
        """Draw the starting cubes onto the map (1.2)."""
        from rules.steam.growth import draw_city_goods

        return draw_city_goods(self, s)

    def setup_extra(self, s: SteamState) -> list[Event]:
        """Anything else the map sets up (fish, a grey disc, ...), after the goods."""
        return []

    def display_columns(self) -> list[str]:
        """Goods-display columns filled at setup (Japan leaves New City columns empty)."""
        return self.board.columns()

    def start_cash(self, s: SteamState, seat: int) -> int:
        return K.START_CASH

    def __reduce_ex__(self, protocol: object) -> str | tuple:
        """A registered map pickles by its id (the listing kept on a state refers to its map, and the memos the
        map keeps from every game played on it must not travel with each state sent to the computer players'
        process); the receiving side finds its own map of that id."""
        if _maps.get(self.id) is self:
            return (get_map, (self.id,))
        return super().__reduce_ex__(protocol)

    # ------------------------------------------------------------- the round

    def phases(self, s: SteamState) -> tuple[Phase, ...]:
        """The phases of a round in order (1.3). Insert a map phase (Tasmania's tax) or replace one. It may read
        only the game's options (``s.options``): the ruleset keeps the phase it finds on the state while the
        phase's name and the options are the same (``SteamRules.phase_of``)."""
        return _base_phases()

    def on_new_round(self, s: SteamState) -> list[Event]:
        """After the turn marker advances (phase 10), before the next round's shares (grey disc moves)."""
        return []

    # ---------------------------------------------------------------- shares

    def max_issue(self, s: SteamState, seat: int) -> int:
        """How many more shares ``seat`` may issue now (1.4: at most 15 in total)."""
        return max(0, K.SHARE_LIMIT - s.shares[seat])

    def issue_shares(self, s: SteamState, seat: int, n: int) -> list[Event]:
        """Issue ``n`` shares: $5 each, the shares track goes up (1.4)."""
        s.add_seat("cash", seat, K.SHARE_PRICE * n)
        s.add_seat("shares", seat, n)
        return []

    # --------------------------------------------------------------- actions

    def action_spaces(self, s: SteamState) -> tuple[str, ...]:
        """The action table (1.6), in its printed order. Japan prints another table."""
        return K.ACTIONS

    def action_name(self, action: str) -> str:
        return K.ACTION_NAMES.get(action, action.replace("_", " ").title())

    def action_note(self, action: str) -> str | None:
        """How an action works differently on this map, said when it is offered (None: as in the base game)."""
        return None

    def action_refusal(self, s: SteamState, seat: int, action: str) -> str | None:
        """A map's reason why ``seat`` may not take an action still free (grey disc, first/last only)."""
        return None

    def on_action_taken(self, s: SteamState, seat: int, action: str) -> list[Event]:
        """Immediate effect of selecting an action (1.6: Locomotive raises the engine at once)."""
        if action == "locomotive" and s.engine[seat] < K.ENGINE_MAX:
            s.add_seat("engine", seat, 1)
            return [
                Event.make(
                    "engine",
                    f"{seat_colour(seat)}'s engine rises to {plural(s.engine[seat], 'link')} (Locomotive).",
                    seat,
                    [f"engine:{seat}"],
                )
            ]
        return []

    # ----------------------------------------------------------------- build

    #: Build costs by terrain (1.7.2): terrain -> (simple, coexisting, crossing). Other terrains are impassable.
    terrain_costs: dict[str, tuple[int, int, int]] = K.TERRAIN_COSTS

    def terrain_refusal(self, terrain: str) -> str | None:
        """The sentence refusing track on or into a terrain missing from ``terrain_costs`` (Venezuela's
        lakes name their rule); None keeps the base's "No track may be built on ..." sentences (1.7.1, 1.7.3)."""
        return None

    def build_order(self, s: SteamState) -> tuple[int, ...]:
        """Who builds, in order (1.7.1): First Build first, then turn order."""
        return _holder_first(s, "first_build")

    def max_placements(self, s: SteamState, seat: int) -> int:
        """Placements this build turn (1.7.1): 3, or 4 with Engineer."""
        return K.ENGINEER_BUILDS if s.taken[seat] == "engineer" else K.BUILDS

    def hex_refusal(self, s: SteamState, seat: int, h: int) -> str | None:
        """A map's reason why ``seat`` may not build on hex ``h`` at all now (dark-brown hexes...)."""
        return None

    @cached_property
    def restricted_hexes(self) -> frozenset[int]:
        """The hexes where ``hex_refusal`` may refuse; everywhere else it must answer None. The listing of a
        build turn asks ``hex_refusal`` only here (default: nowhere, or everywhere if the hook is overridden)."""
        if type(self).hex_refusal is MapRules.hex_refusal:
            return frozenset()
        return frozenset(range(len(self.board.hexes)))

    #: Whether ``placement_cost``, ``charge`` and ``placement_refusal`` read of a placement only what every hex
    #: whose shapes look the same shares (its kind, tile, rotation, terrain, base cost, old tile, links), never
    #: which hex it is: then a build listing prices all such hexes at once for each pricing key.
    prices_by_shape: bool = False
    #: With ``prices_by_shape``: the only Placement fields those three hooks read (``kind``, ``tile``, ``rot``,
    #: ``terrain``, ``base_cost``, ``old_tile``, ``new_paths``, ``new_links``; ``base_cost`` is added where
    #: ``placement_cost`` is the base's), so the listing prices each distinct value of them once per pricing
    #: key; None: any of them.
    price_reads: tuple[str, ...] | None = None

    def pricing_key(self, s: SteamState, seat: int) -> object:
        """A value that stays the same while ``placement_cost``, ``charge`` and ``placement_refusal`` give
        ``seat`` the same answer for every placement: the listing keeps each hex's prices while it is equal.
        None: never reuse them (the default when a map overrides one of those hooks without this one)."""
        hooks = ("placement_cost", "charge", "placement_refusal")
        if all(getattr(type(self), h) is getattr(MapRules, h) for h in hooks):
            return 0
        return None

    def placement_cost(self, s: SteamState, seat: int, p: Placement) -> int:
        """Cost of one placement; ``p.base_cost`` is the 1.7.2 price (Venezuela charges $R)."""
        return p.base_cost

    def charge(self, s: SteamState, seat: int, spent_before: int, cost: int) -> int:
        """Cash actually paid now for a placement of ``cost`` after ``spent_before`` this turn
        (Venezuela's Engineer halves the turn's total, rounded down)."""
        return cost

    def placement_refusal(self, s: SteamState, seat: int, p: Placement) -> str | None:
        """A map's reason to refuse an otherwise legal placement (e.g. income would go below 0)."""
        return None

    def after_placement(self, s: SteamState, seat: int, p: Placement) -> list[Event]:
        """Side effects of a placement after payment (Tasmania: forest lowers income)."""
        return []

    def extra_build_actions(self, s: SteamState, seat: int) -> list[Action]:
        """Other things a builder may do during a build turn (Japan: claim a sea route or fishing circle).
        Each must be handled by ``apply_extra_build`` and explained by ``extra_build_refusal``."""
        return []

    def extra_build_refusal(self, s: SteamState, action: Action) -> str | None:
        """Why an extra build action of this map is refused (None when the kind is not the map's)."""
        return None

    def apply_extra_build(self, s: SteamState, action: Action) -> list[Event]:
        """Apply a legal extra build action (count it with ``rules.steam.build.count_placement``)."""
        raise NotImplementedError

    def describe_extra(self, s: SteamState, action: Action) -> str | None:
        """Label of an extra action of this map (None if not the map's)."""
        return None

    def claimable_links(self, s: SteamState, seat: int) -> tuple[tuple[int, int, int, int, Action], ...]:
        """Links that are not track which ``seat``'s build turn this round may add with an extra build action
        (Japan: a sea route or blue circle its action lets it claim), as (stop, stop, dollars, points the
        claim scores, the action), at most one of them a turn. Read by the computer players' planner, which
        cannot find such a link by walking the hexes; its cash and placements left are the planner's to check."""
        return ()

    def urbanize_refusal(self, s: SteamState, seat: int, town: int, letter: str) -> str | None:
        """A map's reason to refuse an urbanization (e.g. forest penalty below income 0)."""
        return None

    def urbanize_reads(self, s: SteamState, seat: int) -> object:
        """What ``urbanize_refusal`` reads of ``s`` besides the town, the letter and the seat, as a hashable
        value: a build turn's urbanize actions are then kept per value (they are listed at every call of the
        turn). None: not said, so a map that overrides ``urbanize_refusal`` is asked for every town again."""
        return None

    def after_urbanize(self, s: SteamState, seat: int, town: int, letter: str) -> list[Event]:
        """Side effects of urbanizing (Tasmania: next to forest costs 1 income)."""
        return []

    # ------------------------------------------------------------ move goods

    def move_order(self, s: SteamState) -> tuple[int, ...]:
        """Who moves, in order (1.8): First Move first, then turn order."""
        return _holder_first(s, "first_move")

    def cube_refusal(self, s: SteamState, seat: int, h: int, colour: str) -> str | None:
        """A map's reason why ``seat`` may not move this cube from hex ``h`` (yellow cash, fish)."""
        return None

    def extra_links(self, s: SteamState) -> Iterable[ExtraLink]:
        """Links that are not track (Japan's claimed sea routes and blue circles)."""
        return ()

    def node_name(self, h: int) -> str | None:
        """Name of a route stop that is neither a city nor a town (a fishing area); None if none."""
        return None

    def node_label(self, h: int) -> str | None:
        """Player-readable name of such a stop (``node_name`` is its id in actions), for prompts,
        action labels and events, e.g. "Genkai-Goto grounds"; None falls back to ``node_name``."""
        return None

    def accepts(self, s: SteamState, h: int, colour: str) -> bool:
        """Whether the stop at ``h`` takes cubes of ``colour`` (1.8: a city of that colour)."""
        return city_colour(self, s, h) == colour

    def after_delivery(self, s: SteamState, seat: int, route: Route) -> list[Event]:
        """Side effects of a delivery after income is paid."""
        return []

    # ------------------------------------------------- income and expenses

    def expenses(self, s: SteamState, seat: int) -> int:
        """Phase 7 (1.9): $1 per issued share + $1 per engine level."""
        return s.shares[seat] + s.engine[seat]

    def income_reduction(self, s: SteamState, seat: int, income: int) -> int:
        """Phase 8 brackets (1.10)."""
        return K.income_reduction(income)

    def on_bankrupt(self, s: SteamState, seat: int) -> list[Event]:
        """1.9: a bankrupt player's ownership discs all come off the board. The base has already made
        their track unowned and taken them out of the turn order; a map removes the discs it placed
        elsewhere (Japan's sea-route and fishing-circle claims). Keep the result in ``s.ext``: the
        delivery graph is cached on ``s.track``/``s.ext`` identity, not on ``s.out``."""
        return []

    # ---------------------------------------------------------- goods growth

    def production_squares(self, s: SteamState) -> list[tuple[str, int]]:
        """Empty display squares Production may fill (1.6 default: any empty square; the 1.14 setting
        keeps to the columns of cities on the map, New Cities once placed)."""
        columns = self.board.columns()
        if s.options.get(K.PRODUCTION_OPTION, K.PRODUCTION_ANY) == K.PRODUCTION_IN_PLAY:
            from rules.steam.growth import column_cities

            in_play = column_cities(self, s)
            columns = [col for col in columns if col in in_play]
        return [(col, i) for col in columns for i, c in enumerate(s.display[col]) if c is None]

    def goods_growth(self, s: SteamState, rng: Rng) -> list[Event]:
        """Phase 9 after Production (1.11): dice per group move cubes from the display to cities."""
        from rules.steam.growth import dice_growth

        return dice_growth(self, s, rng)

    def sure_growth(self, s: SteamState) -> dict[int, tuple[str, ...]] | None:
        """The cubes the next goods growth is sure to bring, per city hex, or None when dice decide them (1.11):
        a player plans toward goods it can see coming (Venezuela's refill from the display)."""
        return None

    def dice_count(self, s: SteamState) -> int:
        """Dice rolled per display group (1.11): the number of players at the start of the game."""
        return s.players

    # -------------------------------------------------------------- scoring

    def score_items(self, s: SteamState, seat: int) -> list[ScoreItem]:
        """Extra final-score categories of the map (Japan: 3 VP per sea-route or circle disc)."""
        return []

    def discs_used(self, s: SteamState, seat: int) -> int:
        """Ownership discs used elsewhere than on links (Japan's claims), against the 20 of 1.1."""
        return 0


def _base_phases() -> tuple[Phase, ...]:
    """The base game's phase list (imported on first use: the phases import this module)."""
    global _BASE_PHASES
    if _BASE_PHASES is None:
        from rules.steam.phases import BASE_PHASES

        _BASE_PHASES = BASE_PHASES
    return _BASE_PHASES


_BASE_PHASES: tuple[Phase, ...] | None = None


def _holder_first(s: SteamState, action: str) -> tuple[int, ...]:
    """Turn order with the holder of ``action`` moved to the front."""
    order = [p for p in s.order if not s.out[p]]
    holder = [p for p in order if s.taken[p] == action]
    return tuple(holder + [p for p in order if p not in holder])


# ----------------------------------------------------------------- registry

#: Map modules shipped with the game, in menu order; a missing module is skipped.
KNOWN = ("rust_belt", "tasmania", "venezuela", "japan")

_maps: dict[str, MapRules] = {}
_loaded = False


def register_map(rules: MapRules) -> MapRules:
    """Add a map (a map module calls this at import)."""
    _maps[rules.id] = rules
    return rules


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in KNOWN:
        mod = f"rules.steam.maps.{name}"
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            if exc.name != mod:
                raise


def get_map(map_id: str) -> MapRules:
    """The map registered as ``map_id``; KeyError naming the known maps otherwise."""
    if _loaded:  # asked several times a decision: the registry once loaded, one look-up
        m = _maps.get(map_id)
        if m is not None:
            return m
    _load()
    try:
        return _maps[map_id]
    except KeyError:
        raise KeyError(f"unknown map {map_id!r} (known: {', '.join(map_ids())})") from None


def all_maps() -> list[MapRules]:
    """Every registered map, shipped ones first in menu order."""
    _load()
    order = {name: i for i, name in enumerate(KNOWN)}
    return sorted(_maps.values(), key=lambda m: (order.get(m.id, len(order)), m.id))


def map_ids() -> list[str]:
    return [m.id for m in all_maps()]
