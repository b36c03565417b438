"""The index of finished-game summaries: `history.sqlite3` in the data folder (stdlib sqlite3).

The records in `finished/` stay the truth; this is only a memo of what replaying each one gave,
so that History and `sheepfold stats` read 10,000 games in a moment instead of replaying them
all. One row per record file: its name, size and modification time (a changed file is read
again), the game's key (its game id, else the hash of its bytes) and the figures the statistics read of
every game in columns, the rest of the summary as JSON, or the note saying why the record was
skipped.

sqlite3 because it ships with Python, writes atomically, and lets two copies of the game share
the file (its own locking, WAL, a busy timeout). Anything wrong with the file is never fatal:
a file that is not a database, or of another schema version, is rebuilt from the records; one
that cannot be opened or written (locked for long, a read-only folder) leaves the summaries in
memory for this run (`Index.usable` is False, reads are empty and writes do nothing).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

SCHEMA = 2  # bump when a summary's fields change: an older index is then rebuilt
BUSY_TIMEOUT = 3.0  # seconds to wait for another copy's write
SIDE_FILES = ("-wal", "-shm", "-journal")
DAMAGED = ("SQLITE_NOTADB", "SQLITE_CORRUPT")
COLUMNS = ["name", "size", "mtime_ns", "key", "game", "started", "opponent", "won", "score",
           "summary", "problem"]


class Row(NamedTuple):
    name: str  # the record's file name in finished/
    size: int
    mtime_ns: int
    key: str | None  # "id:<game id>" or "sha256:<hex>"; None for a skipped record
    game: str | None  # what the statistics read of every game, in columns of their own
    started: str | None
    opponent: str | None
    won: int | None
    score: int | None
    summary: str | None  # the rest as JSON (history.summary_row); None for a skipped record
    problem: str | None  # why it was skipped (a sentence), None for a good record


class Index:
    """A connection to the index, for one thread (sqlite3 connections are not shared)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db: sqlite3.Connection | None = None
        try:
            self.db = self._open()
        except sqlite3.Error as err:
            if getattr(err, "sqlite_errorname", "") not in DAMAGED:
                return  # locked for long, a folder we may not write: in memory this time
            self._remove()  # not a database, or malformed: it is only a memo
            try:
                self.db = self._open()
            except sqlite3.Error:
                self.db = None
        except OSError:
            self.db = None

    @property
    def usable(self) -> bool:
        return self.db is not None

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        try:
            os.chmod(self.path, 0o600)
            db.execute("PRAGMA journal_mode=WAL")  # readers never wait for a writer
            version = db.execute("PRAGMA user_version").fetchone()[0]
            columns = [r[1] for r in db.execute("PRAGMA table_info(records)")]
            if version != SCHEMA or columns != COLUMNS:
                with _transaction(db):
                    db.execute("DROP TABLE IF EXISTS records")
                    db.execute("CREATE TABLE records (name TEXT PRIMARY KEY, size INTEGER "
                               "NOT NULL, mtime_ns INTEGER NOT NULL, key TEXT, game TEXT, "
                               "started TEXT, opponent TEXT, won INTEGER, score INTEGER, "
                               "summary TEXT, problem TEXT)")
                    db.execute(f"PRAGMA user_version = {SCHEMA}")
        except BaseException:
            db.close()
            raise
        return db

    def _remove(self) -> None:
        for suffix in ("", *SIDE_FILES):
            try:
                Path(f"{self.path}{suffix}").unlink(missing_ok=True)
            except OSError:
                pass

    def rows(self) -> dict[str, Row]:
        """Every row by file name ({} when the index cannot be read)."""
        if self.db is None:
            return {}
        try:
            found = self.db.execute(f"SELECT {', '.join(COLUMNS)} FROM records").fetchall()
        except sqlite3.Error:
            return {}
        return {r[0]: Row(*r) for r in found}

    def put(self, rows: Iterable[Row]) -> bool:
        """Remember these rows (replacing older ones of the same files); False if not kept."""
        return self._write(f"INSERT OR REPLACE INTO records VALUES ({', '.join('?' * len(COLUMNS))})",
                           [tuple(r) for r in rows])

    def drop(self, names: Iterable[str]) -> bool:
        """Forget the rows of records that are gone from disk."""
        return self._write("DELETE FROM records WHERE name = ?", [(n,) for n in names])

    def _write(self, sql: str, params: list[tuple]) -> bool:
        if self.db is None:
            return False
        if not params:
            return True
        try:
            with _transaction(self.db):
                self.db.executemany(sql, params)
        except sqlite3.Error:  # locked by another copy for long, a full disk: next time
            return False
        return True

    def close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None

    def __enter__(self) -> Index:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT (ROLLBACK on an error): one writer at a time, whole or not."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, *exc: object) -> None:
        self.db.execute("ROLLBACK" if kind is not None else "COMMIT")
