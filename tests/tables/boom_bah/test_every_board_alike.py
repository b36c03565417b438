"""Critic 11: only your board said "On the field ×N"; the rivals' did not. Every board's
last box is alike now: the seat's hand ("Hand", its backs and "×4") and its sheep on the
pasture ("Field", one of them and "×6"), each whole inside its part, at every table size."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.boom_bah import board as cells
from game.saves import Seat
from game.tables.boom_bah import boards
from tests.tables.boom_bah.test_table import ai, start
from tests.tables.layout_checks import texts_drawn


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_board_shows_its_hand_and_its_sheep_on_the_field(app, monkeypatch, lang, players):
    i18n.set_language(lang)
    try:
        table = start(app, [Seat("Anna")] + [ai(n) for n in range(1, players)],
                      options={"quick_setup": "on"})
        texts = texts_drawn(monkeypatch)
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            hand, field = boards.hand_part(table, seat), boards.field_part(table, seat)
            box = boards.fourth_box(table, seat)
            assert box.contains(hand) and box.contains(field) and not hand.colliderect(field)
            on_field = sum(1 for c in cells.CELLS if table.shown["sheep"][c] == seat)
            held = table.shown["hand_sizes"][seat]
            written = {t: r for t, r, _s in texts}
            for words, part in ((i18n._("Hand"), hand), (i18n._("Board"), field),
                                (f"×{held}", hand), (f"×{on_field}", field)):
                found = [r for t, r, _s in texts if t == words and part.contains(r)]
                assert found, (seat, words, part, written)
            for i in range(held):
                assert hand.contains(boards.rival_card(table, seat, i, held))
    finally:
        i18n.set_language("en")


STATUSES = [("Thinking", {}), ("Choosing", {}), ("Passed", {}), ("Your answer", {}), ("Your turn", {}),
            ("Deciding", {})]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_status_fits_its_slot_whole(app, lang, players):
    """"Du bist dran · 0 Aktionen …" was cut short beside "+2 am Ende": every status in the
    one vocabulary fits the slot whole, on every board, with a long note and a laid Wild Wool
    (the narrowest the slot gets)."""
    from game.i18n import _
    from game.view import assets
    i18n.set_language(lang)
    try:
        table = start(app, [Seat("Anna")] + [ai(n) for n in range(1, players)],
                      options={"quick_setup": "on"})
        shown = table.shown
        shown["barns"] = [[3] * players for _ in range(players)]  # "+17 at end"
        shown["wild_wool"] = [f"wild_wool:{s}" for s in range(players)]
        words = [_(w) for w, _k in STATUSES]
        turns = [i18n.pgettext("player board", "Your turn"), _("Their turn")]  # with 2 pips
        words += turns
        for seat in range(players):
            room = boards.status_room(table, seat)
            for said in words:
                dots = "..." if said in (_("Thinking"), _("Choosing")) else ""
                # at 14 px, or 13 beside a long "★ 0 · +27 at end" pill and a Wild Wool
                pips = (boards.PIP_GAP + 2 * boards.PIP_STEP
                        if said in turns else 0)
                assert assets.font(boards.STATUS_SMALL).size(said + dots)[0] + pips <= room, (
                    seat, said, room)
    finally:
        i18n.set_language("en")


def test_placing_your_sheep_is_your_turn_not_an_answer(app):
    """The setup said "Your answer" under your name while you placed your sheep."""
    table = start(app, [Seat("Anna"), ai(1)])
    assert table.shown["phase"] == "setup" and table.match.to_move == 0
    assert boards.status_words(table, 0) == "Your turn"
