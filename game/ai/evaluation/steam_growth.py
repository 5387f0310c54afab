"""Age of Steam: the goods still to come to each seat's network, read from the goods display.

Where every complete link pays a tax each round (Tasmania: $3, whatever its
length), a link is worth building only if goods keep using it: a link that
carries only the cubes on the map now costs more in tax than it brings. The
estimate's flat ``LINK_RATE`` (0.1 income a round a link) made every link there
a loss, so the seats built one link in round 1 and never again, paid the tax and
their expenses with shares and went bankrupt. A player reads the goods display
instead: each city's column shows the cubes its number will bring (1.11: a die
per player for each group, each showing the column's number moves its top cube
to the city), so a network that reaches cities whose coming cubes want a city
on it will carry them. Venezuela's growth rolls no dice at all: every city takes
the top of its own column until it holds 2, round after round, so there too a
link is worth the cubes its cities' columns will bring (``growth_is_seen``): with
a flat ``LINK_RATE`` a share issued for a link looked worth less than its 3
points, and from round 3 no seat built (logged).

``goods_to_come`` gives, per seat, the own links a round those cubes are
expected to pay it over the track as it is: per column, the chance a round that
its number comes up (dice / 6) times the mean, over the column's cubes, of the
own links of the cube's best route within the seat's engine plus one (the raise a
seat makes for it). Kept on the state while the track, the display, the New
Cities and the engines are the same.
"""

from __future__ import annotations

from game.ai.evaluation.steam_board import keep, kept
from rules.steam import constants as K
from rules.steam.growth import column_cities
from rules.steam.maps import MapRules
from rules.steam.moves import paid_links
from rules.steam.state import SteamState

__all__ = ["goods_to_come", "growth_is_seen"]

#: Faces of a goods-growth die (1.11).
DIE_FACES = 6


def growth_is_seen(m) -> bool:
    """Whether the map's goods growth brings what its display shows, with no dice (``MapRules.sure_growth``:
    Venezuela refills every city to 2 from its column each round): there a link is worth the goods that will
    come to it round after round, as a player reads them off the display, not a flat ``LINK_RATE``."""
    return type(m).sure_growth is not MapRules.sure_growth


def goods_to_come(m, s: SteamState) -> list[float]:
    """Per seat, the own links a round the goods display's cubes are expected to pay it (see the module
    docstring); a seat out of the game gets 0."""
    parts, key = (s.track, s.display, s.new_city), (s.engine, s.out)
    found = kept(s, "_goods_to_come", parts, key)
    if found is not None:
        return found
    out = [0.0] * s.players
    chance = min(1.0, m.dice_count(s) / DIE_FACES)  # a column's number comes up about this often a round
    top = min(K.ENGINE_MAX, max(s.engine) + 1)
    for column, h in sorted(column_cities(m, s).items()):
        cubes = [c for c in s.display.get(column, ()) if c is not None]
        for colour in sorted(set(cubes)):
            paid = paid_links(m, s, h, colour, top)
            if not paid:
                continue
            weight = chance * cubes.count(colour) / len(cubes)
            for p in range(s.players):
                if s.out[p] or m.cube_refusal(s, p, h, colour):
                    continue
                out[p] += weight * paid[p][min(K.ENGINE_MAX, s.engine[p] + 1)]
    return keep(s, "_goods_to_come", parts, key, out)
