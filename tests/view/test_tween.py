"""Easings, tweens, groups and the timeline, stepped by hand: no display needed."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from game.view.tween import (
    EASINGS,
    INSTANT,
    Call,
    Parallel,
    Sequence,
    Timeline,
    Tween,
    Wait,
    ease,
    lerp,
)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name):
    assert ease(name, 0.0) == 0.0
    assert ease(name, 1.0) == 1.0
    assert ease(name, -3.0) == 0.0 and ease(name, 7.0) == 1.0  # clamped


@pytest.mark.parametrize("family", ["quad", "cubic", "sine"])
@pytest.mark.parametrize("kind", ["in", "out", "in_out"])
def test_plain_curves_only_go_forward(family, kind):
    values = [ease(f"{kind}_{family}", i / 50) for i in range(51)]
    assert values == sorted(values)


@pytest.mark.parametrize(("name", "t", "expected"), [
    ("linear", 0.25, 0.25),
    ("in_quad", 0.5, 0.25),
    ("out_quad", 0.5, 0.75),
    ("in_cubic", 0.5, 0.125),
    ("in_out_quad", 0.5, 0.5),
    ("in_out_cubic", 0.25, 0.0625),
])
def test_known_values(name, t, expected):
    assert ease(name, t) == pytest.approx(expected)


@pytest.mark.parametrize(("name", "below", "above"), [
    ("in_back", True, False), ("out_back", False, True), ("out_elastic", False, True),
])
def test_springy_curves_overshoot(name, below, above):
    values = [ease(name, i / 100) for i in range(101)]
    assert (min(values) < 0) == below
    assert (max(values) > 1) == above


def test_bounce_lands_exactly_and_stays_inside():
    values = [ease("out_bounce", i / 100) for i in range(101)]
    assert all(0 <= v <= 1 for v in values)


def test_unknown_easing_is_named_in_the_error():
    with pytest.raises(ValueError, match="wobble"):
        ease("wobble", 0.5)
    with pytest.raises(ValueError):
        Tween(SimpleNamespace(x=0), "x", 0, 1, 1, "wobble")


def test_lerp_numbers_and_tuples():
    assert lerp(10, 20, 0.5) == 15
    assert lerp((0, 10), (10, 30), 0.5) == (5, 20)


def thing(**values):
    return SimpleNamespace(**values)


def test_tween_moves_an_attribute_and_stops_exactly_at_the_end():
    t = thing(x=0.0)
    tween = Tween(t, "x", 0.0, 100.0, 1.0, "linear")
    assert tween.advance(0.25) == 0.0
    assert t.x == pytest.approx(25)
    leftover = tween.advance(1.0)
    assert tween.done and t.x == 100.0
    assert leftover == pytest.approx(0.25)


def test_tween_feeds_a_setter_and_tuples():
    seen = []
    tween = Tween(None, seen.append, (0, 0), (10, 20), 1.0, "linear")
    tween.advance(0.5)
    assert seen[-1] == pytest.approx((5, 10))


def test_delay_leaves_the_value_alone_until_it_runs_out():
    t = thing(x=7.0)
    tween = Tween(t, "x", 0.0, 10.0, 1.0, "linear", delay=0.5)
    tween.advance(0.4)
    assert t.x == 7.0
    tween.advance(0.6)
    assert t.x == pytest.approx(5.0)


def test_start_none_reads_the_value_when_the_tween_begins():
    t = thing(x=0.0)
    seq = Sequence(Tween(t, "x", 0.0, 50.0, 1.0, "linear"), Tween(t, "x", None, 60.0, 1.0, "linear"))
    seq.advance(1.5)
    assert t.x == pytest.approx(55.0)


def test_setter_tween_needs_a_start():
    with pytest.raises(ValueError):
        Tween(None, print, None, 1, 1)


def test_zero_duration_tween_finishes_at_once():
    t = thing(x=0)
    tween = Tween(t, "x", 0, 5, 0.0)
    assert tween.advance(0.0) == 0.0 and tween.done and t.x == 5


def test_sequence_passes_leftover_time_to_the_next_step():
    t = thing(x=0.0, y=0.0)
    seq = Sequence(Tween(t, "x", 0, 1, 0.5, "linear"), Wait(0.25), Tween(t, "y", 0, 1, 1.0, "linear"))
    seq.advance(1.0)
    assert t.x == 1 and t.y == pytest.approx(0.25)
    assert not seq.done
    assert seq.advance(1.0) == pytest.approx(0.25)
    assert seq.done


def test_parallel_is_done_with_its_longest_step():
    t = thing(x=0.0, y=0.0)
    par = Parallel(Tween(t, "x", 0, 1, 0.5, "linear"), Tween(t, "y", 0, 1, 1.0, "linear"))
    par.advance(0.6)
    assert t.x == 1 and not par.done
    assert par.advance(0.6) == pytest.approx(0.2)
    assert par.done


def test_call_runs_once_in_its_place():
    log = []
    seq = Sequence(Call(lambda: log.append("a")), Wait(1.0), Call(lambda: log.append("b")))
    seq.advance(0.5)
    assert log == ["a"]
    seq.advance(0.5)
    seq.advance(0.5)
    seq.finish()
    assert log == ["a", "b"]


def test_timeline_speed_scales_time():
    t = thing(x=0.0)
    line = Timeline(speed=2.0)
    line.add(Tween(t, "x", 0, 10, 1.0, "linear"))
    line.update(0.25)
    assert t.x == pytest.approx(5.0)
    line.update(0.25)
    assert line.done


def test_timeline_add_several_plays_them_in_order():
    t = thing(x=0.0)
    line = Timeline()
    line.add(Tween(t, "x", 0, 1, 1.0, "linear"), Tween(t, "x", 1, 3, 1.0, "linear"))
    line.update(1.5)
    assert t.x == pytest.approx(2.0)


def test_skip_jumps_everything_to_the_end_with_callbacks_in_order():
    log = []
    t = thing(x=0.0, y=0.0)
    line = Timeline()
    line.add(Tween(t, "x", 0, 5, 3.0), Call(lambda: log.append("first")))
    line.add(Wait(9.0), Call(lambda: log.append("second")), Tween(t, "y", 0, 2, 1.0))
    line.update(0.1)
    line.skip()
    assert (t.x, t.y) == (5, 2)
    assert log == ["first", "second"]
    assert line.done


def test_instant_speed_finishes_steps_as_they_are_added():
    log = []
    line = Timeline(speed=INSTANT)
    line.add(Wait(5), Call(lambda: log.append(1)))
    assert log == [1] and line.done
    line.update(0.016)
    assert line.done


def test_callbacks_may_queue_more_steps_and_skip_runs_them_too():
    log = []
    line = Timeline()

    def chain():
        log.append("chain")
        line.add(Wait(1), Call(lambda: log.append("queued")))

    line.add(Wait(1), Call(chain))
    line.skip()
    assert log == ["chain", "queued"]


def test_instant_timeline_keeps_callback_order_when_callbacks_add_steps():
    log = []
    line = Timeline(speed=INSTANT)
    line.add(Call(lambda: (log.append("a"), line.add(Call(lambda: log.append("c"))))))
    assert log == ["a", "c"]


def test_clear_drops_steps_without_running_them():
    log = []
    line = Timeline()
    line.add(Wait(1), Call(lambda: log.append("x")))
    line.clear()
    line.update(5)
    assert log == [] and line.done


def test_a_long_frame_does_not_overshoot():
    t = thing(x=0.0)
    line = Timeline()
    line.add(Tween(t, "x", 0, 1, 0.2, "out_elastic"))
    line.update(10.0)
    assert t.x == 1 and line.done and not math.isnan(t.x)
