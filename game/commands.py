"""The tool commands: simulate, bench, soak, stats and replay (no window except replay)."""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

from game.cli import (
    Parser,
    UsageError,
    check_game,
    output_file,
    parse_options,
    positive,
    seed_number,
    window_size,
)
from game.saves import MAX_SEED
from game.terminal import safe

PLAYERS = re.compile(r"(\d{1,9})-(\d{1,9})|\d{1,9}(,\d{1,9})*")


def player_counts(spec, text: str) -> list[int]:
    """`3`, `2-4` or `2,4`: the player counts to cycle through, each one the game takes."""
    found = PLAYERS.fullmatch(text.strip())
    if found is None:
        raise UsageError(f"--players {text!r} must be a number, a range like 2-4 or a list")
    if found.group(1) is not None:
        lo, hi = int(found.group(1)), int(found.group(2))
        if lo > hi:
            raise UsageError(f"--players {text!r} is an empty range (write the smaller first)")
        ends = [lo, hi]
    else:
        ends = [int(x) for x in text.split(",")]
    for n in ends:
        check_game(spec.id, n)  # before the range is made: 2-100000000 is refused here
    return list(range(ends[0], ends[1] + 1)) if found.group(1) is not None else ends


def option_cycle(spec, text: str | None) -> list[dict[str, str]]:
    """Options to cycle through; `name=*` means every value of that option."""
    given = parse_options(text)
    choices = []
    for name, value in given.items():
        if name not in spec.options:
            check_game(spec.id, None, {name: value})  # raises the clear sentence
        choices.append([(name, v) for v in spec.options[name].values] if value == "*"
                       else [(name, value)])
    sets = [dict(combo) for combo in itertools.product(*choices)] or [{}]
    for s in sets:
        check_game(spec.id, None, s)
    return sets


def simulate(argv: list[str]) -> int:
    from game.ai.arena import play_game
    from game.ai.levels import LEVELS, make_agent

    p = Parser(prog="sheepfold simulate", description="AI-only games, one JSON line each.")
    p.add_argument("--game", required=True)
    p.add_argument("--players", required=True, help="N, a range A-B or a list A,B")
    p.add_argument("--games", type=positive, required=True)
    p.add_argument("--seed", type=seed_number, default=0)
    p.add_argument("--agents", default="medium", help="levels per seat (one applies to all)")
    p.add_argument("--options", help="k=v,... (k=* cycles every value)")
    p.add_argument("--jsonl", type=jsonl_target, help="write the JSON lines to PATH, or - for stdout")
    p.add_argument("--save", action="store_true",
                   help="keep each game as a finished record (History, sheepfold review)")
    args = p.parse_args(argv)
    spec, _ = check_game(args.game)
    if args.seed + args.games - 1 > MAX_SEED:
        raise UsageError(f"--seed {args.seed} with --games {args.games} goes past the largest "
                         f"seed, {MAX_SEED}")
    counts = player_counts(spec, args.players)
    option_sets = option_cycle(spec, args.options)
    agents_spec = args.agents.split(",")
    for level in agents_spec:
        if level not in (*LEVELS, "random"):
            raise UsageError(f"--agents: {level!r} is not one of {', '.join((*LEVELS, 'random'))}")
        if args.save and level == "random":
            raise UsageError("--save keeps games of the levels easy, medium and hard only")
    out = None
    if args.jsonl == "-":
        out = sys.stdout
    elif args.jsonl:
        try:
            args.jsonl.parent.mkdir(parents=True, exist_ok=True)
            out = open(args.jsonl, "w", encoding="utf-8")
        except OSError as err:
            raise UsageError(f"--jsonl {args.jsonl}: {err.strerror or err}") from None
    wins: dict[int, float] = {}
    actions_total = errors = 0
    try:
        for i in range(args.games):
            n = counts[i % len(counts)]
            options = spec.resolve_options(option_sets[(i // len(counts)) % len(option_sets)])
            levels = [agents_spec[s % len(agents_spec)] for s in range(n)]
            seed = args.seed + i
            try:
                agents = [make_agent(spec.id, lv) for lv in levels]
                if args.save:
                    game = save_game(spec, agents, seed, options)
                else:
                    game = play_game(spec, agents, seed, options)
            except Exception as err:  # report and go on: one broken game must not hide the rest
                errors += 1
                print(f"game {i} (seed {seed}, {n} players, {options}): {err!r}", file=sys.stderr)
                continue
            result = game.result
            actions_total += game.actions
            for w in result.winners:
                wins[w] = wins.get(w, 0) + 1 / len(result.winners)
            row = {
                "game": spec.id, "players": n, "seed": seed, "options": options,
                "agents": levels, "winners": result.winners, "scores": result.scores,
                "breakdown": result.to_json()["breakdown"], "note": result.note,
                "actions": game.actions, "final_view": game.state.view(None),
            }
            if out is not None:
                out.write(json.dumps(row) + "\n")
                out.flush()  # a full disk shows at the first game, not at the end
    except OSError as err:
        if isinstance(err, BrokenPipeError):
            raise
        raise UsageError(f"--jsonl {args.jsonl}: {err.strerror or err}") from None
    finally:
        if out is not None and out is not sys.stdout:
            try:
                out.close()
            except OSError:  # the write above already said why
                pass
    summary = {"games": args.games, "errors": errors, "actions": actions_total,
               "wins_by_seat": {str(k): round(v, 1) for k, v in sorted(wins.items())}}
    print("simulate: " + json.dumps(summary), file=sys.stderr)
    return 1 if errors else 0


def save_game(spec, agents, seed: int, options: dict[str, str]):
    """Play one game and keep it as a finished record in the data folder."""
    from game import saves
    from game.review_cli import play_recorded

    game, record = play_recorded(spec, agents, seed, options)
    try:
        saves.write_finished(record)
    except OSError as err:
        raise UsageError(f"--save: {err.strerror or err}") from None
    return game


def bench(argv: list[str]) -> int:
    from game import bench as benchmarks

    p = Parser(prog="sheepfold bench", description="Performance figures as JSON.")
    p.add_argument("what", choices=("frames", "rules", "ai", "startup", "history", "review",
                                     "net"))
    p.add_argument("--game", default=None)
    p.add_argument("--games", type=positive, default=None, help="games per match-up (bench ai)")
    p.add_argument("--jobs", type=positive, default=None,
                   help="processes sharing the games (bench ai; default: one per core)")
    p.add_argument("--size", type=window_size, default=None,
                   help="the window's size in pixels (bench frames, history), e.g. 2560x1440")
    p.add_argument("--records", type=positive, default=None,
                   help="finished games to make (bench history; default 10000)")
    p.add_argument("--tables", type=positive, default=None,
                   help="network tables played at once (bench net; default 50)")
    p.add_argument("--json", action="store_true", help="print JSON (the only format)")
    args = p.parse_args(argv)
    if args.game:
        check_game(args.game)
    if args.what == "review":
        from game.review_cli import bench as review_bench

        figures: dict[str, Any] = review_bench(args.game)
    elif args.what == "ai":
        figures = benchmarks.ai(args.game, args.games, args.jobs)
    elif args.what == "frames":
        figures = benchmarks.frames(args.game, args.games, args.size)
    elif args.what == "history":
        figures = benchmarks.history(args.records, args.size)
    elif args.what == "net":
        from game.net.bench import run as net_bench

        figures = net_bench(args.game, args.tables)
    else:
        figures = benchmarks.BENCHES[args.what](args.game, args.games)
    print(json.dumps(figures, indent=1))
    return 0


def soak(argv: list[str]) -> int:
    from game.soak import run_soak

    p = Parser(prog="sheepfold soak", description="Many games with invariants checked.")
    p.add_argument("--games", type=positive, default=10_000)
    p.add_argument("--seed", type=seed_number, default=0)
    p.add_argument("--game", default=None)
    args = p.parse_args(argv)
    if args.game:
        check_game(args.game)
    report = run_soak(args.games, args.seed, only=args.game, progress=sys.stderr)
    print(json.dumps(report, indent=1))
    return 1 if report["failures"] else 0


def stats(argv: list[str]) -> int:
    """The History screen's figures from the kept records: JSON, or a table to read."""
    from game import history, storage

    p = Parser(prog="sheepfold stats", description="Statistics of the finished games, per "
               "game and per opponent level (the History screen's figures).")
    p.add_argument("--game", default=None, help="only this game: black_sheep, ...")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = p.parse_args(argv)
    if args.game:
        check_game(args.game)
    home = storage.home()
    if home.exists() and not home.is_dir():
        raise UsageError(f"the data folder {home} is not a folder")
    found, notes = history.records(progress=reading_note)
    for note in notes:  # a damaged record is skipped (the note names it); the rest still count
        print(f"sheepfold stats: skipped {safe(note)}", file=sys.stderr)
    figures = history.statistics(found, args.game)
    print(json.dumps(figures, indent=1) if args.json else stats_table(figures))
    return 0


def reading_note(done: int, of: int) -> None:
    """Say so when many records are new to the index (once: they are remembered after)."""
    if done == 1 and of >= 50:
        print(f"sheepfold stats: reading {of} records new since the last time; "
              "this happens once", file=sys.stderr)


STATS_COLUMNS = (("played", "played"), ("wins", "wins"), ("win_rate", "win rate"),
                 ("best_score", "best"), ("average_score", "average"),
                 ("longest_streak", "streak"))


def stats_table(figures: dict[str, Any]) -> str:
    """The figures as a plain-text table: a block per game, a row per opponent level."""
    if not figures["games"]:
        return "No finished games yet."

    def row(label: str, numbers: dict[str, Any]) -> str:
        cells = [percent(numbers[key]) if key == "win_rate" else
                 "-" if numbers[key] is None else str(numbers[key]) for key, _ in STATS_COLUMNS]
        return f"  {safe(label, 24):<10}" + "".join(f"{cell:>10}" for cell in cells)

    head = f"  {'':<10}" + "".join(f"{title:>10}" for _key, title in STATS_COLUMNS)
    blocks = []
    for game, numbers in figures["games"].items():
        lines = [safe(game, 64), head]
        lines += [row(level, per) for level, per in numbers["by_opponent"].items()]
        lines.append(row("all", numbers))
        blocks.append("\n".join(lines))
    total = figures["total"]
    blocks.append(f"All games: {total['played']} played, {total['wins']} won, "
                  f"win rate {percent(total['win_rate'])}")
    return "\n\n".join(blocks)


def percent(rate: float | None) -> str:
    return "-" if rate is None else f"{round(rate * 100)}%"


def jsonl_target(text: str) -> str | Path:
    return text if text == "-" else output_file(text)


def save_file(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("replay needs the path of a save file")
    return Path(text).expanduser()


def replay(argv: list[str]) -> int:
    p = Parser(prog="sheepfold replay", description="Watch a saved or finished game again.")
    p.add_argument("path", type=save_file)
    p.add_argument("--headless", action="store_true")
    p.add_argument("--frames", type=positive)
    p.add_argument("--screenshot", type=output_file)
    p.add_argument("--size", type=window_size)
    args = p.parse_args(argv)
    from game import saves
    from game.match import Match

    try:  # replay every move now: a damaged save is refused before any window opens
        data = Match.load(args.path).data
    except saves.SaveError as err:
        raise UsageError(safe(err)) from None
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.app import App
    from game.scenes.replay import ReplayScene

    app = App(headless=args.headless, size=args.size)
    try:
        scene = ReplayScene(app, data)
    except saves.SaveError as err:
        raise UsageError(safe(err)) from None
    frames = args.frames if args.frames is not None else (1 if args.screenshot else None)
    return app.run(scene, frames=frames, screenshot=args.screenshot)


def review(argv: list[str]) -> int:
    from game.review_cli import main

    return main(argv)


def host(argv: list[str]) -> int:
    from game.net.commands import host as run_host

    return _networked(run_host, argv)


def join(argv: list[str]) -> int:
    from game.net.commands import join as run_join

    return _networked(run_join, argv)


def _networked(command, argv: list[str]) -> int:
    """A build without the network libraries (or asyncio) says so in one line."""
    try:
        return command(argv)
    except ImportError as err:
        raise UsageError(f"network play is not part of this build ({err.name} is missing)") \
            from None


def run(command: str, argv: list[str]) -> int:
    return {"simulate": simulate, "bench": bench, "soak": soak, "stats": stats,
            "replay": replay, "review": review, "host": host, "join": join}[command](argv)
