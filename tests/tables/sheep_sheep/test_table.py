"""The Sheep Sheep table as a player uses it: exchanges by drag and by clicks, a refusal in a
sentence, a collection and the refill preview, the hand-off that hides the Lucky Sheep, and
whole games, hot seat by keyboard and against each AI level by mouse."""

from __future__ import annotations

import random

import pygame
import pytest

from game import levels
from game.ai import levels as ai_levels
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.match import Match
from game.rules.sheep_sheep import EndTurn, Exchange, Refill, card
from game.rules.sheep_sheep.diagram import position
from game.saves import Seat
from game.scenes.handoff import HandoffScene
from game.scenes.results import ResultsScene
from game.scenes.tables import table_for
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.tables.sheep_sheep.table import arranged

PATIENCE = 30.0  # seconds an AI may think before a frame; only a bound for a broken run
READY = """
Rg Rb Yr
Gp Bo Op
Pr Yb Gy
"""  # the yellow/red card in your hand turns the top right red: three red in a row


def start(app, seats, seed=3):
    table = table_for(app, Match.new("sheep_sheep", seats, seed=seed))
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()  # the deal
    return table


def against_ai(app, level="easy", seed=3):
    return start(app, [Seat("Anna"), Seat("Dolly", "ai", level)], seed)


def set_position(table, grid=READY, hands=("yr gb ob pg", "ry gy bp og"), **fields):
    table.match.state = position(grid, hands, lucky=("red", "blue"), **fields)
    table.refresh_view()
    table.sync()


def click(app, pos, button=1):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.stack.top.handle(pygame.event.Event(kind, pos=pos, button=button))
    app.stack.apply_pending()


def move(app, pos):
    app.stack.top.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                            buttons=(1, 0, 0)))


def press(app, key, mod=0):
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.stack.apply_pending()


def slot_of(table, pair):
    return next(i for i, face in enumerate(table.my_hand()) if card(*face) == card(*pair))


def group_made(table) -> None:
    """The ready position, then yellow over the red sheep on cell 2: the top row a group."""
    table.timeline.skip()
    set_position(table)
    table.toggle_pick(slot_of(table, ("yellow", "red")))
    table.drop(2)
    table.timeline.skip()


def hand_pos(table, i):
    return table.board.hand_card(table.viewer, i).center


def cell_pos(table, cell):
    return table.board.cell(cell).center


# -- the map and the hands ---------------------------------------------------------------
def test_the_map_has_every_zone_of_the_table():
    layout = levels.load("sheep_sheep", 2)
    grid = pygame.Rect(layout["grid"].as_tuple())
    for seat in range(2):
        assert not grid.colliderect(layout[f"panel_{seat}"].as_tuple())
    assert pygame.Rect(layout["panel_0"].as_tuple()).contains(layout["message"].as_tuple())


def test_a_card_taken_lies_where_the_card_given_for_it_lay():
    before = [["red", "blue"], ["green", "orange"], ["yellow", "red"], ["purple", "blue"]]
    now = [["red", "yellow"], ["red", "blue"], ["yellow", "green"], ["blue", "purple"]]
    assert arranged(before, now) == [["red", "blue"], ["yellow", "green"], ["yellow", "red"],
                                     ["purple", "blue"]]
    assert arranged(None, now) == now


# -- exchanges ----------------------------------------------------------------------------
def test_an_exchange_by_two_clicks_lights_its_cells_and_flips_the_card_as_it_lands(app):
    table = against_ai(app)
    set_position(table)
    slot = slot_of(table, ("yellow", "red"))
    click(app, hand_pos(table, slot))
    assert table.picked == slot
    assert table.cell_targets() == {0: "yellow", 1: "yellow", 2: "red", 7: "red"}
    click(app, cell_pos(table, 2))
    assert table.match.steps[-1].action == Exchange(2, ("red", "yellow"), "red")
    flips, sides = 0, set()
    while table.animating:
        app.step(1 / 60)
        flyer = table.flyers[0] if table.flyers else None
        if flyer is not None and flyer.turn < 0.1:
            flips += 1
        if flyer is not None:
            sides.add(flyer.rect.center[0] < table.board.grid.right)
    assert flips and sides == {True, False}  # it travels from the hand onto the grid
    assert table.shown["grid"][2] == {"up": "red", "down": "yellow"}
    assert table.shown["hands"][0][slot] == ["yellow", "red"]  # the card taken, as it lay
    assert table.log.lines[-1].text == "You exchange at top right: yellow becomes red"


def test_an_exchange_by_drag_and_drop(app):
    table = against_ai(app)
    set_position(table)
    slot = slot_of(table, ("yellow", "red"))
    start_at = hand_pos(table, slot)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_at, button=1))
    move(app, (start_at[0] - 30, start_at[1] - 30))
    assert table.dragging == "hand" and table.picked == slot
    move(app, cell_pos(table, 2))
    assert table.pointed_cell() == 2 and table.dragged_face() is not None
    table.draw(app.screen)  # the card under the pointer, the result previewed in the cell
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cell_pos(table, 2), button=1))
    assert table.match.steps[-1].action == Exchange(2, ("red", "yellow"), "red")
    table.timeline.skip()
    assert table.shown["grid"][2]["up"] == "red"


def test_a_card_let_go_off_the_grid_goes_back(app):
    table = against_ai(app)
    set_position(table)
    at = hand_pos(table, 0)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    move(app, (at[0], at[1] - 200))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(at[0], at[1] - 200), button=1))
    assert table.picked is None and not table.match.steps


def test_an_illegal_cell_says_why_in_a_sentence(app):
    table = against_ai(app)
    set_position(table)
    click(app, cell_pos(table, 4))
    assert table.message == words.pick_first()
    click(app, hand_pos(table, slot_of(table, ("yellow", "red"))))
    click(app, cell_pos(table, 3))  # a green (teal) sheep
    assert table.message == "Your red/yellow card can only cover red or yellow; this sheep is teal."
    assert not table.match.steps
    table.draw(app.screen)


def test_a_card_with_nowhere_to_go_is_greyed_and_says_why(app):
    table = against_ai(app)
    set_position(table, hands=("yr gb ob pg", "ry gy bp og"), grid="""
Rg Rb Yr
Yp Go Rp
Pr Yb Ro
""")
    slot = slot_of(table, ("orange", "blue"))
    assert table.hand_state(slot) == "disabled"
    press(app, pygame.K_1 + slot)
    assert table.picked is None
    assert table.message == ("No sheep in the grid is orange or blue: your orange/blue card "
                             "cannot go anywhere now.")


# -- collection and refill ------------------------------------------------------------------
def test_a_collection_glows_flies_to_the_pile_and_the_refill_is_previewed(app):
    table = against_ai(app)
    set_position(table)
    table.toggle_pick(slot_of(table, ("yellow", "red")))
    table.drop(2)
    table.timeline.skip()
    assert table.grouped_cells() == [0, 1, 2]
    press(app, pygame.K_e)
    glowed, banners = False, set()
    while table.animating:
        app.step(1 / 60)
        glowed |= bool(table.shown["flash"])
        banners.add(table.banner)
    assert glowed and "You collect 3 sheep!" in banners
    assert len(table.shown["collected"][0]) == 3
    assert table.shown["phase"] == "refill" and table.shown["drawn"]
    drawn = table.shown["drawn"]
    click(app, cell_pos(table, 1))  # the first click shows the card there
    assert table.refill_cell == 1 and not isinstance(table.match.steps[-1].action, Refill)
    assert "top middle" in words.prompt(table)
    press(app, pygame.K_f)  # turned over
    assert table.refill_up() == drawn[1]
    table.draw(app.screen)
    click(app, cell_pos(table, 1))  # the second click places it
    assert table.match.steps[-1].action == Refill(1, drawn[1])
    table.timeline.skip()
    assert table.shown["grid"][1]["up"] == drawn[1]


def refill_that_hands_a_group(table) -> None:
    """A refill whose drawn card, dropped in the top left cell, hands the rival a group of 3
    (its warning, and the rows it takes, are tested in several places)."""
    set_position(table, grid="""
.  Rb Yr
Rp Bo Op
Pb Yb Gy
""", phase="refill", drawn="rg")
    table.click_cell(0)
    assert table.gift() == 3


def test_a_refill_that_hands_the_rival_a_group_is_flagged(app):
    table = against_ai(app)
    refill_that_hands_a_group(table)
    assert words.dock_lines(table)[-1] == "Careful: that leaves Dolly a group of 3 to collect."
    press(app, pygame.K_f)
    assert table.gift() == 0


def test_a_refill_is_one_log_line(app):
    table = against_ai(app)
    set_position(table, grid="""
.  Rb Yr
.  Bo Op
Pb Yb Gy
""", phase="refill", drawn="rg")
    before = len(table.log.lines)
    table.click_cell(0)
    table.place()
    table.timeline.skip()
    told = [line.text for line in table.log.lines[before:]]
    assert told == ["You place a card at top left, red up"]  # no "You draw a card" line
    assert table.shown["drawn"]  # the next card was drawn, and is told when it is placed


def test_ending_a_refill_early_is_refused_in_a_sentence(app):
    table = against_ai(app)
    set_position(table, grid=READY.replace("Rg", ". "), phase="refill", drawn="rg")
    press(app, pygame.K_e)
    assert table.message == words.place_first()


def test_a_blocked_grid_is_dealt_again_before_your_eyes(app):
    table = against_ai(app)
    set_position(table, dry_turns=1)
    press(app, pygame.K_e)
    banners = set()
    while table.animating:
        app.step(1 / 60)
        banners.add(table.banner)
    assert "Blocked grid: shuffled and dealt again" in banners
    assert table.shown["grid"] == table.view["grid"]


# -- the end ----------------------------------------------------------------------------------
def test_the_end_turns_the_lucky_sheep_over_and_counts_the_cards_up(app):
    table = against_ai(app)
    set_position(table, collected=["Bo Gp Rb", "Pr Oy"], pile="rb")  # too few to refill
    table.toggle_pick(slot_of(table, ("yellow", "red")))
    table.drop(2)
    table.timeline.skip()
    press(app, pygame.K_e)
    rival_seen, counts = None, []
    while table.animating:
        app.step(1 / 60)
        rival_seen = rival_seen or table.shown["lucky"][1]
        if table.shown.get("points"):
            counts.append(list(table.shown["points"]))
    scores = table.match.result().scores
    assert rival_seen == "blue"
    assert counts[-1] == scores and any(0 < c[0] < scores[0] for c in counts)
    assert sum(table.shown["tally"][0].values()) == 6  # three red now, three before
    assert table.shown["tally"][0]["red"] == 4


# -- hot seat -------------------------------------------------------------------------------
def test_the_hand_off_keeps_each_lucky_sheep_hidden(app, monkeypatch):
    table = start(app, [Seat("Anna"), Seat("Ben")])
    app.step(1 / 60)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, HandoffScene)
    app.stack.top.confirm()
    app.stack.apply_pending()
    lucky = table.match.state.lucky
    shown: list = []
    real = paint.lucky_card
    monkeypatch.setattr(paint, "lucky_card", lambda colour, w: shown.append(colour) or real(
        colour, w))
    app.stack.draw(app.screen)
    assert sorted(shown, key=str) == sorted([lucky[0], None], key=str)
    table.perform(EndTurn())
    table.timeline.skip()
    app.step(1 / 60)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat == 1
    shown.clear()
    app.stack.draw(app.screen)
    assert shown == []  # nothing of the table shows behind the hand-off screen
    app.stack.top.confirm()
    app.stack.apply_pending()
    app.stack.draw(app.screen)
    assert sorted(shown, key=str) == sorted([lucky[1], None], key=str)


# -- whole games ----------------------------------------------------------------------------
def keyboard_turn(app, table, action) -> None:
    """Play `action` with the keys alone: Tab moves, Enter picks and drops, F turns the drawn
    card, E ends the turn."""
    if isinstance(action, EndTurn):
        press(app, pygame.K_e)
        return
    if isinstance(action, Exchange):
        slot = slot_of(table, action.card)
        walk_tab(app, table, ("hand", slot))
        press(app, pygame.K_RETURN)
    walk_tab(app, table, ("cell", action.cell))
    if isinstance(action, Refill):
        if table.refill_up() != action.showing:
            press(app, pygame.K_f)
        press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)


def walk_tab(app, table, spot) -> None:
    for _ in range(20):
        lit = table.lit()
        if table.cursor.shown and lit is not None and lit.key == spot:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {spot}")


def mouse_turn(app, table, action) -> None:
    """Play `action` with the mouse alone: clicks on cards, cells and the buttons."""
    if isinstance(action, EndTurn):
        table.visible_buttons()
        click(app, table.buttons["end"].rect.center)
        return
    if isinstance(action, Exchange):
        click(app, hand_pos(table, slot_of(table, action.card)))
    else:
        if table.refill_up() != action.showing:
            click(app, table.board.drawn().center)  # a click turns the drawn card over
        click(app, cell_pos(table, action.cell))
    click(app, cell_pos(table, action.cell))


def play_out(app, table, turn, seed=7) -> None:
    """Play the whole game; people decide as Medium would and act through `turn`."""
    agent, rng = make_agent("sheep_sheep", "medium"), random.Random(seed)
    for _ in range(4000):
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        top = app.stack.top
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)  # "I am ...: show my cards" has the focus
            continue
        if isinstance(top, ResultsScene):
            return
        if table.animating:
            table.timeline.skip()
            continue
        if table.my_turn:
            action = agent.choose(Observation.of(table.match.state.clone()), rng)
            steps = len(table.match.steps)
            turn(app, table, action)
            assert table.match.steps[steps].action == action, table.message
    raise AssertionError("the game did not reach the results screen")


@pytest.mark.slow
def test_a_whole_hot_seat_game_by_keyboard(app):
    table = start(app, [Seat("Anna"), Seat("Ben")], seed=11)
    play_out(app, table, keyboard_turn)
    assert table.match.is_over and table.shown["phase"] == "over"
    assert sum(table.shown["points"]) == sum(table.match.result().scores)


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_whole_game_against_the_ai_by_mouse(app, level, monkeypatch):
    def quick(game, chosen, **kwargs):  # Hard's search fixed at a few worlds: seconds a game
        return make_agent(game, chosen, hard_iterations=4, **kwargs)

    monkeypatch.setattr(ai_levels, "make_agent", quick)
    table = against_ai(app, level, seed=5)
    play_out(app, table, mouse_turn)
    assert table.match.is_over
    assert any(s.seat == 1 for s in table.match.steps) and any(
        s.seat == 0 for s in table.match.steps)


def test_the_badges_hold_the_final_score_while_the_end_counts_the_cards_up(app):
    table = against_ai(app)
    set_position(table, collected=["Rb Bo Gp", "Pr Oy"], pile="rb")  # too few to refill
    assert [words.badge(table.shown, s) for s in (0, 1)] == ["★ 4", "★ 2 + ?"]  # lucky: red
    table.toggle_pick(slot_of(table, ("yellow", "red")))
    table.drop(2)
    table.timeline.skip()
    press(app, pygame.K_e)
    seen = set()
    while table.animating:
        app.step(1 / 60)
        if table.shown["lucky"][1] is not None:  # Dolly's Lucky Sheep is turned over
            seen.add((words.badge(table.shown, 0), words.badge(table.shown, 1)))
    assert table.match.result().scores == [10, 2]  # 6 cards + 4 red; 2 cards, no blue
    assert seen == {("★ 10", "★ 2")}
