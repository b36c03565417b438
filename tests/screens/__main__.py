"""Every screenshot in docs/screens/, taken again on this tree (`make screens`): each table
at its start, mid-game with the most players in German at 1280x720 and in English at
2560x1440, and its results; the staged moments of the tables' own screenshot modules; the
hint and replay shots; the network screens; and the title, new game, settings, rules,
history, lesson list and hand-off screens, each game's review and a moment of its lesson
(`tests.screens.extra`). A picture no step here makes is not kept:
a stale screenshot shows a table that no longer exists.

Run: python -m tests.screens [OUT_DIR] [--critic] (default docs/screens); two at a time.
`--critic` takes only the 26 pictures a fresh critic is shown (`CRITIC`), in a third of the time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

MOST = {"black_sheep": 4, "boom_bah": 4, "bye_bye": 5, "sheep_sheep": 2}
MID = {"black_sheep": 10, "boom_bah": 24, "bye_bye": 5, "sheep_sheep": 16}
LATE = {"black_sheep": 20, "boom_bah": 48, "bye_bye": 6, "sheep_sheep": 18}  # (Sheep Sheep's
# 24 and Bye-Bye's 8 were already the results: critics 23 and 24 saw no table at 2560x1440)


CRITIC = ("_start", "_mid_de", "_late_2560", "_results", "_reference", "network",
          "title_en_1280x720.png", "new_de_1280x720.png")
"""The steps whose pictures a critic sees: each table at its start, mid-game in German, late
at 2560x1440, its results and its "?" pop-up; the network, the title and the new game."""


def jobs(out: Path) -> list[tuple[str, list[str]]]:
    """(what it makes, the command's arguments after `python`)."""
    run: list[tuple[str, list[str]]] = []
    for game, most in MOST.items():
        moment = ["-m", "tests.screens.moment"]
        run += [
            (f"{game}_start", [*moment, str(out / f"{game}_start_2p_en_1280x720.png"), game,
                               "2", "1", "1280x720", "en"]),
            (f"{game}_mid_de", [*moment, str(out / f"{game}_mid_{most}p_de_1280x720.png"),
                                game, str(most), str(MID[game]), "1280x720", "de"]),
            (f"{game}_late_2560", [*moment, str(out / f"{game}_{most}p_en_2560x1440.png"),
                                   game, str(most), str(LATE[game]), "2560x1440", "en"]),
            (f"{game}_results", [*moment, str(out / f"{game}_results_{most}p_en_1280x720.png"),
                                 game, str(most), "999", "1280x720", "en"]),
            (f"{game}_results_2p_de", [*moment, str(out / f"{game}_results_2p_de_1280x720.png"),
                                       game, "2", "999", "1280x720", "de"]),
            (f"{game}_reference", [*moment, str(out / f"{game}_reference_en_1280x720.png"),
                                   game, "2", "3", "1280x720", "en", "reference"]),
        ]
    for game in ("black_sheep", "boom_bah", "bye_bye"):  # their staged moments
        run.append((f"{game}_moments", ["-m", f"tests.tables.{game}.screens", str(out)]))
        if game != "bye_bye":
            run.append((f"{game}_de_2560", ["-m", f"tests.tables.{game}.screens", str(out),
                                            "de_2560x1440"]))
    run += [
        ("hints_replays", ["-m", "tests.tables.hint_replay_shots", str(out), *MOST]),
        ("network", ["-m", "tests.scenes.net_shots", str(out)]),
    ]
    scenes = [("title", "en", None), ("title", "de", "2560x1440"), ("new", "de", None),
              ("new", "en", "2560x1440"), ("settings", "en", None), ("rules", "de", None),
              ("history", "en", None), ("learn", "en", None), ("learn", "de", "2560x1440"),
              ("handoff", "en", None), ("handoff", "de", "2560x1440")]
    for scene, lang, size in scenes:
        name = f"{scene}_{lang}_{size or '1280x720'}.png"
        run.append((name, ["-m", "game", "--headless", "--frames", "120", "--screenshot",
                           str(out / name), "--scene", scene, "--lang", lang,
                           *(["--size", size] if size else [])]))
    for game in MOST:
        for lang, size in (("en", "1280x720"), ("de", "2560x1440")):
            name = f"review_{game}_{lang}_{size}.png"
            run.append((name, ["-m", "tests.screens.extra", "review", str(out / name), game,
                               size, lang]))
        name = f"lesson_{game}_en_1280x720.png"
        run.append((name, ["-m", "tests.screens.extra", "lesson", str(out / name), game,
                           "1280x720", "en", "5"]))
    run.append(("lesson_de", ["-m", "tests.screens.extra", "lesson",
                              str(out / "lesson_black_sheep_de_2560x1440.png"), "black_sheep",
                              "2560x1440", "de", "3"]))
    return run


def main(argv: list[str]) -> int:
    critic = "--critic" in argv
    argv = [a for a in argv if a != "--critic"]
    out = Path(argv[0] if argv else "docs/screens")
    out.mkdir(parents=True, exist_ok=True)
    before = {p.name for p in out.glob("*.png")}
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SHEEPFOLD_HOME": tempfile.mkdtemp(prefix="sheepfold-shots-"),
           "PYTHONPATH": str(Path.cwd())}
    started = {p.name: p.stat().st_mtime for p in out.glob("*.png")}

    def take(job: tuple[str, list[str]]) -> str:
        what, args = job
        done = subprocess.run([sys.executable, *args], env=env, capture_output=True,
                              text=True, timeout=900)
        return "" if done.returncode == 0 else f"{what}: {done.stderr.strip()[-300:]}"

    with ThreadPoolExecutor(2) as pool:
        run = [j for j in jobs(out) if not critic or j[0].endswith(CRITIC)]
        failed = [f for f in pool.map(take, run) if f]
    fresh = {p.name for p in out.glob("*.png") if p.stat().st_mtime > started.get(p.name, 0)}
    for stale in sorted(before - fresh if not critic else ()):
        (out / stale).unlink()
        print(f"removed (no step makes it now): {stale}")
    for line in failed:
        print(f"failed: {line}")
    print(f"{len(fresh)} screenshots in {out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
