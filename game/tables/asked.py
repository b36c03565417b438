"""When a person is asked to answer a card (`Seat.asked`): the three choices in words, and the
small control that cycles them, on the new-game screen and beside the hand at the table.

The words live here once, so the new-game screen, the table's switch and its tooltip explain
the same choice the same way. At the table the switch is narrow ("Ask me out of turn (A)"
over "< Only if I can answer >"), so it names the choices short and its tooltip explains all three:
a player meets it there without the new-game screen's notes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _
from game.saves import ASKED
from game.tables.keys import keyed, letters
from game.view import ink, palette
from game.view.assets import font, text
from game.view.prompts import SMALLEST
from game.view.widgets import (
    ARROW_INSET,
    ARROW_W,
    Choice,
    arrow_buttons,
    chevron,
    draw_focus,
    draw_panel,
)


def mode_name(mode: str) -> str:
    """A choice in two or three words ("Always asked")."""
    return {"always": _("Always asked"), "answer": _("With an answer"),
            "never": _("Never asked")}[mode]


def mode_help(mode: str) -> str:
    """What a choice does, in one line, its cost included."""
    return {
        "always": _("Always asked: private, the screen is handed to you for every card."),
        "answer": _("With an answer: asked only when you hold an answer. Quicker, but the "
                    "others can then tell that you hold one."),
        "never": _("Never asked: the table passes for you at once, without a hand-off."),
    }[mode]


def short_name(mode: str) -> str:
    """A choice as the table's switch says it, under "Ask me out of turn": "Only if I can
    answer" (hold a card that answers)."""
    return {"always": _("Always"), "answer": _("Only if I can answer"), "never": _("Never")}[mode]


def table_help() -> str:
    """The table switch's tooltip: the question, all three answers with their cost, the key."""
    return _("Are you asked when you could answer (a card, a mine)? Always: every time, with a "
             "hand-off; private, as being asked tells nothing. Only if I can answer: only when "
             "you hold an answer; quicker, but the others can tell that you do. Never: the table "
             "passes for you at once, without a hand-off. Press {key_ask} or click to change "
             "it.").format(**letters())


class NarrowChoice(Choice):
    """A Choice whose label takes only `label_width` (none: all of it is the value), for a
    row that holds more than one control."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 options: list[tuple[Any, str]], value: Any = None,
                 on_change: Callable[[Any], Any] | None = None, *, label_width: int = 0,
                 **kwargs: Any) -> None:
        self.label_width = label_width
        super().__init__(rect, label, options, value, on_change, **kwargs)

    @property
    def control(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.label_width, self.rect.y,
                           self.rect.width - self.label_width, self.rect.height)


class AskedChoice(NarrowChoice):
    """The three modes, its tooltip explaining the one shown."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, value: str,
                 on_change: Callable[[Any], Any] | None = None, *, label_width: int = 0,
                 size: int = 16) -> None:
        super().__init__(rect, label, [(m, mode_name(m)) for m in ASKED], value, on_change,
                         label_width=label_width, size=size, tooltip=mode_help(value))

    def set(self, value: Any) -> None:
        self.tooltip = mode_help(value)
        super().set(value)

    def show(self, value: str) -> None:
        """Show `value` (changed elsewhere: a reload, another person at the screen)."""
        self.value, self.tooltip = value, mode_help(value)


class TableAskedChoice(Choice):
    """The switch beside your hand at the table: what it controls on a line of its own
    ("Ask me out of turn (A)"), the choice named short under it, the tooltip explaining
    every choice."""

    ARROWS = ARROW_W + ARROW_INSET + 2  # room for each arrow button (the pickers' own)

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], value: str,
                 on_change: Callable[[Any], Any] | None = None, *, size: int = 15) -> None:
        super().__init__(rect, keyed(_("Ask me out of turn ({key_ask})")),
                         [(m, short_name(m)) for m in ASKED], value, on_change, size=size,
                         tooltip=table_help())

    @staticmethod
    def label_row(size: int) -> int:
        """The height of the label's line above the control."""
        return font(size).get_linesize() + 2

    @property
    def control(self) -> pygame.Rect:
        top = self.label_row(self.size)
        return pygame.Rect(self.rect.x, self.rect.y + top, self.rect.width,
                           self.rect.height - top)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        row = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, self.label_row(self.size))
        text(surface, self.label, (row.x + 4, row.centery), self.size, palette.CREAM,
             bold=True, anchor="midleft", shadow=palette.SHADOW, box=row)
        self.draw_control(surface, self.control.inflate(-8, -8))
        if self.focused:
            draw_focus(surface, self.rect)

    def show(self, value: str) -> None:
        """Show `value` (changed elsewhere: a reload, another person at the screen)."""
        self.value = value

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The new-game pickers' control: small wooden arrow buttons at the ends (text "<" ">"
        read as words; critic 12), the choice between them."""
        draw_panel(surface, rect, palette.PANEL, palette.PANEL_EDGE, shadow=0)
        lit = self.hovered or self.focused
        for side, button in zip((-1, 1), arrow_buttons(rect), strict=True):
            draw_panel(surface, button, palette.BUTTON_HOVER if lit else palette.BUTTON,
                       palette.WOOD_DARK, radius=6, shadow=0)
            ink.polygon(surface, palette.CREAM, chevron(button, side))
        room = rect.inflate(-2 * self.ARROWS, 0)
        shown = self.options[self.index][1]
        size = next((s for s in range(self.size, SMALLEST - 1, -1)
                     if font(s).size(shown)[0] <= room.w), SMALLEST)
        text(surface, shown, room.center, size, palette.CREAM, anchor="center", box=room)
