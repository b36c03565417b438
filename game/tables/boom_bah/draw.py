"""Painting the Sheep-Boom-Bah table from `table.shown` (no state changes here; the words
come from boom_bah_words)."""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language, ngettext, tr
from game.rules.boom_bah.cards import TARGET_SHAPES, card_colour, card_type
from game.rules.boom_bah.tiles import barn_owner
from game.tables.boom_bah.words import card_label, picker_shape, prompt, question_lines
from game.view import assets, palette
from game.view.assets import prepared
from game.view.paint import fit, fitted_rows, glow, seat_mark, wrap
from game.view.phrases import seat_label
from game.view.prompts import dock_height, draw_dock, draw_instruction
from game.view.widgets import draw_banner, draw_panel

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

CARD_RATIO = 0.7  # width / height of a card
PICK_LIFT = 14  # a picked card rises this much, clear of the label above the hand
WORDED = 48  # a card narrower than this is a picture only (too small to read: a symbol)
BOARD_SHEEP = 26  # height of a sheep standing on a player board
BADGE_WIDTH = 22  # a laid Wild Wool card, by the score

# The picture on each card: an art file and, for sheep, whose colour it takes.
ICONS = {
    "aba_ca_da_ba": "barn_piece", "am_bah_lance": "start_space", "bah_k_to_life": "boom_sheep",
    "barn_burner": "barn_piece", "dog": "boom_sheep", "eiei_no": "", "ewe_turn": "start_space",
    "fox": "boom_sheep", "golden_fleece": "boom_sheep", "hero_of_the_herd": "tile_cone",
    "out_of_shear_luck": "barn_piece", "sheeping_tom": "tile_back",
    "shepherds_hook": "barn_piece", "sheep_battle": "dice_6", "sheep_copter": "boom_sheep",
    "thank_ewe": "card_back", "tornado": "barn_piece", "wild_wool": "boom_sheep",
    "wolf": "boom_sheep", "your_barn_doors_open": "barn_piece",
}
def when(timing: str) -> str:
    """When a card is played, as its face says it."""
    return {"turn": _("Play on your turn"), "answer": _("Answers a card"),
            "mine": _("When a mine goes off"), "bump": _("When you are bumped")}[timing]


@cache
def _card_face(card: str, width: int, lang: str, converted: bool) -> pygame.Surface:
    """A card's face in the language `lang` (cached per language)."""
    height = round(width / CARD_RATIO)
    kind, colour = card_type(card), palette.player(card_colour(card))
    face = assets.svg("card_frame", (width, height)).copy()
    title = pygame.Rect(round(width * 0.06), round(height * 0.035), round(width * 0.88),
                        round(height * 0.17))
    pygame.draw.rect(face, colour.light, title, border_radius=max(2, width // 25))
    pygame.draw.rect(face, colour.dark, title, max(1, width // 60), border_radius=max(2, width // 25))
    lines, size = fitted_rows(tr(kind.name), max(8, round(width * 0.105)), title.w - 4, 2,
                              bold=True)  # the whole name, smaller if it must be
    for i, line in enumerate(lines if width >= WORDED else []):
        y = title.centery + (i - (len(lines) - 1) / 2) * size * 1.05
        assets_text = assets.text(None, line, size=size, colour=palette.INK, bold=True,
                                  box=title)
        face.blit(assets_text, assets_text.get_rect(center=(title.centerx, round(y))))
    picture = pygame.Rect(0, 0, round(width * 0.55), round(width * 0.55))
    picture.center = (width // 2, round(height * 0.40))
    icon = ICONS[kind.id]
    if not icon:
        label = assets.text(None, "NO!", size=round(width * 0.3), colour=palette.DANGER,
                            bold=True, shadow=palette.INK, shadow_offset=1)
        face.blit(label, label.get_rect(center=picture.center))
    elif icon == "boom_sheep":
        tint = {"golden_fleece": palette.GOLD, "wolf": (90, 90, 100)}.get(kind.id, colour.colour)
        art = assets.tinted(icon, (picture.w, 0), tint)
        face.blit(art, art.get_rect(center=picture.center))
    else:
        art = assets.svg(icon, (picture.w, picture.w))
        face.blit(art, art.get_rect(center=picture.center))
    lines, small = fitted_rows(when(kind.timing), max(7, round(width * 0.08)), width * 0.8, 3)
    for i, line in enumerate(lines if width >= WORDED else []):
        label = assets.text(None, line, size=small, colour=palette.INK_SOFT,
                            box=pygame.Rect(width * 0.1, 0, width * 0.8, height))
        face.blit(label, label.get_rect(center=(width // 2, round(height * (0.72 + i * 0.07)))))
    return prepared(face) if converted else face


def card(name: str | None, w: float) -> pygame.Surface:
    """A card's face (name, colour, picture, when it is played) or the back."""
    w = max(8, round(w))
    if name is None:
        return assets.svg("card_back", (w, round(w / CARD_RATIO)))
    return _card_face(name, w, language(), pygame.display.get_surface() is not None)


def tile_image(kind: str, size: int) -> pygame.Surface | None:
    if kind in ("flipping", ""):
        return None
    owner = barn_owner(kind)
    if owner is not None:
        return assets.tinted("tile_barn", (size, size), palette.player(owner).light)
    if kind == "cross":
        return _crater(size, pygame.display.get_surface() is not None)
    name = {"start": "start_space", "down": "tile_back"}.get(kind, f"tile_{kind}")
    return assets.svg(name, (size, size))


@cache
def _crater(size: int, converted: bool) -> pygame.Surface:
    """A spent mine: a safe tile with a scorched hollow (safe to cross)."""
    tile = assets.svg("tile_safe", (size, size)).copy()
    hole = pygame.Rect(0, 0, size * 0.62, size * 0.42)
    hole.center = (size // 2, size // 2 + size // 10)
    pygame.draw.ellipse(tile, (74, 52, 34), hole)
    pygame.draw.ellipse(tile, (48, 34, 24), hole.inflate(-size * 0.16, -size * 0.12))
    return prepared(tile) if converted else tile


def sheep_icon(colour: int, h: int) -> pygame.Surface:
    """A sheep in a player's colour, `h` pixels tall (on the pasture, a board, in flight)."""
    return assets.tinted("boom_sheep", (0, h), palette.player(colour).colour)


# -- the pasture ------------------------------------------------------------------------
def pasture(table: BoomBahTable, surface: pygame.Surface) -> None:
    board, shown = table.board, table.shown
    size = round(board.cell_size) - 2
    peeked = shown.get("peeked") or {}
    for cell, kind in enumerate(shown["tiles"]):
        x, y, _w, _h = board.cell_rect(cell)
        image = tile_image(kind, size)
        if image is None:
            pygame.draw.rect(surface, (70, 50, 32), (x + 1, y + 1, size, size), border_radius=8)
            continue
        surface.blit(image, (x + 1, y + 1))
        if kind == "down" and str(cell) in peeked:
            peek = tile_image(peeked[str(cell)], size // 2)
            if peek is not None:
                surface.blit(peek, (x + size // 2, y + 2))
                pygame.draw.rect(surface, palette.GOLD, (x + size // 2, y + 2, size // 2,
                                                         size // 2), 2, border_radius=4)
        elif kind == "down" and any(cell in p for p in shown.get("peeks", [])):
            pygame.draw.circle(surface, palette.CREAM, (x + size - 10, y + 12), 6)
            pygame.draw.circle(surface, palette.INK, (x + size - 10, y + 12), 3)


@cache
def _glow_fill(w: int, h: int, alpha: int) -> pygame.Surface:
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((*palette.GOLD, alpha))
    return shade


def highlights(table: BoomBahTable, surface: pygame.Surface) -> None:
    board = table.board
    pulse = 150 + int(100 * math.sin(table.clock * 6))
    for cell in table.cell_options():
        rect = pygame.Rect(board.cell_rect(cell)).inflate(-6, -6)
        surface.blit(_glow_fill(rect.w, rect.h, pulse // 32 * 8), rect)
        pygame.draw.rect(surface, (*palette.GOLD, pulse), rect, 3, border_radius=8)
    picked = [table.picker.sheep] if table.picker.sheep is not None else []
    shape = picker_shape(table)
    picked += [v for slot, v in zip(shape, table.picker.chosen, strict=False) if slot == "cell"]
    for cell in picked:
        x, y = board.sheep_foot(cell)
        ring = pygame.Rect(0, 0, board.cell_size * 0.7, board.cell_size * 0.26)
        ring.center = (round(x), round(y))
        pygame.draw.ellipse(surface, palette.GOLD, ring, 4)
    for cell in question_cells(table):
        rect = pygame.Rect(board.cell_rect(cell)).inflate(-4, -4)
        pygame.draw.rect(surface, (*palette.DANGER, pulse), rect, 4, border_radius=10)
    cursor = table.cursor_cell()
    if cursor is not None:
        rect = pygame.Rect(board.cell_rect(cursor)).inflate(-2, -2)
        pygame.draw.rect(surface, palette.CREAM, rect, 3, border_radius=10)


# -- player boards ------------------------------------------------------------------------
def panels(table: BoomBahTable, surface: pygame.Surface) -> None:
    board, shown, match = table.board, table.shown, table.match
    for seat in range(table.players):
        rect = pygame.Rect(board.seat_zone("panel", seat).as_tuple())
        look = palette.player(seat)
        if match.to_move == seat and not match.is_over:
            glow(surface, rect, palette.GOLD, 3)
        if seat in table.rival_options():
            glow(surface, rect, (*palette.GOLD, 150 + int(100 * math.sin(table.clock * 6))), 5)
        pygame.draw.rect(surface, look.colour, (rect.x, rect.y + 10, 5, rect.h - 20),
                         border_radius=2)
        seat_mark(surface, seat, (rect.x + 22, rect.y + 18), 11, table.marks)
        badge_x = board.wild_wool_spot(seat)[0] - BADGE_WIDTH / 2
        name = fit(seat_label(table.name(seat), match.seats[seat].level), 18,
                   badge_x - 8 - (rect.x + 38), bold=True)
        assets.text(surface, name, (rect.x + 38, rect.y + 5), 18, palette.CREAM, bold=True,
                    box=rect)
        status = ""
        if match.to_move == seat and match.thinking:
            status = _("thinking") + "." * (1 + int(table.clock * 3) % 3)
        elif shown["turn"] == seat and shown["phase"] == "play":
            left = shown["actions_left"]
            status = ngettext("{n} action", "{n} actions", left).format(n=left)
        if status:
            assets.text(surface, status, (rect.x + 38, rect.y + 24), 13, palette.GOLD, box=rect)
        score = board.seat_zone("score", seat)
        box = pygame.Rect(score.as_tuple())
        draw_panel(surface, box, palette.CREAM, palette.WOOD_DARK, radius=8, shadow=2)
        points = shown["points"][seat]
        assets.text(surface, ngettext("{n} pt", "{n} pts", points).format(n=points),
                    box.center, 17, palette.INK, bold=True, anchor="center", box=box)
        if shown["wild_wool"][seat]:
            x, y = board.wild_wool_spot(seat)
            image = card(shown["wild_wool"][seat], BADGE_WIDTH)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        setup = shown["phase"] == "setup"
        place_row(table, surface, seat, "barn", _("Barn"), shown["barns"][seat])
        if setup:
            reserve_row(table, surface, seat)
        else:
            place_row(table, surface, seat, "barnyard", _("Barnyard"), shown["barnyards"][seat])
        graveyard(table, surface, seat)
        if board.pos(seat) or table.viewer is None:
            rival_hand(table, surface, seat)


def place_row(table, surface, seat: int, kind: str, label: str, counts: list[int]) -> None:
    board = table.board
    z = board.seat_zone(kind, seat)
    rect = pygame.Rect(z.as_tuple())
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 50))
    surface.blit(shade, rect)
    if kind == "barn":
        surface.blit(assets.svg("barn_piece", (40, 40)), (rect.x + 6, rect.y + 4))
    else:
        for i in range(4):  # a little fence
            pygame.draw.rect(surface, palette.WOOD_LIGHT, (rect.x + 8 + i * 12, rect.y + 12, 4, 30))
        for yy in (20, 34):
            pygame.draw.line(surface, palette.WOOD_LIGHT, (rect.x + 6, rect.y + yy),
                             (rect.x + 50, rect.y + yy), 3)
    assets.text(surface, label, (rect.x + 4, rect.bottom - 15), 12, palette.CREAM_DARK,
                box=rect)
    for colour, n in enumerate(counts):
        if not n:
            continue
        x, y = board.place_spot(kind, seat, colour)
        icon = sheep_icon(colour, BOARD_SHEEP)
        surface.blit(icon, icon.get_rect(midbottom=(round(x), round(y))))
        assets.text(surface, f"{n}", (round(x) + 12, round(y) - 4), 15, palette.CREAM, bold=True,
                    anchor="bottomleft", shadow=palette.INK, shadow_offset=1)


def reserve_row(table, surface, seat: int) -> None:
    z = table.board.seat_zone("barnyard", seat)
    n = table.shown["reserve"][seat]
    assets.text(surface, _("To place: {n}").format(n=n), (z.x + 4, z.y + z.h - 15), 12,
                palette.CREAM_DARK, box=pygame.Rect(z.as_tuple()))
    icon = sheep_icon(seat, BOARD_SHEEP)
    for i in range(n):
        surface.blit(icon, (z.x + 6 + i * 28, z.y + 8))


def graveyard(table, surface, seat: int) -> None:
    z = table.board.seat_zone("graveyard", seat)
    x, y = round(z.x), round(z.y)
    stone = pygame.Rect(x + 6, y + 8, 30, 36)
    pygame.draw.rect(surface, (128, 128, 136), stone, border_top_left_radius=14,
                     border_top_right_radius=14)
    pygame.draw.rect(surface, palette.INK, stone, 2, border_top_left_radius=14,
                     border_top_right_radius=14)
    pygame.draw.line(surface, palette.INK, (x + 21, y + 16), (x + 21, y + 34), 3)
    pygame.draw.line(surface, palette.INK, (x + 14, y + 22), (x + 28, y + 22), 3)
    n = table.shown["graveyards"][seat]
    assets.text(surface, f"x {n}", (x + 44, y + 14), 18, palette.CREAM, bold=True,
                box=pygame.Rect(z.as_tuple()))
    assets.text(surface, _("Graveyard"), (x + 4, y + z.h - 15), 12, palette.CREAM_DARK,
                box=pygame.Rect(z.as_tuple()))


def rival_hand(table, surface, seat: int) -> None:
    z = table.board.seat_zone("hand", seat)
    count = table.shown["hand_sizes"][seat]
    hands = table.shown.get("hands")
    cards = hands[seat] if hands and hands[seat] is not None else None
    for i in range(min(count, 8)):
        image = card(cards[i] if cards else None, 30)
        surface.blit(image, (z.x + 4 + i * 14, z.y + 2))
    assets.text(surface, ngettext("{n} card", "{n} cards", count).format(n=count),
                (z.x + 4, z.y + z.h - 15), 12, palette.CREAM_DARK, box=pygame.Rect(z.as_tuple()))


# -- cards -----------------------------------------------------------------------------
def hand(table: BoomBahTable, surface: pygame.Surface) -> None:
    cards = table.shown.get("hand")
    z = table.layout["hand_0"]
    side = pygame.Rect(z.x + z.w - 112, z.y + 20, 112, z.h - 26)
    draw_panel(surface, side, palette.PANEL, palette.PANEL_EDGE, radius=8, shadow=0)
    auto = table.shown["options"].get("auto_pass", "on")
    assets.text(surface, _("Auto-pass"), (side.x + 8, side.y + 8), 14, palette.GOLD, bold=True,
                box=side)
    assets.text(surface, _("on (fixed)") if auto == "on" else _("off (fixed)"),
                (side.x + 8, side.y + 26), 13, palette.CREAM, box=side)
    assets.text(surface, _("Deck {n}").format(n=table.shown["deck_size"]),
                (side.x + 8, side.y + 56), 13, palette.CREAM_DARK, box=side)
    if table.viewer is not None and table.shown["refill_due"][table.viewer]:
        assets.text(surface, _("Refill due"), (side.x + 8, side.y + 74), 13, palette.CREAM_DARK,
                    box=side)
    if table.viewer is None:
        assets.text(surface, _("Spectating"), (z.x + 260, z.center[1]), 22, palette.CREAM,
                    anchor="center")
        return
    assets.text(surface, _("Your hand (1-9 to pick, hover to read)"), (z.x + 4, z.y), 13,
                palette.CREAM_DARK)
    playable = table.playable_cards()
    for i, name in enumerate(cards or []):
        if i in table.hidden_hand:
            continue
        x, y, w, h = table.board.hand_card(i, len(cards))
        lift = PICK_LIFT if table.picker.card_index == i else (4 if i == table.hover_card else 0)
        rect = pygame.Rect(round(x), round(y - lift), round(w), round(h))
        surface.blit(card(name, w), rect)
        if table.picker.card_index == i:
            glow(surface, rect, palette.GOLD, 4, 10)
        elif name in playable:
            pygame.draw.circle(surface, palette.GOLD, (rect.x + 8, rect.y + 8), 6)
            pygame.draw.circle(surface, palette.INK, (rect.x + 8, rect.y + 8), 6, 1)


def played_cards(table: BoomBahTable, surface: pygame.Surface) -> None:
    board = table.board
    for depth, (seat, name) in enumerate(table.shown.get("in_play", [])):
        x, y = board.play_spot(depth)
        image = card(name, 96)
        rect = image.get_rect(center=(round(x), round(y)))
        pygame.draw.rect(surface, palette.player(seat).colour, rect.inflate(8, 8),
                         border_radius=10)
        surface.blit(image, rect)
        if name in table.shown.get("cancelled", []):
            pygame.draw.line(surface, palette.DANGER, rect.topleft, rect.bottomright, 8)
            pygame.draw.line(surface, palette.DANGER, rect.topright, rect.bottomleft, 8)


def piles(table: BoomBahTable, surface: pygame.Surface) -> None:
    board, shown = table.board, table.shown
    x, y, w, h = board.pile_card("deck")
    count = shown["deck_size"]
    for i in range(min(5, math.ceil(count / 12))):
        surface.blit(card(None, w), (x - i * 2, y - i * 2))
    deck = table.layout["deck"]
    assets.text(surface, _("Draw pile {n}").format(n=count),
                (deck.center[0], deck.y + deck.h - 4), 14, palette.CREAM, anchor="midbottom",
                box=pygame.Rect(deck.as_tuple()))
    x, y, w, h = board.pile_card("discard")
    pile = shown["discard"]
    if pile:
        surface.blit(card(pile[-1], w), (x, y))
    d = table.layout["discard"]
    assets.text(surface, _("Discard {n}").format(n=len(pile)), (d.center[0], d.y + d.h - 4), 14,
                palette.CREAM, anchor="midbottom", box=pygame.Rect(d.as_tuple()))


# -- overlays ------------------------------------------------------------------------------
def question(table: BoomBahTable, surface: pygame.Surface) -> None:
    """The open question (a reaction, a peek) docked above the log, beside the board; the
    log makes room below it. The cells it is about glow on the board (`question_cells`)."""
    lines = question_lines(table)
    z = pygame.Rect(table.layout["log"].as_tuple())
    if lines:
        h = dock_height(lines, z.w)
        draw_dock(surface, pygame.Rect(z.x, z.y, z.w, h), lines)
        z = pygame.Rect(z.x, z.y + h + 6, z.w, z.h - h - 6)
    table.log.place(z)


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
                bold=True, anchor="center")
    for i, (seat, face) in enumerate(zip(roll["seats"], roll["faces"], strict=True)):
        x = box.x + 80 + i * 160
        angle = roll["angles"][i]
        image = assets.svg(f"dice_{face}", (72, 72))
        if angle:
            image = pygame.transform.rotate(image, angle)
        surface.blit(image, image.get_rect(center=(x, box.y + 82)))
        assets.text(surface, fit(table.name(seat), 15, 140), (x, box.bottom - 16), 15,
                    palette.player(seat).light, bold=True, anchor="center")


def banner(table: BoomBahTable, surface: pygame.Surface) -> None:
    if table.banner:
        area = table.layout["board"]
        draw_banner(surface, table.banner, (area.center[0], area.y + 120), 34, palette.CREAM,
                    surface.get_width() - 80)
    for text, x, y, age in table.floaters:
        alpha_y = y - age * 40
        assets.text(surface, text, (x, alpha_y), 24, palette.GOLD, bold=True, anchor="center",
                    shadow=palette.INK)


def card_tooltip(table: BoomBahTable, surface: pygame.Surface) -> None:
    name = table.tooltip_card()
    if not name:
        return
    kind = card_type(name)
    lines = [card_label(name), when(kind.timing) + "."]
    body = wrap(tr(kind.text), 15, 320)
    box = pygame.Rect(0, 0, 344, 56 + 19 * len(body))
    mx, my = table.mouse
    box.bottomleft = (mx + 12, my - 12)
    box.clamp_ip(surface.get_rect())
    draw_panel(surface, box, palette.CREAM, palette.WOOD_DARK, radius=8, shadow=2)
    assets.text(surface, lines[0], (box.x + 12, box.y + 8), 17, palette.INK, bold=True, box=box)
    assets.text(surface, lines[1], (box.x + 12, box.y + 29), 13, palette.INK_SOFT, box=box)
    for i, line in enumerate(body):
        assets.text(surface, line, (box.x + 12, box.y + 48 + i * 19), 15, palette.INK, box=box)


def message(table: BoomBahTable, surface: pygame.Surface) -> None:
    """The instruction line (or a refusal, edged red) at the top of the viewer's hand area,
    under the board and never on it."""
    board, hand = table.layout["board"], table.layout["hand_0"]
    top = board.y + board.h + 5
    box = pygame.Rect(hand.x, top, hand.w, hand.y - 2 - top)
    draw_instruction(surface, box, table.message or table.hints.line() or prompt(table),
                     alert=bool(table.message))
