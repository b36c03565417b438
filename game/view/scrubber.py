"""The replay viewer's controls: a scrubber over the moves and buttons drawn as symbols.

`Scrubber` is a slider over a game's moves (0 = the deal, `total` = the last move): a press
or a drag asks to jump there (the viewer decides when to rebuild, once per frame). Its
filled part shows how far the replay is. `SymbolButton` is a wooden button with a transport
symbol (start, back, play, pause, forward, end, close) drawn in code, so no language needs room for
it; `Segment` is a button that shows whether it is the one chosen (a speed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.view import ink, palette
from game.view.widgets import Button, Widget, draw_focus, draw_panel

SYMBOLS = ("start", "back", "play", "pause", "forward", "end", "close")


class Scrubber(Widget):
    """A track across `rect` with a knob at the current move; press or drag to jump."""

    focusable = False  # the viewer's keys move it (Left/Right, Home/End)
    KNOB = 9  # radius

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], total: int,
                 jump: Callable[[int], Any], *, tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.total = total
        self.value = 0
        self.jump = jump

    @property
    def track(self) -> pygame.Rect:
        """The line the knob runs along (inset by the knob, so both ends can be reached)."""
        r = self.rect
        return pygame.Rect(r.x + self.KNOB, r.centery - 3, max(1, r.w - 2 * self.KNOB), 6)

    def move_at(self, x: float) -> int:
        """The move under an x position, clamped to the game."""
        track = self.track
        share = (x - track.x) / track.w
        return max(0, min(self.total, round(share * self.total)))

    def knob_x(self, move: int) -> int:
        track = self.track
        return round(track.x + track.w * (move / self.total if self.total else 0))

    def press(self, pos: tuple[int, int]) -> None:
        self.jump(self.move_at(pos[0]))

    def drag(self, pos: tuple[int, int]) -> None:
        self.jump(self.move_at(pos[0]))

    def click(self, pos: tuple[int, int]) -> None:
        pass  # the press already jumped

    def wheel(self, steps: int) -> bool:
        self.jump(max(0, min(self.total, self.value - steps)))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        track = self.track
        ink.rect(surface, palette.FELT_DARK, track.inflate(2, 2), border_radius=4)
        x = self.knob_x(self.value)
        done = pygame.Rect(track.x, track.y, x - track.x, track.h)
        if done.w > 0:
            ink.rect(surface, palette.GOLD, done, border_radius=3)
        lit = self.hovered or self.pressed
        centre = (x, track.centery)
        ink.circle(surface, palette.darker(palette.FELT_DARK, 0.4),
                           (centre[0], centre[1] + 2), self.KNOB)
        ink.circle(surface, palette.WOOD_LIGHT if lit else palette.CREAM, centre,
                           self.KNOB)
        ink.circle(surface, palette.WOOD_DARK, centre, self.KNOB, 2)


class SymbolButton(Button):
    """A button showing a transport symbol instead of words (its tooltip names it)."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], symbol: str,
                 callback: Callable[[], Any], *, tooltip: str | None = None) -> None:
        super().__init__(rect, "", callback, tooltip=tooltip)
        assert symbol in SYMBOLS, symbol
        self.symbol = symbol

    @property
    def needed_width(self) -> int:
        return 40

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        sink = 2 if self.pressed and self.hovered else 0
        rect = self.rect.move(0, sink)
        colour = (palette.BUTTON_DISABLED if not self.enabled else
                  palette.BUTTON_HOVER if self.hovered or self.focused else palette.BUTTON)
        draw_panel(surface, rect, colour, palette.WOOD_DARK, shadow=3 - sink)
        draw_symbol(surface, self.symbol, rect.center, min(rect.h, rect.w) * 0.22)
        if self.focused:
            draw_focus(surface, rect)


class Segment(Button):
    """One of a row of choices (the replay's speeds): the chosen one is gold-edged. A short
    label ("8×") in a small box: a narrower padding keeps it at its size (with a button's
    12 px each side it fell to 12 px)."""

    chosen = False
    PAD = 6

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.chosen:
            ink.rect(surface, palette.GOLD, self.rect.inflate(2, 2), 3,
                             border_radius=10)


def draw_symbol(surface: pygame.Surface, symbol: str, centre: tuple[int, int],
                size: float) -> None:
    """A transport symbol of half-height `size` at `centre`, in the button text colour."""
    x, y = centre
    s = size
    colour = palette.TEXT_ON_WOOD

    def triangle(tip_x: float, pointing: int, scale: float = 1.0) -> None:
        back = tip_x - pointing * s * 1.5 * scale
        points = [(tip_x, y), (back, y - s * scale), (back, y + s * scale)]
        ink.polygon(surface, palette.WOOD_DARK, [(px + 1, py + 1) for px, py in points])
        ink.polygon(surface, colour, points)

    def bar(left: float) -> None:
        ink.rect(surface, colour, (round(left), round(y - s), max(2, round(s * 0.45)),
                                        round(2 * s)))

    if symbol == "play":
        triangle(x + s * 0.8, 1)
    elif symbol == "pause":
        bar(x - s * 0.6)
        bar(x + s * 0.15)
    elif symbol == "forward":  # a step: two small triangles, so it is not Play
        triangle(x, 1, 0.7)
        triangle(x + s * 1.05, 1, 0.7)
    elif symbol == "back":
        triangle(x, -1, 0.7)
        triangle(x - s * 1.05, -1, 0.7)
    elif symbol == "end":
        triangle(x + s * 0.35, 1)
        bar(x + s * 0.45)
    elif symbol == "close":  # a cross
        for dy in (-1, 1):
            ink.line(surface, palette.WOOD_DARK, (x - s * 0.8 + 1, y - dy * s * 0.8 + 1),
                     (x + s * 0.8 + 1, y + dy * s * 0.8 + 1), max(2, s * 0.4))
            ink.line(surface, colour, (x - s * 0.8, y - dy * s * 0.8),
                     (x + s * 0.8, y + dy * s * 0.8), max(2, s * 0.4))
    elif symbol == "start":
        triangle(x - s * 0.35, -1)
        bar(x - s * 0.45 - max(2, round(s * 0.45)))
