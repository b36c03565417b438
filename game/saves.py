"""Save files: the replay of a game (game, options, seats, seed, board data, actions), as JSON.

One file per game, `saves/<started-at>-<game>-<short id>.json` in the data folder, so two
copies of the game (or two games in a row) never share one; the single `autosave.json` of
older versions is read as one more unfinished game. A copy that plays a game holds its lock
(`SaveLock`), and a second copy opening that game is refused with a sentence. A finished game
is kept in `finished/` under a name no other record has.

Every game has an id (`SaveData.game_id`, "id" in the JSON), made when it starts and kept in
its save and in its record, whose file name ends with it
(`finished/<game>-<started>-<seed>-<id>.json`), so "is this game recorded?" is a look at
names, not a read of every record. Finishing is idempotent: when a game ends its save is
written once more marked `finished`, then its record, then the save is removed. A kill
between two of those steps, or a record that cannot be written (a full disk, a file in the
way), leaves a save that holds a finished game: it is never listed under Continue (a save
whose record exists is removed; a marked one is `pending`, and its record is written at the
next start, `scenes.unfinished.settle_pending`). Saves of older versions have no id: theirs
is derived from what the game is (game, seed, start, seats), the same for a save and its
record, and kept from then on.

Everything read is bounded before any text work: ids, names, options and moves have a size
limit, and a value quoted in a sentence is cut short first (`quote`), so a crafted file costs
a sentence, never a frozen screen.

A save records everything its replay depends on: the rules options, the board data the game
was dealt from (Sheep-Boom-Bah's tile mix from its map) and the format version, so a later
change to a map never breaks a save. Loading replays every action through `State.apply`, so a
save can never hold an impossible state. Anything wrong is a `SaveError` with a sentence
naming the file; the caller keeps the file aside (`storage.set_aside`) and goes on.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import re
import secrets
import time
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game import storage  # rules and filelock are imported where used: the title needs neither

FORMAT = 2  # 2: one file per game, with board data and the time it started
READS = (1, 2)
APP = "sheepfold"
KINDS = ("human", "ai")
LEVELS = ("easy", "medium", "hard")
NAME_LENGTH = 24
MAX_SEED = 2**63 - 1
LEGACY = "autosave.json"
ASKED = ("always", "answer", "never")  # when a person is asked to answer a card (Seat.asked)
ID_LENGTH = 64
ID_CHARS = re.compile(r"[0-9A-Za-z_-]+")
RECORD_NAME = re.compile(r"[a-z_]+-\d+-\d+-([0-9A-Za-z_-]+)\.json")
# Characters of a value read from a file that a sentence may quote: a quote is one word,
# never broken, and this many fit a row of the title's notice.
QUOTE = 20
WORD = 32  # the longest option name or value
ACTION_TEXT = 48  # the longest text in a real move is a card's name, under 30 characters
MAX_ACTIONS = 20_000  # the longest games run to about 1,200 moves


class SaveError(Exception):
    """A save file that cannot be used; the message is a sentence for the player."""


class SaveInUse(SaveError):
    """Another copy of the game is playing this save (it holds the lock)."""


class SaveTooNew(SaveError):
    """A newer version wrote this save: it is kept as it is, never set aside."""


class SaveRecorded(SaveError):
    """The save of a game that is over and kept in `finished/`: removed, never replayed."""


def new_id() -> str:
    return secrets.token_hex(16)


def quote(value: Any, limit: int = QUOTE) -> str:
    """A value read from a file, quoted for a sentence: cut to `limit` characters before any
    other work, so a megabyte-long string costs nothing to say."""
    if isinstance(value, str):
        return repr(value[:limit]) + ("\u2026" if len(value) > limit else "")
    if value is None or isinstance(value, bool | float) or (
            isinstance(value, int) and abs(value) < 10**limit):
        return repr(value)[:limit]
    kinds = {list: "a list", dict: "an object", int: "a very large number"}
    return kinds.get(type(value), "a value")  # never the repr of a list or a huge number


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
    game_id: str = field(default_factory=new_id)  # the same in the save and the record
    finished: bool = False
    """Marks a save that holds a finished game whose record is not written yet."""

    def to_json(self) -> dict[str, Any]:
        data = {
            "app": APP, "format": FORMAT, "id": self.game_id, "game": self.game,
            "options": self.options, "seed": self.seed,
            "seats": [s.to_json() for s in self.seats], "board": self.board,
            "started": self.started, "hints_used": self.hints_used, "actions": self.actions,
            "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        }
        if self.finished:
            data["finished"] = True
        return data

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
    """Where a finished game is kept: its name ends with the game's id."""
    stamp = "".join(c for c in data.started if c.isdigit())[:14] or time.strftime("%Y%m%d%H%M%S")
    return finished_dir() / f"{data.game}-{stamp}-{data.seed}-{data.game_id}.json"


def write(path: Path, data: SaveData) -> None:
    storage.write_json_atomic(path, data.to_json())


def write_finished(data: SaveData) -> Path:
    """Keep a finished game for replays, once: if its record exists already (a kill after
    writing it), that one is the record. Never replaces a file."""
    kept = recorded(data.game_id)
    if kept is not None:
        return kept
    storage.remove_leftovers_in(finished_dir())  # a copy killed while writing one
    return storage.write_json_new(finished_path(data), replace(data, finished=False).to_json())


def record_names() -> dict[str, Path]:
    """The records in `finished/` by the game id their names end with (no file is read)."""
    folder = finished_dir()
    if not folder.is_dir():
        return {}
    found = {}
    for path in folder.glob("*.json"):
        named = RECORD_NAME.fullmatch(path.name)
        if named and len(named[1]) <= ID_LENGTH:
            found[named[1]] = path
    return found


def recorded(game_id: str, names: dict[str, Path] | None = None) -> Path | None:
    """The record of the game `game_id`, if one is kept (`names`: `record_names()`, when
    many games are checked at once). The name is checked first, then the record's own id."""
    path = (record_names() if names is None else names).get(game_id)
    if path is None:
        return None
    try:
        return path if read(path).game_id == game_id else None
    except SaveError:
        return None


# -- locks ------------------------------------------------------------------------------------

NO_LOCKS = (errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOLCK)


class SaveLock:
    """Held by the one copy of the game that plays a save; the lock file sits beside it.

    On a file system without locks (some network shares) a game is saved without one, as
    before there were locks: its file is its own, so only the same game opened twice there
    could clash. (filelock's soft-lock fallback stays off.)"""

    def __init__(self, path: Path) -> None:
        import filelock

        self.path = path
        self._lock = filelock.FileLock(str(path.with_name(f".{path.name}.lock")), timeout=0,
                                       thread_local=False, fallback_to_soft=False)
        self._unlockable = False

    def acquire(self) -> None:
        """Take the lock or raise SaveInUse; OSError if the folder cannot hold a lock file."""
        import filelock

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
    from game import rules
    from game.rules.base import IllegalAction

    def fail(why: str) -> SaveError:
        return SaveError(f"The save {name} cannot be used: {why}.")

    if not isinstance(raw, dict) or raw.get("app") != APP:
        raise fail("it is not a Sheepfold save")
    version = raw.get("format")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT:
        raise SaveTooNew(f"The save {name} was written by a newer Sheepfold "
                         f"(format {quote(version)}); "
                         "it is kept as it is.")
    if version not in READS or isinstance(version, bool):
        raise fail(f"it has format {quote(version)}, this version reads formats 1 and {FORMAT}")
    game = raw.get("game")
    if not (isinstance(game, str) and game in rules.GAMES):
        raise fail(f"it is for an unknown game {quote(game)}")
    spec = rules.get(game)
    game_id = raw.get("id")
    if game_id is not None and not (isinstance(game_id, str) and len(game_id) <= ID_LENGTH
                                    and ID_CHARS.fullmatch(game_id)):
        raise fail("its game id is damaged")
    seats_raw, actions, seed = raw.get("seats"), raw.get("actions"), raw.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise fail("its seed is missing")
    if not 0 <= seed <= MAX_SEED:
        raise fail("its seed is out of range")
    if not isinstance(actions, list):
        raise fail("its list of moves is missing")
    if len(actions) > MAX_ACTIONS:
        raise fail("its list of moves is far too long")
    for n, action in enumerate(actions):
        if not small_action(action):
            raise fail(f"move {n + 1} is damaged")
    if not isinstance(seats_raw, list) or len(seats_raw) > 16:
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
        name_read = s["name"][:NAME_LENGTH * 10]  # bounded before any text work
        seats.append(Seat(clean_name(name_read, f"Player {n + 1}"), s["kind"],
                          s.get("level") if s["kind"] == "ai" else None,
                          s.get("asked", old) if asks else None))
    options = raw.get("options")
    if not isinstance(options, dict):
        raise fail("its options are missing")
    if len(options) > 16 or not all(isinstance(k, str) and isinstance(v, str)
                                    and len(k) <= WORD and len(v) <= WORD
                                    for k, v in options.items()):
        raise fail("its options are damaged")
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
    started = started[:19] if isinstance(started, str) else ""
    if game_id is None:  # saved by an older version
        game_id = derived_id(spec.id, seed, started, seats)
    return SaveData(spec.id, options, seed, seats, actions, board, started, version,
                    raw.get("hints_used") is True, game_id, raw.get("finished") is True)


def small_action(action: Any, depth: int = 3) -> bool:
    """A move's JSON is small: short texts, small numbers, a few entries (the longest real
    one is under 100 characters). Anything bigger is damage, refused before the rules quote
    any of it; a small move that makes no sense is refused when replayed."""
    if isinstance(action, str):
        return len(action) <= ACTION_TEXT
    if action is None or isinstance(action, bool | float):
        return True
    if isinstance(action, int):
        return abs(action) <= 1_000_000
    if isinstance(action, list):
        return depth > 0 and len(action) <= 16 and all(small_action(v, depth - 1)
                                                       for v in action)
    return (isinstance(action, dict) and depth > 0 and len(action) <= 8
            and all(isinstance(k, str) and len(k) <= 16 and small_action(v, depth - 1)
                    for k, v in action.items()))


def derived_id(game: str, seed: int, started: str, seats: list[Seat]) -> str:
    """The id of a game saved before games had ids, from what the game is, so that its save
    and its record agree; it is kept in the file from the next write on."""
    what = [game, seed, started, [[s.name, s.kind, s.level] for s in seats]]
    return hashlib.sha256(json.dumps(what).encode("utf-8", "surrogatepass")).hexdigest()[:32]


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


def _saves() -> tuple[list[Unfinished], list[tuple[Path, SaveError]]]:
    """Every save that can be read (with the time it was last played), and the rest."""
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
    return games, problems


def unfinished() -> tuple[list[Unfinished], list[tuple[Path, SaveError]]]:
    """The unfinished games, last played first, and the files that could not be read.

    A save whose game has its record is removed here (a kill came between writing the
    record and removing the save); a save marked finished is left for `pending`."""
    found, problems = _saves()
    names = record_names()
    games = []
    for game in found:
        if game.data.game_id in names and recorded(game.data.game_id, names) is not None:
            remove_recorded(game.path)
        elif not game.data.finished:
            games.append(game)
    games.sort(key=lambda g: g.saved_at, reverse=True)
    return games, problems


def pending() -> list[Path]:
    """The saves that hold a finished game whose record is still to be written."""
    return [g.path for g in _saves()[0] if g.data.finished]


def remove_recorded(path: Path) -> None:
    """Remove the save of a game whose record is kept; a copy that still holds it (on its
    results screen) removes it itself."""
    try:
        delete(path)
    except (SaveError, OSError) as err:
        logging.getLogger("sheepfold").info("kept %s for now: %s", path.name, err)


def is_damaged(err: SaveError) -> bool:
    """Whether a refused save is really broken (to be set aside), not merely busy or newer."""
    return not isinstance(err, SaveInUse | SaveTooNew | SaveRecorded)

