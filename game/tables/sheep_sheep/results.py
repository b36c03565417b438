"""Sheep Sheep's part of the results screen: a seat's Lucky Sheep, its score lines, and the
cards it collected counted by the colour they show, so the score reads as sheep and not as a
sum.

The score lines say what each point is for, so that neither can be misread: every sheep
collected is 1 point, and each of the lucky colour 1 more ("Yellow: 2 points each  +6" read
as if the yellow sheep scored 12, where the +6 is the extra on top of the first line).
"""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.match import Match
from game.rules.sheep_sheep import COLOURS
from game.tables.sheep_sheep.draw import changed_mark, colour_tally, initial_of, lucky_card
from game.tables.sheep_sheep.words import colour_noun, end_reason
from game.view import assets, ink, palette
from game.view.paint import wrap

LUCKY_W = 62
SIZES = (16, 15, 14)  # the lines' size: the largest at which both stand beside the card
CAPTION = 16  # "Lucky Sheep" over the card (14 read small; 17 left the lines too narrow)
LINE_GAP = 6  # px between the two score lines
POINTS = 17  # a line's points
CARD_TOP = 22  # px from the panel's top to the card's, under the caption
TALLY_GAP = 8  # px from the card's foot to the colours' tally
EACH = 16  # px: "+1 each" under the lucky colour's count (the table's 14 read small here)
BOX_GAP = 10  # px between the Lucky Sheep's column and the score lines' box (at 6 its
# caption butted against the box, critic 16)
BOX_PAD = 3  # px inside that box (the lines need 16 px at two players: the wider gap took 2)
BOX_FILL = (58, 42, 30)  # the box: a shade lighter than the results panel
REASON = 18  # px: why the game ended, under the columns in the scene's note's place (as
# Black Sheep's and Bye-Bye's results say it; critics 23 missed it here)
COLUMN_FOOT = 64  # the scene gives the panel its column less this much at the foot
NOTE_GAP = 24  # the scene's note (a tie broken) sits this far under the columns


def said_lines(collected: int, lucky: str, extra: int) -> list[tuple[str, str, int]]:
    """The two score lines, each a name and what it counts: the sheep collected at 1 point
    each, and the extra point for each sheep of the lucky colour (how many of them)."""
    if extra:
        more = ngettext("1 extra point for {n} sheep", "1 extra point each for {n} sheep",
                        extra).format(n=extra)
    else:
        more = _("none of them collected")
    return [(_("Sheep collected"), _("1 point each"), collected),
            (_("Lucky colour: {colour}").format(colour=colour_noun(lucky)), more, extra)]


class SheepSheepResults:
    """Built from the finished match (every Lucky Sheep turned over)."""

    def __init__(self, match: Match) -> None:
        self.view = match.view(None)
        self.note = (self.view.get("result") or {}).get("note", "")  # the scene draws it

    @staticmethod
    def seat_token(surface: pygame.Surface, centre: tuple[int, int], name: str) -> None:
        """The seat's initial token, as its panel and the cells it changed show it (a
        red disc and a blue square here read as the red and the blue sheep: critics 23)."""
        changed_mark(surface, centre, initial_of(name))

    def reason(self) -> str:
        """Why the game ended, in a sentence a player reads on the results screen."""
        why = end_reason(self.view.get("end_reason"))
        return _("The game ended: {reason}.").format(reason=why) if why else ""

    def reason_at(self, width: int, rect: pygame.Rect) -> tuple[tuple[int, int], int]:
        """Where that sentence's middle goes, under a column's panel `rect`, and its size:
        in the note's place, or under it a little smaller."""
        y = rect.bottom + COLUMN_FOOT + NOTE_GAP + (21 if self.note else 0)
        return (width // 2, y), REASON - 2 if self.note else REASON

    def draw_reason(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        reason = self.reason()
        if reason:
            centre, size = self.reason_at(surface.get_width(), rect)
            assets.text(surface, reason, centre, size, palette.CREAM, anchor="center",
                        shadow=palette.INK)

    def lines(self, seat: int) -> list[tuple[str, str, int]]:
        (_label, collected), (_lucky, extra) = self.view["result"]["breakdown"][seat]
        return said_lines(collected, self.view["lucky"][seat], extra)

    @staticmethod
    def rows(lines: list[tuple[str, str, int]], size: int, width: int,
             points_w: int) -> list[list[tuple[str, palette.Colour]]]:
        """Each line's rows: its name, then what it counts, both short of the points (the
        points' bold figure reaches down beside the second row)."""
        return [[(piece, palette.CREAM) for piece in wrap(name, size, width - points_w)]
                + [(piece, palette.CREAM_DARK) for piece in wrap(words, size, width - points_w)]
                for name, words, _p in lines]

    def size(self, room: pygame.Rect, points_w: int) -> int:
        """The largest size at which every seat's lines stand beside its card (one size on
        the whole screen, so that the columns read alike)."""
        for size in SIZES:
            step = assets.font(size).get_linesize()
            if all(sum(map(len, self.rows(self.lines(seat), size, room.w, points_w))) * step
                   + LINE_GAP <= room.h for seat in range(len(self.view["lucky"]))):
                return size
        return SIZES[-1]

    def draw(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """The Lucky Sheep (its caption over the card alone), and beside it the score lines
        in a box of their own: the caption read as the heading of the lines (critic 15)."""
        lucky = self.view["lucky"][seat]
        kept = self.view["collected"][seat]
        caption = _("Lucky Sheep")
        column = max(LUCKY_W, assets.font(CAPTION, True).size(caption)[0])
        assets.text(surface, caption, (rect.x + column // 2, rect.y), CAPTION, palette.GOLD,
                    bold=True, anchor="midtop", box=rect)
        card = lucky_card(lucky, LUCKY_W)
        top = rect.y + CARD_TOP
        spot = surface.blit(card, (rect.x + (column - LUCKY_W) // 2, top))
        box = pygame.Rect(rect.x + column + BOX_GAP, rect.y, 0, spot.bottom - rect.y)
        box.w = rect.right - box.x
        ink.rect(surface, BOX_FILL, box, border_radius=8)
        ink.rect(surface, palette.PANEL_EDGE, box, 1, border_radius=8)
        lines = self.lines(seat)
        points_w = max(assets.font(POINTS, True).size(f"{p:+d}")[0]  # every seat's alike
                       for other in range(len(self.view["lucky"]))
                       for _n, _w, p in self.lines(other)) + 8
        room = box.inflate(-2 * BOX_PAD, -4)
        size = self.size(room, points_w)
        step = assets.font(size).get_linesize()
        rows = self.rows(lines, size, room.w, points_w)
        y = room.y
        for (_name, _words, points), pieces in zip(lines, rows, strict=True):
            assets.text(surface, f"{points:+d}", (room.right, y), POINTS, palette.CREAM,
                        bold=True, anchor="topright", box=room)
            for piece, colour in pieces:
                assets.text(surface, piece, (room.x, y), size, colour, box=room)
                y += step
            y += LINE_GAP
        counts = {c: sum(1 for f in kept if f[0] == c) for c in COLOURS}
        top = spot.bottom + TALLY_GAP
        zone = pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
        colour_tally(surface, zone, counts, lucky, each=EACH, promise=False)
        if seat == len(self.view["lucky"]) - 1:  # once, with the last seat's column
            self.draw_reason(surface, rect)

