"""The house pygame_gui theme (assets/theme.json), scaled to the UI scale, with its fonts preloaded.

pygame_gui silently ignores misspelled keys and loads fonts lazily (a stall the
first time a size appears), so the theme is read here once, its font sizes are
multiplied by the UI scale, and every font it names is preloaded.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

THEME_PATH = Path(__file__).resolve().parent.parent / "assets" / "theme.json"

#: Sizes the text box's html may use besides the theme's own (bold/italic of the base size).
_STYLES = ("regular", "bold", "italic", "bold_italic")


@lru_cache(maxsize=1)
def _base_theme() -> dict[str, Any]:
    with open(THEME_PATH, encoding="utf-8") as f:
        return json.load(f)


def theme_dict(scale: float = 1.0, tooltip_delay: float | None = None) -> dict[str, Any]:
    """The theme with every font size multiplied by ``scale`` (and the buttons' tooltip delay)."""
    theme = copy.deepcopy(_base_theme())
    if tooltip_delay is not None:
        theme.setdefault("button", {}).setdefault("misc", {})["tool_tip_delay"] = f"{tooltip_delay:g}"
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font and "size" in font:
            font["size"] = str(max(8, round(int(font["size"]) * scale)))
        misc = block.get("misc") if isinstance(block, dict) else None
        if misc and "list_item_height" in misc:  # a list's rows grow with their text (they overlapped at 2.0)
            misc["list_item_height"] = str(round(int(misc["list_item_height"]) * scale))
    return theme


def font_list(theme: dict[str, Any]) -> list[dict[str, Any]]:
    """Every (name, size, style) the theme uses, in pygame_gui's preload form."""
    seen: set[tuple[str, int, str]] = set()
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if not font:
            continue
        name = font.get("name", "noto_sans")
        size = int(font.get("size", 14))
        bold, italic = font.get("bold") == "1", font.get("italic") == "1"
        style = "bold_italic" if bold and italic else "bold" if bold else "italic" if italic else "regular"
        seen.add((name, size, style))
        if name == "noto_sans":
            # html in text boxes switches between the styles of the base size
            for s in _STYLES:
                seen.add((name, size, s))
    seen.add(("noto_sans", 14, "regular"))
    return [{"name": n, "point_size": s, "style": st, "antialiased": 1} for n, s, st in sorted(seen)]


def make_manager(size: tuple[int, int], scale: float = 1.0, tooltip_delay: float | None = None) -> pygame_gui.UIManager:
    """A UIManager with the house theme at ``scale``, fonts preloaded."""
    theme = theme_dict(scale, tooltip_delay)
    manager = pygame_gui.UIManager(size, theme, enable_live_theme_updates=False)
    _remember_combined_ids(manager.get_theme())
    loaded = manager.get_theme().get_font_dictionary()
    missing = [f for f in font_list(theme) if not loaded.check_font_preloaded(_font_id(f))]
    if missing:
        manager.preload_fonts(missing)
    return manager


def _remember_combined_ids(theme: Any) -> None:
    """Keep each widget's theming ids once worked out, for this theme (it is never reloaded: no live updates).

    pygame_gui builds the key of its own cache by joining the string forms of the id
    lists into one another, which grows with every character; on a list of choices that
    was 1-2 ms per button and most of an undo's time on Age of Steam. The lists are keyed
    here as tuples; the answer is pygame_gui's own.
    """
    build = theme.build_all_combined_ids
    known: dict[tuple, list[str]] = {}

    def combined_ids(element_base_ids, element_ids, class_ids, object_ids) -> list[str]:
        key = tuple(
            None if ids is None else tuple(ids) for ids in (element_base_ids, element_ids, class_ids, object_ids)
        )
        hit = known.get(key)
        if hit is None:
            hit = known[key] = build(element_base_ids, element_ids, class_ids, object_ids)
        return hit

    theme.build_all_combined_ids = combined_ids


def _font_id(font: dict[str, Any]) -> str:
    return f"{font['name']}_{font['style']}_aa_{font['point_size']}"


def paint_backdrop(surface: pygame.Surface) -> None:
    """The menu backdrop: deep blue fading to night, a wooden frame and a gold rule."""
    from graphics import colours

    w, h = surface.get_size()
    top, bottom = colours.DEEP_BLUE_LIGHT, (10, 20, 40)
    for y in range(0, h, 4):
        t = y / max(1, h)
        col = tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.rect(surface, col, (0, y, w, 4))
    frame = max(10, min(w, h) // 40)
    pygame.draw.rect(surface, colours.WOOD, surface.get_rect(), frame)
    pygame.draw.rect(surface, colours.WOOD_DARK, surface.get_rect(), max(2, frame // 4))
    inner = surface.get_rect().inflate(-2 * frame, -2 * frame)
    pygame.draw.rect(surface, colours.GOLD, inner, 2)
