"""Where every Bye-Bye Black Sheep card rests on the screen, from the table map's zones.

Pure geometry over `game.levels.Layout` (and the font's measures): positions are relative to
the viewer (position 0 at the bottom, the rivals clockwise from their left), so one map
serves every seat in hot seat. A rival's hand is a fan of backs; yours is a row of faces (two
or three rows once it is long), each card whole but for its right border, so no number and no
animal is ever hidden; a zoo is a column per animal, its cards stacked so that every number
shows, as large as the zoo's zone allows, or, where those cards would be too small to read,
a chip per animal (its picture, its number large and a pip for each card: `ChipPlan`).

A seat's hand and zoo share the room the map gives the two (side by side, or one above the
other in a narrow panel) by what they hold (`share`): neither is left with more than it
needs while the other is squeezed, so a long hand spreads beside a small zoo and the zoo's
room grows as it fills.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from game.levels import Layout, Zone
from game.tables.bye_bye.faces import HAND_SHOWN, RATIO
from game.view import assets, canvas

Rect = tuple[float, float, float, float]
LIFT = 14  # a picked card of your hand rises this much (with its gold edge)
HOVER = 12  # a rival's card under the pointer rises this much out of the fan
HOVER_STACKED = 6  # in a fan above its zoo (a narrow panel): the zoo's chips took its room
FAN_INSET = 3  # px: a fan's turned end cards keep this far inside its room (the frame)
DIP = 0.05  # of a fanned card's height: how far the end cards sit lower than the middle one
STACK = 0.27  # a zoo column's cards overlap by all but this share of a card's height
GAP = 6
STAR = 8  # how far a triplet's star stands out of its column, right and down
POND = (480, 300)  # the watering hole's drawing
POND_BLOCK = 0.84  # of its height: the most the rows of cards at the watering hole take
POND_CARD = 0.6  # of its height: the tallest a card at the watering hole (0.46 till the
# critic of round 11 asked for larger ones, 0.52 till critic 13: the water had the room)
POND_CARD_TWO = 0.72  # at two players, where one or two cards lie there most turns (critic 20
# found that table empty)
COUNTER_H = 38  # the watering hole's counter: its two lines, under the pond's lower rim
RIM_FOOT = 0.975  # of the pond's drawing's height: where its lowest stones end (the counter
# stands below them: across the rim it hid the sand and stones, a critic)
COUNTER_GAP = 2  # px between the rim's foot and the counter
POND_WIDER = 1.12  # the pond may be drawn this much wider than its drawing's shape where
# its zone is wide (it lost height to the counter below it: as wide as before, the cards at
# the watering hole keep their size)
FAN_CARD = 112.0  # the tallest a rival's fanned card is drawn
STACKED_FAN = 72.0  # a fan above its zoo asks no taller cards (backs, in a narrow panel)
CAPTION_ROW = 26  # under a fan: how many cards, the odds (clear of the fan's glow)
CAPTION_H = 22  # of that row, the line its words and the odds' sheep (22 across) take
PILE_CARD = 202.0  # the tallest the pile's top card and the Magpie are drawn (at two players)
ZOO_LEAST = 84.0  # an empty zoo keeps room for its word
ZOO_STACKED = 108.0  # a rival's zoo under its fan (a narrow panel): two rows of chips large
# enough to read (critic 20 read ~36 px chips with 4 px pips at 84; the fan of backs gave
# the room: which card you draw from a hand is blind anyway)
FAN_LEAST = 70.0  # a fan above its zoo keeps at least this (its odds' line under it)
NAME_FOOT = 3  # px at the foot of a name row the name leaves empty: the level's row starts
# there, so it holds Quicksand's 18 px line above the fan's frame
OWN_STRIP = 40.0  # your zoo's strip above your hand: a row of chips as large as a rival's
EMPTY_STRIP = 30.0  # an empty zoo's strip: its goal's slots in a thin row (room for the hand)
STRIP_GAP = 0.0  # between your zoo's strip and your hand (the hand's room starts with the
# room a picked card rises into, `LIFT`)
SHARE_STEP = 4.0  # the hand/zoo split is tried at every this many units
TAG_GAP = 3  # between the tags of a replay's open hand
SHOWN = HAND_SHOWN  # the least share of your card's width that shows under the next: only its
# right border (16 of the art's 250 units) may lie under it, never its number or its animal
ROW_GAP = 4  # between the rows of a long hand
SIZE_STEP = 0.95  # a line of cards squeezed takes the card sizes this far apart
CARD_LEAST = 46.0  # a zoo's cards are drawn at least this wide, else the zoo is drawn as chips
PORTRAIT = (24, 48)  # a chip's animal picture across: the least and the most, in units
PORTRAIT_TALL = 1.5  # a chip's picture is at most this many times as tall as it is wide
CHIP_PAD = 3  # inside a chip, left and right of its picture and words (2 above and below)
CHIP_GAP = 3
CHIP_SPLIT = 2  # in a chip, between its picture and its words
NUMBER_LEAST = 14  # px: a chip's number, at the least
NUMBER_MOST = 26  # px: a chip's number, at the most
CHIP_LEAST_H = 28  # a chip is at least this high (its picture 24 high)
CHIP_MOST_H = 56  # a chip grows into its zoo's height up to this (its picture taller)
PIP_DROP = 2  # between a chip's number and its count badge
BADGE_PX = 14  # px: a chip's count badge, "2/3" (the least text at the table)
PIPS_CROWDED = (8, 7, 6)  # a crowded zoo's chips: three pips this wide (no badge fits)
PIP_GAP = 2  # between those pips
BADGE_PAD = 4  # px: inside the badge's pill, left and right of its words


@dataclass(frozen=True)
class Fanned:
    """One card of a fanned hand: its centre, its width and how far it is turned."""

    x: float
    y: float
    w: float
    angle: float  # degrees, anticlockwise (the left of a fan leans left)

    @property
    def h(self) -> float:
        return self.w / RATIO

    def rect(self) -> Rect:
        return (self.x - self.w / 2, self.y - self.h / 2, self.w, self.h)


@dataclass(frozen=True)
class ZooPlan:
    """A zoo laid out: the card width, the step between stacked cards, and each column's
    top-left corner (in the zoo's set order)."""

    w: float
    step: float
    columns: tuple[tuple[float, float], ...]

    @property
    def h(self) -> float:
        return self.w / RATIO

    def card(self, column: int, k: int) -> Rect:
        x, y = self.columns[column]
        return (x, y + k * self.step, self.w, self.h)

    def column_rect(self, column: int, count: int) -> Rect:
        x, y = self.columns[column]
        return (x, y, self.w, self.h + (count - 1) * self.step)

    @property
    def size(self) -> float:
        """How large the animals show (a card's width)."""
        return self.w


@dataclass(frozen=True)
class ChipPlan:
    """A zoo drawn compactly, a chip per animal in rows: the animal's picture (`portrait`
    units across, as high as the chip), its number (`number` px, bold) and, under it, its
    count badge ("2/3", `pip` units high: the cards it holds towards a triplet)."""

    portrait: float
    number: int
    pip: int
    chips: tuple[Rect, ...]

    def picture(self, column: int) -> Rect:
        x, y, w, h = self.chips[column]
        return (x + CHIP_PAD, y + 2, self.portrait, h - 4)

    def card(self, column: int, k: int) -> Rect:
        """Where a card of the chip's animal lands (a card as wide as its picture)."""
        x, y, w, h = self.picture(column)
        return (x, y + (h - w / RATIO) / 2, w, w / RATIO)

    def column_rect(self, column: int, count: int) -> Rect:
        return self.chips[column]

    @property
    def size(self) -> float:
        """How large the animals show: a chip reads as well as the least card, better the
        larger its number (and a little, its picture), never as well as a larger card (so
        the hand beside it, not a larger chip, gets the room a player needs)."""
        return CARD_LEAST + (self.number - NUMBER_LEAST) / 4 + (self.portrait - PORTRAIT[0]) / 16


PIP_LEAST = 8  # units: a chip's pips, at the least (critic 20 read ~4 px pips)


def chip_pip(number: int) -> int:
    """A chip's three pips (●●○), each this wide: a third of its number's size, never
    under `PIP_LEAST` (critic 20 could not read ~4 px pips at five players)."""
    return max(PIP_LEAST, round(number / 3))


def badge_size() -> tuple[int, int]:
    """A chip's count badge, across and high: "3/3" at `BADGE_PX` bold on a pill."""
    face = assets.font(BADGE_PX, True)
    return face.size("3/3")[0] + 2 * BADGE_PAD, face.get_height() - 2


def pips_width(pip: int) -> int:
    """A chip's count badge (`pip` 0), or its row of three pips (`pip` across), across."""
    return badge_size()[0] if not pip else 3 * pip + 2 * PIP_GAP


def count_height(pip: int) -> int:
    """A chip's count badge (`pip` 0), or its pips, high."""
    return badge_size()[1] if not pip else pip


def chip_sizes() -> list[tuple[int, int, int]]:
    """The chips a zoo is tried at, best first: (number px, pips, picture across), the
    largest number first (the critic could not read a 14 px number at five players), for
    each the widest picture first (the count badge under the number is one size: its words
    at `BADGE_PX`, never smaller); only a zoo too crowded for any badge (some 14 animals in
    a narrow panel) has the least chips with three pips under the number instead."""
    badges = [(number, chip_pip(number), portrait)
              for number in range(NUMBER_MOST, NUMBER_LEAST - 1, -1)
              for portrait in range(PORTRAIT[1], PORTRAIT[0] - 1, -1)]
    return badges + [(NUMBER_LEAST, pip, PORTRAIT[0]) for pip in PIPS_CROWDED]


def pip_drop(pip: int) -> int:
    """Between a chip's number's line and its pips: `PIP_DROP`, none in a crowded zoo's
    least chips (where nothing else fits)."""
    return PIP_DROP if pip >= PIP_LEAST else 0


@functools.lru_cache(maxsize=1024)
def chip_shape(number: int, pip: int, portrait: int, zoom: float) -> tuple[float, float]:
    """A chip's width and height: the picture, then the number over its pips (as wide as
    the wider of them, "16" and the three pips). (`zoom`: fonts measure per zoom.)"""
    big = assets.font(number, True)
    words = max(big.size("16")[0], pips_width(pip) + (2 if not pip or pip >= 8 else 0))
    # (clear of the edge; not the least pips of a crowded zoo, where nothing else fits)
    return (CHIP_PAD + portrait + CHIP_SPLIT + words + CHIP_PAD,
            max(CHIP_LEAST_H, big.get_height() + pip_drop(pip) + count_height(pip) + (
                4 if pip >= PIP_LEAST else 0)))


def plan_chips(zone: Rect, groups: int, zoom: float, start: int = 0) -> ChipPlan | None:
    """`groups` chips in rows across `zone` (centred), at the largest number (then picture)
    that lets them all fit, none larger than `chip_sizes()[start]`; None when not even the
    least does."""
    ranked = ranked_chips(zone, groups, zoom, start)
    return ranked[1] if ranked else None


def chip_rank(zone: Rect, groups: int, zoom: float) -> int | None:
    """Which of `chip_sizes()` `plan_chips` lays `groups` chips in `zone` at (None: none)."""
    ranked = ranked_chips(zone, groups, zoom, 0)
    return ranked[0] if ranked else None


@functools.lru_cache(maxsize=1024)
def ranked_chips(zone: Rect, groups: int, zoom: float, start: int
                 ) -> tuple[int, ChipPlan] | None:
    """`plan_chips`, with the rank of the size it chose among `chip_sizes()`."""
    zx, zy, zw, zh = zone
    for rank, (number, pip, portrait) in enumerate(chip_sizes()):
        if rank < start:
            continue
        w, h = chip_shape(number, pip, portrait, zoom)
        if h - 4 > portrait * PORTRAIT_TALL:  # (a sliver of a picture beside a large number)
            continue
        per_row = min(groups, int((zw - 2 + CHIP_GAP) // (w + CHIP_GAP)))
        if per_row < 1:
            continue
        rows = math.ceil(groups / per_row)
        height = rows * h + (rows - 1) * CHIP_GAP
        if height > zh - 2:
            continue
        h = max(h, min(math.floor((zh - 2 - (rows - 1) * CHIP_GAP) / rows), CHIP_MOST_H,
                       math.floor(portrait * PORTRAIT_TALL) + 4))  # (the room's height: a
        # taller picture)
        height = rows * h + (rows - 1) * CHIP_GAP
        left = zx + (zw - (per_row * w + (per_row - 1) * CHIP_GAP)) / 2
        top = zy + (zh - height) / 2
        return rank, ChipPlan(portrait, number, pip, tuple(
            (left + (c % per_row) * (w + CHIP_GAP), top + (c // per_row) * (h + CHIP_GAP), w, h)
            for c in range(groups)))
    return None


def zoo_look(zone: Rect, counts: list[int], largest: float = 96.0) -> ZooPlan | ChipPlan:
    """A zoo as cards where they can be drawn `CARD_LEAST` wide, else as chips (else, should
    not even the least chips fit, as the small cards that do)."""
    cards = plan_zoo(zone, counts, largest)
    if cards.w >= CARD_LEAST or not counts:
        return cards
    return plan_chips(tuple(zone), len(counts), canvas.zoom()) or cards


def plan_zoo(zone: Rect, counts: list[int], largest: float = 96.0) -> ZooPlan:
    """A zoo's columns (one per animal, `counts` cards each) at the largest card that lets
    them all fit `zone`, wrapping into rows where that makes the cards larger. The zone's
    last `STAR` units at the right and the bottom stay free for a triplet's star, which
    sits on its column's corner."""
    zx, zy, zw, zh = zone
    zw, zh = zw - STAR, zh - STAR
    n = max(1, len(counts))
    deepest = max(counts, default=1)
    best: ZooPlan | None = None
    for rows in range(1, n + 1):
        per_row = math.ceil(n / rows)
        column = (zh - GAP * (rows - 1)) / rows  # a column's height
        w = min((zw - GAP * (per_row - 1)) / per_row,
                column / (1 + STACK * (deepest - 1)) * RATIO, largest)
        if best is None or w > best.w:
            h = w / RATIO
            step = min(h * STACK, (column - h) / max(1, deepest - 1))
            left = zx + (zw - (per_row * w + GAP * (per_row - 1))) / 2
            best = ZooPlan(w, step, tuple(
                (left + (c % per_row) * (w + GAP), zy + (c // per_row) * (column + GAP))
                for c in range(n)))
    assert best is not None
    return best


def fan_size(room_h: float, caption: bool = True) -> float:
    """A fanned card's height in a fan's zone of this height (`caption`: its words take the
    zone's last row; in a narrow panel they are on the level row above it instead)."""
    return min((room_h - (CAPTION_ROW if caption else 2) - HOVER) / 1.1, FAN_CARD)


def hand_fit(length: float, across: float, count: int, own: bool, side: bool,
             caption: bool = True) -> float:
    """How a hand of `count` cards shows in `length` units of room (along the split) by
    `across`: yours, its cards' width against a card as tall as the room; a fan beside its
    zoo, the share of each card's width that shows against the share it shows unsqueezed;
    a fan above its zoo, its cards' height."""
    if count <= 0:
        return 1.0
    if own:
        return hand_grid(length, across, count)[0] / ((across - LIFT - 2) * RATIO)
    if side:
        w = fan_size(across, caption) * RATIO
        if count == 1:
            return min(1.0, length / (w + 8))
        return max(0.0, min(1.0, (length - w - 8) / (count - 1) / (w * 0.55)))
    return max(0.0, min(fan_size(length), STACKED_FAN))


def hand_grid(length: float, across: float, count: int) -> tuple[float, int]:
    """Your hand of `count` cards in a zone `length` by `across`: its cards' width and how
    many rows they take (see `card_grid`)."""
    tallest = across - LIFT - 2
    return card_grid(length, tallest, tallest, count)


def card_grid(length: float, tallest: float, block: float, count: int) -> tuple[float, int]:
    """`count` cards in rows `length` long, all the rows `block` high, no card taller than
    `tallest`: the cards' width and how many rows (one, or two or three where that makes
    them clearly larger). A card is as tall as its row allows and as wide as lets each show
    `SHOWN` of itself beside the next."""
    best = (0.0, 1)
    for rows in (1, 2, 3):
        per_row = math.ceil(max(1, count) / rows)
        high = min(tallest, (block - ROW_GAP * (rows - 1)) / rows)
        w = min(high * RATIO, length / (1 + (per_row - 1) * SHOWN))
        if w > best[0] * 1.05:  # (another row only for a clearly larger card)
            best = (w, rows)
    return snapped(best[0], tallest * RATIO), best[1]


def piles_of(cards: list[str | None]) -> list[list[int]]:
    """Your hand's cards as piles: the indices of each run of the same card (the hand is
    sorted, so copies of an animal lie together; backs are each their own)."""
    piles: list[list[int]] = []
    for i, card in enumerate(cards):
        if piles and card is not None and cards[piles[-1][0]] == card:
            piles[-1].append(i)
        else:
            piles.append([i])
    return piles


@functools.lru_cache(maxsize=256)
def stacked_grid(length: float, across: float, piles: tuple[int, ...]) -> tuple[float, int]:
    """A long hand with copies of an animal stacked down a column, as a zoo stacks them
    (each card shows its top `STACK`, its number, under the next; the animal shows whole
    on the last): the cards' width and how many rows of columns (one or two)."""
    tallest = across - LIFT - 2
    depth = 1 + STACK * (max(piles) - 1)  # the deepest column, in cards
    best = (0.0, 1)
    for rows in (1, 2):
        per_row = math.ceil(len(piles) / rows)
        high = min(tallest, (tallest - ROW_GAP * (rows - 1)) / rows / depth)
        w = min(high * RATIO, length / (1 + (per_row - 1) * SHOWN))
        if w > best[0] * 1.05:
            best = (w, rows)
    return snapped(best[0], tallest * RATIO), best[1]


def stacked_card(i: int, piles: tuple[int, ...], w: float, rows: int, room: Rect) -> Rect:
    """The i-th card of a hand stacked in `piles` (`stacked_grid`), the columns side by
    side (overlapping no more than a right border), the whole centred in `room`."""
    x, y, length, height = room
    h = w / RATIO
    per_row = math.ceil(len(piles) / rows)
    column_h = h * (1 + STACK * (max(piles) - 1))
    step = 0.0 if per_row < 2 else min(w + GAP, (length - w) / (per_row - 1))
    left = x + (length - w - step * (min(len(piles), per_row) - 1)) / 2
    lines = math.ceil(len(piles) / per_row)
    top = y + (height - lines * column_h - (lines - 1) * ROW_GAP) / 2
    first = 0
    for p, size in enumerate(piles):
        if i < first + size:
            row, column = divmod(p, per_row)
            return (left + column * step,
                    top + row * (column_h + ROW_GAP) + (i - first) * STACK * h, w, h)
        first += size
    raise IndexError(i)


def snapped(w: float, full: float) -> float:
    """A card width `w` below `full` snapped down to the sizes `SIZE_STEP` apart under it, so
    a line of cards that grows and shrinks reuses the card images it had (each size is
    rasterized once)."""
    if w >= full - 1e-6:
        return full
    return full * SIZE_STEP ** math.ceil(math.log(full / w) / -math.log(SIZE_STEP) - 1e-9)


def grid_card(i: int, count: int, w: float, rows: int, room: Rect) -> Rect:
    """The i-th of `count` cards `w` wide in `rows` (`card_grid`) in `room`: side by side,
    overlapping once they must; the rows left-aligned, the whole centred in the room."""
    x, y, length, height = room
    h = w / RATIO
    per_row = math.ceil(max(1, count) / rows)
    step = 0.0 if per_row < 2 else min(w + GAP, (length - w) / (per_row - 1))
    left = x + (length - w - step * (min(count, per_row) - 1)) / 2
    row, column = divmod(i, per_row)
    lines = math.ceil(max(1, count) / per_row)
    top = y + (height - lines * h - (lines - 1) * ROW_GAP) / 2
    return (left + column * step, top + row * (h + ROW_GAP), w, h)


def flow(room: Rect, widths: list[float], height: float) -> list[Rect] | None:
    """Tags of these widths in rows across `room`, left to right, a row under another (a
    rival's open hand in a replay); None when they do not all fit."""
    x0, y0, w, h = room
    rects: list[Rect] = []
    x, y = x0, y0
    for width in widths:
        if x > x0 and x + width > x0 + w:
            x, y = x0, y + height + TAG_GAP
        if width > w or y + height > y0 + h:
            return None
        rects.append((x, y, width, height))
        x += width + TAG_GAP
    return rects


def zoo_fit(zone: Rect, counts: tuple[int, ...], side: bool, least: float = ZOO_LEAST
            ) -> float:
    """How large a zoo's animals show in `zone` (an empty zoo: whether its sign fits, `least`
    along the split)."""
    if not counts:
        return 1.0 if (zone[2] if side else zone[3]) >= least else 0.0
    return zoo_look(zone, list(counts)).size


@functools.lru_cache(maxsize=512)
def share(area: Rect, side: bool, zoo_first: bool, own: bool, hand: int,
          zoo: tuple[int, ...], least: float = 0.0, zoom: float = 1.0,
          zoo_least: float = ZOO_LEAST, caption: bool = True) -> tuple[Rect, Rect]:
    """The hand's and the zoo's rooms in `area` (`zoo_first`: the zoo at the left or top):
    the split at which the worse shown of the two is shown best, the zoo counted first only
    up to readable (`CARD_LEAST`: a hand is not squeezed for a zoo's larger cards), then in
    full; the hand at least `least` long (a replay's open hand: its widest tag), an empty
    zoo `zoo_least` (your empty zoo's sign, its words whole at their size). Of equal
    splits your zoo takes the smallest (its room follows its content, your cards get the
    rest); a rival's the largest (a fan of backs asks no more than its need). (`zoom`: a
    chip's words measure per zoom.)"""
    x, y, w, h = area
    length, across = (w, h) if side else (h, w)
    least_hand = max(least, (across - LIFT - 2) * RATIO + GAP if own and side else (
        HOVER + 2 + 16 + CAPTION_ROW if not side else 60.0))
    whole = (x, y, length, h) if side else (x, y, w, length)
    zoo_best = zoo_fit(whole, zoo, side, zoo_least) or 1.0  # each as shown with all the room
    readable = min(zoo_best, CARD_LEAST)
    hand_best = hand_fit(length, across, hand, own, side, caption) or 1.0
    best: tuple[tuple[float, float], float] | None = None
    size = zoo_least
    while size <= length - GAP - least_hand + 1e-9:
        zone = (x, y, size, h) if side else (x, y, w, size)
        shown = zoo_fit(zone, zoo, side, zoo_least)
        hand_worth = hand_fit(length - size - GAP, across, hand, own, side, caption) / hand_best
        worth = (round(min(min(shown, readable) / readable, hand_worth), 6),
                 round(min(shown / zoo_best, hand_worth), 6))
        if best is None or worth > best[0] or (not own and worth == best[0]):
            best = (worth, size)
        size += SHARE_STEP
    size = best[1] if best else zoo_least
    rest = length - size - GAP
    first, second = (size, rest) if zoo_first else (rest, size)
    if side:
        one, two = (x, y, first, h), (x + first + GAP, y, second, h)
    else:
        one, two = (x, y, w, first), (x, y + first + GAP, w, second)
    return (two, one) if zoo_first else (one, two)


class Board:
    def __init__(self, layout: Layout, players: int, base_seat: int,
                 hands: list[int] | None = None, zoos: list[tuple[int, ...]] | None = None,
                 least: list[float] | None = None, zoo_least: list[float] | None = None):
        self.layout = layout
        self.players = players
        self.base = base_seat
        self.hands = hands  # per seat: how many cards its hand shows (None: the map's zones)
        self.zoos = zoos  # per seat: its zoo's columns, how many cards each
        self.least = least  # per seat: the least width its hand needs (a replay's open hand)
        self.zoo_least = zoo_least  # per seat: the least room its empty zoo needs (its sign)

    def pos(self, seat: int) -> int:
        """The seat's place at the table as seen by the viewer (0 = bottom)."""
        return (seat - self.base) % self.players

    def zone(self, kind: str, seat: int | None = None) -> Zone:
        if kind in ("hand", "zoo") and seat is not None and self.hands is not None:
            return self.shared(seat)[kind == "zoo"]
        return self.layout[kind if seat is None else f"{kind}_{self.pos(seat)}"]

    def shared(self, seat: int) -> tuple[Zone, Zone]:
        """The seat's hand and zoo in the room the map gives the two (see `share`)."""
        assert self.hands is not None and self.zoos is not None
        pos = self.pos(seat)
        hand, zoo = self.layout[f"hand_{pos}"], self.layout[f"zoo_{pos}"]
        left, top = min(hand.x, zoo.x), min(hand.y, zoo.y)
        right = max(hand.x + hand.w, zoo.x + zoo.w)
        bottom = max(hand.y + hand.h, zoo.y + zoo.h)
        side = abs(hand.y - zoo.y) < abs(hand.x - zoo.x)
        zoo_first = zoo.x < hand.x if side else zoo.y < hand.y
        if pos != 0 and not side and not zoo_first:
            rooms = self.stacked(left, top, right - left, bottom - top)
            counts = list(self.zoos[seat])
            look = zoo_look(rooms[1].as_tuple(), counts) if counts else None
            if look is None or isinstance(look, ChipPlan) or look.w >= CARD_LEAST:
                return rooms  # (else a zoo too full for its fixed room: split as it needs)
        if pos == 0 and side and zoo_first:
            return self.strip(left, top, right - left, bottom - top, len(self.zoos[seat]))
        rooms = share((left, top, right - left, bottom - top), side, zoo_first, pos == 0,
                      self.hands[seat], tuple(self.zoos[seat]),
                      self.least[seat] if self.least and side else 0.0, canvas.zoom(),
                      self.zoo_least[seat] if self.zoo_least else ZOO_LEAST,
                      self.caption_below(seat))
        return Zone(*rooms[0]), Zone(*rooms[1])

    @staticmethod
    def stacked(x: float, y: float, w: float, h: float) -> tuple[Zone, Zone]:
        """A rival's hand above its zoo (a narrow panel): split at one place whatever either
        holds, the zoo `ZOO_STACKED` high, so every rival's fan, and the odds' line under it,
        stand at the same height (the critic saw Bitzer's fan shrink and his line jump
        above the others' once his zoo grew, and an empty zoo's fan grow)."""
        zoo = max(ZOO_LEAST, min(ZOO_STACKED, h - GAP - FAN_LEAST))
        return Zone(x, y, w, h - zoo - GAP), Zone(x, y + h - zoo, w, zoo)

    @staticmethod
    def strip(x: float, y: float, w: float, h: float, animals: int) -> tuple[Zone, Zone]:
        """Your zoo as a strip across your panel above your hand (`OWN_STRIP` high: a row of
        chips, the rivals' tiles; two rows once one row holds too few of them), your hand
        under it as wide as the panel allows (the critic found your zoo a column some 100 px
        wide beside rivals' wide zoos)."""
        high = OWN_STRIP if animals else EMPTY_STRIP
        one_row = plan_chips((x, y, w, high), animals, canvas.zoom()) if animals else None
        if animals and (one_row is None or one_row.pip < PIP_LEAST):  # (crowded pips)
            high = 2 * OWN_STRIP
        return (Zone(x, y + high + STRIP_GAP, w, h - high - STRIP_GAP), Zone(x, y, w, high))

    def panel(self, seat: int) -> Zone:
        return self.zone("panel", seat)

    def name_row(self, seat: int) -> Rect:
        """The row at the top of a panel: the seat's mark, name and standing."""
        z = self.panel(seat)
        if self.pos(seat) == 0:
            return (z.x + 8, z.y + 4, self.layout["message"].x - z.x - 16, 28)
        return (z.x + 8, z.y + 3, z.w - 16, 28)

    def level_row(self, seat: int) -> Rect | None:
        """A second row under the name for the AI's level, where the map leaves one (a
        narrow panel); None: the level goes after the name."""
        x, y, w, h = self.name_row(seat)
        h -= NAME_FOOT  # (the name's words end above the row's foot)
        top = min(self.layout[f"hand_{self.pos(seat)}"].y, self.layout[f"zoo_{self.pos(seat)}"].y)
        return (x + 20, y + h, w - 20, top - y - h) if top - (y + h) >= 18 else None

    # -- your hand ---------------------------------------------------------------------------
    def hand_card(self, i: int, cards: list[str | None] | int) -> Rect:
        """Your i-th card of `cards` (or of that many cards): as large as the hand's zone
        allows (room above for a picked card to rise), side by side, then overlapping no more
        than a card's right border, in two or three rows where that makes them larger."""
        z = self.zone("hand", self.base)
        count = cards if isinstance(cards, int) else len(cards)
        w, rows = hand_grid(z.w, z.h, count)
        room = (z.x, z.y + LIFT, z.w, z.h - LIFT - 2)
        if not isinstance(cards, int):
            piles = tuple(len(p) for p in piles_of(cards))
            if len(piles) < count:
                wide, lines = stacked_grid(z.w, z.h, piles)
                if wide > w * 1.05:  # (only where it makes the cards clearly larger)
                    return stacked_card(i, piles, wide, lines, room)
        return grid_card(i, count, w, rows, room)

    # -- a rival's fan -----------------------------------------------------------------------
    def fan_room(self, seat: int, stash: bool) -> Rect:
        """Where a rival's fan lies: the hand's zone, less a line for its words at the bottom
        and, while the Wolf's stash waits there, the stash's place at its right."""
        z = self.zone("hand", seat)
        below = CAPTION_ROW if self.caption_below(seat) else 2
        return (z.x, z.y + 2, z.w - (self.stash_width(seat) + GAP if stash else 0),
                z.h - below)

    def caption_below(self, seat: int) -> bool:
        """Whether a rival's hand has its words on a row under its fan; a lone rival (two
        players) has them on its name row, whose wide room was empty, and its fan takes
        the row (its cards a third larger: the critic found that table empty)."""
        return self.players != 2

    def caption(self, seat: int) -> Rect:
        """Where a rival's hand says its Black Sheep odds in words while you draw (and, in a
        wide panel, how many cards it holds): the hand's last row, under its fan, in every
        panel (a narrow panel's level row, where they stood, had no room for the words
        "Black Sheep:", and "1 in 7" by a tiny sheep was a riddle)."""
        if not self.caption_below(seat):
            return self.name_row(seat)
        z = self.zone("hand", seat)
        return (z.x, z.y + z.h - CAPTION_H, z.w, CAPTION_H)

    def fan_card(self, seat: int, i: int, count: int, stash: bool = False) -> Fanned:
        x, y, w, h = self.fan_room(seat, stash)
        spread = min(14.0, 2.2 * count) if count >= 2 else 0.0  # degrees at each end
        cos, sin = math.cos(math.radians(spread)), math.sin(math.radians(spread))
        # the end cards dip and turn: their lowest corner stays inside the room (it crossed
        # the hand's frame, a critic), as their outer corner does (`FAN_INSET`)
        hover = self.hover(seat)
        card_h = min((h - hover - FAN_INSET) / (0.5 + DIP + (cos + RATIO * sin) / 2),
                     FAN_CARD if self.level_row(seat) is None else STACKED_FAN)
        card_w = card_h * RATIO
        if count < 2:
            return Fanned(x + w / 2, y + hover + card_h / 2, card_w, 0.0)
        reach = (card_w * cos + card_h * sin) / 2  # an end card's half width, turned
        step = min(card_w * 0.55, (w - 2 * reach - 2 * FAN_INSET) / (count - 1))
        t = i / (count - 1) * 2 - 1  # -1 (left) .. 1 (right)
        left = x + (w - step * (count - 1)) / 2
        dip = card_h * DIP * t * t
        return Fanned(left + i * step, y + hover + card_h / 2 + dip, card_w, -spread * t)

    def hover(self, seat: int) -> float:
        """How far a rival's card under the pointer rises out of its fan."""
        return HOVER if self.level_row(seat) is None else HOVER_STACKED

    def fan_index(self, seat: int, point: tuple[float, float], count: int,
                  stash: bool = False) -> int | None:
        """The card of the fan under `point`: the strip of it that shows (the last card
        whole), or None."""
        if count <= 0:
            return None
        x, y, w, h = self.fan_room(seat, stash)
        if not (x <= point[0] <= x + w and y <= point[1] <= y + h):
            return None
        for i in reversed(range(count)):
            cx, cy, cw, ch = self.fan_card(seat, i, count, stash).rect()
            if cx <= point[0] <= cx + cw and y <= point[1] <= y + h:
                return i
        return None

    def stash_width(self, seat: int) -> float:
        return min(52.0, self.zone("hand", seat).h * 0.45)

    def stash_card(self, seat: int) -> Rect:
        """The Wolf's face-down stash: at the right end of the seat's hand."""
        z = self.zone("hand", seat)
        w = self.stash_width(seat)
        h = w / RATIO
        return (z.x + z.w - w, z.y + 4, w, h)

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's cards come from and go to (the middle of its hand)."""
        return self.zone("hand", seat).center

    # -- zoos --------------------------------------------------------------------------------
    def zoo_plan(self, seat: int, counts: list[int]) -> ZooPlan | ChipPlan:
        """The seat's zoo laid out in its zone: a rival's as tiles (chips), all the rivals'
        at one size, the size the most crowded of them fits (critics 23: Molly's lone lion
        stood as a large card beside Lanolin's tiles, read as a bug); yours, and a rival's
        where no tile fits, as cards, or chips where cards would be too small (`zoo_look`)."""
        zone = self.zone("zoo", seat).as_tuple()
        if self.pos(seat) != 0 and counts:
            chips = plan_chips(tuple(zone), len(counts), canvas.zoom(), self.rival_rank())
            if chips is not None:
                return chips
        return zoo_look(zone, counts)

    def rival_rank(self) -> int:
        """The size (its rank in `chip_sizes()`) every rival's zoo tiles are drawn at: the
        largest the most crowded rival zoo fits (0 before the zoos are known)."""
        if self.zoos is None:
            return 0
        zoom = canvas.zoom()
        ranks = [chip_rank(tuple(self.zone("zoo", seat).as_tuple()), len(counts), zoom)
                 for seat, counts in enumerate(self.zoos) if counts and self.pos(seat) != 0]
        return max((r for r in ranks if r is not None), default=0)

    # -- the middle of the table ----------------------------------------------------------
    def pond(self) -> Rect:
        """The watering hole's drawing, as large as its zone allows with room below its
        rim's foot for its counter."""
        z = self.zone("watering")
        under = COUNTER_GAP + COUNTER_H + 2  # below the rim's foot
        scale = min(z.w / POND[0], (z.h - under) / (POND[1] * RIM_FOOT))
        w, h = min(z.w, POND[0] * scale * POND_WIDER), POND[1] * scale
        tall = h * RIM_FOOT + under
        return (z.x + (z.w - w) / 2, z.y + (z.h - tall) / 2, w, h)

    def counter_room(self) -> float:
        """The widest the counter may be: across the band, under the pile and the Magpie
        (their zones end above it), wider than the pond."""
        pile, magpie = self.zone("pile"), self.zone("magpie")  # (they end above it)
        return max(self.zone("watering").w, magpie.x + magpie.w - pile.x) - 8

    def pond_counter(self, width: float) -> Rect:
        """The counter `width` wide: centred under the pond's lower rim, clear of it."""
        x, y, w, h = self.pond()
        width = min(width, self.counter_room())
        return (x + (w - width) / 2, y + h * RIM_FOOT + COUNTER_GAP, width, COUNTER_H)

    def pond_card(self, i: int, count: int) -> Rect:
        """The i-th card at the watering hole: in a line across the water, in the order they
        came, in two or three rows once many would hide each other (as your hand does)."""
        x, y, w, h = self.pond()
        room = (x + w * 0.08, y + h * 0.47 - POND_BLOCK * h / 2, w * 0.84, POND_BLOCK * h)
        card_w, rows = card_grid(room[2], h * (POND_CARD_TWO if self.players == 2 else
                                                POND_CARD), room[3], count)
        return grid_card(i, count, card_w, rows, room)

    def offer_card(self, i: int, count: int) -> Rect:
        """The advanced set-up: the i-th special card on offer, in a line across the upper
        water (the chosen ones gather face down below it)."""
        x, y, w, h = self.pond()
        card_h = h * 0.42  # (58 wide at 4-5 players: wide enough to name the card)
        card_w = card_h * RATIO
        step = card_w + GAP if count < 2 else min(card_w + GAP, (w * 0.92 - card_w) / (count - 1))
        total = card_w + step * max(0, count - 1)
        return (x + (w - total) / 2 + i * step, y + h * 0.12, card_w, card_h)

    def chosen_spot(self) -> Rect:
        """Where the chosen special cards wait face down to be dealt."""
        x, y, w, h = self.pond()
        card_h = h * 0.37
        card_w = card_h * RATIO
        return (x + (w - card_w) / 2, y + h * 0.57, card_w, card_h)

    def pile_card(self, name: str = "pile") -> Rect:
        """The top card of the pile, or the Thieving Magpie by it ("magpie"): centred in its
        zone above a caption."""
        z = self.zone(name)
        h = min(z.h - 56, PILE_CARD)
        w = h * RATIO
        return (z.x + (z.w - w) / 2, z.y + 8, w, h)

    def centre_of(self, rect: Rect) -> tuple[float, float]:
        x, y, w, h = rect
        return (x + w / 2, y + h / 2)
