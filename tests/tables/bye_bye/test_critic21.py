"""Critic 21's findings at Bye-Bye Black Sheep's table."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("lang", ["en", "de"])
def test_stop_words_are_clean_clauses_not_a_chain_of_colons(lang):
    """Critic 21: "Stop now: you take an elephant; nothing for your zoo: that needs 3 at the
    watering hole" chained three colons; the German "höchstens eine Karte davon in deinen Zoo"
    pointed "davon" at the drawn cards while the zoo may take hand cards too. One colon at
    most, whole sentences, no "davon"."""
    from game import i18n
    from game.tables.bye_bye import words

    i18n.set_language(lang)
    try:
        for watering in (["4"], ["4", "5"], ["4", "5", "6"], ["4", "5", "6", "7"]):
            said = words.stop_words({"watering": watering})
            assert said.count(":") == 1 and ";" not in said and ", nothing" not in said, said
            assert "davon" not in said, said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_refills_line_names_you_in_small_letters_with_a_plus(lang):
    """Critic 21: "Hände auf 7 aufgefüllt: Molly 1, Du 1" was clumsy: the cards each drew
    are "+1", and you are "du"/"you" in small letters inside the list."""
    from types import SimpleNamespace

    from game import i18n
    from game.tables.bye_bye import words

    i18n.set_language(lang)
    try:
        table = SimpleNamespace(you=1, name=lambda seat: ["Molly", "You", "Clover"][seat])
        who = [words.who_in_list(table, seat) for seat in range(3)]
        assert who == ["Molly", "you" if lang == "en" else "du", "Clover"]
        assert "aufgefüllt" not in i18n._("Hands filled up to {limit}: {who}")
    finally:
        i18n.set_language("en")


def test_the_preview_tile_counts_with_the_zoos_dots():
    """Critic 21: the preview counted with 7 px marks read as diamonds (◆◇◇) beside the
    rival zoos' dots (●●○). The preview's pips are `PIP_LEAST` units or more, their row
    inside the tile, right of its (narrower) picture."""
    import pygame

    from game.tables.bye_bye import draw as paint
    from game.tables.bye_bye.board import CHIP_PAD, PIP_LEAST, ChipPlan
    from game.tables.bye_bye.chips import count_badge

    plan = ChipPlan(24, 14, 7, ((0, 0, 57, 28),))
    slot = pygame.Rect(100, 200, 57, 28)
    ghost = paint.ghost_plan(plan, slot)
    row = count_badge(slot, ghost)
    assert ghost.pip >= PIP_LEAST and row.h >= PIP_LEAST
    assert row.x >= slot.x + CHIP_PAD + ghost.portrait and row.right <= slot.right - 1
    assert slot.contains(row)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_badge_says_the_same_words(size, lang, players):
    """Critic 21: the rival's badge said "★ 0/5 triplets", yours "★ 0/5". Every seat's
    badge has the same form: all with the word, or all without."""
    from game.tables.bye_bye import draw as paint
    from tests.tables.bye_bye.test_table import against_ai
    from tests.tables.layout_checks import seated

    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        app.step(1 / 60)
        said = [paint.badge_words(table, seat) for seat in range(players)]
        short = [s == paint.score_badge.words(table.shown["triplets"][seat],
                                              table.shown["target"])
                 for seat, s in enumerate(said)]
        assert len(set(short)) == 1, said
    finally:
        app.leave_all()
        from game import i18n
        i18n.set_language("en")


@pytest.mark.parametrize(("players", "rect"), [(5, (314, 269, 184, 237)),
                                               (2, (380, 269, 300, 237))])
def test_an_empty_zoo_shows_no_hand(monkeypatch, players, rect):
    """Critic 21 had an empty zoo show its hand's pairs under "In hand at the end"; critics
    26 and 27 read that one column's cards as a zoo the others lacked. Nobody's hand is
    shown: an empty zoo is its faint slots and "No cards laid", inside its column."""
    import pygame

    from game.tables.bye_bye import results_panel
    from game.tables.bye_bye.results_panel import ByeByeResults
    from game.view import assets, canvas
    from tests.tables.bye_bye.test_results import finished

    pygame.init()
    panel = ByeByeResults(finished(min(players, 4)))
    panel.view["zoos"][0] = []
    panel.view["hands"][0] = ["4", "9", "9", "12", "12", "black_sheep"]
    drawn, slots = [], []
    real_text, real_slot = assets.text, results_panel.goal_slot

    def spy(surface, text, *args, **kwargs):
        out = real_text(surface, text, *args, **kwargs)
        drawn.append((text, out))
        return out

    monkeypatch.setattr(results_panel.assets, "text", spy)
    monkeypatch.setattr(results_panel.chips, "paint", lambda *a: pytest.fail("hand tiles"))
    monkeypatch.setattr(results_panel, "goal_slot", lambda surface, rect, **k: (
        slots.append(rect), real_slot(surface, rect, **k)))
    surface = canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
    column = pygame.Rect(rect)
    panel.draw(surface, 0, column)
    said = [t for t, _r in drawn]
    assert "In hand at the end" not in said and "No cards laid" in said
    assert slots and column.contains([r for t, r in drawn if t == "No cards laid"][0])


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_lone_rival_s_empty_zoo_weighs_as_much_as_yours(size, lang):
    """Critic 21: at two players the rival's empty zoo was a huge green field (its whole
    zone) beside your thin strip. Its pasture is a band around its slots, at most twice
    your zoo strip's height, inside its zone, the slots inside the band."""
    import pygame

    from game import i18n
    from game.tables.bye_bye import draw as paint
    from tests.tables.bye_bye.test_table import against_ai
    from tests.tables.layout_checks import seated

    app, table = seated(size, lang, "bye_bye", against_ai(2))
    try:
        app.step(1 / 60)
        yours = table.board.zone("zoo", 0)
        zone = pygame.Rect(*(round(v) for v in table.board.zone("zoo", 1).as_tuple()))
        band = paint.lone_band(table, 1)
        assert band is not None and zone.contains(band)
        assert band.h <= 2 * yours.h, (band, yours)
        slots = paint.empty_slots(table, 1)
        assert len(slots) == table.shown["target"] and all(band.contains(s) for s in slots)
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_your_turn_is_said_once_at_the_draw(lang):
    """Your name row says "Your turn"; the instruction line under it says only what to do
    (it began "Your turn: click …" too, as Black Sheep's did before critic 19)."""
    from game import i18n
    from game.tables.bye_bye import words
    from game.tables.keys import letter

    i18n.set_language(lang)
    try:
        line = words.your_decision({"phase": "draw"})
        assert not line.startswith(("Your turn", "Du bist dran")), line
        assert line.endswith(f"({letter('stop')}).")
    finally:
        i18n.set_language("en")
