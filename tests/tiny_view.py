"""The tiny test game's board view (never shipped): nine cells in a square and a supply per seat."""

from __future__ import annotations

from typing import Any

import pygame

from graphics import colours, fonts
from graphics.view import BoardView, ViewContext, draw_glow, draw_last_move
from graphics.views import register_view, unregister_view


class TinyView(BoardView):
    game_id = "tiny"

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        side = min(rect.w * 2 // 3, rect.h) - 40
        cell = side // 3
        grid = pygame.Rect(rect.x + 20, rect.y + 20, cell * 3, cell * 3)
        for i in range(9):
            r, c = divmod(i, 3)
            self.rects[f"cell:{i}"] = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell - 6, cell - 6)
        for seat in range(4):
            self.rects[f"supply:{seat}"] = pygame.Rect(grid.right + 30, grid.y + seat * 90, 120, 80)

    def draw(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        pygame.draw.rect(surface, colours.PARCHMENT, self.rect, border_radius=10)
        last = {eid: seat for seat, ids in ctx.last_moves.items() for eid in ids}
        for i, owner in enumerate(state.cells):
            eid = f"cell:{i}"
            rect = self.rects[eid]
            pygame.draw.rect(surface, colours.PARCHMENT_DARK, rect, border_radius=6)
            pygame.draw.rect(surface, colours.WOOD, rect, 2, border_radius=6)
            if owner is not None:
                colours.draw_marker(surface, owner, rect.center, rect.w // 4, ctx.colour_blind)
            if eid in ctx.legal_targets:
                draw_glow(surface, rect, ctx.time)
            if eid in last:
                draw_last_move(surface, rect, last[eid])
        for seat in range(state.players):
            rect = self.rects[f"supply:{seat}"]
            pygame.draw.rect(surface, colours.PARCHMENT_DARK, rect, border_radius=6)
            if f"supply:{seat}" != ctx.lifted:
                colours.draw_marker(surface, seat, (rect.x + 30, rect.centery), 18, ctx.colour_blind)
            fonts.draw_text(
                surface, f"+{state.bonus[seat]}", (rect.x + 60, rect.centery), 16, colours.INK, anchor="midleft"
            )

    def describe(self, state: Any, element_id: str) -> str | None:
        if element_id.startswith("cell:"):
            return f"Cell {int(element_id[5:]) + 1}: a disc may be dropped here while it is empty."
        return f"Seat {int(element_id.split(':')[1]) + 1}'s supply of discs."


def install() -> None:
    register_view("tiny", TinyView)


def uninstall() -> None:
    unregister_view("tiny")
