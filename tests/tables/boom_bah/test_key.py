"""What a player sees without hovering (a critic cannot hover): a barn's value line says what
a sheep scores there, apart from the sheep in it, and the log's empty room holds a key to the
board's tiles and the shapes; the key gives way to the log's lines and never covers one."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables.boom_bah import boards
from game.view import assets
from tests.tables.boom_bah.test_table import ai, start

SEATS = {2: [Seat("Anna"), ai(1)], 4: [Seat("Anna"), ai(1), ai(2), ai(3)]}


@pytest.fixture
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def said(app, table) -> dict[str, assets.Written]:
    with assets.recording() as written:
        table.draw(app.screen)
    return {w.message: w for w in written.values()}


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
@pytest.mark.parametrize("players", [2, 4])
def test_a_barn_s_value_line_stands_apart_from_the_sheep_in_it(app, monkeypatch, lang,
                                                             players):
    """A critic: every barn mixed faded value places ("+2", "+3") with the sheep standing in
    it. A barn shows only the sheep in it now, bright, with their count; what a sheep scores
    there is one line under them: "Barn:", the owner's shape "+3", "others +2" (with a laid
    Wild Wool "every sheep +3"), at 14 px, whole, covered by no count."""
    table = start(app, SEATS[players])
    shown = table.shown
    shown["phase"] = "play"
    shown["barns"] = [[0] * players for _ in range(players)]
    shown["barns"][1][0] = 2  # two of your sheep in seat 1's barn
    shown["wild_wool"] = [None] * players
    shown["wild_wool"][players - 1] = f"wild_wool:{players - 1}"
    figures: list[tuple[int, pygame.Rect]] = []
    real_sheep = boards.faces.sheep
    monkeypatch.setattr(boards.faces, "sheep", lambda colour, height, *a, **k: (
        figures.append((colour, height)), real_sheep(colour, height, *a, **k))[1])
    with assets.recording() as written:
        for seat in range(players):
            figures.clear()
            boards.place_row(table, app.screen, seat, "barn", "Barn", shown["barns"][seat])
            assert len(figures) == sum(1 for n in shown["barns"][seat] if n)  # no faded sheep
    texts = list(written.values())
    assert not [w for w in texts if w.message.startswith("+") and w.message[1:2].isdigit()
                and w.size > 14]  # no big worth on a place any more
    barn = {"en": "Barn:", "de": "Scheune:"}[lang]
    for seat in range(players):
        row = pygame.Rect(table.board.seat_zone("barn", seat).as_tuple())
        line = boards.legend_rect(table, row, seat)
        assert row.contains(line) and line.right <= row.right - 6, (seat, line)
        narrow = pygame.Rect(row.x, row.y, 162, row.h)  # a replay's barn beside its barnyard
        assert boards.legend_rect(table, narrow, seat).right <= narrow.right - 6
        parts = boards.legend_parts(table, seat)
        assert parts[0] == ("text", barn)
        every, others = {"en": ("every sheep +3", "others +2"),
                         "de": ("jedes Schaf +3", "sonst +2")}[lang]
        if seat == players - 1:  # Wild Wool: every sheep in this barn scores 3
            assert parts[1:] == [("text", every)]
        else:
            assert parts[1:3] == [("marks", [seat]), ("text", "+3,")]  # the owner's shape first
            assert parts[-1] == ("text", others)
    line_words = [w for w in texts if w.message in (barn, "+3,", every, others)]
    assert line_words and all(w.size >= 14 for w in line_words)
    row = pygame.Rect(table.board.seat_zone("barn", 1).as_tuple())
    at = pygame.Rect(0, 0, 20, 30)
    at.midbottom = tuple(map(round, table.board.place_spot("barn", 1, 0)))
    tag = boards.count_tag(2, at, row, boards.legend_rect(table, row, 1), [at])
    assert not tag.colliderect(boards.legend_rect(table, row, 1))


@pytest.mark.parametrize("players", [2, 4])
def test_a_card_flying_to_a_rival_lands_on_its_hand_above_the_box_s_words(app, players):
    """A drawn or taken card flew to the middle of the rival's hand box at 60 px and lay over
    the box's "4 cards" and the graveyard's name above it; it lands on its own back now."""
    from game.tables.boom_bah.card_motion import CardMotion
    table = start(app, SEATS[players])
    motion = CardMotion(table)
    for seat in range(1, players):
        zone = pygame.Rect(table.board.seat_zone("hand", seat).as_tuple())
        name = boards.label_rect(zone, "5 cards")
        for count in range(1, 9):
            for i in range(count):
                (x, y), width = motion.hand_spot(seat, i, count)
                lands = pygame.Rect(0, 0, round(width), round(width / 0.714))
                lands.center = (round(x), round(y))
                assert zone.contains(lands) and not lands.colliderect(name), (seat, i, count)


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
def test_a_rival_with_one_card_says_one_card(app, lang):
    table = start(app, SEATS[2])
    table.shown["hand_sizes"][1] = 1
    assert "×1" in said(app, table)
    table.shown["hand_sizes"][1] = 3
    assert "×3" in said(app, table) and {"en": "Hand", "de": "Hand"}[lang] in said(app, table)


def placed_words(app, table, monkeypatch) -> dict[str, tuple[pygame.Rect, float]]:
    """Each line of text the table draws: where it lands and at what size."""
    seen: dict[str, tuple[pygame.Rect, float]] = {}
    real = assets.text

    def spy(surface, message, *args, **kwargs):
        where = real(surface, message, *args, **kwargs)
        if surface is not None:
            seen[message] = (where, 0.0)
        return where

    monkeypatch.setattr(assets, "text", spy)
    with assets.recording() as written:
        table.update(1 / 60)
        table.draw(app.screen)
    monkeypatch.undo()
    sizes = {w.message: w.size for w in written.values()}
    return {m: (r, sizes.get(m, 0.0)) for m, (r, _s) in seen.items()}


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
@pytest.mark.parametrize("sized", [(1280, 720), (2560, 1440)], indirect=True)
@pytest.mark.parametrize("players", [2, 4])
def test_a_barnyard_says_what_each_sheep_in_it_scores(sized, lang, players):
    """An empty barnyard was a fence and the word "Barnyard" in a tall, empty row: its name
    says what a sheep there scores, whole, where no count's tag lies on it."""
    from tests.tables.test_layout_boom_bah import seated
    table = seated(sized, players)
    caption = {"en": "Barnyard: +1 per sheep", "de": "Hof: +1 je Schaf"}[lang]
    written = said(sized, table)
    assert caption in written and written[caption].size >= 12
    for seat in range(players):
        row = pygame.Rect(table.board.seat_zone("barnyard", seat).as_tuple())
        assert boards.label_rect(row, caption).right <= row.right - 6
    row = pygame.Rect(table.board.seat_zone("barnyard", 1).as_tuple())
    standing = []
    for colour in range(players):
        x, y = table.board.place_spot("barnyard", 1, colour)
        standing.append((5, pygame.Rect(round(x) - 14, round(y) - 30, 28, 30)))
    figures = [at for _n, at in standing]
    name = boards.barnyard_caption(row, standing, figures)
    tags = [boards.count_tag(n, at, row, name, figures) for n, at in standing]
    assert not any(tag.colliderect(boards.label_rect(row, name)) for tag in tags)


def test_a_rival_s_hand_fills_its_part_of_the_tall_board_of_two_players(app):
    """With two players a board's last box is 148 px tall: its hand part is its top half
    (the field part under it), and the backs are as large as that lets them be, whole
    inside it and above its name."""
    table = start(app, SEATS[2])
    part = boards.hand_part(table, 1)
    assert part.h >= 60 and part.w >= 100
    name = boards.label_rect(part, "Hand")
    spots = [boards.rival_card(table, 1, i, 4) for i in range(4)]
    assert all(s.w >= 30 and part.contains(s) and not s.colliderect(name) for s in spots)


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_barn_count_stays_by_its_own_sheep(app, lang, players):
    """Three players: a rival's two sheep in a barn beside empty places had their "×2"
    pushed right of the long name "Barn: end points per sheep", under the next colour's
    ring, where it read as that colour's: the name is short then, the count by its sheep."""
    from game.tables.boom_bah import faces
    from tests.tables.test_layout_boom_bah import seated
    table = seated(app, players)
    seat = 1
    row = pygame.Rect(table.board.seat_zone("barn", seat).as_tuple())
    height = table.board.row_sheep(seat)
    line = boards.legend_rect(table, row, seat)
    for colour in range(players):
        foot = table.board.place_spot("barn", seat, colour)
        at = faces.sheep(colour, height).get_rect(midbottom=tuple(map(round, foot)))
        tag = boards.count_tag(2, at, row, line, [at])
        assert tag.left <= at.right + 2 and tag.right >= at.left - 2, colour
        assert not tag.colliderect(line)

