"""Which reference entry explains a prompt, a board element or a refused move: every rule one click away.

The entries carry the keys (``prompts``, ``actions``, ``elements``,
``patterns`` in the reference data); this module only reads them.

- A prompt goes to the entry listing its kind; when several list it (the
  Endeavor Payment phase and the Payment action share the kind ``payment``),
  the one whose patterns meet the prompt's rule sentence wins.
- A refusal goes to the entry whose pattern matches the sentence most
  specifically (the longest match), else to the entry of the rulebook section
  the sentence names ("(1.7.2)"), else to the current decision's entry, else to
  the refused action kind's.
- A board element goes to the entry with the longest matching id prefix
  ("box:dock" before "box").
"""

from __future__ import annotations

import re
from functools import cache

from game.reference import Entry, Reference, load
from rules.core import Prompt

__all__ = ["entry_for_element", "entry_for_prompt", "entry_for_refusal"]

SECTION = re.compile(r"\((\d+(?:\.\d+)+)\)")


@cache
def _compiled(entry: Entry) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in entry.patterns)


def _by_pattern(ref: Reference, text: str, among: tuple[Entry, ...] | None = None) -> Entry | None:
    best, length = None, 0
    for entry in ref.entries if among is None else among:
        for pattern in _compiled(entry):
            m = pattern.search(text)
            if m and len(m.group(0)) > length:
                best, length = entry, len(m.group(0))
    return best


def _by_section(ref: Reference, text: str) -> Entry | None:
    for number in SECTION.findall(text):
        parts = number.split(".")
        while parts:  # "1.7.2" first, then "1.7"
            want = ".".join(parts)
            for entry in ref.entries:
                if entry.section == want:
                    return entry
            parts.pop()
    return None


def _listing(ref: Reference, field: str, key: str) -> tuple[Entry, ...]:
    return tuple(e for e in ref.entries if key in getattr(e, field))


def entry_for_prompt(game: str, prompt: Prompt) -> str | None:
    """The entry id that explains the decision ``prompt`` asks for."""
    ref = load(game)
    listed = _listing(ref, "prompts", prompt.kind)
    if len(listed) > 1:
        chosen = _by_pattern(ref, prompt.rule, listed)
        return (chosen or listed[0]).id
    if listed:
        return listed[0].id
    found = _by_pattern(ref, prompt.rule) or _by_section(ref, prompt.rule)
    return found.id if found else None


def entry_for_refusal(game: str, reason: str, action_kind: str = "", prompt: Prompt | None = None) -> str | None:
    """The entry id that explains why a move was refused with ``reason``."""
    ref = load(game)
    found = _by_pattern(ref, reason) or _by_section(ref, reason)
    if found is not None:
        return found.id
    if prompt is not None:
        by_prompt = entry_for_prompt(game, prompt)
        if by_prompt is not None:
            return by_prompt
    listed = _listing(ref, "actions", action_kind)
    return listed[0].id if listed else None


def entry_for_element(game: str, element_id: str) -> str | None:
    """The entry id that explains the board element ``element_id`` (None: no entry is about it)."""
    ref = load(game)
    best, length = None, -1
    for entry in ref.entries:
        for prefix in entry.elements:
            if (element_id == prefix or element_id.startswith(prefix + ":")) and len(prefix) > length:
                best, length = entry, len(prefix)
    return best.id if best else None
