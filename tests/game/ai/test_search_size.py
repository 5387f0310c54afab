"""A level's search sized in iterations where the game says so (Age of Empires III's Normal and Hard), the clock
a limit, and searching another way where the game says so (Age of Empires III's Hard: as Normal does, further)."""

from __future__ import annotations

import random

import pytest

import rules
from game.ai import evaluation, make_agent
from game.ai.evaluation import search_shape, search_size

AOE3 = rules.get("aoe3")


def _position(seed: int = 0):
    """An Age of Empires III position a few moves in, with a choice to make."""
    rnd = random.Random(2 + seed)
    state = AOE3.new_game(3, 4, AOE3.check_setup(3, {}))
    for _ in range(9):
        state = AOE3.apply(state, rnd.choice(AOE3.legal_actions(state)))
    assert len(AOE3.legal_actions(state)) > 3
    return state, AOE3.to_move(state)


def test_normal_on_age_of_empires_searches_its_iterations_not_the_time_it_is_given():
    iterations, limit = search_size(AOE3, "normal")
    assert (iterations, limit) == (400, 1.5)
    state, seat = _position()
    runs = []
    for _ in range(2):
        normal = make_agent("normal", AOE3, seed=7)
        assert normal.default_budget == limit
        normal.choose(state, seat, budget=60.0)  # far more time than 400 iterations take
        runs.append(normal.stats)
    assert 0 < runs[0].iterations <= iterations
    # the same search however fast the machine: the same iterations, visits and answer
    assert runs[0].iterations == runs[1].iterations
    assert [(a, n) for a, n, _ in runs[0].root] == [(a, n) for a, n, _ in runs[1].root]


def test_normal_stops_early_only_when_no_other_move_could_overtake_in_the_iterations_left():
    early = 0
    for seed in range(6):
        state, seat = _position(seed)
        normal = make_agent("normal", AOE3, seed=7)
        normal.choose(state, seat, budget=60.0)
        stats = normal.stats
        if stats.iterations < 400:
            early += 1
            first, second = [*sorted((n for _, n, _ in stats.root), reverse=True), 0][:2]
            assert first - second > 400 - stats.iterations
    assert early  # the rule was met at least once here


def test_a_thinking_time_given_with_the_level_still_limits_a_sized_search():
    short = make_agent("normal@0.3", AOE3, seed=1)
    assert (short.max_iterations, short.default_budget) == (400, 0.3)


def test_the_other_games_normal_searches_by_its_one_second_clock():
    for game in ("endeavor", "steam"):
        normal = make_agent("normal", rules.get(game), seed=1)
        assert (normal.max_iterations, normal.default_budget) == (None, 1.0)
        hard = make_agent("hard", rules.get(game), seed=1)
        assert (hard.max_iterations, hard.default_budget) == (None, 3.0)


def test_hard_on_age_of_empires_searches_as_normal_does_three_times_as_far():
    assert search_size(AOE3, "hard") == (1200, 3.0)
    further = 0
    for seed in range(4):
        state, seat = _position(seed)
        hard = make_agent("hard", AOE3, seed=7)
        assert (hard.root_candidates, hard.playout_plies) == (0, 0)  # PUCT, each new leaf judged at once
        hard.choose(state, seat, budget=60.0)
        stats = hard.stats
        assert not stats.playouts and 0 < stats.iterations <= 1200
        if stats.iterations < 1200:  # stopped early only once no other move could overtake
            first, second = [*sorted((n for _, n, _ in stats.root), reverse=True), 0][:2]
            assert first - second > 1200 - stats.iterations
        further += stats.iterations > 400
    assert further  # past Normal's whole search at least once here


def test_hard_on_endeavor_keeps_its_halving_and_greedy_playouts():
    hard = make_agent("hard", rules.get("endeavor"), seed=1)
    assert (hard.root_candidates, hard.playout_plies) == (4, 40)
    assert search_shape(rules.get("endeavor"), "hard") == {}


def test_hard_on_age_of_steam_searches_as_normal_does_for_its_three_seconds():
    steam = rules.get("steam")
    state = steam.new_game(3, 2, {"map": "rust_belt"})
    seat = steam.to_move(state)
    hard = make_agent("hard", steam, seed=1)
    assert (hard.root_candidates, hard.playout_plies, hard.default_budget) == (0, 0, 3.0)
    hard.choose(state, seat)  # its own 3 s: judging the root's 14 moves takes about 0.5 s of it, more on a busy machine
    assert hard.stats.iterations > 0 and not hard.stats.playouts  # PUCT, each new leaf judged at once


def test_a_search_shape_that_names_no_search_setting_is_refused(monkeypatch):
    module = evaluation._module(AOE3)
    monkeypatch.setattr(module, "SEARCH_SHAPES", {"hard": {"root_candidate": 0}})
    with pytest.raises(ValueError, match="root_candidate"):
        make_agent("hard", AOE3, seed=1)
