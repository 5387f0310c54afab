"""Pieces as small anti-aliased sprites: discs, trade tokens, cards, building tiles.

Each is painted with Pillow at 4x and reduced, then turned into a pygame
surface; results are cached by size, so a frame only blits.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame
from PIL import Image, ImageDraw, ImageFilter

from graphics import fonts
from graphics.endeavor import icons
from graphics.endeavor import palette as pal

SS = 4


def to_surface(img: Image.Image) -> pygame.Surface:
    """A pygame surface (per-pixel alpha) from a Pillow RGBA image."""
    surf = pygame.image.frombytes(img.tobytes(), img.size, "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def _shadowed(
    big: Image.Image,
    size: tuple[int, int],
    shape: str,
    box: tuple[float, float, float, float],
    rad: float = 0,
    dx: float = 1,
    dy: float = 2,
    blur: float = 1.2,
    alpha: int = 110,
) -> pygame.Surface:
    """Reduce ``big`` to ``size`` and lay it on a soft shadow painted at the final size (cheap to blur there)."""
    piece = big.resize(size, Image.LANCZOS)
    shadow = Image.new("RGBA", size, (0, 0, 0, 0))
    d = ImageDraw.Draw(shadow)
    x0, y0, x1, y1 = box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy
    if shape == "ellipse":
        d.ellipse([x0, y0, x1, y1], fill=(0, 0, 0, alpha))
    else:
        d.rounded_rectangle([x0, y0, x1, y1], rad, fill=(0, 0, 0, alpha))
    shadow = shadow.filter(ImageFilter.GaussianBlur(blur))
    shadow.alpha_composite(piece)
    return to_surface(shadow)


def _mark(d: ImageDraw.ImageDraw, mark: str, cx: float, cy: float, r: float, col) -> None:
    """A seat's shape mark, so colours are told apart without hue."""
    if mark == "circle":
        d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=col, width=max(1, int(r * 0.38)))
    elif mark == "triangle":
        d.polygon([(cx, cy - r), (cx + r * 0.95, cy + r * 0.7), (cx - r * 0.95, cy + r * 0.7)], fill=col)
    elif mark == "square":
        q = r * 0.78
        d.rectangle([cx - q, cy - q, cx + q, cy + q], fill=col)
    elif mark == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r * (1.0 if i % 2 == 0 else 0.45)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        d.polygon(pts, fill=col)
    elif mark == "hexagon":
        d.polygon(
            [(cx + r * math.cos(i * math.pi / 3), cy + r * math.sin(i * math.pi / 3)) for i in range(6)], fill=col
        )
    elif mark == "diamond":
        d.polygon([(cx, cy - r), (cx + r * 0.85, cy), (cx, cy + r), (cx - r * 0.85, cy)], fill=col)
    else:
        w = r * 0.34
        d.rectangle([cx - r, cy - w, cx + r, cy + w], fill=col)
        d.rectangle([cx - w, cy - r, cx + w, cy + r], fill=col)


@lru_cache(maxsize=256)
def disc(seat: int, diameter: int, marked: bool = True, shadow: int = 2) -> pygame.Surface:
    """A wooden population disc in the seat's colour with a soft shadow (surface is a little larger)."""
    pad = max(2, shadow * 2)
    size = diameter + pad * 2
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = size * SS / 2
    r = diameter * SS / 2
    base = pal.seat_colour(seat)
    d.ellipse([c - r, c - r, c + r, c + r], fill=(*pal.shade(base, 0.55), 255))
    d.ellipse([c - r * 0.92, c - r * 0.95, c + r * 0.92, c + r * 0.86], fill=(*base, 255))
    hl = Image.new("RGBA", big.size, (0, 0, 0, 0))
    ImageDraw.Draw(hl).ellipse([c - r * 0.62, c - r * 0.82, c + r * 0.3, c - r * 0.05], fill=(255, 255, 255, 70))
    hl = hl.filter(ImageFilter.GaussianBlur(r * 0.18))
    big.alpha_composite(hl)
    if marked:
        _mark(d, pal.seat_mark(seat), c, c - r * 0.04, r * 0.42, (*pal.seat_ink(seat), 220))
    box = (pad, pad, pad + diameter, pad + diameter)
    return _shadowed(big, (size, size), "ellipse", box, 0, shadow * 0.6, shadow, max(0.8, shadow * 0.7), 120)


def disc_pad(diameter: int, shadow: int = 2) -> int:
    """How far a disc sprite reaches past the disc itself on each side."""
    return max(2, shadow * 2)


def is_blue(kind: str) -> bool:
    """Action tokens are blue-backed; attribute tokens are brown."""
    return pal.attribute(kind) not in pal.ATTRIBUTE_COLOUR


@lru_cache(maxsize=256)
def token(kind: str, diameter: int) -> pygame.Surface:
    """A trade token: brown wood with an attribute seal, or a blue action token with a white glyph."""
    pad = 2
    size = diameter + pad * 2
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = size * SS / 2
    r = diameter * SS / 2
    if is_blue(kind):
        d.ellipse([c - r, c - r, c + r, c + r], fill=(*pal.ACTION_BLUE_DARK, 255))
        d.ellipse([c - r * 0.88, c - r * 0.88, c + r * 0.88, c + r * 0.88], fill=(*pal.ACTION_BLUE, 255))
        d.ellipse(
            [c - r * 0.88, c - r * 0.88, c + r * 0.88, c + r * 0.88],
            outline=(150, 190, 240, 255),
            width=max(1, int(r * 0.06)),
        )
        icons.glyph(d, kind, c, c, r * 0.6, (250, 250, 245, 255), (*pal.ACTION_BLUE, 255))
    else:
        d.ellipse([c - r, c - r, c + r, c + r], fill=(*pal.TOKEN_BROWN_DARK, 255))
        d.ellipse([c - r * 0.9, c - r * 0.9, c + r * 0.9, c + r * 0.9], fill=(*pal.TOKEN_BROWN, 255))
        d.ellipse([c - r * 0.74, c - r * 0.74, c + r * 0.74, c + r * 0.74], fill=(244, 232, 204, 255))
        icons.glyph(d, kind, c, c, r * 0.56, (*pal.ATTRIBUTE_COLOUR[pal.attribute(kind)], 255), (244, 232, 204, 255))
    return _shadowed(big, (size, size), "ellipse", (pad, pad, pad + diameter, pad + diameter), 0, 1, 1.5, 1.0, 110)


def _icon_row(d: ImageDraw.ImageDraw, kinds: Sequence[str], cx: float, cy: float, r: float, max_w: float) -> None:
    if not kinds:
        return
    step = min(r * 2.15, max_w / max(1, len(kinds)))
    rr = min(r, step / 2.1)
    x0 = cx - step * (len(kinds) - 1) / 2
    for i, k in enumerate(kinds):
        icons.badge(d, k, x0 + i * step, cy, rr)


def icon_list(icon_counts: Sequence[int], glory: int = 0) -> list[str]:
    """Icons as a flat list of names (Industry, Culture, Wealth, Influence order, then glory)."""
    out: list[str] = []
    for name, n in zip(pal.ATTRIBUTES, icon_counts, strict=False):
        out += [name] * n
    return out + ["glory"] * glory


def card(
    title: str,
    value: int,
    region: str,
    icon_counts: tuple[int, ...],
    glory: int,
    size: tuple[int, int],
    governor: bool = False,
    slavery: bool = False,
    face_down: bool = False,
) -> pygame.Surface:
    """An asset card: the deck's colour, its value large, its icons and glory; Governors gilded.

    Its words grow with the UI scale the board is drawn at (painted once per scale: a new scale repaints).
    """
    return _card(title, value, region, icon_counts, glory, size, governor, slavery, face_down, fonts.board_scale())


@lru_cache(maxsize=512)
def _card(
    title: str,
    value: int,
    region: str,
    icon_counts: tuple[int, ...],
    glory: int,
    size: tuple[int, int],
    governor: bool,
    slavery: bool,
    face_down: bool,
    text: float,
) -> pygame.Surface:
    w, h = max(6, size[0]), max(8, size[1])  # never smaller than a painted card can be
    pad = 2
    big = Image.new("RGBA", ((w + pad * 2) * SS, (h + pad * 2) * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    x0, y0, x1, y1 = pad * SS, pad * SS, (pad + w) * SS, (pad + h) * SS
    rad = max(2, w * SS * 0.09)
    col = pal.REGION_LAND.get(region, pal.PARCHMENT)
    if face_down:
        d.rounded_rectangle([x0, y0, x1, y1], rad, fill=(*pal.shade(col, 0.45), 255), outline=(*pal.INK, 255), width=SS)
        _mark_x = (x0 + x1) / 2
        d.line([(x0 + 3 * SS, y0 + 3 * SS), (x1 - 3 * SS, y1 - 3 * SS)], fill=(*pal.shade(col, 0.7), 255), width=SS * 2)
        d.line([(x1 - 3 * SS, y0 + 3 * SS), (x0 + 3 * SS, y1 - 3 * SS)], fill=(*pal.shade(col, 0.7), 255), width=SS * 2)
        return _shadowed(big, (w + pad * 2, h + pad * 2), "rect", (pad, pad, pad + w, pad + h), rad / SS)
    frame = pal.GOLD if governor else pal.shade(col, 0.55)
    d.rounded_rectangle([x0, y0, x1, y1], rad, fill=(*frame, 255))
    inset = max(SS, int(w * SS * 0.06))
    d.rounded_rectangle([x0 + inset, y0 + inset, x1 - inset, y1 - inset], rad * 0.7, fill=(*pal.PARCHMENT, 255))
    hh = (y1 - y0) * 0.34
    d.rounded_rectangle([x0 + inset, y0 + inset, x1 - inset, y0 + hh], rad * 0.7, fill=(*col, 255))
    cx = (x0 + x1) / 2
    if governor:
        icons.glyph(d, "influence", cx, y0 + hh * 0.55, hh * 0.36, (*pal.GOLD_DARK, 255))
    else:
        # the value fills its band at any scale; a wide band lets it grow with the UI scale
        f = pal.pil_fitted(str(value), hh * min(0.78 * text, 0.92), (x1 - x0) - inset * 4, hh * 0.78, bold=True)
        d.text(
            (cx, y0 + inset + (hh - inset) / 2),
            str(value),
            font=f,
            fill=(*pal.INK, 255),
            anchor="mm",
            stroke_width=max(1, int(hh * 0.05)),
            stroke_fill=(*pal.shade(col, 1.3), 255),
        )
    kinds = icon_list(icon_counts, glory)
    inner_w = (x1 - x0) - inset * 2
    per_row = 2 if len(kinds) > 2 else max(1, len(kinds))
    rows = [kinds[i : i + per_row] for i in range(0, len(kinds), per_row)] or [[]]
    avail_h = (y1 - inset) - (y0 + hh) - inset
    r = min(inner_w / (per_row * 2.3), avail_h / (len(rows) * 2.3))
    for i, row in enumerate(rows):
        cy = y0 + hh + inset + r * 1.2 + i * r * 2.3
        _icon_row(d, row, cx, cy, r, inner_w)
    if slavery:
        f = pal.pil_fitted("SLAVERY", hh * min(0.22 * text, 0.32), (x1 - x0) - inset * 3, hh * 0.22, bold=True)
        d.text((cx, y1 - inset - hh * 0.1), "SLAVERY", font=f, fill=(*pal.shade(col, 0.5), 255), anchor="mb")
    return _shadowed(big, (w + pad * 2, h + pad * 2), "rect", (pad, pad, pad + w, pad + h), rad / SS)


LEVEL_COLOUR = {1: (150, 120, 84), 2: (92, 122, 150), 3: (110, 140, 86), 4: (150, 96, 120), 5: (170, 136, 52)}


def _spec_parts(spec: str | None) -> tuple[list[str], str]:
    if not spec:
        return [], ""
    if "/" in spec:
        return spec.split("/"), "/"
    if "+" in spec:
        return spec.split("+"), "+"
    return [spec], ""


def _band_label(name: str, size: float, room: float):
    """A building's name and its font on the level band: smaller (to 70%) before it is cut with an ellipsis."""
    f = pal.pil_font(int(size), bold=True)
    for k in range(int(size), max(4, int(size * 0.7)) - 1, -1):
        f = pal.pil_font(k, bold=True)
        if f.getlength(name) <= room:
            return name, f
    label = name
    while f.getlength(label) > room and len(label) > 3:
        label = label.rstrip("…")[:-1] + "…"
    return label, f


@lru_cache(maxsize=512)
def building(
    name: str,
    level: int,
    icon_counts: tuple[int, ...],
    spec: str | None,
    glory: int,
    size: tuple[int, int],
    compact: bool = False,
    badge: int = 0,
    text: float = 1.0,
) -> pygame.Surface:
    """A building tile: level band, name, attribute icons, the action(s) and the activation circle.

    With ``badge`` (the market's count, that many pixels wide) no activation circle is drawn: the count
    goes where the circle would be, and the actions stay clear of it. ``text`` is the UI scale the band's
    words grow by. The name is set smaller before it is cut.
    """
    w, h = size
    pad = 2
    big = Image.new("RGBA", ((w + 2 * pad) * SS, (h + 2 * pad) * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    x0, y0, x1, y1 = pad * SS, pad * SS, (pad + w) * SS, (pad + h) * SS
    tw, th = x1 - x0, y1 - y0
    rad = max(2, min(tw, th) * 0.08)
    lc = LEVEL_COLOUR.get(level, (140, 120, 90))
    d.rounded_rectangle([x0, y0, x1, y1], rad, fill=(*pal.shade(lc, 0.6), 255))
    b = max(SS, tw * 0.035)
    d.rounded_rectangle([x0 + b, y0 + b, x1 - b, y1 - b], rad * 0.7, fill=(*pal.shade(pal.PARCHMENT, 0.98), 255))
    # small tiles get a deeper band so the name stays readable (about 10 px at 1280x720)
    band = 0.0 if compact else max(th * 0.3, min(th * (0.42 if text <= 1 else 0.46), 13 * SS * text))
    parts, joiner = _spec_parts(spec)
    if band:
        d.rounded_rectangle([x0 + b, y0 + b, x1 - b, y0 + b + band], rad * 0.7, fill=(*lc, 255))
        size = band * (0.7 if band <= th * 0.3 else 0.78)
        label, f = _band_label(name, size, tw - b * 3 - band * 1.2)
        numeral = label == name
        if not numeral:  # a long name takes the level numeral's room too (the band's colour and row say the level)
            label, f = _band_label(name, size, tw - b * 4)
        d.text((x0 + b * 2 + band * 0.1, y0 + b + band / 2), label, font=f, fill=(252, 248, 236, 255), anchor="lm")
        if numeral:
            d.text(
                (x1 - b * 2, y0 + b + band / 2),
                "I" * level if level <= 3 else ("IV" if level == 4 else "V"),
                font=pal.pil_font(int(band * 0.6), bold=True),
                fill=(252, 248, 236, 220),
                anchor="rm",
            )
    body_top = y0 + b + band
    body_h = max(0.0, y1 - b - body_top)  # a very short tile (a small window's mat) may have no body left
    kinds = icon_list(icon_counts, glory)
    if compact:
        d.rectangle([x0 + b, y0 + b, x0 + b + tw * 0.08, y1 - b], fill=(*lc, 255))
        circle_r = min(body_h * 0.3, tw * 0.17)
        ccx = x1 - b - circle_r * 1.25
        ccy = body_top + body_h * 0.5
        if parts and circle_r >= 1:
            d.ellipse(
                [ccx - circle_r, ccy - circle_r, ccx + circle_r, ccy + circle_r],
                fill=(*pal.shade(pal.PARCHMENT, 0.85), 255),
                outline=(*pal.INK, 255),
                width=max(1, SS),
            )
            ar = min(body_h * 0.3, (ccx - circle_r - x0 - b - tw * 0.1) / (len(parts) * 2.2))
            for i, part in enumerate(parts if ar >= 1 else ()):
                icons.badge(d, part, x0 + b + tw * 0.1 + ar * 1.1 + i * ar * 2.2, ccy, ar)
        elif not parts:
            kr = min(body_h * 0.22, (tw * 0.8) / (max(1, len(kinds)) * 2.2))
            for i, k in enumerate(kinds[:4] if kr >= 1 else ()):
                icons.badge(d, k, x0 + b + tw * 0.12 + kr * 1.1 + i * kr * 2.2, ccy, kr)
        return _shadowed(
            big, (w + 2 * pad, h + 2 * pad), "rect", (pad, pad, pad + w, pad + h), rad / SS, 1, 2, 1.2, 100
        )
    if body_h < 4 * SS:  # no room under the name band: the name alone
        return _shadowed(
            big, (w + 2 * pad, h + 2 * pad), "rect", (pad, pad, pad + w, pad + h), rad / SS, 1, 2, 1.2, 100
        )
    # activation circle on the right (where the disc goes), the action glyphs beside it
    circle_r = min(body_h * 0.36, tw * 0.16)
    ccx = x1 - b - circle_r * 1.35
    ccy = body_top + body_h * 0.5
    if badge:  # the count's place (4 px in from the right edge): the actions end left of it
        ccx = x1 - (badge + 6) * SS + circle_r
    if parts and not badge:
        d.ellipse(
            [ccx - circle_r, ccy - circle_r, ccx + circle_r, ccy + circle_r],
            fill=(*pal.shade(pal.PARCHMENT, 0.85), 255),
            outline=(*pal.INK, 255),
            width=max(1, int(SS * 0.9)),
        )
        d.ellipse(
            [ccx - circle_r * 0.8, ccy - circle_r * 0.8, ccx + circle_r * 0.8, ccy + circle_r * 0.8],
            outline=(*pal.shade(pal.INK, 1.6), 160),
            width=max(1, int(SS * 0.5)),
        )
    if parts:
        # the actions, blue seals left of the circle
        ar = min(body_h * 0.26, circle_r * 0.8)
        ax = ccx - circle_r - ar * 1.25
        for i, part in enumerate(reversed(parts)):
            cx = ax - i * (ar * 2.6 + (ar * 0.8 if joiner else 0))
            icons.badge(d, part, cx, ccy, ar)
            if joiner and i < len(parts) - 1:
                f = pal.pil_font(int(ar * 1.5), bold=True)
                d.text((cx - ar * 1.7, ccy), joiner, font=f, fill=(*pal.INK, 255), anchor="mm")
        left_limit = ax - (len(parts) - 1) * (ar * 2.6 + (ar * 0.8 if joiner else 0)) - ar * 1.3
    else:
        f = pal.pil_font(int(body_h * 0.18), bold=False)
        right = x1 - b * 3 - (badge * SS if badge else 0)
        d.text((right, ccy), "no action", font=f, fill=(*pal.shade(pal.INK, 1.5), 255), anchor="rm")
        left_limit = right - f.getlength("no action") - SS * 2
    if kinds:
        ir = min(body_h * 0.22, (left_limit - x0 - b * 2) / (len(kinds) * 2.2 + 0.2))
        ir = max(ir, body_h * 0.12)
        ix = x0 + b * 2 + ir * 1.1
        for i, k in enumerate(kinds):
            icons.badge(d, k, ix + i * ir * 2.2, ccy, ir)
    return _shadowed(big, (w + 2 * pad, h + 2 * pad), "rect", (pad, pad, pad + w, pad + h), rad / SS, 1, 2, 1.2, 100)


def activation_circle(size: tuple[int, int], compact: bool = False) -> tuple[float, float, float]:
    """Centre (relative to the tile's top-left) and radius of a tile's activation circle, in pixels."""
    w, h = size
    b = max(1.0, w * 0.035)
    band = h * (0.3 if not compact else 0.0)
    body_top = b + band
    body_h = h - b - body_top
    if compact:
        circle_r = min(body_h * 0.3, w * 0.17)
        return (w - b - circle_r * 1.25, body_top + body_h * 0.5, circle_r)
    circle_r = min(body_h * 0.36, w * 0.16)
    return (w - b - circle_r * 1.35, body_top + body_h * 0.5, circle_r)


def glow_ring(diameter: int, colour=pal.GLOW, width: int = 3) -> pygame.Surface:
    """A soft ring used for legal targets (drawn at the size of the element)."""
    return _glow_ring(diameter, colour, width)


@lru_cache(maxsize=128)
def _glow_ring(diameter: int, colour, width: int) -> pygame.Surface:
    size = diameter + 16
    img = Image.new("RGBA", (size * 2, size * 2), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = size
    r = diameter
    d.ellipse([c - r - 6, c - r - 6, c + r + 6, c + r + 6], outline=(*colour, 110), width=10)
    img = img.filter(ImageFilter.GaussianBlur(4))
    d = ImageDraw.Draw(img)
    d.ellipse([c - r, c - r, c + r, c + r], outline=(*colour, 255), width=width * 2)
    return to_surface(img.resize((size, size), Image.LANCZOS))
