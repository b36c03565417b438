"""Animals from beyond the farm gate, in the 200 x 160 box (facing right, feet on y = 150):
the fox, the sheepdog and the wolf of Sheep-Boom-Bah's cards, the eagle, the mole and the
magpie of Bye-Bye Black Sheep."""

from __future__ import annotations

from artkit.core import C, Doc, el, eye, group, leg, points, shadow, shine, toy
from artkit.farm import fleece
from game.view import palette as P

WHITE = P.hex_rgb("#f6f2e8")


def limb(doc: Doc, x: float, top: float, width: float, colour: P.Colour, paw: P.Colour | None,
         angle: float = 0, far: bool = False, bottom: float = 150) -> str:
    """A leg that may swing (running): `angle` degrees about its top."""
    return group(f"rotate({angle} {x + width / 2} {top})",
                 [leg(doc, x, top, width, colour, paw, far, bottom)])


def fox(doc: Doc, carrying: list[str] | None = None) -> list[str]:
    """A running fox; `carrying` (a 200 x 160 figure) rides on its back."""
    orange = P.hex_rgb("#e8742a")
    sock = P.hex_rgb("#3a2418")
    parts = [
        shadow(doc, 100, 150, 76, 8),
        *toy(doc, "path", orange, (0.4, 0.3), 3,
             d="M56 84 C 34 70, 8 80, 4 108 C 2 122, 14 126, 24 116 C 34 104, 46 98, 62 96 Z"),
        el("path", d="M4 108 C 2 122, 14 126, 24 116 C 18 114, 10 108, 7 100 Z", fill=C(WHITE)),
        limb(doc, 60, 96, 11, orange, sock, 38, far=True, bottom=144),
        limb(doc, 124, 96, 11, orange, sock, -40, far=True, bottom=144),
        *toy(doc, "ellipse", orange, (0.35, 0.25), 4, cx=96, cy=88, rx=50, ry=21),
        el("ellipse", cx=106, cy=102, rx=30, ry=6, fill=C(WHITE), fill_opacity=0.9),
        limb(doc, 70, 98, 12, orange, sock, 28, bottom=146),
        limb(doc, 132, 98, 12, orange, sock, -30, bottom=146),
        shine(86, 74, 28, 6, -6, 0.55),
    ]
    if carrying:
        parts.append(group("translate(48 10) scale(0.5) rotate(8 100 80)", carrying))
    parts += [
        *toy(doc, "polygon", orange, rim=2, points=points(140, 58, 146, 28, 162, 50)),
        el("polygon", points=points(145, 52, 147, 36, 156, 50), fill=C(sock)),
        *toy(doc, "path", orange, (0.3, 0.25), 3,
             d="M132 78 C 130 60, 142 48, 158 48 C 172 48, 180 56, 198 66 C 192 74, 180 80, 164 82 "
               "C 150 84, 138 86, 132 78 Z"),
        el("path", d="M150 80 C 166 80, 184 76, 198 66 C 192 78, 174 88, 154 88 Z", fill=C(WHITE)),
        *toy(doc, "polygon", orange, rim=2, points=points(154, 52, 166, 26, 174, 54)),
        el("polygon", points=points(158, 50, 166, 34, 170, 52), fill=C(sock)),
        el("circle", cx=197, cy=66, r=4.2, fill="#1a1210"),
        el("ellipse", cx=168, cy=60, rx=4, ry=2.6, fill="#1a1210", transform="rotate(-15 168 60)"),
        el("circle", cx=167, cy=59, r=1, fill="#ffffff"),
        shine(150, 56, 8, 3, -30, 0.5),
    ]
    return parts


def dog(doc: Doc) -> list[str]:
    """A black and white sheepdog, crouched to herd, looking right."""
    black = P.hex_rgb("#2a272e")
    parts = [
        shadow(doc, 100, 150, 80, 8),
        *toy(doc, "path", black, (0.4, 0.3), 3,
             d="M48 90 C 30 92, 18 108, 12 126 C 22 122, 34 110, 54 102 Z"),
        el("path", d="M12 126 C 14 118, 18 112, 22 108 C 24 114, 20 122, 12 126 Z", fill=C(WHITE)),
        limb(doc, 56, 104, 12, black, WHITE, 10, far=True),
        limb(doc, 128, 110, 12, black, WHITE, -10, far=True),
        *toy(doc, "ellipse", black, (0.35, 0.25), 4, cx=94, cy=100, rx=52, ry=22),
        el("path", d="M128 92 C 140 100, 146 112, 140 122 C 128 120, 118 110, 116 98 Z",
           fill=C(WHITE)),
        limb(doc, 68, 106, 13, black, WHITE, 6),
        limb(doc, 140, 112, 13, black, WHITE, -6),
        shine(82, 86, 28, 6, -6, 0.45),
        *toy(doc, "path", black, rim=2, d="M142 80 C 136 70, 138 62, 146 62 C 150 68, 152 74, 150 82 Z"),
        *toy(doc, "ellipse", black, (0.3, 0.25), 3, cx=160, cy=96, rx=24, ry=19),
        el("path", d="M158 78 C 162 84, 164 92, 166 100 L 172 110 C 160 114, 150 110, 150 104 "
                     "C 154 96, 156 86, 158 78 Z", fill=C(WHITE)),
        *toy(doc, "ellipse", WHITE, (0.3, 0.3), 2, cx=176, cy=104, rx=15, ry=10),
        el("ellipse", cx=190, cy=100, rx=5, ry=4, fill="#141014"),
        *toy(doc, "path", black, rim=2, d="M168 80 C 172 70, 180 68, 184 72 C 182 80, 176 86, 170 88 Z"),
        eye(164, 92, 3.4, white=True),
        el("path", d="M176 112 C 180 118, 186 118, 188 112", fill="#e26a7a"),
    ]
    return parts


def wolf(doc: Doc, in_fleece: bool = False) -> list[str]:
    """A grey wolf with a toothy grin; `in_fleece` dresses it in a sheep's fleece."""
    grey = P.hex_rgb("#7d808a")
    pale = P.hex_rgb("#d4d6dc")
    dark = P.hex_rgb("#3c3e46")
    parts = [
        shadow(doc, 100, 150, 78, 8),
        *toy(doc, "path", grey, (0.4, 0.3), 3,
             d="M46 80 C 26 84, 12 104, 10 126 C 24 120, 38 104, 56 94 Z"),
        limb(doc, 60, 96, 13, grey, dark, 0, far=True),
        limb(doc, 124, 96, 13, grey, dark, 0, far=True),
        *toy(doc, "ellipse", grey, (0.35, 0.25), 4, cx=94, cy=88, rx=52, ry=24),
        el("ellipse", cx=100, cy=104, rx=34, ry=6, fill=C(pale)),
        limb(doc, 72, 100, 14, grey, dark),
        limb(doc, 134, 100, 14, grey, dark),
    ]
    if in_fleece:
        parts += fleece(doc, P.ANIMAL["sheep"], 92, 76, 46, 20, 15)
        parts.append(shine(78, 60, 26, 6, -8, 0.6))
    else:
        parts.append(shine(84, 72, 28, 6, -6, 0.5))
    parts += [
        *toy(doc, "polygon", grey, rim=2, points=points(138, 56, 142, 26, 158, 48)),
        el("polygon", points=points(142, 50, 144, 34, 152, 48), fill=C(dark)),
        *toy(doc, "path", grey, (0.3, 0.25), 3,
             d="M128 80 C 124 60, 138 46, 156 46 C 170 46, 178 54, 198 64 C 196 74, 186 82, 170 84 "
               "C 154 88, 136 90, 128 80 Z"),
        el("path", d="M152 82 C 166 82, 186 78, 198 66 C 196 78, 180 90, 156 90 Z", fill=C(pale)),
        el("path", d="M160 78 L 163 84 L 166 78 L 170 84 L 173 77 L 177 83 L 180 76",
           fill="#ffffff", stroke=C(dark), stroke_width=1.2, stroke_linejoin="round"),
        el("path", d="M156 77 C 170 78, 184 75, 194 70", fill="none", stroke=C(dark),
           stroke_width=2, stroke_linecap="round"),
        *toy(doc, "polygon", grey, rim=2, points=points(150, 50, 160, 22, 170, 52)),
        el("polygon", points=points(154, 48, 160, 32, 166, 50), fill=C(dark)),
        el("circle", cx=197, cy=65, r=4.5, fill="#15131a"),
        el("ellipse", cx=166, cy=60, rx=4.6, ry=3.4, fill="#f2c230", transform="rotate(-12 166 60)"),
        el("ellipse", cx=166.5, cy=60, rx=1.2, ry=3, fill="#15131a"),
        el("path", d="M158 54 L 174 56", stroke=C(dark), stroke_width=2.5, stroke_linecap="round"),
        shine(146, 56, 8, 3, -30, 0.45),
    ]
    return parts


def eagle(doc: Doc) -> list[str]:
    """An eagle swooping right, wings up, talons out."""
    brown, white, yellow = P.hex_rgb("#6e4424"), P.hex_rgb("#f6f4ee"), P.hex_rgb("#f2b51c")
    return [
        shadow(doc, 104, 152, 50, 5),
        *toy(doc, "path", P.darker(brown, 0.2), (0.4, 0.4), 3,
             d="M96 76 C 86 50, 70 24, 40 8 C 50 26, 48 34, 40 40 C 52 46, 52 52, 46 58 "
               "C 60 62, 66 70, 70 80 Z"),
        *toy(doc, "path", white, (0.35, 0.3), 2.5, d="M48 96 L 12 100 L 20 112 L 14 122 L 52 110 Z"),
        *toy(doc, "ellipse", brown, (0.35, 0.25), 4, cx=96, cy=96, rx=50, ry=24,
             transform="rotate(-12 96 96)"),
        el("path", d="M96 118 L 92 136 M92 136 L 84 142 M92 136 L 94 144 M92 136 L 100 142 "
                     "M118 114 L 120 132 M120 132 L 112 140 M120 132 L 122 142 M120 132 L 128 138",
           stroke=C(yellow), stroke_width=4, stroke_linecap="round"),
        *toy(doc, "path", brown, (0.4, 0.4), 3,
             d="M108 86 C 110 56, 126 24, 160 4 C 154 22, 158 30, 166 34 C 154 40, 156 48, 164 52 "
               "C 148 56, 142 64, 138 78 Z"),
        el("path", d="M126 60 C 134 44, 144 30, 156 20 M132 70 C 140 58, 150 48, 160 42",
           fill="none", stroke=C(P.darker(brown, 0.4)), stroke_width=2, stroke_linecap="round"),
        *toy(doc, "circle", white, (0.3, 0.25), 3, cx=152, cy=78, r=20),
        *toy(doc, "path", yellow, rim=2,
             d="M168 70 C 182 68, 192 76, 190 88 C 188 84, 182 82, 176 84 L 166 84 Z"),
        el("path", d="M140 70 L 160 72", stroke=C(P.darker(brown, 0.2)), stroke_width=3,
           stroke_linecap="round"),
        eye(160, 74, 3.2),
        shine(84, 84, 24, 5, -14, 0.5),
        shine(146, 68, 7, 3, -30, 0.6),
    ]


def mole(doc: Doc) -> list[str]:
    """A mole pushing up out of its hill, digging paws and pink nose first."""
    velvet, pink, dirt = P.hex_rgb("#4a4248"), P.hex_rgb("#f2a0b0"), P.hex_rgb("#7a5232")
    parts = [
        shadow(doc, 100, 150, 86, 8),
        *toy(doc, "path", dirt, (0.4, 0.2), 3,
             d="M14 150 C 24 118, 60 104, 100 104 C 140 104, 176 118, 186 150 Z"),
        *toy(doc, "path", velvet, (0.35, 0.2), 4,
             d="M62 130 C 56 90, 74 46, 100 46 C 126 46, 144 90, 138 130 Z"),
        el("ellipse", cx=100, cy=98, rx=20, ry=24, fill=C(P.lighter(velvet, 0.12))),
        *toy(doc, "ellipse", pink, (0.35, 0.3), 2, cx=100, cy=84, rx=9, ry=7),
        el("circle", cx=97, cy=83, r=1.6, fill="#7a3a48"), el("circle", cx=103, cy=83, r=1.6,
                                                               fill="#7a3a48"),
        el("path", d="M82 76 L 70 72 M82 80 L 68 80 M118 76 L 130 72 M118 80 L 132 80",
           stroke="#d8d0d4", stroke_width=1.2),
        el("circle", cx=88, cy=68, r=2.4, fill="#0e0a0c"), el("circle", cx=112, cy=68, r=2.4,
                                                                fill="#0e0a0c"),
    ]
    for side in (-1, 1):
        x = 100 + side * 42
        parts += toy(doc, "ellipse", pink, (0.35, 0.3), 2.5, cx=x, cy=118, rx=16, ry=12,
                     transform=f"rotate({side * 20} {x} 118)")
        parts.append(el("path", d=" ".join(f"M{x + side * 6 + i * side * 5 - side * 10} 108 l{side * 3} -9"
                                           for i in range(4)),
                        stroke="#f6eee4", stroke_width=3, stroke_linecap="round"))
    for x, y in ((40, 132), (160, 136), (64, 118), (138, 116)):
        parts.append(el("circle", cx=x, cy=y, r=5, fill=C(P.darker(dirt, 0.2))))
    parts.append(shine(88, 58, 8, 4, -30, 0.45))
    return parts


def magpie(doc: Doc) -> list[str]:
    """A thieving magpie with a stolen gold ring in its beak."""
    black, white = P.hex_rgb("#1f1e26"), P.hex_rgb("#f6f4ee")
    sheen = P.hex_rgb("#2e5aa8")
    return [
        shadow(doc, 104, 150, 40, 6),
        el("path", d="M98 120 L 94 146 M110 120 L 112 146 M94 146 L 86 148 M112 146 L 120 148",
           stroke="#2a2a2a", stroke_width=3.5, stroke_linecap="round"),
        *toy(doc, "path", sheen, (0.4, 0.3), 3,
             d="M70 96 L 8 70 C 4 76, 6 82, 10 84 L 66 112 Z"),
        *toy(doc, "ellipse", black, (0.35, 0.25), 4, cx=104, cy=96, rx=40, ry=26,
             transform="rotate(-16 104 96)"),
        *toy(doc, "path", white, (0.35, 0.3), 2.5,
             d="M112 96 C 130 96, 138 108, 130 118 C 118 126, 98 122, 94 114 Z"),
        *toy(doc, "path", sheen, (0.3, 0.25), 3,
             d="M74 88 C 86 76, 112 76, 122 86 C 114 100, 92 106, 70 104 Z"),
        el("path", d="M84 86 C 96 84, 108 86, 116 90", fill="none", stroke=C(white),
           stroke_width=5, stroke_linecap="round"),
        *toy(doc, "circle", black, (0.3, 0.25), 3, cx=140, cy=66, r=18),
        *toy(doc, "polygon", P.hex_rgb("#2a2a30"), rim=1.5, points=points(154, 60, 180, 66, 154, 72)),
        el("circle", cx=186, cy=78, r=10, fill="none", stroke=C(P.GOLD_DARK), stroke_width=6),
        el("circle", cx=186, cy=78, r=10, fill="none", stroke=C(P.GOLD), stroke_width=3.5),
        el("circle", cx=192, cy=70, r=3.5, fill="#bfe9ff", stroke="#ffffff", stroke_width=1),
        eye(144, 62, 3.2, white=True),
        shine(96, 84, 18, 4, -16, 0.5),
        shine(134, 56, 6, 3, -30, 0.6),
    ]
