"""Hover text for every element of the Endeavor board: what it is, what is on it and what it does."""

from __future__ import annotations

from rules.endeavor import data as D
from rules.endeavor import readings as E
from rules.endeavor.state import EndeavorState
from rules.seats import seat_colour
from rules.words import plural


def seat_label(p: int) -> str:

    return seat_colour(p)


def _icons_text(icons: tuple[int, ...], glory: int = 0) -> str:
    parts = [f"+{n} {name.capitalize()}" for name, n in zip(D.TRACKS, icons, strict=False) if n]
    if glory:
        parts.append(f"{glory} glory")
    return ", ".join(parts) if parts else "no icons"


def _token_text(kind: int) -> str:
    name = D.TOKEN_KINDS[kind]
    if D.TOKEN_BLUE[kind]:
        return f"a blue {name.capitalize()} token (spend it from your Harbor for one {name.capitalize()} action)"
    return f"a brown {name.capitalize()} token (+1 {name.capitalize()} when taken)"


def _region_index(key: str) -> int | None:
    return D.REGION_INDEX.get(key)


def describe(s: EndeavorState, eid: str) -> str | None:
    """One or two sentences about ``eid`` in this state (None for unknown ids)."""
    kind, _, key = eid.partition(":")
    try:
        fn = _BY_KIND[kind]
    except KeyError:
        return None
    try:
        return fn(s, key)
    except (KeyError, IndexError, ValueError):
        return None


def _region(s: EndeavorState, key: str) -> str:
    r = D.REGION_INDEX[key]
    name = D.REGION_NAMES[r]
    if r == D.EUROPE:
        state = "open from the start; everyone has presence here."
    elif E.is_open(s, r):
        state = "open: Occupy, Attack and Draw are allowed here."
    else:
        left = D.SHIPPING[r] - min(len(s.ship_discs[r]), D.SHIPPING[r])
        state = f"closed until its shipping track is full ({plural(left, 'space')} left)."
    pres = ", ".join(f"{seat_label(p)} {E.presence(s, p, r)}" for p in range(s.players) if E.presence(s, p, r))
    return f"{name}: {state}" + (f" Presence: {pres}." if pres else "")


def _city(s: EndeavorState, key: str) -> str:
    c = D.CITY_INDEX[key]
    r = D.CITY_REGION[c]
    head = f"{D.CITY_NAMES[c]} ({D.REGION_NAMES[r]}): worth {D.CITY_GLORY[c]} glory at the end."
    owner = s.city_owner[c]
    fort = " It is fortified: an Attack on it costs two casualties." if getattr(s, "fortified", 0) >> c & 1 else ""
    if owner >= 0:
        return f"{head} Held by {seat_label(owner)}; an opponent with presence here may Attack it.{fort}"
    tok = s.city_token[c]
    what = f" Its token: {_token_text(tok)}." if tok >= 0 else ""
    if not E.is_open(s, r):
        return f"{head}{what} The region is closed: no one may Occupy it yet."
    return f"{head}{what} Occupy it with a Harbor disc (you need presence in the region)."


def _link(s: EndeavorState, key: str) -> str:
    li = D.LINK_IDS.index(key)
    a, b = D.LINKS[li]
    head = f"Link {D.CITY_NAMES[a]} - {D.CITY_NAMES[b]}: hold both cities to control it (1 glory at the end)."
    tok = s.link_token[li]
    holders = [p for p in range(s.players) if E.controls_link(s, p, li)]
    if holders:
        head += f" Controlled by {seat_label(holders[0])}."
    if tok >= 0:
        head += f" The first to control it takes {_token_text(tok)}."
    return head


def _shipping(s: EndeavorState, key: str) -> str:
    region, _, idx = key.rpartition(":")
    r = D.REGION_INDEX[region]
    i = int(idx)
    name = D.REGION_NAMES[r]
    discs = s.ship_discs[r]
    head = f"Shipping space {i + 1} of {D.SHIPPING[r]} toward {name}."
    if i < len(discs):
        return f"{head} Taken by {seat_label(discs[i])} (counts as presence in {name})."
    tok = s.ship_tokens[r][i]
    what = f" It holds {_token_text(tok)}." if tok >= 0 else ""
    order = " Ships fill the furthest free space first; the last one opens the region and grants its Governor."
    return head + what + order


def pile_text(s: EndeavorState) -> str:
    """The hover text: the cards lying in the pile, top (last discarded) first, and how they are drawn again."""
    cards = list(reversed(s.discards))
    how = (
        "A Draw may take any of them by your presence in Europe (value 0 needs none); a card's effect works again "
        "when it is drawn. Governors leave the game and Slavery cards lie face down instead."
    )
    if not cards:
        return f"Discard pile near Europe: empty. Discarded cards come here. {how}"
    names = ", ".join(f"{D.CARDS[c].name} (value {D.CARDS[c].value})" for c in cards)
    return f"Discard pile near Europe ({plural(len(cards), 'card')}, the last discarded first): {names}. {how}"


def _stack(s: EndeavorState, key: str) -> str:
    if key == E.PILE_ID:
        return pile_text(s)
    d = D.DECK_INDEX[key]
    cards = s.stacks[d]
    name = D.DECK_NAMES[d]
    if not cards:
        if d == D.SLAVERY_DECK and s.abolished:
            return "Slavery deck: removed from the game by the Abolition of Slavery."
        return f"{name} stack: empty."
    top = next((c for c in cards if not D.CARDS[c].governor), None)
    if top is None:
        return f"{name} stack: only its Governor is left; it goes to the region's shipping majority when it opens."
    card = D.CARDS[top]
    need = "no presence" if card.value == 0 else f"at least {card.value} of your discs in the region"
    where = "Europe" if d == D.SLAVERY_DECK else D.REGION_NAMES[D.DECK_REGION[d]]
    state = "" if E.deck_open(s, d) else f" {where} is closed: no Draw yet."
    extra = " Drawing it abolishes Slavery." if card.effect == "abolition_of_slavery" else ""
    return (
        f"{name} stack ({plural(len(cards), 'card')}). Top: {card.name}, value {card.value}: "
        f"{_icons_text(card.icons, card.glory)}. Draw needs {need}.{state}{extra}"
    )


def _governor(s: EndeavorState, key: str) -> str:
    r = D.REGION_INDEX[key]
    gov = D.GOVERNOR_OF.get(r)
    if gov is None:
        return "Governor place."
    card = D.CARDS[gov]
    holder = next((p for p in range(s.players) if gov in s.cards[p]), None)
    if holder is not None:
        return f"{card.name}: held by {seat_label(holder)} ({_icons_text(card.icons, card.glory)})."
    return (
        f"{card.name} ({_icons_text(card.icons, card.glory)}): given, when the shipping track fills, to the seat "
        "with the most discs on it (ties: the latest to arrive). It sits in the free Governor slot."
    )


def _building_slot(s: EndeavorState, key: str) -> str:
    p_text, _, slot_text = key.partition(":")
    p, slot = int(p_text), int(slot_text)
    owned = s.buildings[p]
    if slot >= len(owned):
        return f"Empty building space {slot + 1} of {seat_label(p)}: the Building phase fills the next one."
    b = D.BUILDINGS[owned[slot]]
    busy = bool(s.busy[p] >> slot & 1)
    act = f"action {b.spec.text}" if b.spec else "no activation circle (icons only)"
    state = " A disc is on it: a Payment returns it to the Harbor." if busy else ""
    if b.spec and not busy:
        state = " Free: place a Harbor disc on it to use its action."
    return f"{b.name} (level {b.level}) of {seat_label(p)}: {act}; built for {_icons_text(b.icons, b.glory)}.{state}"


def _market(s: EndeavorState, key: str) -> str:
    b_i = D.BUILDING_INDEX[key]
    b = D.BUILDINGS[b_i]
    left = s.market[b_i]
    act = f"action {b.spec.text}" if b.spec else "no action"
    glory = f", {b.glory} glory at the end" if b.glory else ""
    return (
        f"{b.name}, level {b.level}: {act}; icons {_icons_text(b.icons)}{glory}. {left} left in the supply. "
        "Your Industry level decides which levels you may build."
    )


def _harbor(s: EndeavorState, key: str) -> str:
    p = int(key)
    return (
        f"Harbor of {seat_label(p)}: {plural(s.harbor[p], 'disc')} ready to act. "
        "Drag one onto a building to activate it; Growth adds discs here each round."
    )


def _supply(s: EndeavorState, key: str) -> str:
    p = int(key)
    return (
        f"Supply of {seat_label(p)}: {plural(s.supply[p], 'disc')} not yet in play; Growth brings them to the Harbor."
    )


def _track(s: EndeavorState, key: str) -> str:
    p_text, _, name = key.partition(":")
    p = int(p_text)
    t = D.TRACKS.index(name)
    v = E.track(s, p, t)
    lvl = D.level(v)
    what = {
        "industry": f"building level {D.BUILD_LEVEL[lvl - 1]}",
        "culture": f"{plural(D.GROWTH[lvl - 1], 'disc')} each Growth",
        "wealth": f"{plural(D.PAYMENTS[lvl - 1], 'Payment')} each round",
        "influence": f"{D.CARD_SLOTS[lvl - 1]} card slots",
    }[name]
    return (
        f"{name.capitalize()} of {seat_label(p)}: {v} (level {lvl}: {what}). At the end it slides down to the "
        f"nearest glory space: {D.track_glory(v)} glory."
    )


def _card(s: EndeavorState, key: str) -> str:
    p_text, _, cid = key.partition(":")
    card = D.CARDS[cid]
    kind = "Governor" if card.governor else ("Slavery card" if card.slavery else "asset card")
    value = "" if card.value < 0 else f", value {card.value}"
    return f"{card.name} ({kind}{value}) of {seat_label(int(p_text))}: {_icons_text(card.icons, card.glory)}."


def _tokens(s: EndeavorState, key: str) -> str:
    p = int(key)
    held = [
        f"{s.tokens[p * D.NKINDS + k]} {D.TOKEN_KINDS[k].capitalize()}"
        for k in range(D.NKINDS)
        if s.tokens[p * D.NKINDS + k]
    ]
    if not held:
        return f"Trade tokens of {seat_label(p)}: none yet."
    return f"Trade tokens of {seat_label(p)}: {', '.join(held)}. Blue ones can be spent for their action."


def _prominence(s: EndeavorState, key: str) -> str:
    tile = D.TILES.get(s.options.get("prominence", "none"))
    if tile is None:
        return "Prominence tile."
    head = (
        f"Prominence tile, {tile.name}: placing a Harbor disc here is a {tile.action.capitalize()} action used instead."
    )
    if tile.kind == "alliance":
        k = tile.spots.index(key)
        counts = [f"{seat_label(p)} {s.tile_spots[2 * p + k]}" for p in range(s.players) if s.tile_spots[2 * p + k]]
        return (
            f"{head} The {key} alliance: {', '.join(counts) if counts else 'empty'}. At the end the alliance with "
            f"more presence in Europe scores {tile.per_disc_glory} glory per own disc in its box."
        )
    i = tile.spots.index(key)
    where = E.spot_name(tile, key)
    parts = [head, where[0].upper() + where[1:]]
    if tile.glory[i]:
        parts.append(f"worth {tile.glory[i]} glory")
    if tile.bonus[i]:
        parts.append("gives a disc from your supply when you place here")
    if tile.attribute[i] >= 0:
        parts.append(f"keeps your {D.TRACKS[tile.attribute[i]].capitalize()} marker from sliding down at the end")
    if tile.lower[i] and tile.lower_use:
        parts.append(
            "a lower spot: "
            + ("sail it to an open sea" if tile.lower_use == "sail" else "it may be an Attack's casualty")
        )
    owner = s.tile_spots[i]
    text = parts[0] + " " + "; ".join(parts[1:]) + "."
    return text + (f" Held by {seat_label(owner)}." if owner >= 0 else " Empty.")


def _sea(s: EndeavorState, key: str) -> str:
    r = D.REGION_INDEX[key]
    nreg = len(D.REGIONS)
    counts = [
        f"{seat_label(p)} {s.open_sea[nreg * p + r]}"
        for p in range(s.players)
        if s.open_sea and s.open_sea[nreg * p + r]
    ]
    here = "Here: " + ", ".join(counts) + "." if counts else "Empty."
    return (
        f"Open sea of {D.REGION_NAMES[r]} (Naval Superiority): discs sailed here from the tile's lower part count as "
        f"presence in the region, without a token or a limit. {here}"
    )


_BY_KIND = {
    "prominence": _prominence,
    "sea": _sea,
    "region": _region,
    "city": _city,
    "link": _link,
    "shipping": _shipping,
    "stack": _stack,
    "governor": _governor,
    "building": _building_slot,
    "market": _market,
    "harbor": _harbor,
    "supply": _supply,
    "track": _track,
    "card": _card,
    "tokens": _tokens,
}
