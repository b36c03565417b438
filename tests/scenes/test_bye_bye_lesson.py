"""The Bye-Bye Black Sheep lesson at its table: a wrong try is refused with the step's own
sentence, and the zoo placement the table queues (picked, then put in one go) is taken step
by step by the lesson."""

from __future__ import annotations

from game.rules.bye_bye import Dig, Stop
from tests.scenes.test_tutorial_scene import app, lesson, settle  # noqa: F401 (the fixture)


def walk_to(app, scene, kind: str) -> None:  # noqa: F811
    """Read and play the lesson up to its first step asking the learner for a `kind` move."""
    while True:
        settle(app, scene)
        step = scene.lesson.step
        if step.action and not step.auto and step.action["type"] == kind:
            return
        if scene.lesson.holding:
            scene.next()
        else:
            assert scene.table.perform(scene.lesson.expected())


def test_a_wrong_try_is_refused_with_the_steps_sentence(app):  # noqa: F811
    scene = lesson(app, "bye_bye")
    walk_to(app, scene, "draw")
    step, done = scene.lesson.step, len(scene.table.match.steps)
    assert not scene.table.perform(Stop())  # legal in the rules, not what the step asks
    assert scene.table.message == step.says() and len(scene.table.match.steps) == done
    walk_to(app, scene, "dig")
    step = scene.lesson.step
    assert step.action == {"type": "dig", "card": "5"}
    assert not scene.table.perform(Dig("6"))  # Dolly's zebra: a card the Mole offers too
    assert scene.table.message == step.says() and "giraffe" in step.says()
    assert scene.table.rect_of("tile:5") is not None and scene.table.rect_of("tile:6")


def test_the_giraffes_picked_and_put_in_go_through_the_lessons_three_steps(app):  # noqa: F811
    scene = lesson(app, "bye_bye")
    walk_to(app, scene, "place")
    table = scene.table
    hand, pond = table.shown["hand"], table.shown["watering"]
    giraffes = [("pond", i) for i, c in enumerate(pond) if c == "5"] + [
        ("hand", i) for i, c in enumerate(hand) if c == "5"]
    lit, lion = table.rect_of("card:5"), table.card_rect("hand", hand.index("7"))
    assert len(giraffes) == 3 and lit.right <= lion.x  # the ring holds the giraffes alone
    assert all(lit.collidepoint(table.card_rect(*g).midleft) for g in giraffes[1:])
    said: list[str] = []
    table.say = said.append  # every refusal on the way, even one a later move clears
    for kind, i in giraffes:
        table.toggle(kind, i)
    table.put_in_zoo()
    for _ in range(200):
        settle(app, scene, 1)
        if not table.queued and not table.animating and table.match.to_move != 0:
            break
    assert table.match.state.zoos[0] == ["5", "5", "5"]
    assert said == []
    assert scene.lesson.step.is_note and "triplet" in scene.lesson.step.says()
