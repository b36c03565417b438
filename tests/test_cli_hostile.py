"""The command line's promise under hostile input (issue 11): one line on stderr, exit code 2,
never a traceback; Ctrl+C exits 130 quietly with the game saved; a closed pipe ends quietly.

Most cases run as real processes side by side, as a user would type them; those that need a
broken map run `game.__main__.main([...])` in this process with the game's levels folder
pointed at a damaged copy.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import levels, saves
from game.__main__ import main
from game.match import Match
from game.saves import MAX_SEED, Seat

ROOT = Path(__file__).resolve().parents[1]
HEADLESS = ["--headless", "--frames", "1"]
TIMEOUT = 60
SIM = ["simulate", "--game", "black_sheep", "--games", "1", "--agents", "random"]

REFUSED = {
    "empty range": [*SIM, "--players", "3-2"],
    "double dash": [*SIM, "--players", "2--4"],
    "huge range": [*SIM, "--players", "2-100000000"],
    "huge count": [*SIM, "--players", "100000000"],
    "jsonl into a folder": [*SIM, "--players", "2", "--jsonl", "{home}"],
    "jsonl under a file": [*SIM, "--players", "2", "--jsonl", "{home}/a-file/out.jsonl"],
    "jsonl to /dev/full": [*SIM, "--players", "2", "--jsonl", "/dev/full"],
    "jsonl empty": [*SIM, "--players", "2", "--jsonl", ""],
    "screenshot empty": [*HEADLESS, "--screenshot", ""],
    "screenshot a folder": [*HEADLESS, "--screenshot", "{home}"],
    "screenshot /dev/full": [*HEADLESS, "--screenshot", "/dev/full"],
    "screenshot under a file": [*HEADLESS, "--screenshot", "{home}/a-file/shot.png"],
    "replay empty path": ["replay", "", *HEADLESS],
    "replay a folder": ["replay", "{home}", *HEADLESS],
    "replay screenshot a folder": ["replay", "{home}/game.json", *HEADLESS, "--screenshot",
                                   "{home}"],
    "seed of 300 digits": ["--game", "black_sheep", "--seats", "human,ai:easy", "--seed",
                           "9" * 300, *HEADLESS],
    "seed of 2**63": ["--game", "black_sheep", "--seats", "human,ai:easy", "--seed",
                      str(2**63), *HEADLESS],
    "simulate seed of 5000 digits": [*SIM, "--players", "2", "--seed", "7" * 5000],
    "simulate seeds past the largest": [*SIM, "--players", "2", "--seed", str(MAX_SEED),
                                        "--games", "2"],
    "soak seed too large": ["soak", "--games", "1", "--seed", str(2**64)],
}


def start(args: list[str], home: Path, **kwargs) -> subprocess.Popen:
    env = {**os.environ, "SHEEPFOLD_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=as_from_a_terminal, **kwargs)


def as_from_a_terminal() -> None:
    """In the child before it starts: Ctrl+C as a terminal delivers it. A suite started as a
    background job (`make test &` in a script) has SIGINT ignored, the child inherited that,
    and the Ctrl+C tests waited for an exit that could not come."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def finish(process: subprocess.Popen) -> tuple[int, str, str]:
    try:
        out, err = process.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        try:  # (a child left behind may hold the pipes: fail, never hang)
            out, err = process.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            out, err = "", "its pipes stayed open"
        pytest.fail(f"{process.args} did not end: {err}")
    decode = (lambda b: b.decode("utf-8", "replace")) if isinstance(out, bytes) else str
    return process.returncode, decode(out), decode(err)


@pytest.fixture
def home(sheepfold_home) -> Path:
    sheepfold_home.mkdir(parents=True)
    (sheepfold_home / "a-file").write_text("a file, not a folder")
    Match.new("black_sheep", [Seat("Anna"), Seat("Bo")], 1).save_as(sheepfold_home / "game.json")
    return sheepfold_home


@pytest.mark.parametrize("name", list(REFUSED))
def test_every_hostile_argument_is_one_line_and_exit_code_2(home, capsys, name):
    assert main([a.format(home=home) for a in REFUSED[name]]) == 2
    one_line(capsys)
    assert not (home / "saves").exists()  # nothing was dealt for a refused command


def test_the_same_from_real_processes(home):
    some = ("huge range", "jsonl to /dev/full", "screenshot a folder", "seed of 300 digits")
    running = {name: start([a.format(home=home) for a in REFUSED[name]], home, text=True)
               for name in some}
    for name, process in running.items():
        code, out, err = finish(process)
        assert code == 2 and len(err.strip().splitlines()) == 1, (name, err)
        assert "Traceback" not in err + out


def test_the_screenshot_path_is_checked_before_any_frame_is_rendered(sheepfold_home):
    begun = time.monotonic()
    code, _, err = finish(start(["--headless", "--frames", "100000", "--screenshot",
                                 str(sheepfold_home.parent)], sheepfold_home, text=True))
    assert code == 2 and "is a folder" in err
    assert time.monotonic() - begun < 20  # 100,000 frames would take minutes


def test_jsonl_into_a_missing_folder_makes_the_folder(sheepfold_home):
    target = sheepfold_home / "new" / "deeper" / "games.jsonl"
    code, _, err = finish(start([*SIM, "--players", "2", "--jsonl", str(target)],
                                sheepfold_home, text=True))
    assert code == 0, err
    assert len(target.read_text().splitlines()) == 1


def test_a_closed_pipe_ends_simulate_quietly(sheepfold_home):
    process = start([*SIM[:3], "--games", "400", "--agents", "random", "--players", "2",
                     "--jsonl", "-"], sheepfold_home)
    first = process.stdout.readline()
    assert first.startswith(b'{"game": "black_sheep"')
    process.stdout.close()  # what `| head -1` does
    code, _, err = finish(process)
    assert code == 0 and "Traceback" not in err and "BrokenPipe" not in err, err


def test_ctrl_c_exits_130_quietly_with_the_game_saved(sheepfold_home):
    process = start(["--game", "black_sheep", "--seats", "ai:easy,ai:easy", "--headless"],
                    sheepfold_home, text=True)
    deadline = time.monotonic() + TIMEOUT
    while not list((sheepfold_home / "saves").glob("*.json")):
        assert process.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(0.3)
    process.send_signal(signal.SIGINT)
    code, out, err = finish(process)
    assert code == 130 and err == "" and out == "", err
    path = next((sheepfold_home / "saves").glob("*.json"))
    match = Match.load(path, autosave=path)  # whole, and no longer held by the dead copy
    match.close()


def test_ctrl_c_during_simulate_exits_130_quietly(sheepfold_home):
    process = start([*SIM[:3], "--games", "100000", "--players", "2", "--agents", "random"],
                    sheepfold_home, text=True)
    time.sleep(1.0)
    process.send_signal(signal.SIGINT)
    code, _, err = finish(process)
    assert code == 130 and err == "", err


def test_an_undecodable_byte_in_a_name_is_played_and_saved_cleaned(sheepfold_home):
    env = {**os.environ, "SHEEPFOLD_HOME": str(sheepfold_home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "--game", "black_sheep", "--seats",
                           b"human:An\xffna\x01,ai:easy:\xed\xa0\x80Bo", "--headless",
                           "--frames", "20"], cwd=ROOT, env=env, capture_output=True,
                          timeout=TIMEOUT)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    path = next((sheepfold_home / "saves").glob("*.json"))
    names = [s.name for s in saves.read(path).seats]
    assert names[0] == "An\ufffdna" and names[1].endswith("Bo") and "\ufffd" in names[1]


# -- broken maps through main() ---------------------------------------------------------------

@pytest.fixture
def own_levels(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "levels"
    shutil.copytree(levels.level("boom_bah.tmx").parent, folder)
    monkeypatch.setattr(levels, "level", lambda name: folder / name)
    return folder


def one_line(capsys) -> str:
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err.strip()


def test_replay_with_a_broken_map(own_levels, tmp_path, capsys):
    save = tmp_path / "game.json"
    Match.new("boom_bah", [Seat("Anna"), Seat("Bo")], 3).save_as(save)
    (own_levels / "boom_bah.tmx").write_text("<map")
    assert main(["replay", str(save), *HEADLESS]) == 2
    assert one_line(capsys).startswith("sheepfold: levels/boom_bah.tmx: ")


def test_a_bad_tile_mix_in_a_map(own_levels, capsys):
    tmx = own_levels / "boom_bah.tmx"
    tmx.write_text(tmx.read_text().replace("barn:2,mine:8,safe:15", "barn:2,mine:eight"))
    assert main(["--game", "boom_bah", "--seats", "human,ai:easy", *HEADLESS]) == 2
    assert "levels/boom_bah.tmx: A tile mix reads like" in one_line(capsys)


@pytest.mark.parametrize("damage", [
    ("folder", None), ("tileset", '<tileset firstgid="90" source="../../../etc/x.tsx"/>'),
    ("nan", 'x="nan"'), ("inf", 'x="inf"'), ("huge", 'x="1e300"'), ("negative", 'x="-40"'),
    ("outside", 'x="1270"'), ("image", '<image source="/etc/passwd"/>'),
], ids=lambda d: d[0])
def test_a_map_that_is_hostile_is_one_line(own_levels, capsys, damage):
    kind, text = damage
    tmx = own_levels / "boom_bah.tmx"
    source = tmx.read_text()
    if kind == "folder":
        tmx.unlink()
        tmx.mkdir()
    elif kind in ("tileset", "image"):
        tmx.write_text(source.replace(" <layer ", f" {text}\n <layer ", 1) if kind == "tileset"
                       else source.replace(' <tile id="0">', f' <tile id="0">{text}', 1))
    else:  # the board zone's x, wherever the map puts it
        damaged, found = re.subn(r'name="board" x="[^"]*"', f'name="board" {text}', source)
        assert found, "the map has no board zone to damage"
        tmx.write_text(damaged)
    assert main(["--game", "boom_bah", "--seats", "human,ai:easy", *HEADLESS]) == 2
    assert one_line(capsys).startswith("sheepfold: levels/boom_bah.tmx: ")


def test_bench_ai_jobs_are_capped_at_the_core_count(monkeypatch, capsys):
    from game.ai import arena

    asked = {}

    def fake(game, games, jobs):
        asked["jobs"] = jobs
        return {"game": game}

    monkeypatch.setattr(arena, "bench_ai", fake)
    assert main(["bench", "ai", "--jobs", "100000", "--games", "1", "--json"]) == 0
    assert asked["jobs"] == (os.cpu_count() or 1)
