"""Where every Bye-Bye Black Sheep card rests on the screen, from the table map's zones.

Pure geometry over `game.levels.Layout`: positions are relative to the viewer (position 0 at
the bottom, the rivals clockwise from their left), so one map serves every seat in hot seat.
A rival's hand is a fan of backs; yours is a row of faces; a zoo is a column per animal,
its cards stacked so that every number shows, as large as the zoo's zone allows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.levels import Layout, Zone
from game.tables.bye_bye.faces import RATIO

Rect = tuple[float, float, float, float]
LIFT = 14  # a picked card of your hand rises this much (with its gold edge)
HOVER = 12  # a rival's card under the pointer rises this much out of the fan
STACK = 0.27  # a zoo column's cards overlap by all but this share of a card's height
GAP = 6
POND = (480, 300)  # the watering hole's drawing


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


def plan_zoo(zone: Rect, counts: list[int], largest: float = 96.0) -> ZooPlan:
    """A zoo's columns (one per animal, `counts` cards each) at the largest card that lets
    them all fit `zone`, wrapping into rows where that makes the cards larger."""
    zx, zy, zw, zh = zone
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


class Board:
    def __init__(self, layout: Layout, players: int, base_seat: int):
        self.layout = layout
        self.players = players
        self.base = base_seat

    def pos(self, seat: int) -> int:
        """The seat's place at the table as seen by the viewer (0 = bottom)."""
        return (seat - self.base) % self.players

    def zone(self, kind: str, seat: int | None = None) -> Zone:
        return self.layout[kind if seat is None else f"{kind}_{self.pos(seat)}"]

    def panel(self, seat: int) -> Zone:
        return self.zone("panel", seat)

    def name_row(self, seat: int) -> Rect:
        """The row at the top of a panel: the seat's mark, name and standing."""
        z = self.panel(seat)
        if self.pos(seat) == 0:
            return (z.x + 8, z.y + 4, self.zone("zoo", seat).w, 28)
        return (z.x + 8, z.y + 3, z.w - 16, 28)

    # -- your hand ---------------------------------------------------------------------------
    def hand_card(self, i: int, count: int) -> Rect:
        """Your i-th card: as tall as the hand's zone allows (room above for a picked card to
        rise), side by side, overlapping once the hand would not fit."""
        z = self.zone("hand_0")
        h = z.h - LIFT - 2
        w = h * RATIO
        step = w + GAP if count < 2 else min(w + GAP, (z.w - w) / (count - 1))
        total = w + step * max(0, count - 1)
        return (z.x + (z.w - total) / 2 + i * step, z.y + LIFT, w, h)

    # -- a rival's fan -----------------------------------------------------------------------
    def fan_room(self, seat: int, stash: bool) -> Rect:
        """Where a rival's fan lies: the hand's zone, less a line for its words at the bottom
        and, while the Wolf's stash waits there, the stash's place at its right."""
        z = self.zone("hand", seat)
        return (z.x, z.y + 2, z.w - (self.stash_width(seat) + GAP if stash else 0), z.h - 24)

    def fan_card(self, seat: int, i: int, count: int, stash: bool = False) -> Fanned:
        x, y, w, h = self.fan_room(seat, stash)
        card_h = min(h - HOVER, 112)
        card_w = card_h * RATIO
        if count < 2:
            return Fanned(x + w / 2, y + HOVER + card_h / 2, card_w, 0.0)
        step = min(card_w * 0.55, (w - card_w - 8) / (count - 1))
        spread = min(14.0, 2.2 * count)  # degrees at each end
        t = i / (count - 1) * 2 - 1  # -1 (left) .. 1 (right)
        left = x + (w - card_w - step * (count - 1)) / 2 + card_w / 2
        dip = card_h * 0.08 * t * t
        return Fanned(left + i * step, y + HOVER + card_h / 2 + dip, card_w, -spread * t)

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
    def zoo_plan(self, seat: int, counts: list[int]) -> ZooPlan:
        """The seat's zoo laid out in its zone (see `plan_zoo`)."""
        return plan_zoo(self.zone("zoo", seat).as_tuple(), counts)

    # -- the middle of the table ----------------------------------------------------------
    def pond(self) -> Rect:
        """The watering hole's drawing, as large as its zone allows."""
        z = self.zone("watering")
        scale = min(z.w / POND[0], z.h / POND[1])
        w, h = POND[0] * scale, POND[1] * scale
        return (z.x + (z.w - w) / 2, z.y + (z.h - h) / 2, w, h)

    def pond_card(self, i: int, count: int) -> Rect:
        """The i-th card at the watering hole: in a line across the water, in the order they
        came, overlapping once there are many."""
        x, y, w, h = self.pond()
        card_h = h * 0.46
        card_w = card_h * RATIO
        room = w * 0.8
        step = card_w + GAP if count < 2 else min(card_w + GAP, (room - card_w) / (count - 1))
        total = card_w + step * max(0, count - 1)
        return (x + (w - total) / 2 + i * step, y + h * 0.47 - card_h / 2, card_w, card_h)

    def offer_card(self, i: int, count: int) -> Rect:
        """The advanced set-up: the i-th special card on offer, in a line across the upper
        water (the chosen ones gather face down below it)."""
        x, y, w, h = self.pond()
        card_h = h * 0.37
        card_w = card_h * RATIO
        step = card_w + GAP if count < 2 else min(card_w + GAP, (w * 0.92 - card_w) / (count - 1))
        total = card_w + step * max(0, count - 1)
        return (x + (w - total) / 2 + i * step, y + h * 0.14, card_w, card_h)

    def chosen_spot(self) -> Rect:
        """Where the chosen special cards wait face down to be dealt."""
        x, y, w, h = self.pond()
        card_h = h * 0.37
        card_w = card_h * RATIO
        return (x + (w - card_w) / 2, y + h * 0.55, card_w, card_h)

    def pile_card(self, name: str = "pile") -> Rect:
        """The top card of the pile, or the Thieving Magpie by it ("magpie"): centred in its
        zone above a caption."""
        z = self.zone(name)
        h = min(z.h - 44, 140.0)
        w = h * RATIO
        return (z.x + (z.w - w) / 2, z.y + 8, w, h)

    def centre_of(self, rect: Rect) -> tuple[float, float]:
        x, y, w, h = rect
        return (x + w / 2, y + h / 2)
