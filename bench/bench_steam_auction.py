"""Age of Steam: whole turn-order auctions played by a level at its own clock, and the raises it cannot pay for.

    python bench/bench_steam_auction.py [--level normal] [--seeds 5]

On each of Rust Belt (4 players) and Tasmania (3) and each seed: round 1's auction after each seat issued
0-2 shares (seeded), and the same auction made a later round by hand (round 4, $3-8 cash, income 1-3, 4-5
shares, engine 1-2, seeded), where a raise can leave a seat unable to pay its expenses. Prints each auction
(seat:bid, a ``!`` where the raise leaves the raiser's cash below this round's expenses less its income:
shares cannot be issued again before they are due) on stderr, and the totals as figures on stdout (one
JSON line each, as ``bench/run.py`` reads them). The level thinks by its own wall clock, as
in a game, so the figures depend on the machine's load: that is what they measure (a search whose clock ran
out while judging the bids raised by $1 until it went bankrupt, docs/ai.md).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import rules
from game.ai import make_agent
from rules.steam.state import SteamState

STEAM = rules.get("steam")
MAPS = (("rust_belt", 4), ("tasmania", 3))


def auction(map_id: str, players: int, seed: int, late: bool) -> SteamState:
    """Round 1's auction after seeded share issues, or (``late``) that auction made round 4 by hand."""
    rnd = random.Random(seed * 7 + late)
    s = STEAM.new_game(players, seed, STEAM.check_setup(players, {"map": map_id}))
    while s.phase == "shares":
        n = 0 if late else rnd.randrange(3)
        s = STEAM.apply(s, next(a for a in STEAM.legal_actions(s) if a["n"] == n))
    if late:
        s = s.copy()
        s.round = 4
        s.cash = tuple(rnd.randint(3, 8) for _ in range(players))
        s.income = tuple(rnd.randint(1, 3) for _ in range(players))
        s.shares = tuple(rnd.randint(4, 5) for _ in range(players))
        s.engine = tuple(rnd.randint(1, 2) for _ in range(players))
    return s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    decisions = raises = short_raises = short_winners = 0
    began = time.process_time()
    for map_id, players in MAPS:
        for seed in range(args.seeds):
            for late in (False, True):
                s = auction(map_id, players, seed, late)
                m = STEAM.map_of(s)
                agents = [make_agent(args.level, STEAM, seed * 1009 + i) for i in range(players)]
                line = []
                while s.phase == "auction":
                    seat = STEAM.to_move(s)
                    action = agents[seat].choose(s, seat)
                    decisions += 1
                    if action.kind == "bid":
                        short = s.cash[seat] - action["amount"] < m.expenses(s, seat) - s.income[seat]
                        raises += 1
                        short_raises += short
                        line.append(f"{seat}:{action['amount']}{'!' if short else ''}")
                    else:
                        line.append(f"{seat}:{action.kind}")
                    s = STEAM.apply(s, action)
                winner = s.order[0]
                paid = s.bids[winner]
                unable = paid > 0 and s.cash[winner] < m.expenses(s, winner) - s.income[winner]
                short_winners += unable
                print(
                    f"{map_id} {seed} {'round 4' if late else 'round 1'}: {' '.join(line)} | winner {winner} "
                    f"paid ${paid}, has ${s.cash[winner]}{', cannot pay its expenses' if unable else ''}",
                    file=sys.stderr,
                    flush=True,
                )
    auctions = len(MAPS) * args.seeds * 2
    for name, value, unit in (
        ("auction decisions", decisions, "decisions"),
        ("auction raises", raises, "raises"),
        ("raises leaving cash below the expenses", short_raises, "raises"),
        (f"auction winners of {auctions} who paid a bid and cannot pay their expenses", short_winners, "seats"),
        ("CPU time", round(time.process_time() - began, 1), "s"),
    ):
        print(json.dumps({"name": name, "value": value, "unit": unit}), flush=True)


if __name__ == "__main__":
    main()
