"""Age of Expansion Prominence (option ``prominence``): Military Buildup and Political Agenda."""

import pytest

from rules.core import Action, SetupError
from rules.endeavor import data as D
from tests.rules.endeavor.helpers import RS, act, legal_texts, put, with_buildings, with_cities, with_harbor, with_track

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


def test_an_unknown_tile_is_refused_at_setup():
    with pytest.raises(SetupError):
        RS.new_game(4, 0, {"prominence": "naval_superiority"})
