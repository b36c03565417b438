"""Critic 24's findings at Bye-Bye Black Sheep's table."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import i18n


@pytest.mark.parametrize("lang, target, says", [("en", 5, "5 triplets"), ("en", 3, "3 triplets"),
                                                ("de", 4, "4 Drillinge")])
def test_the_pop_up_names_how_many_triplets_win_at_this_table(lang, target, says):
    """Critic 24a: "the first with enough triplets" never said how many (5 with two players,
    3 with four or five)."""
    from game.tables.bye_bye.guide import reference

    i18n.set_language(lang)
    try:
        sections = reference(SimpleNamespace(shown={"target": target}))
        end = sections[1].rows[0].words
        assert says in end
    finally:
        i18n.set_language("en")


def test_the_pop_up_explains_the_gold_edge_of_a_tile_one_card_short():
    """Critic 24b: a zoo's two-pip tiles have a gold edge at the table, and the pop-up said
    only that gold means a triplet."""
    from game.tables.bye_bye.guide import reference

    zoos = reference(SimpleNamespace(shown={"target": 3}))[2]
    assert any("gold edge (one card short)" in row.words for row in zoos.rows)
