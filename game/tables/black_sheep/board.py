"""Where every Black Sheep piece rests on the screen, from the table map's zones.

Pure geometry over `game.levels.Layout`: positions are relative to the viewer (position 0 at
the bottom), so the same map serves every seat in hot seat.
"""

from __future__ import annotations

from game.levels import Layout, Zone
from game.rules.black_sheep import ANIMALS

CARD_RATIO = 0.7  # width / height of an animal card
NAME_ROOM = 216  # the viewer's name at the top left of their hand panel
INSTRUCTION_H = 42  # two lines of the instruction, right of the name


class Board:
    def __init__(self, layout: Layout, players: int, base_seat: int):
        self.layout = layout
        self.players = players
        self.base = base_seat

    def pos(self, seat: int) -> int:
        """The seat's place at the table as seen by the viewer (0 = bottom)."""
        return (seat - self.base) % self.players

    def zone(self, name: str) -> Zone:
        return self.layout[name]

    def instruction(self) -> tuple[float, float, float, float]:
        """The instruction line's box: the top of the viewer's hand panel, right of their
        name and left of their buttons, so it never lies over a field."""
        panel, controls = self.zone("panel_0"), self.zone("controls")
        x = panel.x + NAME_ROOM
        return (x, panel.y + 4, controls.x - 8 - x, INSTRUCTION_H)

    # -- cards -----------------------------------------------------------------------
    def hand_card(self, i: int, count: int) -> tuple[float, float, float, float]:
        """The viewer's cards, in a row under the instruction line."""
        z = self.zone("hand_0")
        top = self.zone("panel_0").y + INSTRUCTION_H + 8
        h = z.y + z.h - 6 - top
        w = h * CARD_RATIO
        gap = 14
        total = count * w + (count - 1) * gap
        x = z.x + (z.w - total) / 2 + i * (w + gap)
        return (x, top, w, h)

    def side_card(self, field: int, seat: int, i: int) -> tuple[float, float, float, float]:
        z = self.zone(f"side_{field}_{self.pos(seat)}")
        h = min(z.h - 2, 112)
        w = h * CARD_RATIO
        x = z.x + 34 + i * (w + 6)
        return (x, z.y + (z.h - h) / 2, w, h)

    def rival_hand(self, seat: int) -> Zone:
        return self.zone(f"hand_{self.pos(seat)}")

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's cards come from and go to (the middle of its hand)."""
        if self.pos(seat) == 0:
            return self.zone("hand_0").center
        return self.rival_hand(seat).center

    # -- figures -----------------------------------------------------------------------
    def field_figure(self, field: int, i: int, count: int) -> tuple[float, float]:
        """The feet of the i-th figure standing on a field."""
        z = self.zone(f"figures_{field}")
        step = z.w / (count + 1)
        return (z.x + step * (i + 1), z.y + z.h - 8)

    def figure_height(self, where: str) -> int:
        if where == "field":
            return min(96, int(self.zone("figures_0").h) - 16)
        return 44 if where == "corral_0" else 30

    def corral_figure(self, seat: int, animal: str, k: int) -> tuple[float, float]:
        """The k-th figure of `animal` in a corral: one column per kind, stacked up."""
        z = self.zone(f"corral_{self.pos(seat)}")
        col = ANIMALS.index(animal)
        size = self.figure_height("corral_0" if self.pos(seat) == 0 else "corral")
        colw = z.w / len(ANIMALS)
        x = z.x + colw * (col + 0.5) + (k % 2) * size * 0.25 - size * 0.12
        y = z.y + z.h - 4 - (k // 2) * size * 0.42 - (k % 2) * size * 0.18
        return (x, y)

    def deck(self) -> Zone:
        return self.zone("deck")

    def discard(self) -> Zone:
        return self.zone("discard")
