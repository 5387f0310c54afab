"""Tasmania (seed 002, "Tasmania"; reference age_of_steam.md 3.1): the base rules with these changes.

- 3-4 players; Hobart starts with 4 goods, every other city 2 (data file).
- The game is one round shorter than the base game.
- A grey disc covers Locomotive in round 1; each time the turn marker advances it moves
  Locomotive -> Urbanization -> Locomotive ..., and the covered action cannot be selected.
- Track costs: plain $2, forest $3 and the builder's income drops 1 for each forest hex built on.
  Proposed rulings (3.1.2): only the first tile laid on an empty forest hex carries the $3 and the
  penalty; upgrades and redirects there use base prices; a complex tile laid on forest costs $4/$5.
- Engineer: no extra tile; its holder's forest builds carry no income penalty.
- Urbanizing a town next to a forest hex costs 1 income.
- A voluntary penalty may not take income below 0 (setting ``tasmania_penalty_floor``; "allow"
  lets it, and a player still below 0 at the expense phase is bankrupt).
- New Tax phase after income reduction (``tasmania_tax``): $3 per completed link owned; a player short
  of cash may issue shares at $5 (up to 15), their choice; what is still missing is taken from income
  like an expense shortfall.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rules.core import Event, Option, Prompt
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.build import TRACK
from rules.steam.maps import MapRules, register_map
from rules.steam.maps.tasmania_tax import Tax
from rules.steam.phases import BASE_PHASES, BuildTrack, PayExpenses, Phase, SelectActions, go_bankrupt
from rules.steam.places import place_name

if TYPE_CHECKING:
    from rules.steam.build import Placement
    from rules.steam.state import SteamState

#: Forest: the income penalty per forest hex built on.
FOREST_PENALTY = 1
#: Urbanizing a town adjacent to forest.
URBANIZE_FOREST_PENALTY = 1

FLOOR_OPTION = "tasmania_penalty_floor"


def penalty_allowed_below_zero(s: SteamState) -> bool:
    """The setting shared by the maps whose voluntary penalties lower income (3.1.2, 3.2.2)."""
    return s.options.get(FLOOR_OPTION, "refuse") == "allow"


class PayExpensesNegativeIncome(PayExpenses):
    """Pay expenses (1.9); with penalties allowed below 0, a seat whose income is still negative after
    paying is bankrupt (reference 3.1.2: "allow and bankrupt at expenses")."""

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        events = super().enter(m, s)
        if s.phase == "over":
            return events
        for p in [q for q in s.order if not s.out[q]]:
            if s.income[p] < 0:
                extra = go_bankrupt(m, s, p)
                events.append(
                    Event.make(
                        "bankrupt",
                        f"{seat_colour(p)}'s income is still below 0 after expenses: bankrupt, out of the game (1.9).",
                        p,
                        [f"income:{p}"],
                    )
                )
                events += extra
        if len(s.active()) <= 1:
            s.phase = "over"
            events.append(Event.make("end", "Only one player (or none) is left: the game ends (1.9)."))
        return events


BUILD_RULE = (
    "Build track (1.7, Tasmania): up to 3 placements, paid as you place them: plain $2, forest $3 and your "
    "income drops 1 per forest hex (the Engineer gets no extra tile but pays no forest penalty). New track "
    "must start at a city, extend your own unfinished link, or leave a town where you have track."
)


class TasmaniaSelect(SelectActions):
    """Select actions, with the grey disc named in the prompt."""

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        p = super().prompt(m, s)
        grey = m.action_name(s.ext["grey"])
        rule = (
            f"Select actions (1.6, Tasmania): each player takes one action still free. The grey disc covers "
            f"{grey} this round; it alternates between Locomotive and Urbanization each round."
        )
        return Prompt(p.seat, p.text, rule, p.kind)


class TasmaniaBuild(BuildTrack):
    """Build track, with Tasmania's costs in the prompt."""

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        p = super().prompt(m, s)
        return Prompt(p.seat, p.text, BUILD_RULE, p.kind)


class Tasmania(MapRules):
    id = "tasmania"
    credits = (
        "Tasmania: the layout (cities, colours, display numbers, towns, forest) is a stand-in designed for this "
        "project; proposed rulings: only the first tile on a forest hex costs $3 and 1 income, a penalty may not "
        "take income below 0 (setting); a player who cannot pay the tax chooses how many shares to issue ('may "
        "issue shares'), from none to enough to pay it, and what is still missing is paid like an expense "
        "shortfall (all cash, then income, bankrupt below 0)."
    )
    terrain_costs: ClassVar[dict[str, tuple[int, int, int]]] = {"plain": (2, 3, 4), "forest": (3, 4, 5)}

    # -- setup and round ----------------------------------------------------

    def options(self) -> list[Option]:
        return [
            Option(
                FLOOR_OPTION,
                "Tasmania: income penalties at 0",
                ("refuse", "allow"),
                "refuse",
                "A forest build or urbanization that would take income below 0 is refused (proposed ruling), "
                "or allowed, in which case a player still below 0 after expenses is bankrupt.",
                ("refused", "allowed (bankrupt at expenses)"),
            )
        ]

    def rounds(self, s: SteamState) -> int:
        """The game ends one round earlier than usual (seed, Setup)."""
        return K.ROUNDS[s.players] - 1

    def init_ext(self, s: SteamState) -> dict[str, Any]:
        return {"grey": "locomotive"}

    def setup_extra(self, s: SteamState) -> list[Event]:
        return [
            Event.make(
                "setup",
                "A grey disc is placed on the Locomotive action: it cannot be selected this round (Tasmania).",
                None,
                ["action:locomotive"],
            )
        ]

    def phases(self, s: SteamState) -> tuple[Phase, ...]:
        return _PHASES_ALLOW if penalty_allowed_below_zero(s) else _PHASES

    def on_new_round(self, s: SteamState) -> list[Event]:
        """Advancing the round marker moves the grey disc between Locomotive and Urbanization."""
        grey = "urbanization" if s.ext["grey"] == "locomotive" else "locomotive"
        s.set_ext("grey", grey)
        return [
            Event.make(
                "grey_disc",
                f"The grey disc moves to {self.action_name(grey)}: it cannot be selected this round (Tasmania).",
                None,
                [f"action:{grey}"],
            )
        ]

    # -- actions --------------------------------------------------------------

    def action_note(self, action: str) -> str | None:
        if action == "engineer":
            return "Engineer works differently here: no extra tile, but no income penalty for forest builds (Tasmania)."
        return None

    def action_refusal(self, s: SteamState, seat: int, action: str) -> str | None:
        if action == s.ext.get("grey"):
            return (
                f"{self.action_name(action)} is covered by the grey disc this round and cannot be selected "
                "(Tasmania: the disc alternates between Locomotive and Urbanization)."
            )
        return None

    # -- build ------------------------------------------------------------------

    def max_placements(self, s: SteamState, seat: int) -> int:
        """Tasmania's Engineer lays no additional track."""
        return K.BUILDS

    def forest_penalty(self, s: SteamState, seat: int, p: Placement) -> int:
        """Income lost for this placement: 1 for a first tile on a forest hex, none for the Engineer."""
        if p.terrain != "forest" or p.kind != TRACK or s.taken[seat] == "engineer":
            return 0
        return FOREST_PENALTY

    prices_by_shape = True  # the price and refusal hooks below read the kind and the terrain, never the hex
    price_reads = ("kind", "terrain")  # the forest refusal reads these two; the price is the base cost

    def pricing_key(self, s: SteamState, seat: int) -> object:
        """The forest refusal reads the seat's action, its income and the floor setting; prices are the base's."""
        return (s.taken[seat], s.income[seat], penalty_allowed_below_zero(s))

    def placement_refusal(self, s: SteamState, seat: int, p: Placement) -> str | None:
        cut = self.forest_penalty(s, seat, p)
        if cut and s.income[seat] - cut < 0 and not penalty_allowed_below_zero(s):
            return (
                f"Building on a forest hex lowers your income by {cut}, and your income is {s.income[seat]}: "
                "it may not go below 0 (Tasmania)."
            )
        return None

    def after_placement(self, s: SteamState, seat: int, p: Placement) -> list[Event]:
        cut = self.forest_penalty(s, seat, p)
        if not cut:
            return []
        s.add_seat("income", seat, -cut)
        return [
            Event.make(
                "forest",
                f"{seat_colour(seat)} built on a forest hex, {place_name(self.board, s, p.hex)}: income drops to "
                f"{s.income[seat]} (Tasmania).",
                seat,
                [f"income:{seat}", f"hex:{self.board.hexes[p.hex].name}"],
            )
        ]

    def next_to_forest(self, town: int) -> bool:
        return any(n >= 0 and self.board.hexes[n].terrain == "forest" for n in self.board.nbr[town])

    def urbanize_refusal(self, s: SteamState, seat: int, town: int, letter: str) -> str | None:
        if (
            self.next_to_forest(town)
            and s.income[seat] - URBANIZE_FOREST_PENALTY < 0
            and not penalty_allowed_below_zero(s)
        ):
            return (
                f"Urbanizing a town next to forest lowers your income by {URBANIZE_FOREST_PENALTY}, and your "
                f"income is {s.income[seat]}: it may not go below 0 (Tasmania)."
            )
        return None

    def urbanize_reads(self, s: SteamState, seat: int) -> object:
        """The refusal above reads the seat's income and the floor setting (and the town's forest)."""
        return (s.income[seat], penalty_allowed_below_zero(s))

    def after_urbanize(self, s: SteamState, seat: int, town: int, letter: str) -> list[Event]:
        if not self.next_to_forest(town):
            return []
        s.add_seat("income", seat, -URBANIZE_FOREST_PENALTY)
        return [
            Event.make(
                "forest",
                f"The urbanized town touches forest: {seat_colour(seat)}'s income drops to "
                f"{s.income[seat]} (Tasmania).",
                seat,
                [f"income:{seat}"],
            )
        ]


def _with_tax(phases: tuple[Phase, ...]) -> tuple[Phase, ...]:
    """The base round with the Tax phase right after income reduction."""
    names = [p.name for p in phases]
    i = names.index("reduction") + 1
    return (*phases[:i], Tax(), *phases[i:])


_PHASES = _with_tax(tuple({"select": TasmaniaSelect(), "build": TasmaniaBuild()}.get(p.name, p) for p in BASE_PHASES))
_PHASES_ALLOW = tuple(PayExpensesNegativeIncome() if p.name == "expenses" else p for p in _PHASES)

TASMANIA = register_map(Tasmania())
