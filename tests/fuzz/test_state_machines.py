"""Hypothesis state machines over every registered game: legal play mixed with refusals.

Each machine plays a real game while throwing at it everything a damaged save, a buggy
table or a confused AI could send: moves from a stranger's game, moves built from another
seat's knowledge, out-of-range numbers, wrong types and malformed JSON; and stretches of
play by the eager agent (every answer card played, hands run empty). Every refusal must
be an `IllegalAction` with a sentence, and must leave the state exactly as it was; after
every legal step the game's invariants (when it has a checker) must hold.

Set SHEEPFOLD_FUZZ_EXAMPLES to run longer, randomized fuzzing (the default is a short,
repeatable run).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
from collections import Counter
from typing import Any

import hypothesis.strategies as st
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule

from game.ai.base import Observation
from game.ai.eager import EagerAgent
from game.rules import GAMES
from game.rules.base import Action, IllegalAction, State, dumps
from game.soak import INVARIANTS

EXAMPLES = int(os.environ.get("SHEEPFOLD_FUZZ_EXAMPLES", "0"))
SETTINGS = settings(max_examples=EXAMPLES or 30, stateful_step_count=50, deadline=None,
                    derandomize=not EXAMPLES, database=None,
                    suppress_health_check=[HealthCheck.too_slow])
TALLY: Counter[str] = Counter()
"""What the machines did, by kind (read by whoever wants figures: legal, refused, ...)."""

OUT_OF_RANGE = (7, -1, -7, 49, 99, 2**40)
NEVER_A_FIELD = (1.5, {}, {"x": 1}, [[1, 2]], float("nan"))
WRONG_VALUES = ("x", "", None, True, 3, [], [1, "a"], *NEVER_A_FIELD)
JSON_ATOMS = st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.text(max_size=6)
JSON = st.recursive(JSON_ATOMS, lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=8)


class Stranger(Action):
    """A move no game knows."""

    kind = "stranger"


def with_numbers_replaced(data: Any, value: int) -> list[Any]:
    """Every variant of `data` with one of its ints (also inside lists) set to `value`."""
    if isinstance(data, bool) or not isinstance(data, int | list | dict):
        return []
    if isinstance(data, int):
        return [value]
    keys = data.keys() if isinstance(data, dict) else range(len(data))
    out = []
    for key in keys:
        if key == "type":
            continue
        for changed in with_numbers_replaced(data[key], value):
            copy = dict(data) if isinstance(data, dict) else list(data)
            copy[key] = changed
            out.append(copy)
    return out


def machine_for(game_id: str) -> type[RuleBasedStateMachine]:
    """A state machine class playing `game_id` (one class per game, so failures name it)."""
    spec = GAMES[game_id]
    check = INVARIANTS.get(game_id, lambda _state: [])
    foreign = [s for gid, s in GAMES.items() if gid != game_id]
    classes = spec.start(spec.min_players, 0).action_classes
    kinds = [c.kind for c in classes]
    field_names = sorted({f.name for c in classes for f in dataclasses.fields(c)} | {"zzz"})

    class GameMachine(RuleBasedStateMachine):
        state: State
        stranger: State
        options: dict[str, str]

        @initialize(players=st.integers(spec.min_players, spec.max_players),
                    seed=st.integers(0, 2**31 - 1), options=st.sampled_from(spec.option_sets()))
        def start(self, players: int, seed: int, options: dict[str, str]) -> None:
            self.state = spec.start(players, seed, options)
            self.options = options
            self.stranger = spec.start(players, seed ^ 0x5EED, options)

        # -- helpers ------------------------------------------------------------------
        def legal(self) -> list[Action]:
            return self.state.legal_actions()

        def refused(self, action: Any) -> None:
            """`action` must be refused with a sentence and change nothing."""
            before = dumps(self.state.snapshot())
            try:
                self.state.apply(action)
            except IllegalAction as err:
                assert str(err).strip(), f"{action!r} was refused without a sentence"
            else:
                raise AssertionError(f"{action!r} was accepted though it is not legal")
            assert dumps(self.state.snapshot()) == before, f"refusing {action!r} changed the state"
            TALLY["refused"] += 1

        def try_json(self, raw: Any) -> None:
            """Raw JSON is refused when read, or read into a move that is legal or refused."""
            text = json.dumps(raw)  # what a save holds: it must survive the trip
            try:
                action = self.state.action_from_json(json.loads(text))
            except IllegalAction as err:
                assert str(err).strip(), f"{raw!r} was refused without a sentence"
                TALLY["malformed"] += 1
                return
            if action not in self.legal():
                self.refused(action)

        # -- legal play ---------------------------------------------------------------
        @precondition(lambda self: not self.state.is_over)
        @rule(picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=8))
        def play(self, picks: list[int]) -> None:
            for pick in picks:
                self.step(pick)
            if not self.stranger.is_over:
                legal = self.stranger.legal_actions()
                self.stranger.apply(legal[picks[0] % len(legal)])

        @precondition(lambda self: not self.state.is_over)
        @rule(seed=st.integers(0, 2**31 - 1), count=st.integers(10, 80))
        def fast_forward(self, seed: int, count: int) -> None:
            rng = random.Random(seed)
            for _ in range(count):
                self.step(rng.randrange(10**6))

        @precondition(lambda self: not self.state.is_over)
        @rule(seed=st.integers(0, 2**31 - 1), count=st.integers(10, 120))
        def eager_forward(self, seed: int, count: int) -> None:
            """The eager agent at every seat: every answer played, hands run empty."""
            rng, eager = random.Random(seed), EagerAgent()  # its own: it counts a long turn
            for _ in range(count):
                if self.state.is_over:
                    return
                self.state.apply(eager.choose(Observation.of(self.state), rng))
                TALLY["eager"] += 1
                assert check(self.state) == []

        def step(self, pick: int) -> None:
            """One legal move (if the game is not over), then the invariants."""
            if self.state.is_over:
                return
            legal = self.legal()
            assert legal, "nothing is legal before the end"
            self.state.apply(legal[pick % len(legal)])
            TALLY["legal"] += 1
            assert check(self.state) == []
            json.dumps(self.state.view(None))

        @precondition(lambda self: self.state.is_over)
        @rule(seed=st.integers(0, 2**31 - 1))
        def play_again(self, seed: int) -> None:
            assert self.state.legal_actions() == []
            self.state.result()
            self.refused(Stranger())
            self.state = spec.start(self.state.players, seed, self.options)
            TALLY["games"] += 1

        # -- refusals -----------------------------------------------------------------
        @rule(pick=st.integers(0, 10**6))
        def move_from_a_strangers_game(self, pick: int) -> None:
            legal = self.legal()
            others = [a for a in self.stranger.legal_actions() if a not in legal]
            if others:
                self.refused(others[pick % len(others)])

        @precondition(lambda self: not self.state.is_over)
        @rule(pick=st.integers(0, 10**6), seat=st.integers(0, 5), seed=st.integers(0, 99))
        def move_from_another_seats_knowledge(self, pick: int, seat: int, seed: int) -> None:
            observer = seat % self.state.players
            before = dumps(self.state.snapshot())
            world = self.state.determinize(observer, random.Random(seed))
            assert dumps(self.state.snapshot()) == before, "determinize changed the state"
            legal = self.legal()
            others = [a for a in world.legal_actions() if a not in legal]
            if others:
                self.refused(others[pick % len(others)])

        @rule(pick=st.integers(0, 10**6), value=st.sampled_from(OUT_OF_RANGE))
        def out_of_range_number(self, pick: int, value: int) -> None:
            legal = self.legal() or self.stranger.legal_actions()
            if not legal:
                return
            variants = with_numbers_replaced(legal[pick % len(legal)].to_json(), value)
            if variants:
                self.try_json(variants[pick % len(variants)])

        @rule(pick=st.integers(0, 10**6), value=st.sampled_from(WRONG_VALUES))
        def wrong_type(self, pick: int, value: Any) -> None:
            legal = self.legal() or self.stranger.legal_actions()
            if not legal:
                return
            raw = legal[pick % len(legal)].to_json()
            fields = [k for k in raw if k != "type"]
            if not fields:
                raw["extra"] = value
            else:
                raw[fields[pick % len(fields)]] = value
            if value in NEVER_A_FIELD or not fields:
                try:
                    self.state.action_from_json(raw)
                except IllegalAction as err:
                    assert str(err).strip()
                    TALLY["malformed"] += 1
                    return
                raise AssertionError(f"{raw!r} was read as a move")
            self.try_json(raw)

        @rule(raw=JSON)
        def malformed_json(self, raw: Any) -> None:
            self.try_json(raw)

        @rule(kind=st.sampled_from(kinds), fields=st.dictionaries(
            st.sampled_from(field_names), JSON, max_size=3))
        def known_kind_with_random_fields(self, kind: str, fields: dict[str, Any]) -> None:
            self.try_json({"type": kind, **fields})

        @rule(thing=st.sampled_from([None, "pass", 3, {"type": "pass"}, Stranger]))
        def not_an_action(self, thing: Any) -> None:
            self.refused(thing() if thing is Stranger else thing)

        @precondition(lambda self: bool(foreign))
        @rule(pick=st.integers(0, 10**6))
        def move_of_another_game(self, pick: int) -> None:
            other = foreign[pick % len(foreign)]
            legal = other.start(other.min_players, pick, {}).legal_actions()
            self.refused(legal[pick % len(legal)])

    GameMachine.__name__ = GameMachine.__qualname__ = f"{game_id.title().replace('_', '')}Machine"
    GameMachine.TestCase.settings = SETTINGS
    return GameMachine


for _gid in GAMES:
    _machine = machine_for(_gid)
    globals()[f"Test{_machine.__name__}"] = _machine.TestCase
