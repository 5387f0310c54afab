"""Colours of the house theme and of the players, with a shape and letter per player.

Players are told apart by shape and letter as well as hue (the colour-blind
setting), so every piece drawn for a seat goes through ``draw_marker``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rules.seats import COLOURS

# The house palette: warm parchment and wood, deep blue ink, a gold glow.
PARCHMENT = (240, 228, 200)
PARCHMENT_DARK = (222, 204, 166)
WOOD = (110, 72, 40)
WOOD_DARK = (72, 45, 24)
WOOD_LIGHT = (160, 112, 64)
DEEP_BLUE = (22, 42, 78)
DEEP_BLUE_LIGHT = (44, 72, 122)
INK = (40, 30, 22)
INK_SOFT = (96, 80, 62)
GOLD = (232, 184, 64)
GLOW = (255, 214, 90)
ERROR = (178, 42, 36)
OK = (46, 120, 64)
WHITE = (252, 250, 244)


@dataclass(frozen=True)
class PlayerStyle:
    """How one seat is drawn: a hue, its name (``rules.seats``: every text names the seat so), a letter and a shape."""

    name: str
    colour: tuple[int, int, int]
    letter: str
    shape: str  # circle, square, triangle, diamond, star, hexagon


PLAYERS: tuple[PlayerStyle, ...] = (
    PlayerStyle(COLOURS[0], (196, 56, 44), "R", "circle"),
    PlayerStyle(COLOURS[1], (48, 98, 170), "B", "square"),
    PlayerStyle(COLOURS[2], (232, 186, 40), "Y", "triangle"),
    PlayerStyle(COLOURS[3], (62, 138, 70), "G", "diamond"),
    PlayerStyle(COLOURS[4], (128, 76, 150), "P", "star"),
    PlayerStyle(COLOURS[5], (54, 54, 58), "K", "hexagon"),
)

#: Every colour a game may give its seats (``Ruleset.seat_colours``), by name: the default six and the ones a
#: rulebook names (Age of Empires III: "Orange for Holland", drawn with the star of the fifth seat).
STYLES: dict[str, PlayerStyle] = {
    **{style.name: style for style in PLAYERS},
    "Orange": PlayerStyle("Orange", (226, 118, 28), "O", "star"),
}


def player_style(seat: int, palette: tuple[str, ...] = COLOURS) -> PlayerStyle:
    """The style of ``seat`` in a game whose seats wear ``palette`` (wraps around past its last colour)."""
    return STYLES[palette[seat % len(palette)]]


def player_colour(seat: int, palette: tuple[str, ...] = COLOURS) -> tuple[int, int, int]:
    return player_style(seat, palette).colour


def contrast(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark ink on light colours, white on dark ones, for marks and letters."""
    r, g, b = colour[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE


def shape_points(shape: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """Polygon points of a player shape (empty for the circle)."""
    cx, cy = center
    if shape == "square":
        r = radius * 0.85
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "triangle":
        return [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in _angles(3, -math.pi / 2)]
    if shape == "diamond":
        return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    if shape == "hexagon":
        return [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in _angles(6, 0)]
    if shape == "star":
        pts = []
        for i, a in enumerate(_angles(10, -math.pi / 2)):
            r = radius if i % 2 == 0 else radius * 0.45
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return pts
    return []


def _angles(n: int, start: float) -> list[float]:
    return [start + 2 * math.pi * i / n for i in range(n)]


def draw_marker(
    surface: pygame.Surface,
    seat: int,
    center: tuple[int, int],
    radius: int,
    colour_blind: bool = True,
    outline: tuple[int, int, int] = INK,
    palette: tuple[str, ...] = COLOURS,
) -> None:
    """A player's disc; in colour-blind mode it also carries the seat's shape and letter."""
    style = player_style(seat, palette)
    cx, cy = int(center[0]), int(center[1])
    pygame.draw.circle(surface, outline, (cx, cy), radius + 1)
    pygame.draw.circle(surface, style.colour, (cx, cy), radius)
    pygame.draw.aacircle(surface, outline, (cx, cy), radius + 1, 1)
    if not colour_blind or radius < 6:
        return
    mark = contrast(style.colour)
    pts = shape_points(style.shape, (cx, cy), radius * 0.62)
    if pts:
        pygame.draw.polygon(surface, mark, pts, max(1, radius // 8))
    else:
        pygame.draw.circle(surface, mark, (cx, cy), int(radius * 0.62), max(1, radius // 8))
    from graphics import fonts  # local: fonts need pygame.font initialised

    label = fonts.render(style.letter, max(8, int(radius * 0.7)), mark, bold=True)
    surface.blit(label, label.get_rect(center=(cx, cy)))
