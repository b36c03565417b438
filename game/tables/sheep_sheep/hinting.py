"""A hint at the Sheep Sheep table: the Hard AI's move shown where it happens, and why.

`point_at` readies the move as a person would make it (the card picked, so the sheep it may
cover light up with what each would become; the drawn card shown in its cell, its side up),
and returns the places to glow; the keyboard cursor then lands on its cell (`hint_focus`),
so that it shows the card as it would lie and Enter plays it. `reason` reads the viewer's own view: an exchange by the
collection Hard's plan aims at (the same search Hard runs, from the grid after the exchange,
so it names the sheep it lines up and how many exchanges that takes), a refill by what it
leaves the rival, ending the turn by what it collects. Everything it reads is public but
the viewer's own Lucky Sheep.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.sheep_sheep import (
    HARD_DEPTH,
    INDEX,
    SIX,
    Grid,
    best_plan,
    encode,
    exchanges,
    gain,
    harvest,
    pair,
    put,
    reachable,
    refill_options,
    weights_for,
)
from game.i18n import _, ngettext
from game.rules.base import Action
from game.rules.sheep_sheep import CELLS, COLOURS, EndTurn, Exchange, Refill, card
from game.tables.keys import keyed
from game.tables.sheep_sheep import words
from game.tables.sheep_sheep.draw import PICK_LIFT, other
from game.view.phrases import listed

if TYPE_CHECKING:
    from game.tables.sheep_sheep.table import SheepSheepTable


def point_at(table: SheepSheepTable, action: Action) -> list[pygame.Rect]:
    """Ready the hinted move; the places to glow."""
    board, viewer = table.board, table.viewer
    if viewer is None:
        return []
    table.clear_choice()
    if isinstance(action, Exchange):
        hand = table.my_hand()
        i = next((i for i, face in enumerate(hand) if card(*face) == action.card), None)
        if i is None:
            return [board.cell(action.cell)]
        table.picked = i
        lying = board.hand_card(viewer, i)
        return [lying.union(lying.move(0, -PICK_LIFT)), board.cell(action.cell)]
    if isinstance(action, Refill):
        table.refill_cell, table.refill_side = action.cell, action.showing
        return [board.cell(action.cell), board.drawn()]
    if isinstance(action, EndTurn):
        table.visible_buttons()  # lays the End turn button out where it is drawn
        button = table.buttons["end"]
        return [pygame.Rect(button.rect)] + [board.cell(c) for c in table.grouped_cells()]
    return []


def reason(table: SheepSheepTable, action: Action) -> str:
    """One line in the game's words: what the hinted move does for the viewer."""
    view, viewer = table.view, table.viewer
    if viewer is None:
        return ""
    lucky = view["lucky"][viewer]
    if isinstance(action, Exchange):
        return _exchange_reason(view, viewer, action)
    if isinstance(action, Refill):
        grid, _hands = encode(view)
        under = other(view["drawn"], action.showing)
        after = put(grid, action.cell, INDEX[action.showing], INDEX[under])
        said = {"cell": words.cell(action.cell), "colour": words.colour_noun(action.showing),
                "name": table.name(1 - viewer)}
        if all(harvest(g) for _c, _s, g in refill_options(grid, _codes(view["drawn"]))):
            return _("Put the drawn card at {cell}, {colour} up: every place leaves {name} "
                     "a group.").format(**said)
        if harvest(after):
            return _("Put the drawn card at {cell}, {colour} up.").format(**said)
        return _("Put the drawn card at {cell}, {colour} up: it leaves {name} the least to "
                 "line up.").format(**said)
    if isinstance(action, EndTurn):
        grid, _hands = encode(view)
        if harvest(grid):
            return _("End your turn: you collect {prize}.").format(prize=prize(grid, lucky))
        return keyed(_("No group is in reach this turn: end it ({key_end})."))
    return ""


def _exchange_reason(view: dict[str, Any], viewer: int, action: Exchange) -> str:
    said = {"cell": words.cell(action.cell), "old": words.colour_noun(action.down),
            "new": words.colour_noun(action.showing)}
    aim = plan_after(view, viewer, action)
    if aim is None:
        return _("At {cell}, {old} becomes {new}.").format(**said)
    end, more = aim
    said["prize"] = prize(end, view["lucky"][viewer])
    if not more:
        return _("At {cell}, {old} becomes {new}: that lines up {prize}.").format(**said)
    return ngettext("At {cell}, {old} becomes {new}: {n} more exchange then lines up {prize}.",
                    "At {cell}, {old} becomes {new}: {n} more exchanges then line up {prize}.",
                    more).format(n=more, **said)


def plan_after(view: dict[str, Any], viewer: int,
               action: Exchange) -> tuple[Grid, int] | None:
    """What Hard aims at with this exchange: the grid its plan ends on and how many more
    exchanges that takes (None: no collection within Hard's reach follows from it). Hard
    searches `HARD_DEPTH` exchanges from the grid before it; the rest of its plan lies
    within one fewer from the grid after, so this is a fifth of its search."""
    grid, hands = encode(view)
    step = (action.cell, pair(INDEX[action.card[0]], INDEX[action.card[1]]),
            INDEX[action.showing])
    after = next(((g, h) for s, g, h in exchanges(grid, hands[viewer]) if s == step), None)
    if after is None:
        return None
    weights = weights_for(INDEX[view["lucky"][viewer]], 1.0)
    found = reachable(*after, HARD_DEPTH - 1)
    path = best_plan(found, weights)
    end = next(g for (g, _h), p in found.items() if p == path)
    return (end, len(path)) if gain(end, weights) else None


def prize(grid: Grid, lucky: str | None) -> str:
    """The sheep a collection on `grid` takes, by colour ("3 blue sheep (your lucky
    colour)")."""
    mask = harvest(grid)
    counts = Counter(COLOURS[grid[c] // SIX] for c in CELLS if mask >> c & 1)
    return listed([_lucky(c, counts[c], lucky) for c in COLOURS if counts[c]])


def _lucky(colour: str, n: int, lucky: str | None) -> str:
    line = words.sheep(colour, n)
    return _("{sheep} (your lucky colour)").format(sheep=line) if colour == lucky else line


def _codes(pair_: list[str]) -> tuple[int, int]:
    return INDEX[pair_[0]], INDEX[pair_[1]]
