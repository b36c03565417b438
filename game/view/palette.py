"""The one palette every scene, widget and generated SVG draws with.

Colours live here (not as literals in scenes) so the table keeps one look. Every player colour
comes with a shape mark, drawn when the "colour-blind marks" setting is on, so no seat is told
apart by hue alone. `assets/make_art.py` reads the same hex values to paint the SVG art.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.view import ink

Colour = tuple[int, int, int]


def hex_rgb(code: str) -> Colour:
    """'#rrggbb' -> (r, g, b)."""
    code = code.lstrip("#")
    return int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16)


def rgb_hex(colour: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a fraction `t` of the way from `a` to `b`."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def lighter(colour: Colour, t: float = 0.35) -> Colour:
    return mix(colour, (255, 255, 255), t)


def darker(colour: Colour, t: float = 0.35) -> Colour:
    return mix(colour, (0, 0, 0), t)


# The table
FELT = hex_rgb("#3f7a3a")
FELT_DARK = hex_rgb("#2c5a29")
FELT_LIGHT = hex_rgb("#5c9a4c")
PASTURE = hex_rgb("#7fb752")
PASTURE_DARK = hex_rgb("#5e9640")
WOOD = hex_rgb("#a8703c")
WOOD_DARK = hex_rgb("#6e4422")
WOOD_LIGHT = hex_rgb("#cf9a5f")
CREAM = hex_rgb("#f7eed6")
CREAM_DARK = hex_rgb("#e2d3ad")
INK = hex_rgb("#2b2118")
INK_SOFT = hex_rgb("#5d4c3d")
HINT = hex_rgb("#8f7e68")  # an empty field's hint on cream: plainly not a typed value
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0)
GOLD = hex_rgb("#f2c230")
GOLD_DARK = hex_rgb("#b8860b")
DANGER = hex_rgb("#d9402b")
SKY = hex_rgb("#bfe3f2")

# Interface: panels, buttons, text on the felt
PANEL = hex_rgb("#2a1d14")
PANEL_EDGE = hex_rgb("#8a5a30")
BUTTON = WOOD
BUTTON_HOVER = WOOD_LIGHT
BUTTON_PRESSED = WOOD_DARK
BUTTON_DISABLED = hex_rgb("#5b5349")  # flat, darker than any live button
BUTTON_DISABLED_EDGE = hex_rgb("#6e6558")
TEXT_DISABLED = hex_rgb("#aea38f")  # still readable (what it would do), plainly off
TEXT_ON_WOOD = CREAM
TEXT_ON_FELT = CREAM
FOCUS = GOLD
HIGHLIGHT = GOLD

# Animals (the plastic toy body colour of each Black Sheep kind)
ANIMAL = {
    "horse": hex_rgb("#9a5a2c"),
    "cow": hex_rgb("#f4f1ea"),
    "pig": hex_rgb("#f3a0b4"),
    "sheep": hex_rgb("#f6f3ea"),
    "rooster": hex_rgb("#fbf8f0"),
    "black_sheep": hex_rgb("#2a2a30"),
}


@dataclass(frozen=True)
class PlayerLook:
    """How one seat is drawn: a colour and a shape that means the same seat without colour."""

    name: str
    colour: Colour
    light: Colour
    dark: Colour
    mark: str  # "circle", "square", "triangle", "diamond" or "heart"


def _look(name: str, code: str, mark: str) -> PlayerLook:
    colour = hex_rgb(code)
    return PlayerLook(name, colour, lighter(colour, 0.4), darker(colour, 0.35), mark)


# Chosen to stay apart for the common colour-vision deficiencies and to read on green felt:
# the fourth seat is a bluish teal (named so), the blue a clear azure, the yellow a warm amber.
PLAYERS: tuple[PlayerLook, ...] = (
    _look("red", "#d7372f", "circle"),
    _look("blue", "#2f6fd8", "square"),
    _look("yellow", "#f0b92a", "triangle"),
    _look("teal", "#1fa58b", "diamond"),
)

MARKS = tuple(p.mark for p in PLAYERS)
FIFTH = _look("purple", "#a35bd6", "heart")
"""The fifth seat (Bye-Bye Black Sheep seats five): a lilac apart from the four in lightness
as well as hue, and a heart no other seat uses (a star, as it was, read as the score badge's
★ beside it: critic 22)."""


def player(seat: int) -> PlayerLook:
    return FIFTH if seat == 4 else PLAYERS[seat % len(PLAYERS)]


def mark_points(mark: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The outline of a polygon mark (square, triangle, diamond, heart, star) around
    `center`."""
    cx, cy = center
    if mark == "square":
        r = radius * 0.85
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if mark == "diamond":
        return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    if mark == "triangle":
        return [(cx + radius * math.cos(a), cy + radius * 1.05 * math.sin(a) + radius * 0.15)
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if mark == "heart":  # the classic curve, its dip at the top and its point at the foot
        return [(cx + radius * 0.95 * math.sin(t) ** 3,
                 cy - radius / 17 * (13 * math.cos(t) - 5 * math.cos(2 * t)
                                     - 2 * math.cos(3 * t) - math.cos(4 * t)) - radius * 0.15)
                for t in (i * math.pi / 24 for i in range(48))]
    if mark == "star":  # five points, alternating with inner corners
        reach = [radius * (1.0 if i % 2 == 0 else 0.45) for i in range(10)]
        return [(cx + r * math.cos(-math.pi / 2 + i * math.pi / 5),
                 cy + r * math.sin(-math.pi / 2 + i * math.pi / 5)) for i, r in enumerate(reach)]
    raise ValueError(f"unknown mark {mark!r}")


def draw_mark(surface: pygame.Surface, mark: str, center: tuple[float, float], radius: float,
              colour: Colour = WHITE, outline: Colour | None = INK) -> None:
    """Draw a seat's shape mark, filled, with an optional dark outline so it reads anywhere."""
    width = max(1, round(radius / 5))
    if mark == "circle":
        pos = (round(center[0]), round(center[1]))
        ink.circle(surface, colour, pos, round(radius * 0.9))
        if outline:
            ink.circle(surface, outline, pos, round(radius * 0.9), width)
        return
    points = mark_points(mark, center, radius)
    ink.polygon(surface, colour, points)
    if outline:
        ink.polygon(surface, outline, points, width)


# --- Sheep Sheep's six sheep colours ------------------------------------------------------
# Painted by assets/artkit/sheep_sheep.py. Chosen for colour-blind players: every pair stays
# at least 20 CIEDE2000 apart for normal sight and for simulated deuteranopia and protanopia
# (Machado 2009, full severity), lightness carrying the difference where hue cannot (a deep
# red and blue, a light yellow and lilac). Each colour also has its own mark and fleece
# pattern, so no sheep is told by colour alone. tests/view/test_art.py checks all of it.

@dataclass(frozen=True)
class SheepColour:
    """One Sheep Sheep colour: its paint, the shape that names it, the pattern on its cards."""

    name: str
    colour: Colour
    light: Colour
    dark: Colour
    mark: str  # circle, cross, triangle, diamond, square or star
    pattern: str  # dots, stripes, rays, checks, waves or zigzag


def _sheep(name: str, code: str, mark: str, pattern: str) -> SheepColour:
    colour = hex_rgb(code)
    return SheepColour(name, colour, lighter(colour, 0.55), darker(colour, 0.4), mark, pattern)


SHEEP_COLOURS: dict[str, SheepColour] = {c.name: c for c in (
    _sheep("red", "#b52b36", "circle", "dots"),
    _sheep("orange", "#ed6817", "cross", "stripes"),
    _sheep("yellow", "#faed02", "triangle", "rays"),
    _sheep("green", "#35b48a", "diamond", "checks"),
    _sheep("blue", "#08529d", "square", "waves"),
    _sheep("purple", "#c16eec", "star", "zigzag"),
)}
