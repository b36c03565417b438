"""The cards in plain words. At the top right, the deck panel: the draw pile with how many
cards are left in it, and the discard pile. In your hand panel's column, under your buttons:
when you draw back up to four, and your own auto-pass switch (only yours: in hot seat each
person sees their own, behind their hand-off).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.rules.boom_bah.cards import card_type
from game.rules.boom_bah.state import HAND_SIZE
from game.tables.asked import TableAskedChoice
from game.tables.boom_bah import faces
from game.tables.boom_bah.words import hand_colour_note
from game.view import assets, ink, palette, piles
from game.view.paint import wrap
from game.view.widgets import draw_panel

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

NOTE = 14  # px: the refill sentence
SWITCH_H = 30  # the choice's row
SWITCH_SIZE = 15


def deck_panel(table: BoomBahTable, surface: pygame.Surface) -> None:
    layout, shown = table.layout, table.shown
    panel = pygame.Rect(layout["deck_panel"].as_tuple())
    draw_panel(surface, panel, palette.PANEL, palette.PANEL_EDGE, radius=12, shadow=3)
    x, y, w, h = table.board.pile_card("deck")
    left = shown["deck_size"]
    for i in range(min(5, math.ceil(left / 12))):
        surface.blit(faces.card(None, w), (x - i * 2, y - i * 2))
    piles.draw(surface, pygame.Rect(round(x), round(y), round(w), round(h)), left,
               piles.draw_words(), panel)
    x, y, w, h = table.board.pile_card("discard")
    pile = shown["discard"]
    top = pygame.Rect(round(x), round(y), round(w), round(h))
    if pile:
        surface.blit(faces.card(pile[-1], w), top)
    else:
        ink.rect(surface, palette.PANEL_EDGE, top, 2, border_radius=8)
    piles.draw(surface, top, len(pile), piles.discard_words(), panel)
    for line, at, size in pile_name(table):  # the top card's name beside it (critics 20)
        assets.text(surface, line, at.topleft, size, palette.CREAM, bold=True, box=panel)


PILE_NAME = (14, 13)  # px, bold: the discard pile's top card named beside it
PILE_NAME_GAP = 14  # px: between the card (and its counter on its corner) and its name


def pile_name(table: BoomBahTable) -> list[tuple[str, pygame.Rect, int]]:
    """The discard pile's top card named right of it, whole words on up to three rows at
    14 px (13 where that is what fits), centred on the card (critics 20: at 72 px the card's
    own title band squeezed "Shep-/herd's/Hook" over three rows); each row, where and how
    large. Nothing while the pile is empty."""
    pile = table.shown["discard"]
    if not pile:
        return []
    panel = pygame.Rect(table.layout["deck_panel"].as_tuple())
    x, y, w, h = table.board.pile_card("discard")
    left = round(x + w) + PILE_NAME_GAP
    room = panel.right - 10 - left
    name = tr(card_type(pile[-1]).name)
    for size in PILE_NAME:
        rows = wrap(name, size, room, True)
        if len(rows) <= 3 and all(assets.font(size, True).size(r)[0] <= room for r in rows):
            break
    step = assets.font(size, True).get_linesize()
    top = round(y + h / 2 - len(rows) * step / 2)
    return [(row, pygame.Rect(left, top + i * step, *assets.font(size, True).size(row)), size)
            for i, row in enumerate(rows)]


def refill(table: BoomBahTable, surface: pygame.Surface, box: pygame.Rect) -> None:
    """The refill sentence and, above it, which of your cards score, in the room your
    buttons leave (each said whole, or not at all; the refill first); at the top of that
    room, under your switch, what the gold tabs over your cards mean (`tab_key`)."""
    step = assets.font(NOTE).get_linesize()
    bottom = box.bottom
    for note in (refill_note(table), colour_line(table)):
        rows = wrap(note, NOTE, box.w - 8) if note else []
        if not rows:
            continue
        if bottom - len(rows) * step < box.y:
            return
        bottom -= len(rows) * step
        for i, row in enumerate(rows):
            note_row(surface, row, (box.x + 4, bottom + i * step), table.viewer, box)
        bottom -= 3
    key = tab_key(table, box)
    if key is not None and key[1].bottom <= bottom:
        tab, words = key
        ink.rect(surface, palette.GOLD, tab, border_radius=3)
        assets.text(surface, _("Can be played now"), words.topleft, NOTE, palette.GOLD, box=box)


SHAPES = "●■▲◆"  # the seats' shapes, as the notes write them


def note_row(surface: pygame.Surface, row: str, at: tuple[int, int], seat: int | None,
             box: pygame.Rect) -> list[pygame.Rect]:
    """A row of a note, the seat's shape in it ("red ●") in the seat's colour as the cards
    draw it (critics 20: a cream dot beside "red" read as no colour at all); the rects drawn."""
    mark = SHAPES[seat] if seat is not None and seat < len(SHAPES) else ""
    x, y = at
    drawn = []
    for i, piece in enumerate(row.split(mark) if mark else [row]):
        if i:
            drawn.append(assets.text(surface, mark, (x, y), NOTE, palette.player(seat).colour,
                                     bold=True, box=box))
            x = drawn[-1].right
        if piece:
            drawn.append(assets.text(surface, piece, (x, y), NOTE, palette.CREAM_DARK, box=box))
            x = drawn[-1].right
    return drawn


TAB_KEY_W = 26  # px: the gold tab drawn in the key, as wide as a short one over a card


def tab_key(table: BoomBahTable, box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect] | None:
    """While you hold a card you can play now: a gold tab like the one over it and "Can be
    played now", at the top of your column's free room (critic 15: the tabs went unexplained
    and the room under your switch stood empty); where the tab and the words go."""
    if table.viewer is None or not table.playable_cards():
        return None
    w, h = assets.font(NOTE).size(_("Can be played now"))
    words = pygame.Rect(box.x + 10 + TAB_KEY_W, box.y + 6, w, h)
    if words.right > box.right:
        return None
    tab = pygame.Rect(box.x + 4, 0, TAB_KEY_W, 6)
    tab.centery = words.centery
    return tab, words


def colour_line(table: BoomBahTable) -> str:
    """Which cards in your hand score at the end (nothing for a spectator, or once the
    cards are dealt and played out)."""
    if table.viewer is None or table.shown["phase"] not in ("setup", "play"):
        return ""
    return hand_colour_note(table.viewer)


def refill_note(table: BoomBahTable) -> str:
    """When you draw back up to four, in a sentence (nothing for a spectator); during the
    setup too, what it will be (the column under Hint stood half empty then)."""
    seat, shown = table.viewer, table.shown
    if seat is None or shown["phase"] not in ("setup", "play"):
        return ""
    if shown["phase"] == "setup" or not shown["refill_due"][seat]:
        return _("Play or discard cards, and you draw back up to {n} at the end of your "
                 "turn.").format(n=HAND_SIZE)
    if shown["turn"] == seat:
        return _("You draw back up to {n} cards at the end of this turn.").format(n=HAND_SIZE)
    return _("You draw back up to {n} cards at the end of your next turn.").format(n=HAND_SIZE)


def switch_rect(table: BoomBahTable) -> pygame.Rect:
    """Where your auto-pass switch sits: at the top of your hand panel's column (the
    buttons are a cluster at its foot, as at every table), its words on a line over the
    choice."""
    column = pygame.Rect(table.layout["controls"].as_tuple())
    height = SWITCH_H + TableAskedChoice.label_row(SWITCH_SIZE)
    return pygame.Rect(column.x, column.y, column.w, height)
