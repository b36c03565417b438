"""The final places of a finished game, worked out once for the results screen and for a
game's own results panel (which says the tie rule where places are shared): every winner
1st, the others by score and then by the game's own tie-break."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _, ngettext
from game.rules.base import Result
from game.view.phrases import winners_of

TieBreak = Callable[[int], tuple[int, ...]]


def places(result: Result, tie_break: TieBreak | None = None) -> list[int]:
    """Each seat's final place, 1 the best: every winner is 1st; the others follow by their
    score, then by the game's tie-break (`tie_break(seat)`, as its rules break a tie for the
    win: the most cards in the zoo, ...); those still level share a place (with two winners
    the next is 3rd)."""
    def key(seat: int) -> tuple[int, ...]:
        return (result.scores[seat], *(tie_break(seat) if tie_break else ()))

    ahead = len(result.winners)
    losers = [s for s in range(len(result.scores)) if s not in result.winners]
    return [1 if seat in result.winners else
            1 + ahead + sum(key(o) > key(seat) for o in losers)
            for seat in range(len(result.scores))]


def standings(result: Result, tie_break: TieBreak | None = None) -> list[int]:
    """The seats in the order of their places (a shared place keeps the seat order)."""
    place = places(result, tie_break)
    return sorted(range(len(place)), key=lambda seat: (place[seat], seat))


def shared(place: list[int], seat: int) -> bool:
    """Whether another seat has the same place (a tie the screen says, never hides)."""
    return place.count(place[seat]) > 1


def place_word(place: int) -> str:
    """A place as a player reads it on a medal: "1st", "2nd" (German "1.", "2.")."""
    words = {1: _("1st"), 2: _("2nd"), 3: _("3rd"), 4: _("4th"), 5: _("5th"), 6: _("6th")}
    return words.get(place, str(place))


def margin(result: Result, winner: int, name: Callable[[int], str], you: int | None,
           unit: str = "points") -> str:
    """The lone winner, and by how much over the next best score, in the game's own unit
    (Bye-Bye counts triplets); level scores say the tie-break decided."""
    scores = result.scores
    n = scores[winner] - max((s for seat, s in enumerate(scores) if seat != winner), default=0)
    mine = winner == you
    beaten = you is not None and not mine and len(scores) == 2  # two of you: it is you it beat
    if n < 0 or len(scores) < 2:  # (not a rule of any game here: a win on fewer points)
        return winners_of([winner], name, you)
    if n == 0:
        return (_("You win on the tie-break!") if mine else
                _("{name} beats you on the tie-break!").format(name=name(winner)) if beaten
                else _("{name} wins on the tie-break!").format(name=name(winner)))
    if unit == "triplets":
        sentence = (ngettext("You win by {n} triplet!", "You win by {n} triplets!", n) if mine
                    else ngettext("{name} beats you by {n} triplet!",
                                  "{name} beats you by {n} triplets!", n) if beaten
                    else ngettext("{name} wins by {n} triplet!", "{name} wins by {n} triplets!",
                                  n))
    else:
        sentence = (ngettext("You win by {n} point!", "You win by {n} points!", n) if mine
                    else ngettext("{name} beats you by {n} point!",
                                  "{name} beats you by {n} points!", n) if beaten
                    else ngettext("{name} wins by {n} point!", "{name} wins by {n} points!", n))
    return sentence.format(n=n, name=name(winner))


def headline(result: Result, place: list[int], name: Callable[[int], str], you: int | None,
             people: list[int], unit: str = "points", brief: bool = False) -> str:
    """The results' one line, the same in every game at every count of players: who won
    (a lone winner by how much), then where you finished when you did not win ("Bitzer wins
    by 4 points! You finished 3rd.", "... You tied for 2nd."). With no single "you" (a hot
    seat of several people) each person who did not win gets their place ("Ann 3rd, Bob
    4th."), or, `brief`, only the winner is said (when that line would not fit). At two
    players the winner's line says it all ("Shaun beats you by 24 points!"): "You finished
    2nd" of two read as a joke."""
    winners = result.winners
    sentence = (margin(result, winners[0], name, you, unit) if len(winners) == 1
                else winners_of(winners, name, you))
    if len(result.scores) <= 2:
        return sentence
    if you is not None:
        if you in winners:
            return sentence
        word = place_word(place[you])
        if shared(place, you):
            return _("{sentence} You tied for {place}.").format(sentence=sentence, place=word)
        return _("{sentence} You finished {place}.").format(sentence=sentence, place=word)
    losers = sorted((s for s in people if s not in winners), key=lambda s: (place[s], s))
    if brief or not losers:
        return sentence
    each = ", ".join(_("{name} {place}").format(name=name(s), place=place_word(place[s]))
                        for s in losers)
    return _("{sentence} {places}.").format(sentence=sentence, places=each)
