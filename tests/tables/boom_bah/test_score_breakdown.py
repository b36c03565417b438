"""A critic could not work out the ★ scores ("Shaun ★1 with no cards and an empty farmyard").
The points on the track come from tiles turned over and mines defused: the rules count each
source per seat, and a seat's score badge (hovered, or S from the keyboard) says
"★ 4 = Points collected: 1 safe field turned over +1, 1 barn turned over +3." and what its
barn and barnyard add at the end, in the results screen's words."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.boom_bah import tiles
from game.saves import Seat
from game.tables.boom_bah import boards
from tests.tables.boom_bah.test_table import ai, start


def test_the_rules_count_where_the_points_come_from(app):
    table = start(app, [Seat("Anna"), ai(1)])
    state = table.match.state
    for _ in range(400):
        if state.phase == "over":
            break
        legal = table.match.legal_actions()
        table.match.apply(legal[len(legal) // 2])
        for seat in range(2):
            told = sum(n * tiles.POINTS_FOR[k] for k, n in
                       table.match.view(seat)["scored"][seat].items())
            assert told == state.points[seat]
    assert any(any(s) for s in state.scored)


def test_the_badge_says_where_the_points_come_from(app):
    table = start(app, [Seat("Anna"), ai(1)])
    shown = table.shown
    shown["points"] = [6, 0]
    shown["scored"] = [{"safe": 1, "barn": 1, "defused": 1}, {"safe": 0, "barn": 0,
                                                              "defused": 0}]
    shown["barns"], shown["barnyards"] = [[1, 2], [0, 0]], [[0, 1], [0, 0]]
    shown["wild_wool"] = [None, None]
    shown["hands"] = [["dog:1"], None]  # no card of Anna's colour
    tip = boards.score_tip(table, 0)
    assert tip == ("★ 6: the points collected so far; what the board adds counts at the end. "
                   "6 now = Points collected: 1 safe field turned over +1, 1 barn turned "
                   "over +3, 1 mine defused +2. +8 at end = Barnyard sheep 1 · Own sheep in "
                   "barn 3 · Rivals' sheep in barn 2+2.")
    assert boards.score_tip(table, 1).startswith(
        "★ 0: the points collected so far; what the board adds counts at the end. 0 now = Points collected: nothing turned over yet. Cards in hand not counted ")
    for seat in range(2):  # the badge under the pointer says it
        badge = boards.badge_rect(table, seat)
        table.handle_table(pygame.event.Event(pygame.MOUSEMOTION, pos=badge.center,
                                              rel=(0, 0), buttons=(0, 0, 0)))
        assert table.button_tip.message == boards.score_tip(table, seat)


def test_s_walks_the_score_badges_from_the_keyboard(app):
    table = start(app, [Seat("Anna"), ai(1), ai(2)])
    said = []
    for _ in range(4):
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0))
        said.append(table.button_tip.message if table.button_tip.visible else None)
    assert said == [boards.score_tip(table, 0), boards.score_tip(table, 1),
                    boards.score_tip(table, 2), None]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_breakdown_is_in_the_results_words(app, lang):
    i18n.set_language(lang)
    try:
        table = start(app, [Seat("Anna"), ai(1)])
        table.shown["barns"] = [[1, 1], [0, 0]]
        tip = boards.score_tip(table, 0)
        for label in ("Points collected", "Own sheep in barn", "Rivals' sheep in barn"):
            assert i18n._(label) in tip
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("why", "said"), [
    ("safe", "AI 1 scores 1 point for the safe field"),
    ("barn:0", "AI 1 scores 3 points for turning over a barn"),
    ("defused", "AI 1 scores 2 points for clearing the mine")])
def test_the_log_says_where_points_come_from(app, why, said):
    from game.tables.boom_bah import words
    table = start(app, [Seat("Anna"), ai(1)])
    n = {"safe": 1, "barn:0": 3, "defused": 2}[why]
    assert words.describe_event(table, {"kind": "points", "seat": 1, "points": n,
                                        "why": why}) == said


def test_the_breakdown_keeps_pace_with_the_points_while_they_fly(app):
    table = start(app, [Seat("Anna"), ai(1)])
    table.shown["scored"][1] = {"safe": 0, "barn": 0, "defused": 0}
    table.shown["points"][1] = 0
    table.motion.on_points({"seat": 1, "points": 3, "why": "barn:1"}).finish()
    assert table.shown["points"][1] == 3 and table.shown["scored"][1]["barn"] == 1
    assert boards.now_line(table.shown, 1) == (
        "3 now = Points collected: 1 barn turned over +3.")


def test_the_end_note_counts_the_graveyard_and_your_own_hand_as_the_results_do(app):
    """Critic 15: "+7 at end" left out the graveyard (public) and disagreed with the results.
    It counts the graveyard (it may be negative), and on your own board your cards of your
    colour and Wild Wool; a rival's hidden hand stays out, its note says "+?" (critic 26) and
    its tooltip says why."""
    table = start(app, [Seat("Anna"), ai(1)])
    shown = table.shown
    shown["barns"], shown["barnyards"] = [[0, 0], [0, 0]], [[0, 0], [0, 0]]
    shown["wild_wool"], shown["graveyards"] = [None, None], [0, 2]
    shown["hands"] = [["dog:0", "wild_wool:1", "dog:1"], None]
    shown["hand_sizes"] = [3, 4]
    assert boards.end_note(table, 0)[0] == "+2 at end"
    assert boards.end_note(table, 1)[0] == "−2 +? at end"  # what the hand adds is unseen
    assert boards.end_tip(table, 0) == "+2 at end = Own colour + Wild Wool 1+1."
    assert boards.end_tip(table, 1) == (
        "−2 at end = Graveyard sheep −1−1. Cards in hand not counted (+1 at the end for each "
        "of AI 1's colour or a Wild Wool).")
    shown["graveyards"] = [1, 0]
    assert boards.end_note(table, 0)[0] == "+1 at end"
    assert "Graveyard sheep −1" in boards.end_tip(table, 0)
    assert boards.end_note(table, 1)[0] == "+0 +? at end"  # nothing on its board yet: said alike (critic 19)


def test_the_end_note_agrees_with_final_scoring_for_your_own_seat(app):
    """Played out to the end: for every seat the results' lines but the points on the track
    are what its "+N at end" said (every hand is open at the end)."""
    from game.rules.boom_bah.scoring import score_lines
    table = start(app, [Seat("Anna"), ai(1), ai(2)])
    state = table.match.state
    for _ in range(600):
        if state.phase == "over":
            break
        legal = table.match.legal_actions()
        table.match.apply(legal[len(legal) // 2])
        view = table.match.view(0)
        lines = dict(score_lines(state, 0))
        assert boards.waiting_points(view, 0) == sum(lines.values()) - lines["Points collected"]
        assert boards.total(view, 0) == sum(lines.values())  # the pill: the score if it ended now
