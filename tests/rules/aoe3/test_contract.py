"""The contract kit on Age of Empires III at every player count (few seeds: games are long)."""

import pytest

import rules
from tests.contract import check_contract


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_contract_kit_passes(players):
    rs = rules.get("aoe3")
    report = check_contract(rs, players=(players,), seeds=range(2), thorough_every=3, sample_legal=6)
    assert report.games == 2


def test_every_prompt_names_its_rulebook_section_and_every_action_has_a_label():
    import random

    rs = rules.get("aoe3")
    rnd = random.Random(5)
    s = rs.new_game(4, 5)
    kinds = set()
    while not rs.is_over(s):
        prompt = rs.prompt(s)
        assert prompt.rule[:2] in ("A.", "B.", "D."), prompt
        assert prompt.text.startswith(rs.seat_title(prompt.seat))  # "Red (England): ..."
        kinds.add(prompt.kind)
        actions = rs.legal_actions(s)
        for a in actions:
            assert rs.describe(s, a) and "=" not in rs.describe(s, a)
        s = rs.apply(s, rnd.choice(actions))
    assert {"place", "dock", "buy", "expedition"} <= kinds
    assert rs.prompt(s).seat is None


def test_heuristic_gives_an_estimate_per_seat():
    rs = rules.get("aoe3")
    s = rs.new_game(3, 2)
    assert len(rs.heuristic(s)) == 3


def test_a_box_resolved_space_by_space_names_the_deciding_space_in_its_prompt():
    """B.3, B.5, B.8: the boxes resolve space by space, and a player with two units there decides twice, so each
    prompt says which space is deciding (Trade Goods space 2, Capital Buildings space 1, Warfare space 3)."""
    import random

    rs = rules.get("aoe3")
    rnd = random.Random(3)
    s = rs.new_game(3, 3)
    named = {"good": "Trade Goods space", "buy": "Capital Buildings space", "warfare": "Warfare space"}
    seen = set()
    while not rs.is_over(s) and len(seen) < len(named):
        kind = s.pending[0]
        if kind in named:
            assert f"({named[kind]} {s.pending[2] + 1})" in rs.prompt(s).text, rs.prompt(s).text
            seen.add(kind)
        s = rs.apply(s, rnd.choice(rs.legal_actions(s)))
    assert seen == set(named)
