"""The agent interface: an agent sees one seat's knowledge, never the state itself."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from game.rules.base import Action, State


@dataclass(frozen=True)
class Observation:
    """What an agent may use: its seat's view, its legal actions, and sampled worlds.

    `determinize` produces full states consistent with the seat's view; the real hidden
    cards are not reachable from here (the private `_state` is used only to sample).
    """

    seat: int
    view: dict[str, Any]
    legal_actions: tuple[Action, ...]
    _state: State

    @classmethod
    def of(cls, state: State) -> Observation:
        seat = state.to_move
        assert seat is not None, "nobody is to move"
        return cls(seat, state.view(seat), tuple(state.legal_actions()), state)

    def determinize(self, rng: random.Random) -> State:
        return self._state.determinize(self.seat, rng)


class Agent(ABC):
    """Chooses an action for the seat to move. Must not read anything hidden."""

    name = "agent"
    thinks = True
    """False for an agent that answers at once from what it is given (a lesson's script):
    it chooses in the window's process, not in the AI's worker process."""

    @abstractmethod
    def choose(self, obs: Observation, rng: random.Random) -> Action: ...


class RandomAgent(Agent):
    name = "random"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return rng.choice(obs.legal_actions)
