"""The ranking table of Black Sheep, drawn with the animals, for the rules reference."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.rules.black_sheep import ANIMALS, RANKS
from game.view import assets, ink, palette

EXAMPLES = (
    ("cow",) * 5,
    ("pig",) * 4 + ("horse",),
    ("horse",) * 3 + ("black_sheep",) * 2,
    ("sheep",) * 3 + ("horse", "rooster"),
    ("cow", "cow", "rooster", "rooster", "pig"),
    ("pig", "pig", "horse", "sheep", "rooster"),
    ("horse", "cow", "pig", "sheep", "rooster"),
)


def draw_ranking(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Seven rows, best first: the rank's name and an example hand of five animals."""
    ink.rect(surface, palette.PANEL, rect, border_radius=12)
    ink.rect(surface, palette.PANEL_EDGE, rect, 2, border_radius=12)
    assets.text(surface, _("Combinations, best first"), (rect.x + 14, rect.y + 8), 20,
                palette.GOLD, bold=True)
    row_h = (rect.h - 110) // len(RANKS)
    icon = min(54, row_h + 6)
    for i, example in enumerate(EXAMPLES):
        y = rect.y + 40 + i * row_h
        assets.text(surface, f"{i + 1}. {_(RANKS[i])}", (rect.x + 14, y + row_h // 2), 17,
                    palette.CREAM, anchor="midleft")
        for j, animal in enumerate(example):
            surface.blit(assets.svg(animal, (icon, icon)),
                         (rect.right - 10 - (5 - j) * (icon + 4), y + (row_h - icon) // 2))
    y = rect.bottom - 62
    assets.text(surface, _("Animals, best first"), (rect.x + 14, y), 17, palette.GOLD, bold=True)
    for j, animal in enumerate(ANIMALS):
        surface.blit(assets.svg(animal, (44, 44)), (rect.x + 14 + j * 62, y + 18))
        if j < len(ANIMALS) - 1:
            assets.text(surface, ">", (rect.x + 64 + j * 62, y + 40), 18, palette.CREAM,
                        anchor="center")
