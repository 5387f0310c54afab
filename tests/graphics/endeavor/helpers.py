"""A mid-game Endeavor position for view tests, reached by a fixed sequence of legal moves."""

from __future__ import annotations

import random

import rules


def midgame(players: int = 5, moves: int = 160, seed: int = 7):
    """The ruleset and a position after ``moves`` seeded random legal moves (mostly not passing)."""
    rs = rules.get("endeavor")
    s = rs.new_game(players, seed)
    rng = random.Random(3)
    last: dict[int, tuple[str, ...]] = {}
    for _ in range(moves):
        acts = rs.legal_actions(s)
        busy = [a for a in acts if a.kind not in ("pass", "done")]
        a = rng.choice(busy) if busy and rng.random() < 0.9 else rng.choice(acts)
        s = rs.apply(s, a)
        last[a.seat] = tuple(a.targets)
    return rs, s, last
