"""Bye-Bye Black Sheep turns: drawing, both ends of a turn, the zoo, refills and the special
cards (a position, a move, the result). Cards are numbers (sets) or names (special cards);
`draw(state, rival, card)` draws that card from that hand."""

from __future__ import annotations

import pytest

from game.rules.bye_bye import Ask, Dig, Draw, EndTurn, Pass, Place, Steal, Stop
from game.rules.bye_bye.invariants import problems
from tests.rules.test_bye_bye_helpers import BS, draw, kinds, position, refused


def cards(*items) -> list[str]:
    return [str(c) for c in items]


# --------------------------------------------------------------------------- drawing

def test_a_drawn_card_goes_to_the_watering_hole_and_the_turn_goes_on():
    state = position(2, [[1, 2, BS], [5, 6, BS]])
    events = draw(state, 1, 5)
    assert kinds(events) == ["card_drawn"]
    assert events[0].public == {"seat": 0, "rival": 1, "card": "5"}
    assert state.watering == ["5"] and state.watering_from == ["hand:1"]
    assert state.hands[1] == cards(6, BS)
    assert state.to_move == 0 and state.legal_actions() == [Draw(1), Stop()]


def test_the_drawer_picks_the_rival_and_may_change_rivals_between_draws():
    state = position(3, [[1, BS], [5, 6, BS], [7, 8, BS]])
    assert state.legal_actions() == [Draw(1), Draw(2), Stop()]
    draw(state, 2, 7)
    draw(state, 1, 5)
    assert state.watering == ["7", "5"] and state.watering_from == ["hand:2", "hand:1"]


def test_a_draw_is_a_random_card_of_that_hand():
    seen = set()
    for seed in range(40):
        state = position(2, [[1, BS], [5, 6, 7, BS]], seed=seed)
        state.apply(Draw(1))
        seen.add(state.watering[0] if state.watering else BS)
    assert seen == {"5", "6", "7", BS}


def test_nobody_draws_from_their_own_hand_or_an_empty_seat():
    state = position(2, [[1, BS], [5, BS]])
    refused(state, Draw(0), "never from your own")
    refused(state, Draw(4), "no such seat")


# --------------------------------------------------------------------------- the two ends

def test_stopping_lays_up_to_drawn_minus_two_cards_from_watering_hole_and_hand():
    state = position(2, [[3, 3, BS], [3, 5, 6, 7, 8, BS]])
    for card in (3, 5, 6, 7):
        draw(state, 1, card)
    events = state.apply(Stop())
    assert kinds(events) == ["stopped"]
    assert events[0].public == {"seat": 0, "drawn": 4, "allowance": 2}
    assert state.phase == "place" and state.view(0)["allowance"] == 2
    assert state.legal_actions() == [Place(c) for c in cards(3, 5, 6, 7)] + [EndTurn()]
    events = state.apply(Place("3"))
    assert events[0].public == {"seat": 0, "card": "3", "source": "watering"}
    events = state.apply(Place("3"))
    assert events[0].public == {"seat": 0, "card": "3", "source": "hand"}
    assert kinds(events)[1:] == ["watering_taken", "hand_refilled", "turn_began"]
    assert state.zoos[0] == cards(3, 3)
    assert state.hands[0] == cards(3, 5, 6, 7, BS)
    assert state.turn == 1 and problems(state) == []


def test_end_turn_keeps_the_rest_in_hand():
    state = position(2, [[9, BS], [3, 5, 6, 7, BS]])
    for card in (3, 5, 6, 7):
        draw(state, 1, card)
    state.apply(Stop())
    state.apply(Place("9"))
    events = state.apply(EndTurn())
    assert kinds(events)[0] == "watering_taken" and state.zoos[0] == ["9"]
    assert state.hands[0] == cards(3, 5, 6, 7, BS)


@pytest.mark.parametrize("drawn", [0, 1, 2])
def test_stopping_with_two_cards_or_fewer_lays_nothing(drawn):
    state = position(2, [[4, 4, 4, BS], [5, 6, BS]])
    for card in (5, 6)[:drawn]:
        draw(state, 1, card)
    events = state.apply(Stop())
    assert events[0].public["allowance"] == 0
    assert state.turn == 1 and state.zoos[0] == []


def test_a_black_sheep_goes_home_the_drawer_keeps_the_rest_and_lays_nothing():
    state = position(2, [[1, 1, 1, BS], [5, 6, 7, BS]])
    for card in (5, 6, 7):
        draw(state, 1, card)
    events = draw(state, 1, BS)
    assert kinds(events)[:3] == ["card_drawn", "bye_bye", "watering_taken"]
    assert events[1].public == {"seat": 0, "owner": 1}
    assert state.hands[1].count(BS) == 1 and state.watering == []
    assert state.hands[0] == cards(1, 1, 1, 5, 6, 7, BS)
    assert state.zoos[0] == [] and state.turn == 1 and state.phase == "draw"


def test_cards_go_into_a_zoo_only_after_stopping_and_only_animals():
    state = position(2, [[1, 1, BS, "eagle"], [5, 6, 7, BS]])
    refused(state, Place("1"), "only after you stop drawing")
    for card in (5, 6, 7):
        draw(state, 1, card)
    state.apply(Stop())
    refused(state, Place("eagle"), "never a special card")
    refused(state, Place("12"), "no monkey")
    refused(state, Draw(1), "You stopped drawing")


# --------------------------------------------------------------------------- refills

def test_refills_go_from_the_left_of_the_turn_player_until_the_pile_runs_out():
    state = position(3, [[1, BS], [2, 3, 4, BS], [5, 6, 7, BS]], pile=[8, 8, 8, 9])
    events = state.apply(Stop())
    refills = [e.public for e in events if e.kind == "hand_refilled"]
    assert refills == [{"seat": 1, "count": 3, "pile": 1}, {"seat": 2, "count": 1, "pile": 0}]
    assert "pile_empty" in kinds(events)
    assert len(state.hands[0]) == 2  # the turn player does not refill
    assert state.hands[1] == cards(2, 3, 4, 8, 8, 8, BS) and state.hands[2] == cards(5, 6, 7, 9,
                                                                                    BS)
    secret = next(e for e in events if e.kind == "hand_refilled")
    assert secret.for_seat(1)["cards"] == cards(8, 8, 8) and "cards" not in secret.for_seat(0)


def test_refills_start_on_the_left_of_a_later_turn_player():
    hands = [[1, BS], [2, BS], [3, BS], [4, BS], [5, BS]]
    state = position(5, hands, pile=[9] * 4 + [10] * 4, turn=3)
    events = state.apply(Stop())
    refills = [(e.public["seat"], e.public["count"]) for e in events if e.kind == "hand_refilled"]
    assert refills == [(4, 5), (0, 3)]
    assert [len(h) for h in state.hands] == [5, 2, 2, 2, 7]


def test_with_the_pile_empty_nobody_refills_and_play_goes_on():
    state = position(2, [[1, BS], [2, 3, BS]], pile=[])
    draw(state, 1, 2)
    events = state.apply(Stop())
    assert "hand_refilled" not in kinds(events) and state.turn == 1
    assert state.hands[1] == cards(3, BS) and not state.is_over


# --------------------------------------------------------------------------- the Eagle

def eagle_drawn(players=2, rival_hand=(5, "eagle", 9, BS)):
    hands = [[1, 1, BS], list(rival_hand)] + [[11, 12, BS]] * (players - 2)
    state = position(players, hands)
    draw(state, 1, "eagle")
    return state


def test_the_eagle_asks_a_rival_who_has_the_animal_and_the_turn_goes_on():
    state = eagle_drawn()
    assert state.phase == "eagle" and len(state.legal_actions()) == 12 + 1
    events = state.apply(Ask(1, "9"))
    assert events[0].public == {"seat": 0, "rival": 1, "card": "9", "found": True}
    assert state.watering == ["eagle", "9"] and state.hands[1] == cards(5, BS)
    assert state.phase == "draw" and state.to_move == 0


def test_the_eagle_may_ask_another_rival_than_the_one_it_came_from():
    state = eagle_drawn(players=3)
    state.apply(Ask(2, "11"))
    assert state.watering == ["eagle", "11"] and state.watering_from[1] == "hand:2"


def test_an_eagle_that_finds_nothing_ends_the_turn_as_if_stopping():
    state = position(2, [[1, 1, BS], [5, 6, "eagle", 9, BS]])
    draw(state, 1, 5)
    draw(state, 1, 6)
    draw(state, 1, "eagle")
    events = state.apply(Ask(1, "3"))
    assert kinds(events) == ["eagle_asked", "stopped"] and not events[0].public["found"]
    assert state.phase == "place" and state.allowance == 1
    state.apply(Place("1"))
    assert state.zoos[0] == ["1"] and state.turn == 1


def test_the_eagle_may_keep_quiet_and_asks_only_for_animals_in_play():
    state = eagle_drawn()
    refused(state, Ask(1, "13"), "numbers 1 to 12")
    refused(state, Ask(0, "5"), "asks one of your rivals")
    refused(state, Draw(1), "ask a rival for an animal, or pass")
    events = state.apply(Pass())
    assert events[0].public == {"seat": 0, "about": "eagle"}
    assert state.phase == "draw" and state.legal_actions()[0] == Draw(1)


# --------------------------------------------------------------------------- the Mole

def test_the_mole_shows_the_drawer_that_hand_and_fetches_an_animal():
    state = position(3, [[1, BS], [2, 2, 9, "mole", "eagle", BS], [4, BS]])
    events = draw(state, 1, "mole")
    looked = events[-1]
    assert looked.kind == "mole_looked"
    assert looked.for_seat(0)["hand"] == cards(2, 2, 9, BS, "eagle")
    assert "hand" not in looked.for_seat(1) and "hand" not in looked.for_seat(2)
    assert state.view(0)["known"] == {"1": cards(2, 2, 9, "eagle")}
    assert state.view(2)["known"] == {}
    assert state.legal_actions() == [Dig("2"), Dig("9"), Pass()]
    refused(state, Dig("eagle"), "never a special card")
    refused(state, Dig("4"), "holds no elephant")
    state.apply(Dig("9"))
    assert state.watering == ["mole", "9"] and state.hands[1] == cards(2, 2, BS, "eagle")
    assert state.view(0)["known"] == {"1": cards(2, 2, "eagle")}
    assert state.phase == "draw"


def test_a_mole_in_a_hand_without_animals_only_looks():
    state = position(2, [[1, BS], ["mole", "eagle", BS]])
    draw(state, 1, "mole")
    assert state.phase == "draw" and state.view(0)["known"] == {"1": ["eagle"]}


# --------------------------------------------------------------------------- the Magpie

def test_two_species_of_ones_own_bring_no_magpie():
    state = position(2, [[1, 2, 3, BS], [5, 6, 7, 8, BS]], zoos=[[], [10]])
    for card in (5, 6, 7, 8):
        draw(state, 1, card)
    state.apply(Stop())
    state.apply(Place("1"))
    events = state.apply(Place("2"))
    assert "magpie_entered" not in kinds(events)
    assert state.magpie_waiting and "magpie" not in state.hands[0] and state.turn == 1


def test_the_magpie_enters_on_the_third_species():
    state = position(2, [[1, 2, 3, BS], [5, 6, 7, 8, 9, BS]])
    for card in (5, 6, 7, 8, 9):
        draw(state, 1, card)
    state.apply(Stop())
    state.apply(Place("1"))
    state.apply(Place("2"))
    events = state.apply(Place("3"))
    entered = next(e for e in events if e.kind == "magpie_entered")
    assert entered.public == {"seat": 0, "why": ["third_species"]}
    assert not state.magpie_waiting and "magpie" in state.hands[0]
    assert state.view(1)["known"]["0"].count("magpie") == 1  # everybody saw it taken


def test_the_magpie_enters_when_a_species_is_already_in_another_zoo():
    state = position(2, [[4, BS], [5, 6, 7, BS]], zoos=[[], [4, 4]])
    for card in (5, 6, 7):
        draw(state, 1, card)
    state.apply(Stop())
    events = state.apply(Place("4"))
    entered = next(e for e in events if e.kind == "magpie_entered")
    assert entered.public == {"seat": 0, "why": ["shared_species"]}


def test_the_magpie_enters_only_once():
    state = position(2, [[4, BS, "magpie"], [5, 6, 7, BS]], zoos=[[], [4, 4]],
                     magpie_waiting=False)
    for card in (5, 6, 7):
        draw(state, 1, card)
    state.apply(Stop())
    events = state.apply(Place("4"))
    assert "magpie_entered" not in kinds(events) and state.hands[0].count("magpie") == 1


def test_a_magpie_drawn_from_a_hand_takes_a_card_from_a_rivals_zoo():
    state = position(3, [[1, BS], [2, "magpie", BS], [3, BS]], zoos=[[6], [7, 7], []],
                     magpie_waiting=False)
    draw(state, 1, "magpie")
    assert state.phase == "magpie"
    assert state.legal_actions() == [Steal(1, "7"), Pass()]
    refused(state, Steal(0, "6"), "takes from a rival's zoo")
    refused(state, Steal(2, "7"), "Seat 3's zoo holds no lion")
    events = state.apply(Steal(1, "7"))
    assert events[0].public == {"seat": 0, "victim": 1, "card": "7"}
    assert state.zoos[1] == ["7"] and state.watering == ["magpie", "7"]
    assert state.watering_from == ["hand:1", "zoo:1"] and state.phase == "draw"


def test_a_magpie_with_no_rival_zoo_to_rob_does_nothing():
    state = position(2, [[1, BS], [2, "magpie", BS]], zoos=[[6], []], magpie_waiting=False)
    events = draw(state, 1, "magpie")
    assert kinds(events) == ["card_drawn", "nothing_to_steal"] and state.phase == "draw"


# --------------------------------------------------------------------------- advanced cards

def test_the_white_sheep_lets_its_owner_lay_an_animal_out_of_turn():
    state = position(3, [[1, BS], [2, 2, "white_sheep", BS], [3, BS]], advanced=True)
    events = draw(state, 1, "white_sheep")
    assert kinds(events) == ["card_drawn", "white_sheep"] and state.to_move == 1
    assert state.turn == 0 and state.legal_actions() == [Place("2"), Pass()]
    refused(state, Draw(2), "White Sheep lets Seat 2 put an animal card")
    events = state.apply(Place("2"))
    assert events[0].public == {"seat": 1, "card": "2", "source": "hand"}
    assert state.zoos[1] == ["2"] and state.hands[1] == cards(2, BS)
    assert state.to_move == 0 and state.phase == "draw" and state.watering == ["white_sheep"]


def test_the_white_sheeps_owner_is_asked_even_without_an_animal():
    state = position(2, [[1, BS], ["white_sheep", "eagle", BS]], advanced=True)
    draw(state, 1, "white_sheep")
    assert state.to_move == 1 and state.legal_actions() == [Pass()]
    state.apply(Pass())
    assert state.to_move == 0


def test_a_white_sheep_placement_can_bring_in_the_magpie():
    state = position(2, [[1, BS], [5, "white_sheep", BS]], zoos=[[5], []], advanced=True)
    draw(state, 1, "white_sheep")
    events = state.apply(Place("5"))
    assert [e.public for e in events if e.kind == "magpie_entered"] == [
        {"seat": 1, "why": ["shared_species"]}]
    assert "magpie" in state.hands[1] and state.to_move == 0


def test_the_mother_sheep_brings_the_top_card_of_the_pile():
    state = position(2, [[1, BS], ["mother_sheep", 5, BS]], pile=[12, 11], advanced=True)
    events = draw(state, 1, "mother_sheep")
    assert events[-1].public == {"seat": 0, "card": "12"}
    assert state.watering == ["mother_sheep", "12"] and state.watering_from[1] == "pile"
    assert state.pile == ["11"] and state.phase == "draw"


def test_the_mother_sheep_comes_alone_when_the_pile_is_empty():
    state = position(2, [[1, BS], ["mother_sheep", 5, BS]], pile=[], advanced=True)
    events = draw(state, 1, "mother_sheep")
    assert events[-1].public == {"seat": 0, "card": None}
    assert state.watering == ["mother_sheep"]


def test_the_wolf_drives_the_watering_hole_to_the_robbed_players_hand_face_down():
    state = position(3, [[1, BS], [5, 6, "wolf", BS], [7, 8, BS]], advanced=True)
    draw(state, 2, 7)
    draw(state, 1, 5)
    events = draw(state, 1, "wolf")
    assert events[-1].kind == "wolf_scattered"
    assert events[-1].public == {"seat": 1, "cards": cards(7, 5)}
    assert state.watering == ["wolf"] and state.stashes[1] == cards(7, 5)
    assert state.view(0)["stash_sizes"] == [0, 2, 0] and state.view(0)["stash"] == []
    assert state.view(1)["stash"] == cards(7, 5) and state.view(2)["stash"] == []
    draw(state, 2, 8)
    assert state.watering == ["wolf", "8"]
    events = state.apply(Stop())  # two cards at the watering hole: nothing to lay
    taken = next(e for e in events if e.kind == "stash_taken")
    assert taken.public == {"seat": 1, "count": 2} and taken.for_seat(1)["cards"] == cards(7, 5)
    assert "cards" not in taken.for_seat(0)
    assert state.hands[0] == cards(1, 8, BS, "wolf")
    assert set(cards(5, 7)) <= set(state.hands[1]) and state.stashes[1] == []


def test_a_wolf_drawn_first_scatters_nothing():
    state = position(2, [[1, BS], ["wolf", 5, BS]], advanced=True)
    events = draw(state, 1, "wolf")
    assert kinds(events) == ["card_drawn"] and state.stashes == [[], []]


def test_the_wolf_lowers_what_may_be_laid():
    state = position(2, [[1, 1, BS], [5, 6, 7, "wolf", 8, BS]], advanced=True)
    for card in (5, 6, 7, "wolf", 8):
        draw(state, 1, card)
    events = state.apply(Stop())
    assert events[0].public == {"seat": 0, "drawn": 2, "allowance": 0}


# --------------------------------------------------------------------------- the log

def test_moves_read_in_the_third_person_with_names():
    names = ["Ann", "Bo", "Jess"]
    assert Draw(0).phrase(names) == "draws from Ann's hand"
    assert Draw(2).phrase(names) == "draws from Jess' hand"
    assert str(Draw(1)) == "draws from Seat 2's hand"
    assert Ask(1, "3").phrase(names) == "asks Bo for a tiger"
    assert str(Place("4")) == "puts an elephant in the zoo"
    assert Steal(0, "7").phrase(names) == (
        "sends the Thieving Magpie for a lion from Ann's zoo")
    assert str(Dig("1")) == "has the Mole fetch a penguin"
    assert str(Stop()) == "stops drawing" and str(EndTurn()) == "ends the turn"
