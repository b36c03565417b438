"""Sheep Sheep in the table's "?" reference (`game.view.reference`): what the strip under
each card shows, the exchange, the Lucky Sheep and the scoring (the rules' words, short);
first how a turn goes (it stood pinned in the log's foot at the start, halving the log)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.view import assets, ink, palette, score_badge
from game.view.paint import glow
from game.view.reference import Row, Section

if TYPE_CHECKING:
    from game.tables.sheep_sheep.table import SheepSheepTable

CARD = 56  # px: a card's picture in the reference
LUCKY = 40  # px: a Lucky Sheep's picture


def _card(surface: pygame.Surface, at: pygame.Rect) -> None:
    """A whole card, its strip framed in gold as on the grid's caption."""
    image = paint.card(paint.LEGEND_FACE, at.w)
    surface.blit(image, at.topleft)
    strip = paint.band(pygame.Rect(at.x, at.y, at.w, image.get_height()))
    ink.rect(surface, palette.GOLD, strip.inflate(2, 2), 2, border_radius=4)


def _grouped(surface: pygame.Surface, at: pygame.Rect) -> None:
    """A card of a group as the grid shows it: edged in gold."""
    image = paint.card(("orange", "blue"), at.w)
    surface.blit(image, at.topleft)
    glow(surface, pygame.Rect(at.topleft, image.get_size()), palette.GOLD, 3, 10)


def _changed(surface: pygame.Surface, at: pygame.Rect, letter: str = "") -> None:
    """A card marked as changed in the last turn: a seat's outline and its token (`letter`:
    the seat's initial) inside the card's corner, drawn as on the grid."""
    image = paint.card(("blue", "yellow"), at.w - 4)  # its outline stays in the picture
    room = pygame.Rect((at.x + 2, at.y + 2), image.get_size())
    surface.blit(image, room.topleft)
    ink.rect(surface, paint.CHANGED_EDGE, room.inflate(4, 4), 3, border_radius=8)
    paint.changed_mark(surface, (room.right - paint.CHANGED_IN, room.y + paint.CHANGED_IN),
                       letter)  # the grid's token, inside the card's corner


SAMPLE = 9  # the cards' points in the secret score's sample badge ("★ 9 + ?")


def secret_badge() -> str:
    """The sample badge of a score whose Lucky Sheep is still secret."""
    return score_badge.words(SAMPLE, mark=words.SECRET)


def _badge(surface: pygame.Surface, at: pygame.Rect) -> None:
    """The score badge as a panel shows it while the Lucky Sheep is secret."""
    score_badge.draw(surface, score_badge.rect(secret_badge(), at.right, at.y), secret_badge())


def _lucky(surface: pygame.Surface, at: pygame.Rect) -> None:
    surface.blit(assets.svg("ss_lucky_blue", at.size), at)


def reference(table: SheepSheepTable) -> list[Section]:
    letter = paint.initial(table, 1) if table is not None else ""  # the second seat's
    height = paint.card(paint.LEGEND_FACE, CARD).get_height()
    return [
        Section(words.turn_heading(), [Row(f"{n}. {step}") for n, step in
                                       enumerate(words.turn_steps(), 1)]),
        Section(_("Lucky Sheep"), [
            Row(_("Each player has a secret Lucky Sheep colour, shown at the end."), _lucky,
                (LUCKY, round(LUCKY * 1.4))),
            Row(_("A score of {badge}: {n} points for the cards collected so far, and the "
                  "? for the secret Lucky Sheep, which adds 1 point for each sheep of its "
                  "colour at the end.").format(badge=secret_badge(), n=SAMPLE), _badge,
                (score_badge.rect(secret_badge(), 0, 0).w, score_badge.HEIGHT)),
        ]),
        Section(_("A card"), [
            Row(_("Every card has a sheep on each side. The strip under a card shows its "
                  "other side: what the cell shows if the card is turned over."), _card,
                (CARD, height)),
            Row(_("An exchange: put one of your cards on a sheep in the grid of either of "
                  "its two colours. You take that sheep into your hand; your card lies there "
                  "showing its other colour.")),
            Row(_("Three or more sheep of one colour touching side to side (corners do not "
                  "count) are edged in gold on the grid: they are collected when the turn "
                  "ends."), _grouped, (CARD, height)),
            Row(words.changed_legend(), lambda surface, at: _changed(surface, at, letter),
                (CARD, height)),
        ]),
        Section(_("Scoring"), [  # scoring, the dry turns and the end together; the Lucky
            Row(_("Every card you collected: 1 point, or 2 if the side that showed is your "
                  "Lucky Sheep's colour.")),  # Sheep beside your turn: the three columns
        ]),  # stand even (the right one was a fifth taller than the left, critics 21)
        Section(words.dry_heading(), [Row(step) for step in words.dry_steps()]),
        Section(words.end_heading(), [Row(step) for step in words.end_steps()]),
    ]
