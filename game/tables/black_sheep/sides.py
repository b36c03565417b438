"""Painting the sides of a Black Sheep field: each player's cards in a row, what they make
named on a chip over them, a crown on the side that would win the field now, and, while you
point at a field with cards picked, your cards ghosted in and a tick or a cross on each
rival side (would you be ahead of it?).

The marks in a side's gutter, top to bottom: the seat's colour, the crown, the verdict.
A beaten side lies face down (see `glance`); while a field is being scored the sides turn up
one by one (`table.scoring`) and the winner's row glows.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, tr
from game.tables.black_sheep import glance
from game.tables.black_sheep.board import GUTTER
from game.view import assets, ink, palette
from game.view.paint import draw_crown, glow, seat_mark, wrap
from game.view.prompts import SMALLEST

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable

CHIP_PAD = 5
VERDICT = {1: ("✓", (46, 150, 72)), 0: ("=", palette.INK_SOFT), -1: ("✗", palette.DANGER)}


def draw_sides(table: BlackSheepTable, surface: pygame.Surface, f: int) -> None:
    field = table.shown["fields"][f]
    standing = glance.standing(field)
    scoring = table.scoring if table.scoring and table.scoring["field"] == f else None
    preview = table.preview()
    preview = preview if preview and preview.field == f else None
    for seat in range(table.players):
        row = pygame.Rect(table.board.side(f, seat).as_tuple())
        seat_mark(surface, seat, (row.x + GUTTER // 2, row.y + 13), 10, table.marks)
        _cards(table, surface, f, seat, field["sides"][seat])
        if preview and seat == table.viewer:
            _ghosts(table, surface, f, seat, len(field["sides"][seat]))
        words, style = _chip_words(table, seat, field, standing, scoring, preview)
        if words:
            _chip(table, surface, f, seat, words, style)
        if standing["leader"] == seat and not scoring and not field["closed"]:
            draw_crown(surface, (row.x + GUTTER // 2, row.centery + 2), 20)
        if preview and seat in preview.verdicts:
            _verdict(surface, (row.x + GUTTER // 2, row.bottom - 13), preview.verdicts[seat])
        if scoring and scoring["won"] and seat == scoring["event"]["winner"]:
            pulse = 3 + round(2 * math.sin(table.clock * 8))
            glow(surface, row, palette.GOLD, pulse, 8)


def _cards(table: BlackSheepTable, surface: pygame.Surface, f: int, seat: int,
           side: list[str]) -> None:
    """The side's cards; a side turning over is squeezed on x, its back shown past half."""
    from game.tables.black_sheep.draw import card

    turn = table.flips.get((f, seat), 0.0)
    squeeze = abs(math.cos(math.pi * turn))
    for i, animal in enumerate(side):
        x, y, w, h = table.board.side_card(f, seat, i)
        image = card(animal if turn < 0.5 else None, w, h)
        if squeeze < 0.999:
            image = ink.smoothscale(image, (max(1, round(w * squeeze)), round(h)))
        surface.blit(image, image.get_rect(center=(round(x + w / 2), round(y + h / 2))))


def _ghosts(table: BlackSheepTable, surface: pygame.Surface, f: int, seat: int,
            placed: int) -> None:
    """The picked cards, see-through, where they would go."""
    from game.tables.black_sheep.draw import card

    for j, animal in enumerate(table.selection()):
        x, y, w, h = table.board.side_card(f, seat, placed + j)
        image = card(animal, w, h).copy()
        image.set_alpha(150)
        rect = surface.blit(image, (round(x), round(y)))
        ink.rect(surface, palette.GOLD, rect.inflate(2, 2), 2, border_radius=6)


def _chip_words(table: BlackSheepTable, seat: int, field: dict[str, Any],
                standing: dict[str, Any], scoring: dict[str, Any] | None,
                preview: glance.Preview | None) -> tuple[list[str], str]:
    """What a side's chip says, and how it looks: "leader", "plain", "preview", "beaten"."""
    if scoring:
        if seat not in scoring["revealed"]:
            return [], "plain"
        combo = next(c for c in scoring["event"]["combinations"] if c["seat"] == seat)
        won = scoring["won"] and seat == scoring["event"]["winner"]
        return [tr(combo["name"])], "leader" if won else "plain"
    if preview and seat == table.viewer:
        return [tr(preview.name)], "preview"
    if table.flips.get((field["index"], seat), 0.0) >= 0.5:
        return [_("beaten")], "beaten"
    name = standing["names"][seat]
    if name is None:
        return [], "plain"
    words = [tr(name)]
    if standing["tie_break"] == seat:
        words.append(_("completed first"))
    return words, "leader" if standing["leader"] == seat else "plain"


CHIP_LOOK = {  # fill, edge, text
    "plain": (palette.CREAM, palette.WOOD_DARK, palette.INK),
    "leader": (palette.GOLD, palette.GOLD_DARK, palette.INK),
    "preview": (palette.PANEL, palette.GOLD, palette.GOLD),
    "beaten": (palette.INK_SOFT, palette.PANEL, palette.CREAM_DARK),
}


def _chip(table: BlackSheepTable, surface: pygame.Surface, f: int, seat: int,
          words: list[str], style: str) -> None:
    """A chip over the bottom of the side's cards: the name, and a second, smaller line for
    the tie-break ("completed first"). Long names wrap; nothing is cut."""
    row = pygame.Rect(table.board.side(f, seat).as_tuple())
    x0, _y, w, _h = table.board.side_card(f, seat, 0)
    room = row.right - 4 - (row.x + GUTTER) - 2 * CHIP_PAD
    size = 13 if table.players == 4 else 14
    images = [assets.text(None, piece, size=s, colour=CHIP_LOOK[style][2], box=row)
              for piece, s in _chip_lines(tuple(words), size, room)]
    width = max(i.get_width() for i in images) + 2 * CHIP_PAD
    height = sum(i.get_height() for i in images) + 4
    span_centre = x0 + (3 * w + 12) / 2
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (round(span_centre), row.bottom - 3)
    box.clamp_ip(pygame.Rect(row.x + GUTTER, row.y, row.w - GUTTER, row.h))
    fill, edge, _ink = CHIP_LOOK[style]
    ink.rect(surface, fill, box, border_radius=6)
    ink.rect(surface, edge, box, 2 if style == "preview" else 1, border_radius=6)
    y = box.y + 2
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += image.get_height()


@lru_cache(maxsize=256)
def _chip_lines(words: tuple[str, ...], size: int, room: int) -> list[tuple[str, int]]:
    """A chip's rows and their sizes: the name wrapped to the room, then any note smaller
    (a leader's chip is told by its gold; plain letters keep long names short)."""
    return ([(piece, size) for piece in wrap(words[0], size, room)]
            + [(piece, SMALLEST) for extra in words[1:] for piece in wrap(extra, SMALLEST, room)])


def _verdict(surface: pygame.Surface, centre: tuple[int, int], verdict: int) -> None:
    """A tick (you would be ahead of this side), an equals sign (level) or a cross."""
    mark, colour = VERDICT[verdict]
    ink.circle(surface, colour, centre, 11)
    ink.circle(surface, palette.CREAM, centre, 11, 2)
    assets.text(surface, mark, centre, 15, palette.WHITE, bold=True, anchor="center")
