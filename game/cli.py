"""The command line (DESIGN.md): the menu, ``play``, ``options``, ``simulate``, ``screenshot`` and ``--version``.

``main(argv)`` returns the exit status instead of exiting, so tests call it
directly. Bad input exits with status 2 and one line saying why (an unknown
game lists the known ids). The window (``game.launch``, which imports pygame) is
imported only by the commands that open one, so ``simulate`` and
``--version`` stay headless and quick.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from game.start import StartError, StartSpec, find_game, make_start, parse_options

__all__ = ["VERSION", "build_parser", "main"]

VERSION = "0.1.0"


def version() -> str:
    """The installed package's version, or the source tree's."""
    try:
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as dist_version

        return dist_version("boardgame-classics")
    except (ImportError, PackageNotFoundError):
        return VERSION


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors raise (so ``main`` returns 2 instead of exiting)."""

    #: Makes the epilog when help is shown (the games' list needs the rules, imported only then).
    epilog_source: Any = None

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _UsageError(f"{self.format_usage().rstrip()}\n{self.prog}: error: {message}")

    def format_help(self) -> str:
        if self.epilog_source is not None:
            self.epilog = self.epilog_source()
        return super().format_help()


class _UsageError(Exception):
    pass


def _size(text: str) -> tuple[int, int]:
    w, sep, h = text.lower().partition("x")
    try:
        if sep:
            width, height = int(w), int(h)
            if width >= 1 and height >= 1:
                return width, height
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, e.g. 1280x720, not {text!r}")


def _ui_scale(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0.5 <= value <= 3.0:
        raise argparse.ArgumentTypeError(f"a UI scale is a number from 0.5 to 3.0, e.g. 1.5, not {text!r}")
    return value


#: Screens ``screenshot`` paints besides a game's: the menu and the screens it opens.
SCREENS = ("menu", "settings", "rules", "load", "lesson")


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return n


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = -1
    if n < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}")
    return n


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="Endeavor, Age of Steam and Age of Empires III on the desktop.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    sub = p.add_subparsers(dest="command", parser_class=_Parser, metavar="{play,options,simulate,screenshot}")

    play = sub.add_parser(
        "play", help="start a game straight away", formatter_class=argparse.RawDescriptionHelpFormatter
    )
    play.epilog_source = _play_epilog
    play.add_argument("game", nargs="?", help="game id (endeavor, steam, aoe3); not needed with --load")
    play.add_argument("--load", type=Path, metavar="SAVE", help="continue or watch a saved game (e.g. an imported one)")
    play.add_argument("--players", type=_positive, help="number of seats (default: the game's smallest)")
    play.add_argument("--humans", type=_count, default=1, help="how many seats are people (default 1)")
    play.add_argument("--ai", metavar="LEVEL", help="level of the computer seats (random, greedy, easy, normal, hard)")
    play.add_argument("--seed", type=int, help="seed of the game's randomness (default: a fresh one)")
    play.add_argument(
        "--option",
        action="extend",
        nargs="+",
        default=[],
        metavar="KEY=VALUE",
        help="a variant option (python main.py options GAME lists the keys)",
    )

    opts = sub.add_parser("options", help="list a game's option keys, their values and defaults")
    opts.add_argument("game", help="game id (endeavor, steam, aoe3)")

    sim = sub.add_parser("simulate", help="computer-only games without a window, then a results table")
    sim.add_argument("game")
    sim.add_argument("--games", type=_positive, required=True, help="how many games")
    sim.add_argument("--agents", help="comma list of levels per seat; the last repeats (default random)")
    sim.add_argument("--players", type=_positive, help="number of seats (default: one per agent, else the smallest)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game (the next games count up)")
    sim.add_argument("--option", action="extend", nargs="+", default=[], metavar="KEY=VALUE")
    sim.add_argument(
        "--jobs", type=_positive, help="games played at once, each in its own process (default: one per core)"
    )

    shot = sub.add_parser("screenshot", help="draw one frame headless and save it as PNG")
    shot.add_argument("game", help="a game id, or one of menu, settings, rules, load, lesson")
    shot.add_argument(
        "--screen",
        choices=("board", "game-menu", "new-game", "results"),
        default="board",
        help="which screen of the game (default board; game-menu is the board with Esc's menu open; results shows "
        "the scores of the game as it stands)",
    )
    shot.add_argument("--ui-scale", type=_ui_scale, default=1.0, metavar="S", help="text and UI scale (default 1.0)")
    shot.add_argument("--out", type=Path, required=True, help="the PNG file to write")
    shot.add_argument("--size", type=_size, default=(1280, 720), help="WIDTHxHEIGHT (default 1280x720)")
    shot.add_argument("--load", type=Path, help="a save file to show")
    shot.add_argument("--after", type=_count, default=0, help="let the computer make N moves first")
    shot.add_argument("--seed", type=int, default=1, help="seed of the game shown (default 1)")
    shot.add_argument("--players", type=_positive, help="number of seats of the game shown")
    shot.add_argument("--option", action="extend", nargs="+", default=[], metavar="KEY=VALUE", help="a variant option")
    shot.add_argument(
        "--review", type=_count, metavar="N", help="show the board after move N, as the log's review mode does"
    )
    return p


def _play_epilog() -> str:
    import rules
    from game.options_help import games_text

    return (
        f"games:\n{games_text(rules.all())}\n\n"
        "Each game's option keys, their values and defaults: python main.py options GAME\n"
        "e.g. python main.py play steam --players 4 --option map=japan"
    )


def _fail(message: str) -> int:
    print(f"main.py: {message}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 fine, 1 failure, 2 bad input)."""
    parser = build_parser()
    try:
        args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    except _UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    if args.version:
        print(f"boardgame-classics {version()}")
        return 0
    try:
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "play":
            if args.load is not None:
                return _play_save(args)
            if args.game is None:
                return _fail("play needs a game id (endeavor, steam, aoe3) or --load SAVE")
            start = make_start(args.game, args.players, args.humans, args.ai, args.seed, parse_options(args.option))
            return _run_app(start)
        if args.command == "screenshot":
            return _screenshot(args)
        if args.command == "options":
            from game.options_help import options_text

            print(options_text(find_game(args.game)))
            return 0
        return _run_app(None)
    except StartError as exc:
        return _fail(str(exc))


def _run_app(start: StartSpec | None) -> int:
    """Open the window (settings are read, and reported if broken, by the program's start)."""
    result: Any = _app().run(start)
    return result if isinstance(result, int) else 0


def _app() -> Any:
    import importlib

    return importlib.import_module("game.launch")  # pygame: imported only when a window is wanted


def _play_save(args: argparse.Namespace) -> int:
    """``play --load SAVE``: the saved game, checked before the window opens (a bad file says why)."""
    from game.saves import SaveError, load

    try:
        match = load(args.load)
    except SaveError as exc:
        return _fail(str(exc))
    if args.game is not None and args.game != match.ruleset.id:
        return _fail(f"{args.load.name} is a game of {match.ruleset.title}, not {args.game!r}")
    seats = match.seats
    return _run_app(StartSpec(match.ruleset.id, len(seats), seats, match.seed, match.options, load=args.load))


def _screenshot(args: argparse.Namespace) -> int:
    from game.saves import SaveError
    from rules.core import SetupError

    options: dict[str, Any] = {}
    try:
        if args.game not in SCREENS:
            ruleset = find_game(args.game)
            options = ruleset.resolve_options(parse_options(args.option))
            if args.players is not None:
                ruleset.check_setup(args.players, options)
        if args.load is not None:
            from game.saves import load

            load(args.load)  # a bad file is one line before any window opens
        result: Any = _app().screenshot(
            args.game,
            args.out,
            args.size,
            args.load,
            args.after,
            args.seed,
            args.players,
            options,
            args.review,
            args.ui_scale,
            args.screen,
        )
    except (SaveError, SetupError) as exc:
        return _fail(str(exc))
    if isinstance(result, int):
        return result
    print(result if result is not None else args.out)
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from game.ai import make_agent
    from game.simulate import agent_list, default_jobs, main_simulate
    from rules.core import SetupError

    ruleset = find_game(args.game)
    options = parse_options(args.option)
    try:
        options = ruleset.resolve_options(options)
        smallest = ruleset.allowed_players(options).start
        agents = agent_list(args.agents, args.players, smallest)
        for name in set(agents):
            make_agent(name, ruleset, 0)
        ruleset.check_setup(len(agents), options)
    except (SetupError, ValueError) as exc:
        return _fail(str(exc))
    jobs = args.jobs if args.jobs is not None else default_jobs(args.games)
    main_simulate(ruleset, agents, args.games, args.seed, options, jobs=jobs)
    return 0
