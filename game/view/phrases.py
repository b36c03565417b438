"""Sentences more than one screen says (the results screen, each table's game log), and the
one rule of address: the person at the screen is "you" ("You play ...", "You win!"), everyone
else is named ("Bo plays ..."). Each sentence has both forms as whole messages, so a
language can conjugate and decline them its own way."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import _

AI_LEVELS = ("easy", "medium", "hard")


def said(you: bool, yours: str, theirs: str, name: str, **fields: Any) -> str:
    """`yours` (about the person at the screen) or `theirs` (about `name`), filled in."""
    return (yours if you else theirs).format(name=name, **fields)


def listed(names: list[str]) -> str:
    """"Anna", "Anna and Bo", "Anna, Bo and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def winners_sentence(names: list[str], you_won: bool = False) -> str:
    """"You win!", "You and Bo share the win!", "Anna wins!", "Anna and Bo share the win!"
    or "Nobody wins this time.". `names` are the winners other than you."""
    if you_won:
        if not names:
            return _("You win!")
        return _("You and {others} share the win!").format(others=listed(names))
    if not names:
        return _("Nobody wins this time.")
    if len(names) == 1:
        return _("{name} wins!").format(name=names[0])
    return _("{names} share the win!").format(names=listed(names))


def winners_of(winners: list[int], name: Callable[[int], str], you: int | None) -> str:
    """`winners_sentence` for seats: the person at the screen (`you`) in the second person."""
    return winners_sentence([name(w) for w in winners if w != you], you_won=you in winners)


def ai_level(level: str | None) -> str:
    """An AI level's name ("AI Easy")."""
    return {"easy": _("AI Easy"), "medium": _("AI Medium"),
            "hard": _("AI Hard")}.get(level or "", level or "")


def seat_label(name: str, level: str | None) -> str:
    """A seat on a player panel: the name, with the AI level for an AI ("Dolly (AI Easy)")."""
    return _("{name} ({level})").format(name=name, level=ai_level(level)) if level else name
