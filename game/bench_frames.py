"""`sheepfold bench frames`: time the table's frames headless at 1280x720 (or `--size`).

Two scripted runs per game:
- `animating`: an all-AI table at 1x with no pause between moves, so something is always
  moving; frames are timed only while the timeline runs, plus the heaviest moment the game's
  table can stage (`heavy_move()`, e.g. field scoring with hops and dust, or an explosion in
  a bump chain).
- `ai_thinking`: a Hard AI thinks on its worker thread while the table keeps drawing; the
  frame rate the main loop could hold is 1 / frame time (headless there is no vsync wait).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game import games
from game.match import Match
from game.saves import Seat

FRAME = 1 / 60


def _timed_frames(app, count: int, keep: Callable[[], bool]) -> list[float]:
    samples = []
    for _ in range(count):
        start = time.perf_counter()
        app.step(FRAME)
        spent = time.perf_counter() - start
        if keep():
            samples.append(spent)
    return samples


CHAIN_INTO_A_MINE = """
#0 #0 #0 #1 #1 #1 #2
#2 S. S. d. s. S. #2
#3 S. m. s. s. S. #3
#0 S1 S2 S3 S0 m. #.
#3 S. s. s. a. s. #1
#. S. s. s. b. c. #.
#3 #2 #1 #0 #2 #3 #.
"""


def stage_chain_explosion(table):
    """Sheep-Boom-Bah's worst case: 24 sheep on the board, a sheep from a4 bumps a chain of
    four along row 4, and the last one lands on a face-down mine at f4 (the move, to
    perform once the position is on screen)."""
    from game.rules.boom_bah import board
    from game.rules.boom_bah.actions import Move
    from game.rules.boom_bah.diagram import position

    table.timeline.skip()
    table.match.state = position(CHAIN_INTO_A_MINE, players=4, hands=[[], [], [], []],
                                 turn=0, actions_left=2)
    table.refresh_view()
    table.sync()
    return Move(board.cell("a4"), board.cell("b4"))


STAGES = {"boom_bah": stage_chain_explosion}


def run_frame_bench(game_id: str, percentiles: Callable[[list[float]], dict],
                    size: tuple[int, int] | None = None) -> dict[str, Any]:
    from game.app import App
    from game.scenes.tables import table_for
    from game.tables import base as table_module

    game = games.get(game_id)
    if not game.playable:
        return {"game": game_id, "error": "this game has no table yet"}
    spec = game.spec
    players = spec.max_players
    app = App(headless=True, size=size)
    table_module.AI_PAUSE = 0.0
    seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(players)]
    table = table_for(app, Match.new(game_id, seats, seed=7))
    app.stack.push(table)
    app.stack.apply_pending()
    animating = _timed_frames(app, 1800, lambda: table.animating)
    heavy: list[float] = []
    if table.heavy_event is not None:
        for seed in range(3):
            move = table.heavy_move(seed)
            if move is None:
                continue
            app.step(FRAME)  # the position before the move, as a player has it on screen
            table.perform(move)
            heavy += _timed_frames(app, 120, lambda: True)
    staged: list[float] = []
    if game_id in STAGES:
        for _ in range(3):
            move = STAGES[game_id](table)
            app.step(FRAME)
            table.perform(move)
            staged += _timed_frames(app, 150, lambda: True)
    thinking_seats = [Seat("Hard", "ai", "hard")] + seats[1:]
    thinker = table_for(app, Match.new(game_id, thinking_seats, seed=8))
    app.stack.reset(thinker)
    app.stack.apply_pending()
    thinker.match.think()
    during = _timed_frames(app, 240, lambda: thinker.match.thinking)
    out = {
        "game": game_id, "players": players, "size": list(app.display.get_size()),
        "animating": percentiles(animating) if animating else {},
        "heaviest_moment": percentiles(heavy) if heavy else {},
        "staged_worst_case": percentiles(staged) if staged else {},
        "ai_thinking": percentiles(during) if during else {},
        "budget": {"p99_ms": 8.0, "fps_while_thinking": 55},
    }
    if during:
        ordered = sorted(during)
        out["ai_thinking"]["fps_capacity_p95"] = round(
            1 / max(ordered[int(0.95 * (len(ordered) - 1))], 1e-6), 1)
    for scene in reversed(app.stack.scenes):
        scene.leave()
    return out
