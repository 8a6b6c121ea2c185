"""The conversation side by side as Anthropic Messages, OpenAI Chat Completions and OpenAI Responses JSON.

Tool call ids are linked across the three: clicking an id in one column (or
choosing it in the id box) highlights every place it occurs in all three and
scrolls the other two to it; the Messages tree's selection arrives through
`show_id` and `sig_id_selected` goes back to it. Rendering is lazy: events only mark the pane
dirty; it re-renders (coalesced) when visible, or when it is shown.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from core.engine.client import SYSTEM
from core.engine.events import MessageAppended, RunStarted
from core.engine.messages import Message
from core.engine.switches import offered
from core.providers.dialects import DIALECTS, call_ids, linked_ids, side_by_side
from gui.common.i18n import live, translate
from gui.inspector.dialect_links import SpanIndex, id_spans, render_json
from gui.inspector.dialect_widgets import column_edit, link_selection, narrowable

TITLES = {"anthropic": "Anthropic Messages", "openai-chat": "OpenAI Chat Completions",
          "openai-responses": "OpenAI Responses"}
SHORT = {"anthropic": "Anthropic", "openai-chat": "Chat Completions", "openai-responses": "Responses"}
RENDER_DELAY_MS = 80


class DialectsPane(QWidget):
    sig_id_selected = Signal(str)

    def __init__(self, registry=None, system: str = SYSTEM, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry, self.system = registry, system
        self.messages: list[Message] = []
        self.tool_names: list[str] | None = None
        self.switches: tuple[str, bool, tuple[str, ...]] = ("auto", True, ())  # the run's choice, parallel, strict
        self.index: dict[str, SpanIndex] = {d: SpanIndex([]) for d in DIALECTS}
        self.rendered: dict[str, dict] = {}
        self.selected = ""
        self.renders = 0
        self._dirty = True
        self._syncing = False
        self._following = False
        self._scroll_when_shown = False  # an id chosen in the tree while this tab was hidden
        self._timer = QTimer(self, singleShot=True, interval=RENDER_DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        self.id_combo = QComboBox()
        self.id_combo.setMinimumContentsLength(14)
        live(self.id_combo.setToolTip, lambda: translate(
            "DialectsPane", "A tool call id: highlighted wherever it occurs in all three dialects"))
        self.id_combo.activated.connect(lambda i: self.select_id(self.id_combo.itemText(i)))
        self.with_tools = QCheckBox()
        live(self.with_tools.setText, lambda: translate("DialectsPane", "tools"))
        live(self.with_tools.setToolTip, lambda: translate(
            "DialectsPane", "Also render the tool definitions in each dialect, with the run's tool choice, parallel "
            "switch and strict tools"))
        self.with_tools.setEnabled(registry is not None)
        self.with_tools.toggled.connect(lambda _on: self.mark_dirty())
        self.paths = QLabel()
        live(self.paths.setText, lambda: translate("DialectsPane", "Click a call id in any column to find it in the "
                                                   "other two."))
        self.paths.setObjectName("dialects-paths")
        self.paths.setWordWrap(True)
        narrowable(self.paths)
        self.columns = {d: column_edit(d, self._cursor_moved) for d in DIALECTS}
        self._build()

    def _build(self) -> None:
        top = QHBoxLayout()
        call_id = QLabel()
        live(call_id.setText, lambda: translate("DialectsPane", "call id"))
        top.addWidget(call_id)
        top.addWidget(self.id_combo)
        top.addWidget(self.with_tools)
        top.addStretch(1)
        split = QSplitter()
        for dialect, edit in self.columns.items():
            column = QWidget()
            box = QVBoxLayout(column)
            box.setContentsMargins(0, 0, 0, 0)
            title = narrowable(QLabel(f"<b>{SHORT[dialect]}</b>"))
            title.setToolTip(TITLES[dialect])
            box.addWidget(title)
            box.addWidget(edit, 1)
            split.addWidget(column)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.paths)
        layout.addWidget(split, 1)

    # ---- feeding -------------------------------------------------------------
    def follow(self, history) -> None:
        """Show whatever `history` (a HistoryModel) holds, live or loaded; events then only give tool names."""
        self._following = True

        def sync(*_args) -> None:
            self.messages = history.messages
            self.mark_dirty()

        history.rowsInserted.connect(lambda parent, _first, _last: None if parent.isValid() else sync())
        history.dataChanged.connect(lambda *_args: sync())  # a message grew in place
        history.modelReset.connect(sync)
        sync()

    def on_event(self, event) -> None:
        if isinstance(event, MessageAppended) and not self._following and event.index == len(self.messages):
            self.messages.append(event.message)
            self.mark_dirty()
        elif isinstance(event, RunStarted):
            self.tool_names = list(event.tools)
            self.switches = (event.tool_choice, event.parallel_tool_calls, event.strict_tools)
            self.mark_dirty()

    def set_history(self, messages: list[Message], tool_names: list[str] | None = None) -> None:
        self.messages = list(messages)
        self.tool_names = tool_names
        self.mark_dirty()

    def set_registry(self, registry) -> None:
        """The lesson's tools changed: their definitions as the next call sends them."""
        self.registry = registry
        self.with_tools.setEnabled(registry is not None)
        self.mark_dirty()

    def clear(self) -> None:
        self.set_history([], None)
        self.switches = ("auto", True, ())
        self.selected = ""

    def mark_dirty(self) -> None:
        """Remember that the text is stale; re-render soon only if someone can see it."""
        self._dirty = True
        if self.isVisible():
            self._timer.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._dirty:
            self._timer.start()

    # ---- rendering -------------------------------------------------------------
    def refresh(self) -> None:
        """Render now if stale (tests and the Dialects tab call this; events only mark dirty)."""
        if not self._dirty:
            return
        self._dirty = False
        self.renders += 1
        choice, parallel, strict = self.switches
        tools = self.registry.specs(self.tool_names) if self.registry and self.with_tools.isChecked() else []
        self.rendered = side_by_side(self.system, self.messages, offered(tools, strict), choice, parallel)
        ids = call_ids(self.messages)
        self._syncing = True
        for dialect, edit in self.columns.items():
            bar = edit.verticalScrollBar()
            where = bar.value()
            text = render_json(self.rendered[dialect])
            edit.setPlainText(text)
            self.index[dialect] = SpanIndex(id_spans(text, ids))
            bar.setValue(where)
        self._syncing = False
        self.id_combo.clear()
        self.id_combo.addItems(list(dict.fromkeys(ids)))
        if self.selected in ids:
            self.select_id(self.selected, scroll=self._scroll_when_shown)
            self._scroll_when_shown = False
        else:
            self.selected = ""
            self.id_combo.setCurrentIndex(-1)  # blank, not "call_1" looking chosen while nothing is highlighted

    def text(self, dialect: str) -> str:
        return self.columns[dialect].toPlainText()

    # ---- linking ---------------------------------------------------------------
    def _cursor_moved(self, dialect: str) -> None:
        if self._syncing:
            return
        ident = self.index[dialect].id_at(self.columns[dialect].textCursor().position())
        if ident:
            self.select_id(ident, source=dialect)

    def select_id(self, ident: str, source: str = "", scroll: bool = True) -> None:
        """Highlight `ident` in all three columns; scroll the columns other than `source` to its first place."""
        self.refresh()
        self.selected = ident
        self._syncing = True
        for dialect, edit in self.columns.items():
            spans = self.index[dialect].of(ident)
            edit.setExtraSelections([link_selection(edit, start, end) for start, end, _ in spans])
            if scroll and spans and dialect != source:
                cursor = QTextCursor(edit.document())
                cursor.setPosition(spans[0][0])
                edit.setTextCursor(cursor)
                edit.centerCursor()
        self._syncing = False
        if self.id_combo.currentText() != ident and self.id_combo.findText(ident) >= 0:
            self.id_combo.setCurrentIndex(self.id_combo.findText(ident))
        self._show_paths(ident)
        self.sig_id_selected.emit(ident)

    def show_id(self, ident: str) -> None:
        """The id the Messages tree selected: highlighted now if visible, else when this tab is shown."""
        if ident == self.selected:
            return
        if not ident:
            self.selected = ""
            for edit in self.columns.values():
                edit.setExtraSelections([])
            self.id_combo.setCurrentIndex(-1)
            self._show_paths("")
        elif self.isVisible():
            self.select_id(ident, source="tree")
        else:
            self.selected, self._scroll_when_shown = ident, True
            self.mark_dirty()  # re-rendered (and scrolled to it) when the tab is shown

    def _show_paths(self, ident: str) -> None:
        links = linked_ids(self.rendered, [ident]).get(ident, {}) if ident else {}
        parts = [f"<b>{SHORT[d]}</b>: {html.escape(', '.join(paths)) or '—'}" for d, paths in links.items()]
        text = f"<b>{html.escape(ident)}</b> &nbsp; " + " &nbsp;|&nbsp; ".join(parts) if parts else ""
        live(self.paths.setText, lambda: text)

    def highlighted(self, dialect: str) -> list[str]:
        """The texts currently highlighted in one column (for tests)."""
        return [s.cursor.selectedText() for s in self.columns[dialect].extraSelections()]
