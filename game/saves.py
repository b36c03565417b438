"""Save files: the replay of a game (game, options, seats, seed, actions), as JSON.

Loading replays every action through `State.apply`, so a save can never hold an impossible
state. Anything wrong is a `SaveError` with a sentence naming the file; the caller keeps the
file aside (`storage.set_aside`) and goes on.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import rules, storage
from game.rules.base import IllegalAction

FORMAT = 1
APP = "sheepfold"
KINDS = ("human", "ai")
LEVELS = ("easy", "medium", "hard")


class SaveError(Exception):
    """A save file that cannot be used; the message is a sentence for the player."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def label(self) -> str:
        return f"{self.name} (AI {self.level})" if self.is_ai else self.name

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass
class SaveData:
    game: str
    options: dict[str, str]
    seed: int
    seats: list[Seat]
    actions: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "app": APP, "format": FORMAT, "game": self.game, "options": self.options,
            "seed": self.seed, "seats": [s.to_json() for s in self.seats],
            "actions": self.actions, "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        }


def write(path: Path, data: SaveData) -> None:
    storage.write_json_atomic(path, data.to_json())


def parse(raw: Any, name: str) -> SaveData:
    """Check the shape of a save's JSON; the actions are checked when replayed."""
    def fail(why: str) -> SaveError:
        return SaveError(f"The save {name} cannot be used: {why}.")

    if not isinstance(raw, dict) or raw.get("app") != APP:
        raise fail("it is not a Sheepfold save")
    if raw.get("format") != FORMAT:
        raise fail(f"it has format {raw.get('format')!r}, this version reads format {FORMAT}")
    try:
        spec = rules.get(raw.get("game"))
    except (IllegalAction, TypeError):
        raise fail(f"it is for an unknown game {raw.get('game')!r}") from None
    seats_raw, actions, seed = raw.get("seats"), raw.get("actions"), raw.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise fail("its seed is missing")
    if not isinstance(actions, list):
        raise fail("its list of moves is missing")
    if not isinstance(seats_raw, list):
        raise fail("its seats are missing")
    seats = []
    for s in seats_raw:
        if (not isinstance(s, dict) or not isinstance(s.get("name"), str)
                or s.get("kind") not in KINDS
                or (s.get("kind") == "ai" and s.get("level") not in LEVELS)):
            raise fail("a seat is damaged")
        seats.append(Seat(s["name"][:24], s["kind"], s.get("level") if s["kind"] == "ai" else None))
    options = raw.get("options")
    if not isinstance(options, dict):
        raise fail("its options are missing")
    try:
        spec.check_players(len(seats))
        options = spec.resolve_options(options)
    except IllegalAction as err:
        raise fail(str(err).rstrip(".")) from None
    return SaveData(spec.id, options, seed, seats, actions)


def read(path: Path) -> SaveData:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"The save {path.name} does not exist.") from None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"The save {path.name} cannot be read ({err.__class__.__name__}).") from None
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: absurdly deep nesting
        raise SaveError(f"The save {path.name} is damaged (it is not valid JSON).") from None
    return parse(raw, path.name)
