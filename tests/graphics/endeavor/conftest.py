"""Painted layers are cached in a temporary folder, never in the user's own cache."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def _board_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("BOARDGAMES_CACHE", str(tmp_path_factory.mktemp("board-cache")))
    yield
    mp.undo()
