"""A scene: one screen of the application (menu, new game, play, ...) on the App's stack.

A scene owns a pygame_gui container holding its widgets. Widgets are built for
the real window size in ``build`` and thrown away in ``teardown``; a resize, or
coming back to a scene after another was pushed over it, simply rebuilds them.
Values the player chose live on the scene object, never only in a widget, so a
rebuild loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """Base class: widget bookkeeping and empty hooks."""

    #: Shown in the window title while the scene is on top.
    title: str = ""

    def __init__(self, app: App) -> None:
        self.app = app
        self.root: UIContainer | None = None
        self.callbacks: dict[Any, Callable[[], None]] = {}

    # -- widgets -------------------------------------------------------------

    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.app.manager

    @property
    def scale(self) -> float:
        return self.app.ui_scale  # the settings' scale, as far as the window holds it

    def px(self, value: float) -> int:
        """``value`` logical pixels at the current UI scale."""
        return max(1, round(value * self.scale))

    def build(self) -> None:
        """Create the widgets for the current window size (override; call super first)."""
        self.callbacks = {}
        self.root = UIContainer(pygame.Rect((0, 0), self.app.size), self.manager)

    def teardown(self) -> None:
        if self.root is not None:
            self.root.kill()
        self.root = None
        self.callbacks = {}

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        callback: Callable[[], None],
        object_id: str | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> pygame_gui.elements.UIButton:
        """A button in this scene's container that calls ``callback`` when pressed."""
        b = pygame_gui.elements.UIButton(
            rect,
            text,
            self.manager,
            container=self.root,
            object_id=ObjectID(object_id) if object_id else None,
            tool_tip_text=tooltip,
        )
        if not enabled:
            b.disable()
        self.callbacks[b] = callback
        return b

    def label(self, rect: pygame.Rect, text: str, object_id: str | None = None) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            rect, text, self.manager, container=self.root, object_id=ObjectID(object_id) if object_id else None
        )

    # -- stack hooks -----------------------------------------------------------

    def enter(self) -> None:
        """Pushed on the stack (or uncovered again): build the widgets."""
        self.build()

    def leave(self) -> None:
        """Covered by another scene or popped: drop the widgets."""
        self.teardown()

    def close(self) -> None:
        """Popped for good: release anything beyond widgets (threads, files)."""

    def resize(self) -> None:
        self.teardown()
        self.build()

    # -- the frame ---------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        """An event (``consumed`` = a widget already took it). Button presses are dispatched here."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            callback = self.callbacks.get(event.ui_element)
            if callback is not None:
                callback()

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        """Paint under the widgets."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Paint over the widgets (a lifted piece, toasts, covers)."""
