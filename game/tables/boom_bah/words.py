"""The Sheep-Boom-Bah table's words: the prompt line, the open question, the log lines and
their icons.

Kept apart from the painting so boom_bah_draw stays about pixels; everything here reads
`table.shown` and the match and returns text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import _, ngettext, tr
from game.rules.base import Action
from game.rules.boom_bah import Discard, EndTurn, Herd, Move, Pass, Place, Play, Sneak
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.cards import PLACES, TARGET_SHAPES, card_colour, card_type
from game.rules.boom_bah.tiles import barn_owner
from game.tables.boom_bah.asking import answered_for
from game.tables.keys import letters
from game.view.log import Icon, LogLine
from game.view.phrases import listed, winners_of
from game.view.prompts import busy_line

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
        "sheep_copter": (_("one of your sheep"), _("any free space to fly it to")),
    }.get(card_id, (_("a space"),))


def slot_hint(slot: str) -> str:
    return {"rival": _("a rival (click a player board)"), "sheep": _("a sheep colour"),
            "place": _("barnyard or barn")}[slot]


def answer_cards(kind: str) -> str:
    """The cards that answer an open question of `kind`."""
    return {"answer": _("EIEI...NO"), "mine": _("Hero of the Herd or Am-Bah-Lance"),
            "wolf": _("Wolf in Sheep's Clothing")}[kind]


def card_title(card: str) -> str:
    """A card's name ("Fox")."""
    return tr(card_type(card).name)


def card_label(card: str) -> str:
    """A card's name, quoted, and colour as the card's ("“Fox” (red card)"): a name such
    as "Your Barn Door's Open" read as words of the sentence around it, and "Shaun plays
    “Barn Burner” (red)" read as if red were Shaun's."""
    shade = (_("red card"), _("blue card"), _("yellow card"), _("teal card"))[
        card_colour(card)]
    return _("“{card}” ({colour})").format(card=tr(card_type(card).name), colour=shade)


def colour_note(card: str, viewer: int | None, owner: str | None) -> str:
    """What a card's colour is for (it scores 1 at the end in its colour's player's hand;
    it never says when the card is played): `owner` names the seat of that colour (None:
    no seat has it), `viewer` is the person reading."""
    colour = card_colour(card)
    shade = (_("Red card"), _("Blue card"), _("Yellow card"), _("Teal card"))[colour]
    if card_type(card).id == "wild_wool":
        return _("{card}: Wild Wool in any hand scores 1 at the end.").format(card=shade)
    if owner is None:
        return _("{card}: no one's colour, it scores for no one.").format(
            card=shade)
    if colour == viewer:
        return _("{card}, your colour: 1 point if still in your hand at the end.").format(card=shade)
    return _("{card}, {name}'s colour: 1 point only in {name}'s hand at the end.").format(
        card=shade, name=owner)


def hand_colour_note(seat: int) -> str:
    """The line under your hand that says which of your cards score (Wild Wool too: critic 18
    read "+2" beside one red card as a mistake)."""
    return (_("Cards of your colour (red ●) and Wild Wool: +1 each if in hand at "
              "the end."),
            _("Cards of your colour (blue ■) and Wild Wool: +1 each if in hand at "
              "the end."),
            _("Cards of your colour (yellow ▲) and Wild Wool: +1 each if in hand at "
              "the end."),
            _("Cards of your colour (teal ◆) and Wild Wool: +1 each if in hand at "
              "the end."))[seat]


def sheep_label(colour: int) -> str:
    """A sheep colour as a button or a target says it ("Red sheep")."""
    return (_("Red sheep"), _("Blue sheep"), _("Yellow sheep"), _("Teal sheep"))[colour]


def a_sheep(colour: int) -> str:
    """One sheep of a colour as the object of a sentence ("a red sheep")."""
    return (_("a red sheep"), _("a blue sheep"), _("a yellow sheep"), _("a teal sheep"))[colour]


def target_words(table: BoomBahTable, card: str, target: tuple[int, ...]) -> str:
    """What a played card is aimed at: cells, a rival by name, a sheep colour, a place."""
    words = []
    for slot, value in zip(TARGET_SHAPES.get(card_type(card).id, ()), target, strict=True):
        if slot == "cell":
            words.append(cells.name(value))
        elif slot == "rival":
            words.append(table.name(value))
        elif slot == "sheep":
            words.append(sheep_label(value))
        else:
            words.append(tr(PLACES[value]))
    return ", ".join(words)


def play_words(table: BoomBahTable, seat: int, card: str, target: tuple[int, ...],
               card_words: str) -> str:
    """A played card and what it is aimed at: "Bitzer plays “Sheeping Tom” (yellow card) on
    a3 and b3" where it aims at spaces (critic 17 read "…: a3, b3" as cryptic), else "Shaun
    plays “Fox” (red card): Timmy, Red sheep"."""
    if TARGET_SHAPES.get(card_type(card).id, ()) and set(
            TARGET_SHAPES[card_type(card).id]) == {"cell"} and target:
        return table.about(seat, _("You play {card} on {cells}"),
                           _("{name} plays {card} on {cells}"), card=card_words,
                           cells=listed([cells.name(c) for c in target]))
    line = table.about(seat, _("You play {card}"), _("{name} plays {card}"), card=card_words)
    aim = target_words(table, card, target)
    return f"{line}: {aim}" if aim else line


TAIL = " — "  # between a played card's line and who let it stand ("— nobody answered")


def action_line(table: BoomBahTable, seat: int, action: Action) -> str:
    """The log line for a decision: "You move a sheep from c3 to d4"."""
    about = table.about
    if isinstance(action, Place):
        return about(seat, _("You place a sheep on {cell}"), _("{name} places a sheep on {cell}"),
                     cell=cells.name(action.cell))
    if isinstance(action, Move):
        return about(seat, _("You move a sheep from {start} to {end}"),
                     _("{name} moves a sheep from {start} to {end}"),
                     start=cells.name(action.frm), end=cells.name(action.to))
    if isinstance(action, Herd):
        return about(seat, _("You herd {sheep} into your barn"),
                     _("{name} herds {sheep} into their barn"), sheep=a_sheep(action.colour))
    if isinstance(action, Play):
        return play_words(table, seat, action.card, action.target, card_label(action.card))
    if isinstance(action, Discard):
        return about(seat, _("You discard {card}"), _("{name} discards {card}"),
                     card=card_label(action.card))
    if isinstance(action, Pass):
        return pass_line(table, seat, action)
    if isinstance(action, Sneak):
        return sneak_line(table, seat, action)
    if isinstance(action, EndTurn):
        return about(seat, _("You end your turn"), _("{name} ends the turn"))
    return f"{table.name(seat)} {action}"


def sneak_line(table: BoomBahTable, seat: int, action: Sneak) -> str:
    """After a Sheeping Tom, the spaces by name (critic 16: "moves onto the peeked tile"
    said nothing to a player who looked away): "Bitzer moves a sheep from d1 onto c2, the
    peeked tile" / "Bitzer leaves the peeked tile c2 face down"."""
    step, about = table.step_of(action), table.about
    events = {e.kind: e.public for e in step.events} if step is not None else {}
    moved = events.get("sheep_moved")
    if action.move_in and moved and isinstance(moved.get("source"), int):
        return about(seat, _("You move a sheep from {start} onto {end}, the peeked tile"),
                     _("{name} moves a sheep from {start} onto {end}, the peeked tile"),
                     start=cells.name(moved["source"]), end=cells.name(moved["to"]))
    if action.move_in:
        return about(seat, _("You move onto the peeked tile"),
                     _("{name} moves onto the peeked tile"))
    left = events.get("peek_left")
    if left:
        return about(seat, _("You leave the peeked tile {cell} face down"),
                     _("{name} leaves the peeked tile {cell} face down"),
                     cell=cells.name(left["cell"]))
    return about(seat, _("You leave the peeked tile face down"),
                 _("{name} leaves the peeked tile face down"))


def pass_line(table: BoomBahTable, seat: int, action: Pass) -> str:
    """What a pass let happen, by the question it answered (a card, a mine, a bump)."""
    step = table.step_of(action)
    asked = next((e.public["about"] for e in step.events if e.kind == "reaction_passed"),
                 "") if step is not None else ""
    forms = {
        "answer": (_("You let the card stand"), _("{name} lets the card stand")),
        "mine": (_("You let the mine go off"), _("{name} lets the mine go off")),
        "wolf": (_("You let the bump go ahead"), _("{name} lets the bump go ahead")),
    }
    yours, theirs = forms.get(asked, (_("You pass"), _("{name} passes")))
    return table.about(seat, yours, theirs)


def question_lines(table: BoomBahTable) -> list[str]:
    """What the open question is about, for the prompt over the board."""
    pending = table.shown.get("pending") or []
    if table.animating or not pending or table.shown["phase"] != "play":
        return []
    top = pending[-1]
    asked = top.get("asked") if top["kind"] != "tom" else top.get("seat")
    kind = top["kind"]
    if kind == "answer":
        head = play_words(table, top["seat"], top["card"], tuple(top.get("target") or ()),
                          card_title(top["card"]))
    elif kind == "mine":
        head = table.about(top["seat"], _("A land mine under your sheep at {cell}!"),
                           _("A land mine under {name}'s sheep at {cell}!"),
                           cell=cells.name(top["cell"]))
    elif kind == "wolf":
        head = table.about(table.shown["turn"], _("Your sheep is about to bump {cell}"),
                           _("{name}'s sheep is about to bump {cell}"), cell=cells.name(top["to"]))
    else:
        head = table.about(top["seat"], _("You peeked at {cell}"), _("{name} peeked at {cell}"),
                           cell=cells.name(top["cell"]))
    if asked is None:
        return [head]
    if asked != table.viewer:
        return [head, _("Waiting for {name}…").format(name=table.name(asked))]
    if kind == "tom":
        seen = (table.shown.get("peeked") or {}).get(str(top["cell"]), "?")
        return [head, _("It is {what}. Sneak in ({key_sneak}) or stay ({key_decline})?").format(
            what=tile_words(table, seen), **letters())]
    if any(isinstance(a, Play) for a in table.legal()):
        return [head, _("Answer with {cards}, or Pass ({key_decline}).").format(
            cards=answer_cards(kind), **letters())]
    if answered_for(table.match, asked):  # your own choice answers for you in a moment
        return [head, _("Nothing to answer with: the table passes for you.")]
    return [head, _("Nothing to answer with.")]


def handoff_reason(table: BoomBahTable, seat: int) -> str | None:
    """Why the screen goes to `seat` when a question asks them out of turn ("Bo, Ann played
    Golden Fleece: you may answer"); None for their own turn. Only public words: the
    screen is still in the previous person's hands."""
    public = table.match.view(None)
    top = public["pending"][-1] if public["pending"] else None
    if top is None or top.get("asked") != seat:
        return None
    name = table.name(seat)
    if top["kind"] == "answer":
        return _("{name}, {player} played {card}: you may answer").format(
            name=name, player=table.name(top["seat"]), card=card_title(top["card"]))
    if top["kind"] == "mine":
        return _("{name}, a land mine lies under your sheep at {cell}: you may answer").format(
            name=name, cell=cells.name(top["cell"]))
    if top["kind"] == "wolf":
        return _("{name}, {player}'s sheep is about to bump {cell}: you may answer").format(
            name=name, player=table.name(public["turn"]), cell=cells.name(top["to"]))
    return None


def prompt(table: BoomBahTable) -> str:
    match, picker = table.match, table.picker
    if table.replay:
        return _("Replay: Right/Left step through the moves, Esc closes")
    if match.is_over:
        return _("The game is over")
    seat = match.to_move
    if seat is None:
        return ""
    if table.animating and not match.steps:
        return _("Dealing the field…")
    if seat == table.viewer and answered_for(match, seat):
        return _("Nothing to answer with: the table passes for you.")
    if seat != table.viewer:
        return busy_line(table, seat) or table.about(seat, _("Your turn"), _("{name} decides"))
    legal = match.legal_actions()  # yours to decide: said already while pieces still move
    if picker.card is not None:
        slot = picker.slot()
        name = card_title(picker.card)
        if slot == "cell":
            hints = cell_hints(card_type(picker.card).id)
            k = sum(1 for s in picker_shape(table)[:len(picker.chosen)] if s == "cell")
            return _("{card}: click {what} (Esc cancels)").format(card=name, what=hints[k])
        if slot:
            return _("{card}: choose {what} (Esc cancels)").format(
                card=name, what=slot_hint(slot))
        if Play(picker.card) in legal:
            return _("Play {card} (Enter), or discard it ({key_discard})").format(card=name,
                                                                              **letters())
        return _("{card} is picked: discard it ({key_discard}) or Esc").format(card=name,
                                                                           **letters())
    if any(isinstance(a, Place) for a in legal):
        return _("Setup: click a highlighted start space to place a sheep (Tab, Enter)")
    if Pass() in legal or Sneak(False) in legal:
        return _("Answer the question beside the board")
    if picker.sheep is not None:
        return _("Click a highlighted space to move there (Esc cancels)")
    left = table.view["actions_left"]  # the decision to come, though pieces still move
    if left:
        return ngettext("Your turn, {n} action: click a sheep then a space, or a card",
                        "Your turn, {n} actions: click a sheep then a space, or a card",
                        left).format(n=left)
    return _("No actions left: play or discard cards, then End turn ({key_end})").format(
        **letters())


def picker_shape(table: BoomBahTable) -> tuple[str, ...]:
    card = table.picker.card
    return TARGET_SHAPES.get(card_type(card).id, ()) if card else ()


def tile_words(table: BoomBahTable, kind: str) -> str:
    if kind.startswith("barn:"):
        return table.about(int(kind[5:]), _("your barn"), _("{name}'s barn"))
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


def points_line(table: BoomBahTable, e: dict[str, Any]) -> str:
    """"Shaun scores 3 points for turning over a barn": the points and where they come
    from, as the score badge's breakdown counts them (a critic could not tell where a
    seat's ★ came from)."""
    n, why, about = e["points"], str(e.get("why", "")), table.about
    if why == "safe":
        return about(e["seat"], ngettext("You score {n} point for the safe field",
                                         "You score {n} points for the safe field", n),
                     ngettext("{name} scores {n} point for the safe field",
                              "{name} scores {n} points for the safe field", n), n=n)
    if why.startswith("barn"):
        return about(e["seat"], ngettext("You score {n} point for turning over a barn",
                                         "You score {n} points for turning over a barn", n),
                     ngettext("{name} scores {n} point for turning over a barn",
                              "{name} scores {n} points for turning over a barn", n), n=n)
    if why == "defused":
        return about(e["seat"], ngettext("You score {n} point for clearing the mine",
                                         "You score {n} points for clearing the mine", n),
                     ngettext("{name} scores {n} point for clearing the mine",
                              "{name} scores {n} points for clearing the mine", n), n=n)
    return about(e["seat"], ngettext("You score {n} point", "You score {n} points", n),
                 ngettext("{name} scores {n} point", "{name} scores {n} points", n), n=n)


def cancel_line(table: BoomBahTable, e: dict[str, Any]) -> str:
    """"Timmy cancels Rosie's “Hero of the Herd” (blue card)": who cancelled whose card
    (critic 19: "Timmy cancels “Hero of the Herd”" did not say whose it was, and its colour
    is not its player's)."""
    by, owner, card = e["by"], e.get("seat"), card_label(e["card"])
    if owner is None or owner == by:
        return table.about(by, _("You cancel {card}"), _("{name} cancels {card}"), card=card)
    if owner == table.you:
        return _("{name} cancels your {card}").format(name=table.name(by), card=card)
    return table.about(by, _("You cancel {owner}'s {card}"), _("{name} cancels {owner}'s {card}"),
                       owner=table.name(owner), card=card)


def describe_event(table: BoomBahTable, e: dict[str, Any]) -> str | None:
    """A log line for the events worth telling (the action line says the rest)."""
    kind, about = e["kind"], table.about
    if kind == "tile_flipped":
        return _("{cell} turns over: {what}").format(cell=cells.name(e["cell"]),
                                                      what=tile_words(table, e["tile"]))
    if kind == "points":
        return points_line(table, e)
    if kind == "bump_chain":
        n = len(e["pushes"])
        moves = ", ".join(f"{cells.name(a)} → {cells.name(b)}" for a, b in e["pushes"])
        return ngettext("Bump! {n} sheep pushed: {moves}", "Bump! {n} sheep pushed: {moves}",
                        n).format(n=n, moves=moves)
    if kind == "mine_exploded":
        return about(e["seat"], _("BOOM! Your sheep at {cell} goes to the graveyard"),
                     _("BOOM! {name}'s sheep at {cell} goes to the graveyard"),
                     cell=cells.name(e["cell"]))
    if kind == "mine_defused":
        return about(e["seat"], _("You defuse the mine at {cell}"),
                     _("{name} defuses the mine at {cell}"), cell=cells.name(e["cell"]))
    if kind == "sheep_to_barn" and isinstance(e["source"], int):
        return about(e["seat"], _("{sheep} reaches your barn from {cell}"),
                     _("{sheep} reaches {name}'s barn from {cell}"),
                     sheep=capitalised(a_sheep(e["colour"])), cell=cells.name(e["source"]))
    if kind == "wolf":
        return about(table.shown.get("turn", e["seat"]),
                     _("Wolf! Your bumping sheep goes to the graveyard"),
                     _("Wolf! {name}'s bumping sheep goes to the graveyard"))
    if kind == "card_fizzled":
        if card_type(e["card"]).id == "thank_ewe":
            return about(e["target"][0], _("{card} does nothing: you have no cards left"),
                         _("{card} does nothing: {name} has no cards left"),
                         card=card_label(e["card"]))
        return _("{card} does nothing: its target is gone").format(card=card_label(e["card"]))
    if kind == "card_cancelled":  # who cancelled it (critic 17: "… is cancelled" said nobody)
        if e.get("by") is None:  # a game saved before the event said
            return _("{card} is cancelled").format(card=card_label(e["card"]))
        return cancel_line(table, e)
    if kind == "dice_rolled":
        rolls = ", ".join(f"{a}-{b}" for a, b in e["rolls"])
        return about(e["winner"], _("Sheep Battle {rolls}: you win"),
                     _("Sheep Battle {rolls}: {name} wins"), rolls=rolls)
    if kind == "peek" and "tile" in e:
        return about(e["seat"], _("You peek at {cell}: {what}"),
                     _("{name} peeks at {cell}: {what}"), cell=cells.name(e["cell"]),
                     what=tile_words(table, e["tile"]))
    if kind == "card_taken" and "card" in e:
        return _("{card} changes hands").format(card=card_label(e["card"]))
    if kind == "end_triggered":
        return _("Last round: a player has no sheep left on the board")
    if kind == "game_over":
        return _("Game over: {winners}").format(
            winners=winners_of(e["winners"], table.name, table.you))
    return None


def capitalised(words: str) -> str:
    return words[:1].upper() + words[1:]


def card_gist(card_id: str) -> str:
    """What a card does in a few words, for its face at hand size (the zoom shows the whole
    text). Out-of-turn cards say when first."""
    return {
        "aba_ca_da_ba": _("A rival's barnyard sheep into your barn."),
        "am_bah_lance": _("Mine under your sheep: carry it to a start space."),
        "bah_k_to_life": _("Back from your graveyard to a start space."),
        "barn_burner": _("A rival's barn sheep into your barnyard."),
        "dog": _("Your sheep off the field into your barnyard."),
        "eiei_no": _("Out of turn: cancel the card just played."),
        "ewe_turn": _("A rival's field sheep back to a start space."),
        "fox": _("A rival's barnyard sheep into your barnyard."),
        "golden_fleece": _("One extra action this turn."),
        "hero_of_the_herd": _("Mine under your sheep: defuse it, +2 points."),
        "out_of_shear_luck": _("Your sheep off the field into your barn."),
        "sheeping_tom": _("Peek under a tile next to your sheep."),
        "shepherds_hook": _("Barnyard to barn, without an action."),
        "sheep_battle": _("Roll a die against a rival for a sheep."),
        "sheep_copter": _("Fly your sheep to any free space."),
        "thank_ewe": _("Take a random card from a rival."),
        "tornado": _("A rival's barn sheep into your barn."),
        "wild_wool": _("Lay it down: each sheep in your barn scores 3."),
        "wolf": _("Out of turn: the sheep bumping yours is lost."),
        "your_barn_doors_open": _("Let a sheep out of a rival's barn into their barnyard."),
    }[card_id]


def cell_tip(table: BoomBahTable, cell: int) -> str | None:
    """What a board cell's tile is and does, and whose sheep stands on it (the pointer's
    tooltip); only what the person at the screen may know. None while a tile turns."""
    shown = table.shown
    kind, here = shown["tiles"][cell], cells.name(cell)
    owner = barn_owner(kind)
    if owner is not None:
        tile = table.about(owner, _("{cell}: your barn. A sheep that steps in goes into your "
                                    "barn, whoever it belongs to."),
                           _("{cell}: {name}'s barn. A sheep that steps in goes into {name}'s "
                             "barn, whoever it belongs to."), cell=here)
    elif kind == "down":
        tile = _("{cell}: a face-down tile: a safe field, a land mine or a barn. A sheep that "
                 "steps on turns it over.").format(cell=here)
        seen = (shown.get("peeked") or {}).get(str(cell))
        if seen is not None:
            tile += " " + _("You peeked at it: {tile}.").format(tile=tile_words(table, seen))
        for seat, peeks in enumerate(shown.get("peeks") or []):  # the eye on the tile
            if seat != table.you and cell in peeks:
                tile += " " + _("{name} peeked at it (the eye) and knows what lies "
                                "under it.").format(name=table.name(seat))
    else:
        said = {
            "start": _("{cell}: a start space. Sheep start here and come back here; no sheep "
                       "steps onto one."),
            "safe": _("{cell}: a safe field, turned over. Stepping on scores nothing now."),
            "mine": _("{cell}: a land mine!"),
            "cone": _("{cell}: a traffic cone, a mine made safe. Safe to cross."),
            "cross": _("{cell}: a crater, a mine that went off. Safe to cross."),
        }.get(kind)
        if said is None:
            return None
        tile = said.format(cell=here)
    seat = shown["sheep"][cell]
    if seat is None:
        return tile
    return tile + " " + table.about(seat, _("Your sheep stands here."),
                                    _("{name}'s sheep stands here."))



def passed_about(table: BoomBahTable, n: int) -> str | None:
    """What the pass of step `n` let happen ("answer", "mine", "wolf"), or None if step `n`
    is no pass."""
    if not 0 <= n < len(table.match.steps) or not isinstance(table.match.steps[n].action, Pass):
        return None
    return next((e.public["about"] for e in table.match.steps[n].events
                 if e.kind == "reaction_passed"), "")


def passes_line(table: BoomBahTable, seats: list[int], about: str) -> str:
    """One line for everyone who let the same thing happen, one after another: "Shaun, Timmy
    and Bitzer let the card stand" ("You, Shaun and Timmy ..." when you are among them)."""
    others = [table.name(s) for s in seats if s != table.you]
    if table.you in seats:
        names = listed([_("You"), *others])
        forms = {"answer": _("{you_and_names} let the card stand"),
                 "mine": _("{you_and_names} let the mine go off"),
                 "wolf": _("{you_and_names} let the bump go ahead")}
        return forms.get(about, _("{you_and_names} pass")).format(you_and_names=names)
    forms = {"answer": _("{names} let the card stand"), "mine": _("{names} let the mine go off"),
             "wolf": _("{names} let the bump go ahead")}
    return forms.get(about, _("{names} pass")).format(names=listed(others))


def stood_tail(table: BoomBahTable, card_seat: int, seats: list[int]) -> str:
    """The end of a played card's line once players let it stand: "Timmy and Bitzer let it
    stand", or "nobody answered" when every rival did."""
    if set(seats) >= {s for s in range(table.board.players) if s != card_seat}:
        return _("nobody answered")
    others = [table.name(s) for s in seats if s != table.you]
    if table.you in seats:
        return _("{you_and_names} let it stand").format(you_and_names=listed([_("You"), *others]))
    return ngettext("{names} lets it stand", "{names} let it stand",
                    len(others)).format(names=listed(others))


def merged_into_card(table: BoomBahTable, last: LogLine, new: LogLine,
                     first: int) -> LogLine | None:
    """Passes that follow a played card's own line directly fold into it ("Shaun plays
    Tornado (teal): Timmy, red sheep — nobody answered"), so a card nobody answered takes
    one line; None when the line above is not that card's."""
    card = first - 1
    if card < 0 or last.step < card or not isinstance(table.match.steps[card].action, Play):
        return None
    steps = table.match.steps
    head = action_line(table, steps[card].seat, steps[card].action)
    before = [steps[n].seat for n in range(first, last.step + 1)]
    if last.text != (f"{head}{TAIL}{stood_tail(table, steps[card].seat, before)}"
                     if before else head):
        return None
    tail = stood_tail(table, steps[card].seat, [*before, steps[new.step].seat])
    return LogLine(f"{head}{TAIL}{tail}", new.step, last.icon)


def merged_boom(table: BoomBahTable, last: LogLine, new: LogLine) -> LogLine | None:
    """A mine nobody defused is said once, in its BOOM line: "BOOM! Timmy's sheep at c2
    goes to the graveyard (nobody defused it)" (critics 21: "Timmy lets the mine go off"
    over it told the same non-action again); None unless `new` is that BOOM and the line
    above the pass that let it go off."""
    if new.step != last.step or passed_about(table, new.step) != "mine":
        return None
    step = table.match.steps[new.step]
    if last.text != action_line(table, step.seat, step.action):
        return None
    if not any(e.kind == "mine_exploded" and table.describe(e.for_seat(None)) == new.text
               for e in step.events):
        return None
    return LogLine(_("{boom} (nobody defused it)").format(boom=new.text), new.step, new.icon)


def merged_passes(table: BoomBahTable, last: LogLine, new: LogLine) -> LogLine | None:
    """The log's fold: a pass straight after passes of the same question joins their line
    (six "X lets the card stand" lines in a row became one), and passes of a card right
    under its line join that line; else None."""
    boom = merged_boom(table, last, new)
    if boom is not None:
        return boom
    about = passed_about(table, new.step)
    if about is None or new.text != action_line(table, table.match.steps[new.step].seat,
                                                 table.match.steps[new.step].action):
        return None
    if last.step < new.step:
        start = new.step
        while passed_about(table, start - 1) == about:
            start -= 1
        if about == "answer" and last.step >= start - 1:
            joined = merged_into_card(table, last, new, start)
            if joined is not None:
                return joined
    first = last.step
    if passed_about(table, first) != about or first >= new.step:
        return None
    while passed_about(table, first - 1) == about:
        first -= 1
    seats = [table.match.steps[n].seat for n in range(first, last.step + 1)]
    if last.text == action_line(table, seats[-1], table.match.steps[last.step].action):
        seats = seats[-1:]  # the line above is that one pass alone
    elif len(seats) < 2 or last.text != passes_line(table, seats, about):
        return None
    seats.append(table.match.steps[new.step].seat)
    return LogLine(passes_line(table, seats, about), new.step, new.icon)
