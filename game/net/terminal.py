"""Playing a remote seat in a terminal (`sheepfold join` without --agent): the seat to take
when several are free (`choose_seat`), then the moves of the table as they happen, and on
your turn your hand and your legal moves, numbered."""

from __future__ import annotations

import asyncio
import json
import sys
import threading
from collections.abc import Callable

from game import rules
from game.net.client import Session, free_seats, look
from game.rules.base import action_from_json


def _lines(loop: asyncio.AbstractEventLoop, queue: asyncio.Queue[str | None]) -> None:
    """Read stdin in a daemon thread (a blocked read never holds the program at its end)."""
    for line in sys.stdin:
        loop.call_soon_threadsafe(queue.put_nowait, line.strip())
    loop.call_soon_threadsafe(queue.put_nowait, None)


def seat_line(n: int, seat: dict) -> str:
    """`2. Bo: free`: a seat as the terminal lists it (counting from 1, as people do)."""
    if seat.get("free"):
        who = "free"
    elif seat["kind"] == "ai" or seat.get("standin"):
        who = f"AI {seat['level'] or seat.get('standin') or 'medium'}"
    else:
        who = "playing" if seat.get("connected") else "away"
    if seat.get("host"):
        who += " (the host)"
    return f"  {n + 1}. {seat['name']}: {who}"


def choose_seat(address: str, password: str | None, ask: Callable[[str], str] = input
                ) -> int | None:
    """The free seat to take: asked when several are free, the only one otherwise (None:
    the host picks, an older host, or nobody answered the question). A refusal of the
    look (a wrong password, no such table) is a ProtocolError."""
    try:
        seats = asyncio.run(look(address, password))
    except OSError:  # the join says the host cannot be reached, and keeps trying
        return None
    free = free_seats(seats)
    if len(free) > 1:
        print("The seats at this table:")
        for n, seat in enumerate(seats):
            print(seat_line(n, seat))
        while True:
            try:
                answer = ask("Which free seat is yours (its number)? ").strip()
            except EOFError:
                return None
            if answer.isdigit() and int(answer) - 1 in free:
                return int(answer) - 1
            print("Type the number of a free seat.")
    return free[0] if free else None


async def play(session: Session) -> str:
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[str | None] = asyncio.Queue()
    threading.Thread(target=_lines, args=(loop, queue), daemon=True).start()
    shown: dict = {"moves": -1}
    classes: list = []

    def describe(data: dict) -> str:
        if not classes and session.welcome is not None:
            w = session.welcome
            classes.extend(rules.get(w["game"]).start(w["players"], 0, w["options"])
                           .action_classes)
        try:
            return str(action_from_json(data, classes))
        except ValueError:
            return json.dumps(data)

    def changed(s: Session) -> None:
        if s.welcome is not None and not shown.get("welcomed"):
            shown["welcomed"] = True
            print(f"You play seat {s.welcome['seat'] + 1} of {s.welcome['players']} at table "
                  f"{s.welcome['table']} ({s.welcome['game']}).")
        if s.hint is not None and shown.get("hint") is not s.hint:
            shown["hint"] = s.hint
            print(f"Hint: {describe(s.hint['action'])}")
        if s.status == "reconnecting" and shown.get("status") != "reconnecting":
            print("Reconnecting…")
        shown["status"] = s.status
        update = s.latest
        if update is None or update["moves"] == shown["moves"]:
            return
        shown["moves"] = update["moves"]
        names = [seat["name"] for seat in s.seats]
        for step in update["steps"][-10:]:
            who = names[step["by"]] if 0 <= step["by"] < len(names) else "The table"
            print(f"{who}: {describe(step['action'])}")
        if update["over"]:
            print(f"Game over: {json.dumps(update.get('result'))}")
        elif update["legal"]:
            hand = update["view"].get("hand")
            if hand is not None:
                print(f"Your hand: {hand}")
            for n, action in enumerate(update["legal"], 1):
                print(f"  {n}. {describe(action)}")
            print("Your move (a number; u takes back your last decision, h asks for a hint):",
                  flush=True)

    session.on_change = changed
    runner = asyncio.ensure_future(session.run())
    while not runner.done():
        reader = asyncio.ensure_future(queue.get())
        await asyncio.wait([runner, reader], return_when=asyncio.FIRST_COMPLETED)
        if not reader.done():
            reader.cancel()
            break
        line = reader.result()
        if line is None:  # stdin closed: nobody is there to play; the seat waits for them
            runner.cancel()
            break
        await _answer(session, line)
        if session.notice:
            print(session.notice)
            session.notice = None
    try:
        return await runner
    except asyncio.CancelledError:
        return "left"


async def _answer(session: Session, line: str) -> None:
    update = session.latest
    if update is None:
        return
    if line == "u":
        await session.send("undo", moves=update["moves"])
    elif line == "h":
        await session.send("hint")
    elif line.isdigit() and 1 <= int(line) <= len(update["legal"]):
        await session.act(update["legal"][int(line) - 1])
    else:
        print("Type the number of a move.")
