"""A game's card: its picture, title, blurb and a gold line, as the screens that offer the
games draw it (Learn to play, and the new-game screen).

The card fits any rect from about 420x130 up: the picture takes the card's height, the
title steps down to fit one line and the blurb to the room above the gold line (German runs
longer), so nothing is cut. Cards shown together share one title size and one blurb size
(the smallest any of them needs), and a blurb never leaves one word alone on its last row.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

import pygame

from game.i18n import _, ngettext
from game.rules.base import GameSpec
from game.view import assets, ink, palette
from game.view.paint import fitted_rows, wrap
from game.view.widgets import draw_panel

PICTURE = (144, 108)  # the games' pictures are drawn at 4:3
BLURB_LEAD = 4  # px between a blurb's rows (5 left three rows of German 1 px short of 14 px)


def players_line(spec: GameSpec) -> str:
    """'2 to 4 players' or '2 players'."""
    low, high = spec.min_players, spec.max_players
    if low < high:
        return _("{low} to {high} players").format(low=low, high=high)
    return ngettext("{n} player", "{n} players", low).format(n=low)


def balanced(message: str, size: int, width: int) -> list[str]:
    """`message` wrapped to `width`, with no lone word on its last row when a narrower
    measure (no row more) carries a second word down to it."""
    rows = wrap(message, size, width)
    if len(rows) < 2 or " " in rows[-1]:
        return rows
    for trial in range(width - 6, int(width * 0.6), -6):
        again = wrap(message, size, trial)
        if len(again) > len(rows):
            break
        if " " in again[-1]:
            return again
    return rows


class Fit(NamedTuple):
    """A card's text sizes and where its blurb starts (from the card's top)."""

    title: int
    blurb: int
    top: int


def _geometry(w: int, h: int) -> tuple[tuple[int, int], int]:
    scale = min(1.0, (h - 24) / PICTURE[1])
    size = (round(PICTURE[0] * scale), round(PICTURE[1] * scale))
    return size, w - size[0] - 26 - 12


def _foot_rows(foot: str, width: int, h: int) -> tuple[list[str], int, int]:
    feet, fsize = fitted_rows(foot, 15, width, 1, smallest=12)  # two rows if it must
    return feet, fsize, h - 8 - len(feet) * (fsize + 4)


@lru_cache(maxsize=256)
def _fit(w: int, h: int, title: str, blurb: str, foot: str, most_title: int = 24) -> Fit:
    """The sizes one card needs: its title on one line (`most_title` at most), its whole
    blurb above the gold line."""
    _size, width = _geometry(w, h)
    _rows, tsize = fitted_rows(title, most_title, width, 1, bold=True, smallest=16)
    top = max(14 + assets.font(tsize, True).size(title)[1] + 2 + 6, 48)
    room = _foot_rows(foot, width, h)[2] - 2 - top  # above the gold line
    for bsize in range(16, 11, -1):  # the whole blurb, smaller if it must be
        if len(balanced(blurb, bsize, width)) * (bsize + BLURB_LEAD) - BLURB_LEAD <= room:
            break
    return Fit(tsize, bsize, top)


def common_fit(w: int, h: int, cards: Sequence[tuple[GameSpec, str]]) -> Fit:
    """One title size and one blurb size for cards shown together (the smallest any of them
    needs), so no card reads bigger or smaller than its neighbours."""
    fits = [_fit(w, h, _(spec.title), _(spec.blurb), foot) for spec, foot in cards]
    title = min(f.title for f in fits)
    fits = [_fit(w, h, _(spec.title), _(spec.blurb), foot, title) for spec, foot in cards]
    return Fit(title, min(f.blurb for f in fits), max(f.top for f in fits))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, spec: GameSpec, foot: str, *,
              chosen: bool = False, hovered: bool = False,
              fellows: Sequence[tuple[GameSpec, str]] = ()) -> None:
    """The card in `rect`: a warmer panel with a gold edge when chosen, half lit when
    hovered; `foot` in gold at the bottom (how many play, or how far a lesson got), on two
    rows if it must. `fellows`: the cards shown with it (itself among them), whose text
    sizes it shares."""
    fill = palette.mix(palette.PANEL, palette.WOOD, 0.55) if chosen else palette.PANEL
    if hovered and not chosen:
        fill = palette.mix(palette.PANEL, palette.WOOD_DARK, 0.35)
    draw_panel(surface, rect, fill, palette.GOLD if chosen else palette.PANEL_EDGE)
    if chosen:  # a thicker gold edge: plainly the one chosen, the text still light on dark
        ink.rect(surface, palette.GOLD, rect, 4, border_radius=10)
    size, width = _geometry(rect.w, rect.h)
    picture = assets.svg(f"game_{spec.id}", size)
    surface.blit(picture, picture.get_rect(midleft=(rect.x + 12, rect.centery)))
    x = rect.x + size[0] + 26
    fit = common_fit(rect.w, rect.h, fellows or [(spec, foot)])
    title = _(spec.title)
    if assets.font(fit.title, True).size(title)[0] <= width:
        assets.text(surface, title, (x, rect.y + 14), fit.title, palette.CREAM, bold=True,
                    shadow=palette.INK, box=rect)
    else:  # never the case for cards fitted together; squeezed rather than cut
        image = assets.text(None, title, size=fit.title, colour=palette.CREAM, bold=True,
                            shadow=palette.INK)
        surface.blit(assets.squeezed(image, width), (x, rect.y + 14))
    feet, fsize, foot_y = _foot_rows(foot, width, rect.h)
    for i, row in enumerate(balanced(_(spec.blurb), fit.blurb, width)):
        assets.text(surface, row, (x, rect.y + fit.top + i * (fit.blurb + BLURB_LEAD)), fit.blurb,
                    palette.CREAM if chosen else palette.CREAM_DARK, box=rect)
    for i, row in enumerate(feet):
        assets.text(surface, row, (x, rect.y + foot_y + i * (fsize + 4)), fsize, palette.GOLD,
                    box=rect)
