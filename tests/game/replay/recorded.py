"""Where the recorded games are: ``../shared/reference/recorded_games`` beside the repository (as CI
has it), or the folder ``BOARDGAMES_SHARED`` names; tests skip with that reason when it is absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SHARED = Path(os.environ.get("BOARDGAMES_SHARED") or ROOT.parent / "shared")
TRACE = SHARED / "reference" / "recorded_games" / "rust_belt_2692.trace.json"

needs_trace = pytest.mark.skipif(
    not TRACE.is_file(), reason=f"the recorded game {TRACE} is absent (shared/ is not beside the repository)"
)
