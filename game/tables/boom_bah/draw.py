"""Painting the Sheep-Boom-Bah table from `table.shown` (no state changes here; the words
come from boom_bah_words, the pieces' images from boom_bah_faces).

The zones: the pasture in the middle on a wooden frame that carries its coordinates; the
player boards down the left (boom_bah_boards); the deck panel, the prompt dock
(boom_bah_dock) and the log on the right; your hand panel under the board: the instruction
line across its top, your cards large, your buttons beside them. Nothing but pieces in motion
and highlights is drawn over the pasture.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.cards import TARGET_SHAPES, card_colour, card_type
from game.rules.boom_bah.refusals import why_unplayable
from game.rules.boom_bah.scoring import scoring_in_hand
from game.tables.boom_bah import faces
from game.tables.boom_bah.board import BADGE_WIDTH, PICK_LIFT
from game.tables.boom_bah.faces import CARD_RATIO, _card_face, card
from game.tables.boom_bah.faces import tile as tile_image
from game.tables.boom_bah.words import colour_note, picker_shape, prompt, question_lines
from game.view import assets, canvas, ink, palette
from game.view.paint import fit, glow
from game.view.prompts import draw_instruction
from game.view.widgets import draw_banner, draw_panel

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

__all__ = ["BADGE_WIDTH", "CARD_RATIO", "PICK_LIFT", "_card_face", "card", "tile_image"]

HOVER_LIFT = 5
PLAYABLE_MARK = 6  # px: the height of the gold tab over a card you can play now
FRAME = 18  # the wooden frame's width left of and under the pasture: the coordinates
COORDINATES = 14  # px


def when(timing: str) -> str:
    """When a card is played, as its face says it."""
    return {"turn": _("Play on your turn"), "answer": _("Answers a card"),
            "mine": _("When a mine goes off"), "bump": _("When you are bumped")}[timing]


def sheep_icon(colour: int, h: float) -> pygame.Surface:
    """A plastic sheep of a seat's colour with its seat's shape on the base, `h` pixels tall
    (on the pasture, a board, in flight)."""
    return faces.sheep(colour, h)


# -- what never moves ---------------------------------------------------------------------
def board_frame(area: pygame.Rect) -> pygame.Rect:
    """The pasture's wooden frame round the pasture `area`: 8 px over it and right of it,
    FRAME left of and under it for the coordinates."""
    return pygame.Rect(area.x - FRAME, area.y - 8, area.w + FRAME + 8, area.h + FRAME + 8)


def background(table: BoomBahTable) -> pygame.Surface:
    """The felt, the hand panel, and the pasture's wooden frame with its column letters
    below and row numbers to the left: painted once."""
    layout = table.layout
    surface = assets.tiled("table_felt", layout.size)
    for zone in ("hand_panel", "log"):
        draw_panel(surface, pygame.Rect(layout[zone].as_tuple()), palette.PANEL,
                   palette.PANEL_EDGE, radius=12, shadow=3)
    area = pygame.Rect(layout["board"].as_tuple())
    frame = board_frame(area)
    ink.rect(surface, palette.darker(palette.WOOD_DARK, 0.3), frame.move(0, 5),
                     border_radius=14)
    ink.rect(surface, palette.WOOD, frame, border_radius=14)
    ink.rect(surface, palette.WOOD_DARK, area.inflate(4, 4), border_radius=6)
    size = area.w / cells.SIZE
    for i in range(cells.SIZE):
        assets.text(surface, "abcdefg"[i], (area.x + size * (i + 0.5), area.bottom + FRAME / 2 + 1),
                    COORDINATES, palette.CREAM, bold=True, anchor="center",
                    shadow=palette.WOOD_DARK, shadow_offset=1)
        assets.text(surface, str(i + 1), (area.x - FRAME / 2, area.y + size * (i + 0.5)),
                    COORDINATES, palette.CREAM, bold=True, anchor="center",
                    shadow=palette.WOOD_DARK, shadow_offset=1)
    return surface.convert() if pygame.display.get_surface() else surface


# -- the pasture ------------------------------------------------------------------------
def pasture(table: BoomBahTable, surface: pygame.Surface) -> None:
    """The 49 tiles, painted again only when one turns, is peeked at or is taken."""
    shown = table.shown
    peeked = shown.get("peeked") or {}
    key = (tuple(shown["tiles"]), tuple(sorted(peeked.items())),
           tuple(tuple(p) for p in shown.get("peeks", [])))
    table.panels["pasture"].draw(surface, pygame.Rect(table.layout["board"].as_tuple()), key,
                                 lambda canvas_: tiles(table, canvas_), under=table.background)


def tiles(table: BoomBahTable, surface: pygame.Surface) -> None:
    board, shown = table.board, table.shown
    size = round(board.cell_size) - 2
    peeked = shown.get("peeked") or {}
    for cell, kind in enumerate(shown["tiles"]):
        x, y, _w, _h = board.cell_rect(cell)
        spot = pygame.Rect(round(x) + 1, round(y) + 1, size, size)
        if not faces.draw_tile_state(surface, kind, spot).w:
            ink.rect(surface, (70, 50, 32), (x + 1, y + 1, size, size), border_radius=8)
            continue
        if kind == "down" and str(cell) in peeked:
            peek = tile_image(peeked[str(cell)], size // 2)
            if peek is not None:
                surface.blit(peek, (x + size // 2, y + 2))
                ink.rect(surface, palette.GOLD, (x + size // 2, y + 2, size // 2,
                                                         size // 2), 2, border_radius=4)
        elif kind == "down":
            peekers = [s for s, p in enumerate(shown.get("peeks", [])) if cell in p]
            r = max(6, size // 8)
            for i, seat in enumerate(peekers):  # an eye in each peeker's colour
                peek_eye(surface, seat, (x + size - r - 3 - i * (2 * r + 1), y + r + 5), r)


def peek_eye(surface: pygame.Surface, seat: int, centre: tuple[int, int], r: int) -> None:
    """The eye on a face-down tile a rival peeked under, in that rival's colour."""
    ink.circle(surface, palette.player(seat).colour, centre, r)
    ink.circle(surface, palette.CREAM, centre, r - 2)
    ink.circle(surface, palette.INK, centre, max(2, r // 2 - 1))


@canvas.raster
def glow_fill(w: int, h: int, alpha: int, colour: palette.Colour = palette.GOLD) -> pygame.Surface:
    shade = canvas.blank((w, h))
    shade.fill((*colour, alpha))
    return shade


def highlights(table: BoomBahTable, surface: pygame.Surface) -> None:
    """Legal cells glow gold; picked sheep stand in a gold ring; what the open question is
    about glows red (its cells, and a ring under each sheep on them)."""
    board = table.board
    pulse = 150 + int(100 * math.sin(table.clock * 6))
    last_move(table, surface)
    for cell in table.cell_options():
        rect = pygame.Rect(board.cell_rect(cell)).inflate(-6, -6)
        surface.blit(glow_fill(rect.w, rect.h, pulse // 32 * 8), rect)
        ink.rect(surface, (*palette.GOLD, pulse), rect, 3, border_radius=8)
    picked = [table.picker.sheep] if table.picker.sheep is not None else []
    shape = picker_shape(table)
    picked += [v for slot, v in zip(shape, table.picker.chosen, strict=False) if slot == "cell"]
    for cell in picked:
        ring(surface, board, cell, palette.GOLD)
    for cell in question_cells(table):
        rect = pygame.Rect(board.cell_rect(cell)).inflate(-4, -4)
        ink.rect(surface, (*palette.DANGER, pulse), rect, 4, border_radius=10)
        if table.shown["sheep"][cell] is not None:
            ring(surface, board, cell, palette.DANGER)
    if table.alarm is not None:  # a mine just turned up: it glows red for its beat
        rect = pygame.Rect(board.cell_rect(table.alarm)).inflate(-2, -2)
        surface.blit(glow_fill(rect.w, rect.h, 40 + pulse // 4, palette.DANGER), rect)
        ink.rect(surface, palette.DANGER, rect, 5, border_radius=10)


LAST_COLOUR = palette.CREAM  # the last move's soft rings: not gold (legal) nor red (danger)


def last_move(table: BoomBahTable, surface: pygame.Surface) -> None:
    """What changed last, for a player who looked away (critic 16): a soft pulsing ring on
    the ground round each sheep the last move landed, and a soft frame round the tile turned
    over last, until the next move."""
    board = table.board
    alpha = 110 + int(70 * math.sin(table.clock * 3))
    for cell in last_marks(table)[0]:
        ring(surface, board, cell, (*LAST_COLOUR, alpha))
    revealed = last_marks(table)[1]
    if revealed is not None:
        rect = pygame.Rect(board.cell_rect(revealed)).inflate(-5, -5)
        ink.rect(surface, (*LAST_COLOUR, alpha), rect, 3, border_radius=9)


def last_marks(table: BoomBahTable) -> tuple[list[int], int | None]:
    """The cells whose sheep moved last (still standing there) and the tile turned last."""
    sheep = table.shown["sheep"]
    return sorted(c for c in table.last_moved if sheep[c] is not None), table.last_revealed


def ring(surface: pygame.Surface, board, cell: int, colour: palette.Colour) -> None:
    """A ring on the ground round the sheep standing on `cell`."""
    x, y = board.sheep_foot(cell)
    oval = pygame.Rect(0, 0, board.cell_size * 0.74, board.cell_size * 0.28)
    oval.center = (round(x), round(y))
    ink.ellipse(surface, colour, oval, 4)


def question_cells(table: BoomBahTable) -> list[int]:
    """The cells the open question is about: a card's target cells, the mine, the cell a
    sheep is about to bump from and into, the peeked tile."""
    if not question_lines(table):
        return []
    top = table.shown["pending"][-1]
    if top["kind"] == "answer":
        shape = TARGET_SHAPES.get(card_type(top["card"]).id, ())
        return [v for slot, v in zip(shape, top.get("target") or (), strict=False)
                if slot == "cell"]
    return [top[key] for key in ("frm", "to", "cell") if key in top]


# -- your hand ------------------------------------------------------------------------------
def hand(table: BoomBahTable, surface: pygame.Surface) -> None:
    """Your cards, large: the picked one raised with a gold edge, the one under the pointer
    lifted a little, those you can play now edged gold with a gold tab above them."""
    zone = table.layout["hand_0"]
    if table.viewer is None:  # a spectator: a replay may open the bottom seat's hand
        faces = (table.shown.get("hands") or [None] * table.players)[table.board.base] or []
        for i, name in enumerate(faces):
            rect = hand_rect(table, i, len(faces))
            surface.blit(card(name, rect.w), rect)
        if not faces:
            assets.text(surface, _("Spectating"), zone.center, 22, palette.CREAM,
                        anchor="center")
        return
    cards = table.shown.get("hand") or []
    playable = table.playable_cards()
    scoring = scoring_in_hand(cards, table.viewer)
    for i, name in enumerate(cards):
        if i in table.hidden_hand:
            continue
        rect = hand_rect(table, i, len(cards))
        surface.blit(card(name, rect.w), rect)
        if table.picker.card_index == i:
            glow(surface, rect, palette.GOLD, 4, 12)
        elif name in playable:
            ink.rect(surface, palette.GOLD, rect.inflate(4, 4), 2, border_radius=11)
            ink.rect(surface, palette.GOLD, playable_mark(rect), border_radius=3)
        if name in scoring:  # over the gold edge, so nothing cuts it
            score_mark(surface, rect)
        if table.keyboard_card == i:
            ink.rect(surface, palette.CREAM, rect.inflate(6, 6), 3, border_radius=12)


SCORE_MARK = 0.1  # of a card's width: the radius of the gold "+1" on a card that scores for you


def score_mark_rect(card: pygame.Rect) -> pygame.Rect:
    """Where the gold "+1" disc sits on a card of your colour (or a Wild Wool) in your hand:
    on its top right corner, clear of the colour's shape (top left) and of the gold
    "playable" tab (over the card's middle half)."""
    r = max(10, round(card.w * SCORE_MARK))
    return pygame.Rect(card.right - r - r // 3, card.y - r // 2, 2 * r, 2 * r)


def score_mark(surface: pygame.Surface, card: pygame.Rect) -> None:
    """The gold "+1" on a card that scores 1 for you at the end (critic 19 read a teal card in
    Ann's hand as Bitzer's: the colours are the seats', so the hand says which are yours)."""
    spot = score_mark_rect(card)
    ink.circle(surface, palette.darker(palette.GOLD_DARK, 0.3), spot.move(0, 2).center, spot.w / 2)
    ink.circle(surface, palette.GOLD, spot.center, spot.w / 2)
    ink.circle(surface, palette.GOLD_DARK, spot.center, spot.w / 2, 2)
    assets.text(surface, "+1", spot.center, max(12, round(spot.w * 0.5)), palette.INK,
                bold=True, anchor="center")


def playable_mark(card: pygame.Rect) -> pygame.Rect:
    """The gold tab over a card you can play now: above it, in the room a picked card rises
    into, so it covers nothing of the card (its colour's shape is in the corner)."""
    return pygame.Rect(card.x + card.w // 4, card.y - PLAYABLE_MARK - 3, card.w // 2,
                       PLAYABLE_MARK)


def hand_rect(table: BoomBahTable, i: int, count: int) -> pygame.Rect:
    """Where your i-th card is drawn now (raised when picked, lifted under the pointer)."""
    x, y, w, h = table.board.hand_card(i, count)
    lift = PICK_LIFT if table.picker.card_index == i else (
        HOVER_LIFT if i == table.hover_card else 0)
    return pygame.Rect(round(x), round(y - lift), round(w), round(h))


# -- overlays ------------------------------------------------------------------------------
def dice(table: BoomBahTable, surface: pygame.Surface) -> None:
    roll = table.dice
    if not roll:
        return
    area = table.layout["board"]
    cx, cy = area.center
    box = pygame.Rect(0, 0, 320, 170)
    box.center = (round(cx), round(cy))
    draw_panel(surface, box, palette.PANEL, palette.GOLD, radius=14)
    assets.text(surface, _("Sheep Battle"), (box.centerx, box.y + 16), 20, palette.GOLD,
                bold=True, anchor="center", box=box)
    for i, (seat, face) in enumerate(zip(roll["seats"], roll["faces"], strict=True)):
        x = box.x + 80 + i * 160
        angle = roll["angles"][i]
        image = assets.svg(f"dice_{face}", (72, 72))
        if angle:
            image = ink.rotate(image, angle)
        surface.blit(image, image.get_rect(center=(x, box.y + 82)))
        assets.text(surface, fit(table.name(seat), 15, 140), (x, box.bottom - 16), 15,
                    palette.player(seat).light, bold=True, anchor="center", box=box)


def banner(table: BoomBahTable, surface: pygame.Surface) -> None:
    if table.banner:
        area = table.layout["board"]
        draw_banner(surface, table.banner, (area.center[0], area.y + 120), 34, palette.CREAM,
                    surface.get_width() - 80)
    for text, x, y, age, *more in table.floaters:  # rise: px a second (40 unless given),
        rise = more[0] if more else 40  # then the words' size (FLOATER unless given)
        floater(surface, text, (x, y - age * rise), more[1] if len(more) > 1 else FLOATER)


FLOATER = 24  # px: a word rising from a board ("+2", "pass")


def floater_size(text: str, size: int = FLOATER) -> tuple[int, int]:
    """A floater's pill size."""
    w, h = assets.font(size, True).size(text)
    return w + 18 * size // FLOATER, h + 4


def floater(surface: pygame.Surface, text: str, centre: tuple[float, float],
            size: int = FLOATER) -> pygame.Rect:
    """A word rising from a board on a dark pill of its own, so it reads over the board's
    labels and numbers instead of mixing with them; the pill's rect."""
    pill = pygame.Rect(0, 0, *floater_size(text, size))
    pill.center = (round(centre[0]), round(centre[1]))
    ink.rect(surface, palette.PANEL, pill, border_radius=pill.h // 2)
    ink.rect(surface, palette.GOLD_DARK, pill, 2, border_radius=pill.h // 2)
    assets.text(surface, text, pill.center, size, palette.GOLD, bold=True, anchor="center",
                box=pill)
    return pill


def card_tooltip(table: BoomBahTable, surface: pygame.Surface) -> None:
    """The zoom: the card under the pointer (or the keyboard's pick) shown large with its
    whole text, when it is played and whom its colour scores for; a card of your hand you
    cannot play now says why instead of when."""
    target = table.zoom_target()
    if target is None:
        return
    name, anchor, yours = target
    kind = card_type(name)
    colour = card_colour(name)
    owner = table.name(colour) if colour < table.players else None
    reason = why_unplayable(table.view, name) if yours and table.viewer is not None else None
    warning = None if reason is None else tr(reason) + "."
    notes = ([] if warning else [when(kind.timing) + "."]) + [
        colour_note(name, table.viewer, owner)]  # a card you cannot play says why, not when
    if yours and name in table.playable_cards():
        notes.append(_("Marked gold: you can play it now."))
    table.zoom.draw(surface, card(name, table.zoom.width, full=True), notes, warning, anchor)


def message(table: BoomBahTable, surface: pygame.Surface) -> None:
    """The instruction line (or a refusal, edged red) across the top of your hand panel,
    under the board and never on it."""
    box = pygame.Rect(table.layout["message"].as_tuple())
    draw_instruction(surface, box, table.message or table.hints.line() or prompt(table),
                     alert=bool(table.message), size=16)
