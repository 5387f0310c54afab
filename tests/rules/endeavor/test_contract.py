"""The contract kit on Endeavor: random legal games for 3, 4 and 5 players keep every promise of rules/core.py."""

import rules
from tests.contract import check_contract


def test_endeavor_is_registered():
    assert rules.get("endeavor").title == "Endeavor"


def test_contract_kit_passes_for_three_four_and_five_players():
    rs = rules.get("endeavor")
    report = check_contract(rs, players=(3, 4, 5), seeds=range(4), option_sets=[{}], thorough_every=3)
    assert report.games == 12


def test_contract_kit_passes_with_the_age_of_expansion_buildings():
    rs = rules.get("endeavor")
    options = {"aoe_buildings": True}
    report = check_contract(rs, players=(3, 4, 5), seeds=range(3), option_sets=[options], thorough_every=3)
    assert report.games == 9


def test_contract_kit_passes_with_each_prominence_tile():
    rs = rules.get("endeavor")
    option_sets = [
        {"prominence": "military_buildup"},
        {"prominence": "political_agenda", "aoe_buildings": True},
        {"prominence": "naval_superiority"},
    ]
    report = check_contract(rs, players=(3, 5), seeds=range(2), option_sets=option_sets, thorough_every=3)
    assert report.games == 12


def test_contract_kit_passes_with_changing_alliances():
    rs = rules.get("endeavor")
    options = {"prominence": "changing_alliances"}
    report = check_contract(rs, players=(4, 5), seeds=range(2), option_sets=[options], thorough_every=3)
    assert report.games == 4


def test_contract_kit_passes_with_the_age_of_expansion_cards():
    rs = rules.get("endeavor")
    option_sets = [{"aoe_cards": True}, {"aoe_cards": True, "aoe_buildings": True, "prominence": "military_buildup"}]
    report = check_contract(rs, players=(3, 5), seeds=range(2), option_sets=option_sets, thorough_every=3)
    assert report.games == 8
