"""Rust Belt, the base map: the base rules unchanged (reference section 2: "No changes from base game").

Pittsburgh and Wheeling start with 3 cubes; that is data (``goods`` in the
map file), so this module needs no hook at all.
"""

from __future__ import annotations

from rules.steam.maps import MapRules, register_map


class RustBelt(MapRules):
    id = "rust_belt"
    credits = ""


RUST_BELT = register_map(RustBelt())
