"""Endeavor board figures: frames per second and frame work time (median, p99) at 1920x1080.

    python bench/bench_endeavor_board.py      # JSON lines: {"name", "value", "unit"}

The play scene of a mid-game 5-seat Endeavor, idle and while a Hard computer
player thinks (``_board.measure`` says how it is measured). Goals (issue 4):
>= 58 fps while a computer seat thinks; p99 frame work <= 8 ms.
"""

from __future__ import annotations

import random

from _board import emit_board, measure


def midgame_match():
    """A 5-seat match (seat 1 human, the others computers) after 150 seeded random legal moves."""
    import rules
    from game.match import Match, Seat

    rs = rules.get("endeavor")
    seats = [Seat("human", None, "You")] + [Seat("ai", "hard", f"Hard {i}") for i in range(2, 6)]
    match = Match(rs, seats, seed=7)
    rng = random.Random(3)
    for _ in range(150):
        acts = match.legal_actions()
        busy = [a for a in acts if a.kind not in ("pass", "done")]
        match.submit(rng.choice(busy) if busy and rng.random() < 0.9 else rng.choice(acts))
    return match


def main() -> None:
    measures = {
        label: measure(midgame_match(), seconds, thinking)
        for label, seconds, thinking in (("idle", 4.0, False), ("ai_thinking", 6.0, True))
    }
    emit_board("endeavor_board", measures)


if __name__ == "__main__":
    main()
