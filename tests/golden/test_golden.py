"""Golden games: full games of every game and variant, replayed; the end and the scores must not move.

A change that alters one of them changes the rules' outcome: its commit says so, and regenerates
them (``python -m tests.golden.make_golden``, see README.md in this folder).
"""

from __future__ import annotations

import json

import pytest

import rules
from game import saves
from tests.golden.games import GOLDENS, INDEX

RECORDED = {entry["name"]: entry for entry in json.loads(INDEX.read_text())}


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: g.name)
def test_a_golden_game_replays_to_its_saved_end_with_its_scores(golden):
    entry = RECORDED[golden.name]
    match = saves.load(golden.path)  # replays every move and compares the end with the saved final state
    assert match.is_over() and match.ply == entry["moves"]
    assert (match.ruleset.id, len(match.seats), match.seed) == (golden.game, golden.players, golden.seed)
    assert match.options == match.ruleset.resolve_options(golden.options)
    assert [sheet.total for sheet in match.ruleset.scores(match.state)] == entry["scores"]
    assert match.ruleset.ranking(match.state) == entry["ranking"]


@pytest.mark.parametrize("game", ["endeavor", "steam", "aoe3"])
def test_every_variant_of_every_game_has_a_golden_game(game):
    ruleset = rules.get(game)
    played = [ruleset.resolve_options(g.options) for g in GOLDENS if g.game == game]
    assert played, f"no golden game of {game}"
    for option in ruleset.options():
        missing = [c for c in option.choices if not any(p[option.id] == c for p in played)]
        assert not missing, f"{game}: no golden game with {option.id} = {missing}"
    counts = {g.players for g in GOLDENS if g.game == game}
    assert min(counts) == ruleset.player_counts.start or game == "steam"
