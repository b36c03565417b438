"""A zoo drawn compactly (`board.ChipPlan`): where its cards would be too small to read, each
animal is one chip, its picture cut from its card, its number large and bold, and under it
a count badge, "2/3" on a dark pill, apart from the number (so "16" and "2/3" do not read as
one fraction): the cards of it the zoo holds towards a triplet (the critic of round 11 read
the ~5 px pips that stood there as a full triplet); a triplet's chip and badge are gold
with "3/3" (a fourth card makes no second triplet). The zoom shows the whole card.
"""

from __future__ import annotations

import pygame

from game.tables.bye_bye.board import (
    BADGE_PX,
    CHIP_PAD,
    CHIP_SPLIT,
    PIP_DROP,
    PIP_GAP,
    SNUG,
    ChipPlan,
    count_height,
    pips_width,
)
from game.tables.bye_bye.faces import ART
from game.view import assets, canvas, ink, palette

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
    return assets.prepared(image)


def filled(count: int) -> int:
    """How many of a chip's three pips are filled: its cards, three at the most (a fourth
    makes no second triplet)."""
    return min(count, 3)


def paint(surface: pygame.Surface, columns: list[tuple[str, int]], plan: ChipPlan,
          real: dict[str, int] | None = None) -> None:
    """Every chip of a zoo; cards beyond `real` (not placed yet) make their chip faint where
    it is new, and lit where it grows."""
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
            layer.set_alpha(150)
            surface.blit(layer, rect)
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


def words(surface: pygame.Surface, card: str, count: int, rect: pygame.Rect,
          plan: ChipPlan) -> None:
    """A chip's number over its pips, right of its picture."""
    side = round(plan.portrait)
    room = pygame.Rect(rect.x + CHIP_PAD + side + CHIP_SPLIT, rect.y,
                       rect.w - 2 * CHIP_PAD - side - CHIP_SPLIT,
                       rect.h)
    y = words_top(rect, plan)
    assets.text(surface, card, (room.centerx, y), plan.number, palette.INK, bold=True,
                anchor="midtop", box=room)
    if plan.pip:  # a crowded zoo: three pips, one filled a card (no badge fits)
        for i, pip in enumerate(pips(rect, plan)):
            if i < filled(count):
                ink.circle(surface, palette.INK, pip.center, pip.w / 2)
            else:  # hollow: a ring
                ink.circle(surface, palette.INK_SOFT, pip.center, pip.w / 2, 2)
        return
    badge = count_badge(rect, plan)
    whole = count >= 3
    ink.rect(surface, palette.GOLD_DARK if whole else palette.INK, badge,
             border_radius=badge.h // 2)
    assets.text(surface, f"{filled(count)}/3", badge.center, BADGE_PX,
                palette.INK if whole else palette.CREAM, bold=True, anchor="center")


def words_top(rect: pygame.Rect, plan: ChipPlan) -> float:
    """Where a chip's number begins: the number and the pips under it centred down the chip."""
    high = assets.font(plan.number, True).get_height() - SNUG
    return rect.y + (rect.h - high - PIP_DROP - count_height(plan.pip)) / 2


def count_badge(rect: pygame.Rect, plan: ChipPlan) -> pygame.Rect:
    """A chip's count badge ("2/3": its cards towards a triplet, on a dark pill; gold once
    the triplet is whole), under its number."""
    side = round(plan.portrait)
    centre = rect.x + CHIP_PAD + side + CHIP_SPLIT + (rect.w - 2 * CHIP_PAD - side
                                                        - CHIP_SPLIT) / 2
    top = words_top(rect, plan) + assets.font(plan.number, True).get_height() - SNUG + PIP_DROP
    w, h = pips_width(plan.pip), count_height(plan.pip)
    return pygame.Rect(round(centre - w / 2), round(top), w, h)


def pips(rect: pygame.Rect, plan: ChipPlan) -> list[pygame.Rect]:
    """A crowded chip's three pips, in a row under its number (the first ones filled)."""
    badge = count_badge(rect, plan)
    left = badge.centerx - pips_width(plan.pip) / 2
    return [pygame.Rect(round(left + i * (plan.pip + PIP_GAP)), badge.y, plan.pip, plan.pip)
            for i in range(3)]
