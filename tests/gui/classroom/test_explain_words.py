"""The Explain pane's sentences are whole in each language: a call's inputs and a list of calls are worded by the
language (its "with", its "and"), a retry without an HTTP status is a sentence of its own, none glued from English
fragments."""

from __future__ import annotations

import re

import pytest

from core.engine.events import Paused, ReplyReceived, Retrying
from core.engine.messages import Reply, ToolUseBlock, Usage
from gui.classroom.explain import Explainer
from gui.common.i18n import language

ONE = ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042"})
TWO = ToolUseBlock(id="call_2", name="set_address", input={"order_id": "1042", "street": "Weg 1"})
ENGLISH = re.compile(r"\b(with|and|no connection)\b")
EXPECTED = {
    "de": "get_order_status mit order_id 1042 und set_address mit order_id 1042 und street Weg 1",
    "ru": "get_order_status с параметрами order_id 1042 и set_address с параметрами order_id 1042 и street Weg 1",
    "en": "get_order_status with order_id 1042 and set_address with order_id 1042 and street Weg 1",
}


def _texts() -> list[str]:
    explainer = Explainer()
    reply = Reply(content=[ONE, TWO], stop_reason="tool_use", usage=Usage(input_tokens=34, output_tokens=5))
    texts = [explainer.explain(ReplyReceived(1, reply, 34, 5))]
    explainer.last_uses = [ONE, TWO]
    texts += [explainer.explain(Paused("tool", "", 1)), explainer.explain(Retrying(None, 0.4, 1)),
              explainer.explain(Retrying(529, 0.4, 1))]
    assert all(texts)
    return [t for t in texts if t]


@pytest.mark.parametrize("code", ["de", "ru", "en"])
def test_calls_and_retries_are_worded_whole_in_the_language(qapp, code):
    assert language.set(code)
    texts = _texts()
    assert EXPECTED[code] in texts[0] and EXPECTED[code] in texts[1]
    if code != "en":
        assert [t for t in texts if ENGLISH.search(t)] == []
    assert "HTTP 529" in texts[3] and "HTTP" not in texts[2]
