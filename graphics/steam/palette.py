"""Colours and marks of the Age of Steam board: terrain, goods cubes (with a letter each for colour-blind play)."""

from __future__ import annotations

RGB = tuple[int, int, int]

BACKDROP: dict[str, RGB] = {
    "rust_belt": (176, 190, 168),
    "tasmania": (70, 118, 150),
    "venezuela": (70, 118, 150),
    "japan": (70, 118, 150),
}
SEA: RGB = (70, 118, 150)
SEA_LIGHT: RGB = (104, 152, 182)
PLAIN: RGB = (206, 214, 156)
PLAIN_DARK: RGB = (186, 198, 138)
HILL: RGB = (176, 146, 104)
HILL_DARK: RGB = (120, 92, 62)
RIVER: RGB = (66, 128, 190)
WATER: RGB = (92, 150, 196)
FOREST: RGB = (92, 142, 84)
FOREST_DARK: RGB = (50, 96, 52)
DARK_BROWN: RGB = (104, 72, 46)
GRID: RGB = (120, 120, 88)
INK: RGB = (40, 30, 22)
WHITE: RGB = (250, 248, 240)
PANEL: RGB = (238, 228, 204)
PANEL_DARK: RGB = (214, 198, 164)
WOOD: RGB = (110, 72, 40)
UNOWNED: RGB = (150, 150, 150)

#: Goods cube colours and the mark on each cube (colour-blind play): letter per goods colour.
GOODS: dict[str, RGB] = {
    "red": (200, 48, 40),
    "blue": (46, 102, 196),
    "purple": (128, 66, 156),
    "yellow": (236, 196, 40),
    "black": (36, 36, 40),
}
GOODS_LETTER: dict[str, str] = {"red": "R", "blue": "B", "purple": "P", "yellow": "Y", "black": "K"}

#: City hexagons are printed in their goods colour, a little lighter so cubes on them stand out.
CITY: dict[str, RGB] = {
    "red": (214, 84, 70),
    "blue": (80, 130, 210),
    "purple": (150, 96, 176),
    "yellow": (240, 210, 80),
    "black": (70, 70, 76),
}


def goods_colour(name: str) -> RGB:
    return GOODS.get(name, (160, 160, 160))


def city_colour(name: str) -> RGB:
    return CITY.get(name, (180, 180, 180))


def shade(c: tuple[int, ...], f: float) -> RGB:
    """Lighter (f > 1) or darker (f < 1) version of a colour."""
    if f >= 1:
        return tuple(min(255, round(v + (255 - v) * (f - 1))) for v in c[:3])  # type: ignore[return-value]
    return tuple(round(v * f) for v in c[:3])  # type: ignore[return-value]


def ink_on(c: tuple[int, ...]) -> RGB:
    """Dark ink on light colours, white on dark ones."""
    r, g, b = c[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else WHITE
