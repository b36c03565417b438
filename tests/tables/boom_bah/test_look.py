"""How the Sheep-Boom-Bah table shows a game: the setup dealt, a mine seen before it goes off,
a bump chain pushed one sheep after another, the prompt dock, refusals in a sentence, the deck
panel in words, the zoom, colour-blind marks, a layout that uses the space, and the results
with their pieces."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.ai.base import Observation, RandomAgent
from game.match import Match
from game.rules.boom_bah import Discard, Move, Play
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.diagram import position
from game.saves import Seat
from game.scenes.results import ResultsScene
from game.tables.boom_bah import deck, motion, words
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah.results_panel import BoomBahResults
from game.view import assets, canvas, palette
from game.view.paint import wrap
from game.view.zoom import Zoom
from tests.tables.boom_bah.test_reactions import deal
from tests.tables.boom_bah.test_table import ai, start
from tests.tables.moments import mine_under_a_sheep

FRAME = 1 / 60


def rect(zone) -> pygame.Rect:
    return pygame.Rect(zone.as_tuple())


# -- the setup --------------------------------------------------------------------------------
def test_the_game_opens_by_dealing_the_tiles_and_with_quick_setup_a_flurry_of_sheep(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"}, opening=True)
    app.step(FRAME)
    assert table.animating
    dealt, placed, frames = [], [], 0
    while table.animating:
        app.step(FRAME)
        frames += 1
        dealt.append(sum(table.shown["tiles"][c] == "down" for c in cells.FIELD))
        placed.append(sum(s is not None for s in table.shown["sheep"]))
    assert dealt[0] < 5 and max(dealt) == len(cells.FIELD)  # one after another, face down
    assert sorted(set(placed)) == list(range(13))  # every sheep lands on its own
    assert table.shown["sheep"] == table.view["sheep"] and frames * FRAME < 5


def test_a_click_skips_the_deal_to_the_dealt_table(app):
    table = start(app, [Seat("Anna"), ai(1)], opening=True)
    app.step(FRAME)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 200), button=1))
    assert not table.animating and table.shown["tiles"] == table.view["tiles"]
    assert table.cell_options() == list(cells.START_SPACES)  # now place your sheep


# -- a mine and a chain ------------------------------------------------------------------------
def test_a_mine_is_seen_as_a_mine_for_a_beat_before_it_goes_off(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    cell = mine_under_a_sheep(table)
    seen_at = blast_at = None
    for frame in range(200):
        app.step(FRAME)
        if seen_at is None and table.alarm == cell and table.shown["tiles"][cell] == "mine":
            seen_at = frame
        if table.shake.active:
            blast_at = frame
            break
    assert seen_at is not None and blast_at is not None
    assert (blast_at - seen_at) * FRAME >= motion.MINE_BEAT - 2 * FRAME


def test_a_bump_chain_pushes_one_sheep_after_another(app):
    from game.bench_frames import CHAIN_INTO_A_MINE

    table = start(app, [ai(i) for i in range(4)])
    table.match.state = position(CHAIN_INTO_A_MINE, players=4, hands=[[], [], [], []],
                                 turn=0, actions_left=2)
    table.refresh_view()
    table.sync()
    table.perform(Move(cells.cell("a4"), cells.cell("b4")))
    starts: dict[int, int] = {}
    first_x: dict[int, float] = {}
    mover_x = table.board.sheep_foot(cells.cell("a4"))[0]
    for frame in range(60):
        app.step(FRAME)
        for sprite in table.movers:
            first_x.setdefault(id(sprite), sprite.x)
            bumped = first_x[id(sprite)] != mover_x  # lifted off its own cell, not the mover
            if bumped and id(sprite) not in starts and sprite.scale_y < 1.0:
                starts[id(sprite)] = frame  # squashed by its push
    pushed = sorted(starts.values())
    gaps = [b - a for a, b in zip(pushed, pushed[1:], strict=False)]
    assert len(starts) == 4 and all(abs(g * FRAME - motion.CHAIN_GAP) < 0.04 for g in gaps)


# -- prompts and refusals ------------------------------------------------------------------------
BOARD = """
#0 #. #. #. #. #. #.
#. S0 s. s. s. s. #.
#. S1 m. a. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def test_a_reaction_docks_beside_the_board_with_its_card_and_lights_what_it_is_about(app):
    table = start(app, [Seat("Anna"), ai(1)])
    table.match.state = position(BOARD, turn=1, actions_left=2, options={"auto_pass": "off"},
                                 hands=[["eiei_no:0"], ["ewe_turn:1"]])
    table.refresh_view()
    table.sync()
    aimed = (cells.cell("b2"), cells.cell("d1"))
    table.perform(Play("ewe_turn:1", aimed))
    table.timeline.skip()
    buttons = table.visible_buttons()
    board = rect(table.layout["board"])
    assert table.dock.rect is not None and not table.dock.rect.colliderect(board)
    assert [c for _s, c, _r in table.dock.cards] == ["ewe_turn:1"]
    asked = [b for b in buttons if b.label in ("Play EIEI...NO", "Pass (N)")]
    assert len(asked) == 2 and all(table.dock.rect.contains(b.rect) for b in asked)
    assert all(b.needed_width <= b.rect.w for b in buttons)
    assert set(paint.question_cells(table)) == set(aimed)


def test_a_card_that_cannot_be_played_says_why(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    deal(table, [["fox:0", "golden_fleece:0"], ["dog:1"]])
    table.pick_card(0)
    assert table.message == ("Fox: no rival has a sheep in their barnyard. You may discard "
                             "it (D).")
    assert Discard("fox:0") in table.legal()


# -- the deck panel, your column, the zoom ---------------------------------------------------------
def test_the_deck_panel_and_your_column_say_it_in_words(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    with assets.recording() as written:
        table.draw(app.screen)
    said = {w.message for w in written.values()}
    left = table.shown["deck_size"]
    assert str(left) in said and "Draw pile" in said and "Discard pile" in said  # the shared counter
    assert "cards left" not in said and "discarded" not in said
    assert deck.refill_note(table) in said or any(
        deck.refill_note(table).startswith(w) for w in said)
    assert "Ask me out of turn (A)" in said and "Only if I can answer" in said  # when you are asked
    assert deck.colour_line(table) == ("Cards of your colour (red ●) and Wild Wool: +1 each if "
                                       "in hand at the end.")  # (Wild Wool too: critic 18)
    assert any(w.startswith("Cards of your colour (red ") for w in said)  # under your buttons
    table.shown["refill_due"][0] = True
    assert deck.refill_note(table) == "You draw back up to 4 cards at the end of this turn."
    table.shown["turn"] = 1
    assert deck.refill_note(table) == ("You draw back up to 4 cards at the end of your next "
                                       "turn.")


def test_resting_on_a_card_or_pressing_z_shows_it_large_with_its_whole_text(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    deal(table, [["fox:0", "golden_fleece:0"], ["dog:1"]])
    x, y, w, h = table.board.hand_card(0, 2)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x + w / 2), round(y + h / 2)),
                                    rel=(0, 0), buttons=(0, 0, 0)))
    assert not table.zoom.open
    for _ in range(round(Zoom.DELAY / FRAME) + 2):
        app.step(FRAME)
    assert table.zoom.open and table.zoom_target()[0] == "fox:0"
    with assets.recording() as written:
        paint.card_tooltip(table, app.screen)
    said = " ".join(w.message for w in written.values())
    assert "Fox: no rival has a sheep in their barnyard." in said
    assert "Red card, your colour: 1 point if still in your hand at the end." in said  # Anna: red
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0,) * 3))
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z"))
    assert table.zoom.open and table.zoom_target()[0] == "golden_fleece:0"
    panel = table.zoom.place((300, 480), app.screen.get_rect(),
                             pygame.Rect(*map(round, table.board.hand_card(1, 2))))
    assert not panel.colliderect(rect(table.layout["board"]))  # it keeps off the pasture


def test_a_card_s_colour_says_whom_it_scores_for_and_the_log_names_the_frame_s_colour(app):
    """A card's colour is not when it is played: it scores 1 in the hand of the player of
    that colour. The zoom says so; the log's colour word is the frame's colour."""
    table = start(app, [Seat("Anna"), Seat("Ben", "ai", "easy"), ai(2)],
                  options={"quick_setup": "on"})
    assert words.colour_note("tornado:2", 0, table.name(2)) == (
        "Yellow card, AI 2's colour: 1 point only in AI 2's hand at the end.")
    assert words.colour_note("tornado:3", 0, None) == (
        "Teal card: no one's colour, it scores for no one.")
    assert "Wild Wool" in words.colour_note("wild_wool:1", 0, "Ben")
    for colour in range(4):
        card = f"tornado:{colour}"
        shade = palette.player(colour).name  # the frame's colour (assets/artkit/boom_bah.py)
        assert words.card_label(card) == f"“Tornado” ({shade} card)"
        assert words.colour_note(card, colour, "You").startswith(f"{shade.title()} card, your")


@pytest.mark.parametrize("players", [2, 3])
def test_the_colour_line_stands_under_your_buttons_from_the_setup_on(app, players):
    """From the setup on, the colour line and the refill sentence fill the column under
    Hint (a critic: a large empty gap under Hint at the start of a two-player game)."""
    table = start(app, [Seat("Anna")] + [ai(i) for i in range(1, players)])
    assert table.shown["phase"] == "setup"
    assert deck.refill_note(table).startswith("Play or discard cards")
    with assets.recording() as written:
        table.draw(app.screen)
    said = [w for w in written.values() if w.box is not None]
    lines = [w for w in written.values()
             if table.note_box.collidepoint(w.box.topleft if w.box else (-1, -1))]
    assert any(w.message.startswith("Cards of your colour (red ") for w in said)
    assert len(lines) >= 4  # the colour line and the refill, two rows each


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_colour_line_and_the_refill_fit_your_column_together_before_your_turn(app, lang):
    """Two lines each at 1280x720 (2x at 2560x1440), so both stand under Hint."""
    table = start(app, [Seat("Anna"), ai(1), ai(2), ai(3)], options={"quick_setup": "on"})
    i18n.set_language(lang)
    try:
        table.draw(app.screen)
        room = table.note_box
        for seat in range(4):
            rows = [wrap(note, deck.NOTE, room.w - 8) for note in (
                words.hand_colour_note(seat), deck.refill_note(table))]
            assert [len(r) for r in rows] == [2, 2], (seat, rows)
        step = assets.font(deck.NOTE).get_linesize()
        assert 4 * step + 3 <= room.h
    finally:
        i18n.set_language("en")


def test_a_board_cell_s_tooltip_says_what_its_tile_is_and_who_stands_there(app):
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    shown = table.shown

    def tip(label: str, kind: str, sheep: int | None = None) -> str:
        cell = cells.cell(label)
        shown["tiles"][cell], shown["sheep"][cell] = kind, sheep
        x, y, w, h = table.board.cell_rect(cell)
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x + w / 2),
                                        round(y + h / 2)), rel=(0, 0), buttons=(0,) * 3))
        return table.button_tip.message

    assert tip("c3", "cone") == "c3: a traffic cone, a mine made safe. Safe to cross."
    assert tip("d3", "cross", 1) == ("d3: a crater, a mine that went off. Safe to cross. "
                                     "AI 1's sheep stands here.")
    assert tip("b2", "barn:0", 0) == ("b2: your barn. A sheep that steps in goes into your "
                                      "barn, whoever it belongs to. Your sheep stands here.")
    assert tip("a1", "start").startswith("a1: a start space.")
    shown["peeked"] = {str(cells.cell("e5")): "mine"}
    assert tip("e5", "down").endswith("turns it over. You peeked at it: a land mine.")
    assert "peeked" not in tip("e4", "down")  # what you did not see stays hidden
    shown["peeks"][1].append(cells.cell("e4"))  # a rival's peek: its eye is explained
    assert tip("e4", "down").endswith(
        "AI 1 peeked at it (the eye) and knows what lies under it.")
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0,) * 3))
    assert table.button_tip.message is None


def test_a_tile_a_rival_peeked_at_shows_an_eye_in_the_rival_s_colour(app, monkeypatch):
    table = start(app, [Seat("Anna"), ai(1), ai(2)], options={"quick_setup": "on"})
    cell = cells.cell("d4")
    table.shown["tiles"][cell] = "down"
    table.shown["peeks"][2].append(cell)
    rings = []
    real = paint.ink.circle

    def spy(surface, colour, centre, radius, *args, **kwargs):
        rings.append(tuple(colour)[:3])
        return real(surface, colour, centre, radius, *args, **kwargs)

    monkeypatch.setattr(paint.ink, "circle", spy)
    paint.tiles(table, app.screen)
    assert palette.player(2).colour in rings and palette.player(1).colour not in rings


# -- every sheep carries its seat's shape ------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_every_sheep_carries_its_seat_s_shape_without_the_colour_blind_marks(app, monkeypatch,
                                                                               players):
    """Four colours close together on the pasture are not told by hue alone: each sheep (on
    the pasture, in a barn, barnyard, graveyard or flying) stands on a base carrying its
    owner's shape, the one its cards show in their corner, with the colour-blind marks off."""
    from game.tables.boom_bah import faces
    table = start(app, [Seat("Anna")] + [ai(i) for i in range(1, players)],
                  options={"quick_setup": "on"})
    app.settings.colourblind_marks = False  # (they are on at first: off here)
    drawn: list[tuple[int, bool]] = []
    real = faces.sheep

    def spy(colour, height, marked=True):
        drawn.append((colour, marked))
        return real(colour, height, marked)

    monkeypatch.setattr(faces, "sheep", spy)
    table.resting.clear()  # every sheep on the pasture is made again, through the spy
    for seat in range(players):
        table.shown["barns"][seat][seat] = 1
        table.shown["graveyards"][seat] = 1
    table.panels.clear()  # the boards are painted again, through the spy
    table.sync()
    table.draw(app.screen)
    owners = {o for o in table.shown["sheep"] if o is not None}
    assert owners == set(range(players))  # each seat has sheep out on the pasture
    assert {colour for colour, _marked in drawn} >= owners
    assert all(marked for _colour, marked in drawn), drawn
    for sprite in table.resting.values():  # and each figure's base shows the shape
        bare = real(sprite.data, table.board.sheep_height, marked=False)
        spot = faces.mark_rect(table.board.sheep_height).clip(bare.raw.get_rect())
        assert sprite.image is real(sprite.data, table.board.sheep_height)
        assert pygame.image.tobytes(sprite.image.raw.subsurface(spot), "RGBA") != \
            pygame.image.tobytes(bare.raw.subsurface(spot), "RGBA")


def test_the_shape_on_a_sheep_is_large_enough_to_read_at_1280x720(app):
    from game.tables.boom_bah import faces
    for players in (2, 4):
        table = start(app, [Seat("Anna")] + [ai(i) for i in range(1, players)])
        assert faces.mark_rect(table.board.sheep_height).w >= 14  # on the pasture
        assert faces.mark_rect(table.board.row_sheep(0)).w >= 10  # in a barn row


# -- layout ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_uses_its_space(app, players):
    table = start(app, [Seat("Anna")] + [ai(i) for i in range(1, players)])
    boards = [rect(table.board.seat_zone("panel", s)) for s in range(players)]
    assert min(b.y for b in boards) <= 10 and max(b.bottom for b in boards) >= 710
    assert sum(b.h for b in boards) >= 704 - 8 * players  # the left column is all boards
    card = pygame.Rect(*map(round, table.board.hand_card(0, 4)))
    assert card.h >= 190  # your hand, large
    board = rect(table.layout["board"])
    for zone in ("deck_panel", "log", "hand_panel"):
        assert not rect(table.layout[zone]).colliderect(board)


# -- results ---------------------------------------------------------------------------------------
def test_the_results_show_every_score_line_with_its_pieces(app, monkeypatch):
    match = Match.new("boom_bah", [Seat("Anna"), ai(1)], seed=2)
    agent, rng = RandomAgent(), random.Random(2)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    scene = ResultsScene(app, match)
    assert isinstance(scene.panel, BoomBahResults)
    drawn: list[str] = []
    real = assets.svg

    def noting(name, size):
        drawn.append(name)
        return real(name, size)
    monkeypatch.setattr(assets, "svg", noting)
    assets.clear_cache()  # tinted pieces an earlier test made would not ask for their art
    with assets.recording() as written:
        scene.draw(canvas.blank((1280, 720), alpha=False))
    said = " ".join(w.message for w in written.values())
    for lines in match.result().breakdown:
        for label, _points in lines:
            assert all(word in said for word in str(label).split())
    assert "tile_safe" in drawn and "barn_piece" in drawn


def test_a_results_line_s_pieces_never_run_into_its_words(app, monkeypatch):
    """Three rivals' colours in your barn, two of each: every figure and count stays in the
    pieces' room, clear of the line's words (they ran into "Fremde in der Scheune")."""
    match = Match.new("boom_bah", [Seat("Anna")] + [ai(i) for i in range(1, 4)], seed=2)
    agent, rng = RandomAgent(), random.Random(2)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    i18n.set_language("de")
    panel = BoomBahResults(match)
    panel.view["barns"][0] = [1, 2, 2, 2]
    panel.view["barnyards"][0] = [2, 2, 2, 2]
    lines = panel.view["result"]["breakdown"][0]  # and their points (a line with none is
    for i in (2, 4):  # quiet, no pieces: critic 23)
        lines[i] = (lines[i][0], 8 if i == 2 else 12)
    placed: list[tuple[str, pygame.Rect]] = []
    real = assets.text

    def spy(surface, message, *args, **kwargs):
        where = real(surface, message, *args, **kwargs)
        placed.append((message, where))
        return where

    monkeypatch.setattr(assets, "text", spy)
    column = pygame.Rect(0, 0, 270, 240)  # a column of the results at 1280x720, 4 players
    panel.draw(canvas.blank((300, 300), alpha=False), 0, column)
    counts = [r for m, r in placed if m.startswith("×")]
    words = [r for m, r in placed if not m.startswith(("×", "+", "-"))]
    assert len(counts) >= 7  # the barnyard's four and the barn's three rivals, all counted
    # every count in the column, clear of every line's words (over the pieces, 4 players)
    assert all(column.contains(r) and r.collidelist(words) < 0 for r in counts), counts
    assert all(r.h >= 12 for r in counts)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_results_words_sit_on_one_line_where_the_pieces_leave_room(app, monkeypatch,
                                                                       players, lang):
    """The pieces' column was 112 px whatever it held, and "Points collected", "Own colour
    in hand" and "Graveyard sheep" wrapped onto two lines beside a half-empty column: it is
    as wide as the widest row of pieces now, and the words of 2 and 3 players (English) sit
    on one line, one size for all; never under 12 px, never over the points."""
    match = Match.new("boom_bah", [Seat("Anna")] + [ai(i) for i in range(1, players)],
                      seed=4)
    agent, rng = RandomAgent(), random.Random(4)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    i18n.set_language(lang)
    scene = ResultsScene(app, match)
    placed: list[tuple[str, pygame.Rect, int]] = []
    real = assets.text

    def spy(surface, message, pos=(0, 0), size=22, *args, **kwargs):
        where = real(surface, message, pos, size, *args, **kwargs)
        placed.append((message, where, size))
        return where

    monkeypatch.setattr(assets, "text", spy)
    try:
        for seat, column in enumerate(scene.columns):
            inner = pygame.Rect(column.x + 14, column.y + 84, column.w - 28, column.h - 148)
            placed.clear()
            scene.panel.draw(canvas.blank((1280, 720), alpha=False), seat, inner)
            points = [r for m, r, _s in placed if m[:1] in "+-−"]  # "−1": a true minus
            said = [(m, r, s) for m, r, s in placed  # not a count ("×2", "2 fields")
                    if m[:1] not in "+-−×–" and not m[:1].isdigit()
                    and m != scene.panel.reason()]  # nor why the game ended, under them
            assert all(s >= 12 and inner.contains(r) for _m, r, s in said)
            assert not any(r.colliderect(p.inflate(8, 0)) for _m, r, _s in said for p in points)
            assert len({s for _m, _r, s in said}) == 1  # one size: the rows read as a table
            if lang == "en" and players < 4:
                labels = [i18n.tr(label) for label, _p in match.result().breakdown[seat]]
                assert [m for m, _r, _s in said] == labels  # each whole, on one line
    finally:
        i18n.set_language("en")


def test_a_results_flock_of_one_colour_keeps_its_count_beside_it(app):
    """The narrower pieces' column squeezed a lone "red ×2" into a slot, its count under its
    figure: only two colours or more squeeze, and the column holds a lone colour whole."""
    from game.tables.boom_bah import results_panel
    match = Match.new("boom_bah", [Seat("Anna"), ai(1)], seed=2)
    agent, rng = RandomAgent(), random.Random(2)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    panel = BoomBahResults(match)
    panel.view["barns"][1] = [2, 1]
    lone = [2, 0]
    assert results_panel.flock_need(lone) == results_panel.flock_width(lone)
    icons, _points = panel.columns(30)
    assert icons >= 30 + 4 + results_panel.flock_width(lone)
    assert results_panel.flock_need([2, 2]) < results_panel.flock_width([2, 2])


def test_a_rising_word_reads_on_its_own_pill_over_a_board(app):
    """"pass" or "+2" rising from a board sits on a dark pill, not over the board's numbers."""
    table = start(app, [Seat("Anna")] + [ai(i) for i in range(1, 4)])
    table.floaters.append(["pass", 180, 420, 0.2])
    with assets.recording() as written:
        table.draw(app.screen)
    word = next(w for w in written.values() if w.message == "pass")
    pill = paint.floater(canvas.blank((400, 100)), "pass", (200, 50))
    assert word.box is not None and word.box.size == pill.size
    assert pill.w > assets.font(paint.FLOATER, True).size("pass")[0]


def test_a_board_s_barn_barnyard_and_graveyard_say_what_they_score(app):
    """The numbers over a barn's places and the rows' figures are explained on hover."""
    table = start(app, [Seat("Anna"), ai(1)], options={"quick_setup": "on"})
    table.shown["graveyards"] = [1, 1]  # an empty graveyard is folded away

    def tip(part: str, seat: int) -> str | None:
        x, y, w, h = table.board.seat_zone(part, seat).as_tuple()
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x + w / 2),
                                        round(y + h / 2)), rel=(0, 0), buttons=(0,) * 3))
        return table.button_tip.message

    assert tip("barn", 1) == ("AI 1's barn: the sheep in it, whoever they belong to, score "
                              "AI 1 at the end: +3 for each of their own, +2 for each of a "
                              "rival's.")
    assert tip("barnyard", 0).startswith("Your barnyard: each sheep in it")
    assert tip("graveyard", 0) == ("Your graveyard: your lost sheep. Each costs you 1 point "
                                   "at the end.")
    i18n.set_language("de")
    try:
        assert tip("graveyard", 1).startswith("Friedhof von AI 1")
    finally:
        i18n.set_language("en")
