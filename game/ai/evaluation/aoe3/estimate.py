"""The estimate itself: banked VP plus what each part of the position will still turn into VP (see the package)."""

from __future__ import annotations

from rules.aoe3.buildings import expedition_bonus
from rules.aoe3.data import (
    BUILDINGS,
    CAPTAIN,
    CLAIM_COLONISTS,
    COLONIST,
    GOODS,
    MERCHANT,
    MISSIONARY,
    PRICES,
    REGIONS,
    SCORING_TURNS,
    SOLDIER,
    TRAINING_COST,
    TURNS,
    age_of,
)
from rules.aoe3.decisions import war_cost
from rules.aoe3.resolution import new_turn_order
from rules.aoe3.scoring import building_vp, discovery_vp
from rules.aoe3.state import AoeState

from .buildings import building_value, stream_value
from .colonies import region_value
from .common import BEST_SPECIALIST, STAGE, TRAINING_BOX, UNIT_VALUES, pending_from
from .exploration import expedition_value
from .goods import goods_income, shipping_leader
from .warfare import best_battle, carry_out, choose_warfare, fight, kill
from .weights import (
    BUY_PER_TURN,
    DISCOVERY_KEEP,
    DISCOVERY_WAIT,
    GOOD_POTENTIAL,
    MONEY_END,
    MONEY_VALUE,
    ORDER_VALUE,
    SHIP_BASE,
    SOFT_MAX,
    SOFT_PER_TURN,
    THREAT,
    UNIT_VALUE,
)

_GOOD_INDEX = {g: k for k, g in enumerate(GOODS)}
_GOOD_OF = tuple(_GOOD_INDEX[r.good] for r in REGIONS)  # the printed good of each region


def _battle_so_far(s: AoeState, counts: list[list[int]], soldiers: list[list[int]]) -> None:
    """The war or battle being fought, carried to its end: the casualties chosen so far, the rest (Soldiers
    first), then the War's battles still to come."""
    att, dfn, left, region, queue, la, ld = s.battle
    if region >= 0:
        tot, sold = counts[region], soldiers[region]
        for seat, loss in ((att, la), (dfn, ld)):
            tot[seat] -= sum(loss)
            sold[seat] -= loss[SOLDIER]
        for _chooser, victim, n in queue:
            kill(tot, sold, victim, n)
    for r in left:
        fight(counts[r], soldiers[r], att, dfn)


def _final(ruleset: object, s: AoeState) -> list[float]:
    return [float(sheet.total) for sheet in ruleset.scores(s)]  # type: ignore[attr-defined]


def estimate(ruleset: object, s: AoeState) -> list[float]:
    """Estimated final VP per seat (see the module docstring for what counts)."""
    if s.pending is None:
        return _final(ruleset, s)
    n = s.players
    turn = s.turn
    stage = STAGE.get(s.stage, 0)
    last = turn >= TURNS
    price = PRICES[age_of(turn)]
    # Money buys capital buildings: about BUY_PER_TURN of them on each turn with a Capital Buildings box
    # still ahead; dollars beyond that (and all of them after turn 8's box) are only the tie-break.
    first_buy = turn if stage <= STAGE["capital_buildings"] else turn + 1
    cap = sum(BUY_PER_TURN * PRICES[age_of(t)] for t in range(first_buy, TURNS + 1))

    def money_vp(m: float) -> float:
        return MONEY_VALUE * min(m, cap) + MONEY_END * max(0.0, m - cap)

    mv = [MONEY_VALUE if m < cap else MONEY_END for m in s.money]  # VP of one more dollar, per seat
    # Income and every-turn benefits of turn t are spent from turn t+1: how many such turns are left.
    paydays = max(0, TURNS - turn - (1 if stage > STAGE["income"] else 0))
    benefit_turns = max(0, TURNS - turn - (1 if stage > STAGE["benefits"] else 0))
    income_weight = 1.0 + MONEY_VALUE * paydays  # a dollar of income: turn 8 VP and money on each payday
    goods_left = TURNS - turn + (1 if stage <= STAGE["trade_goods"] else 0)
    potential = GOOD_POTENTIAL * min(1.0, goods_left / 3.0)
    placing = stage == 0
    hand_live = placing or not last

    out = [0.0] * n
    # Banked: colony scorings done, discoveries, buildings' printed VP and end formulas as they stand.
    for p in range(n):
        out[p] = float(sum(s.colony_vp[p]) + discovery_vp(s.counters_won[p], s.cards_won[p]) + building_vp(s, p))
        out[p] += money_vp(s.money[p])

    # Colonies: counts per region, with the Dock's units (and free colonists to settle) landed at their best.
    exact_w = 0.0
    soft_w = 0.0
    for t in SCORING_TURNS:
        if t >= turn:
            ahead = t - turn + (0.5 if placing else 0.0)
            w = min(SOFT_MAX, SOFT_PER_TURN * ahead)
            exact_w += 1.0 - w
            soft_w += w
    future_exact = future_soft = 0.0  # the weights of the scorings after this turn (a later turn's battles)
    for t in SCORING_TURNS:
        if t > turn:
            w = min(SOFT_MAX, SOFT_PER_TURN * (t - turn))
            future_exact += 1.0 - w
            future_soft += w
    counts = [[sum(per_type) for per_type in colony] for colony in s.colonies]
    soldiers = [[per_type[SOLDIER] for per_type in colony] for colony in s.colonies]
    settlers = [[per_type[COLONIST] for per_type in colony] for colony in s.colonies]  # a claim counts these
    if s.battle is not None:
        _battle_so_far(s, counts, soldiers)
    claimable = [g is not None for g in s.region_good]
    discovered = [r for r, d in enumerate(s.discovered) if d]
    arrivals: list[tuple[int, int]] = []  # (seat, unit type arriving; a free colonist to settle: -count)
    if stage <= STAGE["dock"]:
        for e in s.dock:
            if e is not None:
                arrivals.append((e[0], e[1]))
                if e[1] == MERCHANT:
                    out[e[0]] += 5 * mv[e[0]]
    pend = s.pending
    if pend[0] == "settle":
        arrivals.append((pend[1], -int(pend[3])))
    pool = s.goods_pool
    first_war = pending_from(s, stage, "warfare", "warfare")
    fighters = {e[0] for e in s.warfare[first_war:] if e is not None} if first_war is not None else set()

    def goods_vp(goods: tuple[int, ...], ships: int) -> float:
        """Turn 8 VP and money of today's income, and the expected gain of the goods still to come."""
        now, gain = goods_income(goods, ships, pool)
        return (now + potential * (gain + SHIP_BASE * ships)) * income_weight

    # Goods as they will stand once the claims and the Trade Goods box are resolved.
    held = list(s.goods)
    held_vp = [goods_vp(held[p], s.ships[p]) for p in range(n)]

    def take(p: int, k: int) -> float:
        """Seat ``p`` receives a good of kind ``k`` (projected): the VP it adds."""
        g = held[p]
        held[p] = (*g[:k], g[k] + 1, *g[k + 1 :])
        vp = goods_vp(held[p], s.ships[p])
        gain = vp - held_vp[p]
        held_vp[p] = vp
        return gain

    def take_gain(p: int, k: int) -> float:
        g = held[p]
        return goods_vp((*g[:k], g[k] + 1, *g[k + 1 :]), s.ships[p]) - held_vp[p]

    good_value = [income_weight * (goods_income(held[p], s.ships[p], pool)[1] + 0.5 * potential) for p in range(n)]
    if exact_w or soft_w:
        for seat, unit in arrivals:
            k, settled = (-unit, -unit) if unit < 0 else (2, 1) if unit == MISSIONARY else (1, int(unit == COLONIST))
            armed = unit == SOLDIER
            # A Soldier lands where it can fight: this turn if its owner has a Warfare colonist, else later.
            war_w = (1.0, exact_w, soft_w) if seat in fighters else (THREAT, future_exact, future_soft)
            best_r, best_gain = -1, -1.0
            for r in discovered:
                cr = counts[r]
                before = region_value(cr, seat, exact_w, soft_w)
                cr[seat] += k
                gain = region_value(cr, seat, exact_w, soft_w) - before
                if claimable[r] and settlers[r][seat] + settled >= CLAIM_COLONISTS:
                    gain += take_gain(seat, _GOOD_OF[r])
                if armed:
                    soldiers[r][seat] += 1
                    gain += war_w[0] * best_battle(counts, soldiers, seat, war_w[1], war_w[2], (r,))[0]
                    soldiers[r][seat] -= 1
                cr[seat] -= k
                if gain > best_gain:
                    best_r, best_gain = r, gain
            if best_r >= 0:
                counts[best_r][seat] += k
                settlers[best_r][seat] += settled
                soldiers[best_r][seat] += armed
                if claimable[best_r] and settlers[best_r][seat] >= CLAIM_COLONISTS:
                    claimable[best_r] = False
                    take(seat, _GOOD_OF[best_r])
        # The Warfare box still to resolve, slot by slot: each seat's best Battle or War, or none.
        if first_war is not None:
            for e in s.warfare[first_war:]:
                if e is not None:
                    seat = e[0]
                    cost = war_cost(s, seat)
                    plan = choose_warfare(
                        counts, soldiers, seat, exact_w, soft_w, cost * mv[seat] if s.money[seat] >= cost else None
                    )
                    if len(plan) > 1:
                        out[seat] -= cost * mv[seat]
                    carry_out(counts, soldiers, seat, plan)
        for cr in counts:
            if any(cr):
                for p in range(n):
                    if cr[p]:
                        out[p] += region_value(cr, p, exact_w, soft_w)
        # Soldiers in the colonies threaten a later turn's battle: a share of each seat's best one.
        if future_exact or future_soft:
            for p in range(n):
                value, r, _opp, deltas = best_battle(counts, soldiers, p, future_exact, future_soft)
                if r >= 0:
                    for q in range(n):
                        out[q] += THREAT * deltas[q]

    def ship_value(p: int) -> float:
        value = goods_vp(held[p], s.ships[p] + 1) - held_vp[p]
        for b in s.owned[p]:
            kind = BUILDINGS[b].effect["kind"]
            if kind == "end_vp_per_ship":
                value += BUILDINGS[b].effect["vp"]
            elif kind == "each_turn_money_per_ship":
                value += BUILDINGS[b].effect["amount"] * benefit_turns * MONEY_VALUE
        return value

    # Buildings: what their every-turn benefits still bring.
    for p in range(n):
        for b in s.owned[p]:
            out[p] += stream_value(s, p, b, benefit_turns, good_value[p])

    # Units in hand: placed this turn, or received for next turn.
    if hand_live:
        for p in range(n):
            h = s.hand[p]
            out[p] += sum(h[u] * UNIT_VALUES[u] for u in range(5))

    # Event boxes not resolved yet.
    if placing:  # Initiative pays its slot number as soon as placement ends
        for i, e in enumerate(s.initiative):
            if e is not None:
                out[e[0]] += (i + 1) * mv[e[0]]
    if not last:  # and sets the next turn's order: the earlier seats place first and choose first
        for place, p in enumerate(new_turn_order(s)):
            out[p] += ORDER_VALUE * (n - 1 - place)
    first = pending_from(s, stage, "trade_goods", "good")
    if first is not None and s.goods_display:
        shown = list(s.goods_display)
        for e in s.trade_box[first:]:
            if e is None or not shown:
                continue
            p = e[0]
            best_i, best_v = 0, -1e9
            for i, g in enumerate(shown):
                v = take_gain(p, _GOOD_INDEX[g])
                if v > best_v:
                    best_i, best_v = i, v
            take(p, _GOOD_INDEX[shown.pop(best_i)])
    # Goods and ships: turn 8 VP, money on the paydays left, and the expected gain of goods still to come.
    for p in range(n):
        out[p] += held_vp[p]
    if s.ship_in_box and stage <= STAGE["merchant_shipping"] and s.shipping:
        leader, chance = shipping_leader(s, placing)
        if leader is not None:
            out[leader] += chance * ship_value(leader)
    first = pending_from(s, stage, "capital_buildings", "buy")
    if first is not None and s.building_display:
        shown = list(s.building_display)
        spent = [0] * n
        for e in s.building_box[first:]:
            if e is None or not shown:
                continue
            p = e[0]
            left = s.money[p] - spent[p]
            if left < price:
                continue
            cost = money_vp(left) - money_vp(left - price)
            best_i, best_v = -1, 0.0
            for i, b in enumerate(shown):
                v = building_value(s, p, b, benefit_turns, good_value[p], mv[p]) - cost
                if v > best_v:
                    best_i, best_v = i, v
            if best_i >= 0:
                out[p] += best_v
                spent[p] += price
                shown.pop(best_i)
    if stage <= STAGE["specialists"] and not last:
        for k, e in enumerate(s.specialists):
            if e is not None and k != TRAINING_BOX:
                out[e[0]] += UNIT_VALUES[k + 1]
    if stage <= STAGE["training"] and not last:
        e = s.specialists[TRAINING_BOX]
        if e is not None and s.money[e[0]] >= TRAINING_COST:
            out[e[0]] += max(0.0, BEST_SPECIALIST - TRAINING_COST * MONEY_VALUE)

    # The Discovery box: an expedition this turn, or units waiting for a later one. Units not committed to an
    # expedition are worth at least what they keep for a later, larger one (``DISCOVERY_KEEP`` each), so an
    # expedition that cannot succeed (it loses its units either way) is worse than keeping them.
    if s.discovery:
        colonist = UNIT_VALUE
        this_turn = stage <= STAGE["discovery"]
        if this_turn or not last:
            units = [[0] * 5 for _ in range(n)]
            for seat, u in s.discovery:
                units[seat][u] += 1
            keep = 0.0 if last else DISCOVERY_KEEP
            for p in range(n):
                every = units[p]
                total = sum(every)
                if not total:
                    continue
                bonus = expedition_bonus(s, p)
                if pend[0] == "explore" and pend[1] == p:  # launched: its units are committed
                    sel = pend[2]
                    value = sum(sel) + sel[CAPTAIN] + bonus
                    out[p] += expedition_value(s, value, sel[SOLDIER], mv[p], colonist)
                    out[p] += keep * (total - sum(sel))
                    continue
                value = total + every[CAPTAIN] + bonus
                exp = expedition_value(s, value, every[SOLDIER], mv[p], colonist) * (
                    1.0 if this_turn else DISCOVERY_WAIT
                )
                if pend[0] == "expedition" and pend[1] == p and sum(pend[2]):
                    # Units chosen: it must launch, with all of them or with these and keep the rest.
                    sel = pend[2]
                    chosen = expedition_value(s, sum(sel) + sel[CAPTAIN] + bonus, sel[SOLDIER], mv[p], colonist)
                    out[p] += max(exp, chosen + keep * (total - sum(sel)))
                else:
                    out[p] += max(exp, keep * total)
    if pend[0] == "cartography":
        out[pend[1]] += expedition_value(s, 99, 0, mv[pend[1]], UNIT_VALUE)
    return out
