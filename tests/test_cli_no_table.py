"""A game whose rules exist but which has no table yet: one line and exit 2 at play, while
`simulate` still plays it."""

from __future__ import annotations

import pytest

from game import games
from game.__main__ import main


@pytest.mark.parametrize("argv", [
    ["--game", "black_sheep", "--seats", "human,ai:easy", "--headless", "--frames", "1"],
    ["--demo", "--game", "black_sheep", "--players", "2", "--headless", "--frames", "1"],
])
def test_a_game_without_a_table_is_refused_in_one_line(argv, monkeypatch, capsys):
    monkeypatch.delitem(games.TABLES, "black_sheep")
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Black Sheep has no table in this version yet" in err[0]


def test_simulate_plays_it_anyway(monkeypatch, capsys):
    monkeypatch.delitem(games.TABLES, "black_sheep")
    assert main(["simulate", "--game", "black_sheep", "--players", "2", "--games", "1",
                 "--agents", "random,random"]) == 0
