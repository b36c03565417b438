"""The replay viewer: step forward and back through a saved game's moves.

Forward applies the next recorded action to the game's own table, so every event animates
exactly as it did in play; back rebuilds the position one move earlier (saves are replays, so
that is cheap) and shows it at rest. The viewer is a spectator: hidden hands stay hidden until
the end, when everything is revealed.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.match import Match
from game.saves import SaveData
from game.view import assets, palette
from game.view.stack import Scene
from game.view.widgets import Button, WidgetGroup

AUTO_STEP = 0.9  # seconds between moves when playing on its own


class ReplayScene(Scene):
    def __init__(self, app, data: SaveData):
        super().__init__(app)
        from game.scenes.tables import table_for

        self.data = data
        self.total = len(data.actions)
        Match(data)  # refuse a damaged save up front (SaveError), before showing anything
        self.table = table_for(app, self.match_at(0), replay=True)
        self.index = 0
        self.playing = False
        self.wait = 0.0
        self.widgets = WidgetGroup([
            Button((1015, 8, 60, 40), "<", self.back, size=22, tooltip=_("Previous move (Left)")),
            Button((1080, 8, 60, 40), ">", self.forward, size=22, tooltip=_("Next move (Right)")),
            Button((1145, 8, 120, 40), _("Play"), self.toggle, size=20),
            Button((1145, 100, 120, 40), _("Close"), self.close, size=20),
        ], autofocus=False)

    def match_at(self, k: int) -> Match:
        return Match(self.data.upto(k))

    def enter(self) -> None:
        self.table.enter()

    def leave(self) -> None:
        self.table.leave()

    def forward(self) -> None:
        if self.index >= self.total:
            self.playing = False
            return
        self.table.timeline.skip()
        raw = self.data.actions[self.index]
        self.table.perform(self.table.match.state.action_from_json(raw))
        self.index += 1

    def back(self) -> None:
        if self.index == 0:
            return
        self.index -= 1
        self.table.timeline.skip()
        self.table.match = self.match_at(self.index)
        self.table.log.drop_from(self.index)
        self.table.refresh_view()
        self.table.sync()

    def toggle(self) -> None:
        self.playing = not self.playing
        self.wait = 0.0

    def close(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if event.key == pygame.K_RIGHT:
                self.forward()
                return True
            if event.key == pygame.K_LEFT:
                self.back()
                return True
            if event.key == pygame.K_SPACE:
                self.toggle()
                return True
        return self.widgets.handle(event)

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self.widgets.update(dt)
        if self.playing and not self.table.animating:
            self.wait += dt
            if self.wait >= AUTO_STEP:
                self.wait = 0.0
                self.forward()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        self.widgets.draw(surface)
        assets.text(surface, _("Move {i} of {n}").format(i=self.index, n=self.total),
                    (1140, 70), 18, palette.GOLD, bold=True, anchor="center",
                    shadow=palette.INK)
