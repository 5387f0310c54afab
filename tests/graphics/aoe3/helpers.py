"""Mid-game Age of Empires III positions for view tests, reached by fixed sequences of legal moves."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import rules


def positions(players: int, moves: int, seed: int = 7) -> Iterator[tuple[Any, dict[int, tuple[str, ...]]]]:
    """Every position of a seeded random game (mostly not passing), with each seat's latest targets."""
    rs = rules.get("aoe3")
    s = rs.new_game(players, seed)
    rng = random.Random(seed)
    last: dict[int, tuple[str, ...]] = {}
    yield s, dict(last)
    for _ in range(moves):
        acts = rs.legal_actions(s)
        if not acts:
            return
        busy = [a for a in acts if a.kind != "pass"]
        a = rng.choice(busy) if busy and rng.random() < 0.85 else rng.choice(acts)
        s = rs.apply(s, a)
        last[a.seat] = tuple(a.targets)
        yield s, dict(last)


def midgame(players: int = 5, moves: int = 120, seed: int = 7):
    """The ruleset, the position after ``moves`` random legal moves, and each seat's latest targets."""
    final = None
    for final in positions(players, moves, seed):  # noqa: B007  (the last position is the one wanted)
        pass
    assert final is not None
    return rules.get("aoe3"), final[0], final[1]
