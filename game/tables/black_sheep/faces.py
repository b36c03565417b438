"""The faces of Black Sheep's pieces, as images: animal cards, task cards (with their points
in the rosette and, where the card is large enough to read it, the task's words in the band)
and the value tokens under the figures (a number, or the plain underside while it is hidden).
"""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.rules.black_sheep import ANIMALS, TASKS
from game.tables.black_sheep.board import CARD_RATIO
from game.view import assets, canvas, ink, palette
from game.view.paint import wrap
from game.view.prompts import SMALLEST

# Where the art leaves room for the game's words (assets/artkit/tasks.py), on 250 x 350.
TASK_SIZE = (250, 350)
TASK_POINTS = (196, 52, 30)  # the rosette: cx, cy, r
TASK_LABEL = (26, 266, 198, 58)  # the band: x, y, w, h
LABEL_FROM = 150  # px: a task card at least this wide has its words written in its band


def card(name: str | None, w: float, h: float) -> pygame.Surface:
    """An animal card's face (its picture: the big animal says what it is; the row's chip
    names what the cards make) or the back. In your hand a card's name stands in a ribbon
    across its foot (`draw.ribbon`)."""
    if name:
        return _card(name, round(w), canvas.zoom(), _window())
    return assets.svg("card_back", (round(w), round(h)))


@canvas.raster(maxsize=128)
def _card(kind: str, width: int, _zoom: float, _converted: bool) -> pygame.Surface:
    height = round(width * 1.4)
    return assets.prepared(assets.svg(f"card_{kind}", (width, height)).copy())


DIM_STEPS = 8  # a beaten row fades in over this many looks (each kept once made)
# How far a beaten card sinks toward its row's felt: its hues stay (round 8 greyed them and
# "the brown horse looks black, cows look like sheep"), its contrast and light go.
VEIL = 0.5
ROW_FELT = (37, 75, 34)  # a side's row on the field mat, its shade included (backdrop)


def beaten_card(name: str, w: float, h: float, amount: float) -> pygame.Surface:
    """An animal card out of the running: face up, so everyone can still read what lost,
    but sunk toward the felt by `amount` (0 to 1), its colours kept, so the live rows
    stand out and a brown horse still reads brown."""
    step = max(0, min(DIM_STEPS, round(amount * DIM_STEPS)))
    if step == 0:
        return card(name, w, h)
    return _beaten_card(name, round(w), round(h), step, canvas.zoom(), _window())


@canvas.raster(maxsize=256)
def _beaten_card(name: str, w: int, h: int, step: int, _zoom: float,
                 _converted: bool) -> pygame.Surface:
    return assets.prepared(ink.veiled(card(name, w, h), ROW_FELT, VEIL * step / DIM_STEPS))


def warm(width: int, icon: int) -> None:
    """Rasterize the cards' art at `width` (the widest card a move flies), from which every
    smaller card is made, and the log's icons `icon` square (`BlackSheepMotion.warm`)."""
    assets.warm([f"card_{animal}" for animal in ANIMALS], (width, round(width * 1.4)))
    assets.warm(["card_back"], (width, round(width / CARD_RATIO)))
    for art in [f"card_{animal}" for animal in ANIMALS] + list(ANIMALS) + ["card_back"]:
        assets.svg(art, (icon, icon))


def task_art(task_id: str) -> str:
    return "task_" + task_id.replace(":", "_").replace("+", "_")


def task_card(task_id: str, width: int) -> pygame.Surface:
    """A task card `width` wide: the art, its points in the rosette (the "!" card has none),
    and on a card large enough to read them its words in the band; a smaller card leaves the
    band out (its picture says the task; the zoom shows the words), `task_height` tall."""
    return _task_card(task_id, int(width), tr(TASKS[task_id].label), _window())


def task_height(width: float) -> float:
    """How tall `task_card` draws a card this wide."""
    scale = width / TASK_SIZE[0]
    return TASK_SIZE[1] * scale if width >= LABEL_FROM else (TASK_LABEL[1] - 4) * scale


# The printed corner animal at a card's foot (upside down), as parts of the card: left,
# right, top, bottom. In your hand the name ribbon lies over all of it (draw.ribbon).
FOOT_CORNER = (0.64, 0.96, 0.78, 0.96)


def _window() -> bool:
    """Whether images can be converted for fast drawing (part of each cache key, as in
    `assets`, so nothing made before the window opened is kept unconverted)."""
    return pygame.display.get_init() and pygame.display.get_surface() is not None


@canvas.raster
def _task_card(task_id: str, width: int, label: str, _converted: bool) -> pygame.Surface:
    scale = width / TASK_SIZE[0]
    height = round(TASK_SIZE[1] * scale)
    face = assets.svg(task_art(task_id), (width, height)).copy()
    task = TASKS[task_id]
    if task.points:
        cx, cy, r = (v * scale for v in TASK_POINTS)
        size = max(SMALLEST, round(r * 0.95))
        number = assets.text(None, str(task.points), size=size, colour=palette.INK, bold=True)
        face.blit(number, number.get_rect(center=(round(cx), round(cy))))
    if width < LABEL_FROM:
        return _compact(face, round(task_height(width)))
    x, y, w, h = (v * scale for v in TASK_LABEL)
    size = max(SMALLEST, round(h * 0.3))
    rows = wrap(label, size, w - 8, True)
    colour = palette.CREAM if task.kind == "only_black_sheep" else palette.INK
    step = assets.font(size, True).get_linesize()
    top = y + (h - len(rows) * step) / 2
    for i, row in enumerate(rows):
        image = assets.text(None, row, size=size, colour=colour, bold=True)
        face.blit(image, image.get_rect(midtop=(round(x + w / 2), round(top + i * step))))
    return assets.prepared(face)


def _compact(face: pygame.Surface, height: int) -> pygame.Surface:
    """The card's top (its kind, points and picture) with rounded corners and an edge."""
    top = face.subsurface((0, 0, face.get_width(), height)).copy()
    radius = max(4, face.get_width() // 12)
    shape = canvas.blank(top.get_size())
    ink.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    top.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    ink.rect(top, palette.GOLD_DARK, top.get_rect(), 2, border_radius=radius)
    return assets.prepared(top)


MINUS = palette.mix(palette.DANGER, palette.WHITE, 0.35)  # a black sheep's value: red, bright on black


def draw_token(surface: pygame.Surface, centre: tuple[float, float], r: float,
               value: int | None, ask: bool = True) -> None:
    """A figure's value token: its number (a black sheep's in red on black), or a "?" on
    the underside while the value is hidden from the viewer."""
    at = (round(centre[0]), round(centre[1]))
    if value is None:  # face down: a "?" says the value is there but hidden
        image = assets.svg("figure_base", (round(2 * r + 2), round(2 * r + 2)))
        surface.blit(image, image.get_rect(center=at))
        if ask:
            assets.text(surface, "?", at, max(14, min(16, round(r * 1.5))),  # 14 px and up:
                        palette.INK, bold=True, anchor="center")  # a "?" fits a 16 px coin
        return
    dark = value < 0
    ink.circle(surface, palette.ANIMAL["black_sheep"] if dark else palette.CREAM, at,
                       round(r))
    ink.circle(surface, palette.DANGER if dark else palette.GOLD_DARK, at, round(r), 2)
    size = max(SMALLEST, min(16, round(r * 1.5)))  # 14 px bold and up where r >= 9
    if not dark:
        assets.text(surface, str(value), at, size, palette.INK, bold=True, anchor="center")
        return
    # a black sheep takes points away: "−3", its minus a short bar (a "−" glyph at the least
    # text size is wider than the smaller tokens)
    digit = str(-value)
    bar = max(3, round(r * 0.45))
    width = bar + 1 + assets.font(size, True).size(digit)[0]
    left = at[0] - width / 2
    ink.line(surface, MINUS, (left, at[1]), (left + bar, at[1]), 2)
    assets.text(surface, digit, (left + bar + 1, at[1]), size, MINUS, bold=True,
                anchor="midleft")

