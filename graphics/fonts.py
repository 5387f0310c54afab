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
    # the longest start that fits with its ellipsis, found by halving (a list of long rows is cut at each move)
    lo, hi = 0, len(text) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo] + "…"


def shrink(text: str, size: int, width: int, bold: bool = False, least: int = 8) -> tuple[str, int]:
    """``text`` and the largest size up to ``size`` at which it fits ``width`` pixels (not below ``least``).

    Board text grows with the UI scale but must stay inside its element: it is
    made smaller first, and only cut with an ellipsis at ``least`` pixels (the
    element's hover text then says it whole).
    """
    size = max(1, int(size))
    least = min(size, least)
    while size > least and font(size, bold).size(text)[0] > width:
        size -= 1
    return fit(text, size, width, bold), size


def fit_block(
    parts: list[tuple[str, int, bool]], width: int, height: int, least: int = 8, gap: int = 2
) -> list[tuple[list[str], int, bool]]:
    """Texts (each ``(text, size, bold)``) wrapped to ``width`` and made smaller together until they fit ``height``.

    Each comes back as its lines and the size they are drawn at; at ``least``
    pixels what is still too long is cut with an ellipsis (the hover text says it whole).
    """
    top = max(size for _, size, _ in parts) if parts else least
    floors = [min(least, size) for _, size, _ in parts]
    for step in range(top, 0, -1):
        sizes = [max(floor, round(size * step / top)) for (_, size, _), floor in zip(parts, floors, strict=True)]
        out = [(_wrap(text, sz, width, bold), sz, bold) for (text, _, bold), sz in zip(parts, sizes, strict=True)]
        tall = sum(len(lines) * (sz + gap) for lines, sz, _ in out)
        wide = all(font(sz, bold).size(line)[0] <= width for lines, sz, bold in out for line in lines)
        if (tall <= height and wide) or sizes == floors:
            break
    room = height
    block = []
    for lines, sz, bold in out:
        keep = max(1, min(len(lines), room // (sz + gap)))
        shown = list(lines[:keep])
        if keep < len(lines):
            shown[-1] = " ".join(lines[keep - 1 :])
        block.append(([fit(line, sz, width, bold) for line in shown], sz, bold))
        room -= keep * (sz + gap)
    return block


def draw_block(
    surface: pygame.Surface,
    block: list[tuple[list[str], int, bool]],
    pos: tuple[int, int],
    colours: list[tuple[int, ...]],
    gap: int = 2,
) -> int:
    """Blit a ``fit_block`` result from ``pos`` (top left) down, each text in its colour; returns the bottom."""
    x, y = pos
    for (lines, size, bold), colour in zip(block, colours, strict=True):
        for line in lines:
            draw_text(surface, line, (x, y), size, colour, bold)
            y += size + gap
    return y


def block_height(block: list[tuple[list[str], int, bool]], gap: int = 2) -> int:
    return sum(len(lines) * (size + gap) for lines, size, _ in block)


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


#: How much larger than its drawn design size the boards' own text is: the UI scale, set by the play scene
#: before it lays the board out (views read it while laying out, and keep it in their cached layers' keys).
_board_scale = [1.0]


def set_board_scale(scale: float) -> None:
    """Board text from now on is ``scale`` times its design size (the UI scale the window holds)."""
    _board_scale[0] = max(0.5, float(scale))


def board_scale() -> float:
    """The UI scale the boards' text is drawn at now."""
    return _board_scale[0]


def board(size: float, least: int = 6) -> int:
    """The pixel size of board text designed at ``size`` pixels, at the UI scale (one lookup for every board)."""
    return max(least, round(size * _board_scale[0]))


def draw_fitted(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    width: int,
    colour: tuple[int, ...],
    bold: bool = False,
    anchor: str = "topleft",
    least: int = 8,
) -> pygame.Rect:
    """One line of text no wider than ``width``: made smaller first, cut with an ellipsis only at ``least``."""
    text, size = shrink(text, size, width, bold, least)
    return draw_text(surface, text, pos, size, colour, bold, anchor)


def reset() -> None:
    """Forget cached fonts and labels (they die with ``pygame.quit``; a new window calls this)."""
    font.cache_clear()
    render.cache_clear()
    _wrap.cache_clear()
    _board_scale[0] = 1.0  # a new window's play scene sets it again
