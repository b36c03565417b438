"""Bye-Bye Black Sheep's part of the results screen: each seat's zoo as it ended, a column per
animal with every triplet edged in gold (or, where those cards would be too small to read, a
chip per animal, as at the table), and how many cards the zoo holds (what breaks a tie on
triplets). The results scene draws the name and the total (the triplets) around it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.tables.bye_bye import chips
from game.tables.bye_bye.board import ChipPlan, zoo_look
from game.tables.bye_bye.draw import paint_zoo, zoo_counts
from game.view import assets, ink, palette

if TYPE_CHECKING:
    from game.match import Match

CAPTION = 15


class ByeByeResults:
    """Draws one seat's zoo in its results column (the whole final view is known)."""

    def __init__(self, match: Match) -> None:
        self.view = match.view(None)

    def draw(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        zoo = self.view["zoos"][seat]
        # the rules' one score line; its words said here, as the rules name no messages
        triplets = self.view["result"]["scores"][seat]
        assets.text(surface, _("Triplets in the zoo"), (rect.x, rect.y), CAPTION, palette.GOLD,
                    bold=True, box=rect)
        assets.text(surface, str(triplets), (rect.right, rect.y), CAPTION, palette.GOLD,
                    bold=True, anchor="topright", box=rect)
        cards = ngettext("{n} card in the zoo", "{n} cards in the zoo", len(zoo)).format(
            n=len(zoo))
        line = assets.font(CAPTION).get_linesize()
        assets.text(surface, cards, (rect.x, rect.bottom - line), CAPTION, palette.CREAM,
                    box=rect)
        area = pygame.Rect(rect.x, rect.y + 28, rect.w, rect.h - 28 - line - 8)
        columns = zoo_counts(zoo)
        if not columns:
            assets.text(surface, _("An empty zoo"), area.center, CAPTION, palette.CREAM_DARK,
                        anchor="center", box=rect)
            return
        ink.rect(surface, palette.PASTURE_DARK, area.inflate(8, 8), border_radius=8)
        inner = area.inflate(-8, -8)
        plan = zoo_look((inner.x, inner.y, inner.w, inner.h), [c for _a, c in columns], 70.0)
        if isinstance(plan, ChipPlan):
            chips.paint(surface, columns, plan)
        else:
            paint_zoo(surface, columns, plan)
