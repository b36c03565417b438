"""A table: one match served to its remote seats, the host's authority over it.

The table alone runs the rules. It lets a connection act only for the seat its token owns,
and sends each seat only what that seat may know: its own `view(seat)` and every event as
`Event.for_seat(seat)` shows it. The legal moves go only to the seat that must decide.

Everything that touches the match runs under the table's lock, and a move (the rules and
the synced autosave) runs in the host's thread pool: a table waiting for its disk never
holds up another table, and nobody is told of a move before it is saved.

A table's autosave and its seat tokens (their hashes only) live in the data folder's
`net/tables/`, so a host that is stopped or killed resumes every unfinished table and the
players rejoin with the tokens they keep. A finished game is kept in `finished/` and counts
in the History, as every other game.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import random
import secrets
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import saves, storage
from game.ai.base import Agent, Observation
from game.ai.worker import HANG_SECONDS, Thinker
from game.match import Match, MoveFailed
from game.net import protocol
from game.net.kept import tables_dir
from game.net.protocol import ProtocolError, encode, said_json
from game.rules.base import IllegalAction
from game.saves import LEVELS, SaveError, Seat, clean_name

if TYPE_CHECKING:
    from game.net.host import Conn

log = logging.getLogger("sheepfold.net")

TABLE_FORMAT = 1
PASSWORD_ROUNDS = 20_000


_FINISHING = threading.Lock()


class NetMatch(Match):
    """A match whose moves run in the host's threads: finishing games one at a time, as
    `storage` expects of one process (it takes another thread's temporary record file in
    `finished/` for a leftover of a killed copy and removes it)."""

    def _finish(self) -> None:
        with _FINISHING:
            super()._finish()


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _password_hash(password: str, salt: str) -> str:
    raw = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8", "surrogatepass"),
                              bytes.fromhex(salt), PASSWORD_ROUNDS)
    return raw.hex()


@dataclass
class Place:
    """A seat at a table as the host sees it: whether a remote person plays it, the hash of
    its token once someone holds it, their connection, and the AI standing in for them."""

    remote: bool
    token_hash: str | None = None
    conn: Conn | None = None
    standin: str | None = None


@dataclass
class TableConfig:
    """How a new table is set up (`sheepfold host` options)."""

    game: str
    seats: list[str]
    """Per seat "remote" or "ai:LEVEL"."""
    seed: int | None = None
    options: dict[str, str] = field(default_factory=dict)
    password: str | None = None
    standin: str | None = None
    """The AI level that takes over a remote seat whose player left (None: the game waits)."""
    standin_after: float = 30.0
    names: list[str] = field(default_factory=list)
    """The seats' names until their players say theirs ("Player N" where none is given)."""


def parse_seat_kinds(text: str) -> list[str]:
    """`remote,remote,ai:easy`: one entry per seat; a sentence for anything else."""
    kinds = []
    for item in text.split(","):
        item = item.strip()
        kind, _, level = item.partition(":")
        if kind == "remote" and not level:
            kinds.append("remote")
        elif kind == "ai" and level in LEVELS:
            kinds.append(f"ai:{level}")
        else:
            raise ValueError(f"seat {item[:24]!r} must be remote or ai:LEVEL "
                             f"(LEVEL one of {', '.join(LEVELS)})")
    if "remote" not in kinds:
        raise ValueError("a network table needs at least one remote seat")
    return kinds


class Table:
    """One match served to its remote seats."""

    def __init__(self, table_id: str, match: Match, places: list[Place],
                 password: dict[str, str] | None, standin: str | None,
                 standin_after: float, thinker: Thinker | None) -> None:
        self.id = table_id
        self.match = match
        self.places = places
        self.password = password
        self.standin = standin
        self.standin_after = standin_after
        self.port = 0
        """The port it was last served on (a resumed host listens there again)."""
        if thinker is not None:
            match.thinker = thinker
        self.thinker = match.thinker
        self.over = asyncio.Event()
        self.lock = asyncio.Lock()
        """Held by whatever touches the match (one move, join or question at a time)."""
        self.pool: Executor | None = None
        """Where moves run (the host's threads); None: here, on the loop."""
        self._ai_task: asyncio.Task | None = None
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._standin_agents: dict[tuple[int, str], Agent] = {}
        self._version = 0
        """Bumped at every change of the position (an action, an undo)."""
        self.held = False
        """The AI seats wait (a window's lobby, until its host presses Start)."""
        self.first_names = [seat.name for seat in match.seats]
        """The seats' names before anyone joined them (a removed player's seat gets its
        own back)."""
        self.host_seat: int | None = None
        """The seat of whoever serves the table from their window (its Join entry reads
        "Ann's table"); None for a headless host."""
        if match.is_over:
            self.over.set()

    # -- making and resuming ----------------------------------------------------------
    @classmethod
    def create(cls, config: TableConfig, thinker: Thinker | None = None,
               folder: Path | None = None) -> Table:
        table_id = secrets.token_hex(4)
        folder = folder or tables_dir()
        names = [*config.names, *(f"Player {n + 1}" for n in range(len(config.names),
                                                                   len(config.seats)))]
        seats = [Seat(name, "human") if kind == "remote"
                 else Seat(name, "ai", kind.partition(":")[2])
                 for name, kind in zip(names, config.seats, strict=False)]
        match = NetMatch.new(config.game, seats, config.seed, config.options,
                          autosave=folder / f"{table_id}.save.json")
        password = None
        if config.password:
            salt = secrets.token_hex(16)
            password = {"salt": salt, "hash": _password_hash(config.password, salt)}
        places = [Place(remote=kind == "remote") for kind in config.seats]
        table = cls(table_id, match, places, password, config.standin, config.standin_after,
                    thinker)
        table._keep()
        return table

    @classmethod
    def resume(cls, path: Path, thinker: Thinker | None = None) -> Table | None:
        """The table kept in `path` (its `<id>.json`), from its autosave; None if its game is
        over (the leftover file is removed). SaveError says why it cannot be resumed."""
        try:
            data = storage.read_json(path)
            table_id = data["table"]
            hashes = data["tokens"]
            save = path.with_name(f"{table_id}.save.json")
            if data.get("format") != TABLE_FORMAT or not isinstance(hashes, list):
                raise SaveError(f"{path.name} is not a network table this version can read.")
        except (storage.FileProblem, KeyError, TypeError) as err:
            raise SaveError(f"{path.name} cannot be read: {err}") from None
        if not save.exists():
            path.unlink(missing_ok=True)
            return None
        try:
            match = NetMatch.load(save, autosave=save)
        except saves.SaveRecorded:
            path.unlink(missing_ok=True)
            return None
        if match.is_over:
            match.close()
            path.unlink(missing_ok=True)
            return None
        places = [Place(remote=not seat.is_ai, token_hash=h if isinstance(h, str) else None)
                  for seat, h in zip(match.seats, hashes, strict=False)]
        table = cls(table_id, match, places, data.get("password"), data.get("standin"),
                    float(data.get("standin_after", 30.0)), thinker)
        port = data.get("port")
        table.port = port if isinstance(port, int) and 0 < port < 65536 else 0
        names = data.get("names")  # the seats' names before anyone joined (Remove gives
        if isinstance(names, list) and len(names) == len(places) and all(  # them back)
                isinstance(name, str) and name for name in names):
            table.first_names = names
        return table

    @property
    def kept_at(self) -> Path:
        assert self.match.autosave is not None
        return self.match.autosave.with_name(f"{self.id}.json")

    def _keep(self) -> None:
        """Write what a restarted host needs beside the autosave: token hashes, password."""
        if self.match.autosave is None or self.match.is_over:
            return
        try:
            storage.write_json_atomic(self.kept_at, {
                "format": TABLE_FORMAT, "table": self.id,
                "tokens": [p.token_hash for p in self.places], "password": self.password,
                "standin": self.standin, "standin_after": self.standin_after,
                "port": self.port, "names": self.first_names})
        except OSError as err:
            log.warning("could not keep table %s: %s", self.id, err)

    # -- what a seat is told ----------------------------------------------------------
    def seats_json(self) -> list[dict[str, Any]]:
        return [{"name": seat.name, "kind": "ai" if seat.is_ai else "remote",
                 "level": seat.level, "connected": place.conn is not None,
                 "standin": place.standin, "free": place.remote and place.token_hash is None,
                 "host": n == self.host_seat, **self._standin_due(n)}
                for n, (seat, place) in enumerate(zip(self.match.seats, self.places,
                                                      strict=True))]

    def _standin_due(self, seat: int) -> dict[str, Any]:
        """For a seat whose player left: in how many seconds an AI (of which level) plays
        it, while that is pending (the others' tables say so by the seat)."""
        timer = self._timers.get(seat)
        if timer is None or timer.cancelled() or not self.standin:
            return {}
        return {"standin_in": max(1, round(timer.when() - time.monotonic())),
                "standin_level": self.standin}

    def host_name(self) -> str | None:
        """Whose table this is: the name of the seat served from its window."""
        return None if self.host_seat is None else self.match.seats[self.host_seat].name

    def seated(self) -> list[tuple[str, bool]]:
        """Each taken seat's name and whether an AI plays it (the announcement's list)."""
        return [(seat.name, seat.is_ai) for seat, place in zip(self.match.seats, self.places,
                                                               strict=True)
                if seat.is_ai or place.token_hash is not None]

    def step_json(self, n: int, seat: int) -> dict[str, Any]:
        step = self.match.steps[n]
        return {"move": n + 1, "by": step.seat, "action": step.action.to_json(),
                "events": [event.for_seat(seat) for event in step.events]}

    def update(self, seat: int, since: int, **extra: Any) -> str:
        """All `seat` may know now, with the steps from `since` on as it may see them."""
        m = self.match
        moves = len(m.steps)
        since = max(since, moves - protocol.CATCH_UP, 0)
        data: dict[str, Any] = {
            "moves": moves, "view": m.view(seat),
            "steps": [self.step_json(n, seat) for n in range(since, moves)],
            "to_move": m.to_move,
            "legal": ([a.to_json() for a in m.legal_actions()] if m.to_move == seat else []),
            "can_undo": m.can_undo(seat) and not m.seats[seat].is_ai, "over": m.is_over,
            **extra,
        }
        if m.is_over:
            result = m.result()
            data["result"] = result.to_json()
            data["result_said"] = {  # its words, for a client to say in its language
                "breakdown": [[said_json(label) for label, _points in seat]
                              for seat in result.breakdown],
                "note": said_json(result.note)}
        if m.save_problem is not None:  # the players know the game is at risk meanwhile
            data["unsaved"] = True
        return encode("update", **data)

    def broadcast(self, since: int, **extra: Any) -> None:
        for seat, place in enumerate(self.places):
            if place.conn is not None:
                place.conn.send(self.update(seat, since, **extra))

    def broadcast_seats(self) -> None:
        text = encode("seats", seats=self.seats_json(), held=self.held)
        for place in self.places:
            if place.conn is not None:
                place.conn.send(text)

    # -- joining and leaving ----------------------------------------------------------
    async def join(self, conn: Conn, hello: dict[str, Any]) -> None:
        """Seat `conn`: by its token (a return), or on a free remote seat (a newcomer).
        The password is checked first, in the host's threads (a slow hash on purpose: a
        guesser must not hold up the tables)."""
        await self._check_password(hello)
        async with self.lock:
            self._join(conn, hello)

    async def look(self, conn: Conn, msg: dict[str, Any]) -> None:
        """The seats as they are now, for a newcomer to choose a free one before joining
        (behind the password, as the hello is)."""
        await self._check_password(msg)
        conn.send(encode("seats", seats=self.seats_json(), held=self.held))

    async def _check_password(self, msg: dict[str, Any]) -> None:
        if self.password is not None:
            given = msg.get("password") or ""
            digest = await self._run(_password_hash, given, self.password["salt"])
            if not hmac.compare_digest(digest, self.password["hash"]):
                raise ProtocolError("wrong_password", "The password for this table is wrong.",
                                    fatal=True)

    def _join(self, conn: Conn, hello: dict[str, Any]) -> None:
        token = hello.get("token")
        if token:
            digest = _digest(token)
            seats = [n for n, p in enumerate(self.places)
                     if p.token_hash is not None and hmac.compare_digest(p.token_hash, digest)]
            if not seats:
                raise ProtocolError("bad_token", "That seat token belongs to no seat at this "
                                    "table.", fatal=True)
            seat = seats[0]
        else:
            free = [n for n, p in enumerate(self.places) if p.remote and p.token_hash is None]
            wanted = hello.get("seat")
            if wanted is not None:
                free = [n for n in free if n == wanted]
            if not free:
                raise ProtocolError("table_full", "Every remote seat at this table is taken.",
                                    fatal=True)
            seat = free[0]
            token = secrets.token_urlsafe(24)
            self.places[seat].token_hash = _digest(token)
            self._keep()
        place = self.places[seat]
        if place.conn is not None and place.conn is not conn:  # a return before the host
            place.conn.error(ProtocolError("replaced", "This seat was joined from another "
                                           "connection.", fatal=True))  # saw the old one go
            place.conn.seat = place.conn.table = None
        place.conn = conn
        conn.table, conn.seat = self, seat
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        name = hello.get("name")
        if name:
            self.match.data.seats[seat] = replace(self.match.seats[seat],
                                                  name=clean_name(name, f"Player {seat + 1}"))
        was_standin, place.standin = place.standin, None
        m = self.match
        conn.send(encode("welcome", table=self.id, game=m.data.game, options=m.data.options,
                         seat=seat, token=token, players=len(m.seats), seats=self.seats_json(),
                         held=self.held,
                         password=self.password is not None))
        seen = hello.get("seen")
        conn.send(self.update(seat, seen if isinstance(seen, int) else 0, resync=True))
        self.broadcast_seats()
        if was_standin:
            self._version += 1  # the stand-in's thinking is for nothing now
        self._drive()

    def leave(self, conn: Conn) -> None:
        seat = conn.seat
        if seat is None or self.places[seat].conn is not conn:
            return
        place = self.places[seat]
        place.conn = None
        conn.seat = conn.table = None
        if self.standin and not self.over.is_set():  # not the match: a move may be under way
            loop = asyncio.get_running_loop()
            self._timers[seat] = loop.call_later(self.standin_after, self.hand_to_ai, seat,
                                                 self.standin)
        self.broadcast_seats()

    def hand_to_ai(self, seat: int, level: str | None) -> None:
        """An AI plays the remote `seat` until its player returns (then it is theirs again):
        the stand-in when it is due, or the host's choice of level at any time meanwhile."""
        timer = self._timers.pop(seat, None)
        if timer is not None:  # the host chose first: no automatic stand-in after it
            timer.cancel()
        place = self.places[seat]
        if not place.remote or place.conn is not None or self.over.is_set():
            return
        place.standin = level
        self.broadcast_seats()
        self._drive()

    def remove(self, seat: int) -> bool:
        """The host frees a remote seat someone took (the wrong person, or one who went
        quiet): their connection is told so and closed, their token no longer opens the
        seat, its name is what it was before they joined, and the next newcomer may take
        it. False for a seat nobody took, an AI's or the host's own."""
        place = self.places[seat]
        if (not place.remote or place.token_hash is None or seat == self.host_seat
                or self.over.is_set()):
            return False
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        conn, place.conn = place.conn, None
        if conn is not None:
            conn.error(ProtocolError("removed", "The host removed you from this table.",
                                     fatal=True))
            conn.seat = conn.table = None
        place.token_hash = None
        if place.standin:
            place.standin = None
            self._version += 1  # a stand-in's thinking is for nothing now
        self.match.data.seats[seat] = replace(self.match.seats[seat],
                                              name=self.first_names[seat])
        self._keep()
        self.broadcast_seats()
        return True

    def set_ai_seat(self, seat: int, level: str | None) -> bool:
        """Before the game begins (the host's lobby): an AI seat plays at another `level`,
        or (None) opens to a player, as a seat set to be remote from the start. False where
        there is no such change to make: a move was made, the host started, not an AI's."""
        m = self.match
        if (not self.held or m.steps or not m.seats[seat].is_ai or seat == self.host_seat
                or (level is not None and level not in LEVELS)):
            return False
        old = m.seats[seat]
        if level is None:
            m.data.seats[seat] = Seat(self.first_names[seat] or old.name, "human")
            self.places[seat] = Place(remote=True)
        else:
            m.data.seats[seat] = replace(old, level=level)
        m._agents.pop(seat, None)  # the old level's agent
        self._version += 1
        m._save()
        self._keep()
        self.broadcast_seats()
        return True

    # -- what a seat asks -------------------------------------------------------------
    async def handle(self, conn: Conn, msg: dict[str, Any]) -> None:
        seat = conn.seat
        assert seat is not None
        kind = msg["type"]
        if kind == "ping":
            conn.send(encode("pong", id=msg.get("id")))
        elif kind == "hello":
            raise ProtocolError("already_joined", "This connection has joined already.")
        else:
            async with self.lock:
                if conn.seat != seat:  # its seat was taken over while it waited
                    return
                if kind == "act":
                    await self._act(seat, msg)
                elif kind == "undo":
                    await self._undo(seat, msg)
                elif kind == "hint":
                    self._hint(conn, seat)

    def _current(self, msg: dict[str, Any]) -> None:
        if msg["moves"] != len(self.match.steps):
            raise ProtocolError("stale", "The table has moved on since; nothing was changed.")

    async def _act(self, seat: int, msg: dict[str, Any]) -> None:
        m = self.match
        if m.is_over:
            raise ProtocolError("over", "The game is over; no more moves can be made.")
        self._current(msg)
        if self.held:  # a window's lobby is open: nobody's game begins before its Start
            raise ProtocolError("held", "The game has not begun: the host starts it.")
        if m.to_move != seat:
            raise ProtocolError("not_your_turn", "It is not your turn to decide.")
        try:
            action = m.state.action_from_json(msg["action"])
            await self._apply(action)
        except IllegalAction as err:  # the rules' own sentence, as at a shared screen
            words = err.args[0] if err.args else str(err)
            raise ProtocolError("illegal", str(err), said=said_json(words)) from None

    async def _run(self, fn: Callable[..., Any], *args: Any) -> Any:
        if self.pool is None:
            return fn(*args)
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    async def _apply(self, action: Any) -> None:
        """Apply a move of the seat to move (the match autosaves it), then tell every seat.
        The caller holds the lock."""
        m = self.match
        before = len(m.steps)
        await self._run(m.apply, action)
        self._version += 1
        self.broadcast(before)
        if m.is_over:
            self._ended()
        else:
            self._drive()

    async def _undo(self, seat: int, msg: dict[str, Any]) -> None:
        self._current(msg)
        refusal = self.match.undo_refusal(seat)
        if refusal is not None:
            raise ProtocolError("undo_refused", refusal)
        await self._run(self.match.undo, seat)
        self._version += 1
        self.broadcast(len(self.match.steps), undone=True)
        self._drive()

    def _hint(self, conn: Conn, seat: int) -> None:
        m = self.match
        if m.to_move != seat or m.is_over:
            raise ProtocolError("not_your_turn", "A hint is for the seat that must decide now.")
        if m.hinting:  # asked again before the answer: it comes once
            return
        m.hint(seat)
        asyncio.get_running_loop().create_task(self._send_hint(conn, seat))

    async def _send_hint(self, conn: Conn, seat: int) -> None:
        m, moves = self.match, len(self.match.steps)
        while m.hinting:
            async with self.lock:
                action = m.poll_hint()
            if action is not None and len(m.steps) == moves:
                conn.send(encode("hint", moves=moves, action=action.to_json()))
                return
            await asyncio.sleep(0.02)
        conn.send(encode("error", code="no_hint", re="hint",
                         sentence="No hint could be worked out for this position."))

    # -- AI seats and stand-ins -------------------------------------------------------
    def ai_level(self, seat: int) -> str | None:
        s = self.match.seats[seat]
        return (s.level or "medium") if s.is_ai else self.places[seat].standin

    def start(self) -> None:
        """Begin on the host's loop: an AI that moves first starts thinking; remote seats
        nobody holds yet wait for their players (or a stand-in, once it is due)."""
        if self.standin:
            loop = asyncio.get_running_loop()
            for seat, place in enumerate(self.places):
                if place.remote and place.token_hash is not None and place.conn is None:
                    self._timers[seat] = loop.call_later(self.standin_after, self.hand_to_ai,
                                                         seat, self.standin)
        self._drive()

    def release(self) -> None:
        """The AI seats may play from now on (the lobby's Start); the players' tables stop
        saying they wait for it."""
        was, self.held = self.held, False
        if was:
            self.broadcast_seats()
        self._drive()

    def _drive(self) -> None:
        """Let the AI play while the seat to move is an AI's (or a stand-in's)."""
        if self.held:
            return
        if self._ai_task is None or self._ai_task.done():
            self._ai_task = asyncio.get_running_loop().create_task(self._ai_turns())

    async def _ai_turns(self) -> None:
        m = self.match
        while True:
            async with self.lock:
                seat = m.to_move
                level = None if seat is None else self.ai_level(seat)
                if seat is None or level is None:
                    return
                version = self._version
                agent, obs, rng = self._question(seat, level)
            action = await self._answer(agent, obs, rng)
            async with self.lock:
                if (self._version != version or m.to_move != seat
                        or self.ai_level(seat) is None):
                    continue  # the position changed, or the player came back, meanwhile
                try:
                    await self._apply(action)
                except IllegalAction as err:  # MoveFailed: the engine failed; choose again
                    log.warning("table %s: AI move refused: %s", self.id, err)
                    if not isinstance(err, MoveFailed):
                        return

    def _question(self, seat: int, level: str) -> tuple[Agent, Observation, random.Random]:
        m = self.match
        if m.seats[seat].is_ai:
            agent = m.agent_for(seat)
        else:
            key = (seat, level)
            if key not in self._standin_agents:
                from game.ai.levels import make_agent

                self._standin_agents[key] = make_agent(m.data.game, level)
            agent = self._standin_agents[key]
        obs = Observation.of(m.state.clone())
        return agent, obs, random.Random(hash((m.data.seed, len(m.steps), seat)))

    async def _answer(self, agent: Agent, obs: Observation, rng: random.Random) -> Any:
        if not agent.thinks:
            return agent.choose(obs, rng)
        job = self.thinker.submit(agent, obs, rng)
        try:
            action = await asyncio.wait_for(asyncio.wrap_future(job.future), HANG_SECONDS)
        except Exception as err:  # the worker died or hung: a legal move keeps the game going
            log.warning("table %s: AI worker lost (%r); playing a legal move", self.id, err)
            self.thinker.restart()
            others = [a for a in obs.legal_actions if a not in self.match.faulted]
            return random.Random(len(obs.legal_actions)).choice(others or obs.legal_actions)
        return action

    # -- the end ----------------------------------------------------------------------
    def _ended(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        if self.match.finished_record is not None:
            self.kept_at.unlink(missing_ok=True)
        self.over.set()

    def close(self) -> None:
        """Stop: the match lets go of its save (kept for a resume unless it is over)."""
        for timer in self._timers.values():
            timer.cancel()
        if self._ai_task is not None:
            self._ai_task.cancel()
        self.match.close()


def resume_all(thinker: Thinker | None = None) -> tuple[list[Table], list[str]]:
    """Every unfinished table kept in the data folder, and a sentence per one that cannot be
    resumed (set aside, so it is not tried again)."""
    tables, notes = [], []
    folder = tables_dir()
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        if path.name.endswith(".save.json"):
            continue
        try:
            table = Table.resume(path, thinker)
        except SaveError as err:
            notes.append(str(err))
            storage.set_aside(path)
            continue
        if table is not None:
            tables.append(table)
    return tables, notes


def free_seats(tables: Iterable[Table]) -> int:
    return sum(1 for t in tables for p in t.places if p.remote and p.token_hash is None)

