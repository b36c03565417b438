"""The Bye-Bye Black Sheep table says its rules where they matter: the watering hole counts
its cards and what stopping would let the turn player lay; a hand's Black Sheep odds read
"1 in 7" with a tooltip; the Magpie's spot says who holds it where everybody may know; an
empty zoo reads as a place and yours says how many triplets win."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.rules.bye_bye import State
from game.saves import Seat
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye import words
from game.view import assets, palette
from tests.tables.bye_bye.test_table import against_ai, seat_at, start
from tests.tables.layout_checks import seated, texts_drawn

HANDS = [["3", "7", "black_sheep"], ["4", "5", "6", "black_sheep"], ["8", "9", "black_sheep"]]


def position(**fields) -> State:
    return State.from_position(3, hands=[list(h) for h in HANDS], **fields)


def hover(table, pos) -> str | None:
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    return table.button_tip.message


# -- the watering hole's counter ----------------------------------------------------------
@pytest.mark.parametrize(("turn", "watering", "lines"), [
    (0, [], ["0 cards at the watering hole"]),  # (your stop now: beside Stop drawing,
    (0, ["1", "2", "eagle", "4"], ["4 cards at the watering hole"]),  # test_critic15.py)
    (1, ["1", "2", "10"],
     ["3 cards at the watering hole", "If Ben stops now: 1 card into their zoo"]),
])
def test_the_watering_hole_counts_its_cards_and_what_stopping_lays(app, monkeypatch, turn,
                                                                    watering, lines):
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=turn, watering=watering))
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    counter = paint.counter_rect(table)
    assert [w for w, r, _s in drawn if counter.contains(r)] == lines
    cards = [paint.pond_rect(table, i, len(watering)) for i in range(len(watering))]
    assert not any(card.colliderect(counter) for card in cards)


def test_the_counter_tells_how_many_more_may_go_into_the_zoo_while_laying(app):
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0, phase="place", allowance=2, watering=["1", "2"]))
    assert words.pond_counter(table) == ["4 at the watering hole, minus 2: up to 2 for the zoo",
                                         "You may put up to 2 cards in your zoo"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_stop_says_why_so_many_may_go_into_the_zoo(app, lang):
    """The critic: "9 for the zoo" floated over the watering hole unexplained. The float
    and the counter while placing now say whose allowance it is and where it comes from:
    the cards at the watering hole, minus two (the rule)."""
    from game.rules.bye_bye import Stop
    from tests.tables.bye_bye.test_table import settle
    i18n.set_language(lang)
    try:
        table = start(app, against_ai(3))
        cards = [str(n) for n in range(1, 12)]
        seat_at(app, table, position(turn=1, watering=cards))
        table.floaters.clear()
        table.on_stopped({"seat": 1, "drawn": 11, "allowance": 9}).finish()
        name = table.name(1)
        said = {"en": f"{name}: up to 9 for the zoo (11 here, minus 2)",
                "de": f"{name}: bis zu 9 für den Zoo (11 hier, minus 2)"}[lang]
        assert [f[0] for f in table.floaters] == [said]
        table.floaters.clear()
        table.on_stopped({"seat": 0, "drawn": 3, "allowance": 1}).finish()
        assert [f[0] for f in table.floaters] == [{"en": "You: 1 for your zoo (3 here, minus 2)",
                                                   "de": "Du: 1 für deinen Zoo (3 hier, minus 2)"}
                                                  [lang]]
        state = State.from_position(3, hands=[list(h) for h in HANDS], turn=0,
                                    watering=cards[:5])
        seat_at(app, table, state)
        table.perform(Stop())
        settle(app, table)
        assert words.pond_counter(table)[0] == {
            "en": "5 at the watering hole, minus 2: up to 3 for the zoo",
            "de": "5 am Wasserloch, minus 2: bis zu 3 für den Zoo"}[lang]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_placing_counter_reads_whole_at_its_own_size(lang):
    """While a rival with a long name places twelve cards (the counter's longest lines), at
    five players and 1280x720, its lines keep their sizes (16 px bold, 14 px): the reason
    ("14 at the watering hole, minus 2: ...") is never squeezed smaller than the rest."""
    from game.rules.bye_bye import Stop
    names = [f"Maximiliana Wolle{n}"[-16:] for n in range(4)]
    app, table = seated((1280, 720), lang, "bye_bye", [Seat("Anna")] + [
        Seat(name, "ai", "easy") for name in names])
    try:
        table.update(0.0)
        table.timeline.skip()
        cards = [str(n) for n in range(1, 15)]
        hands = [["3", "black_sheep"]] + [[str(15 - i), "black_sheep"] for i in range(4)]
        seat_at(app, table, State.from_position(5, hands=hands, turn=1, watering=cards))
        table.match.state.apply(Stop())
        table.confirm_viewer(0)
        table.shown["phase"] = "place"
        fonts = paint.counter_fonts(table)
        assert "14" in fonts[0][0] and "12" in fonts[0][0] and names[0] in fonts[1][0]
        assert [(size, bold) for _line, size, bold in fonts] == [(16, True), (14, False)]
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1280, 720), "de"),
                                            ((2560, 1440), "de")])
@pytest.mark.parametrize("players", [2, 5])
def test_the_counter_fits_under_a_full_watering_hole(size, lang, players):
    """Every line on one line inside its plate, under the cards' rows, inside the
    watering hole's zone and the window, in both languages, a rival's long name too; never
    made smaller to fit (16 px bold, 14 px: no words under 14 px at 1280x720)."""
    app, table = seated(size, lang, "bye_bye", [Seat("Anna")] + [
        Seat(f"Maximiliana Wolle{n}"[-16:], "ai", "easy") for n in range(players - 1)])
    try:
        table.update(0.0)
        table.timeline.skip()
        for turn, watering in ((0, []), (0, [str(n) for n in range(1, 13)] * 2),
                               (1, ["1"] * 13), (0, ["1", "2", "3"]), (1, ["1", "2", "3"]),
                               (1, []), (0, ["1", "2"]), (1, ["1", "2"])):
            table.shown["watering"], table.shown["turn"] = watering, turn
            counter = paint.counter_rect(table)
            zone = pygame.Rect(table.layout["watering"].as_tuple()).union(
                pygame.Rect(table.layout["pile"].as_tuple())).union(
                pygame.Rect(table.layout["magpie"].as_tuple()))  # (critic 13: a closer band)
            assert zone.contains(counter) and app.screen.get_rect().contains(counter)
            assert not any(counter.colliderect(pygame.Rect(table.layout[name].as_tuple()))
                           for name in ("pile", "magpie"))
            for line, px, bold in paint.counter_fonts(table):
                assert assets.font(px, bold).size(line)[0] <= counter.w - 2 * paint.COUNTER_PAD, line
                assert px == paint.COUNTER_SIZES[0 if bold else 1], line
            for i in range(len(watering)):
                assert not paint.pond_rect(table, i, len(watering)).colliderect(counter)
    finally:
        i18n.set_language("en")


def test_no_counter_before_the_game_or_after_it(app):
    table = start(app, against_ai(3))
    seat_at(app, table, position(phase="over"))
    assert paint.counter_rect(table) is None


# -- a hand's Black Sheep odds -------------------------------------------------------------
def test_the_odds_read_one_in_n_with_a_tooltip(app, monkeypatch):
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0))
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    odds = paint.odds_rect(table, 1)
    assert "".join(w for w, r, _s in drawn if odds.contains(r)) == "Black Sheep: 1 in 4"
    tip = hover(table, odds.center)
    assert tip == "Ben's Black Sheep is 1 of 4 cards: a draw from this hand ends your turn " \
                  "1 time in 4"


def test_your_panel_says_what_the_odds_mean_while_you_draw(app, monkeypatch):
    """The critic cannot hover: "1 in 4" by a hand is said in words where a player reads,
    for the riskiest rival's hand, then for the hand under the pointer (the numbers match)."""
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0))
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    assert words.decision(table)[-1] == "Drawing from Cy (fewest cards): 1 in 3 is the " \
        "Black Sheep."  # (beside Stop drawing since critic 15; the riskiest hand, critic 16)
    for seat, n in ((1, 4), (2, 3)):
        odds = paint.odds_rect(table, seat)
        assert "".join(w for w, r, _s in drawn if odds.contains(r)) == f"Black Sheep: 1 in {n}"
    hover(table, pygame.Rect(table.board.zone("hand", 2).as_tuple()).center)
    assert words.decision(table)[-1] == "Drawing from Cy: 1 in 3 is the Black Sheep."
    seat_at(app, table, position(turn=1))  # not your draw: no odds, no words about them
    assert "1 in" not in words.prompt(table) and not words.decision(table)


def test_your_score_badge_says_what_it_counts(app, monkeypatch):
    """"★ 0/3" alone was a riddle: a badge reads "★ 0/3 triplets" where its name row has
    room. Yours gives that room to your turn line since critic 19 ("Your turn", as every
    table says it): it is "★ 0/3" then, over your zoo's sign "Your zoo: 3 triplets to win"."""
    table = start(app, against_ai(3))
    seat_at(app, table, position(turn=0))
    target = table.shown["target"]
    # every badge in the same form since critic 21 (yours "★ 0/3" beside rivals' "★ 0/3
    # triplets" read as two things): the short one where your row gives its room away
    assert paint.badge_words(table, 1) == f"★ 0/{target}"
    assert paint.badge_words(table, 0) == f"★ 0/{target}"
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    badge = paint.badge_rect(table, 0)
    assert [w for w, r, _s in drawn if badge.contains(r)] == [f"★ 0/{target}"]
    assert f"{target} triplets" in [w for w, _r, _s in drawn]  # (the sign under it)


# -- the Thieving Magpie's spot ------------------------------------------------------------
@pytest.mark.parametrize(("fields", "caption"), [
    ({}, "The Magpie waits to steal from a zoo"),
    ({"hands": [HANDS[0] + ["magpie"], HANDS[1], HANDS[2]]}, "You hold the Magpie"),
    ({"hands": [HANDS[0], HANDS[1] + ["magpie"], HANDS[2]], "seen": [[], ["magpie"], []]},
     "Ben holds the Magpie"),
    ({"hands": [HANDS[0], HANDS[1] + ["magpie"], HANDS[2]]},
     "The Magpie hides in someone's hand"),  # drawn there unseen: nobody else may know
    ({"watering": ["magpie"]}, "The Magpie is at the watering hole"),
])
def test_the_magpie_spot_says_where_the_magpie_is(app, monkeypatch, fields, caption):
    fields = {"hands": [list(h) for h in HANDS], **fields}
    table = start(app, against_ai(3))
    seat_at(app, table, State.from_position(3, turn=0, **fields))
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    spot = pygame.Rect(table.board.zone("magpie").as_tuple())
    assert " ".join(w for w, r, _s in drawn if spot.contains(r)) == caption  # (the Magpie
    # in play: its caption says where, once; critic 12 found a ribbon too many)
    card = pygame.Rect(*(round(v) for v in table.board.pile_card("magpie")))
    tip = hover(table, (spot.centerx, card.bottom + 8))  # its caption
    assert tip == words.magpie_tip(table.shown) and "rival's zoo" in tip
    assert ("third kind of animal" in tip) == (caption == "The Magpie waits to steal from a zoo")


def test_the_magpies_zoom_says_how_it_comes_into_play():
    assert paint.zoom_notes("magpie")[2].startswith("The Magpie goes to the first player")
    assert len(paint.zoom_notes("eagle")) == 2


# -- an empty zoo --------------------------------------------------------------------------
def contrast(a, b) -> float:
    def lum(c):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize(("players", "wins"), [(2, "5"), (5, "3")])
def test_an_empty_zoo_reads_as_a_place_and_yours_says_what_wins(app, monkeypatch, players,
                                                                 wins):
    table = start(app, against_ai(players))
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    for seat in range(players):
        zone = pygame.Rect(table.board.zone("zoo", seat).as_tuple())
        if seat:  # (a rival's: slots alone, see test_critic15.py)
            continue
        lines, _size, plate = paint.empty_zoo_lines(table, seat)
        assert zone.contains(plate)
        said = " ".join(w for w, r, _s in drawn if plate.inflate(2, 2).contains(r))
        assert said == " ".join(lines)
        assert said == f"Your zoo: {wins} triplets to win"  # (one line: a strip)
    goal = [w for w, _r, _s in drawn if w in (f"{wins} triplets", "to win")]
    assert goal == [f"{wins} triplets", "to win"]  # (critic8: it was said in every zoo)
    plate = paint.empty_zoo_lines(table, 0)[2]
    plate_colour = app.screen.get_at((plate.x + 3, plate.centery))
    assert contrast(palette.CREAM, plate_colour) >= 4.5


def drawn_at_start(app, table, monkeypatch) -> list:
    """The texts of the table's first frame once its deal has played out."""
    table.update(0.0)
    table.timeline.skip()
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    return drawn


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "de"), ((1280, 720), "en"),
                                            ((2560, 1440), "de")])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_your_empty_zoo_is_a_short_sign_that_reads_comfortably(monkeypatch, size, lang,
                                                                  players):
    """Critic: "an empty zoo's words are cramped in a narrow column" (five players, German).
    Your empty zoo (a strip since critic 11) is a sign of short parts on one line, "Dein
    Zoo: 3 Drillinge zum Sieg", each whole at 14 px or more (at
    1280x720 units): "Dein Zoo", "3 Drillinge", "zum Sieg" (a critic found "3 × [triplet]"
    cryptic: the words say it; critic8 found the little triplet jar meant nothing and the
    sign cramped: grass on either side of it); its tooltip says the whole sentence."""
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        drawn = drawn_at_start(app, table, monkeypatch)
        rows, px, plate = paint.empty_zoo_lines(table, 0)
        n = table.shown["target"]
        assert rows == [i18n._("{zoo}:").format(zoo=i18n._("Your zoo")),
                        i18n.ngettext("{n} triplet", "{n} triplets", n).format(n=n),
                        i18n._("to win")]  # (critic 11: on one line across your zoo's strip)
        assert px >= 14
        assert all(len(row.split()) <= 2 for row in rows)
        inside = [(w, r, s) for w, r, s in drawn if plate.contains(r)]
        assert [w for w, _r, _s in inside] == rows  # each part whole, on one line
        assert len({r.centery for _w, r, _s in inside}) == 1
        assert all(s >= 14 for _w, _r, s in inside)
        zone = pygame.Rect(table.board.zone("zoo", 0).as_tuple())
        assert zone.contains(plate)
        assert plate.x - zone.x >= 6 and zone.right - plate.right >= 6  # (critic8: cramped)
        tip = hover(table, plate.center)
        assert tip == paint.empty_zoo_words(table, 0)
        assert str(n) in tip
    finally:
        i18n.set_language("en")


# (a rival's empty zoo: its goal slots, as yours: tests/tables/bye_bye/test_critic15.py)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_odds_say_black_sheep_in_words_under_every_fan(monkeypatch, lang):
    """Five players, German: "1 von 10" by a tiny sheep was a riddle (a critic). Under each
    fan stands "Schwarzes Schaf: 1 von 10" whole, with its sheep, inside the hand's room and
    clear of the fan; the level and the hand's size share the row above it apart."""
    seats = [Seat("Anna")] + [Seat(n, "ai", "medium") for n in ("Ben", "Cy", "Di", "Ed")]
    app, table = seated((1280, 720), lang, "bye_bye", seats)
    animals = [str(1 + i % 16) for i in range(45)]  # ten cards a hand: "1 in 10"
    hands = [animals[i * 9:(i + 1) * 9] + ["black_sheep"] for i in range(5)]
    try:
        seat_at(app, table, State.from_position(5, hands=hands, turn=0))
        assert table.draw_turn()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        label = paint.words_label(paint.odds_words(10))
        assert label.startswith({"en": "Black Sheep: ", "de": "Schwarzes Schaf: "}[lang])
        for seat in range(1, 5):
            hand = pygame.Rect(table.board.zone("hand", seat).as_tuple())
            odds = paint.odds_rect(table, seat)
            said = [r for w, r, _s in drawn if odds.collidepoint(r.center)]
            assert "".join(w for w, r, _s in drawn if odds.collidepoint(r.center)) == label
            assert odds.w >= paint.odds_width(10)  # (with its sheep)
            assert all(hand.contains(r) for r in said)
            fan = pygame.Rect(*(round(v) for v in table.board.fan_room(seat, False)))
            assert not any(r.colliderect(fan) for r in said)
            row = pygame.Rect(*(round(v) for v in table.board.level_row(seat)))
            words = [r for _w, r, _s in drawn if row.collidepoint(r.center)]
            assert len(words) == (2 if paint.level_apart(table, seat) else 1)  # the level
            # (where it is not after the name: "Di (AI Medium)" fits there) and "10 cards"
            assert all(not a.colliderect(b) for i, a in enumerate(words)
                       for b in words[i + 1:]), (seat, words)
    finally:
        i18n.set_language("en")


# -- placing: one number, in the same words everywhere --------------------------------------
def allowance_said(table) -> list[int]:
    """The number every place says may go into the zoo now: the log's line ("You may put up
    to 2 cards in your zoo"), the watering hole's counter ("4 at the watering hole, minus 2:
    up to 2 for the zoo"), the instruction line ("Pick up to 2 cards for your zoo", "1 of up
    to 2 cards picked for your zoo")."""
    log = [line.text for line in table.log.lines if "may put" in line.text][-1]
    counter, prompt = words.pond_counter(table)[0], words.prompt(table)
    assert "up to" in prompt
    return [int(n) for said in (log, counter, prompt.split(".")[0])
            for n in re.findall(r"up to (\d+)", said)]


def test_placing_says_one_allowance_everywhere_even_after_a_card_went_in(app):
    """The log said "up to 2", the counter "1 more" and the dock "0 of 1" once a first
    card was in: every place now says the turn's number, and the picked count counts the
    cards already placed."""
    from game.rules.bye_bye import Place, Stop
    from tests.tables.bye_bye.test_table import settle
    table = start(app, against_ai(2))
    state = State.from_position(2, hands=[["3", "3", "7", "black_sheep"], ["9", "black_sheep"]],
                                zoos=[["3"], []], watering=["5", "6", "10", "8"])
    seat_at(app, table, state)
    table.perform(Stop())
    settle(app, table)
    assert allowance_said(table) == [2, 2, 2]
    assert words.pond_counter(table)[1] == "You may put up to 2 cards in your zoo"
    table.perform(Place("5"))  # one card in (as a queued placement or a loaded game would)
    settle(app, table)
    assert table.view["phase"] == "place" and table.view["allowance"] == 1
    assert allowance_said(table) == [2, 2, 2]
    assert words.prompt(table) == "1 of up to 2 cards picked for your zoo."
    assert words.pond_counter(table)[1] == "1 picked: 1 more may go into your zoo"
    table.toggle("pond", 0)
    assert words.prompt(table).startswith("2 of up to 2 cards picked for your zoo.")
    assert words.pond_counter(table)[1] == "2 picked: no more may go in this turn"
    table.toggle("pond", 1)  # a third pick is refused with the same number
    assert table.message == "You may put only 2 cards in your zoo this turn."


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "de"), ((2560, 1440), "en")])
def test_placing_buttons_stay_in_your_panel(size, lang):
    """Put in zoo and Place nothing stand in your panel's buttons, where Stop drawing stood
    (they jumped to the dock over the log), every button inside the panel's room."""
    from game.rules.bye_bye import EndTurn, Stop
    app, table = seated(size, lang, "bye_bye", [Seat("Ann")] + [
        Seat(n, "ai", "easy") for n in ("Ben", "Cat", "Dan", "Eve")])
    try:
        seat_at(app, table, State.from_position(
            5, hands=[["3", "3", "7", "black_sheep"]] + [["9", "black_sheep"]] * 4,
            watering=["5", "6", "10", "8"]))
        table.perform(Stop())
        table.timeline.skip()
        app.step(1 / 60)
        table.toggle("pond", 0)
        buttons = table.shown_buttons()
        table.plan_dock()
        assert table.dock.rect is None
        controls = pygame.Rect(table.layout["controls"].as_tuple())
        put, end = table.docked["put"], table.docked["end"]
        assert put in buttons and end in buttons
        for button in buttons:
            assert controls.contains(button.rect), button.label
            assert button.needed_width <= button.rect.w, button.label
        rects = [b.rect for b in buttons]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert table.show_hint(EndTurn())[-1] == end.rect  # a hint points there too
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("cards", [1, 2])
def test_a_small_hand_beside_a_full_zoo_keeps_its_words_apart_from_its_odds(
        app, monkeypatch, lang, players, cards):
    """Seen at three players: a rival holding two cards beside a full zoo got so narrow a
    hand that its odds' black sheep lay over "2 Karten". The hand keeps the room its words
    and odds need, side by side, both inside it."""
    i18n.set_language(lang)
    try:
        hands = [["2", "5", "black_sheep"]] + [
            ["black_sheep"] + [str(9 + seat)] * (cards - 1) for seat in range(1, players)]
        zoos = [[]] + [["1", "1", "1", "7", "7", "8"], ["12", "12", "12", "3"]][:players - 1]
        table = start(app, against_ai(players))
        seat_at(app, table, State.from_position(players, hands=hands, zoos=zoos, turn=0))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        for seat in range(1, players):
            zone = paint.caption_row(table, seat)  # (under the fan; a lone rival's name row)
            said = i18n.ngettext("{n} card", "{n} cards", cards).format(n=cards)
            words = [r for w, r, _s in drawn if w == said and zone.inflate(0, 8).contains(r)]
            assert len(words) == 1, seat
            odds = paint.odds_rect(table, seat)
            assert not words[0].colliderect(odds)
            assert zone.x <= odds.x and odds.right <= zone.right
            hand = pygame.Rect(table.board.zone("hand", seat).as_tuple())
            if table.board.caption_below(seat):
                assert hand.x <= zone.x and zone.right <= hand.right
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((2560, 1440), "de")])
@pytest.mark.parametrize("players", [2, 5])
def test_the_counter_stands_clear_of_the_pond_s_rim(size, lang, players):
    """A critic: the watering hole's counter lay across the pond's rim, over its sand and
    stones. It stands below the drawing's lowest opaque row now."""
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        table.update(0.0)
        table.timeline.skip()
        counter = paint.counter_rect(table)
        x, y, w, h = table.board.pond()
        pond = assets.svg("watering_hole", (round(w), round(h)))
        columns = range(max(0, counter.x - round(x)), min(pond.get_width(),
                                                          counter.right - round(x)))
        foot = max(row for row in range(pond.get_height())
                   if any(pond.get_at((c, row)).a > 40 for c in columns[::2]))
        assert counter.y > round(y) + foot
    finally:
        app.leave_all()
        i18n.set_language("en")
