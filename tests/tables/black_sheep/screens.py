"""The Black Sheep table screenshots in docs/screens/ (black_sheep_2p, black_sheep_4p and
black_sheep_de_2560x1440), staged moment by moment.

Run: `SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m
tests.tables.black_sheep.screens [OUT_DIR] [MOMENT ...] [--lang de]` (default docs/screens;
the moment `de_2560x1440` is the four-player table in German at 2560x1440). Every moment is
a real game played by the Medium AI for every seat from a seed, seated at the table with
your turn to come: two cards picked and the pointer on the field they would go to, so the
preview, the chips, the crowns and the key badges all show.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SHEEPFOLD_HOME", tempfile.mkdtemp(prefix="sheepfold-shots-"))

import pygame  # noqa: E402

from game.ai.base import Observation  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules.black_sheep import PlayCards  # noqa: E402
from game.saves import Seat  # noqa: E402
from game.scenes.tables import table_for  # noqa: E402
from game.view import canvas  # noqa: E402
from tests.tables.shots import options, save, take  # noqa: E402

FRAME = 1 / 60
RIVALS = [Seat("Shaun", "ai", "medium"), Seat("Timmy", "ai", "medium"),
          Seat("Lanolin", "ai", "medium")]


def mid_game(app: App, players: int, steps: int, seed: int) -> None:
    """`steps` moves into a game, your turn: a pair picked, pointing at its field."""
    match = Match.new("black_sheep", [Seat("You"), *RIVALS[:players - 1]], seed=seed)
    agent, rng = make_agent("black_sheep", "medium"), random.Random(seed)
    while len(match.steps) < steps or match.to_move != 0 or match.state.phase != "play":
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    for _ in range(5):
        app.step(FRAME)
    hand = table.shown["hand"]
    play = next((a for a in match.legal_actions() if isinstance(a, PlayCards)
                 and len(a.cards) == 2), None)
    if play is not None:
        first = hand.index(play.cards[0])
        second = next(i for i, c in enumerate(hand) if c == play.cards[1] and i != first)
        table.toggle(first)
        table.toggle(second)
        pos = tuple(round(v * canvas.zoom()) for v in table.layout[f"field_{play.field}"].center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
    for _ in range(20):
        app.step(FRAME)


def two(app: App) -> None:
    mid_game(app, 2, 30, seed=2)


def four(app: App) -> None:
    mid_game(app, 4, 36, seed=5)


MOMENTS: dict[str, Callable[[App], None]] = {"2p": two, "4p": four}


def main(argv: list[str]) -> None:
    if "de_2560x1440" in argv:
        out, _names, _lang = options([a for a in argv if a != "de_2560x1440"])
        take(out / "black_sheep_de_2560x1440.png", four, "de", (2560, 1440))
        return
    save(argv, "black_sheep", MOMENTS)


if __name__ == "__main__":
    main(sys.argv[1:])
