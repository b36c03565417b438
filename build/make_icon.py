"""Rasterize the logo into the app icons the bundles need, at build time.

PyInstaller only converts PNG icons with Pillow, which the game does not otherwise need, so
we write the containers ourselves: both ICO (Windows) and ICNS (macOS) may hold plain PNGs.
Output goes to the build's work folder; nothing generated is committed.

Usage: python build/make_icon.py OUT_DIR   ->  OUT_DIR/icon.png, icon.ico, icon.icns
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

LOGO = Path(__file__).resolve().parent.parent / "assets" / "art" / "logo_icon.svg"
ICO_SIZES = (16, 32, 48, 64, 128, 256)
ICNS_TYPES = {b"ic07": 128, b"ic08": 256, b"ic09": 512}


def png(size: int) -> bytes:
    """The logo drawn at `size` pixels square, as PNG bytes (SVG drawn at size, never scaled)."""
    surface = pygame.image.load_sized_svg(str(LOGO), (size, size))
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO directory of PNG entries (Windows Vista and later read these)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images.items():
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns(images: dict[bytes, bytes]) -> bytes:
    """An ICNS container: big-endian type + length chunks, each holding a PNG."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data
                    for kind, data in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(out_dir: str) -> int:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon.png").write_bytes(png(256))
    (out / "icon.ico").write_bytes(ico({size: png(size) for size in ICO_SIZES}))
    (out / "icon.icns").write_bytes(icns({kind: png(size) for kind, size in ICNS_TYPES.items()}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
