"""The History screen: lists finished games, filters them, opens one in the replay viewer;
with several games in view no scores of different games are averaged or charted together;
many new records are read on a worker thread while the screen is up."""

from __future__ import annotations

import threading

import pygame
import pytest

from game import history
from game.app import App
from game.saves import Seat
from game.scenes import history as history_scene
from game.scenes.history import HistoryScene, RecordRow
from game.scenes.replay import ReplayScene
from game.view import assets, canvas
from tests.test_history import finish


@pytest.fixture
def app():
    app = App(headless=True)
    yield app
    pygame.quit()


def show(app, wait=True):
    """The screen up and drawn; with `wait`, once it has read every new record."""
    app.stack.push(HistoryScene(app))
    app.stack.apply_pending()
    scene = app.stack.top
    if wait and scene.reader is not None:
        scene.reader.thread.join()
    scene.update(0.1)
    scene.draw(canvas.blank((1280, 720), alpha=False))
    return scene


def rows(scene):
    return [w for w in scene.widgets.widgets if isinstance(w, RecordRow)]


def test_no_games_yet_says_so(app):
    scene = show(app)
    assert rows(scene) == [] and scene.records == []


def test_no_games_yet_is_a_panel_with_a_sheep_and_the_way_to_play_one(app, monkeypatch):
    from game.scenes.history import LIST
    from game.scenes.new_game import NewGameScene
    from game.view.widgets import Button

    boxes = []
    real = history_scene.draw_box
    monkeypatch.setattr(history_scene, "draw_box",
                        lambda surface, rect, *a, **k: (boxes.append(pygame.Rect(rect)),
                                                        real(surface, rect, *a, **k)))
    scene = show(app)
    assert LIST in boxes  # not words floating on the felt
    new = [w for w in scene.widgets.widgets if isinstance(w, Button) and w.label == "New game"]
    assert len(new) == 1 and LIST.contains(new[0].rect)
    top, rows_, below = scene.empty_block()
    assert LIST.top < top and below + 50 < LIST.bottom
    new[0].activate()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, NewGameScene)


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


def labels(scene):
    return [label for label, _value in scene.panel_lines()]


def test_all_games_shows_each_games_scores_never_one_average_or_chart(app):
    """Points in Black Sheep and cards in Sheep Sheep cannot be averaged or drawn on one
    line: with several games in view the panel shows each game's own figures."""
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 2)
    finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "easy")], 3)
    scene = show(app)
    assert scene.game is None
    assert "Average score" not in labels(scene) and "Best score" not in labels(scene)
    assert scene.recent == []  # no score chart
    assert set(scene.per_game) == {"black_sheep", "sheep_sheep"}
    black = [r.score for r in scene.records if r.game == "black_sheep"]
    assert scene.per_game["black_sheep"]["average_score"] == round(sum(black) / 2, 1)
    assert scene.per_game["black_sheep"]["played"] == 2
    assert scene.total["average_score"] is None and scene.total["played"] == 3
    with assets.recording() as written:
        scene.draw(canvas.blank((1280, 720), alpha=False))
    drawn = {w.message for w in written.values()}
    assert "Each game on its own" in drawn and "Your score, last games" not in drawn

    scene.set_game("black_sheep")  # one game: its scores compare
    assert "Average score" in labels(scene) and scene.per_game == {}
    assert [score for score, _won in scene.recent] == sorted(
        black, key=lambda s: [r.score for r in reversed(scene.records)].index(s))
    scene.set_game(None)
    scene.set_opponent("easy")  # still two games: still apart
    assert "Average score" not in labels(scene) and len(scene.per_game) == 2


def test_many_new_records_are_read_while_the_screen_is_up(app, monkeypatch):
    for seed in (1, 2):
        finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], seed)
    show(app).leave()  # both remembered in the index
    finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "easy")], 3)
    monkeypatch.setattr(history_scene, "AT_ONCE_BYTES", 0)  # as if there were many
    go = threading.Event()  # the reader holds its record until the screen has been seen
    summarise = history.summarise
    monkeypatch.setattr(history, "summarise", lambda *a: go.wait(30) and summarise(*a))
    scene = show(app, wait=False)
    assert scene.reader is not None
    assert len(scene.records) == 2  # what the index knew, at once
    with assets.recording() as written:
        scene.draw(canvas.blank((1280, 720), alpha=False))
    assert any(w.message.startswith("Reading 1 new game") for w in written.values())
    go.set()
    scene.reader.thread.join()
    scene.update(0.1)
    assert scene.reader is None and len(scene.records) == 3 and len(rows(scene)) == 3


def test_opening_a_game_whose_file_went_says_so(app):
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    scene = show(app)
    rows(scene)[0].record.path.unlink()
    rows(scene)[0].activate()
    app.stack.apply_pending()
    assert app.stack.top is scene and scene.problem
