"""The hand-off screen: hides the whole table until the next human confirms they sit there.

It is opaque on purpose: nothing private of the previous player shows through. It says why
the screen is passed ("Bo, Ann played Golden Fleece: you may answer") and what happened
since that person last had it, in a few log lines everyone may see (the previous person is
still holding the screen), names in their colours as in the game log.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.scenes.menu import felt, shade
from game.view import assets, palette
from game.view.log import GameLog
from game.view.stack import Scene
from game.view.widgets import Button, WidgetGroup, draw_panel

CATCH_UP_BOX = pygame.Rect(510, 168, 500, 196)


class CatchUp(GameLog):
    """The few lines since a person's last turn, under their own heading."""

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect, palette.PANEL, palette.PANEL_EDGE)
        assets.text(surface, _("Since your last turn:"),
                    (self.rect.x + self.PAD + 2, self.rect.y + self.PAD), self.TITLE,
                    palette.GOLD, bold=True, box=self.rect)
        for y, row, _line in self._placed():
            self._draw_row(surface, row, self.body.x, y)


class HandoffScene(Scene):
    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        name = table.name(seat)
        self.title = _("Pass the screen to {name}").format(name=name)
        self.reason = table.handoff_reason(seat)
        self.catch_up = CatchUp(CATCH_UP_BOX, table.log.names, size=16)
        self.catch_up.reset(table.catch_up(seat))
        spare = self.catch_up.body.h - self.catch_up.content_height  # as tall as its lines
        if 0 < spare and self.catch_up.lines:
            self.catch_up.place(CATCH_UP_BOX.inflate(0, -spare))
        self.widgets = WidgetGroup([
            Button((440, 430, 400, 60), _("I am {name}: show my cards").format(name=name),
                   self.confirm),
            Button((540, 510, 200, 48), _("Menu"), table.open_pause, size=20),
        ])
        self.time = 0.0

    def confirm(self) -> None:
        self.app.play("click")
        self.table.confirm_viewer(self.seat)
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
            return True
        return self.widgets.handle(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()  # opaque: the menus' felt, drawn down like a curtain (a
        surface.blit(felt(size), (0, 0))  # flat fill looked unfinished), the player's
        surface.blit(shade(size, 110), (0, 0))  # colour still clear on it
        look = palette.player(self.seat)
        told = bool(self.catch_up.lines)
        x = 400 if told else 640  # the card beside the catch-up, or alone in the middle
        art = assets.svg("card_back", (150, 214))
        bob = 6 * abs(pygame.math.Vector2(1, 0).rotate(self.time * 120).y)
        surface.blit(art, art.get_rect(center=(x, 278 - bob)))
        palette.draw_mark(surface, look.mark, (x, 402), 18, look.colour)
        assets.text(surface, self.title, (640, 52), 40, palette.CREAM, bold=True,
                    anchor="center", shadow=palette.INK)
        assets.text(surface, self.reason, (640, 100), 26, look.light, bold=True,
                    anchor="center", shadow=palette.INK)
        assets.text(surface, _("Everyone else, please look away."), (640, 140), 20,
                    palette.CREAM_DARK, anchor="center")
        if told:
            self.catch_up.draw(surface)
        self.widgets.draw(surface)
