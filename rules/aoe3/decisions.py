"""Age of Empires III decisions: for each kind of pending decision, its legal actions, the reason a wrong action
is refused, and how a legal one is applied (by the handlers in ``resolution``).

The ruleset looks a decision up by its kind in the tables at the end (``LEGAL``, ``WHY``, ``APPLY``, ``KINDS``,
``PARAMS``); the words a player reads for each decision are in ``prompts``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.aoe3 import battles
from rules.aoe3 import resolution as res
from rules.aoe3.board import seat_name
from rules.aoe3.buildings import expedition_bonus, has_free_war
from rules.aoe3.data import (
    BUILDINGS,
    CAPTAIN,
    DOCK_EXTRA,
    DOCK_NUMBERED,
    GOOD_NAMES,
    PRICES,
    REGION_IDS,
    REGION_INDEX,
    REGIONS,
    SPECIALIST_BOXES,
    SPECIALISTS,
    TRAINING_COST,
    UNITS,
    WAR_COST,
    age_of,
)
from rules.aoe3.placement import BOX_NAMES, dock_label, placement_actions, why_not_place
from rules.aoe3.state import AoeState, tset
from rules.core import Action, Event
from rules.words import plural

Pending = tuple[Any, ...]


def region_at(name: Any) -> int | None:
    """The index of the region with this id, or None for anything else (a hostile action's parameter)."""
    return REGION_INDEX.get(name) if isinstance(name, str) else None


def price(s: AoeState) -> int:
    """A capital building's price in the present Age."""
    return PRICES[age_of(s.turn)]


def war_cost(s: AoeState, seat: int) -> int:
    """What a War costs this seat (a building can make it free)."""
    return 0 if has_free_war(s, seat) else WAR_COST


def _discovered_regions(s: AoeState) -> list[int]:
    return [r for r, d in enumerate(s.discovered) if d]


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


def _legal_dock(s: AoeState, p: Pending) -> list[Action]:
    seat, i = p[1], p[2]
    label = dock_label(i)
    return [
        Action.make("dock", seat, source=f"box:dock:{label}", targets=[f"region:{REGION_IDS[r]}"], region=REGION_IDS[r])
        for r in _discovered_regions(s)
    ]


def _why_dock(s: AoeState, p: Pending, a: Action) -> str:
    r = region_at(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return f"{REGIONS[r].name} is not discovered yet: colonists from the dock may only go to discovered regions."


def _apply_dock(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_dock(s, p[1], p[2], REGION_INDEX[a["region"]], ev)


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


def _legal_buy(s: AoeState, p: Pending) -> list[Action]:
    seat, cost = p[1], price(s)
    out = []
    if s.money[seat] >= cost:
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
    return f"You cannot afford it: buildings cost ${price(s)} in Age {age} and you have ${s.money[p[1]]}."


def _apply_buy(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    if a.kind == "pass":
        ev.append(Event.make("pass", f"{seat_name(p[1])} buys no building.", p[1]))
        return False
    return res.do_buy(s, p[1], a["building"], price(s), ev)


def _legal_cartography(s: AoeState, p: Pending) -> list[Action]:
    return [
        Action.make(
            "discover", p[1], source=f"building:{p[2]}", targets=[f"region:{REGION_IDS[r]}"], region=REGION_IDS[r]
        )
        for r, d in enumerate(s.discovered)
        if not d
    ]


def _why_cartography(s: AoeState, p: Pending, a: Action) -> str:
    r = region_at(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return f"{REGIONS[r].name} is already discovered: choose an undiscovered region."


def _apply_cartography(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_cartography(s, p[1], p[2], REGION_INDEX[a["region"]], ev)


def _legal_settle(s: AoeState, p: Pending) -> list[Action]:
    return [
        Action.make(
            "settle", p[1], source=f"building:{p[2]}", targets=[f"region:{REGION_IDS[r]}"], region=REGION_IDS[r]
        )
        for r in _discovered_regions(s)
    ]


def _why_settle(s: AoeState, p: Pending, a: Action) -> str:
    r = region_at(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return (
        f"{REGIONS[r].name} is not discovered yet: {BUILDINGS[p[2]].name} places its free colonists in one "
        "discovered region."
    )


def _apply_settle(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_settle(s, p[1], p[2], p[3], REGION_INDEX[a["region"]], ev)


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
                f"{seat_name(seat)} announces an expedition of {plural(sum(sel), 'unit')} (value {value}).",
                seat,
                ["box:discovery"],
            )
        )
        s.pending = ("explore", seat, sel)
        return True
    ev.append(Event.make("pass", f"{seat_name(seat)} launches no expedition this turn.", seat))
    return False


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
    r = region_at(t)
    if r is None:
        return f"There is no region called {t!r}."
    return f"{REGIONS[r].name} is already discovered: choose an undiscovered region."


def _apply_explore(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_explore(s, p[1], p[2], a["region"], expedition_bonus(s, p[1]), ev)


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


def _legal_warfare(s: AoeState, p: Pending) -> list[Action]:
    seat = p[1]
    src = f"box:warfare:{p[2] + 1}"
    out = []
    fights = {opp: battles.battle_regions(s, seat, opp) for opp in range(s.players) if opp != seat}
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
    if s.money[seat] >= war_cost(s, seat):
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
        cost = war_cost(s, seat)
        if s.money[seat] < cost:
            return f"A War costs ${cost} and you have ${s.money[seat]}."
        return (
            f"There is no colony where both you and {seat_name(opp)} have a unit and one of them is a Soldier: "
            "a War needs at least one such battle."
        )
    r = region_at(a.get("region"))
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
        cost = war_cost(s, seat)
        s.money = tset(s.money, seat, s.money[seat] - cost)
        regions = battles.battle_regions(s, seat, opp)
        ev.append(Event.make("war", f"{seat_name(seat)} pays ${cost} and declares War on {seat_name(opp)}.", seat))
    else:
        regions = [REGION_INDEX[a["region"]]]
    return battles.start_battles(s, seat, opp, regions, ev)


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
    return battles.do_kill(s, p[2], UNITS.index(a["unit"]), ev)


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
    r = region_at(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    return f"You have no {a.get('unit')} in {REGIONS[r].name} to move."


def _apply_roads_from(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    if a.kind == "pass":
        ev.append(Event.make("pass", f"{seat_name(p[1])} moves no unit.", p[1]))
        return False
    s.pending = ("roads_to", p[1], p[2], REGION_INDEX[a["region"]], UNITS.index(a["unit"]))
    return True


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
    r = region_at(a.get("region"))
    if r is None:
        return f"There is no region called {a.get('region')!r}."
    if r == p[3]:
        return "The unit must move to a different colony."
    return f"{REGIONS[r].name} is not discovered yet."


def _apply_roads_to(s: AoeState, p: Pending, a: Action, ev: list[Event]) -> bool:
    return res.do_move(s, p[1], p[2], p[3], p[4], REGION_INDEX[a["region"]], ev)


LEGAL: dict[str, Callable[[AoeState, Pending], list[Action]]] = {
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


WHY = {
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


APPLY = {
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


KINDS = {
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


PARAMS: dict[str, tuple[str, ...]] = {
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
