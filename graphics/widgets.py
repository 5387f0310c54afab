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
        colours.draw_marker(surface, seat, (x + r, rect.centery), r, colour_blind, outline=colours.WHITE)
        x += 2 * r + int(12 * scale)
    head = f"{who}: {text}" if who else text
    if thinking:
        head = f"{who} is thinking…"
    width = rect.right - reserve - x - int(14 * scale)
    top = rect.y + int(5 * scale)
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


def draw_note(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 15, width: int = 320) -> None:
    """A small parchment note near the pointer at ``pos``, kept inside the surface (tooltips, full hints)."""
    lines = fonts.wrap(text, size, width)
    h = len(lines) * (size + 5) + 12
    w = max(fonts.font(size).size(line)[0] for line in lines) + 20
    box = pygame.Rect(pos[0] + 16, pos[1] + 16, w, h)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, colours.PARCHMENT, box, border_radius=6)
    pygame.draw.rect(surface, colours.WOOD, box, 2, border_radius=6)
    for i, line in enumerate(lines):
        fonts.draw_text(surface, line, (box.x + 10, box.y + 6 + i * (size + 5)), size, colours.INK)


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


@dataclass
class LogPage:
    """Which slice of the log is shown: page 0 is the most recent entries."""

    page: int = 0


_log_cache: dict[tuple, list[list[tuple[Any, str]]]] = {}


def _log_pages(entries: Sequence[Any], size: int, width: int, lines_fit: int) -> list[list[tuple[Any, str]]]:
    """The entries cut into pages of wrapped text, newest page first (cached for the same log and size)."""
    key = (len(entries), entries[-1].index if entries else -1, entries[0].index if entries else -1)
    key += (size, width, lines_fit)
    cached = _log_cache.get(key)
    if cached is not None:
        return cached
    blocks: list[list[tuple[Any, str]]] = []
    current: list[tuple[Any, str]] = []
    used = 0
    for entry in reversed(entries):
        lines = fonts.wrap(entry.text, size, width)
        if used + len(lines) > lines_fit and current:
            blocks.append(current)
            current, used = [], 0
        current.insert(0, (entry, "\n".join(lines)))
        used += len(lines)
    if current:
        blocks.append(current)
    _log_cache.clear()
    _log_cache[key] = blocks
    return blocks


def _log_layout(entries: Sequence[Any], inner: pygame.Rect, scale: float) -> tuple[int, int, list]:
    """Text size, line height and pages of the log in a panel's inner rect."""
    size = int(14 * scale)
    line_h = size + int(5 * scale)
    lines_fit = max(1, inner.h // line_h)
    return size, line_h, _log_pages(entries, size, inner.w - int(22 * scale), lines_fit)


def log_page_of(entries: Sequence[Any], ply: int, rect: pygame.Rect, scale: float = 1.0) -> int:
    """The page of ``draw_log`` in ``rect`` that shows the last entry of move ``ply`` (or the
    nearest earlier one), so stepping through a game in review keeps its move in view."""
    _, _, blocks = _log_layout(entries, panel_inner(rect, "Log", scale), scale)
    for page, block in enumerate(blocks):
        if any(getattr(entry, "ply", 0) <= ply for entry, _ in block):
            return page
    return max(0, len(blocks) - 1)


def draw_log(
    surface: pygame.Surface,
    rect: pygame.Rect,
    entries: Sequence[Any],
    page: int = 0,
    colour_blind: bool = True,
    scale: float = 1.0,
    hits: list[tuple[pygame.Rect, Any]] | None = None,
    marked_ply: int | None = None,
) -> int:
    """The log, newest at the bottom; ``page`` steps back through older entries.

    Only the entries that fit are drawn (wrapped to the panel width). Returns
    the number of pages, so the scene can enable its older/newer buttons.
    ``hits`` (if given) receives each drawn entry's rect, for clicking an entry;
    entries of ply ``marked_ply`` get a highlight (the move being reviewed).
    """
    inner = draw_panel(surface, rect, "Log", scale)
    size, line_h, blocks = _log_layout(entries, inner, scale)
    pages = max(1, len(blocks))
    if not blocks:
        fonts.draw_text(surface, "Nothing has happened yet.", inner.topleft, size, colours.INK_SOFT)
        return pages
    page = max(0, min(page, pages - 1))
    y = inner.y
    for entry, text in blocks[page]:
        n = text.count("\n") + 1
        box = pygame.Rect(inner.x, y, inner.w, n * line_h)
        if marked_ply is not None and getattr(entry, "ply", None) == marked_ply:
            pygame.draw.rect(surface, (250, 226, 160), box, border_radius=4)
        if hits is not None:
            hits.append((box, entry))
        seat = getattr(entry, "seat", None)
        if seat is not None:
            colours.draw_marker(surface, seat, (inner.x + 7, y + line_h // 2), max(5, size // 2 - 1), False)
        colour = colours.INK_SOFT if getattr(entry, "kind", "") in ("undo", "restart", "note") else colours.INK
        for line in text.split("\n"):
            fonts.draw_text(surface, line, (inner.x + int(20 * scale), y), size, colour)
            y += line_h
    if page > 0:
        note = f"page {page + 1} of {pages} (older)"
        fonts.draw_text(
            surface, note, (rect.right - 10, rect.y + 6), int(12 * scale), colours.INK_SOFT, anchor="topright"
        )
    return pages


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
