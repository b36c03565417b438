"""Round 17 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


def _points(words: str) -> int:
    """"2 sheep · +5" -> 5, "−1 at end" -> -1: the signed number a note ends on or starts with."""
    found = re.findall(r"([+−])(\d+)", words)
    sign, n = found[-1]
    return -int(n) if sign == "−" else int(n)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_each_part_says_its_share_of_the_end_note(app, monkeypatch, lang, players):
    """Critic 17 (screenshots only, no hovering): "+4 at end" was never broken down on
    screen. Each part of a board says its own share beside its name, in gold or soft red,
    at 14 px (the table's least), clear of every other word: the barn "2 sheep · +5", the barnyard, the
    graveyard "1 · −1", your hand "+1"; the shares add up to the pill's note."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        shown = table.shown
        for seat in range(players):
            shown["barns"][seat] = [0] * players
            shown["barns"][seat][seat] = 1
            shown["barns"][seat][(seat + 1) % players] = 1  # own ×3 and a rival's ×2: +5
            shown["barnyards"][seat] = [0] * players
            shown["barnyards"][seat][seat] = 1
            shown["graveyards"][seat] = 2
        assert boards.hand_seen(shown, 0)
        shown["hands"][0] = ["am_bah_lance:0", "aba_ca_da_ba:0", "am_bah_lance:1"]  # +2
        shown["hand_sizes"][0] = 3
        texts = texts_drawn(monkeypatch)
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            sums = boards.part_sums(shown, seat)
            assert {"barn", "barnyard", "graveyard"} <= set(sums)
            assert ("hand" in sums) == (seat == 0)
            total = 0
            for part, (_n, points) in sums.items():
                row = pygame.Rect(table.board.seat_zone(part, seat).as_tuple()) if part != (
                    "hand") else boards.hand_part(table, seat)
                inside = [(t, r, s) for t, r, s in texts if row.contains(r)
                          and re.search(r"[+−]\d", t)]
                assert len(inside) == 1, (part, inside)
                words, rect, size = inside[0]
                assert size >= 14 and _points(words) == points, (part, words)
                others = [r for t, r, _s in texts if t != words and r.colliderect(rect)]
                assert not others, (part, words, others)
                total += points
            note = boards.pill_note(table, seat)
            assert _points(note) == total == boards.waiting_points(shown, seat)
        barn = boards.share_words(shown, 0, "barn", 400)
        assert barn == ("1 own, 1 rival · +5" if lang == "en" else "1 eigenes, 1 fremdes · +5")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_setup_sheep_are_the_supply_not_the_barnyard(app, lang):
    """Critic 17: "Barnyard: 5 to place" (the sheep still to put on the board) and the
    Barnyard that scores +1 a sheep shared one word. The setup sheep are the rulebook's
    supply, in the panel and in the rules alike; "Barnyard" is the scoring place alone."""
    from game.rules.boom_bah.text import _BODY
    from tests.tables.boom_bah.test_round12 import start_of_setup

    i18n.set_language(lang)
    try:
        table = start_of_setup(app, 4)
        with boards.assets.recording() as written:
            boards.reserve_row(table, app.screen, 0)
        said = [w.message for w in written.values()]
        n = table.shown["reserve"][0]
        supply = "Supply: {n} to place" if lang == "en" else "Vorrat: {n} zu setzen"
        assert supply.format(n=n) in said
        assert not any(i18n._("Barnyard") in w for w in said)
        assert "one sheep from their supply" in _BODY
    finally:
        i18n.set_language("en")


def test_the_shape_is_a_small_badge_at_the_sheeps_foot(app):
    """Critic 17: the shape's disc covered most of the sheep, so a token read as a target.
    The shape is a badge about a third of the sheep's width at its base's front left corner;
    the middle of the sheep (its body and legs) is the bare figure's, untouched."""
    from game.tables.boom_bah import faces
    from game.view import canvas

    for height in (30, 48, 83, 184):
        spot = faces.mark_rect(height)
        width = round(faces.FIGURE[0] * height / faces.FIGURE[1])
        assert spot.w <= max(10, 0.37 * width), (height, spot)
        assert spot.bottom == height and spot.right < width / 2, (height, spot)
    height = 184
    for seat in range(4):
        marked = canvas.raw_of(faces.sheep(seat, height))
        bare = canvas.raw_of(faces.sheep(seat, height, marked=False))
        w = marked.get_width()  # its fleece, head and legs: the right two thirds, top 60 %
        middle = pygame.Rect(round(w * 0.4), round(height * 0.05), round(w * 0.55),
                             round(height * 0.55))
        assert pygame.image.tobytes(marked.subsurface(middle), "RGBA") == pygame.image.tobytes(
            bare.subsurface(middle), "RGBA"), seat


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_says_who_cancelled_and_where_a_card_went(app, lang):
    """Critic 17: "„Held der Herde“ wird annulliert" said nobody did it; "plays “Sheeping
    Tom” (yellow card): a3, b3 · nobody answered" was cryptic; "hält die Mine nicht auf" is
    not German one says. The log names who cancels, says "on a3 and b3 — nobody answered",
    and "entschärft die Mine nicht" in every form."""
    from game.rules.boom_bah import board as cells
    from game.tables.boom_bah import words

    i18n.set_language(lang)
    try:
        _ = i18n._
        table = seated(app, 4)
        rival = table.name(1)
        line = words.describe_event(table, {"kind": "card_cancelled", "seat": 0,
                                            "card": "hero_of_the_herd:1", "by": 1})
        assert line.startswith(rival) and _("Hero of the Herd") in line, line
        assert (" cancels " if lang == "en" else " annulliert „") in line, line
        mine = words.describe_event(table, {"kind": "card_cancelled", "seat": 1,
                                            "card": "dog:1", "by": 0})
        assert mine.startswith(_("You")), mine
        a, b = cells.CELLS[0], cells.CELLS[1]
        line = words.play_words(table, 2, "sheeping_tom:2", (a, b), words.card_label(
            "sheeping_tom:2"))
        on = " on " if lang == "en" else " auf "
        assert line.endswith(on + i18n._("{names} and {last}").format(
            names=cells.name(a), last=cells.name(b))), line
        assert ":" not in line
        assert words.TAIL == " — "
        if lang == "de":
            assert _("{name} lets the mine go off") == "{name} entschärft die Mine nicht"
            assert _("You let the mine go off") == "Du entschärfst die Mine nicht"
            assert _("{names} let the mine go off") == "{names} entschärfen die Mine nicht"
            assert _("{you_and_names} let the mine go off") == (
                "{you_and_names} entschärft die Mine nicht")
            assert not any("hält" in _(w) or "haltet" in _(w) or "nicht auf" in _(w) for w in (
                "Let the mine go off", "{names} let the mine go off"))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pile_card_shows_its_whole_picture_and_a_title_clear_of_its_edges(app, lang):
    """Critic 17: the pile's top card cut its picture (a barn lost at the right) and a long
    title ("Wiederbelebäh") touched the card's edges. Every card at pile size shows its
    picture whole, in its own proportions, inside the card's body; its title's lines (a
    long word hyphenated, never squeezed) stand 3 px or more inside the title band."""
    from game.rules.boom_bah.cards import CARD_TYPES
    from game.tables.boom_bah import faces

    i18n.set_language(lang)
    try:
        for width in (71, 80):
            for kind in CARD_TYPES:
                card = f"{kind.id}:1"
                body, at = faces.pile_art(card, width)
                assert body.contains(at), card
                assert at.w == body.w or at.h == body.h, card  # as large as fits, whole
                assert abs(at.h - at.w * faces.PICTURE[1] / faces.PICTURE[0]) <= 1, card
                assert faces.pile_title(card, width)[0] == []  # named beside it (critics 20)
    finally:
        i18n.set_language("en")
