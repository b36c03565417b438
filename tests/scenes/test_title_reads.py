"""The title reads from a screenshot alone: Continue says under it which game it goes on
with, the menu ends well above the fence, and the landing sheep's dust puffs behind it."""

from game.match import Match, autosave_path
from game.saves import Seat
from game.scenes import title as title_module
from game.scenes.title import GROUND, TitleScene
from game.view.widgets import Button
from tests.tables.layout_checks import texts_drawn

SEATS = [Seat("You"), Seat("Dolly", "ai", "easy")]
FENCE_TOP = 720 - 150 + 40  # the pasture strip's posts (title.pasture_image)


def opened(app):
    scene = TitleScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def test_continue_says_which_game_it_continues(app, monkeypatch):
    Match.new("black_sheep", SEATS, seed=5, autosave=autosave_path())
    scene = opened(app)
    drawn = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    button = next(w for w in scene.widgets.widgets if getattr(w, "label", "") == "Continue")
    said = next(rect for words, rect, _size in drawn if words == "Black Sheep with Dolly · just now")
    below = [w.rect for w in scene.widgets.widgets if w.rect.top > button.rect.top]
    assert 0 <= said.top - button.rect.bottom <= 12  # right under Continue
    assert not any(said.colliderect(rect) for rect in below)
    # with room above and below it: it sat squeezed between Continue and New game
    new = min(below, key=lambda r: r.top)
    assert said.top - button.rect.bottom >= 6 and new.top - said.bottom >= 8


def test_the_menu_ends_well_above_the_fence(app):
    Match.new("black_sheep", SEATS, seed=5, autosave=autosave_path())
    scene = opened(app)
    buttons = [w.rect for w in scene.widgets.widgets if isinstance(w, Button)]
    assert len(buttons) == 7
    assert max(r.bottom for r in buttons) <= FENCE_TOP - 30  # Quit nearly touched it


def test_the_landing_dust_is_drawn_behind_the_sheep(app, monkeypatch):
    scene = opened(app)
    order = []
    monkeypatch.setattr(scene.dust, "draw", lambda surface: order.append("dust"))
    real = title_module.draw_sprites
    monkeypatch.setattr(title_module, "draw_sprites",
                        lambda *a, **k: (order.append("sheep"), real(*a, **k)))
    scene.dust.dust(400, GROUND, 8)
    scene.draw(app.screen)
    assert order == ["dust", "sheep"]  # a beige blot sat over the hopping sheep's legs


def test_continue_names_the_other_games_calmly_as_saved_ones(app):
    from game.saves import saves_dir

    Match.new("black_sheep", SEATS, seed=5, autosave=autosave_path())
    Match.new("bye_bye", SEATS, seed=6, autosave=saves_dir() / "second.json")
    scene = opened(app)
    # it said '· 1 more game': more of what? The games it can also go on with
    assert scene.continues is not None
    assert scene.continues.endswith("· 1 more saved game"), scene.continues


def test_continue_reads_like_a_game_would_say_it():
    """Critic, round 8: "Last played: Sheep-Boom-Bah with Player 1, Shaun, ... · 175 more
    saved games" named the person at the screen by an old save's name and ended in a pile.
    Now: whom with (not you), when, and other saved games counted only when few."""
    import time

    from game import i18n
    from game.saves import SaveData, Unfinished
    from game.scenes.title import ago, last_played

    seats = [Seat("Player 1"), Seat("Shaun", "ai", "easy"), Seat("Timmy", "ai", "hard"),
             Seat("Lanolin", "ai", "easy")]
    now = time.time()
    data = SaveData(game="boom_bah", seats=seats, seed=1, options={}, actions=[])
    game = Unfinished(None, data, now - 3 * 3600)
    said = last_played(game, 175, now)
    assert said.startswith("Sheep-Boom-Bah with Shaun, Timmy and Lanolin · ")
    assert "Player 1" not in said and "175" not in said and "saved" not in said
    assert last_played(game, 2, now).endswith(" · 2 more saved games")
    five = Unfinished(None, SaveData(game="boom_bah", seats=seats + [Seat("Bo", "ai", "easy")],
                                     seed=1, options={}, actions=[]), now)
    assert last_played(five, 0, now) == "Sheep-Boom-Bah with Shaun, Timmy and 2 others · just now"
    hot_seat = Unfinished(None, SaveData(game="bye_bye", seats=[Seat("Ann"), Seat("Bo")], seed=1,
                                         options={}, actions=[]), now)
    assert last_played(hot_seat, 0, now).startswith("Bye-Bye Black Sheep with Ann and Bo")
    assert ago(now - 30, now) == "just now" and ago(now - 300, now) == "5 minutes ago"
    assert ago(now - 8 * 86400, now)[:2] == "20"  # a date
    i18n.set_language("de")
    try:
        assert ago(now - 2 * 86400 - 60, now) in ("vor 2 Tagen", "vor 3 Tagen")
        assert last_played(game, 0, now).startswith("Sheep-Boom-Bah mit Shaun, Timmy und Lanolin")
    finally:
        i18n.set_language("en")


def test_learn_to_play_reads_naturally_in_german(app):
    from game import i18n

    i18n.set_language("de")
    try:
        scene = opened(app)
        labels = [getattr(w, "label", "") for w in scene.widgets.widgets]
        assert "Spiel lernen" in labels  # 'Spielen lernen' read as unnatural German
        assert "Spielen lernen" not in labels
    finally:
        i18n.set_language("en")


def test_the_hopping_sheep_casts_one_shadow_on_the_ground(app):
    """Critic, round 9: the sheep's art painted a shadow of its own, and the sprite drew one
    on the ground: under a hop or a landing the two made a doubled, muddy shadow. The title's
    sheep are drawn without the painted one (its row under the feet is bare but for the
    hooves), and the sprite's shadow is the only one."""
    from game.view import assets

    scene = opened(app)
    for sprite in (scene.hopper, scene.grazer, scene.lamb):
        assert sprite.shadow > 0
        raw = sprite.image.raw
        w, h = raw.get_size()
        row = round(h * 153 / 160)  # under the feet, where the painted shadow lay
        painted = sum(raw.get_at((x, row)).a > 0 for x in range(w))
        assert painted <= w * 0.1, painted
    plain = assets.svg("sheep", (96, 0)).raw  # the shared art keeps its shadow for the tables
    w, h = plain.get_size()
    assert sum(plain.get_at((x, round(h * 153 / 160))).a > 0 for x in range(w)) > w * 0.4


def test_no_see_through_clouds_and_the_games_pieces_fill_the_sides(app):
    """Critic, round 9: the title was empty grass with see-through round clouds (one behind
    New game). Now no clouds, and the four games' pieces lie either side of the menu: clear
    of every button and of the line under Continue (German, the longest), under the logo,
    above the fence, nothing cut at the edge of their picture."""
    from game import i18n
    from game.scenes.title import SIDE_TOP, side_image

    assert not hasattr(title_module, "cloud_image") and not hasattr(title_module, "CLOUDS")
    i18n.set_language("de")
    try:
        Match.new("bye_bye", SEATS + [Seat("Shaun", "ai", "easy"), Seat("Timmy", "ai", "easy"),
                                      Seat("Bo", "ai", "easy")],
                  seed=5, autosave=autosave_path())
        scene = opened(app)
        taken = [w.rect for w in scene.widgets.widgets]
        taken.append(title_module.caption_plate(scene.continues))
    finally:
        i18n.set_language("en")
    for side, left in (("left", 0), ("right", title_module.WIDTH - title_module.SIDE_W)):
        image = side_image(side)
        k = image.k
        box = image.raw.get_bounding_rect()
        assert box.w > 250 and box.h > 300  # the side is filled
        assert box.top > 0 and box.left > 0 and box.right < image.raw.get_width()  # not cut
        pieces = title_module.pygame.Rect(round(box.x / k) + left, round(box.y / k) + SIDE_TOP,
                                          round(box.w / k), round(box.h / k))
        assert pieces.top >= 190 and pieces.bottom <= FENCE_TOP - 10
        opaque = title_module.pygame.mask.from_surface(image.raw, 16)
        for rect in taken:  # no piece's pixel under a button or the line
            area = title_module.pygame.Rect(round((rect.x - left) * k),
                                            round((rect.y - SIDE_TOP) * k),
                                            round(rect.w * k), round(rect.h * k))
            area = area.clip(image.raw.get_rect())
            if area.w and area.h:
                spot = title_module.pygame.mask.Mask(area.size, fill=True)
                assert not opaque.overlap(spot, area.topleft), (side, rect)


def test_a_landing_kicks_up_only_a_light_puff(app, monkeypatch):
    """Critic, round 9: at a landing the beige puff lay on the shadow like mud."""
    scene = opened(app)
    puffs = []
    monkeypatch.setattr(scene.dust, "dust", lambda *a, **k: puffs.append(k))
    for _frame in range(180):
        scene.update(1 / 60)
        if puffs:
            break
    assert puffs and all(k.get("light") for k in puffs)


def test_the_first_frame_draws_no_pieces_then_they_fade_in(app):
    """The games' pieces cost about 80 ms to draw: the first frame stays as cheap as it was
    (no side drawn), then one side a frame is drawn and both fade in."""
    from game.scenes.title import SIDE_FADE, side_image

    side_image.cache_clear()
    scene = opened(app)
    scene.draw(app.screen)
    assert side_image.cache_info().currsize == 0
    scene.update(1 / 60)
    assert side_image.cache_info().currsize == 1  # one side a frame
    for _frame in range(round(SIDE_FADE * 60) + 3):
        scene.update(1 / 60)
    scene.draw(app.screen)
    assert side_image.cache_info().currsize == 2
    assert all(sprite.alpha >= 255 for sprite in scene.sides.values())


def test_a_notice_leaves_the_line_under_continue_whole(app, monkeypatch):
    """The notice box stood over the end of the line under Continue ('… · 23 mi')."""
    from game.scenes.title import NOTICE

    Match.new("bye_bye", SEATS + [Seat("Shaun", "ai", "easy"), Seat("Timmy", "ai", "easy"),
                                  Seat("Bo", "ai", "easy")], seed=5, autosave=autosave_path())
    app.notices.append("Your settings file could not be read; the defaults are used.")
    scene = opened(app)
    drawn = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    rows, _size = title_module.caption_rows(scene.continues)
    said = [next(rect for words, rect, _size in drawn if words == row) for row in rows]
    assert not any(rect.colliderect(NOTICE) for rect in said)
    assert not title_module.caption_plate(scene.continues).colliderect(NOTICE)
    assert NOTICE.bottom <= FENCE_TOP
    buttons = [w.rect for w in scene.widgets.widgets if isinstance(w, Button)
               and w.label != "OK"]
    assert not any(NOTICE.colliderect(rect) for rect in buttons)


def test_the_line_under_continue_stands_on_a_plate(app, monkeypatch):
    """Critic 11: the line under Continue, wider than the buttons, floated on the grass with
    no backing. It stands on a dark plate now, between Continue and New game."""
    from game.scenes.title import caption_plate
    from game.view import palette

    Match.new("bye_bye", SEATS + [Seat("Shaun", "ai", "easy"), Seat("Timmy", "ai", "easy"),
                                  Seat("Bo", "ai", "easy")], seed=5, autosave=autosave_path())
    scene = opened(app)
    drawn = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    rows, _size = title_module.caption_rows(scene.continues)
    plate = caption_plate(scene.continues)
    for row in rows:
        assert plate.contains(next(rect for words, rect, _size in drawn if words == row))
    buttons = [w.rect for w in scene.widgets.widgets if isinstance(w, Button)]
    assert not any(plate.colliderect(rect) for rect in buttons)
    k = app.screen.k
    for x in (plate.x + 4, plate.right - 5):  # its ends, beyond the words, are backed
        pixel = app.screen.raw.get_at((round(x * k), round(plate.centery * k)))
        assert all(abs(a - b) <= 8 for a, b in zip(tuple(pixel)[:3], palette.PANEL,
                                                   strict=False)), (pixel, x)


def test_the_logos_o_is_round_not_a_zero():
    """Critic 12: SHEEPFOLD's narrow O (42 wide, 72 tall) read as a zero. It is an ellipse at
    least three quarters as wide as it is tall, and the letters after it step on by its width."""
    import re
    from pathlib import Path

    svg = (Path(__file__).parents[2] / "assets" / "art" / "logo.svg").read_text("utf-8")
    letters = re.findall(r'<g transform="translate\(([\d.]+) 40\) scale\(1.15\)"><path d="([^"]+)"',
                         svg)
    assert len(letters) == 9  # S H E E P F O L D
    o_path = letters[6][1]
    numbers = [float(n) for n in re.findall(r"-?[\d.]+", o_path)]
    xs, ys = numbers[0::2], numbers[1::2]
    assert max(xs) - min(xs) >= 0.75 * (max(ys) - min(ys))
    # the L after it clears the O's right side as the other letters clear each other
    o_right = float(letters[6][0]) + (max(xs) + 10) * 1.15
    l_stem = float(letters[7][0]) + (10 - 10) * 1.15
    assert l_stem - o_right >= 0


def test_the_line_under_continue_keeps_to_the_button_column(app, monkeypatch):
    """Critic 15: "Sheep-Boom-Bah with Shaun · 47 minutes ago" stood on a plate wider than the
    buttons, touching Continue above and New game below. The plate keeps within the column
    now, clear of both by 4 px or more; a long line breaks in two (at a " · "), at 13 px or
    more, every word of it drawn, and the menu still ends above the fence."""
    from game import i18n
    from game.scenes.title import MENU_W, caption_plate, caption_rows

    Match.new("bye_bye", [Seat("You"), Seat("Bartholomew", "ai", "easy"),
                          Seat("Clementine", "ai", "easy"), Seat("Evangeline", "ai", "easy")],
              seed=5, autosave=autosave_path())
    Match.new("boom_bah", [Seat("You"), Seat("Shaun", "ai", "easy")], seed=5,
              autosave=autosave_path())
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            scene = opened(app)
            drawn = texts_drawn(monkeypatch)
            scene.draw(app.screen)
        finally:
            i18n.set_language("en")
        button = next(w.rect for w in scene.widgets.widgets if isinstance(w, Button)
                      and w.rect.top == title_module.MENU_TOP)
        below = min((w.rect for w in scene.widgets.widgets if isinstance(w, Button)
                     and w.rect.top > button.top), key=lambda r: r.top)
        plate = caption_plate(scene.continues)
        assert button.left <= plate.left and plate.right <= button.right and plate.w <= MENU_W
        assert plate.top - button.bottom >= 4 and below.top - plate.bottom >= 4
        rows, size = caption_rows(scene.continues)
        assert size >= 13 and " ".join(rows).split() == scene.continues.split()
        for row in rows:
            assert plate.contains(next(r for words, r, _size in drawn if words == row))
        last = max(w.rect.bottom for w in scene.widgets.widgets if isinstance(w, Button))
        assert last <= FENCE_TOP - 10


def test_the_bye_bye_cards_have_no_blank_grey_plate():
    """Both critics, round 17: the title's Bye-Bye cards showed the art's empty grey name
    band, which looked unfinished. They lie in a fan (a name would be half hidden), so they
    are drawn from art without the band: where the band was, the card's meadow shows."""
    from game.view import assets

    cards = [piece[1] for piece in title_module.SIDES["left"] if piece[0] == "card"]
    assert cards == ["bye_mother_sheep_bare", "bye_black_sheep_bare", "bye_wolf_bare"]
    for name in cards:
        bare = assets.svg(name, (250, 350))
        named = assets.svg(name.removesuffix("_bare"), (250, 350))
        middle = (125, 306)  # the middle of the band the tables write the name in
        plate, meadow = named.get_at(middle), bare.get_at(middle)
        assert sum(meadow[:3]) < sum(plate[:3]) - 100, (name, plate, meadow)
        assert meadow[1] > meadow[0] and meadow[1] > meadow[2]  # green: the meadow
