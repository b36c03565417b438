"""Small painting helpers every table uses: a glow round a zone, a seat's mark, a line
fitted or wrapped to a width (so no table borrows them from another game's)."""

from __future__ import annotations

import pygame

from game.view import assets, palette


def fit(message: str, size: int, width: float, bold: bool = False) -> str:
    """Shorten a line with an ellipsis until it fits `width` pixels."""
    face = assets.font(size, bold)
    if face.size(message)[0] <= width:
        return message
    while message and face.size(message + "…")[0] > width:
        message = message[:-1]
    return message + "…"


def wrap(message: str, size: int, width: float, bold: bool = False) -> list[str]:
    """`message` broken at spaces into lines no wider than `width` (a word longer than the
    width gets a line of its own)."""
    face, lines, line = assets.font(size, bold), [], ""
    for word in message.split():
        trial = f"{line} {word}".strip()
        if line and face.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + ([line] if line else [])


def glow(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 4, radius: int = 14):
    pygame.draw.rect(surface, colour, rect.inflate(8, 8), width, border_radius=radius)


def seat_mark(surface: pygame.Surface, seat: int, center, r: float, marks: bool) -> None:
    """A seat's colour as a disc, or its colour-blind shape when `marks` is on."""
    look = palette.player(seat)
    if marks:
        palette.draw_mark(surface, look.mark, center, r, look.colour)
    else:
        pygame.draw.circle(surface, look.colour, center, r * 0.8)
        pygame.draw.circle(surface, palette.INK, center, r * 0.8, 2)
