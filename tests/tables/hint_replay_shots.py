"""Screenshots of a hint on show and of the replay viewer, for docs/screens/: for each game
named (Sheep Sheep and Bye-Bye Black Sheep unless told; `--replay`: the replays only), `hint_<game>.png` (a new game
against Easy, played by the AI until a hint says something worth reading, then H pressed)
and `replay_<game>.png` (a finished game among Easy agents, scrubbed to its middle, every
hand face up), at 1280x720 on a fresh headless app.

Run: python -m tests.tables.hint_replay_shots [OUT_DIR] [GAME ...] [--lang de] [--replay]
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

import pygame

from game.ai.base import Observation
from game.ai.levels import make_agent
from game.app import App
from game.match import Match
from game.saves import Seat
from game.scenes.replay import ReplayScene
from game.scenes.tables import table_for
from game.tables import base as table_module
from tests.tables.moments import until_my_turn
from tests.tables.shots import options, suffix, take

GAMES = ("sheep_sheep", "bye_bye")
PATIENCE = 30.0
THREE = [Seat("Ann"), Seat("Dolly", "ai", "easy"), Seat("Shaun", "ai", "easy")]
SEATS = {"sheep_sheep": [Seat("Ann"), Seat("Dolly", "ai", "easy")], "bye_bye": THREE,
         "black_sheep": THREE, "boom_bah": THREE}
SEED = {"sheep_sheep": 7, "bye_bye": 5, "black_sheep": 5, "boom_bah": 5}
SKIP = {"sheep_sheep": 2, "bye_bye": 3, "black_sheep": 2, "boom_bah": 2}
"""Ann's decisions played (by Hard) before the one the hint is shown for: past the opening,
where the hint has something to say."""


def hint(app: App, game: str) -> None:
    """A game at the table, Ann's first decisions played as hinted, then H at the next."""
    match = Match.new(game, SEATS[game], seed=SEED[game])
    match.hinter = make_agent(game, "hard", hard_iterations=8)
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    rng = random.Random(SEED[game])
    for turn in range(SKIP[game] + 1):
        _settle(app, table)
        if turn < SKIP[game]:
            table.perform(match.hinter.choose(Observation.of(match.state), rng))
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    while table.hints.action is None:
        match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
    for _ in range(12):  # the glow a little into its pulse
        app.step(1 / 60)


def _settle(app: App, table) -> None:
    """Frames until it is Ann's decision, animations skipped."""
    if not until_my_turn(app, table, 3000, PATIENCE):
        raise RuntimeError("it never came to Ann's decision")


def replay(app: App, game: str) -> None:
    """A finished game among Easy agents in the replay viewer, at its middle move."""
    match = Match.new(game, SEATS[game], seed=SEED[game])
    agents = [make_agent(game, "easy") for _ in SEATS[game]]
    rng = random.Random(SEED[game])
    while not match.is_over:
        match.apply(agents[match.to_move].choose(Observation.of(match.state), rng))
    scene = ReplayScene(app, match.data)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.jump(scene.total // 2)
    for _ in range(3):
        app.step(1 / 60)
        scene.table.timeline.skip()


def main(argv: list[str]) -> None:
    out, games, lang = options(argv)
    table_module.AI_PAUSE = 0.0
    shots: dict[str, Callable[[App, str], None]] = {"hint": hint, "replay": replay}
    if "--replay" in argv:
        del shots["hint"]
    for game in games or GAMES:
        for name, stage in shots.items():
            take(out / f"{name}_{game}{suffix(lang)}.png",
                 lambda app, stage=stage, game=game: stage(app, game), lang)


if __name__ == "__main__":
    main(sys.argv[1:])
