"""How many cards a pile holds, the same at all four tables: a round count on the pile's lower
right corner (dark, gold edge, the number in cream, like the score badge) and the pile's
name under it ("Draw pile", "Discard pile"). Critics 19 found four counters for one thing
("Draw 69", "72 cards left", "Pile: 36 cards", "Draw pile / 28 cards left"); a player who
learnt to read a pile at one table reads it at every other."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.view import assets, ink, palette

COUNT = 16  # px: the number, bold
NAME = 14  # px: the pile's name under it
GAP = 3  # px: between the card and its name


def draw_words() -> str:
    return _("Draw pile")


def discard_words() -> str:
    return _("Discard pile")


def count_rect(card: pygame.Rect, count: int) -> pygame.Rect:
    """The count's disc over the card's lower right corner, wide enough for its number."""
    side = max(28, assets.font(COUNT, True).size(str(count))[0] + 12)
    return pygame.Rect(card.right - side + 6, card.bottom - 28 + 6, side, 28)


def name_height() -> int:
    """The room a pile's name takes under its card (a table leaves it free)."""
    return GAP + assets.font(NAME).get_linesize()


def draw(surface: pygame.Surface, card: pygame.Rect, count: int, name: str,
         box: pygame.Rect | None = None) -> pygame.Rect:
    """The count on `card` (the pile's top card, drawn first) and `name` under it, centred
    on the card and kept inside `box`; returns the room both took."""
    disc = count_rect(card, count)
    ink.rect(surface, palette.INK, disc, border_radius=disc.h // 2)
    ink.rect(surface, palette.GOLD_DARK, disc, 2, border_radius=disc.h // 2)
    assets.text(surface, str(count), disc.center, COUNT, palette.CREAM, bold=True,
                anchor="center")
    said = assets.text(surface, name, (card.centerx, card.bottom + GAP), NAME, palette.CREAM,
                       anchor="midtop", box=box)
    return disc.union(said).union(card)
