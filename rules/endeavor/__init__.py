"""Endeavor (base game): the rules engine, registered as ``endeavor``.

Modules: ``data`` (component tables read from ``data/*.json``), ``state`` (the state
layout, documented there), ``actions`` (interned actions with their element ids),
``readings`` (levels, presence, what lies where), ``options`` (the legal choices),
``effects`` (what each action changes), ``engine`` (setup, the flow of phases and
turns, ``play``; re-exports the three before), ``text`` (prompts, labels, reasons),
``scoring`` (final and provisional scores, ranking), ``ruleset`` (the contract).

Element ids used in ``Action.source`` / ``Action.targets`` / ``Event.targets``
(the board view relies on them; see /tmp/interfaces.md):

- ``build building=<id>``: source ``market:<building_id>``, target ``building:<seat>:<slot>`` (the next empty space).
- ``payment slot=<i>`` (Payment phase and the Payment action): source ``building:<seat>:<slot>``,
  target ``harbor:<seat>``.
- ``activate slot=<i>``: source ``harbor:<seat>``, target ``building:<seat>:<slot>``.
- ``use_token token=<kind>``: source and target ``tokens:<seat>``.
- ``ship region=<region>``: source ``harbor:<seat>``, target ``shipping:<region>:<i>`` (i = 0 is the first space
  filled, the furthest from the stack); a Ship to a full track targets ``region:<region>``.
- ``occupy city=<CITY>`` and ``attack city=<CITY>``: source ``harbor:<seat>``, target ``city:<CITY>``.
- ``draw stack=<deck>``: no source, target ``stack:<deck>`` (deck = a region id, ``europe`` or ``slavery``).
- ``discard card=<card_id>``: source ``card:<seat>:<card_id>``, target ``stack:<deck>``.
- ``pass``, ``done`` (stop after the first part of a '+' building, or decline a mobilization): no element.

Age of Expansion buildings (option ``aoe_buildings``):

- ``fortify city=<CITY>``: no source, target ``city:<CITY>``.
- ``trade space=<element>``: no source, target the board element holding the token (``city:<CITY>``,
  ``link:<A>-<B>`` or ``shipping:<region>:<i>``); then ``trade_give token=<kind>``: source ``tokens:<seat>``,
  target the same element.
- ``mobilize slot=<i>``: source and target ``building:<seat>:<slot>`` (the conscript on that building); the
  bonus action that follows keeps the ids above.

Prominence (option ``prominence``; the tile's spots are new element ids, ``prominence:<spot>``):

- ``prominence spot=<spot>`` (an Occupy or Draw, as the tile says, placing on the tile instead): source
  ``harbor:<seat>``, target ``prominence:<spot>``.
- Military Buildup: ``attack city=<CITY> casualty=<spot>``: targets ``city:<CITY>`` and ``prominence:<spot>``.
- ``draw stack=slavery card=<card_id>``: the face-up Slavery cards, drawn in any order; target ``stack:slavery``.
- Naval Superiority: ``sail spot=<spot> region=<region>`` (before acting, once a turn): source
  ``prominence:<spot>``, target ``sea:<region>`` (the region's open sea, a new element id).
- Changing Alliances: the two boxes are the spots ``prominence:orange`` and ``prominence:green``.

Age of Expansion cards (option ``aoe_cards``); a card's decision may belong to another seat (``to_move``):

- ``attach card=<guest> host=<host>`` (Merchant Fleet / Crown Charters, when discarding): source
  ``card:<seat>:<guest>``, target ``card:<seat>:<host>``; ``reserve card=<id>`` (Port of Dejima): source
  ``card:<seat>:<id>``; ``done`` keeps the cards when within the limit.
- ``raid token=<kind>`` (an Attack taking a token from Flota de Indias), ``take_token token=<kind>`` (Company
  Raj): target ``tokens:<seat>``.
- ``mobilize card=<id>`` (the Conquistadors' conscript): source and target ``card:<seat>:<id>``.
- ``payment slot=<i>`` (a Subsidy), ``lose slot=<i>`` (Great Plague): source ``building:<seat>:<slot>``;
  ``marry seats=[a,b]`` (Marriage Alliance); ``fortify city=<CITY>`` (Peace of Utrecht); ``spend_wealth``
  (Smallpox Vaccine): source ``tokens:<seat>``; ``repel city=<CITY>`` (Declaration of Independence): target
  ``city:<CITY>``; ``done`` declines.

Events also name ``link:<A>-<B>``, ``region:<region>``, ``track:<seat>:<track>``, ``supply:<seat>``,
``tokens:<seat>`` and ``card:<seat>:<card_id>``.
"""

import rules
from rules.endeavor.ruleset import Endeavor

ENDEAVOR = rules.register(Endeavor())

__all__ = ["ENDEAVOR", "Endeavor"]
