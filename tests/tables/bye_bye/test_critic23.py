"""Critics 23a and 23b's findings at Bye-Bye Black Sheep's table."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import Seat
from tests.screens.moment import LEVELS, NAMES
from tests.tables.layout_checks import seated


@pytest.fixture(scope="module")
def small():
    app, table = seated((1280, 720), "en", "bye_bye", [Seat("Ann"), Seat("Bo", "ai", "easy")])
    yield table
    app.leave_all()


def test_every_rival_zoo_is_tiles_of_one_size():
    """Critics 23a/b: Molly's zoo (one lion) stood as a full-size card while Lanolin's five
    animals were small tiles; the two styles at one table read as a bug. Every rival zoo is
    now tiles, all of one size. (A set position: the critics' game, played by the AI, is
    not the same game on every machine.)"""
    from game.rules.bye_bye.state import ByeByeState as State
    from game.tables.bye_bye import draw
    from game.tables.bye_bye.board import ChipPlan
    from tests.tables.bye_bye.test_table import seat_at

    seats = [Seat("Ann", "human")] + [Seat(NAMES[i], "ai", LEVELS[i]) for i in range(1, 5)]
    app, table = seated((2560, 1440), "en", "bye_bye", seats, seed=5)
    try:
        hands = [["3", "4", "black_sheep"]] + [["8", "9", "black_sheep"]] * 4
        zoos = [[], [], ["1", "2", "6", "11", "16"], [], ["7"]]
        seat_at(app, table, State.from_position(5, hands=hands, zoos=zoos, turn=0))
        plans = [draw.zoo_plan(table, seat)[1] for seat in (2, 4)]
        assert all(isinstance(plan, ChipPlan) for plan in plans)
        assert len({(plan.number, plan.portrait, plan.chips[0][2]) for plan in plans}) == 1
    finally:
        app.leave_all()


def test_no_log_line_is_left_cut_short():
    """Critics 23a/b: "Lanolin draws from Clover: a giraffe, …" kept its "…" for good: the
    draw after the giraffe was a Black Sheep, and the line waited for an animal. A run of
    draws now ends with whatever card ended it."""
    from game.rules.bye_bye.actions import Draw
    from game.rules.bye_bye.state import ByeByeState as State
    from tests.tables.bye_bye.test_table import seat_at

    app, table = seated((1280, 720), "en", "bye_bye", [Seat("Ann"), Seat("Bo", "ai", "easy")])
    try:
        def position(seed):
            return State.from_position(2, hands=[["3", "4", "black_sheep"], ["5", "black_sheep"]],
                                       turn=0, seed=seed)

        def giraffe_first(seed):
            state = position(seed)
            state.apply(Draw(1))
            return state.watering == ["5"]

        seat_at(app, table, position(next(s for s in range(40) if giraffe_first(s))))
        table.perform(Draw(1))
        table.timeline.skip()
        assert table.match.state.watering == ["5"]
        table.perform(Draw(1))  # the Black Sheep ends the run
        table.timeline.skip()
        for _ in range(5):
            app.step(1 / 60)
        assert not [line.text for line in table.log.lines if "…" in line.text]
        assert any("a giraffe, a Black Sheep" in line.text for line in table.log.lines), [
            line.text for line in table.log.lines][-4:]
    finally:
        app.leave_all()


def test_every_zoo_on_the_results_takes_the_same_grid_of_tiles(small):
    """Critics 23a/b: on the results Molly's tiles stood in one column, everyone else's in
    two (a small zoo took larger tiles). Every zoo's tiles are now the first places of the
    grid the fullest zoo takes: one size, the same columns."""
    import pygame

    from game.tables.bye_bye.board import ChipPlan
    from game.tables.bye_bye.draw import zoo_counts
    from game.tables.bye_bye.results_panel import ByeByeResults
    from tests.tables.bye_bye.test_results import finished

    panel = ByeByeResults(finished(4))
    panel.view["zoos"][:4] = [["7"], ["7", "16", "16"], [
        "1", "1", "1", "2", "2", "2", "3", "3", "3", "4", "4", "5", "5", "5"], []]
    area = panel.area(pygame.Rect(314, 269, 184, 237))
    inner = area.inflate(-8, -8)
    box = (inner.x, inner.y, inner.w, inner.h)
    plans = [panel.zoo_plan(box, zoo_counts(zoo), panel.chipped(area))
             for zoo in panel.view["zoos"][:3]]
    assert all(isinstance(plan, ChipPlan) for plan in plans)
    fullest = plans[2].chips
    assert plans[0].chips == fullest[:1] and plans[1].chips == fullest[:2]
    assert len({c[0] for c in fullest}) == 2  # (two columns, for each zoo)


def test_a_tile_s_picture_shows_no_empty_number_plate(small):
    """Critics 23: a white dot stood on each tile picture's corner, explained nowhere: the
    card's empty number plate, cut with the animal. It is filled with the ground beside it."""
    from game.tables.bye_bye import chips
    from game.tables.bye_bye.faces import PLATES
    side, high = 48, 72
    image = chips.portrait("7", side, high).raw
    across = min(chips.CROP[2], (chips.ART[1] - 20) * side / high)
    down = across * high / side
    top = max(0.0, min(chips.ART[1] - down, chips.CROP[1] + chips.CROP[2] / 2 - down / 2))
    left = chips.CROP[0] + (chips.CROP[2] - across) / 2
    scale = side / across * image.get_width() / side
    cx, cy, r = PLATES[1]
    centre = image.get_at((round((cx - left) * scale), round((cy - top) * scale)))
    beside = image.get_at((round((cx - r - chips.PLATE_RIM - 2 - left) * scale),
                           round((cy - top) * scale)))
    assert centre == beside


def test_a_tile_two_short_has_no_gold_edge_on_the_results(small, monkeypatch):
    """Critics 23: the gold outline on the results' two-pip tiles was explained nowhere (the
    table's "one card short of a triplet"; the game is over there). The results draw none;
    the table keeps it."""
    from game.tables.bye_bye import chips
    from game.tables.bye_bye.board import ChipPlan
    from game.view import canvas, palette
    edges = []
    real_rect = chips.ink.rect
    monkeypatch.setattr(chips.ink, "rect", lambda surface, colour, rect, width=0, **kw: (
        edges.append(width) if colour == palette.GOLD and width == chips.NEAR_EDGE else None,
        real_rect(surface, colour, rect, width, **kw))[1])
    plan = ChipPlan(32, 20, 0, ((10, 10, 90, 50),))
    surface = canvas.blank((200, 100))
    chips.paint(surface, [("7", 2)], plan)
    assert not edges
    chips.paint(surface, [("7", 2)], plan, {"7": 2})
    assert edges


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_stop_says_what_it_gains_in_whole_sentences(lang):
    """Critic 23: "Your zoo needs 3 cards at the watering hole" was unclear (say what a stop
    gains), and "...in deinen Zoo legen" had no full stop; the German log says "zieht von
    Molly" (not "bei")."""
    from game.tables.bye_bye import words

    i18n.set_language(lang)
    try:
        for watering in (["4"], ["4", "5"], ["4", "5", "6"], ["4", "5", "6", "7"]):
            said = words.stop_words({"watering": watering})
            assert said.endswith("."), said
            assert "needs 3" not in said and "braucht 3" not in said, said
        one = words.stop_words({"watering": ["4"]})
        assert {"en": "Stop at 3 cards to also put one in your zoo", "de": "auch eine in den Zoo"}[lang] in one
        if lang == "de":
            assert words._("{name} draws from {rival}") == "{name} zieht von {rival}"
    finally:
        i18n.set_language("en")
