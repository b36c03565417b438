"""Round 9 of the critic's points at the Sheep-Boom-Bah table: the sheep on the pasture fill
most of their cell and the shape on each base is large, with a dark rim; the barn's value line
reads as words with large shapes; the "+5 at end" note explains itself when hovered; one key
(no second one over the strip); German "Mine geräumt"."""

from __future__ import annotations

import pygame

from game.tables.boom_bah import faces
from tests.tables.test_layout_boom_bah import seated


def test_a_pasture_sheep_fills_most_of_its_cell(app):
    for players in (2, 4):
        table = seated(app, players)
        board = table.board
        assert board.sheep_height >= 0.78 * board.cell_size
        assert faces.mark_rect(board.sheep_height).w >= 18  # the shape: 14 px and more


def test_the_shape_on_a_sheep_has_a_dark_rim(app):
    table = seated(app, 2)
    h = table.board.sheep_height
    image = faces.sheep(1, h)
    marked = getattr(image, "raw", image)
    assert isinstance(marked, pygame.Surface)
    spot = faces.mark_rect(h).inflate(2, 2).clip(marked.get_rect())

    def near_ink(colour) -> bool:  # the ink, or the colour's deep tone (round 12's medallion)
        r, g, b = colour[:3]
        return colour[3] > 200 and 0.2126 * r + 0.7152 * g + 0.0722 * b < 60

    dark = sum(1 for x in range(spot.x, spot.right) for y in range(spot.y, spot.bottom)
               if near_ink(tuple(marked.get_at((x, y)))))
    assert dark >= spot.w * 3  # a rim round the medallion, not a hairline


def test_hovering_the_end_note_explains_it_sum_by_sum(app):
    from game.tables.boom_bah import boards
    table = seated(app, 2)
    shown = table.shown
    shown["barns"] = [[2, 1], [0, 0]]  # two of yours and a rival's in your barn
    shown["barnyards"] = [[0, 1], [0, 0]]  # and a rival's sheep in your barnyard
    shown["wild_wool"] = [None, None]
    shown["hands"][0] = []  # no card of your colour in hand
    words, at = boards.end_note(table, 0)
    assert words == "+9 at end"
    table.handle_table(pygame.event.Event(pygame.MOUSEMOTION, pos=at.center, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    tip = table.button_tip.message  # the one pill's tooltip: the points so far, then these
    assert boards.end_tip(table, 0) in tip
    assert boards.end_tip(table, 0).startswith("+9 at end = Barnyard sheep 1 · Own sheep in barn 3+3 · "
                          "Rivals' sheep in barn 2.")
    badge = boards.badge_rect(table, 0)  # the badge's own tooltip says the sums too
    assert "+9 at end = Barnyard sheep 1 · Own sheep in barn 3+3 · " in boards.score_tip(
        table, 0)
    assert boards.end_note_at(table, (badge.x + 10, badge.centery)) is None
