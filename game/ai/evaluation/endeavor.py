"""Endeavor: an estimate of each seat's final glory from the current position.

The provisional score sheet (the game scored as if it ended now) is the base;
to it are added the values of what will still turn into glory:

- **tracks**: a track's glory slides down to the last glory space; while rounds
  remain, the part above that space counts for ``TRACK_SLACK`` of itself, since
  later icons will carry it to the next space;
- **the engine**: better buildings still to build (Industry, capped by the
  empty building spaces) and card slots to fill (Influence);
- **actions still to take**, each worth ``ACTION_VALUE``: discs in the Harbor
  and those Culture will still grow from the supply, capped by the places to
  put them (free action buildings this round if the seat has not passed, per
  later round about its Payments or action buildings, and blue tokens); discs
  beyond that only score Harbor/3 at the end; an activation under way counts its
  parts still to take the same way;
- **presence** on the shipping tracks of regions not open yet (a share of the
  Governor card the majority takes when the track fills) and in open regions
  (it lets the seat draw the better cards);
- **cards**: cards over the limit will be discarded (their glory lost), and
  Slavery cards risk a glory each while slavery is not abolished.

The weights are a judgement, tuned by play (docs/ai.md), not rules: the game's
score is only ever read from ``rules.endeavor.scoring``.
"""

from __future__ import annotations

from rules.endeavor import data as D
from rules.endeavor import engine as E
from rules.endeavor import scoring
from rules.endeavor.state import EndeavorState

__all__ = ["estimate"]

ROUNDS = 7
#: Glory an action still to take is worth (less than a typical action gains, so acting beats hoarding).
ACTION_VALUE = 0.7
#: Share of the track points above the last glory space that count while rounds remain.
TRACK_SLACK = 0.6
#: Glory per future build, per Industry build level (a level-L building carries about L/2+1 icons).
BUILD_VALUE = 0.35
#: Glory per free card slot while cards remain to draw.
SLOT_VALUE = 0.5
#: Glory of a Governor card to its taker (its card glory and icons, less the Governor-space glory lost).
GOVERNOR_VALUE = 2.0
#: Glory per point of presence in an open region (drawing the better cards), up to the top card's value.
PRESENCE_VALUE = 0.25
#: Expected loss per Slavery card held while slavery is not abolished.
SLAVERY_RISK = 0.5


def _track_slack(value: int) -> float:
    return value - D.track_glory(value)


def _presence_value(s: EndeavorState, p: int) -> float:
    total = 0.0
    n = s.players
    for r in range(1, len(D.REGIONS)):
        discs = s.ship_discs[r]
        mine = discs.count(p)
        if not (s.opened >> r & 1):
            if mine and discs:
                # Share of the Governor: the seat's share of the discs, more the fuller the track.
                counts = [discs.count(q) for q in range(n)]
                leader = max(counts)
                share = 1.0 if mine == leader else mine / (leader + mine)
                total += GOVERNOR_VALUE * share * len(discs) / D.SHIPPING[r]
            total += 0.3 * mine  # presence for the draws and occupations once it opens
        else:
            top = E.deck_top(s, D.REGION_DECK[r])
            if top is not None:
                total += PRESENCE_VALUE * min(E.presence(s, p, r), D.CARDS[top].value + 1)
    return total


def _actions_open_now(s: EndeavorState, p: int) -> bool:
    """Whether seat ``p`` still has this round's Action phase ahead (it has not passed)."""
    if s.phase in ("build", "payment"):
        return True
    return s.phase == "action" and not (s.done >> p & 1)


def _usable_actions(s: EndeavorState, p: int, later: int) -> tuple[float, int]:
    """(actions the seat can still take, Harbor discs among them): discs to place, capped by where to place them.

    Discs: the Harbor plus what Culture will still grow from the supply. Places:
    this round, the free buildings that have an action; each later round about
    one more than the smaller of its action buildings and its Payments (a new
    building, a Payment action); and every blue token held.
    """
    blds = s.buildings[p]
    busy = s.busy[p]
    with_action = [i for i, b in enumerate(blds) if D.BUILDINGS[b].spec is not None]
    free = sum(1 for i in with_action if not busy >> i & 1)
    pays = E.payments(s, p)
    cap_now = 0
    if _actions_open_now(s, p):
        cap_now = free
        if s.phase in ("build", "payment"):
            cap_now = min(len(with_action) + (s.phase == "build"), free + pays)
    cap_later = min(len(with_action) + 1, pays + 1)
    blue = sum(s.tokens[D.NKINDS * p + k] for k in D.BLUE_KINDS)
    grow_rounds = later + (1 if s.phase == "build" else 0)
    growth = min(s.supply[p], E.growth(s, p) * grow_rounds)
    places = cap_now + later * cap_later + (blue if (later or cap_now) else 0)
    harbor = s.harbor[p]
    usable = min(harbor + growth, places)
    return float(usable), min(harbor, usable)


def estimate(ruleset: object, s: EndeavorState) -> list[float]:
    """Estimated final glory per seat (see the module docstring for what counts)."""
    totals = scoring.totals(s)
    if s.phase == "over":
        return [float(t) for t in totals]
    later = 0 if s.last_round else ROUNDS - s.round  # whole rounds after this one
    builds_ahead = later + (1 if s.phase == "build" else 0)
    out = []
    for p in range(s.players):
        value = float(totals[p])
        tracks = s.tracks[4 * p : 4 * p + 4]
        if builds_ahead or _actions_open_now(s, p):
            value += TRACK_SLACK * sum(_track_slack(v) for v in tracks)
        # The engine: better buildings still to build, actions still to take.
        builds_left = min(builds_ahead, D.BUILDING_SPACES - len(s.buildings[p]))
        value += BUILD_VALUE * E.build_level(s, p) * builds_left
        usable, from_harbor = _usable_actions(s, p, later)
        # A Harbor disc used for an action no longer scores its third of a glory at the end.
        value += ACTION_VALUE * usable - from_harbor / scoring.HARBOR_DISCS_PER_GLORY
        slots = E.card_slots(s, p) - len(s.cards[p])
        over = E.cards_over_limit(s, p)
        if over > 0:
            cards = sorted(D.CARDS[c].glory for c in s.cards[p] if not D.CARDS[c].governor)
            value -= sum(cards[:over]) + over  # the weakest go, with their icons
        elif slots > 0:
            value += SLOT_VALUE * min(slots, builds_ahead)
        if not s.abolished:
            value -= SLAVERY_RISK * sum(1 for c in s.cards[p] if D.CARDS[c].slavery)
        if builds_ahead or _actions_open_now(s, p):
            value += _presence_value(s, p)
        if s.step == "action" and s.current == p and s.pending is not None:
            # Mid-activation: the disc has left the Harbor, the action it pays for is still to come.
            spec = D.parse_spec(s.pending[0])
            parts = (2 if spec.mode == "both" else 1) - len(s.pending[1])
            value += ACTION_VALUE * max(0, parts)
        out.append(value)
    return out
