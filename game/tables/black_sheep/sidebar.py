"""The right column's middle panel, always on screen: with the task-card variant the open
tasks as cards, and the figures left in stock (what changes in play). A task card under the
pointer opens large with its words (`Zoom`).

What a player looks up rather than reads every turn (the ranks, the tie order, the bonuses,
the marks' key) is in the table's "?" reference (`reference`, drawn by
`game.view.reference`); the room it took goes to the log (`fit_zones`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.levels import Layout, Zone
from game.rules.black_sheep import ANIMALS, TASKS
from game.tables.black_sheep import ladder
from game.tables.black_sheep.faces import draw_token, task_card, task_height
from game.tables.black_sheep.panels import legend_items, secret_places
from game.view import assets, ink, palette
from game.view.paint import draw_crown, wrap
from game.view.reference import Row, Section

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable

PAD = 10
STOCK_H = 46  # the caption and the row of animals at the bottom
STOCK_ICON = 27  # px: an animal's square in the stock row (its art about 24 x 20; 25 until
# critic 19 asked for 20 px)
STOCK_TEXT = 14  # px, bold: how many of that kind are left
STOCK_PAD = 5  # px: the stock row's ends inside the panel (critic 23: at PAD, 10, a count
# stood 3 px from the next animal; the 10 px this frees go between the kinds)
ICONS = 44  # px: the bonuses' pictures' column, left of their words
ZOOM_W = 220  # a task card zoomed
TOP = 30  # the first bonus's top, under the heading (room for German at 13 px, not 12)


TASKS_H = 188  # px: the panel with the task-card variant (the cards and the stock; 196
# until the piles took the shared counter, critic 19)
GAP = 8  # px between the column's panels


def fit_zones(layout: Layout, tasks: bool) -> None:
    """The right column without the ranks and the bonuses (in the "?" reference): the
    piles' strips, this panel (the stock; the task cards too with that variant) and the log
    down to its old foot, taller by all the room they took."""
    zones = layout.zones
    for pile in ("deck", "discard"):
        z = zones[pile]
        zones[pile] = Zone(z.x, z.y, z.w, ladder.PILES_H)
    top = zones["deck"].y + ladder.PILES_H + GAP
    z = zones["tasks"]
    zones["tasks"] = Zone(z.x, top, z.w, TASKS_H if tasks else STOCK_H + 8)
    log = zones["log"]
    below = top + zones["tasks"].h + GAP
    key_h = strip_height(round(log.w), tasks)  # the marks' key, above the log (critic 17:
    zones["key"] = Zone(log.x, below, log.w, key_h)  # it stood on 2-player panels alone)
    below += key_h + GAP
    zones["log"] = Zone(log.x, below, log.w, log.y + log.h - below)


KEY_SIZE = 13  # px: the key strip's words
KEY_MARK = 16  # px: a mark's square in it
KEY_PAD = 5  # px: the strip's padding, top and bottom
KEY_GAP = 2  # px between two of its rows
KEY_SIDE = 6  # px: its padding left and right


def strip_marks(tasks: bool) -> list[tuple[object, str]]:
    """The table's marks and what each means, for the key strip over the log, at every
    player count: the pennant, the crown (not with tasks: a crown there is a task's), the
    face-down token, the guessed score's "≈" and a faded card's "⊖" (critic 19: never
    explained). Each but the crown's on one row (critic 23: the key stays on screen all
    game; the piles grew by what that saved)."""
    marks: list[tuple[object, str]] = [("flag", _("would win its field now"))]
    if not tasks:
        marks.append(("crown", _("most of a kind: +6, black sheep too (each still costs its value)")))
    return [*marks, (None, _("a value face down till the end")),
            ("≈", _("score guessed: values face down")),
            ("faded", _("faded: not part of the field's hand"))]


def strip_rows(rect: pygame.Rect, tasks: bool) -> list[tuple[object, pygame.Rect, list[str]]]:
    """(mark, its square, the words' lines) of each row of the key strip in `rect`."""
    left = rect.x + KEY_SIDE + KEY_MARK + 5
    room = rect.right - KEY_SIDE - left
    step = assets.font(KEY_SIZE).get_linesize()
    y = rect.y + KEY_PAD
    rows = []
    for mark, words in strip_marks(tasks):
        lines = unorphaned(wrap(words, KEY_SIZE, room), KEY_SIZE, room)
        h = max(KEY_MARK, step * len(lines))
        square = pygame.Rect(rect.x + KEY_SIDE, y + (min(h, step) - KEY_MARK) // 2 + 1, KEY_MARK,
                             KEY_MARK)
        rows.append((mark, square, lines))
        y += h + KEY_GAP
    return rows


def strip_height(width: int, tasks: bool) -> int:
    step = assets.font(KEY_SIZE).get_linesize()
    rows = strip_rows(pygame.Rect(0, 0, width, 0), tasks)
    return 2 * KEY_PAD + sum(max(KEY_MARK, step * len(lines)) for _m, _s, lines in rows) + (
        KEY_GAP * (len(rows) - 1))


def _strip(table: BlackSheepTable, surface: pygame.Surface) -> None:
    rect = pygame.Rect(table.layout["key"].as_tuple())
    step = assets.font(KEY_SIZE).get_linesize()
    for mark, square, lines in strip_rows(rect, bool(table.shown.get("tasks"))):
        _mark(mark)(surface, square)
        for i, line in enumerate(lines):
            assets.text(surface, line, (square.right + 5, square.centery - step // 2 + i * step),
                        KEY_SIZE, palette.CREAM, box=rect)


def draw_sidebar(table: BlackSheepTable, surface: pygame.Surface) -> None:
    z = pygame.Rect(table.layout["tasks"].as_tuple())
    if table.shown.get("tasks"):
        assets.text(surface, _("Tasks"), (z.x + PAD, z.y + 6), 16, palette.GOLD, bold=True,
                    box=z)
        for task_id, rect in task_places(table):
            surface.blit(task_card(task_id, rect.w), rect)
    _stock(table, surface, z)
    _strip(table, surface)


def task_places(table: BlackSheepTable) -> list[tuple[str, pygame.Rect]]:
    """The open task cards side by side under the heading."""
    tasks = table.shown.get("tasks")
    if not tasks:
        return []
    z = pygame.Rect(table.layout["tasks"].as_tuple())
    opened = tasks["open"]
    room = z.h - 32 - STOCK_H
    w = min(room / task_height(1.0), (z.w - 2 * PAD - 6 * (len(opened) - 1)) / max(1, len(opened)))
    left = z.x + (z.w - len(opened) * w - 6 * (len(opened) - 1)) / 2
    return [(task_id, pygame.Rect(round(left + i * (w + 6)), z.y + 28, round(w),
                                  round(task_height(round(w))))) for i, task_id in enumerate(opened)]


def unorphaned(lines: list[str], size: int, room: float, bold: bool = False) -> list[str]:
    """`lines` with a lone last word (the "+6" of a bonus) joined by the word before it, so
    the points never stand on a line of their own."""
    if len(lines) < 2 or " " in lines[-1] or " " not in lines[-2]:
        return lines
    head, word = lines[-2].rsplit(" ", 1)
    if assets.font(size, bold).size(f"{word} {lines[-1]}")[0] > room:
        return lines
    return [*lines[:-2], head, f"{word} {lines[-1]}"]


SET_ICON = 16  # px: each of the six kinds in the set's picture, three by two


def bonus_icons(icon: str, top: int, left: int) -> list[tuple[str, pygame.Rect]]:
    """A bonus row's picture as (art, square) pairs, "crown" for the majority's crown: a
    crown over a horse, the six kinds three by two, a black sheep; in a column `ICONS` wide
    from `left`, from `top` down."""
    middle = left + (ICONS - 6) // 2
    if icon == "crown":
        return [("horse", pygame.Rect(middle - 14, top + 6, 28, 28)),
                ("crown", pygame.Rect(middle - 9, top, 18, 11))]
    if icon == "set":
        return [(animal, pygame.Rect(left - 2 + (i % 3) * 13, top - 1 + (i // 3) * 11,
                                     SET_ICON, SET_ICON)) for i, animal in enumerate(ANIMALS)]
    return [(icon, pygame.Rect(middle - 16, top, 30, 30))]


def _stock(table: BlackSheepTable, surface: pygame.Surface, z: pygame.Rect) -> None:
    assets.text(surface, _("Figures left in stock"), (z.x + PAD, z.bottom - STOCK_H), 14,
                palette.GOLD, box=z)
    for animal, n in table.shown["stock"].items():
        px, py = stock_icon(table, animal)
        surface.blit(assets.svg(animal, (STOCK_ICON, STOCK_ICON)), (px, py))
        assets.text(surface, str(n), stock_count_at(px, py, animal), STOCK_TEXT, palette.CREAM,
                    bold=True, anchor="midleft", box=z)


STOCK_GAP = 4  # px between an animal's art and its count (round 10: the cow's touched its "3")


def stock_art(animal: str) -> pygame.Rect:
    """The painted part of a stock icon's square (its art leaves margins)."""
    return assets.svg(animal, (STOCK_ICON, STOCK_ICON)).get_bounding_rect()


def stock_icon(table: BlackSheepTable, animal: str) -> tuple[int, int]:
    """Top-left of an animal's icon in the stock row: six even shares of the panel's width,
    each animal's art starting at its share's left, the last count ending at the right
    padding; restocked figures hop from there."""
    z = table.layout["tasks"]
    digits = assets.font(STOCK_TEXT, True).size("6")[0]
    last = max(stock_art(a).w for a in ANIMALS) + STOCK_GAP + digits
    share = (z.w - 2 * STOCK_PAD - last) / (len(ANIMALS) - 1)
    return (round(z.x + STOCK_PAD + ANIMALS.index(animal) * share) - stock_art(animal).x,
            round(z.y + z.h - STOCK_ICON - 3))  # under the caption's 16 px line


def stock_count_at(px: int, py: int, animal: str) -> tuple[int, int]:
    """Where an animal's count starts (middle left), STOCK_GAP right of its icon's art."""
    return (px + stock_art(animal).right + STOCK_GAP, py + STOCK_ICON * 11 // 20)


def hover_task(table: BlackSheepTable, pos: tuple[int, int]) -> None:
    """Tell the zoom which task card the pointer is over (an open one, or a secret one of
    yours beside your hand)."""
    places = task_places(table) + secret_places(table)
    over = next(((task_id, rect) for task_id, rect in places if rect.collidepoint(pos)), None)
    table.zoom.hover(*(over if over else (None, None)))


def draw_zoom(table: BlackSheepTable, surface: pygame.Surface) -> None:
    if table.zoom.open and table.zoom.key in TASKS:
        task = TASKS[table.zoom.key]
        notes = [tr(task.text)]
        if task.id in dict(secret_places(table)):
            notes.append(_("Your secret task: nobody else sees it until the end."))
        table.zoom.draw(surface, task_card(task.id, ZOOM_W), notes)


# -- the "?" reference ----------------------------------------------------------------------
NUMBER = 20  # px: a rank's number plate in the reference (26 until the turn and the end
# joined it: critic 19; the German then ran past the panel's foot)
ANIMAL = 32  # px: an animal's art in the tie order
TIE_GAP = 14  # px between two animals of the tie order (a ">" drawn between them)


def _number(n: int):
    """A rank's place as a plain numeral, "1.": no gold disc, which looked like the figures'
    value tokens ③ on the same pop-up (critic 20)."""
    def draw(surface: pygame.Surface, at: pygame.Rect) -> None:
        assets.text(surface, f"{n}.", (at.right, at.centery), 16, palette.GOLD, bold=True,
                    anchor="midright")
    return draw


def _ties(surface: pygame.Surface, at: pygame.Rect) -> None:
    """The six kinds, best first, a drawn ">" between each two."""
    for i, animal in enumerate(ANIMALS):
        x = at.x + i * (ANIMAL + TIE_GAP)
        size = round(ANIMAL / ladder.ART[2])  # the square whose art fills ANIMAL px
        surface.blit(assets.svg(animal, (size, size)), (x - round(ladder.ART[0] * size),
                                                        at.y - round(ladder.ART[1] * size)))
        if i < len(ANIMALS) - 1:
            mid = (x + ANIMAL + TIE_GAP // 2, at.centery)
            ink.lines(surface, palette.CREAM, False, [(mid[0] - 3, mid[1] - 5),
                                                       (mid[0] + 3, mid[1]),
                                                       (mid[0] - 3, mid[1] + 5)], 2)


def _bonus(icon: str):
    def draw(surface: pygame.Surface, at: pygame.Rect) -> None:
        for art, square in bonus_icons(icon, at.y + 2, at.x + 4):
            if art == "crown":
                draw_crown(surface, square.center, square.w)
            else:
                surface.blit(assets.svg(art, square.size), square)
    return draw


def _mark(value):
    def draw(surface: pygame.Surface, at: pygame.Rect) -> None:
        if value == "crown":
            draw_crown(surface, at.center, at.w - 4)
        elif value == "flag":
            from game.tables.black_sheep.sides import draw_lead_flag

            draw_lead_flag(surface, at.center, at.w - 4)
        elif value == "≈":
            assets.text(surface, "≈", at.center, 18, palette.GOLD, bold=True, anchor="center")
        elif value == "faded":
            from game.tables.black_sheep.sides import draw_minus

            draw_minus(surface, at.center, at.w // 2 - 1)
        else:
            draw_token(surface, at.center, at.w // 2 - 1, value)
    return draw


CHIP_W, CHIP_H = 124, 42  # px: a field's chip in the reference, two rows as on the table


def _chip(look: str, words: str, animals: tuple[str, ...] = (), note: str = ""):
    """A field's chip as the table draws it (`sides.CHIP_LOOK`, `sides.chip_rows`): the
    rank with its animals over the count (critic 16), with its words."""
    def draw(surface: pygame.Surface, at: pygame.Rect) -> None:
        from game.tables.black_sheep.sides import CHIP_LOOK, CHIP_PAD, chip_rows, paint_rows

        fill, edge, colour = CHIP_LOOK[look]
        rows = chip_rows(words, animals, note, at.w - 2 * CHIP_PAD, at.h - 4)
        box = pygame.Rect(0, 0, at.w, sum(h for _w, h, _p in rows) + 4)
        box.center = at.center
        ink.rect(surface, fill, box, border_radius=6)
        ink.rect(surface, edge, box, 2, border_radius=6)
        paint_rows(surface, box, rows, colour)
    return draw


def chips() -> list[Row]:
    """What the chip beside a hand on a field says by its look (the grey one in the words
    the table's chip says): a pair of cows, one card and one figure."""
    from game.tables.black_sheep.sides import beaten_words, from_field_note

    pair, cows, note = _("One pair"), ("cow",), from_field_note(1, 1, short=True)
    return [Row(_("Gold: the hand that would win the field now"),
                _chip("leader", pair, cows, note), (CHIP_W, CHIP_H)),
            Row(_("Cream: a hand still in the running"), _chip("plain", pair, cows, note),
                (CHIP_W, CHIP_H)),
            Row(_("Grey: this hand can no longer win the field"),
                _chip("beaten", beaten_words()), (CHIP_W, CHIP_H))]


EXAMPLE_W, EXAMPLE_H = 118, 40  # px: a cow card and two cow figures in the reference
EQUALS = 22  # px: the "=" between them and the chip they make
PICTURE_W = EXAMPLE_W + EQUALS + CHIP_W  # px: card + figures = chip, one picture


def _example(surface: pygame.Surface, at: pygame.Rect) -> None:
    """One cow card, "+", two cow figures, "=", the chip they make: the field's figures
    count toward each row (critic 17: the words read as developer notes; one picture)."""
    from game.tables.black_sheep.faces import card

    w = round(at.h * 0.72)
    face = card("cow", w, at.h)
    surface.blit(face, face.get_rect(midleft=at.midleft))
    plus = (at.x + w + 8, at.centery)  # a drawn "+", not a word
    ink.line(surface, palette.GOLD, (plus[0] - 4, plus[1]), (plus[0] + 4, plus[1]), 3)
    ink.line(surface, palette.GOLD, (plus[0], plus[1] - 4), (plus[0], plus[1] + 4), 3)
    size = round(ANIMAL / ladder.ART[2])
    for i in range(2):
        x = at.x + w + 16 + i * (ANIMAL + 2)
        surface.blit(assets.svg("cow", (size, size)), (
            x - round(ladder.ART[0] * size), at.centery - round(ANIMAL * 0.45)
            - round(ladder.ART[1] * size)))
    mid = (at.x + EXAMPLE_W + EQUALS // 2, at.centery)  # a drawn "=", then the chip
    for dy in (-3, 3):
        ink.line(surface, palette.GOLD, (mid[0] - 5, mid[1] + dy), (mid[0] + 5, mid[1] + dy), 2)
    _example_chip()(surface, pygame.Rect(at.x + EXAMPLE_W + EQUALS, at.centery - CHIP_H // 2,
                                         CHIP_W, CHIP_H))


def _example_chip():
    from game.tables.black_sheep.sides import from_field_note

    return _chip("leader", _("Three of a kind"), ("cow",), from_field_note(2, 1, short=True))


def figures_rows() -> list[Row]:
    """What a field's figures are: part of every row's hand, and the winner's prize, as one
    picture (a cow card + two cow figures = the chip) and two plain sentences (critic 17)."""
    return [Row("", _example, (PICTURE_W, max(EXAMPLE_H, CHIP_H))),
            Row(_("The figures on a field count in every row's hand: one cow card and "
                  "two cow figures make “Three of a kind”."))]


def key_words(value, words: str) -> str:
    """What a mark of the key means, in a sentence."""
    return {
        3: _("A token under a figure: the points it scores"),
        None: _("A token face down: its points stay secret until the end"),
        "≈": _("About: a rival's score, guessed from what you can see"),
        "flag": _("A pennant by a row: it would win the field now"),
        "crown": _("A crown over won figures: the most of that kind, black sheep too (+6)"),
        "faded": _("A faded card with ⊖: it does not count for the field's hand (a row on a "
                   "darkened band, tagged “can’t win”, can no longer win its field)"),
    }.get(value, tr(words))


def turn_rows() -> list[Row]:
    """A turn in order, as every table's "?" starts (critic 19: Black Sheep's had no turn)."""
    return [Row(_("Play cards from your hand into your row at one field; a row holds 3. "
                  "An empty row takes 1 or 2 cards, a row with 1 card takes 2, a row with 2 "
                  "cards takes 1.")),
            Row(_("Played only one card? You may discard one card from your hand. Then "
                  "draw back up to 3 cards.")),
            Row(_("When every row at a field holds 3 cards, the best hand wins the field's "
                  "two figures, and its player plays next."))]


def end_rows(tasks: bool) -> list[Row]:
    """When the game ends, what counts, who wins and the tie-break (critic 19: no end)."""
    counted = (_("Add up your figures' values (black sheep subtract) and the tasks you meet.")
               if tasks else
               _("Add up your figures' values (black sheep subtract) and the bonuses."))
    return [Row(_("When a field's refill draws two kinds with no figures left, that field "
                  "closes, and so does every field scored after it. The game ends when the "
                  "last field is scored; figures still in stock are won by nobody.")),
            Row(counted),
            Row(_("Most points wins; a tie goes to whoever has more figures, then the tied "
                  "players share the win."))]


def reference(table: BlackSheepTable) -> list[Section]:
    """Your turn, the ranks best first, the tie order, the bonuses, the marks' key, the end."""
    from game.tables.black_sheep.ladder import cells

    ranks = [Row(name, _number(int(n)), (NUMBER, NUMBER)) for n, name in cells()]
    ties = [Row(_("Within a rank, the better animals win, best first:")),
            Row("", _ties, (len(ANIMALS) * (ANIMAL + TIE_GAP) - TIE_GAP,
                         round(ANIMAL * ladder.ART[3] / ladder.ART[2])))]
    bonuses = [("crown", _("Most of a kind: +6 (no ties)")),
               ("set", _("Each set of all six kinds: +6")),
               ("black_sheep", _("Black sheep cost their value, but the most black sheep "
                                  "still earn the +6 majority."))]
    key = [Row(key_words(value, words), _mark(value), (24, 24))
           for value, words in [*legend_items(table), ("faded", "")]]
    # the bonuses beside the end that adds them up, the hands' chips after the ties (critic
    # 21: "The end" stood alone in a last column half empty)
    sections = [Section(_("On your turn"), turn_rows()),
                Section(_("Ranks, best first"), ranks), Section(_("Ties"), ties),
                Section(_("Hands on a field"), chips()),
                Section(_("A field's figures"), figures_rows()), Section(_("Key"), key)]
    if not table.shown.get("tasks"):
        sections.append(Section(_("Bonuses"), [Row(words, _bonus(icon), (ICONS, 36))
                                               for icon, words in bonuses]))
    sections.append(Section(_("The end"), end_rows(bool(table.shown.get("tasks")))))
    return [Section(s.heading, [replace(row, words=last_two_held(row.words)) for row in s.rows])
            for s in sections]


def last_two_held(words: str) -> str:
    """The last two words held together by a no-break space, so a wrapped row never ends in
    one lone word (critic 17: "(it stays face" / "up)", German "„Drilling“." and "(+6)")."""
    head, space, tail = words.rpartition(" ")
    return f"{head}\xa0{tail}" if space and " " in head else words
