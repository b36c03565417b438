"""One screenshot of a table as a player sees it: seat 0 a person ("Ann"), the others AI
(Easy, Medium, Hard, ...), the person deciding at random until `decisions` were made, then
the table settled on their next turn (999 decisions: the results).

Run: python -m tests.screens.moment OUT.png GAME PLAYERS DECISIONS [WxH] [en|de] [reference]
(`reference`: with the table's "?" reference pop-up open, as F1 opens it.)
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SHEEPFOLD_HOME", tempfile.mkdtemp(prefix="sheepfold-shots-"))

import pygame  # noqa: E402

from game.cli import AI_NAMES  # noqa: E402
from game.saves import Seat  # noqa: E402
from game.tables import base as table_module  # noqa: E402
from tests.tables.layout_checks import moments, seated  # noqa: E402

NAMES = ["Ann", *AI_NAMES[1:]]  # the names a player meets at the table
LEVELS = ["easy", "medium", "hard", "medium", "easy"]


def shot(out: str, game: str, players: int, decisions: int, size: tuple[int, int] = (1280, 720),
         lang: str = "en", reference: bool = False) -> None:
    table_module.AI_PAUSE = 0.0
    seats = [Seat("Ann", "human")] + [Seat(NAMES[i], "ai", LEVELS[i]) for i in range(1, players)]
    app, table = seated(size, lang, game, seats, seed=5)
    for _ in moments(app, table, decisions):
        pass
    for _ in range(3000):  # on to the person's next turn, every move between shown at once
        table.match.wait_for_ai(30.0)
        app.step(1 / 60)
        table.timeline.skip()
        if table.my_turn or table.match.is_over:
            break
    for _ in range(30 if not table.match.is_over else 900):  # at the end: on to the results
        app.step(1 / 60)
        if table.match.is_over:
            table.timeline.skip()
    if reference:
        app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0,
                                                unicode=""))
        for _ in range(30):
            app.step(1 / 60)
    pygame.image.save(app.display, out)
    app.leave_all()


def main(argv: list[str]) -> None:
    out, game, players, decisions = argv[0], argv[1], int(argv[2]), int(argv[3])
    size = tuple(int(v) for v in (argv[4] if len(argv) > 4 else "1280x720").split("x"))
    shot(out, game, players, decisions, (size[0], size[1]), argv[5] if len(argv) > 5 else "en",
         "reference" in argv[6:])


if __name__ == "__main__":
    main(sys.argv[1:])
