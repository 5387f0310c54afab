"""The marks on an Age of Steam board: glowing places, each seat's last move, hover, routes, map corner notes.

The outlines of glowing places and last moves and a hovered cube's routes change
only with the glowing set, the last moves, the pulse's width and the cube, so
the view paints them into its cached frame (``SteamView._frame``); the hover
outlines are drawn over it each frame.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from graphics import colours, fonts, provisional
from graphics.steam import palette as pal
from graphics.steam.geometry import MapGeometry
from graphics.view import ViewContext, draw_last_move


@lru_cache(maxsize=32)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The dark see-through plate under a corner label, kept by size: these labels are drawn every frame, and
    making and filling a surface for each was most of their cost."""
    back = pygame.Surface(size, pygame.SRCALPHA)
    back.fill((0, 0, 0, 90))
    return back


class MarksMixin:
    """For SteamView: what is drawn over the painted map and panels to show what may be done and was done."""

    _overlays: list[pygame.Rect]  # where this frame drew over the board's picture (SteamView.draw repaints them)

    def _stand_in_mark(self, surface: pygame.Surface, board: Any) -> None:
        """A provisional map's corner: the stand-in mark and two words; hovering it says what is printed."""
        if not board.provisional or self.map_rect.w < 160:
            return
        d = max(12, round(15 * self.sc))
        corner = pygame.Rect(self.map_rect.x + 6, self.map_rect.y + 6, d, d)
        fs = max(10, round(11 * self.sc))
        img = fonts.render("stand-in layout", fs, (240, 240, 230))
        label = img.get_rect(midleft=(corner.right + 4, corner.centery))
        area = corner.union(label).inflate(8, 4)
        surface.blit(_shade(area.size), area)
        surface.blit(provisional.mark_image(d), corner)
        surface.blit(img, label)
        self.rects[provisional.mark_id(f"map:{board.id}")] = area
        self._overlays.append(area)

    def _hint(self, surface: pygame.Surface, text: str) -> None:
        fs = self.text(11)
        img = fonts.render(text, fs, (240, 240, 230))
        r = img.get_rect(bottomright=(self.map_rect.right - 6, self.map_rect.bottom - 4))
        surface.blit(_shade(r.inflate(8, 4).size), r.inflate(8, 4))
        surface.blit(img, r)
        self._overlays.append(r.inflate(8, 4))

    def _hex_outline(
        self, surface: pygame.Surface, geo: MapGeometry, name: str, colour, width: int
    ) -> pygame.Rect | None:
        """The outline of hex ``name``; returns where it was drawn."""
        board = geo.board
        hx = board.hex_of(name)
        if hx is None:
            return None
        h = board.hexes[hx]
        return pygame.draw.polygon(surface, colour, geo.corners(h.col, h.row, 0.94), width)

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

    def _focus(self, ctx: ViewContext) -> str | None:
        """The cube whose deliveries are drawn: the lifted one, else the hovered one; none while a route is held."""
        if ctx.candidate is not None:
            return None
        if ctx.lifted and ctx.lifted.startswith("goods:"):
            return ctx.lifted
        return ctx.hovered if ctx.hovered and ctx.hovered.startswith("goods:") else None

    def _paint_map_marks(
        self, surface: pygame.Surface, state: Any, ctx: ViewContext, geo: MapGeometry, w: int, focus: str | None
    ) -> list[pygame.Rect]:
        """The routes of ``focus``, each seat's last move and the glowing places (``w`` wide), on the map;
        returns where the glows were drawn (all that a picture of another width changes)."""
        if focus:
            self._draw_routes(surface, state, geo, focus)
        for seat, ids in ctx.last_moves.items():
            col = colours.player_colour(seat)
            for eid in ids:
                name = self._stop_hex(state, eid, geo)
                if name is not None:
                    self._hex_outline(surface, geo, name, col, 3)
                elif eid in self.map_ids:
                    draw_last_move(surface, self.map_ids[eid], seat)
        glows = []
        for eid in self._glow:
            if eid in self.map_ids and not eid.startswith("button:"):
                kind = eid.split(":", 1)[0]
                if kind in ("hex", "city", "town"):
                    name = self._stop_hex(state, eid, geo)
                    drawn = self._hex_outline(surface, geo, name, colours.GLOW, w) if name else None
                else:
                    r = self.map_ids[eid]
                    drawn = pygame.draw.circle(surface, colours.GLOW, r.center, max(r.w, r.h) // 2 + 3, w)
                if drawn is not None:
                    glows.append(drawn)
        return glows

    def _draw_map_hover(self, surface: pygame.Surface, state: Any, ctx: ViewContext, geo: MapGeometry) -> None:
        """The white outline of the hovered place or piece on the map."""
        if ctx.hovered and ctx.hovered in self.map_ids and not ctx.hovered.startswith("button:"):
            name = self._stop_hex(state, ctx.hovered, geo)
            if name:
                drawn = self._hex_outline(surface, geo, name, pal.WHITE, 2)
            else:
                drawn = pygame.draw.rect(
                    surface, pal.WHITE, self.map_ids[ctx.hovered].inflate(4, 4), 2, border_radius=3
                )
            if drawn is not None:
                self._overlays.append(drawn)

    def _draw_routes(self, surface: pygame.Surface, state: Any, geo: MapGeometry, source: str) -> None:
        """Every delivery a hovered cube may make, faintly, each link in its owner's colour."""
        for a in self.actions(state):
            if a.source == source and a.kind == "move":
                self._draw_route(surface, state, a, geo, False)

    def _draw_panel_marks(
        self, surface: pygame.Surface, ctx: ViewContext, rects: dict, w: int, skip: dict | None = None
    ) -> list[pygame.Rect]:
        """Last moves and glows (``w`` wide) of the elements of ``rects`` off the map (panels, buttons) and not in
        ``skip`` (whose marks the board's picture already holds); returns where they were drawn."""
        drawn = []
        skip, on_map = skip or {}, self.map_ids
        for seat, ids in ctx.last_moves.items():
            for eid in ids:
                if eid in rects and eid not in on_map and eid not in skip:
                    draw_last_move(surface, rects[eid], seat)
                    drawn.append(rects[eid].inflate(14, 14))  # its dashes are 5 pixels out, 2 wide
        for eid in self._glow | set(ctx.sources):
            if eid in rects and eid not in on_map and eid not in skip:
                glow = colours.GLOW if eid in self._glow else pal.shade(colours.GLOW, 0.8)
                width = w if eid in self._glow else 2
                drawn.append(pygame.draw.rect(surface, glow, rects[eid].inflate(4, 4), width, border_radius=5))
        return drawn

    def _draw_panel_hover(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        if ctx.hovered and ctx.hovered in self.rects and ctx.hovered not in self.map_ids:
            rect = self.rects[ctx.hovered].inflate(2, 2)
            self._overlays.append(pygame.draw.rect(surface, pal.WHITE, rect, 2, border_radius=4))
