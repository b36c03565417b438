"""Shared sentences: one winner, several, none; the person at the screen is "you"."""

from game.view.phrases import said, seat_label, winners_sentence


def test_winners_sentence():
    assert winners_sentence(["Anna"]) == "Anna wins!"
    assert winners_sentence(["Anna", "Bo", "Cy"]) == "Anna, Bo and Cy share the win!"
    assert winners_sentence([]) == "Nobody wins this time."


def test_you_win_in_the_second_person():
    assert winners_sentence([], you_won=True) == "You win!"
    assert winners_sentence(["Bo"], you_won=True) == "You and Bo share the win!"


def test_said_picks_the_form_for_the_person_at_the_screen():
    yours, theirs = "You play {card}", "{name} plays {card}"
    assert said(True, yours, theirs, "You", card="a pig") == "You play a pig"
    assert said(False, yours, theirs, "Bo", card="a pig") == "Bo plays a pig"


def test_an_ai_seat_shows_its_level():
    assert seat_label("Dolly", "easy") == "Dolly (AI Easy)"
    assert seat_label("Anna", None) == "Anna"
