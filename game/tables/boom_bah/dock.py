"""The prompt dock beside the Sheep-Boom-Bah board, in the piles' place above the log: the
card a question is about (the played card waiting for answers, with any answers stacked on
it, or the card you picked whose target is a rival, a colour or a place), what is asked, and
the buttons that answer it, each as wide as its words. The cells it is about glow on the
board meanwhile (`draw.question_cells`); the piles come back when it closes, and the log
below keeps six lines and more (it gives up only what the dock needs past the piles).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.rules.boom_bah.cards import card_type
from game.tables.boom_bah import faces
from game.tables.boom_bah.board import DOCK_PAD
from game.tables.boom_bah.words import (
    NAMED_SLOTS,
    card_title,
    prompt,
    question_lines,
    slot_hint,
)
from game.view import assets, ink, palette
from game.view.paint import wrap
from game.view.widgets import Button, draw_panel, flow

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

SIZE = 16  # px: the dock's words
PILES = 14  # px: the pile counts kept at the dock's foot while it hides the piles
BUTTON_H = 34
GAP = 6


@dataclass
class Dock:
    """Where the dock's parts go this frame (`rect` None: nothing is docked)."""

    rect: pygame.Rect | None = None
    cards: list[tuple[int | None, str, pygame.Rect]] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    text: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    piles: tuple[int, int] = (0, 0)  # where the pile counts start (x, y)
    body: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    """The room between the question (and its buttons) and the pile counts: the top card's
    whole text goes there when it fits whole (a critic: the dock stood 60 % empty)."""


def piles_line(table: BoomBahTable) -> str:
    """The pile counts the dock keeps in sight while it covers the piles' panel."""
    return _("Draw pile: {left} · Discard pile: {gone}").format(
        left=table.shown["deck_size"], gone=len(table.shown["discard"]))


def lines_of(table: BoomBahTable) -> list[str]:
    """What the dock says: the open question, or which target the picked card needs; never
    again what the instruction line under the board says now (it said "Nothing to answer
    with: the table passes for you." twice)."""
    asked = question_lines(table)
    if asked:
        said = table.message or table.hints.line() or prompt(table)
        return [line for i, line in enumerate(asked) if i == 0 or line != said]
    slot, card = table.picker.slot(), table.picker.card
    if card is not None and slot in NAMED_SLOTS and table.my_turn:
        return [card_title(card), _("Choose {what}").format(what=slot_hint(slot))]
    return []


def cards_of(table: BoomBahTable) -> list[tuple[int | None, str]]:
    """The cards shown in the dock: those waiting for answers, else the picked card while
    the dock asks for its target."""
    waiting = list(table.shown.get("in_play", []))
    if waiting:
        return waiting
    card = table.picker.card
    if card is not None and table.picker.slot() in NAMED_SLOTS and table.my_turn:
        return [(table.viewer, card)]
    return []


def zone_of(table: BoomBahTable) -> pygame.Rect:
    """The right column beside the board: the piles' panel over the log's zone. A question
    docks at its top in the piles' place (hiding them whole while it is open), so the log
    below keeps most of its zone: six lines and more however much the question holds."""
    return pygame.Rect(table.layout["deck_panel"].as_tuple()).union(
        table.layout["log"].as_tuple())


def plan(table: BoomBahTable, buttons: list[Button]) -> Dock:
    """Lay the dock out over the piles' panel (and the top of the log's zone if it needs
    more room) and flow `buttons` inside it."""
    zone = zone_of(table)
    lines, cards = lines_of(table), cards_of(table)
    if not lines and not cards:
        for button in buttons:
            button.rect = pygame.Rect(0, 0, 0, 0)
        return Dock()
    placed = []
    for depth, (seat, card) in enumerate(cards):
        x, y, w, h = table.board.dock_card(depth)
        placed.append((seat, card, pygame.Rect(round(x), round(y), round(w), round(h))))
    stack_bottom = max((r.bottom for _s, _c, r in placed), default=zone.y)
    left = max((r.right for _s, _c, r in placed), default=zone.x) + (12 if placed else DOCK_PAD)
    width = zone.right - DOCK_PAD - left
    rows = sum(len(wrap(line, SIZE, width, i == 0)) for i, line in enumerate(lines))
    text = pygame.Rect(left, zone.y + DOCK_PAD, width,
                       rows * assets.font(SIZE).get_linesize())
    used = flow(buttons, pygame.Rect(left, text.bottom + GAP, width, 0), BUTTON_H, 4) \
        if buttons else 0
    counts = assets.font(PILES).get_linesize()
    bottom = max(stack_bottom, text.bottom + (GAP + used if used else 0) + GAP + counts) \
        + DOCK_PAD
    bottom = max(bottom, pygame.Rect(table.layout["deck_panel"].as_tuple()).bottom)
    piles = (left, bottom - DOCK_PAD - counts)
    top = text.bottom + (GAP + used if used else 0) + GAP
    body = pygame.Rect(left, top, width, max(0, piles[1] - GAP - top))
    return Dock(pygame.Rect(zone.x, zone.y, zone.w, bottom - zone.y), placed, lines, text,
                piles, body)


BODY = 14  # px: the docked card's whole text


def body_rows(dock: Dock) -> list[str]:
    """The top docked card's whole text, wrapped to the dock's free room: all of it, or
    nothing where it does not fit whole."""
    if not dock.cards or dock.body.h <= 0:
        return []
    rows = wrap(tr(card_type(dock.cards[-1][1]).text), BODY, dock.body.w)
    if len(rows) * assets.font(BODY).get_linesize() > dock.body.h:
        return []
    return rows


def log_rect(table: BoomBahTable, dock: Dock) -> pygame.Rect:
    """The log's place: its zone, less what an open question's dock takes of it."""
    zone = pygame.Rect(table.layout["log"].as_tuple())
    if dock.rect is None:
        return zone
    top = max(zone.y, dock.rect.bottom + 8)
    return pygame.Rect(zone.x, top, zone.w, zone.bottom - top)


def draw(table: BoomBahTable, surface: pygame.Surface, dock: Dock) -> None:
    """The dock (its buttons are the table's to draw), and the log placed below it."""
    table.log.place(log_rect(table, dock))
    if dock.rect is None:
        return
    draw_panel(surface, dock.rect, palette.PANEL, palette.GOLD, radius=10)
    cancelled = table.shown.get("cancelled", [])
    for _seat, card, rect in dock.cards:  # the words above say whose (a ring in the
        # player's colour round a card of another colour read as the card's colour)
        ink.rect(surface, palette.INK, rect.inflate(4, 4), border_radius=9)
        surface.blit(faces.card(card, rect.w), rect)
        if card in cancelled:
            ink.line(surface, palette.DANGER, rect.topleft, rect.bottomright, 6)
            ink.line(surface, palette.DANGER, rect.topright, rect.bottomleft, 6)
    assets.text(surface, piles_line(table), dock.piles, PILES, palette.CREAM_DARK,
                box=dock.rect)
    step = assets.font(BODY).get_linesize()
    for i, row in enumerate(body_rows(dock)):
        assets.text(surface, row, (dock.body.x, dock.body.y + i * step), BODY,
                    palette.CREAM_DARK, box=dock.rect)
    y = dock.text.y
    step = assets.font(SIZE).get_linesize()
    for i, line in enumerate(dock.lines):
        bold = i == 0
        for row in wrap(line, SIZE, dock.text.w, bold):
            assets.text(surface, row, (dock.text.x, y), SIZE,
                        palette.GOLD if bold else palette.CREAM, bold=bold, box=dock.rect)
            y += step
