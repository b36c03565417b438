"""`sheepfold host` and `sheepfold join` refuse bad arguments with one line and exit code 2;
the host and client threads leave nothing behind."""

import asyncio
import os
import threading
import time

import pytest

from game.__main__ import main
from game.net.client import Client, Session, parse_address
from game.net.host import Host, HostThread
from game.net.table import Table, TableConfig
from tests.ai.inline import InlineThinker

REFUSED = {
    "no window yet": (["host", "--game", "black_sheep"], "--headless"),
    "no game": (["host", "--headless"], "--game"),
    "unknown game": (["host", "--headless", "--game", "chess"], "chess"),
    "bad seat": (["host", "--headless", "--game", "black_sheep", "--seats", "remote,robot"],
                 "robot"),
    "no remote seat": (["host", "--headless", "--game", "black_sheep", "--seats",
                        "ai:easy,ai:hard"], "remote"),
    "too many seats": (["host", "--headless", "--game", "sheep_sheep", "--seats",
                        "remote,remote,remote"], "2"),
    "bad port": (["host", "--headless", "--game", "black_sheep", "--port", "70000"], "port"),
    "nothing to resume": (["host", "--headless", "--resume"], "resume"),
    "join nowhere": (["join"], "HOST:PORT"),
    "join a bad address": (["join", "example.org"], "HOST:PORT"),
    "join a bad port": (["join", "example.org:99999"], "HOST:PORT"),
    "join a bad level": (["join", "127.0.0.1:1", "--agent", "genius"], "genius"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_bad_argument_is_one_line_and_exit_code_2(case, capsys):
    argv, said = REFUSED[case]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err and "Traceback" not in err


def test_an_unreachable_host_is_a_sentence_and_exit_code_1(capsys):
    assert main(["join", "127.0.0.1:9", "--agent", "easy", "--give-up", "0.2"]) == 1
    assert "could not be reached" in capsys.readouterr().err


def test_addresses():
    assert parse_address("192.168.1.20:8765") == ("192.168.1.20", 8765, None)
    assert parse_address("ws://host.lan:80/t/ab12") == ("host.lan", 80, "ab12")
    assert parse_address("[::1]:9000/ab12") == ("::1", 9000, "ab12")
    with pytest.raises(ValueError):
        parse_address("host:80/../../etc")
    assert Session("wss://sheep.example.org:443", keep_token=False).url == \
        "wss://sheep.example.org:443/"
    assert Session("10.0.0.2:8765/ab12", keep_token=False).url == "ws://10.0.0.2:8765/t/ab12"


def open_fds():
    return len(os.listdir("/proc/self/fd"))


def test_the_host_and_client_threads_play_and_leave_no_thread_or_socket_behind():
    threads, fds = threading.active_count(), open_fds()
    host = Host()
    table = host.add(Table.create(TableConfig("sheep_sheep", ["remote", "ai:easy"], seed=4),
                                  thinker=InlineThinker()))
    runner = HostThread(host, "127.0.0.1", 0)
    port = runner.start()
    client = Client(Session(f"127.0.0.1:{port}", agent="easy", keep_token=False)).start()
    assert runner.wait_over(60)
    client.thread.join(10)
    assert client.session.status == "over" and client.session.latest["over"]
    assert runner.call(lambda: table.match.is_over)  # the host has stopped: read here
    client.stop()
    runner.stop()
    time.sleep(0.1)
    assert threading.active_count() == threads
    assert open_fds() <= fds


def test_a_stopped_host_thread_keeps_its_table_for_a_resume():
    host = Host()
    table = host.add(Table.create(TableConfig("black_sheep", ["remote", "remote"], seed=4),
                                  thinker=InlineThinker()))
    runner = HostThread(host, "127.0.0.1", 0)
    runner.start()
    runner.stop()
    assert not runner.thread.is_alive()
    assert table.kept_at.exists() and table.match.autosave.exists()
    assert asyncio.run(_resumed(table.id))


async def _resumed(table_id):
    from game.net.table import resume_all

    tables, notes = resume_all()
    for t in tables:
        t.close()
    return [t.id for t in tables] == [table_id] and notes == []


def test_a_build_without_the_network_libraries_says_so(monkeypatch, capsys):
    from game.net import commands

    def missing(argv):
        raise ImportError("No module named 'asyncio'", name="asyncio")

    monkeypatch.setattr(commands, "host", missing)
    assert main(["host", "--headless", "--game", "black_sheep"]) == 2
    assert "network play is not part of this build (asyncio is missing)" in \
        capsys.readouterr().err
