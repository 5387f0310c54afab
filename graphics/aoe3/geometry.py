"""Where the parts of the Age of Empires III board lie inside the board area, as pygame rects.

The fixed frame (event-box rows, the New World map, the market, the seat
panels, the turn track) depends only on the area and the number of players;
the slots inside the rows are computed per state, because the Merchant
Shipping and Discovery areas grow with the units placed there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from graphics import fonts
from rules.aoe3.placement import BOX_ORDER

#: Each region's place on the map, as fractions of the map rect (x, y, w, h), roughly geographic.
REGION_PLACES: dict[str, tuple[float, float, float, float]] = {
    "new_france": (0.03, 0.04, 0.31, 0.21),
    "new_england": (0.37, 0.04, 0.30, 0.21),
    "mexico": (0.03, 0.28, 0.31, 0.21),
    "virginia": (0.37, 0.28, 0.30, 0.21),
    "caribbean": (0.70, 0.28, 0.27, 0.21),
    "new_granada": (0.37, 0.52, 0.30, 0.21),
    "peru": (0.03, 0.52, 0.31, 0.21),
    "brazil": (0.70, 0.52, 0.27, 0.21),
    "rio_de_la_plata": (0.37, 0.76, 0.30, 0.21),
}
#: The discovery cards' place on the map (the open sea in the north-east).
DECK_PLACE = (0.72, 0.05, 0.25, 0.19)
#: The legend of unit shapes and the colony-scoring note, in the open sea of the south.
LEGEND_PLACE = (0.03, 0.77, 0.31, 0.2)
NOTE_PLACE = (0.70, 0.77, 0.27, 0.2)


def frac(rect: pygame.Rect, f: tuple[float, float, float, float]) -> pygame.Rect:
    return pygame.Rect(
        round(rect.x + f[0] * rect.w), round(rect.y + f[1] * rect.h), round(f[2] * rect.w), round(f[3] * rect.h)
    )


@dataclass
class Frame:
    """The fixed rectangles of one board size."""

    board: pygame.Rect
    scale: float
    rows: dict[str, pygame.Rect] = field(default_factory=dict)  # box -> whole row
    titles: dict[str, pygame.Rect] = field(default_factory=dict)  # box -> name plate
    slots: dict[str, pygame.Rect] = field(default_factory=dict)  # box -> where its slots go
    goods: pygame.Rect = field(default_factory=pygame.Rect)  # the goods shown beside Trade Goods
    ship: pygame.Rect = field(default_factory=pygame.Rect)  # the ship beside Merchant Shipping
    track: pygame.Rect = field(default_factory=pygame.Rect)
    map: pygame.Rect = field(default_factory=pygame.Rect)
    regions: dict[str, pygame.Rect] = field(default_factory=dict)
    deck: pygame.Rect = field(default_factory=pygame.Rect)
    legend: pygame.Rect = field(default_factory=pygame.Rect)
    note: pygame.Rect = field(default_factory=pygame.Rect)
    market: pygame.Rect = field(default_factory=pygame.Rect)
    cards: list[pygame.Rect] = field(default_factory=list)
    seats: list[pygame.Rect] = field(default_factory=list)

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    @property
    def text(self) -> int:
        """The body text size: the board's, grown with the UI scale."""
        return fonts.board(max(11, 12 * self.scale))

    def tx(self, v: float) -> int:
        """A text size of ``v`` design pixels at this board's size and the UI scale."""
        return fonts.board(v * self.scale)


def frame(board: pygame.Rect, players: int) -> Frame:
    """The fixed rectangles for ``board`` and ``players`` seats."""
    board = pygame.Rect(board)
    s = min(board.w / 944, board.h / 624)
    f = Frame(board, s)
    pad = f.px(6)
    seat_h = max(f.px(100), round(board.h * 0.16))
    top = pygame.Rect(board.x, board.y, board.w, board.h - seat_h - pad)
    left_w = round(board.w * 0.49)
    rows = pygame.Rect(top.x, top.y, left_w, top.h)
    row_h = (rows.h - pad * (len(BOX_ORDER) - 1)) / len(BOX_ORDER)
    title_w = round(left_w * min(0.34, 0.25 * fonts.board_scale() ** 0.5))  # wider plates for larger text
    for i, box in enumerate(BOX_ORDER):
        y = round(rows.y + i * (row_h + pad))
        row = pygame.Rect(rows.x, y, rows.w, round(row_h))
        f.rows[box] = row
        f.titles[box] = pygame.Rect(row.x, row.y, title_w, row.h)
        f.slots[box] = pygame.Rect(row.x + title_w + pad, row.y + pad // 2, row.w - title_w - 2 * pad, row.h - pad)
    trade = f.slots["trade_goods"]
    gw = round(trade.w * 0.5)
    f.goods = pygame.Rect(trade.right - gw, trade.y, gw, trade.h)
    f.slots["trade_goods"] = pygame.Rect(trade.x, trade.y, trade.w - gw - pad, trade.h)
    ship = f.slots["merchant_shipping"]
    sw = min(round(ship.h * 1.5), ship.w // 4)
    f.ship = pygame.Rect(ship.right - sw, ship.y, sw, ship.h)
    f.slots["merchant_shipping"] = pygame.Rect(ship.x, ship.y, ship.w - sw - pad, ship.h)

    right = pygame.Rect(rows.right + pad * 2, top.y, board.right - rows.right - pad * 2, top.h)
    track_h = f.px(40)
    f.track = pygame.Rect(right.x, right.y, right.w, track_h)
    map_h = round((right.h - track_h - 2 * pad) * 0.64)
    f.map = pygame.Rect(right.x, f.track.bottom + pad, right.w, map_h)
    f.regions = {rid: frac(f.map, place) for rid, place in REGION_PLACES.items()}
    f.deck = frac(f.map, DECK_PLACE)
    f.legend = frac(f.map, LEGEND_PLACE)
    f.note = frac(f.map, NOTE_PLACE)
    f.market = pygame.Rect(right.x, f.map.bottom + pad, right.w, right.bottom - f.map.bottom - pad)
    head = f.text + f.px(10)
    inner = pygame.Rect(f.market.x + pad, f.market.y + head, f.market.w - 2 * pad, f.market.h - head - pad)
    n = 5
    cw = (inner.w - pad * (n - 1)) / n
    f.cards = [pygame.Rect(round(inner.x + i * (cw + pad)), inner.y, round(cw), inner.h) for i in range(n)]

    strip = pygame.Rect(board.x, board.bottom - seat_h, board.w, seat_h)
    pw = (strip.w - pad * (players - 1)) / players
    f.seats = [pygame.Rect(round(strip.x + i * (pw + pad)), strip.y, round(pw), strip.h) for i in range(players)]
    return f


def slot_row(area: pygame.Rect, count: int, max_w: int, gap: int) -> list[pygame.Rect]:
    """``count`` square-ish slots left to right in ``area``, no wider than ``max_w``, shrinking to fit."""
    if count <= 0:
        return []
    w = min(max_w, area.h, (area.w - gap * (count - 1)) // count)
    w = max(4, w)
    y = area.centery - w // 2
    return [pygame.Rect(area.x + i * (w + gap), y, w, w) for i in range(count)]


def dock_row(area: pygame.Rect, usable: int, numbered: int, extra: int, max_w: int, gap: int) -> list[pygame.Rect]:
    """The Colonist Dock: usable spaces full size, blocked ones narrow, then the extra spaces after a gap."""
    blocked = numbered - usable
    units = usable + extra + 0.45 * blocked
    w = int(min(max_w, area.h, (area.w - gap * (numbered + extra)) / units))
    bw = max(4, int(w * 0.45))
    y = area.centery - w // 2
    out, x = [], area.x
    for i in range(numbered + extra):
        if i == numbered:
            x += gap
        width = bw if usable <= i < numbered else w
        out.append(pygame.Rect(x, y if width == w else y + (w - width * 2) // 2, width, w if width == w else width * 2))
        x += width + gap
    return out
