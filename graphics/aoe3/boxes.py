"""The turn track and the eight event boxes: name plates, numbered slots, areas, the goods and the ship beside them."""

from __future__ import annotations

from typing import Any

import pygame

from graphics import colours, fonts
from graphics.aoe3 import art
from graphics.aoe3.canvas import Shifted
from graphics.aoe3.geometry import dock_row, slot_row
from graphics.aoe3.pieces import draw_good, draw_ship, draw_unit
from rules.aoe3.board import seat_name
from rules.aoe3.data import (
    DOCK_EXTRA,
    DOCK_NUMBERED,
    PRICES,
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
from rules.aoe3.resolution import shipping_value, shipping_winner

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
SLOT = (246, 236, 212)
SLOT_EDGE = (150, 116, 70)
BLOCKED = (150, 128, 96)


def _hint(state: Any, box: str) -> str:
    """The line under a box's name: its short rule, the Age price, or who leads Merchant Shipping now."""
    if box == "capital_buildings":
        return f"${PRICES[age_of(state.turn)]} each"
    if box == "merchant_shipping" and state.shipping:
        leader = shipping_winner(state)
        if leader is not None:
            value = sum(shipping_value(u) for p, u in state.shipping if p == leader)
            return f"{seat_name(leader)} leads ({value})"
    return HINTS[box]


class BoxesMixin:
    """Drawing of the turn track and the event boxes (``self.fr`` and ``self.rects`` come from the view)."""

    # turn track
    def _draw_track(self, surf: Shifted, state: Any) -> None:
        fr = self.fr
        t = fr.track.inflate(-fr.px(8), -fr.px(8))
        size = min(fr.text, int(t.h * 0.72))
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
        fonts.draw_fitted(surf.s, text, surf.p((x, t.centery)), size, t.right - x, colours.INK, True, "midleft")

    # event boxes
    def _draw_box(self, surf: Shifted, state: Any, box: str, cb: bool) -> None:
        fr = self.fr
        title = fr.titles[box]
        size = fr.text
        active = STAGE_BOX.get(state.stage, state.stage) == box
        if active:
            pygame.draw.rect(surf.s, colours.GOLD, surf.r(title), 3, border_radius=6)
        inner = title.inflate(-fr.px(10), -fr.px(6))
        size = min(fonts.fit_block(self._title_parts(state, b, size), inner.w, inner.h)[0][1] for b in BOX_ORDER)
        block = fonts.fit_block(self._title_parts(state, box, size), inner.w, inner.h)  # one size for every plate
        y = inner.centery - fonts.block_height(block) // 2
        fonts.draw_block(surf.s, block, surf.p((inner.x, y)), [colours.INK, (70, 50, 30)])
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
        surf: Shifted,
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

    @staticmethod
    def _title_parts(state: Any, box: str, size: int) -> list[tuple[str, int, bool]]:
        """An event box's name plate: its number and name, and the hint under it."""
        name = f"{BOX_ORDER.index(box) + 1}. {BOX_NAMES[box]}"
        return [(name, size, True), (_hint(state, box), max(10, size - 2), False)]

    def _specialist_cell(self, surf: Shifted, state: Any, name: str, cell: pygame.Rect, entry: Any, cb: bool) -> None:
        fr = self.fr
        rr = surf.r(cell)
        pygame.draw.rect(surf.s, SLOT, rr, border_radius=5)
        pygame.draw.rect(surf.s, SLOT_EDGE, rr, 1, border_radius=5)
        size = min(max(9, fr.text - 2), cell.h // 3)
        size = min(fonts.shrink(n.title(), size, cell.w - 4, least=7)[1] for n in SPECIALIST_BOXES)  # one for the row
        label = "Training" if name == "training" else name.title()
        fonts.draw_fitted(
            surf.s, label, (rr.centerx, rr.bottom - 2), size, cell.w - 4, colours.INK, False, "midbottom", least=7
        )
        c = (rr.centerx, rr.y + (cell.h - size) // 2)
        rad = max(5, min(int((cell.h - size) * 0.36), cell.w // 3))
        if entry is not None:
            draw_unit(surf.s, "colonist", entry[0], c, rad, cb)
        elif name == "training":
            fonts.draw_text(surf.s, f"${TRAINING_COST}", c, min(fr.text, rad * 2), colours.INK_SOFT, True, "center")
        else:
            draw_unit(surf.s, name, None, c, max(4, rad - 2), cb, faded=True)
        self.rects[f"box:specialists:{name}"] = pygame.Rect(cell)

    def _draw_goods_display(self, surf: Shifted, state: Any) -> None:
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

    def _draw_ship_place(self, surf: Shifted, state: Any) -> None:
        fr = self.fr
        r = fr.ship
        rr = surf.r(r)
        if state.ship_in_box:
            draw_ship(surf.s, rr.inflate(-fr.px(6), -fr.px(6)))
        fonts.draw_text(
            surf.s,
            f"+{state.ship_reserve}",
            (rr.right - 2, rr.bottom - 1),
            min(max(9, fr.text - 3), r.h // 3),
            colours.WHITE,
            True,
            "bottomright",
        )
        self.rects["box:merchant_shipping:ship"] = pygame.Rect(r)
