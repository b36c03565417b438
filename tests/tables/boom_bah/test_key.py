"""What a player sees without hovering (a critic cannot hover): a barn's value line says what
a sheep scores there, apart from the sheep in it, and the log's empty room holds a key to the
board's tiles and the shapes; the key gives way to the log's lines and never covers one."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.boom_bah import boards
from game.view import assets
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


@pytest.mark.parametrize("players", [2, 4])
def test_a_card_flying_to_a_rival_lands_on_its_hand_above_the_box_s_words(app, players):
    """A drawn or taken card flew to the middle of the rival's hand box at 60 px and lay over
    the box's "4 cards" and the graveyard's name above it; it lands on its own back now."""
    from game.tables.boom_bah.card_motion import CardMotion
    table = start(app, SEATS[players])
    motion = CardMotion(table)
    for seat in range(1, players):
        zone = pygame.Rect(table.board.seat_zone("hand", seat).as_tuple())
        name = boards.label_rect(zone, "5 cards", table.board.header(seat))
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
    assert "×1" in said(app, table)
    table.shown["hand_sizes"][1] = 3
    assert "×3" in said(app, table) and {"en": "Hand", "de": "Hand"}[lang] in said(app, table)


def placed_words(app, table, monkeypatch) -> dict[str, tuple[pygame.Rect, float]]:
    """Each line of text the table draws: where it lands and at what size."""
    seen: dict[str, tuple[pygame.Rect, float]] = {}
    real = assets.text

    def spy(surface, message, *args, **kwargs):
        where = real(surface, message, *args, **kwargs)
        if surface is not None:
            seen[message] = (where, 0.0)
        return where

    monkeypatch.setattr(assets, "text", spy)
    with assets.recording() as written:
        table.update(1 / 60)
        table.draw(app.screen)
    monkeypatch.undo()
    sizes = {w.message: w.size for w in written.values()}
    return {m: (r, sizes.get(m, 0.0)) for m, (r, _s) in seen.items()}


def test_a_rival_s_hand_fills_its_part_of_the_tall_board_of_two_players(app):
    """With two players a board's last box is 148 px tall: its hand part is its top half
    (the field part under it), and the backs are as large as that lets them be, whole
    inside it and above its name."""
    table = start(app, SEATS[2])
    part = boards.hand_part(table, 1)
    assert part.h >= 60 and part.w >= 100
    name = boards.label_rect(part, "Hand")
    spots = [boards.rival_card(table, 1, i, 4) for i in range(4)]
    assert all(s.w >= 30 and part.contains(s) and not s.colliderect(name) for s in spots)


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_barn_count_stays_by_its_own_sheep(app, lang, players):
    """Three players: a rival's two sheep in a barn beside empty places had their "×2"
    pushed right of the long name "Barn: end points per sheep", under the next colour's
    ring, where it read as that colour's: the count stays by its sheep, clear of the name."""
    from game.tables.boom_bah import faces
    from tests.tables.test_layout_boom_bah import seated
    table = seated(app, players)
    seat = 1
    row = pygame.Rect(table.board.seat_zone("barn", seat).as_tuple())
    height = table.board.row_sheep(seat)
    line = boards.row_name_rect(table, seat, "barn", "Barn")
    for colour in range(players):
        foot = table.board.place_spot("barn", seat, colour)
        at = faces.sheep(colour, height).get_rect(midbottom=tuple(map(round, foot)))
        tag = boards.count_tag(2, at, row, line, [at])
        assert tag.left <= at.right + 2 and tag.right >= at.left - 2, colour
        assert not tag.colliderect(line)
