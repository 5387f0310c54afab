"""Where each hex of a map lands on the screen, for a map area, a zoom level and a pan offset.

The hex geometry is the rules' own (``rules.steam.hexgrid``: flat-topped, odd-q),
scaled so the whole map fits its area at zoom 1; zooming multiplies the hex
size and panning shifts the world under the area's window.
"""

from __future__ import annotations

import math

from rules.steam import hexgrid
from rules.steam.mapdata import MapData

ZOOMS: tuple[float, ...] = (1.0, 1.35, 1.8, 2.4, 3.2)


def extra_cells(board: MapData) -> list[tuple[int, int]]:
    """Off-map cells a map draws on (Japan's sea-route paths), so the fitted area includes them."""
    cells = [tuple(p) for r in board.raw.get("sea_routes", []) for p in r.get("path", [])]
    return [(int(c), int(r)) for c, r in cells]


class MapGeometry:
    """Hex size and world offset of one map in one screen area."""

    def __init__(self, board: MapData, area: tuple[int, int, int, int], zoom: float = 1.0) -> None:
        self.board = board
        x, y, w, h = area
        self.area = area
        cells = [(hx.col, hx.row) for hx in board.hexes] + extra_cells(board)
        xs, ys = [], []
        for c, r in cells:
            for px, py in hexgrid.corners(c, r, 1.0):
                xs.append(px)
                ys.append(py)
        self.min_x, self.min_y = min(xs), min(ys)
        span_x, span_y = max(xs) - self.min_x, max(ys) - self.min_y
        pad = 14
        self.fit_size = max(2.0, min((w - 2 * pad) / span_x, (h - 2 * pad) / span_y))
        self.zoom = zoom
        self.size = self.fit_size * zoom
        self.world_w = math.ceil(span_x * self.size) + 2 * pad
        self.world_h = math.ceil(span_y * self.size) + 2 * pad
        self.pad = pad
        # at zoom 1 the world is centred in the area; when larger, the pan says which part shows
        self.base_x = x + (w - self.world_w) / 2
        self.base_y = y + (h - self.world_h) / 2
        self.pan_x = 0.0
        self.pan_y = 0.0

    # world (painted layer) coordinates -----------------------------------------------------

    def world(self, col: int, row: int) -> tuple[float, float]:
        """Centre of hex (col, row) in the painted layer's pixels."""
        cx, cy = hexgrid.centre(col, row, self.size)
        return cx - self.min_x * self.size + self.pad, cy - self.min_y * self.size + self.pad

    def world_corners(self, col: int, row: int, scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = self.world(col, row)
        s = self.size * scale
        return [(cx + s * math.cos(math.radians(60 * i)), cy + s * math.sin(math.radians(60 * i))) for i in range(6)]

    # screen coordinates ----------------------------------------------------------------------

    @property
    def origin(self) -> tuple[float, float]:
        """Screen position of the painted layer's top-left corner."""
        return self.base_x - self.pan_x, self.base_y - self.pan_y

    def screen(self, col: int, row: int) -> tuple[float, float]:
        wx, wy = self.world(col, row)
        ox, oy = self.origin
        return wx + ox, wy + oy

    def edge(self, col: int, row: int, direction: int, inset: float = 1.0) -> tuple[float, float]:
        """Screen point on the edge ``direction`` of a hex (``inset`` < 1 pulls it towards the centre)."""
        cx, cy = self.screen(col, row)
        a = math.radians(-90 + 60 * direction)
        r = self.size * math.sqrt(3) / 2 * inset
        return cx + r * math.cos(a), cy + r * math.sin(a)

    def corners(self, col: int, row: int, scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = self.screen(col, row)
        s = self.size * scale
        return [(cx + s * math.cos(math.radians(60 * i)), cy + s * math.sin(math.radians(60 * i))) for i in range(6)]

    def hex_at(self, pos: tuple[float, float]) -> tuple[int, int]:
        """(col, row) of the hex under a screen point (it may be off the map)."""
        ox, oy = self.origin
        x = pos[0] - ox + self.min_x * self.size - self.pad
        y = pos[1] - oy + self.min_y * self.size - self.pad
        return hexgrid.pixel_to_hex(x, y, self.size)

    def clamp_pan(self) -> None:
        """Keep the painted layer covering the area (centred when it is smaller)."""
        _, _, w, h = self.area
        half_x = max(0.0, (self.world_w - w) / 2)
        half_y = max(0.0, (self.world_h - h) / 2)
        self.pan_x = max(-half_x, min(half_x, self.pan_x))
        self.pan_y = max(-half_y, min(half_y, self.pan_y))
