"""The bundle's entry script. PyInstaller runs it as `__main__`, outside any package, so it
imports the real entry point absolutely instead of running game/__main__.py (whose imports
assume the `game` package)."""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # `bench ai --jobs` starts worker processes
    sys.exit(main())
