"""The Sheep-Boom-Bah screenshots in docs/screens/, staged moment by moment.

Run: `SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m
tests.tables.boom_bah.screens [OUT_DIR] [--lang de]` (default docs/screens). Every moment is
a real position (played by the AIs from a seed, or drawn as a diagram) seated at the table
at 1280x720, stepped frame by frame like the game; nothing is painted by hand.
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
from game.bench_frames import CHAIN_INTO_A_MINE  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules.boom_bah import Move  # noqa: E402
from game.rules.boom_bah import board as cells  # noqa: E402
from game.rules.boom_bah.diagram import position  # noqa: E402
from game.saves import Seat  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.tables import table_for  # noqa: E402
from game.tables.base import TableScene  # noqa: E402
from tests.tables.moments import mine_under_a_sheep  # noqa: E402
from tests.tables.shots import options, save, take  # noqa: E402

FRAME = 1 / 60
PEOPLE = [Seat("You"), Seat("Shaun", "ai", "easy"), Seat("Timmy", "ai", "easy")]


def seated(app: App, match: Match) -> TableScene:
    table = table_for(app, match)
    app.stack.reset(table) if app.stack.scenes else app.stack.push(table)
    app.stack.apply_pending()
    return table


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def played(seats: list[Seat], steps: int, seed: int = 3,
           done: Callable[[Match], bool] | None = None) -> Match:
    """A game the Medium AI plays for every seat, for `steps` moves or until `done`."""
    match = Match.new("boom_bah", seats, seed=seed, options={"quick_setup": "on"})
    agent, rng = make_agent("boom_bah", "medium"), random.Random(seed)
    for _ in range(steps if done is None else 3000):
        if match.is_over or (done is not None and done(match)):
            break
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    return match


def setup(app: App) -> None:
    """Quick setup: the tiles dealt face down, the hands dealt, the sheep's flurry."""
    seated(app, Match.new("boom_bah", PEOPLE, seed=3, options={"quick_setup": "on"}))
    frames(app, 2.0)


def mine(app: App) -> None:
    """A mine turned up under your sheep, seen for its beat before it goes off."""
    table = seated(app, played(PEOPLE, 40))
    table.timeline.skip()
    mine_under_a_sheep(table)
    frames(app, 0.5)


def chain(app: App) -> None:
    """A bump chain: the sheep from a4 pushes four along row 4, the last onto a mine."""
    table = seated(app, played(PEOPLE + [Seat("Dolly", "ai", "easy")], 1))
    table.timeline.skip()
    table.match.state = position(CHAIN_INTO_A_MINE, players=4, turn=0, actions_left=2,
                                 hands=[["fox:0", "dog:2", "golden_fleece:0", "tornado:1"],
                                        ["dog:1"], ["fox:2"], ["tornado:3"]])
    table.refresh_view()
    table.sync()
    table.perform(Move(cells.cell("a4"), cells.cell("b4")))
    frames(app, 0.5)


def reaction(app: App) -> None:
    """A game well under way: Shaun answers a mine with Hero of the Herd, and you may
    cancel it with EIEI...NO. The card waits in the dock beside the board (in the piles'
    place) for your answer, the cells it is about glow, the log below keeps its lines."""
    table = seated(app, played(PEOPLE, 0, seed=4, done=lambda m: m.to_move == 0
                               and bool(m.state.pending) and len(m.steps) > 15))
    table.timeline.skip()
    frames(app, 0.3)


def zoom(app: App) -> None:
    """You picked a card and the pointer rests on it: the card large with its whole text,
    beside the board and off your Play card and Discard buttons."""
    table = seated(app, played(PEOPLE, 30, done=lambda m: m.to_move == 0 and len(m.steps) > 20
                               and not m.state.pending and m.state.actions_left))
    table.timeline.skip()
    frames(app, 0.2)
    table.pick_card(1)
    hand = table.shown["hand"]
    x, y, w, h = table.board.hand_card(1, len(hand))
    pos = (round(x + w / 2), round(y + h / 2))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    frames(app, 0.7)


def marks(app: App) -> None:
    """Colour-blind marks on, four players well into a game: every sheep and card shaped."""
    app.settings.colourblind_marks = True
    four = PEOPLE + [Seat("Dolly", "ai", "easy")]
    match = played(four, 0, seed=11, done=lambda m: m.to_move == 0 and sum(
        sum(b) for b in m.state.barns) >= 3 and sum(m.state.graveyards) >= 1
        and not m.state.pending)
    table = seated(app, match)
    table.timeline.skip()
    frames(app, 0.3)


def results(app: App) -> None:
    """The end: every score line with its icons, on solid panels."""
    match = played(PEOPLE, 0, seed=4, done=lambda m: m.is_over)
    table = seated(app, match)
    table.finished_shown = True
    app.stack.push(ResultsScene(app, match))
    app.stack.apply_pending()
    frames(app, 2.0)


MOMENTS: dict[str, Callable[[App], None]] = {
    "setup": setup, "mine": mine, "bump_chain": chain, "reaction": reaction, "zoom": zoom,
    "colour_blind": marks, "results": results,
}


def main(argv: list[str]) -> None:
    """The moments named (or all); `de_2560x1440`: the reaction in German at 2560x1440."""
    if "de_2560x1440" in argv:
        out, _names, _lang = options([a for a in argv if a != "de_2560x1440"])
        take(out / "boom_bah_de_2560x1440.png", reaction, "de", (2560, 1440))
        return
    save(argv, "boom_bah", MOMENTS)


if __name__ == "__main__":
    main(sys.argv[1:])
