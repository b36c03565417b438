"""The command line. Other tools rely on these exact forms (see README.md).

  sheepfold                                        the title screen
  sheepfold --scene NAME                           open one screen first (title, new, settings,
                                                   rules, pause, results, handoff, replay,
                                                   history, learn)
  sheepfold --game ID --seats human,ai:hard [--options k=v,...] [--seed N]
  sheepfold --demo --game ID --players N [--seed S]
  ... any of the above with --headless --frames N --screenshot PATH
  ... any of the above with --lang en|de (this run only; the settings keep theirs)
  ... any of the above with --size WxH (the window's size in pixels, e.g. 2560x1440)
  sheepfold simulate --game ID --players N --games K [--seed S] [--agents easy,...]
                     [--options k=v,...] [--jsonl PATH|-] [--save]
  sheepfold bench frames|rules|ai|startup|review [--game ID] --json
  sheepfold soak [--games K] [--seed S]
  sheepfold stats [--game ID] [--json]
  sheepfold replay PATH
  sheepfold review PATH|--last|--all [--seat N] [--hindsight] [--json]
  sheepfold host --headless --game ID --seats remote,remote,ai:easy [--port N] [--seed S]
                 [--password P] [--resume]          (network play: game/net/commands.py)
  sheepfold join HOST:PORT [--name N] [--agent easy|medium|hard] [--headless] | --list
  sheepfold --version | --help

A bad argument, a broken table map or a data folder that is not a folder is one line on
stderr and exit code 2, never a traceback. Ctrl+C ends quietly with exit code 130 (every game
is saved after each action); SIGTERM and SIGHUP end it the same way within a second, whatever
it is doing, with exit code 143 or 129 (game.shutdown). Output cut short by a closed pipe
(`... | head`) ends quietly.
"""

from __future__ import annotations

import argparse
import os
import sys

from game import __version__, shutdown
from game.cli import (
    AI_NAMES,
    Parser,
    UsageError,
    check_game,
    check_table,
    join_dashed_values,
    output_file,
    parse_options,
    parse_seats,
    positive,
    seed_number,
    window_size,
)

COMMANDS = ("simulate", "bench", "soak", "stats", "replay", "review", "host", "join")


def play_parser() -> Parser:
    p = Parser(prog="sheepfold", description="Four sheep tabletop games on one animated table. "
               "Commands: simulate, bench, soak, stats, replay, review, host, join "
               "(sheepfold COMMAND --help).")
    p.add_argument("--version", action="version", version=f"sheepfold {__version__}")
    p.add_argument("--game", help="start straight at a table: black_sheep, ...")
    p.add_argument("--seats", help="e.g. human,ai:hard,ai:easy or human:Anna,human:Ben")
    p.add_argument("--options", help="game options, e.g. tasks=on")
    p.add_argument("--seed", type=seed_number, help="seed for a repeatable deal (0 to 2**63-1)")
    p.add_argument("--demo", action="store_true", help="an AI-only game in the window")
    p.add_argument("--players", type=positive, help="number of players for --demo")
    p.add_argument("--level", default="medium", help="AI level for --demo (easy/medium/hard)")
    p.add_argument("--headless", action="store_true", help="no window (dummy SDL drivers)")
    p.add_argument("--frames", type=positive, help="render N frames, then exit")
    p.add_argument("--screenshot", type=output_file, help="save the last frame as PNG")
    p.add_argument("--size", type=window_size,
                   help="the window's size in pixels, e.g. 2560x1440 (drawn at that size)")
    p.add_argument("--scene", choices=("title", "new", "settings", "rules", "pause",
                                       "results", "handoff", "replay", "history", "learn",
                                       "review"),
                   help="open this screen first (for screenshots and tests)")
    from game.settings import LANGUAGES

    p.add_argument("--lang", choices=LANGUAGES,
                   help="the language for this run (the settings keep their own)")
    return p


def run_play(args: argparse.Namespace) -> int:
    from game.saves import LEVELS, Seat

    match_args = None
    if args.demo:
        if not args.game or not args.players:
            raise UsageError("--demo needs --game ID and --players N")
        if args.level not in LEVELS:
            raise UsageError(f"--level must be one of {', '.join(LEVELS)}")
        check_game(args.game, args.players, parse_options(args.options))
        check_table(args.game)
        seats = [Seat(AI_NAMES[i], "ai", args.level) for i in range(args.players)]
        match_args = (args.game, seats, parse_options(args.options))
    elif args.game or args.seats:
        if not (args.game and args.seats):
            raise UsageError("--game and --seats go together")
        seats = parse_seats(args.seats)
        check_game(args.game, len(seats), parse_options(args.options))
        check_table(args.game)
        match_args = (args.game, seats, parse_options(args.options))
    from game.app import App
    from game.scenes import start

    app = App(headless=args.headless, size=args.size)
    if args.lang:
        from game import i18n

        i18n.set_language(args.lang)
    first = start.first_scene(app, match_args, args.seed, args.scene, demo=args.demo)
    frames = args.frames if args.frames is not None else (1 if args.screenshot else None)
    return app.run(first, frames=frames, screenshot=args.screenshot)


def main(argv: list[str] | None = None) -> int:
    argv = join_dashed_values(list(sys.argv[1:] if argv is None else argv))
    if any(a == "--headless" for a in argv):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:  # a signal may come at any moment, even while the modules below still load
        with shutdown.handling():  # before SDL starts, so SDL leaves SIGTERM to us
            return _run(argv)
    except shutdown.Stopped as stop:  # SIGTERM, SIGHUP: as Ctrl+C, every game is saved
        return stop.code
    except KeyboardInterrupt:  # Ctrl+C: every game was saved after its last action
        return 130


def _refused(err: Exception) -> bool:
    """A bad argument, a broken table map (LevelError names it) or a data folder that is not
    a folder. The maps' module is looked up, not imported: a map error can only come from a
    map that was loaded, and the title's first frame needs no map (nor pytmx)."""
    from game.storage import NotAFolder

    levels = sys.modules.get("game.levels")
    return isinstance(err, (UsageError, NotAFolder)) or (
        levels is not None and isinstance(err, levels.LevelError))


def _run(argv: list[str]) -> int:
    try:
        if argv and argv[0] in COMMANDS:
            from game import commands

            return commands.run(argv[0], argv[1:])
        return run_play(play_parser().parse_args(argv))
    except BrokenPipeError:  # `... --jsonl - | head` read what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no error at exit
        return 0
    except Exception as err:
        if not _refused(err):
            raise
        print(f"sheepfold: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
