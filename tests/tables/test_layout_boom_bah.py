"""The Sheep-Boom-Bah table's layout pass (issue 23): the card zoom never covers a button nor
a player's name; the gold tab of a playable card covers nothing and the zoom says what it
means; a count never covers a sheep's seat mark; the log shows six lines and more while a
question is open, at 1280x720 and at 2560x1440; each score is the shared badge at the right
end of its name row; the sheep still to place stand whole and apart; an empty place in a
barn says what a sheep would score there."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import i18n
from game.match import Match
from game.rules.boom_bah import Move, Play
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.diagram import position
from game.rules.boom_bah.scoring import hand_points, score_lines
from game.saves import Seat
from game.scenes.tables import table_for
from game.tables.boom_bah import boards, faces, words
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah.board import FIGURE_RATIO
from game.tables.zooming import ClearZoom
from game.view.log import GameLog, LogLine
from tests.tables.layout_checks import texts_drawn

SIZES = [(1280, 720), (2560, 1440)]
BOARD = """
#0 #. #. #. #. #. #.
#. S0 s. s. s. s. #.
#. S1 m. a. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def seated(app, players: int, state=None):
    """A table for you against AI at `state` (a fresh quick-setup game if None)."""
    seats = [Seat("Anna")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    table = table_for(app, Match.new("boom_bah", seats, seed=3, options={"quick_setup": "on"}))
    app.stack.push(table)
    app.stack.apply_pending()
    table.update(0.0)
    table.timeline.skip()
    if state is not None:
        table.match.state = state
        table.refresh_view()
        table.sync()
    return table


def drawn(app, table) -> None:
    table.update(1 / 60)
    table.draw(app.screen)


def buttons(table) -> list[pygame.Rect]:
    return [pygame.Rect(b.rect) for b in table.shown_buttons() if b.rect.w and b.rect.h]


def zoomed(app, table, monkeypatch, at: pygame.Rect) -> pygame.Rect:
    """The pointer rests on `at`: the zoom's panel as drawn."""
    panels: list[pygame.Rect] = []
    real = ClearZoom.draw
    monkeypatch.setattr(ClearZoom, "draw", lambda self, *a, **k: panels.append(
        real(self, *a, **k)) or panels[-1])
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    table.zoom.grown = table.zoom.rested = 1.0
    drawn(app, table)
    assert table.zoom.open and panels
    return panels[-1]


@pytest.mark.parametrize("sized", SIZES, indirect=True)
def test_the_zoom_of_a_picked_card_never_covers_play_or_discard(sized, monkeypatch):
    table = seated(sized, 2, position(BOARD, turn=0, actions_left=2, hands=[
        ["fox:0", "dog:2", "golden_fleece:0", "tornado:1"], ["dog:1"]]))
    hand = table.shown["hand"]
    for i in range(len(hand)):
        table.picker.clear()
        table.pick_card(i)
        card = paint.hand_rect(table, i, len(hand))
        panel = zoomed(sized, table, monkeypatch, card)
        names = [n for n in ("play", "discard") if table.button_shown(n)]
        assert names, hand[i]
        assert panel.collidelist(buttons(table)) < 0, (hand[i], panel)
        assert not panel.colliderect(card)


def reaction(players: int):
    """AI 1 plays Ewe Turn at your sheep on b2; you hold EIEI...NO."""
    state = position(BOARD, players=players, turn=1, actions_left=2,
                     hands=[["eiei_no:0", "eiei_no:2", "fox:0"], ["ewe_turn:1", "eiei_no:1"]]
                     + [[] for _ in range(players - 2)])
    return state, [Play("ewe_turn:1", (cells.cell("b2"), cells.cell("d1")))]


def answered_twice(players: int):
    """The Ewe Turn, your EIEI...NO on it and AI 1's on yours: three cards in the dock."""
    state, plays = reaction(players)
    return state, plays + [Play("eiei_no:0"), Play("eiei_no:1")]


def mine(players: int):
    """Your sheep steps onto the mine at c3; you hold Hero of the Herd and Am-Bah-Lance."""
    state = position(BOARD, players=players, turn=0, actions_left=2,
                     hands=[["hero_of_the_herd:0", "am_bah_lance:0"], ["dog:1"]]
                     + [[] for _ in range(players - 2)])
    return state, [Move(cells.cell("b2"), cells.cell("c3"))]


QUESTIONS = {"reaction": reaction, "answered twice": answered_twice, "mine": mine}


@pytest.mark.parametrize("sized", SIZES, indirect=True)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("question", QUESTIONS)
def test_the_log_shows_six_lines_while_a_question_is_open(sized, players, question,
                                                          monkeypatch):
    state, moves = QUESTIONS[question](players)
    table = seated(sized, players, state)
    for move in moves:
        assert table.perform(move), move
        table.timeline.skip()
    assert table.match.to_move == 0 and table.my_turn
    for n in range(12):  # short lines: one row each
        table.log.add(LogLine(f"Line {n}", 0))
    drawn(sized, table)
    dock, log = table.dock.rect, table.log
    assert dock is not None and not log.rect.colliderect(dock)
    assert log.body.h >= 6 * log.row_height + 5 * GameLog.LINE_GAP
    assert len(list(log._placed())) >= 6
    hand = table.shown["hand"]  # and a zoom on your hand covers none of the dock's answers
    panel = zoomed(sized, table, monkeypatch, paint.hand_rect(table, 0, len(hand)))
    assert panel.collidelist(buttons(table)) < 0


def test_the_playable_tab_covers_nothing_and_the_zoom_explains_it(app, monkeypatch):
    table = seated(app, 2, position(BOARD, turn=0, actions_left=2, hands=[
        ["fox:0", "dog:2", "golden_fleece:0", "tornado:1", "dog:0", "fox:2"], ["dog:1"]]))
    hand = table.shown["hand"]
    playable = table.playable_cards()
    assert playable and set(hand) - playable  # a Fox with no target is not playable
    cards = [paint.hand_rect(table, i, len(hand)) for i in range(len(hand))]
    message = pygame.Rect(table.layout["message"].as_tuple())
    for card in cards:
        tab = paint.playable_mark(card)
        assert tab.collidelist(cards) < 0 and not tab.colliderect(message)
        assert pygame.Rect(table.layout["hand_panel"].as_tuple()).contains(tab)
    notes: list[list[str]] = []
    real = ClearZoom.draw
    monkeypatch.setattr(ClearZoom, "draw", lambda self, surface, image, said=(), *a, **k:
                        notes.append(list(said)) or real(self, surface, image, said, *a, **k))
    for i, name in enumerate(hand):
        zoomed(app, table, monkeypatch, cards[i])
        explained = any("Marked gold" in note for note in notes[-1])
        assert explained == (name in playable), name


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_count_never_covers_a_sheep_s_seat_mark(app, monkeypatch, players):
    app.settings.colourblind_marks = True
    table = seated(app, players)
    shown = table.shown
    shown["barns"] = [[6] * players for _ in range(players)]
    shown["barnyards"] = [[5] * players for _ in range(players)]
    shown["graveyards"] = [6] * players
    tags: list[tuple[pygame.Rect, pygame.Rect, list[pygame.Rect], str]] = []
    real = boards.count

    def spy(surface, n, figure, row, label, figures=()):
        tags.append((boards.count_tag(n, figure, row, label, figures), row,
                     list(figures) or [figure], label))
        real(surface, n, figure, row, label, figures)

    monkeypatch.setattr(boards, "count", spy)
    for seat in range(players):
        boards.player_board(table, app.screen, seat)
    assert len(tags) >= players * (2 * players + 1)
    for tag, row, figures, label in tags:
        assert row.contains(tag)
        name = label if isinstance(label, pygame.Rect) else boards.label_rect(row, label)
        assert not tag.colliderect(name), label
        for figure in figures:
            mark = faces.mark_rect(figure.h).move(figure.topleft).clip(figure)  # as drawn
            assert not tag.colliderect(mark), (label, tag, figure)


def test_the_prompt_says_what_to_do_while_your_move_still_moves_and_when_the_table_passes(app):
    table = seated(app, 2, position(BOARD, turn=0, actions_left=2, options={"auto_pass": "off"},
                                    hands=[["dog:0"], ["golden_fleece:1"]]))
    assert table.perform(Move(cells.cell("b2"), cells.cell("c2")))
    assert table.animating and table.match.to_move == 0
    assert words.prompt(table) == "Your turn, 1 action: click a sheep then a space, or a card"
    table.timeline.skip()
    table.match.state.turn, table.match.state.actions_left = 1, 2  # the rival's turn now
    table.refresh_view()
    table.sync()
    assert table.perform(Play("golden_fleece:1"))
    table.timeline.skip()
    assert table.match.to_move == 0 and not table.my_turn  # asked, with nothing to answer
    assert words.prompt(table) == "Nothing to answer with: the table passes for you."


@pytest.mark.parametrize("players", [2, 4])
def test_each_score_is_the_shared_badge_at_the_right_end_of_the_name_row(app, monkeypatch,
                                                                           players):
    table = seated(app, players)
    table.shown["points"] = [7, 12, 0, 3][:players]
    badges: list[tuple[pygame.Rect, str]] = []  # the one score pill ("★ 9 · +6 at end")
    real = boards.draw_pill
    monkeypatch.setattr(boards, "draw_pill", lambda table, surface, seat: (
        badges.append((boards.badge_rect(table, seat), boards.badge_words(table, seat))),
        real(table, surface, seat)))
    texts = texts_drawn(monkeypatch)
    for seat in range(players):
        boards.player_board(table, app.screen, seat)
    assert [said for _r, said in badges] == [  # the points so far, alike (critic 25)
        f"★ {table.shown['points'][seat]}" for seat in range(players)]
    assert not [t for t, _r, _s in texts if "pt" in t]  # the old "7 pts" box is gone
    for seat, (badge, _said) in enumerate(badges):
        row = boards.name_row(table, seat)
        assert row.contains(badge) and row.right - badge.right <= 10
        name = next(r for t, r, _s in texts if t.startswith(table.name(seat)[:4]))
        assert name.right < badge.x and name.colliderect(row)
        assert boards.badge_at(table, badge.center) == seat
        tip = boards.score_tip(table, seat)  # the tooltip says it in words, and what counts
        assert tip.startswith(f"{boards.badge_words(table, seat)}: the points collected so far; what the board adds counts at the end. "
                              f"{table.shown['points'][seat]} now = Points collected: ")
        # the cards in hand count only where you see them: your own
        assert ("Cards in hand not counted" in tip) == (seat != table.viewer)


def test_the_badge_adds_what_the_barn_and_barnyard_promise_for_the_end(app, monkeypatch):
    """Anna's barn holds her own sheep and a rival's, her barnyard one sheep: 3 + 2 + 1 wait
    for the end beside her 9 points; the rival's Wild Wool makes its barn's rival sheep worth 3.
    The numbers are final scoring's barn and barnyard lines, and only the board's."""
    table = seated(app, 2)
    state = table.match.state
    state.points, state.wild_wool = [9, 2], [None, "wild_wool:1"]
    state.barns, state.barnyards = [[1, 1], [1, 0]], [[0, 1], [1, 0]]
    table.refresh_view()
    table.sync()
    badges: list[tuple[pygame.Rect, str]] = []  # the one score pill ("★ 9 · +6 at end")
    real = boards.draw_pill
    monkeypatch.setattr(boards, "draw_pill", lambda table, surface, seat: (
        badges.append((boards.badge_rect(table, seat), boards.badge_words(table, seat))),
        real(table, surface, seat)))
    texts = texts_drawn(monkeypatch)
    for seat in range(2):
        boards.player_board(table, app.screen, seat)
    hand = hand_points(state.hands[0], 0)  # your own cards count: you see them
    assert [said for _r, said in badges] == ["★ 9", "★ 2"]  # the points so far (critic 25)
    # the rival's hidden hand may add to its end: "+?" (critic 26)
    assert [boards.end_note(table, seat)[0] for seat in range(2)] == [f"+{6 + hand} at end",
                                                                     "+4 +? at end"]
    for seat in range(2):  # final scoring's lines, but a rival's hidden hand
        lines = dict(score_lines(state, seat))
        assert boards.waiting_points(table.shown, seat) == sum(
            lines[k] for k in ("Barnyard sheep", "Own sheep in barn", "Rivals' sheep in barn",
                               "Graveyard sheep",
                               *(["Own colour + Wild Wool"] if seat == 0 else [])))
    assert ("Barnyard sheep 1 · Own sheep in barn 3 · Rivals' sheep in barn 2."
            in boards.score_tip(table, 0))
    assert "+4 at end = Barnyard sheep 1 · Rivals' sheep in barn 3." in boards.score_tip(table, 1)
    card = pygame.Rect(0, 0, paint.BADGE_WIDTH, 34)
    card.center = tuple(map(round, boards.wild_wool_spot(table, 1)))
    assert card.right <= badges[1][0].x  # the laid Wild Wool stays clear of the longer badge
    assert not card.colliderect(boards.end_note(table, 1)[1])  # and of "+4 at end" in it
    name = next(r for t, r, _s in texts if t.startswith(table.name(0)[:4]))
    assert name.right < badges[0][0].x


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_sheep_still_to_place_each_stand_whole_and_apart(app, players):
    table = seated(app, players)
    for seat in range(players):
        row = pygame.Rect(table.board.seat_zone("barnyard", seat).as_tuple())
        label_top = row.bottom - boards.LABEL - 4
        if table.board.header(seat):  # the name over them (three and four players)
            label_top, name_bottom = row.bottom, boards.label_rect(row, "B", True).bottom
        else:
            name_bottom = row.y
        for n in range(1, 7):
            height, spots = table.board.reserve_spots(seat, n)
            assert len(spots) == n and height >= 25  # a sheep, not a speck
            figures = [pygame.Rect(0, 0, round(height * FIGURE_RATIO), height)
                       for _ in spots]
            for figure, (x, y) in zip(figures, spots, strict=True):
                figure.midbottom = (round(x), round(y))
                assert row.contains(figure) and figure.bottom <= label_top + 1, (n, figure)
                assert figure.y + figure.h // 5 >= name_bottom, (n, figure)  # its head clear
            for a, b in itertools.combinations(figures, 2):
                assert not a.colliderect(b), (players, n, a, b)


HAND = ["fox:0", "dog:2", "golden_fleece:0", "tornado:1", "aba_ca_da_ba:3", "eiei_no:0"]


@pytest.mark.parametrize(("sized", "lang"), [(SIZES[0], "en"), (SIZES[0], "de"),
                                             (SIZES[1], "de")], indirect=["sized"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_zoom_of_a_card_in_your_hand_never_covers_a_name_or_a_button(sized, monkeypatch,
                                                                         players, lang):
    i18n.set_language(lang)
    try:
        table = seated(sized, players, position(
            BOARD, players=players, turn=0, actions_left=2,
            hands=[HAND, ["dog:1"]] + [[] for _ in range(players - 2)]))
        hand = table.shown["hand"]
        names = [boards.name_row(table, seat) for seat in range(players)]
        for i, card in enumerate(hand):
            at = paint.hand_rect(table, i, len(hand))
            panel = zoomed(sized, table, monkeypatch, at)
            assert panel.collidelist(names) < 0, (card, panel)
            assert panel.collidelist(buttons(table)) < 0, (card, panel)
            assert not panel.colliderect(at) and sized.screen.get_rect().contains(panel)
            table.zoom.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_an_empty_barn_holds_no_sheep_and_its_tooltip_says_what_one_would_score(
        app, monkeypatch, players):
    """The faded "+2"/"+3" sheep of the empty places are gone (they read as sheep standing
    there): an empty barn shows no figure; its tooltip says the owner's "+3" and the
    rivals' "+2", and "+3" for everyone where the owner laid Wild Wool."""
    table = seated(app, players)
    shown = table.shown
    shown["barns"] = [[0] * players for _ in range(players)]
    shown["barns"][0][1] = 2  # a sheep of seat 1's stands in your barn
    shown["wild_wool"] = [None] * players
    shown["wild_wool"][1] = "wild_wool:1"  # seat 1 laid Wild Wool: every sheep there scores 3
    drawn_sheep: list[int] = []
    real = boards.faces.sheep
    monkeypatch.setattr(boards.faces, "sheep", lambda colour, *a, **k: (
        drawn_sheep.append(colour), real(colour, *a, **k))[1])
    for seat in range(players):
        drawn_sheep.clear()
        boards.place_row(table, app.screen, seat, "barn", "Barn", shown["barns"][seat])
        assert drawn_sheep == [c for c in range(players) if shown["barns"][seat][c]]
        rival = 3 if seat == 1 else 2  # the row's tooltip says it (its name is just "Barn")
        assert f"+{rival} for each of a rival's" in boards.part_tip(table, "barn", seat), seat
