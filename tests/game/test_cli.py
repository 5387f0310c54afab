"""The command line (DESIGN.md): exit codes and messages, the start spec, and headless simulation."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import pytest

import rules
from game import cli
from game.seats import seat_label
from game.simulate import agent_list, format_table, simulate
from game.start import StartError, make_start
from tests.tiny import TINY, install

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def tiny(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("BOARDGAMES_CONFIG", str(tmp_path / "config"))
    yield install()
    rules.unregister("tiny")


@pytest.fixture
def fake_app(monkeypatch):
    """Stands in for game.launch (the UI's entry points) and records what the CLI asked of it."""
    calls: list[tuple] = []
    app = types.ModuleType("game.launch")
    app.run = lambda start, settings=None: calls.append(("run", start, settings))
    app.screenshot = lambda *args: calls.append(("screenshot", *args))
    monkeypatch.setitem(sys.modules, "game.launch", app)
    return calls


def test_version_prints_the_version(capsys):
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("boardgame-classics 0.")


def test_no_command_opens_the_menu(fake_app):
    assert cli.main([]) == 0
    assert fake_app[0] == ("run", None, None)  # the program's start reads (and reports) the settings


def test_play_starts_the_game_with_the_seats_asked_for(fake_app):
    argv = ["play", "tiny", "--players", "3", "--humans", "2", "--ai", "random", "--seed", "5", "--option", "marks=off"]
    assert cli.main(argv) == 0
    start = fake_app[0][1]
    assert (start.game, start.players, start.seed, start.options) == ("tiny", 3, 5, {"marks": False})
    assert [s.kind for s in start.seats] == ["human", "human", "ai"] and start.seats[2].level == "random"
    names = [seat_label(TINY, start.seats, i) for i in range(3)]
    assert names == ["Red", "Blue", "Yellow — Random computer"]  # two people at the screen: colours alone


def test_play_defaults_to_the_smallest_player_count_and_one_human(fake_app):
    assert cli.main(["play", "tiny"]) == 0
    start = fake_app[0][1]
    assert start.players == 2 and seat_label(TINY, start.seats, 0) == "Red (you)" and start.seats[1].kind == "ai"
    assert start.options == {"marks": True}


def test_an_unknown_game_lists_the_known_ids_and_exits_2(capsys, fake_app):
    assert cli.main(["play", "chess"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and "tiny" in err
    assert fake_app == []


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["play", "tiny", "--option", "colour=red"], "has no option 'colour'"),
        (["play", "tiny", "--option", "marks=maybe"], "has no choice 'maybe'"),
        (["play", "tiny", "--option", "marks"], "KEY=VALUE"),
        (["play", "tiny", "--players", "7"], "for 2-4 players, not 7"),
        (["play", "tiny", "--humans", "3"], "not 3"),
        (["play", "tiny", "--ai", "genius"], "unknown computer level 'genius'"),
        (["play", "tiny", "--players", "zero"], "--players"),
        (["simulate", "tiny"], "--games"),
        (["simulate", "tiny", "--games", "2", "--agents", "random,bogus"], "unknown computer level 'bogus'"),
        (["simulate", "tiny", "--games", "2", "--agents", "random", "--players", "9"], "not 9"),
        (["simulate", "nope", "--games", "2"], "unknown game 'nope'"),
        (["screenshot", "tiny", "--out", "x.png", "--size", "big"], "WIDTHxHEIGHT"),
        (["screenshot", "nope", "--out", "x.png"], "known games: "),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_input_says_why_and_exits_2(capsys, fake_app, argv, reason):
    assert cli.main(argv) == 2
    assert reason in capsys.readouterr().err
    assert fake_app == []


def test_screenshot_passes_its_arguments_to_the_app(fake_app, tmp_path):
    out = tmp_path / "board.png"
    assert cli.main(["screenshot", "tiny", "--out", str(out), "--size", "800x600", "--after", "3", "--seed", "4"]) == 0
    assert fake_app == [("screenshot", "tiny", out, (800, 600), None, 3, 4, None, {"marks": True}, None, 1.0, "board")]


def test_play_load_opens_a_saved_game(fake_app, tmp_path):
    from game import saves
    from game.match import Match, Seat

    match = Match("tiny", [Seat("human", None, "Ann"), Seat("human", None, "Bob")], 3, {"marks": True})
    match.submit(match.legal_actions()[0])
    path = saves.save(match, tmp_path / "game.json")
    assert cli.main(["play", "--load", str(path)]) == 0
    ((kind, start, _),) = fake_app
    assert kind == "run" and start.load == path and start.game == "tiny"


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["play"], "a game id"),
        (["play", "--load", "missing.json"], "missing.json: the file does not exist"),
    ],
)
def test_play_without_a_game_or_a_readable_save_says_why(capsys, fake_app, argv, reason):
    assert cli.main(argv) == 2
    assert reason in capsys.readouterr().err and fake_app == []


def test_screenshot_can_show_the_board_after_a_move_in_review(fake_app, tmp_path):
    out = tmp_path / "shot.png"
    assert cli.main(["screenshot", "tiny", "--out", str(out), "--review", "2"]) == 0
    assert fake_app[0][-3] == 2


def test_screenshot_sets_up_the_game_with_the_players_and_options_asked_for(fake_app, tmp_path):
    out = tmp_path / "board.png"
    argv = ["screenshot", "tiny", "--out", str(out), "--players", "4", "--option", "marks=off"]
    assert cli.main(argv) == 0
    assert fake_app == [("screenshot", "tiny", out, (1280, 720), None, 0, 1, 4, {"marks": False}, None, 1.0, "board")]


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["--players", "9"], "2-4 players, not 9"),
        (["--option", "colour=red"], "no option 'colour'"),
    ],
)
def test_a_screenshot_of_an_impossible_setup_says_why_and_exits_2(capsys, fake_app, tmp_path, argv, reason):
    assert cli.main(["screenshot", "tiny", "--out", str(tmp_path / "x.png"), *argv]) == 2
    assert reason in capsys.readouterr().err
    assert fake_app == []


def test_screenshot_of_a_broken_save_names_it_and_exits_2(monkeypatch, tmp_path, capsys):
    from game.saves import SaveError

    def screenshot(*args):
        raise SaveError(tmp_path / "bad.json", "the file is damaged or cut short (bad JSON at line 1)")

    monkeypatch.setitem(sys.modules, "game.launch", types.SimpleNamespace(screenshot=screenshot))
    (tmp_path / "bad.json").write_text("{")
    assert cli.main(["screenshot", "tiny", "--out", "x.png", "--load", str(tmp_path / "bad.json")]) == 2
    assert "bad.json: the file is damaged" in capsys.readouterr().err


def test_screenshot_of_the_menu_needs_no_game(fake_app, tmp_path):
    assert cli.main(["screenshot", "menu", "--out", str(tmp_path / "m.png")]) == 0
    assert fake_app[0][1] == "menu" and fake_app[0][3] == (1280, 720)


def test_screenshot_of_a_missing_save_exits_2(fake_app, tmp_path, capsys):
    assert cli.main(["screenshot", "tiny", "--out", "x.png", "--load", str(tmp_path / "none.json")]) == 2
    assert "none.json" in capsys.readouterr().err


def test_simulate_prints_a_results_table_and_a_progress_bar(capsys):
    assert cli.main(["simulate", "tiny", "--games", "6", "--agents", "random,random,random", "--seed", "2"]) == 0
    out, err = capsys.readouterr()
    assert "Tiny Test Game: 6 games, 3 players" in out
    rows = [line.split() for line in out.splitlines() if line[:1].isdigit()]
    assert [r[:2] for r in rows] == [["1", "random"], ["2", "random"], ["3", "random"]]
    assert sum(float(r[2]) for r in rows) == pytest.approx(6)
    assert "\r[" in err and "6/6 games" in err


def test_simulate_and_version_never_import_pygame():
    code = (
        "import sys; from tests.tiny import install; install(); from game.cli import main;"
        "assert main(['--version']) == 0; assert main(['simulate', 'tiny', '--games', '2']) == 0;"
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_main_py_exits_2_for_an_unknown_game():
    done = subprocess.run(
        [sys.executable, "main.py", "simulate", "chess", "--games", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "unknown game 'chess'" in done.stderr


# -- the start spec --------------------------------------------------------------


def test_a_start_spec_builds_its_match():
    start = make_start("tiny", 3, humans=1, ai="random", seed=8)
    match = start.new_match()
    assert match.ruleset is TINY and len(match.seats) == 3 and match.seed == 8
    assert match.seat_name(0) == "Red (you)"


def test_seats_from_the_command_line_are_named_as_from_the_menu_by_colour_and_told_apart():
    start = make_start("tiny", 3, humans=1, ai="random", seed=8)
    names = [start.new_match().seat_name(i) for i in range(3)]
    assert names == ["Red (you)", "Blue — Random computer", "Yellow — Random computer"]


def test_without_a_seed_a_fresh_one_is_drawn():
    assert isinstance(make_start("tiny").seed, int)


def test_an_unknown_game_is_a_start_error_with_the_known_ids():
    with pytest.raises(StartError) as err:
        make_start("chess")
    assert err.value.known and "tiny" in err.value.known


# -- simulation ------------------------------------------------------------------


def test_fewer_agent_names_than_seats_repeat_the_last():
    assert agent_list("hard,easy", 4, 2) == ["hard", "easy", "easy", "easy"]
    assert agent_list("hard,easy", None, 2) == ["hard", "easy"]
    assert agent_list(None, None, 3) == ["random"] * 3
    with pytest.raises(ValueError):
        agent_list("a,b,c", 2, 2)


def test_simulation_is_reproducible_from_its_seed():
    a = simulate(TINY, ["random", "random"], 5, seed=11)
    b = simulate(TINY, ["random", "random"], 5, seed=11)
    assert [(s.wins, s.total_score) for s in a.seats] == [(s.wins, s.total_score) for s in b.seats]
    assert a.games == 5 and sum(s.wins for s in a.seats) == pytest.approx(5)


def test_games_played_several_at_a_time_give_the_same_table_as_one_at_a_time():
    alone = simulate(TINY, ["greedy", "random", "random"], 6, seed=4)
    together = simulate(TINY, ["greedy", "random", "random"], 6, seed=4, jobs=2)
    assert [(s.wins, s.total_score, s.errors) for s in alone.seats] == [
        (s.wins, s.total_score, s.errors) for s in together.seats
    ]
    assert together.games == 6 and together.decisions == alone.decisions


def test_an_agent_that_fails_is_counted_and_a_legal_move_is_played():
    class Broken:
        def choose(self, state, seat):
            raise RuntimeError("boom")

    def factory(level, ruleset, seed):
        if level == "broken":
            return Broken()
        from game.ai import make_agent

        return make_agent(level, ruleset, seed)

    result = simulate(TINY, ["broken", "random"], 3, seed=1, make_agent=factory)
    assert result.games == 3 and result.seats[0].errors > 0 and result.seats[1].errors == 0
    assert "broken" in format_table(result)


def test_a_win_shared_on_equal_totals_counts_as_a_fraction():
    class TieRules(type(TINY)):
        def scores(self, state):
            from rules.core import ScoreItem, ScoreSheet

            return [ScoreSheet(p, (ScoreItem("Flat", 1),)) for p in range(state.players)]

    result = simulate(TieRules(), ["random", "random"], 1, seed=1)
    assert [s.wins for s in result.seats] == [0.5, 0.5]
    rows = [line.split() for line in format_table(result).splitlines() if line[:1].isdigit()]
    assert [r[2:4] for r in rows] == [["0.50", "50.0"], ["0.50", "50.0"]]


def test_a_tie_the_rulebook_leaves_unbroken_shares_the_win_whatever_the_ranking_lists_first():
    class SharedPlaces(type(TINY)):
        def ranking(self, state):  # a full order, seat 0 listed first among equals
            return list(range(state.players))

        def places(self, state):  # seats 0 and 2 tie for first, as Age of Steam's 1.13 leaves them
            return [1, 3, 1]

    result = simulate(SharedPlaces(), ["random", "random", "random"], 2, seed=1)
    assert [s.wins for s in result.seats] == [1.0, 0.0, 1.0]


def test_the_table_counts_each_seats_bankruptcies_for_a_game_that_has_them():
    class SecondSeatBankrupt(type(TINY)):
        def bankrupt_seats(self, state):
            return [1] if self.is_over(state) else []

    result = simulate(SecondSeatBankrupt(), ["random", "random", "random"], 4, seed=3)
    assert [s.bankrupt for s in result.seats] == [0, 4, 0]
    table = format_table(result).splitlines()
    assert table[2].split()[5:8] == ["mean", "score", "bankrupt"]
    rows = [line.split() for line in table if line[:1].isdigit()]
    assert [r[5] for r in rows] == ["0", "4", "0"]


def test_the_table_lists_each_games_winning_score():
    result = simulate(TINY, ["random", "random"], 3, seed=5)
    assert len(result.winner_scores) == 3
    line = format_table(result).splitlines()[-1]
    assert line == "winners' scores: " + ", ".join(str(v) for v in result.winner_scores)


def test_a_game_without_bankruptcy_has_no_bankrupt_column():
    assert "bankrupt" not in format_table(simulate(TINY, ["random", "random"], 2, seed=1))


def test_an_age_of_steam_table_counts_the_seats_out_at_the_end():
    steam = rules.get("steam")
    result = simulate(steam, ["random", "random", "random"], 1, seed=0, options={"map": "rust_belt"})
    header = format_table(result).splitlines()[2]
    assert "bankrupt" in header
    assert sum(s.bankrupt for s in result.seats) >= 1  # random play runs out of money


def test_screenshot_takes_a_ui_scale_and_any_screen(fake_app, tmp_path):
    out = tmp_path / "x.png"
    assert cli.main(["screenshot", "tiny", "--out", str(out), "--ui-scale", "1.5", "--screen", "new-game"]) == 0
    assert fake_app[0][-2:] == (1.5, "new-game")
    assert cli.main(["screenshot", "settings", "--out", str(out)]) == 0
    assert fake_app[1][1] == "settings"


def test_a_ui_scale_out_of_range_is_refused_with_the_range(fake_app, tmp_path, capsys):
    assert cli.main(["screenshot", "tiny", "--out", str(tmp_path / "x.png"), "--ui-scale", "9"]) == 2
    assert "0.5 to 3.0" in capsys.readouterr().err and fake_app == []
