"""The program's start: broken settings are replaced by the defaults and reported once, the bad file
kept aside; temporary files a killed save left are removed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import paths, saves
from game.launch import open_app
from game.settings import Settings, read_settings, settings_path

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("BOARDGAMES_CONFIG", str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    return tmp_path


def _started(app) -> str:
    try:
        app.step(dt=1 / 60)
        return app.scene.message
    finally:
        for scene in reversed(app.scenes):
            scene.close()
        pygame.quit()


@pytest.mark.parametrize(
    "content",
    [
        b"[" * 5000 + b"]" * 5000,
        b'{"ui_scale": ' + b"[" * 900 + b"]" * 900 + b"}",
        b"\x00\xff\xfe garbage \x9c",
        b'{"window_size": [1280, 7' + b"0" * 5000 + b"]}",
        b"{broken",
    ],
    ids=["nested", "nested_value", "garbage", "long_number", "broken_json"],
)
def test_unreadable_settings_start_the_app_with_defaults_say_so_once_and_keep_the_file(home, content):
    settings_path().write_bytes(content)
    app = open_app()
    assert app.settings == Settings()
    message = _started(app)
    assert "settings.json could not be read" in message and "default settings are used" in message
    assert (home / "config" / "settings.json.broken").read_bytes() == content
    assert _started(open_app()) == ""  # said once: the next start is quiet


def test_bad_values_are_reset_or_clamped_and_reported_and_the_rest_kept(home):
    settings_path().write_text('{"window_size": [16384, 16384], "ui_scale": "big", "ai_pace": 2}')
    settings, message = read_settings()
    assert settings.window_size == (7680, 4320) and settings.ui_scale == 1.0 and settings.ai_pace == 2.0
    assert "window size" in message and "ui scale" in message and "settings.json.broken" in message
    assert read_settings() == (settings, None)


def test_a_killed_save_leaves_no_temporary_file_after_the_next_start(home):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    writer = (
        "import os, sys, time\n"
        "from pathlib import Path\n"
        "from game import paths\n"
        "os.replace = lambda a, b: (print('written', flush=True), time.sleep(60))\n"  # killed before the rename
        "paths.atomic_write_text(Path(sys.argv[1]), '{\"format\": 1}' * 1000)\n"
    )
    argv = [sys.executable, "-c", writer, str(folder / "mine.json")]
    child = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE)
    try:
        assert child.stdout.readline().strip() == b"written"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    left = [p for p in folder.iterdir() if paths.is_temporary(p)]
    assert len(left) == 1 and str(child.pid) in left[0].name
    live = folder / f".other.json.{os.getpid()}.tmp"  # a write in progress by a live process is kept
    live.write_text("{")
    _started(open_app())
    assert [p.name for p in folder.iterdir()] == [live.name]


def test_an_old_temporary_file_is_removed_whoever_wrote_it(home):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    old = folder / f".x.json.{os.getpid()}.tmp"
    old.write_text("{")
    past = time.time() - paths.STALE_TEMPORARY - 5
    os.utime(old, (past, past))
    assert paths.remove_stale_temporaries(folder) == [old]
