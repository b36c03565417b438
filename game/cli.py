"""Command-line parsing shared by play and the tool commands: one clear line per mistake."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

AI_NAMES = ("Dolly", "Clover", "Bramble", "Lanolin", "Molly")  # our own sheep, nobody's characters


class UsageError(Exception):
    """A bad command-line value; printed as one line, exit code 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        raise UsageError(message)


def parse_options(text: str | None) -> dict[str, str]:
    if not text:
        return {}
    out = {}
    for item in text.split(","):
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise UsageError(f"option {item!r} must look like name=value")
        out[key.strip()] = value.strip()
    return out


def parse_seats(text: str):
    """`human,human:NAME,ai:LEVEL,ai:LEVEL:NAME`; a name is cleaned like a save's (an
    undecodable byte or a control character never reaches the screen)."""
    from game.saves import LEVELS, Seat, clean_name

    seats = []
    for n, item in enumerate(text.split(",")):
        kind, _, rest = item.strip().partition(":")
        shown = clean_name(item, "?")
        if kind == "human":
            seats.append(Seat(clean_name(rest, f"Player {n + 1}"), "human"))
        elif kind == "ai":
            level, _, name = rest.partition(":")
            if level not in LEVELS:
                raise UsageError(f"seat {shown!r}: the AI level must be one of {', '.join(LEVELS)}")
            seats.append(Seat(clean_name(name, AI_NAMES[n % len(AI_NAMES)]), "ai", level))
        else:
            raise UsageError(f"seat {shown!r} must be human, human:NAME or ai:LEVEL")
    return seats


def check_game(game_id: str, players: int | None = None, options: dict | None = None):
    from game import rules
    from game.rules.base import IllegalAction

    try:
        spec = rules.get(game_id)
        if players is not None:
            spec.check_players(players)
        resolved = spec.resolve_options(options or {})
    except IllegalAction as err:
        raise UsageError(str(err)) from None
    return spec, resolved


def check_table(game_id: str) -> None:
    """A game whose rules exist but that has no table yet is played by `simulate` only."""
    from game import games

    game = games.get(game_id)
    if not game.playable:
        raise UsageError(f"{game.spec.title} has no table in this version yet "
                         f"(its rules play in: sheepfold simulate --game {game_id})")


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:  # also a number of more than 4300 digits
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return value


SMALLEST_WINDOW = (640, 360)
LARGEST_WINDOW = (7680, 4320)


def window_size(text: str) -> tuple[int, int]:
    """`WxH`, e.g. 2560x1440: a window (or a headless screenshot) of that many pixels."""
    parts = text.lower().replace("×", "x").split("x")
    if (len(parts) == 2 and all(p.strip().isascii() and p.strip().isdigit() for p in parts)
            and all(len(p.strip()) <= 5 for p in parts)):
        w, h = (int(p) for p in parts)
        if (SMALLEST_WINDOW[0] <= w <= LARGEST_WINDOW[0]
                and SMALLEST_WINDOW[1] <= h <= LARGEST_WINDOW[1]):
            return w, h
    raise argparse.ArgumentTypeError(
        f"{text[:20]!r} is not a window size: a size looks like 1280x720, from "
        f"{SMALLEST_WINDOW[0]}x{SMALLEST_WINDOW[1]} to {LARGEST_WINDOW[0]}x{LARGEST_WINDOW[1]}")


def join_dashed_values(argv: list[str]) -> list[str]:
    """`--size -1x5` as `--size=-1x5`: argparse takes a value that starts with a dash for an
    option of its own and says "expected one argument"; this way the value itself is judged
    and its option says what it should look like."""
    out: list[str] = []
    for arg in argv:
        if (out and out[-1].startswith("--") and "=" not in out[-1] and arg[:1] == "-"
                and arg[1:2].isdigit()):
            out[-1] = f"{out[-1]}={arg}"
        else:
            out.append(arg)
    return out


def seed_number(text: str) -> int:
    """A seed: a whole number from 0 to 2**63-1 (what a save records)."""
    from game.saves import MAX_SEED

    value = positive(text)
    if value > MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is at most {MAX_SEED} (2**63-1)")
    return value


def output_file(text: str) -> Path:
    """A file to write (a screenshot, JSON lines), checked before any work is done: not empty,
    not a folder or a device, and in a folder that exists or can be made and may be written."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty")
    path = Path(text).expanduser()
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder, not a file")
    if path.exists() and not path.is_file():
        raise argparse.ArgumentTypeError(f"{text} is not a regular file")
    if path.exists() and not os.access(path, os.W_OK):
        raise argparse.ArgumentTypeError(f"{text} may not be written")
    folder = path.absolute().parent
    while not folder.exists():
        folder = folder.parent
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{text}: {folder} is a file, not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"{text}: the folder {folder} may not be written")
    return path
