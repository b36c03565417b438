"""The history of finished games and its statistics: from the kept records, a damaged record
skipped with a note, figures per game and per opponent level."""

from __future__ import annotations

import random

from game import history, saves
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.match import Match
from game.saves import Seat


def finish(game: str, seats: list[Seat], seed: int) -> Match:
    """Play a whole game with the given seats (people play like Easy) and keep its record."""
    match = Match.new(game, seats, seed=seed, autosave=saves.new_path(game))
    agents = [make_agent(game, "easy") for _ in seats]
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(agents[match.to_move].choose(Observation.of(match.state), rng))
    match.close()
    return match


def test_every_finished_game_is_a_record_with_its_result():
    one = finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    two = finish("boom_bah", [Seat("Ann"), Seat("Bo", "ai", "hard"), Seat("Cy", "ai", "easy")], 2)
    found, notes = history.records()
    assert notes == [] and len(found) == 2
    by_game = {r.game: r for r in found}
    assert list(by_game["black_sheep"].scores) == one.result().scores
    assert list(by_game["boom_bah"].winners) == two.result().winners
    assert by_game["boom_bah"].opponent == "hard" and by_game["black_sheep"].opponent == "easy"
    assert by_game["boom_bah"].moves == len(two.steps)


def test_a_damaged_record_is_skipped_with_a_note_and_nothing_else_is_lost():
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    folder = saves.finished_dir()
    (folder / "black_sheep-broken.json").write_text("{ not json", encoding="utf-8")
    found, notes = history.records()
    assert len(found) == 1 and len(notes) == 1 and "black_sheep-broken.json" in notes[0]
    assert (folder / "black_sheep-broken.json").exists()


def test_statistics_per_game_and_opponent_level():
    for seed in range(4):
        finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], seed)
    finish("black_sheep", [Seat("Ann"), Seat("Ben")], 9)
    found, _ = history.records()
    figures = history.statistics(found)
    black = figures["games"]["black_sheep"]
    assert black["played"] == 5
    easy = black["by_opponent"]["easy"]
    assert easy["played"] == 4
    wins = sum(r.won for r in found if r.opponent == "easy")
    assert easy["wins"] == wins and easy["win_rate"] == round(wins / 4, 3)
    assert black["by_opponent"]["people"]["win_rate"] is None
    scores = [r.score for r in found]
    assert black["best_score"] == max(scores)
    assert len(black["recent_scores"]) == 5
    assert 0 <= easy["longest_streak"] <= wins
    assert history.statistics(found, game="boom_bah")["games"] == {}


def test_the_longest_streak_counts_consecutive_wins_in_order(tmp_path):
    class Fake:
        def __init__(self, started, won):
            self.started, self.won, self.path = started, won, tmp_path / started
            self.opponent, self.score = "easy", 1

    games = [Fake(f"2026-01-0{i}", w) for i, w in enumerate([1, 1, 0, 1, 1, 1, 0], start=1)]
    assert history._figures(games)["longest_streak"] == 3
