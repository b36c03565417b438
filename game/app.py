"""The window, the clock, the main loop and the crash handler around the scene stack.

Everything is drawn on a fixed 1280x720 logical canvas that SDL scales to the window with
letterboxing (`SCALED | RESIZABLE`, smooth scaling); SDL maps mouse positions for us.
Headless runs (`--headless`) use the dummy drivers and a fixed time step, so a screenshot
after N frames shows the same moment every time.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import time
import traceback
from pathlib import Path

import pygame

from game import i18n, storage
from game import settings as settings_mod
from game.view.stack import Scene, SceneStack

SIZE = (1280, 720)
FPS = 60
log = logging.getLogger("sheepfold")


def setup_logging() -> Path:
    """A rotating log in the user's log folder (or $SHEEPFOLD_HOME/logs)."""
    path = storage.log_dir() / "sheepfold.log"
    for old in [h for h in log.handlers if isinstance(h, logging.handlers.RotatingFileHandler)]:
        if Path(old.baseFilename) != path.resolve():  # another home (tests): log there now
            log.removeHandler(old)
            old.close()
    if not log.handlers:
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=256_000, backupCount=3,
                                                       encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return path


class App:
    def __init__(self, headless: bool = False):
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        self.headless = headless
        self.log_path = setup_logging()
        self.settings, problem = settings_mod.load()
        self.notices: list[str] = [problem] if problem else []
        i18n.set_language(self.settings.language)
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "1")  # smooth letterbox scaling
        pygame.init()
        pygame.display.set_caption("Sheepfold")
        pygame.key.set_repeat(400, 40)
        self.screen = pygame.display.set_mode(SIZE, pygame.SCALED | pygame.RESIZABLE)
        from game.view import assets

        assets.clear_cache()  # images and fonts made before this display are stale
        self._set_icon()
        if self.settings.fullscreen and not headless:
            pygame.display.toggle_fullscreen()
        from game.view.sound import Sounds

        self.sounds = Sounds()
        self.apply_volumes()
        self.sounds.play_music()  # a quiet loop; silent without an audio device
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list[float] = []

    def _set_icon(self) -> None:
        try:
            from game.view import assets

            pygame.display.set_icon(assets.svg("logo_icon", (64, 64)))
        except Exception:  # an icon is a nicety; never fail start-up over it
            log.info("no window icon")

    def apply_volumes(self) -> None:
        self.sounds.volume = self.settings.effects_volume
        self.sounds.music_volume = self.settings.music_volume

    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def toggle_fullscreen(self) -> None:
        if not self.headless:
            pygame.display.toggle_fullscreen()
        self.settings.fullscreen = not self.settings.fullscreen
        self.settings.save()

    def quit(self) -> None:
        self.running = False

    # -- the loop -------------------------------------------------------------------
    def run(self, first: Scene, frames: int | None = None, screenshot: Path | None = None) -> int:
        self.stack.push(first)
        self.stack.apply_pending()
        report_first = os.environ.get("SHEEPFOLD_REPORT_FIRST_FRAME") == "1"
        frame = 0
        while self.running:
            start = time.perf_counter()
            dt = 1 / FPS if (self.headless or frames) else min(self.clock.tick(FPS) / 1000, 0.1)
            try:
                self.step(dt)
            except Exception as err:  # the crash handler: log, keep the autosave, tell the player
                self.crash(err)
            frame += 1
            if report_first and frame == 1:
                print(f"first_frame {time.time():.6f}", flush=True)
            self.frame_times.append(time.perf_counter() - start)
            if frames is not None and frame >= frames:
                break
        if screenshot is not None:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(screenshot))
        for scene in reversed(self.stack.scenes):
            scene.leave()
        pygame.quit()
        return 0

    def step(self, dt: float) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            top = self.stack.top
            if top is not None:
                top.handle(event)
                # The next event goes to whatever is on top now: two Esc presses queued in
                # one frame must close two screens, not close the same one twice.
                self.stack.apply_pending()
        self.stack.update(dt)
        self.stack.draw(self.screen)
        self.stack.apply_pending()
        if self.stack.top is None:
            self.running = False
        if not self.headless:
            pygame.display.flip()

    def crash(self, err: BaseException) -> None:
        from game.scenes.crash import CrashScene

        text = "".join(traceback.format_exception(err))
        log.error("Unexpected error:\n%s", text)
        print(text, file=sys.stderr)
        if isinstance(self.stack.top, CrashScene):
            raise err
        self.stack.reset(CrashScene(self, err, self.log_path))
        self.stack.apply_pending()
