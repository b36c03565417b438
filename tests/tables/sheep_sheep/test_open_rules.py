"""Sheep Sheep's rules said on the table itself: the rival's hand labelled as open by the
rules, each Lucky Sheep's short rule under the card (the rival's beside it; yours, once
known, counted live)."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep.board import PEEK
from game.view import score_badge
from game.view.phrases import seat_label
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_table import against_ai, move, set_position

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def test_the_rival_s_hand_says_it_lies_open_and_a_hover_says_why(app, monkeypatch):
    table = against_ai(app)
    drawn = texts_drawn(monkeypatch)
    app.step(1 / 60)
    rival = 1 - table.viewer
    room = paint.open_hand_room(table, rival)
    assert table.board.zone("panel", rival).contains(room)
    label = [(w, r, s) for w, r, s in drawn if room.contains(r)]
    assert [w for w, _r, _s in label] == ["Open hand: everyone sees it"]  # one line, a tag
    assert label[0][2] >= 14
    assert not any(room.colliderect(table.board.hand_card(rival, i)) for i in range(4))
    move(app, room.center)
    assert table.button_tip.message.startswith("Both hands lie open by the rules")
    move(app, table.board.hand_card(rival, 1).midtop)
    assert table.button_tip.message == "Both hands lie open by the rules: you see Dolly's " \
                                       "cards and Dolly sees yours."
    move(app, paint.band(table.board.hand_card(rival, 1)).center)  # the band: its other side
    assert table.button_tip.message.startswith("The other side of this card is")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_lucky_sheep_says_its_rule_under_the_card_not_over_it(monkeypatch, size, lang):
    """Your Lucky Sheep's rule stands on one row of 16 px under it and the Collected box
    (under the card alone, 110 px wide, it took three rows and left the card 60 px wide),
    clear of the panel's foot; the rival's beside their card past the collected pile, in
    rows of 14 px or more broken at its colon ("Secret colour:" over the rest)."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)  # your Lucky Sheep is red, the rival's secret
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        red = i18n.pgettext("colour noun", "red")
        for seat, said in ((table.viewer, i18n.ngettext(  # yours live (critic 11)
                                "{colour}: {n} collected → +{n} point",
                                "{colour}: {n} collected → +{n} points", 0).format(
                                colour=red[:1].upper() + red[1:], n=0)),
                           (1 - table.viewer,
                            i18n._("Secret colour: +1 per sheep at the end"))):
            card = table.board.lucky(seat)
            room, _rows, _size = paint.lucky_caption(table, seat)
            panel = table.board.zone("panel", seat)
            assert panel.contains(room) and not room.colliderect(card)
            assert not room.colliderect(table.board.pile_under(seat))
            assert not room.colliderect(paint.collected_box(table, seat))
            assert not room.colliderect(table.board.hand_card(seat, 0))
            rows = [(w, r, s) for w, r, s in drawn if room.contains(r)]
            shown = " ".join(w for w, _r, _s in rows)
            assert not any(r.colliderect(card) for _w, r, _s in rows)
            if seat == table.viewer:  # one row of 16 px, 6 px or more over the panel's foot
                assert [w for w, _r, _s in rows] == [said] and rows[0][2] == 16, rows
                assert room.y >= card.bottom and room.bottom <= panel.bottom - 6
            else:  # beside the card, broken at the colon, not in mid-phrase
                assert room.x >= table.board.pile_under(seat).right
                assert table.board.zone("lucky", seat).contains(room)
                assert 1 <= len(rows) <= 5 and min(s for _w, _r, s in rows) >= 14, rows
                assert shown == said and [w for w, _r, _s in rows][0].endswith(":"), rows
    finally:
        i18n.set_language("en")
        app.leave_all()



@pytest.mark.parametrize("score", [0, 99])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_open_hand_tag_has_its_own_room_in_the_rival_s_name_row(monkeypatch, lang, score):
    """A tag over the rival's cards, on one line, clear of their name, their status (an
    exchange count, under the name since critic 11) and their score badge, in German too."""
    seats = [Seat("Anna"), Seat("Shaun", "ai", "hard")]  # the longest level in German
    app, table = seated((1280, 720), lang, "sheep_sheep", seats)
    try:
        table.timeline.skip()
        rival = 1 - table.viewer
        status = paint.words.exchanges_made(13, short=True)
        monkeypatch.setattr(paint.words, "status",
                            lambda table_, seat: status if seat == rival else "")
        if score:  # a wide badge ("99+") takes room from the row
            monkeypatch.setattr(paint.words, "badge",
                                lambda shown, seat: score_badge.words(score, mark="+"))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        words = paint.words.open_hand_tag()
        room = paint.open_hand_room(table, rival)
        panel = table.board.zone("panel", rival)
        tag = [(r, s) for w, r, s in drawn if w == words]
        assert len(tag) == 1 and room.contains(tag[0][0]) and panel.contains(room)
        assert tag[0][1] >= 14
        others = [(w, r) for w, r, _s in drawn if panel.contains(r) and r.y < room.bottom
                  and w != words]
        assert len(others) >= 2, others  # the name and the status
        whole = seat_label(table.name(rival), table.match.seats[rival].level)
        named = [r for w, r, _s in drawn if w == whole]  # the name is not cut for the tag
        assert len(named) == 1 and not named[0].colliderect(room), whole
        said = [(r, s) for w, r, s in drawn if w == status]
        assert len(said) == 1 and said[0][1] >= 14 and said[0][0].y >= named[0].bottom - 2
        assert said[0][0].x == named[0].x  # under the name, as at every table
        assert not [w for w, r in others if r.colliderect(room)], others
        assert not room.colliderect(paint.badge_rect(table, rival))
        assert not any(room.colliderect(table.board.hand_card(rival, i)) for i in range(4))
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rival_s_lucky_sheep_is_large_enough_to_read(monkeypatch, lang):
    """The rival's low panel says their Lucky Sheep's rule beside the card, so the card is
    at least 70 px wide at 1280x720 (it was 47 with the rule under it), its label, card,
    peeking pile and rule inside its zone, clear of the collected box and the hand."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        board, rival = table.board, 1 - table.viewer
        card, zone = board.lucky(rival), board.zone("lucky", rival)
        assert card.w >= 70 and board.caption_beside(rival), card
        room = board.lucky_caption(rival)
        pile = board.pile_under(rival)
        assert zone.contains(card.union(pile).union(room)) and not room.colliderect(pile)
        assert card.y - PEEK >= zone.y + 16  # the label "Lucky Sheep" over the peeking pile
        assert not zone.colliderect(paint.collected_box(table, rival))
        assert not zone.colliderect(board.hand_card(rival, 0))
        assert board.lucky(table.viewer).w >= 60  # yours keeps its rule under it
    finally:
        i18n.set_language("en")
        app.leave_all()
