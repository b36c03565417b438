"""Every finished game, and the statistics drawn from them (History screen, `sheepfold stats`).

Finished games are kept in `finished/` as saves (a save is its replay). A record's result is
worked out by replaying it, so a record can never disagree with the rules. What a replay gave
is remembered in the index (`game.record_index`, `history.sqlite3` in the data folder), so
only records that are new or changed since are replayed: `survey()` says which, `summarise()`
replays one (the History screen does that off its frame loop), `remember()` keeps the
result. A damaged record is skipped with a note that names it, and nothing else is lost.

A game counts once: records are keyed by their game id (the save's "id"), or, for records
written before games had one, by the hash of the file's bytes, so a copy of a record is the
same game.

The statistics are the people's at the screen: in a game against AI, "you" are the human
seat(s) and a game is won when one of them wins. Games are grouped by game and by opponent:
the strongest AI level at the table, or "people" for a game with no AI (hot seat), where a
win means a person won, which is always true, so those games count but have no win rate.
Scores of different games are never averaged or compared: a selection of several games has
no best or average score, only each game's own.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from operator import attrgetter
from pathlib import Path
from typing import Any

from game import saves, storage
from game.ai.levels import LEVELS
from game.record_index import Index, Row
from game.saves import SaveData, SaveError, Seat

PEOPLE = "people"
OPPONENTS = (*LEVELS, PEOPLE)
INDEX = "history.sqlite3"
GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")
BATCH = 50  # records replayed between two writes to the index
ORDER = attrgetter("order")  # oldest first


class Record:
    """What History and stats need of one finished game, from its row in the index.

    The figures the statistics read for every game (game, date, opponent, won, score) are
    plain attributes; the rest (seats, scores, moves) is read from the summary only for the
    games on screen, so 10,000 games load in a moment."""

    def __init__(self, folder: Path, name: str, key: str, game: str, started: str,
                 opponent: str, won: bool, score: int | None, summary: str) -> None:
        self.folder, self.name, self.key, self.game = folder, name, key, game
        self.started, self.opponent, self.won, self.score = started, opponent, won, score
        self.summary = summary
        self.order = (started, name)  # oldest first; the file name settles a tie

    @property
    def path(self) -> Path:
        return self.folder / self.name

    @functools.cached_property
    def details(self) -> dict[str, Any]:
        return json.loads(self.summary)

    @functools.cached_property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(str(n), str(k), lv) for n, k, lv in self.details["seats"])

    @property
    def moves(self) -> int:
        return int(self.details["moves"])

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(self.details["winners"])

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.details["scores"])

    @property
    def hints_used(self) -> bool:
        """The person at the screen asked for a hint in this game (the screen marks it)."""
        return self.details["hints_used"] is True

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def names(self) -> list[str]:
        return [s.label() for s in self.seats]

    def load(self) -> SaveData:
        """The whole game, for the replay viewer (SaveError if the file changed or went)."""
        return saves.read(self.path)

    @classmethod
    def from_row(cls, folder: Path, row: Row) -> Record:
        """The record a row of the index remembers (ValueError etc. if the row is damaged)."""
        if not (isinstance(row.game, str) and isinstance(row.started, str)
                and row.opponent in OPPONENTS and isinstance(row.summary, str)
                and (row.score is None or isinstance(row.score, int))):
            raise ValueError(f"the index row of {row.name} is damaged")
        return cls(folder, row.name, str(row.key), row.game, row.started, row.opponent,
                   bool(row.won), row.score, row.summary)


def summary_row(name: str, size: int, mtime_ns: int, key: str, data: SaveData,
                winners: list[int], scores: list[int]) -> Row:
    """The index row of a finished game: what statistics read, and the rest as JSON."""
    humans = [i for i, s in enumerate(data.seats) if not s.is_ai]
    levels = [s.level for s in data.seats if s.is_ai and s.level in LEVELS]
    opponent = max(levels, key=LEVELS.index) if levels else PEOPLE
    summary = {"moves": len(data.actions), "seats": [[s.name, s.kind, s.level]
                                                     for s in data.seats],
               "winners": list(winners), "scores": list(scores), "hints_used": data.hints_used}
    return Row(name, size, mtime_ns, key, data.game, data.started, opponent,
               int(any(w in humans for w in winners)),
               max((scores[h] for h in humans), default=None), json.dumps(summary), None)


# -- reading the records ------------------------------------------------------------------------

def index_path() -> Path:
    return storage.home() / INDEX


def game_key(raw: Any, content: bytes) -> str:
    """The game's id if the record has a sound one, else the hash of the file's bytes."""
    found = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(found, str) and GAME_ID.fullmatch(found):
        return f"id:{found}"
    return f"sha256:{hashlib.sha256(content).hexdigest()}"


def summarise(path: Path, size: int, mtime_ns: int) -> Row:
    """Read and replay one record (slow: every move goes through the rules) into a row."""
    from game.match import Match

    def skipped(why: str) -> Row:
        return Row(path.name, size, mtime_ns, None, None, None, None, None, None, None,
                   f"{path.name}: {why}")

    try:
        content = storage.read_bytes(path)
        raw = json.loads(content.decode("utf-8-sig"))
    except storage.FileProblem as err:
        return skipped(f"The record cannot be read: {err}.")
    except (ValueError, RecursionError):  # not UTF-8, not JSON
        return skipped("The record cannot be read: it is not valid JSON.")
    try:
        data = saves.parse(raw, path.name)
        match = Match(data)
    except SaveError as err:
        return skipped(str(err))
    except Exception as err:  # a map or rules problem: skip this record, keep the rest
        return skipped(f"The record cannot be replayed: {err}.")
    try:
        if not match.is_over:
            return skipped("The record is not a finished game.")
        result = match.result()
    finally:
        match.close()
    return summary_row(path.name, size, mtime_ns, game_key(raw, content), data,
                       result.winners, result.scores)


@dataclass
class Survey:
    """The records as the index knows them, and the files it does not know yet."""

    folder: Path
    rows: list[Row]  # current rows: files unchanged since the index read them
    pending: list[tuple[Path, int, int]]  # new or changed files: (path, size, mtime_ns)

    @property
    def pending_bytes(self) -> int:
        return sum(size for _path, size, _mtime in self.pending)


def survey(folder: Path | None = None) -> Survey:
    """Compare the records on disk with the index (cheap: no record is read); the rows of
    records gone from disk are dropped from the index."""
    folder = folder or saves.finished_dir()
    on_disk: dict[str, tuple[int, int]] = {}
    pending = []
    try:
        entries = list(os.scandir(folder))
    except OSError:  # no finished games yet (or no folder to read)
        entries = []
    for entry in entries:
        if not entry.name.endswith(".json") or entry.name.startswith("."):
            continue
        try:
            info = entry.stat()
        except OSError:  # gone meanwhile, or a dangling link: nothing to count
            continue
        on_disk[entry.name] = (info.st_size, info.st_mtime_ns)
    if not on_disk:
        return Survey(folder, [], [])
    with Index(index_path()) as index:
        known = index.rows()
        index.drop(set(known) - set(on_disk))
    rows = []
    for name, (size, mtime_ns) in sorted(on_disk.items()):
        row = known.get(name)
        if row is not None and (row.size, row.mtime_ns) == (size, mtime_ns):
            rows.append(row)
        else:
            pending.append((folder / name, size, mtime_ns))
    return Survey(folder, rows, pending)


def remember(rows: list[Row]) -> None:
    """Keep new summaries in the index (left in memory if it cannot be written now)."""
    if rows:
        with Index(index_path()) as index:
            index.put(rows)


def read_pending(found: Survey, progress: Callable[[int], None] | None = None) -> list[Row]:
    """Replay the survey's new records and remember them, a batch at a time (a run stopped
    half-way keeps what it read); every row, old and new."""
    fresh = []
    for n, (path, size, mtime_ns) in enumerate(found.pending, start=1):
        fresh.append(summarise(path, size, mtime_ns))
        if n % BATCH == 0:
            remember(fresh[-BATCH:])
        if progress is not None:
            progress(n)
    remember(fresh[len(fresh) - len(fresh) % BATCH:])
    return found.rows + fresh


class Catalogue:
    """The games of the rows read so far, each game once (a copy of a game already counted,
    or a second record of the same game id, is left out), and a note per skipped record."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.games: dict[str, Record] = {}
        self.notes: dict[str, str] = {}
        self._sorted: list[Record] | None = None

    def add(self, rows: Iterable[Row]) -> None:
        self._sorted = None
        for row in rows:
            if row.problem is not None or row.key is None:
                self.notes[row.name] = row.problem or f"{row.name}: The record cannot be used."
                continue
            try:
                record = Record.from_row(self.folder, row)
            except (ValueError, TypeError, KeyError):  # a row edited by hand: the file decides
                record = _from_file(self.folder, row.name)
                if isinstance(record, str):
                    self.notes[row.name] = record
                    continue
            kept = self.games.get(record.key)
            if kept is None or record.name < kept.name:  # the same one every time
                self.games[record.key] = record

    def records(self) -> list[Record]:
        """Newest first."""
        if self._sorted is None:
            self._sorted = sorted(self.games.values(), key=ORDER, reverse=True)
        return self._sorted

    def skipped(self) -> list[str]:
        return [self.notes[name] for name in sorted(self.notes)]


def _from_file(folder: Path, name: str) -> Record | str:
    path = folder / name
    try:
        info = path.stat()
    except OSError:
        return f"{name}: The record cannot be read."
    row = summarise(path, info.st_size, info.st_mtime_ns)
    remember([row])
    return row.problem if row.problem else Record.from_row(folder, row)


class Reader:
    """Replays a survey's new records on a worker thread (the History screen keeps drawing),
    remembering them in batches so that a screen closed half-way keeps what was read."""

    def __init__(self, found: Survey) -> None:
        self.found = found
        self.done = 0
        self._ready: list[Row] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="history-reader", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        batch = []
        for path, size, mtime_ns in self.found.pending:
            if self._stop.is_set():
                break
            row = summarise(path, size, mtime_ns)
            batch.append(row)
            with self._lock:
                self._ready.append(row)
                self.done += 1
            if len(batch) >= BATCH:
                remember(batch)
                batch = []
        remember(batch)

    @property
    def busy(self) -> bool:
        return self.thread.is_alive()

    def take(self) -> list[Row]:
        """The rows read since the last call."""
        with self._lock:
            rows, self._ready = self._ready, []
        return rows

    def stop(self) -> None:
        """Finish the record in hand and stop (what was read is kept)."""
        self._stop.set()


def records(folder: Path | None = None,
            progress: Callable[[int, int], None] | None = None) -> tuple[list[Record], list[str]]:
    """Every finished game (each once), newest first, and a note for each record that was
    skipped. Records new since the last call are replayed here; `progress(done, of)` hears
    how that goes."""
    found = survey(folder)
    catalogue = Catalogue(found.folder)
    catalogue.add(read_pending(found, progress and (lambda n: progress(n, len(found.pending)))))
    return catalogue.records(), catalogue.skipped()


# -- statistics ---------------------------------------------------------------------------------

def _figures(games: list[Record]) -> dict[str, Any]:
    """Played, won, win rate, best and average score, longest winning streak. Scores of
    several games together cannot be compared: then there is no best or average."""
    mixed = len({r.game for r in games}) > 1
    scored = [] if mixed else [r.score for r in games if r.score is not None]
    rated = [r for r in games if r.opponent != PEOPLE]
    wins = sum(r.won for r in rated)
    streak = best = 0
    for r in sorted(rated, key=ORDER):
        streak = streak + 1 if r.won else 0
        best = max(best, streak)
    return {
        "played": len(games),
        "wins": wins,
        "win_rate": round(wins / len(rated), 3) if rated else None,
        "best_score": max(scored) if scored else None,
        "average_score": round(sum(scored) / len(scored), 1) if scored else None,
        "longest_streak": best,
    }


def statistics(found: Iterable[Record], game: str | None = None) -> dict[str, Any]:
    """The figures per game and, within each, per opponent level; plus the last scores
    (oldest first) for a chart of score over the latest games."""
    chosen = [r for r in found if game in (None, r.game)]
    out: dict[str, Any] = {"games": {}}
    by_game: dict[str, list[Record]] = {}
    for r in chosen:
        by_game.setdefault(r.game, []).append(r)
    for game_id in sorted(by_game):
        games = by_game[game_id]
        per = {level: _figures([r for r in games if r.opponent == level])
               for level in OPPONENTS if any(r.opponent == level for r in games)}
        recent = sorted(games, key=ORDER)[-20:]
        out["games"][game_id] = {**_figures(games), "by_opponent": per,
                                 "recent_scores": [r.score for r in recent]}
    out["total"] = _figures(chosen)
    return out
