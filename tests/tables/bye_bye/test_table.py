"""The Bye-Bye Black Sheep table as players use it: whole games by keyboard in hot seat and by
mouse against the AI (2 and 5 players, both rule sets), the bye-bye moment, the Mole's look
kept to the drawer, zoo placement with its counter, the White Sheep's hand-off and back."""

from __future__ import annotations

import random

import pygame
import pytest

from game import levels
from game.match import Match
from game.rules.bye_bye import Draw, Pass, Place, State, Stop
from game.saves import Seat
from game.scenes.handoff import HandoffScene
from game.scenes.results import ResultsScene
from game.scenes.tables import table_for
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye import words
from game.view import assets

FRAME = 1 / 60
PATIENCE = 30.0  # seconds an AI may think before a frame; only a bound for a broken run
NAMES = ["Ann", "Ben", "Cy", "Di", "Ed"]


def start(app, seats, seed=3, advanced=False, opening=False):
    """A new game at its table (the opening deal skipped unless `opening`)."""
    match = Match.new("bye_bye", seats, seed=seed,
                      options={"advanced": "on" if advanced else "off"})
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    if not opening:
        table.update(0.0)
        table.timeline.skip()
    return table


def people(players):
    return [Seat(name) for name in NAMES[:players]]


def against_ai(players, level="easy"):
    return [Seat("Ann")] + [Seat(name, "ai", level) for name in NAMES[1:players]]


def key(app, *keys):
    """Press the keys, one after another, and let a frame pass."""
    for k in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                             scancode=0))
    app.step(FRAME)


def click(app, pos):
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(FRAME)


def settle(app, table):
    """Let the table land: animations skipped, hand-offs left for the caller."""
    table.match.wait_for_ai(PATIENCE)
    table.timeline.skip()
    app.step(FRAME)


def rigged(players, rival, card, **fields):
    """A position where a draw from `rival`'s hand (its cards given in `fields["hands"]`)
    takes `card`: the deal's seed is searched until the rules' own draw does."""
    for seed in range(500):
        state = State.from_position(players, seed=seed, **fields)
        events = state.clone().apply(Draw(rival))
        if events[0].public["card"] == card:
            return state
    raise AssertionError("no seed draws that card")


def seat_at(app, table, state, viewer=0):
    table.match.state = state
    table.confirm_viewer(viewer)
    table.timeline.skip()


# -- the map ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_map_seats_everyone_round_the_watering_hole(players):
    layout = levels.load("bye_bye", players)
    table = pygame.Rect((0, 0), layout.size)
    panels = [pygame.Rect(layout[f"panel_{p}"].as_tuple()) for p in range(players)]
    middle = [pygame.Rect(layout[z].as_tuple()) for z in ("watering", "pile", "magpie", "log")]
    for i, panel in enumerate(panels):
        assert table.contains(panel)
        for other in panels[i + 1:] + middle:
            assert not panel.colliderect(other)
        for part in ("hand", "zoo"):
            assert panel.contains(pygame.Rect(layout[f"{part}_{i}"].as_tuple()))


@pytest.mark.parametrize("advanced", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_table_draws_for_every_player_count(app, players, advanced):
    table = start(app, against_ai(players), advanced=advanced)
    app.step(FRAME)
    table.draw(app.screen)
    assert table.shown["hand_sizes"] == table.view["hand_sizes"]


def test_the_opening_deals_every_hand_from_the_pile(app):
    table = start(app, against_ai(3), opening=True)
    app.step(FRAME)
    assert table.animating and sum(table.shown["hand_sizes"]) < sum(table.view["hand_sizes"])
    for _ in range(600):
        app.step(FRAME)
        if not table.animating:
            break
    assert table.shown["hand_sizes"] == table.view["hand_sizes"]
    assert table.shown["pile"] == table.view["pile"]


# -- whole games ------------------------------------------------------------------------------
def tab_to(app, table, wanted) -> None:
    """Tab until the cursor lights `wanted`, then Enter."""
    for _ in range(len(table.targets()) + 2):
        key(app, pygame.K_TAB)
        if table.lit() is not None and table.lit().key == wanted:
            key(app, pygame.K_RETURN)
            return
    raise AssertionError(f"Tab never reached {wanted}")


def keyboard_decision(app, table, rng) -> None:
    """What a person at the keyboard does for the decision in front of them: Tab to it and
    Enter, or a letter key."""
    view = table.view
    phase, targets = view["phase"], table.choosable()
    if phase == "draw":
        if len(view["watering"]) >= rng.randint(3, 6) or not targets:
            key(app, pygame.K_s)
        else:
            target = rng.choice(targets)
            tab_to(app, table, (target.kind, target.value))
        return
    if phase == "place":  # the cards that go with the zoo or with each other first
        if not targets:
            key(app, pygame.K_e)
            return
        cards = [table.shown["watering" if t.kind == "pond" else "hand"][t.value]
                 for t in targets]
        zoo = view["zoos"][view["seat"]]
        best = sorted(range(len(targets)), key=lambda i: -(zoo.count(cards[i]) * 3
                                                          + cards.count(cards[i])))
        for i in best[:view["allowance"]]:
            tab_to(app, table, (targets[i].kind, targets[i].value))
        key(app, pygame.K_c)
        return
    if phase == "eagle":
        animals = [t for t in targets if t.kind == "animal"]
        if rng.random() < 0.3 or not animals:
            key(app, pygame.K_n)
        else:
            target = rng.choice(animals)
            tab_to(app, table, (target.kind, target.value))
        return
    if not targets or rng.random() < 0.2:
        key(app, pygame.K_n)
    else:
        tab_to(app, table, (targets[0].kind, targets[0].value))


def play_out(app, table, decide, limit=5000):
    """Play until the results screen shows; `decide(table)` makes the viewer's decisions.
    Returns the hand-offs seen, as the seats they were for."""
    handoffs = []
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            return handoffs
        if isinstance(top, HandoffScene):
            handoffs.append(top.seat)
            key(app, pygame.K_RETURN)
            continue
        settle(app, table)
        if table.my_turn and not table.queued:  # (not while your zoo cards go in one by one)
            before = len(table.match.steps)
            decide(table)
            if len(table.match.steps) == before and table.my_turn and not table.queued:
                key(app, pygame.K_n, pygame.K_e)  # a refusal: decline instead
    raise AssertionError(f"no end after {limit} frames: {table.view['phase']}")


# Each way of playing meets both player counts and both rule sets across the two tests,
# not every combination in each (a 5-player game by keyboard alone is minutes of CPU);
# two people at one screen by keyboard; four by mouse (five: the layout and log tests).
@pytest.mark.slow
@pytest.mark.parametrize(("players", "advanced"), [(2, True), (2, False)])
def test_a_whole_hot_seat_game_by_keyboard(app, players, advanced):
    app.settings.animation_speed = "instant"
    table = start(app, people(players), seed=players, advanced=advanced)
    rng = random.Random(players)

    def decide(table):
        keyboard_decision(app, table, rng)

    handoffs = play_out(app, table, decide)
    assert table.match.is_over and len(set(handoffs)) == players
    assert all(not isinstance(s, HandoffScene) for s in app.stack.scenes[-1:])


def mouse_decision(app, table, rng):
    """Click what a person would: a rival's hand, the Stop button, a card, a tile, a button."""
    view, targets = table.view, table.choosable()
    phase = view["phase"]
    buttons = {b.label: b for b in table.shown_buttons()}
    if phase == "draw" and (len(view["watering"]) >= rng.randint(3, 6) or not targets):
        click(app, table.buttons["stop"].rect.center)
        return
    if phase == "place":
        for target in targets[:view["allowance"]]:
            click(app, target.rect.center)
        settle(app, table)
        put = next((b for label, b in buttons.items() if b is table.docked["put"]), None)
        click(app, (put if table.picks else table.docked["end"]).rect.center)
        return
    if phase == "eagle":
        targets = [t for t in targets if t.kind == "animal"]
    if targets:
        click(app, rng.choice(targets).rect.center)
    else:
        table.plan_dock()
        click(app, table.docked_buttons()[-1].rect.center)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "advanced"), [(2, False), (4, True)])
def test_a_whole_game_against_ai_by_mouse(app, players, advanced):
    app.settings.animation_speed = "instant"
    table = start(app, against_ai(players), seed=10 + players, advanced=advanced)
    rng = random.Random(players)
    handoffs = play_out(app, table, lambda t: mouse_decision(app, t, rng))
    assert table.match.is_over and handoffs == []
    human = [s for s in table.match.steps if s.seat == 0]
    assert human, "the person at the screen decided by mouse"


# -- moments --------------------------------------------------------------------------------
def test_a_black_sheep_is_a_bye_bye_moment(app):
    table = start(app, against_ai(3))
    seat_at(app, table, rigged(3, 1, "black_sheep", hands=[
        ["3", "4", "black_sheep"], ["black_sheep", "7", "8"], ["black_sheep", "9"]],
        watering=["5", "6"]))
    table.perform(Draw(1))
    shown_for = 0.0
    while table.animating and (table.headline or not shown_for):
        app.step(FRAME)
        if table.headline == words.bye_bye_banner():
            shown_for += FRAME
            assert "black_sheep" not in table.shown["watering"]
    assert 1.8 <= shown_for <= 2.6  # the banner holds about two seconds at 1x
    assert table.shown["hand_sizes"][1] == 3 and table.trotter is None  # it trotted home
    table.timeline.skip()
    assert table.shown["hand"].count("5") == 1 and table.match.to_move == 1  # turn over
    assert "Bye-bye, Black Sheep: it trots home to Ben, and your turn ends" in [
        line.text for line in table.log.lines]


def test_the_mole_shows_a_hand_to_the_drawer_alone(app):
    """Hot seat, three people: Ann's Mole looks into Ben's hand. Ann sees it face up and
    can take an animal; Cy, at the screen next, sees nothing of it: not on the table, not in
    the log, not in any text drawn."""
    table = start(app, people(3))
    ben = ["black_sheep", "mole", "11", "12", "12"]
    seat_at(app, table, rigged(3, 1, "mole", hands=[["3", "black_sheep"], ben,
                                                     ["4", "black_sheep"]]))
    table.perform(Draw(1))
    table.timeline.skip()
    assert table.view["phase"] == "mole" and table.open_hand(1) == ["11", "12", "12",
                                                                   "black_sheep"]
    assert {t.value for t in table.choosable()} == {"11", "12"}
    secret = [words.label("11"), words.label("12")]
    table.perform(Pass())
    table.timeline.skip()
    table.perform(Stop())
    table.timeline.skip()
    assert table.match.to_move == 1
    for viewer in (1, 2):
        table.confirm_viewer(viewer)
        assert table.open_hand(1) is None or viewer == 1
        log = " ".join(line.text for line in table.log.lines)
        assert "shows you" not in log and all(name not in log for name in secret[:1])
        with assets.recording() as written:
            paint.seats(table, app.screen)
            table.log.draw(app.screen)
        assert not any(w.message.startswith("The Mole shows you") for w in written.values())


def test_an_ai_mole_never_shows_you_the_hand(app):
    table = start(app, against_ai(3, "medium"))
    state = rigged(3, 2, "mole", hands=[["3", "black_sheep"], ["4", "black_sheep"],
                                         ["black_sheep", "mole", "11", "12"]], turn=1)
    seat_at(app, table, state)
    table.perform(Draw(2))
    table.timeline.skip()
    assert table.open_hand(2) is None and table.mole_hand() is None
    assert table.view["known"].get("2") is None


def test_zoo_placement_counts_the_picks(app):
    table = start(app, against_ai(2))
    state = State.from_position(2, hands=[["3", "3", "7", "black_sheep"], ["9", "black_sheep"]],
                                zoos=[["3"], []], watering=["5", "5", "5", "8"])
    seat_at(app, table, state)
    table.perform(Stop())
    table.timeline.skip()
    assert table.view["phase"] == "place" and table.view["allowance"] == 2
    table.plan_dock()
    assert words.dock_lines(table) == []  # (placing is in your panel, not the dock)
    assert words.prompt(table).startswith("Pick up to 2 cards for your zoo in your hand")
    pond = sorted(table.pickable("pond"))
    for i in pond[:3]:
        click(app, paint.pond_rect(table, i, len(table.shown["watering"])).center)
    assert len(table.picks) == 2 and table.message.startswith("You may put only 2 cards")
    assert words.prompt(table).startswith("2 of up to 2 cards picked for your zoo.")
    assert table.ghosts(0) == ["5", "5"]
    key(app, pygame.K_c)
    for _ in range(300):
        settle(app, table)
        if not table.queued and not table.animating:
            break
    assert sorted(table.match.state.zoos[0]) == ["3", "5", "5"]
    mine = [s.action for s in table.match.steps if s.seat == 0]
    assert mine[-2:] == [Place("5"), Place("5")]  # two placed, and the rules ended the turn
    last = [s for s in table.match.steps if s.seat == 0][-1]
    assert any(e.kind == "turn_began" and e.public["seat"] == 1 for e in last.events)


def white_sheep_position(ben_hand):
    return rigged(2, 1, "white_sheep", hands=[["3", "4", "black_sheep"], ben_hand],
                  advanced=True)


@pytest.mark.parametrize("ben_hand, places", [
    (["white_sheep", "black_sheep", "6"], True),
    (["white_sheep", "black_sheep", "eagle"], False)])
def test_the_white_sheep_hands_the_screen_to_its_owner_and_back(app, ben_hand, places):
    """Ann draws Ben's White Sheep: the screen goes to Ben (asked whether or not he holds an
    animal, so the hand-off tells nobody anything), then back to Ann."""
    table = start(app, people(2), advanced=True)
    if isinstance(app.stack.top, HandoffScene):
        app.stack.top.confirm()
        app.stack.apply_pending()
    seat_at(app, table, white_sheep_position(ben_hand))
    table.perform(Draw(1))
    table.timeline.skip()
    app.step(FRAME)
    top = app.stack.top
    assert isinstance(top, HandoffScene) and top.seat == 1
    key(app, pygame.K_RETURN)
    assert table.viewer == 1 and table.my_turn and table.view["phase"] == "white"
    if places:
        assert [t.kind for t in table.choosable()] == ["hand"]
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
        assert table.match.steps[-1].action == Place("6")
    else:
        assert table.choosable() == [] and words.dock_lines(table)[1] == (
            "You hold no animal card to put in your zoo.")
        key(app, pygame.K_n)
        assert table.match.steps[-1].action == Pass()
    settle(app, table)
    top = app.stack.top
    assert isinstance(top, HandoffScene) and top.seat == 0
    key(app, pygame.K_RETURN)
    assert table.viewer == 0 and table.view["phase"] == "draw"


def test_a_hint_points_at_the_move_and_says_why(app):
    from game.ai.levels import make_agent

    table = start(app, against_ai(3))
    table.match.hinter = make_agent("bye_bye", "medium")
    for _ in range(40):  # hints at several of your decisions, drawing and placing
        settle(app, table)
        if not table.my_turn:
            continue
        key(app, pygame.K_h)
        for _ in range(600):
            table.match.wait_for_ai(PATIENCE)
            app.step(FRAME)
            if table.hints.action is not None:
                break
        assert table.hints.marks and table.hints.reason
        assert table.hints.line().startswith("Hint: ")
        table.perform(table.hints.action)
        if table.match.is_over:
            break


def test_a_black_sheep_home_again_leaves_no_rings_over_the_hand(app):
    """Its landing puff is small and quick: a skipped bye-bye left large dust rings over
    the owner's fan of backs for most of a second (grey ghost circles in a screenshot)."""
    table = start(app, against_ai(3))
    seat_at(app, table, rigged(3, 1, "black_sheep", hands=[
        ["3", "4", "black_sheep"], ["black_sheep", "7", "8"], ["black_sheep", "9"]],
        watering=["5", "6"]))
    table.perform(Draw(1))
    while table.animating and table.trotter is None:
        app.step(FRAME)
    table.timeline.skip()
    assert all(p.kind == "light_dust" for p in table.particles.items)
    for _ in range(round(0.4 / FRAME)):
        app.step(FRAME)
    assert not table.particles.items


@pytest.mark.parametrize("players", [2, 5])
def test_every_special_card_on_offer_is_named_and_no_badge_covers_a_name(app, monkeypatch,
                                                                          players):
    """The advanced set-up: each special card on offer shows its name in its foot band (the
    Mother Sheep's was left out) and a "×3" badge stands at its card's top left, where no
    other card lies and no name is (at the foot it covered the next card's name)."""
    from game.tables.bye_bye import faces

    table = start(app, against_ai(players), advanced=True)
    assert table.shown["phase"] == "choose"
    badges = []
    monkeypatch.setattr(paint, "count_badge", lambda s, centre, w: badges.append(
        pygame.Rect(centre[0] - 13, centre[1] - 13, 26, 26)))
    table.draw(app.screen)
    kinds = paint.offered(table.shown)
    rects = [paint.offer_rect(table, i, len(kinds)) for i in range(len(kinds))]
    assert len(badges) == sum(n > 1 for _c, n in kinds) > 0
    for (card, _n), rect in zip(kinds, rects, strict=True):
        laid = faces.foot_band(faces.label(card), rect.w)
        assert laid is not None, card  # named
        band = laid.band.move(rect.topleft)
        assert not any(b.colliderect(band) for b in badges), card
