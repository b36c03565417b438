"""Painting the players' panels: each name with a running score, the rivals' hands (backs),
your secret tasks beside your hand, and in a two-player game the rival's score sheet in the
room their wide panel has.

A running score respects what is hidden: your own figures count with their values; a rival's
count by number, their values face down, so their score is "about" what such figures are
worth on average (`glance.scores`) plus the bonuses they would get now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext, tr
from game.tables.black_sheep import glance
from game.tables.black_sheep.faces import card, task_card
from game.tables.black_sheep.words import animal as animal_name
from game.view import assets, ink, palette, score_badge
from game.view.paint import fit, glow, seat_mark, wrap
from game.view.phrases import seat_label

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable

SHEET_FROM = 600  # px: a rival panel this wide has room for a score sheet
NAME_ROW = 34  # a panel's top row: the seat's mark, its name and its score badge
CHIP_TEXT = 12  # px: an animal's name on a chip of a rival's open hand (a replay)
FIGURE_BOX = (0.1, 0.04, 0.88, 0.76)  # where a figure's art lies in its square (x, y, w, h)


def draw_panels(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """Each seat's panel, painted when what it shows changes (`panel_key`); the glow of the
    seat to move and the thinking dots are drawn live over it."""
    scores = glance.scores(table.shown)
    for seat in range(table.players):
        rect = pygame.Rect(table.layout[f"panel_{table.board.pos(seat)}"].as_tuple())
        if table.match.to_move == seat and not table.match.is_over:
            glow(surface, rect, palette.GOLD, 3)
        table.panels[f"panel:{seat}"].draw(
            surface, rect, panel_key(table, seat, scores[seat]),
            lambda canvas_, seat=seat, rect=rect: _panel(table, canvas_, seat, rect, scores[seat]),
            under=table.background)
        if table.match.to_move == seat and table.match.thinking:
            _thinking(table, surface, seat, _name_rect(table, seat, rect, scores[seat]),
                      badge_rect(table, seat, score_words(table, seat, scores[seat])).x - 6)
        elif seat == table.viewer and status_words(table):
            _status(table, surface, seat, rect, scores[seat])


STATUS = 14  # px, gold: what you do now, beside your name (as Boom-Bah's status line)


def status_words(table: BlackSheepTable) -> str:
    """What the person at the screen does now, beside their name (critic 16: Boom-Bah and
    Sheep Sheep say it, Black Sheep did not): "Your turn" (what to do is said once, in the
    instruction box), "Waiting for Shaun"; "" otherwise."""
    match = table.match
    if match.is_over or table.replay or match.to_move is None:
        return ""
    if match.to_move != table.viewer:
        return _("Waiting for {name}").format(name=table.name(match.to_move))
    return _("Your turn")  # what to do is the instruction's (critic 19 read it twice)


def status_place(table: BlackSheepTable, seat: int, rect: pygame.Rect,
                 score: glance.Score) -> tuple[str, pygame.Rect] | None:
    """Your status's words and box, after your name and short of your score badge (fitted
    to that room; None where not even a word fits)."""
    name = _name_rect(table, seat, rect, score)
    right = badge_rect(table, seat, score_words(table, seat, score)).x - 8
    x = name.right + 12
    words = fit(status_words(table), STATUS, right - x)
    if not words or right - x < 40:
        return None
    box = assets.text(None, words, size=STATUS, colour=palette.GOLD).get_rect(
        midleft=(x, name.centery + 1))
    return words, box


def _status(table: BlackSheepTable, surface: pygame.Surface, seat: int, rect: pygame.Rect,
            score: glance.Score) -> None:
    place = status_place(table, seat, rect, score)
    if place:
        assets.text(surface, place[0], place[1].topleft, STATUS, palette.GOLD)


def panel_key(table: BlackSheepTable, seat: int, score: glance.Score) -> tuple:
    """Everything a seat's panel shows."""
    shown = table.shown
    hands = shown.get("hands")
    return (seat, table.board.pos(seat), table.players, table.marks, table.name(seat),
            table.match.seats[seat].level, score_words(table, seat, score), repr(score),
            shown["hand_sizes"][seat], repr(hands[seat]) if hands else None,
            repr(shown.get("tasks")),
            len(legend_items(table)) if table.board.pos(seat) == 0 else 0,
            last_play(table, seat))


def _panel(table: BlackSheepTable, surface: pygame.Surface, seat: int, rect: pygame.Rect,
           score: glance.Score) -> None:
    pos = table.board.pos(seat)
    _name_row(table, surface, seat, rect, score)
    if pos == 0:  # (the marks' key is in the "?" reference)
        _secrets(table, surface)
        return
    _rival_hand(table, surface, seat)
    corral = table.layout[f"corral_{pos}"]
    sheet = pygame.Rect(corral.x + corral.w + 14, corral.y, 0, corral.h)
    sheet.w = rect.right - 10 - sheet.x
    if rect.w >= SHEET_FROM and sheet.w > 120:
        _sheet(table, surface, seat, sheet, score)


def score_words(table: BlackSheepTable, seat: int, score: glance.Score) -> str:
    """A seat's score as a badge says it: "★ 12", or "★ ≈20" for a rival whose figures'
    values are face down; the count-up at the end while it runs."""
    if table.tally is not None:
        return score_badge.words(round(table.tally[seat]))
    if score.exact:
        return score_badge.words(score.points)
    return score_badge.words(score.points, mark="≈")  # in every language (critic 16 read
    # "≈12" in English and "etwa 18" in German)


def score_tip(table: BlackSheepTable, seat: int) -> str:
    """The score badge's tooltip: the score in words, and what it is made of."""
    score = glance.scores(table.shown)[seat]
    if score.exact:
        total = ngettext("{n} point so far", "{n} points so far", score.points)
    else:
        total = ngettext("about {n} point so far", "about {n} points so far", score.points)
    return "; ".join([total.format(n=score.points), *sheet_lines(table, seat, score)])


def badge_rect(table: BlackSheepTable, seat: int, words: str) -> pygame.Rect:
    """Where a seat's score badge sits: the right end of its name row (yours: above your
    corral's right end)."""
    pos = table.board.pos(seat)
    panel = table.layout[f"panel_{pos}"]
    right = (table.layout["corral_0"].x + table.layout["corral_0"].w if pos == 0
             else panel.x + panel.w - 8)
    return score_badge.rect(words, right, panel.y + 4)


def name_row(table: BlackSheepTable, seat: int) -> pygame.Rect:
    """A panel's name row, from its mark to its score badge (what the card zoom never
    covers)."""
    pos = table.board.pos(seat)
    panel, corral = table.layout[f"panel_{pos}"], table.layout[f"corral_{pos}"]
    right = corral.x + corral.w if pos == 0 else panel.x + panel.w
    return pygame.Rect(round(panel.x), round(panel.y), round(right - panel.x), NAME_ROW)


def badge_at(table: BlackSheepTable, pos: tuple[int, int]) -> int | None:
    """The seat whose score badge is under the pointer."""
    scores = glance.scores(table.shown)
    return next((seat for seat in range(table.players) if badge_rect(
        table, seat, score_words(table, seat, scores[seat])).collidepoint(pos)), None)


def _name_row(table: BlackSheepTable, surface: pygame.Surface, seat: int, rect: pygame.Rect,
              score: glance.Score) -> None:
    """The seat's mark, its name (a long one ends in "…") and its score."""
    seat_mark(surface, seat, (rect.x + 18, rect.y + 17), 11, table.marks)
    words = score_words(table, seat, score)
    badge = badge_rect(table, seat, words)
    score_badge.draw(surface, badge, words)
    name, size = _name(table, seat, rect, badge)
    assets.text(surface, name, (rect.x + 34, rect.y + 6), size, palette.CREAM, bold=True,
                box=rect)


LEGEND = ((3, N_("points")), (None, N_("hidden")))  # what the tokens under figures say
ABOUT = ("≈", N_("about"))  # a rival's guessed score, where the badges have no room for words
# The pennant on a field's row (it would win the field now) and the crown on a tray's
# column (the most of that kind now: +6 at the end): two marks (critic 12).
FLAG = ("flag", N_("leads the field"))
CROWN = ("crown", N_("most of a kind"))


def legend_items(table: BlackSheepTable) -> list:
    """The marks' key: the tokens' numbers and "?", "≈" where a badge says it, and the
    crown."""
    scores = glance.scores(table.shown)
    guessed = any(not s.exact for s in scores)
    about = [ABOUT] if guessed else []
    return [*LEGEND, *about, FLAG, CROWN]


def _name(table: BlackSheepTable, seat: int, rect: pygame.Rect,
          badge: pygame.Rect) -> tuple[str, int]:
    size = name_size(table)
    room = badge.x - AFTER_NAME - (rect.x + 34)
    return fit(seat_label(table.name(seat), table.match.seats[seat].level), size, room,
               True), size


AFTER_NAME = 40  # px kept between a name and its badge: the thinking dots' room (with
# Quicksand's narrower names, a name filling 30 px short of the badge left the dots none)


def name_size(table: BlackSheepTable) -> int:
    return 16 if table.players == 4 else 18


def _name_rect(table: BlackSheepTable, seat: int, rect: pygame.Rect,
               score: glance.Score) -> pygame.Rect:
    """Where the seat's name is written (the thinking dots follow it)."""
    name, size = _name(table, seat, rect, badge_rect(table, seat, score_words(table, seat, score)))
    return assets.text(None, name, size=size, colour=palette.CREAM, bold=True).get_rect(
        topleft=(rect.x + 34, rect.y + 6))


def _thinking(table: BlackSheepTable, surface: pygame.Surface, seat: int,
              name: pygame.Rect, right: int) -> None:
    """After the name while the screen waits for the seat: what it does ("thinking",
    "choosing") and three dots, one lit after another (bare dots read as a fixed mark); the
    dots alone where the word would reach the score badge (`right`: round 7 saw "denkt
    nach" over a German rival's badge; the instruction line says it in full)."""
    for x, y, r, lit, word in thinking_marks(table, seat, name, right):
        if not r:  # the word (none for a seat that is not waited for)
            if word:
                assets.text(surface, word, (x, y), 14, palette.GOLD, anchor="midleft")
        else:  # an ellipsis's round dots on the word's baseline (critic 17: small drawn
            # circles read as "◆◆◆", the ◆ seat's mark)
            assets.text(surface, ".", (x - r, y), 14, palette.GOLD if lit else palette.CREAM_DARK,
                        bold=True, anchor="midleft")


DOT_STEP = 6  # px between the waiting dots: close, an ellipsis (8 read as spaced marks)


def thinking_marks(table: BlackSheepTable, seat: int, name: pygame.Rect,
                   right: int) -> list[tuple[int, int, int, bool, str]]:
    """What `_thinking` draws: (x, y, r, lit, words) per piece: the word (r 0) at its middle
    left, then the three dots at their centres; nothing past `right`."""
    x, y = name.right + 10, name.centery + 2
    floor = table.board.corral(seat).y - 2  # (critic 15: "choosing" on the tray's rivets)
    y = min(y, floor - (assets.font(14).get_height() + 1) // 2)
    dots = 7 + 2 * DOT_STEP + 3
    word = table.busy_word(seat)
    width = assets.font(14).size(word)[0]
    marks = []
    if x + width + dots <= right:
        marks.append((x, y, 0, False, word))
        x += width + 7
    else:
        x += 3
    if x + 2 * DOT_STEP + 3 > right:
        return marks
    for i in range(3):
        # level with the word's middle: at its foot they stood on the corral's fence posts
        marks.append((x + i * DOT_STEP, y, 3, int(table.clock * 3) % 3 == i, ""))
    return marks


def draw_moos(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """The opening's moos: a speech bubble over each player's corral (the loudest bigger)."""
    for seat, loud in table.moos.items():
        _moo(surface, pygame.Rect(table.board.corral(seat).as_tuple()), loud)


def _moo(surface: pygame.Surface, rect: pygame.Rect, loud: bool) -> None:
    words = _("MOO!") if loud else _("Moo!")
    label = assets.text(None, words, size=26 if loud else 18, colour=palette.INK, bold=True)
    box = label.get_rect(center=rect.center).inflate(24, 12)
    tail = [(box.centerx - 8, box.bottom - 2), (box.centerx + 8, box.bottom - 2),
            (box.centerx - 14, box.bottom + 12)]
    fill = palette.GOLD if loud else palette.CREAM
    ink.polygon(surface, fill, tail)
    ink.lines(surface, palette.WOOD_DARK, False, tail[1:] + tail[:1], 2)
    ink.rect(surface, fill, box, border_radius=14)
    ink.rect(surface, palette.WOOD_DARK, box, 2, border_radius=14)
    surface.blit(label, label.get_rect(center=box.center))


def _rival_hand(table: BlackSheepTable, surface: pygame.Surface, seat: int) -> None:
    """A rival's cards face down (face up once the game is over), and how many; in a replay
    that opens them, a chip per card instead, which a player can read at a glance."""
    board = table.board
    count = table.shown["hand_sizes"][seat]
    hands = table.shown.get("hands")
    cards = hands[seat] if hands and hands[seat] is not None else [None] * count
    if table.replay and None not in cards:
        _chips(table, surface, seat, cards)
        return
    for i, animal in enumerate(cards):
        x, y, w, h = board.rival_card(seat, i)
        surface.blit(card(animal, w, h), (round(x), round(y)))
    zone = pygame.Rect(board.rival_hand(seat).as_tuple())
    words = ngettext("{n} card", "{n} cards", count).format(n=count)
    size = card_count_size(table, seat, words)
    if size is not None:
        assets.text(surface, words, (zone.x, zone.bottom - assets.font(size).get_height()),
                    size, palette.CREAM, box=zone)


CARD_COUNT_SIZES = (16, 15, 14, 13)  # px: "3 cards" under a rival's hand (round 9: 14 read small)


def card_count_size(table: BlackSheepTable, seat: int, words: str) -> int | None:
    """The largest size at which a rival's "3 cards" fits their hand's zone, in its width
    and in the line under their cards (14 px at the least where it fits, round 7)."""
    zone = pygame.Rect(table.board.rival_hand(seat).as_tuple())
    _x, y, _w, h = table.board.rival_card(seat, 0)
    room = zone.bottom - round(y + h)
    return next((s for s in CARD_COUNT_SIZES
                 if assets.font(s).size(words)[0] <= zone.w - COUNT_CLEAR
                 and assets.font(s).get_height() <= room - 1), None)


COUNT_CLEAR = 4  # px: "3 Karten" clear of the tray at its right (and 1 px of the cards over it)
# (critic 23: it touched both)


def chip_marks(table: BlackSheepTable, seat: int, count: int) -> list[pygame.Rect]:
    """Where each chip of a rival's open hand shows its animal: a figure at the chip's left."""
    marks = []
    for i in range(count):
        x, y, _w, h = table.board.rival_chip(seat, i, count)
        side = (h - 2) / FIGURE_BOX[3]
        marks.append(pygame.Rect(round(x) + 4, round(y) + 1, round(side * FIGURE_BOX[2]),
                                 round(h) - 2))
    return marks


def _chips(table: BlackSheepTable, surface: pygame.Surface, seat: int, cards: list) -> None:
    """A rival's open hand as chips: each the animal's figure, and its name beside it where
    every name of the hand fits (a narrow zone shows the figures alone)."""
    rects = [pygame.Rect(*(round(v) for v in table.board.rival_chip(seat, i, len(cards))))
             for i in range(len(cards))]
    marks = chip_marks(table, seat, len(cards))
    names = [animal_name(animal) for animal in cards]
    named = all(assets.font(CHIP_TEXT, True).size(name)[0] <= rect.right - mark.right - 6
                for name, rect, mark in zip(names, rects, marks, strict=True))
    for animal, name, rect, mark in zip(cards, names, rects, marks, strict=True):
        ink.rect(surface, palette.CREAM, rect, border_radius=5)
        ink.rect(surface, palette.GOLD_DARK, rect, 1, border_radius=5)
        side = round(mark.h / FIGURE_BOX[3])  # the art's square, its empty margins outside
        surface.blit(assets.svg(animal, (side, side)), (round(mark.x - FIGURE_BOX[0] * side),
                                                        round(mark.y - FIGURE_BOX[1] * side)))
        if named:
            assets.text(surface, name, (mark.right + 4, rect.centery), CHIP_TEXT, palette.INK,
                        bold=True, anchor="midleft", box=rect)


def secret_places(table: BlackSheepTable) -> list[tuple[str, pygame.Rect]]:
    """Your secret task cards, at the right end of your hand."""
    secret = (table.shown.get("tasks") or {}).get("secret") or []
    return [(task_id, pygame.Rect(*(round(v) for v in table.board.secret_task(i))))
            for i, task_id in enumerate(secret)]


def _secrets(table: BlackSheepTable, surface: pygame.Surface) -> None:
    """Your secret task cards under a caption."""
    places = secret_places(table)
    for task_id, rect in places:
        surface.blit(task_card(task_id, rect.w), rect)
    if places:
        zone = pygame.Rect(table.layout["hand_0"].as_tuple())
        span = places[0][1].union(places[-1][1])
        assets.text(surface, _("Secret"), (span.centerx, span.y - 3), 14, palette.GOLD,
                    anchor="midbottom", box=zone)


def sheet_lines(table: BlackSheepTable, seat: int, score: glance.Score) -> list[str]:
    """A seat's score so far, line by line, as much as the viewer may know of it."""
    n = score.figures
    if not n:
        first = _("No figures yet")
    elif score.exact:
        first = ngettext("{n} figure worth {points}", "{n} figures worth {points}", n).format(
            n=n, points=score.figure_points)
    else:
        first = ngettext("{n} figure, its value face down", "{n} figures, values face down",
                         n).format(n=n)
    from game.tables.black_sheep.results_panel import bonus_words

    tasks = table.shown.get("tasks")
    lines = [first] + [f"{bonus_words(glance.bonus(label, points, tasks is not None))} "
                       f"{points:+d}" for label, points in score.bonuses]
    if tasks and not score.exact:
        secret = tasks["secret_counts"][seat]
        lines.append(ngettext("{n} secret task", "{n} secret tasks", secret).format(n=secret))
    return lines


def _sheet(table: BlackSheepTable, surface: pygame.Surface, seat: int, rect: pygame.Rect,
           score: glance.Score) -> None:
    """A rival's score sheet (two players: the rival's panel has the room); while it is
    empty, why their score will be a guess (`sheet_note`)."""
    y = rect.y
    lines = sheet_lines(table, seat, score)
    if not score.figures:  # the empty tray says it (critic 20: "No figures yet" repeated it;
        lines = lines[1:]  # the score's tooltip still says it)
    for line in lines:
        for row in wrap(line, 15, rect.w):
            assets.text(surface, row, (rect.x, y), 15, palette.CREAM, box=rect)
            y += 18
    rows, top = last_play_rows(table, seat, rect)
    if rows and top >= y + 6:  # at the sheet's foot, where the lines above leave room
        head = rows[0].partition(": ")[0].rstrip(":") + ":"  # (a first row that is the
        # label alone already ends in its colon: "Last play::" was drawn)
        assets.text(surface, head, (rect.x, top), 15, palette.GOLD, box=rect)
        rest = [rows[0][len(head):].strip(), *rows[1:]]
        x = rect.x + assets.font(15).size(head + " ")[0] if rest[0] else rect.x
        for i, row in enumerate(rest if rest[0] else rest[1:], start=0 if rest[0] else 1):
            assets.text(surface, row, (x if i == 0 else rect.x, top + i * 18), 15,
                        palette.CREAM, box=rect)


def last_play(table: BlackSheepTable, seat: int) -> str | None:
    """A rival's last cards played, for their panel's foot (critic 12: the two-player
    rival panel's right third stood empty), said one way for every play, short enough for
    one row: "Last play: two pigs, field 3", "Last play: rooster + black sheep, field 2"
    (critic 17: the host read "two pigs to field 3", the remote "rooster + black sheep,
    field 2", a long and a brief phrasing side by side)."""
    from game.rules.black_sheep import PlayCards
    from game.rules.black_sheep.ranking import SINGULAR
    from game.tables.black_sheep.words import cards_played, nb

    for step in reversed(table.match.steps):
        if step.seat == seat and isinstance(step.action, PlayCards):
            cards = step.action.cards
            said = (cards_played(cards) if len(set(cards)) == 1
                    else " + ".join(tr(SINGULAR[c]) for c in cards))
            return nb(_("Last play: {cards}, field {n}")).format(cards=said,
                                                                 n=step.action.field + 1)
    return None


def last_play_rows(table: BlackSheepTable, seat: int, rect: pygame.Rect) -> tuple[list[str], int]:
    """The last play's rows (on one where it fits, else its label "Last play:" on the
    first) and the first's top, the last row on the sheet's bottom."""
    words = last_play(table, seat)
    if words is None:
        return [], rect.bottom
    if assets.font(15).size(words)[0] <= rect.w:
        return [words], rect.bottom - 18 - 2
    head, _sep, rest = words.partition(": ")
    rows = [f"{head}:", *wrap(rest, 15, rect.w)] if rest else wrap(words, 15, rect.w)
    return rows, rect.bottom - 18 * len(rows) - 2
