"""Units and goods drawn with pygame: one silhouette per unit type, filled in the player's colour.

The unit type is told by its shape (colonist a disc, soldier a shield, captain a
sail, merchant a crate, missionary a cross); the player by colour and, for the
colour-blind setting, the player's letter on the piece.
"""

from __future__ import annotations

import pygame

from graphics import colours, fonts
from rules.aoe3.board import COLOURS

#: Fill colours of the eleven trade goods (by id in data/goods.json).
GOOD_COLOURS: dict[str, tuple[int, int, int]] = {
    "gold": (222, 176, 44),
    "silver": (186, 192, 202),
    "sugar": (244, 240, 226),
    "tobacco": (150, 104, 52),
    "fur": (122, 82, 56),
    "coffee": (86, 56, 36),
    "indigo": (64, 66, 156),
    "cattle": (176, 70, 56),
    "cocoa": (128, 74, 48),
    "fish": (84, 148, 176),
    "rice": (222, 214, 164),
}
#: Two-letter marks printed on good tiles (cattle, cocoa and coffee differ in the second letter).
GOOD_MARKS: dict[str, str] = {
    "gold": "Go",
    "silver": "Si",
    "sugar": "Su",
    "tobacco": "To",
    "fur": "Fu",
    "coffee": "Cf",
    "indigo": "In",
    "cattle": "Ca",
    "cocoa": "Cc",
    "fish": "Fi",
    "rice": "Ri",
}
#: The silhouette of each unit type (hover texts name it).
UNIT_SHAPES = {
    "colonist": "disc",
    "soldier": "shield",
    "captain": "sail",
    "merchant": "crate",
    "missionary": "cross",
}


def unit_points(unit: str, c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """Polygon of a unit's silhouette (empty for the colonist's disc)."""
    x, y = c
    if unit == "soldier":
        return [(x - r, y - r * 0.9), (x + r, y - r * 0.9), (x + r, y + r * 0.1), (x, y + r), (x - r, y + r * 0.1)]
    if unit == "captain":
        return [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
    if unit == "merchant":
        k = r * 0.86
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if unit == "missionary":
        a, b = r * 0.38, r
        return [
            (x - a, y - b),
            (x + a, y - b),
            (x + a, y - a),
            (x + b, y - a),
            (x + b, y + a),
            (x + a, y + a),
            (x + a, y + b),
            (x - a, y + b),
            (x - a, y + a),
            (x - b, y + a),
            (x - b, y - a),
            (x - a, y - a),
        ]
    return []


def draw_unit(
    surface: pygame.Surface,
    unit: str,
    seat: int | None,
    center: tuple[int, int],
    radius: int,
    colour_blind: bool = True,
    faded: bool = False,
) -> None:
    """One unit: its silhouette in the seat's colour (grey for ``seat=None``), outlined in ink."""
    colour = colours.player_colour(seat, COLOURS) if seat is not None else (150, 140, 124)
    if faded:
        colour = tuple((c + 235) // 2 for c in colour)
    ink = colours.INK if not faded else colours.INK_SOFT
    pts = unit_points(unit, center, radius)
    if pts:
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, ink, pts, 1)
    else:
        pygame.draw.circle(surface, colour, center, radius)
        pygame.draw.circle(surface, ink, center, radius, 1)
    if colour_blind and seat is not None and radius >= 6:
        mark = colours.contrast(colour)
        letter = fonts.render(colours.player_style(seat, COLOURS).letter, max(8, int(radius * 1.05)), mark, True)
        dy = -radius // 5 if unit == "soldier" else radius // 4 if unit == "captain" else 0
        surface.blit(letter, letter.get_rect(center=(center[0], center[1] + dy)))


def draw_good(
    surface: pygame.Surface, good: str, rect: pygame.Rect, label: str | None = None, faded: bool = False
) -> None:
    """A trade-good tile: a coloured square with its mark (or ``label`` when given and it fits)."""
    colour = GOOD_COLOURS.get(good, (200, 200, 200))
    if faded:
        colour = tuple((c + 230) // 2 for c in colour)
    pygame.draw.rect(surface, colour, rect, border_radius=max(2, rect.h // 6))
    pygame.draw.rect(
        surface, colours.INK if not faded else colours.INK_SOFT, rect, 1, border_radius=max(2, rect.h // 6)
    )
    text = GOOD_MARKS.get(good, good[:2].title())
    size = max(8, min(rect.h - 4, int(rect.h * 0.5)))
    if label:
        sizes = range(size, max(8, size * 2 // 3) - 1, -1)
        small = next((k for k in sizes if fonts.font(k, True).size(label)[0] <= rect.w - 4), 0)
        if small:
            text, size = label, small  # the good's whole name, a little smaller, rather than its mark
    ink = colours.contrast(colour)
    fonts.draw_text(surface, text, rect.center, size, ink, bold=True, anchor="center")


def draw_ship(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = colours.WOOD) -> None:
    """A small merchant ship: hull, mast and sail."""
    x, y, w, h = rect
    hull = [
        (x + w * 0.05, y + h * 0.62),
        (x + w * 0.95, y + h * 0.62),
        (x + w * 0.78, y + h * 0.92),
        (x + w * 0.2, y + h * 0.92),
    ]
    pygame.draw.polygon(surface, colour, hull)
    pygame.draw.polygon(surface, colours.INK, hull, 1)
    mx = x + w * 0.5
    pygame.draw.line(surface, colours.INK, (mx, y + h * 0.08), (mx, y + h * 0.62), 2)
    sail = [(mx + 2, y + h * 0.12), (mx + w * 0.36, y + h * 0.52), (mx + 2, y + h * 0.52)]
    pygame.draw.polygon(surface, colours.WHITE, sail)
    pygame.draw.polygon(surface, colours.INK, sail, 1)
    sail2 = [(mx - 2, y + h * 0.2), (mx - w * 0.3, y + h * 0.52), (mx - 2, y + h * 0.52)]
    pygame.draw.polygon(surface, colours.PARCHMENT, sail2)
    pygame.draw.polygon(surface, colours.INK, sail2, 1)
