"""The actions of Endeavor: one shared, interned ``Action`` object per (kind, seat, choice).

Actions are plain values, but building them (and their element-id hints) on every
call to ``legal_actions`` would dominate random play; each distinct action is made
once and reused. The element ids follow the agreed interface (see the package docstring).
"""

from __future__ import annotations

from rules.core import Action
from rules.endeavor import data as D
from rules.endeavor.readings import PILE_ID

_CACHE: dict[tuple, Action] = {}


def _get(key: tuple, make) -> Action:
    a = _CACHE.get(key)
    if a is None:
        a = _CACHE[key] = make()
    return a


def build(p: int, b: int, slot: int) -> Action:
    """Build building ``b`` into the next empty space ``slot`` of seat ``p``."""
    bid = D.BUILDINGS[b].id
    return _get(
        ("build", p, b, slot),
        lambda: Action("build", p, (("building", bid),), f"market:{bid}", (f"building:{p}:{slot}",)),
    )


def payment(p: int, slot: int) -> Action:
    """Return the disc on building space ``slot`` to the Harbor (Payment phase or Payment action)."""
    return _get(
        ("payment", p, slot),
        lambda: Action("payment", p, (("slot", slot),), f"building:{p}:{slot}", (f"harbor:{p}",)),
    )


def activate(p: int, slot: int) -> Action:
    """Move a Harbor disc onto the empty building space ``slot``."""
    return _get(
        ("activate", p, slot),
        lambda: Action("activate", p, (("slot", slot),), f"harbor:{p}", (f"building:{p}:{slot}",)),
    )


def use_token(p: int, kind: int) -> Action:
    """Spend a blue trade token of ``kind`` from the Harbor for its action."""
    name = D.TOKEN_KINDS[kind]
    return _get(
        ("use_token", p, kind),
        lambda: Action("use_token", p, (("token", name),), f"tokens:{p}", (f"tokens:{p}",)),
    )


def pass_(p: int) -> Action:
    return _get(("pass", p), lambda: Action("pass", p, (), None, ()))


def done(p: int) -> Action:
    """Stop after the first action of a '+' building."""
    return _get(("done", p), lambda: Action("done", p, (), None, ()))


def ship(p: int, r: int, i: int) -> Action:
    """Ship to region ``r``; the disc lands on shipping space ``i`` (past the track: a full track)."""
    rid = D.REGIONS[r]
    target = f"shipping:{rid}:{i}" if i < D.SHIPPING[r] else f"region:{rid}"
    return _get(("ship", p, r, i), lambda: Action("ship", p, (("region", rid),), f"harbor:{p}", (target,)))


def occupy(p: int, c: int) -> Action:
    cid = D.CITIES[c]
    return _get(("occupy", p, c), lambda: Action("occupy", p, (("city", cid),), f"harbor:{p}", (f"city:{cid}",)))


def attack(p: int, c: int) -> Action:
    cid = D.CITIES[c]
    return _get(("attack", p, c), lambda: Action("attack", p, (("city", cid),), f"harbor:{p}", (f"city:{cid}",)))


def draw(p: int, d: int) -> Action:
    did = D.DECKS[d]
    return _get(("draw", p, d), lambda: Action("draw", p, (("stack", did),), None, (f"stack:{did}",)))


def discard(p: int, card: str, pile: bool = False) -> Action:
    """Discard ``card``: back to its stack, or (``pile``, Age of Expansion cards) onto the discard pile."""
    deck = PILE_ID if pile else D.DECKS[D.CARDS[card].deck]
    return _get(
        ("discard", p, card, pile),
        lambda: Action("discard", p, (("card", card),), f"card:{p}:{card}", (f"stack:{deck}",)),
    )


def draw_discarded(p: int, card: str) -> Action:
    """Age of Expansion cards: draw ``card`` from the discard pile near Europe."""
    return _get(
        ("draw", p, PILE_ID, card),
        lambda: Action("draw", p, (("stack", PILE_ID), ("card", card)), None, (f"stack:{PILE_ID}",)),
    )


def fortify(p: int, c: int) -> Action:
    """Age of Expansion: a fortification under your disc in city ``c``."""
    cid = D.CITIES[c]
    return _get(("fortify", p, c), lambda: Action("fortify", p, (("city", cid),), None, (f"city:{cid}",)))


def trade(p: int, element: str) -> Action:
    """Age of Expansion, first half of a Trade: the board token (by its element id) you take."""
    return _get(("trade", p, element), lambda: Action("trade", p, (("space", element),), None, (element,)))


def trade_give(p: int, kind: int, element: str) -> Action:
    """Second half of a Trade: the token from your mat that goes to the board in its place."""
    name = D.TOKEN_KINDS[kind]
    return _get(
        ("trade_give", p, kind, element),
        lambda: Action("trade_give", p, (("token", name),), f"tokens:{p}", (element,)),
    )


def mobilize(p: int, slot: int) -> Action:
    """Age of Expansion: mobilize the conscript on building space ``slot`` for its bonus action."""
    return _get(
        ("mobilize", p, slot),
        lambda: Action("mobilize", p, (("slot", slot),), f"building:{p}:{slot}", (f"building:{p}:{slot}",)),
    )


def place_tile(p: int, spot: str) -> Action:
    """Prominence: the action places a Harbor disc on a tile spot instead of its normal effect."""
    return _get(
        ("prominence", p, spot),
        lambda: Action("prominence", p, (("spot", spot),), f"harbor:{p}", (f"prominence:{spot}",)),
    )


def attack_with_casualty(p: int, c: int, spot: str) -> Action:
    """Military Buildup: an Attack whose casualty is your disc on the tile's lower spot ``spot``."""
    cid = D.CITIES[c]
    return _get(
        ("attack", p, c, spot),
        lambda: Action(
            "attack", p, (("city", cid), ("casualty", spot)), f"harbor:{p}", (f"city:{cid}", f"prominence:{spot}")
        ),
    )


def draw_card(p: int, d: int, card: str) -> Action:
    """Prominence games: a Slavery card drawn from the face-up pile, in any order."""
    did = D.DECKS[d]
    return _get(
        ("draw", p, d, card),
        lambda: Action("draw", p, (("stack", did), ("card", card)), None, (f"stack:{did}",)),
    )


def sail(p: int, spot: str, r: int) -> Action:
    """Naval Superiority: a lower tile disc moves to the open sea of region ``r`` (before acting)."""
    rid = D.REGIONS[r]
    return _get(
        ("sail", p, spot, r),
        lambda: Action("sail", p, (("spot", spot), ("region", rid)), f"prominence:{spot}", (f"sea:{rid}",)),
    )


# -- Age of Expansion cards ------------------------------------------------------------------


def take_token(p: int, kind: int) -> Action:
    """Company Raj: a spent blue token of your choice into your Harbor."""
    name = D.TOKEN_KINDS[kind]
    return _get(("take_token", p, kind), lambda: Action("take_token", p, (("token", name),), None, (f"tokens:{p}",)))


def marry(p: int, a: int, b: int) -> Action:
    """Marriage Alliance: the two players (seats) joined by it."""
    return _get(("marry", p, a, b), lambda: Action("marry", p, (("seats", (a, b)),), None, ()))


def lose(p: int, slot: int) -> Action:
    """Great Plague without a Harbor disc: the building whose disc is lost."""
    return _get(
        ("lose", p, slot), lambda: Action("lose", p, (("slot", slot),), f"building:{p}:{slot}", (f"supply:{p}",))
    )


def spend_wealth(p: int) -> Action:
    """Smallpox Vaccine: a Wealth token for two discs."""
    return _get(("spend_wealth", p), lambda: Action("spend_wealth", p, (), f"tokens:{p}", (f"harbor:{p}",)))


def repel(p: int, c: int) -> Action:
    """Declaration of Independence: a fortification from the card repels the Attack on city ``c``."""
    cid = D.CITIES[c]
    return _get(("repel", p, c), lambda: Action("repel", p, (("city", cid),), None, (f"city:{cid}",)))


def raid(p: int, kind: int) -> Action:
    """An Attack that takes a token from Flota de Indias instead."""
    name = D.TOKEN_KINDS[kind]
    return _get(("raid", p, kind), lambda: Action("raid", p, (("token", name),), None, (f"tokens:{p}",)))


def attach(p: int, guest: str, host: str) -> Action:
    """Stack ``guest`` on the Merchant Fleet or Crown Charters ``host`` for good."""
    return _get(
        ("attach", p, guest, host),
        lambda: Action("attach", p, (("card", guest), ("host", host)), f"card:{p}:{guest}", (f"card:{p}:{host}",)),
    )


def reserve(p: int, card: str) -> Action:
    """Port of Dejima: keep ``card`` face down under it."""
    return _get(("reserve", p, card), lambda: Action("reserve", p, (("card", card),), f"card:{p}:{card}", ()))


def mobilize_card(p: int, card: str) -> Action:
    """Conquistadors: mobilize the conscript on the card (an Attack in South America)."""
    return _get(
        ("mobilize_card", p, card),
        lambda: Action("mobilize", p, (("card", card),), f"card:{p}:{card}", (f"card:{p}:{card}",)),
    )
