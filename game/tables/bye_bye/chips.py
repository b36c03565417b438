"""A zoo drawn compactly (`board.ChipPlan`): where its cards would be too small to read, each
animal is one chip, its picture cut from its card, its number large and bold, and under it
a count badge, "2/3" on a dark pill, apart from the number (so "16" and "2/3" do not read as
one fraction): the cards of it the zoo holds towards a triplet (the critic of round 11 read
the ~5 px pips that stood there as a full triplet); a triplet's chip and badge are gold
with "3/3" (a fourth card makes no second triplet). The zoom shows the whole card.
"""

from __future__ import annotations

import math

import pygame

from game.tables.bye_bye.board import (
    CHIP_PAD,
    CHIP_SPLIT,
    PIP_GAP,
    ChipPlan,
    pip_drop,
)
from game.tables.bye_bye.faces import ART, PLATES
from game.view import assets, canvas, ink, palette

PLATE_RIM = 6  # art units: a number plate's rim and its shadow, beyond its radius
CROP = (5, 75, 240)  # x, y, side: the square of a set card's art (250 x 350) its animal is in
# (nearly its width: a wide animal such as the crocodile was cut beyond knowing, critic 12)


@canvas.raster
def portrait(card: str, side: int, high: int | None = None) -> canvas.Canvas:
    """The animal of set card `card`, cut from its card's picture (no plates: the chip
    writes the number itself), `side` units wide and `high` high (square if not given): a
    taller picture is cut taller round the same middle."""
    high = high or side
    across = min(CROP[2], (ART[1] - 20) * side / high)  # the cut, in the art's units
    down = across * high / side
    middle = CROP[1] + CROP[2] / 2
    top = max(0.0, min(ART[1] - down, middle - down / 2))
    left = CROP[0] + (CROP[2] - across) / 2
    scale = side / across
    art = assets.svg(f"bye_set_{card}", (round(ART[0] * scale), round(ART[1] * scale)))
    image = canvas.blank((side, high))
    image.blit(art, (-left * scale, -top * scale))
    for cx, cy, r in PLATES:  # the card's empty number plates, where the cut reaches them,
        # filled with the ground beside them (critics 23: a white dot on each tile's corner,
        # explained nowhere; the tile writes its number itself)
        beside = cx + (r + PLATE_RIM + 2) * (1 if cx < ART[0] / 2 else -1)
        at = ((beside - left) * scale, (cy - top) * scale)
        centre = ((cx - left) * scale, (cy - top) * scale)
        if -r * scale < centre[0] < side + r * scale and -r * scale < centre[1] < high + r * scale:
            raw = image.raw
            ground = raw.get_at((min(raw.get_width() - 1, max(0, round(at[0] * image.k))),
                                 min(raw.get_height() - 1, max(0, round(at[1] * image.k)))))
            ink.circle(image, ground, centre, (r + PLATE_RIM) * scale)
    return assets.prepared(image)


GHOST_ALPHA = 190  # a chip about to come (the zoo's preview): faded, yet readable (critic 20
# could hardly see "12 ●○○" at 150)
NEAR_EDGE = 3  # units: the gold edge of a chip one card short of a triplet (critic 20)
DASH = (6, 4)  # units: a dash and the gap after it


def dashed(surface: pygame.Surface, colour: palette.Colour, rect: pygame.Rect,
           width: int) -> None:
    """A dashed rim round `rect` (a preview's, not a real thing's)."""
    on, off = DASH
    for a, b in ((rect.topleft, rect.topright), (rect.topright, rect.bottomright),
                 (rect.bottomright, rect.bottomleft), (rect.bottomleft, rect.topleft)):
        length = math.dist(a, b)
        at = 0.0
        while at < length:
            end = min(length, at + on)
            ink.line(surface, colour, (a[0] + (b[0] - a[0]) * at / length,
                                       a[1] + (b[1] - a[1]) * at / length),
                     (a[0] + (b[0] - a[0]) * end / length, a[1] + (b[1] - a[1]) * end / length),
                     width)
            at += on + off


def filled(count: int) -> int:
    """How many of a chip's three pips are filled: its cards, three at the most (a fourth
    makes no second triplet)."""
    return min(count, 3)


def paint(surface: pygame.Surface, columns: list[tuple[str, int]], plan: ChipPlan,
          real: dict[str, int] | None = None) -> None:
    """Every chip of a zoo; cards beyond `real` (not placed yet) make their chip faint where
    it is new, and lit where it grows (`real` None: a zoo that is shown, not played, as
    the results' and the pop-up's)."""
    for c, (card, count) in enumerate(columns):
        placed = count if real is None else real.get(card, 0)
        rect = pygame.Rect(*(round(v) for v in plan.chips[c]))
        base = plate(card, count >= 3, rect.size, round(plan.portrait))
        if placed:
            surface.blit(base, rect)
            words(surface, card, count, rect, plan)
        else:  # a new animal you are about to put in: faint where it will go
            layer = canvas.blank(rect.size)
            layer.blit(base, (0, 0))
            words(layer, card, count, layer.get_rect(), plan)
            layer.set_alpha(GHOST_ALPHA)
            surface.blit(layer, rect)
            dashed(surface, palette.GOLD, rect.inflate(4, 4), 2)
        if count == 2 and placed == count and real is not None:  # one card short of a
            # triplet, at the table: a gold edge (not on the results or in the pop-up, which
            # explain it nowhere: critics 23; the game is over there)
            ink.rect(surface, palette.GOLD, rect, NEAR_EDGE, border_radius=6)
        if 0 < placed < count:  # more of an animal you hold: lit
            ink.rect(surface, palette.GOLD, rect.inflate(4, 4), 2, border_radius=8)


@canvas.raster(maxsize=512)
def plate(card: str, triplet: bool, size: tuple[int, int], side: int) -> canvas.Canvas:
    """A chip without its words, made once: a cream plate (gold for a triplet) with the
    animal's picture `side` units across, as high as the chip (2 units in)."""
    image = canvas.blank(size)
    at = image.get_rect()
    ink.rect(image, palette.GOLD if triplet else palette.CREAM, at, border_radius=6)
    ink.rect(image, palette.GOLD_DARK if triplet else palette.WOOD, at, 2, border_radius=6)
    image.blit(portrait(card, side, size[1] - 4), (CHIP_PAD, 2))
    return assets.prepared(image)


PIP_MOST = 10  # units: a count pip across, at the most


def words(surface: pygame.Surface, card: str, count: int, rect: pygame.Rect,
          plan: ChipPlan) -> None:
    """A chip's marks, right of its picture (never on it: critic 20 found the number
    covering the animal): the animal's number, large and bold, over its cards towards a
    triplet as three pips (●●○), dark on the cream tile, on a gold one when whole (critic
    16 read a number over "2/3" as 1⅔)."""
    row = count_badge(rect, plan)
    foot = row.y - pip_drop(row.h)  # the number's line ends here
    assets.text(surface, card, (row.centerx, foot), plan.number, palette.INK, bold=True,
                anchor="midbottom")
    pip_row(surface, row, filled(count), count >= 3)


def pip_size(room: int) -> int:
    """How wide a pip is in a row `room` units across: as large as fits, `PIP_MOST` at most."""
    return max(4, min(PIP_MOST, (room - 2 * PIP_GAP) // 3))


def pip_row(surface: pygame.Surface, row: pygame.Rect, full: int, whole: bool,
            dark: bool = False) -> None:
    """Three pips in `row`, the first `full` filled (●●○); `dark`: on a dark ground (cream
    pips), else on a tile (ink pips, their rings gold-dark on a gold tile)."""
    d = row.h
    for i in range(3):
        centre = (row.x + i * (d + PIP_GAP) + d / 2, row.centery)
        if i < full:
            ink.circle(surface, palette.CREAM if dark else palette.INK, centre, d / 2)
        else:
            ink.circle(surface, palette.CREAM_DARK if dark else (
                palette.GOLD_DARK if whole else palette.INK_SOFT), centre, d / 2, 2)


def count_badge(rect: pygame.Rect, plan: ChipPlan) -> pygame.Rect:
    """A chip's three pips' row, right of its picture, under its number (the two centred
    down the chip as one block)."""
    side = round(plan.portrait)
    left = rect.x + CHIP_PAD + side + CHIP_SPLIT
    room = rect.right - CHIP_PAD - left
    d = plan.pip or pip_size(room)
    w = 3 * d + 2 * PIP_GAP
    block = assets.font(plan.number, True).get_height() + pip_drop(d) + d
    top = rect.y + (rect.h - block) / 2
    return pygame.Rect(round(left + (room - w) / 2), round(top + block - d), w, d)


def pips(rect: pygame.Rect, plan: ChipPlan) -> list[pygame.Rect]:
    """A chip's three pips, in a row right of its picture (the first ones filled)."""
    row = count_badge(rect, plan)
    return [pygame.Rect(row.x + i * (row.h + PIP_GAP), row.y, row.h, row.h) for i in range(3)]
