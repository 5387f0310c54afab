"""The window, the loop and the scene stack.

The loop runs at 60 frames a second and sleeps most of the time: each frame it
reads the events, lets pygame_gui and the top scene react, updates and paints.
Nothing in it ever waits on a computer player (the play scene polls the AI
worker once per frame). Tests drive the very same loop one frame at a time with
``App.step(events)``. The App knows scenes only by what it asks of them
(``SceneLike``); ``game/launch.py`` opens the window at a scene.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

import pygame

from graphics import fonts, theme
from graphics.layout import MIN_WINDOW, fitted_scale

if TYPE_CHECKING:
    from game.settings import Settings

__all__ = ["FPS", "MIN_SIZE", "App", "SceneLike"]

FPS = 60
MIN_SIZE = MIN_WINDOW  # below this the side panel and the board no longer both fit
TITLE = "Board Game Classics"


class SceneLike(Protocol):
    """What the App asks of a scene (``game.scenes.base.Scene`` is the one kind there is).

    Declared here so the App does not import the scenes, which import it.
    """

    title: str

    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def close(self) -> None: ...
    def resize(self) -> None: ...
    def handle(self, event: pygame.event.Event, consumed: bool) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def draw_over(self, surface: pygame.Surface) -> None: ...


def _window_size(asked: tuple[int, int]) -> tuple[int, int]:
    """``asked`` clamped to what the window can be: at least ``MIN_SIZE``, at most the settings' limit
    and, on a real display, the desktop (a 16384x16384 window would cost gigabytes at once)."""
    from game.settings import WINDOW_LIMITS

    highest = [high for _, high in WINDOW_LIMITS]
    if os.environ.get("SDL_VIDEODRIVER") != "dummy":
        desktops = pygame.display.get_desktop_sizes() if hasattr(pygame.display, "get_desktop_sizes") else []
        if desktops:
            highest = [min(h, d) for h, d in zip(highest, desktops[0], strict=True)]
    return tuple(max(low, min(v, max(low, high))) for v, low, high in zip(asked, MIN_SIZE, highest, strict=True))


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
        want = _window_size(size or self.settings.window_size)
        self.screen: pygame.Surface = pygame.display.set_mode(want, flags)
        pygame.display.set_caption(TITLE)
        self.ui_scale = fitted_scale(self.settings.ui_scale, self.size)
        self.manager = theme.make_manager(self.size, self.ui_scale, self.settings.tooltip_delay)
        self.scenes: list[SceneLike] = []
        self.running = True
        self.time = 0.0
        self.frames = 0
        self._last = time.perf_counter()
        self._due: float | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scene(self) -> SceneLike | None:
        return self.scenes[-1] if self.scenes else None

    # -- the stack ---------------------------------------------------------------

    def push(self, scene: SceneLike) -> SceneLike:
        if self.scene is not None:
            self.scene.leave()
        self.scenes.append(scene)
        scene.enter()
        self._caption()
        return scene

    def pop(self) -> SceneLike | None:
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

    def replace(self, scene: SceneLike) -> SceneLike:
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
        scale = fitted_scale(settings.ui_scale, self.size)
        new_theme = scale != self.ui_scale or settings.tooltip_delay != old.tooltip_delay
        if new_theme or self.manager.window_resolution != self.size:
            if self.scene is not None:
                self.scene.leave()
            if new_theme:
                self.ui_scale = scale
                self.manager = theme.make_manager(self.size, scale, settings.tooltip_delay)
            else:
                self.manager.set_window_resolution(self.size)
            if self.scene is not None:
                self.scene.enter()

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen on or off for this session (the saved setting stays the default at start)."""
        self.apply_settings(dataclasses.replace(self.settings, fullscreen=not self.settings.fullscreen))

    def _resized(self, size: tuple[int, int]) -> None:
        """The window changed size: lay everything out again for the real size."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.screen = pygame.display.get_surface()
        if self.screen.get_size() != size:  # too small, or a driver that does not resize the surface itself
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        scale = fitted_scale(self.settings.ui_scale, self.size)
        if scale != self.ui_scale:  # the window now holds another scale: the theme's fonts change with it
            if self.scene is not None:
                self.scene.leave()
            self.ui_scale = scale
            self.manager = theme.make_manager(self.size, scale, self.settings.tooltip_delay)
            if self.scene is not None:
                self.scene.enter()
            return
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
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:  # on every screen
                self.toggle_fullscreen()
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
