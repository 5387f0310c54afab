"""Issue 16, words not ids: no message a player can see shows an internal id.

Random games with a fixed seed on every board (each Age of Steam map, Endeavor
with and without Age of Expansion, Age of Empires III), and at each position
every text the player may read there: the prompt, the hover text of the board's
elements, the words of the choices (the board's own label, or the rules'), the
reason of refused drops (a piece dropped on another place of the board), the
rules' reason for a move changed to another seat, and the log's events. None may
show an element id, coordinates or a snake_case key: places are named as the
board names them.
"""

from __future__ import annotations

import random
import re

import pygame
import pytest

import rules
from graphics.dnd import DragController
from graphics.view import ViewContext
from graphics.views import view_for
from rules.core import Action

#: Coordinates ("3,6", "(6, 6)", "hex 15"), element ids ("box:dock", "building 0 1", "harbor 0",
#: Endeavor's city keys "EU2"), seat ids ("seat_2") and snake_case keys ("capital_buildings").
INTERNAL = re.compile(
    r"\d+,\d+"
    r"|\(\d+, ?\d+\)"
    r"|\bhex \d+(?!\d)(?! hexes)"
    r"|\b[a-z_]+:[A-Za-z0-9_]"
    r"|\bseat_\d"
    r"|\b[a-z]+_[a-z0-9_]+\b"
    r"|\b[a-z]+ \d+ \d+\b"
    r"|\b(harbor|supply|tokens|building|card|box|region|counter|deck|good|goods|stack|shipping|market|link"
    r"|governor|prominence|sea|newcity|city|town|tile|action|display|engine|income|shares|disc|colonist) \d"
    r"|\b[A-Z]{2}\d+\b"
)

#: (game, options, players, plies): every board and variant the client offers.
GAMES = [
    ("endeavor", {}, 3, 150),
    ("endeavor", {"aoe_buildings": True, "aoe_cards": True, "prominence": "naval_superiority"}, 5, 150),
    ("endeavor", {"aoe_buildings": True, "prominence": "political_agenda"}, 4, 100),
    ("steam", {"map": "rust_belt"}, 4, 160),
    ("steam", {"map": "tasmania"}, 3, 160),
    ("steam", {"map": "venezuela"}, 4, 160),
    ("steam", {"map": "japan"}, 3, 160),
    ("aoe3", {}, 4, 200),
    ("aoe3", {}, 2, 120),
]


pytestmark = pytest.mark.usefixtures("board_window")


def _refusals(view, ruleset, state, actions, rnd: random.Random) -> list[str]:
    """What the board says when a movable piece is dropped on another place, as the play scene asks it."""
    out = []
    sources = sorted({a.source for a in actions if a.source})
    places = list(view.rects)
    for source in rnd.sample(sources, min(3, len(sources))):
        for element in [None, *rnd.sample(places, min(4, len(places)))]:
            dnd = DragController()
            dnd.press((0, 0), source, actions)
            dnd.dragging = True
            outcome = dnd.release(
                (9, 9),
                element,
                actions,
                lambda a: ruleset.explain(state, a),
                lambda s: None,
                view.nearest,
                0,
                refusal=lambda s, e: view.explain_drop(state, s, e),
                name=lambda e: view.place_name(state, e),
            )
            if outcome.kind == "illegal":
                out.append(outcome.message)
    return out


def _texts_of_a_game(game: str, options: dict, players: int, plies: int, seed: int = 1) -> list[str]:
    ruleset = rules.get(game)
    options = ruleset.resolve_options(options)
    state = ruleset.new_game(players, seed, options)
    view = view_for(ruleset)
    view.layout(pygame.Rect(8, 88, 944, 624))
    surface = pygame.Surface((960, 720))
    rnd = random.Random(seed)
    texts: list[str] = []
    for _ in range(plies):
        if ruleset.is_over(state):
            break
        actions = view.annotate(state, ruleset.legal_actions(state))
        seat = ruleset.to_move(state)
        targets = {t for a in actions for t in a.targets}
        sources = {a.source for a in actions if a.source}
        view.draw(surface, state, ViewContext(seat=seat, legal_targets=targets, sources=sources))
        texts.append(ruleset.prompt(state).text)
        places = list(view.rects)
        texts += [view.describe(state, e) or "" for e in rnd.sample(places, min(20, len(places)))]
        for a in rnd.sample(actions, min(8, len(actions))):
            texts.append(view.label(state, a) or ruleset.describe(state, a))
            other = Action(a.kind, (a.seat + 1) % players, a.params, a.source, a.targets)
            texts.append(ruleset.explain(state, other) or "")
        texts += [title for title, _ in view.group_choices(state, actions) or []]
        texts += _refusals(view, ruleset, state, actions, rnd)
        state = ruleset.apply(state, rnd.choice(ruleset.legal_actions(state)))
        texts += [e.text for e in state.events]
    return texts


@pytest.mark.parametrize(("game", "options", "players", "plies"), GAMES)
def test_no_message_of_a_random_game_shows_an_internal_id(game, options, players, plies):
    texts = _texts_of_a_game(game, options, players, plies)
    assert len(texts) > 1000  # prompts, hover texts, choices and refusals were all read
    shown = sorted({t for t in texts if INTERNAL.search(t)})
    assert shown == []


@pytest.mark.parametrize(
    "text",
    [
        "The nearest place it can go is building 0 0.",
        "The nearest place it can go is box capital_buildings 3.",
        "The nearest place it can go is hex 15,21.",
        "Seat 3 lays a sharp curve on hex 3,6.",
        "The unfinished link (6,6) loses its owner.",
        "Given to seat_2.",
        "No move takes harbor 0 to city AF4.",
        "Attack Amsterdam (EU2), held by Blue.",
    ],
)
def test_the_id_patterns_catch_the_leaks_players_saw(text):
    assert INTERNAL.search(text)


@pytest.mark.parametrize(
    "text",
    [
        "Colonies score after turns 3, 6 and 8: of players with 3+ units, most 6 VP, second 2 VP.",
        "Seat 1 lays a gentle curve on the hex just north of Chicago for $2.",
        "No move takes Harbor of Red to Havana (Caribbean). The nearest place it can go is Market, level 1.",
        "Capital Buildings, space 3: empty.",
    ],
)
def test_the_id_patterns_let_words_through(text):
    assert not INTERNAL.search(text)
