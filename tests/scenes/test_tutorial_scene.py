"""A lesson at its table: walked to its end, a wrong try refused, left and resumed."""

from __future__ import annotations

import pygame
import pytest

from game import tutorial
from game.app import App
from game.scenes.pause import PauseScene
from game.scenes.title import TitleScene
from game.scenes.tutorial import LearnScene, TutorialScene, lesson_games, lesson_path, open_lesson
from game.tables import base as table_module
from tests.test_tutorial import lesson_ids


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(table_module, "AI_PAUSE", 0.0)
    app = App(headless=True)
    app.settings.animation_speed = "instant"
    yield app
    pygame.quit()


def settle(app, scene, frames=400):
    """Step frames until the learner is asked something (a note or their move)."""
    for _ in range(frames):
        app.step(1 / 60)
        table, lesson = scene.table, scene.lesson
        table.match.wait_for_ai(5)
        if lesson.holding or (table.my_turn and not lesson.step.auto):
            return


def lesson(app, game_id) -> TutorialScene:
    open_lesson(app, game_id)
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    return scene


@pytest.mark.parametrize("game_id", lesson_ids())
def test_a_lesson_is_walked_from_start_to_end_and_hands_over_to_easy(app, game_id):
    scene = lesson(app, game_id)
    script = scene.lesson.script
    while not scene.lesson.last:
        settle(app, scene)
        before = scene.lesson.index
        if scene.lesson.holding:
            scene.next()
        else:
            assert scene.table.perform(scene.lesson.expected())
        settle(app, scene)
        assert scene.lesson.index > before
    assert scene.table.match.data.actions == script.actions
    scene.next()  # "Play a real game"
    app.stack.apply_pending()
    table = app.stack.top
    assert not isinstance(table, TutorialScene) and table.match.data.actions == []
    assert [s.level for s in table.match.seats if s.is_ai] == ["easy"]
    assert not lesson_path(game_id).exists()


def test_a_wrong_try_is_refused_with_the_steps_sentence_and_changes_nothing(app):
    scene = lesson(app, "black_sheep")
    settle(app, scene)
    scene.next()
    scene.next()  # two notes read: now "play your two sheep to field 3"
    settle(app, scene)
    step = scene.lesson.step
    assert step.action == {"type": "play", "field": 2, "cards": ["sheep", "sheep"]}
    wrong = scene.table.match.state.action_from_json(
        {"type": "play", "field": 0, "cards": ["sheep", "sheep"]})
    assert not scene.table.perform(wrong)
    assert scene.table.message == step.says() and scene.table.match.steps == []
    scene.skip()  # Skip plays the asked move
    settle(app, scene)
    assert len(scene.table.match.steps) >= 1 and scene.lesson.index > 2


def test_leaving_and_resuming_goes_back_to_the_start_of_the_chapter(app):
    scene = lesson(app, "black_sheep")
    settle(app, scene)
    scene.next()
    scene.next()
    settle(app, scene)
    scene.skip()
    settle(app, scene)  # Dolly's move is held behind its words
    assert scene.lesson.index > 2 and scene.table.match.steps  # in chapter 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.step(1 / 60)
    app.stack.apply_pending()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.quit()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene) and lesson_path("black_sheep").exists()
    again = lesson(app, "black_sheep")
    assert again.table.match.steps == [] and again.lesson.index == 0


def test_learn_to_play_lists_the_games_with_a_lesson(app):
    app.stack.push(LearnScene(app))
    app.stack.apply_pending()
    labels = [w.label for w in app.stack.top.widgets.widgets]
    assert len(lesson_games()) == len(lesson_ids()) and len(labels) == len(lesson_ids()) + 1


def test_a_broken_script_is_said_on_the_title(app, monkeypatch, tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text("[]", encoding="utf-8")
    monkeypatch.setattr(tutorial, "path_of", lambda game_id: bad)
    open_lesson(app, "black_sheep")
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene)
    assert any("x.json" in n for n in app.notices)


@pytest.mark.parametrize("game_id", lesson_ids())
def test_every_place_a_lesson_lights_is_on_the_table_when_its_step_shows(app, game_id):
    scene = lesson(app, game_id)
    screen = app.screen.get_rect()
    assert scene.table.rect_of("coach") is not None
    while not scene.lesson.last:
        settle(app, scene)
        for name in scene.lesson.step.spot:
            rect = scene.table.rect_of(name)
            assert rect is not None and screen.contains(rect), (scene.lesson.index + 1, name)
        if scene.lesson.holding:
            scene.next()
        else:
            assert scene.table.perform(scene.lesson.expected())


def test_a_wrong_sheep_boom_bah_move_is_refused_with_the_steps_sentence(app):
    scene = lesson(app, "boom_bah")
    settle(app, scene)
    scene.next()  # the welcome: now "click a4"
    settle(app, scene)
    step = scene.lesson.step
    assert step.action == {"type": "place", "cell": 21}
    wrong = scene.table.match.state.action_from_json({"type": "place", "cell": 0})
    assert not scene.table.perform(wrong)
    assert scene.table.message == step.says() and scene.table.match.steps == []


def test_the_sheep_sheep_lesson_lights_the_card_each_exchange_gives(app):
    """Hand places follow the table (a card taken lies where the given one lay)."""
    scene = lesson(app, "sheep_sheep")
    checked = 0
    while not scene.lesson.last:
        settle(app, scene)
        step = scene.lesson.step
        hands = [int(name[5:]) for name in step.spot if name.startswith("hand:")]
        if step.action and step.action["type"] == "exchange" and not step.auto:
            assert sorted(scene.table.my_hand()[hands[0]]) == sorted(step.action["card"])
            checked += 1
        if scene.lesson.holding:
            scene.next()
        else:
            assert scene.table.perform(scene.lesson.expected())
    assert checked == 2
