"""The ``aoe3`` ruleset: setup and the contract of rules/core.py.

Each pending decision kind is handled by the tables of ``decisions`` (legal actions, the reason a wrong action is
refused, how a legal one is applied) and ``prompts`` (what the player reads, in the rulebook's words and naming its
section).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.aoe3 import resolution as res
from rules.aoe3.board import COLOURS, seat_name
from rules.aoe3.data import (
    BUILDING_SLOTS,
    BUILDINGS_BY_AGE,
    BUILDINGS_DISPLAYED,
    CARDS,
    COUNTERS,
    DOCK_EXTRA,
    DOCK_NUMBERED,
    GOOD_TILES,
    GOODS,
    GOODS_DISPLAYED,
    INITIATIVE_SLOTS,
    PROVISIONAL_NOTES,
    REGIONS,
    SCORING_TURNS,
    SPECIALIST_BOXES,
    START_COLONISTS,
    START_MONEY,
    TRADE_SLOTS,
    TURNS,
    WARFARE_SLOTS,
    WINNABLE_SHIPS,
)
from rules.aoe3.decisions import APPLY, KINDS, LEGAL, PARAMS, WHY
from rules.aoe3.prompts import PROMPTS, RULES, describe
from rules.aoe3.scoring import building_vp, colony_scoring, discovery_vp, economy_vp, tie_break_key
from rules.aoe3.state import AoeState, from_json, to_json
from rules.aoe3.state import AoeState as _State
from rules.core import Action, Event, IllegalAction, Prompt, Rng, Ruleset, ScoreItem, ScoreSheet


class _Snapshots(list):
    """The events of one ``apply``, with a copy of the position as each is told (for ``stages``)."""

    def __init__(self) -> None:
        super().__init__()
        self.state: AoeState | None = None
        self.after: list[AoeState] = []

    def append(self, event: Event) -> None:
        super().append(event)
        if self.state is not None:
            self.after.append(self.state.copy())


class Aoe3(Ruleset):
    id = "aoe3"
    seat_colours = COLOURS
    title = "Age of Empires III: The Age of Discovery"
    player_counts = range(2, 6)
    credits = (
        "Age of Empires III: The Age of Discovery, designed by Glenn Drover. Rules from the project's rulebook text; "
        "component data gathered in the project's reference notes. Provisional (stand-in) data, to be replaced when "
        "the rulebook appendices are found: "
        + " ".join(PROVISIONAL_NOTES)
        + " Project decisions: a mixed set of four goods pays nothing; any three goods that are not three of a kind "
        "pay $1; building income does not count toward economy points. Figure limits (30 colonists and so on "
        "per colour) are not enforced: the supply never runs out."
        " Rulings where the rulebook is silent or brief: only players with 3 or more units in a colony take part "
        'in its scoring, so second place needs 3 units too ("If only one player has 3+ units in a region, they '
        'get 6 points, and no one gets second place points"; the 2007 rulebook gives the runner-up 2 points unless '
        "the first player is alone in the region, but this game follows the rules text it was built from); a "
        "region's trade good goes to the first player with three Colonists there, as this game's rules text says "
        "(specialists do not count; a Missionary's extra colonist does; the 2007 rulebook counts any three units, "
        "and lets a specialist in the New World stand for a colonist); a Battle is "
        "offered only where it can eliminate a unit (both players there and a Soldier among them), since a "
        "Battle anywhere else changes nothing; the Colonist Dock fills from left to right and spaces X and Y "
        "come after the numbered spaces, so their owner takes them once the usable numbered spaces are full; "
        "a discovery counter an expedition failed against goes back face down in its region, but every player "
        "saw it, so the board keeps showing its natives; players equal on points and on the three tie-breakers "
        "(colony points of turn 8, gold, trade goods) share their place."
    )

    # -- setup -----------------------------------------------------------------

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> AoeState:
        self.check_setup(players, options)
        s = AoeState()
        s.rng = Rng(seed)
        s.players = players
        s.turn = 1
        order = list(range(players))
        s.rng.shuffle(order)
        s.order = tuple(order)
        # The 2nd player gets $1 extra, the 3rd $2, and so on.
        money = [0] * players
        for pos, seat in enumerate(order):
            money[seat] = START_MONEY + pos
        s.money = tuple(money)
        s.hand = tuple((START_COLONISTS, 0, 0, 0, 0) for _ in range(players))
        s.stage, s.cursor, s.pending = "place", 0, None
        s.initiative = (None,) * INITIATIVE_SLOTS
        s.dock = (None,) * (DOCK_NUMBERED + len(DOCK_EXTRA))
        s.trade_box = (None,) * TRADE_SLOTS
        s.shipping = ()
        s.building_box = (None,) * BUILDING_SLOTS
        s.discovery = ()
        s.specialists = (None,) * len(SPECIALIST_BOXES)
        s.warfare = (None,) * WARFARE_SLOTS
        s.discovered = tuple(r.start_discovered for r in REGIONS)
        s.known = (None,) * len(REGIONS)
        s.region_good = tuple(r.good for r in REGIONS)
        s.colonies = tuple(tuple((0, 0, 0, 0, 0) for _ in range(players)) for _ in REGIONS)
        s.goods = tuple((0,) * len(GOODS) for _ in range(players))
        s.ships = (0,) * players
        s.ship_in_box = True
        s.ship_reserve = WINNABLE_SHIPS - 1
        pool = list(GOOD_TILES)
        for r in REGIONS:
            pool[GOODS.index(r.good)] -= 1
        s.goods_pool = tuple(pool)
        s.stacks = BUILDINGS_BY_AGE
        s.building_display = ()
        s.owned = ((),) * players
        s.counter_pool = tuple(sorted(COUNTERS))
        s.counters_won = ((),) * players
        s.deck = tuple(sorted(CARDS))
        s.cards_won = ((),) * players
        s.colony_vp = ((0, 0, 0),) * players
        s.last_income = (0,) * players
        s.battle = None
        shown = []
        for _ in range(BUILDINGS_DISPLAYED):
            bid = res.draw_building(s, 1)
            if bid is not None:
                shown.append(bid)
        s.building_display = tuple(shown)
        goods = []
        for _ in range(GOODS_DISPLAYED):
            g = res.draw_good(s)
            if g is not None:
                goods.append(g)
        s.goods_display = tuple(goods)
        ev: list[Event] = []
        res.advance(s, ev)
        s.events = ()
        return s

    def num_players(self, state: AoeState) -> int:
        return state.players

    # -- the decision at hand ----------------------------------------------------

    def to_move(self, state: AoeState) -> int | None:
        return state.pending[1] if state.pending is not None else None

    def prompt(self, state: AoeState) -> Prompt:
        p = state.pending
        if p is None:
            return Prompt(None, "The game is over.", "End of Game and Scoring", "over")
        kind, seat = p[0], p[1]
        text = PROMPTS[kind](state, p)
        return Prompt(seat, text, RULES[kind], kind)

    def legal_actions(self, state: AoeState) -> list[Action]:
        p = state.pending
        if p is None:
            return []
        return LEGAL[p[0]](state, p)

    def why_illegal(self, state: AoeState, action: Action) -> str:
        p = state.pending
        if p is None:
            return "The game is over: no more moves can be made."
        kind, seat = p[0], p[1]
        if action.seat != seat:
            return f"It is not {seat_name(action.seat)}'s decision: {seat_name(seat)} is deciding now."
        expected = KINDS[kind]
        if action.kind not in expected:
            return f"That is not a choice now. {PROMPTS[kind](state, p)}"
        names = tuple(k for k, _v in action.params)
        wanted = PARAMS.get(action.kind, ())
        if names != wanted:
            if not wanted:
                return f"A '{action.kind}' choice takes no parameters."
            return f"A '{action.kind}' choice takes the parameters {', '.join(wanted)}."
        return WHY[kind](state, p, action)

    def apply(self, state: AoeState, action: Action) -> AoeState:
        return self._apply(state, action, [])

    def _apply(self, state: AoeState, action: Action, ev: list[Event]) -> AoeState:
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))
        s = state.copy()
        s.rng = state.rng.copy()
        if isinstance(ev, _Snapshots):
            ev.state = s
        asked = APPLY[state.pending[0]](s, state.pending, action, ev)
        if not asked:
            s.pending = None
            res.advance(s, ev)
        s.events = tuple(ev)
        return s

    def stages(self, state: AoeState, action: Action) -> list[AoeState]:
        """One decision may run several boxes' resolution (Initiative paying out, the ship won, colony scoring):
        the position after each of its events, taken as the event is told (every container is a tuple, so a
        shallow copy holds its moment)."""
        ev = _Snapshots()
        final = self._apply(state, action, ev)
        return [*ev.after[:-1], final] if ev.after else []

    def seat_title(self, seat: int) -> str:
        return seat_name(seat)

    def progress(self, state: AoeState) -> str:
        return "Game over" if self.is_over(state) else f"Turn {state.turn} of {TURNS}"

    def describe(self, state: AoeState, action: Action) -> str:
        return describe(state, action)

    # -- scores --------------------------------------------------------------------

    def scores(self, state: AoeState) -> list[ScoreSheet]:
        over = state.pending is None
        sheets = []
        for p in range(state.players):
            cv = state.colony_vp[p]
            items = (
                ScoreItem("Colonies, turn 3", cv[0]),
                ScoreItem("Colonies, turn 6", cv[1]),
                ScoreItem("Colonies, turn 8", cv[2]),
                ScoreItem("Discoveries", discovery_vp(state.counters_won[p], state.cards_won[p])),
                ScoreItem("Capital buildings", building_vp(state, p)),
                ScoreItem(
                    "Economy",
                    economy_vp(state, p, over),
                    "turn 8 income from goods and ships" if over else "what goods and ships would earn now",
                ),
            )
            sheets.append(ScoreSheet(p, items, provisional=not over))
        return sheets

    def heuristic(self, state: AoeState) -> list[float] | None:
        """Provisional totals plus the colony points the present majorities would earn at the scorings still to come."""
        totals = [float(sh.total) for sh in self.scores(state)]
        if state.pending is None:
            return totals
        left = sum(1 for t in SCORING_TURNS if t >= state.turn)
        if left:
            now, _ = colony_scoring(state.colonies, state.players)
            for p in range(state.players):
                totals[p] += left * now[p]
        return totals

    def ranking(self, state: AoeState) -> list[int]:
        """Most VP; ties: most colony VP on turn 8, then most gold, then most trade goods; seats still tied share
        their place (see ``places``) and are listed by seat."""
        totals = {sh.seat: sh.total for sh in self.scores(state)}
        return sorted(range(state.players), key=lambda p: (tie_break_key(state, p, totals[p]), p))

    def places(self, state: AoeState) -> list[int]:
        """Place of each seat (1 = first); seats equal on the total and all three tie-breakers share a place."""
        totals = {sh.seat: sh.total for sh in self.scores(state)}
        key = {p: tie_break_key(state, p, totals[p]) for p in range(state.players)}
        return [1 + sum(1 for q in key if key[q] < key[p]) for p in range(state.players)]

    # -- serialisation ----------------------------------------------------------------

    def to_json(self, state: AoeState) -> dict[str, Any]:
        return to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> AoeState:
        return from_json(data)


__all__ = ["Aoe3", "_State"]
