"""Venezuela (seed 002, "Venezuela"; reference age_of_steam.md 3.2): the base rules with these changes.

- 4-5 players. No goods on the map at start; the goods display gets one yellow cube in the first
  (top) square of each of its 20 columns, then the other squares are filled at random.
- Shares beyond 15 may be issued: the marker stays at 15 and each extra share lowers income by 1
  (so share expenses and the final -3 per share stop at 15). A share that would take income below 0
  is refused (setting ``venezuela_share_floor``; "allow" bankrupts a player still below 0 after
  expenses, and lists extra shares down to income -10).
- Every placement costs $R, R the round number (round 4: $4 a tile), whatever the terrain; an upgrade
  to a complex (coexisting or crossing) tile always costs $2; still 3 placements a turn.
- The lakes around Maracaibo are impassable (terrain ``lake``: no track on them or into them).
- The 3 dark-brown hexes may be built on only by the player who builds last in the round, at $R.
- Engineer: no extra tile; the holder's total build cost for the turn is halved, rounded down.
- Yellow goods may be moved only by the Money Launderer, the holder of Priority Shipping (First Move).
- Goods growth: no dice; each city on the map (New Cities included) takes cubes from its own display
  column until it holds exactly 2. A column that runs dry gives what it has (setting
  ``venezuela_dry_column``: "bag" draws the rest from the bag).
"""

from __future__ import annotations

from functools import cache, cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from rules.core import Action, Event, Option, Prompt, Rng
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.build import UPGRADE
from rules.steam.growth import column_cities, draw, squares_of
from rules.steam.maps import MapRules, register_map
from rules.steam.maps.tasmania import PayExpensesNegativeIncome
from rules.steam.phases import BASE_PHASES, BuildTrack, IssueShares, MoveGoods, Phase
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.build import Placement
    from rules.steam.state import SteamState

#: Replacing a tile by a compound parallel (coexisting) or compound crossing tile.
COMPLEX_UPGRADE_COST = 2
#: Goods growth fills every city up to exactly this many cubes.
GROWTH_TARGET = 2
#: "allow" setting: the lowest income extra shares are listed down to (the bottom of the income track).
INCOME_FLOOR_ALLOWED = -10

SHARE_OPTION = "venezuela_share_floor"
DRY_OPTION = "venezuela_dry_column"
LAUNDERER = "first_move"
CASH = "yellow"


BUILD_RULE = (
    "Build track (1.7, Venezuela): up to 3 placements at $R each, R the round number (an upgrade to a complex "
    "tile $2); the Engineer halves the turn's total instead of adding a tile. No track on or into the lakes; "
    "only the player who builds last may build on a dark-brown hex."
)
MOVE_RULE = (
    "Move goods (1.8, Venezuela): move one good over complete links, no more than your engine, to the first "
    "city of its colour; each link's owner gains 1 income. Yellow goods are cash: only the Money Launderer "
    "(Priority Shipping) may move them."
)
SHARES_RULE = (
    "Issue shares (1.4, Venezuela): $5 a share. Beyond 15 the marker stays at 15 and each extra share lowers "
    "your income by 1 at once; share expenses never exceed $15."
)


class VenezuelaShares(IssueShares):
    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        p = super().prompt(m, s)
        return Prompt(p.seat, p.text, SHARES_RULE, p.kind)

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        n = action.get("n")
        if action.kind != "issue" or not isinstance(n, int) or n < 0:
            return super().why(m, s, action)
        seat = action.seat
        floor = INCOME_FLOOR_ALLOWED if s.options.get(SHARE_OPTION, "refuse") == "allow" else 0
        return (
            f"You may issue at most {plural(m.max_issue(s, seat), 'share')} now: beyond {K.SHARE_LIMIT}, each share "
            f"lowers your income by 1, and your income ({s.income[seat]}) may not go below {floor} (Venezuela)."
        )


class VenezuelaBuild(BuildTrack):
    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        p = super().prompt(m, s)
        text = p.text + f" Every tile costs ${s.round} this round."
        if p.seat is not None and s.taken[p.seat] == "engineer":
            text += " As the Engineer you pay half the turn's total, rounded down."
        if isinstance(m, Venezuela) and p.seat == m.last_builder(s):
            text += " You build last: the dark-brown hexes are open to you."
        return Prompt(p.seat, text, BUILD_RULE, p.kind)


class VenezuelaMove(MoveGoods):
    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        p = super().prompt(m, s)
        text = p.text
        if s.taken[p.seat] == LAUNDERER:
            text += " You are the Money Launderer: you may move yellow goods."
        return Prompt(p.seat, text, MOVE_RULE, p.kind)


class Venezuela(MapRules):
    id = "venezuela"
    credits = (
        "Venezuela: the layout (cities, colours, display numbers, towns, lakes, dark-brown hexes) is a stand-in "
        "designed for this project; proposed rulings: town tiles and redirects cost $R too, the Engineer halves "
        "the turn's total once, a dry display column gives what it has (setting), the last builder of phase 4 "
        "takes the dark-brown hexes, a share below income 0 is refused (setting)."
    )
    terrain_costs: ClassVar[dict[str, tuple[int, int, int]]] = {
        "plain": (2, 3, 4),
        "river": (3, 4, 5),
        "mountain": (4, 5, 6),
        "dark_brown": (4, 5, 6),
    }

    def terrain_refusal(self, terrain: str) -> str | None:
        """The seed's rule in its words: "The blue lakes around Maracaibo cannot be crossed, and track
        cannot be laid on them." """
        if terrain == "lake":
            return (
                "Lakes are impassable in Venezuela: the lakes around Maracaibo cannot be crossed and no track "
                "may be built on a lake hex."
            )
        return None

    # -- setup ------------------------------------------------------------------

    def options(self) -> list[Option]:
        return [
            Option(
                SHARE_OPTION,
                "Venezuela: shares beyond 15 at income 0",
                ("refuse", "allow"),
                "refuse",
                "A 16th or later share that would take income below 0 is refused (proposed ruling), or allowed, "
                "in which case a player still below 0 after expenses is bankrupt.",
                ("refused", "allowed (bankrupt at expenses)"),
            ),
            Option(
                DRY_OPTION,
                "Venezuela: empty display column",
                ("leave", "bag"),
                "leave",
                "When a city's display column runs dry during goods growth, the city gets only what is left "
                "(literal reading), or the rest is drawn from the bag (house rule).",
                ("city gets what is left", "refill from the bag"),
            ),
        ]

    def init_ext(self, s: SteamState) -> dict[str, Any]:
        return {"extra_shares": (0,) * s.players}

    def setup_display(self, s: SteamState) -> list[Event]:
        """One yellow cube in the first row of every column (all 20 yellow), the rest at random."""
        bag = list(s.bag)
        columns = self.board.columns()
        bag[K.COLOURS.index(CASH)] -= len(columns)
        s.bag = tuple(bag)
        display: dict[str, tuple[str | None, ...]] = {}
        for col in columns:
            display[col] = (CASH, *(draw(s, s.rng) for _ in range(squares_of(col) - 1)))
        s.display = display
        return [
            Event.make(
                "setup",
                f"A yellow cube goes on the first row of each of the {len(columns)} display columns; the other "
                "squares are filled from the bag (Venezuela).",
            )
        ]

    def setup_map_goods(self, s: SteamState) -> list[Event]:
        return [Event.make("setup", "No goods start on the map: corruption has removed them all (Venezuela).")]

    def phases(self, s: SteamState) -> tuple[Phase, ...]:
        return _PHASES_ALLOW if s.options.get(SHARE_OPTION, "refuse") == "allow" else _PHASES

    # -- shares -------------------------------------------------------------------

    def max_issue(self, s: SteamState, seat: int) -> int:
        """Up to 15 on the track, then as many as income allows (each lowers it by 1)."""
        floor = INCOME_FLOOR_ALLOWED if s.options.get(SHARE_OPTION, "refuse") == "allow" else 0
        return max(0, K.SHARE_LIMIT - s.shares[seat]) + max(0, s.income[seat] - floor)

    def issue_shares(self, s: SteamState, seat: int, n: int) -> list[Event]:
        normal = min(n, max(0, K.SHARE_LIMIT - s.shares[seat]))
        extra = n - normal
        s.add_seat("cash", seat, K.SHARE_PRICE * n)
        s.add_seat("shares", seat, normal)
        if not extra:
            return []
        s.add_seat("income", seat, -extra)
        counts = list(s.ext["extra_shares"])
        counts[seat] += extra
        s.set_ext("extra_shares", tuple(counts))
        return [
            Event.make(
                "issue",
                f"{extra} of these share{'s go' if extra > 1 else ' goes'} beyond {K.SHARE_LIMIT}: "
                f"{seat_colour(seat)}'s "
                f"income drops to {s.income[seat]} (Venezuela).",
                seat,
                [f"income:{seat}", f"shares:{seat}"],
            )
        ]

    def expenses(self, s: SteamState, seat: int) -> int:
        """Shares cost at most $15, however many were issued (Venezuela)."""
        return min(s.shares[seat], K.SHARE_LIMIT) + s.engine[seat]

    # -- actions ------------------------------------------------------------------

    def action_note(self, action: str) -> str | None:
        if action == "engineer":
            return "Engineer works differently here: no extra tile, but the turn's track cost is halved (Venezuela)."
        return None

    def action_name(self, action: str) -> str:
        if action == LAUNDERER:
            return "Priority Shipping (Money Launderer)"
        return super().action_name(action)

    # -- build ----------------------------------------------------------------------

    def max_placements(self, s: SteamState, seat: int) -> int:
        """Venezuela's Engineer lays no additional track."""
        return K.BUILDS

    prices_by_shape = True  # the price and refusal hooks below read the kind and the terrain, never the hex
    price_reads = ("kind",)  # $R, or $2 for an upgrade to a complex tile

    def pricing_key(self, s: SteamState, seat: int) -> object:
        """$R reads the round; the Engineer's halving reads what the turn has spent so far."""
        engineer = s.taken[seat] == "engineer"
        return (s.round, engineer, s.spent if engineer else 0)

    @cached_property
    def restricted_hexes(self) -> frozenset[int]:
        """Only the dark-brown hexes are kept for the last builder."""
        return frozenset(h.index for h in self.board.hexes if h.terrain == "dark_brown")

    def placement_cost(self, s: SteamState, seat: int, p: Placement) -> int:
        """$R for every placement; an upgrade to a complex tile always $2."""
        return COMPLEX_UPGRADE_COST if p.kind == UPGRADE else s.round

    def charge(self, s: SteamState, seat: int, spent_before: int, cost: int) -> int:
        """The Engineer's turn total is halved, rounded down: pay the change in the halved total."""
        if s.taken[seat] != "engineer":
            return cost
        return (spent_before + cost) // 2 - spent_before // 2

    def last_builder(self, s: SteamState) -> int:
        """The last seat of ``build_order`` (asked for every dark-brown hex of every build listing: kept
        for the last turn order, bankruptcies and actions taken it was worked out from)."""
        reads = (s.order, s.out, s.taken)
        kept = self.__dict__.get("_last_builder")
        if kept is not None and kept[0] == reads:
            return kept[1]
        last = self.build_order(s)[-1]
        self.__dict__["_last_builder"] = (reads, last)
        return last

    def hex_refusal(self, s: SteamState, seat: int, h: int) -> str | None:
        if self.board.hexes[h].terrain != "dark_brown":
            return None
        last = self.last_builder(s)
        if seat == last:
            return None
        return _dark_brown_refusal(last)

    # -- move goods -------------------------------------------------------------------

    def cube_refusal(self, s: SteamState, seat: int, h: int, colour: str) -> str | None:
        if colour == CASH and s.taken[seat] != LAUNDERER:
            return (
                "Yellow goods are cash: only the Money Launderer (the Priority Shipping holder) may move them "
                "(Venezuela)."
            )
        return None

    # -- goods growth ---------------------------------------------------------------

    def sure_growth(self, s: SteamState) -> dict[int, tuple[str, ...]] | None:
        """No dice: each city on the map will take its column's top cubes until it holds 2 (what a dry column
        leaves to the bag is not known, and left out)."""
        out: dict[int, tuple[str, ...]] = {}
        for col, h in column_cities(self, s).items():
            missing = GROWTH_TARGET - len(s.goods.get(h, ()))
            cubes = tuple(c for c in s.display.get(col, ()) if c is not None)[: max(0, missing)]
            if cubes:
                out[h] = cubes
        return out

    @cached_property
    def _display_columns(self) -> tuple[str, ...]:
        """``MapData.columns`` (made once: growth reads it every round)."""
        return tuple(self.board.columns())

    def goods_growth(self, s: SteamState, rng: Rng) -> list[Event]:
        """No dice: every city on the map refills from its own display column until it holds exactly 2. The
        goods and the display are copied once for the whole growth, not once a cube (as ``take_top`` and
        ``add_goods`` would: a growth moves up to two dozen cubes)."""
        from_bag = s.options.get(DRY_OPTION, "leave") == "bag"
        moved: list[str] = []
        targets: list[str] = []
        feeds = column_cities(self, s)
        goods, display = s.goods, s.display
        new_goods: dict | None = None
        new_display: dict | None = None
        board = self.board
        city_at, town_at = board.city_at, board.town_at
        for col in self._display_columns:
            h = feeds.get(col)
            if h is None:
                continue
            held = goods.get(h, ())
            need = GROWTH_TARGET - len(held)
            if need <= 0:
                continue
            stop = city_at[h] if h in city_at else town_at[h]
            city = f"city:{stop.id}"
            squares = display.get(col, ())
            # the top occupied squares first (1.11), the column copied once
            taken = [i for i, cube in enumerate(squares) if cube is not None][:need]
            cubes = [squares[i] for i in taken]
            if taken:
                if new_display is None:
                    new_display = display = dict(display)
                left = list(squares)
                for i in taken:
                    left[i] = None
                display[col] = tuple(left)
            for i, cube in zip(taken, cubes, strict=True):
                moved.append(f"{cube} to {stop.name} from column {col}")
                targets.append(city)
                targets.append(f"display:{i}:{col}")
            while from_bag and len(cubes) < need:
                cube = draw(s, rng)
                if cube is None:
                    break
                cubes.append(cube)
                moved.append(f"{cube} to {stop.name} from the bag")
                targets.append(city)
            if cubes:
                if new_goods is None:
                    new_goods = goods = dict(goods)
                goods[h] = (*held, *cubes)
        if new_display is not None:
            s.display = new_display
        if new_goods is not None:
            s.goods = new_goods
        text = "; ".join(moved) + "." if moved else "every city already holds 2 goods or its column is empty."
        return [Event.make("growth", f"Goods growth (Venezuela, no dice): {text}", None, targets)]


@cache
def _dark_brown_refusal(last: int) -> str:
    """Why a seat other than ``last`` may not build on a dark-brown hex (asked for each one of every listing)."""
    return (
        "Only the player who builds last this round may build on a dark-brown hex "
        f"(Venezuela): that is {seat_colour(last)}."
    )


_PHASES = tuple(
    {"shares": VenezuelaShares(), "build": VenezuelaBuild(), "move": VenezuelaMove()}.get(p.name, p)
    for p in BASE_PHASES
)
_PHASES_ALLOW = tuple(PayExpensesNegativeIncome() if p.name == "expenses" else p for p in _PHASES)

VENEZUELA = register_map(Venezuela())
