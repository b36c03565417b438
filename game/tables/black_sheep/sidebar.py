"""The right column's middle panel, always on screen: how the end-of-game bonuses are won
(the majority crown, a set of all six, black sheep that subtract), or with the task-card
variant the open tasks as cards; under either, the figures left in stock. A task card under
the pointer opens large with its words (`Zoom`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.rules.black_sheep import ANIMALS, TASKS
from game.tables.black_sheep.faces import task_card, task_height
from game.tables.black_sheep.panels import secret_places
from game.view import assets, palette
from game.view.paint import draw_crown, wrap
from game.view.prompts import SMALLEST

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable

PAD = 10
STOCK_H = 44  # the caption and the row of animals at the bottom
ZOOM_W = 220  # a task card zoomed
TOP = 30  # the first bonus's top, under the heading (room for German at 13 px, not 12)


def draw_sidebar(table: BlackSheepTable, surface: pygame.Surface) -> None:
    z = pygame.Rect(table.layout["tasks"].as_tuple())
    tasks = table.shown.get("tasks")
    heading = _("Tasks") if tasks else _("Bonuses")
    assets.text(surface, heading, (z.x + PAD, z.y + 6), 16, palette.GOLD, bold=True, box=z)
    if tasks:
        for task_id, rect in task_places(table):
            surface.blit(task_card(task_id, rect.w), rect)
    else:
        _bonuses(surface, z)
    _stock(table, surface, z)


def task_places(table: BlackSheepTable) -> list[tuple[str, pygame.Rect]]:
    """The open task cards side by side under the heading."""
    tasks = table.shown.get("tasks")
    if not tasks:
        return []
    z = pygame.Rect(table.layout["tasks"].as_tuple())
    opened = tasks["open"]
    room = z.h - 32 - STOCK_H
    w = min(room / task_height(1.0), (z.w - 2 * PAD - 6 * (len(opened) - 1)) / max(1, len(opened)))
    left = z.x + (z.w - len(opened) * w - 6 * (len(opened) - 1)) / 2
    return [(task_id, pygame.Rect(round(left + i * (w + 6)), z.y + 28, round(w),
                                  round(task_height(round(w))))) for i, task_id in enumerate(opened)]


def bonus_rows(z: pygame.Rect) -> tuple[list[tuple[str, list[str]]], int]:
    """The bonuses, each its icon and its words wrapped, at the largest size from 14 down
    to SMALLEST whose rows all stand above the stock's caption."""
    rows = [("crown", _("Most of a kind, black sheep too: +6 (no ties)")),
            ("set", _("Each set of all six kinds: +6")),
            ("black_sheep", _("Black sheep subtract their value"))]
    room = z.w - 2 * PAD - 40
    for size in range(14, SMALLEST - 1, -1):
        wrapped = [(icon, unorphaned(wrap(words, size, room), size, room))
                   for icon, words in rows]
        if sum(bonus_height(lines, size) for _icon, lines in wrapped) <= z.h - TOP - 2 - STOCK_H:
            break
    return wrapped, size


def unorphaned(lines: list[str], size: int, room: float, bold: bool = False) -> list[str]:
    """`lines` with a lone last word (the "+6" of a bonus) joined by the word before it, so
    the points never stand on a line of their own."""
    if len(lines) < 2 or " " in lines[-1] or " " not in lines[-2]:
        return lines
    head, word = lines[-2].rsplit(" ", 1)
    if assets.font(size, bold).size(f"{word} {lines[-1]}")[0] > room:
        return lines
    return [*lines[:-2], head, f"{word} {lines[-1]}"]


def bonus_height(lines: list[str], size: int) -> int:
    """A bonus row's height: its words, or its 24 px picture if that is taller."""
    return max(26, assets.font(size).get_linesize() * len(lines) + 4)


def _bonuses(surface: pygame.Surface, z: pygame.Rect) -> None:
    """Each bonus with its picture: a crown over a horse, the six kinds, a black sheep."""
    y = z.y + TOP
    rows, size = bonus_rows(z)
    step = assets.font(size).get_linesize()
    for icon, lines in rows:
        centre = (z.x + PAD + 16, y + 12)
        if icon == "crown":
            surface.blit(assets.svg("horse", (22, 22)), (centre[0] - 11, centre[1] - 6))
            draw_crown(surface, (centre[0], centre[1] - 9), 14)
        elif icon == "set":
            for i, animal in enumerate(ANIMALS):
                surface.blit(assets.svg(animal, (14, 14)),
                             (centre[0] - 16 + (i % 3) * 11, centre[1] - 12 + (i // 3) * 12))
        else:
            surface.blit(assets.svg(icon, (24, 24)), (centre[0] - 12, centre[1] - 12))
        for i, line in enumerate(lines):
            assets.text(surface, line, (z.x + PAD + 40, y + i * step), size, box=z)
        y += bonus_height(lines, size)


def _stock(table: BlackSheepTable, surface: pygame.Surface, z: pygame.Rect) -> None:
    assets.text(surface, _("Figures left in stock"), (z.x + PAD, z.bottom - STOCK_H), 13,
                palette.GOLD, box=z)
    for animal, n in table.shown["stock"].items():
        px, py = stock_icon(table, animal)
        surface.blit(assets.svg(animal, (22, 22)), (px, py))
        assets.text(surface, str(n), (px + 24, py + 4), 13, box=z)


def stock_icon(table: BlackSheepTable, animal: str) -> tuple[int, int]:
    """Top-left of an animal's icon in the stock row; restocked figures hop from there."""
    z = table.layout["tasks"]
    return (round(z.x + PAD + ANIMALS.index(animal) * 40), round(z.y + z.h - 26))


def hover_task(table: BlackSheepTable, pos: tuple[int, int]) -> None:
    """Tell the zoom which task card the pointer is over (an open one, or a secret one of
    yours beside your hand)."""
    places = task_places(table) + secret_places(table)
    over = next(((task_id, rect) for task_id, rect in places if rect.collidepoint(pos)), None)
    table.zoom.hover(*(over if over else (None, None)))


def draw_zoom(table: BlackSheepTable, surface: pygame.Surface) -> None:
    if table.zoom.open and table.zoom.key in TASKS:
        task = TASKS[table.zoom.key]
        notes = [tr(task.text)]
        if task.id in dict(secret_places(table)):
            notes.append(_("Your secret task: nobody else sees it until the end."))
        table.zoom.draw(surface, task_card(task.id, ZOOM_W), notes)
