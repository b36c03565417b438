"""Which games have a table, i.e. which games are playable (explicit, no scanning)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.black_sheep_table import BlackSheepTable
from game.scenes.boom_bah_table import BoomBahTable

if TYPE_CHECKING:
    from game.app import App
    from game.match import Match
    from game.scenes.table import TableScene

TABLES: dict[str, type[TableScene]] = {"black_sheep": BlackSheepTable, "boom_bah": BoomBahTable}


def table_for(app: App, match: Match, replay: bool = False) -> TableScene:
    return TABLES[match.data.game](app, match, replay=replay)
