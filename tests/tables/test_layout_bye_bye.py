"""The Bye-Bye Black Sheep table's geometry: zones that never overlap, rivals with equal
room, a hand and a zoo that share their room by what they hold, a full zoo inside its
fence, full zoos drawn as chips that show every animal, number and count, a crowded hand
that hides no card's number or animal, every seat's score on the shared badge, every AI's
level on show, "Triplet!" clear of the badge, special cards that name themselves, and a log
that shows at least six lines at every moment."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from game import i18n, levels
from game.match import Match
from game.rules.bye_bye import Place, State
from game.rules.bye_bye.cards import PLAYER_COUNTS, card_key
from game.saves import Seat
from game.scenes.results import ResultsScene
from game.tables.bye_bye import chips, faces
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye.board import (
    CARD_LEAST,
    NUMBER_LEAST,
    PORTRAIT,
    SIZE_STEP,
    STACK,
    Board,
    ChipPlan,
    ZooPlan,
)
from game.tables.bye_bye.table import LOG_LEAST
from game.tables.bye_bye.words import label
from game.view import assets, canvas, score_badge
from game.view.phrases import ai_level
from tests.tables.layout_checks import (
    LEAST_LINES,
    ai_pause_off,
    lines_shown,
    moments,
    seated,
    texts_drawn,
)

PLAYERS = (2, 3, 4, 5)
FULL_ZOO = tuple([3] * 16)  # every animal, three of each
EVERY_ANIMAL = [str(n) for n in range(1, 17) for _ in range(1 + n % 4)]  # 1 to 4 of each
MOST_CARDS = 45  # more than a hand has reached in AI games (30), to be safe
MOST_DRAWN = 30  # cards at the watering hole (AI games drew up to 28 in a turn)
BORDER = 16 / 250  # a card's plain right border, of its width (the art's frame)


def rect(zone) -> pygame.Rect:
    return pygame.Rect(zone.as_tuple() if hasattr(zone, "as_tuple") else
                       tuple(round(v) for v in zone))


def board(players: int, hands: list[int], zoos: list[tuple[int, ...]]) -> Board:
    """A board without a window: it measures a chip's words, so the fonts must be open (an
    earlier test's `pygame.quit` closed those it had)."""
    if not pygame.font.get_init():
        pygame.font.init()
        assets.forget_fonts()
    return Board(levels.load("bye_bye", players), players, 0, hands, zoos)


@pytest.mark.parametrize("players", PLAYERS)
def test_no_zone_lies_over_another_and_rivals_get_equal_room(players):
    layout = levels.load("bye_bye", players)
    own = ["watering", "pile", "magpie", "log"] + [f"panel_{p}" for p in range(players)]
    for a, b in itertools.combinations(own, 2):
        assert not rect(layout[a]).colliderect(rect(layout[b])), (a, b)
    panels = [rect(layout[f"panel_{p}"]) for p in range(1, players)]
    assert len({(r.w, r.h) for r in panels}) == 1  # every rival the same room
    for p in range(players):
        for zone in (f"hand_{p}", f"zoo_{p}"):
            assert rect(layout[f"panel_{p}"]).contains(rect(layout[zone]))
    assert rect(layout["panel_0"]).contains(rect(layout["message"]))
    assert rect(layout["panel_0"]).contains(rect(layout["controls"]))


@pytest.mark.parametrize("players", PLAYERS)
def test_a_long_hand_gets_the_room_a_small_zoo_does_not_need(players):
    b = board(players, [8] + [3] * (players - 1), [(1,)] + [()] * (players - 1))
    hand, zoo = rect(b.zone("hand", 0)), rect(b.zone("zoo", 0))
    assert not hand.colliderect(zoo) and hand.w >= zoo.w and zoo.bottom <= hand.top  # (your
    # zoo a strip above your hand, critic 11)
    cards = [b.hand_card(i, 8) for i in range(8)]
    w = cards[0][2]
    assert cards[1][0] - cards[0][0] >= 0.6 * w  # each card shows most of itself
    assert all(hand.contains(rect(c)) for c in cards)


def test_a_zoo_s_room_grows_with_what_it_holds():
    """A rival's zoo beside its hand (two players) grows as it fills; yours is a strip of
    one row, two once one row cannot hold its tiles (critic 11)."""
    rooms = [rect(board(2, [5, 5], [tuple([2] * n), tuple([2] * n)]).zone("zoo", seat)).w
             for n in (0, 2, 4) for seat in (1,)]
    assert rooms[0] <= rooms[1] <= rooms[2]
    strips = [rect(board(5, [5] * 5, [tuple([2] * n)] + [()] * 4).zone("zoo", 0)).h
              for n in (0, 4, 16)]
    assert strips[0] < strips[1] < strips[2]  # (empty: a thin row of slots, critic 12)


@pytest.mark.parametrize("players", PLAYERS)
def test_a_full_zoo_and_a_full_hand_stay_inside_their_panel(players):
    b = board(players, [12] * players, [FULL_ZOO] * players)
    for seat in range(players):
        panel = rect(b.panel(seat))
        zoo = b.zone("zoo", seat)
        plan = b.zoo_plan(seat, list(FULL_ZOO))
        fence = rect(zoo).inflate(6, 6)
        assert panel.contains(fence)
        for c in range(len(FULL_ZOO)):
            column = rect(plan.column_rect(c, 3))
            assert rect(zoo).contains(column), (seat, c)
            if isinstance(plan, ZooPlan):
                star = pygame.Rect(column.right - 12, column.bottom - 12, 22, 22)  # the ★
                assert fence.contains(star), (seat, c)
        assert not rect(b.zone("hand", seat)).colliderect(rect(zoo))
        if seat:
            for i in range(12):
                card = rect(b.fan_card(seat, i, 12).rect())
                assert panel.contains(card), (seat, i)


def staged(size, players: int, hands: list[list[str]], zoos: list[list[str]]):
    """A table of `players` at `size` showing a crafted position, your turn to draw."""
    seats = [Seat("Anna")] + [Seat(f"R{n}", "ai", "easy") for n in range(players - 1)]
    app, table = seated(size, "en", "bye_bye", seats)
    table.timeline.skip()
    table.match.state = State.from_position(players, hands=hands, zoos=zoos, pile=[], seed=1)
    table.confirm_viewer(0)
    table.timeline.skip()
    return app, table


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("players", PLAYERS)
def test_full_zoos_show_every_animal_its_number_and_count(monkeypatch, size, players):
    """Every zoo holds every animal of the game (1 to 4 cards each): a zoo whose cards would
    be too small is a chip per animal, with the animal's picture at 24 units or more, its
    number at 14 px or more on its picture's corner and, right of the picture, three pips
    of 6 units or more, clear of the number (critic 16 read a number over "2/3" as 1⅔);
    no chip lies over another, every one inside its zoo. Pointing at a chip opens
    the zoom on that card."""
    zoo = [c for c in EVERY_ANIMAL if int(c) <= PLAYER_COUNTS[players].sets]
    app, table = staged(size, players, [["1", "black_sheep"]] + [["black_sheep", "2"]] * (
        players - 1), [zoo] * players)
    drawn = texts_drawn(monkeypatch)
    app.step(1 / 60)
    for seat in range(players):
        columns, plan = paint.zoo_plan(table, seat)
        zone = rect(table.board.zone("zoo", seat))
        assert rect(table.board.panel(seat)).contains(zone.inflate(6, 6))
        if isinstance(plan, ZooPlan):  # cards: only where they are large enough to read
            assert plan.w >= CARD_LEAST, seat
            continue
        assert isinstance(plan, ChipPlan) and plan.portrait >= PORTRAIT[0], seat
        tiles = [rect(plan.column_rect(c, n)) for c, (_card, n) in enumerate(columns)]
        numbers = []
        for (card, _n), chip in zip(columns, tiles, strict=True):
            assert zone.contains(chip), (seat, card)
            said = [(w, r, px) for w, r, px in drawn if chip.contains(r)]
            number = [(r, px) for w, r, px in said if w == card]
            assert len(number) == 1 and number[0][1] >= NUMBER_LEAST, (seat, card)
            badge = chips.count_badge(chip, plan)  # (its three pips, critic 16: a number
            # over "2/3" read as 1⅔)
            assert chip.contains(badge) and not badge.colliderect(number[0][0]), (seat, card)
            assert all(chip.contains(p) and p.w >= 6 for p in chips.pips(chip, plan))
            assert not any("/3" in w for w, _r, _px in said), (seat, card)
            numbers.append(number[0][0])
            assert paint.zoo_column_at(table, seat, chip.center) == card
            assert table.face_at(chip.center)[0] == card  # the zoom shows the whole card
        for a, b in itertools.combinations(tiles, 2):
            assert not a.colliderect(b), (seat, a, b)
        for a, b in itertools.combinations(numbers, 2):
            assert not a.colliderect(b), (seat, a, b)


def test_a_full_zoo_on_the_results_screen_shows_every_number(app, monkeypatch):
    """The winner's zoo at the end of a five-player game holds thirteen animals: in its
    narrow results column each shows its number at 13 px or more, none over another, all
    inside the column's zoo."""
    zoo = ["1", "1", "1", "2", "2", "2", "3", "3"] + [str(n) for n in range(4, 14)]
    state = State.from_position(5, hands=[["black_sheep"]] * 5, zoos=[zoo] + [[]] * 4,
                                pile=[], seed=1, watering=["3", "5", "6"], phase="place",
                                allowance=1)
    state.apply(Place("3"))  # the third triplet: the game is over
    assert state.phase == "over"
    match = Match.new("bye_bye", [Seat("Anna")] + [Seat(f"R{n}", "ai", "easy")
                                                   for n in range(4)], seed=1)
    match.state = state
    app.stack.push(ResultsScene(app, match))
    app.stack.apply_pending()
    drawn = texts_drawn(monkeypatch)
    app.step(1 / 60)
    animals = set(state.zoos[0])
    heading = next(r for w, r, _px in drawn if w == i18n._("Triplets in the zoo"))
    foot = next(r for w, r, _px in drawn if w == f"Cards in zoo: {len(state.zoos[0])}")
    numbers = [(r, px) for w, r, px in drawn
               if w in animals and heading.bottom < r.y and r.bottom < foot.y]
    assert len(numbers) == len(animals)
    area = numbers[0][0].unionall([r for r, _px in numbers])
    assert area.w < 220  # (one narrow column)
    assert min(px for _r, px in numbers) >= NUMBER_LEAST
    for (a, _pa), (b, _pb) in itertools.combinations(numbers, 2):
        assert not a.colliderect(b)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("count", [8, 12, 20, 30, MOST_CARDS])
@pytest.mark.parametrize("zoo", [(), FULL_ZOO])
def test_a_crowded_hand_hides_no_card_s_number_or_animal(players, count, zoo):
    """Your hand, however long and beside however full a zoo: each card lies whole in the
    hand's zone but for its right border (the art's last 16 of 250 units), which the next
    card may cover; never its corner number or its animal. Long hands take two or three
    rows, so the cards stay at least 30 units wide."""
    b = board(players, [count] + [7] * (players - 1), [zoo] * players)
    zone = rect(b.zone("hand", 0))
    cards = [rect(b.hand_card(i, count)) for i in range(count)]
    assert min(card.w for card in cards) >= (30 if len(zoo) <= 10 else 20)  # (every animal
    # in your zoo, beside more cards than the game has: its strip two rows of tiles above
    # the hand, critic 11)
    for i, card in enumerate(cards):
        assert zone.contains(card), (count, i)
        for later in cards[i + 1:]:  # drawn over it
            covered = card.clip(later)
            if covered.w and covered.h:
                assert covered.x >= card.right - BORDER * card.w - 1, (count, i, card, later)


@pytest.mark.parametrize("players", [2, 5])
def test_a_growing_hand_and_watering_hole_reuse_a_few_card_sizes(players):
    """As your hand grows from 1 to 45 cards, and the watering hole from 1 to 30, their
    cards take only the sizes a step of `SIZE_STEP` apart under the largest (each card image
    is made once per size, not again for every card that joins)."""
    for widths in ([board(players, [n] + [7] * (players - 1), [(3, 2, 1)] * players
                          ).hand_card(0, n)[2] for n in range(1, MOST_CARDS + 1)],
                   [board(players, [7] * players, [()] * players).pond_card(0, n)[2]
                    for n in range(1, MOST_DRAWN + 1)]):
        full = max(widths)
        steps = {math.log(full / w) / -math.log(SIZE_STEP) for w in widths}
        assert all(abs(k - round(k)) < 1e-6 for k in steps)
        assert len(steps) < len(widths) / 2


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("count", [6, 12, 20, MOST_DRAWN])
def test_a_crowded_watering_hole_hides_no_card_s_number_or_animal(players, count):
    """The cards drawn to the watering hole, however many: in order, in up to three rows
    across the water, each whole but for the right border the next may cover, inside the
    watering hole's zone, at least 30 units wide."""
    b = board(players, [7] * players, [()] * players)
    zone = rect(b.zone("watering"))
    cards = [rect(b.pond_card(i, count)) for i in range(count)]
    assert min(card.w for card in cards) >= 30
    for i, card in enumerate(cards):
        assert zone.contains(card), (count, i)
        for later in cards[i + 1:]:
            covered = card.clip(later)
            if covered.w and covered.h:
                assert covered.x >= card.right - BORDER * card.w - 1, (count, i, card, later)
    assert [c.x for c in cards[:2]] == sorted(c.x for c in cards[:2])  # in the order drawn


@pytest.mark.parametrize("players", [2, 5])
def test_every_seat_s_score_is_the_shared_badge_at_the_end_of_its_name_row(
        monkeypatch, players):
    app, table = staged((1280, 720), players, [["1", "black_sheep"]] * players,
                        [["3", "3", "3", "4"]] + [[]] * (players - 1))
    badges = []
    monkeypatch.setattr(score_badge, "draw",
                        lambda surface, where, words: badges.append((pygame.Rect(where), words)))
    app.step(1 / 60)
    target = table.shown["target"]
    assert len(badges) == players
    for seat in range(players):
        words = score_badge.words(1 if seat == 0 else 0, target)
        where = paint.badge_rect(table, seat)
        # the shared badge, and what it counts where the name row has room ("★ 1/3
        # triplets"): in a wide rival's (a narrow one keeps its name); your own gives the
        # room to your turn line while a game is on (critic 19), your zoo's sign under it
        # naming the triplets
        said = [w for r, w in badges if r == where]
        assert said in ([words], [f"{words} triplets"]), (seat, said)
        # every badge in one form since critic 21: all with the word or all without
        assert (said == [f"{words} triplets"]) == paint.all_badges_long(table), (seat, said)
        x, y, w, h = table.board.name_row(seat)
        assert abs(where.right - (x + w)) <= 1 and y <= where.y and where.bottom <= y + h


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_ai_seat_shows_its_level_and_the_name_row_holds_its_words(
        monkeypatch, lang):
    seats = [Seat("Anna")] + [Seat(n, "ai", lv) for n, lv in
                              zip(["Lanolin", "Shirley", "Timmy", "Dolly"],
                                  ["easy", "medium", "hard", "medium"], strict=True)]
    app, table = seated((1280, 720), lang, "bye_bye", seats)
    table.timeline.skip()
    drawn = texts_drawn(monkeypatch)
    app.step(1 / 60)
    for seat in range(1, 5):
        level, panel = ai_level(seats[seat].level), rect(table.board.panel(seat))
        apart = paint.level_apart(table, seat)  # (narrow panels: a subtitle, critic 25)
        shown = [r for w, r, _s in drawn if (w == level if apart else f"({level})" in w)
                 and panel.contains(r)]
        assert len(shown) == 1, (seat, level)  # (else in brackets, as at the other tables)
        assert not shown[0].colliderect(paint.badge_rect(table, seat))
        name = [r for w, r, _s in drawn if w.startswith(seats[seat].name) and panel.contains(r)]
        assert name and (name[0] == shown[0] or not name[0].colliderect(shown[0]))


@pytest.mark.parametrize("players", [2, 5])
def test_triplet_floats_inside_the_zoo_clear_of_the_badge(app, players):
    from game.match import Match
    from game.scenes.tables import table_for

    table = table_for(app, Match.new("bye_bye", [Seat("Anna")] + [
        Seat(f"R{n}", "ai", "easy") for n in range(players - 1)], seed=3))
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    for seat in range(players):
        zoo = table.board.zone("zoo", seat)
        table.floaters.clear()
        table.float_words(i18n._("Triplet!"), (zoo.x + zoo.w - 2, zoo.y + 4), zoo.as_tuple())
        words, x, y, _age, top, size, _life = table.floaters[0]
        image = assets.text(None, words, size=size, bold=True)
        for age in (0.0, 0.7, 1.4):
            at = image.get_rect(center=(round(x), round(max(top, y - age * 30))))
            assert rect(zoo).inflate(2, 2).contains(at), (seat, age)
            assert not at.colliderect(paint.badge_rect(table, seat))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("card", ["black_sheep", "magpie", "white_sheep", "mother_sheep"])
def test_special_cards_in_a_hand_are_named_on_their_plate(card, lang):
    if not pygame.font.get_init():  # (an earlier test's `pygame.quit` closed its fonts)
        pygame.font.init()
        assets.forget_fonts()
    i18n.set_language(lang)
    try:
        canvas.forget_rasters()
        with assets.recording() as written:
            faces.card(card, 100)  # a card of your hand
        said = " ".join(w.message for w in written.values())
        assert said.split() == label(card).split()
        assert all(w.size >= 12 for w in written.values())
    finally:
        i18n.set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize(("players", "lang", "size"), [  # the log is laid out in units:
    (2, "en", (1280, 720)), (5, "de", (1280, 720)), (5, "en", (2560, 1440))])  # both sizes
def test_the_log_shows_six_lines_at_every_moment(monkeypatch, players, lang, size):
    ai_pause_off(monkeypatch)
    seats = [Seat("Anna")] + [Seat(f"R{n}", "ai", "easy") for n in range(players - 1)]
    app, table = seated(size, lang, "bye_bye", seats, seed=5)
    seen = 0
    for _ in moments(app, table, decisions=25):
        if len(table.log.lines) >= LEAST_LINES:
            assert table.log.rect.h >= LOG_LEAST
            assert lines_shown(table) >= LEAST_LINES, (table.view["phase"], table.dock.lines)
            seen += 1
    assert seen > 30


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("cards", [
    [str(n) for n in range(1, 9) for _ in range(2)],  # 16 cards, pairs: the critic's 5-player hand
    [str(n) for n in range(1, 14) for _ in range(2)],  # 26 cards
    [str(n) for n in range(1, 10) for _ in range(1 + n % 4)] + ["eagle", "mole"],  # 1 to 4 of each
    EVERY_ANIMAL,
])
def test_a_long_hand_stacks_its_copies_and_shows_larger_cards(players, cards):
    """Critic: at five players a long hand was rows of tiny cards beside empty room. Copies
    of an animal stack down a column, as a zoo stacks them: a card is covered only by the
    next copy of its animal below its top (its number shows) or at its right border, every
    card lies in the hand's zone, and the cards are larger than side by side."""
    hand = sorted([*cards, "black_sheep"], key=card_key)
    b = board(players, [len(hand)] + [7] * (players - 1), [()] * players)
    zone = rect(b.zone("hand", 0))
    shown = [rect(b.hand_card(i, hand)) for i in range(len(hand))]
    side_by_side = b.hand_card(0, len(hand))[2]
    assert shown[0].w >= side_by_side, (shown[0].w, side_by_side)
    if players == 5 and len(hand) == 17:  # was 46 units wide in two rows (the hand as wide
        # as the panel under your zoo's strip since critic 11: side by side is larger too)
        assert shown[0].w >= 1.1 * side_by_side, (shown[0].w, side_by_side)
    assert min(card.w for card in shown) >= 30
    for i, card in enumerate(shown):
        assert zone.contains(card), i
        for j in range(i + 1, len(hand)):
            covered = card.clip(shown[j])
            if not (covered.w and covered.h):
                continue
            at_border = covered.x >= card.right - BORDER * card.w - 1
            if hand[j] == hand[i]:  # its copy below: the top strip with the number shows
                # (or its copy beside it, where side by side the cards are as large)
                assert at_border or covered.y >= card.y + STACK * card.h - 1, (i, j)
            else:
                assert at_border, (i, j, card, shown[j])
