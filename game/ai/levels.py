"""Difficulty levels: which agent plays a game at Easy, Medium or Hard.

Per-game heuristics live in `game.ai.<game id>`, exposing `EasyAgent`, `MediumAgent` and
`hard_agent(think_time, worlds)` (both games: a short lookahead, `game.ai.lookahead`). They
are imported by name below, not found by scanning, so a packaged build sees every import. A
game without such a module still gets a Hard AI (ISMCTS with random playouts) and "random";
Easy and Medium need its heuristics.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from game.ai.base import Agent, RandomAgent
from game.ai.eager import EagerAgent
from game.ai.ismcts import IsmctsAgent

LEVELS = ("easy", "medium", "hard")
HARD_THINK_TIME = 1.0
"""Seconds Hard thinks per decision: long enough to search, short enough for a table game."""


def _black_sheep() -> ModuleType:
    import game.ai.black_sheep as module

    return module


def _boom_bah() -> ModuleType:
    import game.ai.boom_bah as module

    return module


def _bye_bye() -> ModuleType:
    import game.ai.bye_bye as module

    return module


def _sheep_sheep() -> ModuleType:
    import game.ai.sheep_sheep as module

    return module


HEURISTICS: dict[str, Callable[[], ModuleType]] = {
    "black_sheep": _black_sheep,
    "boom_bah": _boom_bah,
    "bye_bye": _bye_bye,
    "sheep_sheep": _sheep_sheep,
}


def heuristics(game_id: str) -> ModuleType | None:
    """The game's heuristic module, or None if it has none (yet)."""
    loader = HEURISTICS.get(game_id)
    if loader is None:
        return None
    try:
        return loader()
    except ModuleNotFoundError as missing:
        if missing.name != f"game.ai.{game_id}":
            raise
        return None


def available_levels(game_id: str) -> tuple[str, ...]:
    """The levels `make_agent` accepts for this game, easiest first ("random" excluded)."""
    return LEVELS if heuristics(game_id) is not None else ("hard",)


def make_agent(game_id: str, level: str, *, hard_iterations: int | None = None,
               think_time: float = HARD_THINK_TIME) -> Agent:
    """A fresh agent for `level` ("random", "easy", "medium" or "hard") in this game.

    `hard_iterations` fixes Hard's search size (lookahead worlds, or ISMCTS iterations);
    otherwise Hard thinks for `think_time` seconds.
    """
    if level == "random":
        return RandomAgent()
    if level == "eager":  # the soak's and the fuzz's, never offered to players
        return EagerAgent()
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}; choose one of: random, {', '.join(LEVELS)}.")
    module = heuristics(game_id)
    if level == "hard":
        if module is None:
            return IsmctsAgent(think_time=think_time, iterations=hard_iterations)
        return module.hard_agent(think_time, hard_iterations)
    if module is None:
        raise ValueError(f"no AI for {game_id!r} at level {level!r} yet (try hard or random).")
    return module.EasyAgent() if level == "easy" else module.MediumAgent()
