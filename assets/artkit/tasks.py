"""Black Sheep's 12 task cards (#14), named `task_<id>` with ":" and "+" as "_".

Every card is 250 x 350: a kind icon top left (a crown for a majority, a link for a
combination), a gold rosette top right where the game writes the points (`TASK_POINTS`, its
centre and radius), the animals in a sky-and-grass window, and a band below where the game
writes the task's label (`TASK_LABEL`). The black-sheep task is a black card with a red
warning "!" instead of points, so it cannot be taken for any other.
"""

from __future__ import annotations

import math

from artkit.core import CARD_H, CARD_W, C, Doc, card_blank, el, num, points, shine, toy
from artkit.farm import animal_at
from game.rules.black_sheep.tasks import TASKS, Task
from game.view import palette as P

TASK_POINTS = (196, 52, 30)
"""cx, cy, r of the rosette where the game writes a task's points."""
TASK_LABEL = (26, 266, 198, 58)
"""x, y, width, height of the band where the game writes a task's label."""


def asset_name(task_id: str) -> str:
    return "task_" + task_id.replace(":", "_").replace("+", "_")


def rosette(doc: Doc, cx: float, cy: float, r: float, colour: P.Colour) -> list[str]:
    """A prize rosette: a scalloped ring and ribbons, its centre left plain for a number."""
    xy = []
    for i in range(32):
        a = i * math.pi / 16
        radius = r * (1.0 if i % 2 == 0 else 0.86)
        xy += [cx + radius * math.cos(a), cy + radius * math.sin(a)]
    ribbon = P.hex_rgb("#2f6fd8")
    return [
        el("polygon", points=points(cx - r * 0.5, cy + r * 0.5, cx - r * 0.85, cy + r * 1.5,
                                    cx - r * 0.45, cy + r * 1.3, cx - r * 0.2, cy + r * 1.6,
                                    cx, cy + r * 0.6), fill=C(ribbon),
           stroke=C(P.darker(ribbon, 0.4)), stroke_width=1.5),
        el("polygon", points=points(cx + r * 0.5, cy + r * 0.5, cx + r * 0.85, cy + r * 1.5,
                                    cx + r * 0.45, cy + r * 1.3, cx + r * 0.2, cy + r * 1.6,
                                    cx, cy + r * 0.6), fill=C(P.darker(ribbon, 0.15)),
           stroke=C(P.darker(ribbon, 0.4)), stroke_width=1.5),
        *toy(doc, "polygon", colour, (0.35, 0.25), 3, points=points(*xy)),
        el("circle", cx=cx, cy=cy, r=r * 0.66, fill=doc.glossy(P.lighter(P.CREAM, 0.3), 0.4, 0.3),
           stroke=C(P.darker(colour, 0.35)), stroke_width=2),
    ]


def crown(doc: Doc, cx: float, cy: float, s: float) -> list[str]:
    """A gold crown: the task for the most of one kind."""
    d = (f"M{num(cx - 20 * s)} {num(cy + 12 * s)} L{num(cx - 24 * s)} {num(cy - 12 * s)} "
         f"L{num(cx - 10 * s)} {num(cy)} L{num(cx)} {num(cy - 18 * s)} L{num(cx + 10 * s)} {num(cy)} "
         f"L{num(cx + 24 * s)} {num(cy - 12 * s)} L{num(cx + 20 * s)} {num(cy + 12 * s)} Z")
    parts = toy(doc, "path", P.GOLD, (0.35, 0.2), 2.5, d=d)
    for x, y in ((-24, -12), (0, -18), (24, -12)):
        parts.append(el("circle", cx=cx + x * s, cy=cy + y * s, r=3.2 * s, fill=C(P.DANGER),
                        stroke=C(P.GOLD_DARK), stroke_width=1))
    parts.append(el("rect", x=cx - 20 * s, y=cy + 6 * s, width=40 * s, height=6 * s,
                    fill=C(P.GOLD_DARK)))
    return parts


def link(doc: Doc, cx: float, cy: float, s: float) -> list[str]:
    """Two linked rings: the task for a set of animals together."""
    parts = []
    for dx, colour in ((-8, P.GOLD), (8, P.GOLD_DARK)):
        parts.append(el("circle", cx=cx + dx * s, cy=cy, r=11 * s, fill="none",
                        stroke=C(P.darker(colour, 0.35)), stroke_width=7 * s))
        parts.append(el("circle", cx=cx + dx * s, cy=cy, r=11 * s, fill="none",
                        stroke=C(colour), stroke_width=4.5 * s))
    return parts


def plus(cx: float, cy: float, r: float) -> list[str]:
    """A bold gold "+" between the animals of a combination."""
    a, b = r * 0.32, r
    outline = points(cx - a, cy - b, cx + a, cy - b, cx + a, cy - a, cx + b, cy - a, cx + b,
                     cy + a, cx + a, cy + a, cx + a, cy + b, cx - a, cy + b, cx - a, cy + a,
                     cx - b, cy + a, cx - b, cy - a, cx - a, cy - a)
    return [el("polygon", points=outline, fill=C(P.GOLD), stroke=C(P.WOOD_DARK), stroke_width=2.5,
               stroke_linejoin="round")]


def window(doc: Doc, sky: P.Colour = P.SKY) -> list[str]:
    """The picture window: sky over a meadow, with the card's gold edge."""
    return [
        el("rect", x=20, y=84, width=CARD_W - 40, height=170, rx=14,
           fill=doc.linear([(0, C(sky), 1), (1, C(P.lighter(sky, 0.6)), 1)]),
           stroke=C(P.WOOD_LIGHT), stroke_width=3),
        el("path", d="M21.5 200 C 70 186, 180 186, 228.5 200 L 228.5 240 C 228.5 248, 222 252.5, "
                     "214 252.5 L 36 252.5 C 28 252.5, 21.5 248, 21.5 240 Z",
           fill=doc.linear([(0, C(P.PASTURE), 1), (1, C(P.PASTURE_DARK), 1)])),
    ]


def label_band(doc: Doc, dark: bool = False) -> str:
    x, y, w, h = TASK_LABEL
    fill = "#2a2a30" if dark else "#ffffff"
    return el("rect", x=x - 4, y=y - 4, width=w + 8, height=h + 8, rx=10, fill=fill,
              fill_opacity=0.7 if not dark else 0.9,
              stroke=C(P.GOLD_DARK if not dark else P.DANGER), stroke_width=2)


def task_card(task: Task) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    if task.kind == "only_black_sheep":
        return warning_card(doc)
    doc.add(card_blank(doc.linear([(0, C(P.CREAM), 1), (1, C(P.CREAM_DARK), 1)]), C(P.WOOD_DARK)))
    doc.add(el("rect", x=14, y=14, width=CARD_W - 28, height=CARD_H - 28, rx=12, fill="none",
               stroke=C(P.GOLD_DARK), stroke_width=2))
    doc.add(*window(doc))
    animals = task.animals
    if task.kind == "majority":
        kind = animals[0]
        doc.add(animal_at(doc, kind, 88, 102, 0.6, mirror=True))
        doc.add(animal_at(doc, kind, -2, 108, 0.6))
        doc.add(animal_at(doc, kind, 34, 112, 0.9))
        doc.add(*crown(doc, 48, 48, 1.15))
    else:
        doc.add(*link(doc, 48, 50, 1.3))
        if len(animals) == 2:
            for i, kind in enumerate(animals):
                doc.add(animal_at(doc, kind, 0 + i * 118, 151, 0.66, mirror=i == 1))
            doc.add(*plus(125, 128, 13))
        else:
            back, front = animals[:2], animals[2]
            for i, kind in enumerate(back):
                doc.add(animal_at(doc, kind, 2 + i * 116, 128, 0.56, mirror=i == 1))
            doc.add(animal_at(doc, front, 62, 158, 0.62))
    doc.add(*rosette(doc, *TASK_POINTS, P.GOLD))
    doc.add(label_band(doc))
    return doc


def warning_card(doc: Doc) -> Doc:
    """The black-sheep task: a black card, hazard stripes, a black sheep under a red "!"."""
    night = P.hex_rgb("#24232a")
    doc.add(card_blank(doc.radial([(0, C(P.lighter(night, 0.2)), 1), (1, C(night), 1)],
                                  0.5, 0.4, 0.8), C(P.DANGER)))
    doc.add(el("rect", x=14, y=14, width=CARD_W - 28, height=30, rx=6, fill=C(P.GOLD)))
    doc.add(*(el("polygon", points=points(x, 44, x + 11, 44, x + 23, 14, x + 12, 14),
                 fill="#1a1a1e") for x in range(16, CARD_W - 38, 22)))
    doc.add(el("rect", x=14, y=14, width=CARD_W - 28, height=CARD_H - 28, rx=12, fill="none",
               stroke=C(P.DANGER), stroke_width=4))
    doc.add(el("circle", cx=125, cy=150, r=84, fill=doc.radial(
        [(0, C(P.DANGER), 0.55), (0.7, C(P.DANGER), 0.18), (1, C(P.DANGER), 0)], 0.5, 0.5, 0.5)))
    doc.add(animal_at(doc, "black_sheep", 30, 118, 0.95))
    sign = P.hex_rgb("#f7c81e")
    doc.add(*toy(doc, "path", sign, (0.35, 0.2), 4,
                 d="M125 54 C 130 54, 133 57, 136 62 L 190 150 C 194 157, 190 162, 182 162 "
                   "L 68 162 C 60 162, 56 157, 60 150 L 114 62 C 117 57, 120 54, 125 54 Z"))
    doc.add(el("path", d="M118 84 C 118 78, 132 78, 132 84 L 128 128 C 127.5 132, 122.5 132, "
                         "122 128 Z", fill="#1a1a1e"))
    doc.add(el("circle", cx=125, cy=145, r=8, fill="#1a1a1e"))
    doc.add(shine(108, 86, 4, 16, 30, 0.5))
    doc.add(label_band(doc, dark=True))
    return doc


def build() -> dict[str, Doc]:
    return {asset_name(task_id): task_card(task) for task_id, task in TASKS.items()}
