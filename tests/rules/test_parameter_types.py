"""Every game refuses a parameter of the wrong type: true or false never passes for 1 or 0 (issue 19:
`build ... rot=false` was accepted and stored False in the track)."""

from __future__ import annotations

import random

import pytest

import rules
from rules.core import Action, IllegalAction


def _with_bools(action: Action) -> list[Action]:
    """The action with each 0 or 1 parameter (also inside lists) written as false or true."""
    out = []
    for i, (key, value) in enumerate(action.params):
        if value.__class__ is int and value in (0, 1):
            swapped = bool(value)
        elif isinstance(value, tuple) and any(v.__class__ is int and v in (0, 1) for v in value):
            swapped = tuple(bool(v) if v.__class__ is int and v in (0, 1) else v for v in value)
        else:
            continue
        params = list(action.params)
        params[i] = (key, swapped)
        out.append(Action(action.kind, action.seat, tuple(params)))
    return out


@pytest.mark.parametrize("game", ["endeavor", "steam", "aoe3"])
def test_a_bool_for_an_integer_parameter_is_refused_and_changes_nothing(game):
    rs = rules.get(game)
    rnd = random.Random(5)
    state = rs.new_game(rs.player_counts.start, 5, {})
    checked = 0
    for _ in range(400):
        if rs.is_over(state):
            break
        legal = rs.legal_actions(state)
        for action in rnd.sample(legal, min(len(legal), 15)):
            for wrong in _with_bools(action):
                checked += 1
                assert Action.parse(wrong.text) == wrong and wrong not in legal
                assert rs.explain(state, wrong) is not None, wrong.text
                with pytest.raises(IllegalAction):
                    rs.apply(state, wrong)
        state = rs.apply(state, rnd.choice(legal))
    assert checked > 20
