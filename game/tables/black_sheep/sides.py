"""Painting the sides of a Black Sheep field: each player's cards in a row, what they make
told short on a chip beside or under them (never on a card; the whole name is the chip's
tooltip), a gold pennant on the side that would win the field now, and, while you
point at a field with cards picked, your cards ghosted in and a tick or a cross on each
rival side (would you be ahead of it?).

The marks in a side's gutter, top to bottom: the seat's colour, the pennant, the verdict.
A beaten side stays face up but greyed, its "beaten" chip beside it (see `glance`): what
lost is public and worth reading. While a field is being scored the sides are told one by
one (`table.scoring`) and the winner's row glows.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game.i18n import _, ngettext, tr
from game.rules.black_sheep.ranking import RANKS, rank_name
from game.tables.black_sheep import glance
from game.tables.black_sheep.board import GUTTER
from game.tables.black_sheep.words import NBSP
from game.tables.black_sheep.words import animal as animal_name
from game.view import assets, canvas, ink, palette
from game.view.paint import fit, glow, seat_mark, wrap
from game.view.phrases import listed

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable

CHIP_PAD = 2  # px: a chip's words and figures from its left and right edges at the least
CHIP_EDGE = 1  # px more either side where the chip's room has them (critic 20 saw the horse
# poke out of "Höchstes Tier 🐎1 + 0 im Feld")
CHIP_SIZE = 14  # px: a chip's words, down to CHIP_SMALLEST where its room is small
CHIP_SMALLEST = 13
CHIP_ROWS = 2  # a chip's rows at most (critic 15)
ICON_GAP = 2  # px between two figures of a chip
WORD_GAP = 4  # px from a figure to the words after it (critic 20: the horse jammed against
# the "1"); words to a figure after them keep ICON_GAP (their last letter's bearing shows)
CAPTION = palette.mix(palette.FELT_DARK, palette.CREAM, 0.62)  # an empty side's words
VERDICT = {1: ("✓", (46, 150, 72)), 0: ("=", palette.INK_SOFT), -1: ("✗", palette.DANGER)}


def draw_sides(table: BlackSheepTable, surface: pygame.Surface, f: int) -> None:
    field = table.shown["fields"][f]
    standing = glance.standing(field)
    scoring = table.scoring if table.scoring and table.scoring["field"] == f else None
    preview = table.preview()
    preview = preview if preview and preview.field == f else None
    for seat in range(table.players):
        row = pygame.Rect(table.board.side(f, seat).as_tuple())
        _grey_row(surface, row, table.dims.get((f, seat), 0.0))
        seat_mark(surface, seat, (row.x + GUTTER // 2, row.y + 13), 10, table.marks)
        _cards(table, surface, f, seat, field["sides"][seat])
        if preview and seat == table.viewer:
            _ghosts(table, surface, f, seat, len(field["sides"][seat]))
        chip = _chip_says(table, seat, field, standing, scoring, preview)
        if chip is not None:
            _chip(table, surface, f, seat, chip)
        elif not field["sides"][seat] and not (preview and seat == table.viewer):
            _caption(table, surface, f, seat)
        if standing["leader"] == seat and not scoring and not field["closed"]:
            draw_lead_flag(surface, (row.x + GUTTER // 2, row.centery + 2), GUTTER - 6)
        if preview and seat in preview.verdicts:
            _verdict(surface, (row.x + GUTTER // 2, row.bottom - 13), preview.verdicts[seat])
        if scoring and scoring["won"] and seat == scoring["event"]["winner"]:
            pulse = 3 + round(2 * math.sin(table.clock * 8))
            glow(surface, row, palette.GOLD, pulse, 8)


def draw_lead_flag(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """The mark of the row that would win its field now: a gold pennant on a pole (critic
    12: the crown said both "leads this field" and, over a tray's column, "the most of a
    kind", which scores +6; the crown now means the majority alone)."""
    cx, cy = centre
    pole = round(cx - size * 0.35)
    top, bottom = round(cy - size / 2), round(cy + size / 2)
    ink.line(surface, palette.WOOD_DARK, (pole, top - 1), (pole, bottom), 3)
    ink.line(surface, palette.CREAM, (pole, top - 1), (pole, bottom), 1)
    flag = [(pole + 1, top), (round(cx + size * 0.55), round(top + size * 0.3)),
            (pole + 1, round(top + size * 0.6))]
    ink.polygon(surface, palette.GOLD, flag)
    ink.polygon(surface, palette.GOLD_DARK, flag, 2)


def _cards(table: BlackSheepTable, surface: pygame.Surface, f: int, seat: int,
           side: list[str]) -> None:
    """The side's cards, face up; a beaten side's greyed (as far as it has greyed in)."""
    from game.tables.black_sheep.faces import beaten_card

    grey = table.dims.get((f, seat), 0.0)
    idle = uncounted(table.shown["fields"][f], seat) if grey < 0.5 else []
    for i, animal in enumerate(side):
        x, y, w, h = table.board.side_card(f, seat, i)
        image = beaten_card(animal, w, h, 0.0)  # a can't-win row keeps its cards in
        # colour, its band darkened (critic 25: faded cards there read as "not available",
        # which is what faded means on this table)
        if i in idle:  # a kicker: its art faded, the card kept (critic 17: it was dimmed
            image = faded_art(image)  # as a can't-win row is, and read as one)
        at = image.get_rect(center=(round(x + w / 2), round(y + h / 2)))
        surface.blit(image, at)
        if i in idle:
            draw_uncounted_badge(surface, at)


GREY_ROW = (12, 20, 14, 150)  # a can't-win row's band: the felt darkened, at full grey
UNCOUNTED_FADE = 150  # alpha of the paper laid over a non-counting card's art
UNCOUNTED_BADGE = (112, 112, 112)


def _grey_row(surface: pygame.Surface, row: pygame.Rect, amount: float) -> None:
    """A row that can no longer win: its band (the felt under and round its cards)
    darkened, as far as it has greyed in; its cards keep their colours (`_cards`)."""
    if amount <= 0:
        return
    wash = canvas.blank(row.size)
    wash.fill((*GREY_ROW[:3], round(GREY_ROW[3] * min(1.0, amount))))
    surface.blit(wash, row)


def art_rect(card: pygame.Rect) -> pygame.Rect:
    """The round picture in the middle of a card's face."""
    d = round(card.w * 0.84)
    return pygame.Rect(card.centerx - d // 2, card.centery - d // 2, d, d)


def faded_art(image: pygame.Surface) -> pygame.Surface:
    """A card whose art is paler (the paper laid over its picture), its frame and corner
    marks in full colour: a card in the row that its hand does not count."""
    image = image.copy()
    art = art_rect(image.get_rect())
    veil = canvas.blank(art.size)
    ink.ellipse(veil, (*palette.CREAM[:3], UNCOUNTED_FADE), veil.get_rect())
    image.blit(veil, art)
    return image


def uncounted_badge(card: pygame.Rect) -> pygame.Rect:
    """The grey "–" badge on a non-counting card's top-right corner."""
    r = max(6, round(card.w * 0.14))
    return pygame.Rect(card.right - 2 * r + 2, card.y - 2, 2 * r, 2 * r)


def draw_uncounted_badge(surface: pygame.Surface, card: pygame.Rect) -> None:
    badge = uncounted_badge(card)
    draw_minus(surface, badge.center, badge.w // 2)


def draw_minus(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """The "⊖" of a card that does not count: a grey disc, a cream ring and bar (on the
    card and in the keys that explain it)."""
    ink.circle(surface, UNCOUNTED_BADGE, centre, r)
    ink.circle(surface, palette.CREAM, centre, r, 1)
    half = r // 2
    ink.line(surface, palette.CREAM, (centre[0] - half, centre[1]),
             (centre[0] + half, centre[1]), 2)


def uncounted(field: dict[str, Any], seat: int) -> list[int]:
    """The indices of a side's cards that its combination does not count (a sheep beside
    "Four of a kind" cows): their animal is not among the combination's defining ones."""
    side = field["sides"][seat]
    if not side:
        return []
    _rank, defining = glance.told_short(glance.figure_types(field) + list(side))
    return [i for i, animal in enumerate(side) if animal not in defining]


def caption(table: BlackSheepTable, seat: int) -> str:
    """Whose row an empty side is: "Your row", "Shaun's row"."""
    if seat == table.viewer:
        return _("Your row")
    return _("{name}'s row").format(name=table.name(seat))


def caption_rows(table: BlackSheepTable, f: int, seat: int) -> tuple[list[str], int]:
    """An empty side's caption wrapped into its chip's room at CHIP_SIZE, in two rows at
    most (critic 12: "Karten / von / Timmy" stood three rows high; a name too long for the
    room ends in "…")."""
    _x, _y, w, h = table.board.chip_room(f, seat)
    return _caption_rows(caption(table, seat), round(w) - 2 * CHIP_PAD, round(h))


@lru_cache(maxsize=256)
def _caption_rows(words: str, width: int, height: int) -> tuple[list[str], int]:
    most = max(1, min(2, height // assets.font(CHIP_SIZE).get_linesize()))
    rows = wrap(words, CHIP_SIZE, width)
    if len(rows) > most:
        rows = [*rows[:most - 1], " ".join(rows[most - 1:])]
    return [fit(row, CHIP_SIZE, width) for row in rows], CHIP_SIZE


def caption_box(table: BlackSheepTable, f: int, seat: int) -> pygame.Rect:
    """Where an empty side's caption lies: where its chip will be."""
    rows, size = caption_rows(table, f, seat)
    step = assets.font(size).get_linesize()
    box = pygame.Rect(0, 0, max(assets.font(size).size(row)[0] for row in rows),
                      step * len(rows))
    room = pygame.Rect(table.board.chip_room(f, seat))
    box.center = room.center
    return box.clamp(room)


def _caption(table: BlackSheepTable, surface: pygame.Surface, f: int, seat: int) -> None:
    """An empty side says whose it is, quietly, where its chip will be."""
    rows, size = caption_rows(table, f, seat)
    box = caption_box(table, f, seat)
    step = assets.font(size).get_linesize()
    for i, row in enumerate(rows):
        assets.text(surface, row, (box.centerx, box.y + i * step), size, CAPTION,
                    anchor="midtop")


def _ghosts(table: BlackSheepTable, surface: pygame.Surface, f: int, seat: int,
            placed: int) -> None:
    """The picked cards, see-through, where they would go."""
    from game.tables.black_sheep.draw import card

    for j, animal in enumerate(table.selection()):
        x, y, w, h = table.board.side_card(f, seat, placed + j)
        image = card(animal, w, h).copy()
        image.set_alpha(150)
        rect = surface.blit(image, (round(x), round(y)))
        ink.rect(surface, palette.GOLD, rect.inflate(2, 2), 2, border_radius=6)


class Chip(NamedTuple):
    """What a side's chip says: its combination's rank and defining animals (`told_short`),
    a note ("filled first"), and how it looks: "leader", "plain", "preview", "beaten";
    `short`: shorter notes, best first, for a chip too narrow for `note` on one row."""

    words: str
    animals: tuple[str, ...]
    note: str
    style: str
    short: tuple[str, ...] = ()


def _chip_says(table: BlackSheepTable, seat: int, field: dict[str, Any],
               standing: dict[str, Any], scoring: dict[str, Any] | None,
               preview: glance.Preview | None) -> Chip | None:
    """A side's chip now (None: the side says nothing yet)."""
    if scoring:
        if seat not in scoring["revealed"]:
            return None
        combo = next(c for c in scoring["event"]["combinations"] if c["seat"] == seat)
        won = scoring["won"] and seat == scoring["event"]["winner"]
        return _told(combo["animals"], "", "leader" if won else "plain")
    field_types = glance.figure_types(field)
    if preview and seat == table.viewer:
        return _told(preview.animals, "", "preview", field_types)
    if table.dims.get((field["index"], seat), 0.0) >= 0.5:
        return Chip(beaten_words(), (), "", "beaten")
    if standing["names"][seat] is None:
        return None
    note = _("filled first") if standing["tie_break"] == seat else ""
    return _told(field_types + field["sides"][seat], note,
                 "leader" if standing["leader"] == seat else "plain", field_types)


def _told(animals: list[str] | tuple[str, ...], note: str, style: str,
          field_types: list[str] | None = None) -> Chip:
    """A chip naming what `animals` (the field's figures `field_types`, then the row's
    cards) make; where the figures are part of it, a note counts both ("1 card + 2 on
    field": critic 12 saw "Three of a kind · 2 on field" on one cow card and could not tell
    the field's cows counted toward the row). A narrow chip counts them short ("1 + 2 on
    field", critic 15: "Drilling / 2 Karten + / 1 im Feld" stood three rows high)."""
    rank, defining = glance.told_short(list(animals))
    types = list(field_types or ())
    counted = sum(1 for kind in types if kind in defining)
    short: tuple[str, ...] = ()
    if types:  # one count at every size and count, "0 + 1" too (critic 19 saw "1 card +
        # 2 on field", "2 + 2 on field" and "High animal" with and without "1 on field")
        cards = sum(1 for kind in list(animals)[len(types):] if kind in defining)
        brief = from_field_note(counted, cards, short=True)
        short = (note,) if note else ()
        if not cards:  # the field's figures alone make it (critic 23: "0 + 1 on field" by
            # a row of ⊖ cards with the pennant read as a wrong tag or an illegal play)
            short = (f"{field_alone(True)}, {note}" if note else field_alone(True), *short)
        note = f"{brief}, {note}" if note else brief
    return Chip(tr(rank), defining, note, style, short)


def from_field_note(n: int, cards: int = 0, short: bool = False) -> str:
    """A chip's note: how many of the row's cards and of the field's figures its
    combination counts, in plain words ("1 card + 2 on field"; round 11: "incl. 2 on field"
    read as jargon), or `short` for a narrow chip ("1 + 2 on field": the cards stand beside
    it). No-break spaces keep "1 card" and "2 on field" whole when it wraps."""
    field = _("{n} on field").format(n=n).replace(" ", NBSP)
    if short and not cards:
        return field_alone(False, n)
    if short:  # (German "1+1 vom Feld": "vom" is wider than the "im" it replaced, critic 23)
        return _("{cards} + {on_field}").replace(" +", f"{NBSP}+").format(
            cards=cards, on_field=field)
    if not cards:
        return field
    return ngettext("{cards} card + {field}", "{cards} cards + {field}", cards).format(
        cards=cards, field=field).replace(f"{cards} ", f"{cards}{NBSP}", 1)


def field_alone(short: bool, n: int = 1) -> str:
    """A chip's note where none of the row's cards count: the field's figures alone make
    its hand ("only the field's figure"; critic 23 read "0 + 1 on field" beside a row of
    faded cards as a wrong tag), or `short` for a chip too narrow for it."""
    if short:
        return _("field only")
    return ngettext("only the field's figure", "only the field's figures", n)


def beaten_words() -> str:
    """A beaten side's chip: what its state means, in words (round 11: "beaten" on some
    losing rows and not on a lower open one read as inconsistent; a lower side that is still
    open can improve, so only a side that can no longer win says so)."""
    return _("can't win")


def side_tip(table: BlackSheepTable, f: int, seat: int) -> str | None:
    """The tooltip over a side's chip: the whole name of what it makes (the chip says it
    short), that the field's figures are part of it, and every rank best first with this
    one in brackets."""
    field = table.shown["fields"][f]
    standing = glance.standing(field)
    name = standing["names"][seat]
    if table.dims.get((f, seat), 0.0) >= 0.5:
        return beaten_tip(table, standing)
    if name is None:
        return None
    made = glance.figure_types(field) + field["sides"][seat]
    rank = rank_name(made)
    ranks = ", ".join(f"[{tr(r)}]" if r == rank else tr(r) for r in RANKS)
    made_words = _("{combo}, with the field's {figures}. Best first: {ranks}.").format(
        combo=tr(name), figures=listed([animal_name(a) for a in glance.figure_types(field)]),
        ranks=ranks)
    return f"{state_words(standing, field, seat)} {made_words}"


def state_words(standing: dict[str, Any], field: dict[str, Any], seat: int) -> str:
    """A side's state, first in its chip's tooltip (the chip's colour shows it: gold
    leading, cream still open, grey can't win)."""
    if standing["leader"] == seat:
        return _("Leading: this row would win the field now.")
    if seat in field["completed_order"]:
        return _("Complete: it wins only if no one beats it.")
    return _("Still open: more cards can improve this row.")


def beaten_tip(table: BlackSheepTable, standing: dict[str, Any]) -> str | None:
    """Over a beaten (greyed) side: what beat it (the side ahead)."""
    leader = standing["leader"]
    if leader is None:
        return None
    return table.about(leader, _("This row can no longer win: you stay ahead with {combo}."),
                       _("This row can no longer win: {name} stays ahead with {combo}."),
                       combo=tr(standing["names"][leader]))


def card_name_at(table: BlackSheepTable, pos: tuple[int, int]) -> str | None:
    """The animal's name of the card on a field under `pos`: a field's cards are too small
    to carry it (their pictures say it), so pointing at one says it."""
    for f, field in enumerate(table.shown.get("fields") or []):
        for seat, cards in enumerate(field["sides"]):
            for i, animal in enumerate(cards):
                if pygame.Rect(table.board.side_card(f, seat, i)).collidepoint(pos):
                    if i in uncounted(field, seat) and table.dims.get((f, seat), 0.0) < 0.5:
                        return _("{animal}: not counted in this row's hand").format(
                            animal=animal_name(animal))
                    return animal_name(animal)
    return None


def chip_at(table: BlackSheepTable, pos: tuple[int, int]) -> tuple[int, int] | None:
    """The (field, seat) of the side whose chip lies under `pos`."""
    for f, field in enumerate(table.shown.get("fields") or []):
        standing = glance.standing(field)
        for seat in range(table.players):
            chip = _chip_says(table, seat, field, standing, None, None)
            if chip is not None and chip_box(table, f, seat, chip).collidepoint(pos):
                return f, seat
    return None


CHIP_LOOK = {  # fill, edge, text
    "plain": (palette.CREAM, palette.WOOD_DARK, palette.INK),
    "leader": (palette.GOLD, palette.GOLD_DARK, palette.INK),
    "preview": (palette.CREAM, palette.GOLD, palette.INK),  # a thick gold edge: dark figures show
    "beaten": (palette.INK_SOFT, palette.PANEL, palette.CREAM_DARK),
}


def chip_box(table: BlackSheepTable, f: int, seat: int, chip: Chip) -> pygame.Rect:
    """Where a side's chip is drawn: in its room beside or under the cards, never on them."""
    room = pygame.Rect(table.board.chip_room(f, seat))
    rows = chip_rows(chip.words, chip.animals, chip.note, room.w - 2 * CHIP_PAD, room.h - 4,
                     chip.short)
    box = pygame.Rect(0, 0, min(room.w, max(w for w, _h, _parts in rows)
                                + 2 * (CHIP_PAD + CHIP_EDGE)),
                      sum(h for _w, h, _parts in rows) + 4)
    box.center = room.center
    return box.clamp(room)


def _chip(table: BlackSheepTable, surface: pygame.Surface, f: int, seat: int,
          chip: Chip) -> None:
    """The chip: the rank's words, the animals as little figures, a note smaller; long
    words wrap, nothing is cut."""
    room = pygame.Rect(table.board.chip_room(f, seat))
    box = chip_box(table, f, seat, chip)
    fill, edge, colour = CHIP_LOOK[chip.style]
    ink.rect(surface, fill, box, border_radius=6)
    ink.rect(surface, edge, box, 2 if chip.style == "preview" else 1, border_radius=6)
    paint_rows(surface, box, chip_rows(chip.words, chip.animals, chip.note,
                                       room.w - 2 * CHIP_PAD, room.h - 4, chip.short), colour)


def paint_rows(surface: pygame.Surface, box: pygame.Rect,
               rows: list[tuple[int, int, list[Part]]], colour) -> None:
    """A chip's rows (`chip_rows`) centred in its `box`, from 2 px under its top."""
    y = box.y + 2
    for width, height, parts in rows:
        x = box.centerx - width // 2
        for i, (kind, what, size) in enumerate(parts):
            if kind == "icon":
                image = assets.svg(what, (size, size))
            else:
                image = assets.text(None, what, size=size, colour=colour, box=box)
            x += _gap(parts[i - 1], parts[i]) if i else 0
            surface.blit(image, (x, y + (height - image.get_height()) // 2))
            x += _part_width(parts[i])
        y += height


Part = tuple[str, str, int]  # "text", "note" or "icon": the words or the animal, the size


@lru_cache(maxsize=512)
def chip_rows(words: str, animals: tuple[str, ...], note: str, width: int,
              height: int, short: tuple[str, ...] = ()) -> list[tuple[int, int, list[Part]]]:
    """A chip's rows as (width, height, parts), in two rows at most (critic 15: "Drilling /
    2 Karten + / 1 im Feld" stood three rows high): at CHIP_SIZE with its note, else with a
    shorter note (`short`, best first), else a pixel smaller (CHIP_SMALLEST) the same way."""
    tried = []
    for size in (CHIP_SIZE, CHIP_SMALLEST):
        for said in (note, *short):
            rows = _chip_rows(words, animals, said, width, size)
            tried.append(rows)
            if (len(rows) <= CHIP_ROWS and sum(h for _w, h, _p in rows) <= height
                    and all(w <= width for w, _h, _p in rows)):
                return rows
    # none fits (at 2560 x 1440 the fonts measure a unit wider: "Zwei Paare" and two cows
    # stood four rows high, the long count wrapped): the fewest rows, the shortest
    return min(tried, key=lambda rows: (len(rows), sum(h for _w, h, _p in rows)))


def _chip_rows(words: str, animals: tuple[str, ...], note: str, width: int,
               size: int) -> list[tuple[int, int, list[Part]]]:
    """A chip's rows at `size`, in one format at every player count (critic 16 saw one line
    at two players, two rows without the animals at four): the rank with its animals'
    figures ("Two pairs 🐖🐓"), smaller figures where the large ones do not fit beside it,
    and under it the note ("3 cards + 1 on field"). Where the rank and even the small
    figures do not fit on one row, the rank wraps and the figures follow it where they fit."""
    rows: list[list[Part]] = []
    for icon in (size + 4, size) if note else (round(size * 1.5), size + 4, size):
        line = [("text", words, size), *(("icon", a, icon) for a in animals)]
        if _width(line) <= width:  # (figures as tall as a row: two rows fit the band)
            rows = [line]
            break
    figures = [("icon", a, size) for a in animals]
    said = [("note", note, size)] if note else []
    if not rows and note and _width([("text", words, size)]) <= width and _width(
            figures + said) <= width:  # ("Three of a kind" fills a narrow chip's row: its
        # figures start the count's row, "🐄 2 + 1 on field")
        return _measured([[("text", words, size)], figures + said])
    if not rows:
        rows = [[("text", piece, size)] for piece in wrap(words, size, width)]
        if figures and _width(rows[-1] + figures) <= width:
            rows[-1] += figures
        elif figures:  # (a row of their own: too many rows with a note, so a shorter
            rows.append(figures)  # note or a smaller size is tried before the animals go)
    if note:
        rows += [[("note", piece, size)] for piece in wrap(note, size, width)]
    return _measured(rows)


def _measured(rows: list[list[Part]]) -> list[tuple[int, int, list[Part]]]:
    return [(_width(row), max(_height(part) for part in row), row) for row in rows]


def _word_rows(rows: list[tuple[int, int, list[Part]]]) -> int:
    """How many of a chip's rows hold its words (not the note's, nor only figures)."""
    return sum(any(kind == "text" for kind, _t, _s in parts) for _w, _h, parts in rows)


def _part_width(part: Part) -> int:
    kind, what, size = part
    return size if kind == "icon" else assets.font(size).size(what)[0]


def _gap(before: Part, after: Part) -> int:
    """Px between two parts of a chip's row: a figure and words stand apart, figures close."""
    return WORD_GAP if before[0] == "icon" and after[0] != "icon" else ICON_GAP


def _width(row: list[Part]) -> int:
    return sum(_part_width(p) for p in row) + sum(_gap(a, b) for a, b in zip(row, row[1:],
                                                                           strict=False))


def _height(part: Part) -> int:
    kind, _what, size = part
    return size if kind == "icon" else assets.font(size).get_linesize()


def _verdict(surface: pygame.Surface, centre: tuple[int, int], verdict: int) -> None:
    """A tick (you would be ahead of this side), an equals sign (level) or a cross."""
    mark, colour = VERDICT[verdict]
    ink.circle(surface, colour, centre, 11)
    ink.circle(surface, palette.CREAM, centre, 11, 2)
    assets.text(surface, mark, centre, 15, palette.WHITE, bold=True, anchor="center")
