"""Auto-pass per person that leaks nothing: a game with people asks every seat; each person has
their own switch, saved with their seat; with it off you are asked every time ("Nothing to
answer with", Continue); with it on the table answers for you after the AI's pause; in hot
seat a window hands the screen to each person once; and the screens and pauses never depend on
what anyone holds."""

from __future__ import annotations

import pygame
import pytest

from game.ai.base import Agent
from game.match import Match
from game.rules.boom_bah import Pass, Play
from game.saves import Seat, parse
from game.scenes.handoff import HandoffScene
from game.tables.boom_bah import asking
from game.tables.boom_bah import words as wording
from tests.ai.inline import InlineThinker
from tests.tables.boom_bah.test_table import ai, start

FRAME = 1 / 60
ANNA, BEN = Seat("Anna"), Seat("Ben")


class Passer(Agent):
    """An AI seat that lets every card through (it may hold an answer or not)."""

    name = "passer"

    def choose(self, obs, rng):
        return Pass() if Pass() in obs.legal_actions else obs.legal_actions[0]


def key(app, k):
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.stack.apply_pending()


def deal(table, hands):
    state = table.match.state
    state.hands = [sorted(h) for h in hands]
    table.refresh_view()
    table.sync()


# -- the match ------------------------------------------------------------------------------
def test_a_game_with_people_asks_every_seat_and_each_person_has_a_switch():
    alone = Match.new("boom_bah", [ANNA, ai(1)], seed=1)
    together = Match.new("boom_bah", [ANNA, BEN, ai(2)], seed=1)
    machines = Match.new("boom_bah", [ai(0), ai(1)], seed=1)
    assert alone.data.options["auto_pass"] == together.data.options["auto_pass"] == "off"
    assert machines.data.options["auto_pass"] == "on"  # simulations keep the rules' option
    assert alone.seats[0].auto_pass  # nobody watches but you: on
    assert not together.seats[0].auto_pass and not together.seats[1].auto_pass  # leak nothing


def test_the_switch_is_saved_with_the_seat_and_survives_a_reload():
    match = Match.new("boom_bah", [ANNA, BEN], seed=1)
    match.set_auto_pass(1, True)
    match.set_auto_pass(0, False)
    again = parse(match.data.to_json(), "save.json")
    assert [s.auto_pass for s in again.seats] == [False, True]
    with pytest.raises(Exception, match="seat is damaged"):
        parse({**match.data.to_json(), "seats": [{"name": "A", "kind": "human",
                                                  "auto_pass": "yes"}] * 2}, "save.json")


# -- asked, or answered for -------------------------------------------------------------------
def rival_plays_a_card(app, switch_on: bool, hand: list[str]):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    table.match.set_auto_pass(0, switch_on)
    table.match._agents[1] = Passer()
    state = table.match.state
    state.turn, state.actions_left = 1, 2
    deal(table, [hand, ["golden_fleece:1"]])
    table.perform(Play("golden_fleece:1"))
    table.timeline.skip()
    return table


def test_with_the_switch_off_you_are_asked_even_with_nothing_to_answer(app):
    table = rival_plays_a_card(app, switch_on=False, hand=["dog:0"])
    assert table.match.to_move == 0 and table.my_turn
    lines = wording.question_lines(table)
    assert lines[-1] == "Nothing to answer with."
    buttons = [b.label for b in table.visible_buttons()]
    assert "Continue (N)" in buttons and not any(b.startswith("Play ") for b in buttons)
    key(app, pygame.K_n)
    assert table.match.steps[-1].action == Pass()


def test_with_the_switch_on_the_table_answers_for_you_after_the_pause(app):
    table = rival_plays_a_card(app, switch_on=True, hand=["dog:0"])
    steps = len(table.match.steps)
    assert "Continue (N)" not in [b.label for b in table.visible_buttons()]
    for _ in range(round(asking.REACTION_PAUSE / FRAME) - 2):
        app.step(FRAME)
    assert len(table.match.steps) == steps  # not before the pause an AI would take
    for _ in range(4):
        app.step(FRAME)
    assert table.match.steps[steps].action == Pass() and table.match.steps[steps].seat == 0


def test_with_the_switch_on_you_are_still_asked_when_you_hold_an_answer(app):
    table = rival_plays_a_card(app, switch_on=True, hand=["eiei_no:0"])
    for _ in range(round(2 * asking.REACTION_PAUSE / FRAME)):
        app.step(FRAME)
    assert table.match.to_move == 0 and table.my_turn
    assert "Play EIEI...NO" in [b.label for b in table.visible_buttons()]


def test_you_flip_your_switch_at_any_time_with_a_click_or_a_key(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    assert table.match.seats[0].auto_pass
    key(app, pygame.K_a)
    assert not table.match.seats[0].auto_pass
    switch = table.auto_switch.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle(pygame.event.Event(kind, pos=switch, button=1))
    assert table.match.seats[0].auto_pass


# -- hot seat: the same screens and pauses whatever anyone holds ------------------------------
def trace(app, hands: list[list[str]], frames: int = 420) -> list[tuple]:
    """Anna plays Golden Fleece in hot seat with Ben (a person, switch off) and Cleo (an AI
    that passes); the people confirm their hand-offs and answer after a fixed moment. What
    everyone at the table sees, frame by frame: the screen on top, who sits at it, who is
    being asked, how many moves were made."""
    table = start(app, [Seat("Anna"), Seat("Ben"), ai(2)], options={"quick_setup": "on"})
    table.match._agents[2] = Passer()
    table.match.thinker = InlineThinker()  # frame by frame alike, whatever the machine's load
    if isinstance(app.stack.top, HandoffScene):
        app.stack.top.confirm()
        app.stack.apply_pending()
    table.confirm_viewer(0)
    state = table.match.state
    state.turn, state.actions_left, state.pending = 0, 2, []
    deal(table, hands)
    table.perform(Play("golden_fleece:0"))
    seen, waited = [], 0
    for _ in range(frames):
        app.step(FRAME)
        top = app.stack.top
        seen.append((type(top).__name__, table.viewer, table.match.to_move,
                     len(table.match.steps)))
        waited = waited + 1 if seen[-1] == seen[-2 if len(seen) > 1 else -1] else 0
        if waited == 12 and isinstance(top, HandoffScene):
            top.confirm()
            app.stack.apply_pending()
        elif waited == 12 and table.my_turn and Pass() in table.match.legal_actions():
            key(app, pygame.K_n)  # Pass, or Continue with nothing to answer with
    return seen


def test_the_screens_and_pauses_do_not_depend_on_what_anyone_holds(app):
    empty = trace(app, [["golden_fleece:0"], ["dog:1"], ["dog:2"]])
    holding = trace(app, [["golden_fleece:0"], ["eiei_no:1"], ["eiei_no:2"]])
    assert empty == holding
    screens = [s[0] for s in empty]
    assert "HandoffScene" in screens  # Ben was asked behind his own hand-off
    assert empty[-1][2] == 0 and empty[-1][3] == 3  # played, Ben, Cleo, back to Anna


def test_a_window_hands_the_screen_to_each_person_once(app):
    seen = trace(app, [["golden_fleece:0"], ["dog:1"], ["dog:2"]])
    handoffs = [viewer_next for (scene, _v, viewer_next, _n), prev in zip(seen[1:], seen, strict=False)
                if scene == "HandoffScene" and prev[0] != "HandoffScene"]
    assert handoffs == [1, 0]  # Ben for the window, then Anna back to her turn
    assert all(a != b for a, b in zip(handoffs, handoffs[1:], strict=False))
