"""Seeds run from 0 to 2**63-1 (issue 11, finding 8): a 300-digit seed used to crash at the end
of the game (the finished record's name was too long for the file system)."""

from __future__ import annotations

import json
import random

import pytest

from game import saves
from game.match import Match
from game.rules.base import IllegalAction
from game.saves import MAX_SEED, SaveError, Seat

SEATS = [Seat("Anna"), Seat("Bo")]


def test_the_largest_seed_plays_to_the_end_and_is_kept():
    quick = Match.new("black_sheep", SEATS, MAX_SEED)
    rng = random.Random(1)
    while not quick.is_over:
        quick.apply(rng.choice(quick.legal_actions()))
    match = Match(quick.data, autosave=saves.new_path("black_sheep"))  # saved at the end
    assert match.save_problem is None and match.finished_record.exists()
    assert saves.read(match.finished_record).seed == MAX_SEED


@pytest.mark.parametrize("seed", [MAX_SEED + 1, int("9" * 300), -1])
def test_a_seed_out_of_range_is_refused(tmp_path, seed):
    with pytest.raises(IllegalAction, match="seed"):
        Match.new("black_sheep", SEATS, seed)
    raw = Match.new("black_sheep", SEATS, 1).data.to_json()
    raw["seed"] = seed
    path = tmp_path / "game.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match="seed is out of range"):
        saves.read(path)
