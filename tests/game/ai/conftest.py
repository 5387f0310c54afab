"""The AI tests play on the tiny test game; it is registered for each test and taken away after."""

import pytest

import rules
from tests.tiny import install


@pytest.fixture
def tiny():
    ruleset = install()
    yield ruleset
    rules.unregister("tiny")
