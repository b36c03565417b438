"""The registry of games, by explicit import (a packaged build finds nothing by scanning)."""

from __future__ import annotations

from game.rules import black_sheep, boom_bah, bye_bye, sheep_sheep
from game.rules.base import GameSpec, IllegalAction

GAMES: dict[str, GameSpec] = {spec.id: spec for spec in (black_sheep.SPEC, boom_bah.SPEC,
                                                            bye_bye.SPEC, sheep_sheep.SPEC)}


def get(game_id: str) -> GameSpec:
    try:
        return GAMES[game_id]
    except KeyError:
        raise IllegalAction(
            f"Unknown game {game_id!r}; choose one of: {', '.join(GAMES)}."
        ) from None
