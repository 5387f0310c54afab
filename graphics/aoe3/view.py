"""The Age of Empires III board view: event boxes, the New World, the market, the seats and the turn track.

Layers, as on the Endeavor board: the static board is painted once per size by
``art.paint`` (Pillow, supersampled); the state layer (slots, units, texts) is
drawn once per state onto a copy of it; glows, last moves and the lifted piece
are drawn over that every frame. Element ids are those of ``rules.aoe3``.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from graphics import colours, fonts
from graphics.aoe3 import art
from graphics.aoe3.describe import describe
from graphics.aoe3.geometry import Frame, dock_row, frame, slot_row
from graphics.aoe3.pieces import draw_good, draw_ship, draw_unit
from graphics.view import BoardView, ViewContext, draw_glow, draw_last_move
from rules.aoe3.board import seat_name
from rules.aoe3.data import (
    BUILDINGS,
    COUNTERS,
    DOCK_EXTRA,
    DOCK_NUMBERED,
    GOODS,
    PRICES,
    REGION_IDS,
    REGION_INDEX,
    REGIONS,
    SCORING_TURNS,
    SPECIALIST_BOXES,
    TRAINING_COST,
    TURNS,
    UNITS,
    WAR_COST,
    age_of,
    dock_spaces,
)
from rules.aoe3.placement import AREA_FIELDS, BOX_NAMES, BOX_ORDER, SLOT_FIELDS, dock_label

#: Short lines under each box's name.
HINTS: dict[str, str] = {
    "initiative": "$1-$5 · turn order",
    "dock": "to the New World",
    "trade_goods": "take one good",
    "merchant_shipping": "win the ship",
    "capital_buildings": "buy a building",
    "discovery": "expeditions",
    "specialists": f"training ${TRAINING_COST}",
    "warfare": f"battle $0 · war ${WAR_COST}",
}
STAGE_BOX = {"training": "specialists"}
STAGE_NAMES = {
    "place": "Placement",
    "cleanup": "Returning units",
    "income": "Income",
    "benefits": "Building benefits",
    "scoring": "Colony scoring",
    "refresh": "Refresh",
    "over": "Game over",
}
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")
SLOT = (246, 236, 212)
SLOT_EDGE = (150, 116, 70)
BLOCKED = (150, 128, 96)
FOG = (40, 52, 70, 120)
#: Seconds the board area must keep one size before the board is painted afresh (meanwhile the old one is stretched).
REPAINT_AFTER = 0.3


class Aoe3View(BoardView):
    game_id = "aoe3"

    def __init__(self, ruleset: Any) -> None:
        super().__init__(ruleset)
        self.fr: Frame | None = None
        self._players = 0
        self._stale_since: float | None = None
        self._static: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_state: Any = None
        self._layer_rects: dict[str, pygame.Rect] = {}
        self._layer_cb = True

    # -- layout ------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        """A new size: lay out again at once, stretch the old painting until the size rests, then repaint."""
        old = self._static
        super().layout(rect)
        self.fr = None
        self._layer = None
        self._layer_state = None
        self._static = None
        self._stale_since = None
        if old is not None and self.rect.w > 0 and self.rect.h > 0:
            self._static = pygame.transform.smoothscale(old, self.rect.size)
            self._stale_since = time.monotonic()

    def _ensure(self, state: Any) -> Frame:
        if self.fr is None or self._players != state.players:
            if self._players != state.players:
                self._static = None
            self._players = state.players
            self.fr = frame(self.rect, state.players)
            self._layer_state = None
        if self._stale_since is not None and time.monotonic() - self._stale_since >= REPAINT_AFTER:
            self._static = None
        if self._static is None:
            self._static = art.paint(self.fr)
            self._stale_since = None
            self._layer_state = None
        return self.fr

    # -- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        fr = self._ensure(state)
        if self._layer_state is not state or self._layer is None or self._layer_cb != ctx.colour_blind:
            self._layer = self._static.copy()
            self.rects = {}
            off = (-fr.board.x, -fr.board.y)
            layer = self._layer
            self._draw_state(_Shifted(layer, off), state, ctx)
            self._layer_rects = dict(self.rects)
            self._layer_state = state
            self._layer_cb = ctx.colour_blind
        self.rects = dict(self._layer_rects)
        surface.blit(self._layer, fr.board.topleft)
        self._draw_overlays(surface, state, ctx)

    def _draw_overlays(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        for seat, ids in ctx.last_moves.items():
            for eid in ids:
                r = self.rects.get(eid)
                if r is not None:
                    draw_last_move(surface, r, seat)
        for eid in ctx.sources:
            r = self.rects.get(eid)
            if r is not None and eid != ctx.lifted:
                pygame.draw.rect(surface, colours.WHITE, r.inflate(4, 4), 2, border_radius=6)
        for eid in ctx.legal_targets:
            r = self.rects.get(eid)
            if r is not None:
                draw_glow(surface, r, ctx.time, radius=6)
        if ctx.hovered and ctx.hovered in self.rects:
            pygame.draw.rect(surface, colours.GOLD, self.rects[ctx.hovered].inflate(2, 2), 1, border_radius=6)

    def _draw_state(self, surf: _Shifted, state: Any, ctx: ViewContext) -> None:
        fr = self.fr
        assert fr is not None
        cb = ctx.colour_blind
        self._draw_track(surf, state)
        for box in BOX_ORDER:
            self._draw_box(surf, state, box, cb)
        self._draw_map(surf, state, cb)
        self._draw_market(surf, state)
        for seat in range(state.players):
            self._draw_seat(surf, state, seat, cb)

    # turn track
    def _draw_track(self, surf: _Shifted, state: Any) -> None:
        fr = self.fr
        t = fr.track.inflate(-fr.px(8), -fr.px(8))
        size = fr.text
        fonts.draw_text(surf.s, "Turn", surf.p((t.x, t.centery)), size, colours.INK, True, "midleft")
        x0 = t.x + fonts.font(size, True).size("Turn")[0] + fr.px(6)
        cells_w = round(t.w * 0.55) - (x0 - t.x)
        cw = cells_w // TURNS
        for n in range(1, TURNS + 1):
            r = pygame.Rect(x0 + (n - 1) * cw, t.y, cw - fr.px(3), t.h)
            age = age_of(n)
            col = art.AGE_COLOURS[age]
            current = n == state.turn and state.pending is not None
            pygame.draw.rect(surf.s, col, surf.r(r), border_radius=4)
            pygame.draw.rect(
                surf.s, colours.GOLD if current else colours.WOOD, surf.r(r), 3 if current else 1, border_radius=4
            )
            fonts.draw_text(
                surf.s, str(n), surf.p(r.center), size, colours.WHITE if current else colours.INK, True, "center"
            )
            if n in SCORING_TURNS:
                c = (r.right - fr.px(6), r.y + fr.px(6))
                pts = colours.shape_points("star", surf.p(c), fr.px(5))
                pygame.draw.polygon(surf.s, colours.GOLD, pts)
                pygame.draw.polygon(surf.s, colours.INK, pts, 1)
            self.rects[f"turn:{n}"] = r
        age = age_of(min(state.turn, TURNS))
        stage = state.stage
        box = STAGE_BOX.get(stage, stage)
        now = STAGE_NAMES.get(stage) or BOX_NAMES.get(box, stage)
        text = f"Age {'I' * age} · {now}"
        x = x0 + cw * TURNS + fr.px(6)
        fonts.draw_text(
            surf.s, fonts.fit(text, size, t.right - x, True), surf.p((x, t.centery)), size, colours.INK, True, "midleft"
        )

    # event boxes
    def _draw_box(self, surf: _Shifted, state: Any, box: str, cb: bool) -> None:
        fr = self.fr
        title = fr.titles[box]
        size = fr.text
        active = STAGE_BOX.get(state.stage, state.stage) == box
        if active:
            pygame.draw.rect(surf.s, colours.GOLD, surf.r(title), 3, border_radius=6)
        inner = title.inflate(-fr.px(10), -fr.px(6))
        lines = fonts.wrap(f"{BOX_ORDER.index(box) + 1}. {BOX_NAMES[box]}", size, inner.w, True)
        hint_size = max(10, size - 2)
        hint = HINTS[box] if box != "capital_buildings" else f"${PRICES[age_of(state.turn)]} each"
        total = len(lines) * (size + 2) + hint_size + 2
        y = inner.centery - total // 2
        for line in lines:
            fonts.draw_text(surf.s, line, surf.p((inner.x, y)), size, colours.INK, True)
            y += size + 2
        fonts.draw_text(surf.s, fonts.fit(hint, hint_size, inner.w), surf.p((inner.x, y)), hint_size, (70, 50, 30))
        if box == "discovery":
            self.rects["box:discovery"] = pygame.Rect(title)
        area = fr.slots[box]
        gap = fr.px(4)
        max_w = fr.px(44)
        if box in SLOT_FIELDS:
            slots = getattr(state, SLOT_FIELDS[box])
            for i, (r, entry) in enumerate(zip(slot_row(area, len(slots), max_w, gap), slots, strict=True)):
                label = f"${i + 1}" if box == "initiative" else str(i + 1)
                self._slot(surf, f"box:{box}:{i + 1}", r, entry, label, cb)
        elif box == "dock":
            usable = dock_spaces(state.players)
            rects = dock_row(area, usable, DOCK_NUMBERED, len(DOCK_EXTRA), max_w, max(2, gap // 2))
            for i, r in enumerate(rects):
                label = dock_label(i)
                self._slot(
                    surf,
                    f"box:dock:{label}",
                    r,
                    state.dock[i],
                    str(label),
                    cb,
                    blocked=isinstance(label, int) and label > usable,
                )
        elif box in AREA_FIELDS:
            units = getattr(state, AREA_FIELDS[box])
            count = len(units) + (1 if state.stage == "place" else 0)
            rects = slot_row(area, max(count, 1), max_w, gap)
            for k, r in enumerate(rects[:count]):
                entry = units[k] if k < len(units) else None
                self._slot(surf, f"box:{box}:{k + 1}", r, entry, "+" if entry is None else "", cb, dashed=entry is None)
            if not units and state.stage != "place":
                fonts.draw_text(
                    surf.s,
                    "empty",
                    surf.p((area.x + fr.px(4), area.centery)),
                    size - 1,
                    colours.INK_SOFT,
                    anchor="midleft",
                )
            if box == "merchant_shipping":
                self._draw_ship_place(surf, state)
        elif box == "specialists":
            n = len(SPECIALIST_BOXES)
            cw = (area.w - gap * (n - 1)) // n
            for k, name in enumerate(SPECIALIST_BOXES):
                cell = pygame.Rect(area.x + k * (cw + gap), area.y, cw, area.h)
                self._specialist_cell(surf, state, name, cell, state.specialists[k], cb)
        if box == "trade_goods":
            self._draw_goods_display(surf, state)

    def _slot(
        self,
        surf: _Shifted,
        eid: str,
        r: pygame.Rect,
        entry: tuple[int, int] | None,
        label: str,
        cb: bool,
        blocked: bool = False,
        dashed: bool = False,
    ) -> None:
        fr = self.fr
        rr = surf.r(r)
        pygame.draw.rect(surf.s, BLOCKED if blocked else SLOT, rr, border_radius=5)
        pygame.draw.rect(surf.s, SLOT_EDGE, rr, 1, border_radius=5)
        if blocked:
            pygame.draw.line(surf.s, (96, 76, 52), rr.inflate(-8, -8).topleft, rr.inflate(-8, -8).bottomright, 2)
            pygame.draw.line(surf.s, (96, 76, 52), rr.inflate(-8, -8).topright, rr.inflate(-8, -8).bottomleft, 2)
        if entry is not None:
            draw_unit(surf.s, UNITS[entry[1]], entry[0], rr.center, max(4, int(min(r.w, r.h) * 0.36)), cb)
        elif label and not blocked:
            size = max(9, min(fr.text, int(r.h * 0.45)))
            fonts.draw_text(surf.s, label, rr.center, size, colours.INK_SOFT, dashed, "center")
        self.rects[eid] = pygame.Rect(r)

    def _specialist_cell(self, surf: _Shifted, state: Any, name: str, cell: pygame.Rect, entry: Any, cb: bool) -> None:
        fr = self.fr
        rr = surf.r(cell)
        pygame.draw.rect(surf.s, SLOT, rr, border_radius=5)
        pygame.draw.rect(surf.s, SLOT_EDGE, rr, 1, border_radius=5)
        size = max(9, fr.text - 2)
        label = "Training" if name == "training" else name.title()
        fonts.draw_text(
            surf.s,
            fonts.fit(label, size, cell.w - 4),
            (rr.centerx, rr.bottom - 2),
            size,
            colours.INK,
            False,
            "midbottom",
        )
        c = (rr.centerx, rr.y + (cell.h - size) // 2)
        rad = max(5, min(int((cell.h - size) * 0.36), cell.w // 3))
        if entry is not None:
            draw_unit(surf.s, "colonist", entry[0], c, rad, cb)
        elif name == "training":
            fonts.draw_text(surf.s, f"${TRAINING_COST}", c, fr.text, colours.INK_SOFT, True, "center")
        else:
            draw_unit(surf.s, name, None, c, max(4, rad - 2), cb, faded=True)
        self.rects[f"box:specialists:{name}"] = pygame.Rect(cell)

    def _draw_goods_display(self, surf: _Shifted, state: Any) -> None:
        fr = self.fr
        area = fr.goods
        n = 4
        gap = fr.px(4)
        tw = min((area.w - gap * (n + 1)) // n, fr.px(64))
        th = min(area.h - gap * 2, fr.px(30))
        for i, g in enumerate(state.goods_display):
            r = pygame.Rect(area.x + gap + i * (tw + gap), area.centery - th // 2, tw, th)
            draw_good(surf.s, g, surf.r(r), label=g.title())
            self.rects[f"good:{i}"] = r

    def _draw_ship_place(self, surf: _Shifted, state: Any) -> None:
        fr = self.fr
        r = fr.ship
        rr = surf.r(r)
        if state.ship_in_box:
            draw_ship(surf.s, rr.inflate(-fr.px(6), -fr.px(6)))
        fonts.draw_text(
            surf.s,
            f"+{state.ship_reserve}",
            (rr.right - 2, rr.bottom - 1),
            max(9, fr.text - 3),
            colours.WHITE,
            True,
            "bottomright",
        )
        self.rects["box:merchant_shipping:ship"] = pygame.Rect(r)

    # the New World
    def _draw_map(self, surf: _Shifted, state: Any, cb: bool) -> None:
        fr = self.fr
        size = fr.text
        for rid, r in fr.regions.items():
            i = REGION_INDEX[rid]
            rr = surf.r(r)
            self.rects[f"region:{rid}"] = pygame.Rect(r)
            if not state.discovered[i]:
                fog = pygame.Surface(rr.size, pygame.SRCALPHA)
                pygame.draw.rect(fog, FOG, fog.get_rect(), border_radius=fr.px(10))
                surf.s.blit(fog, rr)
            pad = fr.px(6)
            chip = max(fr.px(18), size + 6)
            # the printed good (top right), then the counter left of it
            g = pygame.Rect(r.right - pad - chip, r.y + pad, chip, chip - 2)
            draw_good(surf.s, REGIONS[i].good, surf.r(g), faded=state.region_good[i] is None)
            self.rects[f"good:{rid}"] = g
            name_right = g.x
            if state.battle is not None and state.battle[3] == i:
                name_right = g.x - chip - fr.px(3)  # the crossed swords go there
            if not state.discovered[i]:
                c = pygame.Rect(g.x - chip - fr.px(3), g.y, chip, chip)
                self._counter(surf, state, i, c)
                self.rects[f"counter:{rid}"] = c
                name_right = c.x
            name_col = colours.WHITE if not state.discovered[i] else colours.INK
            fonts.draw_text(
                surf.s,
                fonts.fit(REGIONS[i].name, size, name_right - r.x - pad * 2, True),
                (rr.x + pad, rr.y + pad),
                size,
                name_col,
                True,
            )
            self._colony(
                surf, state, i, pygame.Rect(r.x + pad, r.y + pad + chip + 1, r.w - 2 * pad, r.h - chip - 2 * pad), cb
            )
        self._draw_deck(surf, state)
        self._draw_legend(surf, cb)
        if state.battle is not None and state.battle[3] >= 0:
            self._draw_battle(surf, state)

    def _draw_battle(self, surf: _Shifted, state: Any) -> None:
        """The region being fought over: a red frame and crossed swords beside its good."""
        fr = self.fr
        r = surf.r(fr.regions[REGION_IDS[state.battle[3]]])
        pygame.draw.rect(surf.s, colours.ERROR, r.inflate(4, 4), 3, border_radius=fr.px(10))
        chip = max(fr.px(18), fr.text + 6)
        k = chip // 2 - 1
        # where a counter would be: a region fought over is discovered, so its counter is gone
        c = (r.right - fr.px(6) - chip - fr.px(3) - chip // 2, r.y + fr.px(6) + chip // 2)
        for sx in (-1, 1):
            pygame.draw.line(surf.s, colours.WHITE, (c[0] - k * sx, c[1] - k), (c[0] + k * sx, c[1] + k), 4)
            pygame.draw.line(surf.s, colours.ERROR, (c[0] - k * sx, c[1] - k), (c[0] + k * sx, c[1] + k), 2)

    def _draw_legend(self, surf: _Shifted, cb: bool) -> None:
        """Which shape is which unit, and how colonies score: printed in the open sea."""
        fr = self.fr
        size = max(10, fr.text - 2)
        for r in (fr.legend, fr.note):
            panel = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (240, 228, 200, 215), panel.get_rect(), border_radius=fr.px(6))
            surf.s.blit(panel, surf.r(r))
        lg = surf.r(fr.legend).inflate(-fr.px(8), -fr.px(6))
        row_h = lg.h // 3

        def need(sz: int) -> tuple[int, int]:
            r = max(5, sz // 2)
            first = r * 2 + 6 + fonts.font(sz).size("Missionary")[0] + fr.px(8)
            return first, first + r * 2 + 6 + fonts.font(sz).size("Merchant")[0]

        while size > 9 and need(size)[1] > lg.w:
            size -= 1
        rad = max(5, size // 2)
        split = need(size)[0]  # the first column holds the longest name (Missionary)
        places = {"colonist": (0, 0), "missionary": (0, 1), "soldier": (0, 2), "captain": (1, 0), "merchant": (1, 1)}
        for unit, (col, row) in places.items():
            x = lg.x + col * split
            width = split if col == 0 else lg.w - split
            y = lg.y + row * row_h + row_h // 2
            draw_unit(surf.s, unit, None, (x + rad, y), rad, cb)
            name = fonts.fit(unit.title(), size, width - rad * 2 - 6)
            fonts.draw_text(surf.s, name, (x + rad * 2 + 4, y), size, colours.INK, False, "midleft")
        nt = surf.r(fr.note).inflate(-fr.px(8), -fr.px(6))
        lines = fonts.wrap("Colonies score at the end of turns 3, 6 and 8: most units 6 VP, second 2 VP.", size, nt.w)
        y = nt.centery - len(lines) * (size + 2) // 2
        for line in lines:
            fonts.draw_text(surf.s, line, (nt.x, y), size, colours.INK)
            y += size + 2

    def _counter(self, surf: _Shifted, state: Any, region: int, r: pygame.Rect) -> None:
        fr = self.fr
        rr = surf.r(r)
        cid = state.known[region]
        rad = r.w // 2
        if cid is None:
            pygame.draw.circle(surf.s, (92, 64, 40), rr.center, rad)
            pygame.draw.circle(surf.s, colours.GOLD, rr.center, rad, 2)
            fonts.draw_text(surf.s, "?", rr.center, max(9, fr.text), colours.GOLD, True, "center")
        else:
            pygame.draw.circle(surf.s, (232, 220, 190), rr.center, rad)
            pygame.draw.circle(surf.s, colours.ERROR, rr.center, rad, 2)
            fonts.draw_text(
                surf.s, str(COUNTERS[cid].natives), rr.center, max(9, fr.text), colours.ERROR, True, "center"
            )

    def _colony(self, surf: _Shifted, state: Any, region: int, area: pygame.Rect, cb: bool) -> None:
        fr = self.fr
        colony = state.colonies[region]
        rad = max(6, fr.px(8))
        size = max(10, fr.text)
        x, y = area.x, area.y
        line_h = rad * 2 + fr.px(3)
        for seat in range(state.players):
            for u, n in enumerate(colony[seat]):
                if not n:
                    continue
                label = fonts.render(str(n), size, colours.WHITE, True) if n > 1 else None
                w = rad * 2 + (label.get_width() + 2 if label else 0) + fr.px(4)
                if x + w > area.right and x > area.x:
                    x, y = area.x, y + line_h
                if y + line_h > area.bottom + fr.px(4):
                    return
                draw_unit(surf.s, UNITS[u], seat, surf.p((x + rad, y + rad)), rad, cb)
                if label:
                    lab = surf.p((x + rad * 2 + 1, y + rad))
                    shadow = fonts.render(str(n), size, colours.INK, True)
                    surf.s.blit(shadow, shadow.get_rect(midleft=(lab[0] + 1, lab[1] + 1)))
                    surf.s.blit(label, label.get_rect(midleft=lab))
                x += w

    def _draw_deck(self, surf: _Shifted, state: Any) -> None:
        fr = self.fr
        r = fr.deck
        rr = surf.r(r)
        card = pygame.Rect(0, 0, int(r.h * 0.55), int(r.h * 0.78))
        card.midleft = (rr.x + fr.px(8), rr.centery)
        for k in range(min(3, len(state.deck)), 0, -1):
            c = card.move(k * 2, -k * 2)
            pygame.draw.rect(surf.s, (92, 60, 36), c, border_radius=4)
            pygame.draw.rect(surf.s, colours.GOLD, c, 1, border_radius=4)
        x = card.right + fr.px(10)
        size = max(9, fr.text - 1)
        lines = fonts.wrap(f"Discovery cards: {len(state.deck)} left", size, rr.right - x - 4, True)
        y = rr.centery - len(lines) * (size + 2) // 2
        for line in lines:
            fonts.draw_text(surf.s, line, (x, y), size, colours.WHITE, True)
            y += size + 2
        self.rects["deck:discovery"] = pygame.Rect(r)

    # the market
    def _draw_market(self, surf: _Shifted, state: Any) -> None:
        fr = self.fr
        m = fr.market
        size = fr.text
        age = age_of(state.turn)
        stacks = " · ".join(f"{'I' * (a + 1)}: {len(s)}" for a, s in enumerate(state.stacks))
        head = f"Capital buildings for sale — ${PRICES[age]} each in Age {'I' * age}   (stacks {stacks})"
        fonts.draw_text(
            surf.s,
            fonts.fit(head, size, m.w - fr.px(12), True),
            surf.p((m.x + fr.px(6), m.y + fr.px(4))),
            size,
            colours.PARCHMENT,
            True,
        )
        for bid, r in zip(state.building_display, fr.cards, strict=False):
            self._card(surf, state, bid, r)

    def _card(self, surf: _Shifted, state: Any, bid: str, r: pygame.Rect) -> None:
        fr = self.fr
        b = BUILDINGS[bid]
        rr = surf.r(r)
        pad = fr.px(5)
        size = fr.text
        band = pygame.Rect(rr.x + 1, rr.y + 1, rr.w - 2, size + pad)
        pygame.draw.rect(surf.s, art.AGE_COLOURS[b.age], band, border_top_left_radius=6, border_top_right_radius=6)
        fonts.draw_text(
            surf.s, f"Age {'I' * b.age}", (band.x + pad, band.centery), size - 1, colours.INK, True, "midleft"
        )
        fonts.draw_text(
            surf.s,
            f"${PRICES[age_of(state.turn)]}",
            (band.right - pad, band.centery),
            size,
            colours.INK,
            True,
            "midright",
        )
        y = band.bottom + 2
        for line in fonts.wrap(b.name, size, r.w - 2 * pad, True)[:2]:
            fonts.draw_text(surf.s, line, (rr.x + pad, y), size, colours.INK, True)
            y += size + 2
        from rules.aoe3.buildings import effect_text

        vp_h = max(10, size - 1) + 4 if b.vp else 0
        effect = effect_text(bid).split("; ")[0]
        small = max(10, size - 1)
        while small > 9 and y + len(fonts.wrap(effect, small, r.w - 2 * pad)) * (small + 2) > rr.bottom - vp_h - 2:
            small -= 1  # a long effect is set smaller rather than cut
        for line in fonts.wrap(effect, small, r.w - 2 * pad):
            if y + small > rr.bottom - vp_h - 2:
                break
            fonts.draw_text(surf.s, line, (rr.x + pad, y), small, (70, 54, 40))
            y += small + 2
        if b.vp:
            fonts.draw_text(
                surf.s,
                f"{b.vp} VP",
                (rr.right - pad, rr.bottom - 3),
                max(10, size - 1),
                colours.ERROR,
                True,
                "bottomright",
            )
        self.rects[f"building:{bid}"] = pygame.Rect(r)

    # the seats
    def _draw_seat(self, surf: _Shifted, state: Any, seat: int, cb: bool) -> None:
        fr = self.fr
        r = fr.seats[seat]
        rr = surf.r(r)
        pad = fr.px(5)
        size = fr.text
        deciding = state.pending is not None and state.pending[1] == seat
        style = colours.player_style(seat)
        band = pygame.Rect(r.x, r.y, r.w, size + pad * 2)
        pygame.draw.rect(surf.s, style.colour, surf.r(band), border_top_left_radius=6, border_top_right_radius=6)
        if deciding:
            pygame.draw.rect(surf.s, colours.GOLD, rr, 3, border_radius=6)
        ink = colours.contrast(style.colour)
        bandr = surf.r(band)
        colours.draw_marker(
            surf.s, seat, (bandr.x + pad + size // 2, bandr.centery), max(6, size // 2), cb, colours.INK
        )
        x = bandr.x + pad * 2 + size
        pos = state.order.index(seat)
        fonts.draw_text(surf.s, f"{seat_name(seat)} · {ORDINALS[pos]}", (x, bandr.centery), size, ink, True, "midleft")
        vp = self._scores(state)[seat]
        fonts.draw_text(
            surf.s, f"${state.money[seat]}  {vp} VP", (bandr.right - pad, bandr.centery), size, ink, True, "midright"
        )
        self.rects[f"supply:{seat}"] = pygame.Rect(band)
        # three rows below the band: units to place, goods and ships, buildings owned
        small = max(10, size - 1)
        rad = max(6, fr.px(9))
        body = pygame.Rect(r.x + pad, band.bottom + pad // 2, r.w - 2 * pad, r.bottom - band.bottom - pad)
        row_h = body.h // 3
        rows = [pygame.Rect(body.x, body.y + k * row_h, body.w, row_h) for k in range(3)]
        hand = state.hand[seat]
        cw = body.w // len(UNITS)
        for u, name in enumerate(UNITS):
            chip = pygame.Rect(body.x + u * cw, rows[0].centery - rad - 2, cw - fr.px(3), rad * 2 + 4)
            cr = surf.r(chip)
            draw_unit(surf.s, name, seat, (cr.x + rad + 2, cr.centery), rad, cb, faded=hand[u] == 0)
            col = colours.INK if hand[u] else colours.INK_SOFT
            fonts.draw_text(surf.s, str(hand[u]), (cr.x + rad * 2 + fr.px(5), cr.centery), small, col, True, "midleft")
            self.rects[f"colonist:{seat}" if u == 0 else f"supply:{seat}:{name}"] = chip
        # goods, ships and discoveries
        disc = len(state.counters_won[seat]) + len(state.cards_won[seat])
        info = f"ships {state.ships[seat]} · disc. {disc}"
        info_w = fonts.font(small).size(info)[0]
        g = rows[1]
        fonts.draw_text(surf.s, info, surf.p((g.right, g.centery)), small, colours.INK, False, "midright")
        th = min(g.h - 2, small + 6)
        tw = fonts.font(small, True).size("Go2")[0] + fr.px(5)
        x = g.x
        for k, n in enumerate(state.goods[seat]):
            if not n or x + tw > g.right - info_w - fr.px(4):
                continue
            draw_good(
                surf.s, GOODS[k], surf.r(pygame.Rect(x, g.centery - th // 2, tw, th)), label=f"{_mark(GOODS[k])}{n}"
            )
            x += tw + fr.px(2)
        # buildings owned
        b = rows[2]
        bw = b.w // max(4, len(state.owned[seat]))
        bh = min(b.h - 2, small + fr.px(6))
        x = b.x
        for bid in state.owned[seat]:
            br = pygame.Rect(x, b.centery - bh // 2, bw - fr.px(3), bh)
            brr = surf.r(br)
            pygame.draw.rect(surf.s, art.AGE_COLOURS[BUILDINGS[bid].age], brr, border_radius=3)
            pygame.draw.rect(surf.s, colours.WOOD, brr, 1, border_radius=3)
            bs = max(9, small - 1)
            fonts.draw_text(
                surf.s, fonts.fit(BUILDINGS[bid].name, bs, br.w - 4), brr.center, bs, colours.INK, False, "center"
            )
            self.rects[f"building:{bid}"] = br
            x += bw
        if not state.owned[seat]:
            fonts.draw_text(
                surf.s, "no buildings yet", surf.p((b.x, b.centery)), small, colours.INK_SOFT, False, "midleft"
            )

    def _scores(self, state: Any) -> list[int]:
        cached = getattr(self, "_score_cache", None)
        if cached is not None and cached[0] is state:
            return cached[1]
        totals = [sh.total for sh in self.ruleset.scores(state)]
        self._score_cache = (state, totals)
        return totals

    # -- queries -------------------------------------------------------------------------

    def describe(self, state: Any, element_id: str) -> str | None:
        return describe(state, element_id)

    def draw_lifted(self, surface: pygame.Surface, state: Any, source_id: str, pos: tuple[int, int]) -> None:
        """The lifted piece: the unit itself (its shape, its colour), a trade good, or a building card."""
        fr = self.fr
        px = fr.px if fr else (lambda v: int(v))
        parts = source_id.split(":")
        unit: str | None = None
        seat: int | None = None
        if parts[0] == "colonist" and parts[1].isdigit():
            unit, seat = "colonist", int(parts[1])
        elif parts[0] == "supply" and len(parts) == 3 and parts[2] in UNITS:
            unit, seat = parts[2], int(parts[1])
        elif parts[0] == "box" and len(parts) == 3:
            entry = _entry_in(state, parts[1], parts[2])
            if entry is not None:
                seat, unit = entry[0], UNITS[entry[1]]
        if unit is not None and seat is not None:
            rad = px(13)
            shadow = pygame.Surface((rad * 2 + 8, rad * 2 + 8), pygame.SRCALPHA)
            pygame.draw.circle(shadow, (0, 0, 0, 70), (rad + 4, rad + 4), rad)
            surface.blit(shadow, (pos[0] - rad + 2, pos[1] - rad + 6))
            draw_unit(surface, unit, seat, pos, rad, True)
            return
        if parts[0] == "good" and parts[1].isdigit() and int(parts[1]) < len(state.goods_display):
            g = state.goods_display[int(parts[1])]
            r = pygame.Rect(0, 0, px(60), px(28))
            r.center = pos
            draw_good(surface, g, r, label=g.title())
            return
        super().draw_lifted(surface, state, source_id, pos)


def _mark(good: str) -> str:
    from graphics.aoe3.pieces import GOOD_MARKS

    return GOOD_MARKS[good]


def _entry_in(state: Any, box: str, key: str) -> tuple[int, int] | None:
    if box == "dock":
        if key.isdigit():
            return state.dock[int(key) - 1]
        if key in DOCK_EXTRA:
            return state.dock[DOCK_NUMBERED + DOCK_EXTRA.index(key)]
    if box in SLOT_FIELDS and key.isdigit():
        slots = getattr(state, SLOT_FIELDS[box])
        return slots[int(key) - 1] if int(key) <= len(slots) else None
    if box in AREA_FIELDS and key.isdigit():
        units = getattr(state, AREA_FIELDS[box])
        return units[int(key) - 1] if int(key) <= len(units) else None
    return None


class _Shifted:
    """A surface whose origin is the board's top-left: ``p``/``r`` turn screen coordinates into its own."""

    def __init__(self, surface: pygame.Surface, offset: tuple[int, int]) -> None:
        self.s = surface
        self.dx, self.dy = offset

    def p(self, pt: tuple[float, float]) -> tuple[int, int]:
        return (round(pt[0] + self.dx), round(pt[1] + self.dy))

    def r(self, rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect).move(self.dx, self.dy)


__all__ = ["Aoe3View"]
