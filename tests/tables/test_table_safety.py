"""Every table: a move the engine fails on is one sentence on the table, never a traceback;
the Undo button is greyed with the reason when the last decision is not the viewer's; and a
card that fizzles has a log line."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.rules.boom_bah import Move
from game.saves import Seat
from game.scenes.tables import table_for
from game.tables.boom_bah import words
from game.view import canvas


def seat_table(app, game, seats, options=None):
    match = Match.new(game, seats, seed=3, options=options)
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


@pytest.mark.parametrize("game", ["black_sheep", "boom_bah"])
def test_a_move_the_engine_fails_on_is_said_in_one_sentence(app, game):
    table = seat_table(app, game, [Seat("Ann"), Seat("AI", "ai", "easy")],
                       {"quick_setup": "on"} if game == "boom_bah" else None)
    state = table.match.state
    real = type(state)._apply

    def failing(self, action):
        real(self, action)
        raise KeyError("injected")

    state._apply = failing.__get__(state)
    log = list(table.log.lines)
    assert table.perform(table.match.legal_actions()[0]) is False
    assert table.message.startswith("The rules engine could not carry out that move")
    assert table.log.lines == log and not table.match.steps
    surface = canvas.blank((1280, 720), alpha=False)
    table.draw(surface)  # the table still draws


def test_undo_is_greyed_with_the_reason_when_another_player_decided_last(app):
    table = seat_table(app, "boom_bah", [Seat("Ann"), Seat("Bob")], {"quick_setup": "on"})
    mover = table.match.to_move
    table.confirm_viewer(mover)
    step = next(a for a in table.match.legal_actions() if isinstance(a, Move))
    table.perform(step)
    table.timeline.skip()
    undo = table.buttons["undo"] if "undo" in table.buttons else table.bottom["undo"]
    table.set_undo_button(undo)
    if not table.match.steps[-1].reveals:
        assert undo.enabled
    table.confirm_viewer(1 - mover)  # the other person now sits at the screen
    table.set_undo_button(undo)
    assert not undo.enabled
    assert undo.tooltip == ("Only your own last decision can be taken back, and another "
                            "player has decided since.")
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    assert table.button_tip.message == undo.tooltip


def test_a_card_that_does_nothing_has_a_log_line(app):
    table = seat_table(app, "boom_bah", [Seat("Ann"), Seat("Bob")], {"quick_setup": "on"})
    line = words.describe_event(table, {"kind": "card_fizzled", "seat": 0,
                                        "card": "thank_ewe:0", "target": [1], "why": "target_gone"})
    assert line == "“Thank Ewe” (red card) does nothing: Bob has no cards left"
