"""The "?" reference pop-up, the same at all four tables (`game.view.reference`): F1, "?" or
the button at the log's corner opens it; Esc, F1 or a click outside closes it; while it is up
the table takes no input and makes no move; every word in it is at least 14 px at 1280x720,
inside the panel, clear of every other word and picture, in English and German."""

from __future__ import annotations

import random

import pygame
import pytest

from game import games, i18n
from game.saves import Seat
from game.view import reference
from game.view.reference import ReferenceScene
from tests.tables.layout_checks import ai_pause_off, seated, texts_drawn

GAMES = tuple(g.id for g in games.playable())
LEAST = 14  # px at 1280x720


def key(app, k: int, unicode: str = "") -> None:
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode,
                                            scancode=0))
    app.stack.apply_pending()


def click(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.stack.top.handle(pygame.event.Event(kind, pos=pos, button=1))
    app.stack.apply_pending()


def until_my_turn(app, table) -> None:
    for _ in range(600):
        if table.my_turn:
            return
        table.match.wait_for_ai(30.0)
        app.step(1 / 60)
        table.timeline.skip()
    raise AssertionError("never my turn")


@pytest.fixture
def at_table(monkeypatch, request):
    ai_pause_off(monkeypatch)
    game, lang, players = request.param
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    app, table = seated((1280, 720), lang, game, seats, seed=4)
    yield app, table
    i18n.set_language("en")
    table.match.close()
    app.leave_all()


CASES = [(g, lang, 2) for g in GAMES for lang in ("en", "de")]


@pytest.mark.parametrize("at_table", CASES, indirect=True, ids=lambda c: f"{c[0]}-{c[1]}")
def test_f1_opens_the_reference_and_the_table_waits_under_it(at_table):
    app, table = at_table
    until_my_turn(app, table)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, ReferenceScene)
    steps = len(table.match.steps)
    # every key and click the table would act on: nothing reaches it (a click outside the
    # panel closes the reference and no more)
    for target in table.targets():
        if app.stack.top is table:
            key(app, pygame.K_F1)
        click(app, target.rect.center)
        assert len(table.match.steps) == steps and not table.animating
    if app.stack.top is table:
        key(app, pygame.K_F1)
    for k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_h, pygame.K_s,
              pygame.K_d, pygame.K_k, pygame.K_f, pygame.K_a):
        key(app, k)
    for _ in range(30):
        app.step(1 / 60)
    assert isinstance(app.stack.top, ReferenceScene)
    assert len(table.match.steps) == steps
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    key(app, 0, "?")  # "?" opens it too, and F1 closes it
    assert isinstance(app.stack.top, ReferenceScene)
    key(app, pygame.K_F1)
    assert app.stack.top is table
    key(app, pygame.K_F1)
    click(app, (4, 4))  # a click outside the panel closes it
    assert app.stack.top is table


@pytest.mark.parametrize("at_table", [(g, "en", 2) for g in GAMES], indirect=True,
                         ids=lambda c: c[0])
def test_the_ai_makes_no_move_while_the_reference_is_up(at_table):
    app, table = at_table
    until_my_turn(app, table)
    rng = random.Random(2)
    for _ in range(600):  # play on until an AI is to move
        table.timeline.skip()
        if table.match.ai_to_move() or table.match.is_over:
            break
        if table.my_turn:
            table.perform(rng.choice(table.match.legal_actions()))
        else:
            app.step(1 / 60)
    if table.match.is_over:
        return
    assert table.match.ai_to_move()
    steps = len(table.match.steps)
    key(app, pygame.K_F1)
    for _ in range(60):
        table.match.wait_for_ai(30.0)
        app.step(1 / 60)
    assert len(table.match.steps) == steps
    key(app, pygame.K_ESCAPE)
    for _ in range(600):
        table.match.wait_for_ai(30.0)
        app.step(1 / 60)
        table.timeline.skip()
        if len(table.match.steps) > steps:
            break
    assert len(table.match.steps) > steps  # closed, the game goes on


@pytest.mark.parametrize("at_table", CASES, indirect=True, ids=lambda c: f"{c[0]}-{c[1]}")
def test_the_question_mark_button_sits_at_the_log_s_corner_and_opens_it(at_table,
                                                                        monkeypatch):
    app, table = at_table
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    button = table.help_button.rect
    log = table.log.rect
    assert log.contains(button) and button.right >= log.right - 12 and button.y <= log.y + 8
    assert table.help_button.tooltip == i18n._("Rules at a glance (F1)")
    title = [r for w, r, _s in drawn if w == i18n._("Game log")]
    assert title and not any(r.colliderect(button) for r in title)
    assert table.help_button.label == "?" and table.help_button.visible
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=button.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    assert table.button_tip.message == i18n._("Rules at a glance (F1)")  # said on hover
    click(app, button.center)
    assert isinstance(app.stack.top, ReferenceScene)


@pytest.mark.parametrize("at_table", CASES + [(g, lang, games.get(g).spec.max_players)
                                              for g in GAMES for lang in ("en", "de")],
                         indirect=True, ids=lambda c: f"{c[0]}-{c[1]}-{c[2]}")
def test_every_word_of_the_reference_is_whole_readable_and_apart(at_table, monkeypatch):
    app, table = at_table
    until_my_turn(app, table)
    sections = table.reference()
    assert sections and all(section.rows for section in sections)
    key(app, pygame.K_F1)
    scene = app.stack.top
    drawn = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    laid = reference.layout(scene.title, scene.sections)
    panel = laid.panel.inflate(-2 * reference.FRAME, -2 * reference.FRAME)
    assert drawn, "the reference drew no words"
    for words, rect, size in drawn:
        assert size >= LEAST, f"{words!r} at {size} px"
        assert panel.contains(rect), f"{words!r} at {rect} outside the panel {panel}"
    rects = [(w, r) for w, r, _s in drawn if w.strip()]
    pictures = [r for _p, r in laid.pictures]
    for i, (words, rect) in enumerate(rects):
        for other, there in rects[i + 1:]:
            assert not rect.colliderect(there), f"{words!r} overlaps {other!r}"
        for picture in pictures:
            if not picture.contains(rect):  # (a picture's own number drawn in it)
                assert not rect.colliderect(picture), f"{words!r} over a picture"
    for picture in pictures:
        assert panel.contains(picture)
    said = " ".join(w for w, _r, _s in drawn)
    for section in sections:
        assert section.heading in said
    # each text within its column (German headings wrap rather than run into the next)
    columns = sorted({r.x for w, r, s in drawn if s == reference.HEADING})
    width = (columns[1] - columns[0] - reference.COLUMN_GAP) if len(columns) > 1 else panel.w
    for words, rect, size in drawn:
        if size in (reference.TITLE, reference.FOOT):
            continue
        column = max(c for c in columns if c <= rect.x)
        assert rect.right <= column + width, f"{words!r} runs out of its column"


CONTENT = {
    "black_sheep": ["Ranks, best first", "Five of a kind", "High animal", "Ties",
                    "Most of a kind: +6 (no ties)", "Key",
                    "A token under a figure: the points it scores"],
    "boom_bah": ["The board", "Start space", "Face down", "Safe field", "Barn", "Land mine",
                 "Crater", "Mine cleared", "Whose sheep", "Card colours",
                 "The end"],
    "bye_bye": ["Black Sheep", "Eagle", "Mole", "Thieving Magpie", "White Sheep",
                "Mother Sheep", "Wolf", "Card numbers and zoos"],
    "sheep_sheep": ["A card", "Lucky Sheep", "Scoring"],
}


@pytest.mark.parametrize("at_table", [(g, "en", 2) for g in GAMES], indirect=True,
                         ids=lambda c: c[0])
def test_each_table_s_reference_holds_what_left_the_table(at_table):
    """What moved off the tables into the reference: Black Sheep's ranks (best first), tie
    order, bonuses and marks' key; Sheep-Boom-Bah's every tile state (the land mine too),
    card colours and scoring; every Bye-Bye special card and the card numbers; Sheep
    Sheep's card strip, Lucky Sheep and scoring."""
    app, table = at_table
    said = [section.heading for section in table.reference()] + [
        text.replace("\xa0", " ") for section in table.reference() for row in section.rows
        for text in (row.name, row.words)]  # (a row's last two words may be held together)
    for words in CONTENT[table.match.data.game]:
        assert words in said, words
    if table.match.data.game == "black_sheep":
        ranks = next(s for s in table.reference() if s.heading == "Ranks, best first")
        assert [row.words.replace("\xa0", " ") for row in ranks.rows][:2] == [
            "Five of a kind", "Four of a kind"]


def test_what_fits_nowhere_is_laid_out_as_short_as_it_can_be(app):
    """Too much to fit at any size: the layout takes the shortest try (14 px, more columns),
    not the first (16 px, two columns), so it overflows the panel as little as it can."""
    words = "A long row of words about a rule that takes several lines to say in full. " * 3
    many = [reference.Section(f"Section {i}", [reference.Row(words) for _ in range(6)])
            for i in range(8)]
    laid = reference.layout("Too much", many)
    rows = [p for p in laid.texts if not p.bold]
    assert {p.size for p in rows} == {min(reference.SIZES)}
    headings = [p for p in laid.texts if p.bold and p.words.startswith("Section")]
    assert len({p.pos[0] for p in headings}) == 4  # four columns, the shortest
