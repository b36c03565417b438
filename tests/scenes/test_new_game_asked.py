"""Sheep-Boom-Bah's new-game screen: each person chooses when they are asked to answer a
card, beside their seat, with what each choice means written under the seats; the game
starts with those choices in its seats. Games without reactions show no such choice."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.saves import ASKED
from game.scenes.new_game import NewGameScene
from game.tables.asked import AskedChoice, mode_help
from game.tables.base import TableScene
from game.view import assets
from game.view.widgets import Button, Choice


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("SHEEPFOLD_HOME", str(tmp_path))
    app = App(headless=True)
    yield app
    pygame.quit()


def open_new_game(app, game: str) -> NewGameScene:
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.choose_game(game)
    return scene


def choices(scene) -> list[AskedChoice]:
    return [w for w in scene.widgets.widgets if isinstance(w, AskedChoice)]


def widget(scene, kind, label):
    return next(w for w in scene.widgets.widgets if isinstance(w, kind) and w.label == label)


def test_each_person_chooses_beside_their_seat_and_the_game_keeps_it(app):
    scene = open_new_game(app, "boom_bah")
    widget(scene, Choice, "Players").set(3)
    assert [c.value for c in choices(scene)] == ["answer"]  # one person against AI
    widget(scene, Choice, "Seat 2").set("human")
    assert [c.value for c in choices(scene)] == ["always", "always"]  # people: private
    choices(scene)[1].set("never")
    choices(scene)[0].cycle(1)
    assert [c.value for c in choices(scene)] == ["answer", "never"]
    assert "others can then tell" in choices(scene)[0].tooltip
    scene.seed = "7"
    scene.start()
    app.stack.apply_pending()
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene)
    asked = {s.name: s.asked for s in table.match.seats}
    assert asked == {"Player 1": "answer", "Player 2": "never", "Bramble": None}
    table.match.close()


def test_what_each_choice_means_is_written_under_the_seats(app):
    scene = open_new_game(app, "boom_bah")
    with assets.recording() as written:
        scene.draw(app.screen)
    drawn = " ".join(w.message for w in written.values())
    for mode in ASKED:
        assert mode_help(mode).split(":")[0] in drawn
    assert "others can then tell" in drawn and "without a hand-off" in drawn


@pytest.mark.parametrize("game", ["black_sheep", "bye_bye", "sheep_sheep"])
def test_games_without_reactions_ask_nothing(app, game):
    scene = open_new_game(app, game)
    widget(scene, Choice, "Seat 2").set("human")
    assert choices(scene) == [] and scene.help == []
    assert all(s.asked is None for s in scene.seats())
    assert widget(scene, Button, "Start")
