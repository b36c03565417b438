"""The critic's round 11 at the Bye-Bye table: an AI's level written as the other tables
write it, every rival's fan and odds line at one height whatever its zoo holds."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import Seat
from game.tables.bye_bye import draw
from game.tables.bye_bye.board import Board
from tests.tables.layout_checks import seated, texts_drawn

NAMES = ["Ann", "Shaun", "Timmy", "Bitzer", "Pidsley"]


def table_of(players: int, lang: str = "en", size=(1280, 720)):
    seats = [Seat("Ann")] + [Seat(name, "ai", "medium") for name in NAMES[1:players]]
    return seated(size, lang, "bye_bye", seats)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_ai_level_is_in_brackets_in_the_names_type(monkeypatch, players, lang):
    """"Shaun (AI Medium)", as at the other three tables (not a small grey "AI Medium"): after
    the name where it fits; in narrow panels (critic 25) a subtitle under every AI's name,
    "AI Medium", 14 px or more (see test_critic25)."""
    app, table = table_of(players, lang)
    try:
        drawn = texts_drawn(monkeypatch)
        app.step(1 / 60)
        level = {"en": "AI Medium", "de": "KI mittel"}[lang]
        for seat in range(1, players):
            name = table.name(seat)
            if draw.level_apart(table, seat):
                said = [(text, rect, size) for text, rect, size in drawn if text == level]
                assert len(said) == players - 1
            else:
                said = [(text, rect, size) for text, rect, size in drawn
                        if text.startswith(f"{name} ({level})")]
                assert not [t for t, _r, _s in drawn if t == level]  # never bare
            assert said, (seat, [t for t, _r, _s in drawn if level in t])
            for _text, _rect, size in said:
                assert size >= 14
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [4, 5])
def test_every_rivals_fan_and_odds_line_stand_at_one_height(players):
    """Bitzer's fan shrank and his "Black Sheep: 1 in N" line jumped higher once his zoo
    grew (an empty zoo's fan grew instead): the split of a narrow panel is fixed."""
    app, table = table_of(players)
    for zoo in [(), (1,), (2, 1, 3, 1, 1), (1,) * 8]:  # (a zoo of 12 animals or more, too
        # crowded for its fixed room, takes what it needs)
        zoos = [(), zoo] + [()] * (players - 2)
        board = Board(table.layout, players, 0, hands=[7, 9, 3, 12, 7][:players], zoos=zoos,
                      zoo_least=[30.0] * players)
        captions = {board.caption(seat)[1] for seat in range(1, players)}
        fans = {round(board.fan_card(seat, 0, 5).h, 3) for seat in range(1, players)}
        assert len(captions) == 1 and len(fans) == 1, (zoo, captions, fans)
    assert draw.LEVEL >= 14


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("animals", [0, 1, 6, 12, 16])
def test_your_zoo_is_a_strip_across_your_panel_above_your_hand(players, animals):
    """Critic 11: your zoo was a column some 100 px wide at the bottom left while the rivals'
    zoos were wide. It is a strip across your panel (from its left to the buttons) above
    your hand, its animals tiles as a narrow rival's (chips: number and "2/3" badge), every
    tile inside it; your hand under it gets the whole width back."""
    from game import levels
    from game.tables.bye_bye.board import ChipPlan
    app, table = table_of(players)
    layout = levels.load("bye_bye", players)
    counts = [1 + i % 3 for i in range(animals)]
    board = Board(layout, players, 0, hands=[8] * players,
                  zoos=[tuple(counts)] + [()] * (players - 1))
    zoo, hand = board.zone("zoo", 0), board.zone("hand", 0)
    controls = layout["controls"]
    assert zoo.w >= 670 and hand.w == zoo.w  # (Hint, Undo and Menu in a row at its right)
    assert zoo.x + zoo.w <= controls.x and zoo.y + zoo.h <= hand.y
    assert hand.h >= (100 if animals <= 10 else 75)  # (a rare zoo of 11 or more animals:
    # two rows of tiles, the hand under them lower)
    if animals:
        plan = board.zoo_plan(0, counts)
        assert isinstance(plan, ChipPlan)
        assert plan.number >= (16 if animals <= 10 else 14)
        for chip in plan.chips:
            x, y, w, h = chip
            assert zoo.x <= x and x + w <= zoo.x + zoo.w and zoo.y <= y and y + h <= zoo.y + zoo.h
    card = board.hand_card(0, 8)
    assert card[1] >= zoo.y + zoo.h


def test_the_results_key_shows_the_tiles_pips(monkeypatch):
    """The results' key under the zoos says what a tile's pips mean (critic 16: the number
    over a "2/3" badge read as 1⅔): three pips, two filled, 6 px or more, then "cards
    towards a triplet", apart; no "2/3"."""
    import pygame

    from game.tables.bye_bye import results_panel
    from game.view import assets, canvas
    from tests.tables.bye_bye.test_results import finished
    app, _table = table_of(2)
    panel = results_panel.ByeByeResults(finished())
    drawn = texts_drawn(monkeypatch)
    rows = []
    real = results_panel.chips.pip_row
    monkeypatch.setattr(results_panel.chips, "pip_row", lambda surface, row, full, *a, **k:
                        rows.append((row, full)) or real(surface, row, full, *a, **k))
    surface = canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
    panel.draw_key(surface, (300, 600))
    said = {text: (rect, size) for text, rect, size in drawn}
    assert "2/3" not in said
    assert len(rows) == 1 and rows[0][1] == 2 and rows[0][0].h >= 6
    assert not rows[0][0].colliderect(said["cards towards a triplet"][0])
    assert assets.font(14)  # (fonts ready)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_magpie_s_holder_is_shown_on_its_panel_and_on_the_card(monkeypatch, players,
                                                                   lang):
    """Critic 11: "Bitzer holds the Magpie" was said under a greyed Magpie card whose title
    was unreadable, and nothing on Bitzer's panel said so. The holder's name row (a narrow
    panel: the row under it) carries a Magpie tag (14 px or more, clear of the name, the
    level and the badge); the card
    in the middle is in colour (not the faded one) with a ribbon "Held by Bitzer"."""
    app, table = table_of(players, lang)
    try:
        holder = players - 1
        app.step(1 / 60)
        table.timeline.skip()
        table.shown["magpie_waiting"] = False
        monkeypatch.setattr(draw, "words_magpie_holder", lambda t: holder)
        faded = []
        real_faded = draw.faded_magpie
        monkeypatch.setattr(draw, "faded_magpie", lambda w: faded.append(w) or real_faded(w))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        import pygame
        row = pygame.Rect(*(round(v) for v in table.board.name_row(holder)))
        under = table.board.level_row(holder)  # (a narrow panel: the row under the name)
        if under is not None:
            row = row.union(pygame.Rect(*(round(v) for v in under)))
        tags = {"en": ("has the Magpie", "Magpie"), "de": ("hat die Elster", "Elster")}[lang]
        said = [(w, r, s) for w, r, s in drawn if w in tags and row.contains(r)]
        assert all(s >= 14 for _w, _r, s in said)
        tag = draw.magpie_tag(table, holder)
        assert tag is not None and row.contains(tag[2])  # (critic 12: at five players, beside
        assert said or (players == 5 and tag[0] == "")  # the count, the little card alone)
        badge = draw.badge_rect(table, holder)
        assert not any(r.colliderect(badge) for _w, r, _s in said)
        name = [r for w, r, _s in drawn if w.startswith(table.name(holder)) and row.contains(r)]
        assert name and not any(r.colliderect(n) for _w, r, _s in said for n in name)
        others = [r for w, r, _s in drawn if row.contains(r) and w not in tags]
        assert not any(r.colliderect(o) for _w, r, _s in said for o in others), others
        assert faded  # (critic 25: its spot shows it small and faint once it is held)
        card = pygame.Rect(*(round(v) for v in table.board.pile_card("magpie")))
        ribbon = {"en": f"Held by {table.name(holder)}", "de": f"Bei {table.name(holder)}"}[lang]
        spot = pygame.Rect(table.board.zone("magpie").as_tuple())
        on_card = [w for w, r, s in drawn if spot.contains(r) and card.top <= r.top
                   and r.bottom <= card.bottom and s >= 14]
        assert ribbon not in " ".join(on_card), on_card  # (critic 12: the caption and the
        # tag say it; a ribbon over its picture said it a third time)
        if under is not None:  # (critic 12: the hand's count stays beside the tag)
            count = table.shown["hand_sizes"][holder]
            assert any(w == ("{n} cards" if lang == "en" else "{n} Karten").format(n=count)
                       and row.contains(r) for w, r, _s in drawn), drawn
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("count", [1, 3, 5])
def test_the_watering_hole_s_cards_are_larger(players, count):
    """Critic 11 asked for larger cards at the watering hole where there is room: up to
    half the pond's height (they were 0.46 of it), each inside the pond's drawing."""
    from game import levels
    app, table = table_of(players)
    board = Board(levels.load("bye_bye", players), players, 0)
    x, y, w, h = board.pond()
    for i in range(count):
        cx, cy, cw, ch = board.pond_card(i, count)
        if count <= 3:
            assert ch >= 0.5 * h
        assert x <= cx and cx + cw <= x + w and y <= cy and cy + ch <= y + h


def test_resting_on_stop_shows_which_animals_could_then_go_into_your_zoo():
    """Critic 11: when stopping would move cards to your zoo, show which. With three cards
    at the watering hole, the pointer on Stop drawing rims the animals of your hand and of
    the watering hole (as they are rimmed once you stop); not the Black Sheep, and nothing
    once the pointer leaves the button."""
    from game.rules.bye_bye.state import ByeByeState as State
    from tests.tables.bye_bye.test_table import seat_at
    app, table = table_of(3)
    hands = [["3", "3", "8", "black_sheep"], ["1", "2", "black_sheep"], ["4", "5", "black_sheep"]]
    seat_at(app, table, State.from_position(3, hands=hands, turn=0, watering=["9", "10", "11"]))
    table.plan_dock()
    stop = table.buttons["stop"]
    assert stop in table.shown_buttons()
    stop.hovered = True
    hand = draw.stop_preview(table, "hand", list(table.shown["hand"]))
    pond = draw.stop_preview(table, "pond", list(table.shown["watering"]))
    assert pond == {0, 1, 2}
    assert hand == {i for i, c in enumerate(table.shown["hand"]) if c.isdigit()} and hand
    stop.hovered = False
    assert not draw.stop_preview(table, "hand", list(table.shown["hand"]))
