"""Sheep-Boom-Bah's part of the results screen: each score line with its pieces, never a raw
sum. The tiles revealed (a safe tile and a cone), the cards of your colour still in hand
(the cards themselves), the barnyard (its sheep by colour), your own sheep in your barn, the
rivals' sheep in it (each colour's figure with its count), the graveyard (your lost sheep).
The figures always carry their seat's shape here: a summary read once, colours or not.
The results scene draws the column, the name and the total around it (`game.scenes.results`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext, tr
from game.rules.boom_bah.scoring import scoring_in_hand
from game.tables.boom_bah import faces
from game.tables.boom_bah.boards import NOTE_MINUS, fence, headstone, lost
from game.view import assets, ink, palette

if TYPE_CHECKING:
    from game.match import Match

ROW_MAX = 52  # px per row; rows get shorter when a column holds many
ICONS = 112  # px at most at the start of a row for its pieces (a wider flock squeezes)
MIN_ICONS = 66  # px at least: the three tiles of the first line
POINTS = 18  # px: a line's points
LABEL = 16  # px: a line's words, always (on two lines where one is too narrow: never smaller)
SLOT = 22  # px: a squeezed flock's room for each colour (its figure over its count)
FIGURE = 24  # a sheep's height in a row
MIN_FIGURE = 20  # px: a squeezed flock's figures are never smaller (they read as specks)
# What each score line (scoring.score_lines, in order) shows.
LINES = ("tiles", "cards", "barnyard", "own_barn", "rivals_barn", "graveyard")


class BoomBahResults:
    """Draws one seat's score in its results column (the final view shows every hand)."""

    def __init__(self, match: Match) -> None:
        self.view = match.view(None)
        humans = match.human_seats
        self.you = humans[0] if len(humans) == 1 else None  # as the results scene says "You"
        self.names = [seat.name for seat in match.seats]
        self.note = match.result().note
        self.ending = next(((e.kind, e.public) for step in reversed(match.steps)
                            for e in step.events
                            if e.kind in ("end_triggered", "flock_settled")), None)

    def reason(self) -> str:
        """Why the game ended, in a sentence under the columns, as Black Sheep's and
        Bye-Bye's results say it (critic 23: Boom-Bah's alone said nothing)."""
        if self.ending is None:
            return ""
        kind, data = self.ending
        if kind == "flock_settled":
            return _("The game ended: {n} rounds went by with no tile turned over and no "
                     "sheep leaving the board.").format(n=data.get("rounds", 0))
        seats = data.get("seats") or []
        if not seats:
            return ""
        if seats[0] == self.you:
            return _("The game ended: you had no sheep left on the board; everyone else "
                     "took one last turn.")
        return _("The game ended: {name} had no sheep left on the board; everyone else "
                 "took one last turn.").format(name=self.names[seats[0]])

    def draw_reason(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Under the columns, in the middle of the screen: in the note's place, or under it
        (a little smaller there), as Bye-Bye's results draw it."""
        reason = self.reason()
        if not reason:
            return
        y = rect.bottom + COLUMN_FOOT + NOTE_GAP + (21 if self.note else 0)
        size = REASON - 2 if self.note else REASON
        size = next((n for n in range(size, 13, -1)
                     if assets.font(n).size(reason)[0] <= surface.get_width() - 80), 14)
        assets.text(surface, reason, (surface.get_width() // 2, y), size, palette.CREAM,
                    anchor="center", shadow=palette.INK)

    def tie_break(self, seat: int) -> tuple[int, ...]:
        """What ranks two seats on the same score, as the rules break a tie for the win:
        the most sheep in the barn."""
        return (sum(self.view["barns"][seat]),)

    def draw(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """Each line on one row: its pieces, its words on one line, its points. Where a
        column is too narrow for the words beside the pieces (four players at 1280x720),
        the words are a line of their own over the pieces (critic 15: they wrapped onto
        two lines, "Own sheep / in barn")."""
        lines = self.view["result"]["breakdown"][seat]
        if seat == len(self.view["result"]["breakdown"]) - 1:  # once, with the last column
            self.draw_reason(surface, rect)
        step = min(ROW_MAX, rect.h // max(1, len(lines)))
        icons, points_w = self.columns(min(step - 4, 30))
        labels = [tr(label) for line in self.view["result"]["breakdown"] for label, _p in line]
        face = assets.font(LABEL)
        beside = rect.w - icons - points_w - 12  # between the pieces and the points
        stacked = (max(face.size(label)[0] for label in labels) > beside
                   or self.tiles_need() > icons)  # every tile's count in words (critics 21)
        size = label_size(labels, rect.w - points_w - 12) if stacked else LABEL
        head = assets.font(size).get_height() if stacked else 0
        for i, (label, points) in enumerate(lines):
            row = pygame.Rect(rect.x, rect.y + i * step, rect.w, step)
            if i % 2:
                ink.rect(surface, palette.lighter(palette.PANEL, 0.06), row,
                                 border_radius=6)
            # a line that adds nothing is quiet: its words dim, no pieces, a dash for its
            # points (critic 23: "+0" rows and their empty barns cluttered the columns)
            colour = palette.CREAM if points else QUIET
            if stacked:  # the words over the pieces, both left-aligned, the points on the
                # words' line: the pieces have the row's width (critics 21: "2 fields 1 barn
                # 1 mine" in words); the pieces reach a little into the words' line, which
                # leaves them room on its right (critic 23: ~10 px icons)
                pieces = pygame.Rect(row.x + 6, row.y + head - OVERLAP, rect.w - 12,
                                     row.h - head + OVERLAP)
                middle = row.y + head // 2 - 1
                assets.text(surface, tr(label), (row.x + 6, row.y), size, colour, box=rect)
            else:
                pieces = pygame.Rect(row.x + 2, row.y + 2, icons, row.h - 4)
                middle = row.centery
                assets.text(surface, tr(label), (pieces.right + 6, row.centery), LABEL,
                            colour, anchor="midleft", box=rect)
            if not points:
                assets.text(surface, "–", (row.right - 4, middle), POINTS, QUIET, bold=True,
                            anchor="midright", box=rect)
                continue
            self.pieces(surface, LINES[i] if i < len(LINES) else "", seat, pieces)
            assets.text(surface, signed(points), (row.right - 4, middle), POINTS,
                        points_colour(points), bold=True, anchor="midright", box=rect)

    def columns(self, side: int) -> tuple[int, int]:
        """The pieces' column, as wide as the widest row of pieces of any seat (so that the
        words of every column start in line, and get the room the pieces leave: "Own colour
        in hand" on one line where it fits), and the points' column."""
        breakdown = self.view["result"]["breakdown"]
        widest = max((self.pieces_width(LINES[i], seat, side)
                      for seat, lines in enumerate(breakdown)
                      for i in range(min(len(lines), len(LINES)))), default=0)
        points = max((assets.font(POINTS, True).size(signed(p))[0]
                      for lines in breakdown for _label, p in lines), default=0)
        return max(MIN_ICONS, min(ICONS, widest + 4)), points + 10

    def tiles_need(self) -> int:
        """The least room any seat's tiles and their counts in words read in."""
        return max((worded_width(self.sources(seat), MIN_TILE, WORD_SIZES[-1])
                    for seat in range(len(self.view["result"]["breakdown"]))), default=0)

    def pieces_width(self, line: str, seat: int, side: int) -> int:
        """How wide a line's pieces need to be drawn at `side` (a flock may squeeze)."""
        view = self.view
        if line == "tiles":
            return max(2 * (side - 2) + side, worded_width(self.sources(seat), side, WORDS))
        if line == "cards":
            count = len(scoring_cards(view, seat)[:6])
            width = max(CARD_MIN, round(side * faces.CARD_RATIO))  # at most
            return width + (count - 1) * (width + 3) if count else 0
        if line == "barnyard":
            return side + 4 + flock_need(view["barnyards"][seat])
        if line in ("own_barn", "rivals_barn"):
            counts = [n if (colour == seat) == (line == "own_barn") else 0
                      for colour, n in enumerate(view["barns"][seat])]
            return side + 4 + flock_need(counts)
        if line == "graveyard":
            return side * 2 // 3 + (4 + flock_width([view["graveyards"][seat]])
                                    if view["graveyards"][seat] else 0)
        return 0

    def pieces(self, surface: pygame.Surface, line: str, seat: int, box: pygame.Rect) -> None:
        """The pieces a score line counts, inside `box`."""
        view = self.view
        side = min(box.h, 30)
        if line == "tiles":
            # each source's tile with how many, in words in every column ("2 fields",
            # "1 barn", "1 mine"; critics 21: a bare "×4" beside others' words said
            # nothing): smaller tiles, then smaller words (14 px at least) where it is tight
            sources = self.sources(seat)
            side, size = tiles_fit(sources, side, box.w)
            x = box.x
            for source, n in sources:
                art = {"safe": "tile_safe", "barn": f"tile_barn_{seat}"}.get(source, "tile_cone")
                surface.blit(assets.svg(art, (side, side)), (x, box.centery - side // 2))
                x += side + TILE_GAP
                x = assets.text(surface, tile_words(source, n, True), (x, box.centery), size,
                                palette.CREAM, bold=True, anchor="midleft", box=box).right
                x += TILE_STEP
        elif line == "cards":
            scoring = scoring_cards(view, seat)[:6]
            width = card_width(side, box.h)
            across = width + 3  # each card whole (critics 20: overlapped, ~12 px of each showed)
            if len(scoring) > 1:
                across = min(across, (box.w - width) // (len(scoring) - 1))
            for i, card in enumerate(scoring):
                image = faces.card(card, width)
                h = image.get_height()  # clear of the words over it, inside its row
                top = max(box.centery - h // 2, box.y + OVERLAP)  # under the words over
                # it (it grazed German "Eigene + Wilde Wolle"); its foot may reach the next
                # row's top, which holds no words there (critics 20: ≥ 16 px wide)
                surface.blit(image, (box.x + i * across, top))
        elif line == "barnyard":
            fence(surface, pygame.Rect(box.x, box.centery - side * 2 // 5, side, side * 4 // 5))
            self.flock(surface, view["barnyards"][seat], _after(box, side + 4))
        elif line in ("own_barn", "rivals_barn"):
            counts = list(view["barns"][seat])
            for colour in range(len(counts)):
                if (colour == seat) != (line == "own_barn"):
                    counts[colour] = 0
            held = sum(1 for n in counts if n)
            if held > 1 and flock_width(counts) > box.w - side - 4:
                # squeezed: a smaller barn leaves each colour room for its "×2" under it
                side = max(side * 2 // 3, box.w - 4 - held * (count_width(counts) + 3))
                side = min(side, min(box.h, 30))
            squeezed = flock_width(counts) > box.w - side - 4
            if held > 1 and ((box.w - side - 4) / held < count_width(counts) + 4 or squeezed
                             and (box.w - side - 4) / held * FIGURE_RATIO < MIN_FIGURE):
                # still too narrow for each colour's "×2" apart (they ran together as
                # "×2×2×2" beside German words at 16 px): the flock takes the barn's room,
                # the line's words say where the sheep are
                self.flock(surface, counts, box)
                return
            barn = assets.tinted("barn_piece", (side, side), palette.player(seat).light)
            surface.blit(barn, (box.x, box.centery - side // 2))
            self.flock(surface, counts, _after(box, side + 4))
        elif line == "graveyard":  # a headstone, as the other lines' barn and fence,
            # then the lost sheep
            stone = headstone(surface, pygame.Rect(box.x, box.centery - side // 2,
                                                   side * 2 // 3, side))
            if view["graveyards"][seat]:
                figure = lost(seat, min(FIGURE, box.h))
                at = figure.get_rect(midleft=(stone.right + 4, box.centery))
                surface.blit(figure, at)
                _count(surface, view["graveyards"][seat], at)

    def sources(self, seat: int) -> list[tuple[str, int]]:
        """What a seat collected its points for, and how often: [("safe", 2), ("barn", 1)]."""
        scored = (self.view.get("scored") or [None] * (seat + 1))[seat] or {}
        return [(source, n) for source, n in scored.items() if n]

    def flock(self, surface: pygame.Surface, counts: list[int], box: pygame.Rect) -> None:
        """A figure of each colour held (its shape on its base), with how many, inside
        `box`: each count beside its figure, or, where three colours would not fit so, each
        under its figure in a slot of its own (the words of the line start right of `box`)."""
        held = [(colour, n) for colour, n in enumerate(counts) if n]
        if not held:
            return
        if flock_width(counts) <= box.w:
            x = box.x
            for colour, n in held:
                figure = faces.sheep(colour, min(FIGURE, box.h))  # its count in the row
                at = figure.get_rect(midleft=(x, box.centery))
                surface.blit(figure, at)
                _count(surface, n, at)
                x = at.right + 2 + (assets.font(COUNT, True).size(f"×{n}")[0] if n > 1 else 0)
            return
        slot = box.w / len(held)
        label = assets.font(COUNT, True).get_linesize() - 3
        height = max(MIN_FIGURE, min(FIGURE, box.h - label, round(slot * FIGURE_RATIO)))
        for i, (colour, n) in enumerate(held):
            figure = faces.sheep(colour, height)
            at = figure.get_rect(midtop=(round(box.x + (i + 0.5) * slot),
                                         box.y + max(0, (box.h - height - label) // 2)))
            surface.blit(figure, at)
            if n > 1:
                assets.text(surface, f"×{n}", (at.centerx, at.bottom - 3), COUNT,
                            palette.CREAM, bold=True, anchor="midtop", shadow=palette.INK,
                            shadow_offset=1)


COUNT = 14  # px: a figure's count
QUIET = palette.mix(palette.CREAM, palette.PANEL, 0.55)  # a line that adds nothing
OVERLAP = 4  # px: stacked pieces reach this far up into their words' line
REASON = 18  # px: why the game ended, under the columns (as the scene's note line)
NOTE_GAP = 24  # the scene's note sits this far under the columns
COLUMN_FOOT = 64  # the scene gives the panel its column less this much at the foot
WORDS = 16  # px: a tile's count in words ("2 fields"), as every word on the results
CARD_MIN = 16  # px: the narrowest a scoring card in hand is drawn (critics 20: ~12 px)
FIGURE_RATIO = faces.FIGURE[1] / faces.FIGURE[0]  # a figure's height over its width


TILE_GAP = 1  # px: between a tile and its count
TILE_STEP = 4  # px: after a count, before the next tile
MIN_TILE = 18  # px: the smallest a tile gets (critic 16: they were 10 px)


def tile_words(source: str, n: int, worded: bool) -> str:
    """A tile's count: "2 fields", "1 barn", "1 mine" (`worded`), else "×2"."""
    if not worded:
        return f"×{n}" if n > 1 else ""  # a lone tile is one, as a lone sheep
    if source == "safe":
        return ngettext("{n} field", "{n} fields", n).format(n=n)
    if source == "barn":
        return ngettext("{n} barn", "{n} barns", n).format(n=n)
    return ngettext("{n} mine", "{n} mines", n).format(n=n)


WORD_SIZES = (WORDS, 15, 14)  # px: a tile's count in words, the largest that fits


def tiles_fit(sources: list[tuple[str, int]], side: int, room: int) -> tuple[int, int]:
    """The tiles' side and their words' size at which every source reads in words in
    `room`: the tiles smaller first (MIN_TILE at least), then the words (14 px at least)."""
    for size in WORD_SIZES:
        for tile in range(side, MIN_TILE - 1, -1):
            if worded_width(sources, tile, size) <= room:
                return tile, size
    return MIN_TILE, WORD_SIZES[-1]


def worded_width(sources: list[tuple[str, int]], side: int, size: int) -> int:
    said = [tile_words(s, n, True) for s, n in sources]
    return sum(side + TILE_GAP + assets.font(size, True).size(w)[0] + TILE_STEP
               for w in said) - (TILE_STEP if sources else 0)


def signed(points: int) -> str:
    """"+3", "+0", "−1" (a true minus sign, as the table's "−1 at end")."""
    return f"−{-points}" if points < 0 else f"+{points}"


def points_colour(points: int) -> tuple[int, int, int]:
    """Gold for points, the table's soft red for a minus (critics 21: a white "-1"), cream
    for none."""
    if points < 0:
        return NOTE_MINUS
    return palette.GOLD if points > 0 else palette.CREAM


def tile_size(words: str) -> int:
    """Words ("2 fields") read at the results' 16 px; a bare count ("×2") is a figure's."""
    return COUNT if words.startswith("×") else WORDS


def card_width(side: int, room: int) -> int:
    """A scoring card's width in its row: CARD_MIN or more where the row's pieces have 20 px
    (at four players and 1280x720 they have 22), else as tall as the row's pieces."""
    return max(round(side * faces.CARD_RATIO), CARD_MIN if room >= 20 else 0)


def flock_width(counts: list[int]) -> int:
    """How wide a flock stands side by side: each colour's figure and its count."""
    return sum(faces.sheep(colour, FIGURE).get_width() + 2
               + (assets.font(COUNT, True).size(f"×{n}")[0] if n > 1 else 0)
               for colour, n in enumerate(counts) if n)


def count_width(counts: list[int]) -> int:
    """The widest count ("×3") a flock writes."""
    return max((assets.font(COUNT, True).size(f"×{n}")[0] for n in counts if n > 1), default=0)


def flock_need(counts: list[int]) -> int:
    """The least room a flock reads in: side by side, or, two colours or more, squeezed
    (each count under its figure) into a slot of SLOT each where that is narrower."""
    colours = sum(1 for n in counts if n)
    return flock_width(counts) if colours < 2 else min(flock_width(counts), SLOT * colours)


def scoring_cards(view: dict, seat: int) -> list[str]:
    """The cards in a seat's hand that score for it (the rules' own test)."""
    return scoring_in_hand(view["hands"][seat] or [], seat)


LABEL_SIZES = (LABEL, 15, 14, 13)  # px: a line's words over its pieces, the largest that fits


def label_size(labels: list[str], width: int) -> int:
    """The largest size at which every label reads on one line `width` wide."""
    for size in LABEL_SIZES:
        if all(assets.font(size).size(label)[0] <= width for label in labels):
            return size
    return LABEL_SIZES[-1]


def _after(box: pygame.Rect, left: int) -> pygame.Rect:
    """What is left of `box` right of its first `left` pixels."""
    return pygame.Rect(box.x + left, box.y, box.w - left, box.h)


def _count(surface: pygame.Surface, n: int, figure: pygame.Rect) -> None:
    if n > 1:
        assets.text(surface, f"×{n}", (figure.right, figure.bottom), COUNT, palette.CREAM,
                    bold=True, anchor="bottomleft", shadow=palette.INK, shadow_offset=1)
