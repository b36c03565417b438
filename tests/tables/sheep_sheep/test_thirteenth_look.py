"""Sheep Sheep, thirteenth look (critic 13): the instruction line at the start of your turn
and while a card is picked runs to two lines at 1280x720 (it ran to three), in English and
German, at its full 16 px."""

from __future__ import annotations

import pygame
import pytest

from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.view.prompts import PAD, fitted
from tests.tables.layout_checks import seated
from tests.tables.sheep_sheep.test_table import set_position

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("picked", [None, 0, "grouped"])
def test_the_instruction_line_is_two_lines_at_16_px(lang, picked):
    """At the start, with a card picked, and with a group to collect (German ran to three)."""
    from game.rules.sheep_sheep import Exchange
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)
        if picked == "grouped":
            table.perform(next(a for a in table.match.legal_actions()
                               if isinstance(a, Exchange) and a.cell == 2 and a.showing == "red"))
            table.timeline.skip()
            assert table.grouped_cells()
            picked = None
        table.picked = picked
        rect = pygame.Rect(table.layout["message"].as_tuple())
        said = words.prompt(table)
        lines, size = fitted(said, rect.w - 2 * PAD, rect.h - 4, 16)
        assert size == 16 and len(lines) <= 2, lines
    finally:
        app.leave_all()


@pytest.mark.parametrize("skipped", [True, False])
def test_a_skipped_collection_leaves_no_sparkles(app, skipped):
    """Critic 13 saw sparkles on a refilled card after a collection: a skipped animation
    (a click, Instant) emitted them as it jumped to its end. Played out, they still twinkle."""
    from game.rules.sheep_sheep import EndTurn, Exchange
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    set_position(table)
    table.perform(next(a for a in table.match.legal_actions()
                       if isinstance(a, Exchange) and a.cell == 2 and a.showing == "red"))
    table.timeline.skip()
    table.particles.items.clear()
    table.perform(EndTurn())
    if skipped:
        table.timeline.skip()
        assert len(table.particles) == 0
    else:
        for _ in range(120):
            table.timeline.update(1 / 60)
            if len(table.particles):
                break
        assert len(table.particles) > 0


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_held_exchange_previews_its_group_and_gain(size, lang):
    """Holding the picked card over a sheep it may cover lights the group that exchange
    would make and puts "+3" on End turn (critic 13 had to work it out); elsewhere, none."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)
        table.picked = 0  # yellow/red: red on the top right makes three red in a row
        table.mouse = table.board.cell(2).center
        assert table.preview_groups() == [0, 1, 2]
        drawn: list = []
        real = paint.assets.text
        def spy(surface, text, *args, **kwargs):
            drawn.append(text)
            return real(surface, text, *args, **kwargs)
        paint.assets.text = spy
        try:
            app.stack.draw(app.screen)
            assert "+3" in drawn
            table.mouse = table.board.cell(4).center  # not a cell it may cover
            drawn.clear()
            assert table.preview_groups() == []
            app.stack.draw(app.screen)
            assert "+3" not in drawn
        finally:
            paint.assets.text = real
    finally:
        app.leave_all()


@pytest.mark.parametrize("speed, seconds", [("1x", 1.5), ("2x", 0.75), ("instant", None)])
def test_a_rivals_exchange_glows_in_its_colour_and_stays_marked(app, speed, seconds):
    """Critic 13 had to read the log to follow the rival: the cell it changed glows in its
    colour through its turn, fading once it is yours (1.5 s at 1x, shorter faster, none at
    Instant); the cell keeps the seat's one token (critic 24a read a second token, on the
    last cell's other corner, as a doubled mark)."""
    from game.rules.sheep_sheep import Exchange
    from game.tables.sheep_sheep import draw
    from game.view import palette
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    app.settings.animation_speed = speed
    set_position(table, turn=1)
    rival = next(a for a in table.match.legal_actions() if isinstance(a, Exchange))
    table.perform(rival)
    table.timeline.skip()
    if seconds is None:
        assert table.rival_glow == {}
    else:
        assert table.rival_glow[rival.cell][1] == pytest.approx(seconds)
        app.stack.draw(app.screen)
        edge = table.board.cell(rival.cell).inflate(8, 8)
        assert app.screen.get_at((edge.x + 2, edge.centery))[:3] == palette.WHITE  # (critics
        # 23: white, not the seat's colour, which is a sheep colour here)
        table.update(seconds + 0.1)
        assert rival.cell in table.rival_glow  # the rival's turn goes on: it glows on
        set_position(table, turn=0)
        table.update(seconds + 0.1)
        assert table.rival_glow == {}  # faded
    tokens = []
    real = draw.changed_mark
    draw.changed_mark = lambda surface, centre, letter: tokens.append(centre)
    try:
        draw.rival_marks(table, app.screen)
    finally:
        draw.changed_mark = real
    assert len(tokens) == len(set(tokens)) == len(draw.changed_cells(table)[1])  # one each


def test_the_gold_of_a_group_is_drawn_over_the_rivals_glow(app, monkeypatch):
    """Critic 14: a group about to be collected lost its gold edge under the rival's
    colour. Every gold edge is drawn after (over) the rival's glow on the same cell."""
    from game.view import palette
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    set_position(table, turn=0)
    grouped = table.grouped_cells()
    cell = grouped[0] if grouped else 0
    table.rival_glow = {cell: (1, 1.0, 1.5)}
    drawn: list[tuple[int, tuple]] = []
    real = paint.glow

    def spy(surface, rect, colour, *args, **kwargs):
        drawn.append((rect, tuple(colour)[:3]))
        return real(surface, rect, colour, *args, **kwargs)

    monkeypatch.setattr(paint, "glow", spy)
    monkeypatch.setattr(type(table), "grouped_cells", lambda self: [cell])
    paint.grid_marks(table, app.screen)
    rect = table.board.cell(cell)
    order = [colour for r, colour in drawn if r == rect]
    rival = tuple(palette.WHITE)  # the rival's glow (white since critics 23)
    assert rival in order and tuple(palette.GOLD) in order
    assert order.index(tuple(palette.GOLD)) > order.index(rival)
