"""Crafted saves cost nothing (issue 22): every field read has a size bound, and a value
quoted in a sentence is cut short before any text work, so a megabyte-long move type, card
colour, game or id is one short sentence, never a frozen Continue list or a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import saves, storage
from game.app import App
from game.match import Match
from game.saves import SaveError, Seat
from game.scenes.unfinished import UnfinishedScene, sweep

ROOT = Path(__file__).resolve().parents[1]
SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]
MEGA = "x" * 1_000_000
SENTENCE = 300  # every sentence about a crafted file is shorter than this


def a_save(game: str = "sheep_sheep", moves: int = 3) -> dict:
    match = Match.new(game, SEATS, 1)
    for _ in range(moves):
        match.apply(match.legal_actions()[-1])
    return match.data.to_json()


def written(raw: dict, name: str = "20260101-000000-sheep_sheep-crafted.json") -> Path:
    path = storage.private_folder(saves.saves_dir()) / name
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def refusal(raw: dict) -> str:
    with pytest.raises(SaveError) as refused:
        saves.read(written(raw))
    return str(refused.value)


@pytest.mark.parametrize("value, shown", [
    ("pig", "'pig'"), ("x" * 40, "'" + "x" * saves.QUOTE + "'\u2026"),
    (MEGA, "'" + "x" * saves.QUOTE + "'\u2026"),
    (5, "5"), (None, "None"), (10**200, "a very large number"), (["a"] * 10**6, "a list"),
    ({"a": 1}, "an object")])
def test_a_quoted_value_is_cut_short(value, shown):
    assert saves.quote(value) == shown


def test_a_million_character_move_type():
    raw = a_save()
    raw["actions"][1] = {**raw["actions"][1], "type": MEGA}
    said = refusal(raw)
    assert said.endswith("cannot be used: move 2 is damaged.") and len(said) < SENTENCE


def test_a_million_character_card_colour():
    raw = a_save()
    move = next(i for i, a in enumerate(raw["actions"]) if "card" in a)
    card = raw["actions"][move]["card"]
    raw["actions"][move]["card"] = [MEGA, *card[1:]] if isinstance(card, list) else MEGA
    said = refusal(raw)
    assert said.endswith(f"move {move + 1} is damaged.") and len(said) < SENTENCE


@pytest.mark.parametrize("field, value, words", [
    ("game", "x" * 2_000_000, "unknown game 'xxxx"),
    ("format", [1] * 100_000, "format a list"),
    ("id", "y" * 2_000_000, "its game id is damaged"),
    ("options", {"tasks": MEGA}, "its options are damaged"),
    ("actions", [{"type": "pass"}] * (saves.MAX_ACTIONS + 1), "far too long"),
    ("seats", [{"name": "a", "kind": "human"}] * 10_000, "its seats are missing"),
])
def test_a_huge_field_is_one_short_sentence(field, value, words):
    said = refusal({**a_save(), field: value})
    assert words in said and len(said) < SENTENCE


def test_a_huge_name_is_cut_as_it_is_read():
    raw = a_save()
    raw["seats"][0]["name"] = " " + MEGA
    data = saves.read(written(raw))
    assert data.seats[0].name == "x" * saves.NAME_LENGTH


def test_a_small_move_that_makes_no_sense_is_refused_when_replayed_in_a_short_sentence():
    raw = a_save()
    raw["actions"][1] = {"type": "y" * saves.ACTION_TEXT}
    path = written(raw)
    saves.read(path)  # small enough to read
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    assert "Move 2" in str(refused.value) and len(str(refused.value)) < SENTENCE


def test_the_continue_list_sets_crafted_saves_aside_in_short_sentences():
    good = Match.new("black_sheep", SEATS, 2, autosave=saves.new_path("black_sheep"))
    good.close()
    for n, (field, value) in enumerate([("game", "x" * 2_000_000), ("id", "y" * 2_000_000)]):
        written({**a_save(), field: value}, f"20260101-00000{n}-sheep_sheep-crafted.json")
    raw = a_save()
    raw["actions"][0] = {**raw["actions"][0], "type": MEGA}
    written(raw, "20260101-000009-sheep_sheep-crafted.json")
    games, said = sweep()
    assert [g.path for g in games] == [good.autosave]
    assert len(said) == 3 and all(len(s) < SENTENCE for s in said)
    assert len(list(saves.saves_dir().glob("*.broken-*"))) == 3


def test_the_continue_screen_draws_with_a_crafted_save_about():
    raw = a_save()
    raw["actions"][0] = {**raw["actions"][0], "type": MEGA}
    written(raw)
    app = App(headless=True)
    scene = UnfinishedScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    for _ in range(3):
        app.step(1 / 60)
    assert "move 1 is damaged" in scene.message and len(scene.rows) <= 3
    pygame.quit()


def test_a_start_beside_a_save_with_a_two_million_character_game_says_one_sentence(
        sheepfold_home):
    written({**a_save(), "game": "x" * 2_000_000})
    env = {**os.environ, "SHEEPFOLD_HOME": str(sheepfold_home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "3"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert len(list(saves.saves_dir().glob("*.broken-*"))) == 1
