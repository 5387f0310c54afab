"""A headless pygame for tests that draw whole boards, with painted layers cached in a temporary folder."""

import pygame
import pytest

from graphics import fonts


@pytest.fixture
def board_window(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_CACHE", str(tmp_path / "cache"))
    pygame.init()
    fonts.reset()
    yield
    fonts.reset()
    pygame.quit()
