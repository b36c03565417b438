"""Write the game's SVG art into assets/art/ (run: python assets/make_art.py).

One look for everything: glossy plastic toys (a radial gradient from a light top-left to a
darker edge, a white highlight, a soft ground shadow), colours from game/view/palette.py.
Only what SDL_image's nanosvg draws: paths, circles, ellipses, rects, gradients, opacity and
transforms; no text (the game draws text in code), filters, masks or CSS.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.view import palette as P  # noqa: E402

OUT = Path(__file__).resolve().parent / "art"
C = P.rgb_hex
OUTLINE = 'stroke="{}" stroke-width="2.2" stroke-linejoin="round"'


def pc(share: float) -> str:
    """A bounding-box fraction as a percentage: nanosvg reads bare numbers as pixels."""
    return f"{share * 100:g}%"


class Doc:
    """An SVG document under construction; gradients are shared by name."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.defs: dict[str, str] = {}
        self.body: list[str] = []

    def add(self, *elements: str) -> None:
        self.body.extend(elements)

    def radial(self, stops: list[tuple[float, str, float]], cx: float = 0.35, cy: float = 0.3,
               r: float = 0.75) -> str:
        key = f"r{len(self.defs)}"
        inner = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                        for o, c, a in stops)
        self.defs[key] = (f'<radialGradient id="{key}" cx="{pc(cx)}" cy="{pc(cy)}" r="{pc(r)}" '
                          f'fx="{pc(cx)}" fy="{pc(cy)}">{inner}</radialGradient>')
        return f"url(#{key})"

    def linear(self, stops: list[tuple[float, str, float]], x1: float = 0, y1: float = 0,
               x2: float = 0, y2: float = 1) -> str:
        key = f"l{len(self.defs)}"
        inner = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                        for o, c, a in stops)
        self.defs[key] = (f'<linearGradient id="{key}" x1="{pc(x1)}" y1="{pc(y1)}" '
                          f'x2="{pc(x2)}" y2="{pc(y2)}">{inner}</linearGradient>')
        return f"url(#{key})"

    def glossy(self, colour: P.Colour, cx: float = 0.35, cy: float = 0.3) -> str:
        """The plastic look: a bright spot, the colour, a darker rim."""
        return self.radial([(0, C(P.lighter(colour, 0.55)), 1), (0.45, C(colour), 1),
                            (1, C(P.darker(colour, 0.3)), 1)], cx, cy, 0.8)

    def svg(self) -> str:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" '
                f'height="{self.height}" viewBox="0 0 {self.width} {self.height}">\n'
                f'<defs>{"".join(self.defs.values())}</defs>\n' + "\n".join(self.body)
                + "\n</svg>\n")


def outline(colour: P.Colour) -> str:
    return OUTLINE.format(C(P.darker(colour, 0.45)))


def shadow(doc: Doc, cx: float, cy: float, rx: float, ry: float) -> str:
    fill = doc.radial([(0, "#000000", 0.38), (0.6, "#000000", 0.2), (1, "#000000", 0)],
                      0.5, 0.5, 0.5)
    return f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}"/>'


def shine(cx: float, cy: float, rx: float, ry: float, angle: float = -12,
          opacity: float = 0.55) -> str:
    """The white gloss highlight on a plastic surface."""
    return (f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="#ffffff" '
            f'fill-opacity="{opacity}" transform="rotate({angle} {cx} {cy})"/>')


def eye(cx: float, cy: float, r: float = 4.0, white: bool = False) -> str:
    parts = []
    if white:
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r * 1.6}" fill="#f4f1ea"/>')
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#18120c"/>')
    parts.append(f'<circle cx="{cx - r * 0.35}" cy="{cy - r * 0.4}" r="{r * 0.38}" '
                 'fill="#ffffff"/>')
    return "".join(parts)


def leg(doc: Doc, x: float, top: float, width: float, colour: P.Colour,
        hoof: P.Colour | None, far: bool = False, bottom: float = 150) -> str:
    shade = P.darker(colour, 0.25) if far else colour
    parts = [f'<rect x="{x}" y="{top}" width="{width}" height="{bottom - top}" '
             f'rx="{width / 2.4}" fill="{doc.glossy(shade, 0.3, 0.2)}" {outline(shade)}/>']
    if hoof:
        parts.append(f'<rect x="{x}" y="{bottom - 10}" width="{width}" height="10" '
                     f'rx="3" fill="{C(P.darker(hoof, 0.2) if far else hoof)}"/>')
    return "".join(parts)


def group(transform: str, parts: list[str]) -> str:
    return f'<g transform="{transform}">' + "".join(parts) + "</g>"


# Animals: drawn facing right in a 200 x 160 box, standing on y = 150.

def horse(doc: Doc) -> list[str]:
    body = P.ANIMAL["horse"]
    dark = P.hex_rgb("#4a2812")
    hoof = P.hex_rgb("#2b1a10")
    return [
        shadow(doc, 100, 150, 78, 9),
        f'<path d="M44 66 C 28 72, 22 98, 30 124 C 36 112, 40 96, 50 80 Z" '
        f'fill="{doc.glossy(dark)}" {outline(dark)}/>',
        leg(doc, 60, 92, 15, body, hoof, far=True),
        leg(doc, 124, 92, 15, body, hoof, far=True),
        f'<ellipse cx="96" cy="82" rx="56" ry="27" fill="{doc.glossy(body)}" {outline(body)}/>',
        leg(doc, 72, 96, 16, body, hoof),
        leg(doc, 136, 96, 16, body, hoof),
        f'<path d="M122 66 C 128 46, 138 30, 152 20 L 172 30 C 166 50, 160 72, 150 94 Z" '
        f'fill="{doc.glossy(body, 0.3, 0.2)}" {outline(body)}/>',
        f'<path d="M124 62 C 128 44, 138 26, 152 16 L 158 22 C 146 34, 138 48, 134 66 Z" '
        f'fill="{C(dark)}"/>',
        f'<path d="M152 10 L 160 26 L 148 24 Z" fill="{C(body)}" {outline(body)}/>',
        f'<ellipse cx="168" cy="38" rx="27" ry="14" fill="{doc.glossy(body, 0.3, 0.25)}" '
        f'transform="rotate(32 168 38)" {outline(body)}/>',
        f'<ellipse cx="184" cy="50" rx="11" ry="9" fill="{C(P.darker(body, 0.25))}"/>',
        '<ellipse cx="187" cy="50" rx="2.4" ry="1.6" fill="#1e120a"/>',
        eye(163, 31, 3.6),
        shine(92, 66, 32, 7),
        shine(156, 28, 8, 3, -50),
    ]


def cow(doc: Doc) -> list[str]:
    body = P.ANIMAL["cow"]
    patch = "#1c1a1a"
    pink = P.hex_rgb("#f0a6b4")
    hoof = P.hex_rgb("#2b2622")
    horn = P.hex_rgb("#efe2c0")
    return [
        shadow(doc, 100, 150, 80, 9),
        f'<path d="M42 74 C 30 84, 28 104, 30 120" fill="none" stroke="{C(P.darker(body, 0.3))}" '
        'stroke-width="4" stroke-linecap="round"/>',
        f'<ellipse cx="30" cy="122" rx="5" ry="8" fill="{patch}"/>',
        leg(doc, 56, 96, 16, body, hoof, far=True),
        leg(doc, 122, 96, 16, body, hoof, far=True),
        f'<path d="M40 70 C 40 54, 60 52, 96 52 C 130 52, 150 56, 150 78 C 150 104, 138 114, '
        f'96 114 C 56 114, 40 104, 40 70 Z" fill="{doc.glossy(body)}" {outline(body)}/>',
        f'<path d="M62 58 C 80 52, 96 62, 92 76 C 88 92, 66 90, 58 80 C 52 72, 54 62, 62 58 Z" '
        f'fill="{patch}"/>',
        f'<path d="M112 88 C 122 82, 138 88, 136 100 C 132 110, 116 110, 110 102 Z" '
        f'fill="{patch}"/>',
        f'<path d="M44 92 C 50 88, 60 94, 56 104 C 52 110, 44 106, 44 100 Z" fill="{patch}"/>',
        f'<ellipse cx="104" cy="114" rx="12" ry="7" fill="{doc.glossy(pink)}"/>',
        leg(doc, 68, 100, 17, body, hoof),
        leg(doc, 132, 100, 17, body, hoof),
        f'<path d="M150 40 C 146 30, 150 24, 156 22" fill="none" stroke="{C(horn)}" '
        'stroke-width="6" stroke-linecap="round"/>',
        f'<path d="M176 40 C 180 30, 178 24, 172 22" fill="none" stroke="{C(horn)}" '
        'stroke-width="6" stroke-linecap="round"/>',
        f'<ellipse cx="140" cy="52" rx="13" ry="6" fill="{doc.glossy(body)}" '
        f'transform="rotate(-20 140 52)" {outline(body)}/>',
        f'<ellipse cx="164" cy="60" rx="21" ry="25" fill="{doc.glossy(body, 0.3, 0.25)}" '
        f'{outline(body)}/>',
        f'<path d="M150 46 C 156 40, 166 42, 168 52 C 168 60, 158 62, 152 58 Z" fill="{patch}"/>',
        f'<ellipse cx="168" cy="80" rx="19" ry="13" fill="{doc.glossy(pink, 0.4, 0.3)}" '
        f'{outline(pink)}/>',
        '<ellipse cx="162" cy="80" rx="2.8" ry="2" fill="#7a3a48"/>',
        '<ellipse cx="175" cy="80" rx="2.8" ry="2" fill="#7a3a48"/>',
        eye(160, 55, 3.6, white=True),
        eye(176, 57, 3.2),
        shine(88, 60, 30, 6),
        shine(158, 46, 7, 3, -30),
    ]


def pig(doc: Doc) -> list[str]:
    body = P.ANIMAL["pig"]
    deep = P.darker(body, 0.18)
    return [
        shadow(doc, 100, 150, 76, 9),
        f'<path d="M40 80 C 26 78, 24 64, 34 62 C 42 60, 42 72, 34 72" fill="none" '
        f'stroke="{C(deep)}" stroke-width="4.5" stroke-linecap="round"/>',
        leg(doc, 58, 108, 17, body, P.darker(body, 0.35), far=True),
        leg(doc, 118, 108, 17, body, P.darker(body, 0.35), far=True),
        f'<ellipse cx="96" cy="88" rx="60" ry="36" fill="{doc.glossy(body)}" {outline(body)}/>',
        leg(doc, 70, 112, 18, body, P.darker(body, 0.35)),
        leg(doc, 130, 112, 18, body, P.darker(body, 0.35)),
        f'<circle cx="150" cy="78" r="30" fill="{doc.glossy(body, 0.3, 0.25)}" {outline(body)}/>',
        f'<path d="M132 54 L 140 30 L 156 50 Z" fill="{doc.glossy(deep)}" {outline(body)}/>',
        f'<ellipse cx="178" cy="84" rx="11" ry="14" fill="{doc.glossy(deep, 0.3, 0.3)}" '
        f'{outline(body)}/>',
        '<ellipse cx="179" cy="79" rx="2.4" ry="3.4" fill="#8a3a50"/>',
        '<ellipse cx="179" cy="90" rx="2.4" ry="3.4" fill="#8a3a50"/>',
        eye(160, 68, 3.8),
        f'<path d="M150 94 C 156 100, 164 100, 168 96" fill="none" stroke="{C(P.darker(body))}" '
        'stroke-width="2.5" stroke-linecap="round"/>',
        shine(84, 66, 34, 9),
        shine(142, 60, 10, 5, -35),
    ]


def _wool(doc: Doc, wool: P.Colour, cx: float, cy: float, rx: float, ry: float,
          puff: float) -> list[str]:
    """A fleece: a body of overlapping glossy puffs around an ellipse."""
    fill = doc.glossy(wool, 0.35, 0.3)
    edge = outline(wool)
    parts = [f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}" {edge}/>']
    for i in range(14):
        a = 2 * math.pi * i / 14
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{puff}" fill="{fill}" {edge}/>')
    parts.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{rx - 2}" ry="{ry - 2}" fill="{fill}"/>')
    for x, y in ((-22, -8), (4, -12), (26, -4), (-8, 8), (18, 10), (-30, 10)):
        parts.append(f'<circle cx="{cx + x}" cy="{cy + y}" r="{puff * 0.75}" fill="{fill}"/>')
    return parts


def sheep_figure(doc: Doc, wool: P.Colour, face: P.Colour, legs: P.Colour,
                 eye_whites: bool) -> list[str]:
    return [
        shadow(doc, 100, 150, 74, 9),
        leg(doc, 64, 100, 13, legs, None, far=True),
        leg(doc, 118, 100, 13, legs, None, far=True),
        *_wool(doc, wool, 94, 82, 50, 28, 16),
        leg(doc, 76, 104, 14, legs, None),
        leg(doc, 130, 104, 14, legs, None),
        f'<ellipse cx="140" cy="64" rx="13" ry="6" fill="{doc.glossy(face)}" '
        f'transform="rotate(-25 140 64)" {outline(face)}/>',
        f'<ellipse cx="160" cy="74" rx="17" ry="23" fill="{doc.glossy(face, 0.3, 0.25)}" '
        f'transform="rotate(-28 160 74)" {outline(face)}/>',
        f'<circle cx="150" cy="56" r="11" fill="{doc.glossy(wool)}" {outline(wool)}/>',
        f'<circle cx="160" cy="52" r="9" fill="{doc.glossy(wool)}" {outline(wool)}/>',
        eye(164, 70, 3.5, white=eye_whites),
        f'<ellipse cx="174" cy="88" rx="2.6" ry="1.8" fill="{C(P.darker(face, 0.5))}"/>',
        shine(82, 64, 30, 8, -8, 0.7),
        shine(156, 64, 5, 3, -40),
    ]


def sheep(doc: Doc) -> list[str]:
    return sheep_figure(doc, P.ANIMAL["sheep"], P.hex_rgb("#f0cdbf"), P.hex_rgb("#4a4040"),
                        eye_whites=False)


def black_sheep(doc: Doc) -> list[str]:
    return sheep_figure(doc, P.ANIMAL["black_sheep"], P.hex_rgb("#1a1a1e"),
                        P.hex_rgb("#1a1a1e"), eye_whites=True)


def rooster(doc: Doc) -> list[str]:
    body = P.ANIMAL["rooster"]
    red = P.hex_rgb("#e0302a")
    yellow = P.hex_rgb("#f2b51c")
    tail = P.hex_rgb("#2f3b34")
    return [
        shadow(doc, 100, 150, 60, 8),
        f'<path d="M70 76 C 48 60, 36 36, 44 14 C 54 36, 62 50, 82 64 Z" '
        f'fill="{doc.glossy(tail)}" {outline(tail)}/>',
        f'<path d="M72 80 C 44 76, 26 56, 24 32 C 40 50, 56 60, 80 68 Z" '
        f'fill="{doc.glossy(tail)}" {outline(tail)}/>',
        f'<path d="M74 90 C 48 96, 30 84, 22 64 C 40 76, 58 80, 80 78 Z" '
        f'fill="{doc.glossy(P.lighter(tail, 0.2))}" {outline(tail)}/>',
        f'<path d="M92 112 L 88 146 M 88 146 L 78 150 M 88 146 L 98 150" fill="none" '
        f'stroke="{C(P.darker(yellow, 0.1))}" stroke-width="5" stroke-linecap="round"/>',
        f'<path d="M112 112 L 114 146 M 114 146 L 104 150 M 114 146 L 124 150" fill="none" '
        f'stroke="{C(yellow)}" stroke-width="5" stroke-linecap="round"/>',
        f'<path d="M66 80 C 66 56, 104 50, 124 56 C 144 62, 146 96, 130 110 C 114 124, 80 122, '
        f'70 104 C 66 96, 66 88, 66 80 Z" fill="{doc.glossy(body)}" {outline(body)}/>',
        f'<path d="M118 70 C 116 54, 118 38, 130 30 C 144 24, 154 34, 152 48 C 150 60, 142 72, '
        f'130 80 Z" fill="{doc.glossy(body, 0.3, 0.25)}" {outline(body)}/>',
        f'<path d="M84 84 C 96 74, 118 78, 122 90 C 112 102, 94 104, 84 84 Z" '
        f'fill="{C(P.darker(body, 0.08))}" {outline(body)}/>',
        f'<path d="M126 30 C 122 20, 130 14, 134 20 C 134 10, 144 10, 144 18 C 148 10, 158 14, '
        f'152 26 C 146 30, 134 32, 126 30 Z" fill="{doc.glossy(red)}" {outline(red)}/>',
        f'<path d="M150 40 L 166 45 L 150 50 Z" fill="{doc.glossy(yellow)}" {outline(yellow)}/>',
        f'<path d="M146 52 C 154 54, 154 66, 146 68 C 140 66, 140 56, 146 52 Z" '
        f'fill="{doc.glossy(red)}" {outline(red)}/>',
        eye(140, 39, 3.4),
        shine(96, 66, 22, 6, -12),
        shine(132, 38, 5, 3, -40),
    ]


ANIMALS: dict[str, Callable[[Doc], list[str]]] = {
    "horse": horse, "cow": cow, "pig": pig, "sheep": sheep, "rooster": rooster,
    "black_sheep": black_sheep,
}


def animal_at(doc: Doc, kind: str, x: float, y: float, scale: float,
              mirror: bool = False) -> str:
    """The 200 x 160 animal with its box's top-left corner at (x, y)."""
    flip = " translate(200 0) scale(-1 1)" if mirror else ""
    return group(f"translate({x} {y}) scale({scale}){flip}", ANIMALS[kind](doc))


def animal_svg(kind: str) -> Doc:
    doc = Doc(200, 160)
    doc.add(*ANIMALS[kind](doc))
    return doc


# Cards: 250 x 350, rounded corners; names are drawn by the game in the corners.

CARD_W, CARD_H = 250, 350


def card_blank(face: str, edge: str) -> str:
    return (f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="20" '
            f'fill="{face}" stroke="{edge}" stroke-width="3"/>')


def card_face_parts(doc: Doc, kind: str) -> list[str]:
    """A cream card, the animal big in a sky-and-grass window, small ones in two corners."""
    tint = P.ANIMAL[kind] if kind not in ("cow", "sheep", "rooster") else P.PASTURE
    window = doc.radial([(0, C(P.lighter(P.SKY, 0.4)), 1), (0.7, C(P.SKY), 1),
                         (1, C(P.lighter(tint, 0.3)), 1)], 0.5, 0.35, 0.7)
    grass = doc.linear([(0, C(P.PASTURE), 1), (1, C(P.PASTURE_DARK), 1)])
    parts = [
        card_blank(doc.linear([(0, C(P.CREAM), 1), (1, C(P.CREAM_DARK), 1)]), C(P.WOOD_DARK)),
        f'<rect x="14" y="14" width="{CARD_W - 28}" height="{CARD_H - 28}" rx="12" '
        f'fill="none" stroke="{C(P.GOLD_DARK)}" stroke-width="2"/>',
        f'<ellipse cx="125" cy="186" rx="104" ry="108" fill="{window}" '
        f'stroke="{C(P.WOOD_LIGHT)}" stroke-width="3"/>',
        f'<path d="M22 214 C 60 200, 190 200, 228 214 C 222 262, 180 292, 125 294 '
        f'C 70 292, 28 262, 22 214 Z" fill="{grass}"/>',
        animal_at(doc, kind, 13, 110, 1.12),
    ]
    for x, y, rot in ((16, 46, 0), (CARD_W - 16, CARD_H - 46, 180)):
        parts.append(group(f"rotate({rot} {x} {y}) translate({x} {y})",
                           [animal_at(doc, kind, 0, 0, 0.22)]))
    return parts


def card_face(kind: str) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    doc.add(*card_face_parts(doc, kind))
    return doc


def card_back() -> Doc:
    doc = Doc(CARD_W, CARD_H)
    red = P.hex_rgb("#8a2432")
    doc.add(card_blank(doc.radial([(0, C(P.lighter(red, 0.2)), 1),
                                   (1, C(P.darker(red, 0.35)), 1)], 0.5, 0.45, 0.8),
                       C(P.WOOD_DARK)))
    lines = []
    for i in range(-12, 14):
        x = i * 24
        lines.append(f"M{x} 14 L{x + 336} 350 M{x + 336} 14 L{x} 350")
    doc.add(f'<rect x="14" y="14" width="{CARD_W - 28}" height="{CARD_H - 28}" rx="12" '
            f'fill="none" stroke="{C(P.CREAM)}" stroke-width="3"/>')
    doc.add(f'<path d="{" ".join(lines)}" stroke="{C(P.CREAM)}" stroke-opacity="0.14" '
            'stroke-width="3" fill="none"/>')
    doc.add(f'<circle cx="125" cy="175" r="78" fill="{doc.glossy(P.CREAM)}" '
            f'stroke="{C(P.GOLD)}" stroke-width="6"/>')
    doc.add(animal_at(doc, "sheep", 62, 128, 0.63))
    for x, y in ((36, 36), (214, 36), (36, 314), (214, 314)):
        doc.add(f'<path d="M{x} {y - 10} L{x + 10} {y} L{x} {y + 10} L{x - 10} {y} Z" '
                f'fill="{C(P.GOLD)}"/>')
    return doc


# The table

def tileable_felt() -> Doc:
    size = 256
    doc = Doc(size, size)
    doc.add(f'<rect width="{size}" height="{size}" fill="{C(P.FELT)}"/>')
    rng = random.Random(7)
    marks = []
    for _ in range(360):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        length, lean = rng.uniform(5, 11), rng.uniform(-3, 3)
        colour = rng.choice((P.FELT_DARK, P.FELT_LIGHT, P.darker(P.FELT, 0.12)))
        opacity = rng.uniform(0.25, 0.55)
        for dx in (-size, 0, size):
            for dy in (-size, 0, size):
                if -12 < x + dx < size + 12 and -12 < y + dy < size + 12:
                    marks.append(f'<path d="M{x + dx:.1f} {y + dy:.1f} l{lean:.1f} {-length:.1f}" '
                                 f'stroke="{C(colour)}" stroke-opacity="{opacity:.2f}" '
                                 'stroke-width="1.6" stroke-linecap="round"/>')
    doc.add(*marks)
    return doc


def fence(doc: Doc, x: float, y: float, width: float, height: float, post: float = 10) -> list[str]:
    """A wooden fence around a rectangle, seen from above: two rails and posts."""
    wood = doc.linear([(0, C(P.WOOD_LIGHT), 1), (1, C(P.WOOD), 1)])
    rails = []
    for inset in (0, post * 0.9):
        rails.append(f'<rect x="{x + inset}" y="{y + inset}" width="{width - 2 * inset}" '
                     f'height="{height - 2 * inset}" rx="4" fill="none" stroke="{C(P.WOOD_DARK)}" '
                     f'stroke-width="{post * 0.55 + 2}"/>')
        rails.append(f'<rect x="{x + inset}" y="{y + inset}" width="{width - 2 * inset}" '
                     f'height="{height - 2 * inset}" rx="4" fill="none" stroke="{C(P.WOOD_LIGHT)}" '
                     f'stroke-width="{post * 0.55}"/>')
    posts = []
    steps_x = max(2, round(width / 60))
    steps_y = max(2, round(height / 60))
    points = [(x + width * i / steps_x, y + height * j) for i in range(steps_x + 1) for j in (0, 1)]
    points += [(x + width * j, y + height * i / steps_y) for i in range(1, steps_y) for j in (0, 1)]
    for px, py in points:
        posts.append(f'<rect x="{px - post / 2 + post * 0.45}" y="{py - post / 2 + post * 0.45}" '
                     f'width="{post}" height="{post}" rx="2" fill="{wood}" '
                     f'stroke="{C(P.WOOD_DARK)}" stroke-width="1.5"/>')
    return rails + posts


def barn(doc: Doc, colour: P.Colour, roof: P.Colour, trim: str = "#ffffff") -> list[str]:
    """A barn front in a 100 x 100 box, ground at y = 96."""
    return [
        shadow(doc, 50, 96, 46, 5),
        f'<path d="M10 46 L 50 14 L 90 46 L 90 94 L 10 94 Z" fill="{doc.glossy(colour, 0.4, 0.3)}" '
        f'{outline(colour)}/>',
        f'<path d="M4 50 L 50 10 L 96 50 L 90 54 L 50 20 L 10 54 Z" fill="{doc.glossy(roof)}" '
        f'{outline(roof)}/>',
        f'<rect x="34" y="56" width="32" height="38" fill="{C(P.darker(colour, 0.3))}" '
        f'stroke="{trim}" stroke-width="3"/>',
        f'<path d="M34 56 L 66 94 M 66 56 L 34 94" stroke="{trim}" stroke-width="3"/>',
        f'<circle cx="50" cy="36" r="6" fill="{C(P.darker(colour, 0.3))}" stroke="{trim}" '
        'stroke-width="2.5"/>',
        shine(30, 60, 10, 4, -30, 0.35),
    ]


BARN_RED = P.hex_rgb("#b8322a")
ROOF = P.hex_rgb("#5a3a2a")


def field_mat() -> Doc:
    size = 480
    doc = Doc(size, size)
    grass = doc.radial([(0, C(P.lighter(P.PASTURE, 0.2)), 1), (0.7, C(P.PASTURE), 1),
                        (1, C(P.PASTURE_DARK), 1)], 0.5, 0.5, 0.7)
    doc.add(f'<rect x="20" y="20" width="{size - 40}" height="{size - 40}" rx="26" fill="{grass}"/>')
    rng = random.Random(3)
    for _ in range(90):
        x, y = rng.uniform(60, size - 60), rng.uniform(60, size - 60)
        doc.add(f'<path d="M{x:.0f} {y:.0f} l-3 -7 M{x:.0f} {y:.0f} l0 -9 M{x:.0f} {y:.0f} l3 -7" '
                f'stroke="{C(P.PASTURE_DARK)}" stroke-width="1.6" stroke-linecap="round" '
                'stroke-opacity="0.7"/>')
    doc.add(*fence(doc, 30, 30, size - 60, size - 60, 12))
    for angle in (0, 90, 180, 270):
        doc.add(group(f"rotate({angle} 240 240) translate(198 388) scale(0.84)",
                      barn(doc, BARN_RED, ROOF)))
    return doc


def corral() -> Doc:
    doc = Doc(300, 200)
    straw = doc.radial([(0, "#e8d08a", 1), (0.7, "#cfae62", 1), (1, "#a8844a", 1)], 0.5, 0.45,
                       0.7)
    doc.add(f'<rect x="14" y="14" width="272" height="172" rx="14" fill="{straw}"/>')
    rng = random.Random(5)
    for _ in range(70):
        x, y = rng.uniform(30, 270), rng.uniform(30, 170)
        a = rng.uniform(0, math.pi)
        dx, dy = 7 * math.cos(a), 7 * math.sin(a)
        doc.add(f'<path d="M{x - dx:.1f} {y - dy:.1f} L{x + dx:.1f} {y + dy:.1f}" '
                'stroke="#f4e2a6" stroke-width="1.5" stroke-opacity="0.7"/>')
    doc.add(*fence(doc, 12, 12, 276, 176, 12))
    return doc


def value_disc(value: int, negative: bool) -> Doc:
    """The underside of a figure: pips for its value; black sheep are dark with a minus bar."""
    doc = Doc(100, 100)
    base = P.ANIMAL["black_sheep"] if negative else P.CREAM
    pip = "#f4f1ea" if negative else C(P.INK)
    doc.add(shadow(doc, 50, 92, 40, 6))
    doc.add(f'<circle cx="50" cy="50" r="42" fill="{doc.glossy(base)}" stroke="{C(P.GOLD_DARK)}" '
            'stroke-width="5"/>')
    if negative:
        doc.add(f'<rect x="20" y="45" width="14" height="10" rx="3" fill="{C(P.DANGER)}"/>')
    spots = {1: [(56, 50)], 2: [(56, 36), (56, 64)], 3: [(56, 30), (56, 50), (56, 70)]}[value]
    if not negative:
        spots = [(x - 6, y) for x, y in spots]
    for x, y in spots:
        doc.add(f'<circle cx="{x}" cy="{y}" r="8" fill="{pip}"/>')
    doc.add(shine(36, 30, 16, 6, -30, 0.4))
    return doc


def figure_base() -> Doc:
    doc = Doc(100, 100)
    doc.add(shadow(doc, 50, 92, 40, 6))
    doc.add(f'<circle cx="50" cy="50" r="42" fill="{doc.glossy(P.CREAM_DARK)}" '
            f'stroke="{C(P.GOLD_DARK)}" stroke-width="5"/>')
    doc.add(f'<circle cx="50" cy="50" r="24" fill="none" stroke="{C(P.WOOD_LIGHT)}" '
            'stroke-width="3" stroke-dasharray="6 5"/>')
    doc.add(shine(36, 30, 16, 6, -30, 0.4))
    return doc


# Sheep-Boom-Bah pieces

TILE = 120


def tile(doc: Doc, colour: P.Colour) -> None:
    doc.add(f'<rect x="4" y="6" width="{TILE - 8}" height="{TILE - 8}" rx="12" '
            f'fill="{C(P.darker(colour, 0.45))}"/>')
    doc.add(f'<rect x="4" y="2" width="{TILE - 8}" height="{TILE - 8}" rx="12" '
            f'fill="{doc.glossy(colour, 0.3, 0.25)}" stroke="{C(P.darker(colour, 0.35))}" '
            'stroke-width="2"/>')
    doc.add(f'<rect x="9" y="7" width="{TILE - 18}" height="{TILE - 18}" rx="9" fill="none" '
            f'stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>')


def tufts(doc: Doc, colour: P.Colour, seed: int, count: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        x, y = rng.uniform(22, TILE - 22), rng.uniform(24, TILE - 20)
        doc.add(f'<path d="M{x:.0f} {y:.0f} l-4 -8 M{x:.0f} {y:.0f} l0 -10 M{x:.0f} {y:.0f} l4 -8" '
                f'stroke="{C(colour)}" stroke-width="2" stroke-linecap="round"/>')


def tile_back() -> Doc:
    doc = Doc(TILE, TILE)
    green = P.hex_rgb("#4f8f3c")
    tile(doc, green)
    tufts(doc, P.darker(green, 0.3), 11, 12)
    doc.add(f'<circle cx="60" cy="58" r="16" fill="none" stroke="{C(P.lighter(green, 0.3))}" '
            'stroke-width="4" stroke-opacity="0.6"/>')
    return doc


def tile_safe() -> Doc:
    doc = Doc(TILE, TILE)
    tile(doc, P.lighter(P.PASTURE, 0.15))
    tufts(doc, P.PASTURE_DARK, 12, 8)
    rng = random.Random(4)
    for _ in range(7):
        x, y = rng.uniform(22, TILE - 22), rng.uniform(22, TILE - 22)
        petal = rng.choice(("#ffffff", "#ffd84a", "#f7a8c8"))
        for a in range(5):
            ang = a * 2 * math.pi / 5
            doc.add(f'<circle cx="{x + 4 * math.cos(ang):.1f}" cy="{y + 4 * math.sin(ang):.1f}" '
                    f'r="3.2" fill="{petal}"/>')
        doc.add(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2.6" fill="#f2a81c"/>')
    return doc


def mine(doc: Doc, cx: float, cy: float, r: float) -> None:
    spikes = []
    for i in range(8):
        a = i * math.pi / 4
        spikes.append(f"M{cx + r * 0.7 * math.cos(a):.1f} {cy + r * 0.7 * math.sin(a):.1f} "
                      f"L{cx + r * 1.35 * math.cos(a):.1f} {cy + r * 1.35 * math.sin(a):.1f}")
    doc.add(f'<path d="{" ".join(spikes)}" stroke="#2a2a2e" stroke-width="{r * 0.3:.1f}" '
            'stroke-linecap="round"/>')
    doc.add(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{doc.glossy(P.hex_rgb("#34343c"))}"/>')
    doc.add(f'<circle cx="{cx}" cy="{cy - r * 0.15}" r="{r * 0.25}" '
            f'fill="{doc.glossy(P.DANGER)}"/>')
    doc.add(shine(cx - r * 0.4, cy - r * 0.45, r * 0.35, r * 0.15, -35, 0.5))


def tile_mine() -> Doc:
    doc = Doc(TILE, TILE)
    dirt = P.hex_rgb("#8a6038")
    tile(doc, dirt)
    doc.add(f'<ellipse cx="60" cy="66" rx="40" ry="30" fill="{C(P.darker(dirt, 0.35))}"/>')
    doc.add(f'<ellipse cx="60" cy="70" rx="32" ry="22" fill="{C(P.darker(dirt, 0.55))}"/>')
    mine(doc, 60, 58, 20)
    return doc


def tile_barn() -> Doc:
    doc = Doc(TILE, TILE)
    tile(doc, P.hex_rgb("#e4e4e4"))
    doc.add(group("translate(18 14) scale(0.84)",
                  barn(doc, P.hex_rgb("#f2f2f2"), P.hex_rgb("#8c8c8c"), trim="#7a7a7a")))
    return doc


def cone(doc: Doc, x: float, y: float, s: float) -> None:
    orange = P.hex_rgb("#f07a1c")
    doc.add(group(f"translate({x} {y}) scale({s})", [
        shadow(doc, 30, 58, 28, 5),
        f'<rect x="4" y="50" width="52" height="9" rx="3" fill="{doc.glossy(orange)}" '
        f'{outline(orange)}/>',
        f'<path d="M22 4 L 38 4 L 50 52 L 10 52 Z" fill="{doc.glossy(orange, 0.3, 0.2)}" '
        f'{outline(orange)}/>',
        '<path d="M18 22 L 42 22 L 45 34 L 15 34 Z" fill="#f8f6f0"/>',
        shine(24, 18, 3, 10, 14, 0.5),
    ]))


def tile_cone() -> Doc:
    doc = Doc(TILE, TILE)
    tile(doc, P.lighter(P.PASTURE, 0.15))
    tufts(doc, P.PASTURE_DARK, 13, 6)
    cone(doc, 30, 22, 1.0)
    return doc


def start_space() -> Doc:
    doc = Doc(TILE, TILE)
    tile(doc, P.WOOD_LIGHT)
    for y in (30, 58, 86):
        doc.add(f'<path d="M12 {y} L 108 {y}" stroke="{C(P.WOOD_DARK)}" stroke-width="2" '
                'stroke-opacity="0.5"/>')
    doc.add(f'<circle cx="60" cy="58" r="22" fill="none" stroke="{C(P.CREAM)}" '
            'stroke-width="5" stroke-dasharray="9 6"/>')
    return doc


def meeple(doc: Doc, colour: P.Colour) -> list[str]:
    """A wooden sheep meeple in a 100 x 80 box, standing on y = 74."""
    face = P.darker(colour, 0.4)
    return [
        shadow(doc, 50, 74, 40, 5),
        f'<path d="M14 40 C 10 22, 28 12, 44 18 C 54 8, 72 10, 76 22 C 84 20, 94 28, 92 38 '
        f'C 96 48, 88 56, 80 54 L 80 72 L 68 72 L 66 58 L 36 58 L 34 72 L 22 72 L 22 56 '
        f'C 12 54, 8 46, 14 40 Z" fill="{doc.glossy(colour)}" {outline(colour)}/>',
        f'<path d="M74 24 C 86 22, 96 30, 94 40 C 92 46, 84 48, 78 44 Z" fill="{C(face)}"/>',
        eye(86, 32, 2.6),
        shine(38, 26, 14, 5, -12, 0.6),
    ]


def boom_sheep() -> Doc:
    """White and greys, so that a multiply tint paints it in a player's colour."""
    doc = Doc(100, 80)
    doc.add(*meeple(doc, P.hex_rgb("#f4f4f4")))
    return doc


def barn_piece() -> Doc:
    doc = Doc(100, 100)
    doc.add(*barn(doc, P.hex_rgb("#f0f0f0"), P.hex_rgb("#9a9a9a"), trim="#6f6f6f"))
    return doc


PIPS = {1: [(50, 50)], 2: [(30, 30), (70, 70)], 3: [(28, 28), (50, 50), (72, 72)],
        4: [(30, 30), (70, 30), (30, 70), (70, 70)],
        5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
        6: [(30, 26), (70, 26), (30, 50), (70, 50), (30, 74), (70, 74)]}


def dice(value: int) -> Doc:
    doc = Doc(100, 100)
    doc.add(f'<rect x="6" y="10" width="88" height="86" rx="18" fill="{C(P.hex_rgb("#b9b2a4"))}"/>')
    doc.add(f'<rect x="6" y="4" width="88" height="86" rx="18" fill="{doc.glossy(P.CREAM)}" '
            f'stroke="{C(P.hex_rgb("#a89f8c"))}" stroke-width="2"/>')
    for x, y in PIPS[value]:
        colour = C(P.DANGER) if value == 1 else C(P.INK)
        doc.add(f'<circle cx="{x}" cy="{y - 3}" r="{11 if value == 1 else 8.5}" fill="{colour}"/>')
    doc.add(shine(30, 16, 18, 4, -8, 0.6))
    return doc


def card_frame() -> Doc:
    doc = Doc(CARD_W, CARD_H)
    doc.add(card_blank(doc.linear([(0, "#fbf4e2", 1), (1, "#eadcb8", 1)]), C(P.WOOD_DARK)))
    doc.add(f'<rect x="12" y="12" width="{CARD_W - 24}" height="{CARD_H - 24}" rx="14" '
            f'fill="none" stroke="{C(P.INK_SOFT)}" stroke-width="3"/>')
    doc.add(f'<rect x="22" y="22" width="{CARD_W - 44}" height="52" rx="10" '
            f'fill="{C(P.hex_rgb("#dcdcdc"))}" stroke="{C(P.INK_SOFT)}" stroke-width="2"/>')
    doc.add(f'<rect x="22" y="86" width="{CARD_W - 44}" height="120" rx="10" '
            f'fill="{doc.linear([(0, C(P.SKY), 1), (1, C(P.PASTURE), 1)])}" '
            f'stroke="{C(P.INK_SOFT)}" stroke-width="2"/>')
    doc.add(f'<rect x="22" y="218" width="{CARD_W - 44}" height="108" rx="10" fill="#ffffff" '
            f'fill-opacity="0.45" stroke="{C(P.INK_SOFT)}" stroke-width="1.5"/>')
    return doc


# Logo and game pictures

LETTERS = {
    "S": "M50 14 C 40 0, 8 4, 10 22 C 12 40, 50 38, 50 58 C 50 78, 16 82, 6 64",
    "H": "M10 4 L10 76 M50 4 L50 76 M10 40 L50 40",
    "E": "M50 4 L10 4 L10 76 L50 76 M10 40 L42 40",
    "P": "M10 76 L10 4 L30 4 C 58 4, 58 44, 30 44 L10 44",
    "F": "M50 4 L10 4 L10 76 M10 40 L42 40",
    "O": "M30 4 C 58 4, 58 76, 30 76 C 2 76, 2 4, 30 4 Z",
    "L": "M10 4 L10 76 L50 76",
    "D": "M10 4 L10 76 L26 76 C 62 76, 62 4, 26 4 Z",
}


def word(doc: Doc, letters: str, x: float, y: float, scale: float) -> None:
    for i, letter in enumerate(letters):
        path = LETTERS[letter]
        at = f"translate({x + i * 62 * scale} {y}) scale({scale})"
        doc.add(group(at, [
            f'<path d="{path}" fill="none" stroke="{C(P.WOOD_DARK)}" stroke-width="22" '
            'stroke-linecap="round" stroke-linejoin="round" transform="translate(2 4)"/>',
            f'<path d="{path}" fill="none" stroke="{C(P.INK)}" stroke-width="20" '
            'stroke-linecap="round" stroke-linejoin="round"/>',
            f'<path d="{path}" fill="none" stroke="{C(P.CREAM)}" stroke-width="13" '
            'stroke-linecap="round" stroke-linejoin="round"/>',
            f'<path d="{path}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.7" '
            'stroke-linecap="round" stroke-linejoin="round" transform="translate(-2 -2)"/>',
        ]))


def logo() -> Doc:
    doc = Doc(900, 200)
    doc.add(animal_at(doc, "sheep", 0, 0, 1.15))
    word(doc, "SHEEPFOLD", 236, 40, 1.15)
    doc.add(f'<path d="M236 176 C 420 162, 680 162, 888 176" fill="none" stroke="{C(P.GOLD)}" '
            'stroke-width="8" stroke-linecap="round"/>')
    return doc


def logo_icon() -> Doc:
    """The window icon: the logo's sheep on a round patch of pasture."""
    doc = Doc(128, 128)
    doc.add(f'<circle cx="64" cy="64" r="60" fill="{doc.glossy(P.PASTURE)}" '
            f'stroke="{C(P.WOOD_DARK)}" stroke-width="6"/>')
    doc.add(animal_at(doc, "sheep", 4, 18, 0.6))
    return doc


def scene(doc: Doc, sky: str | None = None) -> None:
    """A framed 400 x 300 picture: sky, hills, the pasture."""
    doc.add(f'<rect x="0" y="0" width="400" height="300" rx="18" '
            f'fill="{doc.linear([(0, sky or C(P.SKY), 1), (1, "#eef8ff", 1)])}"/>')
    doc.add(f'<path d="M0 150 C 80 120, 160 130, 220 150 C 290 124, 350 126, 400 144 L400 282 '
            f'C 400 292, 392 300, 382 300 L18 300 C 8 300, 0 292, 0 282 Z" '
            f'fill="{doc.linear([(0, C(P.PASTURE), 1), (1, C(P.PASTURE_DARK), 1)])}"/>')


def frame(doc: Doc) -> None:
    doc.add(f'<rect x="3" y="3" width="394" height="294" rx="18" fill="none" '
            f'stroke="{C(P.WOOD_DARK)}" stroke-width="6"/>')


def small_card(doc: Doc, kind: str, x: float, y: float, scale: float, angle: float) -> None:
    doc.add(group(f"translate({x} {y}) rotate({angle}) scale({scale})",
                  card_face_parts(doc, kind)))


def game_black_sheep() -> Doc:
    doc = Doc(400, 300)
    scene(doc)
    doc.add(animal_at(doc, "horse", 10, 120, 0.8))
    doc.add(animal_at(doc, "cow", 140, 150, 0.8))
    doc.add(animal_at(doc, "black_sheep", 250, 110, 0.75))
    for i, kind in enumerate(("pig", "sheep", "rooster")):
        small_card(doc, kind, 250 + i * 36, 190 + abs(i - 1) * 6, 0.26, (i - 1) * 12)
    frame(doc)
    return doc


def burst(doc: Doc, cx: float, cy: float, r: float) -> None:
    for scale, colour in ((1.0, "#f7c21c"), (0.65, "#fbe68a"), (0.35, "#ffffff")):
        points = []
        for i in range(18):
            radius = r * scale * (1.0 if i % 2 == 0 else 0.55)
            a = i * math.pi / 9
            points.append(f"{cx + radius * math.cos(a):.1f} {cy + radius * math.sin(a):.1f}")
        doc.add(f'<path d="M{" L".join(points)} Z" fill="{colour}"/>')


def game_boom_bah() -> Doc:
    doc = Doc(400, 300)
    scene(doc, "#f8d7a0")
    for row in range(3):
        for col in range(5):
            x, y = 40 + col * 66, 116 + row * 58
            kind = "safe" if (row + col) % 3 == 0 else "back"
            doc.add(f'<rect x="{x}" y="{y}" width="58" height="50" rx="7" '
                    f'fill="{C(P.lighter(P.PASTURE, 0.2) if kind == "safe" else P.hex_rgb("#4f8f3c"))}" '
                    f'stroke="{C(P.darker(P.PASTURE_DARK, 0.3))}" stroke-width="2"/>')
    burst(doc, 235, 150, 70)
    mine(doc, 235, 156, 18)
    for i, seat in enumerate(P.PLAYERS):
        doc.add(group(f"translate({30 + i * 90} 224) scale(0.6)", meeple(doc, seat.colour)))
    frame(doc)
    return doc


def game_bye_bye() -> Doc:
    doc = Doc(400, 300)
    scene(doc, "#f3c9a8")
    doc.add(f'<path d="M230 300 C 250 230, 300 180, 400 160 L400 200 C 330 210, 290 250, 280 300 Z" '
            f'fill="{C(P.hex_rgb("#d8c08a"))}"/>')
    doc.add(*fence(doc, 24, 150, 180, 120, 8))
    doc.add(animal_at(doc, "sheep", 40, 160, 0.55))
    doc.add(animal_at(doc, "sheep", 100, 190, 0.55))
    doc.add(animal_at(doc, "black_sheep", 250, 120, 0.7))
    doc.add('<path d="M232 170 C 240 150, 250 140, 262 138" fill="none" stroke="#ffffff" '
            'stroke-width="4" stroke-linecap="round" stroke-dasharray="2 10"/>')
    frame(doc)
    return doc


def game_sheep_sheep() -> Doc:
    doc = Doc(400, 300)
    scene(doc, "#cfe6c4")
    colours = [P.PLAYERS[i % 4].colour for i in (0, 1, 2, 2, 3, 0, 1, 1, 3)]
    for i, colour in enumerate(colours):
        x, y = 110 + (i % 3) * 62, 40 + (i // 3) * 84
        doc.add(f'<rect x="{x}" y="{y}" width="56" height="78" rx="7" fill="{C(P.CREAM)}" '
                f'stroke="{C(P.WOOD_DARK)}" stroke-width="2"/>')
        doc.add(f'<rect x="{x + 5}" y="{y + 5}" width="46" height="68" rx="5" '
                f'fill="{C(P.lighter(colour, 0.55))}"/>')
        doc.add(group(f"translate({x + 4} {y + 18}) scale(0.48)", meeple(doc, colour)))
    frame(doc)
    return doc


def build() -> dict[str, Doc]:
    art: dict[str, Doc] = {}
    for kind in ANIMALS:
        art[kind] = animal_svg(kind)
        art[f"card_{kind}"] = card_face(kind)
    art.update({
        "card_back": card_back(), "table_felt": tileable_felt(), "field_mat": field_mat(),
        "corral": corral(), "figure_base": figure_base(), "logo": logo(),
        "logo_icon": logo_icon(),
        "tile_back": tile_back(), "tile_safe": tile_safe(), "tile_mine": tile_mine(),
        "tile_barn": tile_barn(), "tile_cone": tile_cone(), "start_space": start_space(),
        "boom_sheep": boom_sheep(), "barn_piece": barn_piece(), "card_frame": card_frame(),
        "game_black_sheep": game_black_sheep(), "game_boom_bah": game_boom_bah(),
        "game_bye_bye": game_bye_bye(), "game_sheep_sheep": game_sheep_sheep(),
    })
    for value in (1, 2, 3):
        art[f"value_{value}"] = value_disc(value, negative=False)
        art[f"value_neg_{value}"] = value_disc(value, negative=True)
    for value in PIPS:
        art[f"dice_{value}"] = dice(value)
    return art


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    art = build()
    for old in OUT.glob("*.svg"):
        if old.stem not in art:
            old.unlink()
    for name, doc in art.items():
        (OUT / f"{name}.svg").write_text(doc.svg(), encoding="utf-8")
    print(f"wrote {len(art)} SVG files to {OUT}")


if __name__ == "__main__":
    main()
