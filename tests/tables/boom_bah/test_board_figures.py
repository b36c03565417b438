"""Critic 15: the rules stood in every seat panel ("Barn: ■ +3, others +2", "Barnyard: +1 per
sheep") and at four players the panels' sheep were ~20 px. The rule is said once (the
reference pop-up and the rows' tooltips); the rows are named "Barn", "Barnyard",
"Graveyard", "Hand", "Field", and at four players and 1280x720 a barn's, a barnyard's and a
graveyard's sheep are at least 28 px tall as drawn (their opaque pixels), clear of the names."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.tables.boom_bah import boards, faces
from game.view import canvas
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated

SEEN = 28  # px: the least a board's sheep stands, its opaque pixels


def drawn_height(image: pygame.Surface) -> int:
    return canvas.raw_of(image).get_bounding_rect(min_alpha=60).h


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rows_are_named_once_and_their_sheep_are_big(app, monkeypatch, players, lang):
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        shown = table.shown
        shown["barns"] = [[2] * players for _ in range(players)]
        shown["barnyards"] = [[1] * players for _ in range(players)]
        shown["graveyards"] = [2] * players
        sizes = []
        real = faces.sheep
        monkeypatch.setattr(faces, "sheep", lambda colour, height, *a, **k: (
            sizes.append(drawn_height(real(colour, height, *a, **k))),
            real(colour, height, *a, **k))[1])
        drawn = texts_drawn(monkeypatch)
        for seat in range(players):
            boards.player_board(table, app.screen, seat)
        said = [t for t, _r, _s in drawn]
        for name in ("Barn", "Barnyard", "Graveyard", "Hand", "Board"):  # every one (critics
            # 21: a German barn's name gave way to its share)
            assert said.count(i18n._(name)) == players, name
        rules = [t for t in said if any(v in t for v in ("+3", "+2", "+1")) and not any(
            t == boards.end_words(table, seat) for seat in range(players))
            and not re.fullmatch(r"((\d+( [\w']+)*, )?\d+( [\w']+)* · |\d+\+\d+ · )?[+−]\d+", t)]
        # no rule in a row ("+3 each"); the pill's note and each part's share ("2 sheep ·
        # +6", critic 17) are sums
        assert not rules
        sizes.clear()  # again, the barns, barnyards and graveyards alone
        monkeypatch.setattr(boards, "on_the_field", lambda *a: None)
        for seat in range(players):
            boards.player_board(table, app.screen, seat)
        assert len(sizes) == players * (2 * players + 1)
        assert min(sizes) >= SEEN, sizes
        for seat in range(players):  # each name clear of the sheep in its row
            for kind, label in (("barn", i18n._("Barn")), ("barnyard", i18n._("Barnyard"))):
                name = boards.row_name_rect(table, seat, kind, label)
                for colour in range(players):
                    x, y = table.board.place_spot(kind, seat, colour)
                    figure = real(colour, table.board.row_sheep(seat))
                    seen = canvas.raw_of(figure).get_bounding_rect(min_alpha=60)
                    at = figure.get_rect(midbottom=(round(x), round(y)))
                    body = seen.move(at.topleft)
                    assert not body.inflate(-6, -6).colliderect(name), (seat, kind, colour)
                    row = pygame.Rect(table.board.seat_zone(kind, seat).as_tuple())
                    assert row.contains(at.clip(body)), (seat, kind, colour)
    finally:
        i18n.set_language("en")


def test_the_rows_tooltips_keep_the_rule(app):
    table = seated(app, 4)
    assert "+3 for each of yours, +2 for each of a rival's" in boards.part_tip(table, "barn", 0)
    assert "+1" in boards.part_tip(table, "barnyard", 0)
