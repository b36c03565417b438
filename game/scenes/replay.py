"""The replay viewer: watch a saved or finished game again, from any move, at any speed.

The console sits in the table's controls zone, which a replay leaves free, and ends at the
foot of the screen at every table, its four speeds always in its last row: a scrubber that
jumps to any move (click or drag), jump to the start and the end (Home/End), one Play/Pause
toggle (Space), speeds 1x to 8x (keys 1, 2, 4, 8: the table's animations and the pause
between moves both scale), and a step forward and back (Right/Left). A click on a line of
the game log jumps to its move, and the log always tells the game up to the move shown.

A step forward applies the next recorded action at the game's own table, so every event
animates as it did in play; any other jump rebuilds the position (a save is its replay: a
160-move game rebuilds in tens of milliseconds) and shows it at rest. A drag asks for many
jumps in one frame; only the last is rebuilt. A finished game shows every hand face up
throughout; an unfinished one shows only the hand of the person who played it against the AI
(`Match.open_view`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.match import Match
from game.saves import SaveData
from game.view import assets, palette
from game.view.log import LogLine
from game.view.scrubber import Scrubber, Segment, SymbolButton
from game.view.stack import Scene
from game.view.widgets import Button, WidgetGroup, draw_panel

if TYPE_CHECKING:
    from game.app import App

SPEEDS = (1, 2, 4, 8)
SPEED_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_4: 4, pygame.K_8: 8}
AUTO_STEP = 0.9  # seconds between moves at 1x, once a move's animation has played
GAP = 4  # between the console's buttons
COUNTER = 15  # px: "Move 37 of 144"
BOTTOM = 700  # the console's last row ends here at every table: the foot of the screen
ROW = 28  # the speeds' row (and Close's)
SPEED_W = 36
STEP_W = 28  # a step button in a low console's one row (else the steps share the width)
STEPS_H = 30
SCRUB = 22


class ReplayScene(Scene):
    def __init__(self, app: App, data: SaveData):
        super().__init__(app)
        from game.scenes.tables import table_for

        self.data = data
        self.total = len(data.actions)
        whole = Match(data)  # refuse a damaged save up front (SaveError), before showing anything
        self.finished = whole.is_over
        humans = whole.human_seats
        self.table = table_for(app, self.match_at(0), replay=True)
        self.table.open_hands = (tuple(range(len(data.seats))) if self.finished
                                 else tuple(humans) if len(humans) == 1 else ())
        self.table.log.on_pick = self.pick_line
        self.index = 0  # the moves shown
        self.wanted: int | None = None  # a jump asked for by the scrubber this frame
        self.playing = False
        self.wait = 0.0
        self.speed = 1
        self.widgets = WidgetGroup(self._controls(), autofocus=False)

    def _controls(self) -> list:
        """The console, the same at every table: its bottom row ends at `BOTTOM` and holds
        the four speeds and Close (or Close on a row above, where its word does not fit);
        above them the steps, then the scrubber under the move count. A low zone (Black
        Sheep's) puts the steps in the bottom row too, the count beside the scrubber and a
        cross for Close."""
        zone = pygame.Rect(self.table.layout["controls"].as_tuple())
        row = pygame.Rect(zone.x, BOTTOM - ROW, zone.w, ROW)
        close = Button((0, 0, 0, 0), _("Close (Esc)"), self.close, size=15)
        speeds_w = len(SPEEDS) * (SPEED_W + GAP) - GAP
        steps_w = 5 * (STEP_W + GAP) - GAP
        flat = zone.h < 2 * ROW + STEPS_H + SCRUB + 3 * GAP  # too low for a row of steps
        transport = [("start", self.to_start, _("To the start (Home)")),
                     ("back", self.back, _("Previous move (Left)")),
                     ("play", self.toggle, _("Play or pause (Space)")),
                     ("forward", self.forward, _("Next move (Right)")),
                     ("end", self.to_end, _("To the end (End)"))]
        x, above = zone.x, row.y - GAP
        if flat:  # a low zone: the steps, the speeds and Close in one row
            steps = [pygame.Rect(x + i * (STEP_W + GAP), row.y, STEP_W, ROW) for i in range(5)]
            x += steps_w + GAP
        self.speeds = [Segment((x + i * (SPEED_W + GAP), row.y, SPEED_W, ROW), f"{s}×",
                               lambda s=s: self.set_speed(s), size=15,
                               tooltip=_("Speed {n}× (key {n})").format(n=s))
                       for i, s in enumerate(SPEEDS)]
        x += speeds_w + GAP
        if flat:  # no room for the word: a cross that says it in its tooltip
            close = SymbolButton((x, row.y, zone.right - x, ROW), "close", self.close,
                                 tooltip=_("Close (Esc)"))
        elif zone.right - x >= close.needed_width:
            close.rect = pygame.Rect(x, row.y, zone.right - x, ROW)
        else:
            close.rect = pygame.Rect(zone.x, above - ROW, zone.w, ROW)
            above = close.rect.y - GAP
        if not flat:
            width = (zone.w - 4 * GAP) // 5
            steps = [pygame.Rect(zone.x + i * (width + GAP), above - STEPS_H, width, STEPS_H)
                     for i in range(5)]
            above -= STEPS_H + GAP
        self.symbols = [SymbolButton(rect, symbol, action, tooltip=tip)
                        for rect, (symbol, action, tip) in zip(steps, transport, strict=True)]
        counter = assets.font(COUNTER, True).size(self.counter(self.total))[0] + 12
        line = assets.font(COUNTER, True).get_linesize()
        if above - SCRUB - line >= zone.y:  # room for the count on a line of its own
            scrub = pygame.Rect(zone.x, above - SCRUB, zone.w, SCRUB)
            self.counter_at = (zone.x + 2, scrub.y - line)
        else:
            scrub = pygame.Rect(zone.x + counter, above - SCRUB, zone.w - counter, SCRUB)
            self.counter_at = (zone.x + 2, scrub.centery - line // 2)
        self.scrubber = Scrubber(scrub, self.total, self.ask_jump, tooltip=_("Drag to any move"))
        top = min(self.counter_at[1], scrub.y)
        self.console = pygame.Rect(zone.x, top, zone.w, row.bottom - top)
        return [self.scrubber, *self.symbols, *self.speeds, close]

    def counter(self, moves: int | None = None) -> str:
        return _("Move {i} of {n}").format(i=self.index if moves is None else moves,
                                           n=self.total)

    def match_at(self, k: int) -> Match:
        return Match(self.data.upto(k))

    def enter(self) -> None:
        self.table.enter()
        self.set_speed(self.speed)

    def leave(self) -> None:
        self.table.leave()

    # -- moving through the game ---------------------------------------------------------
    def forward(self) -> None:
        """The next move, animated at the table as it was played."""
        if self.index >= self.total:
            self.playing = False
            return
        self.table.timeline.skip()
        raw = self.data.actions[self.index]
        self.table.perform(self.table.match.state.action_from_json(raw))
        self.index += 1

    def back(self) -> None:
        self.jump(self.index - 1)

    def to_start(self) -> None:
        self.playing = False
        self.jump(0)

    def to_end(self) -> None:
        self.playing = False
        self.jump(self.total)

    def ask_jump(self, move: int) -> None:
        """The scrubber's wish: rebuilt once, at the next frame, however often it is asked."""
        self.wanted = move

    def pick_line(self, line: LogLine) -> None:
        """A click on a log line: the position right after its move."""
        self.jump(line.step + 1)

    def jump(self, move: int) -> None:
        """Show the position after `move` moves, at rest, with the log told up to there."""
        move = max(0, min(self.total, move))
        table = self.table
        table.timeline.clear()
        if move < self.index or move == 0:
            table.match = self.match_at(move)
        else:  # forward: play the moves in between without showing them
            for raw in self.data.actions[self.index:move]:
                table.match.apply(table.match.state.action_from_json(raw))
        self.index = move
        table.refresh_view()
        table.sync()
        table.log.reset(table.story())

    def toggle(self) -> None:
        if not self.playing and self.index >= self.total:
            self.jump(0)  # played to the end: Play starts it again
        self.playing = not self.playing
        self.wait = 0.0

    def set_speed(self, speed: int) -> None:
        self.speed = speed
        for segment, value in zip(self.speeds, SPEEDS, strict=True):
            segment.chosen = value == speed

    def close(self) -> None:
        self.app.stack.pop()

    # -- input and frames ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: self.close, pygame.K_RIGHT: self.forward,
                    pygame.K_LEFT: self.back, pygame.K_HOME: self.to_start,
                    pygame.K_END: self.to_end, pygame.K_SPACE: self.toggle}
            if event.key in keys:
                keys[event.key]()
                return True
            if event.key in SPEED_KEYS:
                self.set_speed(SPEED_KEYS[event.key])
                return True
        if self.widgets.handle(event) or self.table.log.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table.animating:
            self.table.timeline.skip()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.wanted is not None:
            self.jump(self.wanted)
            self.wanted = None
        self.table.timeline.speed = self.app.settings.speed_factor * self.speed
        self.table.update(dt)
        self.scrubber.value = self.index
        self.symbols[2].symbol = "pause" if self.playing else "play"
        self.widgets.update(dt)
        if self.playing and not self.table.animating:
            self.wait += dt
            if self.wait >= AUTO_STEP / self.speed:
                self.wait = 0.0
                self.forward()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        zone = self.console
        draw_panel(surface, zone.inflate(12, 10), palette.PANEL, palette.PANEL_EDGE,
                   radius=10, shadow=2)
        counter = assets.text(surface, self.counter(), self.counter_at, COUNTER, palette.GOLD,
                              bold=True, box=zone)
        kind = _("Finished game") if self.finished else _("Unfinished game")
        own_line = self.scrubber.rect.x == zone.x
        if own_line and counter.right + 8 + assets.font(13).size(kind)[0] <= zone.right - 2:
            assets.text(surface, kind, (zone.right - 2, counter.centery), 13, palette.CREAM_DARK,
                        anchor="midright", box=zone)
        self.widgets.draw(surface)
