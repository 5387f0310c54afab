"""Age of Expansion cards: the discard pile near Europe, as the Age of Expansion rulebook describes it."""

from rules.core import Action
from rules.endeavor import data as D
from rules.endeavor.state import from_json, to_json
from tests.rules.endeavor.helpers import (
    RS,
    act,
    legal_texts,
    put,
    with_buildings,
    with_cards,
    with_cities,
    with_harbor,
)

CARDS = {"aoe_cards": True}


def ready(options=CARDS, buildings=("market",), harbor=3):
    s = RS.new_game(4, 0, options).copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", 0, 0, 0, None
    return with_buildings(with_harbor(s, 0, harbor), 0, *buildings)


def discard(s, card, *others):
    """Seat 0 passes holding ``card`` and ``others``, one card too many at Influence 0, and discards ``card``."""
    return act(act(with_cards(s, 0, card, *others), "0 pass"), f"0 discard card={card}")


def with_pile(s, *cards):
    s = s.copy()
    s.discards = cards
    s.stacks = tuple(tuple(c for c in st if c not in cards) for st in s.stacks)
    return s


def test_discarded_cards_go_into_a_discard_pile_near_europe():
    """Age of Expansion: "Discarding cards works the same as in the base game; Governors leave the game, Slavery
    cards are retained as negative points, and all others go into a discard pile near Europe where they may be
    drawn again." """
    s = discard(ready(buildings=()), "aoe_africa_3", "aoe_india_4")
    assert s.discards == ("aoe_africa_3",) and "aoe_africa_3" not in s.stacks[D.DECK_INDEX["africa"]]
    name = D.CARDS["aoe_africa_3"].name
    logged = [e for e in s.events if e.kind == "discard"]
    assert logged[0].text == f"Red discards {name} onto the discard pile near Europe, where it may be drawn again."
    assert "stack:discard" in logged[0].targets
    s = discard(ready(buildings=()), "india_gov", "north_america_gov", "aoe_india_4")
    assert s.discards == () and "india_gov" not in s.stacks[D.DECK_INDEX["india"]]
    s = discard(ready(buildings=()), "slavery_1", "slavery_2", "aoe_india_4")
    assert s.discards == () and s.slaves_lost[0] == 1


def test_the_base_game_returns_a_discarded_card_to_its_stack():
    """Base rulebook: "Discarded cards return to their stacks (except Slavery cards ... and Governors ...)"."""
    s = act(with_cards(ready(options={}, buildings=()), 0, "africa_3", "india_4"), "0 pass")
    s = act(s, "0 discard card=africa_3")
    assert s.discards == () and "africa_3" in s.stacks[D.DECK_INDEX["africa"]]


def test_a_card_in_the_discard_pile_may_be_drawn_again_by_presence_in_europe():
    """Age of Expansion: discarded cards go "into a discard pile near Europe where they may be drawn again". A ruling
    (the rulebook says no more): any card of the pile, drawn like the Slavery cards laid there with Prominence,
    "as normal based on their presence in Europe, but they do not have to be drawn in order"."""
    s = with_cities(with_pile(ready(), "aoe_india_1", "aoe_africa_3"), 0, "EU1")
    s = act(s, "0 activate slot=0")
    assert "0 draw stack=discard card=aoe_india_1" in legal_texts(s)
    assert "0 draw stack=discard card=aoe_africa_3" not in legal_texts(s)
    why = RS.explain(s, Action.parse("0 draw stack=discard card=aoe_africa_3"))
    assert why == (
        f"{D.CARDS['aoe_africa_3'].name} has value 3: to draw it from the discard pile you need at least 3 discs in "
        "Europe & the Mediterranean and have 1."
    )
    t = act(s, "0 draw stack=discard card=aoe_india_1")
    assert t.discards == ("aoe_africa_3",) and "aoe_india_1" in t.cards[0]
    assert any(e.text.endswith("from the discard pile near Europe.") for e in t.events)


def test_a_draw_and_draw_building_takes_its_second_card_from_the_discard_pile_too():
    """Base rulebook: "Draw and Draw: Draw once or twice; if twice, both cards from the same stack." The discard
    pile counts as one stack."""
    s = with_cities(with_pile(ready(buildings=("sales_office",)), "aoe_india_1", "aoe_africa_1"), 0, "EU1")
    s = act(act(s, "0 activate slot=0"), "0 draw stack=discard card=aoe_india_1")
    assert legal_texts(s) == {"0 draw stack=discard card=aoe_africa_1", "0 done"}


def test_a_special_effect_works_again_when_its_card_is_drawn_from_the_discard_pile():
    """Age of Expansion: "If any card with a special effect is discarded into the discard pile, that effect is
    activated again if that card is subsequently drawn from the discard pile." Succession: "Immediately gain 1
    disc to your Harbor from your supply when drawn." """
    s = with_cities(with_pile(ready(), "aoe_europe_1"), 0, "EU1")
    s = act(act(s, "0 activate slot=0"), "0 draw stack=discard card=aoe_europe_1")
    assert s.harbor[0] == 3  # 3 - 1 activation + 1 from Succession


def test_a_merchant_fleet_lost_with_a_slavery_card_by_abolition_goes_to_the_discard_pile():
    """Age of Expansion: "If a Slavery card is stacked on a Merchant Fleet and Slavery is abolished, both cards are
    lost. The Slavery card is set aside face down by the player's mat as usual, and the Merchant Fleet is discarded
    to the discard pile near Europe." """
    s = with_cities(ready(), 0, *[f"EU{i}" for i in range(1, 7)])
    s = with_cards(s, 1, "aoe_india_1", "slavery_2").copy()
    s.stacked = put(s.stacked, 1, ("aoe_india_1", "slavery_2"))
    s.stacks = put(s.stacks, D.EUROPE_DECK, ("aoe_europe_6",))
    s = act(act(s, "0 activate slot=0"), "0 draw stack=europe")
    assert s.abolished and s.slaves_lost[1] == 1 and s.discards == ("aoe_india_1",) and s.cards[1] == ()


def test_the_discard_pile_is_refused_without_the_age_of_expansion_cards():
    s = act(with_cities(ready(options={}), 0, "EU1"), "0 activate slot=0")
    why = RS.explain(s, Action.parse("0 draw stack=discard card=africa_1"))
    assert why == "The discard pile near Europe belongs to the Age of Expansion cards, not used in this game."


def test_a_save_made_before_the_discard_pile_loads_with_an_empty_pile():
    data = to_json(ready(options={}))
    del data["discards"]
    assert from_json(data).discards == ()


def test_a_second_draw_from_another_stack_after_the_discard_pile_is_refused_naming_the_pile():
    """Base rulebook: "Draw and Draw: Draw once or twice; if twice, both cards from the same stack." After a first
    card from the discard pile near Europe, a second from the Europe stack is refused in words (it raised)."""
    s = with_cities(with_pile(ready(buildings=("sales_office",)), "aoe_india_1", "aoe_africa_1"), 0, "EU1")
    s = act(act(s, "0 activate slot=0"), "0 draw stack=discard card=aoe_india_1")
    assert RS.explain(s, Action.parse("0 draw stack=europe")) == (
        "With '+', the second action must be in the same place as the first: the discard pile near Europe."
    )


def test_with_prominence_the_slavery_cards_lie_in_the_discard_pile_so_draw_and_draw_may_take_one_of_each():
    """Age of Expansion, Prominence: "spread them out face up in the Europe discard pile off the board. Players can
    draw Slavery cards from the discard pile as normal based on their presence in Europe"; the cards: "all others
    go into a discard pile near Europe". One pile, so "both cards from the same stack" (Draw and Draw) may be a
    Slavery card and a discarded card, in either order."""
    options = {**CARDS, "prominence": "military_buildup"}
    s = with_cities(with_pile(ready(options, buildings=("sales_office",)), "aoe_india_1"), 0, "EU1")
    first = act(act(s, "0 activate slot=0"), "0 draw stack=slavery card=slavery_1")
    assert "0 draw stack=discard card=aoe_india_1" in legal_texts(first)
    assert "0 draw stack=europe" not in legal_texts(first)
    first = act(act(s, "0 activate slot=0"), "0 draw stack=discard card=aoe_india_1")
    assert "0 draw stack=slavery card=slavery_1" in legal_texts(first)
    assert "0 draw stack=europe" not in legal_texts(first)
