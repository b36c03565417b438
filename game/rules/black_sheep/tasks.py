"""The task-card variant: the 12 task cards as one data table, and how they score.

The printed card list is lost; these numbers are *reconstructed* (see RULINGS.md). A
corrected printing only needs a new `TASKS` table.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.i18n import N_
from game.rules.black_sheep.ranking import PLURAL, SINGULAR


@dataclass(frozen=True)
class Task:
    """One task card. `kind` is "majority", "combination" or "only_black_sheep"."""

    id: str
    kind: str
    animals: tuple[str, ...]
    points: int

    @property
    def label(self) -> str:
        if self.kind == "majority":
            return N_("Most {animals}", animals=PLURAL[self.animals[0]])
        if self.kind == "combination":
            return self.animals_label
        return N_("Only black sheep (!)")

    @property
    def animals_label(self) -> str:
        """A combination's animals, "horse+cow" (two or three of them)."""
        names = [SINGULAR[a] for a in self.animals]
        if len(names) == 2:
            return N_("{a}+{b}", a=names[0], b=names[1])
        return N_("{a}+{b}+{c}", a=names[0], b=names[1], c=names[2])

    @property
    def text(self) -> str:
        """One sentence for the table's tooltip and the rules screen."""
        if self.kind == "majority":
            return N_("{points} points to every player tied for the most {animals}.",
                      points=self.points, animals=PLURAL[self.animals[0]])
        if self.kind == "combination":
            return N_("{points} points for each {animals} in your corral.", points=self.points,
                      animals=self.animals_label)
        return N_("Be the only player with any black sheep and win outright.")


_TABLE: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("majority", ("horse",), 8),
    ("majority", ("cow",), 8),
    ("majority", ("pig",), 8),
    ("majority", ("sheep",), 8),
    ("majority", ("rooster",), 8),
    ("combination", ("horse", "cow"), 4),
    ("combination", ("pig", "sheep"), 4),
    ("combination", ("rooster", "horse"), 4),
    ("combination", ("cow", "pig", "rooster"), 7),
    ("combination", ("sheep", "sheep"), 3),
    ("combination", ("horse", "pig", "sheep"), 7),
    ("only_black_sheep", ("black_sheep",), 0),
)

TASKS: dict[str, Task] = {
    t.id: t
    for t in (Task(f"{kind}:{'+'.join(animals)}", kind, animals, points)
              for kind, animals, points in _TABLE)
}
"""Every task card by id, e.g. "majority:horse", "combination:pig+sheep"."""

TASKS_IN_PLAY = 6


def secret_tasks_per_player(players: int) -> int:
    return 2 if players == 2 else 1


def copies(task: Task, corral_types: Counter[str]) -> int:
    """How many disjoint copies of a combination task's animals the corral holds."""
    need = Counter(task.animals)
    return min(corral_types[a] // n for a, n in need.items())


def task_lines(task: Task, counts: list[Counter[str]]) -> list[list[tuple[str, int]]]:
    """The breakdown lines this task adds for each seat (majorities: ties all score)."""
    lines: list[list[tuple[str, int]]] = [[] for _ in counts]
    if task.kind == "majority":
        animal = task.animals[0]
        most = max(c[animal] for c in counts)
        for seat, c in enumerate(counts):
            if most > 0 and c[animal] == most:
                lines[seat].append((N_("Task: most {animals}", animals=PLURAL[animal]),
                                    task.points))
    elif task.kind == "combination":
        for seat, c in enumerate(counts):
            n = copies(task, c)
            if n:
                lines[seat].append((N_("Task: {label} ×{n}", label=task.label, n=n),
                                    task.points * n))
    return lines


def only_black_sheep_holder(counts: list[Counter[str]]) -> int | None:
    """The one seat holding any black sheep, or None if nobody or several do."""
    holders = [seat for seat, c in enumerate(counts) if c["black_sheep"] > 0]
    return holders[0] if len(holders) == 1 else None
