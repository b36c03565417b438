"""The rules reference: each game's rules in our own words, scrolled with wheel or keys.

From the title a switcher flips between the games; from a table's pause menu it shows that
game's rules only, over the darkened table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import games
from game.i18n import _, tr_prose
from game.scenes.menu import CENTRE_X, MenuScene, draw_box
from game.tables.asked import NarrowChoice
from game.view import palette
from game.view.assets import font
from game.view.widgets import Widget, WrappedText

if TYPE_CHECKING:
    from game.app import App

BOX = pygame.Rect(110, 104, 1060, 540)
FIGURE_WIDTH = 470
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
               pygame.K_END)


class RulesScene(MenuScene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app, overlay=game_id is not None)
        self.switcher = game_id is None
        self.game = game_id or games.playable()[0].id
        self.full = BOX.inflate(-60, -120 if self.switcher else -56).move(
            0, 28 if self.switcher else 0)
        self.text = WrappedText(self.full, "", size=19, colour=palette.CREAM)
        self.text.focusable = False  # the scene scrolls it, whatever has the focus
        self.show(self.game)
        self.rebuild()

    def show(self, game_id: str) -> None:
        """Show a game's rules; a game with a drawing for them gets it on the right."""
        self.game = game_id
        rect = self.full.copy()
        if games.get(game_id).rules_figure is not None:
            rect.width -= FIGURE_WIDTH + 20
        self.text.rect = rect
        self.text.set_text(tr_prose(games.get(game_id).rules_text))  # reflowed, translated

    def build(self) -> Sequence[Widget]:
        widgets: list[Widget] = [self.text]
        self.heading = _("Rules") if self.switcher else _("Rules: {game}").format(
            game=_(games.get(self.game).spec.title))
        if self.switcher:
            offered = [(g.id, _(g.spec.title)) for g in games.playable()]
            label = font(22).size(_("Game"))[0] + 36  # the rest for the game's name
            widgets.append(NarrowChoice((BOX.x + 30, BOX.y + 18, 560, 46), _("Game"), offered,
                                        self.game, self.show, label_width=label))
        widgets.append(self.button((CENTRE_X - 100, BOX.bottom + 12, 200, 50), _("Back"),
                                   self.back))
        return widgets

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            return self.text.key(event)
        if event.type == pygame.MOUSEWHEEL:
            return self.text.wheel(event.y)
        return super().handle(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        draw_box(surface, BOX, alpha=255 if self.over_something else 215)
        figure = games.get(self.game).rules_figure
        if figure is not None:
            figure(surface, pygame.Rect(self.full.right - FIGURE_WIDTH, self.full.y,
                                        FIGURE_WIDTH, self.full.h))
