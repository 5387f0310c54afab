"""Our computer levels against OpenSpiel's Python ``MCTSBot`` at equal wall time per decision (issues 13, 14).

    python bench/vs_openspiel.py steam --option map=rust_belt --players 3 --agents normal --games 6
    python bench/vs_openspiel.py endeavor --players 3 --agents normal@0.3 --games 4
    python bench/vs_openspiel.py aoe3 --players 2 --agents hard --games 4 --seconds 3

``--agents`` names our seats (levels as ``main.py simulate`` takes them, ``normal@0.3`` for a shorter budget);
the seats left over, up to ``--players``, are OpenSpiel's bot (``openspiel`` may also be named). The bot uses
random playouts (``RandomRolloutEvaluator``) and thinks ``--seconds`` of wall time per decision: by default
the budget of the first of our agents (Normal 1 s, Hard 3 s, ``normal@0.3`` 0.3 s). Seats rotate by one
between games, so no side always starts. Games are played one at a time (a searching side's clock must not
share its core with another game). Needs the bench extra: ``pip install -e '.[bench]'``.

Prints the results table (wins per side, win share against the chance of a seat, mean score, bankrupt seats,
seconds per decision) and the command on stdout, each game on stderr, and one JSON figure per line.
"""

from __future__ import annotations

import argparse
import shlex
import signal
import statistics
import sys
import time
from dataclasses import dataclass, field

from _util import emit  # bench/ is on sys.path when the script runs

try:
    from _openspiel import OpenSpielAgent
except ImportError as exc:  # pragma: no cover - depends on the environment
    sys.exit(f"OpenSpiel is not installed ({exc}): pip install -e '.[bench]' (or pip install open_spiel)")

import rules
from game.ai import make_agent
from game.ai.levels import parse_level
from game.simulate import simulate
from rules.core import SetupError

BOT = "openspiel"


@dataclass
class Side:
    """One agent name's seats over all games: wins (a shared win counts 1/k), scores and thinking times."""

    name: str
    seats: int = 0  # seat-games played
    wins: float = 0.0
    scores: list[int] = field(default_factory=list)
    bankrupt: int = 0
    errors: int = 0
    wall: list[float] = field(default_factory=list)  # seconds per decision with a choice
    cpu: list[float] = field(default_factory=list)
    simulations: list[int] = field(default_factory=list)


class Timed:
    """An agent wrapped to record the wall and CPU time of every decision where it had more than one move."""

    def __init__(self, agent: object, side: Side) -> None:
        self.agent = agent
        self.side = side

    def choose(self, state, seat):  # the agent interface game.simulate calls
        choice = len(self.agent.ruleset.legal_actions(state)) > 1
        wall, cpu = time.perf_counter(), time.process_time()
        action = self.agent.choose(state, seat)
        if choice:
            self.side.wall.append(time.perf_counter() - wall)
            self.side.cpu.append(time.process_time() - cpu)
        return action


def seat_list(agents: str, players: int) -> list[str]:
    """Our named seats, then OpenSpiel's bot up to ``players`` seats."""
    names = [a.strip() for a in agents.split(",") if a.strip()]
    if len(names) > players:
        raise SystemExit(f"{len(names)} agents named for {players} seats")
    names += [BOT] * (players - len(names))
    if BOT not in names or all(n == BOT for n in names):
        raise SystemExit("name at least one of our levels and leave at least one seat to OpenSpiel's bot")
    for name in names:
        if name != BOT:
            try:
                parse_level(name)
            except ValueError as exc:
                raise SystemExit(str(exc)) from exc
    return names


def default_seconds(names: list[str], ruleset: rules.Ruleset) -> float:
    """The thinking time of the first of our agents: what the bot gets by default."""
    ours = next(n for n in names if n != BOT)
    key, budget = parse_level(ours)
    if budget is not None:
        return budget
    own = make_agent(key, ruleset).default_budget
    if own is None:
        raise SystemExit(f"{ours} does not search on a clock: give the bot --seconds")
    return own


@dataclass
class Outcome:
    """The sides' records over the games that finished."""

    sides: dict[str, Side]
    games: int = 0  # finished games
    bankruptcy: bool = False  # the game knows bankruptcy: the table shows its column


def play(args: argparse.Namespace, names: list[str], seconds: float, options: dict[str, str]) -> Outcome:
    ruleset = rules.get(args.game)
    players = len(names)
    sides = {name: Side(name) for name in names}
    outcome = Outcome(sides)
    bots: list[OpenSpielAgent] = []

    def factory(name: str, rs: rules.Ruleset, seed: int | None) -> Timed:
        if name == BOT:
            bot = OpenSpielAgent(rs, players, seconds, seed, uct_c=args.uct_c)
            bots.append(bot)
            return Timed(bot, sides[name])
        return Timed(make_agent(name, rs, seed), sides[name])

    for g in range(args.games):
        shift = g % players
        seated = [names[(seat - shift) % players] for seat in range(players)]
        began = time.perf_counter()
        try:
            result = simulate(
                ruleset, seated, 1, args.seed + g, options, make_agent=factory, max_decisions=args.max_decisions
            )
        except KeyboardInterrupt:  # Ctrl-C or SIGTERM: the games finished so far still make a table
            print(f"stopped during game {g + 1}: the table counts the {outcome.games} finished", file=sys.stderr)
            break
        for bot in bots:
            sides[BOT].simulations.extend(bot.simulations)
        bots.clear()
        if result.unfinished:
            print(f"game {g + 1}: unfinished after {args.max_decisions} decisions (left out)", file=sys.stderr)
            continue
        outcome.games += 1
        outcome.bankruptcy = result.bankruptcy
        for seat, name in enumerate(seated):
            side, res = sides[name], result.seats[seat]
            side.seats += 1
            side.wins += res.wins
            side.scores.append(res.total_score)
            side.bankrupt += res.bankrupt
            side.errors += res.errors
        line = ", ".join(
            f"{name} {r.total_score}{' (won)' if r.wins else ''}" for name, r in zip(seated, result.seats, strict=True)
        )
        print(
            f"game {g + 1}/{args.games} (seed {args.seed + g}): {line}  [{time.perf_counter() - began:.0f} s]",
            file=sys.stderr,
            flush=True,
        )
    return outcome


def table(sides: dict[str, Side], games: int, players: int, bankruptcy: bool) -> str:
    rows = [
        [
            "side",
            "seats",
            "wins",
            "win share",
            "chance",
            "mean score",
            *(["bankrupt"] if bankruptcy else []),
            "s/decision (wall)",
            "s/decision (CPU)",
            "errors",
        ]
    ]
    for side in sides.values():
        rows.append(
            [
                side.name,
                str(side.seats),
                f"{side.wins:.4g}/{games}",
                f"{side.wins / games:.0%}" if games else "-",
                f"{side.seats / players / games:.0%}" if games else "-",
                f"{statistics.fmean(side.scores):.1f}" if side.scores else "-",
                *([str(side.bankrupt)] if bankruptcy else []),
                f"{statistics.median(side.wall):.2f}" if side.wall else "-",
                f"{statistics.median(side.cpu):.2f}" if side.cpu else "-",
                str(side.errors),
            ]
        )
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + " --- |" * len(rows[0])]
    lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
    return "\n".join(lines)


def median_or_zero(values: list[int]) -> float:
    return statistics.median(values) if values else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="endeavor, steam or aoe3")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=None, help="default: 3 where the game allows, else its least")
    parser.add_argument("--agents", default="normal", help="our seats, e.g. normal or hard@0.5; the rest are the bot")
    parser.add_argument("--seconds", type=float, default=None, help="the bot's wall time per decision")
    parser.add_argument("--option", action="append", default=[], help="k=v, as main.py simulate takes it")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--uct-c", type=float, default=2.0, help="MCTSBot's exploration constant (its example's)")
    parser.add_argument("--max-decisions", type=int, default=5000)
    args = parser.parse_args()
    try:
        ruleset = rules.get(args.game)
    except (KeyError, ValueError) as exc:
        raise SystemExit(f"unknown game {args.game!r} (known: {', '.join(rules.known_ids())})") from exc
    players = args.players or (3 if 3 in ruleset.player_counts else ruleset.player_counts.start)
    names = seat_list(args.agents, players)
    seconds = args.seconds if args.seconds is not None else default_seconds(names, ruleset)
    if any("=" not in o for o in args.option):
        raise SystemExit("an --option is written key=value, e.g. --option map=rust_belt")
    options = dict(o.split("=", 1) for o in args.option)
    try:
        ruleset.check_setup(players, options)
    except SetupError as exc:
        raise SystemExit(str(exc)) from exc
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # a stopped run prints what it has
    outcome = play(args, names, seconds, options)
    sides, games = outcome.sides, outcome.games
    print(
        f"{ruleset.title}, {players} players, {games} games, OpenSpiel MCTSBot at {seconds:g} s per decision "
        f"(random playouts, uct_c {args.uct_c:g}, median {median_or_zero(sides[BOT].simulations):g} simulations)"
    )
    print(table(sides, games, players, outcome.bankruptcy))
    print("command: python bench/" + " ".join(shlex.quote(a) for a in [sys.argv[0].split("/")[-1], *sys.argv[1:]]))
    for side in sides.values():
        extra = {"game": args.game, "players": players, "games": games, "bot_seconds": seconds}
        emit(
            f"openspiel_wins_{side.name}_{args.game}",
            side.wins / games if games else 0.0,
            "fraction",
            wins=side.wins,
            seats=side.seats,
            mean_score=statistics.fmean(side.scores) if side.scores else None,
            bankrupt=side.bankrupt,
            errors=side.errors,
            **extra,
        )
        if side.wall:
            emit(
                f"openspiel_decision_wall_{side.name}_{args.game}",
                statistics.median(side.wall),
                "s",
                cpu=round(statistics.median(side.cpu), 4),
                decisions=len(side.wall),
                **extra,
            )
        if side.simulations:
            emit(
                f"openspiel_simulations_per_decision_{args.game}",
                statistics.median(side.simulations),
                "simulations",
                **extra,
            )


if __name__ == "__main__":
    main()
