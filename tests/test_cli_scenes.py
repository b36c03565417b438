"""`--scene history` and `--scene learn` open those screens over the title, as its buttons
do; a window size the command line cannot use is one sentence saying what a size looks like
(issues 21 and 22)."""

from __future__ import annotations

import pytest

from game.__main__ import main
from game.app import App
from game.scenes import start
from game.scenes.history import HistoryScene
from game.scenes.title import TitleScene
from game.scenes.tutorial import LearnScene


@pytest.mark.parametrize(("name", "kind"), [("history", HistoryScene), ("learn", LearnScene)])
def test_a_scene_opens_over_the_title_and_back_returns_to_it(name, kind):
    app = App(headless=True)
    try:
        app.stack.push(start.first_scene(app, None, None, name))
        app.stack.apply_pending()
        assert [type(s) for s in app.stack.scenes] == [TitleScene, kind]
        app.stack.top.back()
        app.stack.apply_pending()
        assert isinstance(app.stack.top, TitleScene)
    finally:
        app.leave_all()


@pytest.mark.parametrize("name", ["history", "learn"])
def test_a_headless_screenshot_of_the_scene(tmp_path, name):
    shot = tmp_path / f"{name}.png"
    assert main(["--scene", name, "--headless", "--frames", "3", "--screenshot", str(shot)]) == 0
    assert shot.stat().st_size > 1000


@pytest.mark.parametrize("size", ["-1x5", "-1", "10x10", "abc", "9" * 40 + "x5", "1280x-720",
                                  "１２８０x720"])
def test_a_bad_size_says_what_a_size_looks_like(capsys, size):
    assert main(["--headless", "--frames", "1", "--size", size]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "a size looks like 1280x720, from 640x360 to 7680x4320" in err, err
    assert "expected one argument" not in err


def test_a_size_still_given_with_an_equals_sign_or_a_dash_value_elsewhere(capsys):
    assert main(["--headless", "--frames", "1", "--size=-1x5"]) == 2
    assert "a size looks like" in capsys.readouterr().err
    assert main(["--seed", "-3", "--headless", "--frames", "1"]) == 2
    assert "must not be negative" in capsys.readouterr().err
