"""``main.py options GAME``, ``play --help`` and the README name every game, map and option key (issue 16)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from game import cli
from game.options_help import value_word

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("endeavor", "steam", "aoe3")


@pytest.mark.parametrize("game", GAMES)
def test_options_lists_each_key_with_its_values_and_default(capsys, game):
    assert cli.main(["options", game]) == 0
    out = capsys.readouterr().out
    ruleset = rules.get(game)
    assert out.startswith(f"{ruleset.title} ({game}), ")
    for option in ruleset.options():
        block = out.split(f"  {option.id}: {option.label}\n", 1)[1]
        values, default = block.splitlines()[:2]
        assert all(value_word(option, v) in values for v in option.choices)
        assert default == f"    default: {value_word(option, option.default)}"
        # every value it prints is one play --option takes
        assert all(option.parse(value_word(option, v)) == v for v in option.choices)


def test_a_maps_own_variant_says_which_map_it_belongs_to_and_each_map_its_players(capsys):
    cli.main(["options", "steam"])
    out = capsys.readouterr().out
    tasmania = re.split(r"\n  (?=\S)", out.split("  tasmania_penalty_floor: ", 1)[1], maxsplit=1)[0]
    assert "only with: map=tasmania" in tasmania
    assert "venezuela = Venezuela (4-5 players)" in out and "default: rust_belt" in out
    production = re.split(r"\n  (?=\S)", out.split("  production: ", 1)[1], maxsplit=1)[0]
    assert "only with" not in production


def test_options_of_an_unknown_game_names_the_known_ones_and_exits_2(capsys):
    assert cli.main(["options", "chess"]) == 2
    assert "known games: endeavor, steam, aoe3" in capsys.readouterr().err


def test_play_help_lists_the_games_and_maps_and_points_to_the_options_command(capsys):
    assert cli.main(["play", "--help"]) == 0
    out = capsys.readouterr().out
    assert "rust_belt (default), tasmania, venezuela, japan" in out
    assert all(f"  {game}: " in out for game in GAMES)
    assert "python main.py options GAME" in out


def test_the_readme_names_rust_belt_as_the_default_map_and_the_options_command():
    readme = (ROOT / "README.md").read_text()
    first = readme.split("\n## ", 1)[0]
    assert "Age of Steam** (the Rust Belt base map, Tasmania, Venezuela and Japan)" in first
    assert "main.py options GAME" in first
    for game in GAMES:
        assert f"`{game}`" in first
    maps = next(o for o in rules.get("steam").options() if o.id == "map")
    assert all(m in first for m in maps.choices)
    for option in rules.get("endeavor").options():
        assert f"`{option.id}=" in first
