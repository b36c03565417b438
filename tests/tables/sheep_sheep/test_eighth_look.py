"""Sheep Sheep, eighth look (a critic at 7/10): the rival's badge "★ 9+" was opaque, so a
secret Lucky Sheep now ends the badge in "+ ?" and shows the same "?" on its back; your own
Lucky Sheep was 60 px wide with its rule crowding the panel's foot; German "Gesammelt" was
drawn regular where English "Collected" was bold; the legend's tab stood flush against the
window's top edge and looked cut off."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.view import assets
from tests.tables.layout_checks import badges_drawn, seated, texts_drawn
from tests.tables.sheep_sheep.test_table import refill_that_hands_a_group, set_position

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def styled_texts(monkeypatch) -> list[tuple[str, pygame.Rect, int, bool]]:
    """Every text drawn from now on with its size and whether it is bold."""
    drawn: list[tuple[str, pygame.Rect, int, bool]] = []
    original = assets.text

    def spy(surface, message, pos=(0, 0), size=22, *args, **kwargs):
        rect = original(surface, message, pos, size, *args, **kwargs)
        bold = kwargs.get("bold", args[1] if len(args) > 1 else False)
        if surface is not None:
            drawn.append((str(message), pygame.Rect(rect), size, bool(bold)))
        return rect

    monkeypatch.setattr(assets, "text", spy)
    return drawn


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_secret_lucky_sheep_and_its_badge_share_a_question_mark(monkeypatch, lang):
    """The rival's badge says "★ 2 + ?" (their cards, plus what the secret card adds at
    the end), and the secret card's back shows the same "?"; your known Lucky Sheep has no
    "?" and your badge is your whole score."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, collected=["Rb Bo Gp", "Pr Oy"])
        badges = badges_drawn(monkeypatch)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        rival = 1 - table.viewer
        assert [w for _r, w in badges] == ["★ 4", "★ 2 + ?"]  # you: 3 cards, 1 red
        marks = [r for w, r, _s in drawn if w == "?"]
        assert len(marks) == 1 and table.board.lucky(rival).contains(marks[0])
        assert not table.board.lucky(table.viewer).colliderect(marks[0])
        assert all(s >= 14 for _w, _r, s in drawn), [(w, s) for w, _r, s in drawn if s < 14]
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_no_cards_no_question_mark_on_the_badge(app):
    """With nothing collected the secret colour can add nothing: "★ 0", not "★ 0 + ?"."""
    shown = {"collected": [[], []], "lucky": [None, None]}
    assert words.badge(shown, 1) == "★ 0"


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_your_lucky_sheep_is_a_card_you_can_see(size):
    """Your Lucky Sheep is at least 75 px wide at 1280x720 (it was 60), its label over it
    inside its zone."""
    app, table = seated(size, "en", "sheep_sheep", SEATS)
    try:
        card = table.board.lucky(table.viewer)
        zone = table.board.zone("lucky", table.viewer)
        assert card.w >= 75 and zone.contains(card)
        assert card.y - zone.y >= assets.font(paint.LABEL, True).get_linesize() + 6
    finally:
        app.leave_all()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_collected_heading_is_bold_16_in_every_language(monkeypatch, size, lang):
    """"Collected: n" and "Gesammelt: n" in one style (bold, 16 px) in both boxes, room
    kept for 25 cards 4 px or more from the box's sides."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, collected=["Rb Bo Gp", "Pr Oy"])
        drawn = styled_texts(monkeypatch)
        table.draw(app.screen)
        for seat, n in ((table.viewer, 3), (1 - table.viewer, 2)):
            box = paint.collected_box(table, seat)
            heading = i18n._("Collected: {n}").format(n=n)
            said = [(r, s, b) for w, r, s, b in drawn if w == heading and box.contains(r)]
            assert said and all(s == paint.LABEL and b for _r, s, b in said), said
            most = assets.font(paint.LABEL, True).size(i18n._("Collected: {n}").format(n=25))
            assert most[0] <= box.w - 8
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_legend_tab_stands_clear_of_the_window_top(app):
    """The grid's legend tab has felt above it (it was flush with the window's edge)."""
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    tab = paint.legend_tab(table)
    assert tab.y >= 6
    room, sample, _rows, size = paint.band_legend(table)
    assert size >= 16 and sample.h >= 20 and tab.contains(sample)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_labels_and_your_status_keep_their_size_in_german(monkeypatch, size, lang):
    """One type scale, nothing shrunk to fit: the deck's names under its cards whole in
    English and German, your exchange count 16 px on two
    rows at most, the rows broken at its comma, clear of your Lucky Sheep's label."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, exchanges=12)
        drawn = styled_texts(monkeypatch)
        table.draw(app.screen)
        for label in (i18n._("Draw pile"), i18n._("Drawn card")):  # names under the cards
            said = [(w, r, s, b) for w, r, s, b in drawn if w == label]
            assert said and all(s >= 14 for _w, _r, s, _b in said), said
            assert all(r.y >= table.board.pile().bottom for _w, r, _s, _b in said), said
        status = words.status(table, table.viewer)
        head = status.split(", ")[0]
        rows = [(w, r, s) for w, r, s, _b in drawn if w in (status, head + ",")
                or status.endswith(w) and w and w != status]
        assert rows and all(s == paint.STATUS for _w, _r, s in rows), rows
        assert len(rows) <= 2 and (len(rows) == 1 or rows[0][0] == head + ",")
        zone = table.board.zone("lucky", table.viewer)
        assert all(r.bottom <= zone.y for _w, r, _s in rows)
    finally:
        i18n.set_language("en")
        app.leave_all()



@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_refill_s_warning_keeps_the_instruction_line_at_16_px(monkeypatch, size, lang):
    """The refill's question and the warning after it ("Careful: that leaves Dolly a group
    of 3") ran to four rows in German and shrank under 16 px: with a warning the question
    drops its last clause, and the line stays 16 px, whole, in its box."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        refill_that_hands_a_group(table)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        box = pygame.Rect(table.layout["message"].as_tuple())
        rows = [(w, s) for w, r, s in drawn if box.contains(r)]
        said = " ".join(w for w, _s in rows)
        warning = i18n._("Careful: that leaves {name} a group of {n} to collect.").format(
            name="Dolly", n=3)
        assert said.endswith(warning.split()[-1]) and warning.split()[0] in said, said
        assert rows and all(s == 16 for _w, s in rows), rows
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_a_colour_with_nothing_collected_is_veiled_in_the_tally(app):
    """The end tally (table and results) veils the chip of a colour nobody collected, as its
    "×0" is dimmed, so the eye goes to what was collected (critic 10: "×0 not dimmed")."""
    from game.rules.sheep_sheep import COLOURS
    from game.view import canvas, ink

    zone = pygame.Rect(0, 0, 372, 140)
    spot = pygame.Rect(0, 0, 1, 1)

    def chip_light(counts: dict[str, int]) -> float:
        surface = canvas.blank(zone.size, alpha=False)  # (drawn on as the results and table do)
        paint.colour_tally(surface, zone, counts, None)
        surface = ink.raw_of(surface)
        icon = paint.tally_icon(zone)
        _slot, (x, y) = paint.tally_slots(zone)[0]
        spot.update(x - icon // 2 + 4, y - icon // 2 + 4, 3, 3)  # the chip's paint, off its mark
        return sum(sum(surface.get_at((px, py))[:3]) for px in range(spot.x, spot.right)
                   for py in range(spot.y, spot.bottom))

    some = dict.fromkeys(COLOURS, 3)
    none = {**some, COLOURS[0]: 0}
    assert chip_light(none) < 0.75 * chip_light(some)
