"""Round 11 of the critic's look: crowns in the rival trays read as contradicting each other,
a "beaten" chip stood on some losing rows and not on a lower open one, and a field's chip
stacked "Drilling / 🐄 / inkl. 1 / vom Feld" four rows high."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import ANIMALS, BlackSheepState, PlayCards
from game.tables.black_sheep import sides
from tests.tables.black_sheep.test_at_a_glance import crowns_drawn, drawn_texts, seated

TOLD = {False: (("cow",),), True: (("cow",), ("cow", "pig"))}  # a chip's animals: two
# for two pairs and a full house alone (the other ranks are told by one)


def crowned(table, crowns: list[pygame.Rect]) -> set[tuple[int, str]]:
    """The (seat, kind) of each crown drawn in a tray: the column its middle stands in."""
    out = set()
    for crown in crowns:
        for seat in range(table.players):
            for kind in ANIMALS:
                if pygame.Rect(table.board.corral_column(seat, kind)).collidepoint(crown.center):
                    out.add((seat, kind))
    assert len(out) == len(crowns)
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_one_crown_per_kind_on_its_sole_leader_none_on_a_tie(app, monkeypatch, players):
    """The critic read one seat's crown on a single cow beside another's on two cows (two
    screenshots of different moments). A tray's crown is on the one seat holding the most of
    a kind now (the +6 majority), never on two seats at once, and on nobody for a tie."""
    corrals = [["horse", "cow", "cow"], ["cow", "horse", "horse"]]  # cows 2-1, horses 1-2
    if players == 4:
        corrals += [["pig"], ["pig", "rooster", "black_sheep"]]  # pigs tied 1-1
    table = seated(app, BlackSheepState.from_position(
        players, hands=[["sheep"] * 3] * players, fields=[None, None, None], corrals=corrals))
    crowns = crowns_drawn(monkeypatch)
    drawn_texts(table)
    got = crowned(table, crowns)
    expected = {(0, "cow"), (1, "horse")}
    if players == 4:
        expected |= {(3, "rooster"), (3, "black_sheep")}  # no crown on the tied pigs
    assert got == expected
    kinds = [kind for _seat, kind in got]
    assert len(kinds) == len(set(kinds))  # one crown per kind at most


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_chip_is_one_line_where_it_has_the_width_and_never_five_rows(app, lang, players):
    """Every rank with its animals and a "1 card + 2 on field" note, at 14 px (never
    smaller): the rank over the note under the cards (two players) and in a narrow chip
    beside them ("1 card +" / "2 on field", critic 12
    asked the chip to count both), inside the chip's room."""
    from game.rules.black_sheep import RANKS

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        room = pygame.Rect(table.board.chip_room(0, 1))
        note = sides.from_field_note(2, 1)
        assert "incl" not in note and "inkl" not in note
        for rank in RANKS:
            for animals in TOLD[str(rank) in ("Two pairs", "Full house")]:
                rows = sides.chip_rows(i18n.tr(rank), animals, note,
                                       room.w - 2 * sides.CHIP_PAD, room.h - 4,
                                       (sides.from_field_note(2, 1, short=True),))
                sizes = {s for _w, _h, parts in rows for kind, _t, s in parts if kind != "icon"}
                assert min(sizes) >= 13, (rank, rows)
                assert len(rows) <= 2, (rank, rows)  # (critic
                # 16: the rank and its animals over the count at every player count)
                notes = [p for _w, _h, p in rows if any(k == "note" for k, _t, _s in p)]
                assert len(notes) == 1, (rank, rows)
                assert sum(h for _w, h, _p in rows) <= room.h - 4
                assert all(w <= room.w - 2 * sides.CHIP_PAD for w, _h, _p in rows)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_row_with_cards_shows_its_state_and_its_tooltip_says_it(app, lang):
    """The critic saw "beaten" on some losing rows and nothing on a lower open one. Every
    side with cards has a chip: gold while it leads, grey saying "can't win" once it can no
    longer win, cream while it is lower but still open; pointing at it says which."""
    state = BlackSheepState.from_position(
        3, hands=[["horse", "cow", "sheep"], ["pig"] * 3, ["sheep"] * 3],
        fields=[{"figures": ["horse", "rooster"],
                 "sides": [["sheep"], ["rooster", "cow", "pig"], ["pig"]], "completed": [1]},
                {}, {}])
    i18n.set_language(lang)
    try:
        table = seated(app, state)
        table.perform(PlayCards(0, ("horse", "cow")))  # your two horses beat Ben's roosters
        table.timeline.skip()
        table.sync()
        field = table.shown["fields"][0]
        standing = sides.glance.standing(field)
        chips = {seat: sides._chip_says(table, seat, field, standing, None, None)
                 for seat in range(3)}
        assert {seat: c.style for seat, c in chips.items()} == {
            0: "leader", 1: "beaten", 2: "plain"}
        assert chips[1].words == {"en": "can't win", "de": "chancenlos"}[lang]
        written = " ".join(t for t, _r in drawn_texts(table))
        assert chips[1].words in written
        tips = {}
        for seat, chip in chips.items():
            table.point(sides.chip_box(table, 0, seat, chip).center)
            tips[seat] = table.button_tip.message
        assert tips[0].startswith(i18n._("Leading: this row would win the field now."))
        assert tips[2].startswith(i18n._("Still open: more cards can improve this row."))
        assert tips[1].startswith({"en": "This row can no longer win",
                                   "de": "Diese Reihe kann nicht mehr gewinnen"}[lang])
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pointing_at_a_tray_s_column_says_what_its_crown_means(app, lang):
    """A crowned column says whose majority it is and what it is worth; a tied column says
    why it has no crown."""
    corrals = [["horse", "cow", "cow"], ["cow", "horse", "horse"], ["pig"], ["pig"]]
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(
            4, hands=[["sheep"] * 3] * 4, fields=[None, None, None], corrals=corrals))
        table.point(pygame.Rect(table.board.corral_column(1, "horse")).center)
        assert table.button_tip.message == i18n._(
            "Crown: {name} has the most {animals} now (+{points} at the end).").format(
            name=table.name(1), animals=i18n.pgettext("animals", "horses"), points=6)
        table.point(pygame.Rect(table.board.corral_column(0, "cow")).center)
        assert table.button_tip.message == i18n._(
            "Crown: you have the most {animals} now (+{points} at the end).").format(
            animals=i18n.pgettext("animals", "cows"), points=6)
        table.point(pygame.Rect(table.board.corral_column(2, "pig")).center)
        assert table.button_tip.message == i18n._(
            "Tied for the most {animals}: no crown, no bonus while tied.").format(
            animals=i18n.pgettext("animals", "pigs"))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_a_count_in_a_tray_s_last_column_keeps_clear_of_its_side(app, players):
    """Critic 11: a rival's "×3" under their black sheep touched the tray's right edge."""
    corrals = [[], ["black_sheep"] * 3, ["black_sheep"] * 2, ["pig"]][:players]
    if players == 2:
        corrals = [["black_sheep"] * 2, ["black_sheep"] * 3]
    table = seated(app, BlackSheepState.from_position(
        players, hands=[["sheep"] * 3] * players, fields=[None, None, None], corrals=corrals))
    texts = drawn_texts(table)
    for seat in range(players):
        tray = pygame.Rect(table.board.corral(seat).as_tuple())
        column = pygame.Rect(table.board.corral_column(seat, "black_sheep"))
        counts = [r for t, r in texts if t.startswith("×") and column.colliderect(r)]
        for r in counts:
            assert r.right <= tray.right - 8, (seat, r, tray)


def test_the_log_says_why_the_discard_pile_is_not_empty_at_the_start(app):
    """Critic 11: "Discard 6" on the first turn while the log said "no discard"."""
    table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
    lines = [line.text for line in table.opening_lines()]
    assert lines[1] == ("The cards drawn to put the first figures on the fields start the "
                        "discard pile.")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_long_bonus_on_the_results_wraps_at_the_size_of_its_neighbours(app, lang):
    """Critic 11: "Majority: black sheep" stood at 15 px, squeezed, among 16 px rows. In a
    four-player column it wraps onto two rows at 16 px, inside its column, clear of the
    rows round it."""
    from game.match import Match
    from game.saves import Seat
    from game.scenes.results import ResultsScene
    from game.view import assets

    state = BlackSheepState.from_position(
        4, hands=[[], [], [], []], fields=[None, None, None], phase="over",
        corrals=[["sheep", "black_sheep", "black_sheep", "black_sheep"], ["pig"], ["horse"],
                 ["rooster", "rooster"]])
    match = Match.new("black_sheep", [Seat("Anna")] + [Seat(n, "ai", "easy")
                                                       for n in ("Ben", "Cy", "Di")], seed=1)
    match.state = state
    i18n.set_language(lang)
    try:
        with assets.recording() as written:
            from tests.tables.black_sheep.test_at_a_glance import Texts

            screen = Texts(written)
            ResultsScene(app, match).draw(screen)
        label = i18n._("Most {animals}").format(
            animals=i18n.pgettext("animals", "black sheep"))
        parts = [(w.message, w.size) for w in written.values()
                 if w.message.strip() and w.message in label]
        assert " ".join(m for m, _s in parts) == label, parts  # whole, on one or two rows
        assert {size for _m, size in parts} == {16}, parts
    finally:
        i18n.set_language("en")
