"""Age of Steam: what each special action (1.6) and going first (1.5) are worth for this round's plan.

An action is worth what it changes in the round ahead, for this seat:

- **Locomotive**: the engine rises at once (the estimate sees it in the longer
  deliveries it opens and the $1 a round it costs); before it is taken it is
  worth the deliveries one more link opens this round;
- **Engineer**: a fourth placement, worth something only with money for it
  and a delivery to build toward;
- **Urbanization**: a New City at the end of the seat's own track (a town its
  link reaches) becomes a destination for goods;
- **First Move**: the seat's best delivery cannot be taken by a rival moving
  first, when a rival could carry goods too;
- **First Build**: the seat builds toward its delivery before a rival does;
- Production and Turn Order change little of this round's plan.

Held, an action counts until its effect shows (Engineer and Urbanization until
the seat's build turn, First Build until the build, First Move until the moves).
In the turn-order auction, the high bidder counts the worth of choosing first:
its best action against the one left to the last to choose; its bid is money
promised (the estimate takes it off its cash), so a seat bids while going first
is worth more than the dollars.
"""

from __future__ import annotations

from rules.steam.state import SteamState

__all__ = ["action_values", "first_choice_value", "held_action_value"]

#: Points of a fourth placement (Engineer) with money for it and a delivery to build toward.
ENGINEER_POINTS = 1.5
#: Dollars four placements take (about $3 each): less money makes the fourth worth less.
ENGINEER_CASH = 12
#: Points of a New City at the end of the seat's own link (Urbanization).
URBAN_POINTS = 1.0
#: Points per link of the seat's best delivery that moving first keeps from a rival (First Move).
FIRST_MOVE_POINTS = 0.5
#: Points of building first toward a delivery (First Build).
FIRST_BUILD_POINTS = 0.3


def action_values(
    m,
    s: SteamState,
    p: int,
    *,
    gains: list[list[int]],
    reach: list[list[int]],
    targets: int,
    spendable: int,
    own_town_end: bool,
    delivery_points: float,
) -> dict[str, float]:
    """Per action of the map's table, its worth to seat ``p`` for this round's plan (points)."""
    g, r = gains[p], reach[p]
    rivals_deliver = any(gains[q] for q in range(s.players) if q != p and not s.out[q])
    aim = min(1.0, targets / 2)
    values = {}
    for a in m.action_spaces(s):
        v = 0.0
        if a == "locomotive":
            v = 0.9 * max(0, sum(r[:2]) - sum(g[:2])) * delivery_points
        elif a == "engineer":
            v = ENGINEER_POINTS * aim * min(1.0, spendable / ENGINEER_CASH)
        elif a == "urbanization":
            v = URBAN_POINTS if own_town_end else 0.0
        elif a == "first_move":
            v = FIRST_MOVE_POINTS * (g[0] if g else 0) if rivals_deliver else 0.0
        elif a == "first_build":
            v = FIRST_BUILD_POINTS * aim
        values[a] = v
    return values


def held_action_value(s: SteamState, p: int, values: dict[str, float]) -> float:
    """The worth of the action seat ``p`` holds while its effect is still to come (Locomotive's is at once)."""
    held = s.taken[p]
    if held is None or held == "locomotive" or s.phase not in ("select", "build"):
        return 0.0  # before Select Actions, ``taken`` is still the last round's
    if held in ("engineer", "urbanization"):
        if s.phase == "build" and (p not in s.acting or s.acting.index(p) <= s.turn):
            return 0.0  # its build turn has begun: the placements show what it was worth
    elif held == "first_build" and s.phase == "build":
        return 0.0
    return values.get(held, 0.0)


def first_choice_value(s: SteamState, values: dict[str, float]) -> float:
    """What choosing an action first is worth against choosing last: the best action against the one the
    others leave (as many are taken before the last choice as there are other seats still in)."""
    ranked = sorted(values.values(), reverse=True)
    if not ranked:
        return 0.0
    others = sum(1 for q in range(s.players) if not s.out[q]) - 1
    return ranked[0] - ranked[min(others, len(ranked) - 1)]
