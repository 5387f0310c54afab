"""The static board painted by code with Pillow: parchment, wooden box rows, the sea and the lands.

Painted at twice the target size and reduced with Lanczos so every
edge is smooth; only what never changes during a game is here (the view draws
slots, pieces, texts and highlights over it every frame).
"""

from __future__ import annotations

import math
import random

import pygame
from PIL import Image, ImageDraw, ImageFilter

from graphics.aoe3.geometry import Frame

PAPER = (236, 222, 188)
PAPER_DARK = (212, 190, 146)
WOOD = (104, 68, 38)
WOOD_LIGHT = (150, 104, 60)
SEA = (58, 104, 140)
SEA_DEEP = (32, 66, 104)
LAND = (170, 168, 112)
LAND_DARK = (120, 112, 70)
#: Colours of the three Ages on the turn track.
AGE_COLOURS = {1: (196, 164, 96), 2: (170, 128, 84), 3: (138, 88, 70)}


def _noise(size: tuple[int, int], grain: int) -> Image.Image:
    w, h = max(2, size[0] // grain), max(2, size[1] // grain)
    return Image.effect_noise((w, h), 50).filter(ImageFilter.GaussianBlur(1.0)).resize(size, Image.BICUBIC)


def _tinted(size: tuple[int, int], base: tuple[int, int, int], dark: tuple[int, int, int], grain: int) -> Image.Image:
    """A flat colour with soft cloudy variation towards ``dark``."""
    mask = _noise(size, grain).point(lambda v: max(0, min(255, (v - 128) * 2 + 60)))
    return Image.composite(Image.new("RGB", size, dark), Image.new("RGB", size, base), mask)


def _coast(rect: tuple[float, float, float, float], seed: int, k: float) -> list[tuple[float, float]]:
    """A wobbly closed outline inside ``rect`` (a rounded rectangle with a jittered edge)."""
    x, y, w, h = rect
    rnd = random.Random(seed)
    cx, cy = x + w / 2, y + h / 2
    pts = []
    n = 48
    phase = [rnd.uniform(0, math.tau) for _ in range(3)]
    for i in range(n):
        a = math.tau * i / n
        # superellipse: a rounded rectangle
        ca, sa = math.cos(a), math.sin(a)
        ex = math.copysign(abs(ca) ** 0.4, ca)
        ey = math.copysign(abs(sa) ** 0.4, sa)
        wob = 1 - 0.05 * (
            math.sin(3 * a + phase[0]) + math.sin(7 * a + phase[1]) * 0.6 + math.sin(13 * a + phase[2]) * 0.3
        )
        pts.append((cx + ex * w / 2 * wob, cy + ey * h / 2 * wob))
    return pts


def paint(fr: Frame) -> pygame.Surface:
    """The static layer of ``fr`` as a surface the size of the board (its origin at the board's top-left)."""
    board = fr.board
    k = 2
    size = (board.w * k, board.h * k)
    img = _tinted(size, PAPER, PAPER_DARK, max(6, int(30 * fr.scale * k)))
    d = ImageDraw.Draw(img)

    def box(r: pygame.Rect) -> tuple[float, float, float, float]:
        return ((r.x - board.x) * k, (r.y - board.y) * k, (r.right - board.x) * k, (r.bottom - board.y) * k)

    rad = int(6 * fr.scale * k)
    line = max(2, int(2 * fr.scale * k))
    # event-box rows: a wooden frame, a darker name plate and a lighter slot field
    for name, row in fr.rows.items():
        d.rounded_rectangle(box(row), rad, fill=(226, 206, 160), outline=WOOD, width=line)
        d.rounded_rectangle(box(fr.titles[name]), rad, fill=(196, 164, 110), outline=WOOD, width=line)
    d.rounded_rectangle(
        box(fr.goods.inflate(4, 0)), rad, fill=(214, 192, 146), outline=WOOD_LIGHT, width=max(1, line // 2)
    )
    d.rounded_rectangle(
        box(fr.ship.inflate(4, 0)), rad, fill=(120, 160, 190), outline=WOOD_LIGHT, width=max(1, line // 2)
    )
    # the turn track and the market
    d.rounded_rectangle(box(fr.track), rad, fill=(222, 200, 154), outline=WOOD, width=line)
    d.rounded_rectangle(box(fr.market), rad, fill=(118, 82, 50), outline=WOOD, width=line)
    for c in fr.cards:
        d.rounded_rectangle(box(c), rad, fill=(242, 232, 206), outline=(80, 52, 28), width=max(1, line // 2))
    for c in fr.seats:
        d.rounded_rectangle(box(c), rad, fill=(230, 214, 178), outline=WOOD, width=line)

    # the New World: sea with soft clouds, lands with a darker coast
    m = box(fr.map)
    mw, mh = int(m[2] - m[0]), int(m[3] - m[1])
    sea = _tinted((mw, mh), SEA, SEA_DEEP, max(6, int(40 * fr.scale * k)))
    sd = ImageDraw.Draw(sea)
    rnd = random.Random(5)
    for _ in range(int(mw * mh / (k * k * 900))):  # little wave marks
        x, y = rnd.uniform(0, mw), rnd.uniform(0, mh)
        L = 6 * k * fr.scale
        sd.arc((x, y, x + L, y + L * 0.6), 200, 340, fill=(110, 150, 180), width=max(1, k // 2))
    land = Image.new("L", (mw, mh), 0)
    ld = ImageDraw.Draw(land)
    coasts = []
    for i, (_rid, r) in enumerate(sorted(fr.regions.items())):
        rr = ((r.x - fr.map.x) * k, (r.y - fr.map.y) * k, r.w * k, r.h * k)
        pts = _coast(rr, 11 + i, k)
        coasts.append(pts)
        ld.polygon(pts, fill=255)
    shadow = land.filter(ImageFilter.GaussianBlur(4 * k))
    sea.paste(Image.new("RGB", (mw, mh), (30, 50, 70)), (int(2 * k), int(3 * k)), shadow.point(lambda v: v // 3))
    ground = _tinted((mw, mh), LAND, LAND_DARK, max(4, int(16 * fr.scale * k)))
    sea.paste(ground, (0, 0), land)
    sd = ImageDraw.Draw(sea)
    for pts in coasts:
        sd.line([*pts, pts[0]], fill=(84, 74, 46), width=max(2, int(1.5 * k * fr.scale)), joint="curve")
    deck = fr.deck
    dx, dy = (deck.x - fr.map.x) * k, (deck.y - fr.map.y) * k
    sd.rounded_rectangle((dx, dy, dx + deck.w * k, dy + deck.h * k), rad, outline=(200, 220, 235), width=line)
    img.paste(sea, (int(m[0]), int(m[1])))
    d.rounded_rectangle(m, rad, outline=WOOD, width=line * 2)

    small = img.resize((board.w, board.h), Image.LANCZOS)
    surface = pygame.image.frombytes(small.tobytes(), small.size, "RGB")
    return surface.convert() if pygame.display.get_surface() is not None else surface
