"""The window, the loop and the scene stack; ``run`` for the program, ``screenshot`` for one frame.

The loop runs at 60 frames a second and sleeps most of the time: each frame it
reads the events, lets pygame_gui and the top scene react, updates and paints.
Nothing in it ever waits on a computer player (the play scene polls the AI
worker once per frame). Tests drive the very same loop one frame at a time with
``App.step(events)``.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from graphics import fonts, theme

if TYPE_CHECKING:
    from game.match import Match
    from game.scenes.base import Scene
    from game.settings import Settings

__all__ = ["FPS", "App", "new_match", "run", "screenshot"]

FPS = 60
MIN_SIZE = (800, 560)  # below this the side panel and the board no longer both fit
TITLE = "Board Game Classics"


class App:
    """One window with a stack of scenes; the top scene gets the events and is drawn."""

    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None) -> None:
        from game.settings import Settings

        self.settings: Settings = settings if settings is not None else Settings()
        pygame.init()
        fonts.reset()
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and size is None and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            flags |= pygame.FULLSCREEN
        want = tuple(max(m, v) for m, v in zip(MIN_SIZE, size or self.settings.window_size, strict=True))
        self.screen: pygame.Surface = pygame.display.set_mode(want, flags)
        pygame.display.set_caption(TITLE)
        self.manager = theme.make_manager(self.size, self.settings.ui_scale, self.settings.tooltip_delay)
        self.scenes: list[Scene] = []
        self.running = True
        self.time = 0.0
        self.frames = 0
        self._last = time.perf_counter()
        self._due: float | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scene(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    # -- the stack ---------------------------------------------------------------

    def push(self, scene: Scene) -> Scene:
        if self.scene is not None:
            self.scene.leave()
        self.scenes.append(scene)
        scene.enter()
        self._caption()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene and uncover the one below (no scene left: quit)."""
        if not self.scenes:
            return None
        top = self.scenes.pop()
        top.leave()
        top.close()
        if self.scene is not None:
            self.scene.enter()
        else:
            self.running = False
        self._caption()
        return top

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            top = self.scenes.pop()
            top.leave()
            top.close()
        self.scenes.append(scene)
        scene.enter()
        self._caption()
        return scene

    def pop_to_menu(self) -> None:
        """Back to the bottom scene (the main menu)."""
        while len(self.scenes) > 1:
            top = self.scenes.pop()
            top.leave()
            top.close()
        if self.scene is not None:
            self.scene.enter()
        self._caption()

    def quit(self) -> None:
        self.running = False

    def _caption(self) -> None:
        title = getattr(self.scene, "title", "") if self.scene else ""
        pygame.display.set_caption(f"{TITLE} — {title}" if title else TITLE)

    # -- settings ---------------------------------------------------------------

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings: resize the window and rebuild the theme when the scale changed."""
        old = self.settings
        self.settings = settings
        if tuple(settings.window_size) != tuple(old.window_size) or settings.fullscreen != old.fullscreen:
            flags = pygame.RESIZABLE
            if settings.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
                flags |= pygame.FULLSCREEN
            self.screen = pygame.display.set_mode(tuple(settings.window_size), flags)
        new_theme = settings.ui_scale != old.ui_scale or settings.tooltip_delay != old.tooltip_delay
        if new_theme or self.manager.window_resolution != self.size:
            if self.scene is not None:
                self.scene.leave()
            if new_theme:
                self.manager = theme.make_manager(self.size, settings.ui_scale, settings.tooltip_delay)
            else:
                self.manager.set_window_resolution(self.size)
            if self.scene is not None:
                self.scene.enter()

    def _resized(self, size: tuple[int, int]) -> None:
        """The window changed size: lay everything out again for the real size."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.screen = pygame.display.get_surface()
        if self.screen.get_size() != size:  # too small, or a driver that does not resize the surface itself
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.manager.set_window_resolution(self.size)
        if self.scene is not None:
            self.scene.resize()

    # -- the frame ---------------------------------------------------------------

    def step(self, events: Iterable[pygame.event.Event] = (), dt: float | None = None) -> None:
        """Run exactly one frame: post ``events``, handle the queue, update, paint, flip."""
        for event in events:
            pygame.event.post(event)
        now = time.perf_counter()
        if dt is None:
            dt = min(0.1, now - self._last)
        self._last = now
        self.time += dt
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE:
                self._resized((event.w, event.h))
                continue
            consumed = self.manager.process_events(event)
            if self.scene is not None:
                self.scene.handle(event, consumed)
        if self.scene is not None:
            self.scene.update(dt)  # first: a scene it pushes gets its widgets laid out below
        self.manager.update(dt)
        self.paint()
        self.frames += 1

    def paint(self) -> None:
        scene = self.scene
        if not getattr(scene, "opaque", False):  # a scene that paints every pixel saves a full-screen fill
            self.screen.fill((12, 22, 40))
        if scene is not None:
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        if scene is not None:
            scene.draw_over(self.screen)
        pygame.display.flip()

    def wait_for_next_frame(self) -> None:
        """Sleep until the next frame is due.

        Frames are due on a fixed schedule (every 1/FPS seconds from the first),
        not 1/FPS after the previous one ended: a late wake-up (a computer player's
        thread holding the interpreter lock for a moment) shortens the next sleep
        instead of slowing every later frame.
        """
        now = time.perf_counter()
        if self._due is None or now - self._due > 0.1:  # first frame, or far behind: start afresh
            self._due = now
        self._due += 1 / FPS
        delay = self._due - time.perf_counter()
        if delay > 0:
            time.sleep(delay)

    def run(self) -> None:
        """The loop: one frame, then sleep until the next one is due."""
        while self.running and self.scenes:
            self.step()
            self.wait_for_next_frame()
        for scene in reversed(self.scenes):
            scene.close()


# -- entry points used by the command line ---------------------------------------


def new_match(start: Any, autosave: bool = True) -> Match:
    """The Match a StartSpec describes (a new game, or its save ``load``), autosaving."""
    return start.new_match(autosave=autosave)


def run(start: Any | None = None, settings: Settings | None = None) -> int:
    """Open the window: the main menu, or (with a StartSpec) straight into play over the menu."""
    from game.scenes.menu import MenuScene
    from game.scenes.play import PlayScene
    from game.settings import load_settings

    app = App(settings if settings is not None else load_settings())
    app.push(MenuScene(app))
    if start is not None:
        app.push(PlayScene(app, new_match(start)))
    app.run()
    pygame.quit()
    return 0


def screenshot(
    target: str,
    out: str | Path,
    size: tuple[int, int] | None = None,
    load: str | Path | None = None,
    after: int = 0,
    seed: int = 1,
    players: int | None = None,
    options: dict | None = None,
) -> Path:
    """Paint one frame headless and save it as a PNG.

    ``target`` is ``menu`` or a game id: a seeded game after ``after`` moves
    chosen by the random agent (shown from the view of the seat to move, with
    its legal targets lit), or the save ``load``. ``players`` and ``options``
    set up the seeded game (default: three seats or the nearest allowed, the
    default options). Returns the path written.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.scenes.menu import MenuScene
    from game.settings import Settings

    settings = Settings()
    if size is not None:
        settings.window_size = tuple(size)
    app = App(settings, tuple(settings.window_size))
    app.push(MenuScene(app))
    if target != "menu":
        from game.scenes.play import PlayScene

        match = _screenshot_match(target, load, after, seed, players, options)
        app.push(PlayScene(app, match, computer_moves=False))
    for _ in range(3):  # let pygame_gui lay out and finish its first paint
        app.step(dt=1 / FPS)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    pygame.quit()
    return out


def _screenshot_match(
    game_id: str,
    load: str | Path | None,
    after: int,
    seed: int,
    players: int | None = None,
    options: dict | None = None,
) -> Match:
    import rules
    from game import saves
    from game.ai import make_agent
    from game.match import Match, Seat

    if load:
        match = saves.load(Path(load))
    else:
        ruleset = rules.get(game_id)
        resolved = ruleset.resolve_options(options or {})
        allowed = ruleset.allowed_players(resolved)
        if players is None:
            players = min(allowed.stop - 1, max(allowed.start, 3))
        # every seat human, so the frame shows the decision of whoever is to move (glowing targets, choices)
        seats = [Seat("human", None, f"Seat {i + 1}") for i in range(players)]
        match = Match(ruleset, seats, seed, resolved)
    agent = make_agent("random", match.ruleset, seed)
    for _ in range(after):
        seat = match.to_move()
        if seat is None:
            break
        match.submit(agent.choose(match.state, seat))
    return match
