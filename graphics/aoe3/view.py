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

from graphics import colours, provisional
from graphics.aoe3 import art
from graphics.aoe3.boxes import BoxesMixin
from graphics.aoe3.canvas import Shifted
from graphics.aoe3.describe import describe
from graphics.aoe3.geometry import Frame, frame
from graphics.aoe3.panels import PanelsMixin
from graphics.aoe3.pieces import draw_good, draw_unit
from graphics.aoe3.stand_ins import StandInMarks, describe_mark
from graphics.aoe3.targets import TargetsMixin
from graphics.aoe3.world import WorldMixin
from graphics.view import BoardView, ViewContext, draw_glow, draw_last_move
from rules.aoe3.data import (
    DOCK_EXTRA,
    DOCK_NUMBERED,
    UNITS,
)
from rules.aoe3.placement import AREA_FIELDS, BOX_ORDER, SLOT_FIELDS

#: Seconds the board area must keep one size before the board is painted afresh (meanwhile the old one is stretched).
REPAINT_AFTER = 0.3


class Aoe3View(TargetsMixin, BoxesMixin, WorldMixin, PanelsMixin, StandInMarks, BoardView):
    """The board of ``aoe3``: the layers and the queries here, the parts' drawing in the mixins."""

    game_id = "aoe3"
    paces_events = True  # one decision may run several boxes' automatic resolution: each is shown at the pace

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
            self._draw_state(Shifted(layer, off), state, ctx)
            self._layer_rects = dict(self.rects)
            self._layer_state = state
            self._layer_cb = ctx.colour_blind
        self.rects = dict(self._layer_rects)
        surface.blit(self._layer, fr.board.topleft)
        self._draw_overlays(surface, state, ctx)

    def _draw_overlays(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        for seat, ids in ctx.last_moves.items():
            for eid in ids:
                if eid.startswith("good:") and eid[5:].isdigit():
                    continue  # a good taken left the display: that place now shows another good
                r = self.rects.get(eid)
                if r is not None:
                    draw_last_move(surface, r, seat, self.palette)
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

    def _draw_state(self, surf: Shifted, state: Any, ctx: ViewContext) -> None:
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

    # -- queries -------------------------------------------------------------------------

    def describe(self, state: Any, element_id: str) -> str | None:
        if provisional.is_mark(element_id):
            return describe_mark(state, element_id)
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
