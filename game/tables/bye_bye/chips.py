"""A zoo drawn compactly (`board.ChipPlan`): where its cards would be too small to read, each
animal is one chip, its picture cut from its card, its number large and bold, and how many
cards of it the zoo holds towards a triplet ("2/3": two of the three); a triplet's chip is
gold ("3/3"; a fourth card makes no second triplet). The zoom shows the whole card.
"""

from __future__ import annotations

import pygame

from game.tables.bye_bye.board import CHIP_PAD, CHIP_SPLIT, SNUG, ChipPlan
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
    """How far an animal is towards a triplet: "1/3", "2/3", "3/3" (the most that counts)."""
    return f"{min(count, 3)}/3"


def paint(surface: pygame.Surface, columns: list[tuple[str, int]], plan: ChipPlan,
          real: dict[str, int] | None = None) -> None:
    """Every chip of a zoo; cards beyond `real` (not placed yet) make their chip faint where
    it is new, and lit where it grows."""
    for c, (card, count) in enumerate(columns):
        placed = count if real is None else real.get(card, 0)
        rect = pygame.Rect(*(round(v) for v in plan.chips[c]))
        base = plate(card, count >= 3, rect.size,
                     round(plan.picture(c)[1] - plan.chips[c][1]), round(plan.portrait))
        if placed:
            surface.blit(base, rect)
            words(surface, card, count, rect, plan)
        else:  # a new animal you are about to put in: faint where it will go
            layer = canvas.blank(rect.size)
            layer.blit(base, (0, 0))
            words(layer, card, count, layer.get_rect(), plan)
            layer.set_alpha(150)
            surface.blit(layer, rect)
        if 0 < placed < count:  # more of an animal you hold: lit
            ink.rect(surface, palette.GOLD, rect.inflate(4, 4), 2, border_radius=8)


@canvas.raster(maxsize=512)
def plate(card: str, triplet: bool, size: tuple[int, int], top: int,
          side: int) -> canvas.Canvas:
    """A chip without its words, made once: a cream plate (gold for a triplet) with the
    animal's picture `side` units square, `top` units down."""
    image = canvas.blank(size)
    at = image.get_rect()
    ink.rect(image, palette.GOLD if triplet else palette.CREAM, at, border_radius=6)
    ink.rect(image, palette.GOLD_DARK if triplet else palette.WOOD, at, 2, border_radius=6)
    image.blit(portrait(card, side), (CHIP_PAD, top))
    return assets.prepared(image)


def words(surface: pygame.Surface, card: str, count: int, rect: pygame.Rect,
          plan: ChipPlan) -> None:
    """A chip's number over how many cards, right of its picture."""
    side = round(plan.portrait)
    room = pygame.Rect(rect.x + CHIP_PAD + side + CHIP_SPLIT, rect.y,
                       rect.w - 2 * CHIP_PAD - side - CHIP_SPLIT,
                       rect.h)
    high = assets.font(plan.number, True).get_height()
    y = rect.y + (rect.h - high - assets.font(plan.count, True).get_height() + SNUG) / 2
    assets.text(surface, card, (room.centerx, y), plan.number, palette.INK, bold=True,
                anchor="midtop", box=room)
    assets.text(surface, count_words(count), (room.centerx, y + high - SNUG), plan.count,
                palette.INK if count >= 3 else palette.INK_SOFT, bold=True, anchor="midtop",
                box=room)
