"""The art of issues #13-#16: every picture the tables ask for by name is shipped, loads at
hand and zoom size, is not blank, and is cut out where it should be; Sheep Sheep's colours
stay apart for colour-blind players."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.resources import asset  # noqa: E402
from game.rules.black_sheep.tasks import TASKS  # noqa: E402
from game.rules.boom_bah.cards import CARD_TYPES  # noqa: E402
from game.rules.boom_bah.cards import COLOURS as SEATS  # noqa: E402
from game.rules.bye_bye.cards import SET_NAMES, SPECIALS  # noqa: E402
from game.rules.sheep_sheep.cards import COLOURS as SHEEP  # noqa: E402
from game.view import palette  # noqa: E402

BOOM_BAH = ([f"boom_sheep_{s}" for s in range(len(SEATS))]
            + [f"seat_mark_{s}" for s in range(len(SEATS))]
            + [f"bb_card_frame_{s}" for s in range(len(SEATS))]
            + [f"tile_barn_{s}" for s in range(len(SEATS))]
            + ["tile_back", "tile_safe", "tile_mine", "tile_cone", "tile_crater"])
PICTURES = [f"bb_card_{t.id}" for t in CARD_TYPES]
TASK_CARDS = ["task_" + t.replace(":", "_").replace("+", "_") for t in TASKS]
BYE_BYE = ([f"bye_set_{n}" for n in SET_NAMES] + [f"bye_{name}" for name in SPECIALS]
           + ["bye_back", "watering_hole", "zoo"])
SHEEP_SHEEP = (["ss_card"] + [f"ss_{kind}_{c}" for c in SHEEP for kind in ("sheep", "lucky", "mark")])
CUT_OUT = BOOM_BAH + TASK_CARDS + BYE_BYE + SHEEP_SHEEP
"""Pictures with transparent corners: they sit on the table as shapes of their own."""


def load(name: str, size: int) -> pygame.Surface:
    """The picture fitted in a `size` square, as `pygame.image.load_sized_svg` draws it."""
    path = str(asset("art", f"{name}.svg"))
    width, height = pygame.image.load(path).get_size()
    scale = size / max(width, height)
    return pygame.image.load_sized_svg(path, (max(1, round(width * scale)),
                                              max(1, round(height * scale))))


def drawn_share(image: pygame.Surface) -> float:
    """The share of pixels that are not transparent, sampled on a grid."""
    w, h = image.get_size()
    samples = [(x, y) for x in range(0, w, max(1, w // 32)) for y in range(0, h, max(1, h // 32))]
    return sum(image.get_at(p).a > 0 for p in samples) / len(samples)


def colours_in(image: pygame.Surface) -> int:
    w, h = image.get_size()
    return len({tuple(image.get_at((x, y)))[:3] for x in range(0, w, max(1, w // 24))
                for y in range(0, h, max(1, h // 24)) if image.get_at((x, y)).a > 128})


@pytest.mark.parametrize("name", CUT_OUT + PICTURES)
@pytest.mark.parametrize("size", [64, 256])
def test_picture_loads_and_is_not_blank(name, size):
    image = load(name, size)
    assert max(image.get_size()) == size
    assert drawn_share(image) > 0.2, "almost nothing drawn"
    assert colours_in(image) >= (2 if name.startswith(("seat_mark_", "ss_mark_")) else 8)


@pytest.mark.parametrize("name", CUT_OUT)
def test_cut_out_pictures_have_transparent_corners(name):
    image = load(name, 256)
    w, h = image.get_size()
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert image.get_at((x, y)).a == 0, (x, y)


@pytest.mark.parametrize("name", PICTURES)
def test_card_pictures_fill_their_window(name):
    image = load(name, 256)
    w, h = image.get_size()
    assert (w, h) == (256, round(256 * 150 / 218))
    for x, y in ((1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)):
        assert image.get_at((x, y)).a == 255, (x, y)


def test_card_frames_differ_by_colour():
    corners = {tuple(load(f"bb_card_frame_{s}", 128).get_at((20, 20)))
               for s in range(len(SEATS))}
    assert len(corners) == len(SEATS)


# -- Sheep Sheep's colours, as colour-blind players see them ---------------------------------

MACHADO = {  # Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}


def linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encoded(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: palette.Colour, kind: str) -> tuple[float, float, float]:
    lin = [linear(c) for c in rgb]
    return tuple(encoded(sum(m * v for m, v in zip(row, lin, strict=True)))  # type: ignore[return-value]
                 for row in MACHADO[kind])


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(one: tuple[float, float, float], two: tuple[float, float, float]) -> float:
    (l1, a1, b1), (l2, a2, b2) = one, two
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    mean_l, mean_c = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        mean_h = h1 + h2
    elif abs(h1 - h2) <= 180:
        mean_h = (h1 + h2) / 2
    else:
        mean_h = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(mean_h - 30)) + 0.24 * math.cos(math.radians(2 * mean_h))
         + 0.32 * math.cos(math.radians(3 * mean_h + 6))
         - 0.20 * math.cos(math.radians(4 * mean_h - 63)))
    turn = 30 * math.exp(-(((mean_h - 275) / 25) ** 2))
    rc = 2 * math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    sc, sh = 1 + 0.045 * mean_c, 1 + 0.015 * mean_c * t
    rt = -math.sin(math.radians(2 * turn)) * rc
    return math.sqrt(((l2 - l1) / sl) ** 2 + ((c2 - c1) / sc) ** 2 + (big_dh / sh) ** 2
                     + rt * ((c2 - c1) / sc) * (big_dh / sh))


def closest_pair(vision: str) -> float:
    colours = [c.colour for c in palette.SHEEP_COLOURS.values()]
    seen = [lab(c if vision == "normal" else simulate(c, vision)) for c in colours]
    return min(ciede2000(a, b) for i, a in enumerate(seen) for b in seen[i + 1:])


def test_ciede2000_matches_the_published_example():
    # Sharma, Wu & Dalal (2005), test pair 1.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)


@pytest.mark.parametrize("vision", ["normal", "deuteranopia", "protanopia"])
def test_sheep_colours_stay_apart(vision):
    assert closest_pair(vision) >= 20


def test_sheep_colours_match_the_rules_and_each_has_a_mark_and_a_pattern():
    looks = palette.SHEEP_COLOURS
    assert tuple(looks) == SHEEP
    assert len({c.mark for c in looks.values()}) == len(looks)
    assert len({c.pattern for c in looks.values()}) == len(looks)


BLACK_SHEEP_ART = ["black_sheep", "title_black_sheep", "card_black_sheep", "bye_black_sheep",  # pictures of one sheep
                   "boom_sheep_0", "task_only_black_sheep_black_sheep"]


@pytest.mark.parametrize("name", BLACK_SHEEP_ART)
def test_black_wool_has_no_flat_grey_patch(name):
    """Both critics read the black sheep's back highlight, a flat white ellipse at 70 %, as a
    grey hole: the wool's big highlight fades out to its edge (a gradient), never a flat fill."""
    import re
    text = asset("art", f"{name}.svg").read_text(encoding="utf-8")
    flat = [m for m in re.finditer(r'<ellipse[^>]*rx="(\d+(?:\.\d+)?)"[^>]*fill="#ffffff"'
                                   r'[^>]*fill-opacity="([\d.]+)"', text)
            if float(m.group(1)) >= 20 and float(m.group(2)) >= 0.5]
    assert not flat, flat[0].group(0)
