"""One keyboard for every table: the same keys do the same thing at all four games.

A table lists what the person at the screen may pick now (`TableScene.targets`: legal things
only, each with what picking it does, the same as a click on it). The shared code owns the
keys: Tab and Shift+Tab walk that list, the arrows go to the nearest target that way, Enter
(or Space) confirms the lit one, Esc steps back one level (a picked card put back) and at
the top opens the pause menu, H asks for a hint and the cursor lands on the hinted target,
so H then Enter plays the hint. The pointer resting on a target lights it too.

The letter keys are named by what they do (`LETTERS`), and each language has its own letters,
taken from the words on its buttons: "Zug beenden (B)" in German, "End turn (E)" in English.
A text names a key as `{key_end}` and is formatted with `letters()`; no two keys of one table
share a letter in any language (tests/tables/test_letter_keys.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import N_, tr
from game.view import ink, palette

STEPS = {pygame.K_TAB: 1, pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
         pygame.K_DOWN: (0, 1)}
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

LETTERS = {
    "hint": N_("H", context="key: hint"),
    "undo": N_("U", context="key: undo"),
    "pause": N_("P", context="key: pause"),
    "end": N_("E", context="key: end turn"),
    "decline": N_("N", context="key: pass, stay, take or place nothing"),
    "discard": N_("D", context="key: discard"),
    "keep": N_("K", context="key: keep hand"),
    "sneak": N_("Y", context="key: sneak in"),
    "barn": N_("B", context="key: to the barn"),
    "ask": N_("A", context="key: ask me out of turn"),
    "zoom": N_("Z", context="key: show the card large"),
    "score": N_("S", context="key: the score's tooltip"),
    "stop": N_("S", context="key: stop drawing"),
    "zoo": N_("C", context="key: put in the zoo"),
    "flip": N_("F", context="key: turn the card over"),
}


def letter(action: str) -> str:
    """The letter that does `action` in the current language ("E", or "B" in German)."""
    return tr(LETTERS[action])


def letters() -> dict[str, str]:
    """Every key's letter as a text field: `keyed(_("End turn ({key_end})"))`."""
    return {f"key_{action}": letter(action) for action in LETTERS}


def keyed(text: str, **fields: object) -> str:
    """`text` with its fields and its `{key_...}` letters filled in."""
    return text.format(**fields, **letters())


def pressed(key: int, action: str) -> bool:
    """Whether the key code `key` is the letter for `action` in the current language."""
    return key == ord(letter(action).lower())


@dataclass(frozen=True)
class Target:
    """Something the person may pick now: a name that stays the same while it is there
    (("cell", 12), ("button", "end")), where it is drawn and what picking it does."""

    key: Hashable
    rect: pygame.Rect
    act: Callable[[], object]


class Cursor:
    """Which target is lit, and whether the ring shows (after a key or a hint; the pointer
    lights what it rests on by itself)."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.shown = False
        self.pointer: tuple[int, int] | None = None

    def lit(self, targets: Sequence[Target]) -> Target | None:
        """The lit target: the cursor's while it shows, or the one the pointer rests on."""
        for target in targets:
            if target.key == self.key and (self.shown or (
                    self.pointer is not None and target.rect.collidepoint(self.pointer))):
                return target
        return None

    def point(self, targets: Sequence[Target], pos: tuple[int, int]) -> None:
        """The pointer moved: the cursor follows it onto a target, and its ring hides."""
        self.pointer, self.shown = pos, False
        under = [t for t in targets if t.rect.collidepoint(pos)]
        if under:
            self.key = under[-1].key

    def put(self, key: Hashable | None) -> None:
        """Light `key` (a hint, a table moving the cursor on after a pick)."""
        if key is not None:
            self.key, self.shown = key, True

    def step(self, targets: Sequence[Target], how: int | tuple[int, int]) -> None:
        """Tab (`how` +1/-1) or an arrow (`how` a direction): the next target. The first key
        only shows the ring where it is (on the first target if that one is gone)."""
        if not targets:
            return
        keys = [t.key for t in targets]
        if not self.shown or self.key not in keys:
            self.key = self.key if self.key in keys else keys[0]
            self.shown = True
            return
        here = targets[keys.index(self.key)]
        if isinstance(how, tuple):
            ahead = nearest(here, targets, how)
            if ahead is not None:
                self.key = ahead.key
                return
            how = 1 if how[0] + how[1] > 0 else -1
        self.key = keys[(keys.index(self.key) + how) % len(keys)]


def nearest(here: Target, targets: Sequence[Target],
            direction: tuple[int, int]) -> Target | None:
    """The closest target whose centre lies that way (sideways distance counts double)."""
    best, best_score = None, float("inf")
    hx, hy = here.rect.center
    for target in targets:
        x, y = target.rect.center
        dx, dy = x - hx, y - hy
        ahead = dx * direction[0] + dy * direction[1]
        if target is here or ahead <= 0:
            continue
        aside = abs(dx * direction[1]) + abs(dy * direction[0])
        score = ahead + 2 * aside
        if score < best_score:
            best, best_score = target, score
    return best


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard cursor, over every glow: a white ring with dark edges on the target's own
    edge, so a hint's blue glow round the same target still shows outside it."""
    ink.rect(surface, palette.INK, rect.inflate(4, 4), 2, border_radius=10)
    ink.rect(surface, palette.WHITE, rect, 3, border_radius=8)
    ink.rect(surface, palette.INK, rect.inflate(-6, -6), 1, border_radius=6)
