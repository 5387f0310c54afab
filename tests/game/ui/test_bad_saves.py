"""Every file of the broken-save corpus gives a clear message naming it, from the saves module, the
Load screen, Continue and the command line, and leaves the saves folder exactly as it was."""

from __future__ import annotations

import os
import sys
import time
import types

import pytest

from game import cli, saves
from game.match import Match
from game.saves import SaveError
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from tests.game.bad_saves import CASES, REASONS, SEATS, folder_digest, write_case
from tests.game.ui.conftest import button, click, frames

CASE_NAMES = sorted(CASES)


@pytest.fixture
def folder(tiny_game, tmp_path, monkeypatch):
    """The saves folder with one good save in it (it must stay loadable)."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))
    m = Match("tiny", SEATS, seed=3)
    m.submit(m.legal_actions()[0])
    good = saves.save(m, saves.saves_dir() / "good.json")
    old = time.time() - 3600
    os.utime(good, (old, old))
    return saves.saves_dir()


def _check_message(text: str, name: str, case: str) -> None:
    assert name in text
    assert REASONS[case] in text
    assert "Traceback" not in text and "Error(" not in text


@pytest.mark.parametrize("case", CASE_NAMES)
def test_loading_a_broken_file_names_it_with_the_reason_and_touches_nothing(folder, case):
    path = write_case(case, folder)
    before = folder_digest(folder)
    with pytest.raises(SaveError) as err:
        saves.load(path)
    _check_message(str(err.value), path.name, case)
    assert folder_digest(folder) == before
    assert saves.load(folder / "good.json").history  # the other save still loads


@pytest.mark.parametrize("case", CASE_NAMES)
def test_the_load_screen_lists_a_broken_file_and_refuses_it_with_a_message(app, folder, case):
    path = write_case(case, folder)
    before = folder_digest(folder)
    app.push(MenuScene(app))
    scene = app.push(LoadScene(app))
    frames(app)
    items = scene.list.item_list_container.elements
    assert len(items) == 2  # the broken file and the good one: one bad file hides nothing
    mine = items[[info.path for info in scene.saves].index(path)]
    if scene.saves[[info.path for info in scene.saves].index(path)].error:  # broken already in its header
        assert path.name in mine.text and "cannot be loaded" in mine.text
    click(app, mine.rect.center)
    click(app, button(scene, "Load").rect.center)
    assert app.scene is scene
    _check_message(scene.error, path.name, case)
    assert folder_digest(folder) == before


@pytest.mark.parametrize("case", CASE_NAMES)
def test_continue_on_a_broken_newest_autosave_says_so_and_touches_nothing(app, folder, case):
    path = write_case(case, folder, "autosave-tiny-ffff-1.json")
    before = folder_digest(folder)
    menu = app.push(MenuScene(app))
    frames(app)
    click(app, button(menu, "Continue").rect.center)
    assert app.scene is menu
    _check_message(menu.message, path.name, case)
    assert folder_digest(folder) == before


@pytest.mark.parametrize("case", CASE_NAMES)
def test_the_command_line_refuses_a_broken_file_in_one_line(folder, case, monkeypatch, capsys):
    path = write_case(case, folder)
    before = folder_digest(folder)
    opened = []
    fake = types.ModuleType("game.app")
    fake.run = lambda start, settings=None: opened.append(start)
    monkeypatch.setitem(sys.modules, "game.app", fake)
    assert cli.main(["play", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert not opened and err.count("\n") == 1
    _check_message(err, path.name, case)
    assert folder_digest(folder) == before


def test_the_load_screen_reads_only_a_header_of_each_file(app, folder, monkeypatch):
    """Listing must not parse whole files: a save with a huge valid body is listed from its first lines."""
    m = Match("tiny", SEATS, seed=4)
    m.submit(m.legal_actions()[0])
    path = saves.save(m, folder / "long.json")
    parsed = []
    real = saves.parse_json
    monkeypatch.setattr(saves, "parse_json", lambda p, raw, **kw: parsed.append(len(raw)) or real(p, raw, **kw))
    path.write_bytes(path.read_bytes().replace(b'"final": {', b'"padding": "' + b"x" * 500_000 + b'",\n "final": {'))
    info = next(i for i in saves.list_saves() if i.path == path)
    assert info.error is None and info.ply == 1 and "Red (Ann) to move" in info.title  # the header's summary
    assert max(parsed) <= saves.HEADER_BYTES


def test_a_long_save_cut_short_is_listed_as_broken_from_its_last_bytes(folder):
    m = Match("tiny", SEATS, seed=4)
    m.submit(m.legal_actions()[0])
    path = saves.save(m, folder / "long.json")
    padded = path.read_bytes().replace(b'"final": {', b'"padding": "' + b"x" * 50_000 + b'",\n "final": {')
    path.write_bytes(padded[: len(padded) - 30])
    info = next(i for i in saves.list_saves() if i.path == path)
    assert "cut short" in info.error
