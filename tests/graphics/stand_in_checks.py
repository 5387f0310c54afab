"""What every stand-in mark's hover must satisfy, shared by the three boards' tests."""

from __future__ import annotations

import re

import pygame

from graphics import provisional
from graphics.dnd import sources_of, targets_of
from graphics.layout import play_layout
from graphics.view import ViewContext
from graphics.views import view_for

#: Words that would show an internal id, a file or a developer's note instead of the board's words.
INTERNAL = re.compile(r"provisional|stand_in|\w+_\w+|\w+:\w+|\w+\.json|rules/|data/|\bSTAND-IN\b|\b[SW]\d\b")


def drawn_marks(rs, state, size=(1280, 720)):
    """The view drawn at ``size`` and each mark's id with its hover text."""
    view = view_for(rs)
    view.layout(play_layout(size).board)
    acts = rs.legal_actions(state)
    view.draw(pygame.Surface(size), state, ViewContext(legal_targets=set(targets_of(acts)), sources=sources_of(acts)))
    return view, {eid: view.describe(state, eid) for eid in view.rects if provisional.is_mark(eid)}


def kinds_of(marks, game: str) -> set[str]:
    """The provisional kinds the marks stand for (a kind drawn once per map is named with its map)."""
    known = provisional.kinds(game)
    out = set()
    for eid in marks:
        kind, key = provisional.split_mark(eid)
        out.add(kind if kind in known else f"{kind}:{key}")
    return out


def check_words(eid: str, text: str | None) -> None:
    """A hover that exists, says what is printed and what is ours, and shows no internal id."""
    assert text, eid
    assert "The rulebook prints" in text, text
    found = INTERNAL.search(text)
    assert found is None, (eid, found and found.group(0), text)
    key = provisional.split_mark(eid)[1].partition("@")[0]
    assert not key or key not in text, (eid, text)
