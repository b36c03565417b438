"""The hand-off and the names at every table: among people sharing a screen nobody is "You"
(each is named, coloured like every other name, in the log and on the panels), the hand-off
says why the screen is passed and what happened since, in lines everyone may see; with one
person against AI, "You" stays."""

from __future__ import annotations

import random
import re

import pytest

from game import games, i18n
from game.ai.base import Observation, RandomAgent
from game.match import Match
from game.saves import Seat
from game.scenes.handoff import HandoffScene
from game.scenes.tables import table_for
from game.tables.base import CATCH_UP
from game.view import assets

GAMES = [game.id for game in games.playable()]
YOU = re.compile(r"\bYou\b")
OPTIONS = {"boom_bah": {"quick_setup": "on"}}




def played(game: str, seats: list[Seat], moves: int, seed: int = 4) -> Match:
    """A game `moves` decisions in, chosen at random, at nobody's screen yet."""
    match = Match.new(game, seats, seed=seed, options=OPTIONS.get(game))
    agent, rng = RandomAgent(), random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    return match


def seated(app, match: Match):
    """The match at its table, the hand-off to whoever decides now open on top."""
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    table.update(0.0)  # a fresh deal plays its opening first
    table.timeline.skip()
    table.update(0.0)
    app.stack.apply_pending()
    return table


def play_turn(app, table, rng: random.Random) -> None:
    """The person at the screen decides at random until someone else must: their hand-off
    is then on top."""
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)
    handoff.confirm()
    app.stack.apply_pending()
    agent = RandomAgent()
    while table.match.to_move == table.viewer and not table.match.is_over:
        table.perform(agent.choose(Observation.of(table.match.state.clone()), rng))
        table.timeline.skip()
    table.update(0.0)
    app.stack.apply_pending()


def drawn_words(app, scene=None) -> list[str]:
    """Every text a scene (the one on top) draws in one frame."""
    with assets.recording() as written:
        (scene or app.stack.top).draw(app.screen)
    return [w.message for w in written.values()]


@pytest.mark.parametrize("game", GAMES)
def test_people_sharing_a_screen_are_named_never_you(app, game):
    match = played(game, [Seat("Ann"), Seat("Bo")], moves=30)
    table = seated(app, match)
    for seat in (0, 1, 0):
        table.confirm_viewer(seat)
        assert [table.name(s) for s in range(2)] == ["Ann", "Bo"]
        assert table.log.names.keys() >= {"Ann", "Bo"}  # coloured as names
        told = [line.text for line in table.log.lines]
        assert told and not [t for t in told if YOU.search(t)]
        assert any("Ann" in t for t in told) and any("Bo" in t for t in told)
        drawn = drawn_words(app, table)
        assert "Ann" in drawn and "Bo" in drawn  # the panels name them
        assert "You" not in drawn


@pytest.mark.parametrize("game", GAMES)
def test_one_person_against_ai_stays_you(app, game):
    match = played(game, [Seat("Ann"), Seat("Dolly", "ai", "easy")], moves=12)
    table = seated(app, match)
    assert table.viewer == 0 and table.name(0) == "You" and table.name(1) == "Dolly"
    match.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_hand_off_says_why_and_what_happened_since(app, game):
    match = played(game, [Seat("Ann"), Seat("Bo")], moves=20)
    table = seated(app, match)
    rng = random.Random(2)
    play_turn(app, table, rng)
    play_turn(app, table, rng)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)
    seat = match.to_move
    name = match.seats[seat].name
    assert handoff.seat == seat
    assert handoff.reason.startswith(f"{name}, ")
    lines = [line.text for line in handoff.catch_up.lines]
    public = [line.text for line in table.told_to(None)]
    assert 0 < len(lines) <= CATCH_UP
    assert lines == public[-len(lines):]  # the newest lines, as everyone may see them
    words = drawn_words(app)
    assert handoff.reason in words and "Since your last turn:" in words


def test_the_catch_up_runs_from_where_each_person_left_the_screen(app):
    match = played("black_sheep", [Seat("Ann"), Seat("Bo")], moves=0)
    table = seated(app, match)
    table.confirm_viewer(0)
    agent, rng = RandomAgent(), random.Random(1)
    while match.to_move == 0:
        table.perform(agent.choose(Observation.of(match.state.clone()), rng))
    left = len(match.steps)
    table.confirm_viewer(1)
    while match.to_move == 1:
        table.perform(agent.choose(Observation.of(match.state.clone()), rng))
    assert table.left_at == {0: left}
    assert {line.step for line in table.catch_up(0)} <= set(range(left, len(match.steps)))
    match.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_catch_up_shows_nothing_hidden(app, game):
    """Hand after hand-off, no catch-up line is one that only some seat may read (a card
    drawn, a tile peeked at): the screen is still in the previous person's hands."""
    match = played(game, [Seat("Ann"), Seat("Bo")], moves=10, seed=7)
    table = seated(app, match)
    rng = random.Random(3)
    for _ in range(12):
        if match.is_over:
            break
        play_turn(app, table, rng)
        handoff = app.stack.top
        if not isinstance(handoff, HandoffScene):
            break
        public = {line.text for line in table.told_to(None)}
        private = {line.text for seat in (0, 1) for line in table.told_to(seat)} - public
        assert not private & {line.text for line in handoff.catch_up.lines}
    match.close()


def decide(app, table, action) -> None:
    """Whoever must decide confirms their hand-off (if one is open) and does `action`."""
    if isinstance(app.stack.top, HandoffScene):
        app.stack.top.confirm()
        app.stack.apply_pending()
    assert table.perform(action)
    table.timeline.skip()
    table.update(0.0)
    app.stack.apply_pending()


def test_a_tile_peeked_at_stays_off_the_next_persons_catch_up(app):
    from game.rules.boom_bah import EndTurn, Pass, Play, Sneak

    match = Match.new("boom_bah", [Seat("Ann"), Seat("Bo"), Seat("Cy")], seed=3,
                      options={"quick_setup": "on"})
    match.state.hands[0] = ["sheeping_tom:0"]
    match.state.actions_left = 0  # Ann's moves are made: she plays the card, then ends
    table = seated(app, match)
    assert match.to_move == 0
    decide(app, table, next(a for a in match.legal_actions() if isinstance(a, Play)))
    decide(app, table, Pass())  # Bo lets Sheeping Tom through, and leaves the screen
    decide(app, table, Pass())  # so does Cy: Ann peeks
    decide(app, table, Sneak(False))  # Ann saw the tile and stays
    peeked = [line.text for line in table.told_to(0) if line.text.startswith("Ann peeks at")]
    assert peeked  # what Ann alone read
    decide(app, table, EndTurn())
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and handoff.seat == 1
    told = [line.text for line in handoff.catch_up.lines]
    assert told[0] == "Cy lets the card stand" and "Ann plays Sheeping Tom" not in told
    assert not set(peeked) & set(told)
    match.close()


@pytest.mark.parametrize("lang, asked, turn", [
    ("en", "Bo, Ann played Golden Fleece: you may answer", "Ann, it is your turn"),
    ("de", "Bo, Ann hat Goldenes Vlies gespielt: Du darfst antworten", "Ann, du bist am Zug"),
])
def test_the_hand_off_says_why_the_screen_is_passed(app, lang, asked, turn):
    from game.rules.boom_bah import Pass, Play

    i18n.set_language(lang)
    try:
        match = Match.new("boom_bah", [Seat("Ann"), Seat("Bo")], seed=3,
                          options={"quick_setup": "on"})
        match.state.hands[0] = ["golden_fleece:0"]
        table = seated(app, match)
        assert app.stack.top.reason == turn
        decide(app, table, Play("golden_fleece:0"))
        assert app.stack.top.seat == 1 and app.stack.top.reason == asked
        assert asked in drawn_words(app)
        decide(app, table, Pass())
        assert app.stack.top.reason == turn  # back to Ann, whose card went through
    finally:
        i18n.set_language("en")
    match.close()


def test_the_hand_off_hides_the_table_under_the_menus_felt_not_a_flat_fill(app):
    seated(app, played("black_sheep", [Seat("Anna"), Seat("Ben")], 0))
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)
    app.screen.fill((255, 0, 255))  # whatever lay under it must not show
    handoff.draw(app.screen)
    corner = [tuple(app.screen.get_at((x, y)))[:3] for x in range(0, 200, 7)
              for y in range(560, 720, 7)]
    assert (255, 0, 255) not in corner  # opaque: nothing of the table shows through
    assert len(set(corner)) > 20  # the felt's grain, darkened (it was one flat colour)
