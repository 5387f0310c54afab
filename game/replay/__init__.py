"""Games recorded elsewhere, replayed through our engine (issue 18).

``trace.py`` reads a recorded Age of Steam game (a replay trace exported from
Choo Choo Games' engine) into our seats, recorded chance and actions;
``importer.py`` plays it through a Match, which saves as an ordinary save file
(``python -m game.replay TRACE --out FILE``). Standard library only: no pygame.
"""

from game.replay.importer import play_trace, replay_steps, write_save
from game.replay.trace import Step, Trace, TraceError, read_trace

__all__ = ["Step", "Trace", "TraceError", "play_trace", "read_trace", "replay_steps", "write_save"]
