"""Pulling the plug: a player process is SIGKILLed at random moments, again and again.

Each child continues the autosaved game (as Continue on the title does) or starts a new one,
and plays AI moves through `Match`, which autosaves after each. After every kill the autosave
must load and be no older than the last move the child reported; a game that ended is in
`finished/` (once: a save whose record exists is removed when opened); and no temporary
files pile up (at most the one a kill caught in flight).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.match import Match
from game.saves import read

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is Unix only")

ROOT = Path(__file__).resolve().parents[1]
KILLS = 12
CHILD = """
import random, sys
from game.ai.base import Observation
from game.match import Match, autosave_path
from game.rules import GAMES
from game.saves import SaveRecorded, Seat

log, seed = open(sys.argv[1], "a"), int(sys.argv[2])
games = sorted(GAMES)
path = autosave_path()

def new_match(seed):
    spec = GAMES[games[seed % len(games)]]
    seats = [Seat(f"AI {i}", "ai", "easy") for i in range(spec.min_players)]
    return Match.new(spec.id, seats, seed, autosave=path)

try:
    match = Match.load(path, autosave=path) if path.exists() else new_match(seed)
except SaveRecorded:  # killed after the record was kept, before the save went: it is gone now
    match = new_match(seed + 1)
rng = random.Random(seed)
while True:
    print(match.data.seed, len(match.data.actions), flush=True, file=log)
    if match.is_over:
        seed += 1
        match = new_match(seed)
        continue
    seat = match.to_move
    match.apply(match.agent_for(seat).choose(Observation.of(match.state), rng))
"""


def last_report(log: Path) -> tuple[int, int] | None:
    lines = [line.split() for line in log.read_text().splitlines() if line.strip()]
    complete = [line for line in lines if len(line) == 2]
    return (int(complete[-1][0]), int(complete[-1][1])) if complete else None


def wait_for_first_report(log: Path, child: subprocess.Popen, before: int) -> None:
    deadline = time.monotonic() + 30  # a generous bound, only so a broken child cannot hang
    while log.stat().st_size <= before:
        assert child.poll() is None, f"the player process ended: {child.stderr.read()}"
        assert time.monotonic() < deadline, "the player process never made a move"
        time.sleep(0.005)


@pytest.mark.slow
def test_killed_at_random_moments_the_autosave_always_loads(sheepfold_home, tmp_path):
    env = {**os.environ, "SHEEPFOLD_HOME": str(sheepfold_home), "PYTHONPATH": str(ROOT)}
    log = tmp_path / "moves.log"
    log.touch()
    autosave = sheepfold_home / "autosave.json"
    rng = random.Random(2024)
    moves_seen = 0
    for kill in range(KILLS):
        before = log.stat().st_size
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(log), str(kill * 1000)],
                                 env=env, cwd=ROOT, stderr=subprocess.PIPE, text=True)
        try:
            wait_for_first_report(log, child, before)
            time.sleep(rng.uniform(0, 0.15))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stderr.close()
        seed, moves = last_report(log)
        moves_seen = max(moves_seen, moves)
        if autosave.exists():
            data = read(autosave)
            if data.seed == seed:
                assert len(data.actions) in (moves, moves + 1), (kill, seed, moves)
            else:  # the game ended, the next one had just begun
                assert data.seed > seed and len(data.actions) == 0, (kill, seed, moves)
            Match.load(autosave)
        else:  # the game ended: it must be among the finished ones
            assert list((sheepfold_home / "finished").glob(f"*-{seed}-*.json")), (kill, seed)
        leftovers = list(sheepfold_home.rglob("*.tmp"))
        assert len(leftovers) <= 1, f"after kill {kill}: {leftovers}"
    finished = list((sheepfold_home / "finished").glob("*.json"))
    for path in finished:
        assert Match.load(path).is_over
    ids = [read(path).game_id for path in finished]
    assert len(ids) == len(set(ids)), "a game was recorded twice"
    assert moves_seen > 0
