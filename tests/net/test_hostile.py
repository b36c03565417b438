"""A hostile client changes nothing: each bad message gets an error or a closed connection,
the host never crashes, and the game and the other players go on."""

import asyncio
import json

import pytest
from websockets.exceptions import ConnectionClosed

from game.net import protocol
from tests.net.helpers import Raw, play_out, run, serving, sessions


async def closed(raw: Raw) -> int | None:
    """The close code once the host hangs up (errors before it are skipped)."""
    try:
        while True:
            await asyncio.wait_for(raw.ws.recv(), 5)
    except ConnectionClosed as gone:
        return gone.rcvd.code if gone.rcvd else None


async def game_goes_on(host, table, address, seats=2):
    """The rest of the game is played by fresh agent clients to its end."""
    status = await play_out(host, sessions(address, seats, keep_token=False))
    assert table.match.is_over and status == ["over"] * seats


def test_garbage_invalid_json_and_wrong_fields_get_a_sentence():
    async def go():
        async with serving("black_sheep", ["remote", "remote"], standin="easy",
                           standin_after=0.1) as (host, table, address):
            async with Raw.open(address) as raw:
                await raw.ws.send(b"\x00\xff garbage")
                assert (await raw.recv())["code"] == "bad_message"
                await raw.ws.send("{not json")
                assert (await raw.recv())["code"] == "bad_json"
                await raw.ws.send("[1, 2]")
                assert (await raw.recv())["code"] == "bad_message"
                await raw.ws.send(json.dumps({"v": 1, "type": "teleport"}))
                assert (await raw.recv())["code"] == "bad_message"
                await raw.ws.send(json.dumps({"v": 1, "type": "act", "moves": "x",
                                              "action": {}}))
                assert (await raw.recv())["code"] == "bad_message"
                await raw.send("act", moves=0, action={"type": "pass"})
                assert (await raw.recv())["code"] == "not_joined"
                await raw.ws.send("[" * 5000 + "]" * 5000)
                assert (await raw.recv())["code"] in ("bad_json", "bad_message")
                await raw.hello(name="Mallory")
                await raw.send("act", moves=0, action={"type": "fly", "to": 3})
                error = await raw.recv("error")
                assert error["code"] == "illegal" and "fly" in error["sentence"]
            assert len(table.match.steps) == 0
            await game_goes_on(host, table, address, seats=1)
    run(go())


def test_a_wrong_version_and_a_huge_message_close_the_connection():
    async def go():
        async with serving("sheep_sheep", ["remote", "remote"]) as (host, table, address):
            async with Raw.open(address) as raw:
                await raw.ws.send(json.dumps({"v": 99, "type": "hello"}))
                error = await raw.recv()
                assert error["code"] == "version" and "version 1" in error["sentence"]
                assert await closed(raw) == 1008
            async with Raw.open(address) as raw:
                await raw.ws.send("x" * (protocol.MAX_MESSAGE + 1))
                assert await closed(raw) == 1009
            await game_goes_on(host, table, address)
    run(go())


def test_a_flood_is_told_to_slow_down_then_cut_off():
    async def go():
        async with serving("black_sheep", ["remote", "remote"], standin="easy",
                           standin_after=0.1) as (host, table, address):
            async with Raw.open(address) as raw:
                await raw.hello()
                for n in range(protocol.BURST + protocol.STRIKES + 5):
                    try:
                        await raw.send("ping", id=n)
                    except ConnectionClosed:
                        break
                codes = []
                try:
                    while True:
                        msg = await raw.recv()
                        codes.append(msg.get("code"))
                except ConnectionClosed as gone:
                    assert gone.rcvd.code == 1008
                assert "slow_down" in codes
            await game_goes_on(host, table, address, seats=1)  # an AI plays the flooder's
            assert table.places[0].standin == "easy"
    run(go())


def test_a_seat_cannot_act_for_another_and_stale_or_replayed_moves_are_refused():
    async def go():
        async with serving("black_sheep", ["remote", "remote"]) as (host, table, address):
            async with Raw.open(address) as a, Raw.open(address) as b:
                await a.hello()
                await b.hello()
                m = table.match
                mover, waiter = (a, b) if m.to_move == 0 else (b, a)
                move = mover.update["legal"][0]
                await waiter.send("act", moves=0, action=move)  # the other seat's move
                assert (await waiter.recv("error"))["code"] == "not_your_turn"
                assert len(m.steps) == 0
                await mover.send("act", moves=0, action=move)
                update = await mover.recv("update")
                assert update["moves"] == 1
                await mover.send("act", moves=0, action=move)  # replayed
                assert (await mover.recv("error"))["code"] == "stale"
                await mover.send("act", moves=7, action=move)  # from nowhere
                assert (await mover.recv("error"))["code"] == "stale"
                assert len(m.steps) == 1
    run(go())


def test_an_illegal_move_gets_the_sentence_a_local_player_gets():
    async def go():
        async with serving("black_sheep", ["remote", "remote"]) as (host, table, address):
            async with Raw.open(address) as a, Raw.open(address) as b:
                await a.hello()
                await b.hello()
                mover = a if table.match.to_move == 0 else b
                state = table.match.state
                wrong = {"type": "discard", "card": "unicorn"}
                try:
                    state.apply(state.action_from_json(wrong))
                except ValueError as err:
                    local = str(err)
                await mover.send("act", moves=0, action=wrong)
                error = await mover.recv("error")
                assert error["code"] == "illegal" and error["sentence"] == local
    run(go())


def test_a_stolen_token_with_a_wrong_password_is_refused():
    async def go():
        async with serving("black_sheep", ["remote", "remote"],
                           password="sesame") as (host, table, address):
            async with Raw.open(address) as raw:
                await raw.send("hello")
                assert (await raw.recv())["code"] == "wrong_password"
                assert await closed(raw) == 1008
            async with Raw.open(address) as owner:
                token = (await owner.hello(password="sesame"))["token"]
                async with Raw.open(address) as thief:
                    await thief.send("hello", token=token, password="open")
                    assert (await thief.recv())["code"] == "wrong_password"
                async with Raw.open(address) as thief:
                    await thief.send("hello", token="guessed", password="sesame")
                    assert (await thief.recv())["code"] == "bad_token"
                await owner.send("ping", id=1)  # the owner still holds the seat
                assert (await owner.recv("pong"))["id"] == 1
                assert table.places[0].conn is not None
    run(go())


def test_a_full_table_and_an_unknown_table_are_refused():
    async def go():
        async with serving("black_sheep", ["remote", "ai:easy"]) as (host, table, address):
            async with Raw.open(address) as a, Raw.open(address) as b:
                await a.hello()
                await b.send("hello")
                assert (await b.recv())["code"] == "table_full"
            async with Raw.open(address, "/t/nosuch") as c:
                assert (await c.recv())["code"] == "no_table"  # said at once
    run(go())


@pytest.mark.parametrize("kind", ["hello", "act", "undo"])
def test_fields_of_the_wrong_kind_never_reach_the_table(kind):
    with pytest.raises(protocol.ProtocolError):
        protocol.decode(json.dumps({"v": 1, "type": kind, "moves": True, "action": [],
                                    "name": 5, "seat": "0"}))


def test_a_second_connection_with_a_seats_token_replaces_the_first():
    """A player whose old connection the host has not seen drop comes back: the newer one
    holds the seat, the older is told why and closed, and can no longer act."""
    async def go():
        async with serving("black_sheep", ["remote", "remote"]) as (host, table, address):
            async with Raw.open(address) as old:
                token = (await old.hello())["token"]
                async with Raw.open(address) as new:
                    await new.hello(token=token)
                    error = await old.recv("error")
                    assert error["code"] == "replaced"
                    assert await closed(old) == 1008
                    assert table.places[0].conn is not None
                    await new.send("ping", id=2)
                    assert (await new.recv("pong"))["id"] == 2
    run(go())
