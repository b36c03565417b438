"""One game in progress: seats, state, the action log, undo, autosave and AI turns.

Scenes never touch a `State`; they ask the `Match`, which only calls `State.apply`. Every
applied action is autosaved atomically, so quitting, crashing or losing power loses nothing.
AI decisions run on a worker thread against a clone of the state, so animations keep playing.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import rules, saves, storage
from game.ai.base import Agent, Observation
from game.levels import board_data
from game.rules.base import Action, Event, IllegalAction, Result, State
from game.saves import SaveData, SaveError, Seat


def autosave_path() -> Path:
    return storage.home() / "autosave.json"


def finished_dir() -> Path:
    return storage.home() / "finished"


@dataclass
class Step:
    """One applied action: who decided, what, and what happened."""

    seat: int
    action: Action
    events: list[Event]

    @property
    def reveals(self) -> bool:
        return any(e.reveals for e in self.events)


class Match:
    def __init__(self, data: SaveData, autosave: Path | None = None,
                 agents: dict[int, Agent] | None = None):
        self.spec = rules.get(data.game)
        self.data = SaveData(data.game, dict(data.options), data.seed, list(data.seats), [])
        self.autosave = autosave
        self.board = board_data(data.game, len(data.seats))
        self.state: State = self.spec.start(len(data.seats), data.seed, data.options, self.board)
        self.steps: list[Step] = []
        self._agents = agents if agents is not None else {}
        self._pool: ThreadPoolExecutor | None = None
        self._thinking: Future | None = None
        self._generation = 0
        for i, raw in enumerate(data.actions):
            try:
                self._apply(self.state.action_from_json(raw))
            except IllegalAction as err:
                raise SaveError(f"Move {i + 1} of this save is not possible: {err}") from None
        if autosave is not None:
            storage.remove_leftovers(autosave)
        self._save()

    # -- creation -----------------------------------------------------------------
    @classmethod
    def new(cls, game: str, seats: list[Seat], seed: int | None = None,
            options: dict[str, str] | None = None, autosave: Path | None = None) -> Match:
        spec = rules.get(game)
        spec.check_players(len(seats))
        seed = random.randrange(1 << 31) if seed is None else seed
        return cls(SaveData(game, spec.resolve_options(options), seed, seats), autosave)

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> Match:
        data = saves.read(path)
        try:
            return cls(data, autosave)
        except SaveError as err:  # name the file, as every other save problem does
            raise SaveError(f"The save {path.name} cannot be used. {err}") from None

    # -- reading ------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.data.seats

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def seat_to_move(self) -> Seat | None:
        seat = self.state.to_move
        return None if seat is None else self.seats[seat]

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.state.view(seat)

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    def result(self) -> Result:
        return self.state.result()

    def log_lines(self) -> list[str]:
        return [f"{self.seats[s.seat].name} {s.action}" for s in self.steps]

    # -- changing -----------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a decision of the seat to move (IllegalAction explains a refusal)."""
        events = self._apply(action)
        self._generation += 1
        self._save()
        return events

    def _apply(self, action: Action) -> list[Event]:
        seat = self.state.to_move
        events = self.state.apply(action)
        self.steps.append(Step(seat if seat is not None else -1, action, events))
        self.data.actions.append(action.to_json())
        return events

    def can_undo(self) -> bool:
        """A human may take back their own last decision unless it revealed or drew anything."""
        if not self.steps or self.is_over:
            return False
        last = self.steps[-1]
        return not self.seats[last.seat].is_ai and not last.reveals

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction("That move cannot be taken back: something was revealed since, "
                                "or it was not your decision.")
        kept = self.data.actions[:-1]
        self._generation += 1
        self.data.actions = []
        self.state = self.spec.start(len(self.seats), self.data.seed, self.data.options,
                                     self.board)
        self.steps = []
        for raw in kept:
            self._apply(self.state.action_from_json(raw))
        self._save()

    # -- saving -------------------------------------------------------------------
    def _save(self) -> None:
        if self.autosave is None:
            return
        saves.write(self.autosave, self.data)
        if self.is_over:
            finished = finished_dir() / f"{self.data.game}-{self.data.seed}-{len(self.steps)}.json"
            storage.remove_leftovers(finished)  # a kill while this was first written
            saves.write(finished, self.data)
            self.autosave.unlink(missing_ok=True)

    def save_as(self, path: Path) -> None:
        saves.write(path, self.data)

    # -- AI -----------------------------------------------------------------------
    def agent_for(self, seat: int) -> Agent:
        if seat not in self._agents:
            from game.ai.levels import make_agent

            self._agents[seat] = make_agent(self.data.game, self.seats[seat].level or "medium")
        return self._agents[seat]

    def ai_to_move(self) -> bool:
        seat = self.seat_to_move()
        return seat is not None and seat.is_ai

    def think(self) -> None:
        """Start the AI of the seat to move on the worker thread (if not already)."""
        if self._thinking is not None or not self.ai_to_move():
            return
        seat = self.state.to_move
        assert seat is not None
        obs = Observation.of(self.state.clone())
        rng = random.Random(hash((self.data.seed, len(self.steps), seat)))
        agent = self.agent_for(seat)
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sheepfold-ai")
        generation = self._generation
        future = self._pool.submit(agent.choose, obs, rng)
        future.generation = generation  # type: ignore[attr-defined]
        self._thinking = future

    def poll_ai(self) -> Action | None:
        """The AI's decision once it is ready (None while it thinks)."""
        future = self._thinking
        if future is None or not future.done():
            return None
        self._thinking = None
        if future.generation != self._generation:  # type: ignore[attr-defined]
            return None  # the position changed (undo) while it thought
        return future.result()

    @property
    def thinking(self) -> bool:
        return self._thinking is not None

    def wait_for_ai(self, timeout: float) -> None:
        """Block until the AI's answer is ready, at most `timeout` seconds (for tests and
        tools that step frames faster than real time; the game itself polls)."""
        if self._thinking is not None:
            wait([self._thinking], timeout)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
