"""The Sheep Sheep table's words: colours, cells and cards in the player's language, the
instruction line, the refill dock, refusals, and the log lines with their icons.

Kept apart from the painting so draw.py stays about pixels; everything here reads
`table.shown`, the table's half-made choice and the match, and returns text. The rules'
own sentences are English only, so the table words its refusals itself.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING, Any

from game.i18n import _, ngettext, pgettext
from game.rules.base import Action
from game.rules.sheep_sheep import COLOURS, EndTurn, Exchange, Refill
from game.rules.sheep_sheep.limits import DRY_TURNS_TO_REDEAL, END_REASONS, STUCK_TURNS
from game.tables.keys import keyed, letters
from game.view import score_badge
from game.view.log import Icon
from game.view.phrases import listed, winners_of
from game.view.prompts import waiting_line

if TYPE_CHECKING:
    from game.tables.sheep_sheep.table import SheepSheepTable


def colour(name: str) -> str:
    """A sheep colour as a word on its own ("red"); built per call so `_` follows a language
    switch. The rules' "green" is drawn teal (#35b48a) and is called so, as at Sheep-Boom-Bah
    (critics 19 read "3 green sheep" under a teal sheep)."""
    return {"red": _("red"), "orange": _("orange"), "yellow": _("yellow"), "green": _("teal"),
            "blue": _("blue"), "purple": _("purple")}.get(name, name)


def colour_noun(name: str) -> str:
    """A colour named on its own, as a noun ("red becomes green"; German capitalises it:
    "Rot wird zu Grün"), where `colour` is the adjective ("this sheep is red")."""
    return {"red": pgettext("colour noun", "red"), "orange": pgettext("colour noun", "orange"),
            "yellow": pgettext("colour noun", "yellow"),
            "green": pgettext("colour noun", "teal"), "blue": pgettext("colour noun", "blue"),
            "purple": pgettext("colour noun", "purple")}.get(name, name)


def sheep(name: str, n: int) -> str:
    """"3 red sheep" (a whole message per colour, so a language can decline it)."""
    forms = {
        "red": ngettext("{n} red sheep", "{n} red sheep", n),
        "orange": ngettext("{n} orange sheep", "{n} orange sheep", n),
        "yellow": ngettext("{n} yellow sheep", "{n} yellow sheep", n),
        "green": ngettext("{n} teal sheep", "{n} teal sheep", n),
        "blue": ngettext("{n} blue sheep", "{n} blue sheep", n),
        "purple": ngettext("{n} purple sheep", "{n} purple sheep", n),
    }
    return forms[name].format(n=n)


def card(pair: Any) -> str:
    """A two-sided card by its colours, as the table shows them ("red/blue")."""
    return f"{colour(pair[0])}/{colour(pair[1])}"


def cell(number: int) -> str:
    """Where a cell lies in the grid ("top left")."""
    return (_("top left"), _("top middle"), _("top right"), _("middle left"), _("centre"),
            _("middle right"), _("bottom left"), _("bottom middle"), _("bottom right"))[number]


def end_reason(sentence: str | None) -> str:
    """Why the game ended, in the player's language (the rules say it in English)."""
    key = next((k for k, v in END_REASONS.items() if v == sentence), None)
    return {"pile": _("the draw pile cannot refill the grid"),
            "dry": _("the pile is empty and two turns in a row collected nothing"),
            "stuck": _("too many turns in a row collected nothing")}.get(key or "", "")


# -- the instruction line and the dock ----------------------------------------------------
NBSP = "\u00a0"
NAMED_KEYS = ("Enter", "Esc")  # keys named by their own word, not by a `{key_...}` letter


def bound_keys(text: str) -> str:
    """`text` with each key kept with its words when it is wrapped: a no-break space after
    a key standing as a word ("F\u00a0turns it over", "Esc:\u00a0zurück") and before a key
    in brackets ("End turn\u00a0(E)"); the German line broke between "U" and "dreht",
    leaving the key alone at a row's end (critics 25)."""
    keys = sorted({*letters().values(), *NAMED_KEYS}, key=len, reverse=True)
    alt = "|".join(re.escape(k) for k in keys)
    text = re.sub(rf"(?<![\w])({alt})(:?)[^\S\u00a0]+(?=[^\s(])", rf"\1\2{NBSP}", text)
    return re.sub(rf"[^\S\u00a0]+(\((?:{alt})\))", rf"{NBSP}\1", text)


def prompt(table: SheepSheepTable) -> str:
    """The instruction line. The refill's question drops its last clause where a warning
    follows it (`dock_lines`: German ran to four rows and shrank under 16 px)."""
    waiting = waiting_line(table)
    if waiting is not None:
        return waiting
    shown = table.shown
    if shown["phase"] == "refill":
        if table.refill_cell is None:
            return _("Refill the grid: click an empty cell for the drawn card (or drag it "
                     "there); {key_flip} turns it over.").format(**letters())
        if table.gift() and table.viewer is not None:  # the warning follows
            return _("Place it in the {cell} cell, {colour} up? Enter places it; {key_flip} "
                     "turns it over.").format(cell=cell(table.refill_cell), **letters(),
                                     colour=colour_noun(table.refill_up()))
        return _("Place it in the {cell} cell, {colour} up? Enter or a second click places "
                 "it; {key_flip} turns it over.").format(
            cell=cell(table.refill_cell), colour=colour_noun(table.refill_up()), **letters())
    picked = table.picked_face()
    if picked is not None:
        return _("Drop your {card} card on a glowing sheep: it covers that colour and shows "
                 "its other side (Esc puts it back).").format(card=card(picked))
    gain = collect_words(table)
    if gain:
        return _("End turn ({key_end}): collect {gain}. Or exchange more, as often as you "
                 "like.").format(gain=gain, **letters())
    return _("Your turn: drag a card onto a sheep of either of its colours (or click card, "
             "then sheep). End turn ({key_end}): nothing to collect yet.").format(**letters())


def gain_points(table: SheepSheepTable) -> int:
    """The points ending the turn now scores for you (your Lucky Sheep's colour twice)."""
    cells = table.grouped_cells()
    grid, seat = table.shown["grid"], table.viewer
    lucky = table.shown["lucky"][seat] if seat is not None else None
    return sum(2 if grid[c]["up"] == lucky else 1 for c in cells)


def collect_words(table: SheepSheepTable) -> str:
    """What ending the turn now collects and scores, live: "3 purple sheep → +3" (the
    rules' own groups: `table.grouped_cells`); with your known Lucky Sheep's colour among
    them, its extra points too ("→ +6 with your Lucky Sheep"); "" for nothing."""
    cells = table.grouped_cells()
    if not cells:
        return ""
    grid, seat = table.shown["grid"], table.viewer
    faces = [(grid[c]["up"],) for c in cells]
    lucky = table.shown["lucky"][seat] if seat is not None else None
    extra = sum(1 for f in faces if f[0] == lucky)
    sheep_words = collected_words(faces)
    if extra:
        return _("{sheep} → +{points} with your Lucky Sheep").format(
            sheep=sheep_words, points=len(faces) + extra)
    return _("{sheep} → +{points}").format(sheep=sheep_words, points=len(faces))


def sentences(parts: list[str]) -> str:
    """The instruction line's sentences joined as sentences: a space after each one's full
    stop (". · " stood between them, critics 20)."""
    done = [p.strip() for p in parts if p.strip()]
    return " ".join(p if p[-1] in ".!?:)" else p + "." for p in done)


def dock_lines(table: SheepSheepTable) -> list[str]:
    """What the refill asks (its heading first): the cells left and a warning; the
    instruction line says all but the heading after its own, which says where the drawn
    card would go and which side up (the card itself shows beside the pile)."""
    shown = table.shown
    if not table.my_turn or shown["phase"] != "refill" or not shown["drawn"]:
        return []
    empty = sum(1 for f in shown["grid"] if f is None)
    gift = table.gift()
    if gift and table.viewer is not None:  # the warning in the count's place: the dashed
        # cells show how many are left, and the box holds two rows (critics 23 saw three)
        return [_("Refill the grid"),
                _("Careful: that leaves {name} a group of {n} to collect.").format(
                    name=table.name(1 - table.viewer), n=gift)]
    return [_("Refill the grid"),
            ngettext("{n} empty cell left to fill.", "{n} empty cells left to fill.",
                     empty).format(n=empty)]


def end_turn_note(table: SheepSheepTable, refill: bool) -> str | None:
    """The End turn button's tooltip: what ending now collects, or when it can be used."""
    if refill:
        return _("Place the drawn card first: your turn ends when the grid is full.")
    if EndTurn() not in table.legal():
        return _("On your turn, after your exchanges")
    gain = collect_words(table)
    if gain:
        return _("Ends your turn and collects {gain}").format(gain=gain)
    return _("Ends your turn: nothing to collect yet (no 3 sheep of one colour side by side)")


# -- refusals -----------------------------------------------------------------------------
def cannot_cover(face: Any, showing: str) -> str:
    """Why a card may not go on a cell: it covers only a sheep of one of its own colours."""
    return _("Your {card} card can only cover {first} or {second}; this sheep is "
             "{colour}.").format(card=card(face), first=colour(face[0]),
                                 second=colour(face[1]), colour=colour(showing))


def nowhere(face: Any) -> str:
    return _("No sheep in the grid is {first} or {second}: your {card} card cannot go anywhere "
             "now.").format(first=colour(face[0]), second=colour(face[1]), card=card(face))


def pick_first() -> str:
    return _("First pick one of your cards (click it, or press 1-4), then a glowing sheep.")


def rival_cards(table: SheepSheepTable, seat: int) -> str:
    return _("Those are {name}'s cards; yours are in the panel at the bottom.").format(
        name=table.name(seat))


def cell_full() -> str:
    return _("That cell is full: the drawn card goes into an empty, glowing cell.")


def place_first() -> str:
    return _("First place the drawn card in an empty cell; your turn ends when the grid is "
             "full.")


def side_is_chosen() -> str:
    return _("An exchange turns your card for you: the side matching the sheep it covers "
             "goes underneath.")


# -- the log ------------------------------------------------------------------------------
def action_line(table: SheepSheepTable, seat: int, action: Action) -> str:
    about = table.about
    if isinstance(action, Exchange):
        return about(seat, _("You exchange at {cell}: {old} becomes {new}"),
                     _("{name} exchanges at {cell}: {old} becomes {new}"),
                     cell=cell(action.cell), old=colour_noun(action.down),
                     new=colour_noun(action.showing))
    if isinstance(action, Refill):
        return about(seat, _("You place a card at {cell}, {colour} up"),
                     _("{name} places a card at {cell}, {colour} up"),
                     cell=cell(action.cell), colour=colour_noun(action.showing))
    if isinstance(action, EndTurn):
        return about(seat, _("You end your turn"), _("{name} ends the turn"))
    return f"{table.name(seat)} {action}"


def collected_words(faces: list[Any]) -> str:
    """"3 red sheep and 4 blue sheep", in the colours' order."""
    counts = Counter(f[0] for f in faces)
    return listed([sheep(c, counts[c]) for c in COLOURS if counts[c]])


def describe_event(table: SheepSheepTable, e: dict[str, Any]) -> str | None:
    """A log line for the events worth telling (the action line says the rest; a drawn card
    is told where its refill places it, and shows on the grid, so a refill is one line)."""
    kind, about = e["kind"], table.about
    if kind == "collected":
        return about(e["seat"], _("You collect {sheep}"), _("{name} collects {sheep}"),
                     sheep=collected_words(e["cards"]))
    if kind == "nothing_collected":
        return _("No group of three: nothing collected")
    if kind == "grid_redealt":
        return _("The grid is blocked: its nine cards are shuffled and dealt again")
    if kind == "game_over":
        return _("Game over: {winners}").format(
            winners=winners_of(e["winners"], table.name, table.you))
    return None


def action_icon(action: Action) -> Icon | None:
    """The sheep an exchange or a refill shows."""
    if isinstance(action, Exchange | Refill):
        return Icon(f"ss_sheep_{action.showing}")
    return None


def event_icon(e: dict[str, Any]) -> Icon | None:
    if e["kind"] == "collected" and e["cards"]:
        return Icon(f"ss_sheep_{e['cards'][0][0]}")
    if e["kind"] in ("grid_redealt", "nothing_collected"):
        return Icon("ss_card")
    return None


# -- the panels -------------------------------------------------------------------------
def group_note() -> str:
    """What the pointer over a gold-edged sheep of the grid learns (critic 12 found the gold
    edges unexplained)."""
    return _("Gold edge: 3 or more sheep of one colour side by side. They are collected when "
             "the turn ends.")


def other_side_note(face: Any, where: str) -> str:
    """What the pointer over a card's band learns: the small sheep there is the card's other
    side. `where`: "hand" (your card), "grid", "drawn" or "rival" (a rival's card)."""
    line = _("The other side of this card is {colour}: turning the card over shows this "
             "sheep.").format(colour=colour(face[1]))
    more = {"hand": _("Put it on a sheep of either of its colours: that cell then shows its "
                      "other colour."),
            "grid": _("Taken in an exchange, it joins your cards and may be played either "
                      "side up."),
            "drawn": keyed(_("{key_flip} turns it over before you place it."))
            }.get(where)
    return f"{line} {more}" if more else line


def lucky_note(table: SheepSheepTable, seat: int) -> str:
    """What the pointer over a Lucky Sheep and its pile learns."""
    shown = table.shown
    kept = len(shown["collected"][seat])
    lucky = shown["lucky"][seat]
    pile = ngettext("{n} card collected", "{n} cards collected", kept).format(n=kept)
    if lucky is None:
        return table.about(seat, _("Your Lucky Sheep is secret until the end. {pile}."),
                           _("{name}'s Lucky Sheep is secret until the end. {pile}."), pile=pile)
    return table.about(seat, _("Your Lucky Sheep is {colour}: each {colour} card collected "
                               "scores 1 extra point. {pile}."),
                       _("{name}'s Lucky Sheep is {colour}: each {colour} card collected "
                         "scores 1 extra point. {pile}."), colour=colour_noun(lucky), pile=pile)


def lucky_line(table: SheepSheepTable, seat: int) -> str:
    """The short rule beside a Lucky Sheep, always in sight, in the results' words (a
    collected sheep scores 1 point; one of the lucky colour scores "1 extra point"): the
    colour known, or secret and counted at the end (a critic found "2 points each, at the
    end (the + on the score)" hard to follow; the "?" on the secret card and on the badge
    now link the two without words); the secret one short, on two rows beside the rival's
    card (critic 12: five narrow rows)."""
    lucky = table.shown["lucky"][seat]
    if lucky is None:
        return _("Secret colour: +1 per sheep at the end")  # two rows beside the card
    name = colour_noun(lucky)
    return _("{colour}: 1 extra point per sheep").format(colour=name[:1].upper() + name[1:])


def lucky_live(table: SheepSheepTable, seat: int) -> list[str]:
    """Your known lucky colour, live: how many of it you have collected and the extra points
    they make (in your score already), longest form first ("Blue: 3 collected → +3
    points", "Blue: 3 collected → +3"); [] while the colour is secret."""
    shown = table.shown
    lucky = shown["lucky"][seat]
    if lucky is None:
        return []
    if shown.get("tally") is not None:
        n = shown["tally"][seat].get(lucky, 0)
    else:
        n = sum(1 for face in shown["collected"][seat] if face[0] == lucky)
    name = colour_noun(lucky)
    name = name[:1].upper() + name[1:]
    return [ngettext("{colour}: {n} collected → +{n} point", "{colour}: {n} collected → +{n} "
                     "points", n).format(colour=name, n=n),
            _("{colour}: {n} collected → +{n}").format(colour=name, n=n)]


def open_hand_tag() -> str:
    """The tag over the rival's hand."""
    return _("Open hand: everyone sees it")


def open_hand(table: SheepSheepTable, seat: int) -> str:
    """The note over the rival's hand: face up by the rules, not a peek."""
    return table.about(seat, _("Both hands lie open by the rules: your rival sees your cards "
                               "as you see theirs."),
                       _("Both hands lie open by the rules: you see {name}'s cards and "
                         "{name} sees yours."))


def score_parts(shown: dict[str, Any], seat: int) -> tuple[int, int | None]:
    """A seat's cards collected, and how many of them show its Lucky Sheep's colour (None
    while that is secret), the end's count included (it moves the cards to the tally)."""
    kept = shown["collected"][seat]
    counted = (shown.get("tally") or [{}, {}])[seat]
    cards = len(kept) + sum(counted.values())
    lucky = shown["lucky"][seat]
    if lucky is None:
        return cards, None
    return cards, sum(1 for f in kept if f[0] == lucky) + counted.get(lucky, 0)


SECRET = " + ?"  # after a score whose Lucky Sheep is secret: the "?" its card back shows


def badge(shown: dict[str, Any], seat: int) -> str:
    """The score badge: 1 a card and 1 more for each of the lucky colour; with the Lucky
    Sheep secret, the cards alone "+ ?", the "?" that the secret card shows (a critic
    found "★ 9+" opaque)."""
    cards, lucky = score_parts(shown, seat)
    if lucky is None:
        return score_badge.words(cards, mark=SECRET if cards else "")
    return score_badge.words(cards + lucky)


def score_note(table: SheepSheepTable, seat: int) -> str:
    """The score in words, for the pointer over the badge or the collected box."""
    cards, lucky = score_parts(table.shown, seat)
    collected = ngettext("{n} card collected", "{n} cards collected", cards).format(n=cards)
    if lucky is None:
        return table.about(
            seat, _("Your score: at least {points}. {cards}, 1 point each; each card of your "
                    "secret Lucky Sheep's colour scores 1 more at the end."),
            _("{name}'s score: at least {points}. {cards}, 1 point each; each card of their "
              "secret Lucky Sheep's colour scores 1 more at the end."),
            points=cards, cards=collected)
    colour_name = colour(table.shown["lucky"][seat])
    return table.about(
        seat, _("Your score: {points}. {cards}, 1 point each, and {lucky} more for the "
                "{colour} ones (your Lucky Sheep)."),
        _("{name}'s score: {points}. {cards}, 1 point each, and {lucky} more for the "
          "{colour} ones (their Lucky Sheep)."),
        points=cards + lucky, cards=collected, lucky=lucky, colour=colour_name)


def status(table: SheepSheepTable, seat: int) -> str:
    """Under a name: "Thinking…", or the exchanges made so far in the turn (no limit)."""
    shown, match = table.shown, table.match
    if match.is_over or shown["turn"] != seat:
        return ""
    yours = seat == table.you  # under "You" ("Du"): the second person, in German too
    if match.to_move == seat and match.thinking:
        word = table.busy_word(seat)
        if yours and word:  # never at a screen of yours today; said right should it come
            word = {_("thinking"): pgettext("your status", "thinking"),
                    _("choosing"): pgettext("your status", "choosing")}.get(word, word)
        return thinking(word)
    if shown["phase"] == "refill":
        return pgettext("your status", "refilling the grid") if yours \
            else _("refilling the grid")
    made = shown["exchanges"]
    if not made:  # yours says what you do now, as under your name at every table
        return pgettext("your status", "exchange as often as you like") if yours else ""
    return exchanges_made(made, short=table.board.pos(seat) != 0)  # a rival's row: short


def thinking(word: str) -> str:
    """"Thinking…" under the name: the table's busy word capitalised, one ellipsis (no
    counting dots: caught mid-count they read "thinking.."); "" for no word."""
    return word[:1].upper() + word[1:] + "…" if word else ""


def exchanges_made(n: int, short: bool = False) -> str:
    """The exchanges made this turn, and that any number is allowed (the rules set no limit:
    a count alone reads as a budget running out). `short`: the count alone, for a rival's
    cramped name row (it is your own count that tells you that you may go on)."""
    if short:
        return ngettext("{n} exchange so far", "{n} exchanges so far", n).format(n=n)
    return ngettext("{n} exchange so far, any number allowed",
                    "{n} exchanges so far, any number allowed", n).format(n=n)


def status_forms() -> list[str]:
    """Every form `status` takes at its longest under a rival's name (the room kept for it
    there)."""
    return [thinking(_("thinking")), thinking(_("choosing")), _("refilling the grid"),
            exchanges_made(99, short=True)]


def your_status_forms() -> list[str]:
    """Every form `status` takes under your own name ("You", German "Du"): each must read
    on from it in the second person ("Du füllst das Raster auf", not "füllt")."""
    return [thinking(pgettext("your status", "thinking")),
            thinking(pgettext("your status", "choosing")),
            pgettext("your status", "refilling the grid"),
            pgettext("your status", "exchange as often as you like"),
            exchanges_made(1), exchanges_made(99)]


def changed_note(table: SheepSheepTable, seat: int) -> str:
    """The pointer over a cell the turn before changed (its mark on the corner)."""
    return table.about(seat, _("Mark on the corner: changed in your last turn."),
                       _("Mark on the corner: changed in {name}'s last turn."))


def changed_key(table: SheepSheepTable, seat: int) -> str:
    """Beside the seat's mark in the legend over the grid: what the corner marks say."""
    return table.about(seat, _("= changed in your last turn"),
                       _("= changed in {name}'s last turn"))


def changed_key_plain() -> str:
    """The key beside the seat's mark when the seat's name is too long for it."""
    return _("= changed in the last turn")


def changed_legend() -> str:
    """The "?" pop-up: what the mark on a card's corner says."""
    return _("A round token with a player's initial in a card's corner, the card edged in "
             "white: that player changed the cell in the last turn (the key over the grid "
             "names them).")


def band_legend() -> str:
    """Beside a card's band drawn over the grid: what the strip under every sheep is."""
    return _("= what each card shows turned over")


def drawn_slot() -> str:
    """In the empty place of the drawn card: what comes there."""
    return _("Empty until the refill")


def turn_heading() -> str:
    return _("On your turn")  # the first heading of every table's "?" pop-up


def turn_steps() -> list[str]:
    """How a turn goes, in order, first in the "?" pop-up (its keys in the player's
    language, each kept with its words: `bound_keys`)."""
    return [bound_keys(step) for step in (
        _("Exchange your cards with sheep in the grid, as often as you like."),
        keyed(_("End your turn ({key_end}): every 3 or more sheep of one colour side by "
                "side are collected.")),
        keyed(_("Refill the empty cells (outlined in dashes): each gets the next card "
                "from the draw pile (the drawn card). Choose its cell; {key_flip} turns it "
                "over, so you choose the side that shows.")))]


def dry_heading() -> str:
    return _("Turns without a collection")


def dry_steps() -> list[str]:
    """In the "?" pop-up, apart from each other: the re-deal (the game goes on) and the
    count that ends the game (critics 20 read one beside the other as the same rule)."""
    return [_("Re-deal: after {n} turns in a row without a collection, the grid's cards are "
              "shuffled and dealt again. The game goes on.").format(n=DRY_TURNS_TO_REDEAL),
            _("Game over: after {n} turns in a row without a collection, even if the grid "
              "was re-dealt in between.").format(n=STUCK_TURNS)]


def end_heading() -> str:
    return _("The end")  # every table's "?" pop-up has it


def end_steps() -> list[str]:
    """When the game ends and who wins, in the "?" pop-up."""
    return [_("The game also ends when the draw pile cannot refill the grid, or when it is "
              "empty and two turns in a row collect nothing."),  # the turns without a
            # collection that end it are said once, under their heading (critics 23)
            _("Most points wins. A tie goes to more cards of your lucky colour, then to "
              "the most cards of one colour; if still tied, the win is shared.")]


def dry_note(shown: dict[str, Any]) -> str:
    """Under the pile: how close the grid is to a re-deal."""
    if shown["dry_turns"] % DRY_TURNS_TO_REDEAL == 0 or shown["phase"] == "over":
        return ""
    if not shown["pile"]:
        return _("Pile empty: one more turn without a collection ends the game.")
    return _("No collection last turn: one more such turn re-deals the grid.")


def drawn_name() -> str:
    """Under the drawn card's place, as the pile's name stands under the pile."""
    return _("Drawn card")
