"""Headless games between computer players: how the levels compare, and a soak test of the rules.

``python main.py simulate GAME --games N --agents A,B,C`` plays N games with no
window and no pacing, shows a one-line progress bar on stderr and prints a
results table: per seat the agent, wins, win %, mean final score, the games it
went bankrupt in (for games with bankruptcy: Age of Steam), what it did where the
game has a tally (``game/tallies``: Age of Empires III's regions, expeditions,
battles, buildings) and the time its agent spent thinking. Never imports pygame.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import textwrap
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TextIO

from game.tallies import tally_for
from rules.core import Action, Ruleset
from rules.words import plural

__all__ = ["SeatResult", "SimResult", "agent_list", "default_jobs", "format_table", "shared_places", "simulate"]

AgentFactory = Callable[[str, Ruleset, int | None], Any]


@dataclass
class SeatResult:
    agent: str
    wins: float = 0.0  # a win shared by k seats counts 1/k to each
    total_score: int = 0
    time: float = 0.0  # seconds spent choosing moves
    errors: int = 0  # moves where the agent failed and a legal fallback was played
    bankrupt: int = 0  # finished games in which the seat went bankrupt
    tallies: dict[str, int] = field(default_factory=dict)  # the game's own counts (game.tallies), over finished games

    def mean_score(self, games: int) -> float:
        return self.total_score / games if games else 0.0


@dataclass
class SimResult:
    game: str
    title: str
    players: int
    seed: int
    games: int = 0  # games finished
    unfinished: int = 0  # games stopped at the move limit
    decisions: int = 0
    elapsed: float = 0.0
    seats: list[SeatResult] = field(default_factory=list)
    bankruptcy: bool = False  # the game knows bankruptcy: the table shows its column
    winner_scores: list[int] = field(default_factory=list)  # per finished game, the (first) winner's score
    tally_names: tuple[str, ...] = ()  # the game's own columns (game.tallies), in order
    tally_notes: tuple[str, ...] = ()  # what they count, shown under the table


def agent_list(names: str | None, players: int | None, smallest: int) -> list[str]:
    """Agent names per seat: the comma list, its last name repeated to ``players`` seats.

    With names and no player count, there is one seat per name; without names,
    every seat is "random" and the count defaults to ``smallest``.
    """
    given = [n.strip() for n in names.split(",")] if names else []
    if any(not n for n in given):
        raise ValueError(f"an agent name is empty in {names!r}")
    if players is None:
        players = len(given) if given else smallest
    if not given:
        given = ["random"]
    if len(given) > players:
        raise ValueError(f"{len(given)} agents named for {players} seats")
    return given + [given[-1]] * (players - len(given))


def shared_places(ruleset: Ruleset, state: Any) -> list[int]:
    """Each seat's place (1 = first) with ties shared as the game's rulebook shares them.

    The ruleset's ``places`` decides when it overrides it or its ranking (the game's own tie-breaks; Age of Steam
    and Age of Empires III leave some ties unbroken, so tied seats share a place there); a game that only sorts
    by total gets shared places on equal totals instead of the default order by seat.
    """
    if type(ruleset).places is not Ruleset.places or type(ruleset).ranking is not Ruleset.ranking:
        return ruleset.places(state)
    totals = {sheet.seat: sheet.total for sheet in ruleset.scores(state)}
    return [1 + sum(1 for q in totals if totals[q] > totals[p]) for p in range(len(totals))]


def _winners(ruleset: Ruleset, state: Any) -> list[int]:
    """The winning seats: those in first place, a tie the rulebook leaves unbroken shared (see ``shared_places``)."""
    return [seat for seat, place in enumerate(shared_places(ruleset, state)) if place == 1]


def _bar(done: int, total: int, width: int = 30) -> str:
    filled = width * done // total if total else width
    return "[" + "#" * filled + "-" * (width - filled) + "]"


@dataclass
class _Game:
    """One game's outcome, as a worker process hands it back."""

    decisions: int
    over: bool
    winners: list[int]
    scores: dict[int, int]
    times: list[float]
    errors: list[int]
    bankrupt: list[int] | None  # seats bankrupt at the end; None: the game knows no bankruptcy
    tallies: list[dict[str, int]] | None = None  # per seat, the game's own counts (game.tallies)


def default_jobs(games: int) -> int:
    """Games played at once when not told: one per core, never more than the games."""
    return max(1, min(games, os.cpu_count() or 1))


def _play(
    ruleset: Ruleset,
    agents: list[str],
    game_seed: int,
    resolved: Mapping[str, Any],
    make_agent: AgentFactory,
    max_decisions: int,
    tick: Callable[[int], None] | None = None,
) -> _Game:
    """Play one game; an agent that raises or answers an illegal move loses its turn to the first legal move."""
    players = len(agents)
    state = ruleset.new_game(players, game_seed, resolved)
    seated = [make_agent(name, ruleset, game_seed * 1009 + i) for i, name in enumerate(agents)]
    times = [0.0] * players
    errors = [0] * players
    decisions = 0
    tally = tally_for(ruleset, players)
    while (seat := ruleset.to_move(state)) is not None and decisions < max_decisions:
        t0 = time.perf_counter()
        try:
            action = seated[seat].choose(state, seat)
            legal = isinstance(action, Action) and ruleset.explain(state, action) is None
        except Exception:
            legal = False
        times[seat] += time.perf_counter() - t0
        if not legal:
            errors[seat] += 1
            action = ruleset.legal_actions(state)[0]
        before, state = state, ruleset.apply(state, action)
        if tally is not None:
            tally.observe(before, action, state)
        decisions += 1
        if tick is not None:
            tick(decisions)
    over = ruleset.is_over(state)
    winners = _winners(ruleset, state) if over else []
    scores = {sheet.seat: sheet.total for sheet in ruleset.scores(state)} if over else {}
    tallies = tally.finish(state) if tally is not None and over else None
    return _Game(decisions, over, winners, scores, times, errors, ruleset.bankrupt_seats(state), tallies)


#: What a forked worker plays: set in the parent just before the pool starts, inherited by the fork.
_JOB: tuple | None = None


def _play_job(game_seed: int) -> _Game:
    ruleset, agents, resolved, make_agent, max_decisions = _JOB
    return _play(ruleset, agents, game_seed, resolved, make_agent, max_decisions)


def simulate(
    ruleset: Ruleset,
    agents: list[str],
    games: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    *,
    make_agent: AgentFactory | None = None,
    progress: TextIO | None = None,
    max_decisions: int = 200_000,
    jobs: int = 1,
) -> SimResult:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) between ``agents``, one per seat.

    An agent that raises or returns an illegal move is counted in ``errors`` and
    the first legal move is played instead, as the live game does. With
    ``jobs`` > 1 the games are played that many at a time in forked processes
    (each its own core, so a searching level keeps its thinking time per move);
    the table is the same as one process would give for agents that do not
    watch the clock. Raises SetupError for options or a player count the game does not allow.
    """
    global _JOB
    if make_agent is None:
        from game.ai import make_agent
    players = len(agents)
    resolved = ruleset.check_setup(players, options)
    result = SimResult(ruleset.id, ruleset.title, players, seed, seats=[SeatResult(a) for a in agents])
    tally = tally_for(ruleset, players)
    if tally is not None:
        result.tally_names, result.tally_notes = tally.names, tally.notes
    start = time.perf_counter()
    last_draw = 0.0

    def draw(done: int, extra: str, every: float) -> None:
        nonlocal last_draw
        now = time.perf_counter()
        if progress is not None and (now - last_draw > every or done == games):
            last_draw = now
            _draw(progress, done, games, now - start, extra)

    def record(game: _Game) -> None:
        result.decisions += game.decisions
        result.bankruptcy = result.bankruptcy or game.bankrupt is not None
        for i in range(players):
            result.seats[i].time += game.times[i]
            result.seats[i].errors += game.errors[i]
        if not game.over:
            result.unfinished += 1
            return
        result.games += 1
        for w in game.winners:
            result.seats[w].wins += 1 / len(game.winners)
        if game.winners:
            result.winner_scores.append(game.scores[game.winners[0]])
        for s, total in game.scores.items():
            result.seats[s].total_score += total
        for s in game.bankrupt or ():
            result.seats[s].bankrupt += 1
        for s, counts in enumerate(game.tallies or ()):
            kept = result.seats[s].tallies
            for name, n in counts.items():
                kept[name] = kept.get(name, 0) + n

    seeds = [seed + g for g in range(games)]
    forking = "fork" in multiprocessing.get_all_start_methods()
    if jobs > 1 and games > 1 and forking:
        _JOB = (ruleset, agents, resolved, make_agent, max_decisions)
        draw(0, f"{jobs} at a time", 0.0)
        try:
            with multiprocessing.get_context("fork").Pool(min(jobs, games)) as pool:
                for done, game in enumerate(pool.imap(_play_job, seeds), start=1):
                    record(game)
                    draw(done, f"{jobs} at a time", 0.0)
        finally:
            _JOB = None
    else:
        for g, game_seed in enumerate(seeds):
            game = _play(
                ruleset,
                agents,
                game_seed,
                resolved,
                make_agent,
                max_decisions,
                lambda n, g=g: draw(g, f"game {g + 1}: {n} moves", 0.2),
            )
            record(game)
            draw(g + 1, "", 0.1)
    result.elapsed = time.perf_counter() - start
    if progress is not None:
        progress.write("\n")
        progress.flush()
    return result


def _draw(stream: TextIO, done: int, total: int, elapsed: float, extra: str) -> None:
    line = f"{_bar(done, total)} {done}/{total} games  {elapsed:6.1f} s  {extra}"
    stream.write("\r" + line.ljust(72))
    stream.flush()


def format_table(result: SimResult) -> str:
    """The results as an aligned text table, one row per seat."""
    head = f"{result.title}: {result.games} games, {result.players} players, seeds {result.seed}.."
    head += f"{result.seed + result.games + result.unfinished - 1}, {result.decisions} moves in {result.elapsed:.1f} s"
    shared = any(s.wins != int(s.wins) for s in result.seats)
    bankruptcy = ("bankrupt",) if result.bankruptcy else ()
    tallied = result.tally_names
    rows = [("seat", "agent", "wins", "win %", "mean score", *bankruptcy, *tallied, "think time", "errors")]
    for i, s in enumerate(result.seats):
        pct = 100 * s.wins / result.games if result.games else 0.0
        rows.append(
            (
                str(i + 1),
                s.agent,
                f"{s.wins:.2f}" if shared else f"{s.wins:.0f}",
                f"{pct:.1f}",
                f"{s.mean_score(result.games):.1f}",
                *((str(s.bankrupt),) if bankruptcy else ()),
                *(str(s.tallies.get(name, 0)) for name in tallied),
                f"{s.time:.2f} s",
                str(s.errors),
            )
        )
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = [head, ""]
    for r in rows:
        cells = zip(r, widths, strict=True)
        lines.append("  ".join(cell.ljust(w) if c < 2 else cell.rjust(w) for c, (cell, w) in enumerate(cells)))
    if tallied:
        lines.append("")
        lines.extend(textwrap.wrap(f"Totals over the games. {' '.join(result.tally_notes)}", 110))
    if result.winner_scores:
        lines.append("")
        lines.append("winners' scores: " + ", ".join(str(v) for v in result.winner_scores))
    if result.unfinished:
        lines.append(f"{plural(result.unfinished, 'game')} stopped unfinished after the move limit.")
    return "\n".join(lines)


def main_simulate(
    ruleset: Ruleset,
    agents: list[str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    jobs: int = 1,
) -> SimResult:
    """The command's body: run with a progress bar on ``err`` and print the table to ``out``."""
    result = simulate(ruleset, agents, games, seed, options, progress=err or sys.stderr, jobs=jobs)
    print(format_table(result), file=out or sys.stdout)
    return result
