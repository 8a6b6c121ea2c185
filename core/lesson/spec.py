"""What a lesson folder holds, file by file, as pydantic models: the loader checks each file against these.

A lesson folder has four files: `lesson.json` (language, texts, the engine's words, trace labels, date form),
`tables.json` (its tables' columns and seed rows), `tools.json` (each tool's definition and SQL handler) and
`fake_model.json` (what the lesson's fake model does). Unknown fields are refused, so a misspelled field is
named, never ignored.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from core.engine.approval import BATCH_POLICY, CANCEL, COMMAND_LINE, DEFAULT, TIMEOUT, TRAINER
from core.engine.client import PLACEHOLDER_MODEL
from core.engine.texts import LoopTexts

TOOL_NAME = r"^[a-zA-Z0-9_-]{1,64}$"  # the names Anthropic, OpenAI Chat and OpenAI Responses all accept
NAME = r"^[a-z][a-z0-9_]{0,63}$"  # a table, column or input field: a plain SQL and Python name


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DateForm(_Strict):
    """How the lesson writes a date: its month names, and the year only when it is not the lesson's year."""

    months: list[str] = Field(min_length=12, max_length=12)
    year: int = Field(ge=1900, le=2200)  # a date in this year is written without it
    form: str = "{day}. {month}"
    form_with_year: str = "{day}. {month} {year}"


ENGLISH_DECIDERS = {code: code for code in (TRAINER, BATCH_POLICY, COMMAND_LINE, TIMEOUT, CANCEL, DEFAULT)}
ENGLISH_DECIDERS["replay"] = "replay of {by}"


class TraceLabels(_Strict):
    """The lines the lesson prints for a run, each a template over the named values it may use."""

    question: str  # {question}
    call: str  # {call_no} {tokens} {stop_reason}
    tool: str  # {id} {call} {mark} {content}
    error_mark: str
    answer: str  # {answer}
    over_budget: str  # {detail}
    max_calls: str  # {detail} {handoff}
    token_budget: str
    stop_reason: str
    timeout: str
    model_error: str
    cancelled: str
    approval: str  # {id} {call} {verdict} {edited} {by} {why}
    edited: str  # {input}
    verdicts: dict[Literal["approve", "reject", "stop"], str]
    # who decided, by the code a saved run keeps (see core.engine.approval); "replay" is over {by}
    deciders: dict[str, str] = Field(default_factory=lambda: dict(ENGLISH_DECIDERS))


class CheckTexts(_Strict):
    """What the program says about an input value it refuses before the handler runs."""

    not_empty: str  # {field}
    max_length: str  # {field} {length} {max}
    # a value the tool's JSON Schema refuses beyond its types (enum, minimum, pattern, …); {rule} is the
    # schema's own keyword and value (e.g. `maximum 100`), {value} the value as JSON
    not_allowed: str = "{value} is not one of {allowed}"
    out_of_range: str = "{value} is out of range ({rule})"
    wrong_form: str = "{value} does not have the expected form ({rule})"
    not_fitting: str = "does not fit the tool's schema ({rule})"


class LessonMeta(_Strict):
    """lesson.json"""

    language: str = Field(pattern=r"^[a-z]{2}$")
    title: str = Field(min_length=1)
    system: str = Field(min_length=1)
    handoff: str = Field(min_length=1)
    customer: str = Field(min_length=1)  # the signed-in customer when nobody chose one
    # the model a request names while none is chosen (the request JSON the fake model shows), in the lesson's words
    model_placeholder: str = Field(default=PLACEHOLDER_MODEL, min_length=1)
    examples: list[str] = Field(min_length=1)
    offered: list[str]  # the tools offered to the model at the start
    error_form: str = "{error}"  # how a failed tool call reads to the model, e.g. "Failed: {error}"
    dates: DateForm
    trace: TraceLabels
    checks: CheckTexts
    # what the data says of an order beside an answer made up without tools; {which} is "1042 — " or empty
    data_line: str = "Data: {which}{status}, delivery {date}"
    texts: LoopTexts  # what the engine writes for refused, skipped and rejected calls


class Table(_Strict):
    """One table: its columns (the first is the key), allowed values per column, and its seed rows."""

    columns: list[str] = Field(min_length=1)
    dates: list[str] = []  # columns holding ISO dates (YYYY-MM-DD)
    choices: dict[str, list[str]] = {}
    rows: list[dict[str, Any]]


class FieldCheck(_Strict):
    not_empty: bool = False
    max_length: int | None = Field(default=None, ge=1)


class Refusal(_Strict):
    """An acting tool's refusal: when the checked row's `column` holds one of `values`, the call fails with
    `text` (over the input fields, `customer` and the checked row's columns) and nothing is written."""

    column: str
    values: list[str] = Field(min_length=1)
    text: str


class Handler(_Strict):
    """A single parameterised SQL query. Input fields are bound by name, the signed-in customer as `:customer`.

    A result row reads through `result` (its columns, the input fields and `customer` by name;
    `{column:date}` writes a date the lesson's way); several rows are joined with `joiner`. No row at all
    is the error `not_found`."""

    query: str = Field(min_length=1)
    result: str = Field(min_length=1)
    not_found: str = Field(min_length=1)
    joiner: str = "; "
    check: str | None = None  # acting tools: a reading query run first; no row is `not_found`, then `refuse`
    refuse: list[Refusal] = []


class ToolDef(_Strict):
    name: str = Field(pattern=TOOL_NAME)
    description: str = Field(min_length=1)
    kind: Literal["reading", "acting"]
    input_schema: dict[str, Any]
    checks: dict[str, FieldCheck] = {}
    handler: Handler


class ToolsFile(_Strict):
    """tools.json"""

    tools: list[ToolDef] = Field(min_length=1)


class TablesFile(_Strict):
    """tables.json"""

    tables: dict[str, Table] = Field(min_length=1)


class Call(_Strict):
    tool: str
    input: dict[str, str] = {}  # templates: `{0}` is the whole match, `{1}` … its groups


class Rule(_Strict):
    """When `pattern` (a regular expression) is found in the question: ask for `calls` (once, or once per match
    with `each_match`), or answer `text` with `stop_reason`. `last` ends the rules when this one matched."""

    pattern: str = Field(min_length=1)
    calls: list[Call] = []
    each_match: bool = False
    text: str | None = None
    stop_reason: str = "end_turn"
    last: bool = False


class OnError(_Strict):
    contains: str = ""  # "" matches every error
    text: str


class ToolAnswer(_Strict):
    """The answer after a call of one tool: `done` ({result}) or `refused` ({why}), with the call's input fields."""

    done: str
    refused: str


class AfterResults(_Strict):
    """The answer once results are back: the first result of a tool in `per_tool` decides by its texts; else
    the first error decides by `on_error`; else the results joined."""

    per_tool: dict[str, ToolAnswer] = {}
    on_error: list[OnError] = Field(min_length=1)
    answer: str  # {results}
    joiner: str = "; "


class Guessing(_Strict):
    """A model that does not stop: for a question matching `pattern` it asks `tool` with `field` set to
    `start`, `start + 1`, … one per call, until something stops it."""

    pattern: str = Field(min_length=1)
    tool: str
    field: str
    start: int


class FakeBehaviour(_Strict):
    """fake_model.json"""

    without_tools: str  # the made-up answer when no tool is offered
    nothing_to_ask: str  # no rule matched (e.g. thanks)
    ask_for_input: str | None = None  # the planned calls cannot be made (a strict tool without its input)
    after_results: AfterResults
    rules: list[Rule] = []
    guessing: Guessing | None = None


FILES: dict[str, type[BaseModel]] = {
    "lesson.json": LessonMeta,
    "tables.json": TablesFile,
    "tools.json": ToolsFile,
    "fake_model.json": FakeBehaviour,
}
