"""Sheep-Boom-Bah's key: what the board's tiles, the shapes and the glows mean, in words a
player sees without hovering. One key at a time:

At the start of a game, when the log holds a line or two and the board's tiles are new, the
whole key stands in the log's empty room under its lines (the tiles and the shapes three or two
abreast, then the peeker's eye and the glow): it fills the room the log does not use yet. Once the log
needs that room (or a question docks over the piles, or a lesson's coach talks there), the key
folds into the strip at the foot of the log's panel, which stays at every moment; the tooltips
still say it all. The two are never drawn together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import _
from game.tables.boom_bah import draw as paint
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
COLUMN_GAP = 10  # px: between the columns of the key's tiles
SPREAD = 10  # px: the most a whole key's rows move apart to fill the log's empty room


MARKS = ("marks",)  # an entry's picture: the seats' shapes in their colours
EYE = ("eye",)  # a face-down tile with a peeker's eye
GLOW = ("glow",)  # a tile glowing gold: where a sheep may go


class Entry(NamedTuple):
    """A row of the key: its picture (tile arts) or sample words, and what it means."""

    arts: tuple[str, ...]
    sample: str
    words: str


def entries(table: BoomBahTable) -> list[Entry]:
    """The key's rows: every chip of the strip (the tiles, the shapes), then what only the
    whole key has room to say (the peeker's eye, the glow)."""
    return [Entry(c.arts, c.sample, c.words) for c in chips(table)] + [
        Entry(EYE, "", _("An eye on a face-down tile: that player peeked under it.")),
        Entry(GLOW, "", _("A gold glow on a cell: your sheep may go there now.")),
    ]


def paired(entry: Entry) -> bool:
    """An entry of the key's two columns (a tile or the shapes, named in a word or two)."""
    return entry.arts not in (EYE, GLOW)


def column(table: BoomBahTable) -> int:
    """The width of the pictures' column of the eye and the glow: a tile, and a gap."""
    return ICON + 8


class Placed(NamedTuple):
    """A row of the key as drawn: where it is, its lines and its entry."""

    top: int
    height: int
    lines: list[str]
    entry: Entry
    left: int = 0
    width: int = 0


def key_room(table: BoomBahTable) -> pygame.Rect:
    """The log's room under its lines, down to the foot of the log's panel (the strip's
    place, empty while the whole key shows)."""
    log = table.log
    body = log.body
    used = min(log.content_height, body.h) if log.lines else 0
    bottom = strip_rect(table).bottom - STRIP_PAD
    return pygame.Rect(body.x, body.y + used + TOP_GAP, body.w, bottom - body.y - used - TOP_GAP)


def layout(table: BoomBahTable) -> tuple[pygame.Rect, list[Placed]]:
    """Where the key goes and the rows that fit whole, from the top: the tiles and shapes
    three or two abreast, then the eye and the glow across the room; a whole key with room to spare
    spreads its rows (up to SPREAD px more apart), so no empty band is left under it."""
    pairs = [e for e in entries(table) if paired(e)]
    widest = abreast(pairs, key_room(table).w)
    for across in sorted({2, widest}):  # two abreast where all of it fits so, else three
        room, placed = rows(table, GAP, across)
        if len(placed) == len(entries(table)):
            break
    if len(placed) < len(entries(table)):  # no room to spare
        return room, placed
    lines = sorted({row.top for row in placed})
    slack = room.bottom - max(row.top + row.height for row in placed)
    return rows(table, GAP + min(SPREAD, slack // len(lines)), across)


def rows(table: BoomBahTable, gap: int, across: int) -> tuple[pygame.Rect, list[Placed]]:
    """The key's rows that fit whole, `gap` px apart, its tiles `across` abreast."""
    room = key_room(table)
    step = assets.font(SIZE).get_linesize()
    y = room.y + assets.font(HEAD, True).get_linesize() + 2
    pairs = [e for e in entries(table) if paired(e)]
    cell = (room.w - (across - 1) * COLUMN_GAP) // across
    placed: list[Placed] = []
    for i in range(0, len(pairs), across):
        if y + ICON > room.bottom:
            return room, placed
        for j, entry in enumerate(pairs[i:i + across]):
            left = room.x + j * (cell + COLUMN_GAP)
            width = cell if entry is not pairs[-1] else room.right - left
            placed.append(Placed(y, ICON, [entry.words], entry, left, width))
        y += ICON + gap
    for entry in entries(table):
        if paired(entry):
            continue
        lines = wrap(entry.words, SIZE, room.w - column(table))
        height = max(ICON, len(lines) * step)
        if y + height > room.bottom:
            break
        placed.append(Placed(y, height, lines, entry, room.x, room.w))
        y += height + gap
    return room, placed


def abreast(pairs: list[Entry], width: int) -> int:
    """How many of the key's tiles stand side by side: three where each one's picture and
    words fit a third of the room (the last one may run to the room's end), else two."""
    for across in (3, 2):
        cell = (width - (across - 1) * COLUMN_GAP) // across
        fits = True
        for i, entry in enumerate(pairs):
            room = cell if i < len(pairs) - 1 else width - (i % across) * (cell + COLUMN_GAP)
            if picture_width(entry, ICON) + 6 + assets.font(SIZE).size(entry.words)[0] > room:
                fits = False
        if fits:
            return across
    return 2


def shown(table: BoomBahTable) -> bool:
    """The whole key is drawn (and the strip is not): the log is in its own place (no
    question docked over it, no lesson's coach on it) and every tile and the shapes fit
    (the eye and the glow under them where there is room; their tooltips say it too)."""
    placed = layout(table)[1]
    return (table.dock.rect is None and table.guard is None
            and sum(1 for row in placed if paired(row.entry)) == len(chips(table)))


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
        if paired(row.entry):
            at = pygame.Rect(row.left, row.top, picture_width(row.entry, ICON), ICON)
            picture(surface, row.entry, at, ICON)
            assets.text(surface, row.entry.words, (at.right + 6, middle), SIZE, palette.CREAM,
                        anchor="midleft", box=room)
            continue
        image = assets.svg("tile_back" if row.entry.arts == EYE else "start_space", (ICON, ICON))
        at = image.get_rect(midleft=(room.x, middle))
        surface.blit(image, at)
        if row.entry.arts == EYE:
            paint.peek_eye(surface, 1, (at.right - 5, at.y + 5), 5)
        else:
            surface.blit(paint.glow_fill(at.w, at.h, 40), at)  # as on the board
            ink.rect(surface, palette.GOLD, at, 2, border_radius=4)
        top = middle - len(row.lines) * step // 2
        for i, line in enumerate(row.lines):
            assets.text(surface, line, (room.x + column(table), top + i * step), SIZE,
                        palette.CREAM, box=room)


def picture(surface: pygame.Surface, entry: Entry | Chip, at: pygame.Rect, icon: int) -> None:
    """An entry's picture at the left of `at`, `icon` px tall: one tile, or the shapes."""
    middle = at.centery
    if entry.arts == MARKS:
        r = icon * 3 // 8
        for seat in range(4):  # every colour's cards are dealt, whoever plays
            seat_mark(surface, seat, (at.x + r + seat * (icon * 3 // 4), middle), r, True)
        return
    for i, art in enumerate(entry.arts):
        image = assets.svg(art, (icon, icon))
        surface.blit(image, image.get_rect(midleft=(at.x + i * (icon + 2), middle)))


# -- the strip: the key folded ------------------------------------------------------------------
# Once the whole key above gives way to the log's lines, the strip under the log stays at every
# moment (a question docked over the piles included): each thing on the board that means
# something, as its picture and a word or two, in two rows at the foot of the log's panel. (The
# score badge needs no key: the note under it says "+5 at end", its tooltip the sums.)
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
        Chip(("tile_crater",), "", _("Crater")),
        Chip(("tile_cone",), "", _("Mine cleared")),
        Chip(MARKS, "", _("Whose sheep")),
    ]


def picture_width(chip: Chip | Entry, icon: int = STRIP_ICON) -> int:
    if chip.arts == MARKS:
        return 4 * (icon * 3 // 4)
    if chip.sample:
        return assets.font(STRIP_SIZE, True).size(chip.sample)[0]
    return len(chip.arts) * (icon + 2) - 2


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
    if shown(table):  # the whole key says it all: one key at a time
        return
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
