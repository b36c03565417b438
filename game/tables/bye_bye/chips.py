"""A zoo drawn compactly (`board.ChipPlan`): where its cards would be too small to read, each
animal is one chip, its picture cut from its card, its number large and bold, and how many
cards of it the zoo holds ("×2"); a triplet's chip is gold. The zoom shows the whole card.
"""

from __future__ import annotations

import pygame

from game.tables.bye_bye.board import CHIP_PAD, SNUG, ChipPlan
from game.tables.bye_bye.faces import ART
from game.view import assets, canvas, ink, palette

CROP = (20, 80, 210)  # x, y, side: the square of a set card's art (250 x 350) its animal is in


@canvas.raster
def portrait(card: str, side: int) -> canvas.Canvas:
    """The animal of set card `card`, cut square from its card's picture (no plates: the chip
    writes the number itself), `side` units wide."""
    scale = side / CROP[2]
    art = assets.svg(f"bye_set_{card}", (round(ART[0] * scale), round(ART[1] * scale)))
    image = canvas.blank((side, side))
    image.blit(art, (-CROP[0] * scale, -CROP[1] * scale))
    return assets.prepared(image)


def count_words(count: int) -> str:
    return f"×{count}"


def paint(surface: pygame.Surface, columns: list[tuple[str, int]], plan: ChipPlan,
          real: dict[str, int] | None = None) -> None:
    """Every chip of a zoo; cards beyond `real` (not placed yet) make their chip faint where
    it is new, and lit where it grows."""
    for c, (card, count) in enumerate(columns):
        placed = count if real is None else real.get(card, 0)
        chip(surface, card, count, plan, c, placed)


def chip(surface: pygame.Surface, card: str, count: int, plan: ChipPlan, c: int,
         placed: int) -> None:
    rect = pygame.Rect(*(round(v) for v in plan.chips[c]))
    triplet = count >= 3
    layer = surface if placed else canvas.blank(rect.size)
    at = rect if placed else pygame.Rect((0, 0), rect.size)
    ink.rect(layer, palette.GOLD if triplet else palette.CREAM, at, border_radius=6)
    ink.rect(layer, palette.GOLD_DARK if triplet else palette.WOOD, at, 2, border_radius=6)
    x, y, side, _h = plan.picture(c)
    layer.blit(portrait(card, round(side)), (at.x + CHIP_PAD, round(at.y + y - rect.y)))
    words = pygame.Rect(at.x + CHIP_PAD + round(side) + 4, at.y, 0, at.h)
    words.w = at.right - CHIP_PAD - words.x
    high = assets.font(plan.number, True).get_height()
    top = at.y + (at.h - high - assets.font(plan.count, True).get_height() + SNUG) / 2
    assets.text(layer, card, (words.centerx, top), plan.number, palette.INK, bold=True,
                anchor="midtop", box=words)
    assets.text(layer, count_words(count), (words.centerx, top + high - SNUG), plan.count,
                palette.INK if triplet else palette.INK_SOFT, bold=True, anchor="midtop",
                box=words)
    if not placed:  # a new animal you are about to put in: faint where it will go
        layer.set_alpha(150)
        surface.blit(layer, rect)
    elif placed < count:  # more of an animal you hold: lit
        ink.rect(surface, palette.GOLD, rect.inflate(4, 4), 2, border_radius=8)
