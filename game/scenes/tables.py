"""Which games have a table, i.e. which games are playable (explicit, no scanning)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tables.black_sheep.table import BlackSheepTable
from game.tables.boom_bah.table import BoomBahTable

if TYPE_CHECKING:
    from game.app import App
    from game.match import Match
    from game.tables.base import TableScene

TABLES: dict[str, type[TableScene]] = {"black_sheep": BlackSheepTable, "boom_bah": BoomBahTable}


def table_for(app: App, match: Match, replay: bool = False) -> TableScene:
    return TABLES[match.data.game](app, match, replay=replay)
