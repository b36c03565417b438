"""Critic 14 asked whether a seat panel's counters (Field ×N, graveyard, barn) ever disagree
with the sheep drawn while a move or a blast is animated. A sheep leaving for a barn or the
graveyard leaves the field count when it takes off and joins its new place's count when it
lands; a sheep hopping from one space to another stays in its seat's "Field ×N" all the way
(it read one short for the hop's length before)."""

from __future__ import annotations

from game.rules.boom_bah import board as cells
from game.tables.boom_bah import boards
from tests.tables.test_layout_boom_bah import seated


def drawn_on_field(table, seat: int) -> int:
    """The seat's sheep drawn on the pasture: resting on a space or hopping between two."""
    hopping = [s for colour, s in table.field_hops if colour == seat]
    return sum(1 for s in table.resting.values() if s.data == seat) + len(hopping)


def a_sheep_and_a_free_space(table, seat: int) -> tuple[int, int]:
    sheep = next(c for c in cells.CELLS if table.shown["sheep"][c] == seat)
    free = next(c for c in cells.CELLS if table.shown["sheep"][c] is None
                and not cells.is_start(c))
    return sheep, free


def test_a_hop_stays_in_the_field_count_all_the_way(app):
    table = seated(app, 2)
    before = boards.field_count(table, 0)
    frm, to = a_sheep_and_a_free_space(table, 0)
    trip = table.motion.sheep_trip({"kind": "sheep_moved", "seat": 0, "source": frm, "to": to})
    for _ in range(6):  # frames through the hop
        trip.advance(0.06)
        table.place_sheep()
        assert boards.field_count(table, 0) == before == drawn_on_field(table, 0)
    trip.finish()
    table.place_sheep()
    assert boards.field_count(table, 0) == before == drawn_on_field(table, 0)
    assert not table.field_hops


def test_a_blast_moves_the_counts_when_the_sheep_goes_and_lands(app):
    table = seated(app, 2)
    field, graves = boards.field_count(table, 1), table.shown["graveyards"][1]
    frm, _to = a_sheep_and_a_free_space(table, 1)
    trip = table.motion.sheep_trip({"kind": "sheep_to_graveyard", "seat": 1, "source": frm})
    trip.advance(0.4)  # mid-flight: off the field, not yet in the graveyard
    table.place_sheep()
    assert boards.field_count(table, 1) == field - 1 == drawn_on_field(table, 1)
    assert table.shown["graveyards"][1] == graves
    trip.finish()
    assert table.shown["graveyards"][1] == graves + 1
    assert boards.field_count(table, 1) == field - 1


def test_a_sheep_into_a_barn_counts_there_when_it_lands(app):
    table = seated(app, 2)
    frm, _to = a_sheep_and_a_free_space(table, 1)
    barn = list(table.shown["barns"][0])
    trip = table.motion.sheep_trip({"kind": "sheep_to_barn", "seat": 0, "colour": 1,
                                    "source": frm})
    trip.advance(0.3)
    assert table.shown["barns"][0] == barn
    trip.finish()
    assert table.shown["barns"][0][1] == barn[1] + 1
