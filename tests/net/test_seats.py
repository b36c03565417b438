"""Choosing a seat: a newcomer looks at the seats before joining and takes the free one it
wants; the host hands the seat of a player who is away to an AI of its choice, and the
player takes it back on return."""

import asyncio

import pytest

from game.net.client import Session, free_seats, look
from game.net.protocol import ProtocolError
from tests.net.helpers import Raw, run, serving


async def until(check, seconds=5.0):
    for _ in range(int(seconds / 0.01)):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("it did not happen in time")


def test_a_newcomer_sees_the_free_seats_and_takes_the_one_it_chose():
    async def go():
        async with serving("bye_bye", ["remote", "ai:easy", "remote"]) as (_h, table, address):
            seats = await look(address)
            assert free_seats(seats) == [0, 2]
            assert seats[1]["kind"] == "ai" and not seats[1]["free"]
            async with Raw.open(address) as raw:
                welcome = await raw.hello(name="Cleo", seat=2)
                assert welcome["seat"] == 2
                assert free_seats(await look(address)) == [0]
                assert welcome["seats"][2]["free"] is False
    run(go())


def test_the_seats_and_the_announcement_say_whose_table_it_is_and_who_sits_there():
    async def go():
        async with serving("boom_bah", ["remote", "remote", "ai:easy"],
                           names=["Ann", "Player 2", "Dolly"]) as (_h, table, address):
            table.host_seat = 0
            async with Raw.open(address) as raw:
                await raw.hello(name="Ann", seat=0)
                seats = await look(address)
                assert [s["host"] for s in seats] == [True, False, False]
                assert table.host_name() == "Ann"
                assert table.seated() == [("Ann", False), ("Dolly", True)]
    run(go())


def test_look_is_behind_the_tables_password():
    async def go():
        async with serving("black_sheep", ["remote", "remote"], password="ewe") as (
                _h, _t, address):
            with pytest.raises(ProtocolError) as refused:
                await look(address)
            assert refused.value.code == "wrong_password"
            assert free_seats(await look(address, "ewe")) == [0, 1]
    run(go())


def test_the_host_hands_an_away_players_seat_to_the_ai_it_chose_and_back():
    async def go():
        async with serving("sheep_sheep", ["remote", "remote"], standin="medium",
                           standin_after=0.2) as (_h, table, address):
            async with Raw.open(address) as raw:
                welcome = await raw.hello(name="Ann")
            token = welcome["token"]
            await until(lambda: table.places[0].conn is None)
            table.hand_to_ai(0, "hard")  # before the automatic stand-in is due
            await asyncio.sleep(0.3)  # ...which does not come after the host's choice
            assert table.places[0].standin == "hard"
            async with Raw.open(address) as other:  # everyone sees the seat as that AI
                welcome_bo = await other.hello(name="Bo")
                assert welcome_bo["seats"][0]["standin"] == "hard"
            async with Raw.open(address) as back:
                await back.hello(token=token)
                seats = (await back.recv("seats"))["seats"]
                assert seats[0]["standin"] is None and seats[0]["connected"]
    run(go())


def test_an_old_hosts_refusal_of_look_means_no_seats_to_show():
    async def go():
        async with serving("black_sheep", ["remote", "remote"]) as (_h, _t, address):
            from game.net import protocol

            saved = protocol.CLIENT_TYPES.pop("look")
            try:
                assert await look(address) is None
            finally:
                protocol.CLIENT_TYPES["look"] = saved
    run(go())


def test_a_session_asks_for_its_chosen_seat():
    session = Session("127.0.0.1:1", seat=2, keep_token=False)
    assert '"seat":2' in session._hello()


def test_at_the_terminal_a_newcomer_is_asked_which_free_seat_is_theirs(capsys):
    from game.net.terminal import choose_seat
    from tests.net.window import hosting

    with hosting("bye_bye", ["remote", "ai:easy", "remote"]) as (_thread, _table, address):
        answers = iter(["2", "9", "3"])  # the AI's seat, no seat, then a free one
        assert choose_seat(address, None, lambda _prompt: next(answers)) == 2
        shown = capsys.readouterr().out
        assert "1. Player 1: free" in shown and "2. Player 2: AI easy" in shown
        assert shown.count("Type the number of a free seat.") == 2
    with hosting("black_sheep", ["remote", "ai:easy"]) as (_thread, _table, address):
        assert choose_seat(address, None, lambda _prompt: "x") == 0  # the only one: no asking


def test_at_the_terminal_the_hosts_seat_is_named_as_theirs():
    from game.net.terminal import seat_line

    seat = {"name": "Ann", "kind": "remote", "level": None, "connected": True,
            "standin": None, "free": False, "host": True}
    assert seat_line(0, seat) == "  1. Ann: playing (the host)"


def test_the_host_removes_a_player_whose_seat_is_free_again_and_who_is_told():
    async def go():
        async with serving("boom_bah", ["remote", "remote", "ai:easy"],
                           names=["Ann", "Player 2", "Dolly"]) as (_h, table, address):
            table.host_seat = 0
            assert not table.remove(0) and not table.remove(1) and not table.remove(2)
            async with Raw.open(address) as raw:
                await raw.hello(name="Ann", seat=0)
                async with Raw.open(address) as bo:
                    await bo.hello(name="Bo", seat=1)
                    assert not table.remove(0)  # the host's own seat stays theirs
                    assert table.remove(1)
                    error = await bo.recv("error")
                    assert error["code"] == "removed"
                    assert "removed you" in error["sentence"]
                seats = await look(address)
                assert seats[1]["free"] and seats[1]["name"] == "Player 2"
                assert table.seated() == [("Ann", False), ("Dolly", True)]
    run(go())


def test_the_seats_say_when_the_stand_in_plays_for_a_player_who_left():
    async def go():
        async with serving("sheep_sheep", ["remote", "remote"], standin="easy",
                           standin_after=30) as (_h, table, address):
            async with Raw.open(address) as raw:
                await raw.hello(name="Ann", seat=0)
            await until(lambda: table.places[0].conn is None)
            seat = table.seats_json()[0]
            assert seat["standin_level"] == "easy" and 28 <= seat["standin_in"] <= 30
            table.hand_to_ai(0, "hard")  # the stand-in plays: no countdown any more
            assert "standin_in" not in table.seats_json()[0]
    run(go())


def test_no_move_is_made_before_the_hosts_start_and_then_it_is():
    async def go():
        async with serving("sheep_sheep", ["remote", "remote"]) as (_h, table, address):
            table.held = True  # a window's lobby
            async with Raw.open(address) as raw:
                await raw.hello(name="Bo", seat=0)
                update = raw.update
                assert update["legal"]  # Bo moves first...
                await raw.send("act", moves=0, action=update["legal"][0])
                error = await raw.recv("error")
                assert error["code"] == "held"  # ...once the host pressed Start
                table.release()
                assert (await raw.recv("seats"))["held"] is False
                await raw.send("act", moves=0, action=update["legal"][0])
                assert (await raw.recv("update"))["moves"] == 1
    run(go())
