"""SteamView: an Age of Steam map (any of the four), the goods display, action spaces and seat panels.

The painted map (terrain, cities, towns, Japan's seas) is cached per map, size
and zoom, and the state's pieces (track from the tiles' exits, ownership discs,
New Cities, goods cubes, sea claims) over it per change of the state; the glow
on legal targets, each seat's last move, the route of a hovered delivery and
the panels are composed with them into one picture of the board (``_frame``),
so a frame blits that and draws only what follows the pointer over it.
Element ids are those of ``rules/steam/README.md`` (``hex:c,r``, ``city:<id>``,
``goods:<stop>:<slot>``, ``display:<square>:<column>``, ``action:<name>``, ...).
"""

from __future__ import annotations

import math
import time
from typing import Any

import pygame

from graphics import colours, fonts, provisional
from graphics.steam import describe as desc
from graphics.steam import palette as pal
from graphics.steam import track_art
from graphics.steam.geometry import ZOOMS, MapGeometry
from graphics.steam.held import HeldMixin
from graphics.steam.map_art import paint_map
from graphics.steam.marks import MarksMixin
from graphics.steam.panels import PanelsMixin
from graphics.steam.pieces import PiecesMixin
from graphics.view import BoardView, ViewContext, pulse
from rules.steam.moves import stop_name
from rules.steam.tiles import BY_ID, DISTINCT_ROTS, placed_paths
from rules.words import plural

REPAINT_AFTER = 0.25  # seconds the zoom must rest before the map is painted afresh at the new size


def _pil_surface(img) -> pygame.Surface:
    """An opaque pygame surface from a painted layer (opaque blits are several times faster)."""
    surf = pygame.image.frombytes(img.convert("RGB").tobytes(), img.size, "RGB")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert()
    return surf


class SteamView(HeldMixin, MarksMixin, PiecesMixin, PanelsMixin, BoardView):
    """The map on the left with the goods display under it; actions, seats and tiles on the right."""

    game_id = "steam"
    opaque = True  # the frame picture covers the whole board area

    def __init__(self, ruleset: Any) -> None:
        super().__init__(ruleset)
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.turn_bar = pygame.Rect(0, 0, 0, 0)
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._panels: dict[str, tuple] = {}  # name -> (state, key, picture, element rects)
        self._frames: dict[tuple, tuple] = {}  # key -> (state, the board's picture, panel rects, glows): _frame
        self._glows: list[pygame.Rect] = []  # where the shown picture's glows are (what the pulse's width changes)
        self._labels: list[pygame.Rect] = []  # where the map's names are on the pieces picture
        self._spare: list[pygame.Surface] = []  # pictures of dropped frames, to paint the next ones on
        self._on_screen: tuple | None = None  # (surface, key, state, glows) of the picture last put on a surface
        self._overlays: list[pygame.Rect] = []  # where the last frame drew over that picture
        self._previewing = False  # a held piece is drawn on its target: the piece at the mouse is not
        self.display_rect = pygame.Rect(0, 0, 0, 0)
        self.side_rect = pygame.Rect(0, 0, 0, 0)
        self.zoom_index = 0
        self.geo: MapGeometry | None = None
        self._map_id: str | None = None
        self._layers: dict[tuple, pygame.Surface] = {}
        self._glow: set[str] = set()
        self._pick: set[str] = set()
        self._state: Any = None
        self._acts: list = []
        self._acts_state: Any = None
        self._net_key: Any = None
        self._seg_link: dict[tuple[int, int], Any] = {}
        self._links: list = []
        self.map_ids: dict[str, pygame.Rect] = {}  # ids drawn on the map (found by position, not by rect order)
        self.sc = 1.0
        self._per_row = 8
        self._vertical = False
        self._arranged_for: str | None = None
        self._left = pygame.Rect(0, 0, 0, 0)
        self._gap = 6
        self._disp_h = 84
        self._icons: dict[tuple, pygame.Surface] = {}
        self._quick: dict[tuple, pygame.Surface] = {}
        self._last_layer: pygame.Surface | None = None
        self._zoomed_at: float | None = None

    # -- layout ------------------------------------------------------------------------------

    def text(self, design: float, least: int = 6) -> int:
        """A text size of ``design`` pixels at this board's size and the UI scale (the one lookup, fonts.board)."""
        return max(least, fonts.board(design * self.sc))

    def layout(self, rect: pygame.Rect) -> None:
        """Split the board area: map and goods display on the left, a side column on the right."""
        super().layout(rect)
        W, H = rect.size
        self.sc = max(0.8, min(1.6, H / 620))
        gap = max(6, W // 160)
        wider = min(1.25, fonts.board_scale())  # the side column's words grow with the UI scale: so does the column
        side = max(250, min(round(420 * wider), round(W * 0.29 * wider)))
        disp_h = max(84, min(round(150 * wider), round(H * 0.16 * wider)))
        left_w = W - side - gap
        self.side_rect = pygame.Rect(rect.right - side, rect.y, side, H)
        bar_h = round(32 * self.sc)  # the turn's buttons ("Finish building", "Pass") over the map
        self.turn_bar = pygame.Rect(rect.x, rect.y, left_w, bar_h)
        top = rect.y + bar_h + gap // 2
        self._left = pygame.Rect(rect.x, top, left_w, rect.bottom - top)
        self._gap = gap
        self._disp_h = disp_h
        self.display_rect = pygame.Rect(rect.x, rect.bottom - disp_h, left_w, disp_h)
        new_map = pygame.Rect(rect.x, top, left_w, rect.bottom - top - disp_h - gap)
        if new_map != self.map_rect:
            self.geo = None  # a new size: fit again (the zoom level stays)
            if self._last_layer is not None:
                self._zoomed_at = time.perf_counter()  # while the window is dragged, stretch the old painting
        self.map_rect = new_map
        self._arranged_for = None

    def _arrange(self, board: Any) -> None:
        """Goods display under the map, or as a tall strip beside it when that lets a tall map grow."""
        left, gap = self._left, self._gap
        probe = MapGeometry(board, (0, 0, 1000, 1000))
        span_x = (probe.world_w - 2 * probe.pad) / probe.fit_size
        span_y = (probe.world_h - 2 * probe.pad) / probe.fit_size
        below = min(left.w / span_x, (left.h - self._disp_h - gap) / span_y)
        fs = self.text(11, 10)
        strip = max(110, max(22, round(fs * 1.8)) + 3 * (round(20 * self.sc) + 3) + 16)
        beside = min((left.w - strip - gap) / span_x, left.h / span_y)
        self._vertical = beside > below * 1.08
        if self._vertical:
            new_map = pygame.Rect(left.x, left.y, left.w - strip - gap, left.h)
            self.display_rect = pygame.Rect(left.right - strip, left.y, strip, left.h)
        else:
            new_map = pygame.Rect(left.x, left.y, left.w, left.h - self._disp_h - gap)
            self.display_rect = pygame.Rect(left.x, left.bottom - self._disp_h, left.w, self._disp_h)
        if new_map != self.map_rect:
            self.geo = None
        self.map_rect = new_map
        self._arranged_for = board.id

    def _ensure_geo(self, state: Any) -> MapGeometry:
        board = self.ruleset.board(state)
        if self._arranged_for != board.id:
            self._arrange(board)
        if self.geo is None or self._map_id != board.id or self.geo.zoom != ZOOMS[self.zoom_index]:
            old = self.geo
            geo = MapGeometry(board, tuple(self.map_rect), ZOOMS[self.zoom_index])
            if old is not None and old.board is board:
                geo.pan_x, geo.pan_y = old.pan_x, old.pan_y
            geo.clamp_pan()
            self.geo = geo
            self._map_id = board.id
        return self.geo

    def _layer(self, state: Any) -> pygame.Surface:
        geo = self._ensure_geo(state)
        key = (geo.board.id, geo.world_w, geo.world_h, geo.zoom)
        surf = self._layers.get(key)
        if surf is None and self._zoomed_at is not None and time.perf_counter() - self._zoomed_at < REPAINT_AFTER:
            # while the wheel turns, the last painting is stretched; the new one is painted once it rests
            quick = self._quick.get(key)
            if quick is None and self._last_layer is not None:
                quick = pygame.transform.smoothscale(self._last_layer, (geo.world_w, geo.world_h))
                self._quick = {key: quick}
            if quick is not None:
                return quick
        if surf is None:
            surf = _pil_surface(paint_map(geo.board, geo))
            if len(self._layers) > 6:
                self._layers.clear()
            self._layers[key] = surf
            self._quick = {}
        self._last_layer = surf
        return surf

    # -- zoom and pan ----------------------------------------------------------------------------

    def zoom(self, steps: int, pos: tuple[int, int]) -> bool:
        new = max(0, min(len(ZOOMS) - 1, self.zoom_index + (1 if steps > 0 else -1 if steps < 0 else 0)))
        if new == self.zoom_index or self.geo is None:
            return False
        old = self.geo
        ox, oy = old.origin
        # the map point under the mouse, in hex sizes from the painted layer's inner corner
        fx, fy = (pos[0] - ox - old.pad) / old.size, (pos[1] - oy - old.pad) / old.size
        self.zoom_index = new
        self._zoomed_at = time.perf_counter()
        geo = MapGeometry(old.board, tuple(self.map_rect), ZOOMS[new])
        # choose the pan that keeps that point under the mouse
        geo.pan_x = geo.base_x + geo.pad + fx * geo.size - pos[0]
        geo.pan_y = geo.base_y + geo.pad + fy * geo.size - pos[1]
        geo.clamp_pan()
        self.geo = geo
        return True

    def pan(self, delta: tuple[int, int]) -> bool:
        if self.geo is None or self.zoom_index == 0:
            return False
        before = (self.geo.pan_x, self.geo.pan_y)
        self.geo.pan_x -= delta[0]
        self.geo.pan_y -= delta[1]
        self.geo.clamp_pan()
        return (self.geo.pan_x, self.geo.pan_y) != before

    # -- state readings (cached per state) ---------------------------------------------------------

    def actions(self, state: Any) -> list:
        if self._acts_state is not state:
            self._acts_state = state
            self._acts = self.annotate(state, list(self.ruleset.legal_actions(state))) if state.phase != "over" else []
            self._acts_state = state
        return self._acts

    def _network(self, state: Any) -> None:
        key = (id(state.track), id(state.new_city), id(state.ext))
        if key == self._net_key and self._state is state:
            return
        self._net_key = key
        self._links = self.ruleset.links(state)
        self._seg_link = {seg: link for link in self._links for seg in link.segments}

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        self._state = state
        self._network(state)
        self._glow = set(ctx.legal_targets)
        # with nothing in hand, a movable cube wins over the glowing city it sits on (else it cannot be lifted)
        self._pick = set() if ctx.lifted else {s for s in ctx.sources if s.startswith("goods:")}
        self.rects = {}
        self.map_ids = {}
        geo = self._ensure_geo(state)
        w = 2 + round(2 * pulse(ctx.time)) if self._glow else 0  # the glow's pulse; nothing else uses it
        frame, panel_rects, key = self._frame(surface, state, ctx, geo, w)
        self._show(surface, state, frame, key)
        # what follows the pointer, over the frame
        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        self._draw_map_hover(surface, state, ctx, geo)
        self._draw_held(surface, state, ctx, geo)
        surface.set_clip(clip)
        self._draw_buttons(surface, state, ctx)
        pygame.draw.rect(surface, pal.INK, self.map_rect, 2)
        self._stand_in_mark(surface, geo.board)
        if self.map_rect.w > 300:
            self._hint(surface, "Wheel: zoom" if self.zoom_index == 0 else "Wheel: zoom · drag open country: pan")
        marked = self._draw_panel_marks(surface, ctx, self.rects, w, skip=panel_rects)
        self._overlays += marked
        self._draw_panel_hover(surface, ctx)
        self._draw_build_preview(surface, state, ctx, geo)

    def _show(self, surface: pygame.Surface, state: Any, frame: pygame.Surface, key: tuple) -> None:
        """Put the board's picture on ``surface``: whole, or, when the same picture is still there, only where
        the last frame drew over it (the view's own marks, and the ``damage`` the scene reports).

        In most frames nothing on the board changes; repainting 1.4 million pixels for that was the
        largest part of a frame's work and of its erratic slowest frames.
        """
        shown = (surface, key, state, self._glows)
        on = self._on_screen
        if self.damage is not None and on is not None and on[0] is surface and on[2] is state and on[1][0] == key[0]:
            # the same picture, or one that differs only by the pulse's width: only the glows changed
            parts = self.damage + self._overlays + (on[3] + self._glows if on[1][1] != key[1] else [])
            for r in parts:
                part = r.clip(self.rect)
                if part:
                    surface.blit(frame, part, part)
        else:
            surface.blit(frame, self.rect, self.rect)
        self._on_screen = shown
        self._overlays = []
        self.damage = None  # told afresh for each frame

    def _frame(
        self, surface: pygame.Surface, state: Any, ctx: ViewContext, geo: MapGeometry, w: int
    ) -> tuple[pygame.Surface, dict[str, pygame.Rect], tuple]:
        """The board but for what follows the pointer, as one opaque picture (of ``surface``'s size, drawn in
        ``self.rect``), and the panels' element rects; registers the map's and the panels' elements.

        Blitting the wood, the map with its pieces, a colour-keyed picture of the marks and the two
        panels touched about four million pixels a frame, whose slowest frames cost 20 ms on a busy
        machine; one opaque blit of this picture is a third of that. It is kept while all it shows
        is unchanged: the state (panels, routes), the map with its pieces (a picture kept by its own
        key: zoom, pan, size, colour-blind marks, the painted map), where each part is laid out, the
        glowing places and sources with the pulse's width, each seat's last move and the cube whose
        deliveries are drawn. The pulse steps through three widths, so three pictures are kept.
        """
        pieces, places = self._pieces_picture(surface, state, ctx, geo, self._layer(state))
        self.rects.update(places)
        self.map_ids.update(places)
        focus = self._focus(ctx)
        key = (
            self._pieces_painted,
            tuple(self.rect),
            tuple(self.map_rect),
            tuple(self.display_rect),
            tuple(self.side_rect),
        )
        key += (surface.get_size(), ctx.colour_blind, self.sc, self._vertical, frozenset(self._glow))
        key += (frozenset(ctx.sources), tuple(sorted(ctx.last_moves.items())), focus)
        key = (key, w)  # the pulse's width last: pictures that differ only by it differ only in the glows
        hit = self._frames.get(key)
        if hit is not None and hit[0] is state:
            self.rects.update(hit[2])
            self._glows = hit[3]
            return hit[1], hit[2], key
        spare = [f for _, f, _, _ in self._frames.values() if f.get_size() == surface.get_size()]
        if len(self._frames) >= 3 or any(old is not state for old, _, _, _ in self._frames.values()):
            self._frames.clear()
            self._spare = spare  # painted over rather than made anew: a new 8 MB surface costs milliseconds
        frame = self._spare.pop() if self._spare else pygame.Surface(surface.get_size(), 0, surface)
        pygame.draw.rect(frame, pal.WOOD, self.rect)
        frame.blit(pieces, self.map_rect, self.map_rect)
        frame.set_clip(self.map_rect)
        glows = [r.clip(self.map_rect) for r in self._paint_map_marks(frame, state, ctx, geo, w, focus)]
        for label in self._labels:  # the names stay readable over the glows and outlines next to them
            frame.blit(pieces, label, label)
        frame.set_clip(None)
        before = set(self.rects)
        self._panel("display", frame, state, ctx, self.display_rect, self._draw_display)
        self._panel("side", frame, state, ctx, self.side_rect, self._draw_side)
        panel_rects = {eid: r for eid, r in self.rects.items() if eid not in before}
        glows += self._draw_panel_marks(frame, ctx, panel_rects, w)
        self._glows = glows
        self._frames[key] = (state, frame, panel_rects, glows)
        return frame, panel_rects, key

    def _panel(
        self, name: str, surface: pygame.Surface, state: Any, ctx: ViewContext, area: pygame.Rect, paint
    ) -> None:
        """A panel painted once per state (it shows nothing of the pointer): later frames blit its picture.

        The goods display and the side column cost 6 ms a frame to paint at 1920x1080;
        the marks that move (glow, hover, last moves) are drawn over them each frame.
        """
        key = (tuple(area), surface.get_size(), ctx.colour_blind, self.sc, self._vertical)
        hit = self._panels.get(name)
        if hit is not None and hit[0] is state and hit[1] == key:
            surface.blit(hit[2], area)
            self.rects.update(hit[3])
            return
        before = set(self.rects)
        paint(surface, state, ctx)
        placed = {eid: r for eid, r in self.rects.items() if eid not in before}
        self._panels[name] = (state, key, surface.subsurface(area.clip(surface.get_rect())).copy(), placed)

    def _draw_build_preview(self, surface: pygame.Surface, state: Any, ctx: ViewContext, geo: MapGeometry) -> None:
        """Over a hex where track may be built: the tiles and turns that fit, drawn, in the chooser's order."""
        hovered = ctx.hovered
        if ctx.candidate is not None or not hovered or not hovered.startswith("hex:") or hovered not in self._glow:
            return
        options = self.build_options(state, hovered, ctx.lifted)
        if not options:
            return
        board = geo.board
        hx = board.hex_of(hovered)
        on_town = hx in board.town_at if hx is not None else False
        n = len(options)
        size = min(fonts.board(22), self.text(16, 12))
        cell = round(size * 2.3)
        per_row = max(1, min(n, (self.map_rect.w - 20) // cell))
        rows = math.ceil(n / per_row)
        fs = self.text(11, 10)
        panel = pygame.Rect(0, 0, per_row * cell + 12, rows * (cell + fs) + fs + 12)
        panel.midtop = (self.map_rect.centerx, self.map_rect.y + 6)
        target = self.rects.get(hovered)
        if target is not None and target.centery < self.map_rect.centery:
            panel.midbottom = (self.map_rect.centerx, self.map_rect.bottom - 6)  # keep the hex itself in sight
        back = pygame.Surface(panel.size, pygame.SRCALPHA)
        back.fill((250, 244, 228, 235))
        surface.blit(back, panel)
        self._overlays.append(panel.union(self.map_rect))
        pygame.draw.rect(surface, pal.INK, panel, 1, border_radius=4)
        fonts.draw_text(
            surface,
            f"{plural(n, 'way')} to build here (click or drop, then choose):",
            (panel.x + 6, panel.y + 4),
            fs,
            pal.INK,
            True,
        )
        for i, a in enumerate(options):
            row, k = divmod(i, per_row)
            c = (panel.x + 6 + k * cell + cell / 2, panel.y + fs + 8 + row * (cell + fs) + cell / 2)
            p = dict(a.params)
            paths = placed_paths(p["tile"], p["rot"], on_town)
            owner = a.seat
            track_art.draw_tile_icon(surface, c, size, paths, colours.player_colour(owner), on_town)
            label = f"{i + 1}. ${self._cost(state, a)}"
            fonts.draw_text(
                surface, label, (round(c[0]), round(c[1] + size + 1)), max(9, fs - 1), pal.INK, False, "midtop"
            )

    def _cost(self, state: Any, action: Any) -> str:
        text = self.ruleset.describe(state, action)
        return text.rsplit("$", 1)[1] if "$" in text else "?"

    def build_options(self, state: Any, hex_id: str, lifted: str | None = None) -> list:
        """The legal placements on ``hex_id`` in the order the chooser lists them (a lifted tile's only; none
        for another lifted piece), asked of the rules for that one hex rather than picked from the whole list."""
        if lifted is not None and not lifted.startswith("tile:"):
            return []
        if not hex_id.startswith("hex:") or state.phase == "over":
            return []
        return self.ruleset.placements_at(state, hex_id, lifted[5:] if lifted else None)

    # -- finding elements ------------------------------------------------------------------------------

    def element_at(self, pos: tuple[int, int]) -> str | None:
        """Pieces before places; on the map a glowing place wins over the stop or hex it shares a point with, and a
        cube that can be moved wins over a glowing city when nothing is held."""
        for eid, rect in self.rects.items():
            if provisional.is_mark(eid) and rect.collidepoint(pos):
                return eid
        if self.map_rect.collidepoint(pos) and self.geo is not None and self._state is not None:
            found: list[str] = []
            for eid, rect in reversed(self.map_ids.items()):
                if eid.split(":", 1)[0] in ("goods", "searoute", "circle") and rect.collidepoint(pos):
                    found.append(eid)
            board = self.geo.board
            col, row = self.geo.hex_at(pos)
            hx = board.at(col, row)
            if hx is not None:
                if hx in board.city_at:
                    found.append(f"city:{board.city_at[hx].id}")
                elif hx in board.town_at:
                    t = board.town_at[hx]
                    found.append(("city:" if hx in self._state.new_city else "town:") + t.id)
                name = f"hex:{board.hexes[hx].name}"
                if self.zoom_index == 0 or name in self._glow or found or hx in self._state.track:
                    found.append(name)
            for eid in found:
                if eid in self._pick or eid in self._glow:
                    return eid
            return found[0] if found else None
        for eid, rect in reversed(self.rects.items()):
            if eid not in self.map_ids and rect.collidepoint(pos):
                return eid
        return None

    def rect_of(self, element_id: str) -> pygame.Rect | None:
        return self.rects.get(element_id)

    def describe(self, state: Any, element_id: str) -> str | None:
        if provisional.is_mark(element_id):
            kind, key = provisional.split_mark(element_id)
            return provisional.text("steam", f"{kind}:{key}")
        return desc.describe(self, state, element_id)

    def draw_lifted(self, surface: pygame.Surface, state: Any, source_id: str, pos: tuple[int, int]) -> None:
        """A lifted tile follows the mouse as a tile; a cube as a cube; a disc as a disc."""
        kind, _, key = source_id.partition(":")
        if self._previewing and kind in ("tile", "goods"):
            return  # drawn on the hex or as the route under the mouse instead
        if kind == "tile" and key in BY_ID:
            t = BY_ID[key]
            on_town = t.cls == "town"
            size = max(14, round((self.geo.size if self.geo else 20) * 1.0))
            seat = self.ruleset.to_move(state)
            track_art.draw_tile_icon(
                surface,
                pos,
                size,
                placed_paths(key, DISTINCT_ROTS[(key, on_town)][0], on_town),
                colours.player_colour(seat) if seat is not None else pal.UNOWNED,
                on_town,
            )
            return
        if kind == "newcity":
            nc = self.ruleset.board(state).new_cities.get(key)
            if nc is not None:
                size = max(14, round((self.geo.size if self.geo else 20) * 0.9))
                pts = [
                    (pos[0] + size * math.cos(math.radians(60 * i)), pos[1] + size * math.sin(math.radians(60 * i)))
                    for i in range(6)
                ]
                col = pal.city_colour(nc.colour)
                pygame.draw.polygon(surface, col, pts)
                pygame.draw.polygon(surface, pal.INK, pts, 2)
                fonts.draw_text(surface, key, pos, max(10, size), pal.ink_on(col), True, "center")
                return
        if kind in ("goods", "drawn"):
            colour = key if kind == "drawn" else self._cube_colour(state, source_id)
            if colour:
                q = max(12, round((self.geo.size if self.geo else 20) * 0.5))
                self.draw_cube(surface, pygame.Rect(pos[0] - q // 2, pos[1] - q // 2, q, q), colour)
                return
        super().draw_lifted(surface, state, source_id, pos)

    def _cube_colour(self, state: Any, source_id: str) -> str | None:
        parts = source_id.split(":")
        if len(parts) != 3 or not parts[2].isdigit():
            return None
        m = self.ruleset.map_of(state)
        for hx, cubes in state.goods.items():
            if stop_name(m, state, hx) == parts[1] and int(parts[2]) < len(cubes):
                return cubes[int(parts[2])]
        return None
