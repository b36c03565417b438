"""Where a table talks to the person at the screen, never over the board: the instruction
line ("Your turn: ...") inside the viewer's hand panel, and the prompt dock (a question, a
reaction, a target) in a fixed place beside the board.

Both wrap their words to the box they are given and step the letters down (to 12 px at
most) only if the wrapped lines would not fit its height: a word is never cut. All text goes
through `assets.text`, the one text-render helper.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.view import assets, palette
from game.view.paint import wrap
from game.view.widgets import draw_panel

SMALLEST = 12  # px: the least a word on the table is drawn at (1280x720)
PAD = 8


def fitted(message: str, width: int, height: int, size: int,
           bold: bool = False) -> tuple[list[str], int]:
    """`message` wrapped to `width` at the largest size from `size` down whose lines fit
    `height` (at the smallest, however many lines it takes)."""
    for step in range(size, SMALLEST - 1, -1):
        lines = wrap(message, step, width, bold)
        if len(lines) * assets.font(step, bold).get_linesize() <= height:
            return lines, step
    return wrap(message, SMALLEST, width, bold), SMALLEST


def draw_instruction(surface: pygame.Surface, rect: pygame.Rect, message: str,
                     alert: bool = False, size: int = 17) -> None:
    """The instruction line in its box; `alert` (a refusal) gets a red edge."""
    if not message:
        return
    draw_panel(surface, rect, palette.PANEL, palette.DANGER if alert else palette.PANEL_EDGE,
               radius=8, shadow=0)
    lines, size = fitted(message, rect.w - 2 * PAD, rect.h - 4, size)
    step = assets.font(size).get_linesize()
    top = rect.centery - len(lines) * step / 2
    for i, line in enumerate(lines):
        assets.text(surface, line, (rect.x + PAD, top + i * step), size, palette.CREAM)


def dock_height(lines: list[str], width: int, size: int = 16) -> int:
    """How tall the prompt dock is for these lines at `width` (the first is its heading)."""
    rows = sum(len(wrap(line, size, width - 2 * PAD, i == 0)) for i, line in enumerate(lines))
    return rows * assets.font(size).get_linesize() + 2 * PAD


def draw_dock(surface: pygame.Surface, rect: pygame.Rect, lines: list[str],
              size: int = 16) -> None:
    """The prompt dock: the first line as its gold heading, the rest below, all wrapped."""
    draw_panel(surface, rect, palette.PANEL, palette.GOLD, radius=10)
    y = rect.y + PAD
    for i, line in enumerate(lines):
        bold = i == 0
        for row in wrap(line, size, rect.w - 2 * PAD, bold):
            assets.text(surface, row, (rect.x + PAD, y), size,
                        palette.GOLD if bold else palette.CREAM, bold=bold)
            y += assets.font(size).get_linesize()


def waiting_line(table: Any) -> str | None:
    """The instruction line while the person at the screen has nothing to decide (a replay,
    the end, an AI thinking, another person's turn); None when it is theirs to decide, so
    the table words what to do. `table` is a `TableScene`."""
    match = table.match
    if table.replay:
        return _("Replay: Right/Left step through the moves, Esc closes")
    if match.is_over:
        return _("The game is over")
    seat = match.to_move
    if seat is None:
        return ""
    if table.my_turn:
        return None
    return busy_line(table, seat) or table.about(seat, _("Your turn"), _("{name}'s turn"))


def busy_line(table: Any, seat: int) -> str | None:
    """While the screen waits for `seat`: "{name} is thinking…" for an AI, "{name} is
    choosing…" for a person at their own screen over the network; None for a person who is
    to sit down at this one."""
    if table.match.seats[seat].is_ai:
        return _("{name} is thinking…").format(name=table.name(seat))
    if table.busy_word(seat):
        return _("{name} is choosing…").format(name=table.name(seat))
    return None
