"""Small drawing helpers shared by the Endeavor board's layers: cached text, outlines, veils and rings.

Each is cached by its arguments, so a frame reuses the surfaces of the last.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from graphics.endeavor import mats, pieces
from graphics.endeavor import palette as pal
from rules.endeavor import data as D


@lru_cache(maxsize=1024)
def _rendered(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    return pal.pg_font(size, bold).render(text, True, colour)


def text_image(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """Rendered text, cached; fonts are made afresh if pygame was restarted since."""
    try:
        return _rendered(text, size, colour, bold)
    except pygame.error:
        pal.reset_fonts()
        _rendered.cache_clear()
        return _rendered(text, size, colour, bold)


def blit_text(surface, text, size, colour, pos, anchor="topleft", bold=False, shadow=None) -> pygame.Rect:
    img = text_image(text, max(6, int(size)), tuple(colour), bold)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        surface.blit(text_image(text, max(6, int(size)), tuple(shadow), bold), r.move(1, 1))
    surface.blit(img, r)
    return r


def stack_count(surface: pygame.Surface, n: int, rect: pygame.Rect, scale: float) -> None:
    """How many cards a stack (or the discard pile) holds, at its top right corner."""
    size = max(10, round(11 * scale / 0.7))
    blit_text(surface, f"{n}", size, (250, 246, 230), (rect.right + 2, rect.top - 2), "topleft", True, (0, 0, 0))


def pil_to_surface(img) -> pygame.Surface:
    return pieces.to_surface(img)


@lru_cache(maxsize=8)
def crown_badge(px: int) -> pygame.Surface:
    """The first-player marker: a gold crown."""
    from graphics.endeavor import icons

    return pieces.to_surface(icons.icon("glory" if px < 0 else "influence", px, "badge"))


@lru_cache(maxsize=512)
def outline_layer(size: tuple[int, int], round_: bool, colour: tuple[int, ...], width: int) -> pygame.Surface:
    """A translucent outline (ring or rounded frame) 6 px larger than ``size`` on every side."""
    layer = pygame.Surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
    local = pygame.Rect(6, 6, size[0], size[1]).inflate(6, 6)
    if round_:
        pygame.draw.circle(layer, colour, local.center, local.w // 2, width)
    else:
        pygame.draw.rect(layer, colour, local, width, border_radius=6)
    return layer


@lru_cache(maxsize=64)
def contrast_ring(radius: int) -> pygame.Surface:
    """A dark translucent ring just outside a legal target's glow (the glow alone is pale on pale land)."""
    size = 2 * radius + 14
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(layer, (20, 14, 6, 170), (size // 2, size // 2), radius + 5, 4)
    return layer


@lru_cache(maxsize=64)
def dim_veil(size: tuple[int, int]) -> pygame.Surface:
    """A dark translucent veil over something that cannot be chosen now."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((30, 20, 10, 110))
    return veil


def fort_ring(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A fortification under a city's disc: a stone ring with battlements."""
    stone, dark = (150, 146, 140), (70, 66, 62)
    for k in range(8):
        a = k * math.pi / 4
        x, y = centre[0] + math.cos(a) * (radius + 1), centre[1] + math.sin(a) * (radius + 1)
        q = max(2, radius // 4)
        pygame.draw.rect(surface, dark, pygame.Rect(round(x - q), round(y - q), 2 * q, 2 * q))
        pygame.draw.rect(surface, stone, pygame.Rect(round(x - q) + 1, round(y - q) + 1, 2 * q - 2, 2 * q - 2))
    pygame.draw.circle(surface, dark, centre, radius + 1, 3)


def spec_text(b) -> str | None:
    if b.spec is None:
        return None
    sep = {"single": "", "either": "/", "both": "+"}[b.spec.mode]
    return sep.join(b.spec.kinds)


@lru_cache(maxsize=1)
def glory_spaces() -> tuple[int, ...]:
    return tuple(v for v in range(mats.TRACK_MAX + 1) if v > 0 and D.track_glory(v) == v)


@lru_cache(maxsize=8)
def market_background(size: tuple[int, int]) -> pygame.Surface:
    from PIL import Image, ImageDraw

    w, h = size
    ss = 2
    img = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, w * ss - 1, h * ss - 1], 10 * ss, fill=(*pal.WOOD_DARK, 255))
    d.rounded_rectangle([3 * ss, 3 * ss, w * ss - 1 - 3 * ss, h * ss - 1 - 3 * ss], 8 * ss, fill=(*pal.WOOD, 255))
    grain = Image.effect_noise((max(2, w // 2), max(2, h * 3)), 30).resize(img.size, Image.BICUBIC)
    dark = Image.new("RGBA", img.size, (*pal.shade(pal.WOOD, 0.8), 255))
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([3 * ss, 3 * ss, w * ss - 1 - 3 * ss, h * ss - 1 - 3 * ss], 8 * ss, fill=255)
    from PIL import ImageChops

    img.paste(dark, (0, 0), ImageChops.multiply(mask, grain.point(lambda v: max(0, v - 128))))
    return pieces.to_surface(img.resize(size, Image.LANCZOS))


def point_in_polygon(pt: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    x, y = pt
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside
