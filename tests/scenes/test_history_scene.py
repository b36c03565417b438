"""The History screen: lists finished games, filters them, opens one in the replay viewer."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.saves import Seat
from game.scenes.history import HistoryScene, RecordRow
from game.scenes.replay import ReplayScene
from game.view import canvas
from tests.test_history import finish


@pytest.fixture
def app():
    app = App(headless=True)
    yield app
    pygame.quit()


def show(app):
    app.stack.push(HistoryScene(app))
    app.stack.apply_pending()
    scene = app.stack.top
    scene.update(0.1)
    scene.draw(canvas.blank((1280, 720), alpha=False))
    return scene


def rows(scene):
    return [w for w in scene.widgets.widgets if isinstance(w, RecordRow)]


def test_no_games_yet_says_so(app):
    scene = show(app)
    assert rows(scene) == [] and scene.records == []


def test_lists_filters_and_opens_a_game(app):
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    finish("boom_bah", [Seat("Ann"), Seat("Bo", "ai", "hard")], 2)
    scene = show(app)
    assert len(rows(scene)) == 2
    scene.set_game("boom_bah")
    assert [r.record.game for r in rows(scene)] == ["boom_bah"]
    scene.set_game(None)
    scene.set_opponent("easy")
    assert [r.record.opponent for r in rows(scene)] == ["easy"]
    rows(scene)[0].activate()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ReplayScene)


def test_many_games_scroll(app):
    for seed in range(10):
        finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], seed)
    scene = show(app)
    first = rows(scene)[0].record
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    assert rows(scene)[0].record is not first and len(rows(scene)) == 10 - scene.first
