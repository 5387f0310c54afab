"""The screens of the application, each a Scene on the App's stack."""

from game.scenes.base import Scene

__all__ = ["Scene"]
