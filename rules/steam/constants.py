"""Every number of the base Age of Steam rules (reference age_of_steam.md section 1), each in one place.

A map module overrides a number through its MapRules hook, never by editing
these tables (reference section 5: "keep each in one place so a map can
override it").
"""

from __future__ import annotations

#: Goods colours and the cube supply (1.1): 20 of each colour, 16 black.
COLOURS: tuple[str, ...] = ("red", "blue", "purple", "yellow", "black")
CUBES: dict[str, int] = {"red": 20, "blue": 20, "purple": 20, "yellow": 20, "black": 16}

#: Player start (1.2): $10, 2 shares issued, engine 1 link, income 0.
START_CASH = 10
START_SHARES = 2
START_ENGINE = 1
START_INCOME = 0

#: Shares (1.4): $5 each, at most 15 issued in total.
SHARE_PRICE = 5
SHARE_LIMIT = 15

#: Engine track (1.1): 1 to 6 links.
ENGINE_MAX = 6

#: Track discs per player (1.1) and town discs (1.1).
OWNER_DISCS = 20
TOWN_DISCS = 8

#: Goods display (1.2, 1.11): 12 numbered columns of 3 squares, 8 New City columns of 2 squares.
NUMBERED_SQUARES = 3
NEW_CITY_SQUARES = 2
DEFAULT_CITY_GOODS = 2

#: Placements per build turn (1.7.1): 3, or 4 with Engineer.
BUILDS = 3
ENGINEER_BUILDS = 4

#: Build costs (1.7.2): terrain -> (simple tile, coexisting complex, crossing complex).
TERRAIN_COSTS: dict[str, tuple[int, int, int]] = {
    "plain": (2, 3, 4),
    "river": (3, 4, 5),
    "mountain": (4, 5, 6),
}
TOWN_TILE_BASE = 1  # + $1 per exit
TOWN_UPGRADE_COST = 3
UPGRADE_CROSSING_COST = 3
UPGRADE_COEXISTING_COST = 2
REDIRECT_COST = 2

#: Income reduction (1.10): (lowest income of the bracket, reduction), highest bracket first.
REDUCTION_BRACKETS: tuple[tuple[int, int], ...] = ((50, 10), (41, 8), (31, 6), (21, 4), (11, 2), (0, 0))

#: Game length (1.12): rounds by number of players.
ROUNDS: dict[int, int] = {3: 10, 4: 8, 5: 7, 6: 6}

#: Final scoring (1.13).
VP_PER_INCOME = 3
VP_PER_SHARE = -3
VP_PER_TRACK = 1

#: Production (1.6): cubes drawn.
PRODUCTION_CUBES = 2
#: Production's squares (1.14, a setting): any empty square (default, S2) or only the columns of
#: cities on the map (S1: printed cities and placed New Cities).
PRODUCTION_OPTION = "production"
PRODUCTION_ANY = "any"
PRODUCTION_IN_PLAY = "in_play"

#: The seven actions of the base action table (1.6), in the table's order.
ACTIONS: tuple[str, ...] = (
    "first_move",
    "first_build",
    "engineer",
    "locomotive",
    "urbanization",
    "production",
    "turn_order",
)
ACTION_NAMES: dict[str, str] = {
    "first_move": "First Move",
    "first_build": "First Build",
    "engineer": "Engineer",
    "locomotive": "Locomotive",
    "urbanization": "Urbanization",
    "production": "Production",
    "turn_order": "Turn Order",
}

#: New City tiles (1.11): letter -> (colour, display group, die roll).
NEW_CITIES: dict[str, tuple[str, str, int]] = {
    "A": ("red", "light", 3),
    "B": ("blue", "light", 4),
    "C": ("black", "light", 5),
    "D": ("black", "light", 6),
    "E": ("yellow", "dark", 1),
    "F": ("purple", "dark", 2),
    "G": ("black", "dark", 3),
    "H": ("black", "dark", 4),
}


def income_reduction(income: int) -> int:
    """The income-reduction bracket of 1.10 for an income after expenses."""
    for low, cut in REDUCTION_BRACKETS:
        if income >= low:
            return cut
    return 0


#: The phases of a round up to the end of its moves (1.3-1.7), every map naming them so: before the round's
#: income, its deliveries are still to be made.
ROUND_TO_MOVES = frozenset(("shares", "auction", "select", "build", "move"))

#: The phases as the rulebook names them (1.3-1.11), for the board's title and a save's label.
PHASE_NAMES = {
    "shares": "Issue shares",
    "auction": "Turn-order auction",
    "select": "Select actions",
    "build": "Build track",
    "move": "Move goods",
    "income": "Collect income",
    "expenses": "Pay expenses",
    "reduction": "Income reduction",
    "growth": "Goods growth",
    "turn": "Advance turn marker",
    "over": "Game over",
}
