"""The farm: Black Sheep's animals and the pieces several games share (barn, fence, mine, cone,
die, burst). Animals face right in a 200 x 160 box and stand on y = 150."""

from __future__ import annotations

import math
from collections.abc import Callable

from artkit.core import C, Doc, el, eye, group, leg, num, outline, shadow, shine, soft_shine, toy
from game.view import palette as P


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
        soft_shine(doc, 84, 66, 34, 12, -8, 0.6),
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


def mine_parts(doc: Doc, cx: float, cy: float, r: float) -> list[str]:
    """A land mine: a dark ball with spikes and a red light."""
    spikes = []
    for i in range(8):
        a = i * math.pi / 4
        spikes.append(f"M{cx + r * 0.7 * math.cos(a):.1f} {cy + r * 0.7 * math.sin(a):.1f} "
                      f"L{cx + r * 1.35 * math.cos(a):.1f} {cy + r * 1.35 * math.sin(a):.1f}")
    return [
        f'<path d="{" ".join(spikes)}" stroke="#2a2a2e" stroke-width="{r * 0.3:.1f}" '
        'stroke-linecap="round"/>',
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{doc.glossy(P.hex_rgb("#34343c"))}"/>',
        f'<circle cx="{cx}" cy="{cy - r * 0.15}" r="{r * 0.25}" '
        f'fill="{doc.glossy(P.DANGER)}"/>',
        shine(cx - r * 0.4, cy - r * 0.45, r * 0.35, r * 0.15, -35, 0.5),
    ]


def mine(doc: Doc, cx: float, cy: float, r: float) -> None:
    doc.add(*mine_parts(doc, cx, cy, r))


def cone_parts(doc: Doc) -> list[str]:
    """A traffic cone in a 60 x 60 box, standing on y = 58."""
    orange = P.hex_rgb("#f07a1c")
    return [
        shadow(doc, 30, 58, 28, 5),
        f'<rect x="4" y="50" width="52" height="9" rx="3" fill="{doc.glossy(orange)}" '
        f'{outline(orange)}/>',
        f'<path d="M22 4 L 38 4 L 50 52 L 10 52 Z" fill="{doc.glossy(orange, 0.3, 0.2)}" '
        f'{outline(orange)}/>',
        '<path d="M18 22 L 42 22 L 45 34 L 15 34 Z" fill="#f8f6f0"/>',
        shine(24, 18, 3, 10, 14, 0.5),
    ]


def cone(doc: Doc, x: float, y: float, s: float) -> None:
    doc.add(group(f"translate({x} {y}) scale({s})", cone_parts(doc)))


def burst(doc: Doc, cx: float, cy: float, r: float) -> None:
    for scale, colour in ((1.0, "#f7c21c"), (0.65, "#fbe68a"), (0.35, "#ffffff")):
        points = []
        for i in range(18):
            radius = r * scale * (1.0 if i % 2 == 0 else 0.55)
            a = i * math.pi / 9
            points.append(f"{cx + radius * math.cos(a):.1f} {cy + radius * math.sin(a):.1f}")
        doc.add(f'<path d="M{" L".join(points)} Z" fill="{colour}"/>')


PIPS = {1: [(50, 50)], 2: [(30, 30), (70, 70)], 3: [(28, 28), (50, 50), (72, 72)],
        4: [(30, 30), (70, 30), (30, 70), (70, 70)],
        5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
        6: [(30, 26), (70, 26), (30, 50), (70, 50), (30, 74), (70, 74)]}


def die_parts(doc: Doc, value: int) -> list[str]:
    """A cream die showing `value`, in a 100 x 100 box."""
    parts = [
        f'<rect x="6" y="10" width="88" height="86" rx="18" fill="{C(P.hex_rgb("#b9b2a4"))}"/>',
        f'<rect x="6" y="4" width="88" height="86" rx="18" fill="{doc.glossy(P.CREAM)}" '
        f'stroke="{C(P.hex_rgb("#a89f8c"))}" stroke-width="2"/>',
    ]
    for x, y in PIPS[value]:
        colour = C(P.DANGER) if value == 1 else C(P.INK)
        parts.append(f'<circle cx="{x}" cy="{y - 3}" r="{11 if value == 1 else 8.5}" '
                     f'fill="{colour}"/>')
    parts.append(shine(30, 16, 18, 4, -8, 0.6))
    return parts


def dice(value: int) -> Doc:
    doc = Doc(100, 100)
    doc.add(*die_parts(doc, value))
    return doc


# The rim-lit plastic sheep: Sheep-Boom-Bah's figures and the sheep in every new picture.

def fleece(doc: Doc, wool: P.Colour, cx: float, cy: float, rx: float, ry: float,
           puff: float, rim: float = 5.0,
           rainbow: tuple[P.Colour, ...] = ()) -> list[str]:
    """A fleece of puffs with one outline around all of them, a rim of light along its
    lower right edge, glossy puffs, and a few inner puffs for the curls."""
    ring = [(cx + rx * math.cos(2 * math.pi * i / 14), cy + ry * math.sin(2 * math.pi * i / 14))
            for i in range(14)]
    x0, y0 = cx - rx - puff, cy - ry - puff
    w, h = 2 * (rx + puff), 2 * (ry + puff)
    shrink = (f"translate({num(x0)} {num(y0)}) scale({(w - rim) / w:.4f} {(h - rim) / h:.4f}) "
              f"translate({num(-x0)} {num(-y0)})")

    def puffs(**paint: object) -> list[str]:
        return ([el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **paint)]
                + [el("circle", cx=round(x, 1), cy=round(y, 1), r=puff, **paint) for x, y in ring])

    dark = C(P.darker(wool, 0.45))
    glow = doc.linear_at([(0, C(P.lighter(wool, 0.2)), 1), (1, C(P.lighter(wool, 0.8)), 1)],
                         x0, y0, x0 + w, y0 + h)
    body = doc.radial([(0, C(P.lighter(wool, 0.5)), 1), (0.55, C(wool), 1),
                       (1, C(P.darker(wool, 0.22)), 1)], 0.38, 0.3, 0.75)
    parts = puffs(fill=dark, stroke=dark, stroke_width=4.4) + puffs(fill=glow)
    parts.append(group(shrink, puffs(fill=body)))
    if rainbow:
        parts.append(group(shrink, [el("circle", cx=round(x, 1), cy=round(y, 1), r=puff,
                                       fill=doc.glossy(rainbow[i % len(rainbow)]))
                                    for i, (x, y) in enumerate(ring)]))
    curls = []
    for x, y in ((-26, -6), (0, -12), (24, -6), (-12, 8), (14, 10), (36, 6), (-36, 8)):
        x, y, r = cx + x * rx / 50, cy + y * ry / 28, puff * 0.55
        curls.append(f"M{num(x - r)} {num(y)} A{num(r)} {num(r)} 0 0 0 {num(x + r)} {num(y)}")
    parts.append(el("path", d=" ".join(curls), fill="none", stroke=dark, stroke_width=2,
                    stroke_opacity=0.3, stroke_linecap="round"))
    return parts


def sheep_head(doc: Doc, wool: P.Colour, face: P.Colour) -> list[str]:
    """The plastic sheep's head, where it sits in the 200 x 160 box (about 136..184, 40..100)."""
    return [
        *toy(doc, "ellipse", face, rim=2, cx=140, cy=64, rx=13, ry=6,
             transform="rotate(-25 140 64)"),
        *toy(doc, "ellipse", face, (0.3, 0.25), 3, cx=160, cy=74, rx=17, ry=23,
             transform="rotate(-28 160 74)"),
        *fleece(doc, wool, 154, 54, 7, 4, 8, rim=2.5)[:-1],
        eye(165, 70, 3.6, white=True),
        el("ellipse", cx=175, cy=88, rx=2.6, ry=1.8, fill=C(P.darker(face, 0.5))),
        shine(157, 64, 5, 3, -40, 0.5),
    ]


def sheep_toy(doc: Doc, wool: P.Colour, face: P.Colour | None = None,
              legs: P.Colour | None = None, ground: bool = True,
              rainbow: tuple[P.Colour, ...] = ()) -> list[str]:
    """A plastic sheep in the 200 x 160 animal box, facing right, feet on y = 150."""
    face = face or P.hex_rgb("#3a3336")
    legs = legs or P.darker(face, 0.1)
    return [
        *([shadow(doc, 100, 150, 74, 9)] if ground else []),
        leg(doc, 64, 100, 13, legs, None, far=True),
        leg(doc, 118, 100, 13, legs, None, far=True),
        *fleece(doc, wool, 94, 82, 50, 28, 16, rainbow=rainbow),
        leg(doc, 76, 104, 14, legs, None),
        leg(doc, 130, 104, 14, legs, None),
        soft_shine(doc, 82, 66, 34, 12, -8, 0.6),
        *sheep_head(doc, wool, face),
    ]


SHEEP_FACE = P.hex_rgb("#f0cdbf")
SHEEP_LEGS = P.hex_rgb("#4a4040")


def white_sheep(doc: Doc, ground: bool = True) -> list[str]:
    """The plastic white sheep of the card pictures, Black Sheep's colours."""
    return sheep_toy(doc, P.ANIMAL["sheep"], SHEEP_FACE, SHEEP_LEGS, ground)


def at(x: float, y: float, scale: float, parts: list[str], angle: float = 0,
       mirror: bool = False) -> str:
    """A figure drawn in its own box, placed with its box's top-left at (x, y)."""
    turn = f" rotate({angle} 100 80)" if angle else ""
    flip = " translate(200 0) scale(-1 1)" if mirror else ""
    return group(f"translate({num(x)} {num(y)}) scale({scale}){turn}{flip}", parts)


def cloud(doc: Doc, wool: P.Colour, puffs: list[tuple[float, float, float]],
          rim: float = 3.0) -> list[str]:
    """Wool as a few round puffs (cx, cy, r) under one outline, lit like the fleece."""
    x0 = min(x - r for x, _, r in puffs)
    y0 = min(y - r for _, y, r in puffs)
    x1 = max(x + r for x, _, r in puffs)
    y1 = max(y + r for _, y, r in puffs)
    w, h = x1 - x0, y1 - y0
    shrink = (f"translate({num(x0)} {num(y0)}) scale({(w - rim) / w:.4f} {(h - rim) / h:.4f}) "
              f"translate({num(-x0)} {num(-y0)})")
    dark = C(P.darker(wool, 0.45))
    glow = doc.linear_at([(0, C(P.lighter(wool, 0.2)), 1), (1, C(P.lighter(wool, 0.8)), 1)],
                         x0, y0, x1, y1)
    body = doc.glossy(wool, 0.38, 0.3)
    return ([el("circle", cx=x, cy=y, r=r, fill=dark, stroke=dark, stroke_width=4.4)
             for x, y, r in puffs]
            + [el("circle", cx=x, cy=y, r=r, fill=glow) for x, y, r in puffs]
            + [group(shrink, [el("circle", cx=x, cy=y, r=r, fill=body) for x, y, r in puffs])])
