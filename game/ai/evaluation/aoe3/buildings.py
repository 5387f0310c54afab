"""Capital buildings: what owning one still brings over the turns left, and what buying one is worth now."""

from __future__ import annotations

from rules.aoe3.buildings import EACH_TURN, END_VP
from rules.aoe3.data import BUILDINGS, GOODS, PRICES, SOLDIER, TURNS, age_of
from rules.aoe3.state import AoeState

from .common import UNIT_VALUES, unit_index
from .exploration import expedition_value
from .weights import MONEY_VALUE, PRIVILEGE_PER_TURN, UNIT_VALUE


def stream_value(s: AoeState, p: int, bid: str, turns: int, good_value: float) -> float:
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
        return turns * int(e["count"]) * UNIT_VALUES[unit_index(e["unit"])]
    if kind == "each_turn_money":
        return turns * int(e["amount"]) * MONEY_VALUE
    if kind == "each_turn_money_per_ship":
        return turns * int(e["amount"]) * s.ships[p] * MONEY_VALUE
    if kind == "each_turn_money_per_good":
        return turns * int(e["amount"]) * s.goods[p][GOODS.index(e["good"])] * MONEY_VALUE
    if kind == "each_turn_good":
        return turns * good_value
    if kind == "each_turn_discovery_soldier":
        return turns * UNIT_VALUES[SOLDIER]
    return turns * PRIVILEGE_PER_TURN  # moving a unit between colonies


def building_value(s: AoeState, p: int, bid: str, turns: int, good_value: float, money_value: float) -> float:
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
            value += int(e["count"]) * UNIT_VALUES[unit_index(e["unit"])]
    elif kind == "immediate_money":
        value += int(e["amount"]) * money_value
    elif kind == "immediate_discover" and not all(s.discovered):
        value += expedition_value(s, 99, 0, money_value, UNIT_VALUE)
    # Owned Royal Palaces count this building too.
    for o in s.owned[p]:
        if BUILDINGS[o].effect["kind"] == "end_vp_per_building":
            value += int(BUILDINGS[o].effect["vp"])
    return value + stream_value(s, p, bid, turns, good_value)
