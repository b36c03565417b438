"""New game: 'Join a game…' has a labelled row of its own at the panel's foot. In the
Players row it read like a choice about the players (a critic, on the German screen)."""

from game.scenes.new_game import SETUP, NewGameScene
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
