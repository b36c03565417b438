"""Why a move is refused, in one sentence a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action
from game.rules.bye_bye.actions import (
    Ask,
    Choose,
    Dig,
    Draw,
    EndTurn,
    Pass,
    Place,
    Steal,
    Stop,
    seat_name,
)
from game.rules.bye_bye.cards import card_name, is_set, sort_cards

if TYPE_CHECKING:
    from game.rules.bye_bye.state import ByeByeState

ANSWERS: dict[str, tuple[type[Action], ...]] = {
    "draw": (Draw, Stop), "eagle": (Ask, Pass), "mole": (Dig, Pass), "magpie": (Steal, Pass),
    "white": (Place, Pass), "place": (Place, EndTurn),
}
"""The moves each phase of a turn takes."""


def refusal(state: ByeByeState, action: Action) -> str:
    if state.phase == "choose":
        if isinstance(action, Choose):
            offered = ", ".join(card_name(c) for c in sort_cards(list(set(state.offer))))
            return f"That card is not on offer; choose one of: {offered}."
        return "First every player chooses a special card."
    if isinstance(action, Choose):
        return "Special cards are chosen only while setting up the advanced game."
    if isinstance(action, Place) and state.phase == "draw":
        return "Cards go into your zoo only after you stop drawing of your own accord."
    if not isinstance(action, ANSWERS[state.phase]):
        return waiting_for(state)
    return wrong_move(state, action)


def waiting_for(state: ByeByeState) -> str:
    """What the table waits for in this phase of the turn."""
    return {
        "draw": "Draw a card from a rival's hand, or stop drawing.",
        "eagle": "You drew an Eagle: ask a rival for an animal, or pass.",
        "mole": "The Mole shows you a hand: take one of its animal cards, or pass.",
        "magpie": "The Thieving Magpie may take a card from a rival's zoo; take one, or pass.",
        "white": (f"The White Sheep lets {seat_name(state.source or 0, None)} put an animal card "
                  "from their hand into their zoo first, or pass."),
        "place": "You stopped drawing: put animal cards into your zoo, or end your turn.",
    }[state.phase]


def _no_such_seat(state: ByeByeState, seat: int) -> bool:
    return not 0 <= seat < state.players


def wrong_move(state: ByeByeState, action: Action) -> str:
    """The right kind of move for this phase, but not a possible one."""
    if isinstance(action, Draw):
        if action.rival == state.turn:
            return "You draw from a rival's hand, never from your own."
        if _no_such_seat(state, action.rival):
            return "There is no such seat at this table."
        return f"{seat_name(action.rival, None)} has no cards to draw from."
    if isinstance(action, Ask):
        if _no_such_seat(state, action.rival) or action.rival == state.turn:
            return "The Eagle asks one of your rivals."
        return f"The Eagle asks for an animal of the sets in play, numbers 1 to {state.row.sets}."
    assert isinstance(action, Dig | Steal | Place)
    if not is_set(action.card):
        return "Only animal cards can be taken that way, never a special card."
    if isinstance(action, Dig):
        return f"That hand holds no {card_name(action.card)}."
    if isinstance(action, Steal):
        if _no_such_seat(state, action.victim) or action.victim == state.turn:
            return "The Thieving Magpie takes from a rival's zoo."
        return f"{seat_name(action.victim, None)}'s zoo holds no {card_name(action.card)}."
    return f"You have no {card_name(action.card)} to put in your zoo."
