"""The OpenSpiel harness (bench/_openspiel.py) keeps our rules contract: OpenSpiel's ``MCTSBot`` plays our games
through move indices that map back to our actions, sees only a determinized copy, and is paid by place.

Runs only where the bench extra is installed (``pip install -e '.[bench]'``); the game never needs it.
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pyspiel")

from bench._openspiel import OpenSpielAgent, RulesState, seat_returns
from game.ai import make_agent
from game.simulate import simulate
from rules.core import Rng
from tests.tiny import install


@pytest.fixture
def tiny():
    return install()


def finished(tiny, cells: list[int], bonus: list[int]):
    """A finished tiny game: the nine cells' owners and each seat's bag tokens."""
    players = len(bonus)
    state = tiny.new_game(players, 1)
    return tiny.from_json(
        {**tiny.to_json(state), "cells": cells, "bonus": bonus, "turn": 9, "marked": [True] * players}
    )


def test_moves_are_indices_into_the_rules_legal_actions_and_apply_as_the_rules_do(tiny):
    rnd = random.Random(3)
    state = tiny.new_game(3, 5)
    view = RulesState(tiny, state)
    while not tiny.is_over(state):
        legal = tiny.legal_actions(state)
        assert view.current_player() == tiny.to_move(state)
        assert view.legal_actions() == list(range(len(legal)))
        assert view.legal_actions(view.current_player() + 1) == []  # another seat has no move now
        assert [view.action(i) for i in view.legal_actions()] == legal
        index = rnd.randrange(len(legal))
        twin = view.clone()
        view.apply_action(index)
        state = tiny.apply(state, legal[index])
        assert tiny.to_json(view.state) == tiny.to_json(state)
        assert twin.legal_actions() == list(range(len(legal)))  # the clone stayed where it was
    assert view.is_terminal() and view.legal_actions() == []
    assert view.current_player() < 0  # pyspiel's terminal player id


def test_returns_place_each_seat_from_plus_one_to_minus_one(tiny):
    # Three seats scoring 3+5, 3+2 and 3+0: first, second and third.
    state = finished(tiny, [0, 0, 0, 1, 1, 1, 2, 2, 2], [5, 2, 0])
    assert RulesState(tiny, state).returns() == [1.0, 0.0, -1.0]


def test_seats_tied_for_a_place_share_its_mean_return(tiny):
    two = finished(tiny, [0, 0, 0, 0, 1, 1, 1, 1, 1], [3, 2])  # 7 and 7
    assert seat_returns(tiny, two) == [0.0, 0.0]
    three = finished(tiny, [0, 0, 0, 1, 1, 1, 2, 2, 2], [4, 4, 1])  # 7, 7 and 4
    assert seat_returns(tiny, three) == [0.5, 0.5, -1.0]


def test_the_bot_sees_only_a_determinized_copy(tiny):
    # Two positions that differ only in the generator (the future draws from the bag): the same bot seed
    # answers the same, because the bot's copy is reseeded before it looks.
    state = tiny.apply(tiny.new_game(2, 8), tiny.legal_actions(tiny.new_game(2, 8))[4])
    other = state.copy()
    other.rng = Rng(12345)
    answers = []
    for position in (state, other):
        bot = OpenSpielAgent(tiny, 2, seconds=60, seed=4, max_simulations=40)
        answers.append(bot.choose(position, tiny.to_move(position)))
        assert bot.simulations == [40]
    assert answers[0] == answers[1]
    assert answers[0] in tiny.legal_actions(state)


def test_in_a_position_met_again_the_bot_plays_a_move_it_has_not_played_there(tiny):
    # Our agents' guard against a loop that changes nothing (Endeavor's two Banks): the bot keeps it too.
    state = tiny.new_game(2, 6)
    bot = OpenSpielAgent(tiny, 2, seconds=60, seed=2, max_simulations=30)
    first = bot.choose(state, 0)
    second = bot.choose(state, 0)
    assert first != second
    assert {first, second} <= set(tiny.legal_actions(state))


def test_the_clock_ends_the_search_not_the_simulation_count(tiny):
    bot = OpenSpielAgent(tiny, 2, seconds=0.05, seed=1, max_simulations=10**9)
    state = tiny.new_game(2, 2)
    assert bot.choose(state, 0) in tiny.legal_actions(state)
    assert 1 <= bot.simulations[0] < 10**9


def test_a_whole_game_against_our_agent_has_only_legal_moves_and_a_winner(tiny):
    def factory(name, ruleset, seed):
        if name == "openspiel":
            return OpenSpielAgent(ruleset, 2, seconds=0.01, seed=seed)
        return make_agent(name, ruleset, seed)

    result = simulate(tiny, ["openspiel", "greedy"], 2, seed=3, make_agent=factory)
    assert result.games == 2 and result.unfinished == 0
    assert [seat.errors for seat in result.seats] == [0, 0]
    assert sum(seat.wins for seat in result.seats) == pytest.approx(2)
