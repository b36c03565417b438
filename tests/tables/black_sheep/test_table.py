"""The Black Sheep table as a player uses it: clicks, keys, refusals, hot seat, replay."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai.base import Observation
from game.ai.black_sheep import EasyAgent
from game.match import Match
from game.rules.black_sheep import BlackSheepState, PlayCards
from game.saves import Seat
from game.scenes.handoff import HandoffScene
from game.scenes.replay import ReplayScene
from game.scenes.tables import table_for

PATIENCE = 30.0  # seconds an AI may think before a frame; only a bound for a broken run


def start(app, seats, seed=3):
    """A new game at its table, the opening deal watched to its end."""
    match = Match.new("black_sheep", seats, seed=seed)
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    return table


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.stack.top.handle(pygame.event.Event(kind, pos=pos, button=1))


def key(app, k):
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def settle(app, frames=1):
    for _ in range(frames):
        app.step(1 / 60)
    app.stack.top.timeline.skip() if hasattr(app.stack.top, "timeline") else None


def hand_center(table, i):
    x, y, w, h = table.board.hand_card(i, len(table.shown["hand"]))
    return (int(x + w / 2), int(y + h / 2))


def field_center(table, f):
    return tuple(int(v) for v in table.layout[f"field_{f}"].center)


def test_a_card_and_a_field_clicked_play_the_card(app):
    table = start(app, [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    animal = table.shown["hand"][0]
    click(app, hand_center(table, 0))
    assert table.selection() == (animal,)
    assert table.playable_fields() == {0, 1, 2}
    click(app, field_center(table, 1))
    step = table.match.steps[-1]
    assert step.action == PlayCards(1, (animal,))
    assert table.animating
    table.timeline.skip()
    assert table.shown["fields"][1]["sides"][0] == [animal]


def test_keys_alone_play_a_whole_turn(app):
    table = start(app, [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    key(app, pygame.K_1)
    key(app, pygame.K_2)
    key(app, pygame.K_RIGHT)  # the cursor shows, on the first field the cards may go to
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert isinstance(table.match.steps[-1].action, PlayCards)
    assert table.match.steps[-1].action.field == 1


def test_an_illegal_click_says_why_and_changes_nothing(app):
    table = start(app, [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    click(app, field_center(table, 0))
    assert "Pick one or two cards" in table.message
    state = BlackSheepState.from_position(
        2, hands=[["horse", "cow", "pig"], ["sheep", "sheep", "sheep"]],
        fields=[{"figures": ["horse-1", "cow-1"], "sides": [["pig", "pig"], []]}, None, None])
    table.match.state = state
    table.refresh_view()
    table.sync()
    click(app, hand_center(table, 0))
    click(app, hand_center(table, 1))
    click(app, field_center(table, 0))
    assert table.message and "one card" in table.message.lower()
    assert table.match.steps == []


def test_hot_seat_hides_the_table_until_the_next_player_confirms(app):
    table = start(app, [Seat("Anna"), Seat("Ben")])
    settle(app, 2)
    assert isinstance(app.stack.top, HandoffScene)
    assert app.stack.top.seat == 0
    app.stack.top.confirm()
    app.stack.apply_pending()
    assert table.viewer == 0 and table.shown["hand"] == table.match.state.hands[0]
    key(app, pygame.K_1)
    key(app, pygame.K_2)
    key(app, pygame.K_RETURN)  # lights the first field the cards may go to
    key(app, pygame.K_RETURN)  # and plays them there
    table.timeline.skip()
    settle(app, 2)
    top = app.stack.top
    assert isinstance(top, HandoffScene) and top.seat == 1


def test_undo_by_keyboard_takes_back_a_single_card(app):
    table = start(app, [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)  # lights the first field the card may go to
    key(app, pygame.K_RETURN)  # and plays it there
    table.timeline.skip()
    assert table.match.state.phase == "discard"
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    assert table.match.steps == [] and len(table.shown["hand"]) == 3


@pytest.mark.slow
def test_an_ai_game_plays_to_the_end_with_every_animation(app):
    table = start(app, [Seat(n, "ai", "easy") for n in ("A", "B", "C", "D")], seed=5)
    for _ in range(4000):
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        if table.animating:
            table.timeline.skip()
        if table.match.is_over and table.finished_shown:
            break
    assert table.match.is_over
    assert table.revealed  # the final reveal turned every corral figure over


def test_the_replay_steps_forward_and_back(app):
    match = Match.new("black_sheep", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], seed=6)
    agent, rng = EasyAgent(), random.Random(1)
    for _ in range(10):
        match.apply(agent.choose(Observation.of(match.state), rng))
    scene = ReplayScene(app, match.data)
    app.stack.push(scene)
    app.stack.apply_pending()
    for _ in range(4):
        key(app, pygame.K_RIGHT)
    assert scene.index == 4 and len(scene.table.match.steps) == 4
    key(app, pygame.K_LEFT)
    assert scene.index == 3 and len(scene.table.match.steps) == 3
    app.step(1 / 60)


def press(app, k):
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.stack.apply_pending()


@pytest.mark.slow
def test_two_people_play_a_whole_hot_seat_game_by_keyboard_alone(app):
    from game.scenes.results import ResultsScene

    table = start(app, [Seat("Anna"), Seat("Ben")], seed=12)
    for _ in range(5000):
        app.step(1 / 60)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)  # "I am Anna: show my cards" has the focus
            continue
        if table.animating:
            press(app, pygame.K_SPACE)  # skip the animation
            continue
        if not table.my_turn:
            continue
        before = len(table.match.steps)
        if table.shown["phase"] == "discard":
            press(app, pygame.K_k)
        else:
            for card_key in (pygame.K_1, pygame.K_2):  # one card, then two if one won't do
                if card_key - pygame.K_1 not in table.selected:
                    press(app, card_key)
                for _ in range(8):  # Tab on to a field they may go to (or Skip turn)
                    press(app, pygame.K_TAB)
                    if table.lit().key[0] == "field" or table.lit().key == ("button", "pass"):
                        press(app, pygame.K_RETURN)
                        break
                if len(table.match.steps) > before:
                    break
        assert len(table.match.steps) > before, table.message
    assert table.match.is_over
    assert isinstance(app.stack.top, ResultsScene)


@pytest.mark.slow
@pytest.mark.parametrize(("level", "rivals"), [("easy", 1), ("medium", 3), ("hard", 2)])
def test_one_person_plays_a_whole_game_against_ai_by_mouse(app, level, rivals):
    from game.ai.levels import make_agent
    from game.scenes.results import ResultsScene

    seats = [Seat("Anna")] + [Seat(f"AI {i}", "ai", level) for i in range(rivals)]
    table = start(app, seats, seed=20 + rivals)
    for seat in range(1, rivals + 1):  # Hard searches a little, to keep the test quick
        table.match._agents[seat] = make_agent("black_sheep", level, hard_iterations=2)
    for _ in range(20000):
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        if isinstance(app.stack.top, ResultsScene):
            break
        if table.animating:
            click(app, (5, 5))  # a click skips the animation
            continue
        if not table.my_turn:
            continue
        before = len(table.match.steps)
        if table.shown["phase"] == "discard":
            click(app, table.buttons["keep"].rect.center)
        elif table.button_shown("pass"):
            click(app, table.buttons["pass"].rect.center)
        else:
            for count in (1, 2):
                table.selected = []
                for i in range(count):
                    click(app, hand_center(table, i))
                for f in range(3):
                    click(app, field_center(table, f))
                    if len(table.match.steps) > before:
                        break
                if len(table.match.steps) > before:
                    break
        assert len(table.match.steps) > before, table.message
    assert isinstance(app.stack.top, ResultsScene)
