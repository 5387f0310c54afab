"""The agent interface and the levels: every agent answers a legal action."""

import random

import pytest

import game.ai
from game.ai import LEVELS, make_agent


def test_an_unknown_level_is_refused_naming_the_known_levels(tiny):
    with pytest.raises(ValueError) as err:
        make_agent("grandmaster", tiny)
    for level in LEVELS:
        assert level in str(err.value)


def test_the_ai_package_imports_without_pygame():
    import subprocess
    import sys

    code = "import sys, game.ai, game.ai.worker; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("level", ["random"])
def test_the_agent_returns_a_legal_action_throughout_a_game(tiny, level):
    rnd = random.Random(3)
    for seed in range(3):
        state = tiny.new_game(3, seed)
        agent = game.ai.make_agent(level, tiny, seed=seed)
        while not tiny.is_over(state):
            seat = tiny.to_move(state)
            action = agent.choose(state, seat, budget=0.02)
            assert tiny.explain(state, action) is None
            state = tiny.apply(state, rnd.choice(tiny.legal_actions(state)))
