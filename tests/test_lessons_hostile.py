"""Crafted lesson files and lesson progress (issue 22): each is one sentence naming the file,
or a lesson that still plays from the start; never a hang, a MemoryError or a traceback.

A lesson file is given to `tutorial.load` from a `levels/` folder of the test's own; lesson
progress lives in `lessons/` of the test's Sheepfold home.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game import tutorial
from game.match import Match
from game.saves import MAX_SEED, Seat
from game.scenes.title import TitleScene
from game.scenes.tutorial import TutorialScene, lesson_path, open_lesson, paused

PYTHON_WORDS = ("Expecting", "Errno", "Traceback", "object of type", "invalid literal",
                "Exceeds the limit")


def shipped() -> dict:
    return json.loads(tutorial.path_of("black_sheep").read_text(encoding="utf-8"))


@pytest.fixture
def lesson_file(tmp_path) -> Path:
    folder = tmp_path / "levels"
    folder.mkdir()
    return folder / "black_sheep.tutorial.json"


def refused(path: Path) -> str:
    """The sentence a lesson file is refused with."""
    with pytest.raises(tutorial.ScriptError) as err:
        tutorial.load("black_sheep", path)
    words = str(err.value)
    assert "levels/black_sheep.tutorial.json" in words, words
    assert "\n" not in words and not any(w in words for w in PYTHON_WORDS), words
    return words


def written(path: Path, change) -> Path:
    raw = shipped()
    change(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


# -- the lesson file ------------------------------------------------------------------------

def test_deep_nesting_is_a_sentence(lesson_file):
    lesson_file.write_text('{"game": "black_sheep", "seed": ' + "[" * 100_000 + "]" * 100_000
                           + "}", encoding="utf-8")
    assert "it is not valid JSON" in refused(lesson_file)


def test_deep_nesting_inside_a_move_is_a_damaged_move(lesson_file):
    nested: list = []
    for _ in range(200):
        nested = [nested]
    written(lesson_file, lambda raw: raw["steps"][2]["do"].update(cards=nested))
    assert "step 3 has a damaged move" in refused(lesson_file)


@pytest.mark.parametrize("seed", ["7" * 5000, "7" * 300, str(MAX_SEED + 1), "-1", "3.5", '"3"'])
def test_a_seed_out_of_range_says_the_range(lesson_file, seed):
    text = json.dumps(shipped()).replace('"seed": 3,', f'"seed": {seed},')
    lesson_file.write_text(text, encoding="utf-8")
    assert f"the seed must be a whole number from 0 to {MAX_SEED}" in refused(lesson_file)


@pytest.mark.parametrize("players", [1, 99, 10**12, True, "2"])
def test_players_outside_the_games_range_say_the_range(lesson_file, players):
    written(lesson_file, lambda raw: raw.update(players=players))
    assert "the number of players must be a whole number from 2 to 4" in refused(lesson_file)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once(lesson_file):
    os.mkfifo(lesson_file)
    assert "it is not a regular file" in refused(lesson_file)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_dev_zero_is_refused(lesson_file):
    lesson_file.symlink_to("/dev/zero")
    assert "it is not a regular file" in refused(lesson_file)


def test_a_folder_is_refused(lesson_file):
    lesson_file.mkdir()
    assert "it is a folder, not a file" in refused(lesson_file)


def test_a_huge_file_is_refused_unread(lesson_file):
    written(lesson_file, lambda raw: raw.update(rival="Dolly" * 200_000))
    assert "it is larger than 256 KB" in refused(lesson_file)


@pytest.mark.parametrize(("change", "words"), [
    (lambda raw: raw.update(rival="D" * 100_000), "the rival's name must be at most 24"),
    (lambda raw: raw.update(rival="Dol\x00ly"), "the rival's name must be at most 24"),
    (lambda raw: raw["steps"][0]["text"].update(en="baa " * 50_000), "more than 600 characters"),
    (lambda raw: raw["steps"][0]["text"].update(de="B" * 41), "a word longer than 40"),
    (lambda raw: raw["steps"][0]["text"].update(xx="Baa"), "a language Sheepfold does not"),
    (lambda raw: raw["steps"][2]["do"].update(field="f" * 100_000), "step 3 has a damaged move"),
    (lambda raw: raw["steps"][2]["do"].update(field=10**12), "step 3 has a damaged move"),
    (lambda raw: raw.update(options={f"o{n}": "on" for n in range(1000)}), "options are damaged"),
    (lambda raw: raw.update(steps=[{"text": {"en": "a", "de": "b"}}] * 201),
     "more than 200 steps"),
    (lambda raw: raw["steps"][0].update(spot=[f"field:{n}" for n in range(10_000)]),
     "at most 8 places"),
])
def test_sizes_are_bounded(lesson_file, change, words):
    assert words in refused(written(lesson_file, change))


def sheep_sheep(path: Path, spot: object) -> Path:
    raw = json.loads(tutorial.path_of("sheep_sheep").read_text(encoding="utf-8"))
    raw["steps"][0]["spot"] = [spot]
    target = path.with_name("sheep_sheep.tutorial.json")
    target.write_text(json.dumps(raw), encoding="utf-8")
    return target


@pytest.mark.parametrize(("spot", "words"), [
    ("cell:x", "is not a place on the table"),
    ("cell:" + "9" * 30, "is not the name of a place"),
    ("cell:" + "9" * 24, "is not a place on the table"),
    ("cell:9", "is not a place on the table"),
    ("cell", "is not a place on the table"),
    ("lucky:2", "is not a place on the table"),
    ("pile:1", "is not a place on the table"),
    ("nowhere", "is not a place on the table"),
    ("Cell:1", "is not the name of a place"),
    (["cell:1"], "has a damaged spotlight"),
])
def test_a_sheep_sheep_spot_the_table_cannot_draw_is_refused(lesson_file, spot, words):
    with pytest.raises(tutorial.ScriptError) as err:
        tutorial.load("sheep_sheep", sheep_sheep(lesson_file, spot))
    assert "levels/sheep_sheep.tutorial.json" in str(err.value) and words in str(err.value)


def test_places_of_the_map_and_of_the_table_are_accepted(lesson_file):
    for spot in ("cell:8", "lucky:1", "pile", "button:end", "grid", "deck", "coach"):
        tutorial.load("sheep_sheep", sheep_sheep(lesson_file, spot))


def test_a_byte_order_mark_is_accepted(lesson_file):
    lesson_file.write_bytes(b"\xef\xbb\xbf" + tutorial.path_of("black_sheep").read_bytes())
    assert tutorial.load("black_sheep", lesson_file).steps


def test_every_shipped_lesson_passes_its_own_bounds():
    for game_id in tutorial.TABLE_SPOTS:
        tutorial.load(game_id)


# -- lesson progress ------------------------------------------------------------------------



def opened(app) -> TutorialScene:
    open_lesson(app, "black_sheep")
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, TutorialScene), app.notices
    for _ in range(3):  # it draws, banner and all
        app.step(1 / 60)
    assert scene.table.match.steps == [] and scene.lesson.index == 0  # from the start
    return scene


def test_a_folder_in_the_place_of_the_progress_plays_unsaved_and_is_left_alone(app):
    path = lesson_path("black_sheep")
    path.mkdir(parents=True)
    (path / "mine").write_text("kept", encoding="utf-8")
    scene = opened(app)
    match = scene.table.match
    assert match.autosave is None
    assert "lessons/black_sheep.json is a folder" in match.save_problem
    scene.hand_over()  # the lesson learnt: nothing of it to forget, the folder stays
    assert (path / "mine").read_text(encoding="utf-8") == "kept"


def test_lessons_as_a_file_plays_unsaved_and_is_left_alone(app, sheepfold_home):
    sheepfold_home.mkdir(parents=True, exist_ok=True)  # the app made it already
    (sheepfold_home / "lessons").write_text("a file", encoding="utf-8")
    match = opened(app).table.match
    assert match.autosave is None and "lessons is a file" in match.save_problem
    assert (sheepfold_home / "lessons").read_text(encoding="utf-8") == "a file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_the_place_of_the_progress_is_never_opened(app):
    path = lesson_path("black_sheep")
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    match = opened(app).table.match
    assert match.autosave is None and "is not a regular file" in match.save_problem


def progress_of(app, change) -> dict:
    """Open the lesson and leave it, then change its progress file as `change` says."""
    opened(app).table.leave()
    path = lesson_path("black_sheep")
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")
    return raw


@pytest.mark.parametrize(("change", "why", "words"), [
    (lambda raw: raw.update(format=99), "newer", "saved by a newer Sheepfold"),
    (lambda raw: raw.update(app="other"), "broken", "could not be read"),
    (lambda raw: raw.update(seed=4), "other", "for another version of this lesson"),
])
def test_progress_this_version_cannot_go_on_from_is_set_aside(app, change, why, words):
    raw = progress_of(app, change)
    scene = opened(app)
    folder = lesson_path("black_sheep").parent
    [kept] = folder.glob(f"black_sheep.{why}-*.json")
    assert json.loads(kept.read_text(encoding="utf-8")) == raw  # kept as it was
    assert words in scene.lesson.notice and "kept aside" in scene.lesson.notice
    assert scene.table.match.autosave == lesson_path("black_sheep")
    assert lesson_path("black_sheep").is_file()  # the fresh start is saved


def test_a_lesson_left_half_way_still_goes_on(app):
    scene = opened(app)
    scene.table.leave()
    match = Match.load(lesson_path("black_sheep"))
    assert match.seats[1] == Seat("Dolly", "ai", "easy")
    assert opened(app).lesson.notice is None


def test_a_broken_map_under_a_lesson_is_said_on_the_title(app, monkeypatch):
    from game.levels import LevelError

    def broken(*_args):
        raise LevelError("levels/black_sheep.tmx: the table map is damaged.")

    monkeypatch.setattr(tutorial.levels, "load", broken)
    open_lesson(app, "black_sheep")
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene)
    assert any("black_sheep.tmx" in n for n in app.notices)


@pytest.mark.parametrize("game_id", sorted(tutorial.TABLE_SPOTS))
def test_every_place_the_schema_allows_can_be_asked_of_the_table(app, game_id):
    """The schema's bounds agree with the tables: asking for any place it lets through, at
    the edges of each range, gives a place or none, never an error."""
    open_lesson(app, game_id)
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, TutorialScene), app.notices
    players = scene.lesson.script.players
    for kind, count in tutorial.TABLE_SPOTS[game_id].items():
        if count == 0:
            names = [kind]
        elif count == tutorial.WORD:
            names = [f"{kind}:zz", f"{kind}:zz#99", f"{kind}:{'9' * 24}"]
        else:
            last = (players if count == tutorial.SEAT else count) - 1
            names = [f"{kind}:0", f"{kind}:{last}"]
        for name in names:
            scene.table.rect_of(name)


# -- chapters -------------------------------------------------------------------------------

@pytest.mark.parametrize(("change", "words"), [
    (lambda raw: raw["steps"][0].pop("chapter"), "step 1 does not open a chapter"),
    (lambda raw: raw["steps"][0].update(chapter="Cards"), "the chapter title of step 1 has "
                                                          "damaged words"),
    (lambda raw: raw["steps"][0].update(chapter={"en": "Cards", "de": 7}),
     "the chapter title of step 1 has damaged words"),
    (lambda raw: raw["steps"][8]["chapter"].pop("de"), "chapter title of step 9 says nothing in de"),
    (lambda raw: raw["steps"][8]["chapter"].update(en="   "), "step 9 says nothing in en"),
    (lambda raw: raw["steps"][8]["chapter"].update(en="Field " * 40), "more than 48 characters"),
    (lambda raw: raw["steps"][8]["chapter"].update(de="F" * 41), "a word longer than 40"),
    (lambda raw: raw["steps"][8]["chapter"].update(fr="Champ"), "a language Sheepfold does not"),
    (lambda raw: raw["steps"][1].update(chapter={"en": "Ranks", "de": "Ränge"}),
     "step 2 opens a chapter right after a note"),
])
def test_a_damaged_chapter_is_a_sentence(lesson_file, change, words):
    assert words in refused(written(lesson_file, change))


# -- a lesson left half way, as Continue and Learn to play list it -------------------------

@pytest.mark.parametrize("change", [
    lambda raw: raw.update(format=99), lambda raw: raw.update(app="other"),
    lambda raw: raw.update(seed=4), lambda raw: raw.update(actions=[{"type": "fly"}]),
    lambda raw: raw.update(actions="x" * 100_000),
])
def test_progress_that_cannot_go_on_is_not_listed_as_paused(app, change):
    """Opening it sets it aside and says why; listing it never fails."""
    progress_of(app, change)
    assert paused("black_sheep") is None


def test_a_folder_in_the_place_of_the_progress_is_not_listed_as_paused(app):
    lesson_path("black_sheep").mkdir(parents=True)
    assert paused("black_sheep") is None


def test_progress_in_the_first_chapter_is_listed_and_starts_it_again(app):
    script = tutorial.load("black_sheep")
    progress_of(app, lambda raw: raw.update(actions=script.actions[:3]))
    assert paused("black_sheep").where() == "Chapter 1 of 2: Cards on the fields"
    open_lesson(app, "black_sheep")
    app.stack.apply_pending()
    assert app.stack.top.lesson.index == 0 and app.stack.top.table.match.data.actions == []


def test_progress_in_the_second_chapter_goes_on_from_its_start(app):
    script = tutorial.load("black_sheep")
    progress_of(app, lambda raw: raw.update(actions=script.actions[:8]))
    left = paused("black_sheep")
    assert left is not None and left.where() == "Chapter 2 of 2: Winning a field"
    open_lesson(app, "black_sheep")
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, TutorialScene) and scene.lesson.index == 8
    assert scene.table.match.data.actions == script.actions[:6]


def test_learn_to_play_says_a_broken_lesson_on_its_card(app, monkeypatch, tmp_path):
    """A broken lesson file or map is a line on its card (opening it says why), never a
    traceback while the screen is built."""
    from game.levels import LevelError
    from game.scenes.tutorial import LearnScene, LessonCard

    bad = tmp_path / "black_sheep.tutorial.json"
    bad.write_text("[]", encoding="utf-8")
    real = tutorial.path_of
    monkeypatch.setattr(tutorial, "path_of",
                        lambda game_id: bad if game_id == "black_sheep" else real(game_id))

    def broken(game_id, *rest):
        if game_id == "boom_bah":
            raise LevelError("levels/boom_bah.tmx: the table map is damaged.")
        return real_levels(game_id, *rest)

    real_levels = tutorial.levels.load
    monkeypatch.setattr(tutorial.levels, "load", broken)
    feet = {w.game.id: w.foot for w in LearnScene(app).widgets.widgets
            if isinstance(w, LessonCard)}
    assert feet["black_sheep"] == feet["boom_bah"] == "This lesson cannot be opened."
    assert feet["bye_bye"] == "3 short chapters"
