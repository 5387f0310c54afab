"""Crisp text at every size: real font files rendered at the exact pixel size wanted.

Noto Sans comes with pygame_gui's package data; if it is missing, pygame's own
default font is used. Fonts and rendered labels are cached, since rendering
text every frame is the slowest thing a board view does.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame


def _data_dir() -> Path | None:
    try:
        import pygame_gui

        return Path(pygame_gui.__file__).parent / "data"
    except ImportError:  # pragma: no cover - pygame_gui is a dependency
        return None


def font_path(bold: bool = False) -> str | None:
    """Path of the Noto Sans file used for drawn text, or None for pygame's default font."""
    data = _data_dir()
    if data is None:
        return None
    path = data / ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")
    return str(path) if path.exists() else None


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A font of ``size`` pixels (cached)."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(6, int(size))
    path = font_path(bold)
    try:
        return pygame.font.Font(path, size)
    except (OSError, FileNotFoundError):
        f = pygame.font.Font(None, size)
        f.set_bold(bold)
        return f


@lru_cache(maxsize=1024)
def render(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """Anti-aliased text (cached by text, size, colour and weight)."""
    return font(size, bold).render(text, True, colour)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels (long words are kept whole)."""
    return list(_wrap(text, size, width, bold))


@lru_cache(maxsize=4096)
def _wrap(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so that it fits in ``width`` pixels."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    colour: tuple[int, ...],
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Blit one line of text with its rect anchored at ``pos``; returns the rect drawn."""
    label = render(text, size, tuple(colour), bold)
    rect = label.get_rect(**{anchor: pos})
    surface.blit(label, rect)
    return rect


def reset() -> None:
    """Forget cached fonts and labels (they die with ``pygame.quit``; a new window calls this)."""
    font.cache_clear()
    render.cache_clear()
    _wrap.cache_clear()
