"""Preparation (Setup): the board, trade tokens, card stacks, building supply, player mats, first player."""

from collections import Counter

from rules.endeavor import data as D
from tests.rules.endeavor.helpers import RS


def test_one_trade_token_on_every_shipping_space_city_and_link():
    s = RS.new_game(4, 3)
    placed = [k for track in s.ship_tokens for k in track] + list(s.city_token) + list(s.link_token)
    assert len(placed) == 95
    assert Counter(placed) == Counter({k: n for k, n in enumerate(D.TOKEN_COUNTS)})


def test_trade_tokens_are_placed_at_random_from_the_seed():
    a, b, again = RS.new_game(4, 1), RS.new_game(4, 2), RS.new_game(4, 1)
    assert a.city_token != b.city_token or a.ship_tokens != b.ship_tokens
    assert a.city_token == again.city_token and a.ship_tokens == again.ship_tokens


def test_card_stacks_in_printed_order_governor_on_top_then_one_to_five():
    s = RS.new_game(3, 0)
    for d, stack in enumerate(s.stacks):
        cards = [D.CARDS[c] for c in stack]
        assert len(cards) == 6
        if d in (D.EUROPE_DECK, D.SLAVERY_DECK):
            assert [c.value for c in cards] == [0, 1, 2, 3, 4, 5]
        else:
            assert cards[0].governor and [c.value for c in cards[1:]] == [1, 2, 3, 4, 5]
    assert sum(len(stack) for stack in D.DECK_CARDS) == 48


def test_building_supply_by_level_and_count():
    s = RS.new_game(5, 0)
    by_level = Counter()
    for b, left in zip(D.BUILDINGS, s.market, strict=True):
        by_level[b.level] += left
    assert by_level == {1: 15, 2: 12, 3: 9, 4: 6, 5: 3}
    assert sum(s.market) == 45


def test_player_mats_start_with_tracks_at_zero_an_empty_harbor_and_thirty_discs():
    s = RS.new_game(5, 0)
    assert s.tracks == (0,) * 20
    assert s.harbor == (0,) * 5 and s.supply == (30,) * 5
    assert s.buildings == ((),) * 5 and s.cards == ((),) * 5


def test_first_player_is_chosen_at_random():
    firsts = {RS.new_game(4, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_the_game_starts_in_round_one_with_the_first_player_building():
    s = RS.new_game(3, 7)
    assert (s.round, s.phase) == (1, "build")
    assert RS.to_move(s) == s.first


def test_three_to_five_players():
    assert list(RS.player_counts) == [3, 4, 5]


def test_europe_is_open_from_the_start_and_no_other_region_is():
    s = RS.new_game(4, 0)
    assert [bool(s.opened >> r & 1) for r in range(len(D.REGIONS))] == [True] + [False] * 6
