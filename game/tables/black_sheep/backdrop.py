"""The Black Sheep table's fixed parts, painted once for a layout: the felt, the players'
solid panels with their corrals, the field mats with a shaded row per side and the outlines
of its three card places, and the panels of the piles, the combinations' order, the bonuses or tasks and the log."""

from __future__ import annotations

import pygame

from game.levels import Layout
from game.tables.black_sheep import ladder
from game.tables.black_sheep.board import Board
from game.tables.black_sheep.corral import paint_corral
from game.view import assets, canvas, ink, palette
from game.view.widgets import draw_panel

# A side's empty card place: a faint outline on the row, so an empty row reads as a place.
SLOT_FILL = palette.mix(palette.darker(palette.FELT_DARK, 0.16), palette.FELT_DARK, 0.5)
SLOT_EDGE = palette.mix(palette.FELT_DARK, palette.CREAM, 0.22)


def backdrop(layout: Layout, players: int) -> pygame.Surface:
    surface = assets.tiled("table_felt", layout.size)
    for p in range(players):
        draw_panel(surface, pygame.Rect(layout[f"panel_{p}"].as_tuple()), palette.PANEL,
                   palette.PANEL_EDGE, radius=14)
        paint_corral(surface, pygame.Rect(layout[f"corral_{p}"].as_tuple()))
    for f in range(3):
        paint_field(surface, pygame.Rect(layout[f"field_{f}"].as_tuple()),
                    pygame.Rect(layout[f"figures_{f}"].as_tuple()))
        for p in range(players):  # each side's row, a shade darker, with its card places
            row = layout[f"side_{f}_{p}"]
            shade = canvas.blank(pygame.Rect(row.as_tuple()).size)
            shade.fill((0, 0, 0, 40))
            surface.blit(shade, pygame.Rect(row.as_tuple()))
            for i in range(3):
                slot = pygame.Rect(*(round(v) for v in Board.card_slot(row, i)))
                ink.rect(surface, SLOT_FILL, slot, border_radius=6)
                ink.rect(surface, SLOT_EDGE, slot, 2, border_radius=6)
    panels = [pygame.Rect(layout[name].as_tuple()) for name in ("tasks", "key", "log")
              if name in layout.zones]
    for rect in panels + list(ladder.places(layout)[:2]):  # the piles' strips
        draw_panel(surface, rect, palette.PANEL, palette.PANEL_EDGE, radius=10)
    return surface.convert() if pygame.display.get_surface() else surface


def paint_field(surface: pygame.Surface, rect: pygame.Rect, pasture: pygame.Rect) -> None:
    """A field mat: a wooden frame, a fenced pasture for the figures, a row per side."""
    ink.rect(surface, palette.darker(palette.WOOD_DARK, 0.3), rect.move(0, 4),
                     border_radius=16)
    ink.rect(surface, palette.WOOD, rect, border_radius=16)
    inner = rect.inflate(-12, -12)
    ink.rect(surface, palette.FELT_DARK, inner, border_radius=12)
    grass = pasture.inflate(4, 0)
    for i in range(grass.h):
        t = i / max(1, grass.h - 1)
        colour = palette.mix(palette.PASTURE, palette.PASTURE_DARK, t)
        ink.line(surface, colour, (grass.x, grass.y + i), (grass.right - 1, grass.y + i))
    for x in range(grass.x + 6, grass.right, 22):  # fence posts along the back
        ink.rect(surface, palette.WOOD_LIGHT, (x, grass.y + 2, 4, 16), border_radius=2)
    ink.line(surface, palette.WOOD_LIGHT, (grass.x, grass.y + 8),
                     (grass.right - 1, grass.y + 8), 3)
    ink.rect(surface, palette.WOOD_DARK, grass, 2, border_radius=6)
