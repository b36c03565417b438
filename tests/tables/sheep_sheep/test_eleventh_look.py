"""Sheep Sheep, eleventh look (critic 11: one frame with the other tables): solid dark-brown
panels, the buttons a cluster at the bottom right under a log of eight lines, the cells
left to fill said as plain text in the instruction line, "Thinking…" under the rival's
name, "Drawn card" on one row beside "Draw pile", and your lucky colour counted live."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.view import palette
from game.view.log import GameLog
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_table import set_position
from tests.tables.sheep_sheep.test_third_look import REFILL

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]
SIZES = [(1280, 720), (2560, 1440)]


def zone(table, name: str) -> pygame.Rect:
    return pygame.Rect(table.layout[name].as_tuple())


def test_the_panels_are_the_solid_dark_brown_of_every_table(app):
    """The panels were see-through green over the felt; every other table's are solid."""
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    background = paint.background(table)
    for name in paint.PANELS:
        rect = zone(table, name)
        for spot in ((rect.x + 6, rect.centery), (rect.right - 7, rect.bottom - 7)):
            assert background.get_at(spot)[:3] == palette.PANEL, (name, spot)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("phase", ["exchange", "refill"])
def test_the_buttons_are_a_cluster_at_the_bottom_right(monkeypatch, size, lang, phase):
    """The buttons floated mid-screen over your panel and changed with the phase (critic
    12): one fixed bar at the bottom right of your panel, under your cards, as at every
    table: End turn, Turn it over and Place it (greyed when not for now, never hidden) over
    Hint, Undo and Menu, rows of 34 px with 18 px labels as Black Sheep's; no label is cut."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        app.settings.hints = True
        if phase == "refill":
            set_position(table, grid=REFILL, phase="refill", drawn="rg")
        else:
            set_position(table)
            table.picked = 0
        buttons = table.visible_buttons()
        controls, panel = zone(table, "controls"), zone(table, "panel_0")
        assert panel.contains(controls) and panel.right - controls.right <= 8
        assert panel.bottom - controls.bottom <= 8
        hand = [table.board.hand_card(table.viewer, i) for i in range(4)]
        assert all(card.bottom <= controls.y and card.w >= 90 for card in hand)
        assert all(controls.contains(b.rect) for b in buttons)
        assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(buttons)
                       for b in buttons[i + 1:])
        lower = [table.hints.button, table.bottom["undo"], table.bottom["menu"]]
        upper = [table.buttons["end"], table.buttons["turn"], table.buttons["place"]]
        assert buttons == upper + lower  # the same set in every phase
        assert [b.rect.y for b in lower] == [controls.bottom - 34] * 3
        assert sorted(lower, key=lambda b: b.rect.x) == lower  # Hint, Undo, Menu
        assert sorted(upper, key=lambda b: b.rect.x) == upper
        assert all(b.rect.h == 34 and b.size == 18 for b in buttons)
        assert all(b.rect.bottom < lower[0].rect.y for b in upper)
        assert lower[-1].rect.right == upper[-1].rect.right == controls.right
        enabled = {b.label: b.enabled for b in upper}
        if phase == "refill":
            assert enabled == {upper[0].label: False, upper[1].label: True,
                               upper[2].label: False}
        else:
            assert [b.enabled for b in upper] == [True, False, False]
        assert all(b.tooltip for b in upper if not b.enabled)  # when it is for
        assert all(b.needed_width <= b.rect.w for b in buttons), [
            (b.label, b.needed_width, b.rect.w) for b in buttons]
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_log_takes_the_middle_row_s_whole_height(app):
    """With the buttons in your panel, the log is as high as the pile's zone beside it."""
    from game import levels
    layout = levels.load("sheep_sheep", 2)
    log, deck = layout["log"], layout["deck"]
    assert (log.y, log.h) == (deck.y, deck.h) and log.x + log.w == 1268


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_cells_left_to_fill_are_plain_text_in_the_instruction_line(monkeypatch, size,
                                                                        lang):
    """"2 empty cells to fill" is a status, not a button: said in the instruction line,
    nothing but the buttons' labels in the buttons' cluster."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, grid=REFILL, phase="refill", drawn="rg")
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        left = i18n.ngettext("{n} empty cell left to fill.", "{n} empty cells left to fill.", 1).format(n=1)
        message, controls = zone(table, "message"), zone(table, "controls")
        said = " ".join(w for w, r, _s in drawn if message.contains(r))
        assert left.split()[-1] in said and left.split()[0] in said, said
        labels = {b.shown_label for b in table.visible_buttons()}
        inside = [w for w, r, _s in drawn if controls.contains(r) and w]
        assert all(any(w in label for label in labels) for w in inside), inside
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_log_holds_eight_lines_at_1280x720(app):
    """The log had a narrow column in the middle: it has the middle row's right, eight
    one-row lines (most lines take one row at its width)."""
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    body = table.log.body
    assert body.h >= 8 * table.log.row_height + 7 * GameLog.LINE_GAP, body
    assert body.w >= 480


def test_the_rival_thinks_with_one_ellipsis_not_counting_dots():
    """"thinking.." (its dots counted, caught at two) is "Thinking…"."""
    assert words.thinking(i18n._("thinking")) == "Thinking…"
    assert words.thinking("") == ""
    assert not any(".." in form for form in words.status_forms())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_deck_labels_are_each_on_one_row(monkeypatch, size, lang):
    """"Gezogene Karte" wrapped to two rows beside "Nachziehstapel": each label is one row,
    the two in one line."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        deck = zone(table, "deck")
        rows = [(w, r) for w, r, _s in drawn
                if w in (i18n._("Draw pile"), i18n._("Drawn card")) and deck.contains(r)]
        assert len(rows) == 2 and rows[0][1].y == rows[1][1].y, rows
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_your_lucky_colour_is_counted_live(monkeypatch, lang):
    """Your known lucky colour says how many of it you collected and what they add."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, collected=("Rg Rb Gp", "Bo Bp Yg Yp"))  # you: lucky red, 2 red
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        red = i18n.pgettext("colour noun", "red")
        line = i18n.ngettext("{colour}: {n} collected → +{n} point",
                             "{colour}: {n} collected → +{n} points", 2).format(
            colour=red[:1].upper() + red[1:], n=2)
        room, _rows, _size = paint.lucky_caption(table, table.viewer)
        assert [w for w, r, _s in drawn if room.contains(r)] == [line]
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_resting_on_a_band_turns_the_card_over_in_place(app, monkeypatch):
    """The band says the other side small (its chip alone now): resting on it shows the
    card turned over where it lies, at full size; nothing while a card is picked."""
    from tests.tables.sheep_sheep.test_table import against_ai, move
    table = against_ai(app)
    set_position(table)
    app.step(1 / 60)
    face = table.shown["grid"][4]
    move(app, paint.band(table.board.cell(4)).center)
    under = paint.flipped_under(table)
    assert under is not None and under[0] == table.board.cell(4)
    drawn: list[tuple[str, str]] = []
    real = paint.card
    monkeypatch.setattr(paint, "card", lambda f, w: (drawn.append(tuple(f)), real(f, w))[1])
    paint.flip_preview(table, app.screen)
    assert drawn == [(face["down"], face["up"])]
    table.picked = 0
    assert paint.flipped_under(table) is None
    move(app, table.board.cell(4).center)  # the sheep itself: no preview
    table.picked = None
    assert paint.flipped_under(table) is None


def test_a_picked_card_and_its_number_show_whole_over_the_instruction_line(app, monkeypatch):
    """Your cards lie just under the instruction line (the buttons took the room under
    them): a picked card rises at most to the line's foot, and it and its number badge are
    drawn after the line, so the line never hides them."""
    from game.tables.sheep_sheep import draw as paint
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    message = zone(table, "message")
    card = table.board.hand_card(table.viewer, 0)
    assert card.y - paint.PICK_LIFT >= message.bottom
    order = []
    for name in ("message", "panels"):
        real = getattr(paint, name)

        def spy(*args, real=real, name=name, **kwargs):
            order.append(name)
            return real(*args, **kwargs)
        monkeypatch.setattr(paint, name, spy)
    table.draw(app.screen)
    assert order.index("message") < order.index("panels")
