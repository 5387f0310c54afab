"""Age of Expansion cards (option ``aoe_cards``): every special card as the Age of Expansion rulebook describes it."""

from rules.core import Action
from rules.endeavor import data as D
from tests.rules.endeavor.helpers import (
    RS,
    act,
    legal_texts,
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

CARDS = {"aoe_cards": True}


def why(s, text):
    return RS.explain(s, Action.parse(text))


def ready(seat=0, harbor=3, buildings=("market",), busy=0, options=CARDS):
    s = RS.new_game(4, 0, options).copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", seat, seat, 0, None
    return with_buildings(with_harbor(s, seat, harbor), seat, *buildings, busy=busy)


def on_top(s, card):
    """``card`` alone on its stack (so the next Draw there takes it)."""
    s = s.copy()
    s.stacks = put(s.stacks, D.CARDS[card].deck, (card,))
    return s


def draw_from_region(s, region, card, seat=0):
    """Seat ``seat`` holds the whole shipping track of ``region`` (open, presence 6+) and draws ``card``."""
    s = on_top(with_ships(s, region, [seat] * D.SHIPPING[D.REGION_INDEX[region]]), card)
    s = act(s, f"{seat} activate slot=0")
    return act(s, f"{seat} draw stack={region}")


def test_the_new_decks_replace_the_region_and_europe_decks_governors_and_slavery_stay():
    s = RS.new_game(4, 0, CARDS)
    na = s.stacks[D.DECK_INDEX["north_america"]]
    assert na[0] == "north_america_gov" and [D.CARDS[c].value for c in na[1:]] == [1, 2, 3, 4, 5]
    assert [D.CARDS[c].value for c in s.stacks[D.EUROPE_DECK]] == [0, 1, 2, 3, 4, 5, 6]
    assert s.stacks[D.SLAVERY_DECK] == D.DECK_CARDS[D.SLAVERY_DECK]
    assert sum(len(x) for x in s.stacks) == 6 + 37 + 6


def test_a_merchant_fleet_takes_one_other_card_and_the_pair_uses_one_slot():
    s = with_cards(ready(buildings=()), 0, "aoe_india_1", "aoe_africa_4")
    s = act(s, "0 pass")  # two cards, Influence 0: one slot
    assert "0 attach card=aoe_africa_4 host=aoe_india_1" in legal_texts(s)
    s = act(s, "0 attach card=aoe_africa_4 host=aoe_india_1")
    assert s.step == "turn" and s.current == 1 and s.stacked[0] == ("aoe_india_1", "aoe_africa_4")


def test_discarding_a_stacked_card_discards_both():
    """Age of Expansion: "If discarded, both cards in the stack must be discarded at the same time, with all symbols
    from both cards lost. The stack separates when discarded and both cards go to their normal discard
    locations." """
    s = with_cards(ready(buildings=()), 0, "aoe_india_1", "aoe_africa_4", "aoe_africa_3").copy()
    s.stacked = put(s.stacked, 0, ("aoe_india_1", "aoe_africa_4"))
    s = act(act(s, "0 pass"), "0 discard card=aoe_africa_4")
    assert s.cards[0] == ("aoe_africa_3",) and s.stacked[0] == ()
    assert set(s.discards) == {"aoe_india_1", "aoe_africa_4"}


def test_a_card_may_be_stacked_on_a_merchant_fleet_within_the_card_limit():
    """Age of Expansion: "You may stack a card onto the Merchant Fleet spot, leaving the symbols on both cards
    exposed." The rulebook sets no condition on the card limit: the stack is offered at every Discard (where "you
    may freely rearrange all your cards"), not only to a player over the limit."""
    s = with_track(with_cards(ready(buildings=()), 0, "aoe_india_1", "aoe_africa_4"), 0, "influence", 10)
    s = act(s, "0 pass")
    assert s.step == "discard"
    assert {"0 attach card=aoe_africa_4 host=aoe_india_1", "0 done"} <= legal_texts(s)
    s = act(s, "0 attach card=aoe_africa_4 host=aoe_india_1")
    assert s.stacked[0] == ("aoe_india_1", "aoe_africa_4") and s.step == "turn"


def test_crown_charters_take_only_a_governor():
    s = with_cards(ready(buildings=()), 0, "aoe_europe_0", "aoe_africa_4", "india_gov", "africa_gov")
    s = act(s, "0 pass")
    texts = legal_texts(s)
    assert "0 attach card=india_gov host=aoe_europe_0" in texts
    assert "0 attach card=aoe_africa_4 host=aoe_europe_0" not in texts


def test_a_governor_on_crown_charters_leaves_the_governor_space_empty_for_scoring():
    """Base rulebook: "If you do not have a Governor card in your 'Free Governor' space, you earn 3 Glory points."
    Crown Charters takes a Governor onto itself: that Governor is not in the Free Governor space."""
    s = with_cards(ready(buildings=()), 0, "aoe_europe_0", "india_gov").copy()
    s.stacked = put(s.stacked, 0, ("aoe_europe_0", "india_gov"))
    sheet = {i.category: i.points for i in RS.scores(s)[0].items}
    assert sheet["Governor space"] == 3
    s = with_cards(s, 0, "aoe_europe_0", "india_gov", "africa_gov")  # a second Governor, in the space
    assert {i.category: i.points for i in RS.scores(s)[0].items}["Governor space"] == 0


def test_a_subsidy_pays_an_occupied_building_showing_its_symbol():
    s = ready(buildings=("market", "workshop", "shipyard"), busy=0b110)
    s = draw_from_region(s, "north_america", "aoe_north_america_2")  # North America's Subsidy shows Occupy
    assert RS.to_move(s) == 0 and legal_texts(s) == {"0 payment slot=1", "0 done"}
    s = act(s, "0 payment slot=1")
    assert s.busy[0] == 0b101 and s.current == 1


def test_a_subsidy_without_a_matching_building_has_no_effect():
    s = ready(buildings=("market", "shipyard"), busy=0b10)
    s = draw_from_region(s, "north_america", "aoe_north_america_2")
    assert s.current == 1 and not s.queue


def test_the_rosetta_stone_lets_a_building_do_any_basic_action_once_a_turn():
    s = with_cards(ready(buildings=("shipyard",)), 0, "aoe_africa_5")
    s = act(s, "0 activate slot=0")
    texts = legal_texts(s)
    assert {"0 ship region=india", "0 occupy city=EU1", "0 draw stack=europe"} <= texts
    s = act(s, "0 occupy city=EU1")
    assert s.city_owner[D.CITY_INDEX["EU1"]] == 0 and s.current == 1


def test_the_rosetta_stone_not_for_a_blue_token():
    s = with_cards(ready(buildings=()), 0, "aoe_africa_5").copy()
    s.tokens = put(s.tokens, D.TOKEN_INDEX["ship"], 1)
    s = act(s, "0 use_token token=ship")
    assert not any("occupy" in x for x in legal_texts(s))


def test_flota_de_indias_carries_spent_tokens_that_another_attack_may_take():
    s = ready(buildings=("market",)).copy()
    s.spent = put(put(s.spent, D.TOKEN_INDEX["ship"], 3), D.TOKEN_INDEX["attack"], 4)
    s = draw_from_region(s, "caribbean", "aoe_caribbean_5")
    assert sum(s.flota) == 5 and sum(s.spent) == 2
    assert next(i for i in RS.scores(s)[0].items if i.category == "Card effects").points == 5
    t = with_buildings(with_harbor(s.copy(), 1, 0), 1, "barracks")
    t.current, t.step = 1, "turn"
    t = with_harbor(t, 1, 1)
    t = act(t, "1 activate slot=0")  # no Harbor disc left for a real Attack: only the raid
    kind = next(k for k in ("ship", "attack") if t.flota[D.TOKEN_INDEX[k]])
    assert f"1 raid token={kind}" in legal_texts(t)
    t = act(t, f"1 raid token={kind}")
    assert sum(t.flota) == 4 and tokens(t, 1, kind) == 1


def test_port_of_dejima_keeps_a_card_face_down_without_its_icons_and_scores_its_symbol_kinds():
    s = with_cards(ready(buildings=()), 0, "aoe_far_east_5", "aoe_africa_4")
    s = s.copy()
    s.tracks = put(put(put(s.tracks, 0, 2), 1, 1), 3, 1)  # industry 2 + 0, culture 1, influence 1 (Dejima)
    s = act(s, "0 pass")
    assert "0 reserve card=aoe_africa_4" in legal_texts(s)
    s = act(s, "0 reserve card=aoe_africa_4")
    assert s.reserved[0] == "aoe_africa_4" and s.cards[0] == ("aoe_far_east_5",)
    assert (track(s, 0, "industry"), track(s, 0, "culture")) == (0, 0)
    assert next(i for i in RS.scores(s)[0].items if i.category == "Card effects").points == 3  # Ind, Cul, glory


def test_only_the_holder_of_port_of_dejima_keeps_a_card_under_it_once_a_turn():
    s = act(with_cards(ready(buildings=()), 0, "aoe_africa_3", "aoe_africa_4"), "0 pass")
    assert why(s, "0 reserve card=aoe_africa_4") == "You hold no Port of Dejima to keep a card face down under."
    t = act(with_cards(ready(buildings=()), 0, "aoe_far_east_5", "aoe_africa_3", "aoe_africa_4"), "0 pass")
    t = act(t, "0 reserve card=aoe_africa_4")
    assert why(t, "0 reserve card=aoe_africa_3") == "Port of Dejima keeps only one card each time you discard."


def test_a_card_is_stacked_only_on_a_merchant_fleet_you_hold():
    s = act(with_cards(ready(buildings=()), 0, "aoe_africa_3", "aoe_africa_4", "aoe_india_1"), "0 pass")
    assert why(s, "0 attach card=aoe_africa_4 host=aoe_africa_3") == (
        "Africa 3 is not a Merchant Fleet or Crown Charters: only those take a stacked card."
    )
    assert why(s, "0 attach card=aoe_africa_4 host=aoe_far_east_1") == "You do not hold that Merchant Fleet."


def test_company_raj_takes_a_spent_token_of_your_choice_and_sits_in_the_governor_slot():
    s = ready(buildings=("market",)).copy()
    s.spent = put(s.spent, D.TOKEN_INDEX["attack"], 2)
    s = draw_from_region(s, "india", "aoe_india_5")
    assert legal_texts(s) == {"0 take_token token=attack"}
    s = act(s, "0 take_token token=attack")
    assert tokens(s, 0, "attack") == 1 and s.spent[D.TOKEN_INDEX["attack"]] == 1
    t = with_cards(ready(buildings=()), 0, "aoe_india_5", "aoe_africa_4")
    assert act(t, "0 pass").step == "turn"  # Raj in the Governor slot, Africa 4 in the one normal slot


def test_the_declaration_of_independence_sends_european_discs_home_and_repels_attacks():
    s = with_cities(ready(buildings=("market",)), 0, "EU1", "EU2", "NA2")
    supply = s.supply[0]
    s = draw_from_region(s, "north_america", "aoe_north_america_5")
    assert s.city_owner[D.CITY_INDEX["EU1"]] == -1 and s.supply[0] == supply + 2 and s.decl_forts == 3
    t = with_buildings(with_harbor(with_cities(s, 1, "NA3"), 1, 3), 1, "barracks")
    t.current, t.step = 1, "turn"
    t = act(act(t, "1 activate slot=0"), "1 attack city=NA2")
    assert RS.to_move(t) == 0 and legal_texts(t) == {"0 repel city=NA2", "0 done"}
    t = act(t, "0 repel city=NA2")
    assert t.city_owner[D.CITY_INDEX["NA2"]] == 0 and t.harbor[1] == 2 and t.decl_forts == 2 and t.current == 2


def test_discarding_a_card_returns_what_lies_on_it_with_an_event_each():
    """Fortifications on the Declaration go back to the supply, the Conquistadors' conscript to its owner's supply."""
    s = with_cards(ready(buildings=()), 0, "aoe_north_america_5", "aoe_south_america_5", "aoe_africa_3").copy()
    s.decl_forts, s.forts, s.conquistador = 3, D.FORTIFICATIONS - 3, 1
    s.supply = put(s.supply, 0, s.supply[0] - 1)
    supply = s.supply[0]
    t = act(act(s, "0 pass"), "0 discard card=aoe_north_america_5")
    assert t.forts == D.FORTIFICATIONS and t.decl_forts == 0
    assert any("fortification" in e.text and "supply" in e.text for e in t.events)
    t = act(act(s, "0 pass"), "0 discard card=aoe_south_america_5")
    assert t.conquistador == 0 and t.supply[0] == supply + 1
    assert any("Conquistadors" in e.text and "supply" in e.text for e in t.events)


def test_conquistadors_conscript_attacks_only_in_south_america():
    s = with_cities(ready(buildings=("market", "shipyard"), harbor=4), 1, "SA2", "EU5")
    s = draw_from_region(s, "south_america", "aoe_south_america_5")
    assert s.conquistador == 1
    t = s.copy()
    t.current, t.step, t.done = 0, "turn", 0
    t = act(act(t, "0 activate slot=1"), "0 ship region=india")
    assert "0 mobilize card=aoe_south_america_5" in legal_texts(t)
    t = act(t, "0 mobilize card=aoe_south_america_5")
    assert legal_texts(t) == {"0 attack city=SA2"}
    t = act(t, "0 attack city=SA2")
    assert t.conquistador == 0 and t.city_owner[D.CITY_INDEX["SA2"]] == 0
    assert next(i for i in RS.scores(t)[0].items if i.category == "Card effects").points == 4


def test_succession_gains_a_disc():
    s = on_top(ready(buildings=("market", "market")), "aoe_europe_1")
    s = with_cities(s, 0, "EU1")
    s = act(act(s, "0 activate slot=0"), "0 draw stack=europe")
    assert s.harbor[0] == 3  # 3 - 1 activation + 1


def test_the_great_plague_takes_a_harbor_disc_or_else_a_building_disc_of_choice():
    s = with_cities(ready(buildings=("market",)), 0, "EU1", "EU2")
    s = on_top(s, "aoe_europe_2")
    s = with_buildings(with_harbor(s, 1, 0), 1, "shipyard", "workshop", busy=0b11)
    s = act(act(s, "0 activate slot=0"), "0 draw stack=europe")
    assert s.harbor[0] == 1 and RS.to_move(s) == 1
    assert legal_texts(s) == {"1 lose slot=0", "1 lose slot=1"}
    s = act(s, "1 lose slot=1")
    assert s.busy[1] == 0b01 and s.current == 1 and s.step == "turn"


def test_the_marriage_alliance_forbids_attacks_between_the_two_in_europe():
    s = with_cities(ready(buildings=("market",)), 0, "EU1", "EU2", "EU3")
    s = act(act(on_top(s, "aoe_europe_3"), "0 activate slot=0"), "0 draw stack=europe")
    s = act(s, "0 marry seats=[1,2]")
    assert s.marriage == (1, 2, 1, 1)
    t = with_cities(s.copy(), 2, "EU7")
    t = with_buildings(with_harbor(t, 1, 3), 1, "barracks")
    t.current, t.step = 1, "turn"
    t = act(t, "1 activate slot=0")
    assert "1 attack city=EU7" not in legal_texts(t) and "1 attack city=EU1" in legal_texts(t)


def test_the_marriage_alliance_is_named_when_an_attack_on_the_partner_in_europe_is_refused():
    s = with_cities(ready(buildings=("barracks",), harbor=4), 1, "EU7")
    s = with_cities(s, 2, "EU8").copy()
    s.marriage = (0, 1, 1, 1)
    s = act(s, "0 activate slot=0")
    assert legal_texts(s) == {"0 attack city=EU8"}
    assert why(s, "0 attack city=EU7") == (
        "The Marriage Alliance joins you and Blue: you may not attack each other's cities in Europe."
    )


def test_the_peace_of_utrecht_lets_each_player_fortify_a_european_city_in_turn():
    s = with_cities(ready(buildings=("market",)), 0, "EU1", "EU2", "EU3", "EU4")
    s = with_cities(s, 2, "EU8")
    s = act(act(on_top(s, "aoe_europe_4"), "0 activate slot=0"), "0 draw stack=europe")
    assert RS.to_move(s) == 0 and "0 fortify city=EU1" in legal_texts(s)
    s = act(s, "0 fortify city=EU1")
    assert RS.to_move(s) == 2 and legal_texts(s) == {"2 fortify city=EU8", "2 done"}
    s = act(s, "2 done")
    assert s.current == 1 and s.fortified == 1 << D.CITY_INDEX["EU1"]


def test_the_smallpox_vaccine_gives_a_disc_and_two_more_for_a_wealth_token():
    s = with_cities(ready(buildings=("market",)), 0, *[f"EU{i}" for i in range(1, 6)]).copy()
    s.tokens = put(s.tokens, D.NKINDS * 2 + D.TOKEN_INDEX["wealth"], 1)
    s.tracks = put(s.tracks, 4 * 2 + 2, 1)
    s = act(act(on_top(s, "aoe_europe_5"), "0 activate slot=0"), "0 draw stack=europe")
    assert s.harbor[0] == 3 and RS.to_move(s) == 2
    harbor = s.harbor[2]
    s = act(s, "2 spend_wealth")
    assert s.harbor[2] == harbor + 2 and tokens(s, 2, "wealth") == 0 and track(s, 2, "wealth") == 0


def test_abolition_of_slavery_is_the_europe_6():
    s = with_cities(ready(buildings=("market",)), 0, *[f"EU{i}" for i in range(1, 7)])
    s = with_cards(s, 1, "slavery_0")
    s = act(act(on_top(s, "aoe_europe_6"), "0 activate slot=0"), "0 draw stack=europe")
    assert s.abolished and s.slaves_lost[1] == 1


def test_a_card_decision_is_refused_when_no_card_asks_for_it():
    s = ready()
    assert why(s, "0 take_token token=attack") == "No card decision is waiting: Company Raj asks for it when drawn."
    assert why(s, "0 lose slot=0") == "No card decision is waiting: the Great Plague asks for it when drawn."
    assert why(s, "0 raid token=attack") == (
        "Flota de Indias' tokens are taken with an Attack: first place a Harbor disc on a building that gives "
        "Attack, or spend an Attack token."
    )


def test_flota_de_indias_tokens_are_only_for_the_other_players():
    t = with_cards(ready(buildings=("barracks",)), 1, "aoe_caribbean_5").copy()
    t.flota = put(t.flota, D.TOKEN_INDEX["ship"], 2)
    t = act(t, "0 activate slot=0")
    assert "0 raid token=ship" in legal_texts(t)
    assert why(t, "0 raid token=occupy") == "Flota de Indias carries no Occupy token."
    u = with_cards(t, 0, "aoe_caribbean_5")
    u = with_cards(u, 1)
    assert why(u, "0 raid token=ship") == "You hold Flota de Indias: only the other players take its tokens."


def test_card_decisions_are_refused_when_the_option_is_off():
    s = ready(options={})
    assert why(s, "0 reserve card=x").endswith("not used in this game.")


def test_the_rosetta_stone_may_activate_a_building_whose_own_action_cannot_be_done():
    s = with_cards(ready(buildings=("bank",)), 0, "aoe_africa_5")  # no other disc on a building to pay
    s = act(s, "0 activate slot=0")
    assert "0 occupy city=EU1" in legal_texts(s) and not any("payment" in x for x in legal_texts(s))


def test_a_slavery_card_under_port_of_dejima_is_turned_face_down_by_abolition():
    s = with_cities(ready(buildings=("market",)), 0, *[f"EU{i}" for i in range(1, 7)]).copy()
    s.reserved = put(s.reserved, 1, "slavery_2")
    s.stacks = tuple(tuple(c for c in st if c != "slavery_2") for st in s.stacks)
    s = with_cards(s, 1, "aoe_far_east_5")
    s = act(act(on_top(s, "aoe_europe_6"), "0 activate slot=0"), "0 draw stack=europe")
    assert s.reserved[1] == "" and s.slaves_lost[1] == 1
