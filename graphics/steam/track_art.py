"""Track drawn from its exits: smooth rails in the owner's colour, unfinished links paler, tile previews.

A path between two edges is a quadratic curve through the hex centre (a
straight line for opposite edges, a gentle or sharp arc otherwise); a town path
runs from its edge to the town disc in the middle.
"""

from __future__ import annotations

import math

import pygame

from graphics import colours
from graphics.steam import palette as pal
from rules.steam.tiles import TOWN

Point = tuple[float, float]


def _edge(c: Point, size: float, e: int) -> Point:
    a = math.radians(-90 + 60 * e)
    r = size * math.sqrt(3) / 2
    return c[0] + r * math.cos(a), c[1] + r * math.sin(a)


def path_points(centre: Point, size: float, path: tuple[int, int], steps: int = 10) -> list[Point]:
    """Points along one path of a tile, from its first exit to its second (or to the town)."""
    a, b = path
    if b == TOWN or a == TOWN:
        e = a if b == TOWN else b
        p0 = _edge(centre, size, e)
        return [p0, centre]
    p0, p2 = _edge(centre, size, a), _edge(centre, size, b)
    pts = []
    for i in range(steps + 1):
        t = i / steps
        x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * centre[0] + t * t * p2[0]
        y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * centre[1] + t * t * p2[1]
        pts.append((x, y))
    return pts


def _offset(pts: list[Point], d: float) -> list[Point]:
    out = []
    for i, (x, y) in enumerate(pts):
        x0, y0 = pts[max(0, i - 1)]
        x1, y1 = pts[min(len(pts) - 1, i + 1)]
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy) or 1.0
        out.append((x - dy / n * d, y + dx / n * d))
    return out


def draw_path(
    surface: pygame.Surface,
    centre: Point,
    size: float,
    path: tuple[int, int],
    colour: tuple[int, int, int],
    complete: bool = True,
    alpha: int = 255,
) -> None:
    """One path: a ballast bed in the owner's colour with two dark rails and sleepers."""
    pts = path_points(centre, size, path)
    bed = max(3, round(size * 0.28))
    fill = colour if complete else pal.shade(colour, 1.45)
    target = surface
    if alpha < 255:
        target = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.lines(target, pal.INK, False, ipts, bed + 2)
    for p in ipts:
        pygame.draw.circle(target, pal.INK, p, (bed + 2) // 2)
    pygame.draw.lines(target, fill, False, ipts, bed)
    for p in ipts:
        pygame.draw.circle(target, fill, p, bed // 2)
    if size >= 12:
        rail = (50, 42, 36) if complete else (120, 110, 100)
        gap = bed * 0.28
        # sleepers across the bed
        for i in range(1, len(pts) - 1, 2):
            x, y = pts[i]
            x0, y0 = pts[i - 1]
            x1, y1 = pts[i + 1]
            dx, dy = x1 - x0, y1 - y0
            n = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / n * bed * 0.45, dx / n * bed * 0.45
            pygame.draw.line(target, pal.shade(fill, 0.7), (x - nx, y - ny), (x + nx, y + ny), 1)
        for side in (-gap, gap):
            opts = _offset(pts, side)
            if complete:
                pygame.draw.aalines(target, rail, False, opts)
            else:  # dashed rails: the link is not finished
                for j in range(0, len(opts) - 1, 2):
                    pygame.draw.aaline(target, rail, opts[j], opts[j + 1])
    if target is not surface:
        target.set_alpha(alpha)
        surface.blit(target, (0, 0))


def draw_tile_icon(
    surface: pygame.Surface,
    centre: Point,
    size: float,
    paths: tuple[tuple[int, int], ...],
    colour: tuple[int, int, int] = pal.UNOWNED,
    town: bool = False,
    fill: tuple[int, int, int] = pal.PLAIN,
) -> None:
    """A whole tile as a small hexagon (the supply, the build preview, a lifted tile)."""
    pts = [
        (centre[0] + size * math.cos(math.radians(60 * i)), centre[1] + size * math.sin(math.radians(60 * i)))
        for i in range(6)
    ]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.aalines(surface, pal.INK, True, pts)
    for p in paths:
        draw_path(surface, centre, size, p, colour)
    if town or any(TOWN in p for p in paths):
        pygame.draw.circle(surface, pal.INK, (round(centre[0]), round(centre[1])), max(3, round(size * 0.3)) + 1)
        pygame.draw.circle(surface, pal.WHITE, (round(centre[0]), round(centre[1])), max(3, round(size * 0.3)))


def draw_owner(surface: pygame.Surface, seat: int, at: Point, radius: int, colour_blind: bool) -> None:
    """The ownership disc of a link."""
    if seat < 0:
        return
    colours.draw_marker(surface, seat, (round(at[0]), round(at[1])), radius, colour_blind)
