"""The in-app rules reference: small entries by topic for each game, as data in ``game/reference/<game>.json``.

An entry is a few sentences in this project's own words (never the rulebook's
text), the rulebook section it summarises, cross-links to other entries,
aliases (the other words a player may know the rule by: the base Endeavor
rulebook's Expedite, Port, Wages, Finance, Politics, ...) and, where a map or
module changes the rule, a flag naming the variant and the entry that explains
it. Entries also say which prompt kinds, action kinds, board elements and
refusal sentences they explain (``game.reference.links`` reads those), so every
prompt, hover text and refused move can open the reference at its rule.

This package imports no pygame: the link and search tests run without a window.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["Change", "Entry", "Picture", "Reference", "available", "load", "positions"]

HERE = Path(__file__).parent
#: The section of entries that are this program's advice rather than a rule.
OWN_ADVICE = "Not in the rulebook: this program's own advice"


@dataclass(frozen=True)
class Change:
    """A variant (map or module) that changes the rule of a base entry."""

    by: str  # the variant as players know it ("Tasmania", "Age of Expansion buildings")
    option: str  # the option it comes with ("map=tasmania", "aoe_buildings")
    see: str  # the entry that explains the variant
    text: str


@dataclass(frozen=True)
class Picture:
    """A picture of an entry's rule: the game's board view painting a real position round one element.

    ``game.scenes.rules_pictures`` paints it (this package draws nothing).
    """

    position: str  # "lesson:<name>" (a lesson's position) or one of the file's recorded "positions"
    ply: int  # how many of the position's moves are played
    element: str  # the board element the picture is centred on
    span: tuple[int, int] = (480, 320)  # board pixels shown, the board laid out at twice 1280x720
    glow: bool = False  # the legal targets of the seat to move lit, as in play
    mark_last: bool = False  # the last move's pieces marked, as in play
    caption: str = ""


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    section: str
    text: str
    aliases: tuple[str, ...] = ()
    see: tuple[str, ...] = ()
    changes: tuple[Change, ...] = ()
    prompts: tuple[str, ...] = ()  # prompt kinds this entry explains
    actions: tuple[str, ...] = ()  # action kinds whose refusal it explains
    elements: tuple[str, ...] = ()  # element id prefixes ("city", "box:dock", "action:engineer")
    patterns: tuple[str, ...] = ()  # regular expressions met in the sentences it explains
    option: str = ""  # the variant this entry belongs to ("" = the base game)
    picture: Picture | None = None


@dataclass(frozen=True)
class Reference:
    """One game's entries, in reading order."""

    game: str
    title: str
    note: str
    entries: tuple[Entry, ...]

    def get(self, entry_id: str) -> Entry | None:
        return self._by_id().get(entry_id)

    def __contains__(self, entry_id: object) -> bool:
        return entry_id in self._by_id()

    def _by_id(self) -> dict[str, Entry]:
        return _index(self)


@cache
def _index(ref: Reference) -> dict[str, Entry]:
    return {e.id: e for e in ref.entries}


def available() -> list[str]:
    """Game ids that have a reference, in menu order (Endeavor, Age of Steam, Age of Empires III)."""
    order = {"endeavor": 0, "steam": 1, "aoe3": 2}
    return sorted((p.stem for p in HERE.glob("*.json")), key=lambda g: (order.get(g, 9), g))


@cache
def positions(game: str) -> dict[str, Any]:
    """The positions the file records for its pictures, by name: a seed, the options, the players, the moves."""
    data = json.loads((HERE / f"{game}.json").read_text(encoding="utf-8"))
    return dict(data.get("positions", {}))


def _picture(raw: dict[str, Any] | None) -> Picture | None:
    if raw is None:
        return None
    w, h = raw.get("span", (480, 320))
    return Picture(
        position=raw["position"],
        ply=int(raw["ply"]),
        element=raw["element"],
        span=(int(w), int(h)),
        glow=bool(raw.get("glow", False)),
        mark_last=bool(raw.get("mark_last", False)),
        caption=raw.get("caption", ""),
    )


@cache
def load(game: str) -> Reference:
    """The reference of ``game`` (ValueError naming the file and what is wrong with it)."""
    path = HERE / f"{game}.json"
    try:
        return _parse(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"the rules reference {path.name} cannot be read: {exc!r}") from exc


def _parse(data: dict[str, Any]) -> Reference:
    entries = []
    for raw in data["entries"]:
        changes = tuple(
            Change(c["by"], c.get("option", ""), c.get("see", ""), c["text"]) for c in raw.get("changes", ())
        )
        entries.append(
            Entry(
                id=raw["id"],
                title=raw["title"],
                section=raw.get("section", ""),
                text=raw["text"],
                aliases=tuple(raw.get("aliases", ())),
                see=tuple(raw.get("see", ())),
                changes=changes,
                prompts=tuple(raw.get("prompts", ())),
                actions=tuple(raw.get("actions", ())),
                elements=tuple(raw.get("elements", ())),
                patterns=tuple(raw.get("patterns", ())),
                option=raw.get("option", ""),
                picture=_picture(raw.get("picture")),
            )
        )
    if data.get("tips"):  # the reference lists every contextual tip, each with a link to its rule
        text = "\n".join(f"• {t['text']}" for t in data["tips"])
        entries.append(
            Entry(
                id="tips",
                title="Tips for a first game",
                section=OWN_ADVICE,
                text="Shown once each, the first time the situation arises (Settings turns them off).\n" + text,
                see=tuple(dict.fromkeys(t["entry"] for t in data["tips"])),
                aliases=("hints", "advice", "help"),
            )
        )
    ids = [e.id for e in entries]
    if len(set(ids)) != len(ids):
        raise ValueError("two entries share an id")
    return Reference(data["game"], data.get("title", data["game"]), data.get("note", ""), tuple(entries))
