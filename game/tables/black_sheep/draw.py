"""Painting the Black Sheep table from `table.shown` (no state changes here).

The fields with their sides (`sides`), the players' panels (`panels`), the corrals'
tokens and crowns (`corral`), the bonus or task panel (`sidebar`); here the rest: the
fields' glows, the figures, the piles, your hand, the banner and
the instruction line.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.tables.black_sheep import corral, faces
from game.tables.black_sheep.board import (
    CARD_RATIO,
    FIELD_LABEL,
    FIELD_LABEL_BOTTOM,
    FIELD_SIGN_PAD,
    KEY_R,
    KEY_ROOM,
    KEY_SIDE,
    LIFT,
    RIBBON_FOOT,
    Board,
    ribbon_lines,
    ribbon_size,
)
from game.tables.black_sheep.faces import card
from game.tables.black_sheep.panels import FIGURE_BOX
from game.tables.black_sheep.sides import draw_sides
from game.tables.black_sheep.words import animal as animal_name
from game.tables.black_sheep.words import keys_held, preview_sentence
from game.tables.keys import letters
from game.view import assets, canvas, ink, palette
from game.view import piles as piles_view
from game.view.paint import glow
from game.view.prompts import busy_line, draw_instruction
from game.view.sprites import draw_sprites
from game.view.widgets import draw_banner

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable


SIGN_PAD = (FIELD_SIGN_PAD, 1)  # px round a field's name: its sign, over the fence's art


def field_sign(surface: pygame.Surface, rect: pygame.Rect, f: int) -> pygame.Rect:
    """The field's name ("Field 1") on a small wooden sign in its top left corner: the
    fence's rails and posts no longer run through the letters."""
    words = _("Field {n}").format(n=f + 1)
    label = assets.text(None, words, size=FIELD_LABEL[1], colour=palette.CREAM, bold=True)
    top = rect.y + 6  # the sign ends where the name's letters do: the figures stand under it
    sign = pygame.Rect(rect.x + FIELD_LABEL[0] - SIGN_PAD[0], top,
                       label.get_width() + 2 * SIGN_PAD[0], FIELD_LABEL_BOTTOM - 6)
    at = label.get_rect(midleft=(sign.x + SIGN_PAD[0], sign.centery + SIGN_PAD[1]))
    ink.rect(surface, palette.WOOD_DARK, sign, border_radius=5)
    ink.rect(surface, palette.GOLD_DARK, sign, 1, border_radius=5)
    assets.text(surface, words, at.topleft, FIELD_LABEL[1], palette.CREAM, bold=True,
                box=sign)
    return sign


def fields(table: BlackSheepTable, surface: pygame.Surface) -> None:
    shown = table.shown
    playable = table.playable_fields()
    for f, field in enumerate(shown["fields"]):
        rect = pygame.Rect(table.layout[f"field_{f}"].as_tuple())
        field_sign(surface, rect, f)
        if f in playable:
            pulse = 160 + int(90 * math.sin(table.clock * 6))
            glow(surface, rect, (*palette.GOLD, pulse), 5)
        if f == table.hover_field and playable and f not in playable:
            glow(surface, rect, palette.DANGER, 3)
        draw_sides(table, surface, f)
        if field["figures"] and not field["closed"] and (table.hover_header == f or (
                table.hover_chip is not None and table.hover_chip[0] == f)):
            lit_figures(table, surface, f)
        if field["closed"]:
            shade = canvas.blank(rect.size)
            ink.rect(shade, (20, 14, 10, 170), shade.get_rect(), border_radius=16)
            surface.blit(shade, rect)
            assets.text(surface, _("Field closed"), rect.center, 28, palette.CREAM, bold=True,
                        anchor="center", shadow=palette.INK)


def figure_rect(table: BlackSheepTable, f: int, i: int) -> pygame.Rect:
    """Where the i-th figure's art on a field lies (its square stands on its feet; the art
    leaves margins in it)."""
    x, feet = table.board.field_figure(f, i, len(table.shown["fields"][f]["figures"]))
    h = table.board.figure_height()
    bx, by, bw, bh = FIGURE_BOX
    return pygame.Rect(round(x - h / 2 + bx * h), round(feet - h + by * h), round(bw * h),
                       round(bh * h))


def spot(art: pygame.Rect) -> pygame.Rect:
    """The ground under a figure's art, where it glows while its row's chip is pointed at."""
    return pygame.Rect(art.x, art.bottom - art.h // 6, art.w, art.h // 3)


def explanation(count: int) -> str:
    """The header's tooltip: the whole rule about a field's figures."""
    return ngettext(
        "This figure counts in every row's combination, as if it were a card in the row. "
        "When all rows are full, the best row wins it.",
        "These {n} figures count in every row's combination, as if they were cards in the "
        "row. When all rows are full, the best row wins them all.", count).format(n=count)


def header_at(table: BlackSheepTable, pos: tuple[int, int]) -> int | None:
    """The field whose header (its paddock: the figures) lies under
    `pos`, while it has figures."""
    for f, field in enumerate(table.shown.get("fields") or []):
        paddock = pygame.Rect(table.board.zone(f"figures_{f}").as_tuple())
        if field["figures"] and not field["closed"] and paddock.collidepoint(pos):
            return f
    return None


def lit_figures(table: BlackSheepTable, surface: pygame.Surface, f: int) -> None:
    """A field's figures belong to every row's combination (the rulebook's rule, easy to
    miss): while a row's chip or the header is pointed at, a gold ring lies on the ground
    under each figure (the header's tooltip says the rule)."""
    for i in range(len(table.shown["fields"][f]["figures"])):
        art = figure_rect(table, f, i)
        ink.ellipse(surface, palette.GOLD, spot(art), 3)


def figures(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """The figures standing on the fields and in the corrals, with the corrals' marks."""
    corral.draw_empty_places(table, surface)
    draw_sprites(surface, list(table.figures.values()))
    corral.draw_marks(table, surface)


def pile_cards(table: BlackSheepTable) -> tuple[pygame.Rect, pygame.Rect]:
    """The draw pile's and the discard pile's top cards, each centred in its strip over the
    room its name takes under it (`piles.name_height`)."""
    rects = []
    for strip in (table.board.deck(), table.board.discard()):
        h = round(strip.h - 2 * PILE_PAD - piles_view.name_height())
        w = round(h * CARD_RATIO)
        rects.append(pygame.Rect(round(strip.x + (strip.w - w) / 2) - 4, round(strip.y + PILE_PAD),
                                 w, h))
    return rects[0], rects[1]


PILE_PAD = 3  # px: a pile's strip above its card and below its name


def discard_art(card: pygame.Rect, animal: str) -> pygame.Rect:
    """The discard's top animal's square: its art's top 2 px under the card's top, as on a
    hand's card, as large as leaves the count on the card's lower right corner off it
    (critic 23: the count covered the thumbnail's animal)."""
    clear = card.bottom - piles_view.count_rect(card, 0).y + 3  # the count's reach, a gap
    side = card.w + 4
    while side > 8:
        art = assets.svg(animal, (side, side)).get_bounding_rect()
        if art.h <= card.h - clear - 2:
            break
        side -= 2
    return pygame.Rect(card.centerx - side // 2, card.y + 2 - art.y, side, side)


def piles(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """The piles, each a strip: its top card (a back; the discard's top animal) with the
    shared counter, a count on its corner and its name under it (critic 19: "Draw 36" here,
    other words at the other tables)."""
    shown = table.shown
    deck, discard = pile_cards(table)
    count = shown["draw_pile"]
    if count:
        surface.blit(card(None, deck.w, deck.h), deck)
    else:
        ink.rect(surface, palette.WOOD_DARK, deck, 1, border_radius=3)
    piles_view.draw(surface, deck, count, piles_view.draw_words(),
                    pygame.Rect(table.board.deck().as_tuple()))
    pile = shown["discard_pile"]
    if pile:
        ink.rect(surface, palette.CREAM, discard, border_radius=3)
        at = discard_art(discard, pile[-1])
        surface.blit(assets.svg(pile[-1], at.size), at)
    else:
        ink.rect(surface, palette.WOOD_DARK, discard, 1, border_radius=3)
    piles_view.draw(surface, discard, len(pile), piles_view.discard_words(),
                    pygame.Rect(table.board.discard().as_tuple()))


def pile_tip(table: BlackSheepTable, pos: tuple[int, int]) -> str | None:
    """Over a pile: what its count is. The discard pile is not empty at the start (a critic
    wondered why "Discard 6" before anyone had discarded): the cards drawn to stock the
    fields lie there."""
    if pygame.Rect(table.board.discard().as_tuple()).collidepoint(pos):
        return _("Discard pile: the cards drawn to put figures on the fields (6 at the "
                 "start), every discarded card, and a field's cards once it is scored. When "
                 "the draw pile runs out, this pile is shuffled into a new one.")
    if pygame.Rect(table.board.deck().as_tuple()).collidepoint(pos):
        return _("Draw pile: after your turn you draw back up to three cards.")
    return None


def card_rect(table: BlackSheepTable, i: int) -> pygame.Rect:
    """Your i-th card with its key badge (left of its top, or above it), as drawn (raised
    while picked): what a click picks and what every outline (picked, hint, cursor) goes
    round, so none covers the badge."""
    hand = table.shown.get("hand") or []
    x, y, w, h = table.board.hand_card(i, len(hand))
    y -= LIFT if i in table.selected else 0
    if table.board.keys_beside():
        return pygame.Rect(round(x - KEY_SIDE), round(y), round(w + KEY_SIDE), round(h))
    return pygame.Rect(round(x), round(y - KEY_ROOM), round(w), round(h + KEY_ROOM))


RIBBON_TOP = 0.755  # of a card's height: the ribbon's top at the lowest, over all the printed
# corner animal at the card's foot (faces.FOOT_CORNER)


def ribbon_rect(face: pygame.Rect, name: str, bold: bool, rows: int = 0) -> pygame.Rect:
    """A hand card's name ribbon across the card's foot (over its printed corner animal),
    within the card's sides: one line where the name fits, else two (critic 12: the ribbons
    of "Black sheep" and "Schwarzes Schaf" poked past the card's edges)."""
    size = ribbon_size(face.w)
    lines = ribbon_lines(name, face.w, bold) or [name]
    h = assets.font(size, bold).get_linesize() * max(rows, len(lines)) + 6  # `rows`: the
    # hand's tallest name's (every plate in one hand alike)
    w = round(Board.ribbon_width(name, face.w, bold))
    top = min(face.bottom - RIBBON_FOOT - h, math.floor(face.y + RIBBON_TOP * face.h))
    return pygame.Rect(face.centerx - w // 2, top, w, face.bottom - RIBBON_FOOT - top)


def hand_rows(names: list[str], w: float, bold: bool) -> int:
    """How many rows every name plate of a hand takes: its tallest name's."""
    return max((len(ribbon_lines(n, w, bold) or [n]) for n in names), default=1)


ART = (0.072, 0.214, 0.856, 0.634)  # of a card: left, top, width, height of its round
# picture (assets/art/card_*.svg: 18, 75, 214, 222 of 250 x 350)


def lifted_card(name: str, w: int, h: int, band_top: int) -> pygame.Surface:
    """A hand card's face with its round picture drawn smaller, its top kept, so that it
    ends above a two-row name plate whose top is `band_top` px below the card's (critic
    15: a plate over the art; critic 21: a plate wider than its card)."""
    return _lifted(name, w, h, band_top, canvas.zoom(), faces._window())


@canvas.raster(maxsize=64)
def _lifted(name: str, w: int, h: int, band_top: int, _zoom: float,
            _converted: bool) -> pygame.Surface:
    face = card(name, w, h).copy()
    raw = canvas.raw_of(face)
    k = raw.get_width() / max(1, w)
    big_w, big_h = raw.get_size()
    area = pygame.Rect(round(ART[0] * big_w), round(ART[1] * big_h), round(ART[2] * big_w),
                       round(ART[3] * big_h))
    room = band_top * k - 2 * k - area.y
    if room >= area.h:
        return face
    ink.shrink_oval(raw, area, room)
    return face


def ribbon(surface: pygame.Surface, face: pygame.Rect, name: str, bold: bool,
           rows: int = 0) -> None:
    """The ribbon and the card's name on it (one line or two), within the card."""
    rect = ribbon_rect(face, name, bold, rows)
    ink.rect(surface, palette.CREAM, rect, border_radius=4)
    ink.rect(surface, palette.GOLD_DARK, rect, 1, border_radius=4)
    size = ribbon_size(face.w)
    lines = ribbon_lines(name, face.w, bold) or [name]
    step = assets.font(size, bold).get_linesize()
    top = rect.centery - step * len(lines) / 2
    for k, line in enumerate(lines):
        assets.text(surface, line, (rect.centerx, round(top + k * step)), size, palette.INK,
                    bold=bold, anchor="midtop")


def key_badge(spot: pygame.Rect) -> tuple[tuple[int, int], int]:
    """The centre and radius of a card's key badge, in the top left of its `card_rect`
    (above the card, or beside its top)."""
    return (spot.x + KEY_R + 4, spot.y + KEY_ROOM - 2 - KEY_R), KEY_R  # inside the cursor ring


def discardable(table: BlackSheepTable) -> set[int]:
    """The hand cards the prompt means after you played one card: any of them may be
    discarded, each glows as a playable field does till one is picked (critic 25: "pick a
    card to discard" while no card was lit)."""
    if table.selected or not table.my_turn or table.shown.get("phase") != "discard":
        return set()
    return {key[1] for key in (t.key for t in table.targets())
            if isinstance(key, tuple) and key[0] == "card"}


def hand(table: BlackSheepTable, surface: pygame.Surface) -> None:
    cards = table.shown.get("hand")
    board = table.board
    if cards is None:  # a spectator: the bottom seat's hand, face up if a replay opens it
        count = table.shown["hand_sizes"][table.board.base]
        faces = (table.shown.get("hands") or [None] * table.players)[table.board.base] or []
        for i in range(count):
            x, y, w, h = board.hand_card(i, count)
            surface.blit(card(faces[i] if i < len(faces) else None, w, h), (x, y))
        return
    bold = board.ribbon_bold()
    lit = discardable(table)
    pulse = 160 + int(90 * math.sin(table.clock * 6))
    for i, animal in enumerate(cards):
        spot = card_rect(table, i)
        _x, _y, w, h = board.hand_card(i, len(cards))
        face = pygame.Rect(spot.right - round(w), spot.bottom - round(h), round(w), round(h))
        rows = 0 if bold is None else hand_rows([animal_name(a) for a in cards], face.w, bold)
        if rows > 1:  # two-row plates: the art above them drawn smaller (critic 21)
            band = ribbon_rect(face, animal_name(animal), bold, rows)
            surface.blit(lifted_card(animal, face.w, face.h, band.y - face.y), face)
        else:
            surface.blit(card(animal, face.w, face.h), face)
        if i in table.selected:
            glow(surface, spot, palette.GOLD, 4, 10)
        elif i in lit:  # may be discarded now: the playable fields' pulsing gold
            glow(surface, spot, (*palette.GOLD, pulse), 4, 10)
        if bold is not None:
            ribbon(surface, face, animal_name(animal), bold, rows)
        key, r = key_badge(spot)
        ink.circle(surface, palette.WOOD_DARK, key, r)
        ink.circle(surface, palette.GOLD_DARK, key, r, 1)
        assets.text(surface, str(i + 1), key, 14, palette.CREAM, bold=True, anchor="center")


BANNER_SIZE = 30  # px, bold: a moment's banner


def banner_place(table: BlackSheepTable) -> tuple[tuple[float, float], int]:
    """The banner's centre and its widest: over the fields' pastures."""
    fields = pygame.Rect(table.layout["field_0"].as_tuple()).union(
        table.layout["field_2"].as_tuple())
    pasture = table.layout["figures_0"]
    return (fields.centerx, pasture.y + pasture.h / 2), fields.w - 60


def banner_box(table: BlackSheepTable) -> pygame.Rect | None:
    """Where the banner's panel lies while a moment shows one (as `draw_banner` sets it)."""
    if not table.headline:
        return None
    centre, widest = banner_place(table)
    label = assets.text(None, table.headline, size=BANNER_SIZE, bold=True)
    w, h = min(label.get_width(), widest), label.get_height()
    if label.get_width() > widest:
        h = max(1, round(h * widest / label.get_width()))
    return pygame.Rect(0, 0, w, h).move(round(centre[0] - w / 2), round(centre[1] - h / 2)
                                        ).inflate(36, 14)


def banner(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """A moment's banner (a field won, who starts, the final count) over the fields'
    pastures, clear of the sides where the cards are."""
    if table.headline:
        centre, widest = banner_place(table)
        draw_banner(surface, table.headline, centre, BANNER_SIZE, palette.GOLD, widest)


PROMPT_TALL = 19  # px: the instruction's words where it has the decision row's room too


def prompt_box(table: BlackSheepTable) -> tuple[pygame.Rect, int]:
    """The instruction's box and its words' size: in the viewer's panel over the buttons;
    while no decision button (keep, discard, skip) stands under it, down to the bottom row
    of buttons, its words larger (the room stood empty)."""
    box = pygame.Rect(table.board.instruction())
    if any(table.button_shown(name) for name in ("keep", "discard", "pass")) or (
            not table.button_shown("menu")):  # a replay or a spectator: their own controls
        return box, 17
    bottom = min(table.buttons[name].rect.y for name in ("hint", "undo", "menu")) - 8
    return pygame.Rect(box.x, box.y, box.w, max(box.h, bottom - box.y)), PROMPT_TALL


def message(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """The instruction line (or a refusal, edged red) in the viewer's panel."""
    box, size = prompt_box(table)
    draw_instruction(surface, box, keys_held(table.message or table.hints.line() or prompt(table)),
                     alert=bool(table.message), size=size)


def prompt(table: BlackSheepTable) -> str:
    match = table.match
    if table.replay:
        return _("Replay: Right/Left step through the moves, Esc closes")
    if match.is_over:
        return _("The game is over")
    seat = match.to_move
    if seat is None:
        return ""
    if seat == table.viewer:  # yours to decide (said already while the deal still plays)
        phase = table.view.get("phase")
        if phase == "discard":
            return _("You played one card: pick a card to discard ({key_discard}), or keep your "
                     "hand ({key_keep}).").format(**letters())
        if table.view.get("hand") is not None and not table.view["hand"]:
            return _("No cards: skip your turn (Enter).")
        if any(a.kind == "pass" for a in match.legal_actions()):
            return _("Every side facing you is full: skip your turn (Enter).")
        preview = table.preview()
        if preview is not None:
            return preview_sentence(table, preview)
        if table.selection() and not table.playable_fields():
            return _("No field takes just these cards now (a side with one card takes two): "
                     "pick others.")
        if table.selection():
            return _("Point at a glowing field to see what your cards would make there; "
                     "click it (or Enter) to play them.")
        # (critic 26 looked for "a glowing field" before any card was picked)
        return _("Click 1 or 2 cards (or press 1-3): the fields they can go to light up.")
    return busy_line(table, seat) or _("{name}'s turn").format(name=table.name(seat))
