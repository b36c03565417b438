"""Combination ranking and names: the rulebook's examples and a table of comparisons."""

import pytest

from game.rules.black_sheep import combination_name, rank_name, ranking_key

LETTERS = {"H": "horse", "C": "cow", "P": "pig", "S": "sheep", "R": "rooster",
           "B": "black_sheep"}


def animals(code: str) -> list[str]:
    return [LETTERS[c] for c in code]


def compare(a: str, b: str) -> int:
    ka, kb = ranking_key(animals(a)), ranking_key(animals(b))
    return (ka > kb) - (ka < kb)


@pytest.mark.parametrize(("first", "second", "winner"), [
    # the rulebook's examples
    ("HHHBB", "PPPRR", 1),   # full house: the triple decides before the pair
    ("CCCCB", "PPPPH", 1),   # four cows beat four pigs
    ("CCCHP", "CCCHB", 1),   # equal cows, equal horse kicker, pig beats black sheep
    # rank beats rank
    ("BBBBB", "HHHHC", 1),   # five beats four
    ("BBBBR", "HHHCC", 1),   # four beats full house
    ("BBBRR", "HHHCP", 1),   # full house beats three
    ("BBBRS", "HHCCP", 1),   # three beats two pairs
    ("BBRRS", "HHCPS", 1),   # two pairs beat a pair
    ("BBRSP", "HCPSR", 1),   # a pair beats high animal
    ("CCPPH", "BBBRS", -1),  # two pairs lose to three
    ("HHCPS", "BBRRS", -1),  # a pair loses to two pairs
    ("HCPSR", "BBRSH", -1),  # high animal loses to a pair
    # five of a kind
    ("HHHHH", "CCCCC", 1),
    ("PPPPP", "SSSSS", 1),
    ("BBBBB", "RRRRR", -1),
    # four of a kind: the four, then the kicker
    ("SSSSH", "SSSSC", 1),
    ("SSSSB", "SSSSR", -1),
    ("BBBBH", "RRRRB", -1),
    ("HHHHB", "CCCCH", 1),
    # full house
    ("RRRHH", "RRRCC", 1),
    ("PPPBB", "SSSHH", 1),
    ("HHHPP", "HHHCC", -1),
    ("BBBHH", "BBBCC", 1),
    ("HHHCC", "HHHCC", 0),
    # three of a kind: the triple, then kickers best first
    ("SSSHC", "SSSHP", 1),
    ("SSSHB", "SSSCP", 1),
    ("RRRHC", "BBBHC", 1),
    ("PPPSR", "PPPSR", 0),
    ("CCCRB", "CCCSB", -1),
    # two pairs: higher pair, lower pair, kicker
    ("HHCCP", "HHPPC", 1),
    ("HHCCP", "CCPPH", 1),
    ("HHCCP", "HHCCS", 1),
    ("HHCCB", "HHCCR", -1),
    ("BBRRH", "SSRRB", -1),
    ("HHBBC", "HHRRB", -1),
    # one pair: the pair, then kickers best first
    ("HHCPS", "HHCPR", 1),
    ("HHBRS", "CCHPS", 1),
    ("BBHCP", "RRSBP", -1),
    ("SSHCP", "SSHCR", 1),
    ("PPHRB", "PPCSR", 1),
    # high animal: best first
    ("HCPSR", "CPSRB", 1),
    ("HCPSB", "HCPRB", 1),
    ("HCPSR", "HCPSR", 0),
    # order of the animals does not matter
    ("BHBHH", "HHHBB", 0),
])
def test_comparison(first, second, winner):
    assert compare(first, second) == winner
    assert compare(second, first) == -winner


@pytest.mark.parametrize(("code", "name", "rank"), [
    ("HHHHH", "Five horses", "Five of a kind"),
    ("CCCCB", "Four cows", "Four of a kind"),
    ("PHPHH", "Full house: horses over pigs", "Full house"),
    ("BBBSS", "Full house: black sheep over sheep", "Full house"),
    ("RRRHC", "Three roosters", "Three of a kind"),
    ("PPHHS", "Two pairs: horses and pigs", "Two pairs"),
    ("SSHCP", "Pair of sheep", "One pair"),
    ("BRSPC", "High animal: cow", "High animal"),
])
def test_names(code, name, rank):
    assert combination_name(animals(code)) == name
    assert rank_name(animals(code)) == rank


def test_a_field_short_of_figures_still_ranks():
    # A field restocked with one figure (stock empty) makes four-animal combinations.
    assert compare("HHHH", "CCCC") == 1
    assert combination_name(animals("PPSS")) == "Two pairs: pigs and sheep"


def test_the_drawn_ranking_table_examples_have_the_rank_they_illustrate():
    from game.rules.black_sheep import RANKS, rank_name
    from game.tables.black_sheep.ranking import EXAMPLES

    assert [rank_name(e) for e in EXAMPLES] == list(RANKS)
