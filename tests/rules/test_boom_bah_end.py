"""Sheep-Boom-Bah: when the game ends, and the final score."""

from __future__ import annotations

from game.rules.boom_bah import EndTurn, Move, Pass, Play
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.diagram import position

# Seat 0 has one sheep (b2) next to its face-down barn (c2); seat 1's last sheep is on b3,
# in front of a mine (c3) and a barn of seat 0 face up (c4 is "A").
BOARD = """
#. #. #. #. #. #. #.
#. S0 a. s. s. s. #.
#. S1 m. s. s. s. #.
#. s. A. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #2 #.
"""


def finish_turn(state):
    while state.to_move is not None and EndTurn() not in state.legal_actions():
        state.apply(state.legal_actions()[0])
    state.apply(EndTurn())


def test_removing_your_own_last_sheep_gives_everyone_else_one_more_turn():
    state = position(BOARD, players=3, hands=[[], [], []])
    events = state.apply(Move(cell("b2"), cell("c2")))
    trigger = next(e for e in events if e.kind == "end_triggered")
    assert trigger.public == {"seats": [0], "final_turns": [1, 2]}
    state.apply(EndTurn())
    assert state.turn == 1
    finish_turn(state)
    assert state.turn == 2
    finish_turn(state)
    assert state.is_over and state.to_move is None and state.legal_actions() == []


def test_bumping_a_rivals_last_sheep_onto_a_mine_ends_it_after_the_others_play_once():
    state = position(BOARD, players=3, hands=[[], [], []])
    state.sheep[cell("a3")] = 0
    state.apply(Move(cell("a3"), cell("b3")))
    assert state.graveyards[1] == 1 and state.final_turns == [1, 2]
    state.apply(Move(cell("b3"), cell("b4")))
    state.apply(EndTurn())
    assert state.turn == 1          # no sheep left on the board, and still a last turn
    assert state.legal_actions()[0] == EndTurn()
    finish_turn(state)
    assert state.turn == 2
    finish_turn(state)
    assert state.is_over


def test_two_players_bumping_the_rivals_last_sheep_into_a_barn_gives_the_rival_a_last_turn():
    board = BOARD.replace("#. s. A.", "#. S1 A.").replace("#. S1 m.", "#. S0 m.")
    state = position(board, hands=[[], []])
    state.sheep[cell("a4")] = 0
    state.sheep[cell("b2")] = None
    state.apply(Move(cell("a4"), cell("b4")))   # seat 1's b4 sheep is pushed into c4, barn 0
    assert state.barns[0] == [0, 1] and state.final_turns == [1]
    finish_turn(state)
    assert state.turn == 1 and not state.is_over
    finish_turn(state)
    assert state.is_over


def test_losing_your_last_sheep_to_a_wolf_triggers_the_end():
    state = position(BOARD, hands=[[], ["wolf:0"]])
    state.sheep[cell("f7")] = None
    state.sheep[cell("b3")] = None
    state.sheep[cell("c3")] = 1
    state.tiles[cell("c3")], state.revealed[cell("c3")] = "safe", True
    state.apply(Move(cell("b2"), cell("c3")))
    state.apply(Play("wolf:0"))
    assert state.graveyards[0] == 1 and state.final_turns == [1]


def test_a_mine_answered_by_nobody_counts_after_the_question_closes():
    state = position(BOARD, hands=[[], ["hero_of_the_herd:1"]])
    state.sheep[cell("a3")] = 0
    state.apply(Move(cell("a3"), cell("b3")))
    assert state.final_turns is None and state.to_move == 1
    state.apply(Pass())
    assert state.final_turns == [1]


def test_final_score_line_by_line():
    state = position(
        BOARD, hands=[["fox:0", "dog:0", "dog:1", "wild_wool:3"], ["fox:1"]],
        points=[4, 1], barnyards=[[1, 1], [0, 0]], barns=[[2, 1], [0, 3]],
        graveyards=[2, 0])
    result = state.result()
    assert result.breakdown[0] == [
        ("Points collected", 4), ("Own colour + Wild Wool", 3),
        ("Barnyard sheep", 2), ("Own sheep in barn", 6),
        ("Rivals' sheep in barn", 2), ("Graveyard sheep", -2)]
    assert result.scores == [15, 1 + 1 + 9]
    assert result.winners == [0]


def test_wild_wool_laid_makes_every_barn_sheep_worth_three():
    state = position(BOARD, hands=[[], []], barns=[[0, 2], [0, 0]],
                     wild_wool=["wild_wool:1", None])
    assert dict(state.result().breakdown[0])["Rivals' sheep in barn"] == 6


def test_ties_go_to_most_sheep_in_barn_then_are_shared():
    state = position(BOARD, hands=[[], []], points=[3, 0], barns=[[0, 0], [0, 1]])
    assert state.result().winners == [1]
    state = position(BOARD, hands=[[], []], points=[3, 3])
    assert state.result().winners == [0, 1]


def test_a_settled_flock_ends_the_game_after_ten_quiet_rounds():
    """Our ruling: no tile turned and no sheep leaving the field for ten rounds ends it."""
    from game.rules.boom_bah import board
    from game.rules.boom_bah.actions import EndTurn, Move
    from game.rules.boom_bah.diagram import position
    from game.rules.boom_bah.state import QUIET_ROUNDS

    quiet = """
    #. #. #. #. #. #. #.
    #. S0 S. S. S. S. #.
    #. S. S. S. S. S. #.
    #. S. S. S. S. S. #.
    #. S. S. S. S. S. #.
    #. S. S. S. S. S1 #.
    #. #. #. #. #. #. #.
    """
    state = position(quiet, hands=[[], []], reserve=[0, 0], actions_left=2, turn=0)
    turns = 0
    while not state.is_over:
        legal = state.legal_actions()
        if EndTurn() in legal:
            state.apply(EndTurn())
            turns += 1
            assert turns <= QUIET_ROUNDS * 2 + 1
        else:  # stroll about on face-up safe tiles: nothing is revealed, nobody leaves
            state.apply(next(a for a in legal if isinstance(a, Move)
                             and not board.is_start(a.to)))
    assert turns >= QUIET_ROUNDS * 2
    assert state.result().winners
