"""Hosting a network game from the window: `LocalHost`.

The host runs in this process (the `Host` on its thread, as `sheepfold host` runs it), and
the person at this screen plays their seat through the same `RemoteMatch` a remote player
uses, joined over localhost with a token made for that seat before anyone else can knock.
So both screens of a game are one code path, the host's window included: the table there
never runs the rules itself, and every other seat's moves arrive as steps to animate.

The AI seats wait until the host presses Start (`begin`), so nobody's game begins while
the others are still joining; a remote seat nobody holds (not taken yet, or its player left)
can be handed to an AI of the host's choice (`hand_to_ai`), and whoever joins it takes it
back. The game's save, record and History entry are the host table's (`game.net.table`). A
game stopped before its end (the window closed) is offered under Continue and served again
by `LocalHost.resume`, the host in their own seat.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from typing import Any

from game.ai.worker import Thinker
from game.i18n import _
from game.net import discovery
from game.net.client import Session
from game.net.host import Host, HostThread
from game.net.kept import Hosted, TokenStore, forget_hosted
from game.net.remote_match import RemoteMatch
from game.net.table import Table, TableConfig, _digest
from game.saves import SaveError

LOCAL = "local"
STANDIN, STANDIN_AFTER = "medium", 60.0
"""The AI that plays the seat of a player who left, after so many seconds, until they
return (the game goes on for the others)."""


def join_code(table: str) -> str:
    """The table id as people read it out: two groups of four."""
    return f"{table[:4]} {table[4:]}".upper()


class LocalHost:
    """A table of this game served from here, with one seat (`local`) for this screen."""

    def __init__(self, game: str, kinds: list[str], names: list[str], *,
                 seed: int | None = None, options: dict[str, str] | None = None,
                 password: str | None = None, address: str = "0.0.0.0", port: int = 0,
                 announce: bool = True, thinker: Thinker | None = None) -> None:
        if kinds.count(LOCAL) != 1:
            raise ValueError("a hosted game has one seat at this screen")
        local = kinds.index(LOCAL)
        seats = ["remote" if kind == LOCAL else kind for kind in kinds]
        table = Table.create(TableConfig(game, seats, seed, dict(options or {}),
                                         password or None, STANDIN, STANDIN_AFTER, names),
                             thinker=thinker)
        token = secrets.token_urlsafe(24)
        table.places[local].token_hash = _digest(token)
        table._keep()
        try:
            self._serve(table, local, token, names[local], password, address, port, announce)
        except OSError:  # nothing was served: no game to resume
            self._forget()
            raise

    @classmethod
    def resume(cls, hosted: Hosted, *, address: str = "0.0.0.0", announce: bool = True,
               thinker: Thinker | None = None) -> LocalHost:
        """Serve again a game this window hosted before it stopped: on the port it was
        served on if that is free (the players' clients knock there), else on a new one."""
        table = Table.resume(hosted.path, thinker)
        if table is None:
            forget_hosted(hosted.path.stem)
            raise SaveError(_("That game has ended meanwhile; it is in Your games."))
        self = cls.__new__(cls)
        try:
            self._serve(table, hosted.seat, hosted.token, hosted.name, hosted.password,
                        address, table.port, announce)
        except OSError:  # the old port is taken now: any free one (the lobby shows it)
            table = Table.resume(hosted.path, thinker)
            assert table is not None
            self._serve(table, hosted.seat, hosted.token, hosted.name, hosted.password,
                        address, 0, announce)
        return self

    def _serve(self, table: Table, local: int, token: str, name: str, password: str | None,
               address: str, port: int, announce: bool) -> None:
        """Serve `table` and join its `local` seat with `token`, as this screen's."""
        self.table, self.local = table, local
        self.table.held = True  # no AI moves before Start
        self.table.host_seat = local  # "Ann's table" on the Join screens
        self.host = Host()
        self.host.add(self.table)
        self.thread = HostThread(self.host, address, port)
        try:
            self.port = self.thread.start()
        except OSError:  # the port is taken, or no network: nothing was served
            self.table.close()
            raise
        self.address = (discovery.lan_address() if address in ("0.0.0.0", "") else address)
        self.password = password
        if announce:
            from game.net.commands import announce_tables

            threading.Thread(target=announce_tables, args=(self.host, self.thread,
                                                           self.address, self.port),
                             name="sheepfold-announce", daemon=True).start()
        self.token_keys: list[str] = []
        """Where the host's own seat token is kept (`_keep_token`)."""
        session = Session(f"127.0.0.1:{self.port}/{self.table.id}", name=name,
                          token=token, password=password, keep_token=False)
        try:
            self.match = RemoteMatch.join(session)
        except Exception:
            self.stop()
            raise
        self.match.closers.append(self.stop)
        self.match.local_host = self
        self._keep_token(token, name, password)

    def _keep_token(self, token: str, name: str, password: str | None) -> None:
        """Keep this seat's token as a joining player's is kept, under the addresses Join
        shows for this table: if this program stops, Continue offers the game again
        (`game.net.kept.hosted_games`: hence the password too), `sheepfold host --headless
        --resume` can serve it, and Join a game gives the host their own seat back."""
        forget_hosted(self.table.id)  # a resumed game's old address
        self.token_keys = [Session(where, name=name, keep_token=False).key
                           for where in (f"{self.where}/{self.table.id}", self.where)]
        for key in self.token_keys:
            TokenStore().put(key, {"token": token, "seat": self.local, "table": self.table.id,
                                   "game": self.table.match.data.game, "hosted": True,
                                   "password": password})

    @property
    def code(self) -> str:
        return join_code(self.table.id)

    @property
    def where(self) -> str:
        """The address a remote player types: HOST:PORT (the only table here)."""
        return f"{self.address}:{self.port}"

    def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        return self.thread.call(fn, *args)

    def seats(self) -> list[dict[str, Any]]:
        """Each seat now: name, kind (ai/remote), connected, the AI standing in."""
        return self.call(self.table.seats_json)

    def waiting_for(self) -> list[int]:
        """The remote seats nobody holds yet and no AI plays."""
        seats = self.seats()
        return [n for n in self.away(seats) if not seats[n]["standin"]]

    def away(self, seats: list[dict[str, Any]] | None = None) -> list[int]:
        """The remote seats whose player is not here now (nobody joined yet, or left): the
        host may hand each to an AI, and its player takes it back on joining."""
        return [n for n, seat in enumerate(seats or self.seats())
                if n != self.local and seat["kind"] == "remote" and not seat["connected"]]

    def hand_to_ai(self, seat: int, level: str | None) -> None:
        """An AI of `level` plays this remote seat until its player joins it (again); None:
        no AI, the seat waits for its player."""
        self.call(self.table.hand_to_ai, seat, level)

    def remove(self, seat: int) -> bool:
        """Free a seat a remote player took (they are told, and go back to Join)."""
        return bool(seat != self.local and self.call(self.table.remove, seat))

    def set_ai_seat(self, seat: int, level: str | None) -> bool:
        """Before Start: an AI seat plays at `level`, or (None) opens to a player."""
        return bool(self.call(self.table.set_ai_seat, seat, level))

    def ai_seats_open(self) -> bool:
        """Whether the AI seats may still change (no move made: a new game, not a resumed
        one)."""
        return not self.table.match.steps

    def begin(self) -> None:
        """Start: the AI seats may move from now on."""
        self.call(self.table.release)
        self.match.client.session.held = False  # this screen knows it before the news

    def stop(self) -> None:
        """Stop serving (an unfinished game is kept: `sheepfold host --resume`)."""
        self.thread.stop()
        if self.table.match.is_over:  # no seat to come back to
            self._drop_tokens()

    def abandon(self) -> None:
        """Back from the lobby: stop serving, and keep nothing if no move was made."""
        self.match.close()
        if not self.table.match.steps:
            self._forget()
            self._drop_tokens()

    def _drop_tokens(self) -> None:
        forget_hosted(self.table.id)

    def _forget(self) -> None:
        """Remove the table's files (a game nobody played is no game to resume)."""
        for path in (self.table.kept_at, self.table.match.autosave):
            if path is not None:
                path.unlink(missing_ok=True)
