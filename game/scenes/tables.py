"""Seating a match at its game's table (which game has which table: game.games).

A table never imports a scene, so the screens it opens (pause, hand-off, results) are
handed to it here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import games
from game.scenes.handoff import HandoffScene
from game.scenes.pause import PauseScene
from game.scenes.results import ResultsScene

if TYPE_CHECKING:
    from game.app import App
    from game.match import Match
    from game.tables.base import TableScene


class Shell:
    """The shell screens around a table."""

    def pause(self, table: TableScene) -> PauseScene:
        return PauseScene(table.app, table)

    def hand_off(self, table: TableScene, seat: int) -> HandoffScene:
        return HandoffScene(table.app, table, seat)

    def results(self, table: TableScene) -> ResultsScene:
        return ResultsScene(table.app, table.match)


def table_for(app: App, match: Match, replay: bool = False) -> TableScene:
    """The match at its game's table; `games.NoTable` (a sentence) if it has none yet."""
    return games.table_class(match.data.game)(app, match, Shell(), replay=replay)
