"""The friendly crash screen: what happened, where the log is, and what became of the game.

It only says the game was saved when it was (the app asks the table's match)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import _
from game.view import palette
from game.view.stack import Scene

WIDTH = 1120  # a row of text; longer lines wrap


class CrashScene(Scene):
    """Drawn with pygame's own font only, so it works even when the assets are broken."""

    def __init__(self, app, error: BaseException, log_path: Path | None,
                 saved: str | None = None):
        super().__init__(app)
        where = ([_("The details are in the log file:"), str(log_path)] if log_path is not None
                 else [_("There is no log file: its folder cannot be written."), ""])
        self.lines = [
            _("Sorry, Sheepfold ran into a problem it did not expect."),
            f"{type(error).__name__}: {error}"[:110],
            saved or "",
            *where,
            "",
            _("Press Enter to go back to the title, or Esc to quit."),
        ]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            from game.scenes.title import TitleScene

            self.app.stack.reset(TitleScene(self.app))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.PANEL)
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(None, 30)
        y = 120
        for i, line in enumerate(self.lines):
            words = line.replace("\0", "").encode("utf-8", "replace").decode("utf-8").split(" ")
            while words:  # as many words as fit in a row, at least one
                n = len(words)
                while n > 1 and font.size(" ".join(words[:n]))[0] > WIDTH:
                    n -= 1
                image = font.render(" ".join(words[:n]), True,
                                    palette.GOLD if i == 0 else palette.CREAM)
                surface.blit(image, (80, y))
                words, y = words[n:], y + 36
            y += 8
