"""Small helpers that put an Endeavor state in a position a rule needs (tests only)."""

from __future__ import annotations

from typing import Any

import rules
from rules.core import Action
from rules.endeavor import data as D
from rules.endeavor.state import EndeavorState

RS = rules.get("endeavor")


def put(t: tuple, i: int, v: Any) -> tuple:
    return (*t[:i], v, *t[i + 1 :])


def action_phase(players: int = 4, seat: int = 0, seed: int = 0, **fields: Any) -> EndeavorState:
    """A fresh game moved to ``seat``'s turn in the Action phase of round 1, with ``fields`` replaced."""
    s = RS.new_game(players, seed).copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", seat, seat, 0, None
    for k, v in fields.items():
        setattr(s, k, v)
    return s


def with_track(s: EndeavorState, p: int, track: str, value: int) -> EndeavorState:
    s = s.copy()
    s.tracks = put(s.tracks, 4 * p + D.TRACKS.index(track), value)
    return s


def with_harbor(s: EndeavorState, p: int, n: int) -> EndeavorState:
    """``n`` discs in ``p``'s Harbor, taken from (or given back to) the supply."""
    s = s.copy()
    s.supply = put(s.supply, p, s.supply[p] - (n - s.harbor[p]))
    s.harbor = put(s.harbor, p, n)
    return s


def with_buildings(s: EndeavorState, p: int, *ids: str, busy: int = 0) -> EndeavorState:
    s = s.copy()
    s.buildings = put(s.buildings, p, tuple(D.BUILDING_INDEX[b] for b in ids))
    s.busy = put(s.busy, p, busy)
    return s


def with_cities(s: EndeavorState, p: int, *cities: str) -> EndeavorState:
    s = s.copy()
    owner = list(s.city_owner)
    for c in cities:
        owner[D.CITY_INDEX[c]] = p
    s.city_owner = tuple(owner)
    return s


def with_ships(s: EndeavorState, region: str, seats: list[int]) -> EndeavorState:
    """Discs already on a region's shipping track (their tokens gone); a full track opens the region."""
    s = s.copy()
    r = D.REGION_INDEX[region]
    s.ship_discs = put(s.ship_discs, r, tuple(seats))
    s.ship_tokens = put(s.ship_tokens, r, tuple(-1 if i < len(seats) else k for i, k in enumerate(s.ship_tokens[r])))
    if len(seats) >= D.SHIPPING[r]:
        s.opened |= 1 << r
        d = D.REGION_DECK[r]
        s.stacks = put(s.stacks, d, tuple(c for c in s.stacks[d] if not D.CARDS[c].governor))
    return s


def opened(s: EndeavorState, region: str) -> EndeavorState:
    """The region open, its Governor already granted elsewhere (out of the stack)."""
    s = s.copy()
    r = D.REGION_INDEX[region]
    s.opened |= 1 << r
    d = D.REGION_DECK[r]
    s.stacks = put(s.stacks, d, tuple(c for c in s.stacks[d] if not D.CARDS[c].governor))
    return s


def with_cards(s: EndeavorState, p: int, *cards: str) -> EndeavorState:
    """``p`` holds these cards (taken out of their stacks; tracks are not moved)."""
    s = s.copy()
    s.cards = put(s.cards, p, tuple(cards))
    s.stacks = tuple(tuple(c for c in st if c not in cards) for st in s.stacks)
    return s


def act(s: EndeavorState, text: str) -> EndeavorState:
    return RS.apply(s, Action.parse(text))


def track(s: EndeavorState, p: int, name: str) -> int:
    return s.tracks[4 * p + D.TRACKS.index(name)]


def tokens(s: EndeavorState, p: int, kind: str) -> int:
    return s.tokens[D.NKINDS * p + D.TOKEN_INDEX[kind]]


def legal_texts(s: EndeavorState) -> set[str]:
    return {a.text for a in RS.legal_actions(s)}
