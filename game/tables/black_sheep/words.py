"""The Black Sheep table's words: each decision and event as a log line, the animals, the
combinations and the tasks in the player's language, the person at the screen as "you".

The rules name things in English (`N_`-marked); this module composes the sentences from the
action's fields, so each language gets whole sentences to translate ("You play two pigs to
field 3" / "Bo plays two pigs to field 3").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from game.i18n import _, tr
from game.rules.base import Action
from game.rules.black_sheep import Discard, KeepHand, Pass, PlayCards
from game.rules.black_sheep.ranking import PLURAL, SINGULAR, rank_name
from game.view.phrases import listed, winners_of

NBSP = "\u00a0"


def nb(message: str) -> str:
    """A translated sentence with a no-break space before its field number, so "Field 3"
    ("Feld 3") is never split across two lines of the log, a banner or the instruction."""
    return message.replace(" {n}", NBSP + "{n}")

KEY_NOTE = re.compile(r" \(([^()]{1,12})\)")


def keys_held(message: str) -> str:
    """`message` with each short bracket ("(D)", "(K)", "(or Enter)") bound by no-break
    spaces to the word before it, so a key's letter never stands alone on a line (critic 16:
    "…Wirf eine Karte ab / (D) oder behalte deine Hand (K).")."""
    return KEY_NOTE.sub(lambda m: NBSP + "(" + m.group(1).replace(" ", NBSP) + ")", message)


if TYPE_CHECKING:
    from game.tables.base import TableScene
    from game.tables.black_sheep.glance import Preview


def animal(kind: str) -> str:
    """"Horse", as a label (an animal card, a figure)."""
    word = tr(SINGULAR[kind])
    return word[:1].upper() + word[1:]


def animals(kind: str) -> str:
    """"horses"."""
    return tr(PLURAL[kind])


def a_card(kind: str) -> str:
    """One card of an animal, as the object of "play" or "discard"."""
    return {"horse": _("a horse"), "cow": _("a cow"), "pig": _("a pig"), "sheep": _("a sheep"),
            "rooster": _("a rooster"), "black_sheep": _("a black sheep")}[kind]


def two_cards(kind: str) -> str:
    return {"horse": _("two horses"), "cow": _("two cows"), "pig": _("two pigs"),
            "sheep": _("two sheep"), "rooster": _("two roosters"),
            "black_sheep": _("two black sheep")}[kind]


def cards_played(cards: tuple[str, ...]) -> str:
    """"a pig", "two pigs", "a horse and a pig"."""
    if len(cards) == 1:
        return a_card(cards[0])
    if len(set(cards)) == 1:
        return two_cards(cards[0])
    return _("{first} and {second}").format(first=a_card(cards[0]), second=a_card(cards[1]))


def action_line(table: TableScene, seat: int, action: Action) -> str:
    """The log line for a decision: "You play two pigs to field 3"."""
    if isinstance(action, PlayCards):
        return table.about(seat, nb(_("You play {cards} to field {n}")),
                           nb(_("{name} plays {cards} to field {n}")),
                           cards=cards_played(action.cards), n=action.field + 1)
    if isinstance(action, Discard):
        return table.about(seat, _("You discard {card}"), _("{name} discards {card}"),
                           card=a_card(action.card))
    if isinstance(action, KeepHand):
        return table.about(seat, _("You keep your cards: no discard"),
                           _("{name} keeps their cards: no discard"))
    if isinstance(action, Pass):
        return table.about(seat, _("You skip your turn"), _("{name} skips the turn"))
    return f"{table.name(seat)} {action}"


def describe_event(table: TableScene, e: dict[str, Any]) -> str | None:
    """A log line for the events worth telling (the action line says the rest)."""
    kind = e["kind"]
    if kind == "field_scored":
        win = next(c for c in e["combinations"] if c["seat"] == e["winner"])
        return table.about(e["winner"], nb(_("Field {n} goes to you with {combo}, beating "
                                             "{beaten}")),
                           nb(_("Field {n} goes to {name} with {combo}, beating {beaten}")),
                           n=e["field"] + 1, combo=combination_words(win["animals"]),
                           beaten=beaten(table, e))
    if kind == "field_restocked" and e["figures"]:
        return nb(_("Field {n} restocked: {animals}")).format(
            n=e["field"] + 1,  # the animals in lower case, as mid-sentence (critic 18)
            animals=", ".join(tr(SINGULAR[f["type"]]) for f in e["figures"]))
    if kind == "field_closed":
        return nb(_("Field {n} is closed")).format(n=e["field"] + 1)
    if kind == "reshuffled":
        return _("The discard pile is shuffled into a new draw pile")
    if kind == "game_over":
        return _("Game over: {winners}").format(
            winners=winners_of(e["winners"], table.name, table.you))
    return None


def rank_words(rank: str) -> str:
    """A rank's name inside a sentence ("you (one pair)"; critic 15 read "vor dir (Ein
    Paar)"): lower case where the language writes it so."""
    return {
        "Five of a kind": _("five of a kind"), "Four of a kind": _("four of a kind"),
        "Full house": _("full house"), "Three of a kind": _("three of a kind"),
        "Two pairs": _("two pairs"), "One pair": _("one pair"),
        "High animal": _("high animal"),
    }.get(str(rank), tr(rank))


def combination_words(animals: list[str]) -> str:
    """A combination inside a sentence, without a colon of its own (critic 15 read "Feld 1
    geht an Timmy: Full House: schwarze Schafe über Pferde"): "full house (black sheep over
    horses)", "two pairs (horses and pigs)", "high animal (horse)", "three of a kind
    (horses)"."""
    from game.tables.black_sheep.glance import told_short

    rank, defining = told_short(list(animals))
    if not defining:
        return rank_words(rank)
    if rank in ("Full house", "Two pairs") and len(defining) >= 2:
        first, second = (tr(PLURAL[a]) for a in defining[:2])
        detail = (_("{first} over {second}") if rank == "Full house"
                  else _("{first} and {second}")).format(first=first, second=second)
    elif rank == "High animal":
        detail = tr(SINGULAR[defining[0]])
    else:
        detail = tr(PLURAL[defining[0]])
    return _("{rank} ({detail})").format(rank=rank_words(rank), detail=detail)


def beaten(table: TableScene, e: dict[str, Any]) -> str:
    """The sides a field's winner beat, each with its rank (every side was shown when the
    field was scored): "you (One pair) and Shaun (Two pairs)"."""
    sides = []
    for combo in e["combinations"]:
        if combo["seat"] == e["winner"]:
            continue
        rank = rank_words(rank_name(combo["animals"]))
        sides.append(_("you ({rank})").format(rank=rank) if combo["seat"] == table.you
                     else _("{name} ({rank})").format(name=table.name(combo["seat"]), rank=rank))
    return listed(sides)


def field_won(table: TableScene, e: dict[str, Any]) -> str:
    """The banner of a field's scoring: "Anna wins field 2 with Three horses"."""
    win = next(c for c in e["combinations"] if c["seat"] == e["winner"])
    return table.about(e["winner"], nb(_("You win field {n} with {combo}")),
                       nb(_("{name} wins field {n} with {combo}")), n=e["field"] + 1,
                       combo=tr(win["name"]))


def preview_sentence(table: TableScene, preview: Preview) -> str:
    """What your picked cards would make on the field you point at, and how that stands
    against each rival side: "Field 2: Three pigs, ahead of Ben, behind Cleo. ..."."""
    groups: dict[int, list[str]] = {1: [], 0: [], -1: []}
    for seat, verdict in sorted(preview.verdicts.items()):
        groups[verdict].append(table.name(seat))
    if len(groups[1]) == len(preview.verdicts) > 1:
        standing = _("ahead of every rival")
    else:
        standing = ", ".join(phrase.format(names=listed(groups[v])) for v, phrase in (
            (1, _("ahead of {names}")), (0, _("level with {names}")), (-1, _("behind {names}")))
            if groups[v])
    return nb(_("Field {n}: {combo}, {standing}. Click it (or Enter) to play.")).format(
        n=preview.field + 1, combo=tr(preview.name), standing=standing)


def who_starts(table: TableScene, seat: int) -> str:
    """The start of the game: the rulebook's loudest moo."""
    return table.about(seat, _("You moo loudest and start"), _("{name} moos loudest and starts"))
