"""A failed call's summary in the HTTP pane: the provider's own text (or an error's text the program has no words
for) stands on a line of its own, never on a line with the program's words."""

from __future__ import annotations

import httpx
import pytest

from core.engine.client import ModelError
from gui.common.i18n import language
from gui.inspector.http_text import pieces
from tests.gui.inspector.test_http_pane import _fail

SAID = "Incorrect API key provided"


def _summary(wire, error) -> list[str]:
    """The pane's lines under FAILED, up to the blank line."""
    texts = [text for text, _ in pieces(wire, error)]
    return texts[1:texts.index("")]


@pytest.mark.parametrize("code, request_id, retries", [("de", "Anfrage-ID req_abc123", "0 neue Versuche"),
                                                       ("ru", "id запроса req_abc123", "0 повторов")])
def test_the_providers_text_has_its_own_line(http_pane, code, request_id, retries):
    assert language.set(code)
    error = _fail("openai-responses", httpx.Response(
        401, json={"error": {"message": SAID, "type": "invalid_request_error"}},
        headers={"x-request-id": "req_abc123"}))
    http_pane.show_exchange(error.wire, error)
    for lines in (http_pane.banner.text().splitlines(), _summary(error.wire, error)):
        assert [line.strip("✗ “”") for line in lines if SAID in line] == [SAID], lines
        ours = next(line for line in lines if request_id in line)
        assert retries in ours and SAID not in ours and "Unauthorized" not in ours, lines
        assert "HTTP 401 Unauthorized" in [line.strip("✗ ") for line in lines]


def test_an_unworded_errors_text_has_its_own_line(http_pane):
    """An error the program has no words for (a lesson's fault text, here English) is quoted as it was written."""
    assert language.set("de")
    wire = _fail("openai-responses", httpx.Response(500, json={"error": {"message": "boom"}})).wire
    error = ModelError("Simulated timeout (lesson fault)", retries=2, wire=wire)
    http_pane.show_exchange(error.wire, error)
    for lines in (http_pane.banner.text().splitlines(), _summary(error.wire, error)):
        assert [line.strip("✗ ") for line in lines if "Simulated" in line] == ["Simulated timeout (lesson fault)"]
        assert any("2 neue Versuche" in line for line in lines), lines
