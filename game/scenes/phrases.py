"""Sentences more than one screen says (the results screen, each table's game log)."""

from __future__ import annotations

from game import saves
from game.i18n import _
from game.match import autosave_path
from game.rules import GAMES


def winners_sentence(names: list[str]) -> str:
    """"Anna wins!", "Anna and Bo share the win!" or "Nobody wins this time."."""
    if not names:
        return _("Nobody wins this time.")
    if len(names) == 1:
        return _("{name} wins!").format(name=names[0])
    return _("{names} and {last} share the win!").format(names=", ".join(names[:-1]),
                                                         last=names[-1])


def unfinished_game() -> str | None:
    """'Black Sheep with Dolly, You' if an unfinished game is autosaved and readable."""
    try:
        data = saves.read(autosave_path())
    except saves.SaveError:
        return None
    return _("{game} with {names}").format(
        game=_(GAMES[data.game].title), names=", ".join(s.name for s in data.seats))
