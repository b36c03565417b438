"""Critic 17's Bye-Bye findings: the lit slot's card drawn as the zoo's own tile (its
number whole, its pips), your zoo's goal slots the size and shape of the tiles that will
stand there."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.bye_bye import State
from game.tables.bye_bye import chips, faces, words
from game.tables.bye_bye import draw as paint
from tests.tables.bye_bye.test_table import against_ai, seat_at
from tests.tables.layout_checks import seated, texts_drawn

FRAME = 1 / 60


def lit_table(size: tuple[int, int], lang: str, players: int):
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (players - 1)
    seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                            watering=["12", "9", "2", "eagle"], turn=0))
    for _ in range(240):  # (until nothing moves: your turn)
        app.step(FRAME)
    assert paint.slot_lit(table)
    return app, table


@pytest.mark.parametrize("players", [2, 5])
def test_the_lit_slot_shows_the_zoo_tile_of_its_card(monkeypatch, players):
    """The faint card in the lit slot was squashed: "12" read "2" and it had no pips. It is
    the zoo's tile: the number whole beside the picture, its pips under it."""
    app, table = lit_table((1280, 720), "en", players)
    try:
        marked: list[tuple[str, int]] = []
        original = chips.words  # (the number right of the picture since critic 20)

        def spy(surface, card, count, rect, plan):
            marked.append((card, count))
            return original(surface, card, count, rect, plan)

        monkeypatch.setattr(chips, "words", spy)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        assert ("12", 2) in marked, marked
        assert any(w == "12" and s >= 12 for w, _r, s in drawn)
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 5])
def test_your_goal_slots_are_the_zoo_tiles_size(players):
    """Your zoo's goal slots were thin 64 x 22 chips: each is now a zoo tile's size and
    shape (the chip your zoo would draw there), in one row clear of the sign."""
    app, table = lit_table((1280, 720), "en", players)
    try:
        plate = paint.empty_zoo_lines(table, 0)[2]
        plan = paint.goal_plan(table, 0, plate)
        slots = paint.goal_slots(table, 0, plate)
        assert plan is not None and len(slots) == table.shown["target"]
        zone = table.board.zone("zoo", 0).as_tuple()
        for slot, tile in zip(slots, plan.chips, strict=True):
            assert slot.size == (round(tile[2]), round(tile[3])), (slot, tile)
            assert slot.h >= 28 and slot.left > plate.right
            assert zone[1] <= slot.top and slot.bottom <= zone[1] + zone[3]
        assert all(a.right < b.left for a, b in zip(slots, slots[1:], strict=False))
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_a_stop_with_no_lay_says_plainly_why_and_is_drawn_whole(monkeypatch, lang, players):
    """"(3 here would let one into your zoo)" was cryptic: the stop says you take the card,
    and that with 3 at the watering hole you could lay one; drawn whole with the odds under
    it in your panel at 1280x720, at 12 px or more."""
    app, table = seated((1280, 720), lang, "bye_bye", against_ai(players))
    try:
        hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (
            players - 1)
        seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                                watering=["9"], turn=0))
        said = words.decision(table)
        if lang == "en":
            assert said[0] == ("Stop now: you take a kangaroo. Stop at 3 cards to also put one "
                               "in your zoo."), said  # (critics 20, 21, 23)
        else:
            assert "Ab 3 Karten am Wasserloch auch eine in den Zoo." in said[0], said
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        rect = paint.decision_rect(table)
        inside = [(w, s) for w, r, s in drawn if rect.contains(r)]
        assert " ".join(w for w, _s in inside) == " ".join(said), (inside, said)
        assert all(s >= 12 for _w, s in inside)
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 5])
def test_the_black_sheep_in_your_hand_is_named_on_one_line(players):
    """At two players "Black Sheep" wrapped to two rows on the hand's card and stood lower
    than the other special cards' names: one line at 13 px or more, like theirs."""
    app, table = seated((1280, 720), "en", "bye_bye", against_ai(players))
    try:
        hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (
            players - 1)
        seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                                watering=["9"], turn=0))
        w = round(table.board.hand_card(3, hands[0])[2])
        band = faces.foot_band(words.label("black_sheep"), w)
        assert band is not None and band.rows == ["Black Sheep"] and band.size >= 13, (w, band)
    finally:
        app.leave_all()
        i18n.set_language("en")


def test_at_two_players_the_pile_and_magpie_fill_the_middle_band():
    """At two players the pile and the Magpie stood small with wide grass beside them: their
    cards are 200 high now, each close beside the pond, the grass at the band's ends under
    90 px, both captions above the watering hole's counter."""
    from game import levels
    from game.tables.bye_bye.board import Board

    b = Board(levels.load("bye_bye", 2), 2, 0)
    pond = pygame.Rect([round(v) for v in b.pond()])
    counter = pygame.Rect([round(v) for v in b.pond_counter(200)])
    for name in ("pile", "magpie"):
        card = pygame.Rect([round(v) for v in b.pile_card(name)])
        zone = pygame.Rect(b.zone(name).as_tuple())
        assert card.h >= 200 and zone.contains(card), (name, card, zone)
        assert zone.bottom <= counter.top + 4 or not zone.colliderect(counter)
        assert min(abs(zone.right - pond.left), abs(pond.right - zone.left)) <= 40, (zone, pond)
    band = pygame.Rect(b.zone("panel_0").as_tuple())
    assert b.zone("pile").x - band.x < 90
    assert band.right - (b.zone("magpie").x + b.zone("magpie").w) < 90


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_empty_zoo_at_the_end_starts_level_with_the_other_zoos(app, monkeypatch, lang):
    """Results: "Closest, in hand:" / "No pair in hand" stood centred, on no line with the
    other columns. The empty zoo's faint triplets start level with the first tiles of the
    zoos that hold cards, "No cards laid" under them (no pairs in hand since critic 20)."""
    from game.tables.bye_bye import results_panel
    from game.tables.bye_bye.results_panel import ByeByeResults
    from game.view import assets, canvas
    from tests.tables.bye_bye.test_results import finished

    i18n.set_language(lang)
    try:
        panel = ByeByeResults(finished(5))
        assert any(panel.view["zoos"])
        empty = next((s for s, z in enumerate(panel.view["zoos"]) if not z), None)
        if empty is None:
            empty = 1
            panel.view["zoos"][1] = []
        panel.view["hands"][empty] = ["black_sheep", "eagle"]  # (no animal: else its hand, critic 21)
        drawn: list = []
        real_text = assets.text
        monkeypatch.setattr(results_panel.assets, "text", lambda surface, text, *a, **k:
                            drawn.append((text, real_text(surface, text, *a, **k))))
        surface = canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
        column = pygame.Rect(534, 269, 212, 237)
        panel.draw(surface, empty, column)
        texts = [t for t, _r in drawn]
        assert i18n._("No cards laid") in texts, texts
        made: list = []
        real_slot = results_panel.goal_slot
        monkeypatch.setattr(results_panel, "goal_slot", lambda layer, slot, **kw: made.append(
            slot) or real_slot(layer, slot, **kw))
        panel.draw(surface, empty, column)
        area = panel.area(column)
        first = min(made, key=lambda r: r.y).move(area.x, area.y)
        drawn.clear()
        painted: list = []
        real_paint, real_zoo = results_panel.chips.paint, results_panel.paint_zoo
        monkeypatch.setattr(results_panel.chips, "paint", lambda s, c, plan, *a: painted.append(
            min(r[1] for r in plan.chips)) or real_paint(s, c, plan, *a))
        monkeypatch.setattr(results_panel, "paint_zoo", lambda s, c, plan, *a: painted.append(
            min(y for _x, y in plan.columns)) or real_zoo(s, c, plan, *a))
        for full in (s for s, z in enumerate(panel.view["zoos"]) if z):
            panel.draw(surface, full, column)
        assert painted and abs(first.top - round(min(painted))) <= 4, (first, painted)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_empty_zoo_shows_its_slots_as_zoo_tiles(players):
    """Your zoo's slots were thin chips while a lone rival's were card-tall outlines: every
    empty zoo's slots are zoo tiles now, wider than high, inside its zoo."""
    app, table = lit_table((1280, 720), "en", players)
    try:
        plate = paint.empty_zoo_lines(table, 0)[2]
        shapes = [paint.goal_slots(table, 0, plate)]
        shapes += [paint.empty_slots(table, seat) for seat in range(1, players)]
        for seat, slots in enumerate(shapes):
            zone = pygame.Rect(table.board.zone("zoo", seat).as_tuple())
            assert len(slots) == table.shown["target"], seat
            for slot in slots:
                assert slot.w > slot.h >= 28 and zone.contains(slot), (seat, slot, zone)
    finally:
        app.leave_all()
        i18n.set_language("en")
