"""Age of Empires III board figures at 1920x1080: fps, frame work (median, p99), undo time.

    python bench/bench_aoe3_board.py      # JSON lines: {"name", "value", "unit"}

The play scene of a mid-game 4-seat match (seat 1 human, the others Hard
computers, seeded random play), idle and while a Hard computer seat thinks
(``_board.measure`` says how it is measured), and the human's undo of one
decision with the frame that shows it. Goals (issue 12): >= 58 fps while a
computer seat thinks, p99 frame work <= 8 ms, undo <= 50 ms.
"""

from __future__ import annotations

import random

from _board import emit_board, measure, undo_ms
from _util import emit


def _play(stop, moves: int = 120) -> object:
    """A 4-seat match after at least ``moves`` seeded random moves, then on until ``stop(match)``."""
    import rules
    from game.match import Match, Seat

    rs = rules.get("aoe3")
    seats = [Seat("human", None, "You")] + [Seat("ai", "hard", f"Hard {i}") for i in range(2, 5)]
    match = Match(rs, seats, seed=7)
    rng = random.Random(3)
    n = 0
    while n < moves or not stop(match):
        assert not match.is_over(), "the game ended before the bench position"
        acts = match.legal_actions()
        busy = [a for a in acts if a.kind not in ("pass", "done")]
        match.submit(rng.choice(busy) if busy and rng.random() < 0.9 else rng.choice(acts))
        n += 1
    return match


def computer_to_move(match) -> bool:
    """A computer seat to move with a real choice (a single legal move is played without a search)."""
    return not match.is_human(match.to_move()) and len(match.legal_actions()) >= 2


def human_can_take_back(match) -> bool:
    """The human decides, and some choice of theirs reveals nothing (so undo may take it back)."""
    if match.to_move() != 0:
        return False
    return _undoable(match) is not None


def _undoable(match):
    state = match.state
    for a in match.legal_actions():
        after = match.ruleset.apply(state, a)
        if after.rng.state == state.rng.state:
            return a
    return None


def main() -> None:
    measures = {
        label: measure(_play(computer_to_move), seconds, thinking)
        for label, seconds, thinking in (("idle", 3.0, False), ("ai_thinking", 5.0, True))
    }
    emit_board("aoe3_board", measures)
    undo, undo_cpu = undo_ms(_play(human_can_take_back), _undoable)
    emit("aoe3_board_undo", undo, "ms", goal="<= 50")
    emit("aoe3_board_undo_cpu", undo_cpu, "ms")


if __name__ == "__main__":
    main()
