"""Bye-Bye Black Sheep's cards as images: a set card with its number in the two plates, a
special card with its name in the band, the back, and backs turned for a fanned hand.

The art (assets/artkit/bye_bye.py) leaves the plates and the band empty for the game to
write in, in the player's language. On a small card the plates grow to hold a number of
at least 12 px (the number is what a small card must say), and a name is written only
where it fits whole. Images are cached per size,
language and angle.
"""

from __future__ import annotations

import pygame

from game.i18n import language
from game.rules.bye_bye import SPECIALS, is_set
from game.tables.bye_bye.words import label
from game.view import assets, canvas, ink, palette
from game.view.paint import wrap
from game.view.prompts import SMALLEST

ART = (250, 350)
RATIO = ART[0] / ART[1]  # width / height
PLATES = ((42, 42, 22), (208, 308, 22))  # cx, cy, r: where a set card's number goes
GROWN = 9.5  # the smallest plate radius that holds a readable number
NAME_BAND = (34, 286, 182, 40)  # x, y, w, h: where a special card's name goes
PRESS_FROM = 60  # a card at least this wide (a hand's) may press its name sideways to fit; a
# smaller one (a tile, the guide's picture) shows no plate rather than a squeezed word
ANGLE_STEP = 2  # degrees: a fanned back is turned to the nearest step


def height_of(width: float) -> int:
    return round(width / RATIO)


def card(name: str | None, width: float) -> pygame.Surface:
    """A card's face (None: its back) `width` pixels wide."""
    w = max(8, round(width))
    if name is None:
        return assets.svg("bye_back", (w, height_of(w)))
    return _face(name, w, language(), _window())


def warm(width: int, icon: int) -> None:
    """Rasterize every card's art `width` wide (the widest card a move shows), from which
    every smaller card is made, and the log's icons `icon` square (`ByeByeMotion.warm`)."""
    arts = [f"bye_set_{number}" for number in range(1, 17)] + [f"bye_{special}"
                                                               for special in SPECIALS]
    assets.warm([*arts, "bye_back"], (width, height_of(width)))
    for art in [*arts, "zoo"]:
        assets.svg(art, (icon, icon))


def turned_back(width: float, angle: float) -> pygame.Surface:
    """A card back turned by `angle` degrees (a fanned hand), cached per step."""
    step = round(angle / ANGLE_STEP) * ANGLE_STEP
    return _turned(max(8, round(width)), step, _window())


def _window() -> bool:
    """Whether images can be converted for fast drawing (part of each cache key, as in
    `assets`, so nothing made before the window opened is kept unconverted)."""
    return pygame.display.get_init() and pygame.display.get_surface() is not None


@canvas.raster
def _turned(width: int, angle: int, converted: bool) -> pygame.Surface:
    back = assets.svg("bye_back", (width, height_of(width)))
    turned = ink.rotozoom(back, angle, 1.0) if angle else back
    return assets.prepared(turned) if converted else turned


@canvas.raster
def _face(name: str, width: int, lang: str, converted: bool) -> pygame.Surface:
    art = f"bye_set_{name}" if is_set(name) else f"bye_{name}"
    face = assets.svg(art, (width, height_of(width))).copy()
    scale = width / ART[0]
    if is_set(name):
        _number(face, name, scale)
    else:
        _name(face, label(name), scale)
    return assets.prepared(face) if converted else face


def _number(face: pygame.Surface, number: str, scale: float) -> None:
    """The set number in both plates. On a small card a plate grows to hold a number of at
    least 12 px, drawn over the art's plate on its centre (moved in only as far as the
    card's edge needs), so no empty or doubled plate shows."""
    width, height = face.get_size()
    for cx, cy, r in PLATES:
        radius = r * scale
        centre = (round(cx * scale), round(cy * scale))
        if radius < GROWN:  # a bigger plate over the art's, so the number can be read
            radius = GROWN
            centre = (_inside(cx * scale, width), _inside(cy * scale, height))
            ink.circle(face, palette.CREAM, centre, round(radius))
            ink.circle(face, palette.GOLD_DARK, centre, round(radius), 2)
        size = max(SMALLEST, round(radius * 1.05))
        image = assets.squeezed(assets.text(None, number, size=size, colour=palette.INK,
                                            bold=True), round(radius * 2 - 3))
        face.blit(image, image.get_rect(center=centre))


def _inside(at: float, side: int) -> int:
    """A grown plate's centre on one axis: where the art's is, kept a plate's width from
    the card's edges."""
    return round(min(max(at, GROWN + 1), side - GROWN - 1))


def _name(face: pygame.Surface, name: str, scale: float) -> None:
    """The name in the band, at the largest size that fits it whole on one or two rows. On
    a card too small for that the plate grows (as the number plate does) to hold the name
    at 12 px across the card, a word too long pressed a little sideways (no narrower than
    `assets.CONDENSED`, as an animal card's name); on one too small even for that the empty
    band is painted over with the ground above it: the zoom and the tooltips name the card
    then."""
    x, y, w, h = (v * scale for v in NAME_BAND)
    for size in range(max(SMALLEST, round(h * 0.62)), SMALLEST - 1, -1):
        rows = wrap(name, size, w - 6, True)
        step = assets.font(size, True).get_linesize()
        fits = all(assets.font(size, True).size(row)[0] <= w - 6 for row in rows)
        if fits and len(rows) * step <= max(h + 2, step):
            _write(face, rows, size, x + w / 2, y + (h - len(rows) * step) / 2)
            return
    card_w = face.get_width()
    room = card_w - 12
    for bold in (True, False):  # bold where it fits, else plain (as an animal card's name)
        font = assets.font(SMALLEST, bold)
        rows = wrap(name, SMALLEST, room, bold)
        step = font.get_linesize()
        press = assets.CONDENSED if card_w >= PRESS_FROM else 1.0
        if len(rows) <= 2 and all(font.size(row)[0] * press <= room for row in rows):
            plate_w = min(room, max(font.size(row)[0] for row in rows)) + 8
            plate = pygame.Rect(0, 0, round(plate_w), round(len(rows) * step + 4))
            plate.midbottom = (round(x + w / 2), round(y + h + 3 * scale))
            ink.rect(face, palette.CREAM, plate, border_radius=5)
            ink.rect(face, palette.GOLD_DARK, plate, 1, border_radius=5)
            _write(face, rows, SMALLEST, plate.centerx, plate.y + 2, room, bold)
            return
    band = pygame.Rect(round(x - 7 * scale), round(y - 5 * scale), round(w + 14 * scale),
                       round(h + 10 * scale))
    ground = face.get_at((band.centerx, max(0, band.y - 2)))
    ink.rect(face, ground, band, border_radius=max(1, round(10 * scale)))


def _write(face: pygame.Surface, rows: list[str], size: int, centre: float,
           top: float, room: float | None = None, bold: bool = True) -> None:
    """The rows (in bold unless told), centred; a row wider than `room` pressed sideways to it (its
    letters as tall: "Mutterschaf" on a hand's card, which had no name at all)."""
    step = assets.font(size, bold).get_linesize()
    for i, row in enumerate(rows):
        image = assets.text(None, row, size=size, colour=palette.INK, bold=bold)
        if room is not None and image.get_width() > room:
            image = ink.smoothscale(image, (round(room), image.get_height()))
        face.blit(image, image.get_rect(midtop=(round(centre), round(top + i * step))))
