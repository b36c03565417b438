"""Write the table maps (Tiled .tmx) for the games. Run: python levels/make_levels.py

The maps open in Tiled for hand editing; this script is how the first versions were laid out
on the 1280x720 logical canvas. Position 0 is the viewer (bottom); rivals sit along the top.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

HERE = Path(__file__).resolve().parent
W, H, TILE = 1280, 720, 16


KEY_H = 18  # px: Black Sheep's marks' key, one line of 14 px words under your corral


def black_sheep(players: int) -> dict[str, tuple[int, int, int, int]]:
    """Rivals along the top (fewer rivals get wider panels: a two-player rival shows a full
    corral and score sheet), the three fields in the middle (more players: lower rivals'
    panels and a shorter pasture, so four rows of cards stay at least 60 px wide), the
    viewer's panel across the bottom (name and corral, hand, instruction and buttons) and a
    right column for the piles, the bonuses or tasks and the log."""
    z: dict[str, tuple[int, int, int, int]] = {}
    top = {2: 140, 3: 124, 4: 108}[players]  # rival panel height
    bottom = {2: 556, 3: 560, 4: 566}[players]  # the viewer's panel top
    # The figures' strip on a field: what the side rows leave (three and four players: rows
    # as tall as their cards, about 74 px beside a chip wide enough for two rows of words,
    # so the figures stand as tall as with two players; critic 15 found them small).
    pasture = {2: 112, 3: 154, 4: 112}[players]
    rivals = players - 1
    span = 990 // rivals
    for p in range(1, players):
        x, w = 20 + (p - 1) * span, span - 10
        hand = {2: 100, 3: 70, 4: 60}[players]
        pad = 6 if players == 4 else 8  # four players: a narrow panel's hand keeps its words
        z[f"panel_{p}"] = (x, 8, w, top)
        z[f"hand_{p}"] = (x + pad, 36, hand, top - 32)
        corral_w = 540 if players == 2 else w - 2 * pad - hand - pad
        z[f"corral_{p}"] = (x + 2 * pad + hand, 34, corral_w, top - 30)
    fy = top + 16
    fh = bottom - 8 - fy
    row = (fh - 8 - pasture - 4 - 6) // players
    tight = 1 if players == 4 else 0  # four rows: a pixel more for each card row
    for f in range(3):
        fx, fw = 20 + f * 330, 315
        z[f"field_{f}"] = (fx, fy, fw, fh)
        z[f"figures_{f}"] = (fx + 10, fy + 8, fw - 20, pasture)
        order = list(range(1, players)) + [0]
        for r, p in enumerate(order):
            z[f"side_{f}_{p}"] = (fx + 10, fy + 12 - tight + pasture + r * row, fw - 20,
                                  row - 3 + tight)
    h0 = H - 8 - bottom
    z["panel_0"] = (20, bottom, 1245, h0)
    # Your corral, and under it the marks' key (round 9: the key stood in your name row,
    # where "(3) points ... ★ 0" read as your own score).
    z["corral_0"] = (28, bottom + 34, 392, h0 - 40 - KEY_H - 2)
    z["key_0"] = (28, bottom + h0 - 6 - KEY_H, 392, KEY_H)
    z["hand_0"] = (430, bottom, 420, h0)
    # Your buttons: two rows of 34 px on the panel's foot (critic 12: one layout on every
    # table, Hint, Undo and Menu under the game's own actions), the instruction above them.
    z["controls"] = (860, bottom + h0 - 6 - 74, 397, 74)
    z["message"] = (860, bottom + 6, 397, h0 - 6 - 74 - 6 - 6)
    # The piles' strips with the ranks' ladder under them (14 px words), the bonuses (14 px
    # in German too), and the log in what is left (at least six lines).
    z["deck"] = (1015, 8, 120, 155)
    z["discard"] = (1145, 8, 120, 155)
    z["tasks"] = (1015, 171, 250, 196)
    z["log"] = (1015, 375, 250, bottom - 8 - 375)
    return z


def boom_bah(players: int) -> dict[str, tuple[int, int, int, int]]:
    """The pasture in the middle with its coordinates on the frame; every player board fills
    the left column (the viewer's at the bottom, rivals clockwise from the top: two players
    get two tall boards); the deck panel, the prompt dock and the log on the right; the
    viewer's hand panel under the board (instruction line, cards, and a column with your
    buttons, when you draw back up to four, and your auto-pass switch)."""
    z: dict[str, tuple[int, int, int, int]] = {"board": BOOM_BOARD}
    gap = 8
    height = (H - 2 * gap - gap * (players - 1)) // players
    for p in range(players):
        y = H - gap - height if p == 0 else gap + (p - 1) * (height + gap)
        z.update(player_board(p, 8, y, 346, height))
    z["deck_panel"] = (838, 8, 434, 132)
    z["deck"] = (850, 14, 80, 112)  # the piles: a card whose name reads in its band
    z["discard"] = (1056, 14, 80, 112)
    z["log"] = (838, 148, 434, 308)
    z["hand_panel"] = (366, 464, 906, 248)
    z["message"] = (372, 468, 894, 28)
    z["hand_0"] = (374, 500, 596, 212)
    z["controls"] = (978, 500, 288, 206)
    return z


def player_board(p: int, x: int, y: int, w: int, h: int) -> dict[str, tuple[int, int, int, int]]:
    """One player board: a header (name, score), the barn and barnyard rows on the left,
    the graveyard and the hand (the viewer's: the sheep on the field) on the right. Taller
    boards get taller rows, so the sheep in them are drawn larger."""
    head = 40
    row = (h - head - 12) // 2
    left = w - 16 - 128
    right_x = x + 8 + left + 8
    return {
        f"panel_{p}": (x, y, w, h),
        f"score_{p}": (x + w - 69, y + 6, 61, 26),  # the score badge, two digits wide
        f"barn_{p}": (x + 8, y + head, left, row),
        f"barnyard_{p}": (x + 8, y + head + row + 4, left, row),
        f"graveyard_{p}": (right_x, y + head, 120, row),
        f"{'field' if p == 0 else 'hand'}_{p}": (right_x, y + head + row + 4, 120, row),
    }


def boom_bah_replay(players: int) -> dict[str, tuple[int, int, int, int]]:
    """A replay's Sheep-Boom-Bah: each rival's open hand needs room for its cards' names, so a
    rival board has the barn beside the barnyard on its first row and, on a taller second
    row, a narrower graveyard beside a wide hand."""
    z = boom_bah(players)
    for p in range(1, players):
        x, y, w, h = z[f"panel_{p}"]
        head, gap, taller = 40, 6, 9
        row = (h - head - 12) // 2 - taller
        low = h - head - 12 - row
        half = (w - 16 - gap) // 2
        grave = 84
        z[f"barn_{p}"] = (x + 8, y + head, half, row)
        z[f"barnyard_{p}"] = (x + 8 + half + gap, y + head, w - 16 - gap - half, row)
        z[f"graveyard_{p}"] = (x + 8, y + head + row + 4, grave, low)
        z[f"hand_{p}"] = (x + 8 + grave + gap, y + head + row + 4, w - 16 - gap - grave, low)
    return z


# The pasture: 7x7 cells of 60 logical pixels, the same place for every player count; the
# frame around it carries the row numbers on the left and the column letters below. The
# frame (8 px over the pasture, 18 left and under it) keeps 8 px of felt above it, like the
# panels, and stands centred between the player boards and the deck panel.
BOOM_BOARD = (391, 16, 420, 420)
PASTURE_SIZE = 7
# Tile ids of the pasture tileset (gid = 1 + id): a start space, a field cell.
PASTURE_TILES = (("start_space", 1), ("tile_back", 2))


def pasture_layer() -> list[str]:
    """The 7x7 pasture as a tile layer (gid 1: start space, 2: field), placed on the board."""
    rows = []
    for r in range(PASTURE_SIZE):
        rows.append(",".join("1" if r in (0, PASTURE_SIZE - 1) or c in (0, PASTURE_SIZE - 1)
                             else "2" for c in range(PASTURE_SIZE)))
    cell = BOOM_BOARD[2] // PASTURE_SIZE
    return [
        f' <tileset firstgid="1" name="pasture" tilewidth="{cell}" tileheight="{cell}" '
        f'tilecount="{len(PASTURE_TILES)}" columns="0">',
        '  <grid orientation="orthogonal" width="1" height="1"/>',
        *(f'  <tile id="{gid - 1}"><image width="{cell}" height="{cell}" '
          f'source="../assets/art/{art}.svg"/></tile>' for art, gid in PASTURE_TILES),
        ' </tileset>',
        f' <layer id="9" name="pasture" width="{PASTURE_SIZE}" height="{PASTURE_SIZE}" '
        f'offsetx="{BOOM_BOARD[0]}" offsety="{BOOM_BOARD[1]}">',
        '  <data encoding="csv">',
        ",\n".join(rows),
        '  </data>',
        ' </layer>',
    ]


def sheep_sheep(players: int) -> dict[str, tuple[int, int, int, int]]:
    """Two players: the 3x3 grid of cards fills the left; on the right the rival's panel on
    top, the pile and the log (the middle row's whole height) in the middle, the viewer's
    panel below. A panel holds the Lucky Sheep (the collected cards under it), the score and
    the four cards; the viewer's has the instruction line on top, which also holds the
    refill's question, and the buttons at its bottom right under the cards, as at every
    table (they floated mid-screen over the panel, and changed with the phase)."""
    z: dict[str, tuple[int, int, int, int]] = {"grid": (24, 60, 456, 624)}  # 8 px of felt
    # over the grid's legend tab (flush with the window's top, it looked cut off)
    # the rival's low panel: their Lucky Sheep says its rule beside the card (a wider zone,
    # taken from the gaps of their smaller hand), so the card is 71 px wide, not 47
    top, height, cards, lucky = 8, 176, 128, 192
    row = top + height - cards - 8
    z["panel_1"] = (504, top, 764, height)
    score = 512 + lucky + 8
    z["lucky_1"] = (512, row, lucky, cards)  # the Collected box 4 px wider into the gaps
    z["score_1"] = (score - 4, row, 130, cards)  # beside it ("Gesammelt: 25" bold 16 px)
    z["hand_1"] = (score + 124 + 12, row, 1260 - (score + 124 + 12), cards)
    # the middle row: the pile on the left (its note at the foot on two rows), the log on
    # its right, both the row's whole height
    middle = top + height + 8
    deck = 206  # the pile's name under it, no headings over it: 22 px to your cards
    z["deck"] = (504, middle, 250, deck)
    z["log"] = (762, middle, 506, deck)
    # yours: name and status beside the instruction line on top; the Lucky Sheep and the
    # Collected box on the left (their rule on one row of 16 px under both); your cards over
    # the buttons on the right: the turn's own (End turn, Turn it over, Place it) over Hint,
    # Undo and Menu, two rows of 34 px at the panel's foot
    y = middle + deck + 8
    z["panel_0"] = (504, y, 764, 712 - y)
    z["message"] = (734, y + 2, 526, 64)  # three rows of 16 px
    z["lucky_0"] = (512, 524, 110, 158)  # as tall as the shorter middle row allows
    z["score_0"] = (512 + 110 + 6, 524, 134, 158)
    hand = 512 + 110 + 6 + 134 + 12  # the bar 486 px wide: "Zug beenden (E)", "Umdrehen (F)"
    # and "Hinlegen (Enter)" side by side at 18 px (at 2560x1440 too)
    z["controls"] = (hand, 712 - 7 - 73, 1260 - hand, 73)
    z["hand_0"] = (hand, y + 74, 1260 - hand, z["controls"][1] - 4 - (y + 74))  # 90 px wide
    # cards (the other side's mark 20 px): their number badges 1 px under the line's box
    return z


def sheep_sheep_replay() -> dict[str, tuple[int, int, int, int]]:
    """A replay's Sheep Sheep: the pile, the log and the replay's console along the foot of
    the screen (where every table keeps the console), the bottom panel above them. The
    console needs one low row, so the log takes the width of the buttons' column above it
    (no empty box over the console)."""
    z = sheep_sheep(2)
    x, y, w, h = z["hand_0"]  # no buttons: your cards down to the panel's foot
    z["hand_0"] = (x, y, w, min(146, z["panel_0"][1] + z["panel_0"][3] - 8 - y))
    under = z["panel_1"][1] + z["panel_1"][3] + 8
    shift = under - z["panel_0"][1]  # the bottom panel just under the rival's
    for name, (x, y, w, h) in z.items():
        if name.endswith("_0") or name == "message":
            z[name] = (x, y + shift, w, h)
    deck_x, _y, deck_w, _h = z["deck"]
    top = under + z["panel_0"][3] + 8
    right = z["controls"][0] + z["controls"][2]
    log_x = z["log"][0]
    z["deck"] = (deck_x, top, deck_w, 712 - top)
    z["log"] = (log_x, top, right - log_x, 632 - top)
    z["controls"] = (log_x, 640, right - log_x, 72)
    return z


def bye_bye(players: int) -> dict[str, tuple[int, int, int, int]]:
    """The rivals along the top in panels of equal size, clockwise from the viewer's left
    (each a fanned hand and a zoo: side by side in a wide panel, one above the other in a
    narrow one); the pile, the watering hole and the Magpie's spot across the middle; the
    viewer's panel across the bottom (name row and instruction line on top; zoo, hand and
    buttons below); the log down the whole right column, so it keeps its lines while a
    question docks over it. A seat's hand and zoo zones are where the two start: the table
    shares their room by what they hold (board.py). A lone rival's panel, as wide as the
    table, needs less height than two or more (a full zoo of five triplets still shows as
    cards): the room goes to the middle (a larger watering hole, pile and Magpie) and to
    your panel (larger cards in your hand)."""
    z: dict[str, tuple[int, int, int, int]] = {}
    rivals = players - 1
    own = 226 if rivals == 1 else 212  # your panel's height
    y = 712 - own
    z["panel_0"] = (8, y, 996, own)
    z["message"] = (284, y + 4, 712, 40)
    z["zoo_0"] = (12, y + 50, 330, own - 56)  # (your zoo's strip across the hand's top)
    z["hand_0"] = (350, y + 48, 345, own - 54)  # (8 cards 90 px wide at two players)
    z["controls"] = (699, y + 50, 297, own - 58)  # (Hint, Undo, Menu at its foot)
    height = 160 if rivals == 1 else 200 if rivals == 2 else 244
    width = (996 - 8 * (rivals - 1)) // rivals
    for p in range(1, players):
        z.update(rival_panel(p, 8 + (p - 1) * (width + 8), 8, width, height))
    top = 8 + height + 8
    middle = y - 8 - top
    # the pile's and the Magpie's zones (a card, a caption), ending above the watering
    # hole's counter (42 high at the band's foot: a long one runs on under them), close
    # beside the watering hole, itself about as wide as its pond is drawn: the three read as
    # one group (critic 13 found much empty grass between them)
    # (a lone rival leaves the band taller: the pile and the Magpie grow with it, their cards
    # 200 high, so the band reads as one group, not three islands in grass: critic 17)
    pile = min(258 if rivals == 1 else 196, middle - 44)
    side = 180 if rivals == 1 else 150
    water = 440 if rivals == 1 else 400
    water_x = 506 - water // 2
    z["watering"] = (water_x, top, water, middle)
    z["pile"] = (water_x - side - 12, top + (middle - 42 - pile) // 2, side, pile)
    z["magpie"] = (water_x + water + 12, top + (middle - 42 - pile) // 2, side, pile)
    z["log"] = (1012, 8, 260, 704)
    return z


def rival_panel(p: int, x: int, y: int, w: int, h: int) -> dict[str, tuple[int, int, int, int]]:
    """A rival's panel: the name row, then the fanned hand beside the zoo (a wide panel) or,
    under a second row for the AI's level, above it (a narrow one); the Wolf's face-down
    stash at the hand's far end."""
    if w >= 400:
        head = 32
        hand_w = round(w * 0.42)
        hand = (x + 8, y + head, hand_w, h - head - 8)
        zoo = (x + 16 + hand_w, y + head, w - hand_w - 24, h - head - 8)
    else:
        head = 48
        hand_h = round((h - head) * 0.45)
        hand = (x + 8, y + head, w - 16, hand_h)
        zoo = (x + 8, y + head + hand_h + 6, w - 16, h - head - hand_h - 14)
    return {f"panel_{p}": (x, y, w, h), f"hand_{p}": hand, f"zoo_{p}": zoo}


def write_map(name: str, layouts: dict[int, dict[str, tuple[int, int, int, int]]],
              properties: dict[str, str] | None = None, extra: list[str] | None = None,
              variants: dict[str, dict[str, tuple[int, int, int, int]]] | None = None) -> None:
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
    lines += extra or []
    oid = 1
    named = [(f"players_{n}", zones) for n, zones in sorted(layouts.items())]
    for lid, (layer, zones) in enumerate(named + list((variants or {}).items()), start=1):
        lines.append(f' <objectgroup id="{lid}" name="{layer}">')
        for zname, (x, y, w, h) in zones.items():
            lines.append(f'  <object id="{oid}" name="{zname}" x="{x}" y="{y}" '
                         f'width="{w}" height="{h}"/>')
            oid += 1
        lines.append(" </objectgroup>")
    lines.append("</map>")
    (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_map("black_sheep.tmx", {n: black_sheep(n) for n in (2, 3, 4)})
    # Reconstructed tile mixes (RULINGS): one barn per player, 8 mines, safe for the rest.
    mixes = {f"tile_mix_{n}": f"barn:{n},mine:8,safe:{25 - 8 - n}" for n in (2, 3, 4)}
    write_map("boom_bah.tmx", {n: boom_bah(n) for n in (2, 3, 4)},
              {"rules_data": "true", **mixes}, pasture_layer(),
              variants={f"replay_{n}": boom_bah_replay(n) for n in (2, 3, 4)})
    write_map("sheep_sheep.tmx", {2: sheep_sheep(2)}, variants={"replay_2": sheep_sheep_replay()})
    write_map("bye_bye.tmx", {n: bye_bye(n) for n in (2, 3, 4, 5)})
