"""Sheep Sheep, sixteenth look (critic 17): while you refill the grid your hand cards are
not outlined (nor look playable: a little dimmed); the changed mark covers no sheep's face;
the log is taller."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from tests.tables.layout_checks import seated
from tests.tables.sheep_sheep.test_fifteenth_look import your_turn_played
from tests.tables.sheep_sheep.test_fourteenth_look import refilling

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def gold_around(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of the ring just outside `rect` are the gold of a lit card."""
    gold = pygame.Color(*paint.palette.GOLD)
    n = 0
    for x in range(rect.x - 3, rect.right + 3):
        for y in (rect.y - 2, rect.bottom + 1):
            c = surface.get_at((x, y))
            n += abs(c.r - gold.r) + abs(c.g - gold.g) + abs(c.b - gold.b) < 90
    return n


def test_your_hand_is_not_outlined_while_you_refill():
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        table.draw(app.screen)
        seat = table.you
        lit = [i for i in range(len(table.my_hand())) if table.hand_state(i) == "playable"]
        assert lit and gold_around(app.screen, table.board.hand_card(seat, lit[0])) > 5
        refilling(table)
        table.mouse = (0, 0)
        table.draw(app.screen)
        for i in range(len(table.my_hand())):
            assert table.hand_state(i) == "resting"
            rect = table.board.hand_card(seat, i)
            assert gold_around(app.screen, rect) == 0
            # dimmed a little: its paper darker than the playable card's
            assert paint.RESTING_DIM < 255
            centre = app.screen.get_at(rect.center)
            whole = paint.card(table.my_hand()[i], rect.w).get_at((rect.w // 2, rect.h // 2))
            assert sum(centre[:3]) < sum(whole[:3])
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_changed_dot_covers_no_sheep(lang):
    """The changed token lies inside the card's top right corner (critics 21 saw it on the
    grid lines between cards): wholly on the card, clear of the sheep's head (the middle
    half of its window) and of the rival's last-move token on the top left."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        cells = your_turn_played(table)
        assert cells
        table.draw(app.screen)
        for cell in range(9):
            rect = table.board.cell(cell)
            tag = paint.changed_dot(table, cell)
            assert rect.contains(tag)  # inside the card: never over the grid's lines
            scale = rect.w / paint.FRAME_W
            x, y, size = (round(v * scale) for v in paint.WINDOW)
            window = pygame.Rect(rect.x + x, rect.y + y, size, size)
            head = pygame.Rect(0, 0, window.w // 2, window.h).move(window.x + window.w // 4,
                                                                  window.y)
            assert not tag.colliderect(head)
            twin = tag.copy()  # the rival's last-move token, on the top left corner
            twin.x = rect.x + (rect.right - tag.right)
            assert not tag.colliderect(twin)
    finally:
        i18n.set_language("en")
        app.leave_all()
