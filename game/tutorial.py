"""Guided first games: one script per game, `levels/<game>.tutorial.json`, beside its map.

A script fixes the deal (players, seed, options) and lists every decision of every seat in
order, so the play is fixed too. Each step is one of:

- a note (`text`, no action): the coach says it and waits for Next;
- the learner's move (`do`: the action as saves write it): the coach asks for it, the table
  refuses anything else with the step's own sentence, Skip plays it for them;
- a scripted move (`auto`): a rival's move (or the learner's automatic Pass), played by the
  table as the AI's would be; it may say something while it plays.

The steps come in short chapters: a step with a `chapter` title (`{"en": ..., "de": ...}`,
saying what the chapter teaches) opens one; the first step must, and none right after a
note, so the moves made say which chapter was on show. A learner who leaves mid-lesson comes
back to the start of the chapter they were in (`Script.resume`).

Every step may `spot` named places for the table to light (`TableScene.rect_of`: "field:1",
"hand:0", "cell:12", "button:keep"). Texts are `{"en": ..., "de": ...}` so every word of a
lesson lives in one file with its translation. A broken script is a `ScriptError` naming the
file, never a traceback; `check` replays it through the rules. No pygame here.

A script is read like any file from outside: a regular file of at most 256 KB (a FIFO or a
link to a device is refused, never waited on), a UTF-8 byte-order mark accepted, and every
size bounded by the schema below (steps, places, words, numbers, the seed, the players), so
no file can make a lesson hang, eat the memory or crash the table that draws it.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from game import levels, rules, storage
from game.i18n import language
from game.levels import board_data, shown
from game.resources import level
from game.rules.base import Action, IllegalAction, State
from game.saves import MAX_SEED, NAME_LENGTH, clean_name

LANGUAGES = ("en", "de")
LEARNER = 0  # the learner's seat in every script


class ScriptError(ValueError):
    """A tutorial script that cannot be used; the message is a sentence naming the file."""


def in_language(text: dict[str, str]) -> str:
    """Words of a lesson in the screen's language (English if it has none)."""
    return text.get(language()) or text.get("en", "")


@dataclass(frozen=True)
class Step:
    text: dict[str, str]
    action: dict[str, Any] | None = None  # the move as JSON (None: a note)
    auto: bool = False  # played by the table, not asked of the learner
    spot: tuple[str, ...] = ()
    chapter: dict[str, str] | None = None  # the title of the chapter this step opens

    @property
    def is_note(self) -> bool:
        return self.action is None

    def says(self) -> str:
        """The step's words in the screen's language (English if it has none)."""
        return in_language(self.text)


@dataclass(frozen=True)
class Chapter:
    """A run of steps that teaches one thing: steps `start` to `end` (exclusive)."""

    start: int
    end: int
    title: dict[str, str]

    def says(self) -> str:
        return in_language(self.title)


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

    @cached_property
    def chapters(self) -> list[Chapter]:
        starts = [i for i, step in enumerate(self.steps) if step.chapter is not None]
        ends = [*starts[1:], len(self.steps)]
        return [Chapter(a, b, self.steps[a].chapter or {}) for a, b in zip(starts, ends, strict=True)]

    def chapter_of(self, index: int) -> int:
        """The number (from 0) of the chapter step `index` is in."""
        return max(n for n, c in enumerate(self.chapters) if c.start <= index)

    def moves_before(self, index: int) -> int:
        """How many decisions the game has made when step `index` shows."""
        return sum(1 for step in self.steps[:index] if not step.is_note)

    def resume(self, done: int) -> int:
        """The chapter to come back to after `done` decisions: the one whose steps were on
        show (exact, since no chapter opens right after a note: `parse`)."""
        return self.chapter_of(self.step_at(done))

    def start(self) -> State:
        """The script's deal, as the rules make it."""
        spec = rules.get(self.game)
        return spec.start(self.players, self.seed, self.options,
                          board_data(self.game, self.players))


def path_of(game_id: str) -> Path:
    return level(f"{game_id}.tutorial.json")


def available(game_id: str) -> bool:
    return path_of(game_id).exists()


# -- the schema: every size bounded, so no file can make a lesson hang or eat the memory ----

LIMIT = 256 * 1024  # bytes in a lesson file (the longest is about 12 KB)
MAX_STEPS = 200
MAX_SPOTS = 8  # places one step lights
MAX_TEXT = 600  # characters a step says in one language
MAX_TITLE = 48  # characters in a chapter's title in one language
MAX_WORD = 40  # characters in one word (German compounds stay far below)
MAX_FIELDS = 12  # entries in a move or in the options
MAX_ITEMS = 12  # items in a list inside a move
MAX_STRING = 40  # characters in a name or value inside a move or an option
MAX_NUMBER = 10**6  # a number inside a move (a cell, a card, an index)
MAX_DIGITS = 20  # a longer number in the file is refused before it becomes an int
SPOT = re.compile(r"[a-z][a-z_]{0,23}(:[a-z0-9_]{1,24}(#[1-9][0-9]?)?)?")

SEAT, WORD = "seat", "word"
# The places each table lights beyond its map's zones (`TableScene.rect_of`): how many of a
# kind there are ("cell:0" to "cell:8"), or SEAT (one per player), WORD (a name such as
# "button:end" or "pond:11#2"), or 0 for a name alone ("pile").
TABLE_SPOTS: dict[str, dict[str, int | str]] = {
    "black_sheep": {"coach": 0, "hand": 3, "button": WORD},
    "boom_bah": {"coach": 0, "cell": 49, "hand": 12, "button": WORD, "barn": SEAT,
                 "barnyard": SEAT, "graveyard": SEAT, "panel": SEAT},
    "bye_bye": {"coach": 0, "hand": SEAT, "zoo": SEAT, "panel": SEAT, "badge": SEAT,
                "odds": SEAT, "card": WORD, "pond": WORD, "tile": WORD, "button": WORD,
                "watering": 0, "pile": 0, "magpie": 0, "dock": 0},
    "sheep_sheep": {"coach": 0, "cell": 9, "hand": 4, "pile": 0, "drawn": 0, "lucky": SEAT,
                    "panel": SEAT, "button": WORD},
}


def _number(text: str) -> int | float:
    """A JSON number as an int, or infinity if it is too long to be any number a lesson
    uses (a 5,000-digit seed is refused as a seed, not by Python's int limit)."""
    return int(text) if len(text) <= MAX_DIGITS else math.inf


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def load(game_id: str, path: Path | None = None) -> Script:
    """A game's script, its shape checked and its moves replayed (ScriptError if not)."""
    path = path or path_of(game_id)
    name = shown(path)
    try:
        raw = json.loads(storage.read_text(path, LIMIT), parse_int=_number)
    except storage.FileMissing:
        raise ScriptError(f"The lesson {name} is missing.") from None
    except storage.FileProblem as err:
        raise ScriptError(f"The lesson {name} cannot be read: {err}.") from None
    except (ValueError, RecursionError):  # RecursionError: absurdly deep nesting
        raise ScriptError(f"The lesson {name} cannot be read: it is not valid JSON.") from None
    script = parse(raw, game_id, name)
    check(script)
    return script


def parse(raw: Any, game_id: str, name: str) -> Script:
    """The script's shape and sizes, each checked with a sentence naming the file."""
    def fail(why: str) -> ScriptError:
        return ScriptError(f"The lesson {name} cannot be used: {why}.")

    if not isinstance(raw, dict) or raw.get("game") != game_id:
        raise fail(f"it is not a lesson for {game_id}")
    spec = rules.get(game_id)
    seed, players, options = raw.get("seed"), raw.get("players", 2), raw.get("options", {})
    if seed is None:
        raise fail("its seed is missing")
    if not _whole(seed, 0, MAX_SEED):
        raise fail(f"the seed must be a whole number from 0 to {MAX_SEED}")
    if not _whole(players, spec.min_players, spec.max_players):
        raise fail(f"the number of players must be a whole number from {spec.min_players} "
                   f"to {spec.max_players}")
    if not (isinstance(options, dict) and len(options) <= MAX_FIELDS and all(
            _short(k) and _short(v) for k, v in options.items())):
        raise fail("its options are damaged")
    rival = raw.get("rival")
    if not isinstance(rival, str) or not rival.strip():
        raise fail("its rival has no name")
    if len(rival) > NAME_LENGTH or clean_name(rival, "") != rival.strip():
        raise fail(f"the rival's name must be at most {NAME_LENGTH} plain characters")
    steps_raw = raw.get("steps")
    if not isinstance(steps_raw, list) or not steps_raw:
        raise fail("it has no steps")
    if len(steps_raw) > MAX_STEPS:
        raise fail(f"it has more than {MAX_STEPS} steps")
    steps = tuple(_step(s, n + 1, fail) for n, s in enumerate(steps_raw))
    if steps[0].chapter is None:
        raise fail("step 1 does not open a chapter (it needs a chapter title)")
    for n, (before, step) in enumerate(zip(steps, steps[1:], strict=False), 2):
        if step.chapter is not None and before.is_note:  # notes read leave no trace in a save
            raise fail(f"step {n} opens a chapter right after a note (a learner coming back "
                       f"could not be put at its start; open it at that note)")
    return Script(game_id, name, seed, players, dict(options), rival.strip(), steps)


def _short(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_STRING


def _move(raw: Any) -> bool:
    """Whether a move has the flat shape every game's moves have (the rules judge the rest)."""
    def plain(value: Any) -> bool:
        return (value is None or isinstance(value, bool) or _whole(value, -MAX_NUMBER, MAX_NUMBER)
                or isinstance(value, str) and len(value) <= MAX_STRING)

    return isinstance(raw, dict) and len(raw) <= MAX_FIELDS and all(
        _short(k) and (plain(v) or isinstance(v, list) and len(v) <= MAX_ITEMS
                       and all(plain(item) for item in v))
        for k, v in raw.items())


def _step(raw: Any, n: int, fail: Any) -> Step:
    if not isinstance(raw, dict) or set(raw) - {"text", "do", "auto", "spot", "chapter"}:
        raise fail(f"step {n} is damaged")
    if "do" in raw and "auto" in raw:
        raise fail(f"step {n} both asks for a move and plays one")
    action = raw.get("do", raw.get("auto"))
    if action is not None and not _move(action):
        raise fail(f"step {n} has a damaged move")
    text = _words(raw.get("text", {}), f"step {n}", MAX_TEXT, fail)
    missing = [lang for lang in LANGUAGES if not text.get(lang)]
    if action is None or "do" in raw:  # what the learner reads must be said in each language
        if missing:
            raise fail(f"step {n} says nothing in {', '.join(missing)}")
    elif text and missing:
        raise fail(f"step {n} says nothing in {', '.join(missing)}")
    spot = raw.get("spot", [])
    if not isinstance(spot, list) or len(spot) > MAX_SPOTS:
        raise fail(f"step {n} has a damaged spotlight (at most {MAX_SPOTS} places)")
    for place in spot:
        if not isinstance(place, str):
            raise fail(f"step {n} has a damaged spotlight")
        if not SPOT.fullmatch(place):
            quoted = place[:30] + ("..." if len(place) > 30 else "")
            raise fail(f"step {n} lights {quoted!r}, which is not the name of a place")
    chapter = None
    if "chapter" in raw:
        chapter = _words(raw["chapter"], f"the chapter title of step {n}", MAX_TITLE, fail)
        missing = [lang for lang in LANGUAGES if not chapter.get(lang, "").strip()]
        if missing:
            raise fail(f"the chapter title of step {n} says nothing in {', '.join(missing)}")
    return Step(text, action, "auto" in raw, tuple(spot), chapter)


def _words(raw: Any, what: str, longest: int, fail: Any) -> dict[str, str]:
    """Words in each language (`what` names them in the sentence if they are damaged)."""
    if not isinstance(raw, dict) or not all(isinstance(v, str) for v in raw.values()):
        raise fail(f"{what} has damaged words")
    unknown = sorted(set(raw) - set(LANGUAGES))
    if unknown:
        raise fail(f"{what} speaks a language Sheepfold does not have ({unknown[0][:8]!r})")
    for lang, words in raw.items():
        if len(words) > longest:
            raise fail(f"{what} says more than {longest} characters in {lang}")
        if any(len(word) > MAX_WORD for word in words.split()):
            raise fail(f"{what} has a word longer than {MAX_WORD} characters in {lang}")
    return dict(raw)


def check_spots(script: Script, zones: Iterable[str]) -> None:
    """Every place the script lights is one its table draws: a kind the table knows, with a
    number in range, or a zone of the game's map ("field:1" is the zone field_1)."""
    known, zones = TABLE_SPOTS.get(script.game, {}), set(zones)
    for n, step in enumerate(script.steps, 1):
        for place in step.spot:
            kind, sep, arg = place.partition(":")
            count = script.players if known.get(kind) == SEAT else known.get(kind)
            if count == 0:
                fine = not sep
            elif count == WORD:
                fine = bool(sep)
            elif isinstance(count, int):
                fine = arg.isdigit() and int(arg) < count
            else:
                fine = place.replace(":", "_") in zones
            if not fine:
                raise ScriptError(f"The lesson {script.file} cannot be used: step {n} lights "
                                  f"{place!r}, which is not a place on the table.")


def check(script: Script) -> State:
    """Replay the script through the rules: each move legal, the learner's asked only when
    it is theirs to make, a scripted one only when it is not asked of them. Returns the
    position the lesson ends in."""
    def fail(n: int, why: str) -> ScriptError:
        return ScriptError(f"The lesson {script.file} cannot be used: step {n} {why}.")

    check_spots(script, levels.load(script.game, script.players).zones)
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
