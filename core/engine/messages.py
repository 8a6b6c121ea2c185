"""The conversation: typed content blocks, messages and model replies.

Serialised with `by_alias`/`exclude_none`, a conversation is exactly the
Anthropic Messages JSON the lesson shows: a user message holding a single text
block is sent as a plain string, and `is_error` appears only when it is true.
The classes are frozen, slotted pydantic dataclasses: built by keyword they validate, and a field read is a slot
read that CPython can specialise (a BaseModel's `__getattr__` keeps it from doing so). Copy one with
`dataclasses.replace` (which validates), dump it with `dumped`.
The block classes have no subclasses: the hot paths tell blocks apart by `type(block) is`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import Field, InstanceOf, TypeAdapter, field_validator, model_serializer
from pydantic.dataclasses import dataclass

from core.engine.wire_record import WireRecord


@dataclass(frozen=True, slots=True, kw_only=True)
class TextBlock:
    type: Literal["text"] = "text"
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolUseBlock:
    type: Literal["tool_use"] = "tool_use"
    id: str
    name: str
    input: dict[str, Any] = Field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolResultBlock:
    type: Literal["tool_result"] = "tool_result"
    tool_use_id: str
    content: str
    is_error: bool = False

    @model_serializer(mode="wrap")
    def _drop_false_is_error(self, handler):
        data = handler(self)
        if not self.is_error:
            data.pop("is_error", None)
        return data


Block = Annotated[TextBlock | ToolUseBlock | ToolResultBlock, Field(discriminator="type")]
Role = Literal["user", "assistant"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Message:
    """One turn. `wire` (assistant turns) is the call's wire record: it keeps a provider's own rendering of
    the turn so it can be replayed unchanged; it never takes part in the lesson's JSON."""

    role: Role
    content: list[Block]
    wire: InstanceOf[WireRecord] | None = Field(default=None, exclude=True, repr=False)

    @field_validator("content", mode="before")
    @classmethod
    def _string_is_one_text_block(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [{"type": "text", "text": value}]
        return value

    @model_serializer(mode="wrap")
    def _short_user_text(self, handler):
        data = handler(self)
        blocks = self.content
        if self.role == "user" and len(blocks) == 1 and type(blocks[0]) is TextBlock:
            data["content"] = blocks[0].text
        return data

    def tool_uses(self) -> list[ToolUseBlock]:
        uses = []  # a loop, not a comprehension: one frame less (Python 3.11), asked on every model call
        for block in self.content:
            if type(block) is ToolUseBlock:
                uses.append(block)
        return uses

    def tool_results(self) -> list[ToolResultBlock]:
        return [b for b in self.content if type(b) is ToolResultBlock]

    def text(self) -> str:
        """The first text block's text, as the lesson's textOf does."""
        for block in self.content:
            if type(block) is TextBlock:
                return block.text
        return ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Reply:
    """What one model call returned, already in the core's terms."""

    content: list[Block]
    stop_reason: str
    usage: Usage = Usage()
    wire: InstanceOf[WireRecord] | None = Field(default=None, exclude=True, repr=False)

    def as_message(self) -> Message:
        return message("assistant", self.content, self.wire)

    def tool_uses(self) -> list[ToolUseBlock]:
        uses = []  # a loop, not a comprehension: one frame less (Python 3.11), asked on every model call
        for block in self.content:
            if type(block) is ToolUseBlock:
                uses.append(block)
        return uses

    def text(self) -> str:
        """The first text block's text, as the lesson's textOf does."""
        for block in self.content:
            if type(block) is TextBlock:
                return block.text
        return ""


M = TypeVar("M")
_HISTORY = TypeAdapter(list[Message])


def history_to_json(messages: list[Message]) -> list[dict[str, Any]]:
    """The `messages` array exactly as it goes over the wire to Anthropic Messages."""
    return _HISTORY.dump_python(messages, mode="json")


def history_from_json(data: Any) -> list[Message]:
    """Parse an Anthropic `messages` array back into core objects (raises pydantic.ValidationError)."""
    return _HISTORY.validate_python(data)


def dumped(item: Any, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
    """A block, message, usage or reply as plain data, as its JSON shows it (`wire` left out)."""
    return type(item).__pydantic_serializer__.to_python(item, mode=mode)


# The fast factories below skip validation: `_new` then each slot set through its descriptor (looked up here,
# once), not through the frozen class's `__setattr__`. Only for values the program made or validated itself.
_new = object.__new__  # what a dataclass's `__new__` is; looked up through the class, it costs as much as the rest


def _slot(cls: type, name: str) -> Any:
    return cls.__dict__[name].__set__


_SLOTS: dict[type, tuple[tuple[str, Any], ...]] = {
    cls: tuple((name, _slot(cls, name)) for name in cls.__slots__)
    for cls in (TextBlock, ToolUseBlock, ToolResultBlock, Message, Usage, Reply)}
_text_type, _text_text = _slot(TextBlock, "type"), _slot(TextBlock, "text")
_use_type, _use_id, _use_name, _use_input = (_slot(ToolUseBlock, n) for n in ("type", "id", "name", "input"))
_result_type, _result_id, _result_content, _result_error = (
    _slot(ToolResultBlock, n) for n in ("type", "tool_use_id", "content", "is_error"))
_message_role, _message_content, _message_wire = (_slot(Message, n) for n in ("role", "content", "wire"))
_reply_content, _reply_stop, _reply_usage, _reply_wire = (
    _slot(Reply, n) for n in ("content", "stop_reason", "usage", "wire"))


def message(role: Role, content: list[Any], wire: WireRecord | None = None) -> Message:
    """A Message of blocks the program already holds (its own, or the model's validated when they came in), not
    validated again: pydantic's check of a list of blocks costs several times the object itself."""
    made = _new(Message)
    _message_role(made, role)
    _message_content(made, content)
    _message_wire(made, wire)
    return made


def reply(content: list[Any], stop_reason: str, usage: Usage, wire: WireRecord | None = None) -> Reply:
    """A Reply a local model (the fake, the scripted) made of its own blocks, not validated again (see message)."""
    made = _new(Reply)
    _reply_content(made, content)
    _reply_stop(made, stop_reason)
    _reply_usage(made, usage)
    _reply_wire(made, wire)
    return made


def text_block(text: str) -> TextBlock:
    """TextBlock(text=text) for a `text` that is a str, without validating it again."""
    if type(text) is not str:  # a str subclass, or no str at all: pydantic says what it makes of it
        return TextBlock(text=text)
    made = _new(TextBlock)
    _text_type(made, "text")
    _text_text(made, text)
    return made


def shared_text_block(text: str) -> TextBlock:
    """text_block(text), one block kept per text (a block never changes, so a question asked again shares it)."""
    if type(text) is not str:
        return text_block(text)
    block = _SHARED.get(text)
    if block is None:
        if len(_SHARED) >= SHARED_KEPT:
            _SHARED.clear()
        block = _SHARED[text] = text_block(text)
    return block


SHARED_KEPT = 1024
_SHARED: dict[str, TextBlock] = {}


def tool_use(call_id: str, name: str, arguments: dict[str, Any]) -> ToolUseBlock:
    """ToolUseBlock(id=call_id, name=name, input=arguments) of values a local model made itself (`arguments` a
    dict of its own), not validated again."""
    made = _new(ToolUseBlock)
    _use_type(made, "tool_use")
    _use_id(made, call_id)
    _use_name(made, name)
    _use_input(made, arguments)
    return made


def tool_result(tool_use_id: str, content: str, is_error: bool) -> ToolResultBlock:
    """A ToolResultBlock of values the program made itself (a tool call's answer: the caller makes `content` a
    str), not validated again: every tool call makes one."""
    made = _new(ToolResultBlock)
    _result_type(made, "tool_result")
    _result_id(made, tool_use_id)
    _result_content(made, content)
    _result_error(made, is_error)
    return made


def trusted(cls: type[M], data: dict[str, Any]) -> M:
    """`cls` (one of this module's classes) holding `data`, every field given, without the check: for values the
    program made itself."""
    made = _new(cls)
    for name, set_slot in _SLOTS[cls]:
        set_slot(made, data[name])
    return made
