"""Shared pieces of the form scenes (new game, settings, load, rules): a parchment card and dropdown rows.

Rows are measured before they are placed (``rows_height``), so a scene can
choose a layout that fits its card: hints under the rows, or hints shown only
on hover, in one column or two (``lay_out_rows``). A hint that had to be cut
or hidden is shown whole when the pointer rests on its row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from graphics import colours, fonts, theme, widgets


class FormScene(Scene):
    """A scene drawn as a parchment card on the night-blue backdrop, with dropdown rows."""

    heading: str = ""
    heading_room = 0  # pixels (at scale 1) kept free right of the heading, for a button there

    def __init__(self, app) -> None:
        super().__init__(app)
        self.dropdowns: dict[Any, Callable[[str], None]] = {}
        self.card = pygame.Rect(0, 0, 0, 0)
        self._backdrop: pygame.Surface | None = None
        self.error = ""
        self.texts: list[tuple[tuple[int, int], str, int, tuple[int, int, int], bool]] = []
        #: (area, text): the full hint shown when the pointer rests on the area.
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.mouse = (0, 0)
        self.next_y = 0

    def build(self) -> None:
        super().build()
        self.dropdowns = {}
        self.texts = []
        self.tips = []
        w, h = self.app.size
        self.card = pygame.Rect(0, 0, min(w - self.px(40), self.px(980)), h - self.px(60))
        self.card.center = (w // 2, h // 2)
        beside = self.px(self.heading_room)  # room kept right of the heading (a button there)
        self.label(
            pygame.Rect(
                self.card.x + self.px(28), self.card.y + self.px(14), self.card.w - self.px(56) - beside, self.px(44)
            ),
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

    def _label_lines(self, w: int, text: str) -> list[str]:
        return fonts.wrap(text, self.px(16), int(w * 0.42) - self.px(10), bold=True)[:2]

    def _hint_lines(self, w: int, hint: str) -> list[str]:
        lines = fonts.wrap(hint, self.px(13), w)
        if len(lines) > 2:
            lines = [lines[0], fonts.fit(" ".join(lines[1:]), self.px(13), w)]
        return lines

    def row_height(self, w: int, text: str, hint: str = "", hints: bool = True) -> int:
        """The height ``row`` takes for this row (the gap after it included)."""
        line_h = self.px(16) + self.px(4)
        labels = len(self._label_lines(w, text))
        ctrl_h = self.px(36)
        bottom = max(ctrl_h, ctrl_h // 2 - labels * line_h // 2 + labels * line_h)
        if hint and hints:
            bottom += self.px(3) + len(self._hint_lines(w, hint)) * (self.px(13) + self.px(4))
        return bottom + self.px(12)

    def rows_height(self, w: int, rows: Sequence[tuple[str, str]], hints: bool = True) -> int:
        return sum(self.row_height(w, text, hint, hints) for text, hint in rows)

    def row(self, x: int, y: int, w: int, text: str, hint: str = "", hints: bool = True) -> pygame.Rect:
        """A field label left of a control, the hint wrapped below; returns the control's rect.

        Labels and hints are painted with our own fonts, and ``self.next_y`` is
        set to where the next row may start. A hint cut short, or not shown
        (``hints=False``), is shown whole when the pointer rests on the row.
        """
        lw = int(w * 0.42)
        ctrl = pygame.Rect(x + lw, y, w - lw, self.px(36))
        size = self.px(16)
        lines = self._label_lines(w, text)
        line_h = size + self.px(4)
        ly = ctrl.centery - len(lines) * line_h // 2
        for line in lines:
            self.texts.append(((x, ly), line, size, colours.INK, True))
            ly += line_h
        bottom = max(ctrl.bottom, ly)
        shown = ""
        if hint and hints:
            hs = self.px(13)
            hint_lines = self._hint_lines(w, hint)
            hy = bottom + self.px(3)
            for line in hint_lines:
                self.texts.append(((x, hy), line, hs, colours.INK_SOFT, False))
                hy += hs + self.px(4)
            bottom = hy
            shown = " ".join(hint_lines)
        if hint and shown != hint:
            self.tips.append((pygame.Rect(x, y, lw, bottom - y), hint))
        self.next_y = bottom + self.px(12)
        return ctrl

    def lay_out_rows(
        self,
        area: pygame.Rect,
        rows: Sequence[tuple[str, str, Callable[[pygame.Rect], Any]]],
        max_width: int,
        columns: int = 2,
    ) -> None:
        """Place ``rows`` (label, hint, make the control in its rect) in ``area``, in the first layout that fits.

        One column with the hints under the rows, then without them (shown on
        hover), then (if ``columns`` allows) two columns with and without them;
        the last is used even when nothing fits.
        """
        pad = self.px(28)
        pairs = [(text, hint) for text, hint, _ in rows]
        one = min(area.w, max_width)
        two = (area.w - pad) // 2
        layouts = [(1, one, True), (1, one, False)]
        if columns > 1:
            layouts += [(2, two, True), (2, two, False)]
        for count, w, hints in layouts:
            per = -(-len(rows) // count)
            parts = [pairs[i * per : (i + 1) * per] for i in range(count)]
            if max(self.rows_height(w, part, hints) for part in parts) <= area.h:
                break
        x0 = area.centerx - w // 2 if count == 1 else area.x
        for i, (text, hint, make) in enumerate(rows):
            column, index = divmod(i, per)
            if index == 0:
                y = area.y
            make(self.row(x0 + column * (w + pad), y, w, text, hint, hints))
            y = self.next_y

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
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos

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

    def draw_over(self, surface: pygame.Surface) -> None:
        for area, text in self.tips:
            if area.collidepoint(self.mouse):
                widgets.draw_note(surface, text, self.mouse, self.px(14), self.px(360))
                break
