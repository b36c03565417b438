"""A game's card: its picture, title, blurb and a gold line, as the screens that offer the
games draw it (Learn to play, and the new-game screen).

The card fits any rect from about 420x130 up: the picture takes the card's height, the
title steps down to fit one line and the blurb to the room above the gold line (German runs
longer), so nothing is cut.
"""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.rules.base import GameSpec
from game.view import assets, palette
from game.view.paint import fitted_rows, wrap
from game.view.widgets import draw_panel

PICTURE = (144, 108)  # the games' pictures are drawn at 4:3


def players_line(spec: GameSpec) -> str:
    """'2 to 4 players' or '2 players'."""
    low, high = spec.min_players, spec.max_players
    if low < high:
        return _("{low} to {high} players").format(low=low, high=high)
    return ngettext("{n} player", "{n} players", low).format(n=low)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, spec: GameSpec, foot: str, *,
              chosen: bool = False, hovered: bool = False) -> None:
    """The card in `rect`: wood when chosen, half lit when hovered; `foot` in gold at the
    bottom (how many play, or how far a lesson got), on two rows if it must."""
    fill = palette.WOOD if chosen else palette.PANEL
    if hovered and not chosen:
        fill = palette.mix(palette.PANEL, palette.WOOD, 0.35)
    draw_panel(surface, rect, fill, palette.GOLD if chosen else palette.PANEL_EDGE)
    scale = min(1.0, (rect.h - 24) / PICTURE[1])
    size = (round(PICTURE[0] * scale), round(PICTURE[1] * scale))
    picture = assets.svg(f"game_{spec.id}", size)
    surface.blit(picture, picture.get_rect(midleft=(rect.x + 12, rect.centery)))
    x = rect.x + size[0] + 26
    width = rect.right - x - 12
    titles, tsize = fitted_rows(_(spec.title), 24, width, 1, bold=True, smallest=16)
    y = rect.y + 14
    for row in titles:  # one line, smaller if the name is long
        y = assets.text(surface, row, (x, y), tsize, palette.CREAM, bold=True,
                        shadow=palette.INK, box=rect).bottom
    feet, fsize = fitted_rows(foot, 15, width, 1, smallest=12)  # two rows if it must
    foot_y = rect.bottom - 8 - len(feet) * (fsize + 4)
    top = max(y + 6, rect.y + 48)
    room = foot_y - 2 - top  # above the gold line
    for bsize in range(16, 11, -1):  # the whole blurb, smaller if it must be
        rows = wrap(_(spec.blurb), bsize, width)
        if len(rows) * (bsize + 5) - 5 <= room:
            break
    for i, row in enumerate(rows):
        assets.text(surface, row, (x, top + i * (bsize + 5)), bsize, palette.CREAM_DARK,
                    box=rect)
    for i, row in enumerate(feet):
        assets.text(surface, row, (x, foot_y + i * (fsize + 4)), fsize, palette.GOLD, box=rect)
