"""The rule-module protocol every game follows, and helpers shared by the games.

A game module exposes one `GameSpec`. Its `State` is pure Python (no pygame), JSON-able,
draws randomness only from its own seeded `random.Random`, and changes only through
`apply`. Everything the screen or an AI needs goes through `view(seat)`; search AI
samples hidden information through `determinize(seat, rng)`.

Conventions for game authors:
- `legal_actions()` returns the decisions of `to_move`, in a stable order, no duplicates.
- `apply(action)` is a template: it refuses anything not in `legal_actions()` with a
  sentence (`explain_illegal`) and leaves the state untouched; `_apply` does the work.
  `apply` is atomic: if `_apply` raises, the state is put back exactly as it was (from a
  `clone` taken first) and a `RulesFault` is raised. Search AI calls `_apply` directly on
  states it throws away, and so pays for no clone.
- `snapshot()` is the full state as plain data (the random generator included); two states
  are equal when their snapshots are. Tests compare snapshots, saves replay actions.
- `determinize(seat, rng)` must depend only on what `view(seat)` shows: pool the unknown
  things in a canonical (sorted) order before dealing them with `rng`, and reseed the
  state's own generator from `rng`. Then an AI that sees only its seat cannot tell the
  real hidden cards from any others, which the fairness tests check.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import random
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar


class IllegalAction(ValueError):
    """An action the rules refuse; the message is a sentence for the player."""


class RulesFault(RuntimeError):
    """A legal action the rules engine failed to carry out (a bug). The state is exactly
    as it was before the action; the cause (`__cause__`) holds the traceback for the log."""

    SENTENCE = "The rules engine could not carry out that move."

    def __init__(self) -> None:
        super().__init__(self.SENTENCE)


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Action:
    """A decision. Subclasses are small frozen dataclasses with int/str/tuple fields."""

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data

    def __str__(self) -> str:  # subclasses: third person, read after a name in the log
        args = ", ".join(f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self))
        return f"{self.kind}({args})"


def _check_value(value: Any, hint: Any, where: str) -> Any:
    """Convert a JSON value to the field's declared type, or refuse it."""
    origin = typing.get_origin(hint)
    if hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif hint is str:
        if isinstance(value, str):
            return value
    elif origin is tuple:
        args = typing.get_args(hint)
        if isinstance(value, list | tuple):
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(_check_value(v, args[0], where) for v in value)
            if len(args) == len(value):
                return tuple(_check_value(v, a, where) for v, a in zip(value, args, strict=True))
    elif origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        for option in typing.get_args(hint):
            if option is type(None) and value is None:
                return None
            try:
                return _check_value(value, option, where)
            except IllegalAction:
                continue
    raise IllegalAction(f"That move is malformed: {where} has the wrong kind of value.")


@functools.cache
def _fields(cls: type[Action]) -> tuple[dict[str, Any], list[str]]:
    """An action class's field types and names (worked out once: replays read thousands)."""
    return typing.get_type_hints(cls), [f.name for f in dataclasses.fields(cls)]


def action_from_json(data: Any, classes: Sequence[type[Action]]) -> Action:
    """Rebuild an action from its JSON form, refusing anything malformed with a sentence."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise IllegalAction("That move is malformed: it does not say what kind of move it is.")
    by_kind = {c.kind: c for c in classes}
    cls = by_kind.get(data["type"])
    if cls is None:
        raise IllegalAction(f"There is no move called {data['type']!r} in this game.")
    hints, names = _fields(cls)
    extra = set(data) - set(names) - {"type"}
    missing = [n for n in names if n not in data]
    if extra or missing:
        raise IllegalAction(f"That move is malformed: {cls.kind} needs exactly {names}.")
    return cls(**{n: _check_value(data[n], hints[n], n) for n in names})


# --------------------------------------------------------------------------- events


@dataclass(frozen=True)
class Event:
    """Something that happened, for the table to animate and the log to tell.

    `public` is what everyone sees. `secret` adds details only the seats in `seen_by`
    may see (`seen_by=None` means everyone). `reveals` marks an event that showed hidden
    information or used chance: undo never goes back across one.
    """

    kind: str
    public: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] = field(default_factory=dict)
    seen_by: frozenset[int] | None = frozenset()
    reveals: bool = False

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        data = {"kind": self.kind, **self.public}
        if self.seen_by is None or (seat is not None and seat in self.seen_by):
            data.update(self.secret)
        return data


# --------------------------------------------------------------------------- results


@dataclass
class Result:
    """The end of a game: winners (seat indices) and each seat's score line by line."""

    winners: list[int]
    scores: list[int]
    breakdown: list[list[tuple[str, int]]]
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": self.winners,
            "scores": self.scores,
            "breakdown": [[list(line) for line in seat] for seat in self.breakdown],
            "note": self.note,
        }


# --------------------------------------------------------------------------- state


class State(ABC):
    """One game in progress. Subclasses implement the underscored hooks."""

    players: int
    rng: random.Random
    action_classes: ClassVar[Sequence[type[Action]]] = ()

    # -- to implement -------------------------------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int | None: ...

    @abstractmethod
    def legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]: ...

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]: ...

    @abstractmethod
    def result(self) -> Result: ...

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> State: ...

    @abstractmethod
    def snapshot(self) -> dict[str, Any]: ...

    def explain_illegal(self, action: Action) -> str:
        """Why `action` is not allowed now; games override for better sentences."""
        return f"{action} is not allowed now."

    # -- shared -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def apply(self, action: Action) -> list[Event]:
        if self.is_over:
            raise IllegalAction("The game is over; no more moves can be made.")
        if not isinstance(action, Action) or type(action) not in self.action_classes:
            raise IllegalAction("That is not a move of this game.")
        if action not in self.legal_actions():
            raise IllegalAction(self.explain_illegal(action))
        before = self.clone()
        try:
            return self._apply(action)
        except Exception as error:
            self.__dict__.clear()
            self.__dict__.update(before.__dict__)
            raise RulesFault() from error

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data, self.action_classes)

    def clone(self) -> State:
        return copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.snapshot() == other.snapshot()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]


def rng_state(rng: random.Random) -> list[Any]:
    """The generator's state as JSON-able data (for snapshots)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def reseeded(rng: random.Random) -> random.Random:
    """A fresh generator drawn from `rng` (determinize must not replay the real future)."""
    return random.Random(rng.getrandbits(64))


# --------------------------------------------------------------------------- spec


@dataclass(frozen=True)
class Option:
    """A game option: allowed values (the first is not necessarily the default)."""

    label: str
    values: tuple[str, ...]
    default: str
    help: str = ""


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    options: dict[str, Option]
    new_state: Callable[[int, int, dict[str, str]], State]
    rules_text: str = ""

    def resolve_options(self, given: dict[str, str] | None) -> dict[str, str]:
        """Fill in defaults and refuse unknown names or values with a sentence."""
        given = dict(given or {})
        out = {}
        for name, opt in self.options.items():
            value = given.pop(name, opt.default)
            if value not in opt.values:
                raise IllegalAction(
                    f"Option {name} of {self.title} must be one of {', '.join(opt.values)}, "
                    f"not {value!r}."
                )
            out[name] = value
        if given:
            known = ", ".join(self.options) or "none"
            raise IllegalAction(
                f"{self.title} has no option {', '.join(given)} (its options: {known})."
            )
        return out

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            counts = (f"exactly {self.min_players}" if self.min_players == self.max_players
                      else f"{self.min_players} to {self.max_players}")
            raise IllegalAction(f"{self.title} is for {counts} players, not {players}.")

    def start(self, players: int, seed: int, options: dict[str, str] | None = None,
              board: dict[str, str] | None = None) -> State:
        """A new game. `board` is data a table map may change (its map properties, as
        strings); games that take none ignore it, and without it a game uses its defaults."""
        self.check_players(players)
        if board:
            return self.new_state(players, seed, self.resolve_options(options), board=board)
        return self.new_state(players, seed, self.resolve_options(options))

    def option_sets(self) -> list[dict[str, str]]:
        """Every combination of option values (for the conformance suite)."""
        sets: list[dict[str, str]] = [{}]
        for name, opt in self.options.items():
            sets = [dict(s, **{name: v}) for s in sets for v in opt.values]
        return sets


def dumps(data: Any) -> str:
    """Canonical JSON (sorted keys), used to compare views and snapshots."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


# --------------------------------------------------------------------------- cards


def shuffled(items: Sequence[Any], rng: random.Random) -> list[Any]:
    out = list(items)
    rng.shuffle(out)
    return out


def deal_unknown(unknown: list[Any], sizes: Sequence[int], rng: random.Random) -> list[list[Any]]:
    """Shuffle the canonically ordered `unknown` pool and cut it into piles of `sizes`.

    Whatever is left over forms a last pile (the face-down deck, say).
    """
    pool = sorted(unknown, key=dumps)
    rng.shuffle(pool)
    piles, start = [], 0
    for size in sizes:
        piles.append(pool[start:start + size])
        start += size
    piles.append(pool[start:])
    return piles
