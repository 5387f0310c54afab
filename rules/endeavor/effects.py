"""What each action does to a (new, already copied) state; every change appends one readable Event."""

from __future__ import annotations

from rules.core import Event
from rules.endeavor import data as D
from rules.endeavor.readings import (
    LINK_INDEX,
    NK,
    NREG,
    PILE,
    PILE_ID,
    aoe_cards,
    board_token_kind,
    casualties,
    city_label,
    controls_link,
    link_label,
    replace_at,
    seat_name,
    spot_name,
    tile_of,
)
from rules.endeavor.state import EndeavorState
from rules.words import a_or_an, plural


def move_tracks(s: EndeavorState, p: int, icons: tuple[int, ...], sign: int, why: str, ev: list[Event]) -> None:
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


BROWN_ICONS = tuple(tuple(1 if t == k else 0 for t in range(4)) for k in range(4))


def take_token(s: EndeavorState, p: int, kind: int, where: str, element: str, ev: list[Event]) -> None:
    """A taken token goes to the Harbor; a brown one moves its track at once."""
    s.tokens = replace_at(s.tokens, NK * p + kind, s.tokens[NK * p + kind] + 1)
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
        move_tracks(s, p, BROWN_ICONS[kind], 1, f"{name.capitalize()} token", ev)


def gain_card(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    s.cards = replace_at(s.cards, p, (*s.cards[p], card_id))
    card = D.CARDS[card_id]
    move_tracks(s, p, card.icons, 1, card.name, ev)


def _lose_card_icons(s: EndeavorState, p: int, card_id: str, ev: list[Event]) -> None:
    card = D.CARDS[card_id]
    move_tracks(s, p, card.icons, -1, f"{card.name} discarded", ev)


def _claim_links(s: EndeavorState, p: int, c: int, ev: list[Event]) -> None:
    """The first player to control a link takes its token."""
    for li in D.CITY_LINKS[c]:
        kind = s.link_token[li]
        if kind >= 0 and controls_link(s, p, li):
            s.link_token = replace_at(s.link_token, li, -1)
            ev.append(
                Event(
                    "link",
                    f"{seat_name(p)} is the first to control {link_label(li)}.",
                    p,
                    (("link", D.LINK_IDS[li]),),
                    (f"link:{D.LINK_IDS[li]}",),
                )
            )
            take_token(s, p, kind, link_label(li), f"link:{D.LINK_IDS[li]}", ev)


def place_disc(s: EndeavorState, p: int) -> None:
    """The disc an action places leaves the Harbor, or the Conscription space being mobilized."""
    if s.mobilize == -2:  # the Conquistadors' conscript
        s.conquistador = 0
    elif s.mobilize >= 0:
        s.conscripts = replace_at(s.conscripts, p, s.conscripts[p] & ~(1 << s.mobilize))
    else:
        s.harbor = replace_at(s.harbor, p, s.harbor[p] - 1)


def do_ship(s: EndeavorState, p: int, r: int, ev: list[Event]) -> None:
    rid = D.REGIONS[r]
    track_ = s.ship_discs[r]
    i = len(track_)
    length = D.SHIPPING[r]
    place_disc(s, p)
    s.ship_discs = replace_at(s.ship_discs, r, (*track_, p))
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
        s.ship_tokens = replace_at(s.ship_tokens, r, replace_at(s.ship_tokens[r], i, -1))
        take_token(s, p, kind, f"the shipping track of {D.REGION_NAMES[r]}", el, ev)
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
        s.stacks = replace_at(s.stacks, d, s.stacks[d][1:])
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
        gain_card(s, winner, gov, ev)


def do_occupy(s: EndeavorState, p: int, c: int, ev: list[Event]) -> None:
    place_disc(s, p)
    s.city_owner = replace_at(s.city_owner, c, p)
    cid = D.CITIES[c]
    ev.append(Event("occupy", f"{seat_name(p)} occupies {city_label(c)}.", p, (("city", cid),), (f"city:{cid}",)))
    kind = s.city_token[c]
    if kind >= 0:
        s.city_token = replace_at(s.city_token, c, -1)
        take_token(s, p, kind, D.CITY_NAMES[c], f"city:{cid}", ev)
    _claim_links(s, p, c, ev)


def do_attack(s: EndeavorState, p: int, c: int, ev: list[Event], tile_casualty: int = -1) -> None:
    """Two Harbor discs: one to the supply, one replaces the defender's disc (which goes to its supply)."""
    q = s.city_owner[c]
    cid = D.CITIES[c]
    lost = casualties(s, c)
    place_disc(s, p)
    if tile_casualty >= 0:
        spot = tile_of(s).spots[tile_casualty]
        s.tile_spots = replace_at(s.tile_spots, tile_casualty, -1)
        ev.append(
            Event(
                "casualty",
                f"{seat_name(p)}'s disc on {spot_name(tile_of(s), spot)} of the Prominence tile is the casualty.",
                p,
                (),
                (f"prominence:{spot}", f"supply:{p}"),
            )
        )
    s.harbor = replace_at(s.harbor, p, s.harbor[p] - lost + (1 if tile_casualty >= 0 else 0))
    sup = list(s.supply)
    sup[p] += lost
    sup[q] += 1
    s.supply = tuple(sup)
    s.city_owner = replace_at(s.city_owner, c, p)
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
    s.busy = replace_at(s.busy, p, s.busy[p] & ~(1 << slot))
    s.harbor = replace_at(s.harbor, p, s.harbor[p] + 1)
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
    """The top card of stack ``d`` (or the card named), or ``card_id`` from the discard pile (``d`` = PILE)."""
    if d == PILE:
        s.discards = tuple(c for c in s.discards if c != card_id)
        where, did = "the discard pile near Europe", PILE_ID
    else:
        card_id = card_id or s.stacks[d][0]
        s.stacks = replace_at(s.stacks, d, tuple(c for c in s.stacks[d] if c != card_id))
        where, did = f"the {D.DECK_NAMES[d]} stack", D.DECKS[d]
    card = D.CARDS[card_id]
    ev.append(
        Event(
            "draw",
            f"{seat_name(p)} draws {card.name} from {where}.",
            p,
            (("card", card_id),),
            (f"stack:{did}", f"card:{p}:{card_id}"),
        )
    )
    gain_card(s, p, card_id, ev)
    if card.effect == "abolition_of_slavery":
        _abolish(s, ev)


def _abolish(s: EndeavorState, ev: list[Event]) -> None:
    """Every Slavery card is discarded face down (-1 glory each at the end); the Slavery deck leaves the game."""
    s.abolished = True
    s.stacks = replace_at(s.stacks, D.SLAVERY_DECK, ())
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
        s.cards = replace_at(s.cards, q, tuple(c for c in s.cards[q] if not D.CARDS[c].slavery))
        s.slaves_lost = replace_at(s.slaves_lost, q, s.slaves_lost[q] + len(slaves))
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


def do_discard(s: EndeavorState, p: int, card_id: str, ev: list[Event], icons: bool = True) -> None:
    """Governors leave the game, Slavery cards lie face down, others go back to their stack in printed order.

    With the Age of Expansion cards those others "go into a discard pile near Europe where they may be drawn
    again" instead.
    """
    card = D.CARDS[card_id]
    cards = list(s.cards[p])
    cards.remove(card_id)
    s.cards = replace_at(s.cards, p, tuple(cards))
    where = D.DECKS[card.deck]
    if card.governor:
        text = f"{seat_name(p)} discards {card.name}; Governors leave the game."
    elif card.slavery:
        s.slaves_lost = replace_at(s.slaves_lost, p, s.slaves_lost[p] + 1)
        text = f"{seat_name(p)} discards {card.name} face down (-1 glory at the end)."
    elif aoe_cards(s):
        s.discards = (*s.discards, card_id)
        where = PILE_ID
        text = f"{seat_name(p)} discards {card.name} onto the discard pile near Europe, where it may be drawn again."
    else:
        stack = s.stacks[card.deck]
        new = tuple(sorted((*stack, card_id), key=D.card_order))
        s.stacks = replace_at(s.stacks, card.deck, new)
        text = f"{seat_name(p)} discards {card.name}; it goes back to the {D.DECK_NAMES[card.deck]} stack."
    ev.append(Event("discard", text, p, (("card", card_id),), (f"card:{p}:{card_id}", f"stack:{where}")))
    if icons:
        _lose_card_icons(s, p, card_id, ev)


def do_place_tile(s: EndeavorState, p: int, spot: str, ev: list[Event]) -> None:
    """Prominence: the disc goes on the tile instead of the action's normal effect; some spots give a disc."""
    tile = tile_of(s)
    i = tile.spots.index(spot)
    place_disc(s, p)
    if tile.kind == "alliance":
        _join_alliance(s, p, i, ev)
        return
    s.tile_spots = replace_at(s.tile_spots, i, p)
    ev.append(
        Event(
            "prominence",
            f"{seat_name(p)} places a disc on {spot_name(tile, spot)} of the {tile.name} tile.",
            p,
            (("spot", spot),),
            (f"prominence:{spot}",),
        )
    )
    if tile.bonus[i] and s.supply[p] > 0:
        s.supply = replace_at(s.supply, p, s.supply[p] - 1)
        s.harbor = replace_at(s.harbor, p, s.harbor[p] + 1)
        ev.append(
            Event(
                "growth",
                f"{seat_name(p)} gains a disc from the supply into the Harbor ({spot_name(tile, spot)} shows the disc "
                "mark).",
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
        s.supply = replace_at(s.supply, p, s.supply[p] + spots[other])
        ev.append(
            Event(
                "alliance",
                f"{seat_name(p)} leaves the {tile.spots[1 - box]} alliance: {plural(spots[other], 'disc')} "
                f"{'goes' if spots[other] == 1 else 'go'} back to the supply.",
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
    s.tile_spots = replace_at(s.tile_spots, i, -1)
    s.open_sea = replace_at(s.open_sea, NREG * p + r, s.open_sea[NREG * p + r] + 1)
    s.sailed = True
    rid = D.REGIONS[r]
    ev.append(
        Event(
            "sail",
            f"{seat_name(p)} moves a disc from {spot_name(tile, spot)} of the {tile.name} tile to the open sea of "
            f"{D.REGION_NAMES[r]}.",
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
        s.city_token = replace_at(s.city_token, D.CITY_INDEX[key], give)
    elif kind == "link":
        s.link_token = replace_at(s.link_token, LINK_INDEX[key], give)
    else:
        rid, _, i = key.partition(":")
        r = D.REGION_INDEX[rid]
        s.ship_tokens = replace_at(s.ship_tokens, r, replace_at(s.ship_tokens[r], int(i), give))
    tok = list(s.tokens)
    tok[NK * p + give] -= 1
    tok[NK * p + take] += 1
    s.tokens = tuple(tok)
    ev.append(
        Event(
            "trade",
            f"{seat_name(p)} trades {a_or_an(D.TOKEN_KINDS[give].capitalize())} token for the "
            f"{D.TOKEN_KINDS[take].capitalize()} token on the board.",
            p,
            (("give", D.TOKEN_KINDS[give]), ("take", D.TOKEN_KINDS[take])),
            (element, f"tokens:{p}"),
        )
    )
    if give < 4:
        move_tracks(s, p, BROWN_ICONS[give], -1, "token traded away", ev)
    if take < 4:
        move_tracks(s, p, BROWN_ICONS[take], 1, "token traded for", ev)
