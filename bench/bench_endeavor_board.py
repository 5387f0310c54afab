"""Endeavor board figures: frames per second and frame work time (median, p99) at 1920x1080.

    python bench/bench_endeavor_board.py      # JSON lines: {"name", "value", "unit"}

The real loop (App.step, 60 fps schedule) runs headless (SDL's dummy video
driver) on the play scene of a mid-game 5-seat Endeavor, once idle and once
while a Hard computer player searches in the background worker. "Frame work" is
the time App.step takes (events, update, painting the board and the UI), so the
sleep until the next frame is not counted. Goals (issue 4): >= 58 fps while a
computer seat thinks; p99 frame work <= 8 ms.
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


def measure(seconds: float, thinking: bool) -> tuple[float, float, float]:
    """(fps, median frame work ms, p99 frame work ms) of the play scene on the Endeavor board."""
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
        app.push(MenuScene(app))
        app.push(PlayScene(app, match, computer_moves=False))
        worker = AIWorker(seed=1)
        rs, state = match.ruleset, match.state
        seat = rs.to_move(state)
        for _ in range(30):  # warm up: the painted board, mats and text caches
            app.step()
            app.wait_for_next_frame()
        work: list[float] = []
        frames, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            if thinking and not worker.busy:
                worker.start(rs, state, seat, "hard", budget=60.0)
            if thinking:
                worker.poll()
            t0 = time.perf_counter()
            app.step()
            work.append((time.perf_counter() - t0) * 1000)
            app.wait_for_next_frame()
            frames += 1
        elapsed = time.perf_counter() - start
        worker.cancel()
        worker.shutdown()
        for scene in reversed(app.scenes):
            scene.close()
        pygame.quit()
    work.sort()
    p99 = work[min(len(work) - 1, int(len(work) * 0.99))]
    return frames / elapsed, statistics.median(work), p99


def main() -> None:
    fps, med, p99 = measure(4.0, thinking=False)
    emit("endeavor_board_fps_idle", fps, "fps")
    emit("endeavor_board_frame_median_idle", med, "ms")
    emit("endeavor_board_frame_p99_idle", p99, "ms", goal="<= 8")
    fps, med, p99 = measure(6.0, thinking=True)
    emit("endeavor_board_fps_ai_thinking", fps, "fps", goal=">= 58")
    emit("endeavor_board_frame_median_ai_thinking", med, "ms")
    emit("endeavor_board_frame_p99_ai_thinking", p99, "ms", goal="<= 8")


if __name__ == "__main__":
    main()
