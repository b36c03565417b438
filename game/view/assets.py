"""Art, fonts and text, made once per size and cached: never made again in the frame loop.

SVG art is rasterized by SDL_image at the size it is drawn (`svg("cow", (96, 0))`), converted
for fast blitting once a window exists, and kept. Rasterizing a card takes 2-12 ms at
2560x1440, so a size of a drawing that is between half and the whole of one already
rasterized is smoothscaled from it instead (0.1-0.5 ms, and no eye tells them apart), and a
table rasterizes its cards' art behind the curtain (`warm`): a hand that shrinks as it
grows, or a card that flies at a new size, never stops an animation. All text is Quicksand,
the game's rounded face (Medium for words, Bold for bold), so headings and body read as one
family; a glyph Quicksand lacks (★ → ●) is drawn from DejaVu Sans on the same baseline, run by
run, never as a box. Text a player types or copies by hand (an address, a join code) is set
`even`: DejaVu Sans whole, whose digits all stand at one width (Quicksand's narrow "1" opened
what read as a gap). Both are shipped in `assets/fonts/` so the game reads the same
everywhere. A missing file is an `AssetError` that names it, not a bare SDL error.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple, overload

import pygame

from game.resources import asset
from game.view import canvas, ink, palette
from game.view.canvas import Canvas

Size = tuple[int, int]

FACE_FILES = {False: "Quicksand-Medium.ttf", True: "Quicksand-Bold.ttf"}
FALLBACK_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


class AssetError(FileNotFoundError):
    """A shipped file is missing or unreadable; the message names it."""


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def prepared(surface):
    """`convert_alpha()` when a window exists (blits ~14x faster), else the surface as is
    (a raw surface or a `Canvas`)."""
    return surface.convert_alpha() if _display_ready() else surface


def path_of(*parts: str) -> Path:
    """A shipped asset file, or AssetError naming it."""
    path = asset(*parts)
    if not path.is_file():
        raise AssetError(f"missing asset file: {path}")
    return path


def art_names() -> list[str]:
    """Every SVG in assets/art (without '.svg'), sorted."""
    return sorted(p.stem for p in asset("art").glob("*.svg"))


@cache
def natural_size(name: str) -> Size:
    """The drawing's own size (its width and height attributes)."""
    path = path_of("art", f"{name}.svg")
    try:
        return pygame.image.load(str(path)).get_size()
    except pygame.error as error:
        raise AssetError(f"cannot read {path}: {error}") from error


def _units(name: str, size: Size) -> Size:
    """`size` in units with a 0 side filled in from the drawing's aspect ratio."""
    width, height = size
    if not width or not height:
        natural_w, natural_h = natural_size(name)
        width = width or max(1, round(height * natural_w / natural_h))
        height = height or max(1, round(width * natural_h / natural_w))
    return width, height


SHRINK = 0.5
"""The smallest share of a drawing's rasterized size that is made from it by smoothscale
instead of rasterizing the SVG again (SDL_image leaves no black fringe to average in)."""

_drawn: dict[str, list[pygame.Surface]] = {}
"""Each drawing's rasterizations so far (real pixels), the sources of smaller sizes."""


@cache
def _svg(name: str, size: Size, k: float, converted: bool) -> Canvas:
    width, height = max(1, round(size[0] * k)), max(1, round(size[1] * k))
    source = _larger(name, width, height)
    if source is not None:  # 0.1-0.5 ms, where rasterizing again took 2-12 ms at 2560x1440
        art = ink.smoothscale(source, (width, height))
    else:
        art = _rasterized(name, width, height, size)
    image = Canvas(art.convert_alpha() if converted else art, k)
    if source is None:
        _drawn.setdefault(name, []).append(image.raw)
    return image


def _larger(name: str, width: int, height: int) -> pygame.Surface | None:
    """A rasterization of the drawing of the same shape and at most twice as large (or
    larger by a pixel or 2%: no eye tells that apart), that `width` x `height` can be
    smoothscaled from; the smallest such."""
    def near(a: float, b: float) -> bool:
        return abs(a - b) <= max(1, b / 50)

    fits = [art for art in _drawn.get(name, ())
            if SHRINK * art.get_width() <= width and (width <= art.get_width()
                                                      or near(width, art.get_width()))
            and near(art.get_height() * width / art.get_width(), height)]
    return min(fits, key=pygame.Surface.get_width, default=None)


def warm(names: Iterable[str], size: Size, halved: bool = True) -> None:
    """Rasterize each drawing at `size` (units) and, with `halved`, at half of it: every
    size of that shape from a quarter of `size` up to it is then smoothscaled from one of
    these when a table first draws it. A table calls this behind the curtain."""
    sizes = [size, (round(size[0] / 2), round(size[1] / 2))] if halved else [size]
    k = canvas.zoom()
    for name in names:
        for each in sizes:
            width, height = _units(name, each)
            pixels = max(1, round(width * k)), max(1, round(height * k))
            if all(art.get_size() != pixels for art in _drawn.get(name, ())):
                _drawn.setdefault(name, []).append(_rasterized(name, *pixels, each))


def _rasterized(name: str, width: int, height: int, size: Size) -> pygame.Surface:
    path = path_of("art", f"{name}.svg")
    try:
        art = pygame.image.load_sized_svg(str(path), (width, height))
    except (pygame.error, ValueError) as error:
        raise AssetError(f"cannot read {path} at {size}: {error}") from error
    if art.get_size() != (width, height):
        # SDL keeps the drawing's aspect ratio: centre it on a canvas of exactly that size.
        frame = pygame.Surface((width, height), pygame.SRCALPHA)
        frame.blit(art, art.get_rect(center=(width // 2, height // 2)))
        art = frame
    return art


def svg(name: str, size: Size | int) -> Canvas:
    """`assets/art/<name>.svg` rasterized at `size` (width, height) in units, at the real
    pixel size of today's zoom.

    Both given: exactly that size, the drawing fitted and centred. One of them 0 (or an int,
    taken as the width): the other follows the drawing's aspect ratio. Cached; do not modify
    the surface you get (copy it first).
    """
    if isinstance(size, int):
        size = (size, 0)
    units = _units(name, (int(size[0]), int(size[1])))
    return _svg(name, units, canvas.zoom(), _display_ready())


@cache
def _tinted(name: str, size: Size, colour: palette.Colour, k: float,
            converted: bool) -> Canvas:
    art = svg(name, size).copy()
    art.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return prepared(art) if converted else art


def tinted(name: str, size: Size | int, colour: palette.Colour) -> Canvas:
    """The art multiplied by `colour`: white and grey parts take the colour (player pieces)."""
    if isinstance(size, int):
        size = (size, 0)
    return _tinted(name, (int(size[0]), int(size[1])), tuple(colour), canvas.zoom(),
                   _display_ready())


class Face:
    """The game's font at a size in units, rendered at its real size (`k` times as many
    pixels); it measures in units, so layouts read the same at every zoom. Words are
    Quicksand; a run of glyphs it lacks is DejaVu Sans on the same baseline. An `even` face is
    DejaVu Sans alone (even digits, for what is typed by hand)."""

    def __init__(self, size: int, bold: bool, k: float, even: bool = False) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.k = k
        pixels = max(1, round(size * k))
        self.fallback = pygame.font.Font(str(path_of("fonts", FALLBACK_FILES[bold])), pixels)
        self.face = None if even else pygame.font.Font(
            str(path_of("fonts", FACE_FILES[bold])), pixels)
        fonts = [f for f in (self.face, self.fallback) if f is not None]
        self.ascent = max(f.get_ascent() for f in fonts)
        self.height = self.ascent + max(-f.get_descent() for f in fonts)
        self.linesize = max(self.height, *(f.get_linesize() for f in fonts))
        self._width = lru_cache(maxsize=4096)(self._measure)  # layouts ask every frame
        if self.face is not None:
            self._missing = self.face.render("\uffff", True, (0, 0, 0))
            self._covered: dict[str, bool] = {}

    def _has(self, char: str) -> bool:
        """Whether Quicksand draws `char` (SDL_ttf draws its empty box otherwise)."""
        if char.isascii():
            return True
        if char not in self._covered:
            drawn = self.face.render(char, True, (0, 0, 0))
            self._covered[char] = (
                drawn.get_size() != self._missing.get_size()
                or pygame.image.tobytes(drawn, "RGBA")
                != pygame.image.tobytes(self._missing, "RGBA"))
        return self._covered[char]

    def runs(self, message: str) -> list[tuple[pygame.font.Font, str]]:
        """The message cut where the face changes: Quicksand where it has the glyphs,
        DejaVu Sans for the rest (a space goes with the run before it)."""
        if self.face is None:
            return [(self.fallback, message)]
        if message.isascii():  # (nearly every text: Quicksand has every ASCII glyph)
            return [(self.face, message)]
        out: list[tuple[pygame.font.Font, str]] = []
        for char in message:
            face = self.face if char == " " or self._has(char) else self.fallback
            if char == " " and out:
                face = out[-1][0]
            if out and out[-1][0] is face:
                out[-1] = (face, out[-1][1] + char)
            else:
                out.append((face, char))
        return out or [(self.face, "")]

    def _units(self, pixels: int) -> int:
        return pixels if self.k == 1 else math.ceil(pixels / self.k - 1e-6)

    def _measure(self, message: str) -> int:
        return sum(face.size(part)[0] for face, part in self.runs(message))

    def size(self, message: str) -> tuple[int, int]:
        return self._units(self._width(message)), self._units(self.height)

    def get_linesize(self) -> int:
        return self._units(self.linesize)

    def get_height(self) -> int:
        return self._units(self.height)

    def render(self, message: str, antialias: bool, colour: palette.Colour) -> Canvas:
        runs = self.runs(message)
        if len(runs) == 1 and runs[0][0].get_ascent() == self.ascent:
            image = runs[0][0].render(message, antialias, colour)
            if image.get_height() == self.height:
                return Canvas(image, self.k)
        out = pygame.Surface((max(1, self._width(message)), self.height), pygame.SRCALPHA)
        x = 0
        for face, part in runs:
            image = face.render(part, antialias, colour)
            out.blit(image, (x, self.ascent - face.get_ascent()))
            x += face.size(part)[0]
        return Canvas(out, self.k)


@cache
def _font(size: int, bold: bool, k: float, even: bool = False) -> Face:
    return Face(size, bold, k, even)


def font(size: int, bold: bool = False, even: bool = False) -> Face:
    """The game's font at `size` units (`even`: digits at one width, for typed text)."""
    return _font(size, bold, canvas.zoom(), even)


@lru_cache(maxsize=1024)
def _rendered(message: str, size: int, colour: palette.Colour, bold: bool,
              shadow: palette.Colour | None, offset: int, k: float, even: bool = False) -> Canvas:
    face = _font(size, bold, k, even)
    # Any str can be drawn: SDL_ttf refuses NUL and lone surrogates (an undecodable name).
    message = str(message).replace("\0", "").encode("utf-8", "replace").decode("utf-8")
    front = face.render(message, True, colour)
    if shadow is None:
        return prepared(front)
    back = face.render(message, True, shadow)
    out = canvas.blank((front.get_width() + offset, front.get_height() + offset))
    out.blit(back, (offset, offset))
    out.blit(front, (0, 0))
    return prepared(out)


class Written(NamedTuple):
    """A text image as `recording` notes it: its words, its size in pixels (less when it was
    squeezed), the box it was fitted to (None: not said), and the image itself."""

    message: str
    size: float
    box: pygame.Rect | None
    image: Canvas


_recordings: list[dict[int, Written]] = []


@contextmanager
def recording() -> Iterator[dict[int, Written]]:
    """Note every text image made inside, by the image's id (which the kept image keeps
    unique), so a test can tell where each text lands, how big and in which box."""
    written: dict[int, Written] = {}
    _recordings.append(written)
    try:
        yield written
    finally:
        _recordings.remove(written)


def recording_now() -> bool:
    """True inside `recording` (every text must then be drawn where it lands)."""
    return bool(_recordings)


def _note(image: Canvas, message: str, size: float, box: pygame.Rect | None) -> None:
    for written in _recordings:
        written[id(image)] = Written(message, size, box, image)


@overload
def text(surface: None, message: str, pos: tuple[float, float] = ..., size: int = ...,
         colour: palette.Colour = ..., *, bold: bool = ..., anchor: str = ...,
         shadow: palette.Colour | None = ..., shadow_offset: int = ...,
         box: pygame.Rect | None = ..., even: bool = ...) -> Canvas: ...


@overload
def text(surface: Canvas, message: str, pos: tuple[float, float] = ..., size: int = ...,
         colour: palette.Colour = ..., *, bold: bool = ..., anchor: str = ...,
         shadow: palette.Colour | None = ..., shadow_offset: int = ...,
         box: pygame.Rect | None = ..., even: bool = ...) -> pygame.Rect: ...


def text(surface: Canvas | None, message: str, pos: tuple[float, float] = (0, 0),
         size: int = 22, colour: palette.Colour = palette.CREAM, *, bold: bool = False,
         anchor: str = "topleft", shadow: palette.Colour | None = None,
         shadow_offset: int = 2, box: pygame.Rect | None = None,
         even: bool = False) -> Canvas | pygame.Rect:
    """Render one line of text, optionally with a drop shadow (cached per content and style).

    With a surface: blit it so that its `anchor` ("topleft", "center", "midright", ...) sits
    at `pos` and return the Rect drawn. With None: return the rendered Surface. `box` is the
    rect the text was fitted to (a button, a panel): the text test checks it stays inside.
    `even`: digits at one width, for what a player types or copies by hand.
    """
    shadow_key = tuple(shadow) if shadow is not None else None
    image = _rendered(message, size, tuple(colour), bold, shadow_key, shadow_offset,
                      canvas.zoom(), even)
    if _recordings:
        _note(image, str(message), size, box)
    if surface is None:
        return image
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


CONDENSED = 0.8  # the narrowest a name's line is pressed sideways (its height kept) to fit


def _rescaled(image: Canvas, size: Size, text_scale: float) -> Canvas:
    """`image` smoothscaled to `size`; a recorded text stays recorded, its size times
    `text_scale` (how much taller or shorter its letters now are)."""
    out = ink.smoothscale(image, size)
    for written in _recordings:
        if id(image) in written:
            was = written[id(image)]
            _note(out, was.message, was.size * text_scale, was.box)
    return out


def squeezed(image: Canvas, width: int) -> Canvas:
    """`image` scaled down, keeping its proportions, if it is wider than `width`."""
    if image.get_width() <= width:
        return image
    height = max(1, round(image.get_height() * width / image.get_width()))
    return _rescaled(image, (width, height), width / image.get_width())  # smaller text


def tiled(name: str, size: tuple[int, int], tile: int = 256) -> Canvas:
    """A new opaque surface of `size` covered with the art as repeating tiles (the felt),
    for a scene to paint its fixed parts on once."""
    surface = canvas.blank(size, alpha=False)
    art = svg(name, (tile, tile))
    for x in range(0, size[0], tile):
        for y in range(0, size[1], tile):
            surface.blit(art, (x, y))
    return surface


def clear_cache() -> None:
    """Forget every rasterized image (after the window's pixel format changed)."""
    for cached in (_svg, _tinted, _rendered, _font):
        cached.cache_clear()
    _drawn.clear()


def forget_fonts() -> None:
    """Forget the open fonts, which die with `pygame.quit()`; the images made at this zoom
    stay good for a new window of the same zoom (a test process opens many)."""
    _font.cache_clear()
