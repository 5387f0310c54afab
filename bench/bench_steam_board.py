"""Age of Steam board figures on every map at 1920x1080: fps, frame work (median, p99), undo time.

    python bench/bench_steam_board.py [MAP ...]   # JSON lines: {"name", "value", "unit", "map"}

For each map, the play scene of a mid-game match (seat 1 human, the others Hard
computers, seeded random play to round 3), idle and while a Hard computer seat
thinks about its build (``_board.measure`` says how it is measured), and the
human's undo of one track placement with the frame that shows it. Goals (issue
12): >= 58 fps while a computer seat thinks, p99 frame work <= 8 ms, undo <= 50 ms.
"""

from __future__ import annotations

import random
import sys

from _board import emit_board, measure, undo_ms
from _util import emit

MAPS = {"rust_belt": 3, "tasmania": 3, "venezuela": 4, "japan": 3}


def _play(map_id: str, stop) -> object:
    """A match on ``map_id`` played by seeded random moves (builds first, two shares a round) until ``stop``.

    Random play can end a game early (every rival bankrupt before round 3, as seed 5 does on Tasmania): then the
    next seed is tried, so every map is measured at a real round-3 position.
    """
    for seed in range(5, 45):
        match = _play_seed(map_id, stop, seed)
        if not match.is_over():
            return match
    raise SystemExit(f"{map_id}: no seed from 5 to 44 reaches the position to measure")


def _play_seed(map_id: str, stop, seed: int) -> object:
    import rules
    from game.match import Match, Seat

    rs = rules.get("steam")
    players = MAPS[map_id]
    seats = [Seat("human", None, "You")] + [Seat("ai", "hard", f"Hard {i}") for i in range(2, players + 1)]
    match = Match(rs, seats, seed=seed, options={"map": map_id})
    rng = random.Random(seed)
    while not stop(match) and not match.is_over():
        acts = match.legal_actions()
        s = match.state
        builds = [a for a in acts if a.kind == "build"]
        if builds and s.builds < 3:
            a = rng.choice(builds)
        elif s.phase == "shares":
            a = next((x for x in acts if dict(x.params).get("n") == 2), acts[0])
        elif any(x.kind == "drop" for x in acts):
            a = next(x for x in acts if x.kind == "drop")
        else:
            a = rng.choice([x for x in acts if x.kind != "raise_engine"] or acts)
        match.submit(a)
    return match


def computer_builds(match) -> bool:
    """Round 3 or later, a computer seat at the start of its build turn."""
    s = match.state
    return s.round >= 3 and s.phase == "build" and s.builds == 0 and not match.is_human(match.to_move())


def human_builds(match) -> bool:
    s = match.state
    return s.round >= 3 and s.phase == "build" and s.builds == 0 and match.to_move() == 0


def first_build(match):
    return next(a for a in match.legal_actions() if a.kind == "build")


def main() -> None:
    for map_id in sys.argv[1:] or list(MAPS):
        measures = {
            label: measure(_play(map_id, computer_builds), seconds, thinking)
            for label, seconds, thinking in (("idle", 3.0, False), ("ai_thinking", 5.0, True))
        }
        emit_board("steam_board", measures, map=map_id)
        undo, undo_cpu = undo_ms(_play(map_id, human_builds), first_build)
        emit("steam_board_undo", undo, "ms", map=map_id, goal="<= 50")
        emit("steam_board_undo_cpu", undo_cpu, "ms", map=map_id)


if __name__ == "__main__":
    main()
