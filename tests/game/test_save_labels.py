"""The Load list's words (issue 16): each save names its game, map, where the game stands, who moves, and when."""

from __future__ import annotations

import json
import os

import pytest

import rules
from game import save_labels, saves
from game.ai import make_agent
from game.match import Match, Seat

SEATS = [Seat("human", None, "Ann"), Seat("ai", "random", "Bot 1"), Seat("ai", "random", "Bot 2")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))


def test_after_an_undo_the_autosaves_read_differently_newest_first_and_say_who_is_to_move():
    """The issue's "move 5, move 6, move 5": three autosaves around an undo."""
    match = Match("steam", SEATS, seed=4, autosave=saves.autosave)
    agent = make_agent("random", match.ruleset, 1)
    while match.to_move() != 0:
        match.submit(agent.choose(match.state, match.to_move()))
    match.submit(match.legal_actions()[0])
    match.undo(0)
    folder = saves.saves_dir()
    autos = sorted(folder.glob("autosave-steam-*.json"))
    assert len(autos) == 3
    for i, path in enumerate(sorted(autos, key=lambda p: int(p.stem.rsplit("-", 1)[1]))):
        os.utime(path, (1_700_000_000 + i, 1_700_000_000 + i))  # written a second apart, oldest first
    titles = [info.title for info in saves.list_saves()]
    assert len(set(titles)) == 3
    assert all(t.startswith("Age of Steam, Rust Belt — Round 1 of 10, ") for t in titles)
    assert "Red (Ann) to move" in titles[0]  # the newest, after the undo, is Ann's decision again
    stamps = [t.rsplit(" · autosave ", 1)[1] for t in titles]
    assert stamps == sorted(stamps, reverse=True)


def test_two_saves_of_the_same_position_in_the_same_second_are_told_apart():
    assert save_labels.distinct([("Endeavor — Round 1", 5), ("Endeavor — Round 1", 6), ("Tiny", 5)]) == [
        "Endeavor — Round 1 · move 5",
        "Endeavor — Round 1 · move 6",
        "Tiny",
    ]
    assert save_labels.distinct([("Tiny", 5), ("Tiny", 5)]) == ["Tiny · move 5", "Tiny · move 5 (2)"]


def test_the_variant_names_the_map_and_every_option_changed_from_its_default():
    steam, endeavor = rules.get("steam"), rules.get("endeavor")
    assert save_labels.variant(steam, steam.resolve_options({})) == "Rust Belt"
    assert save_labels.variant(steam, steam.resolve_options({"map": "japan"})) == "Japan"
    options = endeavor.resolve_options({"aoe_buildings": "on"})
    assert save_labels.variant(endeavor, options) == "Age of Expansion buildings"
    assert save_labels.variant(endeavor, endeavor.resolve_options({})) == ""


def test_each_game_says_where_it_stands_in_its_own_terms():
    for game, expected in (("endeavor", "Round 1 of 7, build phase"), ("aoe3", "Turn 1 of 8")):
        match = Match(game, SEATS, seed=2)
        assert match.ruleset.progress(match.state) == expected


def test_a_tasmania_game_counts_its_own_rounds_one_fewer_than_the_base_game():
    match = Match("steam", SEATS, seed=2, options={"map": "tasmania"})
    assert match.ruleset.progress(match.state).startswith("Round 1 of 9, ")  # 3 seats: 10 rounds less one


def test_an_older_save_without_a_summary_lists_its_move_count_and_a_broken_summary_is_only_ignored():
    match = Match("aoe3", SEATS, seed=2)
    path = saves.save(match)
    data = json.loads(path.read_text())
    del data["summary"]
    path.write_text(json.dumps(data))
    assert saves.list_saves()[0].title.startswith("Age of Empires III: The Age of Discovery, move 0 · saved ")
    data["summary"] = {"variant": "x" * 5000, "progress": 3, "to_move": None}
    path.write_text(json.dumps(data))
    info = saves.list_saves()[0]
    assert info.error is None and ", move 0 · saved " in info.title
    assert saves.load(path).ply == 0
