"""Sentences more than one screen says (the results screen, each table's game log)."""

from __future__ import annotations

from game.i18n import _


def winners_sentence(names: list[str]) -> str:
    """"Anna wins!", "Anna and Bo share the win!" or "Nobody wins this time."."""
    if not names:
        return _("Nobody wins this time.")
    if len(names) == 1:
        return _("{name} wins!").format(name=names[0])
    return _("{names} and {last} share the win!").format(names=", ".join(names[:-1]),
                                                         last=names[-1])

