"""The lesson's fake model keeps what it worked out (a question's plan per offer of tools and tool choice, the
facts of the history it last saw): what it keeps never outlives a change of its lesson, its tools, its choice or
the history, and its counts and wire record stay what they were worked out afresh."""

from __future__ import annotations

import gc

from core.engine.client import ModelRequest
from core.engine.loop import ToolLoop
from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock, Usage, dumped, history_to_json
from core.engine.settings import RunSettings
from core.engine.switches import offered
from core.engine.tokens import count_input
from core.engine.tools import Session
from core.engine.wire import anthropic_head, anthropic_reply, anthropic_request
from core.lesson.catalog import default_lesson
from core.lesson.fake_model import FakeClient
from core.lesson.spec import FakeBehaviour
from core.lesson.store import OrdersStore

QUESTION = "Wann kommt Bestellung 1042 an?"


def lesson_tools(names=None):
    return offered(default_lesson().registry().specs(names), [])


def ask(client: FakeClient, messages, tools, choice="auto", parallel=True):
    return client.create(ModelRequest("System", tuple(messages), tools, tool_choice=choice,
                                      parallel_tool_calls=parallel))


def user(text: str) -> Message:
    return Message(role="user", content=[TextBlock(text=text)])


def test_a_changed_lesson_behaviour_is_answered_from_at_once():
    client = FakeClient()
    tools = lesson_tools()
    assert ask(client, [user(QUESTION)], tools).tool_uses()[0].input == {"order_id": "1042"}
    data = default_lesson().fake.model_dump()
    data["rules"] = [{"pattern": "1042", "text": "Dazu sage ich nichts.", "stop_reason": "end_turn"}]
    client.behaviour = FakeBehaviour.model_validate(data)
    assert ask(client, [user(QUESTION)], tools).text() == "Dazu sage ich nichts."


def test_other_tools_or_another_choice_are_planned_afresh_for_the_same_question():
    client = FakeClient()
    everything = lesson_tools()
    status_only = lesson_tools(["get_return_window"])
    assert [u.name for u in ask(client, [user(QUESTION)], everything).tool_uses()] == ["get_order_status"]
    assert ask(client, [user(QUESTION)], status_only).tool_uses() == []  # its tool is not offered
    forced = ask(client, [user(QUESTION)], everything, choice="tool:get_return_window")
    assert [u.name for u in forced.tool_uses()] == ["get_return_window"]
    again = tuple(everything)  # equal tools in another tuple
    assert [u.name for u in ask(client, [user(QUESTION)], again).tool_uses()] == ["get_order_status"]


def test_input_tokens_are_the_requests_count_as_a_history_grows_changes_and_shrinks():
    client = FakeClient()
    tools = lesson_tools()
    history: list[Message] = [user(QUESTION)]
    for _ in range(3):
        request = ModelRequest("System", tuple(history), tools)
        made = client.create(request)
        assert made.usage.input_tokens == count_input(request)
        history.append(made.as_message())
        history += [Message(role="user", content=[
            ToolResultBlock(tool_use_id=use.id, content="1042 — versandt, Lieferung am 3. November")
            for use in made.tool_uses()] or [TextBlock(text="Und noch etwas: 1187?")])]
    history[1] = Message(role="assistant", content=[TextBlock(text="ganz andere, viel längere Worte hier")])
    for messages in (history, history[:2], [user("kurz")], history):
        request = ModelRequest("System", tuple(messages), tools)
        assert client.create(request).usage.input_tokens == count_input(request)


def test_an_edited_history_gives_the_question_and_ids_it_now_holds():
    client = FakeClient()
    tools = lesson_tools()
    first = ask(client, [user(QUESTION)], tools)
    history = [user(QUESTION), first.as_message()]
    history[0] = user("Und wo ist 1187?")  # the question changed in the middle of a kept history
    history[1] = Message(role="assistant", content=[ToolUseBlock(id="call_41", name="x", input={})])
    history.append(user("Wo ist 1187?"))
    made = ask(client, history, tools)
    assert [(u.id, u.name) for u in made.tool_uses()] == [("call_42", "get_return_window")]


def test_the_reply_counts_its_own_words_and_its_wire_record_renders_what_was_sent_and_came_back():
    client = FakeClient()
    request = ModelRequest("System", (user("Wann kommen 1042 und 1187 an?"),), lesson_tools())
    made = client.create(request)
    words = [use.name + " " + " ".join(use.input.values()) for use in made.tool_uses()]
    assert made.usage.output_tokens == sum((len(w.split()) * 13 + 9) // 10 for w in words)
    assert made.wire.request == anthropic_request(request)
    assert made.wire.head() == anthropic_head(request)
    assert made.wire.response == anthropic_reply(made)
    assert made.wire.response is made.wire.response  # written once, then kept
    assert made.wire.http == [] and not made.wire.is_http and made.wire.problems == []


def test_its_blocks_are_the_blocks_validation_would_make():
    client = FakeClient()
    tools = lesson_tools()
    uses = ask(client, [user("Wann kommen 1042 und 1187 an?")], tools).content
    texts = ask(client, [user("Danke!")], tools).content
    for block, again in [*[(u, ToolUseBlock(id=u.id, name=u.name, input=u.input)) for u in uses],
                         *[(t, TextBlock(text=t.text)) for t in texts]]:
        assert block == again and repr(block) == repr(again)
        assert dumped(block) == dumped(again)
    made = ask(client, [user("Danke!")], tools)
    usage = made.usage
    assert usage == Usage(input_tokens=usage.input_tokens, output_tokens=usage.output_tokens)


def test_a_long_chat_through_the_loop_numbers_its_calls_and_counts_like_a_fresh_client():
    lesson = default_lesson()
    store = OrdersStore.in_memory(seed=lesson.seed())
    kept = ToolLoop(lesson.fake_client(), lesson.registry(), store, Session("K-100"), RunSettings())
    history: list[Message] = []
    usages = []
    for n in range(30):
        ended = kept.run(list(lesson.meta.examples)[n % 7], history, emit=lambda e: None)
        usages.append(ended.input_tokens)
    fresh_history: list[Message] = []
    fresh_usages = []
    for n in range(30):  # a new client for every question sees the whole history afresh
        loop = ToolLoop(lesson.fake_client(), lesson.registry(), store, Session("K-100"), RunSettings())
        ended = loop.run(list(lesson.meta.examples)[n % 7], fresh_history, emit=lambda e: None)
        fresh_usages.append(ended.input_tokens)
    assert history_to_json(history) == history_to_json(fresh_history)
    assert usages == fresh_usages


def test_a_reply_and_its_wire_record_make_no_reference_cycle_so_each_call_leaves_no_garbage_to_collect():
    client = FakeClient()
    request = ModelRequest("System", (user(QUESTION),), lesson_tools())
    client.create(request)
    gc.collect()
    gc.disable()
    try:
        for _ in range(20):
            client.create(request)  # its wire record unread: the response not yet written
        assert gc.collect() == 0
    finally:
        gc.enable()
    made = client.create(request)
    assert made.wire.response == anthropic_reply(made)
