"""Endeavor board figures: frames per second and frame work time (median, p99) at 1920x1080.

    python bench/bench_endeavor_board.py      # JSON lines: {"name", "value", "unit"}

The real loop (App.step, 60 fps schedule) runs headless (SDL's dummy video
driver) on the play scene of a mid-game 5-seat Endeavor, once idle and once
while a Hard computer player searches in the background worker (the scene's own
worker, which the scene polls every frame and whose thinking seat, progress bar
and prompt it shows; the search is given 60 s so no move lands while measuring).

"Frame work" is the wall time App.step takes (events, update, painting the board
and the UI): the sleep until the next frame is not counted, but time the render
thread waits for a CPU is (the machine has 2 cores, the search takes one, and
other programs the rest). "Frame CPU" is the render thread's own CPU time per
frame (``time.thread_time``), i.e. the work itself whatever else runs. Goals
(issue 4): >= 58 fps while a computer seat thinks; p99 frame work <= 8 ms.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from _util import emit  # noqa: E402


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


def _percentiles(values: list[float]) -> tuple[float, float]:
    """(median, p99) of ``values``."""
    values = sorted(values)
    return statistics.median(values), values[min(len(values) - 1, int(len(values) * 0.99))]


def measure(seconds: float, thinking: bool) -> dict[str, float]:
    """fps, and median/p99 frame work (wall) and frame CPU (ms) of the play scene on the Endeavor board."""
    import pygame

    from game.ai.worker import AIWorker
    from game.app import App
    from game.scenes.menu import MenuScene
    from game.scenes.play import PlayScene
    from game.settings import Settings

    with tempfile.TemporaryDirectory() as home:
        os.environ["BOARDGAMES_HOME"] = home
        os.environ["BOARDGAMES_CONFIG"] = home
        app = App(Settings(), (1920, 1080))
        match = midgame_match()
        worker = AIWorker(seed=1)
        app.push(MenuScene(app))
        scene = app.push(PlayScene(app, match, worker=worker, computer_moves=thinking))
        seat = match.to_move()
        assert seat is not None and not match.is_human(seat), "the bench position must have a computer seat to move"
        if thinking:  # the scene would ask for the Hard default budget; ask for a long one so no move lands
            worker.start(match.ruleset, match.state, seat, "hard", budget=60.0)
            scene.asked_revision = match.revision
        for _ in range(30):  # warm up: the painted board, mats and text caches
            app.step()
            app.wait_for_next_frame()
        work: list[float] = []
        cpu: list[float] = []
        frames, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step()
            work.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
            app.wait_for_next_frame()
            frames += 1
        elapsed = time.perf_counter() - start
        if thinking and (not worker.busy or match.revision != scene.asked_revision):
            raise RuntimeError("the computer seat stopped thinking during the measure")
        for scene in reversed(app.scenes):
            scene.close()
        pygame.quit()
    med, p99 = _percentiles(work)
    cpu_med, cpu_p99 = _percentiles(cpu)
    return {"fps": frames / elapsed, "median": med, "p99": p99, "cpu_median": cpu_med, "cpu_p99": cpu_p99}


def main() -> None:
    for label, seconds, thinking in (("idle", 4.0, False), ("ai_thinking", 6.0, True)):
        m = measure(seconds, thinking)
        emit(f"endeavor_board_fps_{label}", m["fps"], "fps", **({"goal": ">= 58"} if thinking else {}))
        emit(f"endeavor_board_frame_median_{label}", m["median"], "ms")
        emit(f"endeavor_board_frame_p99_{label}", m["p99"], "ms", goal="<= 8")
        emit(f"endeavor_board_frame_cpu_median_{label}", m["cpu_median"], "ms")
        emit(f"endeavor_board_frame_cpu_p99_{label}", m["cpu_p99"], "ms")


if __name__ == "__main__":
    main()
