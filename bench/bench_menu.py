"""Menu figures: time from launch to the first menu frame, and menu frames per second while an agent thinks.

    python bench/bench_menu.py            # JSON lines: {"name", "value", "unit"}

Both run headless (SDL's dummy video driver), so they measure our own work per
frame (events, pygame_gui, painting), not the display's. Goals (issue 2): the
menu on screen within 1 s; at least 58 frames a second while a computer player
searches in the background worker.
"""

from __future__ import annotations

import os
import statistics
import subprocess
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

#: What ``python main.py`` does up to its first frame, run in a fresh interpreter.
CHILD = """
import sys, time
t0 = float(sys.argv[1])
from game.app import App
from game.scenes.menu import MenuScene
from game.settings import load_settings
app = App(load_settings())
app.push(MenuScene(app))
app.step()
print(time.time() - t0)
"""


def first_frame(runs: int = 5) -> float:
    """Median seconds from starting a Python process to the first painted menu frame."""
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, BOARDGAMES_HOME=home, BOARDGAMES_CONFIG=home)
        for _ in range(runs):
            t0 = time.time()
            out = subprocess.run(
                [sys.executable, "-c", CHILD, repr(t0)], cwd=ROOT, env=env, capture_output=True, text=True, check=True
            )
            times.append(float(out.stdout.strip().splitlines()[-1]))
    return statistics.median(times)


def thinking_ruleset():
    """A shipped game with a long search (Endeavor if present), else the tiny test game."""
    import rules

    games = rules.all()
    for rs in games:
        if rs.id == "endeavor":
            return rs
    if games:
        return games[0]
    from tests.tiny import install

    return install()


def menu_fps(seconds: float = 4.0, thinking: bool = True, mode: str = "auto") -> float:
    """Frames per second of the real loop (60 fps cap) on the menu, with a Hard agent searching or idle.

    ``mode`` is the worker's: "auto" (what the game uses: a search process) or
    "thread" (the search shares the interpreter lock with the loop).
    """
    from game.ai.worker import AIWorker
    from game.app import App
    from game.scenes.menu import MenuScene
    from game.settings import Settings

    with tempfile.TemporaryDirectory() as home:
        os.environ["BOARDGAMES_HOME"] = home
        app = App(Settings(), (1280, 720))
        app.push(MenuScene(app))
        worker = AIWorker(seed=1, mode=mode)
        rs = thinking_ruleset()
        players = min(rs.allowed_players(rs.resolve_options({})).stop - 1, 4)
        state = rs.new_game(players, 7, {})
        for _ in range(30):  # warm up the first frames (font caches, backdrop)
            app.step()
            app.wait_for_next_frame()
        frames, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            if thinking and not worker.busy:
                worker.start(rs, state, rs.to_move(state), "hard", budget=60.0)
            if thinking:
                worker.poll()
            app.step()
            app.wait_for_next_frame()
            frames += 1
        elapsed = time.perf_counter() - start
        worker.cancel()
        worker.shutdown()
        import pygame

        pygame.quit()
    return frames / elapsed


def main() -> None:
    emit("menu_first_frame", first_frame(), "s", goal="<= 1")
    emit("menu_fps_idle", menu_fps(3.0, thinking=False), "fps")
    emit("menu_fps_ai_thinking", menu_fps(5.0, thinking=True), "fps", goal=">= 58")
    emit("menu_fps_ai_thinking_in_thread", menu_fps(5.0, thinking=True, mode="thread"), "fps")


if __name__ == "__main__":
    main()
