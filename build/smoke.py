"""Smoke-test built executables the way a player's machine would run them.

Each executable runs with an almost empty environment (no PATH, no PYTHONPATH, no venv: only
`SHEEPFOLD_HOME`, the dummy SDL drivers, and on Windows the few variables Windows itself needs),
so a bundle that secretly leans on the build machine's Python fails here. It shows the title
and plays a short AI-only game, headless, runs `bench ai` on two worker processes (a frozen
program must start its own workers), and plays a network game (a host and a `join --agent`
client over localhost); each run must exit 0, leave a 1280x720 screenshot
that is not blank, and print no traceback. A failed run names any missing asset or level.
Launch-to-first-frame (wall clock from just before `Popen`) is measured and reported as JSON
with the machine's load average; budgets are reported, never enforced (timings are not
pass/fail).

Usage: python build/smoke.py [--shots DIR] dist/sheepfold/sheepfold [dist/sheepfold-onefile]
(exit 1 on any failure; --shots keeps the screenshots, e.g. as CI artifacts)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

SIZE = (1280, 720)
MIN_COLOURS = 32  # a drawn screen has hundreds; a black or single-colour frame has a handful
BUDGET_S = {"onedir": 0.2, "onefile": 0.35}  # issue 24, on an idle machine
TITLE_RUNS = 5
TIMEOUT_S = 180
TITLE = ["--headless", "--frames", "2"]
DEMO = ["--demo", "--game", "black_sheep", "--players", "3", "--seed", "1",
        "--headless", "--frames", "300"]
MISSING = re.compile(r".*(missing asset|LevelError|cannot find its|No such file).*", re.I)
WINDOWS_KEEP = ("SYSTEMROOT", "WINDIR", "TEMP", "TMP")  # the OS's own needs, not the game's


def check_png(path: Path) -> list[str]:
    """What is wrong with a screenshot: missing, wrong size, or blank (too few colours)."""
    if not path.is_file():
        return [f"{path.name}: no screenshot was written"]
    try:
        image = pygame.image.load(str(path))
    except pygame.error as err:
        return [f"{path.name}: unreadable PNG ({err})"]
    if image.get_size() != SIZE:
        return [f"{path.name}: size {image.get_size()}, expected {SIZE}"]
    pixels = pygame.image.tobytes(image, "RGB")
    colours = {pixels[i:i + 3] for i in range(0, len(pixels), 3 * 7)}  # every 7th pixel
    if len(colours) < MIN_COLOURS:
        return [f"{path.name}: looks blank ({len(colours)} distinct colours)"]
    return []


def environment(home: Path) -> dict[str, str]:
    env = {"SHEEPFOLD_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SHEEPFOLD_REPORT_FIRST_FRAME": "1"}
    if sys.platform == "win32":
        env.update({k: os.environ[k] for k in WINDOWS_KEEP if k in os.environ})
    return env


def launch(exe: Path, args: list[str], home: Path, shot: Path) -> dict:
    """One run: exit code, first-frame time, and the problems found."""
    shot.unlink(missing_ok=True)  # an earlier run's screenshot must not pass for this one's
    start = time.time()
    proc = subprocess.Popen([str(exe), *args, "--screenshot", str(shot)], env=environment(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=home)
    try:
        out, err = proc.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        return {"exit": None, "problems": [f"{shot.stem}: no exit after {TIMEOUT_S} s"]}
    stamps = [line.split()[1] for line in out.splitlines() if line.startswith("first_frame ")]
    first = round(float(stamps[0]) - start, 3) if stamps else None
    lines = [line for line in err.strip().splitlines() if not line.startswith("[PYI-")]
    problems = []
    if proc.returncode != 0:
        problems.append(f"{shot.stem}: exit code {proc.returncode}")
    if "Traceback" in err:
        problems.append(f"{shot.stem}: traceback on stderr, ending: {lines[-1]}")
    if problems:
        missing = [m.group(0).strip() for m in MISSING.finditer(err)]
        problems += [f"{shot.stem}: {line}" for line in missing] or [
            f"{shot.stem}: stderr ends: " + " | ".join(lines[-6:])]
    problems += check_png(shot)
    return {"exit": proc.returncode, "first_frame_s": first, "problems": problems}


def bench_workers(exe: Path, home: Path) -> list[str]:
    """`bench ai` with two worker processes: each must start from the bundle and report."""
    args = ["bench", "ai", "--game", "black_sheep", "--games", "2", "--jobs", "2", "--json"]
    try:
        done = subprocess.run([str(exe), *args], env=environment(home), capture_output=True,
                              text=True, cwd=home, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return [f"bench ai: no exit after {TIMEOUT_S} s"]
    try:
        figures = json.loads(done.stdout)
    except json.JSONDecodeError:
        figures = {}
    if done.returncode != 0 or figures.get("hard_vs_medium", {}).get("games") != 2:
        return [f"bench ai --jobs 2: exit {done.returncode}, stderr ends: {done.stderr[-300:]}"]
    return []


def network_game(exe: Path, home: Path) -> list[str]:
    """A dedicated host and one `join --agent` client from the bundle play a whole 2-player
    Black Sheep game over localhost (network play must not lean on the build machine)."""
    host = subprocess.Popen([str(exe), "host", "--headless", "--game", "black_sheep", "--seats",
                             "remote,ai:easy", "--port", "0", "--seed", "1", "--no-announce"],
                            env=environment(home), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=home)
    try:
        port = json.loads(host.stdout.readline())["port"]
        joined = subprocess.run([str(exe), "join", f"127.0.0.1:{port}", "--name", "Smoke",
                                 "--agent", "easy", "--headless"], env=environment(home),
                                capture_output=True, text=True, cwd=home, timeout=TIMEOUT_S)
        host.wait(timeout=TIMEOUT_S)
    except (ValueError, KeyError, subprocess.TimeoutExpired) as err:
        host.kill()
        return [f"network game: {err.__class__.__name__}, host stderr ends: "
                f"{host.stderr.read()[-300:]}"]
    if joined.returncode != 0 or '"status": "over"' not in joined.stdout or host.returncode:
        return [f"network game: join exit {joined.returncode}, host exit {host.returncode}, "
                f"stderr ends: {joined.stderr[-300:]}"]
    return []


def kind(exe: Path) -> str:
    return "onedir" if (exe.parent / "_internal").is_dir() else "onefile"


def size_bytes(exe: Path) -> int:
    if kind(exe) == "onefile":
        return exe.stat().st_size
    files = exe.parent.rglob("*")
    return sum(p.stat().st_size for p in files if p.is_file() and not p.is_symlink())


def smoke(exe: Path, work: Path) -> dict:
    """Title screenshots (timed) and a short AI demo game for one executable."""
    if not exe.is_file():
        return {"kind": None, "problems": [f"{exe}: not built"]}
    home = work / "home"
    home.mkdir(parents=True)
    titles = []
    while len(titles) < TITLE_RUNS and not any(r["problems"] for r in titles):
        titles.append(launch(exe, TITLE, home, work / "title.png"))
    demo = launch(exe, DEMO, home, work / "demo.png")
    firsts = [r["first_frame_s"] for r in titles if r.get("first_frame_s") is not None]
    problems = list(dict.fromkeys(p for r in [*titles, demo] for p in r["problems"]))
    problems += bench_workers(exe, home)
    problems += network_game(exe, home)
    return {
        "kind": kind(exe), "size_bytes": size_bytes(exe),
        "first_frame_s": ({"median": statistics.median(firsts), "min": min(firsts),
                           "max": max(firsts), "runs": len(firsts)} if firsts else None),
        "budget_s": BUDGET_S[kind(exe)], "demo_exit": demo["exit"], "problems": problems,
    }


def load_avg() -> list[float] | None:
    """The machine's load (1, 5, 15 minutes) when the times were taken: a busy machine
    starts everything later. None where the OS does not say (Windows)."""
    if not hasattr(os, "getloadavg"):
        return None
    return [round(x, 2) for x in os.getloadavg()]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="smoke.py", description="Smoke-test built bundles.")
    parser.add_argument("--shots", type=Path, help="copy the screenshots into this folder")
    parser.add_argument("executables", nargs="+", type=Path)
    args = parser.parse_args(argv)
    report = {}
    with tempfile.TemporaryDirectory(prefix="sheepfold-smoke-") as tmp:
        for n, exe in enumerate(args.executables):
            work = Path(tmp) / str(n)
            report[str(exe)] = smoke(exe.resolve(), work)
            if args.shots:
                args.shots.mkdir(parents=True, exist_ok=True)
                for shot in work.glob("*.png"):
                    shutil.copy(shot, args.shots / f"{exe.name}-{shot.name}")
    ok = all(not r["problems"] for r in report.values())
    print(json.dumps({"smoke": "ok" if ok else "failed", "load_avg": load_avg(),
                      "executables": report}, indent=1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
