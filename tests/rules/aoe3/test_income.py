"""Phase C income: sets of 3 or 4 goods, Merchant Ships wild (one per set), best grouping."""

from rules.aoe3.data import GOODS
from rules.aoe3.income import income


def goods(**counts):
    return tuple(counts.get(g, 0) for g in GOODS)


def test_any_three_goods_pay_one_dollar():
    assert income(goods(sugar=1, fur=1, gold=1), 0) == 1


def test_three_of_a_kind_pays_three_dollars():
    assert income(goods(sugar=3), 0) == 3


def test_four_of_a_kind_pays_six_dollars():
    assert income(goods(sugar=4), 0) == 6


def test_a_mixed_set_of_four_pays_nothing_more_than_its_three():
    assert income(goods(sugar=3, fur=1), 0) == 3
    assert income(goods(sugar=2, fur=1, gold=1), 0) == 1


def test_fewer_than_three_goods_pay_nothing():
    assert income(goods(sugar=2), 0) == 0


def test_a_merchant_ship_is_wild():
    assert income(goods(sugar=2), 1) == 3
    assert income(goods(sugar=3), 1) == 6
    assert income(goods(sugar=1, fur=1), 1) == 1


def test_only_one_ship_per_set():
    assert income(goods(sugar=1), 2) == 0
    assert income(goods(), 3) == 0
    assert income(goods(sugar=2, fur=2), 2) == 6  # two sets, a ship in each


def test_the_best_grouping_is_chosen():
    # Three sugar + three fur: two sets of three of a kind ($6) beat mixed groupings.
    assert income(goods(sugar=3, fur=3), 0) == 6
    # Four sugar and two fur with a ship: sugar x4 ($6) and fur x2 + ship ($3).
    assert income(goods(sugar=4, fur=2), 1) == 9
    # Six different goods: two mixed sets of three.
    assert income(goods(sugar=1, fur=1, gold=1, silver=1, fish=1, rice=1), 0) == 2
    # Five sugar: four of a kind beats three of a kind plus leftovers.
    assert income(goods(sugar=5), 0) == 6


def _set_value(tiles):
    """The income table for one set of 3 or 4 tiles ("S" is a ship; at most one per set)."""
    ships = tiles.count("S")
    if ships > 1:
        return 0
    kinds = [t for t in tiles if t != "S"]
    same = len(set(kinds)) == 1
    if len(tiles) == 4:
        return 6 if same else 0
    return 3 if same else 1


def _brute(tiles):
    """Every partition of the tiles into sets of 3 or 4 (or unused), the best total."""
    from itertools import combinations

    if len(tiles) < 3:
        return 0
    first, rest = tiles[0], tiles[1:]
    best = _brute(rest)
    for size in (2, 3):
        for idx in combinations(range(len(rest)), size):
            chosen = [first] + [rest[i] for i in idx]
            left = [t for i, t in enumerate(rest) if i not in idx]
            best = max(best, _set_value(chosen) + _brute(left))
    return best


def test_the_best_grouping_matches_every_possible_grouping_on_small_hands():
    import random

    rnd = random.Random(3)
    for _ in range(120):
        n = rnd.randint(3, 7)
        tiles = [rnd.choice(["sugar", "fur", "gold", "S"]) for _ in range(n)]
        counts = goods(**{g: tiles.count(g) for g in ("sugar", "fur", "gold")})
        assert income(counts, tiles.count("S")) == _brute(tiles), tiles
