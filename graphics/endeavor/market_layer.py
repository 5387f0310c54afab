"""The building market: the buildings for sale by level, each with how many are left.

A mixin of ``EndeavorView``.
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics import fonts
from graphics.endeavor import palette as pal
from graphics.endeavor import pieces
from graphics.endeavor.ink import blit_text, market_background, spec_text
from graphics.view import ViewContext
from rules.endeavor import data as D


class MarketLayer:
    """The market panel."""

    def _market_buildings(self, state) -> list[int]:
        aoe = bool(state.options.get("aoe_buildings")) if isinstance(state.options, dict) else False
        want = "aoe" if aoe else "base"
        owned = {b for row in state.buildings for b in row}
        out = []
        for i, b in enumerate(D.BUILDINGS):
            if getattr(b, "set", "base") != want:
                continue
            if aoe and b.level == 5 and state.market[i] == 0 and i not in owned:
                continue
            out.append(i)
        return out

    def _draw_market(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        r = self.market_rect
        if r.w < 60 or r.h < 40:
            return
        bg = market_background(r.size)
        surface.blit(bg, r.topleft)
        head = max(14, min(fonts.board(24), r.h // 11))
        blit_text(
            surface,
            "BUILDINGS",
            max(10, round(head * 0.62)),
            pal.PARCHMENT,
            (r.x + 10, r.y + head // 2 + 2),
            "midleft",
            True,
        )
        blit_text(
            surface,
            f"Round {state.round} of 7 · {state.phase.capitalize()} phase",
            max(9, round(head * 0.55)),
            pal.PARCHMENT,
            (r.right - 10, r.y + head // 2 + 2),
            "midright",
        )
        items = self._market_buildings(state)
        by_level: dict[int, list[int]] = {}
        for i in items:
            by_level.setdefault(D.BUILDINGS[i].level, []).append(i)
        levels = sorted(by_level)
        if not levels:
            return
        pad = 4
        top = r.y + head + 2
        cols = max(len(v) for v in by_level.values())
        row_h = (r.bottom - top - pad) / len(levels)
        col_w = (r.w - pad * (cols + 1)) / cols
        tile_h = min(row_h - pad, col_w * 0.5)
        for li, lvl in enumerate(levels):
            y = top + li * row_h + (row_h - pad - tile_h) / 2
            for ci, bi in enumerate(by_level[lvl]):
                b = D.BUILDINGS[bi]
                tr = pygame.Rect(round(r.x + pad + ci * (col_w + pad)), round(y), round(col_w), round(tile_h))
                self.rects[f"market:{b.id}"] = tr
                left = state.market[bi]
                band = round(tile_h * 0.3)
                badge = pygame.Rect(0, 0, max(20, round(band * 1.6)), max(12, band - 2))
                img = pieces.building(
                    b.name, b.level, b.icons, spec_text(b), b.glory, tr.size, False, badge.w + 2, fonts.board_scale()
                )
                if left == 0:
                    img = img.copy()
                    img.fill((140, 140, 140, 255), special_flags=pygame.BLEND_RGBA_MULT)
                surface.blit(img, (tr.x - 2, tr.y - 2))
                self._building_mark(surface, tr, b, "market")
                # where a built tile's activation circle is: the name keeps the whole band
                name_band = max(tile_h * 0.3, min(tile_h * 0.42, 13 * fonts.board_scale()))  # as pieces.building
                badge.midright = (tr.right - 4, round((tr.y + name_band + tr.bottom) / 2) + 1)
                pygame.draw.rect(surface, pal.INK, badge, border_radius=badge.h // 2)
                blit_text(
                    surface, f"×{left}", max(8, round(badge.h * 0.8)), (250, 240, 210), badge.center, "center", True
                )
