"""Menu widgets that work with mouse and keyboard alike, routed by a `WidgetGroup`.

Each widget has `handle(event) -> bool` (consumed?), `update(dt)` and `draw(surface)`. The
group gives the focused widget the first look at keys, then uses Tab / Shift+Tab and the
arrow keys to move focus; Enter or Space activates. Everything is drawn in code from the
palette and `assets.font`, so menus need no art files.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import _
from game.view import ink, palette
from game.view.assets import font, squeezed, text

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RADIUS = 10


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour: palette.Colour,
               edge: palette.Colour | None = None, radius: int = RADIUS,
               shadow: int = 3) -> None:
    """A rounded box with a drop shadow: buttons, fields, panels."""
    if shadow:
        ink.rect(surface, palette.darker(palette.FELT_DARK, 0.4),
                         rect.move(0, shadow), border_radius=radius)
    ink.rect(surface, colour, rect, border_radius=radius)
    if edge:
        ink.rect(surface, edge, rect, 2, border_radius=radius)


SCROLL_TRACK = palette.WOOD_DARK  # a scroll bar's track, as a slider's: wood on the panels
ROW_FILL = palette.lighter(palette.PANEL, 0.08)
ROW_EDGE = palette.lighter(palette.PANEL, 0.2)


def draw_list_row(surface: pygame.Surface, rect: pygame.Rect, lit: bool = False) -> None:
    """One entry of a list in a panel (a seat, a table found): a lighter inset card, so each
    entry reads as one thing; `lit` (gold rim) when it waits for something."""
    ink.rect(surface, ROW_FILL, rect, border_radius=RADIUS)
    ink.rect(surface, palette.GOLD_DARK if lit else ROW_EDGE, rect, 2, border_radius=RADIUS)


def draw_lock(surface: pygame.Surface, left: int, top: int, size: int,
               colour: palette.Colour) -> pygame.Rect:
    """A small padlock beside a word ("password") in `size` px text drawn at `top`: its body
    on the words' baseline and its open-centred shackle over it. Returns where it stands."""
    w = max(9, round(size * 0.7))
    body_h = max(6, round(size * 0.45))
    bottom = top + round(size * 0.95)
    body = pygame.Rect(left, bottom - body_h, w, body_h)
    rise = max(5, round(size * 0.42))  # the shackle's height over the body
    shackle = pygame.Rect(left + 1, body.y - rise, w - 2, 2 * rise)
    ink.arc(surface, colour, shackle, 0, 3.1416, 2)
    ink.rect(surface, colour, body, border_radius=2)
    return body.union(shackle.clip(pygame.Rect(left, body.y - rise, w, rise)))


def draw_banner(surface: pygame.Surface, words: str, centre: tuple[float, float], size: int,
                colour: palette.Colour, max_width: int) -> None:
    """A big announcement on a gold-edged panel; a long line is squeezed to `max_width`."""
    label = squeezed(text(None, words, size=size, colour=colour, bold=True,
                          shadow=palette.INK), max_width)
    box = label.get_rect(center=(round(centre[0]), round(centre[1]))).inflate(36, 14)
    draw_panel(surface, box, palette.PANEL, palette.GOLD, radius=14)
    surface.blit(label, label.get_rect(center=box.center))


def draw_focus(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard-focus ring: a gold outline just outside the widget."""
    ink.rect(surface, palette.FOCUS, rect.inflate(8, 8), 3, border_radius=RADIUS + 4)


class Widget:
    """Hover, press, focus and enable state shared by every widget."""

    focusable = True

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], *,
                 tooltip: str | None = None, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = True
        self.hovered = False
        self.pressed = False
        self.focused = False

    @property
    def interactive(self) -> bool:
        return self.enabled and self.visible

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            self.hovered = self.pressed = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.pressed:
                self.drag(event.pos)
            return self.hovered
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                self.press(event.pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.click(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            return self.wheel(event.y)
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in ACTIVATE_KEYS:
                self.activate()
                return True
            return self.key(event)
        if event.type == pygame.TEXTINPUT and self.focused:
            return self.typed(event.text)
        return False

    # Hooks for subclasses: what the widget does with a press, a drag, a click, a key.
    def press(self, pos: tuple[int, int]) -> None:
        pass

    def drag(self, pos: tuple[int, int]) -> None:
        pass

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def activate(self) -> None:
        pass

    def wheel(self, steps: int) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return False

    def typed(self, characters: str) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Label(Widget):
    """A line of text that takes no focus (a heading above a group of settings)."""

    focusable = False

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, *,
                 size: int = 24, bold: bool = True, colour: palette.Colour = palette.CREAM,
                 anchor: str = "midleft") -> None:
        super().__init__(rect)
        self.label, self.size, self.bold, self.colour, self.anchor = label, size, bold, colour, anchor

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            text(surface, self.label, getattr(self.rect, self.anchor), self.size, self.colour,
                 bold=self.bold, anchor=self.anchor, shadow=palette.SHADOW, box=self.rect)


KEY_AT_END = re.compile(r"^(.*\S)\s+\(([^\s()]{1,6})\)$")
"""A label that ends in its key: "End turn (E)", "Legen (Enter)"."""
CAP_GAP = 7  # px between a label's words and its key cap
CAP_LETTER = 0.75  # a key cap's letter, as a share of the label's size
CAP_SMALLEST = 14  # px


def cap_letter(size: int) -> int:
    """A key cap's letter beside words of `size` px: smaller, but never under the 14 px
    every word at a table keeps."""
    return max(CAP_SMALLEST, round(size * CAP_LETTER))


def cap_height(size: int) -> int:
    return max(round(size * 1.15), cap_letter(size) + 6)


def cap_width(key: str, size: int) -> int:
    """A key cap's width: square for one letter, wider for a word ("Enter")."""
    return max(cap_height(size), font(cap_letter(size), True).size(key)[0] + 8)


def draw_key_cap(surface: pygame.Surface, key: str, midleft: tuple[int, int], size: int,
                 faded: bool = False) -> pygame.Rect:
    """A keyboard key with `key` on it, beside words of `size` px: a dark cap with a lighter
    rim and a thicker lower edge, as a key looks from above."""
    cap = pygame.Rect(0, 0, cap_width(key, size), cap_height(size))
    cap.midleft = (round(midleft[0]), round(midleft[1]))
    face = palette.BUTTON_DISABLED_EDGE if faded else palette.WOOD_DARK
    ink.rect(surface, palette.darker(face, 0.35), cap.move(0, 2), border_radius=5)
    ink.rect(surface, face, cap, border_radius=5)
    ink.rect(surface, palette.mix(face, palette.CREAM, 0.35), cap, 1, border_radius=5)
    text(surface, key, cap.center, cap_letter(size),
         palette.TEXT_DISABLED if faded else palette.CREAM, bold=True, anchor="center",
         box=cap)
    return cap


def icon_size(size: int) -> int:
    """An icon's square beside (or instead of) words of `size` px."""
    return round(size * 1.25)


def undo_icon(surface: pygame.Surface, square: pygame.Rect, colour: palette.Colour) -> None:
    """Undo's arrow: a stroke bending back over the top to the left, its head at the left
    end pointing down ("↶", drawn: the fonts have no such glyph)."""
    s = square.w
    cx, cy, r = square.centerx + s * 0.06, square.centery + s * 0.12, s * 0.32
    width = max(2, round(s * 0.13))
    angles = [math.radians(a) for a in range(-30, 181, 15)]  # lower right, over the top, left
    points = [(cx + r * math.cos(a), cy - r * math.sin(a)) for a in angles]
    ink.lines(surface, colour, False, points, width)
    for x, y in points:
        ink.circle(surface, colour, (x, y), width / 2)
    tip_x, tip_y = points[-1]
    head = s * 0.24
    ink.polygon(surface, colour, [(tip_x - head, tip_y - head * 0.15),
                                  (tip_x + head, tip_y - head * 0.15), (tip_x, tip_y + head)])


def menu_icon(surface: pygame.Surface, square: pygame.Rect, colour: palette.Colour) -> None:
    """Menu's three bars, the sign every app uses for its menu."""
    s = square.w
    bar = pygame.Rect(0, 0, round(s * 0.7), max(2, round(s * 0.14)))
    for k in (-1, 0, 1):
        bar.center = (square.centerx, round(square.centery + k * s * 0.28))
        ink.rect(surface, colour, bar, border_radius=bar.h // 2)


class Button(Widget):
    """A wooden button: click it, or focus it and press Enter or Space.

    Its label is never cut: `needed_width` says how wide it must be, and `flow` lays buttons
    out by it. Should a box still be too narrow, the label is drawn smaller (not below 12 px).
    """

    PAD = 12  # each side of the label

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 callback: Callable[[], Any], *, size: int = 24, tooltip: str | None = None,
                 enabled: bool = True, selected: bool = False,
                 icon: Callable[[pygame.Surface, pygame.Rect, palette.Colour], object] | None
                 = None) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.icon = icon
        """Drawn instead of the label's words (Undo's arrow, Menu's bars), its key cap still
        after it; the words stay the button's name for its tooltip and for tests."""
        self.callback = callback
        self.size = size
        self.selected = selected
        """The choice in force among its neighbours (an AI level): drawn gold with a tick,
        never greyed like a button that cannot be pressed."""

    def activate(self) -> None:
        if self.interactive:
            self.callback()

    @property
    def shown_label(self) -> str:
        """The words on the button: a selected one carries a tick before them."""
        return f"\u2713 {self.label}" if self.selected else self.label

    @property
    def words_and_key(self) -> tuple[str, str]:
        """The label's words, and the key that presses it as a key cap after them ("Hint (H)"
        is "Hint" and a cap with H): the key reads as a key, not as more words."""
        found = KEY_AT_END.match(self.shown_label)
        return (found.group(1), found.group(2)) if found else (self.shown_label, "")

    def label_width(self, size: int) -> int:
        """The words and their key cap, side by side, at `size`."""
        words, key = self.words_and_key
        width = icon_size(size) if self.icon else font(size, True).size(words)[0]
        return width + (CAP_GAP + cap_width(key, size) if key else 0)

    @property
    def needed_width(self) -> int:
        """The width that shows the whole label at its size."""
        return self.label_width(self.size) + 1 + 2 * self.PAD

    def label_size(self) -> int:
        """The label's size in this box: its own, or smaller if the box is too narrow."""
        room = self.rect.w - 2 * self.PAD - 1
        size = self.size
        while size > 12 and self.label_width(size) > room:
            size -= 1
        return size

    def _label(self, surface: pygame.Surface, rect: pygame.Rect, colour: palette.Colour,
               **shade: Any) -> None:
        """The words, centred with their key cap after them."""
        size = self.label_size()
        words, key = self.words_and_key
        left = rect.centerx - self.label_width(size) // 2
        if self.icon:
            drawn = pygame.Rect(left, rect.centery - icon_size(size) // 2, icon_size(size),
                                icon_size(size))
            self.icon(surface, drawn, colour)
        else:
            drawn = text(surface, words, (left, rect.centery), size, colour,
                         bold=True, anchor="midleft", box=rect, **shade)
        if key:
            draw_key_cap(surface, key, (drawn.right + CAP_GAP, rect.centery), size,
                         faded=not self.enabled)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            colour = palette.BUTTON_DISABLED
        elif self.pressed and self.hovered:
            colour = palette.BUTTON_PRESSED
        elif self.hovered or self.focused:
            colour = palette.BUTTON_HOVER
        else:
            colour = palette.BUTTON
        sink = 2 if self.pressed and self.hovered else 0
        rect = self.rect.move(0, sink)
        if self.selected:  # the choice in force: gold, ticked, plainly not greyed out
            draw_panel(surface, rect, palette.GOLD, palette.WOOD_DARK, shadow=0)
            self._label(surface, rect, palette.INK)
        elif not self.enabled:  # flat and faded, so it never reads as one to press
            draw_panel(surface, rect, colour, palette.BUTTON_DISABLED_EDGE, shadow=0)
            self._label(surface, rect, palette.TEXT_DISABLED)
        elif colour == palette.BUTTON_HOVER:  # lit wood: dark words (cream on it read faintly)
            draw_panel(surface, rect, colour, palette.WOOD_DARK, shadow=3 - sink)
            self._label(surface, rect, palette.INK)
        else:
            draw_panel(surface, rect, colour, palette.WOOD_DARK, shadow=3 - sink)
            self._label(surface, rect, palette.TEXT_ON_WOOD, shadow=palette.WOOD_DARK, shadow_offset=1)
        if self.focused:
            draw_focus(surface, rect)


def flow(buttons: Sequence[Button], area: pygame.Rect, height: int, gap: int = 6,
         columns: int = 2) -> int:
    """Lay `buttons` out in rows across `area` from its top: a row shares its width among up
    to `columns` buttons while every label fits its share, else the button starts a new row.
    Returns the height used."""
    rows: list[list[Button]] = []
    for button in buttons:
        trial = (rows[-1] + [button]) if rows else [button]
        share = (area.w - gap * (len(trial) - 1)) // len(trial)
        if rows and len(trial) <= columns and all(b.needed_width <= share for b in trial):
            rows[-1] = trial
        else:
            rows.append([button])
    for r, row in enumerate(rows):
        share = (area.w - gap * (len(row) - 1)) // len(row)
        for i, button in enumerate(row):
            button.rect = pygame.Rect(area.x + i * (share + gap), area.y + r * (height + gap),
                                      share, height)
    return len(rows) * (height + gap) - gap if rows else 0


def side_by_side(buttons: Sequence[Button], row: pygame.Rect, gap: int = 6) -> None:
    """Buttons in one row, each as wide as its label needs plus an even share of what is
    left (a row too narrow for them all: `flow`'s rows, each `row.h` high, from its top)."""
    spare = row.w - gap * (len(buttons) - 1) - sum(b.needed_width for b in buttons)
    if spare < 0:
        flow(buttons, row, row.h, gap, columns=len(buttons))
        return
    x = row.x
    for button in buttons:
        width = button.needed_width + spare // len(buttons)
        button.rect = pygame.Rect(x, row.y, width, row.h)
        x += width + gap


class _Setting(Widget):
    """A labelled control holding a value; `on_change(value)` runs on every change."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, value: Any,
                 on_change: Callable[[Any], Any] | None, *, size: int = 22,
                 tooltip: str | None = None, enabled: bool = True) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.size = size

    def set(self, value: Any) -> None:
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    @property
    def control(self) -> pygame.Rect:
        """The right half, where the value is shown (the label takes the left half)."""
        half = self.rect.width // 2
        return pygame.Rect(self.rect.x + half, self.rect.y, self.rect.width - half,
                           self.rect.height)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        colour = palette.CREAM if self.enabled else palette.BUTTON_DISABLED
        text(surface, self.label, (self.rect.x + 12, self.rect.centery), self.size, colour,
             anchor="midleft", shadow=palette.SHADOW,
             box=self.rect.clip(self.control.move(-self.control.w, 0)))  # the left half
        self.draw_control(surface, self.control.inflate(-8, -8))
        if self.focused:
            draw_focus(surface, self.rect)

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        raise NotImplementedError


class Toggle(_Setting):
    """On or off: click, Enter or Space flips it."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 value: bool = False, on_change: Callable[[bool], Any] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(rect, label, bool(value), on_change, **kwargs)

    def activate(self) -> None:
        self.set(not self.value)

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        track = pygame.Rect(0, 0, min(rect.width, rect.height * 2), rect.height)
        track.midleft = rect.midleft
        on = self.value
        fill = palette.PLAYERS[3].colour if on else palette.BUTTON_DISABLED
        ink.rect(surface, fill, track, border_radius=track.height // 2)
        knob_x = track.right - track.height // 2 if on else track.left + track.height // 2
        ink.circle(surface, palette.CREAM, (knob_x, track.centery), track.height // 2 - 3)
        text(surface, _("On") if on else _("Off"), (track.right + 12, track.centery), self.size,
             palette.CREAM, anchor="midleft", shadow=palette.SHADOW, box=rect)


class Slider(_Setting):
    """A number in [minimum, maximum]: drag, wheel, or Left/Right by `step`."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 value: float = 0.5, on_change: Callable[[float], Any] | None = None, *,
                 minimum: float = 0.0, maximum: float = 1.0, step: float = 0.1,
                 shown: Callable[[float], str] = lambda v: f"{round(v * 100)}%",
                 **kwargs: Any) -> None:
        super().__init__(rect, label, value, on_change, **kwargs)
        self.minimum, self.maximum, self.step, self.shown = minimum, maximum, step, shown

    def set(self, value: float) -> None:
        value = min(self.maximum, max(self.minimum, value))
        super().set(round(value / self.step) * self.step if self.step else value)

    def _track(self) -> pygame.Rect:
        rect = self.control.inflate(-8, -8)
        return pygame.Rect(rect.x + 8, rect.centery - 3, rect.width - 80, 6)

    def press(self, pos: tuple[int, int]) -> None:
        self.drag(pos)

    def drag(self, pos: tuple[int, int]) -> None:
        track = self._track()
        share = (pos[0] - track.left) / max(1, track.width)
        self.set(self.minimum + share * (self.maximum - self.minimum))

    def click(self, pos: tuple[int, int]) -> None:
        pass

    def activate(self) -> None:
        pass

    def wheel(self, steps: int) -> bool:
        self.set(self.value + steps * self.step)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(self.value + (self.step if event.key == pygame.K_RIGHT else -self.step))
            return True
        return False

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        track = self._track()
        ink.rect(surface, palette.WOOD_DARK, track, border_radius=3)
        share = (self.value - self.minimum) / ((self.maximum - self.minimum) or 1)
        filled = track.copy()
        filled.width = round(track.width * share)
        ink.rect(surface, palette.GOLD, filled, border_radius=3)
        knob = (track.left + filled.width, track.centery)
        ink.circle(surface, palette.CREAM, knob, 11)
        ink.circle(surface, palette.WOOD_DARK, knob, 11, 2)
        text(surface, self.shown(self.value), (track.right + 16, track.centery), self.size,
             palette.CREAM, anchor="midleft", shadow=palette.SHADOW, box=rect)


ARROW_W, ARROW_INSET = 26, 4  # px: a picker's < > buttons, and their inset in its box


def arrow_buttons(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """A picker's two small wooden buttons, at its ends and centred on its middle (the "<"
    and ">" glyphs sat below the middle and read as text; critic 11)."""
    h = max(12, min(rect.h - 2 * ARROW_INSET, 34))
    left = pygame.Rect(rect.x + ARROW_INSET, 0, ARROW_W, h)
    right = pygame.Rect(rect.right - ARROW_INSET - ARROW_W, 0, ARROW_W, h)
    left.centery = right.centery = rect.centery
    return left, right


def chevron(button: pygame.Rect, side: int) -> list[tuple[int, int]]:
    """A triangle pointing left (`side` -1) or right (1), centred in `button`."""
    x, y = button.center
    half, reach = max(4, button.h // 4), max(3, button.w // 5)
    return [(x - side * reach, y - half), (x + side * (reach + 1), y),
            (x - side * reach, y + half)]


class Choice(_Setting):
    """One of several options: Left/Right or clicking the arrows cycles, Enter goes on.

    `options` are (value, shown text) pairs; `value` picks the starting one.
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 options: Sequence[tuple[Any, str]], value: Any = None,
                 on_change: Callable[[Any], Any] | None = None, **kwargs: Any) -> None:
        if not options:
            raise ValueError("a Choice needs at least one option")
        self.options = list(options)
        values = [v for v, _ in self.options]
        super().__init__(rect, label, value if value in values else values[0], on_change,
                         **kwargs)

    @property
    def index(self) -> int:
        return [v for v, _ in self.options].index(self.value)

    def cycle(self, step: int) -> None:
        self.set(self.options[(self.index + step) % len(self.options)][0])

    def activate(self) -> None:
        self.cycle(1)

    def click(self, pos: tuple[int, int]) -> None:
        control = self.control
        self.cycle(-1 if control.collidepoint(pos) and pos[0] < control.x + 40 else 1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cycle(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return False

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        draw_panel(surface, rect, palette.PANEL, palette.PANEL_EDGE, shadow=0)
        lit = self.hovered or self.focused
        for side, button in zip((-1, 1), arrow_buttons(rect), strict=True):
            draw_panel(surface, button, palette.BUTTON_HOVER if lit else palette.BUTTON,
                       palette.WOOD_DARK, radius=6, shadow=0)
            ink.polygon(surface, palette.CREAM, chevron(button, side))
        room = rect.inflate(-64, 0)  # between the arrows
        shown = self.options[self.index][1]
        size = self.size  # a long name ("Tschüss, Schwarzes Schaf") smaller, never over them
        while size > 12 and font(size).size(shown)[0] > room.w:
            size -= 1
        text(surface, shown, rect.center, size, palette.CREAM, anchor="center", box=room)


class TextField(Widget):
    """One line of typed text (a player's name): typing and Backspace/Delete at a caret that
    Left/Right/Home/End move, Enter submits. Left at the start and Right at the end are left
    to the keyboard navigation, so the arrows still lead out of the field."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], value: str = "", *,
                 max_length: int = 16, placeholder: str = "",
                 on_change: Callable[[str], Any] | None = None,
                 on_submit: Callable[[str], Any] | None = None, size: int = 24,
                 tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.value = value[:max_length]
        self.max_length = max_length
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_submit = on_submit
        self.size = size
        self.blink = 0.0
        self.caret = len(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        # Space is a letter here, not "activate".
        if event.type == pygame.KEYDOWN and self.focused and event.key == pygame.K_SPACE:
            return True  # the TEXTINPUT event that follows types it
        return super().handle(event)

    def _set(self, value: str, caret: int) -> None:
        self.caret = caret
        self.blink = 0.0  # the caret shows at once where it went
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def activate(self) -> None:
        if self.on_submit:
            self.on_submit(self.value)

    def click(self, pos: tuple[int, int]) -> None:
        pass

    def typed(self, characters: str) -> bool:
        at = min(self.caret, len(self.value))
        room = self.max_length - len(self.value)
        printable = "".join(c for c in characters if c.isprintable())[:max(0, room)]
        self._set(self.value[:at] + printable + self.value[at:], at + len(printable))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        at, end = min(self.caret, len(self.value)), len(self.value)
        if event.key == pygame.K_BACKSPACE:
            self._set(self.value[:max(0, at - 1)] + self.value[at:], max(0, at - 1))
            return True
        if event.key == pygame.K_DELETE:
            self._set(self.value[:at] + self.value[at + 1:], at)
            return True
        moves = {pygame.K_LEFT: at - 1, pygame.K_RIGHT: at + 1, pygame.K_HOME: 0,
                 pygame.K_END: end}
        if event.key in moves:
            target = moves[event.key]
            if not 0 <= target <= end:
                return False  # at the edge: the arrow moves the focus instead
            self._set(self.value, target)
            return True
        # Letters arrive as TEXTINPUT; swallow their KEYDOWN so they do not navigate.
        return bool(event.unicode and event.unicode.isprintable())

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    PAD = 16  # from the field's left edge to its text: room for the caret before the text

    def caret_x(self) -> int:
        """Where the caret stands: in the gap before the character after it, never on a
        letter (before the first one, or before the hint of an empty field)."""
        at = min(self.caret, len(self.value))
        if at == 0:
            return self.rect.x + self.PAD - 4
        return self.rect.x + self.PAD + font(self.size).size(self.value[:at])[0] + 1

    @property
    def hint_size(self) -> int:
        """The placeholder's size: a step below a typed value's, never under 14."""
        return max(14, self.size - 3)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw_panel(surface, self.rect, palette.CREAM, palette.WOOD_DARK, shadow=2)
        inner = (self.rect.x + self.PAD, self.rect.centery)
        if self.value:
            text(surface, self.value, inner, self.size, palette.INK, anchor="midleft",
                 box=self.rect)
        else:
            # the hint, dimmed and a size smaller: what to type, not something typed
            # (set in a little, clear of the caret that stands at the start)
            text(surface, self.placeholder, (inner[0] + 2, inner[1]), self.hint_size,
                 palette.HINT, anchor="midleft", box=self.rect)
        if self.focused:
            if self.blink < 0.5:
                x = self.caret_x()
                height = font(self.size).get_height()
                ink.line(surface, palette.INK, (x, self.rect.centery - height // 2),
                         (x, self.rect.centery + height // 2), 2)
            draw_focus(surface, self.rect)


class WrappedText(Widget):
    """Rules or help text wrapped to the width: `# ` and `## ` headings, `- ` bullets.

    Scroll with the wheel over it, or Up/Down, Page Up/Down, Home/End when focused.
    """

    LINE_GAP = 4

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], content: str, *,
                 size: int = 20, colour: palette.Colour = palette.CREAM) -> None:
        super().__init__(rect)
        self.size = size
        self.colour = colour
        self.scroll = 0.0
        self._lines: list[tuple[pygame.Surface, int, int]] = []  # image, x, y
        self.content_height = 0
        self.set_text(content)

    def set_text(self, content: str) -> None:
        self.content = content
        self.scroll = 0.0
        self._layout()

    def _style(self, line: str) -> tuple[str, int, bool, int, str]:
        """(text, size, bold, indent, bullet) of one source line."""
        if line.startswith("## "):
            return line[3:], round(self.size * 1.2), True, 0, ""
        if line.startswith("# "):
            return line[2:], round(self.size * 1.5), True, 0, ""
        if line.startswith("- "):
            return line[2:], self.size, False, round(self.size * 1.3), "\u2022"
        return line, self.size, False, 0, ""

    def _wrap(self, words: list[str], face: pygame.font.Font, width: int) -> list[str]:
        rows: list[str] = []
        row = ""
        for word in words:
            attempt = f"{row} {word}" if row else word
            if face.size(attempt)[0] <= width or not row:
                row = attempt
            else:
                rows.append(row)
                row = word
        if row:
            rows.append(row)
        return rows

    def _layout(self) -> None:
        self._lines = []
        y = 0
        width = self.rect.width - 24  # room for the scroll bar
        for source in self.content.splitlines():
            if not source.strip():
                y += self.size // 2 + self.LINE_GAP
                continue
            words, size, bold, indent, bullet = self._style(source.rstrip())
            face = font(size, bold)
            if size > self.size and y:
                y += self.size // 2
            if bullet:
                self._lines.append((text(None, bullet, size=size, colour=self.colour),
                                    indent // 3, y))
            for row in self._wrap(words.split(), face, width - indent):
                self._lines.append((text(None, row, size=size, colour=self.colour, bold=bold,
                                         box=self.rect), indent, y))
                y += face.get_linesize() + self.LINE_GAP
        self.content_height = y

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_height - self.rect.height)

    def scroll_by(self, pixels: float) -> None:
        self.scroll = min(self.max_scroll, max(0.0, self.scroll + pixels))

    def wheel(self, steps: int) -> bool:
        self.scroll_by(-steps * 3 * (self.size + self.LINE_GAP))
        return True

    def activate(self) -> None:
        self.scroll_by(self.rect.height * 0.9)

    def key(self, event: pygame.event.Event) -> bool:
        line = self.size + self.LINE_GAP
        page = self.rect.height * 0.9
        moves = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page, pygame.K_HOME: -self.content_height,
                 pygame.K_END: self.content_height}
        if event.key in moves:
            self.scroll_by(moves[event.key])
            return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        top = self.rect.y - round(self.scroll)
        for image, x, y in self._lines:  # whole rows only: never half a line at an edge
            at = top + y - self.rect.y
            if 0 <= at and at + image.get_height() <= self.rect.height:
                surface.blit(image, (self.rect.x + x, top + y))
        surface.set_clip(clip)
        if self.max_scroll:
            bar = pygame.Rect(self.rect.right - 8, self.rect.y, 6, self.rect.height)
            ink.rect(surface, SCROLL_TRACK, bar, border_radius=3)  # not felt green: a stray stripe
            knob_height = max(24, round(bar.height * self.rect.height / self.content_height))
            knob_y = bar.y + round((bar.height - knob_height) * self.scroll / self.max_scroll)
            ink.rect(surface, palette.GOLD if self.focused else palette.CREAM_DARK,
                             (bar.x, knob_y, bar.width, knob_height), border_radius=3)


class Tooltip:
    """A small cream note, shown after the pointer rests a moment: beside the widget it
    explains (`near`), where it covers none of the widgets to `avoid`, or by the pointer."""

    DELAY = 0.5
    WIDTH = 360  # a longer note wraps
    GAP = 8

    def __init__(self, size: int = 18) -> None:
        self.size = size
        self.message: str | None = None
        self.pos = (0, 0)
        self.near: pygame.Rect | None = None
        self.avoid: list[pygame.Rect] = []
        self.waited = 0.0

    def show(self, message: str | None, pos: tuple[int, int], near: pygame.Rect | None = None,
             avoid: Sequence[pygame.Rect] = ()) -> None:
        if message != self.message:
            self.waited = 0.0
        self.message, self.pos, self.near, self.avoid = message, pos, near, list(avoid)

    def hide(self) -> None:
        self.message = None

    @property
    def visible(self) -> bool:
        return bool(self.message) and self.waited >= self.DELAY

    def update(self, dt: float) -> None:
        if self.message:
            self.waited += dt

    def rows(self, width: int | None = None) -> list[str]:
        """The note's words wrapped to `width` (the widest a note gets, unless told)."""
        width = width or self.WIDTH
        rows: list[str] = []
        for word in (self.message or "").split():
            if rows and font(self.size).size(f"{rows[-1]} {word}")[0] <= width:
                rows[-1] = f"{rows[-1]} {word}"
            else:
                rows.append(word)
        return rows

    def _sized(self, width: int | None = None) -> pygame.Rect:
        rows = self.rows(width)
        return pygame.Rect(0, 0, max(font(self.size).size(r)[0] for r in rows) + 16,
                           len(rows) * font(self.size).get_linesize() + 10)

    def placed(self, screen: pygame.Rect) -> tuple[pygame.Rect, list[str]]:
        """Where the note goes on `screen`, and its rows: the first place beside (wrapped
        narrower to fit there), above or below its widget, then further up or down, that
        is on the screen and covers no widget to avoid; by the pointer for no widget."""
        near, g = self.near, self.GAP
        if near is None:
            box = self._sized()
            box.topleft = (self.pos[0] + 16, self.pos[1] + 20)
            return box.clamp(screen), self.rows()
        right = screen.right - near.right - g - 16  # text room beside it, each side
        left = near.x - screen.x - g - 16
        places: list[tuple[int | None, dict[str, tuple[int, int]]]] = [
            (min(self.WIDTH, right), dict(midleft=(near.right + g, near.centery))),
            (min(self.WIDTH, left), dict(midright=(near.x - g, near.centery))),
            (None, dict(midbottom=(near.centerx, near.y - g))),
            (None, dict(midtop=(near.centerx, near.bottom + g)))]
        for step in range(g, screen.h, 8):  # further from it, up then down
            places += [(None, dict(bottomleft=(near.x, near.y - step))),
                       (None, dict(topleft=(near.x, near.bottom + step)))]
        for width, place in places:
            if width is not None and width < 160:
                continue  # too narrow a strip for a readable note
            trial = self._sized(width)
            for name, value in place.items():
                setattr(trial, name, value)
            trial = trial.clamp(screen)
            if not trial.colliderect(near) and trial.collidelist(self.avoid) < 0:
                return trial, self.rows(width)
        box = self._sized()
        box.midleft = (near.right + g, near.centery)
        return box.clamp(screen), self.rows()

    def box(self, screen: pygame.Rect) -> pygame.Rect:
        return self.placed(screen)[0]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        box, rows = self.placed(surface.get_rect())
        draw_panel(surface, box, palette.CREAM, palette.WOOD_DARK, radius=6, shadow=2)
        line = font(self.size).get_linesize()
        for i, row in enumerate(rows):
            text(surface, row, (box.x + 8, box.y + 5 + i * line), self.size, palette.INK,
                 box=box)


class WidgetGroup:
    """Routes events over a list of widgets, owns keyboard focus and the tooltip.

    Tab / Shift+Tab and the arrow keys move focus (after the focused widget had its chance:
    a Slider keeps Left/Right); a click focuses what it hits.
    """

    NEXT = (pygame.K_DOWN, pygame.K_RIGHT)
    PREVIOUS = (pygame.K_UP, pygame.K_LEFT)

    def __init__(self, widgets: Sequence[Widget] = (), *, autofocus: bool = True) -> None:
        self.widgets: list[Widget] = []
        self.tooltip = Tooltip()
        self.focused: Widget | None = None
        for widget in widgets:
            self.add(widget)
        if autofocus:
            self.focus_next(1)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def _focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.interactive]

    def focus(self, widget: Widget | None) -> None:
        if self.focused is not None:
            self.focused.focused = False
        self.focused = widget
        if widget is not None:
            widget.focused = True
        for other in self.widgets:  # one highlight: the pointer's hover leaves with the focus
            if other is not widget:
                other.hovered = False

    def follow(self, over: list[Widget]) -> None:
        """The pointer moved onto a widget: it becomes the one selected, so the mouse and
        the keyboard never highlight two things. A text field is entered by a click, and
        once in one, the pointer does not take the typing away."""
        target = next((w for w in reversed(over) if w.focusable and w.interactive), None)
        typing = isinstance(self.focused, TextField)
        if target is not None and target is not self.focused and not typing \
                and not isinstance(target, TextField):
            self.focus(target)

    def focus_next(self, step: int) -> None:
        ring = self._focusable()
        if not ring:
            self.focus(None)
            return
        if self.focused in ring:
            index = (ring.index(self.focused) + step) % len(ring)
        else:
            index = 0 if step > 0 else len(ring) - 1
        self.focus(ring[index])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if self.focused is not None and self.focused.handle(event):
                return True
            if event.type != pygame.KEYDOWN:
                return False
            if event.key == pygame.K_TAB:
                self.focus_next(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in self.NEXT + self.PREVIOUS:
                self.focus_next(1 if event.key in self.NEXT else -1)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            over = [w for w in self.widgets if w.handle(event)]
            self.follow(over)
            tipped = next((w for w in reversed(over) if w.tooltip), None)
            self.tooltip.show(tipped and tipped.tooltip, event.pos,
                              None if tipped is None else tipped.rect,
                              [w.rect for w in self.widgets
                               if w is not tipped and w.interactive and w.focusable])
            return bool(over)
        for widget in reversed(self.widgets):
            if widget.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN and widget.focusable:
                    self.focus(widget)
                self.tooltip.hide()
                return True
        return False

    def update(self, dt: float) -> None:
        if self.focused is not None and not self.focused.interactive:
            self.focus_next(1)
        for widget in self.widgets:
            widget.update(dt)
        self.tooltip.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)
        self.tooltip.draw(surface)
