"""Shared pieces of the form scenes (new game, settings, load, rules): a parchment card and dropdown rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from graphics import colours, fonts, theme


class FormScene(Scene):
    """A scene drawn as a parchment card on the night-blue backdrop, with dropdown rows."""

    heading: str = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.dropdowns: dict[Any, Callable[[str], None]] = {}
        self.card = pygame.Rect(0, 0, 0, 0)
        self._backdrop: pygame.Surface | None = None
        self.error = ""
        self.texts: list[tuple[tuple[int, int], str, int, tuple[int, int, int], bool]] = []
        self.next_y = 0

    def build(self) -> None:
        super().build()
        self.dropdowns = {}
        self.texts = []
        w, h = self.app.size
        self.card = pygame.Rect(0, 0, min(w - self.px(40), self.px(980)), h - self.px(60))
        self.card.center = (w // 2, h // 2)
        self.label(
            pygame.Rect(self.card.x + self.px(28), self.card.y + self.px(14), self.card.w - self.px(56), self.px(44)),
            self.heading,
            "#heading",
        )
        self._backdrop = None

    def dropdown(
        self,
        rect: pygame.Rect,
        choices: Sequence[str],
        current: str,
        on_change: Callable[[str], None],
    ) -> pygame_gui.elements.UIDropDownMenu:
        """A dropdown that calls ``on_change(text)`` when the player picks another entry."""
        choices = list(choices)
        if current not in choices:
            choices.insert(0, current)
        menu = pygame_gui.elements.UIDropDownMenu(choices, current, rect, self.manager, container=self.root)
        self.dropdowns[menu] = on_change
        return menu

    def row(self, x: int, y: int, w: int, text: str, hint: str = "") -> pygame.Rect:
        """A field label left of a control, the hint wrapped below; returns the control's rect.

        Labels and hints are painted with our own fonts (wrapped, never cut), and
        ``self.next_y`` is set to where the next row may start.
        """
        lw = int(w * 0.42)
        ctrl = pygame.Rect(x + lw, y, w - lw, self.px(36))
        size = self.px(16)
        lines = fonts.wrap(text, size, lw - self.px(10), bold=True)[:2]
        line_h = size + self.px(4)
        ly = ctrl.centery - len(lines) * line_h // 2
        for line in lines:
            self.texts.append(((x, ly), line, size, colours.INK, True))
            ly += line_h
        bottom = max(ctrl.bottom, ly)
        if hint:
            hs = self.px(13)
            hint_lines = fonts.wrap(hint, hs, w)
            if len(hint_lines) > 2:
                hint_lines = [hint_lines[0], fonts.fit(" ".join(hint_lines[1:]), hs, w)]
            hy = bottom + self.px(3)
            for line in hint_lines:
                self.texts.append(((x, hy), line, hs, colours.INK_SOFT, False))
                hy += hs + self.px(4)
            bottom = hy
        self.next_y = bottom + self.px(12)
        return ctrl

    def error_label(self, rect: pygame.Rect) -> None:
        """The error, wrapped to the lines that fit ``rect`` (a file's reason can be long), never cut mid-word."""
        if not self.error:
            return
        size = self.px(16)
        line_h = size + self.px(4)
        lines = fonts.wrap(self.error, size, rect.w, bold=True)
        room = max(1, rect.h // line_h)
        if len(lines) > room:
            lines = [*lines[: room - 1], fonts.fit(" ".join(lines[room - 1 :]), size, rect.w, bold=True)]
        y = rect.bottom - len(lines) * line_h
        for line in lines:
            self.texts.append(((rect.x, y), line, size, colours.ERROR, True))
            y += line_h

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        super().handle(event, consumed)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            callback = self.dropdowns.get(event.ui_element)
            if callback is not None:
                callback(event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        if self._backdrop is None or self._backdrop.get_size() != surface.get_size():
            self._backdrop = pygame.Surface(surface.get_size())
            theme.paint_backdrop(self._backdrop)
            pygame.draw.rect(self._backdrop, (6, 12, 24), self.card.move(0, 6), border_radius=14)
            pygame.draw.rect(self._backdrop, colours.PARCHMENT, self.card, border_radius=14)
            pygame.draw.rect(self._backdrop, colours.WOOD, self.card, self.px(4), border_radius=14)
            inner = self.card.inflate(-self.px(14), -self.px(14))
            pygame.draw.rect(self._backdrop, colours.GOLD, inner, 1, border_radius=10)
        surface.blit(self._backdrop, (0, 0))
        for pos, text, size, colour, bold in self.texts:
            fonts.draw_text(surface, text, pos, size, colour, bold)
