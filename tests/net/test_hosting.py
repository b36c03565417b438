"""A game hosted from the window (`LocalHost`): the host's own seat is held for them from
the start, and if the program stops, `host --resume` serves the game again and Join gives
the host their own seat back."""

import random

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
