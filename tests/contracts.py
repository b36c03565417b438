"""An import-linter contract type for the rule "no game's package imports another game's".

The built-in types cannot say it: a game's table may import its own rules but no other
game's rules, AI or table. Registries (which name every game on purpose) are taken out of
the graph first, so a chain through them does not count; any other chain, direct or through
a shared module, does. Configured in pyproject.toml ([tool.importlinter]).
"""

from __future__ import annotations

import itertools

from grimp import ImportGraph
from importlinter.application import output
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck


class GameRoomsContract(Contract):
    """containers: where each game has a package (game.rules, ...); games: the game ids
    (a package not written yet is skipped); registries: modules that import every game."""

    type_name = "game_rooms"

    containers = fields.ListField(subfield=fields.StringField())
    games = fields.ListField(subfield=fields.StringField())
    registries = fields.ListField(subfield=fields.StringField())

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:
        for registry in self.registries:  # type: ignore[attr-defined]
            for imported in graph.find_modules_directly_imported_by(registry):
                graph.remove_import(importer=registry, imported=imported)
        rooms = {game: [f"{c}.{game}" for c in self.containers  # type: ignore[attr-defined]
                        if f"{c}.{game}" in graph.modules]
                 for game in self.games}  # type: ignore[attr-defined]
        chains = []
        for game, other in itertools.permutations(rooms, 2):
            for importer, imported in itertools.product(rooms[game], rooms[other]):
                chain = graph.find_shortest_chain(importer=importer, imported=imported,
                                                  as_packages=True)
                if chain:
                    chains.append(list(chain))
        return ContractCheck(kept=not chains, metadata={"chains": chains})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for chain in check.metadata["chains"]:
            output.print_error(" -> ".join(chain), bold=False)
            output.new_line()
