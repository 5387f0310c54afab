"""The ``aoe3`` ruleset: setup, the decision at hand, and the contract of rules/core.py.

Each pending decision kind has three small functions here: its legal actions,
the reason a wrong action is refused, and how a legal one is applied (by the
handlers in ``resolution``). Prompts and labels speak in the rulebook's words
and name its section.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.aoe3 import resolution as res
from rules.aoe3.board import seat_name
from rules.aoe3.buildings import effect_text, expedition_bonus, has_free_war
from rules.aoe3.data import (
    BUILDING_SLOTS,
    BUILDINGS,
    BUILDINGS_BY_AGE,
    BUILDINGS_DISPLAYED,
    CAPTAIN,
    CARDS,
    COUNTERS,
    DOCK_EXTRA,
    DOCK_NUMBERED,
    GOOD_NAMES,
    GOOD_TILES,
    GOODS,
    GOODS_DISPLAYED,
    INITIATIVE_SLOTS,
    PRICES,
    PROVISIONAL_NOTES,
    REGION_IDS,
    REGION_INDEX,
    REGIONS,
    SCORING_TURNS,
    SPECIALIST_BOXES,
    SPECIALISTS,
    START_COLONISTS,
    START_MONEY,
    TRADE_SLOTS,
    TRAINING_COST,
    UNITS,
    WAR_COST,
    WARFARE_SLOTS,
    WINNABLE_SHIPS,
    age_of,
)
from rules.aoe3.placement import BOX_NAMES, PLACEMENT_RULE, dock_label, placement_actions, why_not_place
from rules.aoe3.scoring import building_vp, colony_scoring, discovery_vp, economy_vp, tie_break_key
from rules.aoe3.state import AoeState, from_json, to_json, tset
from rules.aoe3.state import AoeState as _State
from rules.core import Action, Event, IllegalAction, Prompt, Rng, Ruleset, ScoreItem, ScoreSheet

_ROADS_RULE = (
    "D. Capital Building benefits, in turn order: units in the New World can't move unless a Capital Building "
    "allows it; this one moves one of your units to another discovered colony."
)

RULES = {
    "place": PLACEMENT_RULE,
    "dock": "B.2 Colonist Dock: units leave the dock in space order and each goes to a discovered region of its "
    "owner's choice; a Merchant pays $5 on arrival, a Missionary brings an extra colonist. The first player with "
    "3 units in a region claims its trade good.",
    "good": "B.3 Trade Goods: in slot order, each player here takes one of the trade goods shown.",
    "buy": "B.5 Capital Buildings: left to right, each player here may buy one building shown for the Age's price "
    "($10 / $14 / $20) or pass without penalty.",
    "cartography": "B.5 Capital Buildings: an 'immediately' benefit is applied at once when the building is bought.",
    "settle": "B.5 Capital Buildings: an 'immediately' benefit is applied at once when the building is bought.",
    "expedition": "B.6 Discovery: in turn order, announce how many of your units in the Discovery box go on an "
    "expedition (a Captain counts 2), or keep them there for a later turn.",
    "explore": "B.6 Discovery: choose an undiscovered region and flip its counter; if the expedition's value is at "
    "least the natives shown you take the counter, its dollars, each Soldier's loot and place a free colonist; "
    "otherwise the counter returns face down. All regions discovered: draw a discovery card instead.",
    "train": "B.7 Specialists: the colonist in the training box may pay $5 for any one specialist, usable next turn.",
    "warfare": "B.8 Warfare: a Battle ($0) is fought in one region against one opponent; a War ($10) in every "
    "colony where both of you have a unit and one of them is a Soldier. You may also pass.",
    "kill": "B.8 Warfare: each Soldier eliminates one enemy unit of its owner's choice; all casualties are removed "
    "together.",
    "roads_from": _ROADS_RULE,
    "roads_to": _ROADS_RULE,
}


def _reg(name: Any) -> int | None:
    return REGION_INDEX.get(name) if isinstance(name, str) else None


def _price(s: AoeState) -> int:
    return PRICES[age_of(s.turn)]


def _war_cost(s: AoeState, seat: int) -> int:
    return 0 if has_free_war(s, seat) else WAR_COST


class Aoe3(Ruleset):
    id = "aoe3"
    title = "Age of Empires III: The Age of Discovery"
    player_counts = range(2, 6)
    credits = (
        "Age of Empires III: The Age of Discovery, designed by Glenn Drover. Rules from the project's rulebook text; "
        "component data gathered in the project's reference notes. Provisional (stand-in) data, to be replaced when "
        "the rulebook appendices are found: "
        + " ".join(PROVISIONAL_NOTES)
        + " Project decisions: a mixed set of four goods pays nothing; any three goods that are not three of a kind "
        "pay $1; building income does not count toward economy points; a Battle is offered only where a Soldier "
        "would fight; second place in a colony needs only units "
        "there; dock spaces X and Y may be taken by their owner at any time. Figure limits (30 colonists and so on "
        "per colour) are not enforced: the supply never runs out."
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
        text = _PROMPTS[kind](state, p)
        return Prompt(seat, text, RULES[kind], kind)

    def legal_actions(self, state: AoeState) -> list[Action]:
        p = state.pending
        if p is None:
            return []
        return _LEGAL[p[0]](state, p)

    def why_illegal(self, state: AoeState, action: Action) -> str:
        p = state.pending
        if p is None:
            return "The game is over: no more moves can be made."
        kind, seat = p[0], p[1]
        if action.seat != seat:
            return f"It is not {seat_name(action.seat)}'s decision: {seat_name(seat)} is deciding now."
        expected = _KINDS[kind]
        if action.kind not in expected:
            return f"That is not a choice now. {_PROMPTS[kind](state, p)}"
        names = tuple(k for k, _v in action.params)
        wanted = _PARAMS.get(action.kind, ())
        if names != wanted:
            if not wanted:
                return f"A '{action.kind}' choice takes no parameters."
            return f"A '{action.kind}' choice takes the parameters {', '.join(wanted)}."
        return _WHY[kind](state, p, action)

    def apply(self, state: AoeState, action: Action) -> AoeState:
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))
        s = state.copy()
        s.rng = state.rng.copy()
        ev: list[Event] = []
        asked = _APPLY[state.pending[0]](s, state.pending, action, ev)
        if not asked:
            s.pending = None
            res.advance(s, ev)
        s.events = tuple(ev)
        return s

    def describe(self, state: AoeState, action: Action) -> str:
        return _describe(state, action)

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
        """Most VP; ties: most colony VP on turn 8, then most gold, then most trade goods (then turn order)."""
        totals = {sh.seat: sh.total for sh in self.scores(state)}
        return sorted(range(state.players), key=lambda p: tie_break_key(state, p, totals[p]))

    # -- serialisation ----------------------------------------------------------------

    def to_json(self, state: AoeState) -> dict[str, Any]:
        return to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> AoeState:
        return from_json(data)


# ---------------------------------------------------------------------------------
# Per decision: legal actions, reasons, application, prompt text.
# ---------------------------------------------------------------------------------

Pending = tuple[Any, ...]


def _discovered_regions(s: AoeState) -> list[int]:
    return [r for r, d in enumerate(s.discovered) if d]


# place
def _legal_place(s: AoeState, p: Pending) -> list[Action]:
    return placement_actions(s, p[1])


def _why_place(s: AoeState, p: Pending, a: Action) -> str:
    return why_not_place(s, p[1], a)


def _apply_place(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    seat = p[1]
    u = UNITS.index(a["unit"])
    box, slot = a["box"], a["slot"]
    s.hand = tset(s.hand, seat, tset(s.hand[seat], u, s.hand[seat][u] - 1))
    entry = (seat, u)
    if box == "dock":
        i = slot - 1 if isinstance(slot, int) else DOCK_NUMBERED + DOCK_EXTRA.index(slot)
        s.dock = tset(s.dock, i, entry)
    elif box == "specialists":
        s.specialists = tset(s.specialists, SPECIALIST_BOXES.index(slot), entry)
    elif box == "merchant_shipping":
        s.shipping = (*s.shipping, entry)
    elif box == "discovery":
        s.discovery = (*s.discovery, entry)
    else:
        field = {
            "initiative": "initiative",
            "trade_goods": "trade_box",
            "capital_buildings": "building_box",
            "warfare": "warfare",
        }[box]
        setattr(s, field, tset(getattr(s, field), slot - 1, entry))
    ev.append(
        Event.make(
            "place",
            f"{seat_name(seat)} places a {a['unit']} in {BOX_NAMES[box]} ({slot}).",
            seat,
            [f"box:{box}:{slot}"],
            box=box,
            slot=slot,
            unit=a["unit"],
        )
    )
    s.cursor = (s.order.index(seat) + 1) % s.players
    return False


def _prompt_place(s: AoeState, p: Pending) -> str:
    hand = s.hand[p[1]]
    left = ", ".join(f"{n} {UNITS[u]}{'s' if n > 1 else ''}" for u, n in enumerate(hand) if n)
    return f"{seat_name(p[1])}: place one of your units ({left} left) in an event box."


# dock
def _legal_dock(s: AoeState, p: Pending) -> list[Action]:
    seat, i = p[1], p[2]
    label = dock_label(i)
    return [
        Action.make("dock", seat, source=f"box:dock:{label}", targets=[f"region:{REGION_IDS[r]}"], region=REGION_IDS[r])
        for r in _discovered_regions(s)
    ]


def _why_dock(s: AoeState, p: Pending, a: Action) -> str:
    r = _reg(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return f"{REGIONS[r].name} is not discovered yet: colonists from the dock may only go to discovered regions."


def _apply_dock(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_dock(s, p[1], p[2], REGION_INDEX[a["region"]], ev)


def _prompt_dock(s: AoeState, p: Pending) -> str:
    unit = UNITS[s.dock[p[2]][1]]
    return f"{seat_name(p[1])}: send your {unit} from dock space {dock_label(p[2])} to a discovered region."


# trade goods
def _legal_good(s: AoeState, p: Pending) -> list[Action]:
    seat = p[1]
    out, seen = [], set()
    for i, g in enumerate(s.goods_display):
        if g not in seen:
            seen.add(g)
            out.append(
                Action.make("take_good", seat, source=f"good:{i}", targets=[f"box:trade_goods:{p[2] + 1}"], good=g)
            )
    return out


def _why_good(s: AoeState, p: Pending, a: Action) -> str:
    shown = ", ".join(GOOD_NAMES[g] for g in s.goods_display)
    return f"No {a.get('good')!s} is shown beside the Trade Goods box: the goods on offer are {shown}."


def _apply_good(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_take_good(s, p[1], a["good"], ev)


def _prompt_good(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: take one of the trade goods shown (Trade Goods space {p[2] + 1})."


# capital buildings
def _legal_buy(s: AoeState, p: Pending) -> list[Action]:
    seat, price = p[1], _price(s)
    out = []
    if s.money[seat] >= price:
        out = [
            Action.make("buy", seat, source=f"building:{b}", targets=[f"box:capital_buildings:{p[2] + 1}"], building=b)
            for b in s.building_display
        ]
    out.append(Action.make("pass", seat, targets=[f"box:capital_buildings:{p[2] + 1}"]))
    return out


def _why_buy(s: AoeState, p: Pending, a: Action) -> str:
    b = a.get("building")
    if b not in s.building_display:
        name = BUILDINGS[b].name if b in BUILDINGS else repr(b)
        return f"{name} is not among the capital buildings shown this turn."
    age = "I" * age_of(s.turn)
    return f"You cannot afford it: buildings cost ${_price(s)} in Age {age} and you have ${s.money[p[1]]}."


def _apply_buy(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    if a.kind == "pass":
        ev.append(Event.make("pass", f"{seat_name(p[1])} buys no building.", p[1]))
        return False
    return res.do_buy(s, p[1], a["building"], _price(s), ev)


def _prompt_buy(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: buy one capital building for ${_price(s)} (you have ${s.money[p[1]]}), or pass."


# immediate building effects
def _legal_cartography(s: AoeState, p: Pending) -> list[Action]:
    return [
        Action.make(
            "discover", p[1], source=f"building:{p[2]}", targets=[f"region:{REGION_IDS[r]}"], region=REGION_IDS[r]
        )
        for r, d in enumerate(s.discovered)
        if not d
    ]


def _why_cartography(s: AoeState, p: Pending, a: Action) -> str:
    r = _reg(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return f"{REGIONS[r].name} is already discovered: choose an undiscovered region."


def _apply_cartography(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_cartography(s, p[1], p[2], REGION_INDEX[a["region"]], ev)


def _prompt_cartography(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: {BUILDINGS[p[2]].name} discovers one undiscovered region of your choice."


def _legal_settle(s: AoeState, p: Pending) -> list[Action]:
    return [
        Action.make(
            "settle", p[1], source=f"building:{p[2]}", targets=[f"region:{REGION_IDS[r]}"], region=REGION_IDS[r]
        )
        for r in _discovered_regions(s)
    ]


def _why_settle(s: AoeState, p: Pending, a: Action) -> str:
    r = _reg(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return (
        f"{REGIONS[r].name} is not discovered yet: {BUILDINGS[p[2]].name} places its free colonists in one "
        "discovered region."
    )


def _apply_settle(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_settle(s, p[1], p[2], p[3], REGION_INDEX[a["region"]], ev)


def _prompt_settle(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: {BUILDINGS[p[2]].name} places {p[3]} free colonists in one discovered region."


# discovery
def _legal_expedition(s: AoeState, p: Pending) -> list[Action]:
    seat, sel = p[1], p[2]
    avail = res.discovery_units(s, seat)
    out = [
        Action.make("send", seat, source="box:discovery", targets=["box:discovery"], unit=UNITS[u])
        for u in range(5)
        if sel[u] < avail[u]
    ]
    if sum(sel):
        out.append(Action.make("launch", seat, targets=["box:discovery"]))
    else:
        out.append(Action.make("pass", seat, targets=["box:discovery"]))
    return out


def _why_expedition(s: AoeState, p: Pending, a: Action) -> str:
    if a.kind == "send":
        unit = a.get("unit")
        if unit not in UNITS:
            return f"There is no unit called {unit!r}."
        return f"You have no more {unit}s in the Discovery box to send."
    if a.kind == "launch":
        return "Choose at least one unit to send before launching the expedition."
    return "You have already chosen units for this expedition: launch it."


def _apply_expedition(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    seat, sel = p[1], p[2]
    if a.kind == "send":
        u = UNITS.index(a["unit"])
        s.pending = ("expedition", seat, tset(sel, u, sel[u] + 1))
        return True
    if a.kind == "launch":
        value = sum(sel) + sel[CAPTAIN] + expedition_bonus(s, seat)
        ev.append(
            Event.make(
                "expedition",
                f"{seat_name(seat)} announces an expedition of {sum(sel)} units (value {value}).",
                seat,
                ["box:discovery"],
            )
        )
        s.pending = ("explore", seat, sel)
        return True
    ev.append(Event.make("pass", f"{seat_name(seat)} launches no expedition this turn.", seat))
    return False


def _prompt_expedition(s: AoeState, p: Pending) -> str:
    sel = p[2]
    chosen = ", ".join(f"{n} {UNITS[u]}" for u, n in enumerate(sel) if n) or "none yet"
    return f"{seat_name(p[1])}: choose the units for an expedition of discovery (chosen: {chosen}), or keep them."


def _legal_explore(s: AoeState, p: Pending) -> list[Action]:
    out = []
    for t in res.expedition_targets(s):
        tg = "deck:discovery" if t == "deck" else f"region:{t}"
        out.append(Action.make("explore", p[1], source="box:discovery", targets=[tg], region=t))
    return out


def _why_explore(s: AoeState, p: Pending, a: Action) -> str:
    t = a.get("region")
    if t == "deck":
        return "The discovery cards are used only once every region is discovered."
    r = _reg(t)
    if r is None:
        return f"There is no region called {t!r}."
    return f"{REGIONS[r].name} is already discovered: choose an undiscovered region."


def _apply_explore(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_explore(s, p[1], p[2], a["region"], expedition_bonus(s, p[1]), ev)


def _prompt_explore(s: AoeState, p: Pending) -> str:
    value = sum(p[2]) + p[2][CAPTAIN] + expedition_bonus(s, p[1])
    known = [
        f"{REGIONS[r].name} {COUNTERS[c].natives}"
        for r, c in enumerate(s.known)
        if c is not None and not s.discovered[r]
    ]
    extra = f" Known counters (natives): {', '.join(known)}." if known else ""
    return f"{seat_name(p[1])}: your expedition has value {value}; choose where it goes.{extra}"


# training
def _legal_train(s: AoeState, p: Pending) -> list[Action]:
    seat = p[1]
    out = []
    if s.money[seat] >= TRAINING_COST:
        out = [
            Action.make("train", seat, source="box:specialists:training", targets=[f"supply:{seat}"], unit=u)
            for u in SPECIALISTS
        ]
    out.append(Action.make("pass", seat, targets=["box:specialists:training"]))
    return out


def _why_train(s: AoeState, p: Pending, a: Action) -> str:
    u = a.get("unit")
    if u not in SPECIALISTS:
        return f"Training gives one specialist: {', '.join(SPECIALISTS)}; not {u!r}."
    return f"Training costs ${TRAINING_COST} and you have ${s.money[p[1]]}."


def _apply_train(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    if a.kind == "pass":
        ev.append(Event.make("pass", f"{seat_name(p[1])} trains no specialist.", p[1]))
        return False
    return res.do_train(s, p[1], UNITS.index(a["unit"]), TRAINING_COST, ev)


def _prompt_train(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: pay ${TRAINING_COST} to train any one specialist, or pass."


# warfare
def _legal_warfare(s: AoeState, p: Pending) -> list[Action]:
    seat = p[1]
    src = f"box:warfare:{p[2] + 1}"
    out = []
    fights = {opp: res.battle_regions(s, seat, opp) for opp in range(s.players) if opp != seat}
    for r in range(len(REGIONS)):
        for opp in range(s.players):
            if opp != seat and r in fights[opp]:
                out.append(
                    Action.make(
                        "battle",
                        seat,
                        source=src,
                        targets=[f"region:{REGION_IDS[r]}"],
                        region=REGION_IDS[r],
                        opponent=opp,
                    )
                )
    if s.money[seat] >= _war_cost(s, seat):
        for opp in range(s.players):
            if opp != seat:
                regions = fights[opp]
                if regions:
                    out.append(
                        Action.make(
                            "war",
                            seat,
                            source=src,
                            targets=[f"region:{REGION_IDS[r]}" for r in regions],
                            opponent=opp,
                        )
                    )
    out.append(Action.make("pass", seat, targets=[src]))
    return out


def _why_warfare(s: AoeState, p: Pending, a: Action) -> str:
    seat = p[1]
    opp = a.get("opponent")
    if not isinstance(opp, int) or not 0 <= opp < s.players or opp == seat:
        return "Choose one of the other players as your opponent."
    if a.kind == "war":
        cost = _war_cost(s, seat)
        if s.money[seat] < cost:
            return f"A War costs ${cost} and you have ${s.money[seat]}."
        return (
            f"There is no colony where both you and {seat_name(opp)} have a unit and one of them is a Soldier: "
            "a War needs at least one such battle."
        )
    r = _reg(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    colony = s.colonies[r]
    if sum(colony[seat]) == 0:
        return f"You have no units in {REGIONS[r].name} to fight with."
    if sum(colony[opp]) == 0:
        return f"{seat_name(opp)} has no units in {REGIONS[r].name}."
    return f"Neither side has a Soldier in {REGIONS[r].name}: only Soldiers eliminate enemy units."


def _apply_warfare(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    seat = p[1]
    if a.kind == "pass":
        ev.append(Event.make("pass", f"{seat_name(seat)} declares no battle.", seat))
        return False
    opp = a["opponent"]
    if a.kind == "war":
        cost = _war_cost(s, seat)
        s.money = tset(s.money, seat, s.money[seat] - cost)
        regions = res.battle_regions(s, seat, opp)
        ev.append(Event.make("war", f"{seat_name(seat)} pays ${cost} and declares War on {seat_name(opp)}.", seat))
    else:
        regions = [REGION_INDEX[a["region"]]]
    return res.start_battles(s, seat, opp, regions, ev)


def _prompt_warfare(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: fight a Battle ($0), declare a War (${_war_cost(s, p[1])}), or pass."


def _kill_avail(s: AoeState, p: Pending) -> tuple[int, ...]:
    att, _dfn, _left, region, _q, la, ld = s.battle
    victim = p[2]
    losses = la if victim == att else ld
    return tuple(a - b for a, b in zip(s.colonies[region][victim], losses, strict=True))


def _legal_kill(s: AoeState, p: Pending) -> list[Action]:
    avail = _kill_avail(s, p)
    rid = REGION_IDS[p[3]]
    return [Action.make("kill", p[1], targets=[f"region:{rid}"], unit=UNITS[u]) for u in range(5) if avail[u] > 0]


def _why_kill(s: AoeState, p: Pending, a: Action) -> str:
    u = a.get("unit")
    if u not in UNITS:
        return f"There is no unit called {u!r}."
    return f"{seat_name(p[2])} has no {u} left in {REGIONS[p[3]].name} to eliminate."


def _apply_kill(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_kill(s, p[2], UNITS.index(a["unit"]), ev)


def _prompt_kill(s: AoeState, p: Pending) -> str:
    n = s.battle[4][0][2]
    return (
        f"{seat_name(p[1])}: your Soldiers in {REGIONS[p[3]].name} eliminate {n} more of {seat_name(p[2])}'s units; "
        "choose which kind goes next."
    )


# colonial roads (phase D)
def _legal_roads_from(s: AoeState, p: Pending) -> list[Action]:
    seat = p[1]
    out = []
    for r, colony in enumerate(s.colonies):
        for u in range(5):
            if colony[seat][u] > 0:
                out.append(
                    Action.make(
                        "move_from",
                        seat,
                        source=f"region:{REGION_IDS[r]}",
                        targets=[f"region:{REGION_IDS[r]}"],
                        region=REGION_IDS[r],
                        unit=UNITS[u],
                    )
                )
    out.append(Action.make("pass", seat, targets=[f"building:{p[2]}"]))
    return out


def _why_roads_from(s: AoeState, p: Pending, a: Action) -> str:
    r = _reg(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return f"You have no {a.get('unit')} in {REGIONS[r].name} to move."


def _apply_roads_from(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    if a.kind == "pass":
        ev.append(Event.make("pass", f"{seat_name(p[1])} moves no unit.", p[1]))
        return False
    s.pending = ("roads_to", p[1], p[2], REGION_INDEX[a["region"]], UNITS.index(a["unit"]))
    return True


def _prompt_roads_from(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: {BUILDINGS[p[2]].name} lets you move one of your units to another colony, or pass."


def _legal_roads_to(s: AoeState, p: Pending) -> list[Action]:
    return [
        Action.make(
            "move_to",
            p[1],
            source=f"region:{REGION_IDS[p[3]]}",
            targets=[f"region:{REGION_IDS[r]}"],
            region=REGION_IDS[r],
        )
        for r in _discovered_regions(s)
        if r != p[3]
    ]


def _why_roads_to(s: AoeState, p: Pending, a: Action) -> str:
    r = _reg(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    if r == p[3]:
        return "The unit must move to a different colony."
    return f"{REGIONS[r].name} is not discovered yet."


def _apply_roads_to(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_move(s, p[1], p[2], p[3], p[4], REGION_INDEX[a["region"]], ev)


def _prompt_roads_to(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: move your {UNITS[p[4]]} from {REGIONS[p[3]].name} to which colony?"


_LEGAL: dict[str, Callable[[AoeState, Pending], list[Action]]] = {
    "place": _legal_place,
    "dock": _legal_dock,
    "good": _legal_good,
    "buy": _legal_buy,
    "cartography": _legal_cartography,
    "settle": _legal_settle,
    "expedition": _legal_expedition,
    "explore": _legal_explore,
    "train": _legal_train,
    "warfare": _legal_warfare,
    "kill": _legal_kill,
    "roads_from": _legal_roads_from,
    "roads_to": _legal_roads_to,
}
_WHY = {
    "place": _why_place,
    "dock": _why_dock,
    "good": _why_good,
    "buy": _why_buy,
    "cartography": _why_cartography,
    "settle": _why_settle,
    "expedition": _why_expedition,
    "explore": _why_explore,
    "train": _why_train,
    "warfare": _why_warfare,
    "kill": _why_kill,
    "roads_from": _why_roads_from,
    "roads_to": _why_roads_to,
}
_APPLY = {
    "place": _apply_place,
    "dock": _apply_dock,
    "good": _apply_good,
    "buy": _apply_buy,
    "cartography": _apply_cartography,
    "settle": _apply_settle,
    "expedition": _apply_expedition,
    "explore": _apply_explore,
    "train": _apply_train,
    "warfare": _apply_warfare,
    "kill": _apply_kill,
    "roads_from": _apply_roads_from,
    "roads_to": _apply_roads_to,
}
_PROMPTS = {
    "place": _prompt_place,
    "dock": _prompt_dock,
    "good": _prompt_good,
    "buy": _prompt_buy,
    "cartography": _prompt_cartography,
    "settle": _prompt_settle,
    "expedition": _prompt_expedition,
    "explore": _prompt_explore,
    "train": _prompt_train,
    "warfare": _prompt_warfare,
    "kill": _prompt_kill,
    "roads_from": _prompt_roads_from,
    "roads_to": _prompt_roads_to,
}
_KINDS = {
    "place": ("place",),
    "dock": ("dock",),
    "good": ("take_good",),
    "buy": ("buy", "pass"),
    "cartography": ("discover",),
    "settle": ("settle",),
    "expedition": ("send", "launch", "pass"),
    "explore": ("explore",),
    "train": ("train", "pass"),
    "warfare": ("battle", "war", "pass"),
    "kill": ("kill",),
    "roads_from": ("move_from", "pass"),
    "roads_to": ("move_to",),
}


_PARAMS: dict[str, tuple[str, ...]] = {
    "place": ("box", "slot", "unit"),
    "dock": ("region",),
    "take_good": ("good",),
    "buy": ("building",),
    "discover": ("region",),
    "settle": ("region",),
    "send": ("unit",),
    "explore": ("region",),
    "train": ("unit",),
    "battle": ("region", "opponent"),
    "war": ("opponent",),
    "kill": ("unit",),
    "move_from": ("region", "unit"),
    "move_to": ("region",),
}

_PASS_LABELS = {
    "buy": "Buy no building",
    "expedition": "Keep the units in the Discovery box",
    "train": "Train no specialist",
    "warfare": "Fight no battle",
    "roads_from": "Move no unit",
}


def _region_name(rid: Any) -> str:
    r = _reg(rid)
    return REGIONS[r].name if r is not None else str(rid)


def _describe(s: AoeState, a: Action) -> str:
    k = a.kind
    if k == "place":
        unit = str(a.get("unit")).capitalize()
        if a.get("box") == "specialists":
            return f"{unit} to the {str(a.get('slot')).capitalize()} box"
        return f"{unit} to {BOX_NAMES.get(a.get('box'), a.get('box'))} {a.get('slot')}"
    if k == "dock":
        return f"Land in {_region_name(a.get('region'))}"
    if k == "take_good":
        return f"Take {GOOD_NAMES.get(a.get('good'), a.get('good'))}"
    if k == "buy":
        b = a.get("building")
        return f"Buy {BUILDINGS[b].name} ({effect_text(b)})" if b in BUILDINGS else f"Buy {b}"
    if k == "discover":
        return f"Discover {_region_name(a.get('region'))}"
    if k == "settle":
        return f"Settle in {_region_name(a.get('region'))}"
    if k == "send":
        return f"Send a {a.get('unit')}"
    if k == "launch":
        return "Launch the expedition"
    if k == "explore":
        t = a.get("region")
        return "Draw a discovery card" if t == "deck" else f"Explore {_region_name(t)}"
    if k == "train":
        return f"Train a {a.get('unit')} (${TRAINING_COST})"
    if k == "battle":
        return f"Battle Seat {int(a.get('opponent', 0)) + 1} in {_region_name(a.get('region'))}"
    if k == "war":
        return f"War on Seat {int(a.get('opponent', 0)) + 1}"
    if k == "kill":
        return f"Eliminate a {a.get('unit')}"
    if k == "move_from":
        return f"Move a {a.get('unit')} out of {_region_name(a.get('region'))}"
    if k == "move_to":
        return f"Move it to {_region_name(a.get('region'))}"
    if k == "pass":
        return _PASS_LABELS.get(s.pending[0] if s.pending else "", "Pass")
    return a.text.split(" ", 1)[1] if " " in a.text else a.text


__all__ = ["Aoe3", "_State"]
