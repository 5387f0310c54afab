"""Age of Steam: an estimate of each seat's final score from the visible position.

The final score (reference 1.13) is 3 x income - 3 x shares issued + 1 per track
tile in the seat's complete links (plus a map's own items, Japan's claims); a
bankrupt seat is out and ranked last. The score as if the game ended now
(``ruleset.scores``) is the base; to it is added what will still change it:

- **income to come**, carried round by round to the end through the income
  reduction of 1.10 (``MapRules.income_reduction``) and counted x 3: this
  round's moves still to make take the best deliveries the seat's complete
  network allows with its engine (own links on the route, cubes on the map now:
  never the bag or future dice; while the map holds none, Venezuela's round 1,
  the cubes its growth is sure to bring, as next round's: ``planning_goods``),
  next round a share of the better of the next two and one delivery a link
  longer than the engine (the other move raises it: ``steam_deliveries``), the
  rest of the deliveries open now two a round in the rounds after, fewer each round
  (``later_deliveries``: cubes stay on the
  map until someone carries them), and every later round each complete own link with
  a city at one end brings ``LINK_RATE`` of a delivery (goods still to come) over
  ``later_route`` own links, more on a longer network with a bigger engine (where links are
  taxed, Tasmania, or the display's goods come with no dice, Venezuela, the
  goods the display will bring to the seat's network instead: ``steam_growth``;
  where links are taxed, also what a next round's build could make of the
  links complete now: ``next_build_projects``). A higher engine
  shows as longer deliveries becoming open; track that completes a delivery is
  valued by the income it brings, track that opens none by its tiles alone;
- **the action held** for this round's plan while its effect is to come, and
  in the auction the high bidder's worth of choosing first (``steam_actions``);
- **unfinished own links** count their tiles (x ``OPEN_KEEP``, less than they
  cost) plus a share of a delivery's worth (less, where links are taxed, the
  tax the completed link pays to the end) when the loose end is one step from
  a stop a cube at the link's city wants (or whose cube wants that city), less
  the farther it is, while the owner can still finish them; nothing once no
  build is left or, during the owner's build turn, if not extended in it (they
  lose their owner, 1.7.4);
- **cash** turns into track: before the build, money is worth what the best
  project it can pay for brings (``steam_projects``: the new links through
  empty hexes, towns included, that let a cube on the map travel over the
  seat's own track this round, by the deliveries, tiles and later goods they
  bring), beyond a later dollar's worth for each dollar a build still to come
  can use; none after the last build; a standing auction bid is money
  promised; cash kept for this round's expenses buys nothing;
- **cash flow**: income collected and expenses paid (``MapRules.expenses``:
  shares and engine) before the last build count ``FLOW_VALUE`` a dollar, so a
  share issued costs its 3 points and its expenses; next round's expenses that
  its income and the cash left over cannot pay cost ``DEFICIT_COST`` a dollar
  (shares will have to be issued). Where links are taxed (Tasmania) the plan to
  the end below is a forecast (it hopes for no later build's income), so every
  share it issues for later expenses and tax costs its 3 points instead, the cash
  it spends on them buys no track, and this round's build is its best project
  whose income pays its links' tax;
- **risk**: this round's expenses (with Tasmania's tax on complete links) that cash and income cannot pay come off the
  income (1.9), but for the tax's part: Tasmania's Tax phase lets a seat short of cash issue shares for it
  (a share's 3 points and $1 a round, not income). Whether the seat gets through *every* round left is found by a
  plan to the end (``_plan``): income grows by its deliveries open now, its
  complete links and ``BUILD_INCOME`` a later build (less the tax on the link it
  makes where links are taxed: on Tasmania no later build is a hope of income;
  ``INVEST_INCOME`` a dollar this round's build can spend), expenses by every share it must issue when cash
  and income fall short (up to the share limit, only at a round's start); a
  seat whose income would still go below 0 in any round is put far below every
  seat still in and below its own value as if it got through (a bankruptcy
  later a little above one this round, and one that falls shorter above one
  that falls far short), a seat already out lower still.

Map specials enter only through the ruleset's hooks: rounds, expenses, income
reduction, terrain costs (where track may run), cube refusals (Venezuela's
cash cubes, Japan's fish), extra links (Japan's sea routes) and score items.
The one map rule read from its phase list is Tasmania's Tax phase: $3 a round
per complete link counts with the expenses. The weights are a judgement, measured
against the old fallback with bench/bench_steam_eval.py, not rules.
"""

from __future__ import annotations

import math

from game.ai.evaluation.steam_actions import action_values, first_choice_value, held_action_value
from game.ai.evaluation.steam_board import build_targets, open_prospect, stop_distances
from game.ai.evaluation.steam_deliveries import delivery_gains, later_deliveries
from game.ai.evaluation.steam_growth import goods_to_come, growth_is_seen
from game.ai.evaluation.steam_looks import first_looks
from game.ai.evaluation.steam_plans import reply_horizon, turn_plans
from game.ai.evaluation.steam_projects import (
    TAX_DOLLAR,
    Project,
    best_project,
    income_gain,
    next_build_projects,
    ranked_projects,
    tax_per_link,
)
from game.ai.evaluation.steam_round_plans import round_plan_move
from rules.steam import constants as K
from rules.steam.state import SteamState
from rules.steam.track import is_city, is_town, network

__all__ = [
    "OWN_SCORE",
    "PLAYOUT_FOLLOW_DEPTH",
    "PLAYOUT_PLIES",
    "PLAYOUT_WIDTH",
    "SEARCH_SHAPES",
    "estimate",
    "first_looks",
    "later_route",
    "reply_horizon",
    "round_plan_move",
    "turn_plans",
]

#: Share of a seat's value that is its own estimate against the others' mean, half of it that many points ahead
#: (``game.ai.evaluation.own_score``): a seat far behind (on Tasmania every seat but one by round 2, a
#: bankruptcy being 50 points under the rest) had a win chance of 0 and a fixed last rank whatever it did, so
#: going bankrupt and getting through looked alike to the search.
OWN_SCORE = (0.25, 40.0)

#: Hard does not halve Greedy's four best moves with Greedy playouts (on Rust Belt against three Normal: 1 of 4
#: games, a mean of 5.0, a bankruptcy). It judges a build turn as whole-turn plans, each after the rest of the
#: round (``plan_width``, ``plan_replies``: ``game.ai.plans``, ``steam_plans``), and plays its four best moves
#: on to the end of the round's moves (``plan_rollouts``), from Issue Shares, the auction and Select Actions
#: through the rest of the round. Against three Normal on Rust Belt, 20 games: 13 wins and a mean of 63.8, against
#: 4.5 wins and 42.2 when shares, bids and actions were judged one ply (docs/ai.md, "Hard at Rust Belt's 20
#: games"; before the plans, Normal's search for 3 s won 2 of 8 on the same seeds as the plans' 3). The playout
#: settings below still say how a playout runs here, for a search that is given playouts (``playout_plies``).
SEARCH_SHAPES = {
    "hard": {"root_candidates": 0, "playout_plies": 0, "plan_width": 8, "plan_replies": True, "plan_rollouts": 4}
}

#: Moves a playout ply judges (first looks first), each by the position right after it (no follow-ups):
#: Greedy's full judgement of a build turn (227 placements with two levels of follow-ups) takes 1-2 s, so
#: a playout could not run on Age of Steam (game.ai.evaluation.playout_moves, playout_settings).
PLAYOUT_WIDTH = 6
PLAYOUT_FOLLOW_DEPTH = 0
#: Plies a playout plays (about half a round of four seats): 40 plies of six judged moves took about 0.2 s of
#: CPU, past the share of the budget halving allows a round of four playouts, so Hard fell back to PUCT.
PLAYOUT_PLIES = 16

#: A seat that is (or is about to be) bankrupt is put this far below the lowest seat still in (and below 0).
BANKRUPT_GAP = 50.0
#: Income a complete own link with a city at one end is expected to add each later round (goods not on the
#: map yet will use it; cities get the new goods, 1.11). Deliveries open now are counted on their own.
LINK_RATE = 0.1
#: Share of the goods the display will bring to a seat's network that it is expected to carry (rivals take
#: some), a round, where every complete link pays a tax (Tasmania) or the display's goods come with no dice
#: (Venezuela): there a link is worth the goods that will use it, not ``LINK_RATE`` (``steam_growth``).
GROWTH_SHARE = 0.5
#: Income each later build is expected to add (track the cash turns into, goods not on the map yet), in the
#: plan that finds whether a seat can pay its expenses to the end: a hope more than a forecast, so that only
#: a seat a player would call doomed is found bankrupt.
BUILD_INCOME = 2.0
#: Income a round per dollar this round's build can still spend (up to ``BUILD_CAP``), from next round on.
INVEST_INCOME = 0.3
#: Points a unit of income gained mid-game is worth at the end (x 3, less the reductions of 1.10 on the way).
INCOME_POINTS = 2.5
#: Share of a tile's point an unfinished own link counts per tile while its owner may still finish it (it is
#: lost if not extended next turn, 1.7.4, so a stub to nowhere is worth less than the money it cost) ...
OPEN_KEEP = 0.4
#: ... plus this share of a delivery's worth over the rounds left when its loose end is one step from a stop
#: that goods at the link's city would be delivered to (or from), less the farther it is: track earns only
#: through the deliveries it opens.
OPEN_PROSPECT = 0.5
#: Value of a dollar a build still to come can use (early game / last build); before the build, what the
#: seat's best project would bring beyond its dollars at this value counts on top (``steam_projects``).
SPARE_EARLY, SPARE_LATE = 0.6, 0.3
#: Share of the best project of a next round's build (on the links complete now, with ``NEXT_BUILD_BUDGET``
#: dollars) that counts where links are taxed: rivals may build first or carry its cubes, and it is a build
#: away.
NEXT_BUILD_SHARE, NEXT_BUILD_BUDGET = 0.5, 10
#: Dollars a build turn can use (3-4 placements at about $3-4 each, a town tile, an urbanization): cash beyond
#: it per build left buys nothing.
BUILD_CAP = 20
#: Value of a dollar of income collected (or expense paid) before the last build.
FLOW_VALUE = 0.25
#: Share of this round's deliveries still to make that the seat is expected to make (a rival moving in between
#: may take the cube first): a delivery made now beats the same one left for later.
NOW_DELIVERIES = 0.9
#: Weight of going bankrupt this round for a seat that pays this round's expenses only if it makes the
#: deliveries it counts on (a rival moving first may take the cube): a seat issued one share, not two,
#: counting on a delivery it never made, and went bankrupt in round 3.
RISK_SHARE = 0.3
#: Share of the next two deliveries open now that the seat makes next round (rivals take some of those cubes).
NEXT_DELIVERIES = 0.6
#: Points per dollar of next round's expenses that its income and the cash left over cannot pay (a share:
#: 3 points and its own expenses for $5).
DEFICIT_COST = 0.9
#: Among bankrupt outcomes, points per dollar the income falls short (a delivery that narrows it is better).
DEFICIT_GRADE = 0.5
#: Points lost per dollar of this round's expenses that cash and income cannot pay (income lost, x 3).
SHORT_COST = 3.0

_BEFORE_MOVES = ("shares", "auction", "select", "build")
_BEFORE_INCOME = (*_BEFORE_MOVES, "move")


def later_route(complete: int, engine: int) -> float:
    """Own links a good still to come pays on average over a network of ``complete`` own links with a city,
    carried by an engine of ``engine``: from one link up to as many as the engine and the network allow, half
    way between. A player raises the engine and joins links into a line because later goods then pay each link
    of the way (1.8); counted as one link each, a network's later goods were worth the same at engine 1 and 4,
    and seats ended with routes of about 2.2 links where a recorded human table's averaged 3.5 (docs/ai.md,
    *Rust Belt: later goods ride the network's length*)."""
    return (1 + min(engine, complete)) / 2


def _at_town(m, s: SteamState, link) -> bool:
    """Whether a link ends at a town not yet urbanized (where a New City would be its destination)."""
    return any(x >= 0 and is_town(m.board, s, x) for x in (link.a, link.b))


def _moves_left(s: SteamState, p: int) -> int:
    """Deliveries seat ``p`` can still make this round (two move rounds of 1.8)."""
    if s.phase in _BEFORE_MOVES:
        return 2
    if s.phase != "move" or p not in s.acting:
        return 0
    ahead = s.acting.index(p) >= s.turn
    return (1 if ahead else 0) + (1 if s.move_round == 0 else 0)


def _build_ahead(s: SteamState, p: int) -> bool:
    """Whether seat ``p`` still has (part of) a build turn this round."""
    if s.phase in ("shares", "auction", "select"):
        return True
    if s.phase != "build" or p not in s.acting:
        return False
    return s.acting.index(p) >= s.turn


def _shares_ahead(s: SteamState, p: int) -> bool:
    """Whether seat ``p`` may still issue shares this round (its turn in the Issue Shares phase is to come)."""
    return s.phase == "shares" and p in s.acting and s.acting.index(p) >= s.turn


def _later_bankruptcy(k: int) -> float:
    """How far above the bankruptcy floor a bankruptcy ``k`` rounds from now is: the later, the more time to
    mend it, but never up to a seat that stays in (at most half the gap)."""
    return 0.5 * BANKRUPT_GAP * k / (k + 1)


def _plan(
    m,
    s: SteamState,
    p: int,
    *,
    rounds: int,
    before_income: bool,
    issue_now: bool,
    gains: tuple[float, float, float],
    cash: int,
    buffer: float,
    due: int,
    tax_now: int = 0,
    tax: int = 0,
    stock: tuple[float, ...] = (),
) -> tuple[int | None, float, int, float]:
    """Whether the seat gets through every round left: (rounds from now to its bankruptcy, or None; how far
    below 0 its income then goes; the shares it issues in the rounds after this one; the dollars of
    ``buffer`` that pay later expenses).

    Round by round to the end: income (this round's deliveries, next round's share of the next two, then
    ``LINK_RATE`` a complete link and ``BUILD_INCOME`` a build), expenses, the shares issued when cash and
    income fall short (1.4: only at a round's start, up to the limit; each raises the expenses), the income
    lost to what still cannot be paid (1.9) and the income reduction (1.10). ``rounds`` counts this round
    when its income is still to come; ``buffer`` is the cash kept after this round's build; ``due`` this
    round's expenses (with Tasmania's tax), ``tax_now`` the part of them that is this round's tax still to
    pay: its Tax phase comes after the expenses and lets a seat short of cash issue shares for it. ``tax``
    is the map's tax a complete link (Tasmania's $3): a later build's hoped-for income is counted less the
    tax on the link it makes (logged: with the whole ``BUILD_INCOME`` hoped for, a seat at income 0 got
    through on paper whatever it did, completed links that paid less than their tax and went bankrupt).
    """
    gain_now, next_gain, later_gain = gains
    room = m.max_issue(s, p)  # shares the limit still allows
    total_rounds = m.rounds(s)
    income = float(s.income[p])
    first_later = 1 if before_income else 0
    shares = 0  # issued by the plan in the rounds after this one
    kept, drawn = buffer, 0.0  # the cash kept after this round, and what of it later expenses take
    for r in range(rounds):
        this_round = before_income and r == 0
        if this_round:
            income += gain_now
            available = float(cash)
            can_issue = issue_now
        else:
            income += later_gain + (next_gain if r == first_later else 0.0)
            if 0 <= r - first_later - 1 < len(stock):
                income += stock[r - first_later - 1]
            if s.round + r - first_later < total_rounds:
                income += max(0.0, BUILD_INCOME - tax)  # the previous round's build, less its link's tax
            available = buffer
            can_issue = True
            take = min(kept, max(0.0, due - income))
            kept -= take
            drawn += take
        short = due - available - income
        issued = 0
        if short > 0 and can_issue and room:
            issued = min(room, math.ceil(short / (K.SHARE_PRICE - 1)))  # each share also costs $1 a round
            room -= issued
            due += issued
            shares += 0 if this_round else issued
            short += issued - K.SHARE_PRICE * issued
        if this_round and short > 0 and tax_now and room:
            taxed, short = tax_shares(short, tax_now, room)
            room -= taxed
            due += taxed
        if short > 0:  # unpaid: income goes down by as much, below 0 the seat is out (1.9)
            income -= short
            if income < 0:
                return r, -income, shares, drawn
        if not this_round:
            buffer = max(0.0, -short)  # what is left after the expenses
        elif issued:
            buffer += max(0.0, -short)  # this round's shares beyond what its expenses needed
        income -= m.income_reduction(s, p, max(0, int(income)))
    return None, 0.0, shares, drawn


def _this_build(
    m, s: SteamState, p: int, g: list[int], spendable: int, tax: int, **worths
) -> tuple[float, Project | None]:
    """(What it adds, the project) of the build seat ``p`` is expected to make this round: its best project
    within ``spendable`` (``steam_projects.ranked_projects``; ``worths`` as there); where links are taxed, the
    best whose income pays its links' tax, as a player builds no link that costs more than it brings (the
    project's worth counts a tax dollar at ``TAX_DOLLAR``, the plan to the end at a dollar). (0, None) if none."""
    later = max(0, m.rounds(s) - s.round)
    for worth, q in ranked_projects(m, s, p, g, spendable, **worths):
        if not tax or income_gain(g, q, later) >= tax * len(q.links):
            return worth, q
    return 0.0, None


def tax_shares(short: float, tax_now: int, room: int) -> tuple[int, float]:
    """(Shares a seat issues in Tasmania's Tax phase, what is still unpaid after them) when this round's expenses
    and ``tax_now`` of tax fall ``short`` of its cash and income: enough for the tax's part of it, within the
    ``room`` the share limit leaves. The expenses are paid first (1.9), so those shares pay the tax alone: what
    the expenses lack is still unpaid, taken from income (logged: a seat at 14 shares counted on the Tax
    phase's share to pay its expenses, issued none at Issue Shares and went bankrupt at expenses)."""
    of_tax = min(short, tax_now)
    shares = min(room, math.ceil(of_tax / K.SHARE_PRICE))
    return shares, short - of_tax + max(0.0, of_tax - K.SHARE_PRICE * shares)


def estimate(ruleset: object, s: SteamState) -> list[float]:
    """Estimated final score per seat (see the module docstring for what counts)."""
    sheets = ruleset.scores(s)
    if s.phase == "over":  # a bankrupt seat ranks last (1.9): below every seat still in, as during the game
        standing = [float(sheet.total) for sheet in sheets if not s.out[sheet.seat]]
        gone = min([*standing, 0.0]) - BANKRUPT_GAP - BANKRUPT_GAP / 5
        return [gone if s.out[sheet.seat] else float(sheet.total) for sheet in sheets]
    m = ruleset.map_of(s)
    total_rounds = m.rounds(s)
    later = max(0, total_rounds - s.round)  # whole rounds after this one
    frac = later / max(1, total_rounds - 1)  # 1 in round 1, 0 in the last round
    before_income = s.phase in _BEFORE_INCOME
    gains, reach = delivery_gains(m, s)
    links = network(m.board, s).links
    dists = stop_distances(m)
    building = s.acting[s.turn] if s.phase == "build" and s.turn < len(s.acting) else -1
    touched = set(s.touched) if building >= 0 else set()
    before_build = s.phase in ("shares", "auction", "select")
    spare = SPARE_LATE + (SPARE_EARLY - SPARE_LATE) * frac
    delivery_points = INCOME_POINTS + FLOW_VALUE * later  # +1 income from a delivery: at the end and on the way
    link_points = LINK_RATE * later * INCOME_POINTS  # a new complete link with a city: goods still to come
    tax = tax_per_link(m, s)
    # where links are taxed, or the display's goods come with no dice (Venezuela), the goods that will use them
    coming = goods_to_come(m, s) if tax or growth_is_seen(m) else None
    # A loose end near a stop its goods want is worth a share of the delivery its completion opens, less (where
    # links are taxed) the tax the completed link pays to the end: on Tasmania a stub toward one delivery was
    # worth more than a link completed (logged: stubs built in round 1 and lost in round 3).
    prospect_points = max(0.0, delivery_points - TAX_DOLLAR * tax * (later + 1))
    out: list[float] = []
    doomed: dict[int, tuple[int, float]] = {}  # seat -> (rounds from now to its bankruptcy (-1: out), deficit)
    risky: dict[int, tuple[int, float]] = {}  # seats bankrupt this round unless they make their deliveries
    for sheet in sheets:
        p = sheet.seat
        if s.out[p]:
            out.append(0.0)
            doomed[p] = (-1, 0.0)  # out already: below a seat that is only about to be
            continue
        value = float(sheet.total)
        build_now = _build_ahead(s, p)
        builds_left = later + (1 if build_now else 0)

        # The network: unfinished own links count while their owner may still finish them (1.7.4).
        complete = 0  # complete own links with a city at one end: the new goods will use them
        taxed = 0  # every complete own link (Tasmania's tax)
        for link in links:
            if link.owner != p:
                continue
            if link.complete:
                taxed += 1
                complete += 1 if is_city(m.board, s, link.a) or is_city(m.board, s, link.b) else 0
            elif builds_left:
                if p == building and not any(seg in touched for seg in link.segments):
                    continue  # not extended in this build turn: lost at its end
                prospect = open_prospect(m, s, link, dists)
                value += OPEN_KEEP * link.length + OPEN_PROSPECT * prospect_points * prospect

        # Income to come: this round's moves left take the best deliveries open now, next round a share
        # of the next two; every later round each complete own link carries goods still to come.
        g = gains[p]
        # While the map holds no goods, those counted are the ones its growth will bring: next round's moves.
        now_moves = _moves_left(s, p) if s.goods else 0
        gain_now = NOW_DELIVERIES * sum(g[:now_moves])
        # Next round: the next two deliveries, or one longer delivery after raising the engine with the
        # other move (a route one link too long for the engine is worth building toward).
        taken = min(now_moves, len(g))  # cubes this round's moves carry (the best: also the top of reach)
        longer = reach[p][taken] if len(reach[p]) > taken else 0
        next_gain = NEXT_DELIVERIES * max(sum(g[now_moves : now_moves + 2]), longer)
        if coming is None:
            later_gain = LINK_RATE * complete * later_route(complete, s.engine[p])
        else:
            later_gain = GROWTH_SHARE * coming[p]
        stock = later_deliveries(g, now_moves + 2, NEXT_DELIVERIES)[: max(0, later - 1)]
        income = s.income[p]
        cash = s.cash[p]
        if s.phase == "auction" and p in s.bidders:
            cash -= s.bids[p]  # a standing bid is money promised (1.5)
        due_round = m.expenses(s, p) + tax * taxed
        due_now = due_round if before_income else 0
        tax_now = tax * taxed if before_income else 0  # this round's tax: shares may pay it (Tasmania)
        reserve = max(0, due_now - s.income[p] - gain_now)
        spendable = max(0, cash - reserve)
        # Cash left after this round's build and expenses pays later deficits before shares must. Before the
        # build, it is expected to go on track; during its build turn, only what is spent shows (taking the
        # rest as spent already made finishing the turn look better than any placement).
        # Where links are taxed, no later build is hoped to add income on its own (``BUILD_INCOME`` less the
        # tax): what a next round's build can make of the links the seat has completed counts instead, in its
        # value and, less the tax on the links it adds, in the plan to the end, so a link that a next link
        # turns into longer own deliveries is worth more than one that stays alone.
        next_worth, next_income = 0.0, 0.0
        if tax and later:
            next_worth, q = best_project(
                m,
                s,
                p,
                g,
                NEXT_BUILD_BUDGET,
                spare=SPARE_LATE + (SPARE_EARLY - SPARE_LATE) * max(0, later - 1) / max(1, total_rounds - 1),
                delivery_points=INCOME_POINTS + FLOW_VALUE * (later - 1),
                link_points=LINK_RATE * (later - 1) * INCOME_POINTS - TAX_DOLLAR * tax * later,
                found=next_build_projects(m, s)[p],
            )
            if q is not None:
                next_income = NEXT_BUILD_SHARE * max(0.0, income_gain(g, q, later - 1) - tax * len(q.links))
            value += NEXT_BUILD_SHARE * next_worth
        # What this round's build can buy: the best project the money reaches. In the plan to the end it brings
        # ``INVEST_INCOME`` a dollar; where links are taxed, its own income less its links' tax (with a dollar's
        # flat hope, a share issued for a link that pays less than its tax looked like it paid for itself once
        # the shares the plan issues counted).
        now_worth, now_q = 0.0, None
        if before_build and builds_left:
            now_worth, now_q = _this_build(
                m,
                s,
                p,
                g,
                spendable,
                tax,
                spare=spare,
                delivery_points=delivery_points,
                link_points=link_points - TAX_DOLLAR * tax * (later + 1),
            )
        buffer = max(0, spendable - BUILD_CAP) if before_build else spendable
        invest = INVEST_INCOME * min(spendable, BUILD_CAP) * build_now
        if tax:
            invest = 0.0 if now_q is None else income_gain(g, now_q, later) - tax * len(now_q.links)
            if before_build:  # the money its project does not take is kept for the expenses and the tax
                buffer = spendable - (0 if now_q is None else now_q.cost)
        ahead = {
            "rounds": later + (1 if before_income else 0),
            "before_income": before_income,
            "issue_now": _shares_ahead(s, p),
            "gains": (gain_now, next_gain + next_income + invest, later_gain),
            "cash": cash,
            "due": due_round,
            "tax_now": tax_now,
            "tax": tax,
            "stock": stock,
        }
        plan = _plan(m, s, p, buffer=buffer, **ahead)
        if plan[0] is not None:
            doomed[p] = plan[:2]
        elif (
            gain_now
            and before_income
            and _plan(
                m,
                s,
                p,
                rounds=1,
                before_income=True,
                issue_now=_shares_ahead(s, p),
                gains=(0.0, 0.0, 0.0),
                cash=cash,
                buffer=buffer,
                due=due_round,
                tax_now=tax_now,
            )[0]
            is not None
        ):
            risky[p] = plan[:2]  # it gets through this round only if it makes its deliveries
        flow = 0.0
        short_points = 0.0
        for r in range(later + (1 if before_income else 0)):
            this_round = before_income and r == 0
            if this_round:
                income += gain_now
            else:
                first_later = 1 if before_income else 0
                income += later_gain + (next_gain if r == first_later else 0.0)
                if 0 <= r - first_later - 1 < len(stock):
                    income += stock[r - first_later - 1]
            due = due_round
            if this_round:
                short = due - cash - income
                if short > 0 and tax_now:  # shares pay the tax's part: 3 points and $1 a round each
                    taxed, short = tax_shares(short, tax_now, m.max_issue(s, p))
                    value += K.VP_PER_SHARE * taxed
                    due_round += taxed
                if short > 0:
                    income -= short
                    short_points += SHORT_COST * short
                    income = max(0, income)  # below 0 it is out (the plan above found it): valued as if not
            elif not tax:  # (where links are taxed, later deficits are the shares the plan issues: below)
                if income < due and r == (1 if before_income else 0):
                    covered = min(buffer, due - income)
                    buffer -= covered
                    flow -= DEFICIT_COST * (due - income - covered)
                else:
                    buffer += income - due
            if s.round + r + (0 if before_income else 1) < total_rounds:  # cash for a build still to come
                flow += FLOW_VALUE * (income - due if this_round or not tax else max(0.0, income - due))
            income -= m.income_reduction(s, p, max(0, int(income)))
        value += K.VP_PER_INCOME * (income - s.income[p]) + flow - short_points
        # Where links are taxed, the plan to the end hopes for no income from a later build, so the shares it
        # issues for the later expenses and tax that income and cash cannot pay are a forecast: each costs 3
        # points (its $1 a round is in the plan). Counted at 0.25 a dollar of deficit, a seat that never built
        # looked far better off than it was (logged, Tasmania round 2: -8 for a line that ended at 15 shares
        # and -45), and a share issued now (3 points) far worse than the same share forced later. A seat the
        # plan finds bankrupt issues every share it may first, however long it lasts (counting only those
        # issued before it fails made lasting a round longer look worse). Elsewhere the plan hopes for every
        # later build's income and says only whether the seat gets through.
        kept_cash = 0.0  # cash the plan spends on later expenses instead of track
        if tax:
            value += K.VP_PER_SHARE * (plan[2] if plan[0] is None else m.max_issue(s, p))
            kept_cash = plan[3]  # a dollar pays a later expense or lays track, not both

        # Cash turns into track: before the build, what this round's build can use is worth the most;
        # any other dollar a later build (or the rest of this one) can use is worth less; none after.
        if builds_left:
            value += spare * max(0.0, min(spendable, BUILD_CAP * builds_left) - kept_cash)
            if before_build:  # what this round's build can buy: the best project the money reaches
                value += now_worth

        # The action held for this round's plan, and in the auction the worth of choosing first.
        bidding = s.phase == "auction" and s.high == p
        if bidding or (s.phase in ("select", "build") and s.taken[p] not in (None, "locomotive")):
            values = action_values(
                m,
                s,
                p,
                gains=gains,
                reach=reach,
                targets=build_targets(m, s, p, links, dists),
                spendable=spendable,
                own_town_end=any(link.owner == p and _at_town(m, s, link) for link in links),
                delivery_points=delivery_points,
            )
            value += first_choice_value(s, values) if bidding else held_action_value(s, p, values)
        out.append(value)
    standing = [v for p, v in enumerate(out) if p not in doomed]
    floor = min([*standing, 0.0]) - BANKRUPT_GAP
    lowest = floor
    for p in risky:  # a rival moving first may take the cube its survival hangs on
        out[p] += RISK_SHARE * (min(floor, out[p] - BANKRUPT_GAP) - out[p])
    for p, (k, deficit) in doomed.items():
        if k >= 0:  # below every seat still in and below itself getting through; later and nearer to paying: better
            out[p] = min(floor, out[p] - BANKRUPT_GAP) + _later_bankruptcy(k) - min(DEFICIT_GRADE * deficit, 5.0)
            lowest = min(lowest, out[p])
    for p, (k, _) in doomed.items():
        if k < 0:
            out[p] = lowest - BANKRUPT_GAP / 5
    return out
