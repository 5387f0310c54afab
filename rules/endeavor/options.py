"""The choices open to the seat deciding now: every action kind's options, feasibility, ``legal``."""

from __future__ import annotations

from typing import Any

from rules.core import Action
from rules.endeavor import actions as A
from rules.endeavor import cardfx
from rules.endeavor import data as D
from rules.endeavor.readings import (
    LEVEL_OF,
    NK,
    NREG,
    PILE,
    REGION_DECKS,
    TILE_WHERE,
    aoe_buildings,
    aoe_cards,
    board_token_kind,
    build_level,
    building_set,
    cards_over_limit,
    casualties,
    deck_open,
    discs_to_place,
    draw_discount,
    has_presence,
    held_kinds,
    lower_tile_discs,
    presence,
    protected,
    replace_at,
    tile_of,
)
from rules.endeavor.state import EndeavorState


def tile_options(s: EndeavorState, p: int, avail: int | None = None) -> list[Action]:
    """Prominence: a disc from the Harbor onto any empty spot of the tile."""
    tile = tile_of(s)
    if tile is None or (discs_to_place(s, p) if avail is None else avail) < 1:
        return []
    if tile.kind == "alliance":
        return [A.place_tile(p, box) for box in tile.spots]
    return [A.place_tile(p, tile.spots[i]) for i, o in enumerate(s.tile_spots) if o < 0]


def build_options(s: EndeavorState, p: int) -> list[Action]:
    """Level at most the build level (or one above when none is left at that level), never a second level 5."""
    market = s.market
    lvl = build_level(s, p)
    has5 = any(LEVEL_OF[x] == 5 for x in s.buildings[p])
    blds = building_set(s)
    top = lvl + 1 if not any(market[x] > 0 and LEVEL_OF[x] == lvl for x in blds) else lvl
    if has5 and top == 5:
        top = 4
    slot = len(s.buildings[p])
    return [A.build(p, b, slot) for b in blds if market[b] > 0 and LEVEL_OF[b] <= top]


def ship_options(s: EndeavorState, p: int, where: int = -1, avail: int | None = None) -> list[Action]:
    """Ship goes to any region but Europe, even a full track (then without a token)."""
    if (discs_to_place(s, p) if avail is None else avail) < 1:
        return []
    out = []
    if where not in (D.EUROPE, TILE_WHERE):
        out = [A.ship(p, r, len(s.ship_discs[r])) for r in (range(1, NREG) if where < 0 else (where,))]
    if s.open_sea and where in (-1, TILE_WHERE):  # Naval Superiority: Ship may place on the tile instead
        out.extend(tile_options(s, p, avail))
    return out


def sail_options(s: EndeavorState, p: int) -> list[Action]:
    """Naval Superiority: before acting, once a turn, a lower tile disc may move to an open region's open sea."""
    if s.sailed:
        return []
    lower = lower_tile_discs(s, p, "sail")
    if not lower:
        return []
    tile = tile_of(s)
    regions = [r for r in range(1, NREG) if s.opened >> r & 1]
    return [A.sail(p, tile.spots[i], r) for i in lower for r in regions]


def occupy_options(s: EndeavorState, p: int, where: int = -1, avail: int | None = None) -> list[Action]:
    if (discs_to_place(s, p) if avail is None else avail) < 1:
        return []
    out = []
    owner = s.city_owner
    for r in range(NREG) if where < 0 else () if where == TILE_WHERE else (where,):
        if s.opened >> r & 1 and has_presence(s, p, r):
            out.extend(A.occupy(p, c) for c in D.REGION_CITIES[r] if owner[c] < 0)
    if s.tile_spots and tile_of(s).action == "occupy" and where in (-1, D.EUROPE, TILE_WHERE):
        out.extend(tile_options(s, p, avail))
    return out


def attack_options(s: EndeavorState, p: int, where: int = -1, avail: int | None = None) -> list[Action]:
    """One disc placed plus the casualties (two against a fortified city)."""
    avail = discs_to_place(s, p) if avail is None else avail
    if avail < 1 or (avail < 2 and not s.tile_spots):
        return []
    out = []
    owner = s.city_owner
    lower = lower_tile_discs(s, p, "casualty") if s.tile_spots else []
    tile = tile_of(s) if lower else None
    for r in range(NREG) if where < 0 else (where,):
        if s.opened >> r & 1 and has_presence(s, p, r):
            for c in D.REGION_CITIES[r]:
                if owner[c] >= 0 and owner[c] != p and not (r == 0 and protected(s, p, owner[c])):
                    if avail >= 1 + casualties(s, c):
                        out.append(A.attack(p, c))
                    if lower and avail >= casualties(s, c):  # one casualty comes from the tile instead
                        out.extend(A.attack_with_casualty(p, c, tile.spots[i]) for i in lower)
    return out


def payment_options(s: EndeavorState, p: int, exclude: int = -1) -> list[Action]:
    """Any disc on one of your buildings; a building's own Payment action (exclude = its space) never pays itself.

    Two Payment buildings may free each other in turn: that loop changes nothing and every player may pass at
    any time, so the rulebook needs no limit (the computer players never repeat a move in a position met before).
    """
    busy = s.busy[p]
    return [A.payment(p, i) for i in range(len(s.buildings[p])) if busy >> i & 1 and i != exclude]


def draw_options(s: EndeavorState, p: int, where: int = -1, discount: int = 0) -> list[Action]:
    """The Draws open to ``p``; ``where`` is the stack a Draw + Draw's first card came from (-1: any).

    With Prominence the Slavery cards lie "face up in the Europe discard pile", the pile the Age of Expansion
    cards are discarded to, so for Draw + Draw the Slavery cards and the discarded cards are one stack.
    """
    out = []
    one_pile = bool(s.tile_spots)
    if where < 0:
        decks: tuple[int, ...] | range = range(len(D.DECKS))
    elif where == PILE:
        decks = (D.SLAVERY_DECK,) if one_pile else ()
    else:
        decks = () if where == TILE_WHERE else (where,)
    for d in decks:
        stack = s.stacks[d]
        if not stack or not deck_open(s, d):
            continue
        have = presence(s, p, D.DECK_REGION[d]) + discount
        if d == D.SLAVERY_DECK and s.tile_spots:
            # With Prominence the Slavery cards lie face up and are drawn in any order.
            out.extend(A.draw_card(p, d, c) for c in stack if D.CARDS[c].value <= have)
        elif D.CARDS[stack[0]].value <= have:
            out.append(A.draw(p, d))
    if s.discards and (where in (-1, PILE) or (one_pile and where == D.SLAVERY_DECK)):
        out.extend(pile_options(s, p, discount))
    if s.tile_spots and where in (-1, TILE_WHERE) and tile_of(s).action == "draw":
        out.extend(tile_options(s, p))
    return out


def pile_options(s: EndeavorState, p: int, discount: int = 0) -> list[Action]:
    """Age of Expansion cards: any card of the discard pile near Europe, by presence in Europe (a ruling: the
    rulebook says they "may be drawn again", and draws the Slavery cards laid there "based on their presence in
    Europe", in any order)."""
    have = presence(s, p, D.EUROPE) + discount
    return [A.draw_discarded(p, c) for c in s.discards if D.CARDS[c].value <= have]


def fortify_options(s: EndeavorState, p: int) -> list[Action]:
    """A fortification from the supply under your disc in one of your cities that has none."""
    if s.forts <= 0:
        return []
    owner = s.city_owner
    return [A.fortify(p, c) for c in range(len(D.CITIES)) if owner[c] == p and not s.fortified >> c & 1]


def board_tokens(s: EndeavorState) -> list[tuple[str, int]]:
    """Every token lying on the board: (element id, kind)."""
    out = []
    for r in range(1, NREG):
        for i, k in enumerate(s.ship_tokens[r]):
            if k >= 0:
                out.append((f"shipping:{D.REGIONS[r]}:{i}", k))
    out.extend((f"city:{D.CITIES[c]}", k) for c, k in enumerate(s.city_token) if k >= 0)
    out.extend((f"link:{D.LINK_IDS[li]}", k) for li, k in enumerate(s.link_token) if k >= 0)
    return out


def can_trade(s: EndeavorState, p: int) -> bool:
    """Some board token differs from some token on ``p``'s mat (without listing the choices)."""
    held = held_kinds(s, p)
    if not held:
        return False
    for k in (*s.city_token, *s.link_token, *(k for r in s.ship_tokens for k in r)):
        if k >= 0 and (len(held) > 1 or held[0] != k):
            return True
    return False


def trade_options(s: EndeavorState, p: int) -> list[Action]:
    """Trade: pick a board token that differs from at least one token on your mat."""
    held = held_kinds(s, p)
    if not held:
        return []
    return [A.trade(p, el) for el, k in board_tokens(s) if any(h != k for h in held)]


def trade_give_options(s: EndeavorState, p: int) -> list[Action]:
    k = board_token_kind(s, s.trade_space)
    return [A.trade_give(p, h, s.trade_space) for h in held_kinds(s, p) if h != k]


def kind_options(s: EndeavorState, p: int, kind: str, where: int = -1, exclude: int = -1) -> list[Action]:
    """Concrete choices for one action kind; ``where`` binds a region (or deck for Draw)."""
    if kind == "ship":
        return ship_options(s, p, where)
    if kind == "occupy":
        return occupy_options(s, p, where)
    if kind == "attack":
        out = attack_options(s, p, where)
        if s.queue == () and aoe_cards(s) and s.mobilize != -2 and where < 0:
            out.extend(cardfx.raid_options(s, p))
        return out
    if kind == "payment":
        return payment_options(s, p, exclude)
    if kind == "draw":
        return draw_options(s, p, where, draw_discount(s))
    if kind == "fortify":
        return fortify_options(s, p)
    if kind == "trade":
        return trade_options(s, p)
    raise ValueError(kind)


def board_facts(s: EndeavorState, p: int) -> tuple[bool, int, int]:
    """What the board offers ``p`` whatever its Harbor: (an empty city to Occupy, the fewest discs an Attack
    needs (99: none), how far the best open stack's top value exceeds ``p``'s presence there (<= 0: drawable))."""
    occ = False
    att_need = 99
    draw_need = 99
    owner = s.city_owner
    opened = s.opened
    fortified = s.fortified
    stacks = s.stacks
    for r in range(NREG):
        if not opened >> r & 1:
            continue
        pres = presence(s, p, r)
        if r == 0 or pres:
            for c in D.REGION_CITIES[r]:
                o = owner[c]
                if o < 0:
                    occ = True
                elif o != p and not (r == 0 and protected(s, p, o)):
                    need = 3 if fortified >> c & 1 else 2
                    if need < att_need:
                        att_need = need
        for d in REGION_DECKS[r]:
            stack = stacks[d]
            if stack and (d != D.SLAVERY_DECK or not s.abolished):
                need = D.CARDS[stack[0]].value - pres
                if need < draw_need:
                    draw_need = need
        if r == 0 and s.discards:
            need = min(D.CARDS[c].value for c in s.discards) - pres
            if need < draw_need:
                draw_need = need
    if att_need < 99 and s.tile_spots and lower_tile_discs(s, p, "casualty"):
        att_need -= 1  # Military Buildup: a lower tile disc may be the casualty
    return occ, att_need, draw_need


def feasible(s: EndeavorState, p: int, harbor: int, facts: tuple[bool, int, int] | None = None) -> dict[str, Any]:
    """Which action kinds ``p`` could carry out with ``harbor`` discs to place.

    "payment" is any disc on a building; before an activation the building activated is still empty, so it is
    also "another building holds a disc" ("payment_by_building", kept for callers).
    ``draw_need`` (see board_facts) lets the Fairground's discount be applied by the caller.
    """
    occ, att_need, draw_need = board_facts(s, p) if facts is None else facts
    busy = s.busy[p]
    out = {
        "ship": harbor >= 1,
        "occupy": occ and harbor >= 1,
        "attack": harbor >= att_need or (aoe_cards(s) and bool(cardfx.raid_options(s, p))),
        "draw": draw_need <= 0,
        "draw_need": draw_need,
        "payment": busy != 0,
        "payment_by_building": busy != 0,
    }
    tile = tile_of(s) if s.tile_spots else None
    out["tile"] = (
        tile.action if tile is not None and harbor >= 1 and (tile.kind == "alliance" or -1 in s.tile_spots) else ""
    )
    aoe = aoe_buildings(s)  # Fortify and Trade exist only on Age of Expansion buildings
    out["fortify"] = aoe and bool(fortify_options(s, p))
    out["trade"] = aoe and can_trade(s, p)
    return out


def after_activation(s: EndeavorState, p: int, slot: int) -> EndeavorState:
    """The position as it would be once the disc is on ``slot`` (for explaining a refused activation)."""
    t = s.copy()
    t.harbor = replace_at(s.harbor, p, s.harbor[p] - 1)
    t.busy = replace_at(s.busy, p, s.busy[p] | 1 << slot)
    return t


def spec_ok(spec: D.Spec, feas: dict[str, Any], discount: int) -> bool:
    for k in spec.kinds:
        if k == feas["tile"]:
            return True
        if k == "draw":
            if feas["draw_need"] <= discount:
                return True
        elif k == "payment":
            if feas["payment_by_building"]:
                return True
        elif feas[k]:
            return True
    return False


def activation_ok(s: EndeavorState, p: int, slot: int, feas: dict[str, Any] | None = None) -> bool:
    """An empty building with an activation circle and a Harbor disc to place on it.

    Base rulebook: "A building cannot be activated if it already has a marker or if it does not have an
    activation circle." It says no more: a building whose action cannot then be carried out may still be
    activated, and its action is lost (``activation_lost``). ``feas`` is accepted for the callers' sake.
    """
    blds = s.buildings[p]
    if slot < 0 or slot >= len(blds) or s.busy[p] >> slot & 1 or s.harbor[p] < 1:
        return False
    return D.BUILDINGS[blds[slot]].spec is not None


def activation_lost(s: EndeavorState, p: int, slot: int) -> bool:
    """Activating ``slot`` now would place the disc for nothing: no part of its action can be carried out
    (neither by the Rosetta Stone nor on a Prominence tile)."""
    t = after_activation(s, p, slot)
    t.step, t.current = "action", p
    t.pending = (activation_spec(D.BUILDINGS[s.buildings[p][slot]].spec), (), -1, slot)
    return not pending_options(t)


def activation_spec(spec: D.Spec) -> str:
    """A building's action as ``pending`` keeps it ("occupy+ship", "ship/draw", "attack")."""
    return "+".join(spec.kinds) if spec.mode == "both" else "/".join(spec.kinds)


ROSETTA_SPEC = D.Spec("either", cardfx.BASIC)


def token_ok(s: EndeavorState, p: int, kind: int, feas: dict[str, Any] | None = None) -> bool:
    if not D.TOKEN_BLUE[kind] or s.tokens[NK * p + kind] <= 0:
        return False
    if feas is None:
        feas = feasible(s, p, s.harbor[p])
    name = D.TOKEN_KINDS[kind]
    return feas[name] or feas["tile"] == name


def mobilize_options(s: EndeavorState, p: int) -> list[Action]:
    """Conscripts whose bonus action could be carried out now (the conscript is the disc placed)."""
    cons = s.conscripts[p]
    out = []
    if cons:
        feas = feasible(s, p, s.harbor[p] + 1)
        blds = s.buildings[p]
        out = [
            A.mobilize(p, i)
            for i in range(len(blds))
            if cons >> i & 1 and spec_ok(D.Spec("single", (D.BUILDINGS[blds[i]].conscription,)), feas, 0)
        ]
    card = cardfx.conquistador_card(s, p) if s.conquistador else ""
    if card and attack_options(s, p, cardfx.SA, s.harbor[p] + 1):
        out.append(A.mobilize_card(p, card))  # Conquistadors: only an Attack in South America
    return out


def pending_options(s: EndeavorState) -> list[Action]:
    """The choices for the current part of an activation, token action or mobilization."""
    p = s.current
    if s.trade_space:
        return trade_give_options(s, p)
    spec_text, done, where, slot = s.pending
    spec = D.parse_spec(spec_text)
    rosetta = cardfx.rosetta_ok(s)
    if not done:
        out: list[Action] = []
        kinds = list(dict.fromkeys(spec.kinds))
        for k in kinds:
            out.extend(kind_options(s, p, k, where, slot))
        if rosetta:  # the Rosetta Stone: any basic action instead of one of the building's
            for k in cardfx.BASIC:
                if k not in kinds:
                    out.extend(kind_options(s, p, k, -1, slot))
        return out
    # Second part of a '+' building: the other kind (or the same again), bound to one place for the rulebook's pairs.
    rest = remaining_kinds(spec, done)
    out = []
    for k in dict.fromkeys(rest):
        out.extend(kind_options(s, p, k, where, slot))
    if rosetta:
        for k in cardfx.BASIC:
            if k not in rest:
                out.extend(kind_options(s, p, k, -1, slot))
    if out:
        out.append(A.done(p))
    return out


def remaining_kinds(spec: D.Spec, done: tuple[str, ...]) -> list[str]:
    """The building's kinds not yet used (a part done by the Rosetta Stone used none of them)."""
    rest = list(spec.kinds)
    for k in done:
        if k in rest:
            rest.remove(k)
    return rest


def legal(s: EndeavorState) -> list[Action]:
    if s.queue:
        return cardfx.queue_options(s)
    step = s.step
    p = s.current
    if step == "turn":
        out = []
        h = s.harbor[p]
        facts = None
        if h >= 1:
            facts = board_facts(s, p)
            feas = feasible(s, p, h - 1, facts)
            out.extend(A.activate(p, i) for i in range(len(s.buildings[p])) if activation_ok(s, p, i, feas))
        base = NK * p
        if any(s.tokens[base + k] for k in D.BLUE_KINDS):
            feas = feasible(s, p, h, facts)
            out.extend(A.use_token(p, k) for k in D.BLUE_KINDS if token_ok(s, p, k, feas))
        if s.open_sea:
            out.extend(sail_options(s, p))
        out.append(A.pass_(p))
        return out
    if step == "action":
        return pending_options(s)
    if step == "mobilize":
        return [*mobilize_options(s, p), A.done(p)]
    if step == "build":
        return build_options(s, p)
    if step == "payment":
        return payment_options(s, p)
    if step == "discard":
        pile = aoe_cards(s)
        out = [A.discard(p, c, pile) for c in s.cards[p]]
        if pile:
            out.extend(cardfx.attach_options(s, p))  # stacking is open at every Discard, not only over the limit
            out.extend(cardfx.reserve_options(s, p))
            if cards_over_limit(s, p) == 0:
                out.append(A.done(p))
        return out
    return []


def is_legal(s: EndeavorState, a: Action) -> bool:
    """``a in legal(s)``, answered without listing every choice where that is cheap (the start of a turn)."""
    if s.step == "turn" and a.seat == s.current and a.kind != "sail" and not s.queue:
        k = a.kind
        params = a.params
        if k == "pass":
            return params == ()
        if len(params) != 1:
            return False
        name, v = params[0]
        if k == "activate":
            return name == "slot" and type(v) is int and activation_ok(s, a.seat, v)
        if k == "use_token":
            kind = D.TOKEN_INDEX.get(v) if name == "token" and isinstance(v, str) else None
            return kind is not None and token_ok(s, a.seat, kind)
        return False
    return a in legal(s)
