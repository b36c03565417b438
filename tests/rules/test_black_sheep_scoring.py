"""Final scoring: figure values, majorities, sets, the task cards and the winner."""

import pytest

from game.rules.black_sheep import BlackSheepState

SET = ["horse", "cow", "pig", "sheep", "rooster", "black_sheep"]
ONLY = "only_black_sheep:black_sheep"


def final(corrals, **kw):
    """A finished position: every field closed, the corrals as given."""
    players = len(corrals)
    state = BlackSheepState.from_position(players, [[] for _ in corrals],
                                          fields=[None, None, None], corrals=corrals, **kw)
    state.phase = "over"
    return state.result()


def test_figure_values_black_sheep_subtract():
    # ids 1-2 are worth 1, 3-4 worth 2, 5-6 worth 3 in built positions
    result = final([["horse-6", "cow-3", "black_sheep-5"], ["pig-1"]])
    assert result.breakdown[0][0] == ("Figures 3+2-3", 2)
    assert result.breakdown[1][0] == ("Figures 1", 1)


@pytest.mark.parametrize(("corrals", "bonus_lines"), [
    ([["horse", "horse"], ["horse"]], [[("Majority: horses", 6)], []]),
    ([["horse"], ["horse"]], [[], []]),                               # a tie: nobody
    ([["black_sheep"], []], [[("Majority: black sheep", 6)], []]),    # black sheep count
    ([["pig", "pig"], ["pig", "pig"], ["pig"]], [[], [], []]),
    ([["cow"], ["cow", "cow"], ["sheep"]],
     [[], [("Majority: cows", 6)], [("Majority: sheep", 6)]]),
])
def test_majority_bonus_needs_strictly_most(corrals, bonus_lines):
    result = final(corrals)
    assert [lines[1:] for lines in result.breakdown] == bonus_lines


def test_every_complete_set_scores():
    result = final([SET * 2 + ["horse"], SET])
    assert ("Sets ×2", 12) in result.breakdown[0]
    assert ("Sets ×1", 6) in result.breakdown[1]
    assert ("Majority: horses", 6) in result.breakdown[0]


def test_ties_go_to_most_figures_then_joint_winners():
    # 1+1 = 2 for seat 0 with two figures; 2 for seat 1 with one figure
    assert final([["horse-1", "cow-1"], ["pig-3"]]).winners == [0]
    assert final([["horse-1"], ["cow-1"]]).winners == [0, 1]
    assert final([["horse-6"], ["cow-1"]]).winners == [0]


# --------------------------------------------------------------------------- task cards

def test_tasks_replace_the_bonus_cards():
    result = final([SET + ["horse"], []], tasks_open=[])
    assert result.breakdown[0] == [("Figures 1+1+1+1+1-1+1", 5)]


def test_majority_task_ties_all_score():
    result = final([["horse", "horse"], ["horse", "horse"], ["horse"]],
                   tasks_open=["majority:horse"])
    assert [lines[1:] for lines in result.breakdown] == [
        [("Task: most horses", 8)], [("Task: most horses", 8)], []]


def test_majority_task_needs_a_figure():
    result = final([["cow"], []], tasks_open=["majority:horse"])
    assert [lines[1:] for lines in result.breakdown] == [[], []]


@pytest.mark.parametrize(("corral", "task", "line"), [
    (["pig"] * 3 + ["sheep"] * 2, "combination:pig+sheep", ("Task: pig+sheep ×2", 8)),
    (["sheep"] * 5, "combination:sheep+sheep", ("Task: sheep+sheep ×2", 6)),
    (["cow", "pig", "rooster", "cow"], "combination:cow+pig+rooster",
     ("Task: cow+pig+rooster ×1", 7)),
    (["horse"] * 3 + ["pig"] * 2 + ["sheep"] * 4, "combination:horse+pig+sheep",
     ("Task: horse+pig+sheep ×2", 14)),
    (["rooster", "horse"], "combination:rooster+horse", ("Task: rooster+horse ×1", 4)),
    (["horse", "horse"], "combination:horse+cow", None),
])
def test_combination_tasks_count_disjoint_copies(corral, task, line):
    result = final([corral, []], tasks_open=[task])
    assert result.breakdown[0][1:] == ([line] if line else [])


def test_secret_tasks_score_for_everyone_who_meets_them():
    result = final([["horse", "cow"], ["horse", "cow"]],
                   tasks_secret=[["combination:horse+cow"], []])
    assert result.breakdown[1][1:] == [("Task: horse+cow ×1", 4)]


def test_only_black_sheep_task_wins_outright():
    result = final([["horse-6", "cow-6"], ["black_sheep-1"]],
                   tasks_secret=[[ONLY], []])
    assert result.winners == [1] and "wins outright" in result.note
    assert result.scores == [6, -1]


@pytest.mark.parametrize("corrals", [
    [["horse"], ["cow-6"]],                       # nobody holds black sheep
    [["black_sheep"], ["black_sheep", "cow-6"]],  # several do
])
def test_only_black_sheep_task_otherwise_does_nothing(corrals):
    result = final(corrals, tasks_open=[ONLY])
    assert result.winners == [1] and result.note == ""


def test_only_black_sheep_task_out_of_play_does_nothing():
    result = final([["horse-6"], ["black_sheep-1"]], tasks_open=["majority:cow"])
    assert result.winners == [0]
