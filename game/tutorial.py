"""Guided first games: one script per game, `levels/<game>.tutorial.json`, beside its map.

A script fixes the deal (players, seed, options) and lists every decision of every seat in
order, so the play is fixed too. Each step is one of:

- a note (`text`, no action): the coach says it and waits for Next;
- the learner's move (`do`: the action as saves write it): the coach asks for it, the table
  refuses anything else with the step's own sentence, Skip plays it for them;
- a scripted move (`auto`): a rival's move (or the learner's automatic Pass), played by the
  table as the AI's would be; it may say something while it plays.

Every step may `spot` named places for the table to light (`TableScene.rect_of`: "field:1",
"hand:0", "cell:12", "button:keep"). Texts are `{"en": ..., "de": ...}` so every word of a
lesson lives in one file with its translation. A broken script is a `ScriptError` naming the
file, never a traceback; `check` replays it through the rules. No pygame here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import rules
from game.i18n import language
from game.levels import board_data
from game.resources import level
from game.rules.base import Action, IllegalAction, State

LANGUAGES = ("en", "de")
LEARNER = 0  # the learner's seat in every script


class ScriptError(ValueError):
    """A tutorial script that cannot be used; the message is a sentence naming the file."""


@dataclass(frozen=True)
class Step:
    text: dict[str, str]
    action: dict[str, Any] | None = None  # the move as JSON (None: a note)
    auto: bool = False  # played by the table, not asked of the learner
    spot: tuple[str, ...] = ()

    @property
    def is_note(self) -> bool:
        return self.action is None

    def says(self) -> str:
        """The step's words in the screen's language (English if it has none)."""
        return self.text.get(language()) or self.text.get("en", "")


@dataclass(frozen=True)
class Script:
    game: str
    file: str
    seed: int
    players: int
    options: dict[str, str]
    rival: str  # the scripted opponent's name
    steps: tuple[Step, ...]

    @property
    def actions(self) -> list[dict[str, Any]]:
        """Every decision of the game, in order (what a save of it would hold)."""
        return [s.action for s in self.steps if s.action is not None]

    def step_at(self, done: int, notes_read: int = 0) -> int:
        """The index of the current step after `done` decisions and `notes_read` notes read
        since the last one (`len(steps)`: the lesson is over)."""
        moves = 0
        for i, step in enumerate(self.steps):
            if step.is_note:
                if moves == done:
                    if notes_read == 0:
                        return i
                    notes_read -= 1
                continue
            if moves == done:
                return i
            moves += 1
        return len(self.steps)

    def start(self) -> State:
        """The script's deal, as the rules make it."""
        spec = rules.get(self.game)
        return spec.start(self.players, self.seed, self.options,
                          board_data(self.game, self.players))


def path_of(game_id: str) -> Path:
    return level(f"{game_id}.tutorial.json")


def available(game_id: str) -> bool:
    return path_of(game_id).exists()


def load(game_id: str, path: Path | None = None) -> Script:
    """A game's script, its shape checked and its moves replayed (ScriptError if not)."""
    path = path or path_of(game_id)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ScriptError(f"The lesson {path.name} is missing.") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ScriptError(f"The lesson {path.name} cannot be read: {err}.") from None
    script = parse(raw, game_id, path.name)
    check(script)
    return script


def parse(raw: Any, game_id: str, name: str) -> Script:
    def fail(why: str) -> ScriptError:
        return ScriptError(f"The lesson {name} cannot be used: {why}.")

    if not isinstance(raw, dict) or raw.get("game") != game_id:
        raise fail(f"it is not a lesson for {game_id}")
    seed, players, options = raw.get("seed"), raw.get("players", 2), raw.get("options", {})
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise fail("its seed is missing")
    if not isinstance(players, int) or isinstance(players, bool):
        raise fail("its number of players is missing")
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise fail("its options are damaged")
    rival = raw.get("rival")
    if not isinstance(rival, str) or not rival.strip():
        raise fail("its rival has no name")
    steps_raw = raw.get("steps")
    if not isinstance(steps_raw, list) or not steps_raw:
        raise fail("it has no steps")
    steps = tuple(_step(s, n + 1, fail) for n, s in enumerate(steps_raw))
    return Script(game_id, name, seed, players, dict(options), rival.strip(), steps)


def _step(raw: Any, n: int, fail: Any) -> Step:
    if not isinstance(raw, dict) or set(raw) - {"text", "do", "auto", "spot"}:
        raise fail(f"step {n} is damaged")
    if "do" in raw and "auto" in raw:
        raise fail(f"step {n} both asks for a move and plays one")
    action = raw.get("do", raw.get("auto"))
    if action is not None and not isinstance(action, dict):
        raise fail(f"step {n} has a damaged move")
    text = raw.get("text", {})
    if not isinstance(text, dict) or not all(isinstance(v, str) for v in text.values()):
        raise fail(f"step {n} has damaged words")
    missing = [lang for lang in LANGUAGES if not text.get(lang)]
    if action is None or "do" in raw:  # what the learner reads must be said in each language
        if missing:
            raise fail(f"step {n} says nothing in {', '.join(missing)}")
    elif text and missing:
        raise fail(f"step {n} says nothing in {', '.join(missing)}")
    spot = raw.get("spot", [])
    if not isinstance(spot, list) or not all(isinstance(s, str) for s in spot):
        raise fail(f"step {n} has a damaged spotlight")
    return Step(dict(text), action, "auto" in raw, tuple(spot))


def check(script: Script) -> State:
    """Replay the script through the rules: each move legal, the learner's asked only when
    it is theirs to make, a scripted one only when it is not asked of them. Returns the
    position the lesson ends in."""
    def fail(n: int, why: str) -> ScriptError:
        return ScriptError(f"The lesson {script.file} cannot be used: step {n} {why}.")

    try:
        state = script.start()
    except (IllegalAction, ValueError) as err:
        raise ScriptError(f"The lesson {script.file} cannot be used: {err}") from None
    for n, step in enumerate(script.steps, 1):
        if step.action is None:
            continue
        if state.is_over:
            raise fail(n, "comes after the end of the game")
        try:
            action: Action = state.action_from_json(step.action)
        except IllegalAction as err:
            raise fail(n, f"is not a move of this game ({err})") from None
        if not step.auto and state.to_move != LEARNER:
            raise fail(n, "asks the learner for a move on another player's turn")
        try:
            state.apply(action)
        except IllegalAction as err:
            raise fail(n, f"is not a legal move here ({err})") from None
    return state
