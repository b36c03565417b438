"""The results screen (issue 23, and issue 22's Data): no button has the focus at first,
keys and clicks are ignored for a moment as it appears, the table behind cannot be read, the
title stays clear of the seat panels; a game that could not be kept says why, with Retry,
and leaving asks first."""

from __future__ import annotations

import errno
import os
import random

import pygame
import pytest

from game import history, saves, storage
from game.app import App
from game.match import Match
from game.saves import Seat
from game.scenes import start
from game.scenes.confirm import ROW, SIZE, ConfirmScene
from game.scenes.menu import CENTRE_X
from game.scenes.results import BOARD, CALM, COLUMNS_TOP, ResultsScene
from game.scenes.tables import table_for
from game.scenes.title import TitleScene
from game.tables.base import TableScene
from game.view.widgets import Button

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


@pytest.fixture
def app():
    app = App(headless=True)
    yield app
    pygame.quit()


def frames(app, n=1):
    for _ in range(n):
        app.step(1 / 60)


def post(*events):
    for event in events:
        pygame.event.post(event)


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=" ", scancode=0)


def button(scene, label):
    return next(w for w in scene.widgets.widgets if isinstance(w, Button) and w.label == label)


def over_a_table(app, match):
    """The results as a finished game shows them: over its table."""
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    scene = ResultsScene(app, match)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def test_no_button_has_the_focus_and_space_or_enter_at_once_starts_nothing(app):
    scene = over_a_table(app, start.finished_match(seed=2))
    assert scene.widgets.focused is None
    post(key(pygame.K_SPACE), key(pygame.K_RETURN))
    frames(app)
    click = button(scene, "Rematch").rect.center
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click, button=1))
    frames(app)
    assert app.stack.top is scene  # all of it fell in the first moment
    frames(app, round(CALM * 60) + 1)
    post(key(pygame.K_RETURN))
    frames(app)
    assert app.stack.top is scene  # no focus: Enter means nothing yet
    post(key(pygame.K_TAB), key(pygame.K_RETURN))
    frames(app)
    assert isinstance(app.stack.top, TableScene) and not app.stack.top.match.is_over


def test_the_table_behind_cannot_be_read_and_the_title_is_clear_of_the_columns(app):
    """Inside the board the results over a table look exactly as they do alone."""
    match = start.finished_match(seed=3)
    alone = ResultsScene(app, match)
    app.stack.push(alone)
    app.stack.apply_pending()
    frames(app)
    without = app.display.subsurface(app.box).copy()
    app.stack.reset(TitleScene(app))
    app.stack.apply_pending()
    scene = over_a_table(app, match)
    frames(app)
    inside = BOARD.inflate(-12, -12)  # within the rim
    shown = app.display.subsurface(app.box).copy()
    for x in range(inside.left, inside.right, 37):
        for y in range(inside.top, inside.bottom, 29):
            assert shown.get_at((x, y)) == without.get_at((x, y)), (x, y)
    title = scene.title_rect
    assert BOARD.contains(title) and title.bottom < COLUMNS_TOP - 40


# -- a game that could not be kept ------------------------------------------------------------

def ended_while_nothing_can_be_written(app, patch) -> tuple[ResultsScene, Match]:
    """`patch`: a monkeypatch context of its own (undoing the test's whole monkeypatch
    would undo its private SHEEPFOLD_HOME too)."""
    match = Match.new("black_sheep", SEATS, 4)
    rng = random.Random(4)
    while True:
        action = rng.choice(match.legal_actions())
        probe = match.state.clone()
        probe.apply(action)
        if probe.is_over:
            break
        match.apply(action)
    match = Match(match.data, autosave=saves.new_path("black_sheep"))

    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    patch.setattr(storage.tempfile, "mkstemp", refuse)
    match.apply(action)
    return over_a_table(app, match), match


def test_the_results_say_why_the_game_is_not_kept_and_retry_keeps_it(app, monkeypatch):
    with monkeypatch.context() as full:
        scene, match = ended_while_nothing_can_be_written(app, full)
        said = scene.problem()
        assert "could not be kept in Your games: the disk is full" in said
        assert "Continue has it only up to the last move that was saved" in said
        button(scene, "Retry").activate()
        assert match.finished_record is None and button(scene, "Retry")  # still full
    assert str(storage.home()).startswith(os.environ["SHEEPFOLD_HOME"])
    button(scene, "Retry").activate()
    assert match.finished_record is not None and not match.autosave.exists()
    assert "Retry" not in [w.label for w in scene.widgets.widgets if isinstance(w, Button)]
    assert len(history.records()[0]) == 1
    frames(app)
    button(scene, "Back to title").activate()  # kept now: no question
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def held_whole(asking: ConfirmScene) -> bool:
    """The question's rows all sit in its box, above its buttons."""
    last = asking.box.y + 46 + (len(asking.rows) - 1) * ROW + SIZE
    return last < min(w.rect.top for w in asking.widgets.widgets) and asking.box.collidepoint(
        CENTRE_X, last)


def test_leaving_an_unkept_game_asks_first(app, monkeypatch):
    with monkeypatch.context() as full:
        scene, match = ended_while_nothing_can_be_written(app, full)
    for leave in ("Back to title", "Rematch"):
        button(scene, leave).activate()
        app.stack.apply_pending()
        asking = app.stack.top
        assert isinstance(asking, ConfirmScene) and "Leave anyway?" in asking.question
        assert held_whole(asking)
        assert asking.widgets.focused.label == "Stay"
        button(asking, "Stay").activate()
        app.stack.apply_pending()
        assert app.stack.top is scene
    pygame.event.post(key(pygame.K_ESCAPE))
    frames(app, round(CALM * 60) + 2)
    pygame.event.post(key(pygame.K_ESCAPE))
    frames(app)
    assert isinstance(app.stack.top, ConfirmScene)
    button(app.stack.top, "Leave").activate()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene)


def test_a_game_held_by_its_save_says_the_next_start_keeps_it(app):
    match = Match.new("black_sheep", SEATS, 5)
    rng = random.Random(5)
    while True:
        action = rng.choice(match.legal_actions())
        probe = match.state.clone()
        probe.apply(action)
        if probe.is_over:
            break
        match.apply(action)
    match = Match(match.data, autosave=saves.new_path("black_sheep"))
    (storage.home() / "finished").write_text("in the way")
    match.apply(action)
    scene = over_a_table(app, match)
    assert "a file is in the way of its folder" in scene.problem()
    assert "tries again at the next start" in scene.problem()
    button(scene, "Back to title").activate()
    app.stack.apply_pending()
    assert "tries again at the next start" in app.stack.top.question


def test_a_long_question_in_german_is_held_whole(app):
    from game import i18n

    i18n.set_language("de")
    try:
        question = i18n._("This game could not be kept ({reason}). {then} Leave anyway?").format(
            reason=storage.reason(OSError(errno.ENOSPC, "full")), then=i18n._(
                "If you leave now, Continue has it only up to the last move that was saved."))
        asking = ConfirmScene(app, question, "Gehen", "Bleiben", lambda: None)
        assert len(asking.rows) >= 4 and held_whole(asking)
    finally:
        i18n.set_language("en")


def test_review_my_game_opens_the_review_of_the_person_at_the_screen(app):
    from game.scenes.review import ReviewScene

    match = Match.new("sheep_sheep", SEATS, seed=4)
    rng = random.Random(4)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    scene = over_a_table(app, match)
    frames(app, round(CALM * 60) + 1)
    button(scene, "Review my game").activate()
    app.stack.apply_pending()
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.seat == 0  # Anna, not Dolly the AI
    review.close()


@pytest.mark.parametrize("game", ["bye_bye", "boom_bah"])
def test_a_jolt_of_the_last_move_does_not_smear_the_results(app, game):
    """Bye-Bye at two: the last move shook the watering hole, the table stopped updating
    under the results, and its shake's scroll, every frame, smeared the winner's column
    across the board. The results end the shake of the table under them."""
    from game.ai.base import Observation, RandomAgent

    match = Match.new(game, [Seat("Ann"), Seat("Bo", "ai", "easy")], seed=3)
    agent, rng = RandomAgent(), random.Random(3)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    table.shake.start(12.0, 0.45)
    app.stack.push(ResultsScene(app, match))
    app.stack.apply_pending()
    frames(app, 3)
    assert not table.shake.active and table.shake.offset == (0, 0)


def test_the_pause_menu_ends_a_jolt_too(app):
    """The pause menu over a table mid-shake (Escape as a mine goes off) smeared the same
    way: the table waits under it, so its shake ends."""
    from game.scenes.pause import PauseScene

    match = Match.new("boom_bah", [Seat("Ann"), Seat("Bo", "ai", "easy")], seed=3)
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    table.shake.start(12.0, 0.45)
    app.stack.push(PauseScene(app, table))
    app.stack.apply_pending()
    frames(app, 2)
    assert not table.shake.active
