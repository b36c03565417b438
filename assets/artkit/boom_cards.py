"""Sheep-Boom-Bah's 20 card pictures, one per card type, each 218 x 150 (`BB_WINDOW` of the
frame): what the card does, told with the plastic sheep and their friends and foes."""

from __future__ import annotations

import math
from collections.abc import Callable

from artkit.core import C, Doc, el, group, num, points, shadow, shine, toy
from artkit.farm import (
    BARN_RED,
    ROOF,
    SHEEP_FACE,
    at,
    barn,
    cloud,
    cone_parts,
    die_parts,
    mine_parts,
    sheep_head,
    sheep_toy,
    white_sheep,
)
from artkit.wild import dog, fox, wolf
from game.view import palette as P

PIC_W, PIC_H = 218, 150

SKY = (P.hex_rgb("#8fd0ef"), P.hex_rgb("#e6f6fc"))
STORM = (P.hex_rgb("#5d6378"), P.hex_rgb("#a9b0bd"))
DUSK = (P.hex_rgb("#4c4a86"), P.hex_rgb("#e7a9a0"))
MAGIC = (P.hex_rgb("#3b2d6e"), P.hex_rgb("#8a63c4"))
ALARM = (P.hex_rgb("#f6c453"), P.hex_rgb("#fbe9b0"))


def backdrop(doc: Doc, sky: tuple[P.Colour, P.Colour] = SKY, hill: float = 104,
             grass: P.Colour = P.PASTURE) -> None:
    """The sky and a rolling meadow, inside the picture's rounded edge."""
    doc.add(el("rect", x=0, y=0, width=PIC_W, height=PIC_H,
               fill=doc.linear([(0, C(sky[0]), 1), (1, C(sky[1]), 1)])))
    doc.add(el("path", d=f"M0 {hill} C 50 {hill - 16}, 110 {hill - 12}, 150 {hill - 2} "
                         f"C 180 {hill - 12}, 205 {hill - 10}, {PIC_W} {hill - 6} "
                         f"L{PIC_W} {PIC_H} L0 {PIC_H} Z",
               fill=doc.linear([(0, C(P.lighter(grass, 0.15)), 1), (1, C(P.darker(grass, 0.2)), 1)])))


def edge(doc: Doc) -> None:
    doc.add(el("rect", x=0.5, y=0.5, width=PIC_W - 1, height=PIC_H - 1, fill="none",
               stroke=C(P.INK_SOFT), stroke_width=2))


def clouds(doc: Doc, spots: list[tuple[float, float, float]], colour: str = "#ffffff",
           opacity: float = 0.85) -> None:
    for x, y, r in spots:
        doc.add(el("path", d=f"M{num(x - 2.2 * r)} {num(y)} C{num(x - 2.4 * r)} {num(y - r)}, "
                             f"{num(x - 1.2 * r)} {num(y - 1.4 * r)}, {num(x - 0.6 * r)} {num(y - r)} "
                             f"C{num(x - 0.3 * r)} {num(y - 2 * r)}, {num(x + 1.2 * r)} {num(y - 2 * r)}, "
                             f"{num(x + 1.2 * r)} {num(y - 0.9 * r)} C{num(x + 2.2 * r)} {num(y - 1.2 * r)}, "
                             f"{num(x + 2.6 * r)} {num(y)}, {num(x + 2.2 * r)} {num(y)} Z",
                   fill=colour, fill_opacity=opacity))


def sparkle(x: float, y: float, r: float, colour: str = "#fff6c8") -> str:
    """A four-pointed twinkle."""
    q = r * 0.22
    return el("polygon", points=points(x, y - r, x + q, y - q, x + r, y, x + q, y + q, x, y + r,
                                       x - q, y + q, x - r, y, x - q, y - q), fill=colour)


def motion(doc: Doc, lines: list[tuple[float, float, float]], colour: str = "#ffffff") -> None:
    """Speed lines: (x, y, length) drawn leftwards from x."""
    doc.add(el("path", d=" ".join(f"M{num(x)} {num(y)} l{num(-n)} 0" for x, y, n in lines),
               stroke=colour, stroke_width=3, stroke_linecap="round", stroke_opacity=0.8))


def arrow_path(d: str, colour: P.Colour, width: float) -> list[str]:
    """A thick glossy arrow shaft along a path (the head is drawn separately)."""
    return [el("path", d=d, fill="none", stroke=C(P.darker(colour, 0.45)), stroke_width=width + 5,
               stroke_linecap="round"),
            el("path", d=d, fill="none", stroke=C(colour), stroke_width=width,
               stroke_linecap="round"),
            el("path", d=d, fill="none", stroke="#ffffff", stroke_width=width * 0.25,
               stroke_linecap="round", stroke_opacity=0.5, transform="translate(-1 -2)")]


def fox_pic(doc: Doc) -> None:
    backdrop(doc)
    clouds(doc, [(40, 28, 8), (170, 20, 6)])
    fence_row(doc, 118, 70)
    motion(doc, [(30, 96, 26), (24, 108, 18), (34, 84, 14)])
    doc.add(at(30, 14, 0.86, fox(doc, carrying=white_sheep(doc, ground=False))))


def fence_row(doc: Doc, x: float, y: float, posts: int = 4) -> None:
    """A short wooden fence standing on y + 30: a barnyard."""
    wood = doc.linear([(0, C(P.WOOD_LIGHT), 1), (1, C(P.WOOD), 1)])
    for bar in (y + 8, y + 18):
        doc.add(el("rect", x=x - 4, y=bar, width=posts * 26, height=5, rx=2, fill=wood,
                   stroke=C(P.WOOD_DARK), stroke_width=1.2))
    for i in range(posts):
        doc.add(el("rect", x=x + i * 26, y=y, width=7, height=30, rx=2, fill=wood,
                   stroke=C(P.WOOD_DARK), stroke_width=1.2))


def dog_pic(doc: Doc) -> None:
    backdrop(doc)
    clouds(doc, [(180, 26, 7)])
    fence_row(doc, 176, 80, 2)
    doc.add(at(120, 56, 0.5, white_sheep(doc)))
    for i, (x, y) in enumerate(((112, 92), (108, 106), (114, 120))):
        doc.add(el("path", d=f"M{x} {y} q 6 {-4 + i * 4} 12 {-2 + i * 2}", fill="none",
                   stroke="#ffffff", stroke_width=2.5, stroke_linecap="round"))
    doc.add(at(4, 44, 0.6, dog(doc)))  # whole, its tail inside the picture (critics 21)


def tornado_pic(doc: Doc) -> None:
    backdrop(doc, STORM, 112, P.hex_rgb("#6f9a4a"))
    clouds(doc, [(60, 18, 12), (140, 14, 14), (200, 22, 9)], "#4a4f60", 0.95)
    funnel = doc.linear([(0, "#8d94a3", 1), (1, "#d0d4dc", 1)], 0, 0, 1, 0)
    for i in range(8):
        t = i / 7
        cx, cy = 116 + 14 * math.sin(i * 1.3) * (1 - t), 18 + t * 92
        rx, ry = 46 * (1 - t) + 8, 7 * (1 - t) + 3
        doc.add(el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill=funnel, stroke="#5b6170",
                   stroke_width=1.5, fill_opacity=0.92))
    doc.add(at(20, 74, 0.62, barn(doc, BARN_RED, ROOF), 0))
    doc.add(group("rotate(-28 62 80)", [el("path", d="M40 82 L 70 58 L 100 82 L 96 86 L 70 66 L 44 86 Z",
                                               fill=doc.glossy(ROOF), stroke=C(P.darker(ROOF)),
                                               stroke_width=1.5)]))
    doc.add(at(92, 20, 0.42, white_sheep(doc, ground=False), -35))
    for x, y, a in ((170, 60, 30), (150, 96, -20), (76, 40, 60)):
        doc.add(el("rect", x=x, y=y, width=16, height=4, rx=1, fill=C(P.WOOD),
                   transform=f"rotate({a} {x} {y})"))


def hand_parts(doc: Doc) -> list[str]:
    """A farmer's raised hand, palm out, on a checked sleeve, in a 120 x 150 box."""
    skin = P.hex_rgb("#f2bf94")
    shirt = P.hex_rgb("#c8372f")
    parts = [el("path", d="M30 150 L 34 112 L 92 112 L 96 150 Z", fill=doc.glossy(shirt, 0.3, 0.2),
                stroke=C(P.darker(shirt, 0.45)), stroke_width=2.2)]
    for x in (44, 62, 80):
        parts.append(el("rect", x=x - 3, y=112, width=7, height=38, fill="#2a1c1c", fill_opacity=0.45))
    parts.append(el("rect", x=34, y=126, width=60, height=7, fill="#2a1c1c", fill_opacity=0.45))
    parts.append(el("rect", x=30, y=108, width=66, height=10, rx=4, fill=doc.glossy(P.CREAM),
                    stroke=C(P.INK_SOFT), stroke_width=1.5))
    for x, top, w in ((34, 22, 15), (50, 10, 15), (66, 12, 15), (82, 26, 14)):
        parts += toy(doc, "rect", skin, (0.3, 0.15), 2.5, x=x, y=top, width=w, height=70, rx=7.5)
    parts += toy(doc, "path", skin, (0.35, 0.3), 3,
                 d="M34 58 C 34 50, 96 50, 96 58 L 96 92 C 96 108, 84 112, 64 112 "
                   "C 44 112, 34 106, 34 92 Z")
    parts += toy(doc, "path", skin, (0.3, 0.3), 2.5,
                 d="M36 84 C 24 78, 14 62, 10 54 C 8 46, 18 42, 24 50 C 30 58, 36 64, 42 70 Z")
    for x, top in ((37, 26), (53, 14), (69, 16), (85, 30)):
        parts.append(el("path", d=f"M{x} {top + 4} l 0 -1 c 2 -4 7 -4 9 0", fill="#ffffff",
                        fill_opacity=0.6))
    parts.append(el("path", d="M48 80 C 56 86, 74 86, 82 80", fill="none",
                    stroke=C(P.darker(skin, 0.3)), stroke_width=2, stroke_linecap="round"))
    parts.append(shine(52, 68, 12, 5, -10, 0.45))
    return parts


def no_pic(doc: Doc) -> None:
    backdrop(doc, ALARM, 130, P.hex_rgb("#e79a3a"))
    for i in range(16):
        a = i * math.pi / 8
        doc.add(el("polygon", points=points(109, 76, 109 + 160 * math.cos(a - 0.09),
                                            76 + 160 * math.sin(a - 0.09),
                                            109 + 160 * math.cos(a + 0.09),
                                            76 + 160 * math.sin(a + 0.09)),
                   fill="#ffffff", fill_opacity=0.25))
    doc.add(group("translate(150 18) rotate(24)", card_back_parts(doc, 0.18)))
    doc.add(el("path", d="M140 22 l 10 -12 M158 26 l 14 -8 M150 14 l 6 -12", stroke="#ffffff",
               stroke_width=3, stroke_linecap="round"))
    doc.add(el("circle", cx=82, cy=78, r=62, fill="none", stroke=C(P.DANGER), stroke_width=9,
               stroke_opacity=0.9))
    doc.add(group("translate(28 4) scale(0.98)", hand_parts(doc)))


def card_back_parts(doc: Doc, scale: float) -> list[str]:
    """A small dark red card back (250 x 350 units times `scale`)."""
    red = P.hex_rgb("#8a2432")
    return [group(f"scale({scale})", [
        el("rect", x=2, y=2, width=246, height=346, rx=20, fill=doc.glossy(red, 0.4, 0.3),
           stroke=C(P.WOOD_DARK), stroke_width=8),
        el("rect", x=22, y=22, width=206, height=306, rx=12, fill="none", stroke=C(P.CREAM),
           stroke_width=8),
        el("circle", cx=125, cy=175, r=60, fill=C(P.CREAM), stroke=C(P.GOLD), stroke_width=10),
        el("ellipse", cx=125, cy=175, rx=34, ry=24, fill="#ffffff", stroke=C(P.INK_SOFT),
           stroke_width=6),
    ])]


def wolf_pic(doc: Doc) -> None:
    backdrop(doc, DUSK, 112, P.hex_rgb("#5c8a44"))
    doc.add(el("circle", cx=180, cy=30, r=16, fill="#fbf3c8"))
    doc.add(el("circle", cx=186, cy=26, r=14, fill=C(P.mix(DUSK[0], DUSK[1], 0.2))))
    doc.add(at(14, 4, 0.9, wolf(doc, in_fleece=True)))


def hero_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 110)
    for i in range(12):
        a = i * math.pi / 6
        doc.add(el("polygon", points=points(104, 70, 104 + 140 * math.cos(a - 0.1),
                                            70 + 140 * math.sin(a - 0.1),
                                            104 + 140 * math.cos(a + 0.1),
                                            70 + 140 * math.sin(a + 0.1)),
                   fill="#fff4b0", fill_opacity=0.35))
    doc.add(group("translate(106 120) scale(1.6)", [el("ellipse", cx=0, cy=0, rx=26, ry=7,
                                                       fill="#000000", fill_opacity=0.25)]))
    doc.add(group("translate(80 92) scale(1.0)", mine_parts(doc, 26, 20, 16)))
    cape = P.hex_rgb("#d7372f")
    doc.add(*toy(doc, "path", cape, (0.4, 0.2), 3,
                 d="M92 50 C 70 44, 40 40, 18 52 C 30 58, 28 70, 20 80 C 44 80, 66 76, 96 64 Z"))
    doc.add(at(40, -2, 0.62, white_sheep(doc, ground=False)))
    doc.add(group("translate(150 86) scale(0.72)", cone_parts(doc)))
    for x, y, r in ((28, 30, 7), (186, 40, 6), (170, 16, 5)):
        doc.add(sparkle(x, y, r))


def ambulance_parts(doc: Doc) -> list[str]:
    """A small ambulance van facing right, in a 170 x 100 box, wheels on y = 96."""
    white = P.hex_rgb("#f6f4ee")
    red = P.DANGER
    parts = [shadow(doc, 86, 96, 82, 6)]
    parts += toy(doc, "path", white, (0.3, 0.2), 4,
                 d="M8 24 C 8 18, 12 14, 18 14 L 110 14 C 116 14, 120 18, 122 24 L 132 44 "
                   "L 156 50 C 164 52, 168 58, 168 66 L 168 82 C 168 86, 166 88, 162 88 "
                   "L 12 88 C 9 88, 8 86, 8 82 Z")
    parts.append(el("path", d="M120 26 L 130 46 L 112 46 L 112 26 Z", fill=doc.glossy(P.SKY),
                    stroke=C(P.INK_SOFT), stroke_width=2))
    parts.append(el("rect", x=8, y=60, width=160, height=10, fill=C(red)))
    parts.append(el("rect", x=16, y=24, width=34, height=24, rx=4, fill=doc.glossy(P.SKY)))
    parts.append(group("translate(-31 4) scale(0.4)", sheep_head(doc, P.ANIMAL["sheep"], SHEEP_FACE)))
    parts.append(el("rect", x=16, y=24, width=34, height=24, rx=4, fill="none",
                    stroke=C(P.INK_SOFT), stroke_width=2))
    parts.append(el("circle", cx=80, cy=38, r=15, fill="#ffffff", stroke=C(red), stroke_width=3))
    parts.append(el("path", d="M80 48 C 70 40, 68 32, 74 30 C 77 29, 80 31, 80 34 "
                             "C 80 31, 83 29, 86 30 C 92 32, 90 40, 80 48 Z", fill=C(red)))
    parts += toy(doc, "rect", P.hex_rgb("#2f6fd8"), (0.3, 0.3), 2, x=56, y=4, width=20,
                 height=11, rx=4)
    for wx in (40, 134):
        parts.append(el("circle", cx=wx, cy=86, r=13, fill=doc.glossy(P.hex_rgb("#2a2a2e")),
                        stroke="#111111", stroke_width=2))
        parts.append(el("circle", cx=wx, cy=86, r=5.5, fill=doc.glossy(P.hex_rgb("#b8b8c0"))))
    parts.append(shine(50, 20, 30, 3.5, -2, 0.6))
    return parts


def ambulance_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 108)
    for i, r in enumerate((26, 18, 13)):
        doc.add(el("circle", cx=26 + i * 14, cy=74 - i * 10, r=r, fill="#9a9aa2",
                   fill_opacity=0.7 - i * 0.1))
    doc.add(group("translate(14 92) scale(0.55)", mine_parts(doc, 30, 20, 18)))
    motion(doc, [(40, 96, 20), (36, 110, 24)])
    for a in (-50, -20, 10):
        doc.add(el("path", d=f"M{100 + 20 * math.cos(math.radians(a - 90)):.1f} "
                             f"{36 + 20 * math.sin(math.radians(a - 90)):.1f} "
                             f"l{12 * math.sin(math.radians(a)):.1f} {-12 * math.cos(math.radians(a)):.1f}",
                   stroke="#2f6fd8", stroke_width=3, stroke_linecap="round"))
    doc.add(group("translate(40 34) scale(0.98)", ambulance_parts(doc)))


def copter_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 120)
    clouds(doc, [(30, 40, 9), (196, 60, 7)])
    for i, x in enumerate((20, 78, 136)):
        doc.add(el("polygon", points=points(x + 10, 124, x + 58, 124, x + 54, 146, x + 4, 146),
                   fill=doc.glossy(P.hex_rgb("#4f8f3c") if i != 2 else P.lighter(P.PASTURE, 0.2)),
                   stroke=C(P.darker(P.PASTURE_DARK, 0.3)), stroke_width=1.5))
    doc.add(el("ellipse", cx=164, cy=134, rx=30, ry=5, fill="#000000", fill_opacity=0.2))
    doc.add(el("rect", x=104, y=26, width=6, height=34, rx=2, fill=doc.glossy(P.hex_rgb("#8a8f9a")),
               stroke=C(P.INK_SOFT), stroke_width=1.2))
    doc.add(at(50, 38, 0.62, white_sheep(doc, ground=False), -6))
    blade = P.hex_rgb("#e04a3a")
    doc.add(*toy(doc, "ellipse", blade, rim=2, cx=107, cy=26, rx=46, ry=5))
    doc.add(*toy(doc, "circle", P.GOLD, rim=1.5, cx=107, cy=26, r=6.5))
    doc.add(el("path", d="M56 14 C 80 6, 134 6, 158 14 M54 38 C 80 46, 134 46, 160 38",
               fill="none", stroke="#ffffff", stroke_width=2.5, stroke_opacity=0.85,
               stroke_linecap="round"))
    motion(doc, [(40, 78, 26), (34, 92, 20)])


def thank_ewe_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 118)
    for i, a in enumerate((-24, -8, 8)):
        doc.add(group(f"translate({22 + i * 14} {30 + abs(i - 1) * 4}) rotate({a})",
                      card_back_parts(doc, 0.26)))
    doc.add(group("translate(100 36) rotate(22)", card_back_parts(doc, 0.26)))
    doc.add(at(96, 40, 0.6, white_sheep(doc), 0, mirror=True))
    doc.add(el("path", d="M180 30 C 174 20, 162 24, 168 34 L 180 44 L 192 34 C 198 24, 186 20, 180 30 Z",
               fill=C(P.DANGER), stroke="#ffffff", stroke_width=2))


RAINBOW = tuple(P.hex_rgb(c) for c in ("#e5483b", "#f2913a", "#f4d03f", "#5bbf5a", "#3c8fd8",
                                       "#7a5cc8", "#d05aa8"))


def wild_wool_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 112)
    for i, colour in enumerate(RAINBOW[:6]):
        r = 100 - i * 9
        doc.add(el("path", d=f"M{109 - r} 118 A{r} {r * 0.9} 0 0 1 {109 + r} 118", fill="none",
                   stroke=C(colour), stroke_width=9, stroke_opacity=0.55))
    doc.add(at(8, 6, 0.9, sheep_toy(doc, P.hex_rgb("#f6f3ea"), P.hex_rgb("#f0cdbf"),
                                    P.hex_rgb("#4a4040"), rainbow=RAINBOW)))


def peek_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 100)
    green = P.hex_rgb("#4f8f3c")
    dark = C(P.darker(green, 0.45))
    doc.add(el("polygon", points=points(8, 134, 160, 80, 160, 134), fill="#20180f"))
    doc.add(el("ellipse", cx=86, cy=122, rx=20, ry=8, fill="#f2503a", fill_opacity=0.35))
    doc.add(group("translate(76 112) scale(0.36)", mine_parts(doc, 30, 30, 17)))
    doc.add(at(98, 56, 0.62, white_sheep(doc), 0, mirror=True))
    slab = [
        el("rect", x=8, y=120, width=156, height=12, rx=2, fill=C(P.darker(green, 0.3)),
           stroke=dark, stroke_width=2),
        el("polygon", points=points(8, 120, 164, 120, 150, 100, 22, 100), fill=doc.glossy(green),
           stroke=dark, stroke_width=2, stroke_linejoin="round"),
    ]
    for x, y in ((40, 114), (70, 108), (100, 116), (130, 108)):
        slab.append(el("path", d=f"M{x} {y} l-3 -6 M{x} {y} l0 -8 M{x} {y} l3 -6",
                       stroke=dark, stroke_width=1.6, stroke_linecap="round"))
    doc.add(group("rotate(-19 8 134)", slab))
    for x, y in ((112, 104), (106, 96)):
        doc.add(el("path", d=f"M{x} {y} l-8 -4", stroke="#ffffff", stroke_width=2,
                   stroke_linecap="round"))


def battle_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 112)
    doc.add(at(-18, 40, 0.6, white_sheep(doc)))
    doc.add(at(106, 40, 0.6, sheep_toy(doc, P.hex_rgb("#d9d2c4"), P.hex_rgb("#3a3336")),
               mirror=True))
    for i in range(8):
        a = i * math.pi / 4
        doc.add(el("path", d=f"M{109 + 10 * math.cos(a):.1f} {80 + 10 * math.sin(a):.1f} "
                             f"L{109 + 20 * math.cos(a):.1f} {80 + 20 * math.sin(a):.1f}",
                   stroke="#ffffff", stroke_width=3, stroke_linecap="round"))
    doc.add(group("translate(86 6) rotate(12 24 24) scale(0.46)", die_parts(doc, 6)))
    doc.add(el("path", d="M70 30 C 74 20, 82 14, 88 14 M150 30 C 146 20, 138 14, 134 14",
               fill="none", stroke="#ffffff", stroke_width=2.5, stroke_dasharray="3 5",
               stroke_linecap="round"))


def golden_pic(doc: Doc) -> None:
    backdrop(doc, (P.hex_rgb("#f7d27a"), P.hex_rgb("#fff6dc")), 116, P.hex_rgb("#8fbf4f"))
    for i in range(14):
        a = i * math.pi / 7
        doc.add(el("polygon", points=points(104, 74, 104 + 150 * math.cos(a - 0.08),
                                            74 + 150 * math.sin(a - 0.08),
                                            104 + 150 * math.cos(a + 0.08),
                                            74 + 150 * math.sin(a + 0.08)),
                   fill="#ffffff", fill_opacity=0.35))
    doc.add(at(12, 4, 0.9, sheep_toy(doc, P.hex_rgb("#f2c230"), P.hex_rgb("#b07a1a"),
                                     P.hex_rgb("#8a5a12"))))
    for x, y, r in ((30, 24, 9), (176, 20, 7), (190, 70, 5), (18, 84, 6), (124, 14, 5)):
        doc.add(sparkle(x, y, r, "#ffffff"))


def grave_parts(doc: Doc) -> list[str]:
    """A rounded gravestone in a 60 x 80 box on y = 78, a sheep engraved on it."""
    stone = P.hex_rgb("#a3a6ad")
    return [
        *toy(doc, "path", stone, (0.3, 0.2), 3,
             d="M6 78 L 6 30 C 6 6, 54 6, 54 30 L 54 78 Z"),
        el("ellipse", cx=30, cy=36, rx=13, ry=8, fill="none", stroke=C(P.darker(stone, 0.35)),
           stroke_width=2.5),
        el("circle", cx=44, cy=32, r=4, fill="none", stroke=C(P.darker(stone, 0.35)),
           stroke_width=2.5),
        el("path", d="M22 44 l0 8 M36 44 l0 8", stroke=C(P.darker(stone, 0.35)), stroke_width=2.5),
        shine(18, 20, 8, 3, -40, 0.4),
    ]


def flower(x: float, y: float, r: float, petal: str = "#f7a8c8") -> list[str]:
    parts = [el("path", d=f"M{num(x)} {num(y + r)} l0 {num(r * 2.5)}", stroke="#3f8a3a",
                stroke_width=max(1.5, r / 3))]
    for i in range(5):
        a = i * 2 * math.pi / 5 - math.pi / 2
        parts.append(el("circle", cx=x + r * math.cos(a), cy=y + r * math.sin(a), r=r * 0.75,
                        fill=petal, stroke="#ffffff", stroke_width=0.8))
    parts.append(el("circle", cx=x, cy=y, r=r * 0.55, fill="#f2a81c"))
    return parts


def life_pic(doc: Doc) -> None:
    backdrop(doc, DUSK, 108, P.hex_rgb("#5f8f48"))
    for x, y in ((30, 20), (70, 12), (190, 16), (160, 34)):
        doc.add(sparkle(x, y, 4, "#fff6c8"))
    doc.add(group("translate(20 38) scale(0.95)", grave_parts(doc)))
    doc.add(el("ellipse", cx=130, cy=128, rx=62, ry=14, fill=C(P.hex_rgb("#6b4a2e"))))
    doc.add(el("ellipse", cx=130, cy=124, rx=54, ry=9, fill=C(P.hex_rgb("#8a6038"))))
    for i in range(7):
        a = math.pi + i * math.pi / 6
        doc.add(el("path", d=f"M{130 + 58 * math.cos(a):.1f} {118 + 30 * math.sin(a):.1f} "
                             f"l{8 * math.cos(a):.1f} {8 * math.sin(a):.1f}",
                   stroke="#fff6c8", stroke_width=3, stroke_linecap="round"))
    doc.add(at(64, 20, 0.64, white_sheep(doc, ground=False), -22))
    doc.add(el("ellipse", cx=130, cy=130, rx=62, ry=10, fill=C(P.hex_rgb("#6b4a2e"))))
    doc.add(*flower(180, 50, 6))


def flames(doc: Doc, x: float, y: float, s: float) -> str:
    """Flames rising from (x, y), `s` times a 40 x 50 flame."""
    outer = doc.linear([(0, "#ffd23a", 1), (1, "#e8401c", 1)])
    inner = doc.linear([(0, "#fff6c8", 1), (1, "#ffb52a", 1)])
    return group(f"translate({num(x)} {num(y)}) scale({s})", [
        el("path", d="M0 0 C -22 -6, -20 -30, -6 -50 C -6 -36, 4 -34, 6 -44 C 18 -30, 24 -8, 0 0 Z",
           fill=outer, stroke="#b0301a", stroke_width=1.5),
        el("path", d="M0 -2 C -10 -6, -10 -20, -2 -30 C 0 -22, 6 -20, 8 -26 C 12 -16, 10 -4, 0 -2 Z",
           fill=inner),
    ])


def burner_pic(doc: Doc) -> None:
    backdrop(doc, (P.hex_rgb("#e7915a"), P.hex_rgb("#fbd9a8")), 116)
    for i, r in enumerate((20, 15, 11)):
        doc.add(el("circle", cx=120 + i * 12, cy=30 - i * 10, r=r, fill="#6a6068",
                   fill_opacity=0.55))
    doc.add(at(64, 20, 1.0, barn(doc, BARN_RED, ROOF)))
    for x, y, s in ((96, 44, 0.7), (118, 34, 0.9), (140, 44, 0.75), (84, 60, 0.5), (150, 62, 0.55)):
        doc.add(flames(doc, x, y, s))
    doc.add(at(-10, 56, 0.52, white_sheep(doc), 0, mirror=True))
    motion(doc, [(124, 92, 14), (126, 104, 18)])


def hat_pic(doc: Doc) -> None:
    backdrop(doc, MAGIC, 120, P.hex_rgb("#5a7a3a"))
    for x, y, r in ((30, 24, 6), (188, 20, 8), (170, 60, 5), (50, 70, 4), (140, 14, 5)):
        doc.add(sparkle(x, y, r))
    doc.add(at(52, 10, 0.56, white_sheep(doc, ground=False), -12))
    black = P.hex_rgb("#2a2630")
    doc.add(shadow(doc, 100, 140, 60, 6))
    doc.add(*toy(doc, "path", black, (0.3, 0.2), 3,
                 d="M62 84 L 66 132 C 80 138, 120 138, 134 132 L 138 84 Z"))
    doc.add(el("path", d="M64 104 L 136 104 L 135 116 C 118 120, 82 120, 65 116 Z",
               fill=C(P.DANGER)))
    doc.add(*toy(doc, "ellipse", black, (0.4, 0.3), 3, cx=100, cy=84, rx=52, ry=11))
    doc.add(el("ellipse", cx=100, cy=84, rx=38, ry=6, fill="#0e0c12"))
    doc.add(el("rect", x=140, y=40, width=60, height=7, rx=3, fill=C(black),
               transform="rotate(-35 140 40)"))
    doc.add(el("rect", x=140, y=40, width=12, height=7, rx=2, fill="#ffffff",
               transform="rotate(-35 140 40)"))
    doc.add(sparkle(138, 36, 10, "#ffffff"))


def u_turn_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 98)
    doc.add(el("path", d="M-4 132 C 60 118, 140 118, 222 110 L 222 126 C 140 134, 60 140, -4 146 Z",
               fill=C(P.hex_rgb("#d8c08a"))))
    wood = P.WOOD_LIGHT
    doc.add(el("polygon", points=points(10, 94, 44, 94, 48, 114, 6, 114), fill=doc.glossy(wood),
               stroke=C(P.WOOD_DARK), stroke_width=2))  # the start space inside the window
    doc.add(el("ellipse", cx=27, cy=104, rx=11, ry=5, fill="none", stroke=C(P.CREAM),
               stroke_width=2.5, stroke_dasharray="4 3"))
    gold = P.hex_rgb("#f2a81c")
    doc.add(*arrow_path("M176 92 L 176 52 C 176 20, 120 20, 120 52 L 120 72", gold, 16))
    doc.add(el("polygon", points=points(100, 68, 140, 68, 120, 96), fill=C(gold),
               stroke=C(P.darker(gold, 0.45)), stroke_width=2.5, stroke_linejoin="round"))
    doc.add(at(54, 62, 0.48, white_sheep(doc), 0, mirror=True))


def shears_parts(doc: Doc) -> list[str]:
    """Hand shears for sheep, blades up: two broad blades, grips, a spring bow; 100 x 160."""
    steel = P.hex_rgb("#c9ced6")
    grip = P.hex_rgb("#2f6fd8")
    parts = [el("path", d="M40 110 C 34 156, 66 156, 60 110", fill="none",
                stroke=C(P.darker(steel, 0.5)), stroke_width=9, stroke_linecap="round"),
             el("path", d="M40 110 C 34 156, 66 156, 60 110", fill="none", stroke=C(steel),
                stroke_width=5.5, stroke_linecap="round")]
    for side in (-1, 1):
        x = 50 + side * 2
        parts += toy(doc, "polygon", steel, (0.3, 0.2), 2.5,
                     points=points(x, 64, x + side * 16, 60, x + side * 9, 4, x, 10))
        parts += toy(doc, "rect", grip, (0.3, 0.2), 2, x=min(x, x + side * 15), y=60, width=15,
                     height=54, rx=6)
    parts.append(el("path", d="M52 12 L 52 62", stroke="#ffffff", stroke_width=1.5,
                    stroke_opacity=0.8))
    return parts


def tuft(doc: Doc, x: float, y: float, r: float) -> list[str]:
    """A loose tuft of wool: a few puffs under one outline."""
    return cloud(doc, P.ANIMAL["sheep"], [(x + dx * r, y + dy * r, q * r) for dx, dy, q in (
        (-0.55, 0.1, 0.5), (0, -0.28, 0.6), (0.58, 0, 0.5), (0.22, 0.34, 0.45),
        (-0.22, 0.34, 0.45))], 1.5)


def shears_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 116)
    doc.add(group("translate(120 40) scale(0.8)", barn(doc, BARN_RED, ROOF)))
    doc.add(group("translate(40 0) rotate(-14 50 80) scale(0.9)", shears_parts(doc)))
    for x, y, r in ((104, 26, 12), (116, 60, 10), (20, 36, 10), (96, 104, 11), (28, 100, 8)):
        doc.add(*tuft(doc, x, y, r))
    clover = P.hex_rgb("#3fa04a")
    for a in (0, 90, 180, 270):
        doc.add(el("ellipse", cx=190, cy=23, rx=6.5, ry=8.5, fill=doc.glossy(clover),
                   stroke=C(P.darker(clover, 0.4)), stroke_width=1.2,
                   transform=f"rotate({a} 190 30)"))
    doc.add(el("path", d="M190 30 C 192 40, 198 46, 204 50", fill="none", stroke=C(clover),
               stroke_width=2.5))


def crook_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 112)
    doc.add(group("translate(138 40) scale(0.8)", barn(doc, BARN_RED, ROOF)))
    doc.add(at(20, 42, 0.58, white_sheep(doc)))
    wood = P.hex_rgb("#8a5a2c")
    d = "M30 150 L 100 58 C 112 38, 140 40, 138 62 C 136 80, 118 84, 112 74"
    doc.add(el("path", d=d, fill="none", stroke=C(P.darker(wood, 0.5)), stroke_width=10,
               stroke_linecap="round"))
    doc.add(el("path", d=d, fill="none", stroke=C(wood), stroke_width=6.5, stroke_linecap="round"))
    doc.add(el("path", d=d, fill="none", stroke="#ffffff", stroke_width=1.6, stroke_opacity=0.45,
               stroke_linecap="round", transform="translate(-1 -1.5)"))
    gold = P.hex_rgb("#f2a81c")
    doc.add(*arrow_path("M112 26 C 124 18, 138 18, 148 24", gold, 6))  # inside the hand's
    doc.add(el("polygon", points=points(146, 16, 160, 30, 142, 34), fill=C(gold),  # window
               stroke=C(P.darker(gold, 0.45)), stroke_width=2, stroke_linejoin="round"))


def open_door_pic(doc: Doc) -> None:
    backdrop(doc, SKY, 118)
    red, roof = BARN_RED, ROOF
    doc.add(shadow(doc, 90, 134, 80, 6))
    doc.add(*toy(doc, "path", red, (0.4, 0.3), 4, d="M24 62 L 90 12 L 156 62 L 156 134 L 24 134 Z"))
    doc.add(*toy(doc, "path", roof, (0.35, 0.3), 3,
                 d="M14 66 L 90 4 L 166 66 L 156 72 L 90 20 L 24 72 Z"))
    doc.add(el("rect", x=62, y=72, width=56, height=62, fill="#24160e"))
    doc.add(el("rect", x=62, y=72, width=56, height=62, fill="none", stroke="#ffffff",
               stroke_width=3))
    for side, x in ((-1, 62), (1, 118)):
        far = x + side * 30
        doc.add(el("polygon", points=points(x, 72, far, 66, far, 142, x, 134),
                   fill=doc.glossy(P.lighter(red, 0.1)), stroke="#ffffff", stroke_width=3))
        doc.add(el("path", d=f"M{x} 72 L {far} 142 M{far} 66 L {x} 134", stroke="#ffffff",
                   stroke_width=2.5))
    doc.add(el("circle", cx=90, cy=42, r=8, fill=C(P.darker(red, 0.3)), stroke="#ffffff",
               stroke_width=2.5))
    doc.add(at(74, 70, 0.42, white_sheep(doc)))
    doc.add(at(138, 82, 0.4, white_sheep(doc)))


PICTURES: dict[str, Callable[[Doc], None]] = {
    "aba_ca_da_ba": hat_pic, "am_bah_lance": ambulance_pic, "bah_k_to_life": life_pic,
    "barn_burner": burner_pic, "dog": dog_pic, "eiei_no": no_pic, "ewe_turn": u_turn_pic,
    "fox": fox_pic, "golden_fleece": golden_pic, "hero_of_the_herd": hero_pic,
    "out_of_shear_luck": shears_pic, "sheeping_tom": peek_pic, "shepherds_hook": crook_pic,
    "sheep_battle": battle_pic, "sheep_copter": copter_pic, "thank_ewe": thank_ewe_pic,
    "tornado": tornado_pic, "wild_wool": wild_wool_pic, "wolf": wolf_pic,
    "your_barn_doors_open": open_door_pic,
}


def card_picture(card_id: str) -> Doc:
    doc = Doc(PIC_W, PIC_H)
    PICTURES[card_id](doc)
    edge(doc)
    return doc
