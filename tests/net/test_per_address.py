"""At most so many connections from one address at once: one more is told why and closed,
the others play on, and a slot that frees is open again."""

from game.net.host import Host
from game.net.table import Table, TableConfig
from tests.ai.inline import InlineThinker
from tests.net.helpers import Raw, run
from tests.net.test_hostile import closed


def test_one_connection_too_many_from_an_address_is_refused():
    async def go():
        host = Host(per_address=2, count_loopback=True)
        table = host.add(Table.create(TableConfig("black_sheep", ["remote", "remote"], 7),
                                      thinker=InlineThinker()))
        port = await host.start("127.0.0.1", 0)
        address = f"127.0.0.1:{port}"
        try:
            async with Raw.open(address) as first, Raw.open(address) as second:
                await first.hello(name="Ann")
                async with Raw.open(address) as third:
                    error = await third.recv("error")
                    assert error["code"] == "busy" and "address" in error["sentence"]
                    assert await closed(third) == 1008
                await second.hello(name="Bo")  # the two already in play on
                assert [p.conn is not None for p in table.places] == [True, True]
            async with Raw.open(address) as again:  # their slots are free once they leave
                await again.send("ping", id=1)
                assert (await again.recv())["code"] == "not_joined"  # heard, not refused
        finally:
            await host.stop()
    run(go())
