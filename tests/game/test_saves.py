"""Save files (DESIGN.md): round trip, clear errors for bad files, atomic writes, three autosaves kept."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import rules
from game import saves
from game.match import Match, Seat
from game.saves import SaveError
from tests.tiny import install

SEATS = [Seat("human", name="Ann"), Seat("ai", "random", "Random AI")]


@pytest.fixture(autouse=True)
def tiny(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))
    yield install()
    rules.unregister("tiny")


def played(moves: int = 4, seed: int = 7) -> Match:
    m = Match("tiny", SEATS, seed=seed, options={"marks": False})
    for _ in range(moves):
        m.submit(m.legal_actions()[-1])
    return m


def snapshot(folder: Path) -> dict[str, tuple[int, bytes]]:
    return {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in folder.iterdir()}


def test_saves_live_in_the_data_folder_given_by_the_environment(tmp_path):
    assert saves.data_root() == tmp_path / "home"
    assert saves.saves_dir() == tmp_path / "home" / "saves"


def test_a_saved_game_loads_back_to_the_same_position():
    m = played()
    path = saves.save(m)
    assert path.parent == saves.saves_dir() and path.name.startswith("tiny-")
    back = saves.load(path)
    assert back.history == m.history
    assert back.ruleset.to_json(back.state) == m.ruleset.to_json(m.state)
    assert back.seats == m.seats and back.seed == m.seed and back.options == m.options
    assert [e.text for e in back.log] == [e.text for e in m.log]


def test_the_file_holds_the_design_format():
    m = played(3)
    data = json.loads(saves.save(m).read_text())
    keys = {"format", "game", "options", "seats", "seed", "components", "moves", "summary", "actions", "final"}
    assert set(data) == keys
    assert data["components"] == "built-in"  # additive: what the game was built with
    assert list(data).index("moves") < list(data).index("actions")  # the listing reads it from the first lines
    assert data["moves"] == 3 and data["format"] == 1 and data["game"] == "tiny" and data["seed"] == 7
    assert data["actions"] == [a.text for a in m.history]
    assert data["seats"][1] == {"kind": "ai", "level": "random", "name": "Random AI"}
    assert data["final"]["rng"] == m.state.rng.state


def test_two_saves_in_the_same_second_get_different_names():
    m = played(1)
    assert saves.save(m) != saves.save(m)


def _write_bad(tmp_path: Path, name: str, content: bytes) -> Path:
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    good = saves.save(played(2), folder / "good.json")
    assert good.exists()
    path = folder / name
    path.write_bytes(content)
    return path


def _good_data() -> dict:
    return saves.to_json(played(4))


def _bad_files() -> dict[str, tuple[bytes, str]]:
    data = _good_data()
    text = json.dumps(data)
    wrong_format = dict(data, format=2)
    unknown_game = dict(data, game="chess")
    illegal = dict(data, actions=[*data["actions"][:2], data["actions"][1]])  # the same cell twice
    unreadable = dict(data, actions=["hello world"])
    not_final = dict(data, final=dict(data["final"], turn=99))
    return {
        "truncated.json": (text[: len(text) // 2].encode(), "damaged or cut short"),
        "random.json": (bytes(range(256)) * 4, "not text"),
        "wrong_format.json": (json.dumps(wrong_format).encode(), "unsupported save format 2"),
        "unknown_game.json": (json.dumps(unknown_game).encode(), "unknown game 'chess'"),
        "illegal.json": (json.dumps(illegal).encode(), "move 3 (" + data["actions"][1] + ") is illegal: "),
        "unreadable.json": (json.dumps(unreadable).encode(), "move 1 cannot be read"),
        "not_final.json": (json.dumps(not_final).encode(), "does not match the saved final position"),
        "list.json": (b"[1, 2, 3]", "not a save file"),
        "bad_seat.json": (json.dumps(dict(data, seats=[{"kind": "robot"}, data["seats"][1]])).encode(), "'robot'"),
        "bad_options.json": (json.dumps(dict(data, options={"marks": "sometimes"})).encode(), "cannot be set up"),
        "no_seed.json": (json.dumps({k: v for k, v in data.items() if k != "seed"}).encode(), "'seed'"),
        "bad_chance.json": (json.dumps(dict(data, chance=[3, 1])).encode(), "'chance'"),
        "no_replay.json": (json.dumps(dict(data, chance={"dice": [[3]]})).encode(), "cannot replay"),
    }


BAD = [
    "truncated",
    "random",
    "wrong_format",
    "unknown_game",
    "illegal",
    "unreadable",
    "not_final",
    "list",
    "no_seed",
    "bad_seat",
    "bad_options",
    "bad_chance",
    "no_replay",
]


@pytest.mark.parametrize("case", BAD)
def test_a_bad_file_names_the_file_and_the_reason_and_touches_no_file(tmp_path, case):
    name = f"{case}.json"
    content, reason = _bad_files()[name]
    path = _write_bad(tmp_path, name, content)
    before = snapshot(path.parent)
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert str(err.value).startswith(f"{name}: ")
    assert reason in err.value.reason
    assert err.value.path == path
    assert snapshot(path.parent) == before
    assert saves.load(path.parent / "good.json").history  # the other save still loads


def test_a_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match=r"missing\.json: the file does not exist"):
        saves.load(tmp_path / "missing.json")


def test_the_illegal_move_reason_is_the_rules_sentence(tmp_path):
    data = _good_data()
    data["actions"] = [data["actions"][0], data["actions"][0].replace("0 ", "1 ", 1)]
    path = _write_bad(tmp_path, "taken.json", json.dumps(data).encode())
    with pytest.raises(SaveError, match="a disc may only go on an empty cell"):
        saves.load(path)


def test_a_save_interrupted_midway_leaves_the_previous_one_loadable(monkeypatch):
    first = played(2)
    path = saves.save(first)
    second = played(5)

    def crash(src, dst):  # the power goes off between writing the new file and renaming it
        raise OSError("simulated crash")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="simulated crash"):
        saves.save(second, path)
    monkeypatch.undo()
    assert saves.load(path).history == first.history


def test_a_half_written_temporary_file_is_not_listed(monkeypatch):
    path = saves.save(played(2))
    (path.parent / f".{path.name}.1234.tmp").write_text('{"format": 1, "ga')
    assert [info.path for info in saves.list_saves()] == [path]


def test_autosaves_keep_the_last_three(tmp_path):
    m = Match("tiny", SEATS, seed=1, autosave=saves.autosave)
    for _ in range(5):
        m.submit(m.legal_actions()[0])
    names = sorted(p.name for p in saves.saves_dir().iterdir())
    series = m.autosave_series
    assert names == [f"autosave-tiny-{series}-{n}.json" for n in (3, 4, 5)]
    assert saves.latest_autosave() == saves.saves_dir() / f"autosave-tiny-{series}-5.json"
    assert len(saves.load(saves.latest_autosave()).history) == 5
    assert len(saves.load(saves.saves_dir() / f"autosave-tiny-{series}-3.json").history) == 3


def test_a_new_game_of_the_same_kind_keeps_the_earlier_games_autosaves(tmp_path):
    first = Match("tiny", SEATS, seed=1, autosave=saves.autosave)
    for _ in range(4):
        first.submit(first.legal_actions()[0])
    second = Match("tiny", SEATS, seed=2, autosave=saves.autosave)
    for _ in range(5):
        second.submit(second.legal_actions()[0])
    assert first.autosave_series != second.autosave_series
    kept_first = saves._autosaves(saves.saves_dir(), "tiny", first.autosave_series)
    assert [n for n, _ in kept_first] == [2, 3, 4]
    assert len(saves.load(kept_first[-1][1]).history) == 4
    assert saves.latest_autosave() == second.last_autosave


def test_only_the_last_few_earlier_games_keep_their_autosaves_once_a_week_has_passed(tmp_path):
    matches = []
    for seed in range(saves.KEEP_AUTOSAVED_MATCHES + 3):
        m = Match("tiny", SEATS, seed=seed, autosave=saves.autosave)
        m.submit(m.legal_actions()[0])
        matches.append(m)
    alive = {m.autosave_series for m in matches if saves._autosaves(saves.saves_dir(), "tiny", m.autosave_series)}
    assert alive == {m.autosave_series for m in matches}  # all recent: any may be in play in another window
    week_ago = time.time() - saves.STALE_AFTER - 60
    for i, m in enumerate(matches):
        os.utime(m.last_autosave, (week_ago + i, week_ago + i))
    last = Match("tiny", SEATS, seed=99, autosave=saves.autosave)
    last.submit(last.legal_actions()[0])
    kept = {m.autosave_series for m in matches if saves._autosaves(saves.saves_dir(), "tiny", m.autosave_series)}
    assert kept == {m.autosave_series for m in matches[-saves.KEEP_AUTOSAVED_MATCHES :]}


def test_autosaves_of_another_game_are_kept_apart(tmp_path):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "autosave-other-1.json").write_text("{}")
    m = Match("tiny", SEATS, seed=1, autosave=saves.autosave)
    for _ in range(4):
        m.submit(m.legal_actions()[0])
    assert (folder / "autosave-other-1.json").exists()
    assert len(list(folder.glob(f"autosave-tiny-{m.autosave_series}-*.json"))) == 3


def test_no_autosave_means_no_continue():
    assert saves.latest_autosave() is None
    assert saves.list_saves() == []


def test_list_saves_reads_headers_and_lists_broken_files_with_their_reason():
    good = saves.save(played(3))
    broken = good.parent / "broken.json"
    broken.write_text("{nope")
    infos = {i.path.name: i for i in saves.list_saves()}
    assert infos[good.name].game == "tiny" and infos[good.name].ply == 3 and infos[good.name].error is None
    assert "Tiny Test Game" in infos[good.name].title and not infos[good.name].is_autosave
    assert "damaged" in infos["broken.json"].error


def test_a_loaded_match_can_go_on_and_autosave(tmp_path):
    path = saves.save(played(2))
    m = saves.load(path, autosave=True, save_dir=tmp_path / "elsewhere")
    m.submit(m.legal_actions()[0])
    assert m.last_autosave == tmp_path / "elsewhere" / f"autosave-tiny-{m.autosave_series}-1.json"


_PLAYER = """
import sys
from tests.tiny import install
from game.match import Match, Seat
from game.saves import autosave
install()
m = Match("tiny", [Seat("human"), Seat("human")], seed=int(sys.argv[1]), autosave=autosave)
print(m.autosave_series, flush=True)
for line in sys.stdin:  # one move per line asked for
    m.submit(m.legal_actions()[0])
    print(m.last_autosave.name, flush=True)
"""


def _player(seed: int, env: dict) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", _PLAYER, str(seed)],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def _move(player: subprocess.Popen) -> str:
    player.stdin.write("move\n")
    player.stdin.flush()
    return player.stdout.readline().strip()


def test_two_windows_keep_each_others_autosaves(tmp_path):
    """A game in progress in one process keeps its autosaves while another starts game after game."""
    env = dict(os.environ, BOARDGAMES_HOME=str(tmp_path / "home"))
    first = _player(1, env)
    others = [_player(seed, env) for seed in range(2, 4 + saves.KEEP_AUTOSAVED_MATCHES)]
    try:
        series = [p.stdout.readline().strip() for p in (first, *others)]
        assert len(set(series)) == len(series)  # started together, yet every match has its own series
        mine = [_move(first), _move(first)]
        for other in others:  # the second window starts more new games than the rotation keeps
            _move(other)
        mine.append(_move(first))
    finally:
        for p in (first, *others):
            p.stdin.close()
            p.wait(30)
    names = {p.name for p in saves.saves_dir().iterdir()}
    assert set(mine) <= names
    assert all(any(s in n for n in names) for s in series)


def test_a_save_made_before_a_field_and_an_option_were_added_still_loads():
    """An Endeavor save written before the discard pile and the deck choices existed: the pile reads as empty and
    the deck options as their defaults, so the replayed game matches the saved final position."""
    m = Match("endeavor", [Seat("ai", "random", f"Seat {i + 1}") for i in range(3)], seed=3, options={})
    for _ in range(12):
        m.submit(m.legal_actions()[0])
    path = saves.save(m)
    data = json.loads(path.read_text())
    del data["final"]["discards"]
    for key in [k for k in data["final"]["options"] if k.startswith("deck_")]:
        del data["final"]["options"][key]
        data["options"].pop(key, None)
    path.write_text(json.dumps(data))
    back = saves.load(path)
    assert back.ruleset.to_json(back.state) == m.ruleset.to_json(m.state)
