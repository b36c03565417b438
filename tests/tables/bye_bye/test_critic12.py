"""The critic's round 12 at the Bye-Bye table: the reference's turn said plainly, the refills
said once and folded, your zoo's goal as slots, your hand's cards large enough."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import Seat
from game.tables.bye_bye import guide
from tests.tables.layout_checks import seated

NAMES = ["Ann", "Shaun", "Timmy", "Bitzer", "Pidsley"]


def table_of(players: int, lang: str = "en", size=(1280, 720)):
    seats = [Seat("Ann")] + [Seat(name, "ai", "medium") for name in NAMES[1:players]]
    return seated(size, lang, "bye_bye", seats)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_says_how_many_go_into_your_zoo_plainly(lang):
    """"lay up to two fewer than lay at the watering hole" was broken English: the turn's
    section says the count with an example."""
    app, table = table_of(2, lang)
    try:
        turn = next(s for s in guide.reference(table) if s.heading == i18n._("On your turn"))
        said = " ".join(row.words for row in turn.rows)
        assert "than lay" not in said
        assert {"en": "3 there: 1 card", "de": "3 dort: 1 Karte"}[lang] in said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 5])
def test_the_refill_rule_is_said_once_and_a_turn_s_refills_are_one_line(players):
    """"fills up ... (after each turn, back to 7)" came every turn, once per rival: the rule
    is said the first time only, and the refills after one turn are one line."""
    from game.app import App
    from tests.tables.bye_bye.screens import played_until
    from tests.tables.bye_bye.screens import seated as seat_at

    match = played_until(players, lambda m: len(m.steps) >= 60)
    app = App(headless=True)
    table = seat_at(app, match)
    table.log.reset(table.story())
    lines = [line.text for line in table.log.lines]
    limit = table.view["hand_limit"]
    assert sum(f"back to {limit}" in t or f"back up to {limit}" in t for t in lines) == 1
    refilled = [line for line in table.log.lines if "fill" in line.text]
    assert len(refilled) >= 3
    steps = [line.step for line in refilled]
    assert len(steps) == len(set(steps)), lines  # one line a turn
    if players == 5:
        assert any(t.startswith(f"Hands filled up to {limit}: ") for t in lines), lines


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_hint_undo_menu_are_one_row_at_the_bottom_right_stop_above(players, lang, size):
    """Every table's one layout: Hint, Undo, Menu in that order in one row, 34 px high, at
    the bottom right of your panel; Stop drawing in the row above (greyed when not yours)."""
    app, table = table_of(players, lang, size)
    try:
        app.step(1 / 60)
        shown = table.shown_buttons()
        hint, undo, menu, stop = (table.buttons[k] for k in ("hint", "undo", "menu", "stop"))
        assert stop in shown and undo in shown and menu in shown
        row = [hint, undo, menu] if table.hints.on else [undo, menu]
        assert len({b.rect.y for b in row}) == 1 and all(b.rect.h == 34 for b in row)
        assert [b.rect.x for b in row] == sorted(b.rect.x for b in row)
        panel = table.board.panel(0)
        assert panel.y + panel.h - 14 <= menu.rect.bottom <= panel.y + panel.h
        assert menu.rect.right >= panel.x + panel.w - 14
        assert stop.rect.bottom <= undo.rect.y and stop.rect.h == 34
        for b in row:
            assert b.needed_width <= b.rect.w  # (no label shrunk to fit)
    finally:
        i18n.set_language("en")


def test_your_hand_s_cards_are_at_least_90_px_wide_at_two_players():
    """The strip of your zoo took your hand's height (cards about 77 px wide): at two players
    a full hand of 8 is 90 px wide or more at 1280x720."""
    app, table = table_of(2)
    app.step(1 / 60)
    assert table.board.hand_card(0, 8)[2] >= 90


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_your_empty_zoo_shows_its_goal_as_slots(players, lang):
    """Your empty zoo was a bare green strip while a rival's showed slots: one slot for each
    triplet that wins (5 at two players, 3 at five), inside the strip, clear of its sign."""
    import pygame

    from game.tables.bye_bye import draw as paint
    app, table = table_of(players, lang)
    try:
        app.step(1 / 60)
        rows, _size, plate = paint.empty_zoo_lines(table, 0)
        slots = paint.goal_slots(table, 0, plate)
        assert len(slots) == table.shown["target"] == (5 if players == 2 else 3)
        zone = pygame.Rect(tuple(round(v) for v in table.board.zone("zoo", 0).as_tuple()))
        for slot in slots:
            assert zone.contains(slot) and not slot.colliderect(plate) and slot.w >= 24
    finally:
        i18n.set_language("en")


def test_a_special_card_in_your_hand_says_its_rule_on_hover(monkeypatch):
    """Special cards in your hand showed no effect: resting on one shows its name and what
    it does when a rival draws it from you."""
    from game.tables.bye_bye import draw as paint
    from game.tables.bye_bye import guide
    app, table = table_of(2)
    for _frame in range(400):  # (the deal's flights land)
        app.step(1 / 60)
    said = []
    monkeypatch.setattr(table.button_tip, "show", lambda text, pos: said.append(text))
    hand = table.bottom_hand()
    i = hand.index("black_sheep")  # (everyone is dealt their own)
    table.tooltip_at(paint.hand_rect(table, i, hand).center)
    assert said == [guide.special_tip("black_sheep")]
    assert "back to you" in said[0]
    said.clear()
    j = next(k for k, card in enumerate(hand) if card and card.isdigit())
    table.tooltip_at(paint.hand_rect(table, j, hand).move(0, 30).center)
    assert not said  # (an animal: its picture says it)


def test_a_zoo_chip_crops_its_animal_less():
    """Bitzer's crocodile chip at five players was cut until unrecognisable: a chip's picture
    is cut from nearly the card's whole width (the wide crocodile whole)."""
    from game.tables.bye_bye import chips
    from game.tables.bye_bye.faces import ART
    x, y, side = chips.CROP
    assert side >= 240 and x + side <= ART[0] and y + side <= ART[1]


def test_the_results_empty_zoo_draws_the_table_s_goal_slots(monkeypatch):
    """The results' empty zoos drew three mini cards in a column that read as test tubes:
    they draw the table's goal slots, one per triplet that wins (every empty zoo since
    critic 20 dropped the pairs in hand; where the hand holds no animal since critic 21)."""
    import pygame

    from game.tables.bye_bye import results_panel
    from game.view import canvas
    from tests.tables.bye_bye.test_results import finished
    panel = results_panel.ByeByeResults(finished())
    panel.view["hands"][0] = ["black_sheep"]
    slots = []
    monkeypatch.setattr(results_panel, "goal_slot", lambda s, rect, **kw: slots.append(rect))
    surface = canvas.Canvas(pygame.Surface((300, 400)), 1.0)
    panel.draw_empty(surface, pygame.Rect(0, 0, 240, 260), 0)
    assert len(slots) == panel.view["target"]
    assert not hasattr(results_panel, "mini_triplet")


def test_draws_from_one_rival_fold_into_one_line():
    """Each draw took two lines ("You draw from Shaun", "It is a panda"): a run of draws from
    one rival is one line, "You draw from Shaun: a panda, a tiger"."""
    from game.app import App
    from tests.tables.bye_bye.screens import played_until
    from tests.tables.bye_bye.screens import seated as seat_at

    match = played_until(3, lambda m: len(m.steps) >= 40)
    table = seat_at(App(headless=True), match)
    table.log.reset(table.story())
    lines = [line.text for line in table.log.lines]
    assert not any(t.startswith("It is a ") and t[8:].split()[0] not in ("Black", "Mole",
                   "Eagle") for t in lines if "!" not in t), lines
    assert any(t.count(", ") >= 1 and "draw" in t and ": a" in t for t in lines), lines


def test_animals_laid_one_after_another_are_one_line():
    """A turn may lay nine animals, a line each: laid one after another by one seat, they
    are one line ("Dolly lays out: a penguin, a penguin, a tiger")."""
    from game.app import App
    from tests.tables.bye_bye.screens import played_until
    from tests.tables.bye_bye.screens import seated as seat_at

    match = played_until(5, lambda m: len(m.steps) >= 60)
    table = seat_at(App(headless=True), match)
    table.log.reset(table.story())
    lines = [line for line in table.log.lines if "lay" in line.text]
    assert any("lays out: " in line.text and ", " in line.text for line in lines), lines
    for above, below in zip(table.log.lines, table.log.lines[1:], strict=False):
        assert not ("lays out" in above.text and "lays out" in below.text
                    and below.step == above.step + 1), (above, below)
