"""Hosting tables in the test's own process: a host and its clients on one asyncio loop, on
localhost ports, the AI answering at once (no worker process)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

from websockets.asyncio.client import connect

from game.net.client import Session
from game.net.host import Host
from game.net.protocol import encode
from game.net.table import Table, TableConfig
from tests.ai.inline import InlineThinker


def run(coro: Any, timeout: float = 60.0) -> Any:
    """Run a test's coroutine; a hang fails it instead of holding the suite."""
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)
    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def serving(game: str, seats: list[str], **config: Any
                  ) -> AsyncIterator[tuple[Host, Table, str]]:
    host = Host()
    config.setdefault("seed", 7)
    table = host.add(Table.create(TableConfig(game, seats, **config), thinker=InlineThinker()))
    port = await host.start("127.0.0.1", 0)
    try:
        yield host, table, f"127.0.0.1:{port}"
    finally:
        await host.stop()


def sessions(address: str, n: int, agent: str | None = "easy", **kw: Any) -> list[Session]:
    return [Session(address, name=f"P{i}", agent=agent, **kw) for i in range(n)]


async def play_out(host: Host, players: list[Session]) -> list[str]:
    status = await asyncio.gather(*(p.run() for p in players))
    await host.wait_over()
    return list(status)


class Raw:
    """A hand-made client: sends anything, reads the host's answers as JSON."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws

    @classmethod
    @contextlib.asynccontextmanager
    async def open(cls, address: str, path: str = "/") -> AsyncIterator[Raw]:
        async with connect(f"ws://{address}{path}", max_size=None) as ws:
            yield cls(ws)

    async def send(self, kind: str, **fields: Any) -> None:
        await self.ws.send(encode(kind, **fields))

    async def recv(self, kind: str | None = None, timeout: float = 5.0) -> dict[str, Any]:
        """The next message (of `kind`, skipping others)."""
        while True:
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
            if kind is None or msg["type"] == kind:
                return msg

    async def hello(self, **fields: Any) -> dict[str, Any]:
        await self.send("hello", **fields)
        welcome = await self.recv()
        assert welcome["type"] == "welcome", welcome
        self.update = await self.recv("update")
        return welcome
