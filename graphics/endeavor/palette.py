"""Colours and fonts of the Endeavor board, in one place so every painter agrees."""

from __future__ import annotations

from functools import cache
from pathlib import Path

RGB = tuple[int, int, int]

SEA_DEEP: RGB = (38, 78, 112)
SEA: RGB = (58, 108, 142)
SEA_SHALLOW: RGB = (118, 170, 180)
COAST: RGB = (72, 52, 34)
PARCHMENT: RGB = (236, 224, 196)
PARCHMENT_DARK: RGB = (205, 186, 150)
INK: RGB = (48, 36, 26)
WOOD: RGB = (120, 84, 52)
WOOD_DARK: RGB = (78, 52, 32)
GOLD: RGB = (222, 178, 58)
GOLD_DARK: RGB = (150, 112, 26)
GLOW: RGB = (255, 236, 140)
LAST_MOVE: RGB = (255, 120, 80)

REGION_LAND: dict[str, RGB] = {
    "europe": (222, 204, 150),
    "north_america": (148, 176, 112),
    "caribbean": (120, 186, 148),
    "south_america": (112, 160, 92),
    "africa": (214, 172, 96),
    "india": (226, 150, 88),
    "far_east": (206, 142, 140),
    "slavery": (120, 110, 110),
}

ATTRIBUTES = ("industry", "culture", "wealth", "influence")
ATTRIBUTE_COLOUR: dict[str, RGB] = {
    "industry": (184, 96, 40),
    "culture": (122, 78, 160),
    "wealth": (206, 160, 30),
    "influence": (176, 44, 50),
    "glory": (222, 178, 58),
}
ATTRIBUTE_ALIASES = {"finance": "wealth", "politics": "influence"}

ACTION_BLUE: RGB = (38, 86, 160)
ACTION_BLUE_DARK: RGB = (20, 48, 100)
TOKEN_BROWN: RGB = (168, 122, 78)
TOKEN_BROWN_DARK: RGB = (104, 70, 40)


def seat_colour(seat: int) -> RGB:
    """The colour of a seat, as the rest of the program draws it (graphics.colours)."""
    from graphics import colours

    return colours.player_colour(seat)


def seat_mark(seat: int) -> str:
    """The shape that marks a seat's pieces, so players are told apart without hue."""
    from graphics import colours

    return colours.player_style(seat).shape


def seat_name(seat: int) -> str:
    """The colour name of a seat (Red, Blue...)."""
    from graphics import colours

    return colours.player_style(seat).name


def seat_ink(seat: int) -> RGB:
    """A readable colour to draw marks and numbers on a seat's discs."""
    r, g, b = seat_colour(seat)
    return (30, 24, 20) if (r * 299 + g * 587 + b * 114) / 1000 > 150 else (250, 246, 236)


def shade(c: RGB, f: float) -> RGB:
    """Darker (f < 1) or lighter (f > 1, towards white) version of a colour."""
    if f <= 1:
        return (int(c[0] * f), int(c[1] * f), int(c[2] * f))
    t = min(1.0, f - 1)
    return (int(c[0] + (255 - c[0]) * t), int(c[1] + (255 - c[1]) * t), int(c[2] + (255 - c[2]) * t))


def attribute(name: str) -> str:
    """The project word for an attribute (Finance -> Wealth, Politics -> Influence)."""
    return ATTRIBUTE_ALIASES.get(name, name)


def _font_dir() -> Path:
    import pygame_gui

    return Path(pygame_gui.__file__).resolve().parent / "data"


@cache
def font_path(bold: bool = False) -> str:
    """Noto Sans as shipped with pygame_gui (no extra font files needed)."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    path = _font_dir() / name
    return str(path)


@cache
def pil_font(size: int, bold: bool = False):
    """A Pillow font of a pixel size, cached."""
    from PIL import ImageFont

    return ImageFont.truetype(font_path(bold), max(4, int(size)))


_PG_FONTS: dict[tuple[int, bool], object] = {}


def pil_fitted(text: str, size: float, room: float, least: float, bold: bool = False):
    """The largest PIL font from ``size`` down to ``least`` pixels at which ``text`` is at most ``room`` wide.

    Painted board text grows with the UI scale but stays inside an element that does not grow: it is set
    smaller first (at ``least`` it is drawn as it is; the element's hover text names it whole).
    """
    top, floor = max(1, int(size)), max(1, int(min(size, least)))
    f = pil_font(top, bold)
    for k in range(top, floor - 1, -1):
        f = pil_font(k, bold)
        if f.getlength(text) <= room:
            break
    return f


def pg_font(size: int, bold: bool = False):
    """A pygame font of a pixel size, cached until pygame.font is shut down (then made afresh)."""
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
        _PG_FONTS.clear()
    key = (max(6, int(size)), bold)
    font = _PG_FONTS.get(key)
    if font is None:
        font = _PG_FONTS[key] = pygame.font.Font(font_path(bold), key[0])
    return font


def reset_fonts() -> None:
    """Forget every pygame font (after pygame.quit the old ones are dead)."""
    _PG_FONTS.clear()
