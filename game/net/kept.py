"""What this computer keeps of network games between runs, readable without the network
code (the title asks it on every start): the seats' tokens (`TokenStore`) and the games
hosted from this window that stopped before their end (`hosted_games`), to serve again.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import saves, storage

log = logging.getLogger("sheepfold.net")


def tables_dir() -> Path:
    return storage.home() / "net" / "tables"


class TokenStore:
    """Seat tokens by address, in the data folder: a restarted program finds its seat."""

    def __init__(self) -> None:
        self.path = storage.home() / "net" / "seats.json"

    def _read(self) -> dict[str, Any]:
        try:
            data = storage.read_json(self.path)
        except (storage.FileProblem, OSError):
            return {}
        return data if isinstance(data, dict) else {}

    def get(self, key: str) -> dict[str, Any] | None:
        entry = self._read().get(key)
        return entry if isinstance(entry, dict) and isinstance(entry.get("token"), str) else None

    def put(self, key: str, entry: dict[str, Any] | None) -> None:
        data = self._read()
        if entry is None:
            if data.pop(key, None) is None:
                return
        else:
            data[key] = entry
        try:
            storage.write_json_atomic(self.path, data)
        except OSError as err:  # the seat still plays; only a restart would not find it
            log.warning("could not keep the seat token: %s", err)

    def entries(self) -> dict[str, dict[str, Any]]:
        return {key: entry for key, entry in self._read().items()
                if isinstance(entry, dict) and isinstance(entry.get("token"), str)}


@dataclass(frozen=True)
class Hosted:
    """A game this window served, stopped (the window closed, the program killed) before
    its end: its table file, its save's data, and the host's own seat, token and password
    (the host's own seat joins its table as any player does, password and all)."""

    path: Path
    data: saves.SaveData
    saved_at: float
    seat: int
    token: str
    password: str | None

    @property
    def save(self) -> Path:
        return self.path.with_name(f"{self.path.stem}.save.json")

    @property
    def name(self) -> str:
        return self.data.seats[self.seat].name


def hosted_games() -> list[Hosted]:
    """The unfinished games hosted from this window, last played first."""
    found: dict[str, Hosted] = {}
    for entry in TokenStore().entries().values():
        table, seat = entry.get("table"), entry.get("seat")
        if (not entry.get("hosted") or not isinstance(table, str) or not table.isalnum()
                or not isinstance(seat, int) or table in found):
            continue
        path = tables_dir() / f"{table}.json"
        save = path.with_name(f"{table}.save.json")
        try:
            when = save.stat().st_mtime
            data = saves.read(save)
        except (OSError, saves.SaveError):  # over (its files went) or not this version's
            continue
        password = entry.get("password")
        if path.exists() and not data.finished and 0 <= seat < len(data.seats):
            found[table] = Hosted(path, data, when, seat, entry["token"],
                                  password if isinstance(password, str) else None)
    return sorted(found.values(), key=lambda h: h.saved_at, reverse=True)


def forget_hosted(table: str) -> None:
    """Drop the host's own tokens kept for `table` (its game is over, or deleted, or
    served at another address now); a player's on this computer stay theirs."""
    store = TokenStore()
    for key, entry in store.entries().items():
        if entry.get("table") == table and entry.get("hosted"):
            store.put(key, None)


def delete_hosted(hosted: Hosted) -> None:
    """Delete a hosted game that stopped (after the player said so): its save, its table
    file and the host's token. SaveInUse if another window serves it now."""
    saves.delete(hosted.save)
    hosted.path.unlink(missing_ok=True)
    forget_hosted(hosted.path.stem)
