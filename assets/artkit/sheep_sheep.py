"""Sheep Sheep (#16): a sheep face per colour, the card frame, the six Lucky Sheep and a mark
per colour.

Every colour (`palette.SHEEP_COLOURS`) shows three ways: its paint, its pattern behind the
sheep (dots, stripes, rays, checks, waves, zigzag) and its mark in the corner, so a player who
cannot tell the colours apart still tells the sheep apart. A face (`ss_sheep_<colour>`,
200 x 200) goes in the frame's `SS_FACE` window; the band below it (`SS_BAND`) prints only the turning arrows, and the
game draws the other side there: its chip in `SS_CHIP`.
"""

from __future__ import annotations

import math

from artkit.boom_cards import sparkle
from artkit.core import (
    CARD_H,
    CARD_W,
    C,
    Doc,
    card_blank,
    el,
    eye,
    group,
    mark,
    num,
    points,
    shine,
    toy,
)
from artkit.farm import cloud
from game.view import palette as P

FACE = 200
SS_FACE = (17, 17, 216, 216)
"""x, y, width, height of the window where a sheep face goes on `ss_card`."""
SS_BAND = (17, 244, 216, 89)
"""x, y, width, height of the band below the window: what the card's other side is."""
SS_CHIP = (109, 252, 74)
"""x, y and size of the band's square where the game draws the other side's chip: a tile of
its colour with its mark filling it, in the band's free middle right of the turning arrows
(none printed; a small sheep beside it said the same again)."""
SS_TURN = (41, 289, 36 / 52)
"""Centre and scale of the turning arrows at the band's left end: the card has another side
(scale 1: a circle of radius 20 with a 6-unit stroke, filling a 52-unit square)."""
CELL = 25


def inside(x: float, y: float, box: tuple[float, float, float, float], r: float) -> bool:
    """Whether a point lies in a rounded rectangle (x0, y0, x1, y1, corner radius r)."""
    x0, y0, x1, y1 = box
    if not (x0 <= x <= x1 and y0 <= y <= y1):
        return False
    cx, cy = min(max(x, x0 + r), x1 - r), min(max(y, y0 + r), y1 - r)
    return math.hypot(x - cx, y - cy) <= r


def pattern(kind: str, colour: str, box: tuple[float, float, float, float], r: float,
            opacity: float = 0.45) -> list[str]:
    """The colour's pattern, built cell by cell from shapes that stay inside the box."""
    x0, y0, x1, y1 = box
    parts, paths = [], []
    if kind == "rays":
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        reach = min(x1 - x0, y1 - y0) / 2 - 2
        for i in range(16):
            a = i * math.pi / 8
            parts.append(el("polygon", points=points(
                cx, cy, cx + reach * math.cos(a - 0.09), cy + reach * math.sin(a - 0.09),
                cx + reach * math.cos(a + 0.09), cy + reach * math.sin(a + 0.09)),
                fill=colour, fill_opacity=opacity))
        return parts
    for row in range(int((y1 - y0) // CELL) + 1):
        for col in range(int((x1 - x0) // CELL) + 1):
            x, y = x0 + col * CELL, y0 + row * CELL
            corners = ((x, y), (x + CELL, y), (x, y + CELL), (x + CELL, y + CELL))
            if not all(inside(px, py, box, r) for px, py in corners):
                continue
            if kind == "dots":
                shift = CELL / 2 if row % 2 else 0
                if inside(x + CELL / 2 + shift, y + CELL / 2, box, r):
                    parts.append(el("circle", cx=x + CELL / 2 + shift, cy=y + CELL / 2, r=5.5,
                                    fill=colour, fill_opacity=opacity))
            elif kind == "stripes":
                w = CELL * 0.36
                parts.append(el("polygon", points=points(x, y + CELL, x + CELL, y, x + CELL, y + w,
                                                         x + w, y + CELL),
                                fill=colour, fill_opacity=opacity))
            elif kind == "checks" and (row + col) % 2 == 0:
                parts.append(el("rect", x=x + 1, y=y + 1, width=CELL - 2, height=CELL - 2, rx=3,
                                fill=colour, fill_opacity=opacity))
            elif kind == "waves":
                paths.append(f"M{num(x)} {num(y + CELL / 2)} q {CELL / 4} -6 {CELL / 2} 0 "
                             f"t {CELL / 2} 0")
            elif kind == "zigzag":
                paths.append(f"M{num(x)} {num(y + CELL * 0.7)} L{num(x + CELL / 2)} {num(y + CELL * 0.3)} "
                             f"L{num(x + CELL)} {num(y + CELL * 0.7)}")
    if paths:
        parts.append(el("path", d=" ".join(paths), fill="none", stroke=colour, stroke_width=4.5,
                        stroke_opacity=opacity, stroke_linecap="round", stroke_linejoin="round"))
    return parts


FACE_DARK = P.hex_rgb("#3a3336")


def sheep_face(doc: Doc, look: P.SheepColour) -> list[str]:
    """A plastic sheep seen from the front, its wool in the colour, in the 200 x 200 box."""
    pink = P.hex_rgb("#f2a0b0")
    parts = cloud(doc, look.colour, [(34, 180, 16), (62, 172, 22), (100, 168, 26),
                                     (138, 172, 22), (166, 180, 16)])
    for side in (-1, 1):
        x = 100 + side * 58
        parts += toy(doc, "ellipse", FACE_DARK, rim=2, cx=x, cy=100, rx=22, ry=10,
                     transform=f"rotate({side * 24} {x} 100)")
        parts.append(el("ellipse", cx=x + side * 2, cy=100, rx=13, ry=5, fill=C(pink),
                        transform=f"rotate({side * 24} {x} 100)"))
    parts += cloud(doc, look.colour, [(56, 84, 18), (66, 60, 22), (88, 44, 24), (114, 42, 24),
                                      (136, 58, 22), (146, 82, 18)], 4)
    parts += toy(doc, "path", FACE_DARK, (0.4, 0.25), 3.5,
                 d="M100 60 C 130 60, 140 88, 136 116 C 132 142, 118 158, 100 158 "
                   "C 82 158, 68 142, 64 116 C 60 88, 70 60, 100 60 Z")
    parts += cloud(doc, look.colour, [(86, 66, 14), (100, 60, 16), (114, 66, 14)], 2.5)
    parts += [
        eye(84, 104, 6.5, white=True), eye(116, 104, 6.5, white=True),
        el("path", d="M92 136 C 96 140, 104 140, 108 136", fill="none", stroke=C(pink),
           stroke_width=3, stroke_linecap="round"),
        el("ellipse", cx=93, cy=128, rx=3, ry=2, fill="#1a1416"),
        el("ellipse", cx=107, cy=128, rx=3, ry=2, fill="#1a1416"),
        shine(82, 78, 8, 16, 8, 0.4),
        shine(78, 46, 16, 5, -14, 0.6),
    ]
    return parts


def face_badge(look: P.SheepColour, cx: float, cy: float, r: float) -> list[str]:
    """The colour's mark on a white disc: readable on any paint."""
    return [
        el("circle", cx=cx, cy=cy + 1.5, r=r + 1, fill="#000000", fill_opacity=0.25),
        el("circle", cx=cx, cy=cy, r=r, fill="#ffffff", stroke=C(P.INK), stroke_width=2),
        mark(look.mark, cx, cy, r * 0.72, C(look.colour), C(P.INK), max(1.5, r / 8)),
    ]


def face_tile(doc: Doc, look: P.SheepColour) -> list[str]:
    """The face on its patterned square: the picture of one side of a card."""
    box = (4, 4, FACE - 4, FACE - 4)
    parts = [
        el("rect", x=2, y=4, width=FACE - 4, height=FACE - 4, rx=22, fill="#000000",
           fill_opacity=0.2),
        el("rect", x=2, y=2, width=FACE - 4, height=FACE - 4, rx=22,
           fill=doc.radial([(0, C(P.lighter(look.colour, 0.75)), 1), (0.7, C(look.light), 1),
                            (1, C(P.mix(look.light, look.colour, 0.4)), 1)], 0.5, 0.4, 0.75),
           stroke=C(look.dark), stroke_width=3),
        *pattern(look.pattern, C(look.dark if look.name != "blue" else look.colour), box, 20,
                 0.3 if look.name != "yellow" else 0.45),
        *sheep_face(doc, look),
        *face_badge(look, 170, 170, 20),
    ]
    return parts


def face(look: P.SheepColour) -> Doc:
    doc = Doc(FACE, FACE)
    doc.add(*face_tile(doc, look))
    return doc


def colour_mark(look: P.SheepColour) -> Doc:
    doc = Doc(64, 64)
    doc.add(mark(look.mark, 32, 32, 26, C(look.colour), C(P.INK), 4.5))
    return doc


def flip_arrows(cx: float, cy: float, scale: float = 1.0) -> list[str]:
    """Two arrows chasing round a circle: the card has another side."""
    r, head = 20 * scale, 8 * scale
    parts = []
    for start in (200, 20):
        a0, a1 = math.radians(start), math.radians(start + 130)
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        parts.append(el("path", d=f"M{num(x0)} {num(y0)} A{num(r)} {num(r)} 0 0 1 {num(x1)} "
                                  f"{num(y1)}",
                        fill="none", stroke=C(P.INK_SOFT), stroke_width=num(6 * scale),
                        stroke_linecap="round"))
        tip = a1 + 0.35
        tx, ty = cx + r * math.cos(tip), cy + r * math.sin(tip)
        nx, ny = math.cos(a1), math.sin(a1)
        parts.append(el("polygon", points=points(tx, ty, x1 + nx * head, y1 + ny * head,
                                                 x1 - nx * head, y1 - ny * head),
                        fill=C(P.INK_SOFT)))
    return parts


def card_frame() -> Doc:
    """The sheep card: a window for the face and a band below it with the turning arrows
    (the game draws the other side's sheep and chip beside them)."""
    doc = Doc(CARD_W, CARD_H)
    doc.add(card_blank(doc.linear([(0, C(P.CREAM), 1), (1, C(P.CREAM_DARK), 1)]), C(P.WOOD_DARK)))
    x, y, w, h = SS_FACE
    doc.add(el("rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=24, fill=C(P.CREAM_DARK),
               stroke=C(P.GOLD_DARK), stroke_width=2))
    x, y, w, h = SS_BAND
    doc.add(el("rect", x=x, y=y, width=w, height=h, rx=14, fill="#ffffff", fill_opacity=0.45,
               stroke=C(P.GOLD_DARK), stroke_width=2))
    doc.add(*flip_arrows(*SS_TURN))
    return doc


def clover(doc: Doc, cx: float, cy: float, s: float) -> list[str]:
    green = P.hex_rgb("#3fa04a")
    parts = [el("path", d=f"M{cx} {cy} C {cx + 4 * s} {cy + 14 * s}, {cx + 10 * s} {cy + 20 * s}, "
                          f"{cx + 18 * s} {cy + 24 * s}", fill="none", stroke=C(P.darker(green, 0.3)),
                stroke_width=3 * s, stroke_linecap="round")]
    for a in (45, 135, 225, 315):
        parts += toy(doc, "path", green, (0.35, 0.3), 1.5 * s,
                     d=f"M{cx} {cy} C {cx - 12 * s} {cy - 10 * s}, {cx - 8 * s} {cy - 24 * s}, "
                       f"{cx} {cy - 18 * s} C {cx + 8 * s} {cy - 24 * s}, {cx + 12 * s} {cy - 10 * s}, "
                       f"{cx} {cy} Z",
                     transform=f"rotate({a} {cx} {cy})")
    return parts


def lucky(look: P.SheepColour) -> Doc:
    """A Lucky Sheep: the colour's sheep in a gold frame with a four-leaf clover."""
    doc = Doc(CARD_W, CARD_H)
    doc.add(card_blank(doc.glossy(P.GOLD, 0.3, 0.2), C(P.GOLD_DARK)))
    box = (16, 16, CARD_W - 16, CARD_H - 16)
    doc.add(el("rect", x=16, y=16, width=CARD_W - 32, height=CARD_H - 32, rx=14,
               fill=doc.radial([(0, C(P.lighter(look.colour, 0.8)), 1), (0.7, C(look.light), 1),
                                (1, C(P.mix(look.light, look.colour, 0.45)), 1)], 0.5, 0.4, 0.8)))
    doc.add(*pattern(look.pattern, C(look.dark if look.name != "blue" else look.colour), box, 14,
                     0.25 if look.name != "yellow" else 0.4))
    for i in range(12):
        a = i * math.pi / 6
        doc.add(el("polygon", points=points(125, 140, 125 + 100 * math.cos(a - 0.1),
                                            140 + 100 * math.sin(a - 0.1),
                                            125 + 100 * math.cos(a + 0.1),
                                            140 + 100 * math.sin(a + 0.1)),
                   fill="#ffffff", fill_opacity=0.35))
    doc.add(group("translate(25 34)", sheep_face(doc, look)))
    doc.add(*clover(doc, 62, 268, 1.5))
    horseshoe = P.hex_rgb("#b8bcc6")
    d = "M166 300 C 150 280, 154 244, 184 242 C 214 244, 218 280, 202 300"
    doc.add(el("path", d=d, fill="none", stroke=C(P.darker(horseshoe, 0.45)), stroke_width=15,
               stroke_linecap="round"))
    doc.add(el("path", d=d, fill="none", stroke=C(horseshoe), stroke_width=10, stroke_linecap="round"))
    for x, y in ((160, 270), (172, 250), (196, 250), (208, 270)):
        doc.add(el("circle", cx=x, cy=y, r=2, fill=C(P.INK_SOFT)))
    for x, y, r in ((40, 60, 8), (214, 84, 7), (120, 300, 6), (30, 190, 5)):
        doc.add(sparkle(x, y, r, "#ffffff"))
    doc.add(*face_badge(look, 40, 40, 20), *face_badge(look, CARD_W - 40, CARD_H - 40, 20))
    doc.add(el("rect", x=16, y=16, width=CARD_W - 32, height=CARD_H - 32, rx=14, fill="none",
               stroke=C(P.GOLD_DARK), stroke_width=3))
    return doc


def build() -> dict[str, Doc]:
    art: dict[str, Doc] = {"ss_card": card_frame()}
    for name, look in P.SHEEP_COLOURS.items():
        art[f"ss_sheep_{name}"] = face(look)
        art[f"ss_lucky_{name}"] = lucky(look)
        art[f"ss_mark_{name}"] = colour_mark(look)
    return art
