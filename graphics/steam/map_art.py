"""The painted map of one Age of Steam board: terrain, rivers, lakes, forest, cities, towns, Japan's seas.

Painted with Pillow at two (or more) times the screen size and scaled down, once
per map, size and zoom level (the view keeps the result). Everything here
comes from the map's data file through ``MapData``: nothing is drawn by hand.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from graphics import fonts
from graphics.steam import palette as pal
from graphics.steam.geometry import MapGeometry
from rules.steam import hexgrid
from rules.steam.mapdata import MapData

TERRAIN_FILL = {
    "plain": pal.PLAIN,
    "city": pal.PLAIN,
    "town": pal.PLAIN,
    "river": pal.PLAIN,
    "mountain": pal.HILL,
    "water": pal.WATER,
    "lake": pal.WATER,
    "forest": pal.FOREST,
    "dark_brown": pal.DARK_BROWN,
    "fishing_area": pal.SEA_LIGHT,
    "sea": pal.SEA,
}


@lru_cache(maxsize=32)
def pil_font(size: int, bold: bool = False) -> ImageFont.ImageFont:
    path = fonts.font_path(bold)
    try:
        return ImageFont.truetype(path, max(6, size)) if path else ImageFont.load_default()
    except OSError:
        return ImageFont.load_default()


def _jitter(col: int, row: int) -> float:
    """A steady pseudo-random number in [0, 1) per hex, so the painting varies without chance."""
    v = (col * 73856093) ^ (row * 19349663)
    return (v % 1000) / 1000.0


def supersample(geo: MapGeometry) -> int:
    """How many times larger than the screen to paint (less for very large layers)."""
    big = max(geo.world_w, geo.world_h)
    return 3 if big < 1000 else 2 if big < 1800 else 1


def paint_map(board: MapData, geo: MapGeometry) -> Image.Image:
    """The static layer of ``board`` at ``geo``'s size and zoom (RGBA, world pixels)."""
    k = supersample(geo)
    W, H = geo.world_w * k, geo.world_h * k
    img = Image.new("RGBA", (W, H), (*pal.BACKDROP.get(board.id, pal.SEA), 255))
    d = ImageDraw.Draw(img)
    size = geo.size * k

    def pt(c: int, r: int) -> tuple[float, float]:
        x, y = geo.world(c, r)
        return x * k, y * k

    def corners(c: int, r: int, scale: float = 1.0) -> list[tuple[float, float]]:
        return [(x * k, y * k) for x, y in geo.world_corners(c, r, scale)]

    def edge(c: int, r: int, direction: int, inset: float = 1.0) -> tuple[float, float]:
        x, y = pt(c, r)
        a = math.radians(-90 + 60 * direction)
        rad = size * math.sqrt(3) / 2 * inset
        return x + rad * math.cos(a), y + rad * math.sin(a)

    if board.id != "rust_belt":
        # a soft sea texture: lighter swells
        for i in range(0, H, max(6, int(size * 0.5))):
            d.line([(0, i), (W, i)], fill=(*pal.shade(pal.SEA, 1.04), 255), width=max(1, k))
    # a shadowed coast under the land, then the hexes
    land = [h for h in board.hexes if h.terrain not in ("sea",)]
    for h in land:
        if h.terrain not in ("fishing_area",):
            d.polygon([(x + 2 * k, y + 2 * k) for x, y in corners(h.col, h.row, 1.06)], fill=(40, 50, 40, 255))
    for h in land:
        fill = TERRAIN_FILL.get(h.terrain, pal.PLAIN)
        if h.terrain in ("plain", "city", "town", "river"):
            fill = pal.shade(fill, 0.96 + 0.06 * _jitter(h.col, h.row))
        d.polygon(corners(h.col, h.row, 1.0), fill=(*fill, 255))
    terrain_at = {(h.col, h.row): h.terrain for h in board.hexes}
    forest = {tuple(p) for p in board.raw.get("forest", [])}
    lakes = {tuple(p) for p in board.raw.get("lakes", [])}
    # decorations
    for h in land:
        c, r = h.col, h.row
        x, y = pt(c, r)
        t = h.terrain
        if t == "mountain":
            for dx, dy, s in ((-0.3, 0.15, 0.42), (0.22, 0.2, 0.34), (0.0, -0.2, 0.3)):
                px, py = x + dx * size, y + dy * size
                hs = s * size
                d.polygon(
                    [(px - hs, py + hs * 0.55), (px, py - hs * 0.75), (px + hs, py + hs * 0.55)], fill=pal.HILL_DARK
                )
                d.polygon(
                    [(px - hs * 0.3, py - hs * 0.35), (px, py - hs * 0.75), (px + hs * 0.3, py - hs * 0.35)],
                    fill=(236, 232, 222),
                )
        elif t == "forest" or (c, r) in forest:
            for i in range(5):
                a = i * 2.1 + _jitter(c, r) * 6
                px, py = x + math.cos(a) * size * 0.42, y + math.sin(a) * size * 0.38
                hs = size * 0.17
                d.polygon([(px - hs, py + hs), (px, py - hs * 1.4), (px + hs, py + hs)], fill=pal.FOREST_DARK)
        elif t in ("water", "lake") or (c, r) in lakes:
            for j in (-0.25, 0.1, 0.45):
                yy = y + j * size
                pts = [(x - 0.5 * size + i * size / 8, yy + math.sin(i * 1.6) * size * 0.05) for i in range(9)]
                d.line(pts, fill=(200, 226, 240, 255), width=max(1, k))
        elif t == "dark_brown":
            for j in range(-3, 4):
                d.line(
                    [(x - 0.6 * size, y + j * size * 0.22), (x + 0.6 * size, y + j * size * 0.22 - 0.2 * size)],
                    fill=(80, 52, 32),
                    width=max(1, k),
                )
        elif t == "fishing_area":
            _fish(d, x, y, size)
        elif t == "plain" and _jitter(c, r) > 0.7:
            for i in range(3):
                a = _jitter(c + i, r) * 6.28
                px, py = x + math.cos(a) * size * 0.45, y + math.sin(a) * size * 0.4
                d.line(
                    [(px - size * 0.06, py), (px, py - size * 0.1), (px + size * 0.06, py)],
                    fill=pal.PLAIN_DARK,
                    width=max(1, k),
                )
    # rivers: from each river hex towards its river and water neighbours
    for h in land:
        if h.terrain != "river":
            continue
        c, r = h.col, h.row
        x, y = pt(c, r)
        dirs = [e for e in range(6) if terrain_at.get(hexgrid.neighbour(c, r, e)) in ("river", "water", "lake")]
        if not dirs:
            dirs = [1, 4]
        for e in dirs:
            ex, ey = edge(c, r, e)
            mx, my = (x + ex) / 2 + size * 0.08, (y + ey) / 2 - size * 0.06
            d.line([(x, y), (mx, my), (ex, ey)], fill=pal.RIVER, width=max(2, int(size * 0.12)), joint="curve")
        d.ellipse([x - size * 0.06, y - size * 0.06, x + size * 0.06, y + size * 0.06], fill=pal.RIVER)
    # hex grid lines
    for h in land:
        if h.terrain in ("fishing_area",):
            continue
        d.polygon(corners(h.col, h.row, 1.0), outline=(*pal.GRID, 255), width=max(1, k))
    # Japan: sea routes (dashed lines through the water) and blue circles of fishing areas
    stops = {**{ci.id: ci.hex for ci in board.cities.values()}, **{t.id: t.hex for t in board.towns.values()}}
    for route in board.raw.get("sea_routes", []):
        a, b = (board.hexes[stops[e]] for e in route["ends"])
        pts = [pt(a.col, a.row)] + [pt(*p) for p in route["path"]] + [pt(b.col, b.row)]
        _dashed(d, pts, (236, 244, 250, 255), max(2, int(size * 0.1)), size * 0.35)
        dx, dy = pt(*route["disc"])
        rr = size * 0.32
        d.ellipse([dx - rr, dy - rr, dx + rr, dy + rr], fill=(226, 238, 248), outline=pal.INK, width=max(1, k))
    for area in board.raw.get("fishing_areas", []):
        fc, fr = area["hex"]
        for circle in area["circles"]:
            sc, sr = circle["stop_hex"]
            e = hexgrid.direction_between((fc, fr), (sc, sr))
            if e is None:
                continue
            ex, ey = edge(fc, fr, e)
            rr = size * 0.26
            d.ellipse(
                [ex - rr, ey - rr, ex + rr, ey + rr], fill=(60, 110, 200), outline=(240, 246, 255), width=max(2, k * 2)
            )
    # towns and cities
    for t in board.towns.values():
        h = board.hexes[t.hex]
        x, y = pt(h.col, h.row)
        rr = size * 0.3
        d.ellipse([x - rr, y - rr, x + rr, y + rr], fill=pal.WHITE, outline=pal.INK, width=max(2, k * 2))
    for ci in board.cities.values():
        h = board.hexes[ci.hex]
        col = pal.city_colour(ci.colour)
        d.polygon(corners(h.col, h.row, 0.9), fill=col, outline=pal.INK, width=max(2, int(k * 1.5)))
        d.polygon(corners(h.col, h.row, 0.8), outline=pal.shade(col, 1.35), width=max(1, k))
    _labels(d, board, geo, k, pt)
    out = img.resize((geo.world_w, geo.world_h), Image.LANCZOS) if k > 1 else img
    return out


def _labels(d: ImageDraw.ImageDraw, board: MapData, geo: MapGeometry, k: int, pt) -> None:
    """The display number of each city, where the hexes are large enough to read it."""
    size = geo.size * k
    screen_size = geo.size
    if screen_size < 11:
        return
    for ci in board.cities.values():
        h = board.hexes[ci.hex]
        x, y = pt(h.col, h.row)
        # the display number in a disc (light group white, dark group black)
        num = ci.column[1:] if ci.column[0] in "LD" else ci.column
        dark = ci.column.startswith("D")
        br = size * 0.26
        bx, by = x - size * 0.52, y - size * 0.5
        d.ellipse(
            [bx - br, by - br, bx + br, by + br],
            fill=(30, 30, 34) if dark else pal.WHITE,
            outline=pal.INK,
            width=max(1, k),
        )
        nf = pil_font(int(br * 1.4), True)
        d.text((bx, by), num, font=nf, fill=pal.WHITE if dark else pal.INK, anchor="mm")
        # the city's name is drawn by the view over the track (see SteamView._city_names)
    # town names are drawn by the view (a town urbanized into a New City takes the city's label)


def _fish(d: ImageDraw.ImageDraw, x: float, y: float, size: float) -> None:
    for j in (-0.35, 0.35):
        yy = y + j * size
        pts = [(x - 0.6 * size + i * size / 6, yy + math.sin(i * 1.3) * size * 0.05) for i in range(8)]
        d.line(pts, fill=(226, 240, 250), width=max(1, int(size * 0.04)))
    w, h = size * 0.32, size * 0.16
    d.ellipse([x - w, y - h, x + w * 0.6, y + h], fill=(238, 246, 252))
    d.polygon([(x + w * 0.5, y), (x + w * 1.0, y - h), (x + w * 1.0, y + h)], fill=(238, 246, 252))


def _dashed(d: ImageDraw.ImageDraw, pts: list[tuple[float, float]], fill, width: int, dash: float) -> None:
    on = True
    carry = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        seg = math.hypot(x1 - x0, y1 - y0)
        pos = -carry
        while pos < seg:
            a = max(pos, 0.0)
            b = min(pos + dash, seg)
            if on and b > a:
                d.line(
                    [
                        (x0 + (x1 - x0) * a / seg, y0 + (y1 - y0) * a / seg),
                        (x0 + (x1 - x0) * b / seg, y0 + (y1 - y0) * b / seg),
                    ],
                    fill=fill,
                    width=width,
                )
            if pos + dash > seg:
                carry = seg - pos
                break
            pos += dash
            on = not on
        else:
            carry = 0.0
