"""Never lose a game (issue 11, findings 1-4): one save file per game, a lock per save, unique
finished records, and saves that outlive changes to the maps.

Two copies of the game are two `Match` objects on one data folder, or two real processes.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from game import levels, saves, storage
from game.match import Match, autosave_path
from game.rules.base import dumps
from game.saves import SaveInUse, Seat

ROOT = Path(__file__).resolve().parents[1]
SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]
TIMEOUT = 60


def played(match: Match, moves: int, seed: int = 1) -> Match:
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


def finished_game(game: str = "black_sheep", seed: int = 5) -> saves.SaveData:
    """A whole game's replay, played without saving (fast)."""
    match = Match.new(game, SEATS, seed)
    played(match, 10_000, seed)
    assert match.is_over
    return match.data


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "SHEEPFOLD_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


# -- 1. two copies never share or delete each other's game ----------------------------------

def test_one_copy_finishing_its_game_leaves_the_other_copys_game_alone():
    mine = played(Match.new("black_sheep", SEATS, 1, autosave=saves.new_path("black_sheep")), 9)
    theirs = Match.new("black_sheep", SEATS, 2, autosave=saves.new_path("black_sheep"))
    played(theirs, 10_000, 2)
    assert theirs.is_over and not theirs.autosave.exists() and theirs.finished_record.exists()
    assert mine.autosave.exists() and mine.autosave != theirs.autosave
    mine.close()
    assert len(Match.load(mine.autosave).data.actions) == 9


def test_a_second_match_on_the_same_save_is_refused_and_writes_nothing():
    first = played(Match.new("black_sheep", SEATS, 3, autosave=saves.new_path("black_sheep")), 4)
    before = first.autosave.read_bytes()
    with pytest.raises(SaveInUse, match="open in another Sheepfold window"):
        Match.load(first.autosave, autosave=first.autosave)
    assert first.autosave.read_bytes() == before
    assert saves.in_use(first.autosave)
    first.close()
    assert not saves.in_use(first.autosave)
    again = Match.load(first.autosave, autosave=first.autosave)  # now it is free
    assert len(again.data.actions) == 4
    again.close()


HOLDER = """
import sys
from game import saves
from game.match import Match
from game.saves import Seat
match = Match.new("black_sheep", [Seat("Anna"), Seat("Bo")], 4, autosave=saves.new_path("black_sheep"))
print(match.autosave, flush=True)
sys.stdin.readline()
match.apply(match.legal_actions()[0])
match.close()
"""


def test_another_process_playing_a_game_holds_it_and_keeps_its_temp_files(sheepfold_home):
    holder = subprocess.Popen([sys.executable, "-c", HOLDER], cwd=ROOT, env=env(sheepfold_home),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        path = Path(holder.stdout.readline().strip())
        assert path.parent == saves.saves_dir() and path.exists()
        with pytest.raises(SaveInUse):
            Match.load(path, autosave=path)
        assert Match.load(path).data.seed == 4  # reading it (a replay) is fine
        theirs = path.with_name(f".{path.name}.{holder.pid}.abcd1234.tmp")
        stale = path.with_name(f".{path.name}.{2**22 + 12345}.abcd1234.tmp")  # no such pid
        theirs.write_text("half a save")
        stale.write_text("left by a kill")
        storage.remove_leftovers(path)
        assert theirs.exists() and not stale.exists()
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.wait(TIMEOUT) == 0
        assert len(Match.load(path).data.actions) == 1  # it wrote its own game
        mine = Match.load(path, autosave=path)  # and let go of it when it closed
        mine.close()
    finally:
        holder.kill()


def test_two_copies_started_from_the_command_line_each_keep_their_own_game(sheepfold_home):
    sheepfold_home.mkdir(parents=True)
    args = ["-m", "game", "--game", "black_sheep", "--seats", "human,ai:easy", "--headless",
            "--frames", "3"]
    copies = [subprocess.Popen([sys.executable, *args, "--seed", str(seed)], cwd=ROOT,
                               env=env(sheepfold_home), stderr=subprocess.PIPE, text=True)
              for seed in (11, 12)]
    for copy in copies:
        assert copy.wait(TIMEOUT) == 0, copy.stderr.read()
    files = sorted(saves.saves_dir().glob("*.json"))
    assert sorted(saves.read(f).seed for f in files) == [11, 12]


# -- 1. Continue lists every unfinished game, the old autosave.json too ----------------------

def test_continue_lists_the_unfinished_games_last_played_first_with_the_old_autosave():
    old = Match.new("black_sheep", SEATS, 7, autosave=autosave_path())
    old.close()
    os.utime(autosave_path(), (time.time() - 3600,) * 2)
    newer = played(Match.new("boom_bah", [Seat("Anna"), Seat("Bo"), Seat("Cy")], 8,
                             autosave=saves.new_path("boom_bah")), 5)
    newer.close()
    games, problems = saves.unfinished()
    assert problems == []
    assert [(g.path, g.data.game, len(g.data.actions), len(g.data.seats)) for g in games] == [
        (newer.autosave, "boom_bah", 5, 3), (autosave_path(), "black_sheep", 0, 2)]
    assert newer.autosave.name.endswith(".json") and "-boom_bah-" in newer.autosave.name


def test_a_save_from_a_newer_version_is_left_as_it_is():
    path = saves.saves_dir() / "20990101-000000-black_sheep-00000000.json"
    storage.private_folder(path.parent)
    path.write_text(json.dumps({"app": "sheepfold", "format": 99}))
    games, problems = saves.unfinished()
    assert games == [] and len(problems) == 1 and not saves.is_damaged(problems[0][1])


# -- 3. finished games never overwrite each other ----------------------------------------------

def test_forty_games_on_seed_5_leave_forty_records():
    data = finished_game(seed=5)
    for _ in range(40):  # the same seed and moves every time, but forty games (forty ids)
        match = Match(replace(data, game_id=saves.new_id()),
                      autosave=saves.new_path("black_sheep"))
        assert match.finished_record is not None and not match.autosave.exists()
    records = list(saves.finished_dir().glob("*.json"))
    assert len(records) == 40
    assert all(Match.load(r).is_over for r in records)


def test_one_game_finished_twice_leaves_one_record():
    data = finished_game(seed=5)
    first = Match(data, autosave=saves.new_path("black_sheep")).finished_record
    again = Match(data, autosave=saves.new_path("black_sheep"))
    assert again.finished_record == first and not again.autosave.exists()
    assert list(saves.finished_dir().glob("*.json")) == [first]


def test_a_finished_record_never_replaces_a_file_that_is_there():
    data = finished_game(seed=6)
    target = saves.finished_dir() / "black_sheep-fixed.json"
    storage.private_folder(target.parent)
    target.write_text("somebody's record")
    kept = storage.write_json_new(target, data.to_json())
    assert kept.name == "black_sheep-fixed-2.json"
    assert target.read_text() == "somebody's record"


# -- 4. a new game from the command line replaces nothing --------------------------------------

def test_starting_from_the_command_line_keeps_every_unfinished_game(sheepfold_home):
    old = played(Match.new("black_sheep", SEATS, 21, autosave=autosave_path()), 3)
    other = played(Match.new("black_sheep", SEATS, 22, autosave=saves.new_path("black_sheep")), 2)
    old.close()
    other.close()
    before = {p: p.read_bytes() for p in (autosave_path(), other.autosave)}
    done = subprocess.run([sys.executable, "-m", "game", "--game", "black_sheep", "--seats",
                           "human,ai:easy", "--headless", "--frames", "2"], cwd=ROOT,
                          env=env(sheepfold_home), capture_output=True, text=True,
                          timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr
    assert {p: p.read_bytes() for p in before} == before
    assert len(saves.unfinished()[0]) == 3


# -- 2. saves outlive map changes; a broken map is a broken map ------------------------------

@pytest.fixture
def own_levels(tmp_path, monkeypatch) -> Path:
    """A copy of the levels folder that the game reads instead of the shipped one."""
    folder = tmp_path / "levels"
    shutil.copytree(levels.level("boom_bah.tmx").parent, folder)
    monkeypatch.setattr(levels, "level", lambda name: folder / name)
    return folder


def test_a_changed_tile_mix_does_not_change_a_game_already_begun(own_levels):
    match = played(Match.new("boom_bah", [Seat("Anna"), Seat("Bo")], 31,
                             autosave=saves.new_path("boom_bah")), 30)
    match.close()
    assert match.data.board["tile_mix_2"] == "barn:2,mine:8,safe:15"
    tmx = own_levels / "boom_bah.tmx"
    tmx.write_text(tmx.read_text().replace("barn:2,mine:8,safe:15", "barn:2,mine:2,safe:21"))
    again = Match.load(match.autosave, autosave=match.autosave)
    assert dumps(again.state.snapshot()) == dumps(match.state.snapshot())
    again.close()
    fresh = Match.new("boom_bah", [Seat("Anna"), Seat("Bo")], 31)
    assert fresh.state.tile_mix["mine"] == 2  # a new game takes the map as it is now


def test_an_old_save_without_board_data_uses_the_map_of_the_day(own_levels):
    match = played(Match.new("boom_bah", [Seat("Anna"), Seat("Bo")], 32), 12)
    raw = match.data.to_json()
    raw["format"] = 1
    del raw["board"], raw["started"]
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps(raw))
    again = Match.load(autosave_path())
    assert dumps(again.state.snapshot()) == dumps(match.state.snapshot())


@pytest.mark.parametrize("damage", ["", "<map", '<map width="80"/>'])
def test_a_broken_map_is_reported_as_the_map_and_the_save_is_kept(own_levels, damage):
    from game.app import App
    from game.scenes.unfinished import UnfinishedScene

    match = played(Match.new("boom_bah", [Seat("Anna"), Seat("Bo")], 33,
                             autosave=saves.new_path("boom_bah")), 6)
    match.close()
    before = match.autosave.read_bytes()
    (own_levels / "boom_bah.tmx").write_text(damage)
    app = App(headless=True)
    scene = UnfinishedScene(app)
    scene.open(scene.games[0])
    assert scene.message.startswith("levels/boom_bah.tmx: "), scene.message
    assert match.autosave.read_bytes() == before
    assert not list(match.autosave.parent.glob("*broken*"))
    assert not saves.in_use(match.autosave)  # the failed open let go of it


def test_a_bad_tile_mix_in_the_map_is_said_for_a_new_game(own_levels):
    from game.app import App
    from game.scenes.start import deal

    tmx = own_levels / "boom_bah.tmx"
    tmx.write_text(tmx.read_text().replace("barn:2,mine:8,safe:15", "barn:9,mine:8,safe:15"))
    app = App(headless=True)
    deal(app, "boom_bah", [Seat("Anna"), Seat("Bo")])
    assert app.notices[-1].startswith("levels/boom_bah.tmx: "), app.notices
    assert saves.unfinished()[0] == []  # nothing was dealt, so nothing was saved


def test_continue_deletes_a_game_only_after_asking_and_never_one_that_is_open_elsewhere():
    import pygame

    from game.app import App
    from game.scenes.confirm import ConfirmScene
    from game.scenes.unfinished import GameRow, UnfinishedScene

    kept = played(Match.new("black_sheep", SEATS, 41, autosave=saves.new_path("black_sheep")), 2)
    kept.close()
    elsewhere = Match.new("black_sheep", SEATS, 42, autosave=saves.new_path("black_sheep"))
    app = App(headless=True)
    scene = UnfinishedScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    rows = [w for w in scene.widgets.widgets if isinstance(w, GameRow)]
    busy = next(r for r in rows if not r.enabled)
    assert busy.detail == "Open in another Sheepfold window"
    deletes = [w for w in scene.widgets.widgets if getattr(w, "label", "") == "Delete"]
    assert [d.enabled for d in deletes] == [r.enabled for r in rows]
    game = next(g for g in scene.games if g.path == kept.autosave)
    scene.ask_delete(game)
    app.stack.apply_pending()
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and "2 moves so far" in question.question
    question.back()  # "No, keep it"
    app.stack.apply_pending()
    assert kept.autosave.exists()
    scene.ask_delete(game)
    app.stack.apply_pending()
    app.stack.top.confirm()
    app.stack.apply_pending()
    assert not kept.autosave.exists() and [g.path for g in scene.games] == [elsewhere.autosave]
    scene.delete(scene.games[0])  # even asked for, a game open elsewhere stays
    assert elsewhere.autosave.exists() and "open in another" in scene.message
    elsewhere.close()
    pygame.quit()


@pytest.mark.skipif(os.name != "posix", reason="flock is a POSIX call")
def test_a_file_system_without_locks_still_saves(monkeypatch):
    import errno
    import fcntl

    def no_flock(fd, operation):
        raise OSError(errno.ENOSYS, "Function not implemented")

    monkeypatch.setattr(fcntl, "flock", no_flock)
    match = played(Match.new("black_sheep", SEATS, 43, autosave=saves.new_path("black_sheep")), 3)
    assert match.save_problem is None and len(saves.read(match.autosave).actions) == 3
    match.close()


def test_a_damaged_save_is_set_aside_once_and_stays_aside():
    from game.scenes.unfinished import sweep

    path = saves.new_path("black_sheep")
    storage.private_folder(path.parent)
    path.write_text("{not json")
    games, said = sweep()
    assert games == [] and len(said) == 1 and "it was kept as" in said[0].lower()
    assert sweep() == ([], [])  # the kept file is not listed, nor set aside again
    assert [p.name for p in path.parent.iterdir()][0].startswith(path.stem + ".broken-")
