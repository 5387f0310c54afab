"""The board benches' common measure: the real loop (App.step, 60 fps schedule) on a play scene, headless.

``measure`` runs the play scene of a match at 1920x1080 (SDL's dummy video
driver), once idle and once while a Hard computer player searches in the
background worker (the scene's own worker, polled every frame, whose thinking
seat, progress bar and prompt it shows; the search is given 60 s, and a search
that answers sooner, as Hard's whole-turn plans on an Age of Steam build do, is
asked again on the same position with its answer kept from the scene, so no
move lands while measuring and a seat thinks throughout; ``answers`` counts
them). "Frame work" is the wall time App.step takes (events, update, painting
the board and the UI): the sleep until the next frame is not counted, but time
the render thread waits for a CPU is. "Frame CPU" is the
render thread's own CPU time per frame (``time.thread_time``). ``undo_ms`` times
the human's undo of one decision plus the frame that shows it. Goals (issues 4
and 12): >= 58 fps while a computer seat thinks; p99 frame work <= 8 ms; undo
<= 50 ms.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from _util import emit

SIZE = (1920, 1080)


def _percentiles(values: list[float]) -> tuple[float, float]:
    """(median, p99) of ``values``."""
    values = sorted(values)
    return statistics.median(values), values[min(len(values) - 1, int(len(values) * 0.99))]


def _scene(match: Any, thinking: bool):
    """A headless App at SIZE with the play scene of ``match`` on top (and its worker)."""
    from game.ai.worker import AIWorker
    from game.app import App
    from game.scenes.menu import MenuScene
    from game.scenes.play import PlayScene
    from game.settings import Settings

    app = App(Settings(), SIZE)
    worker = AIWorker(seed=1)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, worker=worker, computer_moves=thinking))
    return app, scene, worker


def _close(app: Any) -> None:
    import pygame

    for scene in reversed(app.scenes):
        scene.close()
    pygame.quit()


def measure(match: Any, seconds: float, thinking: bool) -> dict[str, float]:
    """fps, and median/p99 frame work (wall) and frame CPU (ms) of the play scene on ``match``'s board."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["BOARDGAMES_HOME"] = home
        os.environ["BOARDGAMES_CONFIG"] = home
        app, scene, worker = _scene(match, thinking)
        seat = match.to_move()
        assert seat is not None and not match.is_human(seat), "the bench position must have a computer seat to move"
        answers = 0
        if thinking:  # the scene would ask for the Hard default budget; ask for a long one so no move lands
            worker.start(match.ruleset, match.state, seat, "hard", budget=60.0)
            scene.asked_revision = match.revision
            poll = worker.poll

            def ask_again() -> None:
                """A search that answers before the measure ends (Hard judges its plans and stops) is asked
                again on the same position, its answer kept from the scene: a seat thinks all the time."""
                nonlocal answers
                if poll() is not None:
                    answers += 1
                    worker.start(match.ruleset, match.state, seat, "hard", budget=60.0)

            worker.poll = ask_again
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
        _close(app)
    med, p99 = _percentiles(work)
    cpu_med, cpu_p99 = _percentiles(cpu)
    return {
        "fps": frames / elapsed,
        "median": med,
        "p99": p99,
        "cpu_median": cpu_med,
        "cpu_p99": cpu_p99,
        "answers": answers,
    }


def undo_ms(match: Any, decide: Callable[[Any], Any], repeats: int = 5) -> tuple[float, float]:
    """Median ms (wall, and the render thread's CPU) of the human's undo of one decision (``decide(match)``
    picks it) and the frame that shows it."""
    times, cpu = [], []
    with tempfile.TemporaryDirectory() as home:
        os.environ["BOARDGAMES_HOME"] = home
        os.environ["BOARDGAMES_CONFIG"] = home
        app, scene, _ = _scene(match, False)
        for _ in range(10):
            app.step()
        for _ in range(repeats):
            scene.submit(decide(match))
            app.step()
            t0, c0 = time.perf_counter(), time.thread_time()
            scene.undo()
            app.step()
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        _close(app)
    return statistics.median(times), statistics.median(cpu)


def emit_board(prefix: str, measures: dict[str, dict[str, float]], **extra: object) -> None:
    """The figures of ``measure`` for each label ("idle", "ai_thinking"), under ``prefix``."""
    for label, m in measures.items():
        thinking = label == "ai_thinking"
        emit(f"{prefix}_fps_{label}", m["fps"], "fps", **extra, **({"goal": ">= 58"} if thinking else {}))
        emit(f"{prefix}_frame_median_{label}", m["median"], "ms", **extra)
        emit(f"{prefix}_frame_p99_{label}", m["p99"], "ms", goal="<= 8", **extra)
        emit(f"{prefix}_frame_cpu_median_{label}", m["cpu_median"], "ms", **extra)
        emit(f"{prefix}_frame_cpu_p99_{label}", m["cpu_p99"], "ms", **extra)
        if thinking:
            emit(f"{prefix}_search_answers_{label}", m["answers"], "searches", **extra)
