"""Sheep-Boom-Bah's key: what the board's tiles, the numbers over a barn's places and the
score badge's second number mean, in words a player sees without hovering.

It stands in the log's empty room, under the log's lines: at the start of a game, when the
log holds a line or two and the board's tiles are new, the key is whole; as the log fills,
the key gives way a row at a time from its foot (the tooltips still say it all), and the log
never loses a line to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import _
from game.rules.boom_bah.scoring import OWN_IN_BARN, RIVAL_IN_BARN
from game.tables.boom_bah.boards import WORTH_COLOUR
from game.view import assets, ink, palette, score_badge
from game.view.paint import seat_mark, wrap

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

SIZE = 13  # px: the key's words
HEAD = 14  # px: its heading
ICON = 22  # px: a tile's picture
GAP = 4  # px: between the key's rows
TOP_GAP = 10  # px: kept between the log's last line and the key's heading


MARKS = ("marks",)  # an entry's picture: the seats' shapes in their colours


class Entry(NamedTuple):
    """A row of the key: its picture (tile arts) or sample words, and what it means."""

    arts: tuple[str, ...]
    sample: str
    words: str


def entries(table: BoomBahTable) -> list[Entry]:
    """The key's rows, the tiles first (what a new player meets first)."""
    you = table.you if table.you is not None else 0
    return [
        Entry(("start_space",), "", _("Start space: sheep enter and come back here.")),
        Entry(("tile_back",), "", _("Face-down tile: a safe field, a land mine or a barn.")),
        Entry((f"tile_barn_{you}",), "", _("Barn tile: a sheep stepping in goes into that "
                                            "barn.")),
        Entry(("tile_crater", "tile_cone"), "", _("Crater, cone: a mine gone, safe to cross.")),
        Entry((), f"+{OWN_IN_BARN} +{RIVAL_IN_BARN}",
              _("Over a barn's places: what a sheep there scores at the end.")),
        Entry((), score_badge.words(2, then=5),
              _("Badge: points now, then what the barn and barnyard add at the end.")),
        Entry(MARKS, "", _("Shapes: whose sheep, and whose colour a card is.")),
    ]


def column(table: BoomBahTable) -> int:
    """The width of the pictures' column: the widest picture or sample, and a gap."""
    widths = [len(e.arts) * (ICON + 3) for e in entries(table) if e.arts and e.arts != MARKS]
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


CAPTION = 13  # px: the badge's one-line key on the log's title row


def caption_words() -> str:
    return _("+N on a badge = barn & barnyard at the end")


def caption_rect(table: BoomBahTable) -> pygame.Rect:
    """Where the badge's caption goes: right-aligned on the log's title row, beside its
    heading (so it takes none of the log's lines)."""
    log = table.log
    w, h = assets.font(CAPTION).size(caption_words())
    right = log.rect.right - log.PAD - 2
    middle = log.rect.y + log.PAD + assets.font(log.TITLE, True).get_linesize() // 2
    return pygame.Rect(right - w, middle - h // 2, w, h)


def caption(table: BoomBahTable, surface: pygame.Surface) -> None:
    """Once the key has given way to the log's lines, one line still says what the badge's
    "+N" is."""
    if shown(table):
        return
    box = caption_rect(table)
    assets.text(surface, caption_words(), box.topleft, CAPTION, palette.CREAM_DARK, box=box)
