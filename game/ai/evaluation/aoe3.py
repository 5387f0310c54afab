"""Age of Empires III: an estimate of each seat's final victory points from the visible position.

The rulebook's VP come from four places (End of Game and Scoring): the three
colony scorings (turns 3, 6, 8), the discovery counters and cards, the capital
buildings, and the economy (turn 8's income from goods and ships). The
estimate is the VP already banked plus what the position will still turn into
VP, in VP:

- **colonies**: each scoring still to come scores the colonies as they will
  stand, the units waiting on the Colonist Dock (or a building's free colonists
  to settle) sent to their owner's best region first. A scoring some turns away
  is uncertain (more units will land, Soldiers fight), so its points blend the
  exact majority points with a proportional share of the region's 8 points
  (the blend moves toward the share the further the scoring is);
- **goods and ships**: the turn 8 economy VP is at least today's income; each
  dollar of income is also money on every turn still to come; goods not yet in a
  paying set count for the expected gain of one more random good (from the
  public mix of face-down goods) while turns remain;
- **money** is worth ``MONEY_VALUE`` VP a dollar up to what the turns left can
  spend on capital buildings (about one a turn at the Age's price), nearly
  nothing beyond that and after turn 8's Capital Buildings box;
- **buildings**: printed VP and end formulas as they stand now, plus what their
  every-turn benefits will still bring (units, dollars, goods) on the turns left;
- **units**: units in hand (this turn's placements, or next turn's), and units
  already placed in event boxes not resolved yet, valued by what the box gives:
  Initiative dollars, the best trade good shown (picked in slot order), the
  merchant ship for the leader in Merchant Shipping (in full once no other seat
  can pass it with the units it still holds), the best building affordable in the
  Capital Buildings box, a specialist, an expedition in the Discovery box (its
  chance against the counters of the undiscovered regions: a counter returned
  face up is known, a face-down one is valued over the public mix of unused
  counters, never its hidden identity).

Only what every player sees is read: the generator, and the order of the
face-down piles, never. The weights are a judgement tuned by play (docs/ai.md);
the game's score is only read from ``rules.aoe3.scoring``.
"""

from __future__ import annotations

from rules.aoe3.buildings import EACH_TURN, END_VP, expedition_bonus
from rules.aoe3.data import (
    BUILDINGS,
    CAPTAIN,
    CARDS,
    COLONY_FIRST,
    COLONY_MIN_UNITS,
    COLONY_SECOND,
    COLONY_TIE_FIRST,
    COUNTERS,
    GOODS,
    MERCHANT,
    MISSIONARY,
    PRICES,
    REGIONS,
    SCORING_TURNS,
    SOLDIER,
    SPECIALIST_BOXES,
    TRAINING_COST,
    TURNS,
    UNITS,
    age_of,
)
from rules.aoe3.income import income
from rules.aoe3.scoring import building_vp, discovery_vp
from rules.aoe3.state import AoeState

__all__ = ["estimate"]

#: VP a dollar is worth while capital buildings can still be bought ($20 buys about 6-8 VP in Age III).
MONEY_VALUE = 0.3
#: VP a dollar is worth once nothing can be bought any more (only the tie-break: most money).
MONEY_END = 0.01
#: Capital buildings a seat can count on buying a turn (the money beyond them has nothing to buy).
BUY_PER_TURN = 1.0
#: VP of one unit to place (a colonist); specialists add their extra below.
UNIT_VALUE = 1.0
#: Extra VP of a specialist over a colonist, by unit index (captain, merchant, missionary, soldier).
SPECIALIST_EXTRA = (0.0, 0.4, 0.4, 0.7, 0.3)
#: Share of the region's points a far scoring is worth by presence alone, per turn before it.
SOFT_PER_TURN = 0.25
#: At most this share of a scoring is the proportional guess (the rest is the present majority).
SOFT_MAX = 0.35
#: Chance that the leader in Merchant Shipping keeps the ship while another seat could still pass it.
SHIP_LEAD_CHANCE = 0.1
#: Income-equivalent of a merchant ship beyond what it adds to today's sets (a wild good for later goods).
SHIP_BASE = 1.0
#: Weight of the expected gain of one more good, while goods can still come.
GOOD_POTENTIAL = 1.0
#: Value of an expedition left waiting in the Discovery box to a later turn, against one launched this turn.
DISCOVERY_WAIT = 0.7
#: Value of a unit kept in the Discovery box for a later expedition (an expedition that fails loses its units).
DISCOVERY_KEEP = 0.4
#: Value of one extra capital-building privilege per turn left (dock space, expedition bonus, free war).
PRIVILEGE_PER_TURN = 0.3

_STAGES = (
    "place",
    "initiative",
    "dock",
    "trade_goods",
    "merchant_shipping",
    "capital_buildings",
    "discovery",
    "specialists",
    "training",
    "warfare",
    "cleanup",
    "income",
    "benefits",
    "scoring",
    "refresh",
    "over",
)
_STAGE = {name: i for i, name in enumerate(_STAGES)}
_TRAINING_BOX = SPECIALIST_BOXES.index("training")
_NGOODS = len(GOODS)
_GOOD_INDEX = {g: k for k, g in enumerate(GOODS)}
_GOOD_OF = tuple(_GOOD_INDEX[r.good] for r in REGIONS)  # the printed good of each region
_FIRST_SHARE = COLONY_FIRST + COLONY_SECOND


def _unit_value(u: int) -> float:
    return UNIT_VALUE + SPECIALIST_EXTRA[u]


_UNIT_VALUES = tuple(_unit_value(u) for u in range(5))
_BEST_SPECIALIST = max(_UNIT_VALUES[1:])


def _seat_points(counts: list[int], p: int) -> int:
    """The colony points seat ``p`` would score with these unit counts (the rulebook's 6/2 and ties)."""
    c = counts[p]
    if c < COLONY_MIN_UNITS:  # only players with 3 or more units score, first or second
        return 0
    top = max(counts)
    if top < 3:
        return 0
    if c == top:
        n = counts.count(top)
        return COLONY_FIRST if n == 1 else COLONY_TIE_FIRST if n == 2 else 0
    if counts.count(top) > 1:
        return 0
    second = max(x for x in counts if x < top)
    if c == second and counts.count(second) == 1:
        return COLONY_SECOND
    return 0


def _region_value(counts: list[int], p: int, exact_w: float, soft_w: float) -> float:
    """Seat ``p``'s VP from one region over the scorings left: exact majority and proportional share, blended."""
    c = counts[p]
    if c == 0:
        return 0.0
    value = exact_w * _seat_points(counts, p) if exact_w else 0.0
    if soft_w:
        sq = 0
        top = 0
        present = 0
        for x in counts:
            if x:
                sq += x * x
                present += 1
                if x > top:
                    top = x
        pool = _FIRST_SHARE if present > 1 else COLONY_FIRST
        value += soft_w * pool * (c * c / sq) * min(1.0, top / 3.0)
    return value


# -- goods ---------------------------------------------------------------------------

_goods_memo: dict[tuple, tuple[int, float]] = {}


def _goods_income(goods: tuple[int, ...], ships: int, pool: tuple[int, ...]) -> tuple[int, float]:
    """(today's income, expected income gain of one more good drawn from the public mix ``pool``)."""
    key = (goods, ships, pool)
    found = _goods_memo.get(key)
    if found is not None:
        return found
    now = income(goods, ships)
    total = sum(pool)
    gain = 0.0
    if total:
        for k in range(_NGOODS):
            n = pool[k]
            if n:
                more = (*goods[:k], goods[k] + 1, *goods[k + 1 :])
                gain += n * (income(more, ships) - now)
        gain /= total
    if len(_goods_memo) > 200_000:
        _goods_memo.clear()
    found = (now, gain)
    _goods_memo[key] = found
    return found


# -- discoveries ---------------------------------------------------------------------

_disc_memo: dict[tuple, tuple[tuple[float, float, float, float], ...]] = {}


def _chance_table(ids: tuple[str, ...], table: dict) -> tuple[tuple[float, float, float, float], ...]:
    """Per expedition value 0..12: (chance of success, expected VP, dollars, loot per Soldier) over ``ids``."""
    key = (id(table), ids)
    found = _disc_memo.get(key)
    if found is not None:
        return found
    n = len(ids)
    rows = []
    for v in range(13):
        ok = [table[c] for c in ids if table[c].natives <= v]
        if not n or not ok:
            rows.append((0.0, 0.0, 0.0, 0.0))
            continue
        rows.append(
            (
                len(ok) / n,
                sum(d.vp for d in ok) / n,
                sum(d.dollars for d in ok) / n,
                sum(d.loot for d in ok) / n,
            )
        )
    found = tuple(rows)
    if len(_disc_memo) > 5000:
        _disc_memo.clear()
    _disc_memo[key] = found
    return found


def _expedition_value(s: AoeState, value: int, soldiers: int, money_value: float, colonist: float) -> float:
    """Expected VP of an expedition of this value at its best target (public counters only)."""
    if value <= 0:
        return 0.0
    v = min(value, 12)
    best = 0.0
    any_region = False
    pool_row = None
    for r, found in enumerate(s.discovered):
        if found:
            continue
        any_region = True
        known = s.known[r]
        if known is not None:
            c = COUNTERS[known]
            if c.natives <= value:
                gain = c.vp + (c.dollars + c.loot * soldiers) * money_value + colonist
                if gain > best:
                    best = gain
        else:
            if pool_row is None:
                pool_row = _chance_table(s.counter_pool, COUNTERS)[v]
            chance, vp, dollars, loot = pool_row
            gain = vp + (dollars + loot * soldiers) * money_value + chance * colonist
            if gain > best:
                best = gain
    if not any_region and s.deck:
        chance, vp, dollars, loot = _chance_table(s.deck, CARDS)[v]
        best = vp + (dollars + loot * soldiers) * money_value
    return best


# -- the estimate --------------------------------------------------------------------


def _pending_from(s: AoeState, stage: int, box_stage: str, kind: str) -> int | None:
    """The first slot of a slot box still to resolve: all of it before its stage, from the cursor during it."""
    here = _STAGE[box_stage]
    if stage < here:
        return 0
    if stage > here:
        return None
    p = s.pending
    if p is not None and p[0] == kind:
        return p[2]
    return s.cursor


def _final(ruleset: object, s: AoeState) -> list[float]:
    return [float(sheet.total) for sheet in ruleset.scores(s)]  # type: ignore[attr-defined]


def estimate(ruleset: object, s: AoeState) -> list[float]:
    """Estimated final VP per seat (see the module docstring for what counts)."""
    if s.pending is None:
        return _final(ruleset, s)
    n = s.players
    turn = s.turn
    stage = _STAGE.get(s.stage, 0)
    last = turn >= TURNS
    price = PRICES[age_of(turn)]
    # Money buys capital buildings: about BUY_PER_TURN of them on each turn with a Capital Buildings box
    # still ahead; dollars beyond that (and all of them after turn 8's box) are only the tie-break.
    first_buy = turn if stage <= _STAGE["capital_buildings"] else turn + 1
    cap = sum(BUY_PER_TURN * PRICES[age_of(t)] for t in range(first_buy, TURNS + 1))

    def money_vp(m: float) -> float:
        return MONEY_VALUE * min(m, cap) + MONEY_END * max(0.0, m - cap)

    mv = [MONEY_VALUE if m < cap else MONEY_END for m in s.money]  # VP of one more dollar, per seat
    # Income and every-turn benefits of turn t are spent from turn t+1: how many such turns are left.
    paydays = max(0, TURNS - turn - (1 if stage > _STAGE["income"] else 0))
    benefit_turns = max(0, TURNS - turn - (1 if stage > _STAGE["benefits"] else 0))
    income_weight = 1.0 + MONEY_VALUE * paydays  # a dollar of income: turn 8 VP and money on each payday
    goods_left = TURNS - turn + (1 if stage <= _STAGE["trade_goods"] else 0)
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
    counts = [[sum(per_type) for per_type in colony] for colony in s.colonies]
    claimable = [g is not None for g in s.region_good]
    discovered = [r for r, d in enumerate(s.discovered) if d]
    arrivals: list[tuple[int, int]] = []  # (seat, units arriving together)
    if stage <= _STAGE["dock"]:
        for e in s.dock:
            if e is not None:
                arrivals.append((e[0], 2 if e[1] == MISSIONARY else 1))
                if e[1] == MERCHANT:
                    out[e[0]] += 5 * mv[e[0]]
    pend = s.pending
    if pend[0] == "settle":
        arrivals.append((pend[1], int(pend[3])))
    pool = s.goods_pool

    def goods_vp(goods: tuple[int, ...], ships: int) -> float:
        """Turn 8 VP and money of today's income, and the expected gain of the goods still to come."""
        now, gain = _goods_income(goods, ships, pool)
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

    good_value = [income_weight * (_goods_income(held[p], s.ships[p], pool)[1] + 0.5 * potential) for p in range(n)]
    if exact_w or soft_w:
        for seat, k in arrivals:
            best_r, best_gain = -1, -1.0
            for r in discovered:
                cr = counts[r]
                before = _region_value(cr, seat, exact_w, soft_w)
                cr[seat] += k
                gain = _region_value(cr, seat, exact_w, soft_w) - before
                if claimable[r] and cr[seat] >= 3:
                    gain += take_gain(seat, _GOOD_OF[r])
                cr[seat] -= k
                if gain > best_gain:
                    best_r, best_gain = r, gain
            if best_r >= 0:
                counts[best_r][seat] += k
                if claimable[best_r] and counts[best_r][seat] >= 3:
                    claimable[best_r] = False
                    take(seat, _GOOD_OF[best_r])
        for cr in counts:
            if any(cr):
                for p in range(n):
                    if cr[p]:
                        out[p] += _region_value(cr, p, exact_w, soft_w)

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
            out[p] += _stream_value(s, p, b, benefit_turns, good_value[p])

    # Units in hand: placed this turn, or received for next turn.
    if hand_live:
        for p in range(n):
            h = s.hand[p]
            out[p] += sum(h[u] * _UNIT_VALUES[u] for u in range(5))

    # Event boxes not resolved yet.
    if placing:  # Initiative pays its slot number as soon as placement ends
        for i, e in enumerate(s.initiative):
            if e is not None:
                out[e[0]] += (i + 1) * mv[e[0]]
    first = _pending_from(s, stage, "trade_goods", "good")
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
    if s.ship_in_box and stage <= _STAGE["merchant_shipping"] and s.shipping:
        leader, chance = _shipping_leader(s, placing)
        if leader is not None:
            out[leader] += chance * ship_value(leader)
    first = _pending_from(s, stage, "capital_buildings", "buy")
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
                v = _building_value(s, p, b, benefit_turns, good_value[p], mv[p]) - cost
                if v > best_v:
                    best_i, best_v = i, v
            if best_i >= 0:
                out[p] += best_v
                spent[p] += price
                shown.pop(best_i)
    if stage <= _STAGE["specialists"] and not last:
        for k, e in enumerate(s.specialists):
            if e is not None and k != _TRAINING_BOX:
                out[e[0]] += _UNIT_VALUES[k + 1]
    if stage <= _STAGE["training"] and not last:
        e = s.specialists[_TRAINING_BOX]
        if e is not None and s.money[e[0]] >= TRAINING_COST:
            out[e[0]] += max(0.0, _BEST_SPECIALIST - TRAINING_COST * MONEY_VALUE)

    # The Discovery box: an expedition this turn, or units waiting for a later one. Units not committed to an
    # expedition are worth at least what they keep for a later, larger one (``DISCOVERY_KEEP`` each), so an
    # expedition that cannot succeed (it loses its units either way) is worse than keeping them.
    if s.discovery:
        colonist = UNIT_VALUE
        this_turn = stage <= _STAGE["discovery"]
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
                    out[p] += _expedition_value(s, value, sel[SOLDIER], mv[p], colonist)
                    out[p] += keep * (total - sum(sel))
                    continue
                value = total + every[CAPTAIN] + bonus
                exp = _expedition_value(s, value, every[SOLDIER], mv[p], colonist) * (
                    1.0 if this_turn else DISCOVERY_WAIT
                )
                if pend[0] == "expedition" and pend[1] == p and sum(pend[2]):
                    # Units chosen: it must launch, with all of them or with these and keep the rest.
                    sel = pend[2]
                    chosen = _expedition_value(s, sum(sel) + sel[CAPTAIN] + bonus, sel[SOLDIER], mv[p], colonist)
                    out[p] += max(exp, chosen + keep * (total - sum(sel)))
                else:
                    out[p] += max(exp, keep * total)
    if pend[0] == "cartography":
        out[pend[1]] += _expedition_value(s, 99, 0, mv[pend[1]], UNIT_VALUE)
    return out


def _shipping_leader(s: AoeState, placing: bool) -> tuple[int | None, float]:
    """The seat Merchant Shipping would give the ship to now, and its chance to keep the lead.

    Once placement is over the lead is final; during placement it is safe only if no
    other seat could pass it with all the units it still holds (a Captain or Merchant
    counting 2), else it is worth ``SHIP_LEAD_CHANCE``.
    """
    value = [0] * s.players
    for seat, unit in s.shipping:
        value[seat] += 2 if unit in (CAPTAIN, MERCHANT) else 1
    best = max(value)
    if best == 0:
        return None, 0.0
    leader = next(seat for seat in s.order if value[seat] == best)
    if not placing:
        return leader, 1.0
    rank = s.order.index(leader)
    for q in range(s.players):
        if q != leader:
            h = s.hand[q]
            reach = value[q] + sum(h) + h[CAPTAIN] + h[MERCHANT]
            if reach > best or (reach == best and s.order.index(q) < rank):
                return leader, SHIP_LEAD_CHANCE
    return leader, 1.0


def _stream_value(s: AoeState, p: int, bid: str, turns: int, good_value: float) -> float:
    """VP still to come from a building's every-turn benefit or standing privilege (its printed VP are banked)."""
    if bid not in EACH_TURN:
        kind = BUILDINGS[bid].effect["kind"]
        if kind in ("dock_space", "expedition_bonus", "free_war"):
            return PRIVILEGE_PER_TURN * turns
        return 0.0
    if turns <= 0:
        return 0.0
    e = BUILDINGS[bid].effect
    kind = e["kind"]
    if kind == "each_turn_unit":
        return turns * int(e["count"]) * _UNIT_VALUES[_unit_index(e["unit"])]
    if kind == "each_turn_money":
        return turns * int(e["amount"]) * MONEY_VALUE
    if kind == "each_turn_money_per_ship":
        return turns * int(e["amount"]) * s.ships[p] * MONEY_VALUE
    if kind == "each_turn_money_per_good":
        return turns * int(e["amount"]) * s.goods[p][GOODS.index(e["good"])] * MONEY_VALUE
    if kind == "each_turn_good":
        return turns * good_value
    if kind == "each_turn_discovery_soldier":
        return turns * _UNIT_VALUES[SOLDIER]
    return turns * PRIVILEGE_PER_TURN  # moving a unit between colonies


def _unit_index(name: str) -> int:
    return UNITS.index(name)


def _building_value(s: AoeState, p: int, bid: str, turns: int, good_value: float, money_value: float) -> float:
    """VP of buying ``bid`` now: printed VP, its end formula after the purchase, benefits to come, immediate effect."""
    b = BUILDINGS[bid]
    e = b.effect
    kind = e["kind"]
    value = float(b.vp)
    if bid in END_VP:
        if kind == "end_vp_per_building":
            value += int(e["vp"]) * (len(s.owned[p]) + 1)
        elif kind == "end_vp_per_money":
            value += int(e["vp"]) * max(0, s.money[p] - PRICES[age_of(s.turn)]) // int(e["per"])
        else:
            value += END_VP[bid](s, p)
    elif kind == "immediate_colonists":
        value += int(e["count"]) * UNIT_VALUE
    elif kind == "immediate_units":
        if s.turn < TURNS:
            value += int(e["count"]) * _UNIT_VALUES[_unit_index(e["unit"])]
    elif kind == "immediate_money":
        value += int(e["amount"]) * money_value
    elif kind == "immediate_discover" and not all(s.discovered):
        value += _expedition_value(s, 99, 0, money_value, UNIT_VALUE)
    # Owned Royal Palaces count this building too.
    for o in s.owned[p]:
        if BUILDINGS[o].effect["kind"] == "end_vp_per_building":
            value += int(BUILDINGS[o].effect["vp"])
    return value + _stream_value(s, p, bid, turns, good_value)


# -- moves no player makes -----------------------------------------------------------------------


def _hopeless_targets(s: AoeState, value: int) -> tuple[list[str], bool]:
    """(the targets where an expedition of this value cannot beat the natives, whether it can anywhere).

    Public counters only: a region's known counter, else any counter still in the pool; once every region
    is found, any discovery card left.
    """
    regions = [r for r, found in enumerate(s.discovered) if not found]
    if not regions:
        possible = any(CARDS[c].natives <= value for c in s.deck)
        return ([] if possible else ["deck"]), possible
    pool_low = min((COUNTERS[c].natives for c in s.counter_pool), default=99)
    hopeless = []
    for r in regions:
        known = s.known[r]
        if (COUNTERS[known].natives if known is not None else pool_low) > value:
            hopeless.append(REGIONS[r].id)
    return hopeless, len(hopeless) < len(regions)


def _can_succeed(s: AoeState, value: int) -> bool:
    return _hopeless_targets(s, value)[1]


def pointless(ruleset: object, s: AoeState, legal: list) -> set:
    """An expedition that cannot succeed: it loses its units whatever region it goes to (or goes where it
    cannot when another region is open to it).

    Choosing the first unit is pointless when all the seat's units in the Discovery box together could not
    succeed (keeping them is better); launching is pointless while the units chosen could not succeed and
    more are left to add.
    """
    pend = s.pending
    if pend is not None and pend[0] == "explore":  # the region: none where it is sure to fail, if it can succeed
        sel = pend[2]
        hopeless, possible = _hopeless_targets(s, sum(sel) + sel[CAPTAIN] + expedition_bonus(s, pend[1]))
        return {a for a in legal if a.get("region") in hopeless} if possible else set()
    if pend is None or pend[0] != "expedition":
        return set()
    seat, sel = pend[1], pend[2]
    every = [0] * len(UNITS)
    for p, u in s.discovery:
        if p == seat:
            every[u] += 1
    bonus = expedition_bonus(s, seat)
    if not _can_succeed(s, sum(every) + every[CAPTAIN] + bonus):
        return {a for a in legal if a.kind == "send"} if not sum(sel) else set()
    if sum(sel) and not _can_succeed(s, sum(sel) + sel[CAPTAIN] + bonus):
        return {a for a in legal if a.kind == "launch"}
    return set()
