"""What the layout tests of the Bye-Bye and Sheep Sheep tables share: a table seated at a
window size and language, a game played on it decision by decision, and how many log lines
show at a moment."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pygame

from game import i18n
from game.app import App
from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for
from game.tables import base as table_module
from game.tables.base import TableScene
from game.view import assets, score_badge

LEAST_LINES = 6


def seated(size: tuple[int, int], lang: str, game: str, seats: list[Seat],
           seed: int = 3) -> tuple[App, TableScene]:
    """A fresh headless app of `size` in `lang` with a new game of `game` at its table."""
    app = App(headless=True, size=size)
    i18n.set_language(lang)
    table = table_for(app, Match.new(game, seats, seed=seed))
    app.stack.push(table)
    app.stack.apply_pending()
    return app, table


def lines_shown(table: TableScene) -> int:
    """How many lines of the log are drawn whole now (each with its first row)."""
    return len({index for _y, _row, index in table.log._placed()})


def moments(app: App, table: TableScene, decisions: int, seed: int = 1) -> Iterator[None]:
    """Frame after frame of a game, the person at the screen deciding at random (so every
    question docks in its turn), until `decisions` were made or the game ended; yields after
    each frame is drawn."""
    rng = random.Random(seed)
    made = 0
    for _ in range(decisions * 40):
        if table.match.is_over or made >= decisions:
            return
        table.match.wait_for_ai(30.0)
        app.step(1 / 60)
        yield
        if table.my_turn:
            table.perform(rng.choice(table.match.legal_actions()))
            made += 1
        table.timeline.skip()


def ai_pause_off(monkeypatch) -> None:
    monkeypatch.setattr(table_module, "AI_PAUSE", 0.0)


def texts_drawn(monkeypatch) -> list[tuple[str, pygame.Rect, int]]:
    """Every text drawn on a surface from now on: (words, where, size in px)."""
    drawn: list[tuple[str, pygame.Rect, int]] = []
    original: Callable = assets.text

    def spy(surface, message, pos=(0, 0), size=22, *args, **kwargs):
        rect = original(surface, message, pos, size, *args, **kwargs)
        if surface is not None:
            drawn.append((str(message), pygame.Rect(rect), size))
        return rect

    monkeypatch.setattr(assets, "text", spy)
    return drawn


def badges_drawn(monkeypatch) -> list[tuple[pygame.Rect, str]]:
    """Every score badge drawn from now on, as (where, words): `score_badge.draw` spied."""
    drawn: list[tuple[pygame.Rect, str]] = []
    real = score_badge.draw

    def spy(surface, where, words, *note):  # a note after the score: Boom-Bah's "· +5 at end"
        drawn.append((pygame.Rect(where), words))
        real(surface, where, words, *note)

    monkeypatch.setattr(score_badge, "draw", spy)
    return drawn
