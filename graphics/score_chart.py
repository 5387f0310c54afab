"""A line chart of each seat's provisional score after every round, for the results screen.

Pure drawing: it reads a list of rounds (each a list of totals, one per seat) and never a
game state, so any game whose Match records ``round_scores`` gets the same chart.
Each seat's line is in its colour and carries its colour-blind marker at every point.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from graphics import colours, fonts

Point = tuple[float, float]


def nice_step(top: int, ticks: int = 5) -> int:
    """A round step (1, 2, 5 times a power of ten) giving about ``ticks`` gridlines up to ``top``."""
    raw = max(1.0, top / max(1, ticks))
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


def value_range(rounds: Sequence[Sequence[int]]) -> tuple[int, int]:
    """The y axis span: from 0 (or the lowest total, if negative) up to a round number above the highest."""
    values = [v for row in rounds for v in row]
    low = min(0, *values) if values else 0
    high = max(1, *values) if values else 1
    step = nice_step(high - low)
    low = step * math.floor(low / step)
    high = step * math.ceil(high / step)
    return low, max(high, low + step)


def chart_points(rounds: Sequence[Sequence[int]], plot: pygame.Rect) -> list[list[Point]]:
    """Screen points per seat, one per round in order: round 1 at the plot's left, the highest total highest."""
    if not rounds:
        return []
    low, high = value_range(rounds)
    seats = len(rounds[0])
    n = len(rounds)
    out: list[list[Point]] = []
    for seat in range(seats):
        line = []
        for i, row in enumerate(rounds):
            x = plot.left + (plot.width * (i + 0.5) / n)
            y = plot.bottom - plot.height * (row[seat] - low) / (high - low)
            line.append((x, y))
        out.append(line)
    return out


def draw_thick_aaline(surface: pygame.Surface, colour: tuple[int, int, int], a: Point, b: Point, width: float) -> None:
    """A line ``width`` pixels thick with anti-aliased edges: a filled quad outlined with aalines."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length == 0:
        return
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    quad = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
    pygame.draw.polygon(surface, colour, quad)
    pygame.draw.aalines(surface, colour, True, quad)


class ScoreChart:
    """Lays the chart out inside ``rect`` (title, axes, legend) and paints it."""

    def __init__(
        self,
        rect: pygame.Rect,
        rounds: Sequence[Sequence[int]],
        names: Sequence[str],
        scale: float = 1.0,
        palette: tuple[str, ...] = colours.COLOURS,
    ):
        self.rect = pygame.Rect(rect)
        self.palette = palette
        self.rounds = [list(row) for row in rounds]
        self.names = list(names)
        self.scale = scale
        self.text_size = self.px(14)
        self.legend_rows = self._legend_rows()
        legend_h = len(self.legend_rows) * (self.text_size + self.px(8))
        left = self.rect.left + self.px(22) + fonts.font(self.text_size).size(str(value_range(self.rounds)[1]))[0]
        top = self.rect.top + self.px(30)
        bottom = self.rect.bottom - legend_h - self.px(48)
        self.plot = pygame.Rect(left + self.px(8), top, self.rect.right - left - self.px(16), max(1, bottom - top))

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def _legend_rows(self) -> list[list[int]]:
        """Seats grouped into rows that fit the chart's width (marker, name, gap)."""
        rows: list[list[int]] = [[]]
        used = 0
        for seat, name in enumerate(self.names):
            w = self._legend_width(name)
            if rows[-1] and used + w > self.rect.width:
                rows.append([])
                used = 0
            rows[-1].append(seat)
            used += w
        return rows

    def _legend_width(self, name: str) -> int:
        return self.px(30) + fonts.font(self.text_size).size(self._legend_name(name))[0]

    def _legend_name(self, name: str) -> str:
        return fonts.fit(name, self.text_size, self.rect.width - self.px(40))

    def points(self) -> list[list[Point]]:
        return chart_points(self.rounds, self.plot)

    def draw(self, surface: pygame.Surface, colour_blind: bool = True) -> None:
        if not self.rounds:
            return
        size, plot = self.text_size, self.plot
        fonts.draw_text(
            surface, "Score after each round", (self.rect.left, self.rect.top), self.px(17), colours.INK, True
        )
        pygame.draw.rect(surface, colours.PARCHMENT_DARK, plot)
        low, high = value_range(self.rounds)
        step = nice_step(high - low)
        for value in range(low, high + 1, step):
            y = plot.bottom - plot.height * (value - low) / (high - low)
            pygame.draw.line(surface, colours.PARCHMENT, (plot.left, y), (plot.right, y), 1)
            fonts.draw_text(
                surface, str(value), (plot.left - self.px(6), round(y)), size, colours.INK_SOFT, False, "midright"
            )
        n = len(self.rounds)
        every = max(1, math.ceil(n * self.px(28) / max(1, plot.width)))
        for i in range(0, n, every):
            x = round(plot.left + plot.width * (i + 0.5) / n)
            pygame.draw.line(surface, colours.INK_SOFT, (x, plot.bottom), (x, plot.bottom + self.px(4)), 1)
            fonts.draw_text(surface, str(i + 1), (x, plot.bottom + self.px(5)), size, colours.INK_SOFT, False, "midtop")
        pygame.draw.line(surface, colours.INK, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, colours.INK, plot.bottomleft, plot.topleft, 2)
        axis_y = plot.bottom + self.px(7) + size
        fonts.draw_text(surface, "Round", (plot.centerx, axis_y), size, colours.INK, True, "midtop")
        label = pygame.transform.rotate(fonts.render("Points", size, colours.INK, True), 90)
        surface.blit(label, label.get_rect(midleft=(self.rect.left, plot.centery)))
        lines = self.points()
        width = max(2.0, 2.5 * self.scale)
        radius = self.px(7)
        for seat, pts in enumerate(lines):
            colour = colours.player_colour(seat, self.palette)
            for a, b in itertools.pairwise(pts):
                draw_thick_aaline(surface, colour, a, b, width)
        for seat, pts in enumerate(lines):
            for p in pts:
                colours.draw_marker(
                    surface, seat, (round(p[0]), round(p[1])), radius, colour_blind, palette=self.palette
                )
        self._draw_legend(surface, axis_y + size + self.px(10), colour_blind)

    def _draw_legend(self, surface: pygame.Surface, y: int, colour_blind: bool) -> None:
        size = self.text_size
        for row in self.legend_rows:
            total = sum(self._legend_width(self.names[s]) for s in row)
            x = self.rect.centerx - total // 2
            for seat in row:
                colours.draw_marker(
                    surface, seat, (x + self.px(8), y + size // 2 + 1), self.px(7), colour_blind, palette=self.palette
                )
                fonts.draw_text(surface, self._legend_name(self.names[seat]), (x + self.px(19), y), size, colours.INK)
                x += self._legend_width(self.names[seat])
            y += size + self.px(8)
