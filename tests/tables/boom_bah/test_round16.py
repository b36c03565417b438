"""Round 16 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_score_is_one_pill_with_its_end_note_inside(app, monkeypatch, lang, players):
    """Critic 16: the ★ pill sat in a second box with tiny barn and fence icons, its "+3 am
    Ende" touching the frame. It is ONE pill, "★ 3 · +9 at end", its words at least 4 px
    inside each end, no icons, in the name row clear of the name and the status."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        for seat in range(players):
            table.shown["barns"][seat][seat] = 3  # "+9 at end"
        table.shown["graveyards"][players - 1] = 12  # and one a minus
        texts = texts_drawn(monkeypatch)
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            pill = boards.badge_rect(table, seat)
            words, at = boards.end_note(table, seat)
            said = {t: size for t, _r, size in texts}
            assert words in said and said[words] >= 14
            score = boards.badge_words(table, seat)
            assert score in said
            inked = [r for t, r, _s in texts if t in (score, words, "·")]
            assert len(inked) == 3 and all(pill.contains(r) for r in inked)
            left, right = min(r.left for r in inked), max(r.right for r in inked)
            assert left - pill.left >= 4 and pill.right - right >= 4
            assert boards.name_row(table, seat).contains(pill)
            others = [r for t, r, _s in texts if t not in (score, words, "·")
                      and r.colliderect(boards.name_row(table, seat))]
            assert others and not any(r.colliderect(pill) for r in others), others
            assert not hasattr(boards, "end_chip")  # no tiny barn and fence any more
        minus = boards.end_note(table, players - 1)[0]
        assert minus.startswith("−")
        tip = boards.end_tip(table, players - 1)
        assert ("Graveyard sheep −1" in tip) if lang == "en" else ("−1" in tip)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_every_barn_centres_its_sheep(app, players):
    """Critic 16: your barn's one sheep stood at the right end (its colour's slot) while
    other boards looked centred. The sheep that stand in a barn or barnyard are centred in
    the row as a group, on every board."""
    import pygame

    table = seated(app, players)
    for seat in range(players):
        table.shown["barns"][seat] = [0] * players
        table.shown["barns"][seat][(seat + players - 1) % players] = 2  # the last slot's colour
    for seat in range(players):
        row = pygame.Rect(table.board.seat_zone("barn", seat).as_tuple())
        colour = (seat + players - 1) % players
        x, _y = table.board.place_spot("barn", seat, colour,
                                       boards.standing_colours(table.shown["barns"][seat]))
        assert abs(x - row.centerx) <= 1, (seat, x, row)
    two = table.board.place_spot("barn", 0, 0, [0, players - 1])[0], table.board.place_spot(
        "barn", 0, players - 1, [0, players - 1])[0]
    row = pygame.Rect(table.board.seat_zone("barn", 0).as_tuple())
    assert abs((two[0] + two[1]) / 2 - row.centerx) <= 1 and two[0] < two[1]


def test_german_says_the_mine_was_not_stopped_and_whose_yard():
    """Critic 16: "lässt die Mine hochgehen" read as a choice to blow it up, and "in deren
    Hof" left open whose yard. The German says nobody stopped the mine, and that the sheep
    goes into the yard in front of that same barn."""
    i18n.set_language("de")
    try:
        _ = i18n._
        for said in (_("{name} lets the mine go off"), _("You let the mine go off"),
                     _("{names} let the mine go off"), _("{you_and_names} let the mine go off"),
                     _("Let the mine go off")):
            assert "hochgehen" not in said and "nicht auf" in said, said
        card = _("Let a sheep out of a rival's barn into their barnyard.")
        assert "deren" not in card and "davor" in card
        assert "dessen" not in _("Let one sheep out of a rival's barn into that rival's own "
                                 "barnyard.")
    finally:
        i18n.set_language("en")


def test_the_last_move_keeps_a_soft_ring_until_the_next(app):
    """Critic 16: a player who looked away could not see what changed. The sheep the last
    move landed stands in a soft pulsing ring, and the tile it turned over has a soft frame,
    until the next move; the log line names the spaces."""
    from game.rules.boom_bah import Move
    from game.rules.boom_bah import board as cells
    from game.tables.boom_bah import draw

    table = seated(app, 2)
    table.update(0.0)
    table.timeline.skip()
    move = next(a for a in table.legal() if isinstance(a, Move))
    assert table.perform(move)
    for _ in range(400):
        table.update(1 / 30)
        if not table.animating:
            break
    moved, revealed = draw.last_marks(table)
    assert moved == [move.to]
    steps = table.match.steps
    flipped = [e.public["cell"] for e in steps[-1].events if e.kind == "tile_flipped"]
    assert revealed == (flipped[-1] if flipped else None)
    line = table.action_line(0, move)
    assert cells.name(move.frm) in line and cells.name(move.to) in line
    drawn = []
    real = draw.ring
    draw.ring = lambda surface, board, cell, colour: (drawn.append(cell),
                                                      real(surface, board, cell, colour))
    try:
        draw.last_move(table, app.screen)
    finally:
        draw.ring = real
    assert drawn == [move.to]
    table.animate([type("E", (), {"kind": "sheep_moved", "for_seat": lambda self, s: {
        "kind": "turn_started", "seat": 1}})()])
    assert draw.last_marks(table) == ([], None)  # the next move clears them


def test_a_sneak_names_its_spaces(app):
    """"Bitzer moves onto the peeked tile" named no space; it says where from and to."""
    from game.match import Step
    from game.rules.boom_bah import Sneak
    from game.rules.boom_bah.state import Event

    table = seated(app, 2)
    sneak, stay = Sneak(True), Sneak(False)
    table.match.steps.append(Step(1, sneak, [Event("sheep_moved", {"seat": 1, "source": 3,
                                                                    "to": 10})]))
    table.match.steps.append(Step(1, stay, [Event("peek_left", {"seat": 1, "cell": 10})]))
    assert table.action_line(1, sneak) == "AI 1 moves a sheep from d1 onto d2, the peeked tile"
    assert table.action_line(1, stay) == "AI 1 leaves the peeked tile d2 face down"
