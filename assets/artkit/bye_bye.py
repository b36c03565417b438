"""Bye-Bye Black Sheep (#15): the 16 set cards, the Black Sheep and the special cards, the
card back, the watering hole and a zoo enclosure.

Cards are 250 x 350. On a set card the game writes the set number in the two plates of
`BYE_NUMBER` (cx, cy, r); a special card leaves `BYE_NAME` (x, y, width, height) for its
name. Each set animal stands in its own landscape (ice, water, savanna...), so two sets tell
apart by their ground as well as by their animal.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from artkit.boom_cards import card_back_parts, flower, sparkle
from artkit.core import (
    CARD_H,
    CARD_W,
    C,
    Doc,
    card_blank,
    el,
    group,
    num,
    points,
    shadow,
    shine,
    toy,
)
from artkit.farm import fence, sheep_toy
from artkit.wild import eagle, magpie, mole, wolf
from artkit.zoo import ZOO, zoo_at
from game.view import palette as P

BYE_NUMBER = ((42, 42, 22), (208, 308, 22))
"""The two plates (cx, cy, r) where the game writes a set card's number."""
BYE_NAME = (34, 286, 182, 40)
"""Where the game writes a special card's name."""

Scene = tuple[P.Colour, P.Colour, P.Colour]  # sky top, sky bottom, ground

ICE: Scene = (P.hex_rgb("#9fd4f0"), P.hex_rgb("#eaf7fd"), P.hex_rgb("#e8f2f8"))
WATER: Scene = (P.hex_rgb("#a9dcef"), P.hex_rgb("#f0fafd"), P.hex_rgb("#4aa3c8"))
JUNGLE: Scene = (P.hex_rgb("#7fc7a2"), P.hex_rgb("#e2f4d8"), P.hex_rgb("#4f8f3c"))
SAVANNA: Scene = (P.hex_rgb("#f6b15e"), P.hex_rgb("#fde9b8"), P.hex_rgb("#d8b04a"))
BAMBOO: Scene = (P.hex_rgb("#b6dca0"), P.hex_rgb("#f1f8e4"), P.hex_rgb("#7fb752"))
OUTBACK: Scene = (P.hex_rgb("#f08a5a"), P.hex_rgb("#fcd9b0"), P.hex_rgb("#c2643a"))
DESERT: Scene = (P.hex_rgb("#f7d57e"), P.hex_rgb("#fff4d4"), P.hex_rgb("#e6b86a"))

LANDSCAPE: dict[int, Scene] = {
    1: ICE, 2: WATER, 3: JUNGLE, 4: SAVANNA, 5: SAVANNA, 6: SAVANNA, 7: SAVANNA, 8: BAMBOO,
    9: OUTBACK, 10: WATER, 11: WATER, 12: JUNGLE, 13: OUTBACK, 14: DESERT, 15: SAVANNA, 16: ICE,
}
# Where each animal stands on the card: x, y of its box and its scale (tall ones larger).
PLACE: dict[int, tuple[float, float, float]] = {
    1: (12, 104, 1.25), 5: (4, 97, 1.3), 9: (10, 104, 1.25), 11: (4, 97, 1.3), 12: (12, 119, 1.15),
    13: (10, 119, 1.15), 2: (-2, 120, 1.15), 16: (10, 127, 1.1),
}
GROUND_Y = 228


def window(doc: Doc, scene: Scene) -> None:
    """The picture on the card: a sky and the ground of the animal's landscape."""
    sky_top, sky_bottom, ground = scene
    doc.add(el("rect", x=16, y=16, width=CARD_W - 32, height=CARD_H - 32, rx=14,
               fill=doc.linear([(0, C(sky_top), 1), (0.75, C(sky_bottom), 1)])))
    doc.add(el("path", d=f"M16.5 {GROUND_Y} C 70 {GROUND_Y - 14}, 170 {GROUND_Y - 14}, 233.5 {GROUND_Y} "
                         f"L233.5 320 C 233.5 328, 228 333.5, 220 333.5 L30 333.5 "
                         f"C 22 333.5, 16.5 328, 16.5 320 Z",
               fill=doc.linear([(0, C(P.lighter(ground, 0.15)), 1), (1, C(P.darker(ground, 0.2)), 1)])))


def sun(doc: Doc, x: float, y: float, r: float, colour: str = "#fff3b0") -> None:
    doc.add(el("circle", cx=x, cy=y, r=r * 1.6, fill=colour, fill_opacity=0.35))
    doc.add(el("circle", cx=x, cy=y, r=r, fill=colour))


def acacia(doc: Doc, x: float, y: float, s: float) -> None:
    """A flat-topped savanna tree, dark against the evening sky."""
    bark = "#7a4e2a"
    doc.add(group(f"translate({num(x)} {num(y)}) scale({s})", [
        el("path", d="M0 0 L 2 -40 L -14 -58 M2 -40 L 16 -60", fill="none", stroke=bark,
           stroke_width=5, stroke_linecap="round"),
        el("ellipse", cx=0, cy=-62, rx=40, ry=9, fill="#5f7a34"),
        el("ellipse", cx=6, cy=-68, rx=26, ry=7, fill="#6f8c3c"),
    ]))


def reeds(doc: Doc, x: float, y: float, n: int = 4) -> None:
    for i in range(n):
        h = 40 + (i * 13) % 22
        doc.add(el("path", d=f"M{x + i * 7} {y} C {x + i * 7 - 3} {y - h / 2}, {x + i * 7 + 4} "
                             f"{y - h * 0.8}, {x + i * 7 + 2} {y - h}", fill="none",
                   stroke="#4f7f3a", stroke_width=3, stroke_linecap="round"))
        if i % 2 == 0:
            doc.add(el("ellipse", cx=x + i * 7 + 2, cy=y - h + 6, rx=3, ry=8, fill="#7a4e2a"))


def ripples(doc: Doc, y: float) -> None:
    for dx, dy, w in ((40, 10, 40), (120, 24, 50), (180, 8, 30), (70, 40, 36)):
        doc.add(el("path", d=f"M{dx} {y + dy} q {w / 4} -4 {w / 2} 0 t {w / 2} 0", fill="none",
                   stroke="#ffffff", stroke_width=2.5, stroke_opacity=0.6, stroke_linecap="round"))


def iceberg(doc: Doc, x: float, y: float, s: float) -> None:
    doc.add(group(f"translate({num(x)} {num(y)}) scale({s})", [
        el("polygon", points=points(-30, 0, -18, -26, -6, -20, 4, -40, 22, -16, 32, 0),
           fill=doc.linear([(0, "#ffffff", 1), (1, "#bfe0f0", 1)]), stroke="#8fbcd4",
           stroke_width=2),
    ]))


def bamboo(doc: Doc, x: float, top: float, bottom: float) -> None:
    doc.add(el("rect", x=x, y=top, width=9, height=bottom - top, rx=3, fill="#8fbf4f",
               stroke="#5c8a34", stroke_width=1.5))
    for y in range(int(top) + 22, int(bottom), 26):
        doc.add(el("rect", x=x - 1, y=y, width=11, height=3, rx=1, fill="#5c8a34"))
    doc.add(el("ellipse", cx=x + 18, cy=top + 30, rx=14, ry=4, fill="#6fa844",
               transform=f"rotate(-30 {x + 18} {top + 30})"))


def leaves(doc: Doc, x: float, y: float, s: float, angle: float) -> None:
    """A big jungle leaf."""
    green = P.hex_rgb("#3f8a4a")
    doc.add(group(f"translate({num(x)} {num(y)}) rotate({angle}) scale({s})", [
        *toy(doc, "path", green, (0.3, 0.3), 2, d="M0 0 C 20 -30, 60 -34, 90 -10 C 60 10, 20 12, 0 0 Z"),
        el("path", d="M0 0 C 30 -10, 60 -12, 90 -10", fill="none", stroke="#2f6a38", stroke_width=2),
    ]))


def dunes(doc: Doc) -> None:
    doc.add(el("path", d=f"M16 {GROUND_Y - 6} C 60 {GROUND_Y - 40}, 110 {GROUND_Y - 36}, 150 {GROUND_Y - 8} "
                         f"C 180 {GROUND_Y - 30}, 214 {GROUND_Y - 28}, 234 {GROUND_Y - 14} L234 {GROUND_Y} "
                         f"L16 {GROUND_Y} Z", fill="#f0cc84"))


def rock(doc: Doc, x: float, y: float, s: float, colour: str = "#b8562e") -> None:
    doc.add(el("path", d=f"M{x - 50 * s} {y} C {x - 44 * s} {y - 24 * s}, {x - 30 * s} {y - 30 * s}, "
                         f"{x} {y - 30 * s} C {x + 30 * s} {y - 30 * s}, {x + 44 * s} {y - 24 * s}, "
                         f"{x + 50 * s} {y} Z", fill=colour))


def decor(doc: Doc, number: int) -> None:
    """The landscape's own touches, behind the animal."""
    scene = LANDSCAPE[number]
    if scene is ICE:
        iceberg(doc, 60, GROUND_Y - 2, 1.2)
        iceberg(doc, 190, GROUND_Y - 4, 0.8)
        sun(doc, 196, 62, 14, "#ffffff")
    elif scene is WATER:
        reeds(doc, 24, GROUND_Y + 6)
        reeds(doc, 200, GROUND_Y + 4, 3)
        ripples(doc, GROUND_Y + 12)
        sun(doc, 70, 66, 14)
    elif scene is SAVANNA:
        sun(doc, 170, 100, 26, "#fff0b0")
        acacia(doc, 60, GROUND_Y - 6, 1.0)
    elif scene is JUNGLE:
        leaves(doc, 16, 60, 1.0, 10)
        leaves(doc, 234, 90, 1.0, 170)
        leaves(doc, 16, 200, 0.8, -20)
    elif scene is BAMBOO:
        for x in (30, 54, 196):
            bamboo(doc, x, 40, GROUND_Y)
    elif scene is OUTBACK:
        rock(doc, 150, GROUND_Y - 6, 1.3)
        sun(doc, 64, 80, 18, "#fff0c8")
    elif scene is DESERT:
        dunes(doc)
        sun(doc, 188, 70, 20, "#fff8dc")


def plates(doc: Doc) -> None:
    """The two number plates, cream discs with a gold ring."""
    for cx, cy, r in BYE_NUMBER:
        doc.add(el("circle", cx=cx, cy=cy + 2, r=r + 2, fill="#000000", fill_opacity=0.2))
        doc.add(el("circle", cx=cx, cy=cy, r=r, fill=doc.glossy(P.lighter(P.CREAM, 0.4), 0.4, 0.3),
                   stroke=C(P.GOLD_DARK), stroke_width=3.5))


def card_edge(doc: Doc, colour: P.Colour = P.GOLD_DARK) -> None:
    doc.add(el("rect", x=16, y=16, width=CARD_W - 32, height=CARD_H - 32, rx=14, fill="none",
               stroke=C(colour), stroke_width=2.5))


def set_card(number: int) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    doc.add(card_blank(doc.linear([(0, C(P.CREAM), 1), (1, C(P.CREAM_DARK), 1)]), C(P.WOOD_DARK)))
    window(doc, LANDSCAPE[number])
    decor(doc, number)
    x, y, s = PLACE.get(number, (4, 112, 1.2))
    doc.add(zoo_at(doc, number, x, y, s))
    if LANDSCAPE[number] is WATER:
        ripples(doc, GROUND_Y + 40)
    card_edge(doc)
    plates(doc)
    return doc


def name_band(doc: Doc, colour: P.Colour) -> None:
    x, y, w, h = BYE_NAME
    doc.add(el("rect", x=x - 6, y=y - 4, width=w + 12, height=h + 8, rx=10,
               fill=doc.linear([(0, C(P.lighter(colour, 0.8)), 1), (1, C(P.lighter(colour, 0.55)), 1)]),
               stroke=C(P.darker(colour, 0.2)), stroke_width=2.5))


SPECIAL_SKY: dict[str, tuple[P.Colour, P.Colour, P.Colour]] = {
    # name: sky top, sky bottom, card border
    "black_sheep": (P.hex_rgb("#3a2f4a"), P.hex_rgb("#c86a5a"), P.hex_rgb("#1c1a20")),
    "eagle": (P.hex_rgb("#6fb6e8"), P.hex_rgb("#e8f6fd"), P.hex_rgb("#2c5f9a")),
    "mole": (P.hex_rgb("#8a6040"), P.hex_rgb("#c89a6a"), P.hex_rgb("#5a3a22")),
    "magpie": (P.hex_rgb("#3b3570"), P.hex_rgb("#9a86c8"), P.hex_rgb("#2a2450")),
    "white_sheep": (P.hex_rgb("#bfe6fa"), P.hex_rgb("#fffbe8"), P.hex_rgb("#c9a227")),
    "mother_sheep": (P.hex_rgb("#f6b8c8"), P.hex_rgb("#fff0f4"), P.hex_rgb("#c0587a")),
    "wolf": (P.hex_rgb("#2e3450"), P.hex_rgb("#7a86a8"), P.hex_rgb("#3c3e46")),
}


def special_base(doc: Doc, name: str) -> None:
    top, bottom, border = SPECIAL_SKY[name]
    doc.add(card_blank(doc.glossy(border, 0.3, 0.2), C(P.darker(border, 0.4))))
    doc.add(el("rect", x=16, y=16, width=CARD_W - 32, height=CARD_H - 32, rx=14,
               fill=doc.linear([(0, C(top), 1), (0.8, C(bottom), 1)])))
    for x, y in ((9, 9), (CARD_W - 9, 9), (9, CARD_H - 9), (CARD_W - 9, CARD_H - 9)):
        doc.add(sparkle(x, y, 7, C(P.GOLD)))


def special_finish(doc: Doc, name: str, band: bool = True) -> None:
    """The gold edge and the band the game writes the card's name in; `band=False`: none (the
    title's fanned cards, where an empty band looked unfinished and a name would be hidden)."""
    card_edge(doc, P.GOLD)
    if band:
        name_band(doc, SPECIAL_SKY[name][2])


def meadow(doc: Doc, colour: P.Colour = P.PASTURE, y: float = 236) -> None:
    doc.add(el("path", d=f"M16.5 {y} C 70 {y - 14}, 170 {y - 14}, 233.5 {y} L233.5 320 "
                         f"C 233.5 328, 228 333.5, 220 333.5 L30 333.5 C 22 333.5, 16.5 328, 16.5 320 Z",
               fill=doc.linear([(0, C(P.lighter(colour, 0.1)), 1), (1, C(P.darker(colour, 0.25)), 1)])))


def bindle(doc: Doc) -> list[str]:
    """A stick over the shoulder with a spotted bundle: off home it goes."""
    red = P.DANGER
    parts = [el("path", d="M150 66 L 70 -6", stroke="#5a3a1e", stroke_width=7, stroke_linecap="round"),
             el("path", d="M150 66 L 70 -6", stroke="#9a6a3a", stroke_width=4, stroke_linecap="round")]
    parts += toy(doc, "path", red, (0.35, 0.3), 3,
                 d="M80 0 C 100 4, 104 30, 86 36 C 70 40, 54 30, 58 14 C 60 4, 70 -2, 80 0 Z")
    for x, y in ((70, 14), (86, 22), (74, 28), (90, 8), (64, 22)):
        parts.append(el("circle", cx=x, cy=y, r=2.8, fill="#ffffff"))
    return parts


def black_sheep_card(band: bool = True) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    special_base(doc, "black_sheep")
    doc.add(el("circle", cx=125, cy=120, r=90, fill=doc.radial(
        [(0, "#ffe0a0", 0.6), (0.6, "#ffe0a0", 0.15), (1, "#ffe0a0", 0)], 0.5, 0.5, 0.5)))
    meadow(doc, P.hex_rgb("#5f7f44"))
    for x, y in ((40, 50), (200, 40), (180, 90)):
        doc.add(sparkle(x, y, 4, "#fff6c8"))
    night = P.hex_rgb("#2a2a30")
    sheep = sheep_toy(doc, night, P.hex_rgb("#1a1a1e"), P.hex_rgb("#1a1a1e"))
    doc.add(group("translate(6 92) scale(1.15)", sheep[:-7] + bindle(doc) + sheep[-7:]))
    doc.add(el("path", d="M30 200 l -14 0 M34 214 l -18 0 M30 228 l -12 0", stroke="#ffffff",
               stroke_width=3, stroke_linecap="round", stroke_opacity=0.8))
    special_finish(doc, "black_sheep", band)
    return doc


def bubble(doc: Doc, x: float, y: float, r: float) -> None:
    """A speech bubble with a question mark: the Eagle asks."""
    doc.add(*toy(doc, "path", P.hex_rgb("#ffffff"), (0.4, 0.3), 2,
                 d=f"M{x - r} {y} C {x - r} {y - r * 0.9}, {x + r} {y - r * 0.9}, {x + r} {y} "
                   f"C {x + r} {y + r * 0.8}, {x} {y + r * 0.9}, {x - r * 0.4} {y + r * 0.7} "
                   f"L {x - r * 0.9} {y + r * 1.1} L {x - r * 0.7} {y + r * 0.5} "
                   f"C {x - r * 0.9} {y + r * 0.3}, {x - r} {y + r * 0.2}, {x - r} {y} Z",
                 edge=P.hex_rgb("#2c5f9a")))
    doc.add(el("path", d=f"M{x - r * 0.3} {y - r * 0.3} C {x - r * 0.3} {y - r * 0.7}, "
                         f"{x + r * 0.35} {y - r * 0.7}, {x + r * 0.35} {y - r * 0.3} "
                         f"C {x + r * 0.35} {y}, {x} {y}, {x} {y + r * 0.25}",
               fill="none", stroke="#2c5f9a", stroke_width=r * 0.18, stroke_linecap="round"))
    doc.add(el("circle", cx=x, cy=y + r * 0.5, r=r * 0.1, fill="#2c5f9a"))


def eagle_card(band: bool = True) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    special_base(doc, "eagle")
    for cx, cy, r in ((60, 230, 12), (190, 250, 10)):
        doc.add(el("ellipse", cx=cx, cy=cy, rx=r * 2.4, ry=r, fill="#ffffff", fill_opacity=0.8))
    meadow(doc, P.PASTURE, 262)
    doc.add(group("translate(2 80) scale(1.22)", eagle(doc)))
    bubble(doc, 66, 66, 34)
    special_finish(doc, "eagle", band)
    return doc


def mole_card(band: bool = True) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    special_base(doc, "mole")
    doc.add(el("path", d="M16.5 60 L233.5 60 L233.5 30 C 233.5 22, 228 16.5, 220 16.5 L30 16.5 "
                         "C 22 16.5, 16.5 22, 16.5 30 Z", fill=C(P.SKY)))
    doc.add(el("rect", x=16.5, y=56, width=217, height=10, fill=C(P.PASTURE)))
    doc.add(el("path", d="M40 250 C 80 230, 140 270, 210 240", fill="none", stroke="#5a3a22",
               stroke_width=22, stroke_linecap="round"))
    for i, a in enumerate((-20, 0, 20)):
        doc.add(group(f"translate({150 + i * 18} {196}) rotate({a})", card_back_parts(doc, 0.16)))
    doc.add(group("translate(-4 96) scale(1.1)", mole(doc)))
    special_finish(doc, "mole", band)
    return doc


def magpie_card(band: bool = True) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    special_base(doc, "magpie")
    doc.add(el("circle", cx=186, cy=70, r=22, fill="#fbf3c8"))
    doc.add(el("circle", cx=196, cy=62, r=19, fill=C(P.hex_rgb("#4a4280"))))
    for x, y in ((40, 50), (70, 90), (120, 40), (210, 130)):
        doc.add(sparkle(x, y, 5, "#fff6c8"))
    doc.add(el("path", d="M16.5 250 C 80 236, 160 240, 233.5 226 L233.5 260 L16.5 260 Z",
               fill="#6b4a2e"))
    meadow(doc, P.hex_rgb("#4f7a44"), 256)
    doc.add(group("translate(0 110) scale(1.2)", magpie(doc)))
    for x, y in ((214, 176), (200, 160)):
        doc.add(sparkle(x, y, 7, "#ffffff"))
    special_finish(doc, "magpie", band)
    return doc


def white_sheep_card(band: bool = True) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    special_base(doc, "white_sheep")
    for i in range(16):
        a = i * math.pi / 8
        doc.add(el("polygon", points=points(125, 150, 125 + 160 * math.cos(a - 0.08),
                                            150 + 160 * math.sin(a - 0.08),
                                            125 + 160 * math.cos(a + 0.08),
                                            150 + 160 * math.sin(a + 0.08)),
                   fill="#ffffff", fill_opacity=0.3))
    meadow(doc)
    doc.add(el("ellipse", cx=178, cy=106, rx=22, ry=6, fill="none", stroke=C(P.GOLD), stroke_width=5))
    doc.add(group("translate(4 100) scale(1.15)",
                  sheep_toy(doc, P.hex_rgb("#fbfaf4"), P.hex_rgb("#f0cdbf"), P.hex_rgb("#d8d0c8"))))
    for x, y in ((40, 60), (210, 190), (60, 110)):
        doc.add(sparkle(x, y, 8, "#ffffff"))
    special_finish(doc, "white_sheep", band)
    return doc


def heart(x: float, y: float, r: float, colour: str) -> str:
    return el("path", d=f"M{x} {y + r} C {x - r * 1.6} {y - r * 0.1}, {x - r * 0.8} {y - r * 1.3}, "
                        f"{x} {y - r * 0.45} C {x + r * 0.8} {y - r * 1.3}, {x + r * 1.6} {y - r * 0.1}, "
                        f"{x} {y + r} Z", fill=colour, stroke="#ffffff", stroke_width=1.5)


def mother_sheep_card(band: bool = True) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    special_base(doc, "mother_sheep")
    meadow(doc)
    doc.add(group("translate(-14 96) scale(1.05)",
                  sheep_toy(doc, P.ANIMAL["sheep"], P.hex_rgb("#f0cdbf"), P.hex_rgb("#4a4040"))))
    doc.add(group("translate(118 176) scale(0.55)",
                  sheep_toy(doc, P.hex_rgb("#fdfbf4"), P.hex_rgb("#f6d6ca"), P.hex_rgb("#6a5a5a"))))
    doc.add(heart(150, 80, 14, C(P.DANGER)), heart(186, 120, 9, "#f07a9a"))
    for i, a in enumerate((-16, 10)):
        doc.add(group(f"translate({40 + i * 20} 40) rotate({a})", card_back_parts(doc, 0.16)))
    special_finish(doc, "mother_sheep", band)
    return doc


def wolf_card(band: bool = True) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    special_base(doc, "wolf")
    doc.add(el("circle", cx=186, cy=64, r=24, fill="#fbf3c8"))
    meadow(doc, P.hex_rgb("#4f6f44"))
    rng = random.Random(15)
    for _ in range(4):
        x, y, a = rng.uniform(30, 200), rng.uniform(40, 110), rng.uniform(-40, 40)
        doc.add(group(f"translate({x:.0f} {y:.0f}) rotate({a:.0f})", card_back_parts(doc, 0.15)))
    doc.add(group("translate(-6 110) scale(1.2)", wolf(doc)))
    special_finish(doc, "wolf", band)
    return doc


SPECIALS: dict[str, Callable[..., Doc]] = {
    "black_sheep": black_sheep_card, "eagle": eagle_card, "mole": mole_card,
    "magpie": magpie_card, "white_sheep": white_sheep_card, "mother_sheep": mother_sheep_card,
    "wolf": wolf_card,
}


def card_back() -> Doc:
    """A zoo-green back with a gold medallion holding a paw print: no animal of the deck (not
    the Black Sheep, not the White), so a back never hints at the card it hides."""
    doc = Doc(CARD_W, CARD_H)
    green = P.hex_rgb("#2f6a4a")
    doc.add(card_blank(doc.radial([(0, C(P.lighter(green, 0.2)), 1), (1, C(P.darker(green, 0.35)), 1)],
                                  0.5, 0.45, 0.8), C(P.WOOD_DARK)))
    doc.add(el("rect", x=14, y=14, width=CARD_W - 28, height=CARD_H - 28, rx=12, fill="none",
               stroke=C(P.GOLD), stroke_width=3))
    rng = random.Random(9)
    for _ in range(26):
        x, y = rng.uniform(30, 220), rng.uniform(30, 320)
        doc.add(el("ellipse", cx=round(x), cy=round(y), rx=4, ry=5, fill="#ffffff", fill_opacity=0.1))
        doc.add(el("circle", cx=round(x) - 4, cy=round(y) - 7, r=2, fill="#ffffff", fill_opacity=0.1))
        doc.add(el("circle", cx=round(x) + 4, cy=round(y) - 7, r=2, fill="#ffffff", fill_opacity=0.1))
    doc.add(el("circle", cx=125, cy=175, r=80, fill=doc.glossy(P.CREAM), stroke=C(P.GOLD),
               stroke_width=7))
    doc.add(el("circle", cx=125, cy=175, r=66, fill=doc.glossy(P.lighter(green, 0.15)),
               stroke=C(P.GOLD_DARK), stroke_width=2))
    doc.add(*paw(doc, 125, 180, P.GOLD))
    for x, y in ((36, 36), (214, 36), (36, 314), (214, 314)):
        doc.add(sparkle(x, y, 10, C(P.GOLD)))
    return doc


def paw(doc: Doc, cx: float, cy: float, colour: P.Colour) -> list[str]:
    """A glossy paw print centred near (cx, cy): a round pad and four toes above it."""
    parts = toy(doc, "ellipse", colour, cx=num(cx), cy=num(cy + 14), rx=24, ry=20)
    for dx, dy, r in ((-30, -14, 10), (-11, -34, 11), (11, -34, 11), (30, -14, 10)):
        parts += toy(doc, "ellipse", colour, cx=num(cx + dx), cy=num(cy + dy), rx=r,
                     ry=round(r * 1.2))
    return parts


def watering_hole() -> Doc:
    """The table piece in the middle where drawn cards are laid: a pond in a sandy ring,
    its water wide and calm so that cards read on it."""
    doc = Doc(480, 300)
    doc.add(shadow(doc, 240, 160, 236, 142))
    doc.add(el("ellipse", cx=240, cy=150, rx=228, ry=136,
               fill=doc.radial([(0, "#f0d8a0", 1), (0.8, "#d8b878", 1), (1, "#b8945a", 1)],
                               0.5, 0.45, 0.6), stroke="#8a6a3a", stroke_width=3))
    doc.add(el("ellipse", cx=240, cy=152, rx=196, ry=110, fill="#3a6a7a"))
    doc.add(el("ellipse", cx=240, cy=150, rx=192, ry=106,
               fill=doc.radial([(0, "#9ad8ea", 1), (0.6, "#5fb0cc", 1), (1, "#3a8aa8", 1)],
                               0.45, 0.4, 0.7)))
    for cx, cy, w in ((150, 100, 60), (300, 120, 80), (220, 200, 70), (340, 190, 40)):
        doc.add(el("path", d=f"M{cx - w / 2} {cy} q {w / 4} -6 {w / 2} 0 t {w / 2} 0", fill="none",
                   stroke="#ffffff", stroke_width=3, stroke_opacity=0.45, stroke_linecap="round"))
    doc.add(shine(190, 80, 70, 10, -6, 0.35))
    rng = random.Random(21)
    for _ in range(22):
        a = rng.uniform(0, 2 * math.pi)
        x, y = 240 + 212 * math.cos(a), 150 + 124 * math.sin(a)
        r = rng.uniform(6, 12)
        doc.add(*toy(doc, "ellipse", P.hex_rgb("#a8a29a"), (0.35, 0.25), 1.5, cx=round(x, 1),
                     cy=round(y, 1), rx=round(r, 1), ry=round(r * 0.7, 1)))
    for x, y in ((60, 120), (72, 190), (420, 110), (400, 200)):
        reeds(doc, x, y, 4)
    for x, y, s in ((110, 250, 0.5), (370, 60, 0.45)):
        doc.add(group(f"translate({x} {y}) scale({s})", [
            el("ellipse", cx=0, cy=0, rx=20, ry=10, fill="#3f8a4a"),
            el("path", d="M0 0 L 12 -6", stroke="#2f6a38", stroke_width=2)]))
    doc.add(*flower(340, 250, 5, "#ffffff"))
    return doc


def zoo() -> Doc:
    """A player's zoo enclosure, from above: grass, a fence, a gate, a tree and rocks, with
    the middle left open for the triplets laid in it."""
    doc = Doc(480, 300)
    grass = doc.radial([(0, C(P.lighter(P.PASTURE, 0.2)), 1), (0.7, C(P.PASTURE), 1),
                        (1, C(P.PASTURE_DARK), 1)], 0.5, 0.5, 0.7)
    doc.add(el("rect", x=12, y=12, width=456, height=276, rx=18, fill=grass))
    rng = random.Random(13)
    for _ in range(60):
        x, y = rng.uniform(40, 440), rng.uniform(40, 260)
        doc.add(el("path", d=f"M{x:.0f} {y:.0f} l-3 -7 M{x:.0f} {y:.0f} l0 -9 M{x:.0f} {y:.0f} l3 -7",
                   stroke=C(P.PASTURE_DARK), stroke_width=1.6, stroke_linecap="round",
                   stroke_opacity=0.6))
    doc.add(el("path", d="M40 250 C 120 230, 200 270, 300 240 C 360 222, 420 250, 446 236",
               fill="none", stroke="#d8c08a", stroke_width=16, stroke_linecap="round",
               stroke_opacity=0.7))
    for x, y, r in ((420, 60, 26), (60, 58, 20)):
        doc.add(el("circle", cx=x + 4, cy=y + 6, r=r, fill="#000000", fill_opacity=0.2))
        doc.add(*toy(doc, "circle", P.hex_rgb("#3f8a4a"), (0.35, 0.3), 3, cx=x, cy=y, r=r))
    for x, y, r in ((400, 250, 12), (418, 240, 8), (70, 240, 9)):
        doc.add(*toy(doc, "ellipse", P.hex_rgb("#a8a29a"), (0.35, 0.25), 2, cx=x, cy=y, rx=r,
                     ry=r * 0.7))
    doc.add(*fence(doc, 14, 14, 452, 272, 12))
    doc.add(el("rect", x=200, y=270, width=80, height=24, fill=C(P.hex_rgb("#d8c08a"))))
    for x in (194, 276):
        doc.add(*toy(doc, "rect", P.WOOD, (0.3, 0.3), 2, x=x, y=258, width=14, height=36, rx=3))
    doc.add(*toy(doc, "rect", P.WOOD_LIGHT, (0.3, 0.3), 2, x=188, y=250, width=104, height=14, rx=4))
    return doc


TITLE_CARDS = ("mother_sheep", "black_sheep", "wolf")  # the title's fan, drawn without a band


def build() -> dict[str, Doc]:
    art: dict[str, Doc] = {f"bye_set_{n}": set_card(n) for n in ZOO}
    art.update({f"bye_{name}": make() for name, make in SPECIALS.items()})
    art.update({f"bye_{name}_bare": SPECIALS[name](band=False) for name in TITLE_CARDS})
    art.update({"bye_back": card_back(), "watering_hole": watering_hole(), "zoo": zoo()})
    return art
