"""The Sheep Sheep table's geometry: zones that never overlap, the pile's and the drawn
card's labels in one line over their cards in every language, the refill's question in the
instruction line, a log that shows at least six lines at every moment, and each seat's
score badge at the end of its name row beside a box that counts the collected cards by
colour."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import levels
from game.i18n import _
from game.rules.sheep_sheep.diagram import position
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from tests.tables.layout_checks import (
    LEAST_LINES,
    ai_pause_off,
    badges_drawn,
    lines_shown,
    moments,
    seated,
    texts_drawn,
)

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def rect(zone) -> pygame.Rect:
    return pygame.Rect(zone.as_tuple())


def test_no_zone_lies_over_another():
    layout = levels.load("sheep_sheep", 2)
    own = ["grid", "deck", "log", "panel_0", "panel_1"]
    for a, b in itertools.combinations(own, 2):
        assert not rect(layout[a]).colliderect(rect(layout[b])), (a, b)
    for p in range(2):
        parts = [rect(layout[f"{z}_{p}"]) for z in ("lucky", "score", "hand")]
        if p == 0:  # your panel holds the buttons' bar too (as every table)
            parts.append(rect(layout["controls"]))
        assert all(rect(layout[f"panel_{p}"]).contains(r) for r in parts)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(parts, 2))
    message = rect(layout["message"])
    assert rect(layout["panel_0"]).contains(message)
    assert not message.colliderect(rect(layout["hand_0"]))


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pile_and_drawn_card_names_stand_in_one_line_under_their_cards(
        monkeypatch, lang, size):
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    table.timeline.skip()
    drawn = texts_drawn(monkeypatch)
    app.step(1 / 60)
    board = table.board
    firsts = []
    for label, card in ((_("Draw pile"), board.pile()), (_("Drawn card"), board.drawn())):
        rows = [(w, r, s) for w, r, s in drawn
                if w == label and r.y >= card.bottom and abs(r.centerx - card.centerx) <= 1]
        assert len(rows) == 1, (label, rows)  # the names under them, as at every table
        firsts.append(rows[0])
    (_a, pile_row, pile_size), (_b, drawn_row, drawn_size) = firsts
    assert pile_size == drawn_size >= 12 and pile_row.y == drawn_row.y
    assert not pile_row.colliderect(drawn_row)
    deck = rect(table.layout["deck"])
    assert all(deck.contains(r) for _w, r, _s in firsts)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_shows_six_lines_at_every_moment(monkeypatch, lang, size):
    ai_pause_off(monkeypatch)
    app, table = seated(size, lang, "sheep_sheep", SEATS, seed=7)
    seen = refilling = 0
    for _frame in moments(app, table, decisions=40):
        assert table.log.rect == rect(table.layout["log"])  # nothing docks over it
        if len(table.log.lines) >= LEAST_LINES:
            assert lines_shown(table) >= LEAST_LINES, table.view["phase"]
            seen += 1
            refilling += table.my_turn and table.view["phase"] == "refill"
    assert seen > 30 and refilling


GRID = """
Rg Rb Yr
Gp Bo Op
Pr Yb Gy
"""


def with_collections(table, **fields):
    """You (seat 0, lucky red) hold 3 collected cards, 2 of them red; Dolly holds 4."""
    table.match.state = position(GRID, ("yr gb ob pg", "ry gy bp og"), lucky=("red", "blue"),
                                 collected=("Rg Rb Gp", "Bo Bp Yg Yp"), **fields)
    table.refresh_view()
    table.sync()


@pytest.mark.parametrize("size, lang", [((1280, 720), "en"), ((2560, 1440), "de")])
def test_each_seat_s_score_badge_ends_its_name_row_clear_of_everything(monkeypatch, size, lang):
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    table.timeline.skip()
    with_collections(table)
    badges = badges_drawn(monkeypatch)
    texts = texts_drawn(monkeypatch)
    app.step(1 / 60)
    layout, board = table.layout, table.board
    assert [words for _rect, words in badges] == ["★ 5", "★ 4 + ?"]  # 3 cards + 2 red; Dolly's 4
    message = rect(layout["message"])
    for (where, _words), seat in zip(badges, (0, 1), strict=True):
        panel = board.zone("panel", seat)
        assert where == paint.badge_rect(table, seat) and panel.contains(where)
        assert where.right == (message.x - 12 if seat == 0 else panel.right - 12)
        name = next(r for w, r, _s in texts if w.startswith(table.name(seat))
                    and not message.colliderect(r))  # "Your turn: …" is not the name
        assert abs(name.centery - where.centery) <= 3 and name.right < where.x
        below = [board.zone(z, seat) for z in ("lucky", "score", "hand")]
        assert all(where.bottom <= zone.y for zone in below)
        assert not where.colliderect(message)
        assert not any(where.colliderect(board.hand_card(seat, i)) for i in range(4))


def test_the_rival_s_status_stands_under_their_name(monkeypatch):
    """As at every table (critic 11: "thinking.." sat at the right of the header): under
    the name, left of the Collected box, over the Lucky Sheep (its label beside the card)."""
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    table.timeline.skip()
    with_collections(table, turn=1, exchanges=2)
    texts = texts_drawn(monkeypatch)
    app.step(1 / 60)
    status = next(r for w, r, _s in texts  # Dolly may have begun to think already
                  if w.startswith("2 exchanges") or w.startswith("Thinking"))
    name = next(r for w, r, _s in texts if w.startswith("Dolly") and r.y < 200)  # not the line
    badge = paint.badge_rect(table, 1)
    assert status.x == name.x and status.y >= name.bottom - 2 and not status.colliderect(badge)
    assert status.right <= paint.collected_box(table, 1).x - 8
    label = next(r for w, r, _s in texts if w == "Lucky Sheep" and r.y < 200)
    assert not status.colliderect(label) and status.bottom <= table.board.lucky(1).y


@pytest.mark.parametrize("size, lang", [((1280, 720), "en"), ((2560, 1440), "de")])
def test_the_collected_box_counts_the_cards_by_colour_inside_it(monkeypatch, size, lang):
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    table.timeline.skip()
    with_collections(table)
    texts = texts_drawn(monkeypatch)
    app.step(1 / 60)
    for seat, n, counts in ((0, 3, ["2", "0", "0", "1", "0", "0"]),
                            (1, 4, ["0", "0", "2", "0", "2", "0"])):
        box = paint.collected_box(table, seat)
        slots = paint.mini_slots(box)
        heading = _("Collected: {n}").format(n=n)
        head = next(r for w, r, _s in texts if w == heading)
        assert box.inflate(-8, 0).contains(head)  # clear of the box's edge
        numbers = [(w, r) for w, r, _s in texts if w.isdigit() and box.contains(r)]
        assert [w for w, _r in numbers] == counts  # red, orange, yellow, green, blue, purple
        for (spot, _icon), (_w, number) in zip(slots, numbers, strict=True):
            assert box.contains(spot) and spot.y >= head.bottom and number.x > spot.right
            assert abs(number.centery - spot.centery) <= 2
        places = [spot.union(number)
                  for (spot, _i), (_w, number) in zip(slots, numbers, strict=True)]
        assert not any(a.colliderect(b) for a, b in itertools.combinations(places, 2))


def test_the_badge_and_the_box_explain_the_score_under_the_pointer():
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    table.timeline.skip()
    with_collections(table)
    mine = table.note_at(paint.badge_rect(table, 0).center)
    assert mine == ("Your score: 5. 3 cards collected, 1 point each, and 2 more for the red "
                    "ones (your Lucky Sheep).")
    assert table.note_at(paint.collected_box(table, 0).center) == mine
    assert table.note_at(paint.badge_rect(table, 1).center) == (
        "Dolly's score: at least 4. 4 cards collected, 1 point each; each card of their "
        "secret Lucky Sheep's colour scores 1 more at the end.")


def test_at_the_end_the_badges_are_exact_and_the_box_says_how_they_are_made(monkeypatch):
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    table.timeline.skip()
    with_collections(table, phase="over", end_reason="pile")
    badges = badges_drawn(monkeypatch)
    texts = texts_drawn(monkeypatch)
    app.step(1 / 60)
    assert [words for _rect, words in badges] == ["★ 5", "★ 6"]  # Dolly: 4 cards + 2 blue
    assert table.view["scores"] == [5, 6]
    for seat, lines in ((0, ["3", "cards", "+2", "for red"]),
                        (1, ["4", "cards", "+2", "for blue"])):
        box = paint.collected_box(table, seat)
        assert [w for w, r, _s in texts if box.contains(r)] == lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_hot_seat_names_stand_whole_beside_their_badges(monkeypatch, lang):
    app, table = seated((1280, 720), lang, "sheep_sheep", [Seat("Player 1"), Seat("Player 2")])
    table.timeline.skip()
    table.confirm_viewer(0)
    with_collections(table)
    texts = texts_drawn(monkeypatch)
    table.draw(app.screen)
    for seat, name in enumerate(("Player 1", "Player 2")):
        drawn = next(r for w, r, _s in texts if w == name)  # whole, with no "…"
        assert drawn.right < paint.badge_rect(table, seat).x


