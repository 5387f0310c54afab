"""The contract kit on Rust Belt at every allowed player count, plus whole-game invariants."""

import random

import pytest

from rules.steam import STEAM
from rules.steam.maps import map_ids
from rules.steam.tiles import COUNTS, TILE_IDS
from tests.contract import check_contract

from .helpers import careful_play, cubes


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_contract_kit_rust_belt(players):
    report = check_contract(
        STEAM, players=(players,), seeds=range(2), option_sets=[{"map": "rust_belt"}], thorough_every=5
    )
    assert report.games == 2


def careful_game(players: int, seed: int, map_id: str = "rust_belt"):
    """A random game whose players start rich and bid and issue shares cautiously, so it runs its full
    length (random builders rarely finish links, so without the money they would all go bankrupt)."""
    return careful_play(STEAM.new_game(players, seed, {"map": map_id}), seed)


@pytest.mark.parametrize("players", [3, 6])
def test_a_careful_game_keeps_cubes_tiles_and_discs_and_ends_on_time(players):
    states = careful_game(players, seed=players)
    for s in states:
        assert cubes(s) == 96
        placed = {}
        for tile, _, _ in s.track.values():
            placed[tile] = placed.get(tile, 0) + 1
        assert all(s.tiles_left[i] + placed.get(t, 0) == COUNTS[i] for i, t in enumerate(TILE_IDS))
        assert 0 <= s.discs_left <= 8
        assert all(c >= 0 for c in s.cash)
    last = states[-1]
    assert last.phase == "over" and last.round == STEAM.map_of(last).rounds(last)
    assert any(not o for o in last.out)
    assert {s.phase for s in states} >= {"shares", "auction", "select", "build", "move", "over"}


def test_every_registered_map_is_an_option():
    (opt,) = [o for o in STEAM.options() if o.id == "map"]
    assert list(opt.choices) == map_ids() and opt.default == "rust_belt"


@pytest.mark.parametrize("players", [4, 5])
def test_contract_checks_hold_deep_into_careful_games(players):
    """Random games end early in bankruptcy; these rich, cautious ones reach every phase and round."""
    from tests.contract import _check_step

    rnd = random.Random(players)
    for i, s in enumerate(careful_game(players, seed=10 + players)):
        if i % 7 == 0 and not STEAM.is_over(s):
            _check_step(STEAM, s, STEAM.legal_actions(s), rnd, f"careful step {i}", 6, ("rng",))
