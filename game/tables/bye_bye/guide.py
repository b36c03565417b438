"""The Bye-Bye card guide, in the table's "?" reference (`game.view.reference`): every
special card (its picture, its name, what it does when a rival draws it from your hand),
how the Thieving Magpie comes into play, and what the number in an animal card's corner is
for. It stood at the foot of the log's column, squeezing the log; the log now has the whole
column and the guide is one key (F1) or click ("?") away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.rules.bye_bye import SPECIALS
from game.rules.bye_bye.cards import PLAYER_COUNTS
from game.rules.bye_bye.state import QUIET_ROUNDS
from game.tables.bye_bye import chips, faces
from game.tables.bye_bye.board import plan_chips
from game.tables.bye_bye.draw import goal_slot
from game.tables.bye_bye.words import label, magpie_comes
from game.view import assets, canvas, ink, palette
from game.view.reference import Row, Section

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

ICON = 40  # px: a card's picture in the reference (its height follows the card's shape)


def drawn_from_you(card: str) -> str:
    """What a special card in your hand does when a rival draws it (your side of it)."""
    return {
        "black_sheep": _("Whoever draws it from you must stop and lay nothing; it comes "
                         "back to you."),
        "eagle": _("Whoever draws it may ask any player for an animal."),
        "mole": _("Whoever draws it sees your hand and may take an animal from it."),
        "magpie": _("Whoever draws it may take a card from a rival's zoo."),
        "white_sheep": _("When a rival draws it from you, you may put an animal from your "
                         "hand in your zoo at once."),
        "mother_sheep": _("Whoever draws it gets the pile's top card too."),
        "wolf": _("Whoever draws it gives you the cards at the watering hole."),
    }.get(card, "")


def special_tip(card: str) -> str:
    """A special card's tooltip in your hand: its name and what it does when a rival draws
    it from you (the reference's words)."""
    return _("{card}: {rule}").format(card=label(card), rule=drawn_from_you(card))


NUMBER = "number"  # the guide's last row: what the number in an animal card's corner is for
SAMPLE = "8"  # the number that row shows, in a plate as the cards' corners have it


def number_says() -> str:
    """What the number in an animal card's corner is for (the physical cards have it too)."""
    return _("Each animal has its own; three cards with the same number make a triplet.")


def height_of(card: str, icon: int) -> int:
    """How tall a row's picture is: a card's, or the number's plate (as wide as a card)."""
    return icon if card == NUMBER else faces.height_of(icon)


def picture(surface: pygame.Surface, card: str, icon: int, at: tuple[int, int]) -> None:
    """A row's picture: the card, or for the number's row a corner's plate with a number."""
    if card != NUMBER:
        surface.blit(faces.card(card, icon, named=False), at)
        return
    centre = (at[0] + icon / 2, at[1] + icon / 2)
    ink.circle(surface, palette.CREAM, centre, icon / 2 - 1)
    ink.circle(surface, palette.GOLD_DARK, centre, icon / 2 - 1, 2)
    assets.text(surface, SAMPLE, centre, round(icon * 0.5), palette.INK, bold=True,
                anchor="center")


def reference(table: ByeByeTable) -> list[Section]:
    """The card guide: every special card, then the card numbers; the end names this
    table's goal (critic 24a: "enough triplets" never said how many)."""

    def card(name: str):
        return lambda surface, at: picture(surface, name, at.w, at.topleft)

    rows = []
    for special in SPECIALS:
        words = drawn_from_you(special)
        if special == "magpie":
            words = f"{magpie_comes()} {words}"
        rows.append(Row(words, card(special), (ICON, height_of(special, ICON)), label(special)))
    numbers = Row(number_says(), card(NUMBER), (ICON, ICON))  # (named by its heading)
    # (critic 19: "On your turn" first, "The end" second, as every table's pop-up reads)
    turn = [Row(_("Draw cards one at a time from any rival's hand to the watering hole, as "
                  "long as you dare.")),
            Row(_("Stop in time: take those cards into your hand. Then you may lay cards in "
                  "your zoo: two fewer than lie at the watering hole (3 there: 1 card; 4 there: "
                  "2 cards).")),
            Row(_("Draw a Black Sheep: it trots home, you take the cards and lay nothing."))]
    end = [Row(ngettext("At this table the first with {n} triplet in their zoo wins at once "
                        "(the ★ badge counts them).", "At this table the first with {n} "
                        "triplets in their zoo wins at once (the ★ badge counts them).",
                        table.shown["target"]).format(n=table.shown["target"])),
           Row(_("Triplets needed to win: {counts}.").format(counts=target_counts())),
           Row(_("It also ends when no card can reach a zoo, or after {n} rounds with none "
                 "laid: the most triplets win.").format(n=QUIET_ROUNDS)),
           Row(_("Equal triplets: the most cards in the zoo ranks first; if still equal, "
                 "they share the place."))]
    zoos = [numbers,
            Row(_("A zoo's tile: the animal, its number beside it and one pip for each card "
                  "it holds; three pips make a triplet and turn the tile gold, two give it a "
                  "gold edge (one card short)."),
                tile("16", 3), TILE),
            Row(_("An empty slot: a triplet still to make. While you draw, it glows gold if "
                  "stopping now would put a card in your zoo."), slot, (TILE[0], 26))]
    return [Section(_("On your turn"), turn), Section(_("The end"), end),
            Section(_("Card numbers and zoos"), zoos),
            Section(_("Special cards: what they do when drawn from your hand"), rows)]


TILE = (88, 54)  # px: a zoo's tile in the reference


def tile(card: str, count: int):
    """A zoo's tile drawn by the zoo's own code (`chips.paint`): the animal's picture, its
    number right of it and its pips under the number (critic 22: the reference drew the
    number on the picture, as no zoo does any more)."""
    def paint(surface: pygame.Surface, at: pygame.Rect) -> None:
        plan = plan_chips(tuple(at), 1, canvas.zoom())
        if plan is not None:
            chips.paint(surface, [(card, count)], plan)
    return paint


def slot(surface: pygame.Surface, at: pygame.Rect) -> None:
    """An empty zoo's goal slot, lit gold as the first is while a stop would fill it."""
    goal_slot(surface, at, lit=True)


def target_counts() -> str:
    """"5 with 2 players, 4 with 3 players, 3 with 4–5 players": the triplets that win at
    each table size (critic 26 read this table's "5" against a five-player table's "3")."""
    groups: list[list[int]] = []  # [first players, last players, triplets]
    for players, row in sorted(PLAYER_COUNTS.items()):
        if groups and groups[-1][2] == row.triplets:
            groups[-1][1] = players
        else:
            groups.append([players, players, row.triplets])
    return ", ".join(_("{n} with {players} players").format(
        n=n, players=f"{first}–{last}" if last > first else first) for first, last, n in groups)
