"""The Black Sheep table read at a glance (issue 14): each side named, no completion-order
labels, a crown on the side the rules would award the field to now, a running score as the
rules count it, a preview of your picked cards, beaten sides greyed (face up), a field's scoring
as a moment, room for every card with two and with four players."""

from __future__ import annotations

import re

import pygame
import pytest

from game.i18n import tr
from game.match import Match
from game.rules.black_sheep import BlackSheepState, PlayCards
from game.rules.black_sheep.standing import running_score
from game.saves import Seat
from game.scenes.results import ResultsScene
from game.scenes.tables import table_for
from game.tables.black_sheep import draw, faces, glance, panels, sides
from game.tables.black_sheep.board import Board
from game.view import assets, canvas, ink

NAMES = ["Anna", "Ben", "Cy", "Di"]


def seated(app, state: BlackSheepState) -> object:
    """A table for a game against AI at `state` (the opening deal already watched)."""
    seats = [Seat(NAMES[0])] + [Seat(n, "ai", "easy") for n in NAMES[1:state.players]]
    table = table_for(app, Match.new("black_sheep", seats, seed=1))
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    table.match.state = state
    table.refresh_view()
    table.sync()
    return table


class Texts(canvas.Canvas):
    """A screen that notes where each text image lands (the images `assets.recording`
    knows), so a test can ask what was written and where."""

    def __init__(self, written: dict) -> None:
        super().__init__(pygame.Surface((1280, 720)), 1)
        self.written, self.placed = written, []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 (pygame's)
        drawn = super().blit(source, dest, area, special_flags)
        if id(source) in self.written:
            self.placed.append((self.written[id(source)].message, drawn))
        return drawn


def drawn_texts(scene) -> list[tuple[str, pygame.Rect]]:
    """Every text the scene draws, with where it lands."""
    with assets.recording() as written:
        screen = Texts(written)
        scene.draw(screen)
    return screen.placed


def row(table, f: int, seat: int) -> pygame.Rect:
    return pygame.Rect(table.board.side(f, seat).as_tuple())


# Field 1: three horses (Ben, completed second) against a pair of roosters (you, first).
# Field 2: equal sides, yours completed first. Field 3: Cy alone has played.
THREE_FIELDS = [
    {"figures": ["horse", "rooster"], "sides": [["rooster", "cow", "pig"],
                                                ["horse", "horse", "cow"], []],
     "completed": [0, 1]},
    {"figures": ["pig", "sheep"], "sides": [["cow", "cow", "horse"], ["cow", "cow", "horse"],
                                            ["pig"]], "completed": [0, 1]},
    {"figures": ["cow", "black_sheep"], "sides": [[], [], ["cow"]]},
]


def three_fields(**kwargs) -> BlackSheepState:
    return BlackSheepState.from_position(
        3, hands=[["pig", "pig", "sheep"], ["horse"] * 3, ["sheep"] * 3], fields=THREE_FIELDS,
        **kwargs)


def chip_text(table, texts, f: int, seat: int) -> str:
    """The words drawn in a side's chip room, in order."""
    room = pygame.Rect(table.board.chip_room(f, seat))
    return " ".join(t for t, r in texts if room.contains(r))


def test_each_side_is_named_and_the_completion_order_labels_are_gone(app):
    table = seated(app, three_fields())
    drawn = drawn_texts(table)
    assert not [t for t, _ in drawn if re.fullmatch(r"#\d", t)]
    for f, field in enumerate(table.view["fields"]):
        for seat, name in enumerate(field["names"]):
            if name is not None and seat not in glance.beaten(field):
                animals = glance.figure_types(field) + field["sides"][seat]
                rank, _defining = glance.told_short(animals)
                assert chip_text(table, drawn, f, seat).startswith(tr(rank))
                assert f". {tr(name)}, " in sides.side_tip(table, f, seat)  # tooltip, after the state


def test_the_pennant_sits_on_the_side_the_rules_would_award_the_field_to(app, monkeypatch):
    """Critic 12: a crown marked both the field's leading row and a tray's majority; the
    row has a pennant now (the crown is the majority's alone, see test_twelfth_look)."""
    crowns: list[tuple[int, int]] = []
    monkeypatch.setattr(sides, "draw_lead_flag", lambda surface, centre, width: crowns.append(
        centre))
    table = seated(app, three_fields())
    drawn_texts(table)
    leaders = [f["leader"] for f in table.view["fields"]]
    assert leaders == [1, 0, 2]
    for f, leader in enumerate(leaders):
        crowned = [c for c in crowns if row(table, f, leader).collidepoint(c)]
        others = [c for s in range(3) if s != leader
                  for c in crowns if row(table, f, s).collidepoint(c)]
        assert len(crowned) == 1 and not others


def test_completed_first_is_marked_only_where_equal_combinations_meet(app):
    table = seated(app, three_fields())
    drawn = drawn_texts(table)
    marked = [(f, s) for f in range(3) for s in range(3)
              if chip_text(table, drawn, f, s).endswith("filled first")]
    assert table.view["fields"][1]["tie_break"] == 0
    assert marked == [(1, 0)]


def test_the_running_score_is_drawn_as_the_rules_count_it(app):
    state = three_fields(corrals=[["horse", "horse", "cow"], ["pig", "pig", "black_sheep"], []])
    table = seated(app, state)
    texts = [t for t, _ in drawn_texts(table)]
    rules = running_score(table.view)
    assert f"★ {rules[0]['known']}" in texts  # yours: figures with their values, bonuses
    rival = glance.scores(table.view)[1]
    assert not rival.exact and f"★ ≈{rival.points}" in texts  # values face down
    assert rival.figures == rules[1]["figures"] == 3
    assert "★ 0" in texts  # nobody's corral: nothing hidden, nothing scored


def test_a_score_tooltip_says_what_the_score_is_made_of(app):
    table = seated(app, three_fields(corrals=[["horse"], ["pig", "pig", "sheep"], []]))
    tip = panels.score_tip(table, 1)
    assert tip.startswith("about ") and "3 figures, values face down" in tip
    assert "Most pigs +6" in tip  # the rule's words (critic 15)


def test_a_preview_shows_what_your_cards_would_make_where_you_point(app):
    state = BlackSheepState.from_position(
        3, hands=[["pig", "pig", "cow"], ["horse"] * 3, ["sheep"] * 3],
        fields=[{"figures": ["pig", "rooster"],
                 "sides": [["cow"], ["horse", "horse", "rooster"], ["rooster"]],
                 "completed": [1]}, {}, {}])
    table = seated(app, state)
    assert table.shown["hand"] == ["cow", "pig", "pig"]
    table.toggle(1)
    table.toggle(2)
    point = lambda pos: table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),  # noqa: E731
                                                        buttons=()))
    point(tuple(int(v) for v in table.layout["field_0"].center))
    preview = table.preview()
    assert preview == glance.preview(table.shown["fields"][0], 0, ("pig", "pig"))
    said = draw.prompt(table)
    assert "Field\xa01: Three pigs, ahead of every rival" in said  # never split
    texts = drawn_texts(table)
    assert chip_text(table, texts, 0, 0).replace("\xa0", " ") == (
        "Three of a kind 2 + 1 on field")  # two pig cards and a pig figure (short beside
    # the cards at three players, critic 15)
    ticks = [r for t, r in texts if t == "✓"]
    assert all(any(row(table, 0, s).contains(r) for s in (1, 2)) for r in ticks)
    assert len(ticks) == 2
    point((5, 5))  # away from the fields: the keyboard cursor's field is previewed
    assert table.preview() == preview


def test_a_side_that_can_no_longer_win_greys_out_face_up(app):
    """A beaten row was turned face down (three backs): nobody could see what lost. Its
    cards stay face up, readable, in full colour (critic 25: faded they read as "not
    available"), its band darkening in (not a flip) beside its "can't win" chip."""
    state = BlackSheepState.from_position(
        3, hands=[["horse", "cow", "sheep"], ["pig"] * 3, ["sheep"] * 3],
        fields=[{"figures": ["horse", "rooster"],
                 "sides": [["sheep"], ["rooster", "cow", "pig"], []], "completed": [1]},
                {}, {}])
    table = seated(app, state)
    assert table.dims == {}  # high animal, a horse, is not ahead of a pair of roosters yet
    table.perform(PlayCards(0, ("horse", "cow")))  # a pair of horses: the roosters are beaten
    greying = []
    for _ in range(120):
        table.update(1 / 60)
        greying.append(table.dims.get((0, 1), 0.0))
    assert any(0.0 < t < 1.0 for t in greying) and greying[-1] == 1.0
    assert "can't win" in [t for t, _ in drawn_texts(table)]
    screen = canvas.Canvas(pygame.Surface((1280, 720)), 1)
    table.draw(screen)
    back = faces.card(None, 40, 56)
    for i, animal in enumerate(["rooster", "cow", "pig"]):
        x, y, w, h = table.board.side_card(0, 1, i)
        face = faces.card(animal, w, h)
        at = face.get_rect(center=(round(x + w / 2), round(y + h / 2)))
        spots = [(at.w // 2 + dx, at.h // 2 + dy) for dx in (-8, 0, 8) for dy in (-8, 0, 8)]
        shown = [screen.get_at((at.x + sx, at.y + sy)) for sx, sy in spots]
        assert all(abs(a - b) <= 4 for c, spot in zip(shown, spots, strict=True)
                   for a, b in zip(c[:3], face.get_at(spot)[:3], strict=True))  # in colour
    assert back.get_at((20, 28)) not in shown
    x, y, w, h = table.board.side_card(0, 0, 1)  # (the horse: the sheep beside the pair
    face = faces.card("horse", w, h)  # of horses does not count, so it is dimmed)
    at = face.get_rect(center=(round(x + w / 2), round(y + h / 2)))
    spot = (at.w // 2, at.h // 3)
    live = screen.get_at((at.x + spot[0], at.y + spot[1]))
    assert all(abs(a - b) <= 4 for a, b in zip(live[:3], face.get_at(spot)[:3], strict=True))
    # a side in the running: as it is
    table.sync()  # a side beaten before you sat down is grey at once
    assert table.dims == {(0, 1): 1.0}


def keeps_its_colours(live, faded) -> bool:
    """Round 9: beaten cards were drained grey ("the brown horse looks black, cows look like
    sheep"). Faded, a card keeps most of its colour (its pixels' spread between channels)
    while its light sinks toward the felt: dimmer, lower in contrast, the same hues."""
    w, h = live.get_size()
    spots = [(x, y) for x in range(w // 5, w * 4 // 5, 3) for y in range(h // 4, h * 3 // 4, 3)]

    def chroma(image) -> float:
        return sum(max(c[:3]) - min(c[:3]) for c in map(image.get_at, spots)) / len(spots)

    def light(image) -> float:
        return sum(sum(image.get_at(s)[:3]) for s in spots) / len(spots)

    def spread(image) -> float:
        values = [sum(image.get_at(s)[:3]) for s in spots]
        return max(values) - min(values)

    return (chroma(faded) >= 0.4 * chroma(live) and light(faded) < 0.8 * light(live)
            and spread(faded) < 0.7 * spread(live))


def test_a_beaten_card_keeps_its_animal_s_colours(app):
    """A brown horse stays brown and a pig pink when their row is beaten: each hue's order
    of channels is kept at the card's heart."""
    for animal in ("horse", "pig", "cow", "rooster"):
        live, faded = faces.card(animal, 60, 84), faces.beaten_card(animal, 60, 84, 1.0)
        assert keeps_its_colours(live, faded), animal
    horse = faces.beaten_card("horse", 60, 84, 1.0)
    brown = [horse.get_at((x, y)) for x in range(10, 50) for y in range(25, 60)]
    assert any(c[0] > c[2] + 30 for c in brown)  # a warm brown, not black or grey


def scored_by_you(app, last: bool = False, **position) -> object:
    """A table where you have just completed field 1 with a pair of horses (Ben's pair of
    roosters was complete), its scoring about to play; `last`: the others are closed, so
    the game ends with it."""
    field = {"figures": ["horse", "rooster"], "sides": [["horse"], ["rooster", "cow", "pig"]],
             "completed": [1]}
    state = BlackSheepState.from_position(
        2, hands=[["horse", "cow", "sheep"], ["pig"] * 3],
        fields=[field, None, None] if last else [field, {}, {}], **position)
    table = seated(app, state)
    table.perform(PlayCards(0, ("horse", "cow")))
    return table


def test_a_field_scored_is_a_moment_and_the_log_tells_it_when_it_shows(app):
    table = scored_by_you(app)
    told = lambda: any("Field\xa01 goes to you" in line.text for line in table.log.lines)  # noqa: E731
    seconds, revealed, banner_at, told_at = 0.0, [], None, None
    while table.animating and seconds < 10:
        table.update(1 / 60)
        seconds += 1 / 60
        if table.scoring:
            revealed = sorted(table.scoring["revealed"])
        if banner_at is None and table.headline.startswith("You win field\xa01"):
            banner_at = seconds
            assert revealed == [0, 1]  # every side shown first, then the winner
        if told_at is None and told():
            told_at = seconds
        if banner_at is not None and table.headline == "" and table.scoring is None:
            assert seconds - banner_at >= 1.9  # the banner holds about two seconds
            break
    assert banner_at is not None and told_at == pytest.approx(banner_at, abs=0.02)


def test_a_click_skips_the_scoring(app):
    table = scored_by_you(app)
    table.update(0.5)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert not table.animating and len(table.shown["corrals"][0]) == 2


@pytest.mark.parametrize("players", [2, 4])
def test_every_card_is_at_least_60_px_wide(app, players):
    layout_seats = [Seat("Anna")] + [Seat(n, "ai", "easy") for n in NAMES[1:players]]
    for tasks in ("off", "on"):
        match = Match.new("black_sheep", layout_seats, seed=2, options={"tasks": tasks})
        table = table_for(app, match)
        board: Board = table.board
        table.shown = match.view(0)
        board = table.board
        widths = [board.side_card(f, s, i)[2] for f in range(3) for s in range(players)
                  for i in range(3)]
        assert min(widths) >= 50, (tasks, min(widths))  # (critic 15: a row's cards give 8
        # px each to its chip, which had stood three rows high beside them; critic 23: the
        # chip right of the cards at two players too, one row layout at every count)
        assert min(board.hand_card(i, 3)[2] for i in range(3)) >= 60


def test_two_players_give_the_rival_room_for_a_corral_not_three_card_backs(app):
    table = seated(app, three_fields() if False else BlackSheepState.from_position(
        2, hands=[["pig"] * 3, ["cow"] * 3], corrals=[[], ["horse", "pig"]]))
    panel = table.layout["panel_1"]
    hand, corral = table.layout["hand_1"], table.layout["corral_1"]
    assert hand.w <= 0.12 * panel.w and corral.w >= 0.5 * panel.w
    texts = [t for t, _ in drawn_texts(table)]
    assert "2 figures, values face down" in texts  # the score sheet in the room left


def test_the_keyboard_cursor_shows_over_a_glowing_field_and_reaches_your_cards(app):
    table = seated(app, three_fields())
    table.toggle(0)  # a pig: the field with room for it glows
    press = lambda k: table.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))  # noqa: E731
    press(pygame.K_RIGHT)  # the first key shows the cursor: on the field the pig may go to
    assert table.lit().key == ("field", 2) and table.playable_fields() == {2}
    screen = canvas.blank((1280, 720), alpha=False)
    table.draw(screen)
    field = pygame.Rect(table.layout["field_2"].as_tuple())
    assert screen.get_at((field.centerx, field.y + 1))[:3] == (255, 255, 255)
    press(pygame.K_DOWN)  # down to your cards
    assert table.lit().key[0] == "card"
    press(pygame.K_RETURN)
    assert len(table.selected) in (0, 2)  # the card under the cursor picked or put back


def test_a_new_game_opens_with_the_deal(app):
    match = Match.new("black_sheep", [Seat("Anna"), Seat("Ben", "ai", "easy")], seed=4)
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    assert table.animating and table.shown["hand"] == [] and table.shown["hand_sizes"] == [0, 0]
    assert all(not f["figures"] for f in table.shown["fields"])
    for _ in range(90):
        table.update(1 / 60)
    assert any(f["figures"] for f in table.shown["fields"])  # the figures hopped on first
    table.timeline.skip()
    assert table.shown["hand"] == table.view["hand"] and not table.moos


def test_the_results_show_each_figure_with_its_token_not_a_sum(app):
    state = BlackSheepState.from_position(
        2, hands=[[], []], corrals=[["horse", "horse", "black_sheep"], ["pig"]],
        fields=[None, None, None], phase="over")
    match = Match.new("black_sheep", [Seat("Anna"), Seat("Ben", "ai", "easy")], seed=1)
    match.state = state
    scene = ResultsScene(app, match)
    scene.age = 5.0  # the totals have counted up
    placed = [t for t, _ in drawn_texts(scene)]
    assert not [t for t in placed if re.search(r"\d[+-]\d", t)]  # no "2+2+3-1"
    for total in match.result().scores:
        placed.remove(str(total))
    values = sorted(str(abs(state.values[f])) for c in state.corrals for f in c)
    assert sorted(t for t in placed if t.isdigit()) == values
    assert "Most horses" in placed  # the rule's words (critic 15)


def test_the_end_counts_up_from_the_figures_and_tells_the_winner_last(app):
    table = scored_by_you(app, last=True, corrals=[["sheep"], ["pig", "cow"]])
    said_at, counted = None, []
    for _ in range(60 * 30):
        table.update(1 / 60)
        if table.tally is not None:
            counted.append(list(table.tally))
        if said_at is None and any(line.text.startswith("Game over")
                                   for line in table.log.lines):
            said_at = len(counted)
        if not table.animating:
            break
    final = [float(s) for s in table.match.result().scores]
    assert counted[0] != final and counted[-1] == final  # it counts up from the figures
    assert said_at and counted[said_at - 1] == final  # who won is said once the count is done
    assert counted[said_at - 2] != final



def minus_bars(monkeypatch) -> list[pygame.Rect]:
    """The red bars drawn from now on (a black sheep's minus), each as its rect."""
    bars: list[pygame.Rect] = []
    real = ink.line

    def spy(surface, colour, start, end, width=1):
        if colour == faces.MINUS and start[1] == end[1]:
            bars.append(pygame.Rect(min(start[0], end[0]), start[1] - 1, abs(end[0] - start[0]), 2))
        return real(surface, colour, start, end, width)

    monkeypatch.setattr(ink, "line", spy)
    return bars


def test_a_black_sheep_s_token_in_your_corral_says_its_value_with_a_minus(app, monkeypatch):
    state = three_fields(corrals=[["black_sheep", "horse"], [], []])
    table = seated(app, state)
    fid = next(f for f in state.corrals[0] if f.startswith("black_sheep"))
    x, y, r = table.board.token(table.viewer, "black_sheep", 0, 1)
    token = pygame.Rect(0, 0, 2 * r, 2 * r)
    token.center = (round(x), round(y))
    bars = minus_bars(monkeypatch)
    digits = [rect for text, rect in drawn_texts(table)
              if text == str(-state.values[fid]) and token.contains(rect)]
    assert state.values[fid] < 0 and len(digits) == 1
    minus = [bar for bar in bars if token.contains(bar)]
    assert len(minus) == 1 and minus[0].right <= digits[0].x  # "−3": the bar, then the digit


def test_the_results_give_each_black_sheep_token_a_minus(app, monkeypatch):
    state = BlackSheepState.from_position(
        2, hands=[[], []], corrals=[["horse", "black_sheep", "black_sheep"], ["pig"]],
        fields=[None, None, None], phase="over")
    match = Match.new("black_sheep", [Seat("Anna"), Seat("Ben", "ai", "easy")], seed=1)
    match.state = state
    bars = minus_bars(monkeypatch)
    drawn_texts(ResultsScene(app, match))
    assert len(bars) == 2


def crowns_drawn(monkeypatch) -> list[pygame.Rect]:
    """The rect of every majority crown a corral draws from now on (its points' balls too)."""
    from game.tables.black_sheep import corral

    crowns: list[pygame.Rect] = []

    def spy(surface, centre, width):
        reach = width / 2 + 3  # the balls on its points
        crowns.append(pygame.Rect(round(centre[0] - reach), round(centre[1] - 0.3 * width - 3),
                                  round(2 * reach), round(0.6 * width + 3)))

    monkeypatch.setattr(corral, "draw_crown", spy)
    return crowns


def test_crowns_and_counts_stand_inside_their_own_kind_s_column(app, monkeypatch):
    """Four players (the narrowest corrals): each majority crown and each "2" badge lies
    between its column's lines, not on them, and the two never overlap."""
    corrals = [["horse"], ["pig", "pig", "cow"], ["sheep", "sheep", "rooster"], ["cow", "cow"]]
    table = seated(app, BlackSheepState.from_position(
        4, hands=[["pig"] * 3, ["horse"] * 3, ["sheep"] * 3, ["cow"] * 3],
        fields=[None, None, None], corrals=corrals))
    crowns = crowns_drawn(monkeypatch)
    counts = [rect.inflate(8, 2) for text, rect in drawn_texts(table) if text == "2"]
    columns = [pygame.Rect(table.board.corral_column(seat, kind))
               for seat, kinds in enumerate(corrals) for kind in set(kinds)
               if kinds.count(kind) == 2]
    assert len(columns) == 3
    for column in columns:  # each kind's crown and count in that kind's column
        inside = column.inflate(-2, 0)  # clear of the 1 px lines at its edges
        crown = [r for r in crowns if r.colliderect(column)]
        count = [r for r in counts if r.colliderect(column)]
        # (round 8: where "×2" would not fit beside the crown, the two coins abreast say
        # the count and no badge crowds the crown; it had touched it at 2560x1440)
        assert len(crown) == 1 and len(count) <= 1, (column, crown, count)
        assert inside.contains(crown[0]), (column, crown)
        assert all(inside.contains(c) and not crown[0].colliderect(c) for c in count)
