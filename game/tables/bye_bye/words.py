"""The Bye-Bye Black Sheep table's words: the animals and special cards in the player's
language, each decision and event as a log line, the instruction line, the person at the
screen as "you".

The rules name cards in English; this module says them through `_` as whole phrases ("a
tiger", "the Wolf"), so each language can decline them in its own sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import _, ngettext
from game.rules.base import Action
from game.rules.bye_bye import (
    QUIET_ROUNDS,
    Ask,
    Choose,
    Dig,
    Draw,
    EndTurn,
    Pass,
    Place,
    Steal,
    Stop,
    is_set,
    triplets,
)
from game.rules.bye_bye.state import END_REASONS
from game.tables.keys import keyed, letters
from game.view.log import LogLine
from game.view.phrases import winners_of
from game.view.prompts import waiting_line

if TYPE_CHECKING:
    from game.tables.base import TableScene
    from game.tables.bye_bye.table import ByeByeTable


def label(card: str) -> str:
    """A card's name as a label: "Tiger", "Eagle", "Thieving Magpie"."""
    if is_set(card):
        return {
            "1": _("Penguin"), "2": _("Crocodile"), "3": _("Tiger"), "4": _("Elephant"),
            "5": _("Giraffe"), "6": _("Zebra"), "7": _("Lion"), "8": _("Panda"),
            "9": _("Kangaroo"), "10": _("Hippo"), "11": _("Flamingo"), "12": _("Monkey"),
            "13": _("Koala"), "14": _("Camel"), "15": _("Rhino"), "16": _("Polar bear"),
        }.get(card, card)
    return {
        "black_sheep": _("Black Sheep"), "eagle": _("Eagle"), "mole": _("Mole"),
        "magpie": _("Thieving Magpie"), "white_sheep": _("White Sheep"),
        "mother_sheep": _("Mother Sheep"), "wolf": _("Wolf"),
    }.get(card, card)


def a_card(card: str) -> str:
    """One card as the object of a sentence: "a tiger", "an Eagle", "the Wolf"."""
    if is_set(card):
        return {
            "1": _("a penguin"), "2": _("a crocodile"), "3": _("a tiger"),
            "4": _("an elephant"), "5": _("a giraffe"), "6": _("a zebra"), "7": _("a lion"),
            "8": _("a panda"), "9": _("a kangaroo"), "10": _("a hippo"),
            "11": _("a flamingo"), "12": _("a monkey"), "13": _("a koala"),
            "14": _("a camel"), "15": _("a rhino"), "16": _("a polar bear"),
        }.get(card, card)
    return {
        "black_sheep": _("a Black Sheep"), "eagle": _("an Eagle"), "mole": _("a Mole"),
        "magpie": _("the Thieving Magpie"), "white_sheep": _("the White Sheep"),
        "mother_sheep": _("the Mother Sheep"), "wolf": _("the Wolf"),
    }.get(card, card)


def what_it_does(card: str) -> str:
    """A card's effect in one or two sentences (the zoom's note)."""
    if is_set(card):
        return _("Animal {n}. Three of a kind in your zoo make a triplet.").format(n=card)
    return {
        "black_sheep": _("Draw it and your turn ends at once: it goes home to its owner, and "
                         "you lay nothing in your zoo."),
        "eagle": _("Ask a rival for an animal: if they have one, it joins the watering hole "
                   "and you draw on; if not, your turn ends as if you had stopped."),
        "mole": _("See the hand it came from, and take one of its animals onto the watering "
                  "hole."),
        "magpie": _("Take one card from a rival's zoo onto the watering hole."),
        "white_sheep": _("The player it was drawn from may put an animal from their hand in "
                         "their zoo at once."),
        "mother_sheep": _("The top card of the pile joins the watering hole too."),
        "wolf": _("The cards already at the watering hole go face down to the player it was "
                  "drawn from, into their hand at the end of the turn."),
    }.get(card, "")


# -- sentences about two seats --------------------------------------------------------------
def about_two(table: TableScene, seat: int, other: int, yours: str, to_you: str,
              theirs: str, **fields: Any) -> str:
    """A sentence about `seat` doing something to `other`: "You ... {rival}", "{name} ...
    you", "{name} ... {rival}"."""
    if seat == table.you:
        return yours.format(rival=table.name(other), **fields)
    if other == table.you:
        return to_you.format(name=table.name(seat), **fields)
    return theirs.format(name=table.name(seat), rival=table.name(other), **fields)


def pass_line(table: TableScene, seat: int, about: str) -> str:
    """What a pass declines, by the question it answers."""
    forms = {
        "eagle": (_("You ask nobody"), _("{name} asks nobody")),
        "mole": (_("You take nothing with the Mole"), _("{name} takes nothing with the Mole")),
        "magpie": (_("You take nothing with the Magpie"),
                   _("{name} takes nothing with the Magpie")),
        "white": (_("You put nothing in your zoo"), _("{name} puts nothing in their zoo")),
    }
    yours, theirs = forms.get(about, (_("You pass"), _("{name} passes")))
    return table.about(seat, yours, theirs)


def action_line(table: ByeByeTable, seat: int, action: Action) -> str:
    """The log line for a decision: "You draw from Ben" (short, so that a draw, the commonest
    line, stays on one line of the log, German and five players too)."""
    if isinstance(action, Draw):
        return about_two(table, seat, action.rival, _("You draw from {rival}"),
                         _("{name} draws from you"), _("{name} draws from {rival}"))
    if isinstance(action, Stop):
        return table.about(seat, _("You stop drawing"), _("{name} stops drawing"))
    if isinstance(action, Ask):
        return about_two(table, seat, action.rival, _("You ask {rival} for {animal}"),
                         _("{name} asks you for {animal}"), _("{name} asks {rival} for {animal}"),
                         animal=a_card(action.card))
    if isinstance(action, Dig):
        return table.about(seat, _("You take {animal} with the Mole"),
                           _("{name} takes {animal} with the Mole"), animal=a_card(action.card))
    if isinstance(action, Steal):
        return about_two(table, seat, action.victim,
                         _("Your Magpie takes {animal} from {rival}'s zoo"),
                         _("{name}'s Magpie takes {animal} from your zoo"),
                         _("{name}'s Magpie takes {animal} from {rival}'s zoo"),
                         animal=a_card(action.card))
    if isinstance(action, Place):  # (short: a turn may lay nine, a line each; to "lay" is
        # to put in your zoo, as the rules say it; the card's picture leads the line)
        return table.about(seat, _("You lay out {animal}"), _("{name} lays out {animal}"),
                           animal=a_card(action.card))
    if isinstance(action, Choose):
        return table.about(seat, _("You choose {card} for the special cards"),
                           _("{name} chooses {card} for the special cards"),
                           card=a_card(action.card))
    if isinstance(action, EndTurn):
        return table.about(seat, _("You end your turn"), _("{name} ends the turn"))
    if isinstance(action, Pass):
        return pass_line(table, seat, table.pass_about(action))
    return f"{table.name(seat)} {action}"


def describe_event(table: TableScene, e: dict[str, Any]) -> str | None:
    """A log line for the events worth telling (the action line says the rest)."""
    kind = e["kind"]
    told = EVENT_LINES.get(kind)
    return told(table, e) if told else None


def _dealt(table: TableScene, e: dict[str, Any]) -> str | None:
    if "card" not in e:
        return None
    return _("You are dealt {card}").format(card=a_card(e["card"]))


def _drawn(table: TableScene, e: dict[str, Any]) -> str:
    if e["card"] == "black_sheep":
        return _("It is a Black Sheep!")
    return _("It is {animal}").format(animal=a_card(e["card"]))


def _bye_bye(table: TableScene, e: dict[str, Any]) -> str:
    return about_two(table, e["seat"], e["owner"],
                     _("Bye-bye, Black Sheep: it trots home to {rival}, and your turn ends"),
                     _("Bye-bye, Black Sheep: it trots home to you, and {name}'s turn ends"),
                     _("Bye-bye, Black Sheep: it trots home to {rival}, and {name}'s turn ends"))


def _asked(table: TableScene, e: dict[str, Any]) -> str:
    animal = a_card(e["card"])
    if e["found"]:
        return table.about(e["rival"], _("You have {animal}: it joins the watering hole"),
                           _("{name} has {animal}: it joins the watering hole"), animal=animal)
    return table.about(e["rival"], _("You have no such animal: the turn ends"),
                       _("{name} has no such animal: the turn ends"))


def _looked(table: TableScene, e: dict[str, Any]) -> str:
    if "hand" in e:
        cards = [label(c) for c in e["hand"] if c != "black_sheep"]
        shown = ", ".join(cards) if cards else _("no animal")
        return _("The Mole shows you {rival}'s hand: {cards}").format(
            rival=table.name(e["rival"]), cards=shown)
    return about_two(table, e["seat"], e["rival"], _("Your Mole looks at {rival}'s hand"),
                     _("{name}'s Mole looks at your hand"),
                     _("{name}'s Mole looks at {rival}'s hand"))


def _nothing_to_steal(table: TableScene, e: dict[str, Any]) -> str:
    return _("The Thieving Magpie finds nothing in the other zoos")


def _white(table: TableScene, e: dict[str, Any]) -> str:
    return table.about(e["seat"], _("The White Sheep lets you put an animal in your zoo"),
                       _("The White Sheep lets {name} put an animal in their zoo"))


def _mother(table: TableScene, e: dict[str, Any]) -> str:
    if e["card"] is None:
        return _("The Mother Sheep finds the pile empty")
    return _("The Mother Sheep brings {animal} from the pile").format(animal=a_card(e["card"]))


def _wolf(table: TableScene, e: dict[str, Any]) -> str:
    n = len(e["cards"])
    return table.about(e["seat"], ngettext(
        "The Wolf drives {n} card to you, face down", "The Wolf drives {n} cards to you, "
        "face down", n), ngettext("The Wolf drives {n} card to {name}, face down",
                                  "The Wolf drives {n} cards to {name}, face down", n), n=n)


def _stopped(table: TableScene, e: dict[str, Any]) -> str | None:
    """After "stops drawing": a stop before any draw says so (the turn passed without a
    card); a stop that lets cards into the zoo says how many (`may_put`: the counter and the
    instruction line say the same number in the same words)."""
    n = e["allowance"]
    if not e.get("drawn", 1):
        return table.about(e["seat"], _("You drew no card this turn"),
                           _("{name} drew no card this turn"))
    if not n:
        return None
    return stop_taken(table, e["seat"], e.get("drawn", n + 2), n)


def stop_taken(table: Any, seat: int, drawn: int, n: int) -> str:
    """The log's line for a stop that lets cards into the zoo, in the rules' order: the
    cards at the watering hole go to the hand first, then up to two fewer go to the zoo,
    picked from the whole hand ("Bitzer takes the 11 cards into their hand and may put up
    to 9 in their zoo"); the end of the turn says no more (a later "takes 5 cards from the
    watering hole" contradicted it, critic 15)."""
    return table.about(seat, ngettext(
        "You take the {drawn} cards into your hand and may put {n} in your zoo",
        "You take the {drawn} cards into your hand and may put up to {n} in your zoo", n),
        ngettext("{name} takes the {drawn} cards into their hand and may put {n} in their zoo",
                 "{name} takes the {drawn} cards into their hand and may put up to {n} in "
                 "their zoo", n), n=n, drawn=drawn)


def zoo_note(table: Any, seat: int, card: str) -> str:
    """What a zoo's tile counts, under its zoom: "In Bitzer's zoo: 2 of 3 for a triplet (a
    gold tile is a triplet)" (critic 15 took a zebra's sunset sky for a gold mark)."""
    count = list(table.shown["zoos"][seat]).count(card)
    if count >= 3:
        return table.about(seat, _("In your zoo: a triplet (3/3), so the tile is gold"),
                           _("In {name}'s zoo: a triplet (3/3), so the tile is gold"))
    return table.about(seat, _("In your zoo: {k} of 3 for a triplet (gold at 3/3)"),
                       _("In {name}'s zoo: {k} of 3 for a triplet (gold at 3/3)"), k=count)


def may_put(table: Any, seat: int, n: int) -> str:
    """How many cards `seat` may put in their zoo this turn: "You may put up to 2 cards in
    your zoo" (the log, the watering hole's counter and the instruction line alike)."""
    return table.about(seat, ngettext("You may put {n} card in your zoo",
                                      "You may put up to {n} cards in your zoo", n),
                       ngettext("{name} may put {n} card in their zoo",
                                "{name} may put up to {n} cards in their zoo", n), n=n)


def allowance_float(table: Any, seat: int, drawn: int, n: int) -> str:
    """The words that float up from the watering hole when `seat` stops: how many cards may
    go into the zoo and why, "Shaun: up to 9 for the zoo (11 here, minus 2)"."""
    return table.about(seat, ngettext("You: {n} for your zoo ({drawn} here, minus 2)",
                                      "You: up to {n} for your zoo ({drawn} here, minus 2)", n),
                       ngettext("{name}: {n} for the zoo ({drawn} here, minus 2)",
                                "{name}: up to {n} for the zoo ({drawn} here, minus 2)", n),
                       n=n, drawn=drawn)


def turn_stop(table: Any, shown: dict[str, Any]) -> tuple[int, int]:
    """How many cards lay at the watering hole when the turn player stopped, and how many of
    them (two fewer) may go into their zoo: the numbers of the "stopped" event, which stay the
    same while they place, so the log, the counter and the instruction line never disagree.
    A position set up in the place phase, with no stop to read, has the view's allowance."""
    turn, n = shown["turn"], shown["allowance"]
    for step in reversed(table.match.steps):
        for event in reversed(step.events):
            if event.kind == "stopped" and event.public["seat"] == turn:
                n = max(event.public["allowance"], n)
                return max(event.public.get("drawn", n + 2), n + 2), n
            if event.kind == "turn_began":
                return n + 2, n
    return n + 2, n


def turn_allowance(table: Any, shown: dict[str, Any]) -> int:
    """The cards the turn player may put in their zoo this turn (`turn_stop`)."""
    return turn_stop(table, shown)[1]


def zoo_picked(table: Any) -> int:
    """The cards of your allowance already used this turn: placed, queued to be placed,
    and picked."""
    view = table.view
    placed = turn_allowance(table, view) - view["allowance"]
    queued = sum(1 for action in table.queued if isinstance(action, Place))
    return placed + queued + len(table.picks)


def _magpie_came(table: TableScene, e: dict[str, Any]) -> str:
    why = (_("a third kind of animal in the zoo") if "third_species" in e["why"]
           else _("an animal another zoo has too"))
    return table.about(e["seat"], _("The Thieving Magpie comes to you: {why}"),
                       _("The Thieving Magpie comes to {name}: {why}"), why=why)


def _taken(table: TableScene, e: dict[str, Any]) -> str | None:
    if e.get("told"):  # the stop's line took them into the hand (`stop_taken`)
        return None
    n = len(e["cards"])
    return table.about(e["seat"], ngettext(
        "You take {n} card from the watering hole into your hand",
        "You take {n} cards from the watering hole into your hand", n), ngettext(
        "{name} takes {n} card from the watering hole into their hand",
        "{name} takes {n} cards from the watering hole into their hand", n), n=n)


def _stash(table: TableScene, e: dict[str, Any]) -> str:
    n = e["count"]
    return table.about(e["seat"], ngettext(
        "You take the {n} card the Wolf drove to you", "You take the {n} cards the Wolf drove "
        "to you", n), ngettext("{name} takes the {n} card the Wolf drove to them",
                               "{name} takes the {n} cards the Wolf drove to them", n), n=n)


def _refilled(table: TableScene, e: dict[str, Any]) -> str:
    """A hand filled up after another's turn. The first time the line says why (the critic
    read "Timmy draws 1 card from the pile" outside Timmy's turn as a riddle): after each turn
    the others fill their hands back up to the hand size; after that it is short (the rule
    repeated every turn buried the play)."""
    n = e["count"]
    if first_refill(table, e):
        return table.about(e["seat"], ngettext(
            "You fill up your hand: {n} card from the pile (after each turn, back to {limit})",
            "You fill up your hand: {n} cards from the pile (after each turn, back to {limit})",
            n), ngettext(
            "{name} fills up: {n} card from the pile (after each turn, back to {limit})",
            "{name} fills up: {n} cards from the pile (after each turn, back to {limit})", n),
            n=n, limit=table.view["hand_limit"])
    return table.about(e["seat"], ngettext("You fill up your hand: {n} card",
                                           "You fill up your hand: {n} cards", n),
                       ngettext("{name} fills up: {n} card", "{name} fills up: {n} cards", n),
                       n=n)


def first_refill(table: TableScene, e: dict[str, Any]) -> bool:
    """Whether a refill is one of the match's first turn's (the pile only shrinks, so it is
    when the pile it left is no smaller than the least the first refilling turn left)."""
    for step in table.match.steps:
        piles = [event.public["pile"] for event in step.events if event.kind == "hand_refilled"]
        if piles:
            return e["pile"] >= min(piles)
    return True


def refills_line(table: TableScene, refills: list[dict[str, Any]]) -> str:
    """All the refills after one turn in one line: "Hands filled up to 7: Timmy 1, Shaun 3"
    (the first time with the rule)."""
    who = ", ".join(f"{who_in_list(table, e['seat'])} +{e['count']}" for e in refills)
    limit = table.view["hand_limit"]
    if first_refill(table, refills[0]):
        return _("After each turn, the others fill their hands back up to {limit} from the "
                 "pile: {who}").format(limit=limit, who=who)
    return _("Hands filled up to {limit}: {who}").format(limit=limit, who=who)


def who_in_list(table: TableScene, seat: int) -> str:
    """A seat inside a list after a colon: "you" in small letters for the person at the screen
    (critic 21 read "... Molly 1, Du 1" as clumsy), else the seat's name."""
    return _("you") if seat == table.you else table.name(seat)


def merged(table: TableScene, last: LogLine, new: LogLine) -> LogLine | None:
    """The log's folds: a turn's refills in one line, a run of draws from one rival in one
    ("You draw from Shaun: a panda, a tiger"); else None."""
    return (merged_refills(table, last, new) or merged_draws(table, last, new)
            or merged_places(table, last, new))


def places_line(table: TableScene, first: int, last: int) -> str:
    """The animals laid by one seat in steps `first`..`last`: one line, "Bitzer lays out: a
    penguin, a penguin, a crocodile" (one alone: the action's own line)."""
    steps = table.match.steps
    if first == last:
        return action_line(table, steps[last].seat, steps[last].action)
    animals = ", ".join(a_card(steps[n].action.card) for n in range(first, last + 1))
    return table.about(steps[first].seat, _("You lay out: {animals}"),
                       _("{name} lays out: {animals}"), animals=animals)


def merged_places(table: TableScene, last: LogLine, new: LogLine) -> LogLine | None:
    """Animals laid one after another by one seat join one line (a turn may lay nine, a line
    each)."""
    n, steps = new.step, table.match.steps
    if not 0 < n < len(steps) or last.step != n - 1 or not isinstance(steps[n].action, Place):
        return None
    if new.text != action_line(table, steps[n].seat, steps[n].action):
        return None
    first = n - 1
    while True:
        if not (isinstance(steps[first].action, Place) and steps[first].seat == steps[n].seat):
            return None
        if last.text == places_line(table, first, n - 1):
            return LogLine(places_line(table, first, n), n, last.icon)
        if first == 0:
            return None
        first -= 1


def drawn_card(table: TableScene, n: int) -> str | None:
    """The card step `n` drew (a Draw whose card is shown), else None."""
    step = table.match.steps[n]
    if not isinstance(step.action, Draw):
        return None
    return next((e.public.get("card") for e in step.events if e.kind == "card_drawn"), None)


def drawn_animal(table: TableScene, n: int) -> str | None:
    """The animal step `n` drew (a Draw whose card was an animal), else None."""
    card = drawn_card(table, n)
    return card if card and is_set(card) else None


def chain_line(table: TableScene, first: int, last: int, pending: bool) -> str:
    """The draws of steps `first`..`last` from one rival in one line; `pending`: the last
    card not seen yet ("…")."""
    step = table.match.steps[first]
    cards = [a_card(drawn_card(table, n) or "") for n in range(first, last + (not pending))]
    if pending:
        cards.append("…")
    return _("{draw}: {cards}").format(draw=action_line(table, step.seat, step.action),
                                       cards=", ".join(cards))


def merged_draws(table: TableScene, last: LogLine, new: LogLine) -> LogLine | None:
    """A drawn animal joins its draw's line, and a draw from the same rival right after
    drawn animals joins theirs (each draw and its card took two lines)."""
    n = new.step
    steps = table.match.steps
    if not 0 <= n < len(steps) or not isinstance(steps[n].action, Draw):
        return None
    first = n
    while (first > 0 and steps[first - 1].seat == steps[n].seat
           and steps[first - 1].action == steps[n].action and drawn_animal(table, first - 1)):
        first -= 1
    line = action_line(table, steps[n].seat, steps[n].action)
    for start in range(first, n + 1):
        if new.text == line and last.step == n - 1 and start < n and \
                last.text == chain_line(table, start, n - 1, False):
            return LogLine(chain_line(table, start, n, True), n, last.icon)
        animal = drawn_animal(table, n)
        if animal and new.text == _drawn(table, {"card": animal}):
            above = line if start == n else chain_line(table, start, n, True)
            if last.text == above and last.step == n:
                return LogLine(chain_line(table, start, n, False), n, last.icon or new.icon)
        card = drawn_card(table, n)
        if card and not animal and start < n and new.text == _drawn(table, {"card": card}) \
                and last.step == n and last.text == chain_line(table, start, n, True):
            # (a run of draws ended by a Black Sheep or a special card: its "…" stayed, the
            # list read as cut short; critics 23)
            return LogLine(chain_line(table, start, n, False), n, last.icon or new.icon)
    return None


def merged_refills(table: TableScene, last: LogLine, new: LogLine) -> LogLine | None:
    """The log's fold: the refills after one turn join in one line (four "fills up" lines
    after every turn at five players buried the play); else None."""
    if last.step != new.step or not 0 <= new.step < len(table.match.steps):
        return None
    refills = [{"kind": e.kind, **e.public} for e in table.match.steps[new.step].events
               if e.kind == "hand_refilled"]
    for k in range(1, len(refills)):
        above = _refilled(table, refills[0]) if k == 1 else refills_line(table, refills[:k])
        if new.text == _refilled(table, refills[k]) and last.text == above:
            return LogLine(refills_line(table, refills[:k + 1]), new.step, last.icon)
    return None


def _turn(table: TableScene, e: dict[str, Any]) -> str:
    return table.about(e["seat"], _("Your turn"), _("{name}'s turn"))


def _over(table: TableScene, e: dict[str, Any]) -> str:
    winners = winners_of(e["winners"], table.name, table.you)
    why = end_reason(e["reason"])
    if why:
        return _("Game over ({reason}): {winners}").format(reason=why, winners=winners)
    return _("Game over: {winners}").format(winners=winners)


def end_reason(sentence: str | None) -> str:
    """Why a game nobody won by triplets ended, in the player's language (the rules say it in
    English); empty for a win by triplets."""
    key = next((k for k, v in END_REASONS.items() if v == sentence), None)
    return {"exhausted": _("no card can reach a zoo any more"),
            "quiet": _("{n} rounds with no card laid in a zoo").format(
                n=QUIET_ROUNDS)}.get(key or "", "")


EVENT_LINES = {
    "special_dealt": _dealt, "card_drawn": _drawn, "bye_bye": _bye_bye, "eagle_asked": _asked,
    "mole_looked": _looked, "nothing_to_steal": _nothing_to_steal, "white_sheep": _white,
    "mother_sheep": _mother, "wolf_scattered": _wolf, "stopped": _stopped,
    "magpie_entered": _magpie_came, "watering_taken": _taken, "stash_taken": _stash,
    "hand_refilled": _refilled, "turn_began": _turn, "game_over": _over,
    "pile_empty": lambda table, e: _("The draw pile is empty"),
}


# -- the Thieving Magpie's spot ---------------------------------------------------------------
def magpie_holder(table: Any) -> int | None:
    """The seat the viewer knows holds the Magpie: their own hand, a hand everybody saw it
    go into, one their Mole showed them, an open hand (None: not known, or not in a hand)."""
    shown = table.shown
    if table.viewer is not None and "magpie" in shown.get("hand", []):
        return table.viewer
    for seat in range(len(shown["hand_sizes"])):
        if ("magpie" in (shown["hands"][seat] or []) or "magpie" in shown["seen"][seat]
                or "magpie" in shown["known"].get(str(seat), [])):
            return seat
    return None


def magpie_caption(table: Any) -> str:
    """Where the Magpie is, as far as everybody at the screen may know."""
    shown = table.shown
    if shown["magpie_waiting"]:
        return _("The Magpie waits to steal from a zoo")
    if "magpie" in shown["watering"]:
        return _("The Magpie is at the watering hole")
    seat = magpie_holder(table)
    if seat is None:
        return _("The Magpie hides in someone's hand")
    return table.about(seat, _("You hold the Magpie"), _("{name} holds the Magpie"))


def magpie_comes() -> str:
    """How the Magpie comes into play (the rules' two conditions, whichever is first)."""
    return _("The Magpie goes to the first player who adds a third kind of animal to "
             "their zoo, or a kind that is already in another zoo.")


def magpie_tip(shown: dict[str, Any]) -> str:
    """What the Magpie's spot means: how it comes into play, and what drawing it does."""
    does = _("Whoever draws the Magpie from a hand may take a card from a rival's zoo onto "
             "the watering hole.")
    return f"{magpie_comes()} {does}" if shown["magpie_waiting"] else does


# -- banners --------------------------------------------------------------------------------
def bye_bye_banner() -> str:
    return _("Bye-bye, Black Sheep!")


def win_banner(table: TableScene, winners: list[int], scores: list[int] | None = None) -> str:
    """The end's banner: a win by triplets names the triplet that won ("Third triplet:
    Bitzer wins!"), any other end who won."""
    said = winners_of(winners, table.name, table.you)
    if triplet_win(table, winners, scores) is None:
        return said
    n = table.shown["target"]
    nth = {3: _("Third triplet: {win}"), 4: _("Fourth triplet: {win}"),
           5: _("Fifth triplet: {win}")}.get(n, "{win}")
    return nth.format(win=said)


def triplet_win(table: Any, winners: list[int], scores: list[int] | None) -> int | None:
    """The seat that won by making the triplets that win, else None (a game that ran dry)."""
    if len(winners) != 1 or not scores or scores[winners[0]] < table.shown["target"]:
        return None
    return winners[0]


# -- the instruction line and the dock -------------------------------------------------------
def allowance_now(shown: dict[str, Any]) -> int:
    """The cards that would go into the zoo if the turn player stopped now."""
    return max(0, len(shown["watering"]) - 2)


def status_words(table: Any) -> list[str]:
    """What the person at the screen does now, beside their name, as the other tables say
    it (critic 19: Bye-Bye's name row had no turn line): the longest first, shorter ones
    for a narrow row; [] when there is nothing to say."""
    match = table.match
    if match.is_over or table.replay or match.to_move is None or table.viewer is None:
        return []
    if match.to_move != table.viewer:
        return [_("Waiting for {name}").format(name=table.name(match.to_move))]
    phase = table.view.get("phase")
    if phase == "draw":
        return [_("Your turn: draw or stop"), _("Your turn")]
    if phase == "place":
        return [_("Your turn: fill your zoo"), _("Your turn")]
    return [_("Your turn")]


def stop_button(shown: dict[str, Any]) -> tuple[str, str]:
    """The Stop button's label and tooltip while you draw. Before your first draw stopping is
    legal too (the rules let you draw as many times as you wish, none included), so the
    button says that it ends your turn without a card and what follows."""
    if not shown["watering"]:
        tip = _("End your turn without drawing: you take no card and put none in your zoo. "
                "Then the others fill their hands up from the pile.") if shown["pile"] else _(
            "End your turn without drawing: you take no card and put none in your zoo.")
        return keyed(_("Draw nothing ({key_stop})")), tip
    return keyed(_("Stop drawing ({key_stop})")), stop_words(shown)  # (one formula)


DRAWING = ("draw", "eagle", "mole", "magpie", "white")  # phases while the turn player draws


def pond_counter(table: Any) -> list[str]:
    """The watering hole's counter while a turn is on: how many cards lie there, and what
    stopping now would let the turn player put in their zoo (the drawn cards less two)."""
    shown = table.shown
    phase = shown.get("phase")
    if phase not in (*DRAWING, "place") or table.match.is_over:
        return []
    n = len(shown["watering"])
    head = ngettext("{n} card at the watering hole", "{n} cards at the watering hole",
                    n).format(n=n)
    seat = shown["turn"]
    if phase == "place":
        return placing_counter(table, shown)
    if deciding(table):  # (your stop now: said beside Stop drawing, not twice)
        return [head]
    k = allowance_now(shown)
    if not k:
        return [head, table.about(seat, _("With 3 here, stopping lets you put 1 in your zoo"),
                                  _("With 3 here, stopping lets {name} put 1 in their zoo"))]
    return [head, table.about(seat, ngettext(  # (said as for a rival: not advice to stop)
        "If you stop now: {k} card into your zoo", "If you stop now: up to {k} into your zoo",
        k), ngettext("If {name} stops now: {k} card into their zoo",
                 "If {name} stops now: up to {k} into their zoo", k), k=k)]


def placing_counter(table: Any, shown: dict[str, Any]) -> list[str]:
    """The watering hole's counter while the turn player places: why so many may go into
    the zoo ("11 at the watering hole, minus 2: up to 9 for the zoo"), and how many may
    still go in (yours: before a pick, as the log said it; then how many more)."""
    drawn, n = turn_stop(table, shown)
    head = ngettext("{drawn} at the watering hole, minus 2: {n} for the zoo",
                    "{drawn} at the watering hole, minus 2: up to {n} for the zoo",
                    n).format(drawn=drawn, n=n)
    seat = shown["turn"]
    if seat != table.you or table.replay or table.view.get("phase") != "place":
        return [head, may_put(table, seat, n)]
    k = zoo_picked(table)
    if not k:
        return [head, may_put(table, seat, n)]
    left = max(0, n - k)
    if not left:
        return [head, ngettext("{k} picked: no more may go in this turn",
                               "{k} picked: no more may go in this turn", k).format(k=k)]
    return [head, ngettext("{k} picked: {left} more may go into your zoo",
                           "{k} picked: up to {left} more may go into your zoo",
                           left).format(k=k, left=left)]


def prompt(table: Any) -> str:
    """The instruction line: what the person at the screen does now, or who is deciding."""
    waiting = waiting_line(table)
    if waiting is None:
        if table.view["phase"] == "place":
            return placing_line(table)
        return your_decision(table.view)  # (the odds: beside Stop drawing, `decision`)
    match, view = table.match, table.view
    if not waiting or table.replay or match.is_over:
        return waiting
    if table.animating:  # while a move is shown, whose turn it shows
        return table.about(table.shown["turn"], _("Your turn"), _("{name}'s turn"))
    seat = match.to_move
    if view["phase"] == "white" and seat != view["turn"] and not match.seats[seat].is_ai:
        return _("{name} decides about the White Sheep").format(name=table.name(seat))
    return waiting


def your_decision(view: dict[str, Any]) -> str:
    """The instruction line when the person at the screen decides."""
    phase = view["phase"]
    if phase == "draw":  # (what stopping lets into the zoo: the watering hole's counter)
        # (your name row says "Your turn": the line says only what to do, as at Black Sheep)
        return _("Click a rival's hand to draw a card, or stop ({key_stop}).").format(
            **letters())
    return {
        "choose": _("Choose a special card at the watering hole (Left/Right, Enter)."),
        "eagle": _("Your Eagle asks: pick a rival and an animal beside the table, or ask "
                   "nobody ({key_decline}).").format(**letters()),
        "mole": _("Your Mole shows you a hand: take one of its animals (beside the table), or "
                  "nothing ({key_decline}).").format(**letters()),
        "magpie": _("Your Magpie may rob a zoo: click a card in a rival's zoo, or take "
                    "nothing ({key_decline}).").format(**letters()),
        "white": _("Your White Sheep was drawn: click an animal in your hand to put it in your "
                   "zoo, or place nothing ({key_decline}).").format(**letters()),
    }.get(phase, "")


def placing_line(table: Any) -> str:
    """The instruction line while you place: how many cards may go into your zoo (the
    number of the log and the counter, "up to 2 cards"), how many are picked, and what they
    would make."""
    n = turn_allowance(table, table.view)
    k = zoo_picked(table)
    if not k:
        return ngettext("Pick {n} card for your zoo in your hand or at the watering hole "
                        "(click, or Left/Right and Enter), then put it in ({key_zoo}).",
                        "Pick up to {n} cards for your zoo in your hand or at the watering hole "
                        "(click, or Left/Right and Enter), then put them in ({key_zoo}).",
                        n).format(n=n, **letters())
    said = [ngettext("{k} of {n} card picked for your zoo.",
                     "{k} of up to {n} cards picked for your zoo.", n).format(k=k, n=n)]
    if table.picks:
        said += table.preview_lines()
    return " ".join(said)


def decision(table: Any) -> list[str]:
    """Your stop-or-draw decision, beside Stop drawing while you draw (the block above the
    button stood empty, critic 15): what a stop now does, by the rules (you take the
    watering hole's cards, then lay out up to that many minus two), the card a lay-out
    would best put in your zoo (critic 16: the lit slot said nothing of which), and the
    risk of the next draw; the instruction line and the watering hole's counter no longer
    say either."""
    if not deciding(table):
        return []
    lay = lay_words(table)
    lay += "." if lay else ""  # (a sentence: the odds' one follows it on its line, critic 20
    # read "...in your zoo Drawing from Ed...")
    return [w for w in (stop_words(table.shown), lay, odds_legend(table)) if w]


def deciding(table: Any) -> bool:
    """Whether you decide now to draw on or stop (what `decision` then says, without
    working it out: the watering hole's counter asks each frame)."""
    return not table.replay and table.my_turn and table.view["phase"] == "draw"


def stop_words(shown: dict[str, Any]) -> str:
    """What stopping now does, in one sentence of one formula whatever the players
    (critic 19 found two garbled ways to say it): "Stop now: you take an elephant. Stop at
    3 cards to also put one in your zoo." (two clean clauses, not a chain of colons, critic 21;
    an animal in running text as the log writes it, critic 20), "Stop now: you take
    the 4 cards and may put up to 2 in your zoo", "...and may put one in your zoo"."""
    n, k = len(shown["watering"]), allowance_now(shown)
    if not n:
        return _("Stop now: your turn ends with no card")
    if not k:
        # (what a stop gains, in plain words: critic 23 found "Your zoo needs 3 cards at
        # the watering hole" unclear)
        if n == 1:
            return _("Stop now: you take {animal}. Stop at 3 cards to also put one in your "
                     "zoo.").format(animal=a_card(shown["watering"][0]))
        return _("Stop now: you take the {n} cards. Stop at 3 cards to also put one in your "
                 "zoo.").format(n=n)
    return ngettext("Stop now: you take the {n} cards and may put one in your zoo.",
                    "Stop now: you take the {n} cards and may put up to {k} in your zoo.",
                    k).format(n=n, k=k)  # (a sentence: critic 23 missed its full stop)


def best_lay(table: Any) -> tuple[str, int] | None:
    """The animal a lay-out after a stop now would best put in your zoo, from your hand and
    the watering hole, and how many of it your zoo would then hold (a triplet first, then
    the most): ("12", 2), 0 for a fourth of a kind; None when no card may go in or none is an animal."""
    k = allowance_now(table.shown)
    if not k or table.viewer is None:
        return None
    zoo = table.shown["zoos"][table.viewer]
    free = [c for c in list(table.view["hand"]) + list(table.shown["watering"]) if is_set(c)]
    best = None
    for card in sorted(set(free), key=int):
        have = zoo.count(card) % 3  # (a fourth of a kind starts no new triplet)
        part = have + min(k, free.count(card), 3 - have)
        score = (part, have, free.count(card))  # (ties: the kind you hold most of)
        if best is None or score > best[0]:
            best = (score, card, part if zoo.count(card) < 3 else 0)
    return None if best is None else (best[1], best[2])


def lay_words(table: Any) -> str:
    """The lay-out `best_lay` finds, said: "Monkey 12 would make a pair in your zoo" (its
    ghost stands in your zoo's lit slot)."""
    best = best_lay(table)
    if best is None:
        return ""
    card, part = best
    animal = _("{animal} {n}").format(animal=label(card), n=card)
    if part == 3:
        return _("{animal} would make a triplet in your zoo").format(animal=animal)
    if part == 2:
        return _("{animal} would make a pair in your zoo").format(animal=animal)
    if part == 1:
        return _("{animal} would be the first of its kind in your zoo").format(animal=animal)
    return _("{animal} could join your zoo").format(animal=animal)


def odds_words(count: int) -> str:
    """A hand's Black Sheep odds beside it while you draw: "1 in 7"."""
    return _("1 in {n}").format(n=count)


def odds_label(odds: str) -> str:
    """A hand's odds as they stand under it: "Black Sheep: 1 in 7" (`odds`: "1 in 7")."""
    return _("Black Sheep: {odds}").format(odds=odds)


def odds_legend(table: Any) -> str:
    """What the "1 in 7" beside each hand means, said beside Stop drawing while you draw
    (the only time the odds show): for the hand under the pointer, else the riskiest
    rival's, the one with the fewest cards, and why that one (critic 16: "1 in 5 at
    Shaun" did not say why Shaun)."""
    sizes = table.shown["hand_sizes"]
    seat = table.hover[1] if table.hover and table.hover[0] == "rival" else None
    rivals = [s for s in sorted(range(table.players), key=table.board.pos)
              if s != table.viewer and sizes[s]]
    if seat is None:
        if not rivals:
            return ""
        seat = min(rivals, key=lambda s: sizes[s])
        if len(rivals) > 1:
            return _("Drawing from {name} (fewest cards): {odds} is the Black Sheep.").format(
                odds=odds_words(sizes[seat]), name=table.name(seat))
    return _("Drawing from {name}: {odds} is the Black Sheep.").format(
        odds=odds_words(sizes[seat]), name=table.name(seat))


def dock_lines(table: Any) -> list[str]:
    """The prompt dock's heading and words for the question the person at the screen
    answers now (none: nothing is docked)."""
    if not table.my_turn:
        return []
    view = table.view
    phase = view["phase"]
    if phase == "choose":
        return [_("Choose a special card"),
                _("Everyone chooses one; the chosen cards are shuffled and dealt, one each.")]
    if phase == "eagle":
        lines = [_("The Eagle asks"),
                 _("Ask a rival for an animal: if they have one, it joins the watering hole "
                   "and you draw on; if not, your turn ends.")]
        if table.known_in(table.eagle_rival):
            lines.append(_("✓: known to be in {name}'s hand").format(
                name=table.name(table.eagle_rival)))
        return lines
    if phase == "mole":
        return [_("The Mole: {name}'s hand").format(name=table.name(view["source"])),
                _("Only you see it. Take one of its animals onto the watering hole, or "
                  "nothing.")]
    if phase == "magpie":
        return [_("The Thieving Magpie"),
                _("Click a card in a rival's zoo: it joins the watering hole.")]
    if phase == "white":
        if not any(is_set(c) for c in view["hand"]):
            return [_("The White Sheep"), _("You hold no animal card to put in your zoo.")]
        return [_("The White Sheep"),
                _("{name} drew your White Sheep: you may put one animal from your hand in "
                  "your zoo now.").format(name=table.name(view["turn"]))]
    return []  # (placing is said in the instruction line, its buttons are in your panel)


def preview(view: dict[str, Any], picks: list[str], seat: int) -> list[str]:
    """What putting `picks` in `seat`'s zoo would do: new triplets, the Magpie, the win."""
    if not picks:
        return [_("Click animal cards in your hand or at the watering hole to pick them.")]
    zoo = list(view["zoos"][seat]) + picks
    lines = []
    made = triplets(zoo) - view["triplets"][seat]
    if made:
        lines.append(ngettext("Makes {n} new triplet.", "Makes {n} new triplets.", made).format(
            n=made))
    others = {c for s, z in enumerate(view["zoos"]) if s != seat for c in z}
    if view["magpie_waiting"] and (len(set(zoo)) >= 3 or others & set(picks)):
        lines.append(_("The Thieving Magpie will come into your hand."))
    if triplets(zoo) >= view["target"]:
        lines.append(_("That wins the game!"))
    return lines or [_("No new triplet yet.")]
