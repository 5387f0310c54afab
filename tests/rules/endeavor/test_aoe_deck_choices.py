"""Age of Expansion cards: which decks are dealt from the new cards, chosen deck by deck before the game."""

import pytest

from rules.core import SetupError
from rules.endeavor import data as D
from rules.endeavor.readings import DECK_OPTIONS, aoe_cards
from tests.rules.endeavor.helpers import RS, act, with_buildings, with_cards, with_harbor


@pytest.mark.parametrize("deck", [D.DECKS[d] for d, _ in DECK_OPTIONS])
def test_a_deck_kept_original_is_dealt_from_the_age_of_sail_cards(deck):
    """Age of Expansion: "The Age of Expansion cards are balanced to work all together as a set, but you may choose
    to keep some of the original region decks and/or the Europe deck if you wish." """
    s = RS.new_game(4, 0, {"aoe_cards": True, f"deck_{deck}": "original"})
    for d, _ in DECK_OPTIONS:
        expected = D.DECK_CARDS[d] if D.DECKS[d] == deck else D.DECK_CARDS_AOE[d]
        assert s.stacks[d] == expected, D.DECKS[d]
    assert s.stacks[D.SLAVERY_DECK] == D.DECK_CARDS[D.SLAVERY_DECK]
    assert aoe_cards(s) and s.forts == D.FORTIFICATIONS


def test_only_the_new_europe_deck_with_the_original_region_decks():
    """Age of Expansion: "Keep the Slavery and Governor cards from your base game, but replace any of the other
    decks you wish with the new decks." """
    kept = {key: "original" for d, key in DECK_OPTIONS if d != D.EUROPE_DECK}
    s = RS.new_game(3, 5, {"aoe_cards": True, **kept})
    assert s.stacks[D.EUROPE_DECK] == D.DECK_CARDS_AOE[D.EUROPE_DECK]
    assert all(s.stacks[d] == D.DECK_CARDS[d] for d, _ in DECK_OPTIONS if d != D.EUROPE_DECK)


def test_every_deck_kept_original_is_the_base_game_cards():
    """With no deck of new cards, nothing of them is in play: discarded cards go back to their stacks."""
    s = RS.new_game(4, 0, {"aoe_cards": True, **{key: "original" for _, key in DECK_OPTIONS}})
    assert s.stacks == D.DECK_CARDS and not aoe_cards(s) and s.forts == 0
    s = s.copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", 0, 0, 0, None
    s = with_cards(with_buildings(with_harbor(s, 0, 1), 0), 0, "africa_3", "india_4")
    s = act(act(s, "0 pass"), "0 discard card=africa_3")
    assert s.discards == () and "africa_3" in s.stacks[D.DECK_INDEX["africa"]]


def test_the_deck_choices_are_offered_only_with_the_age_of_expansion_cards():
    deck_ids = {key for _, key in DECK_OPTIONS}
    off = {o.id for o in RS.options_in_play(RS.resolve_options({}))}
    on = RS.options_in_play(RS.resolve_options({"aoe_cards": True}))
    assert not off & deck_ids and deck_ids <= {o.id for o in on}
    europe = next(o for o in on if o.id == "deck_europe")
    assert europe.label == "Europe & the Mediterranean cards"
    assert [europe.label_of(v) for v in europe.choices] == ["Age of Expansion", "Age of Sail (original)"]


def test_an_unknown_deck_choice_is_refused_naming_the_option_and_its_choices():
    with pytest.raises(SetupError) as err:
        RS.new_game(4, 0, {"aoe_cards": True, "deck_india": "newest"})
    assert str(err.value) == "India cards (option 'deck_india') has no choice 'newest' (choices: expansion, original)"
    assert RS.resolve_options({"deck_india": "Age of Sail (original)"})["deck_india"] == "original"
