"""The scene stack: push, pop and replace take effect between frames.

Only the top scene gets input. Drawing starts at the highest opaque scene, so a transparent
overlay (pause, hand-off, a notice) draws over the scene below it. A scene covered by a push
gets `pause()`, and `resume()` when it is on top again; each scene owns its own timeline of
tweens, so a paused scene's animations simply stop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.view.tween import Timeline

if TYPE_CHECKING:
    from game.app import App


class Scene:
    transparent = False

    def __init__(self, app: App):
        self.app = app
        self.timeline = Timeline()

    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def rezoom(self) -> None:
        """The window changed its pixels per unit: remake any image kept between frames."""

    def warm(self) -> None:
        """Make now the images later frames will need (behind the last screen, which stays
        up over this one's first frame), so no animation stops to rasterize them."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.timeline.update(dt)

    def draw(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Scene | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        self._pending.append(("replace", scene))

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start over with `scene` (back to the title); whatever else
        was still queued is moot."""
        self._pending = [("reset", scene)]

    def apply_pending(self) -> None:
        pending, self._pending = self._pending, []
        for op, scene in pending:
            if op in ("pop", "replace", "reset") and self.scenes:
                gone = [self.scenes.pop()] if op != "reset" else self.scenes[::-1]
                if op == "reset":
                    self.scenes = []
                for old in gone:
                    old.leave()
                if op == "pop" and self.scenes:
                    self.scenes[-1].resume()
            if op in ("push", "replace", "reset") and scene is not None:
                if op == "push" and self.scenes:
                    self.scenes[-1].pause()
                self.scenes.append(scene)
                scene.enter()

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].transparent:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
