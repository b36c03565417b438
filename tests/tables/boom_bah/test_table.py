"""The Sheep-Boom-Bah table as a player uses it: clicks, explosions, AI games, hot seat; and
the table map that carries the tile mix."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, levels
from game.match import Match
from game.rules.base import Event
from game.rules.boom_bah import DEFAULT_TILE_MIX, SPEC, Move, Pass, Place, Play
from game.rules.boom_bah import board as cells
from game.saves import Seat
from game.scenes.handoff import HandoffScene
from game.scenes.tables import table_for
from game.tables.boom_bah import boards
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah import words as wording
from game.view import assets
from game.view.paint import fit
from tests.tables.moments import mine_under_a_sheep

PATIENCE = 30.0  # seconds an AI may think before a frame; only a bound for a broken run


def start(app, seats, seed=3, options=None, opening=False):
    """A new game at its table; the opening deal skipped unless `opening`."""
    match = Match.new("boom_bah", seats, seed=seed, options=options)
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    if not opening:
        table.update(0.0)
        table.timeline.skip()
    return table


def click(app, pos, button=1):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.stack.top.handle(pygame.event.Event(kind, pos=pos, button=button))


def cell_pos(table, cell):
    return tuple(int(v) for v in table.board.cell_center(cell))


def ai(n, level="easy"):
    return Seat(f"AI {n}", "ai", level)


# -- the map -------------------------------------------------------------------------------
def test_the_map_holds_the_pasture_and_the_default_tile_mix():
    for players in (2, 3, 4):
        layout = levels.load("boom_bah", players)
        grid = layout.grids["pasture"]
        starts = {r * 7 + c for r, row in enumerate(grid) for c, gid in enumerate(row) if gid == 1}
        assert starts == set(cells.START_SPACES)
        board = levels.board_data("boom_bah", players)
        assert SPEC.start(players, 1, {}, board).tile_mix == DEFAULT_TILE_MIX[players]


def test_a_board_with_another_mix_changes_the_tiles():
    state = SPEC.start(2, 1, {}, {"rules_data": "true", "tile_mix_2": "barn:2,mine:2,safe:21"})
    assert sum(t == "mine" for t in state.tiles) == 2
    assert sum(t == "safe" for t in state.tiles) == 21


# -- drawing and clicking ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_table_draws_for_every_player_count(app, players):
    table = start(app, [Seat("Anna")] + [ai(i) for i in range(1, players)])
    app.step(1 / 60)
    table.draw(app.screen)
    assert table.cell_options() == [c for c in cells.START_SPACES]


def test_setup_placement_and_a_move_by_clicks(app):
    table = start(app, [Seat("Anna"), ai(1)])
    click(app, cell_pos(table, 8))  # a field cell: refused, nothing happens
    assert table.message and table.match.steps == []
    click(app, cell_pos(table, 1))
    assert table.match.steps[-1].action == Place(1)
    table.timeline.skip()
    assert table.shown["sheep"][1] == 0
    table.match.state = SPEC.start(2, 3, {"quick_setup": "on"})
    table.refresh_view()
    table.sync()
    sheep = next(m for m in table.match.legal_actions() if isinstance(m, Move))
    click(app, cell_pos(table, sheep.frm))
    assert sheep.to in table.cell_options()
    click(app, cell_pos(table, sheep.to))
    assert table.match.steps[-1].action == sheep
    table.timeline.skip()
    assert table.shown["sheep"] == table.view["sheep"]


def test_a_card_asks_for_its_targets_and_escape_cancels(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    state = table.match.state
    state.hands[0] = ["sheep_copter:0"]
    table.refresh_view()
    table.sync()
    click(app, tuple(int(v) for v in table.board.hand_card(0, 1)[:2]))
    assert table.picker.card == "sheep_copter:0"
    own = table.cell_options()
    assert own and all(state.sheep[c] == 0 for c in own)
    click(app, cell_pos(table, own[0]))
    free = table.cell_options()
    assert free and all(state.sheep[c] is None for c in free)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert table.picker.card is None and app.stack.top is table
    table.picker.pick_card("sheep_copter:0", 0)
    table.choose(own[0])
    table.choose(free[0])
    assert table.match.steps[-1].action == Play("sheep_copter:0", (own[0], free[0]))


def test_an_explosion_shakes_and_skipping_lands_in_the_final_view(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    mine_under_a_sheep(table)
    for _ in range(120):
        app.step(1 / 60)
        if table.shake.active:
            break
    assert table.shake.active and len(table.particles) > 0
    table.timeline.skip()
    assert not table.animating and table.shown["sheep"] == table.view["sheep"]
    assert table.shown["tiles"] == table.view["tiles"]
    assert len(table.particles) == 0 and not table.shake.active and not table.flash.active


def test_particles_outlive_an_animation_played_to_its_end(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    table.animate([Event("mine_defused", {"seat": 0, "cell": cells.FIELD[0]})])
    while table.animating:
        app.step(1 / 60)
    assert len(table.particles) > 0


def test_a_played_card_goes_to_the_discard_while_its_sheep_still_flies(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    state = table.match.state
    state.hands[0], state.hands[1] = ["sheep_copter:0"], []
    table.refresh_view()
    table.sync()
    play = next(a for a in table.match.legal_actions() if isinstance(a, Play))
    table.perform(play)  # the card waits in the dock while the rival is asked
    table.timeline.skip()
    assert table.shown["in_play"] == [(0, "sheep_copter:0")]
    table.perform(Pass())  # the rival lets it through: it flies off as the sheep flies
    while "sheep_copter:0" not in table.shown["discard"]:
        assert table.animating
        app.step(1 / 60)
    assert table.shown["in_play"] == [] and table.movers


@pytest.mark.parametrize("kind, source, sizes", [
    ("sheep_to_graveyard", "cell", ("full", "board")),
    ("sheep_to_start", "graveyard", ("board", "full"))])
def test_a_sheep_between_pasture_and_player_board_changes_size(app, kind, source, sizes):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    cell = next(c for c in cells.START_SPACES if table.shown["sheep"][c] is None)
    table.shown["graveyards"][0] = 1
    event = {"seat": 0, "source": cell if source == "cell" else source}
    if kind == "sheep_to_start":
        event["to"] = cell
    table.animate([Event(kind, event)])
    heights = []
    while table.animating:
        app.step(1 / 60)
        heights += [m.image.get_height() for m in table.movers]
    named = {"full": table.board.sheep_height, "board": table.board.row_sheep(0)}
    assert abs(heights[0] - named[sizes[0]]) <= 4 and abs(heights[-1] - named[sizes[1]]) <= 4


def test_a_long_name_stops_short_of_the_wild_wool_badge(app):
    table = start(app, [Seat("Wilhelmina Woolworth-Baaington the Third"), ai(1)],
                  options={"quick_setup": "on"})
    table.shown["wild_wool"][0] = "wild_wool:0"
    table.draw(app.screen)
    panel = table.board.seat_zone("panel", 0)
    room = boards.wild_wool_spot(table, 0)[0] - paint.BADGE_WIDTH / 2 - 8 - (panel.x + 38)
    name = fit(table.match.seats[0].label(), 18, room, bold=True)
    assert name.endswith("…") and assets.font(18, True).size(name)[0] <= room


@pytest.mark.slow
def test_a_whole_ai_game_runs_to_the_results(app):
    table = start(app, [ai(i) for i in range(4)], seed=5)
    for _ in range(6000):
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        if table.animating:
            app.step(1 / 60)
            table.timeline.skip()
        if table.match.is_over and table.finished_shown:
            break
    assert table.match.is_over and table.finished_shown


def test_a_reaction_of_another_human_hands_the_screen_over(app):
    table = start(app, [Seat("Anna"), Seat("Ben")], options={"quick_setup": "on"})
    app.step(1 / 60)
    if isinstance(app.stack.top, HandoffScene):
        app.stack.top.confirm()
        app.stack.apply_pending()
    state = table.match.state
    state.hands[0], state.hands[1] = ["golden_fleece:0"], ["eiei_no:1"]
    table.refresh_view()
    table.sync()
    table.picker.pick_card("golden_fleece:0", 0)
    table.play_picked()
    assert table.match.to_move == 1
    table.timeline.skip()
    app.step(1 / 60)
    app.stack.apply_pending()
    top = app.stack.top
    assert isinstance(top, HandoffScene) and top.seat == 1


def test_the_card_prompt_follows_a_language_switch(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    table.match.state.hands[0] = ["sheep_copter:0"]
    table.refresh_view()
    table.sync()
    table.picker.pick_card("sheep_copter:0", 0)
    try:
        i18n.set_language("de")
        assert i18n._("one of your sheep") in wording.prompt(table)
    finally:
        i18n.set_language("en")
    assert "one of your sheep" in wording.prompt(table)
