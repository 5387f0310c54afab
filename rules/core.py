"""The rules contract every game implements (see docs/architecture.md).

A ruleset is a pure, deterministic, headless description of one game: it turns
a state and an action into a new state and says, in a player's words, what is
being decided and why a move is illegal. Everything the application, the
views, the AI and the tests do with a game goes through this contract, so the
contract stays small and every type in it is a plain value.

Only the standard library is imported here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.rng import Rng
from rules.seats import COLOURS, seat_colour
from rules.values import (
    _SCALARS,
    JSON_STRING,
    KEY,
    LONG_NUMBER,
    MAX_ACTION_DEPTH,
    MAX_ACTION_TEXT,
    MAX_INT_DIGITS,
    freeze,
    json_depth,
    read_value,
    same_types,
    same_value,
    thaw,
    value_text,
)

__all__ = [
    "Action",
    "Event",
    "GameState",
    "IllegalAction",
    "Option",
    "Prompt",
    "Rng",
    "Ruleset",
    "ScoreItem",
    "ScoreSheet",
    "SetupError",
    "freeze",
    "json_depth",
    "same_value",
    "thaw",
]


class IllegalAction(ValueError):
    """Raised by ``Ruleset.apply`` for a move the rules forbid; ``reason`` is a player's sentence."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SetupError(ValueError):
    """A game cannot be set up as asked (unknown option, wrong player count, bad value)."""


# ---------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one seat: a frozen, hashable value with a stable text form.

    ``params`` is a tuple of ``(name, value)`` pairs in the order the ruleset
    lists them (that order is the text form's order); equality and hashing use
    kind, seat and params. ``source`` (the element id of the piece the action
    moves, for drag and drop) and ``targets`` (the element ids it touches) are
    presentation hints filled by the ruleset; they are not part of equality nor
    of the text form, so a parsed action equals the listed one.
    """

    kind: str
    seat: int
    params: tuple[tuple[str, Any], ...] = ()
    source: str | None = field(default=None, compare=False)
    targets: tuple[str, ...] = field(default=(), compare=False)

    @staticmethod
    def make(
        kind: str,
        seat: int,
        source: str | None = None,
        targets: Iterable[str] = (),
        **params: Any,
    ) -> Action:
        """Build an action from keyword parameters (values are frozen for hashing)."""
        # the fields set straight into the frozen slots (a search lists thousands of actions)
        a = _new_object(Action)
        _ACTION_KIND(a, kind)
        _ACTION_SEAT(a, seat)
        _ACTION_PARAMS(a, tuple([(k, freeze(v)) for k, v in params.items()]) if params else ())
        _ACTION_SOURCE(a, source)
        _ACTION_TARGETS(a, targets if targets.__class__ is tuple else tuple(targets))
        return a

    def __eq__(self, other: object) -> bool:
        """Kind, seat and params equal, with the params' types compared too.

        ``rot=false`` must not pass for ``rot=0``: a parsed or hand-made action
        equals a listed one only when every parameter has the listed type, so
        every ``action in legal`` check is also a type check. (Written out
        inline: it runs on every dictionary lookup of an action in the search.)
        """
        if other.__class__ is not Action:
            return NotImplemented
        if self.kind != other.kind or self.seat != other.seat or self.params != other.params:
            return False
        if self.seat.__class__ is not other.seat.__class__:
            return False
        for (_, x), (_, y) in zip(self.params, other.params, strict=True):
            kind = x.__class__
            if kind is not y.__class__ or (kind is tuple and not same_types(x, y)):
                return False
        return True

    def __getitem__(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        """The parameter ``name``, or ``default`` when the action has none."""
        for key, value in self.params:
            if key == name:
                return value
        return default

    @property
    def args(self) -> dict[str, Any]:
        """The parameters as a fresh dict (for reading, not for hot loops)."""
        return dict(self.params)

    @property
    def text(self) -> str:
        """The stable text form: ``"<seat> <kind> key=value ..."``, e.g. ``"2 occupy city=bombay"``."""
        parts = [str(self.seat), self.kind]
        parts.extend(f"{k}={value_text(v)}" for k, v in self.params)
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text

    def with_hints(self, source: str | None = None, targets: Iterable[str] = ()) -> Action:
        """The same action carrying presentation hints."""
        return Action(self.kind, self.seat, self.params, source, tuple(targets))

    @staticmethod
    def parse(text: str) -> Action:
        """Read an action's text form back; raises ValueError with the reason on bad text.

        The text may come from a hostile file, so it is bounded before it is read:
        its length, the nesting of its values and the digits of its numbers.
        """
        if not isinstance(text, str):
            raise ValueError(f"not an action: {text!r} (an action is a line of text)")
        if len(text) > MAX_ACTION_TEXT:
            raise ValueError(f"not an action: the text is longer than {MAX_ACTION_TEXT} characters")
        if json_depth(text) > MAX_ACTION_DEPTH:
            raise ValueError(f"not an action: its values nest more than {MAX_ACTION_DEPTH} deep")
        if LONG_NUMBER.search(JSON_STRING.sub('""', text)):
            raise ValueError(f"not an action: a number has more than {MAX_INT_DIGITS} digits")
        text = text.strip()
        head = re.match(r"^(-?\d+) +([a-z_][a-z0-9_]*)", text)
        if not head:
            raise ValueError(f"not an action: {text!r} (expected '<seat> <kind> key=value ...')")
        seat, kind = int(head.group(1)), head.group(2)
        pos = head.end()
        params: list[tuple[str, Any]] = []
        while pos < len(text):
            if text[pos] != " ":
                raise ValueError(f"not an action: {text!r} (unexpected text at {pos})")
            while pos < len(text) and text[pos] == " ":
                pos += 1
            if pos >= len(text):
                break
            eq = text.find("=", pos)
            if eq < 0:
                raise ValueError(f"not an action: {text!r} (a parameter has no '=')")
            key = text[pos:eq]
            if not KEY.match(key):
                raise ValueError(f"not an action: {text!r} (bad parameter name {key!r})")
            try:
                value, pos = read_value(text, eq + 1)
            except (ValueError, TypeError) as exc:
                raise ValueError(f"not an action: {text!r} ({exc})") from exc
            params.append((key, value))
        return Action(kind, seat, tuple(params))


# ---------------------------------------------------------------------------
# Events, prompts, options, scores
# ---------------------------------------------------------------------------


_ACTION_KIND, _ACTION_SEAT, _ACTION_PARAMS, _ACTION_SOURCE, _ACTION_TARGETS = (
    Action.__dict__[f].__set__ for f in ("kind", "seat", "params", "source", "targets")
)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened during ``apply``: feeds the log, animations and teaching text.

    ``text`` is one complete sentence a player can read; ``targets`` lists the
    element ids it touched, so a view can highlight the last moves.
    """

    kind: str
    text: str
    seat: int | None = None
    params: tuple[tuple[str, Any], ...] = ()
    targets: tuple[str, ...] = ()

    @staticmethod
    def make(kind: str, text: str, seat: int | None = None, targets: Iterable[str] = (), **params: Any) -> Event:
        # the fields set straight into the frozen slots (several events are made per move of a playout)
        e = _new_event(Event)
        _EVENT_KIND(e, kind)
        _EVENT_TEXT(e, text)
        _EVENT_SEAT(e, seat)
        if not params:
            _EVENT_PARAMS(e, ())
        elif _SCALARS.issuperset(map(type, params.values())):  # plain values, as nearly every event has
            _EVENT_PARAMS(e, tuple(params.items()))
        else:
            _EVENT_PARAMS(e, tuple([(k, freeze(v)) for k, v in params.items()]))
        _EVENT_TARGETS(e, targets if targets.__class__ is tuple else tuple(targets))
        return e


_new_object = _new_event = object.__new__
_EVENT_KIND, _EVENT_TEXT, _EVENT_SEAT, _EVENT_PARAMS, _EVENT_TARGETS = (
    Event.__dict__[f].__set__ for f in ("kind", "text", "seat", "params", "targets")
)


@dataclass(frozen=True, slots=True)
class Prompt:
    """What ``seat`` is deciding now (``text``) and the rule behind it (``rule``, naming its section)."""

    seat: int | None
    text: str
    rule: str = ""
    kind: str = ""


@dataclass(frozen=True, slots=True)
class Option:
    """A variant a player picks before the game: ``choices`` are plain values, ``labels`` their names.

    Options sharing a ``group`` name (Endeavor's seven decks) are set together on a page of their own, behind
    one row of the setup screen, so a long list of small choices does not crowd out the others.
    """

    id: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    description: str = ""
    labels: tuple[str, ...] = ()
    group: str = ""

    def label_of(self, value: Any) -> str:
        if self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        return str(value)

    def parse(self, text: str) -> Any:
        """The choice named by ``text`` (value or label, case-insensitive); SetupError otherwise."""
        for value in self.choices:
            if str(value).lower() == text.lower() or value_text(value).lower() == text.lower():
                return value
        for value, label in zip(self.choices, self.labels, strict=False):
            if label.lower() == text.lower():
                return value
        known = ", ".join(str(v) for v in self.choices)
        raise SetupError(f"{self.label} (option {self.id!r}) has no choice {text!r} (choices: {known})")


@dataclass(frozen=True, slots=True)
class ScoreItem:
    category: str
    points: int
    detail: str = ""


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """One seat's score, itemised by the rulebook's categories."""

    seat: int
    items: tuple[ScoreItem, ...]
    provisional: bool = False

    @property
    def total(self) -> int:
        return sum(item.points for item in self.items)


# ---------------------------------------------------------------------------
# States
# ---------------------------------------------------------------------------


class GameState:
    """Base for game states: attributes in ``__dict__``, copied shallowly.

    ``copy()`` copies the attribute dict only (microseconds); ``apply`` then
    replaces, copy-on-write, just the lists it changes. Never share a mutable
    container between two states and change it in place.
    """

    events: tuple[Event, ...] = ()
    rng: Rng

    def copy(self) -> GameState:
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        return new


# ---------------------------------------------------------------------------
# Rulesets
# ---------------------------------------------------------------------------


class Ruleset:
    """One game. Subclasses implement the abstract methods; the rest have sound defaults."""

    id: str = ""
    title: str = ""
    player_counts: range = range(2, 3)
    #: One paragraph for the About screen: which component data is provisional.
    credits: str = ""
    #: The colour of each seat's pieces, in seat order: every text and drawing of this game takes them from here.
    seat_colours: tuple[str, ...] = COLOURS

    # -- setup -------------------------------------------------------------

    def options(self) -> list[Option]:
        return []

    def options_in_play(self, options: Mapping[str, Any]) -> list[Option]:
        """The options that change anything given the others (``options`` resolved): what a setup screen offers.

        A map's own variant, say, matters only when that map is chosen.
        """
        return self.options()

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults filled in; text values parsed; unknown keys or values raise SetupError."""
        given = dict(given or {})
        known = {o.id: o for o in self.options()}
        resolved: dict[str, Any] = {}
        for key in given:
            if key not in known:
                names = ", ".join(known) or "none"
                raise SetupError(f"{self.title} has no option {key!r} (options: {names})")
        for oid, opt in known.items():
            if oid in given:
                value = given[oid]
                if isinstance(value, str) and value not in opt.choices:
                    value = opt.parse(value)
                if not any(same_value(value, choice) for choice in opt.choices):  # true is not the choice 1
                    known = ", ".join(str(v) for v in opt.choices)
                    raise SetupError(
                        f"{opt.label} (option {oid!r}) has no choice {str(value)[:40]!r} (choices: {known})"
                    )
                resolved[oid] = value
            else:
                resolved[oid] = opt.default
        return resolved

    def allowed_players(self, options: Mapping[str, Any] | None = None) -> range:
        """Player counts allowed with these options (a map may narrow the game's range)."""
        return self.player_counts

    def check_setup(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Resolved options for a legal setup; SetupError with the reason otherwise."""
        resolved = self.resolve_options(options)
        allowed = self.allowed_players(resolved)
        if players not in allowed:
            raise SetupError(
                f"{self.title} with these options is for {allowed.start}-{allowed.stop - 1} players, not {players}"
            )
        return resolved

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
        raise NotImplementedError

    def new_game_scripted(
        self, players: int, seed: int, options: Mapping[str, Any] | None, chance: Mapping[str, Any]
    ) -> GameState:
        """A new game whose chance comes from ``chance`` (outcomes recorded in another program, in the
        game's own form) until it runs out, then from the seed: how a recorded game is replayed.
        SetupError where the game cannot take recorded chance, or the record is malformed."""
        raise SetupError(f"{self.title} cannot replay a game with recorded chance")

    # -- play --------------------------------------------------------------

    def to_move(self, state: GameState) -> int | None:
        raise NotImplementedError

    def prompt(self, state: GameState) -> Prompt:
        raise NotImplementedError

    def legal_actions(self, state: GameState) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: GameState, action: Action) -> GameState:
        raise NotImplementedError

    def explain(self, state: GameState, action: Action) -> str | None:
        """None if ``action`` is legal now, else the reason in a player's words."""
        if action in self.legal_actions(state):
            return None
        return self.why_illegal(state, action)

    def why_illegal(self, state: GameState, action: Action) -> str:
        """The specific reason an action that is not legal is refused; override per game."""
        seat = self.to_move(state)
        if seat is None:
            return "The game is over: no more moves can be made."
        if action.seat != seat:
            return f"It is not {self.seat_title(action.seat)}'s turn: {self.seat_title(seat)} is deciding now."
        return "That move is not one of the choices open now."

    def describe(self, state: GameState, action: Action) -> str:
        """A short label for an action list or a chooser; games override with their words."""
        return action.text.split(" ", 1)[1]

    def is_over(self, state: GameState) -> bool:
        return self.to_move(state) is None

    def scores(self, state: GameState) -> list[ScoreSheet]:
        raise NotImplementedError

    def ranking(self, state: GameState) -> list[int]:
        """Seats best first; default by total score, ties by seat order. Games apply their tie-breaks."""
        sheets = self.scores(state)
        return [s.seat for s in sorted(sheets, key=lambda s: (-s.total, s.seat))]

    def seat_title(self, seat: int) -> str:
        """How every text names ``seat``: its colour ("Red"); a game whose seats are nations adds them."""
        return seat_colour(seat, self.seat_colours)

    def progress(self, state: GameState) -> str:
        """Where the game stands, as a player says it ("Round 2 of 7, build phase"): for a save's label."""
        for name in ("round", "turn"):
            if isinstance(getattr(state, name, None), int):
                return f"{name.capitalize()} {getattr(state, name)}"
        return ""

    def stages(self, state: GameState, action: Action) -> list[GameState]:
        """The positions after each event of ``apply(state, action)``, in order, so a board can show a move that
        runs several automatic steps one at a time; [] for a game that does not tell them apart."""
        return []

    def bankrupt_seats(self, state: GameState) -> list[int] | None:
        """Seats gone bankrupt (out of the game before its end); None for a game without bankruptcy."""
        return None

    def places(self, state: GameState) -> list[int]:
        """Place of each seat (1 = first), as the ranking decides it; a game whose rulebook leaves some ties
        unbroken overrides this so that tied seats share a place."""
        ranking = self.ranking(state)
        return [ranking.index(p) + 1 for p in range(len(ranking))]

    def num_players(self, state: GameState) -> int:
        raise NotImplementedError

    # -- serialisation and hidden information -------------------------------

    def to_json(self, state: GameState) -> dict[str, Any]:
        raise NotImplementedError

    def from_json(self, data: Mapping[str, Any]) -> GameState:
        raise NotImplementedError

    def determinize(self, state: GameState, seed: int) -> GameState:
        """A copy whose future chance is reseeded.

        Hidden things are drawn when revealed, so the only unknown in a state is
        its generator: replacing it is enough for games that follow the
        contract. A game that holds information hidden from some players
        overrides this to resample it.
        """
        new = state.copy()
        new.rng = Rng(seed)
        return new

    # -- evaluation hook for the AI ------------------------------------------

    def heuristic(self, state: GameState) -> list[float] | None:
        """Estimated final score per seat, for the AI's short-horizon search; None = use scores()."""
        return None
