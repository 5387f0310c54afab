"""Setup, shares, action selection, income, expenses, reduction, goods growth, game length, scoring."""

import pytest

from rules.core import Action, Rng
from rules.seats import seat_colour
from rules.steam import STEAM
from rules.steam import constants as K
from rules.steam.phases import CollectIncome, GoodsGrowth, PayExpenses, ReduceIncome, SelectActions
from rules.steam.track import network

from .helpers import RB, game, network_state


def test_setup_fills_the_display_and_the_cities_from_the_bag():
    s = game(4)
    on_display = sum(1 for col in s.display.values() for c in col if c is not None)
    on_map = sum(len(g) for g in s.goods.values())
    assert on_display == 52 and on_map == 26 and sum(s.bag) == 96 - 52 - 26 == 18
    assert len(s.goods[RB.board.cities["pittsburgh"].hex]) == 3
    assert len(s.goods[RB.board.cities["wheeling"].hex]) == 3


def test_players_start_with_10_dollars_2_shares_engine_1_income_0():
    s = game(5)
    assert s.cash == (10,) * 5 and s.shares == (2,) * 5 and s.engine == (1,) * 5 and s.income == (0,) * 5


def test_the_first_turn_order_is_random():
    orders = {game(4, seed).order for seed in range(8)}
    assert len(orders) > 1


@pytest.mark.parametrize(("players", "rounds"), [(3, 10), (4, 8), (5, 7), (6, 6)])
def test_game_length_by_player_count(players, rounds):
    s = game(players)
    assert STEAM.map_of(s).rounds(s) == rounds


def test_shares_give_5_dollars_each_up_to_15_issued():
    s = game(4)
    seat = STEAM.to_move(s)
    assert max(a["n"] for a in STEAM.legal_actions(s)) == 13  # 2 already issued
    after = STEAM.apply(s, Action.make("issue", seat, n=3))
    assert after.cash[seat] == 25 and after.shares[seat] == 5
    assert "at most 13 more" in STEAM.explain(s, Action.make("issue", seat, n=14))


def selecting(players=4):
    s = game(players).copy()
    s.order = tuple(range(players))
    SelectActions().enter(STEAM.map_of(s), s)
    s.phase = "select"
    return s


def test_each_action_goes_to_one_player_in_turn_order():
    s = selecting()
    s = STEAM.apply(s, Action.make("select", 0, action="engineer"))
    assert "already taken by Red" in STEAM.explain(s, Action.make("select", 1, action="engineer"))
    assert {a["action"] for a in STEAM.legal_actions(s)} == set(K.ACTIONS) - {"engineer"}


def test_locomotive_raises_the_engine_at_once():
    s = selecting()
    s = STEAM.apply(s, Action.make("select", 0, action="locomotive"))
    assert s.engine[0] == 2


def test_turn_order_gives_the_pass_in_the_next_auction():
    s = game(3)
    for _ in range(200):
        if s.phase == "select":
            break
        acts = STEAM.legal_actions(s)
        s = STEAM.apply(s, next((a for a in acts if a.kind in ("drop",) or a.get("n") == 0), acts[0]))
    first = STEAM.to_move(s)
    s = STEAM.apply(s, Action.make("select", first, action="turn_order"))
    while s.round == 1:
        acts = STEAM.legal_actions(s)
        s = STEAM.apply(s, next((a for a in acts if a.kind in ("done", "pass", "select")), acts[0]))
    assert s.turn_order_pass == first


def test_income_is_collected_then_expenses_of_1_per_share_and_engine_level():
    s = game(3).copy()
    s.income, s.cash, s.shares, s.engine = (5, 0, 0), (0, 3, 10), (2, 4, 6), (1, 2, 3)
    m = STEAM.map_of(s)
    CollectIncome().enter(m, s)
    assert s.cash == (5, 3, 10)
    PayExpenses().enter(m, s)
    assert s.cash == (2, 0, 1)  # seat 2 owed $6 with $3: short by 3 with income 0, so bankrupt
    assert s.out == (False, True, False)


def test_a_player_who_cannot_pay_loses_income_and_goes_bankrupt_below_zero():
    s = network_state().copy()
    s.income, s.cash, s.shares, s.engine = (2, 0, 0, 0), (1, 10, 10, 10), (2, 2, 2, 2), (1, 1, 1, 1)
    m = STEAM.map_of(s)
    PayExpenses().enter(m, s)
    assert s.cash[0] == 0 and s.income[0] == 0 and not s.out[0]  # short $2: income 2 -> 0
    s.cash = (0, 10, 10, 10)
    events = PayExpenses().enter(m, s)
    assert s.out[0] and any(e.kind == "bankrupt" for e in events)
    assert all(0 not in owners for _, _, owners in s.track.values())  # their track is unowned
    assert 0 not in s.order
    assert STEAM.bankrupt_seats(s) == [0]  # what the simulate table counts


def test_the_game_ends_when_only_one_player_is_left():
    s = game(3).copy()
    s.cash, s.income = (0, 0, 100), (0, 0, 5)
    PayExpenses().enter(STEAM.map_of(s), s)
    assert s.phase == "over" and s.out == (True, True, False)


@pytest.mark.parametrize(
    ("income", "cut"),
    [(0, 0), (10, 0), (11, 2), (20, 2), (21, 4), (30, 4), (31, 6), (40, 6), (41, 8), (49, 8), (50, 10), (70, 10)],
)
def test_income_reduction_brackets(income, cut):
    s = game(3).copy()
    s.income = (income, 0, 0)
    ReduceIncome().enter(STEAM.map_of(s), s)
    assert s.income[0] == income - cut


def growth_rolls(s):
    """The light and dark rolls the next goods growth of ``s`` will make (the same generator, unchanged)."""
    rolls = Rng(s.rng.state)
    light = [rolls.randint(1, 6) for _ in range(s.players)]
    return light, [rolls.randint(1, 6) for _ in range(s.players)]


def test_goods_growth_moves_a_cube_from_the_column_of_each_die_to_its_city():
    s = game(3).copy()
    s.taken = (None, None, None)
    m = STEAM.map_of(s)
    before = {h: len(g) for h, g in s.goods.items()}
    light, dark = growth_rolls(s)
    city_of = {c.column: c.hex for c in RB.board.cities.values()}
    expected = dict.fromkeys(city_of.values(), 0)
    for n in light:
        expected[city_of[f"L{n}"]] += 1  # 3 dice, 3 cubes in every column: no column runs dry
    for n in dark:
        expected[city_of[f"D{n}"]] += 1
    GoodsGrowth().enter(m, s)
    assert {h: len(s.goods[h]) - before[h] for h in expected} == expected
    assert sum(expected.values()) == 6


def test_new_city_columns_ride_on_the_same_dice_once_placed():
    s = game(3).copy()
    s.taken = (None, None, None)
    light, dark = growth_rolls(s)
    rolled = {"light": light, "dark": dark}
    riding = [x for x, (_, group, roll) in K.NEW_CITIES.items() if roll in rolled[group]]
    assert riding  # this seed rolls a number some New City column rides on
    letter = riding[0]
    _, group, roll = K.NEW_CITIES[letter]
    michigan = RB.board.towns["michigan_city"].hex
    s.new_city = {michigan: letter}
    m = STEAM.map_of(s)
    GoodsGrowth().enter(m, s)
    assert len(s.goods.get(michigan, ())) == min(rolled[group].count(roll), K.NEW_CITY_SQUARES)
    for other in riding[1:]:  # columns of New Cities not yet placed give nothing
        assert None not in s.display[other]


def test_production_draws_two_cubes_for_empty_squares_before_the_dice():
    s = game(3).copy()
    s.taken = ("production", None, None)
    display = dict(s.display)
    display["L1"] = (None, None, None)
    s.display = display
    s.phase = "growth"
    m = STEAM.map_of(s)
    GoodsGrowth().enter(m, s)
    assert len(s.drawn) == 2 and STEAM.to_move(s) == 0
    acts = STEAM.legal_actions(s)
    assert {(a["column"], a["square"]) for a in acts} == {("L1", 0), ("L1", 1), ("L1", 2)}
    cube = s.drawn[0]
    s = STEAM.apply(s, acts[0])
    assert s.display["L1"][0] == cube and len(s.drawn) == 1


def test_production_setting_only_columns_of_cities_on_the_map():
    """1.14: the sources differ on Production's squares; a setting narrows them to cities in play."""
    s = game(3, production="in_play").copy()
    s.taken = ("production", None, None)
    display = dict(s.display)
    display["L1"] = (None, None, None)  # Chicago, on the map
    display["A"] = (None, None)  # New City A, not placed yet
    display["B"] = (None, None)  # New City B, placed on Michigan City below
    s.display = display
    s.new_city = {RB.board.towns["michigan_city"].hex: "B"}
    s.phase = "growth"
    GoodsGrowth().enter(STEAM.map_of(s), s)
    squares = {(a["column"], a["square"]) for a in STEAM.legal_actions(s)}
    assert squares == {("L1", 0), ("L1", 1), ("L1", 2), ("B", 0), ("B", 1)}
    assert "a column whose city is on the map" in STEAM.prompt(s).text
    assert "only on an empty square of a column whose city is on the map" in STEAM.explain(
        s, Action.make("produce", 0, column="A", square=0)
    )
    assert [o.default for o in STEAM.options() if o.id == "production"] == ["any"]


def test_final_scoring_3_per_income_minus_3_per_share_plus_track_in_complete_links():
    s = network_state().copy()
    s.income = (7, 2, 0, 0)
    s.shares = (4, 2, 2, 2)
    sheet = STEAM.scores(s)[0]
    items = {i.category: i.points for i in sheet.items}
    assert items == {"Income": 21, "Shares": -12, "Track": 3 + 3}  # Chicago-Springfield and Springfield-Evansville
    assert STEAM.scores(s)[2].items[2].points == 2 + 3  # Chicago-Rock Island (2), Rock Island-St. Louis (3)


def test_final_scoring_a_town_tile_counts_once_in_each_complete_link_that_ends_at_it():
    """Reference 1.13: "+1 per track tile segment in complete links you own (a link 3 hexes long = 3)".

    The town's hex is one of the hexes of every link that ends at it, so it counts once per link, as the recorded
    game (Choo Choo's engine, "a town tile counts once per exit") counts it: 5 tiles score 6 here.
    """
    s = network_state()
    # Seat 0: Chicago-(7,6 7,7)-Springfield and Springfield-(7,8 8,9)-Evansville: 4 plain tiles and the town tile.
    assert len({h for link in network(RB.board, s).links if link.owner == 0 for h in link.hexes()}) == 5
    assert STEAM.track_points(s, 0) == 3 + 3
    # Seat 1 shares Springfield's town tile (its third exit) with one link of its own: 6,9 and the town.
    assert STEAM.track_points(s, 1) == 2


def test_ties_share_a_place():
    s = game(3).copy()
    s.income = (5, 5, 1)
    s.shares = (2, 2, 2)
    assert STEAM.places(s) == [1, 1, 3]


def test_the_game_ends_after_the_last_round():
    s = game(4).copy()
    s.round = 8
    s.phase = "growth"
    s.taken = (None,) * 4
    from rules.steam.phases import AdvanceMarker

    AdvanceMarker().enter(STEAM.map_of(s), s)
    assert s.phase == "over" and STEAM.is_over(s) and STEAM.legal_actions(s) == []
    assert not any(sheet.provisional for sheet in STEAM.scores(s))


def test_every_prompt_names_its_rulebook_section():
    s = game(4)
    seen = set()
    import random

    rnd = random.Random(3)
    while not STEAM.is_over(s) and len(seen) < 5:
        p = STEAM.prompt(s)
        assert "(1." in p.rule, p
        seen.add(p.kind)
        acts = STEAM.legal_actions(s)
        cheap = [a for a in acts if a.kind in ("issue", "drop", "select", "done", "pass")]
        s = STEAM.apply(s, rnd.choice(cheap or acts))
    assert seen >= {"shares", "auction", "select", "build", "move"}


def test_an_action_out_of_turn_is_refused_with_the_seat_to_move():
    s = game(4)
    seat = STEAM.to_move(s)
    other = (seat + 1) % 4
    assert f"{seat_colour(seat)} is deciding now" in STEAM.explain(s, Action.make("issue", other, n=0))


def test_first_build_builds_first_then_turn_order():
    s = game(4).copy()
    s.order = (2, 0, 3, 1)
    s.taken = ("engineer", "first_build", "locomotive", "urbanization")
    m = STEAM.map_of(s)
    assert m.build_order(s) == (1, 2, 0, 3)
    assert m.move_order(s) == (2, 0, 3, 1)  # nobody holds First Move


def test_a_bankrupt_seat_ranks_below_everyone_and_scores_nothing():
    s = game(3).copy()
    s.out = (True, False, False)
    s.income = (20, 0, 0)
    s.shares = (2, 9, 2)
    assert STEAM.ranking(s) == [2, 1, 0]
    assert STEAM.scores(s)[0].total == 0
    assert STEAM.places(s) == [3, 2, 1]


def test_goods_growth_rolls_one_die_per_starting_player_even_after_a_bankruptcy():
    s = game(4).copy()
    s.out = (True, False, False, False)
    s.taken = (None,) * 4
    events = GoodsGrowth().enter(STEAM.map_of(s), s)
    assert [len(dict(e.params)["rolls"]) for e in events if e.kind == "growth"] == [4, 4]


def test_player_counts_follow_the_map_and_unknown_maps_are_refused():
    from rules.core import SetupError

    assert STEAM.allowed_players({"map": "rust_belt"}) == range(3, 7)
    with pytest.raises(SetupError):
        STEAM.new_game(3, 1, {"map": "atlantis"})
    with pytest.raises(SetupError):
        STEAM.new_game(2, 1, {"map": "rust_belt"})
