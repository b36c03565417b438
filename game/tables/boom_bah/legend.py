"""Sheep-Boom-Bah's key: what the board's tiles and the score badge's second number mean,
in words a player sees without hovering.

It stands in the log's empty room, under the log's lines: at the start of a game, when the
log holds a line or two and the board's tiles are new, the key is whole; as the log fills,
the key gives way a row at a time from its foot (the tooltips still say it all), and the log
never loses a line to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import _
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah.boards import WORTH_COLOUR
from game.view import assets, ink, palette
from game.view.log import GameLog
from game.view.paint import seat_mark, wrap

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

SIZE = 14  # px: the key's words
HEAD = 14  # px: its heading
ICON = 22  # px: a tile's picture
GAP = 4  # px: between the key's rows
TOP_GAP = 10  # px: kept between the log's last line and the key's heading


MARKS = ("marks",)  # an entry's picture: the seats' shapes in their colours
EYE = ("eye",)  # a face-down tile with a peeker's eye
GLOW = ("glow",)  # a tile glowing gold: where a sheep may go


class Entry(NamedTuple):
    """A row of the key: its picture (tile arts) or sample words, and what it means."""

    arts: tuple[str, ...]
    sample: str
    words: str


def entries(table: BoomBahTable) -> list[Entry]:
    """The key's rows: only what the strip under the log does not name (it names the tiles,
    the barn's numbers and the shapes at every moment)."""
    return [
        Entry(EYE, "", _("An eye on a face-down tile: that player peeked under it.")),
        Entry(GLOW, "", _("A gold glow on a cell: your sheep may go there now.")),
    ]


def column(table: BoomBahTable) -> int:
    """The width of the pictures' column: the widest picture or sample, and a gap."""
    widths = [len(e.arts) * (ICON + 3) for e in entries(table)
              if e.arts and e.arts not in (MARKS, EYE, GLOW)]
    widths.append(ICON)  # a tile (the eye, the glow)
    if any(e.arts == MARKS for e in entries(table)):
        widths.append(4 * (ICON * 3 // 4))
    widths += [assets.font(SIZE, True).size(e.sample)[0] for e in entries(table) if e.sample]
    return max(widths) + 8


class Placed(NamedTuple):
    """A row of the key as drawn: its top, its height and its lines."""

    top: int
    height: int
    lines: list[str]
    entry: Entry


def layout(table: BoomBahTable) -> tuple[pygame.Rect, list[Placed]]:
    """Where the key goes (the log's room under its lines) and the rows that fit whole,
    from the top: none if not even the heading and the first row fit."""
    log = table.log
    body = log.body
    used = min(log.content_height, body.h) if log.lines else 0
    room = pygame.Rect(body.x, body.y + used + TOP_GAP, body.w, body.bottom - body.y - used
                       - TOP_GAP)
    step = assets.font(SIZE).get_linesize()
    y = room.y + assets.font(HEAD, True).get_linesize() + 2
    placed = []
    for entry in entries(table):
        lines = wrap(entry.words, SIZE, room.w - column(table))
        height = max(ICON, len(lines) * step)
        if y + height > room.bottom:
            break
        placed.append(Placed(y, height, lines, entry))
        y += height + GAP
    return room, placed


def shown(table: BoomBahTable) -> bool:
    """The key is drawn: the log is in its own place (no question docked over it) and has
    room for the heading and at least two rows."""
    return table.dock.rect is None and len(layout(table)[1]) >= 2


def draw(table: BoomBahTable, surface: pygame.Surface) -> None:
    if not shown(table):
        return
    room, placed = layout(table)
    ink.line(surface, palette.PANEL_EDGE, (room.x, room.y - TOP_GAP // 2),
                     (room.right, room.y - TOP_GAP // 2), 1)
    assets.text(surface, _("Key"), (room.x, room.y), HEAD, palette.GOLD, bold=True, box=room)
    step = assets.font(SIZE).get_linesize()
    for row in placed:
        middle = row.top + row.height // 2
        if row.entry.arts == MARKS:
            for seat in range(4):  # every colour's cards are dealt, whoever plays
                seat_mark(surface, seat, (room.x + ICON * 3 // 8 + seat * (ICON * 3 // 4), middle),
                          ICON * 3 // 8, True)
        elif row.entry.arts in (EYE, GLOW):
            image = assets.svg("tile_back" if row.entry.arts == EYE else "start_space", (ICON, ICON))
            at = image.get_rect(midleft=(room.x, middle))
            surface.blit(image, at)
            if row.entry.arts == EYE:
                paint.peek_eye(surface, 1, (at.right - 5, at.y + 5), 5)
            else:
                surface.blit(paint.glow_fill(at.w, at.h, 40), at)  # as on the board
                ink.rect(surface, palette.GOLD, at, 2, border_radius=4)
        elif row.entry.arts:
            for i, art in enumerate(row.entry.arts):
                image = assets.svg(art, (ICON, ICON))
                surface.blit(image, image.get_rect(midleft=(room.x + i * (ICON + 3), middle)))
        else:
            assets.text(surface, row.entry.sample, (room.x, middle), SIZE, sample_colour(row),
                        bold=True, anchor="midleft", box=room)
        top = middle - len(row.lines) * step // 2
        for i, line in enumerate(row.lines):
            assets.text(surface, line, (room.x + column(table), top + i * step), SIZE,
                        palette.CREAM, box=room)


def sample_colour(row: Placed) -> palette.Colour:
    """The sample in the colour it has on the table: the barn's numbers grey, the badge gold."""
    return palette.GOLD if row.entry.sample.startswith("★") else WORTH_COLOUR


# -- the strip: a key that never leaves -------------------------------------------------------
# The key above gives way to the log's lines; the strip under the log stays at every moment
# (a question docked over the piles included): each thing on the board that means something,
# as its picture and a word or two, in two rows at the foot of the log's panel. (The score
# badge needs no key: the note under it says "+5 at end".)
STRIP_SIZE = 14  # px: a strip word
STRIP_ICON = 20  # px: a strip picture
STRIP_ROW = 21  # px: a strip row
STRIP_ROWS = 2
STRIP_GAP = 12  # px: between two entries of a row
STRIP_PAD = 4  # px: above the strip (its rule) and under it


class Chip(NamedTuple):
    """An entry of the strip: what it shows (tile arts, MARKS or sample words)."""

    arts: tuple[str, ...]
    sample: str
    words: str


def chips(table: BoomBahTable) -> list[Chip]:
    you = table.you if table.you is not None else 0
    return [
        Chip(("start_space",), "", _("Start space")),
        Chip(("tile_back",), "", _("Face down")),
        Chip(("tile_safe",), "", _("Safe field")),
        Chip((f"tile_barn_{you}",), "", _("Barn")),
        Chip(("tile_crater", "tile_cone"), "", _("Mine gone")),
        Chip(MARKS, "", _("Whose sheep")),
    ]


def picture_width(chip: Chip) -> int:
    if chip.arts == MARKS:
        return 4 * (STRIP_ICON * 3 // 4)
    if chip.sample:
        return assets.font(STRIP_SIZE, True).size(chip.sample)[0]
    return len(chip.arts) * (STRIP_ICON + 2) - 2


def chip_width(chip: Chip) -> int:
    return picture_width(chip) + 4 + assets.font(STRIP_SIZE).size(chip.words)[0]


def strip_height() -> int:
    return STRIP_ROWS * STRIP_ROW + 2 * STRIP_PAD


def strip_rect(table: BoomBahTable) -> pygame.Rect:
    """The strip's place: the foot of the log's panel, inside its padding."""
    log = table.log.rect
    pad = table.log.PAD
    return pygame.Rect(log.x + pad, log.bottom - strip_height(), log.w - 2 * pad,
                       strip_height())


class KeyedLog(GameLog):
    """The table's log, its lines ending over the strip at the foot of its panel (the panel,
    its title and its place are the log's as ever)."""

    def __init__(self, log: GameLog) -> None:
        super().__init__(log.rect, log.names, log.size)

    @property
    def body(self) -> pygame.Rect:
        body = super().body
        return pygame.Rect(body.x, body.y, body.w, max(1, body.h - strip_height() + 4))


def strip_rows(table: BoomBahTable) -> list[list[Chip]]:
    """The chips in their order, cut into STRIP_ROWS rows as even as they go (the widest
    row as narrow as it can be)."""
    every = chips(table)

    def width(row: list[Chip]) -> int:
        return sum(chip_width(c) for c in row) + STRIP_GAP * (len(row) - 1)

    cut = min(range(1, len(every)), key=lambda k: max(width(every[:k]), width(every[k:])))
    return [every[:cut], every[cut:]]


def strip_layout(table: BoomBahTable) -> list[tuple[Chip, pygame.Rect]]:
    """Each chip's place, row by row, each row spread over the strip's width."""
    box = strip_rect(table)
    placed = []
    for r, row in enumerate(strip_rows(table)):
        widths = [chip_width(c) for c in row]
        gap = min(4 * STRIP_GAP, (box.w - sum(widths)) / max(1, len(row) - 1))
        x = float(box.x)
        y = box.y + STRIP_PAD + r * STRIP_ROW
        for chip, w in zip(row, widths, strict=True):
            placed.append((chip, pygame.Rect(round(x), y, w, STRIP_ROW)))
            x += w + gap
    return placed


def strip(table: BoomBahTable, surface: pygame.Surface) -> None:
    box = strip_rect(table)
    ink.line(surface, palette.PANEL_EDGE, (box.x, box.y + 1), (box.right, box.y + 1), 1)
    for chip, at in strip_layout(table):
        middle = at.centery
        if chip.arts == MARKS:
            r = STRIP_ICON * 3 // 8
            for seat in range(4):
                seat_mark(surface, seat, (at.x + r + seat * (STRIP_ICON * 3 // 4), middle), r,
                          True)
        elif chip.sample:
            assets.text(surface, chip.sample, (at.x, middle), STRIP_SIZE, palette.GOLD,
                        bold=True, anchor="midleft", box=box)
        else:
            for i, art in enumerate(chip.arts):
                image = assets.svg(art, (STRIP_ICON, STRIP_ICON))
                surface.blit(image, image.get_rect(midleft=(at.x + i * (STRIP_ICON + 2),
                                                            middle)))
        assets.text(surface, chip.words, (at.x + picture_width(chip) + 4, middle), STRIP_SIZE,
                    palette.CREAM, anchor="midleft", box=box)
