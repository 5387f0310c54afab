"""Trade goods and merchant ships: income now, the expected gain of one more good, the Merchant Shipping lead."""

from __future__ import annotations

from rules.aoe3.data import CAPTAIN, GOODS, MERCHANT
from rules.aoe3.income import income
from rules.aoe3.state import AoeState

from .weights import SET_LOOKAHEAD, SHIP_LEAD_CHANCE

NGOODS = len(GOODS)

_goods_memo: dict[tuple, tuple[int, float]] = {}


def goods_income(goods: tuple[int, ...], ships: int, pool: tuple[int, ...]) -> tuple[int, float]:
    """(today's income, expected income gain a good of the goods still to come brings, from the public mix
    ``pool``).

    The gain of one more good alone is nothing for a seat with fewer than two goods (no set of three yet), so
    the first good of a set looked worthless: half the gain of two more (drawn from the mix, without
    replacement) counts where it is higher, by ``SET_LOOKAHEAD``.
    """
    key = (goods, ships, pool)
    found = _goods_memo.get(key)
    if found is not None:
        return found
    now = income(goods, ships)
    total = sum(pool)
    one = two = 0.0
    if total:
        for k in range(NGOODS):
            n = pool[k]
            if not n:
                continue
            more = (*goods[:k], goods[k] + 1, *goods[k + 1 :])
            one += n * (income(more, ships) - now)
            if total > 1:
                for j in range(k, NGOODS):
                    m = pool[j] - (j == k)
                    if m > 0:
                        both = (*more[:j], more[j] + 1, *more[j + 1 :])
                        ways = n * m * (1 if j == k else 2)
                        two += ways * (income(both, ships) - now)
        one /= total
        if total > 1:
            two /= total * (total - 1)
    if len(_goods_memo) > 200_000:
        _goods_memo.clear()
    found = (now, one + SET_LOOKAHEAD * max(0.0, two / 2 - one))
    _goods_memo[key] = found
    return found


def shipping_leader(s: AoeState, placing: bool) -> tuple[int | None, float]:
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
