"""Capital buildings: every building of the data has a rule; the effects of each kind."""

from rules.aoe3.buildings import EACH_TURN, END_VP, ON_PURCHASE, PASSIVE
from rules.aoe3.data import BUILDINGS, BUILDINGS_BY_AGE, GOODS, REGION_IDS
from rules.core import Action
from tests.rules.aoe3.helpers import RS, act, game, kinds, resolve_from, with_colony

CARIB = REGION_IDS.index("caribbean")
PERU = REGION_IDS.index("peru")


def test_every_capital_building_has_a_rule_keyed_by_its_id():
    tables = (EACH_TURN, ON_PURCHASE, END_VP, PASSIVE)
    for bid in BUILDINGS:
        assert sum(bid in t for t in tables) == 1, bid
    assert [len(a) for a in BUILDINGS_BY_AGE] == [12, 12, 10]


def test_building_prices_follow_the_age():
    for turn, price in ((1, 10), (4, 14), (7, 20)):
        s = game(2, turn=turn, money=(price, 0), building_display=("treasury",))
        s.building_box = ((0, 0), None, None, None, None)
        s = act(resolve_from(s, "capital_buildings"), "0 buy building=treasury")
        assert s.owned[0] == ("treasury",)
        assert s.money[0] == 5  # paid the price, then the Treasury's $5 in phase D


def test_monastery_gives_a_missionary_every_turn():
    s = game(2, owned=(("monastery",), ()))
    s = resolve_from(s, "cleanup")
    assert s.hand[0] == (5, 0, 0, 1, 0)
    assert s.hand[1] == (5, 0, 0, 0, 0)


def test_benefits_are_taken_in_turn_order():
    s = game(2, order=(1, 0), owned=(("treasury",), ("bank",)))
    s = resolve_from(s, "cleanup")
    benefits = [e.seat for e in s.events if e.kind == "benefit"]
    assert benefits == [1, 0]


def test_west_indies_company_brings_a_random_trade_good_drawn_when_it_arrives():
    s = game(2, owned=(("west_indies_company",), ()))
    before = sum(s.goods[0])
    after = resolve_from(s, "cleanup")
    assert sum(after.goods[0]) == before + 1
    # Drawn from the face-down pile when it arrives: another future (generator) brings other goods.
    drawn = set()
    for seed in range(12):
        t = resolve_from(RS.determinize(s, seed), "cleanup")
        drawn.add(t.goods[0])
    assert len(drawn) > 1


def test_rum_factory_pays_per_sugar():
    sugar = tuple(2 if g == "sugar" else 0 for g in GOODS)
    s = game(2, owned=(("rum_factory",), ()), goods=(sugar, (0,) * 11), money=(0, 0))
    s = resolve_from(s, "cleanup")
    assert s.money[0] == 6


def test_new_world_cartography_discovers_a_region_without_an_expedition():
    s = game(2, money=(10, 0), building_display=("new_world_cartography",), counter_pool=("c05",))
    s.building_box = ((0, 0), None, None, None, None)
    s = act(resolve_from(s, "capital_buildings"), "0 buy building=new_world_cartography")
    assert s.pending[0] == "cartography"
    assert "already discovered" in RS.explain(s, Action.parse("0 discover region=caribbean"))
    s = act(s, "0 discover region=peru")
    assert s.discovered[PERU] and s.counters_won[0] == ("c05",)
    assert s.colonies[PERU][0] == (1, 0, 0, 0, 0)


def test_colonial_charter_places_two_free_colonists():
    s = game(2, turn=4, money=(14, 0), building_display=("colonial_charter",))
    s.building_box = ((0, 0), None, None, None, None)
    s = act(resolve_from(s, "capital_buildings"), "0 buy building=colonial_charter")
    s = act(s, "0 settle region=caribbean")
    assert s.colonies[CARIB][0] == (2, 0, 0, 0, 0)


def test_colonial_roads_moves_one_unit_between_colonies():
    s = game(2, discovered=(True,) * 9, owned=(("colonial_roads",), ()))
    s = with_colony(s, "caribbean", 0, colonist=1, soldier=1)
    s = resolve_from(s, "cleanup")
    assert s.pending[0] == "roads_from"
    s = act(s, "0 move_from region=caribbean unit=soldier")
    assert "different colony" in RS.explain(s, Action.parse("0 move_to region=caribbean"))
    s = act(s, "0 move_to region=peru")
    assert s.colonies[CARIB][0] == (1, 0, 0, 0, 0)
    assert s.colonies[PERU][0] == (0, 0, 0, 0, 1)


def test_harbour_master_opens_dock_space_x():
    s = game(2, owned=(("harbour_master_x",), ()))
    s.dock = ((1, 0), (1, 0), (1, 0), *s.dock[3:])  # the three usable numbered spaces are taken
    seat = 0
    while s.pending[1] != seat:
        s = act(s, f"{s.pending[1]} place box=discovery slot={len(s.discovery) + 1} unit=colonist")
    assert "X" in {a.get("slot") for a in RS.legal_actions(s) if a.get("box") == "dock"}


def test_military_academy_makes_war_free():
    s = game(2, money=(0, 0), owned=(("military_academy",), ()))
    s = with_colony(s, "caribbean", 0, soldier=1)
    s = with_colony(s, "caribbean", 1, colonist=1)
    s.warfare = ((0, 0), None, None)
    s = resolve_from(s, "warfare")
    assert "war" in kinds(s)


def test_navy_scores_four_vp_per_merchant_ship():
    s = game(2, owned=(("navy",), ()), ships=(3, 0))
    sheet = {i.category: i.points for i in RS.scores(s)[0].items}
    assert sheet["Capital buildings"] == 12


def test_colonial_charter_settles_only_a_discovered_region_and_says_so():
    s = game(2, turn=4, money=(14, 0), building_display=("colonial_charter",))
    s.building_box = ((0, 0), None, None, None, None)
    s = act(resolve_from(s, "capital_buildings"), "0 buy building=colonial_charter")
    reason = RS.explain(s, Action.parse("0 settle region=peru"))
    assert "Colonial Charter" in reason and "discovered" in reason
    assert "dock" not in reason


def test_colonial_roads_prompt_names_the_rule_that_lets_a_unit_move():
    s = game(2, discovered=(True,) * 9, owned=(("colonial_roads",), ()))
    s = with_colony(s, "caribbean", 0, colonist=1)
    s = resolve_from(s, "cleanup")
    for step in ("0 move_from region=caribbean unit=colonist", None):
        rule = RS.prompt(s).rule
        assert rule.startswith("D. Capital Building benefits")
        assert "can't move" in rule and "unless a Capital Building allows it" in rule
        if step:
            s = act(s, step)
