"""Screenshots of network play for docs/screens/ (net_*.png): the host's lobby with a player
joined and a seat waiting, the join screen listing tables found on the network, and one game
in progress at two screens, the host's and a remote player's, headless.

  python -m tests.scenes.net_shots [OUT_DIR] [--lang de] [--size 2560x1440] [--away]

(--away: also each game at its most players with the last player gone from the table, the
host's screen showing that seat's connection mark and its note.)
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SHEEPFOLD_HOME", tempfile.mkdtemp(prefix="sheepfold-shots-"))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.net.client import Session  # noqa: E402
from game.net.hosting import LocalHost  # noqa: E402
from game.net.remote_match import RemoteMatch  # noqa: E402
from tests.ai.inline import InlineThinker  # noqa: E402
from tests.net.window import take_turn  # noqa: E402

LANG = ["en"]


def new_app(size: tuple[int, int] | None) -> App:
    app = App(headless=True, size=size)
    i18n.set_language(LANG[0])  # after the app, which takes the settings' language
    return app


def player(n: int) -> str:
    """A remote seat's name until its player joins, as the new-game screen gives it."""
    return i18n._("Player {n}").format(n=n)


def frames(app: App, n: int, dt: float = 1 / 30) -> None:
    for _ in range(n):
        app.step(dt)


def save(app: App, path: Path) -> None:
    pygame.image.save(app.display, str(path))
    print(path)
    app.leave_all()


def host(game: str, kinds: list[str], names: list[str]) -> LocalHost:
    return LocalHost(game, kinds, names, seed=11, address="127.0.0.1", announce=False,
                     thinker=InlineThinker())


LAN = "192.168.1.20"  # Ann's computer, as a LAN shows it (the host listens on localhost here)


def lobby(out: Path, size: tuple[int, int] | None, tag: str) -> tuple[str, str]:
    """Ann hosts Black Sheep for four (the game the in-game shots show: critic 23b read a
    Sheep-Boom-Bah lobby beside a Black Sheep game as two sessions): Bo has joined, one seat is open, Dolly is an AI.
    Returns the table's address and id, for the join list to show the same table."""
    from game.scenes.net_lobby import LobbyScene

    local = host("black_sheep", ["local", "remote", "remote", "ai:medium"],
                 ["Ann", player(2), player(3), "Dolly"])
    local.address = LAN
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    app = new_app(size)
    app.stack.push(LobbyScene(app, lambda: local))
    app.stack.apply_pending()
    frames(app, 40)
    save(app, out / f"net_host_lobby{tag}.png")
    table = (local.where, local.table.id)
    guest.close()
    local.match.close()
    return table


def found_tables(where: str, table: str) -> list[dict]:
    """The tables Cleo's join screen finds: Ann's (hosted at `where`, id `table`, as her
    lobby shows it: Bo joined, one seat open, Dolly an AI) and three of others."""
    return [{"address": f"{where}/{table}", "table": table,
             "game": "black_sheep", "free": 1, "password": False, "host": "Ann",
             "seated": [{"name": "Ann", "ai": False}, {"name": "Bo", "ai": False},
                        {"name": "Dolly", "ai": True}]},
            {"address": "192.168.1.34:8765/77b0e1a4", "table": "77b0e1a4",
             "game": "boom_bah", "free": 1, "password": True, "host": "Maximilian",
             "seated": [{"name": n, "ai": False} for n in ("Maximilian", "Josephine",
                                                           "Konstantin")]},  # 3 of 4 seats
            {"address": "192.168.1.51:50211/0c5d9e72", "table": "0c5d9e72",
             "game": "bye_bye", "free": 0, "password": False, "host": "Eve",
             "seated": [{"name": n, "ai": False} for n in ("Eve", "Cleo", "Finn")]},
            # full, but Cleo lost the connection there: Rejoin
            {"address": "192.168.1.60:8765/5e1f0a33", "table": "5e1f0a33",
             "game": "sheep_sheep", "free": 1, "password": False, "host": "Otto",
             "seated": [{"name": "Otto", "ai": False}]}]


def join_list(out: Path, size: tuple[int, int] | None, tag: str,
              ann: tuple[str, str]) -> None:
    """Cleo's join screen at the same moment: Ann's table as Ann's lobby shows it (its
    address and code; Bo seated, one seat open), and the tables of others on the network."""
    from game.scenes.net_join import JoinScene

    found = found_tables(*ann)
    from game.net.kept import TokenStore
    from game.scenes.net_join import seat_key

    TokenStore().put(seat_key(found[2], "Cleo"), {"token": "kept", "seat": 1,  # hers
                                                  "table": "0c5d9e72", "game": "bye_bye"})
    app = new_app(size)
    scene = JoinScene(app, browse=lambda: found)
    scene.name = "Cleo"
    app.stack.push(scene)
    app.stack.apply_pending()
    time.sleep(0.2)
    frames(app, 5)
    scene.rebuild()
    frames(app, 5)
    save(app, out / f"net_join_list{tag}.png")


def shown(match, size: tuple[int, int] | None, path: Path, before_save=None) -> None:
    """`match` at a fresh window's table, its animations done, saved to `path` (the table's
    leave() must not stop the match: its closers are kept aside meanwhile)."""
    from game.scenes.net_table import remote_table

    match.closers, closers = [], match.closers
    app = new_app(size)
    table = remote_table(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app, 3)
    table.timeline.skip()
    frames(app, 3)
    if before_save is not None:
        before_save(app, table)
    app.stack.scenes.clear()  # leave without closing the connection: shown again later
    save(app, path)
    match.closers = closers


def game_in_progress(out: Path, size: tuple[int, int] | None, tag: str, game: str,
                     moves: int) -> None:
    """One game at two screens: the host's (Ann) and the remote player's (Bo)."""
    local = host(game, ["local", "remote"], ["Ann", player(2)])
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    local.begin()
    rngs, seen = [random.Random(1), random.Random(2)], {}
    while guest.moves < moves and not guest.is_over:
        busy = [take_turn(m, r, seen) for m, r in zip((local.match, guest), rngs, strict=True)]
        if not any(busy):
            time.sleep(0.01)
    while local.match.moves < guest.moves:
        take_turn(local.match, rngs[0], seen)
    for match, name in ((local.match, "host"), (guest, "remote")):
        shown(match, size, out / f"net_game_{name}{tag}.png")
    guest.close()
    local.match.close()


NAMES = ["Ann", "Bo", "Cleo", "Dan", "Eve"]


def away(out: Path, size: tuple[int, int] | None, tag: str, game: str, players: int,
         moves: int) -> None:
    """A network game at the most players, the last one gone from the table: the host's
    screen with the pointer on that seat's connection mark (its note), and Bo's."""
    from game.scenes.net_table import link_spot

    local = host(game, ["local"] + ["remote"] * (players - 1),
                 ["Ann"] + [player(n + 2) for n in range(players - 1)])
    guests = [RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name=NAMES[n + 1],
                                       keep_token=False)) for n in range(players - 1)]
    local.begin()
    matches = [local.match, *guests]
    rngs, seen = [random.Random(n) for n in range(players)], {}
    while local.match.moves < moves and not local.match.is_over:
        if not any([take_turn(m, r, seen) for m, r in zip(matches, rngs, strict=True)]):
            time.sleep(0.01)
    gone = guests.pop()
    gone.close()
    deadline = time.monotonic() + 5
    while local.seats()[players - 1]["connected"] and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(0.3)
    def point_at_the_mark(app, table) -> None:
        spot = link_spot(table, players - 1)
        if spot is not None:
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                            buttons=(0, 0, 0)))
        frames(app, 20)

    for match, name in ((local.match, "host"), *([(guests[0], "remote")] if guests else [])):
        shown(match, size, out / f"net_away_{game}_{name}{tag}.png", point_at_the_mark)
    for guest in guests:
        guest.close()
    local.match.close()


def main(argv: list[str]) -> None:
    lang = argv[argv.index("--lang") + 1] if "--lang" in argv else "en"
    size = None
    if "--size" in argv:
        w, h = argv[argv.index("--size") + 1].split("x")
        size = (int(w), int(h))
    rest = [a for i, a in enumerate(argv) if not a.startswith("--")
            and (i == 0 or argv[i - 1] not in ("--lang", "--size"))]
    out = Path(rest[0]) if rest else Path("docs/screens")
    out.mkdir(parents=True, exist_ok=True)
    tag = ("" if lang == "en" else f"_{lang}") + ("" if size is None else f"_{size[0]}")
    LANG[0] = lang
    i18n.set_language(lang)  # the seats' first names too
    join_list(out, size, tag, lobby(out, size, tag))
    game_in_progress(out, size, tag, "black_sheep", 9)
    if "--away" in argv:  # every game at its most players, one of them gone
        for game, players, moves in (("black_sheep", 4, 9), ("boom_bah", 4, 8),
                                     ("bye_bye", 5, 8), ("sheep_sheep", 2, 6)):
            away(out, size, tag, game, players, moves)


if __name__ == "__main__":
    main(sys.argv[1:])
