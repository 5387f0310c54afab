"""Mid-game Age of Steam positions for view tests, reached by a fixed sequence of seeded legal moves."""

from __future__ import annotations

import random

import rules


def midgame(map_id: str = "rust_belt", seed: int = 4, until: str | None = None, moves: int = 400, players: int = 3):
    """The ruleset, a position and each seat's last move targets.

    Seats build at random, issue two shares a round and drop out of auctions. With ``until`` the game stops
    at the first position offering an action of that kind (``"build"`` once some track is down, ``"move"``),
    else after ``moves`` moves or when the game ends.
    """
    rs = rules.get("steam")
    s = rs.new_game(players, seed, {"map": map_id})
    rng = random.Random(seed)
    last: dict[int, tuple[str, ...]] = {}
    for _ in range(moves):
        acts = rs.legal_actions(s)
        if not acts:
            break
        kinds = {a.kind for a in acts}
        if until and until in kinds and (until != "build" or len(s.track) >= 6):
            break
        builds = [a for a in acts if a.kind == "build"]
        if builds and s.builds < 3:
            a = rng.choice(builds)
        elif s.phase == "shares":
            a = next(x for x in acts if dict(x.params).get("n") == min(2, len(acts) - 1))
        elif "drop" in kinds:
            a = next(x for x in acts if x.kind == "drop")
        else:
            a = rng.choice([x for x in acts if x.kind != "raise_engine"] or acts)
        s = rs.apply(s, a)
        last[a.seat] = tuple(a.targets)
    return rs, s, last
