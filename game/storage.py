"""Where Sheepfold keeps its files, and how it writes them without ever losing one.

`$SHEEPFOLD_HOME` (tests, portable installs) overrides the platform's user folders. Every
write goes to a temporary file that is flushed, synced and then moved over the old one, so a
crash or a kill mid-write leaves either the old file or the new one, never half of one.
A file that cannot be read is moved aside (never overwritten) so nothing is lost.
"""

from __future__ import annotations

import glob
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

APP = "sheepfold"


def home() -> Path:
    """The folder for saves and settings."""
    override = os.environ.get("SHEEPFOLD_HOME")
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def log_dir() -> Path:
    override = os.environ.get("SHEEPFOLD_HOME")
    folder = (Path(override) / "logs") if override else Path(
        platformdirs.user_log_dir(APP, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_json_atomic(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_leftovers(path: Path) -> None:
    """Delete the temp files a killed writer of `path` left behind. Call it when taking
    `path` over (a match starting): nobody else is writing it then, so none is in flight."""
    for stray in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        stray.unlink(missing_ok=True)


def set_aside(path: Path) -> Path:
    """Rename an unreadable file so it is kept for inspection and never overwritten."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, target)
    return target
