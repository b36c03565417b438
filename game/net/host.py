"""The host: a websocket server for any number of independent tables, on one asyncio loop
(in its own thread, `HostThread`, when a program has other work to do).

Every message is judged (`protocol.decode`) before a table sees it; a connection that
floods, sends garbage or never says hello is told why and, if it goes on, hung up on. A slow
reader never holds up a table: its messages queue up to a bound, then it is cut off and
catches up when it returns. See `game.net.table` for what a table does with a message.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import threading
import time
from collections import Counter
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net import protocol
from game.net.protocol import ProtocolError, encode
from game.net.table import Table

log = logging.getLogger("sheepfold.net")


class Conn:
    """One client connection: its seat once it said hello, a bounded outgoing queue (a slow
    client never holds up the table) and a token bucket for what it sends."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.table: Table | None = None
        self.seat: int | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.allowance = float(protocol.BURST)
        self.checked = time.monotonic()
        self.strikes = 0
        self.closing = False

    def send(self, text: str) -> None:
        if self.closing:
            return
        if self.queue.qsize() >= protocol.QUEUE:  # it does not read: hang up; it catches up
            self.close(1013, "too slow")  # when it comes back
            return
        self.queue.put_nowait(text)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Send what is queued, then close (the writer does it, in order)."""
        if not self.closing:
            self.closing = True
            self.close_with = (code, reason)
            self.queue.put_nowait(None)

    def error(self, err: ProtocolError, re: str | None = None) -> None:
        extra = {} if err.said is None else {"said": err.said}
        self.send(encode("error", code=err.code, sentence=str(err), re=re, **extra))
        if err.fatal:
            self.close(1008, err.code)

    def allowed(self) -> bool:
        now = time.monotonic()
        self.allowance = min(protocol.BURST,
                             self.allowance + (now - self.checked) * protocol.RATE)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

    async def write(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    await self.ws.close(*self.close_with)
                    return
                await self.ws.send(text)
        except ConnectionClosed:
            pass


class Host:
    """A websocket server for any number of independent tables (`ws://HOST:PORT/t/<id>`)."""

    def __init__(self, per_address: int = protocol.MAX_PER_ADDRESS,
                 count_loopback: bool = False) -> None:
        self.tables: dict[str, Table] = {}
        self.conns: set[Conn] = set()
        self.per_address = per_address
        self.count_loopback = count_loopback
        """Loopback connections count towards `per_address` too (tests)."""
        self.by_address: Counter[str] = Counter()
        self.server: Server | None = None
        self.port = 0
        self.pool: ThreadPoolExecutor | None = None
        """Where the tables' moves run: a table waiting for its disk holds up no other."""

    def add(self, table: Table) -> Table:
        self.tables[table.id] = table
        if self.server is not None:
            self._open(table)
        return table

    def _open(self, table: Table) -> None:
        table.pool = self.pool
        if table.port != self.port:
            table.port = self.port
            table._keep()
        table.start()

    async def start(self, address: str = "0.0.0.0", port: int = 0) -> int:
        self.pool = ThreadPoolExecutor(32, thread_name_prefix="sheepfold-move")
        self.server = await serve(self._serve, address, port, max_size=protocol.MAX_MESSAGE,
                                  compression=None, ping_interval=15, ping_timeout=15,
                                  max_queue=64)
        self.port = self.server.sockets[0].getsockname()[1]
        for table in self.tables.values():
            self._open(table)
        return self.port

    async def wait_over(self) -> None:
        """Until every table's game is over, then a moment for the last messages to go."""
        await asyncio.gather(*(t.over.wait() for t in self.tables.values()))
        for conn in list(self.conns):
            conn.close(1000, "game over")
        for _ in range(50):
            if not self.conns:
                break
            await asyncio.sleep(0.02)

    async def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for table in self.tables.values():
            async with table.lock:  # a move under way is finished and saved first
                table.close()
        if self.pool is not None:
            self.pool.shutdown(wait=True)
            self.pool = None

    def _table_for(self, path: str) -> Table:
        name = path.split("?")[0].strip("/")
        if name.startswith("t/"):
            table = self.tables.get(name[2:])
            if table is None:
                raise ProtocolError("no_table", "This host has no table with that id (its "
                                    "game may be over).", fatal=True)
            return table
        if name == "" and len(self.tables) == 1:
            return next(iter(self.tables.values()))
        raise ProtocolError("no_table", "This host serves several tables: join one by its id "
                            "(HOST:PORT/ID).", fatal=True)

    def _counted(self, ws: ServerConnection) -> str | None:
        """The address a connection counts under (None: not counted, this machine's)."""
        try:
            address = str(ws.remote_address[0])
            loopback = ipaddress.ip_address(address.split("%")[0]).is_loopback
        except (TypeError, IndexError, ValueError):  # a Unix socket, an odd transport
            return None
        return address if self.count_loopback or not loopback else None

    async def _serve(self, ws: ServerConnection) -> None:
        conn = Conn(ws)
        writer = asyncio.get_running_loop().create_task(conn.write())
        self.conns.add(conn)
        address = self._counted(ws)
        if address is not None:
            self.by_address[address] += 1
        try:
            if len(self.conns) > protocol.MAX_CONNECTIONS:
                raise ProtocolError("busy", "This host has too many connections.", fatal=True)
            if address is not None and self.by_address[address] > self.per_address:
                raise ProtocolError("busy", "Too many connections from your address.",
                                    fatal=True)
            table = self._table_for(ws.request.path if ws.request else "/")
            await self._talk(conn, table)
        except ProtocolError as err:
            conn.error(err)
        except ConnectionClosed:
            pass
        except Exception:  # a bug in one table's handling never ends the host
            log.exception("connection failed")
            conn.close(1011, "host error")
        finally:
            if conn.table is not None:
                conn.table.leave(conn)
            if not conn.closing:
                conn.close(1000)
            try:
                await asyncio.wait_for(writer, 2)
            except (TimeoutError, ConnectionClosed):
                writer.cancel()
            self.conns.discard(conn)
            if address is not None:
                self.by_address[address] -= 1
                if not self.by_address[address]:
                    del self.by_address[address]

    async def _talk(self, conn: Conn, table: Table) -> None:
        deadline = time.monotonic() + protocol.HELLO_SECONDS
        while not conn.closing:
            try:
                timeout = None if conn.seat is not None else deadline - time.monotonic()
                raw = await asyncio.wait_for(conn.ws.recv(), timeout)
            except TimeoutError:
                raise ProtocolError("no_hello", "Say hello first; this connection waited too "
                                    "long.", fatal=True) from None
            kind = None
            try:
                msg = protocol.decode(raw)
                kind = msg["type"]
                if not conn.allowed():
                    raise ProtocolError("slow_down", "Too many messages; slow down.")
                if conn.table is None:
                    if kind == "look":  # the seats, to choose one before the hello
                        await table.look(conn, msg)
                    elif kind != "hello":
                        raise ProtocolError("not_joined", "Say hello first.")
                    else:
                        await table.join(conn, msg)
                elif conn.table is table:
                    await table.handle(conn, msg)
                else:  # its seat was joined from another connection
                    raise ProtocolError("replaced", "This connection no longer holds a seat.",
                                        fatal=True)
            except ProtocolError as err:
                conn.error(err, kind)
                if not err.fatal and err.code not in ("illegal", "stale", "undo_refused",
                                                          "held"):
                    conn.strikes += 1
                if conn.strikes >= protocol.STRIKES:
                    conn.close(1008, "too many bad messages")


class HostThread:
    """A `Host` on its own asyncio loop in a thread, for programs with a main loop of their
    own (the window, the command line waiting for Ctrl+C)."""

    def __init__(self, host: Host, address: str = "0.0.0.0", port: int = 0) -> None:
        self.host = host
        self.address, self.requested = address, port
        self.loop = asyncio.new_event_loop()
        self.port = 0
        self.error: BaseException | None = None
        self._ready = threading.Event()
        self._over = threading.Event()
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self._run, name="sheepfold-host", daemon=True)

    def start(self) -> int:
        self.thread.start()
        self._ready.wait()
        if self.error is not None:
            raise self.error
        return self.port

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._main())
        finally:
            self.loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        try:
            self.port = await self.host.start(self.address, self.requested)
        except BaseException as err:
            self.error = err
            self._ready.set()
            return
        self._ready.set()
        over = asyncio.ensure_future(self.host.wait_over())
        stop = asyncio.ensure_future(self._stop.wait())
        await asyncio.wait([over, stop], return_when=asyncio.FIRST_COMPLETED)
        if over.done():
            self._over.set()
        for task in (over, stop):
            task.cancel()
        await self.host.stop()

    def call(self, fn: Any, *args: Any) -> Any:
        """Run `fn(*args)` on the host's loop and return its result (tables are not
        thread-safe: everything that touches them goes through here). Once the host has
        stopped, nothing else touches them: `fn` runs here."""
        future: Future = Future()

        def run() -> None:
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args))
                except BaseException as err:
                    future.set_exception(err)
        try:
            self.loop.call_soon_threadsafe(run)
        except RuntimeError:  # the loop is closed
            return fn(*args)
        while True:
            try:
                return future.result(0.1)
            except TimeoutError:
                if not self.thread.is_alive():
                    future.cancel()
                    return fn(*args)

    def wait_over(self, timeout: float | None = None) -> bool:
        return self._over.wait(timeout)

    def stop(self) -> None:
        if self.thread.is_alive() and self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(10)


