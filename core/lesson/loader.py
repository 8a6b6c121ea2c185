"""Reading a lesson folder: every file checked against its model, then against each other, before anything
of it is used. A lesson that fails is refused with the file, the field and the reason (LessonError).

Across files: every table's rows hold exactly its columns with allowed values; each tool's query is prepared
and run once against an empty copy of the tables under SQLite's guard (lesson tables only, writes only from
acting tools, a reading tool scoped by `:customer`, parameters only from its input fields); templates name
only values they will have; the fake model's rules name offered tools.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from core.engine.settings import RunSettings
from core.lesson.fake_model import FakeClient, rule_problem
from core.lesson.formatting import LessonFormatter
from core.lesson.input_model import SchemaProblem, check_schema
from core.lesson.lesson_checks import check_labels, check_tables, check_tool_query
from core.lesson.lesson_reasons import LessonProblem, worded
from core.lesson.seed import Seed, orders_from
from core.lesson.spec import FakeBehaviour, LessonMeta, Table, TablesFile, ToolDef, ToolsFile
from core.lesson.sql_tools import LessonRegistry, build_registry
from core.lesson.store import FIELDS
from core.lesson.store_tables import TableSeed

M = TypeVar("M", bound=BaseModel)

ORDERS = "orders"  # the table the orders store holds, of the store's columns




class LessonError(Exception):
    """A lesson folder that cannot be used: which file, which field, and why: a `code` with its `params`, for
    the window to word (lesson_reasons); `reason` is the English text (pydantic's message for its codes)."""

    def __init__(self, file: Path | str, field: str, /, reason: str = "", code: str = "", **params: object) -> None:
        reason = worded(code, params, reason)
        where = f"{file}: {field}" if field else str(file)
        super().__init__(f"{where}: {reason}")
        self.file, self.field, self.reason, self.code, self.params = str(file), field, reason, code, params


@dataclass(frozen=True)
class Lesson:
    name: str
    folder: Path
    meta: LessonMeta
    tables: dict[str, Table]
    tools: tuple[ToolDef, ...]
    fake: FakeBehaviour

    def registry(self, **options: Any) -> LessonRegistry:
        columns = {name: table.columns for name, table in self.tables.items()}
        registry = build_registry(self.tools, self.meta.checks, columns, self.formatter(), self.meta.error_form,
                                  **{"texts": self.meta.texts, **options})
        registry.guessing = self.fake.guessing
        return registry

    def formatter(self) -> LessonFormatter:
        return LessonFormatter(self.meta.dates)

    def fake_client(self) -> FakeClient:
        return FakeClient(self.fake, self.name)

    def tool_names(self) -> list[str]:
        return [tool.name for tool in self.tools]

    def seed(self) -> Seed:
        """The orders the store starts from, with the statuses the lesson allows, and the lesson's other tables."""
        table = self.tables[ORDERS]
        statuses = tuple(table.choices["status"])
        others = tuple(TableSeed.of(name, t.columns, t.rows) for name, t in self.tables.items() if name != ORDERS)
        return Seed(tuple(orders_from(table.rows, statuses)), statuses, others, self.meta.dates,
                    self.meta.data_line, self.name)

    def words(self) -> dict[str, str]:
        """The run settings that are the lesson's words: system prompt, hand-off, customer, model placeholder."""
        meta = self.meta
        return {"system": meta.system, "handoff": meta.handoff, "customer": meta.customer,
                "placeholder_model": meta.model_placeholder}

    def worded(self, settings: RunSettings) -> RunSettings:
        """`settings` (a toolbar's, for its chosen customer) sent with the lesson's prompt, hand-off and placeholder."""
        words = self.words()
        del words["customer"]
        return settings.model_copy(update=words)

    def run_settings(self, **fields: Any) -> RunSettings:
        """The lesson's run settings (prompt, hand-off, customer, model placeholder, offered tools), `fields` on top."""
        base = {**self.words(), "enabled_tools": list(self.meta.offered)}
        return RunSettings.model_validate({**base, **fields})


def load_lesson(folder: Path) -> Lesson:
    """The lesson in `folder`, fully checked; LessonError otherwise."""
    folder = Path(folder)
    if not folder.is_dir():
        raise LessonError(folder, "", code="no_folder")
    meta = _read(folder / "lesson.json", LessonMeta)
    tables = _read(folder / "tables.json", TablesFile)
    tools = _read(folder / "tools.json", ToolsFile)
    fake = _read(folder / "fake_model.json", FakeBehaviour)
    _checked(folder / "lesson.json", lambda: check_labels(meta))
    _checked(folder / "tables.json", lambda: check_tables(tables.tables))
    _check_orders(folder / "tables.json", tables.tables)
    _check_tools(folder / "tools.json", tools.tools, tables.tables)
    names = [tool.name for tool in tools.tools]
    for i, name in enumerate(meta.offered):
        if name not in names:
            raise LessonError(folder / "lesson.json", f"offered.{i}", code="unknown_tool", name=name)
    _check_fake(folder / "fake_model.json", fake, names)
    return Lesson(folder.name, folder, meta, tables.tables, tuple(tools.tools), fake)


def _read(path: Path, model: type[M]) -> M:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LessonError(path, "", code="no_file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise LessonError(path, "", code="unreadable", error=error) from None
    except json.JSONDecodeError as error:
        raise LessonError(path, f"{error.lineno}:{error.colno}", code="not_json", error=error.msg) from None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise _pydantic(path, "", error) from None


def _checked(path: Path, check) -> None:
    try:
        check()
    except LessonProblem as problem:
        raise LessonError(path, problem.field, problem.reason, problem.code, **problem.params) from None


def _pydantic(path: Path, prefix: str, error: ValidationError) -> LessonError:
    """pydantic's first error, under its own type as the code, its context as the values."""
    first = error.errors()[0]
    field = ".".join(str(p) for p in (*([prefix] if prefix else []), *first["loc"]))
    values = {key: str(value) for key, value in (first.get("ctx") or {}).items()}
    return LessonError(path, field, first["msg"].removeprefix("Value error, "), first["type"], **values)


def _check_orders(path: Path, tables: dict[str, Table]) -> None:
    """The store holds the lesson's orders table: these columns, a list of statuses, rows that are orders."""
    table = tables.get(ORDERS)
    if table is None or table.columns != list(FIELDS):
        raise LessonError(path, f"tables.{ORDERS}.columns", code="orders_columns", columns=", ".join(FIELDS))
    if not table.choices.get("status"):
        raise LessonError(path, f"tables.{ORDERS}.choices.status", code="no_statuses")
    try:
        orders_from(table.rows, table.choices["status"])
    except ValidationError as error:
        raise _pydantic(path, f"tables.{ORDERS}.rows", error) from None


def _check_tools(path: Path, tools: list[ToolDef], tables: dict[str, Table]) -> None:
    seen: set[str] = set()
    for i, tool in enumerate(tools):
        if tool.name in seen:
            raise LessonError(path, f"tools.{i}.name", code="name_taken", name=tool.name)
        seen.add(tool.name)
        try:
            check_schema(tool.input_schema)
        except SchemaProblem as problem:
            where = f"tools.{i}.input_schema/{problem.where}".rstrip("/")
            raise LessonError(path, where, code=f"schema_{problem.code}", where=problem.where or "/",
                              **problem.details) from None
        for field in tool.checks:
            if field not in tool.input_schema.get("properties", {}):
                raise LessonError(path, f"tools.{i}.checks.{field}", code="not_input_field")
        _checked(path, lambda tool=tool, i=i: check_tool_query(f"tools.{i}", tool, tables))


def _check_fake(path: Path, fake: FakeBehaviour, tools: list[str]) -> None:
    for i, rule in enumerate(fake.rules):
        _checked(path, lambda rule=rule, i=i: rule_problem(f"rules.{i}", rule))
        for j, call in enumerate(rule.calls):
            if call.tool not in tools:
                raise LessonError(path, f"rules.{i}.calls.{j}.tool", code="unknown_tool", name=call.tool)
    if fake.guessing is not None and fake.guessing.tool not in tools:
        raise LessonError(path, "guessing.tool", code="unknown_tool", name=fake.guessing.tool)
    if fake.after_results.on_error[-1].contains:
        raise LessonError(path, "after_results.on_error", code="last_on_error")
    try:
        fake.after_results.answer.format(results="")
    except (KeyError, IndexError, ValueError) as error:
        raise LessonError(path, "after_results.answer", code="results_only", error=error) from None
