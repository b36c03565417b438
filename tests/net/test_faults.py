"""Faults: a cut connection, a client that restarts, a host that stops and resumes, a player
who leaves (an AI stands in until they return). The game resumes with nothing lost."""

import asyncio

from game.net.client import Session
from game.net.host import Host
from game.net.table import resume_all
from tests.ai.inline import InlineThinker
from tests.net.helpers import Raw, run, serving, sessions


async def until(check, seconds=10.0):
    for _ in range(int(seconds / 0.01)):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("it did not happen in time")


def assert_whole(players, table):
    moves = len(table.match.steps)
    for p in players:
        assert p.status == "over"
        assert [s["move"] for s in p.steps] == list(range(1, moves + 1))  # none missed


def test_a_cut_connection_reconnects_to_the_same_seat_and_catches_up():
    async def go():
        async with serving("black_sheep", ["remote", "remote"]) as (host, table, address):
            players = sessions(address, 2)
            tasks = [asyncio.ensure_future(p.run()) for p in players]
            await until(lambda: len(table.match.steps) >= 10)
            seat = players[0].seat
            players[0].drop()  # as a network failure would: no goodbye
            await asyncio.gather(*tasks)
            assert players[0].seat == seat
            assert_whole(players, table)
    run(go())


def test_a_restarted_client_finds_its_seat_with_the_token_it_kept():
    async def go():
        async with serving("sheep_sheep", ["remote", "remote"]) as (host, table, address):
            first, other = sessions(address, 2)
            gone = asyncio.ensure_future(first.run())
            rest = asyncio.ensure_future(other.run())
            await until(lambda: len(table.match.steps) >= 5)
            seat = first.seat
            gone.cancel()  # the program is killed
            await asyncio.sleep(0.05)
            again = Session(address, name="P0", agent="easy")  # a new program, same folder
            assert again.token == first.token
            await asyncio.gather(again.run(), rest)
            assert again.seat == seat
            assert_whole([again, other], table)
            assert again.steps[0]["move"] == 1  # caught up from the first move
    run(go())


def test_a_stopped_host_resumes_from_its_autosave_and_the_players_rejoin():
    async def go():
        async with serving("boom_bah", ["remote", "ai:easy", "remote"]) as (host, table, address):
            players = sessions(address, 2)
            tasks = [asyncio.ensure_future(p.run()) for p in players]
            await until(lambda: len(table.match.steps) >= 12)
            port = host.port
        # the host is gone (its tables closed, as a kill leaves them); the players retry
        assert all(p.status in ("reconnecting", "playing") for p in players)
        moves = len(table.match.steps)
        tables, notes = resume_all(InlineThinker())
        assert notes == [] and [t.id for t in tables] == [table.id]
        assert len(tables[0].match.steps) == moves  # nothing lost
        again = Host()
        again.add(tables[0])
        await again.start("127.0.0.1", port)
        try:
            await asyncio.gather(*tasks)
            await again.wait_over()
        finally:
            await again.stop()
        resumed = tables[0]
        assert resumed.match.is_over and resumed.match.finished_record is not None
        assert [s.seat for s in players] == [0, 2]
        assert_whole(players, resumed)
        assert resume_all() == ([], [])  # a finished table is not resumed again
    run(go())


def test_an_ai_stands_in_for_a_player_who_left_and_hands_the_seat_back():
    async def go():
        async with serving("sheep_sheep", ["remote", "remote"], standin="medium",
                           standin_after=0.05) as (host, table, address):
            async with Raw.open(address) as leaver:
                welcome = await leaver.hello(name="Ann")
            stayer = Session(address, name="Bo", agent="easy", keep_token=False)
            task = asyncio.ensure_future(stayer.run())
            await until(lambda: table.places[0].standin == "medium")
            await until(lambda: any(s.seat == 0 for s in table.match.steps))
            async with Raw.open(address) as back:
                await back.hello(token=welcome["token"])
                assert table.places[0].standin is None and table.places[0].conn is not None
                seats = await back.recv("seats")
                assert seats["seats"][0]["connected"] and seats["seats"][0]["standin"] is None
                moves = len(table.match.steps)
                await asyncio.sleep(0.2)
                if table.match.to_move == 0:  # the seat waits for its player again
                    assert len(table.match.steps) == moves
            await until(lambda: table.places[0].standin == "medium")
            await task
            assert table.match.is_over and table.match.seats[0].name == "Ann"
    run(go())


def test_undo_follows_the_shared_screens_rules():
    async def go():
        async with serving("boom_bah", ["remote", "remote"]) as (host, table, address):
            async with Raw.open(address) as a, Raw.open(address) as b:
                await a.hello()
                await b.hello()
                m = table.match
                mover, other = (a, b) if m.to_move == 0 else (b, a)
                await mover.send("act", moves=0, action=mover.update["legal"][0])
                done = await mover.recv("update")
                assert not m.steps[-1].reveals and done["can_undo"]
                refusal = m.undo_refusal(1 - m.steps[-1].seat)
                await other.send("undo", moves=1)
                error = await other.recv("error")
                assert error["code"] == "undo_refused" and error["sentence"] == refusal
                await mover.send("undo", moves=1)
                undone = await mover.recv("update")
                assert undone["undone"] and undone["moves"] == 0 and len(m.steps) == 0
                told = await other.recv("update")
                while told["moves"] != 0:
                    told = await other.recv("update")
                assert told["undone"]
    run(go())


def test_a_hint_is_the_hard_ais_move_for_the_seat_to_decide():
    async def go():
        async with serving("sheep_sheep", ["remote", "remote"]) as (host, table, address):
            async with Raw.open(address) as a, Raw.open(address) as b:
                await a.hello()
                await b.hello()
                mover, other = (a, b) if table.match.to_move == 0 else (b, a)
                await other.send("hint")
                assert (await other.recv("error"))["code"] == "not_your_turn"
                await mover.send("hint")
                hint = await mover.recv("hint", timeout=20)
                assert hint["action"] in mover.update["legal"]
                assert table.match.data.hints_used
    run(go())


def test_a_hard_agent_client_plays_by_the_hosts_hints():
    """Hard needs worlds sampled from the hidden cards, which only the host has: the client
    asks for the hint a player may ask for, and plays it."""
    async def go():
        async with serving("sheep_sheep", ["remote", "ai:easy"]) as (host, table, address):
            player = Session(address, agent="hard", keep_token=False)
            task = asyncio.ensure_future(player.run())
            try:
                await until(lambda: sum(s.seat == 0 for s in table.match.steps) >= 2, 30)
            finally:
                task.cancel()
            assert table.match.data.hints_used
            hinted = [s for s in table.match.steps if s.seat == 0]
            assert len(hinted) >= 2
    run(go(), timeout=60)


def test_a_damaged_table_file_is_set_aside_with_a_sentence(sheepfold_home):
    folder = sheepfold_home / "net" / "tables"
    folder.mkdir(parents=True)
    (folder / "deadbeef.json").write_text("{not json")
    tables, notes = resume_all()
    assert tables == [] and len(notes) == 1 and "deadbeef.json" in notes[0]
    assert not (folder / "deadbeef.json").exists()
    assert list(folder.glob("deadbeef.broken-*.json"))
