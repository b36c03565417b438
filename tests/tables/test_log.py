"""Both tables keep their game log in step with the animation: a line appears when its
animation plays, never ahead of it; a step taken back takes its lines with it; a loaded game
tells its whole story; the log scrolls from the table."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for
from game.view.log import GameLog, Icon, LogLine
from tests.tables.moments import mine_under_a_sheep


def seat(app, game, seats, **options):
    table = table_for(app, Match.new(game, seats, seed=3, options=options))
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def texts(table):
    return [line.text for line in table.log.lines]


@pytest.mark.parametrize("game", ["black_sheep", "boom_bah"])
def test_a_move_is_logged_when_it_starts_to_show_and_undo_takes_it_back(app, game):
    table = seat(app, game, [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    assert isinstance(table.log, GameLog) and table.log.rect.w > 0
    move = table.match.legal_actions()[0]
    assert table.perform(move)
    opening = table.opening_lines()  # who plays (and Black Sheep's discard pile)
    assert table.log.lines == opening  # nothing of the move shows yet
    table.update(1 / 60)
    first = len(opening)
    assert texts(table)[first].startswith("You ") and table.log.lines[first].step == 0  # Anna
    table.timeline.skip()
    table.undo()
    if game == "boom_bah" and table.match.to_move != 0:  # Undo waits for your turn there
        assert table.match.steps  # (critic 12: never lit while a rival decides)
        return
    assert not table.match.steps and table.log.lines == opening


def test_a_mine_is_told_when_it_goes_off_not_when_the_sheep_sets_out(app):
    table = seat(app, "boom_bah", [Seat("Anna"), Seat("Dolly", "ai", "easy")],
                 quick_setup="on")
    mine_under_a_sheep(table)
    table.update(1 / 60)
    assert len(table.log.lines) == 2 and "turns over" in texts(table)[1]
    assert table.log.lines[1].icon == Icon("tile_mine")
    while not any("BOOM" in t for t in texts(table)):
        assert table.animating, "the explosion was never told"
        assert not table.shake.active  # the line comes with the blast, not after it
        table.update(1 / 60)
    assert table.log.lines[-1].icon == Icon("tile_mine")


def test_a_loaded_game_tells_its_whole_story_with_icons(app):
    match = Match.new("black_sheep", [Seat("Dolly", "ai", "easy"), Seat("Shaun", "ai", "easy")],
                      seed=4)
    while not any(e.kind == "field_scored" for s in match.steps for e in s.events):
        match.apply(match.legal_actions()[0])
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    steps = {line.step for line in table.log.lines}
    assert steps == {-1, *range(len(match.steps))}  # -1: the opening line
    assert any(t.replace("\xa0", " ").startswith("Field ") and " goes to " in t for t in texts(table))
    assert any(line.icon and line.icon.art.startswith("card_") for line in table.log.lines)


def test_the_table_scrolls_its_log_with_page_up_and_the_wheel(app):
    table = seat(app, "black_sheep", [Seat("Anna"), Seat("Dolly", "ai", "easy")])
    for n in range(60):
        table.log.add(LogLine("Dolly waits for the sheep to come home", n))
    assert table.log.max_scroll > 0
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0))
    assert table.log.scroll > 0
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=table.log.rect.center, rel=(0, 0),
                                    buttons=()))
    before = table.log.scroll
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert table.log.scroll < before
