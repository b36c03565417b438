"""The game log every table shows: what happened, in sentences, newest at the bottom.

- A long line wraps (a hanging indent under its icon); nothing is cut. Every line keeps the
  icon column: a line without an icon has a small bullet there, so all lines start at one
  indent.
- The wheel over it, and Page Up / Page Down anywhere, scroll it; reading older lines keeps
  them in place while new ones arrive below.
- Players' names take their seat's colour; a line may start with a small icon from the art
  (an animal, a card, a mine), tinted with a seat's colour for its pieces.
- Every line knows the match step it tells of, so the lines of a step taken back can be
  dropped. The table adds a line when its animation plays (see `TableScene.told`).
- With `on_pick` set (the replay viewer), a line lights up under the pointer and a click on
  it hands that line over (the replay jumps to its move).

All text goes through `assets.text`, the one text-render helper, every frame (it caches).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple

import pygame

from game.i18n import _
from game.view import assets, canvas, ink, palette
from game.view.widgets import Widget

KEEP = 300  # lines kept; older ones leave the log


class Icon(NamedTuple):
    art: str  # a drawing in assets/art
    tint: int | None = None  # the seat whose colour it takes (a player's pieces)


@dataclass(frozen=True)
class LogLine:
    text: str
    step: int  # the match step it tells of (0-based)
    icon: Icon | None = None


Part = tuple[str, palette.Colour, bool]  # words, colour, bold


class Piece(NamedTuple):
    x: int
    words: str
    colour: palette.Colour
    bold: bool


@dataclass(frozen=True)
class Row:
    icon: Icon | None  # on a line's first row only
    pieces: tuple[Piece, ...]
    first: bool  # the first row of its line (a gap goes above it)


class GameLog(Widget):
    """A titled, wrapped, scrollable list of `LogLine`s inside `rect`."""

    focusable = False
    TITLE = 16
    PAD = 8
    LINE_GAP = 3  # between lines (not between the rows of one wrapped line)
    WHEEL_ROWS = 3

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int],
                 names: dict[str, palette.Colour], size: int = 14) -> None:
        super().__init__(rect)
        self.size = size
        self.names = names
        self.lines: list[LogLine] = []  # as shown: folded where `merge` says
        self.told: list[LogLine] = []  # as told, unfolded (a step taken back unfolds its line)
        self._sizes: list[int] = []  # how many told lines each shown line holds
        self.rows: list[Row] = []
        self.scroll = 0  # pixels scrolled up from the newest row (0: following it)
        self._pattern = _name_pattern(names)
        self.on_pick: Callable[[LogLine], Any] | None = None  # a click on a line
        self.pointer: tuple[int, int] | None = None  # over the log, for the line to light up
        # A table may fold a line into the one above it ("Bo and Cy let the card stand"):
        # merge(last, new) gives the folded line, or None to keep both.
        self.merge: Callable[[LogLine, LogLine], LogLine | None] | None = None

    # -- content ----------------------------------------------------------------------
    def add(self, line: LogLine) -> None:
        before = self.content_height
        self.told.append(line)
        joined = self.merge(self.lines[-1], line) if self.merge and self.lines else None
        if joined is not None:  # folded into the last line: only that line is wrapped again
            self.lines[-1] = joined
            self._sizes[-1] += 1
            last = max(i for i, row in enumerate(self.rows) if row.first)
            self.rows = self.rows[:last] + self._wrap(joined)
        else:
            self.lines.append(line)
            self._sizes.append(1)
            self.rows += self._wrap(line)
        if len(self.lines) > KEEP:  # the oldest lines leave with their rows (nothing re-wrapped)
            self.told = self.told[sum(self._sizes[:-KEEP]):]
            self.lines, self._sizes = self.lines[-KEEP:], self._sizes[-KEEP:]
            starts = [i for i, row in enumerate(self.rows) if row.first]
            self.rows = self.rows[starts[-KEEP]:]
        if self.scroll:  # someone is reading older lines: keep them where they are
            self.scroll = min(self.max_scroll, self.scroll + self.content_height - before)

    def reset(self, lines: list[LogLine]) -> None:
        self._fold(lines)
        self.scroll = 0
        self._layout()

    def _fold(self, lines: list[LogLine]) -> None:
        """Show `lines`, each folded into the one above where the table's `merge` says so."""
        folded: list[LogLine] = []
        sizes: list[int] = []
        for line in lines:
            joined = self.merge(folded[-1], line) if self.merge and folded else None
            if joined is None:
                folded.append(line)
                sizes.append(1)
            else:
                folded[-1] = joined
                sizes[-1] += 1
        self.told = lines[sum(sizes[:-KEEP]):]
        self.lines, self._sizes = folded[-KEEP:], sizes[-KEEP:]

    def drop_from(self, step: int) -> None:
        """Forget the lines of step `step` and later (they were taken back). A folded line
        is folded again from the lines that stay ("Bo and Cy pass" back to "Bo passes")."""
        kept = [line for line in self.told if line.step < step]
        if len(kept) != len(self.told):
            self._fold(kept)
            self._layout()
            self.scroll = min(self.scroll, self.max_scroll)

    def place(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        """Move the log into `rect` (a prompt docked above it shrinks it for a while)."""
        if pygame.Rect(rect) == self.rect:
            return
        width = self.body.w
        self.rect = pygame.Rect(rect)
        if self.body.w != width:  # the rows wrap to the width alone
            self._layout()
        self.scroll = min(self.scroll, self.max_scroll)

    # -- layout -------------------------------------------------------------------------
    @property
    def body(self) -> pygame.Rect:
        """Where the lines go: under the title, inside the padding."""
        top = self.PAD + self.TITLE + 8
        return pygame.Rect(self.rect.x + self.PAD, self.rect.y + top,
                           max(1, self.rect.w - 2 * self.PAD - 8), max(1, self.rect.h - top - 6))

    @property
    def row_height(self) -> int:
        return assets.font(self.size).get_linesize()

    @property
    def icon_size(self) -> int:
        return self.row_height

    @property
    def indent(self) -> int:
        """Where every line's words start: right of the icon column (one for all lines)."""
        return self.icon_size + 4

    @property
    def content_height(self) -> int:
        gaps = sum(row.first for row in self.rows[1:]) * self.LINE_GAP
        return len(self.rows) * self.row_height + gaps

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.body.h)

    def _layout(self) -> None:
        self.rows = [row for line in self.lines for row in self._wrap(line)]

    def _wrap(self, line: LogLine) -> list[Row]:
        """The line's words, names coloured, greedily filled into rows of the body's width;
        a word wider than a whole row is broken between letters."""
        indent = self.indent
        width = self.body.w - indent
        space = assets.font(self.size).size(" ")[0]
        rows: list[list[Piece]] = [[]]
        x = 0
        for word in self._words(line.text):
            for chunk in self._fitting(word, width):
                w = sum(self._width(part) for part in chunk)
                if rows[-1] and x + space + w > width:
                    rows.append([])
                    x = 0
                gap = space if rows[-1] else 0
                for i, part in enumerate(chunk):
                    _place(rows[-1], Piece(indent + x + gap, *part), " " if gap and not i else "")
                    last = rows[-1][-1]  # its end as drawn: a joined text's own width, not
                    # the sum of its words' (kerning; a name placed there touched the text)
                    x = last.x - indent + self._width((last.words, last.colour, last.bold))
                    gap = 0
        return [Row(line.icon if i == 0 else None, tuple(pieces), i == 0)
                for i, pieces in enumerate(rows)]

    def _words(self, message: str) -> list[list[Part]]:
        """The message's words, each a list of styled parts: a name glued to "'s" or ":" is
        one word of two parts."""
        names = [False] * len(message)
        for found in self._pattern.finditer(message) if self._pattern else ():
            names[found.start():found.end()] = [True] * (found.end() - found.start())
        words = []
        for word in re.finditer(r"(?:[^\s]|\u00a0)+", message):  # a no-break space joins
            parts: list[Part] = []
            for i in range(word.start(), word.end()):
                colour, bold = ((self.names[_name_at(message, i, names)], True) if names[i]
                                else (palette.CREAM, False))
                if parts and parts[-1][1:] == (colour, bold):
                    parts[-1] = (parts[-1][0] + message[i], colour, bold)
                else:
                    parts.append((message[i], colour, bold))
            words.append(parts)
        return words

    def _width(self, part: Part) -> int:
        return assets.font(self.size, part[2]).size(part[0])[0]

    def _fitting(self, word: list[Part], width: int) -> list[list[Part]]:
        """`word` as it is, or in pieces no wider than `width` if it is wider on its own."""
        if sum(self._width(part) for part in word) <= width:
            return [word]
        chunks: list[list[Part]] = [[]]
        for words, colour, bold in word:
            for letter in words:
                trial = chunks[-1] + [(letter, colour, bold)]
                if chunks[-1] and sum(self._width(p) for p in trial) > width:
                    chunks.append([])
                last = chunks[-1]
                if last and last[-1][1:] == (colour, bold):
                    last[-1] = (last[-1][0] + letter, colour, bold)
                else:
                    last.append((letter, colour, bold))
        return chunks

    # -- input --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Page Up / Page Down wherever the pointer is; the wheel over the log. Pointer moves
        only note the hover (the table still sees them)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = round(self.body.h * 0.9)
            self.scroll_by(page if event.key == pygame.K_PAGEUP else -page)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            self.pointer = event.pos if self.hovered else None
            return False
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            return self.wheel(event.y)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.on_pick is not None):
            line = self.line_at(event.pos)
            if line is not None:
                self.on_pick(line)
                return True
        return False

    def line_at(self, pos: tuple[int, int]) -> LogLine | None:
        """The line drawn under `pos` (None over the title, a gap or outside the log)."""
        index = self._index_at(pos)
        return None if index is None else self.lines[index]

    def _index_at(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None or not self.body.collidepoint(pos):
            return None
        return next((i for y, _row, i in self._placed() if y <= pos[1] < y + self.row_height),
                    None)

    def wheel(self, steps: int) -> bool:
        self.scroll_by(steps * self.WHEEL_ROWS * self.row_height)
        return True

    def scroll_by(self, pixels: int) -> None:
        """Positive: towards older lines."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assets.text(surface, _("Game log"), (self.rect.x + self.PAD + 2, self.rect.y + self.PAD),
                    self.TITLE, palette.GOLD, bold=True)
        body = self.body
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip) if clip else body)
        lit = self._index_at(self.pointer) if self.on_pick is not None else None
        for y, row, i in self._placed():
            if i == lit:
                shade = canvas.blank((body.w, self.row_height))
                shade.fill((*palette.CREAM, 40))
                surface.blit(shade, (body.x, y))
            self._draw_row(surface, row, body.x, y)
        surface.set_clip(clip)
        if self.max_scroll:
            self._draw_bar(surface, body)

    def _placed(self) -> list[tuple[int, Row, int]]:
        """(top, row, index of its line) of each row in view, newest first: whole rows only,
        none is cut at an edge, and at the top no line without its first row (the end of a
        wrapped line alone, with no name or icon, would read as a broken line). A log not
        yet full starts under its title, as a page is written, not at its foot; so does a
        full one showing its newest line, its spare room under the newest line, not as a
        gap under the title."""
        placed = list(self._from_the_foot())
        if placed and not self.scroll:
            spare = min(y for y, _row, _i in placed) - self.body.y
            placed = [(y - spare, row, i) for y, row, i in placed]
        return placed

    def _from_the_foot(self) -> Iterator[tuple[int, Row, int]]:
        body = self.body
        y = min(body.bottom, body.y + self.content_height) + self.scroll
        line = len(self.lines) - 1
        pending: list[tuple[int, Row, int]] = []  # the rows of this line seen so far
        for row in reversed(self.rows):
            y -= self.row_height
            if y < body.y:
                break
            if y + self.row_height <= body.bottom:
                pending.append((y, row, line))
            if row.first:
                yield from pending
                pending = []
                y -= self.LINE_GAP
                line -= 1

    def _draw_row(self, surface: pygame.Surface, row: Row, x: int, y: int) -> None:
        if row.icon is not None:
            size = self.icon_size
            art = (assets.svg(row.icon.art, (size, size)) if row.icon.tint is None else
                   assets.tinted(row.icon.art, (size, size), palette.player(row.icon.tint).colour))
            surface.blit(art, (x, y))
        elif row.first:  # no icon: a small bullet keeps the column (and the one indent)
            radius = max(2, self.icon_size // 7)
            ink.circle(surface, palette.CREAM_DARK,
                       (x + self.icon_size // 2, y + self.row_height // 2), radius)
        for piece in row.pieces:
            assets.text(surface, piece.words, (x + piece.x, y), self.size, piece.colour,
                        bold=piece.bold)

    def _draw_bar(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        """Where the view is in the whole log; gold while it is not at the newest line."""
        bar = pygame.Rect(body.right + 3, body.y, 5, body.h)
        ink.rect(surface, palette.FELT_DARK, bar, border_radius=3)
        knob = max(16, round(bar.h * body.h / self.content_height))
        top = bar.y + round((bar.h - knob) * (1 - self.scroll / self.max_scroll))
        ink.rect(surface, palette.GOLD if self.scroll else palette.CREAM_DARK,
                         (bar.x, top, bar.w, knob), border_radius=3)


def _name_pattern(names: dict[str, palette.Colour]) -> re.Pattern[str] | None:
    """Whole names only ("Bo" not in "Bonus"), the longest first ("Anna Lena" before "Anna")."""
    if not names:
        return None
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def _name_at(message: str, i: int, names: list[bool]) -> str:
    """The whole name that covers letter `i`."""
    start, end = i, i
    while start and names[start - 1]:
        start -= 1
    while end < len(message) and names[end]:
        end += 1
    return message[start:end]


def _place(row: list[Piece], piece: Piece, joint: str) -> None:
    """Add `piece` to the row, joined to the last piece (by `joint`) if it has its style:
    fewer, better-kerned texts to draw."""
    last = row[-1] if row else None
    if last and (last.colour, last.bold) == (piece.colour, piece.bold):
        row[-1] = last._replace(words=last.words + joint + piece.words)
    else:
        row.append(piece)
