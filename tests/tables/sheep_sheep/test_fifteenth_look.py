"""Sheep Sheep, fifteenth look (critic 16): the cells the last turn changed stay marked (a
soft outline and a "changed" tag) through the next turn, so a player who looked away sees
them; the legend over the grid is larger and clear of the tray's frame."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.sheep_sheep import Refill
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_fourteenth_look import refilling

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def your_turn_played(table) -> set[int]:
    """Your turn to its end: an exchange, a collection and the refill; the cells refilled."""
    refilling(table)
    filled = set()
    while table.shown["phase"] == "refill" and table.match.to_move == table.you:
        cell = next(c for c, f in enumerate(table.shown["grid"]) if f is None)
        table.perform(Refill(cell, table.shown["drawn"][0]))
        table.timeline.skip()
        filled.add(cell)
    return filled


def test_your_turns_cells_stay_marked_through_the_rivals_turn():
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        filled = your_turn_played(table)
        assert table.shown["turn"] != table.you  # the rival's turn has begun
        seat, cells = paint.changed_cells(table)
        assert seat == table.you
        assert filled | {2} <= set(cells)  # the exchange's cell and the refilled ones
        table.draw(app.screen)
        tray = table.board.grid.inflate(24, 24)
        for cell in cells:
            tag = paint.changed_dot(table, cell)
            assert tray.contains(tag)  # on the card's top corner, inside the tray
            tab = paint.legend_tab(table)  # its foot (under tray.y) sinks into the frame
            assert not tag.colliderect(tab.clip(tab.x, tab.y, tab.w, tray.y - tab.y))
    finally:
        app.leave_all()


def test_the_marks_go_when_the_next_turn_begins():
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        rival = table.shown["turn"]
        table.turn_changed = {0}  # the rival changed a cell in its turn
        table.timeline.add(table.on_turn_began({"seat": table.you}))
        table.timeline.skip()
        assert paint.changed_cells(table) == (rival, [0])
        table.shown["grid"][0] = None  # its group collected: an empty cell is not marked
        assert paint.changed_cells(table) == (rival, [])
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_legend_reads_large_and_clear_of_the_frame(monkeypatch, lang):
    """"= what each card shows turned over" at 17 px, its words 6 px or more over the
    tray's wooden frame (they sat on it)."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        room, _sample, _rows, _px = paint.band_legend(table)
        said = [r for w, r, s in drawn if w == paint.words.band_legend() and s >= 17]
        tray = table.board.grid.inflate(24, 24)
        assert said and all(r.bottom + 6 <= tray.y for r in said)
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_show_sheep_and_a_gap_after_the_caption(app, monkeypatch, lang):
    """The results' tally is the table's sheep with their marks (flat chips read as
    tokens), and "Lucky Sheep" stands 10 px or more clear of the score lines' box."""
    from types import SimpleNamespace

    from game.tables.sheep_sheep import results as results_module
    from game.view import canvas
    from tests.scenes.test_results_sheep_sheep import COLUMN
    from tests.tables.sheep_sheep.test_third_look import ended_calm

    i18n.set_language(lang)
    try:
        state = ended_calm()
        results = results_module.SheepSheepResults(SimpleNamespace(view=state.view))
        screen = canvas.blank((1280, 720), alpha=False)
        sheep, boxes = [], []
        monkeypatch.setattr(paint, "small_sheep", lambda s, c, r, *a: sheep.append(c))
        monkeypatch.setattr(paint, "chip", lambda *a: pytest.fail("a flat chip"))
        real = results_module.ink.rect
        monkeypatch.setattr(results_module.ink, "rect",
                            lambda s, colour, r, *a, **k: (boxes.append(pygame.Rect(r))
                                                           if colour == results_module.BOX_FILL
                                                           else None, real(s, colour, r, *a, **k)))
        placed = texts_drawn(monkeypatch)
        results.draw(screen, 0, COLUMN)
        assert sorted(sheep) == sorted(paint.COLOURS)
        caption = next(r for w, r, _s in placed if w == i18n._("Lucky Sheep"))
        assert boxes and caption.right + 10 <= boxes[0].x
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_explains_the_secret_score(lang):
    """"★ 9 + ?" on a score whose Lucky Sheep is secret is explained in the "?" pop-up,
    beside the badge drawn as the panels draw it (a third notation nowhere explained)."""
    from game.tables.sheep_sheep import reference, words

    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        rows = [row for section in table.reference() for row in section.rows]
        badge = reference.secret_badge()
        assert badge.endswith(words.SECRET) and words.badge(
            {"collected": [[["red", "blue"]] * 9, []], "lucky": [None, None]}, 0) == badge
        said = [row for row in rows if badge in row.words]
        assert len(said) == 1 and said[0].picture is not None
        assert i18n._("Lucky Sheep") in said[0].words
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_a_seat_is_told_by_its_initial_with_colour_blind_marks_too(monkeypatch):
    """With colour-blind marks on, no seat is marked by a shape at this table: the sheep's
    colours wear those shapes (critics 23 read Clover's blue square as the blue sheep).
    Each panel and each changed cell carries the seat's initial token instead."""
    from game.view import palette

    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        monkeypatch.setattr(type(table), "marks", property(lambda self: True))
        shapes, letters = [], []
        real = palette.draw_mark
        monkeypatch.setattr(palette, "draw_mark",
                            lambda s, mark, *a, **k: (shapes.append(mark), real(s, mark, *a, **k)))
        real_token = paint.changed_mark
        monkeypatch.setattr(paint, "changed_mark",
                            lambda s, c, letter: (letters.append(letter),
                                                  real_token(s, c, letter)))
        table.draw(app.screen)
        _seat, cells = paint.changed_cells(table)
        assert shapes == []
        for seat in (0, 1):
            assert paint.initial(table, seat) in letters
        assert len(letters) >= 2 + len(cells)
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_your_status_says_what_you_do_from_the_turns_start(lang):
    """Under your name at your turn's start (nothing exchanged yet) a gold status says what
    you do now, as at every table (it was empty until the first exchange)."""
    from game.tables.sheep_sheep import words
    from tests.tables.sheep_sheep.test_table import set_position

    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)
        assert table.my_turn and table.shown["exchanges"] == 0
        said = words.status(table, table.you)
        assert said == i18n.pgettext("your status", "exchange as often as you like")
        assert said in words.your_status_forms()
        assert words.status(table, 1 - table.you) == ""
    finally:
        i18n.set_language("en")
        app.leave_all()
