"""Sheep Sheep's card band (the other side of a card: turning arrows and its chip, the mark
drawn large): the mark readable on the smallest card at 1280x720, a hover that explains the
band, and a replay whose panels and console leave no empty box and lie over nothing."""

from __future__ import annotations

import itertools

import pygame

from game import levels
from game.rules.sheep_sheep import COLOURS
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from tests.tables.sheep_sheep.test_table import against_ai, move, set_position

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def test_the_other_side_s_mark_is_at_least_20_px_on_every_card_at_1280x720(app):
    """The other side's chip (its colour, its mark) is drawn big enough to read on the
    rival's small cards (the printed disc left its shape at 15 px there)."""
    table = against_ai(app)
    widths = {rect.w for rect, _face, _where in table.cards_shown()}
    widths |= {table.board.pile().w, table.board.hand_card(1 - table.viewer, 0).w}
    assert min(paint.mark_size(w) for w in widths) >= 20, sorted(widths)
    for w in widths:  # the mark lies in the band, right of the turning arrows, in the card
        card = pygame.Rect(0, 0, w, round(w * 1.4))
        band = paint.band(card)
        scale = w / paint.FRAME_W
        mark = pygame.Rect(*(round(v * scale) for v in paint.MARK[:2]),
                           *(round(paint.MARK[2] * scale),) * 2)
        assert card.contains(band) and band.contains(mark.clip(band))
        assert mark.x >= round(77 * scale)  # the arrows' right end (SS_TURN: 41 + 36)


def test_the_mark_drawn_is_the_other_side_s_colour(app):
    """Two cards alike but underneath: the pixels at the mark's centre differ."""
    w = 124
    scale = w / paint.FRAME_W
    x, y, size = (round(v * scale) for v in paint.MARK)
    centre = (x + size // 2, y + size // 2)
    blue, green = (paint.card(("red", down), w).get_at(centre) for down in ("blue", "green"))
    assert blue != green and blue.b > blue.g and green.g > green.b


def test_resting_on_a_card_s_band_explains_its_other_side(app):
    table = against_ai(app)
    set_position(table)
    app.step(1 / 60)
    grid_face = table.shown["grid"][4]
    move(app, paint.band(table.board.cell(4)).center)
    assert table.button_tip.message == words.other_side_note(
        (grid_face["up"], grid_face["down"]), "grid")
    assert words.colour(grid_face["down"]) in table.button_tip.message
    assert "either side up" in table.button_tip.message
    mine = table.my_hand()[0]
    move(app, paint.band(table.board.hand_card(table.viewer, 0)).center)
    assert table.button_tip.message.startswith(
        f"The other side of this card is {words.colour(mine[1])}")
    assert "either of its colours" in table.button_tip.message
    move(app, table.board.cell(4).midtop)  # the sheep itself: no note
    assert table.button_tip.message is None



def test_the_replay_s_zones_lie_over_nothing_and_the_console_fills_its_zone():
    layout = levels.load("sheep_sheep", 2, variant="replay")
    own = ["grid", "deck", "log", "controls", "panel_0", "panel_1"]
    rect = {name: pygame.Rect(layout[name].as_tuple()) for name in own}
    for a, b in itertools.combinations(own, 2):
        assert not rect[a].colliderect(rect[b]), (a, b)
    assert rect["panel_0"].contains(pygame.Rect(layout["message"].as_tuple()))
    assert rect["controls"].h <= 80  # a low console's one row: nothing empty above it
    assert rect["log"].bottom < rect["controls"].y and rect["log"].w == rect["controls"].w



def test_the_collected_boxes_show_each_colour_as_a_chip_with_its_mark_large(app, monkeypatch):
    """Each colour of a "Collected" box is a chip (its paint, its mark filling it), the
    shape at least 18 px across at 1280x720 (a small sheep's badge had it at 13 px), each
    chip inside the box and clear of the others."""
    table = against_ai(app)
    marks: list[tuple[str, int]] = []
    real = paint.assets.svg

    def spy(name, size, *args, **kwargs):
        if name.startswith(("ss_mark_", "ss_sheep_")):
            marks.append((name, size[0]))
        return real(name, size, *args, **kwargs)

    monkeypatch.setattr(paint.assets, "svg", spy)
    for seat in range(2):
        marks.clear()
        paint.collected(table, app.screen, seat)
        assert sorted(name for name, _s in marks) == sorted(f"ss_mark_{c}" for c in COLOURS)
        assert all(size * 52 / 64 >= 18 for _name, size in marks), marks  # the shape's width
        box = paint.collected_box(table, seat)
        spots = [spot for spot, _icon in paint.mini_slots(box)]
        assert all(box.contains(spot.inflate(6, 6)) for spot in spots)  # the lucky frame too
        assert not any(a.colliderect(b) for a, b in itertools.combinations(spots, 2))


def test_both_hands_spread_over_their_whole_zone(app):
    """No empty strip after the fourth card (the rival's tag no longer sits there); your
    last card's key badge stays inside the zone."""
    table = against_ai(app)
    for seat in range(2):
        zone = table.board.zone("hand", seat)
        last = table.board.hand_card(seat, 3)
        assert zone.contains(last) and zone.right - last.right <= 16, (zone, last)
        assert last.right - 4 + 11 <= zone.right  # the key badge's circle (radius 11)


def test_the_tag_on_a_cell_the_picked_card_may_cover_shows_the_sheep_s_mark(app, monkeypatch):
    """The tag's arrow points to the sheep the cell would show: that sheep carries its
    colour's mark on a disc (its own badge is too small at 40 px), inside the tag."""
    drawn: list[tuple[str, int]] = []
    real = paint.assets.svg

    def spy(name, size, *args, **kwargs):
        drawn.append((name, size[0]))
        return real(name, size, *args, **kwargs)

    monkeypatch.setattr(paint.assets, "svg", spy)
    paint.becomes(app.screen, pygame.Rect(100, 100, 144, 202), "blue")
    assert ("ss_sheep_blue", 40) in drawn
    assert any(name == "ss_mark_blue" and size * 52 / 64 >= 12 for name, size in drawn), drawn


def test_the_band_is_printed_once_where_the_table_draws_the_other_side(app, monkeypatch):
    """The frame's art prints the band and its turning arrows and leaves the other side's
    squares bare (no dashed slot, no white disc under the chip): the table draws only the
    two sheep and the chip on it, nothing over the printed band, in the art's own squares."""
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    monkeypatch.syspath_prepend(str(root / "assets"))
    monkeypatch.syspath_prepend(str(root))
    sys.modules.pop("artkit.sheep_sheep", None)
    from artkit import sheep_sheep as art

    assert art.SS_BAND == paint.BAND and art.SS_FACE[:3] == paint.WINDOW
    assert art.SS_CHIP == paint.MARK and not hasattr(art, "SS_UNDER")
    printed = art.card_frame().svg()
    assert printed == (root / "assets/art/ss_card.svg").read_text(encoding="utf-8")
    assert "dasharray" not in printed and printed.count("<circle") == 0
    calls: list[str] = []
    for name in ("rect", "circle", "polygon"):
        real = getattr(paint.ink, name)
        monkeypatch.setattr(paint.ink, name, lambda *a, _n=name, _r=real, **k: (
            calls.append(_n), _r(*a, **k))[1])
    svgs: list[str] = []
    real_svg = paint.assets.svg
    monkeypatch.setattr(paint.assets, "svg", lambda name, *a, **k: (
        svgs.append(name), real_svg(name, *a, **k))[1])
    paint._face.cache_clear()
    paint.card(("red", "blue"), 124)
    assert calls == ["rect", "rect", "rect"], calls  # the band shade, the chip's tile and edge
    assert svgs == ["ss_card", "ss_sheep_red", "ss_mark_blue"], svgs  # no small sheep


def test_the_other_side_is_in_full_colour_on_a_darker_strip(app):
    """Critic 15: the other side's chip was faded (veiled in paper). It is in its full paint
    now, on a band shaded darker than the card's paper (so it still reads as the other
    side), and no larger than a third of the card (the front's sheep leads; round 6)."""
    from game.view import palette

    w = 124
    scale = w / paint.FRAME_W
    x, y, size = (round(v * scale) for v in paint.MARK)
    tile = (x + 3, y + size // 2)  # the chip's tile, left of its mark
    image = paint.card(("red", "blue"), w)
    light = palette.SHEEP_COLOURS["blue"].light
    shown = image.get_at(tile)
    assert all(abs(a - b) <= 12 for a, b in zip(shown[:3], light[:3], strict=True)), \
        (shown, light)
    bx, by, _bw, bh = (round(v * scale) for v in paint.BAND)
    spot = (x - 4, by + bh // 2)  # the band beside the chip
    strip = image.get_at(spot)
    paper = paint.assets.svg("ss_card", image.get_size()).get_at(spot)  # the print, unshaded
    assert sum(strip[:3]) < sum(paper[:3]) - 40, (strip, paper)
    assert paint.MARK[2] * 3 <= paint.FRAME_W


def test_the_secret_lucky_line_says_the_extra_point_and_when_it_counts(app):
    """A rival's secret Lucky Sheep is said in the results' words ("1 extra point per
    sheep"), with when it counts, and no cross-reference to decode (a critic could not
    follow "2 points each, at the end (the + on the score)")."""
    table = against_ai(app)
    rival = 1 - table.viewer
    assert table.shown["lucky"][rival] is None
    line = words.lucky_line(table, rival)
    assert "+1 per sheep" in line and "end" in line  # short: two rows beside the card
    assert "(" not in line


def test_sparkles_do_not_outlive_their_animation(app):
    """A critic saw a sparkle over a card mid-game: a collect's sparkles are gone within
    two seconds, so none stays over the grid."""
    table = against_ai(app)
    table.particles.sparkle(*table.board.cell(4).center, 6)
    assert len(table.particles)
    for _ in range(120):
        app.step(1 / 60)
    assert not len(table.particles)
