"""EndeavorView: the world board, every seat's mat and the building market, for any window size.

The static layers (the painted map, each mat's background) are painted once per
size and cached; a frame blits them, then the pieces read from the state, then
the glow on legal targets and the marks of each seat's last move. Element ids
follow the agreed interface (``city:NA1``, ``shipping:india:0``, ``building:2:5``...).
"""

from __future__ import annotations

import math
import time
from functools import lru_cache
from typing import Any

import pygame

from graphics import colours
from graphics.endeavor import board_art, mats, pieces
from graphics.endeavor import describe as desc
from graphics.endeavor import palette as pal
from graphics.endeavor.cache import cached_image
from graphics.endeavor.geometry import board_layout
from graphics.view import BoardView, ViewContext, draw_last_move, pulse
from rules.endeavor import data as D
from rules.endeavor import readings as E

ROUND_KINDS = ("city", "shipping", "link")
REPAINT_AFTER = 0.3  # seconds a new window size must rest before the map is painted afresh for it


@lru_cache(maxsize=1024)
def _rendered(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    return pal.pg_font(size, bold).render(text, True, colour)


def _text(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """Rendered text, cached; fonts are made afresh if pygame was restarted since."""
    try:
        return _rendered(text, size, colour, bold)
    except pygame.error:
        pal.reset_fonts()
        _rendered.cache_clear()
        return _rendered(text, size, colour, bold)


def _blit_text(surface, text, size, colour, pos, anchor="topleft", bold=False, shadow=None) -> pygame.Rect:
    img = _text(text, max(6, int(size)), tuple(colour), bold)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        surface.blit(_text(text, max(6, int(size)), tuple(shadow), bold), r.move(1, 1))
    surface.blit(img, r)
    return r


def _pil_to_surface(img) -> pygame.Surface:
    return pieces.to_surface(img)


class EndeavorView(BoardView):
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
        if self._board is None:
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
        extra = f"{width}|{sorted(glory.items())}"
        img = cached_image("board", extra, lambda: board_art.paint_board(width, glory, self.geo))
        self._board = _pil_to_surface(img)

    def _fog_of(self, region_id: str) -> tuple[pygame.Surface, tuple[int, int]]:
        if region_id not in self._fog:
            img, off = board_art.paint_fog(self.map_rect.w, region_id, self.geo)
            self._fog[region_id] = (_pil_to_surface(img), off)
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
                if any(_inside(pos, poly) for poly in polys):
                    return rid
        return None

    def rect_of(self, element_id: str) -> pygame.Rect | None:
        return self.rects.get(element_id) or self.region_rects.get(element_id)

    def describe(self, state: Any, element_id: str) -> str | None:
        return desc.describe(state, element_id)

    # -- drawing -----------------------------------------------------------------------------

    def main_seat(self, state: Any, ctx: ViewContext) -> int:
        """Whose mat is drawn large: the deciding human, else the seat to move."""
        n = state.players
        if ctx.seat is not None and 0 <= ctx.seat < n:
            return ctx.seat
        return state.current if 0 <= state.current < n else 0

    def draw(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        if self._board is None:
            self._paint_static()
            if self._board is None:
                return
        if self._stale_since is not None and time.perf_counter() - self._stale_since > REPAINT_AFTER:
            self._stale_since = None
            self._paint_static()
            self._frame = None
        key = (ctx.seat, ctx.colour_blind, self.rect.size, surface.get_size())
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
        self._draw_prominence(frame, state, ctx)
        self._draw_open_seas(frame, state, ctx)
        self._draw_mats(frame, state, ctx)
        self._draw_market(frame, state, ctx)

    # map ------------------------------------------------------------------------------------

    def _draw_map(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        s = self.scale
        for r, key in enumerate(D.REGIONS):
            rid = f"region:{key}"
            if r != D.EUROPE and not E.is_open(state, r) and rid in self.geo.regions:
                img, (ox, oy) = self._fog_of(rid)
                surface.blit(img, (self.map_rect.x + ox, self.map_rect.y + oy))
                left = D.SHIPPING[r] - min(len(state.ship_discs[r]), D.SHIPPING[r])
                lx, ly = self.geo.regions[rid]["label"]
                note = f"closed: {left} to go" if left and s >= 0.5 else "closed"
                _blit_text(
                    surface,
                    note,
                    max(10, round(12 * s)),
                    (250, 244, 230),
                    self.px((lx, ly + 17)),
                    "center",
                    True,
                    (30, 30, 30),
                )
        places = self.map_places
        disc_d = lambda eid: max(14, round(places[eid].w * 0.92))  # noqa: E731
        # stacks and governors
        for d, deck in enumerate(D.DECKS):
            sid = f"stack:{deck}"
            if sid not in places:
                continue
            rect = places[sid]
            self.rects[sid] = rect
            cards = state.stacks[d]
            gov = cards[0] if cards and D.CARDS[cards[0]].governor else None
            rest = [c for c in cards if not D.CARDS[c].governor]
            region = D.REGIONS[D.DECK_REGION[d]] if deck != "slavery" else "slavery"
            if rest:
                top = D.CARDS[rest[0]]
                if len(rest) > 1:
                    under = pieces.card("", 0, region, (0, 0, 0, 0), 0, rect.size, face_down=True)
                    surface.blit(under, (rect.x + 1, rect.y - 1))
                img = pieces.card(top.name, top.value, region, top.icons, top.glory, rect.size, False, top.slavery)
                surface.blit(img, (rect.x - 2, rect.y - 2))
                _blit_text(
                    surface,
                    f"{len(rest)}",
                    max(10, round(11 * s / 0.7)),
                    (250, 246, 230),
                    (rect.right + 2, rect.top - 2),
                    "topleft",
                    True,
                    (0, 0, 0),
                )
            elif deck == "slavery" and state.abolished:
                _blit_text(
                    surface,
                    "Abolished",
                    max(9, round(10 * s / 0.7)),
                    (250, 220, 200),
                    rect.center,
                    "center",
                    True,
                    (0, 0, 0),
                )
            gid = f"governor:{D.REGIONS[D.DECK_REGION[d]]}"
            if gid in places and deck != "slavery" and D.DECK_REGION[d] != D.EUROPE:
                grect = places[gid]
                self.rects[gid] = grect
                if gov is not None:
                    card = D.CARDS[gov]
                    img = pieces.card(card.name, 0, region, card.icons, card.glory, grect.size, governor=True)
                    surface.blit(img, (grect.x - 2, grect.y - 2))
        # shipping tracks
        for r, key in enumerate(D.REGIONS):
            n = D.SHIPPING[r]
            discs = state.ship_discs[r]
            toks = state.ship_tokens[r]
            for i in range(n):
                eid = f"shipping:{key}:{i}"
                if eid not in places:
                    continue
                rect = places[eid]
                self.rects[eid] = rect
                if i < len(discs):
                    self._disc_at(surface, discs[i], rect.center, disc_d(eid), ctx)
                elif toks[i] >= 0:
                    self._token_at(surface, D.TOKEN_KINDS[toks[i]], rect.center, round(rect.w * 0.86))
            extra = discs[n:] if n else ()
            if extra:
                last = places.get(f"shipping:{key}:{n - 1}")
                if last is not None:
                    for k, p in enumerate(extra[:6]):
                        c = (
                            last.centerx + round((k % 3) * last.w * 0.42) - last.w // 3,
                            last.bottom + round(last.h * 0.35) + (k // 3) * 6,
                        )
                        self._disc_at(surface, p, c, max(10, round(last.w * 0.55)), ctx)
        # links
        for li, lid in enumerate(D.LINK_IDS):
            eid = f"link:{lid}"
            if eid not in places:
                continue
            rect = places[eid]
            self.rects[eid] = rect
            tok = state.link_token[li]
            holder = next((p for p in range(state.players) if E.controls_link(state, p, li)), None)
            if holder is not None:
                a, b = (self.px(tuple(self.geo.cities[f"city:{D.CITIES[c]}"]["at"])) for c in D.LINKS[li])
                pygame.draw.line(surface, pal.seat_colour(holder), a, b, max(3, round(4 * s)))
                self._disc_at(surface, holder, rect.center, max(10, round(rect.w * 0.85)), ctx)
            elif tok >= 0:
                self._token_at(surface, D.TOKEN_KINDS[tok], rect.center, round(rect.w * 0.95))
        # cities
        for c, cid in enumerate(D.CITIES):
            eid = f"city:{cid}"
            if eid not in places:
                continue
            rect = places[eid]
            self.rects[eid] = rect
            owner = state.city_owner[c]
            if getattr(state, "fortified", 0) >> c & 1:
                _fort_ring(surface, rect.center, rect.w // 2 + 2)
            if owner >= 0:
                self._disc_at(surface, owner, rect.center, disc_d(eid), ctx)
            elif state.city_token[c] >= 0:
                self._token_at(surface, D.TOKEN_KINDS[state.city_token[c]], rect.center, round(rect.w * 0.8))

    def _disc_at(self, surface, seat: int, centre, diameter: int, ctx: ViewContext) -> None:
        img = pieces.disc(seat, diameter, ctx.colour_blind)
        pad = pieces.disc_pad(diameter)
        surface.blit(img, (centre[0] - diameter // 2 - pad, centre[1] - diameter // 2 - pad))

    def _token_at(self, surface, kind: str, centre, diameter: int) -> None:
        img = pieces.token(kind, max(8, diameter))
        surface.blit(img, img.get_rect(center=centre))

    # Age of Expansion: the Prominence tile and the open seas ---------------------------------

    def _draw_prominence(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        spots = getattr(state, "tile_spots", ())
        tile = D.TILES.get(state.options.get("prominence", "none")) if spots and hasattr(D, "TILES") else None
        if tile is None:
            return
        s = self.scale
        w, h = self.geo.prominence["size"]
        c = self.px(tuple(self.geo.prominence["at"]))
        fs = max(11, round(h * s) // 9)
        title = f"Prominence: {tile.name}"
        # never narrower than its title (the painted size would clip it), nor covering much of a small map
        mw, mh = self.map_rect.size
        tw = _text(title, fs, tuple(pal.INK), True).get_width() + 16
        pw = max(round(w * s), min(max(150, tw), round(mw * 0.42)))
        panel = pygame.Rect(0, 0, pw, max(round(h * s), min(100, round(mh * 0.45))))
        while fs > 8 and _text(title, fs, tuple(pal.INK), True).get_width() + 12 > panel.w:
            fs -= 1
        if _text(title, fs, tuple(pal.INK), True).get_width() + 12 > panel.w:
            title = tile.name  # a tiny map: the tile's name alone
        panel.center = c
        panel.clamp_ip(self.map_rect)
        shadow = pygame.Surface(panel.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, panel.move(3, 4))
        pygame.draw.rect(surface, pal.GOLD_DARK, panel, border_radius=8)
        pygame.draw.rect(surface, pal.PARCHMENT, panel.inflate(-6, -6), border_radius=6)
        _blit_text(surface, title, fs, pal.INK, (panel.centerx, panel.y + 5), "midtop", True)
        sub = f"placing here uses a {tile.action.capitalize()} action"
        sub_fs = min(fs, max(10, fs - 3))
        if _text(sub, sub_fs, pal.shade(pal.INK, 1.6)).get_width() + 10 <= panel.w:  # else the hover text says it
            _blit_text(surface, sub, sub_fs, pal.shade(pal.INK, 1.6), (panel.centerx, panel.y + 7 + fs), "midtop")
        body = pygame.Rect(panel.x + 8, panel.y + 2 * fs + 14, panel.w - 16, panel.bottom - 8 - (panel.y + 2 * fs + 14))
        if tile.kind == "alliance":
            bw = (body.w - 8) // 2
            for k, box in enumerate(tile.spots):
                r = pygame.Rect(body.x + k * (bw + 8), body.y, bw, body.h)
                colour = (222, 128, 40) if box == "orange" else (70, 150, 80)
                pygame.draw.rect(surface, pal.shade(colour, 1.5), r, border_radius=6)
                pygame.draw.rect(surface, colour, r, 2, border_radius=6)
                _blit_text(
                    surface,
                    box.capitalize(),
                    max(9, fs - 2),
                    pal.shade(colour, 0.6),
                    (r.centerx, r.y + 3),
                    "midtop",
                    True,
                )
                eid = f"prominence:{box}"
                self.rects[eid] = r
                d = max(12, min(r.h // 3, r.w // 4))
                x, y = r.x + 6, r.y + fs + 6
                for p in range(state.players):
                    n = spots[2 * p + k] if 2 * p + k < len(spots) else 0
                    if not n:
                        continue
                    self._disc_at(surface, p, (x + d // 2, y + d // 2), d, ctx)
                    _blit_text(surface, f"{n}", max(9, d * 2 // 3), pal.INK, (x + d + 2, y + d // 2), "midleft", True)
                    x += d * 2 + 6
                    if x + d > r.right:
                        x, y = r.x + 6, y + d + 4
            return
        upper = [i for i in range(len(tile.spots)) if not tile.lower[i]]
        lower = [i for i in range(len(tile.spots)) if tile.lower[i]]
        rows = [upper, lower] if lower else [upper[: (len(upper) + 1) // 2], upper[(len(upper) + 1) // 2 :]]
        rows = [r for r in rows if r]
        row_h = body.h / max(1, len(rows))
        rad = max(8, min(round(row_h * 0.32), round(body.w / (2.6 * max(len(r) for r in rows)))))
        centres: dict[int, tuple[int, int]] = {}
        for ri, row in enumerate(rows):
            step = body.w / len(row)
            for k, i in enumerate(row):
                centres[i] = (round(body.x + step * (k + 0.5)), round(body.y + row_h * (ri + 0.5)))
        for a, b in tile.links:
            pygame.draw.line(surface, pal.GOLD_DARK, centres[a], centres[b], 3)
            mid = ((centres[a][0] + centres[b][0]) // 2, (centres[a][1] + centres[b][1]) // 2)
            star = pieces.token("glory", max(10, rad))
            surface.blit(star, star.get_rect(center=mid))
        for i, spot in enumerate(tile.spots):
            cx, cy = centres[i]
            eid = f"prominence:{spot}"
            rect = pygame.Rect(cx - rad, cy - rad, 2 * rad, 2 * rad)
            self.rects[eid] = rect
            self.round_ids.add(eid)
            fill = pal.shade(pal.PARCHMENT, 0.85) if not tile.lower[i] else pal.shade(pal.SEA_SHALLOW, 1.2)
            pygame.draw.circle(surface, fill, (cx, cy), rad)
            pygame.draw.circle(surface, pal.INK, (cx, cy), rad, 2)
            if tile.attribute[i] >= 0:
                badge = pieces.token(D.TRACKS[tile.attribute[i]], max(10, rad))
                surface.blit(badge, badge.get_rect(center=(cx - rad, cy - rad)))
            if tile.glory[i]:
                g = pygame.Rect(0, 0, max(12, rad), max(12, rad))
                g.center = (cx + rad - 2, cy - rad + 2)
                pygame.draw.circle(surface, pal.GOLD, g.center, g.w // 2)
                pygame.draw.circle(surface, pal.GOLD_DARK, g.center, g.w // 2, 1)
                _blit_text(surface, str(tile.glory[i]), max(8, g.w - 3), pal.INK, g.center, "center", True)
            if tile.bonus[i]:
                _blit_text(surface, "+1", max(8, rad * 2 // 3), (30, 90, 40), (cx, cy + rad), "midtop", True)
            owner = spots[i] if i < len(spots) else -1
            if owner >= 0:
                self._disc_at(surface, owner, (cx, cy), round(rad * 1.7), ctx)

    def _draw_open_seas(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        seas = getattr(state, "open_sea", ())
        if not seas:
            return
        nreg = len(D.REGIONS)
        s = self.scale
        for eid, sea in self.geo.seas.items():
            region = sea["region"]
            r_i = D.REGION_INDEX.get(region)
            if r_i is None:
                continue
            w, h = sea["size"]
            c = self.px(tuple(sea["at"]))
            mw, mh = self.map_rect.size  # a tiny map keeps its seas small rather than hidden under them
            rect = pygame.Rect(0, 0, max(round(w * s), min(56, mw // 9)), max(round(h * s), min(30, mh // 9)))
            rect.center = c
            self.rects[eid] = rect
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.ellipse(layer, (*pal.SEA_SHALLOW, 110), layer.get_rect())
            pygame.draw.ellipse(layer, (*pal.REGION_LAND[region], 230), layer.get_rect(), 2)
            surface.blit(layer, rect)
            _blit_text(
                surface,
                "open sea",
                max(10 if rect.h >= 30 else 8, rect.h // 4),
                (240, 246, 250),
                (rect.centerx, rect.y + 2),
                "midtop",
                True,
                (20, 40, 60),
            )
            d = max(10, rect.h // 3)
            x = rect.x + d
            for p in range(state.players):
                n = seas[nreg * p + r_i] if nreg * p + r_i < len(seas) else 0
                if n:
                    self._disc_at(surface, p, (x, rect.centery + d // 3), d, ctx)
                    if n > 1:
                        _blit_text(
                            surface,
                            str(n),
                            max(8, d * 2 // 3),
                            (255, 255, 255),
                            (x + d // 2, rect.centery + d // 3),
                            "midleft",
                            True,
                            (0, 0, 0),
                        )
                    x += d + 8

    # mats -----------------------------------------------------------------------------------

    def _draw_mats(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        n = state.players
        main = self.main_seat(state, ctx)
        self.mat_of = {main: (self.main_rect, False)}
        others = [(main + k) % n for k in range(1, n)]
        if others:
            gap = max(3, self.others_rect.h // 120)
            each = (self.others_rect.h - gap * (len(others) - 1)) // len(others)
            each = min(each, round(self.others_rect.w * 0.5))
            for k, p in enumerate(others):
                r = pygame.Rect(self.others_rect.x, self.others_rect.y + k * (each + gap), self.others_rect.w, each)
                self.mat_of[p] = (r, True)
        for p, (rect, compact) in self.mat_of.items():
            self._draw_mat(surface, state, p, rect, compact, ctx)

    def _draw_mat(self, surface, state, p: int, rect: pygame.Rect, compact: bool, ctx: ViewContext) -> None:
        if rect.w < 40 or rect.h < 30:
            return
        g = mats.geometry(rect.size, compact)
        bg = mats.background(p, rect.size, compact, tuple(D.THRESHOLDS), _glory_spaces())
        surface.blit(bg, rect.topleft)
        ox, oy = rect.topleft

        def R(r: tuple[int, int, int, int]) -> pygame.Rect:
            return pygame.Rect(ox + r[0], oy + r[1], r[2], r[3])

        fs = g.font
        ink = pal.seat_ink(p)
        hh = g.header[3]
        name = pal.seat_name(p) + (" (you)" if p == ctx.seat else "")
        x = ox + 10
        if p == state.first:
            crown = _crown(fs + 4)
            surface.blit(crown, crown.get_rect(midleft=(x - 2, oy + hh // 2 + 1)))
            x += fs + 6
        nr = _blit_text(surface, name, fs, ink, (x, oy + hh // 2 + 1), "midleft", True)
        status = []
        if state.phase != "over" and p == state.current:
            status.append("to move")
        if state.done >> p & 1 and state.phase == "action":
            status.append("passed")
        used = nr.right
        if status:
            at = (nr.right + 8, oy + hh // 2 + 1)
            sr = _blit_text(surface, " · ".join(status), max(11, fs - 2), ink, at, "midleft")
            used = sr.right
        lv = [D.level(state.tracks[4 * p + t]) for t in range(4)]
        if not compact:
            # the long form if it fits beside the name, else the short one, else nothing (never drawn over the name)
            b, gr = D.BUILD_LEVEL[lv[0] - 1], D.GROWTH[lv[1] - 1]
            pay, c = D.PAYMENTS[lv[2] - 1], D.CARD_SLOTS[lv[3] - 1]
            for stats in (
                f"Build L{b}  Growth {gr}  Payments {pay}  Cards {c}",
                f"Build L{b} · Growth {gr} · Pay {pay} · Cards {c}",
                f"L{b} · G{gr} · P{pay} · C{c}",
            ):
                img = _text(stats, max(11, fs - 2), tuple(ink))
                if rect.right - 10 - img.get_width() >= used + 12:
                    surface.blit(img, img.get_rect(midright=(rect.right - 10, oy + hh // 2 + 1)))
                    break
        # tracks
        for t, name_t in enumerate(D.TRACKS):
            row = R(g.tracks[t])
            tid = f"track:{p}:{name_t}"
            self.rects[tid] = row
            v = state.tracks[4 * p + t]
            if not compact:
                sp = R(g.track_spaces[t][min(v, mats.TRACK_MAX)])
                cube = max(8, min(sp.w, sp.h) - 2)
                cr = pygame.Rect(0, 0, cube, cube)
                cr.center = (sp.centerx, sp.centery - 1)
                sh = cr.move(2, 2)
                pygame.draw.rect(surface, (40, 30, 20), sh, border_radius=3)
                pygame.draw.rect(surface, pal.seat_colour(p), cr, border_radius=3)
                pygame.draw.rect(surface, pal.shade(pal.seat_colour(p), 0.5), cr, 1, border_radius=3)
                if v > mats.TRACK_MAX:
                    _blit_text(surface, f"{v}", max(9, fs - 3), pal.INK, (sp.right + 2, sp.top), "bottomleft", True)
            else:
                br = min(row.h * 0.3, row.w * 0.22)
                tx = row.x + round(br * 2 + 6)
                _blit_text(
                    surface, str(v), max(10, round(row.h * 0.42)), pal.INK, (tx, row.centery - 1), "midleft", True
                )
                _blit_text(
                    surface,
                    f"L{lv[t]}",
                    max(10, round(row.h * 0.24)),
                    pal.shade(pal.INK, 1.6),
                    (row.right - 3, row.bottom - 2),
                    "bottomright",
                    True,
                )
        # buildings
        owned = state.buildings[p]
        for i, br in enumerate(g.buildings):
            r = R(br)
            self.rects[f"building:{p}:{i}"] = r
            if i < len(owned):
                b = D.BUILDINGS[owned[i]]
                spec = _spec_text(b)
                img = pieces.building(b.name, b.level, b.icons, spec, b.glory, r.size, compact)
                surface.blit(img, (r.x - 2, r.y - 2))
                if getattr(b, "conscription", ""):
                    cd = max(8, round(min(r.w, r.h) * (0.22 if not compact else 0.3)))
                    cc = (r.x + cd // 2 + 3, r.bottom - cd // 2 - 3)
                    pygame.draw.circle(surface, pal.shade(pal.PARCHMENT, 0.8), cc, cd // 2 + 1)
                    pygame.draw.circle(surface, pal.INK, cc, cd // 2 + 1, 1)
                    if getattr(state, "conscripts", (0,) * (p + 1))[p] >> i & 1:
                        self._disc_at(surface, p, cc, cd, ctx)
                if state.busy[p] >> i & 1:
                    cx, cy, cr = pieces.activation_circle(r.size, compact)
                    d = max(10, round(cr * 2.1))
                    self._disc_at(surface, p, (r.x + round(cx), r.y + round(cy)), d, ctx)
            elif not compact:
                _blit_text(
                    surface, str(i + 1), max(9, fs - 2), pal.shade(pal.PARCHMENT_DARK, 0.8), r.center, "center", True
                )
        # harbor, supply, tokens
        hr = R(g.harbor)
        self.rects[f"harbor:{p}"] = hr
        self._draw_harbor(surface, p, state.harbor[p], hr, compact, ctx)
        sr = R(g.supply)
        self.rects[f"supply:{p}"] = sr
        dd = max(10, min(sr.h // 2, sr.w // 3))
        inset = 5 if not compact else 3
        self._disc_at(surface, p, (sr.x + dd // 2 + inset, sr.centery + (4 if not compact else 0)), dd, ctx)
        _blit_text(
            surface,
            f"{state.supply[p]}",
            max(10, round(dd * 0.8)),
            pal.INK,
            (sr.x + dd + inset + 3, sr.centery + (4 if not compact else 0)),
            "midleft",
            True,
        )
        tr = R(g.tokens)
        self.rects[f"tokens:{p}"] = tr
        self._draw_tokens(surface, state, p, tr, compact)
        # cards
        self._draw_cards(surface, state, p, g, ox, oy, compact)

    def _draw_harbor(self, surface, p: int, count: int, r: pygame.Rect, compact: bool, ctx: ViewContext) -> None:
        top = 0 if compact else max(10, r.h // 6)
        area = pygame.Rect(r.x + 4, r.y + top + 2, r.w - 8, r.h - top - 6)
        if count <= 0:
            _blit_text(surface, "empty", max(10, r.h // 5), pal.shade(pal.SEA, 0.8), area.center, "center", True)
            return
        d = max(10, min(area.h - 2, round(area.w / 4.2), 46))
        shown = min(count, 12)
        per_row = max(1, (area.w - d) // max(1, round(d * 0.55)) + 1)
        rows = (shown + per_row - 1) // per_row
        step_x = round(d * 0.55)
        step_y = max(4, min(round(d * 0.5), (area.h - d) // max(1, rows - 1))) if rows > 1 else 0
        for k in range(shown):
            row, col = divmod(k, per_row)
            c = (area.x + d // 2 + col * step_x, area.y + d // 2 + row * step_y)
            self._disc_at(surface, p, c, d, ctx)
        label = f"{count}"
        _blit_text(
            surface,
            label,
            max(11, round(d * 0.75)),
            (255, 255, 255),
            (r.right - 5, r.bottom - 3),
            "bottomright",
            True,
            (0, 0, 0),
        )

    def _draw_tokens(self, surface, state, p: int, r: pygame.Rect, compact: bool) -> None:
        held = [(k, state.tokens[p * D.NKINDS + k]) for k in range(D.NKINDS) if state.tokens[p * D.NKINDS + k]]
        if not held:
            return
        if compact:
            # a grid filling the small box; each count sits on its token's corner, so every kind held is shown
            n = len(held)
            grids = [(min((r.w - 4) // -(-n // rows), (r.h - 4) // rows) - 2, -(-n // rows)) for rows in (1, 2, 3)]
            d, cols = max(grids)
            d = min(d, 30)
            d = max(8, d)
            rows = -(-n // cols)
            cw, rh = (r.w - 4) / cols, (r.h - 4) / rows
            for i, (k, num) in enumerate(held):
                row, col = divmod(i, cols)
                c = (round(r.x + 2 + cw * (col + 0.5)), round(r.y + 2 + rh * (row + 0.5)))
                self._token_at(surface, D.TOKEN_KINDS[k], c, d)
                if num > 1:
                    # on the token's lower right, never past its own cell
                    corner = (
                        min(round(r.x + 2 + cw * (col + 1)), c[0] + d // 2 + 8),
                        min(round(r.y + 3 + rh * (row + 1)), c[1] + d // 2 + 4),
                    )
                    _blit_text(surface, f"{num}", 11, (255, 255, 255), corner, "bottomright", True, (0, 0, 0))
            return
        top = max(10, r.h // 4)
        d = max(10, min(r.h - top - 4, 40, (r.w - 8) // len(held) - 14))  # room for each count beside
        step = max(d + 14, min(round(d * 2.1), (r.w - 8) // len(held)))
        for i, (k, n) in enumerate(held):
            x = r.x + 4 + i * step
            cy = r.y + top + (r.h - top) // 2
            self._token_at(surface, D.TOKEN_KINDS[k], (x + d // 2, cy), d)
            size = max(11, round(d * 0.55))
            _blit_text(surface, f"{n}", size, pal.INK, (x + d + 1, r.bottom - 2), "bottomleft", True)

    def _draw_cards(self, surface, state, p: int, g: mats.MatGeometry, ox: int, oy: int, compact: bool) -> None:
        cards = list(state.cards[p])
        slots = E.card_slots(state, p)
        normal, slave, gov = [], None, None
        for cid in cards:
            card = D.CARDS[cid]
            if card.governor and gov is None:
                gov = cid
            elif card.slavery and slave is None:
                slave = cid
            else:
                normal.append(cid)
        rects = [pygame.Rect(ox + r[0], oy + r[1], r[2], r[3]) for r in g.cards]
        # locked normal slots (Influence too low) are veiled
        for i in range(slots, mats.NORMAL_SLOTS if not compact else slots):
            veil = pygame.Surface(rects[i].size, pygame.SRCALPHA)
            veil.fill((60, 50, 40, 70))
            surface.blit(veil, rects[i].topleft)
        placed: list[tuple[str, pygame.Rect]] = []
        if compact:
            order = normal + [c for c in (slave, gov) if c is not None]
            span = rects[-1].right - rects[0].x - rects[0].w
            step = min(rects[0].w + 3, span / max(1, len(order) - 1))
            placed = [(cid, rects[0].move(round(i * step), 0)) for i, cid in enumerate(order)]
        elif len(normal) <= mats.NORMAL_SLOTS:
            placed += [(cid, rects[i]) for i, cid in enumerate(normal)]
        else:
            span = rects[mats.NORMAL_SLOTS - 1].right - rects[0].x - rects[0].w
            step = span / max(1, len(normal) - 1)
            placed += [(cid, rects[0].move(round(i * step), 0)) for i, cid in enumerate(normal)]
        if slave is not None and not compact:
            placed.append((slave, rects[mats.NORMAL_SLOTS]))
        if gov is not None and not compact:
            placed.append((gov, rects[mats.NORMAL_SLOTS + 1]))
        for cid, r in placed:
            card = D.CARDS[cid]
            region = "slavery" if card.slavery else D.REGIONS[D.DECK_REGION[card.deck]]
            img = pieces.card(
                card.name, max(0, card.value), region, card.icons, card.glory, r.size, card.governor, card.slavery
            )
            surface.blit(img, (r.x - 2, r.y - 2))
            self.rects[f"card:{p}:{cid}"] = r
        lost = state.slaves_lost[p]
        if lost:
            r = rects[mats.NORMAL_SLOTS] if not compact else rects[-1]
            _blit_text(
                surface,
                f"-{lost}",
                max(9, r.h // 3),
                (200, 40, 40),
                (r.centerx, r.bottom),
                "midbottom",
                True,
                (255, 255, 255),
            )

    # market ---------------------------------------------------------------------------------

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
        bg = _market_background(r.size)
        surface.blit(bg, r.topleft)
        head = max(14, min(24, r.h // 11))
        _blit_text(
            surface,
            "BUILDINGS",
            max(10, round(head * 0.62)),
            pal.PARCHMENT,
            (r.x + 10, r.y + head // 2 + 2),
            "midleft",
            True,
        )
        _blit_text(
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
                img = pieces.building(b.name, b.level, b.icons, _spec_text(b), b.glory, tr.size, False)
                if left == 0:
                    img = img.copy()
                    img.fill((140, 140, 140, 255), special_flags=pygame.BLEND_RGBA_MULT)
                surface.blit(img, (tr.x - 2, tr.y - 2))
                band = round(tile_h * 0.3)
                badge = pygame.Rect(0, 0, max(22, round(band * 1.9)), max(12, band - 2))
                badge.topright = (tr.right - 3, tr.y + 3)
                pygame.draw.rect(surface, pal.INK, badge, border_radius=badge.h // 2)
                _blit_text(
                    surface, f"×{left}", max(8, round(badge.h * 0.8)), (250, 240, 210), badge.center, "center", True
                )

    # highlights -----------------------------------------------------------------------------

    def _draw_marks(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        t = ctx.time
        # in the Build phase the buildings you may not take now are dimmed
        if any(eid.startswith("market:") for eid in ctx.sources):
            for eid, rect in self.rects.items():
                if eid.startswith("market:") and eid not in ctx.sources:
                    surface.blit(_veil(rect.size), rect.topleft)
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
                surface.blit(_contrast_ring(rad), _contrast_ring(rad).get_rect(center=rect.center))
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
        layer = _outline_layer(rect.size, eid in self.round_ids, colour, width)
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
            img = pieces.building(b.name, b.level, b.icons, _spec_text(b), b.glory, size, False)
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


@lru_cache(maxsize=8)
def _crown(px: int) -> pygame.Surface:
    """The first-player marker: a gold crown."""
    from graphics.endeavor import icons

    return pieces.to_surface(icons.icon("glory" if px < 0 else "influence", px, "badge"))


@lru_cache(maxsize=512)
def _outline_layer(size: tuple[int, int], round_: bool, colour: tuple[int, ...], width: int) -> pygame.Surface:
    """A translucent outline (ring or rounded frame) 6 px larger than ``size`` on every side."""
    layer = pygame.Surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
    local = pygame.Rect(6, 6, size[0], size[1]).inflate(6, 6)
    if round_:
        pygame.draw.circle(layer, colour, local.center, local.w // 2, width)
    else:
        pygame.draw.rect(layer, colour, local, width, border_radius=6)
    return layer


@lru_cache(maxsize=64)
def _contrast_ring(radius: int) -> pygame.Surface:
    """A dark translucent ring just outside a legal target's glow (the glow alone is pale on pale land)."""
    size = 2 * radius + 14
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(layer, (20, 14, 6, 170), (size // 2, size // 2), radius + 5, 4)
    return layer


@lru_cache(maxsize=64)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    """A dark translucent veil over something that cannot be chosen now."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((30, 20, 10, 110))
    return veil


def _fort_ring(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A fortification under a city's disc: a stone ring with battlements."""
    stone, dark = (150, 146, 140), (70, 66, 62)
    for k in range(8):
        a = k * math.pi / 4
        x, y = centre[0] + math.cos(a) * (radius + 1), centre[1] + math.sin(a) * (radius + 1)
        q = max(2, radius // 4)
        pygame.draw.rect(surface, dark, pygame.Rect(round(x - q), round(y - q), 2 * q, 2 * q))
        pygame.draw.rect(surface, stone, pygame.Rect(round(x - q) + 1, round(y - q) + 1, 2 * q - 2, 2 * q - 2))
    pygame.draw.circle(surface, dark, centre, radius + 1, 3)


def _spec_text(b) -> str | None:
    if b.spec is None:
        return None
    sep = {"single": "", "either": "/", "both": "+"}[b.spec.mode]
    return sep.join(b.spec.kinds)


@lru_cache(maxsize=1)
def _glory_spaces() -> tuple[int, ...]:
    return tuple(v for v in range(mats.TRACK_MAX + 1) if v > 0 and D.track_glory(v) == v)


@lru_cache(maxsize=8)
def _market_background(size: tuple[int, int]) -> pygame.Surface:
    from PIL import Image, ImageDraw

    w, h = size
    ss = 2
    img = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, w * ss - 1, h * ss - 1], 10 * ss, fill=(*pal.WOOD_DARK, 255))
    d.rounded_rectangle([3 * ss, 3 * ss, w * ss - 1 - 3 * ss, h * ss - 1 - 3 * ss], 8 * ss, fill=(*pal.WOOD, 255))
    grain = Image.effect_noise((max(2, w // 2), max(2, h * 3)), 30).resize(img.size, Image.BICUBIC)
    dark = Image.new("RGBA", img.size, (*pal.shade(pal.WOOD, 0.8), 255))
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([3 * ss, 3 * ss, w * ss - 1 - 3 * ss, h * ss - 1 - 3 * ss], 8 * ss, fill=255)
    from PIL import ImageChops

    img.paste(dark, (0, 0), ImageChops.multiply(mask, grain.point(lambda v: max(0, v - 128))))
    return pieces.to_surface(img.resize(size, Image.LANCZOS))


def _inside(pt: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    x, y = pt
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside
