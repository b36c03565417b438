"""The special cards' guide at the foot of the log's column: a new player holding an Eagle or
a Mole sees, without hovering, what it does (a critic found nothing said it); every word whole,
at 12 px or more, clear of the log's lines, in both languages and at both sizes."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.bye_bye import State
from game.tables.bye_bye import guide
from tests.tables.bye_bye.test_table import against_ai, seat_at, start
from tests.tables.layout_checks import seated, texts_drawn

HANDS = [["3", "7", "black_sheep", "eagle", "mole"], ["4", "5", "6", "black_sheep"],
         ["8", "9", "black_sheep"]]


def test_each_special_card_in_your_hand_says_what_it_does(app, monkeypatch):
    table = start(app, against_ai(3))
    seat_at(app, table, State.from_position(3, hands=[list(h) for h in HANDS], turn=0))
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    assert table.guide is not None
    rect, rows = table.guide
    assert [row.card for row in rows] == ["black_sheep", "eagle", "mole", "magpie",
                                          guide.NUMBER]
    said = " ".join(w for w, r, _s in drawn if rect.contains(r))
    assert said.startswith("Card guide Black Sheep Whoever draws it from you must stop")
    assert "Eagle" in said and "ask any player for an animal" in said
    assert "Mole" in said and "sees your hand" in said
    assert "third kind of animal" in said  # the Magpie waits beside the pile: how it comes


def test_the_guide_names_only_what_you_hold(app):
    hands = [["3", "black_sheep"], ["4", "black_sheep", "eagle"], ["8", "black_sheep"]]
    table = start(app, against_ai(3))
    seat_at(app, table, State.from_position(3, hands=hands, turn=0, magpie_waiting=False,
                                            watering=["magpie"]))
    table.draw(app.screen)
    assert [row.card for row in table.guide[1]] == ["black_sheep", guide.NUMBER]
    table.shown["hand"].remove("black_sheep")  # on its way home from the watering hole
    table.draw(app.screen)
    assert [row.card for row in table.guide[1]] == ["black_sheep", guide.NUMBER]


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "de"), ((1280, 720), "en")])
@pytest.mark.parametrize("players", [2, 5])
def test_the_guide_says_what_a_card_s_number_is_for(monkeypatch, size, lang, players):
    """The critic: the number in the cards' corners (1-16) was unexplained. The guide's last
    row shows a corner's plate and says it in one sentence, at 13 px or more, at the start
    of a game at 1280x720 (the room a new player has)."""
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        table.update(0.0)
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        rect, rows = table.guide
        assert rows[-1].card == guide.NUMBER
        assert rows[-1].name == i18n._("Card numbers")
        said = [(w, s) for w, r, s in drawn if rect.contains(r) and r.y >= rows[-1].top]
        assert " ".join(w for w, _s in said[2:]) == guide.number_says()
        assert said[0][0] == guide.SAMPLE and all(s >= 13 for _w, s in said)
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "de"), ((1280, 720), "en"),
                                            ((2560, 1440), "de")])
@pytest.mark.parametrize("players", [2, 5])
def test_the_guide_fits_its_column_whole(monkeypatch, size, lang, players):
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        table.update(0.0)
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        assert table.guide is not None
        rect, rows = table.guide
        column = pygame.Rect(table.layout["log"].as_tuple())
        assert column.contains(rect) and not rect.colliderect(table.log.body)
        held = [c for c in guide.SPECIALS if c in table.shown["hand"] + ["black_sheep"]]
        assert [row.card for row in rows][:len(held)] == held
        inside = [(w, r, s) for w, r, s in drawn if rect.contains(r)]
        words = [w for w, _r, _s in inside]
        assert words[0] == i18n._("Card guide")
        assert lang != "de" or words[0] == "Kartenübersicht"  # (not "Zu den Karten")
        for row in rows:
            assert row.name in words and row.name == guide.name_of(row.card)
            assert " ".join(row.lines) == guide.entries(table)[rows.index(row)][1]
        assert all(s >= 12 for _w, _r, s in inside)
        boxes = [r for _w, r, _s in inside]
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
        assert all(r.right <= rect.right - guide.PAD - 4 for r in boxes)  # none runs to the edge
    finally:
        app.leave_all()
        i18n.set_language("en")


def test_a_question_docked_over_the_log_leaves_the_log_its_room(app):
    """The Eagle's question docks over the log; the guide gives way from its foot so the log
    keeps its least height."""
    table = start(app, against_ai(3))
    hands = [list(h) for h in HANDS]
    seat_at(app, table, State.from_position(3, hands=hands, turn=0, phase="eagle",
                                            watering=["eagle"], source=1))
    table.draw(app.screen)
    assert table.dock.rect is not None
    assert table.log.rect.y >= table.dock.rect.bottom
    assert table.log.rect.h >= guide.log_needs(table.log)
    if table.guide is not None:
        assert table.guide[0].y >= table.log.rect.bottom


@pytest.mark.parametrize("players", [2, 5])
def test_the_guide_is_large_where_the_column_has_room(app, players):
    """At the start the log holds two lines: the guide's cards and words are drawn at their
    largest look (a card 56 wide, words at 15 px: the log's short start left a blank a
    critic found), and no look has words under 14 px."""
    table = start(app, against_ai(players))
    table.draw(app.screen)
    assert table.guide is not None
    assert all(row.look == guide.LOOKS[0] for row in table.guide[1])
    assert guide.LOOKS[0][0] >= 56 and guide.LOOKS[0][1] >= 15
    assert min(min(look[1:]) for look in guide.LOOKS) >= 14 and guide.HEAD >= 14


def test_a_row_that_gives_way_comes_back_when_the_room_does(app):
    """The rows are wrapped once per hand (kept between frames): a row given way under a
    tall question is there again once the question is answered."""
    table = start(app, against_ai(3))
    seat_at(app, table, State.from_position(3, hands=[list(h) for h in HANDS], turn=0))
    table.draw(app.screen)
    whole = [row.card for row in table.guide[1]]
    squeezed = guide.layout(table, table.layout["log"].y + 400)  # a tall question above
    assert squeezed is None or len(squeezed[1]) < len(whole)
    table.draw(app.screen)
    assert [row.card for row in table.guide[1]] == whole


def test_the_guide_rows_read_plainly():
    """A critic: "must stop and lays nothing" mixed verb forms, and "or an animal another
    zoo has" was hard to parse."""
    i18n.set_language("en")
    black, magpie = guide.drawn_from_you("black_sheep"), guide.magpie_comes()
    assert "must stop and lay nothing" in black
    assert "another zoo has" not in magpie and "already in another zoo" in magpie


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guide_s_pictures_look_alike_in_every_language(monkeypatch, lang):
    """A critic: the English guide's pictures had a name band under them (it fit), the
    German ones none ("Schwarzes Schaf" did not fit): the name stands beside the picture, so
    no picture has a band, in any language, at any of the guide's sizes."""
    from game.tables.bye_bye import faces
    asked: list[bool] = []
    real = faces.card

    def spy(card, width, named=True):
        asked.append(named)
        return real(card, width, named)

    app, table = seated((1280, 720), lang, "bye_bye", against_ai(2))
    try:
        table.update(0.0)
        table.timeline.skip()
        monkeypatch.setattr(guide.faces, "card", spy)
        for icon, _size, _name in guide.LOOKS:
            guide.picture(app.screen, "black_sheep", icon, (0, 0))
        assert asked and not any(asked)
    finally:
        app.leave_all()
        i18n.set_language("en")
