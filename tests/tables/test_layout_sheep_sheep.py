"""The Sheep Sheep table's geometry: zones that never overlap, the pile's and the drawn
card's labels in one line over their cards in every language, the refill's question in the
instruction line, and a log that shows at least six lines at every moment."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import levels
from game.i18n import _
from game.saves import Seat
from tests.tables.layout_checks import (
    LEAST_LINES,
    ai_pause_off,
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
    own = ["grid", "deck", "log", "controls", "panel_0", "panel_1"]
    for a, b in itertools.combinations(own, 2):
        assert not rect(layout[a]).colliderect(rect(layout[b])), (a, b)
    for p in range(2):
        parts = [rect(layout[f"{z}_{p}"]) for z in ("lucky", "score", "hand")]
        assert all(rect(layout[f"panel_{p}"]).contains(r) for r in parts)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(parts, 2))
    message = rect(layout["message"])
    assert rect(layout["panel_0"]).contains(message)
    assert not message.colliderect(rect(layout["hand_0"]))


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pile_and_drawn_card_labels_stand_in_one_line_over_their_cards(
        monkeypatch, lang, size):
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    table.timeline.skip()
    drawn = texts_drawn(monkeypatch)
    app.step(1 / 60)
    board = table.board
    firsts = []
    for label, card in ((_("Draw pile"), board.pile()), (_("Drawn card"), board.drawn())):
        rows = [(w, r, s) for w, r, s in drawn
                if w and w in label and r.bottom <= card.y and abs(r.centerx - card.centerx) <= 1]
        assert " ".join(w for w, _r, _s in rows) == label, (label, rows)
        assert all(r.bottom <= card.y for _w, r, _s in rows)
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
