"""Sheep-Boom-Bah in the table's "?" reference (`game.view.reference`): what the board's
tiles, the shapes and the glows mean, what a card's colour is for, and how the end scores.

The key stood in the log's panel (a whole key at the start, a strip at its foot later) and
left the log three lines; the log now has its whole panel, and the key is one key (F1) or
click ("?") away. The tooltips on the board still name every tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import _
from game.tables.boom_bah import draw as paint
from game.view import assets, ink, palette
from game.view.paint import seat_mark
from game.view.reference import Row, Section

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

ICON = 28  # px: a tile's picture in the reference
MARKS = ("marks",)  # an entry's picture: the seats' shapes in their colours
EYE = ("eye",)  # a face-down tile with a peeker's eye
GLOW = ("glow",)  # a tile glowing gold: where a sheep may go


class Chip(NamedTuple):
    """A thing on the board that means something: its picture (tile arts or MARKS) and its
    name."""

    arts: tuple[str, ...]
    words: str


def chips(table: BoomBahTable) -> list[Chip]:
    """The board's tiles, every state of them, and the sheep's shapes."""
    you = table.you if table.you is not None else 0
    return [
        Chip(("start_space",), _("Start space")),
        Chip(("tile_back",), _("Face down")),
        Chip(("tile_safe",), _("Safe field")),
        Chip((f"tile_barn_{you}",), _("Barn")),
        Chip(("tile_mine",), _("Land mine")),
        Chip(("tile_crater",), _("Crater")),
        Chip(("tile_cone",), _("Mine cleared")),
        Chip(MARKS, _("Whose sheep")),
    ]


def picture_width(chip: Chip, icon: int = ICON) -> int:
    return 4 * (icon * 3 // 4) if chip.arts == MARKS else icon


def picture(surface: pygame.Surface, arts: tuple[str, ...], at: pygame.Rect) -> None:
    """A row's picture in `at`: a tile, the four shapes, a peeked tile or a glowing one."""
    icon = at.h
    if arts == MARKS:
        r = icon * 3 // 8
        for seat in range(4):  # every colour's cards are dealt, whoever plays
            seat_mark(surface, seat, (at.x + r + seat * (icon * 3 // 4), at.centery), r, True)
        return
    art = {EYE: "tile_back", GLOW: "start_space"}.get(arts, arts[0])
    image = assets.svg(art, (icon, icon))
    tile = image.get_rect(topleft=at.topleft)
    surface.blit(image, tile)
    if arts == EYE:
        paint.peek_eye(surface, 1, (tile.right - 6, tile.y + 6), 6)
    elif arts == GLOW:
        surface.blit(paint.glow_fill(tile.w, tile.h, 40), tile)  # as on the board
        ink.rect(surface, palette.GOLD, tile, 2, border_radius=4)


def reference(table: BoomBahTable) -> list[Section]:
    """The board's key, the cards' colours, the scoring."""
    def drawn(arts: tuple[str, ...]):
        return lambda surface, at: picture(surface, arts, at)

    tiles = [Row(chip.words, drawn(chip.arts), (picture_width(chip), ICON))
             for chip in chips(table)]
    tiles += [Row(_("An eye on a face-down tile: that player peeked under it."), drawn(EYE),
                  (ICON, ICON)),
              Row(_("A gold glow on a cell: your sheep may go there now."), drawn(GLOW),
                  (ICON, ICON))]
    return [
        Section(_("The board"), tiles),
        Section(_("Card colours"), [Row(_(
            "Each card has a player's colour and shape (○ □ △ ◇); the cards of your colour "
            "still in your hand score at the end."))]),
        Section(_("Scoring at the end"), [
            Row(_("The points you collected in play (★).")),
            Row(_("Your barn: +3 per sheep of your own, +2 per rival sheep.")),
            Row(_("Barnyard: +1 per sheep")),
            Row(_("Each card of your colour still in your hand: +1 (a Wild Wool counts "
                  "whatever its colour).")),
            Row(_("Each sheep in your graveyard: −1.")),
            Row(_("Most points wins; a tie goes to the most sheep in the barn.")),
        ]),
    ]
