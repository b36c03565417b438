"""Black Sheep at a glance: each side's combination, the side that would win a field now,
and a running score that respects what is hidden, checked against the rules' own ranking
and scoring."""

from __future__ import annotations

import random

import pytest

from game.rules.black_sheep import SPEC, BlackSheepState
from game.rules.black_sheep.standing import field_standing, running_score


def test_three_horses_completed_second_lead_a_pair_of_roosters_completed_first():
    # The report: "#2" (completed second) under three horses read as a rank below "#1".
    standing = field_standing(["horse", "rooster"],
                              [["rooster", "cow", "pig"], ["horse", "horse", "cow"]],
                              completed=[0, 1])
    assert standing["names"] == ["Pair of roosters", "Three horses"]
    assert standing["leader"] == 1 and standing["tie_break"] is None


@pytest.mark.parametrize("sides,completed,leader,tie_break", [
    ([["pig", "cow", "sheep"], ["pig", "cow", "sheep"]], [1, 0], 1, 1),  # equal: first done
    ([["pig", "cow", "sheep"], ["pig", "cow", "sheep"]], [], None, None),  # level, open
    ([["cow"], ["horse"]], [], 1, None),                 # a horse beats a cow as things stand
    ([[], []], [], None, None),                          # nothing played yet
    ([["pig"], []], [], 0, None),                        # a pair of pigs beats the figures
])
def test_the_leader_and_the_tie_break_mark(sides, completed, leader, tie_break):
    standing = field_standing(["pig", "rooster"], sides, completed)
    assert (standing["leader"], standing["tie_break"]) == (leader, tie_break)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_side_leading_a_full_field_is_the_side_the_rules_award_it_to(players):
    checked = 0
    for seed in range(6):
        state = SPEC.start(players, seed, {})
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            before = state.view(seat)["fields"]
            action = rng.choice(state.legal_actions())
            for event in state.apply(action):
                if event.kind != "field_scored":
                    continue
                field = before[event.public["field"]]
                sides = [list(s) for s in field["sides"]]
                if getattr(action, "field", None) == field["index"]:
                    sides[seat] += list(action.cards)
                completed = list(field["completed_order"])
                completed += [seat] if seat not in completed else []
                types = [f["type"] for f in field["figures"]]
                standing = field_standing(types, sides, completed)
                assert standing["leader"] == event.public["winner"]
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("tasks", ["off", "on"])
def test_the_running_score_is_the_final_score_once_everything_is_shown(tasks):
    for seed in range(8):
        state = SPEC.start(3, seed, {"tasks": tasks})
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        result = state.result()
        for viewer in range(3):
            standing = running_score(state.view(viewer))
            assert [s["known"] for s in standing] == result.scores


def test_the_running_score_hides_rival_values_but_never_reads_zero_for_a_full_corral():
    state = BlackSheepState.from_position(
        2, hands=[["pig"], ["cow"]],
        corrals=[["horse", "horse", "cow"], ["pig", "pig", "pig", "sheep"]])
    mine, theirs = running_score(state.view(0))
    assert mine["figure_points"] == 1 + 1 + 1 and mine["figures"] == 3
    assert theirs["figure_points"] is None and theirs["figures"] == 4
    assert ["Majority: pigs", 6] in theirs["bonuses"] and ["Majority: horses", 6] in mine["bonuses"]
    assert theirs["known"] == 6 + 6  # majorities of pigs and sheep; figure values hidden
    assert running_score(state.view(1))[1]["figure_points"] == 1 + 1 + 2 + 1


def test_the_view_carries_the_standing_of_every_field():
    state = BlackSheepState.from_position(
        2, hands=[["pig"], ["cow"]],
        fields=[{"figures": ["pig", "rooster"], "sides": [["pig"], ["cow"]]}, None, None])
    field = state.view(0)["fields"][0]
    assert field["names"] == ["Pair of pigs", "High animal: cow"]
    assert field["leader"] == 0 and field["tie_break"] is None
