"""The "?" reference: one pop-up, the same at all four tables, with what a player looks up
rather than reads every turn (Black Sheep's ranks and bonuses, Sheep-Boom-Bah's tiles, the
Bye-Bye card guide, what Sheep Sheep's strip under a card shows).

Each table says what is in it through one method, `TableScene.reference()`: a list of
`Section`s, each a heading and rows of picture + words. The drawing is here, once: the table
dimmed under one wood-framed panel, a title, the sections in two or three columns, never
under 14 px at 1280x720 (the columns are chosen so that everything fits at the largest size).

It opens as a scene of its own on the table's stack (`ReferenceScene`), so while it is up
the table gets no input and no update (no AI moves, no animation runs on); Esc, F1, "?" or a
click outside the panel closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import _
from game.view import assets, canvas, ink, palette
from game.view.paint import wrap
from game.view.stack import Scene

if TYPE_CHECKING:
    from game.app import App

Picture = Callable[[pygame.Surface, pygame.Rect], None]
"""Draws a row's picture into the rect it is given (its `Row.picture_size`)."""

AREA = pygame.Rect(36, 20, 1208, 680)  # the most the panel takes of the 1280 x 720 table
FRAME = 8  # px: the panel's wooden frame
INSIDE = 22  # px: between the frame and the text
TITLE = 26  # px, bold: the panel's title
HEADING = 18  # px, bold: a section's heading
SIZES = (16, 15, 14)  # px: the rows' words, the largest that fits (never under 14)
FOOT = 14  # px: the closing hint at the panel's foot
COLUMN_GAP = 28
ROW_GAP = 8
SECTION_GAP = 16
PICTURE_GAP = 10  # px: between a row's picture and its words
DIM = 215  # the veil's alpha over the table (at 170 critics 21 read the table through it)
KEYS = (pygame.K_F1, pygame.K_ESCAPE)


@dataclass(frozen=True)
class Row:
    """A row: its picture (None: words only), its bold name (may be ""), and its words."""

    words: str
    picture: Picture | None = None
    picture_size: tuple[int, int] = (30, 30)
    name: str = ""


@dataclass(frozen=True)
class Section:
    heading: str
    rows: Sequence[Row] = field(default_factory=tuple)


class Placed(NamedTuple):
    """A text as laid out: its words, where it goes (top-left), its size, bold or not."""

    words: str
    pos: tuple[int, int]
    size: int
    bold: bool


class Laid(NamedTuple):
    panel: pygame.Rect
    texts: list[Placed]
    pictures: list[tuple[Picture, pygame.Rect]]


def _row_height(row: Row, size: int, width: int) -> tuple[int, list[str]]:
    pic_w, pic_h = row.picture_size if row.picture is not None else (0, 0)
    room = width - (pic_w + PICTURE_GAP if row.picture is not None else 0)
    lines = wrap(row.words, size, room) if row.words else []
    words_h = assets.font(size).get_linesize() * len(lines)
    if row.name:
        words_h += assets.font(size, True).get_linesize()
    return max(pic_h, words_h), lines


def _heading(section: Section, width: int) -> list[str]:
    """A section's heading, wrapped to its column (German runs long)."""
    return wrap(section.heading, HEADING, width, bold=True)


def _section_height(section: Section, size: int, width: int) -> int:
    h = assets.font(HEADING, True).get_linesize() * len(_heading(section, width)) + 4
    for row in section.rows:
        h += _row_height(row, size, width)[0] + ROW_GAP
    return h - ROW_GAP


def _columns(heights: list[int], n: int) -> list[list[int]]:
    """The sections (by index, in their order) cut into at most `n` columns, the tallest
    column as short as it can be."""
    best: list[list[int]] | None = None
    best_h = float("inf")
    count = len(heights)

    def tall(column: list[int]) -> float:
        return sum(heights[i] for i in column) + SECTION_GAP * max(0, len(column) - 1)

    def cuts(start: int, left: int) -> list[list[list[int]]]:
        if left == 1 or start >= count:
            return [[list(range(start, count))]]
        found = []
        for end in range(start + 1, count + 1):
            for rest in cuts(end, left - 1):
                found.append([list(range(start, end)), *rest])
        return found

    for split in cuts(0, n):
        split = [c for c in split if c]
        h = max((tall(c) for c in split), default=0)
        if h < best_h:
            best, best_h = split, h
    return best or [[]]


def layout(title: str, sections: Sequence[Section]) -> Laid:
    """Where everything goes: the largest size (16 down to 14) at which the sections fit in
    two columns, else three, else four (none fits: the shortest of them all, so the panel
    overflows as little as it can); the panel as tall as its tallest column, centred."""
    head = assets.font(TITLE, True).get_linesize() + 12
    foot = assets.font(FOOT).get_linesize() + 16
    inner_w = AREA.w - 2 * (FRAME + INSIDE)
    room = AREA.h - 2 * (FRAME + INSIDE) - head - foot
    chosen = None
    for size in SIZES:
        for n in (2, 3, 4):  # four for a game with much to look up (Boom-Bah's cards)
            width = (inner_w - (n - 1) * COLUMN_GAP) // n
            heights = [_section_height(s, size, width) for s in sections]
            cols = _columns(heights, min(n, max(1, len(sections))))
            tallest = max(sum(heights[i] for i in c) + SECTION_GAP * (len(c) - 1) for c in cols)
            if chosen is None or tallest <= room or tallest < chosen[4]:
                chosen = (size, n, width, cols, tallest)  # else the shortest try
            if tallest <= room:
                break
        if chosen[4] <= room:
            break
    size, n, width, cols, tallest = chosen
    body_h = min(tallest, room)
    height = 2 * (FRAME + INSIDE) + head + body_h + foot
    panel = pygame.Rect(AREA.x, AREA.centery - height // 2, AREA.w, height)
    texts: list[Placed] = []
    pictures: list[tuple[Picture, pygame.Rect]] = []
    top = panel.y + FRAME + INSIDE
    texts.append(Placed(title, (panel.centerx, top), TITLE, True))
    body_top = top + head
    step = assets.font(size).get_linesize()
    for c, column in enumerate(cols):
        x = panel.x + FRAME + INSIDE + c * (width + COLUMN_GAP)
        y = body_top
        for index in column:
            section = sections[index]
            for line in _heading(section, width):
                texts.append(Placed(line, (x, y), HEADING, True))
                y += assets.font(HEADING, True).get_linesize()
            y += 4
            for row in section.rows:
                h, lines = _row_height(row, size, width)
                left = x
                if row.picture is not None:
                    pw, ph = row.picture_size
                    pictures.append((row.picture, pygame.Rect(x, y + max(0, (h - ph) // 2)
                                                              if not row.name else y, pw, ph)))
                    left = x + pw + PICTURE_GAP
                words_h = step * len(lines) + (assets.font(size, True).get_linesize()
                                               if row.name else 0)
                ty = y + max(0, (h - words_h) // 2)
                if row.name:
                    texts.append(Placed(row.name, (left, ty), size, True))
                    ty += assets.font(size, True).get_linesize()
                for line in lines:
                    texts.append(Placed(line, (left, ty), size, False))
                    ty += step
                y += h + ROW_GAP
            y += SECTION_GAP - ROW_GAP
    texts.append(Placed(closing(), (panel.centerx, panel.bottom - FRAME - INSIDE - foot + 10),
                        FOOT, False))
    return Laid(panel, texts, pictures)


def closing() -> str:
    return _("Esc, F1 or a click outside closes this")


def draw(surface: pygame.Surface, title: str, sections: Sequence[Section]) -> pygame.Rect:
    """The table (already drawn) dimmed, the panel and all in it; returns the panel."""
    veil = canvas.blank(canvas.LAYOUT)
    veil.fill((*palette.INK[:3], DIM))
    surface.blit(veil, (0, 0))
    laid = layout(title, sections)
    panel = laid.panel
    ink.rect(surface, palette.darker(palette.FELT_DARK, 0.4), panel.move(0, 5), border_radius=18)
    ink.rect(surface, palette.WOOD, panel, border_radius=18)
    ink.rect(surface, palette.WOOD_LIGHT, panel, 2, border_radius=18)
    inner = panel.inflate(-2 * FRAME, -2 * FRAME)
    ink.rect(surface, palette.PANEL, inner, border_radius=12)
    ink.rect(surface, palette.WOOD_DARK, inner, 2, border_radius=12)
    for picture, at in laid.pictures:
        picture(surface, at)
    for i, placed in enumerate(laid.texts):
        if i == 0:
            assets.text(surface, placed.words, placed.pos, placed.size, palette.GOLD, bold=True,
                        anchor="midtop", box=inner)
        elif i == len(laid.texts) - 1:
            assets.text(surface, placed.words, placed.pos, placed.size, palette.CREAM_DARK,
                        anchor="midtop", box=inner)
        else:
            colour = palette.GOLD if placed.size == HEADING and placed.bold else palette.CREAM
            assets.text(surface, placed.words, placed.pos, placed.size, colour,
                        bold=placed.bold, box=inner)
    return panel


def opens(event: pygame.event.Event) -> bool:
    """F1 or "?" (the keys that open the reference, and close it again)."""
    return event.type == pygame.KEYDOWN and (
        event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?")


class ReferenceScene(Scene):
    """The reference over its table: the table waits (no input, no update) until it closes."""

    transparent = True

    def __init__(self, app: App, below: Scene, title: str, sections: Sequence[Section]):
        super().__init__(app)
        self.below = below
        self.title = title
        self.sections = list(sections)

    def panel(self) -> pygame.Rect:
        return layout(self.title, self.sections).panel

    def close(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if opens(event) or (event.type == pygame.KEYDOWN and event.key in KEYS):
            self.close()
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button <= 3
              and not self.panel().collidepoint(event.pos)):
            self.close()
        return True  # nothing reaches the table while the reference is up

    def draw(self, surface: pygame.Surface) -> None:
        draw(surface, self.title, self.sections)
