"""Hover texts of the Age of Steam board: what each place or piece is and what it does now."""

from __future__ import annotations

from typing import Any

from graphics.dnd import targets_of
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.moves import stop_label, stop_name
from rules.steam.places import place_name, track_words
from rules.steam.tiles import BY_ID, TILES, TOWN
from rules.words import ordinal, plural

TERRAIN = {
    "plain": "plains",
    "river": "river",
    "mountain": "hills and mountains",
    "water": "water (no track)",
    "lake": "lake (no track)",
    "forest": "forest",
    "dark_brown": "dark-brown hex",
    "fishing_area": "fishing area",
    "city": "city",
    "town": "town",
}

ACTION_TEXT = {
    "first_move": "moves goods first in the Move Goods phase.",
    "first_build": "builds track first in the Build Track phase.",
    "engineer": "may place a fourth tile this round.",
    "locomotive": "raises the holder's engine by one link at once.",
    "urbanization": "may turn a town into a New City before building.",
    "production": "draws two cubes to place on empty squares of the goods display.",
    "turn_order": "lets the holder pass once in the next turn-order auction.",
    "fishing_area": "lets the holder claim a blue circle and move fish (Japan).",
    "sea_route": "lets the holder claim a sea route (Japan).",
}


def _seat(p: int) -> str:
    return f"{seat_colour(p)}"


BUTTON_TEXT = {
    "finish": "Ends your build turn now (Enter does the same); placements not made are lost, and your "
    "unfinished links that were not extended this turn lose their owner (1.7.4).",
    "raise": "Raises your engine by one link instead of moving a good this round (1.8).",
    "pass": "Moves no good this round (1.8).",
}


def _can(view: Any, state: Any, element_id: str) -> str:
    """What may be done here now: deliveries that end here (a cube's moves target only where they end)."""
    hits = list(dict.fromkeys(targets_of(view.actions(state)).get(element_id, [])))
    if not hits:
        return ""
    if len(hits) == 1:
        return " Now: " + (view.label(state, hits[0]) or view.ruleset.describe(state, hits[0])) + "."
    if all(a.kind == "move" for a in hits):
        return f" Now: {len(hits)} deliveries can end here (drag a cube here from its city)."
    if all(a.kind == "build" for a in hits):
        return f" Now: {len(hits)} ways to build here (click to choose, or drop a tile here and turn it)."
    return f" Now: {len(hits)} choices here (click to choose)."


def describe(view: Any, state: Any, element_id: str) -> str | None:
    """A sentence or two for any element id the view draws."""
    rs = view.ruleset
    m = rs.map_of(state)
    board = m.board
    kind, _, key = element_id.partition(":")
    if kind == "button":
        return BUTTON_TEXT.get(key)
    if kind == "hex":
        hx = board.hex_of(key)
        if hx is None:
            return None
        h = board.hexes[hx]
        where = place_name(board, state, hx)
        text = f"{where[0].upper()}{where[1:]}: {TERRAIN.get(h.terrain, h.terrain)}."
        costs = m.terrain_costs.get(h.terrain)
        if costs and hx not in board.city_at and hx not in board.town_at and hx not in state.track:
            text += f" Track costs ${costs[0]} (simple), ${costs[1]} / ${costs[2]} (complex)."
        placed = rs.tile_at(state, h.name)
        if placed:
            tile, _rot, paths = placed
            owners = sorted({o for o in state.track[hx][2] if o >= 0})
            who = ", ".join(_seat(o) for o in owners) or "nobody"
            view._network(state)
            done = [link.complete for (hh, _), link in view._seg_link.items() if hh == hx]
            status = "complete" if done and all(done) else "unfinished"
            rails = track_words(paths, TOWN)  # as a player tells two orientations apart, not a rotation number
            text += f" Track: {BY_ID[tile].name} ({rails}), owned by {who}, {status}."
            links = list(dict.fromkeys(link for (hh, _), link in view._seg_link.items() if hh == hx))
            for link in links:
                ends = [stop_label(m, state, e) if e >= 0 else "an open end" for e in (link.a, link.b)]
                text += f" Link {ends[0]} - {ends[1]}: {plural(link.length, 'tile')}."
        options = view.build_options(state, element_id)
        if options:
            names = list(dict.fromkeys(BY_ID[dict(a.params)["tile"]].name for a in options))
            text += f" You may build here: {len(options)} ways ({', '.join(names)})."
        else:
            text += _can(view, state, element_id)
        return text
    if kind == "city":
        c = board.cities.get(key)
        if c is not None:
            column = ("light " if c.column[0] == "L" else "dark ") + c.column[1:]
            cubes = state.goods.get(c.hex, ())
            goods = ", ".join(cubes) if cubes else "none"
            return (
                f"{c.name}: a {c.colour} city (goods display column {column}); it takes {c.colour} goods. "
                f"Goods waiting: {goods}." + _can(view, state, element_id)
            )
        t = board.towns.get(key)
        if t is not None:
            letter = state.new_city.get(t.hex, "?")
            nc = board.new_cities.get(letter)
            colour = nc.colour if nc else "?"
            cubes = ", ".join(state.goods.get(t.hex, ())) or "none"
            return f"{t.name}: New City {letter}, a {colour} city. Goods waiting: {cubes}." + _can(
                view, state, element_id
            )
        return None
    if kind == "town":
        t = board.towns.get(key)
        if t is None:
            return None
        return (
            f"{t.name}: a town. Track onto it makes a stop goods may pass; Urbanization turns it into a New City."
            + _can(view, state, element_id)
        )
    if kind == "goods":
        parts = key.rsplit(":", 1)
        colour = view._cube_colour(state, element_id) or "?"
        where = parts[0]
        for hx in state.goods:
            if stop_name(m, state, hx) == where:
                c = board.city_at.get(hx)
                t = board.town_at.get(hx)
                where = c.name if c else t.name if t else m.node_label(hx) or m.node_name(hx) or where
        routes = [a for a in view.actions(state) if a.source == element_id]
        tail = (
            f" {plural(len(routes), 'delivery route')} open: drag it to a {colour} city."
            if routes
            else f" It can be delivered over complete links to a {colour} city."
        )
        return f"A {colour} good in {where}." + tail
    if kind == "display":
        sq, _, col = key.partition(":")
        cube = (
            state.display.get(col, ())[int(sq)] if sq.isdigit() and int(sq) < len(state.display.get(col, ())) else None
        )
        city = next((c.name for c in board.cities.values() if c.column == col), None)
        if col[0] in "LD" and len(col) == 2:
            group = "light" if col[0] == "L" else "dark"
            head = f"Goods display, {group} column {col[1]}" + (f" ({city})" if city else "")
            roll = f"each die of the {group} group showing {col[1]} moves its top cube to that city"
        else:
            nc = board.new_cities.get(col)
            head = f"Goods display, New City {col}" + (
                f" ({nc.colour}, die {nc.roll} of the {nc.group} group)" if nc else ""
            )
            roll = "its cubes go to the New City once it is on the map"
        what = f"a {cube} cube waits" if cube else "empty"
        return f"{head}, square {int(sq) + 1}: {what}. In Goods Growth {roll}." + _can(view, state, element_id)
    if kind == "action":
        name = m.action_name(key)
        holder = [p for p, a in enumerate(state.taken) if a == key]
        who = f"Taken by {_seat(holder[0])}." if holder else "Free this round."
        if isinstance(state.ext, dict) and state.ext.get("grey") == key:
            who += " The grey disc covers it this round (Tasmania)."
        what = m.action_note(key) or ACTION_TEXT.get(key, "")
        return f"{name}: {what} {who}" + _can(view, state, element_id)
    if kind == "auction":
        bids = ", ".join(f"{_seat(p)} ${b}" for p, b in enumerate(state.bids) if b)
        return (
            "Turn-order auction (1.5): raise the high bid or drop out."
            + (f" Bids: {bids}." if bids else "")
            + _can(view, state, element_id)
        )
    if kind in ("seat", "income", "shares", "engine") and key.isdigit():
        p = int(key)
        if kind == "income":
            return (
                f"{seat_colour(p)}'s income: {state.income[p]:+d} a round; "
                "each delivered good adds 1 to its link owners."
            )
        if kind == "shares":
            return (
                f"{seat_colour(p)}'s shares: {state.shares[p]} issued (${K.SHARE_PRICE} each, "
                f"at most {K.SHARE_LIMIT}); "
                f"each costs $1 a round and {-K.VP_PER_SHARE} points at the end." + _can(view, state, element_id)
            )
        if kind == "engine":
            return f"{seat_colour(p)}'s engine: {plural(state.engine[p], 'link')} per delivery." + _can(
                view, state, element_id
            )
        taken = state.taken[p]
        pos = list(state.order).index(p) + 1 if p in state.order else None
        return (
            f"{seat_colour(p)}: ${state.cash[p]} cash, income {state.income[p]:+d}, "
            f"{plural(state.shares[p], 'share')}, "
            f"engine of {plural(state.engine[p], 'link')}"
            + (f", {ordinal(pos)} in turn order" if pos else ", bankrupt")
            + (f", holds {m.action_name(taken)}." if taken else ".")
        )
    if kind == "tile":
        t = BY_ID.get(key)
        if t is None:
            return None
        left = state.tiles_left[[x.id for x in TILES].index(key)]
        return f"{t.name.capitalize()}: {left} left in the supply. Drag it onto a glowing hex, then choose its turn."
    if kind == "disc" and key.isdigit():
        extra = " Drag one onto a sea route or a blue circle to claim it ($5)." if getattr(m, "features", None) else ""
        return f"{seat_colour(int(key))}'s ownership discs: one marks each link the seat builds.{extra}" + _can(
            view, state, element_id
        )
    if kind == "newcity":
        nc = board.new_cities.get(key)
        if nc is None:
            return None
        return (
            f"New City {key}: a {nc.colour} city tile (its column fills on die {nc.roll} of the {nc.group} group). "
            "With Urbanization, drag it onto a town." + _can(view, state, element_id)
        )
    if kind == "drawn":
        return f"A {key} cube drawn for Production: put it on an empty square of the goods display."
    if kind == "bag":
        counts = ", ".join(f"{n} {c}" for c, n in zip(K.COLOURS, state.bag, strict=False))
        return f"The goods bag: {counts}."
    if kind in ("searoute", "circle"):
        feats = getattr(m, "features", {})
        f = feats.get(key)
        if f is None:
            return None
        claimed = {c[0]: c[1] for c in state.ext.get("claims", ())}
        what = "Sea route" if kind == "searoute" else "Blue circle"
        who = f"claimed by {_seat(claimed[key])}" if key in claimed else "unclaimed ($5 in place of a build)"
        return f"{what} {f.label}: {who}; a claimed one is a link of length 1." + _can(view, state, element_id)
    return None
