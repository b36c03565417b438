"""Tiled (.tmx) tables read with pytmx into plain layout dataclasses, and checked.

A table map has one object layer per player count (`players_2`, `players_3`, ...) naming the
zones of that table in logical pixels (fields, sides, hands, corrals, deck, ...), and map
properties for data a board may change. Positions are relative to the viewer: position 0 is
the seat at the bottom of the screen, the others follow clockwise. A missing zone is a
`LevelError` naming the file and the zone. Rules never live here.

A map is read like any file from outside: a regular file of at most 16 MB, no external
tilesets, no file named outside its own folder and `assets/`, finite zone coordinates on the
table; anything else is a `LevelError` that names the map ("levels/boom_bah.tmx: ...").
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree
from xml.etree.ElementTree import ParseError

import pytmx

from game import storage
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


def _sheep_sheep_zones(players: int) -> list[str]:
    names = ["grid", "deck", "log", "controls", "message"]
    for p in range(players):
        names += [f"{z}_{p}" for z in ("panel", "lucky", "score", "hand")]
    return names


def _bye_bye_zones(players: int) -> list[str]:
    names = ["watering", "pile", "magpie", "log", "controls", "message"]
    for p in range(players):
        names += [f"{z}_{p}" for z in ("panel", "hand", "zoo")]
    return names


# Which zones each game's table needs, per player count.
REQUIRED: dict[str, Callable[[int], list[str]]] = {
    "black_sheep": _black_sheep_zones,
    "boom_bah": _boom_bah_zones,
    "bye_bye": _bye_bye_zones,
    "sheep_sheep": _sheep_sheep_zones,
}


LIMIT = 100_000  # no coordinate or size on a table map comes near it
MAX_CELLS = 65_536  # tiles in one layer (pytmx makes a list of lists of them)
NUMBERS = ("x", "y", "width", "height", "offsetx", "offsety", "tilewidth", "tileheight")


def shown(path: Path) -> str:
    """How a map is named in a message: "levels/boom_bah.tmx"."""
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


def _checked_xml(path: Path) -> ElementTree.Element:
    """The map's XML, refused before pytmx sees it if it could make pytmx open another file,
    allocate without bound or place a zone at an impossible spot (LevelError otherwise)."""
    name = shown(path)
    try:
        root = ElementTree.fromstring(storage.read_bytes(path))
    except storage.FileMissing:
        raise LevelError(f"{name}: the table map file is missing.") from None
    except storage.FileProblem as err:
        raise LevelError(f"{name}: the table map cannot be read: {err}.") from None
    except ParseError as err:
        raise LevelError(f"{name}: the table map is damaged ({err}).") from None
    if root.tag != "map":
        raise LevelError(f"{name}: this is not a Tiled map.")
    for node in root.iter():
        for attr in NUMBERS:
            text = node.get(attr)
            if text is None:
                continue
            try:
                value = float(text)
            except ValueError:
                raise LevelError(f"{name}: {node.tag} {attr}={text!r} is not a number.") from None
            if not (math.isfinite(value) and 0 <= value <= LIMIT):
                raise LevelError(f"{name}: {node.tag} {node.get('name', '')!r} has "
                                 f"{attr}={text}, which is not a place on a table.")
        if node.tag in ("layer", "map") and float(node.get("width", 0)) * float(
                node.get("height", 0)) > MAX_CELLS:
            raise LevelError(f"{name}: the {node.tag} {node.get('name', '')!r} is too large.")
        source = node.get("source")
        if source is None:
            continue
        if node.tag == "tileset":
            raise LevelError(f"{name}: it uses an external tileset ({source}); a table map "
                             "must hold its tilesets itself.")
        target = (path.parent / source).resolve()
        allowed = (path.parent.resolve(), (path.parent.parent / "assets").resolve())
        if not any(target.is_relative_to(folder) for folder in allowed):
            raise LevelError(f"{name}: it names {source}, outside levels/ and assets/.")
    return root


def load(game_id: str, players: int, path: Path | None = None, variant: str = "") -> Layout:
    """The layout for `players`; a `variant` ("replay") is its own layer where the map has
    one (`replay_2`), else the usual one."""
    path = path or level(f"{game_id}.tmx")
    name = shown(path)
    root = _checked_xml(path)
    try:
        tmx = pytmx.TiledMap()
        tmx.filename = str(path)
        tmx.parse_xml(root)
    except Exception as err:  # pytmx raises bare Exception, zlib.error and more on bad data
        raise LevelError(f"{name}: the table map is damaged ({err}).") from None
    layer_name = f"players_{players}"
    if variant and any(getattr(layer, "name", "") == f"{variant}_{players}" for layer in tmx.layers):
        layer_name = f"{variant}_{players}"
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    zones: dict[str, Zone] = {}
    grids: dict[str, list[list[int]]] = {}
    found = False
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == layer_name:
            found = True
            for obj in layer:
                if obj.name:
                    zone = Zone(obj.x, obj.y, obj.width, obj.height)
                    if zone.x + zone.w > width or zone.y + zone.h > height:
                        raise LevelError(f"{name}: zone {obj.name!r} lies outside the "
                                         f"{width}x{height} table.")
                    zones[obj.name] = zone
        elif isinstance(layer, pytmx.TiledTileLayer):
            grids[layer.name] = [[int(g) for g in row] for row in layer.data]
    if not found:
        raise LevelError(f"{name}: there is no layout for {players} players "
                         f"(object layer {layer_name!r}).")
    layout = Layout(name, players, (width, height), zones, dict(tmx.properties), grids)
    for zone in REQUIRED.get(game_id, lambda _n: [])(players):
        layout[zone]
    return layout


def board_data(game_id: str, players: int) -> dict[str, str] | None:
    """The map properties a game's rules use (e.g. a tile mix), or None; checked by dealing
    a game from them, so a bad tile mix is a LevelError naming the map, not a crash later.

    Only games whose map declares `rules_data` get any; a game with no map yet (rules
    only) gets None. A new game records them in its save, so a later change to the map never
    changes a game already begun."""
    from game import rules

    path = level(f"{game_id}.tmx")
    if not path.exists():
        return None
    layout = load(game_id, players, path)
    props = {k: str(v) for k, v in layout.properties.items()}
    if props.get("rules_data") != "true":
        return None
    try:
        rules.get(game_id).start(players, 0, {}, props)
    except ValueError as err:
        raise LevelError(f"{layout.file}: {err}") from None
    return props
