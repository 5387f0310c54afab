"""Where things go on screen, computed from the real window size and the UI scale.

Nothing is drawn at a fixed logical size and scaled: every scene asks for its
rectangles after each resize, so text is rendered at its true pixel size.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

#: The smallest window every screen is laid out for at UI scale 1.0.
MIN_WINDOW = (800, 560)


def fitted_scale(scale: float, size: tuple[int, int]) -> float:
    """The UI scale the window can hold: ``scale``, or less when the window is too small for it.

    Every screen is laid out to fit ``MIN_WINDOW`` at scale 1.0, so a window
    ``k`` times as large in both directions holds scale ``k``. The result steps
    by 0.05, so dragging the window's edge rebuilds the theme only now and then.
    """
    room = min(size[0] / MIN_WINDOW[0], size[1] / MIN_WINDOW[1])
    if scale <= 1.0 or room >= scale:
        return scale
    return max(1.0, int(room * 20) / 20)


def scaled(value: float, scale: float) -> int:
    return max(1, round(value * scale))


@dataclass
class PlayLayout:
    """The play scene: prompt bar on top, board on the left, a side panel with seats, actions and log."""

    prompt: pygame.Rect
    board: pygame.Rect
    side: pygame.Rect
    seats: pygame.Rect
    buttons: pygame.Rect
    actions: pygame.Rect
    log: pygame.Rect
    toast: pygame.Rect


def play_layout(size: tuple[int, int], scale: float = 1.0) -> PlayLayout:
    """Rectangles of the play scene for a window of ``size`` pixels."""
    w, h = size
    pad = scaled(8, scale)
    prompt_h = scaled(80, scale)
    side_w = min(max(scaled(300, scale), w // 4), w // 2)
    prompt = pygame.Rect(0, 0, w, prompt_h)
    side = pygame.Rect(w - side_w, prompt_h, side_w, h - prompt_h)
    board = pygame.Rect(pad, prompt_h + pad, w - side_w - 2 * pad, h - prompt_h - 2 * pad)
    inner = side.inflate(-2 * pad, -2 * pad)
    row = scaled(34, scale)
    seats_h = scaled(30, scale) * 3
    seats = pygame.Rect(inner.x, inner.y, inner.w, seats_h)
    buttons = pygame.Rect(inner.x, seats.bottom + pad, inner.w, row)
    rest = inner.bottom - buttons.bottom - pad
    actions_h = max(row * 2, int(rest * 0.38))  # the log below holds 15 lines at 1280x720 (it scrolls)
    actions = pygame.Rect(inner.x, buttons.bottom + pad, inner.w, actions_h)
    log = pygame.Rect(inner.x, actions.bottom + pad, inner.w, max(row, inner.bottom - actions.bottom - pad))
    toast_w = min(board.w - 40, scaled(560, scale))
    toast = pygame.Rect(0, 0, toast_w, scaled(60, scale))
    toast.midbottom = (board.centerx, board.bottom - scaled(20, scale))
    return PlayLayout(prompt, board, side, seats, buttons, actions, log, toast)


def centred_column(size: tuple[int, int], width: int, height: int, top: int | None = None) -> pygame.Rect:
    """A column ``width`` wide centred in the window (for menus and forms)."""
    w, h = size
    width = min(width, w - 40)
    rect = pygame.Rect(0, 0, width, min(height, h - 40))
    rect.centerx = w // 2
    rect.top = top if top is not None else max(20, (h - rect.h) // 2)
    return rect
