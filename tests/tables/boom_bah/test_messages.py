"""What the Sheep-Boom-Bah table says: E with a question open asks for the answer (not for
"both of your actions", used or not), and a pass in the log says what it let happen."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.boom_bah import Move, Pass, Play, tiles
from game.rules.boom_bah import board as cells
from game.saves import Seat
from tests.tables.boom_bah.test_reactions import deal, key, rival_plays_a_card
from tests.tables.boom_bah.test_table import ai, start


def mine_ahead(app):
    """Anna (always asked) moves a sheep onto a land mine."""
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    table.match.set_asked(0, "always")
    state = table.match.state
    move = next(a for a in state.legal_actions() if isinstance(a, Move)
                and a.to in cells.FIELD and state.sheep[a.to] is None)
    state.tiles[move.to] = tiles.MINE
    deal(table, [["dog:0"], ["dog:1"]])
    table.perform(move)
    table.timeline.skip()
    return table


def test_e_with_the_mine_question_open_asks_for_the_answer(app):
    table = mine_ahead(app)
    assert table.match.to_move == 0 and Pass() in table.match.legal_actions()
    assert table.match.state.actions_left == 1  # one action was used, one is left
    key(app, pygame.K_e)
    assert table.message == "Answer the question beside the board first."


def test_e_with_a_card_to_answer_asks_for_the_answer(app):
    table = rival_plays_a_card(app, "always", hand=["dog:0"])
    key(app, pygame.K_e)
    assert table.message == "Answer the question beside the board first."


def test_a_pass_in_the_log_says_what_it_let_happen(app):
    table = mine_ahead(app)
    key(app, pygame.K_n)
    assert table.match.steps[-1].action == Pass()
    assert table.action_line(0, table.match.steps[-1].action) == "You let the mine go off"
    table = rival_plays_a_card(app, "always", hand=["dog:0"])
    assert isinstance(table.match.steps[-1].action, Play)
    key(app, pygame.K_n)
    assert table.action_line(0, table.match.steps[-1].action) == "You let the card stand"
    assert table.action_line(0, Pass()) == "You pass"  # not played (a hint's): no question


def everyone_lets_a_card_stand(app):
    """Anna plays a card; her three rivals, all asked, let it stand one after another."""
    table = start(app, [Seat("Anna"), ai(1), ai(2), ai(3)], options={"quick_setup": "on"})
    for seat in range(4):
        table.match.set_asked(seat, "always")
    state = table.match.state
    state.turn, state.actions_left = 0, 2
    deal(table, [["golden_fleece:0"], ["dog:1"], ["dog:2"], ["dog:3"]])
    table.perform(Play("golden_fleece:0"))
    table.timeline.skip()
    for _ in range(3):
        assert table.match.to_move != 0 and Pass() in table.match.legal_actions()
        table.perform(Pass())
        table.timeline.skip()
    return table


def test_passes_of_one_card_fold_into_the_card_line(app):
    """A card nobody answered costs one log line: the passes that follow it join it."""
    table = everyone_lets_a_card_stand(app)
    said = [line.text for line in table.log.lines]
    assert said[-1] == "You play “Golden Fleece” (red card) — nobody answered"
    assert not any("card stand" in text for text in said)
    table.log.reset(table.story())  # a loaded game tells it the same way
    assert [line.text for line in table.log.lines] == said
    table.log.drop_from(len(table.match.steps) - 1)  # the last pass taken back: re-folded
    assert table.log.lines[-1].text == "You play “Golden Fleece” (red card) — AI 1 and AI 2 let it stand"
    table.log.drop_from(len(table.match.steps) - 2)
    assert table.log.lines[-1].text == "You play “Golden Fleece” (red card) — AI 1 lets it stand"
    table.log.drop_from(len(table.match.steps) - 3)
    assert table.log.lines[-1].text == "You play “Golden Fleece” (red card)"


def test_passes_share_one_line_in_german(app):
    from game import i18n
    i18n.set_language("de")
    try:
        table = everyone_lets_a_card_stand(app)
        said = [line.text for line in table.log.lines]
        assert said[-1] == "Du spielst „Goldenes Vlies“ (rote Karte) — niemand hat geantwortet"
    finally:
        i18n.set_language("en")


def test_the_pile_counts_stay_in_sight_while_a_card_is_docked(app):
    """The dock covers the piles' panel while a played card waits for answers: it keeps a
    line with both counts at its foot, clear of the card, the question and the buttons."""
    from game.tables.boom_bah import dock as docking

    table = rival_plays_a_card(app, "always", hand=["dog:0"])
    table.draw(app.screen)
    planned = table.dock
    assert planned.rect is not None and planned.cards
    line = docking.piles_line(table)
    assert line == "Draw pile: {} · Discard pile: {}".format(
        table.shown["deck_size"], len(table.shown["discard"]))
    from game.view import assets
    box = pygame.Rect(planned.piles, assets.font(docking.PILES).size(line))
    assert planned.rect.contains(box)
    taken = [r for _s, _c, r in planned.cards] + [planned.text]
    taken += [b.rect for b in table.visible_buttons() if b.rect.w and planned.rect.colliderect(b.rect)]
    assert not any(box.colliderect(r) for r in taken)
    if __import__("os").environ.get("BB3_SHOT"):
        pygame.image.save(app.screen.raw, "/tmp/bb3/dock.png")


def test_a_pass_shows_in_the_status_slot_under_the_name(app, monkeypatch):
    """Critic 11: a "pass" pill on the name row for some seats, "passing" for you, "0 actions
    left" for the turn's player. Every board has one status slot under its name now, in one
    vocabulary: "Passed" for a seat that let the card stand (no pill on the name row), the
    turn's player's actions left beside them."""
    from game.tables.boom_bah import boards
    from tests.tables.layout_checks import texts_drawn

    table = everyone_lets_a_card_stand(app)
    table.floaters.clear()
    for seat in (1, 2, 3):
        table.motion.on_reaction_passed({"seat": seat}).finish()
    assert not table.floaters  # no pill
    texts = texts_drawn(monkeypatch)
    for seat in (1, 2, 3):
        texts.clear()
        boards.player_board(table, app.screen, seat)
        assert boards.status_words(table, seat) == "Passed"
        slot = next(r for t, r, _s in texts if t == "Passed")
        name = next(r for t, r, _s in texts if t.startswith(table.name(seat)[:4]))
        # under the name, or after it on the name row where it fits (critic 25: the line
        # under the name is the score line's)
        assert (slot.x == name.x and slot.y >= name.bottom - 4) or (
            slot.x > name.right and slot.y < name.bottom and slot.bottom > name.y)
    table.clock += boards.PASSED_FOR + 0.1
    assert all(boards.status_words(table, seat) != "Passed" for seat in (1, 2, 3))


def test_the_badge_explains_itself_and_the_log_title_row_holds_no_caption(app):
    """A critic read "★ 1 +5" as a riddle, explained only by "Badge +N: barn & barnyard at
    the end" crammed into the log's title row. The badge says the points so far ("★ 1");
    under it, right-aligned with it on the status line, "+5 at end" in 14 px; the caption
    is gone. The note keeps clear of the badge, the name, the status and the board's wells."""
    from game import i18n
    from game.tables.boom_bah import boards
    from game.view import assets

    for lang, note in (("en", "+{n} at end"), ("de", "+{n} am Ende")):
        i18n.set_language(lang)
        try:
            table = everyone_lets_a_card_stand(app)
            shown = table.shown
            shown["barns"][0] = [1] + [0] * (table.players - 1)
            shown["barnyards"][0] = [0, 2] + [0] * (table.players - 2)
            with assets.recording() as written:
                table.draw(app.screen)
            said = {w.message: w for w in written.values()}
            assert not any("Badge" in m or "Abzeichen" in m for m in said)
            words, at = boards.end_note(table, 0)
            assert words == note.format(n=boards.waiting_points(shown, 0)) and words in said
            assert said[words].size >= 14
            badge = boards.badge_rect(table, 0)
            row = boards.name_row(table, 0)
            assert row.contains(at) and row.contains(badge) and at.top >= badge.bottom
            assert badge.right - at.right >= 4  # right-aligned under the pill's words
            assert boards.badge_words(table, 0) == "★ {n}".format(  # the points so far (critic 25)
                n=shown['points'][0])
            assert ("{n} now ·" if lang == "en" else "{n} jetzt ·").format(
                n=shown['points'][0]) in boards.line_choices(table, 0)
            for part in ("barn", "graveyard"):
                assert not at.colliderect(pygame.Rect(table.board.seat_zone(part, 0).as_tuple()))
        finally:
            i18n.set_language("en")


@pytest.fixture
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_a_card_name_is_quoted_in_a_sentence(app):
    """"You discard Your Barn Door's Open (blue)" read as one sentence: the name is quoted."""
    from game.rules.boom_bah import Discard
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    card = "your_barn_doors_open:1"
    assert table.action_line(0, Discard(card)) == "You discard “Your Barn Door's Open” (blue card)"
    i18n.set_language("de")
    try:
        assert table.action_line(1, Discard(card)) == "AI 1 wirft „Scheunentor offen!“ (blaue Karte) ab"
    finally:
        i18n.set_language("en")


def test_a_thinking_rival_s_board_says_thinking_with_three_dots_at_every_moment(app):
    """The board's "thinking" has the status bar's three dots at every moment (one dot read
    as "thinking." beside "Shaun is thinking…"); a bright dot runs along them instead."""
    from types import SimpleNamespace

    from game.tables.boom_bah import boards
    for clock in (0.0, 0.4, 0.7, 1.0):
        table = SimpleNamespace(match=SimpleNamespace(to_move=1, thinking=True), clock=clock)
        assert boards.thinking_dots(table, 1) == "..."
        assert boards.thinking_dots(table, 2) == ""


def test_actions_left_shows_only_while_it_is_the_seats_turn(app):
    """Critic 13: Shaun's board still said "0 actions left" while Timmy was thinking (his
    turn had ended; its last card was still flying). The count shows only in the turn."""
    from game.rules.boom_bah import EndTurn
    from game.tables.boom_bah import boards

    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    state = table.match.state
    state.turn, state.actions_left = 0, 0
    table.sync()
    assert boards.status_words(table, 0).startswith("Your turn")
    table.perform(EndTurn())  # the end of the turn is still being shown
    assert table.view["turn"] != 0
    assert "action" not in boards.status_words(table, 0)
    table.timeline.skip()
    assert "action" not in boards.status_words(table, 0)


def test_a_pass_says_what_it_let_stand_and_is_gone_when_a_turn_starts(app):
    """Critic 15: "Passed" stayed under the AIs' names through your turn and never said on
    what. Right after a rival lets your card stand its slot says so; when a turn starts, no
    rival shows a pass from the turn before."""
    from game.tables.boom_bah import boards
    table = everyone_lets_a_card_stand(app)
    assert [boards.status_words(table, seat) for seat in (1, 2, 3)] == [
        "Let the card stand"] * 3
    table.motion.on_turn_started({"seat": 0}).finish()
    for seat in (1, 2, 3):
        assert boards.status_words(table, seat) not in ("Passed", "Let the card stand")
    assert not table.passed
