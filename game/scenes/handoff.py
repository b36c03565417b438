"""The hand-off screen: hides the whole table until the next human confirms they sit there.

It is opaque on purpose: nothing private of the previous player shows through.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.view import assets, palette
from game.view.stack import Scene
from game.view.widgets import Button, WidgetGroup


class HandoffScene(Scene):
    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        name = table.name(seat)
        self.title = _("Pass the screen to {name}").format(name=name)
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
        surface.fill(palette.FELT_DARK)
        look = palette.player(self.seat)
        art = assets.svg("card_back", (150, 214))
        bob = 6 * abs(pygame.math.Vector2(1, 0).rotate(self.time * 120).y)
        surface.blit(art, art.get_rect(center=(640, 265 - bob)))
        palette.draw_mark(surface, look.mark, (640, 392), 18, look.colour)
        assets.text(surface, self.title, (640, 60), 40, palette.CREAM, bold=True,
                    anchor="center", shadow=palette.INK)
        assets.text(surface, _("Everyone else, please look away."), (640, 112), 22,
                    palette.CREAM_DARK, anchor="center")
        self.widgets.draw(surface)
