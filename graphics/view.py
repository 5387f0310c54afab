"""The board view contract: draw a state, and say which element id lies under a point.

A view speaks in element ids (``kind:key``, see DESIGN.md), never in actions:
the drag-and-drop controller and the play scene turn ids into actions with the
ruleset's help. A view only reads states; it never changes one.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

import pygame

from graphics import colours
from graphics.dnd import plain_name
from graphics.widgets import draw_note


@dataclass
class ViewContext:
    """What a view needs besides the state to draw one frame."""

    seat: int | None = None  # whose perspective (the human deciding now), None = spectator
    #: Whose mat is drawn large: the seat the player picked, else the human's (None: the view's own choice).
    mat_seat: int | None = None
    legal_targets: set[str] = field(default_factory=set)  # ids that glow now
    sources: set[str] = field(default_factory=set)  # ids of pieces some legal action moves
    last_moves: dict[int, tuple[str, ...]] = field(default_factory=dict)  # seat -> ids of its latest move
    hovered: str | None = None
    lifted: str | None = None  # source id being dragged
    colour_blind: bool = True
    time: float = 0.0  # seconds, for gentle pulsing
    #: The held piece over a target whose candidates cycle (see ``graphics.dnd``): the action a release
    #: would commit now, its index among them and how many there are.
    candidate: Any = None
    candidate_index: int = 0
    candidates: int = 0


def pulse(t: float, speed: float = 2.0) -> float:
    """A value between 0 and 1 that breathes slowly, for glowing targets."""
    return 0.5 + 0.5 * math.sin(t * speed * math.pi)


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, t: float, radius: int = 8) -> None:
    """A pulsing gold outline around a legal target."""
    width = 2 + int(2 * pulse(t))
    glow = pygame.Rect(rect).inflate(6, 6)
    pygame.draw.rect(surface, colours.GLOW, glow, width, border_radius=radius)


def draw_last_move(
    surface: pygame.Surface, rect: pygame.Rect, seat: int, palette: tuple[str, ...] = colours.COLOURS
) -> None:
    """A dashed frame in the seat's colour around what its latest move touched."""
    r = pygame.Rect(rect).inflate(10, 10)
    col = colours.player_colour(seat, palette)
    step = 8
    for x in range(r.left, r.right, step * 2):
        pygame.draw.line(surface, col, (x, r.top), (min(x + step, r.right), r.top), 2)
        pygame.draw.line(surface, col, (x, r.bottom - 1), (min(x + step, r.right), r.bottom - 1), 2)
    for y in range(r.top, r.bottom, step * 2):
        pygame.draw.line(surface, col, (r.left, y), (r.left, min(y + step, r.bottom)), 2)
        pygame.draw.line(surface, col, (r.right - 1, y), (r.right - 1, min(y + step, r.bottom)), 2)


def seat_of(element_id: str) -> int | None:
    """The seat named in ids such as ``supply:1`` or ``building:2:5`` (first numeric key), else None."""
    parts = element_id.split(":")
    if len(parts) >= 2 and parts[1].isdigit():
        return int(parts[1])
    return None


#: Where an element's name ends in its hover text: a colon, a semicolon or a full stop (not "St. Louis").
_HEAD_END = re.compile(r": |; |(?<!\bSt)(?<!\bMt)(?<!\bFt)\. |\.$|\n")


class BoardView:
    """Base class of every game's board view.

    Subclasses fill ``self.rects`` (element id -> screen rect) in ``layout`` or
    ``draw``: places first, then pieces, so that ``element_at`` (which searches
    from the end) finds pieces before the places under them.
    """

    game_id: str = ""
    #: True when each event of one move is a step a person should see on its own (Age of Empires III's automatic
    #: resolution): the play scene then gives each step the computer's pace and lights the steps one by one.
    paces_events: bool = False
    #: True when ``draw`` paints every pixel of ``rect`` opaquely: the play scene then does not clear under the board
    #: (at 1920x1080 that fill was 1.4 million pixels a frame, painted over at once).
    opaque: bool = False
    #: Set by the play scene before each ``draw``: where something else drew over the board since the view's last
    #: frame, when the screen still holds that frame; None when unknown. A view may repaint only that much of a
    #: picture it keeps (Age of Steam's does); it must then also repaint what it drew over that picture itself.
    damage: list[pygame.Rect] | None = None

    def __init__(self, ruleset: Any) -> None:
        self.ruleset = ruleset
        #: The colours of the seats' pieces (``Ruleset.seat_colours``).
        self.palette: tuple[str, ...] = getattr(ruleset, "seat_colours", colours.COLOURS)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rects: dict[str, pygame.Rect] = {}

    def layout(self, rect: pygame.Rect) -> None:
        """The board area changed size: recompute positions and drop cached layers."""
        self.rect = pygame.Rect(rect)
        self.rects = {}

    def draw(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        raise NotImplementedError

    def element_at(self, pos: tuple[int, int]) -> str | None:
        """The topmost element id under ``pos`` (pieces before places)."""
        for eid, rect in reversed(self.rects.items()):
            if rect.collidepoint(pos):
                return eid
        return None

    def rect_of(self, element_id: str) -> pygame.Rect | None:
        return self.rects.get(element_id)

    def target_at(self, pos: tuple[int, int], wanted: set[str]) -> str | None:
        """The element under ``pos``, or the wanted one (a glowing target) that the piece under ``pos`` is drawn on.

        A drop on a seat's mat lands on the mat even where a chip drawn on it is
        topmost. Only a wanted element whose rect holds the topmost one's whole
        rect wins over it, so a neighbour's overlapping bounding box never does.
        """
        top = self.element_at(pos)
        inner = self.rects.get(top) if top is not None and top not in wanted else None
        if inner is None:
            return top
        for eid, rect in reversed(self.rects.items()):
            if eid in wanted and rect.contains(inner) and rect.collidepoint(pos):
                return eid
        return top

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose small mat lies under ``pos`` (a click there draws it large), None elsewhere."""
        return None

    def cycles(self, source: str) -> bool:
        """True when the actions moving ``source`` onto one target are cycled on the board, not chosen in a list."""
        return False

    def annotate(self, state: Any, actions: list[Any]) -> list[Any]:
        """The legal actions (the whole list of ``state``) with board-only targets added (a button on the board).

        Targets are presentation hints, outside an action's equality, so an
        annotated action is still the legal one.
        """
        return actions

    def label(self, state: Any, action: Any) -> str | None:
        """The action's words in the choices, naming places as this board does (None: the rules' ``describe``)."""
        return None

    def group_choices(self, state: Any, actions: list[Any]) -> list[tuple[str, list[Any]]] | None:
        """Rows for a long choices list, each a title and the actions it opens (None: one row per action)."""
        return None

    def enter_target(self) -> str | None:
        """The element the Enter key presses (the board's "finish" button), if any."""
        return None

    def explain_drop(self, state: Any, source: str, element: str | None) -> str | None:
        """The board's own reason why ``source`` cannot go on ``element`` (None: ask the rules)."""
        return None

    def explain_press(self, state: Any, element: str) -> str | None:
        """Why the piece clicked cannot be moved now, when the player may expect it to (None: nothing to say)."""
        return None

    def zoom(self, steps: int, pos: tuple[int, int]) -> bool:
        """Mouse wheel over the board (``steps`` > 0 = in), centred on ``pos``; True if the view zoomed.

        Views of large maps override this and ``pan``; the play scene calls them.
        """
        return False

    def pan(self, delta: tuple[int, int]) -> bool:
        """A drag that started on empty board moved by ``delta`` pixels; True if the view moved."""
        return False

    def describe(self, state: Any, element_id: str) -> str | None:
        """Hover text for an element: what it is and what it does (None = nothing to say)."""
        return None

    def place_name(self, state: Any, element_id: str) -> str:
        """An element named as the board shows it, for a sentence ("No move takes ... to Havana").

        By default the head of its hover text (which starts with the element's
        name, up to the first colon or full stop), so a refusal never shows an
        element id; with no hover text, only the element's kind in words.
        """
        text = self.describe(state, element_id)
        if text:
            head = _HEAD_END.split(text.strip(), maxsplit=1)[0].strip()
            if head:
                return head[0].lower() + head[1:] if head.startswith(("The ", "A ", "An ")) else head
        return plain_name(element_id)

    def nearest(self, pos: tuple[int, int], element_ids: set[str] | list[str]) -> str | None:
        """Of ``element_ids`` that have a rect, the one whose centre is nearest ``pos``."""
        best, best_d = None, None
        for eid in element_ids:
            rect = self.rect_of(eid)
            if rect is None:
                continue
            d = (rect.centerx - pos[0]) ** 2 + (rect.centery - pos[1]) ** 2
            if best_d is None or d < best_d:
                best, best_d = eid, d
        return best

    def draw_lifted(self, surface: pygame.Surface, state: Any, source_id: str, pos: tuple[int, int]) -> None:
        """The piece following the mouse: by default a disc in its seat's colour with a shadow."""
        seat = seat_of(source_id)
        rect = self.rect_of(source_id)
        radius = max(10, min(28, (min(rect.w, rect.h) // 3) if rect else 16))
        shadow = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
        pygame.draw.circle(shadow, (0, 0, 0, 70), (radius + 4, radius + 4), radius)
        surface.blit(shadow, (pos[0] - radius + 2, pos[1] - radius + 6))
        if seat is not None:
            colours.draw_marker(surface, seat, pos, radius, palette=self.palette)
        else:
            pygame.draw.circle(surface, colours.GOLD, pos, radius)
            pygame.draw.circle(surface, colours.INK, pos, radius, 2)

    def draw_tooltip(self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 15) -> pygame.Rect:
        """A small parchment note near the mouse (kept inside the surface); returns where it was drawn."""
        return draw_note(surface, text, pos, size, round(320 * size / 15))
