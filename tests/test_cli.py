"""The command line as a user meets it: `python -m game ...` in a real process.

A mistake is exactly one line on stderr and exit code 2, never a traceback. The refusals run
side by side (each process start costs a few tenths of a second); play commands carry
`--headless --frames 1` so that one accepted by mistake ends instead of opening a table.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.match import Match
from game.saves import Seat

ROOT = Path(__file__).resolve().parents[1]
HEADLESS = ["--headless", "--frames", "1"]
TIMEOUT = 60  # only so that a hung process fails the test instead of hanging it

REFUSED = {
    "unknown game": ["--game", "chess", "--seats", "human,ai:easy", *HEADLESS],
    "bad seat kind": ["--game", "black_sheep", "--seats", "human,robot", *HEADLESS],
    "bad AI level": ["--game", "black_sheep", "--seats", "human,ai:godlike", *HEADLESS],
    "game without seats": ["--game", "black_sheep", *HEADLESS],
    "bad option name": ["--game", "black_sheep", "--seats", "human,ai:easy",
                        "--options", "nope=1", *HEADLESS],
    "bad option value": ["--game", "black_sheep", "--seats", "human,ai:easy",
                         "--options", "tasks=maybe", *HEADLESS],
    "option without value": ["--game", "black_sheep", "--seats", "human,ai:easy",
                             "--options", "tasks", *HEADLESS],
    "too few players": ["--game", "black_sheep", "--seats", "human", *HEADLESS],
    "too many players": ["--game", "black_sheep", "--seats", ",".join(["ai:easy"] * 9),
                         *HEADLESS],
    "non-numeric seed": ["--game", "black_sheep", "--seats", "human,ai:easy", "--seed", "abc",
                         *HEADLESS],
    "negative seed": ["--seed", "-3", *HEADLESS],
    "non-numeric frames": ["--headless", "--frames", "many"],
    "unknown flag": ["--bogus", *HEADLESS],
    "unknown scene": ["--scene", "nowhere", *HEADLESS],
    "demo without players": ["--demo", "--game", "black_sheep", *HEADLESS],
    "simulate unknown flag": ["simulate", "--game", "black_sheep", "--players", "2",
                              "--games", "1", "--bogus"],
    "simulate missing games": ["simulate", "--game", "black_sheep", "--players", "2"],
    "simulate bad players": ["simulate", "--game", "black_sheep", "--players", "two",
                             "--games", "1"],
    "simulate wrong count": ["simulate", "--game", "black_sheep", "--players", "2-9",
                             "--games", "1"],
    "simulate bad agent": ["simulate", "--game", "black_sheep", "--players", "2",
                           "--games", "1", "--agents", "easy,godlike"],
    "simulate bad option": ["simulate", "--game", "boom_bah", "--players", "2", "--games", "1",
                            "--options", "tasks=*"],
    "bench unknown": ["bench", "everything", "--json"],
    "soak bad games": ["soak", "--games", "lots"],
    "replay missing": ["replay", "{home}/nothing.json", *HEADLESS],
    "replay garbage": ["replay", "{home}/garbage.json", *HEADLESS],
    "replay impossible moves": ["replay", "{home}/impossible.json", *HEADLESS],
    "replay without path": ["replay"],
    "stats unknown game": ["stats", "--game", "chess"],
    "stats unknown flag": ["stats", "--bogus"],
}


def start(args: list[str], home: Path) -> subprocess.Popen:
    env = {**os.environ, "SHEEPFOLD_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(process: subprocess.Popen) -> tuple[int, str, str]:
    try:
        out, err = process.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        pytest.fail(f"{process.args} did not end: {err}")
    return process.returncode, out, err


@pytest.fixture
def damaged_saves(sheepfold_home) -> Path:
    sheepfold_home.mkdir(parents=True, exist_ok=True)
    (sheepfold_home / "garbage.json").write_bytes(b"\x00\xffnot a save{")
    match = Match.new("black_sheep", [Seat("Anna"), Seat("Ben")], 5)
    raw = match.data.to_json()
    raw["actions"] = [{"type": "play", "field": 7, "cards": ["pig"]}]
    (sheepfold_home / "impossible.json").write_text(json.dumps(raw), encoding="utf-8")
    return sheepfold_home


def test_every_mistake_is_one_line_and_exit_code_2(damaged_saves):
    home = damaged_saves
    running = {name: start([a.format(home=home) for a in args], home)
               for name, args in REFUSED.items()}
    problems = []
    for name, process in running.items():
        code, out, err = finish(process)
        lines = err.strip().splitlines()
        if code != 2 or len(lines) != 1 or "Traceback" in err + out:
            problems.append(f"{name}: exit {code}, stderr {err!r}")
    assert not problems, "\n".join(problems)


def test_version_and_help_exit_0(sheepfold_home):
    running = [start(args, sheepfold_home) for args in
               (["--version"], ["--help"], ["simulate", "--help"], ["replay", "--help"])]
    version, *helps = (finish(p) for p in running)
    assert version[0] == 0 and version[1].startswith("sheepfold ")
    for code, out, err in helps:
        assert code == 0 and "usage:" in out and not err


def test_simulate_prints_one_json_line_per_game(sheepfold_home):
    code, out, err = finish(start(
        ["simulate", "--game", "black_sheep", "--players", "2-4", "--games", "6",
         "--options", "tasks=*", "--agents", "easy,medium", "--jsonl", "-"], sheepfold_home))
    assert code == 0, err
    rows = [json.loads(line) for line in out.splitlines()]
    assert len(rows) == 6
    keys = {"game", "players", "seed", "options", "agents", "winners", "scores", "breakdown",
            "actions", "final_view"}
    for row in rows:
        assert keys <= set(row), keys - set(row)
        assert row["game"] == "black_sheep" and len(row["scores"]) == row["players"]
        assert row["agents"] == ["easy", "medium", "easy", "medium"][:row["players"]]
        assert row["winners"] and row["actions"] > 0
    assert [r["players"] for r in rows] == [2, 3, 4, 2, 3, 4]
    assert len({r["options"]["tasks"] for r in rows}) > 1
    assert len({r["seed"] for r in rows}) == 6
    assert err.startswith("simulate: ") and "Traceback" not in err
