"""Easing functions and tweens stepped by `update(dt)`: how the table animates what happened.

Pure Python (no pygame), so every animation can be tested without a display. A step is any
object with `advance(dt) -> leftover`, `finish()` and `done`; `Tween`, `Wait`, `Call`,
`Sequence` and `Parallel` are steps and nest freely. A `Timeline` plays steps side by side,
applies the animation-speed setting and can `skip()` to the end, running every callback in
order, so that what the rules decided is always shown even when nobody watches.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, Protocol

Easing = Callable[[float], float]


def _quad(t: float) -> float:
    return t * t


def _cubic(t: float) -> float:
    return t * t * t


def _sine(t: float) -> float:
    return 1 - math.cos(t * math.pi / 2)


def _back(t: float) -> float:
    overshoot = 1.70158
    return t * t * ((overshoot + 1) * t - overshoot)


def _elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return -(2 ** (10 * (t - 1))) * math.sin((t - 1.075) * (2 * math.pi) / 0.3)


def _bounce_out(t: float) -> float:
    if t < 1 / 2.75:
        return 7.5625 * t * t
    if t < 2 / 2.75:
        t -= 1.5 / 2.75
        return 7.5625 * t * t + 0.75
    if t < 2.5 / 2.75:
        t -= 2.25 / 2.75
        return 7.5625 * t * t + 0.9375
    t -= 2.625 / 2.75
    return 7.5625 * t * t + 0.984375


def _bounce(t: float) -> float:
    return 1 - _bounce_out(1 - t)


def _out(f: Easing) -> Easing:
    return lambda t: 1 - f(1 - t)


def _in_out(f: Easing) -> Easing:
    return lambda t: f(2 * t) / 2 if t < 0.5 else 1 - f(2 - 2 * t) / 2


_FAMILIES: dict[str, Easing] = {
    "quad": _quad, "cubic": _cubic, "sine": _sine, "back": _back,
    "elastic": _elastic, "bounce": _bounce,
}

EASINGS: dict[str, Easing] = {"linear": lambda t: t}
for _name, _f in _FAMILIES.items():
    EASINGS[f"in_{_name}"] = _f
    EASINGS[f"out_{_name}"] = _out(_f)
    EASINGS[f"in_out_{_name}"] = _in_out(_f)


def ease(name: str, t: float) -> float:
    """Eased progress for `t` in [0, 1] (clamped); 0 -> 0 and 1 -> 1 for every curve."""
    try:
        curve = EASINGS[name]
    except KeyError:
        raise ValueError(f"unknown easing {name!r}; known: {', '.join(EASINGS)}") from None
    t = min(1.0, max(0.0, t))
    return 0.0 if t == 0.0 else 1.0 if t == 1.0 else curve(t)


Value = Any  # a float or a tuple of floats (a position, a colour)


def lerp(a: Value, b: Value, t: float) -> Value:
    """Blend numbers, or tuples of numbers element by element."""
    if isinstance(a, tuple | list):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


class Step(Protocol):
    """What a Timeline, Sequence or Parallel can drive."""

    @property
    def done(self) -> bool: ...

    def advance(self, dt: float) -> float:
        """Move on by `dt` seconds; return the time left over once finished (else 0)."""

    def finish(self) -> None:
        """Jump to the end, running any callbacks that were still due, in order."""


class Tween:
    """Moves one attribute (or feeds one setter) from `start` to `end` over `duration` seconds.

    `attr_or_setter` is an attribute name of `target_obj` or a callable taking the value.
    `start=None` reads the attribute when the tween begins (after its delay), so a tween
    queued behind another starts from wherever the first one left the object.
    """

    def __init__(self, target_obj: Any, attr_or_setter: str | Callable[[Value], Any],
                 start: Value | None, end: Value, duration: float,
                 easing: str = "out_quad", delay: float = 0.0) -> None:
        if easing not in EASINGS:
            raise ValueError(f"unknown easing {easing!r}")
        if start is None and not isinstance(attr_or_setter, str):
            raise ValueError("a tween with a setter needs an explicit start value")
        self.target = target_obj
        self.attr_or_setter = attr_or_setter
        self.start = start
        self.end = end
        self.duration = max(0.0, duration)
        self.easing = easing
        self.delay = max(0.0, delay)
        self.elapsed = 0.0
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def _set(self, value: Value) -> None:
        if isinstance(self.attr_or_setter, str):
            setattr(self.target, self.attr_or_setter, value)
        else:
            self.attr_or_setter(value)

    def _begin(self) -> None:
        if self.start is None:
            self.start = getattr(self.target, self.attr_or_setter)  # type: ignore[arg-type]

    def advance(self, dt: float) -> float:
        if self._done:
            return dt
        self.elapsed += dt
        if self.elapsed < self.delay:
            return 0.0
        self._begin()
        running = self.elapsed - self.delay
        if running >= self.duration:
            self.finish()
            return running - self.duration
        self._set(lerp(self.start, self.end, ease(self.easing, running / self.duration)))
        return 0.0

    def finish(self) -> None:
        if not self._done:
            self._begin()
            self._set(self.end if not isinstance(self.end, list) else tuple(self.end))
            self._done = True


class Wait:
    """A pause inside a sequence."""

    def __init__(self, seconds: float) -> None:
        self.left = max(0.0, seconds)

    @property
    def done(self) -> bool:
        return self.left <= 0.0

    def advance(self, dt: float) -> float:
        if dt >= self.left:
            dt -= self.left
            self.left = 0.0
            return dt
        self.left -= dt
        return 0.0

    def finish(self) -> None:
        self.left = 0.0


class Call:
    """Runs `fn()` once, when the sequence reaches it (or when the animation is skipped)."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.fn = fn
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def advance(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self._done:
            self._done = True
            self.fn()


class Sequence:
    """Steps one after another; time left over by one step flows into the next."""

    def __init__(self, *steps: Step) -> None:
        self.steps = list(steps)
        self.index = 0

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def add(self, step: Step) -> Step:
        self.steps.append(step)
        return step

    def advance(self, dt: float) -> float:
        while self.index < len(self.steps):
            step = self.steps[self.index]
            dt = step.advance(dt)
            if not step.done:
                return 0.0
            self.index += 1
        return dt

    def finish(self) -> None:
        while self.index < len(self.steps):
            self.steps[self.index].finish()
            self.index += 1


class Parallel:
    """Steps side by side; done when the longest is done."""

    def __init__(self, *steps: Step) -> None:
        self.steps = list(steps)

    @property
    def done(self) -> bool:
        return all(step.done for step in self.steps)

    def add(self, step: Step) -> Step:
        self.steps.append(step)
        return step

    def advance(self, dt: float) -> float:
        leftovers = [step.advance(dt) for step in self.steps if not step.done]
        if not self.done:
            return 0.0
        return min(leftovers, default=dt)

    def finish(self) -> None:
        for step in self.steps:
            step.finish()


INSTANT = math.inf
SPEEDS = {"1x": 1.0, "2x": 2.0, "4x": 4.0, "instant": INSTANT}


class Timeline:
    """Everything animating on a table: steps run side by side, scaled by `speed`.

    `speed` is the animation-speed setting (see SPEEDS); `INSTANT` skips every step as soon
    as it is added. Callbacks may add new steps while the timeline runs.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.steps: list[Step] = []
        self._skipping = False

    @property
    def done(self) -> bool:
        return not self.steps

    def add(self, *steps: Step) -> Step:
        """Add one step (or several, played in sequence); returns what was added."""
        step = steps[0] if len(steps) == 1 else Sequence(*steps)
        self.steps.append(step)
        if self.speed == INSTANT and not self._skipping:
            self.skip()
        return step

    def update(self, dt: float) -> None:
        if self.speed == INSTANT:
            self.skip()
            return
        scaled = dt * self.speed
        for step in list(self.steps):
            step.advance(scaled)
        self.steps = [step for step in self.steps if not step.done]

    def skip(self) -> None:
        """Jump every step to its end, callbacks in order (also those added meanwhile)."""
        self._skipping = True
        try:
            for _ in range(10_000):
                if not self.steps:
                    return
                self.steps.pop(0).finish()
            raise RuntimeError("a timeline callback keeps adding steps while being skipped")
        finally:
            self._skipping = False

    def clear(self) -> None:
        """Drop every step where it stands (no callbacks): for leaving a scene."""
        self.steps.clear()
