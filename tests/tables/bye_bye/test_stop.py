"""The Stop button says what it does. The rules let you draw "as many times as you wish",
none included, so stopping before your first draw is legal: it ends your turn without a
card (critic: "'Stop drawing' is enabled when you have drawn 0 cards"). Before a draw the
button reads "Draw nothing (S)" and its tooltip says the turn ends with no card taken and
none laid; after a draw it is "Stop drawing (S)" again."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.bye_bye import State, Stop
from game.saves import Seat
from game.tables.bye_bye import words
from tests.tables.bye_bye.test_table import against_ai, key, seat_at, start
from tests.tables.layout_checks import seated

HANDS = [["3", "7", "black_sheep"], ["4", "5", "6", "black_sheep"], ["8", "9", "black_sheep"]]


def position(**fields) -> State:
    return State.from_position(3, hands=[list(h) for h in HANDS], **fields)


def stop_button(table):
    table.plan_dock()
    return next(b for b in table.shown_buttons() if b is table.buttons["stop"])


def test_before_a_draw_the_button_says_you_draw_nothing_and_what_follows(app):
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0))
    assert table.draw_turn() and Stop() in table.legal()
    button = stop_button(table)
    assert button.enabled
    assert button.label == "Draw nothing (S)"
    assert button.tooltip == ("End your turn without drawing: you take no card and put none "
                              "in your zoo. Then the others fill their hands up from the pile.")


def test_with_the_pile_empty_the_tooltip_promises_no_refill(app):
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0, pile=[]))
    assert stop_button(table).tooltip == ("End your turn without drawing: you take no card "
                                          "and put none in your zoo.")


@pytest.mark.parametrize(("watering", "tip"), [
    (["1"], "Stop now: you take a penguin. Stop at 3 cards to also put one in your zoo."),
    (["1", "2"], "Stop now: you take the 2 cards. Stop at 3 cards to also put one in your zoo."),
    (["1", "2", "4"], "Stop now: you take the 3 cards and may put one in your zoo."),
    (["1", "2", "4", "5"], "Stop now: you take the 4 cards and may put up to 2 in your zoo."),
])
def test_after_a_draw_it_is_stop_drawing_again(app, watering, tip):
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0, watering=watering))
    button = stop_button(table)
    assert button.label == "Stop drawing (S)"
    assert button.tooltip == tip


def test_drawing_nothing_ends_your_turn_with_your_hand_as_it_was(app):
    table = start(app, [Seat("Ann"), Seat("Ben"), Seat("Cy")])
    seat_at(app, table, position(turn=0))
    before = list(table.match.state.hands[0])
    key(app, pygame.K_s)
    state = table.match.state
    assert state.turn == 1 and state.hands[0] == before and not state.zoos[0]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_label_fits_its_button_whole_at_its_size(lang):
    app, table = seated((1280, 720), lang, "bye_bye", against_ai(5))
    try:
        seat_at(app, table, State.from_position(5, hands=[[str(n), "black_sheep"] for n in range(1, 6)],
                                                    turn=0))
        button = stop_button(table)
        assert button.label == words.stop_button(table.view)[0]
        assert button.label_size() == button.size  # not shrunk
        assert button.rect.w >= button.needed_width
    finally:
        i18n.set_language("en")


def test_the_log_says_a_turn_passed_without_a_card(app):
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0))
    assert words.describe_event(table, {"kind": "stopped", "seat": 0, "drawn": 0,
                                  "allowance": 0}) == "You drew no card this turn"
    assert words.describe_event(table, {"kind": "stopped", "seat": 1, "drawn": 0,
                                  "allowance": 0}) == "Ben drew no card this turn"
    assert words.describe_event(table, {"kind": "stopped", "seat": 1, "drawn": 2,
                                  "allowance": 0}) is None


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_stop_says_one_formula_at_every_table_size(lang, players):
    """Critic 19: the stop text was garbled at 2 players ("laying in your zoo needs 3") and
    worded otherwise at 5 ("then lay up to 1"); German said "bis zu 1". One formula, "Stop
    now: you take ...", in the decision and in the button's tooltip alike."""
    from game import i18n
    from game.tables.bye_bye import words

    i18n.set_language(lang)
    try:
        app, table = seated((1280, 720), lang, "bye_bye", against_ai(players))
        try:
            for watering in (["9"], ["9", "4"], ["9", "4", "2"], ["9", "4", "2", "5"]):
                hands = [["3", "7", "12", "black_sheep"]] + [
                    ["6", "8", "10", "black_sheep"]] * (players - 1)
                seat_at(app, table, State.from_position(
                    players, hands=[list(h) for h in hands], watering=watering, turn=0))
                said = words.decision(table)[0]
                assert said.startswith("Stop now: you take" if lang == "en" else
                                       "Jetzt aufhören: "), said
                assert "bis zu 1 " not in said and "up to 1 " not in said, said
                assert stop_button(table).tooltip == said
        finally:
            app.leave_all()
    finally:
        i18n.set_language("en")
