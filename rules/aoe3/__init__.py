"""Age of Empires III: The Age of Discovery (``aoe3``), the rules engine.

Eight turns in three Ages: players place colonists and specialists in the
event boxes, the boxes resolve top to bottom (Initiative, Colonist Dock, Trade
Goods, Merchant Shipping, Capital Buildings, Discovery, Specialists, Warfare),
then income, building benefits and refreshes; colonies score at the end of
turns 3, 6 and 8. Hidden things (discovery counters, the goods pile, building
stacks, discovery cards) are drawn from ``state.rng`` when they are revealed.

Element ids used in ``Action.source``/``targets`` and ``Event.targets``:

- ``box:initiative:<1-5>``, ``box:dock:<1-12|X|Y>``, ``box:trade_goods:<1-4>``,
  ``box:merchant_shipping:<n>`` (n-th unit in the area; ``:ship`` the ship),
  ``box:capital_buildings:<1-5>``, ``box:discovery`` and ``box:discovery:<n>``,
  ``box:specialists:<captain|merchant|missionary|soldier|training>``,
  ``box:warfare:<1-3>``
- ``region:<id>`` (ids in data/regions.json), ``counter:<region>`` (its discovery
  counter), ``deck:discovery`` (the discovery cards)
- ``colonist:<seat>`` (the player's colonists still to place: the source of a
  colonist's placement; also a free colonist from the unused supply),
  ``supply:<seat>:<captain|merchant|missionary|soldier>`` (the player's specialists
  of that kind still to place), ``supply:<seat>`` (the units a player receives
  for next turn, e.g. a trained specialist)
- ``building:<id>`` (a capital building, shown or owned), ``good:<i>`` (the i-th
  trade good shown beside the Trade Goods box), ``good:<region>`` (a region's
  printed good, claimed by the first player with three colonists there)
"""

import rules
from rules.aoe3.ruleset import Aoe3

AOE3 = rules.register(Aoe3())

__all__ = ["AOE3", "Aoe3"]
