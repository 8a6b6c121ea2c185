"""Tools → Edit tools…: the current lesson's tools, to add, duplicate, delete and edit without code.

Every tool is checked as you type (core/lesson/tool_problems, debounced: a check prepares each query on an
empty in-memory copy of the tables, a matter of milliseconds, so it runs on the GUI thread) and its problems
show at their fields; Save is enabled only when no tool has a problem. Saving writes the lesson as the
learner's own (never over the shipped one) and hands the saved lesson on (`sig_saved`): the window offers
its tools from the next model call on. A new tool is offered; a deleted one is no longer.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.lesson.loader import Lesson, LessonError
from core.lesson.tool_problems import ToolProblem, build_tool, needed_tools, tool_problems
from gui.common.i18n import live, translate
from gui.common.lesson_words import lesson_error_text
from gui.lessons.tool_form import ToolForm

CHECK_DELAY_MS = 250
NEW_TOOL: dict[str, Any] = {
    "name": "new_tool", "description": "", "kind": "reading",
    "input_schema": {"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]},
    "handler": {"query": "SELECT order_id, status FROM orders WHERE order_id = :order_id AND customer_id = :customer",
                "result": "{order_id}: {status}", "not_found": "{order_id}?"}}


@dataclasses.dataclass
class Entry:
    tool: dict[str, Any]  # as tools.json writes it
    original: str | None  # its name in the saved lesson; None for a tool added here
    strict: bool
    problems: list[ToolProblem] = dataclasses.field(default_factory=list)


class ToolEditor(QDialog):
    sig_saved = Signal(object, object)  # the saved Lesson, the names of its strict tools
    sig_try = Signal(str)  # "Try it…": call this saved tool by hand

    def __init__(self, lesson: Lesson, strict: list[str], save: Callable[[Lesson], Lesson],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tool-editor")
        self.setAttribute(Qt.WidgetAttribute.WA_WindowPropagation, True)  # the window's zoom reaches it
        live(self.setWindowTitle, lambda: translate("ToolEditor", "Tools of the lesson"))
        self.save_lesson = save
        self.lesson = lesson
        self.entries: list[Entry] = []
        self.current = -1
        self.dirty = False
        self.tool_list = QListWidget()
        self.tool_list.setObjectName("tool-list")
        self.form = ToolForm()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.add_button, self.duplicate_button, self.delete_button = QPushButton(), QPushButton(), QPushButton()
        self.save_button, self.close_button, self.try_button = QPushButton(), QPushButton(), QPushButton()
        self._timer = QTimer(self, singleShot=True, interval=CHECK_DELAY_MS)
        self._timer.timeout.connect(self.check)
        self._build()
        self._connect()
        self.load(lesson, strict)

    def _build(self) -> None:
        for button, text in ((self.add_button, lambda: translate("ToolEditor", "Add")),
                             (self.duplicate_button, lambda: translate("ToolEditor", "Duplicate")),
                             (self.delete_button, lambda: translate("ToolEditor", "Delete")),
                             (self.save_button, lambda: translate("ToolEditor", "Save")),
                             (self.try_button, lambda: translate("ToolEditor", "Try it…")),
                             (self.close_button, lambda: translate("ToolEditor", "Close"))):
            live(button.setText, text)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.tool_list, 1)
        for button in (self.add_button, self.duplicate_button, self.delete_button):
            column.addWidget(button)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(scroll)
        split.setStretchFactor(1, 1)
        split.setSizes([220, 760])
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.try_button)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)
        self.save_button.setDefault(True)
        self.resize(1000, 700)

    def _connect(self) -> None:
        self.tool_list.currentRowChanged.connect(self.select)
        self.form.sig_changed.connect(self._edited)
        self.add_button.clicked.connect(self.add_tool)
        self.duplicate_button.clicked.connect(self.duplicate_tool)
        self.delete_button.clicked.connect(self.delete_tool)
        self.save_button.clicked.connect(self.save)
        self.close_button.clicked.connect(self.close)
        self.try_button.clicked.connect(lambda: self.sig_try.emit(self.entries[self.current].tool["name"]))

    # ---- the list of tools ------------------------------------------------------
    def load(self, lesson: Lesson, strict: list[str], row: int = 0) -> None:
        """Edit `lesson`'s tools afresh (after a save: the saved lesson), the tool in `row` chosen."""
        self.lesson = lesson
        self.entries = [Entry(tool.model_dump(mode="json", exclude_defaults=True), tool.name, tool.name in strict)
                        for tool in lesson.tools]
        self.current = -1
        self._fill_list(max(row, 0))
        self.dirty = False
        self.check()

    def _fill_list(self, row: int) -> None:
        self.tool_list.blockSignals(True)
        self.tool_list.clear()
        self.tool_list.addItems([self._list_text(entry) for entry in self.entries])
        self.tool_list.blockSignals(False)
        self.current = -1
        self.tool_list.setCurrentRow(min(row, len(self.entries) - 1))

    def _list_text(self, entry: Entry) -> str:
        return ("✗ " if entry.problems else "") + (entry.tool.get("name") or "…")

    def select(self, row: int) -> None:
        self._keep_form()
        self.current = row
        if 0 <= row < len(self.entries):
            entry = self.entries[row]
            self.form.load(entry.tool, entry.strict)
            self.form.show_problems(entry.problems)
        self.form.setEnabled(0 <= row < len(self.entries))
        self._update_buttons()

    def _keep_form(self) -> None:
        """The form's state into the entry it shows."""
        if 0 <= self.current < len(self.entries):
            entry = self.entries[self.current]
            entry.tool, entry.strict = self.form.draft(), self.form.strict()

    def add_tool(self) -> None:
        self._insert(Entry(dict(NEW_TOOL, name=self._free_name("new_tool")), None, False))

    def duplicate_tool(self) -> None:
        self._keep_form()
        if 0 <= self.current < len(self.entries):
            source = self.entries[self.current]
            tool = dict(source.tool, name=self._free_name(f"{source.tool.get('name') or 'tool'}_copy"))
            self._insert(Entry(tool, None, source.strict))

    def delete_tool(self) -> None:
        if 0 <= self.current < len(self.entries) and not self._needed(self.entries[self.current]):
            del self.entries[self.current]
            self.current = -1
            self._fill_list(max(0, self.tool_list.currentRow()))
            self._edited()

    def _insert(self, entry: Entry) -> None:
        self._keep_form()
        self.entries.append(entry)
        self._fill_list(len(self.entries) - 1)
        self._edited()
        self.form.name_edit.setFocus()
        self.form.name_edit.selectAll()

    def _free_name(self, base: str) -> str:
        taken = {entry.tool.get("name") for entry in self.entries}
        return next(name for n in range(1, len(taken) + 2) if (name := base if n == 1 else f"{base}_{n}") not in taken)

    def _needed(self, entry: Entry) -> bool:
        """Whether the lesson's fake model calls this tool (it can then be neither deleted nor renamed)."""
        return entry.original is not None and entry.original in needed_tools(self.lesson.fake)

    def _update_buttons(self) -> None:
        chosen = 0 <= self.current < len(self.entries)
        needed = chosen and self._needed(self.entries[self.current])
        self.duplicate_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen and not needed)
        live(self.delete_button.setToolTip, lambda: translate(
            "ToolEditor", "The lesson's fake model calls this tool: it stays.") if needed else "")
        self.save_button.setEnabled(self.dirty and not any(entry.problems for entry in self.entries))
        self.try_button.setEnabled(chosen and not self.dirty)  # a saved tool, as the window has it
        live(self.try_button.setToolTip, lambda: translate(
            "ToolEditor", "Call this tool by hand, with input you type and no model") if not self.dirty else translate(
            "ToolEditor", "Save first: by hand, the tool runs as the window has it"))

    # ---- checking and saving -----------------------------------------------------
    def _edited(self) -> None:
        self.dirty = True
        self.save_button.setEnabled(False)  # until the check has run
        self.try_button.setEnabled(False)  # by hand, a tool runs as saved
        self._timer.start()

    def check(self) -> None:
        """Check every tool now (typing checks after a short pause) and show the problems."""
        self._timer.stop()
        self._keep_form()
        for index, entry in enumerate(self.entries):
            taken = [other.tool.get("name", "") for i, other in enumerate(self.entries) if i != index]
            keep = entry.original if self._needed(entry) else ""
            entry.problems = tool_problems(entry.tool, taken, self.lesson.tables, keep_name=keep or "")
            if index == self.current and self.form.schema_error is not None:
                message, line, column = self.form.schema_error
                entry.problems.insert(0, ToolProblem("input_schema", "json", (
                    ("message", message), ("line", str(line)), ("column", str(column)))))
            item = self.tool_list.item(index)
            if item is not None:
                item.setText(self._list_text(entry))
        if 0 <= self.current < len(self.entries):
            self.form.show_problems(self.entries[self.current].problems)
        self._show_status()
        self._update_buttons()

    def _show_status(self) -> None:
        faulty = [entry.tool.get("name") or "…" for entry in self.entries if entry.problems]
        if faulty:
            live(self.status.setText, lambda: translate("ToolEditor", "✗ Problems in: {tools}").format(
                tools=", ".join(faulty)))
            self.status.setStyleSheet("color: #b00020;")
        else:
            live(self.status.setText, lambda: translate("ToolEditor", "No problems.") + (" " + translate(
                "ToolEditor", "Save offers the tools from the next model call on.") if self.dirty else ""))
            self.status.setStyleSheet("")

    def edited_lesson(self) -> Lesson:
        """The lesson with the tools as edited (each without problems): a new tool is offered, a renamed one
        stays offered under its new name, a deleted one is no longer."""
        self._keep_form()
        renamed = {entry.original: entry.tool["name"] for entry in self.entries if entry.original is not None}
        offered = [renamed[name] for name in self.lesson.meta.offered if name in renamed]
        offered += [entry.tool["name"] for entry in self.entries if entry.original is None]
        meta = self.lesson.meta.model_copy(update={"offered": offered})
        tools = tuple(build_tool(entry.tool) for entry in self.entries)
        return dataclasses.replace(self.lesson, tools=tools, meta=meta)

    def save(self) -> bool:
        """Save the edited lesson as the learner's own; False (and said here, nothing lost) if refused."""
        self.check()
        if any(entry.problems for entry in self.entries):
            return False
        strict = [entry.tool["name"] for entry in self.entries if entry.strict]
        try:
            saved = self.save_lesson(self.edited_lesson())
        except LessonError as error:
            refused = error  # its reason in the window's language, on a line of its own
            live(self.status.setText,
                 lambda: translate("ToolEditor", "✗ Not saved:") + f"\n{lesson_error_text(refused)}")
            self.status.setStyleSheet("color: #b00020;")
            return False
        self.load(saved, strict, self.current)
        live(self.status.setText, lambda: translate("ToolEditor", "Saved as your own copy of the lesson: "
                                                    "offered from the next model call on."))
        self.sig_saved.emit(saved, strict)
        return True
