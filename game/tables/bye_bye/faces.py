"""Bye-Bye Black Sheep's cards as images: a set card with its number in the two plates, a
special card with its name in a band across its foot, the back, and backs turned for a
fanned hand.

The art (assets/artkit/bye_bye.py) leaves the plates and the band empty for the game to
write in, in the player's language. On a small card the plates grow to hold a number of
at least 12 px (the number is what a small card must say); a special card's name stands in
a band under its picture (the picture moved up inside its frame), written only where it
fits whole. Images are cached per size, language and angle.
"""

from __future__ import annotations

import math
from typing import NamedTuple

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
ROOMY = 70  # a card at least this wide (a hand's, the watering hole's) has its number at
NUMBER_LEAST = 14  # px or more, in a plate of at least
ROOMY_GROWN = 12.5  # this radius (the critic's least size for any text at 1280x720)
HAND_SHOWN = 0.94  # the least share of a hand's card that shows beside the next (board.SHOWN)
FRAME = 16  # art units: a card's frame, round the picture (and a special card's name band)
NAME_BAND = (34, 286, 182, 40)  # x, y, w, h: where a special card's name goes
PRESS_FROM = 57  # a card at least this wide (a hand's; one on offer, 57.8 at 4-5 players)
# may press its name sideways; a smaller one (a tile, the guide's picture beside its name)
# shows no name rather than a squeezed word
NAME_SIZES = (14, 13, 12)  # px: a hand's card's name in its foot band, the largest that fits
ONE_LINE_LEAST = 13  # px: a name on one line at this size or more beats two larger lines
ANGLE_STEP = 2  # degrees: a fanned back is turned to the nearest step


def height_of(width: float) -> int:
    return round(width / RATIO)


def card(name: str | None, width: float, named: bool = True) -> pygame.Surface:
    """A card's face (None: its back) `width` pixels wide; `named=False`: a special card
    without its name band (the guide's picture, its name beside it: the same in every
    language, where a long German name would not fit the band and an English one would)."""
    w = max(8, round(width))
    if name is None:
        return assets.svg("bye_back", (w, height_of(w)))
    return _face(name, w, language(), _window(), named)


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
def _face(name: str, width: int, lang: str, converted: bool,
          named: bool = True) -> pygame.Surface:
    art = f"bye_set_{name}" if is_set(name) else f"bye_{name}"
    face = assets.svg(art, (width, height_of(width))).copy()
    scale = width / ART[0]
    if is_set(name):
        _number(face, name, scale)
    else:
        edge = face.get_at((max(1, round(8 * scale)), face.get_height() // 2))
        face = _reframed(face, scale)
        _name(face, label(name), scale, named, edge)
    return assets.prepared(face) if converted else face


def _reframed(face: pygame.Surface, scale: float) -> pygame.Surface:
    """A special card in an animal card's cream frame: its sky and picture inside the
    frame, so every card of a hand is one size and one frame (critic 19: the special
    cards' dark frames and their name bars across the whole card looked like other,
    larger cards lying over their neighbours' numbers)."""
    width, height = face.get_size()
    framed = assets.svg("bye_set_1", (width, height)).copy()
    inset = round(FRAME * scale)
    window = canvas.blank((width, height))
    ink.rect(window, (255, 255, 255, 255), (inset, inset, width - 2 * inset,
                                            height - 2 * inset),
             border_radius=max(1, round(14 * scale)))
    inner = face.copy()
    inner.blit(window, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    framed.blit(inner, (0, 0))
    return framed


def _number(face: pygame.Surface, number: str, scale: float) -> None:
    """The set number in both plates. On a small card a plate grows to hold a number of at
    least 12 px, drawn over the art's plate on its centre (moved in only as far as the
    card's edge needs), so no empty or doubled plate shows."""
    width, height = face.get_size()
    grown, least = (ROOMY_GROWN, NUMBER_LEAST) if width >= ROOMY else (GROWN, SMALLEST)
    for cx, cy, r in PLATES:
        radius = r * scale
        centre = (round(cx * scale), round(cy * scale))
        if radius < grown:  # a bigger plate over the art's, so the number can be read
            radius = grown
            centre = (_inside(cx * scale, width, grown), _inside(cy * scale, height, grown))
            if width >= ROOMY:  # (a hand's card)
                centre = (min(centre[0], math.floor(width * HAND_SHOWN - round(grown))),
                          centre[1])
            # (clear of the right frame, which the next card of a hand covers: the next
            # card hid part of the Monkey's "12", critic 19)
            ink.circle(face, palette.CREAM, centre, round(radius))
            ink.circle(face, palette.GOLD_DARK, centre, round(radius), 2)
        size = max(least, round(radius * 1.05))
        image = assets.squeezed(assets.text(None, number, size=size, colour=palette.INK,
                                            bold=True), round(radius * 2 - 3))
        face.blit(image, image.get_rect(center=centre))


def _inside(at: float, side: int, grown: float = GROWN) -> int:
    """A grown plate's centre on one axis: where the art's is, kept a plate's width from
    the card's edges."""
    return round(min(max(at, grown + 1), side - grown - 1))


def _name(face: pygame.Surface, name: str, scale: float, named: bool = True,
          edge: palette.Colour | None = None) -> None:
    """The name in a band across the card's foot, under the picture (`_foot_band`), at every
    size, so a hand's cards and the zoom's look alike; on a card too small even for that
    the art's empty band is painted over with the ground above it: the zoom and the
    tooltips name the card then."""
    if named and _foot_band(face, name, scale, edge):
        return
    x, y, w, h = (v * scale for v in NAME_BAND)
    band = pygame.Rect(round(x - 7 * scale), round(y - 5 * scale), round(w + 14 * scale),
                       round(h + 10 * scale))
    ground = face.get_at((band.centerx, max(0, band.y - 2)))
    ink.rect(face, ground, band, border_radius=max(1, round(10 * scale)))


class Band(NamedTuple):
    """A card's foot band as `foot_band` lays it out: the name's rows and size, the band,
    how far the picture moves up above it, and the picture's room inside the frame."""

    rows: list[str]
    size: int
    band: pygame.Rect
    lift: int
    inner: pygame.Rect


def foot_band(name: str, card_w: int) -> Band | None:
    """Where a card `card_w` wide writes `name` (see `_foot_band`); None where not even
    12 px fits."""
    card_h, scale = height_of(card_w), card_w / ART[0]
    frame = round(FRAME * scale)  # (the band lies inside the card's frame, as the picture)
    inside = card_w - 2 * frame
    largest = max(NAME_SIZES[0], round(NAME_BAND[3] * scale * 0.62))  # (a zoom's: larger)
    sizes = [*range(largest, NAME_SIZES[0], -1), *NAME_SIZES]
    pressed = card_w >= PRESS_FROM  # (a hand's card may press a word a little sideways)
    tries = [(size, room, press) for size in sizes for room, press in (
        ((inside - 6, 1.0), (inside - 2, assets.CONDENSED)) if pressed else
        ((inside - 6, 1.0),))]  # at each size: whole with a margin, else pressed
    one_line = [(size, room, press, 1) for size, room, press in tries if size >= ONE_LINE_LEAST]
    for size, room, press, most in [*one_line, *((*t, 2) for t in tries)]:
        # (one line first, at 13 px or more: "Black Sheep" wrapped to two at 2 players and
        # stood taller than the other special cards' names, critic 17)
        font = assets.font(size, True)
        rows = [name] if most == 1 else wrap(name, size, room, True)  # (one: pressed whole)
        if len(rows) <= most and all(font.size(row)[0] * press <= room for row in rows):
            break
    else:
        return None
    step = font.get_linesize()
    scene_foot = round((NAME_BAND[1] - 4) * scale)  # where the art's own band begins
    top = min(card_h - frame - len(rows) * step - 4, scene_foot)  # (over the art's band)
    return Band(rows, size, pygame.Rect(frame, top, inside, card_h - frame - top),
                max(0, scene_foot - top),
                pygame.Rect(frame, frame, inside, scene_foot - frame))


def _foot_band(face: pygame.Surface, name: str, scale: float,
               edge: palette.Colour | None = None) -> bool:
    """A band across the card's foot in the card's own border colour, edged in gold, the
    name in cream on one or two rows at 14 px (13 or 12 only where a hand's cards are
    smallest; a word a little too long pressed sideways), and the picture moved up inside
    its frame so the band lies under it, not over the animal (a plate grown over the art
    covered it: a critic). False where not even 12 px fits (a tile, the guide's picture:
    they stand beside the name)."""
    card_w, card_h = face.get_size()
    laid = foot_band(name, card_w)
    if laid is None:
        return False
    rows, size, band, lift, inner = laid
    if lift:  # the picture up by `lift` inside its frame: its top sky goes, not its animal
        picture = face.subsurface((inner.x, inner.y + lift, inner.w, inner.h - lift)).copy()
        face.blit(picture, inner.topleft)
    if edge is None:
        edge = face.get_at((max(1, round(8 * scale)), card_h // 2))
    radius = max(2, round(14 * scale))
    ink.rect(face, palette.darker(edge[:3], 0.35), band, border_bottom_left_radius=radius,
             border_bottom_right_radius=radius)
    ink.line(face, palette.GOLD, band.topleft, (band.right - 1, band.y), 2)
    step = assets.font(size, True).get_linesize()
    _write(face, rows, size, card_w / 2, band.y + (band.h - len(rows) * step) / 2 + 1,
           band.w - 2, True, palette.CREAM)
    return True


def _write(face: pygame.Surface, rows: list[str], size: int, centre: float,
           top: float, room: float | None = None, bold: bool = True,
           colour: palette.Colour = palette.INK) -> None:
    """The rows (in bold unless told), centred; a row wider than `room` pressed sideways to it (its
    letters as tall: "Mutterschaf" on a hand's card, which had no name at all)."""
    step = assets.font(size, bold).get_linesize()
    for i, row in enumerate(rows):
        image = assets.text(None, row, size=size, colour=colour, bold=bold)
        if room is not None and image.get_width() > room:
            image = ink.smoothscale(image, (round(room), image.get_height()))
        face.blit(image, image.get_rect(midtop=(round(centre), round(top + i * step))))
