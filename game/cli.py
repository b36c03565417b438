"""Command-line parsing shared by play and the tool commands: one clear line per mistake."""

from __future__ import annotations

import argparse

AI_NAMES = ("Dolly", "Shaun", "Timmy", "Lanolin")


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
    from game.saves import LEVELS, Seat

    seats, humans = [], 0
    for n, item in enumerate(text.split(",")):
        kind, _, rest = item.strip().partition(":")
        if kind == "human":
            humans += 1
            seats.append(Seat(rest or f"Player {n + 1}", "human"))
        elif kind == "ai":
            level, _, name = rest.partition(":")
            if level not in LEVELS:
                raise UsageError(f"seat {item!r}: the AI level must be one of {', '.join(LEVELS)}")
            seats.append(Seat(name or AI_NAMES[n % len(AI_NAMES)], "ai", level))
        else:
            raise UsageError(f"seat {item!r} must be human, human:NAME or ai:LEVEL")
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


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return value
