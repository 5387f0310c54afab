"""Recorded chance (rules/steam/chance.py): a replay's dice and draws instead of the generator."""

import pytest

from rules.core import Action, IllegalAction, SetupError
from rules.steam import STEAM
from rules.steam import constants as K
from rules.steam.phases import GoodsGrowth

from .helpers import RB, game

#: The 52 display cubes then the 26 city cubes of a whole Rust Belt setup, every one blue or black first.
SETUP_CUBES = ["red"] * 20 + ["blue"] * 20 + ["purple"] * 12 + ["yellow"] * 20 + ["black"] * 6


def scripted(chance, players=4, seed=1):
    return STEAM.new_game_scripted(players, seed, None, chance)


def at_growth(s):
    s = s.copy()
    s.taken = (None,) * s.players
    return s


def test_without_recorded_chance_the_game_is_the_seeded_one():
    assert STEAM.to_json(scripted({})) == STEAM.to_json(game(4))
    assert "script" not in STEAM.to_json(game(4))


def test_the_recorded_first_turn_order_replaces_the_shuffle():
    assert scripted({"order": [2, 0, 3, 1]}).order == (2, 0, 3, 1)


def test_recorded_draws_fill_the_display_top_square_first_then_the_cities():
    s = scripted({"cubes": SETUP_CUBES})
    columns = RB.board.columns()
    assert s.display[columns[0]] == ("red", "red", "red")
    assert [c for col in columns for c in s.display[col]] == SETUP_CUBES[:52]
    assert sorted(c for g in s.goods.values() for c in g) == sorted(SETUP_CUBES[52:])
    assert s.bag == tuple(K.CUBES[c] - SETUP_CUBES.count(c) for c in K.COLOURS)


def test_recorded_dice_move_the_goods_of_goods_growth():
    """1.11: each die showing n moves one cube from column n of its group to that city."""
    s = scripted({"dice": [[1, 1, 1, 1], [6, 6, 6, 6]]})
    before = dict(s.display)
    s = at_growth(s)
    GoodsGrowth().enter(STEAM.map_of(s), s)
    chicago, toronto = RB.board.cities["chicago"].hex, RB.board.cities["toronto"].hex
    assert s.display["L1"] == (None, None, None) and s.display["D6"] == (None, None, None)
    assert s.goods[chicago][-3:] == before["L1"] and s.goods[toronto][-3:] == before["D6"]
    assert not s.script  # all used


def test_the_recorded_chance_left_is_saved_and_read_back_with_the_state():
    s = scripted({"dice": [[2, 3, 4, 5], [1, 1, 2, 2], [6, 6, 6, 6]]})
    s = at_growth(s)
    GoodsGrowth().enter(STEAM.map_of(s), s)
    data = STEAM.to_json(s)
    assert data["script"] == {"dice": [[6, 6, 6, 6]]}
    assert STEAM.to_json(STEAM.from_json(data)) == data


def test_a_used_recorded_outcome_still_advances_the_generator():
    """So the match sees chance revealed there, and undo stops at it."""
    s = scripted({"dice": [[1, 2, 3, 4], [1, 2, 3, 4]]})
    grown = at_growth(s)
    before = grown.rng.state
    GoodsGrowth().enter(STEAM.map_of(grown), grown)
    assert grown.rng.state != before


def test_a_search_copy_never_sees_the_recorded_future():
    s = scripted({"dice": [[1, 2, 3, 4]]})
    assert s.script and not STEAM.determinize(s, 7).script


def test_once_the_record_runs_out_the_generator_takes_over():
    s = at_growth(scripted({"dice": [[1, 1, 1, 1]]}))
    events = GoodsGrowth().enter(STEAM.map_of(s), s)
    rolls = [e.params for e in events if e.kind == "growth"]
    assert dict(rolls[0])["rolls"] == (1, 1, 1, 1) and len(dict(rolls[1])["rolls"]) == 4


@pytest.mark.parametrize(
    ("chance", "words"),
    [
        ({"order": [0, 0, 1, 2]}, "each of the 4 seats once"),
        ({"cubes": ["green"]}, "no colour of the game"),
        ({"dice": [[0, 7]]}, "dice from 1 to 6"),
        ({"weather": []}, "no entry 'weather'"),
    ],
)
def test_a_malformed_record_is_refused_with_its_reason(chance, words):
    with pytest.raises(SetupError, match=words):
        scripted(chance)


def test_a_recorded_cube_the_bag_does_not_hold_is_refused():
    with pytest.raises(IllegalAction, match="bag holds none"):
        scripted({"cubes": ["black"] * 17})


def test_a_recorded_roll_of_the_wrong_number_of_dice_is_refused():
    s = at_growth(scripted({"dice": [[1, 2, 3]]}))
    with pytest.raises(IllegalAction, match="rolls 3 dice here, where the rules roll 4"):
        GoodsGrowth().enter(STEAM.map_of(s), s)


def test_recorded_chance_does_not_change_what_is_legal():
    s, t = game(4), scripted({"dice": [[1, 2, 3, 4]]})
    seat = STEAM.to_move(s)
    assert STEAM.legal_actions(s) == STEAM.legal_actions(t)
    assert STEAM.apply(t, Action.make("issue", seat, n=1)).script == t.script
