"""A game hosted from the window (`LocalHost`): the host's own seat is held for them from
the start, and if the program stops, `host --resume` serves the game again and Join gives
the host their own seat back."""

import json
import random
import time

import pytest

from game.net.client import Session
from game.net.host import Host, HostThread
from game.net.hosting import LocalHost
from game.net.remote_match import NotJoined, RemoteMatch
from game.net.table import resume_all
from tests.ai.inline import InlineThinker
from tests.net.window import take_turn


def hosted(kinds, names):
    return LocalHost("black_sheep", kinds, names, seed=3, address="127.0.0.1",
                     announce=False, thinker=InlineThinker())


def test_the_hosts_seat_is_theirs_and_nobody_elses():
    host = hosted(["remote", "local"], ["Bo", "Ann"])
    try:
        assert host.match.seat == 1 and host.waiting_for() == [0]
        bo = RemoteMatch.join(Session(host.where, name="Bo", keep_token=False))
        try:
            assert bo.seat == 0  # the only free seat: the host's was never free
            with pytest.raises(NotJoined, match="taken"):
                RemoteMatch.join(Session(host.where, name="Mallory", keep_token=False))
        finally:
            bo.close()
    finally:
        host.match.close()
    assert not host.thread.thread.is_alive()


def test_a_stopped_host_resumes_and_join_gives_the_host_their_seat_back():
    host = hosted(["local", "ai:easy"], ["Ann", "Dolly"])
    host.begin()
    rng = random.Random(0)
    while len(host.match.steps) < 4:
        if not take_turn(host.match, rng, {}):
            host.match.wait_for_ai(0.5)
    moves, port, table_id = host.match.moves, host.port, host.table.id
    host.match.close()  # the window is closed: the game is kept
    tables, notes = resume_all(InlineThinker())
    assert [t.id for t in tables] == [table_id] and not notes
    server = Host()
    server.add(tables[0])
    thread = HostThread(server, "127.0.0.1", port)
    assert thread.start() == port  # the port it was served on
    try:
        back = RemoteMatch.join(Session(f"127.0.0.1:{port}", name="Ann"))  # its kept token
        try:
            assert back.seat == 0 and back.moves >= moves
        finally:
            back.close()
    finally:
        thread.stop()


def test_the_hosts_kept_token_goes_with_a_game_nobody_played():
    from game.net.client import TokenStore

    host = hosted(["local", "remote"], ["Ann", "Bo"])
    keys = host.token_keys
    assert keys and all(TokenStore().get(key) for key in keys)
    host.abandon()
    assert not any(TokenStore().get(key) for key in keys)


def play_a_little(host, *others, moves=4):
    rng = random.Random(0)
    deadline = time.monotonic() + 20
    while host.match.moves < moves:
        assert time.monotonic() < deadline, "the game did not go on"
        if not any([take_turn(m, rng, {}) for m in (host.match, *others)]):
            time.sleep(0.01)


def test_a_game_hosted_from_the_window_is_offered_again_and_served_on_its_port():
    from game.net.kept import hosted_games

    host = hosted(["local", "remote", "ai:easy"], ["Ann", "Bo", "Dolly"])
    bo = RemoteMatch.join(Session(host.where, name="Bo"))  # Bo keeps his token
    host.begin()
    play_a_little(host, bo)
    moves, port, table_id = host.match.moves, host.port, host.table.id
    bo.close()
    host.match.close()  # the window is closed mid-game
    [kept] = hosted_games()
    assert kept.path.stem == table_id and kept.seat == 0 and kept.name == "Ann"
    again = LocalHost.resume(kept, address="127.0.0.1", announce=False,
                             thinker=InlineThinker())
    try:
        assert again.port == port and again.match.seat == 0 and again.match.moves >= moves
        assert again.away() == [1] and again.waiting_for() == [1]
        back = RemoteMatch.join(Session(f"127.0.0.1:{port}", name="Bo"))  # his kept token
        try:
            assert back.seat == 1 and again.away() == []
        finally:
            back.close()
    finally:
        again.match.close()
    assert [h.path.stem for h in hosted_games()] == [table_id]  # still unfinished: kept


def test_a_resumed_game_whose_port_is_taken_is_served_on_another():
    import socket

    from game.net.kept import hosted_games

    host = hosted(["local", "ai:easy"], ["Ann", "Dolly"])
    host.begin()
    play_a_little(host, moves=2)
    host.match.close()
    with socket.socket() as squatter:  # another program listens on the game's port now
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        port = squatter.getsockname()[1]
        kept = json.loads(host.table.kept_at.read_text())
        host.table.kept_at.write_text(json.dumps({**kept, "port": port}))
        again = LocalHost.resume(hosted_games()[0], address="127.0.0.1", announce=False,
                                 thinker=InlineThinker())
        try:
            assert again.port != port and again.match.seat == 0
            assert again.where.endswith(f":{again.port}")
        finally:
            again.match.close()


def test_the_host_hands_a_left_players_seat_to_the_ai_of_their_choice():
    host = hosted(["local", "remote"], ["Ann", "Bo"])
    try:
        bo = RemoteMatch.join(Session(host.where, name="Bo", keep_token=False))
        host.begin()
        assert host.away() == []
        bo.close()  # Bo leaves
        for _ in range(200):
            if host.away():
                break
            host.match.wait_for_ai(0.01)
        assert host.away() == [1]
        host.hand_to_ai(1, "easy")
        assert host.seats()[1]["standin"] == "easy" and host.waiting_for() == []
        for _ in range(200):  # the host's own table shows the seat as that AI
            host.match.pump()
            if host.match.seats[1].is_ai:
                break
            host.match.wait_for_ai(0.01)
        assert host.match.seats[1].level == "easy"
    finally:
        host.match.close()


def test_deleting_a_stopped_hosted_game_removes_its_files_and_the_hosts_token():
    from game.net.client import TokenStore
    from game.net.kept import delete_hosted, hosted_games

    host = hosted(["local", "remote"], ["Ann", "Bo"])
    keys, kept_at, save = host.token_keys, host.table.kept_at, host.table.match.autosave
    host.match.close()
    [kept] = hosted_games()
    delete_hosted(kept)
    assert hosted_games() == [] and not kept_at.exists() and not save.exists()
    assert not any(TokenStore().get(key) for key in keys)


def test_a_resumed_table_gives_a_removed_players_seat_its_first_name_back(tmp_path):
    from game.net.table import Table, TableConfig

    table = Table.create(TableConfig("black_sheep", ["remote", "remote"], 3,
                                     names=["Ann", "Player 2"]),
                         thinker=InlineThinker(), folder=tmp_path)
    table.match.data.seats[1] = table.match.seats[1].__class__("Bo", "human")
    table._keep()  # kept once Bo had joined: the first names stay what they were
    table.close()
    assert json.loads(table.kept_at.read_text())["names"] == ["Ann", "Player 2"]
    again = Table.resume(table.kept_at, InlineThinker())
    try:
        assert again.first_names == ["Ann", "Player 2"]
    finally:
        again.close()
