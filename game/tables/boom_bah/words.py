"""The Sheep-Boom-Bah table's words: the prompt line, the open question, the log lines and
their icons.

Kept apart from the painting so boom_bah_draw stays about pixels; everything here reads
`table.shown` and the match and returns text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import _
from game.rules.boom_bah import Discard, Herd, Move, Pass, Place, Play, Sneak
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.actions import describe_target
from game.rules.boom_bah.cards import COLOURS, TARGET_SHAPES, card_name, card_type
from game.view.log import Icon
from game.view.phrases import winners_sentence

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

# The picks that are not cells get buttons (see `slot_hint`).
NAMED_SLOTS = ("rival", "sheep", "place")


def cell_hints(card_id: str) -> tuple[str, ...]:
    """What each cell slot of a card asks for, in order (built per call: `_` follows a
    language switch)."""
    return {
        "am_bah_lance": (_("a free start space to carry your sheep to"),),
        "bah_k_to_life": (_("a free start space to bring your sheep back on"),),
        "dog": (_("one of your sheep on the field"),),
        "out_of_shear_luck": (_("one of your sheep on the field"),),
        "ewe_turn": (_("a rival's sheep on the field"), _("a free start space for it")),
        "sheeping_tom": (_("one of your sheep"), _("a face-down tile next to it")),
        "sheep_copter": (_("one of your sheep"), _("any free cell to fly it to")),
    }.get(card_id, (_("a cell"),))


def slot_hint(slot: str) -> str:
    return {"rival": _("a rival (click a player board)"), "sheep": _("a sheep colour"),
            "place": _("barnyard or barn")}[slot]


def answer_cards(kind: str) -> str:
    """The cards that answer an open question of `kind`."""
    return {"answer": _("EIEI...NO"), "mine": _("Hero of the Herd or Am-Bah-Lance"),
            "wolf": _("Wolf in Sheep's Clothing")}[kind]


def question_lines(table: BoomBahTable) -> list[str]:
    """What the open question is about, for the prompt over the board."""
    pending = table.shown.get("pending") or []
    if table.animating or not pending or table.shown["phase"] != "play":
        return []
    top = pending[-1]
    asked = top.get("asked") if top["kind"] != "tom" else top.get("seat")
    kind = top["kind"]
    if kind == "answer":
        about = describe_target(top["card"], tuple(top.get("target") or ()))
        head = _("{name} plays {card}").format(name=table.name(top["seat"]),
                                                card=card_type(top["card"]).name)
        head += f": {about}" if about else ""
    elif kind == "mine":
        head = _("A land mine under {name}'s sheep at {cell}!").format(
            name=table.name(top["seat"]), cell=cells.name(top["cell"]))
    elif kind == "wolf":
        head = _("{name}'s sheep is about to bump {cell}").format(
            name=table.name(table.shown["turn"]), cell=cells.name(top["to"]))
    else:
        head = _("{name} peeked at {cell}").format(name=table.name(top["seat"]),
                                                    cell=cells.name(top["cell"]))
    if asked is None:
        return [head]
    if asked != table.viewer:
        return [head, _("Waiting for {name}…").format(name=table.name(asked))]
    if kind == "tom":
        seen = (table.shown.get("peeked") or {}).get(str(top["cell"]), "?")
        return [head, _("It is {what}. Sneak in (Y) or stay (N)?").format(
            what=tile_words(seen))]
    return [head, _("Answer with {cards}, or Pass (N).").format(cards=answer_cards(kind))]


def prompt(table: BoomBahTable) -> str:
    match, picker = table.match, table.picker
    if table.replay:
        return _("Replay: Right/Left step through the moves, Esc for the menu")
    if match.is_over:
        return _("The game is over")
    seat = match.to_move
    if seat is None:
        return ""
    if not table.my_turn:
        if match.seats[seat].is_ai:
            return _("{name} is thinking…").format(name=table.name(seat))
        return _("{name} decides").format(name=table.name(seat))
    legal = table.legal()
    if picker.card is not None:
        slot = picker.slot()
        name = card_type(picker.card).name
        if slot == "cell":
            hints = cell_hints(card_type(picker.card).id)
            k = sum(1 for s in picker_shape(table)[:len(picker.chosen)] if s == "cell")
            return _("{card}: click {what} (Esc cancels)").format(card=name, what=hints[k])
        if slot:
            return _("{card}: choose {what} (Esc cancels)").format(
                card=name, what=slot_hint(slot))
        if Play(picker.card) in legal:
            return _("Play {card} (Enter), or discard it (D)").format(card=name)
        return _("{card} is picked: discard it (D) or Esc").format(card=name)
    if any(isinstance(a, Place) for a in legal):
        return _("Setup: click a highlighted start space to place a sheep (Tab, Enter)")
    if Pass() in legal or Sneak(False) in legal:
        return _("Answer the question on the board")
    if picker.sheep is not None:
        return _("Click a highlighted cell to move there (Esc cancels)")
    if table.shown["actions_left"]:
        return _("Your turn, {n} actions: click a sheep then a cell, or a card").format(
            n=table.shown["actions_left"])
    return _("No actions left: play or discard cards, then End turn (E)")


def picker_shape(table: BoomBahTable) -> tuple[str, ...]:
    card = table.picker.card
    return TARGET_SHAPES.get(card_type(card).id, ()) if card else ()


def tile_words(kind: str) -> str:
    if kind.startswith("barn:"):
        return _("the barn of {colour}").format(colour=COLOURS[int(kind[5:])])
    return {"safe": _("a safe field"), "mine": _("a land mine"), "cone": _("a safe cone"),
            "cross": _("a spent mine")}.get(kind, kind)


TILE_ART = {"safe": "tile_safe", "mine": "tile_mine", "cone": "tile_cone", "cross": "tile_mine"}
EVENT_ART = {"mine_exploded": "tile_mine", "mine_defused": "tile_mine",
             "sheep_to_barn": "barn_piece", "card_fizzled": "card_back",
             "card_cancelled": "card_back", "card_taken": "card_back", "dice_rolled": "dice_6"}


def action_icon(seat: int, action: Any) -> Icon | None:
    """A sheep in its owner's colour for a sheep's move, a card for a card."""
    if isinstance(action, Place | Move | Sneak):
        return Icon("boom_sheep", seat)
    if isinstance(action, Herd):
        return Icon("boom_sheep", action.colour)
    if isinstance(action, Play | Discard):
        return Icon("card_back")
    return None


def event_icon(e: dict[str, Any]) -> Icon | None:
    """The tile turned or peeked at, a mine, a barn, a card, the dice; a bumped sheep."""
    kind = e["kind"]
    if kind in ("tile_flipped", "peek") and "tile" in e:
        tile = e["tile"]
        return Icon("tile_barn" if tile.startswith("barn:") else TILE_ART.get(tile, "tile_back"))
    if kind == "bump_chain":
        return Icon("boom_sheep")
    art = EVENT_ART.get(kind)
    return Icon(art) if art else None


def describe_event(table: BoomBahTable, e: dict[str, Any]) -> str | None:
    """A log line for the events worth telling (the action line says the rest)."""
    kind, name = e["kind"], table.name
    if kind == "tile_flipped":
        return _("{cell} turns over: {what}").format(cell=cells.name(e["cell"]),
                                                      what=tile_words(e["tile"]))
    if kind == "points":
        return _("{name} scores {n}").format(name=name(e["seat"]), n=e["points"])
    if kind == "bump_chain":
        return _("Bump! {n} sheep pushed").format(n=len(e["pushes"]))
    if kind == "mine_exploded":
        return _("BOOM! {name}'s sheep at {cell} goes to the graveyard").format(
            name=name(e["seat"]), cell=cells.name(e["cell"]))
    if kind == "mine_defused":
        return _("{name} defuses the mine at {cell}").format(name=name(e["seat"]),
                                                             cell=cells.name(e["cell"]))
    if kind == "sheep_to_barn" and isinstance(e["source"], int):
        return _("A {colour} sheep reaches {name}'s barn").format(colour=COLOURS[e["colour"]],
                                                                  name=name(e["seat"]))
    if kind == "wolf":
        return _("Wolf! {name}'s bumping sheep goes to the graveyard").format(
            name=name(table.shown.get("turn", e["seat"])))
    if kind == "card_fizzled":
        if card_type(e["card"]).id == "thank_ewe":
            return _("{card} does nothing: {name} has no cards left").format(
                card=card_name(e["card"]), name=name(e["target"][0]))
        return _("{card} does nothing: its target is gone").format(card=card_name(e["card"]))
    if kind == "card_cancelled":
        return _("{card} is cancelled").format(card=card_name(e["card"]))
    if kind == "dice_rolled":
        rolls = ", ".join(f"{a}-{b}" for a, b in e["rolls"])
        return _("Sheep Battle {rolls}: {name} wins").format(rolls=rolls, name=name(e["winner"]))
    if kind == "peek" and "tile" in e:
        return _("You peek at {cell}: {what}").format(cell=cells.name(e["cell"]),
                                                      what=tile_words(e["tile"]))
    if kind == "card_taken" and "card" in e:
        return _("{card} changes hands").format(card=card_name(e["card"]))
    if kind == "end_triggered":
        return _("Last round: a player has no sheep left on the board")
    if kind == "game_over":
        return _("Game over: {winners}").format(
            winners=winners_sentence([name(w) for w in e["winners"]]))
    return None
