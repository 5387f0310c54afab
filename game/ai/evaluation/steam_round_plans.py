"""Age of Steam where links are taxed (Tasmania) or the goods to come are shown (Venezuela): rounds planned to the end.

On Tasmania a link costs $3 every round to the end, so a seat's network pays only if, built link by link with
the engine raised on the way, it carries long deliveries round after round. The estimate's plan to the end hopes
for no later build there (``steam.estimate``), so a first link was always a loss and no seat built: ten games of
three Normal ended with every winner below 0 (-4 to -27) and cubes piling up unmoved (56 on the map in round 8).
A seat that plans its own next rounds on the rules themselves does build: on seed 3, one seat planning so while
its rivals never build ends at +14 to +39 (docs/ai.md, *Tasmania: a seat's rounds planned to the end*).

Venezuela's goods growth rolls no dice (every city refills to 2 from its display column), so a line played on
the rules meets the very goods the game will bring, and its track costs $R a tile, so when to build matters as
much as where: there the seats plan their rounds as well (``plans_rounds``), with a lower floor for a project
(``MIN_PAY_UNTAXED``).

A **round plan** is one project of this round's build (``steam_projects``: new links that open deliveries of
the cubes on the map, at most three placements) or none, whether the engine goes up a level this round (the
Locomotive action where it is free, else the first move), the shares issued (what this round's build and
expenses need, or one more), and, in a round the grey disc leaves Urbanization free, perhaps a New City placed
before the build (1.6) on a town near cubes of its colour, the project then one to it. Tasmania's cities take no
black cube, so black cubes pile up unless a grey New City takes them: without New Cities in the plans two
winners of the issue's ten games stayed below 0 (seeds 5 and 9, 48 cubes on the map in round 9 of a logged one),
with them every winner ended above 0 (docs/ai.md, *Tasmania: New Cities in the round plans*).

``round_plan`` searches lines of round plans to the end of the game by a beam:
each round's plans are played on the rules (``ruleset.apply``) on a determinized copy, so the dice of goods
growth are drawn, never seen; the rivals issue the shares their expenses need, build nothing and carry their
best cube. A line is judged by the seat's score at the end (``scores``), less ``SHARE_MARGIN`` a share past
``SHARE_MARGIN_AT`` (rivals take cubes the plan counted on; a seat at the share limit has nothing left to pay
with); between rounds, by the score now and the cash flow at ``CASH_POINTS`` a dollar, less ``SAFE_POINTS`` a
share the flow would take past ``SHARE_MARGIN_AT``. A project that opens fewer than ``MIN_PAY`` own-link
deliveries a new link is not looked at: its tax outruns what it carries (ten games of three planning seats:
without the floor three or four seats of thirty went bankrupt, with it one).

The seat plays its plan: the shares, no bid (a dollar bid is a dollar less for track), the action the plan
needs, at its build turn a plan made again (the rivals before it have built and taken their cubes), the
placements of its project, the raise and then its best deliveries. Only the seats that search (Normal, Hard)
plan; on the other maps (Rust Belt, Japan) nothing here is used.
"""

from __future__ import annotations

import math
import threading
import time

from game.ai.evaluation.steam_board import planning_goods, stop_distances
from game.ai.evaluation.steam_growth import growth_is_seen
from game.ai.evaluation.steam_projects import Project, projects, tax_per_link
from rules.core import Action, Ruleset
from rules.steam import constants as K
from rules.steam.places import place_name
from rules.steam.state import SteamState
from rules.steam.track import is_town, network

__all__ = [
    "CASH_POINTS",
    "MIN_PAY",
    "MIN_PAY_UNTAXED",
    "PLAN_SETTINGS",
    "RoundPlan",
    "plans_rounds",
    "round_plan",
    "round_plan_move",
]

#: Per level: lines kept a round (``width``), projects looked at a round (``projects``), determinized copies a
#: plan is averaged over (``samples``), the most seconds a plan takes (``seconds``: the lines stop growing
#: then; a plan is made twice a round, its other decisions are quick).
PLAN_SETTINGS = {
    "normal": {"width": 6, "projects": 4, "samples": 1, "seconds": 3.0},
    "hard": {"width": 8, "projects": 5, "samples": 2, "seconds": 6.0},
}
#: Own-link deliveries a project must open per new link to be looked at, where links are taxed and elsewhere
#: (Venezuela at 2.5: a round-1 plan found no project and was worth -27; at 1, +62 over the same seat's lines).
MIN_PAY = 2.5
MIN_PAY_UNTAXED = 1.0
#: Points a dollar of cash, or of the cash flow to the end, is worth between rounds of a line.
CASH_POINTS = 0.6
#: Shares past which a line is marked down, and by how much a share (at the end / between rounds).
SHARE_MARGIN_AT = 13
SHARE_MARGIN = 3.0
SAFE_POINTS = 4.0
#: A line that goes bankrupt: far below every line that stays in, later a little better.
BANKRUPT = -200.0
#: Hexes of track from a town within which cubes of a New City's colour count for urbanizing it, and the
#: (town, New City) pairs looked at a round (those with the most such cubes).
URBAN_REACH = 4
URBAN_CANDIDATES = 2
#: Actions a seat takes when its plan raises no engine, best first (Engineer: Tasmania's forest costs no income).
CALM_ACTIONS = ("engineer", "first_build", "turn_order", "first_move")


def plans_rounds(m, s: SteamState) -> bool:
    """Whether seats plan their rounds here: where every complete link pays a tax each round (Tasmania), or
    where goods growth brings what the display shows with no dice (Venezuela, ``growth_is_seen``: a line's
    goods are then the game's own). On Venezuela the search without plans left two winners of ten below 0
    and one seat of forty bankrupt; with them every winner ended above 0 and none went out (docs/ai.md,
    *Venezuela: the rounds planned to the end*)."""
    return tax_per_link(m, s) > 0 or growth_is_seen(m)


def _min_pay(m, s: SteamState) -> float:
    """Own-link deliveries a project must open a new link: ``MIN_PAY`` where links are taxed, else one."""
    return MIN_PAY if tax_per_link(m, s) > 0 else MIN_PAY_UNTAXED


class RoundPlan:
    """One round's plan for a seat (see the module docstring), and how far it is carried out."""

    __slots__ = ("extra", "placements", "project", "raise_engine", "replanned", "urban", "value")

    def __init__(
        self, project: Project | None, raise_engine: bool, extra: int, urban: tuple[int, str] | None = None
    ) -> None:
        self.project = project
        self.raise_engine = raise_engine
        self.extra = extra
        self.urban = urban  # (town hex, New City letter) urbanized before the build, or None
        self.placements: list[Action] | None = None  # the build's placements, once worked out
        self.replanned = False  # made again at the seat's build turn
        self.value: float | None = None  # the best line's worth (about the score at the end)

    def summary(self, m, s: SteamState) -> str:
        """The plan in the board's words, for a hint."""
        if self.project is None:
            build = "no track"
        else:
            names = [" - ".join(place_name(m.board, s, h) for h in (a, b)) for a, b, _ in self.project.links]
            build = "track for " + " and ".join(names)
        if self.urban is not None:
            town, letter = self.urban
            colour = m.board.new_cities[letter].colour
            build = f"a {colour} New City at {place_name(m.board, s, town)}, " + build
        engine = ", the engine up a level" if self.raise_engine else ""
        worth = "" if self.value is None else f"; about {self.value:.0f} points at the end if the rivals build no more"
        return f"it follows a plan for the rounds left (this round {build}{engine}){worth}"

    def key(self) -> tuple:
        links = None if self.project is None else frozenset((min(a, b), max(a, b)) for a, b, _ in self.project.links)
        return links, self.raise_engine, self.extra, self.urban


def _complete(m, s: SteamState, p: int) -> int:
    return sum(1 for link in network(m.board, s).links if link.owner == p and link.complete)


def _opened(q: Project) -> int:
    """Own links of the deliveries the project opens, with the engine as it is or one level up."""
    return sum(max(q.now.get(c, 0), q.raised.get(c, 0)) for c in set(q.now) | set(q.raised))


def _issue(ruleset: Ruleset, s: SteamState, n: int) -> Action:
    offers = [a for a in ruleset.legal_actions(s) if a.kind == "issue"]
    return next((a for a in offers if a.get("n") == n), offers[-1])


def _best_delivery(ruleset: Ruleset, s: SteamState, p: int) -> Action | None:
    best, chosen = 0, None
    for a in ruleset.legal_actions(s):
        if a.kind == "move":
            gain = ruleset.apply(s, a).income[p] - s.income[p]
            if gain > best:
                best, chosen = gain, a
    return chosen


def _placements(ruleset: Ruleset, m, s: SteamState, p: int, q: Project) -> list[Action] | None:
    """The build actions that lay project ``q``'s links for seat ``p`` (the first way found), or None."""
    board = m.board
    hexes = []
    for _, _, way in q.links:
        for h in way:
            if h not in board.city_at and h not in s.new_city and h not in s.track and h not in hexes:
                hexes.append(h)
    if len(hexes) > m.max_placements(s, p) - s.builds:
        return None
    wanted = {frozenset((a, b)) for a, b, _ in q.links}

    def lay(t: SteamState, i: int, done: list[Action]) -> list[Action] | None:
        if i == len(hexes):
            got = {frozenset((lk.a, lk.b)) for lk in network(board, t).links if lk.owner == p and lk.complete}
            return done if wanted <= got else None
        if t.phase != "build" or ruleset.to_move(t) != p:
            return None
        name = board.hexes[hexes[i]].name
        for a in ruleset.legal_actions(t):
            if a.kind == "build" and a.get("hex") == name:
                found = lay(ruleset.apply(t, a), i + 1, [*done, a])
                if found is not None:
                    return found
        return None

    return lay(s, 0, [])


def _rival_action(ruleset: Ruleset, m, s: SteamState, seat: int) -> Action:
    """What a rival does in a line: the shares its expenses need, no bid, no track, its best delivery."""
    legal = ruleset.legal_actions(s)
    if s.phase == "shares":
        need = m.expenses(s, seat) - s.cash[seat] - s.income[seat]
        return _issue(ruleset, s, max(0, min(m.max_issue(s, seat), math.ceil(need / (K.SHARE_PRICE - 1)))))
    if s.phase == "move":
        return _best_delivery(ruleset, s, seat) or next(a for a in legal if a.kind == "pass")
    return _calm_action(s, legal)


def _calm_action(s: SteamState, legal: list[Action]) -> Action:
    """No bid, no track, the first calm action, the tax paid in full."""
    kinds = {a.kind: a for a in legal}
    if s.phase == "auction":
        return kinds.get("drop") or kinds.get("pass_bid") or legal[0]
    if s.phase == "select":
        chosen = {a.get("action"): a for a in legal}
        return next((chosen[x] for x in CALM_ACTIONS if x in chosen), legal[0])
    if s.phase == "build":
        return kinds.get("done", legal[0])
    if legal[0].kind == "issue":  # the Tax phase: shares for the whole tax
        return legal[-1]
    return legal[0]


def plan_action(ruleset: Ruleset, m, s: SteamState, p: int, plan: RoundPlan) -> Action:
    """Seat ``p``'s next action under ``plan`` (in a line, and in the game)."""
    legal = ruleset.legal_actions(s)
    q = plan.project
    if s.phase == "shares":
        links = _complete(m, s, p) + (len(q.links) if q else 0)
        due = m.expenses(s, p) + (1 if plan.raise_engine else 0) + tax_per_link(m, s) * links
        gain = min(4, _opened(q)) if q else 0
        need = (q.cost if q else 0) + due - s.income[p] - gain - s.cash[p]
        return _issue(ruleset, s, min(max(0, math.ceil(need / (K.SHARE_PRICE - 1))) + plan.extra, m.max_issue(s, p)))
    if s.phase == "select" and (plan.raise_engine or plan.urban is not None):
        wanted = "urbanization" if plan.urban is not None else "locomotive"
        chosen = next((a for a in legal if a.get("action") == wanted), None)
        if chosen is not None:
            return chosen
    if s.phase == "build" and plan.urban is not None and s.taken[p] == "urbanization" and not s.urbanized:
        town, letter = plan.urban
        found = next(
            (a for a in legal if a.kind == "urbanize" and a.get("city") == letter and _town_hex(m, a) == town), None
        )
        if found is not None:
            return found
        plan.urban = None  # refused now (the town is taken, or its forest would take income below 0)
    if s.phase == "build" and q is not None:
        if plan.placements is None:
            plan.placements = (q.cost <= s.cash[p] and _placements(ruleset, m, s, p, q)) or []
        while plan.placements:
            a = plan.placements.pop(0)
            if a in legal:
                return a
            plan.placements = []
    if s.phase == "move":
        raise_now = next((a for a in legal if a.kind == "raise_engine"), None)
        if plan.raise_engine and raise_now is not None and s.taken[p] != "locomotive":
            return raise_now
        return _best_delivery(ruleset, s, p) or next(a for a in legal if a.kind == "pass")
    return _calm_action(s, legal)


def _play_round(ruleset: Ruleset, m, s: SteamState, p: int, plan: RoundPlan) -> SteamState | None:
    """The rest of this round with seat ``p`` on ``plan`` and the rivals as in a line; None if its project cannot
    be built (no money, or the way is taken)."""
    start = s.round
    while ruleset.to_move(s) is not None and s.round == start:
        seat = ruleset.to_move(s)
        if seat != p:
            s = ruleset.apply(s, _rival_action(ruleset, m, s, seat))
            continue
        if s.phase == "build" and plan.urban is not None and (s.taken[p] != "urbanization" or not s.urbanized):
            if s.taken[p] != "urbanization":
                return None  # the plan's New City needs the action
            s = ruleset.apply(s, plan_action(ruleset, m, s, p, plan))
            if not s.urbanized:
                return None
            continue
        if s.phase == "build" and plan.project is not None and plan.placements is None:
            plan.placements = (plan.project.cost <= s.cash[p] and _placements(ruleset, m, s, p, plan.project)) or None
            if plan.placements is None:
                return None
        s = ruleset.apply(s, plan_action(ruleset, m, s, p, plan))
    return s


def _line_value(ruleset: Ruleset, m, s: SteamState, p: int, total_rounds: int) -> float:
    if s.out[p]:
        return BANKRUPT + 5 * s.round
    score = ruleset.scores(s)[p].total
    if ruleset.is_over(s):
        return score - SHARE_MARGIN * max(0, s.shares[p] - SHARE_MARGIN_AT)
    left = total_rounds - s.round + 1
    due = m.expenses(s, p) + tax_per_link(m, s) * _complete(m, s, p)
    short = max(0.0, (due - s.income[p]) * left - s.cash[p])  # what shares would pay if income stayed
    past = max(0.0, s.shares[p] + short / (K.SHARE_PRICE - 1) - SHARE_MARGIN_AT)
    value = score + CASH_POINTS * (s.cash[p] + (s.income[p] - due) * left) - SAFE_POINTS * past
    return max(value, BANKRUPT + 5 * total_rounds + 1)  # a seat still in is above every line that went out


def _town_hex(m, a: Action) -> int:
    return m.board.towns[a.get("town")].hex


def _paying(m, s: SteamState, p: int, width: int) -> list[Project]:
    """Seat ``p``'s projects that open ``_min_pay`` own-link deliveries a new link, the ``width`` best."""
    least = _min_pay(m, s)
    found = [q for q in projects(m, s)[p] if q.claim is None and _opened(q) >= least * len(q.links)]
    found.sort(key=lambda q: -(_opened(q) - tax_per_link(m, s) * len(q.links) - 0.2 * q.cost))
    return found[:width]


def _may_urbanize(s: SteamState, p: int) -> bool:
    """Whether seat ``p`` may still place a New City this round (the action free, or held and unused)."""
    if s.phase == "build":
        return s.taken[p] == "urbanization" and not s.urbanized
    if s.phase == "select" and "urbanization" in s.taken:
        return False
    return s.phase in ("shares", "auction", "select") and s.ext.get("grey") != "urbanization" and bool(s.new_city_left)


def _urbanizations(m, s: SteamState, p: int) -> list[tuple[int, str]]:
    """The (town, New City) pairs worth a look: per town without track and per colour of New City left, the
    cubes of that colour within ``URBAN_REACH`` hexes of track but not next door (no track joins two
    neighbouring cities), a colour no city takes yet counting double (black cubes go nowhere else); the
    ``URBAN_CANDIDATES`` best."""
    board = m.board
    goods = planning_goods(m, s)
    letters: dict[str, str] = {}
    for letter in s.new_city_left:
        letters.setdefault(board.new_cities[letter].colour, letter)
    taken = {c.colour for c in board.city_at.values()} | {board.new_cities[x].colour for x in s.new_city.values()}
    distances = stop_distances(m)
    scored = []
    for town in board.towns.values():
        t = town.hex
        if not is_town(board, s, t) or t in s.track:
            continue
        d = distances[t]
        for colour, letter in letters.items():
            near = sum(cubes.count(colour) for h, cubes in goods.items() if 1 < d[h] <= URBAN_REACH)
            if near and m.urbanize_refusal(s, p, t, letter) is None:
                scored.append((near * (1 if colour in taken else 2), -t, letter))
    scored.sort(reverse=True)
    return [(-t, letter) for _, t, letter in scored[:URBAN_CANDIDATES]]


def _urbanized(s: SteamState, town: int, letter: str) -> SteamState:
    """A copy of ``s`` with New City ``letter`` on ``town``: what the projects after urbanizing are made on."""
    u = s.copy()
    u.new_city = {**s.new_city, town: letter}
    u.new_city_left = tuple(x for x in s.new_city_left if x != letter)
    return u


def _options(m, s: SteamState, p: int, width: int) -> list[tuple]:
    """This round's plans to try: no project or one of the best, with or without a New City first."""
    builds: list[tuple] = [(q, None) for q in [None, *_paying(m, s, p, width)]]
    if _may_urbanize(s, p):
        for urban in _urbanizations(m, s, p):
            builds += [(q, urban) for q in [None, *_paying(m, _urbanized(s, *urban), p, max(1, width // 2))]]
    return [(q, up, extra, urban) for q, urban in builds for up in (False, True) for extra in (0, 1)]


def _first_plans(
    ruleset: Ruleset, s: SteamState, p: int, width: int, breadth: int, deadline: float, cancel: threading.Event
) -> dict[tuple, tuple[float, tuple]]:
    """Per plan for this round, the value of the best line found that starts with it (one determinized copy)."""
    m = ruleset.map_of(s)
    total = m.rounds(s)
    beam: list[tuple[float, SteamState, tuple | None]] = [(0.0, s, None)]
    firsts: dict[tuple, tuple[float, tuple]] = {}
    while True:
        grown = []
        for value, t, first in beam:
            if ruleset.is_over(t) or t.out[p]:
                grown.append((value, t, first))
                continue
            for option in _options(m, t, p, breadth):
                after = _play_round(ruleset, m, t, p, RoundPlan(*option))
                if after is not None:
                    grown.append((_line_value(ruleset, m, after, p, total), after, first or option))
        if not grown:
            return firsts
        best: dict[tuple, tuple[float, tuple]] = {}
        for value, _, first in grown:
            k = RoundPlan(*first).key()
            if k not in best or value > best[k][0]:
                best[k] = (value, first)
        firsts = best
        grown.sort(key=lambda x: -x[0])
        calm = next((x for x in grown if x[2][0] is None and not any(x[2][1:])), None)
        seen, beam = set(), []
        for x in grown:
            u = x[1]
            k = (u.income[p], u.shares[p], u.cash[p], u.engine[p], u.round, frozenset(u.track), len(u.new_city))
            if k not in seen:
                seen.add(k)
                beam.append(x)
            if len(beam) >= width:
                break
        if calm is not None and calm not in beam:  # the line that builds nothing stays in view
            beam.append(calm)
        if all(ruleset.is_over(x[1]) or x[1].out[p] for x in beam) or time.perf_counter() > deadline or cancel.is_set():
            return firsts


def round_plan(
    ruleset: Ruleset,
    s: SteamState,
    p: int,
    seeds: list[int],
    *,
    width: int,
    breadth: int,
    deadline: float = math.inf,
    cancel: threading.Event | None = None,
) -> RoundPlan:
    """Seat ``p``'s plan for the rest of this round: the first plan of the best line, averaged over one
    determinized copy per seed (a plan missing from a copy's lines counts that copy's worst)."""
    cancel = cancel or threading.Event()
    total: dict[tuple, float] = {}
    plans: dict[tuple, tuple] = {}
    for seed in seeds:
        firsts = _first_plans(ruleset, ruleset.determinize(s, seed), p, width, breadth, deadline, cancel)
        low = min((v for v, _ in firsts.values()), default=0.0)
        for k in set(total) | set(firsts):
            total[k] = total.get(k, 0.0) + firsts.get(k, (low, None))[0]
        for k, (_, option) in firsts.items():
            plans.setdefault(k, option)
    if not total:
        return RoundPlan(None, False, 0)
    best = max(total, key=lambda k: total[k])
    plan = RoundPlan(*plans[best])
    plan.value = total[best] / len(seeds)
    return plan


def round_plan_move(
    ruleset: Ruleset,
    s: SteamState,
    seat: int,
    legal: list[Action],
    agent,
    began: float,
    cancel: threading.Event,
) -> Action | None:
    """The move of a searching seat (``agent``: Normal or Hard) where its rounds are planned (``plans_rounds``),
    or None elsewhere or when the plan's move is not among ``legal``. The round's plan is made at its first
    decision of the round and again at its build turn, and kept in the agent's ``carry`` in between (the
    window's search child hands each agent it makes for a seat that seat's ``carry``). No plan is needed to drop
    out of the auction or to pay the tax."""
    agent.round_plan = None  # set below when the move is the plan's
    m = ruleset.map_of(s)
    settings = PLAN_SETTINGS.get(agent.level)
    if settings is None or not plans_rounds(m, s):
        return None
    if s.phase not in ("shares", "select", "build", "move"):  # the auction and the tax: no plan asks otherwise
        action = _calm_action(s, legal)
        return action if action in legal else None
    kept = agent.carry.setdefault("round_plans", {})
    plan = kept.get((seat, s.round))
    build_turn = s.phase == "build" and s.builds == 0 and not s.placed
    if plan is None or (build_turn and not plan.replanned):
        seeds = [agent.fresh_seed() for _ in range(settings["samples"])]
        fresh = round_plan(
            ruleset,
            s,
            seat,
            seeds,
            width=settings["width"],
            breadth=settings["projects"],
            deadline=began + settings["seconds"],
            cancel=cancel,
        )
        fresh.replanned = build_turn
        kept.clear()
        kept[seat, s.round] = plan = fresh
    action = plan_action(ruleset, m, s, seat, plan)
    if action not in legal:
        return None
    agent.round_plan = plan  # what a hint says of the move
    return action
