"""`sheepfold bench history --records N`: History and `stats` with N finished games.

The records are real: a few short games are played by the AI (each game, two players and the
most), then copied N times with what differs between real records (a game id of its own, the
date, the names, which seats are people and at which AI level, hints taken), so every copy
replays to its game's result. All in a temporary data folder. Measured: building the index
from nothing, `sheepfold stats --json` as a fresh process with the index warm, the History
screen opening (headless) and ~300 frames of it being used (scrolling, hovering, changing a
filter), one new game read on top of a warm index, and the peak memory of each process.
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import rules

NAMES = ("Anna", "Ben", "Cleo", "Dario", "Elif", "Femi", "Greta", "Hiro", "Ines", "Jonas")
LEVELS = ("easy", "medium", "hard")
FRAME = 1 / 60
NEW = 200  # records new to the index when History is opened the second time


def play_bases() -> list[dict[str, Any]]:
    """One real finished game per game and player count (2 and the most), as record JSON."""
    from game.ai.base import Observation
    from game.ai.levels import make_agent
    from game.match import Match
    from game.saves import Seat

    bases = []
    for game_id, spec in rules.GAMES.items():
        for players in sorted({spec.min_players, spec.max_players}):
            seats = [Seat(f"P{i}", "ai", "easy") for i in range(players)]
            match = Match.new(game_id, seats, seed=11 + players)
            agents = [make_agent(game_id, "easy") for _ in seats]
            rng = random.Random(players)
            while not match.is_over:
                match.apply(agents[match.to_move].choose(Observation.of(match.state), rng))
            match.close()
            bases.append(match.data.to_json())
    return bases


def make_records(count: int, folder: Path, bases: list[dict[str, Any]], first: int = 0) -> None:
    """`count` records in `folder`, copies of `bases` varied as real records vary."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(first)
    start = time.mktime((2024, 1, 1, 9, 0, 0, 0, 0, -1))
    for i in range(first, first + count):
        raw = dict(bases[i % len(bases)])
        when = time.localtime(start + i * 3 * 3600 + rng.randrange(3600))
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", when)
        hot_seat = rng.random() < 0.1
        seats = []
        for n, _seat in enumerate(raw["seats"]):
            name = NAMES[(i + n) % len(NAMES)]
            if n == 0 or hot_seat:
                seats.append({"name": name, "kind": "human", "level": None})
            else:
                seats.append({"name": f"{name} AI", "kind": "ai", "level": rng.choice(LEVELS)})
        raw.update(id=f"{rng.getrandbits(128):032x}", started=stamp, saved_at=stamp,
                   seats=seats, hints_used=rng.random() < 0.15)
        name = f"{raw['game']}-{stamp.replace('-', '').replace(':', '').replace(' ', '')}-" \
               f"{raw['seed']}-{i:06d}.json"
        (folder / name).write_text(json.dumps(raw, indent=1), encoding="utf-8")


def peak_rss_mb(who: int = resource.RUSAGE_SELF) -> float:
    kb = resource.getrusage(who).ru_maxrss  # kilobytes on Linux, bytes on macOS
    return round(kb / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def open_history(frames: int, size: tuple[int, int] | None) -> dict[str, Any]:
    """In a fresh process: open History headless, then use it for `frames` frames."""
    import pygame

    from game.app import App
    from game.scenes.history import HistoryScene

    app = App(headless=True, size=size)
    started, started_cpu = time.perf_counter(), time.thread_time()
    scene = HistoryScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    app.step(FRAME)
    opened, opened_cpu = time.perf_counter() - started, time.thread_time() - started_cpu
    samples, cpu, filter_frames = [], [], []
    options = [None, *sorted(scene.kinds)]
    for n in range(frames):
        k, box = app.screen.k, app.box  # the pointer wanders over the rows
        pos = (round(box.x + 420 * k), round(box.y + (200 + (n * 7) % 440) * k))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos,
                                             rel=(0, 7), buttons=(0, 0, 0)))
        if n % 20 == 10:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                                 precise_x=0.0, precise_y=-1.0))
        changing = n % 100 == 50
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        if changing:
            scene.set_game(options[(n // 100 + 1) % len(options)])
        app.step(FRAME)
        spent = time.perf_counter() - begin
        (filter_frames if changing else samples).append(spent)
        if not changing:
            cpu.append(time.thread_time() - begin_cpu)
    return {"open_s": round(opened, 3), "open_cpu_s": round(opened_cpu, 3),
            "records_shown": len(scene.records),
            "frames": samples, "frames_cpu": cpu, "filter_change_ms": [round(s * 1000, 1) for s in filter_frames],
            "peak_rss_mb": peak_rss_mb()}


def _child(script: str, env: dict[str, str]) -> dict[str, Any]:
    """Run `script` in a fresh Python; the JSON it prints last."""
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip()[-500:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(records: int, percentiles: Callable[[list[float]], dict],
        size: tuple[int, int] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"bench": "history", "records": records}
    try:
        _measure(out, records, percentiles, size)
    except RuntimeError as err:  # a child process failed: say how
        out["error"] = str(err)
    return out


def _measure(out: dict[str, Any], records: int, percentiles: Callable[[list[float]], dict],
             size: tuple[int, int] | None) -> None:
    from game import history

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SHEEPFOLD_HOME=home, SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy")
        old = os.environ.get("SHEEPFOLD_HOME")
        os.environ["SHEEPFOLD_HOME"] = home
        try:
            folder = Path(home) / "finished"
            begin = time.perf_counter()
            bases = play_bases()
            make_records(records, folder, bases)
            out["make_records_s"] = round(time.perf_counter() - begin, 1)
            out["disk_mb"] = round(sum(p.stat().st_size for p in folder.iterdir()) / 1e6, 1)

            begin, begin_cpu = time.perf_counter(), time.process_time()
            found, notes = history.records()
            out["index_build_s"] = round(time.perf_counter() - begin, 1)
            out["index_build_cpu_s"] = round(time.process_time() - begin_cpu, 1)
            out["games_counted"], out["skipped"] = len(found), len(notes)
            out["index_mb"] = round(history.index_path().stat().st_size / 1e6, 1)
            out["build_peak_rss_mb"] = peak_rss_mb()

            begin = time.perf_counter()
            history.statistics(history.records()[0])
            out["stats_in_process_warm_s"] = round(time.perf_counter() - begin, 3)

            walls, cpus = [], []
            for _ in range(3):
                begin = time.perf_counter()
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                done = subprocess.run([sys.executable, "-m", "game", "stats", "--json"],
                                      env=env, capture_output=True, text=True, timeout=600)
                walls.append(time.perf_counter() - begin)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
                if done.returncode != 0:
                    raise RuntimeError(done.stderr.strip()[-500:])
            out["stats_command_warm_s"] = {"median": round(sorted(walls)[1], 3),
                                           "max": round(max(walls), 3),
                                           "cpu_median": round(sorted(cpus)[1], 3)}
            out["stats_peak_rss_mb"] = peak_rss_mb(resource.RUSAGE_CHILDREN)

            script = ("import json, sys; from game.bench_history import open_history; "
                      f"print(json.dumps(open_history(300, {size!r})))")
            shown = _child(script, env)
            frames, cpu = shown.pop("frames"), shown.pop("frames_cpu")
            out["history"] = {**shown, "frame": percentiles(frames),
                              "frame_cpu": percentiles(cpu),
                              "size": "x".join(map(str, size or (1280, 720)))}

            make_records(1, folder, bases, first=records)  # one game finished since
            begin = time.perf_counter()
            history.records()
            out["one_new_record_s"] = round(time.perf_counter() - begin, 3)

            make_records(NEW, folder, bases, first=records + 1)  # many new: a worker reads
            shown = _child(script, env)
            frames, cpu = shown.pop("frames"), shown.pop("frames_cpu")
            out["history_while_reading"] = {"new_records": NEW, **shown,
                                            "frame": percentiles(frames),
                                            "frame_cpu": percentiles(cpu)}
        finally:
            if old is None:
                os.environ.pop("SHEEPFOLD_HOME", None)
            else:
                os.environ["SHEEPFOLD_HOME"] = old
