"""Lessons in chapters at the table: left half way, a lesson comes back at the start of its
chapter (from Learn to play or from Continue), the coach never goes blank while the script
plays, and Learn to play shows the games as cards that say how far each lesson got."""

from __future__ import annotations

import pygame
import pytest

from game import tutorial
from game.i18n import set_language
from game.scenes.pause import PauseScene
from game.scenes.title import TitleScene
from game.scenes.tutorial import LearnScene, LessonCard, TutorialScene, lesson_path, paused
from game.scenes.unfinished import GameRow, UnfinishedScene
from game.view import assets
from tests.scenes.test_tutorial_scene import app, lesson, settle  # noqa: F401 (the fixture)


def play_to(app, scene, index: int) -> None:  # noqa: F811
    """Read and play the lesson until step `index` shows."""
    while scene.lesson.index < index:
        settle(app, scene)
        if scene.lesson.index >= index:
            return
        if scene.lesson.holding:
            scene.next()
        else:
            assert scene.table.perform(scene.lesson.expected())


def leave(app) -> None:  # noqa: F811
    """Esc, then Quit to the title: the lesson is kept where it is."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.step(1 / 60)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, PauseScene)
    app.stack.top.quit()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene)


def test_a_lesson_left_in_its_second_chapter_comes_back_at_that_chapters_start(app):  # noqa: F811
    scene = lesson(app, "black_sheep")
    play_to(app, scene, 11)  # three steps into "Winning a field"
    assert scene.lesson.chapter == 1 and len(scene.table.match.steps) > 6
    leave(app)
    assert lesson_path("black_sheep").exists()
    again = lesson(app, "black_sheep")
    assert again.lesson.index == 8 and again.lesson.chapter == 1
    assert len(again.table.match.steps) == 6  # the moves made before the chapter
    assert again.lesson.words() == again.lesson.script.steps[8].says()


def test_a_paused_lesson_is_under_continue_opens_at_its_chapter_and_can_be_deleted(app):  # noqa: F811
    scene = lesson(app, "black_sheep")
    play_to(app, scene, 10)
    leave(app)
    title = TitleScene(app)  # with no game left unfinished, Continue is there for the lesson
    continued = [b for b in title.widgets.widgets if getattr(b, "label", "") == "Continue"]
    assert continued
    app.stack.push(title)
    app.stack.apply_pending()
    continued[0].activate()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, UnfinishedScene)
    rows = [w for w in app.stack.top.widgets.widgets if isinstance(w, GameRow)]
    assert [r.title for r in rows] == ["Lesson: Black Sheep"]
    assert rows[0].detail.startswith("Chapter 2 of 2: Winning a field · last played ")
    rows[0].activate()
    app.stack.apply_pending()
    resumed = app.stack.top
    assert isinstance(resumed, TutorialScene) and resumed.lesson.index == 8
    leave(app)
    unfinished = UnfinishedScene(app)  # Delete forgets the place: the lesson starts afresh
    unfinished.delete(unfinished.lessons[0])
    assert not lesson_path("black_sheep").exists() and paused("black_sheep") is None


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "lang"), [("black_sheep", "en"), ("boom_bah", "de"),
                                               ("bye_bye", "de"), ("sheep_sheep", "en")])
def test_the_coach_never_goes_blank_and_its_words_fit(app, game_id, lang):  # noqa: F811
    """Every frame of the whole lesson, the panel says something (the step's words, the
    words before a silent scripted move, or who is playing it), all of it above the button
    at 1280x720, in English and in the longer German."""
    set_language(lang)
    try:
        scene = lesson(app, game_id)
        watched = 0
        while not scene.lesson.last:
            for _ in range(3):  # frames of the scripted moves and their animations too
                app.step(1 / 60)
                scene.table.match.wait_for_ai(5)
                now = scene.lesson
                assert now.words() or now.watching(), now.index
                watched += bool(now.watching())
                _heads, words, size, room = scene.coach(scene.table.rect_of("coach"))
                assert len(words) * assets.font(size).get_linesize() <= room.h, now.index
            if scene.lesson.holding:
                scene.next()
            elif scene.table.my_turn and not scene.lesson.step.auto:
                assert scene.table.perform(scene.lesson.expected())
        assert watched
    finally:
        set_language("en")


def test_a_silent_rival_move_says_who_plays_and_keeps_the_words_before(app):  # noqa: F811
    scene = lesson(app, "black_sheep")
    script = scene.lesson.script
    assert not script.steps[4].text and not script.steps[6].text  # Dolly's silent moves
    play_to(app, scene, 3)
    shown: dict[int, set[tuple[str, str | None]]] = {4: set(), 6: set()}
    for _ in range(600):
        if scene.lesson.index > 6:
            break
        if scene.lesson.holding:
            scene.next()
        elif scene.table.my_turn and not scene.lesson.step.auto:
            assert scene.table.perform(scene.lesson.expected())
        app.step(1 / 60)
        scene.table.match.wait_for_ai(5)
        if scene.lesson.index in shown:
            shown[scene.lesson.index].add((scene.lesson.words(), scene.lesson.watching()))
    assert shown[4] == {(script.steps[3].says(), "Watch: Dolly plays…")}
    assert shown[6] == {("", "Watch: Dolly plays…")}  # the learner's own request is not repeated


def test_learn_to_play_shows_the_games_as_cards_with_their_chapters(app):  # noqa: F811
    scene = lesson(app, "black_sheep")
    play_to(app, scene, 9)
    leave(app)
    learn = LearnScene(app)
    app.stack.push(learn)
    app.stack.apply_pending()
    cards = {c.game.id: c for c in learn.widgets.widgets if isinstance(c, LessonCard)}
    assert set(cards) == {"black_sheep", "boom_bah", "bye_bye", "sheep_sheep"}
    assert cards["black_sheep"].foot == "Continue: chapter 2 of 2 — Winning a field"
    assert cards["boom_bah"].foot == "5 short chapters"
    rects = [c.rect for c in cards.values()]
    assert all(a == b or not a.colliderect(b) for a in rects for b in rects)
    assert all(app.screen.get_rect().contains(r) for r in rects)
    cards["black_sheep"].activate()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TutorialScene) and app.stack.top.lesson.index == 8
    assert tutorial.load("black_sheep").chapters[1].says() == "Winning a field"


def test_a_new_chapter_is_announced_over_the_table_the_first_is_not(app):  # noqa: F811
    scene = lesson(app, "black_sheep")
    settle(app, scene)
    assert scene.announcing() is None  # the very start: the coach says chapter 1
    play_to(app, scene, 8)
    assert scene.announcing() == "Chapter 2 of 2: Winning a field"
    leave(app)
    again = lesson(app, "black_sheep")
    app.step(1 / 60)
    assert again.announcing() == "Chapter 2 of 2: Winning a field"  # where it goes on from
