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
    assert said[-1] == "You play “Golden Fleece” (red) · nobody answered"
    assert not any("card stand" in text for text in said)
    table.log.reset(table.story())  # a loaded game tells it the same way
    assert [line.text for line in table.log.lines] == said
    table.log.drop_from(len(table.match.steps) - 1)  # the last pass taken back: re-folded
    assert table.log.lines[-1].text == "You play “Golden Fleece” (red) · AI 1 and AI 2 let it stand"
    table.log.drop_from(len(table.match.steps) - 2)
    assert table.log.lines[-1].text == "You play “Golden Fleece” (red) · AI 1 lets it stand"
    table.log.drop_from(len(table.match.steps) - 3)
    assert table.log.lines[-1].text == "You play “Golden Fleece” (red)"


def test_passes_share_one_line_in_german(app):
    from game import i18n
    i18n.set_language("de")
    try:
        table = everyone_lets_a_card_stand(app)
        said = [line.text for line in table.log.lines]
        assert said[-1] == "Du spielst „Goldenes Vlies“ (rot) · niemand hat geantwortet"
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
    assert line == "Draw pile: {} · Discarded: {}".format(
        table.shown["deck_size"], len(table.shown["discard"]))
    from game.view import assets
    box = pygame.Rect(planned.piles, assets.font(docking.PILES).size(line))
    assert planned.rect.contains(box)
    taken = [r for _s, _c, r in planned.cards] + [planned.text]
    taken += [b.rect for b in table.visible_buttons() if b.rect.w and planned.rect.colliderect(b.rect)]
    assert not any(box.colliderect(r) for r in taken)
    if __import__("os").environ.get("BB3_SHOT"):
        pygame.image.save(app.screen.raw, "/tmp/bb3/dock.png")


def test_a_pass_pill_covers_no_barn_and_no_label(app):
    """The "pass" word sits still on the passer's name row: clear of the barn's values and
    labels below it and of the score badge (it rose from the board's middle over them)."""
    from game.tables.boom_bah import boards
    from game.tables.boom_bah import draw as paint

    table = everyone_lets_a_card_stand(app)
    table.floaters.clear()
    for seat in (1, 2, 3):
        table.motion.on_reaction_passed({"seat": seat}).finish()
    assert len(table.floaters) == 3
    for seat, (text, x, y, _age, rise, size) in zip((1, 2, 3), table.floaters, strict=True):
        assert rise == 0
        pill = pygame.Rect(0, 0, *paint.floater_size(text, size))
        pill.center = (round(x), round(y))
        row = boards.name_row(table, seat)
        assert row.inflate(0, 6).contains(pill)
        assert not pill.colliderect(boards.badge_rect(table, seat))
        note = boards.end_note(table, seat)
        assert note is None or not pill.colliderect(note[1])  # "+5 at end" under the badge
        for part in ("barn", "barnyard", "graveyard"):
            zone = table.board.seat_zone(part, seat)
            assert not pill.colliderect(pygame.Rect(zone.as_tuple()))


def test_every_pass_pill_is_one_size(app):
    """A critic at 2560x1440: two "pass" pills in the left column were of different sizes
    (each as large as its name row had room for). Every pill is PASS_SIZE now, long name or
    short, a laid Wild Wool or not, and still clear of the badge and the note under it."""
    from game.tables.boom_bah import boards

    table = everyone_lets_a_card_stand(app)
    table.shown["wild_wool"][2] = "wild_wool:2"
    table.shown["barnyards"][3] = [3, 0, 0, 0]
    table.floaters.clear()
    for seat in (1, 2, 3):
        table.motion.on_reaction_passed({"seat": seat}).finish()
    sizes = {f[5] for f in table.floaters}
    assert sizes == {boards.PASS_SIZE} and boards.PASS_SIZE >= 16


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
            assert row.contains(at) and row.contains(badge) and not at.colliderect(badge)
            assert abs(at.right - badge.right) <= 4  # under the badge, read with it
            assert boards.badge_words(table, 0) == f"★ {shown['points'][0]}"
            for part in ("barn", "graveyard"):
                assert not at.colliderect(pygame.Rect(table.board.seat_zone(part, 0).as_tuple()))
        finally:
            i18n.set_language("en")


@pytest.fixture
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
@pytest.mark.parametrize(("players", "wild"), [(2, False), (4, False), (4, True)])
def test_a_pass_pill_never_covers_a_long_name(app, monkeypatch, language, players, wild):
    """"Timmy (AI Hard)" beside a long badge left no room after the name for the pill, which
    then lay over the name's end: it is as small as it must be to sit after the name (never
    under 14 px), and clear of the badge and a laid Wild Wool."""
    from game.tables.boom_bah import boards
    from game.tables.boom_bah import draw as paint
    from tests.tables.layout_checks import texts_drawn

    seats = [Seat("Anna")] + [Seat(n, "ai", "hard") for n in ("Timmy", "Bitzer", "Shaun")]
    table = start(app, seats[:players], options={"quick_setup": "on"})
    shown = table.shown
    shown["points"] = [12] * players
    shown["barns"] = [[1] * players for _ in range(players)]
    shown["barnyards"] = [[2] * players for _ in range(players)]
    if wild:
        shown["wild_wool"] = ["wild_wool:1"] * players
    table.floaters.clear()
    for seat in range(1, players):
        table.motion.on_reaction_passed({"seat": seat}).finish()
    texts = texts_drawn(monkeypatch)
    for seat, (words, x, y, _age, rise, size) in zip(range(1, players), table.floaters,
                                                     strict=True):
        assert boards.passing(table, seat) and rise == 0 and size >= 14
        boards.player_board(table, app.screen, seat)
        name = next(r for t, r, _s in texts if t.startswith(table.name(seat)))
        pill = paint.floater(app.screen, words, (x, y), size)
        assert not pill.colliderect(name), (seat, pill, name)
        assert not pill.colliderect(boards.badge_rect(table, seat))
        assert boards.name_row(table, seat).inflate(0, 6).contains(pill)
        if wild:
            card = pygame.Rect(0, 0, paint.BADGE_WIDTH, 34)
            card.center = tuple(map(round, boards.wild_wool_spot(table, seat)))
            assert not pill.colliderect(card)
    table.floaters.clear()  # the pill gone, the name has its level again
    texts.clear()
    boards.player_board(table, app.screen, 1)
    assert any(t.startswith("Timmy (") for t, _r, _s in texts)


def test_a_card_name_is_quoted_in_a_sentence(app):
    """"You discard Your Barn Door's Open (blue)" read as one sentence: the name is quoted."""
    from game.rules.boom_bah import Discard
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    card = "your_barn_doors_open:1"
    assert table.action_line(0, Discard(card)) == "You discard “Your Barn Door's Open” (blue)"
    i18n.set_language("de")
    try:
        assert table.action_line(1, Discard(card)) == "AI 1 wirft „Scheunentor offen!“ (blau) ab"
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
