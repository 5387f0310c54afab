"""A match with recorded chance (a replayed game) saves its record and loads back to the same position."""

from __future__ import annotations

import json

from game import saves
from game.match import Match, Seat

SEATS = [Seat("human", name=f"Seat {i + 1}") for i in range(3)]
CHANCE = {"order": [2, 1, 0], "dice": [[6, 6, 6], [5, 5, 5]]}


def first_round(m: Match) -> Match:
    """Play round 1 with the quickest choices (drop out, finish building, pass)."""
    while m.state.round == 1:
        actions = m.legal_actions()
        m.submit(next((a for a in actions if a.kind in ("pass", "done", "drop")), actions[0]))
    return m


def test_a_match_with_recorded_chance_saves_the_record_and_loads_back(tmp_path):
    m = Match("steam", SEATS, 5, {"map": "rust_belt"}, chance=CHANCE)
    assert m.state.order == (2, 1, 0)
    first_round(m)
    path = saves.save(m, tmp_path / "replayed.json")
    data = json.loads(path.read_text())
    assert data["chance"] == CHANCE and "script" not in data["final"]  # both rolls of round 1 used
    back = saves.load(path)
    assert back.chance == CHANCE and back.history == m.history
    assert back.ruleset.to_json(back.state) == m.ruleset.to_json(m.state)


def test_undo_stops_at_a_recorded_roll():
    """The move that ends the round rolls the recorded dice: chance revealed, so it cannot be taken back."""
    m = first_round(Match("steam", SEATS, 5, {"map": "rust_belt"}, chance=CHANCE))
    assert not m.can_undo(m.history[-1].seat)
