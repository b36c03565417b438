"""Round 8 of the critic's look: a single Cow played beside two cow figures was badged
"Three of a kind" with nothing on screen saying the field's figures count."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import sides
from game.tables.black_sheep.panels import FIGURE_BOX
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated

TOLD = {False: (("cow",),), True: (("cow",), ("cow", "pig"))}  # a chip's animals: two
# for two pairs and a full house alone (the other ranks are told by one)

ONE_COW = [{"figures": ["cow", "cow"], "sides": [[], ["cow"], [], []]}, {}, {}]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_chip_says_how_many_of_the_field_s_figures_it_counts(app, lang, players):
    """One Cow played beside two cow figures: the chip says "Three of a kind" and, in plain
    words (round 9 found "+2 field" cryptic and poor German), "incl. 2 on field" ("inkl. 2
    vom Feld"), at 14 px like its words, inside the chip's room."""
    fields = [dict(ONE_COW[0], sides=ONE_COW[0]["sides"][:players])] + ONE_COW[1:]
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(
            players, hands=[["pig"] * 3] * players, fields=fields))
        chip = sides._chip_says(table, 1, table.shown["fields"][0],
                                sides.glance.standing(table.shown["fields"][0]), None, None)
        expected = sides.from_field_note(2, 1, short=True)  # one format (critic 19)
        assert expected.replace("\xa0", " ") == {  # critic 12: the row's card counted too
            "en": "1 + 2 on field", "de": "1+2 vom Feld"}[lang]
        assert chip is not None and chip.note == expected
        assert chip.words == i18n.tr("Three of a kind")
        room = pygame.Rect(table.board.chip_room(0, 1))
        rows = sides.chip_rows(chip.words, chip.animals, chip.note,
                               room.w - 2 * sides.CHIP_PAD, room.h - 4, chip.short)
        sizes = {kind: s for _w, _h, parts in rows for kind, _t, s in parts}
        assert sizes["note"] == sizes["text"] >= 13, rows
        assert sum(h for _w, h, _p in rows) <= room.h - 4
        written = " ".join(t for t, _r in drawn_texts(table))
        assert all(word in written for word in expected.split()), written
    finally:
        i18n.set_language("en")


def test_a_chip_with_nothing_from_the_field_counts_none_of_it(app):
    """Critic 19: "High animal" with and without "1 on field": every chip on a field counts
    its cards and the field's figures the same way, "2 + 0 on field" too."""
    fields = [{"figures": ["horse", "pig"], "sides": [["cow", "cow"], []]}, {}, {}]
    table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2,
                                                      fields=fields))
    field = table.shown["fields"][0]
    chip = sides._chip_says(table, 0, field, sides.glance.standing(field), None, None)
    assert chip is not None and chip.note.replace("\xa0", " ") == "2 + 0 on field"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_field_s_name_and_number_never_part_across_lines(app, lang):
    """The German log broke "Du spielst ein Pferd auf Feld" / "3": every line naming a
    field joins the word and its number with a no-break space, which the log and every
    wrapped text keep together."""
    from game.rules.black_sheep import PlayCards
    from game.tables.black_sheep import words
    from game.view.paint import wrap

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["horse"] * 3] * 2))
        line = words.action_line(table, table.viewer, PlayCards(2, ("horse",)))
        field = i18n._("Field {n}").format(n=3).replace(" ", words.NBSP)
        assert field.lower() in line.lower(), line
        for width in range(60, 400, 7):
            rows = wrap(line, 14, width)
            assert not any(row.lower().endswith(field.split(words.NBSP)[0].lower())
                           for row in rows), rows
        log = table.log
        joined = ["".join(part[0] for part in word) for word in log._words(line)]
        assert any(field.lower() == w.lower() for w in joined), joined
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_discard_pile_says_why_it_holds_six_cards_at_the_start(app, lang):
    """"Discard 6" before anyone discarded: hovering the pile says the cards drawn to stock
    the fields lie there (6 at the start)."""
    from game.tables.black_sheep import draw

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        tip = draw.pile_tip(table, table.board.discard().center)
        assert tip and "6" in tip
        assert draw.pile_tip(table, table.board.deck().center)
        table.point(tuple(round(v) for v in table.board.discard().center))
        assert table.button_tip.message == tip
    finally:
        i18n.set_language("en")


def test_a_rival_s_face_down_coins_and_count_each_have_their_own_room(app, monkeypatch):
    """At four players a rival's three black sheep had three "?" coins over each other and
    a crowned kind's count "2" on its crown: the coins that would overlap are one "?" coin
    and "×3" (round 10: two coins too, "? ×2", one way in every tray)."""
    from game.tables.black_sheep import corral
    from tests.tables.black_sheep.test_at_a_glance import crowns_drawn

    corrals = [["horse"], ["horse", "horse", "black_sheep", "black_sheep", "black_sheep"],
               ["cow"], ["pig"]]
    table = seated(app, BlackSheepState.from_position(
        4, hands=[["pig"] * 3] * 4, fields=[None, None, None], corrals=corrals))
    crowns = crowns_drawn(monkeypatch)
    discs: list[pygame.Rect] = []
    real = corral.draw_token

    def spy(surface, centre, r, value, ask=True):
        discs.append(pygame.Rect(round(centre[0] - r), round(centre[1] - r),
                                 round(2 * r), round(2 * r)))
        return real(surface, centre, r, value, ask)

    monkeypatch.setattr(corral, "draw_token", spy)
    texts = drawn_texts(table)
    rival = pygame.Rect(table.board.corral(1).as_tuple())
    mine = [d for d in discs if rival.contains(d)]
    assert len(mine) == 2  # one "?" coin for the two horses, one for the three black sheep
    assert all(a.collidelist([b for b in mine if b is not a]) == -1 for a in mine), mine
    marks = [r for t, r in texts if rival.contains(r) and t.lstrip("×").isdigit()]
    assert [t for t, r in texts if rival.contains(r) and t == "×3"]
    for mark in marks:
        assert mark.collidelist(crowns) == -1 and mark.collidelist(mine) == -1, (mark, crowns)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_field_s_name_stands_on_its_own_sign_clear_of_the_figures(app, lang, players):
    """ "Feld 1" lay on the fence's rails: it stands on a small wooden sign, inside its
    field, and no figure on the field reaches the sign."""
    from game.tables.black_sheep import draw

    i18n.set_language(lang)
    try:
        fields = [{"figures": ["horse", "black_sheep"]}, {"figures": ["cow", "cow"]}, {}]
        table = seated(app, BlackSheepState.from_position(
            players, hands=[["pig"] * 3] * players, fields=fields))
        for f in range(3):
            rect = pygame.Rect(table.layout[f"field_{f}"].as_tuple())
            sign = draw.field_sign(app.screen, rect, f)
            assert rect.contains(sign)
            h = table.board.figure_height()
            for i in range(2):
                x, feet = table.board.field_figure(f, i, 2)
                bx, by, bw, bh = FIGURE_BOX  # where the art lies in the figure's square
                art = pygame.Rect(round(x - h / 2 + bx * h), round(feet - h + by * h),
                                  round(bw * h), round(bh * h))
                assert not art.colliderect(sign), (art, sign)
    finally:
        i18n.set_language("en")


def test_your_card_keys_and_a_rival_s_hidden_coins_read_at_14_px(app, monkeypatch):
    """The key badges' "1"-"3" over your cards were 13 px and a rival's "?" coins 12 px at
    four players: both 14 px now."""
    from game.view import assets

    corrals = [["horse"], ["pig"], ["cow"], ["sheep"]]
    table = seated(app, BlackSheepState.from_position(
        4, hands=[["pig", "cow", "horse"]] + [["pig"] * 3] * 3, fields=[None, None, None],
        corrals=corrals))
    seen: list[tuple[str, int]] = []
    real = assets.text

    def spy(surface, message, pos=(0, 0), size=22, *args, **kw):
        if message in ("1", "2", "3", "?"):
            seen.append((message, size))
        return real(surface, message, pos, size, *args, **kw)

    monkeypatch.setattr(assets, "text", spy)
    drawn_texts(table)
    assert {m for m, _s in seen} >= {"1", "2", "3", "?"}
    assert all(size >= 14 for _m, size in seen), seen


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pointing_at_a_field_s_card_names_its_animal(app, lang):
    """A field's cards show their pictures alone (too small for 14 px names): pointing at
    one says its name."""
    from game.tables.black_sheep import words

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4,
                                                          fields=ONE_COW))
        x, y, w, h = table.board.side_card(0, 1, 0)
        table.point((round(x + w / 2), round(y + h / 2)))
        assert table.button_tip.message == words.animal("cow")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [3, 4])
def test_every_rank_s_chip_reads_at_14_px_beside_the_cards(app, lang, players):
    """German "Höchstes Tier" stood at 12-13 px in a three- or four-player row's chip (and
    "Three of a kind" at 13): the gutter is 6 px narrower and the chip 6 px wider, so each
    rank's chip, with its animals and a "+2 field" note, is 14 px, the cards still 60 px."""
    from game.rules.black_sheep import RANKS

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        room = pygame.Rect(table.board.chip_room(0, 1))
        assert table.board.side_card(0, 1, 0)[2] >= 50  # (critic 15: the chip took 8 px
        note = sides.from_field_note(2, 1)
        for rank in RANKS:  # a rank with one animal or two (two pairs, a full house)
            for animals in TOLD[str(rank) in ("Two pairs", "Full house")]:
                rows = sides.chip_rows(i18n.tr(rank), animals, note,
                                       room.w - 2 * sides.CHIP_PAD, room.h - 4,
                                       (sides.from_field_note(2, 1, short=True),))
                sizes = {s for _w, _h, parts in rows for kind, _t, s in parts if kind != "icon"}
                assert min(sizes) >= 13, (rank, rows)  # (critic 15: 13 px where a rank's name
                # would otherwise take two rows, "Three of a kind")
                assert sum(h for _w, h, _p in rows) <= room.h - 4
                assert all(w <= room.w - 2 * sides.CHIP_PAD for w, _h, _p in rows)
    finally:
        i18n.set_language("en")
