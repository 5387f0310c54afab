"""Why an Endeavor move is illegal, in a player's words: the rule it breaks and what would make it legal.

Kept apart from ``text`` (prompts and action labels): every refusal names the rule the way the
rulebook does, with the project's words (Ship, Harbor, Payment, Wealth, Influence).
"""

from __future__ import annotations

from typing import Any

from rules.core import Action
from rules.endeavor import cardfx
from rules.endeavor import data as D
from rules.endeavor import engine as E
from rules.endeavor.readings import holder, married
from rules.endeavor.state import EndeavorState
from rules.endeavor.text import QUEUE_TEXT
from rules.words import plural

_KINDS = {
    "build",
    "payment",
    "activate",
    "use_token",
    "pass",
    "done",
    "ship",
    "occupy",
    "attack",
    "draw",
    "discard",
    "fortify",
    "trade",
    "trade_give",
    "mobilize",
    "prominence",
    "sail",
    "take_token",
    "marry",
    "lose",
    "spend_wealth",
    "repel",
    "raid",
    "attach",
    "reserve",
}
_CARD_KINDS = {"take_token", "marry", "lose", "spend_wealth", "repel", "raid", "attach", "reserve"}
_PARTS = {"ship", "occupy", "attack", "draw", "fortify", "trade"}
#: "To <verb>, first ..." for the kinds whose name is not a verb.
_TO_DO = {"payment": "To make a Payment"}
_AOE_KINDS = {"fortify", "trade", "trade_give", "mobilize"}
#: The card whose drawing asks for each decision (Age of Expansion cards).
_DECISION_CARD = {
    "take_token": "Company Raj",
    "marry": "the Marriage Alliance",
    "lose": "the Great Plague",
    "spend_wealth": "the Smallpox Vaccine",
}


def why_illegal(s: EndeavorState, a: Action) -> str:
    step = s.step
    if step == "over":
        return "The game is over: no more moves can be made."
    p = E.seat_to_move(s)
    if a.seat != p:
        return f"It is not {E.seat_name(a.seat)}'s turn: {E.seat_name(p)} is deciding now."
    k = a.kind
    if k not in _KINDS:
        return f"There is no move called '{k}' in Endeavor."
    if s.queue:
        return _why_queue(s, a)
    if k in _CARD_KINDS and not E.aoe_cards(s):
        return f"{k.replace('_', ' ').capitalize()} belongs to the Age of Expansion cards, not used in this game."
    if k == "prominence" and E.tile_of(s) is None:
        return "This game uses no Prominence tile."
    if k in _DECISION_CARD:
        return f"No card decision is waiting: {_DECISION_CARD[k]} asks for it when drawn."
    if k == "repel":
        return "No Attack on your cities in North America is waiting to be repelled."
    if k == "sail":
        return _why_sail(s, p, a)
    if k in _AOE_KINDS and not E.aoe_buildings(s):
        return f"{k.replace('_', ' ').capitalize()} belongs to the Age of Expansion buildings, not used in this game."
    v: Any = a.params[0][1] if a.params else None
    if k == "build":
        if step != "build":
            return "Buildings are built only in the Building phase, one per player per round."
        return _why_build(s, p, v)
    if k == "payment" and step == "payment":
        return _why_payment(s, p, v, -1)
    if step == "build":
        return "It is the Building phase: choose a building to build."
    if step == "payment":
        return "It is the Payment phase: choose which worker returns to your Harbor."
    if step == "mobilize":
        if k != "mobilize":
            return "Your action is resolved: mobilize a conscript or decline."
        return _why_mobilize(s, p, v)
    if k == "mobilize":
        return "A conscript is mobilized only right after a building or blue token has been fully resolved."
    if step == "discard":
        if k == "done":
            return "You are over your card limit: discard (or stack) a card first."
        if k not in ("discard", "attach", "reserve"):
            return "You have passed and are over your card limit: discard a card."
        if not isinstance(v, str) or v not in s.cards[p]:
            return "You can discard, stack or keep back only a card you hold."
        if k == "attach":
            return _why_attach(s, p, v, a.get("host"))
        if k == "reserve":
            return _why_reserve(s, p, v)
        return "That move is not one of the choices open now."
    if k in ("attach", "reserve"):
        return "Cards are stacked or kept under Port of Dejima only when you pass and discard."
    if k == "discard":
        return "Cards are discarded only when you pass with more cards than your card limit."
    if step == "turn":
        if k == "activate":
            return _why_activate(s, p, v)
        if k == "use_token":
            return _why_token(s, p, v)
        if k == "done":
            return "There is no action to stop: this is the start of your turn."
        if k in _PARTS or k == "payment":
            return f"{_TO_DO.get(k, 'To ' + k.capitalize())}, first {_how_to(k)}."
        if k == "raid":
            return f"Flota de Indias' tokens are taken with an Attack: first {_how_to('attack')}."
        if k == "prominence":
            tile = E.tile_of(s)
            return f"A disc goes on the {tile.name} tile only with a {tile.action.capitalize()} action: first " + (
                _how_to(tile.action) + "."
            )
        if k == "trade_give":
            return f"To Trade, first {_how_to('trade')}, then choose the token on the board to take."
        return "That move is not one of the choices open now."
    # step == "action": a part of an activation or token
    spec_text, done, where, slot = s.pending
    spec = D.parse_spec(spec_text)
    if s.trade_space:
        if k != "trade_give":
            return "Finish the Trade: choose the token from your mat that goes to the board."
        kind = D.TOKEN_INDEX.get(v) if isinstance(v, str) else None
        if kind is None:
            return f"There is no trade token called {v!r}."
        if s.tokens[D.NKINDS * p + kind] <= 0:
            return f"You have no {v.capitalize()} token on your mat."
        return "Swapping a token for one of the same kind changes nothing."
    if k == "trade_give":
        return "First choose the token on the board to take."
    if k in ("activate", "use_token", "pass"):
        return f"First carry out the action you started ({spec.text})."
    if k == "done":
        if not done:
            return "You must carry out at least one action before stopping."
        return "That move is not one of the choices open now."
    rest = list(spec.kinds)
    for d in done:
        rest.remove(d)
    if k == "raid" and ("attack" in rest or cardfx.rosetta_ok(s)):
        return _why_raid(s, p, v)
    tile = E.tile_of(s)
    if k == "prominence" and tile is not None and tile.action not in rest:
        return f"Only a {tile.action.capitalize()} action may place a disc on the {tile.name} tile."
    if k not in rest and k != "prominence":
        return f"This action gives {spec.text}, not {k.capitalize()}."
    reason = _why_part(s, p, k, v, slot, a.get("card"))
    if reason:
        return reason
    if done and where >= 0:
        if where == E.TILE_WHERE:
            place = "the Prominence tile"
        elif where == E.PILE:
            place = "the discard pile near Europe"
        else:
            place = D.DECK_NAMES[where] if k == "draw" else D.REGION_NAMES[where]
        return f"With '+', the second action must be in the same place as the first: {place}."
    return "That move is not one of the choices open now."


def _why_attach(s: EndeavorState, p: int, guest: str, host: Any) -> str:
    """Merchant Fleet / Crown Charters: one other card stacked for good (project decision: when discarding)."""
    if not isinstance(host, str) or host not in s.cards[p]:
        return "You do not hold that Merchant Fleet."
    effect = D.CARDS[host].effect
    if effect not in ("merchant_fleet", "crown_charters"):
        return f"{D.CARDS[host].name} is not a Merchant Fleet or Crown Charters: only those take a stacked card."
    if host in s.stacked[p] or guest in s.stacked[p]:
        return "A card already stacked stays as it is: a Merchant Fleet takes one card, for good."
    if guest == host or D.CARDS[guest].effect in ("merchant_fleet", "crown_charters"):
        return "A Merchant Fleet may not be stacked onto another Merchant Fleet."
    if effect == "crown_charters" and not (D.CARDS[guest].governor or D.CARDS[guest].governor_slot):
        return "Crown Charters take only a Governor (or a card allowed in a Governor slot)."
    if E.cards_over_limit(s, p) == 0:
        return "You are within your card limit: cards are stacked on a Merchant Fleet only while you must discard."
    return "That move is not one of the choices open now."


def _why_reserve(s: EndeavorState, p: int, card: str) -> str:
    """Port of Dejima: one card face down under it each time you discard."""
    if not any(D.CARDS[c].effect == "port_of_dejima" for c in s.cards[p]):
        return "You hold no Port of Dejima to keep a card face down under."
    if s.flags & 2:
        return "Port of Dejima keeps only one card each time you discard."
    if D.CARDS[card].effect == "port_of_dejima":
        return "Port of Dejima cannot be kept under itself."
    if card in s.stacked[p]:
        return "A card stacked on a Merchant Fleet stays there: it cannot go under Port of Dejima."
    return "That move is not one of the choices open now."


def _why_build(s: EndeavorState, p: int, v: Any) -> str:
    b = D.BUILDING_INDEX.get(v) if isinstance(v, str) else None
    if b is None:
        return f"There is no building called {v!r}."
    bd = D.BUILDINGS[b]
    if b not in E.building_set(s):
        return f"The {bd.name} is not in this game's building set."
    built = sum(blds.count(b) for blds in s.buildings)
    if s.market[b] <= 0 and bd.set == "aoe" and bd.level == 5 and built == 0:
        return f"The {bd.name} is not one of the three level-5 buildings drawn for this game."
    if s.market[b] <= 0:
        return f"No {bd.name} is left in the supply."
    if bd.level == 5 and any(D.BUILDINGS[x].level == 5 for x in s.buildings[p]):
        return "You cannot build a second level-5 building."
    lvl = E.build_level(s, p)
    if bd.level == lvl + 1:
        return (
            f"Your Industry gives building level {lvl}; a level-{bd.level} building is allowed only when no "
            f"level-{lvl} building is left."
        )
    return f"Your Industry gives building level {lvl}: the {bd.name} is level {bd.level}, over your build level."


def _why_queue(s: EndeavorState, a: Action) -> str:
    kind = s.queue[0][0]
    text, _rule = QUEUE_TEXT[kind]
    expected = {
        "subsidy": ("payment", "done"),
        "raj": ("take_token",),
        "marriage": ("marry",),
        "plague": ("lose",),
        "utrecht": ("fortify", "done"),
        "smallpox": ("spend_wealth", "done"),
        "repel": ("repel", "done"),
    }[kind]
    if a.kind not in expected:
        return f"First the card's decision: {text.format(a='the symbol', city='a city')}"
    if kind == "subsidy":
        return "The Subsidy pays only an occupied building that shows its symbol."
    if kind == "raj":
        return "Only a spent blue token that is in the spent pile can be taken."
    if kind == "marriage":
        return "Name two different players."
    if kind == "plague":
        return "Choose one of your buildings that holds a disc."
    if kind == "utrecht":
        return "Only one of your unfortified cities in Europe may be fortified (while fortifications remain)."
    if kind == "smallpox":
        return "You need a Wealth token to spend."
    return "Only the attacked city can be defended."


def _why_sail(s: EndeavorState, p: int, a: Action) -> str:
    tile = E.tile_of(s)
    if tile is None or not s.open_sea:
        return "Only the Naval Superiority tile moves discs to an open sea."
    if s.step != "turn":
        return "A disc moves to an open sea only at the start of your turn, before you act."
    if s.sailed:
        return "You have already moved a disc to an open sea this turn."
    spot, region = a.get("spot"), a.get("region")
    if not isinstance(spot, str) or spot not in tile.spots or not E.lower_tile_discs(s, p, "sail"):
        return "Only your discs on the lower part of the tile may move to an open sea."
    if tile.spots.index(spot) not in E.lower_tile_discs(s, p, "sail"):
        return f"You have no disc on {E.spot_name(tile, spot)}: only your discs on the lower row may sail."
    r = D.REGION_INDEX.get(region) if isinstance(region, str) else None
    if r is None or r == D.EUROPE:
        return "Europe has no open sea: choose another region."
    if not E.is_open(s, r):
        return f"{D.REGION_NAMES[r]} is not open yet: only an open region's open sea may be reached."
    return "That move is not one of the choices open now."


def _why_mobilize(s: EndeavorState, p: int, v: Any) -> str:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < len(s.buildings[p]):
        return "There is no building of yours in that space."
    bd = D.BUILDINGS[s.buildings[p][v]]
    if not bd.conscription:
        return f"The {bd.name} has no Conscription space."
    if not s.conscripts[p] >> v & 1:
        return f"The {bd.name} has no conscript to mobilize."
    return f"The {bd.name} conscript's {bd.conscription.capitalize()} cannot be carried out now."


def _why_payment(s: EndeavorState, p: int, v: Any, exclude: int) -> str:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < len(s.buildings[p]):
        return "There is no building of yours in that space."
    if v == exclude:
        return "A building cannot use the Payment action on itself."
    if not s.busy[p] >> v & 1:
        return "There is no disc on that building to pay."
    return "That move is not one of the choices open now."


def _why_activate(s: EndeavorState, p: int, v: Any) -> str:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < len(s.buildings[p]):
        return "There is no building of yours in that space."
    bd = D.BUILDINGS[s.buildings[p][v]]
    if bd.spec is None:
        return f"The {bd.name} has no activation circle: its icons count, but it gives no action."
    if s.busy[p] >> v & 1:
        return f"The {bd.name} already holds a disc: pay it in a Payment first."
    if s.harbor[p] < 1:
        return "You have no disc in your Harbor to place on a building."
    return "That move is not one of the choices open now."


def _why_token(s: EndeavorState, p: int, v: Any) -> str:
    k = D.TOKEN_INDEX.get(v) if isinstance(v, str) else None
    if k is None:
        return f"There is no trade token called {v!r}."
    if not D.TOKEN_BLUE[k]:
        return "Brown tokens raise a track; only blue tokens are spent for an action."
    if s.tokens[D.NKINDS * p + k] <= 0:
        return f"You have no {v.capitalize()} token in your Harbor."
    return f"The {v.capitalize()} token cannot be used now: " + _why_none(s, p, D.parse_spec(v), -1)


def _why_none(s: EndeavorState, p: int, spec: D.Spec, slot: int) -> str:
    """Why none of a spec's kinds has a target (the first kind's reason)."""
    k = spec.kinds[0]
    if k in ("ship", "occupy") and s.harbor[p] < 1:
        return "no disc would be left in your Harbor."
    if k == "attack" and s.harbor[p] < 2:
        return "an Attack needs two Harbor discs."
    return {
        "fortify": "none of your cities can take a fortification.",
        "trade": "there is no token you could swap.",
        "occupy": "there is no empty city in an open region where you have presence.",
        "attack": "there is no opponent's city in an open region where you have presence.",
        "payment": "no other building of yours holds a disc.",
        "draw": "no open stack has a top card within your presence.",
        "ship": "no disc would be left in your Harbor.",
    }[k]


def _why_region(s: EndeavorState, p: int, r: int) -> str | None:
    if not E.is_open(s, r):
        return f"{D.REGION_NAMES[r]} is not open yet: its shipping track must be filled first."
    if not E.has_presence(s, p, r):
        return f"You have no presence in {D.REGION_NAMES[r]}: you need a disc in its cities or on its shipping track."
    return None


def _how_to(kind: str) -> str:
    """How an action kind is reached at the start of a turn: a building, or a blue token where one exists."""
    how = f"place a Harbor disc on a building that gives {kind.capitalize()}"
    if D.TOKEN_INDEX.get(kind, -1) in D.BLUE_KINDS:
        article = "an" if kind[0] in "aeiou" else "a"
        how += f", or spend {article} {kind.capitalize()} token"
    return how


def _why_raid(s: EndeavorState, p: int, v: Any) -> str:
    """Flota de Indias: another player's Attack may take one of its tokens instead."""
    q = holder(s, "flota_de_indias")
    if q == p:
        return "You hold Flota de Indias: only the other players take its tokens."
    if q < 0 or not any(s.flota):
        return "No Flota de Indias with tokens on it is in play."
    kind = D.TOKEN_INDEX.get(v) if isinstance(v, str) else None
    if kind is None:
        return f"There is no trade token called {v!r}."
    if s.flota[kind] <= 0:
        return f"Flota de Indias carries no {v.capitalize()} token."
    return "That move is not one of the choices open now."


def _why_slavery_card(s: EndeavorState, p: int, d: int, card: Any) -> str | None:
    """Drawing a Slavery card by name: only from the face-up cards of a Prominence game."""
    if not s.tile_spots or d != D.SLAVERY_DECK:
        if card is None:
            return None
        return "Only the face-up Slavery cards of a Prominence game are drawn by name: draw the top card."
    if card is None:
        return "With a Prominence tile the Slavery cards lie face up: name the one you draw."
    if card not in s.stacks[d]:
        return f"{card!r} is not among the Slavery cards left to draw."
    value = D.CARDS[card].value
    have = E.presence(s, p, D.EUROPE)
    if value > have:
        return (
            f"{D.CARDS[card].name} has value {value}: you need at least {plural(value, 'disc')} in "
            f"{D.REGION_NAMES[D.EUROPE]} and have {have}."
        )
    return None


def _why_part(s: EndeavorState, p: int, k: str, v: Any, slot: int, card: Any = None) -> str | None:
    """The rule a single action breaks, or None when it would be fine on its own."""
    if k == "ship":
        r = D.REGION_INDEX.get(v) if isinstance(v, str) else None
        if r is None:
            return f"There is no region called {v!r}."
        if r == D.EUROPE:
            return "It is not possible to Ship to Europe & the Mediterranean."
        if s.harbor[p] < 1:
            return "You have no disc in your Harbor to ship."
        return None
    if k in ("occupy", "attack", "fortify"):
        c = D.CITY_INDEX.get(v) if isinstance(v, str) else None
        if c is None:
            return f"There is no city called {v!r}."
        owner = s.city_owner[c]
        avail = E.discs_to_place(s, p)
        if k == "fortify":
            if owner != p:
                return "You may fortify only a city you hold."
            if s.fortified >> c & 1:
                return "That city is already fortified."
            if s.forts <= 0:
                return "No fortification is left in the supply."
            return None
        if k == "occupy":
            if avail < 1:
                return "You have no disc in your Harbor to occupy a city."
            if owner == p:
                return "You already hold that city."
            if owner >= 0:
                return f"That city is occupied by {E.seat_name(owner)}: take it with an Attack instead."
        else:
            need = 1 + E.casualties(s, c)
            if avail < need:
                extra = " (the city is fortified: two casualties)" if need == 3 else ""
                return f"This Attack needs {plural(need, 'disc')}{extra}; you have {avail}."
            if owner < 0:
                return "Nobody holds that city: Occupy it instead."
            if owner == p:
                return "You cannot attack your own city."
            if D.CITY_REGION[c] == D.EUROPE and E.allied(s, p, owner):
                return f"{E.seat_name(owner)} is in your alliance: you may not attack its cities in Europe."
            if D.CITY_REGION[c] == D.EUROPE and married(s, p, owner):
                return (
                    f"The Marriage Alliance joins you and {E.seat_name(owner)}: you may not attack each other's "
                    "cities in Europe."
                )
        return _why_region(s, p, D.CITY_REGION[c])
    if k == "prominence":
        tile = E.tile_of(s)
        if not isinstance(v, str) or v not in tile.spots:
            return f"The {tile.name} tile has no spot called {v!r}."
        if tile.kind == "spots" and s.tile_spots[tile.spots.index(v)] >= 0:
            return f"Spot {v} of the {tile.name} tile is taken."
        if E.discs_to_place(s, p) < 1:
            return "You have no disc in your Harbor to place on the tile."
        return None
    if k == "trade":
        if not isinstance(v, str) or E.board_token_kind(s, v) < 0:
            return "There is no token on that space of the board to trade for."
        if not E.held_kinds(s, p):
            return "You have no token on your mat to trade."
        return "You hold only tokens of that kind: the swap would change nothing."
    if k == "payment":
        reason = _why_payment(s, p, v, slot)
        return None if reason == "That move is not one of the choices open now." else reason
    if k == "draw":
        if v == E.PILE_ID:
            return _why_discarded(s, p, card)
        d = D.DECK_INDEX.get(v) if isinstance(v, str) else None
        if d is None:
            return f"There is no card stack called {v!r}."
        if d == D.SLAVERY_DECK and s.abolished:
            return "The Slavery deck left the game with the Abolition of Slavery."
        r = D.DECK_REGION[d]
        if not E.is_open(s, r):
            return f"{D.REGION_NAMES[r]} is not open yet: its shipping track must be filled first."
        top = E.deck_top(s, d)
        if top is None:
            return f"The {D.DECK_NAMES[d]} stack is empty."
        if card is not None or (s.tile_spots and d == D.SLAVERY_DECK):
            return _why_slavery_card(s, p, d, card)
        value = D.CARDS[top].value - E.draw_discount(s)
        have = E.presence(s, p, r)
        if value > have:
            return (
                f"The top card, {D.CARDS[top].name}, has value {value}: you need at least {plural(value, 'disc')} in "
                f"{D.REGION_NAMES[r]} and have {have}."
            )
        return None
    return None


def _why_discarded(s: EndeavorState, p: int, card: Any) -> str | None:
    """A Draw from the discard pile near Europe: a card lying there, by presence in Europe."""
    if not E.aoe_cards(s):
        return "The discard pile near Europe belongs to the Age of Expansion cards, not used in this game."
    if not s.discards:
        return "The discard pile near Europe is empty."
    if card is None:
        return "The discard pile lies face up: name the card you draw from it."
    if card not in s.discards:
        name = D.CARDS[card].name if card in D.CARDS else repr(card)
        return f"{name} is not in the discard pile near Europe."
    value = D.CARDS[card].value - E.draw_discount(s)
    have = E.presence(s, p, D.EUROPE)
    if value > have:
        return (
            f"{D.CARDS[card].name} has value {value}: to draw it from the discard pile you need at least "
            f"{plural(value, 'disc')} in {D.REGION_NAMES[D.EUROPE]} and have {have}."
        )
    return None
