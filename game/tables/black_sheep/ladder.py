"""The combinations' order, always on screen in the right column under the piles: the seven
ranks best first in two numbered columns, and under them the animals best first (the
tie-breaker: within a rank the better animals win). The piles keep a strip at the top of
their zones ("deck", "discard"): a small card and its count each."""

from __future__ import annotations

import pygame

from game.i18n import _, tr
from game.rules.black_sheep import ANIMALS, RANKS
from game.view import assets, ink, palette
from game.view.prompts import SMALLEST

PAD = 10
HEADING = 14  # px, bold: the panel's title (small: the log under it keeps its lines)
TOP = 22  # the first rank's top, under the title
ICON = 18  # px: an animal in the tie-breaker's row, its art's width (its square's margins
# trimmed: the art was 14 x 12 px in a 16 px square, about 9 px to a critic's eye)
ICON_H = 16  # px: the art's height
ART = (0.1, 0.04, 0.88, 0.76)  # where an animal's art lies in its square (panels.FIGURE_BOX)
LARGEST = 14  # px: the ranks' words (body text; the log under them keeps six lines)
COLUMN_GAPS = (12, 8)  # px between the two columns: the wider where it fits
RIGHT = 6  # px: the least room right of the second column, inside the panel's edge
GAP = 8  # between the piles' strips and this panel
PILES_H = 30  # px: the piles' strips, a small card and its count


def cells() -> list[tuple[str, str]]:
    """(number, name) per rank, best first."""
    return [(f"{i + 1}", tr(name)) for i, name in enumerate(RANKS)]


def rows_of() -> int:
    return (len(RANKS) + 1) // 2


def size_and_columns(width: int) -> tuple[int, list[int]]:
    """The largest text size (LARGEST down to SMALLEST) at which the two columns fit `width`,
    and each column's left edge."""
    for size in range(LARGEST, SMALLEST - 1, -1):
        widths = [cell_width(n, name, size) for n, name in cells()]
        for gap in COLUMN_GAPS:
            col = max(widths[:rows_of()]) + gap
            if col + max(widths[rows_of():]) <= width - PAD - RIGHT:
                return size, [PAD, PAD + col]
    return size, [PAD, PAD + col]


def cell_width(number: str, name: str, size: int) -> int:
    return assets.font(size, True).size(number)[0] + 5 + assets.font(size).size(name)[0]


def step_of(size: int) -> int:
    """A rank row's height: a line and a pixel (a drawn "p" reaches a pixel below it)."""
    return assets.font(size).get_linesize() + 1


def height() -> int:
    size, _cols = size_and_columns(10_000)
    return TOP + rows_of() * step_of(size) + ICON_H + 7


def places(layout) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The draw pile's strip, the discard pile's strip, and this panel under both, all in
    the layout's "deck" and "discard" zones."""
    deck, discard = pygame.Rect(layout["deck"].as_tuple()), pygame.Rect(layout["discard"].as_tuple())
    return (pygame.Rect(deck.x, deck.y, deck.w, PILES_H),
            pygame.Rect(discard.x, discard.y, discard.w, PILES_H),
            pygame.Rect(deck.x, deck.y + PILES_H + GAP, discard.right - deck.x,
                        deck.h - PILES_H - GAP))


def ties_row(rect: pygame.Rect) -> tuple[pygame.Rect, list[tuple[str, pygame.Rect]]]:
    """The tie-breaker's words' place and each animal's square, best first."""
    size, _cols = size_and_columns(rect.w)
    y = rect.y + TOP + rows_of() * step_of(size) + 2
    label = assets.font(size).size(_("Ties:"))
    words = pygame.Rect(rect.x + PAD, y + (ICON_H - label[1]) // 2, *label)
    left = words.right + 6
    for w, h in LARGER + ((ICON, ICON_H),):  # larger where the row and the panel have room
        step = min(w + 12, (rect.right - PAD + 4 - left - w) // (len(ANIMALS) - 1))
        if step - w >= LARGER_GAP and y + h <= rect.bottom - 2:
            break
    return words, [(a, pygame.Rect(left + i * step, y, w, h)) for i, a in enumerate(ANIMALS)]


LARGER = ((20, 18),)  # px: the tie-breaker's art where "Ties:" leaves it room (round 9: the
# critic still read 18 x 16 as small; German "Gleichstand:" keeps 18 x 16)
LARGER_GAP = 8  # px: the least room between two larger animals, for the ">" between them


def draw_ladder(surface: pygame.Surface, rect: pygame.Rect) -> None:
    assets.text(surface, _("Ranks, best first"), (rect.x + PAD, rect.y + 4), HEADING,
                palette.GOLD, bold=True, box=rect)
    size, cols = size_and_columns(rect.w)
    step = step_of(size)
    for i, (number, name) in enumerate(cells()):
        x = rect.x + cols[i // rows_of()]
        y = rect.y + TOP + (i % rows_of()) * step
        lead = assets.font(size, True).size(number)[0]
        assets.text(surface, number, (x, y), size, palette.GOLD, bold=True, box=rect)
        assets.text(surface, name, (x + lead + 5, y), size, palette.CREAM, box=rect)
    words, squares = ties_row(rect)
    assets.text(surface, _("Ties:"), words.topleft, size, palette.GOLD, box=rect)
    for animal, art in squares:  # the art's square, larger, so the art fills `art`
        size = round(art.w / ART[2])
        surface.blit(assets.svg(animal, (size, size)),
                     (art.x - round(ART[0] * size), art.y - round(ART[1] * size)))
    for mark in chevrons(rect):
        ink.lines(surface, palette.CREAM, False,
                  [mark.topleft, (mark.right, mark.centery), mark.bottomleft], 2)


def chevrons(rect: pygame.Rect) -> list[pygame.Rect]:
    """The small "better than" marks between the tie-breaker's animals: drawn, narrow, each
    in the gap between two squares (a ">" glyph at 14 px touched the animals in German, whose
    "Gleichstand:" leaves them less room)."""
    _words, squares = ties_row(rect)
    marks = []
    for (_a, left), (_b, right) in zip(squares, squares[1:], strict=False):
        gap = right.x - left.right
        w = max(2, min(5, gap - 3))
        marks.append(pygame.Rect(left.right + (gap - w) // 2, left.centery - 4, w, 8))
    return marks
