"""The marks by a rival's name at a network table (critic 11, net_game_remote and host)."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for


@pytest.mark.parametrize("players", [2, 4])
def test_the_waiting_dots_stand_clear_of_the_corral_s_posts(app, players):
    """Black Sheep: the dots after "choosing" sat at the word's foot, on the fence posts of
    the corral strip under the name row. They stand level with the word's middle now."""
    from game.tables.black_sheep import panels

    seats = [Seat("Ann")] + [Seat(f"P{n}", "ai", "medium") for n in range(1, players)]
    table = table_for(app, Match.new("black_sheep", seats, seed=1))
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    scores = panels.glance.scores(table.shown)
    for seat in range(1, players):
        pos = table.board.pos(seat)
        rect = pygame.Rect(table.layout[f"panel_{pos}"].as_tuple())
        name = panels._name_rect(table, seat, rect, scores[seat])
        corral = pygame.Rect(table.layout[f"corral_{pos}"].as_tuple())
        marks = panels.thinking_marks(table, seat, name, 2000)
        dots = [(x, y, r) for x, y, r, _lit, _word in marks if r]
        assert len(dots) == 3
        words = [y for _x, y, _r, _lit, word in marks if word]
        for _x, y, r in dots:
            assert y + r < corral.y - 2 - 1  # the posts rise 2 px over the corral's top
            assert not words or abs(y - words[0]) <= 1


def _table(app, players, you=0):
    from game.match import Match

    seats = [Seat(f"P{n}", "ai", "medium") for n in range(players)]
    seats[you] = Seat("Ann")
    table = table_for(app, Match.new("black_sheep", seats, seed=1))
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    return table


def test_the_waiting_dots_are_an_ellipsis_not_drawn_diamonds(app, monkeypatch):
    """Critic 17 (net_game_remote): "choosing ◆◆◆": small drawn circles read as Bitzer's ◆
    seat mark. The dots are written as an ellipsis's round dots, no shape drawn."""
    from game.tables.black_sheep import panels
    from game.view import assets, ink

    table = _table(app, 2)
    circles, texts = [], []
    monkeypatch.setattr(ink, "circle", lambda *a, **k: circles.append(a))
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda s, words, *a, **k: (texts.append(words),
                                                                   real(s, words, *a, **k))[1])
    name = pygame.Rect(100, 100, 60, 20)
    panels._thinking(table, app.screen, 1, name, 2000)
    assert not circles and texts.count(".") == 3 and set(texts) <= {".", table.busy_word(1)}


def test_last_play_is_said_one_way_for_every_play(app):
    """Critic 17: the host read "Last play: two pigs to field 3", the remote "Last play:
    rooster + black sheep, field 2". One phrasing for both, from the same function."""
    from game.match import Step
    from game.rules.black_sheep import PlayCards
    from game.tables.black_sheep import panels

    table = _table(app, 2)
    said = []
    for cards in (("pig", "pig"), ("rooster", "black_sheep"), ("cow",)):
        table.match.steps.append(Step(1, PlayCards(2, cards), []))
        said.append(panels.last_play(table, 1))
    assert said == ["Last play: two pigs, field\xa03",
                    "Last play: rooster + black sheep, field\xa03",
                    "Last play: a cow, field\xa03"], said


def test_won_figures_go_here_is_the_same_size_on_every_screen(app):
    """Critic 17: "Won figures go here" was smaller on the remote (seat 1 at the screen)
    than on the host: it measured the room under the panel of its seat number, not of its
    place on the screen."""
    from game.tables.black_sheep import corral

    sizes = []
    for you in (0, 1):
        table = _table(app, 2, you)
        sizes.append(corral.empty_caption_box(table, table.you)[1])
        app.stack.pop()
        app.stack.apply_pending()
    assert sizes[0] == sizes[1] == corral.EMPTY_TEXT, sizes
