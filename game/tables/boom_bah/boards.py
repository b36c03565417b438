"""The player boards down the left of the Sheep-Boom-Bah table: one per seat, the viewer's at
the bottom, filling the column (two players get two tall boards with larger sheep).

Each board reads at a glance: the name and what the seat is doing, the score with what the
board adds at the end under it ("+5 at end"), a laid Wild Wool, the barn and the barnyard (a
figure per colour that stands there, with its count; the barn's value line under them says
what a sheep scores there at the end, by the colours' shapes), the graveyard, and a rival's
hand (card backs) or, on your own board, your sheep still on the field. Every sheep always
carries its owner's shape.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext, pgettext
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.cards import card_colour
from game.rules.boom_bah.scoring import OWN_IN_BARN, RIVAL_IN_BARN, WILD_BARN, hand_points
from game.rules.boom_bah.state import ACTIONS_PER_TURN
from game.rules.boom_bah.tiles import POINTS_FOR
from game.tables.boom_bah import faces
from game.tables.boom_bah.asking import answered_for, question_open
from game.tables.boom_bah.board import BADGE_WIDTH, LABEL_ROOM
from game.tables.boom_bah.words import card_title
from game.view import assets, canvas, ink, palette, score_badge
from game.view.paint import fit, glow, seat_mark, wrap
from game.view.phrases import seat_label
from game.view.widgets import draw_panel

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

LABEL = 14  # px: the names of a board's parts
COUNT = 14  # px: how many sheep a figure stands for
WORTH_COLOUR = palette.mix(palette.PANEL, palette.CREAM, 0.8)  # read at a glance, not shouted
STONE = 52  # the tallest a headstone gets
STONE_TALL = 100  # and on the tall boards of two players, where the lost sheep stand before it
HAND_CARD = 64  # px: the widest a rival's card back gets (the tall boards of two players)
BACKDROP_ALPHA = 120  # a barn picture behind its sheep is dimmed to this
SHADOW_ROOM = 10  # a board's picture reaches this far round it (its drop shadow)
STATUS = 14  # px: what a seat is doing ("thinking...", "2 actions left")

TAG_SIZES = (13, 12)  # px: the card names of a rival's open hand (a replay)
TAG_PAD = 6  # a name tag's room beside its words
MARK_ROOM = 11  # and left of them for the card colour's mark, where the words leave it


def boards(table: BoomBahTable, surface: pygame.Surface) -> None:
    """Each board is painted when what it shows changes (`board_key`); its pulsing glow and
    "thinking..." dots are drawn over it every frame."""
    for seat in range(table.players):
        rect = pygame.Rect(table.board.seat_zone("panel", seat).as_tuple())
        table.panels[f"board:{seat}"].draw(
            surface, rect.inflate(SHADOW_ROOM, SHADOW_ROOM), board_key(table, seat),
            lambda canvas_, seat=seat: player_board(table, canvas_, seat),
            under=table.background)
        if seat in table.rival_options():
            glow(surface, rect, (*palette.GOLD, 150 + int(100 * math.sin(table.clock * 6))), 5)
        dots = thinking_dots(table, seat)
        if dots:  # three dots, a bright one running along them
            at = status_spot(table, seat, rect)
            size = status_size(table, seat, busy_word(table, seat))
            x = at[0] + assets.font(size).size(busy_word(table, seat))[0]
            lit = int(table.clock * 3) % 3
            for i, dot in enumerate(dots):
                assets.text(surface, dot, (x, at[1]), size,
                            palette.GOLD if i == lit else palette.mix(palette.GOLD, palette.PANEL, 0.55))
                x += assets.font(size).size(dot)[0]


def board_key(table: BoomBahTable, seat: int) -> tuple:
    """Everything a seat's board shows, so it is painted again exactly when that changes."""
    shown, match = table.shown, table.match
    hands = shown.get("hands")
    return (seat, table.viewer, table.marks, table.name(seat), match.seats[seat].level,
            match.to_move == seat and not match.is_over, match.to_move == seat and match.thinking,
            shown["phase"], shown["turn"] == seat and shown["actions_left"],
            table.view["turn"] == seat, shown["reserve"][seat],
            tuple(shown["barnyards"][seat]), tuple(shown["barns"][seat]),
            shown["graveyards"][seat], shown["hand_sizes"][seat],
            tuple(hands[seat]) if hands and hands[seat] is not None else None,
            field_count(table, seat), shown["points"][seat], shown["wild_wool"][seat], passing(table, seat))


def thinking_dots(table: BoomBahTable, seat: int) -> str:
    """The dots after "thinking" while an AI thinks: always three, as the status bar's
    "Shaun is thinking…" (one and two dots read as "thinking." and "thinking.."); a bright
    dot runs along them, drawn live."""
    if table.match.to_move == seat and table.match.thinking:
        return "..."
    return ""


def status_spot(table: BoomBahTable, seat: int, rect: pygame.Rect) -> tuple[int, int]:
    """Where the status begins: after the name on the name row where it fits there (the
    score line then has the line under it to itself, critic 25), else under the name."""
    if status_on_name(table, seat):
        return after_name(table, seat), rect.y + 5
    return rect.x + 40, rect.y + 22


NAME_GAP = 10  # px: between the name and a status after it on the name row


def after_name(table: BoomBahTable, seat: int) -> int:
    """Where a status after the seat's name on its name row begins."""
    label = seat_label(table.name(seat), table.match.seats[seat].level)
    return table_rect(table, seat).x + 40 + assets.font(18, True).size(label)[0] + NAME_GAP


def status_on_name(table: BoomBahTable, seat: int) -> bool:
    """Whether the seat's status stands after its name on the name row: where the name at
    full size, the status (at least "Passed", its dots and pips) and the badge all fit
    whole, and no Wild Wool is laid (the card stands by the badge)."""
    if table.shown["wild_wool"][seat]:
        return False
    status = status_words(table, seat, short=True)
    if not status:
        return False
    return (after_name(table, seat) + status_width(table, seat, status, STATUS)
            <= badge_rect(table, seat).x - 8)


def player_board(table: BoomBahTable, surface: pygame.Surface, seat: int) -> None:
    board, shown, match = table.board, table.shown, table.match
    rect = pygame.Rect(board.seat_zone("panel", seat).as_tuple())
    deciding = match.to_move == seat and not match.is_over
    draw_panel(surface, rect, palette.PANEL, palette.GOLD if deciding else palette.PANEL_EDGE,
               radius=12, shadow=3)
    look = palette.player(seat)
    ink.rect(surface, look.colour, (rect.x + 3, rect.y + 10, 5, rect.h - 20),
             border_radius=2)
    if shown["phase"] == "setup":
        reserve_row(table, surface, seat)
    else:
        place_row(table, surface, seat, "barnyard", _("Barnyard"), shown["barnyards"][seat])
    place_row(table, surface, seat, "barn", _("Barn"), shown["barns"][seat])
    if board.graveyard_shown(seat):
        graveyard(table, surface, seat)
    if board.pos(seat) and table.replay and (table.shown.get("hands") or [None] * (
            seat + 1))[seat] is not None:
        rival_hand(table, surface, seat)  # a replay's open hand: its cards' names
    else:
        hand_count(table, surface, seat)
        on_the_field(table, surface, seat)
    header(table, surface, seat, rect)


def header(table: BoomBahTable, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
    """The seat's mark and name, what it is doing now, its score badge and a laid Wild
    Wool left of it."""
    shown, match = table.shown, table.match
    seat_mark(surface, seat, (rect.x + 24, rect.y + 20), 11, True)  # the shape its sheep carry
    spot = wild_wool_spot(table, seat)
    box = badge_rect(table, seat)
    right = (spot[0] - BADGE_WIDTH / 2 - 12) if shown["wild_wool"][seat] else box.x - 8
    label = seat_label(table.name(seat), match.seats[seat].level)
    size = name_size(label, right - (rect.x + 40))
    name = fit(label, size, right - (rect.x + 40), bold=True)
    assets.text(surface, name, (rect.x + 40, rect.y + 3 + (18 - size) // 2), size, palette.CREAM,
                bold=True, box=rect)
    status = status_words(table, seat)
    if status:
        size = status_size(table, seat, status)
        at = status_spot(table, seat, rect)
        assets.text(surface, fit(status, size, status_room(table, seat) - pips_width(
            table, seat)), at, size, palette.GOLD, box=rect)
        draw_pips(table, surface, seat, at, size)
    draw_pill(table, surface, seat)
    if shown["wild_wool"][seat]:
        x, y = spot
        image = faces.card(shown["wild_wool"][seat], BADGE_WIDTH)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def name_size(label: str, room: float) -> int:
    """The name's size: 18 px, or 16 where the score pill leaves it too little room (a long
    name with its AI level beside "★ 3 · +15 at end")."""
    return 18 if assets.font(18, True).size(label)[0] <= room else 16


def status_words(table: BoomBahTable, seat: int, short: bool = False) -> str:
    """The one status slot under a seat's name, in one vocabulary on every board:
    "Thinking" (an AI; "Choosing" a person at their own screen; the dots run live after
    it, `boards`), "Your turn: 2 actions" / "2 actions left" (the turn's player),
    "Passed" (it let a card stand, or has nothing to answer with and the table passes for
    it), "Your answer" / "Deciding" (asked out of turn); "" otherwise. `short`: "Passed"
    for what it passed on (the least the slot must hold)."""
    match = table.match
    if busy_word(table, seat):
        return busy_word(table, seat)
    if on_turn(table, seat):
        if seat == table.viewer and match.to_move == seat:
            return pgettext("player board", "Your turn")  # the actions left follow as pips (`action_pips`)
        return _("Their turn")
    if passing(table, seat) or answered_for(match, seat):
        return _("Passed") if short else passed_words(table, seat)
    if match.to_move == seat and not match.is_over:
        if seat != table.viewer:
            return _("Deciding")
        return _("Your answer") if question_open(match) else pgettext("player board", "Your turn")
    return ""


def on_turn(table: BoomBahTable, seat: int) -> bool:
    """Whether the seat's status is its turn's ("Your turn", with its actions as pips)."""
    shown, match = table.shown, table.match
    return (not busy_word(table, seat) and shown["turn"] == seat
            and table.view["turn"] == seat and shown["phase"] == "play"
            and not match.is_over and not answered_for(match, seat))


STATUS_SMALL = 13  # px: a status steps down to this beside a long pill and a laid Wild Wool
PIP_STEP = 10  # px: from one action pip to the next
PIP_GAP = 5  # px: between the status words and the first pip


def action_pips(table: BoomBahTable, seat: int) -> tuple[int, int] | None:
    """(actions left, actions a turn has) where the status is the turn's ("Your turn"):
    they are drawn as pips after it, a full one for each action left, a hollow one for each
    taken (critic 23a: "Dein Zug: 2 Aktionen" left no room for your own board's score
    line); else None."""
    if not on_turn(table, seat):
        return None
    return table.shown["actions_left"], ACTIONS_PER_TURN


def pips_width(table: BoomBahTable, seat: int) -> int:
    """How wide the action pips after the status words are (0 with none)."""
    pips = action_pips(table, seat)
    return PIP_GAP + PIP_STEP * pips[1] if pips else 0


def status_width(table: BoomBahTable, seat: int, words: str, size: int) -> int:
    """How wide the status is drawn: its words, a busy word's dots, the action pips."""
    dots = "..." if busy_word(table, seat) else ""
    return assets.font(size).size(words + dots)[0] + pips_width(table, seat)


def draw_pips(table: BoomBahTable, surface: pygame.Surface, seat: int, at: tuple[int, int],
              size: int) -> None:
    """The action pips after the status words at `at` (their size `size`)."""
    pips = action_pips(table, seat)
    if not pips:
        return
    left, every = pips
    words = status_words(table, seat)
    x = at[0] + assets.font(size).size(words)[0] + PIP_GAP + PIP_STEP // 2
    y = at[1] + assets.font(size).get_height() // 2 + 1
    for i in range(every):
        centre = (x + i * PIP_STEP, y)
        if i < left:
            ink.circle(surface, palette.GOLD, centre, 4)
        else:
            ink.circle(surface, palette.mix(palette.GOLD, palette.PANEL, 0.45), centre, 4, 2)


def status_size(table: BoomBahTable, seat: int, words: str) -> int:
    """STATUS, or STATUS_SMALL where the words (and a busy word's dots) would not fit whole
    beside the score pill and a laid Wild Wool."""
    room = status_room(table, seat)
    return STATUS if status_width(table, seat, words, STATUS) <= room else STATUS_SMALL


def status_room(table: BoomBahTable, seat: int) -> int:
    """How wide the status slot is: from under the name to the "+5 at end" note (and a
    laid Wild Wool) on its right. Every status fits it whole (the tests check)."""
    rect = table_rect(table, seat)
    if status_on_name(table, seat):  # after the name, up to the badge
        return badge_rect(table, seat).x - 8 - status_spot(table, seat, rect)[0]
    limit = now_left(table, seat) - 6  # "Fields 2 = 2 now · +5 at end" on the status line
    if table.shown["wild_wool"][seat]:  # the laid card stands on both lines
        limit = min(limit, round(wild_wool_spot(table, seat)[0] - BADGE_WIDTH / 2) - 2)
    return limit - (rect.x + 40)


def busy_word(table: BoomBahTable, seat: int) -> str:
    """"Thinking" while an AI thinks, "Choosing" while a person at their own screen over
    the network does (its dots are drawn live after it); else ""."""
    if not table.busy_word(seat):
        return ""
    return _("Thinking") if table.match.seats[seat].is_ai else _("Choosing")


PASSED_FOR = 2.0  # s: how long "Passed" stays in the status slot after a seat lets a card stand


def name_row(table: BoomBahTable, seat: int) -> pygame.Rect:
    """A board's top row: the seat's name, what it is doing and its score (what the card
    zoom never covers)."""
    panel = table.board.seat_zone("panel", seat)
    top = min(table.board.seat_zone(part, seat).y for part in ("barn", "barnyard"))
    return pygame.Rect(round(panel.x), round(panel.y), round(panel.w), round(top - panel.y))


def passing(table: BoomBahTable, seat: int) -> bool:
    """Whether the seat passed on a question a moment ago, in this turn (its status slot
    says what it passed on, `passed_words`)."""
    return table.clock - table.passed.get(seat, (-PASSED_FOR, ""))[0] < PASSED_FOR


def passed_words(table: BoomBahTable, seat: int) -> str:
    """What the seat passed on: "Let the card stand", "Let the mine go off", where it fits
    the status slot; else (or another question) "Passed"."""
    about = table.passed.get(seat, (0.0, ""))[1]
    if not about and answered_for(table.match, seat):
        about = (table.shown.get("pending") or [{}])[-1].get("kind", "")
    words = {"answer": _("Let the card stand"), "mine": _("Let the mine go off")}.get(
        about, "")
    if words and assets.font(STATUS_SMALL).size(words)[0] <= status_room(table, seat):
        return words
    return _("Passed")


def hand_seen(shown: dict, seat: int) -> bool:
    """Whether the viewer sees the seat's hand (its own, or every hand once the game is
    over or in a replay): only then does its "+5 at end" count the cards in it."""
    hands = shown.get("hands")
    return bool(hands) and seat < len(hands) and hands[seat] is not None


def end_parts(shown: dict, seat: int) -> list[tuple[str, int, int]]:
    """What the seat's board adds at the end as it stands now, by the results' lines
    (`scoring.score_lines`): (label, how many, worth each). The barn, the barnyard and the
    graveyard are public; the cards in hand only where the viewer sees the hand."""
    return [(label, n, worth) for _part, label, n, worth in _end_parts(shown, seat)]


def _end_parts(shown: dict, seat: int) -> list[tuple[str, str, int, int]]:
    """`end_parts`, each line with the board's part it lies in ("hand", "barnyard", "barn",
    "graveyard"), so each part can say its own share (`part_sums`)."""
    barn = shown["barns"][seat]
    own, rivals = barn[seat], sum(barn) - barn[seat]
    rival = WILD_BARN if shown["wild_wool"][seat] else RIVAL_IN_BARN
    parts = []
    if hand_seen(shown, seat):
        parts.append(("hand", _("Own colour + Wild Wool"),
                      hand_points(shown["hands"][seat], seat), 1))
    return parts + [("barnyard", _("Barnyard sheep"), sum(shown["barnyards"][seat]), 1),
                    ("barn", _("Own sheep in barn"), own, OWN_IN_BARN),
                    ("barn", _("Rivals' sheep in barn"), rivals, rival),
                    ("graveyard", _("Graveyard sheep"), shown["graveyards"][seat], -1)]


def part_sums(shown: dict, seat: int) -> dict[str, tuple[int, int]]:
    """Each part of the board's share of its "+5 at end" (the same lines the pill adds):
    part -> (how many sheep or cards, points); a part that adds nothing is left out. The
    shares add up to the pill's note."""
    sums: dict[str, tuple[int, int]] = {}
    for part, _label, n, worth in _end_parts(shown, seat):
        had = sums.get(part, (0, 0))
        sums[part] = (had[0] + n, had[1] + n * worth)
    return {part: sums[part] for part in sums if sums[part][0]}


def waiting_points(shown: dict, seat: int) -> int:
    """What the seat's board adds at the end as it stands now (`end_parts`): barn, barnyard
    and graveyard for everyone to see, and the cards in hand where the viewer sees them."""
    return sum(n * worth for _label, n, worth in end_parts(shown, seat))


def hidden_hand(shown: dict, seat: int) -> bool:
    """Whether cards in the seat's hand may score at the end unseen by the viewer (a rival's
    hand in play): its badge then says " + ?" after the score."""
    return not hand_seen(shown, seat) and shown["hand_sizes"][seat] > 0


def total(shown: dict, seat: int) -> int:
    """The score if the game ended now: the points collected and what the board adds at the
    end (with the hand's cards that score, where the viewer sees them)."""
    return shown["points"][seat] + waiting_points(shown, seat)


def badge_score(table: BoomBahTable, seat: int) -> int:
    """What every seat's badge counts, one meaning on every board (critic 25: your "★ 8"
    counted your end bonus, a rival's "★ 8 + ?" did not read alike): the points collected
    so far; the end bonus is said beside it ("+4 at end") and counted in once the game is
    over, as the results add it."""
    shown = table.shown
    return total(shown, seat) if table.match.is_over else shown["points"][seat]


def badge_words(table: BoomBahTable, seat: int) -> str:
    """"★ 5": the points collected so far, on every seat's badge alike (the score line
    under it says where they come from and what the board adds at the end)."""
    return score_badge.words(badge_score(table, seat))


def line_choices(table: BoomBahTable, seat: int) -> list[str]:
    """The score line left of the end note: "5 now ·" while the game is on, alike on every
    board (the badge's tooltip says where the points come from). Critics 25 could not read
    tile icons there, critics 26 and 27 read "2 fields · 1 barn" against the Barn box below
    and saw one board drop its "= 5 now" to fit; "" when nothing fits."""
    if table.match.is_over:
        return [""]
    return [_("{n} now").format(n=table.shown["points"][seat]) + " ·", ""]


def line_room(table: BoomBahTable, seat: int) -> int:
    """Where the score line may begin at the left: clear of the status (at its full size)
    and of a laid Wild Wool."""
    rect = table_rect(table, seat)
    left = rect.x + 40
    status = status_words(table, seat, short=True)  # the least the status slot holds
    if status and not status_on_name(table, seat):
        left += status_width(table, seat, status, STATUS) + 8
    if table.shown["wild_wool"][seat]:
        left += BADGE_WIDTH + 4
    return left


def line_words(table: BoomBahTable, seat: int) -> str:
    """The part of the score line left of the end note that fits (`line_choices`)."""
    size = note_size(table, seat)
    face = assets.font(size)
    _note, at = end_note(table, seat)
    room = at.x - face.size(" ")[0] - line_room(table, seat)
    return next((words for words in line_choices(table, seat) if face.size(words)[0] <= room), "")


def now_note(table: BoomBahTable, seat: int) -> tuple[str, pygame.Rect]:
    """"Fields 2 · Barns 3 = 5 now ·" and where it stands: on the status line, just left of
    the "+5 at end"."""
    words = line_words(table, seat)
    _note, at = end_note(table, seat)
    size = note_size(table, seat)
    w, h = assets.font(size).size(words)
    gap = assets.font(size).size(" ")[0] if words else 0
    return words, pygame.Rect(at.x - gap - w, at.y, w, h)


def now_left(table: BoomBahTable, seat: int) -> int:
    """The left end of the score line on the status line."""
    return now_note(table, seat)[1].x


def end_words(table: BoomBahTable, seat: int) -> str:
    """"+6 at end" (or "−1 at end"): what the seat's board adds at the end as it stands, on
    every board alike; "+6 +? at end" where a rival's hand may add to it unseen (critic 26:
    left out silently, it misled, where Black Sheep says "≈" and Sheep Sheep "+ ?")."""
    return signed_end(waiting_points(table.shown, seat), hidden_hand(table.shown, seat))


def signed_end(n: int, hidden: bool = False) -> str:
    if hidden:
        if n < 0:
            return _("−{n} +? at end").format(n=-n)
        return _("+{n} +? at end").format(n=n)
    if n < 0:
        return _("−{n} at end").format(n=-n)
    return _("+{n} at end").format(n=n)


PILL_HEIGHT = 21  # px: the score pill at the top right of a board ("★ 3 now")
NOTE_SIZE = score_badge.NOTE  # px: the "+5 at end" under the pill, on the status line
NOTE_INSET = 4  # px: the note's right end, inside the pill's right end above it
NOTE_SMALL = 13  # px: and beside a laid Wild Wool, which stands on the status line too
NOTE_MINUS = palette.mix((235, 120, 100), palette.CREAM, 0.25)  # "−1 at end": a minus
NOTE_PLUS = palette.mix(palette.GOLD, palette.CREAM, 0.5)


def note_size(table: BoomBahTable, seat: int) -> int:
    """NOTE_SIZE, or NOTE_SMALL where a laid Wild Wool leaves the status less room."""
    return NOTE_SMALL if table.shown["wild_wool"][seat] else NOTE_SIZE


def pill_note(table: BoomBahTable, seat: int) -> str:
    """The "+5 at end" under the seat's score pill, "+0 at end" too (critic 19: "★ 0" at the
    start beside "★ 5 · +0 at end" later read as two different counts)."""
    return end_words(table, seat)


def end_note(table: BoomBahTable, seat: int) -> tuple[str, pygame.Rect] | None:
    """The "+5 at end" under the seat's score pill "★ 3 now", on the status line, its right
    end under the pill's (critic 19: "★ 5 · +2 at end" never said the ★ was the points
    banked, and "now" left no room for the name beside one long pill): its words and where
    they stand."""
    note = pill_note(table, seat)
    pill = badge_rect(table, seat)
    w, h = assets.font(note_size(table, seat)).size(note)
    bottom = min(table.board.seat_zone(part, seat).y for part in ("barn", "barnyard"))
    y = pill.bottom + max(0, round(bottom - pill.bottom - h) // 2)
    return note, pygame.Rect(pill.right - NOTE_INSET - w, y, w, h)


def draw_pill(table: BoomBahTable, surface: pygame.Surface, seat: int) -> None:
    """The shared score badge, "★ 3 now", and under it, right-aligned on the status line,
    what the board adds at the end as it stands ("+5 at end", soft red where the graveyard
    makes it a minus); hover or S gives the breakdown."""
    minus = waiting_points(table.shown, seat) < 0
    score_badge.draw(surface, badge_rect(table, seat), badge_words(table, seat))
    note, where = end_note(table, seat)
    size = note_size(table, seat)
    assets.text(surface, note, where.topleft, size, NOTE_MINUS if minus else NOTE_PLUS)
    now, at = now_note(table, seat)
    if now:
        assets.text(surface, now, at.topleft, size, NOTE_PLUS)


def table_rect(table: BoomBahTable, seat: int) -> pygame.Rect:
    return pygame.Rect(table.board.seat_zone("panel", seat).as_tuple())


def badge_rect(table: BoomBahTable, seat: int) -> pygame.Rect:
    """Where a seat's score pill lies: the right end of its name row, on the name's line,
    as wide as its words."""
    zone = table.board.seat_zone("score", seat)
    return score_badge.rect(badge_words(table, seat), zone.x + zone.w,
                            table_rect(table, seat).y + 1, PILL_HEIGHT)


def wild_wool_spot(table: BoomBahTable, seat: int) -> tuple[float, float]:
    """A laid Wild Wool card's centre, left of the seat's score badge however long it is,
    and left of the "+5 at end" under it (the card is taller than the badge)."""
    zone = table.board.seat_zone("score", seat)
    badge = badge_rect(table, seat)
    left = min(zone.x, badge.x, now_left(table, seat))  # clear of "[safe]×2 2 now · +5 at end"
    return (left - 1 - BADGE_WIDTH / 2, badge.centery + 6)  # clear of the panel's top edge


def badge_at(table: BoomBahTable, pos: tuple[int, int]) -> int | None:
    """The seat whose score badge is under the pointer."""
    return next((seat for seat in range(table.players)
                 if badge_rect(table, seat).collidepoint(pos)), None)


def score_tip(table: BoomBahTable, seat: int) -> str:
    """The score badge's tooltip: where the points so far come from ("★ 4 = Points
    collected: 1 safe field turned over +1, 1 barn turned over +3."), what the barn and
    barnyard add at the end as they stand (`end_line`), and what else counts then; in the
    results screen's words."""
    total = (_("{badge}: the final score.") if table.match.is_over else _(
        "{badge}: the points collected so far; what the board adds counts at the end.")).format(
        badge=badge_words(table, seat))
    return " ".join([total, now_line(table.shown, seat), *([end_line(table.shown, seat)]
                                                    if end_sums(table.shown, seat)
                                                    else []), *then_line(table, seat)])


def now_line(shown: dict, seat: int) -> str:
    """The points so far by source: "★ 4 = Points collected: 1 safe field turned over +1,
    1 barn turned over +3."."""
    points = shown["points"][seat]
    scored = (shown.get("scored") or [None] * (seat + 1))[seat]
    if scored is None:  # a table across the network from an older game
        parts = _("tiles turned over and mines defused")
    else:
        parts = ", ".join(f"{source_words(source, n)} +{n * POINTS_FOR[source]}"
                          for source, n in scored.items() if n) or _(
            "nothing turned over yet")
    return _("{badge} = {label}: {parts}.").format(badge=_("{n} now").format(n=points),
                                                  label=_("Points collected"), parts=parts)


def source_words(source: str, n: int) -> str:
    """"2 safe fields turned over": one source of points on the track, n times."""
    if source == "safe":
        return ngettext("{n} safe field turned over", "{n} safe fields turned over",
                        n).format(n=n)
    if source == "barn":
        return ngettext("{n} barn turned over", "{n} barns turned over", n).format(n=n)
    return ngettext("{n} mine defused", "{n} mines defused", n).format(n=n)


def end_line(shown: dict, seat: int) -> str:
    """"+5 at end = Own colour + Wild Wool 1 · Own sheep in barn 3+3 · Graveyard sheep −1": what
    the board adds at the end as it stands, a piece at a time, in the results' words."""
    return _("{note} = {sums}.").format(note=signed_end(waiting_points(shown, seat)),
                                        sums=" · ".join(end_sums(shown, seat)))


def then_line(table: BoomBahTable, seat: int) -> list[str]:
    """What the "+5 at end" leaves out: a rival's cards in hand, which nobody else sees
    (said, so the note does not pass for the whole of it)."""
    if hand_seen(table.shown, seat):
        return []
    return [table.about(seat, _("Cards in hand not counted (+1 at the end for each of your "
                                "colour or a Wild Wool)."),
                        _("Cards in hand not counted (+1 at the end for each of {name}'s "
                          "colour or a Wild Wool)."))]


def end_sums(shown: dict, seat: int) -> list[str]:
    """What the seat's board adds at the end, a piece at a time, by the results' lines:
    "Own sheep in barn 3+3", "Barnyard sheep 1", "Graveyard sheep −1−1" (only the lines
    that are not nought)."""
    return [f"{label} " + ("+".join([str(worth)] * n) if worth > 0 else f"−{-worth}" * n)
            for label, n, worth in end_parts(shown, seat) if n]


def end_tip(table: BoomBahTable, seat: int) -> str:
    """The tooltip of the "+5 at end" under a score badge: where the five come from."""
    return " ".join([end_line(table.shown, seat), *then_line(table, seat)])


def end_note_at(table: BoomBahTable, pos: tuple[int, int]) -> int | None:
    """The seat whose "+5 at end" note is under the pointer."""
    for seat in range(table.players):
        note = end_note(table, seat)
        if note is not None and note[1].inflate(4, 0).collidepoint(pos):
            return seat
    return None


def part_at(table: BoomBahTable, pos: tuple[int, int]) -> tuple[str, int] | None:
    """The part of a player board under the pointer that has a tooltip: its barn, its
    barnyard (once the setup is over) or its graveyard, and the seat."""
    parts = ("barn", "graveyard") if table.shown["phase"] == "setup" else (
        "barn", "barnyard", "graveyard")
    for seat in range(table.players):
        for part in parts:
            if pygame.Rect(table.board.seat_zone(part, seat).as_tuple()).collidepoint(pos):
                return part, seat
    return None


def part_tip(table: BoomBahTable, part: str, seat: int) -> str:
    """What a board's barn, barnyard or graveyard holds and what it scores at the end (the
    numbers over a barn's places and the figures in a row, in words)."""
    if part == "barn":
        rival = WILD_BARN if table.shown["wild_wool"][seat] else RIVAL_IN_BARN
        return table.about(
            seat, _("Your barn: the sheep in it, whoever they belong to, score you at the end: "
                    "+{own} for each of yours, +{rival} for each of a rival's."),
            _("{name}'s barn: the sheep in it, whoever they belong to, score {name} at the end: "
              "+{own} for each of their own, +{rival} for each of a rival's."),
            own=OWN_IN_BARN, rival=rival)
    if part == "barnyard":
        return table.about(
            seat, _("Your barnyard: each sheep in it, whatever its colour, scores you +1 at "
                    "the end."),
            _("{name}'s barnyard: each sheep in it, whatever its colour, scores {name} +1 at "
              "the end."))
    return table.about(
        seat, _("Your graveyard: your lost sheep. Each costs you 1 point at the end."),
        _("{name}'s graveyard: {name}'s lost sheep. Each costs {name} 1 point at the end."))


def _row(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A part of the board: a darker well in the panel."""
    shade = canvas.blank(rect.size)
    ink.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=8)
    surface.blit(shade, rect)


def _label(surface: pygame.Surface, rect: pygame.Rect, label: str, header: bool = False) -> None:
    """The part's name, at its bottom left under whatever it holds, or as a `header` at
    its top left (`Board.header`)."""
    assets.text(surface, label, label_rect(rect, label, header).topleft, LABEL,
                palette.CREAM_DARK, box=rect)


def place_row(table: BoomBahTable, surface: pygame.Surface, seat: int, kind: str, label: str,
              counts: list[int]) -> None:
    """A barn or a barnyard: its picture and its name ("Barn", "Barnyard"; what a sheep
    scores there is the row's tooltip and the reference's, said once), then a sheep of each
    colour it holds with the count (the colours keep their slots, so a sheep flying in
    lands where it will stand)."""
    board = table.board
    rect = pygame.Rect(board.seat_zone(kind, seat).as_tuple())
    _row(surface, rect)
    picture_rect = row_picture(table, seat, kind)
    if kind == "barn":
        picture = assets.svg(f"bb_barn_{seat}", picture_rect.size)  # glossy, as the tiles' barns
        if board.backdrop(seat):  # behind the sheep: dimmed, so their numbers read on it
            picture = picture.copy()
            picture.fill((255, 255, 255, BACKDROP_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(picture, picture_rect)
    else:
        fence(surface, picture_rect)
    height = board.row_sheep(seat)
    standing = []
    for colour, n in enumerate(counts):  # only sheep that stand there, bright and whole
        if not n:
            continue
        x, y = board.place_spot(kind, seat, colour, standing_colours(counts))
        figure = faces.sheep(colour, height)
        at = figure.get_rect(midbottom=(round(x), round(y)))
        surface.blit(figure, at)
        standing.append((n, at))
    figures = [at for _n, at in standing]
    name = row_name_rect(table, seat, kind, label)  # always named (critics 21: German
    # "1 eigenes, 1 fremdes · +5" without "Scheune"): its share shortens instead, "1+1 · +5"
    share = draw_share(table, surface, seat, kind, name, rect)
    for n, at in standing:  # over every figure, so no neighbour hides a count
        count(surface, n, at, rect, share, figures)
    assets.text(surface, label, name.topleft, LABEL, palette.CREAM_DARK, box=rect)
    if not standing:  # an empty box says so (critic 25: big dead brown areas)
        words, at = empty_note(table, seat, kind)
        assets.text(surface, words, at.topleft, EMPTY_SIZE, EMPTY_COLOUR, box=rect)


EMPTY_SIZE = 14  # px: "empty" in a box that holds no sheep
EMPTY_COLOUR = palette.mix(palette.PANEL, palette.CREAM, 0.5)  # dim: read, not shouted


def empty_note(table: BoomBahTable, seat: int, kind: str) -> tuple[str, pygame.Rect]:
    """"no sheep yet" in an empty barn or barnyard, and where: centred in the room its name
    leaves (under a header name, above a name at the bottom)."""
    rect = pygame.Rect(table.board.seat_zone(kind, seat).as_tuple())
    words = pgettext("board box", "no sheep yet")
    if assets.font(EMPTY_SIZE).size(words)[0] > rect.w - 8:  # a narrow box (a replay's)
        words = pgettext("board box", "empty")
    w, h = assets.font(EMPTY_SIZE).size(words)
    if table.board.backdrop(seat):  # under the row's picture, clear of it and the name
        picture = row_picture(table, seat, kind)
        y = picture.bottom + 2  # under it where there is room, else over it (a low fence)
        if y + h > rect.bottom - LABEL_ROOM:
            y = max(rect.y + 2, picture.y - h - 2)
        return words, pygame.Rect(rect.centerx - w // 2, y, w, h)
    cy = rect.y + LABEL_ROOM + (rect.h - LABEL_ROOM) // 2
    return words, pygame.Rect(rect.centerx - w // 2, cy - h // 2, w, h)


SHARE = 14  # px: a part's share of the "+5 at end" beside its name ("2 sheep · +5")
SHARE_GAP = 5  # px: between a part's name and its share


def share_words(shown: dict, seat: int, part: str, room: int) -> str:
    """A part's share of the pill's "+5 at end", the longest that fits `room`: the barn
    says why its sheep are worth what they are ("1 own · +3", "1 rival · +2", "1 own,
    1 rival · +5": critic 19 saw "1 sheep · +3" beside "1 sheep · +2" unexplained), the
    others "2 sheep · −2"; else only "+5" (never the cryptic "2 · −2"); a hand only its
    "+1" (the cards of your colour); "" where the part adds nothing."""
    n, points = part_sums(shown, seat).get(part, (0, 0))
    if not n:
        return ""
    worth = f"−{-points}" if points < 0 else f"+{points}"
    if part == "hand":
        return worth
    return _share_choice(shown, seat, part, n, worth, room)


def barn_words(shown: dict, seat: int, worth: str) -> list[str]:
    """A barn's share, own and rivals' sheep named apart, so "+3" and "+2" explain
    themselves: "1 own · +3", "2 rivals · +4", "1 own, 1 rival · +5"."""
    barn = shown["barns"][seat]
    own, rivals = barn[seat], sum(barn) - barn[seat]
    mine = ngettext("{n} own", "{n} own", own).format(n=own)
    theirs = ngettext("{n} rival", "{n} rivals", rivals).format(n=rivals)
    if own and rivals:  # "1 own, 1 rival · +5" (the reference says it so too), else "+5"
        return [both_words(own, rivals, worth)]
    named = (ngettext("{n} own sheep", "{n} own sheep", own).format(n=own) if own else
             ngettext("{n} rival's sheep", "{n} rivals' sheep", rivals).format(n=rivals))
    return [f"{named} · {worth}", f"{mine if own else theirs} · {worth}"]  # with the noun if it fits


def both_words(own: int, rivals: int, worth: str) -> str:
    """A barn's share with own and rivals' sheep in it: "1 own, 2 rivals · +7", the one
    notation of a barn on every board and in the reference (critics 23: a board's "1+1 · +5"
    beside another's words, the reference's "1+2 · +7")."""
    mine = ngettext("{n} own", "{n} own", own).format(n=own)
    theirs = ngettext("{n} rival", "{n} rivals", rivals).format(n=rivals)
    return _("{own}, {rivals} · {worth}").format(own=mine, rivals=theirs, worth=worth)


def _share_choice(shown: dict, seat: int, part: str, n: int, worth: str, room: int) -> str:
    """The longest of a part's shares that fits `room`, else only its points (a barn's
    sheep are named own and rivals' or not at all: "2 sheep · +5" would not say why)."""
    font = assets.font(SHARE, True)
    sheep = ngettext("{n} sheep", "{n} sheep", n).format(n=n) + " · " + worth
    for words in (barn_words(shown, seat, worth) if part == "barn" else [sheep]):
        if font.size(words)[0] <= room:
            return words
    return worth


def share_rect(table: BoomBahTable, seat: int, part: str, name: pygame.Rect,
               row: pygame.Rect) -> tuple[str, pygame.Rect]:
    """Where a part's share stands: on its name's line, right after the name."""
    words = share_words(table.shown, seat, part, row.right - 4 - (name.right + SHARE_GAP))
    w, h = assets.font(SHARE, True).size(words) if words else (0, 0)
    return words, pygame.Rect(name.right + SHARE_GAP, name.centery - h // 2, w, h)


def draw_share(table: BoomBahTable, surface: pygame.Surface, seat: int, part: str,
               name: pygame.Rect, row: pygame.Rect) -> pygame.Rect:
    """A part's share of the pill's "+5 at end" after its name, gold (soft red for the
    graveyard's minus), so the pill adds up by eye without hovering (critic 17). Returns the
    name and the share together, which a figure's count keeps clear of."""
    words, at = share_rect(table, seat, part, name, row)
    if not words:
        return name
    assets.text(surface, words, at.topleft, SHARE, NOTE_MINUS if words.startswith("−")
                else palette.GOLD, bold=True, box=row)
    return name.union(at)


def standing_colours(counts: list[int]) -> list[int]:
    """The colours that have a sheep in a barn or barnyard (they stand centred as a group)."""
    return [colour for colour, n in enumerate(counts) if n]


BACKDROP_BARN = 84  # px: the most a barn's picture behind its sheep gets (critics 20: "huge")
HEADER_ICON = 18  # px: the barn's or fence's picture before a row's name at its top


def row_name_rect(table: BoomBahTable, seat: int, kind: str, label: str) -> pygame.Rect:
    """Where a barn's or barnyard's name is written: at the bottom left under the sheep on
    the tall boards of two players, else at the top left after the row's small picture."""
    rect = pygame.Rect(table.board.seat_zone(kind, seat).as_tuple())
    if table.board.backdrop(seat):
        return label_rect(rect, label)
    return label_rect(rect, label, True).move(2 + HEADER_ICON, 0)


def row_picture(table: BoomBahTable, seat: int, kind: str) -> pygame.Rect:
    """Where a barn's or a barnyard's picture lies: as large as the room above the row's
    name, behind its sheep (the tall boards of two players), else small before the row's
    name at its top left."""
    board = table.board
    rect = pygame.Rect(board.seat_zone(kind, seat).as_tuple())
    room = rect.h - LABEL_ROOM - 6
    if board.backdrop(seat):
        side = min(room, rect.w - 12, BACKDROP_BARN)
        if kind == "barn":
            return pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.y + 4)
        return pygame.Rect(rect.x + 6, rect.y + 4 + room - side // 2, rect.w - 12, side // 2)
    side = HEADER_ICON
    name_mid = rect.y + 2 + assets.font(LABEL).get_height() // 2
    if kind == "barn":
        return pygame.Rect(rect.x + 5, name_mid - side // 2 - 1, side, side)
    return pygame.Rect(rect.x + 5, name_mid - side * 2 // 5, side, side * 4 // 5)  # a fence


def label_rect(rect: pygame.Rect, label: str, header: bool = False) -> pygame.Rect:
    """Where `_label` writes a part's name."""
    w, h = assets.font(LABEL).size(label)
    return pygame.Rect(rect.x + 6, rect.y + 2 if header else rect.bottom - LABEL - 4, w, h)


def count_tag(n: int, figure: pygame.Rect, row: pygame.Rect, label: str | pygame.Rect,
              figures: list[pygame.Rect] = ()) -> pygame.Rect:
    """Where a figure's count goes: right of its base if nothing stands there, else under
    its feet, else (the part's name or a barn's value line is there) on the figure's top
    right corner, over its fleece, else right of the name; never on a figure's base, which
    carries the seat's shape."""
    tag = pygame.Rect((0, 0), assets.font(COUNT, True).size(f"×{n}")).inflate(6, 0)
    tag.bottomleft = (figure.right + 1, figure.bottom)
    others = [f for f in figures if f != figure]
    name = label if isinstance(label, pygame.Rect) else label_rect(row, label)
    if row.contains(tag) and tag.collidelist(others) < 0 and not tag.colliderect(name):
        return tag
    tag.midtop = (figure.centerx, figure.bottom + 1)
    if tag.colliderect(name) or not row.inflate(-4, -2).contains(tag):  # no room under it
        bases = [faces.mark_rect(f.h).move(f.topleft) for f in [figure, *others]]
        for top in (figure.y - 1, name.bottom + 1):  # its fleece's corner, or under a name
            corner = tag.copy()
            corner.topright = (figure.right + 2, top)
            corner = corner.clamp(row.inflate(-4, -2))
            crowded = corner.collidelist(others) >= 0  # on a neighbour's fleece: a barn's only
            if (not corner.colliderect(name) and corner.collidelist(bases) < 0
                    and (not crowded or isinstance(label, pygame.Rect))):
                return corner
        tag.x = name.right + 3
    return tag.clamp(row.inflate(-4, -2))


def count(surface: pygame.Surface, n: int, figure: pygame.Rect, row: pygame.Rect,
          label: str | pygame.Rect,
          figures: list[pygame.Rect] = ()) -> None:
    """How many sheep a figure stands for (two or more), on a dark tag beside it."""
    if n < 2:
        return
    tag = count_tag(n, figure, row, label, figures)
    ink.rect(surface, palette.INK, tag, border_radius=6)
    assets.text(surface, f"×{n}", tag.center, COUNT, palette.CREAM, bold=True,
                anchor="center", box=row)


def fence(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A little wooden fence: the barnyard's picture."""
    posts = 4
    step = rect.w / posts
    for i in range(posts):
        post = pygame.Rect(round(rect.x + step * (i + 0.3)), rect.y + rect.h // 5,
                           max(3, round(step * 0.3)), rect.h * 4 // 5)
        ink.rect(surface, palette.WOOD_LIGHT, post, border_radius=2)
        ink.rect(surface, palette.WOOD_DARK, post, 1, border_radius=2)
    for share in (0.4, 0.75):
        y = round(rect.y + rect.h * share)
        ink.line(surface, palette.WOOD, (rect.x, y), (rect.right, y), 4)


def reserve_row(table: BoomBahTable, surface: pygame.Surface, seat: int) -> None:
    """During setup the barnyard's box holds the sheep still to place, one figure each, every
    one seen whole (`Board.reserve_spots`), under their own name, the supply ("Supply: 5 to
    place"): the barnyard is where sheep score +1 at the end, a word kept for that alone
    (critic 17)."""
    rect = pygame.Rect(table.board.seat_zone("barnyard", seat).as_tuple())
    n = table.shown["reserve"][seat]
    _row(surface, rect)
    height, spots = table.board.reserve_spots(seat, n)
    figure = faces.sheep(seat, height)
    for x, y in spots:
        surface.blit(figure, figure.get_rect(midbottom=(round(x), round(y))))
    _label(surface, rect, _("Supply: {n} to place").format(n=n), table.board.header(seat))


def graveyard(table: BoomBahTable, surface: pygame.Surface, seat: int) -> None:
    """A headstone, and the seat's lost sheep (greyed) with their count."""
    rect = pygame.Rect(table.board.seat_zone("graveyard", seat).as_tuple())
    _row(surface, rect)
    behind = table.board.backdrop(seat)  # a tall stone, the lost sheep in front of it
    side = min(rect.h - LABEL_ROOM - 8, STONE_TALL if behind else STONE)
    stone = pygame.Rect(rect.x + 8, 0, round(side * 0.7), side)
    header = table.board.header(seat)
    stone.bottom = round(table.board.foot(table.board.seat_zone("graveyard", seat), side, header))
    headstone(surface, stone)
    share = draw_share(table, surface, seat, "graveyard", label_rect(rect, _("Graveyard"), header),
                       rect)
    n = table.shown["graveyards"][seat]
    if n:
        figure = lost(seat, table.board.grave_sheep(seat), opaque=behind)
        at = figure.get_rect(bottomleft=(stone.right + 4, stone.bottom))
        if behind:
            at.midbottom = tuple(map(round, table.board.spot_of("graveyard", seat)))
        surface.blit(figure, at)
        count(surface, n, at, rect, share)
    _label(surface, rect, _("Graveyard"), header)


def headstone(surface: pygame.Surface, stone: pygame.Rect) -> pygame.Rect:
    """The graveyard's picture filling `stone`: the cards' glossy headstone with a sheep
    engraved on it (critic 19: a flat grey stone with a cross matched nothing else)."""
    surface.blit(assets.svg("bb_headstone", stone.size), stone)
    return stone


def lost(seat: int, height: int, opaque: bool = False) -> pygame.Surface:
    """A sheep of the graveyard: its figure, faded (greyed but solid where it stands before
    its headstone, whose cross would show through it)."""
    figure = faces.sheep(seat, height).copy()
    figure.fill((150, 150, 150, 255 if opaque else 170), special_flags=pygame.BLEND_RGBA_MULT)
    return figure


def rival_hand(table: BoomBahTable, surface: pygame.Surface, seat: int) -> None:
    """A rival's open hand in a replay: its cards' names on tags, the whole box."""
    rect = pygame.Rect(table.board.seat_zone("hand", seat).as_tuple())
    _row(surface, rect)
    cards = table.shown["hands"][seat]
    for card, (tag, rows, size) in zip(cards, hand_tags(table, seat, cards), strict=True):
        name_tag(table, surface, card, tag, rows, size)


def rival_card(table: BoomBahTable, seat: int, i: int, count_: int) -> pygame.Rect:
    """Where the i-th of `count_` backs lies in a board's hand part (`hand_part`): fanned
    from the left, above the part's name ("Hand"), left of the "×4" beside them, so a card
    flying in lands there and covers no word."""
    rect = hand_part(table, seat)
    width = min(HAND_CARD, round((rect.h - LABEL_ROOM - 8) * faces.CARD_RATIO),
                round(rect.w * 0.4))
    step = max(0.0, min(10, (rect.w * 0.62 - 6 - width) / max(1, count_ - 1))) if count_ > 1 else 0
    top = rect.y + (rect.h - LABEL_ROOM - round(width / faces.CARD_RATIO)) // 2 + (
        LABEL_ROOM if table.board.header(seat) else 0)
    return pygame.Rect(round(rect.x + 6 + i * step), top, width,
                       round(width / faces.CARD_RATIO))


def fourth_box(table: BoomBahTable, seat: int) -> pygame.Rect:
    """A board's last box, under its graveyard: a rival's "hand" zone, your "field_0"."""
    kind = "hand" if table.board.pos(seat) else "field"
    zone = table.board.layout.zones.get(f"{kind}_{table.board.pos(seat)}")
    if zone is None:  # a map without it
        return pygame.Rect(table.board.seat_zone("graveyard", seat).as_tuple()).move(0, 0)
    return pygame.Rect(zone.as_tuple())


STACKED = 120  # px: a board's last box this tall (two players) holds its parts one above
# the other, a shorter one side by side


def hand_part(table: BoomBahTable, seat: int) -> pygame.Rect:
    """The first half of a board's last box (its left, or its top in a tall box): how many
    cards the seat holds."""
    box = fourth_box(table, seat)
    if box.h >= STACKED:
        return pygame.Rect(box.x, box.y, box.w, box.h // 2 - 2)
    return pygame.Rect(box.x, box.y, box.w // 2 - 2, box.h)


def field_part(table: BoomBahTable, seat: int) -> pygame.Rect:
    """The second half of a board's last box (its right, or its bottom): how many of the
    seat's sheep are on the pasture."""
    box = fourth_box(table, seat)
    if box.h >= STACKED:
        return pygame.Rect(box.x, box.y + box.h // 2 + 2, box.w, box.h - box.h // 2 - 2)
    return pygame.Rect(box.x + box.w // 2 + 2, box.y, box.w - box.w // 2 - 2, box.h)


def hand_count(table: BoomBahTable, surface: pygame.Surface, seat: int) -> None:
    """The hand part of every board alike: the seat's card backs (a small fan) and how
    many, "Hand" under them."""
    rect = hand_part(table, seat)
    n = table.shown["hand_sizes"][seat]
    _row(surface, rect)
    spots = [rival_card(table, seat, i, n) for i in range(n)]
    for spot in spots:
        surface.blit(faces.card(None, spot.w), spot)
    if not spots:  # an empty hand: a card's outline and "0" (nothing read as no news)
        spots = [rival_card(table, seat, 0, 1)]
        ink.rect(surface, palette.PANEL_EDGE, spots[0], 2, border_radius=4)
    if spots:
        fan = spots[0].unionall(spots[1:])
        tag = pygame.Rect((0, 0), assets.font(COUNT, True).size(f"×{n}")).inflate(6, 0)
        share = share_tag(table, seat, rect, fan)
        tag.midleft = (fan.right + 2, fan.centery - (share.h // 2 + 1 if share else 0))
        tag = tag.clamp(rect.inflate(-4, -2))
        ink.rect(surface, palette.INK, tag, border_radius=6)
        assets.text(surface, f"×{n}", tag.center, COUNT, palette.CREAM, bold=True,
                    anchor="center", box=rect)
        hand_share(table, surface, seat, rect, fan)
    _label(surface, rect, _("Hand"), table.board.header(seat))


def hand_share(table: BoomBahTable, surface: pygame.Surface, seat: int, rect: pygame.Rect,
               fan: pygame.Rect) -> None:
    """Your hand's share of the "+5 at end" (its cards of your colour and Wild Wools): "+1"
    after "Hand" where the part leaves room, else on a dark tag over the cards' foot."""
    name = label_rect(rect, _("Hand"), table.board.header(seat))
    words, at = share_rect(table, seat, "hand", name, rect)
    if not words:
        return
    tag = share_tag(table, seat, rect, fan)
    if not tag:
        draw_share(table, surface, seat, "hand", name, rect)
        return
    ink.rect(surface, palette.INK, tag, border_radius=6)
    assets.text(surface, words, tag.center, SHARE, palette.GOLD, bold=True, anchor="center",
                box=rect)


def share_tag(table: BoomBahTable, seat: int, rect: pygame.Rect,
              fan: pygame.Rect) -> pygame.Rect | None:
    """Where the hand's "+1" stands on a dark tag where it has no room after "Hand": right
    of the cards, under their "×4" (critic 23: on the cards' foot it hid their art); None
    where it stands after "Hand" (or the hand adds nothing)."""
    name = label_rect(rect, _("Hand"), table.board.header(seat))
    words, at = share_rect(table, seat, "hand", name, rect)
    if not words or at.right <= rect.right - 3:
        return None
    tag = at.inflate(6, 0)
    tag.topleft = (fan.right + 2, fan.centery + 1)
    return tag.clamp(rect.inflate(-4, -2))


def hand_tags(table: BoomBahTable, seat: int,
              cards: list[str]) -> list[tuple[pygame.Rect, list[str], int]]:
    """A rival's open hand in a replay: each card's name on a tag, in as few columns and at
    the largest size (13 or 12 px) that fit every name whole (on two rows at most); the
    most columns at 12 px if none do."""
    for size in TAG_SIZES:
        for columns in range(1, len(cards) + 1):
            tags, fits = _tags(table, seat, cards, size, columns)
            if fits:
                return tags
    return tags


def _tags(table: BoomBahTable, seat: int, cards: list[str], size: int,
          columns: int) -> tuple[list[tuple[pygame.Rect, list[str], int]], bool]:
    font = assets.font(size)
    rects = [pygame.Rect(*(round(v) for v in r))
             for r in table.board.hand_grid(seat, len(cards), columns)]
    tags = [(rect, wrap(card_title(card), size, rect.w - TAG_PAD), size)
            for card, rect in zip(cards, rects, strict=True)]
    fits = all(len(rows) <= 2 and len(rows) * font.get_linesize() <= rect.h
               and all(font.size(row)[0] <= rect.w - TAG_PAD for row in rows)
               for rect, rows, _size in tags)
    return tags, fits


def name_tag(table: BoomBahTable, surface: pygame.Surface, card: str, rect: pygame.Rect,
             rows: list[str], size: int) -> None:
    """One card of a replay's open hand: its name on a cream tag edged in its colour, the
    colour's mark (its shape, with the marks on) left of the name where the name leaves room."""
    ink.rect(surface, palette.CREAM, rect, border_radius=5)
    ink.rect(surface, palette.player(card_colour(card)).colour, rect, 2, border_radius=5)
    font = assets.font(size)
    left = rect.x + TAG_PAD // 2
    if all(font.size(row)[0] <= rect.w - TAG_PAD - MARK_ROOM for row in rows):
        seat_mark(surface, card_colour(card), (left + 4, rect.centery), 5, table.marks)
        left += MARK_ROOM
    top = rect.centery - len(rows) * font.get_linesize() / 2
    for i, row in enumerate(rows):
        assets.text(surface, row, (left, round(top + i * font.get_linesize())), size,
                    palette.INK, box=rect)


def field_count(table: BoomBahTable, seat: int) -> int:
    """How many of the seat's sheep are out on the pasture as drawn now: standing on a
    space, or hopping from one space to another (it never leaves the field then)."""
    standing = sum(1 for c in cells.CELLS if table.shown["sheep"][c] == seat)
    return standing + sum(1 for colour, _sprite in table.field_hops if colour == seat)


def on_the_field(table: BoomBahTable, surface: pygame.Surface, seat: int) -> None:
    """The field part of every board alike: how many of the seat's sheep are out on the
    pasture (start spaces and field), "×6" beside one of them, "Field" under it (or over
    it, `Board.header`)."""
    rect = field_part(table, seat)
    n = field_count(table, seat)
    _row(surface, rect)
    if n:
        room = rect.h - LABEL_ROOM  # standing centred in the room "Field" leaves
        height = min(table.board.row_sheep(seat), round(rect.w * 0.5), room - 6)
        figure = faces.sheep(seat, height)
        at = figure.get_rect(bottomleft=(rect.x + 4, round(table.board.foot(
            rect, height, table.board.header(seat)))))
        surface.blit(figure, at)
        tag = pygame.Rect((0, 0), assets.font(COUNT, True).size(f"×{n}")).inflate(6, 0)
        tag.bottomleft = (at.right - 2, at.bottom)
        tag = tag.clamp(rect.inflate(-4, -2))
        ink.rect(surface, palette.INK, tag, border_radius=6)
        assets.text(surface, f"×{n}", tag.center, COUNT, palette.CREAM, bold=True,
                    anchor="center", box=rect)
    _label(surface, rect, _("Board"), table.board.header(seat))  # (critic 19: "Field" was
    # also the tiles' word, "safe field"; "Board" as in "no sheep left on the board")
