"""One model call as code a learner can run: curl, Python with httpx, or the provider's official SDK.

A provider's call is written exactly as it was sent (URL, headers, body), in its own dialect. The fake and
scripted models speak no wire protocol: their call is rendered in whichever of the three dialects is asked
for, as that provider's adapter would send it. The key is never written: it appears as a reference to the
environment variable the provider's SDK reads (`$ANTHROPIC_API_KEY`, `$OPENAI_API_KEY`).
"""

from __future__ import annotations

import json
import pprint
import shlex
from dataclasses import dataclass
from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import history_from_json
from core.engine.wire_record import WireRecord
from core.providers.anthropic import AnthropicClient
from core.providers.config import DEFAULT_BASE_URLS, DEFAULT_MODELS, ProviderConfig
from core.providers.dialects import DIALECTS
from core.providers.json_tool import JsonTool
from core.providers.openai_chat import ChatClient
from core.providers.openai_responses import ResponsesClient

FORMS = ("curl", "httpx", "sdk")
FORM_LABELS = {"curl": "Copy as curl", "httpx": "Copy as Python (httpx)", "sdk": "Copy as official SDK code"}
KEY_VARIABLES = {"anthropic": "ANTHROPIC_API_KEY", "openai-chat": "OPENAI_API_KEY",
                 "openai-responses": "OPENAI_API_KEY"}
# Headers the HTTP client adds on its own: left out of the code, which gets its own.
_TRANSPORT_HEADERS = frozenset({"host", "content-length", "accept-encoding", "connection", "user-agent"})
_SECRET_HEADERS = frozenset({"x-api-key", "authorization", "api-key", "openai-api-key"})
_ADAPTERS = {"anthropic": AnthropicClient, "openai-chat": ChatClient, "openai-responses": ResponsesClient}
_PATHS = {dialect: adapter.path for dialect, adapter in _ADAPTERS.items()}
_HEREDOC_END = "END_OF_BODY"  # pretty-printed JSON never has this as a line of its own


@dataclass(frozen=True)
class CallCode:
    """What every form needs: where to send, which headers (the key as a variable), what body."""

    dialect: str
    url: str
    headers: dict[str, str]
    body: dict[str, Any]
    key_variable: str = ""  # empty: the call went without a key (a local server)

    @property
    def base_url(self) -> str:
        return self.url[: -len(_PATHS[self.dialect])] if self.url.endswith(_PATHS[self.dialect]) else self.url


def dialects_for(wire: WireRecord) -> tuple[str, ...]:
    """The dialects a call can be copied in: a provider's own only; the fake model's any of the three."""
    return (wire.dialect,) if wire.is_http and wire.dialect in DIALECTS else DIALECTS


def call_code(wire: WireRecord, dialect: str | None = None) -> CallCode:
    """The call in `wire` ready to be written as code (`dialect` chooses for the fake model)."""
    if wire.is_http and wire.dialect in DIALECTS:
        return _provider_call(wire)
    return _rendered_call(wire.request, dialect or "anthropic")


def _provider_call(wire: WireRecord) -> CallCode:
    headers: dict[str, str] = {}
    key_variable = ""
    for name, value in (wire.request.get("headers") or {}).items():
        lowered = name.lower()
        if lowered in _TRANSPORT_HEADERS:
            continue
        if lowered in _SECRET_HEADERS:
            key_variable = KEY_VARIABLES[wire.dialect]
            continue
        headers[lowered] = str(value)
    return CallCode(wire.dialect, str(wire.request["url"]), headers, wire.request.get("body") or {}, key_variable)


def _rendered_call(lesson_json: dict[str, Any], dialect: str) -> CallCode:
    """The fake model's Anthropic-shaped request as the `dialect` adapter would send it to the real provider."""
    if dialect not in DIALECTS:
        raise ValueError(f"unknown dialect {dialect!r}; known: {', '.join(DIALECTS)}")
    tools = tuple(JsonTool.from_anthropic(tool) for tool in lesson_json.get("tools") or [])
    max_tokens = int(lesson_json.get("max_tokens") or 1024)
    request = ModelRequest(system=str(lesson_json.get("system") or ""),
                           messages=tuple(history_from_json(lesson_json.get("messages") or [])),
                           tools=tools, max_tokens=max_tokens, model=DEFAULT_MODELS[dialect])
    adapter = _ADAPTERS[dialect](ProviderConfig(dialect, max_tokens=max_tokens))
    try:
        body = adapter.body(request, stream=False)
        headers = {name: value for name, value in adapter.session.headers.items() if name.lower() != "accept"}
    finally:
        adapter.close()
    headers = {"accept": "application/json", **headers, "content-type": "application/json"}
    return CallCode(dialect, DEFAULT_BASE_URLS[dialect] + _PATHS[dialect], headers, body, KEY_VARIABLES[dialect])


def render(code: CallCode, form: str) -> str:
    if form == "curl":
        return as_curl(code)
    if form == "httpx":
        return as_httpx(code)
    if form == "sdk":
        return as_sdk(code)
    raise ValueError(f"unknown form {form!r}; known: {', '.join(FORMS)}")


def _key_header(code: CallCode) -> tuple[str, str] | None:
    """The auth header's name and its value's prefix before the key ('Bearer ' for OpenAI)."""
    if not code.key_variable:
        return None
    return ("x-api-key", "") if code.dialect == "anthropic" else ("authorization", "Bearer ")


def as_curl(code: CallCode) -> str:
    lines = [f"curl -sS {shlex.quote(code.url)}"]
    key = _key_header(code)
    if key is not None:
        lines.append(f'-H "{key[0]}: {key[1]}${code.key_variable}"')
    lines += [f"-H {shlex.quote(f'{name}: {value}')}" for name, value in code.headers.items()]
    lines.append("--data-binary @-")
    body = json.dumps(code.body, indent=2, ensure_ascii=False)
    return " \\\n  ".join(lines) + f" <<'{_HEREDOC_END}'\n{body}\n{_HEREDOC_END}\n"


def _literal(value: Any) -> str:
    return pprint.pformat(value, indent=1, width=100, sort_dicts=False)


def as_httpx(code: CallCode) -> str:
    entries = [f"    {name!r}: {value!r}," for name, value in code.headers.items()]
    key = _key_header(code)
    if key is not None:
        entries.insert(0, f"    {key[0]!r}: {key[1]!r} + os.environ[{code.key_variable!r}],")
    headers = "{\n" + "\n".join(entries) + "\n}"
    streamed = bool(code.body.get("stream"))
    call = ("with httpx.stream('POST', URL, headers=HEADERS, json=BODY, timeout=60) as response:\n"
            "    for line in response.iter_lines():\n        print(line)\n") if streamed else (
        "response = httpx.post(URL, headers=HEADERS, json=BODY, timeout=60)\n"
        "print(json.dumps(response.json(), indent=2, ensure_ascii=False))\n")
    return ("import json\nimport os\n\nimport httpx\n\n"
            f"URL = {code.url!r}\nHEADERS = {headers}\nBODY = {_literal(code.body)}\n\n{call}")


def as_sdk(code: CallCode) -> str:
    base = code.base_url
    default = DEFAULT_BASE_URLS[code.dialect]
    streamed = bool(code.body.get("stream"))
    if code.dialect == "anthropic":
        head, method = "import anthropic\n\nclient = anthropic.Anthropic(", "client.messages.create"
        comment = "# the key comes from $ANTHROPIC_API_KEY"
    else:
        head = "import openai\n\nclient = openai.OpenAI("
        method = "client.chat.completions.create" if code.dialect == "openai-chat" else "client.responses.create"
        comment = "# the key comes from $OPENAI_API_KEY"
    arguments = [] if base == default else [f"base_url={base!r}"]
    if not code.key_variable:
        arguments.append("api_key='not-needed'")  # a local server takes no key, but the SDK wants one
        comment = "# this server takes no key"
    show = ("for event in reply:\n    print(event)\n" if streamed
            else "print(reply.model_dump_json(indent=2))\n")
    return (f"{comment}\n{head}{', '.join(arguments)})\n\n"
            f"BODY = {_literal(code.body)}\n\nreply = {method}(**BODY)\n{show}")
