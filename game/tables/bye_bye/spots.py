"""Named places on the Bye-Bye Black Sheep table, for a lesson's spotlight (`rect_of`).

Seats are the rules' seats (the table turns them into places round the viewer):
- "hand:<seat>", "zoo:<seat>", "panel:<seat>": a seat's zones; "badge:<seat>": its triplets
  against the number that wins; "odds:<seat>": the 1/n under a rival's hand while you draw;
- "card:<card>": your cards of that kind ("card:5", "card:black_sheep"; they lie side by side,
  so one rect holds the part of them that shows); "pond:<card>": those at the watering hole
  ("pond:11#2": the second of them, when others lie between);
- "watering" (the cards lying there, or the watering hole's drawing while none do), "pile",
  "magpie";
- "dock" (the question beside the table), "tile:<card>" (a card of it: the Mole's, the
  Eagle's animals), "button:<name>" (stop, hint, undo, menu; put, end, pass when docked);
- "coach": the log's zone below the dock, where a lesson talks.
None: not on the table now (the spotlight leaves it out).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.tables.bye_bye import draw as paint

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable


def rect_of(table: ByeByeTable, name: str) -> pygame.Rect | None:
    kind, _sep, arg = name.partition(":")
    board = table.board
    if kind in ("hand", "zoo", "panel"):
        return _seat(table, arg, lambda seat: pygame.Rect(board.zone(kind, seat).as_tuple()))
    if kind == "badge":
        return _seat(table, arg, lambda seat: paint.badge_rect(table, seat))
    if kind == "odds":
        return _seat(table, arg, lambda seat: paint.odds_rect(table, seat))
    if kind == "card":
        cards = table.shown.get("hand") or []
        return _showing(cards, arg, lambda i: paint.hand_rect(table, i, cards))
    if kind == "pond":
        cards = table.shown.get("watering") or []
        return _showing(cards, arg, lambda i: paint.pond_rect(table, i, len(cards)))
    if kind == "watering":
        cards = table.shown.get("watering") or []
        if cards and table.shown.get("phase") != "choose":
            return _union([paint.pond_rect(table, i, len(cards)) for i in range(len(cards))])
        return pygame.Rect(*(round(v) for v in board.pond()))
    if kind in ("pile", "magpie"):
        return pygame.Rect(board.zone(kind).as_tuple())
    if kind in ("dock", "tile", "button"):
        table.plan_dock()
        if kind == "dock":
            return table.dock.rect
        if kind == "tile":
            return next((pygame.Rect(t.rect) for t in table.dock.tiles if t.value == arg), None)
        table.shown_buttons()  # lays the buttons out
        button = table.buttons.get(arg) or table.docked.get(arg)
        return pygame.Rect(button.rect) if button is not None and button.rect.w else None
    if kind == "coach":
        return coach(table)
    return None


def coach(table: ByeByeTable) -> pygame.Rect:
    """The log's zone below the dock: the coach stands in for the log, never over a question
    (with two players the tallest, the Eagle's twelve animals, leaves it half the column)."""
    zone = pygame.Rect(table.layout["log"].as_tuple())
    table.plan_dock()
    top = zone.y if table.dock.rect is None else table.dock.rect.bottom + 6
    return pygame.Rect(zone.x, top, zone.w, zone.bottom - top)


def _seat(table: ByeByeTable, arg: str, where: Callable[[int], pygame.Rect]) -> pygame.Rect | None:
    if not arg.isdigit() or int(arg) >= table.players:
        return None
    return where(int(arg))


def _showing(cards: list[str], card: str,
             where: Callable[[int], pygame.Rect]) -> pygame.Rect | None:
    """The cards of a kind in an overlapping line (or rows): the part of each that shows (up
    to the next card's left edge in its row), so the ring holds them and not a neighbour
    lying over them."""
    card, _sep, nth = card.partition("#")
    rects = []
    for i, here in enumerate(cards):
        if here == card:
            rect = where(i)
            after = where(i + 1) if i + 1 < len(cards) else None
            if after is not None and after.x > rect.x:  # (the next row starts left again)
                rect.w = min(rect.w, after.x - rect.x)
            rects.append(rect)
    if nth:
        rects = rects[int(nth) - 1:int(nth)] if nth.isdigit() and int(nth) > 0 else []
    return _union(rects)


def _union(rects: list[pygame.Rect]) -> pygame.Rect | None:
    return rects[0].unionall(rects[1:]) if rects else None
