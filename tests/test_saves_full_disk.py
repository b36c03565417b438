"""A failed save never crashes and never lies (issue 11, findings 6 and 7).

A full disk is a small tmpfs where this machine lets the tests mount one (root on Linux),
and ENOSPC raised from `os.replace` everywhere else; a read-only folder is a tmpfs mounted
read-only, or EROFS raised the same way.
"""

from __future__ import annotations

import errno
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import saves, storage
from game.match import Match
from game.saves import Seat

ROOT = Path(__file__).resolve().parents[1]
SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]
FULL = ("Can't save: the disk is full; your game goes on and is saved as soon as there is "
        "room.")


def mount(where: Path, *options: str) -> None:
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", ",".join(("size=256k", *options)),
                           "tmpfs", str(where)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")


@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    """SHEEPFOLD_HOME on a 256 KB tmpfs, and a function that fills it up or frees it."""
    if sys.platform != "linux" or not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root on Linux")
    disk = tmp_path / "disk"
    mount(disk)
    monkeypatch.setenv("SHEEPFOLD_HOME", str(disk / "home"))
    filler = disk / "filler"

    def full(on: bool) -> None:
        if not on:
            filler.unlink(missing_ok=True)
            return
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            while True:
                os.write(fd, b"\0" * 1024)
        except OSError as err:
            assert err.errno == errno.ENOSPC
        finally:
            os.close(fd)

    yield full
    subprocess.run(["umount", "-l", str(disk)], check=False)


@pytest.fixture
def read_only_home(tmp_path, monkeypatch) -> Path:
    if sys.platform != "linux" or not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root on Linux")
    disk = tmp_path / "ro"
    mount(disk, "ro")
    monkeypatch.setenv("SHEEPFOLD_HOME", str(disk))
    yield disk
    subprocess.run(["umount", "-l", str(disk)], check=False)


def no_room(monkeypatch, code: int = errno.ENOSPC) -> None:
    """Every atomic write fails at its last step, as on a full disk."""
    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(storage.os, "replace", refuse)


def play(match: Match, moves: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        match.apply(rng.choice(match.legal_actions()))


# -- finding 6: mid-game ------------------------------------------------------------------

def test_a_full_disk_mid_game_says_so_and_saves_once_there_is_room(monkeypatch):
    match = Match.new("black_sheep", SEATS, 4, autosave=saves.new_path("black_sheep"))
    play(match, 3)
    with monkeypatch.context() as patch:
        no_room(patch)
        play(match, 4, seed=2)  # no exception: the game goes on
        assert match.save_problem == FULL
        assert len(saves.read(match.autosave).actions) == 3  # the last good save stands
    play(match, 1, seed=3)  # the next action finds room
    assert match.save_problem is None
    assert len(saves.read(match.autosave).actions) == 8
    match.close()


def test_closing_a_match_retries_a_failed_save(monkeypatch):
    match = Match.new("black_sheep", SEATS, 5, autosave=saves.new_path("black_sheep"))
    with monkeypatch.context() as patch:
        no_room(patch, errno.EIO)
        play(match, 2)
        assert match.save_problem.startswith("Can't save: the system said: ")
    match.close()
    assert match.save_problem is None and len(saves.read(match.autosave).actions) == 2


def test_the_table_shows_the_banner_and_the_crash_screen_tells_the_truth(monkeypatch):
    from game.app import App
    from game.scenes.tables import table_for
    from game.tables import base

    app = App(headless=True)
    match = Match.new("black_sheep", SEATS, 6, autosave=saves.new_path("black_sheep"))
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    shown: list[str] = []
    monkeypatch.setattr(base, "draw_banner", lambda surface, words, *a: shown.append(words))
    no_room(monkeypatch)
    play(match, 1)
    app.step(1 / 60)
    assert shown == [FULL]
    assert "could not be saved" in app.saved_sentence()
    assert not app.saved_sentence().startswith("Your game was saved")
    monkeypatch.undo()
    play(match, 1, seed=4)
    assert app.saved_sentence().startswith("Your game was saved")
    pygame.quit()


def test_a_full_tmpfs_mid_game(small_disk):
    match = Match.new("black_sheep", SEATS, 7, autosave=saves.new_path("black_sheep"))
    play(match, 2)
    small_disk(True)
    play(match, 3, seed=2)
    assert match.save_problem == FULL
    assert len(saves.read(match.autosave).actions) == 2
    assert not list(match.autosave.parent.glob(".*.tmp"))  # no half-written temp file left
    small_disk(False)
    play(match, 1, seed=3)
    assert match.save_problem is None and len(saves.read(match.autosave).actions) == 6
    match.close()


def test_the_settings_on_a_full_tmpfs(small_disk):
    from game import settings

    storage.private_folder(storage.home())
    small_disk(True)
    problem = settings.Settings(animation_speed="2x").save()
    assert problem.startswith("The settings could not be saved (the disk is full)")
    small_disk(False)
    assert settings.Settings(animation_speed="2x").save() is None
    assert settings.load()[0].animation_speed == "2x"


# -- finding 7: at start ------------------------------------------------------------------

def start_from_the_command_line(home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "SHEEPFOLD_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, "-m", "game", "--game", "black_sheep", "--seats",
                           "human,ai:easy", "--headless", "--frames", "3"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_full_disk_at_start_runs_without_saving_and_says_why(small_disk):
    from game.app import App

    storage.private_folder(storage.home())
    small_disk(True)
    app = App(headless=True)
    assert any("the disk is full" in n and "nothing is saved" in n for n in app.notices)
    done = start_from_the_command_line(storage.home())
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    pygame.quit()


def test_a_read_only_data_folder_runs_without_saving_and_says_why(read_only_home):
    from game.app import App

    app = App(headless=True)
    assert any("read-only" in n for n in app.notices), app.notices
    match = Match.new("black_sheep", SEATS, 8, autosave=saves.new_path("black_sheep"))
    play(match, 2)
    assert match.save_problem.startswith("Can't save: the disk is read-only")
    done = start_from_the_command_line(read_only_home)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    pygame.quit()


def test_a_folder_that_cannot_be_written_everywhere(monkeypatch):
    """The same without a mount: the probe and every save fail with EROFS."""
    from game.app import App

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(storage.tempfile, "TemporaryFile", refuse)
    monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)
    app = App(headless=True)
    assert any("the disk is read-only" in n for n in app.notices), app.notices
    match = Match.new("black_sheep", SEATS, 9, autosave=saves.new_path("black_sheep"))
    play(match, 1)
    assert match.save_problem.startswith("Can't save: the disk is read-only")
    pygame.quit()


@pytest.mark.parametrize("home", ["/dev/null", "{file}", "{file}/below"])
def test_a_data_folder_that_is_a_file_is_refused_in_one_line(tmp_path, home):
    file = tmp_path / "a-file"
    file.write_text("not a folder")
    done = start_from_the_command_line(Path(home.format(file=file)))
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert "is not a folder" in lines[0] and "Traceback" not in done.stderr
