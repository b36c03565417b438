"""A zoom on anything too small to read where it lies (Wingspan's card zoom): a card shown
large with its whole text, beside the place it lies. The pointer resting on it a moment opens
it; a key opens it at once on the keyboard's pick (and the same key closes it).

Every table uses it the same way: tell it what the pointer is over each frame (`hover`), or
what a key asks for (`toggle`); when it is `open`, draw the piece large (`width` wide) and
hand that image and a few notes to `draw`. The zoom places them beside the piece (above it
where there is room, else below or to a side; always on the screen, never over the piece),
on a solid panel with a soft shadow, and grows them out of the piece in a moment. Given the
table's play area (`avoid`), it keeps off it wherever it can: nothing covers the board for
long.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from game.view import assets, canvas, ink, palette
from game.view.paint import wrap
from game.view.tween import ease
from game.view.widgets import draw_panel

Rect = pygame.Rect | tuple[float, float, float, float]


class Zoom:
    DELAY = 0.35  # seconds the pointer rests on a piece before it opens
    GROW = 0.14  # seconds it takes to grow out of the piece
    PAD = 10
    GAP = 12  # between the piece and the zoom
    NOTE_SIZE = 15

    def __init__(self, width: int = 300, avoid: Rect | None = None) -> None:
        self.width = width
        self.avoid = pygame.Rect(avoid) if avoid is not None else None
        self.key: Hashable | None = None
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.pinned = False  # opened by a key: stays until the key closes it
        self.rested = 0.0
        self.grown = 0.0

    # -- what is zoomed ---------------------------------------------------------------------
    def hover(self, key: Hashable | None, anchor: Rect | None = None) -> None:
        """The pointer is over `key` lying at `anchor` (None: over nothing to zoom)."""
        if self.pinned and (key is None or key == self.key):
            return
        if key != self.key:
            self.pinned = False
            self.rested = self.grown = 0.0
        self.key = key
        if anchor is not None:
            self.anchor = pygame.Rect(anchor)

    def toggle(self, key: Hashable | None, anchor: Rect | None = None) -> None:
        """A key asks for a zoom on `key`: open it at once, or close it if it is open."""
        if key is None or (self.open and key == self.key):
            self.close()
            return
        self.key, self.pinned = key, True
        self.rested, self.grown = self.DELAY, 0.0
        if anchor is not None:
            self.anchor = pygame.Rect(anchor)

    def close(self) -> None:
        self.key, self.pinned = None, False
        self.rested = self.grown = 0.0

    @property
    def open(self) -> bool:
        return self.key is not None and (self.pinned or self.rested >= self.DELAY)

    def update(self, dt: float) -> None:
        if self.key is None:
            return
        self.rested += dt
        if self.open:
            self.grown += dt

    @property
    def progress(self) -> float:
        """How far it has grown out of the piece (1: full size)."""
        if self.key is None:
            return 1.0
        return ease("out_cubic", min(1.0, self.grown / self.GROW))

    # -- where and how ------------------------------------------------------------------------
    def place(self, size: tuple[int, int], bounds: pygame.Rect,
              anchor: pygame.Rect | None = None) -> pygame.Rect:
        """A `size` box beside `anchor`, inside `bounds`, never over the piece: above,
        below, right or left of it, or beside the play area at its height; the first that
        fits whole and keeps off the play area, else the one that covers least of it."""
        piece = pygame.Rect(anchor if anchor is not None else self.anchor)
        w, h = size
        centres = [(piece.centerx, piece.y - self.GAP - h // 2),
                   (piece.centerx, piece.bottom + self.GAP + h // 2),
                   (piece.right + self.GAP + w // 2, piece.centery),
                   (piece.x - self.GAP - w // 2, piece.centery)]
        if self.avoid is not None:
            centres += [(self.avoid.right + self.GAP + w // 2, piece.centery),
                        (self.avoid.x - self.GAP - w // 2, piece.centery)]
        best, least = pygame.Rect(0, 0, w, h), None
        for centre in centres:
            trial = pygame.Rect(0, 0, w, h)
            trial.center = centre
            fits = bounds.contains(trial)
            trial.clamp_ip(bounds)
            on_piece = trial.clip(piece)
            on_play = trial.clip(self.avoid) if self.avoid is not None else pygame.Rect(0, 0, 0, 0)
            cost = (on_piece.w * on_piece.h * 1000 + on_play.w * on_play.h
                    + (0 if fits else 1))
            if least is None or cost < least:
                best, least = trial, cost
        return best

    def notes_height(self, notes: Sequence[str], width: int) -> int:
        rows = sum(len(wrap(note, self.NOTE_SIZE, width)) for note in notes)
        return rows * assets.font(self.NOTE_SIZE).get_linesize() + (self.PAD if rows else 0)

    def draw(self, surface: pygame.Surface, image: pygame.Surface, notes: Sequence[str] = (),
             warning: str | None = None, anchor: Rect | None = None) -> pygame.Rect:
        """The piece's large `image` and its `notes` (a `warning`, such as why it cannot be
        played now, last and in red) on a panel beside the piece; returns the panel."""
        inner = image.get_width()
        said = [*notes, *([warning] if warning else [])]
        size = (inner + 2 * self.PAD,
                image.get_height() + 2 * self.PAD + self.notes_height(said, inner))
        piece = pygame.Rect(anchor) if anchor is not None else self.anchor
        panel = self.place(size, surface.get_rect(), piece)
        t = self.progress
        if t < 1.0:  # growing out of the piece: a scaled copy of the finished panel
            full = canvas.blank(size)
            self._compose(full, full.get_rect(), image, notes, warning)
            grown = pygame.Rect(
                round(piece.x + (panel.x - piece.x) * t), round(piece.y + (panel.y - piece.y) * t),
                max(1, round(piece.w + (panel.w - piece.w) * t)),
                max(1, round(piece.h + (panel.h - piece.h) * t)))
            surface.blit(ink.smoothscale(full, grown.size), grown)
            return panel
        self._compose(surface, panel, image, notes, warning)
        return panel

    def _compose(self, surface: pygame.Surface, panel: pygame.Rect, image: pygame.Surface,
                 notes: Sequence[str], warning: str | None) -> None:
        draw_panel(surface, panel, palette.CREAM, palette.WOOD_DARK, radius=12, shadow=4)
        surface.blit(image, (panel.x + self.PAD, panel.y + self.PAD))
        y = panel.y + self.PAD + image.get_height() + self.PAD
        step = assets.font(self.NOTE_SIZE).get_linesize()
        for note, colour in [*((n, palette.INK) for n in notes),
                             *([(warning, palette.DANGER)] if warning else [])]:
            for row in wrap(note, self.NOTE_SIZE, image.get_width()):
                assets.text(surface, row, (panel.x + self.PAD, y), self.NOTE_SIZE, colour,
                            box=panel)
                y += step
