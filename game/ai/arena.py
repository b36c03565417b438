"""Whole games between agents, headless: match-ups, win rates and the AI benchmark.

Every figure is repeatable from the seed when Hard runs a fixed number of iterations:
game `i` of a match-up is dealt with seed `seed + i`, and each seat's agent draws from
its own generator seeded from the game seed and the seat.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Any, NamedTuple

from game.ai.base import Agent, Observation
from game.ai.ismcts import SearchStats
from game.ai.levels import make_agent
from game.rules import get
from game.rules.base import GameSpec, Result, State

BENCH_HARD_ITERATIONS = 12
"""Hard's search size in `bench_ai` for games whose Hard is ISMCTS."""
BENCH_HARD_BUDGET = {"black_sheep": 4, "boom_bah": 8}
"""Games whose Hard is a lookahead: sampled worlds per decision. Black Sheep's Hard checks
three plays in 4 worlds in ~45 ms (200 games of Hard vs Medium: about five minutes);
Sheep-Boom-Bah's in 8 worlds in ~30 ms (about three minutes)."""


class GameRecord(NamedTuple):
    state: State
    result: Result
    actions: int
    decision_seconds: list[list[float]]
    """Per seat, the wall time of each of its decisions."""
    search_stats: list[list[SearchStats]]
    """Per seat, the stats of each decision of a searching agent (empty for the others)."""


def play_game(spec: GameSpec, agents: list[Agent], seed: int,
              options: dict[str, str] | None = None) -> GameRecord:
    """Play one game to the end, one agent per seat; nobody sees more than their seat."""
    state = spec.start(len(agents), seed, options)
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(len(agents))]
    seconds: list[list[float]] = [[] for _ in agents]
    searches: list[list[SearchStats]] = [[] for _ in agents]
    actions = 0
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        agent = agents[seat]
        started = time.perf_counter()
        action = agent.choose(Observation.of(state), rngs[seat])
        seconds[seat].append(time.perf_counter() - started)
        stats = getattr(agent, "stats", None)
        if isinstance(stats, SearchStats):
            searches[seat].append(stats)
        state.apply(action)
        actions += 1
    return GameRecord(state, state.result(), actions, seconds, searches)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return (max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale))


def match_up(spec: GameSpec, agent_a: Agent, agent_b: Agent, games: int, seed: int = 0,
             options: dict[str, str] | None = None,
             seats_alternate: bool = True) -> dict[str, Any]:
    """Two agents play `games` two-player games; A's record, win rate and timings.

    Ties (joint winners) count half a win in `win_rate` and its 95% Wilson interval.
    `search` summarises the decisions of a side that searched (Hard), if any.
    """
    record = {"wins": 0, "losses": 0, "ties": 0}
    times: dict[str, list[float]] = {"a": [], "b": []}
    searches: dict[str, list[SearchStats]] = {"a": [], "b": []}
    for game in range(games):
        a_seat = game % 2 if seats_alternate else 0
        seats = {"a": a_seat, "b": 1 - a_seat}
        agents = [agent_a, agent_b] if a_seat == 0 else [agent_b, agent_a]
        played = play_game(spec, agents, seed + game, options)
        a_won, b_won = (seats[side] in played.result.winners for side in ("a", "b"))
        record["ties" if a_won and b_won else "wins" if a_won else "losses"] += 1
        for side, seat in seats.items():
            times[side] += played.decision_seconds[seat]
            searches[side] += [s for s in played.search_stats[seat] if s.iterations]
    score = record["wins"] + record["ties"] / 2
    return {
        "game": spec.id, "games": games, **record,
        "win_rate": score / games if games else 0.0, "win_rate_95": list(wilson(score, games)),
        "mean_decision_seconds": {side: statistics.fmean(t) if t else 0.0
                                  for side, t in times.items()},
        "search": {side: summarise(s) for side, s in searches.items() if s},
    }


def summarise(searches: list[SearchStats]) -> dict[str, float]:
    """Decision time percentiles and search speed over a list of searches."""
    seconds = sorted(s.seconds for s in searches)
    total = sum(seconds)
    return {
        "decisions": len(seconds),
        "p50_seconds": seconds[len(seconds) // 2],
        "p95_seconds": seconds[min(len(seconds) - 1, int(0.95 * len(seconds)))],
        "simulations_per_second": sum(s.iterations for s in searches) / total if total else 0.0,
    }


def head_to_head(game_id: str, a_level: str, b_level: str, games: int, seed: int = 0,
                 options: dict[str, str] | None = None, seats_alternate: bool = True,
                 hard_iterations: int | None = None) -> dict[str, Any]:
    """`match_up` between two levels of a registered game (see `make_agent`)."""
    figures = match_up(get(game_id),
                       make_agent(game_id, a_level, hard_iterations=hard_iterations),
                       make_agent(game_id, b_level, hard_iterations=hard_iterations),
                       games, seed, options, seats_alternate)
    return {"a": a_level, "b": b_level, **figures}


def bench_ai(game_id: str, games: int = 200, hard_iterations: int | None = None,
             seed: int = 0, options: dict[str, str] | None = None) -> dict[str, Any]:
    """Hard vs Medium and Medium vs Easy, seats alternating, as JSON-able figures.

    `hard_iterations` defaults to the game's benchmark budget (`BENCH_HARD_BUDGET`)."""
    if hard_iterations is None:
        hard_iterations = BENCH_HARD_BUDGET.get(game_id, BENCH_HARD_ITERATIONS)
    hard = head_to_head(game_id, "hard", "medium", games, seed, options,
                        hard_iterations=hard_iterations)
    medium = head_to_head(game_id, "medium", "easy", games, seed, options)
    search = hard["search"].get("a", {})
    return {
        "game": game_id,
        "games": games,
        "seed": seed,
        "hard_iterations": hard_iterations,
        "hard_vs_medium": hard,
        "medium_vs_easy": medium,
        "hard_decision_seconds": {"p50": search.get("p50_seconds", 0.0),
                                  "p95": search.get("p95_seconds", 0.0)},
        "hard_simulations_per_second": search.get("simulations_per_second", 0.0),
    }
