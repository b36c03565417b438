"""Painting the Black Sheep table from `table.shown` (no state changes here)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext, tr
from game.rules.black_sheep import ANIMALS
from game.rules.black_sheep.tasks import TASKS
from game.tables.black_sheep import words
from game.tables.black_sheep.board import CARD_RATIO, NAME_ROOM
from game.view import assets, palette
from game.view.paint import fit, glow, seat_mark
from game.view.phrases import seat_label
from game.view.prompts import draw_instruction
from game.view.sprites import draw_sprites
from game.view.widgets import draw_banner

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable


def card(name: str | None, w: float, h: float) -> pygame.Surface:
    """An animal card's face (its name in the corners) or the back."""
    if name:
        return assets.card(name, round(w), words.animal(name))
    return assets.svg("card_back", (round(w), round(h)))


def fields(table: BlackSheepTable, surface: pygame.Surface) -> None:
    shown = table.shown
    playable = table.playable_fields()
    for f, field in enumerate(shown["fields"]):
        z = table.layout[f"field_{f}"]
        rect = pygame.Rect(z.as_tuple())
        assets.text(surface, _("Field {n}").format(n=f + 1), (rect.x + 14, rect.y + 8), 16,
                    palette.CREAM, bold=True, shadow=palette.INK)
        if f in playable:
            pulse = 160 + int(90 * math.sin(table.clock * 6))
            glow(surface, rect, (*palette.GOLD, pulse), 5)
        elif table.my_turn and f == table.cursor and shown["phase"] == "play":
            glow(surface, rect, palette.CREAM, 2)
        if f == table.hover_field and playable and f not in playable:
            glow(surface, rect, palette.DANGER, 3)
        for seat in range(table.players):
            side_row(table, surface, f, seat, field)
        if field["closed"]:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (20, 14, 10, 170), shade.get_rect(), border_radius=16)
            surface.blit(shade, rect)
            assets.text(surface, _("Field closed"), rect.center, 28, palette.CREAM, bold=True,
                        anchor="center", shadow=palette.INK)


def side_row(table, surface, f: int, seat: int, field) -> None:
    board = table.board
    z = table.layout[f"side_{f}_{board.pos(seat)}"]
    row = pygame.Rect(z.as_tuple())
    shade = pygame.Surface(row.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 40))
    surface.blit(shade, row)
    seat_mark(surface, seat, (row.x + 14, row.centery), 10, table.marks)
    order = field["completed_order"]
    if seat in order:
        assets.text(surface, f"#{order.index(seat) + 1}", (row.x + 14, row.y + 1), 13,
                    palette.CREAM, anchor="midtop")
    for i, animal in enumerate(field["sides"][seat]):
        x, y, w, h = board.side_card(f, seat, i)
        surface.blit(card(animal, w, h), (x, y))
    banner = table.banner
    if banner and banner["field"] == f:
        combo = next((c for c in banner["combinations"] if c["seat"] == seat), None)
        if combo:
            winner = banner["winner"] == seat
            size = 15 if table.players < 4 else 13
            label = assets.text(None, tr(combo["name"]), size=size, colour=palette.INK,
                                bold=winner, box=row)
            box = label.get_rect(midbottom=(row.centerx + 14, row.bottom - 2)).inflate(10, 6)
            box.clamp_ip(row)
            pygame.draw.rect(surface, palette.GOLD if winner else palette.CREAM, box,
                             border_radius=6)
            surface.blit(label, label.get_rect(center=box.center))
            if winner:
                glow(surface, row, palette.GOLD, 3, 8)


def panels(table: BlackSheepTable, surface: pygame.Surface) -> None:
    board, shown, match = table.board, table.shown, table.match
    for seat in range(table.players):
        pos = board.pos(seat)
        z = table.layout[f"panel_{pos}"]
        rect = pygame.Rect(z.as_tuple())
        if match.to_move == seat and not match.is_over:
            glow(surface, rect, palette.GOLD, 3)
        seat_mark(surface, seat, (rect.x + 18, rect.y + 18), 11, table.marks)
        status = ""
        if match.to_move == seat and match.thinking:
            status = _("thinking") + "." * (1 + int(table.clock * 3) % 3)
        if table.tally is not None:
            status = _("score {n}").format(n=round(table.tally[seat]))
        # The viewer's status goes under their name (their buttons are top right), a rival's
        # right of it; a name too long for what is left ends in "…".
        status_at = ((rect.x + 34, rect.y + 30) if pos == 0 else
                     (rect.right - 10 - assets.font(16).size(status + "..")[0], rect.y + 9))
        room = (NAME_ROOM - 42 if pos == 0 else status_at[0] - 12) - (rect.x + 34)
        name = fit(seat_label(table.name(seat), match.seats[seat].level), 18, room, bold=True)
        assets.text(surface, name, (rect.x + 34, rect.y + 7), 18, palette.CREAM, bold=True,
                    box=rect)
        if status:
            assets.text(surface, status, status_at, 16, palette.GOLD, box=rect)
        if pos == 0:
            continue
        h = table.layout[f"hand_{pos}"]
        count = shown["hand_sizes"][seat]
        hands = shown.get("hands")
        cards = hands[seat] if hands and hands[seat] is not None else [None] * count
        for i, animal in enumerate(cards):
            surface.blit(card(animal, 40, 57), (h.x + i * 24, h.y + 14))
        assets.text(surface, ngettext("{n} card", "{n} cards", count).format(n=count),
                    (h.x, h.y + h.h - 16), 13, palette.CREAM, box=rect)


def figures(table: BlackSheepTable, surface: pygame.Surface) -> None:
    sprites = list(table.figures.values())
    draw_sprites(surface, sprites)
    board = table.board
    numbers = []  # drawn after every disc: a stacked figure's disc never hides a number
    for seat, corral in enumerate(table.shown["corrals"]):
        for fig in corral:
            sprite = table.figures.get(fig["id"])
            value = fig.get("value")
            if value is None and fig["id"] in table.revealed:
                value = _final_value(table, fig["id"])
            if sprite is None or value is None or fig["id"] in table.flying:
                continue
            r = 8 if board.pos(seat) else 10
            center = (round(sprite.x + sprite.data["h"] * 0.3), round(sprite.y - 4))
            colour = palette.DANGER if value < 0 else palette.CREAM
            pygame.draw.circle(surface, colour, center, r)
            pygame.draw.circle(surface, palette.INK, center, r, 1)
            numbers.append((value, center, 12 if r < 10 else 14))
    for value, center, size in numbers:
        assets.text(surface, str(abs(value)), center, size,
                    palette.INK if value > 0 else palette.WHITE, bold=True, anchor="center")


def _final_value(table, fid: str) -> int | None:
    for corral in table.view["corrals"]:
        for fig in corral:
            if fig["id"] == fid:
                return fig.get("value")
    return None


def piles(table: BlackSheepTable, surface: pygame.Surface) -> None:
    shown = table.shown
    deck, discard = table.layout["deck"], table.layout["discard"]
    h = deck.h - 40
    w = h * CARD_RATIO
    count = shown["draw_pile"]
    for i in range(min(5, math.ceil(count / 12))):
        surface.blit(card(None, w, h), (deck.x + (deck.w - w) / 2 - i, deck.y + 6 - i))
    assets.text(surface, _("Draw {n}").format(n=count), (deck.center[0], deck.y + deck.h - 6),
                15, palette.CREAM, anchor="midbottom", box=pygame.Rect(deck.as_tuple()))
    pile = shown["discard_pile"]
    if pile:
        surface.blit(card(pile[-1], w, h), (discard.x + (discard.w - w) / 2, discard.y + 6))
    assets.text(surface, _("Discard {n}").format(n=len(pile)),
                (discard.center[0], discard.y + discard.h - 6), 15, palette.CREAM,
                anchor="midbottom", box=pygame.Rect(discard.as_tuple()))


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
    for i, animal in enumerate(cards):
        x, y, w, h = board.hand_card(i, len(cards))
        lift = 18 if i in table.selected else 0
        rect = pygame.Rect(round(x), round(y - lift), round(w), round(h))
        surface.blit(card(animal, w, h), rect)
        if i in table.selected:
            glow(surface, rect, palette.GOLD, 4, 10)
        key = (rect.right - 2, rect.y + 2)
        pygame.draw.circle(surface, palette.WOOD_DARK, key, 11)
        assets.text(surface, str(i + 1), key, 14, palette.CREAM, bold=True, anchor="center")


def sidebar(table: BlackSheepTable, surface: pygame.Surface) -> None:
    shown = table.shown
    z = table.layout["tasks"]
    tasks = shown.get("tasks")
    x, y = z.x + 10, z.y + 8
    box = pygame.Rect(z.as_tuple())
    if tasks:
        assets.text(surface, _("Tasks"), (x, y), 16, palette.GOLD, bold=True, box=box)
        y += 22
        for tid in tasks["open"]:
            assets.text(surface, f"{tr(TASKS[tid].label)}  ({TASKS[tid].points})", (x, y), 14,
                        box=box)
            y += 18
        secret = tasks.get("secret")
        if secret:
            for tid in secret:
                assets.text(surface, _("Secret: {t} ({p})").format(
                    t=tr(TASKS[tid].label), p=TASKS[tid].points), (x, y), 14, palette.GOLD,
                    box=box)
                y += 18
    else:
        assets.text(surface, _("Bonuses"), (x, y), 16, palette.GOLD, bold=True, box=box)
        for i, line in enumerate((_("Most of a kind: +6 (no ties)"),
                                  _("Each set of all six kinds: +6"),
                                  _("Black sheep subtract their value"))):
            assets.text(surface, line, (x, y + 22 + i * 18), 14, box=box)
    stock = shown["stock"]
    assets.text(surface, _("Figures left in stock"), (x, z.y + z.h - 42), 13, palette.GOLD,
                box=box)
    for animal, n in stock.items():
        px, py = stock_icon(table, animal)
        surface.blit(assets.svg(animal, (22, 22)), (px, py))
        assets.text(surface, str(n), (px + 24, py + 4), 13, box=box)
    table.log.draw(surface)


def stock_icon(table: BlackSheepTable, animal: str) -> tuple[int, int]:
    """Top-left of an animal's icon in the stock row; restocked figures hop from there."""
    z = table.layout["tasks"]
    return (round(z.x + 10 + ANIMALS.index(animal) * 40), round(z.y + z.h - 26))


def banner(table: BlackSheepTable, surface: pygame.Surface) -> None:
    if table.award:
        fields = pygame.Rect(table.layout["field_0"].as_tuple()).union(
            table.layout["field_2"].as_tuple())
        draw_banner(surface, table.award, (fields.centerx, 300), 30, palette.GOLD,
                    fields.w - 60)


def message(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """The instruction line (or a refusal, edged red) in the viewer's hand panel."""
    draw_instruction(surface, pygame.Rect(table.board.instruction()),
                     table.message or table.hints.line() or prompt(table),
                     alert=bool(table.message))


def prompt(table: BlackSheepTable) -> str:
    match = table.match
    if table.replay:
        return _("Replay: Right/Left step through the moves, Esc closes")
    if match.is_over:
        return _("The game is over")
    seat = match.to_move
    if seat is None:
        return ""
    if table.my_turn:
        phase = table.shown.get("phase")
        if phase == "discard":
            return _("You played one card: pick a card to discard (D), or keep your hand (K).")
        if table.view.get("hand") is not None and not table.view["hand"]:
            return _("No cards: skip your turn (Enter).")
        if any(a.kind == "pass" for a in match.legal_actions()):
            return _("Every side facing you is full: skip your turn (Enter).")
        return _("Your turn: pick 1 or 2 cards (1-3), then click a field (or Left/Right, Enter).")
    if match.seats[seat].is_ai:
        return _("{name} is thinking…").format(name=table.name(seat))
    return table.about(seat, _("Your turn"), _("{name}'s turn"))
