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
