"""The board layout and the rules' map data name the same places, and every place sits where it should."""

from graphics.endeavor.geometry import board_layout
from rules.endeavor import data as D


def _inside(pt, poly) -> bool:
    x, y = pt
    inside = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=False):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def test_every_city_of_the_map_has_a_site_on_its_own_regions_land():
    lay = board_layout()
    for c, region in zip(D.CITIES, D.CITY_REGION, strict=True):
        site = lay.cities[f"city:{c}"]
        assert site["region"] == D.REGIONS[region]
        outlines = lay.regions[f"region:{D.REGIONS[region]}"]["outlines"]
        assert any(_inside(site["at"], poly) for poly in outlines), c


def test_every_link_of_the_map_is_drawn_between_its_two_cities():
    lay = board_layout()
    assert set(lay.links) == {f"link:{lid}" for lid in D.LINK_IDS}


def test_each_shipping_track_has_as_many_spaces_as_the_map_gives():
    lay = board_layout()
    for r, n in zip(D.REGIONS, D.SHIPPING, strict=True):
        assert len(lay.shipping_of(r)) == n
        if n:
            assert f"stack:{r}" in lay.stacks and f"governor:{r}" in lay.governors


def test_every_deck_has_a_stack_place():
    lay = board_layout()
    assert {f"stack:{d}" for d in D.DECKS} <= set(lay.stacks)


def test_cities_and_link_tokens_do_not_overlap():
    lay = board_layout()
    city_r, token_r = lay.sizes["city"], lay.sizes["token"] + 1
    pts = {k: v["at"] for k, v in lay.cities.items()}
    ids = list(pts)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            dx, dy = pts[a][0] - pts[b][0], pts[a][1] - pts[b][1]
            assert (dx * dx + dy * dy) ** 0.5 > 2 * city_r + 4, (a, b)
    for lid in lay.links:
        mx, my = lay.point(lid)
        for end in lay.links[lid]["ends"]:
            x, y = pts[end]
            assert ((mx - x) ** 2 + (my - y) ** 2) ** 0.5 >= city_r + token_r, lid
