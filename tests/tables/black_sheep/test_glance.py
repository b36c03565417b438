"""What the Black Sheep table lets a player read at a glance, checked against the rules: a
side greyed as beaten never wins its field, a preview ranks as the rules would, a running
score is the rules' own and hides what is hidden."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from game.rules.black_sheep import ANIMALS, SPEC, BlackSheepState, ranking_key
from game.rules.black_sheep.standing import field_standing, running_score
from game.tables.black_sheep import glance


def test_adding_an_animal_never_makes_a_combination_worse():
    # Why a side that beats a completed side now still beats it when the field is scored.
    for n in range(2, 5):
        for animals in combinations_with_replacement(ANIMALS, n):
            for more in ANIMALS:
                assert ranking_key(animals + (more,)) > ranking_key(animals)


def field(figures, sides, completed, index=0):
    return {"index": index, "figures": [{"type": t} for t in figures],
            "sides": [list(s) for s in sides], "completed_order": list(completed)}


@pytest.mark.parametrize("sides,completed,beaten", [
    ([["rooster", "cow", "pig"], ["horse", "horse", "cow"]], [0, 1], {0}),  # three horses win
    ([["pig", "cow", "sheep"], ["pig", "cow", "sheep"]], [1, 0], {0}),      # equal: later loses
    ([["rooster", "cow", "pig"], ["horse", "horse"]], [0], {0}),            # open side ahead
    ([["horse", "horse", "cow"], ["rooster"]], [0], set()),                 # open side behind
    ([["pig", "cow", "sheep"], ["pig", "cow"]], [0], set()),                # open, level so far
])
def test_a_completed_side_is_beaten_once_another_side_already_beats_it(sides, completed,
                                                                        beaten):
    assert glance.beaten(field(["horse", "rooster"], sides, completed)) == beaten


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_side_turned_face_down_never_wins_its_field(players):
    checked = 0
    for seed in range(8):
        state, rng = SPEC.start(players, seed, {}), random.Random(seed)
        down: dict[int, set[int]] = {f: set() for f in range(3)}
        while not state.is_over:
            for event in state.apply(rng.choice(state.legal_actions())):
                if event.kind == "field_scored":
                    f = event.public["field"]
                    assert event.public["winner"] not in down[f]
                    checked += len(down[f])
                    down[f] = set()
            for f, shown in enumerate(state.view(None)["fields"]):
                down[f] |= glance.beaten(shown)
    assert checked > 10


def test_a_preview_ranks_your_cards_as_the_rules_would():
    # Figures pig and rooster. Ben's two pairs (horses, roosters) are complete; Cy has a
    # pair of roosters so far; you have a cow there.
    sides = [["cow"], ["horse", "horse", "rooster"], ["rooster"]]
    state = BlackSheepState.from_position(
        3, hands=[["pig", "pig", "cow"], ["horse"] * 3, ["sheep"] * 3],
        fields=[{"figures": ["pig", "rooster"], "sides": sides, "completed": [1]}, {}, {}])
    shown = state.view(0)["fields"][0]
    ahead = glance.preview(shown, 0, ("pig", "pig"))
    assert ahead.name == "Three pigs" and ahead.verdicts == {1: 1, 2: 1}
    assert field_standing(["pig", "rooster"], [["cow", "pig", "pig"], *sides[1:]],
                          [1, 0])["leader"] == 0
    behind = glance.preview(shown, 0, ("cow",))  # a pair of cows: under two pairs, over roosters
    assert behind.name == "Pair of cows" and behind.verdicts == {1: -1, 2: 1}


def test_a_preview_reads_nothing_hidden():
    state = BlackSheepState.from_position(
        2, hands=[["pig", "cow", "cow"], ["horse"] * 3],
        fields=[{"figures": ["pig", "rooster"], "sides": [[], ["horse"]]}, {}, {}])
    other = BlackSheepState.from_position(
        2, hands=[["pig", "cow", "cow"], ["black_sheep"] * 3],
        fields=[{"figures": ["pig", "rooster"], "sides": [[], ["horse"]]}, {}, {}])
    assert (glance.preview(state.view(0)["fields"][0], 0, ("pig",))
            == glance.preview(other.view(0)["fields"][0], 0, ("pig",)))


@pytest.mark.parametrize("tasks", ["off", "on"])
def test_the_running_score_is_the_rules_own_and_a_rival_is_only_guessed(tasks):
    for seed in range(4):
        state, rng = SPEC.start(3, seed, {"tasks": tasks}), random.Random(seed)
        while not state.is_over:
            view = state.view(0)
            rules = running_score(view)
            for seat, score in enumerate(glance.scores(view)):
                assert score.figures == rules[seat]["figures"]
                assert score.bonuses == [tuple(line) for line in rules[seat]["bonuses"]]
                assert score.exact == (seat == 0 or not score.figures)  # nothing hidden
                if score.exact:
                    assert score.points == rules[seat]["known"]
                else:
                    assert score.figure_points is None  # their values stay face down
            state.apply(rng.choice(state.legal_actions()))
        final = glance.scores(state.view(0))
        result = state.result()
        if result.note == "":  # the "!" task decides a winner, not points
            assert [s.points for s in final] == result.scores


def test_a_full_corral_is_never_worth_nothing_to_a_rival():
    state = BlackSheepState.from_position(
        2, hands=[["pig"], ["cow"]],
        corrals=[[], ["horse", "horse", "cow", "cow", "pig", "pig", "sheep"]])
    rival = glance.scores(state.view(0))[1]
    assert not rival.exact and rival.figures == 7 and rival.points >= 7


@pytest.mark.parametrize("tasks", ["off", "on"])
def test_every_bonus_line_is_read_with_its_animals(tasks):
    for seed in range(6):
        state, rng = SPEC.start(2, seed, {"tasks": tasks}), random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        for lines in state.result().breakdown:
            for label, points in lines[1:]:
                line = glance.bonus(label, points, tasks == "on")
                assert line.kind == ("task" if tasks == "on" else line.kind)
                assert line.kind in ("majority", "set", "task")
                assert line.kind == "set" or line.animals
