"""The prompt bar, the log panel and toasts: drawn with real fonts straight onto the frame.

These are read-only panels painted from plain values (a Prompt, log entries,
messages), so they never hold game state of their own. The play scene keeps
their pictures and paints them again only when what they show changes; a toast
keeps its own picture and only fades it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from graphics import colours, fonts


def draw_prompt_bar(
    surface: pygame.Surface,
    rect: pygame.Rect,
    who: str,
    seat: int | None,
    text: str,
    rule: str,
    colour_blind: bool = True,
    scale: float = 1.0,
    thinking: bool = False,
    reserve: int = 0,
    rule_label: str = "Rule: ",
    palette: tuple[str, ...] = colours.COLOURS,
) -> None:
    """What to do now (large) and the rule behind it (smaller), with the deciding seat's marker.

    ``reserve`` pixels at the right end are left free (for buttons drawn over the bar).
    """
    pygame.draw.rect(surface, colours.DEEP_BLUE, rect)
    pygame.draw.line(surface, colours.GOLD, rect.bottomleft, (rect.right, rect.bottom - 1), 3)
    x = rect.x + int(14 * scale)
    big = int(21 * scale)
    small = int(14 * scale)
    if seat is not None:
        r = int(rect.h * 0.3)
        colours.draw_marker(surface, seat, (x + r, rect.centery), r, colour_blind, colours.WHITE, palette)
        x += 2 * r + int(12 * scale)
    head = f"{who}: {text}" if who else text
    if thinking:
        head = f"{who} is thinking…"
    width = rect.right - reserve - x - int(14 * scale)
    top = rect.y + int(5 * scale)
    heads = fonts.wrap(head, big, width, True)
    while len(heads) > 2 and big > int(17 * scale):  # a long prompt is set smaller before it is cut
        big -= 1
        heads = fonts.wrap(head, big, width, True)
    if len(heads) > 2:
        heads = [heads[0], fonts.fit(" ".join(heads[1:]), big, width, True)]
    for line in heads:
        fonts.draw_text(surface, fonts.fit(line, big, width, True), (x, top), big, colours.WHITE, True)
        top += big + int(4 * scale)
    if rule and not thinking:
        lines = fonts.wrap(f"{rule_label}{rule}", small, width)
        room = 2 if len(heads) == 1 else 1
        if len(lines) > room:
            lines = [*lines[: room - 1], fonts.fit(" ".join(lines[room - 1 :]), small, width)]
        y = top + int(4 * scale)
        for line in lines:
            fonts.draw_text(surface, line, (x, y), small, colours.GOLD)
            y += small + int(3 * scale)


def draw_note(
    surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 15, width: int = 320
) -> pygame.Rect:
    """A small parchment note near the pointer at ``pos``, kept inside the surface (tooltips, full hints).

    Returns where it was drawn, so a scene that keeps its pictures repaints only that box next frame."""
    lines = fonts.wrap(text, size, width)
    h = len(lines) * (size + 5) + 12
    w = max(fonts.font(size).size(line)[0] for line in lines) + 20
    box = pygame.Rect(pos[0] + 16, pos[1] + 16, w, h)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, colours.PARCHMENT, box, border_radius=6)
    pygame.draw.rect(surface, colours.WOOD, box, 2, border_radius=6)
    for i, line in enumerate(lines):
        fonts.draw_text(surface, line, (box.x + 10, box.y + 6 + i * (size + 5)), size, colours.INK)
    return box


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, title: str = "", scale: float = 1.0) -> pygame.Rect:
    """A parchment panel with a wooden frame; returns the inner rect below the title."""
    pygame.draw.rect(surface, colours.PARCHMENT, rect, border_radius=8)
    pygame.draw.rect(surface, colours.WOOD, rect, 2, border_radius=8)
    if title:
        top = rect.inflate(-int(16 * scale), -int(12 * scale)).topleft
        fonts.draw_text(surface, title, top, int(15 * scale), colours.WOOD_DARK, bold=True)
    return panel_inner(rect, title, scale)


def panel_inner(rect: pygame.Rect, title: str = "", scale: float = 1.0) -> pygame.Rect:
    """The inner rect of a panel drawn by ``draw_panel`` (below its title), without drawing."""
    inner = rect.inflate(-int(16 * scale), -int(12 * scale))
    if title:
        size = int(15 * scale)
        inner.top += size + int(8 * scale)
        inner.height -= size + int(8 * scale)
    return inner


#: The log's text size and line spacing at UI scale 1.0 (15 lines fit the 1280x720 log panel).
LOG_TEXT = 14
LOG_LEADING = 3

_log_cache: dict[tuple, list[tuple[Any, str, bool]]] = {}


def _log_lines(entries: Sequence[Any], size: int, width: int) -> list[tuple[Any, str, bool]]:
    """Every entry wrapped to ``width``, oldest first, as (entry, line, first line of its entry) (cached)."""
    key = (len(entries), entries[-1].index if entries else -1, entries[0].index if entries else -1, size, width)
    cached = _log_cache.get(key)
    if cached is not None:
        return cached
    lines = [(entry, line, i == 0) for entry in entries for i, line in enumerate(fonts.wrap(entry.text, size, width))]
    _log_cache.clear()
    _log_cache[key] = lines
    return lines


@dataclass(frozen=True)
class LogView:
    """How the log sits in its panel: text size, line height, the wrapped lines and how many fit."""

    size: int
    line_h: int
    lines: list[tuple[Any, str, bool]]
    fit: int

    @property
    def total(self) -> int:
        return len(self.lines)

    @property
    def most(self) -> int:
        """The farthest the log scrolls up (lines above the newest page)."""
        return max(0, self.total - self.fit)

    def clamp(self, scroll: int) -> int:
        return max(0, min(scroll, self.most))


def log_view(entries: Sequence[Any], rect: pygame.Rect, scale: float = 1.0, bar: int = 0) -> LogView:
    """The log's lines in the panel ``rect`` (``bar`` pixels on the right are left for a scroll bar)."""
    inner = panel_inner(rect, "Log", scale)
    size = int(LOG_TEXT * scale)
    line_h = size + int(LOG_LEADING * scale)
    lines = _log_lines(entries, size, inner.w - int(22 * scale) - bar)
    return LogView(size, line_h, lines, max(1, inner.h // line_h))


def log_scroll_of(entries: Sequence[Any], ply: int, rect: pygame.Rect, scale: float = 1.0, bar: int = 0) -> int:
    """The scroll (lines up from the newest) that shows the last line of move ``ply`` (or the nearest
    earlier move) at the bottom of the log, so stepping through a game in review keeps its move in view."""
    view = log_view(entries, rect, scale, bar)
    last = -1
    for i, (entry, _, _) in enumerate(view.lines):
        if getattr(entry, "ply", 0) <= ply:
            last = i
    if last < 0:
        return view.most
    return view.clamp(view.total - 1 - last)


def draw_log(
    surface: pygame.Surface,
    rect: pygame.Rect,
    entries: Sequence[Any],
    scroll: int = 0,
    colour_blind: bool = True,
    scale: float = 1.0,
    hits: list[tuple[pygame.Rect, Any]] | None = None,
    marked_ply: int | None = None,
    bar: int = 0,
    palette: tuple[str, ...] = colours.COLOURS,
) -> LogView:
    """The log, newest at the bottom; ``scroll`` lines up from the newest shows older entries.

    Only the lines that fit are drawn (each entry wrapped to the panel width,
    ``bar`` pixels narrower for a scroll bar). ``hits`` (if given) receives each
    drawn entry's rect, for clicking an entry; entries of ply ``marked_ply`` get
    a highlight (the move being reviewed). Returns the log's ``LogView``.
    """
    inner = draw_panel(surface, rect, "Log", scale)
    view = log_view(entries, rect, scale, bar)
    if not view.lines:
        fonts.draw_text(surface, "Nothing has happened yet.", inner.topleft, view.size, colours.INK_SOFT)
        return view
    scroll = view.clamp(scroll)
    shown = view.lines[max(0, view.total - view.fit - scroll) : view.total - scroll]
    boxes: dict[int, pygame.Rect] = {}  # each shown entry's lines, by its log index
    for row, (entry, _, _) in enumerate(shown):
        line = pygame.Rect(inner.x, inner.y + row * view.line_h, inner.w - bar, view.line_h)
        key = getattr(entry, "index", id(entry))
        boxes[key] = boxes[key].union(line) if key in boxes else line
    if marked_ply is not None:
        for row, (entry, _, _) in enumerate(shown):
            if getattr(entry, "ply", None) == marked_ply:
                box = (inner.x, inner.y + row * view.line_h, inner.w - bar, view.line_h)
                pygame.draw.rect(surface, (250, 226, 160), box)
    for row, (entry, text, first) in enumerate(shown):
        y = inner.y + row * view.line_h
        seat = getattr(entry, "seat", None)
        if first and seat is not None:
            r = max(5, view.size // 2 - 1)
            colours.draw_marker(surface, seat, (inner.x + 7, y + view.line_h // 2), r, False, palette=palette)
        colour = colours.INK_SOFT if getattr(entry, "kind", "") in ("undo", "restart", "note") else colours.INK
        fonts.draw_text(surface, text, (inner.x + int(20 * scale), y), view.size, colour)
    if hits is not None:
        seen = set()
        for entry, _, _ in shown:
            key = getattr(entry, "index", id(entry))
            if key not in seen:
                seen.add(key)
                hits.append((boxes[key], entry))
    if scroll > 0:
        note = "older lines (newest below)"
        fonts.draw_text(
            surface, note, (rect.right - 10, rect.y + 6), int(12 * scale), colours.INK_SOFT, anchor="topright"
        )
    return view


@dataclass
class Toast:
    text: str
    kind: str = "info"  # info | error
    remaining: float = 4.0
    link: str | None = None  # what a click on the toast opens (a rules reference entry id)
    link_label: str = ""  # the line that says so


class Toasts:
    """Short messages over the board that fade after a few seconds (the newest on top)."""

    def __init__(self) -> None:
        self.items: list[Toast] = []
        self._layers: dict[tuple, pygame.Surface] = {}  # a toast's picture, painted once, faded by its alpha
        self.hits: list[tuple[pygame.Rect, Toast]] = []  # where each linked toast's link line was last drawn
        self.drawn: list[pygame.Rect] = []  # where each toast was last drawn (what the next frame repaints)

    def show(
        self, text: str, kind: str = "info", seconds: float = 4.0, link: str | None = None, link_label: str = ""
    ) -> None:
        """Show ``text``; a toast with a ``link`` says ``link_label`` under it and answers ``link_at``."""
        self.items = [t for t in self.items if t.text != text][-2:]
        self.items.append(Toast(text, kind, seconds, link, link_label))

    def link_at(self, pos: tuple[int, int]) -> str | None:
        """The link of the toast whose link line is under ``pos`` (None: none there)."""
        for rect, toast in self.hits:
            if rect.collidepoint(pos) and toast in self.items:
                return toast.link
        return None

    def update(self, dt: float) -> None:
        for t in self.items:
            t.remaining -= dt
        self.items = [t for t in self.items if t.remaining > 0]

    @property
    def texts(self) -> list[str]:
        return [t.text for t in self.items]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
        """Stacked above ``rect``'s bottom edge, centred on it."""
        bottom = rect.bottom
        size = int(16 * scale)
        self.hits = []
        self.drawn = []
        for t in reversed(self.items):
            key = (t.text, t.kind, t.link_label, size, rect.w)
            painted = self._layers.get(key)
            if painted is None:
                painted = self._paint(t, size, rect.w)
                if len(self._layers) >= 8:
                    self._layers.clear()
                self._layers[key] = painted
            layer, link_top = painted
            box = layer.get_rect(bottomleft=(rect.x, bottom))
            layer.set_alpha(int(255 * min(1.0, t.remaining / 0.4)))
            surface.blit(layer, box)
            self.drawn.append(box)
            if t.link is not None:  # only the link's line answers a click: the rest lets it through to the board
                self.hits.append((pygame.Rect(box.x, box.y + link_top, box.w, box.bottom - box.y - link_top), t))
            bottom = box.top - 8

    @staticmethod
    def _paint(t: Toast, size: int, width: int) -> tuple[pygame.Surface, int]:
        """The toast's box and text on a layer of its own (made once, not every frame it shows), and the top of
        its link line within it."""
        lines = fonts.wrap(t.text, size, width - 40)
        extra = fonts.wrap(t.link_label, size, width - 40) if t.link_label else []
        h = (len(lines) + len(extra)) * (size + 6) + 18
        layer = pygame.Surface((width, h), pygame.SRCALPHA)
        fill = (120, 30, 26, 235) if t.kind == "error" else (22, 42, 78, 235)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=10)
        pygame.draw.rect(layer, (*colours.GOLD, 255), layer.get_rect(), 2, border_radius=10)
        for i, line in enumerate(lines):
            label = fonts.render(line, size, colours.WHITE)
            layer.blit(label, label.get_rect(midtop=(width // 2, 9 + i * (size + 6))))
        for i, line in enumerate(extra, len(lines)):
            label = fonts.render(line, size, colours.GOLD)
            box = label.get_rect(midtop=(width // 2, 9 + i * (size + 6)))
            layer.blit(label, box)
            pygame.draw.line(layer, colours.GOLD, box.bottomleft, box.bottomright, 1)
        return layer, 9 + len(lines) * (size + 6) - 4
