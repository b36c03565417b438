"""Sheep-Boom-Bah's pieces as images: the cards, the plastic sheep and the tiles.

A card is its colour's frame (`bb_card_frame_<colour>`: border, a title band the name's
whole width, a picture window and a text box) with its own picture (`bb_card_<type>`) in the
window and the colour's badge (`bb_card_badge_<colour>`, carrying the colour's shape, so the
colour that scores reads without hue) on the picture's corner; the game writes the name in
the title band and the effect in the text box. At hand size the name is bold 16 px and the
box holds the card's gist (`words.card_gist`) at 14 px, never shrunk to fit: the layout has
room for the longest German. The zoom says the whole text, 14 px or more. None is cut;
`tests/tables/boom_bah/test_faces.py` checks every card in every language.

The sheep are the plastic figures on their bases (`boom_sheep_<seat>`); each carries its
seat's shape on the base (always, not only with the colour-blind marks: the sheep are small
and four colours close together on the pasture). Images are cached per size and language.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from game.i18n import language, tr
from game.rules.boom_bah.cards import CARD_TYPES, card_colour, card_type
from game.rules.boom_bah.tiles import barn_owner
from game.tables.boom_bah.words import card_gist
from game.view import assets, canvas, ink, palette
from game.view.assets import prepared
from game.view.paint import seat_mark, wrap

# The frame's parts in its own 250 x 350 units, as assets/artkit/boom_bah.py draws them.
FRAME = (250, 350)
TITLE = (14, 13, 222, 66)  # the title band, its whole width, to its edges' middle
BAND = (12, 12, 226, 68)  # the whole band
WINDOW = (16, 86, 218, 104)  # the picture's window
PICTURE = (218, 150)  # the picture's own proportions
FOCUS = {"aba_ca_da_ba": 14, "am_bah_lance": 12, "barn_burner": 8, "eiei_no": 18,
         "ewe_turn": 14, "golden_fleece": 20, "hero_of_the_herd": 20, "out_of_shear_luck": 22,
         "sheep_battle": 12, "sheep_copter": 14, "shepherds_hook": 14, "thank_ewe": 22, "tornado": 18, "wolf": 16,
         "your_barn_doors_open": 10}
"""Where the window's band starts in a card's picture, in its 150 units from the top: the
window (218 x 104) shows the picture at its whole width, so its top and bottom (46 units in
all) are cut, evenly (23 above) but where the picture's subject sits higher."""
BADGE = (31, 101, 17)  # the colour's badge (centre, radius) on the window's top-left corner
TEXT = (18, 198, 214, 139)  # the effect's box (inside the pale panel)
CARD_RATIO = FRAME[0] / FRAME[1]  # width / height
SMALLEST = 14  # px: no word on a card is smaller (the zoom's whole text steps down to it)
NAME = 16  # px: a card's name at hand size, bold (the display face), larger on larger cards
GIST = 14  # px: the gist on a hand card, larger on larger cards
HAND = 140  # px: the hand card those sizes are set for (`Board.hand_card`, DOCK_CARD)
MARGIN = 0.03  # of the card's width: the room kept between the words and their box's edge
WORDED = 136  # px: a card narrower than this (a pile, a badge) is its picture only
FIGURE = (200, 184)  # a sheep figure's drawing, and where its base's centre is


def _box(part: tuple[int, int, int, int], width: int) -> pygame.Rect:
    scale = width / FRAME[0]
    return pygame.Rect(*(round(v * scale) for v in part))


def fitted(words: str, box: pygame.Rect, largest: int, bold: bool = False,
           leading: float = 1.12, lowest: int = SMALLEST
           ) -> tuple[list[str], int, int] | None:
    """`words` wrapped into `box` at the largest size from `largest` down to `lowest` whose
    lines fit it; the lines, the size and the line step (None: not even at `lowest`)."""
    for size in range(max(largest, lowest), lowest - 1, -1):
        lines = wrap(words, size, box.w, bold)
        step = round(size * leading)
        if len(lines) * step <= box.h and all(
                assets.font(size, bold).size(line)[0] <= box.w for line in lines):
            return lines, size, step
    return None


def _said(words: str, box: pygame.Rect, largest: int, bold: bool,
          leading: float) -> tuple[list[str], int, int, bool]:
    """The largest fit, bold if asked and it fits, else plain; at the very least every word
    at SMALLEST (a box too small for that is the caller's to avoid: the tests check)."""
    for weight in ((True, False) if bold else (False,)):
        fit = fitted(words, box, largest, weight, leading)
        if fit is not None:
            return (*fit, weight)
    return wrap(words, SMALLEST, box.w), SMALLEST, round(SMALLEST * leading), False


def _write(face: pygame.Surface, lines: list[str], size: int, step: int, box: pygame.Rect,
           bold: bool, colour: palette.Colour) -> None:
    """Lines centred in `box`, each drawn whole (squeezed to the box only if a single word
    is wider than it, which no card's words are at hand size)."""
    for image, rect in _set(lines, size, step, box, bold, colour):
        face.blit(image, rect)


def _set(lines: list[str], size: int, step: int, box: pygame.Rect, bold: bool,
         colour: palette.Colour = palette.INK) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """Each line's image and where it goes: centred in `box`, one `step` below the other."""
    top = box.centery - len(lines) * step / 2
    placed = []
    for i, line in enumerate(lines):
        image = assets.squeezed(assets.text(None, line, size=size, colour=colour, bold=bold),
                                box.w)
        placed.append((image, image.get_rect(center=(box.centerx,
                                                     round(top + (i + 0.5) * step)))))
    # the letters' ink, not their line boxes, centred in `box` (critic 23: a font's room
    # above its capitals set four lines low, "space." touching the panel's foot)
    found = [image.get_bounding_rect().move(rect.topleft) for image, rect in placed
             if image.get_bounding_rect().h]
    if found:
        shift = box.centery - found[0].unionall(found[1:]).centery
        placed = [(image, rect.move(0, shift)) for image, rect in placed]
    return placed


def inked(block: Block) -> pygame.Rect:
    """Where a block's letters leave ink on the card (their images' visible pixels)."""
    found = [image.get_bounding_rect().move(rect.topleft)
             for image, rect in _set(block.lines, block.size, block.step, block.box, block.bold)]
    return found[0].unionall(found[1:])


class Block(NamedTuple):
    """Words laid out in a part of a card: the lines, their size and step, the part."""

    lines: list[str]
    size: int
    step: int
    box: pygame.Rect
    bold: bool


def worded(card: str, width: int, full: bool = False) -> list[Block]:
    """The words on a card `width` wide: its name in the title band, bold, then its gist (or
    with `full` its whole text). The name and the gist have one size each on every card of
    a width (16 and 14 px on a hand card, in proportion on larger ones): never shrunk to
    fit, the card is laid out for the longest German. The zoom's whole text steps down from
    its size to 14 px where a long text needs it. None below WORDED: a small card is its
    picture."""
    if width < WORDED:
        return []
    kind = card_type(card)
    scale = max(1.0, width / HAND * 0.92)  # a larger card keeps a wider margin
    title = _box(TITLE, width)
    fixed = width <= HAND  # a larger card (the dock at 2x) may step down to the hand's sizes
    name, title = _kept_off_edges(tr(kind.name), title, round(NAME * scale), True, 1.1,
                                  round(width * MARGIN), fixed=fixed, lowest=NAME)
    text = _box(TEXT, width).inflate(-round(width * 0.02), 0)
    if full:
        said, text = _kept_off_edges(tr(kind.text), text, round(width * 0.062), False, 1.08,
                                     round(width * MARGIN))
    else:
        said, text = _kept_off_edges(card_gist(kind.id), text, round(GIST * scale), False,
                                     1.08, max(1, round(width * MARGIN) - 3), fixed=fixed,
                                     lowest=GIST)
    return [Block(*name[:3], title, name[3]), Block(*said[:3], text, said[3])]


def _kept_off_edges(words: str, box: pygame.Rect, largest: int, bold: bool, leading: float,
                    margin: int, fixed: bool = False, lowest: int = SMALLEST
                    ) -> tuple[tuple[list[str], int, int, bool], pygame.Rect]:
    """`_said` in `box` less `margin` on every side, so no word touches the frame; in the
    whole box only if nothing fits the smaller one; from `largest` down to `lowest`, or with
    `fixed` at `largest` only, in its weight (the tests check every hand card fits so)."""
    inner = box.inflate(-2 * margin, -2 * margin)
    for room in (inner, box):
        fit = fitted(words, room, largest, bold, leading, lowest=largest if fixed else lowest)
        if fit is not None:
            return (*fit, bold), room
    return _said(words, box, largest, bold, leading), box


@canvas.raster
def _card_face(card: str, width: int, lang: str, full: bool, converted: bool) -> pygame.Surface:
    """A card's face at `width` in the language `lang`: the gist, or with `full` the whole
    text (the zoom)."""
    kind = card_type(card)
    height = round(width / CARD_RATIO)
    face = assets.svg(f"bb_card_frame_{card_colour(card)}", (width, height)).copy()
    window = _box(WINDOW, width)
    blocks = worded(card, width, full)
    if not blocks and width >= MINIATURE:  # a pile's card: its picture fills the card
        miniature(face, card, width)
    else:
        face.blit(*window_art(kind.id, window))
    cx, cy, r = (round(v * width / FRAME[0]) for v in BADGE)
    side = round((2 * BADGE[2] + 6) * width / FRAME[0])
    badge = assets.svg(f"bb_card_badge_{card_colour(card)}", (side, side))
    cy += round(width / FRAME[0])
    if not blocks and width >= MINIATURE:  # under a pile card's grown title band
        cy = max(cy, pile_title(card, width)[2].bottom + side // 2 + 1)
    face.blit(badge, badge.get_rect(center=(cx, cy)))
    for block in blocks:
        _write(face, block.lines, block.size, block.step, block.box, block.bold, palette.INK)
    if not blocks and width < MINIATURE:  # a badge: the colour's shape fills the text box
        text = _box(TEXT, width)
        seat_mark(face, card_colour(card), text.center, text.h * 0.36, True)
    return prepared(face) if converted else face


MINIATURE = 48  # px: a card at least this wide but too narrow for words (the discard pile's
# top card) is drawn as a card in miniature (`miniature`); a narrower one (a laid Wild
# Wool by a score) is its picture and its colour's shape


PILE_NAME = (13, 12)  # px, bold: a pile card's name in its title band, the largest that fits


PILE_PAD = 3  # px: at least this between a pile card's name and its title band's edges


def pile_title(card: str, width: int) -> tuple[list[str], int, pygame.Rect]:
    """A pile-sized card has no title band: at 72 px no name fits it whole at 12 px, and
    critics 20 read "Shep-/herd's/Hook" squeezed over three rows. Its picture takes the
    band's room and the pile says the name beside the card (`deck.pile_name`). Returns no
    lines, the name's size there and the band's place, nought tall."""
    band = _box(BAND, width)
    return [], PILE_NAME[0], pygame.Rect(band.x, band.y, band.w, 0)


def miniature(face: pygame.Surface, card: str, width: int) -> None:
    """A card too narrow for its effect's words drawn as a full-art card: its name in the
    title band (`pile_title`), its picture whole under it (critic 17: cut to fill the card,
    it lost a barn at its right), centred in the window and the effect box taken as one, the
    room above and below it the picture's own sky and ground (critic 15: the grey lines
    where its words would be read as fake text; critic 11: a big dot there read as broken)."""
    body, at = pile_art(card, width)
    art = picture(card_type(card).id, at.w)
    raw = canvas.raw_of(art)
    sky, ground = (_edge_colour(raw, 0), _edge_colour(raw, raw.get_height() - 1))
    ink.rect(face, sky, pygame.Rect(body.x, body.y, body.w, at.centery - body.y))
    ink.rect(face, ground, pygame.Rect(body.x, at.centery, body.w, body.bottom - at.centery))
    face.blit(art, at)
    ink.rect(face, palette.INK, body, 1)


def pile_art(card: str, width: int) -> tuple[pygame.Rect, pygame.Rect]:
    """A pile card's body (the window and the effect box as one, under its title band) and
    where its picture lies in it: whole, in its own proportions, centred."""
    band = pile_title(card, width)[2]
    body = _box(WINDOW, width).union(_box(TEXT, width))
    body = pygame.Rect(body.x, band.y, body.w, body.bottom - band.y)  # the band's room too
    wide = min(body.w, math.floor(body.h * PICTURE[0] / PICTURE[1]))
    at = pygame.Rect(0, 0, wide, round(wide * PICTURE[1] / PICTURE[0]))
    at.center = body.center
    return body, at


def _edge_colour(image: pygame.Surface, y: int) -> tuple[int, int, int]:
    """The average colour of a row of a picture (its sky at the top, its ground at the
    foot), which the room round a whole picture is filled with."""
    row = [image.get_at((x, y)) for x in range(image.get_width())]
    seen = [c for c in row if c[3] > 128] or row
    return tuple(round(sum(c[i] for c in seen) / len(seen)) for i in range(3))


def window_art(kind: str, window: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect,
                                                        pygame.Rect]:
    """A card's picture filling its `window` edge to edge (its whole width, the band of its
    height at `FOCUS`): the image, where it goes and the part of it shown."""
    shown = picture(kind, window.w)
    high = shown.get_height()
    top = min(max(0, round(FOCUS.get(kind, 23) * high / PICTURE[1])), high - window.h)
    return shown, window.topleft, pygame.Rect(0, top, window.w, window.h)


def picture(kind: str, width: int) -> pygame.Surface:
    """A card's picture `width` wide (its own proportions; the window shows its middle)."""
    return assets.svg(f"bb_card_{kind}", (width, round(width * PICTURE[1] / PICTURE[0])))


def card(name: str | None, width: float, full: bool = False) -> pygame.Surface:
    """A card's face (`full`: with its whole text, for the zoom), or the back (None)."""
    w = max(8, round(width))
    if name is None:
        return assets.svg("card_back", (w, round(w / CARD_RATIO)))
    return _card_face(name, w, language(), full, pygame.display.get_surface() is not None)


def warm(width: int, icon: int) -> None:
    """Rasterize the cards' parts for a card `width` wide (the widest a move flies), from
    which every smaller card is made, and the log's icons `icon` square (`Motion.warm`)."""
    height = round(width / CARD_RATIO)
    assets.warm([f"bb_card_frame_{colour}" for colour in range(4)] + ["card_back"],
                (width, height))
    assets.warm(["card_back"], (round(width / 2), round(height / 2)))  # the piles' backs
    window = _box(WINDOW, width).w
    assets.warm([f"bb_card_{kind.id}" for kind in CARD_TYPES],
                (window, round(window * PICTURE[1] / PICTURE[0])))
    for art in ("boom_sheep", "card_back", "tile_back", *TILES.values()):
        assets.svg(art, (icon, icon))


TILE_STATES = ("start", "down", "safe", "mine", "cross", "cone", "barn")
"""Every look a pasture cell can have, each its own (`draw_tile_state`): a start space
(wood), face down (deep green), a safe meadow (light green, flowers), a live mine (red,
inside a black-and-yellow band that still shows round a sheep on it), a crater (a mine that
went off), a mine cleared (a cone), a barn ("barn" grey, "barn:<seat>" in its owner's
colour)."""

TILES = {"start": "start_space", "down": "tile_back", "cross": "tile_crater", "safe": "tile_safe",
         "mine": "tile_mine", "cone": "tile_cone"}
"""The art of each tile a cell can show but a barn (`tile`)."""


@canvas.raster
def _sheep(colour: int, height: int, marked: bool, converted: bool) -> pygame.Surface:
    figure = assets.svg(f"boom_sheep_{colour}", (0, height))
    if not marked:
        return figure
    figure = figure.copy()
    spot = mark_rect(height)
    mark = assets.svg(f"seat_mark_{colour}", spot.size)
    edge = mark.copy()  # a dark rim round the white shape, so it reads on any tile
    edge.fill((*palette.INK[:3], 255), special_flags=pygame.BLEND_RGBA_MIN)
    edge.fill((*palette.INK[:3], 0), special_flags=pygame.BLEND_RGB_MAX)
    for dx, dy in MARK_RIM:
        figure.blit(edge, spot.move(dx, dy))
    figure.blit(mark, spot)
    return prepared(figure) if converted else figure


MARK_RIM = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
"""Where the dark copy of a sheep's shape lies under it: a rim a pixel wide all round."""


MARK_SHARE = 0.35  # of a figure's width: the shape's badge (critic 17: a disc 0.4 wide on
# the middle of the base read as a target painted over the sheep)
MARK_LEFT = 0.03  # of the width: the badge's left edge, at the base's front left corner


def mark_rect(height: int) -> pygame.Rect:
    """Where a sheep `height` px tall carries its seat's shape, in the figure's image: a small
    badge, about a third of its width, on the front left corner of its base, so the sheep
    reads whole above it (nothing may be drawn over it)."""
    scale = height / FIGURE[1]
    side = max(10, round(FIGURE[0] * scale * MARK_SHARE))
    spot = pygame.Rect(0, 0, side, side)
    spot.bottomleft = (round(FIGURE[0] * scale * MARK_LEFT), height)  # all of it on the figure
    return spot


def sheep(colour: int, height: float, marked: bool = True) -> pygame.Surface:
    """A plastic sheep of a seat's colour on its base, `height` px tall, with the seat's
    shape on the base (the shape its cards carry in their corner), so sheep are told apart
    by shape as well as hue wherever they stand; `marked` False: the bare figure."""
    return _sheep(colour, max(8, round(height)), marked, pygame.display.get_surface() is not None)


def tile(kind: str, size: int) -> pygame.Surface | None:
    """A cell's tile: a start space, face down, or what lies under it (a barn in its
    owner's colour and shape); None while it is being dealt or flips."""
    if kind in ("flipping", ""):
        return None
    owner = barn_owner(kind)
    if owner is not None:
        return assets.svg(f"tile_barn_{owner}", (size, size))
    return assets.svg(TILES.get(kind, f"tile_{kind}"), (size, size))


def draw_tile_state(surface: pygame.Surface, state: str, rect: pygame.Rect) -> pygame.Rect:
    """Draw the tile of one state (`TILE_STATES`, or "barn:<seat>") filling the square
    `rect` (its shorter side): the one drawing of each state, for the pasture and any key
    that explains them. Returns the rect drawn (empty while a tile is being dealt)."""
    side = max(4, min(rect.w, rect.h))
    image = tile(state, side)
    spot = pygame.Rect(0, 0, side, side)
    spot.center = rect.center
    if image is None:
        return pygame.Rect(spot.topleft, (0, 0))
    surface.blit(image, spot)
    if state in TURNED:  # a frame that still shows round a sheep standing on it
        inset = max(2, side // 16)
        ink.rect(surface, TURNED_EDGE, spot.inflate(-2 * inset, -2 * inset),
                 max(2, side // 28), border_radius=max(3, side // 8))
    return spot


TURNED = ("safe", "cross", "cone")
"""The tiles turned over that a sheep may stand on: each has a pale frame inside its edge,
so a sheep on one still reads as on a turned tile, not a face-down one (critic 13), and a
sheep on a crater as standing on a field, not lost in it."""
TURNED_EDGE = palette.mix(palette.CREAM, (150, 200, 120), 0.25)
