"""A hint at the Bye-Bye Black Sheep table: where the Hard AI's move is, and why in a line.

`point_at` readies the move (the Eagle's rival chosen, a card for the zoo picked) and returns
the places to glow; `reason` says it in the game's words from what the viewer can see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.rules.base import Action
from game.rules.bye_bye import Ask, Choose, Dig, Draw, EndTurn, Pass, Place, Steal, Stop
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye.words import a_card, allowance_now

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable


def point_at(table: ByeByeTable, action: Action) -> list[pygame.Rect]:
    shown = table.shown
    if isinstance(action, Draw):
        return [pygame.Rect(table.board.fan_room(action.rival, bool(
            shown["stash_sizes"][action.rival])))]
    if isinstance(action, Stop):
        return [table.buttons["stop"].rect]
    if isinstance(action, Ask):
        table.eagle_rival = action.rival
        table.plan_dock()
        return [t.rect for t in table.dock.chips + table.dock.tiles
                if t.value in (action.rival, action.card)]
    if isinstance(action, Dig):
        return [t.rect for t in table.dock.tiles if t.value == action.card][:1]
    if isinstance(action, Steal):
        return [paint.zoo_column_rect(table, action.victim, action.card)]
    if isinstance(action, Choose):
        offer = shown["offer"]
        return [paint.offer_rect(table, offer.index(action.card), len(offer))] \
            if action.card in offer else []
    if isinstance(action, Place):
        kinds = ("hand",) if shown["phase"] == "white" else ("pond", "hand")
        for kind in kinds:
            cards = shown["hand"] if kind == "hand" else shown["watering"]
            for i, card in enumerate(cards):
                if card == action.card and not table.picked(kind, i):
                    if shown["phase"] != "place":
                        return [table.card_rect(kind, i)]
                    if len(table.picks) < shown["allowance"]:
                        table.picks.append((kind, i))
                    table.shown_buttons()  # Put in zoo (in your panel), where Enter then goes
                    return [table.card_rect(kind, i), table.docked["put"].rect]
        return []
    if isinstance(action, EndTurn | Pass):
        table.plan_dock()
        table.shown_buttons()  # (Place nothing stands in your panel)
        return [b.rect for b in table.docked_buttons() + table.zoo_buttons()][-1:]
    return []


def reason(table: ByeByeTable, action: Action) -> str:
    shown = table.shown
    if isinstance(action, Draw):
        n = shown["hand_sizes"][action.rival]
        return _("Draw from {name}: their Black Sheep is 1 card in {n}.").format(
            name=table.name(action.rival), n=n)
    if isinstance(action, Stop):
        n = allowance_now(shown)
        if not n:
            return _("Stop before a Black Sheep takes your turn.")
        return ngettext("Stop while you can still put {n} card in your zoo.",
                        "Stop while you can still put {n} cards in your zoo.", n).format(n=n)
    if isinstance(action, Ask):
        return _("Ask {name} for {animal}.").format(name=table.name(action.rival),
                                                   animal=a_card(action.card))
    if isinstance(action, Dig):
        return _("Take {animal} from that hand.").format(animal=a_card(action.card))
    if isinstance(action, Steal):
        return _("Take {animal} from {name}'s zoo.").format(animal=a_card(action.card),
                                                           name=table.name(action.victim))
    if isinstance(action, Place):
        return _("Put {animal} in your zoo.").format(animal=a_card(action.card))
    if isinstance(action, Choose):
        return _("Choose {card}.").format(card=a_card(action.card))
    if isinstance(action, EndTurn):
        return _("Keep the rest in your hand.")
    return _("Better not to, this time.")
