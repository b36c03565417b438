"""The layers of ../shared/DESIGN.md hold: `lint-imports` keeps every contract in
pyproject.toml, and the game-rooms contract does catch a game that borrows from another."""

from __future__ import annotations

import logging
from pathlib import Path

import grimp
from importlinter.cli import lint_imports

from tests.contracts import GameRoomsContract

ROOT = Path(__file__).resolve().parents[1]


def test_every_import_contract_is_kept(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    loggers = [lg for lg in logging.root.manager.loggerDict.values()
               if isinstance(lg, logging.Logger)]
    enabled = [lg for lg in loggers if not lg.disabled]
    try:
        code = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True,
                            no_logo=True)
    finally:  # lint-imports configures logging, which disables every logger already made
        for logger in enabled:
            logger.disabled = False
    assert code == 0, capsys.readouterr().out


def rooms(imports: list[tuple[str, str]]) -> GameRoomsContract:
    graph = grimp.ImportGraph()
    for importer, imported in imports:
        for module in (importer, imported):  # with its packages, as grimp builds a graph
            parts = module.split(".")
            for n in range(1, len(parts) + 1):
                graph.add_module(".".join(parts[:n]))
        graph.add_import(importer=importer, imported=imported)
    contract = GameRoomsContract(
        name="rooms", session_options={"root_packages": ["game"]},
        contract_options={"containers": ["game.rules", "game.tables"],
                          "games": ["cows", "pigs", "not_yet"],
                          "registries": ["game.rules"]})
    return contract.check(graph, verbose=False)


def test_a_table_may_use_its_own_rules_and_any_game_through_a_registry():
    check = rooms([("game.tables.cows.draw", "game.rules.cows.cards"),
                   ("game.tables.cows.board", "game.rules"),
                   ("game.rules", "game.rules.pigs")])
    assert check.kept


def test_a_table_using_another_games_rules_even_through_the_view_breaks_it():
    check = rooms([("game.tables.cows.draw", "game.view.helpers"),
                   ("game.view.helpers", "game.rules.pigs.cards"),
                   ("game.rules", "game.rules.pigs")])
    assert not check.kept
    assert check.metadata["chains"] == [
        ["game.tables.cows.draw", "game.view.helpers", "game.rules.pigs.cards"]]
