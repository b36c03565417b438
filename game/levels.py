"""Tiled (.tmx) tables read with pytmx into plain layout dataclasses, and checked.

A table map has one object layer per player count (`players_2`, `players_3`, ...) naming the
zones of that table in logical pixels (fields, sides, hands, corrals, deck, ...), and map
properties for data a board may change. Positions are relative to the viewer: position 0 is
the seat at the bottom of the screen, the others follow clockwise. A missing zone is a
`LevelError` naming the file and the zone. Rules never live here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import ParseError

import pytmx

from game.resources import level


class LevelError(Exception):
    """A table map that cannot be used; the message names the file and the problem."""


@dataclass(frozen=True)
class Zone:
    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (round(self.x), round(self.y), round(self.w), round(self.h))


@dataclass
class Layout:
    file: str
    players: int
    size: tuple[int, int]
    zones: dict[str, Zone]
    properties: dict[str, Any] = field(default_factory=dict)
    grids: dict[str, list[list[int]]] = field(default_factory=dict)

    def __getitem__(self, name: str) -> Zone:
        try:
            return self.zones[name]
        except KeyError:
            raise LevelError(f"{self.file}: zone {name!r} is missing for "
                             f"{self.players} players.") from None


def _black_sheep_zones(players: int) -> list[str]:
    names = ["deck", "discard", "log", "tasks", "controls", "message"]
    for f in range(3):
        names += [f"field_{f}", f"figures_{f}"] + [f"side_{f}_{p}" for p in range(players)]
    for p in range(players):
        names += [f"hand_{p}", f"corral_{p}", f"panel_{p}"]
    return names


def _boom_bah_zones(players: int) -> list[str]:
    names = ["board", "deck", "discard", "log", "controls", "message"]
    for p in range(players):
        names += [f"{z}_{p}" for z in ("panel", "score", "barn", "barnyard", "graveyard", "hand")]
    return names


# Which zones each game's table needs, per player count.
REQUIRED: dict[str, Callable[[int], list[str]]] = {
    "black_sheep": _black_sheep_zones,
    "boom_bah": _boom_bah_zones,
}


def load(game_id: str, players: int, path: Path | None = None) -> Layout:
    path = path or level(f"{game_id}.tmx")
    name = path.name
    try:
        tmx = pytmx.TiledMap(str(path))
    except FileNotFoundError:
        raise LevelError(f"{name}: the table map file is missing.") from None
    except (ParseError, ValueError, KeyError, TypeError, AttributeError) as err:
        raise LevelError(f"{name}: the table map is damaged ({err}).") from None
    layer_name = f"players_{players}"
    zones: dict[str, Zone] = {}
    grids: dict[str, list[list[int]]] = {}
    found = False
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == layer_name:
            found = True
            for obj in layer:
                if obj.name:
                    zones[obj.name] = Zone(obj.x, obj.y, obj.width, obj.height)
        elif isinstance(layer, pytmx.TiledTileLayer):
            grids[layer.name] = [[int(g) for g in row] for row in layer.data]
    if not found:
        raise LevelError(f"{name}: there is no layout for {players} players "
                         f"(object layer {layer_name!r}).")
    layout = Layout(name, players, (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight),
                    zones, dict(tmx.properties), grids)
    for zone in REQUIRED.get(game_id, lambda _n: [])(players):
        layout[zone]
    return layout


def board_data(game_id: str, players: int) -> dict[str, str] | None:
    """The map properties a game's rules may use (e.g. a tile mix), or None.

    Only games whose map declares `rules_data` get any; a missing or broken map here means the
    rules' own defaults, and the table reports the map problem when it loads the layout.
    """
    try:
        layout = load(game_id, players)
    except LevelError:
        return None
    props = {k: str(v) for k, v in layout.properties.items()}
    return props if props.get("rules_data") == "true" else None
