"""Icons painted by code with Pillow: the four attributes, glory and the actions.

Each ``glyph_*`` draws into an ImageDraw around a centre with a radius, in one
colour, so the same glyph serves on a token, a building tile, a card or a mat.
``icon`` returns a small anti-aliased RGBA image (painted at 4x, then reduced).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PIL import Image, ImageDraw

from graphics.endeavor import palette as pal

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def _ring_polygon(cx: float, cy: float, radii: list[float], start: float = -math.pi / 2) -> list[tuple[float, float]]:
    n = len(radii)
    return [
        (cx + r * math.cos(start + 2 * math.pi * i / n), cy + r * math.sin(start + 2 * math.pi * i / n))
        for i, r in enumerate(radii)
    ]


def glyph_industry(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A cog wheel: the workshops and shipyards of an empire."""
    teeth = 8
    pts = []
    for i in range(teeth * 4):
        a = -math.pi / 2 + 2 * math.pi * i / (teeth * 4)
        rr = r if i % 4 in (1, 2) else r * 0.74
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d.polygon(pts, fill=col)
    h = r * 0.32
    d.ellipse([cx - h, cy - h, cx + h, cy + h], fill=hole)


def glyph_culture(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A temple front: pediment, three columns and steps."""
    w = r * 0.95
    d.polygon([(cx - w, cy - r * 0.38), (cx, cy - r * 0.92), (cx + w, cy - r * 0.38)], fill=col)
    d.rectangle([cx - w * 0.9, cy - r * 0.36, cx + w * 0.9, cy - r * 0.24], fill=col)
    cw = r * 0.2
    for k in (-1, 0, 1):
        x = cx + k * w * 0.6
        d.rectangle([x - cw / 2, cy - r * 0.22, x + cw / 2, cy + r * 0.56], fill=col)
    d.rectangle([cx - w * 0.95, cy + r * 0.6, cx + w * 0.95, cy + r * 0.74], fill=col)
    d.rectangle([cx - w, cy + r * 0.78, cx + w, cy + r * 0.92], fill=col)


def glyph_wealth(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A stack of coins."""
    w, h = r * 0.9, r * 0.3
    for k in range(3):
        y = cy + r * 0.55 - k * r * 0.42
        d.rectangle([cx - w, y - h * 0.5, cx + w, y + h * 0.5], fill=col)
        d.ellipse([cx - w, y - h * 0.5 - h * 0.5, cx + w, y - h * 0.5 + h * 0.5], fill=hole)
        d.ellipse([cx - w * 0.97, y - h * 0.5 - h * 0.45, cx + w * 0.97, y - h * 0.5 + h * 0.45], fill=col)
        d.ellipse([cx - w, y + h * 0.5 - h * 0.5, cx + w, y + h * 0.5 + h * 0.5], fill=col)
    d.ellipse([cx - w * 0.5, cy - r * 0.42 - h * 0.2, cx + w * 0.5, cy - r * 0.42 + h * 0.2], fill=hole)


def glyph_influence(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A crown."""
    w = r * 0.92
    base = cy + r * 0.55
    top = cy - r * 0.7
    pts = [
        (cx - w, base),
        (cx - w, top + r * 0.25),
        (cx - w * 0.5, cy + r * 0.02),
        (cx, top),
        (cx + w * 0.5, cy + r * 0.02),
        (cx + w, top + r * 0.25),
        (cx + w, base),
    ]
    d.polygon(pts, fill=col)
    d.rectangle([cx - w, base + r * 0.08, cx + w, base + r * 0.3], fill=col)
    for x in (cx - w, cx, cx + w):
        y = top + (r * 0.25 if x != cx else 0)
        q = r * 0.16
        d.ellipse([x - q, y - q, x + q, y + q], fill=col)
    q = r * 0.13
    d.ellipse([cx - q, base - r * 0.3 - q, cx + q, base - r * 0.3 + q], fill=hole)


def glyph_glory(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A five-pointed star: glory points."""
    radii = [r, r * 0.42] * 5
    d.polygon(_ring_polygon(cx, cy + r * 0.06, radii), fill=col)


def glyph_ship(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A sailing ship: the Ship action."""
    d.polygon(
        [
            (cx - r * 0.95, cy + r * 0.38),
            (cx + r * 0.95, cy + r * 0.38),
            (cx + r * 0.62, cy + r * 0.82),
            (cx - r * 0.6, cy + r * 0.82),
        ],
        fill=col,
    )
    d.rectangle([cx - r * 0.05, cy - r * 0.92, cx + r * 0.05, cy + r * 0.4], fill=col)
    d.polygon([(cx - r * 0.1, cy - r * 0.8), (cx - r * 0.1, cy + r * 0.28), (cx - r * 0.8, cy + r * 0.28)], fill=col)
    d.polygon([(cx + r * 0.12, cy - r * 0.62), (cx + r * 0.12, cy + r * 0.28), (cx + r * 0.7, cy + r * 0.28)], fill=col)
    d.polygon(
        [(cx + r * 0.06, cy - r * 0.95), (cx + r * 0.42, cy - r * 0.85), (cx + r * 0.06, cy - r * 0.74)], fill=col
    )


def glyph_occupy(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A flag planted on a hill: the Occupy action."""
    d.rectangle([cx - r * 0.5, cy - r * 0.9, cx - r * 0.38, cy + r * 0.6], fill=col)
    d.polygon(
        [(cx - r * 0.38, cy - r * 0.9), (cx + r * 0.75, cy - r * 0.62), (cx - r * 0.38, cy - r * 0.25)],
        fill=col,
    )
    d.chord([cx - r * 0.95, cy + r * 0.45, cx + r * 0.95, cy + r * 1.35], 180, 360, fill=col)


def glyph_attack(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """Two crossed swords: the Attack action."""
    for sgn in (-1, 1):
        a = math.radians(45 * sgn)
        ux, uy = math.sin(a), -math.cos(a)  # blade direction
        vx, vy = -uy, ux
        tip = (cx + ux * r * 0.95, cy + uy * r * 0.95)
        hilt = (cx - ux * r * 0.55, cy - uy * r * 0.55)
        bw = r * 0.13
        d.polygon(
            [
                (hilt[0] + vx * bw, hilt[1] + vy * bw),
                (tip[0] - ux * r * 0.15 + vx * bw, tip[1] - uy * r * 0.15 + vy * bw),
                tip,
                (tip[0] - ux * r * 0.15 - vx * bw, tip[1] - uy * r * 0.15 - vy * bw),
                (hilt[0] - vx * bw, hilt[1] - vy * bw),
            ],
            fill=col,
        )
        gw = r * 0.32
        d.line(
            [(hilt[0] + vx * gw, hilt[1] + vy * gw), (hilt[0] - vx * gw, hilt[1] - vy * gw)],
            fill=col,
            width=max(1, int(r * 0.16)),
        )
        end = (cx - ux * r * 0.92, cy - uy * r * 0.92)
        d.line([hilt, end], fill=col, width=max(1, int(r * 0.15)))
        q = r * 0.11
        d.ellipse([end[0] - q, end[1] - q, end[0] + q, end[1] + q], fill=col)


def glyph_payment(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A disc returning along a curved arrow: Payment sends a worker home."""
    w = max(1, int(r * 0.2))
    d.arc([cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8], 200, 470, fill=col, width=w)
    a = math.radians(110)
    px, py = cx + r * 0.7 * math.cos(a), cy + r * 0.7 * math.sin(a)
    d.polygon([(px - r * 0.42, py - r * 0.2), (px + r * 0.12, py - r * 0.45), (px + r * 0.05, py + r * 0.2)], fill=col)
    q = r * 0.3
    d.ellipse([cx - q, cy - q, cx + q, cy + q], fill=col)


def glyph_draw(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """Two cards, one drawn from the stack: the Draw action."""
    w, h = r * 0.55, r * 0.78
    d.rounded_rectangle(
        [cx - w - r * 0.32, cy - h + r * 0.05, cx + w - r * 0.32, cy + h + r * 0.05],
        r * 0.12,
        outline=col,
        width=max(1, int(r * 0.12)),
    )
    d.rounded_rectangle([cx - w + r * 0.3, cy - h - r * 0.12, cx + w + r * 0.3, cy + h - r * 0.12], r * 0.12, fill=col)
    q = r * 0.14
    d.ellipse([cx + r * 0.3 - q, cy - r * 0.12 - q, cx + r * 0.3 + q, cy - r * 0.12 + q], fill=hole)


def glyph_fortify(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """A tower with battlements: Fortify (Age of Expansion)."""
    d.rectangle([cx - r * 0.55, cy - r * 0.45, cx + r * 0.55, cy + r * 0.9], fill=col)
    for k in (-1, 0, 1):
        x = cx + k * r * 0.4
        d.rectangle([x - r * 0.14, cy - r * 0.8, x + r * 0.14, cy - r * 0.4], fill=col)
    d.chord([cx - r * 0.2, cy + r * 0.3, cx + r * 0.2, cy + r * 1.1], 180, 360, fill=hole)


def glyph_trade(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, col: Colour, hole: Colour) -> None:
    """Two opposed arrows: Trade (Age of Expansion)."""
    for sgn in (-1, 1):
        y = cy + sgn * r * 0.35
        d.rectangle([cx - r * 0.7, y - r * 0.1, cx + r * 0.7, y + r * 0.1], fill=col)
        tip = cx + sgn * r * 0.95
        d.polygon([(tip, y), (tip - sgn * r * 0.4, y - r * 0.32), (tip - sgn * r * 0.4, y + r * 0.32)], fill=col)


GLYPHS: dict[str, Callable[..., None]] = {
    "industry": glyph_industry,
    "culture": glyph_culture,
    "wealth": glyph_wealth,
    "influence": glyph_influence,
    "glory": glyph_glory,
    "ship": glyph_ship,
    "occupy": glyph_occupy,
    "attack": glyph_attack,
    "payment": glyph_payment,
    "draw": glyph_draw,
    "fortify": glyph_fortify,
    "trade": glyph_trade,
}
ACTIONS = ("ship", "occupy", "attack", "payment", "draw", "fortify", "trade")


def glyph(
    d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, col: Colour, hole: Colour = (0, 0, 0, 0)
) -> None:
    """Draw the glyph of ``kind`` (attribute, glory or action); unknown kinds draw a question mark."""
    kind = pal.attribute(kind)
    fn = GLYPHS.get(kind)
    if fn is None:
        f = pal.pil_font(int(r * 1.6), bold=True)
        d.text((cx, cy), "?", fill=col, font=f, anchor="mm")
        return
    fn(d, cx, cy, r, col, hole)


def badge(d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float) -> None:
    """An attribute or glory badge: a coloured round seal with a light glyph; actions on a blue seal."""
    kind = pal.attribute(kind)
    if kind in pal.ATTRIBUTE_COLOUR:
        base = pal.ATTRIBUTE_COLOUR[kind]
    else:
        base = pal.ACTION_BLUE
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=pal.shade(base, 0.62))
    d.ellipse([cx - r * 0.9, cy - r * 0.9, cx + r * 0.9, cy + r * 0.9], fill=base)
    ink = (255, 250, 236) if kind != "glory" else (110, 70, 10)
    glyph(d, kind, cx, cy, r * 0.62, ink, base)


@cache
def icon(kind: str, px: int, style: str = "badge") -> Image.Image:
    """A ``px``-sized RGBA icon, painted at 4x and reduced with Lanczos (cached)."""
    ss = 4
    big = Image.new("RGBA", (px * ss, px * ss), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = px * ss / 2
    if style == "badge":
        badge(d, kind, c, c, c * 0.96)
    else:
        glyph(d, kind, c, c, c * 0.9, pal.INK)
    return big.resize((px, px), Image.LANCZOS)
