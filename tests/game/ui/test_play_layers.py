"""The play scene paints its panels once per change: a kept picture must never show a stale match.

Each test compares the frame the scene paints from its kept panel pictures with
the frame it paints after forgetting them all (painted from scratch): the two
must be the same pixels after every kind of change (a move, a move made outside
the UI, undo, a note in the log, a log page, a review, a new window size, the
thinking dots and progress bar).
"""

from __future__ import annotations

import pygame

from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.ui.conftest import button, click, drag, frames


def pixels(app) -> bytes:
    app.paint()
    return pygame.image.tobytes(app.screen, "RGB")


def assert_fresh(app, scene: PlayScene) -> bytes:
    """The frame painted from the kept pictures equals the frame painted from scratch; returns it."""
    kept = pixels(app)
    scene._layers.clear()
    scene.toasts._layers.clear()
    scene._tip = None
    assert pixels(app) == kept, "a kept panel picture is stale"
    return kept


def region(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def two_humans(app, ruleset) -> PlayScene:
    match = Match(ruleset, [Seat("human", None, "Ann"), Seat("human", None, "Bob")], seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    return scene.view.rect_of(element_id).center


def test_a_move_repaints_the_prompt_the_seats_and_the_log(app, tiny_game):
    scene = two_humans(app, tiny_game)
    assert_fresh(app, scene)
    lay = scene.layout_rects
    log_before, prompt_before = region(app, lay.log), region(app, lay.prompt)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    click(app, button(scene, "End turn").rect.center)
    click(app, button(scene, "I am Blue (Bob): show my turn").rect.center)
    assert scene.match.ply == 1
    assert_fresh(app, scene)
    assert region(app, lay.log) != log_before
    assert region(app, lay.prompt) != prompt_before


def test_a_move_made_outside_the_ui_is_shown_at_the_next_frame(app, tiny_game):
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")], seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    before = assert_fresh(app, scene)
    match.submit(match.legal_actions()[0])  # as a computer's move arrives
    frames(app)
    assert scene.cover_for is None and assert_fresh(app, scene) != before


def test_undo_and_a_note_in_the_log_are_shown(app, tiny_game):
    seats = [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")]  # one human: no hot-seat cover
    match = Match(tiny_game, seats, seed=3, options={"marks": True})
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    match.submit(next(a for a in match.legal_actions() if a.kind == "place"))
    match.submit(next(a for a in match.legal_actions() if a.kind == "place"))
    frames(app)
    placed = assert_fresh(app, scene)
    match.submit(next(a for a in match.legal_actions() if a.kind == "mark"))  # reveals nothing: can be undone
    frames(app)
    marked = assert_fresh(app, scene)
    assert match.can_undo(0)
    match.undo(0)
    frames(app)
    undone = assert_fresh(app, scene)
    match.note("A line added by the program.")
    frames(app)
    noted = assert_fresh(app, scene)
    assert len({placed, marked, undone, noted}) == 4  # every change above showed


def test_a_scrolled_log_and_a_review_are_shown(app, tiny_game):
    scene = two_humans(app, tiny_game)
    match = scene.match
    for _ in range(8):
        if match.to_move() is None:
            break
        match.submit(match.legal_actions()[0])
    scene.cover_for = None
    frames(app)
    newest = assert_fresh(app, scene)
    if scene.log_lines().most > 0:
        scene.scroll_log(1)
        frames(app)
        assert assert_fresh(app, scene) != newest
    scene.start_review(1)
    frames(app)
    assert assert_fresh(app, scene) != newest
    first = next(rect for rect, entry in scene.log_hits if entry.ply == 1)
    assert scene.layout_rects.log.contains(first)  # click areas are in screen coordinates
    scene.end_review()
    frames(app)
    assert_fresh(app, scene)


def test_a_new_window_size_repaints_every_panel(app, tiny_game):
    scene = two_humans(app, tiny_game)
    assert_fresh(app, scene)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640))], dt=1 / 60)
    assert app.size == (1000, 640)
    assert_fresh(app, scene)


class StubWorker:
    """A computer that thinks for ever, with a progress the test sets."""

    busy = True

    def __init__(self) -> None:
        self.progress = 0.0
        self.started = 0

    def start(self, ruleset, state, seat, level, budget=None) -> None:
        self.started += 1

    def poll(self):
        return None

    def cancel(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def test_the_thinking_dots_and_progress_bar_move_while_the_panels_are_kept(app, tiny_game):
    worker = StubWorker()
    match = Match(tiny_game, [Seat("ai", "normal", "Bot"), Seat("human", None, "You")], seed=5)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, worker=worker))
    frames(app, 2)
    assert worker.started == 1 and scene.thinking_seat() == 0
    seats = scene.layout_rects.seats
    pictures = set()
    for step in range(6):
        worker.progress = step / 5
        frames(app, 7)  # a little over a third of a second: the dots step on
        assert_fresh(app, scene)
        pictures.add(region(app, seats))
    assert len(pictures) == 6  # the bar grew (and the dots stepped) at every check


def test_the_hover_text_follows_the_match_and_toasts_fade(app, tiny_game):
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")], seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    scene.view.describe = lambda state, element: f"{element} after {state.turn} turns."  # a text that changes
    pos = centre(scene, "cell:4")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    frames(app, 40)  # past the tooltip delay
    assert scene.hovered == "cell:4"
    empty = assert_fresh(app, scene)
    match.submit(next(a for a in match.legal_actions() if a.get("cell") == 4))
    frames(app)
    assert scene._tip[1] == "cell:4 after 1 turns."
    taken = assert_fresh(app, scene)
    assert taken != empty
    scene.toasts.show("A message that fades.", seconds=0.6)
    fading = set()
    for _ in range(4):
        frames(app, 8)
        fading.add(assert_fresh(app, scene))
    assert len(fading) == 4  # the toast showed, faded and went


def widgets(scene: PlayScene) -> list:
    """Each button's text and whether it is enabled, and the choices listed."""
    buttons = sorted((b.text, b.is_enabled, tuple(b.rect)) for b in scene.callbacks)
    items = [item["text"] for item in scene.action_list.item_list] if scene.action_list is not None else []
    return [buttons, items]


def test_after_a_move_the_widgets_are_as_a_fresh_build_makes_them(app, tiny_game):
    seats = [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")]  # one human: no hot-seat cover
    match = Match(tiny_game, seats, seed=3, options={"marks": True})
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    kinds = []
    while match.to_move() is not None and len(kinds) < 7:
        legal = match.legal_actions()
        action = next((a for a in legal if a.kind == "mark"), legal[0])
        kinds.append(action.kind)
        match.submit(action)
        frames(app, 2)
        kept = (widgets(scene), pixels(app))
        scene.resize()  # every widget built again
        frames(app, 2)
        assert (widgets(scene), pixels(app)) == kept
    assert "mark" in kinds and "place" in kinds


def test_every_frame_paints_every_pixel_of_the_screen(app):
    """The App does not clear the screen under the play scene, and the scene clears only around an opaque board
    (Age of Steam's): a frame painted whole is the same whatever the screen held before. (A paint that is not
    the next frame of the loop, as here, never trusts what the screen holds.)"""
    import rules

    seats = [Seat("human", None, name) for name in ("Ann", "Bob", "Cy")]
    match = Match(rules.get("steam"), seats, seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    assert scene.view.opaque
    app.paint()
    shown = []
    for colour in ((255, 0, 255), (0, 255, 0)):
        app.screen.fill(colour)
        shown.append(pixels(app))
    assert shown[0] == shown[1]
