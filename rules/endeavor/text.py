"""What Endeavor says to a player: prompts with their rule and short action labels (why a move is illegal:
``refusals``).

Sentences use the rulebook's words (the project names: Ship, Harbor, Payment, Wealth,
Influence) and name the section of the rules they come from.
"""

from __future__ import annotations

from rules.core import Action, Prompt
from rules.endeavor import data as D
from rules.endeavor import engine as E
from rules.endeavor.state import EndeavorState
from rules.words import a_or_an, plural

RULE_BUILD = (
    "Phase 1, Building: your Industry sets your building level; build at that level or lower (one level higher "
    "only when none is left at yours). Duplicates are allowed, never a second level-5 building."
)
RULE_PAYMENT = (
    "Phase 3, Payment: your Wealth sets how many Payments you make; each returns a disc from a building to your "
    "Harbor, and you choose which."
)
RULE_TURN = (
    "Phase 4, Action: place a Harbor disc on an empty building to use its action, or spend a blue trade token; "
    "turns go round until everyone has passed."
)
RULE_DISCARD = (
    "Pass/Discard: on passing, discard down to your card limit (Influence, at most 5), plus one slot only for a "
    "Slavery card and the Governor slot."
)
RULE_PILE = (
    "Age of Expansion: discarded cards but Governors and Slavery cards go into the discard pile near Europe, "
    "where any of them may be drawn again by presence in Europe; a card's effect works again when drawn."
)
RULE_KIND = {
    "ship": "Ship: a Harbor disc takes the furthest free shipping space of a region (never Europe) and its token; "
    "a full track gives no token. The last space opens the region and grants its Governor.",
    "occupy": "Occupy: a Harbor disc takes an empty city of an open region where you have presence, and the "
    "city's token; holding both ends of a link controls it.",
    "attack": "Attack: costs two Harbor discs, one lost to your supply; the other replaces an opponent's disc in a "
    "city of an open region where you have presence.",
    "payment": "Payment: a disc on one of your buildings returns to your Harbor; a building cannot use the Payment "
    "action on itself.",
    "draw": "Draw: take the top card of an open region's stack if your discs there are at least its value "
    "(Europe's value 0 needs none).",
    "fortify": "Fortify (Age of Expansion): a fortification from the supply goes under your disc in one of your "
    "cities; attacking it then costs two casualties.",
    "trade": "Trade (Age of Expansion): swap one token on your mat with one token anywhere on the board; tracks "
    "move with brown tokens.",
}
RULE_MOBILIZE = (
    "Mobilization (Age of Expansion): right after a building or blue token is resolved, you may mobilize one "
    "conscript for its building's bonus action; the conscript is the disc placed."
)
RULE_COMBINED = {
    "either": "Combined actions: '/' means you choose one of the two actions.",
    "both": "Combined actions: '+' means one or both, in either order, in the same region (or from the same stack).",
    "both_free": "Combined actions: '+' means one or both, in either order. Only the rulebook's pairs (Occupy + Ship, "
    "Ship + Ship, Draw + Draw) keep the second action in the first one's region or stack (project decision).",
}


def _combined_rule(spec: D.Spec) -> str:
    """The '+' sentence binds the second action to one place only for the rulebook's own pairs."""
    if spec.mode == "both" and not E.bound(spec):
        return RULE_COMBINED["both_free"]
    return RULE_COMBINED[spec.mode]


def _spec_name(spec_text: str) -> str:
    return D.parse_spec(spec_text).text


QUEUE_TEXT = {
    "subsidy": ("choose an occupied building showing {a} to pay with the Subsidy, or decline.",
                "Subsidy (Age of Expansion): when drawn, you may at once Pay one occupied building that shows the "
                "symbol printed on the card."),
    "raj": ("take a spent blue token of your choice into your Harbor.",
            "Company Raj (Age of Expansion): when drawn, claim one spent blue token of your choice."),
    "marriage": ("name the two players joined by the Marriage Alliance (you may be one of them).",
                 "Marriage Alliance (Age of Expansion): each named player puts a disc from the supply on the card; "
                 "they may not attack each other's cities in Europe while it stands."),
    "plague": ("you have no Harbor disc: choose the building whose disc is lost.",
               "Great Plague (Age of Expansion): every player loses a Harbor disc, or else a building disc of their "
               "choice."),
    "utrecht": ("you may fortify one of your cities in Europe.",
                "The Peace of Utrecht (Age of Expansion): in turn from the drawer, each player with an unfortified "
                "city in Europe may fortify one."),
    "smallpox": ("you may spend a Wealth token for two discs.",
                 "Smallpox Vaccine (Age of Expansion): in turn from the drawer, each player may spend a Wealth token "
                 "(Wealth track down 1) to gain 2 discs."),
    "repel": ("{city} is attacked: spend a fortification of the Declaration of Independence to repel it, or not.",
              "Declaration of Independence (Age of Expansion): a fortification on the card may repel an Attack on "
              "one of your cities in North America; each one left is worth 1 glory."),
}  # fmt: skip


def prompt(s: EndeavorState) -> Prompt:
    if s.queue:
        kind, q, a, _b = s.queue[0]
        text, rule = QUEUE_TEXT[kind]
        city = E.city_label(a) if kind == "repel" else ""
        return Prompt(q, f"{E.seat_name(q)}: " + text.format(a=str(a).capitalize(), city=city), rule, kind)
    p = s.current
    step = s.step
    who = E.seat_name(p)
    if step == "over":
        return Prompt(None, "The game is over.", "End of Game and Scoring.", "over")
    if step == "build":
        lvl = E.build_level(s, p)
        return Prompt(
            p,
            f"{who}: choose a building for your next building space (your building level is {lvl}).",
            RULE_BUILD,
            "build",
        )
    if step == "payment":
        return Prompt(
            p,
            f"{who}: choose a worker to pay back to your Harbor ({plural(s.pays_left, 'Payment')} left).",
            RULE_PAYMENT,
            "payment",
        )
    if step == "turn":
        rule = RULE_TURN
        if s.open_sea and not s.sailed:
            rule += " Naval Superiority: before acting you may move a lower tile disc to an open region's open sea."
        return Prompt(
            p,
            f"{who}, your turn (round {s.round}): activate a building, spend a blue token, or pass.",
            rule,
            "turn",
        )
    if step == "discard":
        n = E.cards_over_limit(s, p)
        if n == 0:  # only Port of Dejima's choice is left
            return Prompt(
                p,
                f"{who}: you may keep one card face down under Port of Dejima, or keep your cards as they are.",
                "Port of Dejima (Age of Expansion): when discarding, one card may lie face down under it; it gives "
                "no icons and scores 1 glory per kind of symbol on it.",
                "discard",
            )
        return Prompt(
            p,
            f"{who}: you hold more cards than your limit of {E.card_slots(s, p)}; discard {plural(n, 'card')}.",
            RULE_DISCARD + (" A Merchant Fleet may take one other card for good: the pair uses one slot. "
                            + RULE_PILE if E.aoe_cards(s) else ""),
            "discard",
        )  # fmt: skip
    if step == "mobilize":
        return Prompt(p, f"{who}: mobilize a conscript for its bonus action, or not.", RULE_MOBILIZE, "mobilize")
    if s.trade_space:
        return Prompt(
            p, f"{who}: Trade, choose the token from your mat that goes to the board.", RULE_KIND["trade"], "trade"
        )
    spec_text, done, where, _slot = s.pending
    spec = D.parse_spec(spec_text)
    if s.mobilize >= 0:
        kind = spec.kinds[0]
        return Prompt(p, f"{who}: mobilized conscript, {_kind_question(kind)}", RULE_MOBILIZE, kind)
    if spec.mode == "single":
        kind = spec.kinds[0]
        question = _kind_question(kind)
        if kind == "draw" and s.tile_spots and not s.abolished:
            question = "Draw: choose the stack to take the top card from, or a face-up Slavery card."
        if kind == "draw" and s.discards:
            question = question[:-1] + ", or a card of the discard pile near Europe."
        return Prompt(p, f"{who}: {question}", _rule_of(s, kind), kind)
    if not done:
        what = " or ".join(dict.fromkeys(k.capitalize() for k in spec.kinds))
        lead = "choose one" if spec.mode == "either" else "choose the first action"
        return Prompt(p, f"{who}: {spec.text}, {lead}: {what}.", _combined_rule(spec), "action")
    if where < 0:
        place = ""
    elif where == E.TILE_WHERE:
        place = " (on the Prominence tile)"
    elif where == E.PILE:
        place = " (from the discard pile)"
    else:
        place = " (in " + (D.DECK_NAMES[where] if spec.kinds == ("draw", "draw") else D.REGION_NAMES[where]) + ")"
    return Prompt(
        p,
        f"{who}: {spec.text}, the second action{place}, or stop here.",
        _combined_rule(spec),
        "action",
    )


def _rule_of(s: EndeavorState, kind: str) -> str:
    tile = E.tile_of(s)
    rule = RULE_KIND[kind]
    if tile is not None and kind == "draw" and not s.abolished:
        rule += " With a Prominence tile the Slavery cards lie face up and are drawn in any order."
    if tile is not None and tile.action == kind:
        rule += f" Prominence: it may instead place a Harbor disc on the {tile.name} tile."
    if kind == "draw" and E.aoe_cards(s):
        rule += " " + RULE_PILE
    return rule


def _kind_question(kind: str) -> str:
    return {
        "ship": "Ship: choose the region to send a disc to.",
        "occupy": "Occupy: choose an empty city.",
        "attack": "Attack: choose an opponent's city.",
        "payment": "Payment: choose the building whose disc returns to your Harbor.",
        "draw": "Draw: choose the stack to take the top card from.",
        "fortify": "Fortify: choose one of your cities.",
        "trade": "Trade: choose the token on the board to take.",
    }[kind]


def describe(s: EndeavorState, a: Action) -> str:
    k = a.kind
    v = a.params[0][1] if a.params else None
    try:
        if k == "build":
            b = D.BUILDINGS[D.BUILDING_INDEX[v]]
            return f"Build {b.name} (level {b.level})"
        if k == "payment":
            return f"Pay the worker on {D.BUILDINGS[s.buildings[a.seat][v]].name} (space {v + 1})"
        if k == "activate":
            b = D.BUILDINGS[s.buildings[a.seat][v]]
            lost = " (lost: nothing it offers can be done now)"
            return f"Activate {b.name} (space {v + 1}): {b.spec.text}" + (
                lost if E.activation_lost(s, a.seat, v) else ""
            )
        if k == "use_token":
            return f"Spend {a_or_an(v.capitalize())} token"
        if k == "pass":
            return "Pass"
        if k == "done":
            if s.queue:
                return "Decline"
            if s.step == "discard":
                return "Keep the cards in hand"
            return "Do not mobilize" if s.step == "mobilize" else "Stop after the first action"
        if k == "fortify":
            return f"Fortify {E.city_label(D.CITY_INDEX[v])}"
        if k == "trade":
            kind = E.board_token_kind(s, v)
            return f"Trade for the {D.TOKEN_KINDS[kind].capitalize()} token on {E.token_place_label(v)}"
        if k == "trade_give":
            return f"Give {a_or_an(v.capitalize())} token"
        if k == "prominence":
            tile = E.tile_of(s)
            if tile.kind == "alliance":
                return f"Place a disc in the {v} alliance"
            glory = tile.glory[tile.spots.index(v)]
            return f"Place a disc on {E.spot_name(tile, v)} of {tile.name}" + (f" ({glory} glory)" if glory else "")
        if k == "sail":
            sea = D.REGION_NAMES[D.REGION_INDEX[a.get("region")]]
            return f"Move the disc on {E.spot_name(E.tile_of(s), v)} to the open sea of {sea}"
        if k == "mobilize" and a.get("card"):
            return "Mobilize the Conquistadors' conscript: Attack in South America"
        if k == "mobilize":
            b = D.BUILDINGS[s.buildings[a.seat][v]]
            return f"Mobilize the {b.name} conscript: {b.conscription.capitalize()}"
        if k in ("take_token", "raid"):
            where = "from the spent tokens" if k == "take_token" else "from Flota de Indias"
            return f"Take {a_or_an(v.capitalize())} token {where}"
        if k == "marry":
            return f"Join {E.seat_name(v[0])} and {E.seat_name(v[1])} in marriage"
        if k == "lose":
            return f"Lose the disc on {D.BUILDINGS[s.buildings[a.seat][v]].name} (space {v + 1})"
        if k == "spend_wealth":
            return "Spend a Wealth token for two discs"
        if k == "repel":
            return f"Repel the Attack on {E.city_label(D.CITY_INDEX[v])}"
        if k == "attach":
            return f"Stack {D.CARDS[v].name} on {D.CARDS[a.get('host')].name}"
        if k == "reserve":
            return f"Keep {D.CARDS[v].name} under Port of Dejima"
        if k == "ship":
            r = D.REGION_INDEX[v]
            full = len(s.ship_discs[r]) >= D.SHIPPING[r]
            return f"Ship to {D.REGION_NAMES[r]}" + (" (full track, no token)" if full else "")
        if k == "occupy":
            return f"Occupy {E.city_label(D.CITY_INDEX[v])}"
        if k == "attack":
            c = D.CITY_INDEX[v]
            casualty = a.get("casualty")
            tail = f" (casualty: your disc on {E.spot_name(E.tile_of(s), casualty)})" if casualty else ""
            return f"Attack {E.city_label(c)}, held by {E.seat_name(s.city_owner[c])}{tail}"
        if k == "draw" and v == E.PILE_ID:
            return f"Draw {D.CARDS[a.get('card')].name} from the discard pile"
        if k == "draw":
            d = D.DECK_INDEX[v]
            if a.get("card"):
                return f"Draw {D.CARDS[a.get('card')].name}"
            top = E.deck_top(s, d)
            return f"Draw {D.CARDS[top].name}" if top else f"Draw from {D.DECK_NAMES[d]}"
        if k == "discard":
            return f"Discard {D.CARDS[v].name}"
    except (KeyError, IndexError, TypeError, AttributeError):
        pass
    return a.text.split(" ", 1)[1]
