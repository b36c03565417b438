"""The first scene of a run, and starting a table for a fresh deal.

`--game/--seats` and `--demo` go straight to a table; `--scene NAME` opens one screen in a
ready-made situation, so screenshots and tests can reach every screen without clicking.
Every new game (from the menu, the command line, a rematch or a restart) gets a save file of
its own, so starting one never replaces another (a demo is not saved).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game import saves
from game.saves import Seat

if TYPE_CHECKING:
    from game.app import App
    from game.match import Match
    from game.view.stack import Scene

SHOWCASE_GAME = "black_sheep"

MatchArgs = tuple[str, list[Seat], dict[str, str]]


def play(app: App, match: Match) -> None:
    """Leave every scene and sit down at `match`'s table."""
    from game.levels import LevelError
    from game.scenes.tables import table_for
    from game.scenes.title import TitleScene

    try:
        app.stack.reset(table_for(app, match))
    except LevelError as err:  # a broken table map: say so on the title, keep the save
        match.close()
        if match.autosave is not None and not match.data.actions:  # a deal nobody played
            try:
                saves.delete(match.autosave)
            except (saves.SaveError, OSError):  # it stays under Continue: nothing is lost
                pass
        app.notices.append(str(err))
        app.stack.reset(TitleScene(app))


def deal(app: App, game: str, seats: list[Seat], seed: int | None = None,
         options: dict[str, str] | None = None, saved: bool = True) -> None:
    """Sit down at a fresh deal, saved in a file of its own (`saved`); a broken table map is
    said on the title."""
    from game.levels import LevelError
    from game.match import Match
    from game.scenes.title import TitleScene

    try:
        match = Match.new(game, seats, seed, options,
                          autosave=saves.new_path(game) if saved else None)
    except LevelError as err:
        app.notices.append(str(err))
        app.stack.reset(TitleScene(app))
        return
    play(app, match)


def rematch(app: App, match: Match) -> None:
    """The same game, seats and options again with a new deal; the game left behind keeps
    its own save (unfinished, it stays under Continue)."""
    deal(app, match.data.game, list(match.seats), None, dict(match.data.options),
         saved=match.autosave is not None)


def finished_match(seed: int = 1) -> Match:
    """A Black Sheep game among three AIs, played to the end at once with random moves."""
    from game.ai.base import Observation, RandomAgent
    from game.cli import AI_NAMES
    from game.match import Match

    match = Match.new(SHOWCASE_GAME, [Seat(name, "ai", "easy") for name in AI_NAMES[:3]],
                      seed=seed)
    agent, rng = RandomAgent(), random.Random(seed)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    return match


def first_scene(app: App, match_args: MatchArgs | None, seed: int | None,
                scene_name: str | None, demo: bool = False) -> Scene:
    """The first screen of a run. The title needs no table: the four tables (and their
    art and maps), the match and the AI are imported only when a screen needs one,
    so the title's first frame comes sooner."""
    if match_args is not None:
        from game.match import Match
        from game.scenes.tables import table_for

        game, seats, options = match_args
        match = Match.new(game, seats, seed, options,
                          autosave=None if demo else saves.new_path(game))
        return table_for(app, match)
    name = scene_name or "title"
    if name == "title":
        from game.scenes.title import TitleScene

        return TitleScene(app)
    if name == "new":
        from game.scenes.new_game import NewGameScene

        return NewGameScene(app)
    if name == "settings":
        from game.scenes.settings_menu import SettingsScene

        return SettingsScene(app)
    if name == "rules":
        from game.scenes.rules_scene import RulesScene

        return RulesScene(app)
    if name == "results":
        from game.scenes.results import ResultsScene
        from game.scenes.tables import table_for

        match = finished_match()
        app.stack.push(table_for(app, match))  # the results are drawn over the table
        return ResultsScene(app, match)
    if name == "review":
        from game.scenes.review import ReviewScene

        return ReviewScene(app, finished_match().data, seat=0)
    if name == "replay":
        from game.scenes.replay import ReplayScene

        return ReplayScene(app, finished_match().data)
    if name == "pause":
        from game.cli import AI_NAMES
        from game.match import Match
        from game.scenes.pause import PauseScene
        from game.scenes.tables import table_for

        seats = [Seat(n, "ai", "easy") for n in AI_NAMES[:3]]
        table = table_for(app, Match.new(SHOWCASE_GAME, seats, 1 if seed is None else seed))
        app.stack.push(table)  # the pause goes on top of it when the run pushes the first scene
        return PauseScene(app, table)
    if name in ("history", "learn"):  # over the title, as its buttons open them
        from game.scenes.history import HistoryScene
        from game.scenes.title import TitleScene
        from game.scenes.tutorial import LearnScene

        app.stack.push(TitleScene(app))
        return HistoryScene(app) if name == "history" else LearnScene(app)
    if name == "handoff":
        from game.match import Match
        from game.scenes.tables import table_for
        seats = [Seat("Anna"), Seat("Ben")]
        return table_for(app, Match.new(SHOWCASE_GAME, seats, 1 if seed is None else seed))
    raise ValueError(f"unknown scene {name!r}")
