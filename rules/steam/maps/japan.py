"""Japan (seed 002, "Japan"; reference age_of_steam.md 3.3): the base rules with these changes.

- 3-5 players. Setup: 2 blue cubes ("fish") on each of the 5 fishing areas, the other 10 blue cubes in
  the bag; Tokyo and Kyoto start with 3 goods, the other cities 2 (data); the New City columns of the
  goods display stay empty.
- Action table: Fishing Area and Sea Route replace Turn Order and Production. Only the first and the
  last player in turn order may take them.
- Selection order: the last player chooses first, Fishing Area or Sea Route, or passes once; then the
  others in turn order; a last player who passed then chooses from what is left.
- Sea Route: in place of one of the 3 builds, pay $5 and put a disc on an empty sea route whose two
  ends are cities (Niigata and Kushiro must be urbanized first); one per turn; up to 2 tiles besides.
- Fishing Area: the same for an empty blue circle between a fishing area and its coastal stop.
- Proposed rulings (3.3.2): a claimed sea route or circle is a link of length 1 owned by the disc's
  owner (it carries goods, counts 1 against the engine and pays its owner 1 income); claims use the
  owner's ownership discs and score 3 VP each, no track points; the claim is optional.
- Fish on a fishing area may be moved only by the Fishing Area holder (over a claimed circle); fish
  elsewhere move like any good. Fishing areas are never restocked (growth only feeds city columns).
- Final scoring: 3 VP per disc on a sea route or blue circle.
- Bankruptcy (1.9: all the player's ownership discs are removed): their claims lose their discs. The seed
  and reference 3.3 say nothing more, so, like track that loses its owner, such a route or circle stays a
  link that carries goods and pays nobody; its circle is empty again, so a holder may claim it ($5).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from rules.core import Action, Event, Prompt, ScoreItem
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.build import count_placement
from rules.steam.growth import fill_display_at_random
from rules.steam.maps import MapRules, register_map
from rules.steam.moves import ExtraLink
from rules.steam.phases import BASE_PHASES, BuildTrack, MoveGoods, Phase, SelectActions
from rules.steam.state import NOBODY
from rules.steam.track import is_city, owned_links
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.state import SteamState

FISHING = "fishing_area"
SEA_ROUTE = "sea_route"
CLAIM_COST = 5
VP_PER_DISC = 3
FISH = "blue"

SELECT_RULE = (
    "Select actions (Japan): the last player in turn order chooses first, Fishing Area or Sea Route, or "
    "passes and chooses last; only the first and last players may take Fishing Area or Sea Route."
)


@dataclass(frozen=True, slots=True)
class Feature:
    """A claimable disc spot: a sea route between two stops, or a blue circle between a fishing area and a stop."""

    id: str
    kind: str  # SEA_ROUTE or FISHING
    a: int  # hex of one end (a city or town; the fishing area for a circle)
    b: int  # hex of the other end
    label: str

    @property
    def element(self) -> str:
        return ("searoute:" if self.kind == SEA_ROUTE else "circle:") + self.id


class JapanSelect(SelectActions):
    """Select actions with Japan's order: the last player first (Fishing Area, Sea Route or pass)."""

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        events = super().enter(m, s)
        order = tuple(p for p in s.order if not s.out[p])
        s.acting = (order[-1], *order[:-1])
        s.turn = 0
        return events

    def opening(self, s: SteamState) -> bool:
        """The last player's first choice (step 1 of the seed)."""
        return s.turn == 0

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        if self.opening(s):
            return Prompt(
                seat,
                "You are last in turn order, so you choose first: take Fishing Area or Sea Route now, "
                "or pass and choose from what is left once everyone else has chosen.",
                SELECT_RULE,
                self.name,
            )
        return Prompt(seat, self.offer(m, s, seat), SELECT_RULE, self.name)

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        acts = super().legal(m, s)
        if not self.opening(s):
            return acts
        seat = self.to_move(m, s)
        return [a for a in acts if a["action"] in (FISHING, SEA_ROUTE)] + [Action.make("pass", seat)]

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind == "pass":
            return "Only the last player may pass, once, before the others choose (Japan)."
        if (
            self.opening(s)
            and action.kind == "select"
            and action.get("action") in m.action_spaces(s)
            and action.get("action") not in (FISHING, SEA_ROUTE)
        ):
            return (
                "The last player chooses first and may take only Fishing Area or Sea Route now, or pass and "
                "choose from what is left after the others (Japan)."
            )
        return super().why(m, s, action)

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        if action.kind != "pass":
            return super().act(m, s, action)
        seat = action.seat
        s.acting = (*s.acting, seat)
        event = Event.make(
            "select_pass",
            f"{seat_colour(seat)} (last in turn order) passes and will choose after everyone else (Japan).",
            seat,
        )
        return [event, *self.next_turn(m, s)]

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        if action.kind == "pass":
            return "Pass: choose after the others"
        return super().describe(m, s, action)


class JapanBuild(BuildTrack):
    """Build track; the Sea Route and Fishing Area holders are told about their claim."""

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        p = super().prompt(m, s)
        held = s.taken[p.seat]
        if held not in (FISHING, SEA_ROUTE):
            return p
        what = "an empty sea route between two cities" if held == SEA_ROUTE else "an empty blue circle"
        text = (
            f"{p.text} You hold {m.action_name(held)}: in place of one placement you may pay ${CLAIM_COST} "
            f"and put a disc on {what} (one per turn)."
        )
        rule = (
            f"{m.action_name(held)} (Japan): in place of 1 of your 3 track-laying actions, pay ${CLAIM_COST} and place "
            f"a disc on {what}; up to 2 tiles may still be laid elsewhere. Each disc scores {VP_PER_DISC} VP."
        )
        return Prompt(p.seat, text, rule, p.kind)


class JapanMove(MoveGoods):
    """Move goods; the prompt names the fish rule."""

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        p = super().prompt(m, s)
        if s.taken[p.seat] == FISHING:
            extra = " You hold Fishing Area: you may move fish off the fishing areas over claimed blue circles."
        else:
            extra = ""
        rule = (
            "Move goods (1.8, Japan): as in the base game, over track, claimed sea routes and claimed blue "
            "circles; fish on a fishing area may be moved only by the Fishing Area holder."
        )
        return Prompt(p.seat, p.text + extra, rule, p.kind)


class Japan(MapRules):
    id = "japan"
    credits = (
        "Japan: the layout (cities, colours, display numbers, towns, fishing areas, blue circles, the seven sea "
        "lines) and the action table's order are a stand-in designed for this project; proposed rulings: a "
        "claimed sea route or circle is a one-link route owned by its disc, claims use ownership discs and "
        "score only their 3 VP, the Fishing Area holder moves fish out over any claimed circle."
    )

    #: Track costs (seed: plain $2, mountain $3; the stand-in board has no mountain hexes, as the translator notes).
    terrain_costs: ClassVar[dict[str, tuple[int, int, int]]] = {"plain": (2, 3, 4), "mountain": (3, 4, 5)}

    # -- the map's features ---------------------------------------------------------

    @cached_property
    def features(self) -> dict[str, Feature]:
        """Every sea route and blue circle, by id, in the data file's order."""
        board = self.board
        stops = {**{c.id: c.hex for c in board.cities.values()}, **{t.id: t.hex for t in board.towns.values()}}
        names = {**{c.id: c.name for c in board.cities.values()}, **{t.id: t.name for t in board.towns.values()}}
        out: dict[str, Feature] = {}
        for r in board.raw["sea_routes"]:
            a, b = r["ends"]
            out[r["id"]] = Feature(r["id"], SEA_ROUTE, stops[a], stops[b], f"{names[a]} - {names[b]}")
        for area in board.raw["fishing_areas"]:
            fh = board.at(*area["hex"])
            for c in area["circles"]:
                out[c["id"]] = Feature(c["id"], FISHING, fh, stops[c["stop"]], f"{area['name']} - {names[c['stop']]}")
        return out

    @cached_property
    def fishing_hexes(self) -> dict[int, dict[str, Any]]:
        return {self.board.at(*a["hex"]): a for a in self.board.raw["fishing_areas"]}

    def claims(self, s: SteamState) -> tuple[tuple[str, int, int], ...]:
        """(feature id, seat, round) of each disc on a sea route or circle."""
        return s.ext["claims"]

    def unowned(self, s: SteamState) -> tuple[str, ...]:
        """Ids of routes and circles whose disc was removed at a bankruptcy (1.9): unowned links."""
        return s.ext.get("unowned_claims", ())

    # -- setup -----------------------------------------------------------------------

    def init_ext(self, s: SteamState) -> dict[str, Any]:
        return {"claims": (), "unowned_claims": ()}

    def display_columns(self) -> list[str]:
        """The New City columns stay empty (seed, Setup)."""
        return [c for c in self.board.columns() if len(c) > 1]

    def setup_display(self, s: SteamState) -> list[Event]:
        """2 fish on each fishing area first (the rest of the blue cubes stay in the bag), then the display."""
        bag = list(s.bag)
        goods = dict(s.goods)
        for h, area in self.fishing_hexes.items():
            bag[K.COLOURS.index(FISH)] -= area["fish"]
            goods[h] = (FISH,) * area["fish"]
        s.bag = tuple(bag)
        s.goods = goods
        events = [
            Event.make(
                "setup",
                "Two fish (blue cubes) go on each of the 5 fishing areas; the other fish go into the bag (Japan).",
                None,
                [f"hex:{self.board.hexes[h].name}" for h in self.fishing_hexes],
            )
        ]
        return events + fill_display_at_random(self, s, self.display_columns())

    def phases(self, s: SteamState) -> tuple[Phase, ...]:
        return _PHASES

    # -- actions -----------------------------------------------------------------------

    def action_spaces(self, s: SteamState) -> tuple[str, ...]:
        return tuple(self.board.raw["action_table"])

    def action_name(self, action: str) -> str:
        return {FISHING: "Fishing Area", SEA_ROUTE: "Sea Route"}.get(action) or super().action_name(action)

    def action_refusal(self, s: SteamState, seat: int, action: str) -> str | None:
        if action not in (FISHING, SEA_ROUTE):
            return None
        order = [p for p in s.order if not s.out[p]]
        if seat in (order[0], order[-1]):
            return None
        return (
            f"Only the first and last players in turn order may take the {self.action_name(action)} action "
            f"(Japan): {seat_colour(order[0])} and {seat_colour(order[-1])} this round."
        )

    # -- build: claiming a sea route or a blue circle ---------------------------------------

    def claim_problem(self, s: SteamState, seat: int, fid: Any, supplies: bool = True) -> str | None:
        """Why ``seat`` may not put a disc on feature ``fid`` now, or None; ``supplies=False`` leaves out the
        turn's placements left and the money (the planner's to weigh, ``claimable_links``)."""
        holder = s.taken[seat]
        if holder not in (FISHING, SEA_ROUTE):
            return "Only the holder of the Sea Route or Fishing Area action may place a disc on the sea (Japan)."
        f = self.features.get(fid) if isinstance(fid, str) else None
        if f is None:
            return f"There is no sea route or blue circle {fid!r} on this map."
        return self._spot_problem(s, holder, f) or self._turn_claim_problem(s, seat, supplies)

    def _spot_problem(self, s: SteamState, holder: str, f: Feature) -> str | None:
        """Why the holder of the ``holder`` action may not claim ``f`` itself: its kind, a disc on it already,
        a sea route's ends (``claim_problem``'s checks of the spot)."""
        if f.kind != holder:
            what = "sea routes" if f.kind == SEA_ROUTE else "blue circles"
            return f"The {self.action_name(holder)} action places no disc on {what} (Japan)."
        owner = next((c[1] for c in self.claims(s) if c[0] == f.id), None)
        if owner is not None:
            return f"{seat_colour(owner)} already has a disc on {f.label}: only an empty one can be claimed (Japan)."
        if f.kind == SEA_ROUTE:
            for end in (f.a, f.b):
                if not is_city(self.board, s, end):
                    town = self.board.town_at[end].name
                    return f"A sea route can only join two cities: {town} must be urbanized first (Japan)."
        return None

    def _turn_claim_problem(self, s: SteamState, seat: int, supplies: bool) -> str | None:
        """Why ``seat`` may claim no spot at all this turn (``claim_problem``'s checks of the seat: the disc
        of this turn, the placements and money with ``supplies``, the ownership discs)."""
        if any(c[1] == seat and c[2] == s.round for c in self.claims(s)):
            return "Only one disc may be placed on the sea per turn (Japan)."
        if supplies and s.builds >= self.max_placements(s, seat):
            return f"You have made all {self.max_placements(s, seat)} placements of this turn (1.7.1)."
        used = len(owned_links(self.board, s, seat)) + self.discs_used(s, seat)
        if used >= K.OWNER_DISCS:
            return f"You have no ownership discs left: each player has {K.OWNER_DISCS} (1.1)."
        if supplies and s.cash[seat] < CLAIM_COST:
            return f"No money: a disc on the sea costs ${CLAIM_COST} and you have ${s.cash[seat]} (Japan)."
        return None

    def _claimable(self, s: SteamState, seat: int, supplies: bool) -> list[Feature]:
        """The spots ``claim_problem`` lets ``seat`` claim now, in map order: the seat's checks once, then
        each spot of its action's kind."""
        holder = s.taken[seat]
        if holder not in (FISHING, SEA_ROUTE) or self._turn_claim_problem(s, seat, supplies) is not None:
            return []
        return [f for f in self.features.values() if f.kind == holder and self._spot_problem(s, holder, f) is None]

    def extra_build_actions(self, s: SteamState, seat: int) -> list[Action]:
        return [_claim(seat, f) for f in self._claimable(s, seat, True)]

    def extra_build_refusal(self, s: SteamState, action: Action) -> str | None:
        if action.kind != "claim":
            return None
        if set(dict(action.params)) != {"feature"}:
            return "A claim names one sea route or blue circle."
        return self.claim_problem(s, action.seat, action.get("feature")) or "That claim is not open now."

    def apply_extra_build(self, s: SteamState, action: Action) -> list[Event]:
        seat, f = action.seat, self.features[action["feature"]]
        s.add_seat("cash", seat, -CLAIM_COST)
        s.set_ext("claims", (*s.ext["claims"], (f.id, seat, s.round)))
        if f.id in self.unowned(s):
            s.set_ext("unowned_claims", tuple(u for u in self.unowned(s) if u != f.id))
        count_placement(s)
        what = "sea route" if f.kind == SEA_ROUTE else "blue circle"
        return [
            Event.make(
                "claim",
                f"{seat_colour(seat)} pays ${CLAIM_COST} and places a disc on the {what} {f.label} (Japan).",
                seat,
                [f.element],
                feature=f.id,
            )
        ]

    def describe_extra(self, s: SteamState, action: Action) -> str | None:
        if action.kind != "claim":
            return None
        f = self.features.get(action.get("feature"))
        if f is None:
            return "Claim a sea route or blue circle"
        what = "sea route" if f.kind == SEA_ROUTE else "blue circle"
        return f"Claim the {what} {f.label} for ${CLAIM_COST}"

    def claimable_links(self, s: SteamState, seat: int) -> tuple[tuple[int, int, int, int, Action], ...]:
        """The sea routes or circles the action ``seat`` holds lets it claim this round (``claim_problem``'s rules,
        the turn's placements and money aside)."""
        return tuple((f.a, f.b, CLAIM_COST, VP_PER_DISC, _claim(seat, f)) for f in self._claimable(s, seat, False))

    def discs_used(self, s: SteamState, seat: int) -> int:
        return sum(1 for c in self.claims(s) if c[1] == seat)

    def on_bankrupt(self, s: SteamState, seat: int) -> list[Event]:
        """1.9: the bankrupt player's discs come off the sea routes and circles, which become unowned."""
        lost = [c[0] for c in self.claims(s) if c[1] == seat]
        if not lost:
            return []
        s.set_ext("claims", tuple(c for c in self.claims(s) if c[1] != seat))
        s.set_ext("unowned_claims", (*self.unowned(s), *lost))
        labels = ", ".join(self.features[f].label for f in lost)
        return [
            Event.make(
                "bankrupt_claims",
                f"{seat_colour(seat)}'s discs come off {labels}: unowned now, they still carry goods but pay "
                "nobody, and a holder may claim them again (1.9, Japan).",
                seat,
                [self.features[f].element for f in lost],
            )
        ]

    # -- move goods ----------------------------------------------------------------------

    def extra_links(self, s: SteamState) -> Iterable[ExtraLink]:
        owned = ((self.features[c[0]], c[1]) for c in self.claims(s))
        unowned = ((self.features[fid], NOBODY) for fid in self.unowned(s))
        return tuple(ExtraLink(f.a, f.b, seat, (), f.id) for f, seat in (*owned, *unowned))

    def node_name(self, h: int) -> str | None:
        area = self.fishing_hexes.get(h)
        return area["stop_id"] if area else None

    def node_label(self, h: int) -> str | None:
        """A fishing area's printed name ("Genkai-Goto grounds") in labels and events."""
        area = self.fishing_hexes.get(h)
        return area["name"] if area else None

    def cube_refusal(self, s: SteamState, seat: int, h: int, colour: str) -> str | None:
        if h in self.fishing_hexes and s.taken[seat] != FISHING:
            return "Fish on a fishing area may be moved only by the holder of the Fishing Area action (Japan)."
        return None

    # -- scoring ---------------------------------------------------------------------------

    def score_items(self, s: SteamState, seat: int) -> list[ScoreItem]:
        n = self.discs_used(s, seat)
        return [ScoreItem("Sea discs", VP_PER_DISC * n, f"{plural(n, 'disc')} on sea routes or circles x 3")]


def _claim(seat: int, f: Feature) -> Action:
    """The build action putting ``seat``'s disc on feature ``f``."""
    return Action.make("claim", seat, source=f"disc:{seat}", targets=[f.element], feature=f.id)


_PHASES = tuple(
    {"select": JapanSelect(), "build": JapanBuild(), "move": JapanMove()}.get(p.name, p) for p in BASE_PHASES
)

JAPAN = register_map(Japan())
