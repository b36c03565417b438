"""The critic's round 15 at the Bye-Bye table: the log at a lay-out tells things in the order
the rules do them, with numbers that add up; one look for every zoo; the gold marks
explained; the stop decision in your panel; a moment for the winning triplet; results that
show who came close."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.bye_bye import EndTurn, Place, State, Stop
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye import words
from tests.tables.bye_bye.test_explained import hover
from tests.tables.bye_bye.test_table import against_ai, seat_at, settle, start
from tests.tables.layout_checks import seated, texts_drawn


def lay_out_log(app) -> list[str]:
    """The log lines from a stop with four cards at the watering hole (up to two may go in
    the zoo) through one card laid from the watering hole and one from the hand."""
    table = start(app, against_ai(2))
    state = State.from_position(2, hands=[["3", "3", "7", "black_sheep"], ["9", "black_sheep"]],
                                zoos=[["3"], []], watering=["5", "6", "10", "8"])
    seat_at(app, table, state)
    before = len(table.log.lines)
    for action in (Stop(), Place("5"), Place("7")):
        table.perform(action)
        settle(app, table)
    if table.view["phase"] == "place":
        table.perform(EndTurn())
        settle(app, table)
    return [line.text for line in table.log.lines[before:]]


def test_a_lay_out_takes_the_cards_first_and_never_again(app):
    """Critic 15: "Bitzer may put up to 9 cards in the zoo", a lay-out, then "Bitzer takes 5
    cards from the watering hole": the cards taken after they were laid, and 5 + 9 not the 11
    drawn. The stop's line now takes all the cards into the hand first (the rules' order),
    and no line takes them again."""
    said = lay_out_log(app)
    stop = next(i for i, line in enumerate(said) if "may put" in line)
    assert said[stop] == "You take the 4 cards into your hand and may put up to 2 in your zoo"
    laid = next(i for i, line in enumerate(said) if "lay out" in line or "puts" in line)
    assert stop < laid, said
    assert not any("from the watering hole" in line for line in said), said


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "de"), ((2560, 1440), "en")])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_empty_zoo_shows_its_goal_slots_and_no_wrapped_words(monkeypatch, size, lang,
                                                                   players):
    """Critic 15: rivals' empty zoos were stacked-card outlines beside "Zoo noch leer"
    wrapped on three lines, yours a row of star slots. Every empty zoo now shows your zoo's
    goal slots (a slot for each triplet that wins, where its tiles will stand), inside the
    zoo, apart, each with its star; no words over a rival's (critics 26 and 27)."""
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        table.update(0.0)
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        n = table.shown["target"]
        assert len(paint.goal_slots(table, 0, paint.empty_zoo_lines(table, 0)[2])) == n
        for seat in range(1, players):
            zone = pygame.Rect(table.board.zone("zoo", seat).as_tuple())
            slots = paint.empty_slots(table, seat)
            assert len(slots) == n, (players, seat)
            assert all(zone.contains(r) and r.w >= 20 and r.h >= 20 for r in slots), slots
            assert all(not a.colliderect(b) for i, a in enumerate(slots) for b in slots[i + 1:])
            words = [w for w, r, _s in drawn if zone.colliderect(r) and w != "★"]
            assert words == [], words  # (critics 26 and 27: words over the slots hid them)
            stars = [r for w, r, _s in drawn if w == "★" and zone.contains(r)]
            assert len(stars) == len(slots)
            tip = hover(table, slots[0].center)
            assert tip and table.name(seat) in tip and str(n) in tip, tip
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_explains_the_zoo_tiles_and_the_gold_slot_and_is_balanced(lang):
    """Critic 15: the gold tile (a triplet) and the gold first slot were never explained,
    and the "?" pop-up's bottom-right quarter stood empty. A "Zoos" section shows a tile
    "2/3", a gold tile "3/3" and the lit slot with what each means; the two columns end
    within a few lines of each other."""
    from game.tables.bye_bye import guide
    from game.view import reference
    app, table = seated((1280, 720), lang, "bye_bye", against_ai(5))
    try:
        sections = guide.reference(table)
        zoos = sections[2]  # (critic 19: with the card numbers, the gold tile in the tile's row)
        assert zoos.heading == i18n._("Card numbers and zoos") and len(zoos.rows) == 3
        assert all(row.picture is not None for row in zoos.rows)
        gold = {"en": "gold", "de": "golden"}[lang]
        assert gold in zoos.rows[1].words and gold in zoos.rows[2].words
        laid = reference.layout("x", sections)
        body = [t for t in laid.texts[1:-1]]
        middle = laid.panel.centerx
        left = max(t.pos[1] for t in body if t.pos[0] < middle)
        right = max(t.pos[1] for t in body if t.pos[0] >= middle)
        assert abs(left - right) <= 60, (left, right)
    finally:
        app.leave_all()
        i18n.set_language("en")


def test_a_zoo_tile_s_zoom_says_what_it_counts_and_the_gold_slot_has_a_tooltip(app):
    """Critic 15 took a zebra's sunset (its card's own sky) in a rival's zoo for a gold
    mark: a zoo tile's zoom says how many of 3 it holds and that gold means a triplet. Your
    empty zoo's gold first slot says, on hover, that a stop now puts a card in your zoo."""
    table = start(app, against_ai(3))
    state = State.from_position(3, hands=[["3", "7", "black_sheep"], ["4", "5", "black_sheep"],
                                          ["8", "9", "black_sheep"]],
                                zoos=[[], ["6", "6", "2", "2", "2"], []],
                                watering=["10", "11", "12"], turn=0)
    seat_at(app, table, state)
    for card, said in (("6", "2 of 3"), ("2", "a triplet")):
        rect = paint.zoo_column_rect(table, 1, card)
        table.point(rect.center)
        assert table.zoo_note is not None and table.zoo_note[0] == card
        assert said in table.zoo_note[1] and table.name(1) in table.zoo_note[1]
    plate = paint.empty_zoo_lines(table, 0)[2]
    slots = paint.goal_slots(table, 0, plate)
    assert slots and paint.slot_lit(table)
    tip = hover(table, slots[0].center)
    assert "gold slot" in tip, tip


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "de"), ((1280, 720), "en"),
                                            ((2560, 1440), "de")])
@pytest.mark.parametrize("players", [2, 5])
def test_the_stop_decision_stands_above_stop_drawing_and_is_said_once(monkeypatch, size, lang,
                                                                      players):
    """Critic 15: the block above the buttons in your panel stood empty. While you draw it
    says what a stop now puts in your zoo and the next draw's risk, whole, inside your
    panel's controls, clear of the Stop button, at 12 px or more; the counter and the
    instruction line do not say it again."""
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        hands = [["3", "7", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (players - 1)
        seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                                watering=["1", "2", "eagle", "8"], turn=0))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        said = words.decision(table)
        assert said[0] == words.stop_words(table.shown) and said[1] == words.lay_words(table) + "."
        rect = paint.decision_rect(table)
        stop = table.buttons["stop"].rect
        assert rect is not None and not rect.colliderect(stop)
        inside = [(w, r, s) for w, r, s in drawn if rect.contains(r)]
        # whole, in order; short of room only the odds (said at each hand too) may go
        assert " ".join(w for w, _r, _s in inside) in (" ".join(said), " ".join(said[:2]))
        assert all(s >= 12 for _w, _r, s in inside)  # (sizes in 1280x720 units)
        elsewhere = [w for w, r, _s in drawn if not rect.contains(r)]
        assert not any(said[0] in w or "if you stop now" in w.lower() for w in elsewhere), elsewhere
        assert "1 in" not in words.prompt(table)
    finally:
        app.leave_all()
        i18n.set_language("en")


def test_the_winning_triplet_gets_its_moment_before_the_results(app):
    """Critic 15: the results came with no moment for the win. When the winning triplet is
    laid, the banner names it ("Third triplet: You win!"), the triplet is lit in the zoo, and
    the results wait until the banner has held (about two seconds at 1x)."""
    table = start(app, against_ai(4))
    state = State.from_position(
        4, hands=[["3", "black_sheep"], ["9", "black_sheep"], ["10", "black_sheep"],
                  ["11", "black_sheep"]],
        zoos=[["1", "1", "1", "2", "2", "2", "3", "3"], [], [], []],
        watering=["5", "6", "7"], turn=0)
    seat_at(app, table, state)
    table.perform(Stop())
    settle(app, table)
    table.perform(Place("3"))
    seen, held = set(), 0.0
    for _frame in range(400):
        table.update(1 / 30)
        if table.headline:
            seen.add(table.headline)
            held += 1 / 30
            if table.winning is not None:
                seen.add(table.winning)
        assert not (table.headline and table.finished_shown)
        if not table.animating and not table.headline:
            break
    assert "Third triplet: You win!" in seen, seen
    assert (0, "3") in seen
    assert held >= 2.0


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_stop_decision_before_three_cards_says_nothing_goes_in_yet(monkeypatch, lang):
    """With fewer than three cards at the watering hole a stop lays nothing: the block says
    so, whole, with the odds, at five players in your panel's narrow controls."""
    app, table = seated((1280, 720), lang, "bye_bye", against_ai(5))
    try:
        hands = [["3", "7", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * 4
        seat_at(app, table, State.from_position(5, hands=[list(h) for h in hands],
                                                watering=["1"], turn=0))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        said = words.decision(table)
        assert said[0] == words.stop_words(table.shown) and len(said) == 2
        rect = paint.decision_rect(table)
        inside = [(w, s) for w, r, s in drawn if rect.contains(r)]
        assert " ".join(w for w, _s in inside) == " ".join(said)
        assert all(s >= 12 for _w, s in inside)
    finally:
        app.leave_all()
        i18n.set_language("en")
