"""Start the program: ``python main.py`` opens the menu; ``python main.py --help`` lists the commands."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
