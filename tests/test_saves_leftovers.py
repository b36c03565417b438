"""Temporary files left by a copy killed while keeping a finished game are swept the next
time a finished game is kept; a running writer's are left alone."""

from __future__ import annotations

import os

from game import saves, settings, storage
from game.match import Match
from game.saves import SaveData, Seat


def test_a_dead_writers_temp_file_in_finished_is_swept_a_live_ones_kept():
    folder = storage.private_folder(saves.finished_dir())
    dead = folder / ".black_sheep-2026-1-abcd.json.999999999.x1y2.tmp"
    alive = folder / f".black_sheep-2026-2-abcd.json.{os.getppid()}.x1y2.tmp"
    for stray in (dead, alive):
        stray.write_text("{", encoding="utf-8")
    saves.write_finished(SaveData("black_sheep", {"tasks": "off"}, 1,
                                  [Seat("Ann"), Seat("Ben")]))
    assert not dead.exists() and alive.exists()
    assert len(list(folder.glob("*.json"))) == 1


# A folder (or a link) named like a dead writer's temp file is not Sheepfold's: the cleaner
# leaves it alone and every save still works beside it (issue 22).

def test_a_folder_named_like_a_leftover_in_finished_blocks_nothing():
    folder = storage.private_folder(saves.finished_dir())
    squatter = folder / ".x.999999.y.tmp"
    squatter.mkdir()
    (squatter / "inside").write_text("kept", encoding="utf-8")
    kept = saves.write_finished(SaveData("black_sheep", {"tasks": "off"}, 1,
                                         [Seat("Ann"), Seat("Ben")]))
    assert kept.is_file() and saves.read(kept).seed == 1
    assert (squatter / "inside").read_text(encoding="utf-8") == "kept"


def test_a_folder_named_like_a_leftover_of_a_save_blocks_nothing():
    path = saves.new_path("black_sheep")
    squatter = storage.private_folder(path.parent) / f".{path.name}.999999.y.tmp"
    squatter.mkdir()
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Ben", "ai", "easy")], 3,
                      autosave=path)
    match.apply(match.legal_actions()[0])
    assert match.save_problem is None
    assert len(saves.read(path).actions) == 1 and squatter.is_dir()
    match.close()


def test_a_folder_named_like_a_leftover_of_the_settings_blocks_nothing():
    file = settings.path()
    storage.private_folder(file.parent)
    squatter = file.with_name(".settings.json.999999.x.tmp")
    squatter.mkdir()
    link = file.with_name(".settings.json.999998.x.tmp")
    link.symlink_to(squatter)
    values, _ = settings.load()
    assert values.save() is None
    assert settings.load()[1] is None and squatter.is_dir() and link.is_symlink()


def test_a_pid_too_large_for_any_process_is_a_dead_writers():
    folder = storage.private_folder(saves.finished_dir())
    stray = folder / f".a.json.{'9' * 10}.x.tmp"
    odd = folder / f".b.json.{'9' * 30}.x.tmp"  # not a name Sheepfold makes: left alone
    for path in (stray, odd):
        path.write_text("{", encoding="utf-8")
    storage.remove_leftovers_in(folder)
    assert not stray.exists() and odd.exists()


def test_a_folder_where_a_save_goes_is_said_as_a_folder_not_a_file():
    path = saves.new_path("black_sheep")
    path.mkdir(parents=True)
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Ben", "ai", "easy")], 3,
                      autosave=path)
    match.apply(match.legal_actions()[0])
    assert "a folder is in the way of its file" in match.save_problem
    assert path.is_dir()
    match.close()
