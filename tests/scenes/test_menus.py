"""The menu screens driven headless: the title, a new game, settings, rules, pause, results."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game import settings as settings_mod
from game.app import App
from game.i18n import reflow
from game.match import Match, autosave_path
from game.saves import Seat, saves_dir
from game.scenes import start
from game.scenes.history import HistoryScene
from game.scenes.new_game import DigitsField, NewGameScene
from game.scenes.pause import PauseScene
from game.scenes.replay import ReplayScene
from game.scenes.results import ResultsScene
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_menu import SettingsScene
from game.scenes.title import TitleScene
from game.tables.base import TableScene
from game.view.widgets import Button, Choice, Slider, TextField, Toggle

SEATS = [Seat("You"), Seat("Dolly", "ai", "easy"), Seat("Shaun", "ai", "hard")]


@pytest.fixture
def app():
    app = App(headless=True)
    yield app
    pygame.quit()


def open_scene(app, scene):
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def frames(app, n=2):
    for _ in range(n):
        app.step(1 / 60)


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def press(app, k):
    pygame.event.post(key(k))
    app.step(1 / 60)


def widget(scene, kind, label):
    return next(w for w in scene.widgets.widgets if isinstance(w, kind) and w.label == label)


def labels(scene):
    return [w.label for w in scene.widgets.widgets if isinstance(w, Button)]


def click(app, target):
    """A real left click in the middle of a widget, through the event queue."""
    pos = target.rect.center
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0),
                                             button=1))
    app.step(1 / 60)


def save_game(seed=5):
    path = autosave_path()
    Match.new("black_sheep", SEATS, seed=seed, autosave=path)
    return path


# -- title ------------------------------------------------------------------------------------
def test_the_title_offers_continue_only_when_a_game_was_saved(app):
    assert labels(open_scene(app, TitleScene(app)))[0] == "New game"
    save_game()
    assert labels(TitleScene(app)) == ["Continue", "New game", "Learn to play", "Rules",
                                     "Your games", "Settings", "Quit"]


def test_continue_sits_down_at_the_saved_table(app):
    path = save_game(seed=5)
    title = open_scene(app, TitleScene(app))
    click(app, widget(title, Button, "Continue"))
    frames(app)
    click(app, app.stack.top.widgets.widgets[0])  # the list of unfinished games: the newest
    frames(app)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene)
    assert (table.match.data.seed, table.match.seats) == (5, SEATS)
    assert table.match.autosave == path


@pytest.mark.parametrize("content", ["{not json", '{"app": "sheepfold", "format": 0}'])
def test_a_broken_autosave_is_set_aside_and_explained_on_the_title(app, content):
    path = autosave_path()
    path.write_text(content, encoding="utf-8")
    title = open_scene(app, TitleScene(app))
    frames(app)
    assert app.stack.top is title
    assert not path.exists()
    kept = list(path.parent.glob("autosave.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    assert len(app.notices) == 1 and kept[0].name in app.notices[0]
    assert "Traceback" not in app.notices[0]
    assert "Continue" not in labels(title)
    press(app, pygame.K_RETURN)  # the OK button has the focus
    assert app.notices == [] and "OK" not in labels(title)


def test_start_up_notices_show_until_dismissed_with_escape(app):
    app.notices.append("The settings file could not be read.")
    title = open_scene(app, TitleScene(app))
    assert "OK" in labels(title)
    frames(app)
    press(app, pygame.K_ESCAPE)
    assert app.notices == [] and app.stack.top is title


def test_the_title_is_driven_by_the_keyboard(app):
    open_scene(app, TitleScene(app))
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)  # past Learn to play
    press(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    frames(app)
    press(app, pygame.K_TAB)  # the focus came back to Rules: on to History
    press(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, HistoryScene)
    press(app, pygame.K_ESCAPE)
    frames(app)
    press(app, pygame.K_TAB)  # back on History: on to Settings, then Quit
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert not app.running


# -- new game ---------------------------------------------------------------------------------
def test_new_game_starts_a_table_for_the_chosen_seats(app):
    scene = open_scene(app, NewGameScene(app))
    assert [p.name for p in scene.plans] == ["You", "Clover", "Bramble"]
    widget(scene, Choice, "Players").set(4)
    widget(scene, Choice, "Seat 2").set("human")
    widget(scene, Choice, "Seat 4").set("hard")
    # two people share the screen: each is named, neither is "You" (never "Pass to You")
    assert [p.name for p in scene.plans] == ["Player 1", "Player 2", "Bramble", "Lanolin"]
    name = next(w for w in scene.widgets.widgets
                if isinstance(w, TextField) and w.value == "Bramble")
    scene.widgets.focus(name)
    for _ in range(len("Bramble")):
        scene.handle(key(pygame.K_BACKSPACE))
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="Bo"))
    widget(scene, Choice, "Task cards").set("on")
    click(app, widget(scene, Button, "\u2699 More options"))  # the seed is tucked away there
    seed = next(w for w in scene.widgets.widgets if isinstance(w, DigitsField))
    seed.typed("4x2")
    click(app, widget(scene, Button, "Start"))
    frames(app)
    table = app.stack.scenes[0]  # two people share the screen: the hand-off is on top
    assert isinstance(table, TableScene) and type(app.stack.top).__name__ == "HandoffScene"
    match = table.match
    chosen = [Seat("Player 1"), Seat("Player 2"), Seat("Bo", "ai", "medium"),
              Seat("Lanolin", "ai", "hard")]
    first = random.Random(42).randrange(4)  # who starts is drawn from the seed
    assert match.seats == chosen[first:] + chosen[:first]
    assert (match.data.seed, match.data.options) == (42, {"tasks": "on"})
    assert match.autosave.parent == saves_dir() and match.autosave.exists()


def test_a_new_game_never_replaces_an_unfinished_one(app):
    unfinished = Match.new("black_sheep", SEATS, seed=3, autosave=autosave_path())
    unfinished.close()
    before = autosave_path().read_bytes()
    scene = open_scene(app, NewGameScene(app))
    click(app, widget(scene, Button, "Start"))
    frames(app)
    assert isinstance(app.stack.scenes[0], TableScene)  # no question: nothing is replaced
    assert app.stack.scenes[0].match.autosave != autosave_path()
    assert autosave_path().read_bytes() == before


def test_a_typed_name_is_kept_when_the_seat_changes_kind(app):
    scene = open_scene(app, NewGameScene(app))
    scene.set_name(1, "Meg")
    widget(scene, Choice, "Seat 2").set("human")
    widget(scene, Choice, "Seat 1").set("easy")
    assert [p.name for p in scene.plans] == ["Dolly", "Meg", "Bramble"]
    scene.set_name(1, "")
    assert [s.name for s in scene.seats()] == ["Dolly", "You", "Bramble"]


# -- settings ---------------------------------------------------------------------------------
def test_every_setting_is_saved_at_once(app, sheepfold_home):
    scene = open_scene(app, SettingsScene(app))
    widget(scene, Choice, "Animation speed").set("instant")
    widget(scene, Slider, "Effects volume").set(0.3)
    widget(scene, Slider, "Music volume").set(0.0)
    widget(scene, Toggle, "Music").activate()
    widget(scene, Toggle, "Colour-blind marks").activate()
    widget(scene, Toggle, "Full screen (F11)").activate()
    saved = json.loads((sheepfold_home / "settings.json").read_text(encoding="utf-8"))
    assert saved == {"fullscreen": True, "animation_speed": "instant", "effects_volume": 0.3,
                     "music_volume": 0.0, "music_on": False, "colourblind_marks": False,
                     "language": "en", "hints": True}  # the marks are on at first: turned off
    assert app.sounds.volume == pytest.approx(0.3)
    assert not settings_mod.load()[0].colourblind_marks


def test_keys_change_a_setting_and_escape_goes_back(app):
    open_scene(app, TitleScene(app))
    scene = open_scene(app, SettingsScene(app))
    press(app, pygame.K_DOWN)  # full screen -> animation speed
    press(app, pygame.K_RIGHT)
    assert app.settings.animation_speed == "2x" == settings_mod.load()[0].animation_speed
    press(app, pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is not scene


def test_switching_the_language_is_saved_and_keeps_english_text_for_missing_words(app):
    scene = open_scene(app, SettingsScene(app))
    widget(scene, Choice, "Language").set("de")
    assert settings_mod.load()[0].language == "de"
    assert scene.widgets.focused is not None
    frames(app)


# -- rules ------------------------------------------------------------------------------------
def test_rules_switch_games_and_scroll_by_keyboard(app):
    scene = open_scene(app, RulesScene(app))
    frames(app)
    assert scene.text.content.startswith("# Black Sheep")
    press(app, pygame.K_PAGEDOWN)
    assert scene.text.scroll > 0
    widget(scene, Choice, "Game").set("boom_bah")
    assert scene.text.content.startswith("# Sheep-Boom-Bah") and scene.text.scroll == 0
    press(app, pygame.K_END)
    assert scene.text.scroll == scene.text.max_scroll > 0


@pytest.mark.parametrize("source, shown", [
    ("- one\n  two\nthree", "- one two three"),
    ("# Head\nline one\nline two\n\n- a\n- b", "# Head\nline one line two\n\n- a\n- b"),
])
def test_hard_wrapped_rules_are_joined_into_paragraphs(source, shown):
    assert reflow(source) == shown


# -- pause ------------------------------------------------------------------------------------
def pause_over_table(app, seed=7):
    table = open_scene(app, start.first_scene(app, ("black_sheep", SEATS, {"tasks": "on"}),
                                              seed, None))
    table.open_pause()
    frames(app)
    return table, app.stack.top


def test_escape_resumes_the_game(app):
    table, pause = pause_over_table(app)
    assert isinstance(pause, PauseScene) and pause.transparent
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_restart_deals_a_new_game_for_the_same_seats_and_keeps_the_old_one(app):
    table, pause = pause_over_table(app)
    widget(pause, Button, "Restart").activate()
    frames(app)
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and len(app.stack.scenes) == 1
    assert fresh.match is not table.match and fresh.match.data.seed != 7
    assert (fresh.match.seats, fresh.match.data.options) == (SEATS, {"tasks": "on"})
    assert table.match.autosave.exists() and fresh.match.autosave != table.match.autosave


def test_pause_opens_rules_settings_and_the_title(app):
    table, pause = pause_over_table(app)
    widget(pause, Button, "This game's rules").activate()
    frames(app)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.transparent
    assert rules.text.content.startswith("# Black Sheep") and rules.heading.endswith("Black Sheep")
    press(app, pygame.K_ESCAPE)
    widget(pause, Button, "Settings").activate()
    frames(app)
    assert isinstance(app.stack.top, SettingsScene) and app.stack.top.transparent
    press(app, pygame.K_ESCAPE)
    widget(pause, Button, "Save and quit to title").activate()
    frames(app)
    assert [type(s) for s in app.stack.scenes] == [TitleScene]
    assert table.match.autosave.exists()


# -- results ----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def finished():
    return start.finished_match(seed=1)


def test_results_list_every_breakdown_line_and_the_totals(app, finished):
    scene = open_scene(app, ResultsScene(app, finished))
    frames(app, 3)
    result = finished.result()
    for seat, lines in enumerate(result.breakdown):
        shown = scene.lines[seat]
        assert "".join(line.text for line in shown).replace(" ", "") == "".join(
            label for label, _ in lines).replace(" ", "")
        assert [line.points for line in shown if line.points] == [f"{p:+d}" for _, p in lines]
        assert sum(p for _, p in lines) == result.scores[seat]
    assert result.winners and len(scene.confetti) > 0


def test_results_lead_to_a_rematch_the_replay_or_the_title(app, finished):
    scene = open_scene(app, ResultsScene(app, finished))
    widget(scene, Button, "Watch the replay").activate()
    frames(app)
    assert isinstance(app.stack.top, ReplayScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    widget(scene, Button, "Rematch").activate()
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and not table.match.is_over
    assert table.match.seats == finished.seats
    table.open_pause()
    frames(app)
    widget(app.stack.top, Button, "Save and quit to title").activate()
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


# -- start-up ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", [None, "title", "new", "settings", "rules", "pause",
                                  "results", "handoff", "replay"])
def test_every_named_first_scene_runs(app, name):
    first = start.first_scene(app, None, None, name)
    app.stack.push(first)
    app.stack.apply_pending()
    frames(app, 3)
    assert app.running and app.stack.top is not None
    if name == "pause":
        assert [type(s).__name__ for s in app.stack.scenes] == ["BlackSheepTable", "PauseScene"]
    if name == "handoff":
        assert type(app.stack.top).__name__ == "HandoffScene"


def test_a_demo_table_keeps_no_autosave(app):
    seats = [Seat("Dolly", "ai", "easy"), Seat("Shaun", "ai", "easy")]
    table = start.first_scene(app, ("black_sheep", seats, {}), 3, None, demo=True)
    assert table.match.autosave is None and table.match.data.seed == 3
    assert not autosave_path().exists()


def test_who_starts_is_drawn_at_random_and_the_same_seed_draws_the_same(app):
    firsts = set()
    for seed in range(12):
        scene = open_scene(app, NewGameScene(app))
        scene.set_seed(str(seed))
        names = [s.name for s in scene.seats()]
        scene.start()
        frames(app)
        match = app.stack.scenes[0].match
        order = [s.name for s in match.seats]
        first = names.index(order[0])
        assert order == names[first:] + names[:first]  # turned round, never reshuffled
        firsts.add(first)
        app.stack.reset(NewGameScene(app))
        frames(app)
    assert firsts == {0, 1, 2}
