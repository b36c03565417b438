"""Write the game's SVG art into assets/art/ (run: python assets/make_art.py).

One look for everything: glossy plastic toys (a radial gradient from a light top-left to a
darker edge, a rim light, a white highlight, a soft ground shadow), colours from
game/view/palette.py. The toolkit and each game's pictures live in `assets/artkit/`; this
file holds the shared table pieces and writes every picture. Only what SDL_image's nanosvg
draws; no text (the game draws text in code), filters, masks or CSS.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from artkit import boom_bah, bye_bye, sheep_sheep, tasks  # noqa: E402
from artkit.boom_bah import meeple  # noqa: E402
from artkit.core import CARD_H, CARD_W, C, Doc, card_blank, group, shadow, shine  # noqa: E402
from artkit.farm import (  # noqa: E402
    ANIMALS,
    BARN_RED,
    PIPS,
    ROOF,
    animal_at,
    animal_svg,
    barn,
    burst,
    dice,
    fence,
    mine,
)

from game.view import palette as P  # noqa: E402

OUT = HERE / "art"

# Cards: 250 x 350, rounded corners; names are drawn by the game in the corners.

CORNER_SCALE = 0.39  # a corner animal's 200 x 160 box: 78 x 62 of the card's 250 x 350


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
    # The corner animals 78 x 62 (critic 15: at 0.22 they were 8 px on a table's card),
    # clear of the window.
    for x, y, rot in ((12, 14, 0), (CARD_W - 12, CARD_H - 14, 180)):
        parts.append(group(f"rotate({rot} {x} {y}) translate({x} {y})",
                           [animal_at(doc, kind, 0, 0, CORNER_SCALE)]))
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


# Logo and game pictures

LETTERS = {
    "S": "M50 14 C 40 0, 8 4, 10 22 C 12 40, 50 38, 50 58 C 50 78, 16 82, 6 64",
    "H": "M10 4 L10 76 M50 4 L50 76 M10 40 L50 40",
    "E": "M50 4 L10 4 L10 76 L50 76 M10 40 L42 40",
    "P": "M10 76 L10 4 L30 4 C 58 4, 58 44, 30 44 L10 44",
    "F": "M50 4 L10 4 L10 76 M10 40 L42 40",
    # A round O (56 wide, an ellipse): the narrow one read as a zero ("SHEEPF0LD").
    "O": ("M30 4 C 45.46 4, 58 20.12, 58 40 C 58 59.88, 45.46 76, 30 76 "
          "C 14.54 76, 2 59.88, 2 40 C 2 20.12, 14.54 4, 30 4 Z"),
    "L": "M10 4 L10 76 L50 76",
    "D": "M10 4 L10 76 L26 76 C 62 76, 62 4, 26 4 Z",
}
ADVANCE = {"O": 70}  # a letter's step to the next (62 unless wider): the round O's room


def word(doc: Doc, letters: str, x: float, y: float, scale: float) -> None:
    at_x = x
    for letter in letters:
        path = LETTERS[letter]
        at = f"translate({round(at_x, 2)} {y}) scale({scale})"
        at_x += ADVANCE.get(letter, 62) * scale
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


def net_mark(lost: bool) -> Doc:
    """The connection mark of a network player (game/scenes/net_table.py): a green ring and
    dot while connected; a red ring struck through once the connection is lost."""
    doc = Doc(32, 32)
    colour = C(P.DANGER if lost else P.PASTURE)
    doc.add(f'<circle cx="16" cy="16" r="15" fill="{C(P.INK)}"/>',
            f'<circle cx="16" cy="16" r="11.5" fill="none" stroke="{colour}" stroke-width="4"/>')
    doc.add(f'<line x1="9.5" y1="22.5" x2="22.5" y2="9.5" stroke="{colour}" stroke-width="4"/>'
            if lost else f'<circle cx="16" cy="16" r="5.5" fill="{colour}"/>')
    return doc


def bare_animal(kind: str) -> Doc:
    """The animal without its painted ground shadow: for a figure that hops, whose sprite
    draws the shadow on the ground (the painted one rose with it: a doubled, muddy shadow)."""
    doc = Doc(200, 160)
    doc.add(*ANIMALS[kind](doc)[1:])
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
        "game_black_sheep": game_black_sheep(), "game_boom_bah": game_boom_bah(),
        "game_bye_bye": game_bye_bye(), "game_sheep_sheep": game_sheep_sheep(),
        "net_online": net_mark(lost=False), "net_lost": net_mark(lost=True),
    })
    for kind in ("sheep", "black_sheep"):  # the title's sheep: the sprite casts the shadow
        art[f"title_{kind}"] = bare_animal(kind)
    for value in (1, 2, 3):
        art[f"value_{value}"] = value_disc(value, negative=False)
        art[f"value_neg_{value}"] = value_disc(value, negative=True)
    for value in PIPS:
        art[f"dice_{value}"] = dice(value)
    for game in (boom_bah, tasks, bye_bye, sheep_sheep):
        art.update(game.build())
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
