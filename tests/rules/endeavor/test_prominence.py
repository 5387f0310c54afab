"""Age of Expansion Prominence (option ``prominence``): Military Buildup and Political Agenda."""

import pytest

from rules.core import Action, SetupError
from rules.endeavor import data as D
from tests.rules.endeavor.helpers import (
    RS,
    act,
    legal_texts,
    opened,
    put,
    with_buildings,
    with_cities,
    with_harbor,
    with_track,
)

EU5 = D.CITY_INDEX["EU5"]


def ready(tile, harbor=3, buildings=("workshop",)):
    s = RS.new_game(4, 0, {"prominence": tile}).copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", 0, 0, 0, None
    return with_buildings(with_harbor(s, 0, harbor), 0, *buildings)


def spots(s, **owners):
    tile = D.TILES[s.options["prominence"]]
    s = s.copy()
    for spot, seat in owners.items():
        s.tile_spots = put(s.tile_spots, tile.spots.index(spot), seat)
    return s


def points(s, p, category):
    return next(i.points for i in RS.scores(s)[p].items if i.category == category)


def test_an_occupy_may_place_a_disc_on_the_military_buildup_tile_instead():
    s = act(ready("military_buildup"), "0 activate slot=0")
    assert "0 prominence spot=U2" in legal_texts(s) and "0 occupy city=EU1" in legal_texts(s)
    tokens = s.tokens
    s = act(s, "0 prominence spot=U2")
    assert s.tile_spots[1] == 0 and s.harbor[0] == 1 and s.tokens == tokens
    assert RS.explain(s, Action.parse("1 prominence spot=U2")) is not None


def test_a_spot_with_the_disc_mark_gains_a_disc_from_the_supply():
    s = act(ready("military_buildup"), "0 activate slot=0")
    supply = s.supply[0]
    s = act(s, "0 prominence spot=L2")
    assert s.harbor[0] == 2 and s.supply[0] == supply - 1


def test_tile_discs_count_as_presence_in_europe():
    s = spots(ready("military_buildup", buildings=("market",)), U1=0)
    s = s.copy()
    s.stacks = put(s.stacks, D.EUROPE_DECK, ("europe_1",))
    s = act(s, "0 activate slot=0")
    assert "0 draw stack=europe" in legal_texts(s)


def test_a_lower_tile_disc_may_be_the_casualty_of_an_attack():
    s = with_cities(spots(ready("military_buildup", harbor=2, buildings=("barracks",)), L3=0, U1=0), 1, "EU5")
    s = act(s, "0 activate slot=0")  # one Harbor disc left: only the tile can pay the casualty
    assert legal_texts(s) == {"0 attack city=EU5 casualty=L3"}
    supply = s.supply[0]
    s = act(s, "0 attack city=EU5 casualty=L3")
    assert s.city_owner[EU5] == 0 and s.harbor[0] == 0 and s.supply[0] == supply + 1
    assert s.tile_spots[D.TILES["military_buildup"].spots.index("L3")] == -1


def test_a_draw_may_place_a_disc_on_the_political_agenda_tile():
    s = act(ready("political_agenda", buildings=("market",)), "0 activate slot=0")
    assert "0 prominence spot=IND1" in legal_texts(s)
    assert RS.explain(s, Action.parse("0 prominence spot=XX")).startswith("The Political Agenda tile has no spot")
    s = act(s, "0 prominence spot=IND1")
    assert s.tile_spots[0] == 0 and s.cards[0] == ()


def test_only_the_tiles_own_action_places_there():
    s = act(ready("political_agenda", buildings=("workshop",)), "0 activate slot=0")
    assert RS.explain(s, Action.parse("0 prominence spot=IND1")) == (
        "Only a Draw action may place a disc on the Political Agenda tile."
    )


def test_a_political_agenda_spot_keeps_its_track_from_sliding_down():
    s = with_track(with_track(ready("political_agenda"), 0, "industry", 6), 0, "culture", 6)
    s = spots(s, IND2=0)
    assert points(s, 0, "Industry") == 6 and points(s, 0, "Culture") == D.track_glory(6) == 4


def test_spot_glory_and_glory_links_score_at_the_end():
    s = spots(ready("military_buildup"), U2=0, U3=0, U1=1, L1=0)
    assert points(s, 0, "Prominence") == 2 + 2 + 1
    assert points(s, 1, "Prominence") == 1


def test_with_prominence_slavery_cards_lie_face_up_and_are_drawn_in_any_order():
    s = with_cities(ready("military_buildup", buildings=("market",)), 0, "EU1", "EU2", "EU3")
    s = act(s, "0 activate slot=0")
    texts = legal_texts(s)
    assert {f"0 draw stack=slavery card=slavery_{v}" for v in range(4)} <= texts
    assert "0 draw stack=slavery card=slavery_4" not in texts
    s = act(s, "0 draw stack=slavery card=slavery_3")
    assert s.cards[0] == ("slavery_3",) and s.stacks[D.SLAVERY_DECK] == tuple(f"slavery_{v}" for v in (0, 1, 2, 4, 5))


def test_the_draw_prompt_says_the_slavery_cards_lie_face_up():
    s = act(ready("military_buildup", buildings=("market",)), "0 activate slot=0")
    prompt = RS.prompt(s)
    assert "face-up Slavery card" in prompt.text and "Slavery cards lie face up" in prompt.rule


def test_a_face_up_slavery_card_beyond_your_presence_in_europe_is_refused_by_name():
    s = with_cities(ready("military_buildup", buildings=("market",)), 0, "EU1", "EU2", "EU3")
    s = act(s, "0 activate slot=0")
    why = RS.explain(s, Action.parse("0 draw stack=slavery card=slavery_4"))
    assert why == "Slavery 4 has value 4: you need at least 4 discs in Europe & the Mediterranean and have 3."
    why = RS.explain(s, Action.parse("0 draw stack=slavery"))
    assert why == "With a Prominence tile the Slavery cards lie face up: name the one you draw."


def test_a_tile_disc_is_placed_only_by_the_tiles_action():
    s = ready("political_agenda")
    why = RS.explain(s, Action.parse("0 prominence spot=IND1"))
    assert why == (
        "A disc goes on the Political Agenda tile only with a Draw action: first place a Harbor disc on a "
        "building that gives Draw."
    )


def test_an_unknown_tile_is_refused_at_setup():
    with pytest.raises(SetupError):
        RS.new_game(4, 0, {"prominence": "trade_monopoly"})  # an unnamed tile of the box, not offered


def alliances(**boxes):
    """A Changing Alliances game at seat 0's turn; boxes: seat index -> (orange discs, green discs)."""
    s = RS.new_game(4, 0, {"prominence": "changing_alliances"}).copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", 0, 0, 0, None
    spots = list(s.tile_spots)
    for seat, (orange, green) in boxes.items():
        p = int(seat[1:])
        spots[2 * p], spots[2 * p + 1] = orange, green
    s.tile_spots = tuple(spots)
    return s


def test_changing_alliances_is_for_four_and_five_players():
    assert list(RS.allowed_players({"prominence": "changing_alliances"})) == [4, 5]
    with pytest.raises(SetupError):
        RS.new_game(3, 0, {"prominence": "changing_alliances"})


def test_a_draw_places_a_disc_in_an_alliance_and_switching_sends_the_other_discs_home():
    s = with_buildings(with_harbor(alliances(s0=(2, 0)), 0, 3), 0, "market")
    s = act(s, "0 activate slot=0")
    assert {"0 prominence spot=orange", "0 prominence spot=green"} <= legal_texts(s)
    supply = s.supply[0]
    s = act(s, "0 prominence spot=green")
    assert s.tile_spots[:2] == (0, 1) and s.supply[0] == supply + 2


def test_no_attack_on_the_european_cities_of_an_ally():
    s = with_cities(alliances(s0=(1, 0), s1=(1, 0), s2=(0, 1)), 1, "EU5")
    s = with_cities(s, 2, "EU6")
    s = with_buildings(with_harbor(s, 0, 3), 0, "barracks")
    s = act(s, "0 activate slot=0")
    assert legal_texts(s) == {"0 attack city=EU6"}
    assert RS.explain(s, Action.parse("0 attack city=EU5")) == (
        "Blue is in your alliance: you may not attack its cities in Europe."
    )


def test_the_alliance_with_more_presence_in_europe_scores_four_glory_per_own_disc():
    s = with_cities(alliances(s0=(2, 0), s1=(1, 0), s2=(0, 1)), 2, "EU1")
    # orange: seats 1 and 2 with 3 discs; green: seat 3 with 1 disc and 1 city in Europe
    assert points(s, 0, "Prominence") == 8 and points(s, 1, "Prominence") == 4
    assert points(s, 2, "Prominence") == 0 and points(s, 3, "Prominence") == 0


def test_tied_alliances_score_nothing():
    s = alliances(s0=(1, 0), s1=(0, 1))
    assert points(s, 0, "Prominence") == points(s, 1, "Prominence") == 0


def naval(**owners):
    s = RS.new_game(4, 0, {"prominence": "naval_superiority"}).copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", 0, 0, 0, None
    return spots(s, **owners)


def test_a_ship_may_place_a_disc_on_the_naval_superiority_tile_instead():
    s = with_buildings(with_harbor(naval(), 0, 3), 0, "shipyard")
    s = act(s, "0 activate slot=0")
    assert {"0 prominence spot=U1", "0 ship region=africa"} <= legal_texts(s)
    s = act(s, "0 prominence spot=L1")  # the disc mark: a disc from the supply
    assert s.tile_spots[4] == 0 and s.harbor[0] == 2


def test_before_acting_a_lower_disc_may_move_to_the_open_sea_of_an_open_region():
    s = with_buildings(with_harbor(opened(naval(L2=0, U1=0), "india"), 0, 3), 0, "market")
    texts = legal_texts(s)
    assert "0 sail spot=L2 region=india" in texts
    assert not any("spot=U1" in x or "region=africa" in x for x in texts if "sail" in x)
    s = act(s, "0 sail spot=L2 region=india")
    india = D.REGION_INDEX["india"]
    assert s.current == 0 and s.step == "turn" and s.open_sea[india] == 1
    assert RS.explain(s, Action.parse("0 sail spot=L2 region=india")) is not None
    s = act(s, "0 activate slot=0")
    assert "0 draw stack=india" in legal_texts(s)  # the open sea is presence: India 1 needs one disc


def test_naval_superiority_majority_two_and_one_glory_ties_score_in_full():
    s = naval(L1=0, L2=0, L3=1, L4=1, L5=2)
    assert [points(s, p, "Prominence") for p in range(4)] == [2, 2, 1, 0]


def test_naval_superiority_lower_discs_are_not_attack_casualties():
    s = with_cities(naval(L2=0), 1, "EU5")
    s = with_buildings(with_harbor(s, 0, 2), 0, "barracks", "shipyard")
    s = RS.apply(s, Action.parse("0 activate slot=0"))  # no Attack with one Harbor disc left: the action is lost
    spot = D.TILES["naval_superiority"].spots.index("L2")
    assert s.current == 1 and s.tile_spots[spot] == 0 and s.city_owner[D.CITY_INDEX["EU5"]] == 1


def test_a_tiles_circles_are_named_as_the_tile_shows_them_not_by_their_keys():
    """The printed tile shows rows of circles (and, on Political Agenda, circles by track), never keys like "L3":
    the choice, the log and the hover name the circle by its row or track and its place there."""
    s = with_cities(spots(ready("military_buildup", harbor=2, buildings=("barracks",)), L3=0, U1=0), 1, "EU5")
    s = act(s, "0 activate slot=0")
    (attack,) = RS.legal_actions(s)
    assert RS.describe(s, attack).endswith("(casualty: your disc on the lower row's 3rd circle)")
    after = act(s, "0 attack city=EU5 casualty=L3")
    assert any(
        "disc on the lower row's 3rd circle of the Prominence tile is the casualty" in e.text for e in after.events
    )
    s = act(ready("political_agenda", buildings=("market",)), "0 activate slot=0")
    place = next(a for a in RS.legal_actions(s) if a.text == "0 prominence spot=IND1")
    assert RS.describe(s, place).startswith("Place a disc on the 1st Industry circle of Political Agenda")
    texts = [RS.describe(s, a) for a in RS.legal_actions(s)] + [e.text for e in act(s, place.text).events]
    assert not any(key in t for t in texts for key in ("IND1", "IND2", "CUL1", "WEA1", "INF1"))
