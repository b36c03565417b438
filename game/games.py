"""The one registry of games: for each game id its rules, its table, its AI levels, its rules
text (and the drawing beside it) and its table map.

The rules registry (`game.rules.GAMES`) says which games exist; this module adds what the
screen needs. A game whose rules are registered but that has no entry in `TABLES` yet is
listed here as not playable, so the title and new-game screens leave it out. Everything is
imported by name, never found by scanning folders (a packaged build must see every import).
Steps for a new game: docs/adding-a-game.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import rules
from game.ai.levels import available_levels
from game.i18n import _
from game.resources import level
from game.rules.base import GameSpec
from game.tables.base import TableScene
from game.tables.black_sheep.ranking import draw_ranking
from game.tables.black_sheep.table import BlackSheepTable
from game.tables.boom_bah.table import BoomBahTable
from game.tables.bye_bye.table import ByeByeTable
from game.tables.sheep_sheep.table import SheepSheepTable

RulesFigure = Callable[[pygame.Surface, pygame.Rect], None]

TABLES: dict[str, type[TableScene]] = {"black_sheep": BlackSheepTable, "boom_bah": BoomBahTable,
                                       "bye_bye": ByeByeTable, "sheep_sheep": SheepSheepTable}
# Drawn tables beside a game's rules text.
RULES_FIGURES: dict[str, RulesFigure] = {"black_sheep": draw_ranking}


class NoTable(ValueError):
    """The game's rules exist but this version has no table for it (said as a sentence)."""


@dataclass(frozen=True)
class Game:
    spec: GameSpec
    table: type[TableScene] | None
    rules_figure: RulesFigure | None

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def playable(self) -> bool:
        """People can sit down at it: it has a table."""
        return self.table is not None

    @property
    def levels(self) -> tuple[str, ...]:
        """The AI levels it offers, easiest first (see game.ai.levels.HEURISTICS)."""
        return available_levels(self.id)

    @property
    def rules_text(self) -> str:
        return self.spec.rules_text

    @property
    def level_file(self) -> Path | None:
        """Its Tiled map in levels/, or None while it has none."""
        path = level(f"{self.id}.tmx")
        return path if path.exists() else None


def every_game() -> list[Game]:
    """Every game the rules registry knows, in its order."""
    return [_entry(spec) for spec in rules.GAMES.values()]


def playable() -> list[Game]:
    """The games offered on the title and new-game screens."""
    return [game for game in every_game() if game.playable]


def get(game_id: str) -> Game:
    """A game by id; an unknown id is `IllegalAction` with the ids to choose from."""
    return _entry(rules.get(game_id))


def _entry(spec: GameSpec) -> Game:
    return Game(spec, TABLES.get(spec.id), RULES_FIGURES.get(spec.id))


def table_class(game_id: str) -> type[TableScene]:
    """The game's table; `NoTable` says so in a sentence if it has none yet."""
    game = get(game_id)
    if game.table is None:
        raise NoTable(_("This version cannot show a table for {game} yet.").format(
            game=_(game.spec.title)))
    return game.table
