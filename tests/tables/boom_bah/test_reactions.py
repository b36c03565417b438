"""Auto-pass per person that leaks nothing: a game with people asks every seat; each person
chooses when they are asked, saved with their seat: "always" asks every time ("Nothing to
answer with", Continue), "answer" lets the table answer for you after the AI's pause when you
hold nothing, "never" answers for you at once; in hot seat a window hands the screen to each
person once, and with "always" the screens and pauses never depend on what anyone holds."""

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
def test_a_game_with_people_asks_every_seat_and_each_person_chooses():
    alone = Match.new("boom_bah", [ANNA, ai(1)], seed=1)
    together = Match.new("boom_bah", [ANNA, BEN, ai(2)], seed=1)
    chosen = Match.new("boom_bah", [ANNA, Seat("Ben", asked="never")], seed=1)
    machines = Match.new("boom_bah", [ai(0), ai(1)], seed=1)
    assert alone.data.options["auto_pass"] == together.data.options["auto_pass"] == "off"
    assert machines.data.options["auto_pass"] == "on"  # simulations keep the rules' option
    assert alone.seats[0].asked == "answer"  # nobody watches but you
    assert [s.asked for s in together.seats[:2]] == ["always", "always"]  # leak nothing
    assert [s.asked for s in chosen.seats] == ["always", "never"]  # a choice is kept


def test_the_choice_is_saved_with_the_seat_compactly_and_survives_a_reload():
    match = Match.new("boom_bah", [ANNA, BEN, Seat("Cleo")], seed=1)
    match.set_asked(0, "never")
    match.set_asked(1, "answer")
    saved = match.data.to_json()
    assert [s.get("asked") for s in saved["seats"]] == ["never", None, "always"]
    assert "auto_pass" not in str(saved["seats"])
    again = parse(saved, "save.json")
    assert [s.asked for s in again.seats] == ["never", "answer", "always"]
    with pytest.raises(ValueError):
        match.set_asked(0, "sometimes")
    for damaged in ({"auto_pass": "yes"}, {"asked": "sometimes"}, {"asked": True}):
        with pytest.raises(Exception, match="seat is damaged"):
            parse({**saved, "seats": [{"name": "A", "kind": "human", **damaged}] * 2},
                  "save.json")


def test_a_save_of_the_on_off_switch_still_loads():
    saved = Match.new("boom_bah", [ANNA, BEN], seed=1).data.to_json()
    saved["seats"] = [{"name": "Anna", "kind": "human", "level": None, "auto_pass": False},
                      {"name": "Ben", "kind": "human", "level": None, "auto_pass": True}]
    assert [s.asked for s in parse(saved, "save.json").seats] == ["always", "answer"]
    saved["seats"][1].pop("auto_pass")  # on was the default, not written
    assert parse(saved, "save.json").seats[1].asked == "answer"


# -- asked, or answered for -------------------------------------------------------------------
def rival_plays_a_card(app, asked: str, hand: list[str]):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    table.match.set_asked(0, asked)
    table.match._agents[1] = Passer()
    state = table.match.state
    state.turn, state.actions_left = 1, 2
    deal(table, [hand, ["golden_fleece:1"]])
    table.perform(Play("golden_fleece:1"))
    table.timeline.skip()
    return table


def test_always_asked_you_are_asked_even_with_nothing_to_answer(app):
    table = rival_plays_a_card(app, "always", hand=["dog:0"])
    assert table.match.to_move == 0 and table.my_turn
    lines = wording.question_lines(table)
    assert lines[-1] == "Nothing to answer with."
    buttons = [b.label for b in table.visible_buttons()]
    assert "Continue (N)" in buttons and not any(b.startswith("Play ") for b in buttons)
    key(app, pygame.K_n)
    assert table.match.steps[-1].action == Pass()


def test_asked_with_an_answer_the_table_answers_for_you_after_the_pause(app):
    table = rival_plays_a_card(app, "answer", hand=["dog:0"])
    steps = len(table.match.steps)
    assert "Continue (N)" not in [b.label for b in table.visible_buttons()]
    for _ in range(round(asking.REACTION_PAUSE / FRAME) - 2):
        app.step(FRAME)
    assert len(table.match.steps) == steps  # not before the pause an AI would take
    for _ in range(4):
        app.step(FRAME)
    assert table.match.steps[steps].action == Pass() and table.match.steps[steps].seat == 0


def test_asked_with_an_answer_you_are_asked_when_you_hold_one(app):
    table = rival_plays_a_card(app, "answer", hand=["eiei_no:0"])
    for _ in range(round(2 * asking.REACTION_PAUSE / FRAME)):
        app.step(FRAME)
    assert table.match.to_move == 0 and table.my_turn
    assert "Play EIEI...NO" in [b.label for b in table.visible_buttons()]


@pytest.mark.parametrize("hand", [["dog:0"], ["eiei_no:0"]])
def test_never_asked_the_table_answers_for_you_at_once_whatever_you_hold(app, hand):
    table = rival_plays_a_card(app, "never", hand=hand)
    steps = len(table.match.steps)
    app.step(FRAME)
    assert table.match.steps[steps].action == Pass() and table.match.steps[steps].seat == 0


def test_you_change_your_choice_at_any_time_with_a_click_or_a_key(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    assert table.match.seats[0].asked == "answer"
    key(app, pygame.K_a)
    assert table.match.seats[0].asked == "never"
    key(app, pygame.K_a)
    assert table.match.seats[0].asked == "always"
    app.step(FRAME)
    assert table.auto_switch.value == "always" and "private" in table.auto_switch.tooltip
    switch = (table.auto_switch.rect.right - 5, table.auto_switch.rect.centery)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle(pygame.event.Event(kind, pos=switch, button=1))
    assert table.match.seats[0].asked == "answer"


# -- hot seat: the same screens and pauses whatever anyone holds ------------------------------
def trace(app, hands: list[list[str]], frames: int = 420, ben: str | None = None) -> list[tuple]:
    """Anna plays Golden Fleece in hot seat with Ben (a person, asked always unless `ben`
    says otherwise) and Cleo (an AI that passes); the people confirm their hand-offs and
    answer after a fixed moment. What everyone at the table sees, frame by frame: the screen
    on top, who sits at it, who is being asked, how many moves were made."""
    table = start(app, [Seat("Anna"), Seat("Ben", asked=ben), ai(2)],
                  options={"quick_setup": "on"})
    table.match._agents[2] = Passer()
    table.match.thinker = InlineThinker()  # frame by frame alike, whatever the machine's load
    if isinstance(app.stack.top, HandoffScene):
        app.stack.top.confirm()
        app.stack.apply_pending()
    table.confirm_viewer(0)
    app.step(FRAME)  # a table opened over the last trace's fades in first: wait for it
    while app.curtain is not None:
        app.step(FRAME)
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


def handoffs_in(seen: list[tuple]) -> list[int]:
    """Who each hand-off that opened was for."""
    return [viewer_next for (scene, _v, viewer_next, _n), prev in zip(seen[1:], seen, strict=False)
            if scene == "HandoffScene" and prev[0] != "HandoffScene"]


@pytest.mark.parametrize("hand", [["dog:1"], ["eiei_no:1"]])
def test_never_asked_never_hands_the_screen_over(app, hand):
    seen = trace(app, [["golden_fleece:0"], hand, ["dog:2"]], frames=240, ben="never")
    assert "HandoffScene" not in [s[0] for s in seen]
    assert seen[-1][2] == 0 and seen[-1][3] == 3  # Ben and Cleo passed, back to Anna


def test_asked_with_an_answer_hands_the_screen_over_only_to_the_holder(app):
    empty = trace(app, [["golden_fleece:0"], ["dog:1"], ["dog:2"]], frames=240, ben="answer")
    holding = trace(app, [["golden_fleece:0"], ["eiei_no:1"], ["dog:2"]], ben="answer")
    assert handoffs_in(empty) == []
    assert handoffs_in(holding) == [1, 0]  # Ben to answer, then Anna back to her turn


def test_always_asked_hands_the_screen_over_whatever_is_held(app):
    for hand in (["dog:1"], ["eiei_no:1"]):
        seen = trace(app, [["golden_fleece:0"], hand, ["dog:2"]])
        assert handoffs_in(seen) == [1, 0]
