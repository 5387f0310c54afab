"""Player mats: where each part of a mat is (``MatGeometry``) and its painted background.

One geometry serves the painter (static background, cached per size) and the
view (pieces drawn on top, rectangles for hit-testing), so they never disagree.
Two arrangements: the full mat of the seat deciding now, and a compact one for
the others that keeps every count readable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame
from PIL import Image, ImageDraw, ImageFilter

from graphics.endeavor import icons
from graphics.endeavor import palette as pal
from graphics.endeavor.pieces import to_surface

TRACK_MAX = 15  # printed spaces 0..15 (stand-in); higher values are shown as "15+n"
SPACES = 7  # building spaces on a mat (base game)
NORMAL_SLOTS = 5  # card slots opened by Influence (maximum)
TALL_BELOW = 1.6  # a full mat narrower than this many times its height stacks its tracks above the rest

Rect = tuple[int, int, int, int]  # x, y, w, h relative to the mat


@dataclass
class MatGeometry:
    """Rectangles of one mat's parts, relative to the mat's top-left corner."""

    size: tuple[int, int]
    compact: bool
    header: Rect = (0, 0, 0, 0)
    tracks: list[Rect] = field(default_factory=list)  # one row per attribute
    track_spaces: list[list[Rect]] = field(default_factory=list)  # full mat: the 16 spaces of each row
    buildings: list[Rect] = field(default_factory=list)
    harbor: Rect = (0, 0, 0, 0)
    supply: Rect = (0, 0, 0, 0)
    tokens: Rect = (0, 0, 0, 0)
    cards: list[Rect] = field(default_factory=list)  # 5 normal slots, then Slavery, then Governor
    font: int = 12
    badge: float = 30  # full mat: the attribute badge at the start of each track row


def _r(x: float, y: float, w: float, h: float) -> Rect:
    return (round(x), round(y), max(1, round(w)), max(1, round(h)))


@lru_cache(maxsize=64)
def geometry(size: tuple[int, int], compact: bool, text: float = 1.0) -> MatGeometry:
    """Where every part of a mat of ``size`` pixels goes (``text``: the UI scale its painted words grow by).

    The card slots' names below them need room that grows with the text: the slots are a little smaller.
    """
    w, h = size
    g = MatGeometry(size, compact)
    pad = max(3, min(8, round(min(w, h) * 0.03)))
    head = max(16, min(30, round(h * (0.2 if compact else 0.11))))
    if not compact and w < h * TALL_BELOW:
        head = max(18, min(26, round(w * 0.07)))
    g.header = _r(0, 0, w, head)
    g.font = max(11, min(16, round(head * 0.58)))
    top = head + pad
    body_h = h - top - pad
    if not compact and w < h * TALL_BELOW:
        _tall(g, w, h, pad, top, body_h, slot_label(text))
    elif not compact:
        tw = w * 0.34
        row_h = body_h / 4
        g.badge = badge = min(row_h * 0.62, 30, tw * 0.11)  # a narrow mat keeps room for the 16 spaces
        for t in range(4):
            g.tracks.append(_r(pad, top + t * row_h, tw - pad, row_h - 2))
            sx0 = pad + badge + pad * 1.5
            sw = (tw - pad - sx0) / (TRACK_MAX + 1)
            sy = top + t * row_h + row_h * 0.38
            g.track_spaces.append([_r(sx0 + i * sw, sy, sw - 1, row_h * 0.5) for i in range(TRACK_MAX + 1)])
        bx0 = tw + pad
        bw_col = w * 0.26
        cols, rows = 2, 4
        tile_w = (bw_col - pad * (cols - 1)) / cols
        tile_h = min((body_h - pad * (rows - 1)) / rows, tile_w / 2.0)
        gy = top + (body_h - (tile_h * rows + pad * (rows - 1))) / 2
        for i in range(SPACES):
            r, c = divmod(i, cols)
            g.buildings.append(_r(bx0 + c * (tile_w + pad), gy + r * (tile_h + pad), tile_w, tile_h))
        rx = bx0 + bw_col + pad
        rw = w - rx - pad
        g.harbor = _r(rx, top, rw * 0.62, body_h * 0.42)
        g.supply = _r(rx + rw * 0.62 + pad, top, rw * 0.38 - pad, body_h * 0.42)
        g.tokens = _r(rx, top + body_h * 0.42 + pad, rw, body_h * 0.18)
        cy = top + body_h * 0.60 + pad * 2
        ch = body_h - (cy - top)
        cg = max(2, pad // 2)  # gap between card slots
        cw = min((rw - cg * 6 - pad * 2) / 7, (ch - slot_label(text)) / 1.4)
        ch = cw * 1.4
        for i in range(7):
            gap = pad * 2 if i >= NORMAL_SLOTS else 0
            g.cards.append(_r(rx + i * (cw + cg) + gap, cy, cw, ch))
    else:
        # row A: four track cells, Harbor, supply, tokens; row B: the seven buildings, then the cards
        band1 = body_h * 0.5
        cell_w = (w - pad * 2) * 0.125
        for t in range(4):
            g.tracks.append(_r(pad + t * cell_w, top, cell_w - 2, band1))
        rx = pad + 4 * cell_w + pad
        g.harbor = _r(rx, top, w * 0.17, band1)
        g.supply = _r(rx + w * 0.17 + pad, top, w * 0.12, band1)
        g.tokens = _r(rx + w * 0.29 + pad * 2, top, w - (rx + w * 0.29 + pad * 3), band1)
        y2 = top + band1 + pad
        h2 = body_h - band1 - pad
        bw = (w * 0.66 - pad * 7) / SPACES
        tile_h = min(h2, bw * 0.8)
        for i in range(SPACES):
            g.buildings.append(_r(pad + i * (bw + pad), y2 + (h2 - tile_h) / 2, bw, tile_h))
        cx0 = pad + SPACES * (bw + pad) + pad
        avail = w - cx0 - pad
        ch = h2
        # cards as large as the row allows: the view spreads the ones held and overlaps them only when many
        cw = min(ch / 1.4, (avail - pad * 2) * 0.34)
        ch = min(h2, cw * 1.4)
        for i in range(7):
            g.cards.append(_r(cx0 + i * (avail - cw) / 6, y2 + (h2 - ch) / 2, cw, ch))
    return g


def slot_label(text: float) -> int:
    """The room (pixels) under a full mat's card slots for their names, at the UI scale ``text``."""
    return round(11 * max(1.0, text))


def _tall(g: MatGeometry, w: int, h: int, pad: int, top: float, body_h: float, label: int) -> None:
    """The full mat in a narrow window: tracks across the top, buildings and Harbor beside, cards in a row below."""
    track_h = body_h * 0.36
    row_h = track_h / 4
    for t in range(4):
        g.tracks.append(_r(pad, top + t * row_h, w - 2 * pad, row_h - 2))
        g.badge = badge = min(row_h * 0.62, 30)
        sx0 = pad + badge + pad * 1.5
        sw = (w - pad - sx0) / (TRACK_MAX + 1)
        sy = top + t * row_h + row_h * 0.38
        g.track_spaces.append([_r(sx0 + i * sw, sy, sw - 1, row_h * 0.5) for i in range(TRACK_MAX + 1)])
    cw = min((w - pad * 9) / 7, body_h * 0.26 / 1.4)
    ch = cw * 1.4
    cy = top + body_h - ch - label
    y = top + track_h + pad * 2  # the level labels under the last track
    mid_h = cy - pad - y
    bw_col = w * 0.56
    cols, rows = 2, 4
    tile_w = (bw_col - pad * 2) / cols
    tile_h = min((mid_h - pad * (rows - 1)) / rows, tile_w / 2.0)
    for i in range(SPACES):
        r, c = divmod(i, cols)
        g.buildings.append(_r(pad + c * (tile_w + pad), y + r * (tile_h + pad), tile_w, tile_h))
    rx = pad + bw_col
    rw = w - rx - pad
    g.harbor = _r(rx, y, rw * 0.62, mid_h * 0.62)
    g.supply = _r(rx + rw * 0.62 + pad, y, rw * 0.38 - pad, mid_h * 0.62)
    g.tokens = _r(rx, y + mid_h * 0.62 + pad, rw, mid_h * 0.38 - pad)
    for i in range(7):
        gap = pad * 2 if i >= NORMAL_SLOTS else 0
        g.cards.append(_r(pad + i * (cw + pad) + gap, cy, cw, ch))


def _band_colour(level: int) -> tuple[int, int, int]:
    return {1: (238, 226, 198), 2: (226, 210, 176), 3: (214, 194, 156), 4: (200, 178, 136), 5: (186, 160, 116)}[level]


@lru_cache(maxsize=32)
def background(
    seat: int,
    size: tuple[int, int],
    compact: bool,
    thresholds: tuple[int, ...],
    glory_spaces: tuple[int, ...],
    text: float = 1.0,
) -> pygame.Surface:
    """The mat of a seat without pieces: panel, header band, track spaces with level bands and glory, slots.

    Its words (track numbers, level marks, box and slot names) grow by ``text``, the UI scale (a key of the
    cache, so a new scale repaints), each set smaller where it would leave its space or box.
    """
    g = geometry(size, compact, text)
    ss = 3
    w, h = size
    img = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)

    def box(r: Rect, inset: float = 0) -> list[float]:
        x, y, rw, rh = r
        return [(x + inset) * ss, (y + inset) * ss, (x + rw - inset) * ss, (y + rh - inset) * ss]

    col = pal.seat_colour(seat)
    rad = 8 * ss
    d.rounded_rectangle([0, 0, w * ss - 1, h * ss - 1], rad, fill=(*pal.shade(col, 0.45), 255))
    d.rounded_rectangle(
        [2 * ss, 2 * ss, w * ss - 1 - 2 * ss, h * ss - 1 - 2 * ss], rad * 0.8, fill=(*pal.PARCHMENT, 255)
    )
    # paper grain
    grain = Image.effect_noise((max(2, w), max(2, h)), 22).resize(img.size, Image.BICUBIC)
    shade_layer = Image.new("RGBA", img.size, (*pal.PARCHMENT_DARK, 255))
    mask = grain.point(lambda v: max(0, v - 140) // 2)
    inner = Image.new("L", img.size, 0)
    ImageDraw.Draw(inner).rounded_rectangle(
        [2 * ss, 2 * ss, w * ss - 1 - 2 * ss, h * ss - 1 - 2 * ss], rad * 0.8, fill=255
    )
    from PIL import ImageChops

    img.paste(shade_layer, (0, 0), ImageChops.multiply(mask, inner))
    hh = g.header[3]
    d.rounded_rectangle([2 * ss, 2 * ss, (w - 2) * ss, (hh) * ss], rad * 0.8, fill=(*col, 255))
    d.rectangle([2 * ss, (hh - 6) * ss, (w - 2) * ss, hh * ss], fill=(*col, 255))
    d.line([(2 * ss, hh * ss), ((w - 2) * ss, hh * ss)], fill=(*pal.shade(col, 0.6), 255), width=ss)

    names = pal.ATTRIBUTES
    if not compact:
        for t, row in enumerate(g.tracks):
            x, y, rw, rh = row
            badge = g.badge
            icons.badge(d, names[t], (x + badge / 2 + 2) * ss, (y + rh * 0.55) * ss, badge / 2 * ss)
            spaces = g.track_spaces[t]
            for i, sp in enumerate(spaces):
                lvl = sum(1 for th in thresholds if i >= th)
                fill = _band_colour(lvl)
                d.rectangle(box(sp), fill=(*fill, 255), outline=(*pal.shade(fill, 0.7), 255), width=ss)
                if i in thresholds and i > 0:
                    sx, sy, sw, sh = sp
                    d.line(
                        [(sx * ss, (sy - 2) * ss), (sx * ss, (sy + sh + 2) * ss)], fill=(*pal.INK, 255), width=ss * 2
                    )
                sx, sy, sw, sh = sp
                num = min(min(sw * 0.55, sh * 0.42) * text, sh * 0.62)  # grows, within its space
                f = pal.pil_fitted(str(i), num * ss, (sw - 1) * ss, min(sw * 0.55, sh * 0.42) * ss)
                d.text(
                    ((sx + sw / 2) * ss, (sy + sh - 2) * ss),
                    str(i),
                    font=f,
                    fill=(*pal.shade(pal.INK, 1.6), 255),
                    anchor="md",
                )
                if i in glory_spaces:
                    gr = min(sw * 0.5, sh * 0.36)
                    gy = sy - gr - 1
                    cx = sx + sw / 2
                    d.ellipse(
                        [(cx - gr) * ss, (gy - gr) * ss, (cx + gr) * ss, (gy + gr) * ss],
                        fill=(*pal.GOLD, 255),
                        outline=(*pal.GOLD_DARK, 255),
                        width=ss,
                    )
                    gf = pal.pil_font(int(gr * 1.25 * ss), bold=True)
                    d.text((cx * ss, gy * ss), str(i), font=gf, fill=(*pal.INK, 255), anchor="mm")
            # level numbers under the bands
            for lvl, th in enumerate(thresholds, start=1):
                if th <= TRACK_MAX:
                    sx, sy, sw, sh = spaces[th]
                    room = (min(TRACK_MAX + 1, ([t for t in thresholds if t > th] or [TRACK_MAX + 1])[0]) - th) * sw
                    base = min(sw * 0.5, 10)
                    # below the space: clear of the next row's glory marks, or of the mat's edge under the last row
                    below = h - 4 - (sy + sh + 1) if t == len(g.tracks) - 1 else sh - 2 - 2 * min(sw * 0.5, sh * 0.36)
                    mark = max(base, min(base * text, below / 1.07))  # 1.07: the font's ascent over its size
                    lf = pal.pil_fitted(f"L{lvl}", mark * ss, (room - 3) * ss, base * ss, bold=True)
                    d.text(
                        ((sx + 2) * ss, (sy + sh + 1) * ss),
                        f"L{lvl}",
                        font=lf,
                        fill=(*pal.shade(pal.INK, 1.4), 255),
                        anchor="la",
                    )
    else:
        for t, cell in enumerate(g.tracks):
            x, y, rw, rh = cell
            d.rounded_rectangle(
                box(cell, 1),
                4 * ss,
                fill=(*pal.shade(pal.PARCHMENT, 0.94), 255),
                outline=(*pal.PARCHMENT_DARK, 255),
                width=ss,
            )
            br = min(rh * 0.3, rw * 0.22)
            icons.badge(d, names[t], (x + br + 3) * ss, (y + rh / 2) * ss, br * ss)
    # building spaces
    for r in g.buildings:
        d.rounded_rectangle(
            box(r, 0.5),
            5 * ss,
            fill=(*pal.shade(pal.PARCHMENT, 0.88), 255),
            outline=(*pal.shade(pal.PARCHMENT_DARK, 0.85), 255),
            width=ss,
        )
    # Harbor: a wooden quay
    d.rounded_rectangle(
        box(g.harbor, 0.5), 6 * ss, fill=(*pal.shade(pal.SEA, 1.35), 255), outline=(*pal.WOOD, 255), width=ss * 2
    )
    d.rounded_rectangle(
        box(g.supply, 0.5),
        6 * ss,
        fill=(*pal.shade(pal.PARCHMENT, 0.86), 255),
        outline=(*pal.PARCHMENT_DARK, 255),
        width=ss,
    )
    d.rounded_rectangle(
        box(g.tokens, 0.5),
        6 * ss,
        fill=(*pal.shade(pal.PARCHMENT, 0.9), 255),
        outline=(*pal.PARCHMENT_DARK, 255),
        width=ss,
    )
    if not compact:
        for r, label in ((g.harbor, "HARBOR"), (g.supply, "SUPPLY"), (g.tokens, "TOKENS")):
            x, y, rw, rh = r
            # grows with the UI scale; a narrow box sets its label smaller to keep it inside
            base = max(8, g.font * 0.75)
            grown = max(base, min(base * text, rh * 0.3))
            f = pal.pil_fitted(label, grown * ss, (rw - 8) * ss, 7 * ss, bold=True)
            d.text(((x + 5) * ss, (y + 3) * ss), label, font=f, fill=(*pal.shade(pal.INK, 1.5), 200), anchor="la")
    # card slots: five opened by Influence, the Slavery slot and the free Governor slot
    if compact and g.cards:
        x0, y0 = g.cards[0][0], g.cards[0][1]
        x1, y1 = g.cards[-1][0] + g.cards[-1][2], g.cards[-1][1] + g.cards[-1][3]
        d.rounded_rectangle(
            [(x0 - 2) * ss, (y0 - 2) * ss, (x1 + 2) * ss, (y1 + 2) * ss],
            4 * ss,
            fill=(*pal.shade(pal.PARCHMENT, 0.9), 255),
            outline=(*pal.PARCHMENT_DARK, 255),
            width=ss,
        )
    for i, r in enumerate(g.cards if not compact else []):
        if i < NORMAL_SLOTS:
            outline = (*pal.shade(pal.PARCHMENT_DARK, 0.8), 255)
            fill = (*pal.shade(pal.PARCHMENT, 0.9), 255)
        elif i == NORMAL_SLOTS:
            outline, fill = (*pal.REGION_LAND["slavery"], 255), (*pal.shade(pal.REGION_LAND["slavery"], 1.55), 255)
        else:
            outline, fill = (*pal.GOLD_DARK, 255), (*pal.shade(pal.GOLD, 1.6), 255)
        d.rounded_rectangle(box(r, 0.5), 4 * ss, fill=fill, outline=outline, width=ss)
        x, y, rw, rh = r
        if i == NORMAL_SLOTS:
            icons.glyph(
                d, "payment", (x + rw / 2) * ss, (y + rh / 2) * ss, rw * 0.22 * ss, (*pal.REGION_LAND["slavery"], 160)
            )
        elif i == NORMAL_SLOTS + 1:
            icons.glyph(d, "influence", (x + rw / 2) * ss, (y + rh / 2) * ss, rw * 0.3 * ss, (*pal.GOLD_DARK, 160))
        if not compact and (i < NORMAL_SLOTS or rw >= 26):  # a narrow special slot shows only its glyph
            label = str(i + 1) if i < NORMAL_SLOTS else ("Slavery" if i == NORMAL_SLOTS else "Governor")
            # each name keeps to its span (its slot and half the gaps beside it; the Governor's to the mat's
            # edge) and is set smaller to fit it, so neighbours never run together
            lo = (g.cards[i - 1][0] + g.cards[i - 1][2] + x) / 2 + 1.5 if i else x - 2
            hi = (x + rw + g.cards[i + 1][0]) / 2 - 1.5 if i + 1 < len(g.cards) else w - 4
            if i < NORMAL_SLOTS:
                lo, hi = min(lo, x - 2), max(hi, x + rw + 2)
            base = max(6, min(rw * 0.2, 11))
            grown = max(base, min(base * text, slot_label(text) - 1))  # in the room under the slot
            sf = pal.pil_fitted(label, grown * ss, (hi - lo) * ss, 6 * ss, bold=True)
            half = sf.getlength(label) / ss / 2
            cx = min(max(x + rw / 2, lo + half), hi - half)
            d.text(
                (cx * ss, (y + rh + 1) * ss),
                label,
                font=sf,
                fill=(*pal.shade(pal.INK, 1.5), 255),
                anchor="ma",
            )
    out = img.resize(size, Image.LANCZOS)
    shadow = Image.new("RGBA", (w + 8, h + 8), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).rounded_rectangle([3, 5, w + 3, h + 5], 8, fill=(0, 0, 0, 90))
    shadow = shadow.filter(ImageFilter.GaussianBlur(3))
    shadow.alpha_composite(out, (0, 0))
    return to_surface(shadow)
