"""AI figures: MCTS iterations per second and median decision time per level; and level-vs-level tables.

    python bench/bench_ai.py                       # JSON lines: {"name", "value", "unit"}
    python bench/bench_ai.py --positions 3         # fewer positions (quicker, rougher)
    python bench/bench_ai.py --tournament hard,greedy,greedy,greedy --games 40 [--budget hard=0.5] [--jobs 2]
    python bench/bench_ai.py --game steam --option map=tasmania --players 3 --levels normal --in-play 2 [--fresh]

``--in-play N`` times every decision (of more than one move) of N whole games with the level in every seat,
the agents kept from decision to decision as ``simulate`` keeps them; ``--fresh`` makes an agent for each
decision instead, on a determinized copy and with its seat's ``carry``, as the window's search child does. A
level that plans over several decisions (Age of Steam's round plans) is timed as it plays, not only at the
decisions that plan.

Figures are measured on Endeavor when it is registered, else on the tiny test
game (tests/tiny.py). Positions are reached by random legal play from several
seeds, so the figures cover early, middle and late decisions.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import rules  # noqa: E402
from game.ai import LEVELS, make_agent  # noqa: E402
from game.ai.arena import TournamentTable, play_game  # noqa: E402


def emit(name: str, value: float, unit: str, **extra: object) -> None:
    print(json.dumps({"name": name, "value": round(value, 4), "unit": unit, **extra}), flush=True)


def pick_ruleset(game: str | None) -> rules.Ruleset:
    if game:
        if game == "tiny":
            from tests.tiny import install

            return install()
        return rules.get(game)
    if "endeavor" in rules.known_ids():
        return rules.get("endeavor")
    from tests.tiny import install

    return install()


def positions(ruleset: rules.Ruleset, count: int, seed: int, players: int, options: dict | None = None) -> list:
    """Positions after 0..~200 random legal plies (not finished), spread over the game."""
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        state = ruleset.new_game(players, rnd.randrange(10**6), options)
        plies = rnd.randrange(0, 40 + 60 * len(out))
        for _ in range(plies):
            nxt = ruleset.apply(state, rnd.choice(ruleset.legal_actions(state)))
            if ruleset.is_over(nxt):
                break
            state = nxt
        if len(ruleset.legal_actions(state)) > 1:
            out.append(state)
    return out


def in_play(ruleset: rules.Ruleset, games: int, players: int, levels: list[str], options: dict, fresh: bool) -> None:
    """Median and 90th percentile of a level's decision times over whole games (see the module docstring)."""
    game = ruleset.id
    for level in levels:
        times = []
        for g in range(games):
            state = ruleset.new_game(players, g, options)
            seated = [make_agent(level, ruleset, g * 1009 + i) for i in range(players)]
            carries: dict[int, dict] = {}
            n = 0
            while (seat := ruleset.to_move(state)) is not None:
                agent = seated[seat]
                if fresh:
                    agent = make_agent(level, ruleset, g * 1009 + n)
                    agent.carry = carries.setdefault(seat, {})  # as the window's search child hands it on
                began = time.perf_counter()
                action = agent.choose(ruleset.determinize(state, n) if fresh else state, seat)
                if len(ruleset.legal_actions(state)) > 1:
                    times.append(time.perf_counter() - began)
                state = ruleset.apply(state, action)
                n += 1
        tag = f"{level}_{game}" + ("_fresh" if fresh else "")
        emit(f"ai_decision_median_in_play_{tag}", statistics.median(times), "s", decisions=len(times), games=games)
        emit(f"ai_decision_p90_in_play_{tag}", statistics.quantiles(times, n=10)[-1], "s")


def figures(ruleset: rules.Ruleset, count: int, players: int, levels: list[str], options: dict | None = None) -> None:
    spots = positions(ruleset, count, seed=7, players=players, options=options)
    game = ruleset.id
    for level in levels:
        times = []
        rates = []
        for i, state in enumerate(spots):
            agent = make_agent(level, ruleset, seed=i)
            began = time.perf_counter()
            agent.choose(state, ruleset.to_move(state))
            times.append(time.perf_counter() - began)
            stats = getattr(agent, "stats", None)
            if stats is not None and stats.elapsed > 0:
                rates.append(stats.per_second)
        emit(f"ai_decision_median_{level}_{game}", statistics.median(times), "s", positions=len(spots))
        if rates:
            emit(f"ai_mcts_iterations_per_second_{level}_{game}", statistics.median(rates), "iterations/s")


def _one_game(args: tuple) -> object:
    game, levels, seed, budgets = args
    ruleset = pick_ruleset(game)
    return play_game(ruleset, levels, seed, None, budgets)


def run_tournament(game: str, agents: list[str], games: int, seed: int, budgets: dict, jobs: int) -> None:
    n = len(agents)
    rnd = random.Random(seed)
    jobs_args = []
    for g in range(games):
        shift = g % n
        levels = [agents[(s - shift) % n] for s in range(n)]
        jobs_args.append((game, levels, rnd.randrange(10**9), budgets))
    table = TournamentTable(list(agents))
    began = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for g, record in enumerate(pool.map(_one_game, jobs_args)):
            record.shift = g % n
            table.games.append(record)
            winner = record.levels[record.winner]
            print(f"game {g + 1}/{games}: winner {winner} totals {record.totals}", file=sys.stderr)
    print(table.markdown())
    for slot, level, wins, share, mean in table.rows():
        emit(f"ai_win_share_slot{slot + 1}_{level}_{game}", share, "fraction", wins=wins, games=games, mean=mean)
    emit(f"ai_tournament_seconds_{game}", time.perf_counter() - began, "s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--tournament", default=None, help="agents per slot, e.g. hard,greedy,greedy,greedy")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", action="append", default=[], help="level=seconds (overrides the level's own)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="KEY=VALUE game option (e.g. map=tasmania)")
    parser.add_argument("--in-play", type=int, default=0, help="time whole games (this many) instead of positions")
    parser.add_argument("--fresh", action="store_true", help="with --in-play: a new agent for every decision")
    args = parser.parse_args()
    budgets = {k: float(v) for k, v in (b.split("=", 1) for b in args.budget)}
    ruleset = pick_ruleset(args.game)
    if args.tournament:
        run_tournament(ruleset.id, args.tournament.split(","), args.games, args.seed, budgets, args.jobs)
        return
    players = args.players if args.players in ruleset.player_counts else ruleset.player_counts.start
    options = dict(ruleset.check_setup(players, dict(o.split("=", 1) for o in args.option)))
    if args.in_play:
        in_play(ruleset, args.in_play, players, args.levels.split(","), options, args.fresh)
        return
    figures(ruleset, args.positions, players, args.levels.split(","), options)


if __name__ == "__main__":
    main()
