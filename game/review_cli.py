"""`sheepfold review` and `sheepfold bench review`: the post-game review on the command line.

The judgement is `game.review`'s, the same the review screen shows; this prints it as text
or, with --json, as one JSON object per game (one line each).
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

from game import review, saves
from game.ai.base import Agent, Observation
from game.cli import AI_NAMES, Parser, UsageError
from game.i18n import tr
from game.rules.base import Action


def main(argv: list[str]) -> int:
    from game import history

    p = Parser(prog="sheepfold review", description="Every decision of a finished game judged "
               "by the Hard AI from what the player could see then.")
    p.add_argument("path", nargs="?", type=Path, help="a finished game (a record or a save)")
    p.add_argument("--last", action="store_true", help="the newest finished game")
    p.add_argument("--all", action="store_true", help="every finished game")
    p.add_argument("--seat", type=int, action="append",
                   help="judge this seat (0 is the first; repeatable; default: the people's "
                        "seats, or every seat of a game the AI played alone)")
    p.add_argument("--hindsight", action="store_true",
                   help="judge with every card known (luck apart from judgement)")
    p.add_argument("--json", action="store_true", help="one JSON object per game")
    args = p.parse_args(argv)
    if sum((args.path is not None, args.last, args.all)) != 1:
        raise UsageError("review needs exactly one of PATH, --last or --all")
    if args.path is not None:
        paths = [args.path.expanduser()]
    else:
        found, notes = history.records()
        for note in notes:
            print(f"sheepfold review: skipped: {note}", file=sys.stderr)
        if not found:
            raise UsageError("there are no finished games to review yet")
        paths = [r.path for r in (found[:1] if args.last else found)]
    from game.ai.worker import Thinker

    thinker = Thinker(processes=os.cpu_count() or 1)
    problems = 0
    try:
        for path in paths:
            try:
                data, decisions = review.review_file(path, args.seat, args.hindsight,
                                                     thinker=thinker)
            except saves.SaveError as err:
                if len(paths) == 1:
                    raise UsageError(str(err)) from None
                print(f"sheepfold review: skipped: {err}", file=sys.stderr)
                problems += 1
                continue
            assert decisions is not None  # nothing cancels it here
            report = as_json(path, data, decisions, args.hindsight)
            print(json.dumps(report) if args.json else as_text(report), flush=True)
    finally:
        thinker.close()
    return 1 if problems else 0


def as_json(path: Path, data: saves.SaveData, decisions: list[review.Decision],
            hindsight: bool) -> dict[str, Any]:
    agents = [{"seat": i, "name": s.name, "kind": s.kind, "level": s.level}
              for i, s in enumerate(data.seats)]
    seats = sorted({d.seat for d in decisions})
    points = [dict(vars(t), sentence=tr(t.sentence(data.seats[t.seat].name)))
              for seat in seats for t in review.turning_points(data.game, decisions, seat)]
    return {"record": str(path), "game": data.game, "hindsight": hindsight,
            "unit": str(review.UNITS[data.game]), "thresholds": review.thresholds(data.game),
            "agents": agents, "summary": [review.summary(decisions, s) for s in seats],
            "turning_points": points, "decisions": [d.to_json() for d in decisions]}


def as_text(report: dict[str, Any]) -> str:
    names = [a["name"] + (f" (AI {a['level']})" if a["kind"] == "ai" else "")
             for a in report["agents"]]
    unit = report["unit"]
    lines = [f"{report['game']}: {report['record']}"
             + (" (with hindsight)" if report["hindsight"] else "")]
    for d in report["decisions"]:
        if d["label"] == review.FORCED:
            continue
        line = f"  move {d['move']:>3}  {names[d['seat']]} {d['played']['text']}: {d['label']}"
        if d["loss"] > 0:
            line += f" (-{d['loss']:.1f} {unit}; Hard {d['best']['text']})"
        lines.append(line)
    for s in report["summary"]:
        labels = ", ".join(f"{n} {k}" for k, n in s["labels"].items() if n)
        lines.append(f"  {names[s['seat']]}: {s['judged']} decisions judged, mean loss "
                     f"{s['mean_loss']:.2f} {unit} ({labels})")
    lines += [f"  {t['sentence']}" for t in report["turning_points"]]
    return "\n".join(lines)


def bench(game: str | None) -> dict[str, Any]:
    """Seconds to review a whole two-player game (Medium against Hard, dealt from seed 1) in
    worker processes, one per core: in all, and until the first judged decision arrived."""
    from game import rules

    return {game_id: _bench_one(game_id) for game_id in ([game] if game else list(rules.GAMES))}


def _bench_one(game_id: str) -> dict[str, Any]:
    from game import rules
    from game.ai.levels import make_agent
    from game.ai.worker import Thinker

    agents = [make_agent(game_id, "medium"), make_agent(game_id, "hard", hard_iterations=4)]
    _, played = play_recorded(rules.get(game_id), agents, seed=1)
    thinker = Thinker(processes=os.cpu_count() or 1)
    first: list[float] = []
    try:
        started = time.perf_counter()
        thinker.warm([game_id]).result()
        warm = time.perf_counter() - started
        started = time.perf_counter()

        def progress(done: int, total: int, decision: review.Decision) -> None:
            if not first and decision.label != review.FORCED:
                first.append(time.perf_counter() - started)

        decisions = review.review(played, [0, 1], thinker=thinker, progress=progress)
        seconds = time.perf_counter() - started
    finally:
        thinker.close()
    assert decisions is not None
    return {"decisions": len(decisions),
            "judged": sum(d.label != review.FORCED for d in decisions),
            "seconds": round(seconds, 2),
            "first_decision_seconds": round(first[0], 2) if first else None,
            "workers_start_seconds": round(warm, 2),
            "processes": thinker.processes, "worlds": review.WORLDS[game_id]}


class Recording(Agent):
    """An agent that writes down every choice it makes into `moves` (shared by all seats,
    so the list is the game's record)."""

    def __init__(self, agent: Agent, moves: list[dict[str, Any]]) -> None:
        self.agent, self.moves, self.name = agent, moves, agent.name

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        action = self.agent.choose(obs, rng)
        self.moves.append(action.to_json())
        return action

    def __getattr__(self, name: str) -> Any:  # the search stats `play_game` reads
        return getattr(self.agent, name)


def play_recorded(spec: Any, agents: list[Agent], seed: int,
                  options: dict[str, str] | None = None) -> tuple[Any, saves.SaveData]:
    """`play_game`, and the game as a finished record; the agents' names are their levels
    (easy, medium or hard: a record knows no other)."""
    from game.ai.arena import play_game

    moves: list[dict[str, Any]] = []
    game = play_game(spec, [Recording(a, moves) for a in agents], seed, options)
    seats = [saves.Seat(AI_NAMES[i % len(AI_NAMES)], "ai", a.name) for i, a in enumerate(agents)]
    return game, saves.SaveData(spec.id, spec.resolve_options(options), seed, seats, moves)
