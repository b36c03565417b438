"""What the Sheep-Boom-Bah table says: E with a question open asks for the answer (not for
"both of your actions", used or not), and a pass in the log says what it let happen."""

from __future__ import annotations

import pygame

from game.rules.boom_bah import Move, Pass, Play, tiles
from game.rules.boom_bah import board as cells
from game.saves import Seat
from tests.tables.boom_bah.test_reactions import deal, key, rival_plays_a_card
from tests.tables.boom_bah.test_table import ai, start


def mine_ahead(app):
    """Anna (always asked) moves a sheep onto a land mine."""
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    table.match.set_asked(0, "always")
    state = table.match.state
    move = next(a for a in state.legal_actions() if isinstance(a, Move)
                and a.to in cells.FIELD and state.sheep[a.to] is None)
    state.tiles[move.to] = tiles.MINE
    deal(table, [["dog:0"], ["dog:1"]])
    table.perform(move)
    table.timeline.skip()
    return table


def test_e_with_the_mine_question_open_asks_for_the_answer(app):
    table = mine_ahead(app)
    assert table.match.to_move == 0 and Pass() in table.match.legal_actions()
    assert table.match.state.actions_left == 1  # one action was used, one is left
    key(app, pygame.K_e)
    assert table.message == "Answer the question beside the board first."


def test_e_with_a_card_to_answer_asks_for_the_answer(app):
    table = rival_plays_a_card(app, "always", hand=["dog:0"])
    key(app, pygame.K_e)
    assert table.message == "Answer the question beside the board first."


def test_a_pass_in_the_log_says_what_it_let_happen(app):
    table = mine_ahead(app)
    key(app, pygame.K_n)
    assert table.match.steps[-1].action == Pass()
    assert table.action_line(0, table.match.steps[-1].action) == "You let the mine go off"
    table = rival_plays_a_card(app, "always", hand=["dog:0"])
    assert isinstance(table.match.steps[-1].action, Play)
    key(app, pygame.K_n)
    assert table.action_line(0, table.match.steps[-1].action) == "You let the card stand"
    assert table.action_line(0, Pass()) == "You pass"  # not played (a hint's): no question
