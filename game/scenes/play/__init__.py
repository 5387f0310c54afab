"""The play scene: the board, what to do now, the choices, the log, and the computer seats.

Every legal action can be made three ways: dragging a piece onto a glowing
place, clicking a glowing place, or picking it from the action list. Computer
seats think in an ``AIWorker`` that is polled once per frame (the loop never
waits), and their moves are paced by ``settings.ai_pace`` so a person can
follow them. Between two different humans at one screen a cover hides the
board until the next player says they are ready.

``scene.py`` holds the scene (the Match, its widgets, the commands);
``painting.py`` paints its panels as layers; ``input.py`` turns mouse and keys
into drags and moves; ``computer.py`` drives the computer seats and the hint.
"""

from game.scenes.play.input import PROMPT_HOVER
from game.scenes.play.scene import RESULTS_DELAY, PlayScene

__all__ = ["PROMPT_HOVER", "RESULTS_DELAY", "PlayScene"]
