"""A hinted Sheep-Boom-Bah move on the table, and why, in the game's words.

The hint picks what it moves (a sheep, or a card whose targets then light up as usual) and
glows round it and where it goes: cells, a rival's board, a button. The reason is read from
the viewer's own view (revealed tiles, the tiles they peeked at, whose sheep stands where),
so it tells nothing the move does not already show ("Step onto a revealed safe tile", "Fox
takes a sheep from Bo's barnyard").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.base import Action
from game.rules.boom_bah import Discard, EndTurn, Herd, Move, Pass, Place, Play, Sneak
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.cards import TARGET_SHAPES, card_type
from game.rules.boom_bah.tiles import barn_owner
from game.tables.boom_bah.draw import PICK_LIFT
from game.tables.boom_bah.words import a_sheep, capitalised, card_title, tile_words

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

SAFE_UNDERFOOT = ("safe", "cone", "cross")


def point_at(table: BoomBahTable, action: Action) -> list[pygame.Rect]:
    """Pick what the hinted move moves; the places to glow."""
    picker = table.picker
    picker.clear()
    if isinstance(action, Place):
        return [_cell(table, action.cell)]
    if isinstance(action, Move):
        picker.sheep = action.frm
        return [_cell(table, action.frm), _cell(table, action.to)]
    if isinstance(action, Herd):
        return [_zone(table, "barnyard", table.viewer), _zone(table, "barn", table.viewer)]
    if isinstance(action, Play | Discard):
        hand = table.shown.get("hand") or []
        index = hand.index(action.card) if action.card in hand else None
        picker.pick_card(action.card, index)
        marks = [] if index is None else [_card(table, index, len(hand))]
        if isinstance(action, Play):
            marks += [_target(table, slot, value) for slot, value in
                      zip(TARGET_SHAPES.get(card_type(action.card).id, ()), action.target,
                          strict=False) if slot in ("cell", "rival")]
            return marks
        return marks + _buttons(table, "discard")
    name = {EndTurn: "end", Pass: "pass"}.get(type(action))
    if isinstance(action, Sneak):
        name = "sneak" if action.move_in else "stay"
    return _buttons(table, name) if name else []


def _buttons(table: BoomBahTable, name: str) -> list[pygame.Rect]:
    """Where the named button is, laid out for the position (and the pick) on show."""
    table.visible_buttons()
    return [pygame.Rect(table.buttons[name].rect)]


def reason(table: BoomBahTable, action: Action) -> str:
    """One line: what the hinted move does for the person at the screen."""
    if isinstance(action, Place):
        unknown = sum(1 for c in cells.NEIGHBOURS[action.cell]
                      if table.view["tiles"][c] == "down")
        return _("Start on {cell}: {n} face-down tiles to explore next to it").format(
            cell=cells.name(action.cell), n=unknown)
    if isinstance(action, Move):
        return _move_reason(table, action)
    if isinstance(action, Herd):
        return _("Herd {sheep} into your barn: it scores more there").format(
            sheep=a_sheep(action.colour))
    if isinstance(action, Play):
        return _play_reason(table, action)
    if isinstance(action, Discard):
        return _("{card} is of no use to you now: discard it for a new card").format(
            card=card_title(action.card))
    if isinstance(action, Pass):
        return _("Keep your cards for a better moment: pass")
    if isinstance(action, Sneak):
        peeked = table.view.get("peeked") or {}
        seen = next(iter(peeked.values()), "down")
        if action.move_in:
            return _("It is {what}: sneak in").format(what=tile_words(table, seen))
        return _("It is {what}: stay away").format(what=tile_words(table, seen))
    if isinstance(action, EndTurn):
        return _("Nothing more worth doing this turn: end it")
    return ""


def _move_reason(table: BoomBahTable, move: Move) -> str:
    view = table.view
    owner, tile = view["sheep"][move.to], view["tiles"][move.to]
    where = cells.name(move.to)
    if owner is not None and owner != table.viewer:
        return table.about(owner, _("Bump your own sheep on from {cell}"),
                           _("Bump {name}'s sheep off {cell}"), cell=where)
    if tile == "down":
        seen = (view.get("peeked") or {}).get(str(move.to))
        if seen is not None:
            return _("You peeked at {cell}: it is {what}").format(
                cell=where, what=tile_words(table, seen))
        return _("Turn over {cell}: a safe tile scores 1 point, a barn 3").format(cell=where)
    if barn_owner(tile) == table.viewer:
        return _("Into your barn: each of your own sheep there scores 3")
    if tile in SAFE_UNDERFOOT:
        return _("Step onto a revealed safe tile")
    return _("Move on to {cell}").format(cell=where)


def _play_reason(table: BoomBahTable, play: Play) -> str:
    """What the card does to whom, as its face says it."""
    kind = card_type(play.card).id
    aimed = list(zip(TARGET_SHAPES.get(kind, ()), play.target, strict=False))
    slots = dict(aimed)
    cells_aimed = [value for slot, value in aimed if slot == "cell"]
    rival = table.name(slots["rival"]) if "rival" in slots else ""
    sheep = a_sheep(slots["sheep"]) if "sheep" in slots else ""
    at = [cells.name(c) for c in cells_aimed] + ["", ""]
    words = {
        "aba_ca_da_ba": _("Aba-Ca-Da-Ba takes {sheep} from {name}'s barnyard into your barn"),
        "barn_burner": _("Barn Burner takes {sheep} from {name}'s barn into your barnyard"),
        "fox": _("Fox takes {sheep} from {name}'s barnyard"),
        "tornado": _("Tornado takes {sheep} from {name}'s barn into yours"),
        "your_barn_doors_open": _("Your Barn Door's Open lets {sheep} out of {name}'s barn"),
        "sheep_battle": _("Sheep Battle: roll the die for one of {name}'s sheep"),
        "thank_ewe": _("Thank Ewe takes a card from {name}'s hand"),
        "am_bah_lance": _("Am-Bah-Lance carries your sheep away from the mine to {cell}"),
        "bah_k_to_life": _("Bah-k to Life brings a sheep back from your graveyard to {cell}"),
        "dog": _("Dog fetches your sheep on {cell} into your barnyard"),
        "out_of_shear_luck": _("Out of Shear Luck lifts your sheep on {cell} into your barn"),
        "ewe_turn": _("Ewe Turn sends the sheep on {cell} back to {other}"),
        "sheeping_tom": _("Sheeping Tom: look under {other} before you step on it"),
        "sheep_copter": _("Sheep Copter flies your sheep from {cell} to {other}"),
        "shepherds_hook": _("Shepherd's Hook herds {sheep} into your barn without an action"),
        "golden_fleece": _("Golden Fleece gives you one more action this turn"),
        "wild_wool": _("Wild Wool: every sheep in your barn scores 3 from now on"),
        "hero_of_the_herd": _("Hero of the Herd defuses the mine: 2 points, your sheep stays"),
        "eiei_no": _("EIEI...NO cancels the card just played"),
        "wolf": _("Wolf in Sheep's Clothing stops the bump: the bumping sheep is lost"),
    }.get(kind, _("Play {card}"))
    return capitalised(words.format(sheep=sheep, name=rival, cell=at[0], other=at[1],
                                    card=card_title(play.card)))


def _cell(table: BoomBahTable, cell: int) -> pygame.Rect:
    return pygame.Rect(*(round(v) for v in table.board.cell_rect(cell)))


def _zone(table: BoomBahTable, kind: str, seat: int | None) -> pygame.Rect:
    return pygame.Rect(table.board.seat_zone(kind, seat or 0).as_tuple())


def _card(table: BoomBahTable, i: int, count: int) -> pygame.Rect:
    """A picked card in the hand, as it is drawn: raised."""
    x, y, w, h = table.board.hand_card(i, count)
    return pygame.Rect(round(x), round(y - PICK_LIFT), round(w), round(h))


def _target(table: BoomBahTable, slot: str, value: int) -> pygame.Rect:
    return _cell(table, value) if slot == "cell" else _zone(table, "panel", value)
