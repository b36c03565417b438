"""What your special cards do, in words you see without hovering: a small guide at the foot
of the log's column, a row per special card in your hand (its picture, its name, what it
does when a rival draws it from you), while the Thieving Magpie waits beside the pile,
how it comes into play, and last what the number in an animal card's corner is for (the
critic found it unexplained; the first row to give way).

A new player holding an Eagle or a Mole could not tell what it was for (the zoom says it,
but only under the pointer). The guide takes the log's empty room at the start; the log
always keeps room for its newest lines (`log_needs`), and the guide gives way a row at a
time from its foot when a question docked over the log needs the room.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import _
from game.rules.bye_bye import SPECIALS
from game.tables.bye_bye import faces
from game.tables.bye_bye.words import label, magpie_comes
from game.view import assets, canvas, ink, palette
from game.view.log import GameLog
from game.view.paint import wrap

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

LOOKS = ((56, 15, 16), (40, 14, 15), (26, 14, 14))  # a card's picture (wide), its words
# and its name (px, the name bold): largest where the column has the room (at the start,
# where the log's few lines left a blank a critic found), else smaller before a row gives
# way; never words under 14 px
HEAD = 16  # px: the guide's heading, bold
PAD = 8  # inside the log's panel, left and right (as the log's own)
GAP = 6  # between the rows
LOG_KEEPS = 200  # px: the log's least height beside the guide
LOG_LINES = 6  # ... and room for its newest lines whole, this many of them


def drawn_from_you(card: str) -> str:
    """What a special card in your hand does when a rival draws it (your side of it)."""
    return {
        "black_sheep": _("Whoever draws it from you must stop and lay nothing; it comes "
                         "back to you."),
        "eagle": _("Whoever draws it may ask any player for an animal."),
        "mole": _("Whoever draws it sees your hand and may take an animal from it."),
        "magpie": _("Whoever draws it may take a card from a rival's zoo."),
        "white_sheep": _("Whoever draws it lets you put an animal in your zoo at once."),
        "mother_sheep": _("Whoever draws it gets the pile's top card too."),
        "wolf": _("Whoever draws it gives you the cards at the watering hole."),
    }.get(card, "")


class Row(NamedTuple):
    """A row of the guide: the card, its name, the lines of what it does, where it starts
    and how high it is, and its look (`LOOKS`: picture, words, name)."""

    card: str
    name: str
    lines: list[str]
    top: int
    height: int
    look: tuple[int, int, int]


def entries(table: ByeByeTable) -> list[tuple[str, str]]:
    """(card, what it does) for each special card in your hand, in the rules' order (the
    Black Sheep always: it never leaves a hand for good, and the guide should not jump while
    it flies), then the Magpie while it waits beside the pile."""
    shown = table.shown
    hand = shown.get("hand") if table.viewer is not None else None
    if hand is not None:  # your own Black Sheep is always yours, even while it trots home
        hand = [*hand, "black_sheep"]
    held = [card for card in SPECIALS if card in (hand or [])]
    rows = [(card, drawn_from_you(card)) for card in held]
    if shown.get("magpie_waiting") and shown.get("phase") != "choose":
        rows.append(("magpie", magpie_comes()))
    rows.append((NUMBER, number_says()))
    return rows


NUMBER = "number"  # the guide's last row: what the number in an animal card's corner is for
SAMPLE = "8"  # the number that row shows, in a plate as the cards' corners have it


def number_says() -> str:
    """What the number in an animal card's corner is for (the physical cards have it too)."""
    return _("Each animal has its own; three cards with the same number make a triplet.")


def name_of(card: str) -> str:
    """A row's name: the card's, or for the number's row what it is about."""
    return _("Card numbers") if card == NUMBER else label(card)


def heading() -> str:
    return _("Card guide")


def height_of(card: str, icon: int) -> int:
    """How tall a row's picture is: a card's, or the number's plate (as wide as a card)."""
    return icon if card == NUMBER else faces.height_of(icon)


def picture(surface: pygame.Surface, card: str, icon: int, at: tuple[int, int]) -> None:
    """A row's picture: the card, or for the number's row a corner's plate with a number."""
    if card != NUMBER:
        surface.blit(faces.card(card, icon, named=False), at)
        return
    centre = (at[0] + icon / 2, at[1] + icon / 2)
    ink.circle(surface, palette.CREAM, centre, icon / 2 - 1)
    ink.circle(surface, palette.GOLD_DARK, centre, icon / 2 - 1, 2)
    assets.text(surface, SAMPLE, centre, round(icon * 0.5), palette.INK, bold=True,
                anchor="center")


def layout(table: ByeByeTable, top: int) -> tuple[pygame.Rect, list[Row]] | None:
    """The guide's place at the foot of the log's column (the log above it from `top`) and
    the rows that fit whole while the log keeps `LOG_KEEPS`; None when not one row fits."""
    zone = pygame.Rect(table.layout["log"].as_tuple())
    found = entries(table)
    if not found or not table.shown:
        return None
    room = zone.bottom - 6 - (top + log_needs(table.log))  # what the log leaves the guide
    for look in LOOKS:
        rows = list(planned(tuple(found), look, zone.w - 2 * PAD - 8,  # (the log's width)
                            canvas.zoom()))  # (a copy: rows give way below)
        if rows[-1].top + rows[-1].height + PAD <= room:
            break
    while rows and rows[-1].top + rows[-1].height + PAD > room:
        rows.pop()
    if not rows:
        return None
    height = rows[-1].top + rows[-1].height + PAD
    rect = pygame.Rect(zone.x, zone.bottom - height, zone.w, height)
    return rect, [r._replace(top=r.top + rect.y) for r in rows]


@functools.lru_cache(maxsize=64)
def planned(found: tuple[tuple[str, str], ...], look: tuple[int, int, int], inner: int,
            zoom: float) -> tuple[Row, ...]:
    """The rows in `look`, from the guide's top (under its heading), wrapped once per hand
    (asked for every frame). (`zoom`: the fonts measure per zoom.)"""
    icon, size, name = look
    step = assets.font(size).get_linesize()
    name_step = assets.font(name, True).get_linesize()
    y = assets.font(HEAD, True).get_linesize() + 4
    rows: list[Row] = []
    for card, does in found:
        lines = wrap(does, size, inner - icon - 8)
        height = max(height_of(card, icon), name_step + len(lines) * step)
        rows.append(Row(card, name_of(card), lines, y, height, look))
        y += height + GAP
    return tuple(rows)


def log_needs(log: GameLog) -> int:
    """The height the log keeps beside the guide: `LOG_KEEPS`, or more where its newest
    `LOG_LINES` lines take more rows (each line wrapped to the column's width)."""
    rows = lines = 0
    for row in reversed(log.rows):
        rows += 1
        lines += row.first
        if lines >= LOG_LINES:
            break
    body = log.PAD + log.TITLE + 8 + 6  # the title over the lines, the margin under them
    return max(LOG_KEEPS, body + rows * log.row_height + max(0, lines - 1) * log.LINE_GAP + 2)


def draw(table: ByeByeTable, surface: pygame.Surface, placed: tuple[pygame.Rect, list[Row]]
         ) -> None:
    """The guide: a rule over it, its heading, and a row per card (picture, name, words)."""
    rect, rows = placed
    left = rect.x + PAD + 2
    ink.line(surface, palette.PANEL_EDGE, (rect.x + PAD, rect.y), (rect.right - PAD, rect.y), 1)
    assets.text(surface, heading(), (left, rect.y + 4), HEAD, palette.GOLD, bold=True,
                box=rect)
    for row in rows:
        icon, size, name = row.look
        step = assets.font(size).get_linesize()
        picture(surface, row.card, icon, (left, row.top))
        x = left + icon + 8
        assets.text(surface, row.name, (x, row.top), name, palette.CREAM, bold=True, box=rect)
        below = row.top + assets.font(name, True).get_linesize()
        for i, line in enumerate(row.lines):
            assets.text(surface, line, (x, below + i * step), size, palette.CREAM, box=rect)
