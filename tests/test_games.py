"""The one registry: every game the rules know is listed, only games with a table are
offered, and a new rule module shows up without touching the registry."""

from __future__ import annotations

import dataclasses

import pytest

from game import games, rules
from game.games import NoTable
from game.rules.base import IllegalAction
from game.scenes.new_game import playable_games


def test_every_rules_game_is_listed_and_the_two_tables_are_playable():
    assert [g.id for g in games.every_game()] == list(rules.GAMES)
    assert {g.id for g in games.playable()} >= {"black_sheep", "boom_bah"}
    for game in games.playable():
        assert game.level_file is not None and game.rules_text
        assert game.levels == ("easy", "medium", "hard")


def test_a_game_with_rules_only_is_listed_but_not_offered(monkeypatch):
    newcomer = dataclasses.replace(rules.GAMES["black_sheep"], id="bye_bye_test")
    monkeypatch.setitem(rules.GAMES, "bye_bye_test", newcomer)
    game = games.get("bye_bye_test")
    assert not game.playable and game.levels == ("hard",) and game.level_file is None
    assert "bye_bye_test" in [g.id for g in games.every_game()]
    assert newcomer not in playable_games()
    with pytest.raises(NoTable, match="cannot show a table"):
        games.table_class("bye_bye_test")


def test_an_unknown_game_is_a_sentence():
    with pytest.raises(IllegalAction, match="choose one of"):
        games.get("wolf_pack")
