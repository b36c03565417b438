"""Temporary files left by a copy killed while keeping a finished game are swept the next
time a finished game is kept; a running writer's are left alone."""

from __future__ import annotations

import os

from game import saves, storage
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
