"""The title's first frame loads no table map, match, rules or AI: pytmx, the maps, the
games' rules, the save locks, the worker processes' machinery and asyncio come when a screen
needs them (issue 24: the one-file build's start). A fresh process, as a player starts it,
with a fresh data folder (no unfinished game to list)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LATER = ("pytmx", "game.levels", "game.match", "game.ai.worker", "concurrent.futures",
         "multiprocessing", "xml.etree.ElementTree", "asyncio", "game.rules", "filelock")
PROBE = f"""
import json, sys
from game.__main__ import main
code = main(["--headless", "--frames", "1"])
print(json.dumps({{"exit": code, "loaded": [m for m in {LATER!r} if m in sys.modules]}}))
"""


def test_the_title_loads_no_map_match_rules_or_ai(tmp_path):
    env = dict(os.environ, SHEEPFOLD_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result == {"exit": 0, "loaded": []}, done.stderr[-500:]
