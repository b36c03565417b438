"""Sheep-Boom-Bah's pieces: the sheep figures per seat, the seat marks, the card frames per
colour (the pictures are in `boom_cards`), the tiles and the barns.

A card is the frame (`bb_card_frame_<colour>`, 250 x 350) with the card's picture
(`bb_card_<id>`, 218 x 150) stacked on `BB_WINDOW`; the game writes the name in `BB_TITLE`
and the effect in `BB_TEXT`. The colour shows three ways: the frame's border, the tinted
title band, and a corner badge carrying the colour's mark.
"""

from __future__ import annotations

import math
import random

from artkit import boom_cards
from artkit.boom_cards import PIC_H, PIC_W
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
    outline,
    shadow,
    shine,
    stand,
    toy,
)
from artkit.farm import barn, cone, mine_parts, sheep_toy
from game.view import palette as P

FIGURE_W, FIGURE_H = 200, 184
BASE_CENTRE = (100, 156)
"""Where a seat mark goes on the figure's base (units of the 200 x 184 figure)."""

BB_W, BB_H = 250, 350
BB_TITLE = (14, 13, 222, 66)
"""x, y, width, height on the frame where the game writes the card's name: the band's whole
width (the colour's badge sits on the picture's corner), tall enough for a name on two lines
of the 16 px display face on a 140 px card (every name's longest word fits one line)."""
BB_CROP = 7
"""How much of the picture's top and bottom the window leaves out (the picture is drawn
BB_PICTURE wide, centred; its sky and ground go on past the window)."""
BB_WINDOW = (16, 86, PIC_W, 104)
"""Where the card's picture goes on the frame: lower than the picture, which stands in it
at BB_PICTURE wide (the full-width picture behind it fills its sides)."""
BB_PICTURE = round((BB_WINDOW[3] + 2 * BB_CROP) * PIC_W / PIC_H)
BB_BADGE = (31, 101, 17)
"""The colour's badge (centre and radius) on the picture window's top-left corner."""
BB_TEXT = (18, 198, 214, 139)
"""Where the game writes the card's effect: five lines of 14 px on a 140 px card."""


# -- figures and marks --------------------------------------------------------------------

def boom_sheep(seat: int) -> Doc:
    """A plastic sheep in the seat's colour on a small base of the same colour."""
    look = P.player(seat)
    doc = Doc(FIGURE_W, FIGURE_H)
    doc.add(*stand(doc, *BASE_CENTRE, 64, look.dark))
    face = P.mix(P.darker(look.colour, 0.6), P.hex_rgb("#3a3336"), 0.5)
    doc.add(group("translate(-4 6)", sheep_toy(doc, look.colour, face, ground=False)))
    return doc


def seat_mark(seat: int) -> Doc:
    """The badge on a sheep's base: a pale enamel medallion in the seat's colour, its rim
    the colour's dark, the seat's shape embossed on it in a deep tone of the colour (a pale
    bevel under it, a dark edge). The shapes differ in outline and the medallion is light
    and the shape dark in every colour, so colour-blind players tell them apart at a glance
    (the white shape it replaces read as a placeholder checkbox; critic 12)."""
    look = P.player(seat)
    doc = Doc(64, 64)
    doc.add(el("circle", cx=32, cy=32, r=30,
               fill=doc.linear([(0, C(P.lighter(look.colour, 0.78)), 1),
                                (1, C(P.lighter(look.colour, 0.45)), 1)]),
               stroke=C(P.darker(look.colour, 0.45)), stroke_width=3))
    doc.add(el("circle", cx=32, cy=32, r=27, fill="none", stroke="#ffffff",
               stroke_opacity=0.55, stroke_width=1.5))
    deep = P.darker(look.colour, 0.55)
    doc.add(mark(look.mark, 32, 34, 21, C(P.lighter(look.colour, 0.9)), "none", 0))
    doc.add(mark(look.mark, 32, 32.5, 21,
                 doc.linear([(0, C(P.darker(look.colour, 0.3)), 1), (1, C(deep), 1)]),
                 C(P.darker(look.colour, 0.72)), 2.5))
    return doc


# -- the card frame -----------------------------------------------------------------------

def card_frame(seat: int) -> Doc:
    """A cream card with a border, a title band and a corner badge in one colour."""
    look = P.player(seat)
    doc = Doc(BB_W, BB_H)
    doc.add(el("rect", x=1.5, y=1.5, width=BB_W - 3, height=BB_H - 3, rx=18,
               fill=doc.glossy(look.colour, 0.3, 0.15), stroke=C(look.dark), stroke_width=3))
    doc.add(el("rect", x=9, y=9, width=BB_W - 18, height=BB_H - 18, rx=12,
               fill=doc.linear([(0, "#fdf8ea", 1), (1, C(P.CREAM_DARK), 1)]),
               stroke=C(P.darker(look.colour, 0.2)), stroke_width=2))
    x, y, w, h = BB_TITLE
    doc.add(el("rect", x=12, y=y - 1, width=BB_W - 24, height=h + 2, rx=9,
               fill=doc.linear([(0, C(P.lighter(look.colour, 0.7)), 1),
                                (1, C(P.lighter(look.colour, 0.45)), 1)]),
               stroke=C(look.dark), stroke_width=2))
    doc.add(el("rect", x=16, y=y + 2, width=BB_W - 32, height=h * 0.4, rx=6, fill="#ffffff",
               fill_opacity=0.35))
    wx, wy, ww, wh = BB_WINDOW
    doc.add(el("rect", x=wx - 3, y=wy - 3, width=ww + 6, height=wh + 6, rx=4,
               fill=C(P.INK_SOFT)))
    tx, ty, tw, th = BB_TEXT
    doc.add(el("rect", x=16, y=ty - 2, width=BB_W - 32, height=th + 3, rx=9,
               fill="#ffffff", fill_opacity=0.6, stroke=C(P.lighter(look.dark, 0.2)),
               stroke_width=1.5))
    return doc


def card_badge(seat: int) -> Doc:
    """The colour's badge alone (`bb_card_badge_<colour>`): the game lays it on the
    picture's corner, over the picture."""
    cx, cy, r = BB_BADGE
    doc = Doc(2 * r + 6, 2 * r + 6)
    doc.add(*badge(doc, seat, r + 3, r + 2, r))
    return doc


def badge(doc: Doc, seat: int, cx: float, cy: float, r: float) -> list[str]:
    """A glossy disc in the seat's colour carrying its white mark."""
    look = P.player(seat)
    return [
        el("circle", cx=cx, cy=cy + 2, r=r + 1, fill="#000000", fill_opacity=0.25),
        *toy(doc, "circle", look.colour, (0.35, 0.25), 3, cx=cx, cy=cy, r=r),
        mark(look.mark, cx, cy, r * 0.58, "#ffffff", C(look.dark), max(2.0, r / 7)),
        shine(cx - r * 0.35, cy - r * 0.55, r * 0.35, r * 0.14, -30, 0.5),
    ]


# -- tiles (120 x 120) ---------------------------------------------------------------------

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


def tile_mine() -> Doc:
    """The mine, seen for a beat before it goes off: big, lit red, on a red tile inside a
    black-and-yellow warning band, so the band still shows round a sheep standing on it and
    the tile is never taken for a (wooden) start space or a green field tile."""
    doc = Doc(TILE, TILE)
    red = P.darker(P.DANGER, 0.25)
    tile(doc, red)
    doc.add(el("rect", x=9, y=7, width=TILE - 18, height=TILE - 18, rx=9,
               fill=doc.radial([(0, "#ffd23a", 0.9), (0.5, "#f2642a", 0.6),
                                (1, "#f2642a", 0)], 0.5, 0.5, 0.5)))
    band = {"x": 13, "y": 11, "width": TILE - 26, "height": TILE - 26, "rx": 7, "fill": "none",
            "stroke_width": 9}
    doc.add(el("rect", stroke="#ffd23a", **band))
    doc.add(el("rect", stroke="#24242a", stroke_dasharray="9 9", **band))
    doc.add(el("ellipse", cx=60, cy=78, rx=30, ry=10, fill=C(P.darker(red, 0.55))))
    doc.add(*mine_parts(doc, 60, 58, 21))
    doc.add(el("circle", cx=60, cy=54, r=9, fill="#ff5a3a", fill_opacity=0.45))
    return doc


def tile_crater() -> Doc:
    """A spent mine: a scorched hollow in the grass, safe to cross."""
    doc = Doc(TILE, TILE)
    tile(doc, P.lighter(P.PASTURE, 0.15))
    tufts(doc, P.PASTURE_DARK, 14, 5)
    soot = P.hex_rgb("#3a2a1e")
    for i in range(10):
        a = i * math.pi / 5 + 0.3
        doc.add(el("path", d=f"M60 62 L{60 + 50 * math.cos(a):.1f} {62 + 40 * math.sin(a):.1f}",
                   stroke=C(soot), stroke_width=7 - i % 3 * 2, stroke_linecap="round",
                   stroke_opacity=0.55))
    doc.add(el("ellipse", cx=60, cy=62, rx=36, ry=27, fill=C(P.hex_rgb("#6b4a2e"))))
    doc.add(el("ellipse", cx=60, cy=66, rx=28, ry=19, fill=C(soot)))
    doc.add(el("ellipse", cx=56, cy=60, rx=22, ry=6, fill="#ffffff", fill_opacity=0.12))
    for x, y, a in ((44, 70, 20), (72, 64, -30), (62, 74, 70)):
        doc.add(el("rect", x=x, y=y, width=9, height=4, rx=1.5, fill="#54545c",
                   transform=f"rotate({a} {x} {y})"))
    doc.add(el("path", d="M68 40 C 60 32, 76 26, 68 16", fill="none", stroke="#ffffff",
               stroke_width=4, stroke_opacity=0.4, stroke_linecap="round"))
    return doc


def tile_barn_seat(seat: int) -> Doc:
    """A player's barn tile: the barn in their colour with their mark on the door."""
    look = P.player(seat)
    doc = Doc(TILE, TILE)
    tile(doc, P.lighter(look.colour, 0.55))
    doc.add(group("translate(14 10) scale(0.92)",
                  barn(doc, look.colour, P.darker(look.colour, 0.5), trim="#ffffff")))
    doc.add(el("rect", x=43, y=61, width=34, height=37, rx=3, fill=C(look.dark)))
    doc.add(mark(look.mark, 60, 80, 13, "#ffffff", C(P.INK), 3))
    return doc


def tile_barn() -> Doc:
    doc = Doc(TILE, TILE)
    tile(doc, P.hex_rgb("#e4e4e4"))
    doc.add(group("translate(18 14) scale(0.84)",
                  barn(doc, P.hex_rgb("#f2f2f2"), P.hex_rgb("#8c8c8c"), trim="#7a7a7a")))
    return doc


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


def tinted_sheep() -> Doc:
    """The flat meeple in white and greys, so that a multiply tint paints it in a player's
    colour (what tables drew before the plastic `boom_sheep_<seat>` figures)."""
    doc = Doc(100, 80)
    doc.add(*meeple(doc, P.hex_rgb("#f4f4f4")))
    return doc


def barn_piece() -> Doc:
    doc = Doc(100, 100)
    doc.add(*barn(doc, P.hex_rgb("#f0f0f0"), P.hex_rgb("#9a9a9a"), trim="#6f6f6f"))
    return doc


def barn_seat(seat: int) -> Doc:
    """A player's barn on their board: the glossy barn of the tiles in their colour, a dark
    roof, their mark on the door (critic 19: the flat tinted grey barn did not match the
    plastic pieces)."""
    look = P.player(seat)
    doc = Doc(100, 100)
    doc.add(*barn(doc, look.colour, P.darker(look.colour, 0.5), trim="#ffffff"))
    doc.add(el("rect", x=37, y=59, width=26, height=33, rx=3, fill=C(look.dark)))
    doc.add(mark(look.mark, 50, 76, 10, "#ffffff", C(P.INK), 2.5))
    return doc


def headstone() -> Doc:
    """The graveyard's headstone on a board: the cards' glossy stone with a sheep engraved
    on it (critic 19: a flat grey stone with a cross)."""
    doc = Doc(60, 80)
    doc.add(shadow(doc, 30, 78, 27, 3))
    doc.add(*boom_cards.grave_parts(doc))
    return doc


def plain_card_frame() -> Doc:
    """The first, colourless card frame (before the per-colour `bb_card_frame_<colour>`)."""
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


def build() -> dict[str, Doc]:
    art: dict[str, Doc] = {
        "tile_back": tile_back(), "tile_safe": tile_safe(), "tile_mine": tile_mine(),
        "tile_barn": tile_barn(), "tile_cone": tile_cone(), "tile_crater": tile_crater(),
        "start_space": start_space(), "boom_sheep": tinted_sheep(), "barn_piece": barn_piece(),
        "card_frame": plain_card_frame(), "bb_headstone": headstone(),
    }
    for seat in range(len(P.PLAYERS)):
        art[f"boom_sheep_{seat}"] = boom_sheep(seat)
        art[f"seat_mark_{seat}"] = seat_mark(seat)
        art[f"bb_card_frame_{seat}"] = card_frame(seat)
        art[f"bb_card_badge_{seat}"] = card_badge(seat)
        art[f"tile_barn_{seat}"] = tile_barn_seat(seat)
        art[f"bb_barn_{seat}"] = barn_seat(seat)
    for card_id in boom_cards.PICTURES:
        art[f"bb_card_{card_id}"] = boom_cards.card_picture(card_id)
    return art
