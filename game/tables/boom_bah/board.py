"""Where every Sheep-Boom-Bah piece rests on the screen, and what the viewer may pick next.

`Board` is pure geometry over `game.levels.Layout`: the pasture's cells, the player boards
(relative to the viewer: position 0 at the bottom, rivals clockwise from the top), the hand
and the piles. `Picker` is the viewer's half-made decision (a sheep, or a card and its targets
so far) read against the legal actions, so the table offers only what the rules allow.
"""

from __future__ import annotations

from game.levels import Layout, Zone
from game.rules.base import Action
from game.rules.boom_bah import Move, Place, Play
from game.rules.boom_bah.board import SIZE
from game.rules.boom_bah.cards import TARGET_SHAPES, card_type
from game.tables.boom_bah.faces import CARD_RATIO, FIGURE
from game.view import piles

Rect = tuple[float, float, float, float]
DOCK_CARD = 140  # width of a card waiting in the prompt dock (as worded as in your hand)
DOCK_PAD = 10
PICK_LIFT = 14  # a picked card rises this much, clear of the instruction line above
BADGE_WIDTH = 24  # a laid Wild Wool card, by the score
BACKDROP_ROW = 120  # a row at least this tall (two players) has its picture behind its sheep
LABEL_ROOM = 18  # the band at the bottom of a board's part that holds its name
ROW_FOOT = 3  # px: a barn's or barnyard's sheep stand this far above the row's bottom (3-4 seats)
HEADER_SHARE = 0.7  # and reach this share of its name's band at the top (their heads are
# round and the figure's top is clear: the name stays clear of the fleece)
TAG_GAP = 3  # between the name tags of a rival's open hand (a replay)
RESERVE_GAP = 4  # between the sheep still to place, so each is seen whole
RESERVE_PAD = 8  # round them, inside their row
FIGURE_RATIO = FIGURE[0] / FIGURE[1]  # a sheep figure's width / height
SHEEP_SHARE = 0.8  # a pasture sheep's height, of its cell's


class Board:
    def __init__(self, layout: Layout, players: int, base_seat: int,
                 no_graveyard: frozenset[int] = frozenset()):
        self.layout = layout
        self.players = players
        self.base = base_seat
        self.no_graveyard = no_graveyard  # seats with no lost sheep: their barn takes its room
        self.area = layout["board"]
        self.cell_size = self.area.w / SIZE

    def pos(self, seat: int) -> int:
        """The seat's place at the table as seen by the viewer (0 = bottom)."""
        return (seat - self.base) % self.players

    def seat_zone(self, kind: str, seat: int) -> Zone:
        """A part of a seat's player board: panel, score, barn, barnyard, graveyard, hand.
        An empty graveyard is folded away and the barn beside it reaches over its room
        (critics 20: crowded boxes at 1280, the barn's "1 own, 1 rival · +5" cut short)."""
        zone = self.layout[f"{kind}_{self.pos(seat)}"]
        if kind == "barn" and seat in self.no_graveyard:
            grave = self.layout[f"graveyard_{self.pos(seat)}"]
            return Zone(zone.x, zone.y, grave.x + grave.w - zone.x, zone.h)
        return zone

    def graveyard_shown(self, seat: int) -> bool:
        """Whether the seat's graveyard has a box on its board (it has lost a sheep)."""
        return seat not in self.no_graveyard

    # -- the pasture ---------------------------------------------------------------------
    def cell_rect(self, cell: int) -> Rect:
        row, col = divmod(cell, SIZE)
        s = self.cell_size
        return (self.area.x + col * s, self.area.y + row * s, s, s)

    def cell_center(self, cell: int) -> tuple[float, float]:
        x, y, w, h = self.cell_rect(cell)
        return (x + w / 2, y + h / 2)

    def sheep_foot(self, cell: int) -> tuple[float, float]:
        """Where a standing sheep's feet touch its cell."""
        x, y, w, h = self.cell_rect(cell)
        return (x + w / 2, y + h * 0.8)

    def cell_at(self, point: tuple[float, float]) -> int | None:
        x, y = point
        a = self.area
        if not (a.x <= x < a.x + a.w and a.y <= y < a.y + a.h):
            return None
        col = int((x - a.x) // self.cell_size)
        row = int((y - a.y) // self.cell_size)
        return min(row, SIZE - 1) * SIZE + min(col, SIZE - 1)

    @property
    def sheep_height(self) -> int:
        """A sheep on the pasture fills most of its cell (its owner is read from a distance:
        the figure's hue and the shape on its base)."""
        return round(self.cell_size * SHEEP_SHARE)

    # -- cards -----------------------------------------------------------------------------
    def hand_card(self, i: int, count: int) -> Rect:
        """Your i-th card in the hand panel: as large as the panel allows, side by side
        (overlapping once a big hand would not fit); a picked card rises PICK_LIFT."""
        z = self.layout["hand_0"]
        h = z.h - PICK_LIFT - 2
        w = h * CARD_RATIO
        gap = 8.0
        if count * w + (count - 1) * gap > z.w:
            gap = (z.w - count * w) / max(1, count - 1)
        total = count * w + (count - 1) * gap
        x = z.x + (z.w - total) / 2 + i * (w + gap)
        return (x, z.y + PICK_LIFT, w, h)

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's cards come from and go to."""
        if self.pos(seat) == 0:
            return self.layout["hand_0"].center
        return self.seat_zone("hand", seat).center

    def pile_card(self, name: str) -> Rect:
        """The top card of the draw pile ("deck") or the discard pile: its zone, made as much
        smaller (centred) as leaves the shared pile name (`piles.name_height`) room under it
        inside the deck panel."""
        z, panel = self.layout[name], self.layout["deck_panel"]
        h = min(z.h, panel.y + panel.h - 4 - piles.name_height() - z.y)
        w = min(z.w, h * CARD_RATIO)
        return (z.x + (z.w - w) / 2, z.y, w, w / CARD_RATIO)

    def dock_card(self, depth: int) -> Rect:
        """A played card waiting for answers, in the prompt dock beside the board (an answer
        to it lies a little lower and to the right)."""
        z = self.layout["deck_panel"]
        return (z.x + DOCK_PAD + depth * 10, z.y + DOCK_PAD + depth * 8, DOCK_CARD,
                DOCK_CARD / CARD_RATIO)

    def play_spot(self, depth: int) -> tuple[float, float]:
        """The centre of `dock_card(depth)`: where a played card flies to."""
        x, y, w, h = self.dock_card(depth)
        return (x + w / 2, y + h / 2)

    # -- player boards -----------------------------------------------------------------------
    def row_sheep(self, seat: int) -> int:
        """How tall a sheep stands in the seat's barn or barnyard row. On the tall boards of
        two players the row's picture is behind its sheep, its name under them; on the
        shorter boards of three and four the name is a header at the row's top left and the
        sheep stand under and beside it across the whole row, as tall as it lets them be
        (critic 14: they were specks of 20 px; the rules that stood in the row's name are
        said once, in the reference and the rows' tooltips)."""
        z = self.layout[f"barn_{self.pos(seat)}"]  # as tall whether or not it takes the graveyard's room
        step = z.w / max(1, self.players)
        if self.backdrop(seat):
            return round(min(z.h * 0.62, step * 0.82))
        return round(min(z.h - ROW_FOOT - HEADER_SHARE * LABEL_ROOM, step * 0.9))

    def grave_sheep(self, seat: int) -> int:
        """How tall a lost sheep stands in the graveyard, above the part's name."""
        z = self.seat_zone("graveyard", seat)
        if self.backdrop(seat):
            return self.row_sheep(seat)
        return round(min(self.row_sheep(seat), z.h - LABEL_ROOM - 2))

    def backdrop(self, seat: int) -> bool:
        """Whether the barn's and the barnyard's pictures stand behind their sheep, as large
        as the row (the tall boards of two players), rather than small by the row's name."""
        return self.players == 2 and self.seat_zone("barn", seat).h >= BACKDROP_ROW

    def place_spot(self, kind: str, seat: int, colour: int,
                   present: list[int] | None = None) -> tuple[float, float]:
        """Where a sheep of `colour` stands in a barn or barnyard ("barn", "barnyard"): a
        slot per colour in seat order, the colours that stand there (`present`, and
        `colour`) centred in the row as a group, on every board alike (critic 16: your barn's
        one sheep stood at the right end); without `present`, every colour's slot."""
        z = self.seat_zone(kind, seat)
        step = z.w / max(1, self.players)
        foot = (self.foot(z, self.row_sheep(seat)) if self.backdrop(seat)
                else z.y + z.h - ROW_FOOT)
        group = sorted({*(range(self.players) if present is None else present), colour})
        return (z.x + z.w / 2 + step * (group.index(colour) - (len(group) - 1) / 2), foot)

    def spot_of(self, kind: str, seat: int) -> tuple[float, float]:
        """Where a sheep stands in a part of the board without slots (the graveyard)."""
        z = self.seat_zone(kind, seat)
        return (z.x + z.w * 0.62, self.foot(z, self.grave_sheep(seat), self.header(seat)))

    def header(self, seat: int) -> bool:
        """Whether the names of the seat's board parts are headers at their top left (the
        shorter boards of three and four), not under what they hold (two players)."""
        return not self.backdrop(seat)

    def reserve_spots(self, seat: int, count: int) -> tuple[int, list[tuple[float, float]]]:
        """During setup, the sheep still to place stand in the barnyard's row as a little
        flock, each whole and apart: in one line or two (the back line higher), as large as
        the row lets them be (never larger than a barn's sheep). Their height, and where
        each one's feet are, back line first."""
        z = self.seat_zone("barnyard", seat)
        width, room = z.w - 2 * RESERVE_PAD, z.h - LABEL_ROOM - RESERVE_PAD
        best = (0.0, 1)
        for lines in (1, 2):
            columns = -(-max(1, count) // lines)
            across = (width - (columns - 1) * RESERVE_GAP) / columns / FIGURE_RATIO
            height = min(across, (room - (lines - 1) * RESERVE_GAP) / lines,
                         self.row_sheep(seat))
            if height > best[0] + 0.5:
                best = (height, lines)
        height, lines = best
        h = int(height)
        columns = -(-max(1, count) // lines)
        step = h * FIGURE_RATIO + RESERVE_GAP
        bottom = z.y + z.h - (0 if self.header(seat) else LABEL_ROOM) - RESERVE_PAD / 2
        spots = []
        for i in range(count):
            line, col = divmod(i, columns)
            in_line = min(columns, count - line * columns)
            left = z.x + z.w / 2 - (in_line * step - RESERVE_GAP) / 2
            back = lines - 1 - line  # the first sheep stand at the back
            spots.append((left + col * step + step / 2 - RESERVE_GAP / 2,
                          bottom - back * (h + RESERVE_GAP)))
        return h, spots

    def hand_grid(self, seat: int, count: int, columns: int) -> list[Rect]:
        """A rival's open hand in a replay: a cell per card, `columns` abreast in rows down
        the hand's zone (filled row by row)."""
        z = self.seat_zone("hand", seat)
        rows = -(-count // columns)
        w = (z.w - 4 - (columns - 1) * TAG_GAP) / columns
        h = (z.h - 4 - (rows - 1) * TAG_GAP) / max(1, rows)
        return [(z.x + 2 + (i % columns) * (w + TAG_GAP), z.y + 2 + (i // columns) * (h + TAG_GAP),
                 w, h) for i in range(count)]

    @staticmethod
    def foot(z: Zone, height: float, header: bool = False) -> float:
        """Where a sheep `height` tall stands in a part of a board: centred in the room the
        part's name leaves (above it, or under it as a `header`)."""
        room = z.h - LABEL_ROOM
        return z.y + (LABEL_ROOM if header else 0) + min(room, (room + height) / 2)


class Picker:
    """A chosen sheep (then a cell to move to), or a chosen card and its targets so far."""

    def __init__(self) -> None:
        self.sheep: int | None = None
        self.card: str | None = None
        self.card_index: int | None = None
        self.chosen: list[int] = []

    def clear(self) -> None:
        self.sheep = self.card = self.card_index = None
        self.chosen = []

    def pick_card(self, card: str, index: int | None) -> None:
        self.clear()
        self.card, self.card_index = card, index

    def plays(self, legal: list[Action]) -> list[Play]:
        """The plays of the chosen card that agree with the targets picked so far."""
        k = len(self.chosen)
        return [a for a in legal if isinstance(a, Play) and a.card == self.card
                and list(a.target[:k]) == self.chosen]

    def slot(self) -> str | None:
        """What the next target is: "cell", "rival", "sheep" (a colour), "place", or None."""
        if self.card is None:
            return None
        shape = TARGET_SHAPES.get(card_type(self.card).id, ())
        return shape[len(self.chosen)] if len(self.chosen) < len(shape) else None

    def options(self, legal: list[Action]) -> list[int]:
        k = len(self.chosen)
        return sorted({a.target[k] for a in self.plays(legal) if len(a.target) > k})

    def choose(self, value: int, legal: list[Action]) -> Play | None:
        """Pick the next target; the finished play once every slot is filled."""
        self.chosen.append(value)
        done = [a for a in self.plays(legal) if len(a.target) == len(self.chosen)]
        return done[0] if done else None

    def cells(self, legal: list[Action]) -> set[int]:
        """The cells a click may pick now: a place, a sheep, a move's end or a card's cell."""
        if self.card is not None:
            return set(self.options(legal)) if self.slot() == "cell" else set()
        places = {a.cell for a in legal if isinstance(a, Place)}
        if places:
            return places
        moves = [a for a in legal if isinstance(a, Move)]
        if self.sheep is not None:
            return {a.to for a in moves if a.frm == self.sheep}
        return {a.frm for a in moves}
