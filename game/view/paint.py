"""Small painting helpers every table uses: a glow round a zone, a seat's mark, a line
fitted or wrapped to a width (so no table borrows them from another game's)."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.view import assets, ink, palette


def fit(message: str, size: int, width: float, bold: bool = False) -> str:
    """Shorten a line with an ellipsis until it fits `width` pixels."""
    face = assets.font(size, bold)
    if face.size(message)[0] <= width:
        return message
    while message and face.size(message + "…")[0] > width:
        message = message[:-1]
    return message + "…"


def wrap(message: str, size: int, width: float, bold: bool = False) -> list[str]:
    """`message` broken at spaces (never at a no-break space) into lines no wider than
    `width`; a word longer than the width is broken after its hyphens where it has them
    ("Aba-Ca-" / "Da-Ba"), else gets a line of its own."""
    return list(_wrapped(assets.font(size, bold), message, width))


@lru_cache(maxsize=2048)  # a panel wraps the same words every frame
def _wrapped(face: assets.Face, message: str, width: float) -> tuple[str, ...]:
    lines, line = [], ""
    for word in re.split(r"[^\S\u00a0]+", message.strip()):
        if not word:
            continue
        trial = f"{line} {word}".strip()
        if line and face.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
        while face.size(line)[0] > width and "-" in line[:-1]:
            head = _hyphened(face, line, width)
            if head is None:
                break
            lines.append(head)
            line = line[len(head):]
    return tuple(lines + ([line] if line else []))


def _hyphened(face, line: str, width: float) -> str | None:
    """The longest start of `line` ending at a hyphen that fits `width` (None: none does)."""
    cuts = [i + 1 for i, c in enumerate(line[:-1]) if c == "-" and " " not in line[i:]]
    fitting = [i for i in cuts if face.size(line[:i])[0] <= width]
    return line[:fitting[-1]] if fitting else None


def fitted_rows(message: str, size: int, width: float, rows: int, bold: bool = False,
                smallest: int = 6) -> tuple[list[str], int]:
    """`message` wrapped at the largest size from `size` down to `smallest` that needs at most
    `rows` rows, each no wider than `width`; at `smallest`, all the rows it takes (a word is
    never dropped)."""
    for step in range(size, smallest, -1):
        lines = wrap(message, step, width, bold)
        face = assets.font(step, bold)
        if len(lines) <= rows and all(face.size(line)[0] <= width for line in lines):
            return lines, step
    return wrap(message, smallest, width, bold), smallest


def glow(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 4, radius: int = 14):
    ink.rect(surface, colour, rect.inflate(8, 8), width, border_radius=radius)


def seat_mark(surface: pygame.Surface, seat: int, center, r: float, marks: bool) -> None:
    """A seat's colour as a disc, or its colour-blind shape when `marks` is on."""
    look = palette.player(seat)
    if marks:
        palette.draw_mark(surface, look.mark, center, r, look.colour)
    else:
        ink.circle(surface, look.colour, center, r * 0.8)
        ink.circle(surface, palette.INK, center, r * 0.8, 2)


def draw_crown(surface: pygame.Surface, centre: tuple[int, int], width: int) -> None:
    """A little gold crown (a winner, a leader, a majority): a band with three points, each
    tipped with a ball."""
    cx, cy = centre
    half, height = width / 2, width * 0.6
    base = cy + height / 2
    points = [(cx - half, base), (cx - half, cy - height * 0.2), (cx - half * 0.5, cy + height * 0.1),
              (cx, cy - height / 2), (cx + half * 0.5, cy + height * 0.1),
              (cx + half, cy - height * 0.2), (cx + half, base)]
    ink.polygon(surface, palette.GOLD, points)
    ink.polygon(surface, palette.GOLD_DARK, points, 2)
    for x, y in ((cx - half, cy - height * 0.2), (cx, cy - height / 2),
                 (cx + half, cy - height * 0.2)):
        ink.circle(surface, palette.GOLD, (x, y), max(3, width // 10))
        ink.circle(surface, palette.GOLD_DARK, (x, y), max(3, width // 10), 1)
