"""The smaller findings of issue 11: memory, messages, and the data folder's permissions."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import saves, settings, storage
from game.match import Match
from game.saves import Seat
from game.view.stack import Scene

ROOT = Path(__file__).resolve().parents[1]


def run_headless(home: Path | str, *args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {**os.environ, "SHEEPFOLD_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
                   "SDL_AUDIODRIVER": "dummy", **env}
    environment.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    return subprocess.run([sys.executable, "-m", "game", *args, "--headless", "--frames", "2"],
                          cwd=ROOT, env=environment, capture_output=True, text=True, timeout=60)


def test_frame_times_keep_a_bounded_window():
    from game.app import FRAME_WINDOW, App

    app = App(headless=True)
    assert app.run(Scene(app), frames=FRAME_WINDOW + 50) == 0
    assert len(app.frame_times) == FRAME_WINDOW
    pygame.quit()


def test_a_damaged_settings_file_is_a_sentence_without_python_text():
    storage.private_folder(settings.path().parent)
    settings.path().write_text('{"fullscreen": tru')
    problem = settings.load()[1]
    assert problem.startswith("The settings file could not be read (it is not valid JSON); "
                              "it was kept as settings.broken-")
    for python in ("Expecting", "line 1", "column", "Error", "char "):
        assert python not in problem


def test_headless_runs_print_nothing(sheepfold_home):
    done = run_headless(sheepfold_home)
    assert done.returncode == 0 and done.stderr == "" and "renderer" not in done.stdout


def test_a_tilde_in_sheepfold_home_is_the_home_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("SHEEPFOLD_HOME", "~/sheep")
    assert storage.home() == tmp_path / "sheep"
    done = run_headless("~/sheep", HOME=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "sheep" / "logs" / "sheepfold.log").is_file()
    assert not (ROOT / "~").exists()


KILLED_WRITER = """
import os, signal
from game import settings, storage
storage.os.replace = lambda *a: os.kill(os.getpid(), signal.SIGKILL)
settings.Settings().save()
"""


def test_the_temp_file_of_a_killed_settings_write_is_cleaned_up(sheepfold_home):
    env = {**os.environ, "SHEEPFOLD_HOME": str(sheepfold_home)}
    killed = subprocess.run([sys.executable, "-c", KILLED_WRITER], cwd=ROOT, env=env,
                            timeout=60)
    assert killed.returncode == -signal.SIGKILL
    left = list(sheepfold_home.glob(".settings.json.*.tmp"))
    assert len(left) == 1
    running = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:  # another copy writing its settings right now: its temp file is not touched
        in_flight = sheepfold_home / f".settings.json.{running.pid}.x1y2z3.tmp"
        in_flight.write_text("{")
        assert settings.Settings(language="de").save() is None
        assert not left[0].exists() and in_flight.exists()
    finally:
        running.kill()
        running.wait()
    assert settings.load()[0].language == "de"


@pytest.mark.parametrize("umask", [0o000, 0o022])
def test_the_data_folder_is_private_and_the_logs_too_whatever_the_umask(umask):
    from game.app import App

    old = os.umask(umask)
    try:
        app = App(headless=True)
        match = Match.new("black_sheep", [Seat("Anna"), Seat("Bo")], 1,
                          autosave=saves.new_path("black_sheep"))
        match.close()
        pygame.quit()
    finally:
        os.umask(old)

    def mode(path: Path) -> int:
        return stat.S_IMODE(path.stat().st_mode)

    assert mode(storage.home()) == 0o700
    assert mode(saves.saves_dir()) == 0o700
    assert mode(storage.log_dir()) == 0o700
    assert mode(app.log_path) == 0o600
    assert mode(match.autosave) == 0o600
