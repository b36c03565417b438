"""Where every Black Sheep piece rests on the screen, from the table map's zones.

Pure geometry over `game.levels.Layout`: positions are relative to the viewer (position 0 at
the bottom), so the same map serves every seat in hot seat.
"""

from __future__ import annotations

from functools import lru_cache

from game.i18n import _, language
from game.levels import Layout, Zone
from game.rules.black_sheep import ANIMALS
from game.tables.black_sheep import ladder
from game.view import assets

CARD_RATIO = 0.7  # width / height of an animal card
LIFT = 8  # a picked card rises this much (with its glow) and stays clear of the panel's edge
HAND_EDGE = 5  # px kept free under your cards and over a picked one
KEY_R = 9  # the radius of the key badge (1-3) over each card of your hand
KEY_ROOM = 2 * KEY_R + 6  # above each card of your hand: its key badge, inside every outline
KEY_SIDE = 2 * KEY_R + 7  # or left of each card's top, where the hand is wide enough
HAND_GAP = 12  # px between the cards of your hand (with the badges beside them: between a
# card and the next one's badge, which is 3 px from its own card)
GUTTER = 24  # left of a side's cards: the seat's mark, the leader's crown, a preview verdict
SIDE_GAP = 6  # between a side's cards
CHIP_CLEAR = 4  # px: what a row keeps free along its top and bottom edges (no chip on them)
CHIP_COLUMN = 104  # right of the cards at every player count (critic 23: two players' chips
# and labels stood under the cards, leaving a strip empty on the right; four players' right) (the cards then about 52 px wide): every rank's
# name on one row, at 14 px ("Höchstes Tier") or 13 ("Three of a kind"), its note under it
# (critic 15: "Drilling / 2 Karten + / 1 im Feld" stood three rows high in 78 px)
TRAY_RAIL = 4  # px: a corral tray's wooden side rail (corral.paint_corral), inside its zone
MARK_BAND = 20  # px: the top of a corral column, where its crown and count stand (off the figures)
TOKEN_FOOT = 7  # px: a token's lowest point above its corral's bottom (clear of the fence posts;
# 9 until critic 19 found four players' rivals' figures small: 2 px more for them)
BACK_STEP = 0.12  # of a figure's height: how much higher a kind's fourth to sixth figures stand
CHIP_MOST = 30  # the tallest a rival's open card gets as a chip (a replay)
CHIP_GAP = 3
TASK_RATIO = 250 / 262  # a small task card's width / height: its band left out (faces)
FIELD_LABEL = (14, 16)  # a field's name: its left inset and size (draw.py)
FIELD_SIGN_PAD = 5  # px: its wooden sign right of the name (draw.SIGN_PAD)
FIELD_LABEL_BOTTOM = 24  # px under the field's top: where its name's letters end
ART_TOP = 0.04  # of a figure's height: the empty margin over its art (panels.FIGURE_BOX)
FIGURES_SPAN = 0.85  # of a paddock's width: where its figures stand
RIBBON_INSET = 1  # px: a hand card's name ribbon from the card's sides (where it fits; 1, not
# 3: "Black sheep" inside a four-player hand's card, critic 16)
RIBBON_PAD = 3  # px: at least either side of the ribbon's name
RIBBON_APART = 8  # px: at least between two neighbours' ribbons
RIBBON_FOOT = 4  # px: the ribbon's bottom above its card's bottom


def ribbon_size(_width: float) -> int:
    """A hand card's name: 14 px at 1280x720 on every card (scaled with the screen), so
    the names of a hand are alike and three "Schwarzes Schaf" ribbons fit side by side."""
    return 14


@lru_cache(maxsize=64)
def _widest(w: float, bold: bool, _lang: str) -> float:
    """The widest animal name's ribbon on a card `w` wide (in this language)."""
    from game.tables.black_sheep.words import animal

    return max(Board.ribbon_width(animal(a), w, bold) for a in ANIMALS)


def ribbon_lines(name: str, w: float, bold: bool) -> list[str] | None:
    """A hand card's name in its ribbon, which stays within the card (critic 12: "Schwarzes
    Schaf" poked past the card's sides): on one line where it fits, else on two ("Schwarzes /
    Schaf"); None where a word is wider than the card."""
    size = ribbon_size(w)
    font = assets.font(size, bold)
    inside = w - 2 * RIBBON_INSET - 2 * RIBBON_PAD
    if font.size(name)[0] <= inside:
        return [name]
    head, space, tail = name.rpartition(" ")
    if space and max(font.size(head)[0], font.size(tail)[0]) <= inside:
        return [head, tail]  # two rows inside the card ("Schwarzes / Schaf", critic 21:
        # every plate wider than its card since critic 15); the art drawn smaller above
    room = Board.ribbon_width(name, w, bold) - 2 * RIBBON_PAD
    if font.size(name)[0] > room:
        return None
    return [name]  # one line, its ribbon a little wider than the card where it must be


@lru_cache(maxsize=64)
def _ribbon_bold(w: float, room: float, lang: str) -> bool | None:
    from game.tables.black_sheep.words import animal

    for bold in (True, False):  # a weight at which every name stays inside its card first
        if all(assets.font(ribbon_size(w), bold).size(animal(a))[0] + 2 * RIBBON_PAD
               <= w - 2 * RIBBON_INSET for a in ANIMALS) and (
                3 * _widest(w, bold, lang) + 2 * RIBBON_APART <= room):
            return bold
    for bold in (True, False):
        if (3 * _widest(w, bold, lang) + 2 * RIBBON_APART <= room
                and all(ribbon_lines(animal(a), w, bold) for a in ANIMALS)):
            return bold
    return None


class Board:
    def __init__(self, layout: Layout, players: int, base_seat: int, secrets: int = 0):
        self.layout = layout
        self.players = players
        self.base = base_seat
        self.secrets = secrets  # the viewer's secret task cards, beside their hand

    def pos(self, seat: int) -> int:
        """The seat's place at the table as seen by the viewer (0 = bottom)."""
        return (seat - self.base) % self.players

    def zone(self, name: str) -> Zone:
        return self.layout[name]

    def instruction(self) -> tuple[float, float, float, float]:
        """The instruction line's box: in the viewer's panel, above their buttons and right
        of their cards, so it never lies over a field or a card."""
        return self.zone("message").as_tuple()

    # -- cards -----------------------------------------------------------------------
    def hand_card(self, i: int, count: int) -> tuple[float, float, float, float]:
        """The viewer's cards side by side, as large as three fit left of any secret task
        cards (room for a picked card to rise, and for each card's key badge: left of its
        top where the hand has the width, which lets the cards stand taller, else above
        it), their bottoms on a line."""
        z = self.zone("hand_0")
        room = z.w - self.secrets_width()
        lead = KEY_SIDE if self.keys_beside() else 0
        h = self._hand_height(lead)
        w = h * CARD_RATIO
        widest = self.widest_ribbon(w)
        reach = max(0.0, (widest - w) / 2)
        step = max(lead + w + HAND_GAP, widest + RIBBON_APART if widest else 0.0)
        left = max(lead, reach)  # from a card's left edge: its badge or its ribbon's end
        span = (count - 1) * step + left + w + reach
        x = z.x + (room - span) / 2 + left + i * step
        return (x, z.y + z.h - HAND_EDGE - h, w, h)

    def ribbon_bold(self) -> bool | None:
        """How your cards' names are written in their ribbons: bold where three of the
        widest name's ribbons fit the hand's width side by side, else in plain weight where
        they fit so ("Schwarzes Schaf" at 1280x720); None: the cards show their pictures
        alone (beside secret task cards the hand is too narrow)."""
        z = self.zone("hand_0")
        room = z.w - self.secrets_width() - 8
        lead = KEY_SIDE if self.keys_beside() else 0
        return _ribbon_bold(self._hand_height(lead) * CARD_RATIO, room, language())

    def widest_ribbon(self, w: float) -> float:
        """The widest name's ribbon on your cards (0: no ribbons)."""
        bold = self.ribbon_bold()
        return 0.0 if bold is None else _widest(w, bold, language())

    @staticmethod
    def ribbon_width(name: str, w: float, bold: bool) -> float:
        """A hand card's name ribbon: across the card, within its sides (critic 12), or
        as wide as its name on one row needs (critic 15), by a few px past each side."""
        text = assets.font(ribbon_size(w), bold).size(name)[0]
        if text + 2 * RIBBON_PAD > w - 2 * RIBBON_INSET and " " in name:
            head, _s, tail = name.rpartition(" ")
            longest = max(assets.font(ribbon_size(w), bold).size(p)[0] for p in (head, tail))
            if longest + 2 * RIBBON_PAD <= w - 2 * RIBBON_INSET:
                return w - 2 * RIBBON_INSET  # on two rows inside the card
        return max(w - 2 * RIBBON_INSET, text + 2 * RIBBON_PAD)

    def _hand_height(self, lead: float) -> float:
        """Your cards' height with `lead` px left of each for its key badge (0: above)."""
        z = self.zone("hand_0")
        room = z.w - self.secrets_width()
        tall = z.h - 2 * HAND_EDGE - LIFT - (0 if lead else KEY_ROOM)
        return min(tall, (room - 2 * HAND_GAP - 3 * lead - 8) / 3 / CARD_RATIO)

    def keys_beside(self) -> bool:
        """Whether your cards' key badges stand left of their tops (the cards then taller
        than with the badges above them)."""
        return self._hand_height(KEY_SIDE) > self._hand_height(0)

    def secrets_width(self) -> float:
        if not self.secrets:
            return 0.0
        _x, _y, w, _h = self.secret_task(0)
        return self.secrets * (w + 8) + 4

    def secret_task(self, i: int) -> tuple[float, float, float, float]:
        """The viewer's i-th secret task card, at the right end of their hand (a caption
        above them)."""
        z = self.zone("hand_0")
        h = min(z.h - 30, 80)
        w = h * TASK_RATIO
        x = z.x + z.w - (self.secrets - i) * (w + 8)
        return (x, z.y + z.h - 6 - h, w, h)

    def side(self, field: int, seat: int) -> Zone:
        return self.zone(f"side_{field}_{self.pos(seat)}")

    def side_card(self, field: int, seat: int, i: int) -> tuple[float, float, float, float]:
        """The i-th card of a side, right of the gutter: as large as the row allows (at most
        112 px tall) beside its chip's room, which no card ever covers."""
        return self.card_slot(self.side(field, seat), i)

    @classmethod
    def card_slot(cls, z: Zone, i: int) -> tuple[float, float, float, float]:
        """The i-th card's place in a side's row `z` (`side_card`); an empty place shows
        its outline (backdrop)."""
        h = min(z.h, 112, (z.w - GUTTER - 2 * SIDE_GAP - CHIP_COLUMN) / 3 / CARD_RATIO)
        top = z.y + (z.h - h) / 2
        w = h * CARD_RATIO
        return (z.x + GUTTER + i * (w + SIDE_GAP), top, w, h)

    def chip_room(self, field: int, seat: int) -> tuple[float, float, float, float]:
        """Where a side's chip (what its cards make) may go: right of the three cards'
        places, at every player count."""
        z = self.side(field, seat)
        x, _y, w, _h = self.side_card(field, seat, 2)
        return (x + w + 2, z.y + CHIP_CLEAR / 2, z.x + z.w - x - w - 3, z.h - CHIP_CLEAR)  # (2
        # px wider than it was: "3 Karten +" on one row at 2560x1440 too, critic 12)

    def rival_hand(self, seat: int) -> Zone:
        return self.zone(f"hand_{self.pos(seat)}")

    def rival_card(self, seat: int, i: int) -> tuple[float, float, float, float]:
        """A rival's i-th card back, fanned in their hand zone (a line under it for words)."""
        z = self.rival_hand(seat)
        h = min(z.h - 18, 70)
        w = h * CARD_RATIO
        step = min(w * 0.55, (z.w - w) / 2)
        return (z.x + i * step, z.y, w, h)

    def rival_chip(self, seat: int, i: int, count: int) -> tuple[float, float, float, float]:
        """A rival's i-th open card in a replay: a chip across their hand's zone, one under
        another, as tall as `count` of them allow (a card itself is too small there to
        read; a chip shows its animal large)."""
        z = self.rival_hand(seat)
        h = min(CHIP_MOST, (z.h - (count - 1) * CHIP_GAP) / max(1, count))
        return (z.x, z.y + i * (h + CHIP_GAP), z.w, h)

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's cards come from and go to (the middle of its hand)."""
        if self.pos(seat) == 0:
            return self.zone("hand_0").center
        x, y, w, h = self.rival_card(seat, 1)
        return (x + w / 2, y + h / 2)

    # -- figures -----------------------------------------------------------------------
    def field_figure(self, field: int, i: int, count: int) -> tuple[float, float]:
        """The feet of the i-th figure standing on a field, side by side in the middle of
        its paddock: the header is the figures' alone (critic 12: "Winner takes both" on
        every field said the pop-up's rule again and again)."""
        z = self.zone(f"figures_{field}")
        h = self.figure_height()
        step = min(z.w * FIGURES_SPAN / (count + 1), h * 0.9)  # side by side, centred
        span = (count - 1) * step + h * 0.9
        left, feet = max(z.x + 8, z.x + (z.w - span) / 2), z.y + z.h - 8
        label = self.zone(f"field_{field}").y + FIELD_LABEL_BOTTOM
        if feet - h * (1 - ART_TOP) < label:  # lower, up to 6 px, to stand under the name
            feet = min(z.y + z.h - 2, label + h * (1 - ART_TOP))
        if feet - h * (1 - ART_TOP) < label - 0.5:  # a short paddock: beside the name
            left = max(left, self.field_label_right(field) + 4)
        first = left + h * 0.45
        return (first + step * i, feet)

    def field_label_right(self, field: int) -> float:
        """Where the field's name ("Field 1", in its top left corner) ends."""
        z = self.zone(f"field_{field}")
        return z.x + FIELD_LABEL[0] + assets.font(FIELD_LABEL[1], True).size(
            _("Field {n}").format(n=field + 1))[0] + FIELD_SIGN_PAD

    def figure_height(self) -> int:
        """A figure standing on a field."""
        return min(96, int(self.zone("figures_0").h) - 12)

    def corral(self, seat: int) -> Zone:
        return self.zone(f"corral_{self.pos(seat)}")

    def corral_column(self, seat: int, animal: str) -> tuple[float, float, float, float]:
        """One kind's column in a corral (the kinds in the rulebook's order, best first),
        six even shares between the tray's side rails (critic 23: across the whole tray the
        sixth column's black sheep reached under the right rail and looked clipped)."""
        z = self.corral(seat)
        w = (z.w - 2 * TRAY_RAIL) / len(ANIMALS)
        return (z.x + TRAY_RAIL + ANIMALS.index(animal) * w, z.y, w, z.h)

    def token_radius(self, seat: int) -> float:
        """A value token: three abreast fill the column, their numbers 14-16 px bold where
        it has the room (see `faces.draw_token`)."""
        _x, _y, w, _h = self.corral_column(seat, ANIMALS[0])
        return max(7.0, min(12.0, (w - 6) / 6))

    def corral_height(self, seat: int) -> int:
        """A figure in this seat's corral: what the column leaves between the band of its
        marks (crown, count) on top and the row of tokens at the bottom."""
        _x, _y, w, h = self.corral_column(seat, ANIMALS[0])
        r = self.token_radius(seat)
        return int(min(w * 0.9, (h - MARK_BAND - (2 * r + TOKEN_FOOT) - 2) / (1 + BACK_STEP)))

    def corral_figure(self, seat: int, animal: str, k: int) -> tuple[float, float]:
        """The feet of a corral's k-th figure of a kind: three abreast, the fourth to sixth
        a step further back; the same places however many there are, so none jumps. All of
        them stand under the band of the column's marks."""
        x, y, w, _h = self.corral_column(seat, animal)
        size = self.corral_height(seat)
        spread = min(size * 0.3, max(2.0, (w - size) / 2))
        offset = (0, -1, 1)[k % 3] * spread
        return (x + w / 2 + offset,
                y + MARK_BAND + size * (1 + BACK_STEP) - (k // 3 % 2) * size * BACK_STEP)

    def marks_band(self, seat: int, animal: str) -> tuple[float, float, float, float]:
        """The top of a kind's column: its majority crown at the left, its count at the
        right, above the figures."""
        x, y, w, _h = self.corral_column(seat, animal)
        return (x, y, w, MARK_BAND)

    def token(self, seat: int, animal: str, k: int, count: int) -> tuple[float, float, float]:
        """The centre and radius of the value token of a corral's k-th figure of a kind (of
        `count`): one row along the column's foot, one token per figure; more than the
        column holds abreast overlap like stacked coins, each number still showing."""
        x, y, w, h = self.corral_column(seat, animal)
        r = self.token_radius(seat)
        step = 2 * r + 5  # a hidden token's disc is r + 1 round: 3 px between two abreast
        if count > 1:
            step = min(step, (w - 2 * r - 6) / (count - 1))
        left = x + w / 2 - step * (count - 1) / 2
        return (left + k * step, y + h - r - TOKEN_FOOT, r)

    def deck(self) -> Zone:
        """The draw pile's strip at the top of its zone (the ranks stand under it)."""
        return Zone(*ladder.places(self.layout)[0])

    def discard(self) -> Zone:
        return Zone(*ladder.places(self.layout)[1])
