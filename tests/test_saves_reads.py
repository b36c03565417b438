"""Every file Sheepfold reads is a regular file of at most 16 MB (issue 11, unbounded reads).

A FIFO used to hang the game before its window opened, a link to /dev/zero read until memory
ran out, and a 120 MB save raised MemoryError. Each is tried here against the real readers:
saves, replays, the settings, the maps and the translations. A byte-order mark is accepted,
and JSON nested absurdly deep is a sentence.
"""

from __future__ import annotations

import gettext
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n, levels, saves, settings, storage
from game.match import Match
from game.saves import SaveError, Seat

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = ["fifo", "dev-zero", "huge", "folder", "dev-null"]


def hostile(path: Path, kind: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "dev-null":
        path.symlink_to("/dev/null")
    elif kind == "huge":  # sparse: 120 MB that take no room on the disk
        with open(path, "wb") as out:
            out.truncate(120 * 1024 * 1024)
    elif kind == "folder":
        path.mkdir()
    return path


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_save_that_is_not_a_small_regular_file_is_refused_at_once(tmp_path, kind):
    path = hostile(tmp_path / "game.json", kind)
    with pytest.raises(SaveError, match="game.json cannot be read: it is"):
        saves.read(path)


@pytest.mark.parametrize("kind", HOSTILE)
def test_replay_refuses_it_in_one_line(tmp_path, kind):
    path = hostile(tmp_path / "game.json", kind)
    env = {**os.environ, "SHEEPFOLD_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--headless",
                           "--frames", "1"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_settings_file_that_is_not_a_small_regular_file_gives_the_defaults(kind):
    hostile(settings.path(), kind)
    loaded, problem = settings.load()
    assert loaded == settings.Settings()
    assert problem.startswith("The settings file could not be read (it is")


def test_a_fifo_for_settings_does_not_stop_the_game_from_starting(sheepfold_home):
    hostile(sheepfold_home / "settings.json", "fifo")
    env = {**os.environ, "SHEEPFOLD_HOME": str(sheepfold_home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "2"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stderr == "", done.stderr


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_map_that_is_not_a_small_regular_file_is_a_level_error(tmp_path, kind):
    path = hostile(tmp_path / "levels" / "black_sheep.tmx", kind)
    with pytest.raises(levels.LevelError, match=r"^levels/black_sheep\.tmx: "):
        levels.load("black_sheep", 2, path)


@pytest.mark.parametrize("kind", [*HOSTILE, "truncated", "garbage", "empty"])
def test_a_catalogue_that_cannot_be_used_means_english(tmp_path, monkeypatch, kind):
    real = gettext.find(i18n.DOMAIN, str(ROOT / "assets" / "locale"), ["de"])
    path = tmp_path / "sheepfold.mo"
    if kind == "truncated":
        path.write_bytes(Path(real).read_bytes()[:600])
    elif kind == "garbage":
        path.write_bytes(b"\xde\x12\x04\x95" + os.urandom(200))
    elif kind == "empty":
        path.write_bytes(b"")
    else:
        hostile(path, kind)
    monkeypatch.setattr(i18n.gettext, "find", lambda *args, **kwargs: str(path))
    try:
        i18n.set_language("de")
        assert i18n._("Settings") == "Settings"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")


# -- a byte-order mark, and JSON nested too deep ---------------------------------------------

def test_a_byte_order_mark_is_accepted_in_a_save_and_the_settings(tmp_path):
    path = tmp_path / "game.json"
    Match.new("black_sheep", [Seat("Anna"), Seat("Bo")], 5).save_as(path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert Match.load(path).data.seed == 5
    storage.private_folder(settings.path().parent)
    settings.path().write_bytes(b"\xef\xbb\xbf" + json.dumps({"language": "de"}).encode())
    assert settings.load() == (settings.Settings(language="de"), None)


def test_settings_nested_100000_deep_are_a_sentence():
    storage.private_folder(settings.path().parent)
    settings.path().write_text("[" * 100_000 + "]" * 100_000)
    loaded, problem = settings.load()
    assert loaded == settings.Settings()
    assert problem.startswith("The settings file could not be read (it is not valid JSON); "
                              "it was kept as settings.broken-")


def test_a_save_at_the_size_limit_is_read_and_one_byte_more_is_not(tmp_path):
    path = tmp_path / "game.json"
    with open(path, "wb") as out:
        out.truncate(storage.MAX_FILE + 1)
    with pytest.raises(SaveError, match="larger than 16 MB"):
        saves.read(path)
    assert len(storage.read_bytes(path, storage.MAX_FILE + 1)) == storage.MAX_FILE + 1
