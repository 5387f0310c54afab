"""Warfare in the Age of Empires III evaluation: Battles and Wars where they change a majority (issue 14).

Each position is made by hand so that the better move is plain to a player of the game.
"""

import pytest

from game.ai import make_agent
from game.ai.evaluation import aoe3 as ev
from game.ai.evaluation import evaluate
from rules.aoe3.data import COLONIST, REGION_IDS, SOLDIER
from rules.aoe3.state import tset
from tests.game.ai.aoe3_positions import RS, play, resolve_from, start

CARIBBEAN = REGION_IDS.index("caribbean")
PERU = REGION_IDS.index("peru")
BRAZIL = REGION_IDS.index("brazil")


def units(colonist=0, soldier=0):
    return (colonist, 0, 0, 0, soldier)


def with_colonies(s, **per_region):
    """``s`` with the colonies given per region id: a tuple of per-seat unit tuples; those regions discovered."""
    for rid, per_seat in per_region.items():
        r = REGION_IDS.index(rid)
        s.colonies = tset(s.colonies, r, per_seat)
        s.discovered = tset(s.discovered, r, True)
    return s


def greedy(s, seat=0):
    return make_agent("greedy", RS, seed=2).choose(s, seat)


def test_a_colonist_goes_to_the_warfare_box_when_a_battle_there_takes_a_majority():
    """Turn 3 (a scoring turn), placement: seat 0's two Soldiers and a colonist stand against seat 1's four
    colonists in the Caribbean. A colonist in the Warfare box fights the Battle that leaves seat 1 two units,
    too few to score, and seat 0's three first: the Warfare box is the seat's best placement."""
    s = start(turn=3, hand=(units(1), units(), units()))
    s = with_colonies(s, caribbean=(units(1, 2), units(4), units()))
    action = greedy(s)
    assert action["box"] == "warfare"
    placed = RS.apply(s, action)
    elsewhere = RS.apply(s, next(a for a in RS.legal_actions(s) if a.get("box") == "initiative"))
    assert ev.estimate(RS, placed)[0] > ev.estimate(RS, elsewhere)[0] + 3


def test_a_soldier_lands_where_it_can_break_a_rivals_majority():
    """Seat 0 has a colonist in the Warfare box and a Soldier on the Colonist Dock. Alone in Peru with two
    colonists, the Soldier would make the colony's first place there (6 VP); in the Caribbean, against seat 1's
    three, it ties and its Battle then kills one of them: seat 0 first, seat 1 out of the scoring. A player
    sends it to the Caribbean: the same 6 VP, and the rival loses its 6. Before it sails, the estimate already
    lands it there (its value is the best landing's)."""
    s = start(turn=3, warfare=((0, COLONIST), None, None))
    s.dock = tset(s.dock, 0, (0, SOLDIER))
    s = with_colonies(s, caribbean=(units(2), units(3), units()), peru=(units(2), units(), units()))
    s = resolve_from(s, "dock")
    assert s.pending[0] == "dock"
    assert greedy(s)["region"] == "caribbean"
    best = max(evaluate(RS, RS.apply(s, a))[0] for a in RS.legal_actions(s))
    assert evaluate(RS, s)[0] == pytest.approx(best, abs=0.01)


def test_the_enemy_soldier_is_killed_before_a_colonist():
    """Seat 0's Soldier kills one of seat 1's units in the Caribbean (seat 1: a Soldier and three colonists).
    Killing the Soldier leaves seat 1 nothing to fight with on a later turn; killing a colonist leaves it a
    Soldier that can still break seat 0's lead there. (The casualties are taken off only once both sides have
    chosen: the estimate counts those chosen so far, else every choice would look alike.)"""
    s = start(turn=2, warfare=((0, COLONIST), None, None))
    s = with_colonies(s, caribbean=(units(4, 1), units(3, 1), units()))
    s = resolve_from(s, "warfare")
    s = play(s, ["battle"])
    assert s.pending[:3] == ("kill", 0, 1)
    kills = {a["unit"]: a for a in RS.legal_actions(s)}
    soldier, colonist = RS.apply(s, kills["soldier"]), RS.apply(s, kills["colonist"])
    assert evaluate(RS, soldier)[0] > evaluate(RS, colonist)[0]
    assert greedy(s)["unit"] == "soldier"


def test_a_war_on_two_majorities_is_worth_more_than_one_battle():
    """A colonist in the Warfare box with $20: in both the Caribbean and Peru seat 0's Soldiers can break seat
    1's first place. A War ($10) fights both battles, a Battle one; the box is worth more with both colonies to
    take than with one."""
    two = start(turn=3, money=(20, 10, 10), warfare=((0, COLONIST), None, None))
    two = with_colonies(two, caribbean=(units(1, 2), units(4), units()), peru=(units(1, 2), units(4), units()))
    one = start(turn=3, money=(20, 10, 10), warfare=((0, COLONIST), None, None))
    one = with_colonies(one, caribbean=(units(1, 2), units(4), units()), peru=(units(3), units(4), units()))
    assert ev.estimate(RS, two)[0] - ev.estimate(RS, two)[1] > ev.estimate(RS, one)[0] - ev.estimate(RS, one)[1] + 10
    s = resolve_from(two, "warfare")
    assert greedy(s).kind == "war"


def test_soldiers_that_can_break_a_lead_later_are_a_threat_to_it():
    """Turn 4, no Warfare colonist yet: seat 1's two Soldiers beside seat 0's four colonists in the Caribbean
    put seat 0's first place there at risk in a later turn; the same two units as colonists do not."""
    armed = with_colonies(start(turn=4), caribbean=(units(4), units(1, 2), units()))
    calm = with_colonies(start(turn=4), caribbean=(units(4), units(3), units()))
    assert ev.estimate(RS, armed)[0] < ev.estimate(RS, calm)[0]
    assert ev.estimate(RS, armed)[1] > ev.estimate(RS, calm)[1]
