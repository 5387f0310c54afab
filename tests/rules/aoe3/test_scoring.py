"""Colony scoring (end of turns 3, 6 and 8), final categories and the tie-breaks."""

from rules.aoe3.scoring import colony_points
from tests.rules.aoe3.helpers import RS, game


def test_colony_scoring_one_player_present_takes_six_and_no_second():
    """Rulebook: "If only one player has 3+ units in a region, they get 6 points, and no one gets second place
    points." """
    assert colony_points([3, 0, 0]) == [6, 0, 0]


def test_colony_scoring_needs_three_units_of_one_player():
    """Rulebook: "For a colony to score, at least one player must have three or more Colonists or Specialists
    there." """
    assert colony_points([2, 2, 1]) == [0, 0, 0]


def test_colony_scoring_clear_first_and_second():
    """Rulebook: "The player with the most units gets 6 points. The player with the second most gets 2 points."""
    assert colony_points([5, 1, 3]) == [6, 0, 2]


def test_colony_scoring_only_one_player_with_three_units_takes_six_and_no_second():
    """Rulebook: "If only one player has 3+ units in a region, they get 6 points, and no one gets second place points."

    A runner-up with 1 or 2 units scores nothing (the project's earlier ruling gave them 2).
    """
    assert colony_points([4, 1, 2]) == [6, 0, 0]
    assert colony_points([3, 2, 0]) == [6, 0, 0]
    assert colony_points([5, 2, 4, 1]) == [6, 0, 2, 0]


def test_colony_scoring_two_way_tie_for_first_gives_two_each_and_no_second():
    """Rulebook: "If there's a two-way tie for first, each tied player gets 2 points (no second place points)." """
    assert colony_points([3, 3, 2]) == [2, 2, 0]


def test_colony_scoring_three_way_tie_for_first_gives_nothing():
    """Rulebook: "If there's a three-way tie for first, everyone gets 0 points." """
    assert colony_points([3, 3, 3, 1]) == [0, 0, 0, 0]


def test_colony_scoring_tie_for_second_gives_the_tied_nothing():
    """Rulebook: "If there's a tie for second, those players get 0 points." """
    assert colony_points([5, 3, 3]) == [6, 0, 0]
    assert colony_points([5, 2, 2]) == [6, 0, 0]


def _final(players=3, **fields):
    s = game(players, **fields)
    s.pending, s.stage = None, "over"
    return s


def test_tie_break_most_colony_vp_on_turn_8():
    s = _final(colony_vp=((0, 6, 2), (0, 2, 6), (0, 0, 0)), money=(0, 0, 0), last_income=(0, 0, 0))
    totals = [sh.total for sh in RS.scores(s)]
    assert totals[0] == totals[1] == 8
    assert RS.ranking(s)[:2] == [1, 0]


def test_tie_break_then_most_gold():
    s = _final(colony_vp=((0, 0, 6), (0, 0, 6), (0, 0, 0)), money=(3, 9, 0), last_income=(0, 0, 0))
    assert RS.ranking(s)[:2] == [1, 0]


def _tied_on_colonies_and_gold(goods_0: int, goods_1: int, **fields):
    """Seats 0 and 1 equal on points, turn 8 colony points and gold, holding this many trade goods."""
    return _final(
        colony_vp=((0, 0, 6), (0, 0, 6), (0, 0, 0)),
        money=(5, 5, 0),
        goods=((goods_0,) + (0,) * 10, (goods_1,) + (0,) * 10, (0,) * 11),
        last_income=(0, 0, 0),
        **fields,
    )


def test_tie_break_then_most_trade_goods():
    s = _tied_on_colonies_and_gold(1, 2)
    assert RS.ranking(s)[:2] == [1, 0]


def test_players_equal_on_all_three_tie_breakers_share_the_place():
    """Rulebook: "Tie-breakers: 1. Most Victory Points from New World colonies on Turn 8. 2. Most gold. 3. Most
    Trade Goods."

    The rulebook lists no fourth: turn order does not decide, and the seats share the place.
    """
    s = _tied_on_colonies_and_gold(1, 1, order=(1, 0, 2))
    assert RS.places(s) == [1, 1, 3]
    s.money = (5, 6, 0)
    assert RS.places(s) == [2, 1, 3]


def test_final_scoring_counts_discoveries_buildings_and_turn_8_economy():
    s = _final(
        players=2,
        counters_won=(("c01", "c16"), ()),
        cards_won=(("china",), ()),
        owned=(("navy", "cathedral"), ()),
        ships=(2, 0),
        last_income=(7, 0),
        colony_vp=((6, 0, 2), (0, 0, 0)),
    )
    sheet = {i.category: i.points for i in RS.scores(s)[0].items}
    assert sheet["Discoveries"] == 2 + 7 + 8
    assert sheet["Capital buildings"] == 4 * 2 + 8
    assert sheet["Economy"] == 7
    assert RS.scores(s)[0].total == 6 + 2 + 17 + 16 + 7
