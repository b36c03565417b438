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
    said = str(score).replace("-", "\u2212")  # a minus sign, as every other count writes it
    text = f"{mark}{said}" if mark == "≈" else f"{said}{mark}"
    return f"★ {text}" if goal is None else f"★ {text}/{goal}"


PAD = 8  # px: inside the pill, before its first word and after its last
NOTE_PAD = 6  # px: PAD where a note makes the pill long (still clear of its ends)
NOTE = 14  # px: a note after the score in the same pill ("★ 3 · +5 at end"), not bold
SEP = " · "


def note_width(note: str) -> int:
    """How much a note (" · +5 at end") widens the pill; 0 for none."""
    return assets.font(NOTE).size(SEP + note)[0] if note else 0


def rect(words: str, right: float, top: float, height: float = HEIGHT,
         note: str = "") -> pygame.Rect:
    """The badge's place, its right end at `right`: as wide as its words (and note) need."""
    width = (assets.font(SIZE, True).size(words)[0] + 2 * (NOTE_PAD if note else PAD)
             + note_width(note))
    return pygame.Rect(round(right - width), round(top), width, round(height))


def draw(surface: pygame.Surface, where: pygame.Rect, words: str, note: str = "",
         note_colour: palette.Colour | None = None) -> None:
    """The pill; a note, where a table has one, follows the score inside it after a dot,
    smaller and not bold (Sheep-Boom-Bah's "★ 3 · +5 at end")."""
    radius = where.h // 2
    ink.rect(surface, palette.INK, where, border_radius=radius)
    ink.rect(surface, palette.GOLD_DARK, where, 2, border_radius=radius)
    if not note:
        assets.text(surface, words, where.center, SIZE, palette.GOLD, bold=True,
                    anchor="center", box=where)
        return
    x = where.x + NOTE_PAD
    x = assets.text(surface, words, (x, where.centery), SIZE, palette.GOLD, bold=True,
                    anchor="midleft", box=where).right
    dot = assets.font(NOTE).size(SEP)[0]
    assets.text(surface, SEP.strip(), (x + dot // 2, where.centery), NOTE,
                palette.mix(palette.GOLD, palette.CREAM, 0.5), anchor="center", box=where)
    assets.text(surface, note, (x + dot, where.centery), NOTE,
                note_colour or palette.mix(palette.GOLD, palette.CREAM, 0.5), anchor="midleft",
                box=where)
