"""Bye-Bye Black Sheep, issue 21: when a game that nobody wins by triplets ends, the three
points where the German half of the rulebook stands, and moves that never half-happen.

Each test is a position, an action and the outcome, and names the line it comes from:
"RULINGS" is the Bye-Bye Black Sheep section of RULINGS.md, "rulebook" the seed text
(`seeds/bye-bye-black-sheep.txt`), English or German half.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import i18n
from game.ai.arena import play_game
from game.ai.levels import make_agent
from game.rules.base import RulesFault, dumps
from game.rules.bye_bye import (
    QUIET_ROUNDS,
    SPEC,
    ByeByeState,
    Dig,
    Draw,
    Pass,
    Place,
    Steal,
    Stop,
)
from game.rules.bye_bye.state import END_REASONS
from game.tables.bye_bye import words
from tests.rules.test_bye_bye_helpers import BS, NextDraw, draw, kinds, position

# The position seed 116 reached (`sheepfold simulate --game bye_bye --players 2 --games 1
# --seed 116 --agents easy --options advanced=on`) when seat 0 ended its turn: every set card
# lies in a zoo, four triplets each, and seat 0 holds the Magpie.
SEED_116_ZOOS = [
    [1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 6, 7, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 12, 12],
    [1, 1, 2, 2, 3, 3, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 11, 12, 12],
]


def seed_116() -> ByeByeState:
    return position(2, [[BS, "mole", "mole", "magpie"], [BS]], zoos=SEED_116_ZOOS, pile=[],
                    advanced=True)


# --------------------------------------------------------------------------- running dry

def test_seed_116_a_magpie_in_hand_keeps_the_game_going_and_it_is_won():
    """RULINGS, Exhausted (revised): a hand still holding the Magpie keeps the game going,
    because Magpie + stolen card + one more draw lets a card be laid, and that card may win.
    (Issue 21: this game used to end here, 4-4 in triplets, decided by zoo size.)"""
    state = seed_116()
    events = state.apply(Stop())
    assert kinds(events)[-1] == "turn_began" and not state.is_over and state.turn == 1
    draw(state, 0, "magpie")
    state.apply(Steal(0, "1"))
    draw(state, 0, "mole")  # a look into a hand with no animal in it
    state.apply(Stop())     # Magpie, 1, Mole at the watering hole: one card may be laid
    events = state.apply(Place("1"))
    assert kinds(events) == ["placed", "game_over"]
    assert state.end_reason == "triplets" and state.result().winners == [1]
    assert state.result().scores == [4, 5]


def test_seed_116_played_by_easy_agents_does_not_end_while_the_magpie_can_steal():
    """RULINGS, Exhausted (revised): the game ends by tie-break only when no Magpie can still
    steal. The very game of the issue, played again by the Easy agents."""
    agents = [make_agent("bye_bye", "easy") for _ in range(2)]
    state = play_game(SPEC, agents, 116, {"advanced": "on"}).state
    magpie_in_a_hand = any("magpie" in hand for hand in state.hands)
    assert not (state.end_reason == "exhausted" and magpie_in_a_hand and any(state.zoos))


def test_nothing_left_that_could_reach_a_zoo_ends_the_game_by_tie_break():
    """RULINGS, Exhausted (revised): the pile is empty, no hand and no watering hole holds a
    set card, and no Magpie can steal (here it still waits by the pile) -> the game ends:
    most triplets, then most cards in the zoo, then a shared win."""
    state = position(2, [[BS, "eagle"], [BS, "mole"]], zoos=[[1, 1, 1, 2], [3, 3, 3, 4, 4]],
                     pile=[])
    events = state.apply(Stop())
    assert kinds(events)[-1] == "game_over" and state.end_reason == "exhausted"
    assert state.result().winners == [1]
    assert state.view(0)["end_reason"] == (
        "No card can reach a zoo any more: the draw pile is empty, no hand holds an animal "
        "card and no Magpie can steal.")


def test_a_magpie_in_hand_with_every_zoo_empty_cannot_steal_and_the_game_ends():
    """RULINGS, Exhausted (revised): the Magpie can steal only while some zoo holds a card;
    with every zoo empty, nothing can reach a zoo again -> the game ends (a shared win)."""
    state = position(3, [[BS, "eagle"], [BS, "magpie"], [BS, "mole"]], pile=[],
                     magpie_waiting=False)
    events = state.apply(Stop())
    assert kinds(events)[-1] == "game_over" and state.end_reason == "exhausted"
    assert state.result().winners == [0, 1, 2]


@pytest.mark.parametrize(("what", "hands", "zoos", "pile"), [
    ("a card in the pile", [[BS, "eagle"], [BS]], [[1], [2]], [5]),
    ("an animal in a hand", [[BS, "eagle"], [BS, 5]], [[1], [2]], []),
    ("a Magpie in a hand, a card in a zoo", [[BS, "eagle"], [BS, "magpie"]], [[1], []], []),
    ("a Magpie in the turn player's hand", [[BS, "magpie"], [BS]], [[], [2]], []),
])
def test_any_one_way_to_a_zoo_keeps_the_game_going(what, hands, zoos, pile):
    """RULINGS, Exhausted (revised): each of the three conditions alone keeps the game
    going (pile, set card in a hand, Magpie that can still steal)."""
    state = position(2, hands, zoos=zoos, pile=pile, magpie_waiting=False)
    state.apply(Stop())
    assert not state.is_over and state.turn == 1, what


def test_a_wolf_stash_holding_an_animal_keeps_the_game_going():
    """RULINGS, Exhausted (revised): no hand holds a set card -- the Wolf's stash joins its
    owner's hand at the end of the turn, so an animal in it still counts."""
    state = position(2, [[BS], [BS, "wolf", 4]], pile=[], advanced=True)
    draw(state, 1, 4)
    draw(state, 1, "wolf")  # the 4 goes face down in front of seat 1
    state.apply(Stop())
    assert not state.is_over and state.hands[1] == ["4", BS]


# --------------------------------------------------------------------------- the stall

def stalled(pile) -> ByeByeState:
    """Three players who can only stop: every hand has an animal, so it never runs dry."""
    return position(3, [[1, BS], [2, BS], [3, BS]], zoos=[[], [9, 9, 9], []], pile=pile)


def test_ten_full_rounds_with_the_pile_empty_and_no_card_laid_end_the_game():
    """RULINGS, a stalled game (our addition): with the pile empty, ten full rounds in which
    nobody lays a card end the game, decided like an exhausted one."""
    state = stalled(pile=[])
    for _ in range(QUIET_ROUNDS * 3 - 1):
        state.apply(Stop())
    assert not state.is_over and state.quiet_turns == QUIET_ROUNDS * 3 - 1
    events = state.apply(Stop())
    assert kinds(events)[-1] == "game_over" and state.end_reason == "quiet"
    assert state.result().winners == [1]
    assert state.view(0)["end_reason"] == "10 rounds went by with no card laid in any zoo."


def test_everyone_stopping_without_drawing_ends_the_game_even_with_cards_in_the_pile():
    """Our ruling on a stalled game, extended: while the pile has cards, a turn in which no
    card changes hands counts too, so a table where everyone stops at once (one position
    repeated for ever) ends after ten full rounds."""
    state = stalled(pile=None)
    for _ in range(QUIET_ROUNDS * 3 - 1):
        state.apply(Stop())
    assert state.pile and not state.is_over
    state.apply(Stop())
    assert state.is_over and state.end_reason == "quiet"


def test_rounds_in_which_cards_change_hands_with_cards_in_the_pile_do_not_count():
    """RULINGS, a stalled game: with cards in the pile, a turn in which a card was drawn
    starts the count again."""
    state = position(2, [[1, 1, BS], [5, 6, 7, BS]], pile=None,
                     quiet_turns=QUIET_ROUNDS * 2 - 1)
    draw(state, 1, 5)
    state.apply(Stop())  # one card at the watering hole: too few to lay, the turn ends
    assert state.pile and state.quiet_turns == 0 and not state.is_over


def test_a_card_laid_starts_the_stall_count_again():
    """RULINGS, a stalled game: only rounds in which nobody lays a card count."""
    state = position(2, [[1, 1, BS], [5, 6, 7, BS]], pile=[], quiet_turns=QUIET_ROUNDS * 2 - 1)
    for card in (5, 6, 7):
        draw(state, 1, card)
    state.apply(Stop())
    state.apply(Place("1"))
    assert state.quiet_turns == 0 and not state.is_over


def test_a_white_sheep_card_laid_out_of_turn_also_breaks_the_stall():
    """RULINGS, a stalled game: nobody lays a card -- the White Sheep's owner laying one
    counts too (rulebook, advanced rules, the White Sheep)."""
    state = position(2, [[1, BS], [2, "white_sheep", BS]], pile=[], advanced=True,
                     quiet_turns=QUIET_ROUNDS * 2 - 1)
    draw(state, 1, "white_sheep")
    state.apply(Place("2"))
    state.apply(Stop())
    assert state.quiet_turns == 0 and not state.is_over


# --------------------------------------------------------------------------- German half

def test_german_half_the_moles_hand_is_always_shown_even_if_the_drawer_takes_nothing():
    """RULINGS: where the halves differ the German stands -- the Mole's hand is always shown
    to the drawer (rulebook, German half, 'Der Maulwurf': the hand must be shown; the English
    half says the drawer may look). Drawing the Mole shows it; there is no move to decline
    the look, only the card."""
    state = position(2, [[1, BS], [4, 5, "mole", BS]])
    events = draw(state, 1, "mole")
    assert events[-1].kind == "mole_looked"
    assert events[-1].for_seat(0)["hand"] == ["4", "5", BS]
    assert "hand" not in events[-1].for_seat(1)
    assert state.legal_actions() == [Dig("4"), Dig("5"), Pass()]
    state.apply(Pass())
    assert state.view(0)["known"] == {"1": ["4", "5"]}


def test_german_half_the_mother_sheep_always_brings_a_pile_card():
    """RULINGS: the Mother Sheep always brings a card from the pile when it has one (rulebook,
    German half, 'Das Mutterschaf': a card is drawn; the English half says the drawer may).
    No question is asked: the card is at the watering hole and the turn goes on."""
    state = position(2, [[1, BS], ["mother_sheep", 5, BS]], pile=[9, 10], advanced=True)
    draw(state, 1, "mother_sheep")
    assert state.watering == ["mother_sheep", "9"] and state.pile == ["10"]
    assert state.phase == "draw" and state.legal_actions() == [Draw(1), Stop()]


def test_german_half_the_allowance_is_the_animals_now_at_the_watering_hole_minus_two():
    """RULINGS: the zoo allowance is the animals now at the watering hole minus two; cards
    the Wolf drove away do not count (rulebook, German half, 'FREIWILLIG': the animals at the
    watering hole minus two; the English half counts the cards just drawn). Seat 0 draws
    five cards from hands; the Wolf drives two away and the Mole fetches one more: four lie
    at the watering hole, so two may be laid (by the English count, five drawn less two)."""
    state = position(3, [[1, 1, BS], [5, 6, "wolf", BS], [7, 8, "mole", BS]], advanced=True)
    draw(state, 1, 5)
    draw(state, 2, 7)
    draw(state, 1, "wolf")
    draw(state, 2, "mole")
    state.apply(Dig("8"))
    draw(state, 1, 6)
    assert state.watering == ["wolf", "mole", "8", "6"]
    events = state.apply(Stop())
    assert events[0].public == {"seat": 0, "drawn": 4, "allowance": 2}
    state.apply(Place("1"))
    events = state.apply(Place("1"))
    assert kinds(events)[0] == "placed" and state.turn == 1  # the allowance is used up


# --------------------------------------------------------------------------- atomic moves

class Broken(Exception):
    """What the injected failure raises."""


def ready(move: str) -> tuple[ByeByeState, object]:
    """A position and the move to try in it."""
    state = position(3, [[1, 1, BS], [5, 6, "mother_sheep", BS], [7, BS]], advanced=True)
    if move == "draw the Mother Sheep":
        state.rng = NextDraw(state.hands[1].index("mother_sheep"))
        return state, Draw(1)
    draw(state, 1, 5)
    draw(state, 2, 7)
    if move == "stop":  # two cards at the watering hole: the turn ends at once
        return state, Stop()
    draw(state, 1, 6)
    state.apply(Stop())
    return state, Place("1")


@pytest.mark.parametrize(("step", "move"), [
    ("_special", "draw the Mother Sheep"),  # a card left a hand, a pile card came out
    ("_refill", "stop"),                    # the watering hole went into the hand
    ("_zoo_grew", "place"),                 # a card went into the zoo
    ("run_dry", "stop"),                    # the refills are done, the turn is over
])
def test_a_move_that_fails_half_way_leaves_the_game_as_it_was(monkeypatch, step, move):
    """Engineering rule (DESIGN.md, the rule-module protocol): apply is atomic -- if anything
    raises inside a move, the state is exactly as before, as in Black Sheep and Sheep-Boom-Bah
    (all three use the shared `State.apply` of game/rules/base.py). The step does its work,
    then fails; every seat's view and the legal moves are as they were."""
    state, action = ready(move)
    real = getattr(ByeByeState, step)

    def failing(self, *args):
        real(self, *args)
        raise Broken("injected")

    before = dumps(state.snapshot())
    views = [dumps(state.view(s)) for s in (0, 1, 2, None)]
    legal = state.legal_actions()
    monkeypatch.setattr(ByeByeState, step, failing)
    with pytest.raises(RulesFault) as fault:
        state.apply(action)
    assert isinstance(fault.value.__cause__, Broken)
    assert dumps(state.snapshot()) == before
    assert [dumps(state.view(s)) for s in (0, 1, 2, None)] == views
    assert state.legal_actions() == legal
    monkeypatch.undo()
    state.apply(action)  # and the game goes on normally
    assert dumps(state.snapshot()) != before


# --------------------------------------------------------------------------- what players read

@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


RULED = {  # a ruling (RULINGS, Bye-Bye Black Sheep) -> how the rules text says it, en and de
    "exhausted": ("no card can ever reach a zoo again", "keine Karte mehr in einen Zoo"),
    "magpie": ("The Magpie can steal while it is in someone's hand",
               "Die Elster kann stehlen, solange sie in einer Hand ist"),
    "stall": (f"Our own addition, not in the rulebook: {QUIET_ROUNDS} full rounds",
              f"Auch {QUIET_ROUNDS} volle Runden, in denen niemand"),
    "German half": ("We follow the German one", "Wir folgen der deutschen"),
    "Mole": ("The Mole always shows you the whole hand", "Der Maulwurf zeigt dir immer"),
    "Mother Sheep": ("The Mother Sheep always brings the top card of the pile",
                     "Das Mutterschaf bringt immer die oberste Karte"),
    "allowance": ("as many cards as lie at the watering hole at that moment, less two",
                  "wie in diesem Moment am Wasserloch liegen, weniger zwei"),
}


def test_the_rules_text_says_each_ruling_in_english():
    """Issue 21: the rules text says the rulings, in our own words."""
    text = i18n.reflow(SPEC.rules_text)
    for ruling, (english, _german) in RULED.items():
        assert english in text, ruling


def test_the_rules_text_says_each_ruling_in_german(german):
    """Issue 21: the rules text says the rulings in German too (each paragraph translated)."""
    text = i18n.tr_prose(SPEC.rules_text)
    for ruling, (_english, in_german) in RULED.items():
        assert in_german in text, ruling


def table_seen_by(seat: int) -> SimpleNamespace:
    return SimpleNamespace(name=lambda s: ("Anna", "Bo")[s], you=seat)


@pytest.mark.parametrize(("reason", "english", "in_german"), [
    ("exhausted", "Game over (no card can reach a zoo any more): Bo wins!",
     "Spielende (keine Karte kann mehr in einen Zoo): Bo gewinnt!"),
    ("quiet", f"Game over ({QUIET_ROUNDS} rounds with no card laid in a zoo): Bo wins!",
     f"Spielende ({QUIET_ROUNDS} Runden, in denen keine Karte in einen Zoo kam): Bo gewinnt!"),
])
def test_the_log_says_why_a_game_without_triplets_ended(reason, english, in_german):
    """A game decided by tie-break says why it ended; a win by triplets needs no reason."""
    event = {"kind": "game_over", "reason": END_REASONS[reason], "winners": [1]}
    assert words.describe_event(table_seen_by(0), event) == english
    i18n.set_language("de")
    try:
        assert words.describe_event(table_seen_by(0), event) == in_german
    finally:
        i18n.set_language("en")
    won = dict(event, reason=END_REASONS["triplets"].format(name="Bo"))
    assert words.describe_event(table_seen_by(0), won) == "Game over: Bo wins!"
