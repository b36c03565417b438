"""Sheep Sheep, eighteenth look (critics 20): the last turn's marks are large, rimmed and
explained by a key over the grid and in the "?" pop-up; the instruction line joins its
sentences cleanly; the pop-up keeps the re-deal and the game's end apart, its columns
balanced."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import reference, words
from game.view import palette
from game.view import reference as popup
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_fifteenth_look import your_turn_played
from tests.tables.sheep_sheep.test_table import set_position
from tests.tables.sheep_sheep.test_third_look import REFILL

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_changed_marks_are_large_and_keyed_over_the_grid(monkeypatch, size, lang):
    """The mark is 14 px or more across on a dark rim (8 px squares went unseen), and the
    legend's tab names it: the seat's mark, then "= changed in …'s last turn", at 15 px or
    more, clear of the band's key, inside the tab over the tray."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        seat, cells = paint.changed_cells(table)
        assert cells
        assert 2 * paint.CHANGED_DOT * 0.8 >= 14  # the disc (seat_mark draws r * 0.8)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        tab = paint.legend_tab(table)
        tray = table.board.grid.inflate(24, 24)
        assert tray.x <= tab.x and tab.right <= tray.right
        seat_at, centre, rows, _at = paint.changed_legend_at(table)
        assert seat_at == seat and tab.collidepoint(centre)
        said = [(w, r, s) for w, r, s in drawn if tab.contains(r)]
        key = [r for w, r, s in said if w in rows and s >= 15]
        assert " ".join(rows) == words.changed_key(table, seat) and len(key) == len(rows)
        assert (table.name(seat) in " ".join(rows)) or seat == table.you
        band = [r for w, r, s in said if w not in rows and w != paint.initial(table, seat)]
        assert band and all(b.right < centre[0] - paint.CHANGED_DOT for b in band)
        assert all(r.x > centre[0] + paint.CHANGED_DOT for r in key)
        spot = pygame.Rect(centre[0] - paint.CHANGED_DOT - paint.CHANGED_RIM, centre[1], 1, 1)
        from game.view import canvas
        px = canvas.to_px(spot, canvas.zoom())
        assert sum(tuple(app.screen.raw.get_at(px.topleft))[:3]) < 200  # the dark rim
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_pop_up_draws_the_mark_as_the_grid_does(app, monkeypatch):
    """The "?" pop-up's picture is the grid's mark (it drew its own small dot), and its
    words no longer call it a dot."""
    calls = []
    monkeypatch.setattr(paint, "changed_mark", lambda *a: calls.append(a))
    reference._changed(app.screen, pygame.Rect(10, 10, 56, 80))
    assert len(calls) == 1
    assert "dot" not in words.changed_legend().lower()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_refill_s_line_is_one_run_of_sentences(monkeypatch, lang):
    """"… turns it over. 1 empty cell left to fill." (it read ". · 1 empty cell to fill")."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, grid=REFILL, phase="refill", drawn="rg")
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        message = pygame.Rect(table.layout["message"].as_tuple())
        said = " ".join(w for w, r, _s in drawn if message.contains(r))
        assert "·" not in said and said.rstrip().endswith(".")
        assert words.sentences(["Flip it.", "2 left"]) == "Flip it. 2 left."
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_keeps_the_re_deal_apart_from_the_end(app, lang):
    """The re-deal (the game goes on) and the 12 turns that end the game are two rows under
    their own heading, not the turn's last step beside the end's rule; no column is under
    half as tall as the tallest (the left one was half empty)."""
    i18n.set_language(lang)
    try:
        sections = reference.reference(None)
        headings = [s.heading for s in sections]
        assert headings[0] == words.turn_heading() and words.end_heading() in headings
        dry = sections[headings.index(words.dry_heading())]
        assert len(dry.rows) == 2 and all("12" not in r.words for r in sections[0].rows)
        laid = popup.layout("x", sections)
        columns: dict[int, int] = {}
        for placed in laid.texts[1:-1]:
            x, y = placed.pos
            column = (x - laid.panel.x) * 3 // laid.panel.w  # three columns
            columns[column] = max(columns.get(column, 0), y - laid.panel.y)
        assert len(columns) == 3 and min(columns.values()) >= 0.5 * max(columns.values())
    finally:
        i18n.set_language("en")
    assert palette.INK


@pytest.mark.parametrize("lang", ["en", "de"])
def test_end_turn_carries_the_gain_in_gold(monkeypatch, lang):
    """With a group on the grid, End turn wears a gold "+N" (the points it scores now; the
    instruction line said it alone), clear of End turn's words and of the other buttons."""
    from tests.tables.sheep_sheep.test_table import slot_of
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)
        assert paint.gain_number(table) == 0  # nothing to collect: no pill
        table.toggle_pick(slot_of(table, ("yellow", "red")))
        table.drop(2)
        table.timeline.skip()
        assert table.grouped_cells() == [0, 1, 2]
        assert paint.gain_number(table) == words.gain_points(table) >= 3
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        pill = paint.gain_pill(table)
        end = table.buttons["end"]
        assert [w for w, r, s in drawn if w == f"+{paint.gain_number(table)}" and s >= 18]
        from game.view import assets
        w, h = assets.font(end.label_size(), True).size(end.label)
        label = pygame.Rect(0, 0, w, h - 6)  # the words' ink (the line box has 3 px slack)
        label.center = end.rect.center
        assert not pill.colliderect(label), (pill, label)
        others = [b for b in table.visible_buttons() if b is not end]
        assert not any(pill.colliderect(b.rect) for b in others)
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_changed_marks_lie_over_a_group_s_gold_edge(monkeypatch):
    """A changed cell in a group: its mark is drawn after the gold edges (they hid half of
    it)."""
    from tests.tables.sheep_sheep.test_table import group_made
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        group_made(table)
        table.last_changed, table.turn_changed = (1, {0, 1, 2}), set()
        assert paint.changed_cells(table) == (1, [0, 1, 2]) and table.grouped_cells()
        order = []
        real_glow, real_mark = paint.glow, paint.changed_mark
        monkeypatch.setattr(paint, "glow", lambda *a, **k: (order.append("glow"),
                                                             real_glow(*a, **k)))
        monkeypatch.setattr(paint, "changed_mark", lambda *a: (order.append("mark"),
                                                               real_mark(*a)))
        paint.grid_marks(table, app.screen)
        assert order.count("mark") == 3 and "glow" in order
        assert order.index("mark") > max(i for i, o in enumerate(order) if o == "glow")
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", ["Bo", "Bartholomew X", "Maximilian-Alexander"])
def test_the_key_fits_over_the_tray_whatever_the_name(lang, name):
    """A long name would run the legend's tab past the tray: the key then says "= changed
    in the last turn" (the mark's colour and shape say whose)."""
    app, table = seated((1280, 720), lang, "sheep_sheep", [Seat("Anna"), Seat(name, "ai")])
    try:
        your_turn_played(table)
        for seat in (0, 1):
            table.last_changed = (seat, table.last_changed[1])
            tab, tray = paint.legend_tab(table), table.board.grid.inflate(24, 24)
            assert tray.x <= tab.x and tab.right <= tray.right, (seat, tab)
            _seat, _centre, rows, _at = paint.changed_legend_at(table)
            assert len(rows) == 2
    finally:
        i18n.set_language("en")
        app.leave_all()
