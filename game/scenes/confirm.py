"""A yes/no question over the screen that asked it, for anything that would lose a game.

"No" has the keyboard focus and Esc means no, so a stray Enter or Esc never loses anything.
The box grows with its question (German runs longer), so the question is never cut.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.scenes.menu import CENTRE_X, MenuScene, draw_box, wrap
from game.view import assets, palette
from game.view.widgets import Widget

if TYPE_CHECKING:
    from game.app import App

BOX = pygame.Rect(CENTRE_X - 260, 200, 520, 300)  # the smallest box, for a short question
BUTTON_W, BUTTON_H, GAP = 360, 54, 14
ROW, SIZE = 32, 22  # the question's rows


class ConfirmScene(MenuScene):
    def __init__(self, app: App, question: str, yes: str, no: str,
                 on_yes: Callable[[], None]) -> None:
        super().__init__(app, overlay=True)
        self.question, self.yes, self.no, self.on_yes = question, yes, no, on_yes
        self.rebuild()
        self.widgets.focus(self.widgets.widgets[-1])

    def build(self) -> Sequence[Widget]:
        self.rows = wrap(self.question, SIZE, BOX.width - 60)
        buttons = 2 * (BUTTON_H + GAP) + 10
        height = max(BOX.height, 30 + len(self.rows) * ROW + 16 + buttons)
        self.box = pygame.Rect(BOX.x, min(BOX.y, 360 - height // 2), BOX.width, height)
        top = self.box.bottom - buttons
        return [self.button((CENTRE_X - BUTTON_W // 2, top + i * (BUTTON_H + GAP), BUTTON_W,
                             BUTTON_H), label, action)
                for i, (label, action) in enumerate([(self.yes, self.confirm),
                                                     (self.no, self.back)])]

    def confirm(self) -> None:
        self.app.stack.pop()
        self.on_yes()  # may reset the whole stack, which supersedes the pop

    def draw_body(self, surface: pygame.Surface) -> None:
        draw_box(surface, self.box, alpha=245)
        for i, row in enumerate(self.rows):
            assets.text(surface, row, (CENTRE_X, self.box.y + 46 + i * ROW), SIZE,
                        palette.CREAM, anchor="center")
