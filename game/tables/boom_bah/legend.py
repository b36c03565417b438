"""Sheep-Boom-Bah in the table's "?" reference (`game.view.reference`): what the board's
tiles, the shapes and the glows mean, what a card's colour is for, and how the end scores.

The key stood in the log's panel (a whole key at the start, a strip at its foot later) and
left the log three lines; the log now has its whole panel, and the key is one key (F1) or
click ("?") away. The tooltips on the board still name every tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import _
from game.rules.boom_bah.state import HAND_SIZE
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah import faces, words
from game.tables.boom_bah.boards import both_words
from game.tables.keys import keyed, letters
from game.view import assets, ink, palette
from game.view.paint import seat_mark
from game.view.reference import ReferenceScene, Row, Section

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

ICON = 24  # px: a tile's picture in the reference
SHAPES = "●\u00a0■\u00a0▲\u00a0◆"  # the four shapes, never broken across lines (critic 23)
MARKS = ("marks",)  # an entry's picture: the seats' shapes in their colours
EYE = ("eye",)  # a face-down tile with a peeker's eye
GLOW = ("glow",)  # a tile glowing gold: where a sheep may go


class Chip(NamedTuple):
    """A thing on the board that means something: its picture (tile arts or MARKS) and its
    name."""

    arts: tuple[str, ...]
    words: str


def chips(table: BoomBahTable) -> list[Chip]:
    """The board's tiles, every state of them, and the sheep's shapes."""
    you = table.you if table.you is not None else 0
    return [
        Chip(("start_space",), _("Start space")),
        Chip(("tile_back",), _("Face down")),
        Chip(("tile_safe",), _("Safe field")),
        Chip((f"tile_barn_{you}",), _("Barn")),
        Chip(("tile_mine",), _("Land mine")),
        Chip(("tile_crater",), _("Crater")),
        Chip(("tile_cone",), _("Mine cleared")),
        Chip(MARKS, _("Whose sheep")),
    ]


def picture_width(chip: Chip, icon: int = ICON) -> int:
    return 4 * (icon * 3 // 4) if chip.arts == MARKS else icon


def picture(surface: pygame.Surface, arts: tuple[str, ...], at: pygame.Rect) -> None:
    """A row's picture in `at`: a tile, the four shapes, a peeked tile or a glowing one."""
    icon = at.h
    if arts == MARKS:
        r = icon * 3 // 8
        for seat in range(4):  # every colour's cards are dealt, whoever plays
            seat_mark(surface, seat, (at.x + r + seat * (icon * 3 // 4), at.centery), r, True)
        return
    art = {EYE: "tile_back", GLOW: "start_space"}.get(arts, arts[0])
    image = assets.svg(art, (icon, icon))
    tile = image.get_rect(topleft=at.topleft)
    surface.blit(image, tile)
    if arts == EYE:
        paint.peek_eye(surface, 1, (tile.right - 6, tile.y + 6), 6)
    elif arts == GLOW:
        surface.blit(paint.glow_fill(tile.w, tile.h, 40), tile)  # as on the board
        ink.rect(surface, palette.GOLD, tile, 2, border_radius=4)


THUMB = (40, 40)  # px: a card's picture in the list of cards (critic 16: 32 was a stamp)


def thumbnail(surface: pygame.Surface, kind: str, at: pygame.Rect) -> None:
    """A card's picture, its middle cut square (the whole picture would be a strip this
    small), in a thin dark frame."""
    image = faces.picture(kind, round(at.w * 1.5))
    area = pygame.Rect((0, 0), at.size)
    area.center = image.get_rect().center
    surface.blit(image, at, area.clamp(image.get_rect()))
    ink.rect(surface, palette.INK_SOFT, at, 1, border_radius=3)


GROUPS = (
    ("dog", "out_of_shear_luck", "sheep_copter", "shepherds_hook", "bah_k_to_life",
     "sheeping_tom", "golden_fleece", "wild_wool"),
    ("aba_ca_da_ba", "barn_burner", "ewe_turn", "fox", "tornado", "your_barn_doors_open",
     "thank_ewe", "sheep_battle"),
    ("eiei_no", "wolf", "hero_of_the_herd", "am_bah_lance"),
)
"""Every card once, in three groups, a column each on the reference's second page (three
sections never spread over four columns): for your own sheep and turn, against a rival
(their sheep or their hand), and out of turn."""


def group_names() -> tuple[str, ...]:
    return (_("Cards for you"), _("Cards against a rival"), _("Cards out of turn"))


def gist(kind: str) -> str:
    """What a card does, without "Out of turn:" under the heading that says it."""
    return {"eiei_no": _("Cancel the card just played."),
            "wolf": _("The sheep bumping yours is lost.")}.get(kind) or words.card_gist(kind)


def card_rows() -> list[Section]:
    """Every card, its picture and "Name: what it does", in its group (`GROUPS`)."""
    def drawn(kind: str):
        return lambda surface, at: thumbnail(surface, kind, at)

    return [Section(name, [Row(_("{card}: {gist}").format(card=words.card_title(kind),
                                                          gist=gist(kind)),
                               drawn(kind), THUMB) for kind in group])
            for name, group in zip(group_names(), GROUPS, strict=True)]


def turn_rows() -> list[Row]:
    """A turn in four lines: the two actions, the cards, the refill, answering."""
    return [
        Row(keyed(_("Two actions: move a sheep one step, diagonals too (it bumps the sheep "
                    "in its way), or take a sheep from your barnyard into your barn. Both "
                    "used, End turn ({key_end}) appears."))),
        Row(_("Play and discard as many cards as you like; at the end of your turn you "
              "draw back up to {n}.").format(n=HAND_SIZE)),
        Row(_("Out of turn you may answer a card, a bump or a mine under your sheep "
              "(key {key_ask}: when you are asked).").format(**letters())),
    ]


def point_rows(table: BoomBahTable) -> list[Row]:
    """Where the points "now" come from (critics 21: the pop-up never said how points are
    collected): a face-down tile turned over, each with its picture and its points."""
    from game.rules.boom_bah import tiles as rule_tiles

    you = table.you if table.you is not None else 0

    def drawn(art: str):
        return lambda surface, at: picture(surface, (art,), at)

    def row(art: str, text: str) -> Row:
        return Row(text, drawn(art), (ICON, ICON))

    return [
        Row(_("A sheep stepping onto a face-down tile turns it over; its owner scores at "
              "once (the “… now” under the ★):")),
        row("tile_safe", _("Safe field: +{n}").format(n=rule_tiles.REVEAL_POINTS["safe"])),
        row(f"tile_barn_{you}", _("Barn, any colour: +{n}").format(
            n=rule_tiles.REVEAL_POINTS["barn"])),
        row("tile_mine", _("Land mine: the sheep goes to the graveyard (−1 at the end), "
                           "unless its owner plays {card}: the mine is cleared, +{n}.").format(
            card=words.card_title("hero_of_the_herd"), n=rule_tiles.DEFUSE_POINTS)),
    ]


def reference(table: BoomBahTable) -> list[Section]:
    """The first page: your turn, the board's key, the cards' colours, the scoring (every
    card is the second page, `card_rows`: critic 16 read four columns of 13 px)."""
    def drawn(arts: tuple[str, ...]):
        return lambda surface, at: picture(surface, arts, at)

    tiles = [Row(chip.words, drawn(chip.arts), (picture_width(chip), ICON))
             for chip in chips(table)]
    tiles += [Row(_("An eye on a face-down tile: that player peeked under it."), drawn(EYE),
                  (ICON, ICON)),
              Row(_("A gold glow on a space: your sheep may go there now."), drawn(GLOW),
                  (ICON, ICON))]
    return [
        Section(_("On your turn"), turn_rows()),
        Section(_("Points as you go"), point_rows(table)),
        Section(_("The end"), [
            Row(_("When a player has no sheep left on the board, the turn finishes and every "
                  "other player takes one last turn.")),
            Row(_("Then you add to the points you collected (“… now” under the ★):")),
            Row(_("Your barn: +3 per sheep of your own, +2 per rival sheep.")),
            Row(_("A barn's “{example}” on a player's panel: 1 sheep of your own, 2 rival "
                  "sheep.").format(example=both_words(1, 2, "+7"))),
            Row(_("Barnyard: +1 per sheep.")),
            Row(_("Each card of your colour still in your hand: +1 (a Wild Wool counts "
                  "whatever its colour).")),
            Row(_("Each sheep in your graveyard: −1.")),
            Row(_("Most points wins; a tie goes to the most sheep in the barn, then the win "
                  "is shared.")),
        ]),
        Section(_("The board"), tiles),
        Section(_("Card colours"), [Row(_(
            "Each card has a player's colour and shape ({shapes}); the cards of your colour "
            "still in your hand score at the end: a gold +1 marks them in your hand.").format(
                shapes=SHAPES))]),
    ]


def page_names() -> tuple[str, str]:
    return _("Rules and board"), _("Every card")


TAB_SIZE = 16  # px, bold: a page's tab
TAB_H = 30
PAGE_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_PAGEDOWN, pygame.K_PAGEUP)


class PagedReference(ReferenceScene):
    """The "?" reference in two pages, "Rules and board" and "Every card", each read in
    two or three columns at 16 px with the cards' pictures 40 px (critic 16): a tab for
    each at the panel's top right; a click on one, Tab or the arrow keys turn the page."""

    def __init__(self, app, below, title: str, pages: list[list[Section]]):
        super().__init__(app, below, title, pages[0])
        self.pages = pages
        self.page = 0

    def turn(self, page: int) -> None:
        if page != self.page:
            self.page = page % len(self.pages)
            self.sections = list(self.pages[self.page])
            self.app.play("click")

    def tabs(self) -> list[pygame.Rect]:
        """Each page's tab, right-aligned on the title's line inside the panel."""
        panel = self.panel()
        face = assets.font(TAB_SIZE, True)
        right = panel.right - reference_frame() - 10
        top = panel.y + reference_frame() + 10
        rects = []
        for name in reversed(page_names()):
            w = face.size(name)[0] + 24
            rects.insert(0, pygame.Rect(right - w, top, w, TAB_H))
            right -= w + 8
        return rects

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            back = event.key in (pygame.K_LEFT, pygame.K_PAGEUP)
            self.turn(self.page + (-1 if back else 1))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, r in enumerate(self.tabs()) if r.collidepoint(event.pos)), None)
            if hit is not None:
                self.turn(hit)
                return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        panel = self.panel()
        for i, (name, tab) in enumerate(zip(page_names(), self.tabs(), strict=True)):
            on = i == self.page
            ink.rect(surface, palette.GOLD if on else palette.INK, tab, border_radius=tab.h // 2)
            ink.rect(surface, palette.GOLD_DARK, tab, 2, border_radius=tab.h // 2)
            assets.text(surface, name, tab.center, TAB_SIZE, palette.INK if on else palette.CREAM,
                        bold=True, anchor="center", box=panel)
        hint = _("Tab: the other page")
        assets.text(surface, hint, (panel.x + reference_frame() + 14, foot_top(panel)),
                    FOOT_SIZE, palette.CREAM_DARK, anchor="topleft", box=panel)


def foot_top(panel: pygame.Rect) -> int:
    """The top of the closing hint ("Esc, F1 or a click outside closes this") at the panel's
    foot, which "Tab: the other page" shares (critics 20: it sat a few px lower)."""
    from game.view.reference import FOOT, FRAME, INSIDE
    return panel.bottom - FRAME - INSIDE - (assets.font(FOOT).get_linesize() + 16) + 10


FOOT_SIZE = 14  # px: the page hint, as the closing hint beside it (reference.FOOT)


def reference_frame() -> int:
    from game.view.reference import FRAME, INSIDE
    return FRAME + INSIDE // 2
