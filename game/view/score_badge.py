"""The score badge at the right end of every seat's name row, the same at all four tables:
a dark pill with a gold edge and the score in gold after a star ("★ 12", "★ 2/3" where a
count wins, "★ ≈20" or "★ 3 + ?" where part of a rival's score is face down; points that count only
at the end are said beside the badge, in words, by the table that has them). A player who learnt to read it
at one table reads it at every other."""

from __future__ import annotations

import pygame

from game.view import assets, ink, palette

SIZE = 17  # px: the score's letters at every table
HEIGHT = 26  # px: the pill, on a name row


def words(score: object, goal: object = None, mark: str = "") -> str:
    """What a badge says: the score, "/goal" where reaching a number wins, and a mark before
    ("≈") or after (" + ?") it where the score is not all known."""
    text = f"{mark}{score}" if mark == "≈" else f"{score}{mark}"
    return f"★ {text}" if goal is None else f"★ {text}/{goal}"


def rect(words: str, right: float, top: float, height: float = HEIGHT) -> pygame.Rect:
    """The badge's place, its right end at `right`: as wide as its words need."""
    width = assets.font(SIZE, True).size(words)[0] + 16
    return pygame.Rect(round(right - width), round(top), width, round(height))


def draw(surface: pygame.Surface, where: pygame.Rect, words: str) -> None:
    radius = where.h // 2
    ink.rect(surface, palette.INK, where, border_radius=radius)
    ink.rect(surface, palette.GOLD_DARK, where, 2, border_radius=radius)
    assets.text(surface, words, where.center, SIZE, palette.GOLD, bold=True, anchor="center",
                box=where)
