"""The rules of the base game: setup, the four phases, every action, and the flow between them.

``legal(state)`` lists the choices of the seat deciding now; ``play(state, action)``
returns the next state for an action already known to be legal (the ruleset checks).
Every change appends one readable Event. Containers are tuples replaced
copy-on-write, so the argument state is never touched.
"""

from __future__ import annotations

from typing import Any

from rules.core import Action, Event, Rng
from rules.endeavor import actions as A
from rules.endeavor import data as D
from rules.endeavor.state import EndeavorState

NREG = len(D.REGIONS)
NK = D.NKINDS
ALL_OPEN_EUROPE = 1 << D.EUROPE
#: REGION_DECKS[region] -> the decks drawn by presence there (Europe: its own deck and Slavery).
REGION_DECKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(len(D.DECKS)) if D.DECK_REGION[d] == r) for r in range(len(D.REGIONS))
)


def seat_name(p: int) -> str:
    return f"Seat {p + 1}"


def _set(t: tuple, i: int, v: Any) -> tuple:
    return (*t[:i], v, *t[i + 1 :])


# ---------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------


def new_game(players: int, seed: int, options: dict[str, Any]) -> EndeavorState:
    """Board, tokens at random from the seed, stacks in printed order, empty mats, random first player."""
    rng = Rng(seed)
    s = EndeavorState()
    s.players = players
    s.options = dict(options)
    tokens = [k for k, count in enumerate(D.TOKEN_COUNTS) for _ in range(count)]
    rng.shuffle(tokens)
    it = iter(tokens)
    s.ship_tokens = tuple(tuple(next(it) for _ in range(D.SHIPPING[r])) for r in range(NREG))
    s.city_token = tuple(next(it) for _ in D.CITIES)
    s.link_token = tuple(next(it) for _ in D.LINKS)
    assert next(it, None) is None, "one token on every shipping space, city and link"
    s.ship_discs = tuple(() for _ in range(NREG))
    s.city_owner = (-1,) * len(D.CITIES)
    s.opened = ALL_OPEN_EUROPE
    s.stacks = D.DECK_CARDS
    s.abolished = False
    if options.get("aoe_buildings"):
        # Age of Expansion: its own set; three of the seven level-5 buildings are drawn at random.
        level5 = [b for b in D.AOE_SET if D.BUILDINGS[b].level == 5]
        rng.shuffle(level5)
        keep = set(level5[: D.AOE_LEVEL5_DRAWN])
        s.market = tuple(
            bd.count if bd.set == "aoe" and (bd.level < 5 or i in keep) else 0 for i, bd in enumerate(D.BUILDINGS)
        )
    else:
        s.market = tuple(bd.count if bd.set == "base" else 0 for bd in D.BUILDINGS)
    s.fortified = 0
    s.forts = D.FORTIFICATIONS if options.get("aoe_buildings") else 0
    s.conscripts = (0,) * players
    s.mobilize = -1
    s.trade_space = ""
    tile = D.TILES.get(options.get("prominence", "none"))
    if tile is None:
        s.tile_spots = ()
    elif tile.kind == "alliance":
        s.tile_spots = (0,) * (2 * players)
    else:
        s.tile_spots = (-1,) * len(tile.spots)
    s.open_sea = (0,) * (NREG * players) if tile is not None and tile.action == "ship" else ()
    s.sailed = False
    s.tracks = (0,) * (4 * players)
    s.tokens = (0,) * (NK * players)
    s.harbor = (0,) * players
    s.supply = (D.DISCS,) * players
    s.buildings = ((),) * players
    s.busy = (0,) * players
    s.cards = ((),) * players
    s.slaves_lost = (0,) * players
    s.first = rng.randrange(players)
    s.round = 1
    s.last_round = False
    s.pending = None
    s.pays_left = 0
    s.rng = rng
    ev = [Event("setup", f"{seat_name(s.first)} is chosen at random as the first player.", s.first)]
    _start_build(s, ev)
    s.events = tuple(ev)
    return s


# ---------------------------------------------------------------------------
# Small readings of the state
# ---------------------------------------------------------------------------


def track(s: EndeavorState, p: int, t: int) -> int:
    return s.tracks[4 * p + t]


def build_level(s: EndeavorState, p: int) -> int:
    return D.BUILD_LEVEL[D.level(s.tracks[4 * p + D.INDUSTRY]) - 1]


def growth(s: EndeavorState, p: int) -> int:
    return D.GROWTH[D.level(s.tracks[4 * p + D.CULTURE]) - 1]


def payments(s: EndeavorState, p: int) -> int:
    return D.PAYMENTS[D.level(s.tracks[4 * p + D.WEALTH]) - 1]


def card_slots(s: EndeavorState, p: int) -> int:
    return D.CARD_SLOTS[D.level(s.tracks[4 * p + D.INFLUENCE]) - 1]


def presence(s: EndeavorState, p: int, r: int) -> int:
    """Discs of ``p`` in region ``r``: its cities plus its shipping track."""
    owner = s.city_owner
    n = 0
    for c in D.REGION_CITIES[r]:
        if owner[c] == p:
            n += 1
    if s.tile_spots:
        if r == 0:
            n += tile_discs(s, p)  # Prominence tile discs count as presence in Europe
        elif s.open_sea:
            n += s.open_sea[NREG * p + r]  # Naval Superiority: discs in the open sea
    return n + s.ship_discs[r].count(p)


def tile_discs(s: EndeavorState, p: int) -> int:
    """``p``'s discs on the Prominence tile."""
    spots = s.tile_spots
    if not spots:
        return 0
    if tile_of(s).kind == "alliance":
        return spots[2 * p] + spots[2 * p + 1]
    return spots.count(p)


def allied(s: EndeavorState, p: int, q: int) -> bool:
    """Changing Alliances: ``p`` and ``q`` both have discs in the same alliance box."""
    spots = s.tile_spots
    if not spots or tile_of(s).kind != "alliance":
        return False
    return (spots[2 * p] and spots[2 * q]) or (spots[2 * p + 1] and spots[2 * q + 1])


#: ``where`` of a '+' pair whose first part placed a disc on the Prominence tile: the second may only do so too.
TILE_WHERE = 99


def tile_of(s: EndeavorState) -> D.Tile | None:
    """The Prominence tile in play, or None."""
    return D.TILES.get(s.options.get("prominence", "none")) if s.tile_spots else None


def tile_options(s: EndeavorState, p: int, avail: int | None = None) -> list[Action]:
    """Prominence: a disc from the Harbor onto any empty spot of the tile."""
    tile = tile_of(s)
    if tile is None or (discs_to_place(s, p) if avail is None else avail) < 1:
        return []
    if tile.kind == "alliance":
        return [A.place_tile(p, box) for box in tile.spots]
    return [A.place_tile(p, tile.spots[i]) for i, o in enumerate(s.tile_spots) if o < 0]


def lower_tile_discs(s: EndeavorState, p: int) -> list[int]:
    """Military Buildup: spots of the lower part holding ``p``'s discs (each may be an Attack's casualty)."""
    tile = tile_of(s)
    if tile is None or tile.kind != "spots":
        return []
    return [i for i, o in enumerate(s.tile_spots) if o == p and tile.lower[i]]


def has_presence(s: EndeavorState, p: int, r: int) -> bool:
    """Presence for Occupy and Attack: everyone has it in Europe."""
    return r == D.EUROPE or presence(s, p, r) > 0


def is_open(s: EndeavorState, r: int) -> bool:
    return bool(s.opened >> r & 1)


def cards_over_limit(s: EndeavorState, p: int) -> int:
    """How many cards ``p`` must discard: one Governor and one Slavery card sit outside the normal slots."""
    cards = s.cards[p]
    gov = slave = 0
    for c in cards:
        card = D.CARDS[c]
        if card.governor:
            gov = 1
        elif card.slavery:
            slave = 1
    return max(0, len(cards) - gov - slave - card_slots(s, p))


def controls_link(s: EndeavorState, p: int, li: int) -> bool:
    a, b = D.LINKS[li]
    return s.city_owner[a] == p and s.city_owner[b] == p


def deck_top(s: EndeavorState, d: int) -> str | None:
    stack = s.stacks[d]
    return stack[0] if stack else None


def deck_open(s: EndeavorState, d: int) -> bool:
    return bool(s.opened >> D.DECK_REGION[d] & 1) and not (d == D.SLAVERY_DECK and s.abolished)


LEVEL_OF: tuple[int, ...] = tuple(b.level for b in D.BUILDINGS)


def can_build(s: EndeavorState, p: int, b: int) -> bool:
    """Level at most the build level (or one above when none is left at that level), never a second level 5."""
    if s.market[b] <= 0:
        return False
    bl = D.BUILDINGS[b].level
    if bl == 5 and any(D.BUILDINGS[x].level == 5 for x in s.buildings[p]):
        return False
    lvl = build_level(s, p)
    if bl <= lvl:
        return True
    return bl == lvl + 1 and not any(s.market[x] > 0 for x, bd in enumerate(D.BUILDINGS) if bd.level == lvl)


def build_options(s: EndeavorState, p: int) -> list[Action]:
    """``can_build`` for every building of the set in play, with the seat's facts read once."""
    market = s.market
    lvl = build_level(s, p)
    has5 = any(LEVEL_OF[x] == 5 for x in s.buildings[p])
    blds = building_set(s)
    top = lvl + 1 if not any(market[x] > 0 and LEVEL_OF[x] == lvl for x in blds) else lvl
    if has5 and top == 5:
        top = 4
    slot = len(s.buildings[p])
    return [A.build(p, b, slot) for b in blds if market[b] > 0 and LEVEL_OF[b] <= top]


def spec_of_pending(s: EndeavorState) -> D.Spec:
    return D.parse_spec(s.pending[0])


def aoe_buildings(s: EndeavorState) -> bool:
    return bool(s.options.get("aoe_buildings"))


def building_set(s: EndeavorState) -> tuple[int, ...]:
    return D.AOE_SET if aoe_buildings(s) else D.BASE_SET


#: Buildings whose only action is Payment. A building's Payment may not free one of these (project rule): the two
#: would only trade places, and two such buildings could pay each other for ever without the Action phase ending.
PAYMENT_ONLY: tuple[bool, ...] = tuple(b.spec is not None and set(b.spec.kinds) == {"payment"} for b in D.BUILDINGS)

#: The rulebook's '+' pairs whose second action is bound to the first one's region (or stack).
BOUND_PAIRS = {("occupy", "ship"), ("ship", "ship"), ("draw", "draw")}


def bound(spec: D.Spec) -> bool:
    return tuple(sorted(spec.kinds)) in BOUND_PAIRS


def casualties(s: EndeavorState, c: int) -> int:
    """Discs an attacker loses: 1, or 2 against a fortified city."""
    return 2 if s.fortified >> c & 1 else 1


def discs_to_place(s: EndeavorState, p: int) -> int:
    """Discs available for the disc an action places: the Harbor, plus the conscript being mobilized."""
    return s.harbor[p] + (1 if s.mobilize >= 0 else 0)


def draw_discount(s: EndeavorState) -> int:
    """The Fairground counts a drawn card's value 1 lower (only when the Draw comes from that building)."""
    slot = s.pending[3] if s.pending else -1
    if slot < 0 or s.mobilize >= 0:
        return 0
    return D.BUILDINGS[s.buildings[s.current][slot]].draw_discount


# ---------------------------------------------------------------------------
# Options for each action kind
# ---------------------------------------------------------------------------


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
    lower = lower_tile_discs(s, p)
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
    lower = lower_tile_discs(s, p) if s.tile_spots else []
    tile = tile_of(s) if lower else None
    for r in range(NREG) if where < 0 else (where,):
        if s.opened >> r & 1 and has_presence(s, p, r):
            for c in D.REGION_CITIES[r]:
                if owner[c] >= 0 and owner[c] != p and not (r == 0 and allied(s, p, owner[c])):
                    if avail >= 1 + casualties(s, c):
                        out.append(A.attack(p, c))
                    if lower and avail >= casualties(s, c):  # one casualty comes from the tile instead
                        out.extend(A.attack_with_casualty(p, c, tile.spots[i]) for i in lower)
    return out


def payment_options(s: EndeavorState, p: int, exclude: int = -1) -> list[Action]:
    """Payment phase and blue tokens (exclude = -1): any disc on a building. A building's Payment action
    (exclude = its own space): never itself, and never a building whose only action is Payment."""
    busy = s.busy[p]
    blds = s.buildings[p]
    if exclude < 0:
        return [A.payment(p, i) for i in range(len(blds)) if busy >> i & 1]
    return [A.payment(p, i) for i in range(len(blds)) if busy >> i & 1 and i != exclude and not PAYMENT_ONLY[blds[i]]]


def draw_options(s: EndeavorState, p: int, where: int = -1, discount: int = 0) -> list[Action]:
    out = []
    for d in range(len(D.DECKS)) if where < 0 else () if where == TILE_WHERE else (where,):
        stack = s.stacks[d]
        if not stack or not deck_open(s, d):
            continue
        have = presence(s, p, D.DECK_REGION[d]) + discount
        if d == D.SLAVERY_DECK and s.tile_spots:
            # With Prominence the Slavery cards lie face up and are drawn in any order.
            out.extend(A.draw_card(p, d, c) for c in stack if D.CARDS[c].value <= have)
        elif D.CARDS[stack[0]].value <= have:
            out.append(A.draw(p, d))
    if s.tile_spots and where in (-1, TILE_WHERE) and tile_of(s).action == "draw":
        out.extend(tile_options(s, p))
    return out


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


def held_kinds(s: EndeavorState, p: int) -> list[int]:
    base = NK * p
    return [k for k in range(NK) if s.tokens[base + k] > 0]


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


def board_token_kind(s: EndeavorState, element: str) -> int:
    """The token kind lying on a board element id, -1 if none (or no such element)."""
    kind, _, key = element.partition(":")
    if kind == "city" and key in D.CITY_INDEX:
        return s.city_token[D.CITY_INDEX[key]]
    if kind == "link" and key in LINK_INDEX:
        return s.link_token[LINK_INDEX[key]]
    if kind == "shipping":
        rid, _, i = key.partition(":")
        r = D.REGION_INDEX.get(rid, -1)
        if r > 0 and i.isdigit() and int(i) < D.SHIPPING[r]:
            return s.ship_tokens[r][int(i)]
    return -1


LINK_INDEX = {lid: i for i, lid in enumerate(D.LINK_IDS)}


def kind_options(s: EndeavorState, p: int, kind: str, where: int = -1, exclude: int = -1) -> list[Action]:
    """Concrete choices for one action kind; ``where`` binds a region (or deck for Draw)."""
    if kind == "ship":
        return ship_options(s, p, where)
    if kind == "occupy":
        return occupy_options(s, p, where)
    if kind == "attack":
        return attack_options(s, p, where)
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
                elif o != p and not (r == 0 and allied(s, p, o)):
                    need = 3 if fortified >> c & 1 else 2
                    if need < att_need:
                        att_need = need
        for d in REGION_DECKS[r]:
            stack = stacks[d]
            if stack and (d != D.SLAVERY_DECK or not s.abolished):
                need = D.CARDS[stack[0]].value - pres
                if need < draw_need:
                    draw_need = need
    if att_need < 99 and s.tile_spots and lower_tile_discs(s, p):
        att_need -= 1  # Military Buildup: a lower tile disc may be the casualty
    return occ, att_need, draw_need


def feasible(s: EndeavorState, p: int, harbor: int, facts: tuple[bool, int, int] | None = None) -> dict[str, Any]:
    """Which action kinds ``p`` could carry out with ``harbor`` discs to place.

    "payment" is any disc on a building (for tokens); "payment_by_building" leaves out Payment-only buildings.
    ``draw_need`` (see board_facts) lets the Fairground's discount be applied by the caller.
    """
    occ, att_need, draw_need = board_facts(s, p) if facts is None else facts
    busy = s.busy[p]
    out = {
        "ship": harbor >= 1,
        "occupy": occ and harbor >= 1,
        "attack": harbor >= att_need,
        "draw": draw_need <= 0,
        "draw_need": draw_need,
        "payment": busy != 0,
        "payment_by_building": busy != 0
        and any(busy >> i & 1 and not PAYMENT_ONLY[b] for i, b in enumerate(s.buildings[p])),
    }
    tile = tile_of(s) if s.tile_spots else None
    out["tile"] = (
        tile.action if tile is not None and harbor >= 1 and (tile.kind == "alliance" or -1 in s.tile_spots) else ""
    )
    aoe = aoe_buildings(s)  # Fortify and Trade exist only on Age of Expansion buildings
    out["fortify"] = aoe and bool(fortify_options(s, p))
    out["trade"] = aoe and can_trade(s, p)
    return out


def _after_activation(s: EndeavorState, p: int, slot: int) -> EndeavorState:
    """The position as it would be once the disc is on ``slot`` (for explaining a refused activation)."""
    t = s.copy()
    t.harbor = _set(s.harbor, p, s.harbor[p] - 1)
    t.busy = _set(s.busy, p, s.busy[p] | 1 << slot)
    return t


def _spec_ok(spec: D.Spec, feas: dict[str, Any], discount: int) -> bool:
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
    """An empty building with an action, a Harbor disc to place, and something it can then do.

    Payment after an activation pays another building: the one activated is still empty in ``s``, so
    ``busy != 0`` is exactly "another building holds a disc".
    """
    blds = s.buildings[p]
    if slot < 0 or slot >= len(blds) or s.busy[p] >> slot & 1 or s.harbor[p] < 1:
        return False
    bd = D.BUILDINGS[blds[slot]]
    if bd.spec is None:
        return False
    if feas is None:
        feas = feasible(s, p, s.harbor[p] - 1)
    return _spec_ok(bd.spec, feas, bd.draw_discount)


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
    if not cons:
        return []
    feas = feasible(s, p, s.harbor[p] + 1)
    blds = s.buildings[p]
    return [
        A.mobilize(p, i)
        for i in range(len(blds))
        if cons >> i & 1 and _spec_ok(D.Spec("single", (D.BUILDINGS[blds[i]].conscription,)), feas, 0)
    ]


def pending_options(s: EndeavorState) -> list[Action]:
    """The choices for the current part of an activation, token action or mobilization."""
    p = s.current
    if s.trade_space:
        return trade_give_options(s, p)
    spec_text, done, where, slot = s.pending
    spec = D.parse_spec(spec_text)
    if not done:
        out: list[Action] = []
        for k in dict.fromkeys(spec.kinds):
            out.extend(kind_options(s, p, k, -1, slot))
        return out
    # Second part of a '+' building: the other kind (or the same again), bound to one place for the rulebook's pairs.
    rest = list(spec.kinds)
    for k in done:
        rest.remove(k)
    out = []
    for k in rest:
        out.extend(kind_options(s, p, k, where, slot))
    if out:
        out.append(A.done(p))
    return out


# ---------------------------------------------------------------------------
# Legal actions
# ---------------------------------------------------------------------------


def legal(s: EndeavorState) -> list[Action]:
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
        return [A.discard(p, c) for c in s.cards[p]]
    return []


def is_legal(s: EndeavorState, a: Action) -> bool:
    """``a in legal(s)``, answered without listing every choice where that is cheap (the start of a turn)."""
    if s.step == "turn" and a.seat == s.current and a.kind != "sail":
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


# ---------------------------------------------------------------------------
# Effects (each appends its events to ``ev``; ``s`` is the new state, already copied)
# ---------------------------------------------------------------------------


def _move_tracks(s: EndeavorState, p: int, icons: tuple[int, ...], sign: int, why: str, ev: list[Event]) -> None:
    tr = list(s.tracks)
    for t in range(4):
        n = icons[t]
        if n:
            old = tr[4 * p + t]
            new = max(0, old + sign * n)
            tr[4 * p + t] = new
            verb = "rises" if new > old else "falls"
            ev.append(
                Event(
                    "track",
                    f"{seat_name(p)}'s {D.TRACKS[t].capitalize()} {verb} from {old} to {new} ({why}).",
                    p,
                    (("track", D.TRACKS[t]), ("value", new)),
                    (f"track:{p}:{D.TRACKS[t]}",),
                )
            )
    s.tracks = tuple(tr)


_BROWN_ICONS = tuple(tuple(1 if t == k else 0 for t in range(4)) for k in range(4))


def _take_token(s: EndeavorState, p: int, kind: int, where: str, element: str, ev: list[Event]) -> None:
    """A taken token goes to the Harbor; a brown one moves its track at once."""
    s.tokens = _set(s.tokens, NK * p + kind, s.tokens[NK * p + kind] + 1)
    name = D.TOKEN_KINDS[kind]
    ev.append(
        Event(
            "token",
            f"{seat_name(p)} takes the {name.capitalize()} token from {where}.",
            p,
            (("token", name),),
            (element, f"tokens:{p}"),
        )
    )
    if kind < 4:
        _move_tracks(s, p, _BROWN_ICONS[kind], 1, f"{name.capitalize()} token", ev)


def _gain_card(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    s.cards = _set(s.cards, p, (*s.cards[p], card_id))
    card = D.CARDS[card_id]
    _move_tracks(s, p, card.icons, 1, card.name, ev)


def _lose_card_icons(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    card = D.CARDS[card_id]
    _move_tracks(s, p, card.icons, -1, f"{card.name} discarded", ev)


def _claim_links(s: EndeavorState, p: int, c: int, ev: list[Event]) -> None:
    """The first player to control a link takes its token."""
    for li in D.CITY_LINKS[c]:
        kind = s.link_token[li]
        if kind >= 0 and controls_link(s, p, li):
            s.link_token = _set(s.link_token, li, -1)
            ev.append(
                Event(
                    "link",
                    f"{seat_name(p)} is the first to control the link {D.LINK_IDS[li]}.",
                    p,
                    (("link", D.LINK_IDS[li]),),
                    (f"link:{D.LINK_IDS[li]}",),
                )
            )
            _take_token(s, p, kind, f"the link {D.LINK_IDS[li]}", f"link:{D.LINK_IDS[li]}", ev)


def city_label(c: int) -> str:
    return f"{D.CITY_NAMES[c]} ({D.CITIES[c]})"


def _place_disc(s: EndeavorState, p: int) -> None:
    """The disc an action places leaves the Harbor, or the Conscription space being mobilized."""
    if s.mobilize >= 0:
        s.conscripts = _set(s.conscripts, p, s.conscripts[p] & ~(1 << s.mobilize))
    else:
        s.harbor = _set(s.harbor, p, s.harbor[p] - 1)


def do_ship(s: EndeavorState, p: int, r: int, ev: list[Event]) -> None:
    rid = D.REGIONS[r]
    track_ = s.ship_discs[r]
    i = len(track_)
    length = D.SHIPPING[r]
    _place_disc(s, p)
    s.ship_discs = _set(s.ship_discs, r, (*track_, p))
    if i >= length:
        ev.append(
            Event(
                "ship",
                f"{seat_name(p)} ships to {D.REGION_NAMES[r]}; the track is full, so no token is taken.",
                p,
                (("region", rid),),
                (f"region:{rid}",),
            )
        )
        return
    el = f"shipping:{rid}:{i}"
    ev.append(Event("ship", f"{seat_name(p)} ships to {D.REGION_NAMES[r]}.", p, (("region", rid),), (el,)))
    kind = s.ship_tokens[r][i]
    if kind >= 0:
        s.ship_tokens = _set(s.ship_tokens, r, _set(s.ship_tokens[r], i, -1))
        _take_token(s, p, kind, f"the shipping track of {D.REGION_NAMES[r]}", el, ev)
    if i == length - 1:
        _open_region(s, r, ev)


def _open_region(s: EndeavorState, r: int, ev: list[Event]) -> None:
    """The last shipping space opens the region; its Governor goes to the majority, ties to the latest placer."""
    rid = D.REGIONS[r]
    s.opened |= 1 << r
    ev.append(Event("open", f"{D.REGION_NAMES[r]} is open.", None, (("region", rid),), (f"region:{rid}",)))
    track_ = s.ship_discs[r]
    counts = [track_.count(q) for q in range(s.players)]
    most = max(counts)
    winner = next(q for q in reversed(track_) if counts[q] == most)
    d = D.REGION_DECK[r]
    gov = D.GOVERNOR_OF[r]
    if s.stacks[d] and s.stacks[d][0] == gov:
        s.stacks = _set(s.stacks, d, s.stacks[d][1:])
        ev.append(
            Event(
                "governor",
                f"{seat_name(winner)} has the most discs on the shipping track and takes the Governor of "
                f"{D.REGION_NAMES[r]}.",
                winner,
                (("card", gov),),
                (f"stack:{rid}", f"card:{winner}:{gov}"),
            )
        )
        _gain_card(s, winner, gov, ev)


def do_occupy(s: EndeavorState, p: int, c: int, ev: list[Event]) -> None:
    _place_disc(s, p)
    s.city_owner = _set(s.city_owner, c, p)
    cid = D.CITIES[c]
    ev.append(Event("occupy", f"{seat_name(p)} occupies {city_label(c)}.", p, (("city", cid),), (f"city:{cid}",)))
    kind = s.city_token[c]
    if kind >= 0:
        s.city_token = _set(s.city_token, c, -1)
        _take_token(s, p, kind, D.CITY_NAMES[c], f"city:{cid}", ev)
    _claim_links(s, p, c, ev)


def do_attack(s: EndeavorState, p: int, c: int, ev: list[Event], tile_casualty: int = -1) -> None:
    """Two Harbor discs: one to the supply, one replaces the defender's disc (which goes to its supply)."""
    q = s.city_owner[c]
    cid = D.CITIES[c]
    lost = casualties(s, c)
    _place_disc(s, p)
    if tile_casualty >= 0:
        spot = tile_of(s).spots[tile_casualty]
        s.tile_spots = _set(s.tile_spots, tile_casualty, -1)
        ev.append(
            Event(
                "casualty",
                f"{seat_name(p)}'s disc on {spot} of the Prominence tile is the casualty.",
                p,
                (),
                (f"prominence:{spot}", f"supply:{p}"),
            )
        )
    s.harbor = _set(s.harbor, p, s.harbor[p] - lost + (1 if tile_casualty >= 0 else 0))
    sup = list(s.supply)
    sup[p] += lost
    sup[q] += 1
    s.supply = tuple(sup)
    s.city_owner = _set(s.city_owner, c, p)
    losses = "one attacking disc is" if lost == 1 else f"{lost} attacking discs are"
    ev.append(
        Event(
            "attack",
            f"{seat_name(p)} attacks {city_label(c)}, held by {seat_name(q)}: {losses} lost to the "
            f"supply and {seat_name(q)}'s disc goes back to its supply.",
            p,
            (("city", cid), ("defender", q)),
            (f"city:{cid}", f"supply:{p}", f"supply:{q}"),
        )
    )
    if s.fortified >> c & 1:
        s.fortified &= ~(1 << c)
        s.forts += 1
        ev.append(
            Event("fortify", f"The fortification of {city_label(c)} returns to the supply.", q, (), (f"city:{cid}",))
        )
    _claim_links(s, p, c, ev)


def do_payment(s: EndeavorState, p: int, slot: int, ev: list[Event]) -> None:
    s.busy = _set(s.busy, p, s.busy[p] & ~(1 << slot))
    s.harbor = _set(s.harbor, p, s.harbor[p] + 1)
    name = D.BUILDINGS[s.buildings[p][slot]].name
    ev.append(
        Event(
            "payment",
            f"{seat_name(p)} pays the worker on the {name}: the disc returns to the Harbor.",
            p,
            (("slot", slot),),
            (f"building:{p}:{slot}", f"harbor:{p}"),
        )
    )


def do_draw(s: EndeavorState, p: int, d: int, ev: list[Event], card_id: str = "") -> None:
    card_id = card_id or s.stacks[d][0]
    card = D.CARDS[card_id]
    s.stacks = _set(s.stacks, d, tuple(c for c in s.stacks[d] if c != card_id))
    did = D.DECKS[d]
    ev.append(
        Event(
            "draw",
            f"{seat_name(p)} draws {card.name} from the {D.DECK_NAMES[d]} stack.",
            p,
            (("card", card_id),),
            (f"stack:{did}", f"card:{p}:{card_id}"),
        )
    )
    _gain_card(s, p, card_id, ev)
    if card.effect == "abolition_of_slavery":
        _abolish(s, ev)


def _abolish(s: EndeavorState, ev: list[Event]) -> None:
    """Every Slavery card is discarded face down (-1 glory each at the end); the Slavery deck leaves the game."""
    s.abolished = True
    s.stacks = _set(s.stacks, D.SLAVERY_DECK, ())
    ev.append(
        Event(
            "abolition",
            "Slavery is abolished: every Slavery card is discarded face down and the Slavery deck leaves the game.",
            None,
            (),
            ("stack:slavery",),
        )
    )
    for q in range(s.players):
        slaves = [c for c in s.cards[q] if D.CARDS[c].slavery]
        if not slaves:
            continue
        s.cards = _set(s.cards, q, tuple(c for c in s.cards[q] if not D.CARDS[c].slavery))
        s.slaves_lost = _set(s.slaves_lost, q, s.slaves_lost[q] + len(slaves))
        for c in slaves:
            ev.append(
                Event(
                    "discard",
                    f"{seat_name(q)} turns {D.CARDS[c].name} face down (-1 glory at the end).",
                    q,
                    (("card", c),),
                    (f"card:{q}:{c}",),
                )
            )
            _lose_card_icons(s, q, c, ev)


def do_discard(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    """Governors leave the game, Slavery cards lie face down, others go back to their stack in printed order."""
    card = D.CARDS[card_id]
    cards = list(s.cards[p])
    cards.remove(card_id)
    s.cards = _set(s.cards, p, tuple(cards))
    if card.governor:
        text = f"{seat_name(p)} discards {card.name}; Governors leave the game."
    elif card.slavery:
        s.slaves_lost = _set(s.slaves_lost, p, s.slaves_lost[p] + 1)
        text = f"{seat_name(p)} discards {card.name} face down (-1 glory at the end)."
    else:
        stack = s.stacks[card.deck]
        new = tuple(sorted((*stack, card_id), key=D.card_order))
        s.stacks = _set(s.stacks, card.deck, new)
        text = f"{seat_name(p)} discards {card.name}; it goes back to the {D.DECK_NAMES[card.deck]} stack."
    ev.append(Event("discard", text, p, (("card", card_id),), (f"card:{p}:{card_id}", f"stack:{D.DECKS[card.deck]}")))
    _lose_card_icons(s, p, card_id, ev)


def do_place_tile(s: EndeavorState, p: int, spot: str, ev: list[Event]) -> None:
    """Prominence: the disc goes on the tile instead of the action's normal effect; some spots give a disc."""
    tile = tile_of(s)
    i = tile.spots.index(spot)
    _place_disc(s, p)
    if tile.kind == "alliance":
        _join_alliance(s, p, i, ev)
        return
    s.tile_spots = _set(s.tile_spots, i, p)
    ev.append(
        Event(
            "prominence",
            f"{seat_name(p)} places a disc on {spot} of the {tile.name} tile.",
            p,
            (("spot", spot),),
            (f"prominence:{spot}",),
        )
    )
    if tile.bonus[i] and s.supply[p] > 0:
        s.supply = _set(s.supply, p, s.supply[p] - 1)
        s.harbor = _set(s.harbor, p, s.harbor[p] + 1)
        ev.append(
            Event(
                "growth",
                f"{seat_name(p)} gains a disc from the supply into the Harbor ({spot} shows the disc mark).",
                p,
                (),
                (f"harbor:{p}",),
            )
        )


def _join_alliance(s: EndeavorState, p: int, box: int, ev: list[Event]) -> None:
    """Changing Alliances: a disc into one box; your discs in the other box go back to your supply first."""
    tile = tile_of(s)
    other = 2 * p + 1 - box
    spots = list(s.tile_spots)
    if spots[other]:
        s.supply = _set(s.supply, p, s.supply[p] + spots[other])
        ev.append(
            Event(
                "alliance",
                f"{seat_name(p)} leaves the {tile.spots[1 - box]} alliance: {spots[other]} disc(s) go back to "
                "the supply.",
                p,
                (),
                (f"prominence:{tile.spots[1 - box]}", f"supply:{p}"),
            )
        )
        spots[other] = 0
    spots[2 * p + box] += 1
    s.tile_spots = tuple(spots)
    ev.append(
        Event(
            "prominence",
            f"{seat_name(p)} places a disc in the {tile.spots[box]} alliance.",
            p,
            (("spot", tile.spots[box]),),
            (f"prominence:{tile.spots[box]}",),
        )
    )


def do_sail(s: EndeavorState, p: int, spot: str, r: int, ev: list[Event]) -> None:
    tile = tile_of(s)
    i = tile.spots.index(spot)
    s.tile_spots = _set(s.tile_spots, i, -1)
    s.open_sea = _set(s.open_sea, NREG * p + r, s.open_sea[NREG * p + r] + 1)
    s.sailed = True
    rid = D.REGIONS[r]
    ev.append(
        Event(
            "sail",
            f"{seat_name(p)} moves a disc from {spot} of the {tile.name} tile to the open sea of {D.REGION_NAMES[r]}.",
            p,
            (("spot", spot), ("region", rid)),
            (f"prominence:{spot}", f"sea:{rid}"),
        )
    )


def do_fortify(s: EndeavorState, p: int, c: int, ev: list[Event]) -> None:
    s.fortified |= 1 << c
    s.forts -= 1
    cid = D.CITIES[c]
    ev.append(Event("fortify", f"{seat_name(p)} fortifies {city_label(c)}.", p, (("city", cid),), (f"city:{cid}",)))


def do_trade(s: EndeavorState, p: int, element: str, give: int, ev: list[Event]) -> None:
    """Swap a token of your mat with the one on a board space; brown tokens move their tracks."""
    take = board_token_kind(s, element)
    kind, _, key = element.partition(":")
    if kind == "city":
        s.city_token = _set(s.city_token, D.CITY_INDEX[key], give)
    elif kind == "link":
        s.link_token = _set(s.link_token, LINK_INDEX[key], give)
    else:
        rid, _, i = key.partition(":")
        r = D.REGION_INDEX[rid]
        s.ship_tokens = _set(s.ship_tokens, r, _set(s.ship_tokens[r], int(i), give))
    tok = list(s.tokens)
    tok[NK * p + give] -= 1
    tok[NK * p + take] += 1
    s.tokens = tuple(tok)
    ev.append(
        Event(
            "trade",
            f"{seat_name(p)} trades a {D.TOKEN_KINDS[give].capitalize()} token for the "
            f"{D.TOKEN_KINDS[take].capitalize()} token on the board.",
            p,
            (("give", D.TOKEN_KINDS[give]), ("take", D.TOKEN_KINDS[take])),
            (element, f"tokens:{p}"),
        )
    )
    if give < 4:
        _move_tracks(s, p, _BROWN_ICONS[give], -1, "token traded away", ev)
    if take < 4:
        _move_tracks(s, p, _BROWN_ICONS[take], 1, "token traded for", ev)


# ---------------------------------------------------------------------------
# Flow between turns and phases
# ---------------------------------------------------------------------------


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
                "growth", f"{seat_name(p)} grows: {g} disc(s) from the supply to the Harbor.", p, (), (f"harbor:{p}",)
            )
        )
        _conscript(s, p, supply, ev)
    s.harbor = tuple(harbor)
    s.supply = tuple(supply)
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
        s.conscripts = _set(s.conscripts, p, cons)


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
    done = (*done, kind)
    s.trade_space = ""
    if spec.mode == "both" and len(done) < 2:
        s.pending = (spec_text, done, where if bound(spec) else -1, slot)
        if pending_options(s):
            return
    _end_action(s, ev)


def _end_action(s: EndeavorState, ev: list[Event]) -> None:
    """Right after a building or blue token is fully resolved, a conscript may be mobilized (never chained)."""
    if s.mobilize < 0 and s.conscripts[s.current] and mobilize_options(s, s.current):
        s.step = "mobilize"
        s.pending = None
        return
    _next_turn(s, ev)


# ---------------------------------------------------------------------------
# Apply
# ---------------------------------------------------------------------------


def play(state: EndeavorState, action: Action) -> EndeavorState:
    """The next state after a legal ``action`` (legality is checked by the caller)."""
    s = state.copy()
    ev: list[Event] = []
    p = action.seat
    kind = action.kind
    if kind == "build":
        b = D.BUILDING_INDEX[action.params[0][1]]
        bd = D.BUILDINGS[b]
        slot = len(s.buildings[p])
        s.buildings = _set(s.buildings, p, (*s.buildings[p], b))
        s.market = _set(s.market, b, s.market[b] - 1)
        ev.append(
            Event(
                "build",
                f"{seat_name(p)} builds a {bd.name} (level {bd.level}).",
                p,
                (("building", bd.id),),
                (f"market:{bd.id}", f"building:{p}:{slot}"),
            )
        )
        _move_tracks(s, p, bd.icons, 1, bd.name, ev)
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
        s.harbor = _set(s.harbor, p, s.harbor[p] - 1)
        s.busy = _set(s.busy, p, s.busy[p] | 1 << slot)
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
        s.pending = ("+".join(bd.spec.kinds) if bd.spec.mode == "both" else "/".join(bd.spec.kinds), (), -1, slot)
    elif kind == "use_token":
        k = D.TOKEN_INDEX[action.params[0][1]]
        s.tokens = _set(s.tokens, D.NKINDS * p + k, s.tokens[D.NKINDS * p + k] - 1)
        ev.append(
            Event(
                "use_token",
                f"{seat_name(p)} spends a {D.TOKEN_KINDS[k].capitalize()} token.",
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
        if cards_over_limit(s, p) > 0:
            s.step = "discard"
        else:
            _next_turn(s, ev)
    elif kind == "discard":
        do_discard(s, p, action.params[0][1], ev)
        if cards_over_limit(s, p) == 0:
            _next_turn(s, ev)
    elif kind == "done":
        if s.step == "mobilize":
            ev.append(Event("done", f"{seat_name(p)} mobilizes no conscript.", p))
            _next_turn(s, ev)
        else:
            ev.append(Event("done", f"{seat_name(p)} stops after the first action.", p))
            _end_action(s, ev)
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
            do_attack(s, p, c, ev, -1 if spot is None else tile_of(s).spots.index(spot))
            where = D.CITY_REGION[c]
        elif kind == "payment":
            do_payment(s, p, value, ev)
            where = -1
        elif kind == "draw":
            d = D.DECK_INDEX[value]
            do_draw(s, p, d, ev, action.get("card") or "")
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
        _finish_part(s, kind, where, ev)
    s.events = tuple(ev)
    return s
