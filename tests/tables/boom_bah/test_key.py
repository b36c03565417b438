"""What a player sees without hovering (a critic cannot hover): a barn's name says what the
numbers over its places are, and the log's empty room holds a key to the board's tiles, the
barn's numbers, the score badge's second number and the shapes; the key gives way to the
log's lines and never covers one."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.boom_bah import boards, legend
from game.view import assets
from game.view.log import LogLine
from tests.tables.boom_bah.test_table import ai, start

SEATS = {2: [Seat("Anna"), ai(1)], 4: [Seat("Anna"), ai(1), ai(2), ai(3)]}


@pytest.fixture
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def said(app, table) -> dict[str, assets.Written]:
    with assets.recording() as written:
        table.draw(app.screen)
    return {w.message: w for w in written.values()}


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
@pytest.mark.parametrize("players", [2, 4])
def test_an_empty_barn_says_its_numbers_are_end_points(app, lang, players):
    table = start(app, SEATS[players])
    caption = {"en": "Barn: end points per sheep", "de": "Scheune: Endpunkte je Schaf"}[lang]
    written = said(app, table)
    assert caption in written
    for seat in range(players):
        row = pygame.Rect(table.board.seat_zone("barn", seat).as_tuple())
        assert boards.label_rect(row, caption).right <= row.right - 6


def test_a_barn_full_of_counts_falls_back_to_its_short_name(app):
    table = start(app, SEATS[4])
    row = pygame.Rect(table.board.seat_zone("barn", 1).as_tuple())
    standing = []
    for colour in range(4):
        x, y = table.board.place_spot("barn", 1, colour)
        standing.append((5, pygame.Rect(round(x) - 14, round(y) - 30, 28, 30)))
    figures = [at for _n, at in standing]
    name = boards.barn_caption(row, standing, figures)
    tags = [boards.count_tag(n, at, row, name, figures) for n, at in standing]
    assert not any(tag.colliderect(boards.label_rect(row, name)) for tag in tags)


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
@pytest.mark.parametrize("players", [2, 4])
def test_the_key_fills_the_empty_log_at_the_start_under_its_lines(app, lang, players):
    table = start(app, SEATS[players])
    assert legend.shown(table)
    room, placed = legend.layout(table)
    assert len(placed) >= 5  # the tiles, the barn's numbers and the badge at least
    log = table.log
    assert room.y >= log.body.y + log.content_height  # under the log's last line
    assert placed[-1].top + placed[-1].height <= log.body.bottom
    written = said(app, table)
    for row in placed:
        for line in row.lines:
            assert line in written and written[line].size >= 12
            image = written[line]
            assert room.x + legend.column(table) + image.image.get_width() <= room.right


def test_the_key_gives_way_to_the_log_and_never_covers_a_line(app):
    table = start(app, SEATS[2])
    rows = len(legend.layout(table)[1])
    for i in range(40):
        table.log.add(LogLine(f"Line {i} of a long game", i))
        room, placed = legend.layout(table)
        assert len(placed) <= rows
        rows = len(placed)
        if placed:
            assert room.y >= table.log.body.y + min(table.log.content_height, table.log.body.h)
    assert not legend.shown(table)  # a full log: no key at all
    assert "Key" not in said(app, table)


@pytest.mark.parametrize("players", [2, 4])
def test_a_card_flying_to_a_rival_lands_on_its_hand_above_the_box_s_words(app, players):
    """A drawn or taken card flew to the middle of the rival's hand box at 60 px and lay over
    the box's "4 cards" and the graveyard's name above it; it lands on its own back now."""
    from game.tables.boom_bah.card_motion import CardMotion
    table = start(app, SEATS[players])
    motion = CardMotion(table)
    for seat in range(1, players):
        zone = pygame.Rect(table.board.seat_zone("hand", seat).as_tuple())
        name = boards.label_rect(zone, "5 cards")
        for count in range(1, 9):
            for i in range(count):
                (x, y), width = motion.hand_spot(seat, i, count)
                lands = pygame.Rect(0, 0, round(width), round(width / 0.714))
                lands.center = (round(x), round(y))
                assert zone.contains(lands) and not lands.colliderect(name), (seat, i, count)


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
def test_a_rival_with_one_card_says_one_card(app, lang):
    table = start(app, SEATS[2])
    table.shown["hand_sizes"][1] = 1
    assert {"en": "1 card", "de": "1 Karte"}[lang] in said(app, table)
    table.shown["hand_sizes"][1] = 3
    assert {"en": "3 cards", "de": "3 Karten"}[lang] in said(app, table)
