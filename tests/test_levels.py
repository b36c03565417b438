"""Every table map loads and has every zone its game needs; a broken map is named clearly."""

from __future__ import annotations

import pytest

from game import games, levels
from game.resources import root
from game.rules import GAMES

MAPS = sorted(p.stem for p in root("levels").glob("*.tmx"))


def test_every_playable_game_has_a_map():
    assert all(game.level_file is not None for game in games.playable())


@pytest.mark.parametrize("game_id", MAPS)
def test_every_map_loads_for_every_player_count(game_id):
    spec = GAMES[game_id]
    for players in range(spec.min_players, spec.max_players + 1):
        layout = levels.load(game_id, players)
        assert layout.size == (1280, 720)
        for name in levels.REQUIRED[game_id](players):
            zone = layout[name]
            assert 0 <= zone.x and zone.x + zone.w <= 1280, name
            assert 0 <= zone.y and zone.y + zone.h <= 720, name


def test_a_missing_zone_names_the_file_and_the_zone(tmp_path):
    source = (root("levels") / "black_sheep.tmx").read_text(encoding="utf-8")
    broken = tmp_path / "black_sheep.tmx"
    broken.write_text(source.replace('name="deck"', 'name="decks"'), encoding="utf-8")
    with pytest.raises(levels.LevelError, match=r"black_sheep\.tmx.*'deck'"):
        levels.load("black_sheep", 3, broken)


@pytest.mark.parametrize("text", ["", "<map", "not xml at all", "<map></map>"])
def test_a_damaged_map_is_a_level_error(tmp_path, text):
    broken = tmp_path / "black_sheep.tmx"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(levels.LevelError, match="black_sheep.tmx"):
        levels.load("black_sheep", 2, broken)


def test_a_missing_map_and_a_missing_player_count_are_level_errors(tmp_path):
    with pytest.raises(levels.LevelError, match="missing"):
        levels.load("black_sheep", 2, tmp_path / "black_sheep.tmx")
    with pytest.raises(levels.LevelError, match="5 players"):
        levels.load("black_sheep", 5)


def test_the_maps_are_what_the_generator_writes(tmp_path):
    """A map edited by hand is lost at the next run of the generator: each committed map is
    byte for byte what `levels/make_levels.py` writes (run on a copy of it)."""
    import shutil
    import subprocess
    import sys

    shutil.copy(root("levels") / "make_levels.py", tmp_path)
    subprocess.run([sys.executable, str(tmp_path / "make_levels.py")], check=True)
    written = sorted(path.name for path in tmp_path.glob("*.tmx"))
    assert written == sorted(path.name for path in root("levels").glob("*.tmx"))
    for name in written:
        assert (tmp_path / name).read_text() == (root("levels") / name).read_text(), name


def test_a_broken_map_at_the_table_sends_the_player_to_the_title_with_a_sentence(monkeypatch):
    from game.app import App
    from game.saves import Seat
    from game.scenes.start import deal
    from game.scenes.title import TitleScene

    def broken(game_id, players, path=None):
        raise levels.LevelError("levels/black_sheep.tmx: zone 'deck' is missing for 2 players.")

    monkeypatch.setattr(levels, "load", broken)
    app = App(headless=True)
    deal(app, "black_sheep", [Seat("Anna"), Seat("Ben")], seed=1)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene)
    assert any("levels/black_sheep.tmx" in n for n in app.notices)
