"""Painting the Sheep Sheep table from `table.shown` (no state changes here; the words come
from words.py).

A card is the printed frame with the sheep showing large in its window and, in the band below,
the turning arrows and a chip of the other side's colour with its mark filling it, so both
faces read at a glance (resting on the band turns the card over in place); every sheep carries its colour's mark and fleece pattern, so no colour is told by hue
alone. The same chips count the collected cards by colour.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.rules.sheep_sheep import COLOURS
from game.tables.sheep_sheep import words
from game.tables.sheep_sheep.board import CARD_RATIO, PEEK
from game.view import assets, canvas, ink, palette, piles, score_badge
from game.view.assets import prepared
from game.view.paint import fit, glow, wrap
from game.view.phrases import seat_label
from game.view.prompts import draw_instruction, fitted
from game.view.widgets import draw_banner, draw_panel

if TYPE_CHECKING:
    from game.tables.sheep_sheep.table import SheepSheepTable

Face = tuple[str, str]
# The printed frame (250 x 350, assets/artkit/sheep_sheep.py: SS_FACE, SS_BAND, SS_CHIP): the window for the sheep showing and, in the band below it (the turning arrows
# printed at its left end), the squares where the other side is drawn, so its colour and
# mark read at a glance on a hand card at 1280x720: its sheep, then a chip of the colour
# with its mark.
LEAST = 14  # px: the least a word at this table is drawn at (1280x720; cards' prints aside)
WINDOW = (17, 17, 216)
BAND = (17, 244, 216, 89)  # the band: what the other side is (a hover explains it)
MARK = (109, 252, 74)  # x, y, size of the other side's chip (its colour and its mark), in
# the band's free middle right of the turning arrows: the chip alone says the other side (a
# small sheep beside it said the same again, critic 11), and resting on the band turns the
# card over in place (`flip_preview`)
# The band is shaded a little darker than the card's paper (this ink, this alpha): it reads
# as "the other side", behind the turning arrows, while its chip is in full paint, clearly
# readable (critic 15 found the veiled chip faded); the chip stays a third of the card, so
# the front's sheep still leads the eye while scanning for three of a colour.
BAND_SHADE = (96, 70, 40, 62)
FRAME_W = 250
PICK_LIFT = 8  # your picked card rises this much (the instruction line is 8 px over)
HOVER_LIFT = 5
PREVIEW_LIFT = 8
PILE_LAYERS = 6  # card backs drawn under a Lucky Sheep, at most


def _converted() -> bool:
    return pygame.display.get_surface() is not None


def _scaled(box: tuple[int, ...], scale: float) -> pygame.Rect:
    x, y, size = (round(v * scale) for v in box)
    return pygame.Rect(x, y, size, size)


@canvas.raster
def _face(up: str, down: str, w: int, converted: bool) -> pygame.Surface:
    h = round(w * CARD_RATIO)
    scale = w / FRAME_W
    image = assets.svg("ss_card", (w, h)).copy()
    x, y, size = (round(v * scale) for v in WINDOW)
    image.blit(assets.svg(f"ss_sheep_{up}", (size, size)), (x, y))
    shade_band(image, band(image.get_rect()), scale)
    chip(image, down, _scaled(MARK, scale))
    return prepared(image) if converted else image


def shade_band(image: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Shade the card's band (its rounded strip, arrows and all) a little darker than the
    paper: the strip of the other side, under its full-colour chip."""
    shade = canvas.blank(rect.size)
    ink.rect(shade, BAND_SHADE, shade.get_rect(), border_radius=round(14 * scale))
    image.blit(shade, rect)


def band(rect: pygame.Rect) -> pygame.Rect:
    """The band of a card drawn at `rect`: the turning arrows, the other side and its mark."""
    scale = rect.w / FRAME_W
    x, y, w, h = (round(v * scale) for v in BAND)
    return pygame.Rect(rect.x + x, rect.y + y, w, h)


def mark_size(w: int) -> int:
    """The other side's colour mark on a card `w` wide, in pixels at 1280x720 (the shape
    inside the 64-unit mark is 52 units across)."""
    return round(chip_mark(_scaled(MARK, w / FRAME_W)) * 52 / 64)


def prewarm(widths: tuple[int, ...]) -> None:
    """Rasterize every sheep at the sizes the table draws cards at, so no animation waits on
    an SVG the first time a colour shows up at a size."""
    for w in widths:
        scale = w / FRAME_W
        for colour in COLOURS:
            size = WINDOW[2]
            assets.svg(f"ss_sheep_{colour}", (round(size * scale), round(size * scale)))
            assets.svg(f"ss_mark_{colour}", (chip_mark(_scaled(MARK, scale)),) * 2)
        assets.svg("ss_card", (w, round(w * CARD_RATIO)))
        back(w)


def card(face: Any, w: int) -> pygame.Surface:
    """A sheep card `w` wide: `face` is (colour showing, colour underneath)."""
    return _face(face[0], face[1], int(w), _converted())


def back(w: int) -> pygame.Surface:
    return assets.svg("card_back", (int(w), round(w * CARD_RATIO)))


def lucky_card(colour: str | None, w: int) -> pygame.Surface:
    """A Lucky Sheep face up, or its back while it is secret."""
    if colour is None:
        return back(w)
    return assets.svg(f"ss_lucky_{colour}", (int(w), round(w * CARD_RATIO)))


@canvas.raster
def _shade(w: int, h: int, colour: tuple[int, ...], radius: int) -> pygame.Surface:
    shade = canvas.blank((w, h))
    ink.rect(shade, colour, shade.get_rect(), border_radius=radius)
    return shade


def pulse(table: SheepSheepTable, speed: float = 5.0) -> float:
    """0..1, for glows that breathe."""
    return (1 + math.sin(table.clock * speed)) / 2


# -- the fixed parts ----------------------------------------------------------------------
PANELS = ("panel_0", "panel_1", "deck", "log")  # drawn as every table's panels (the buttons
# stand on the felt under the log, a cluster as at the other tables)


def background(table: SheepSheepTable) -> pygame.Surface:
    layout = table.layout
    surface = assets.tiled("table_felt", layout.size)
    for name in PANELS:  # the solid dark-brown panels of every table (the felt no longer
        zone = pygame.Rect(layout[name].as_tuple())  # shows through them)
        draw_panel(surface, zone, palette.PANEL, palette.PANEL_EDGE,
                   radius=14 if name.startswith("panel") else 12)
    tray = pygame.Rect(layout["grid"].as_tuple()).inflate(24, 24)
    ink.rect(surface, palette.darker(palette.WOOD_DARK, 0.3), tray.move(0, 5),
                     border_radius=16)
    ink.rect(surface, palette.WOOD, tray, border_radius=16)
    ink.rect(surface, palette.FELT_DARK, tray.inflate(-12, -12), border_radius=10)
    for cell in range(9):
        slot = table.board.cell(cell)
        ink.rect(surface, palette.darker(palette.FELT_DARK, 0.25), slot,
                         border_radius=12)
        ink.rect(surface, palette.FELT, slot, 2, border_radius=12)
    return surface.convert() if _converted() else surface


# -- the grid -------------------------------------------------------------------------------
def grid(table: SheepSheepTable, surface: pygame.Surface) -> None:
    board, shown = table.board, table.shown
    for cell, face in enumerate(shown["grid"]):
        if face is None or ("cell", cell) in table.hidden:
            continue
        surface.blit(card((face["up"], face["down"]), board.cell_w), board.cell(cell))
    draw_band_legend(table, surface)


LEGEND_FACE = ("green", "purple")  # the sample card whose band the legend shows
LEGEND_SIZE = 17  # px: the legend's words (its row is made for them; never shrunk)
LEGEND_PAD = 10  # round the legend on its tab
LEGEND_TOP = 8  # px of felt over the legend's tab (flush with the screen's top edge, it
# looked cut off)


LEGEND_PAIR = 15  # px: both keys' words, two rows each, when the changed cells' key joins
LEGEND_GAP = 18  # px between the two keys
KEY_ROOM = 150  # px: each key's words are first tried this wide (two rows)


def legend_rows(text: str, size: int) -> list[str]:
    """A key's words on two rows, as even as they go (wider if two rows do not hold them)."""
    width = KEY_ROOM
    while len(rows := balanced(text, size, width)) > 2 and width < 400:
        width += 10
    return rows


def changed_key(table: SheepSheepTable) -> tuple[int, str] | None:
    """The changed cells' key (critics 20 could not tell what the corner marks meant): the
    seat that changed them and "= changed in {name}'s last turn"; None while none is marked."""
    seat, cells = changed_cells(table)
    if seat is None or not cells:
        return None
    said = words.changed_key(table, seat)
    rows = legend_rows(said, LEGEND_PAIR)
    if len(rows) > 2 or _widest(rows, LEGEND_PAIR) > KEY_ROOM + 40:  # a long name: the
        said = words.changed_key_plain()  # mark's colour and shape, as on its panel, say who
    return seat, said


def _widest(lines: list[str], size: int) -> int:
    return max(assets.font(size).size(line)[0] for line in lines)


def band_legend(table: SheepSheepTable) -> tuple[pygame.Rect, pygame.Rect, list[str], int]:
    """The legend over the grid's tray (off the play area): a card's band drawn small, then
    what it is, "= the other side of each card", so the strip under every sheep reads
    without a hover; once cells are marked as changed, the mark's key beside it, each on two
    rows. Its room, the band sample's place, the words' rows and their size."""
    grid = table.board.grid
    room = pygame.Rect(grid.x - 12, LEGEND_TOP, grid.w + 24, grid.y - 14 - LEGEND_TOP)
    h = room.h - 6
    w = round(h * FRAME_W / BAND[3])  # a card whose band is `h` high
    sample = band(pygame.Rect(0, 0, w, round(w * CARD_RATIO)))
    text = words.band_legend()
    key = changed_key(table)
    if key is None:
        size = LEGEND_SIZE
        lines = wrap(text, size, room.w - sample.w - 12 - 2 * LEGEND_PAD)
    else:
        size = LEGEND_PAIR
        lines = legend_rows(text, size)
    sample.topleft = (room.centerx - legend_width(table, sample, lines, size) // 2, room.y + 3)
    return room, sample, lines, size


def legend_width(table: SheepSheepTable, sample: pygame.Rect, lines: list[str],
                 size: int) -> int:
    """How wide the legend's keys are, from the band sample's left to the last word."""
    wide = sample.w + 10 + _widest(lines, size)
    key = changed_key(table)
    if key is not None:
        wide += LEGEND_GAP + 2 * (CHANGED_DOT + CHANGED_RIM) + 8 + _widest(
            legend_rows(key[1], size), size)
    return wide


def changed_legend_at(table: SheepSheepTable) -> tuple[int, tuple[int, int], list[str],
                                                        tuple[int, int]] | None:
    """Where the changed cells' key goes in the legend: its seat, the mark's centre, its
    rows and where they start."""
    key = changed_key(table)
    if key is None:
        return None
    _room, sample, lines, size = band_legend(table)
    x = sample.right + 10 + _widest(lines, size) + LEGEND_GAP
    r = CHANGED_DOT + CHANGED_RIM
    rows = legend_rows(key[1], size)
    step = assets.font(size).get_linesize()
    return key[0], (x + r, sample.centery), rows, (x + 2 * r + 8,
                                                   sample.centery - step * len(rows) // 2)


def legend_tab(table: SheepSheepTable) -> pygame.Rect:
    """The wooden tab the legend stands on: centred on the tray's top edge and grown out of
    it, so the legend reads as the grid's caption rather than words floating over it."""
    room, sample, lines, size = band_legend(table)
    wide = legend_width(table, sample, lines, size)
    tray = table.board.grid.inflate(24, 24)
    top = max(room.y, sample.y - 3)
    return pygame.Rect(sample.x - LEGEND_PAD, top, wide + 2 * LEGEND_PAD, tray.y + 8 - top)


def draw_band_legend(table: SheepSheepTable, surface: pygame.Surface) -> None:
    room, sample, lines, size = band_legend(table)
    tab = legend_tab(table)
    ink.rect(surface, palette.WOOD, tab, border_top_left_radius=10, border_top_right_radius=10)
    w = round(sample.h * FRAME_W / BAND[3])
    image = card(LEGEND_FACE, w)
    source = band(pygame.Rect(0, 0, w, image.get_height()))
    surface.blit(image.subsurface(source.clip(image.get_rect())), sample)
    ink.rect(surface, palette.GOLD, sample.inflate(4, 4), 2, border_radius=5)
    step = assets.font(size).get_linesize()
    y = sample.centery - step * len(lines) // 2
    for i, line in enumerate(lines):
        assets.text(surface, line, (sample.right + 10, y + i * step), size, palette.CREAM,
                    shadow=palette.INK, box=room)
    key = changed_legend_at(table)
    if key is not None:
        seat, centre, rows, (x, y) = key
        changed_mark(surface, centre, initial(table, seat))
        for i, line in enumerate(rows):
            assets.text(surface, line, (x, y + i * step), size, palette.CREAM,
                        shadow=palette.INK, box=room)


def grid_marks(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """Glows on the grid: groups that would be collected, where the picked card may go (with
    the sheep it would show), the refill's empty cells and preview."""
    board, shown = table.board, table.shown
    glowing = 110 + round(110 * pulse(table))
    rival_marks(table, surface)  # under the gold: what ending the turn collects is never
    # hidden by the rival's glow (critic 14 saw a group's gold edges under it)
    ending = table.end_turn_pointed()  # on End turn: what it collects shines
    for cell in table.grouped_cells():
        rect = board.cell(cell)
        if ending:
            halo(surface, rect)
        else:  # without a hover: a 5 px edge and a haze (3 px read thin; the critics
            group_edge(surface, rect, pulse(table, 3))  # 21's shots held no group)
    for cell in shown.get("flash", []):
        glow(surface, board.cell(cell), palette.GOLD, 6, 16)
    targets = table.cell_targets()
    over = table.pointed_cell()
    for cell, showing in targets.items():
        rect = board.cell(cell)
        glow(surface, rect, (*palette.GOLD, glowing), 4, 14)
        if cell == over:
            continue
        becomes(surface, rect, showing)
    picked = table.picked_face()
    if over in targets and picked is not None:
        grouped = set(table.grouped_cells())
        for cell in table.preview_groups():  # the groups the exchange would make: the
            if cell in grouped:  # sheep it adds in End turn's halo, before the drop
                glow(surface, board.cell(cell), palette.GOLD, 7, 16)
            else:
                halo(surface, board.cell(cell))
        preview(surface, board.cell(over), (targets[over], other(picked, targets[over])))
    if shown["phase"] == "refill" and table.my_turn and shown["drawn"]:
        for cell in refill_targets(table):
            refill_target(surface, board.cell(cell))
        spot = table.refill_cell if table.refill_cell is not None else (
            over if over is not None and shown["grid"][over] is None else None)
        if spot is not None:
            up = table.refill_up()
            preview(surface, board.cell(spot), (up, other(shown["drawn"], up)),
                    chosen=spot == table.refill_cell,
                    edge=palette.DANGER if table.gift(spot) else REFILL_EDGE)
    changed_dots(table, surface)


REFILL_EDGE = palette.CREAM  # an empty cell to refill: a dashed cream outline, as the drawn
# card's empty place has (gold glowed there too, and gold says "will be collected",
# critics 23)
REFILL_DASH = (14, 8, 3)  # px: its dashes, the gaps between them, their width


def refill_targets(table: SheepSheepTable) -> list[int]:
    """The empty cells the drawn card may go to (outlined while you refill)."""
    return [cell for cell, face in enumerate(table.shown["grid"]) if face is None]


def refill_target(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An empty cell to refill: a dashed cream outline just inside it."""
    dash, gap, width = REFILL_DASH
    dashed(surface, REFILL_EDGE, rect.inflate(-6, -6), dash, gap, width)


GROUP_EDGE = (190, 250)  # alpha of a collectable group's standing gold edge, breathing
GROUP_EDGE_W = 5  # px: its width (End turn's halo, on a hover, is wider and brighter)


def group_edge(surface: pygame.Surface, rect: pygame.Rect, breath: float) -> None:
    """A sheep that ending the turn would collect, End turn not pointed at: a solid gold
    edge round its card, breathing, and a faint gold haze beyond it."""
    low, high = GROUP_EDGE
    glow(surface, rect.inflate(6, 6), (*palette.GOLD, 60), 3, 18)
    glow(surface, rect, (*palette.GOLD, low + round((high - low) * breath)), GROUP_EDGE_W, 14)


def halo(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A sheep that would be collected: a wide gold halo round its gold edge (End turn
    pointed at; a picked card held over the cell that would group it)."""
    glow(surface, rect.inflate(12, 12), (*palette.GOLD, 110), 6, 22)
    glow(surface, rect, palette.GOLD, 7, 16)


def rival_marks(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """The cells a rival just changed glow white, fading (not in the seat's colour, a sheep
    colour here: critics 23), and every cell the last turn changed keeps its token (the last
    one had a second token at its top left corner, which critic 24a read as a doubled mark)."""
    for cell, (_seat, left, seconds) in table.rival_glow.items():
        alpha = round(255 * max(0.0, min(1.0, left / seconds)))
        glow(surface, table.board.cell(cell), (*palette.WHITE, alpha), 7, 16)
    changed_marks(table, surface)


CHANGED_DOT = 9  # px: the radius of the seat's token on a changed cell (14 px or more
# across: at 8 px blue squares the critics 20 barely saw them)
CHANGED_RIM = 3  # px round the token: a cream ring, then a dark rim, so it reads on any sheep
CHANGED_IN = CHANGED_DOT + CHANGED_RIM + 3  # px: the token's centre in from the card's top
# right corner: inside the card, never on the grid lines between cards (critics 21)
TOKEN_LETTER = 14  # px: the seat's initial on its token (the table's least size)


def initial(table: SheepSheepTable, seat: int) -> str:
    """The seat's initial on its token: the first letter of the name its panel shows."""
    return initial_of(table.name(seat))


def initial_of(name: str) -> str:
    return name.strip()[:1].upper()


def changed_cells(table: SheepSheepTable) -> tuple[int | None, list[int]]:
    """The seat whose turn came before this one and the cells it changed (a card exchanged
    onto it, or a refill), those not changed nor emptied since: they stay marked through the
    turn under way, so a player who looked away sees what the last turn did."""
    if table.last_changed is None or table.shown.get("phase") == "over":
        return None, []
    seat, cells = table.last_changed
    grid = table.shown["grid"]  # a cell emptied since (its group collected) is not marked
    return seat, sorted(c for c in cells - table.turn_changed if grid[c] is not None)


def changed_dot(table: SheepSheepTable, cell: int) -> pygame.Rect:
    """The mark of a changed cell: the seat's mark on the card's top right corner, over its
    margin (a "changed" word tag there cluttered six of nine cards, critics 19); the legend
    over the grid and the pointer over the card say what it means."""
    rect = table.board.cell(cell)
    side = 2 * (CHANGED_DOT + CHANGED_RIM)
    dot = pygame.Rect(0, 0, side, side)  # with its cream ring and dark rim
    dot.center = (rect.right - CHANGED_IN, rect.y + CHANGED_IN)
    return dot


def changed_mark(surface: pygame.Surface, centre: tuple[int, int], letter: str) -> None:
    """The seat's token: a cream disc with its initial in dark ink and a dark rim, on the
    seat's panel, on the grid, in the legend over it and in the "?" pop-up. Not the seat's
    colour: here a seat's red disc or blue square read as the red or the blue sheep
    (critics 23), and the initial says who without colour, colour-blind marks on or off;
    every seat's token looks alike but for its letter (the results draw it too)."""
    ink.circle(surface, palette.INK, centre, CHANGED_DOT + CHANGED_RIM)
    ink.circle(surface, TOKEN_FILL, centre, CHANGED_DOT + CHANGED_RIM - 2)
    if letter:
        assets.text(surface, letter, centre, TOKEN_LETTER, palette.INK, bold=True,
                    anchor="center")


CHANGED_EDGE = (*palette.WHITE, 235)  # the outline of a cell the last turn changed: white,
# not the seat's colour (a blue outline read as "blue sheep", critics 23)
TOKEN_FILL = palette.CREAM


def changed_marks(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """An outline in the colour of the seat that changed the cell and its mark on the
    card's corner, through the next turn (the rival's glow fades in seconds)."""
    seat, cells = changed_cells(table)
    if seat is None:
        return
    for cell in cells:
        rect = table.board.cell(cell)
        ink.rect(surface, CHANGED_EDGE, rect.inflate(6, 6), 4, border_radius=14)


def changed_dots(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """The changed cells' marks, over every glow on the grid (a group's gold edge hid
    half of one)."""
    seat, cells = changed_cells(table)
    for cell in cells:
        changed_mark(surface, changed_dot(table, cell).center, initial(table, seat))


def flipped_under(table: SheepSheepTable) -> tuple[pygame.Rect, Any] | None:
    """The card whose band the pointer rests on (nothing picked or dragged, nothing moving):
    where it lies and its (showing, underneath)."""
    if (table.dragging or table.picked is not None or table.cursor.shown
            or not table.timeline.done):  # nor while cards move (one may be in flight)
        return None
    return next(((rect, face) for rect, face, _where in table.cards_shown()
                 if band(rect).collidepoint(table.mouse)), None)


def flip_preview(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """Resting on a card's band turns the card over in place, edged in gold: what it would
    show turned over, at its full size (the band says it small)."""
    under = flipped_under(table)
    if under is None:
        return
    rect, face = under
    lifted = rect.move(0, -PREVIEW_LIFT)
    surface.blit(_shade(rect.w, rect.h, (0, 0, 0, 90), 12), rect.move(3, 4))
    surface.blit(card((face[1], face[0]), rect.w), lifted)
    ink.rect(surface, palette.GOLD, lifted.inflate(6, 6), 3, border_radius=14)


def becomes(surface: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
    """A tag on a cell the picked card may cover: an arrow to the sheep it would show."""
    tag = pygame.Rect(0, 0, 76, 46)
    tag.topright = (rect.right + 6, rect.y - 6)
    draw_panel(surface, tag, palette.GOLD, palette.INK, radius=12, shadow=2)
    mid = tag.centery
    x = tag.x + 8
    ink.polygon(surface, palette.INK, [(x, mid - 4), (x + 12, mid - 4), (x + 12, mid - 10),
                                               (x + 24, mid), (x + 12, mid + 10), (x + 12, mid + 4),
                                               (x, mid + 4)])
    sheep = pygame.Rect(0, 0, 40, 40)
    sheep.midright = (tag.right - 6, mid)
    small_sheep(surface, colour, sheep)  # its mark readable, not only its hue


def other(pair: Any, colour: str) -> str:
    return pair[1] if pair[0] == colour else pair[0]


def preview(surface: pygame.Surface, rect: pygame.Rect, face: Face, chosen: bool = False,
            edge: palette.Colour = palette.GOLD) -> None:
    """The card as it would lie there, held a little above its cell (not placed yet) and
    edged in gold (red where it would hand the rival a group); thicker once chosen."""
    lifted = rect.move(0, -PREVIEW_LIFT)
    surface.blit(_shade(rect.w, rect.h, (0, 0, 0, 90), 12), rect.move(3, 4))
    surface.blit(card(face, rect.w), lifted)
    ink.rect(surface, edge, lifted.inflate(6, 6), 5 if chosen else 3, border_radius=14)


# -- the panels -----------------------------------------------------------------------------
def panels(table: SheepSheepTable, surface: pygame.Surface) -> None:
    for seat in range(2):
        panel(table, surface, seat)


def panel(table: SheepSheepTable, surface: pygame.Surface, seat: int) -> None:
    board, shown, match = table.board, table.shown, table.match
    rect = board.zone("panel", seat)
    if shown["turn"] == seat and shown["phase"] != "over":
        glow(surface, rect, palette.GOLD, 3)
    # the seat's initial token, as on the cells it changes (its colour and colour-blind
    # shape are the sheep's own marks at this table: critics 23)
    changed_mark(surface, (rect.x + 22, rect.y + 20), initial(table, seat))
    badge = badge_rect(table, seat)
    score_badge.draw(surface, badge, words.badge(shown, seat))
    status = words.status(table, seat)
    bottom = board.pos(seat) == 0
    room = badge.x - 10 - (rect.x + 40)
    if not bottom:  # the rival's name ends before the tag over their open hand (their
        room = open_hand_room(table, seat).x - 12 - (rect.x + 40)  # status: after it)
    name = fit(seat_label(table.name(seat), match.seats[seat].level), 19, room, bold=True)
    assets.text(surface, name, (rect.x + 40, rect.y + 8), 19, palette.CREAM, bold=True,
                box=rect)
    if status and bottom:  # under your name at 16 px, on two rows if it must (never
        room = table.layout["message"].x - 12 - (rect.x + 40)  # shrunk to fit one)
        for i, line in enumerate(status_rows(status, room)):
            assets.text(surface, line, (rect.x + 40, rect.y + 32 + i * (STATUS + 3)), STATUS,
                        palette.GOLD, box=rect)
    elif status:  # under the rival's name too, as at every table (over their Lucky Sheep)
        assets.text(surface, status, rival_status_at(table, seat), RIVAL_STATUS, palette.GOLD,
                    box=rect)
    lucky(table, surface, seat)
    collected(table, surface, seat)
    if shown["phase"] == "over" and shown.get("tally") is not None:
        tally(table, surface, seat)
    else:
        hand(table, surface, seat)


STATUS = 16  # px: your status under your name ("3 exchanges so far, any number allowed")


def status_rows(status: str, room: int) -> list[str]:
    """Your status in rows of 16 px no wider than `room`: one row, or broken at its comma
    ("1 exchange so far," over "any number allowed") before anywhere else."""
    face = assets.font(STATUS)
    if face.size(status)[0] <= room:
        return [status]
    head, comma, rest = status.partition(", ")
    if comma:
        return wrap(head + ",", STATUS, room) + wrap(rest, STATUS, room)
    return wrap(status, STATUS, room)


def lucky(table: SheepSheepTable, surface: pygame.Surface, seat: int) -> None:
    """The Lucky Sheep with the collected cards face down under it, peeking out."""
    board, shown = table.board, table.shown
    rect = board.lucky(seat)
    kept = len(shown["collected"][seat])
    layers = min(PILE_LAYERS, math.ceil(kept / 3))
    for i in range(layers, 0, -1):
        step = PEEK * i / max(1, PILE_LAYERS)
        surface.blit(back(rect.w), rect.move(round(step), -round(step)))
    if ("lucky", seat) in table.hidden:
        return
    surface.blit(lucky_card(shown["lucky"][seat], rect.w), rect)
    if shown["lucky"][seat] is None:
        secret_mark(surface, rect)
    zone = board.zone("lucky", seat)
    label = lucky_label_at(table, seat)
    assets.text(surface, _("Lucky Sheep"), label, LABEL, palette.GOLD, bold=True, box=zone)
    draw_lucky_caption(table, surface, seat)


def lucky_label_at(table: SheepSheepTable, seat: int) -> tuple[int, int]:
    """"Lucky Sheep" over the card; beside the rival's card, as the heading of its rule (the
    row over their card is their status's, under their name)."""
    board = table.board
    if board.caption_beside(seat):  # its rule's rows start level with the card's top
        room = board.lucky_caption(seat)
        return room.x, room.y - assets.font(LABEL, True).get_linesize()
    return board.zone("lucky", seat).topleft


LABEL = 16  # px: "Lucky Sheep" over the card and "Collected" over the box, bold, one style
CAPTION = 16  # px: the Lucky Sheep's rule on its one row under your Lucky Sheep and box


def secret_mark(surface: pygame.Surface, card: pygame.Rect) -> pygame.Rect:
    """A secret Lucky Sheep's "?", on a dark disc edged like the score badge in the middle
    of its back: the same "?" ends that seat's badge ("★ 9 + ?"), so the badge reads as
    "the cards, plus what this card adds at the end"."""
    r = max(12, card.w // 4)
    disc = pygame.Rect(0, 0, 2 * r, 2 * r)
    disc.center = card.center
    ink.circle(surface, palette.INK, disc.center, r)
    ink.circle(surface, palette.GOLD_DARK, disc.center, r, 2)
    assets.text(surface, "?", disc.center, score_badge.SIZE + 3, palette.GOLD, bold=True,
                anchor="center")
    return disc


def lucky_caption(table: SheepSheepTable, seat: int) -> tuple[pygame.Rect, list[str], int]:
    """The Lucky Sheep's rule, never over the card, so it is read without a hover: what the
    colour scores, or that it is secret and added at the end; yours, once known, live ("Blue:
    3 collected → +3 points", critic 11). On one row of 16 px under your
    Lucky Sheep and Collected box; beside the rival's card in rows of 14 px, broken at its
    colon ("Secret colour:" over the rest). Its room, its rows and their size (never shrunk
    to fit: the room is made for the words)."""
    room = table.board.lucky_caption(seat)
    text = words.lucky_line(table, seat)
    if not table.board.caption_beside(seat):  # yours: the lucky colour live, if known
        live = words.lucky_live(table, seat)  # its longest form that fits the row
        text = next((line for line in live if assets.font(CAPTION).size(line)[0] <= room.w - 4),
                    live[-1] if live else text)
        return room, [text], CAPTION
    head, colon, rest = text.partition(": ")
    rows = wrap(head + colon.rstrip(), LEAST, room.w) + balanced(rest, LEAST, room.w) if colon \
        else balanced(text, LEAST, room.w)
    return room, rows, LEAST


def balanced(text: str, size: int, width: int) -> list[str]:
    """`text` wrapped to `width` in as few rows, its rows as even as they go ("+1 per sheep"
    over "at the end", not "+1 per sheep at" over "the end")."""
    rows = wrap(text, size, width)
    while width > 20 and len(narrower := wrap(text, size, width - 4)) == len(rows):
        rows, width = narrower, width - 4
    return rows


def draw_lucky_caption(table: SheepSheepTable, surface: pygame.Surface, seat: int) -> None:
    room, lines, size = lucky_caption(table, seat)
    step = assets.font(size).get_linesize()
    for i, line in enumerate(lines):
        assets.text(surface, line, (room.x, room.y + i * step), size, palette.CREAM,
                    box=room)


OPEN_TAG = 14  # px: the words of the tag over the rival's open hand
RIVAL_STATUS = 14  # px: the rival's status under their name (Thinking…, its exchanges)


def open_hand_room(table: SheepSheepTable, seat: int) -> pygame.Rect:
    """The tag over the rival's open hand: in the name row, from the hand's left edge, as
    wide as its words on one line; moved left to stay clear of the score badge (whose
    width grows with the score), but never into the rival's name (a player's own long name
    alone may be cut)."""
    hand = table.board.hand_card(seat, 0)
    panel = table.board.zone("panel", seat)
    width = assets.font(OPEN_TAG, True).size(words.open_hand_tag())[0] + 14
    height = assets.font(OPEN_TAG, True).get_linesize() + 6
    right = badge_rect(table, seat).x - 8  # the status is under the name, not here
    label = seat_label(table.name(seat), table.match.seats[seat].level)
    named = panel.x + 40 + assets.font(19, True).size(label)[0] + 12  # where the name ends
    x = max(min(named, hand.x), min(hand.x, right - width))
    return pygame.Rect(x, panel.y + 8, width, height)


def rival_status_at(table: SheepSheepTable, seat: int) -> tuple[int, int]:
    """Where the rival's status starts: under their name, over their Lucky Sheep."""
    rect = table.board.zone("panel", seat)
    return rect.x + 40, rect.y + 31


def open_hand_label(table: SheepSheepTable, surface: pygame.Surface, seat: int) -> None:
    """The rival's hand lies face up by the rules: a tag over it says so, so it reads as
    the rule and not as a peek (a hover on it or the cards says why)."""
    room = open_hand_room(table, seat)
    draw_panel(surface, room, palette.PANEL, palette.GOLD_DARK, radius=room.h // 2, shadow=0)
    assets.text(surface, words.open_hand_tag(), room.center, OPEN_TAG, palette.GOLD,
                bold=True, anchor="center", box=room)


def badge_rect(table: SheepSheepTable, seat: int) -> pygame.Rect:
    """The score badge's place: the right end of the seat's name row (in your panel, the
    end left of the instruction line)."""
    board = table.board
    rect = board.zone("panel", seat)
    right = table.layout["message"].x - 12 if board.pos(seat) == 0 else rect.right - 12
    return score_badge.rect(words.badge(table.shown, seat), right, rect.y + 6)


def collected_box(table: SheepSheepTable, seat: int) -> pygame.Rect:
    """The Collected box: its zone, 2 px in at each side (room for "Gesammelt: 25" bold)."""
    zone = table.board.zone("score", seat)
    return pygame.Rect(zone.x + 2, zone.y, zone.w - 4, zone.h)


def collected(table: SheepSheepTable, surface: pygame.Surface, seat: int) -> None:
    """The box beside the Lucky Sheep: the cards collected, counted by the colour they show
    (a known lucky colour framed in gold), which the badge's sum cannot say; at the end, how
    the points are made (the cards, and the lucky colour's extra), counting up."""
    box = collected_box(table, seat)
    draw_panel(surface, box, palette.CREAM, palette.WOOD_DARK, radius=10, shadow=2)
    shown = table.shown
    lucky_colour = shown["lucky"][seat]
    if shown.get("tally") is not None:
        counted = shown["tally"][seat]
        cards = sum(counted.values())
        extra = counted.get(lucky_colour, 0) if lucky_colour else 0
        rows = [(str(cards), ngettext("card", "cards", cards))]
        if lucky_colour:
            rows.append((f"+{extra}", _("for {colour}").format(
                colour=words.colour_noun(lucky_colour))))
        for i, (number, label) in enumerate(rows):
            y = box.y + 6 + i * (box.h - 6) // 2
            assets.text(surface, number, (box.centerx, y), 28, palette.INK, bold=True,
                        anchor="midtop", box=box)
            assets.text(surface, label, (box.centerx, y + 32), 14, palette.INK_SOFT,
                        anchor="midtop", box=box)
        return
    kept = shown["collected"][seat]
    heading = _("Collected: {n}").format(n=len(kept))  # bold 16 in every language (German
    assets.text(surface, heading, (box.centerx, box.y + 5), LABEL, palette.INK_SOFT,  # was
                bold=True, anchor="midtop", box=box)  # drawn regular to fit: the box is wider)
    counts = Counter(f[0] for f in kept)
    for colour, (spot, _icon) in zip(COLOURS, mini_slots(box), strict=True):
        if colour == lucky_colour:  # a gold frame round the lucky colour's chip
            ink.rect(surface, palette.GOLD, spot.inflate(6, 6), border_radius=8)
        chip(surface, colour, spot)
        n = counts[colour]
        assets.text(surface, str(n), (spot.right + 4, spot.centery), COUNT_SIZE,
                    palette.INK if n else palette.INK_SOFT, bold=bool(n), anchor="midleft",
                    box=box)


COUNT_SIZE = 20  # px: a colour's count in the collected box (17 read small, critics 19)
CHIP_MARK = 0.9  # a chip's mark, as a share of the chip


def chip_mark(rect: pygame.Rect) -> int:
    """The size of the mark drawn on a chip in `rect` (its shape is 52/64 of it)."""
    return round(rect.w * CHIP_MARK)


def chip(surface: pygame.Surface, colour: str, rect: pygame.Rect) -> None:
    """A colour's chip: a tile of its light paint edged in its dark one, its mark filling
    it, so the colour (the whole tile) and the shape (the mark) read at a glance where a
    sheep would be too small to carry its mark."""
    look = palette.SHEEP_COLOURS[colour]
    radius = max(4, rect.w // 5)
    ink.rect(surface, look.light, rect, border_radius=radius)
    ink.rect(surface, look.dark, rect, 2, border_radius=radius)
    size = chip_mark(rect)
    mark = assets.svg(f"ss_mark_{colour}", (size, size))
    surface.blit(mark, mark.get_rect(center=rect.center))


MARK_LEAST = 16  # px: a small sheep's colour mark (its shape 13 px across at 1280x720)


def small_mark(rect: pygame.Rect, least: int = MARK_LEAST) -> tuple[tuple[int, int], int, int]:
    """The colour mark drawn over a small sheep's own badge (at that size too small to
    tell a shape): its disc's centre and radius, and the mark's size (`least` at least), at
    the sheep's lower right corner, at most 2 px past it."""
    size = max(least, round(rect.w * 0.3))
    r = size // 2 + 1
    return (rect.right - r + 2, rect.bottom - r + 2), r, size


def small_sheep(surface: pygame.Surface, colour: str, rect: pygame.Rect,
                least: int = MARK_LEAST) -> None:
    """A small sheep in the square `rect`, its colour's mark big enough to read (`least`
    px at least)."""
    image = assets.svg(f"ss_sheep_{colour}", (rect.w, rect.w))
    surface.blit(image, image.get_rect(center=rect.center))
    centre, r, size = small_mark(rect, least)
    ink.circle(surface, palette.WHITE, centre, r)
    ink.circle(surface, palette.INK, centre, r, 1)
    mark = assets.svg(f"ss_mark_{colour}", (size, size))
    surface.blit(mark, mark.get_rect(center=centre))


def mini_slots(box: pygame.Rect) -> list[tuple[pygame.Rect, int]]:
    """The collected box's six sheep (two columns, three rows, under the heading): each
    sheep's square and size."""
    area = pygame.Rect(box.x + 6, box.y + 28, box.w - 12, box.h - 34)
    row, column = area.h // 3, area.w // 2
    icon = min(34, row - 4)
    return [(pygame.Rect(area.x + (i % 2) * column, area.y + (i // 2) * row + (row - icon) // 2,
                         icon, icon), icon) for i in range(6)]


DISABLED_DIM = 150  # a hand card with no cell to go to, while exchanging
RESTING_DIM = 205  # your hand while you refill the grid: no card of yours plays now (critic 17)


def hand(table: SheepSheepTable, surface: pygame.Surface, seat: int) -> None:
    board, shown = table.board, table.shown
    own = seat == table.viewer and not table.replay
    if board.pos(seat) == 1:  # the rival's, on top
        open_hand_label(table, surface, seat)
    for i, face in enumerate(shown["hands"][seat]):
        if ("hand", seat, i) in table.hidden:
            continue
        rect = board.hand_card(seat, i)
        state = table.hand_state(i) if own else "idle"
        lift = {"picked": PICK_LIFT, "hover": HOVER_LIFT}.get(state, 0)
        rect = rect.move(0, -lift)
        image = card(face, rect.w)
        if state in ("disabled", "resting"):  # resting (refilling): a little dimmed, unlit,
            image = image.copy()  # so its gold-brown frame does not read as "play me"
            dim = DISABLED_DIM if state == "disabled" else RESTING_DIM
            image.fill((dim, dim, dim, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(image, rect)
        if state == "picked":
            glow(surface, rect, palette.GOLD, 4, 12)
        elif state in ("playable", "hover"):
            glow(surface, rect, (*palette.GOLD, 90 + round(70 * pulse(table))), 2, 12)
        if own:
            key = (rect.right - 4, rect.y + 4)
            ink.circle(surface, palette.WOOD_DARK, key, 11)
            assets.text(surface, str(i + 1), key, 14, palette.CREAM, bold=True, anchor="center")


def tally(table: SheepSheepTable, surface: pygame.Surface, seat: int) -> None:
    """The end: the collected cards counted by the colour they show, the lucky one gold."""
    colour_tally(surface, table.board.zone("hand", seat), table.shown["tally"][seat],
                 table.shown["lucky"][seat])


TALLY_MARK = 24  # px: a tally sheep's mark (its shape 19 px across: 18 at least, critic 3)
NONE_VEIL = 0.5  # how far a colour with nothing collected sinks toward the panel's ink


def colour_tally(surface: pygame.Surface, zone: pygame.Rect, counts: dict[str, int],
                 lucky_colour: str | None, each: int = LEAST, promise: bool = True) -> None:
    """Six sheep, one per colour (the table's sheep art with its colour's mark: flat chips
    read as tokens, critic 16), each with how many cards showing it were collected (a colour
    with none veiled, so the eye finds what was collected); the lucky colour's framed in gold,
    "+1 each" (its extra point) under its count, at `each` px (bold above the table's 14);
    without `promise` (the results: nothing more will come) only under a count above 0
    ("×0 +1 each" was noise, critics 21). Sized to `zone`."""
    icon, size = tally_icon(zone), 20 if zone.h > 120 else 16
    for slot, (x, y) in tally_slots(zone):
        colour = COLOURS[slot]
        spot = pygame.Rect(x - icon // 2, y - icon // 2, icon, icon)
        if colour == lucky_colour:
            ink.rect(surface, palette.GOLD, spot.inflate(8, 8), border_radius=spot.w // 5 + 4)
        n = counts[colour]  # none: sheep and count dimmed, as in the Collected box
        if n:
            small_sheep(surface, colour, spot, TALLY_MARK)
        else:
            piece = canvas.blank(spot.inflate(4, 4).size)
            small_sheep(piece, colour, piece.get_rect().inflate(-4, -4), TALLY_MARK)
            surface.blit(ink.veiled(piece, palette.INK, NONE_VEIL), spot.inflate(4, 4))
        right = x + icon // 2 + 8
        assets.text(surface, f"×{n}", (right, y), size, palette.CREAM if n else palette.CREAM_DARK,
                    bold=bool(n), anchor="midleft", shadow=palette.INK, box=zone)
        if colour == lucky_colour and (n or promise):  # its extra point, 14 px
            assets.text(surface, _("+1 each"), (right, y + size), each, palette.GOLD,
                        bold=each > LEAST, anchor="midleft", box=zone)


def warm_up(table: SheepSheepTable) -> None:
    """Rasterize the tally's sheep and marks and the collected box's chips' for every seat
    at this zoom: an SVG made on first use costs a frame its budget (14 ms at 2560x1440)."""
    for seat in range(2):
        icon = tally_icon(table.board.zone("hand", seat))
        size = chip_mark(mini_slots(collected_box(table, seat))[0][0])
        for colour in COLOURS:
            assets.svg(f"ss_sheep_{colour}", (icon, icon))
            centre_r_size = small_mark(pygame.Rect(0, 0, icon, icon), TALLY_MARK)[2]
            assets.svg(f"ss_mark_{colour}", (centre_r_size, centre_r_size))
            for mark in (chip_mark(pygame.Rect(0, 0, icon, icon)), size):
                assets.svg(f"ss_mark_{colour}", (mark, mark))


def tally_icon(zone: pygame.Rect) -> int:
    return min(62, zone.h // 2 - 16, zone.w // 3 - 56)


def tally_slots(zone: pygame.Rect) -> list[tuple[int, tuple[int, int]]]:
    """Six places in `zone`, one per colour (two rows of three), as sheep centres."""
    icon, step = tally_icon(zone), zone.w // 3
    return [(i, (zone.x + icon // 2 + 6 + (i % 3) * step,
                 zone.y + zone.h // 4 + (i // 3) * (zone.h // 2))) for i in range(6)]


# -- the pile, the drawn card, the dock and the log --------------------------------------------
def deck(table: SheepSheepTable, surface: pygame.Surface) -> None:
    board, shown = table.board, table.shown
    zone = pygame.Rect(table.layout["deck"].as_tuple())
    pile = board.pile()
    count = shown["pile"]
    for i in range(min(5, math.ceil(count / 8))):
        surface.blit(back(pile.w), pile.move(-2 * i, -2 * i))
    if not count:
        ink.rect(surface, palette.FELT, pile, 2, border_radius=10)
    spot = board.drawn()
    # the count on the pile's corner and its name under it, as at every table; the drawn
    # card's name under it in the same words' style
    piles.draw(surface, pile, count, piles.draw_words(), zone)
    assets.text(surface, words.drawn_name(), (spot.centerx, spot.bottom + piles.GAP),
                piles.NAME, palette.CREAM, anchor="midtop", box=zone)
    drawn = shown["drawn"]
    if drawn and ("drawn",) not in table.hidden:
        up = table.refill_up() if table.my_turn else drawn[0]
        face = (up, other(drawn, up))
        image = card(face, spot.w)
        turning = table.turning_scale()
        if turning < 1:
            image = ink.smoothscale(image, (max(1, round(spot.w * turning)),
                                                         spot.h))
        surface.blit(image, image.get_rect(center=spot.center))
        # "F turns it over" is said by the Turn it over (F) button and the prompt: not here
    else:  # an empty slot: a card's dashed outline, and what comes there
        dashed(surface, palette.CREAM_DARK, spot)
        inner = spot.inflate(-12, -12)
        lines, size = fitted(words.drawn_slot(), inner.w, inner.h, SLOT_TEXT)
        step = assets.font(size).get_linesize()
        y = spot.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            assets.text(surface, line, (spot.centerx, y + i * step), size, palette.CREAM_DARK,
                        anchor="midtop", box=spot)
    draw_pile_arrow(surface, pile_arrow(table))
    note = words.dry_note(shown)
    if note:
        lines = wrap(note, LEAST, zone.w - 16)
        step = assets.font(LEAST).get_linesize()
        y = zone.bottom - 4 - len(lines) * step  # under the count, even at three lines
        for line in lines:
            assets.text(surface, line, (zone.x + 8, y), LEAST, palette.CREAM_DARK, box=zone)
            y += step


SLOT_TEXT = 14  # px: the words in the empty drawn-card slot


def dashed(surface: pygame.Surface, colour: palette.Colour, rect: pygame.Rect,
           dash: int = 8, gap: int = 6, width: int = 2) -> None:
    """A card's place drawn as a dashed outline (corners cut round): a card comes here."""
    r = 8
    for (x0, y0), (x1, y1) in (((rect.x + r, rect.y), (rect.right - r, rect.y)),
                               ((rect.x + r, rect.bottom - 1), (rect.right - r, rect.bottom - 1)),
                               ((rect.x, rect.y + r), (rect.x, rect.bottom - r)),
                               ((rect.right - 1, rect.y + r), (rect.right - 1, rect.bottom - r))):
        length = math.hypot(x1 - x0, y1 - y0)
        at = 0.0
        while at < length:
            end = min(at + dash, length)
            ink.line(surface, colour, (x0 + (x1 - x0) * at / length, y0 + (y1 - y0) * at / length),
                     (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length), width)
            at = end + gap
    for cx, cy, start in ((rect.x + r, rect.y + r, 90), (rect.right - r - 1, rect.y + r, 0),
                          (rect.x + r, rect.bottom - r - 1, 180),
                          (rect.right - r - 1, rect.bottom - r - 1, 270)):
        ink.arc(surface, colour, (cx - r, cy - r, 2 * r + 1, 2 * r + 1), math.radians(start),
                math.radians(start + 90), width)


def pile_arrow(table: SheepSheepTable) -> pygame.Rect:
    """Between the draw pile and the drawn card's place, at their middle: an arrow from the
    one to the other (a refill's card is drawn there)."""
    pile, spot = table.board.pile(), table.board.drawn()
    gap = spot.x - pile.right
    return pygame.Rect(pile.right + gap // 4, pile.centery - 12, gap - gap // 2, 24)


def draw_pile_arrow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    mid, x0, x1 = rect.centery, rect.x, rect.right
    head = min(rect.w // 2, 12)
    ink.polygon(surface, palette.CREAM_DARK, [(x0, mid - 4), (x1 - head, mid - 4),
                                              (x1 - head, mid - 10), (x1, mid),
                                              (x1 - head, mid + 10), (x1 - head, mid + 4),
                                              (x0, mid + 4)])


def log(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """The log in its whole zone beside the grid (the refill's question is asked in the
    instruction line, so nothing docks over the log; how a turn goes is in the "?" pop-up
    that every table has, so the log's foot says nothing about it: critic 15)."""
    table.log.place(pygame.Rect(table.layout["log"].as_tuple()))
    table.log.draw(surface)


# -- overlays ---------------------------------------------------------------------------------
def dragged(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """The card under the pointer while it is dragged."""
    face = table.dragged_face()
    if face is None:
        return
    w = table.board.hand_card(0, 0).w
    image = card(face, w)
    rect = image.get_rect(center=table.mouse)
    surface.blit(_shade(rect.w, rect.h, (0, 0, 0, 70), 12), rect.move(6, 8))
    surface.blit(image, rect)


def banner(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """A moment's banner over the grid (on the row `table.banner_row`, clear of a group
    being collected), and the points floating up."""
    board = table.board
    if table.banner:
        draw_banner(surface, table.banner,
                    (board.grid.centerx, board.cell(table.banner_row * 3).centery), 30,
                    palette.GOLD, board.grid.w - 40)
    for text, x, y, age in table.floaters:  # on a dark pill: readable over any sheep
        image = assets.text(None, text, size=24, colour=palette.GOLD, bold=True)
        at = image.get_rect(center=(round(x), round(y - age * 40)))
        pill = at.inflate(20, 6)
        ink.rect(surface, palette.PANEL, pill, border_radius=pill.h // 2)
        ink.rect(surface, palette.GOLD_DARK, pill, 2, border_radius=pill.h // 2)
        surface.blit(image, at)


def message(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """The instruction line (a refusal edged red) in the viewer's panel, off the grid;
    edged gold while you refill the grid, the cells left to fill (a status, plain text: it
    stood in the button column like a button) and the refill's warning after its words."""
    rect = pygame.Rect(table.layout["message"].as_tuple())
    warned = words.dock_lines(table)[1:] if not table.message else []
    said = table.message or table.hints.line() or words.prompt(table)
    draw_instruction(surface, rect, words.bound_keys(words.sentences([said, *warned])),
                     alert=bool(table.message), size=16)
    if words.dock_lines(table) and not table.message:
        ink.rect(surface, palette.GOLD, rect, 2, border_radius=8)


GAIN_SIZE = 18  # px: the gold "+N" on End turn


def gain_badge(table: SheepSheepTable, surface: pygame.Surface) -> None:
    """A gold "+N" on End turn's top right corner: while a card is held over a cell it may
    cover, the sheep ending the turn would collect after that exchange (critic 13); else,
    while End turn may be pressed and collects, the points it scores now (critics 20 asked
    for the gain on the button, not only in the instruction line)."""
    n = gain_number(table)
    end = table.buttons["end"]
    if not n or end not in table.visible_buttons():
        return
    pill = gain_pill(table)
    ink.rect(surface, palette.GOLD, pill, border_radius=pill.h // 2)
    ink.rect(surface, palette.INK, pill, 2, border_radius=pill.h // 2)
    w, h = assets.font(GAIN_SIZE, True).size(f"+{n}")
    assets.text(surface, f"+{n}", (pill.centerx - w // 2, pill.centery - h // 2), GAIN_SIZE,
                palette.INK, bold=True)


def gain_number(table: SheepSheepTable) -> int:
    """The number End turn's gold pill shows (0: none)."""
    held = len(table.preview_groups())
    if held:
        return held
    end = table.buttons["end"]
    if not table.my_turn or not end.enabled or table.picked is not None or table.dragging:
        return 0
    return words.gain_points(table)


def gain_pill(table: SheepSheepTable) -> pygame.Rect:
    """Where the "+N" stands: over End turn's top right corner, off its label."""
    end = table.buttons["end"]
    w, h = assets.font(GAIN_SIZE, True).size(f"+{max(1, gain_number(table))}")
    pill = pygame.Rect(0, 0, w + 14, h + 2)
    pill.midbottom = (end.rect.right - pill.w // 2 - 2, end.rect.y + 8)
    return pill
