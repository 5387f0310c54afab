"""Drag and drop in element ids: lift a piece, glow its legal targets, drop to act.

The controller knows nothing of pixels beyond the positions it is given and
nothing of rules beyond a list of legal actions and an ``explain`` callback: a
view answers "which element is under this point" and the ruleset answers "why
not". Pressing on a source that some legal action moves lifts it; dropping on a
legal target yields that action (or a choice when several share the target);
dropping anywhere else slides the piece home and yields the reason. Clicking a
target, or clicking a source and then a target, does the same without a drag.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import Action

DRAG_THRESHOLD = 5  # pixels the mouse must move before a press becomes a drag


@dataclass
class Outcome:
    """What a press or release means: ``submit`` one action, ``choose`` among several, ``illegal`` with a reason."""

    kind: str  # "submit" | "choose" | "illegal" | "none"
    actions: list[Action] = field(default_factory=list)
    message: str = ""
    target: str | None = None


@dataclass
class SlideHome:
    """A short animation carrying a dropped piece back to where it was lifted from."""

    source: str
    start: tuple[int, int]
    end: tuple[int, int]
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def pos(self) -> tuple[int, int]:
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        t = 1 - (1 - t) ** 3  # ease out
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * t),
            round(self.start[1] + (self.end[1] - self.start[1]) * t),
        )


def sources_of(actions: Sequence[Action]) -> set[str]:
    """Ids of the pieces that some legal action moves."""
    return {a.source for a in actions if a.source}


def targets_of(actions: Sequence[Action], source: str | None = None) -> dict[str, list[Action]]:
    """Target id -> the legal actions touching it (only those moving ``source`` when given)."""
    out: dict[str, list[Action]] = {}
    for a in actions:
        if source is not None and a.source != source:
            continue
        for t in a.targets:
            out.setdefault(t, []).append(a)
    return out


def _key_values(element_id: str) -> list[Any]:
    """The parts of an id after its kind (``box:dock:9`` -> ``["dock", 9]``), numbers as ints."""
    parts = element_id.split(":")[1:] if ":" in element_id else [element_id]
    return [int(p) if p.lstrip("-").isdigit() else p for p in parts]


def action_for_drop(template_actions: Sequence[Action], element_id: str) -> Action | None:
    """An action like one of ``template_actions`` but aimed at ``element_id``, for explaining a refusal.

    Element ids are ``kind:key[:key...]`` and actions usually carry the keys as
    parameters (``cell:4`` and ``cell=4``; ``box:dock:5`` and ``box=dock slot=5``);
    swapping the keys of the nearest legal target of the same shape for those of
    the dropped-on element gives the move the player tried, which the ruleset can
    then explain in its own words.
    """
    kind = element_id.split(":", 1)[0]
    new_values = _key_values(element_id)
    for a in template_actions:
        for t in a.targets:
            if t.split(":", 1)[0] != kind:
                continue
            old_values = _key_values(t)
            if len(old_values) != len(new_values):
                continue
            swap = {old: new for old, new in zip(old_values, new_values, strict=True) if old != new}
            params = tuple((k, swap.get(v, v) if isinstance(v, int | str) else v) for k, v in a.params)
            if params != a.params:
                targets = tuple(element_id if x == t else x for x in a.targets)
                return Action(a.kind, a.seat, params, a.source, targets)
    return None


class DragController:
    """State of one pointer: what is lifted, where it is, and what the last drop meant."""

    def __init__(self) -> None:
        self.lifted: str | None = None
        self.pos: tuple[int, int] = (0, 0)
        self.press_pos: tuple[int, int] | None = None
        self.dragging = False  # the mouse moved far enough with a piece lifted
        self.sticky = False  # lifted by a click: stays lifted until the next click
        self.pressed_target: str | None = None
        self.slide: SlideHome | None = None
        #: Which lifted sources cycle their candidates on a target (set by the scene from its view).
        self.cycles: Callable[[str], bool] = lambda source: False
        self.over: str | None = None  # the element under the held piece
        self.turned = 0  # how many steps the candidates on ``over`` were turned

    def reset(self) -> None:
        """Drop everything (the state changed under us)."""
        self.lifted = None
        self.press_pos = None
        self.dragging = False
        self.sticky = False
        self.pressed_target = None
        self.over = None
        self.turned = 0

    # -- cycling the candidates of a held piece on one target --------------------------------

    def hover(self, element: str | None) -> None:
        """The pointer is over ``element``: a new target shows its first candidate again."""
        if element != self.over:
            self.over = element
            self.turned = 0

    def holding(self) -> bool:
        """A piece is held (dragged or picked up by a click) and its source cycles its candidates."""
        return self.lifted is not None and (self.dragging or self.sticky) and self.cycles(self.lifted)

    def candidates(self, actions: Sequence[Action], element: str | None = None) -> list[Action]:
        """The distinct legal actions moving the held piece onto ``element`` (default: the one under it)."""
        target = self.over if element is None else element
        if self.lifted is None or target is None:
            return []
        return list(dict.fromkeys(targets_of(actions, self.lifted).get(target, [])))

    def candidate(self, actions: Sequence[Action]) -> tuple[Action | None, int, int]:
        """(the candidate a release would commit now, its index, how many there are) on the target under it."""
        options = self.candidates(actions) if self.holding() else []
        if not options:
            return None, 0, 0
        i = self.turned % len(options)
        return options[i], i, len(options)

    def turn(self, step: int, actions: Sequence[Action]) -> bool:
        """Show the next (``step`` > 0) or previous candidate; True if there was more than one to turn through."""
        if not self.holding() or len(self.candidates(actions)) < 2:
            return False
        self.turned += 1 if step > 0 else -1
        return True

    def glowing(self, actions: Sequence[Action]) -> set[str]:
        """Ids to glow: the lifted piece's targets, else every legal target."""
        if self.lifted is not None:
            return set(targets_of(actions, self.lifted))
        return set(targets_of(actions))

    def press(self, pos: tuple[int, int], element: str | None, actions: Sequence[Action]) -> Outcome:
        """Mouse button down on ``element``."""
        self.pos = pos
        if self.sticky and self.lifted is not None:
            # second click of click-to-move: a target, or anything else to put the piece back
            return Outcome("none")
        self.reset()
        self.press_pos = pos
        if element is not None and element in sources_of(actions):
            self.lifted = element
            return Outcome("none")
        self.pressed_target = element
        return Outcome("none")

    def motion(self, pos: tuple[int, int]) -> None:
        self.pos = pos
        if self.lifted is not None and self.press_pos is not None and not self.sticky:
            dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                self.dragging = True

    def release(
        self,
        pos: tuple[int, int],
        element: str | None,
        actions: Sequence[Action],
        explain: Callable[[Action], str | None],
        home: Callable[[str], tuple[int, int] | None],
        nearest: Callable[[tuple[int, int], set[str]], str | None],
        slide_time: float = 0.25,
        refusal: Callable[[str, str | None], str | None] | None = None,
        name: Callable[[str], str] | None = None,
    ) -> Outcome:
        """Mouse button up on ``element``: decide what the press-and-release meant.

        ``refusal(source, element)`` may give the board's own reason for an illegal
        drop (a view that knows more than "the nearest legal move, aimed here");
        ``name(element)`` names a place as the board does, for the messages (a
        message never shows an element id).
        """
        self.motion(pos)
        self.hover(element)
        if self.lifted is None:
            target, self.pressed_target = self.pressed_target, None
            if target is None or target != element:
                return Outcome("none")
            hits = targets_of(actions).get(target, [])
            return self._outcome(hits, target)
        source = self.lifted
        if not self.dragging and not self.sticky and element == source:
            own = targets_of(actions, source).get(source, [])
            if own:  # a piece whose move targets itself (spend a token, flip a card): a click does it
                self.reset()
                return self._outcome(own, source)
            self.sticky = True  # a click on a piece: pick it up, next click puts it down
            return Outcome("none")
        if self.sticky and element == source:
            self.reset()  # clicking the piece again puts it back
            return Outcome("none")
        hits = targets_of(actions, source).get(element, []) if element else []
        if hits:
            if self.cycles(source):  # the candidate shown on the target is the one meant
                chosen, _, _ = self.candidate(actions) if element == self.over else (None, 0, 0)
                hits = [chosen] if chosen is not None else hits[:1]
            self.reset()
            return self._outcome(hits, element)
        # an illegal drop: explain it, slide home
        message = (refusal(source, element) if refusal else None) or self._reason(
            source, element, pos, actions, explain, nearest, name or plain_name
        )
        start = pos
        end = home(source)
        self.reset()
        if end is not None and slide_time > 0:
            self.slide = SlideHome(source, start, end, slide_time)
        return Outcome("illegal", [], message, element)

    def _outcome(self, hits: list[Action], target: str | None) -> Outcome:
        if not hits:
            return Outcome("none", target=target)
        unique = list(dict.fromkeys(hits))
        if len(unique) == 1:
            return Outcome("submit", unique, target=target)
        return Outcome("choose", unique, target=target)

    def _reason(
        self,
        source: str,
        element: str | None,
        pos: tuple[int, int],
        actions: Sequence[Action],
        explain: Callable[[Action], str | None],
        nearest: Callable[[tuple[int, int], set[str]], str | None],
        name: Callable[[str], str],
    ) -> str:
        moving = [a for a in actions if a.source == source]
        by_target = targets_of(moving)
        near = nearest(pos, set(by_target)) if by_target else None
        templates = list(by_target.get(near, [])) if near else []
        templates += [a for a in moving if a not in templates]
        if element is not None:
            tried = action_for_drop(templates, element)
            if tried is not None:
                reason = explain(tried)
                if reason:
                    return reason
            return f"No move takes {name(source)} to {name(element)}." + _where(near, name)
        return "Drop the piece on a glowing place." + _where(near, name)

    def update(self, dt: float) -> None:
        if self.slide is not None:
            self.slide.elapsed += dt
            if self.slide.done:
                self.slide = None


def plain_name(element_id: str) -> str:
    """An element's kind in words, for a board that cannot name it better (``box:dock:5`` -> ``a box``)."""
    kind = element_id.split(":", 1)[0].replace("_", " ")
    return f"an {kind}" if kind[:1] in "aeiou" else f"a {kind}"


def _where(near: str | None, name: Callable[[str], str]) -> str:
    return f" The nearest place it can go is {name(near)}." if near else ""
