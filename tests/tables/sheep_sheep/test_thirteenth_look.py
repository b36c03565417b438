"""Sheep Sheep, thirteenth look (critic 13): the instruction line at the start of your turn
and while a card is picked runs to two lines at 1280x720 (it ran to three), in English and
German, at its full 16 px."""

from __future__ import annotations

import pygame
import pytest

from game.saves import Seat
from game.tables.sheep_sheep import words
from game.view.prompts import PAD, fitted
from tests.tables.layout_checks import seated
from tests.tables.sheep_sheep.test_table import set_position

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("picked", [None, 0])
def test_the_instruction_line_is_two_lines_at_16_px(lang, picked):
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)
        table.picked = picked
        rect = pygame.Rect(table.layout["message"].as_tuple())
        said = words.prompt(table)
        lines, size = fitted(said, rect.w - 2 * PAD, rect.h - 4, 16)
        assert size == 16 and len(lines) <= 2, lines
    finally:
        app.leave_all()
