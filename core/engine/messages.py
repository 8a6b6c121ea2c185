"""The conversation: typed content blocks, messages and model replies.

Serialised with `by_alias`/`exclude_none`, a conversation is exactly the
Anthropic Messages JSON the lesson shows: a user message holding a single text
block is sent as a plain string, and `is_error` appears only when it is true.
The block classes have no subclasses: the hot paths tell blocks apart by `type(block) is`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, InstanceOf, TypeAdapter, field_validator, model_serializer

from core.engine.wire_record import WireRecord


class TextBlock(BaseModel):
    model_config = ConfigDict(frozen=True)
    type: Literal["text"] = "text"
    text: str


class ToolUseBlock(BaseModel):
    model_config = ConfigDict(frozen=True)
    type: Literal["tool_use"] = "tool_use"
    id: str
    name: str
    input: dict[str, Any] = Field(default_factory=dict)


class ToolResultBlock(BaseModel):
    model_config = ConfigDict(frozen=True)
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


class Message(BaseModel):
    """One turn. `wire` (assistant turns) is the call's wire record: it keeps a provider's own rendering of
    the turn so it can be replayed unchanged; it never takes part in the lesson's JSON."""

    model_config = ConfigDict(frozen=True)
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


class Usage(BaseModel):
    model_config = ConfigDict(frozen=True)
    input_tokens: int = 0
    output_tokens: int = 0


class Reply(BaseModel):
    """What one model call returned, already in the core's terms."""

    model_config = ConfigDict(frozen=True)
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


M = TypeVar("M", bound=BaseModel)
_HISTORY = TypeAdapter(list[Message])


def history_to_json(messages: list[Message]) -> list[dict[str, Any]]:
    """The `messages` array exactly as it goes over the wire to Anthropic Messages."""
    return _HISTORY.dump_python(messages, mode="json")


def history_from_json(data: Any) -> list[Message]:
    """Parse an Anthropic `messages` array back into core objects (raises pydantic.ValidationError)."""
    return _HISTORY.validate_python(data)


_set = object.__setattr__
_new = object.__new__  # what a model's `__new__` is; looked up through the class, it costs as much as the rest
_SLOTS = BaseModel.__dict__
_set_dict = _SLOTS["__dict__"].__set__  # a model's own slots, set directly (no name to look up on the class)
_set_fields = _SLOTS["__pydantic_fields_set__"].__set__
_set_extra = _SLOTS["__pydantic_extra__"].__set__
_set_private = _SLOTS["__pydantic_private__"].__set__


def message(role: Role, content: list[Any], wire: WireRecord | None = None) -> Message:
    """A Message of blocks the program already holds (its own, or the model's validated when they came in), not
    validated again: pydantic's check of a list of blocks costs several times the object itself (and
    model_construct, in pydantic 2, more still). As `trusted` makes it, written out: a run makes several."""
    made = _new(Message)
    _set_dict(made, {"role": role, "content": content, "wire": wire})
    _set_fields(made, {"role", "content", "wire"})
    _set_extra(made, None)
    _set_private(made, None)
    return made


def reply(content: list[Any], stop_reason: str, usage: Usage, wire: WireRecord | None = None) -> Reply:
    """A Reply a local model (the fake, the scripted) made of its own blocks, not validated again (see message)."""
    return trusted(Reply, {"content": content, "stop_reason": stop_reason, "usage": usage, "wire": wire})


def text_block(text: str) -> TextBlock:
    """TextBlock(text=text) for a `text` that is a str, without validating it again."""
    if type(text) is not str:  # a str subclass, or no str at all: pydantic says what it makes of it
        return TextBlock(text=text)
    made = _new(TextBlock)  # as `trusted` makes it, written out (see message)
    _set_dict(made, {"type": "text", "text": text})
    _set_fields(made, {"text"})  # the fields given by name (`type` is a default): what validation records
    _set_extra(made, None)
    _set_private(made, None)
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


def tool_result(tool_use_id: str, content: str, is_error: bool) -> ToolResultBlock:
    """A ToolResultBlock of values the program made itself (a tool call's answer: the caller makes `content` a
    str), not validated again. As `trusted` makes it, written out (see message): every tool call makes one."""
    made = _new(ToolResultBlock)
    _set_dict(made, {"type": "tool_result", "tool_use_id": tool_use_id, "content": content, "is_error": is_error})
    _set_fields(made, {"tool_use_id", "content", "is_error"})
    _set_extra(made, None)
    _set_private(made, None)
    return made


def trusted(cls: type[M], data: dict[str, Any], given: frozenset[str] | None = None) -> M:
    """`cls` holding `data` (every field, in the order declared), set up as pydantic sets up a validated one,
    without the check: for values the program made itself. `given` names the fields validation would record
    as set (those passed by name), by default all of them."""
    made = _new(cls)
    _set_dict(made, data)
    _set_fields(made, set(data if given is None else given))
    _set_extra(made, None)
    _set_private(made, None)
    return made
