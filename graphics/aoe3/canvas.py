"""A surface whose origin is the board's top-left corner, so drawing code can speak in screen coordinates."""

from __future__ import annotations

import pygame


class Shifted:
    """A surface whose origin is the board's top-left: ``p``/``r`` turn screen coordinates into its own."""

    def __init__(self, surface: pygame.Surface, offset: tuple[int, int]) -> None:
        self.s = surface
        self.dx, self.dy = offset

    def p(self, pt: tuple[float, float]) -> tuple[int, int]:
        return (round(pt[0] + self.dx), round(pt[1] + self.dy))

    def r(self, rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect).move(self.dx, self.dy)
