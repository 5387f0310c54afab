"""Age of Expansion cards (option ``aoe_cards``): what each special card does, and the decisions it asks for.

A card drawn in the middle of an action may need decisions, some by other seats (a
Subsidy, Company Raj, Great Plague, Marriage Alliance, Peace of Utrecht, Smallpox
Vaccine, and the Declaration of Independence repelling an Attack). They wait in
``state.queue``; the action goes on once the queue is empty (``state.resume``).
"""

from __future__ import annotations

from itertools import combinations

from rules.core import Action, Event
from rules.endeavor import actions as A
from rules.endeavor import data as D
from rules.endeavor.effects import do_attack, do_discard, do_fortify, do_payment, move_tracks, take_token
from rules.endeavor.readings import (
    NK,
    aoe_cards,
    city_label,
    holder,
    replace_at,
    seat_name,
)
from rules.endeavor.state import EndeavorState
from rules.words import plural

BASIC = ("occupy", "attack", "ship", "draw")
NA = D.REGION_INDEX["north_america"]
SA = D.REGION_INDEX["south_america"]
WEALTH_TOKEN = D.TOKEN_INDEX["wealth"]
_LOSE_ICONS = {k: tuple(1 if t == k else 0 for t in range(4)) for k in range(4)}


def _order_from(s: EndeavorState, p: int) -> list[int]:
    return [(p + k) % s.players for k in range(s.players)]


def _effect_card(s: EndeavorState, p: int, effect: str) -> str:
    return next((c for c in s.cards[p] if D.CARDS[c].effect == effect), "")


# ---------------------------------------------------------------------------
# When a card is drawn
# ---------------------------------------------------------------------------


def on_draw(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    """The card's effect when it is drawn (again, if it comes back to a stack and is drawn anew)."""
    card = D.CARDS[card_id]
    eff = card.effect
    if eff == "subsidy":
        if any(s.busy[p] >> i & 1 and _shows(b, card.symbol) for i, b in enumerate(s.buildings[p])):
            _queue(s, ("subsidy", p, card.symbol, 0))
    elif eff == "company_raj":
        if any(s.spent):
            _queue(s, ("raj", p, "", 0))
    elif eff == "succession":
        _gain_discs(s, p, 1, card.name, ev)
    elif eff == "smallpox_vaccine":
        _gain_discs(s, p, 1, card.name, ev)
        for q in _order_from(s, p):
            if s.tokens[NK * q + WEALTH_TOKEN] > 0:
                _queue(s, ("smallpox", q, "", 0))
    elif eff == "great_plague":
        _plague(s, p, ev)
    elif eff == "marriage_alliance":
        _queue(s, ("marriage", p, "", 0))
    elif eff == "peace_of_utrecht":
        for q in _order_from(s, p):
            _queue(s, ("utrecht", q, "", 0))
    elif eff == "flota_de_indias":
        _flota(s, ev)
    elif eff == "declaration_of_independence":
        _declaration(s, p, ev)
    elif eff == "conquistadors":
        _conscript_conquistador(s, p, ev)


def _queue(s: EndeavorState, entry: tuple) -> None:
    s.queue = (*s.queue, entry)


def _shows(b: int, symbol: str) -> bool:
    spec = D.BUILDINGS[b].spec
    return spec is not None and symbol in spec.kinds


def _gain_discs(s: EndeavorState, p: int, n: int, why: str, ev: list[Event]) -> None:
    n = min(n, s.supply[p])
    if n <= 0:
        return
    s.supply = replace_at(s.supply, p, s.supply[p] - n)
    s.harbor = replace_at(s.harbor, p, s.harbor[p] + n)
    ev.append(
        Event("growth", f"{seat_name(p)} gains {plural(n, 'disc')} from the supply ({why}).", p, (), (f"harbor:{p}",))
    )


def _plague(s: EndeavorState, drawer: int, ev: list[Event]) -> None:
    """Everyone loses a Harbor disc, or else a building disc of their choice, or else nothing."""
    for q in _order_from(s, drawer):
        if s.harbor[q] > 0:
            s.harbor = replace_at(s.harbor, q, s.harbor[q] - 1)
            s.supply = replace_at(s.supply, q, s.supply[q] + 1)
            ev.append(
                Event("plague", f"{seat_name(q)} loses a Harbor disc to the Great Plague.", q, (), (f"harbor:{q}",))
            )
            continue
        busy = [i for i in range(len(s.buildings[q])) if s.busy[q] >> i & 1]
        if len(busy) == 1:
            lose_building_disc(s, q, busy[0], ev)
        elif busy:
            _queue(s, ("plague", q, "", 0))


def lose_building_disc(s: EndeavorState, q: int, slot: int, ev: list[Event]) -> None:
    s.busy = replace_at(s.busy, q, s.busy[q] & ~(1 << slot))
    s.supply = replace_at(s.supply, q, s.supply[q] + 1)
    name = D.BUILDINGS[s.buildings[q][slot]].name
    ev.append(
        Event(
            "plague",
            f"{seat_name(q)} loses the disc on the {name} to the Great Plague.",
            q,
            (("slot", slot),),
            (f"building:{q}:{slot}",),
        )
    )


def _flota(s: EndeavorState, ev: list[Event]) -> None:
    """Up to five random spent blue tokens go onto the card (drawn now, from the state's generator)."""
    pile = [k for k in range(NK) for _ in range(s.spent[k])]
    s.rng = s.rng.copy()
    s.rng.shuffle(pile)
    taken = pile[: D.FLOTA_TOKENS]
    spent = list(s.spent)
    flota = list(s.flota)
    for k in taken:
        spent[k] -= 1
        flota[k] += 1
    s.spent, s.flota = tuple(spent), tuple(flota)
    names = ", ".join(D.TOKEN_KINDS[k].capitalize() for k in taken) or "none"
    ev.append(Event("flota", f"Flota de Indias carries {plural(len(taken), 'spent blue token')}: {names}.", None))


def _declaration(s: EndeavorState, p: int, ev: list[Event]) -> None:
    """Your European city discs go home; three fortifications from the supply go onto the card."""
    owner = list(s.city_owner)
    for c in D.REGION_CITIES[D.EUROPE]:
        if owner[c] == p:
            owner[c] = -1
            s.supply = replace_at(s.supply, p, s.supply[p] + 1)
            if s.fortified >> c & 1:
                s.fortified &= ~(1 << c)
                s.forts += 1
            ev.append(
                Event(
                    "declaration",
                    f"{seat_name(p)}'s disc leaves {city_label(c)} for the supply (Declaration of Independence).",
                    p,
                    (),
                    (f"city:{D.CITIES[c]}", f"supply:{p}"),
                )
            )
    s.city_owner = tuple(owner)
    n = min(D.DECLARATION_FORTS, s.forts)
    s.forts -= n
    s.decl_forts += n
    ev.append(
        Event(
            "declaration",
            f"{plural(n, 'fortification')} {'goes' if n == 1 else 'go'} onto the Declaration of Independence.",
            p,
        )
    )


def _conscript_conquistador(s: EndeavorState, p: int, ev: list[Event]) -> None:
    if s.conquistador or s.supply[p] <= 0:
        return
    s.supply = replace_at(s.supply, p, s.supply[p] - 1)
    s.conquistador = 1
    ev.append(Event("conscript", f"{seat_name(p)} conscripts a disc onto the Conquistadors.", p))


def growth(s: EndeavorState, ev: list[Event]) -> None:
    """In every Growth the Conquistadors' empty Conscription space takes a disc."""
    q = holder(s, "conquistadors")
    if q >= 0:
        _conscript_conquistador(s, q, ev)


# ---------------------------------------------------------------------------
# Decisions waiting in the queue
# ---------------------------------------------------------------------------


def queue_options(s: EndeavorState) -> list[Action]:
    """The choices of the first decision in the queue ([] when it has none left: it is dropped)."""
    kind, q, a, _b = s.queue[0]
    if kind == "subsidy":
        out = [A.payment(q, i) for i, bd in enumerate(s.buildings[q]) if s.busy[q] >> i & 1 and _shows(bd, a)]
        return [*out, A.done(q)] if out else []
    if kind == "raj":
        return [A.take_token(q, k) for k in D.BLUE_KINDS if s.spent[k] > 0]
    if kind == "marriage":
        return [A.marry(q, x, y) for x, y in combinations(range(s.players), 2)]
    if kind == "plague":
        return [A.lose(q, i) for i in range(len(s.buildings[q])) if s.busy[q] >> i & 1]
    if kind == "utrecht":
        if s.forts <= 0:
            return []
        out = [A.fortify(q, c) for c in D.REGION_CITIES[D.EUROPE] if s.city_owner[c] == q and not s.fortified >> c & 1]
        return [*out, A.done(q)] if out else []
    if kind == "smallpox":
        return [A.spend_wealth(q), A.done(q)] if s.tokens[NK * q + WEALTH_TOKEN] > 0 else []
    if kind == "repel":
        return [A.repel(q, a), A.done(q)]
    raise ValueError(kind)


def resolve(s: EndeavorState, action: Action, ev: list[Event]) -> None:
    """Apply the decision ``action`` for the first entry of the queue and drop it."""
    kind, q, a, b = s.queue[0]
    s.queue = s.queue[1:]
    k = action.kind
    if kind == "subsidy" and k == "payment":
        ev.append(Event("subsidy", f"{seat_name(q)} uses the Subsidy to pay a worker.", q))
        do_payment(s, q, action["slot"], ev)
    elif kind == "raj":
        t = D.TOKEN_INDEX[action["token"]]
        s.spent = replace_at(s.spent, t, s.spent[t] - 1)
        take_token(s, q, t, "the spent tokens (Company Raj)", f"tokens:{q}", ev)
    elif kind == "marriage":
        x, y = action["seats"]
        dx, dy = (1 if s.supply[x] > 0 else 0), (1 if s.supply[y] > 0 else 0)
        s.supply = replace_at(s.supply, x, s.supply[x] - dx)
        s.supply = replace_at(s.supply, y, s.supply[y] - dy)
        s.marriage = (x, y, dx, dy)
        ev.append(
            Event(
                "marriage",
                f"{seat_name(q)} joins {seat_name(x)} and {seat_name(y)} in the Marriage Alliance: they may not "
                "attack each other's cities in Europe.",
                q,
            )
        )
    elif kind == "plague":
        lose_building_disc(s, q, action["slot"], ev)
    elif kind == "utrecht" and k == "fortify":
        do_fortify(s, q, D.CITY_INDEX[action["city"]], ev)
    elif kind == "smallpox" and k == "spend_wealth":
        s.tokens = replace_at(s.tokens, NK * q + WEALTH_TOKEN, s.tokens[NK * q + WEALTH_TOKEN] - 1)
        ev.append(Event("smallpox", f"{seat_name(q)} spends a Wealth token on the Smallpox Vaccine.", q))
        move_tracks(s, q, _LOSE_ICONS[WEALTH_TOKEN], -1, "Wealth token spent", ev)
        _gain_discs(s, q, 2, "Smallpox Vaccine", ev)
    elif kind == "repel":
        if k == "repel":
            s.decl_forts -= 1
            s.forts += 1
            ev.append(
                Event(
                    "repel",
                    f"{seat_name(q)} spends a fortification of the Declaration of Independence: the Attack on "
                    f"{city_label(a)} is repelled.",
                    q,
                    (),
                    (f"city:{D.CITIES[a]}",),
                )
            )
        else:
            do_attack(s, s.current, a, ev, b)
    elif k == "done":
        ev.append(Event("done", f"{seat_name(q)} declines.", q))


def repel_possible(s: EndeavorState, c: int) -> bool:
    """The Declaration of Independence may repel an Attack on its holder's North American city."""
    if not aoe_cards(s) or D.CITY_REGION[c] != NA or s.decl_forts <= 0:
        return False
    return holder(s, "declaration_of_independence") == s.city_owner[c]


# ---------------------------------------------------------------------------
# Flota de Indias raids, the Rosetta Stone, the Conquistadors
# ---------------------------------------------------------------------------


def raid_options(s: EndeavorState, p: int) -> list[Action]:
    """Another player's Attack may instead take a token of their choice from Flota de Indias."""
    if not any(s.flota):
        return []
    q = holder(s, "flota_de_indias")
    if q < 0 or q == p:
        return []
    return [A.raid(p, k) for k in range(NK) if s.flota[k] > 0]


def do_raid(s: EndeavorState, p: int, kind: int, ev: list[Event]) -> None:
    s.flota = replace_at(s.flota, kind, s.flota[kind] - 1)
    take_token(s, p, kind, "Flota de Indias", f"tokens:{p}", ev)


def rosetta_held(s: EndeavorState, p: int) -> bool:
    """``p`` holds the Rosetta Stone and has not used it this turn."""
    return aoe_cards(s) and not s.flags & 1 and bool(_effect_card(s, p, "rosetta_stone"))


def rosetta_ok(s: EndeavorState) -> bool:
    """Once a turn, a building activated normally may do any basic action instead of one of its own."""
    return s.mobilize == -1 and s.pending is not None and s.pending[3] >= 0 and rosetta_held(s, s.current)


def conquistador_card(s: EndeavorState, p: int) -> str:
    """The Conquistadors card of ``p`` when its conscript waits to be mobilized ("" otherwise)."""
    return _effect_card(s, p, "conquistadors") if s.conquistador else ""


# ---------------------------------------------------------------------------
# Merchant Fleets, Crown Charters, Port of Dejima and cards leaving a player
# ---------------------------------------------------------------------------


def hosts(s: EndeavorState, p: int) -> list[str]:
    """Merchant Fleets / Crown Charters of ``p`` with nothing stacked on them yet."""
    taken = s.stacked[p][0::2]
    return [
        c
        for c in s.cards[p]
        if D.CARDS[c].effect in ("merchant_fleet", "crown_charters") and c not in taken and c not in s.stacked[p]
    ]


def attach_options(s: EndeavorState, p: int) -> list[Action]:
    out = []
    paired = set(s.stacked[p])
    for h in hosts(s, p):
        charters = D.CARDS[h].effect == "crown_charters"
        for g in s.cards[p]:
            card = D.CARDS[g]
            if g == h or g in paired or card.effect in ("merchant_fleet", "crown_charters"):
                continue
            if charters and not (card.governor or card.governor_slot):
                continue
            out.append(A.attach(p, g, h))
    return out


def attach(s: EndeavorState, p: int, guest: str, host: str, ev: list[Event]) -> None:
    s.stacked = replace_at(s.stacked, p, (*s.stacked[p], host, guest))
    ev.append(
        Event(
            "attach",
            f"{seat_name(p)} stacks {D.CARDS[guest].name} on {D.CARDS[host].name} for good: they use one card slot.",
            p,
            (),
            (f"card:{p}:{guest}", f"card:{p}:{host}"),
        )
    )


def reserve_options(s: EndeavorState, p: int) -> list[Action]:
    """Port of Dejima: once each discard, one card may go face down under it (no icons; scored by symbol kinds)."""
    if s.flags & 2 or not _effect_card(s, p, "port_of_dejima"):
        return []
    paired = set(s.stacked[p])
    return [A.reserve(p, c) for c in s.cards[p] if D.CARDS[c].effect != "port_of_dejima" and c not in paired]


def reserve(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    old = s.reserved[p]
    cards = [c for c in s.cards[p] if c != card_id]
    if old:
        cards.append(old)
    s.cards = replace_at(s.cards, p, tuple(cards))
    s.reserved = replace_at(s.reserved, p, card_id)
    s.flags |= 2
    ev.append(Event("reserve", f"{seat_name(p)} keeps {D.CARDS[card_id].name} face down under Port of Dejima.", p))
    card = D.CARDS[card_id]
    move_tracks(s, p, card.icons, -1, f"{card.name} under Port of Dejima", ev)
    if old:
        ev.append(Event("reserve", f"{D.CARDS[old].name} comes back into {seat_name(p)}'s hand.", p))
        move_tracks(s, p, D.CARDS[old].icons, 1, D.CARDS[old].name, ev)


def dejima_glory(card_id: str) -> int:
    """One glory per kind of symbol on the card kept under Port of Dejima."""
    if not card_id:
        return 0
    card = D.CARDS[card_id]
    return sum(1 for n in card.icons if n) + (1 if card.glory else 0)


def discard(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    """Discard a card and what goes with it: its stacked partner, the reserved card, anything lying on it."""
    pairs = s.stacked[p]
    partner = ""
    for i in range(0, len(pairs), 2):
        if card_id in pairs[i : i + 2]:
            partner = pairs[i + 1] if pairs[i] == card_id else pairs[i]
            s.stacked = replace_at(s.stacked, p, pairs[:i] + pairs[i + 2 :])
            break
    for c in (card_id, partner) if partner else (card_id,):
        release(s, p, c, ev)
        do_discard(s, p, c, ev)


def release(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    """What lies on a card leaving ``p``'s hand goes back where it came from."""
    eff = D.CARDS[card_id].effect
    if eff == "flota_de_indias" and any(s.flota):
        s.spent = tuple(a + b for a, b in zip(s.spent, s.flota, strict=True))
        s.flota = (0,) * NK
        ev.append(Event("flota", "The tokens on Flota de Indias go to the spent tokens.", p))
    elif eff == "declaration_of_independence" and s.decl_forts:
        n = s.decl_forts
        s.forts += n
        s.decl_forts = 0
        ev.append(
            Event(
                "fortify",
                f"The {plural(n, 'fortification')} on the Declaration of Independence "
                f"{'returns' if n == 1 else 'return'} to the supply.",
                p,
            )
        )
    elif eff == "conquistadors" and s.conquistador:
        s.conquistador = 0
        s.supply = replace_at(s.supply, p, s.supply[p] + 1)
        ev.append(
            Event(
                "conscript",
                f"The Conquistadors' conscript goes back to {seat_name(p)}'s supply.",
                p,
                (),
                (f"supply:{p}",),
            )
        )
    elif eff == "marriage_alliance" and s.marriage:
        x, y, dx, dy = s.marriage
        s.supply = replace_at(s.supply, x, s.supply[x] + dx)
        s.supply = replace_at(s.supply, y, s.supply[y] + dy)
        s.marriage = ()
        ev.append(Event("marriage", "The Marriage Alliance dissolves; its discs go back to their supplies.", p))
    elif eff == "port_of_dejima" and s.reserved[p]:
        old = s.reserved[p]
        s.reserved = replace_at(s.reserved, p, "")
        s.cards = replace_at(s.cards, p, (*s.cards[p], old))
        do_discard(s, p, old, ev, icons=False)  # face down, it gave no icons


def after_abolition(s: EndeavorState, ev: list[Event]) -> None:
    """A Slavery card stacked on a Merchant Fleet is lost with it: the Fleet is discarded too. A Slavery card kept
    under Port of Dejima is turned face down like the others."""
    for q in range(s.players):
        if s.reserved[q] and D.CARDS[s.reserved[q]].slavery:
            ev.append(Event("discard", f"{seat_name(q)} turns {D.CARDS[s.reserved[q]].name} face down.", q))
            s.reserved = replace_at(s.reserved, q, "")
            s.slaves_lost = replace_at(s.slaves_lost, q, s.slaves_lost[q] + 1)
        pairs = s.stacked[q]
        for i in range(0, len(pairs), 2):
            host, guest = pairs[i], pairs[i + 1]
            if D.CARDS[guest].slavery and guest not in s.cards[q]:
                s.stacked = replace_at(s.stacked, q, tuple(c for c in s.stacked[q] if c not in (host, guest)))
                do_discard(s, q, host, ev)


def score_items_detail(s: EndeavorState, p: int) -> tuple[int, str]:
    """Glory from Age of Expansion card effects: Flota tokens, Declaration fortifications, Conquistadors,
    the card under Port of Dejima."""
    points = 0
    parts = []
    if holder(s, "flota_de_indias") == p and any(s.flota):
        points += sum(s.flota)
        parts.append(plural(sum(s.flota), "Flota token"))
    if holder(s, "declaration_of_independence") == p and s.decl_forts:
        points += s.decl_forts
        parts.append(plural(s.decl_forts, "Declaration fortification"))
    if holder(s, "conquistadors") == p:
        others = sum(1 for q in range(s.players) if q != p and any(s.city_owner[c] == q for c in D.REGION_CITIES[SA]))
        n = max(0, D.CONQUISTADORS_GLORY - others)
        points += n
        parts.append(f"Conquistadors {n}")
    if s.reserved[p]:
        n = dejima_glory(s.reserved[p])
        points += n
        parts.append(f"Port of Dejima {n}")
    return points, ", ".join(parts) or "none"
