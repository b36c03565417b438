"""What every menu screen shares: the felt, a heading, a widget group, Esc = back.

The felt is rasterized once per window size into one cached surface, so a menu frame is a
single blit plus its widgets. A menu opened over a table (`overlay=True`) darkens the table
instead, so the game stays in view behind the pause, settings or rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.view import assets, canvas, ink, palette
from game.view.stack import Scene
from game.view.widgets import Button, Widget, WidgetGroup

if TYPE_CHECKING:
    from game.app import App

WIDTH, HEIGHT = 1280, 720
CENTRE_X = WIDTH // 2
TILE = 256


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


@canvas.raster
def _felt(size: tuple[int, int], converted: bool) -> pygame.Surface:
    surface = assets.tiled("table_felt", size, TILE)
    # A soft vignette: nested translucent frames darken the edges like a lamp-lit table.
    shade = canvas.blank(size)
    for i in range(12):
        rect = pygame.Rect(0, 0, size[0], size[1]).inflate(-i * 24, -i * 20)
        ink.rect(shade, (*palette.FELT_DARK, 14), rect, 12, border_radius=40 + i * 6)
    surface.blit(shade, (0, 0))
    return surface.convert() if converted else surface


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The menu background at `size`, made once."""
    return _felt((int(size[0]), int(size[1])), _display_ready())


@canvas.raster
def _shade(size: tuple[int, int], alpha: int, converted: bool) -> pygame.Surface:
    surface = canvas.blank(size)
    surface.fill((*palette.PANEL, alpha))
    return assets.prepared(surface) if converted else surface


def shade(size: tuple[int, int], alpha: int = 170) -> pygame.Surface:
    """A dark translucent veil over whatever is beneath (a table under the pause menu)."""
    return _shade((int(size[0]), int(size[1])), alpha, _display_ready())


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`message` broken into rows no wider than `width`; an overlong word is cut too."""
    face = assets.font(size, bold)
    rows: list[str] = []
    row = ""
    for word in message.split():
        attempt = f"{row} {word}" if row else word
        if face.size(attempt)[0] <= width:
            row = attempt
            continue
        if row:
            rows.append(row)
        row = word
        while face.size(row)[0] > width and len(row) > 1:
            cut = len(row) - 1
            while cut > 1 and face.size(row[:cut])[0] > width:
                cut -= 1
            rows.append(row[:cut])
            row = row[cut:]
    if row:
        rows.append(row)
    return rows


@canvas.raster(maxsize=32)
def _board(size: tuple[int, int], alpha: int) -> canvas.Canvas:
    board = canvas.blank(size)
    ink.rect(board, (*palette.PANEL, alpha), board.get_rect(), border_radius=16)
    return board


def draw_box(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215,
             edge: palette.Colour = palette.PANEL_EDGE) -> None:
    """A dark wooden board with a light rim: the frame every menu's content sits in (the
    board made once per size, so an unchanged box is not repainted every frame)."""
    surface.blit(_board(tuple(rect.size), alpha), rect)
    ink.rect(surface, edge, rect, 3, border_radius=16)


class MenuScene(Scene):
    """A menu screen: subclasses list their widgets in `build()` and may draw in `draw_body`.

    `build()` also sets `heading`, so that both follow a language switch. Subclasses call
    `rebuild()` at the end of their `__init__`, once what `build()` reads is set; later calls
    (a language switch, a choice that changes what is on screen) keep the keyboard focus on
    the same place.
    """

    HEADING_Y = 62

    def __init__(self, app: App, overlay: bool = False) -> None:
        super().__init__(app)
        self.heading = ""
        self.transparent = overlay
        self.widgets = WidgetGroup()

    # -- for subclasses -----------------------------------------------------------------
    def build(self) -> Sequence[Widget]:
        return []

    def draw_body(self, surface: pygame.Surface) -> None: ...

    def back(self) -> None:
        self.app.stack.pop()

    # -- shared ---------------------------------------------------------------------------
    def button(self, rect: tuple[int, int, int, int], label: str, action: Callable[[], Any],
               **kwargs: Any) -> Button:
        """A wooden button that clicks audibly."""
        def pressed() -> None:
            self.app.play("click")
            action()

        return Button(rect, label, pressed, **kwargs)

    def rebuild(self) -> None:
        old = self.widgets
        place = old.widgets.index(old.focused) if old.focused in old.widgets else -1
        self.widgets = WidgetGroup(self.build(), autofocus=False)
        fresh = self.widgets.widgets
        if 0 <= place < len(fresh) and fresh[place].focusable and fresh[place].interactive:
            self.widgets.focus(fresh[place])
        else:
            self.widgets.focus_next(1)

    def resume(self) -> None:
        self.rebuild()  # the language may have changed in the settings meanwhile

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.widgets.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.widgets.update(dt)

    def settle_below(self) -> None:
        """The scenes under this one stop jolting: they are not updated while it is up, so
        a shake begun by the last move (Bye-Bye's watering hole, a Boom-Bah mine) stayed
        on, and its scroll of the screen, every frame, smeared what is drawn over it."""
        for scene in self.app.stack.scenes:
            shake = getattr(scene, "shake", None)
            if scene is not self and shake is not None and shake.active:
                shake.update(shake.left)

    @property
    def over_something(self) -> bool:
        """Drawn over another scene (so the felt would hide it)."""
        scenes = self.app.stack.scenes
        return self.transparent and bool(scenes) and scenes[0] is not self

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(shade(size) if self.over_something else felt(size), (0, 0))
        self.draw_body(surface)
        if self.heading:
            rect = assets.text(surface, self.heading, (CENTRE_X, self.HEADING_Y), 46,
                               palette.CREAM, bold=True, anchor="center", shadow=palette.INK)
            ink.line(surface, palette.GOLD, (rect.left + 10, rect.bottom + 4),
                             (rect.right - 10, rect.bottom + 4), 4)
        self.widgets.draw(surface)
