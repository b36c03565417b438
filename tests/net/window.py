"""A host on its own thread (as the window runs it) and seats joined through `RemoteMatch`,
for the tests of the window's side of network play."""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Iterator
from typing import Any

from game.ai.base import Observation
from game.ai.levels import make_agent
from game.net.client import Session
from game.net.host import Host, HostThread
from game.net.remote_match import RemoteMatch
from game.net.table import Table, TableConfig
from tests.ai.inline import InlineThinker


@contextlib.contextmanager
def hosting(game: str, seats: list[str], **config: Any) -> Iterator[tuple[HostThread, Table,
                                                                          str]]:
    """A table served on a localhost port from a thread, its AI answering at once."""
    config.setdefault("seed", 7)
    host = Host()
    table = host.add(Table.create(TableConfig(game, seats, **config), thinker=InlineThinker()))
    thread = HostThread(host, "127.0.0.1", 0)
    port = thread.start()
    try:
        yield thread, table, f"127.0.0.1:{port}"
    finally:
        thread.stop()


def joined(address: str, name: str, **kw: Any) -> RemoteMatch:
    return RemoteMatch.join(Session(address, name=name, keep_token=False, **kw))


def choose(match: RemoteMatch, rng: random.Random) -> Any:
    """An Easy agent's choice from the seat's view and legal moves, nothing else."""
    agent = make_agent(match.data.game, "easy")
    obs = Observation(match.seat, match.view(match.seat), tuple(match.legal_actions()),
                      None)  # type: ignore[arg-type]
    return agent.choose(obs, rng)


def take_turn(match: RemoteMatch, rng: random.Random, seen: dict[int, Any]) -> bool:
    """What a table does in a frame: take the next update from the host, or decide when it
    is this seat's turn. Records the view shown after each move; False if nothing to do."""
    action = match.poll_ai()
    if action is not None:
        match.apply(action)
    elif match.resync:
        match.resync = False
    elif not match.is_over and match.to_move == match.seat:
        match.apply(choose(match, rng))
    else:
        return False
    seen[match.moves] = match.view(match.seat)
    return True


def play_out(matches: list[RemoteMatch], seconds: float = 60.0) -> list[dict[int, Any]]:
    """Every match driven as its table would be until each shows the game's end."""
    seen: list[dict[int, Any]] = [{} for _ in matches]
    rngs = [random.Random(n) for n in range(len(matches))]
    deadline = time.monotonic() + seconds
    while not all(m.is_over for m in matches):
        assert time.monotonic() < deadline, "the game did not end"
        busy = [take_turn(m, rng, s) for m, rng, s in zip(matches, rngs, seen, strict=True)]
        if not any(busy):
            time.sleep(0.005)
    return seen
