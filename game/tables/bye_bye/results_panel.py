"""Bye-Bye Black Sheep's part of the results screen: each seat's zoo as it ended, a column per
animal with every triplet edged in gold (or, where those cards would be too small to read, a
chip per animal, as at the table, with a key to its "2/3" count badge), and how many cards the zoo holds
(what breaks a tie on triplets; an empty zoo says so in its pasture). The results scene draws the name and the total (the triplets) around it; under the
columns this panel says why the game ended (the triplets, or a game that ran dry), as the
scene's own note line says nothing of it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.tables.bye_bye import chips
from game.tables.bye_bye.board import PIP_GAP, ChipPlan, ZooPlan, plan_chips, zoo_look
from game.tables.bye_bye.draw import goal_slot, paint_zoo, triplet_extent, zoo_counts
from game.tables.bye_bye.words import end_reason
from game.view import assets, canvas, ink, palette
from game.view.standings import places

if TYPE_CHECKING:
    from game.match import Match

CAPTION = 16
NUMBER = 14  # px: a chip's number, at the least
KEY = 18  # px: the line under the columns that says what a chip's count badge means (16 under a
# note, as the reason beside it)
KEY_GAP = 36  # px: between the key and the reason the game ended, on one line
REASON = 18  # the size of the scene's note line, whose place it takes (or sits under)
NOTE_GAP = 24  # the scene's note sits this far under the columns
EMPTY_SLOT = 16  # an empty zoo's faint triplets: small, as the table's sign draws them
SLOT_GAP = 12
COLUMN_FOOT = 64  # the scene gives the panel its column less this much at the foot
TIE = 16  # px: the tie rule's line, under the headline
TIE_Y = 162  # its middle: between the headline (128) and the columns' top (182)


def cards_words(n: int) -> str:
    """A column's foot: how many cards its zoo holds, the figure that ranks equal
    triplets ("Cards in zoo: 0" too)."""
    return _("Cards in zoo: {n}").format(n=n)


def key_across() -> int:
    """The key's three pips and the gap to its words, across."""
    return 3 * chips.PIP_MOST + 2 * PIP_GAP + 8


class ByeByeResults:
    """Draws one seat's zoo in its results column (the whole final view is known)."""

    unit = "triplets"  # what the score counts (the results headline: "wins by 2 triplets")

    def __init__(self, match: Match) -> None:
        self.view = match.view(None)
        humans = match.human_seats
        self.you = humans[0] if len(humans) == 1 else None  # as the results scene says "You"
        self.names = [seat.name for seat in match.seats]
        self.note = match.result().note
        self.result = match.result()

    def shared(self) -> bool:
        """Whether two seats share a place (the same triplets and as many cards in the zoo)."""
        ranks = places(self.result, self.tie_break)
        return len(set(ranks)) < len(ranks)

    def draw_tie_rule(self, surface: pygame.Surface) -> None:
        """Where places are shared, the tie rule in one line between the headline and the
        columns (critic 13: four "tied" medals and nothing said why)."""
        if not self.shared():
            return
        assets.text(surface, _("Equal triplets: the most cards in the zoo ranks first; "
                               "if still equal, they share the place."),
                    (surface.get_width() // 2, TIE_Y), TIE, palette.CREAM,
                    anchor="center", shadow=palette.INK)

    def reason(self) -> str:
        """Why the game ended, in a sentence a player reads on the results screen."""
        state = self.view
        why = end_reason(state.get("end_reason"))
        if why:
            return _("The game ended: {reason}.").format(reason=why)
        if not state.get("end_reason") or not state["result"]["winners"]:
            return ""
        winner = state["result"]["winners"][0]  # a win by triplets has one winner
        n = self.view["result"]["scores"][winner]
        if winner == self.you:
            return _("The game ended: you collected {n} triplets.").format(n=n)
        return _("The game ended: {name} collected {n} triplets.").format(
            name=self.names[winner], n=n)

    def draw_reason(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Under the columns, in the middle of the screen: in the note's place, or under it;
        where the zoos are chips, what a chip's "2/3" means first on the same line (once for
        every column: in each, at 13 px, it took the chips' room)."""
        y = rect.bottom + COLUMN_FOOT + NOTE_GAP + (21 if self.note else 0)
        size = REASON - 2 if self.note else REASON  # under a note: a little smaller, to fit
        reason = self.reason()
        key_w = self.key_width(size) if self.chipped(self.area(rect)) else 0
        gap = KEY_GAP if key_w and reason else 0
        width = key_w + gap + (assets.font(size).size(reason)[0] if reason else 0)
        left = surface.get_width() // 2 - width // 2
        if key_w:
            self.draw_key(surface, (left, y), size)
        if reason:
            assets.text(surface, reason, (left + key_w + gap, y), size, palette.CREAM,
                        anchor="midleft", shadow=palette.INK)

    def area(self, rect: pygame.Rect) -> pygame.Rect:
        """The pasture of a column's panel `rect` (under the caption, over the cards' count)."""
        line = assets.font(CAPTION).get_linesize()
        return pygame.Rect(rect.x, rect.y + 28, rect.w, rect.h - 28 - line - 8)

    def tie_break(self, seat: int) -> tuple[int, ...]:
        """What ranks two seats on the same score, as the rules break a tie for the win:
        the most cards in the zoo."""
        return (len(self.view["zoos"][seat]),)

    def draw(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        if seat == len(self.view["zoos"]) - 1:  # once, with the last column
            self.draw_reason(surface, rect)
            self.draw_tie_rule(surface)
        zoo = self.view["zoos"][seat]
        # the rules' one score line; its words said here, as the rules name no messages
        triplets = self.view["result"]["scores"][seat]
        quiet = palette.CREAM_DARK if not zoo else palette.GOLD  # an empty zoo: nothing to see
        assets.text(surface, _("Triplets in the zoo"), (rect.x, rect.y), CAPTION, quiet,
                    bold=True, box=rect)
        assets.text(surface, str(triplets), (rect.right, rect.y), CAPTION, quiet,
                    bold=True, anchor="topright", box=rect)
        line = assets.font(CAPTION).get_linesize()
        area = self.area(rect)
        columns = zoo_counts(zoo)
        # the tie-break's figure, on every column (critic 20: the pairs in hand said there
        # scored nothing; this decides equal triplets)
        assets.text(surface, cards_words(len(zoo)), (rect.x, rect.bottom - line), CAPTION,
                    palette.CREAM if zoo else palette.CREAM_DARK, box=rect)
        if not columns:
            self.draw_empty(surface, area, seat)
            return
        chipped = self.chipped(area)
        ink.rect(surface, palette.PASTURE_DARK, area.inflate(8, 8), border_radius=8)
        inner = area.inflate(-8, -8)
        box = (inner.x, inner.y, inner.w, inner.h)
        plan = self.zoo_plan(box, columns, chipped)
        if isinstance(plan, ChipPlan):
            # the number at 14 px at least (the least chip's 13 was hard to read): its
            # column has the room, as wide as the count badge under it
            chips.paint(surface, columns, replace(plan, number=max(NUMBER, plan.number)))
        else:
            paint_zoo(surface, columns, plan)

    def key_width(self, size: int = KEY) -> int:
        """How wide the tiles' key is: a count badge, then its words."""
        return key_across() + assets.font(size).size(_("cards towards a triplet"))[0]

    def draw_key(self, surface: pygame.Surface, midleft: tuple[int, int],
                 size: int = KEY) -> None:
        """What a tile's pips mean: three as a tile shows two cards towards a triplet (●●○),
        then the words, from `midleft`."""
        left, middle = midleft
        d = chips.PIP_MOST
        row = pygame.Rect(left, round(middle - d / 2), 3 * d + 2 * PIP_GAP, d)
        chips.pip_row(surface, row, 2, False, dark=True)
        assets.text(surface, _("cards towards a triplet"), (left + key_across(), middle), size,
                    palette.CREAM, anchor="midleft", shadow=palette.INK)

    def empty_slots(self, area: pygame.Rect) -> tuple[int, list[pygame.Rect]]:
        """Where an empty zoo's faint triplets stand: one for each that wins, small, in one
        row (rows where the column is too narrow) over its words, the whole centred."""
        n = self.view["target"]
        size = EMPTY_SLOT
        tw, th = triplet_extent(size)
        per_row = max(1, min(n, (area.w + SLOT_GAP) // (tw + SLOT_GAP)))
        rows = -(-n // per_row)
        block = rows * th + (rows - 1) * SLOT_GAP + 8 + assets.font(CAPTION).get_linesize()
        top = area.y + (area.h - block) // 2
        slots = []
        for i in range(n):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            left = area.centerx - (in_row * tw + (in_row - 1) * SLOT_GAP) // 2
            slots.append(pygame.Rect(left + col * (tw + SLOT_GAP), top + row * (th + SLOT_GAP),
                                     tw, th))
        return size, slots

    def tiles_top(self, area: pygame.Rect) -> int:
        """Where the zoos that hold cards start their first row of tiles (or cards) in a
        column's `area`, so an empty zoo's words start level with them (critic 17: its words
        stood centred, on no line with the other columns); the pasture's inner top if none."""
        inner = area.inflate(-8, -8)
        box = (inner.x, inner.y, inner.w, inner.h)
        chipped = self.chipped(area)
        tops = []
        for zoo in self.view["zoos"]:
            columns = zoo_counts(zoo)
            if not columns:
                continue
            plan = self.zoo_plan(box, columns, chipped)
            tops.append(round(min(plan.column_rect(c, n)[1]
                                  for c, (_a, n) in enumerate(columns))))
        return min(tops, default=inner.y)

    def draw_empty(self, surface: pygame.Surface, area: pygame.Rect, seat: int) -> None:
        """An empty zoo, quiet so that the eye goes to the zoos that scored (four green
        pastures of nothing filled a five-player screen; critic8): no pasture, a small faint
        triplet for each that would have won and "No cards laid", in grey, its first row
        level with the other zoos' tiles (critic 17); no cards left in hand (they count for
        nothing; critics 26 and 27 read one seat's "In hand at the end" as a zoo that the
        others lacked)."""
        _size, slots = self.empty_slots(area)
        top = min(s.y for s in slots)
        dy = max(area.y - top, min(self.tiles_top(area) - top, area.bottom - 8 - assets.font(
            CAPTION).get_linesize() - max(s.bottom for s in slots)))
        slots = [s.move(0, dy) for s in slots]
        layer = canvas.blank(area.size)
        for slot in slots:  # (the table's goal slots: three mini cards read as test tubes)
            goal_slot(layer, slot.move(-area.x, -area.y), star=palette.GOLD_DARK, fill=20)
        surface.blit(layer, area.topleft)
        y = max(s.bottom for s in slots) + 8
        assets.text(surface, _("No cards laid"), (area.centerx, y), CAPTION, palette.CREAM_DARK,
                    anchor="midtop", box=area)

    def zoo_plan(self, box: tuple[int, int, int, int], columns: list[tuple[str, int]],
                 chipped: bool) -> ZooPlan | ChipPlan:
        """A zoo's tiles in its column's `box`: where the zoos are chips, the first of the
        grid the fullest zoo takes, so that every zoo's tiles are one size in the same rows
        and columns (critics 23: Molly's tiles stood in one column, the others' in two)."""
        if chipped:
            most = max(len(zoo_counts(zoo)) for zoo in self.view["zoos"])
            shared = plan_chips(box, most, canvas.zoom())
            if shared is not None:
                return replace(shared, chips=shared.chips[:len(columns)])
        plan = zoo_look(box, [c for _a, c in columns], 70.0)
        if chipped and not isinstance(plan, ChipPlan):
            plan = plan_chips(box, len(columns), canvas.zoom()) or plan
        return plan

    def chipped(self, area: pygame.Rect) -> bool:
        """Whether some zoo on this screen is drawn as chips: then every zoo is, so that the
        screen shows zoos in one style (the columns are all as wide)."""
        inner = area.inflate(-8, -8)
        box = (inner.x, inner.y, inner.w, inner.h)
        return any(isinstance(zoo_look(box, [c for _a, c in zoo_counts(zoo)], 70.0), ChipPlan)
                   for zoo in self.view["zoos"] if zoo)
