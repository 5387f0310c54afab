"""The guided first game on screen: a lesson card, pulsing rings at the board elements, and the way in.

``start_tutorial`` opens the lesson's match in the ordinary play scene and gives
the scene a ``TutorialOverlay``. The play scene asks the overlay before it
submits a human move (``refusal``: a move the lesson does not want is refused
with a gentle sentence and nothing changes), takes the computer seats' scripted
moves from it while the lesson lasts (``computer_move``), and lets it paint
(``draw``). The card sits over the log panel, so it never covers the board
element a step points at, and the action list stays free for moves such as Pass.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.tutorial import Script, Tutorial, load_script
from graphics import colours, fonts
from rules.core import Action

if TYPE_CHECKING:
    from game.match import Match
    from game.scenes.play import PlayScene

__all__ = ["TutorialOverlay", "mark_done", "start_tutorial"]

RING = (255, 120, 40)  # the lesson's pointer: orange, apart from the gold glow of legal targets
FINAL_SECONDS = 12.0  # how long the closing words stay once the lesson is over
#: What a small card leaves out, in turn: the events, then the effect, the rule, and last the rule's link.
DROP_ORDER = ((), ("event",), ("event", "after"), ("event", "after", "rule"), ("event", "after", "rule", "link"))


def start_tutorial(app, lesson: str = "endeavor") -> PlayScene:
    """Push the play scene of the lesson named ``lesson`` (seeded, computer seats scripted) and return it."""
    from game.scenes.play import PlayScene

    script = load_script(lesson)
    scene = PlayScene(app, script.new_match())
    scene.tutorial = TutorialOverlay(script, lambda: mark_done(app, lesson))
    scene.title = script.title
    app.push(scene)
    return scene


def mark_done(app, lesson: str) -> None:
    """Remember in the settings that the lesson was played to its end (a failed save loses only that)."""
    from game.settings import save_settings

    if lesson in app.settings.lessons_done:
        return
    app.settings.lessons_done = (*app.settings.lessons_done, lesson)
    with contextlib.suppress(OSError):  # the tick is kept for this run; the lesson itself is unaffected
        save_settings(app.settings)


class TutorialOverlay:
    """What the play scene consults and paints during a lesson."""

    def __init__(self, script: Script, on_finished: Callable[[], None] | None = None) -> None:
        self.script = script
        self.tutorial = Tutorial(script)
        self.final_for = 0.0
        self.on_finished = on_finished  # called once, when the lesson's last scripted move is made
        self.link_rect: pygame.Rect | None = None  # where the card's rule link was drawn (None: no link)

    # -- what the play scene asks ----------------------------------------------------

    def refusal(self, match: Match, action: Action) -> str | None:
        """A gentle sentence when the lesson wants another move now (None: go ahead)."""
        state = match.state
        return self.tutorial.refusal(match, action, lambda a: match.ruleset.describe(state, a))

    def computer_move(self, match: Match) -> Action | None:
        """The computer seat's scripted move while the lesson lasts (None: let it think for itself)."""
        return self.tutorial.computer_move(match)

    def update(self, dt: float, match: Match) -> None:
        if self.tutorial.finished(match):
            if self.final_for == 0.0 and self.on_finished is not None:
                self.on_finished()
                self.on_finished = None
            self.final_for += dt

    def closing_note(self, match: Match) -> str:
        """The lesson's closing words for the results, when its last scripted move ended the game (else "")."""
        return self.script.final if self.tutorial.position(match) == len(self.script.moves) else ""

    # -- painting ----------------------------------------------------------------------

    def entry(self, match: Match) -> str:
        """The rules-reference entry of the step due now ("" when it names none)."""
        step = self.tutorial.waiting_for_learner(match)
        return step.entry if step is not None else ""

    def link_at(self, pos: tuple[int, int], match: Match) -> str | None:
        """The entry to open when ``pos`` is on the card's rule link."""
        if self.link_rect is None or not self.link_rect.collidepoint(pos) or not self.visible(match):
            return None
        return self.entry(match) or None

    def point_at(self, match: Match) -> tuple[str, ...]:
        step = self.tutorial.waiting_for_learner(match)
        return step.point_at if step is not None else ()

    def lines(self, match: Match) -> list[tuple[str, str]]:
        """The card's paragraphs as (style, text): what the last step did, then what to do now."""
        out: list[tuple[str, str]] = []
        steps = self.script.steps
        done = self.tutorial.last_done(match)
        if done is not None:
            step, ply = done
            events = [e.text for e in match.log if e.ply == ply and not e.undone and e.kind not in ("undo", "note")]
            if events:
                out.append(("event", " ".join(events[:3])))
            if step.after:
                out.append(("after", step.after))
        now = self.tutorial.waiting_for_learner(match)
        if now is not None:
            out.append(("head", f"Step {steps.index(now) + 1} of {len(steps)}"))
            out.append(("text", now.text))
            if now.rule:
                out.append(("rule", now.rule))
            if now.entry:
                out.append(("link", "Open this rule in the reference ›"))
        elif self.tutorial.finished(match):
            out.append(("head", "Well done!"))
            out.append(("text", self.script.final))
        else:
            out.append(("rule", "The other players move now…"))
        return out

    def visible(self, match: Match) -> bool:
        return not (self.tutorial.finished(match) and self.final_for > FINAL_SECONDS)

    def card_rect(self, scene: PlayScene) -> pygame.Rect:
        lay = scene.layout_rects
        return lay.log

    def draw(self, surface: pygame.Surface, scene: PlayScene) -> None:
        """Rings at the pointed elements, then the lesson card over the log panel."""
        match = scene.match
        if not self.visible(match) or scene.layout_rects is None or scene.cover_for is not None:
            return
        if scene.review is None and not scene.dnd.holding():  # a held piece shows its own preview: no rings over it
            for eid in self.point_at(match):
                rect = scene.view.rect_of(eid)
                if rect is not None:
                    draw_pointer(surface, rect, scene.app.time, scene.px(1))
        self.link_rect = self._draw_card(surface, self.card_rect(scene), match, scene.scale)
        scene.log_hits = []  # the card covers the log: its hidden lines must not answer clicks

    def card_layout(self, match: Match, width: int, height: int, scale: float) -> tuple[list[tuple[str, list]], int]:
        """The card's paragraphs as (style, lines) and the text size that fit ``width`` x ``height``.

        A small window takes smaller text first, then leaves out the explanations in ``DROP_ORDER``.
        """
        paragraphs = self.lines(match)
        for dropped in DROP_ORDER:
            kept = [p for p in paragraphs if p[0] not in dropped]
            for size in (15, 14, 13, 12):
                px = max(9, round(size * scale))
                laid = _lay_out(kept, px, width)
                if _height(laid, px) <= height:
                    return laid, px
        return laid, px

    def _draw_card(self, surface: pygame.Surface, rect: pygame.Rect, match: Match, scale: float) -> pygame.Rect | None:
        """The card; returns where its rule link was drawn (None: no link shown)."""
        pygame.draw.rect(surface, colours.DEEP_BLUE, rect.move(0, 3), border_radius=8)
        pygame.draw.rect(surface, colours.PARCHMENT, rect, border_radius=8)
        pygame.draw.rect(surface, RING, rect, max(2, round(3 * scale)), border_radius=8)
        pad = max(6, round(10 * scale))
        inner = rect.inflate(-2 * pad, -2 * pad)
        title = max(10, round(16 * scale))
        fonts.draw_text(surface, self.script.title, inner.topleft, title, colours.WOOD_DARK, True)
        top = inner.y + title + pad // 2
        laid, px = self.card_layout(match, inner.w, inner.bottom - top, scale)
        y = top
        link = None
        for style, lines in laid:
            bold = style in ("head", "text", "link")
            colour = {
                "head": RING,
                "text": colours.INK,
                "rule": colours.INK_SOFT,
                "event": colours.DEEP_BLUE,
                "after": colours.OK,
                "link": colours.DEEP_BLUE,
            }[style]
            for line in lines:
                if y + px > inner.bottom:
                    return link
                drawn = fonts.draw_text(surface, line, (inner.x, y), px, colour, bold)
                if style == "link":
                    link = drawn.inflate(0, 3)
                    pygame.draw.line(surface, colour, (drawn.x, drawn.bottom), (drawn.right, drawn.bottom))
                y += px + 3
            y += px // 2
        return link


def _lay_out(paragraphs: list[tuple[str, str]], px: int, width: int) -> list[tuple[str, list[str]]]:
    return [(style, fonts.wrap(text, px, width, style in ("head", "text", "link"))) for style, text in paragraphs]


def _height(laid: list[tuple[str, list[str]]], px: int) -> int:
    return sum(len(lines) * (px + 3) + px // 2 for _, lines in laid)


def draw_pointer(surface: pygame.Surface, rect: pygame.Rect, t: float, unit: int = 1) -> None:
    """A pulsing orange ring around ``rect`` and a small arrow above it pointing down at it."""
    grow = round((3 + 3 * (0.5 + 0.5 * math.sin(t * 2 * math.pi))) * unit)
    ring = rect.inflate(2 * grow + 6, 2 * grow + 6)
    width = max(3, 3 * unit)
    round_ = abs(rect.w - rect.h) <= 2
    radius = ring.w // 2 if round_ else max(6, 6 * unit)
    pygame.draw.rect(surface, colours.WHITE, ring.inflate(2 * width, 2 * width), width, border_radius=radius + width)
    pygame.draw.rect(surface, RING, ring, width, border_radius=radius)
    size = max(7, 8 * unit)  # small, so that it hides little of what lies next to the element
    tall = round(1.6 * size)
    tip = (ring.centerx, ring.top - width)
    if tip[1] - tall < surface.get_clip().top:  # no room above: point up from below instead
        tip = (ring.centerx, ring.bottom + width)
        arrow = [tip, (tip[0] - size, tip[1] + tall), (tip[0] + size, tip[1] + tall)]
    else:
        arrow = [tip, (tip[0] - size, tip[1] - tall), (tip[0] + size, tip[1] - tall)]
    pygame.draw.polygon(surface, RING, arrow)
    pygame.draw.polygon(surface, colours.WHITE, arrow, 2)
