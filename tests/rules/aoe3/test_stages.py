"""A decision that runs several boxes' automatic resolution can be shown step by step: ``stages`` gives the
position after each event told, ending in the position ``apply`` gives."""

from __future__ import annotations

import random

import rules


def _moves_with_steps(seed: int = 3, plies: int = 120):
    rs = rules.get("aoe3")
    s = rs.new_game(3, seed)
    rnd = random.Random(seed)
    for _ in range(plies):
        if rs.is_over(s):
            return
        a = rnd.choice(rs.legal_actions(s))
        after = rs.apply(s, a)
        if len(after.events) >= 2:
            yield s, a, after
        s = after


def test_each_event_of_a_move_has_its_position_and_the_last_is_the_move_made():
    rs = rules.get("aoe3")
    seen = 0
    for before, action, after in _moves_with_steps():
        stages = rs.stages(before, action)
        assert len(stages) == len(after.events)
        assert rs.to_json(stages[-1]) == rs.to_json(after)
        seen += 1
    assert seen >= 5


def test_initiative_pays_each_space_in_its_own_step():
    """B.1: each player in Initiative takes $ equal to the space number; one step each."""
    rs = rules.get("aoe3")
    for before, action, after in _moves_with_steps():
        kinds = [e.kind for e in after.events]
        if "initiative" not in kinds:
            continue
        stages = rs.stages(before, action)
        for k, event in enumerate(after.events):
            if event.kind == "initiative":
                seat, paid = event.seat, dict(event.params)["amount"]
                gained = stages[k].money[seat] - (stages[k - 1] if k else before).money[seat]
                assert gained == paid, (event.text, gained)
        return
    raise AssertionError("no Initiative payout in the game")
