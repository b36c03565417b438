"""Sheepfold: four sheep tabletop games on one animated table."""

import os

__version__ = "0.1.0"

# pytmx imports pygame when it is installed; keep its banner off our command line.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
