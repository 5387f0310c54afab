"""Endeavor: an estimate of each seat's final glory from the current position.

The provisional score sheet (the game scored as if it ended now) is the base;
to it are added the values of what will still turn into glory:

- **tracks**: a track's glory slides down to the last glory space; while rounds
  remain, the part above that space counts for ``TRACK_SLACK`` of itself, since
  later icons will carry it to the next space;
- **the engine**, per round still to come: discs that will grow from the supply
  into the Harbor (Culture, capped by the supply left), discs freed from
  buildings by Payments (Wealth), better buildings to build (Industry, capped by
  the empty building spaces), and card slots to fill (Influence);
- **the Harbor** and **blue trade tokens**: each is an action still to take
  (worth ``ACTION_VALUE``) while rounds remain; at the end only Harbor/3 scores;
  an activation under way counts its parts still to take the same way;
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

__all__ = ["estimate", "rounds_left"]

ROUNDS = 7
#: Glory one action (a disc or a blue token used) is worth on average while rounds remain.
ACTION_VALUE = 0.9
#: Share of the track points above the last glory space that count while rounds remain.
TRACK_SLACK = 0.6
#: Glory per future build, per Industry build level (a level-L building carries about L/2+1 icons).
BUILD_VALUE = 0.35
#: Glory per Payment per remaining round (a freed disc is another action later).
PAYMENT_VALUE = 0.3
#: Glory per free card slot while cards remain to draw.
SLOT_VALUE = 0.5
#: Glory of a Governor card to its taker (its card glory and icons, less the Governor-space glory lost).
GOVERNOR_VALUE = 2.0
#: Glory per point of presence in an open region (drawing the better cards), up to the top card's value.
PRESENCE_VALUE = 0.25
#: Expected loss per Slavery card held while slavery is not abolished.
SLAVERY_RISK = 0.5


def rounds_left(s: EndeavorState) -> float:
    """Rounds of play still to come, counting the part of the current round not yet played."""
    if s.phase == "over":
        return 0.0
    if s.phase == "build":
        part = 1.0
    elif s.phase == "payment":
        part = 0.85
    else:
        passed = bin(s.done).count("1")
        part = 0.7 * (s.players - passed) / s.players
    later = 0 if s.last_round else ROUNDS - s.round
    return later + part


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


def estimate(ruleset: object, s: EndeavorState) -> list[float]:
    """Estimated final glory per seat (see the module docstring for what counts)."""
    totals = scoring.totals(s)
    left = rounds_left(s)
    if left <= 0.0:
        return [float(t) for t in totals]
    later = min(left, ROUNDS)
    out = []
    for p in range(s.players):
        value = float(totals[p])
        tracks = s.tracks[4 * p : 4 * p + 4]
        value += TRACK_SLACK * sum(_track_slack(v) for v in tracks)
        # Engine: future discs and builds.
        builds_left = min(int(later + 0.999), D.BUILDING_SPACES - len(s.buildings[p]))
        value += BUILD_VALUE * E.build_level(s, p) * builds_left
        growth = min(s.supply[p], E.growth(s, p) * int(later))
        busy = bin(s.busy[p]).count("1")
        freed = min(E.payments(s, p) * int(later), busy + growth)
        blue = sum(s.tokens[D.NKINDS * p + k] for k in D.BLUE_KINDS)
        actions = s.harbor[p] + blue + growth
        value += ACTION_VALUE * actions + PAYMENT_VALUE * freed
        value -= s.harbor[p] // scoring.HARBOR_DISCS_PER_GLORY  # Harbor discs are counted as actions instead
        slots = E.card_slots(s, p) - len(s.cards[p])
        over = E.cards_over_limit(s, p)
        if over > 0:
            cards = sorted(D.CARDS[c].glory for c in s.cards[p] if not D.CARDS[c].governor)
            value -= sum(cards[:over]) + over  # the weakest go, with their icons
        elif slots > 0:
            value += SLOT_VALUE * min(slots, int(later + 0.999))
        if not s.abolished:
            value -= SLAVERY_RISK * sum(1 for c in s.cards[p] if D.CARDS[c].slavery)
        value += _presence_value(s, p)
        if s.step == "action" and s.current == p and s.pending is not None:
            # Mid-activation: the disc has left the Harbor, the action it pays for is still to come.
            spec = D.parse_spec(s.pending[0])
            parts = (2 if spec.mode == "both" else 1) - len(s.pending[1])
            value += ACTION_VALUE * max(0, parts)
        out.append(value)
    return out
