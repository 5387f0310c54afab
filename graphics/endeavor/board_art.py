"""The static world board painted by code: sea, lands, links, spaces, stack places.

Painted with Pillow at a multiple of the target size and reduced with Lanczos,
so every edge is anti-aliased. Only what never changes during a game is here;
tokens, discs, cards and the closed-region veil are drawn over it by the view.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from graphics.endeavor import icons
from graphics.endeavor import palette as pal
from graphics.endeavor.geometry import BoardLayout, board_layout


def _supersample(width: int) -> int:
    """Painting scale: 3x for small boards, 2x for large ones (already fine-grained, and twice as fast)."""
    return 3 if width <= 760 else 2


def _noise(size: tuple[int, int], grain: int, seed_sigma: float = 60) -> Image.Image:
    """Soft grey clouds: Gaussian noise at a coarse grain, blown up smoothly."""
    w, h = max(2, size[0] // grain), max(2, size[1] // grain)
    n = Image.effect_noise((w, h), seed_sigma).filter(ImageFilter.GaussianBlur(1.2))
    return n.resize(size, Image.BICUBIC)


class _Pen:
    """Draws logical-unit shapes on a hi-res Pillow image."""

    def __init__(self, img: Image.Image, scale: float) -> None:
        self.img = img
        self.d = ImageDraw.Draw(img)
        self.s = scale

    def p(self, pt: tuple[float, float]) -> tuple[float, float]:
        return (pt[0] * self.s, pt[1] * self.s)

    def poly(self, pts: list[list[float]]) -> list[tuple[float, float]]:
        return [(x * self.s, y * self.s) for x, y in pts]

    def circle(self, c: tuple[float, float], r: float, **kw) -> None:
        x, y = self.p(c)
        rr = r * self.s
        if "width" in kw:
            kw["width"] = max(1, round(kw["width"] * self.s))
        self.d.ellipse([x - rr, y - rr, x + rr, y + rr], **kw)


def land_mask(
    layout: BoardLayout, size: tuple[int, int], scale: float, regions: list[str] | None = None
) -> Image.Image:
    """An L-mode mask of the land (optionally of some regions only), lakes cut out."""
    m = Image.new("L", size, 0)
    d = ImageDraw.Draw(m)
    for rid, r in layout.regions.items():
        if regions is not None and rid not in regions:
            continue
        for outline in r["outlines"]:
            d.polygon([(x * scale, y * scale) for x, y in outline], fill=255)
        for lake in r.get("lakes", []):
            d.polygon([(x * scale, y * scale) for x, y in lake], fill=0)
    return m


def _sea(size: tuple[int, int], s: float) -> Image.Image:
    w, h = size
    grad = Image.linear_gradient("L").resize((w, h))
    sea = Image.composite(Image.new("RGB", size, pal.SEA_DEEP), Image.new("RGB", size, pal.SEA), grad)
    # radial lightening towards the middle of the board
    rad = Image.radial_gradient("L").resize((w, h))
    sea = Image.composite(sea, Image.new("RGB", size, pal.shade(pal.SEA, 1.08)), rad)
    clouds = _noise(size, max(4, int(40 * s)))
    light = Image.new("RGB", size, pal.shade(pal.SEA, 1.18))
    dark = Image.new("RGB", size, pal.shade(pal.SEA_DEEP, 0.9))
    sea = Image.composite(light, sea, clouds.point(lambda v: max(0, v - 150) // 3))
    sea = Image.composite(dark, sea, clouds.point(lambda v: max(0, 100 - v) // 3))
    fine = _noise(size, max(1, int(3 * s)), 30)
    sea = Image.composite(light, sea, fine.point(lambda v: max(0, v - 140) // 6))
    return sea


def _graticule(img: Image.Image, layout: BoardLayout, s: float) -> None:
    over = Image.new("RGBA", img.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(over)
    w, h = layout.size
    col = (220, 236, 240, 34)
    for x in range(100, w, 100):
        d.line([(x * s, 0), (x * s, h * s)], fill=col, width=max(1, int(1.2 * s)))
    for y in range(100, h, 100):
        d.line([(0, y * s), (w * s, y * s)], fill=col, width=max(1, int(1.2 * s)))
    img.alpha_composite(over)


def _compass(pen: _Pen, c: tuple[float, float], r: float) -> None:
    d = pen.d
    cx, cy = pen.p(c)
    rr = r * pen.s
    ink = (232, 226, 206, 200)
    faint = (232, 226, 206, 90)
    d.ellipse([cx - rr, cy - rr, cx + rr, cy + rr], outline=faint, width=max(1, int(1.5 * pen.s)))
    d.ellipse([cx - rr * 0.8, cy - rr * 0.8, cx + rr * 0.8, cy + rr * 0.8], outline=faint, width=max(1, int(pen.s)))
    for k in range(16):
        a = k * math.pi / 8
        ln = rr * (1.0 if k % 4 == 0 else 0.62 if k % 2 == 0 else 0.4)
        wd = rr * (0.16 if k % 4 == 0 else 0.1)
        tip = (cx + ln * math.sin(a), cy - ln * math.cos(a))
        left = (cx + wd * math.sin(a - math.pi / 2), cy - wd * math.cos(a - math.pi / 2))
        right = (cx + wd * math.sin(a + math.pi / 2), cy - wd * math.cos(a + math.pi / 2))
        d.polygon([left, tip, (cx, cy)], fill=ink)
        d.polygon([right, tip, (cx, cy)], fill=(160, 150, 130, 200) if k % 4 == 0 else faint)
    f = pal.pil_font(int(r * 0.34 * pen.s), bold=True)
    d.text((cx, cy - rr * 1.18), "N", font=f, fill=ink, anchor="mm")


def _text(
    pen: _Pen,
    at: tuple[float, float],
    text: str,
    size: float,
    fill,
    bold: bool = True,
    halo=None,
    grow: float = 1.0,
    room: float | None = None,
) -> None:
    """``text`` centred at ``at`` (board units), ``size`` grown by ``grow`` and then set smaller, down to ``size``,
    until it is at most ``room`` board units wide (the element it names does not grow)."""
    if room is None:
        f = pal.pil_font(int(size * grow * pen.s), bold=bold)
    else:
        f = pal.pil_fitted(text, size * grow * pen.s, room * pen.s, size * pen.s, bold=bold)
    kw = {}
    if halo is not None:
        kw = {"stroke_width": max(1, int(size * pen.s * 0.14)), "stroke_fill": halo}
    pen.d.text(pen.p(at), text, font=f, fill=fill, anchor="mm", **kw)


def _track_line(pen: _Pen, pts: list[tuple[float, float]], colour) -> None:
    """A dashed wake joining the spaces of a shipping track."""
    dash, gap = 7.0, 6.0
    for a, b in itertools.pairwise(pts):
        length = math.dist(a, b)
        n = max(1, int(length // (dash + gap)))
        for i in range(n):
            t0 = (i * (dash + gap) + gap / 2) / length
            t1 = min(1.0, t0 + dash / length)
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pen.d.line([pen.p(p0), pen.p(p1)], fill=colour, width=max(1, int(2.2 * pen.s)))


def _card_slot(pen: _Pen, c: tuple[float, float], w: float, h: float, colour, title: str, dashed: bool = False) -> None:
    x, y = c
    box = [pen.p((x - w / 2, y - h / 2)), pen.p((x + w / 2, y + h / 2))]
    shadow = [(box[0][0] + 2 * pen.s, box[0][1] + 3 * pen.s), (box[1][0] + 2 * pen.s, box[1][1] + 3 * pen.s)]
    pen.d.rounded_rectangle(shadow, radius=6 * pen.s, fill=(10, 24, 40, 90))
    pen.d.rounded_rectangle(
        box, radius=6 * pen.s, fill=(24, 50, 74, 170), outline=pal.shade(colour, 1.2), width=max(1, int(2 * pen.s))
    )
    if dashed:
        inner = [(box[0][0] + 4 * pen.s, box[0][1] + 4 * pen.s), (box[1][0] - 4 * pen.s, box[1][1] - 4 * pen.s)]
        pen.d.rounded_rectangle(inner, radius=4 * pen.s, outline=(*colour, 120), width=max(1, int(pen.s)))


def _paint_region(img: Image.Image, layout: BoardLayout, rid: str, r: dict, s: float) -> None:
    """Fill one region's land inside its bounding box: colour, blotches, grain and a darker rim."""
    key = rid.split(":", 1)[1]
    x0, y0, x1, y1 = r["bbox"]
    bx0, by0 = max(0, int((x0 - 2) * s)), max(0, int((y0 - 2) * s))
    bx1, by1 = min(img.size[0], int((x1 + 2) * s) + 1), min(img.size[1], int((y1 + 2) * s) + 1)
    size = (bx1 - bx0, by1 - by0)
    m = Image.new("L", size, 0)
    d = ImageDraw.Draw(m)
    for outline in r["outlines"]:
        d.polygon([(x * s - bx0, y * s - by0) for x, y in outline], fill=255)
    for lake in r.get("lakes", []):
        d.polygon([(x * s - bx0, y * s - by0) for x, y in lake], fill=0)
    base = pal.REGION_LAND.get(key, pal.PARCHMENT)
    fill = Image.new("RGBA", size, (*base, 255))
    blotch = _noise(size, max(2, int(30 * s)), 70)
    fill = Image.composite(
        Image.new("RGBA", size, (*pal.shade(base, 0.86), 255)), fill, blotch.point(lambda v: max(0, 150 - v))
    )
    texture = _noise(size, max(1, int(2.5 * s)), 40)
    fill = Image.composite(
        Image.new("RGBA", size, (*pal.shade(base, 1.12), 255)), fill, texture.point(lambda v: max(0, v - 150) // 2)
    )
    # darker inner rim, like a hand-coloured map (blurred at a quarter size: cheap and just as soft)
    q = (max(2, size[0] // 4), max(2, size[1] // 4))
    inner = m.resize(q, Image.BILINEAR).filter(ImageFilter.GaussianBlur(1.5 * s)).resize(size, Image.BICUBIC)
    rim = ImageChops.subtract(m, inner)
    fill = Image.composite(
        Image.new("RGBA", size, (*pal.shade(base, 0.72), 255)), fill, rim.point(lambda v: min(255, v * 2))
    )
    img.paste(fill, (bx0, by0), m)


def paint_board(
    width: int, glory: Mapping[str, int] | None = None, layout: BoardLayout | None = None, text: float = 1.0
) -> Image.Image:
    """The static world board ``width`` pixels wide (height follows the board's aspect), RGBA.

    Its names grow by ``text`` (the UI scale), each set smaller where it would run past the place it names.
    """
    layout = layout or board_layout()
    glory = glory or {}
    lw, lh = layout.size
    height = round(width * lh / lw)
    ss = _supersample(width)
    s = width * ss / lw
    size = (width * ss, height * ss)

    # the sea is soft: paint it at the final size and enlarge once
    img = _sea((width, height), width / lw).resize(size, Image.BILINEAR).convert("RGBA")
    _graticule(img, layout, s)

    # Lands: shallow-water halo and shadow are blurred at low resolution (cheap), then enlarged.
    small_s = width / lw * 0.5
    small = (max(2, int(size[0] / ss * 0.5)), max(2, int(size[1] / ss * 0.5)))
    mask_small = land_mask(layout, small, small_s)
    halo = mask_small.filter(ImageFilter.GaussianBlur(9 * small_s)).resize(size, Image.BICUBIC)
    img = Image.composite(
        Image.new("RGBA", size, (*pal.SEA_SHALLOW, 255)), img, halo.point(lambda v: min(255, v * 2) * 6 // 10)
    )
    halo2 = mask_small.filter(ImageFilter.GaussianBlur(2.5 * small_s)).resize(size, Image.BICUBIC)
    img = Image.composite(
        Image.new("RGBA", size, (*pal.shade(pal.SEA_SHALLOW, 1.15), 255)),
        img,
        halo2.point(lambda v: min(255, v * 3) * 5 // 10),
    )
    shadow = ImageChops.offset(mask_small, max(1, int(2 * small_s)), max(1, int(3 * small_s)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(2 * small_s)).resize(size, Image.BICUBIC)
    img = Image.composite(Image.new("RGBA", size, (20, 30, 34, 255)), img, shadow.point(lambda v: v * 45 // 100))

    for rid, r in layout.regions.items():
        _paint_region(img, layout, rid, r, s)
    pen = _Pen(img, s)
    for _rid, r in layout.regions.items():
        for outline in r["outlines"]:
            pts = pen.poly(outline)
            pen.d.line([*pts, pts[0]], fill=(*pal.COAST, 230), width=max(1, int(1.3 * s)), joint="curve")
        for lake in r.get("lakes", []):
            pts = pen.poly(lake)
            pen.d.line([*pts, pts[0]], fill=(*pal.COAST, 200), width=max(1, int(1.1 * s)), joint="curve")

    sizes = layout.sizes
    # Region names on the land.
    for rid, r in layout.regions.items():
        key = rid.split(":", 1)[1]
        lines = r["name"].upper().replace(" & ", " &\n").split("\n")
        fsize = 15 if key != "caribbean" else 12
        if len(lines) > 1:
            fsize = 13
        lx, ly = r["label"]
        xs = [x for outline in r["outlines"] for x, _ in outline]
        room = (max(xs) - min(xs)) * 0.7  # the name stays on its land
        for k, line in enumerate(lines):
            _text(
                pen,
                (lx, ly + (k - (len(lines) - 1) / 2) * fsize * 1.15 * text),
                line,
                fsize,
                (*pal.shade(pal.REGION_LAND[key], 0.38), 235),
                halo=(*pal.shade(pal.REGION_LAND[key], 1.25), 160),
                grow=text,
                room=room,
            )

    # Shipping tracks: wake line from space 0 to the stack, then the spaces.
    for region in {v["region"] for v in layout.shipping.values()}:
        ids = layout.shipping_of(region)
        pts = [tuple(layout.shipping[i]["at"]) for i in ids]
        stack = tuple(layout.stacks[f"stack:{region}"]["at"])
        _track_line(pen, [*pts, stack], (226, 236, 240, 150))
        col = pal.REGION_LAND[region]
        rr = sizes["shipping"]
        for k, p in enumerate(pts):
            pen.circle((p[0] + 1.5, p[1] + 2.5), rr, fill=(10, 24, 40, 90))
            pen.circle(p, rr, fill=(*pal.shade(pal.SEA, 1.25), 255), outline=(*pal.shade(col, 0.75), 255), width=3)
            pen.circle(p, rr - 3.2, outline=(250, 246, 230, 140), width=1)
            if k == 0:
                _text(
                    pen,
                    (p[0], p[1] - rr - 8),
                    "1st",
                    8,
                    (240, 240, 230, 200),
                    halo=(30, 60, 90, 160),
                    grow=text,
                    room=rr * 3,
                )

    # Links: a dotted caravan road with a round token site at its middle.
    for _lid, link in layout.links.items():
        a, b = (tuple(layout.cities[e]["at"]) for e in link["ends"])
        pen.d.line([pen.p(a), pen.p(b)], fill=(*pal.shade(pal.COAST, 0.8), 220), width=max(1, int(5 * s)))
        pen.d.line([pen.p(a), pen.p(b)], fill=(236, 222, 188, 255), width=max(1, int(2.4 * s)))
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        rr = sizes["token"] + 1
        pen.circle((mid[0] + 1, mid[1] + 2), rr, fill=(20, 20, 20, 80))
        pen.circle(mid, rr, fill=(236, 222, 188, 255), outline=(*pal.COAST, 255), width=1.6)

    # Cities: a walled circle, glory stars on a tab beneath.
    for cid, c in layout.cities.items():
        p = tuple(c["at"])
        key = c["region"]
        rr = sizes["city"]
        g = int(glory.get(cid, 1))
        tab_w = 9 + 9 * g
        tx, ty = p[0], p[1] + rr + 2
        pen.d.rounded_rectangle(
            [pen.p((tx - tab_w / 2, ty - 6)), pen.p((tx + tab_w / 2, ty + 6))], radius=6 * s, fill=(*pal.INK, 230)
        )
        for k in range(g):
            sx = tx - (g - 1) * 4.5 + k * 9
            icons.glyph(pen.d, "glory", sx * s, ty * s, 4.6 * s, (*pal.GOLD, 255))
        pen.circle((p[0] + 1.5, p[1] + 2.5), rr, fill=(20, 20, 20, 100))
        pen.circle(p, rr, fill=(*pal.shade(pal.REGION_LAND[key], 0.5), 255))
        pen.circle(p, rr - 2.2, fill=(240, 230, 204, 255))
        pen.circle(p, rr - 5, outline=(*pal.shade(pal.REGION_LAND[key], 0.7), 200), width=1)

    # Card stacks and Governor places.
    cw, ch = sizes["card"]
    gw, gh = sizes["governor"]
    for sid, st in layout.stacks.items():
        key = sid.split(":", 1)[1]
        col = pal.REGION_LAND.get(key, pal.PARCHMENT)
        p = tuple(st["at"])
        _card_slot(pen, p, cw + 6, ch + 6, col, key)
        label = (
            "Slavery"
            if key == "slavery"
            else layout.regions[f"region:{key}"]["name"].replace(" & the Mediterranean", "")
        )
        # no wider than its stack's neighbours allow, and not much taller: the Governor's place is beneath it
        room = max(pal.pil_font(int(9.5 * s), bold=True).getlength(label) / s, (cw + 6) * 1.9)
        grow = min(text, 1.35)
        _text(
            pen,
            (p[0], p[1] + ch / 2 + 11 + 5 * (grow - 1)),
            label,
            9.5,
            (246, 240, 220, 235),
            halo=(20, 40, 60, 170),
            grow=grow,
            room=room,
        )
    for _gid, gv in layout.governors.items():
        p = tuple(gv["at"])
        _card_slot(pen, p, gw + 4, gh + 4, pal.GOLD, "governor", dashed=True)
        icons.glyph(pen.d, "influence", p[0] * s, (p[1] - 4) * s, 11 * s, (*pal.GOLD, 110))
        _text(pen, (p[0], p[1] + gh / 2 - 8), "Governor", 7.5, (240, 220, 160, 170), grow=text, room=gw)

    _compass(pen, layout.compass, 52)
    _text(pen, (layout.compass[0], layout.compass[1] + 78), "ENDEAVOR", 20, (236, 228, 204, 150))

    # A framed edge like a printed board.
    w, h = size
    pen.d.rectangle([0, 0, w - 1, h - 1], outline=(*pal.WOOD_DARK, 255), width=max(1, int(5 * s)))
    pen.d.rectangle(
        [5 * s, 5 * s, w - 1 - 5 * s, h - 1 - 5 * s], outline=(222, 200, 150, 200), width=max(1, int(1.5 * s))
    )

    return img.resize((width, height), Image.LANCZOS)


def paint_fog(width: int, region_id: str, layout: BoardLayout | None = None) -> tuple[Image.Image, tuple[int, int]]:
    """The veil over a closed region (hatched, dimmed land), cropped, with its top-left offset in pixels."""
    layout = layout or board_layout()
    lw = layout.size[0]
    ss = 2
    s = width * ss / lw
    bx0, by0, bx1, by1 = layout.regions[region_id]["bbox"]
    pad = 4
    ox, oy = int((bx0 - pad) * width / lw), int((by0 - pad) * width / lw)
    cw, chh = int((bx1 - bx0 + 2 * pad) * width / lw) + 2, int((by1 - by0 + 2 * pad) * width / lw) + 2
    size = (cw * ss, chh * ss)
    m = Image.new("L", size, 0)
    d = ImageDraw.Draw(m)
    r = layout.regions[region_id]
    for outline in r["outlines"]:
        d.polygon([((x * s) - ox * ss, (y * s) - oy * ss) for x, y in outline], fill=255)
    for lake in r.get("lakes", []):
        d.polygon([((x * s) - ox * ss, (y * s) - oy * ss) for x, y in lake], fill=0)
    veil = Image.new("RGBA", size, (70, 78, 86, 96))
    hd = ImageDraw.Draw(veil)
    step = max(3, int(9 * s))
    for k in range(-size[1], size[0], step):
        hd.line([(k, size[1]), (k + size[1], 0)], fill=(40, 46, 54, 120), width=max(1, int(1.2 * s)))
    out = Image.new("RGBA", size, (0, 0, 0, 0))
    out.paste(veil, (0, 0), m)
    return out.resize((cw, chh), Image.LANCZOS), (ox, oy)
