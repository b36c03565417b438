"""Round 8 of the critic's points at the Sheep-Boom-Bah table: the pasture's coordinates
are 14 px (they were 11-13), the dock beside the board never repeats the instruction line
under it, and a played card in the dock has no ring of the player's colour round it (a blue
ring round a red card read as a blue card)."""

from __future__ import annotations

from game.rules.boom_bah import Play
from game.rules.boom_bah.diagram import position
from game.tables.boom_bah import dock, words
from game.tables.boom_bah import draw as paint
from game.view import assets, palette
from tests.tables.test_layout_boom_bah import BOARD, seated


def test_the_pasture_s_coordinates_are_14_px(app):
    table = seated(app, 2)
    with assets.recording() as written:
        paint.background(table)
    marks = [w for w in written.values() if w.message in set("abcdefg1234567")]
    assert len(marks) == 14 and all(w.size >= 14 for w in marks)


def asked_with_nothing_to_answer(app):
    table = seated(app, 2, position(BOARD, turn=1, actions_left=2, options={"auto_pass": "off"},
                                    hands=[["dog:0"], ["golden_fleece:0"]]))
    assert table.perform(Play("golden_fleece:0"))  # a red card
    table.timeline.skip()
    assert words.prompt(table) == "Nothing to answer with: the table passes for you."
    return table


def test_the_dock_never_repeats_the_instruction_line(app):
    table = asked_with_nothing_to_answer(app)
    lines = dock.lines_of(table)
    assert lines and lines[0].startswith("AI 1 plays")  # who played what stays in the dock
    assert words.prompt(table) not in lines
    with assets.recording() as written:
        table.draw(app.screen)
    said = [w.message for w in written.values()]
    assert said.count("Nothing to answer with: the table passes for you.") <= 1


def test_a_docked_card_has_no_ring_of_the_player_s_colour(app):
    table = asked_with_nothing_to_answer(app)
    table.draw(app.screen)
    (_seat, card, rect), = table.dock.cards
    assert card == "golden_fleece:0"
    ring = [tuple(app.screen.get_at((x, rect.y - 2)))[:3] for x in range(rect.x + 12,
                                                                       rect.right - 12)]
    blue = palette.player(1).colour[:3]  # AI 1's colour round a red card
    assert blue not in ring
