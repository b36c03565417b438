"""Black Sheep turns: a position, an action, the expected outcome."""

import json

import pytest

from game.rules.base import IllegalAction, action_from_json, dumps
from game.rules.black_sheep import (
    ACTION_CLASSES,
    FIGURE_VALUES,
    SPEC,
    BlackSheepState,
    Discard,
    KeepHand,
    Pass,
    PlayCards,
    figure_type,
)


def field(figures=("horse", "cow"), sides=None, completed=(), players=2):
    return {"figures": list(figures), "sides": sides or [[] for _ in range(players)],
            "completed": list(completed)}


def position(hands, fields=None, players=2, **kw):
    return BlackSheepState.from_position(players, hands, fields=fields, **kw)


def refused(state, action, sentence):
    before = dumps(state.snapshot())
    with pytest.raises(IllegalAction, match=sentence):
        state.apply(action)
    assert dumps(state.snapshot()) == before


def kinds(events):
    return [e.kind for e in events]


# --------------------------------------------------------------------------- set-up

@pytest.mark.parametrize(("players", "secret", "open_"), [(2, 2, 2), (3, 1, 3), (4, 1, 2)])
def test_setup(players, secret, open_):
    state = SPEC.start(players, 7, {"tasks": "on"})
    figures = [f for fl in state.fields for f in fl["figures"]]
    assert all(len(fl["figures"]) == 2 for fl in state.fields)
    assert len(figures) + sum(len(ids) for ids in state.stock.values()) == 36
    assert [len(h) for h in state.hands] == [3] * players
    cards = len(state.draw_pile) + len(state.discard_pile) + 3 * players
    assert cards == 84 and len(state.discard_pile) >= 6
    assert state.to_move == 0 and state.phase == "play"
    assert [len(t) for t in state.tasks_secret] == [secret] * players
    assert len(state.tasks_open) == open_
    assert sorted(state.values.values()) == sorted(v for vs in FIGURE_VALUES.values() for v in vs)


def test_setup_without_tasks_and_same_seed_same_game():
    a, b = SPEC.start(3, 11), SPEC.start(3, 11)
    assert a == b and a.tasks_open == [] and a.view(0)["tasks"] is None
    assert SPEC.start(3, 12) != a


# --------------------------------------------------------------------------- playing cards

@pytest.mark.parametrize(("on_side", "hand", "cards", "sentence"), [
    ([], ["pig", "cow", "horse"], ("pig",), None),
    ([], ["pig", "cow", "horse"], ("pig", "cow"), None),
    (["sheep"], ["pig", "cow", "horse"], ("pig", "cow"), None),
    (["sheep"], ["pig", "cow", "horse"], ("pig",),
     "You must play two cards to a field where you have one card."),
    (["sheep", "sheep"], ["pig", "cow", "horse"], ("pig",), None),
    (["sheep", "sheep"], ["pig", "cow", "horse"], ("pig", "cow"),
     "You must play one card to a field where you have two cards."),
    (["sheep"] * 3, ["pig", "cow", "horse"], ("pig",), "Field 1 already has three of your cards."),
    (["sheep"], ["pig"], ("pig",), None),  # override: fewer than two in hand, play what you have
    ([], ["cow", "horse", "cow"], ("pig",), "You hold no pig."),
    ([], ["pig", "cow", "horse"], ("pig", "pig"), "You hold only one pig."),
    ([], ["pig", "pig", "horse"], ("pig", "pig"), None),
])
def test_how_many_cards(on_side, hand, cards, sentence):
    state = position([hand, ["cow"] * 3], [field(sides=[on_side, []]), field(), field()])
    action = PlayCards(0, cards)
    if sentence:
        refused(state, action, sentence)
    else:
        assert action in state.legal_actions()
        events = state.apply(action)
        assert state.fields[0]["sides"][0] == on_side + list(action.cards)
        assert kinds(events)[0] == "cards_played"


def test_closed_and_missing_fields_are_refused():
    state = position([["pig"] * 3, ["cow"] * 3], [field(), None, field()])
    refused(state, PlayCards(1, ("pig",)), "Field 2 is closed")
    refused(state, PlayCards(3, ("pig",)), "There is no field 4")
    assert {a.field for a in state.legal_actions()} == {0, 2}


def test_cards_are_kept_best_first_so_duplicates_collapse():
    assert PlayCards(1, ("pig", "horse")) == PlayCards(1, ("horse", "pig"))
    state = position([["pig", "horse", "pig"], ["cow"] * 3])
    actions = state.legal_actions()
    assert len(actions) == len(set(actions))
    assert actions[:4] == [PlayCards(0, ("horse",)), PlayCards(0, ("pig",)),
                           PlayCards(0, ("horse", "pig")), PlayCards(0, ("pig", "pig"))]
    assert str(actions[2]) == "plays horse + pig to field 1"


def test_actions_round_trip_through_json():
    state = position([["pig", "horse", "black_sheep"], ["cow"] * 3])
    for action in state.legal_actions() + [Discard("pig"), KeepHand(), Pass()]:
        data = json.loads(json.dumps(action.to_json()))
        assert action_from_json(data, ACTION_CLASSES) == action


# --------------------------------------------------------------------------- discard, draw, skip

def test_one_card_played_offers_a_discard():
    state = position([["pig", "cow", "horse"], ["cow"] * 3], draw_pile=["sheep", "rooster"])
    state.apply(PlayCards(0, ("pig",)))
    assert state.phase == "discard" and state.to_move == 0
    assert state.legal_actions() == [KeepHand(), Discard("horse"), Discard("cow")]
    events = state.apply(Discard("cow"))
    assert state.discard_pile[-1] == "cow"
    assert state.hands[0] == ["horse", "sheep", "rooster"]
    assert kinds(events) == ["discarded", "cards_drawn", "turn_began"]
    assert state.to_move == 1


def test_keeping_the_hand_draws_one():
    state = position([["pig", "cow", "horse"], ["cow"] * 3], draw_pile=["sheep"])
    state.apply(PlayCards(0, ("pig",)))
    state.apply(KeepHand())
    assert state.hands[0] == ["horse", "cow", "sheep"] and state.to_move == 1


def test_two_cards_played_no_discard():
    state = position([["pig", "cow", "horse"], ["cow"] * 3], draw_pile=["sheep", "sheep"])
    events = state.apply(PlayCards(0, ("pig", "cow")))
    assert state.phase == "play" and state.to_move == 1
    assert state.hands[0] == ["horse", "sheep", "sheep"]
    drawn = events[1]
    assert drawn.for_seat(0)["cards"] == ["sheep", "sheep"] and "cards" not in drawn.for_seat(1)
    assert drawn.public == {"seat": 0, "count": 2}


def test_discard_only_right_after_one_card():
    state = position([["pig", "cow", "horse"], ["cow"] * 3])
    refused(state, Discard("pig"), "only right after playing exactly one card")
    refused(state, KeepHand(), "only right after playing exactly one card")
    state.apply(PlayCards(0, ("pig",)))
    refused(state, PlayCards(1, ("cow",)), "now discard a card or keep your hand")
    refused(state, Discard("sheep"), "You hold no sheep.")


def test_playing_the_last_card_skips_the_discard():
    state = position([["pig"], ["cow"] * 3], draw_pile=["horse"] * 3)
    state.apply(PlayCards(0, ("pig",)))
    assert state.to_move == 1 and state.hands[0] == ["horse"] * 3


def test_every_side_full_means_skip_but_still_draw():
    full = [["sheep"] * 3, []]
    state = position([["pig"], ["cow"] * 3], [field(sides=full)] * 3, draw_pile=["horse"] * 2)
    assert state.legal_actions() == [Pass()]
    events = state.apply(Pass())
    assert kinds(events) == ["passed", "cards_drawn", "turn_began"]
    assert state.hands[0] == ["horse", "horse", "pig"] and state.to_move == 1


def test_skip_refused_while_a_side_has_room():
    state = position([["pig"] * 3, ["cow"] * 3])
    refused(state, Pass(), "cannot skip your turn")


def test_empty_draw_pile_is_reshuffled_from_the_discard_pile():
    state = position([["pig", "cow", "horse"], ["cow"] * 3], draw_pile=[],
                     discard_pile=["rooster", "rooster"])
    events = state.apply(PlayCards(0, ("pig", "cow")))
    assert kinds(events)[1:3] == ["reshuffled", "cards_drawn"]
    assert state.hands[0] == ["horse", "rooster", "rooster"] and state.discard_pile == []


def test_both_piles_empty_means_no_draw():
    state = position([["pig", "cow", "horse"], ["cow"] * 3], draw_pile=[], discard_pile=[])
    events = state.apply(PlayCards(0, ("pig", "cow")))
    assert kinds(events) == ["cards_played", "turn_began"] and state.hands[0] == ["horse"]


# --------------------------------------------------------------------------- scoring a field

def score_field(fig, side0, side1, play, completed=(1,), players=2, **kw):
    """Seat 0 completes field 1 (index 0) by playing `play`; seat 1 is already full."""
    sides = [side0, side1] + [["sheep"] * 3] * (players - 2)
    hands = [list(play) + ["rooster"] * (3 - len(play))] + [["sheep"] * 3] * (players - 1)
    state = position(hands, [field(fig, sides, completed, players), field(players=players),
                             field(players=players)], players=players, **kw)
    return state, state.apply(PlayCards(0, tuple(play)))


def test_full_houses_compare_triples():
    state, events = score_field(("horse", "cow"), ["horse"], ["cow", "cow", "horse"],
                                ("horse", "cow"))
    scored = next(e for e in events if e.kind == "field_scored").public
    assert scored["winner"] == 0
    assert [c["name"] for c in scored["combinations"]] == [
        "Full house: horses over cows", "Full house: cows over horses"]
    assert [figure_type(f) for f in state.corrals[0]] == ["horse", "cow"]


def test_four_cows_beat_four_pigs():
    state, _ = score_field(("cow", "pig"), ["cow"], ["pig", "pig", "pig"], ("cow", "cow"))
    assert len(state.corrals[0]) == 2 and state.corrals[1] == []


def test_equal_cows_kicker_pig_beats_black_sheep():
    state, _ = score_field(("cow", "horse"), ["cow"], ["cow", "cow", "black_sheep"],
                           ("cow", "pig"))
    assert len(state.corrals[0]) == 2


def test_equal_combinations_first_completed_wins():
    state, _ = score_field(("cow", "horse"), ["pig"], ["pig", "pig", "sheep"],
                           ("pig", "sheep"))
    assert state.corrals == [[], ["cow-1", "horse-1"]]


def test_winner_moves_next_and_cards_go_to_discard():
    state, events = score_field(("cow", "horse"), ["pig"], ["pig"] * 3,
                                ("sheep", "sheep"), completed=(1, 2), players=3,
                                draw_pile=["horse", "horse", "cow", "pig"])
    # seat 1 wins (three pigs) although seat 1 would not be next clockwise after seat 0
    assert state.to_move == 1
    assert kinds(events) == ["cards_played", "cards_drawn", "field_scored", "figures_corralled",
                             "field_restocked", "turn_began"]
    assert sorted(state.discard_pile) == sorted(
        ["pig", "sheep", "sheep"] + ["pig"] * 3 + ["sheep"] * 3 + ["cow", "pig"])
    assert [figure_type(f) for f in state.fields[0]["figures"]] == ["cow", "pig"]
    assert state.fields[0]["sides"] == [[], [], []]
    corralled = next(e for e in events if e.kind == "figures_corralled")
    assert "values" in corralled.for_seat(1) and "values" not in corralled.for_seat(0)


def test_a_field_waits_for_every_side():
    state = position([["pig", "pig", "cow"], ["sheep"] * 3],
                     [field(sides=[["pig"], []]), field(), field()])
    state.apply(PlayCards(0, ("pig", "pig")))
    assert state.fields[0]["sides"][0] == ["pig"] * 3 and state.corrals == [[], []]
    assert state.fields[0]["completed"] == [0]


# --------------------------------------------------------------------------- restocking, the end

ALL_ROOSTERS = [["rooster"] * 6, []]


def test_restock_one_type_exhausted_draws_replacements():
    state, events = score_field(("cow", "horse"), ["horse"], ["pig"] * 3, ("horse", "horse"),
                                corrals=ALL_ROOSTERS,
                                draw_pile=["cow", "cow", "rooster", "horse", "rooster", "sheep"])
    restocked = next(e for e in events if e.kind == "field_restocked").public
    assert restocked["cards"] == ["rooster", "horse"]
    assert restocked["replacements"] == ["rooster", "sheep"]
    assert [f["type"] for f in restocked["figures"]] == ["horse", "sheep"]
    assert state.discard_pile[-4:] == ["rooster", "horse", "rooster", "sheep"]
    assert not state.fields[0]["closed"]


def test_restock_two_of_a_type_with_one_left_places_it_then_replaces():
    state, events = score_field(("cow", "horse"), ["horse"], ["pig"] * 3, ("horse", "horse"),
                                corrals=[["pig"] * 5, []],
                                draw_pile=["cow", "cow", "pig", "pig", "sheep"])
    restocked = next(e for e in events if e.kind == "field_restocked").public
    assert [f["type"] for f in restocked["figures"]] == ["pig", "sheep"]
    assert restocked["replacements"] == ["sheep"]


def test_restock_reshuffles_the_scored_cards_when_the_pile_runs_out():
    state, events = score_field(("cow", "horse"), ["horse"], ["pig"] * 3, ("horse", "horse"),
                                draw_pile=["cow", "cow"], discard_pile=[])
    assert kinds(events)[2:6] == ["field_scored", "figures_corralled", "reshuffled",
                                  "field_restocked"]
    restocked = next(e for e in events if e.kind == "field_restocked").public
    assert {f["type"] for f in restocked["figures"]} <= {"horse", "pig"}
    assert len(state.draw_pile) == 4 and len(state.discard_pile) == 2


def test_restock_both_exhausted_closes_the_field():
    state, events = score_field(("cow", "horse"), ["horse"], ["pig"] * 3, ("horse", "horse"),
                                corrals=[["rooster"] * 6, ["sheep"] * 6],
                                draw_pile=["cow", "cow", "rooster", "sheep"])
    assert kinds(events)[-3:] == ["field_restocked", "field_closed", "turn_began"]
    assert state.fields[0]["closed"] and state.fields[0]["figures"] == []
    assert state.view(1)["ending"] and not state.is_over
    refused(state, PlayCards(0, ("horse",)), "Field 1 is closed")


def test_after_the_first_close_scored_fields_close_and_the_last_ends_the_game():
    sides = [["horse"], ["pig"] * 3]
    state = position([["horse", "horse", "cow"], ["cow", "cow", "sheep"]],
                     [None, field(("cow", "horse"), sides, [1]),
                      field(("cow", "pig"), [["cow"], ["pig", "pig", "sheep"]], [1])],
                     draw_pile=["cow", "sheep", "horse", "horse"])
    events = state.apply(PlayCards(1, ("horse", "horse")))
    assert kinds(events)[-2:] == ["field_closed", "turn_began"]
    assert state.fields[1]["closed"] and len(state.stock["horse"]) == 5  # closed, not restocked
    assert state.to_move == 0 and not state.is_over
    events = state.apply(PlayCards(2, ("cow", "cow")))
    assert kinds(events)[-2:] == ["field_closed", "game_over"]
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    assert state.corrals[0] == ["cow-1", "horse-1", "cow-2", "pig-1"]
    with pytest.raises(IllegalAction, match="The game is over"):
        state.apply(Pass())
    over = events[-1].for_seat(None)
    assert over["winners"] == [0] and over["values"]["horse-1"] == 1


# --------------------------------------------------------------------------- rules text & spec

def test_spec_and_rules_text():
    assert (SPEC.id, SPEC.title, SPEC.min_players, SPEC.max_players) == (
        "black_sheep", "Black Sheep", 2, 4)
    assert SPEC.options["tasks"].values == ("off", "on") and SPEC.options["tasks"].default == "off"
    text = SPEC.rules_text
    for words in ("Five of a kind", "Full house", "High animal", "horse, cow, pig, sheep",
                  "## Task card variant", "## Our rulings", "- "):
        assert words in text
