"""The window, the clock, the main loop and the crash handler around the scene stack.

Every screen is laid out in units on a 1280x720 grid and drawn at the window's real pixel
size (`game.view.canvas`): a 2560x1440 window is drawn with four times the pixels, art and
text rasterized for it. A window of another shape gets the largest 16:9 area that fits, and
the table's felt goes on across the rest of it (`game.view.bars`). Resizing redraws at the new size; F11 switches to full screen at the screen's native
resolution and back. Each frame repaints only what changed (`game.view.damage`). Mouse positions are turned into units before any scene sees them.
Headless runs (`--headless`) use the dummy drivers and a fixed time step, so a screenshot
after N frames shows the same moment every time.

A data folder that cannot be written (read-only, a full disk) does not stop the game: it
runs, says why on the title, and every table shows a banner while its game is not saved.
At start, a finished game whose record could not be written last time gets it now.
"""

from __future__ import annotations

import gc
import logging
import logging.handlers
import os
import sys
import time
import traceback
import warnings
from collections import deque
from pathlib import Path

import pygame

from game import i18n, storage
from game import settings as settings_mod
from game.view import canvas, layers
from game.view.curtain import Curtain
from game.view.damage import Recorder
from game.view.stack import Scene, SceneStack

SIZE = canvas.LAYOUT
FPS = 60
FRAME_WINDOW = FPS * 60  # frame times kept: the last minute (bench frames reads them)
YOUNG = 5000
"""Objects the youngest generation gathers before a collection (Python's default is 700).
A busy table keeps about 700 objects of each frame's drawing alive into the next, so at
700 every frame collected for nothing (0.5 ms) and every tenth frame promoted them to the
older generations, whose collections took 2-8 ms: 1,073 collections in 1,800 frames of
Black Sheep at 2560x1440, 4 at 5,000."""
ROOM = 0.006  # s: a frame drawn in less than this has room for a young collection (`tidy`)
log = logging.getLogger("sheepfold")


def _private(path: str, flags: int) -> int:
    """Open a log file readable by its owner only (0600), whatever the umask."""
    fd = os.open(path, flags, 0o600)
    if hasattr(os, "fchmod"):
        os.fchmod(fd, 0o600)
    return fd


class PrivateLog(logging.handlers.RotatingFileHandler):
    """The rotating log, every file of it 0600: it can hold player names and paths."""

    def _open(self):  # the one place the stdlib handler opens its file
        return open(self.baseFilename, self.mode, encoding=self.encoding, errors=self.errors,
                    opener=_private)

    def handleError(self, record: logging.LogRecord) -> None:
        """A full disk loses log lines, not the game: no traceback on stderr for them."""


def setup_logging() -> Path | None:
    """A rotating log in the user's log folder (or $SHEEPFOLD_HOME/logs); None if that
    folder cannot be written (the game runs without a log file then)."""
    try:
        path = storage.private_folder(storage.log_dir()) / "sheepfold.log"
    except OSError:
        path = None
    for old in [h for h in log.handlers if isinstance(h, logging.handlers.RotatingFileHandler)]:
        if path is None or Path(old.baseFilename) != path.resolve():  # another home (tests)
            log.removeHandler(old)
            old.close()
    if path is not None and not log.handlers:
        try:
            handler = PrivateLog(path, maxBytes=256_000, backupCount=3, encoding="utf-8")
        except OSError:
            return None
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return path


class App:
    def __init__(self, headless: bool = False, size: tuple[int, int] | None = None):
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        self.headless = headless
        home_problem = storage.check_home()  # NotAFolder: the command line refuses to start
        self.log_path = setup_logging()
        self.settings, problem = settings_mod.load()
        self.notices: list[str] = [p for p in (home_problem, problem) if p]
        i18n.set_language(self.settings.language)
        if home_problem is None:  # finished games whose records could not be written before
            from game.scenes.unfinished import settle_pending

            self.notices.extend(settle_pending())
        pygame.init()
        pygame.display.set_caption("Sheepfold")
        pygame.key.set_repeat(400, 40)
        self.window_size = size or SIZE
        """The window's size when it is not full screen (F11 comes back to it)."""
        self.fullscreen = self.settings.fullscreen and not headless and size is None
        self.stack = SceneStack()
        layers.spread(not headless)
        self._open_window()
        self._set_icon()
        from game.view.sound import Sounds

        self.sounds = Sounds()
        self.apply_volumes()
        self.sounds.play_music()  # a quiet loop; silent without an audio device
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: deque[float] = deque(maxlen=FRAME_WINDOW)
        self._frozen: list[Scene] | None = None  # the screens alive at the last settling
        self._shown: Scene | None = None  # the top scene the last frame drew
        self.curtain: Curtain | None = None  # the old screen fading off a new one

    def _set_icon(self) -> None:
        try:
            from game.view import assets

            pygame.display.set_icon(canvas.raw_of(assets.svg("logo_icon", (64, 64))))
        except Exception:  # an icon is a nicety; never fail start-up over it
            log.info("no window icon")

    def apply_volumes(self) -> None:
        self.sounds.volume = self.settings.effects_volume
        self.sounds.music_volume = self.settings.music_volume
        self.sounds.music_on = self.settings.music_on

    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    # -- the window ------------------------------------------------------------------
    def _open_window(self) -> None:
        """Open (or reopen) the window: full screen at the desktop's native size, or a
        resizable window of `window_size`; then lay the screen out for it."""
        with warnings.catch_warnings():  # headless: SDL's "no fast renderer" is expected
            if self.headless:
                warnings.filterwarnings("ignore", "no fast renderer")
            if self.fullscreen:
                native = (pygame.display.get_desktop_sizes() or [SIZE])[0]
                pygame.display.set_mode(native, pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self.lay_out()

    def lay_out(self) -> None:
        """Draw at the window's size from now on: a new zoom makes every image again (the
        scenes are told, to remake what they keep), a new letterbox a new screen canvas."""
        window = pygame.display.get_surface()
        self.display = window
        k = canvas.fit_zoom(window.get_size())
        self.box = canvas.letterbox(window.get_size(), k)
        from game.view import assets

        if canvas.set_zoom(k):
            assets.clear_cache()  # images and fonts made at another zoom are stale
            canvas.forget_rasters()
            for scene in self.stack.scenes:
                scene.rezoom()
        elif not hasattr(self, "screen"):
            assets.forget_fonts()  # a new display: its fonts are new, its images as good
        window.fill((0, 0, 0))
        from game.view import bars

        bars.paint(window, self.box, k)  # the felt runs on to the window's edges
        self.screen = canvas.Canvas(window.subsurface(self.box), k)
        self.recorder = Recorder(self.screen)  # frames repaint only what changed

    def resized(self, size: tuple[int, int]) -> None:
        """The player resized the window."""
        if not self.fullscreen:
            self.window_size = size
        self.lay_out()

    def in_units(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position in units on the screen canvas."""
        if not hasattr(event, "pos") or self.screen.k == 1 and self.box.topleft == (0, 0):
            return event
        fields = dict(event.dict)
        fields["pos"] = canvas.to_layout(event.pos, self.screen.k, self.box)
        if "rel" in fields:
            fields["rel"] = (event.rel[0] / self.screen.k, event.rel[1] / self.screen.k)
        return pygame.event.Event(event.type, fields)

    def toggle_fullscreen(self) -> str | None:
        """Switch full screen; why the setting could not be saved, if it could not."""
        self.fullscreen = not self.fullscreen
        if not self.headless:
            self._open_window()
        self.settings.fullscreen = not self.settings.fullscreen
        return self.save_settings()

    def save_settings(self) -> str | None:
        """Save the settings; if that fails they still apply until Sheepfold quits, and the
        sentence saying why is returned (and kept in the log)."""
        problem = self.settings.save()
        if problem is not None:
            log.warning("%s", problem)
        return problem

    def quit(self) -> None:
        self.running = False

    # -- the loop -------------------------------------------------------------------
    def run(self, first: Scene, frames: int | None = None, screenshot: Path | None = None) -> int:
        """The main loop; the exit code. Ctrl+C leaves every scene (so each match retries a
        failed save and lets go of its game) and is raised again for the caller."""
        try:
            return self._loop(first, frames, screenshot)
        except KeyboardInterrupt:
            self.leave_all()
            raise

    def leave_all(self) -> None:
        """Leave every scene, top first (a table's match closes), and close the window."""
        for scene in reversed(self.stack.scenes):
            scene.leave()
        pygame.quit()

    def _loop(self, first: Scene, frames: int | None, screenshot: Path | None) -> int:
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
        code = 0
        if screenshot is not None:
            try:
                screenshot.parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.display, str(screenshot))
            except (OSError, pygame.error) as err:  # the path was checked; the disk may be full
                print(f"sheepfold: the screenshot {screenshot} could not be saved ({err}).",
                      file=sys.stderr)
                code = 2
        self.leave_all()
        return code

    def step(self, dt: float) -> None:
        started = time.perf_counter()
        self._step(dt)
        if time.perf_counter() - started < ROOM:
            self.tidy()

    def tidy(self) -> None:
        """Collect the young generations in a frame that has time to spare, before they
        fill: an automatic collection lands in whatever frame fills them, often the busiest
        (an explosion's frames make thousands of short cycles: 2-5 ms to collect)."""
        young, middle, _ = gc.get_count()
        if young > YOUNG // 4:
            gc.collect(1 if middle >= gc.get_threshold()[1] else 0)

    def _step(self, dt: float) -> None:
        layers.next_frame()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.VIDEORESIZE:
                self.resized(event.size)
                continue
            top = self.stack.top
            if top is not None:
                top.handle(self.in_units(event))
                # The next event goes to whatever is on top now: two Esc presses queued in
                # one frame must close two screens, not close the same one twice.
                self.stack.apply_pending()
        top = self.stack.top
        fresh = (top is not self._shown and top is not None and not top.transparent
                 and self._shown is not None)
        if not fresh and self.curtain is not None and self._fade(min(dt, 1 / FPS)):
            damage = [self.screen.raw.get_rect()]
        else:
            old = self.screen.raw.copy() if fresh else None  # the old screen stays up...
            opening = self._shown is None and top is not None and not self.headless
            self.stack.update(dt)
            self.recorder.begin()
            self.stack.draw(self.recorder)
            damage = self.recorder.finish()
            self._shown = top
            if old is not None:  # ...over the new one's first picture, kept for the fade
                self.curtain = Curtain(old, self.screen.raw.copy())
                self.curtain.show(self.screen.raw)
                self.recorder.invalidate()  # after the fade the screen is the scenes' again
                top.warm()  # still behind the old screen
            elif opening:  # the window's first screen: warmed before it is first shown
                top.warm()
        self.stack.apply_pending()
        if self._frozen is None or any(s not in self.stack.scenes for s in self._frozen):
            self.settle_memory()
        if self.stack.top is None:
            self.running = False
        if not self.headless:  # the window shows what changed (all of it after a new layout)
            if self.recorder.painted >= 1:
                pygame.display.flip()
            elif damage:
                pygame.display.update([r.move(self.box.topleft) for r in damage])

    def _fade(self, dt: float) -> bool:
        """One frame of the fade between two still pictures (two blits, however busy the new
        screen is), or False once it is over or the window changed size under it. The new
        screen is neither updated nor drawn meanwhile: its clock, and so its deal, starts
        when the fade ends (the events it gets are still handled)."""
        assert self.curtain is not None
        self.curtain.advance(dt)
        if self.curtain.gone or self.curtain.old.get_size() != self.screen.raw.get_size():
            self.curtain = None
            return False
        self.curtain.show(self.screen.raw)
        return True

    def settle_memory(self) -> None:
        """A screen that was frozen has left: collect what it left behind, then freeze what
        is alive now (the game, its images) out of the garbage collector's way, so a full
        collection never lands in the middle of an animation (p99 frame time halved in
        Black Sheep's scoring at 2560x1440). Done when the new screen paints its first frame
        behind the old one (the curtain), and not for a screen laid over the frozen ones (a
        hand-off, the pause menu): what they leave the young generations collect, and a full
        collection for each hand-off cost a hot-seat game 27% of its time."""
        self._frozen = list(self.stack.scenes)
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        gc.set_threshold(YOUNG, *gc.get_threshold()[1:])

    def crash(self, err: BaseException) -> None:
        from game.scenes.crash import CrashScene

        text = "".join(traceback.format_exception(err))
        log.error("Unexpected error:\n%s", text)
        print(text, file=sys.stderr)
        if isinstance(self.stack.top, CrashScene):
            raise err
        self.stack.reset(CrashScene(self, err, self.log_path, self.saved_sentence()))
        self.stack.apply_pending()

    def saved_sentence(self) -> str | None:
        """What is true about the game on the table's save, for the crash screen."""
        _ = i18n._
        matches = [s.match for s in self.stack.scenes if getattr(s, "match", None) is not None]
        if not matches:
            return None
        match = matches[-1]
        if match.autosave is None:
            return _("This game was not being saved (a demo or a replay).")
        if match.save_problem is not None:
            return unsaved(match)
        if match.finished_record is not None:  # over, and kept in finished/: not under Continue
            return None
        if match.record_pending:  # over; never under Continue, its record comes next start
            return _("Your game was over and is saved; it goes into Your games the next "
                     "time Sheepfold starts.")
        return _("Your game was saved after your last move: choose Continue on the title.")


def unsaved(match) -> str:
    """What is left of a game whose last saves failed, for when it is left."""
    if match.autosave is not None and match.autosave.exists():
        return i18n._("This game could not be saved completely; Continue has it up to the "
                      "last move that was saved.")
    return i18n._("This game could not be saved.")
