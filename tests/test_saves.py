"""Damaged saves: every way a file can go wrong gives a `SaveError` naming the file.

Reading never changes the file (the title screen sets it aside afterwards), and a good save
always gives back the very state it was written from, for every game.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.match import Match
from game.rules import GAMES
from game.rules.base import dumps
from game.saves import SaveError, Seat, read

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy"), Seat("Shaun", "ai", "medium"),
         Seat("Timmy", "ai", "hard")]


def midway(game: str, seed: int, moves: int, players: int | None = None,
           options: dict[str, str] | None = None) -> Match:
    """A match `moves` random legal moves in (fewer if the game ends first)."""
    spec = GAMES[game]
    match = Match.new(game, SEATS[:players or spec.min_players], seed, options)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.fixture(scope="module")
def real_save(tmp_path_factory) -> bytes:
    path = tmp_path_factory.mktemp("saves") / "real.json"
    midway("black_sheep", 4, 25, players=3).save_as(path)
    return path.read_bytes()


def refused(path: Path, only_replay: bool = False) -> str:
    """Load `path` both ways: each must give a SaveError naming it and leave it as it was.

    With `only_replay`, the file is well formed (`read` takes it) but its moves are not
    possible, which only replaying them through `Match.load` finds out."""
    before = path.read_bytes() if path.is_file() else None
    stamp = path.stat().st_mtime_ns if path.exists() else None
    if only_replay:
        read(path)
    messages = []
    for load in (Match.load,) if only_replay else (read, Match.load):
        with pytest.raises(SaveError) as err:
            load(path)
        messages.append(str(err.value))
        assert path.name in str(err.value), f"{load.__name__}: {err.value}"
    if before is not None:
        assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp
    return messages[-1]


def write(tmp_path: Path, content: bytes | str | object, name: str = "save.json") -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def damaged(real: bytes, **changes) -> dict:
    raw = json.loads(real)
    for key, value in changes.items():
        if value is ...:
            del raw[key]
        else:
            raw[key] = value
    return raw


# -- files that are not saves at all ---------------------------------------------------

@pytest.mark.parametrize("content", [
    b"", b"\x00" * 64, bytes(range(256)), b"\xff\xfe{\x00", "[" * 100_000, "{" * 5000,
    "null", "42", '"a save"', "[]", "true", "NaN", '{"app": "sheepfold"', "\ufeff{}",
], ids=lambda c: repr(c[:12]))
def test_not_a_save(tmp_path, content):
    refused(write(tmp_path, content))


def test_random_garbage_bytes(tmp_path):
    rng = random.Random(1)
    for n in range(40):
        refused(write(tmp_path, rng.randbytes(rng.randrange(1, 400)), f"garbage{n}.json"))


def test_missing_file_and_a_folder(tmp_path):
    assert "does not exist" in refused(tmp_path / "nothing.json")
    (tmp_path / "folder.json").mkdir()
    refused(tmp_path / "folder.json")


def test_truncated_at_every_tenth_byte(tmp_path, real_save):
    for cut in range(0, len(real_save) - 1, 10):
        refused(write(tmp_path, real_save[:cut]))


def test_bit_flips_load_or_refuse_but_never_crash(tmp_path, real_save):
    """Flip one bit at 400 seeded positions: the save loads (a harmless spot, such as a
    name) or is refused with a SaveError; never another exception, never a changed file."""
    rng = random.Random(7)
    outcomes = {"loaded": 0, "refused": 0}
    for n in range(400):
        data = bytearray(real_save)
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        path = write(tmp_path, bytes(data), f"flip{n}.json")
        try:
            Match.load(path)
        except SaveError as err:
            assert path.name in str(err)
            outcomes["refused"] += 1
        else:
            outcomes["loaded"] += 1
        assert path.read_bytes() == bytes(data)
    assert outcomes["refused"] > 100 and outcomes["loaded"] > 0, outcomes


# -- saves of the wrong kind ------------------------------------------------------------

@pytest.mark.parametrize("raw", [
    {}, [], {"app": "othergame", "format": 1}, {"name": "package.json", "version": "1.0"},
    {"app": None}, {"App": "sheepfold"},
], ids=str)
def test_another_apps_json(tmp_path, raw):
    assert "not a Sheepfold save" in refused(write(tmp_path, raw))


@pytest.mark.parametrize("fmt", [0, 3, 99, "1", None, 1.5, True, ...])
def test_a_foreign_format_version(tmp_path, real_save, fmt):
    assert "format" in refused(write(tmp_path, damaged(real_save, format=fmt)))


@pytest.mark.parametrize("game", ["chess", "", None, 3, ["black_sheep"], {"id": 1}, ...])
def test_an_unknown_game(tmp_path, real_save, game):
    assert "unknown game" in refused(write(tmp_path, damaged(real_save, game=game)))


@pytest.mark.parametrize("change", [
    {"seed": "3"}, {"seed": True}, {"seed": None}, {"seed": 1.5}, {"seed": ...},
    {"actions": {}}, {"actions": ...}, {"actions": "play"},
    {"seats": ...}, {"seats": {}}, {"seats": [1, 2]}, {"seats": []},
    {"seats": [{"name": "A", "kind": "ai", "level": "godlike"}] * 3},
    {"seats": [{"name": 5, "kind": "human"}] * 3}, {"seats": [{"name": "A", "kind": "cat"}] * 3},
    {"seats": [{"name": "A", "kind": "human"}] * 9},
    {"options": ...}, {"options": []}, {"options": {"tasks": "maybe"}},
    {"options": {"no_such": "on"}},
], ids=str)
def test_a_damaged_field(tmp_path, real_save, change):
    refused(write(tmp_path, damaged(real_save, **change)))


def test_another_games_id_over_these_moves(tmp_path, real_save):
    """The moves of a Black Sheep game replayed as another game are impossible there."""
    for game, spec in GAMES.items():
        if game != "black_sheep" and spec.min_players <= 3 <= spec.max_players:
            path = write(tmp_path, damaged(real_save, game=game, options={}))
            assert "not possible" in refused(path, only_replay=True)


@pytest.mark.parametrize("bad", [
    {"type": "play", "field": 7, "cards": ["pig"]}, {"type": "play", "field": -1,
                                                     "cards": ["pig"]},
    {"type": "teleport"}, {"type": "pass", "extra": 1}, {"type": "play"}, None, 5, "pass",
    [], {"type": "play", "field": "1", "cards": ["pig"]}, {"type": "discard", "card": 9},
], ids=str)
def test_an_impossible_move_list(tmp_path, real_save, bad):
    raw = json.loads(real_save)
    for where in (0, len(raw["actions"]) // 2, len(raw["actions"])):
        actions = list(raw["actions"])
        actions.insert(where, bad)
        message = refused(write(tmp_path, damaged(real_save, actions=actions)), only_replay=True)
        assert f"Move {where + 1}" in message


def test_a_move_after_the_end(tmp_path):
    match = Match.new("black_sheep", SEATS[:2], 3)
    rng = random.Random(3)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    raw = match.data.to_json()
    raw["actions"].append(raw["actions"][-1])
    assert "over" in refused(write(tmp_path, raw), only_replay=True)


def test_a_different_seed_makes_the_moves_impossible(tmp_path, real_save):
    raw = json.loads(real_save)
    refused(write(tmp_path, damaged(real_save, seed=raw["seed"] + 1)), only_replay=True)


# -- good saves -------------------------------------------------------------------------

@pytest.mark.parametrize("game", list(GAMES))
def test_save_then_load_gives_the_same_state(tmp_path, game):
    spec = GAMES[game]
    for i, options in enumerate(spec.option_sets()[:4]):
        players = spec.min_players + i % (spec.max_players - spec.min_players + 1)
        for moves in (0, 1, 17, 60):
            match = midway(game, 10 * i + moves, moves, players, options)
            path = tmp_path / f"{game}-{i}-{moves}.json"
            match.save_as(path)
            again = Match.load(path)
            assert dumps(again.state.snapshot()) == dumps(match.state.snapshot())
            assert again.seats == match.seats and again.data.options == match.data.options
            assert again.log_lines() == match.log_lines()


def test_the_autosave_is_the_same_game(sheepfold_home):
    path = sheepfold_home / "autosave.json"
    match = Match.new("black_sheep", SEATS[:3], 5, autosave=path)
    rng = random.Random(5)
    for _ in range(12):
        match.apply(rng.choice(match.legal_actions()))
        assert dumps(Match.load(path).state.snapshot()) == dumps(match.state.snapshot())


@pytest.mark.parametrize("board", [[], "tiles", {"a": 1}, {"k" * 500: "v"},
                                   dict.fromkeys(map(str, range(99)), "x")], ids=repr)
def test_damaged_board_data(tmp_path, real_save, board):
    assert "board data" in refused(write(tmp_path, damaged(real_save, board=board)))


def test_board_data_for_a_game_that_takes_none(tmp_path, real_save):
    path = write(tmp_path, damaged(real_save, board={"rules_data": "true"}))
    assert "does not use" in refused(path, only_replay=True)
