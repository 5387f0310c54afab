"""Fonts cached before another test quit pygame are dropped, so every view test draws with live fonts."""

import pygame
import pytest

from graphics import fonts


@pytest.fixture(autouse=True)
def _live_fonts():
    pygame.init()
    fonts.reset()
    yield
