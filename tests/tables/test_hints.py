"""Hints: what the Hard AI would play for the person at the screen, worked out from their
view alone on the match's worker thread while the table keeps drawing, shown on every table
with a reason; the H key and the button; the setting; the mark in the game's record."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pygame
import pytest

from game import games, history, saves, settings
from game.ai.base import Agent, Observation
from game.ai.levels import HARD_THINK_TIME, make_agent
from game.ai.sheep_sheep import harvest as ss_harvest
from game.app import App
from game.match import Match
from game.rules.base import dumps
from game.rules.sheep_sheep import EndTurn, Exchange, Refill
from game.rules.sheep_sheep import card as ss_card
from game.saves import Seat
from game.scenes.history import HistoryScene
from game.scenes.replay import ReplayScene
from game.scenes.settings_menu import SettingsScene
from game.scenes.tables import table_for
from game.tables.sheep_sheep import hinting as ss_hinting
from game.tables.sheep_sheep import words as ss_words
from game.view import assets, canvas
from game.view.tween import Wait
from game.view.widgets import Toggle
from tests.tables.moments import until_my_turn

GAMES = tuple(g.id for g in games.playable())
PATIENCE = 30.0  # seconds; only a bound for a broken run
SEATS = [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")]


def seats(game: str) -> list[Seat]:
    """Ann and her AI rivals: three where the game takes them, else as many as it does."""
    spec = games.get(game).spec
    return SEATS[:max(spec.min_players, min(len(SEATS), spec.max_players))]


def quick(game: str) -> Agent:
    """Hard with a fixed search: the same question gets the same answer."""
    return make_agent(game, "hard", hard_iterations=4)


def seated(app: App, game: str, seed: int = 3, hinter: Agent | None = None,
           autosave: bool = False):
    """A new game at its table, played on (by the AI) until it is Ann's decision."""
    match = Match.new(game, seats(game), seed=seed,
                      autosave=saves.new_path(game) if autosave else None)
    match.hinter = hinter
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    assert until_my_turn(app, table, 2000, PATIENCE), "it never came to Ann's decision"
    return table


def hint_shown(app: App, table) -> None:
    for _ in range(2000):
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        if table.hints.action is not None:
            return
    raise AssertionError("no hint came")


def key(app: App, k: int) -> None:
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


# -- the match ---------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_a_legal_move_of_the_viewer_and_marks_the_save(game):
    match = Match.new(game, seats(game), seed=5, autosave=saves.new_path(game))
    match.hinter = quick(game)
    match.hint(1)  # not Bo's decision: nothing is asked
    assert not match.hinting
    match.hint(0)
    match.wait_for_ai(PATIENCE)
    action = match.poll_hint()
    assert action in match.legal_actions() and not match.hinting
    assert match.data.hints_used and saves.read(match.autosave).hints_used
    match.close()


def test_an_answer_for_a_position_that_changed_is_dropped():
    match = Match.new("black_sheep", list(SEATS), seed=5)
    match.hinter = quick("black_sheep")
    match.hint(0)
    match.wait_for_ai(PATIENCE)
    match.apply(match.legal_actions()[0])
    assert match.poll_hint() is None and not match.data.hints_used


def positions(game: str, seed: int, wanted: int):
    """Matches at Ann's decisions, each with a twin world: the rivals' hidden things dealt
    again (`determinize` keeps everything Ann may know)."""
    rng = random.Random(seed)
    match = Match.new(game, seats(game), seed=seed)
    found = []
    while not match.is_over and len(found) < wanted:
        if match.to_move == 0 and len(match.legal_actions()) > 1 and rng.random() < 0.4:
            twin = match.state.determinize(0, random.Random(rng.getrandbits(32)))
            assert dumps(twin.view(0)) == dumps(match.state.view(0))
            hidden = any(dumps(twin.view(s)) != dumps(match.state.view(s))
                         for s in range(1, len(match.seats)))
            if hidden:  # a copy: the twin must not follow the moves played after it
                found.append((Match(match.data), twin.clone()))
        match.apply(rng.choice(match.legal_actions()))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_never_reads_the_rivals_hidden_cards(app, game):
    pairs = positions(game, 11, 3)
    assert pairs, "no position with hidden rival cards"
    for match, twin in pairs:
        table = table_for(app, match)
        table.viewer = 0
        answers = []
        for state in (match.state.clone(), twin):
            match.state, match.hinter = state, quick(game)
            match.hint(0)
            match.wait_for_ai(PATIENCE)
            action = match.poll_hint()
            table.refresh_view()
            table.sync()
            answers.append((action, table.hint_reason(action)))
        assert answers[0] == answers[1], "the hint changed with cards Ann cannot see"
        assert answers[0][1]  # a reason in words


# -- at the table ------------------------------------------------------------------------------

class Waiting(Agent):
    """Thinks until told to answer (the first legal move): a slow Hard AI. It thinks in the
    AI's worker process, so it is told by a file appearing."""

    def __init__(self, flag: Path) -> None:
        self.flag = str(flag)

    def choose(self, obs: Observation, rng: random.Random):
        end = time.monotonic() + PATIENCE
        while not os.path.exists(self.flag) and time.monotonic() < end:
            time.sleep(0.01)
        return obs.legal_actions[0]


@pytest.mark.parametrize("game", GAMES)
def test_frames_keep_coming_while_the_hint_is_worked_out(app, game, tmp_path):
    hinter = Waiting(tmp_path / "go")
    table = seated(app, game, hinter=hinter)
    key(app, pygame.K_h)
    assert table.match.hinting
    started = time.perf_counter()
    for _ in range(30):
        app.step(1 / 60)
    assert time.perf_counter() - started < PATIENCE / 2  # the frames did not wait for it
    assert table.hints.action is None and table.hints.line() == "Looking for a hint…"
    (tmp_path / "go").touch()
    hint_shown(app, table)
    assert table.hints.action == table.match.legal_actions()[0]
    assert table.hints.marks and table.hints.line().startswith("Hint: ")


@pytest.mark.parametrize("game", GAMES)
def test_the_hard_ai_answers_within_its_budget_while_the_table_draws(app, game):
    table = seated(app, game)
    app.step(1 / 60)  # the first frame paints the whole table (and makes every image)
    table.hints.button.activate()  # the button, as a click on it does
    started, longest = time.perf_counter(), 0.0
    while table.hints.action is None and time.perf_counter() - started < PATIENCE:
        frame = time.perf_counter()
        app.step(1 / 60)
        longest = max(longest, time.perf_counter() - frame)
        time.sleep(1 / 120)
    assert table.hints.action in table.match.legal_actions()
    assert table.match.hinter.think_time == HARD_THINK_TIME  # the game's Hard AI, its budget
    # The table draws on while Hard thinks: no frame waits out the search. (Counting frames
    # per second failed on a loaded machine when the search ended early; PATIENCE above only
    # stops a hang.)
    assert longest < HARD_THINK_TIME / 2


@pytest.mark.parametrize("game", GAMES)
def test_the_h_key_shows_the_move_and_why_until_it_is_played(app, game):
    table = seated(app, game, hinter=quick(game))
    key(app, pygame.K_h)
    hint_shown(app, table)
    action, marks = table.hints.action, table.hints.marks
    assert marks and all(surface_rect().contains(r) for r in marks)
    assert table.hints.reason and table.hints.line() == f"Hint: {table.hints.reason}"
    assert not table.hints.button.enabled  # one hint at a time: it is on show
    table.perform(action)
    app.step(1 / 60)
    assert table.hints.action is None and table.hints.marks == []


def test_a_hint_that_comes_while_the_table_still_moves_waits_for_it_to_rest(app):
    table = seated(app, "boom_bah", hinter=quick("boom_bah"))
    key(app, pygame.K_h)
    table.timeline.add(Wait(2.0))  # the last move still showing
    table.match.wait_for_ai(PATIENCE)
    for _ in range(30):
        app.step(1 / 60)
    assert table.animating and table.hints.action is None
    assert table.hints.line() == "Hint coming as soon as the table is still…"
    hint_shown(app, table)
    assert not table.animating and table.hints.action is not None


def surface_rect() -> pygame.Rect:
    return pygame.Rect(0, 0, 1280, 720)


def test_the_button_is_on_the_table_and_a_click_asks(app):
    table = seated(app, "black_sheep", hinter=quick("black_sheep"))
    app.step(1 / 60)
    button = table.hints.button
    assert button in table.shown_buttons() and button.enabled
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle(pygame.event.Event(kind, pos=button.rect.center, button=1))
    hint_shown(app, table)
    assert table.selected  # the hinted cards are picked: Enter plays them


def test_not_your_decision_no_hint(app):
    table = seated(app, "black_sheep", hinter=quick("black_sheep"))
    while table.match.to_move == 0:  # a play (and a discard or not): then Bo decides
        table.perform(table.match.legal_actions()[0])
    key(app, pygame.K_h)
    assert not table.match.hinting and "your own decisions" in table.message


@pytest.mark.parametrize("game", GAMES)
def test_hints_switched_off(app, game):
    app.settings.hints = False
    table = seated(app, game, hinter=quick(game))
    app.step(1 / 60)
    assert table.hints.button not in table.shown_buttons()
    key(app, pygame.K_h)
    assert not table.match.hinting


def test_the_setting_is_one_toggle_and_is_kept(app):
    scene = SettingsScene(app)
    toggle = next(w for w in scene.widgets.widgets
                  if isinstance(w, Toggle) and w.label == "Hints")
    assert app.settings.hints
    toggle.activate()
    assert app.settings.hints is False and settings.load()[0].hints is False


def test_no_hints_in_a_replay(app):
    match = Match.new("black_sheep", list(SEATS), seed=4)
    match.apply(match.legal_actions()[0])
    scene = ReplayScene(app, match.data)
    assert not scene.table.hints.on


# -- the record --------------------------------------------------------------------------------

def test_a_game_with_a_hint_is_marked_in_its_record_and_on_the_history(app):
    for seed, asked in ((1, True), (2, False)):
        match = Match.new("black_sheep", [Seat("Ann"), Seat("Bo", "ai", "easy")], seed=seed,
                          autosave=saves.new_path("black_sheep"))
        match.hinter = quick("black_sheep")
        agent, rng = make_agent("black_sheep", "easy"), random.Random(seed)
        if asked:
            match.hint(0)
            match.wait_for_ai(PATIENCE)
            match.apply(match.poll_hint())
        while not match.is_over:
            match.apply(agent.choose(Observation.of(match.state), rng))
        match.close()
    found, _ = history.records()
    assert sorted(r.hints_used for r in found) == [False, True]
    assert all(saves.read(r.path).hints_used == r.hints_used for r in found)
    with assets.recording() as written:
        scene = HistoryScene(app)
        scene.draw(canvas.blank((1280, 720), alpha=False))
    assert sum(w.message == "Hints used" for w in written.values()) == 1


# -- Sheep Sheep ---------------------------------------------------------------------------------

def test_sheep_sheep_hints_light_the_card_the_cell_or_the_button_and_say_the_move(app):
    """An exchange picks the card (its target shows the sheep it becomes), a refill shows the
    drawn card in its cell and side, ending lights End turn and the groups; the reason names
    the cell and colours, and "lines up" means the move makes the group it names."""
    table = seated(app, "sheep_sheep", seed=7, hinter=quick("sheep_sheep"))
    seen: set[type] = set()
    for _ in range(80):
        key(app, pygame.K_h)
        hint_shown(app, table)
        action, marks, reason = table.hints.action, table.hints.marks, table.hints.reason
        board, cells = table.board, ss_words.cell(getattr(action, "cell", 0))
        if isinstance(action, Exchange):
            assert ss_card(*table.picked_face()) == action.card
            assert table.cell_targets()[action.cell] == action.showing
            assert board.cell(action.cell) in marks and cells in reason
            assert ss_words.colour(action.showing) in reason
            end, more = ss_hinting.plan_after(table.view, 0, action)
            gets = sum(1 for c in range(9) if ss_harvest(end) >> c & 1)
        elif isinstance(action, Refill):
            assert (table.refill_cell, table.refill_up()) == (action.cell, action.showing)
            assert marks == [board.cell(action.cell), board.drawn()] and cells in reason
        else:
            assert isinstance(action, EndTurn) and table.buttons["end"].rect in marks
            assert [board.cell(c) for c in table.grouped_cells()] == marks[1:]
            assert ("collect" in reason) == bool(table.grouped_cells())
        assert all(surface_rect().contains(r) for r in marks)
        seen.add(type(action))
        if seen == {Exchange, EndTurn, Refill}:
            return
        assert table.perform(action)
        table.timeline.skip()
        if isinstance(action, Exchange) and not more:
            assert len(table.grouped_cells()) == gets > 0  # the group the reason named
        until_my_turn(app, table, 2000, PATIENCE)
    raise AssertionError(f"only {seen} were hinted")
