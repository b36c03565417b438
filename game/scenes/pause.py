"""The pause menu over a darkened table: resume, rules, settings, leave, or start over.

Leaving needs no saving step (the match autosaves after every action). Restarting deals a new
game in a save file of its own; the game left behind stays under Continue, so nothing is lost
and nothing needs asking.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.menu import CENTRE_X, MenuScene, draw_box
from game.scenes.start import rematch
from game.view.widgets import Widget

if TYPE_CHECKING:
    from game.app import App
    from game.tables.base import TableScene

BOX = pygame.Rect(CENTRE_X - 220, 110, 440, 500)
BUTTON_W, BUTTON_H, GAP = 340, 54, 14


class PauseScene(MenuScene):
    HEADING_Y = BOX.y + 48

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app, overlay=True)
        self.table = table
        self.rebuild()

    def enter(self) -> None:
        self.settle_below()  # a jolt does not smear the menu while the table waits

    def build(self) -> Sequence[Widget]:
        self.heading = _("Paused")
        restart = _("A new deal for the same players; this game stays under Continue")
        entries = [(_("Resume"), self.back, None), (_("This game's rules"), self.rules, None),
                   (_("Settings"), self.settings, None),
                   (_("Save and quit to title"), self.quit, None),
                   (_("Restart"), self.restart, restart)]
        top = BOX.y + 110
        return [self.button((CENTRE_X - BUTTON_W // 2, top + i * (BUTTON_H + GAP), BUTTON_W,
                             BUTTON_H), label, action, tooltip=tip)
                for i, (label, action, tip) in enumerate(entries)]

    def rules(self) -> None:
        from game.scenes.rules_scene import RulesScene

        self.app.stack.push(RulesScene(self.app, self.table.match.data.game))

    def settings(self) -> None:
        from game.scenes.settings_menu import SettingsScene

        self.app.stack.push(SettingsScene(self.app, overlay=True))

    def quit(self) -> None:
        from game.app import unsaved
        from game.scenes.title import TitleScene

        match = self.table.match
        match.close()  # one more try at a save that failed, before saying anything
        if match.save_problem is not None and match.autosave is not None:
            self.app.notices.append(unsaved(match))
        self.app.stack.reset(TitleScene(self.app))

    def restart(self) -> None:
        rematch(self.app, self.table.match)

    @property
    def box(self) -> pygame.Rect:
        """BOX, as tall as its buttons need: as much room under the last as around them."""
        bottom = max((w.rect.bottom for w in self.widgets.widgets), default=BOX.bottom - 40)
        return pygame.Rect(BOX.x, BOX.y, BOX.w, bottom + 40 - BOX.y)

    def draw_body(self, surface: pygame.Surface) -> None:
        draw_box(surface, self.box, alpha=240)
