"""Settings persist in the config folder; a missing or broken file never stops the game."""

from __future__ import annotations

import json

import pytest

from game import paths
from game.settings import Settings, load_settings, save_settings, settings_path


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_CONFIG", str(tmp_path / "config"))
    return tmp_path / "config"


def test_defaults_are_those_agreed():
    s = Settings()
    assert s.window_size == (1280, 720) and not s.fullscreen and s.ui_scale == 1.0
    assert s.animation_speed == 1.0 and s.ai_pace == 0.6 and s.colour_blind_marks and s.tooltip_delay == 0.5


def test_the_config_folder_comes_from_the_environment(config):
    assert paths.config_root() == config and settings_path() == config / "settings.json"


def test_without_a_file_the_defaults_are_used():
    assert load_settings() == Settings()


def test_settings_saved_are_loaded_back():
    s = Settings(window_size=(1600, 900), fullscreen=True, ui_scale=1.25, ai_pace=0.0, colour_blind_marks=False)
    save_settings(s)
    assert load_settings() == s


@pytest.mark.parametrize("content", [b"", b"{broken", b"\xff\xfe\x00", b"[1, 2]", b"null"])
def test_a_broken_file_gives_the_defaults(config, content):
    config.mkdir()
    (config / "settings.json").write_bytes(content)
    assert load_settings() == Settings()


def test_a_bad_value_falls_back_to_its_default_and_keeps_the_rest(config):
    config.mkdir()
    data = {"window_size": [10, "x"], "ui_scale": 99, "fullscreen": "yes", "ai_pace": 2, "unknown": 1}
    (config / "settings.json").write_text(json.dumps(data))
    s = load_settings()
    assert s.window_size == (1280, 720) and s.ui_scale == 1.0 and s.fullscreen is False
    assert s.ai_pace == 2.0


def test_saving_leaves_no_temporary_file(config):
    save_settings(Settings())
    assert [p.name for p in config.iterdir()] == ["settings.json"]


def test_the_lessons_done_are_kept_and_a_bad_list_gives_none(config):
    save_settings(Settings(lessons_done=("endeavor", "aoe3")))
    assert load_settings().lessons_done == ("endeavor", "aoe3")
    (config / "settings.json").write_text(json.dumps({"lessons_done": ["aoe3", 7], "ai_pace": 1}))
    s = load_settings()
    assert s.lessons_done == () and s.ai_pace == 1.0
