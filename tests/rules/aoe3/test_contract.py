"""The contract kit on Age of Empires III at every player count (few seeds: games are long)."""

import pytest

import rules
from tests.contract import check_contract


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_contract_kit_passes(players):
    rs = rules.get("aoe3")
    report = check_contract(rs, players=(players,), seeds=range(2), thorough_every=3, sample_legal=6)
    assert report.games == 2
