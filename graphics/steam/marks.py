"""The marks on an Age of Steam board: glowing places, each seat's last move, hover, routes, map corner notes.

The outlines of glowing places and last moves change only with the glowing set,
the last moves and the pulse's width, so they are painted once into a
colour-keyed picture per such key and blitted each frame; the hover outline and
a hovered cube's routes are drawn directly.
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics import colours, fonts, provisional
from graphics.steam import palette as pal
from graphics.steam.geometry import MapGeometry
from graphics.view import ViewContext, draw_last_move, pulse

MARKS_KEY = (255, 0, 255)  # the transparent colour of the marks' picture


class MarksMixin:
    """For SteamView: what is drawn over the painted map and panels to show what may be done and was done."""

    _marks: dict[tuple, pygame.Surface]  # outlines of glowing places and last moves, per key (see _draw_map_marks)

    def _stand_in_mark(self, surface: pygame.Surface, board: Any) -> None:
        """A provisional map's corner: the stand-in mark and two words; hovering it says what is printed."""
        if not board.provisional or self.map_rect.w < 160:
            return
        d = max(12, round(15 * self.sc))
        corner = pygame.Rect(self.map_rect.x + 6, self.map_rect.y + 6, d, d)
        fs = max(10, round(11 * self.sc))
        img = fonts.render("stand-in layout", fs, (240, 240, 230))
        label = img.get_rect(midleft=(corner.right + 4, corner.centery))
        back = pygame.Surface(corner.union(label).inflate(8, 4).size, pygame.SRCALPHA)
        back.fill((0, 0, 0, 90))
        area = corner.union(label).inflate(8, 4)
        surface.blit(back, area)
        surface.blit(provisional.mark_image(d), corner)
        surface.blit(img, label)
        self.rects[provisional.mark_id(f"map:{board.id}")] = area

    def _hint(self, surface: pygame.Surface, text: str) -> None:
        fs = self.text(11)
        img = fonts.render(text, fs, (240, 240, 230))
        r = img.get_rect(bottomright=(self.map_rect.right - 6, self.map_rect.bottom - 4))
        back = pygame.Surface(r.inflate(8, 4).size, pygame.SRCALPHA)
        back.fill((0, 0, 0, 90))
        surface.blit(back, r.inflate(8, 4))
        surface.blit(img, r)

    def _hex_outline(
        self, surface: pygame.Surface, geo: MapGeometry, name: str, colour, width: int, off: tuple[int, int] = (0, 0)
    ) -> None:
        board = geo.board
        hx = board.hex_of(name)
        if hx is None:
            return
        h = board.hexes[hx]
        pts = [(x - off[0], y - off[1]) for x, y in geo.corners(h.col, h.row, 0.94)]
        pygame.draw.polygon(surface, colour, pts, width)

    def _stop_hex(self, state: Any, eid: str, geo: MapGeometry) -> str | None:
        kind, _, key = eid.partition(":")
        board = geo.board
        if kind == "hex":
            return key
        if kind == "city" and key in board.cities:
            return board.hexes[board.cities[key].hex].name
        if kind in ("city", "town") and key in board.towns:
            return board.hexes[board.towns[key].hex].name
        return None

    def _draw_map_marks(self, surface: pygame.Surface, state: Any, ctx: ViewContext, geo: MapGeometry) -> None:
        w = 2 + round(2 * pulse(ctx.time))
        # a hovered or lifted cube: its routes
        focus = ctx.lifted if ctx.lifted and ctx.lifted.startswith("goods:") else None
        if focus is None and ctx.hovered and ctx.hovered.startswith("goods:"):
            focus = ctx.hovered
        if focus and ctx.candidate is None:
            self._draw_routes(surface, state, geo, focus)
        key = (frozenset(self._glow), w, tuple(sorted(ctx.last_moves.items())), geo.size, geo.origin)
        key += (tuple(self.map_rect), id(geo.board), surface.get_size())
        picture = self._marks.get(key)
        if picture is None:  # the outlines change only with the glowing set, the last moves and the pulse's width
            picture = pygame.Surface(self.map_rect.size)
            picture.fill(MARKS_KEY)
            picture.set_colorkey(MARKS_KEY)
            self._paint_marks(picture, state, ctx, geo, w, self.map_rect.topleft)
            if len(self._marks) >= 6:
                self._marks.clear()
            self._marks[key] = picture
        surface.blit(picture, self.map_rect)
        if ctx.hovered and ctx.hovered in self.map_ids and not ctx.hovered.startswith("button:"):
            name = self._stop_hex(state, ctx.hovered, geo)
            if name:
                self._hex_outline(surface, geo, name, pal.WHITE, 2)
            else:
                pygame.draw.rect(surface, pal.WHITE, self.map_ids[ctx.hovered].inflate(4, 4), 2, border_radius=3)

    def _paint_marks(
        self, surface: pygame.Surface, state: Any, ctx: ViewContext, geo: MapGeometry, w: int, off: tuple[int, int]
    ) -> None:
        """Each seat's last move and the glowing places, drawn ``off`` pixels up and left of the screen."""
        for seat, ids in ctx.last_moves.items():
            col = colours.player_colour(seat)
            for eid in ids:
                name = self._stop_hex(state, eid, geo)
                if name is not None:
                    self._hex_outline(surface, geo, name, col, 3, off)
                elif eid in self.map_ids:
                    draw_last_move(surface, self.map_ids[eid].move(-off[0], -off[1]), seat)
        for eid in self._glow:
            if eid in self.map_ids and not eid.startswith("button:"):
                kind = eid.split(":", 1)[0]
                if kind in ("hex", "city", "town"):
                    name = self._stop_hex(state, eid, geo)
                    if name:
                        self._hex_outline(surface, geo, name, colours.GLOW, w, off)
                else:
                    r = self.map_ids[eid].move(-off[0], -off[1])
                    pygame.draw.circle(surface, colours.GLOW, r.center, max(r.w, r.h) // 2 + 3, w)

    def _draw_routes(self, surface: pygame.Surface, state: Any, geo: MapGeometry, source: str) -> None:
        """Every delivery a hovered cube may make, faintly, each link in its owner's colour."""
        for a in self.actions(state):
            if a.source == source and a.kind == "move":
                self._draw_route(surface, state, a, geo, False)

    def _draw_panel_marks(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        for seat, ids in ctx.last_moves.items():
            for eid in ids:
                if eid in self.rects and eid not in self.map_ids:
                    draw_last_move(surface, self.rects[eid], seat)
        w = 2 + round(2 * pulse(ctx.time))
        for eid in self._glow | set(ctx.sources):
            if eid in self.rects and eid not in self.map_ids:
                glow = colours.GLOW if eid in self._glow else pal.shade(colours.GLOW, 0.8)
                pygame.draw.rect(
                    surface, glow, self.rects[eid].inflate(4, 4), w if eid in self._glow else 2, border_radius=5
                )
        if ctx.hovered and ctx.hovered in self.rects and ctx.hovered not in self.map_ids:
            pygame.draw.rect(surface, pal.WHITE, self.rects[ctx.hovered].inflate(2, 2), 2, border_radius=4)
