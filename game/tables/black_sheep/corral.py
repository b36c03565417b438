"""Painting the corrals: one column per kind of animal, so herds can be compared at a glance.

Each column shows, in a band on top, a crown while the seat holds the most of that kind (the
majority bonus or task it would get now) and a count ("×2") once there are two or more; under the
band its figures (sprites, drawn by the table), a faint outline of the kind while it is
empty; and at its foot one value token per figure in a row: the number on your own, a "?" on a rival's
until the end of the game reveals them.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.rules.black_sheep import ANIMALS
from game.rules.black_sheep.ranking import PLURAL
from game.tables.black_sheep import glance
from game.tables.black_sheep.board import TRAY_RAIL
from game.tables.black_sheep.faces import draw_token
from game.view import assets, canvas, ink, palette
from game.view.paint import draw_crown, fitted_rows
from game.view.prompts import SMALLEST

if TYPE_CHECKING:
    from game.tables.black_sheep.board import Board
    from game.tables.black_sheep.table import BlackSheepTable

OUTLINE_ALPHA = 70
CROWN = 17  # a majority crown's width, in the top left of its column
CROWN_Y = 15  # px under a column's top: its crown's middle, the balls clear of the fence (round
# 10: at y + 10 they stood on the tray's top rail and posts, which reach 6 px in)
FENCE = 6  # px: how far the tray's rail and posts reach in from its top
COUNT_SIZE = 14  # px: a column's count ("×2"), bold
POOL_SLACK = 8  # px: how far "? ×3" in the last column may start left of its column
RAIL_CLEAR = 8  # px: what a mark keeps free inside a tray's side (its 4 px rail and a gap)


@canvas.raster
def outline(animal: str, size: int) -> pygame.Surface:
    """A kind's figure, faded: the place an animal of that kind will stand."""
    image = assets.svg(animal, (size, size)).copy()
    image.set_alpha(OUTLINE_ALPHA)
    return image


def paint_corral(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A corral, once, on the table's background: straw inside a wooden fence, a faint
    line between the kinds' columns."""
    straw, straw_dark = palette.mix(palette.WOOD_LIGHT, palette.CREAM, 0.45), palette.WOOD_LIGHT
    inner = rect.inflate(-6, -6)
    for i in range(inner.h):
        colour = palette.mix(straw, straw_dark, i / max(1, inner.h - 1) * 0.6)
        ink.line(surface, colour, (inner.x, inner.y + i), (inner.right - 1, inner.y + i))
    column = (rect.w - 2 * TRAY_RAIL) / len(ANIMALS)  # where the board's columns meet
    for k in range(1, len(ANIMALS)):
        x = round(rect.x + TRAY_RAIL + k * column)
        ink.line(surface, palette.mix(straw_dark, palette.WOOD, 0.4), (x, inner.y + 4),
                         (x, inner.bottom - 5))
    ink.rect(surface, palette.WOOD, rect, 4, border_radius=6)
    ink.rect(surface, palette.WOOD_DARK, rect, 1, border_radius=6)
    for x in range(rect.x + 8, rect.right - 6, 36):  # fence posts along the top and bottom
        for y in (rect.y - 2, rect.bottom - 6):
            ink.rect(surface, palette.WOOD_DARK, (x, y, 6, 8), border_radius=2)


def draw_empty_places(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """Under the figures: the outline of each kind nobody has corralled yet here; over an
    empty corral, what it is for (`says_what_it_is_for`)."""
    board = table.board
    for seat, corral in enumerate(table.shown["corrals"]):
        size = board.corral_height(seat)
        held = {f["type"] for f in corral}
        for animal in ANIMALS:
            if animal not in held:
                image = outline(animal, size)
                surface.blit(image, outline_rect(table, seat, animal))
        if says_what_it_is_for(table, seat) and seat not in table.moos:  # not under a moo
            _empty_caption(table, surface, seat)


def outline_rect(table: BlackSheepTable, seat: int, animal: str) -> pygame.Rect:
    """Where a kind's faded outline stands in a corral: its first figure's place (the
    caption that says what the tray is for is under the tray, clear of them)."""
    x, y = table.board.corral_figure(seat, animal, 0)
    size = table.board.corral_height(seat)
    return outline(animal, size).get_rect(midbottom=(round(x), round(y)))


def outline_art(table: BlackSheepTable, seat: int, animal: str) -> pygame.Rect:
    """The painted part of a kind's outline (its square leaves margins)."""
    at = outline_rect(table, seat, animal)
    return outline(animal, table.board.corral_height(seat)).get_bounding_rect().move(at.topleft)


def says_what_it_is_for(table: BlackSheepTable, seat: int) -> bool:
    """Whether an empty corral says "Won figures go here": yours (the one at the bottom of
    the screen) while it is empty, under its fence (round 6: on every rival's tray too it
    stood four times at four players; critic 17: inside the tray it covered the faded
    animals it described, and a rival's tray has no room under it)."""
    return table.board.pos(seat) == 0 and not table.shown["corrals"][seat]


EMPTY_TEXT = 14  # px: an empty corral's caption, down to SMALLEST in a narrow one
UNDER = 1  # px between the tray's fence and the caption under it


def empty_caption() -> str:
    """What an empty corral is for: the figures its owner wins (the faded outlines are the
    places they will stand); short, to stand on one line in the narrowest corral."""
    return _("Won figures go here")


def empty_caption_box(table: BlackSheepTable, seat: int) -> tuple[list[str], int, pygame.Rect]:
    """An empty corral's caption, on one row, and its box: under the tray's fence, centred
    on it, in its panel (critic 17: a plate inside the tray covered the outlines)."""
    rect = pygame.Rect(table.board.corral(seat).as_tuple())
    # its own panel, by where it sits (critic 17: by its seat number, a remote player's
    # caption measured the room under a rival's tray and came out smaller than the host's)
    panel = pygame.Rect(table.layout[f"panel_{table.board.pos(seat)}"].as_tuple())
    room = panel.bottom - 3 - rect.bottom - UNDER
    rows, size = fitted_rows(empty_caption(), EMPTY_TEXT, rect.w - 24, 1, smallest=SMALLEST)
    while size > SMALLEST and assets.font(size).get_linesize() > room:
        size -= 1
    box = pygame.Rect(0, 0, max(assets.font(size).size(row)[0] for row in rows),
                      assets.font(size).get_linesize())
    box.midtop = (rect.centerx, rect.bottom + UNDER)
    return rows, size, box


def _empty_caption(table: BlackSheepTable, surface: pygame.Surface, seat: int) -> None:
    rows, size, box = empty_caption_box(table, seat)
    for row in rows:
        assets.text(surface, row, box.midtop, size, palette.CREAM, anchor="midtop", box=box)


def draw_marks(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """Over the figures: the tokens, the counts and the majority crowns."""
    board = table.board
    scores = glance.scores(table.shown)
    tasks_on = table.shown["tasks"] is not None
    for seat, corral in enumerate(table.shown["corrals"]):
        figures = [f for f in corral if f["id"] not in table.flying]
        counts = Counter(f["type"] for f in figures)
        placed: Counter[str] = Counter()
        pooled = {kind for kind, n in counts.items() if n > 1
                  and all(table.figure_value(f) is None for f in figures if f["type"] == kind)}
        for kind in pooled:  # two or more face-down coins: one "?" coin and "×3", everywhere
            _pooled(surface, board, seat, kind, counts[kind])
        for figure in figures:
            kind = figure["type"]
            if kind in pooled:
                continue
            k, n = placed[kind], counts[kind]
            *centre, r = board.token(seat, kind, k, n)
            placed[kind] += 1
            stacked = n > 1 and _stacked(board, seat, kind, n)
            # stacked like coins, only the top one shows its "?" (the others' would be cut)
            draw_token(surface, centre, r, table.figure_value(figure),
                       ask=not stacked or k == n - 1)
        crowned = majorities(scores[seat], tasks_on)
        for animal, n in counts.items():  # in the band over the figures, never on them
            x, y, w, _h = board.marks_band(seat, animal)
            # the crown's middle: its balls clear of the column's line, and in the first
            # column of the tray's 4 px side rail too
            crown_x = max(x + CROWN / 2 + 5, board.corral(seat).x + 5 + CROWN / 2 + 3)
            clear = round(crown_x + CROWN / 2 + 5)
            narrow = count_words(n, round(x + w - 2) - clear) != f"×{n}"
            if n > 1 and animal not in pooled and not (
                    narrow and animal in crowned and not _stacked(board, seat, animal, n)):
                # (a narrow column with a crown: its coins abreast already show how many)
                _count(surface, (round(min(x + w - 2, board.corral(seat).x + board.corral(seat).w - RAIL_CLEAR)),
                                 round(y + 1)), n, clear)
            if animal in crowned:  # its balls reach 3 px past its width: clear of the line
                draw_crown(surface, (round(crown_x), round(y + CROWN_Y)), CROWN)


def _stacked(board: Board, seat: int, kind: str, n: int) -> bool:
    """Whether a column's n value coins overlap (more than stand abreast in it)."""
    r = board.token(seat, kind, 0, n)[2]
    return board.token(seat, kind, 1, n)[0] - board.token(seat, kind, 0, n)[0] < 2 * r + 1


def _pooled(surface: pygame.Surface, board: Board, seat: int, kind: str, n: int) -> None:
    """A rival's n face-down coins of a kind (n >= 2): one "?" coin and "×n" beside it, each
    in its own room, in place of the count over the figures (at 2560x1440 three "?" coins lay
    over each other under a black sheep; round 10: "? ?" under one kind and "? ×3" under
    another in the same tray read as two ways of saying it, so it is always "? ×n")."""
    x, _y, w, _h = board.corral_column(seat, kind)
    _cx, cy, r = board.token(seat, kind, 0, 1)
    words = f"×{n}"
    label = assets.text(None, words, size=COUNT_SIZE, colour=palette.INK, bold=True)
    gap = 2
    total = 2 * r + 2 + gap + label.get_width()
    # in the last column, clear of the tray's side rail (round 11: "×3" touched it)
    right = min(x + w, board.corral(seat).x + board.corral(seat).w - RAIL_CLEAR)
    # the coin in its column, or where the last column is too narrow for both, a few px
    # over the faint line to its left (the next column's coin stands centred, well clear)
    left = max(x - POOL_SLACK, min(x + (w - total) / 2, right - total))
    draw_token(surface, (left + r + 1, cy), r, None)
    surface.blit(label, label.get_rect(midleft=(round(left + 2 * r + 2 + gap), round(cy))))


def majorities(score: glance.Score, tasks_on: bool) -> set[str]:
    """The kinds a seat would get a majority bonus (or a majority task) for now."""
    held = set()
    for label, points in score.bonuses:
        line = glance.bonus(label, points, tasks_on)
        if line.kind == "majority" or (line.task or "").startswith("majority:"):
            held.update(line.animals)
    return held


def count_words(n: int, room: int) -> str:
    """A column's count: "×2" (how many of the kind), or the bare number where "×2" would
    reach the crown's place in a narrow column."""
    times = f"×{n}"
    return times if assets.font(COUNT_SIZE, True).size(times)[0] + 8 <= room else str(n)


def _count(surface: pygame.Surface, topright: tuple[int, int], n: int, clear: int) -> None:
    """The count's badge at `topright`, its left end clear of `clear` where it can be."""
    words = count_words(n, topright[0] - clear)
    label = assets.text(None, words, size=COUNT_SIZE, colour=palette.CREAM, bold=True)
    box = label.get_rect(topright=topright).inflate(8, 2)
    box.topright = topright
    ink.rect(surface, palette.PANEL, box, border_radius=8)
    ink.rect(surface, palette.GOLD_DARK, box, 1, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))


def crown_tip(table: BlackSheepTable, pos: tuple[int, int]) -> str | None:
    """Over a tray's column: what its crown means (round 11: a crown on one seat's single
    cow and another's on two cows, in two screenshots, read as a contradiction). A crown is
    on the one seat with the most of a kind now, never on a tie (base game); with task cards
    a majority task is shared on a tie, so each of the tied seats is crowned."""
    scores = glance.scores(table.shown)
    tasks_on = table.shown["tasks"] is not None
    for seat in range(len(table.shown["corrals"])):
        for animal in ANIMALS:
            if not pygame.Rect(table.board.corral_column(seat, animal)).collidepoint(pos):
                continue
            kinds = tr(PLURAL[animal])
            if animal in majorities(scores[seat], tasks_on):
                points = next(p for label, p in scores[seat].bonuses
                              if animal in glance.bonus(label, p, tasks_on).animals)
                said = table.about(
                    seat, _("Crown: you have the most {animals} now (+{points} at the end)."),
                    _("Crown: {name} has the most {animals} now (+{points} at the end)."),
                    animals=kinds, points=points)
                if animal == "black_sheep":  # (critic 16: a crown over black sheep surprised)
                    said += " " + _("The most black sheep earn the crown too, though each "
                                    "black sheep costs its value.")
                return said
            counts = [sum(f["type"] == animal for f in c) for c in table.shown["corrals"]]
            mine = counts[seat]
            if mine and not tasks_on and counts.count(max(counts)) > 1 and mine == max(counts):
                return _("Tied for the most {animals}: no crown, no bonus while tied.").format(
                    animals=kinds)
            return None
    return None
