"""Shared sentences: one winner, several, none."""

from game.view.phrases import winners_sentence


def test_winners_sentence():
    assert winners_sentence(["Anna"]) == "Anna wins!"
    assert winners_sentence(["Anna", "Bo", "Cy"]) == "Anna, Bo and Cy share the win!"
    assert winners_sentence([]) == "Nobody wins this time."
