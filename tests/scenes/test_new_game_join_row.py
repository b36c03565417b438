"""New game: 'Join a game…' has a labelled row of its own at the panel's foot. In the
Players row it read like a choice about the players (a critic, on the German screen)."""

from game.scenes.menu import CENTRE_X
from game.scenes.new_game import SETUP, NewGameScene
from game.view import assets
from game.view.widgets import Button, Choice, Label


def opened(app):
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def test_join_sits_in_its_own_row_and_overlaps_nothing(app):
    scene = opened(app)
    for game in [g.id for g in scene.games]:
        scene.pick_game(game)
        for more, count in ((False, 2), (True, scene.spec.max_players)):
            scene.set_count(count)
            if scene.more != more:
                scene.toggle_more()
            widgets = scene.widgets.widgets
            join = next(w for w in widgets if isinstance(w, Button) and w.label == "Join a game…")
            others = [w.rect for w in widgets if w is not join and not isinstance(w, Label)]
            assert SETUP.contains(join.rect), (game, more)
            assert not any(join.rect.colliderect(r) for r in others), (game, more)
            if (game, more) == ("boom_bah", True):
                continue  # the panel is full: Join goes back beside the Players count
            players = next(w for w in widgets if isinstance(w, Choice) and w.label == "Players")
            said = next(w for w in widgets if isinstance(w, Label)
                        and w.label == "Play over the network")
            assert join.rect.top > players.rect.bottom  # not beside the players count
            assert abs(said.rect.centery - join.rect.centery) <= 2  # its row says what it is
            assert SETUP.contains(join.rect), (game, more)
            others = [w.rect for w in widgets if w not in (join, said)]
            assert not any(join.rect.colliderect(r) or said.rect.colliderect(r)
                           for r in others), (game, more)


def test_host_a_game_is_a_button_beside_join(app):
    """Hosting was hidden in a note (set their seats to Remote above, then Start): now a
    button stands beside Join, in both languages, whole and overlapping nothing."""
    from game import i18n

    for lang, host_words, join_words in (("en", "Host a game…", "Join a game…"),
                                         ("de", "Spiel eröffnen …", "Spiel beitreten …")):
        i18n.set_language(lang)
        try:
            scene = opened(app)
            # Boom-Bah, 4 players, more options open: both beside a narrower Players count
            for game, more in [(g.id, m) for g in scene.games for m in (False, True)]:
                scene.pick_game(game)
                scene.set_count(scene.spec.max_players)
                if scene.more != more:
                    scene.toggle_more()
                widgets = scene.widgets.widgets
                host = next((w for w in widgets if isinstance(w, Button)
                             and w.label == host_words), None)
                assert host is not None, (lang, game, more)
                join = next(w for w in widgets if isinstance(w, Button)
                            and w.label == join_words)
                assert host.rect.right < join.rect.left and host.rect.top == join.rect.top
                assert SETUP.contains(host.rect)
                assert host.rect.w >= host.needed_width and join.rect.w >= join.needed_width
                assert host.label_size() >= 18 and join.label_size() >= 18
                others = [w.rect for w in widgets if w is not host]
                assert not any(host.rect.colliderect(r) for r in others), (lang, game, more)
        finally:
            i18n.set_language("en")


def test_hosting_reads_as_opening_a_game_in_german_everywhere():
    """Critic, round 9: 'Spiel ausrichten …' is unidiomatic: the button, the lobby's title
    and every line about a game hosted from here say 'eröffnen', and none 'ausrichten' or
    the anglicism 'gehostet'."""
    from game import i18n

    i18n.set_language("de")
    try:
        assert i18n._("Host a game…") == "Spiel eröffnen …"
        assert i18n._("Host a game") == "Spiel eröffnen"
        for words in ("Play at a table someone else hosts", "Hosted: {game}",
                      "Delete this hosted game? {game}, {moves} moves so far. Its players "
                      "cannot return to it."):
            said = i18n._(words)
            assert "eröffnet" in said and "ausricht" not in said and "ehostet" not in said
    finally:
        i18n.set_language("en")


def test_host_a_game_sets_the_other_seats_remote_and_starts(app, monkeypatch):
    scene = opened(app)
    started = []
    monkeypatch.setattr(scene, "start", lambda: started.append(
        [plan.kind for plan in scene.plans]))
    scene.set_count(3)
    scene.set_kind(0, "human")
    scene.set_kind(1, "easy")
    scene.set_kind(2, "hard")
    scene.host_here()  # no other person set: every other seat joins from afar
    assert started == [["human", "remote", "remote"]]
    scene.set_kind(1, "human")
    scene.set_kind(2, "hard")
    scene.host_here()  # the other person joins from afar; the AI keeps its seat
    assert started[-1] == ["human", "remote", "hard"]


def test_more_options_has_a_row_of_its_own(app):
    """Critic, round 17: "More options" at the right of the Players row read as part of it.
    It has a row of its own under the options, in the labels' column, overlapping nothing
    (the seed, opened, beside it);
    and the German learn line quotes the game's name ("Neu bei „Schwarzes Schaf“?")."""
    from game import i18n
    from game.scenes.new_game import learn_line

    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            scene = opened(app)
            for game in [g.id for g in scene.games]:
                scene.pick_game(game)
                for more, count in ((False, 2), (True, 2), (False, scene.spec.max_players),
                                    (True, scene.spec.max_players)):
                    scene.set_count(count)
                    if scene.more != more:
                        scene.toggle_more()
                    widgets = scene.widgets.widgets
                    rects = [w.rect for w in widgets]
                    for i, a in enumerate(rects):
                        assert not any(a.colliderect(b) for b in rects[i + 1:]), (lang, game)
                    label = "\u2699 " + (i18n._("Fewer options") if more
                                          else i18n._("More options"))
                    button = next(w for w in widgets if getattr(w, "label", "") == label)
                    players = next(w for w in widgets if isinstance(w, Choice)
                                   and w.label == i18n._("Players"))
                    # critic 17: at the right of the Players row it read as part of that
                    # row ("Weitere Optionen" in the "Spieler" row): a place of its own over
                    # the panel's top right corner, level with the heading, clear of it
                    assert button.rect.bottom <= SETUP.top and button.rect.top >= 0
                    assert button.rect.right == SETUP.right, (lang, game)
                    heading = assets.font(46, True).size(scene.heading)[0]
                    assert button.rect.left >= CENTRE_X + heading // 2 + 20, (lang, game)
                    assert abs(button.rect.centery - players.rect.centery) > 40
                    assert button.rect.w >= button.needed_width and button.size >= 15
            scene.pick_game("black_sheep")
            if lang == "de":
                assert learn_line(scene.spec).startswith("Neu bei „Schwarzes Schaf“?")
        finally:
            i18n.set_language("en")


def test_the_buttons_under_the_panel_are_back_learn_start(app):
    """Critic 15: Back stood between Learn to play and Start, the three of different widths.
    Now Back on the left, Start (the primary, larger) on the right, all one width, in a row
    across the panel's width, in English and German."""
    from game import i18n

    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            scene = opened(app)
            scene.pick_game("black_sheep")
            row = {w.label: w for w in scene.widgets.widgets if isinstance(w, Button)
                   and w.rect.top > SETUP.bottom}
            back, learn, start = (row[i18n._(n)] for n in ("Back", "Learn to play", "Start"))
        finally:
            i18n.set_language("en")
        assert back.rect.left == SETUP.left and start.rect.right == SETUP.right
        assert back.rect.right < learn.rect.left < learn.rect.right < start.rect.left
        assert back.rect.w == learn.rect.w == start.rect.w
        assert start.rect.h > back.rect.h and start.size > back.size
        assert all(w.rect.w >= w.needed_width for w in (back, learn, start))
