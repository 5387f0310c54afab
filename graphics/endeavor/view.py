"""EndeavorView: the world board, every seat's mat and the building market, for any window size.

The static layers (the painted map, each mat's background) are painted once per
size and cached; a frame blits them, then the pieces read from the state, then
the glow on legal targets and the marks of each seat's last move. Element ids
follow the agreed interface (``city:NA1``, ``shipping:india:0``, ``building:2:5``...).

The layers are mixins, one module each: ``map_layer``, ``expansion_layer``, ``discard_pile``, ``mat_layer``,
``market_layer``; this module holds the layout, hit-testing, composition, highlights and the lifted piece.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from graphics import colours, fonts, provisional
from graphics.endeavor import board_art, pieces
from graphics.endeavor import describe as desc
from graphics.endeavor import palette as pal
from graphics.endeavor.cache import cached_image
from graphics.endeavor.discard_pile import DiscardPileLayer
from graphics.endeavor.expansion_layer import ExpansionLayer
from graphics.endeavor.geometry import board_layout
from graphics.endeavor.ink import contrast_ring, dim_veil, outline_layer, pil_to_surface, point_in_polygon, spec_text
from graphics.endeavor.map_layer import MapLayer
from graphics.endeavor.market_layer import MarketLayer
from graphics.endeavor.mat_layer import MatLayer
from graphics.endeavor.stand_ins import StandInMarks, describe_mark
from graphics.view import BoardView, ViewContext, draw_last_move, pulse
from rules.endeavor import data as D

ROUND_KINDS = ("city", "shipping", "link")
REPAINT_AFTER = 0.3  # seconds a new window size must rest before the map is painted afresh for it


class EndeavorView(MapLayer, ExpansionLayer, DiscardPileLayer, MatLayer, MarketLayer, StandInMarks, BoardView):
    """The Endeavor board: map on the left, the deciding seat's mat under it, market and other mats beside."""

    game_id = "endeavor"

    def __init__(self, ruleset: Any) -> None:
        super().__init__(ruleset)
        self.geo = board_layout()
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.main_rect = pygame.Rect(0, 0, 0, 0)
        self.side_rect = pygame.Rect(0, 0, 0, 0)
        self.market_rect = pygame.Rect(0, 0, 0, 0)
        self.others_rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self._board: pygame.Surface | None = None
        self._board_text = 1.0  # the UI scale the painted map's names were grown by
        self._fog: dict[str, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._region_polys: dict[str, list[list[tuple[float, float]]]] = {}
        self.region_rects: dict[str, pygame.Rect] = {}
        self.round_ids: set[str] = set()
        self.mat_of: dict[int, tuple[pygame.Rect, bool]] = {}
        self._frame: pygame.Surface | None = None
        self._stale_since: float | None = None
        self._frame_state: Any = None
        self._frame_key: tuple = ()

    # -- layout ------------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        """Split the board area: the map (keeps its aspect), the main mat below, market and mats beside."""
        super().layout(rect)
        W, H = rect.size
        gap = max(4, W // 200)
        side = max(220, min(640, round(W * 0.29)))
        lw, lh = self.geo.size
        mw = W - side - gap
        mh = round(mw * lh / lw)
        if mh > H * 0.64:
            mh = round(H * 0.64)
            mw = round(mh * lw / lh)
        left_w = W - side - gap
        self.map_rect = pygame.Rect(rect.x + (left_w - mw) // 2, rect.y, mw, mh)
        self.main_rect = pygame.Rect(rect.x, rect.y + mh + gap, left_w, H - mh - gap)
        self.side_rect = pygame.Rect(rect.right - side, rect.y, side, H)
        market_h = round(H * 0.31)
        self.market_rect = pygame.Rect(self.side_rect.x, rect.y, side, market_h)
        self.others_rect = pygame.Rect(self.side_rect.x, rect.y + market_h + gap, side, H - market_h - gap)
        self.scale = mw / lw
        self._frame = None
        if self._board is None or self._board_text != fonts.board_scale():  # the map's names follow the UI scale
            self._paint_static()
        elif self._board.get_width() != mw:
            # A new size (the scene also calls layout after every move: then nothing is repainted). While the
            # window is being dragged, the old painting is stretched; the real one is painted once it rests.
            self._board = pygame.transform.smoothscale(self._board, (mw, mh))
            self._fog = {}
            self._stale_since = time.perf_counter()
        self._place_map()

    def _paint_static(self) -> None:
        if self.map_rect.w < 16:
            return
        glory = {f"city:{c}": g for c, g in zip(D.CITIES, D.CITY_GLORY, strict=False)}
        width = self.map_rect.w
        text = self._board_text = fonts.board_scale()
        extra = f"{width}|{sorted(glory.items())}|{text}"
        img = cached_image("board", extra, lambda: board_art.paint_board(width, glory, self.geo, text))
        self._board = pil_to_surface(img)

    def _fog_of(self, region_id: str) -> tuple[pygame.Surface, tuple[int, int]]:
        if region_id not in self._fog:
            img, off = board_art.paint_fog(self.map_rect.w, region_id, self.geo)
            self._fog[region_id] = (pil_to_surface(img), off)
        return self._fog[region_id]

    def px(self, p: tuple[float, float]) -> tuple[int, int]:
        return (round(self.map_rect.x + p[0] * self.scale), round(self.map_rect.y + p[1] * self.scale))

    def _place_map(self) -> None:
        """Screen rects of the map's places (stable for a size), and the regions' outlines for hit-testing."""
        s = self.scale
        sizes = self.geo.sizes
        self.map_places: dict[str, pygame.Rect] = {}
        self.round_ids = set()
        self.region_rects = {}
        self._region_polys = {}
        for rid, r in self.geo.regions.items():
            x0, y0, x1, y1 = r["bbox"]
            a, b = self.px((x0, y0)), self.px((x1, y1))
            self.region_rects[rid] = pygame.Rect(a[0], a[1], b[0] - a[0], b[1] - a[1])
            self._region_polys[rid] = [[self.px(tuple(p)) for p in poly] for poly in r["outlines"]]

        def circle(eid: str, centre: tuple[float, float], radius: float, minimum: float) -> None:
            c = self.px(centre)
            rr = max(minimum, radius * s)
            self.map_places[eid] = pygame.Rect(round(c[0] - rr), round(c[1] - rr), round(2 * rr), round(2 * rr))
            self.round_ids.add(eid)

        for sid, st in self.geo.stacks.items():
            cw, ch = sizes["card"]
            c = self.px(tuple(st["at"]))
            w, h = round(cw * s), round(ch * s)
            self.map_places[sid] = pygame.Rect(c[0] - w // 2, c[1] - h // 2, w, h)
        for gid, gv in self.geo.governors.items():
            gw, gh = sizes["governor"]
            c = self.px(tuple(gv["at"]))
            w, h = round(gw * s), round(gh * s)
            self.map_places[gid] = pygame.Rect(c[0] - w // 2, c[1] - h // 2, w, h)
        for sid, sp in self.geo.shipping.items():
            circle(sid, tuple(sp["at"]), sizes["shipping"], 8)
        for lid in self.geo.links:
            circle(lid, self.geo.point(lid), sizes["token"] + 1, 6)
        for cid, c in self.geo.cities.items():
            circle(cid, tuple(c["at"]), sizes["city"], 9)

    # -- hit-testing -------------------------------------------------------------------------

    def element_at(self, pos: tuple[int, int]) -> str | None:
        """Pieces and places first (topmost), then the region whose land is under the point."""
        for eid, rect in reversed(self.rects.items()):
            if eid in self.round_ids:
                c = rect.center
                if (pos[0] - c[0]) ** 2 + (pos[1] - c[1]) ** 2 <= (rect.w / 2 + 2) ** 2:
                    return eid
                continue
            if rect.collidepoint(pos):
                return eid
        if self.map_rect.collidepoint(pos):
            for rid, polys in self._region_polys.items():
                if any(point_in_polygon(pos, poly) for poly in polys):
                    return rid
        return None

    def rect_of(self, element_id: str) -> pygame.Rect | None:
        return self.rects.get(element_id) or self.region_rects.get(element_id)

    def describe(self, state: Any, element_id: str) -> str | None:
        if provisional.is_mark(element_id):
            return describe_mark(state, element_id)
        return desc.describe(state, element_id)

    # -- drawing -----------------------------------------------------------------------------

    def main_seat(self, state: Any, ctx: ViewContext) -> int:
        """Whose mat is drawn large: the one the scene says (picked, or the human's), else the deciding seat."""
        n = state.players
        for seat in (ctx.mat_seat, ctx.seat):
            if seat is not None and 0 <= seat < n:
                return seat
        return state.current if 0 <= state.current < n else 0

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for seat, (rect, compact) in self.mat_of.items():
            if compact and rect.collidepoint(pos):
                return seat
        return None

    def draw(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        if self._board is None:
            self._paint_static()
            if self._board is None:
                return
        if self._stale_since is not None and time.perf_counter() - self._stale_since > REPAINT_AFTER:
            self._stale_since = None
            self._paint_static()
            self._frame = None
        key = (ctx.seat, ctx.mat_seat, ctx.colour_blind, self.rect.size, surface.get_size())
        if self._frame is None or self._frame_state is not state or self._frame_key != key:
            self._compose(surface, state, ctx)
            self._frame_state, self._frame_key = state, key
        surface.blit(self._frame, self.rect.topleft, area=self.rect)
        self._draw_marks(surface, state, ctx)

    def _compose(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        """Paint board, pieces, mats and market once per state into an off-screen frame."""
        if self._frame is None or self._frame.get_size() != surface.get_size():
            self._frame = pygame.Surface(surface.get_size())
        frame = self._frame
        frame.fill(colours.WOOD_DARK, self.rect)
        self.rects = {}
        frame.blit(self._board, self.map_rect.topleft)
        self._draw_map(frame, state, ctx)
        self._draw_discards(frame, state, ctx)
        self._mark(frame, self.map_rect, "map", corner="bottomleft")
        self._draw_prominence(frame, state, ctx)
        self._draw_open_seas(frame, state, ctx)
        self._draw_mats(frame, state, ctx)
        self._draw_market(frame, state, ctx)

    # highlights -----------------------------------------------------------------------------

    def _draw_marks(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        t = ctx.time
        # in the Build phase the buildings you may not take now are dimmed
        if any(eid.startswith("market:") for eid in ctx.sources):
            for eid, rect in self.rects.items():
                if eid.startswith("market:") and eid not in ctx.sources:
                    surface.blit(dim_veil(rect.size), rect.topleft)
        # pieces you may lift: a pulsing outline
        for eid in ctx.sources:
            rect = self.rect_of(eid)
            if rect is None or eid == ctx.lifted:
                continue
            a = 130 + int(110 * pulse(t, 1.2))
            self._outline(surface, eid, rect, (*pal.GLOW, a), 3)
        # last moves of every seat, in the seat's colour
        for seat, ids in ctx.last_moves.items():
            for eid in ids:
                rect = self.rect_of(eid)
                if rect is None or eid.startswith("region:"):
                    continue
                if eid in self.round_ids:
                    c = rect.center
                    rad = rect.w // 2 + 5
                    pygame.draw.circle(surface, (20, 20, 20), c, rad + 1, 2)
                    pygame.draw.circle(surface, pal.seat_colour(seat), c, rad, 3)
                else:
                    draw_last_move(surface, rect, seat)
        # legal targets glow
        for eid in ctx.legal_targets:
            rect = self.rect_of(eid)
            if rect is None:
                continue
            if eid in self.round_ids:
                rad = max(8, rect.w // 2 + 3)
                # a dark edge first, so the glow also stands out on pale land and small cities
                surface.blit(contrast_ring(rad), contrast_ring(rad).get_rect(center=rect.center))
                ring = pieces.glow_ring(rad, pal.GLOW, 3)
                k = 0.75 + 0.25 * pulse(t)
                ring.set_alpha(int(255 * k))
                surface.blit(ring, ring.get_rect(center=rect.center))
            elif eid.startswith("region:"):
                for poly in self._region_polys.get(eid, []):
                    if len(poly) > 2:
                        pygame.draw.lines(surface, pal.GLOW, True, poly, 2 + int(2 * pulse(t)))
            else:
                self._outline(surface, eid, rect, (*pal.GLOW, 255), 2 + int(2 * pulse(t)))
        if ctx.hovered and ctx.hovered in self.rects and ctx.lifted is None:
            rect = self.rects[ctx.hovered]
            self._outline(surface, ctx.hovered, rect, (255, 255, 255, 140), 1)

    def _outline(self, surface, eid: str, rect: pygame.Rect, colour, width: int) -> None:
        colour = (*colour[:3], (colour[3] // 16) * 16 if len(colour) > 3 else 255)  # a few steps: cache hits
        layer = outline_layer(rect.size, eid in self.round_ids, colour, width)
        surface.blit(layer, (rect.x - 6, rect.y - 6))

    # the lifted piece -----------------------------------------------------------------------

    def draw_lifted(self, surface: pygame.Surface, state: Any, source_id: str, pos: tuple[int, int]) -> None:
        """A disc, a building tile, a card or a token following the mouse, with a deeper shadow."""
        kind, _, key = source_id.partition(":")
        base = max(18, round(2 * self.geo.sizes["city"] * self.scale * 1.05))
        if kind in ("harbor", "building"):
            seat = int(key.split(":")[0])
            img = pieces.disc(seat, base, True, shadow=5)
            surface.blit(img, img.get_rect(center=(pos[0], pos[1] - 3)))
            return
        if kind == "market" and key in D.BUILDING_INDEX:
            b = D.BUILDINGS[D.BUILDING_INDEX[key]]
            rect = self.rects.get(source_id)
            size = rect.size if rect else (150, 60)
            img = pieces.building(b.name, b.level, b.icons, spec_text(b), b.glory, size, False, 0, fonts.board_scale())
            self._lift_shadow(surface, img, pos)
            return
        if kind == "card":
            cid = key.partition(":")[2]
            card = D.CARDS.get(cid)
            rect = self.rects.get(source_id)
            if card is not None:
                region = "slavery" if card.slavery else D.REGIONS[D.DECK_REGION[card.deck]]
                img = pieces.card(
                    card.name,
                    max(0, card.value),
                    region,
                    card.icons,
                    card.glory,
                    rect.size if rect else (54, 76),
                    card.governor,
                    card.slavery,
                )
                self._lift_shadow(surface, img, pos)
                return
        if kind == "prominence" and hasattr(D, "TILES"):
            tile = D.TILES.get(state.options.get("prominence", "none"))
            if tile is not None and key in tile.spots:
                owner = state.tile_spots[tile.spots.index(key)]
                if owner >= 0:
                    img = pieces.disc(owner, base, True, shadow=5)
                    surface.blit(img, img.get_rect(center=(pos[0], pos[1] - 3)))
                    return
        if kind == "tokens":
            seat = int(key)
            blue = [k for k in D.BLUE_KINDS if state.tokens[seat * D.NKINDS + k]]
            img = pieces.token(D.TOKEN_KINDS[blue[0]] if blue else "ship", base)
            self._lift_shadow(surface, img, pos)
            return
        super().draw_lifted(surface, state, source_id, pos)

    def _lift_shadow(self, surface, img: pygame.Surface, pos) -> None:
        shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        r = img.get_rect(center=pos)
        surface.blit(shadow, r.move(5, 7), special_flags=0)
        surface.blit(img, r)
