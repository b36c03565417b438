"""Who stands where, as things are now: each side's combination, the side that would win
each open field, and each seat's score so far as the viewer can know it.

The table shows these so a player can tell at a glance who is winning. They use the very
ranking and scoring the rules use when a field is scored and when the game ends, so the
screen can never disagree with the result.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.i18n import N_
from game.rules.black_sheep.ranking import ANIMALS, PLURAL, combination_name, ranking_key
from game.rules.black_sheep.tasks import TASKS, task_lines

MAJORITY_BONUS = 6
SET_BONUS = 6


def side_strength(figure_types: list[str], side: list[str], completed: list[int],
                  seat: int) -> tuple[Any, int]:
    """What decides a field between sides: the combination, then who completed first."""
    first = completed.index(seat) if seat in completed else len(completed)
    return ranking_key(figure_types + side), -first


def field_standing(figure_types: list[str], sides: list[list[str]],
                   completed: list[int]) -> dict[str, Any]:
    """Each side's combination name (None while it has no card), the seat that would win
    the field if it were scored now (None while the best sides are level), and `tie_break`:
    the leader when it leads only because it completed its side first."""
    names = [combination_name(figure_types + side) if side else None for side in sides]
    strengths = [side_strength(figure_types, side, completed, s) for s, side in enumerate(sides)]
    best = max(strengths)
    leaders = [s for s, strength in enumerate(strengths) if strength == best]
    leader = leaders[0] if len(leaders) == 1 and any(sides) else None
    tie_break = None
    if leader is not None:
        combo = ranking_key(figure_types + sides[leader])
        if any(ranking_key(figure_types + side) == combo
               for s, side in enumerate(sides) if s != leader):
            tie_break = leader
    return {"names": names, "leader": leader, "tie_break": tie_break}


def bonus_lines(counts: list[Counter[str]],
                tasks: list[str] | None) -> list[list[tuple[str, int]]]:
    """The end-of-game bonuses each seat would get for these corrals: majorities and sets,
    or (task variant) the tasks given, the "!" task aside (it decides the winner, no points)."""
    lines: list[list[tuple[str, int]]] = [[] for _ in counts]
    if tasks is None:
        for animal in ANIMALS:
            most = max(c[animal] for c in counts)
            holders = [s for s, c in enumerate(counts) if c[animal] == most]
            if most > 0 and len(holders) == 1:
                lines[holders[0]].append((N_("Majority: {animals}", animals=PLURAL[animal]),
                                          MAJORITY_BONUS))
        for seat, c in enumerate(counts):
            sets = min(c[a] for a in ANIMALS)
            if sets:
                lines[seat].append((N_("Sets ×{n}", n=sets), SET_BONUS * sets))
        return lines
    for task_id in sorted(tasks):
        if TASKS[task_id].kind == "only_black_sheep":
            continue
        for seat, task_seat_lines in enumerate(task_lines(TASKS[task_id], counts)):
            lines[seat].extend(task_seat_lines)
    return lines


def running_score(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Each seat's score so far from one seat's view: figures (their values where the viewer
    may see them, else None), and the bonuses the corrals would earn now (tasks: the open
    ones and the viewer's own secret ones). `known` is the sum of what is known."""
    corrals = view["corrals"]
    counts = [Counter(f["type"] for f in corral) for corral in corrals]
    tasks = view["tasks"]
    known_tasks = None
    if tasks is not None:  # once the game is over, every secret task is known
        secrets = tasks["secrets"] if view["phase"] == "over" else [tasks["secret"] or []]
        known_tasks = list(tasks["open"]) + [t for s in secrets for t in s or []]
    bonuses = bonus_lines(counts, known_tasks)
    out = []
    for seat, corral in enumerate(corrals):
        values = [f["value"] for f in corral]
        figures = None if None in values else sum(values)
        known = (figures or 0) + sum(p for _, p in bonuses[seat])
        out.append({"figures": len(corral), "figure_points": figures,
                    "bonuses": [list(line) for line in bonuses[seat]], "known": known})
    return out
