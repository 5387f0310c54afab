"""An owner's component corrections: a valid one changes the game, an invalid one is refused with the file, the
field and the reason and changes nothing, and a save says which components it was made with."""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from game import components as game_components
from game import saves
from game.match import Match, Seat
from rules import components as rc

DOC = Path(__file__).resolve().parents[2] / "docs" / "components.md"
GAMES = ("endeavor", "aoe3", "steam")


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A data folder of our own; afterwards the built-in components and the very modules imported before."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    for game in GAMES:
        monkeypatch.delenv(rc.env_name(game), raising=False)
    before = {n: m for n, m in sys.modules.items() if n.startswith(("rules.", "graphics.", "game.ai.evaluation."))}
    registered = {game: rules.get(game) for game in GAMES}
    views = sys.modules.get("graphics.views")
    factories = dict(views._factories) if views is not None else {}
    yield tmp_path
    for game in GAMES:
        rc.activate(rc.Corrections(game))
        os.environ.pop(rc.env_name(game), None)  # set by game.components.use, not by monkeypatch
    for name in [n for n in sys.modules if n.startswith(("rules.", "graphics.", "game.ai.evaluation."))]:
        if name not in before:
            del sys.modules[name]
    sys.modules.update(before)
    for ruleset in registered.values():
        rules.register(ruleset)
    if views is not None:
        views._factories.clear()
        views._factories.update(factories)
    evaluation = sys.modules.get("game.ai.evaluation")
    for cache in ("_cache", "_pointless", "_first_looks"):
        getattr(evaluation, cache, {}).clear()


def _write(home: Path, game: str, name: str, content) -> Path:
    path = home / "components" / game / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


def _bank():
    data = importlib.import_module("rules.endeavor.data")
    return data.BUILDINGS[data.BUILDING_INDEX["bank"]]


def _new_game(game: str = "endeavor", players: int = 3) -> Match:
    return Match(rules.get(game), [Seat("human", None, "You")] + [Seat("ai", "random")] * (players - 1), seed=5)


def test_a_valid_correction_changes_a_building_in_a_new_game(home):
    built_in = _bank()
    _write(home, "endeavor", "buildings.json", {"buildings": [{"id": "bank", "glory": 3, "icons": {"culture": 1}}]})
    assert game_components.has_corrections("endeavor")
    chosen = game_components.use("endeavor", True)
    assert chosen.refused == []
    bank = _bank()
    assert (bank.glory, bank.name, bank.level) == (3, built_in.name, built_in.level)
    assert bank.icons != built_in.icons and bank.icons[1] == 1  # a Culture icon added, the Wealth ones kept
    match = _new_game()
    assert match.components.startswith("corrections ")
    assert "Bank" in [b.name for b in importlib.import_module("rules.endeavor.data").BUILDINGS]
    game_components.use("endeavor", False)
    assert _bank() == built_in and _new_game().components == "built-in"


@pytest.mark.parametrize(
    ("content", "field", "reason"),
    [
        ({"buildings": [{"id": "bank", "glory": "three"}]}, "buildings[id=bank].glory", "must be a whole number"),
        ({"buildings": [{"id": "casino", "glory": 1}]}, "buildings[0].id", 'unknown id "casino"'),
        ({"buildings": [{"glory": 1}]}, "buildings[0].id", "missing"),
        ({"buildings": [{"id": "bank", "colour": "red"}]}, "buildings[id=bank].colour", "no such field"),
        ('{"buildings": [{"id": "bank", "glory": 1}', "", "not valid JSON"),
    ],
    ids=["wrong type", "unknown id", "missing field", "unknown field", "broken JSON"],
)
def test_an_invalid_correction_is_refused_naming_the_file_and_field_and_changes_nothing(home, content, field, reason):
    built_in = _bank()
    _write(home, "endeavor", "buildings.json", content)
    chosen = game_components.use("endeavor", True)
    [refusal] = chosen.refused
    assert refusal.file == "endeavor/buildings.json" and refusal.field == field and reason in refusal.reason
    assert str(refusal).startswith("endeavor/buildings.json")
    assert _bank() == built_in
    assert game_components.in_use("endeavor") == "built-in" and _new_game().components == "built-in"


def test_a_refused_file_leaves_the_other_files_corrections_in_force(home):
    _write(home, "endeavor", "buildings.json", "not json")
    _write(home, "endeavor", "tracks.json", {"discs": {"value": 8}})
    chosen = game_components.use("endeavor", True)
    assert [r.file for r in chosen.refused] == ["endeavor/buildings.json"]
    assert importlib.import_module("rules.endeavor.data").DISCS == 8


def test_a_save_made_with_corrections_and_loaded_without_them_says_so(home):
    correction = _write(home, "endeavor", "buildings.json", {"buildings": [{"id": "bank", "glory": 2}]})
    game_components.use("endeavor", True)
    match = _new_game()
    for _ in range(4):
        match.submit(match.legal_actions()[0])
    path = saves.save(match, home / "with-corrections.json")
    assert json.loads(path.read_text())["components"] == match.components != "built-in"
    again = saves.load(path)  # the folder still holds them: loaded with them, nothing to say
    assert again.components == match.components and again.components_note == ""
    correction.unlink()
    game_components.use("endeavor", False)
    back = saves.load(path)
    assert back.components == "built-in"
    assert "saved with component corrections" in back.components_note
    assert "loaded with the built-in components" in back.components_note


def test_a_save_without_a_components_entry_is_a_built_in_one(home):
    match = _new_game()
    path = saves.save(match, home / "old.json")
    data = json.loads(path.read_text())
    del data["components"]
    path.write_text(json.dumps(data))
    assert saves.load(path).components_note == ""


@pytest.mark.parametrize("game", GAMES)
def test_the_worked_example_of_docs_components_md_is_accepted_and_takes_effect(home, game):
    examples = re.findall(r"`components/([\w/.]+)`:\n\n```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    (name, text) = next((n, t) for n, t in examples if n.startswith(game + "/"))
    _write(home, game, name.split("/", 1)[1], text)
    chosen = game_components.use(game, True)
    assert chosen.refused == [] and chosen.accepted
    _new_game(game, 4 if game == "steam" else 3)
    record = json.loads(text)
    key, [fix] = next(iter((k, v) for k, v in record.items() if k != "note"))
    merged = next(iter(chosen.merged.values()))
    built = next(r for r in merged[key] if r["id"] == fix["id"])
    for field, value in fix.items():
        assert built[field] == value or (isinstance(value, dict) and value.items() <= built[field].items())


def test_with_an_empty_folder_only_the_built_in_components_are_offered(home):
    assert not game_components.has_corrections("aoe3")
    (home / "components" / "aoe3").mkdir(parents=True)
    assert not game_components.has_corrections("aoe3")
    assert game_components.use("aoe3", True).accepted == {}


def test_a_fresh_process_such_as_the_computer_players_search_reads_the_corrections_in_force(home):
    _write(home, "endeavor", "buildings.json", {"buildings": [{"id": "bank", "glory": 4}]})
    game_components.use("endeavor", True)
    code = "from rules.endeavor import data as D; print(D.BUILDINGS[D.BUILDING_INDEX['bank']].glory)"
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=dict(os.environ), capture_output=True, text=True)
    assert out.stdout.strip() == "4", out.stderr


def test_a_marks_hover_says_when_the_owners_corrections_are_in_force(home):
    from graphics import provisional

    assert "Your own corrections" not in provisional.text("endeavor", "building", "Bank", "bank")
    _write(home, "endeavor", "buildings.json", {"buildings": [{"id": "bank", "glory": 4}]})
    game_components.use("endeavor", True)
    assert "Your own corrections are in force" in provisional.text("endeavor", "building", "Bank", "bank")
    assert "Your own corrections" not in provisional.text("aoe3", "counter")
