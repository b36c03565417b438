"""A name that cannot be drawn used to crash every frame, and Continue brought the crash back
(issue 11, finding 5): a non-UTF-8 byte in `--seats human:...`, a lone surrogate or a NUL in
a save's seat name. Names are cleaned where they come in, and any str can be drawn.
"""

from __future__ import annotations

import json

import pygame
import pytest

from game import saves
from game.cli import parse_seats
from game.match import Match
from game.saves import Seat, clean_name
from game.scenes.crash import CrashScene
from game.view import assets

NASTY = ["An\x00na", "\udcff\udcfeBo", "\ud800", "Cy\x1b[31m", "Tab\tbed\nname", "\x00\x01\x02",
         "x" * 500, "Zoë 🐑", ""]


@pytest.mark.parametrize("name", NASTY, ids=repr)
def test_clean_names_are_drawable_and_short(name):
    cleaned = clean_name(name, "Player 1")
    assert cleaned and len(cleaned) <= saves.NAME_LENGTH
    assert cleaned.encode("utf-8")  # no lone surrogate left
    assert not any(ord(c) < 32 for c in cleaned)
    assert assets.text(None, cleaned, size=18).get_width() > 0


def test_clean_names_keep_ordinary_ones():
    assert clean_name("  Zoë  the   Ewe ", "x") == "Zoë the Ewe"
    assert clean_name("\x00", "Player 2") == "Player 2"


@pytest.mark.parametrize("name", NASTY, ids=repr)
def test_the_font_helper_draws_any_str(name):
    assert assets.text(None, name, size=20) is not None


def test_parse_seats_cleans_every_name():
    seats = parse_seats("human:An\udcffna,ai:easy:\x00,human:" + "y" * 99)
    assert [s.name for s in seats] == ["An\ufffdna", "Clover", "y" * saves.NAME_LENGTH]


def a_save_with_names(path, names: list[str]) -> None:
    match = Match.new("black_sheep", [Seat(f"P{i}") for i in range(len(names))], 4)
    raw = match.data.to_json()
    for seat, name in zip(raw["seats"], names, strict=True):
        seat["name"] = name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw), encoding="utf-8")  # "\udcff" is written as an escape


def test_a_save_with_a_nul_and_a_lone_surrogate_continues_and_draws(sheepfold_home):
    from game.app import App
    from game.scenes.unfinished import UnfinishedScene

    path = saves.new_path("black_sheep")
    a_save_with_names(path, ["An\x00na", "\udcffBo", "\x00"])
    data = saves.read(path)
    assert [s.name for s in data.seats] == ["Anna", "\ufffdBo", "Player 3"]
    app = App(headless=True)
    scene = UnfinishedScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.open(scene.games[0])
    for _ in range(30):
        app.step(1 / 60)
    assert not any(isinstance(s, CrashScene) for s in app.stack.scenes)
    assert type(app.stack.scenes[0]).__name__ == "BlackSheepTable"
    pygame.quit()
