"""Where a picked trade good, building or specialist can be put down, and why not elsewhere.

The rules aim each resolution choice at the deciding unit's space (``box:trade_goods:2``); a player
reaching for a good thinks of it as theirs, so their seat's mat (``mat:<seat>``) is a target too: a
drop there, or a click on the good and then on the mat, takes it. Likewise a unit chosen for an
expedition is one of the player's own in the Discovery box: a click on it sends it. A drop anywhere
else is explained in the board's words (which box space, whose mat), never with an id.
"""

from __future__ import annotations

from typing import Any

from rules.aoe3.board import seat_name
from rules.aoe3.data import BUILDINGS, GOOD_NAMES, UNITS
from rules.aoe3.placement import AREA_FIELDS, BOX_NAMES
from rules.core import Action

#: The actions that bring something onto the deciding seat's mat: a good taken, a building bought, a specialist
#: trained. Their own targets (the unit's box space, the seat's band) stay; the mat is added.
TO_MAT = ("take_good", "buy", "train")

#: The pending decision each picked source belongs to, and the event box its unit stands in.
DECISION_BOX = {"good": "trade_goods", "buy": "capital_buildings", "train": "specialists"}


def mat_id(seat: int) -> str:
    return f"mat:{seat}"


def mat_seat(element: str | None) -> int | None:
    """The seat whose mat ``element`` lies on (the mat itself, its band, its unit chips, its buildings), else None."""
    if not element:
        return None
    kind, _, key = element.partition(":")
    seat = key.split(":", 1)[0]
    if kind in ("mat", "supply", "colonist") and seat.isdigit():
        return int(seat)
    return None


class TargetsMixin:
    """The Age of Empires III view's ``annotate`` and ``explain_drop`` (``self.ruleset`` comes from the view)."""

    def annotate(self, state: Any, actions: list[Action]) -> list[Action]:
        """Taking a good, buying a building and training also aim at the deciding seat's own mat; sending a unit
        on an expedition also at that seat's units of its kind in the Discovery box (a click on one sends it); a
        unit placed in Merchant Shipping or Discovery at any unit already there (the area takes it anywhere)."""
        out = []
        for a in actions:
            if a.kind in TO_MAT and a.source:
                a = Action(a.kind, a.seat, a.params, a.source, (*a.targets, mat_id(a.seat)))
            elif a.kind == "place" and a.get("box") in AREA_FIELDS:  # an area takes a unit anywhere in it
                held = len(getattr(state, AREA_FIELDS[a["box"]]))
                a = Action(
                    a.kind,
                    a.seat,
                    a.params,
                    a.source,
                    (*a.targets, *(f"box:{a['box']}:{k}" for k in range(1, held + 1))),
                )
            elif a.kind == "send" and a.get("unit") in UNITS:
                unit = UNITS.index(a["unit"])
                mine = [f"box:discovery:{k + 1}" for k, e in enumerate(state.discovery) if e == (a.seat, unit)]
                a = Action(a.kind, a.seat, a.params, a.source, (*a.targets, *mine))
            out.append(a)
        return out

    def explain_drop(self, state: Any, source: str, element: str | None) -> str | None:
        """Why a picked good, building or specialist cannot go on ``element``: where it can go, named as printed."""
        pending = getattr(state, "pending", None)
        if not pending or pending[0] not in DECISION_BOX:
            return None
        seat = pending[1]
        what = _picked(state, pending[0], source)
        if what is None:
            return None
        if pending[0] == "train":
            where = f"on your own mat, {seat_name(seat)}'s"
        else:
            space = f"{BOX_NAMES[DECISION_BOX[pending[0]]]}, space {pending[2] + 1}"
            where = f"on your unit's space ({space}) or on your own mat, {seat_name(seat)}'s"
        other = mat_seat(element)
        if other is not None and other != seat:
            return f"{what[:1].upper()}{what[1:]} is yours to take, not {seat_name(other)}'s: put it {where}."
        return f"Put {what} {where}: the glowing places."

    def explain_press(self, state: Any, element: str) -> str | None:
        """A building (or good) clicked while buying (or taking a good) that no move takes: the rules' reason."""
        pending = getattr(state, "pending", None)
        if not pending or pending[0] not in ("buy", "good"):
            return None
        kind, _, key = element.partition(":")
        if pending[0] == "buy" and kind == "building" and key in state.building_display:
            return self.ruleset.explain(state, Action.make("buy", pending[1], building=key))
        if pending[0] == "good" and kind == "good" and key.isdigit() and int(key) < len(state.goods_display):
            return self.ruleset.explain(state, Action.make("take_good", pending[1], good=state.goods_display[int(key)]))
        return None


def _picked(state: Any, decision: str, source: str) -> str | None:
    """The words for the picked ``source`` in this decision (None: not a piece this decision moves)."""
    kind, _, key = source.partition(":")
    if decision == "good" and kind == "good" and key.isdigit() and int(key) < len(state.goods_display):
        return f"the {GOOD_NAMES[state.goods_display[int(key)]]}"
    if decision == "buy" and kind == "building" and key in BUILDINGS:
        return BUILDINGS[key].name
    if decision == "train" and source == "box:specialists:training":
        return "the trained specialist"
    return None
