"""Save files: the replay of a game (game, options, seats, seed, board data, actions), as JSON.

One file per game, `saves/<started-at>-<game>-<short id>.json` in the data folder, so two
copies of the game (or two games in a row) never share one; the single `autosave.json` of
older versions is read as one more unfinished game. A copy that plays a game holds its lock
(`SaveLock`), and a second copy opening that game is refused with a sentence. A finished game
is kept in `finished/` under a name no other record has.

A save records everything its replay depends on: the rules options, the board data the game
was dealt from (Sheep-Boom-Bah's tile mix from its map) and the format version, so a later
change to a map never breaks a save. Loading replays every action through `State.apply`, so a
save can never hold an impossible state. Anything wrong is a `SaveError` with a sentence
naming the file; the caller keeps the file aside (`storage.set_aside`) and goes on.
"""

from __future__ import annotations

import errno
import secrets
import time
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import filelock

from game import rules, storage
from game.rules.base import IllegalAction

FORMAT = 2  # 2: one file per game, with board data and the time it started
READS = (1, 2)
APP = "sheepfold"
KINDS = ("human", "ai")
LEVELS = ("easy", "medium", "hard")
NAME_LENGTH = 24
MAX_SEED = 2**63 - 1
LEGACY = "autosave.json"
ASKED = ("always", "answer", "never")  # when a person is asked to answer a card (Seat.asked)


class SaveError(Exception):
    """A save file that cannot be used; the message is a sentence for the player."""


class SaveInUse(SaveError):
    """Another copy of the game is playing this save (it holds the lock)."""


class SaveTooNew(SaveError):
    """A newer version wrote this save: it is kept as it is, never set aside."""


def clean_name(text: str, fallback: str) -> str:
    """A name any screen can draw: lone surrogates (undecodable bytes) become U+FFFD, control
    characters go, runs of spaces become one, at most NAME_LENGTH characters."""
    text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    kept = "".join(" " if c.isspace() else c for c in text
                   if unicodedata.category(c) not in ("Cc", "Cs") or c.isspace())
    return " ".join(kept.split())[:NAME_LENGTH].strip() or fallback


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"
    level: str | None = None
    asked: str | None = None
    """When a person is asked to answer a card (Sheep-Boom-Bah), their own choice: "always"
    (behind a hand-off every time), "answer" (only when they hold an answer; else the table
    passes for them) or "never" (the table always passes for them). None until a new game
    sets it (`game.match`); saved only when not "answer"."""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def label(self) -> str:
        return f"{self.name} (AI {self.level})" if self.is_ai else self.name

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind, "level": self.level}
        if self.asked not in (None, "answer"):
            data["asked"] = self.asked
        return data


@dataclass
class SaveData:
    game: str
    options: dict[str, str]
    seed: int
    seats: list[Seat]
    actions: list[dict[str, Any]] = field(default_factory=list)
    board: dict[str, str] | None = None  # the map data the game was dealt from
    started: str = field(default_factory=lambda: time.strftime("%Y-%m-%d %H:%M:%S"))
    format: int = FORMAT  # 1: board data not recorded (the map of the day is used)
    hints_used: bool = False  # the person at the screen asked for a hint (History marks it)

    def to_json(self) -> dict[str, Any]:
        return {
            "app": APP, "format": FORMAT, "game": self.game, "options": self.options,
            "seed": self.seed, "seats": [s.to_json() for s in self.seats],
            "board": self.board, "started": self.started, "hints_used": self.hints_used,
            "actions": self.actions, "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        }

    def upto(self, moves: int) -> SaveData:
        """The same game after its first `moves` actions (replays step back this way)."""
        return replace(self, actions=self.actions[:moves])


# -- where saves live -----------------------------------------------------------------------

def saves_dir() -> Path:
    return storage.home() / "saves"


def finished_dir() -> Path:
    return storage.home() / "finished"


def legacy_autosave() -> Path:
    """The one save file of versions before one-file-per-game."""
    return storage.home() / LEGACY


def new_path(game: str) -> Path:
    """A file of its own for a game starting now."""
    return saves_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-{game}-{secrets.token_hex(4)}.json"


def finished_path(data: SaveData) -> Path:
    """Where a finished game is kept (`write_finished` picks another name if it is taken)."""
    stamp = "".join(c for c in data.started if c.isdigit())[:14] or time.strftime("%Y%m%d%H%M%S")
    return finished_dir() / f"{data.game}-{stamp}-{data.seed}-{secrets.token_hex(4)}.json"


def write(path: Path, data: SaveData) -> None:
    storage.write_json_atomic(path, data.to_json())


def write_finished(data: SaveData) -> Path:
    """Keep a finished game for replays under a name of its own; never replaces a file."""
    storage.remove_leftovers_in(finished_dir())  # a copy killed while writing one
    return storage.write_json_new(finished_path(data), data.to_json())


# -- locks ------------------------------------------------------------------------------------

NO_LOCKS = (errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOLCK)


class SaveLock:
    """Held by the one copy of the game that plays a save; the lock file sits beside it.

    On a file system without locks (some network shares) a game is saved without one, as
    before there were locks: its file is its own, so only the same game opened twice there
    could clash. (filelock's fallback would need asyncio, which the bundle leaves out.)"""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = filelock.FileLock(str(path.with_name(f".{path.name}.lock")), timeout=0,
                                       thread_local=False, fallback_to_soft=False)
        self._unlockable = False

    def acquire(self) -> None:
        """Take the lock or raise SaveInUse; OSError if the folder cannot hold a lock file."""
        try:
            storage.private_folder(self.path.parent)
            self._lock.acquire()
        except filelock.Timeout:
            raise SaveInUse(f"The game in {self.path.name} is open in another Sheepfold window; "
                            "it is saved there.") from None
        except OSError as err:
            if err.errno not in NO_LOCKS:
                raise
            self._unlockable = True

    @property
    def held(self) -> bool:
        return self._unlockable or self._lock.is_locked

    def release(self, remove: bool = False) -> None:
        """Let go; with `remove` (the save is gone) the lock file goes too."""
        if self._lock.is_locked:
            if remove:
                Path(self._lock.lock_file).unlink(missing_ok=True)
            self._lock.release(force=True)

    def __enter__(self) -> SaveLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def in_use(path: Path) -> bool:
    """Whether another copy of the game is playing this save now."""
    try:
        with SaveLock(path):
            return False
    except SaveInUse:
        return True
    except OSError:  # a read-only folder: nobody can be writing it
        return False


def delete(path: Path) -> None:
    """Delete an unfinished game (after the player said so); SaveInUse if it is being played."""
    lock = SaveLock(path)
    lock.acquire()
    try:
        path.unlink(missing_ok=True)
    finally:
        lock.release(remove=True)


# -- reading ------------------------------------------------------------------------------------

def parse(raw: Any, name: str) -> SaveData:
    """Check the shape of a save's JSON; the actions are checked when replayed."""
    def fail(why: str) -> SaveError:
        return SaveError(f"The save {name} cannot be used: {why}.")

    if not isinstance(raw, dict) or raw.get("app") != APP:
        raise fail("it is not a Sheepfold save")
    version = raw.get("format")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT:
        raise SaveTooNew(f"The save {name} was written by a newer Sheepfold (format {version}); "
                         "it is kept as it is.")
    if version not in READS or isinstance(version, bool):
        raise fail(f"it has format {version!r}, this version reads formats 1 and {FORMAT}")
    try:
        spec = rules.get(raw.get("game"))
    except (IllegalAction, TypeError):
        raise fail(f"it is for an unknown game {raw.get('game')!r}") from None
    seats_raw, actions, seed = raw.get("seats"), raw.get("actions"), raw.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise fail("its seed is missing")
    if not 0 <= seed <= MAX_SEED:
        raise fail("its seed is out of range")
    if not isinstance(actions, list):
        raise fail("its list of moves is missing")
    if not isinstance(seats_raw, list):
        raise fail("its seats are missing")
    seats = []
    for n, s in enumerate(seats_raw):
        if (not isinstance(s, dict) or not isinstance(s.get("name"), str)
                or s.get("kind") not in KINDS
                or (s.get("kind") == "ai" and s.get("level") not in LEVELS)
                or not isinstance(s.get("auto_pass", True), bool)
                or s.get("asked", "answer") not in ASKED):
            raise fail("a seat is damaged")
        old = "answer" if s.get("auto_pass", True) else "always"  # before: an on/off switch
        asks = s["kind"] == "human" and "auto_pass" in spec.options  # only people, at reactions
        seats.append(Seat(clean_name(s["name"], f"Player {n + 1}"), s["kind"],
                          s.get("level") if s["kind"] == "ai" else None,
                          s.get("asked", old) if asks else None))
    options = raw.get("options")
    if not isinstance(options, dict):
        raise fail("its options are missing")
    try:
        spec.check_players(len(seats))
        options = spec.resolve_options(options)
    except IllegalAction as err:
        raise fail(str(err).rstrip(".")) from None
    board = raw.get("board")
    if board is not None and not (isinstance(board, dict) and len(board) <= 64 and all(
            isinstance(k, str) and isinstance(v, str) and len(k) + len(v) <= 400
            for k, v in board.items())):
        raise fail("its board data is damaged")
    started = raw.get("started")
    return SaveData(spec.id, options, seed, seats, actions, board,
                    started[:19] if isinstance(started, str) else "", version,
                    raw.get("hints_used") is True)


def read(path: Path) -> SaveData:
    try:
        raw = storage.read_json(path)
    except storage.FileMissing:
        raise SaveError(f"The save {path.name or path} does not exist.") from None
    except storage.FileProblem as err:
        raise SaveError(f"The save {path.name or path} cannot be read: {err}.") from None
    return parse(raw, path.name)


# -- the unfinished games ---------------------------------------------------------------------

@dataclass(frozen=True)
class Unfinished:
    path: Path
    data: SaveData
    saved_at: float  # the file's time: when it was last played


def unfinished() -> tuple[list[Unfinished], list[tuple[Path, SaveError]]]:
    """The unfinished games, last played first, and the files that could not be read."""
    games, problems = [], []
    candidates = sorted(p for p in saves_dir().glob("*.json") if ".broken-" not in p.name
                        ) if saves_dir().is_dir() else []  # a file set aside stays aside
    for path in [*candidates, legacy_autosave()]:
        try:
            when = path.stat().st_mtime
            data = read(path)
        except FileNotFoundError:
            continue
        except OSError as err:
            problems.append((path, SaveError(f"The save {path.name} cannot be read: "
                                             f"{storage.reason(err)}.")))
            continue
        except SaveError as err:
            problems.append((path, err))
            continue
        games.append(Unfinished(path, data, when))
    games.sort(key=lambda g: g.saved_at, reverse=True)
    return games, problems


def is_damaged(err: SaveError) -> bool:
    """Whether a refused save is really broken (to be set aside), not merely busy or newer."""
    return not isinstance(err, SaveInUse | SaveTooNew)

