"""Round 19 of the critics' points at the Sheep-Boom-Bah table (screenshots only)."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.tables.boom_bah import boards, deck, draw
from game.view import palette
from tests.tables.test_layout_boom_bah import seated


def test_cards_that_score_for_you_wear_a_gold_plus_one(app, monkeypatch):
    """Critic 19: a teal card in Ann's hand read as Bitzer's. The cards of your colour and
    Wild Wool carry a gold "+1" on their top right corner, clear of the colour's shape (top
    left) and of the gold "playable" tab; the others carry none."""
    table = seated(app, 4)
    table.shown["hand"] = ["am_bah_lance:0", "am_bah_lance:3", "wild_wool:2"]
    marked = []
    monkeypatch.setattr(draw, "score_mark", lambda surface, rect: marked.append(rect.copy()))
    draw.hand(table, app.screen)
    rects = [draw.hand_rect(table, i, 3) for i in range(3)]
    assert marked == [rects[0], rects[2]]
    for rect in rects:
        spot = draw.score_mark_rect(rect)
        assert not spot.colliderect(draw.playable_mark(rect))
        assert spot.left > rect.centerx  # the colour's shape is in the top left corner
        assert spot.w >= 20  # "+1" at 12 px or more fits in it


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_line_under_the_hand_says_your_colour_with_the_cards_shape(app, lang):
    """Critic 19: "Red cards (○)" never said "your colour", and its hollow ○ was not the
    card's filled shape."""
    i18n.set_language(lang)
    try:
        for seat in range(4):
            table = seated(app, 4)
            table.viewer = seat
            line = deck.colour_line(table)
            assert ("your colour" if lang == "en" else "deiner Farbe") in line
            glyph = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆"}
            assert glyph[palette.player(seat).mark] in line
            assert not set("○□△◇") & set(line)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_barn_says_own_and_rival_sheep_apart_and_no_share_is_a_bare_count(app, lang):
    """Critic 19: "Barn 1 sheep · +3" beside "Barn 1 sheep · +2" was unexplained, and
    "Graveyard 2 · −2" cryptic. A barn names its own sheep (×3) and its rivals' (×2)
    apart; where the words do not fit, a share is its points alone, never "2 · −2"."""
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        shown = table.shown
        shown["barns"][0] = [1, 0, 0, 0]
        shown["barns"][1] = [1, 0, 0, 0]
        shown["graveyards"][2] = 2
        own, rival = (("1 own sheep · +3", "1 rival's sheep · +2") if lang == "en"
                      else ("1 eigenes Schaf · +3", "1 fremdes Schaf · +2"))
        assert boards.share_words(shown, 0, "barn", 400) == own
        assert boards.share_words(shown, 1, "barn", 400) == rival
        grave = "2 sheep · −2" if lang == "en" else "2 Schafe · −2"
        assert boards.share_words(shown, 2, "graveyard", 400) == grave
        assert boards.share_words(shown, 2, "graveyard", 40) == "−2"
        for seat in range(4):
            for part in ("barn", "barnyard", "graveyard"):
                texts = boards.share_words(shown, seat, part, 60)
                assert not re.fullmatch(r"\d+ · [+−]\d+", texts), texts
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_the_piles_wear_the_shared_counter(app, monkeypatch, players):
    """Critics 19 found four pile counters at four tables: Boom-Bah's "72 cards left / 0
    discarded" is now the shared one, a count disc on each pile's corner (≥ 14 px) and its
    name under it, inside the deck panel."""
    from game.view import piles
    table = seated(app, players)
    drawn = []
    real = piles.draw
    monkeypatch.setattr(piles, "draw", lambda surface, card, count, name, box=None: drawn.append(
        (card.copy(), count, name, real(surface, card, count, name, box))))
    deck.deck_panel(table, app.screen)
    panel = pygame.Rect(table.layout["deck_panel"].as_tuple())
    assert [(n, name) for _c, n, name, _r in drawn] == [
        (table.shown["deck_size"], "Draw pile"), (len(table.shown["discard"]), "Discard pile")]
    for _card, _n, _name, room in drawn:
        assert panel.contains(room), (room, panel)
    assert piles.COUNT >= 14


def test_the_reference_opens_with_your_turn_and_has_the_end(app):
    """Every "?" pop-up reads alike: "On your turn" first, and "The end" says when the game
    ends, who wins and the tie-break (the old "Scoring at the end" merged into it)."""
    from game.tables.boom_bah import legend
    table = seated(app, 4)
    sections = legend.reference(table)
    assert sections[0].heading == "On your turn"
    end = next(s for s in sections if s.heading == "The end")
    words = " ".join(row.words for row in end.rows)
    assert "no sheep left on the board" in words and "last turn" in words
    assert "Most points wins" in words and "a tie goes to" in words
    assert not any(s.heading == "Scoring at the end" for s in sections)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_cancel_says_whose_card_it_was(app, lang):
    """Critic 19: "Timmy annulliert „Held der Herde“" did not say whose card it was (and
    its colour is not its player's): the line names the card's player."""
    from game.tables.boom_bah import words
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        card = "hero_of_the_herd:1"
        rival, other = table.name(1), table.name(2)
        line = words.cancel_line(table, {"by": 1, "seat": 2, "card": card})
        assert line.startswith(rival) and other in line
        line = words.cancel_line(table, {"by": 1, "seat": table.you, "card": card})
        assert ("your" if lang == "en" else "von dir") in line
        line = words.cancel_line(table, {"by": table.you, "seat": 2, "card": card})
        assert other in line and line.startswith("You" if lang == "en" else "Du")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_sheep_out_on_the_pasture_are_not_called_field(app, monkeypatch, lang):
    """Critic 19: "Field ×3" (a board's part) clashed with "safe field" (a tile), German
    "Feld ×6" with "Startfeld": the part is "Board" ("Brett"), as in the rules' "no sheep
    left on the board"."""
    from tests.tables.layout_checks import texts_drawn
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        texts = texts_drawn(monkeypatch)
        boards.player_board(table, app.screen, 1)
        said = [t for t, _r, _s in texts]
        assert ("Board" if lang == "en" else "Brett") in said
        assert "Field" not in said and "Feld" not in said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_the_barn_and_headstone_are_the_glossy_pieces(app, monkeypatch, players):
    """Critic 19: at setup the board's barn was a flat tinted grey barn and the graveyard a
    grey stone with a cross, unlike the glossy pieces and the cards' sheep-engraved stone.
    Both are house-style art now: the seat's glossy barn and the cards' headstone."""
    from game.view import assets
    table = seated(app, players)
    table.shown["graveyards"] = [1] * players  # an empty graveyard is folded away
    asked, tinted = [], []
    real_svg, real_tinted = assets.svg, assets.tinted
    monkeypatch.setattr(assets, "svg", lambda name, size: (asked.append(name),
                                                          real_svg(name, size))[1])
    monkeypatch.setattr(assets, "tinted", lambda name, size, colour: (
        tinted.append(name), real_tinted(name, size, colour))[1])
    for seat in range(players):
        boards.player_board(table, app.screen, seat)
        assert f"bb_barn_{seat}" in asked and "bb_headstone" in asked
    assert "barn_piece" not in tinted
