"""The friendly crash screen: what happened, where the log is, and that nothing is lost."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import _
from game.view import palette
from game.view.stack import Scene


class CrashScene(Scene):
    """Drawn with pygame's own font only, so it works even when the assets are broken."""

    def __init__(self, app, error: BaseException, log_path: Path):
        super().__init__(app)
        self.lines = [
            _("Sorry, Sheepfold ran into a problem it did not expect."),
            f"{type(error).__name__}: {error}"[:110],
            _("Your game was saved after your last move: choose Continue on the title."),
            _("The details are in the log file:"),
            str(log_path),
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
        for i, line in enumerate(self.lines):
            image = font.render(line, True, palette.GOLD if i == 0 else palette.CREAM)
            surface.blit(image, (80, 160 + i * 44))
