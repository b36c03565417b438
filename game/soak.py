"""The soak: many AI games with every invariant checked after every action.

For each game, player count, option set and agent level in turn: play to the end with the
game's invariant checker after every action, then check that the result adds up (each seat's
breakdown sums to its score, the winners have the best score unless the result notes an
outright win) and that replaying the action log gives the same final state.
"""

from __future__ import annotations

import itertools
import random
import time
from typing import Any, TextIO

from game import rules
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.rules.base import GameSpec, State, dumps
from game.rules.black_sheep import invariants as black_sheep_invariants
from game.rules.boom_bah import invariants as boom_bah_invariants
from game.rules.bye_bye import invariants as bye_bye_invariants
from game.rules.sheep_sheep import invariants as sheep_sheep_invariants

INVARIANTS = {"black_sheep": black_sheep_invariants.problems,
              "boom_bah": boom_bah_invariants.problems,
              "bye_bye": bye_bye_invariants.problems,
              "sheep_sheep": sheep_sheep_invariants.problems}
SOAK_LEVELS = ("random", "eager", "easy", "medium", "hard")
ALL_EAGER_EVERY = 4
"""Every fourth game seats eager agents only, so answer chains run to exhaustion."""
SOAK_HARD_ITERATIONS = 1  # Hard searches a little: the soak checks rules, not strength


def result_problems(state: State) -> list[str]:
    result = state.result()
    out = []
    for seat, lines in enumerate(result.breakdown):
        if sum(points for _, points in lines) != result.scores[seat]:
            out.append(f"seat {seat}'s breakdown does not add up to its score")
    best = max(result.scores)
    if not result.note and any(result.scores[w] != best for w in result.winners):
        out.append("a winner does not have the best score")
    return out


def soak_one(spec: GameSpec, players: int, options: dict[str, str], levels: list[str],
             seed: int) -> tuple[int, list[str]]:
    """Play one game; return the number of actions and the problems found."""
    check = INVARIANTS.get(spec.id, lambda _s: [])
    agents = [make_agent(spec.id, lv, hard_iterations=SOAK_HARD_ITERATIONS) for lv in levels]
    rng = random.Random(seed)
    state = spec.start(players, seed, options)
    log = []
    while not state.is_over:
        seat = state.to_move
        action = agents[seat].choose(Observation.of(state), rng)
        state.apply(action)
        log.append(action.to_json())
        found = check(state)
        if found:
            return len(log), [f"after action {len(log)} ({action}): {p}" for p in found]
        if len(log) > 20_000:
            return len(log), ["the game does not end"]
    found = result_problems(state)
    again = spec.start(players, seed, options)
    for raw in log:
        again.apply(again.action_from_json(raw))
    if dumps(again.snapshot()) != dumps(state.snapshot()):
        found.append("replaying the log gives a different final state")
    return len(log), found


def run_soak(games: int, seed: int = 0, only: str | None = None,
             progress: TextIO | None = None) -> dict[str, Any]:
    plans = [(spec, n, opts)
             for spec in rules.GAMES.values() if only in (None, spec.id)
             for n in range(spec.min_players, spec.max_players + 1)
             for opts in spec.option_sets()]
    level_cycle = itertools.cycle(SOAK_LEVELS)
    report: dict[str, Any] = {"games": 0, "actions": 0, "failures": 0, "problems": [],
                              "by_game": {}}
    start = time.perf_counter()
    for i in range(games):
        spec, n, opts = plans[i % len(plans)]
        if i % ALL_EAGER_EVERY == ALL_EAGER_EVERY - 1:
            levels = ["eager"] * n
        else:
            levels = [next(level_cycle) for _ in range(n)]
        game_seed = seed + i
        try:
            actions, found = soak_one(spec, n, opts, levels, game_seed)
        except Exception as err:  # a crash is a failure to report, not the end of the soak
            actions, found = 0, [f"crashed: {err!r}"]
        report["games"] += 1
        report["actions"] += actions
        per = report["by_game"].setdefault(spec.id, {"games": 0, "actions": 0, "failures": 0})
        per["games"] += 1
        per["actions"] += actions
        if found:
            report["failures"] += 1
            per["failures"] += 1
            problem = {"game": spec.id, "players": n, "options": opts, "levels": levels,
                       "seed": game_seed, "problems": found[:5]}
            report["problems"].append(problem)
            if progress is not None:
                progress.write(f"soak: FAILED {problem}\n")
        if progress is not None and (i + 1) % 100 == 0:
            progress.write(f"soak: {i + 1}/{games} games, {report['failures']} failures\n")
    report["seconds"] = round(time.perf_counter() - start, 1)
    report["problems"] = report["problems"][:50]
    return report
