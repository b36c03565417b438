"""The staged worst case of `bench frames` is a real, legal moment of Sheep-Boom-Bah."""

from game.app import App
from game.bench_frames import stage_chain_explosion
from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for


def test_the_staged_chain_pushes_four_sheep_onto_a_mine_with_24_on_the_board():
    app = App(headless=True)
    table = table_for(app, Match.new("boom_bah", [Seat(f"AI {i}", "ai", "easy")
                                                  for i in range(4)], seed=7))
    app.stack.push(table)
    app.stack.apply_pending()
    assert table.perform(stage_chain_explosion(table))
    events = {e.kind: e for e in table.match.steps[-1].events}
    assert "mine_exploded" in events and "bump_chain" in events
    assert sum(s is not None for s in table.match.state.sheep) == 23  # 24, less the blown one
    assert table.animating


def test_the_heaviest_move_is_staged_at_rest_then_animated():
    app = App(headless=True)
    table = table_for(app, Match.new("black_sheep", [Seat(f"AI {i}", "ai", "easy")
                                                     for i in range(3)], seed=7))
    app.stack.push(table)
    app.stack.apply_pending()
    move = table.heavy_move(0)
    assert move is not None and not table.animating
    assert table.perform(move) and table.animating
    assert any(e.kind == table.heavy_event for e in table.match.steps[-1].events)
