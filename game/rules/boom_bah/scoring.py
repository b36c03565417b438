"""Final scoring, line by line: the track, hand cards, barnyard, barn, graveyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_
from game.rules.boom_bah.cards import card_colour, card_type

if TYPE_CHECKING:
    from game.rules.boom_bah.state import State

OWN_IN_BARN, RIVAL_IN_BARN, WILD_BARN = 3, 2, 3


def score_lines(state: State, seat: int) -> list[tuple[str, int]]:
    """Wild Wool laid by the board makes every barn sheep worth 3; kept in hand it is a card
    of any colour, so it scores 1 like a card of your colour."""
    hand = hand_points(state.hands[seat], seat)
    own, rivals = barn_points(state.barns[seat], seat, bool(state.wild_wool[seat]))
    return [
        (N_("Points collected"), state.points[seat]),
        (N_("Own colour + Wild Wool"), hand),
        (N_("Barnyard sheep"), sum(state.barnyards[seat])),
        (N_("Own sheep in barn"), own),
        (N_("Rivals' sheep in barn"), rivals),
        (N_("Graveyard sheep"), -state.graveyards[seat]),
    ]


def scoring_in_hand(hand: list[str], seat: int) -> list[str]:
    """The cards of a hand that score 1 each at the end: the seat's colour and Wild Wool."""
    return [c for c in hand if card_colour(c) == seat or card_type(c).id == "wild_wool"]


def hand_points(hand: list[str], seat: int) -> int:
    """What a hand scores at the end. Public for the seat's own board (it sees its hand)."""
    return len(scoring_in_hand(hand, seat))


def barn_points(barn: list[int], seat: int, wild_wool: bool) -> tuple[int, int]:
    """What a seat's barn scores at the end: (its own sheep there, its rivals' sheep there).
    Public, so the table can show it before the end."""
    own = barn[seat]
    return OWN_IN_BARN * own, (WILD_BARN if wild_wool else RIVAL_IN_BARN) * (sum(barn) - own)
