"""Phases B-J: resolving the event boxes, income, benefits, refreshes and scoring.

``advance`` runs every step that needs no decision and stops at the next one,
recorded on the state as ``pending = (kind, seat, ...)``. ``stage`` names the
step and ``cursor`` how far into it resolution has gone; the cursor is moved
past an item before its decision is asked, so resolving the decision and
calling ``advance`` again carries on where the rules do. Decisions that belong
to one choice (an expedition's units, then its region; a war's casualties) are
asked as a short chain of pendings before ``advance`` resumes.
"""

from __future__ import annotations

from rules.aoe3.board import (
    add_to_colony,
    discover_region,
    draw_counter,
    draw_good,
    gain_money,
    gain_units,
    remove_from_colony,
    seat_name,
    unit_name,
)
from rules.aoe3.buildings import EACH_TURN
from rules.aoe3.data import (
    BUILDINGS,
    BUILDINGS_DISPLAYED,
    CAPTAIN,
    CARDS,
    COLONIST,
    COUNTERS,
    GOOD_NAMES,
    GOODS,
    GOODS_DISPLAYED,
    MERCHANT,
    MISSIONARY,
    REGION_IDS,
    REGIONS,
    SCORING_TURNS,
    SOLDIER,
    SPECIALIST_BOXES,
    START_COLONISTS,
    TURNS,
    UNITS,
    age_of,
)
from rules.aoe3.income import income
from rules.aoe3.placement import dock_label
from rules.aoe3.scoring import colony_scoring
from rules.aoe3.state import AoeState, tadd, tset
from rules.core import Event
from rules.words import plural

EMPTY5 = (0, 0, 0, 0, 0)


def _next_occupied(slots: tuple, start: int) -> int | None:
    for i in range(start, len(slots)):
        if slots[i] is not None:
            return i
    return None


def _pend_next(s: AoeState, box: tuple, kind: str) -> bool:
    """Pend the choice of the next occupied space of ``box`` (from the cursor) for its owner, so the
    boxes resolve space by space in order; False when no occupied space is left."""
    i = _next_occupied(box, s.cursor)
    if i is None:
        return False
    s.cursor = i + 1
    s.pending = (kind, box[i][0], i)
    return True


def shipping_value(unit: int) -> int:
    """Merchant Shipping: a colonist is worth 1, a Captain or a Merchant 2."""
    return 2 if unit in (CAPTAIN, MERCHANT) else 1


def shipping_winner(s: AoeState) -> int | None:
    """The seat with the highest value in Merchant Shipping; ties go to the earlier player in turn order."""
    value = [0] * s.players
    for seat, unit in s.shipping:
        value[seat] += shipping_value(unit)
    best = max(value, default=0)
    if best == 0:
        return None
    for seat in s.order:
        if value[seat] == best:
            return seat
    return None


def new_turn_order(s: AoeState) -> tuple[int, ...]:
    """Initiative slot n becomes turn-order place n; absent players follow in their previous order."""
    first = [e[0] for e in s.initiative if e is not None]
    return tuple(first + [p for p in s.order if p not in first])


def discovery_units(s: AoeState, seat: int) -> tuple[int, ...]:
    counts = [0] * 5
    for p, u in s.discovery:
        if p == seat:
            counts[u] += 1
    return tuple(counts)


def expedition_targets(s: AoeState) -> list[str]:
    """Undiscovered regions; once all are discovered, the discovery card deck (if any card is left)."""
    targets = [REGION_IDS[r] for r, d in enumerate(s.discovered) if not d]
    if not targets and s.deck:
        targets = ["deck"]
    return targets


def advance(s: AoeState, ev: list[Event]) -> None:
    """Run the rules until a player must decide (``s.pending``) or the game is over."""
    while True:
        st = s.stage
        if st == "place":
            n = s.players
            for k in range(n):
                seat = s.order[(s.cursor + k) % n]
                if sum(s.hand[seat]) > 0:
                    s.cursor = (s.cursor + k) % n
                    s.pending = ("place", seat)
                    return
            s.stage, s.cursor = "initiative", 0
        elif st == "initiative":
            for i, e in enumerate(s.initiative):
                if e is not None:
                    gain_money(s, e[0], i + 1)
                    ev.append(
                        Event.make(
                            "initiative",
                            f"{seat_name(e[0])} takes ${i + 1} from Initiative space {i + 1}.",
                            e[0],
                            [f"box:initiative:{i + 1}"],
                            amount=i + 1,
                        )
                    )
            s.stage, s.cursor = "dock", 0
        elif st == "dock":
            if _pend_next(s, s.dock, "dock"):
                return
            s.stage, s.cursor = "trade_goods", 0
        elif st == "trade_goods":
            if s.goods_display and _pend_next(s, s.trade_box, "good"):
                return
            s.stage, s.cursor = "merchant_shipping", 0
        elif st == "merchant_shipping":
            _resolve_shipping(s, ev)
            s.stage, s.cursor = "capital_buildings", 0
        elif st == "capital_buildings":
            if _pend_next(s, s.building_box, "buy"):
                return
            s.stage, s.cursor = "discovery", 0
        elif st == "discovery":
            while s.cursor < s.players:
                seat = s.order[s.cursor]
                s.cursor += 1
                if sum(discovery_units(s, seat)) > 0 and expedition_targets(s):
                    s.pending = ("expedition", seat, EMPTY5)
                    return
            s.stage, s.cursor = "specialists", 0
        elif st == "specialists":
            for k, name in enumerate(SPECIALIST_BOXES):
                e = s.specialists[k]
                if e is not None and name != "training":
                    unit = UNITS.index(name)
                    gain_units(s, e[0], unit)
                    ev.append(
                        Event.make(
                            "specialist",
                            f"{seat_name(e[0])} receives a {name} for next turn.",
                            e[0],
                            [f"box:specialists:{name}"],
                            unit=name,
                        )
                    )
            s.stage, s.cursor = "training", 0
        elif st == "training":
            k = SPECIALIST_BOXES.index("training")
            e = s.specialists[k]
            s.stage = "warfare"
            if e is not None:
                s.pending = ("train", e[0])
                return
        elif st == "warfare":
            if _pend_next(s, s.warfare, "warfare"):
                return
            s.stage, s.cursor = "cleanup", 0
        elif st == "cleanup":
            s.trade_box = (None,) * len(s.trade_box)
            s.shipping = ()
            s.building_box = (None,) * len(s.building_box)
            s.specialists = (None,) * len(s.specialists)
            s.warfare = (None,) * len(s.warfare)
            s.stage = "income"
        elif st == "income":
            earned = tuple(income(s.goods[p], s.ships[p]) for p in range(s.players))
            s.last_income = earned
            for p in s.order:
                gain_money(s, p, earned[p])
                ev.append(
                    Event.make(
                        "income",
                        f"{seat_name(p)} collects ${earned[p]} from {plural(sum(s.goods[p]), 'trade good')} and "
                        f"{plural(s.ships[p], 'merchant ship')}.",
                        p,
                        amount=earned[p],
                    )
                )
            s.stage, s.cursor = "benefits", 0
        elif st == "benefits":
            items = [(p, b) for p in s.order for b in s.owned[p] if b in EACH_TURN]
            while s.cursor < len(items):
                seat, bid = items[s.cursor]
                s.cursor += 1
                ask = EACH_TURN[bid](s, seat, ev)
                if ask is not None:
                    s.pending = ask
                    return
            s.stage = "scoring"
        elif st == "scoring":
            if s.turn in SCORING_TURNS:
                _score_colonies(s, ev)
            if s.turn >= TURNS:
                s.stage, s.pending = "over", None
                ev.append(Event.make("game_over", "Turn 8 is over: the game ends and the final scores are counted."))
                return
            s.stage = "refresh"
        elif st == "refresh":
            _refresh(s, ev)
            s.stage, s.cursor = "place", 0
        else:  # "over"
            s.pending = None
            return


def _resolve_shipping(s: AoeState, ev: list[Event]) -> None:
    if not s.shipping:
        return
    winner = shipping_winner(s)
    if winner is None or not s.ship_in_box:
        return
    s.ship_in_box = False
    s.ships = tadd(s.ships, winner, 1)
    ev.append(
        Event.make(
            "merchant_ship",
            f"{seat_name(winner)} has the highest value in Merchant Shipping and gains a merchant ship.",
            winner,
            ["box:merchant_shipping:ship"],
        )
    )


def _score_colonies(s: AoeState, ev: list[Event]) -> None:
    column = SCORING_TURNS.index(s.turn)
    totals, per_region = colony_scoring(s.colonies, s.players)
    for r, pts in enumerate(per_region):
        if any(pts):
            got = ", ".join(f"{seat_name(p)} {v}" for p, v in enumerate(pts) if v)
            ev.append(
                Event.make(
                    "colony_scoring",
                    f"{REGIONS[r].name} scores: {got} VP.",
                    None,
                    [f"region:{REGION_IDS[r]}"],
                    region=REGION_IDS[r],
                )
            )
    s.colony_vp = tuple(tset(s.colony_vp[p], column, s.colony_vp[p][column] + totals[p]) for p in range(s.players))
    ev.append(
        Event.make(
            "colony_scoring",
            f"New World colony scoring at the end of turn {s.turn}: "
            + ", ".join(f"{seat_name(p)} {totals[p]} VP" for p in range(s.players))
            + ".",
        )
    )


def draw_building(s: AoeState, age: int) -> str | None:
    stack = s.stacks[age - 1]
    if not stack:
        return None
    bid = stack[s.rng.randrange(len(stack))]
    s.stacks = tset(s.stacks, age - 1, tuple(b for b in stack if b != bid))
    return bid


def _refresh(s: AoeState, ev: list[Event]) -> None:
    """Phases E-J: buildings, goods, the merchant ship, five colonists, turn order, turn marker."""
    age = age_of(s.turn)
    next_age = age_of(s.turn + 1)
    display = s.building_display
    if next_age != age:
        display = ()
        ev.append(Event.make("age", f"Age {'I' * next_age} begins: the unbought buildings leave the game."))
    s.building_display = display
    while len(s.building_display) < BUILDINGS_DISPLAYED:
        bid = draw_building(s, next_age)
        if bid is None:
            break
        s.building_display = (*s.building_display, bid)
    pool = s.goods_pool
    for g in s.goods_display:
        pool = tadd(pool, GOODS.index(g), 1)
    s.goods_pool = pool
    shown = []
    for _ in range(GOODS_DISPLAYED):
        g = draw_good(s)
        if g is None:
            break
        shown.append(g)
    s.goods_display = tuple(shown)
    if not s.ship_in_box and s.ship_reserve > 0:
        s.ship_in_box = True
        s.ship_reserve -= 1
    for p in range(s.players):
        gain_units(s, p, COLONIST, START_COLONISTS)
    s.order = new_turn_order(s)
    s.initiative = (None,) * len(s.initiative)
    s.turn += 1
    ev.append(
        Event.make(
            "new_turn",
            f"Turn {s.turn} begins; turn order: " + ", ".join(seat_name(p) for p in s.order) + ".",
            None,
            [f"building:{b}" for b in s.building_display],
            turn=s.turn,
        )
    )


# -- decisions --------------------------------------------------------------------
# Each handler changes ``s`` and returns True when it has asked a follow-up decision.


def do_dock(s: AoeState, seat: int, index: int, region: int, ev: list[Event]) -> bool:
    unit = s.dock[index][1]
    s.dock = tset(s.dock, index, None)
    rid = REGION_IDS[region]
    ev.append(
        Event.make(
            "dock",
            f"{seat_name(seat)}'s {unit_name(unit)} sails from dock space {dock_label(index)} to "
            f"{REGIONS[region].name}.",
            seat,
            [f"box:dock:{dock_label(index)}", f"region:{rid}"],
            region=rid,
        )
    )
    add_to_colony(s, region, seat, unit, 1, ev)
    if unit == MERCHANT:
        gain_money(s, seat, 5)
        ev.append(Event.make("merchant", f"The Merchant's arrival pays {seat_name(seat)} $5.", seat, [f"region:{rid}"]))
    elif unit == MISSIONARY:
        ev.append(
            Event.make(
                "missionary",
                f"The Missionary brings an extra colonist of {seat_name(seat)} to {REGIONS[region].name}.",
                seat,
                [f"region:{rid}", f"colonist:{seat}"],
            )
        )
        add_to_colony(s, region, seat, COLONIST, 1, ev)
    return False


def do_take_good(s: AoeState, seat: int, good: str, ev: list[Event]) -> bool:
    i = s.goods_display.index(good)
    s.goods_display = s.goods_display[:i] + s.goods_display[i + 1 :]
    s.goods = tset(s.goods, seat, tadd(s.goods[seat], GOODS.index(good), 1))
    ev.append(Event.make("take_good", f"{seat_name(seat)} takes a {GOOD_NAMES[good]}.", seat, [f"good:{i}"], good=good))
    return False


def do_buy(s: AoeState, seat: int, bid: str, price: int, ev: list[Event]) -> bool:
    from rules.aoe3.buildings import ON_PURCHASE

    gain_money(s, seat, -price)
    s.building_display = tuple(b for b in s.building_display if b != bid)
    s.owned = tset(s.owned, seat, (*s.owned[seat], bid))
    ev.append(
        Event.make(
            "buy",
            f"{seat_name(seat)} buys {BUILDINGS[bid].name} for ${price}.",
            seat,
            [f"building:{bid}"],
            building=bid,
        )
    )
    rule = ON_PURCHASE.get(bid)
    if rule is not None:
        ask = rule(s, seat, ev)
        if ask is not None:
            s.pending = ask
            return True
    return False


def do_settle(s: AoeState, seat: int, bid: str, count: int, region: int, ev: list[Event]) -> bool:
    ev.append(
        Event.make(
            "settle",
            f"{BUILDINGS[bid].name}: {count} free colonists of {seat_name(seat)} settle in {REGIONS[region].name}.",
            seat,
            [f"region:{REGION_IDS[region]}", f"building:{bid}"],
        )
    )
    add_to_colony(s, region, seat, COLONIST, count, ev)
    return False


def do_cartography(s: AoeState, seat: int, bid: str, region: int, ev: list[Event]) -> bool:
    cid = draw_counter(s, region)
    discover_region(s, region, seat, cid, ev, f"uses {BUILDINGS[bid].name} to discover")
    return False


def do_explore(s: AoeState, seat: int, sel: tuple[int, ...], target: str, bonus: int, ev: list[Event]) -> bool:
    """Flip the counter (or draw a card) and compare the expedition's value with its natives."""
    value = sum(sel) + sel[CAPTAIN] + bonus
    # The expedition's units leave the Discovery box (to the unused supply) either way.
    left = list(sel)
    kept = []
    for p, u in s.discovery:
        if p == seat and left[u] > 0:
            left[u] -= 1
        else:
            kept.append((p, u))
    s.discovery = tuple(kept)
    soldiers = sel[SOLDIER]
    if target == "deck":
        deck = s.deck
        cid = deck[s.rng.randrange(len(deck))]
        card = CARDS[cid]
        if value >= card.natives:
            s.deck = tuple(c for c in deck if c != cid)
            s.cards_won = tset(s.cards_won, seat, (*s.cards_won[seat], cid))
            gain_money(s, seat, card.dollars + card.loot * soldiers)
            ev.append(
                Event.make(
                    "discovery_card",
                    f"{seat_name(seat)}'s expedition (value {value}) succeeds at {card.name} (natives {card.natives}): "
                    f"${card.dollars} and ${card.loot * soldiers} soldiers' loot, {card.vp} VP at the end.",
                    seat,
                    ["deck:discovery"],
                    card=cid,
                )
            )
        else:
            ev.append(
                Event.make(
                    "discovery_card",
                    f"{seat_name(seat)}'s expedition (value {value}) fails at {card.name} (natives {card.natives}); "
                    "the card is shuffled back into the deck.",
                    seat,
                    ["deck:discovery"],
                    card=cid,
                )
            )
        return False
    region = REGION_IDS.index(target)
    cid = draw_counter(s, region)
    c = COUNTERS[cid]
    if value >= c.natives:
        discover_region(s, region, seat, cid, ev, f"sends an expedition of value {value} and discovers")
        if soldiers:
            gain_money(s, seat, c.loot * soldiers)
            ev.append(Event.make("loot", f"{soldiers} soldiers loot ${c.loot * soldiers}.", seat, [f"region:{target}"]))
    else:
        s.known = tset(s.known, region, cid)
        ev.append(
            Event.make(
                "discovery_failed",
                f"{seat_name(seat)}'s expedition of value {value} fails in {REGIONS[region].name}: the counter shows "
                f"{c.natives} natives and returns face down, now known to all.",
                seat,
                [f"region:{target}", f"counter:{target}"],
                region=target,
                counter=cid,
            )
        )
    return False


def do_train(s: AoeState, seat: int, unit: int, cost: int, ev: list[Event]) -> bool:
    gain_money(s, seat, -cost)
    gain_units(s, seat, unit)
    ev.append(
        Event.make(
            "train",
            f"{seat_name(seat)} pays ${cost} to train a {UNITS[unit]} for next turn.",
            seat,
            ["box:specialists:training"],
            unit=UNITS[unit],
        )
    )
    return False


def do_move(s: AoeState, seat: int, bid: str, src: int, unit: int, dst: int, ev: list[Event]) -> bool:
    remove_from_colony(s, src, seat, tadd(EMPTY5, unit, 1))
    ev.append(
        Event.make(
            "move",
            f"{BUILDINGS[bid].name}: {seat_name(seat)} moves a {UNITS[unit]} from {REGIONS[src].name} to "
            f"{REGIONS[dst].name}.",
            seat,
            [f"region:{REGION_IDS[src]}", f"region:{REGION_IDS[dst]}"],
        )
    )
    add_to_colony(s, dst, seat, unit, 1, ev)
    return False
