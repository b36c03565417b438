"""When a person is asked to answer a card (`Seat.asked`): the three choices in words, and the
small control that cycles them, on the new-game screen and beside the hand at the table.

The words live here once, so the new-game screen, the table's switch and its tooltip explain
the same choice the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _
from game.saves import ASKED
from game.view.widgets import Choice


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
