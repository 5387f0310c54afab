"""The play scene on the tiny test game: drag and drop, illegal drops, hot-seat, and computer seats."""

from __future__ import annotations

import threading

import pygame

from game.ai.agent import Agent
from game.ai.worker import AIWorker
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from graphics import fonts
from rules.core import Action
from tests.game.ui.conftest import button, click, drag, frames
from tests.tiny import Tiny


def two_humans(app, ruleset) -> PlayScene:
    match = Match(ruleset, [Seat("human", None, "Ann"), Seat("human", None, "Bob")], seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    return scene.view.rect_of(element_id).center


def test_dragging_a_disc_from_the_supply_onto_an_empty_cell_places_it(app, tiny_game):
    scene = two_humans(app, tiny_game)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    state = scene.match.state
    assert state.cells == [None, None, None, None, 0, None, None, None, None]
    assert [a.text for a in scene.match.history] == ["0 place cell=4"]
    assert scene.match.log[0].text == "Seat 1 drops a disc on cell 5."


def test_a_lifted_disc_lights_only_its_legal_targets(app, tiny_game):
    scene = two_humans(app, tiny_game)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(scene, "supply:0"), button=1)], dt=1 / 60)
    assert scene.dnd.lifted == "supply:0"
    assert scene.context().legal_targets == {f"cell:{i}" for i in range(9)}


def test_hot_seat_cover_hides_the_board_until_the_next_human_is_ready(app, tiny_game):
    scene = two_humans(app, tiny_game)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    assert scene.cover_for is None and scene.waiting() == 0  # Ann's turn is hers until she ends it
    click(app, button(scene, "End turn").rect.center)
    assert scene.cover_for == 1
    assert scene.context().legal_targets == set()
    click(app, button(scene, "I am Blue (Bob): show my turn").rect.center)
    assert scene.cover_for is None
    assert "cell:0" in scene.context().legal_targets


def test_dropping_on_an_occupied_cell_changes_nothing_and_says_why(app, tiny_game):
    scene = two_humans(app, tiny_game)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    click(app, button(scene, "End turn").rect.center)
    click(app, button(scene, "I am Blue (Bob): show my turn").rect.center)
    before = tiny_game.to_json(scene.match.state)
    revision = scene.match.revision
    drag(app, centre(scene, "supply:1"), centre(scene, "cell:4"))
    assert tiny_game.to_json(scene.match.state) == before
    assert scene.match.revision == revision
    reason = "That cell is taken: a disc may only go on an empty cell."
    assert scene.last_refusal == reason
    assert reason in scene.toasts.texts
    assert scene.dnd.slide is not None  # the disc slides home
    frames(app, 30)
    assert scene.dnd.slide is None


def test_clicking_a_glowing_cell_also_places_a_disc(app, tiny_game):
    scene = two_humans(app, tiny_game)
    click(app, centre(scene, "cell:2"))
    assert [a.text for a in scene.match.history] == ["0 place cell=2"]


def test_picking_from_the_action_list_places_a_disc(app, tiny_game):
    scene = two_humans(app, tiny_game)
    action_list = scene.action_list
    item = action_list.item_list_container.elements[2]
    assert item.text == "3. place cell=2"
    click(app, item.rect.center)
    assert [a.text for a in scene.match.history] == ["0 place cell=2"]


def test_undo_takes_back_nothing_past_a_random_draw(app, tiny_game):
    # One human and a computer that waits: after Ann's move the Undo button is hers, and her own
    # move is the last one, so only the draw it revealed can keep her from taking it back.
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")], seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    assert [a.seat for a in match.history] == [0] and scene.undo_seat() == 0
    assert match.state.rng.state != match.states[0].rng.state  # placing drew a token from the bag
    assert not button(scene, "Undo").is_enabled


class GatedAgent(Agent):
    """Thinks until the test opens the gate (or ten seconds pass): a deliberately slow computer."""

    level = "gated"
    gate = threading.Event()

    def decide(self, state, seat, legal, budget, cancel):
        GatedAgent.gate.wait(10)
        return legal[0]


class BrokenAgent(Agent):
    level = "broken"

    def decide(self, state, seat, legal, budget, cancel):
        raise RuntimeError("the search fell over")


def test_a_slow_computer_never_blocks_the_loop(app, tiny_game):
    GatedAgent.gate.clear()
    worker = AIWorker(agent_factory=lambda level, rs, seed: GatedAgent(rs, seed), seed=1)
    match = Match(tiny_game, [Seat("ai", "gated", "Slow AI"), Seat("human", None, "You")], seed=5)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, worker=worker))
    start = app.frames
    frames(app, 40)
    # forty frames were drawn while the computer was still thinking
    assert app.frames - start == 40
    assert worker.busy and match.ply == 0
    assert scene.thinking_seat() == 0
    GatedAgent.gate.set()
    for _ in range(500):
        frames(app)
        if match.ply:
            break
        threading.Event().wait(0.01)
    assert [a.text for a in match.history] == ["0 place cell=0"]


def test_a_computer_that_crashes_plays_a_legal_move_and_the_player_is_told(app, tiny_game):
    worker = AIWorker(agent_factory=lambda level, rs, seed: BrokenAgent(rs, seed), seed=1)
    match = Match(tiny_game, [Seat("ai", "broken", "Broken AI"), Seat("human", None, "You")], seed=5)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, worker=worker))
    for _ in range(500):
        frames(app)
        if match.ply:
            break
        threading.Event().wait(0.01)
    assert match.ply == 1
    assert tiny_game.explain(match.states[0], match.history[0]) is None
    assert any(match.seat_name(0) in t and "fell over" in t for t in scene.toasts.texts)
    assert match.log[-1].kind == "note" and match.seat_name(0) in match.log[-1].text


class HungAgent(Agent):
    """Never answers in time and ignores cancel (a search stuck in a bug)."""

    level = "hung"
    release = threading.Event()

    def decide(self, state, seat, legal, budget, cancel):
        HungAgent.release.wait(10)
        return legal[0]


def test_a_computer_that_does_not_answer_in_time_plays_a_legal_move_and_the_player_is_told(app, tiny_game):
    HungAgent.release.clear()
    worker = AIWorker(agent_factory=lambda level, rs, seed: HungAgent(rs, seed), seed=1, margin=0.3)
    match = Match(tiny_game, [Seat("ai", "hung", "Stuck AI"), Seat("human", None, "You")], seed=5)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, worker=worker))
    try:
        for _ in range(500):
            frames(app)
            if match.ply:
                break
            threading.Event().wait(0.01)
        assert match.ply == 1 and tiny_game.explain(match.states[0], match.history[0]) is None
        told = [t for t in scene.toasts.texts if match.seat_name(0) in t]
        assert told and "did not answer within" in told[0] and "played a legal move instead" in told[0]
        assert told[0].count("legal move") == 1  # one sentence, not the reason wrapped in another
        assert match.log[-1].kind == "note" and "did not answer within" in match.log[-1].text
    finally:
        HungAgent.release.set()


def test_a_computer_seat_with_no_move_to_make_stops_thinking_and_says_what_to_do(app, tiny_game, monkeypatch):
    worker = AIWorker(agent_factory=lambda level, rs, seed: BrokenAgent(rs, seed), seed=1)
    match = Match(tiny_game, [Seat("ai", "broken", "Broken AI"), Seat("human", None, "You")], seed=5)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, worker=worker))

    def no_moves(state):
        raise RuntimeError("the rules lost their way")

    monkeypatch.setattr(worker, "_fallback", lambda ruleset, state, seat: no_moves(state))
    for _ in range(500):
        frames(app)
        if scene.stuck is not None:
            break
        threading.Event().wait(0.01)
    assert match.ply == 0
    assert scene.thinking_seat() is None  # no "thinking" dots for ever
    assert "Red — computer found no move" in scene._idle_text() and "undo" in scene._idle_text()
    assert any("the rules lost their way" in t for t in scene.toasts.texts)


class TwinTiny(Tiny):
    """The tiny game where a disc may also go on a cell face down: two moves share each target."""

    def legal_actions(self, state):
        acts = super().legal_actions(state)
        twins = [
            Action.make("place", a.seat, source=a.source, targets=a.targets, cell=a["cell"], face="down")
            for a in acts
            if a.kind == "place"
        ]
        return acts + twins


def test_a_drop_on_a_place_two_moves_share_asks_which(app, tiny_game):
    import rules

    twin = rules.register(TwinTiny())
    scene = two_humans(app, twin)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    assert scene.match.ply == 0
    assert [a.text for a in scene.chooser] == ["0 place cell=4", "0 place cell=4 face=down"]
    click(app, button(scene, "place cell=4 face=down").rect.center)
    assert [a.text for a in scene.match.history] == ["0 place cell=4 face=down"]


def test_the_wheel_zooms_and_a_drag_on_empty_board_pans_the_view(app, tiny_game):
    scene = two_humans(app, tiny_game)
    calls = []
    scene.view.zoom = lambda steps, pos: calls.append(("zoom", steps, pos)) or True
    scene.view.pan = lambda delta: calls.append(("pan", delta)) or True
    empty = (scene.layout_rects.board.right - 5, scene.layout_rects.board.bottom - 5)
    assert scene.view.element_at(empty) is None
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=empty, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)], dt=1 / 60)
    drag(app, empty, (empty[0] - 40, empty[1] - 30), steps=2)
    assert calls[0] == ("zoom", 1, empty)
    assert sum(c[1][0] for c in calls[1:]) == -40 and sum(c[1][1] for c in calls[1:]) == -30
    assert scene.match.ply == 0


def test_clicking_a_log_line_shows_the_board_after_that_move_and_back(app, tiny_game):
    scene = two_humans(app, tiny_game)
    scene.computer_moves = False
    for action_cell in (0, 4, 8):
        scene.submit(next(a for a in scene.match.legal_actions() if a["cell"] == action_cell))
    if scene.cover_for is not None:
        scene.uncover()
    frames(app, 2)
    first = next((rect, e) for rect, e in scene.log_hits if e.ply == 1)
    click(app, first[0].center)
    assert scene.review == 1
    assert scene.context().legal_targets == set()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], dt=1 / 60)
    assert scene.review == 2
    click(app, button(scene, "Back to the game").rect.center)
    assert scene.review is None
    assert scene.match.ply == 3  # reviewing changed nothing


def test_hint_suggests_a_move_without_blocking_and_says_why(app, tiny_game, monkeypatch):
    import game.ai

    gate = threading.Event()

    def slow_hint(ruleset, state, seat, budget=None):
        gate.wait(10)
        return ruleset.legal_actions(state)[4], "Suggested: place cell=4. It takes the centre."

    monkeypatch.setattr(game.ai, "hint", slow_hint)
    scene = two_humans(app, tiny_game)
    click(app, button(scene, "Hint").rect.center)
    frames(app, 10)  # the loop goes on while the hint is thought about
    assert scene.hint_job is not None and not button(scene, "Hint…").is_enabled
    gate.set()
    for _ in range(200):
        frames(app)
        if scene.hint_job is None:
            break
        threading.Event().wait(0.01)
    assert "Suggested: place cell=4. It takes the centre." in scene.toasts.texts
    assert scene.match.ply == 0  # a hint only suggests


def test_a_move_does_not_lay_the_board_out_again(app, tiny_game):
    scene = two_humans(app, tiny_game)
    layouts = []
    original = scene.view.layout
    scene.view.layout = lambda rect: layouts.append(rect) or original(rect)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    assert scene.match.ply == 1 and layouts == []


def test_a_board_view_that_raises_in_draw_shows_a_message_instead_of_closing_the_window(app, tiny_game):
    scene = two_humans(app, tiny_game)

    def broken(surface, state, ctx):
        raise RuntimeError("bad paint")

    scene.view.draw = broken
    frames(app, 3)  # must not raise out of the loop
    assert any("bad paint" in text for text in scene.toasts.texts)
    assert sum("bad paint" in text for text in scene.toasts.texts) == 1  # told once, not once per frame


def test_a_board_view_whose_tooltip_or_lifted_piece_raises_does_not_close_the_window(app, tiny_game):
    scene = two_humans(app, tiny_game)

    def broken(*args):
        raise RuntimeError("bad hover")

    scene.view.describe = broken
    scene.view.draw_lifted = broken
    pos = centre(scene, "supply:0")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    frames(app, 40)  # past the tooltip delay: the tooltip is asked for
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], dt=1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 40, pos[1]), rel=(40, 0), buttons=(1, 0, 0))])
    frames(app, 2)
    assert scene.dnd.lifted == "supply:0"  # still playing
    assert sum("bad hover" in text for text in scene.toasts.texts) == 1


def test_the_hot_seat_cover_is_painted_once_not_every_frame(app, tiny_game, monkeypatch):
    scene = two_humans(app, tiny_game)
    drag(app, centre(scene, "supply:0"), centre(scene, "cell:4"))
    click(app, button(scene, "End turn").rect.center)
    assert scene.cover_for == 1
    frames(app, 2)
    from graphics import theme

    painted: list[int] = []
    monkeypatch.setattr(theme, "paint_backdrop", lambda surface: painted.append(1))
    frames(app, 5)
    assert painted == []


def test_a_rules_bug_on_a_move_is_a_message_and_the_game_stays_as_it_was(app, tiny_game, monkeypatch):
    scene = two_humans(app, tiny_game)

    def broken(state, action):
        raise KeyError("cell")

    monkeypatch.setattr(scene.match.ruleset, "apply", broken)
    click(app, centre(scene, "cell:2"))  # must not raise out of the loop
    assert scene.match.ply == 0
    assert any("KeyError" in text for text in scene.toasts.texts)


def test_a_board_view_whose_hit_test_raises_leaves_the_choices_working(app, tiny_game):
    scene = two_humans(app, tiny_game)
    cell = centre(scene, "cell:2")

    def broken(pos):
        raise IndexError("no such hex")

    scene.view.element_at = broken
    click(app, cell)  # must not raise out of the loop
    assert scene.match.ply == 0
    assert sum("no such hex" in text for text in scene.toasts.texts) == 1


def test_hovering_the_prompt_shows_the_whole_prompt_and_its_rule(app, tiny_game):
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("human", None, "Bob")], seed=3)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    text_rect = scene._prompt_text_rect()
    assert text_rect.w > 0 and text_rect.right <= scene.layout_rects.prompt.right
    pos = (text_rect.x + 40, text_rect.centery)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    frames(app, 40)  # past the tooltip delay
    prompt = tiny_game.prompt(match.state)
    assert scene._tip[1] == f"{prompt.text}\nRule: {prompt.rule}"
    assert scene.context().hovered is None  # the board is not told a board element is hovered


def _until(app, condition, seconds: float = 5.0) -> bool:
    """Run frames (sleeping a little between them, as the real loop does) until ``condition()`` or time runs out."""
    for _ in range(int(seconds / 0.01)):
        frames(app)
        if condition():
            return True
        threading.Event().wait(0.01)
    return False


def _ann_to_mark(app, match: Match) -> PlayScene:
    """Ann and a Random computer each placed a disc; Ann is to move and may mark (which reveals nothing)."""
    match.submit(next(a for a in match.legal_actions() if a["cell"] == 0))
    if match.waiting_seat() == 0:
        match.end_turn(0)
    match.submit(next(a for a in match.legal_actions() if a["cell"] == 1))
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match))
    frames(app, 2)
    click(app, centre(scene, "cell:0"))  # Ann's own disc: the mark
    assert [a.kind for a in match.history] == ["place", "place", "mark"]
    return scene


def test_a_turn_is_yours_until_you_end_it_the_computer_waits_and_undo_takes_it_back(app, tiny_game):
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")], seed=3)
    scene = _ann_to_mark(app, match)
    # a Random computer answers within a few frames; given a second, it still has not moved
    assert not _until(app, lambda: match.ply > 3, seconds=1.0)
    assert scene.waiting() == 0 and scene.thinking_seat() is None
    assert button(scene, "End turn").is_enabled
    click(app, button(scene, "Undo").rect.center)
    assert [a.kind for a in match.history] == ["place", "place"] and match.to_move() == 0
    click(app, centre(scene, "cell:0"))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], dt=1 / 60)
    assert _until(app, lambda: match.ply == 4)  # End turn: now the computer plays
    assert match.history[3].seat == 1


def test_after_the_turn_is_ended_undo_says_why_it_cannot_take_it_back(app, tiny_game):
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")], seed=3)
    scene = _ann_to_mark(app, match)
    click(app, button(scene, "End turn").rect.center)
    assert _until(app, lambda: match.ply == 4 and match.to_move() == 0)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z", scancode=0)])
    assert match.ply == 4
    assert any("never takes back another player's move" in t for t in scene.toasts.texts)


def test_with_end_turn_off_the_computer_answers_at_once_as_before(app, tiny_game):
    app.settings.confirm_turns = False
    match = Match(tiny_game, [Seat("human", None, "Ann"), Seat("ai", "random", "Bot")], seed=3)
    scene = _ann_to_mark(app, match)
    assert _until(app, lambda: match.ply == 4)
    assert scene.waiting() is None and "End turn" not in [getattr(b, "text", "") for b in scene.callbacks]
    assert not button(scene, "Undo").is_enabled  # the computer's move stands between Ann and her mark


def test_f11_switches_fullscreen_and_question_mark_lists_the_keys(app, tiny_game):
    scene = two_humans(app, tiny_game)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)], dt=1 / 60)
    assert app.settings.fullscreen and app.scene is scene
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)], dt=1 / 60)
    assert not app.settings.fullscreen
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)])
    assert any("Enter ends your turn" in t and "F11" in t and "Ctrl+Z" in t for t in scene.toasts.texts)


def test_a_choice_cut_at_the_lists_edge_shows_its_whole_words_on_hover(app, tiny_game, monkeypatch):
    """Readable at 1280x720: a choice too long for its row is cut there, and hovering it says it whole."""
    long = "Place a disc on the cell in the very middle of the board, the one every line of three goes through"
    monkeypatch.setattr(tiny_game, "describe", lambda state, action: long if action.get("cell") == 4 else "Short")
    scene = two_humans(app, tiny_game)
    rows = {item["text"]: item["button_element"] for item in scene.action_list.item_list if item["button_element"]}
    cut = next(button for text, button in rows.items() if text.endswith("…"))
    assert long.startswith(cut.text.split(". ", 1)[1][:-1])  # the start of its words, then an ellipsis
    assert fonts.font(scene.px(15)).size(cut.text)[0] <= cut.rect.w - scene.px(16)  # inside the row's padding
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=cut.rect.center, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    frames(app, 40)  # past the tooltip delay
    assert scene._tip[1].endswith(long)
    short = next(button for text, button in rows.items() if text.endswith("Short"))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=short.rect.center, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    assert scene.hovered is None  # a row that fits needs no tooltip


def test_scrolling_the_choices_drops_the_tip_of_the_row_that_was_under_the_pointer(app, tiny_game, monkeypatch):
    """The wheel moves other rows under a still pointer: the tip of the row that was there goes, never names
    a row the pointer is no longer on."""
    long = "Place a disc on the cell in the very middle of the board, the one every line of three goes through"
    monkeypatch.setattr(tiny_game, "describe", lambda state, action: long)
    scene = two_humans(app, tiny_game)
    cut = next(item["button_element"] for item in scene.action_list.item_list if item["button_element"])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=cut.rect.center, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    assert scene.hovered is not None
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], dt=1 / 60)
    assert scene.hovered is None
