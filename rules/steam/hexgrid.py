"""Hex geometry in the reference's "odd-q" convention (age_of_steam.md section 2).

Flat-topped hexes in vertical columns; column 0 is the west edge, row 0 the
top of each column, odd columns sit half a hex lower. Directions are numbered
clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. A hex is named
``"c,r"`` as the reference names it, and its element id is ``hex:c,r``.

Pixel helpers are here too so a board view draws exactly the geometry the
rules use (they are plain arithmetic; no drawing library is imported).
"""

from __future__ import annotations

import math

DIRECTIONS: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")

_EVEN = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1))
_ODD = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0))


def neighbour(col: int, row: int, direction: int) -> tuple[int, int]:
    """The hex across edge ``direction`` of (col, row)."""
    dc, dr = (_ODD if col & 1 else _EVEN)[direction]
    return col + dc, row + dr


def opposite(direction: int) -> int:
    """The edge on the far hex that faces back (N <-> S, NE <-> SW, SE <-> NW)."""
    return (direction + 3) % 6


def direction_between(a: tuple[int, int], b: tuple[int, int]) -> int | None:
    """The edge of ``a`` that touches ``b``, or None if they are not adjacent."""
    for d in range(6):
        if neighbour(a[0], a[1], d) == b:
            return d
    return None


def hex_name(col: int, row: int) -> str:
    """The reference's name of a hex: ``"c,r"``."""
    return f"{col},{row}"


def parse_hex(name: str) -> tuple[int, int] | None:
    """(col, row) from ``"c,r"`` (or ``"hex:c,r"``); None when the text is no hex name."""
    if name.startswith("hex:"):
        name = name[4:]
    parts = name.split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


def centre(col: int, row: int, size: float) -> tuple[float, float]:
    """Pixel centre of a hex whose corner radius is ``size`` (hex 0,0 centred at (size, size*sqrt3/2))."""
    h = math.sqrt(3) * size
    return size + 1.5 * size * col, h / 2 + h * (row + 0.5 * (col & 1))


def corners(col: int, row: int, size: float) -> list[tuple[float, float]]:
    """The six corners of a flat-topped hex, starting east and going clockwise (screen y down)."""
    cx, cy = centre(col, row, size)
    return [(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i))) for i in range(6)]


def edge_midpoint(col: int, row: int, direction: int, size: float) -> tuple[float, float]:
    """Midpoint of the edge ``direction`` (where a track exit meets the edge)."""
    cx, cy = centre(col, row, size)
    angle = math.radians(-90 + 60 * direction)
    r = size * math.sqrt(3) / 2
    return cx + r * math.cos(angle), cy + r * math.sin(angle)


def pixel_to_hex(x: float, y: float, size: float) -> tuple[int, int]:
    """The (col, row) whose hex contains pixel (x, y) (inverse of ``centre``)."""
    best = (0, 0)
    best_d = float("inf")
    approx_c = round((x - size) / (1.5 * size))
    for c in (approx_c - 1, approx_c, approx_c + 1):
        h = math.sqrt(3) * size
        approx_r = round((y - h / 2) / h - 0.5 * (c & 1))
        for r in (approx_r - 1, approx_r, approx_r + 1):
            cx, cy = centre(c, r, size)
            d = (cx - x) ** 2 + (cy - y) ** 2
            if d < best_d:
                best, best_d = (c, r), d
    return best
