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
from game.ai.boom_bah import HARD_WORLDS as BOOM_BAH_HARD_WORLDS
from game.ai.ismcts import IsmctsAgent, SearchStats
from game.ai.levels import make_agent
from game.ai.worker import Thinker
from game.rules import get
from game.rules.base import GameSpec, Result, State

BENCH_HARD_ITERATIONS = 12
"""Hard's search size in `bench_ai` for games whose Hard is ISMCTS."""
BENCH_HARD_BUDGET = {"black_sheep": 4, "boom_bah": BOOM_BAH_HARD_WORLDS}
"""Games whose Hard is a lookahead: sampled worlds per decision. Black Sheep's Hard checks
three plays in 4 worlds in ~36 ms (p50; 200 games of each match-up take about two minutes on
two cores). Sheep-Boom-Bah's plays at its shipped cap, the 64 worlds the shipped Hard
reaches well within its second (~0.15 s p50), so the figures describe what players meet."""
BENCH_ISMCTS_RIVAL = {"boom_bah": (320, 40)}
"""Games whose Hard also meets the project's plain ISMCTS (random playouts, as a game
without heuristics gets it): (iterations, games). A fixed count keeps the figures
repeatable; 320 iterations give ISMCTS at least four times Hard's time (measured in one
run: p50 0.85 s a decision against Hard's 0.18 s). One such game takes about a minute on
two cores, hence only 40 games."""


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


class Pairing(NamedTuple):
    """One game of a match-up, from A's side: who won and how each side decided."""

    a_won: bool
    b_won: bool
    seconds: dict[str, list[float]]
    searches: dict[str, list[SearchStats]]


def pairing(spec: GameSpec, agent_a: Agent, agent_b: Agent, game: int, seed: int,
            options: dict[str, str] | None, seats_alternate: bool) -> Pairing:
    """Game `game` of a match-up: dealt with `seed + game`, A moving first in even games."""
    a_seat = game % 2 if seats_alternate else 0
    seats = {"a": a_seat, "b": 1 - a_seat}
    agents = [agent_a, agent_b] if a_seat == 0 else [agent_b, agent_a]
    played = play_game(spec, agents, seed + game, options)
    return Pairing(seats["a"] in played.result.winners, seats["b"] in played.result.winners,
                   {side: played.decision_seconds[seat] for side, seat in seats.items()},
                   {side: [s for s in played.search_stats[seat] if s.iterations]
                    for side, seat in seats.items()})


def match_up(spec: GameSpec, agent_a: Agent, agent_b: Agent, games: int, seed: int = 0,
             options: dict[str, str] | None = None,
             seats_alternate: bool = True) -> dict[str, Any]:
    """Two agents play `games` two-player games; A's record, win rate and timings."""
    return figures(spec.id, [pairing(spec, agent_a, agent_b, game, seed, options,
                                     seats_alternate) for game in range(games)])


def figures(game_id: str, games: list[Pairing]) -> dict[str, Any]:
    """A's record over `games`, its win rate with the 95% Wilson interval, and timings.

    Ties (joint winners) count half a win. `search` summarises the decisions of a side that
    searched (Hard), if any.
    """
    record = {"wins": 0, "losses": 0, "ties": 0}
    for game in games:
        record["ties" if game.a_won and game.b_won else "wins" if game.a_won
               else "losses"] += 1
    score = record["wins"] + record["ties"] / 2
    times = {side: [t for g in games for t in g.seconds[side]] for side in ("a", "b")}
    searches = {side: [s for g in games for s in g.searches[side]] for side in ("a", "b")}
    return {
        "game": game_id, "games": len(games), **record,
        "win_rate": score / len(games) if games else 0.0,
        "win_rate_95": list(wilson(score, len(games))),
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
                 hard_iterations: int | None = None, jobs: int = 1,
                 ismcts_iterations: int = 0) -> dict[str, Any]:
    """`match_up` between two levels of a registered game (see `make_agent`; "ismcts" is
    plain ISMCTS searching `ismcts_iterations` times), its games shared among `jobs`
    processes. The figures do not depend on `jobs`: each game is dealt and seeded by its
    number, and fixed-size agents keep nothing from game to game."""
    chunks = [list(range(games))[job::jobs] for job in range(max(1, min(jobs, games)))]
    args = (game_id, a_level, b_level, seed, options, seats_alternate, hard_iterations,
            ismcts_iterations)
    if len(chunks) == 1:
        played = _play_levels(chunks[0], *args)
    else:
        pool = Thinker(len(chunks))  # the table's AI worker mechanism, a process a core
        try:
            parts = pool.map(_play_levels, chunks, *([a] * len(chunks) for a in args))
        finally:
            pool.close()
        by_number = {n: game for chunk, part in zip(chunks, parts, strict=True)
                     for n, game in zip(chunk, part, strict=True)}
        played = [by_number[n] for n in range(games)]
    return {"a": a_level, "b": b_level, **figures(game_id, played)}


def _play_levels(numbers: list[int], game_id: str, a_level: str, b_level: str, seed: int,
                 options: dict[str, str] | None, seats_alternate: bool,
                 hard_iterations: int | None, ismcts_iterations: int) -> list[Pairing]:
    spec = get(game_id)

    def agent(level: str) -> Agent:
        if level == "ismcts":
            return IsmctsAgent(iterations=ismcts_iterations)
        return make_agent(game_id, level, hard_iterations=hard_iterations)

    agent_a, agent_b = agent(a_level), agent(b_level)
    return [pairing(spec, agent_a, agent_b, n, seed, options, seats_alternate)
            for n in numbers]


def bench_ai(game_id: str, games: int = 200, hard_iterations: int | None = None,
             seed: int = 0, options: dict[str, str] | None = None,
             jobs: int = 1) -> dict[str, Any]:
    """Hard vs Medium and Medium vs Easy, seats alternating, as JSON-able figures; Hard vs
    plain ISMCTS too where `BENCH_ISMCTS_RIVAL` asks for it.

    `hard_iterations` defaults to the game's benchmark budget (`BENCH_HARD_BUDGET`); `jobs`
    processes share the games (the figures are the same for any `jobs`)."""
    if hard_iterations is None:
        hard_iterations = BENCH_HARD_BUDGET.get(game_id, BENCH_HARD_ITERATIONS)
    hard = head_to_head(game_id, "hard", "medium", games, seed, options,
                        hard_iterations=hard_iterations, jobs=jobs)
    medium = head_to_head(game_id, "medium", "easy", games, seed, options, jobs=jobs)
    search = hard["search"].get("a", {})
    rival = {}
    if game_id in BENCH_ISMCTS_RIVAL:
        iterations, rival_games = BENCH_ISMCTS_RIVAL[game_id]
        rival["hard_vs_ismcts"] = {"ismcts_iterations": iterations, **head_to_head(
            game_id, "hard", "ismcts", min(games, rival_games), seed, options,
            hard_iterations=hard_iterations, jobs=jobs, ismcts_iterations=iterations)}
    return {
        "game": game_id,
        "games": games,
        "seed": seed,
        "jobs": jobs,
        "hard_iterations": hard_iterations,
        "hard_vs_medium": hard,
        "medium_vs_easy": medium,
        **rival,
        "hard_decision_seconds": {"p50": search.get("p50_seconds", 0.0),
                                  "p95": search.get("p95_seconds", 0.0)},
        "hard_simulations_per_second": search.get("simulations_per_second", 0.0),
    }
