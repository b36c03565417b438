"""Write the table maps (Tiled .tmx) for the games. Run: python levels/make_levels.py

The maps open in Tiled for hand editing; this script is how the first versions were laid out
on the 1280x720 logical canvas. Position 0 is the viewer (bottom); rivals sit along the top.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

HERE = Path(__file__).resolve().parent
W, H, TILE = 1280, 720, 16


def black_sheep(players: int) -> dict[str, tuple[int, int, int, int]]:
    z: dict[str, tuple[int, int, int, int]] = {}
    rivals = players - 1
    # Rival panels across the top: name, hand backs, corral.
    span = 980 // rivals
    for p in range(1, players):
        x = 20 + (p - 1) * span
        z[f"panel_{p}"] = (x, 8, span - 12, 140)
        z[f"hand_{p}"] = (x + 8, 40, 110, 100)
        z[f"corral_{p}"] = (x + 126, 40, span - 146, 100)
    # Three fields in a row; the figures on top, one row of cards per side below.
    for f in range(3):
        fx, fy, fw, fh = 20 + f * 330, 158, 315, 388
        z[f"field_{f}"] = (fx, fy, fw, fh)
        z[f"figures_{f}"] = (fx + 10, fy + 8, fw - 20, 112)
        row_h = (fh - 132) // players
        order = list(range(1, players)) + [0]
        for r, p in enumerate(order):
            z[f"side_{f}_{p}"] = (fx + 10, fy + 126 + r * row_h, fw - 20, row_h - 6)
    z["panel_0"] = (20, 556, 980, 156)
    z["corral_0"] = (28, 584, 372, 122)
    z["hand_0"] = (410, 562, 370, 150)
    z["controls"] = (790, 562, 210, 150)
    z["deck"] = (1015, 158, 120, 150)
    z["discard"] = (1145, 158, 120, 150)
    z["tasks"] = (1015, 318, 250, 150)
    z["log"] = (1015, 478, 250, 234)
    z["message"] = (260, 520, 760, 32)
    return z


def write_map(name: str, layouts: dict[int, dict[str, tuple[int, int, int, int]]],
              properties: dict[str, str] | None = None) -> None:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{W // TILE}" height="{H // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="10" nextobjectid="1">',
    ]
    if properties:
        lines.append(" <properties>")
        for key, value in properties.items():
            lines.append(f"  <property name={quoteattr(key)} value={quoteattr(value)}/>")
        lines.append(" </properties>")
    oid = 1
    for lid, (players, zones) in enumerate(sorted(layouts.items()), start=1):
        lines.append(f' <objectgroup id="{lid}" name="players_{players}">')
        for zname, (x, y, w, h) in zones.items():
            lines.append(f'  <object id="{oid}" name="{zname}" x="{x}" y="{y}" '
                         f'width="{w}" height="{h}"/>')
            oid += 1
        lines.append(" </objectgroup>")
    lines.append("</map>")
    (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_map("black_sheep.tmx", {n: black_sheep(n) for n in (2, 3, 4)})
