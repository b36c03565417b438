"""Sheep Sheep, nineteenth look (critics 21): the "changed in the last turn" mark is a
round seat token with the seat's initial inside the card's corner (a blue square on the
grid lines read as the blue sheep's shape)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import reference
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_fifteenth_look import your_turn_played

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_changed_card_carries_the_seat_s_initial_inside_its_corner(monkeypatch, lang):
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        seat, cells = paint.changed_cells(table)
        assert cells
        letter = paint.initial(table, seat)
        assert letter == table.name(seat)[0].upper()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        for cell in cells:
            card = table.board.cell(cell)
            tokens = [r for w, r, s in drawn if w == letter and card.contains(r)
                      and s >= 12]
            assert tokens, cell  # the initial, on the card itself
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_pop_up_s_token_carries_the_rival_s_initial(app, monkeypatch):
    calls = []
    monkeypatch.setattr(paint, "changed_mark", lambda *a: calls.append(a))
    reference._changed(app.screen, pygame.Rect(10, 10, 56, 80), "C")
    (_surface, centre, letter), = calls
    assert letter == "C" and pygame.Rect(10, 10, 56, 80).collidepoint(centre)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_say_plus_one_each_only_under_a_lucky_colour_collected(monkeypatch,
                                                                           lang):
    """"×0 +1 each" under a lucky colour none of whose sheep were collected was noise on
    the results (critics 21); under a count above 0 it stays. The table keeps it always
    (it promises what collecting that colour will bring)."""
    import copy
    from types import SimpleNamespace

    from game.tables.sheep_sheep.results import SheepSheepResults
    from game.view import canvas
    from tests.scenes.test_results_sheep_sheep import COLUMN
    from tests.tables.sheep_sheep.test_third_look import ended_calm

    i18n.set_language(lang)
    try:
        state = ended_calm()  # the first seat's lucky blue: it collected two blue sheep
        for kept in (False, True):
            view = copy.deepcopy(state.view(None))
            lucky = view["lucky"][0]
            if not kept:
                view["collected"][0] = [f for f in view["collected"][0] if f[0] != lucky]
            assert any(f[0] == lucky for f in view["collected"][0]) == kept
            results = SheepSheepResults(SimpleNamespace(view=lambda _seat, v=view: v))
            placed = texts_drawn(monkeypatch)
            results.draw(canvas.blank((1280, 720), alpha=False), 0, COLUMN)
            each = [w for w, _r, _s in placed if w == i18n._("+1 each")]
            assert bool(each) == kept
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_s_columns_are_even_and_its_game_over_row_reads_plainly(app, lang):
    """The sections stand so that no column is under 85% of the tallest (the right one
    was a fifth taller than the left, critics 21), "Scoring" still among them; the
    12 turns that end the game say that a re-deal does not restart their count (it read
    "re-deals or not")."""
    from game.tables.sheep_sheep import words
    from game.view import reference as popup

    i18n.set_language(lang)
    try:
        sections = reference.reference(None)
        laid = popup.layout("x", sections)
        columns: dict[int, int] = {}
        for placed in laid.texts[1:-1]:
            x, y = placed.pos
            column = (x - laid.panel.x) * 3 // laid.panel.w
            columns[column] = max(columns.get(column, 0), y - laid.panel.y)
        assert len(columns) == 3 and min(columns.values()) >= 0.85 * max(columns.values())
        headings = [s.heading for s in sections]
        assert i18n._("Scoring") in headings and words.end_heading() in headings
        over = words.dry_steps()[1]
        assert "or not" not in over and "oder nicht" not in over
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_collectable_group_s_gold_edge_shows_without_a_hover(monkeypatch, size):
    """Three touching red sheep at your turn, the pointer away from End turn: each card
    has a 5 px gold edge hard against it and a gold haze beyond, even at the breath's
    faintest (the 3 px edge read thin; critics 21 asked for it to show); End turn's hover
    adds the wider halo."""
    from game.view import canvas, palette
    from tests.tables.sheep_sheep.test_table import group_made

    app, table = seated(size, "en", "sheep_sheep", SEATS)
    try:
        group_made(table)
        table.mouse = (1, 1)
        assert table.grouped_cells() == [0, 1, 2] and not table.end_turn_pointed()
        monkeypatch.setattr(paint, "pulse", lambda *a, **k: 0.0)
        table.draw(app.screen)
        gold = palette.GOLD
        for cell in (0, 1, 2):
            rect = table.board.cell(cell)
            for spot in ((rect.centerx, rect.y - 1), (rect.x - 1, rect.centery),
                         (rect.centerx, rect.y - 6), (rect.x - 6, rect.centery)):
                px = canvas.to_px(pygame.Rect(spot, (1, 1)), canvas.zoom()).topleft
                got = tuple(app.screen.raw.get_at(px))[:3]
                assert sum(abs(a - b) for a, b in zip(got, gold, strict=True)) < 90, got
    finally:
        app.leave_all()
