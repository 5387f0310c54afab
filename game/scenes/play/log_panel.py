"""The log panel's scrolling: the wheel over the log, its scroll bar, and following a reviewed move.

The log is painted as a layer (``painting.py``) from ``log_scroll``, the lines
it is scrolled up from the newest (0: the newest lines, where a new move
returns it). The wheel over the log scrolls three lines at a time; a pygame_gui
scroll bar at its right edge shows where the view is and can be dragged or
stepped with its arrows. The scroll bar is created once the log holds more
lines than fit and is kept in step each frame; a click on a line still reviews
that move. A mixin of ``PlayScene``: it reads the scene's match and layout.
"""

from __future__ import annotations

import pygame
import pygame_gui

from graphics.widgets import LogView, log_scroll_of, log_view, panel_inner

__all__ = ["WHEEL_LINES", "LogScroll"]

#: Lines one notch of the wheel scrolls the log.
WHEEL_LINES = 3


class LogScroll:
    """``log_scroll`` and the scroll bar that shows it."""

    log_scroll: int = 0
    log_bar: pygame_gui.elements.UIVerticalScrollBar | None = None
    _bar_at: float | None = None  # the bar's start percentage as last set from log_scroll
    _bar_total: int = 0  # the line count the bar was sized for
    _log_view: LogView | None = None  # log_lines' answer, for _log_view_key
    _log_view_key: tuple | None = None

    def log_entries(self) -> list:
        return [e for e in self.match.log if not getattr(e, "undone", False)]

    def bar_width(self) -> int:
        return self.px(14)

    def log_lines(self) -> LogView:
        """The log's wrapped lines, kept until the log, its panel or the scale changes.

        Every frame asks for them (``update_log``); wrapping the whole log anew each time was a tenth of an
        idle frame's work. A new line, an undo (which marks entries undone) and a note each move the match's
        revision, so the revision and the log's length say when the lines are stale.
        """
        key = (id(self.match), self.match.revision, len(self.match.log), tuple(self.layout_rects.log))
        key += (self.scale, self.bar_width())
        if self._log_view_key != key:
            self._log_view = log_view(self.log_entries(), self.layout_rects.log, self.scale, self.bar_width())
            self._log_view_key = key
        return self._log_view

    def scroll_log(self, lines: int) -> None:
        """Scroll the log up (older, ``lines`` > 0) or down (newer) by ``lines``."""
        if self.layout_rects is None:
            return
        self.log_scroll = self.log_lines().clamp(self.log_scroll + lines)
        self._set_bar()

    def follow_log(self, ply: int) -> None:
        """Scroll so the last line of move ``ply`` is at the bottom of the log (a review keeps it in view)."""
        if self.layout_rects is None:
            return
        entries, lay = self.log_entries(), self.layout_rects
        self.log_scroll = log_scroll_of(entries, ply, lay.log, self.scale, self.bar_width())
        self._set_bar()

    def _build_log_bar(self) -> None:
        """The scroll bar, when the log holds more lines than fit (built with the other widgets)."""
        self.log_bar, self._bar_at, self._bar_total = None, None, 0
        if self._lesson_card_shown() or self.layout_rects is None:
            return  # a lesson's card covers the log
        view = self.log_lines()
        if view.total <= view.fit:
            return
        inner = panel_inner(self.layout_rects.log, "Log", self.scale)
        rect = pygame.Rect(inner.right - self.bar_width(), inner.y, self.bar_width(), inner.h)
        self.log_bar = pygame_gui.elements.UIVerticalScrollBar(
            rect, view.fit / view.total, self.manager, container=self.root
        )
        self._bar_total = view.total
        self._set_bar(view)

    def _set_bar(self, view: LogView | None = None) -> None:
        """Move the bar to show ``log_scroll`` (the bar's top is the first line shown)."""
        if self.log_bar is None:
            return
        view = view or self.log_lines()
        self.log_bar.set_scroll_from_start_percentage((view.total - view.fit - self.log_scroll) / view.total)
        self._bar_at = self.log_bar.start_percentage

    def update_log(self) -> None:
        """Each frame: a bar the player moved scrolls the log; a log that grew resizes the bar."""
        if self.root is None or self.layout_rects is None:
            return
        view = self.log_lines()
        need = view.total > view.fit and not self._lesson_card_shown()
        if need != (self.log_bar is not None) or (need and view.total != self._bar_total):
            if self.log_bar is not None:
                self.log_bar.kill()
            self.log_scroll = view.clamp(self.log_scroll)
            self._build_log_bar()
            return
        bar = self.log_bar
        if bar is not None and self._bar_at is not None and abs(bar.start_percentage - self._bar_at) > 1e-9:
            first = round(bar.start_percentage * view.total)  # the player moved the bar
            self.log_scroll = view.clamp(view.total - view.fit - first)
            self._bar_at = bar.start_percentage

    def wheel_over_log(self, pos: tuple[int, int], notches: int, consumed: bool) -> bool:
        """The wheel over the log scrolls it (over its bar, the bar moves itself). True if it was the log's."""
        lay = self.layout_rects
        if lay is None or not lay.log.collidepoint(pos):
            return False
        if not consumed:
            self.scroll_log(notches * WHEEL_LINES)
        return True
