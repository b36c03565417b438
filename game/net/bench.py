"""`sheepfold bench net`: many tables of AI clients against one host process on this machine.

The host runs as its own process (`sheepfold host --headless --tables N`), as it would in
use; the clients (Easy agents, one connection per seat) share this process's loop. The round
trip is the time from a client sending its move to the moment the last client of its table
has the view after it. Two runs: the agents deciding after PACE seconds, as quick players
would (the figure the goal is about), and flat out, every agent answering at once (a stress
test: then the round trip is mostly the queue of all the other tables' moves). The host's
memory per table is the difference between its peak resident memory with N tables and with
one, over N - 1 (Linux only: /proc). Goal (issue: network play): p99 <= 50 ms on localhost.
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
PACE = 0.5


def _rss_kb(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


async def _tables(game: str, tables: int, players: int, seed: int,
                  pace: float) -> dict[str, Any]:
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
                                keep_token=False, pace=pace)
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
    paced = asyncio.run(_tables(game, tables, 2, 1, PACE))
    flat = asyncio.run(_tables(game, tables, 2, 1, 0.0))
    one = asyncio.run(_tables(game, 1, 2, 1, PACE)) if tables > 1 else paced
    per_table = None
    if tables > 1 and paced["peak_kb"] and one["peak_kb"]:
        per_table = round((paced["peak_kb"] - one["peak_kb"]) / (tables - 1), 1)

    def trips(run: dict[str, Any]) -> dict[str, Any]:
        figures = _percentiles(run["trips"]) if run["trips"] else {}
        return {k.replace("frames", "samples"): v for k, v in figures.items()}

    return {
        "bench": "net", "game": game, "tables": tables, "players_per_table": 2,
        "finished": sum(s == "over" for s in paced["status"]) // 2,
        "moves": paced["moves"], "seconds": round(paced["seconds"], 2),
        "agent_pace_s": PACE, "round_trip_ms": trips(paced), "budget_p99_ms": BUDGET_P99_MS,
        "flat_out": {"finished": sum(s == "over" for s in flat["status"]) // 2,
                     "moves": flat["moves"], "seconds": round(flat["seconds"], 2),
                     "moves_per_s": round(flat["moves"] / flat["seconds"], 1),
                     "round_trip_ms": trips(flat)},
        "host_rss_kb": {"idle": paced["idle_kb"], "peak": paced["peak_kb"],
                        "peak_one_table": one["peak_kb"]},
        "host_kb_per_table": per_table,
    }
