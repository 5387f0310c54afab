"""Hard's search: its root compares Greedy's best moves by sequential halving, its leaves after Greedy playouts."""

import math
import threading
import time

import pytest

import game.ai.mcts as mcts
import rules
from game.ai import make_agent
from game.ai.greedy import rank_actions
from game.ai.search_tree import Node
from tests.game.ai.searching import cancel_after


def test_hard_compares_only_greedys_best_four_moves_and_keeps_the_better_half(tiny):
    state = tiny.new_game(2, seed=4)
    agent = make_agent("hard", tiny, seed=3)
    agent.max_iterations = 48
    chosen = agent.choose(state, 0, budget=math.inf)
    visits = sorted((n for _, n, _ in agent.stats.root), reverse=True)
    # Phase one: four moves, half the iterations, six each; phase two: the better two, twelve more each.
    assert visits == [18, 18, 6, 6]
    survivors = [(a, v) for a, n, v in agent.stats.root if n == 18]
    dropped = [v for _, n, v in agent.stats.root if n == 6]
    assert chosen == max(survivors, key=lambda t: t[1])[0]
    assert agent.stats.root[0][0] == chosen  # the answer is listed first
    assert len(tiny.legal_actions(state)) > 4 and len(dropped) == 2


def test_the_moves_compared_in_one_round_meet_the_same_determinized_copy(tiny, monkeypatch):
    """Common random numbers: a lucky draw in one copy favours none of the moves compared."""
    seeds = []
    real = tiny.determinize

    def spy(state, seed):
        seeds.append(seed)
        return real(state, seed)

    agent = make_agent("hard", tiny, seed=3)
    agent.max_iterations = 16
    policy_seeds = []
    policy_rng = agent._policy.rng
    real_seed = policy_rng.seed

    def spy_seed(value):
        policy_seeds.append(value)
        real_seed(value)

    monkeypatch.setattr(policy_rng, "seed", spy_seed)
    state = tiny.new_game(2, seed=4)
    seen = tiny.determinize(state, 1)
    monkeypatch.setattr(tiny, "determinize", spy)
    agent._seat = 0
    agent._seats = 2
    agent._estimator = mcts.estimator_for(tiny)
    agent._playouts = True
    root = Node(2)
    legal = tiny.legal_actions(seen)
    agent._expand(root, seen, legal, threading.Event())
    agent._halving(root, seen, legal, time.perf_counter(), math.inf, threading.Event())
    assert len(seeds) == len(policy_seeds) == 16  # two rounds of four moves, then four rounds of two
    for drawn in (seeds, policy_seeds):  # the copy's generator, and the playout's own
        rounds = [drawn[i : i + 4] for i in range(0, 8, 4)] + [drawn[i : i + 2] for i in range(8, 16, 2)]
        assert all(len(set(r)) == 1 for r in rounds)
        assert len({r[0] for r in rounds}) == len(rounds)


def test_a_new_leaf_is_judged_after_every_seat_plays_greedys_move_for_the_playout_plies(tiny, monkeypatch):
    movers = []

    def spy(agent, state, seat, legal, cancel=None, depth=2, deadline=None):
        movers.append(seat)
        return rank_actions(agent, state, seat, legal, cancel, depth, deadline)

    judged = []
    real_evaluate = mcts.evaluate

    def spy_evaluate(ruleset, state, estimator=None):
        judged.append(state.turn)
        return real_evaluate(ruleset, state, estimator)

    monkeypatch.setattr(mcts, "rank_actions", spy)
    monkeypatch.setattr(mcts, "evaluate", spy_evaluate)
    agent = make_agent("hard", tiny, seed=3)
    agent.playout_plies = 3
    agent._seats = 2
    agent._estimator = mcts.estimator_for(tiny)
    state = tiny.new_game(2, seed=4)
    values = agent._playout(tiny.apply(state, tiny.legal_actions(state)[0]), 7, threading.Event(), None)
    assert movers == [1, 0, 1]  # both seats, in turn
    assert judged == [4]  # one move at the root, then three playout plies
    assert len(values) == 2


def test_a_playout_cut_short_by_the_deadline_backs_nothing_up(tiny):
    agent = make_agent("hard", tiny, seed=3)
    state = tiny.new_game(2, seed=4)
    legal = tiny.legal_actions(state)
    agent._seat, agent._seats = 0, 2
    agent._estimator = mcts.estimator_for(tiny)
    agent._playouts = True
    root = Node(2)
    agent._expand(root, state, legal, threading.Event())
    past = time.perf_counter() - 1.0
    assert agent._iterate(root, state, legal, threading.Event(), legal[0], 5, past) is False
    assert root.visits == 0


@pytest.mark.parametrize("playout_seconds", [0.02, 0.1])
def test_where_greedy_is_too_slow_for_several_rounds_of_playouts_hard_searches_as_normal_does(
    tiny, monkeypatch, playout_seconds
):
    """The first round taking more than the budget over ``halving_rounds``: PUCT, leaves judged at once."""
    real = mcts.MCTSAgent._playout

    def slow(self, state, seed, cancel, deadline):
        time.sleep(playout_seconds)
        return real(self, state, seed, cancel, deadline)

    monkeypatch.setattr(mcts.MCTSAgent, "_playout", slow)
    state = tiny.new_game(2, seed=4)
    agent = make_agent("hard", tiny, seed=3)
    agent.stop_when_decided = False
    agent.choose(state, 0, budget=0.3)  # the round's playouts pass 0.3 s / 6 after the third (or the first)
    visits = sorted((n for _, n, _ in agent.stats.root), reverse=True)
    assert agent.stats.iterations > 30  # far more than four playouts a round could give
    assert len(visits) > 4  # PUCT went beyond Greedy's four best moves


def test_a_cancelled_hard_search_stops_within_100_ms_in_the_middle_of_its_playouts():
    ruleset = rules.get("endeavor")
    state = ruleset.new_game(4, 3)
    seat = ruleset.to_move(state)
    took, answer = cancel_after(make_agent("hard", ruleset, seed=1), state, seat, 0.5)
    assert took < 0.1
    assert ruleset.explain(state, answer) is None


def test_a_game_may_shorten_hards_playouts_where_a_greedy_ply_costs_too_much():
    """Age of Steam names shorter playouts without Greedy's own follow-ups (a build turn lists hundreds of
    placements); Endeavor keeps the search's own, and a game never lengthens them."""
    from game.ai.evaluation import playout_settings

    steam = rules.get("steam")
    assert playout_settings(steam, 40, 2) == (16, 0)
    assert playout_settings(steam, 3, 0) == (3, 0)
    assert playout_settings(rules.get("endeavor"), 40, 2) == (40, 2)


def test_a_playout_on_age_of_steam_plays_the_games_own_number_of_plies(monkeypatch):
    """Hard no longer plays out on Age of Steam (its SEARCH_SHAPES); a search given playouts there plays 16."""
    plies = []

    def spy(agent, state, seat, legal, cancel=None, depth=2, deadline=None):
        plies.append(depth)
        return rank_actions(agent, state, seat, legal, cancel, depth, deadline)

    monkeypatch.setattr(mcts, "rank_actions", spy)
    steam = rules.get("steam")
    agent = make_agent("hard", steam, seed=3)
    agent.playout_plies = 40  # the halving search's own, which the game shortens
    agent._seats = 3
    agent._estimator = mcts.estimator_for(steam)
    state = steam.new_game(3, seed=4)
    agent._playout(state, 7, threading.Event(), None)
    assert len(plies) <= 16 and set(plies) == {0}
