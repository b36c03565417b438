"""Contact sheets of the SVG art, one PNG per game, for reviewing it at the size it is played.

Run: `python assets/art_sheet.py [OUT_DIR]` (default `shots/art/`, which git ignores). Each
picture is drawn through `pygame.image.load_sized_svg`, as the game draws it, on the felt:
once at card or figure size and once small (the 60 px of a board tile or a hand at 1280x720).
Sheep-Boom-Bah's card pictures are also shown inside their frames, as the table will stack them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "assets"), str(ROOT)]

from artkit.boom_bah import BB_CROP, BB_H, BB_W, BB_WINDOW  # noqa: E402

from game.view import palette as P  # noqa: E402

ART = ROOT / "assets" / "art"
BIG, SMALL = 180, 60
CELL_W, CELL_H = 260, 250
COLUMNS = 7

# Which pictures each sheet shows, by name prefix (first match wins).
SHEETS: dict[str, tuple[str, ...]] = {
    "boom_bah": ("boom_sheep_", "seat_mark_", "bb_card_", "tile_"),
    "black_sheep": ("task_",),
    "bye_bye": ("bye_", "watering_hole", "zoo"),
    "sheep_sheep": ("ss_",),
}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(ROOT / "assets" / "fonts" / name), size)


def natural(path: Path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


def fitted(path: Path, box: int) -> pygame.Surface:
    """The picture rasterized to fit a `box` x `box` square, aspect kept."""
    width, height = natural(path)
    scale = box / max(width, height)
    return pygame.image.load_sized_svg(str(path), (max(1, round(width * scale)),
                                                   max(1, round(height * scale))))


def framed_card(picture: Path, frame: Path, width: int) -> pygame.Surface:
    """A Sheep-Boom-Bah card as the table stacks it: frame, then the picture in its window."""
    height = round(width * BB_H / BB_W)
    card = pygame.image.load_sized_svg(str(frame), (width, height)).copy()
    x, y, w, h = (round(v * width / BB_W) for v in BB_WINDOW)
    crop = round(BB_CROP * width / BB_W)  # the window leaves out the picture's top and bottom
    card.blit(pygame.image.load_sized_svg(str(picture), (w, h + 2 * crop)), (x, y),
              pygame.Rect(0, crop, w, h))
    return card


def names_for(prefixes: tuple[str, ...]) -> list[Path]:
    return [p for p in sorted(ART.glob("*.svg")) if p.stem.startswith(prefixes)]


def sheet(title: str, paths: list[Path], extra: list[tuple[str, pygame.Surface]]) -> pygame.Surface:
    items = [(p.stem, fitted(p, BIG), fitted(p, SMALL)) for p in paths]
    items += [(label, image, None) for label, image in extra]
    rows = (len(items) + COLUMNS - 1) // COLUMNS
    surface = pygame.Surface((COLUMNS * CELL_W, 50 + rows * CELL_H))
    surface.fill(P.FELT)
    surface.blit(font(26, True).render(title, True, P.CREAM), (16, 10))
    label_font = font(13)
    for i, (label, big, small) in enumerate(items):
        x, y = (i % COLUMNS) * CELL_W + 8, 50 + (i // COLUMNS) * CELL_H
        pygame.draw.rect(surface, P.FELT_DARK, (x, y, CELL_W - 16, CELL_H - 10), border_radius=8)
        surface.blit(big, (x + 6, y + 6 + (BIG - big.get_height()) // 2))
        if small is not None:
            surface.blit(small, (x + CELL_W - 22 - small.get_width(), y + 12))
        surface.blit(label_font.render(label, True, P.CREAM), (x + 6, y + CELL_H - 40))
    return surface


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "shots" / "art"
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for game, prefixes in SHEETS.items():
        extra = []
        if game == "boom_bah":
            frames = [ART / f"bb_card_frame_{seat}.svg" for seat in range(4)]
            pictures = [p for p in names_for(("bb_card_",)) if "frame" not in p.stem]
            extra = [(f"{p.stem} framed", framed_card(p, frames[i % 4], 150))
                     for i, p in enumerate(pictures)]
        path = out / f"{game}.png"
        pygame.image.save(sheet(game, names_for(prefixes), extra), str(path))
        print(path)


if __name__ == "__main__":
    main()
