"""Lesson scripts: each one's moves are legal in its game, and a broken one is a sentence."""

from __future__ import annotations

import json

import pytest

from game import games, tutorial
from game.match import Match
from game.saves import Seat


def lesson_ids():
    return [g.id for g in games.playable() if tutorial.available(g.id)]


@pytest.mark.parametrize("game_id", lesson_ids())
def test_each_script_replays_through_the_rules_and_ends_on_a_note(game_id):
    script = tutorial.load(game_id)
    state = tutorial.check(script)
    assert not state.is_over
    assert script.steps[-1].is_note and script.steps[0].is_note
    for step in script.steps:  # the learner reads every word in both languages
        if not (step.auto and not step.text):
            assert all(step.text.get(lang) for lang in tutorial.LANGUAGES)


@pytest.mark.parametrize("game_id", lesson_ids())
def test_a_match_dealt_like_a_real_game_is_the_scripts_deal(game_id):
    """The lesson's Match (options resolved as for any game with a person) replays the
    script exactly: the same options the script was checked with."""
    script = tutorial.load(game_id)
    seats = [Seat("You")] + [Seat("Rival", "ai", "easy")] * (script.players - 1)
    match = Match.new(game_id, seats, script.seed, script.options)
    assert match.data.options == match.spec.resolve_options(script.options)
    for raw in script.actions:
        match.apply(match.state.action_from_json(raw))


def test_step_at_counts_notes_before_each_move():
    script = tutorial.load("black_sheep")
    assert script.step_at(0) == 0 and script.step_at(0, 1) == 1 and script.step_at(0, 2) == 2
    last_move = len(script.actions)
    assert script.step_at(last_move) == len(script.steps) - 1


@pytest.mark.parametrize(("change", "words"), [
    (lambda raw: raw.pop("seed"), "its seed is missing"),
    (lambda raw: raw["steps"][2]["do"].update(field=7), "step 3 is not a legal move"),
    (lambda raw: raw["steps"][2]["do"].update(type="fly"), "step 3 is not a move"),
    (lambda raw: raw["steps"][3].pop("auto"), "step 4 asks the learner"),
    (lambda raw: raw["steps"][0]["text"].pop("de"), "step 1 says nothing in de"),
    (lambda raw: raw.update(game="boom_bah"), "not a lesson for black_sheep"),
])
def test_a_broken_script_is_a_sentence_naming_the_file(tmp_path, change, words):
    raw = json.loads(tutorial.path_of("black_sheep").read_text(encoding="utf-8"))
    if words.startswith("step 4"):
        raw["steps"][3]["do"] = raw["steps"][3]["auto"]
    change(raw)
    path = tmp_path / "black_sheep.tutorial.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(tutorial.ScriptError, match="black_sheep.tutorial.json") as err:
        tutorial.load("black_sheep", path)
    assert words in str(err.value)


def test_an_unreadable_script_is_a_sentence(tmp_path):
    path = tmp_path / "black_sheep.tutorial.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(tutorial.ScriptError, match="cannot be read"):
        tutorial.load("black_sheep", path)


def test_the_sheep_boom_bah_lesson_asks_everyone_as_a_game_with_people_does():
    script = tutorial.load("boom_bah")
    assert script.options["auto_pass"] == "off" and script.players == 2
    seats = [Seat("You"), Seat("Rival", "ai", "easy")]
    assert Match.new("boom_bah", seats, script.seed, script.options).data.options["auto_pass"] == "off"


def test_no_lesson_talks_while_the_learner_is_asked_what_the_table_answers_for_them():
    """A note (or a rival's words) shown while the learner must Pass with nothing in hand
    would make the table's auto-pass be refused again and again; the lesson talks before."""
    from game.rules.boom_bah import Pass

    script = tutorial.load("boom_bah")
    state = script.start()
    for n, step in enumerate(script.steps, 1):
        if step.is_note or (step.auto and step.text):
            assert not (state.to_move == tutorial.LEARNER and state.legal_actions() == [Pass()]), n
        if step.action is not None:
            state.apply(state.action_from_json(step.action))


# -- chapters -------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", lesson_ids())
def test_each_lesson_comes_in_short_titled_chapters(game_id):
    """About 8 to 12 steps a chapter (a few more where most are the rival's quick moves),
    each titled in both languages and opening on words, never on a silent move."""
    script = tutorial.load(game_id)
    chapters = script.chapters
    assert len(chapters) >= 2 and chapters[0].start == 0 and chapters[-1].end == len(script.steps)
    for chapter in chapters:
        assert 7 <= chapter.end - chapter.start <= 13, (chapter.says(), chapter.end - chapter.start)
        assert all(chapter.title.get(lang) for lang in tutorial.LANGUAGES)
        assert script.steps[chapter.start].text


@pytest.mark.parametrize("game_id", lesson_ids())
def test_the_moves_made_say_which_chapter_was_on_show(game_id):
    """Wherever the learner leaves (on any step, its move not made yet), the lesson comes
    back to the chapter that step is in, taken back to the moves made before that chapter."""
    script = tutorial.load(game_id)
    for index in range(len(script.steps)):
        chapter = script.resume(script.moves_before(index))
        assert chapter == script.chapter_of(index), index
        assert script.chapters[chapter].start <= index


def test_chapters_of_the_black_sheep_lesson():
    script = tutorial.load("black_sheep")
    assert [(c.start, c.end, c.title["en"]) for c in script.chapters] == [
        (0, 8, "Cards on the fields"), (8, 16, "Winning a field")]
    assert script.moves_before(8) == 6 and script.resume(6) == 1 and script.resume(5) == 0
    assert script.chapter_of(7) == 0 and script.chapter_of(8) == 1
