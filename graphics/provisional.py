"""Provisional components: the small mark drawn on each stand-in, and what hovering it says.

Where a rulebook does not print a component (Endeavor's map, a card's icons, an
Age of Empires III counter's values, a whole Age of Steam expansion map), the
game plays with a stand-in. An owner of the game notices at once, so every such
component carries a small mark where it is drawn, and its hover says in a
player's words what the rulebook prints and what is ours. The words are data in
``provisional.json``; a board view calls ``place_mark`` on the component, which draws it and
records its rect under ``mark_id(kind, key)``, and answers its hover with ``text``.
"""

from __future__ import annotations

import json
import math
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import pygame

from rules import components

#: Element ids of marks start with this; the rest names the kind and, for one component, its key.
PREFIX = "provisional:"

_FILE = Path(__file__).resolve().parent / "provisional.json"

#: The mark's colours: a pencilled sepia on pale paper, quiet beside the pieces.
PAPER = (246, 236, 212)
SEPIA = (122, 82, 38)


@cache
def _data() -> dict[str, Any]:
    with _FILE.open(encoding="utf-8") as fh:
        return json.load(fh)


def why() -> str:
    """The About screen's paragraph on why some components are stand-ins."""
    return _data()["why"]


def kinds(game: str) -> dict[str, dict[str, Any]]:
    """Each provisional component kind of ``game`` (empty for a game with none)."""
    return _data()["games"].get(game, {})


def mark_id(kind: str, key: str = "") -> str:
    """The element id of a mark: ``provisional:building:bank``, or ``provisional:map`` for a kind drawn once."""
    return f"{PREFIX}{kind}:{key}" if key else f"{PREFIX}{kind}"


def is_mark(element_id: str | None) -> bool:
    return bool(element_id) and element_id.startswith(PREFIX)


def text(game: str, kind: str, name: str | None = None, item: str | None = None, extra: str = "") -> str | None:
    """The hover of a mark: the component, then what the rulebook prints and what is our stand-in.

    ``name`` is the component as the board names it (``Bank``), ``item`` its key when the data
    names what is printed of that one component, ``extra`` a further sentence of what is known.
    """
    entry = kinds(game).get(kind)
    if entry is None:
        return None
    own = entry.get("items", {}).get(item or "", {})
    known = own.get("known", entry["known"])
    stand_in = own.get("stand_in", entry["stand_in"])
    head = f"{entry['title']}: {name}" if name else entry["title"]
    yours = (
        " Your own corrections are in force in this game: where they name this component, it is as you entered it."
        if components.fingerprint(game) != components.BUILT_IN
        else ""
    )
    if stand_in.startswith("nothing"):
        return f"{head}. The rulebook prints {known}.{yours}"
    known_text = f"{known}; {extra}" if extra else known
    return f"{head} (partly a stand-in). The rulebook prints {known_text}. Our stand-in: {stand_in}.{yours}"


def split_mark(element_id: str) -> tuple[str, str]:
    """``provisional:building:bank`` -> (``building``, ``bank``); a kind may hold one colon (``map:japan``)."""
    rest = element_id[len(PREFIX) :]
    kind, _, key = rest.partition(":")
    return kind, key


def mark_size(component: pygame.Rect) -> int:
    """The mark's diameter: small beside the component, never a speck."""
    return max(9, min(14, min(component.w, component.h) // 5))


def mark_rect(component: pygame.Rect, corner: str = "bottomright", size: int | None = None) -> pygame.Rect:
    """Where the mark of ``component`` sits: inside the given corner, 2 px in."""
    d = size or mark_size(component)
    r = pygame.Rect(0, 0, d, d)
    inner = component.inflate(-4, -4)
    setattr(r, corner, getattr(inner, corner))
    return r


def place_mark(
    surface: pygame.Surface,
    rects: dict[str, pygame.Rect],
    component: pygame.Rect,
    element_id: str,
    corner: str = "bottomright",
    size: int | None = None,
    offset: tuple[int, int] = (0, 0),
) -> None:
    """Draw the mark on ``component`` (unless it is too small to bear one) and record it in ``rects``.

    ``rects`` is the board's hit table: the mark is recorded after the component, so it answers
    a hover on it; ``offset`` moves the drawing onto a surface whose origin is not the screen's.
    """
    if size is None and (component.w < 14 or component.h < 14):
        return
    r = mark_rect(component, corner, size)
    surface.blit(mark_image(r.w), r.move(offset))
    rects[element_id] = r


@lru_cache(maxsize=16)
def mark_image(d: int) -> pygame.Surface:
    """A small paper disc with a pencilled tilde, "about so": the sign of a stand-in (drawn 4x, then smoothed)."""
    k = 4
    big = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
    c = d * k / 2
    pygame.draw.circle(big, (*PAPER, 240), (c, c), c)
    pygame.draw.circle(big, (*SEPIA, 255), (c, c), c, max(k, round(d * k * 0.09)))
    half = c * 0.55
    wave = [(c - half + 2 * half * i / 16, c - c * 0.2 * math.sin(math.pi * 2 * i / 16)) for i in range(17)]
    pygame.draw.lines(big, (*SEPIA, 255), False, wave, max(k, round(d * k * 0.13)))
    return pygame.transform.smoothscale(big, (d, d))
