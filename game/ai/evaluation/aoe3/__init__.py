"""Age of Empires III: an estimate of each seat's final victory points from the visible position.

The rulebook's VP come from four places (End of Game and Scoring): the three
colony scorings (turns 3, 6, 8), the discovery counters and cards, the capital
buildings, and the economy (turn 8's income from goods and ships). The
estimate (``estimate.py``) is the VP already banked plus what the position will
still turn into VP, in VP:

- **colonies** (``colonies.py``): each scoring still to come scores the colonies
  as they will stand, the units waiting on the Colonist Dock (or a building's
  free colonists to settle) sent to their owner's best region first. A scoring
  some turns away is uncertain (more units will land, Soldiers fight), so its
  points blend the exact majority points with a proportional share of the
  region's 8 points (the blend moves toward the share the further the scoring is);
- **goods and ships** (``goods.py``): the turn 8 economy VP is at least today's
  income; each dollar of income is also money on every turn still to come; goods
  not yet in a paying set count for the expected gain of one more random good
  (from the public mix of face-down goods) while turns remain;
- **money** is worth ``MONEY_VALUE`` VP a dollar up to what the turns left can
  spend on capital buildings (about one a turn at the Age's price), nearly
  nothing beyond that and after turn 8's Capital Buildings box;
- **buildings** (``buildings.py``): printed VP and end formulas as they stand
  now, plus what their every-turn benefits will still bring (units, dollars,
  goods) on the turns left;
- **units**: units in hand (this turn's placements, or next turn's), and units
  already placed in event boxes not resolved yet, valued by what the box gives:
  Initiative dollars, the best trade good shown (picked in slot order), the
  merchant ship for the leader in Merchant Shipping (in full once no other seat
  can pass it with the units it still holds), the best building affordable in the
  Capital Buildings box, a specialist, an expedition in the Discovery box
  (``exploration.py``: its chance against the counters of the undiscovered
  regions: a counter returned face up is known, a face-down one is valued over
  the public mix of unused counters, never its hidden identity).

Only what every player sees is read: the generator, and the order of the
face-down piles, never. The weights (``weights.py``) are a judgement tuned by
play (docs/ai.md); the game's score is only read from ``rules.aoe3.scoring``.
``pointless`` names the moves no player makes (an expedition that cannot succeed).
"""

from __future__ import annotations

from rules.aoe3.data import COUNTERS

from .estimate import estimate
from .exploration import pointless

__all__ = ["COUNTERS", "estimate", "pointless"]

#: Normal's search here is a number of iterations, its one-and-a-half seconds only the limit. On a one-second clock
#: it did a median 95-255 iterations a decision on a loaded machine and 300-600 on a quiet one, so its strength
#: was the machine's: 400 iterations (a median 0.6 s on a quiet core) won 13 of 16 games against two Greedy where
#: the clock won 30 of 64 on the same and other seeds (docs/ai.md). A fixed search also plays the same game on
#: every machine, for a player and for a measurement. Hard searches the same way three times as far, within its
#: three seconds.
SEARCH_SIZES = {"normal": (400, 1.5), "hard": (1200, 3.0)}

#: Hard here searches as Normal does (PUCT over evaluated priors, each new leaf judged at once), not by halving
#: over Greedy's four best moves with Greedy playouts: a Greedy ply costs a few milliseconds here (about 25
#: placements, each estimated), so playouts bought a tenth of the iterations, and that Hard, though it beat two
#: Greedy 14 times in 20, won 1 of 8 against two 400-iteration Normal where 1,200 iterations without playouts won
#: 3 of 8 on other seeds and raised its margin over the other seats by 5 VP on the same seeds as Normal in its
#: chair; at the issue's 20 games it won 11 against two Normal and 14 against two Greedy (docs/ai.md, "Hard on
#: Age of Empires III").
SEARCH_SHAPES = {"hard": {"root_candidates": 0, "playout_plies": 0}}
