"""Setting up an Endeavor board: tokens shuffled from the seed, the stacks in printed order (or the Age of
Expansion's decks), the market of the buildings in play, empty mats, and a random first player."""

from __future__ import annotations

from typing import Any

from rules.core import Rng
from rules.endeavor import data as D
from rules.endeavor.readings import ALL_OPEN_EUROPE, NK, NREG, expansion_decks
from rules.endeavor.state import EndeavorState


def set_up(players: int, seed: int, options: dict[str, Any]) -> EndeavorState:
    """Board, tokens at random from the seed, stacks in printed order, empty mats, random first player: the state
    before the first round's Build phase begins."""
    rng = Rng(seed)
    s = EndeavorState()
    s.players = players
    s.options = dict(options)
    tokens = [k for k, count in enumerate(D.TOKEN_COUNTS) for _ in range(count)]
    rng.shuffle(tokens)
    it = iter(tokens)
    s.ship_tokens = tuple(tuple(next(it) for _ in range(D.SHIPPING[r])) for r in range(NREG))
    s.city_token = tuple(next(it) for _ in D.CITIES)
    s.link_token = tuple(next(it) for _ in D.LINKS)
    assert next(it, None) is None, "one token on every shipping space, city and link"
    s.ship_discs = tuple(() for _ in range(NREG))
    s.city_owner = (-1,) * len(D.CITIES)
    s.opened = ALL_OPEN_EUROPE
    new_decks = expansion_decks(options)
    s.stacks = tuple(D.DECK_CARDS_AOE[d] if d in new_decks else D.DECK_CARDS[d] for d in range(len(D.DECKS)))
    s.discards = ()
    s.abolished = False
    if options.get("aoe_buildings"):
        # Age of Expansion: its own set; three of the seven level-5 buildings are drawn at random.
        level5 = [b for b in D.AOE_SET if D.BUILDINGS[b].level == 5]
        rng.shuffle(level5)
        keep = set(level5[: D.AOE_LEVEL5_DRAWN])
        s.market = tuple(
            bd.count if bd.set == "aoe" and (bd.level < 5 or i in keep) else 0 for i, bd in enumerate(D.BUILDINGS)
        )
    else:
        s.market = tuple(bd.count if bd.set == "base" else 0 for bd in D.BUILDINGS)
    s.fortified = 0
    s.forts = D.FORTIFICATIONS if options.get("aoe_buildings") or new_decks else 0
    s.conscripts = (0,) * players
    s.mobilize = -1
    s.trade_space = ""
    tile = D.TILES.get(options.get("prominence", "none"))
    if tile is None:
        s.tile_spots = ()
    elif tile.kind == "alliance":
        s.tile_spots = (0,) * (2 * players)
    else:
        s.tile_spots = (-1,) * len(tile.spots)
    s.open_sea = (0,) * (NREG * players) if tile is not None and tile.action == "ship" else ()
    s.sailed = False
    s.tracks = (0,) * (4 * players)
    s.tokens = (0,) * (NK * players)
    s.harbor = (0,) * players
    s.supply = (D.DISCS,) * players
    s.buildings = ((),) * players
    s.busy = (0,) * players
    s.cards = ((),) * players
    s.slaves_lost = (0,) * players
    s.queue = ()
    s.resume = ()
    s.flags = 0
    s.spent = (0,) * NK
    s.stacked = ((),) * players
    s.reserved = ("",) * players
    s.flota = (0,) * NK
    s.decl_forts = 0
    s.conquistador = 0
    s.marriage = ()
    s.first = rng.randrange(players)
    s.round = 1
    s.last_round = False
    s.pending = None
    s.pays_left = 0
    s.rng = rng
    return s
