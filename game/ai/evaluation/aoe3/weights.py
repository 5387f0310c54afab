"""The weights of the Age of Empires III estimate, in VP: a judgement tuned by play (docs/ai.md).

Kept in one place so that a tuning run (``bench/bench_aoe3_eval.py --set NAME=VALUE``) finds them all.
"""

from __future__ import annotations

#: VP a dollar is worth while capital buildings can still be bought ($20 buys about 6-8 VP in Age III).
MONEY_VALUE = 0.3
#: VP a dollar is worth once nothing can be bought any more (only the tie-break: most money).
MONEY_END = 0.01
#: Capital buildings a seat can count on buying a turn (the money beyond them has nothing to buy).
BUY_PER_TURN = 1.0
#: VP of one unit to place (a colonist); specialists add their extra below.
UNIT_VALUE = 1.0
#: Extra VP of a specialist over a colonist, by unit index (captain, merchant, missionary, soldier).
SPECIALIST_EXTRA = (0.0, 0.4, 0.4, 0.7, 0.3)
#: Share of the region's points a far scoring is worth by presence alone, per turn before it.
SOFT_PER_TURN = 0.25
#: At most this share of a scoring is the proportional guess (the rest is the present majority).
SOFT_MAX = 0.35
#: Chance that the leader in Merchant Shipping keeps the ship while another seat could still pass it.
SHIP_LEAD_CHANCE = 0.1
#: Income-equivalent of a merchant ship beyond what it adds to today's sets (a wild good for later goods).
SHIP_BASE = 1.0
#: Weight of the expected gain of one more good, while goods can still come.
GOOD_POTENTIAL = 1.0
#: How far a good's value counts the set two more goods would make with it (0: one more good only). In full
#: (1.0) Greedy took goods over expeditions: regions found in 8 all-Greedy games fell from 48 to 38 of 64.
SET_LOOKAHEAD = 0.3
#: Value of an expedition left waiting in the Discovery box to a later turn, against one launched this turn.
DISCOVERY_WAIT = 0.7
#: Value of a unit kept in the Discovery box for a later expedition (an expedition that fails loses its units).
#: An expedition is gathered one placement at a time, so this is also what its first unit looks worth. At 0.4,
#: once warfare was valued, 20 all-Greedy games found 97 of 160 regions (93 on seeds 20-39); at 0.6, 120 (125),
#: with Battles still fought (69 and 91) and Greedy with 0.6 against two with 0.4 even (-0.1 VP, s.e. 2.4).
DISCOVERY_KEEP = 0.6
#: Value of one extra capital-building privilege per turn left (dock space, expedition bonus, free war).
PRIVILEGE_PER_TURN = 0.3
#: VP of each place ahead in the next turn's order (Initiative): the earlier seat takes the first dock space,
#: the first goods and buildings, explores first and wins Merchant Shipping ties. At 0.4 Greedy crowded the
#: Initiative box and explored less (regions found in 8 all-Greedy games: 48 of 64 without it, 38 with it).
ORDER_VALUE = 0.1
#: Share of a battle a seat's Soldiers could fight on a later turn that the position counts now (it needs a
#: colonist in the Warfare box then, and the other seats answer in between). Greedy with 0.35 against the
#: evaluation without warfare: -10.4 VP a game (18 games); 0.15: -0.4; 0: -1.6 (docs/ai.md); with 0 hardly
#: any Soldier reaches a colony, so no battle can be fought.
THREAT = 0.08
