"""`sheepfold bench net`: many tables of AI clients against one host process on this machine.

The host runs as its own process (`sheepfold host --headless --tables N`), as it would in
use; the clients (Easy agents, one connection per seat) share this process's loop. The round
trip is the time from a client sending its move to the moment the last client of its table
has the view after it. The host's memory per table is the difference between its peak
resident memory with N tables and with one, over N - 1 (Linux only: /proc).
Goal (issue: network play): p99 <= 50 ms on localhost.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.net.client import Session

BUDGET_P99_MS = 50.0


def _rss_kb(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


async def _tables(game: str, tables: int, players: int, seed: int) -> dict[str, Any]:
    """One host process with `tables` tables, played to their ends by Easy clients."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SHEEPFOLD_HOME=home)
        command = [sys.executable, "-m", "game", "host", "--headless", "--game", game,
                   "--seats", ",".join(["remote"] * players), "--tables", str(tables),
                   "--seed", str(seed), "--address", "127.0.0.1", "--no-announce"]
        host = await asyncio.create_subprocess_exec(*command, env=env,
                                                    stdout=subprocess.PIPE)
        try:
            assert host.stdout is not None
            line = json.loads(await asyncio.wait_for(host.stdout.readline(), 60))
            idle = _rss_kb(host.pid)
            sessions = [Session(f"127.0.0.1:{line['port']}/{t['table']}", agent="easy",
                                keep_token=False)
                        for t in line["tables"] for _ in range(players)]
            peak = [idle or 0]

            async def watch() -> None:
                while True:
                    peak[0] = max(peak[0], _rss_kb(host.pid) or 0)
                    await asyncio.sleep(0.1)

            watcher = asyncio.ensure_future(watch())
            start = time.perf_counter()
            status = await asyncio.gather(*(s.run() for s in sessions))
            seconds = time.perf_counter() - start
            watcher.cancel()
            await asyncio.wait_for(host.wait(), 30)
        finally:
            if host.returncode is None:
                host.kill()
                await host.wait()
    trips = []
    for t in range(tables):
        table = sessions[t * players:(t + 1) * players]
        for actor in table:
            for moves, sent in actor.sent.items():
                arrived = [s.received.get(moves) for s in table]
                if all(a is not None for a in arrived):
                    trips.append(max(arrived) - sent)  # type: ignore[type-var]
    return {"status": status, "trips": trips, "idle_kb": idle, "peak_kb": peak[0],
            "seconds": seconds, "moves": sum(max(s.received, default=0) for s in sessions)
            // players}


def run(game: str | None, tables: int | None) -> dict[str, Any]:
    from game.bench import _percentiles

    game = game or "black_sheep"
    tables = tables or 50
    many = asyncio.run(_tables(game, tables, 2, 1))
    one = asyncio.run(_tables(game, 1, 2, 1)) if tables > 1 else many
    trips = many["trips"]
    per_table = None
    if tables > 1 and many["peak_kb"] and one["peak_kb"]:
        per_table = round((many["peak_kb"] - one["peak_kb"]) / (tables - 1), 1)
    figures = _percentiles(trips) if trips else {}
    return {
        "bench": "net", "game": game, "tables": tables, "players_per_table": 2,
        "finished": sum(s == "over" for s in many["status"]) // 2,
        "moves": many["moves"], "seconds": round(many["seconds"], 2),
        "round_trip_ms": {k.replace("frames", "samples"): v for k, v in figures.items()},
        "budget_p99_ms": BUDGET_P99_MS,
        "host_rss_kb": {"idle": many["idle_kb"], "peak": many["peak_kb"],
                        "peak_one_table": one["peak_kb"]},
        "host_kb_per_table": per_table,
    }
