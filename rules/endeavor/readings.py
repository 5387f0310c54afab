"""Readings of an Endeavor state: levels, presence, what lies where. Pure functions, no changes."""

from __future__ import annotations

from typing import Any

from rules.endeavor import data as D
from rules.endeavor.state import EndeavorState
from rules.seats import seat_colour
from rules.words import ordinal


def seat_name(p: int) -> str:
    return seat_colour(p)


def replace_at(t: tuple, i: int, v: Any) -> tuple:
    return (*t[:i], v, *t[i + 1 :])


NREG = len(D.REGIONS)


NK = D.NKINDS


ALL_OPEN_EUROPE = 1 << D.EUROPE


#: REGION_DECKS[region] -> the decks drawn by presence there (Europe: its own deck and Slavery).
REGION_DECKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(len(D.DECKS)) if D.DECK_REGION[d] == r) for r in range(len(D.REGIONS))
)


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


def spot_name(tile: D.Tile, spot: str) -> str:
    """A circle of a Prominence tile as the printed tile shows it (by its row or its track and its place there), since
    the data's keys (``L2``, ``IND1``) are printed nowhere: "the lower row's 2nd circle", "the 1st Industry circle"."""
    i = tile.spots.index(spot)
    n = ordinal(int("".join(ch for ch in spot if ch.isdigit()) or "1"))
    if tile.attribute[i] >= 0:
        return f"the {n} {D.TRACKS[tile.attribute[i]].capitalize()} circle"
    return f"the {'lower' if tile.lower[i] else 'upper'} row's {n} circle"


def lower_tile_discs(s: EndeavorState, p: int, use: str) -> list[int]:
    """Spots of the tile's lower part holding ``p``'s discs, when that tile lets them be used for ``use``:
    "casualty" (Military Buildup: an Attack's casualty) or "sail" (Naval Superiority: to an open sea)."""
    tile = tile_of(s)
    if tile is None or tile.lower_use != use:
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
    guests = s.stacked[p][1::2]  # a stacked pair uses one slot
    gov = slave = 0
    for c in cards:
        if c in guests:
            continue
        card = D.CARDS[c]
        if card.governor or card.governor_slot:
            gov = 1
        elif card.slavery:
            slave = 1
    return max(0, len(cards) - len(guests) - gov - slave - card_slots(s, p))


#: The new-game option of each deck the Age of Expansion cards may replace: "expansion" or "original".
DECK_OPTIONS: tuple[tuple[int, str], ...] = tuple((d, f"deck_{D.DECKS[d]}") for d in D.AOE_DECKS)


def expansion_decks(options: dict[str, Any]) -> tuple[int, ...]:
    """The decks dealt with their Age of Expansion cards: with the option on, those not kept original
    ("you may choose to keep some of the original region decks and/or the Europe deck")."""
    if not options.get("aoe_cards"):
        return ()
    return tuple(d for d, key in DECK_OPTIONS if options.get(key, "expansion") == "expansion")


def aoe_cards(s: EndeavorState) -> bool:
    """Age of Expansion cards are in play: at least one deck of them (their effects, the discard pile)."""
    o = s.options
    return bool(o.get("aoe_cards")) and any(o.get(key, "expansion") == "expansion" for _, key in DECK_OPTIONS)


def holder(s: EndeavorState, effect: str) -> int:
    """The seat holding the card with this effect (Age of Expansion cards), -1 if none."""
    for q in range(s.players):
        for c in s.cards[q]:
            if D.CARDS[c].effect == effect:
                return q
    return -1


def married(s: EndeavorState, p: int, q: int) -> bool:
    """Marriage Alliance: ``p`` and ``q`` are the two players named on it."""
    m = s.marriage
    return bool(m) and {p, q} == {m[0], m[1]}


def protected(s: EndeavorState, p: int, q: int) -> bool:
    """``p`` may not attack ``q``'s cities in Europe (same alliance, or the Marriage Alliance)."""
    return allied(s, p, q) or married(s, p, q)


def controls_link(s: EndeavorState, p: int, li: int) -> bool:
    a, b = D.LINKS[li]
    return s.city_owner[a] == p and s.city_owner[b] == p


#: The discard pile near Europe (Age of Expansion cards): its stack id in actions and element ids, and the index
#: a Draw's ``where`` gives it (so a Draw+Draw's second card comes from it too).
PILE_ID = "discard"
PILE = len(D.DECKS)


def deck_top(s: EndeavorState, d: int) -> str | None:
    stack = s.stacks[d]
    return stack[0] if stack else None


def deck_open(s: EndeavorState, d: int) -> bool:
    return bool(s.opened >> D.DECK_REGION[d] & 1) and not (d == D.SLAVERY_DECK and s.abolished)


LEVEL_OF: tuple[int, ...] = tuple(b.level for b in D.BUILDINGS)


def aoe_buildings(s: EndeavorState) -> bool:
    return bool(s.options.get("aoe_buildings"))


def building_set(s: EndeavorState) -> tuple[int, ...]:
    return D.AOE_SET if aoe_buildings(s) else D.BASE_SET


#: The rulebook's '+' pairs whose second action is bound to the first one's region (or stack).
BOUND_PAIRS = {("occupy", "ship"), ("ship", "ship"), ("draw", "draw")}


def bound(spec: D.Spec) -> bool:
    return tuple(sorted(spec.kinds)) in BOUND_PAIRS


def casualties(s: EndeavorState, c: int) -> int:
    """Discs an attacker loses: 1, or 2 against a fortified city."""
    return 2 if s.fortified >> c & 1 else 1


def discs_to_place(s: EndeavorState, p: int) -> int:
    """Discs available for the disc an action places: the Harbor, plus the conscript being mobilized."""
    return s.harbor[p] + (1 if s.mobilize != -1 else 0)


def draw_discount(s: EndeavorState) -> int:
    """The Fairground counts a drawn card's value 1 lower (only when the Draw comes from that building)."""
    slot = s.pending[3] if s.pending else -1
    if slot < 0 or s.mobilize != -1:
        return 0
    return D.BUILDINGS[s.buildings[s.current][slot]].draw_discount


def held_kinds(s: EndeavorState, p: int) -> list[int]:
    base = NK * p
    return [k for k in range(NK) if s.tokens[base + k] > 0]


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


def city_label(c: int) -> str:
    """A city named as the board names it (city names are unique; its key, such as EU2, is never shown)."""
    return D.CITY_NAMES[c]


def link_label(li: int) -> str:
    """A link named by the two cities it joins, as the board's hover text does."""
    a, b = D.LINKS[li]
    return f"the link {D.CITY_NAMES[a]} - {D.CITY_NAMES[b]}"


def token_place_label(element: str) -> str:
    """The board place a trade token lies on (``city:FE1``, ``link:EU6-EU8``, ``shipping:africa:2``), in words."""
    kind, _, key = element.partition(":")
    if kind == "city" and key in D.CITY_INDEX:
        return city_label(D.CITY_INDEX[key])
    if kind == "link" and key in LINK_INDEX:
        return link_label(LINK_INDEX[key])
    rid, _, i = key.partition(":")
    if kind == "shipping" and rid in D.REGION_INDEX and i.isdigit():
        r = D.REGION_INDEX[rid]
        return f"shipping space {int(i) + 1} of {D.SHIPPING[r]} toward {D.REGION_NAMES[r]}"
    return "the board"
