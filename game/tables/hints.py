"""Hints: what the Hard AI would play for the person at the screen, shown on the table.

The Hint button and the H key ask `Match.hint`, which works the move out on the match's
worker thread from the viewer's Observation alone (like every agent), so the table keeps
drawing. The game's table points at the answer (`show_hint` selects what the move plays and
returns the places to glow) and says why in one line of its own words (`hint_reason`), shown
in the instruction line (`line`); the hint stays until the position changes. An answer that
comes while the table still moves (a deal, a flight, a blast) waits for it to come to rest,
so it points at cards where they lie, and the line says it is coming. The keyboard cursor
lands on the hinted target (`hint_focus`): H then Enter plays the hint at every table. Hints
can be switched off in the settings, and a game in which one was given is marked so in its
record.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.base import Action
from game.tables.keys import keyed
from game.view import palette
from game.view.paint import glow
from game.view.widgets import Button

if TYPE_CHECKING:
    from game.tables.base import TableScene

COLOUR = palette.SKY  # a hint's glow: apart from gold (what may be picked) and red (refused)


class Hints:
    """The hint button, the question on the worker thread and the answer on show."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.button = Button((0, 0, 0, 0), keyed(_("Hint ({key_hint})")), self.ask, size=18)
        self.action: Action | None = None
        self.reason = ""
        self.marks: list[pygame.Rect] = []
        self.shown_at = -1  # the number of steps the hint on show is for
        self.coming: tuple[Action, int] | None = None  # an answer waiting for the table to rest
        self.clock = 0.0

    @property
    def on(self) -> bool:
        """Offered at this table: switched on, somebody at the screen, not a replay."""
        table = self.table
        return table.app.settings.hints and not table.replay and table.viewer is not None

    def refusal(self) -> str | None:
        """Why no hint can be asked for now (None: it can)."""
        table = self.table
        if not self.on:
            return _("Hints are switched off in the settings.")
        if table.match.is_over or table.match.to_move != table.viewer:
            return _("A hint is for your own decisions: ask when it is your turn.")
        if table.match.hinting:
            return _("Looking for a hint…")
        return None

    def ask(self) -> None:
        refusal = self.refusal()
        if refusal is not None:
            self.table.say(refusal)
        elif self.action is None and self.coming is None:
            assert self.table.viewer is not None
            self.table.match.hint(self.table.viewer)

    def clear(self) -> None:
        self.action, self.reason, self.marks = None, "", []

    def update(self, dt: float) -> None:
        table = self.table
        self.clock += dt
        steps = len(table.match.steps)
        if self.action is not None and (self.shown_at != steps
                                        or table.match.to_move != table.viewer):
            self.clear()  # played, taken back, or somebody else's decision now
        answer, seat = table.match.poll_hint(), table.match.to_move
        if answer is not None:
            self.coming = (answer, steps)
        if self.coming is not None and (self.coming[1] != steps or seat != table.viewer):
            self.coming = None  # the position changed before it could be shown
        if self.coming is not None and table.my_turn:
            answer, self.coming = self.coming[0], None
            self.action, self.shown_at = answer, steps
            self.marks = table.show_hint(answer)
            table.cursor.put(table.hint_focus(answer))
            # a table without words of its own for hints says the move as its log would
            self.reason = table.hint_reason(answer) or table.action_line(seat, answer)
        refusal = self.refusal()
        self.button.enabled = refusal is None and self.action is None and self.coming is None
        self.button.tooltip = refusal or (keyed(_("What the Hard AI would play now ({key_hint})"))
                                          if self.action is None else self.reason)

    def line(self) -> str:
        """For the instruction line: the hint's reason, or that one is on its way."""
        if self.action is not None:
            return _("Hint: {reason}").format(reason=self.reason)
        if self.coming is not None:
            return _("Hint coming as soon as the table is still…")
        if self.on and self.table.match.hinting:
            return _("Looking for a hint…")
        return ""

    def outline(self) -> list[pygame.Rect]:
        """What the hint glows round: what its move plays, and the target Enter confirms
        next (a button, the next cell of a card's targets), where the cursor is put."""
        if self.action is None:
            return []
        focus = self.table.hint_focus(self.action)
        there = [t.rect for t in self.table.targets() if t.key == focus][:1]
        return self.marks + [r for r in there if not any(m.contains(r) for m in self.marks)]

    def draw(self, surface: pygame.Surface) -> None:
        """Soft blue glows round what the hint plays (a pulse, over every other glow)."""
        if self.action is None:
            return
        pulse = 170 + int(80 * math.sin(self.clock * 5))
        for rect in self.outline():  # on a dark edge, so it reads beside the gold glows too
            glow(surface, rect.inflate(8, 8), (*palette.INK, 200), 9, 16)
            glow(surface, rect.inflate(8, 8), (*COLOUR, pulse), 5, 14)
