"""Black Sheep's part of the results screen: a seat's score drawn with the game's pieces.

Its figures kind by kind, each with its value token (never a raw sum such as "2+2+3-1"),
then each bonus with its animals: a crown over the kind of a majority, all six kinds for a
set, the card of a task. The results scene draws the column, the name and the total around
it (`game.scenes.results`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import Deferred, _, ngettext, tr
from game.rules.black_sheep import ANIMALS
from game.rules.black_sheep.ranking import PLURAL
from game.tables.black_sheep import glance
from game.tables.black_sheep.board import TASK_RATIO
from game.tables.black_sheep.faces import draw_token, task_card
from game.view import assets, ink, palette
from game.view.paint import draw_crown, fitted_rows, wrap

if TYPE_CHECKING:
    from game.match import Match

ROW_MAX = 30  # px per row; rows get shorter when a column holds many
TIE_STEP = 22  # px: the shortest rows a column may get for its "Tied, no bonus" row (shorter
# rows would press its value tokens' numbers under 14 px)
LEAST = 14  # px: a bonus's words, at the least
BONUS_TEXT = 16  # px: a bonus's words, as the rows round them


READABLE = 9.0  # a token's least radius where two kinds share a row (its number 14 px)


def _paired(kinds: list[tuple[str, list[int]]], half: int) -> list[list[tuple[str, list[int]]]]:
    """The kinds two to a row where both fit their half (`half` px: the figure and every
    token at READABLE radius), else one to a row."""
    def fits(values: list[int]) -> bool:
        # the figure as `_kind` draws it (a row's height and 6, then 8 px) and the tokens
        return not half or ROW_MAX + 14 + len(values) * (2 * READABLE + 3) <= half

    rows, i = [], 0
    while i < len(kinds):
        if i + 1 < len(kinds) and fits(kinds[i][1]) and fits(kinds[i + 1][1]):
            rows.append(kinds[i:i + 2])
            i += 2
        else:
            rows.append(kinds[i:i + 1])
            i += 1
    return rows


ICON_COLUMN = 56  # px: a bonus's picture, left of its words (a majority's figure and crown)


SET_LEAST = 18  # px: a kind's square in a set's picture (its art 16 x 14)
SET_MOST = 18  # (critic 16: six at 10 px were a tiny grid; critic 17: three abreast for
# "all 6 kinds" did not add up)


def set_icons(row: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """A set's picture: all six kinds, three by two, the squares overlapping a little (the
    art leaves margins), 4 px short of the words."""
    size = max(SET_LEAST, min(SET_MOST, row.h * 2 // 3))
    dx = (ICON_COLUMN - 4 - size) // 2
    dy = max(size - 8, min(size - 4, row.h // 2))
    top = row.centery - (size + dy) // 2
    return [(animal, pygame.Rect(row.x + (i % 3) * dx, top + (i // 3) * dy, size, size))
            for i, animal in enumerate(ANIMALS)]


HALO = palette.mix(palette.PANEL, palette.CREAM, 0.45)


def lit(surface: pygame.Surface, animal: str, rect: pygame.Rect) -> None:
    """An animal's figure on the dark panel; a black sheep on a light halo
    (critic 16: dark on dark, it was hard to see)."""
    image = assets.svg(animal, rect.size)
    if animal == "black_sheep":  # a light halo behind it, as the lighter kinds have by nature
        ink.circle(surface, HALO, rect.center, round(rect.w * 0.42))
    surface.blit(image, rect)


def majority_icons(row: pygame.Rect) -> tuple[pygame.Rect, tuple[int, int], int]:
    """A majority's picture: its kind's figure, and beside it (right, never over it) a crown:
    the figure's square, the crown's centre and its width, all in the picture's column."""
    crown = 14 if row.h >= 26 else 12
    reach = crown_extent((0, 0), crown)
    side = min(row.h + 4, ICON_COLUMN - reach.w - 4)  # the art may fill its square's width
    figure = pygame.Rect(row.x, row.centery - side // 2 - 1, side, side)
    return figure, (figure.right + 2 - reach.x, row.centery - 1), crown


def crown_extent(centre: tuple[int, int], width: int) -> pygame.Rect:
    """The rect `draw_crown` covers (its band, its points and their balls)."""
    ball = max(3, width // 10)
    height = width * 0.6
    left, top = math.floor(centre[0] - width / 2 - ball), math.floor(centre[1] - height / 2 - ball)
    return pygame.Rect(left, top, width + 2 * ball + 1, math.ceil(height + ball) + 3)


def bonus_words(line: glance.Bonus) -> str:
    """A bonus in the rule's own words (critic 15: "Majority: black sheep +6" read like a
    bug, "Sets ×1" as a riddle): "Most black sheep", "1 set of all 6 kinds"."""
    if line.kind == "majority" and line.animals:
        return _("Most {animals}").format(animals=tr(PLURAL[line.animals[0]]))
    fields = line.label.fields if isinstance(line.label, Deferred) else {}
    if line.kind == "set" and "n" in fields:
        n = int(fields["n"])
        return ngettext("{n} set of all 6 kinds", "{n} sets of all 6 kinds", n).format(n=n)
    return tr(line.label)


def left_words(animal: str, n: int) -> str:
    """"2 pigs": how many of a kind no one won."""
    forms = {"horse": ngettext("{n} horse", "{n} horses", n),
             "cow": ngettext("{n} cow", "{n} cows", n),
             "pig": ngettext("{n} pig", "{n} pigs", n),
             "sheep": ngettext("{n} sheep", "{n} sheep", n),
             "rooster": ngettext("{n} rooster", "{n} roosters", n),
             "black_sheep": ngettext("{n} black sheep", "{n} black sheep", n)}
    return forms[animal].format(n=n)


REASON = 18  # px: the lines under the columns, in the scene's note's place (as Bye-Bye's)
REASON_LEAST = 14
COLUMN_FOOT = 64  # the scene gives the panel its column less this much at the foot
NOTE_GAP = 24  # the scene's note sits this far under the columns
CRAMPED = 560  # columns ending above this: the scene's "could not be kept" box under them


class BlackSheepResults:
    """Draws one seat's score in its results column (the whole final view is known); under
    the columns, how the game ended and which figures nobody won (critic 21: 30 of 36
    figures shown and never a word why)."""

    def __init__(self, match: Match) -> None:
        self.view = match.view(None)
        self.tasks_on = self.view["tasks"] is not None
        self.note = match.result().note

    def end_lines(self) -> list[str]:
        """How the game ended, as the rules end it, and the figures left in stock."""
        lines = [_("The game ended because a field could not be refilled: no figures "
                   "were left of the animals on the cards drawn for it.")]
        left = [(a, n) for a, n in self.view.get("stock", {}).items() if n]
        if left:  # (critic 25: "…, its two cards named animals…" and "Won by nobody, left
            # in stock:" read awkwardly; plain sentences now)
            lines.append(_("Nobody won the figures still in stock: {figures}.").format(
                figures=", ".join(left_words(a, n) for a, n in left)))
        return lines

    def reason_layout(self, width: int, bottom: int) -> list[tuple[str, int, int]]:
        """(line, size, centre y) of the end's lines under columns ending at `bottom`, in
        `width` px: one line at 18 px where it fits, else a line each at 16 (one line, as
        small as 14, under the scene's note)."""
        lines = self.end_lines()
        y = bottom + COLUMN_FOOT + NOTE_GAP
        whole = " ".join(lines)
        if self.note or bottom + COLUMN_FOOT < CRAMPED:  # one line: under the note, or over
            # the box that says the game could not be kept; the end alone if both won't fit
            for words in (whole, lines[0]):
                size = next((n for n in range(16, REASON_LEAST - 1, -1)
                             if assets.font(n).size(words)[0] <= width), 0)
                if size:
                    return [(words, size, y + (21 if self.note else 0))]
            return [(lines[0], REASON_LEAST, y + (21 if self.note else 0))]
        if assets.font(REASON).size(whole)[0] <= width:
            return [(whole, REASON, y)]
        size = next((n for n in range(16, REASON_LEAST - 1, -1)
                     if all(assets.font(n).size(line)[0] <= width for line in lines)),
                    REASON_LEAST)
        step = assets.font(size).get_linesize() + 1
        top = y + 4 - (len(lines) - 1) * step / 2  # clear of the columns' foot
        return [(line, size, round(top + i * step)) for i, line in enumerate(lines)]

    def draw_reason(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        width = surface.get_width() - 80
        for line, size, y in self.reason_layout(width, rect.bottom):
            assets.text(surface, line, (surface.get_width() // 2, y), size, palette.CREAM,
                        anchor="center", shadow=palette.INK)

    def rows(self, seat: int, room: int, width: int = 0) -> list[tuple[str, object, int | None]]:
        """(kind, what, points): the figures' heading, the kinds held (two to a row when one
        each would not fit `room` px at full height, and both fit half of `width` px with
        tokens READABLE in radius), a row per bonus."""
        corral = self.view["corrals"][seat]
        kinds = [(a, [f["value"] for f in corral if f["type"] == a]) for a in ANIMALS]
        kinds = [(a, values) for a, values in kinds if values]
        bonuses = self.view["result"]["breakdown"][seat][1:]
        rows: list[tuple[str, object, int | None]] = [
            ("figures", None, sum(f["value"] for f in corral))]
        if not self.crowded(room):  # every column alike (critic 23: one seat's figures
            # stood two to a row, the others' one)
            rows += [("kinds", [kind], None) for kind in kinds]
        else:
            rows += [("kinds", pair, None) for pair in _paired(kinds, width // 2)]
        if not corral:  # (critic 20: an empty card said nothing)
            rows.append(("none", None, None))
        rows += [("bonus", glance.bonus(label, points, self.tasks_on), points)
                 for label, points in bonuses]
        if self.tied(seat) and room // (len(rows) + 1) >= TIE_STEP:  # one row: "Tied, no
            rows.append(("tie", self.tied(seat), None))  # bonus:" and the kinds' figures
        return rows

    def crowded(self, room: int) -> bool:
        """Whether some column's rows, a kind each, would not fit `room` px at full height:
        then every column puts its kinds two to a row where they fit."""
        for seat, corral in enumerate(self.view["corrals"]):
            kinds = {f["type"] for f in corral}
            bonuses = self.view["result"]["breakdown"][seat][1:]
            if (1 + len(kinds) + len(bonuses)) * ROW_MAX > room:
                return True
        return False

    def tied(self, seat: int) -> list[str]:
        """The kinds this seat shares the most of with another seat: no majority bonus for
        anyone (base game; a task's majority is shared on a tie, so it is a bonus line)."""
        if self.tasks_on:
            return []
        counts = [[sum(f["type"] == a for f in c) for c in self.view["corrals"]]
                  for a in ANIMALS]
        return [a for a, n in zip(ANIMALS, counts, strict=True)
                if n[seat] and n[seat] == max(n) and n.count(max(n)) > 1]

    def _step(self, rect: pygame.Rect) -> int:
        """One row's height in every column alike: the column with the most rows sets it
        (critic 20: the winner's rows stood closer than the others')."""
        most = max(len(self.rows(s, rect.h, rect.w)) for s in range(len(self.view["corrals"])))
        return min(ROW_MAX, rect.h // max(1, most))

    def labels(self) -> list[str]:
        """Every bonus's words as the columns write them (`bonus_words`), each seat's."""
        return [bonus_words(glance.bonus(label, points, self.tasks_on))
                for lines in self.view["result"]["breakdown"] for label, points in lines[1:]]

    def tie_break(self, seat: int) -> tuple[int, ...]:
        """What ranks two seats on the same score, as the rules break a tie for the win:
        the most figures in the corral."""
        return (len(self.view["corrals"][seat]),)

    def draw(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        if seat == len(self.view["corrals"]) - 1:  # once, with the last column
            self.draw_reason(surface, rect)
        rows = self.rows(seat, rect.h, rect.w)
        step = self._step(rect)
        tall = 2 * assets.font(BONUS_TEXT).get_linesize() + 2  # a bonus's words on two rows
        heights = [tall if kind == "bonus" and len(self._label_rows(
            what, points, rect.w)) > 1 else step for kind, what, points in rows]  # type: ignore[arg-type]
        if sum(heights) > rect.h:  # no room to wrap: one row each (15 or 14 px on two)
            heights = [step] * len(rows)
        y = rect.y
        for (kind, what, points), height in zip(rows, heights, strict=True):
            row = pygame.Rect(rect.x, y, rect.w, height)
            if kind == "figures":
                assets.text(surface, _("Figures"), (row.x, row.centery), 16, palette.GOLD,
                            bold=True, anchor="midleft", box=rect)
            elif kind == "kinds":
                half = row.w // len(what)  # type: ignore[arg-type]
                for i, (animal, values) in enumerate(what):  # type: ignore[arg-type]
                    self._kind(surface, pygame.Rect(row.x + i * half, row.y, half, row.h),
                               animal, values)
            elif kind == "none":
                assets.text(surface, _("No figures won"), (row.x + 4, row.centery), 16,
                            palette.CREAM, anchor="midleft", box=rect)
            elif kind == "tie":
                self._tie(surface, row, what)  # type: ignore[arg-type]
            else:
                self._bonus(surface, row, what, points)  # type: ignore[arg-type]
            if points is not None:
                assets.text(surface, f"{points:+d}", (row.right, row.centery), 16, palette.CREAM,
                            bold=True, anchor="midright", box=rect)
            y += height

    def _kind(self, surface: pygame.Surface, row: pygame.Rect, animal: str,
              values: list[int]) -> None:
        """A kind's figure and the value token of each of them."""
        size = row.h + 6  # the art has a margin round the animal
        lit(surface, animal, pygame.Rect(row.x, row.y - 4, size, size))
        r = min(12.0, row.h / 2 - 2, (row.w - size - 8) / len(values) / 2 - 1.5)
        for i, value in enumerate(values):
            draw_token(surface, (row.x + 4 + size + r + i * (2 * r + 3), row.centery), r, value)

    def _bonus(self, surface: pygame.Surface, row: pygame.Rect, line: glance.Bonus,
               points: int | None) -> None:
        """A bonus with its picture, then its words (up to its points): 16 px like the rows
        round it, on two rows where one is too narrow and the panel has the height (round
        11: "Majority: black sheep" at 15 px read squeezed beside its 16 px neighbours)."""
        words = self._label_rows(line, points, row.w)
        step_h = min(row.h, ROW_MAX)
        icons = pygame.Rect(row.x, row.centery - step_h // 2, row.w, step_h)
        if len(words) > 1 and row.h >= 2 * assets.font(BONUS_TEXT).get_linesize() + 2:
            self._picture(surface, icons, line)
            step = assets.font(BONUS_TEXT).get_linesize()
            top = row.centery - len(words) * step / 2
            for i, part in enumerate(words):
                assets.text(surface, part, (row.x + ICON_COLUMN, top + i * step), BONUS_TEXT,
                            palette.CREAM, box=row)
            return
        row = icons
        self._picture(surface, row, line)
        room = row.w - ICON_COLUMN - assets.font(16, True).size(f"{points or 0:+d}")[0] - 10
        # 16 px on one row where it fits (15 read small; critic8), else 15, else 14 on two
        # ("Mehrheit: schwarze Schafe" in a four-player column), never smaller; two rows
        # use the row's 2 px margins
        lines, size = fitted_rows(bonus_words(line), 16, room, 1, smallest=LEAST)
        step = assets.font(size).get_linesize()
        top = row.centery - len(lines) * step / 2
        for i, words in enumerate(lines):
            assets.text(surface, words, (row.x + ICON_COLUMN, top + i * step), size, palette.CREAM,
                        box=row.inflate(0, 4))

    @staticmethod
    def _tie(surface: pygame.Surface, row: pygame.Rect, animals: list[str]) -> None:
        """The kinds tied for the most (critic 20: a tie got no line): "Tied, no bonus:" and
        each kind's figure after it, on one row."""
        side = min(row.h, ROW_MAX) + 2  # the art has a margin round the animal
        step = side - 2  # the art's margins touch, the animals do not
        words = _("Tied, no bonus:")
        figures = side + (len(animals) - 1) * step
        # the largest words that leave the figures their room, else the least, figures closer
        size = next((t for t in range(16, LEAST - 1, -1)
                     if assets.font(t).size(words)[0] + 6 + figures + 8 <= row.w), LEAST)
        if len(animals) > 1:
            free = row.w - 8 - assets.font(size).size(words)[0] - 6 - side
            step = max(side // 2, min(step, free // (len(animals) - 1)))
        lines = wrap(words, size, row.w - 8 - side - 6 - (len(animals) - 1) * step)
        face = assets.font(size)
        x = row.x + 4
        for i, part in enumerate(lines):
            top = row.centery - len(lines) * face.get_linesize() / 2 + i * face.get_linesize()
            assets.text(surface, part, (x, top), size, palette.CREAM, box=row.inflate(0, 4))
        x += max(face.size(part)[0] for part in lines) + 6
        for i, animal in enumerate(animals):
            lit(surface, animal, pygame.Rect(round(x + i * step), row.centery - side // 2 - 1,
                                             side, side))

    @staticmethod
    def _label_rows(line: glance.Bonus, points: int | None, width: int) -> list[str]:
        """A bonus's words wrapped at 16 px in the room between its picture and points."""
        room = width - ICON_COLUMN - assets.font(16, True).size(f"{points or 0:+d}")[0] - 10
        words = bonus_words(line)
        head, colon, tail = words.partition(": ")
        face = assets.font(BONUS_TEXT)
        if colon and face.size(words)[0] > room and all(
                face.size(part)[0] <= room for part in (head + ":", tail)):
            return [head + ":", tail]  # "Majority:" / "black sheep", never "black" / "sheep"
        return wrap(words, BONUS_TEXT, room)

    @staticmethod
    def _picture(surface: pygame.Surface, row: pygame.Rect, line: glance.Bonus) -> None:
        """A bonus's picture in the icon column of `row`: a task card, the six kinds, or a
        majority's figure and crown."""
        size = row.h - 2
        if line.task is not None:
            icon = task_card(line.task, round(size * TASK_RATIO))
            surface.blit(icon, (row.x + 6, row.y + 1))
        elif line.kind == "set":
            for animal, square in set_icons(row):
                lit(surface, animal, square)
        elif line.animals:
            figure, centre, crown = majority_icons(row)
            lit(surface, line.animals[0], figure)
            draw_crown(surface, centre, crown)
