"""The rules reference: one per game, entries that link only to entries that exist, variant flags that name real
options, and a search that finds a rule by its other names, through a typo and in any word order."""

from __future__ import annotations

import pytest

import rules
from game.reference import available, load
from game.reference.search import distance, search


def test_every_shipped_game_has_a_reference():
    assert set(available()) == {rs.id for rs in rules.all()}


@pytest.mark.parametrize("game", available())
def test_cross_links_and_variant_flags_lead_to_entries_that_exist(game):
    ref = load(game)
    for entry in ref.entries:
        assert entry.text and entry.title and entry.section, entry.id
        for target in entry.see:
            assert target in ref, f"{entry.id} links to {target}"
        for change in entry.changes:
            assert change.see in ref, f"{entry.id} flags {change.by} with {change.see}"


@pytest.mark.parametrize("game", available())
def test_titles_are_unique_so_the_list_can_name_an_entry(game):
    titles = [e.title for e in load(game).entries]
    assert len(set(titles)) == len(titles)


@pytest.mark.parametrize("game", available())
def test_a_flagged_variant_is_an_option_the_game_really_offers(game):
    offered = {o.id: o.choices for o in rules.get(game).options()}
    ref = load(game)
    keys = [c.option for e in ref.entries for c in e.changes] + [e.option for e in ref.entries if e.option]
    for key in keys:
        name, _, value = key.partition("=")
        assert name in offered, key
        if value:
            assert value in offered[name], key


def test_a_map_s_rule_changes_are_flagged_on_the_base_entries():
    ref = load("steam")
    flagged = {c.by for c in ref.get("build-costs").changes}
    assert flagged == {"Tasmania", "Venezuela", "Japan"}
    assert "Venezuela" in {c.by for c in ref.get("goods-growth").changes}


def _top(game: str, query: str) -> str:
    found = search(load(game), query)
    assert found, query
    return found[0].id


@pytest.mark.parametrize(
    "query, entry",
    [
        ("Expedite", "ship"),
        ("Port", "harbor"),
        ("Wages", "payment-phase"),
        ("Finance", "wealth"),
        ("Politics", "influence"),
        ("Expedition Track", "shipping-track"),
        ("Building Block", "building-phase"),
    ],
)
def test_the_base_rulebook_s_words_lead_to_the_project_s_entries(query, entry):
    assert _top("endeavor", query) == entry


@pytest.mark.parametrize(
    "game, query, entry",
    [("endeavor", "harbour", "harbor"), ("endeavor", "expidite", "ship"), ("steam", "bankrupcy", "expenses")],
)
def test_a_small_typo_still_finds_the_entry(game, query, entry):
    assert _top(game, query) == entry


def test_the_discard_pile_near_europe_has_its_entry():
    """Age of Expansion: discarded cards "go into a discard pile near Europe where they may be drawn again"."""
    assert _top("endeavor", "discard pile") == "discard-pile"
    from game.reference.links import entry_for_element

    assert entry_for_element("endeavor", "stack:discard") == "discard-pile"
    assert entry_for_element("endeavor", "stack:europe") == "draw"


def test_two_words_in_the_other_order_find_the_same_entry():
    assert _top("endeavor", "track expedition") == _top("endeavor", "expedition track") == "shipping-track"
    assert _top("aoe3", "dock colonist") == "colonist-dock"


def test_a_search_that_matches_nothing_lists_nothing_and_an_empty_one_lists_everything():
    ref = load("aoe3")
    assert search(ref, "zzqx") == []
    assert [e.id for e in search(ref, "", limit=0)] == [e.id for e in ref.entries]


def test_edit_distance_counts_a_swap_of_neighbours_as_one():
    assert distance("wagse", "wages") == 1
    assert distance("harbour", "harbor") == 1
    assert distance("ship", "shop") == 1
    assert distance("attack", "occupy", limit=3) == 3
