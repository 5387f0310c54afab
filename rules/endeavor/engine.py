"""Setup, the flow of rounds, phases and turns, and ``play`` (one action applied).

``legal(state)`` (from ``options``) lists the choices of the seat deciding now;
``play(state, action)`` returns the next state for an action already known to be
legal (the ruleset checks). Every change appends one readable Event. Containers
are tuples replaced copy-on-write, so the argument state is never touched.

The readings, options and effects are re-exported here, so ``engine.presence``,
``engine.legal`` and the like keep working for the views and the AI.
"""

from __future__ import annotations

from typing import Any

from rules.core import Action, Event
from rules.endeavor import cardfx
from rules.endeavor import data as D
from rules.endeavor.effects import (
    BROWN_ICONS,
    do_attack,
    do_discard,
    do_draw,
    do_fortify,
    do_occupy,
    do_payment,
    do_place_tile,
    do_sail,
    do_ship,
    do_trade,
    gain_card,
    move_tracks,
    place_disc,
)
from rules.endeavor.options import (
    activation_lost,
    activation_ok,
    activation_spec,
    after_activation,
    attack_options,
    board_facts,
    board_tokens,
    build_options,
    can_trade,
    draw_options,
    feasible,
    fortify_options,
    is_legal,
    kind_options,
    legal,
    mobilize_options,
    occupy_options,
    payment_options,
    pending_options,
    pile_options,
    remaining_kinds,
    sail_options,
    ship_options,
    spec_ok,
    tile_options,
    token_ok,
    trade_give_options,
    trade_options,
)
from rules.endeavor.readings import (
    ALL_OPEN_EUROPE,
    BOUND_PAIRS,
    LEVEL_OF,
    LINK_INDEX,
    NK,
    NREG,
    PILE,
    PILE_ID,
    REGION_DECKS,
    TILE_WHERE,
    allied,
    aoe_buildings,
    aoe_cards,
    board_token_kind,
    bound,
    build_level,
    building_set,
    card_slots,
    cards_over_limit,
    casualties,
    city_label,
    controls_link,
    deck_open,
    deck_top,
    discs_to_place,
    draw_discount,
    expansion_decks,
    growth,
    has_presence,
    held_kinds,
    is_open,
    link_label,
    lower_tile_discs,
    payments,
    presence,
    replace_at,
    seat_name,
    spot_name,
    tile_discs,
    tile_of,
    token_place_label,
    track,
)
from rules.endeavor.setup import set_up
from rules.endeavor.state import EndeavorState
from rules.words import a_or_an, plural

__all__ = [
    "ALL_OPEN_EUROPE",
    "BOUND_PAIRS",
    "BROWN_ICONS",
    "LEVEL_OF",
    "LINK_INDEX",
    "NK",
    "NREG",
    "PILE",
    "PILE_ID",
    "REGION_DECKS",
    "TILE_WHERE",
    "activation_lost",
    "activation_ok",
    "activation_spec",
    "after_activation",
    "allied",
    "aoe_buildings",
    "attack_options",
    "board_facts",
    "board_token_kind",
    "board_tokens",
    "bound",
    "build_level",
    "build_options",
    "building_set",
    "can_trade",
    "card_slots",
    "cards_over_limit",
    "casualties",
    "city_label",
    "controls_link",
    "deck_open",
    "deck_top",
    "discs_to_place",
    "do_attack",
    "do_discard",
    "do_draw",
    "do_fortify",
    "do_occupy",
    "do_payment",
    "do_place_tile",
    "do_sail",
    "do_ship",
    "do_trade",
    "draw_discount",
    "draw_options",
    "expansion_decks",
    "feasible",
    "fortify_options",
    "gain_card",
    "growth",
    "has_presence",
    "held_kinds",
    "is_legal",
    "is_open",
    "kind_options",
    "legal",
    "link_label",
    "lower_tile_discs",
    "mobilize_options",
    "move_tracks",
    "new_game",
    "occupy_options",
    "payment_options",
    "payments",
    "pending_options",
    "pile_options",
    "place_disc",
    "play",
    "presence",
    "replace_at",
    "sail_options",
    "seat_name",
    "ship_options",
    "spec_ok",
    "spot_name",
    "tile_discs",
    "tile_of",
    "tile_options",
    "token_ok",
    "token_place_label",
    "track",
    "trade_give_options",
    "trade_options",
]


def new_game(players: int, seed: int, options: dict[str, Any]) -> EndeavorState:
    """The set-up board (``setup.set_up``) with the first round's Build phase begun."""
    s = set_up(players, seed, options)
    ev = [Event("setup", f"{seat_name(s.first)} is chosen at random as the first player.", s.first)]
    _start_build(s, ev)
    s.events = tuple(ev)
    return s


def _start_build(s: EndeavorState, ev: list[Event]) -> None:
    s.phase = "build"
    s.step = "build"
    s.done = 0
    s.current = s.first
    ev.append(Event("round", f"Round {s.round} begins; {seat_name(s.first)} holds the first-player marker.", s.first))
    _settle_build(s, ev)


def _settle_build(s: EndeavorState, ev: list[Event]) -> None:
    """Skip seats that can build nothing; end the Build phase after the last seat."""
    n = s.players
    while True:
        if s.done == (1 << n) - 1:
            _end_build(s, ev)
            return
        p = s.current
        if build_options(s, p):
            return
        ev.append(Event("build", f"{seat_name(p)} has no building it may build this round.", p))
        s.done |= 1 << p
        s.current = (p + 1) % n


def _end_build(s: EndeavorState, ev: list[Event]) -> None:
    n = s.players
    if s.round >= 7 or any(len(b) >= D.BUILDING_SPACES for b in s.buildings):
        s.last_round = True
        why = "the seventh round" if s.round >= 7 else "a player's building spaces are all filled"
        ev.append(Event("last_round", f"This is the last round: {why}."))
    # Phase 2, Growth: discs from supply to the Harbor by Culture, as many as the supply has.
    harbor = list(s.harbor)
    supply = list(s.supply)
    for k in range(n):
        p = (s.first + k) % n
        g = min(growth(s, p), supply[p])
        harbor[p] += g
        supply[p] -= g
        ev.append(
            Event(
                "growth",
                f"{seat_name(p)} grows: {plural(g, 'disc')} from the supply to the Harbor.",
                p,
                (),
                (f"harbor:{p}",),
            )
        )
        _conscript(s, p, supply, ev)
    s.harbor = tuple(harbor)
    s.supply = tuple(supply)
    if aoe_cards(s):
        cardfx.growth(s, ev)
    s.phase = "payment"
    s.step = "payment"
    s.done = 0
    s.current = s.first
    _settle_payment(s, ev)


def _conscript(s: EndeavorState, p: int, supply: list[int], ev: list[Event]) -> None:
    """Age of Expansion Conscription: one disc from the supply onto each empty Conscription space."""
    blds = s.buildings[p]
    cons = s.conscripts[p]
    for i, b in enumerate(blds):
        if D.BUILDINGS[b].conscription and not cons >> i & 1 and supply[p] > 0:
            supply[p] -= 1
            cons |= 1 << i
            ev.append(
                Event(
                    "conscript",
                    f"{seat_name(p)} conscripts a disc onto the {D.BUILDINGS[b].name}.",
                    p,
                    (("slot", i),),
                    (f"building:{p}:{i}",),
                )
            )
    if cons != s.conscripts[p]:
        s.conscripts = replace_at(s.conscripts, p, cons)


def _settle_payment(s: EndeavorState, ev: list[Event]) -> None:
    """Seats with no more discs on buildings than Payments have all returned at once; others choose."""
    n = s.players
    while s.done != (1 << n) - 1:
        p = s.current
        busy = s.busy[p]
        occupied = bin(busy).count("1")
        pays = s.pays_left if s.pays_left > 0 else payments(s, p)  # a seat part-way through keeps its count
        if occupied > pays:
            s.pays_left = pays
            return
        for i in range(len(s.buildings[p])):
            if busy >> i & 1:
                do_payment(s, p, i, ev)
        s.done |= 1 << p
        s.current = (p + 1) % n
        s.pays_left = 0
    _start_action(s, ev)


def _start_action(s: EndeavorState, ev: list[Event]) -> None:
    s.phase = "action"
    s.step = "turn"
    s.done = 0
    s.pending = None
    s.current = s.first
    ev.append(Event("phase", f"The Action phase of round {s.round} begins.", s.first))


def _next_turn(s: EndeavorState, ev: list[Event]) -> None:
    """The next seat clockwise that has not passed; the round ends when all have passed."""
    n = s.players
    s.pending = None
    s.mobilize = -1
    s.trade_space = ""
    s.sailed = False
    s.flags = 0
    s.step = "turn"
    if s.done == (1 << n) - 1:
        _end_round(s, ev)
        return
    p = (s.current + 1) % n
    while s.done >> p & 1:
        p = (p + 1) % n
    s.current = p


def _end_round(s: EndeavorState, ev: list[Event]) -> None:
    if s.last_round:
        s.phase = "over"
        s.step = "over"
        ev.append(Event("game_over", "The game is over: final scoring."))
        return
    s.first = (s.first + 1) % s.players
    s.round += 1
    _start_build(s, ev)


def _finish_part(s: EndeavorState, kind: str, where: int, ev: list[Event]) -> None:
    """After one part: a '+' building may offer its second part; then a conscript may be mobilized."""
    spec_text, done, _, slot = s.pending
    spec = D.parse_spec(spec_text)
    if kind not in remaining_kinds(spec, done):
        s.flags |= 1  # the Rosetta Stone stood in for one of the building's actions
        where = -1
    done = (*done, kind)
    s.trade_space = ""
    if spec.mode == "both" and len(done) < 2:
        s.pending = (spec_text, done, where if bound(spec) else -1, slot)
        if pending_options(s):
            return
    _end_action(s, ev)


def _part_done(s: EndeavorState, kind: str, where: int, ev: list[Event]) -> None:
    """An action part is carried out: decisions its card asked for come first, then the action goes on."""
    if s.queue:
        s.resume = (kind, where)
        _run_queue(s, ev)
    else:
        _finish_part(s, kind, where, ev)


def _run_queue(s: EndeavorState, ev: list[Event]) -> None:
    """Drop queued decisions that have no choice left; once empty, finish the action that was under way."""
    while s.queue:
        if cardfx.queue_options(s):
            return
        s.queue = s.queue[1:]
    if s.resume:
        kind, where = s.resume
        s.resume = ()
        _finish_part(s, kind, where, ev)


def seat_to_move(s: EndeavorState) -> int | None:
    """The seat deciding now: the first queued card decision's seat, else the current seat; None when over."""
    if s.step == "over":
        return None
    return s.queue[0][1] if s.queue else s.current


def _discard_step_done(s: EndeavorState, p: int) -> bool:
    """After passing: within the card limit, and no Port of Dejima or stacking choice left to offer."""
    return cards_over_limit(s, p) == 0 and not cardfx.reserve_options(s, p) and not cardfx.attach_options(s, p)


def _end_action(s: EndeavorState, ev: list[Event]) -> None:
    """Right after a building or blue token is fully resolved, a conscript may be mobilized (never chained)."""
    if s.mobilize == -1 and (s.conscripts[s.current] or s.conquistador) and mobilize_options(s, s.current):
        s.step = "mobilize"
        s.pending = None
        return
    _next_turn(s, ev)


def play(state: EndeavorState, action: Action) -> EndeavorState:
    """The next state after a legal ``action`` (legality is checked by the caller)."""
    s = state.copy()
    ev: list[Event] = []
    p = action.seat
    kind = action.kind
    if s.queue:
        cardfx.resolve(s, action, ev)
        _run_queue(s, ev)
    elif kind == "build":
        b = D.BUILDING_INDEX[action.params[0][1]]
        bd = D.BUILDINGS[b]
        slot = len(s.buildings[p])
        s.buildings = replace_at(s.buildings, p, (*s.buildings[p], b))
        s.market = replace_at(s.market, b, s.market[b] - 1)
        ev.append(
            Event(
                "build",
                f"{seat_name(p)} builds a {bd.name} (level {bd.level}).",
                p,
                (("building", bd.id),),
                (f"market:{bd.id}", f"building:{p}:{slot}"),
            )
        )
        move_tracks(s, p, bd.icons, 1, bd.name, ev)
        s.done |= 1 << p
        s.current = (p + 1) % s.players
        _settle_build(s, ev)
    elif kind == "payment" and s.step == "payment":
        do_payment(s, p, action.params[0][1], ev)
        s.pays_left -= 1
        if s.pays_left <= 0:
            s.done |= 1 << p
            s.current = (p + 1) % s.players
        _settle_payment(s, ev)
    elif kind == "activate":
        slot = action.params[0][1]
        s.harbor = replace_at(s.harbor, p, s.harbor[p] - 1)
        s.busy = replace_at(s.busy, p, s.busy[p] | 1 << slot)
        bd = D.BUILDINGS[s.buildings[p][slot]]
        ev.append(
            Event(
                "activate",
                f"{seat_name(p)} activates the {bd.name} ({bd.spec.text}).",
                p,
                (("slot", slot),),
                (f"harbor:{p}", f"building:{p}:{slot}"),
            )
        )
        s.step = "action"
        s.pending = (activation_spec(bd.spec), (), -1, slot)
        if not pending_options(s):
            # The rulebook forbids only an occupied building or one without an activation circle: the disc
            # stays and the action is lost (nothing was carried out, so no conscript is mobilized after it).
            ev.append(
                Event(
                    "lost",
                    f"Nothing the {bd.name} offers ({bd.spec.text}) can be carried out now: the disc stays on the "
                    "building and the action is lost.",
                    p,
                    (("slot", slot),),
                    (f"building:{p}:{slot}",),
                )
            )
            _next_turn(s, ev)
    elif kind == "use_token":
        k = D.TOKEN_INDEX[action.params[0][1]]
        s.tokens = replace_at(s.tokens, D.NKINDS * p + k, s.tokens[D.NKINDS * p + k] - 1)
        s.spent = replace_at(s.spent, k, s.spent[k] + 1)  # the spent pile (Flota de Indias, Company Raj)
        ev.append(
            Event(
                "use_token",
                f"{seat_name(p)} spends {a_or_an(D.TOKEN_KINDS[k].capitalize())} token.",
                p,
                (("token", D.TOKEN_KINDS[k]),),
                (f"tokens:{p}",),
            )
        )
        s.step = "action"
        s.pending = (D.TOKEN_KINDS[k], (), -1, -1)
    elif kind == "pass":
        s.done |= 1 << p
        ev.append(Event("pass", f"{seat_name(p)} passes.", p))
        if not _discard_step_done(s, p):
            s.step = "discard"
        else:
            _next_turn(s, ev)
    elif kind in ("discard", "attach", "reserve"):
        card = action.params[0][1]
        if kind == "attach":
            cardfx.attach(s, p, card, action["host"], ev)
        elif kind == "reserve":
            cardfx.reserve(s, p, card, ev)
        elif aoe_cards(s):
            cardfx.discard(s, p, card, ev)
        else:
            do_discard(s, p, card, ev)
        if _discard_step_done(s, p):
            _next_turn(s, ev)
    elif kind == "done":
        if s.step == "discard":
            ev.append(Event("done", f"{seat_name(p)} keeps the cards in hand.", p))
            _next_turn(s, ev)
        elif s.step == "mobilize":
            ev.append(Event("done", f"{seat_name(p)} mobilizes no conscript.", p))
            _next_turn(s, ev)
        else:
            ev.append(Event("done", f"{seat_name(p)} stops after the first action.", p))
            _end_action(s, ev)
    elif kind == "mobilize" and action.get("card"):
        s.mobilize = -2
        s.step = "action"
        s.pending = ("attack", (), cardfx.SA, -1)
        ev.append(Event("mobilize", f"{seat_name(p)} mobilizes the Conquistadors' conscript to Attack.", p))
    elif kind == "mobilize":
        slot = action.params[0][1]
        bd = D.BUILDINGS[s.buildings[p][slot]]
        s.mobilize = slot
        s.step = "action"
        s.pending = (bd.conscription, (), -1, slot)
        ev.append(
            Event(
                "mobilize",
                f"{seat_name(p)} mobilizes the conscript of the {bd.name} to {bd.conscription.capitalize()}.",
                p,
                (("slot", slot),),
                (f"building:{p}:{slot}",),
            )
        )
    elif kind == "sail":
        do_sail(s, p, action["spot"], D.REGION_INDEX[action["region"]], ev)
    elif kind == "trade":
        s.trade_space = action.params[0][1]
    elif kind == "trade_give":
        do_trade(s, p, s.trade_space, D.TOKEN_INDEX[action.params[0][1]], ev)
        _finish_part(s, "trade", -1, ev)
    else:  # a part of an activation or token action
        value = action.params[0][1]
        if kind == "ship":
            r = D.REGION_INDEX[value]
            do_ship(s, p, r, ev)
            where = r
        elif kind == "occupy":
            c = D.CITY_INDEX[value]
            do_occupy(s, p, c, ev)
            where = D.CITY_REGION[c]
        elif kind == "attack":
            c = D.CITY_INDEX[value]
            spot = action.get("casualty")
            casualty = -1 if spot is None else tile_of(s).spots.index(spot)
            if cardfx.repel_possible(s, c):  # the defender decides first
                s.queue = (*s.queue, ("repel", s.city_owner[c], c, casualty))
            else:
                do_attack(s, p, c, ev, casualty)
            where = D.CITY_REGION[c]
        elif kind == "raid":
            cardfx.do_raid(s, p, D.TOKEN_INDEX[value], ev)
            kind, where = "attack", -1
        elif kind == "payment":
            do_payment(s, p, value, ev)
            where = -1
        elif kind == "draw":
            d = PILE if value == PILE_ID else D.DECK_INDEX[value]
            card = action.get("card") or s.stacks[d][0]
            do_draw(s, p, d, ev, card)
            if aoe_cards(s):
                cardfx.on_draw(s, p, card, ev)
                if s.abolished and D.CARDS[card].effect == "abolition_of_slavery":
                    cardfx.after_abolition(s, ev)
            where = d
        elif kind == "prominence":
            do_place_tile(s, p, value, ev)
            kind = tile_of(s).action  # it stands for the tile's action (Occupy or Draw)
            where = TILE_WHERE
        elif kind == "fortify":
            c = D.CITY_INDEX[value]
            do_fortify(s, p, c, ev)
            where = D.CITY_REGION[c]
        else:
            raise ValueError(f"unknown action kind {kind!r}")
        _part_done(s, kind, where, ev)
    s.events = tuple(ev)
    return s
