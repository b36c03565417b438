"""The prompt dock beside the watering hole, over the top of the log: what a special card
asks of you (the Eagle's question, the Mole's look into a hand, the Magpie's theft, the White
Sheep's placement) and the advanced set-up's choice (zoo placement is your panel's).

It says what is asked, shows the cards or animals to choose from as tiles (each a `Target`
the mouse and the keys pick alike) and the buttons that answer, each as wide as its words;
the places it is about glow on the table meanwhile, and the log makes room below it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.tables.bye_bye import faces
from game.tables.bye_bye.draw import count_badge
from game.view import assets, ink, palette
from game.view.prompts import PAD, dock_height, draw_dock
from game.view.widgets import Button, flow

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

SIZE = 15  # px: the dock's words
GAP = 6
BUTTON_H = 32
TILE = 42  # a tile's card width
NAMES = 14  # px: a rival's name on a chip


@dataclass(frozen=True)
class Target:
    """Something the viewer may pick now: a rival's hand, a tile of the dock, a card."""

    kind: str  # rival | offer | ask_rival | animal | dig | steal | white | hand | pond
    value: Any
    rect: pygame.Rect


@dataclass
class Dock:
    """The dock's parts this frame (`rect` None: nothing is docked)."""

    rect: pygame.Rect | None = None
    lines: list[str] = field(default_factory=list)
    tiles: list[Target] = field(default_factory=list)
    dim: list[tuple[str, pygame.Rect]] = field(default_factory=list)  # shown, not pickable
    chips: list[Target] = field(default_factory=list)  # rivals to ask, as name chips


def plan(table: ByeByeTable, lines: list[str], buttons: list[Button]) -> Dock:
    """Lay the dock out over the top of the log's zone: its words, its tiles, its buttons."""
    zone = pygame.Rect(table.layout["log"].as_tuple())
    if not lines:
        for button in buttons:
            button.rect = pygame.Rect(0, 0, 0, 0)
        return Dock()
    inner = zone.w - 2 * PAD
    dock = Dock(lines=lines)
    y = zone.y + dock_height(lines, zone.w, SIZE) - PAD + GAP
    chips = table.eagle_rivals()
    if chips:
        y = _chips(table, dock, chips, pygame.Rect(zone.x + PAD, y, inner, 0)) + GAP
    cards = tile_cards(table)
    if cards:
        y = _tiles(dock, cards, pygame.Rect(zone.x + PAD, y, inner, 0)) + GAP
    used = flow(buttons, pygame.Rect(zone.x + PAD, y, inner, 0), BUTTON_H, 4) if buttons else 0
    bottom = (y + used if used else y - GAP) + PAD
    dock.rect = pygame.Rect(zone.x, zone.y, zone.w, bottom - zone.y)
    return dock


def tile_cards(table: ByeByeTable) -> list[tuple[str, str, Any, int]]:
    """The dock's tiles now: (kind, card shown, value, count) for each; kind "" is a card
    shown but not pickable (the Mole's Black Sheep)."""
    shown, phase = table.shown, table.shown["phase"]
    if phase == "eagle":
        return [("animal", str(n), str(n), 1) for n in range(1, shown["sets"] + 1)]
    if phase == "mole":
        cards = table.mole_hand() or []
        counts = Counter(cards)
        return [("dig" if c.isdigit() else "", c, c, n) for c, n in counts.items()]
    return []


def _chips(table: ByeByeTable, dock: Dock, seats: list[int], area: pygame.Rect) -> int:
    """Name chips for the rivals the Eagle may ask, the chosen one lit."""
    x, y = area.x, area.y
    for seat in seats:
        width = assets.font(NAMES, True).size(table.name(seat))[0] + 34
        width = min(width, area.w)
        if x + width > area.right and x > area.x:
            x, y = area.x, y + 30
        dock.chips.append(Target("ask_rival", seat, pygame.Rect(x, y, width, 26)))
        x += width + GAP
    return y + 26


def _tiles(dock: Dock, cards: list[tuple[str, str, Any, int]], area: pygame.Rect) -> int:
    """Cards in a grid (their names in the tooltips and the zoom)."""
    per_row = max(1, (area.w + GAP) // (TILE + GAP))
    height = faces.height_of(TILE)
    for i, (kind, card, value, _n) in enumerate(cards):
        row, col = divmod(i, per_row)
        rect = pygame.Rect(area.x + col * (TILE + GAP), area.y + row * (height + GAP), TILE,
                           height)
        (dock.tiles.append(Target(kind, value, rect)) if kind else dock.dim.append((card, rect)))
    rows = (len(cards) + per_row - 1) // per_row
    return area.y + rows * (height + GAP) - GAP


def draw(table: ByeByeTable, surface: pygame.Surface, dock: Dock) -> None:
    """The dock (its buttons are the table's to draw), and the log placed below it."""
    if dock.rect is None:
        place_log(table, None)
        return
    draw_dock(surface, dock.rect, dock.lines, SIZE)
    for chip in dock.chips:
        lit = chip.value == table.eagle_rival
        ink.rect(surface, palette.GOLD if lit else palette.WOOD, chip.rect,
                         border_radius=13)
        ink.rect(surface, palette.WOOD_DARK, chip.rect, 2, border_radius=13)
        look = palette.player(chip.value)
        centre = (chip.rect.x + 13, chip.rect.centery)
        if table.marks:
            palette.draw_mark(surface, look.mark, centre, 8, look.colour)
        else:
            ink.circle(surface, look.colour, centre, 7)
        assets.text(surface, table.name(chip.value), (chip.rect.x + 26, chip.rect.centery),
                    NAMES, palette.INK if lit else palette.CREAM, bold=True, anchor="midleft",
                    box=chip.rect)
    known = table.known_in(table.eagle_rival) if table.shown["phase"] == "eagle" else set()
    counts = Counter(card for _k, card, _v, n in tile_cards(table) for _ in range(n))
    for tile in dock.tiles:
        card = tile.value
        surface.blit(faces.card(card, tile.rect.w), tile.rect)
        if table.hover == (tile.kind, tile.value):
            ink.rect(surface, palette.GOLD, tile.rect, 3, border_radius=6)
        if counts[card] > 1:
            count_badge(surface, (tile.rect.right - 6, tile.rect.bottom - 8), f"×{counts[card]}")
        if card in known:
            count_badge(surface, (tile.rect.right - 6, tile.rect.y + 8), "✓")
    for card, rect in dock.dim:
        image = faces.card(card, rect.w).copy()
        image.set_alpha(110)
        surface.blit(image, rect)
    place_log(table, dock.rect.bottom + 6)


def place_log(table: ByeByeTable, below: int | None) -> None:
    """The log in its column, under the dock (`below`: its foot), down to the column's foot
    (the card guide is in the "?" reference)."""
    zone = pygame.Rect(table.layout["log"].as_tuple())
    top = zone.y if below is None else below
    table.log.place(pygame.Rect(zone.x, top, zone.w, max(1, zone.bottom - top)))
