"""The 16 set animals of Bye-Bye Black Sheep as plastic toys, in the 200 x 160 animal box
(facing right, feet on y = 150), each told by its outline and one or two marks of its kind:
the penguin's bib, the tiger's stripes, the giraffe's patches, the lion's mane..."""

from __future__ import annotations

import math
from collections.abc import Callable

from artkit.core import C, Doc, el, eye, group, points, shadow, shine, toy
from artkit.farm import fleece
from artkit.wild import limb
from game.view import palette as P

INK = "#1a1416"


def stripes(paths: list[str], colour: str = INK, width: float = 4.5) -> str:
    """Dark curved stripes over a body (tiger, zebra)."""
    return el("path", d=" ".join(paths), fill="none", stroke=colour, stroke_width=width,
              stroke_linecap="round")


def penguin(doc: Doc) -> list[str]:
    black, white, orange = P.hex_rgb("#23232b"), P.hex_rgb("#f6f4ee"), P.hex_rgb("#f29a1c")
    return [
        shadow(doc, 100, 150, 44, 7),
        *toy(doc, "ellipse", orange, rim=2, cx=88, cy=146, rx=14, ry=5),
        *toy(doc, "ellipse", orange, rim=2, cx=114, cy=146, rx=14, ry=5),
        *toy(doc, "path", black, (0.35, 0.2), 4,
             d="M100 22 C 126 22, 136 44, 134 64 C 144 90, 142 126, 128 140 C 116 148, 84 148, "
               "72 140 C 58 126, 56 90, 66 64 C 64 44, 74 22, 100 22 Z"),
        *toy(doc, "path", white, (0.35, 0.3), 3,
             d="M106 58 C 124 62, 132 92, 128 116 C 124 136, 110 142, 98 142 C 84 140, 78 122, "
               "80 100 C 82 78, 90 60, 106 58 Z"),
        *toy(doc, "path", black, rim=2,
             d="M72 70 C 56 84, 48 104, 54 118 C 62 110, 70 96, 76 84 Z"),
        *toy(doc, "polygon", orange, rim=2, points=points(126, 44, 152, 52, 126, 58)),
        el("ellipse", cx=116, cy=42, rx=9, ry=8, fill=C(white)),
        eye(118, 42, 3.4),
        shine(88, 40, 10, 5, -30, 0.5),
    ]


def crocodile(doc: Doc) -> list[str]:
    green, belly = P.hex_rgb("#4f9a3c"), P.hex_rgb("#c9d98a")
    parts = [
        shadow(doc, 104, 148, 92, 7),
        *toy(doc, "path", green, (0.4, 0.3), 3,
             d="M8 112 C 30 108, 50 104, 70 104 L 76 124 C 52 124, 30 120, 8 112 Z"),
        limb(doc, 66, 124, 14, P.darker(green, 0.2), None, 30, bottom=148),
        limb(doc, 126, 124, 14, P.darker(green, 0.2), None, 30, bottom=148),
        *toy(doc, "path", green, (0.35, 0.25), 4,
             d="M60 112 C 60 96, 90 90, 120 92 C 140 92, 152 96, 160 102 L 196 110 "
               "C 200 114, 198 120, 192 122 L 150 130 C 120 136, 80 136, 64 128 Z"),
        el("path", d="M70 128 C 96 134, 130 134, 150 128", fill="none", stroke=C(belly),
           stroke_width=5, stroke_linecap="round"),
        el("path", d="M158 116 L 162 121 L 166 116 L 170 121 L 174 116 L 178 121 L 182 116 "
                     "L 186 120", fill="none", stroke="#ffffff", stroke_width=2.5,
           stroke_linejoin="round"),
        el("path", d="M154 116 L 196 114", stroke=C(P.darker(green, 0.5)), stroke_width=2),
        limb(doc, 78, 126, 15, green, None, -25, bottom=150),
        limb(doc, 138, 126, 15, green, None, -25, bottom=150),
    ]
    for x in range(76, 150, 14):
        parts += toy(doc, "circle", green, rim=1.5, cx=x, cy=94 - 2 * math.sin(x / 20), r=5)
    parts += [
        *toy(doc, "ellipse", green, rim=2, cx=160, cy=96, rx=10, ry=8),
        eye(162, 94, 3.2, white=True),
        el("circle", cx=192, cy=108, r=1.8, fill=INK),
        shine(100, 98, 26, 4, -4, 0.5),
    ]
    return parts


def tiger(doc: Doc) -> list[str]:
    orange, white = P.hex_rgb("#ec8a2a"), P.hex_rgb("#f8f3e6")
    return [
        shadow(doc, 100, 150, 78, 8),
        el("path", d="M48 84 C 30 80, 22 60, 30 46", fill="none", stroke=C(P.darker(orange, 0.45)),
           stroke_width=10, stroke_linecap="round"),
        el("path", d="M48 84 C 30 80, 22 60, 30 46", fill="none", stroke=C(orange),
           stroke_width=6.5, stroke_linecap="round"),
        limb(doc, 58, 96, 15, orange, white, far=True),
        limb(doc, 122, 96, 15, orange, white, far=True),
        *toy(doc, "ellipse", orange, (0.35, 0.25), 4, cx=94, cy=90, rx=54, ry=26),
        el("ellipse", cx=100, cy=108, rx=36, ry=6, fill=C(white)),
        stripes(["M66 68 C 62 80, 64 92, 70 100", "M84 66 C 80 78, 82 90, 88 100",
                 "M102 66 C 98 78, 100 90, 106 98", "M120 68 C 116 78, 118 88, 124 94",
                 "M50 82 C 48 90, 50 96, 54 102"]),
        limb(doc, 70, 100, 16, orange, white),
        limb(doc, 132, 100, 16, orange, white),
        *toy(doc, "circle", orange, rim=2, cx=144, cy=48, r=9),
        *toy(doc, "circle", orange, rim=2, cx=176, cy=48, r=9),
        *toy(doc, "circle", orange, (0.3, 0.25), 3, cx=160, cy=72, r=28),
        el("ellipse", cx=160, cy=86, rx=18, ry=12, fill=C(white)),
        el("path", d="M154 82 L 166 82 L 160 90 Z", fill="#d0607a"),
        stripes(["M160 46 L 160 56", "M150 48 L 152 56", "M170 48 L 168 56",
                 "M134 66 L 142 68", "M134 76 L 142 76", "M186 66 L 178 68", "M186 76 L 178 76"],
                width=3.5),
        eye(150, 68, 3.4), eye(170, 68, 3.4),
        shine(80, 74, 28, 6, -6, 0.5),
        shine(150, 54, 8, 3.5, -30, 0.5),
    ]


def elephant(doc: Doc) -> list[str]:
    grey = P.hex_rgb("#9aa0ab")
    return [
        shadow(doc, 98, 150, 84, 9),
        el("path", d="M34 80 C 26 90, 24 104, 26 114", fill="none", stroke=C(P.darker(grey, 0.3)),
           stroke_width=4, stroke_linecap="round"),
        limb(doc, 46, 100, 24, grey, P.darker(grey, 0.2), far=True),
        limb(doc, 110, 100, 24, grey, P.darker(grey, 0.2), far=True),
        *toy(doc, "ellipse", grey, (0.35, 0.25), 4, cx=88, cy=84, rx=58, ry=40),
        limb(doc, 60, 106, 26, grey, P.lighter(grey, 0.3)),
        limb(doc, 122, 106, 26, grey, P.lighter(grey, 0.3)),
        *toy(doc, "path", grey, (0.3, 0.25), 3,
             d="M164 86 C 176 96, 180 112, 178 128 C 178 136, 186 140, 190 134 L 194 138 "
               "C 188 150, 168 146, 166 132 C 164 118, 156 106, 148 98 Z"),
        *toy(doc, "circle", grey, (0.3, 0.25), 3, cx=156, cy=70, r=30),
        *toy(doc, "path", P.darker(grey, 0.08), (0.4, 0.3), 3,
             d="M146 44 C 118 40, 108 66, 114 88 C 118 104, 136 108, 148 96 C 142 80, 142 60, 146 44 Z"),
        el("path", d="M166 96 C 174 100, 180 104, 186 102", fill="none", stroke="#f8f4e8",
           stroke_width=5, stroke_linecap="round"),
        eye(166, 66, 3.4),
        shine(74, 60, 32, 8, -8, 0.5),
        shine(150, 52, 9, 4, -30, 0.5),
    ]


def giraffe(doc: Doc) -> list[str]:
    yellow, patch = P.hex_rgb("#f2c24a"), P.hex_rgb("#b8642a")
    spots = [(68, 86, 8), (88, 80, 9), (106, 90, 8), (80, 100, 6), (124, 70, 6), (130, 52, 5),
             (138, 36, 5), (62, 100, 5)]
    parts = [
        shadow(doc, 96, 150, 58, 7),
        limb(doc, 56, 96, 10, yellow, P.darker(patch, 0.3), far=True),
        limb(doc, 106, 96, 10, yellow, P.darker(patch, 0.3), far=True),
        *toy(doc, "path", yellow, (0.3, 0.2), 3,
             d="M104 84 C 112 64, 124 40, 134 18 L 150 24 C 144 46, 136 70, 124 94 Z"),
        *toy(doc, "ellipse", yellow, (0.35, 0.25), 3, cx=88, cy=92, rx=42, ry=20),
        el("path", d="M40 86 C 32 96, 30 108, 32 116", fill="none", stroke=C(P.darker(yellow, 0.4)),
           stroke_width=3),
        limb(doc, 64, 100, 11, yellow, P.darker(patch, 0.3)),
        limb(doc, 114, 100, 11, yellow, P.darker(patch, 0.3)),
    ]
    for x, y, r in spots:
        parts.append(el("polygon", points=points(x - r, y - r * 0.4, x - r * 0.2, y - r,
                                                 x + r, y - r * 0.5, x + r * 0.8, y + r * 0.6,
                                                 x - r * 0.3, y + r), fill=C(patch),
                        fill_opacity=0.9))
    parts += [
        el("path", d="M132 18 L 116 70", fill="none", stroke=C(patch), stroke_width=4,
           stroke_dasharray="4 3"),
        el("path", d="M146 14 L 144 2 M154 14 L 156 2", stroke=C(patch), stroke_width=3),
        el("circle", cx=144, cy=2, r=3, fill=C(patch)), el("circle", cx=156, cy=2, r=3, fill=C(patch)),
        *toy(doc, "ellipse", yellow, rim=2, cx=138, cy=16, rx=8, ry=4,
             transform="rotate(-20 138 16)"),
        *toy(doc, "path", yellow, (0.3, 0.3), 2.5,
             d="M140 20 C 140 8, 160 6, 170 14 L 186 26 C 190 32, 184 38, 176 36 C 164 34, 148 32, 140 20 Z"),
        el("ellipse", cx=182, cy=30, rx=6, ry=5, fill=C(P.darker(yellow, 0.2))),
        eye(160, 18, 3),
        shine(78, 80, 20, 5, -6, 0.5),
    ]
    return parts


def zebra(doc: Doc) -> list[str]:
    white, black = P.hex_rgb("#f6f4ee"), P.hex_rgb("#1f1d22")
    return [
        shadow(doc, 100, 150, 78, 8),
        el("path", d="M46 70 C 34 80, 30 96, 34 112", fill="none", stroke=C(black), stroke_width=4,
           stroke_linecap="round"),
        limb(doc, 60, 92, 14, white, black, far=True),
        limb(doc, 124, 92, 14, white, black, far=True),
        *toy(doc, "ellipse", white, (0.35, 0.25), 4, cx=96, cy=82, rx=54, ry=26, edge=black),
        stripes(["M60 62 C 56 74, 58 90, 64 102", "M78 58 C 74 74, 76 92, 82 106",
                 "M96 58 C 92 74, 94 92, 100 106", "M114 58 C 110 72, 112 88, 118 104",
                 "M46 74 C 44 84, 46 94, 50 100"], width=5),
        limb(doc, 72, 96, 15, white, black),
        limb(doc, 136, 96, 15, white, black),
        stripes(["M74 118 L 87 118", "M74 130 L 87 130", "M136 118 L 151 118", "M136 130 L 151 130"],
                width=4),
        *toy(doc, "path", white, (0.3, 0.2), 3, edge=black,
             d="M122 66 C 128 46, 138 30, 152 20 L 172 30 C 166 50, 160 72, 150 94 Z"),
        stripes(["M132 56 L 150 62", "M138 44 L 156 50", "M128 70 L 148 76"], width=4),
        el("path", d="M124 62 C 128 44, 138 26, 152 14 L 158 20 C 146 32, 138 48, 134 66 Z",
           fill=C(black)),
        *toy(doc, "ellipse", white, (0.3, 0.25), 3, edge=black, cx=168, cy=38, rx=27, ry=14,
             transform="rotate(32 168 38)"),
        el("ellipse", cx=184, cy=50, rx=11, ry=9, fill=C(black)),
        el("path", d="M152 10 L 160 26 L 148 24 Z", fill=C(white), stroke=C(black), stroke_width=2),
        eye(163, 31, 3.4),
        shine(90, 64, 28, 6, -6, 0.6),
    ]


def lion(doc: Doc) -> list[str]:
    gold, mane = P.hex_rgb("#e3a94a"), P.hex_rgb("#a8561e")
    return [
        shadow(doc, 100, 150, 78, 8),
        el("path", d="M46 84 C 30 88, 22 104, 24 118", fill="none", stroke=C(P.darker(gold, 0.4)),
           stroke_width=5, stroke_linecap="round"),
        *toy(doc, "ellipse", mane, rim=2, cx=24, cy=120, rx=6, ry=8),
        limb(doc, 58, 96, 15, gold, P.darker(gold, 0.2), far=True),
        limb(doc, 118, 96, 15, gold, P.darker(gold, 0.2), far=True),
        *toy(doc, "ellipse", gold, (0.35, 0.25), 4, cx=92, cy=90, rx=52, ry=25),
        limb(doc, 70, 100, 16, gold, P.darker(gold, 0.15)),
        limb(doc, 128, 100, 16, gold, P.darker(gold, 0.15)),
        shine(78, 74, 26, 6, -6, 0.5),
        *fleece(doc, mane, 152, 68, 26, 28, 14, 3),
        *toy(doc, "circle", gold, (0.3, 0.25), 3, cx=160, cy=72, r=22),
        el("ellipse", cx=164, cy=84, rx=14, ry=9, fill=C(P.lighter(gold, 0.5))),
        el("path", d="M158 79 L 170 79 L 164 86 Z", fill="#5a3020"),
        *toy(doc, "circle", gold, rim=1.5, cx=144, cy=52, r=6),
        eye(154, 68, 3.2), eye(172, 68, 3.2),
        shine(152, 58, 7, 3, -30, 0.5),
    ]


def panda(doc: Doc) -> list[str]:
    white, black = P.hex_rgb("#f6f4ee"), P.hex_rgb("#1f1d22")
    return [
        shadow(doc, 100, 150, 76, 8),
        limb(doc, 54, 100, 22, black, None, far=True),
        limb(doc, 114, 100, 22, black, None, far=True),
        *toy(doc, "ellipse", white, (0.35, 0.25), 4, cx=92, cy=90, rx=56, ry=34, edge=black),
        *toy(doc, "path", black, (0.4, 0.3), 3,
             d="M110 60 C 126 56, 140 66, 142 84 C 142 100, 136 116, 124 120 C 116 108, 112 84, 110 60 Z"),
        limb(doc, 66, 106, 24, black, None),
        limb(doc, 124, 106, 24, black, None),
        *toy(doc, "circle", black, rim=2, cx=140, cy=44, r=11),
        *toy(doc, "circle", black, rim=2, cx=180, cy=46, r=11),
        *toy(doc, "circle", white, (0.3, 0.25), 3, cx=160, cy=70, r=29, edge=black),
        el("ellipse", cx=148, cy=68, rx=8, ry=11, fill=C(black), transform="rotate(30 148 68)"),
        el("ellipse", cx=172, cy=68, rx=8, ry=11, fill=C(black), transform="rotate(-30 172 68)"),
        eye(149, 67, 2.6), eye(171, 67, 2.6),
        el("ellipse", cx=160, cy=82, rx=6, ry=4, fill=C(black)),
        el("path", d="M154 90 C 158 94, 162 94, 166 90", fill="none", stroke=C(black),
           stroke_width=2, stroke_linecap="round"),
        shine(78, 70, 28, 7, -6, 0.6),
        shine(150, 50, 8, 3.5, -30, 0.6),
    ]


def kangaroo(doc: Doc) -> list[str]:
    brown, pale = P.hex_rgb("#c98a4a"), P.hex_rgb("#ecd2a8")
    return [
        shadow(doc, 96, 150, 72, 7),
        *toy(doc, "path", brown, (0.4, 0.3), 3,
             d="M84 120 C 60 128, 30 140, 8 146 C 30 148, 66 144, 92 136 Z"),
        *toy(doc, "path", brown, (0.3, 0.2), 3,
             d="M92 114 C 88 132, 100 146, 130 146 L 150 146 C 154 140, 148 136, 138 136 "
               "C 118 134, 112 126, 112 114 Z"),
        *toy(doc, "path", brown, (0.35, 0.25), 4,
             d="M108 40 C 126 44, 134 70, 130 96 C 128 120, 118 134, 100 132 C 82 130, 76 112, "
               "80 88 C 84 64, 92 40, 108 40 Z"),
        el("path", d="M112 72 C 124 80, 126 104, 118 120 C 108 124, 100 112, 102 96 Z",
           fill=C(pale)),
        el("path", d="M104 106 C 110 112, 120 112, 124 106", fill="none", stroke=C(P.darker(brown, 0.3)),
           stroke_width=2),
        *toy(doc, "circle", pale, rim=1.5, cx=114, cy=102, r=6),
        eye(116, 100, 1.8),
        el("path", d="M120 70 C 132 72, 140 80, 144 88", fill="none", stroke=C(P.darker(brown, 0.45)),
           stroke_width=8, stroke_linecap="round"),
        el("path", d="M120 70 C 132 72, 140 80, 144 88", fill="none", stroke=C(brown),
           stroke_width=5, stroke_linecap="round"),
        *toy(doc, "ellipse", brown, rim=2, cx=112, cy=14, rx=5, ry=14, transform="rotate(-10 112 14)"),
        *toy(doc, "ellipse", brown, rim=2, cx=124, cy=16, rx=5, ry=14, transform="rotate(14 124 16)"),
        *toy(doc, "path", brown, (0.3, 0.25), 3,
             d="M104 30 C 104 18, 126 16, 134 24 L 154 36 C 158 42, 152 48, 144 46 L 124 46 "
               "C 112 46, 104 40, 104 30 Z"),
        el("ellipse", cx=153, cy=40, rx=3, ry=2.4, fill=INK),
        eye(124, 30, 3),
        shine(98, 64, 8, 16, 8, 0.45),
    ]


def hippo(doc: Doc) -> list[str]:
    purple, pink = P.hex_rgb("#8f86a6"), P.hex_rgb("#e9a6b4")
    return [
        shadow(doc, 100, 150, 86, 9),
        limb(doc, 50, 108, 24, purple, None, far=True),
        limb(doc, 114, 108, 24, purple, None, far=True),
        *toy(doc, "ellipse", purple, (0.35, 0.25), 4, cx=90, cy=96, rx=64, ry=38),
        el("ellipse", cx=94, cy=122, rx=44, ry=8, fill=C(pink), fill_opacity=0.8),
        limb(doc, 62, 112, 26, purple, None),
        limb(doc, 124, 112, 26, purple, None),
        *toy(doc, "circle", purple, rim=1.5, cx=146, cy=58, r=7),
        *toy(doc, "path", purple, (0.3, 0.25), 3,
             d="M140 66 C 150 56, 176 58, 186 70 C 196 82, 198 104, 188 116 C 176 126, 150 124, "
               "140 112 C 132 100, 132 76, 140 66 Z"),
        el("path", d="M150 108 C 162 116, 182 114, 190 104", fill="none", stroke=C(P.darker(purple, 0.5)),
           stroke_width=2.5, stroke_linecap="round"),
        el("ellipse", cx=178, cy=78, rx=3, ry=2, fill=INK), el("ellipse", cx=188, cy=80, rx=3, ry=2, fill=INK),
        *toy(doc, "circle", purple, rim=1.5, cx=160, cy=64, r=8),
        eye(161, 63, 3.2),
        el("path", d="M156 112 L 158 118 L 162 112", fill="#ffffff"),
        shine(74, 74, 32, 8, -6, 0.5),
        shine(160, 70, 10, 4, -20, 0.5),
    ]


def flamingo(doc: Doc) -> list[str]:
    pink, leg_pink = P.hex_rgb("#f38bb2"), P.hex_rgb("#e0668e")
    return [
        shadow(doc, 96, 150, 40, 6),
        el("path", d="M96 84 L 94 148 L 104 148", fill="none", stroke=C(P.darker(leg_pink, 0.35)),
           stroke_width=6, stroke_linecap="round", stroke_linejoin="round"),
        el("path", d="M96 84 L 94 148 L 104 148", fill="none", stroke=C(leg_pink), stroke_width=3.5,
           stroke_linecap="round", stroke_linejoin="round"),
        el("path", d="M88 84 L 84 112 L 100 100", fill="none", stroke=C(P.darker(leg_pink, 0.35)),
           stroke_width=6, stroke_linecap="round", stroke_linejoin="round"),
        el("path", d="M88 84 L 84 112 L 100 100", fill="none", stroke=C(leg_pink), stroke_width=3.5,
           stroke_linecap="round", stroke_linejoin="round"),
        *toy(doc, "path", pink, (0.35, 0.25), 4,
             d="M54 66 C 60 48, 100 46, 120 56 C 130 62, 128 76, 116 82 C 100 90, 70 90, 56 82 "
               "C 44 78, 40 70, 54 66 Z"),
        el("path", d="M60 62 C 74 56, 96 58, 108 66", fill="none", stroke=C(P.darker(pink, 0.25)),
           stroke_width=3, stroke_linecap="round"),
        el("path", d="M118 62 C 136 50, 112 34, 120 20 C 126 10, 140 8, 146 14", fill="none",
           stroke=C(P.darker(pink, 0.45)), stroke_width=10, stroke_linecap="round"),
        el("path", d="M118 62 C 136 50, 112 34, 120 20 C 126 10, 140 8, 146 14", fill="none",
           stroke=C(pink), stroke_width=7, stroke_linecap="round"),
        *toy(doc, "circle", pink, rim=2, cx=146, cy=18, r=10),
        *toy(doc, "path", P.hex_rgb("#f5efe4"), rim=1.5,
             d="M152 14 C 164 14, 170 22, 168 34 L 162 30 C 162 24, 158 22, 152 24 Z"),
        el("path", d="M164 26 C 168 30, 168 34, 166 38 L 161 31 Z", fill=INK),
        eye(148, 16, 2.4),
        shine(76, 58, 16, 5, -8, 0.55),
    ]


def monkey(doc: Doc) -> list[str]:
    brown, face = P.hex_rgb("#8a5a34"), P.hex_rgb("#e6c29a")
    return [
        shadow(doc, 100, 150, 60, 7),
        el("path", d="M70 132 C 40 136, 26 110, 40 92 C 50 80, 66 88, 60 98", fill="none",
           stroke=C(P.darker(brown, 0.45)), stroke_width=9, stroke_linecap="round"),
        el("path", d="M70 132 C 40 136, 26 110, 40 92 C 50 80, 66 88, 60 98", fill="none",
           stroke=C(brown), stroke_width=6, stroke_linecap="round"),
        *toy(doc, "ellipse", brown, (0.35, 0.25), 3, cx=80, cy=142, rx=18, ry=8),
        *toy(doc, "ellipse", brown, (0.35, 0.25), 3, cx=126, cy=142, rx=18, ry=8),
        *toy(doc, "ellipse", brown, (0.35, 0.25), 4, cx=102, cy=112, rx=34, ry=32),
        el("ellipse", cx=108, cy=118, rx=20, ry=20, fill=C(face), fill_opacity=0.85),
        el("path", d="M78 96 C 66 110, 68 128, 84 136", fill="none", stroke=C(P.darker(brown, 0.45)),
           stroke_width=11, stroke_linecap="round"),
        el("path", d="M78 96 C 66 110, 68 128, 84 136", fill="none", stroke=C(brown),
           stroke_width=8, stroke_linecap="round"),
        el("path", d="M126 96 C 146 92, 156 80, 158 66", fill="none", stroke=C(P.darker(brown, 0.45)),
           stroke_width=11, stroke_linecap="round"),
        el("path", d="M126 96 C 146 92, 156 80, 158 66", fill="none", stroke=C(brown),
           stroke_width=8, stroke_linecap="round"),
        *toy(doc, "circle", face, rim=1.5, cx=158, cy=62, r=6),
        *toy(doc, "circle", face, rim=2, cx=72, cy=54, r=12),
        *toy(doc, "circle", face, rim=2, cx=134, cy=54, r=12),
        *toy(doc, "circle", brown, (0.3, 0.25), 3, cx=103, cy=56, r=30),
        *toy(doc, "path", face, (0.35, 0.3), 2,
             d="M103 50 C 96 40, 80 42, 80 56 C 80 66, 86 70, 88 74 C 92 86, 114 86, 118 74 "
               "C 120 70, 126 66, 126 56 C 126 42, 110 40, 103 50 Z"),
        eye(94, 56, 3.2), eye(112, 56, 3.2),
        el("path", d="M96 74 C 100 78, 106 78, 110 74", fill="none", stroke=C(P.darker(brown, 0.3)),
           stroke_width=2, stroke_linecap="round"),
        shine(90, 38, 10, 4, -25, 0.5),
    ]


def koala(doc: Doc) -> list[str]:
    grey, pale = P.hex_rgb("#a3a6ad"), P.hex_rgb("#eceae4")
    return [
        shadow(doc, 100, 150, 58, 7),
        *toy(doc, "ellipse", grey, (0.35, 0.25), 4, cx=100, cy=112, rx=40, ry=36),
        el("ellipse", cx=104, cy=120, rx=24, ry=22, fill=C(pale), fill_opacity=0.85),
        *toy(doc, "ellipse", grey, rim=2, cx=80, cy=142, rx=16, ry=8),
        *toy(doc, "ellipse", grey, rim=2, cx=122, cy=142, rx=16, ry=8),
        *toy(doc, "ellipse", grey, rim=2, cx=136, cy=106, rx=10, ry=16, transform="rotate(-30 136 106)"),
        *toy(doc, "circle", grey, (0.35, 0.25), 3, cx=62, cy=40, r=20),
        el("circle", cx=64, cy=42, r=11, fill=C(pale)),
        *toy(doc, "circle", grey, (0.35, 0.25), 3, cx=140, cy=40, r=20),
        el("circle", cx=138, cy=42, r=11, fill=C(pale)),
        *toy(doc, "ellipse", grey, (0.3, 0.25), 3, cx=101, cy=60, rx=36, ry=32),
        *toy(doc, "ellipse", P.hex_rgb("#2c2a30"), (0.35, 0.25), 2, cx=101, cy=66, rx=10, ry=13),
        eye(84, 56, 3.2), eye(118, 56, 3.2),
        shine(86, 40, 10, 4, -25, 0.5),
    ]


def camel(doc: Doc) -> list[str]:
    tan = P.hex_rgb("#d6a464")
    return [
        shadow(doc, 96, 150, 70, 7),
        el("path", d="M40 80 C 32 90, 30 102, 32 112", fill="none", stroke=C(P.darker(tan, 0.4)),
           stroke_width=4, stroke_linecap="round"),
        limb(doc, 52, 94, 11, tan, P.darker(tan, 0.35), far=True),
        limb(doc, 112, 94, 11, tan, P.darker(tan, 0.35), far=True),
        *toy(doc, "path", tan, (0.35, 0.2), 4,
             d="M38 84 C 38 66, 50 62, 60 62 C 62 40, 84 38, 88 58 C 92 38, 114 38, 118 60 "
               "C 128 62, 138 70, 138 84 C 138 100, 120 106, 88 106 C 56 106, 38 100, 38 84 Z"),
        limb(doc, 62, 96, 12, tan, P.darker(tan, 0.35)),
        limb(doc, 122, 96, 12, tan, P.darker(tan, 0.35)),
        *toy(doc, "path", tan, (0.3, 0.25), 3,
             d="M126 82 C 146 82, 150 60, 148 46 C 146 34, 156 24, 168 28 L 190 38 "
               "C 194 44, 190 50, 182 50 L 166 50 C 162 62, 160 78, 150 92 C 142 100, 130 100, 124 94 Z"),
        el("path", d="M186 46 C 182 48, 178 48, 174 46", fill="none", stroke=C(P.darker(tan, 0.45)),
           stroke_width=2),
        *toy(doc, "ellipse", tan, rim=1.5, cx=160, cy=28, rx=4, ry=6, transform="rotate(-30 160 28)"),
        eye(170, 36, 3),
        shine(74, 56, 10, 4, -25, 0.55),
        shine(102, 56, 10, 4, -25, 0.55),
    ]


def rhino(doc: Doc) -> list[str]:
    grey = P.hex_rgb("#8e9299")
    horn = P.hex_rgb("#e6dcc4")
    return [
        shadow(doc, 100, 150, 84, 9),
        limb(doc, 52, 104, 22, grey, None, far=True),
        limb(doc, 114, 104, 22, grey, None, far=True),
        *toy(doc, "ellipse", grey, (0.35, 0.25), 4, cx=90, cy=90, rx=62, ry=34),
        el("path", d="M70 60 C 64 80, 66 100, 74 116 M112 58 C 108 78, 110 100, 116 114",
           fill="none", stroke=C(P.darker(grey, 0.35)), stroke_width=2.5),
        limb(doc, 64, 108, 24, grey, None),
        limb(doc, 126, 108, 24, grey, None),
        *toy(doc, "path", grey, (0.3, 0.25), 3,
             d="M134 66 C 146 58, 164 64, 176 76 L 194 96 C 198 104, 192 112, 182 112 "
               "C 164 114, 146 112, 138 104 C 128 94, 126 76, 134 66 Z"),
        *toy(doc, "path", horn, (0.3, 0.3), 2, d="M176 82 L 190 50 L 194 92 Z"),
        *toy(doc, "path", horn, (0.3, 0.3), 1.5, d="M164 74 L 170 60 L 174 78 Z"),
        *toy(doc, "ellipse", grey, rim=1.5, cx=144, cy=56, rx=5, ry=10, transform="rotate(-20 144 56)"),
        eye(160, 80, 3),
        el("path", d="M176 104 C 182 106, 188 104, 192 100", fill="none", stroke=C(P.darker(grey, 0.5)),
           stroke_width=2),
        shine(74, 68, 32, 8, -6, 0.5),
    ]


def polar_bear(doc: Doc) -> list[str]:
    white = P.hex_rgb("#eef2f4")
    return [
        shadow(doc, 100, 150, 80, 9),
        limb(doc, 52, 100, 22, white, P.hex_rgb("#c9d1d8"), far=True),
        limb(doc, 114, 100, 22, white, P.hex_rgb("#c9d1d8"), far=True),
        *toy(doc, "ellipse", white, (0.35, 0.25), 4, cx=90, cy=88, rx=60, ry=32,
             edge=P.hex_rgb("#7d8a96")),
        limb(doc, 64, 104, 24, white, P.hex_rgb("#dfe6ea")),
        limb(doc, 126, 104, 24, white, P.hex_rgb("#dfe6ea")),
        *toy(doc, "circle", white, rim=1.5, cx=146, cy=58, r=8, edge=P.hex_rgb("#7d8a96")),
        *toy(doc, "path", white, (0.3, 0.25), 3, edge=P.hex_rgb("#7d8a96"),
             d="M132 74 C 136 58, 156 54, 168 62 L 190 80 C 196 86, 194 94, 186 96 "
               "C 170 98, 150 98, 140 92 C 132 88, 130 80, 132 74 Z"),
        el("ellipse", cx=190, cy=84, rx=5, ry=4, fill=INK),
        el("path", d="M174 92 C 180 94, 184 94, 188 92", fill="none", stroke=INK, stroke_width=1.8),
        eye(162, 70, 3),
        shine(76, 68, 32, 8, -6, 0.7),
    ]


ZOO: dict[int, Callable[[Doc], list[str]]] = {
    1: penguin, 2: crocodile, 3: tiger, 4: elephant, 5: giraffe, 6: zebra, 7: lion, 8: panda,
    9: kangaroo, 10: hippo, 11: flamingo, 12: monkey, 13: koala, 14: camel, 15: rhino,
    16: polar_bear,
}


def zoo_at(doc: Doc, number: int, x: float, y: float, scale: float, mirror: bool = False) -> str:
    flip = " translate(200 0) scale(-1 1)" if mirror else ""
    return group(f"translate({x} {y}) scale({scale}){flip}", ZOO[number](doc))
