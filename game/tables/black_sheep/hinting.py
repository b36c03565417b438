"""A hinted Black Sheep move on the table, and why, in the game's words.

The hint selects the cards it plays (so Enter or a click on the glowing field plays them)
and glows round them and their field or button. The reason is read from the viewer's own
view: the field's standing with the hinted cards added, by `field_standing`, the ranking
the rules score with ("Three horses would win field 2"). It tells nothing the hint's move
does not already show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.rules.base import Action
from game.rules.black_sheep import Discard, KeepHand, Pass, PlayCards
from game.rules.black_sheep.standing import field_standing
from game.tables.black_sheep.draw import card_rect
from game.tables.black_sheep.words import a_card, nb

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable


def point_at(table: BlackSheepTable, action: Action) -> list[pygame.Rect]:
    """Select the hinted cards; the places to glow: those cards and the field or button."""
    if isinstance(action, PlayCards | Discard):
        cards = action.cards if isinstance(action, PlayCards) else (action.card,)
        table.selected = _indices(table.shown.get("hand") or [], cards)
        marks = [card_rect(table, i) for i in table.selected]
        if isinstance(action, PlayCards):
            return marks + [pygame.Rect(table.layout[f"field_{action.field}"].as_tuple())]
        return marks + [table.buttons["discard"].rect]
    if isinstance(action, KeepHand):
        return [table.buttons["keep"].rect]
    if isinstance(action, Pass):
        return [table.buttons["pass"].rect]
    return []


def reason(table: BlackSheepTable, action: Action) -> str:
    """One line: what the hinted move does for the person at the screen."""
    if isinstance(action, PlayCards):
        return _play_reason(table, action)
    if isinstance(action, Discard):
        return _("{card} helps none of your fields: discard it and draw a new card").format(
            card=_capital(a_card(action.card)))
    if isinstance(action, KeepHand):
        return _("Every card in your hand has a field to go to: keep them")
    if isinstance(action, Pass):
        return _("Every side facing you is full: skip your turn")
    return ""


def _play_reason(table: BlackSheepTable, action: PlayCards) -> str:
    field = table.view["fields"][action.field]
    me = table.viewer
    assert me is not None
    sides = [list(side) for side in field["sides"]]
    sides[me] += action.cards
    after = field_standing([f["type"] for f in field["figures"]], sides,
                           field["completed_order"])
    words = {"combo": tr(after["names"][me]), "n": action.field + 1}
    if after["leader"] == me and field["leader"] != me:
        return nb(_("{combo} would win field {n}")).format(**words)
    if after["leader"] == me:
        return nb(_("{combo} keeps you ahead on field {n}")).format(**words)
    return nb(_("{combo} on field {n}: your cards do most there")).format(**words)


def _indices(hand: list[str], cards: tuple[str, ...]) -> list[int]:
    """Where the cards are in the hand (two of a kind: two places; a card not there: none)."""
    out: list[int] = []
    for card in cards:
        out += [i for i, c in enumerate(hand) if c == card and i not in out][:1]
    return out


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]
