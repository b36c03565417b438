"""Whole network games, in-process: every remote seat played by an agent client, the host
running the rules, the finished game kept as a record (History counts it)."""

import pytest

from game import saves
from tests.net.helpers import play_out, run, serving, sessions

GAMES = {"black_sheep": 4, "boom_bah": 4, "bye_bye": 5, "sheep_sheep": 2}


async def whole_game(game: str, seats: list[str]):
    async with serving(game, seats) as (host, table, address):
        players = sessions(address, seats.count("remote"))
        status = await play_out(host, players)
        return table, players, status


def check_finished(table, players, status):
    assert status == ["over"] * len(players)
    assert table.match.is_over
    assert table.match.finished_record is not None and table.match.finished_record.exists()
    assert saves.recorded(table.match.data.game_id) == table.match.finished_record
    assert not table.kept_at.exists()  # nothing left to resume
    moves = len(table.match.steps)
    result = table.match.result().to_json()
    for p in players:
        assert p.latest["over"] and p.latest["result"] == result
        assert [s["move"] for s in p.steps] == list(range(1, moves + 1))
    assert sorted(p.seat for p in players) == [n for n, place in enumerate(table.places)
                                                if place.remote]


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.slow) if g == "bye_bye"
                                  else g for g in sorted(GAMES)])  # its games are long
def test_two_remote_players_finish_a_game(game):
    check_finished(*run(whole_game(game, ["remote", "remote"])))


def test_remote_players_and_an_ai_seat_at_the_host():
    table, players, status = run(whole_game("boom_bah", ["remote", "ai:easy", "remote"]))
    check_finished(table, players, status)
    assert any(step.seat == 1 for step in table.match.steps)


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_most_remote_players_finish_a_game(game):
    check_finished(*run(whole_game(game, ["remote"] * GAMES[game]), timeout=120))
