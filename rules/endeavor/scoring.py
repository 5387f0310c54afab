"""Final scoring by the rulebook's categories, the ranking and its tie-break.

The same sheet, marked provisional, serves as the running score during the game
(the game is scored as if it ended now).
"""

from __future__ import annotations

from rules.core import ScoreItem, ScoreSheet
from rules.endeavor import data as D
from rules.endeavor.cardfx import score_items_detail
from rules.endeavor.engine import controls_link, tile_of
from rules.endeavor.state import EndeavorState
from rules.words import plural

GOVERNOR_SLOT_GLORY = 3
HARBOR_DISCS_PER_GLORY = 3

#: Said in the credits and the glossary: the rulebook prints no tie-break.
TIE_BREAK = (
    "Ties (the rulebook prints none): most discs left in the Harbor, then most cities occupied, "
    "then the seat that comes first in turn order from the first player of the last round."
)


def sheet(s: EndeavorState, p: int) -> ScoreSheet:
    owner = s.city_owner
    cities = sum(D.CITY_GLORY[c] for c in range(len(D.CITIES)) if owner[c] == p)
    ncities = sum(1 for o in owner if o == p)
    links = sum(1 for li in range(len(D.LINKS)) if controls_link(s, p, li))
    tr = s.tracks[4 * p : 4 * p + 4]
    tile = tile_of(s)
    kept = set()
    if tile is not None and tile.kind == "spots":  # Political Agenda: a spot keeps its marker from sliding down
        kept = {tile.attribute[i] for i, o in enumerate(s.tile_spots) if o == p and tile.attribute[i] >= 0}
    track_points = [tr[t] if t in kept else D.track_glory(tr[t]) for t in range(4)]
    cards = s.cards[p]
    card_glory = sum(D.CARDS[c].glory for c in cards)
    # "If you do not have a Governor card in your 'Free Governor' space, you earn 3 Glory points": a Governor
    # stacked on Crown Charters is held, but it is not in that space.
    on_charters = set(s.stacked[p][1::2])
    has_gov = any(D.CARDS[c].governor and c not in on_charters for c in cards)
    univ = sum(1 for b in s.buildings[p] if b == D.UNIVERSITY)
    bglory = sum(D.BUILDINGS[b].glory for b in s.buildings[p])
    harbor = s.harbor[p]
    items = (
        ScoreItem("Cities", cities, f"{plural(ncities, 'city')} occupied"),
        ScoreItem("Links", links, f"{plural(links, 'link')} controlled, 1 glory each"),
        *(
            ScoreItem(
                D.TRACKS[t].capitalize(),
                track_points[t],
                f"track at {tr[t]}, "
                + ("kept by the Political Agenda" if t in kept else f"slides down to {track_points[t]}"),
            )
            for t in range(4)
        ),
        ScoreItem("Asset cards", card_glory, f"{plural(len(cards), 'card')} held"),
        ScoreItem(
            "Governor space",
            0 if has_gov else GOVERNOR_SLOT_GLORY,
            "a Governor is held" if has_gov else "no Governor held: 3 glory",
        ),
        *_building_items(s, p, univ, bglory),
        ScoreItem(
            "Harbor discs", harbor // HARBOR_DISCS_PER_GLORY, f"{plural(harbor, 'disc')} in the Harbor, 1 glory per 3"
        ),
        ScoreItem("Slavery", -s.slaves_lost[p], f"{plural(s.slaves_lost[p], 'Slavery card')} face down"),
        *_prominence_items(s, p, tile),
        *_card_items(s, p),
    )
    return ScoreSheet(p, items, provisional=s.phase != "over")


def _prominence_items(s: EndeavorState, p: int, tile: D.Tile | None) -> tuple[ScoreItem, ...]:
    """Glory printed on the tile's spots you hold, and 1 for each glory link whose two spots you hold."""
    if tile is None:
        return ()
    if tile.kind == "alliance":
        return _alliance_items(s, p, tile)
    spots = s.tile_spots
    glory = sum(tile.glory[i] for i, o in enumerate(spots) if o == p)
    links = sum(1 for a, b in tile.links if spots[a] == p and spots[b] == p)
    held = sum(1 for o in spots if o == p)
    majority = 0
    if tile.majority and held:  # the most and second-most discs; every tied player scores in full
        counts = sorted({spots.count(q) for q in range(s.players) if spots.count(q)}, reverse=True)
        rank = counts.index(held)
        majority = tile.majority[rank] if rank < len(tile.majority) else 0
    detail = f"{plural(held, 'disc')} on {tile.name}, {plural(links, 'glory link')}"
    if tile.majority:
        detail += f", {majority} for the majority"
    return (ScoreItem("Prominence", glory + links + majority, detail),)


def alliance_strength(s: EndeavorState, box: int) -> int:
    """Combined presence in Europe (cities and alliance discs) of the members of one alliance."""
    spots = s.tile_spots
    europe = D.REGION_CITIES[D.EUROPE]
    total = 0
    for q in range(s.players):
        if spots[2 * q + box]:
            total += sum(1 for c in europe if s.city_owner[c] == q) + spots[2 * q] + spots[2 * q + 1]
    return total


def _alliance_items(s: EndeavorState, p: int, tile: D.Tile) -> tuple[ScoreItem, ...]:
    orange, green = alliance_strength(s, 0), alliance_strength(s, 1)
    mine = next((b for b in (0, 1) if s.tile_spots[2 * p + b]), -1)
    if mine < 0:
        return (ScoreItem("Prominence", 0, "no disc in an alliance"),)
    if orange == green:
        return (ScoreItem("Prominence", 0, f"the alliances tie at {orange}: none scores"),)
    winner = 0 if orange > green else 1
    discs = s.tile_spots[2 * p + mine]
    if mine != winner:
        return (ScoreItem("Prominence", 0, f"the {tile.spots[winner]} alliance wins ({max(orange, green)})"),)
    return (
        ScoreItem(
            "Prominence",
            tile.per_disc_glory * discs,
            f"the {tile.spots[mine]} alliance wins: {plural(discs, 'disc')}, {tile.per_disc_glory} glory each",
        ),
    )


def _card_items(s: EndeavorState, p: int) -> tuple[ScoreItem, ...]:
    if not s.options.get("aoe_cards"):
        return ()
    points, detail = score_items_detail(s, p)
    return (ScoreItem("Card effects", points, detail),)


def _building_items(s: EndeavorState, p: int, univ: int, bglory: int) -> tuple[ScoreItem, ...]:
    if not s.options.get("aoe_buildings"):
        return (ScoreItem("Universities", bglory, f"{plural(univ, 'University')}, 3 glory each"),)
    items = [ScoreItem("Buildings", bglory, "glory printed on your buildings")]
    blds = s.buildings[p]
    if any(D.BUILDINGS[b].endgame == "fortify_symbols" for b in blds):
        n = sum(D.FORTIFY_SYMBOLS[b] for b in blds)
        items.append(ScoreItem("Citadel", n, f"{plural(n, 'Fortify symbol')} on your buildings"))
    return tuple(items)


def sheets(s: EndeavorState) -> list[ScoreSheet]:
    return [sheet(s, p) for p in range(s.players)]


def totals(s: EndeavorState) -> list[int]:
    return [sh.total for sh in sheets(s)]


def ranking(s: EndeavorState) -> list[int]:
    """Best first: total glory, then the tie-break of ``TIE_BREAK``."""
    n = s.players
    tot = totals(s)
    # "first player of the last round": the marker has not moved after the final round.
    order = {(s.first + k) % n: k for k in range(n)}
    cities = [sum(1 for o in s.city_owner if o == p) for p in range(n)]
    return sorted(range(n), key=lambda p: (-tot[p], -s.harbor[p], -cities[p], order[p]))
