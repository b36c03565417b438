"""The game log widget: wraps, scrolls, colours names, shows icons, forgets taken-back steps,
and draws every word through the one text helper."""

from __future__ import annotations

import pygame
import pytest

from game.view import assets, canvas, palette
from game.view.log import GameLog, Icon, LogLine

ANNA, BO = (200, 80, 80), (80, 80, 200)
LONG = "Anna plays two pigs and a horse to field three, which fills it and wins her a cow"


@pytest.fixture
def log():
    pygame.font.init()
    assets.clear_cache()  # fonts cached before an earlier test's pygame.quit() are dead
    return GameLog((0, 0, 220, 200), {"Anna": ANNA, "Bo": BO})


def texts(row, joint=" "):
    return joint.join(piece.words for piece in row.pieces)


def test_a_long_line_wraps_inside_the_log_and_keeps_every_word(log):
    log.add(LogLine(LONG, 0, Icon("pig")))
    assert len(log.rows) > 1
    assert " ".join(texts(row) for row in log.rows) == LONG
    for row in log.rows:
        for piece in row.pieces:
            right = piece.x + assets.font(log.size, piece.bold).size(piece.words)[0]
            assert right <= log.body.w
    assert [row.icon for row in log.rows] == [Icon("pig")] + [None] * (len(log.rows) - 1)
    assert all(piece.x >= log.icon_size for row in log.rows for piece in row.pieces)


def test_a_word_wider_than_the_log_is_broken_not_cut(log):
    log.place((0, 0, 90, 200))
    log.add(LogLine("Wilhelmina-Woolworth-Baaington", 0))
    assert "".join(texts(row, "") for row in log.rows) == "Wilhelmina-Woolworth-Baaington"
    assert len(log.rows) > 1


def test_names_take_their_colour_and_only_whole_names_count(log):
    log.add(LogLine("Anna's sheep bumps Bo; Bonnie and Annabel watch", 0))
    pieces = [p for row in log.rows for p in row.pieces]
    assert [(p.words, p.colour) for p in pieces if p.bold] == [("Anna", ANNA), ("Bo", BO)]
    anna, rest = pieces[0], pieces[1]
    assert rest.words.startswith("'s sheep")  # glued to the name, no space between
    assert rest.x == anna.x + assets.font(log.size, True).size("Anna")[0]
    assert all(p.colour == palette.CREAM for p in pieces if "Bonnie" in p.words)


def fill(log, n):
    for i in range(n):
        log.add(LogLine(f"Bo moves a sheep, line {i}", i))


def test_the_wheel_scrolls_only_over_the_log_and_stops_at_the_ends(log):
    fill(log, 40)
    assert log.max_scroll > 0 and log.scroll == 0
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    log.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 500), rel=(0, 0), buttons=()))
    assert not log.handle(wheel) and log.scroll == 0
    assert not log.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 50), rel=(0, 0),
                                             buttons=()))  # the table still sees the pointer
    assert log.handle(wheel) and log.scroll == log.WHEEL_ROWS * log.row_height
    for _ in range(100):
        log.handle(wheel)
    assert log.scroll == log.max_scroll
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1000))
    assert log.scroll == 0


def test_page_up_and_down_scroll_wherever_the_pointer_is(log):
    fill(log, 40)
    page_up = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0)
    assert log.handle(page_up) and log.scroll == round(log.body.h * 0.9)
    log.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    assert log.scroll == 0


def test_new_lines_do_not_move_what_someone_is_reading(log):
    fill(log, 40)
    log.scroll_by(100)
    log.add(LogLine("Anna wins", 40))
    assert log.scroll == 100 + log.row_height + log.LINE_GAP


def test_the_lines_of_steps_taken_back_are_dropped(log):
    fill(log, 5)
    log.drop_from(3)
    assert [line.step for line in log.lines] == [0, 1, 2]
    assert len(log.rows) == 3


def test_it_draws_the_newest_lines_through_the_text_helper_and_the_icons(log, monkeypatch):
    drawn: list[str] = []
    real = assets.text

    def recording(surface, message, *args, **kwargs):
        drawn.append(message)
        return real(surface, message, *args, **kwargs)

    monkeypatch.setattr(assets, "text", recording)
    fill(log, 40)
    log.add(LogLine("Anna finds a mine", 40, Icon("tile_mine")))
    surface = canvas.blank((220, 200), alpha=False)
    surface.fill((0, 0, 0))
    log.draw(surface)
    assert "Game log" in drawn and "Anna" in drawn and "finds a mine" in drawn
    assert not any("line 0" in words for words in drawn)  # scrolled out of sight
    newest = min(log._placed(), key=lambda placed: -placed[2])[0]  # the newest line's top
    icon_at = (log.body.x + log.icon_size // 2, newest + log.row_height // 2)
    assert surface.get_at(icon_at)[:3] != (0, 0, 0)


def test_a_click_hands_over_the_line_under_it_and_lights_it_up(log):
    log.add(LogLine(LONG, 0))  # two rows or more: either row picks the line
    fill(log, 3)
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=log.body.center,
                                         button=1)) is False  # nobody asked for clicks
    picked: list[LogLine] = []
    log.on_pick = picked.append
    rows = list(log._placed())
    first_rows = [y for y, _row, i in rows if i == 0]
    assert len(first_rows) > 1
    for y in first_rows:
        log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(log.body.x + 5, y + 1),
                                      button=1))
    assert picked == [log.lines[0]] * len(first_rows)
    y_last = next(y for y, _row, i in rows if i == 3)
    assert log.line_at((log.body.x + 5, y_last + 1)) == log.lines[3]
    assert log.line_at((log.rect.x + 2, log.rect.y + 2)) is None  # the title
    log.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(log.body.x + 5, y_last + 1),
                                  rel=(0, 0), buttons=(0, 0, 0)))
    surface = canvas.blank((220, 200), alpha=False)
    surface.fill((0, 0, 0))
    log.draw(surface)
    assert surface.get_at((log.body.right - 2, y_last + 1))[:3] != (0, 0, 0)  # lit up


@pytest.mark.parametrize("lines", range(3, 12))
def test_the_top_line_is_never_the_tail_of_a_wrapped_line(log, lines):
    """A wrapped line whose first row does not fit at the top is left out whole, so every line
    shown starts with its name and icon."""
    for i in range(lines):
        log.add(LogLine(LONG if i % 2 else f"Bo passes {i}", i, Icon("pig")))
    placed = list(log._placed())
    shown: dict[int, list] = {}
    for _y, row, line in placed:
        shown.setdefault(line, []).append(row)
    assert all(any(row.first for row in rows) for rows in shown.values())
    assert max(shown) == lines - 1  # the newest line is shown


def test_a_log_not_yet_full_is_written_from_under_its_title_down(log):
    log.add(LogLine("New game: Anna and Bo. Anna starts.", -1))
    fill(log, 2)
    tops = sorted(y for y, _row, _i in log._placed())
    assert tops[0] == log.body.y and tops[-1] + log.row_height < log.body.bottom
    order = [i for _y, _row, i in sorted(log._placed(), key=lambda p: p[0])]
    assert order == sorted(order) and set(order) == {0, 1, 2}  # the oldest at the top
    fill(log, 40)  # full: no gap under the title; what room is spare is under the newest
    placed = log._placed()
    assert min(y for y, _row, _i in placed) == log.body.y
    assert log.body.bottom - (max(y for y, _row, _i in placed) + log.row_height) < 3 * (
        log.row_height + log.LINE_GAP)
    assert max(i for _y, _row, i in placed) == len(log.lines) - 1  # the newest line shows
    log.scroll = log.max_scroll  # scrolled back: rows keep their places from the foot
    assert max(y for y, _row, _i in log._placed()) + log.row_height <= log.body.bottom


def passes(last: LogLine, new: LogLine) -> LogLine | None:
    """A fold like Boom-Bah's: "X passes" lines in a row become one "X, Y pass" line."""
    if not new.text.endswith(" passes") or not last.text.endswith((" passes", " pass")):
        return None
    names = last.text.rsplit(" ", 1)[0] + ", " + new.text.rsplit(" ", 1)[0]
    return LogLine(names + " pass", new.step, new.icon)


def test_taking_back_the_last_of_folded_passes_keeps_the_earlier_passers(log):
    log.merge = passes
    log.add(LogLine("Anna plays a dog", 0))
    for step, name in enumerate(["Bo", "Cy", "Di"], 1):
        log.add(LogLine(f"{name} passes", step))
    assert [line.text for line in log.lines] == ["Anna plays a dog", "Bo, Cy, Di pass"]
    log.drop_from(3)
    assert [line.text for line in log.lines] == ["Anna plays a dog", "Bo, Cy pass"]
    log.drop_from(2)
    assert [line.text for line in log.lines] == ["Anna plays a dog", "Bo passes"]
    log.add(LogLine("Cy passes", 2))
    assert [line.text for line in log.lines] == ["Anna plays a dog", "Bo, Cy pass"]


def test_the_oldest_folded_lines_leave_with_what_they_hold(log):
    from game.view.log import KEEP

    log.merge = passes
    for turn in range(KEEP):  # each turn: a card, then two passes folded into one line
        log.add(LogLine(f"Anna plays card {turn}", 3 * turn))
        log.add(LogLine("Bo passes", 3 * turn + 1))
        log.add(LogLine("Cy passes", 3 * turn + 2))
    assert len(log.lines) == KEEP and len(log.told) == KEEP // 2 * 3
    assert log.told[0].text.startswith("Anna plays")
    log.drop_from(3 * KEEP - 1)
    assert [line.text for line in log.lines[-2:]] == [f"Anna plays card {KEEP - 1}", "Bo passes"]
    assert len(log.lines) == KEEP


def test_lines_with_and_without_an_icon_start_at_one_indent_and_a_bare_line_has_a_bullet(log):
    """Critic 12: "Shaun keeps their cards: no discard" (no icon) began further left than the
    lines with one. Every line keeps the icon column; a bare line shows a small bullet there."""
    log.add(LogLine("Bo keeps their cards: no discard", 0))
    log.add(LogLine("Anna plays a pig", 1, Icon("pig")))
    log.add(LogLine(LONG, 2))
    starts = {row.pieces[0].x for row in log.rows if row.pieces}
    assert starts == {log.indent}
    surface = canvas.blank((220, 200), alpha=False)
    surface.fill((0, 0, 0))
    log.draw(surface)
    bare_top = log._placed()[-1][0]  # the oldest line in view: the bare one
    bullet = (log.body.x + log.icon_size // 2, bare_top + log.row_height // 2)
    assert surface.get_at(bullet)[:3] != (0, 0, 0)


@pytest.mark.parametrize("width", range(380, 470, 3))
def test_a_name_after_joined_words_keeps_its_space(width):
    """A name after words drawn as one text starts a space after that text's drawn end (the
    German "… (blaue Karte) vonBitzer" touched: the row's x was the sum of its words' widths,
    narrower than the joined text)."""
    log = GameLog((0, 0, width, 300), {"Timmy": palette.GOLD, "Bitzer": palette.SKY})
    space = assets.font(log.size).size(" ")[0]
    line = LogLine("Timmy annulliert „Held der Herde“ (blaue Karte) von Bitzer", 0)
    for row in log._wrap(line):
        for before, after in zip(row.pieces, row.pieces[1:], strict=False):
            end = before.x + assets.font(log.size, before.bold).size(before.words)[0]
            assert after.x - end >= space - 1, (before.words, after.words)
        last = row.pieces[-1]
        assert last.x + assets.font(log.size, last.bold).size(last.words)[0] <= width
