"""Sheep-Boom-Bah animation: one action's events become timeline steps over `table.shown`.

`Motion` reads positions from `Board` (boom_bah_board) and images from boom_bah_draw; sheep,
tiles, mines and banners live here, cards in boom_bah_card_motion. It changes `shown` only
inside `Call`s, so skipping an animation always lands in the final view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import _
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah import faces
from game.tables.boom_bah.board import DOCK_CARD
from game.tables.boom_bah.boards import standing_colours
from game.tables.boom_bah.card_motion import CardMotion
from game.view import assets
from game.view.sprites import Hop, Sprite, card_flip
from game.view.tween import Call, Parallel, Sequence, Tween, Wait

# Sheep on the way, by event: arc height, seconds, spin (degrees).
TRIPS = {"sheep_placed": (110, 0.5, 0.0), "sheep_moved": (46, 0.45, 0.0),
         "sheep_to_start": (160, 0.7, 0.0), "sheep_flown": (240, 0.9, 360.0),
         "sheep_to_graveyard": (260, 0.85, 720.0), "sheep_to_barn": (150, 0.7, 0.0),
         "sheep_to_barnyard": (150, 0.7, 0.0)}
CHAIN_GAP = 0.12  # seconds between two sheep of a bump chain being pushed
MINE_BEAT = 0.42  # a turned-up mine is seen as a mine this long before it goes off
# After the last of these events the card stack stops changing: cards it lost leave then.
SETTLING = ("card_played", "card_cancelled", "reaction_passed")


class WhenSkipped:
    """A step that does nothing when played through, and runs `fn` when skipped over."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.fn = fn
        self.done = False

    def advance(self, dt: float) -> float:
        self.done = True
        return dt

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Motion(CardMotion):
    """Turns one action's events into timeline steps that change `table.shown` as they play.

    Every handler builds its steps when the action lands (positions from the previous view)
    and changes `shown` only inside `Call`s, so a skip lands exactly in the final view. The
    cards' handlers are inherited from `CardMotion`.
    """

    def warm(self) -> None:
        """The art the moves will draw, made behind the curtain: every card's parts at the
        width a card waits in the dock (the widest a move shows), every tile at a cell's
        size, the log's icons."""
        table = self.table
        faces.warm(DOCK_CARD, table.log.icon_size)
        cell = round(table.board.cell_size)
        assets.warm([*faces.TILES.values(), *(f"tile_barn_{seat}" for seat in range(4))],
                    (cell, cell), halved=False)

    def steps(self, events: list[dict[str, Any]]) -> Sequence:
        """The events in order; cards that leave the stack slide off as soon as it settles,
        alongside whatever their effects do. Each event's log line comes with its steps."""
        table = self.table
        settled = max((i for i, e in enumerate(events) if e["kind"] in SETTLING), default=-1)
        stacking: list[Any] = []
        effects: list[Any] = []
        for i, e in enumerate(events):
            if e["kind"] == "bump_chain" and i and events[i - 1]["kind"] == "sheep_moved":
                continue  # played together with the move that caused it
            handler = self.sheep_trip if e["kind"] in TRIPS else getattr(
                self, f"on_{e['kind']}", lambda _e: None)
            step = handler(e)
            nxt = events[i + 1] if i + 1 < len(events) else None
            if e["kind"] == "sheep_moved" and nxt and nxt["kind"] == "bump_chain":
                chain = table.told(nxt, self.chain(nxt["pushes"]))
                step = Parallel(step, Sequence(Wait(0.24), chain))
            step = table.told(e, step)
            if step is not None:
                (stacking if i <= settled else effects).append(step)
        return Sequence(*stacking, Parallel(self.clear_played(events), Sequence(*effects)),
                        WhenSkipped(table.calm), Call(table._sync_shown))

    # -- helpers -------------------------------------------------------------------------
    def origin(self, source: Any, seat: int, colour: int) -> tuple[tuple[float, float], Any]:
        """Where a travelling sheep starts, and how `shown` loses it there."""
        board, shown = self.board, self.table.shown
        if isinstance(source, int):
            return board.sheep_foot(source), lambda: shown["sheep"].__setitem__(source, None)
        if source == "graveyard":
            return board.spot_of("graveyard", seat), lambda: _dec(shown["graveyards"], seat)
        if source == "reserve":
            return board.spot_of("barnyard", seat), lambda: _dec(shown["reserve"], seat)
        if source.startswith("seat "):
            seat = int(source[5:])
            view = self.table.view
            source = ("barnyard" if shown["barnyards"][seat][colour]
                      > view["barnyards"][seat][colour] else "barn")
        place = shown[f"{source}s"][seat]
        return (board.place_spot(source, seat, colour, standing_colours(place)),
                lambda: _dec(place, colour))

    def trip(self, colour: int, source: Any, seat: int, to: tuple[float, float], arrive,
             height: float = 70.0, duration: float = 0.55, spin: float = 0.0,
             onto_board: bool = False, small: float | None = None) -> Sequence:
        """A sheep hops (or flies) from `source` to `to`; `arrive` updates `shown`. Between
        the pasture and a player board (`onto_board`) it shrinks or grows to fit."""
        table = self.table
        sprite = table.new_sheep(colour)
        start, leave = self.origin(source, seat, colour)
        full = self.board.sheep_height
        small = self.board.row_sheep(seat) if small is None else small  # on the board
        sizes = (full if isinstance(source, int) else small, small if onto_board else full)
        self.resize(sprite, sizes[0])

        on_field = isinstance(source, int) and not onto_board  # a hop from space to space

        def begin():
            leave()
            sprite.pos = start
            table.movers.append(sprite)
            if on_field:  # still out on the pasture: its seat's "Field ×6" keeps it
                table.field_hops.append((colour, sprite))
            table.app.play("hop")

        def land():
            if sprite in table.movers:
                table.movers.remove(sprite)
            if (colour, sprite) in table.field_hops:
                table.field_hops.remove((colour, sprite))
            arrive()

        turn = [Tween(sprite, "angle", 0.0, spin, duration, "out_cubic")] if spin else []
        if sizes[0] != sizes[1]:
            turn.append(Tween(None, lambda h: self.resize(sprite, h), *sizes, duration,
                              "in_out_sine"))
        return Sequence(Call(begin), Parallel(Hop(sprite, to, height, duration), *turn),
                        Call(land))

    def resize(self, sprite: Sprite, height: float) -> None:
        """A travelling sheep at `height` pixels (even steps, so few images are made)."""
        h = max(8, round(height / 2) * 2)
        sprite.image = paint.sheep_icon(sprite.data, h)
        sprite.shadow = round(h * 0.9)

    def to_cell(self, seat: int, cell: int):
        def arrive():
            self.table.shown["sheep"][cell] = seat
            self.table.last_moved.add(cell)  # its soft ring says so until the next move
            self.table.particles.dust(*self.board.sheep_foot(cell), 8)
            self.table.app.play("land")
        return arrive

    def count_up(self, place: str, seat: int, colour: int | None = None):
        shown = self.table.shown

        def arrive():
            if colour is None:
                shown[place][seat] += 1
            else:
                shown[place][seat][colour] += 1
        return arrive

    def tile_turn(self, cell: int, face: str, duration: float = 0.32) -> Sequence:
        """A tile squashes on x to its edge and opens on its new face."""
        table = self.table
        size = round(self.board.cell_size) - 2
        old = table.shown["tiles"][cell]
        sprite = Sprite(paint.tile_image(old, size), *self.board.cell_center(cell))

        def begin():
            table.shown["tiles"][cell] = "flipping"
            table.tile_flyers.append(sprite)
            table.app.play("tile_flip")

        def end():
            table.shown["tiles"][cell] = face
            if sprite in table.tile_flyers:
                table.tile_flyers.remove(sprite)

        return Sequence(Call(begin), card_flip(sprite, paint.tile_image(face, size), duration),
                        Call(end))

    def floater(self, text: str, at: tuple[float, float]) -> Call:
        return Call(lambda: self.table.floaters.append([text, at[0], at[1], 0.0]))

    # -- sheep -----------------------------------------------------------------------------
    def sheep_trip(self, e):
        """Any sheep going somewhere: onto a cell, into a barn, barnyard or graveyard."""
        kind, seat = e["kind"], e["seat"]
        height, duration, spin = TRIPS[kind]
        if kind == "sheep_placed":
            return self.trip(seat, "reserve", seat, self.board.sheep_foot(e["cell"]),
                             self.to_cell(seat, e["cell"]), height, duration)
        if "to" in e:
            return self.trip(seat, e["source"], seat, self.board.sheep_foot(e["to"]),
                             self.to_cell(seat, e["to"]), height, duration, spin)
        if kind == "sheep_to_graveyard":
            return Sequence(self.trip(seat, e["source"], seat,
                                      self.board.spot_of("graveyard", seat),
                                      self.count_up("graveyards", seat), height, duration, spin,
                                      onto_board=True, small=self.board.grave_sheep(seat)),
                            Call(lambda: self.table.app.play("baa")))
        place, colour = kind[9:], e["colour"]
        owner = colour if isinstance(e["source"], int) else seat
        spot = self.board.place_spot(place, seat, colour,  # where it will stand, centred
                                     standing_colours(self.table.shown[f"{place}s"][seat]))
        return self.trip(colour, e["source"], owner, spot,
                         self.count_up(f"{place}s", seat, colour), height, duration,
                         onto_board=True)

    def chain(self, pushes: list[list[int]]) -> Sequence:
        """Bumped sheep pushed one after another (CHAIN_GAP apart, nearest first), each
        squashed by the impact."""
        table, board = self.table, self.board
        owners = [table.shown["sheep"][frm] for frm, _to in pushes]
        sprites = [table.new_sheep(o if o is not None else 0) for o in owners]

        def lift():
            for sprite, (frm, _to) in zip(sprites, pushes, strict=True):
                table.shown["sheep"][frm] = None
                sprite.pos = board.sheep_foot(frm)
                table.movers.append(sprite)

        def settle():
            for sprite, owner, (_frm, to) in zip(sprites, owners, pushes, strict=True):
                if sprite in table.movers:
                    table.movers.remove(sprite)
                table.shown["sheep"][to] = owner

        hits = []
        for i, (sprite, (_frm, to)) in enumerate(zip(sprites, pushes, strict=True)):
            x, y = board.sheep_foot(to)
            hits.append(Sequence(
                Wait(i * CHAIN_GAP), Call(lambda: table.app.play("bump")),
                Parallel(Tween(sprite, "x", None, x, 0.16, "out_cubic"),
                         Tween(sprite, "y", None, y, 0.16, "out_cubic"),
                         Sequence(Tween(sprite, "scale_y", 1.0, 0.72, 0.05, "out_sine"),
                                  Tween(sprite, "scale_y", 0.72, 1.0, 0.14, "out_back")),
                         Sequence(Tween(sprite, "scale_x", 1.0, 1.3, 0.05, "out_sine"),
                                  Tween(sprite, "scale_x", 1.3, 1.0, 0.14, "out_back")))))
        return Sequence(Call(lift), Call(lambda: table.app.play("baa")), Parallel(*hits),
                        Call(settle))

    def on_wolf(self, e):
        at = self.board.cell_center(e["cell"])
        return Sequence(Call(lambda: (self.table.particles.dust(*at, 14),
                                      self.table.app.play("bump"))),
                        self.floater(_("Wolf!"), at), Wait(0.4))

    # -- tiles ---------------------------------------------------------------------------------
    def on_tile_flipped(self, e):
        cell, tile = e["cell"], e["tile"]
        table, at = self.table, self.board.cell_center(cell)
        steps: list[Any] = [self.tile_turn(cell, tile),
                            Call(lambda: setattr(table, "last_revealed", cell))]
        if tile.startswith("barn:"):
            size = round(self.board.cell_size * 0.7)
            look = paint.palette.player(int(tile[5:]))
            piece = Sprite(assets.tinted("barn_piece", (size, size), look.light), at[0],
                           at[1] + size / 2, z=4, anchor=(0.5, 1.0), shadow=size)
            piece.lift = 240.0

            def landed():
                table.particles.dust(at[0], at[1] + size / 2, 14)
                table.app.play("land")

            steps += [Call(lambda: table.flyers.append(piece)),
                      Tween(piece, "lift", 240.0, 0.0, 0.55, "out_bounce"), Call(landed),
                      Wait(0.3), Call(lambda: self.drop_flyer(piece))]
        elif tile == "safe":
            steps.append(Call(lambda: table.particles.sparkle(*at, 6)))
        elif tile == "mine":
            steps.append(self.mine_beat(cell))
        return Sequence(*steps)

    def mine_beat(self, cell: int) -> Sequence:
        """A turned-up mine is seen as a mine for a beat before anything else happens: its
        tile rises from under the sheep, the cell glows red, then the tile sinks back."""
        table, (x, y) = self.table, self.board.cell_center(cell)
        size = round(self.board.cell_size * 0.9)
        mine = Sprite(paint.tile_image("mine", size), x, y + size / 2, z=6, anchor=(0.5, 1.0),
                      shadow=size)
        rise = self.board.cell_size * 0.55

        def show():
            table.alarm = cell
            table.flyers.append(mine)
            table.app.play("click")

        def hide():
            table.alarm = None
            self.drop_flyer(mine)

        return Sequence(Call(show), Tween(mine, "lift", 0.0, rise, 0.14, "out_back"),
                        Wait(MINE_BEAT - 0.24), Tween(mine, "lift", rise, 0.0, 0.1, "in_sine"),
                        Call(hide))

    def on_tile_changed(self, e):
        return self.tile_turn(e["cell"], e["tile"], 0.24)

    def on_mine_exploded(self, e):
        table, at = self.table, self.board.cell_center(e["cell"])

        def boom():
            table.alarm = None
            table.flash.start(paint.palette.WHITE, 0.35, 220)
            table.particles.explosion(*at, 90)
            table.shake.start(16.0, 0.6)
            table.app.play("explosion")

        return Sequence(Call(boom), Wait(0.08))

    def on_mine_defused(self, e):
        table, at = self.table, self.board.cell_center(e["cell"])
        return Sequence(self.tile_turn(e["cell"], "cone"),
                        Call(lambda: (table.particles.confetti(*at, 40),
                                      table.particles.sparkle(*at, 10), table.app.play("cheer"))),
                        Wait(0.4))

    def on_points(self, e):
        seat, n = e["seat"], e["points"]
        z = self.board.seat_zone("score", seat)

        def add():
            shown = self.table.shown
            shown["points"][seat] += n
            why = str(e.get("why", ""))
            source = "barn" if why.startswith("barn") else why
            scored = shown.get("scored")
            if scored and source in scored[seat]:  # the badge's breakdown keeps pace
                scored[seat][source] += 1
            self.table.app.play("score")

        return Sequence(Call(add), self.floater(f"+{n}", (z.center[0], z.y - 4)))

    def on_peek(self, e):
        cell = e["cell"]
        table = self.table
        size = round(self.board.cell_size) - 2
        sprite = Sprite(paint.tile_image("down", size), *self.board.cell_center(cell), z=3)
        steps: list[Any] = [Call(lambda: table.tile_flyers.append(sprite)),
                            Tween(sprite, "lift", 0.0, 18.0, 0.2, "out_sine")]
        if "tile" in e:
            steps += [card_flip(sprite, paint.tile_image(e["tile"], size), 0.3), Wait(0.6),
                      card_flip(sprite, paint.tile_image("down", size), 0.3)]
        else:
            steps.append(Wait(0.5))

        def end():
            table.tile_flyers.remove(sprite)
            table.shown["peeks"][e["seat"]].append(cell)
            if "tile" in e:
                table.shown["peeked"][str(cell)] = e["tile"]

        return Sequence(*steps, Tween(sprite, "lift", 18.0, 0.0, 0.2, "in_sine"), Call(end))

    # -- the rest ------------------------------------------------------------------------------
    def on_dice_rolled(self, e):
        table = self.table
        steps: list[Any] = [Call(lambda: table.app.play("dice"))]
        dice = {"seats": [e["seat"], e["rival"]], "faces": [1, 1], "angles": [0, 0]}

        def tumble(_t: float) -> None:
            dice["faces"] = [table.rng.randint(1, 6) for _ in range(2)]
            dice["angles"] = [table.rng.randrange(-40, 40, 8) for _ in range(2)]

        steps.append(Call(lambda: setattr(table, "dice", dice)))
        for roll in e["rolls"]:
            steps += [Tween(None, tumble, 0.0, 1.0, 0.7),
                      Call(lambda r=roll: dice.update(faces=list(r), angles=[0, 0])), Wait(0.6)]
        steps += [self.floater(table.about(e["winner"], _("You win!"), _("{name} wins!")),
                               self.board.area.center), Wait(0.5),
                  Call(lambda: setattr(table, "dice", None))]
        return Sequence(*steps)

    def on_turn_started(self, e):
        table, seat = self.table, e["seat"]

        def begin():
            table.shown.update(turn=seat, actions_left=2)
            table.passed.clear()  # "Passed" was about the turn before: stale now
            table.banner = table.about(seat, _("Your turn"), _("{name}'s turn"))
        return Sequence(Call(begin), Wait(0.5), Call(lambda: setattr(table, "banner", "")))

    def on_end_triggered(self, e):
        table = self.table
        return Sequence(Call(lambda: setattr(table, "banner", _("Last round!"))), Wait(1.0),
                        Call(lambda: setattr(table, "banner", "")))

    def on_extra_action(self, e):
        z = self.board.seat_zone("panel", e["seat"])
        return Sequence(Call(lambda: self.table.shown.update(actions_left=e["actions_left"])),
                        self.floater(_("+1 action"), z.center))

    def on_reaction_passed(self, e):
        """What the seat passed on ("Let the card stand") in its status slot for a moment,
        until the next turn starts at the latest (`boards.passing`)."""
        return Call(lambda: self.table.passed.update(
            {e["seat"]: (self.table.clock, e.get("about", ""))}))

    def on_game_over(self, e):
        table = self.table

        def cheer():
            table.banner = _("Game over")
            table.particles.confetti(*self.board.area.center, 120)
            table.app.play("win")
        return Sequence(Call(cheer), Wait(1.2))


def _dec(counts: list[int], i: int) -> None:
    counts[i] = max(0, counts[i] - 1)
