"""The history of finished games and its statistics: from the kept records, a damaged record
skipped with a note, figures per game and per opponent level; the index of summaries
(incremental, rebuilt when damaged, never fatal) and each game counted once."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3

import pytest

from game import history, record_index, saves
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.match import Match
from game.saves import Seat


def finish(game: str, seats: list[Seat], seed: int) -> Match:
    """Play a whole game with the given seats (people play like Easy) and keep its record."""
    match = Match.new(game, seats, seed=seed, autosave=saves.new_path(game))
    agents = [make_agent(game, "easy") for _ in seats]
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(agents[match.to_move].choose(Observation.of(match.state), rng))
    match.close()
    return match


def test_every_finished_game_is_a_record_with_its_result():
    one = finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    two = finish("boom_bah", [Seat("Ann"), Seat("Bo", "ai", "hard"), Seat("Cy", "ai", "easy")], 2)
    found, notes = history.records()
    assert notes == [] and len(found) == 2
    by_game = {r.game: r for r in found}
    assert list(by_game["black_sheep"].scores) == one.result().scores
    assert list(by_game["boom_bah"].winners) == two.result().winners
    assert by_game["boom_bah"].opponent == "hard" and by_game["black_sheep"].opponent == "easy"
    assert by_game["boom_bah"].moves == len(two.steps)


def test_a_damaged_record_is_skipped_with_a_note_and_nothing_else_is_lost():
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    folder = saves.finished_dir()
    (folder / "black_sheep-broken.json").write_text("{ not json", encoding="utf-8")
    found, notes = history.records()
    assert len(found) == 1 and len(notes) == 1 and "black_sheep-broken.json" in notes[0]
    assert (folder / "black_sheep-broken.json").exists()


def test_statistics_per_game_and_opponent_level():
    for seed in range(4):
        finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], seed)
    finish("black_sheep", [Seat("Ann"), Seat("Ben")], 9)
    found, _ = history.records()
    figures = history.statistics(found)
    black = figures["games"]["black_sheep"]
    assert black["played"] == 5
    easy = black["by_opponent"]["easy"]
    assert easy["played"] == 4
    wins = sum(r.won for r in found if r.opponent == "easy")
    assert easy["wins"] == wins and easy["win_rate"] == round(wins / 4, 3)
    assert black["by_opponent"]["people"]["win_rate"] is None
    scores = [r.score for r in found]
    assert black["best_score"] == max(scores)
    assert len(black["recent_scores"]) == 5
    assert 0 <= easy["longest_streak"] <= wins
    assert history.statistics(found, game="boom_bah")["games"] == {}


def test_the_longest_streak_counts_consecutive_wins_in_order():
    class Fake:
        def __init__(self, started, won):
            self.started, self.won, self.order = started, won, (started, "")
            self.opponent, self.score, self.game = "easy", 1, "black_sheep"

    games = [Fake(f"2026-01-0{i}", w) for i, w in enumerate([1, 1, 0, 1, 1, 1, 0], start=1)]
    assert history._figures(games)["longest_streak"] == 3


# -- the index ----------------------------------------------------------------------------------

@pytest.fixture
def replayed(monkeypatch):
    """The names of the records replayed (not taken from the index), call after call."""
    names: list[str] = []
    real = history.summarise

    def counting(path, size, mtime_ns):
        names.append(path.name)
        return real(path, size, mtime_ns)

    monkeypatch.setattr(history, "summarise", counting)
    return names


def record_files():
    return sorted(saves.finished_dir().glob("*.json"))


def test_only_new_or_changed_records_are_replayed_and_removed_ones_drop_out(replayed):
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "medium")], 2)
    found, _ = history.records()
    assert len(found) == 2 and len(replayed) == 2
    replayed.clear()
    assert len(history.records()[0]) == 2 and replayed == []  # all from the index

    finish("bye_bye", [Seat("Ann"), Seat("Bo", "ai", "hard")], 3)
    found, _ = history.records()
    new = next(p.name for p in record_files() if p.name.startswith("bye_bye"))
    assert replayed == [new] and len(found) == 3

    replayed.clear()
    gone = next(p for p in record_files() if p.name.startswith("sheep_sheep"))
    gone.unlink()
    found, _ = history.records()
    assert replayed == [] and {r.game for r in found} == {"black_sheep", "bye_bye"}
    with record_index.Index(history.index_path()) as index:
        assert gone.name not in index.rows() and len(index.rows()) == 2

    changed = next(p for p in record_files() if p.name.startswith("black_sheep"))
    raw = json.loads(changed.read_text(encoding="utf-8"))
    raw["seats"][0]["name"] = "Annabel"
    changed.write_text(json.dumps(raw), encoding="utf-8")
    found, _ = history.records()
    assert replayed == [changed.name]
    assert next(r for r in found if r.game == "black_sheep").seats[0].name == "Annabel"


@pytest.mark.parametrize("damage", ["garbage", "schema", "columns"])
def test_a_damaged_index_is_rebuilt_from_the_records(replayed, damage):
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    finish("boom_bah", [Seat("Ann"), Seat("Bo", "ai", "hard")], 2)
    before = history.statistics(history.records()[0])
    path = history.index_path()
    if damage == "garbage":
        path.write_bytes(b"this is no database at all " * 200)
        for suffix in record_index.SIDE_FILES:
            path.with_name(path.name + suffix).unlink(missing_ok=True)
    else:
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA user_version = 99" if damage == "schema"
                       else "ALTER TABLE records RENAME COLUMN summary TO something")
        db.close()
    replayed.clear()
    found, notes = history.records()
    assert notes == [] and history.statistics(found) == before
    assert len(replayed) == 2  # read again from the records
    replayed.clear()
    history.records()
    assert replayed == []  # and remembered in the rebuilt index


def test_an_index_that_cannot_be_written_leaves_the_summaries_in_memory(replayed, monkeypatch):
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    history.index_path().mkdir(parents=True)  # a folder where the index should be
    found, notes = history.records()
    assert len(found) == 1 and notes == []
    history.index_path().rmdir()

    monkeypatch.setattr(record_index, "BUSY_TIMEOUT", 0.05)
    replayed.clear()
    history.records()  # builds the index
    finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "easy")], 2)
    other = sqlite3.connect(history.index_path(), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another copy of the game is writing
    try:
        replayed.clear()
        found, notes = history.records()
        assert len(found) == 2 and notes == [] and len(replayed) == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    replayed.clear()
    history.records()
    assert len(replayed) == 1  # it was not kept while locked: read again, and kept now
    replayed.clear()
    history.records()
    assert replayed == []


def test_a_copy_of_a_record_counts_once():
    for seed in (1, 2, 3):
        finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], seed)
    for n, path in enumerate(record_files()[:2]):
        shutil.copyfile(path, path.with_name(f"copy-{n}.json"))
    found, notes = history.records()
    assert len(record_files()) == 5 and len(found) == 3 and notes == []
    assert history.statistics(found)["total"]["played"] == 3
    assert not any(r.path.name.startswith("copy-") for r in found)  # the same one kept


def test_one_game_id_counts_once_and_a_bad_id_is_not_trusted():
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 2)
    first, second = record_files()
    for path, game_id in ((first, "a" * 32), (second, "a" * 32)):
        raw = json.loads(path.read_text(encoding="utf-8"))
        raw["id"] = game_id
        path.write_text(json.dumps(raw), encoding="utf-8")
    assert len(history.records()[0]) == 1  # two records of one game (its id): once

    for bad in ("../../etc", "x" * 65, 7, ""):  # a damaged id: the record is skipped, named
        raw = json.loads(second.read_text(encoding="utf-8"))
        raw["id"] = bad
        second.write_text(json.dumps(raw), encoding="utf-8")
        found, notes = history.records()
        assert len(found) == 1 and found[0].key == "id:" + "a" * 32, bad
        assert any(second.name in note for note in notes), notes


def test_a_row_of_the_index_edited_by_hand_is_read_from_its_record_again(replayed):
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    before = history.statistics(history.records()[0])
    with sqlite3.connect(history.index_path()) as db:
        db.execute("UPDATE records SET opponent = 'grandmaster', score = 'lots'")
    db.close()
    replayed.clear()
    found, notes = history.records()
    assert notes == [] and len(replayed) == 1 and history.statistics(found) == before


def test_a_skip_note_names_its_record():
    finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "easy")], 1)
    path = record_files()[0]
    raw = json.loads(path.read_text(encoding="utf-8"))
    next(a for a in raw["actions"] if "showing" in a)["showing"] = "mauve"
    path.write_text(json.dumps(raw), encoding="utf-8")
    found, notes = history.records()
    assert found == [] and len(notes) == 1 and notes[0].startswith(f"{path.name}: ")
    assert history.records()[1] == notes  # the same note from the index


def test_a_build_stopped_half_way_keeps_what_it_read(replayed, monkeypatch):
    for seed in (1, 2, 3):
        finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "easy")], seed)
    monkeypatch.setattr(history, "BATCH", 1)

    def stop_after_two(done, of):
        if done == 2:
            raise KeyboardInterrupt  # Ctrl+C during a long first build

    with pytest.raises(KeyboardInterrupt):
        history.records(progress=stop_after_two)
    replayed.clear()
    assert len(history.records()[0]) == 3 and len(replayed) == 1


def test_two_copies_reading_at_once_share_the_index():
    """Two copies of the game building the index at the same moment (each with its own
    connection, as two processes would) both get every game, and the index stays whole."""
    import threading

    for seed in (1, 2, 3):
        finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "easy")], seed)
    results = []
    copies = [threading.Thread(target=lambda: results.append(history.records()))
              for _ in range(2)]
    for copy in copies:
        copy.start()
    for copy in copies:
        copy.join()
    assert [len(found) for found, _notes in results] == [3, 3]
    with record_index.Index(history.index_path()) as index:
        assert index.usable and len(index.rows()) == 3
