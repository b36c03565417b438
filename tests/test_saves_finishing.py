"""Never lose a finished game (issue 22, Data): a game that ends while saves fail keeps its
record, and finishing is idempotent (a game id in the save and the record).

The faults at the last move: a full disk (every write fails: ENOSPC from `mkstemp`, or a
real 256 KB tmpfs where the machine lets a test mount one), a read-only folder (EROFS the
same way), and a file named `finished` in the way of the records' folder.
"""

from __future__ import annotations

import errno
import json
import os
import random
from dataclasses import replace

import pygame
import pytest

from game import history, saves, storage
from game.app import App
from game.match import Match
from game.rules.base import Action
from game.saves import SaveRecorded, Seat
from game.scenes.unfinished import settle_pending, sweep
from tests.test_saves_full_disk import small_disk  # noqa: F401  (a fixture)

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def to_the_last_move(game: str = "bye_bye", seed: int = 3) -> tuple[Match, Action]:
    """A saved game one move from its end, and that move (played unsaved, then saved once:
    an fsync per move would make these tests slow)."""
    match = Match.new(game, SEATS, seed)
    rng = random.Random(seed)
    while True:
        action = rng.choice(match.legal_actions())
        probe = match.state.clone()
        probe.apply(action)
        if probe.is_over:
            return Match(match.data, autosave=saves.new_path(game)), action
        match.apply(action)


def refuse_writes(monkeypatch, code: int) -> None:
    """Every new file fails, as on a full disk or a read-only folder."""
    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)


def records() -> list:
    found, notes = history.records()
    assert notes == []
    return found


@pytest.mark.parametrize("code, reason", [(errno.ENOSPC, "the disk is full"),
                                          (errno.EROFS, "the disk is read-only")])
@pytest.mark.parametrize("game", ["bye_bye", "sheep_sheep"])
def test_a_game_that_ends_while_nothing_can_be_written_is_kept_by_a_retry(monkeypatch, code,
                                                                          reason, game):
    match, last = to_the_last_move(game)
    moves = len(match.data.actions)
    with monkeypatch.context() as patch:
        refuse_writes(patch, code)
        match.apply(last)
        assert match.is_over and match.finished_record is None
        assert match.record_problem == reason and not match.record_pending
        match.retry_record()  # the fault is still there
        assert match.finished_record is None
    assert len(saves.read(match.autosave).actions) == moves  # the last good save stands
    match.retry_record()
    assert match.finished_record is not None and match.record_problem is None
    assert not match.autosave.exists()
    assert [r.moves for r in records()] == [moves + 1]
    assert saves.unfinished() == ([], [])


def test_closing_the_match_tries_once_more(monkeypatch):
    match, last = to_the_last_move(seed=4)
    with monkeypatch.context() as patch:
        refuse_writes(patch, errno.ENOSPC)
        match.apply(last)
    match.close()
    assert match.finished_record is not None and len(records()) == 1


def test_a_full_tmpfs_at_the_last_move(small_disk):  # noqa: F811
    match, last = to_the_last_move(seed=5)
    small_disk(True)
    match.apply(last)
    assert match.record_problem == "the disk is full" and match.finished_record is None
    small_disk(False)
    match.retry_record()
    assert match.finished_record is not None and not match.autosave.exists()
    assert len(records()) == 1 and saves.unfinished()[0] == []


def in_the_way() -> None:
    storage.private_folder(storage.home())
    (storage.home() / "finished").write_text("not a folder")


def test_a_file_in_the_way_keeps_the_finished_game_in_its_save_never_under_continue():
    match, last = to_the_last_move(seed=6)
    in_the_way()
    match.apply(last)
    assert match.record_problem == "a file is in the way of its folder"
    assert match.record_pending  # the save on disk holds the whole game, marked finished
    match.close()
    held = json.loads(match.autosave.read_text())
    assert held["finished"] is True and held["id"] == match.data.game_id
    assert len(held["actions"]) == len(match.data.actions)
    assert saves.unfinished() == ([], []) and saves.pending() == [match.autosave]
    assert sweep() == ([], [])  # Continue lists nothing, and sets nothing aside


def test_the_next_start_writes_what_could_not_be_written():
    match, last = to_the_last_move(seed=7)
    in_the_way()
    match.apply(last)
    match.close()
    app = App(headless=True)  # still in the way: said on the title, kept for next time
    assert any("could not be kept in Your games yet" in n and "a file is in the way" in n
               for n in app.notices), app.notices
    assert saves.pending() == [match.autosave]
    pygame.quit()
    (storage.home() / "finished").unlink()
    app = App(headless=True)
    assert app.notices == [] and saves.pending() == [] and not match.autosave.exists()
    found = records()
    assert len(found) == 1 and found[0].key == f"id:{match.data.game_id}"
    assert found[0].moves == len(match.data.actions)
    pygame.quit()


def test_a_save_marked_finished_that_is_not_over_is_listed_again():
    match = Match.new("black_sheep", SEATS, 8, autosave=saves.new_path("black_sheep"))
    match.apply(match.legal_actions()[0])
    match.close()
    raw = json.loads(match.autosave.read_text())
    match.autosave.write_text(json.dumps({**raw, "finished": True}))  # crafted
    assert saves.unfinished()[0] == []
    assert settle_pending() == []
    games = saves.unfinished()[0]
    assert [g.path for g in games] == [match.autosave] and not games[0].data.finished
    assert records() == []


# -- idempotent finishing -----------------------------------------------------------------------

def test_a_kill_between_the_record_and_removing_the_save_counts_the_game_once():
    match, last = to_the_last_move(seed=9)
    match.apply(last)
    record = match.finished_record
    # As if killed after writing the record: the save is still there, with the same id.
    saves.write(match.autosave, replace(match.data, finished=True))
    assert saves.unfinished() == ([], [])  # not listed, and cleaned up
    assert not match.autosave.exists()
    assert [r.path for r in records()] == [record]


def test_opening_the_save_of_a_recorded_game_removes_it_and_replays_nothing():
    match, last = to_the_last_move(seed=10)
    match.apply(last)
    saves.write(match.autosave, match.data.upto(len(match.data.actions) - 1))  # older save
    with pytest.raises(SaveRecorded) as refused:
        Match.load(match.autosave, autosave=match.autosave)
    assert "kept in Your games" in str(refused.value) and not saves.is_damaged(refused.value)
    assert not match.autosave.exists() and len(records()) == 1


def test_a_kill_after_the_marked_save_before_the_record_writes_it_once():
    match, last = to_the_last_move(seed=11)
    match.apply(last)
    match.finished_record.unlink()  # as if killed before the record was written
    saves.write(match.autosave, replace(match.data, finished=True))
    assert saves.unfinished()[0] == [] and settle_pending() == []
    assert settle_pending() == []  # twice: still one record
    assert len(records()) == 1 and not match.autosave.exists()


def test_a_record_is_named_after_its_game_id():
    match, last = to_the_last_move(seed=12)
    match.apply(last)
    assert match.finished_record.name.endswith(f"-{match.data.game_id}.json")
    assert saves.record_names() == {match.data.game_id: match.finished_record}
    assert saves.recorded(match.data.game_id) == match.finished_record
    assert saves.recorded(saves.new_id()) is None


def test_a_record_whose_name_lies_about_its_id_is_not_taken_for_it():
    match, last = to_the_last_move(seed=13)
    match.apply(last)
    other = saves.new_id()
    match.finished_record.rename(match.finished_record.with_name(f"bye_bye-1-2-{other}.json"))
    assert saves.recorded(other) is None


# -- ids ------------------------------------------------------------------------------------------

def old_save(match: Match) -> dict:
    raw = match.data.to_json()
    del raw["id"]
    return raw


def test_a_save_without_an_id_gets_one_from_what_the_game_is_and_keeps_it():
    match = Match.new("black_sheep", SEATS, 14, autosave=saves.new_path("black_sheep"))
    match.close()
    raw = old_save(match)
    first = saves.parse(raw, "old.json").game_id
    assert first == saves.parse(json.loads(json.dumps(raw)), "again.json").game_id
    assert first != match.data.game_id and len(first) == 32
    other = saves.parse({**raw, "seed": 15}, "other.json").game_id
    assert other != first
    match.autosave.write_text(json.dumps(raw))
    continued = Match.load(match.autosave, autosave=match.autosave)
    continued.apply(continued.legal_actions()[0])
    continued.close()
    assert json.loads(match.autosave.read_text())["id"] == first


def test_an_old_save_and_its_old_record_are_one_game():
    match, last = to_the_last_move(seed=16)
    match.apply(last)
    raw = old_save(match)
    match.finished_record.write_text(json.dumps(raw))
    new_name = match.finished_record.with_name(
        f"bye_bye-1-2-{saves.parse(raw, 'x').game_id}.json")
    match.finished_record.rename(new_name)
    saves.write(match.autosave, saves.parse(raw, "x"))  # the same old game, left as a save
    assert saves.unfinished() == ([], []) and not match.autosave.exists()


@pytest.mark.parametrize("bad", ["x" * 65, "a b", "../x", "", 5, ["id"], "x" * 2_000_000])
def test_a_damaged_game_id_is_a_sentence(bad):
    match = Match.new("black_sheep", SEATS, 17)
    raw = {**match.data.to_json(), "id": bad}
    with pytest.raises(saves.SaveError) as refused:
        saves.parse(raw, "s.json")
    assert str(refused.value) == "The save s.json cannot be used: its game id is damaged."


def test_the_crash_screen_says_a_game_over_waits_for_the_history_not_for_continue():
    from game.scenes.tables import table_for

    match, last = to_the_last_move(seed=6)
    app = App(headless=True)
    app.stack.push(table_for(app, match))
    app.stack.apply_pending()
    in_the_way()
    match.apply(last)
    assert match.record_pending
    said = app.saved_sentence()
    assert "Continue" not in said and "Your games" in said
    match.close()
    pygame.quit()
