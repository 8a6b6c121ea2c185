"""The seam between the loop and a model: one request in, one reply out.

Fake, scripted and real (HTTP) clients all fit this Protocol; the loop never
knows which one it talks to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from core.engine._frozen import one_step
from core.engine.cancel import CancelToken
from core.engine.messages import Message, Reply
from core.engine.tools import ToolSpec
from core.engine.wire_record import WireRecord

# The engine's own neutral defaults; a lesson brings its words (lesson.json system, handoff, model_placeholder).
# The system prompt is never empty: some providers refuse an empty system text.
SYSTEM = "You are a helpful assistant. Use the offered tools when they help."
HANDOFF = "I am passing your request on to a person from our team."
PLACEHOLDER_MODEL = "<model name>"  # the model a request names when none was chosen (a real client picks its own)

Notify = Callable[[object], None]


@one_step  # made once per model call
@dataclass(frozen=True)
class ModelRequest:
    system: str
    messages: tuple[Message, ...]
    tools: tuple[ToolSpec, ...]
    max_tokens: int = 1024
    model: str = PLACEHOLDER_MODEL
    tool_choice: str = "auto"  # auto, any, none or tool:NAME (core.engine.switches)
    parallel_tool_calls: bool = True  # False: at most one tool call per reply


class ModelError(Exception):
    """A model call failed for good (after any retries). `text` is for a learner (English, for the CLI and
    logs); `code` and `values`, when given, let the window word it in its own language; the rest is for the
    inspector."""

    def __init__(self, text: str, *, status: int | None = None, body: Any = None,
                 request_id: str | None = None, retries: int = 0, wire: WireRecord | None = None,
                 code: str = "", values: dict[str, Any] | None = None) -> None:
        super().__init__(text)
        self.text = text
        self.code = code
        self.values = dict(values or {})
        self.status = status
        self.body = body
        self.request_id = request_id
        self.retries = retries
        self.wire = wire  # what was sent and what came back, when the call reached a provider


@runtime_checkable
class ModelClient(Protocol):
    name: str

    @property
    def instant(self) -> bool:
        """True: `create` answers at once and honours `cancel` itself, so the loop calls it on its own thread;
        False: the loop runs it on a helper thread it can abandon when the run is cancelled or out of time."""

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        """One model call. Raise ModelError on failure, Cancelled when cancelled."""

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        """The body this client would send for `request` (shown while a run is paused)."""

    def close(self) -> None:
        """Release what the client holds (a provider's connections); nothing for the fake and scripted models."""

