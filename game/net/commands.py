"""`sheepfold host` and `sheepfold join`: network play from the command line.

  sheepfold host --headless --game ID --seats remote,remote,ai:easy [--port N] [--seed S]
                 [--password P] [--options k=v] [--tables N] [--standin LEVEL] [--resume]
  sheepfold join HOST:PORT[/TABLE] [--name N] [--agent easy|medium|hard] [--password P]
                 [--seat N] [--headless]
  sheepfold join --list                       the tables announced on the LAN

The host prints one JSON line (its address, port and tables) and ends when every game is
over, each kept as a finished record. Stopped before (Ctrl+C, SIGTERM, a crash), it keeps
its tables: `--resume` serves them again, on the same port, and the players rejoin.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
from typing import Any

from game.cli import (
    AI_NAMES,
    Parser,
    UsageError,
    check_game,
    check_table,
    parse_options,
    seed_number,
)
from game.saves import LEVELS


def _port(text: str) -> int:
    import argparse

    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text[:12]!r} is not a port (0 to 65535)")
    return int(text)


def _seconds(text: str) -> float:
    import argparse

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:12]!r} is not a number of seconds") from None
    if not 0 <= value <= 86400:
        raise argparse.ArgumentTypeError("give a number of seconds from 0 to 86400")
    return value


def host(argv: list[str]) -> int:
    p = Parser(prog="sheepfold host", description="Host network games: every seat is remote "
               "(a player joins it with sheepfold join) or played by the AI here.")
    p.add_argument("--headless", action="store_true",
                   help="no window (in the window: a Remote seat on the new-game screen)")
    p.add_argument("--game", help="black_sheep, boom_bah, bye_bye or sheep_sheep")
    p.add_argument("--seats", default="remote,remote", help="e.g. remote,remote,ai:easy")
    p.add_argument("--options", help="game options, e.g. tasks=on")
    p.add_argument("--seed", type=seed_number, help="seed for a repeatable deal")
    p.add_argument("--password", help="players must give it to join")
    p.add_argument("--port", type=_port, default=0, help="0 picks a free port (the default)")
    p.add_argument("--address", default="0.0.0.0", help="where to listen (default: everywhere)")
    p.add_argument("--tables", type=int, default=1, help="how many tables of this game")
    p.add_argument("--standin", choices=LEVELS,
                   help="an AI of this level plays the seat of a player who left, until they "
                        "return")
    p.add_argument("--standin-after", type=_seconds, default=30.0,
                   help="seconds a player may be away before the stand-in plays (default 30)")
    p.add_argument("--resume", action="store_true",
                   help="serve again the unfinished tables of an earlier host")
    p.add_argument("--no-announce", action="store_true", help="do not announce on the LAN")
    args = p.parse_args(argv)
    if not args.headless:
        raise UsageError("from the command line a host has no window: use --headless (in the "
                         "window, set a seat to Remote on the new-game screen)")
    if not 0 <= args.tables <= 1000:
        raise UsageError("--tables must be from 0 to 1000")
    from game.net import table as net
    from game.net.host import Host

    configs = []
    if args.game:
        try:
            kinds = net.parse_seat_kinds(args.seats)
        except ValueError as err:
            raise UsageError(str(err)) from None
        check_game(args.game, len(kinds), parse_options(args.options))
        check_table(args.game)
        names = [f"Player {n + 1}" if kind == "remote" else AI_NAMES[n % len(AI_NAMES)]
                 for n, kind in enumerate(kinds)]
        configs = [net.TableConfig(args.game, kinds, None if args.seed is None else args.seed + n,
                                   parse_options(args.options), args.password, args.standin,
                                   args.standin_after, names) for n in range(args.tables)]
    elif not args.resume:
        raise UsageError("say which game to host (--game ID), or --resume")
    server = Host()
    port = args.port
    if args.resume:
        tables, notes = net.resume_all()
        for note in notes:
            print(f"sheepfold host: {note}", file=sys.stderr)
        for table in tables:
            server.add(table)
            port = port or table.port
    for config in configs:
        server.add(net.Table.create(config))
    if not server.tables:
        raise UsageError("there is no unfinished table to resume")
    return serve(server, args.address, port, announce=not args.no_announce)


def serve(server: Any, address: str, port: int, announce: bool) -> int:
    from game.net import discovery
    from game.net.host import HostThread

    thread = HostThread(server, address, port)
    try:
        port = thread.start()
    except OSError as err:
        for table in server.tables.values():
            table.close()
        raise UsageError(f"cannot listen on port {port}: {err.strerror or err}") from None
    shown = discovery.lan_address() if address in ("0.0.0.0", "") else address
    tables = [{"table": t.id, "game": t.match.data.game, "join": f"{shown}:{port}/{t.id}",
               "seats": t.seats_json(), "password": t.password is not None}
              for t in server.tables.values()]
    line: dict[str, Any] = {"address": shown, "port": port, "tables": tables}
    if len(tables) == 1:
        line["table"], line["join"] = tables[0]["table"], f"{shown}:{port}"
    print(json.dumps(line), flush=True)
    if announce:
        threading.Thread(target=announce_tables, args=(server, thread, shown, port),
                         name="sheepfold-announce", daemon=True).start()
    try:
        while not thread.wait_over(0.2):
            if not thread.thread.is_alive():
                return 1
        return 0
    finally:
        thread.stop()


def announce_tables(server: Any, thread: Any, address: str, port: int) -> None:
    """Announce every table on the LAN while the host runs, with its free seats; a table
    whose game is over goes (each announcement takes a moment: hence a thread of its own).
    A failure is said, never fatal: players join by address."""
    from game.net import discovery
    from game.net.table import free_seats

    def tables() -> list[tuple[Any, ...]]:  # read on the host's loop
        return [(t.id, t.match.data.game, free_seats([t]), t.password is not None,
                 t.over.is_set(), t.host_name(), t.seated()) for t in server.tables.values()]

    try:
        announcer = discovery.Announcer(address)
    except Exception as err:  # no network for multicast here
        print(f"sheepfold host: not announced on the LAN ({err})", file=sys.stderr)
        return
    try:
        while thread.thread.is_alive():
            for table, game, free, password, over, name, seated in thread.call(tables):
                if over:
                    announcer.withdraw(table)
                else:
                    announcer.announce(table, game, free, password, port, name, seated)
            thread.thread.join(2.0)
    except Exception as err:  # the host stopped meanwhile, or the network went
        print(f"sheepfold host: LAN announcement ended ({err})", file=sys.stderr)
    finally:
        announcer.close()


def join(argv: list[str]) -> int:
    p = Parser(prog="sheepfold join", description="Join a network game.")
    p.add_argument("address", nargs="?", help="HOST:PORT, or HOST:PORT/TABLE")
    p.add_argument("--name", help="your name at the table")
    p.add_argument("--agent", choices=LEVELS, help="let an AI of this level play your seat")
    p.add_argument("--password", help="the table's password")
    p.add_argument("--seat", type=int, help="the free remote seat to take, counting from 0 "
                   "(without it, a player at the terminal is asked when several are free)")
    p.add_argument("--headless", action="store_true",
                   help="no window (in the window: Join a game on the new-game screen)")
    p.add_argument("--give-up", type=_seconds, default=300.0,
                   help="seconds to keep trying to reconnect (default 300)")
    p.add_argument("--list", action="store_true", help="list the tables on the LAN")
    args = p.parse_args(argv)
    if args.list:
        from game.net.discovery import browse

        for entry in browse():
            print(json.dumps(entry))
        return 0
    if not args.address:
        raise UsageError("say where to join: sheepfold join HOST:PORT (or --list)")
    from game.net.client import Session

    try:
        session = Session(args.address, name=args.name, password=args.password,
                          agent=args.agent, seat=args.seat, give_up=args.give_up)
    except ValueError as err:
        raise UsageError(str(err)) from None
    if args.agent is None:
        from game.net.protocol import ProtocolError
        from game.net.terminal import choose_seat, play

        if args.seat is None and session.token is None:  # a newcomer: which seat?
            try:
                session.seat_wanted = choose_seat(args.address, args.password)
            except ProtocolError as err:
                print(f"sheepfold join: {err}", file=sys.stderr)
                return 1
        status = asyncio.run(play(session))
    else:
        status = asyncio.run(session.run())
    latest = session.latest or {}
    print(json.dumps({"status": status, "seat": session.seat, "table": session.table,
                      "moves": session.moves, "result": latest.get("result")}), flush=True)
    if status != "over":
        print(f"sheepfold join: {session.notice or 'the host could not be reached'}",
              file=sys.stderr)
        return 1
    return 0
