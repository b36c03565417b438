"""Benchmarks behind `sheepfold bench ...`: figures as JSON, never pass/fail.

Budgets (issue: platform): p99 frame <= 8 ms during the heaviest animation, >= 55 FPS while
an AI thinks, <= 0.5 s from launch to the title's first frame.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from game import rules


def _percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)

    def pct(p: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000, 3)

    return {"p50_ms": pct(0.50), "p95_ms": pct(0.95), "p99_ms": pct(0.99),
            "max_ms": round(ordered[-1] * 1000, 3), "frames": len(ordered)}


def playouts(game: str | None, games: int | None) -> dict[str, Any]:
    """Random playouts per second, per game and player count."""
    out: dict[str, Any] = {}
    for gid, spec in rules.GAMES.items():
        if game and gid != game:
            continue
        per_count = {}
        for n in range(spec.min_players, spec.max_players + 1):
            rng = random.Random(n)
            count, actions, start = 0, 0, time.perf_counter()
            while time.perf_counter() - start < 1.0 or count < 3:
                state = spec.start(n, count, {})
                while not state.is_over:
                    state.apply(rng.choice(state.legal_actions()))
                    actions += 1
                count += 1
            seconds = time.perf_counter() - start
            per_count[str(n)] = {"playouts_per_s": round(count / seconds, 1),
                                 "actions_per_s": round(actions / seconds)}
        out[gid] = per_count
    return {"bench": "rules", "games": out}


def ai(game: str | None, games: int | None, jobs: int | None = None) -> dict[str, Any]:
    """Hard vs Medium and Medium vs Easy; the games shared among `jobs` processes, at most
    one per core (more would only make them wait for each other, and a typo could start
    thousands)."""
    from game.ai.arena import bench_ai

    game = game or "black_sheep"
    cores = os.cpu_count() or 1
    return {"bench": "ai", **bench_ai(game, games=games or 200, jobs=min(jobs or cores, cores))}


def startup(game: str | None, games: int | None) -> dict[str, Any]:
    """Launch of a fresh process to its first drawn frame of the title (wall clock)."""
    samples = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SHEEPFOLD_HOME=home, SHEEPFOLD_REPORT_FIRST_FRAME="1")
        command = os.environ.get("SHEEPFOLD_BENCH_COMMAND")
        argv = command.split() if command else [sys.executable, "-m", "game"]
        for _ in range(5):
            start = time.time()
            done = subprocess.run([*argv, "--headless", "--frames", "2"], env=env,
                                  capture_output=True, text=True, timeout=60)
            stamp = [line for line in done.stdout.splitlines() if line.startswith("first_frame")]
            if done.returncode != 0 or not stamp:
                return {"bench": "startup", "error": done.stderr.strip()[-500:]}
            samples.append(float(stamp[0].split()[1]) - start)
    return {"bench": "startup", "command": " ".join(argv),
            "first_frame_s": {"median": round(statistics.median(samples), 3),
                              "min": round(min(samples), 3), "max": round(max(samples), 3)},
            "budget_s": 0.5}


def frames(game: str | None, games: int | None,
           size: tuple[int, int] | None = None) -> dict[str, Any]:
    """Drive a scripted table headless (1280x720, or `size` pixels) and time every frame."""
    from game.bench_frames import run_frame_bench

    return {"bench": "frames", **run_frame_bench(game or "black_sheep", _percentiles, size)}


def history(records: int | None, size: tuple[int, int] | None = None) -> dict[str, Any]:
    """History and `stats` with `records` finished games (10,000 by default)."""
    from game.bench_history import run

    return run(records or 10_000, _percentiles, size)


BENCHES = {"frames": frames, "rules": playouts, "ai": ai, "startup": startup}
