"""The generic board view: every element a legal action touches, as a labelled button.

Games without a view of their own can still be shown and played: the seats and
their provisional scores are drawn across the top, and each element id that a
legal action moves or targets (plus what the last moves touched) becomes a
button that drag and drop and clicks work on, like a real board.
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics import colours, fonts
from graphics.view import BoardView, ViewContext, draw_glow, draw_last_move, seat_of
from rules.seats import seat_colour


def element_label(element_id: str) -> str:
    """``cell:4`` -> ``cell 4``; ``box:specialists:cavalry`` -> ``box specialists cavalry``."""
    return element_id.replace(":", " ").replace("_", " ")


class GenericView(BoardView):
    """Labelled buttons for the elements that matter now."""

    game_id = ""

    def __init__(self, ruleset: Any) -> None:
        super().__init__(ruleset)
        self._ids: tuple[str, ...] = ()
        self._touched_state: Any = None
        self._touched_ids: set[str] = set()

    def _element_ids(self, state: Any, ctx: ViewContext) -> tuple[str, ...]:
        ids: set[str] = set(ctx.sources) | set(ctx.legal_targets) | self._touched(state)
        for touched in ctx.last_moves.values():
            ids.update(touched)
        return tuple(sorted(ids, key=_natural))

    def _touched(self, state: Any) -> set[str]:
        """Ids the legal actions of ``state`` move or target (cached per state: states never change)."""
        if self._touched_state is not state:
            ids: set[str] = set()
            try:
                for action in self.ruleset.legal_actions(state):
                    ids.update(action.targets)
                    if action.source:
                        ids.add(action.source)
            except Exception:  # a finished game has no actions; a view never fails a frame
                pass
            self._touched_state, self._touched_ids = state, ids
        return self._touched_ids

    def _arrange(self, ids: tuple[str, ...]) -> None:
        """Sources along the top band, everything else in a grid below."""
        self._ids = ids
        self.rects = {}
        area = self.rect.inflate(-24, -24)
        area.top += 70
        area.height -= 70
        if not ids or area.w <= 0 or area.h <= 0:
            return
        n = len(ids)
        cols = max(1, min(n, max(1, area.w // 175)))
        rows = (n + cols - 1) // cols
        bw = min(220, area.w // cols - 10)
        bh = max(28, min(70, area.h // max(1, rows) - 10))
        for i, eid in enumerate(ids):
            r, c = divmod(i, cols)
            self.rects[eid] = pygame.Rect(area.x + c * (bw + 10), area.y + r * (bh + 10), bw, bh)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._ids = ()

    def draw(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        ids = self._element_ids(state, ctx)
        if ids != self._ids or (not self.rects and ids):
            self._arrange(ids)
        pygame.draw.rect(surface, colours.PARCHMENT, self.rect, border_radius=10)
        pygame.draw.rect(surface, colours.WOOD, self.rect, 3, border_radius=10)
        self._draw_seats(surface, state, ctx)
        last = {eid: seat for seat, touched in ctx.last_moves.items() for eid in touched}
        for eid, rect in self.rects.items():
            lit = eid in ctx.legal_targets
            fill = colours.PARCHMENT_DARK if not lit else (250, 236, 190)
            if eid == ctx.hovered:
                fill = (255, 244, 210)
            pygame.draw.rect(surface, fill, rect, border_radius=6)
            pygame.draw.rect(surface, colours.WOOD, rect, 2, border_radius=6)
            seat = seat_of(eid)
            x = rect.x + 8
            if seat is not None and eid in ctx.sources:
                colours.draw_marker(surface, seat, (x + 10, rect.centery), 10, ctx.colour_blind, palette=self.palette)
                x += 26
            lines = fonts.wrap(element_label(eid), 15, rect.right - x - 6)
            if len(lines) > 2:
                lines = [lines[0], fonts.fit(" ".join(lines[1:]), 15, rect.right - x - 6)]
            top = rect.centery - len(lines) * 10
            for i, line in enumerate(lines):
                fonts.draw_text(surface, fonts.fit(line, 15, rect.right - x - 6), (x, top + i * 20), 15, colours.INK)
            if lit:
                draw_glow(surface, rect, ctx.time)
            if eid in last:
                draw_last_move(surface, rect, last[eid], self.palette)

    def _draw_seats(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        """Each seat's marker and provisional total across the top of the board."""
        try:
            sheets = self.ruleset.scores(state)
        except Exception:
            sheets = []
        x = self.rect.x + 20
        y = self.rect.y + 34
        fonts.draw_text(surface, self.ruleset.title, (x, self.rect.y + 10), 16, colours.INK_SOFT, bold=True)
        try:
            to_move = self.ruleset.to_move(state)
        except Exception:
            to_move = None
        for sheet in sheets:
            colours.draw_marker(surface, sheet.seat, (x + 12, y + 12), 12, ctx.colour_blind, palette=self.palette)
            text = f"{seat_colour(sheet.seat, self.palette)}: {sheet.total}"
            r = fonts.draw_text(surface, text, (x + 30, y + 12), 16, colours.INK, sheet.seat == to_move, "midleft")
            if sheet.seat == to_move:
                pygame.draw.line(
                    surface, colours.player_colour(sheet.seat, self.palette), (x, y + 28), (r.right, y + 28), 3
                )
            x = r.right + 28

    def describe(self, state: Any, element_id: str) -> str | None:
        return element_label(element_id)


def _natural(eid: str) -> tuple:
    """Sort ``cell:10`` after ``cell:9``."""
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in eid.split(":"))
