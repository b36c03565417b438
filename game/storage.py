"""Where Sheepfold keeps its files, and how it reads and writes them without losing one.

`$SHEEPFOLD_HOME` (tests, portable installs; `~` is expanded) overrides the platform's user
folders. The data folder is created private (0700) whatever the umask. Every write goes to a
temporary file (named with the writer's process id) that is flushed, synced and then moved
over the old one, so a crash or a kill mid-write leaves either the old file or the new one.
Every read takes a regular file of at most 16 MB: a FIFO, a device or a huge file is a
`FileProblem` with a reason in words, never a hang or a MemoryError. A file that cannot be
used is moved aside (never overwritten) so nothing is lost.
"""

from __future__ import annotations

import errno
import glob
import json
import os
import stat
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import platformdirs

from game.i18n import _

APP = "sheepfold"
MAX_FILE = 16 * 1024 * 1024  # no save, replay, settings file, map or catalogue comes near it


class FileProblem(Exception):
    """A file that cannot be used; the message is the reason in words ("it is a folder")."""


class FileMissing(FileProblem):
    """The file is not there (often not a problem at all: no settings saved yet)."""


class NotAFolder(Exception):
    """The data folder's place is taken by a file (or a device): a sentence for the player."""


def home() -> Path:
    """The folder for saves and settings (created when first written)."""
    override = os.environ.get("SHEEPFOLD_HOME")
    if override:
        return Path(os.path.expanduser(override))
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def log_dir() -> Path:
    override = os.environ.get("SHEEPFOLD_HOME")
    if override:
        return home() / "logs"
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def private_folder(folder: Path) -> Path:
    """`folder`, created if need be; one Sheepfold creates is 0700 whatever the umask."""
    if not folder.is_dir():
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(folder, 0o700)
    return folder


def check_home() -> str | None:
    """None if saves can be written now, else why not (the game then runs without saving).

    Raises NotAFolder when the data folder's place is a file or a device: a setup mistake
    the command line refuses in one sentence."""
    folder = home()
    try:
        private_folder(folder)
        with tempfile.TemporaryFile(dir=folder) as probe:  # a full disk fails here
            probe.write(b"\0" * 4096)
            probe.flush()
    except OSError as err:
        if err.errno in (errno.EEXIST, errno.ENOTDIR):
            raise NotAFolder(_("The data folder {folder} is not a folder.").format(
                folder=folder)) from None
        return _("Sheepfold can't save in {folder}: {reason}. You can play, but nothing is "
                 "saved until that changes.").format(folder=folder, reason=reason(err))
    return None


def reason(err: OSError) -> str:
    """Why a file operation failed, in words a player understands."""
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("the disk is full")
    if err.errno == errno.EROFS:
        return _("the disk is read-only")
    if err.errno in (errno.EACCES, errno.EPERM):
        return _("Sheepfold may not write there")
    if err.errno == errno.EISDIR:
        return _("a folder is in the way of its file")
    if err.errno in (errno.ENOTDIR, errno.EEXIST):
        return _("a file is in the way of its folder")
    return _("the system said: {error}").format(error=err.strerror or type(err).__name__)


def cannot_save(err: OSError) -> str:
    """The banner for a save that failed; it only ever says what is true."""
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("Can't save: the disk is full; your game goes on and is saved as soon as "
                 "there is room.")
    return _("Can't save: {reason}; your game goes on and is saved as soon as it can be.").format(
        reason=reason(err))


# -- reading ------------------------------------------------------------------------------

def read_bytes(path: Path, limit: int = MAX_FILE) -> bytes:
    """The whole of a regular file of at most `limit` bytes (FileProblem otherwise)."""
    try:  # O_NONBLOCK: opening a FIFO must not wait for a writer
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise FileMissing(_("it does not exist")) from None
    except IsADirectoryError:
        raise FileProblem(_("it is a folder, not a file")) from None
    except PermissionError:
        raise FileProblem(_("Sheepfold may not read it")) from None
    except OSError as err:
        raise FileProblem(_("the system said: {error}").format(
            error=err.strerror or type(err).__name__)) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise FileProblem(_("it is a folder, not a file") if stat.S_ISDIR(mode)
                          else _("it is not a regular file"))
    with os.fdopen(fd, "rb") as file:
        try:
            data = file.read(limit + 1)
        except OSError as err:
            raise FileProblem(_("the system said: {error}").format(
                error=err.strerror or type(err).__name__)) from None
    if len(data) > limit:
        if limit >= 1024 * 1024:
            raise FileProblem(_("it is larger than {size} MB").format(size=limit // (1024 * 1024)))
        raise FileProblem(_("it is larger than {size} KB").format(size=limit // 1024))
    return data


def read_text(path: Path, limit: int = MAX_FILE) -> str:
    """A UTF-8 text file (a byte-order mark is accepted)."""
    try:
        return read_bytes(path, limit).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem(_("it is not UTF-8 text")) from None


def read_json(path: Path) -> Any:
    try:
        return json.loads(read_text(path))
    except (ValueError, RecursionError):  # RecursionError: absurdly deep nesting
        raise FileProblem(_("it is not valid JSON")) from None


# -- writing ------------------------------------------------------------------------------

def _temp(path: Path) -> tuple[int, str]:
    """A new temporary file beside `path`, created exclusively: a name already taken (even by
    a folder) is passed over for another random one, never removed."""
    return tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)


def _write_temp(path: Path, data: Any) -> str:
    """`data` as JSON in a synced temporary file beside `path`; its name."""
    private_folder(path.parent)
    fd, tmp = _temp(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp


def write_json_atomic(path: Path, data: Any) -> None:
    tmp = _write_temp(path, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_json_new(path: Path, data: Any) -> Path:
    """Write `data` under `path`'s name, or `<stem>-2`, `-3`... if taken: never replaces a file.

    The finished file appears whole (a hard link of a synced temporary file); where the
    file system has no hard links it is created exclusively and written in place."""
    tmp = _write_temp(path, data)
    try:
        for n in range(1, 1000):
            target = path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")
            try:
                os.link(tmp, target)
                return target
            except FileExistsError:
                continue
            except OSError:  # no hard links here (some USB sticks, some network shares)
                try:
                    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                except FileExistsError:
                    continue
                with os.fdopen(fd, "wb") as out:
                    out.write(Path(tmp).read_bytes())
                    out.flush()
                    os.fsync(out.fileno())
                return target
        raise FileExistsError(errno.EEXIST, "no free name", str(path))
    finally:
        Path(tmp).unlink(missing_ok=True)


def _running(pid: int) -> bool:
    """Whether another process `pid` may still be writing (never true of this one: its own
    writes are not in flight when it cleans up)."""
    if pid == os.getpid():
        return False
    if os.name == "nt":  # no safe cheap test there (os.kill would end it): keep its files
        return True
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):  # OverflowError: no process has such a number
        return False
    except OSError:  # it exists but is someone else's
        return True
    return True


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files that a killed writer of `path` left behind; a writer that
    is still running (another copy of the game) keeps its own."""
    _remove_stale(path.parent.glob(f".{glob.escape(path.name)}.*.tmp"))


def remove_leftovers_in(folder: Path) -> None:
    """The same for every file of a folder whose names are new each time (finished games)."""
    _remove_stale(folder.glob(".*.tmp"))


def _remove_stale(strays: Iterable[Path]) -> None:
    """Only a regular file is ever removed: a folder, a link or a device that merely has such
    a name is not Sheepfold's and is left alone (the writer picks another name beside it)."""
    for stray in strays:  # ".<name>.<pid>.<random>.tmp", as `_temp` makes them
        parts = stray.name[:-len(".tmp")].rsplit(".", 2)
        pid = parts[1] if len(parts) == 3 else ""
        if not (pid.isascii() and pid.isdigit() and len(pid) <= 10) or _running(int(pid)):
            continue
        try:
            if stat.S_ISREG(stray.lstat().st_mode):
                stray.unlink()
        except OSError:  # gone already, or not ours to remove: a save never fails over it
            continue


def set_aside(path: Path, why: str = "broken") -> Path:
    """Rename an unreadable file so it is kept for inspection and never overwritten
    (`why`: "broken", or "newer" for a file a newer version wrote)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{why}-{stamp}{path.suffix}")
    n = 1
    while target.exists() or target.is_symlink():
        target = path.with_name(f"{path.stem}.{why}-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, target)
    return target
