"""What the Black Sheep table lets a player read at a glance, worked out from what is shown.

Everything here uses the rules' own ranking (`side_strength`, `field_standing`) on the
table's `shown` view, so the screen can never disagree with how a field is scored. Nothing
reads a hidden thing: a preview uses only the viewer's own cards and the sides on the table,
and a rival's score counts their figures without their face-down values.

When a completed side is beaten (the rulebook lets players turn over a side "that is
already beaten"; the table greys it out face up instead, so what lost stays readable): as
soon as another side of the field already beats it as things stand.
That is sound because a completed side can no longer change, and adding an animal never
makes a combination worse (tests/tables/black_sheep/test_glance.py checks every case), so a
side that beats it now still beats it when the field is scored. An open side that merely
draws level does not turn anything over: it can only grow, and whoever completes an equal
combination first wins.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from game.i18n import Deferred
from game.rules.black_sheep import FIGURE_VALUES, TASKS
from game.rules.black_sheep.ranking import PLURAL, STRENGTH, combination_name, rank_name
from game.rules.black_sheep.standing import field_standing, running_score, side_strength

SIDE_SIZE = 3


def figure_types(field: dict[str, Any]) -> list[str]:
    return [f["type"] for f in field["figures"]]


def standing(field: dict[str, Any]) -> dict[str, Any]:
    """The rules' standing of a field as it is shown now: names, leader, tie_break."""
    return field_standing(figure_types(field), field["sides"], field["completed_order"])


def beaten(field: dict[str, Any]) -> set[int]:
    """The completed sides that can no longer win: another side already beats them."""
    types, sides, done = figure_types(field), field["sides"], field["completed_order"]
    strength = [side_strength(types, side, done, seat) for seat, side in enumerate(sides)]
    return {seat for seat in done if any(other > strength[seat] for other in strength)}


def told_short(animals: list[str]) -> tuple[str, tuple[str, ...]]:
    """A combination as a side's chip tells it: its rank ("Full house") and the animals of
    its defining groups, the bigger (then better) group first (black sheep, then pigs for
    "Full house: black sheep over pigs"); a high animal's one animal."""
    groups = sorted(Counter(animals).items(), key=lambda g: (-g[1], -STRENGTH[g[0]]))
    defining = tuple(a for a, n in groups if n >= 2) or tuple(a for a, _n in groups[:1])
    return rank_name(animals), defining


@dataclass(frozen=True)
class Preview:
    """What the viewer's picked cards would make on a field: the combination's name and
    animals, and for each rival side +1 (you would be ahead of it), 0 (level) or -1 (it
    stays ahead)."""

    field: int
    name: str
    verdicts: dict[int, int]
    animals: tuple[str, ...] = ()


def preview(field: dict[str, Any], seat: int, cards: tuple[str, ...]) -> Preview:
    """The field as it would stand with `cards` added to `seat`'s side."""
    types = figure_types(field)
    sides = [list(side) for side in field["sides"]]
    sides[seat] += cards
    done = list(field["completed_order"])
    if len(sides[seat]) >= SIDE_SIZE and seat not in done:
        done.append(seat)
    mine = side_strength(types, sides[seat], done, seat)
    verdicts = {}
    for rival, side in enumerate(sides):
        if rival != seat:
            theirs = side_strength(types, side, done, rival)
            verdicts[rival] = (mine > theirs) - (mine < theirs)
    return Preview(field["index"], combination_name(types + sides[seat]), verdicts,
                   tuple(types + sides[seat]))


@dataclass(frozen=True)
class Score:
    """A seat's running score as the viewer may know it. `points` is exact when `exact`
    (your own corral, or the game is over); a rival's figures are counted, their values
    face down, and `points` is then about what such figures are worth on average."""

    figures: int
    figure_points: int | None
    bonuses: list[tuple[str, int]]
    known: int
    points: int
    exact: bool


def scores(view: dict[str, Any]) -> list[Score]:
    """Every seat's running score from `view` (the rules' `running_score`), a rival's
    hidden values guessed from the values still unseen by the viewer."""
    unseen = _unseen_values(view)
    out = []
    for corral, line in zip(view["corrals"], running_score(view), strict=True):
        exact = line["figure_points"] is not None
        guess = 0 if exact else round(sum(_mean(unseen[f["type"]]) for f in corral))
        out.append(Score(line["figures"], line["figure_points"],
                         [(label, points) for label, points in line["bonuses"]],
                         line["known"], line["known"] + guess, exact))
    return out


def _unseen_values(view: dict[str, Any]) -> dict[str, list[int]]:
    """For each animal, the figure values the viewer has not seen (those in a rival's
    corral, on a field or still in stock are all among them)."""
    left = {animal: Counter(values) for animal, values in FIGURE_VALUES.items()}
    for corral in view["corrals"]:
        for figure in corral:
            if figure["value"] is not None:
                left[figure["type"]][figure["value"]] -= 1
    return {animal: list(c.elements()) for animal, c in left.items()}


def _mean(values: list[int]) -> float:
    return sum(values) / len(values) if values else 0.0


@dataclass(frozen=True)
class Bonus:
    """A bonus line with what it is about: kind "majority" / "set" / "task", its animals
    (empty for a set: all six), a task id for a task, and the line's label and points."""

    kind: str
    animals: tuple[str, ...]
    task: str | None
    label: str
    points: int


def bonus(label: str, points: int, tasks_on: bool) -> Bonus:
    """Recognise a rules bonus line by the fields its words were made with: with task cards
    every bonus is a task (the six-point bonuses are out of play; the "!" task's line is
    the one worth nothing), else a majority or sets."""
    fields = label.fields if isinstance(label, Deferred) else {}
    animal = next((a for a, word in PLURAL.items() if word == fields.get("animals")), None)
    if tasks_on:
        task = TASKS.get(f"majority:{animal}") if animal else next(
            (t for t in TASKS.values() if t.label == fields.get("label")
             or (t.kind == "only_black_sheep" and not points)), None)
        if task is not None:
            return Bonus("task", task.animals, task.id, label, points)
    elif animal is not None:
        return Bonus("majority", (animal,), None, label, points)
    elif "n" in fields:
        return Bonus("set", (), None, label, points)
    return Bonus("other", (), None, label, points)
