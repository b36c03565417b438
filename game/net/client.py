"""A remote seat: the connection to a host, the seat's latest view and its event stream.

`Session` (asyncio) says hello with the seat's token when it has one, keeps the latest
`update` (the seat's view, whose turn it is, its legal moves) and every step as the seat saw
it, and reconnects by itself when the connection drops, catching up on what it missed. The
token is kept in the data folder (`TokenStore`), so a player who restarts the program
returns to the same seat. With an agent level the session plays its seat by itself (tests,
bots, `sheepfold join --agent`); a table on the screen would read `latest` and `steps` and
call `act` instead (`Client` runs a session in a thread for such a main loop).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import rules
from game.ai.base import Observation
from game.net import protocol
from game.net.kept import TokenStore
from game.net.protocol import ProtocolError, encode
from game.rules.base import action_from_json

log = logging.getLogger("sheepfold.net")

REFUSALS = ("wrong_password", "bad_token", "table_full", "no_table", "version", "replaced",
            "busy", "removed")
"""Errors after which knocking again is no use: the session ends and says why."""


def parse_address(text: str) -> tuple[str, int, str | None]:
    """`HOST:PORT` or `HOST:PORT/TABLE` (an IPv6 host in brackets), after `ws://` or
    `wss://`; ValueError otherwise."""
    text = text.strip().removeprefix("ws://").removeprefix("wss://")
    where, _, table = text.partition("/")
    table = table.removeprefix("t/").strip("/") or None
    host, sep, port = where.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{text[:40]!r} is not an address: write HOST:PORT, e.g. "
                         "192.168.1.20:8765")
    if table is not None and not (table.isascii() and table.isalnum() and len(table) <= 32):
        raise ValueError(f"{table[:40]!r} is not a table id")
    return host, int(port), table


async def look(address: str, password: str | None = None, timeout: float = 5.0
               ) -> list[dict[str, Any]] | None:
    """The table's seats before joining it (`look`), each with `free`; None from a host too
    old to answer. A refusal (a wrong password, no such table) is a ProtocolError; a host
    that cannot be reached, an OSError."""
    probe = Session(address, password=password, keep_token=False)
    fields = {"password": password} if password else {}
    try:
        async with asyncio.timeout(timeout), connect(
                probe.url, max_size=protocol.MAX_HOST_MESSAGE, compression=None,
                open_timeout=timeout, close_timeout=1) as ws:
            await ws.send(encode("look", **fields))
            async for raw in ws:
                msg = protocol.host_message(raw)
                if msg.get("type") == "seats":
                    return list(msg["seats"])
                if msg.get("type") == "error":
                    if msg.get("code") == "bad_message":  # an older host: no seats to show
                        return None
                    raise ProtocolError(str(msg.get("code")), str(msg.get("sentence")),
                                        fatal=True)
    except (ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError) as err:
        raise OSError(f"the host did not answer ({err})") from None
    raise OSError("the host closed the connection")


def free_seats(seats: list[dict[str, Any]] | None) -> list[int]:
    """The seats a newcomer may take."""
    return [n for n, seat in enumerate(seats or ()) if seat.get("free")]


class Session:
    """One remote seat's connection to a host (see the module docstring)."""

    def __init__(self, address: str, name: str | None = None, password: str | None = None,
                 agent: str | None = None, seat: int | None = None, keep_token: bool = True,
                 give_up: float = 300.0, token: str | None = None, pace: float = 0.0) -> None:
        self.host, self.port, self.table = parse_address(address)
        self.secure = address.strip().startswith("wss://")
        """Over TLS (a proxy in front of the host, README "Network play")."""
        self.name, self.password, self.seat_wanted = name, password, seat
        self.give_up = give_up
        self.store = TokenStore() if keep_token else None
        self.key = f"{self.host}:{self.port}/{self.table or ''} {name or ''}"
        """Whose token is which: two players on one machine join under different names."""
        stored = self.store.get(self.key) if self.store else None
        self.token = token or (stored or {}).get("token")
        self.agent_level = agent
        self.pace = pace
        """Seconds the agent waits, on average, before it decides (`bench net`)."""
        self._agent: Any = None
        self._classes: Any = None
        self.welcome: dict[str, Any] | None = None
        self.latest: dict[str, Any] | None = None
        """The last `update`: the seat's view, who is to move, its legal moves, the result."""
        self.steps: list[dict[str, Any]] = []
        """Every step the seat has seen, in order (an undo takes the last one back)."""
        self.seats: list[dict[str, Any]] = []
        self.status = "connecting"
        """connecting, playing, reconnecting, over, refused or gave_up."""
        self.notice: str | None = None
        """The host's last error sentence (a refused move, a refused join)."""
        self.errors: list[dict[str, Any]] = []
        self.hint: dict[str, Any] | None = None
        self.received: dict[int, float] = {}
        """When the update after each move arrived (perf_counter), for `bench net`."""
        self.sent: dict[int, float] = {}
        self.on_change: Callable[[Session], None] | None = None
        self.ws: ClientConnection | None = None
        self._retried_without_token = False
        self.held = False
        """The host has not pressed Start yet (its lobby is open): nobody moves."""
        self.host_stopped = False
        """The host's program said goodbye as it stopped (not a network failure): its game
        is kept, and this seat rejoins when it is served again."""
        self._allowance = float(protocol.BURST - 1)
        self._checked = time.monotonic()

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        scheme = "wss" if self.secure else "ws"
        return f"{scheme}://{host}:{self.port}/" + (f"t/{self.table}" if self.table else "")

    @property
    def seat(self) -> int | None:
        return None if self.welcome is None else self.welcome["seat"]

    @property
    def moves(self) -> int:
        return 0 if self.latest is None else self.latest["moves"]

    # -- the connection ---------------------------------------------------------------
    async def run(self) -> str:
        """Play until the game is over, the host refuses the seat, or it cannot be reached
        for `give_up` seconds; the status says which."""
        delay, lost_at = 0.05, None
        while True:
            try:
                async with connect(self.url, max_size=protocol.MAX_HOST_MESSAGE,
                                   compression=None, open_timeout=5, ping_interval=15,
                                   ping_timeout=15, close_timeout=2) as ws:
                    self.ws = ws
                    await ws.send(self._hello())
                    async for raw in ws:
                        await self._receive(raw)
                        if self.status in ("over", "refused"):
                            break
                        if self.status == "playing":
                            delay, lost_at = 0.05, None
                            self.host_stopped = False
                    # closed: 1001 is the host's program going away (stopped, not lost)
                    self.host_stopped = ws.close_code == 1001
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as err:
                log.info("connection to %s lost: %r", self.url, err)
                said = getattr(err, "rcvd", None)  # the host's own goodbye, if it said one
                if isinstance(err, ConnectionClosed):
                    self.host_stopped = said is not None and said.code == 1001
            except InvalidURI as err:
                self.status, self.notice = "refused", str(err)
            finally:
                self.ws = None
            if self.status in ("over", "refused"):
                return self.status
            self.status = "reconnecting"
            self._changed()
            lost_at = lost_at or time.monotonic()
            if time.monotonic() - lost_at > self.give_up:
                self.status = "gave_up"
                return self.status
            await asyncio.sleep(delay)
            delay = min(delay * 2, 2.0)

    def _hello(self) -> str:
        fields: dict[str, Any] = {"seen": self.moves if self.latest is not None else None}
        if self.token:
            fields["token"] = self.token
        elif self.seat_wanted is not None:
            fields["seat"] = self.seat_wanted
        if self.name:
            fields["name"] = self.name
        if self.password:
            fields["password"] = self.password
        return encode("hello", **fields)

    async def send(self, kind: str, **fields: Any) -> bool:
        """Send a message, within the host's rate; False if the connection is down (it
        comes back by itself)."""
        now = time.monotonic()
        self._allowance = min(protocol.BURST - 1,
                              self._allowance + (now - self._checked) * protocol.RATE)
        self._checked = now
        if self._allowance < 1:  # a bot at full speed: wait for the bucket, not for an error
            await asyncio.sleep((1 - self._allowance) / protocol.RATE)
            self._allowance, self._checked = 1.0, time.monotonic()
        self._allowance -= 1
        ws = self.ws
        if ws is None:
            return False
        try:
            await ws.send(encode(kind, **fields))
        except ConnectionClosed:
            return False
        return True

    async def act(self, action: dict[str, Any]) -> bool:
        """Ask the host to play `action` (JSON form) for this seat, on the latest position."""
        moves = self.moves
        self.sent[moves + 1] = time.perf_counter()
        return await self.send("act", moves=moves, action=action)

    def drop(self) -> None:
        """Cut the connection as a network failure would (tests): no close handshake."""
        if self.ws is not None:
            self.ws.transport.abort()

    # -- what the host says -----------------------------------------------------------
    async def _receive(self, raw: str | bytes) -> None:
        try:
            msg = protocol.host_message(raw)
        except (ValueError, ProtocolError) as err:
            self.status, self.notice = "refused", str(err)
            return
        kind = msg.get("type")
        if kind in ("welcome", "seats"):
            self.held = bool(msg.get("held"))
        if kind == "welcome":
            self.welcome = msg
            self.seats = msg["seats"]
            self.token = msg["token"]
            self.table = self.table or msg["table"]
            if self.store is not None:
                self.store.put(self.key, {"token": self.token, "seat": msg["seat"],
                                          "table": msg["table"], "game": msg["game"]})
        elif kind == "update":
            self._update(msg)
        elif kind == "seats":
            self.seats = msg["seats"]
        elif kind == "hint":
            self.hint = msg
            if self.agent_level == "hard" and msg["moves"] == self.moves:
                await self.act(msg["action"])
        elif kind == "error":
            self._error(msg)
            if msg.get("code") == "slow_down" and msg.get("re") in ("act", "hint"):
                await asyncio.sleep(0.25)  # the host dropped it: decide again, later
                await self._play()
        self._changed()
        if kind == "update":
            await self._play()

    def _update(self, msg: dict[str, Any]) -> None:
        self.received[msg["moves"]] = time.perf_counter()
        if msg.get("undone"):
            self.steps = [s for s in self.steps if s["move"] <= msg["moves"]]
        known = self.steps[-1]["move"] if self.steps else 0
        self.steps = [*self.steps, *(s for s in msg["steps"] if s["move"] > known)]
        self.latest = msg
        self.hint = None
        if msg["over"]:
            self.status = "over"
            if self.store is not None:
                self.store.put(self.key, None)
        else:
            self.status = "playing"

    def _error(self, msg: dict[str, Any]) -> None:
        self.errors.append(msg)
        self.notice = msg.get("sentence")
        code = msg.get("code")
        if code == "bad_token" and self.token and not self._retried_without_token:
            # a token of an older game at this address: forget it and join afresh
            self._retried_without_token = True
            self.token = None
            if self.store is not None:
                self.store.put(self.key, None)
            return
        if code in REFUSALS:
            self.status = "refused"
        if code == "removed" and self.store is not None:  # the seat is not ours any more
            self.store.put(self.key, None)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # -- an AI plays the seat -----------------------------------------------------------
    async def _play(self) -> None:
        update = self.latest
        if self.agent_level is None or update is None or not update["legal"]:
            return
        if self.pace:  # half to one and a half times the pace: people are not in step
            await asyncio.sleep(self.pace * (0.5 + random.random()))
            if self.latest is not update:
                return
        if self.agent_level == "hard":  # Hard needs worlds only the host can sample: it
            await self.send("hint")     # asks for the hint a player could ask for
            return
        action = self.choose(update)
        await self.act(action)

    def choose(self, update: dict[str, Any]) -> dict[str, Any]:
        """The agent's choice from the seat's view and legal moves, nothing else."""
        welcome = self.welcome
        assert welcome is not None
        if self._agent is None:
            from game.ai.levels import make_agent

            spec = rules.get(welcome["game"])
            self._classes = spec.start(welcome["players"], 0, welcome["options"]).action_classes
            self._agent = make_agent(welcome["game"], self.agent_level or "easy")
        legal = tuple(action_from_json(a, self._classes) for a in update["legal"])
        obs = Observation(welcome["seat"], update["view"], legal, None)  # type: ignore[arg-type]
        rng = random.Random(f"{welcome['table']} {update['moves']} {welcome['seat']}")
        return self._agent.choose(obs, rng).to_json()


class Client:
    """A `Session` on its own loop in a thread, for a program with a main loop of its own:
    read `session.latest`, `session.steps` and `session.status` (replaced whole, never
    changed in place, so reading them from another thread is safe) and call `act`."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name="sheepfold-client", daemon=True)
        self._task: asyncio.Task | None = None

    def start(self) -> Client:
        self.thread.start()
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self._task = self.loop.create_task(self.session.run())
        with contextlib.suppress(asyncio.CancelledError):
            self.loop.run_until_complete(self._task)
        self.loop.close()

    def act(self, action: dict[str, Any]) -> None:
        asyncio.run_coroutine_threadsafe(self.session.act(action), self.loop)

    def send(self, kind: str, **fields: Any) -> None:
        asyncio.run_coroutine_threadsafe(self.session.send(kind, **fields), self.loop)

    def stop(self) -> None:
        if self.thread.is_alive():
            def cancel() -> None:
                if self._task is not None:
                    self._task.cancel()
            self.loop.call_soon_threadsafe(cancel)
        self.thread.join(10)
