"""The SVG toolkit every piece of art is drawn with: a document, the plastic-toy recipe.

Only what SDL_image's nanosvg draws: paths, circles, ellipses, rects, polygons, linear and
radial gradients (sized in percent), opacity and transforms; no text, filters, masks, clip
paths or patterns.
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.view import palette as P  # noqa: E402

C = P.rgb_hex
OUTLINE = 'stroke="{}" stroke-width="2.2" stroke-linejoin="round"'


def pc(share: float) -> str:
    """A bounding-box fraction as a percentage: nanosvg reads bare numbers as pixels."""
    return f"{share * 100:g}%"


class Doc:
    """An SVG document under construction; gradients are shared by name."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.defs: dict[str, str] = {}
        self.body: list[str] = []

    def add(self, *elements: str) -> None:
        self.body.extend(elements)

    def radial(self, stops: list[tuple[float, str, float]], cx: float = 0.35, cy: float = 0.3,
               r: float = 0.75) -> str:
        key = f"r{len(self.defs)}"
        inner = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                        for o, c, a in stops)
        self.defs[key] = (f'<radialGradient id="{key}" cx="{pc(cx)}" cy="{pc(cy)}" r="{pc(r)}" '
                          f'fx="{pc(cx)}" fy="{pc(cy)}">{inner}</radialGradient>')
        return f"url(#{key})"

    def linear(self, stops: list[tuple[float, str, float]], x1: float = 0, y1: float = 0,
               x2: float = 0, y2: float = 1) -> str:
        key = f"l{len(self.defs)}"
        inner = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                        for o, c, a in stops)
        self.defs[key] = (f'<linearGradient id="{key}" x1="{pc(x1)}" y1="{pc(y1)}" '
                          f'x2="{pc(x2)}" y2="{pc(y2)}">{inner}</linearGradient>')
        return f"url(#{key})"

    def linear_at(self, stops: list[tuple[float, str, float]], x1: float, y1: float,
                  x2: float, y2: float) -> str:
        """A linear gradient in the drawing's own units, shared by several shapes."""
        key = f"u{len(self.defs)}"
        inner = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                        for o, c, a in stops)
        self.defs[key] = (f'<linearGradient id="{key}" gradientUnits="userSpaceOnUse" '
                          f'x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">{inner}</linearGradient>')
        return f"url(#{key})"

    def glossy(self, colour: P.Colour, cx: float = 0.35, cy: float = 0.3) -> str:
        """The plastic look: a bright spot, the colour, a darker rim."""
        return self.radial([(0, C(P.lighter(colour, 0.55)), 1), (0.45, C(colour), 1),
                            (1, C(P.darker(colour, 0.3)), 1)], cx, cy, 0.8)

    def svg(self) -> str:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" '
                f'height="{self.height}" viewBox="0 0 {self.width} {self.height}">\n'
                f'<defs>{"".join(self.defs.values())}</defs>\n' + "\n".join(self.body)
                + "\n</svg>\n")


def outline(colour: P.Colour) -> str:
    return OUTLINE.format(C(P.darker(colour, 0.45)))


def shadow(doc: Doc, cx: float, cy: float, rx: float, ry: float) -> str:
    fill = doc.radial([(0, "#000000", 0.38), (0.6, "#000000", 0.2), (1, "#000000", 0)],
                      0.5, 0.5, 0.5)
    return f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}"/>'


def shine(cx: float, cy: float, rx: float, ry: float, angle: float = -12,
          opacity: float = 0.55) -> str:
    """The white gloss highlight on a plastic surface."""
    return (f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="#ffffff" '
            f'fill-opacity="{opacity}" transform="rotate({angle} {cx} {cy})"/>')


def soft_shine(doc: Doc, cx: float, cy: float, rx: float, ry: float, angle: float = -12,
               opacity: float = 0.55) -> str:
    """A gloss highlight that fades out to its edge: on dark wool a flat white ellipse reads
    as a grey hole, this reads as light on a round back."""
    fill = doc.radial([(0, "#ffffff", opacity), (0.45, "#ffffff", opacity * 0.55),
                       (1, "#ffffff", 0)], 0.5, 0.45, 0.5)
    return (f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}" '
            f'transform="rotate({angle} {cx} {cy})"/>')


def eye(cx: float, cy: float, r: float = 4.0, white: bool = False) -> str:
    parts = []
    if white:
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r * 1.6}" fill="#f4f1ea"/>')
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#18120c"/>')
    parts.append(f'<circle cx="{cx - r * 0.35}" cy="{cy - r * 0.4}" r="{r * 0.38}" '
                 'fill="#ffffff"/>')
    return "".join(parts)


def leg(doc: Doc, x: float, top: float, width: float, colour: P.Colour,
        hoof: P.Colour | None, far: bool = False, bottom: float = 150) -> str:
    shade = P.darker(colour, 0.25) if far else colour
    parts = [f'<rect x="{x}" y="{top}" width="{width}" height="{bottom - top}" '
             f'rx="{width / 2.4}" fill="{doc.glossy(shade, 0.3, 0.2)}" {outline(shade)}/>']
    if hoof:
        parts.append(f'<rect x="{x}" y="{bottom - 10}" width="{width}" height="10" '
                     f'rx="3" fill="{C(P.darker(hoof, 0.2) if far else hoof)}"/>')
    return "".join(parts)


def group(transform: str, parts: list[str]) -> str:
    return f'<g transform="{transform}">' + "".join(parts) + "</g>"



# Cards: 250 x 350, rounded corners; names are drawn by the game in the corners.

CARD_W, CARD_H = 250, 350


def card_blank(face: str, edge: str) -> str:
    return (f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="20" '
            f'fill="{face}" stroke="{edge}" stroke-width="3"/>')



# The toy recipe as building blocks: elements, a rim-lit glossy part, a base, marks.

def num(value: float) -> str:
    """A coordinate without float noise: 12, 12.5, 12.34."""
    return f"{value:.2f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)


def el(tag: str, **attrs: object) -> str:
    """One SVG element; attribute names take "_" for "-" (stroke_width="3")."""
    text = " ".join(f'{key.replace("_", "-")}="{num(v) if isinstance(v, float) else v}"'
                    for key, v in attrs.items() if v is not None)
    return f"<{tag} {text}/>"


def points(*xy: float) -> str:
    """A polygon's points attribute from flat x, y pairs."""
    return " ".join(f"{num(float(x))},{num(float(y))}" for x, y in zip(xy[::2], xy[1::2],
                                                                       strict=True))


def bbox(tag: str, geom: dict[str, object]) -> tuple[float, float, float, float]:
    """x, y, width, height of a shape (paths: of their absolute coordinates)."""
    if tag == "circle":
        r = float(geom["r"])  # type: ignore[arg-type]
        return float(geom["cx"]) - r, float(geom["cy"]) - r, 2 * r, 2 * r  # type: ignore[arg-type]
    if tag == "ellipse":
        rx, ry = float(geom["rx"]), float(geom["ry"])  # type: ignore[arg-type]
        return (float(geom["cx"]) - rx, float(geom["cy"]) - ry,  # type: ignore[arg-type]
                2 * rx, 2 * ry)
    if tag == "rect":
        return tuple(float(geom[k]) for k in ("x", "y", "width", "height"))  # type: ignore[return-value,arg-type]
    values = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", str(geom.get("d", geom.get("points"))))]
    xs, ys = values[::2], values[1::2]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


RIM = 4.0  # how far the rim light reaches in from the lower right edge, in drawing units


def toy(doc: Doc, tag: str, colour: P.Colour, light: tuple[float, float] = (0.35, 0.3),
        rim: float = RIM, edge: P.Colour | None = None, **geom: object) -> list[str]:
    """One glossy plastic part: a rim of light on its lower right edge, the glossy body, an
    outline. The rim is the shape itself, lit; the body is the shape shrunk towards its top
    left corner over it, so a crescent of light shows where the back light catches it."""
    parts = []
    transform = geom.pop("transform", None)
    base = f"{transform} " if transform else ""
    if rim:
        x, y, w, h = bbox(tag, geom)
        parts.append(el(tag, fill=doc.linear([(0, C(P.lighter(colour, 0.3)), 1),
                                              (1, C(P.lighter(colour, 0.75)), 1)], 0, 0, 1, 1),
                        transform=transform, **geom))
        sx, sy = max(0.5, (w - rim) / w), max(0.5, (h - rim) / h)
        inner = f"{base}translate({num(x)} {num(y)}) scale({sx:.4f} {sy:.4f}) translate({num(-x)} {num(-y)})"
        parts.append(el(tag, fill=doc.glossy(colour, *light), transform=inner, **geom))
    else:
        parts.append(el(tag, fill=doc.glossy(colour, *light), transform=transform, **geom))
    parts.append(el(tag, fill="none", stroke=C(P.darker(edge or colour, 0.45)), stroke_width=2.2,
                    stroke_linejoin="round", transform=transform, **geom))
    return parts


def stand(doc: Doc, cx: float, cy: float, rx: float, colour: P.Colour) -> list[str]:
    """A figure's small round base seen from the front: its rim and its glossy top."""
    ry = rx * 0.3
    side = P.darker(colour, 0.35)
    return [
        shadow(doc, cx, cy + ry + 4, rx * 1.12, ry * 0.9),
        el("path", d=f"M{num(cx - rx)} {num(cy)} L{num(cx - rx)} {num(cy + ry * 0.55)} "
                     f"A{num(rx)} {num(ry)} 0 0 0 {num(cx + rx)} {num(cy + ry * 0.55)} "
                     f"L{num(cx + rx)} {num(cy)} Z",
           fill=doc.linear([(0, C(side), 1), (0.5, C(P.lighter(side, 0.25)), 1),
                            (1, C(P.darker(side, 0.3)), 1)], 0, 0, 1, 0),
           stroke=C(P.darker(colour, 0.55)), stroke_width=2),
        *toy(doc, "ellipse", colour, (0.4, 0.2), 2.5, cx=cx, cy=cy, rx=rx, ry=ry),
        shine(cx - rx * 0.35, cy - ry * 0.3, rx * 0.3, ry * 0.22, -4, 0.45),
    ]


def mark(name: str, cx: float, cy: float, r: float, fill: str = "#ffffff",
         edge: str = "#2b2118", width: float | None = None) -> str:
    """A colour-blind mark as one outlined shape: the four seat marks of the palette, and
    star, cross and heart for Sheep Sheep's six colours."""
    stroke = {"stroke": edge, "stroke_width": width if width is not None else max(1.5, r / 5),
              "stroke_linejoin": "round", "fill": fill}
    if name == "circle":
        return el("circle", cx=cx, cy=cy, r=r * 0.9, **stroke)
    if name in ("square", "diamond", "triangle"):
        return el("polygon", points=points(*(v for xy in P.mark_points(name, (cx, cy), r)
                                             for v in xy)), **stroke)
    if name == "star":
        xy = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            radius = r * (1.08 if i % 2 == 0 else 0.46)
            xy += [cx + radius * math.cos(a), cy + 0.08 * r + radius * math.sin(a)]
        return el("polygon", points=points(*xy), **stroke)
    if name == "cross":
        a, b = r * 0.34, r * 0.92
        return el("polygon", points=points(cx - a, cy - b, cx + a, cy - b, cx + a, cy - a,
                                           cx + b, cy - a, cx + b, cy + a, cx + a, cy + a,
                                           cx + a, cy + b, cx - a, cy + b, cx - a, cy + a,
                                           cx - b, cy + a, cx - b, cy - a, cx - a, cy - a),
                  **stroke)
    if name == "heart":
        return el("path", d=f"M{num(cx)} {num(cy + r * 0.95)} C{num(cx - r * 1.5)} {num(cy)}, "
                            f"{num(cx - r * 0.9)} {num(cy - r * 1.2)}, {num(cx)} {num(cy - r * 0.45)} "
                            f"C{num(cx + r * 0.9)} {num(cy - r * 1.2)}, {num(cx + r * 1.5)} {num(cy)}, "
                            f"{num(cx)} {num(cy + r * 0.95)} Z", **stroke)
    raise ValueError(f"unknown mark {name!r}")
