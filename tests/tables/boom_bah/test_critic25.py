"""Critics 25 on Sheep-Boom-Bah: the score line under each name was tiny tile icons nobody
could decode ("[icon]×2 [icon]×1 = 5 now"); your own badge counted your end bonus while a
rival's did not read alike; empty boxes were big dead areas; the German barn header had no
room for its split; the results' icons were tiny."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.boom_bah.test_critic23 import your_turn
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_score_line_is_one_form_on_every_board(app, monkeypatch, lang, players):
    """The line under each name is "7 now ·" on every board, whatever its sources and
    however long its end note (critic 25: tile icons were a puzzle; critics 26 and 27 read
    "2 fields · 1 barn" against the Barn box and saw one board drop its "= 5 now" to fit):
    at 14 px at least, whole inside the name row, clear of the status (your turn's "Dein
    Zug" and pips), the end note and the badge, in German at 4 players at 1280x720 too. The
    badge's tooltip says where the points come from."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        your_turn(table)
        shown = table.shown
        shown["scored"] = [{"safe": 2, "barn": 1, "defused": 1} for _ in range(players)]
        shown["points"] = [7] * players
        texts = texts_drawn(monkeypatch)
        now = "7 now ·" if lang == "en" else "7 jetzt ·"
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            line, at = boards.now_note(table, seat)
            assert line == now, (lang, seat, line)
            said = {t: (r, size) for t, r, size in texts}
            assert line in said and said[line][0] == at and said[line][1] >= 14
            row = boards.name_row(table, seat)
            assert row.contains(at), (lang, seat)
            _end, end_at = boards.end_note(table, seat)
            assert at.right < end_at.x
            assert not at.colliderect(boards.badge_rect(table, seat))
            status = boards.status_words(table, seat)
            if status:
                drawn = [r for t, r, _s in texts if t == status]
                assert drawn and row.contains(drawn[0]), (lang, seat, status)
                whole = drawn[0].inflate(0, 0)
                whole.w += boards.pips_width(table, seat)
                assert not whole.colliderect(at) and not whole.colliderect(
                    boards.badge_rect(table, seat)), (lang, seat, status)
                assert not any(r.colliderect(whole) for t, r, _s in texts if t != status)
            tip = boards.score_tip(table, seat)
            assert all(word in tip for word in (
                ("2 safe fields", "1 barn", "1 mine") if lang == "en"
                else ("2 sichere", "1 Scheune", "1 Mine"))), tip
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_every_badge_means_the_points_collected(app, monkeypatch, players):
    """One meaning on every badge: the points collected so far ("★ 4"), yours as a rival's;
    what the board adds at the end is said beside it ("+4 at end"), alike on every board;
    once the game is over the badge adds it, as the
    results' totals do."""
    table = seated(app, players)
    shown = table.shown
    shown["points"] = [4, 3, 2, 1][:players]
    for seat in range(players):
        shown["barns"][seat] = [0] * players
        shown["barns"][seat][seat] = 1
    for seat in range(players):
        assert boards.badge_words(table, seat) == f"★ {shown['points'][seat]}"
        assert "?" not in boards.badge_words(table, seat)
        end = boards.end_note(table, seat)[0]
        n = boards.waiting_points(shown, seat)
        hidden = seat != 0 and shown["hand_sizes"][seat] > 0  # a rival's hand, unseen
        assert end == (f"+{n} +? at end" if hidden else f"+{n} at end"), (seat, end)
    monkeypatch.setattr(type(table.match), "is_over", property(lambda self: True))
    for seat in range(players):
        assert boards.badge_words(table, seat) == f"★ {boards.total(shown, seat)}"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_empty_box_says_so(app, monkeypatch, lang, players):
    """Critic 25: an empty barn or barnyard was a big dead brown area. Each empty one says
    "no sheep yet" in dim words at 14 px, inside its box, clear of its name and picture;
    a box with sheep does not; a narrow box (a replay's) says "empty"."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        shown = table.shown
        shown["barns"] = [[0] * players for _ in range(players)]
        shown["barnyards"] = [[0] * players for _ in range(players)]
        shown["barnyards"][0][0] = 1  # your barnyard holds one
        texts = texts_drawn(monkeypatch)
        empty = i18n.pgettext("board box", "no sheep yet")
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            notes = [(r, size) for t, r, size in texts
                     if t in (empty, i18n.pgettext("board box", "empty"))]
            kinds = ["barn"] + ([] if seat == 0 else ["barnyard"])
            assert len(notes) == len(kinds), (lang, seat)
            for kind in kinds:
                words, at = boards.empty_note(table, seat, kind)
                zone = app.screen.get_rect().clip(table.board.seat_zone(kind, seat).as_tuple())
                assert (at, 14) in notes and zone.contains(at), (lang, seat, kind)
                name = boards.row_name_rect(table, seat, kind, i18n._(kind.title()))
                assert not at.colliderect(name)
                if table.board.backdrop(seat):
                    assert not at.colliderect(boards.row_picture(table, seat, kind))
    finally:
        i18n.set_language("en")
