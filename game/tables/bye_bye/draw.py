"""Painting the Bye-Bye Black Sheep table from `table.shown` (no state changes here).

The zones: the watering hole in the middle with the drawn cards in a line across its water;
the pile and the Thieving Magpie's spot beside it; each seat's panel with its name and
standing, its fanned hand and its zoo; your panel across the bottom (your zoo, your cards,
the instruction line above them, your buttons); the prompt dock over the log on the right
(dock.py). Nothing but pieces in motion and highlights lies over the watering hole.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.rules.bye_bye import is_set
from game.tables.bye_bye import chips, faces
from game.tables.bye_bye.board import (
    CHIP_PAD,
    CHIP_SPLIT,
    LIFT,
    PIP_LEAST,
    ZOO_LEAST,
    Board,
    ChipPlan,
    ZooPlan,
    flow,
    pips_width,
    plan_chips,
)
from game.tables.bye_bye.words import allowance_now as words_allowance_now
from game.tables.bye_bye.words import best_lay as words_best_lay
from game.tables.bye_bye.words import decision as words_decision
from game.tables.bye_bye.words import (
    label,
    magpie_caption,
    magpie_comes,
    status_words,
    what_it_does,
)
from game.tables.bye_bye.words import lay_words as words_lay
from game.tables.bye_bye.words import magpie_holder as words_magpie_holder
from game.tables.bye_bye.words import odds_label as words_label
from game.tables.bye_bye.words import odds_words as words_odds
from game.tables.bye_bye.words import pond_counter as counter_lines
from game.view import assets, canvas, ink, palette, score_badge
from game.view import piles as pile_counter
from game.view.paint import draw_crown, fit, glow, seat_mark, wrap
from game.view.phrases import ai_level, seat_label
from game.view.prompts import SMALLEST, draw_instruction, fitted
from game.view.widgets import draw_banner, draw_panel

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

CAPTION = 14  # px: the words under a pile, a hand
LEVEL = 14  # px: an AI's level after its name
FLOAT_SIZE = 18  # px: words floating up where something happened
FLOAT_LEAST = 14  # px: a long floating line is made smaller to fit its room, down to this
FLOAT_LIFE = 1.4  # s: how long floating words show
THINKING = 30  # the room of the dots while an AI thinks
COUNTER_PAD = 10  # the watering hole's counter: left and right of its words
COUNTER_SIZES = (16, 14)  # px: its first line (bold), its second
ODDS_ICON = 22  # the black sheep beside a hand's odds, across, under a fan
TAG_SIZES = (15, 14, 13, 12)  # px: the words on a replay's open hand, the largest that fits


# -- what never moves -----------------------------------------------------------------------
def background(table: ByeByeTable) -> pygame.Surface:
    """The felt, the solid panels, the zoos' enclosures, the pile's and the Magpie's spots
    and the watering hole, painted once."""
    layout, board = table.layout, table.board
    surface = assets.tiled("table_felt", layout.size)
    for p in range(table.players):
        draw_panel(surface, pygame.Rect(layout[f"panel_{p}"].as_tuple()), palette.PANEL,
                   palette.PANEL_EDGE, radius=14)
    for name in ("pile", "magpie", "log"):
        draw_panel(surface, pygame.Rect(layout[name].as_tuple()), palette.PANEL,
                   palette.PANEL_EDGE, radius=12)
    x, y, w, h = board.pond()
    surface.blit(assets.svg("watering_hole", (round(w), round(h))), (round(x), round(y)))
    return surface.convert() if pygame.display.get_surface() else surface


@canvas.raster
def enclosure(w: int, h: int) -> pygame.Surface:
    """A zoo's ground: grass in a wooden fence (3 units of fence round a `w` x `h` zoo),
    made once per size: a zoo's room follows what it holds."""
    surface = canvas.blank((w + 6, h + 6))
    rect = pygame.Rect(3, 3, w, h)
    ink.rect(surface, palette.WOOD_DARK, surface.get_rect(), border_radius=10)
    for i in range(h):
        colour = palette.mix(palette.PASTURE, palette.PASTURE_DARK, i / max(1, h - 1))
        ink.line(surface, colour, (rect.x + 2, rect.y + i), (rect.right - 3, rect.y + i))
    ink.rect(surface, palette.WOOD_LIGHT, surface.get_rect(), 3, border_radius=10)
    return assets.prepared(surface)


# -- the seats ------------------------------------------------------------------------------
def seats(table: ByeByeTable, surface: pygame.Surface) -> None:
    shown, match = table.shown, table.match
    leader = leading_seat(shown)
    for seat in range(table.players):
        panel = pygame.Rect(table.board.panel(seat).as_tuple())
        if not match.is_over and seat in (shown["turn"], match.to_move):
            glow(surface, panel, palette.GOLD, 3)
        look = palette.player(seat)
        ink.rect(surface, look.colour, (panel.x + 3, panel.y + 10, 5, panel.h - 20),
                         border_radius=3)
        name_row(table, surface, seat, leader == seat)
        zoo(table, surface, seat)
        if table.board.pos(seat) != 0:
            fan(table, surface, seat)
        if shown["stash_sizes"][seat]:
            stash(table, surface, seat)


def leading_seat(shown: dict) -> int | None:
    """The one seat with the most triplets (None while nobody has one, or on a tie)."""
    counts = shown["triplets"]
    best = max(counts, default=0)
    return counts.index(best) if best and counts.count(best) == 1 else None


def badge_words(table: ByeByeTable, seat: int) -> str:
    """The shared badge with what it counts: "★ 0/3 triplets" (a bare "0/3" was a riddle)
    on every seat where every name row has room for it, else "★ 0/3" on every seat (critic
    21 read "★ 0/5 triplets" on the rival's badge and "★ 0/5" on yours as two things)."""
    shown = table.shown
    short = score_badge.words(shown["triplets"][seat], shown["target"])
    return badge_long(table, seat) if all_badges_long(table) else short


def badge_long(table: ByeByeTable, seat: int) -> str:
    """A seat's badge with its word: "★ 0/3 triplets"."""
    shown = table.shown
    target = shown["target"]
    short = score_badge.words(shown["triplets"][seat], target)
    return ngettext("{score} triplet", "{score} triplets", target).format(score=short)


def all_badges_long(table: ByeByeTable) -> bool:
    """Whether every seat's name row has room for the long badge beside its name, its level
    and (yours) the longest of your turn lines (none while you hold the Magpie: its tag)."""
    return all(long_badge_fits(table, seat) for seat in range(table.players))


def long_badge_fits(table: ByeByeTable, seat: int) -> bool:
    x, _y, w, _h = table.board.name_row(seat)
    size = 16 if table.players >= 4 else 18
    level = level_words(table, seat)
    after = assets.font(LEVEL).size(level)[0] + 6 if level and not is_ai(table, seat) and \
        table.board.level_row(seat) is None else 0
    name = assets.font(size, True).size(name_label(table, seat, inline=True))[0]
    if table.board.pos(seat) == 0 and seat == table.viewer:  # (your turn line beside it)
        font = assets.font(STATUS, True)
        lines = [_("Your turn")] + [_("Waiting for {name}").format(name=table.name(other))
                                    for other in range(table.players) if other != seat]
        held = not table.shown["magpie_waiting"] and words_magpie_holder(table) == seat
        if held:  # (the Magpie's tag takes the row's room)
            return False
        after = 12 + max(font.size(line)[0] for line in lines)
    room = w - 28 - name - after - THINKING - 34  # (a crown may stand before the badge)
    return assets.font(score_badge.SIZE, True).size(badge_long(table, seat))[0] + 16 <= room


def badge_rect(table: ByeByeTable, seat: int) -> pygame.Rect:
    """The seat's score badge, at the right end of its name row (every table's badge)."""
    x, y, w, h = table.board.name_row(seat)
    return score_badge.rect(badge_words(table, seat), x + w,
                            y + (h - score_badge.HEIGHT) / 2)


def badge_tip(table: ByeByeTable, seat: int) -> str:
    n, target = table.shown["triplets"][seat], table.shown["target"]
    return table.about(seat, ngettext("You have {n} triplet of the {target} that win",
                                      "You have {n} triplets of the {target} that win", n),
                       ngettext("{name} has {n} triplet of the {target} that win",
                                "{name} has {n} triplets of the {target} that win", n),
                       n=n, target=target)


def is_ai(table: ByeByeTable, seat: int) -> bool:
    return bool(ai_level(table.match.seats[seat].level))


def name_label(table: ByeByeTable, seat: int, inline: bool) -> str:
    """The seat's name as the other three tables write it: an AI's level in brackets after
    it, in the name's own type ("Shaun (AI Medium)"; the critic found Bye-Bye's small grey
    "AI Medium" unlike them); `inline` False: the name alone (the level on its own row)."""
    return seat_label(table.name(seat), table.match.seats[seat].level if inline else None)


def level_apart(table: ByeByeTable, seat: int) -> str:
    """An AI's level as a subtitle on the row under its name, "AI Medium" (dim, under the
    name's first letter), where some AI's name row at this table has no room for it after
    the name (narrow panels): then every AI's level is a subtitle, not only the longer
    names' (critic 25: "Clover" / "(AI Medium)" in the name's type read as a name wrapped
    by accident); "" when it is inline ("Clover (AI Medium)", as at the other tables)."""
    if not is_ai(table, seat) or table.board.level_row(seat) is None:
        return ""
    if not any(level_cramped(table, other) for other in range(table.players)):
        return ""
    return ai_level(table.match.seats[seat].level)


def level_cramped(table: ByeByeTable, seat: int) -> bool:
    """Whether an AI's "Name (AI Medium)" would not fit its name row (narrow panels)."""
    if not is_ai(table, seat) or table.board.level_row(seat) is None:
        return False
    x, _y, w, _h = table.board.name_row(seat)
    size = 16 if table.players >= 4 else 18
    right = badge_rect(table, seat).x - (34 if leading_seat(table.shown) == seat else 8)
    label = name_label(table, seat, inline=True)
    return assets.font(size, True).size(label)[0] > right - (x + 28) - THINKING - \
        tag_in_name_row(table, seat)


LEVEL_DIM = (196, 184, 158)  # an AI's level as a subtitle under its name: dim cream


MAGPIE_TAG = 14  # px: the words of the Magpie's tag in its holder's name row
MAGPIE_TAG_H = 26  # its pill's height
MAGPIE_ICON = 24  # the Magpie token at its left, across (critic 16: a 12 px card read as a speck)


def magpie_tag(table: ByeByeTable, seat: int) -> tuple[str, float, pygame.Rect] | None:
    """The tag of the seat known to hold the Magpie: "has the Magpie" (or "Magpie" where
    that does not fit), its width and where it stands: in the name row, right of the name,
    else (a narrow panel) on the row under it, in place of how many cards the hand holds
    (the fan and its odds say that); None for the others (the critic read "Bitzer holds
    the Magpie" under the Magpie's spot and found nothing on Bitzer's panel that said so)."""
    if table.shown["magpie_waiting"] or words_magpie_holder(table) != seat:
        return None
    x, y, _w, h = table.board.name_row(seat)
    right = badge_rect(table, seat).x - (34 if leading_seat(table.shown) == seat else 8)
    if table.board.pos(seat) and not table.board.caption_below(seat):  # a lone rival: its
        # hand's size and odds stand on its name row, right of the tag
        count = table.shown["hand_sizes"][seat]
        words = ngettext("{n} card", "{n} cards", count).format(n=count)
        right = caption_row(table, seat).right - assets.font(CAPTION).size(words)[0] - 12 - (
            odds_width(count) + 12 if table.draw_turn() and count else 0)
    size = 16 if table.players >= 4 else 18
    dots = THINKING if is_ai(table, seat) else 0  # (a person has no thinking dots)
    room = right - (x + 28) - dots - 6 - assets.font(size, True).size(table.name(seat))[0]
    for text in magpie_words():
        width = tag_width(text)
        if width <= room:
            return text, width, pygame.Rect(round(right - width), round(y + (h - MAGPIE_TAG_H) / 2),
                                            round(width), MAGPIE_TAG_H)
    below = table.board.level_row(seat)
    if below is None:
        return None
    row = pygame.Rect(*(round(v) for v in below))
    level = seat_label("", table.match.seats[seat].level).strip() if is_ai(table, seat) else ""
    left = row.x + (assets.font(LEVEL, True).size(level)[0] + 8 if level else 0)
    count = table.shown["hand_sizes"][seat]  # (the hand's count stays at the row's right)
    end = row.right - 4 - assets.font(CAPTION).size(
        ngettext("{n} card", "{n} cards", count).format(n=count))[0] - 8
    for text in (*magpie_words(), ""):  # (at the narrowest: the little Magpie card alone)
        width = tag_width(text) if text else MAGPIE_ICON + 2
        if width <= end - left:
            high = max(MAGPIE_ICON + 2, min(MAGPIE_TAG_H, row.h - 2))  # (as tall as its
            # token)
            top = min(row.centery - high / 2, row.bottom - high)  # (clear of the fan's frame)
            return text, width, pygame.Rect(round(end - width), round(top), round(width), high)
    return None


def magpie_words() -> tuple[str, str]:
    return _("has the Magpie"), _("Magpie")


def tag_width(text: str) -> float:
    return 1 + MAGPIE_ICON + 5 + assets.font(MAGPIE_TAG, True).size(text)[0] + 8


def tag_in_name_row(table: ByeByeTable, seat: int) -> float:
    """How much of the name row the Magpie's tag takes (0: none there)."""
    tag = magpie_tag(table, seat)
    _x, y, _w, h = table.board.name_row(seat)
    return tag[1] + 6 if tag is not None and tag[2].centery < y + h else 0.0


@canvas.raster
def magpie_token(side: int) -> canvas.Canvas:
    """The Magpie as a round token, `side` units across: the bird of its card, cut round,
    gold-rimmed (the holder's mark in every seat header)."""
    image = canvas.blank((side, side))
    art = assets.svg("bye_magpie", (round(side * 1.3), round(side * 1.82)))
    w, h = art.get_size()
    image.blit(art, (round(side / 2 - w * 0.64), round(side / 2 - h * 0.6)))
    mask = canvas.blank((side, side))
    ink.circle(mask, (255, 255, 255, 255), (side / 2, side / 2), side / 2)
    image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    ink.circle(image, palette.GOLD, (side / 2, side / 2), side / 2, 2)
    return assets.prepared(image)


def magpie_pill(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """The Magpie's tag: its round token and the words, gold on a dark pill."""
    if text:  # (the token alone where no word fits)
        ink.rect(surface, palette.INK, rect, border_radius=rect.h // 2)
        ink.rect(surface, palette.GOLD, rect, 1, border_radius=rect.h // 2)
    surface.blit(magpie_token(MAGPIE_ICON), (rect.x + 1, round(rect.centery - MAGPIE_ICON / 2)))
    if text:
        assets.text(surface, text, (rect.x + 1 + MAGPIE_ICON + 5, rect.centery), MAGPIE_TAG,
                    palette.GOLD, bold=True, anchor="midleft", box=rect)


def level_words(table: ByeByeTable, seat: int) -> str:
    """What stands after a seat's name: an AI's level; for a person playing at their own
    screen over the network, while the table waits for them, "choosing" (bare dots read as
    a fixed mark)."""
    level = ai_level(table.match.seats[seat].level)
    return level or table.busy_word(seat)


def name_row(table: ByeByeTable, surface: pygame.Surface, seat: int, leads: bool) -> None:
    """The seat's mark, its name (a long one ends in "…"), an AI's level (after the name, or
    on the row under it in a narrow panel), dots while it thinks, a crown on the leader,
    and its triplets against the number that wins."""
    x, y, w, h = table.board.name_row(seat)
    seat_mark(surface, seat, (x + 12, y + h / 2), 10, table.marks)
    badge = badge_rect(table, seat)
    score_badge.draw(surface, badge, badge_words(table, seat))
    right = badge.x - (34 if leads else 8)
    if leads:
        draw_crown(surface, (badge.x - 17, round(y + h / 2)), 22)
    size = 16 if table.players >= 4 else 18
    apart = level_apart(table, seat)
    level = "" if is_ai(table, seat) else level_words(table, seat)  # (a person's "choosing")
    below = table.board.level_row(seat)
    dots = THINKING if table.match.to_move == seat and table.match.thinking else 0
    after = assets.font(LEVEL).size(level)[0] + 6 if level and below is None else 0
    room = pygame.Rect(x, y, right - x, h)
    tag = magpie_tag(table, seat)
    if tag is not None:
        magpie_pill(surface, tag[2], tag[0])
    name = fit(name_label(table, seat, inline=not apart), size,
               right - (x + 28) - after - (0 if below else THINKING) -
               tag_in_name_row(table, seat), True)
    drawn = assets.text(surface, name, (x + 28, y + h / 2), size, palette.CREAM, bold=True,
                        anchor="midleft", box=room)
    if level and below is None:
        drawn = assets.text(surface, level, (drawn.right + 6, y + h / 2 + 1), LEVEL,
                            palette.GOLD, anchor="midleft", box=room)
    elif level or apart:
        row = pygame.Rect(*(round(v) for v in below))
        drawn = assets.text(surface, apart or level,
                            (x + 28 if apart else row.x, row.centery - 3), LEVEL,
                            LEVEL_DIM if apart else palette.GOLD, anchor="midleft", box=row)
    if table.board.pos(seat) == 0 and seat == table.viewer:
        status(table, surface, drawn.right + 12, right - (tag[2].w + 10 if tag is not None and
                                                           tag_in_name_row(table, seat) else 0),
               y + h / 2)
    if dots:  # thinking: three dots, one lit after another
        for i in range(3):
            lit = int(table.clock * 3) % 3 == i
            ink.circle(surface, palette.GOLD if lit else palette.CREAM_DARK,
                       (drawn.right + 9 + i * 8, drawn.centery + 3), 3)


STATUS = 14  # px, gold: what you do now, beside your name (as the other tables' status)


def status_place(table: ByeByeTable, left: float, right: float) -> str:
    """Your status's words that fit between `left` and `right` ("" where none does)."""
    font = assets.font(STATUS, True)
    return next((w for w in status_words(table) if font.size(w)[0] <= right - left), "")


def status(table: ByeByeTable, surface: pygame.Surface, left: float, right: float,
           centre_y: float) -> None:
    """Your turn line after your name: "Your turn: draw or stop", "Waiting for Shaun"."""
    words = status_place(table, left, right)
    if words:
        assets.text(surface, words, (round(left), round(centre_y)), STATUS, palette.GOLD,
                    bold=True, anchor="midleft")


def fan(table: ByeByeTable, surface: pygame.Surface, seat: int) -> None:
    """A rival's hand: backs in a fan (faces once the game is over, or while your Mole shows
    it to you), the one under the pointer lifted; in a replay that opens it, a tag per card
    instead. Its size, and on your turn the chance that a draw from it is its Black Sheep."""
    board, shown = table.board, table.shown
    count = shown["hand_sizes"][seat]
    faces_up = table.open_hand(seat)
    if table.replay and faces_up is not None:  # (its count may lag while a card flies)
        for card, n, rect, size in hand_tags(table, seat, faces_up):
            tag(surface, card, n, rect, size)
    else:
        fanned(table, surface, seat, faces_up)
    row = caption_row(table, seat)
    words = ngettext("{n} card", "{n} cards", count).format(n=count)
    level = board.level_row(seat)
    if not board.caption_below(seat):  # on the name row: the odds, then the count, leftwards
        right = row.right
        if table.draw_turn() and count:
            odds(surface, row, count)
            right -= odds_width(count) + 12
        assets.text(surface, words, (right - 2, row.bottom - 1), CAPTION, palette.CREAM,
                    anchor="bottomright", box=row)
        return
    if level is not None:  # a narrow panel: how many cards at the right of the level's row
        # (the Magpie's tag left of it: the count stays, critic 12)
        at = pygame.Rect(*(round(v) for v in level))
        assets.text(surface, words, (at.right - 4, at.centery - 3), CAPTION, palette.CREAM,
                    anchor="midright", box=at)
    odds_w = odds_width(count) if table.draw_turn() and count else 0
    if level is None:
        drawn = assets.text(surface, words, (row.x + 4, row.bottom - 1), CAPTION,
                            palette.CREAM, anchor="bottomleft", box=row)
        left = drawn.right + 4
    else:
        left = row.x
    if odds_w:
        odds(surface, pygame.Rect(left, row.y, row.right - left, row.h), count)


def caption_row(table: ByeByeTable, seat: int) -> pygame.Rect:
    """The row a rival's hand says its size and odds in: under its fan, or on its name row
    between its name and its badge (a lone rival), the words' foot on the name's."""
    row = pygame.Rect(*(round(v) for v in table.board.caption(seat)))
    if table.board.caption_below(seat):
        return row
    right = badge_rect(table, seat).x - (34 if leading_seat(table.shown) == seat else 12)
    left = row.x + row.w // 3
    return pygame.Rect(left, row.y + 2, right - left, row.h - 4)


def caption_width(table: ByeByeTable, seat: int, base: int) -> float:
    """How wide a rival's hand must be for the words under its fan, "7 cards" and the odds
    beside them ("Black Sheep: 1 in 7"), whole and apart (a narrow panel's hand spans the
    panel: its count stands on the level's row); a hand of few cards beside a large zoo had
    its odds drawn over its words."""
    board = Board(table.layout, table.players, base)
    if board.level_row(seat) is not None or not board.caption_below(seat):
        return 0.0
    count = table.shown["hand_sizes"][seat]
    words = ngettext("{n} card", "{n} cards", count).format(n=count)
    return 4 + assets.font(CAPTION).size(words)[0] + 4 + odds_width(max(1, count)) + 4


def fanned(table: ByeByeTable, surface: pygame.Surface, seat: int,
           faces_up: list[str] | None) -> None:
    """A rival's cards in a fan: backs, or faces where the viewer may see them."""
    board = table.board
    count = table.shown["hand_sizes"][seat]
    stashed = bool(table.shown["stash_sizes"][seat])
    lifted = table.lifted_card(seat)
    for i in range(count):
        card = board.fan_card(seat, i, count, stashed)
        rise = board.hover(seat) if i == lifted else 0
        dx, dy = -math.sin(math.radians(card.angle)) * rise, -math.cos(math.radians(card.angle)) * rise
        if faces_up is not None and i < len(faces_up):
            image = faces.card(faces_up[i], card.w)
            if card.angle:
                image = ink.rotozoom(image, round(card.angle / 2) * 2, 1.0)
        else:
            image = faces.turned_back(card.w, card.angle)
        surface.blit(image, image.get_rect(center=(round(card.x + dx), round(card.y + dy))))


def hand_tags(table: ByeByeTable, seat: int,
              cards: list[str]) -> list[tuple[str, int, pygame.Rect, int]]:
    """A rival's open hand in a replay, a tag per kind of card (its number, or a special
    card's name, and how many where more than one) in rows across the fan's room, at the
    largest size that fits (the cards of a fan are too small there to read)."""
    room = table.board.fan_room(seat, bool(table.shown["stash_sizes"][seat]))
    kinds = list(Counter(cards).items())  # (a hand is sorted: the same cards side by side)
    for size in TAG_SIZES:
        height = assets.font(size, True).get_linesize() + 4
        widths = [max(height + 6, assets.font(size, True).size(tag_words(c, n))[0] + 12)
                  for c, n in kinds]
        rects = flow(room, widths, height)
        if rects is not None or size == TAG_SIZES[-1]:
            break
    if rects is None:  # more than even the smallest tags fit: one row, overlapping
        step = (room[2] - widths[-1]) / max(1, len(kinds) - 1)
        rects = [(room[0] + i * min(step, w + 3), room[1], w, height)
                 for i, w in enumerate(widths)]
    return [(card, n, pygame.Rect(*(round(v) for v in r)), size)
            for (card, n), r in zip(kinds, rects, strict=True)]


def widest_tag(table: ByeByeTable, seat: int) -> float:
    """How wide a rival's hand must be for its widest tag at the smallest size (a replay that
    opens it; else nothing)."""
    cards = table.open_hand(seat)
    size = TAG_SIZES[-1]
    return max((assets.font(size, True).size(tag_words(card, n))[0] + 12
                for card, n in Counter(cards or []).items()), default=0.0)


def tag_words(card: str, n: int = 1) -> str:
    """"7", "Eagle", "Eagle ×2"."""
    words = card if is_set(card) else label(card)
    return words if n == 1 else f"{words} ×{n}"


def tag(surface: pygame.Surface, card: str, n: int, rect: pygame.Rect, size: int) -> None:
    """A kind of card of a replay's open hand: a plate with its number or name, and how
    many (the Black Sheep's dark, as the card is)."""
    dark = card == "black_sheep"
    ink.rect(surface, palette.INK if dark else palette.CREAM, rect, border_radius=rect.h // 2)
    ink.rect(surface, palette.GOLD_DARK, rect, 2, border_radius=rect.h // 2)
    assets.text(surface, tag_words(card, n), rect.center, size,
                palette.CREAM if dark else palette.INK, bold=True, anchor="center", box=rect)


def odds(surface: pygame.Surface, room: pygame.Rect, count: int) -> None:
    """A hand's Black Sheep odds (it holds exactly one), said in words at the right of the
    hand's line: a black sheep on a cream disc, "Black Sheep:" and "1 in 7" in gold (the
    sheep is left out where the words alone fill the line; 2 units spare at either end)."""
    before, number, after = odds_parts(count)
    side = ODDS_ICON if odds_width(count) <= room.w else 0
    x = room.right - odds_width(count, side) + 2
    if side:
        icon = odds_icon(side)
        surface.blit(icon, icon.get_rect(midleft=(x, room.bottom - 1 - assets.font(CAPTION).get_height() // 2)))
        x += side + 4
    for part, bold in ((before, False), (number, True), (after, False)):
        if part:
            x = assets.text(surface, part, (x, room.bottom - 1), CAPTION,
                            palette.GOLD if bold else palette.CREAM, bold=bold,
                            anchor="bottomleft", box=room).right


def odds_parts(count: int) -> tuple[str, str, str]:
    """"Black Sheep: 1 in 7" in its parts: the words before the odds, the odds (bold), the
    words after (a language may put them anywhere)."""
    before, _mark, after = words_label("{odds}").partition("{odds}")
    return before, odds_words(count), after


def odds_words(count: int) -> str:
    return words_odds(count)


@canvas.raster
def odds_icon(side: int) -> canvas.Canvas:
    """A black sheep on a cream disc, `side` units across (dark on the dark panel else)."""
    image = canvas.blank((side, side))
    ink.circle(image, palette.CREAM, (side // 2, side // 2), side // 2)
    sheep = assets.svg("black_sheep", (side - 2, side - 2))
    image.blit(sheep, (1, 0))
    return assets.prepared(image)


def odds_width(count: int, side: int = ODDS_ICON) -> int:
    """How wide a hand's odds are drawn (the sheep `side` across and a gap, "Black Sheep:
    1 in 7", the margin)."""
    before, number, after = odds_parts(count)
    regular, bold = assets.font(CAPTION), assets.font(CAPTION, True)
    words = regular.size(before)[0] + bold.size(number)[0] + regular.size(after)[0]
    return words + (side + 4 if side else 0) + 4


def odds_rect(table: ByeByeTable, seat: int) -> pygame.Rect:
    """Where a hand's odds are drawn: the right end of the row under its fan."""
    row = caption_row(table, seat)
    width = min(row.w, odds_width(table.shown["hand_sizes"][seat]))
    return pygame.Rect(row.right - width, row.y, width, row.h)


def stash(table: ByeByeTable, surface: pygame.Surface, seat: int) -> None:
    """The Wolf's face-down stash, with how many cards wait in it."""
    x, y, w, h = table.board.stash_card(seat)
    n = table.shown["stash_sizes"][seat]
    for i in range(min(3, n)):
        surface.blit(faces.card(None, w), (round(x - i * 2), round(y + i * 2)))
    badge = (round(x + w - 4), round(y + 8))
    ink.circle(surface, palette.INK, badge, 12)
    ink.circle(surface, palette.GOLD_DARK, badge, 12, 2)
    assets.text(surface, str(n), badge, 14, palette.GOLD, bold=True, anchor="center")


def zoo_counts(cards: list[str]) -> list[tuple[str, int]]:
    """A zoo as (animal, how many) in set order (the rules keep zoos sorted)."""
    counts = Counter(cards)
    return [(card, counts[card]) for card in dict.fromkeys(cards)]


def zoo_plan(table: ByeByeTable,
             seat: int) -> tuple[list[tuple[str, int]], ZooPlan | ChipPlan]:
    cards = list(table.shown["zoos"][seat]) + table.ghosts(seat)
    columns = zoo_counts(sorted(cards, key=int))
    return columns, table.board.zoo_plan(seat, [n for _c, n in columns])


def zoo(table: ByeByeTable, surface: pygame.Surface, seat: int) -> None:
    """A seat's zoo; the cards you are about to put in yours shown faint where they go."""
    columns, plan = zoo_plan(table, seat)
    x, y, w, h = table.board.zone("zoo", seat).as_tuple()
    band = lone_band(table, seat) if not columns else None
    if band is not None:  # (a lone rival's empty zoo: a band as weighty as your strip)
        x, y, w, h = band.x, band.y, band.w, band.h
    surface.blit(enclosure(w, h), (x - 3, y - 3))
    if not columns:
        empty_zoo(table, surface, seat)
        return
    real = Counter(table.shown["zoos"][seat])
    if isinstance(plan, ChipPlan):
        chips.paint(surface, columns, plan, real)
    else:
        paint_zoo(surface, columns, plan, real)
    if table.winning is not None and table.winning[0] == seat and real[table.winning[1]] >= 3:
        lit_triplet(surface, zoo_column_rect(table, seat, table.winning[1]))


def lit_triplet(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The triplet that won, lit while the end's banner holds: a pulsing gold ring."""
    beat = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 140)
    grow = round(5 + 4 * beat)
    ink.rect(surface, (*palette.GOLD, 150), rect.inflate(2 * grow, 2 * grow), 3,
             border_radius=10)
    ink.rect(surface, palette.GOLD, rect.inflate(6, 6), 4, border_radius=8)


def empty_zoo_words(table: ByeByeTable, seat: int) -> str:
    """What an empty zoo is for, in a sentence: your zoo's tooltip (its sign says it short)."""
    n = table.shown["target"]
    if not own_empty_zoo(table, seat):
        return ngettext("{name}'s zoo is empty: a slot for each triplet that wins ({n}).",
                        "{name}'s zoo is empty: a slot for each of the {n} triplets that "
                        "win.", n).format(name=table.name(seat), n=n)
    said = ngettext("Your zoo: lay triplets here. {n} wins the game.",
                    "Your zoo: lay triplets here. {n} win the game.", n).format(n=n)
    if slot_lit(table):  # (critic 15: the gold slot was never explained; 16: nor its card)
        said += " " + _("The gold slot: {lay} if you stop now.").format(
            lay=words_lay(table))
    return said


def slot_lit(table: ByeByeTable) -> bool:
    """Whether your empty zoo's first slot glows gold: your turn, drawing, and a stop now
    would let a card into your zoo."""
    return (table.my_turn and table.view["phase"] == "draw" and not table.replay
            and words_allowance_now(table.shown) > 0 and words_best_lay(table) is not None)


def own_empty_zoo(table: ByeByeTable, seat: int) -> bool:
    """Whether `seat`'s zoo is the one at the screen's bottom (yours), not a rival's."""
    return table.viewer is not None and table.board.pos(seat) == 0


def signed(table: ByeByeTable, seat: int) -> bool:
    """Whether `seat`'s empty zoo carries the sign that says what wins: the bottom seat's
    only (yours; a spectator's bottom seat), so the goal is said once, not in every zoo (a
    critic counted "3 triplets to win" five times at five players); a rival's empty zoo is
    a quiet pasture (`quiet_zoo`)."""
    return table.board.pos(seat) == 0


SIGN_SIZES = (16, 15, 14)  # px: an empty zoo's sign, the largest that fits
SIGN_PAD = 6  # inside the sign's plate, around its rows
SIGN_AIR = 16  # your empty zoo: grass left and right of its sign (it stood cramped to the fence)
QUIET = 15  # px: the word in a rival's empty zoo


def sign_rows(table: ByeByeTable, seat: int) -> list[str]:
    """Your empty zoo's sign, a short phrase a row: "Your zoo" (a spectator's bottom seat:
    "Zoo"), "5 triplets", "to win" (the words say what goes there and what the badge's
    "0/5" counts; the little jar of a triplet that stood under the first row said nothing
    at that size)."""
    n = table.shown["target"]
    return [_("Your zoo") if own_empty_zoo(table, seat) else _("Zoo"),
            ngettext("{n} triplet", "{n} triplets", n).format(n=n), _("to win")]


def sign_least(table: ByeByeTable, seat: int, cards: list[str]) -> float:
    """How much room an empty zoo (`cards`: what it shows) needs along its split: yours, as
    wide as its sign at the largest size; a rival's low one (a narrow panel), a line for
    its quiet word; any other zoo, the least any zoo has. (Asked while the board is made:
    it asks nothing of the board.)"""
    if cards:
        return ZOO_LEAST
    base = table.viewer if table.viewer is not None else 0
    if seat != base:
        pos = (seat - base) % table.players
        hand, zoo = table.layout[f"hand_{pos}"], table.layout[f"zoo_{pos}"]
        low = abs(hand.y - zoo.y) >= abs(hand.x - zoo.x)  # (one above the other)
        return assets.font(QUIET, True).get_linesize() + 16 if low else ZOO_LEAST
    n = table.shown["target"]
    rows = [_("Your zoo") if table.viewer is not None else _("Zoo"),
            ngettext("{n} triplet", "{n} triplets", n).format(n=n), _("to win")]
    face = assets.font(SIGN_SIZES[0], True)
    return max(ZOO_LEAST, max(face.size(row)[0] for row in rows) + 2 * SIGN_PAD + SIGN_AIR)


def triplet_size(size: int) -> tuple[int, int]:
    """The little triplet's card, wide and high, for the sign's text `size`."""
    height = round(size * 1.9)
    return round(height * faces.RATIO), height


def triplet_extent(size: int) -> tuple[int, int]:
    """The little triplet's room: three cards stacked down a column, its star out right."""
    w, h = triplet_size(size)
    return w + 6, h + 2 * round(h * 0.27) + 6


Sign = tuple[list[str], int, pygame.Rect]


def empty_zoo_lines(table: ByeByeTable, seat: int) -> Sign:
    """Your empty zoo's sign: its rows, their size, and the plate they sit on, centred in
    the zoo: the largest size at which every row fits whole; a zoo too small for the full
    sign says only "Zoo". (A rival's empty zoo has no sign: its slots, `empty_slots`.)"""
    zone = table.board.zone("zoo", seat).as_tuple()
    sign = _copied(_sign_fit(tuple(round(v) for v in zone), tuple(sign_rows(table, seat))))
    if sign is not None and goal_slots(table, seat, sign[2]):  # (a strip: slots at its right)
        sign[2].x = round(zone[0]) + SLOT_GAP
    return sign


SLOT_GAP = 16  # px: between your empty zoo's goal slots (and the sign before them)


def goal_plan(table: ByeByeTable, seat: int, plate: pygame.Rect) -> ChipPlan | None:
    """Your empty zoo's goal slots laid out as the tiles your zoo will show: one for each
    triplet that wins, in a row right of its sign, each the size and shape of the zoo tile
    (picture, corner number, pips) that will stand there (critic 17: the slots were thin
    chips beside rivals' card-sized ones); none where the zoo is no one-line strip."""
    x, y, w, h = (round(v) for v in table.board.zone("zoo", seat).as_tuple())
    n = table.shown["target"] if table.shown else 0
    if not n or h > 2 * plate.h or w < 2 * plate.w:
        return None
    left = x + SLOT_GAP + plate.w + 2 * SLOT_GAP
    room = x + w - SLOT_GAP - left
    tag = stop_tag_width() + 8 if slot_lit(table) else 0  # (the preview's tag's room: it
    # lay over the next slot's star, German at two players)
    return (tag and plan_chips((left, y, room - tag, h), n, canvas.zoom())) or plan_chips(
        (left, y, room, h), n, canvas.zoom())


def goal_slots(table: ByeByeTable, seat: int, plate: pygame.Rect) -> list[pygame.Rect]:
    """Your empty zoo's goal slots (`goal_plan`): spread evenly over the room right of the
    sign (a tile's size and shape, never stretched), none where they do not fit."""
    plan = goal_plan(table, seat, plate)
    if plan is None:
        return []
    x, _y, w, _h = (round(v) for v in table.board.zone("zoo", seat).as_tuple())
    tiles = [pygame.Rect(*(round(v) for v in r)) for r in plan.chips]
    if len({t.y for t in tiles}) > 1:  # (only a row of tiles: else no slots)
        return []
    left = x + SLOT_GAP + plate.w + 2 * SLOT_GAP
    room = x + w - SLOT_GAP - left
    tag = stop_tag_width() + 8 if slot_lit(table) else 0  # (the preview's tag after the first)
    if tag and room - sum(t.w for t in tiles) - tag < 2 * (len(tiles) - 1):
        tag = 0  # (no room: the tag lies over the next slot)
    room -= tag
    gap = min(SLOT_GAP, (room - sum(t.w for t in tiles)) // max(1, len(tiles) - 1))
    start = left + (room - sum(t.w for t in tiles) - gap * (len(tiles) - 1)) // 2
    return [t.move(start + i * (t.w + gap) + (tag if i else 0) - t.x, 0)
            for i, t in enumerate(tiles)]


def stop_tag_width() -> int:
    """The preview's "if you stop" tag, across."""
    return assets.font(GHOST_TAG, True).size(_("if you stop"))[0] + 10


def paint_goal_slots(table: ByeByeTable, surface: pygame.Surface, seat: int,
                     plate: pygame.Rect) -> None:
    """The slots, dark-rimmed on the grass, each with its triplet's star; on your turn, while
    stopping now would let a card into your zoo, the first glows gold (where it would go)
    with the tile of the card it would lay in it, faint."""
    glowing = slot_lit(table)
    plan = goal_plan(table, seat, plate)
    slots = goal_slots(table, seat, plate)
    tag = ghost_tag_rect(table, seat, slots[0]) if glowing and plan is not None and slots \
        else None
    for i, slot in enumerate(slots):
        ghosted = tag is not None and i == 0
        goal_slot(surface, slot, ghosted, starred=not ghosted and not (
            tag is not None and tag.colliderect(slot)))  # (a slot under the tag: no star)
        if ghosted:
            ghost(surface, slot, *words_best_lay(table), plan)
    if tag is not None:  # (over the next slot where the strip has no room beside it)
        ghost_tag(surface, tag)


def ghost_tag_rect(table: ByeByeTable, seat: int, slot: pygame.Rect) -> pygame.Rect:
    """The preview's "if you stop" tag: right of its slot, centred down it, whole inside
    your zoo's strip (critic 20: under the slot it spilled over the strip's foot)."""
    face = assets.font(GHOST_TAG, True)
    tag = pygame.Rect(0, 0, stop_tag_width(), face.get_linesize())
    tag.midleft = (slot.right + 4, slot.centery)
    zone = pygame.Rect(*(round(v) for v in table.board.zone("zoo", seat).as_tuple()))
    return tag.clamp(zone.inflate(-4, -4))


def ghost_tag(surface: pygame.Surface, tag: pygame.Rect) -> None:
    ink.rect(surface, palette.GOLD, tag, border_radius=tag.h // 2)
    ink.rect(surface, palette.GOLD_DARK, tag, 1, border_radius=tag.h // 2)
    assets.text(surface, _("if you stop"), tag.center, GHOST_TAG, palette.INK, bold=True,
                anchor="center")


def ghost(surface: pygame.Surface, slot: pygame.Rect, card: str, count: int,
          plan: ChipPlan) -> None:
    """The card a stop now would best lay, faint in the lit slot: the very tile a zoo shows
    of it (its picture, its number on the corner, its pips), at the tile's own size (critic
    17: a squashed card there showed "12" as "2", with no pips); the gold rim over it. Its
    pips are the zoos' dots, `PIP_LEAST` units or more (critic 21 read its 7 px ones as
    diamonds ◆◇◇ beside the rivals' dots ●●○): its picture gives up what they need."""
    chips.paint(surface, [(card, count)], ghost_plan(plan, slot), {})
    # plainly a preview, not a tile laid (critic 19): faded, a dashed rim, a small tag
    veil = canvas.blank(slot.size)
    ink.rect(veil, (*palette.PASTURE, GHOST_VEIL), veil.get_rect(), border_radius=6)
    surface.blit(veil, slot.topleft)
    chips.dashed(surface, palette.GOLD, slot, 2)


def ghost_plan(plan: ChipPlan, slot: pygame.Rect) -> ChipPlan:
    """The preview tile's plan in `slot`: the zoos' dots (`PIP_LEAST` units or more), its
    picture narrower by what they need."""
    pip = max(plan.pip, PIP_LEAST)
    picture = min(plan.portrait, slot.w - 2 * CHIP_PAD - CHIP_SPLIT - pips_width(pip))
    return dataclasses.replace(plan, chips=(tuple(slot),), pip=pip, portrait=picture)


GHOST_VEIL = 30  # of 255: how far the pasture fades the preview's tile (95 till critic 20
# could hardly read "12 ●○○": the tile itself is drawn faded, `chips.GHOST_ALPHA`)
GHOST_TAG = 12  # px: its "if you stop" tag
def goal_slot(surface: pygame.Surface, slot: pygame.Rect, lit: bool = False,
              star: palette.Colour = palette.PASTURE_DARK, fill: int = 70,
              starred: bool = True) -> None:
    """One triplet still to make: a faint cream slot, rimmed, a star in it (gold: where the
    cards of a stop now would go); the results' empty zoos draw theirs the same."""
    ink.rect(surface, (*palette.CREAM, fill), slot, border_radius=6)
    ink.rect(surface, palette.GOLD if lit else (*palette.CREAM, 190), slot, 3 if lit else 2,
             border_radius=6)
    if starred:  # (a slot holding the ghost of a card has no star under it)
        assets.text(surface, "★", slot.center, 14, palette.GOLD_DARK if lit else star,
                    bold=True, anchor="center")


def inline(rows: list[str]) -> list[str]:
    """The sign's three rows as the parts of one line: "Your zoo:", "3 triplets", "to win"."""
    return [_("{zoo}:").format(zoo=rows[0]), *rows[1:]]


def _copied(sign: Sign | None) -> Sign | None:
    """A kept fit, handed out as a fresh list and rect (so no caller can change the kept)."""
    return None if sign is None else (list(sign[0]), sign[1], sign[2].copy())


@canvas.raster(maxsize=64)  # measured once for a zoo's room and words, not each frame
def _sign_fit(zone_at: tuple[int, int, int, int], words: tuple[str, ...]) -> Sign:
    zone, rows = pygame.Rect(zone_at), list(words)
    for size in SIGN_SIZES:
        face = assets.font(size, True)
        plate = pygame.Rect(0, 0, max(face.size(row)[0] for row in rows) + 2 * SIGN_PAD,
                            3 * face.get_linesize() + 2 * SIGN_PAD)
        if plate.w <= zone.w - 4 and plate.h <= zone.h - 8:
            plate.center = zone.center
            return rows, size, plate
    for size in SIGN_SIZES:  # a strip (your zoo above your hand): the sign on one line
        face = assets.font(size, True)
        plate = pygame.Rect(0, 0, face.size(" ".join(inline(rows)))[0] + 4 * SIGN_PAD,
                            face.get_linesize() + SIGN_PAD)
        if plate.w <= zone.w - 4 and plate.h <= zone.h - 6:
            plate.center = zone.center
            return inline(rows), size, plate
    rows = [_("Zoo")]
    lines, size = fitted(rows[0], zone.w - 14, zone.h - 16, 15, True)
    face = assets.font(size, True)
    plate = pygame.Rect(0, 0, max(face.size(line)[0] for line in lines) + 10,
                        len(lines) * face.get_linesize() + 8)
    plate.center = zone.center
    return lines, size, plate


def empty_zoo(table: ByeByeTable, surface: pygame.Surface, seat: int) -> None:
    """An empty zoo reads as a place: a slot for each triplet that wins, the same in every
    zoo. Yours carries a sign in cream on a dark plate before them (it is yours and how many
    triplets win: said once at the table); a rival's is its star slots alone, its tooltip
    saying it is empty (`empty_slots`)."""
    if not signed(table, seat):  # (critics 26 and 27: words over the slots hid them)
        for slot in empty_slots(table, seat):
            goal_slot(surface, slot)
        return
    rows, size, plate = empty_zoo_lines(table, seat)
    paint_goal_slots(table, surface, seat, plate)
    ink.rect(surface, (*palette.darker(palette.PASTURE_DARK, 0.72), 220), plate,
             border_radius=8)
    step = assets.font(size, True).get_linesize()
    if len(rows) < 3:  # a zoo too small for the sign: "Zoo"
        for i, row in enumerate(rows):
            assets.text(surface, row, (plate.centerx, plate.y + 4 + i * step), size,
                        palette.CREAM, bold=True, anchor="midtop", box=plate)
        return
    if plate.h < 2 * step:  # one line: "Your zoo: 3 triplets to win", the count in gold
        face = assets.font(size, True)
        x = plate.centerx - face.size(" ".join(rows))[0] / 2
        for i, row in enumerate(rows):
            drawn = assets.text(surface, row, (x, plate.centery), size,
                                palette.GOLD if i == 1 else palette.CREAM, bold=True,
                                anchor="midleft", box=plate)
            x = drawn.right + face.size(" ")[0]
        return
    for i, row in enumerate(rows):
        assets.text(surface, row, (plate.centerx, plate.y + SIGN_PAD + i * step), size,
                    palette.GOLD if i == 1 else palette.CREAM, bold=True, anchor="midtop",
                    box=plate)


LONE_SLOT = 36  # units: a lone rival's empty zoo's slots, at the most high (critic 21)
LONE_BAND = 8  # units: its pasture's band around them, above and below


def lone(table: ByeByeTable, seat: int) -> bool:
    """Whether the seat is the lone rival of a two-player table (its zoo beside its fan)."""
    return table.players == 2 and table.board.pos(seat) != 0


def lone_band(table: ByeByeTable, seat: int) -> pygame.Rect | None:
    """A lone rival's empty zoo's pasture: a band across its zone, just high enough for its
    slots (critic 21: the whole zone green, a huge empty field beside your thin strip)."""
    if not lone(table, seat):
        return None
    slots = empty_slots(table, seat)
    zone = pygame.Rect(*(round(v) for v in table.board.zone("zoo", seat).as_tuple()))
    if not slots:
        return None
    whole = slots[0].unionall(slots[1:])
    return pygame.Rect(zone.x, whole.y - LONE_BAND, zone.w, whole.h + 2 * LONE_BAND).clip(zone)


def empty_slots(table: ByeByeTable, seat: int) -> list[pygame.Rect]:
    """A rival's empty zoo: a slot for each triplet that wins, where its triplets' tiles
    will stand (the zoo's own plan for that many triplets), drawn as your zoo's goal slots:
    one look for every zoo (critic 15 found rivals' stacked-card outlines with "Zoo noch
    leer" wrapped on three lines beside your star slots; the tooltip says it is empty)."""
    n = table.shown["target"] if table.shown else 0
    if not n:
        return []
    zone = pygame.Rect(*(round(v) for v in table.board.zone("zoo", seat).as_tuple()))
    # (as zoo tiles, the shape of your zoo's goal slots: critic 17 found yours thin chips
    # beside rivals' card-tall outlines; else the zoo's own plan for that many triplets)
    box = zone.inflate(-8, -8)
    if lone(table, seat):  # (a lone rival's: no taller than your strip's weight, critic 21)
        box = pygame.Rect(box.x, box.centery - min(box.h, LONE_SLOT) // 2, box.w,
                          min(box.h, LONE_SLOT))
    plan = plan_chips(tuple(box), n, canvas.zoom()) or table.board.zoo_plan(seat, [3] * n)
    rects = [pygame.Rect(*(round(v) for v in plan.column_rect(c, 3))) for c in range(n)]
    if isinstance(plan, ZooPlan):  # (cards: a column as tall as three, the star's room in)
        rects = [r.inflate(-2, -2) for r in rects]
    whole = rects[0].unionall(rects[1:])
    dx, dy = zone.centerx - whole.centerx, zone.centery - whole.centery
    return [r.move(dx, dy).clip(zone.inflate(-4, -4)) for r in rects]


def paint_zoo(surface: pygame.Surface, columns: list[tuple[str, int]], plan: ZooPlan,
              real: Counter[str] | None = None) -> None:
    """A zoo, a column per animal, each triplet edged in gold with a star (cards beyond
    `real` are faint: not placed yet)."""
    for c, (card, count) in enumerate(columns):
        for k in range(count):
            x, y, w, h = plan.card(c, k)
            image = faces.card(card, w)
            if real is not None and k >= real[card]:
                image = image.copy()
                image.set_alpha(150)
            surface.blit(image, (round(x), round(y)))
        if count >= 3:
            rect = pygame.Rect(*(round(v) for v in plan.column_rect(c, count)))
            glow(surface, rect, palette.GOLD, 3, 8)
            star = (rect.right - 2, rect.bottom - 2)
            ink.circle(surface, palette.GOLD, star, 10)
            ink.circle(surface, palette.GOLD_DARK, star, 10, 2)
            assets.text(surface, "★", star, 13, palette.INK, bold=True, anchor="center")


def zoo_column_at(table: ByeByeTable, seat: int, pos: tuple[int, int]) -> str | None:
    """The animal of the zoo column under `pos`."""
    columns, plan = zoo_plan(table, seat)
    for c, (card, count) in enumerate(columns):
        if pygame.Rect(plan.column_rect(c, count)).collidepoint(pos):
            return card
    return None


def zoo_column_rect(table: ByeByeTable, seat: int, card: str) -> pygame.Rect:
    columns, plan = zoo_plan(table, seat)
    for c, (animal, count) in enumerate(columns):
        if animal == card:
            return pygame.Rect(*(round(v) for v in plan.column_rect(c, count)))
    return pygame.Rect(table.board.zone("zoo", seat).as_tuple())


# -- your hand ------------------------------------------------------------------------------
def hand_rect(table: ByeByeTable, i: int, cards: list[str | None]) -> pygame.Rect:
    """Your i-th card as drawn now: raised while picked, a little under the pointer."""
    x, y, w, h = table.board.hand_card(i, cards)
    lift = LIFT if table.picked("hand", i) else (5 if table.hover == ("hand", i) else 0)
    return pygame.Rect(round(x), round(y - lift), round(w), round(h))


def hand(table: ByeByeTable, surface: pygame.Surface) -> None:
    """Your cards face up (a spectator's: the bottom seat's backs, or faces a replay opens);
    those you may pick now carry a gold corner, picked ones rise with a gold edge."""
    cards = table.bottom_hand()
    line_of_cards(table, surface, "hand", cards, table.hidden_hand,
                  lambda i: hand_rect(table, i, cards))


def line_of_cards(table: ByeByeTable, surface: pygame.Surface, kind: str,
                  cards: list[str | None], hidden: set[int],
                  rect_of: Callable[[int], pygame.Rect]) -> None:
    """Cards side by side (your hand, the watering hole): those you may pick now rimmed in
    gold, the picked ones raised with a gold edge; cards in flight left out."""
    shown = [(i, card, rect_of(i)) for i, card in enumerate(cards) if i not in hidden]
    pickable = table.pickable(kind) | stop_preview(table, kind, cards)
    for i, _card, rect in shown:
        if i in pickable and not table.picked(kind, i):
            halo(surface, rect)
    before = None
    for i, card, rect in shown:
        if before is not None and overlaps(before, rect):
            lap_shadow(surface, rect)
        surface.blit(faces.card(card, rect.w), rect)
        if table.picked(kind, i):
            glow(surface, rect, palette.GOLD, 4, 10)
        before = rect


LAP_SHADOW = 4  # units: the shade a card casts on the one it lies over (critic 25)


def overlaps(before: pygame.Rect, rect: pygame.Rect) -> bool:
    """Whether `rect` lies over the right of `before` in the same row (a hand squeezed)."""
    return before.x < rect.x < before.right + 1 and abs(before.centery - rect.centery) < \
        rect.h / 2


def lap_shadow(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The shade along a card's left edge on the card under it: a hand squeezed so that
    each card lies over its neighbour's border reads as a fan laid on purpose, each card
    apart (critic 25: at two players an 8-card hand's cards looked to touch)."""
    shade = pygame.Rect(rect.x - LAP_SHADOW, rect.y + 4, LAP_SHADOW + 4, rect.h - 8)
    ink.rect(surface, (*palette.SHADOW, 75), shade, border_radius=4)
    return shade


def stop_preview(table: ByeByeTable, kind: str, cards: list[str | None]) -> set[int]:
    """While the pointer rests on Stop drawing and stopping would let cards go into your
    zoo: the animals (your hand's, the watering hole's) you could then put there, rimmed
    as they will be once you stop (the critic asked to see which before stopping)."""
    if not table.my_turn or table.view["phase"] != "draw" or not table.shown["watering"]:
        return set()
    button = table.buttons["stop"]
    if not button.hovered or button not in table.shown_buttons():
        return set()
    if not words_allowance_now(table.shown):
        return set()
    return {i for i, card in enumerate(cards) if card is not None and is_set(card)}


def halo(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card that may be picked now: a soft gold rim round it, drawn under every card of
    its line, so it rims the card and never lies over a neighbour's animal."""
    ink.rect(surface, palette.GOLD, rect.inflate(8, 8), border_radius=10)


def corner(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card on offer: a gold corner and a thin gold edge."""
    ink.polygon(surface, palette.GOLD, [rect.topright, (rect.right - 24, rect.y),
                                                (rect.right, rect.y + 24)])
    ink.rect(surface, palette.GOLD, rect, 2, border_radius=8)


# -- the middle -------------------------------------------------------------------------------
def pond_rect(table: ByeByeTable, i: int, count: int) -> pygame.Rect:
    x, y, w, h = table.board.pond_card(i, count)
    lift = LIFT if table.picked("pond", i) else 0
    return pygame.Rect(round(x), round(y - lift), round(w), round(h))


def offered(shown: dict) -> list[tuple[str, int]]:
    """The special cards on offer, each kind once with how many there are."""
    return list(Counter(shown["offer"]).items())


def offer_rect(table: ByeByeTable, i: int, count: int) -> pygame.Rect:
    x, y, w, h = table.board.offer_card(i, count)
    lift = 6 if table.hover == ("offer", offered(table.shown)[i][0]) else 0
    return pygame.Rect(round(x), round(y - lift), round(w), round(h))


def offer(table: ByeByeTable, surface: pygame.Surface) -> None:
    """The advanced set-up: the special cards on offer across the water (how many of each
    on a badge), the chosen ones face down below them."""
    kinds = offered(table.shown)
    rects = [offer_rect(table, i, len(kinds)) for i in range(len(kinds))]
    for (card, _n), rect in zip(kinds, rects, strict=True):
        surface.blit(faces.card(card, rect.w), rect)
        if table.my_turn:
            corner(surface, rect)
    for (_card, n), rect in zip(kinds, rects, strict=True):  # over every card: none hides one
        if n > 1:  # (at its top left, which the next card never covers; its name is below)
            count_badge(surface, (rect.x + 13, rect.y + 13), f"×{n}")
    chosen = len(table.shown["chosen"])
    x, y, w, h = table.board.chosen_spot()
    for i in range(chosen):
        surface.blit(faces.card(None, w), (round(x + i * 3), round(y - i * 2)))


def count_badge(surface: pygame.Surface, centre: tuple[int, int], words: str) -> None:
    """A small dark disc with a gold number on a card: how many, known, a triplet."""
    ink.circle(surface, palette.INK, centre, 13)
    ink.circle(surface, palette.GOLD, centre, 13, 2)
    assets.text(surface, words, centre, 14, palette.GOLD, bold=True, anchor="center")


def pond(table: ByeByeTable, surface: pygame.Surface) -> None:
    """The cards at the watering hole, in the order they came."""
    if table.shown["phase"] == "choose":
        offer(table, surface)
        return
    cards = table.shown["watering"]
    line_of_cards(table, surface, "pond", cards, table.hidden_pond,
                  lambda i: pond_rect(table, i, len(cards)))
    pond_counter(table, surface)


def counter_fonts(table: ByeByeTable) -> list[tuple[str, int, bool]]:
    """The counter's lines, each at the largest size (from 16 bold, 14) that fits its room
    on one line (every line the counter says fits whole at those: tests/tables/bye_bye/
    test_explained.py): (words, size, bold)."""
    lines = counter_lines(table)
    room = table.board.counter_room() - 2 * COUNTER_PAD
    fonts = []
    for i, line in enumerate(lines):
        bold = i == 0
        size = COUNTER_SIZES[0] if bold else COUNTER_SIZES[1]
        while size > SMALLEST and assets.font(size, bold).size(line)[0] > room:
            size -= 1
        fonts.append((line, size, bold))
    return fonts


def counter_rect(table: ByeByeTable) -> pygame.Rect | None:
    """Where the watering hole's counter lies (None: no turn is on)."""
    fonts = counter_fonts(table)
    if not fonts:
        return None
    width = max(assets.font(size, bold).size(line)[0] for line, size, bold in fonts)
    return pygame.Rect(*(round(v) for v in table.board.pond_counter(width + 2 * COUNTER_PAD)))


def pond_counter(table: ByeByeTable, surface: pygame.Surface) -> None:
    """How many cards lie at the watering hole and what stopping would lay, on a dark
    plate across the pond's lower rim."""
    rect = counter_rect(table)
    if rect is None:
        return
    draw_panel(surface, rect, palette.PANEL, palette.GOLD_DARK, radius=10, shadow=2)
    fonts = counter_fonts(table)
    step = rect.h / len(fonts)
    for i, (line, size, bold) in enumerate(fonts):
        assets.text(surface, line, (rect.centerx, rect.y + step * (i + 0.5)), size,
                    palette.GOLD if bold else palette.CREAM, bold=bold, anchor="center",
                    box=rect)


def piles(table: ByeByeTable, surface: pygame.Surface) -> None:
    """The pile (a stack as high as it is) and the Thieving Magpie waiting beside it."""
    shown, board = table.shown, table.board
    x, y, w, h = board.pile_card("pile")
    count = shown["pile"]
    for i in range(min(5, math.ceil(count / 8))):
        surface.blit(faces.card(None, w), (round(x - i * 1.5), round(y - i * 1.5)))
    if not count:
        ink.rect(surface, palette.CREAM_DARK, (x, y, w, h), 2, border_radius=8)
    x, y, w, h = board.pile_card("magpie")
    if shown["magpie_waiting"] and not table.magpie_flying:
        surface.blit(faces.card("magpie", w), (round(x), round(y)))
    elif table.magpie_flying:  # on its way: its picture faint in its empty spot
        surface.blit(faded_magpie(round(w)), (round(x), round(y)))
        ink.rect(surface, palette.CREAM_DARK, (x, y, w, h), 2, border_radius=8)
    else:  # in play: its spot empty, a dashed place with the card small and faint in it
        # (critic 25: the card drawn in full looked still there to take; the caption under
        # it and the holder's tag say where it is)
        left_behind(surface, pygame.Rect(round(x), round(y), round(w), round(h)))
    caption(surface, board.zone("magpie"), y + h, magpie_caption(table))


def pile_count(table: ByeByeTable, surface: pygame.Surface) -> None:
    """The shared pile counter on the pile's top card, its name under it (every table's pile
    reads alike, critic 19); drawn over the cards in flight, as a card waiting on the pile
    to be dealt hid it."""
    board, count = table.board, table.shown["pile"]
    x, y, w, h = board.pile_card("pile")
    top = max(0, min(5, math.ceil(count / 8)) - 1) * 1.5
    pile_counter.draw(surface, pygame.Rect(round(x - top), round(y - top), round(w), round(h)),
                      count, pile_counter.draw_words(),
                      pygame.Rect(board.zone("pile").as_tuple()))


LEFT_BEHIND = 0.6  # the faint Magpie in its empty spot, of the spot's width (critic 25)


def left_behind(surface: pygame.Surface, spot: pygame.Rect) -> pygame.Rect:
    """The Magpie's spot while it is in play: a dashed place, the card small and faint in
    its middle (the rect it is drawn in)."""
    chips.dashed(surface, palette.CREAM_DARK, spot, 2)
    small = faded_magpie(round(spot.w * LEFT_BEHIND))
    rect = pygame.Rect(0, 0, *small.get_size())
    rect.center = spot.center
    surface.blit(small, rect.topleft)
    return rect


@canvas.raster
def faded_magpie(w: int) -> canvas.Canvas:
    """The Magpie's card, faint: where it waited before it went into play."""
    image = faces.card("magpie", w).copy()
    image.set_alpha(60)
    return image


def caption(surface: pygame.Surface, zone, top: float, words: str) -> None:
    """Words under a pile, centred in what its zone leaves below the card (wrapped, and
    smaller if need be, never cut)."""
    box = pygame.Rect(zone.as_tuple())
    box.h -= round(top - box.y)
    box.y = round(top)
    lines, size = fitted(words, box.w - 8, box.h - 4, CAPTION)
    step = assets.font(size).get_linesize()
    y = box.centery - len(lines) * step / 2
    for i, line in enumerate(lines):
        assets.text(surface, line, (box.centerx, y + i * step), size, palette.CREAM,
                    anchor="midtop", box=box)


# -- over everything --------------------------------------------------------------------------
def banner(table: ByeByeTable, surface: pygame.Surface) -> None:
    """A moment's banner over the watering hole; words floating up from where they
    happened."""
    if table.headline:
        x, y, w, h = table.board.pond()
        draw_banner(surface, table.headline, (x + w / 2, y + 34), 30, palette.GOLD,
                    round(w + 120))
    for words, fx, fy, age, top, size, _life in table.floaters:
        assets.text(surface, words, (fx, max(top, fy - age * 30)), size, palette.GOLD,
                    bold=True, anchor="center", shadow=palette.INK)


def decision_rect(table: ByeByeTable) -> pygame.Rect | None:
    """The room above Stop drawing in your panel (the controls' zone above your buttons)."""
    stop = table.buttons["stop"].rect
    c = pygame.Rect(table.layout["controls"].as_tuple())
    if not stop.w or stop.y - c.y < 30:
        return None
    return pygame.Rect(c.x + 4, c.y + 4, c.w - 8, stop.y - c.y - 10)


@canvas.raster(maxsize=64)  # measured once for its words and room, not each frame
def decision_fit(lines: tuple[str, ...], width: int, height: int) -> tuple:
    """The decision's size and lines: the largest size at which all of it fits (the rest a
    size smaller, never under SMALLEST); short of room, the odds go first (they stand at
    each hand too), then the lay-out's card (its ghost stands in the lit slot)."""
    for count in range(len(lines), 0, -1):
        for size in range(16, SMALLEST, -1):
            first = wrap(lines[0], size, width, True)
            rest = wrap(" ".join(lines[1:count]), size - 1, width) if count > 1 else []
            step, small_step = (assets.font(size, True).get_linesize(),
                                assets.font(size - 1).get_linesize())
            high = len(first) * step + (4 + len(rest) * small_step if rest else 0)
            if high <= height:
                return size, first, rest, step, small_step, high
    return size, first, [], step, small_step, len(first) * step


def decision(table: ByeByeTable, surface: pygame.Surface) -> None:
    """Your stop-or-draw decision above Stop drawing: what a stop puts in your zoo (bold),
    then the next draw's risk."""
    lines, rect = words_decision(table), decision_rect(table)
    if not lines or rect is None:
        return
    size, first, rest, step, small_step, high = decision_fit(tuple(lines), rect.w, rect.h)
    y = rect.y + max(0, (rect.h - high) // 2)
    for line in first:
        assets.text(surface, line, (rect.centerx, y), size, palette.GOLD, bold=True,
                    anchor="midtop", box=rect)
        y += step
    y += 4
    for line in rest:
        assets.text(surface, line, (rect.centerx, y), size - 1, palette.CREAM,
                    anchor="midtop", box=rect)
        y += small_step


def message(table: ByeByeTable, surface: pygame.Surface, prompt: str) -> None:
    """The instruction line (or a refusal, edged red) above your cards."""
    draw_instruction(surface, pygame.Rect(table.layout["message"].as_tuple()),
                     table.message or table.hints.line() or prompt, alert=bool(table.message),
                     size=16)


def zoom_notes(card: str) -> list[str]:
    """The zoom's words for a card: its name and what it does (the Magpie: and how it
    comes into play)."""
    return [label(card), what_it_does(card)] + ([magpie_comes()] if card == "magpie" else [])


def zoo_spot(table: ByeByeTable, seat: int, card: str,
             adding: bool = False) -> tuple[float, float, float, float]:
    """Where the top `card` of a seat's zoo lies (`adding`: where one more would go)."""
    cards = list(table.shown["zoos"][seat]) + ([card] if adding else [])
    columns = zoo_counts(sorted(cards, key=int))
    plan = table.board.zoo_plan(seat, [n for _c, n in columns])
    for c, (animal, count) in enumerate(columns):
        if animal == card:
            return plan.card(c, count - 1)
    return table.board.zone("zoo", seat).as_tuple()


def bubble(table: ByeByeTable, surface: pygame.Surface) -> None:
    """The Eagle's question and its answer, in a speech bubble over the rival's hand, with
    the animal asked for."""
    if table.bubble is None:
        return
    seat, said, card = table.bubble
    zone = pygame.Rect(table.board.zone("hand", seat).as_tuple())
    label_image = assets.text(None, said, size=18, colour=palette.INK, bold=True)
    icon = faces.card(card, 34)
    box = pygame.Rect(0, 0, label_image.get_width() + icon.get_width() + 30,
                      max(label_image.get_height(), icon.get_height()) + 12)
    box.midbottom = (zone.centerx, zone.bottom - 8)
    box.clamp_ip(surface.get_rect())
    tail = [(box.centerx - 8, box.bottom - 2), (box.centerx + 8, box.bottom - 2),
            (box.centerx, box.bottom + 10)]
    ink.polygon(surface, palette.CREAM, tail)
    ink.rect(surface, palette.CREAM, box, border_radius=12)
    ink.rect(surface, palette.WOOD_DARK, box, 2, border_radius=12)
    surface.blit(icon, icon.get_rect(midleft=(box.x + 10, box.centery)))
    surface.blit(label_image, label_image.get_rect(midleft=(box.x + 20 + icon.get_width(),
                                                            box.centery)))


def highlights(table: ByeByeTable, surface: pygame.Surface) -> None:
    """Soft gold glows on what may be picked on the table (the hands you may draw from, the
    zoo cards the Magpie may take), and on what the open question is about (the hand your
    Eagle asks or your Mole shows)."""
    pulse = 150 + int(90 * math.sin(table.clock * 5))
    for target in table.choosable():
        if target.kind == "steal" and isinstance(zoo_plan(table, target.value[0])[1],
                                                 ChipPlan):  # a chip: a ring hugging it
            ink.rect(surface, (*palette.GOLD, pulse), target.rect.inflate(2, 2), 2,
                     border_radius=7)
        elif target.kind in ("rival", "steal"):
            glow(surface, target.rect, (*palette.GOLD, pulse), 3, 10)
    view = table.view
    about = {"eagle": table.eagle_rival, "mole": view["source"]}.get(view["phase"])
    if table.my_turn and about is not None:
        glow(surface, pygame.Rect(table.board.zone("hand", about).as_tuple()),
             (*palette.GOLD, pulse), 4, 10)
