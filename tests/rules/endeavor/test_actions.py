"""Phase 4, the Action phase: activating buildings, blue tokens, every action and the combined actions."""

from rules.core import Action
from rules.endeavor import data as D
from tests.rules.endeavor.helpers import (
    RS,
    act,
    action_phase,
    legal_texts,
    opened,
    put,
    tokens,
    track,
    with_buildings,
    with_cards,
    with_cities,
    with_harbor,
    with_ships,
    with_track,
)

SHIP, OCCUPY, ATTACK, PAYMENT = (D.TOKEN_INDEX[k] for k in ("ship", "occupy", "attack", "payment"))
INDUSTRY_TOKEN = D.TOKEN_INDEX["industry"]
AF = D.REGION_INDEX["africa"]


def why(s, text):
    return RS.explain(s, Action.parse(text))


def ready(seat=0, harbor=3, buildings=("shipyard",), busy=0, players=4):
    s = action_phase(players, seat)
    return with_buildings(with_harbor(s, seat, harbor), seat, *buildings, busy=busy)


def all_tokens(s, region, kind):
    s = s.copy()
    r = D.REGION_INDEX[region]
    s.ship_tokens = put(s.ship_tokens, r, tuple(kind for _ in s.ship_tokens[r]))
    return s


# -- Method A and B --------------------------------------------------------------------------


def test_activating_a_building_moves_a_harbor_disc_onto_it():
    s = ready()
    s = act(s, "0 activate slot=0")
    assert s.harbor[0] == 2 and s.busy[0] == 1 and s.step == "action"


def test_a_building_with_a_disc_cannot_be_activated():
    s = ready(buildings=("shipyard",), busy=1)
    assert why(s, "0 activate slot=0") == "The Shipyard already holds a disc: pay it in a Payment first."


def test_a_building_without_an_activation_circle_cannot_be_activated():
    s = ready(buildings=("university",))
    assert "no activation circle" in why(s, "0 activate slot=0")


def test_activation_needs_a_harbor_disc():
    s = ready(harbor=0)
    assert why(s, "0 activate slot=0") == "You have no disc in your Harbor to place on a building."


def test_spending_a_blue_token_performs_its_action_and_discards_it():
    s = ready(buildings=())
    s = s.copy()
    s.tokens = put(s.tokens, D.NKINDS * 0 + SHIP, 1)
    assert legal_texts(s) == {"0 use_token token=ship", "0 pass"}
    s = act(s, "0 use_token token=ship")
    assert tokens(s, 0, "ship") == 0
    s = act(s, "0 ship region=india")
    assert s.ship_discs[D.REGION_INDEX["india"]] == (0,) and s.harbor[0] == 2


def test_brown_tokens_are_not_spent():
    s = ready(buildings=())
    s = s.copy()
    s.tokens = put(s.tokens, INDUSTRY_TOKEN, 1)
    assert (
        why(s, "0 use_token token=industry") == "Brown tokens raise a track; only blue tokens are spent for an action."
    )


# -- Ship ---------------------------------------------------------------------------------------


def test_ship_takes_the_furthest_free_space_and_its_token():
    s = all_tokens(ready(), "africa", SHIP)
    s = with_ships(s, "africa", [2, 3])
    s = act(s, "0 activate slot=0")
    a = next(a for a in RS.legal_actions(s) if a.text == "0 ship region=africa")
    assert a.source == "harbor:0" and a.targets == ("shipping:africa:2",)
    s = RS.apply(s, a)
    assert s.ship_discs[AF] == (2, 3, 0) and s.ship_tokens[AF][2] == -1
    assert tokens(s, 0, "ship") == 1


def test_ship_to_a_full_track_gives_no_token():
    s = with_ships(ready(), "africa", [1] * 7)
    s = act(s, "0 activate slot=0")
    a = next(a for a in RS.legal_actions(s) if a.text == "0 ship region=africa")
    assert a.targets == ("region:africa",)
    before = s.tokens
    s = RS.apply(s, a)
    assert s.ship_discs[AF] == (1,) * 7 + (0,) and s.tokens == before
    assert "no token" in s.events[0].text


def test_it_is_not_possible_to_ship_to_europe():
    s = act(ready(), "0 activate slot=0")
    assert why(s, "0 ship region=europe") == "It is not possible to Ship to Europe & the Mediterranean."


def test_the_last_shipping_space_opens_the_region_and_the_governor_goes_to_the_majority():
    s = with_ships(ready(), "africa", [1, 2, 2, 1, 2, 3])
    s = act(s, "0 activate slot=0")
    s = act(s, "0 ship region=africa")
    assert s.opened >> AF & 1
    assert "africa_gov" in s.cards[2] and "africa_gov" not in s.stacks[D.REGION_DECK[AF]]
    gov = D.CARDS["africa_gov"]
    assert [track(s, 2, t) for t in D.TRACKS] == list(gov.icons)
    assert [e.kind for e in s.events].count("open") == 1


def test_a_governor_tie_goes_to_the_most_recent_placer():
    s = with_ships(ready(seat=3), "africa", [1, 2, 1, 2, 0, 0])
    s = act(s, "3 activate slot=0")
    s = act(s, "3 ship region=africa")
    assert "africa_gov" in s.cards[0]  # seats 0, 1, 2 tie on two discs; seat 0 placed last among them


# -- Occupy ------------------------------------------------------------------------------------


def test_occupy_needs_an_open_region():
    s = with_ships(ready(buildings=("workshop",)), "india", [0])
    s = act(s, "0 activate slot=0")
    assert why(s, "0 occupy city=IN1") == "India is not open yet: its shipping track must be filled first."
    s = opened(s, "india")
    assert "0 occupy city=IN1" in legal_texts(s)


def test_occupy_needs_presence_in_the_region_except_in_europe():
    s = opened(ready(buildings=("workshop",)), "india")
    s = act(s, "0 activate slot=0")
    assert why(s, "0 occupy city=IN1").startswith("You have no presence in India")
    assert "0 occupy city=EU3" in legal_texts(s)


def test_occupy_takes_the_city_token_and_a_brown_token_moves_its_track_at_once():
    s = ready(buildings=("workshop",))
    s = s.copy()
    s.city_token = put(s.city_token, D.CITY_INDEX["EU3"], INDUSTRY_TOKEN)
    s = act(act(s, "0 activate slot=0"), "0 occupy city=EU3")
    assert s.city_owner[D.CITY_INDEX["EU3"]] == 0 and s.city_token[D.CITY_INDEX["EU3"]] == -1
    assert tokens(s, 0, "industry") == 1 and track(s, 0, "industry") == 1


def test_an_occupied_city_cannot_be_occupied():
    s = with_cities(ready(buildings=("workshop",)), 1, "EU3")
    s = act(s, "0 activate slot=0")
    assert why(s, "0 occupy city=EU3") == "That city is occupied by Blue: take it with an Attack instead."


def test_the_first_controller_of_a_link_takes_its_token_and_a_later_controller_does_not():
    link = D.LINK_IDS.index("EU1-EU2")
    s = ready(buildings=("workshop", "barracks", "barracks"), harbor=5)
    s = with_cities(s, 0, "EU1")
    s = s.copy()
    s.link_token = put(s.link_token, link, OCCUPY)
    s = act(act(s, "0 activate slot=0"), "0 occupy city=EU2")
    assert s.link_token[link] == -1 and tokens(s, 0, "occupy") == 1
    assert any(e.kind == "link" for e in s.events)
    # Seat 2 takes both cities by Attack: it controls the link, but its token is gone.
    t = s.copy()
    t.current, t.step = 1, "turn"
    t = with_buildings(with_harbor(t, 1, 6), 1, "barracks", "barracks")
    t = act(act(t, "1 activate slot=0"), "1 attack city=EU1")
    t = act(t, "1 pass") if t.current == 1 else t
    t = t.copy()
    t.current, t.step, t.done = 1, "turn", 0
    t = act(act(t, "1 activate slot=1"), "1 attack city=EU2")
    assert t.city_owner[D.CITY_INDEX["EU1"]] == 1 and t.city_owner[D.CITY_INDEX["EU2"]] == 1
    assert tokens(t, 1, "occupy") == 0 and not any(e.kind == "link" for e in t.events)


# -- Attack ------------------------------------------------------------------------------------


def test_attack_costs_two_discs_one_lost_to_the_supply():
    s = with_cities(ready(buildings=("barracks",), harbor=3), 2, "EU5")
    supply0, supply2 = s.supply[0], s.supply[2]
    s = act(s, "0 activate slot=0")
    s = act(s, "0 attack city=EU5")
    assert s.harbor[0] == 0 and s.supply[0] == supply0 + 1
    assert s.city_owner[D.CITY_INDEX["EU5"]] == 0 and s.supply[2] == supply2 + 1


def test_attack_needs_two_harbor_discs_after_activation():
    """Base rulebook: "Attack: This action costs 2 Population Markers." With two Harbor discs, one goes onto the
    Barracks and the one left cannot Attack: the activation places the disc and its action is lost."""
    s = with_cities(ready(buildings=("barracks", "shipyard"), harbor=2), 2, "EU5")
    assert "(lost: nothing it offers can be done now)" in RS.describe(s, Action.parse("0 activate slot=0"))
    t = act(s, "0 activate slot=0")
    assert t.busy[0] == 1 and t.harbor[0] == 1 and t.current == 1 and t.step == "turn"
    assert t.city_owner[D.CITY_INDEX["EU5"]] == 2


def test_a_building_whose_action_cannot_be_carried_out_may_be_activated_and_the_action_is_lost():
    """Base rulebook: "A building cannot be activated if it already has a marker or if it does not have an
    activation circle." Nothing else forbids it: with nothing the building offers possible, the disc is placed on
    it, the action is lost and the turn passes on."""
    s = ready(buildings=("market",))
    s.stacks = tuple(() for _ in s.stacks)  # Europe and Slavery emptied: nothing to Draw
    assert "0 activate slot=0" in legal_texts(s)
    t = act(s, "0 activate slot=0")
    assert t.busy[0] == 1 and t.harbor[0] == 2 and t.current == 1
    assert [e.text for e in t.events if e.kind == "lost"] == [
        "Nothing the Market offers (Draw) can be carried out now: the disc stays on the building and the action is "
        "lost."
    ]
    assert why(t, "0 activate slot=0") is not None  # it now holds a disc


def test_attack_only_an_opponents_city():
    s = with_cities(ready(buildings=("barracks",), harbor=4), 0, "EU5")
    s = with_cities(s, 1, "EU6")
    s = act(s, "0 activate slot=0")
    assert why(s, "0 attack city=EU5") == "You cannot attack your own city."
    assert why(s, "0 attack city=EU7") == "Nobody holds that city: Occupy it instead."
    assert legal_texts(s) == {"0 attack city=EU6"}


def test_attack_needs_an_open_region_and_presence():
    s = with_cities(ready(buildings=("barracks",), harbor=4), 1, "IN1", "EU6")
    s = act(s, "0 activate slot=0")
    assert why(s, "0 attack city=IN1").startswith("India is not open yet")
    s = opened(s, "india")
    assert why(s, "0 attack city=IN1").startswith("You have no presence in India")
    assert "0 attack city=IN1" not in legal_texts(s)
    s = with_ships(s, "india", [0])
    assert "0 attack city=IN1" in legal_texts(s)


# -- Payment -----------------------------------------------------------------------------------


def test_a_building_cannot_use_the_payment_action_on_itself():
    s = ready(buildings=("bank", "shipyard"), busy=0b10)
    s = act(s, "0 activate slot=0")
    assert legal_texts(s) == {"0 payment slot=1"}
    assert why(s, "0 payment slot=0") == "A building cannot use the Payment action on itself."
    s = act(s, "0 payment slot=1")
    assert s.busy[0] == 0b01 and s.harbor[0] == 3


def test_a_payment_building_with_no_other_disc_on_a_building_pays_nothing():
    """Base rulebook: "A building cannot use the Payment action on itself." A Bank activated with no other disc on
    a building has nobody to pay: the disc stays and the action is lost."""
    s = ready(buildings=("bank",))
    t = act(s, "0 activate slot=0")
    assert t.busy[0] == 1 and t.harbor[0] == 2 and t.current == 1


def test_a_buildings_payment_may_free_another_payment_building():
    """The rulebook forbids only a Payment on the building itself: two Banks may pay each other in turn (the loop
    changes nothing and anyone may pass, so no house rule limits it)."""
    s = ready(buildings=("bank", "bank", "shipyard"), busy=0b110)
    s = act(s, "0 activate slot=0")
    assert legal_texts(s) == {"0 payment slot=1", "0 payment slot=2"}
    s = act(s, "0 payment slot=1")
    assert s.busy[0] == 0b101 and s.harbor[0] == 3
    s = s.copy()
    s.current, s.step = 0, "turn"
    s = act(s, "0 activate slot=1")
    assert legal_texts(s) == {"0 payment slot=0", "0 payment slot=2"}


def test_a_payment_token_may_free_a_payment_building():
    s = ready(buildings=("bank",), busy=0b1).copy()
    s.tokens = put(s.tokens, PAYMENT, 1)
    s = act(s, "0 use_token token=payment")
    assert legal_texts(s) == {"0 payment slot=0"}


# -- Draw --------------------------------------------------------------------------------------


def test_draw_needs_presence_at_least_the_card_value():
    s = with_ships(ready(buildings=("market", "market")), "africa", [0] * 1 + [1] * 6)
    s = act(s, "0 activate slot=0")
    assert "0 draw stack=africa" in legal_texts(s)
    s = act(s, "0 draw stack=africa")
    assert "africa_1" in s.cards[0]
    t = s.copy()
    t.current, t.step, t.done = 0, "turn", 0
    t = act(t, "0 activate slot=1")
    assert why(t, "0 draw stack=africa") == (
        "The top card, Africa 2, has value 2: you need at least 2 discs in Africa and have 1."
    )


def test_value_0_cards_in_europe_need_no_discs():
    s = act(ready(buildings=("market",)), "0 activate slot=0")
    assert legal_texts(s) == {"0 draw stack=europe", "0 draw stack=slavery"}
    s = act(s, "0 draw stack=europe")
    assert s.cards[0] == ("europe_0",) and track(s, 0, "influence") == 1


def test_draw_only_in_an_open_region():
    s = act(ready(buildings=("market",)), "0 activate slot=0")
    assert why(s, "0 draw stack=india") == "India is not open yet: its shipping track must be filled first."


def test_abolition_of_slavery():
    """Europe 5: everyone discards Slavery cards face down and loses their icons; the Slavery deck leaves play."""
    s = ready(buildings=("market", "market"))
    s = with_cities(s, 0, "EU1", "EU2", "EU3", "EU4", "EU5")
    s = s.copy()
    s.stacks = put(s.stacks, D.EUROPE_DECK, ("europe_5",))
    s = with_cards(s, 1, "slavery_0", "slavery_1", "europe_1")
    s = with_track(with_track(with_track(s, 1, "wealth", 4), 1, "industry", 1), 1, "influence", 1)
    s = act(act(s, "0 activate slot=0"), "0 draw stack=europe")
    assert s.abolished and s.stacks[D.SLAVERY_DECK] == ()
    assert s.cards[1] == ("europe_1",) and s.slaves_lost[1] == 2
    assert (track(s, 1, "wealth"), track(s, 1, "industry")) == (2, 0)
    assert RS.scores(s)[1].items[-1].points == -2
    t = s.copy()
    t.current, t.step, t.pending = 0, "action", ("draw", (), -1, 1)
    assert why(t, "0 draw stack=slavery") == "The Slavery deck left the game with the Abolition of Slavery."


# -- Combined actions --------------------------------------------------------------------------


def test_either_action_performs_one_of_the_two():
    s = act(ready(buildings=("guild",)), "0 activate slot=0")
    texts = legal_texts(s)
    assert "0 ship region=africa" in texts and "0 draw stack=europe" in texts
    s = act(s, "0 draw stack=europe")
    assert s.step == "turn" and s.current == 1


def test_occupy_and_ship_in_either_order_in_the_same_region():
    s = opened(ready(buildings=("docks",)), "africa")
    s = act(s, "0 activate slot=0")
    s = act(s, "0 ship region=africa")
    texts = legal_texts(s)
    assert texts == {"0 occupy city=AF1", "0 occupy city=AF2", "0 occupy city=AF3", "0 occupy city=AF4", "0 done"}
    assert why(s, "0 occupy city=EU1") == (
        "With '+', the second action must be in the same place as the first: Africa."
    )
    s = act(s, "0 occupy city=AF2")
    assert s.step == "turn" and s.current == 1


def test_a_plus_action_may_stop_after_the_first():
    s = act(opened(ready(buildings=("docks",)), "africa"), "0 activate slot=0")
    s = act(s, "0 ship region=africa")
    s = act(s, "0 done")
    assert s.step == "turn" and s.current == 1 and s.harbor[0] == 1


def test_occupy_first_then_ship_to_the_same_region():
    s = act(ready(buildings=("docks",)), "0 activate slot=0")
    s = act(s, "0 occupy city=EU1")
    assert s.step == "turn" and s.current == 1  # no second action: Europe has no shipping track
    t = with_ships(opened(ready(buildings=("docks",)), "africa"), "africa", [0])
    t = act(act(t, "0 activate slot=0"), "0 occupy city=AF1")
    assert legal_texts(t) == {"0 ship region=africa", "0 done"}
    t = act(t, "0 ship region=africa")
    assert t.ship_discs[AF] == (0, 0) and t.step == "turn" and t.current == 1


def test_ship_and_ship_both_in_the_same_region():
    s = act(ready(buildings=("cartographer",)), "0 activate slot=0")
    s = act(s, "0 ship region=india")
    assert legal_texts(s) == {"0 ship region=india", "0 done"}
    s = act(s, "0 ship region=india")
    assert s.ship_discs[D.REGION_INDEX["india"]] == (0, 0)


def test_draw_and_draw_from_the_same_stack():
    s = act(ready(buildings=("sales_office",)), "0 activate slot=0")
    s = act(s, "0 draw stack=slavery")
    assert s.step == "turn" and s.current == 1  # Slavery 1 needs a disc in Europe: no second draw
    s2 = with_cities(ready(buildings=("sales_office",)), 0, "EU1")
    s2 = act(act(s2, "0 activate slot=0"), "0 draw stack=europe")
    assert legal_texts(s2) == {"0 draw stack=europe", "0 done"}
    s2 = act(s2, "0 draw stack=europe")
    assert s2.cards[0] == ("europe_0", "europe_1")


# -- Pass and discard --------------------------------------------------------------------------


def test_discard_to_the_card_limit_at_pass():
    """Influence 0 gives one normal slot; the Governor and one Slavery card sit outside it."""
    s = with_cards(ready(buildings=()), 0, "europe_1", "europe_2", "africa_gov", "slavery_0")
    s = act(s, "0 pass")
    assert s.step == "discard" and s.current == 0
    assert legal_texts(s) == {f"0 discard card={c}" for c in ("europe_1", "europe_2", "africa_gov", "slavery_0")}
    s = act(s, "0 discard card=europe_2")
    assert s.stacks[D.EUROPE_DECK][:3] == ("europe_0", "europe_2", "europe_3")
    assert s.step == "turn" and s.current == 1


def test_no_discard_within_the_card_limit():
    s = with_cards(ready(buildings=()), 0, "europe_1", "africa_gov", "slavery_0")
    s = act(s, "0 pass")
    assert s.step == "turn" and s.current == 1


def test_discarded_governors_leave_the_game_and_slavery_cards_lie_face_down():
    s = with_cards(ready(buildings=()), 0, "europe_1", "africa_gov", "india_gov", "slavery_0", "slavery_1")
    s = act(s, "0 pass")  # five cards, two free slots, one normal slot: discard two
    s = act(s, "0 discard card=india_gov")
    assert "india_gov" not in s.cards[0] and all("india_gov" not in st for st in s.stacks)
    s = act(s, "0 discard card=slavery_1")
    assert s.slaves_lost[0] == 1 and "slavery_1" not in s.stacks[D.SLAVERY_DECK]
    assert s.step == "turn"


def test_discarding_lowers_the_tracks():
    s = with_cards(ready(buildings=()), 0, "europe_0", "europe_1", "europe_2")
    s = with_track(with_track(with_track(s, 0, "culture", 2), 0, "influence", 3), 0, "industry", 1)
    s = act(act(s, "0 pass"), "0 discard card=europe_1")
    assert (track(s, 0, "culture"), track(s, 0, "influence")) == (1, 2)


def test_an_empty_stack_cannot_be_drawn():
    s = act(with_cities(ready(buildings=("market",)), 0, "EU1"), "0 activate slot=0")
    s = s.copy()
    s.stacks = put(s.stacks, D.EUROPE_DECK, ())
    assert why(s, "0 draw stack=europe") == "The Europe & the Mediterranean stack is empty."


def test_action_labels_are_short_and_name_the_place():
    s = with_cities(opened(ready(buildings=("fortress", "shipyard"), harbor=4), "india"), 1, "IN1")
    s = with_ships(s, "india", [0] * 7)
    assert RS.describe(s, Action.parse("0 activate slot=0")) == "Activate Fortress (space 1): Occupy / Attack"
    s = act(s, "0 activate slot=0")
    assert RS.describe(s, Action.parse("0 occupy city=IN2")) == "Occupy Goa"
    assert RS.describe(s, Action.parse("0 attack city=IN1")) == "Attack Bombay, held by Blue"
    assert RS.describe(s, Action.parse("0 ship region=india")) == "Ship to India (full track, no token)"


def test_every_prompt_names_the_rule_behind_it():
    s = ready(buildings=("cartographer",))
    for text in ("0 activate slot=0", "0 ship region=india"):
        prompt = RS.prompt(s)
        assert prompt.seat == 0 and prompt.text and prompt.rule
        s = act(s, text)
    assert RS.prompt(s).rule.startswith("Combined actions")
