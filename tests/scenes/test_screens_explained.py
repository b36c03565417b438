"""The screens around the tables explain themselves: an empty field's hint is dimmed (never
the look of a typed value) and says what to type, the lobby says what its join code is for,
the results name the game, and an all-AI game offers to "Review the game", not "my" game."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from game import games, i18n
from game.match import Match
from game.net import commands
from game.net.hosting import LocalHost
from game.saves import Seat
from game.scenes.net_join import TYPED, JoinScene
from game.scenes.net_lobby import WHERE, LobbyScene, join_steps, serving_note
from game.scenes.results import BOARD, CALM, COLUMNS_TOP, ResultsScene
from game.scenes.review import ReviewScene
from game.scenes.tables import table_for
from game.view import palette, widgets
from game.view.widgets import Button, TextField
from tests.ai.inline import InlineThinker
from tests.tables.layout_checks import texts_drawn

GAMES = [game.id for game in games.playable()]


@pytest.fixture(autouse=True)
def quiet(monkeypatch):
    """No LAN announcement, and autosaves without waiting for the disk."""
    monkeypatch.setattr(commands, "announce_tables", lambda *args: None)
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture(params=["en", "de"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def colours_drawn(monkeypatch) -> list[tuple[str, tuple[int, ...], pygame.Rect]]:
    """Every text a widget draws from now on, with its colour and where it landed."""
    drawn: list[tuple[str, tuple[int, ...], pygame.Rect]] = []
    original = widgets.text

    def spy(surface, message, pos=(0, 0), size=22, colour=palette.CREAM, *args, **kwargs):
        rect = original(surface, message, pos, size, colour, *args, **kwargs)
        drawn.append((message, tuple(colour), rect))
        return rect

    monkeypatch.setattr(widgets, "text", spy)
    return drawn


# -- 1. the join screen: hints look like hints ------------------------------------------------

def test_an_empty_fields_hint_is_dimmed_and_a_typed_value_is_not(app, monkeypatch):
    field = TextField((10, 10, 400, 46), "", placeholder="e.g. Ann", size=22)
    drawn = colours_drawn(monkeypatch)
    field.draw(app.screen)
    assert [(t, c) for t, c, _r in drawn] == [("e.g. Ann", tuple(palette.HINT))]
    assert field.hint_size < field.size  # a step smaller, too
    drawn.clear()
    field.value = "Ann"
    field.draw(app.screen)
    assert [(t, c) for t, c, _r in drawn] == [("Ann", tuple(palette.INK))]
    assert palette.HINT != palette.INK and palette.HINT != palette.INK_SOFT


def test_the_join_screens_empty_fields_say_what_to_type_in_the_hint_colour(app, monkeypatch,
                                                                          lang):
    scene = JoinScene(app, browse=lambda: [])
    app.stack.push(scene)
    app.stack.apply_pending()
    try:
        fields = [w for w in scene.widgets.widgets if isinstance(w, TextField)]
        assert len(fields) == 3 and all(not f.value for f in fields)
        hints = [f.placeholder for f in fields]
        # no hint that reads like a value someone typed ("none", "Player")
        assert not {i18n._("none"), i18n._("Player"), "none", "Player"} & set(hints)
        assert hints[0].startswith(i18n._("e.g. {address} or {code}").split("{")[0])
        drawn = colours_drawn(monkeypatch)
        texts = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        heading = next(r for t, r, _s in texts if t == i18n._("Join by address or code"))
        label = next(r for t, _c, r in drawn if t == i18n._("Address or code"))
        assert label.top >= heading.bottom + 20  # the first field's label clear of the heading
        for hint, field in zip(hints, fields, strict=True):
            where = next(r for t, c, r in drawn if t == hint and c == tuple(palette.HINT))
            assert field.rect.contains(where)  # each hint whole inside its field
            assert TYPED.contains(field.rect)
    finally:
        app.leave_all()


# -- 2. the lobby: the join code is explained -----------------------------------------------

def test_the_lobby_says_what_the_join_code_is_for_beside_it(app, monkeypatch, lang):
    def make() -> LocalHost:
        return LocalHost("boom_bah", ["local", "remote", "remote", "ai:medium"],
                         ["Ann", "Bo", "Cy", "Dolly"], seed=11, address="127.0.0.1",
                         announce=False, thinker=InlineThinker())

    lobby = LobbyScene(app, make)
    app.stack.push(lobby)
    app.stack.apply_pending()
    try:
        assert lobby.host is not None, lobby.problem
        texts = texts_drawn(monkeypatch)
        lobby.draw(app.screen)
        words = [t for t, _r, _s in texts]
        code = next(r for t, r, _s in texts if t == lobby.host.code)
        address = next(r for t, r, _s in texts if t == i18n._("Address"))
        steps = join_steps()
        assert "code" in steps[1].lower() and i18n._("Join a game…") in steps[0]
        for step in steps:  # each said whole, numbered, under the code, above the address
            rows = [(t, r) for t, r, _s in texts if t and t in step and WHERE.contains(r)
                    and t not in "1.2.3."]
            assert " ".join(t for t, _r in rows) == step
            for _t, rect in rows:
                assert WHERE.contains(rect) and code.bottom <= rect.top < address.top
                assert not rect.colliderect(code) and not rect.colliderect(address)
        assert lobby.host.where in words
        # the panel's foot is used, German too: the note on this window under the rest
        assert serving_note() in " ".join(words) or any(t and t in serving_note()
                                                        for t in words)
        # every word 14 px up ("Let the AI play:" was ~12 px; critic 12: a picker now)
        assert min(size for t, _r, size in texts if t) >= 14
    finally:
        app.leave_all()


# -- 3. the results name the game ------------------------------------------------------------

def finished(game: str, seats: list[Seat]) -> Match:
    match = Match.new(game, seats, seed=5)
    rng = random.Random(5)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    return match


def results(app, match: Match) -> ResultsScene:
    app.stack.push(table_for(app, match))
    app.stack.apply_pending()
    scene = ResultsScene(app, match)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


@pytest.mark.parametrize("game", GAMES)
def test_the_results_title_names_the_game(app, monkeypatch, lang, game):
    match = finished(game, [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    scene = results(app, match)
    texts = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    name = i18n._(match.spec.title)
    title = next(r for t, r, _s in texts if t == scene.title())
    assert name in scene.title() and scene.title() != name
    assert BOARD.contains(title) and title.bottom < COLUMNS_TOP - 40  # whole, clear of columns


# -- 4. "Review my game" only when someone played ----------------------------------------------

def review_button(scene: ResultsScene) -> Button:
    return next(w for w in scene.widgets.widgets
                if isinstance(w, Button) and w.label.startswith("Review"))


@pytest.mark.parametrize(("seats", "label"), [
    ([Seat("Shaun", "ai", "easy"), Seat("Dolly", "ai", "hard")], "Review the game"),
    ([Seat("Anna"), Seat("Dolly", "ai", "hard")], "Review my game"),
    ([Seat("Anna"), Seat("Ben")], "Review my game")], ids=["all-ai", "against-ai", "hot-seat"])
def test_an_all_ai_game_offers_to_review_the_game_and_a_persons_game_my_game(app, seats,
                                                                            label):
    scene = results(app, finished("black_sheep", seats))
    assert review_button(scene).label == label


def test_review_the_game_still_opens_the_review(app):
    ai = finished("sheep_sheep", [Seat("Shaun", "ai", "easy"), Seat("Dolly", "ai", "hard")])
    scene = results(app, ai)
    scene.age = CALM
    review_button(scene).activate()
    app.stack.apply_pending()
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    review.close()


def test_the_review_of_an_ai_seat_names_it_and_never_says_you(app, monkeypatch):
    from game import review

    monkeypatch.setattr(review, "WORLDS", {g: 1 for g in review.WORLDS})  # quick judgements
    ai = finished("black_sheep", [Seat("Shaun", "ai", "easy"), Seat("Dolly", "ai", "hard")])
    scene = ReviewScene(app, ai.data, seat=0, processes=0)
    app.stack.push(scene)
    app.stack.apply_pending()
    try:
        assert not scene.person
        texts = texts_drawn(monkeypatch)
        scene.draw_panel(app.screen)
        words = " ".join(t for t, _r, _s in texts)
        assert "what Shaun knew then" in words and "Shaun's expected final margin" in words
        assert "you knew" not in words and "Your expected" not in words
    finally:
        scene.close()


# -- 5. the screens at the new display face ----------------------------------------------------

def test_the_empty_history_says_so_inside_the_list_clear_of_the_stats(app, monkeypatch, lang):
    from game.scenes.history import LIST, STATS, HistoryScene

    scene = HistoryScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    for _ in range(30):
        app.step(1 / 30)
    texts = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    said = i18n._("No finished games yet: play one, and it is kept here to watch again.")
    rows = [(t, r) for t, r, _s in texts if t and t in said]
    assert " ".join(t for t, _r in rows) == said
    for _t, rect in rows:
        assert LIST.contains(rect) and rect.right < STATS.x - 20


def test_the_pause_box_holds_its_buttons_with_even_room(app, lang):
    from game.scenes.pause import PauseScene

    match = finished("black_sheep", [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    scene = PauseScene(app, table)
    buttons = [w for w in scene.widgets.widgets if isinstance(w, Button)]
    below = scene.box.bottom - max(b.rect.bottom for b in buttons)
    beside = min(b.rect.x for b in buttons) - scene.box.x
    assert 30 <= below <= beside and all(scene.box.contains(b.rect) for b in buttons)


def test_each_seats_kind_lines_up_under_the_players_count(app):
    from game.scenes.new_game import NewGameScene
    from game.view.widgets import Choice

    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    checked = 0
    for game in GAMES:
        scene.pick_game(game)
        scene.set_count(2)
        scene.set_kind(1, "ai:medium")
        if scene.personal():  # a row with the asked choice too: its own narrower layout
            continue
        checked += 1
        choices = [w for w in scene.widgets.widgets if isinstance(w, Choice)]
        players = next(c for c in choices if c.label == "Players")
        seats = [c for c in choices if c.label.startswith("Seat ")]
        assert seats and all(c.control.x == players.control.x for c in seats), game
    assert checked >= 2


def test_scrolled_rules_text_never_shows_half_a_line(app):
    from game.view import canvas
    from game.view.widgets import WrappedText

    words = "\n".join(f"- Rule {n}: every line of the rules is read whole, never cut in two."
                      for n in range(40))
    area = WrappedText((0, 0, 500, 200), words, size=18, colour=(255, 255, 255))
    for scroll in range(0, 120, 7):
        area.scroll = float(scroll)
        surface = pygame.Surface((500, 200))
        surface.fill((0, 0, 0))
        area.draw(canvas.Canvas(surface, 1.0))
        for image, _x, y in area._lines:
            at = y - scroll
            cut = at < 0 < at + image.get_height() or at < 200 < at + image.get_height()
            if not cut:
                continue
            rows = range(max(0, at), min(200, at + image.get_height()))
            lit = [r for r in rows for x in range(0, 400, 2)
                   if surface.get_at((x, r))[:3] != (0, 0, 0)]
            # any light there belongs to a whole neighbouring line, not to this cut one
            whole = [(yy - scroll, yy - scroll + im.get_height()) for im, _xx, yy in area._lines
                     if 0 <= yy - scroll and yy - scroll + im.get_height() <= 200]
            assert all(any(a <= r < b for a, b in whole) for r in lit), (scroll, y)
