"""Whole random games: pieces are conserved and the tracks always equal the icons a seat holds."""

import random

from rules.endeavor import data as D
from rules.endeavor.engine import expansion_decks, tile_discs
from rules.endeavor.state import FIELDS
from tests.rules.endeavor.helpers import RS


def icons_held(s, p):
    total = [0, 0, 0, 0]
    for b in s.buildings[p]:
        total = [x + y for x, y in zip(total, D.BUILDINGS[b].icons, strict=True)]
    for c in s.cards[p]:
        total = [x + y for x, y in zip(total, D.CARDS[c].icons, strict=True)]
    for t in range(4):
        total[t] += s.tokens[D.NKINDS * p + t]
    return total


def check(s):
    n = s.players
    for p in range(n):
        on_board = sum(1 for o in s.city_owner if o == p) + sum(t.count(p) for t in s.ship_discs)
        on_board += tile_discs(s, p) + sum(s.open_sea[7 * p : 7 * p + 7])
        if s.conquistador and any(D.CARDS[c].effect == "conquistadors" for c in s.cards[p]):
            on_board += 1
        if s.marriage:
            on_board += (s.marriage[2] if s.marriage[0] == p else 0) + (s.marriage[3] if s.marriage[1] == p else 0)
        on_mat = bin(s.busy[p]).count("1") + bin(s.conscripts[p]).count("1")
        assert s.supply[p] + s.harbor[p] + on_mat + on_board == D.DISCS
        assert min(s.supply[p], s.harbor[p]) >= 0
        assert list(s.tracks[4 * p : 4 * p + 4]) == icons_held(s, p)
        assert len(s.buildings[p]) <= D.BUILDING_SPACES
        assert sum(1 for b in s.buildings[p] if D.BUILDINGS[b].level == 5) <= 1
    cards = [c for st in s.stacks for c in st] + [c for h in s.cards for c in h] + [c for c in s.reserved if c]
    cards += s.discards
    assert len(cards) == len(set(cards))
    assert not any(D.CARDS[c].governor or D.CARDS[c].slavery for c in s.discards)
    new_decks = expansion_decks(s.options)
    dealt = sum(len(D.DECK_CARDS_AOE[d] if d in new_decks else D.DECK_CARDS[d]) for d in range(len(D.DECKS)))
    out = dealt - len(cards)
    governors_out = sum(1 for r in range(1, len(D.REGIONS)) if D.GOVERNOR_OF[r] not in cards)
    slavery_out = sum(1 for c in D.DECK_CARDS[D.SLAVERY_DECK] if c not in cards)
    assert out == governors_out + slavery_out
    if s.abolished:
        assert not any(D.CARDS[c].slavery for c in cards)
    forts = bin(s.fortified).count("1")
    used = s.options.get("aoe_buildings") or s.options.get("aoe_cards")
    assert s.forts + forts + s.decl_forts == (D.FORTIFICATIONS if used else 0)
    assert all(s.city_owner[c] >= 0 for c in range(len(D.CITIES)) if s.fortified >> c & 1)
    built = [b for h in s.buildings for b in h]
    used = set(D.AOE_SET if s.options.get("aoe_buildings") else D.BASE_SET)
    assert all(b in used for b in built)
    for b in used:
        total = s.market[b] + built.count(b)
        assert total == D.BUILDINGS[b].count or (D.BUILDINGS[b].level == 5 and total == 0)
    # a region is open exactly when its shipping track is full
    for r in range(1, len(D.REGIONS)):
        assert bool(s.opened >> r & 1) == (len(s.ship_discs[r]) >= D.SHIPPING[r])


def test_random_games_conserve_discs_cards_buildings_and_track_icons():
    for players, seed, options in (
        (3, 11, {}),
        (4, 12, {}),
        (5, 13, {}),
        (4, 14, {"aoe_buildings": True}),
        (4, 15, {"prominence": "military_buildup"}),
        (3, 16, {"prominence": "political_agenda"}),
        (5, 17, {"prominence": "changing_alliances"}),
        (4, 18, {"prominence": "naval_superiority"}),
        (4, 19, {"aoe_cards": True}),
        (3, 21, {"aoe_cards": True, "deck_europe": "original", "deck_india": "original"}),
        (4, 22, {"aoe_cards": True, **{f"deck_{d}": "original" for d in ("north_america", "caribbean", "africa")}}),
        (5, 20, {"aoe_cards": True, "aoe_buildings": True, "prominence": "political_agenda"}),
    ):
        rnd = random.Random(seed)
        s = RS.new_game(players, seed, options)
        while not RS.is_over(s):
            check(s)
            s = RS.apply(s, rnd.choice(RS.legal_actions(s)))
        check(s)
        assert s.round <= 7


def test_random_games_open_regions_sometimes():
    """Not every game does; across a few seeds the opening branch is exercised."""
    seen_open = False
    for seed in range(6):
        rnd = random.Random(seed)
        s = RS.new_game(4, seed)
        while not RS.is_over(s):
            s = RS.apply(s, rnd.choice(RS.legal_actions(s)))
        seen_open |= s.opened != 1
    assert seen_open


def test_the_game_ends_even_when_nobody_passes_while_they_can_act():
    """Eager play (never pass while any action is open, but never repeat a move in a position met before, as the
    computer players do) still ends: the only loop that changes nothing is two Payment buildings paying each
    other, and every other loop runs out of discs, cards or tokens."""
    for players, seed, options in (
        (3, 1, {}),
        (5, 2, {}),
        (4, 3, {"aoe_buildings": True}),
        (4, 4, {"prominence": "naval_superiority", "aoe_buildings": True}),
        (5, 5, {"prominence": "changing_alliances"}),
        (4, 6, {"aoe_cards": True, "aoe_buildings": True}),
    ):
        rnd = random.Random(seed)
        s = RS.new_game(players, seed, options)
        steps = 0
        tried: dict[tuple, set] = {}
        while not RS.is_over(s):
            acts = RS.legal_actions(s)
            key = tuple(getattr(s, f) for f in FIELDS if f != "options")
            seen = tried.setdefault(key, set())
            eager = [a for a in acts if a.kind not in ("pass", "done") and a not in seen] or acts
            a = rnd.choice(eager)
            seen.add(a)
            s = RS.apply(s, a)
            steps += 1
            assert steps < 5000
