"""Age of Empires III: what the computer players do over whole games, per seat (issue 14's "Must show").

    python bench/bench_aoe3_play.py [--games 4] [--agents greedy,greedy,greedy] [--seed 0] [--iterations N]

Plays the games with fixed seats (game g on seed ``seed + g``) and counts, per seat: regions discovered
(counters won), discovery cards won, expeditions sent, expeditions sent that could not succeed (a value
below the natives of every counter the target could show, from the public counters: its known counter,
else the pool), battles fought as the attacker (a War's battles included) and Wars declared, capital
buildings owned at the end, and, for a searching seat (Normal, Hard), its decisions with more than one move
("searched") and those Hard answered from its playouts ("playouts"; the others fell back to PUCT without
them, as Normal searches), the games won and the mean score. With ``--iterations N`` the searching seats stop
after N iterations and never read the clock, so a run measures the search itself, not the machine's load.
One JSON line per figure (totals over the games, per seat), a table on stderr, with the CPU time of the run.
"""

from __future__ import annotations

import argparse
import sys
import time

from _util import emit  # bench/ is on sys.path when the script runs

import rules
from game.ai import make_agent
from game.ai.mcts import MCTSAgent
from game.ai.search_tree import SearchStats
from game.tallies.aoe3 import NAMES, Aoe3Tally

COUNTS = ("wins", *NAMES, "searched", "playouts")


def play(
    ruleset, agents: list[str], seed: int, iterations: int | None = None
) -> tuple[list[dict[str, int]], list[int], int]:
    """One game: the counts per seat, the final scores and the winner (the rulebook's ranking)."""
    n = len(agents)
    s = ruleset.new_game(n, seed)
    seats = [make_agent(name, ruleset, seed * 1009 + i) for i, name in enumerate(agents)]
    for agent in seats:
        if iterations is not None and isinstance(agent, MCTSAgent):
            agent.max_iterations, agent.default_budget = iterations, None  # a fixed search, no clock
    counts = [dict.fromkeys(COUNTS, 0) for _ in range(n)]
    tally = Aoe3Tally(n)
    while (seat := ruleset.to_move(s)) is not None:
        agent = seats[seat]
        if isinstance(agent, MCTSAgent):
            agent.stats = SearchStats()  # replaced only when the agent searches (more than one useful move)
        action = agent.choose(s, seat)
        if isinstance(agent, MCTSAgent) and agent.stats.elapsed > 0:
            counts[seat]["searched"] += 1
            counts[seat]["playouts"] += agent.stats.playouts
        before, s = s, ruleset.apply(s, action)
        tally.observe(before, action, s)
    for p, tallied in enumerate(tally.finish(s)):
        counts[p].update(tallied)
    return counts, [sheet.total for sheet in ruleset.scores(s)], ruleset.ranking(s)[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--agents", default="greedy,greedy,greedy")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--iterations", type=int, help="searching seats stop after N iterations, not by the clock")
    args = ap.parse_args(argv)
    ruleset = rules.get("aoe3")
    agents = [a.strip() for a in args.agents.split(",")]
    totals = [dict.fromkeys(COUNTS, 0) for _ in agents]
    scores = [0] * len(agents)
    began = time.process_time()
    for g in range(args.games):
        counts, final, winner = play(ruleset, agents, args.seed + g, args.iterations)
        counts[winner]["wins"] += 1
        for p, c in enumerate(counts):
            for k, v in c.items():
                totals[p][k] += v
            scores[p] += final[p]
        print(f"game {g + 1}/{args.games}: scores {final}", file=sys.stderr)
    print(f"{args.games} games, {time.process_time() - began:.0f} s of CPU", file=sys.stderr)
    print("seat  agent       " + "  ".join(COUNTS) + "  mean score", file=sys.stderr)
    for p, name in enumerate(agents):
        row = "  ".join(f"{totals[p][k]:>{len(k)}}" for k in COUNTS)
        print(f"{p + 1:<4}  {name:<10}  {row}  {scores[p] / max(1, args.games):10.1f}", file=sys.stderr)
        for k in COUNTS:
            emit(f"aoe3_{k}_seat{p + 1}_{name}", totals[p][k], "count", games=args.games)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
